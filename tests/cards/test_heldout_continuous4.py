"""Held-out style conformance scenarios HX-156..HX-175, written like SC-01..SC-30 of
RULES.md section 19 (an initial state, the actions, the expected LP, zones and legal or
refused actions, with their rule ids). Expectations come from RULES.md alone. They
favour continuous and lingering effects where two of them meet: one effect's change
read by another effect's filter or condition (Type, Level, name), two cards' effects
on one card, Field Spells in turn, Equip Spells whose monster changes position,
leaves or comes back as a new monster, "this turn" changes and their end, counts
fixed when an effect applies, Maximum Mode monsters (one monster with the center's
Level and Type) and Tribute, Ritual and Fusion Summons using changed Levels or names.

Small throwaway cards (codes 966400001..966400020, names starting with "HX ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import Destroy, Fixed, Modify, Per
from rushdesk.engine.effects.script import EQUIPPED, THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_LEVEL, MOD_NAME, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BURGER,
    DM,
    FIELD_A,
    FLIPDOWN,
    GUARD_POS,
    HOLE,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    RECIPE,
    RECITAL,
    SKULL,
    TCB,
    VISION,
    answer,
    at,
    attack,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused

FUSION = "Fusion"
RECALL = "FX-RECALL"
SPELL = CardType.SPELL
EQUIP = CardType.SPELL | CardType.EQUIP
MINE = Sel(who="you", face="up")








def _continuous(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


HERALD = hx_monster(966_400_020, "HX Dragon Herald",
                  _continuous(Cont(MINE, MOD_RACE, "Dragon", "become Dragons")),
                  _continuous(Cont(Sel(who="you", face="up", race="Dragon"), MOD_ATK, 300,
                                   "gain 300 ATK")))
LAIR = hx_field(966_400_001, "HX Dragon Lair",
              Cont(MINE, MOD_RACE, "Dragon", "become Dragons"),
              Cont(Sel(who="you", face="up", race="Dragon"), MOD_ATK, 400, "gain 400 ATK"))
MANTLE = hx_equip(966_400_002, "HX Scaled Mantle",
                Cont(EQUIPPED, MOD_LEVEL, 2, "gains 2 Levels"),
                Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK",
                     condition=Count(EQUIPPED & Sel(level_min=6))))
LEVEL_FIELD = hx_field(966_400_003, "HX Level Field", Cont(MINE, MOD_LEVEL, 2, "gain 2 Levels"))
SUMMIT = hx_field(966_400_004, "HX Summit Field",
                Cont(Sel(who="any", face="up", level_min=6), MOD_ATK, 500, "gain 500 ATK"))
DRAGONIZE = hx_equip(966_400_005, "HX Dragonize Equip",
                   Cont(EQUIPPED, MOD_RACE, "Dragon", "becomes a Dragon"))
TAMER = hx_monster(966_400_006, "HX Dragon Tamer", _continuous(Cont(
    THIS, MOD_ATK, 700, "gains 700 ATK",
    condition=Count(Sel(face="up", race="Dragon", not_self=True)))))
MACHINIZE = hx_equip(966_400_007, "HX Machinize Equip",
                   Cont(EQUIPPED, MOD_RACE, "Machine", "becomes a Machine"))
BREAKER = CardData(966_400_008, "HX Spell Breaker", SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(Destroy(Sel(who="any", where=("szone",), kind="spell",
                                   not_self=True)),))))
SINK = hx_field(966_400_009, "HX Sink Field",
              Cont(Sel(who="opp", face="up"), MOD_LEVEL, -2, "lose 2 Levels"))
ALIAS = hx_equip(966_400_010, "HX Alias Equip", Cont(EQUIPPED, MOD_NAME, "V4-1400",
                                                   'is also named "V4-1400"'))
BOOSTER = hx_monster(966_400_011, "HX Booster", _continuous(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 500, "gain 500 ATK")), atk=1200)
SAPPER = hx_monster(966_400_012, "HX Sapper", _continuous(
    Cont(Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK")),
    atk=1300, race="Fiend", attr=Attribute.DARK)
PUMP = hx_monster(966_400_013, "HX Pump", Effect(ops=(Modify(THIS, amount=Fixed(500)),)))
BLADE = hx_equip(966_400_014, "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"))
DRAGON_FIELD = hx_field(966_400_015, "HX Dragon Field",
                      Cont(Sel(who="any", face="up", race="Dragon"), MOD_ATK, 500,
                           "gain 500 ATK"))
MACHINE_FIELD = hx_field(966_400_016, "HX Machine Field",
                       Cont(Sel(who="you", face="up", race="Machine"), MOD_ATK, 300,
                            "gain 300 ATK"))
SMALL_FIELD = hx_field(966_400_017, "HX Small Field",
                     Cont(Sel(who="any", face="up", level_max=4), MOD_ATK, -500,
                          "lose 500 ATK"))
GUARD = hx_equip(966_400_018, "HX Guard Equip", Cont(EQUIPPED, MOD_DEF, 800, "gains 800 DEF"))
CALLER = hx_monster(966_400_019, "HX Dragon Caller", Effect(ops=(
    Modify(THIS, amount=Per(300, Sel(face="up", race="Dragon"))),)))

HX_CARDS = [LAIR, MANTLE, LEVEL_FIELD, SUMMIT, DRAGONIZE, TAMER, MACHINIZE, BREAKER, SINK,
            ALIAS, BOOSTER, SAPPER, PUMP, BLADE, DRAGON_FIELD, MACHINE_FIELD, SMALL_FIELD,
            GUARD, CALLER, HERALD]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def no_spell(duel: Duel, name: str) -> None:
    """Spell `name` in the turn player's hand can be activated in no S/T Zone."""
    card = find(duel, name, duel.tp, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {card} {z}")


def hand(duel: Duel, name: str) -> int:
    return find(duel, name, duel.tp, "hand")


# ============================================================ one card, two changes
def test_hx_156_a_card_that_makes_dragons_also_gives_them_its_dragon_bonus() -> None:
    """HX-156 (R-FIELD-1, R-EFF-5, R-CARD-2, R-DMG-4, R-CALC-1): "HX Dragon Lair" (Field
    Spell): face-up monsters its controller controls become Dragons; face-up Dragons its
    controller controls gain 400 ATK. "HX Dragon Herald" (Level 4 Warrior, 1000): the
    same two [CONTINUOUS EFFECT]s, with 300 ATK.
    (a) P1 turn 3 controls face-up V4-1600 (a Warrior, since turn 1) and face-up HX
    Dragon Lair. P2 controls face-up V4-1800. V4-1600 attacks V4-1800.
    (b) P1 turn 3 controls face-up HX Dragon Herald and V4-1600.
    Expected: (a) V4-1600 is a Dragon while the Lair is face-up, so it is a face-up
    Dragon P1 controls and gains 400: 2000. P2's V4-1800 is neither (Warrior, 1800).
    2000 vs 1800: V4-1800 is destroyed and P2 takes 200 (7800). (b) Both are Dragons
    P1 controls: Herald 1300, V4-1600 1900."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(LAIR.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v16, v18 = at(duel, "V4-1600"), at(duel, "V4-1800", 1)
    assert duel.race(v16) == "Dragon" and duel.race(v18) == "Warrior"
    assert duel.atk(v16) == 2000 and duel.atk(v18) == 1800
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7800]
    assert names(duel, 1, "gy") == ["V4-1800"] and names(duel, 0, "mzone")[0] == "V4-1600"
    duel = build(p0=Side(monsters=[(HERALD.name, ATK), ("V4-1600", ATK)]))
    herald, v16 = at(duel, HERALD.name), at(duel, "V4-1600")
    assert duel.race(herald) == duel.race(v16) == "Dragon"
    assert duel.atk(herald) == 1300 and duel.atk(v16) == 1900


def test_hx_157_an_equip_whose_level_gain_meets_its_own_condition() -> None:
    """HX-157 (R-EQUIP-1, R-CARD-2, R-EQUIP-4, R-CALC-1): "HX Scaled Mantle" (Equip
    Spell): equip to 1 face-up monster you control; the equipped monster gains 2
    Levels; if the equipped monster is Level 6 or higher, it also gains 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 (Level 4, since turn 1); hand: HX Scaled
    Mantle. P2 controls face-up V4-1800.
    Actions: equip the Mantle to V4-1600; V4-1600 attacks V4-1800.
    Expected: V4-1600 is Level 6 while equipped, so the condition holds: 2100.
    2100 vs 1800: P2 takes 300 (7700), V4-1800 is destroyed; the Mantle stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[MANTLE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v16 = at(duel, "V4-1600")
    play(duel, MANTLE.name, zone="s0", picks=(duel.oid[v16],))
    assert names(duel, 0, "szone")[0] == MANTLE.name
    assert duel.level(v16) == 6 and duel.atk(v16) == 2100
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1800"]
    assert names(duel, 0, "szone")[0] == MANTLE.name


# ============================================================ two sources, two Field Zones
def test_hx_158_one_field_spells_levels_feed_the_other_players_field_spell() -> None:
    """HX-158 (R-FIELD-1, R-FIELD-2, R-CARD-2, R-CALC-1): "HX Level Field" (Field Spell):
    face-up monsters its controller controls gain 2 Levels. "HX Summit Field" (Field
    Spell): face-up Level 6 or higher monsters on the field gain 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1800 and face-up HX Level Field; hand:
    FX-FIELD-A. P2 controls face-up V5-2300 (Level 5) and face-up HX Summit Field.
    Actions: activate FX-FIELD-A (it replaces the Level Field); V4-1800 attacks V5-2300.
    Expected: V4-1800 is Level 6 and gets the Summit bonus: 2300. P2's V5-2300 gets no
    Levels from P1's Field Spell: Level 5, 2300. After the replacement V4-1800 is
    Level 4 again and the Summit bonus stops: 1800 + 100 = 1900. 1900 vs 2300: P1
    takes 400 (7600) and V4-1800 is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[FIELD_A],
                         field_spell=(LEVEL_FIELD.name, ATK)),
                 p1=Side(monsters=[("V5-2300", ATK)], field_spell=(SUMMIT.name, ATK)))
    v18, v23 = at(duel, "V4-1800"), at(duel, "V5-2300", 1)
    assert duel.level(v18) == 6 and duel.atk(v18) == 2300
    assert duel.level(v23) == 5 and duel.atk(v23) == 2300
    play(duel, FIELD_A, zone="f")
    assert names(duel, 0, "gy") == [LEVEL_FIELD.name]
    assert duel.level(v18) == 4 and duel.atk(v18) == 1900
    attack(duel, "V4-1800", "V5-2300")
    assert duel.lp == [7600, 8000] and names(duel, 0, "gy") == [LEVEL_FIELD.name, "V4-1800"]


# ============================================================ conditions read other changes
def test_hx_159_a_condition_met_through_an_equip_stops_when_the_equip_leaves() -> None:
    """HX-159 (R-EFF-5, R-EQUIP-1, R-EQUIP-4, R-POS-4, R-CARD-2): "HX Dragon Tamer" (Level 4
    Warrior, 1000): [CONTINUOUS EFFECT] if you control another face-up Dragon, this
    card gains 700 ATK. "HX Dragonize Equip": equip to 1 face-up monster you control;
    it becomes a Dragon.
    Setup: P1 turn 3 controls face-up HX Dragon Tamer and V4-1600 (since turn 1); hand:
    HX Dragonize Equip, FX-FLIPDOWN.
    Actions: equip Dragonize to V4-1600; FX-FLIPDOWN turns V4-1600 face-down.
    Expected: 1000, then 1700 while V4-1600 is a Dragon. Face-down, V4-1600 sends the
    Equip to the GY and is no face-up Dragon: the Tamer is back to 1000 at once."""
    duel = build(p0=Side(monsters=[(TAMER.name, ATK), ("V4-1600", ATK)],
                         hand=[DRAGONIZE.name, FLIPDOWN]))
    tamer, v16 = at(duel, TAMER.name), at(duel, "V4-1600")
    assert duel.atk(tamer) == 1000
    play(duel, DRAGONIZE.name, zone="s0", picks=(duel.oid[v16],))
    assert duel.race(v16) == "Dragon" and duel.race(tamer) == "Warrior"
    assert duel.atk(tamer) == 1700
    play(duel, FLIPDOWN, zone="s1", picks=(duel.oid[v16],))
    assert duel.pos[v16] == SET and sorted(names(duel, 0, "gy")) == sorted(
        [DRAGONIZE.name, FLIPDOWN])
    assert names(duel, 0, "szone") == ["", "", ""] and duel.atk(tamer) == 1000


def test_hx_160_type_change_beam_feeds_a_condition_and_a_field_until_the_turn_ends() -> None:
    """HX-160 (R-CARD-2, R-EFF-5, R-EFF-6, R-END-1, R-FIELD-1): HX Dragon Tamer (if you
    control another face-up Dragon, +700 ATK) and "HX Dragon Field" (Field Spell: all
    face-up Dragons on the field gain 500 ATK).
    Setup: P1 turn 3 controls face-up HX Dragon Tamer and V4-1600 (since turn 1); hand:
    Type Change Beam, Blue-Eyes White Dragon. P2 controls face-up HX Dragon Field.
    Actions: Type Change Beam reveals Blue-Eyes and makes the Tamer and V4-1600
    Dragons; end the turn.
    Expected: each is a Dragon with another face-up Dragon beside it: Tamer 1000 + 700
    + 500 = 2200, V4-1600 2100 (P2's Field Spell applies to both players' Dragons).
    On turn 4 both are Warriors again: 1000 and 1600."""
    duel = build(p0=Side(monsters=[(TAMER.name, ATK), ("V4-1600", ATK)], hand=[TCB, BEWD]),
                 p1=Side(field_spell=(DRAGON_FIELD.name, ATK)))
    tamer, v16 = at(duel, TAMER.name), at(duel, "V4-1600")
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), duel.oid[tamer], duel.oid[v16]))
    assert duel.race(tamer) == duel.race(v16) == "Dragon"
    assert duel.atk(tamer) == 2200 and duel.atk(v16) == 2100
    to_turn(duel, 4)
    assert duel.race(tamer) == duel.race(v16) == "Warrior"
    assert duel.atk(tamer) == 1000 and duel.atk(v16) == 1600


def test_hx_161_vision_dragon_needs_the_equips_type_and_the_fields_level_together() -> None:
    """HX-161 (R-MAIN-4, R-EFF-1, R-EQUIP-1, R-FIELD-1, R-CARD-2): Blue-Eyes Vision Dragon
    may be Special Summoned from the hand in face-up Defense while you control a face-up
    Level 8 or higher Dragon. "HX Level Field": your face-up monsters gain 2 Levels.
    Setup: P1 turn 3 controls face-up Dark Magician (Rush) (Level 7 Spellcaster, since
    turn 1); hand: Blue-Eyes Vision Dragon, HX Dragonize Equip, HX Level Field.
    Actions: try the summon; equip Dragonize to Dark Magician; try again; activate the
    Level Field; Special Summon Vision Dragon.
    Expected: refused with no Dragon; refused with a Level 7 Dragon; once Dark Magician
    is a Level 9 Dragon the summon is legal, in Defense only; Vision Dragon arrives in
    face-up Defense and is itself Level 10 under the Level Field."""
    duel = build(p0=Side(monsters=[(DM, ATK)],
                         hand=[VISION, DRAGONIZE.name, LEVEL_FIELD.name]))
    dm, vision = at(duel, DM), hand(duel, VISION)
    refused(duel, Action("spsummon", vision, 1, pos=DEF))
    play(duel, DRAGONIZE.name, zone="s0", picks=(duel.oid[dm],))
    assert duel.race(dm) == "Dragon" and duel.level(dm) == 7
    refused(duel, Action("spsummon", vision, 1, pos=DEF))
    play(duel, LEVEL_FIELD.name, zone="f")
    assert duel.race(dm) == "Dragon" and duel.level(dm) == 9
    assert Action("spsummon", vision, 1, pos=DEF) in duel.legal_actions()
    refused(duel, Action("spsummon", vision, 1, pos=ATK))
    do(duel, f"spsummon {vision} z1 def")
    v = at(duel, VISION)
    assert names(duel, 0, "mzone") == [DM, VISION, ""] and duel.pos[v] == DEF
    assert duel.level(v) == 10


# ============================================================ Maximum Mode: one monster
def test_hx_162_a_maximum_monster_takes_field_bonuses_by_the_centers_level_and_type() -> None:
    """HX-162 (R-MAX-2, R-MAX-5, R-MAX-6, R-FIELD-1, R-CALC-1): "HX Small Field" (Field
    Spell): face-up Level 4 or lower monsters on the field lose 500 ATK. "HX Machine
    Field" (Field Spell): face-up Machines its controller controls gain 300 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 and face-up HX Machine Field; hand: the
    three Supreme Machine Magnum Overlord pieces ([L] Level 4, center Level 10, [R]
    Level 3). P2 controls face-up V5-2300 and face-up HX Small Field.
    Actions: Maximum Summon; the Overlord attacks V5-2300.
    Expected: V4-1600 shows 1100 and goes to the GY. The Overlord is one Level 10
    Machine: the Small Field does not touch it although two pieces print Levels 4 and
    3, and the Machine bonus counts once: 3500 + 300 = 3800. 3800 vs 2300: P2 6500."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[OVL_L, OVL, OVL_R],
                         field_spell=(MACHINE_FIELD.name, ATK)),
                 p1=Side(monsters=[("V5-2300", ATK)], field_spell=(SMALL_FIELD.name, ATK)))
    assert duel.atk(at(duel, "V4-1600")) == 1100
    maximum(duel)
    assert duel.maxm[0] and names(duel, 0, "gy") == ["V4-1600"]
    center = duel.mz[0][1]
    assert duel.level(center) == 10 and duel.race(center) == "Machine"
    assert duel.atk(center) == 3800 and duel.atk(duel.mz[0][0]) == 3800
    attack(duel, OVL, "V5-2300")
    assert duel.lp == [8000, 6500] and names(duel, 1, "gy") == ["V5-2300"]


def test_hx_163_a_level_loss_brings_a_maximum_monster_under_the_recital() -> None:
    """HX-163 (R-MAX-6, R-MAX-5, R-FIELD-1, R-TRAP-5, R-BATTLE-5): "HX Sink Field" (Field
    Spell): face-up monsters its controller's opponent controls lose 2 Levels. Music
    Princess's Recital negates the attack of an opponent's Level 8 or lower monster
    while its controller controls exactly 1 monster.
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls face-up V4-1800 (its
    only monster) and face-up HX Sink Field, and has the Recital Set earlier.
    Actions: Maximum Summon; the Overlord attacks V4-1800; P2 activates the Recital.
    Expected: the monster is the center's Level 10 less 2 = Level 8: the Recital is
    offered and negates the attack. No damage; V4-1800 stays; the Recital is in P2's
    GY; the Overlord is still on the field, 3500."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(RECITAL, SET)],
                         field_spell=(SINK.name, ATK)))
    maximum(duel)
    center = duel.mz[0][1]
    assert duel.level(center) == 8 and duel.atk(center) == 3500
    attack(duel, OVL, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, RECITAL)}
    trap(duel, RECITAL)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [RECITAL]
    assert names(duel, 1, "mzone")[0] == "V4-1800" and duel.maxm[0]


def test_hx_164_overlord_right_reads_a_level_raised_by_the_opponents_field() -> None:
    """HX-164 (R-MAX-9, R-MAX-6, R-FIELD-1, R-CARD-2, R-CALC-1): Overlord [R] (Maximum
    Mode only; Requirement: mill 1): gains 200 x the Level of 1 face-up monster of the
    opponent until the end of the turn. HX Level Field: its controller's face-up
    monsters gain 2 Levels.
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls face-up V4-1800 and
    face-up HX Level Field.
    Actions: Maximum Summon; activate [R] choosing V4-1800; attack V4-1800; end turn.
    Expected: V4-1800 is Level 6: 3500 + 1200 = 4700. 4700 vs 1800: P2 5100. On turn
    4 the Overlord has 3500."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(LEVEL_FIELD.name, ATK)))
    assert duel.level(at(duel, "V4-1800", 1)) == 6
    maximum(duel)
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    answer(duel, picks=(find(duel, "V4-1800", 1, "mzone"),))
    center = duel.mz[0][1]
    assert names(duel, 0, "gy") == ["V1-100"] and duel.atk(center) == 4700
    attack(duel, OVL, "V4-1800")
    assert duel.lp == [8000, 5100] and names(duel, 1, "gy") == ["V4-1800"]
    to_turn(duel, 4)
    assert duel.atk(center) == 3500


def test_hx_165_type_change_beam_makes_the_whole_maximum_monster_a_dragon_this_turn() -> None:
    """HX-165 (R-MAX-5, R-MAX-6, R-CARD-2, R-EFF-6, R-END-1, R-FIELD-1): HX Dragon Field
    (all face-up Dragons on the field gain 500 ATK).
    Setup: P1 turn 3; hand: the three Overlord pieces, Type Change Beam, Blue-Eyes White
    Dragon. P2 controls face-up V4-1600 and face-up HX Dragon Field.
    Actions: Maximum Summon; Type Change Beam reveals Blue-Eyes and chooses the
    Overlord; end the turn.
    Expected: the Beam may choose the Overlord only as one monster (no side piece is
    offered). The whole monster is a Dragon and gains 500 once: 4000, whichever piece
    is read. On turn 4 it is a Machine again with 3500."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, TCB, BEWD]),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(DRAGON_FIELD.name, ATK)))
    maximum(duel)
    left, center, right = duel.mz[0]
    do(duel, f"activate {hand(duel, TCB)} s0")
    if hand(duel, BEWD) in picks(duel):  # the only monster to reveal may be taken at once
        do(duel, f"pick {hand(duel, BEWD)}")
    assert duel.request.kind == "pick"
    assert duel.oid[center] in picks(duel)
    assert not picks(duel) & {duel.oid[left], duel.oid[right]}
    answer(duel, picks=(duel.oid[center],))
    assert duel.race(center) == duel.race(left) == "Dragon"
    assert duel.atk(center) == 4000 and duel.atk(right) == 4000
    assert duel.race(at(duel, "V4-1600", 1)) == "Warrior"
    to_turn(duel, 4)
    assert duel.race(center) == "Machine" and duel.atk(center) == 3500


# ============================================================ summons with changed Levels/names
def test_hx_166_tributes_count_by_the_printed_level_in_the_hand() -> None:
    """HX-166 (R-MAIN-3, R-MAIN-2, R-FIELD-1, R-CARD-2): HX Level Field (your face-up
    monsters gain 2 Levels) is face-up on P1's side.
    Setup: P1 turn 3 controls face-up V4-1800 (z0, since turn 1; Level 6 on the field);
    hand: Blue-Eyes White Dragon (Level 8), Summoned Skull (Rush) (Level 6), V4-1400.
    Actions: try Blue-Eyes; Normal Summon V4-1400 into z1; Tribute Summon Summoned
    Skull into z2, Tributing V4-1800.
    Expected: the Field Spell changes no Level in the hand: Blue-Eyes needs 2 Tributes
    and is refused with 1 monster; V4-1400 needs none (then Level 6 on the field);
    Skull needs exactly 1 and is Level 8 on the field. GY: V4-1800."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[BEWD, SKULL, "V4-1400"],
                         field_spell=(LEVEL_FIELD.name, ATK)))
    assert duel.level(at(duel, "V4-1800")) == 6
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {hand(duel, BEWD)} {z}")
    do(duel, f"summon {hand(duel, 'V4-1400')} z1")
    assert duel.request.kind == "main" and duel.level(at(duel, "V4-1400")) == 6
    do(duel, f"summon {hand(duel, SKULL)} z2")
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, 'V4-1800', 0, 'mzone')}")
    assert names(duel, 0, "mzone") == ["", "V4-1400", SKULL]
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.level(at(duel, SKULL)) == 8


def test_hx_167_ritual_levels_are_the_changed_ones_and_no_surplus_is_allowed() -> None:
    """HX-167 (R-RIT-2, R-RIT-3, R-RIT-4, R-FIELD-1, R-CARD-2): Hamburger Fast Recipe
    (Level total 6 from face-up monsters you control, no surplus). HX Level Field is
    face-up on P1's side (+2 Levels).
    Setup: P1 turn 3 controls face-up V4-1600, V2-500 and V1-100 (Levels 6, 4, 3 under
    the Field Spell; since turn 1); hand: the Recipe; Extra: Hungry Burger (Rush).
    Actions: activate the Recipe; choose V2-500, then V1-100.
    Expected: every monster can be part of a valid set (V4-1600 alone; V2-500 with
    V1-100). With V2-500 chosen, V4-1600 is no longer offered ({6, 4} has a surplus),
    only V1-100 (4 + 3 = 7): the engine takes it as the one answer left. Hungry Burger
    is Ritual Summoned; V4-1600 stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)],
                         hand=[RECIPE], extra=[BURGER], field_spell=(LEVEL_FIELD.name, ATK)))
    v16, v2, v1 = (find(duel, n, 0, "mzone") for n in ("V4-1600", "V2-500", "V1-100"))
    assert [duel.level(duel.inst(o)) for o in (v16, v2, v1)] == [6, 4, 3]
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    if duel.request.kind == "pick" and find(duel, BURGER, 0, "extra") in picks(duel):
        do(duel, f"pick {find(duel, BURGER, 0, 'extra')}")
    assert picks(duel) == {v16, v2, v1}
    do(duel, f"pick {v2}")  # V1-100, the one material left to offer, is taken at once
    assert duel.request.kind == "position"
    answer(duel, pos="atk")
    assert sorted(names(duel, 0, "mzone")) == sorted(["V4-1600", BURGER, ""])
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V1-100", RECIPE])


def test_hx_168_an_equip_that_renames_its_monster_makes_it_a_fusion_material() -> None:
    """HX-168 (R-CARD-1, R-FUS-2, R-FUS-4, R-FUS-5, R-EQUIP-4): "HX Alias Equip" (Equip
    Spell): equip to 1 face-up monster you control; its name becomes "V4-1400".
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1800 (since turn 1); hand:
    "Fusion", HX Alias Equip; Extra: FX-FUSION-2 ("V4-1600" + "V4-1400").
    Actions: try "Fusion"; equip the Alias to V4-1800; activate "Fusion".
    Expected: first refused (no "V4-1400"). V4-1800 is then named "V4-1400" and
    counts as that material: both go to the GY, the Alias with its monster, and
    FX-FUSION-2 is Special Summoned in face-up Defense."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                         hand=[FUSION, ALIAS.name], extra=["FX-FUSION-2"]))
    no_spell(duel, FUSION)
    v18 = at(duel, "V4-1800")
    play(duel, ALIAS.name, zone="s0", picks=(duel.oid[v18],))
    assert duel.names(v18) == frozenset({"V4-1400"})
    do(duel, f"activate {hand(duel, FUSION)} s1")
    answer(duel, picks=(find(duel, "FX-FUSION-2", 0, "extra"),), pos="def")
    assert names(duel, 0, "mzone") == ["FX-FUSION-2", "", ""]
    assert duel.pos[at(duel, "FX-FUSION-2")] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1800", ALIAS.name, FUSION])
    assert names(duel, 0, "szone") == ["", "", ""]


# ============================================================ leaving the field
def test_hx_169_blue_fang_settles_its_targets_before_a_boosting_source_leaves() -> None:
    """HX-169 (R-REQ-3, R-EFF-5, R-EFF-6, R-CALC-1): "HX Booster" (Level 4, 1200):
    [CONTINUOUS EFFECT] other face-up monsters you control gain 500 ATK.
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon (since turn 1); Deck top:
    V1-100. P2 controls face-up HX Booster and V4-1400 (1900 with the Booster).
    Actions: activate Blue-Fang (destroy every face-up opponent's monster with 1500
    or less ATK); Blue-Fang attacks V4-1400.
    Expected: when the Effect applies, the Booster shows 1200 and V4-1400 1900: only
    the Booster is destroyed; V4-1400 then has 1400 and stays. One monster destroyed:
    Blue-Fang 2800. 2800 vs 1400: P2 takes 1400 (6600)."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)]),
                 p1=Side(monsters=[(BOOSTER.name, ATK), ("V4-1400", ATK)]))
    assert duel.atk(at(duel, "V4-1400", 1)) == 1900
    do(duel, f"activate {find(duel, BLUE_FANG, 0, 'mzone')}")
    answer(duel)
    assert names(duel, 1, "gy") == [BOOSTER.name]
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400 and duel.atk(at(duel, BLUE_FANG)) == 2800
    attack(duel, BLUE_FANG, "V4-1400")
    assert duel.lp == [8000, 6600] and names(duel, 1, "gy") == [BOOSTER.name, "V4-1400"]


def test_hx_170_equal_atk_under_the_targets_own_effect_destroys_both() -> None:
    """HX-170 (R-DMG-4, R-CALC-2, R-EFF-5, R-CALC-6): "HX Sapper" (Level 4 DARK Fiend,
    1300): [CONTINUOUS EFFECT] face-up monsters the opponent controls lose 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1800 and Blue-Eyes White Dragon (since turn
    1). P2 controls face-up HX Sapper, its only monster.
    Actions: V4-1800 attacks the Sapper; Blue-Eyes attacks directly.
    Expected: at calculation V4-1800 has 1300, equal to the Sapper: both are destroyed
    and nobody takes damage (that V4-1800 would have 1800 once the Sapper is gone does
    not matter). Blue-Eyes, 2500 while the Sapper was face-up, has 3000 again: P2
    5000."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK)]),
                 p1=Side(monsters=[(SAPPER.name, ATK, 2)]))
    assert duel.atk(at(duel, "V4-1800")) == 1300 and duel.atk(at(duel, BEWD)) == 2500
    attack(duel, "V4-1800", SAPPER.name)
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 1, "gy") == [SAPPER.name]
    assert duel.atk(at(duel, BEWD)) == 3000
    attack(duel, BEWD)
    assert duel.lp == [8000, 5000]


def test_hx_171_a_revived_monster_has_neither_its_gain_nor_its_equip() -> None:
    """HX-171 (R-EFF-4, R-EFF-3, R-EFF-6, R-EQUIP-4, R-SPELL-3): "HX Pump" (Level 4,
    1000): Requirement: none; Effect: this card gains 500 ATK until the end of the turn.
    "HX Blade Equip": the equipped monster gains 400 ATK.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: HX Blade Equip,
    Dark Hole (Rush), Monster Reborn (Rush). P2 controls face-up V4-1600.
    Actions: activate the Pump; try again; equip the Blade; Dark Hole; Monster Reborn
    on the Pump (Attack); activate it again.
    Expected: 1500, the second try refused, 1900 with the Blade. Dark Hole destroys
    both monsters; the Blade goes to the GY with the Pump. The revived Pump is a new
    monster: 1000, and its effect may be used again: 1500."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=[BLADE.name, HOLE, REBORN]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    pump = find(duel, PUMP.name, 0, "mzone")
    do(duel, f"activate {pump}")
    assert duel.atk(duel.inst(pump)) == 1500
    refused(duel, f"activate {pump}")
    play(duel, BLADE.name, zone="s0", picks=(pump,))
    assert duel.atk(duel.inst(pump)) == 1900
    play(duel, HOLE, zone="s1")
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, PUMP.name, HOLE])
    play(duel, REBORN, zone="s0", picks=(find(duel, PUMP.name, 0, "gy"),), pos="atk")
    new = find(duel, PUMP.name, 0, "mzone")
    assert duel.atk(duel.inst(new)) == 1000 and names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"activate {new}")
    assert duel.atk(duel.inst(new)) == 1500


def test_hx_172_an_equip_stays_through_an_effects_change_to_defense() -> None:
    """HX-172 (R-EQUIP-1, R-EQUIP-4, R-POS-4, R-CALC-4): "HX Guard Equip" (Equip Spell):
    the equipped monster gains 800 DEF.
    Setup: P1 turn 3 controls face-up Attack V4-1400 (DEF 1200, since turn 1); hand:
    HX Guard Equip, FX-GUARD-POS. P2 controls face-up V4-1800 (since turn 2).
    Actions: equip the Guard to V4-1400; FX-GUARD-POS changes V4-1400 to face-up
    Defense; end the turn; on turn 4 P2's V4-1800 attacks V4-1400.
    Expected: 2000 DEF; the position change is not face-down, so the Equip stays and
    its DEF applies in P2's turn: 1800 vs 2000, P2 takes 200 (7800); nothing is
    destroyed."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)], hand=[GUARD.name, GUARD_POS]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    v14 = at(duel, "V4-1400")
    play(duel, GUARD.name, zone="s0", picks=(duel.oid[v14],))
    assert duel.defense(v14) == 2000
    play(duel, GUARD_POS, zone="s1", picks=(duel.oid[v14],))
    assert duel.pos[v14] == DEF and names(duel, 0, "szone")[0] == GUARD.name
    to_turn(duel, 4)
    assert duel.defense(v14) == 2000
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7800]
    assert names(duel, 0, "mzone")[0] == "V4-1400" and names(duel, 1, "mzone")[0] == "V4-1800"


# ============================================================ R-EQUIP-3 with two Equips
def test_hx_173_an_equip_attached_through_another_equips_type_stays_when_it_goes() -> None:
    """HX-173 (R-EQUIP-1, R-EQUIP-2, R-EQUIP-3, R-CARD-2, R-CALC-1): "HX Machinize Equip"
    (Equip Spell): equip to 1 face-up monster you control; it becomes a Machine. "HX
    Spell Breaker" (Normal Spell): destroy 1 other Spell Card in a S/T Zone.
    FX-MACHINE-EQUIP: equip to a face-up Machine you control; +500 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 (a Warrior, since turn 1); hand:
    FX-MACHINE-EQUIP, HX Machinize Equip, HX Spell Breaker. P2 controls V4-1800.
    Actions: try FX-MACHINE-EQUIP; equip Machinize to V4-1600; equip FX-MACHINE-EQUIP
    to it; the Breaker destroys Machinize; V4-1600 attacks V4-1800.
    Expected: refused with no Machine; legal once V4-1600 is a Machine by the other
    Equip: 2100. With Machinize gone V4-1600 is a Warrior again, but the condition was
    checked only when equipping: FX-MACHINE-EQUIP stays and applies (2100). 2100 vs
    1800: P2 7700."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[MACHINE_EQUIP, MACHINIZE.name, BREAKER.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v16 = at(duel, "V4-1600")
    no_spell(duel, MACHINE_EQUIP)
    play(duel, MACHINIZE.name, zone="s0", picks=(duel.oid[v16],))
    assert duel.race(v16) == "Machine"
    play(duel, MACHINE_EQUIP, zone="s1", picks=(duel.oid[v16],))
    assert duel.atk(v16) == 2100
    play(duel, BREAKER.name, zone="s2", picks=(find(duel, MACHINIZE.name, 0, "szone"),))
    assert sorted(names(duel, 0, "gy")) == sorted([MACHINIZE.name, BREAKER.name])
    assert names(duel, 0, "szone") == ["", MACHINE_EQUIP, ""]
    assert duel.race(v16) == "Warrior" and duel.atk(v16) == 2100
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1800"]


# ============================================================ "this turn" changes
def test_hx_174_a_monster_that_leaves_loses_its_type_change_for_this_turn() -> None:
    """HX-174 (R-EFF-4, R-CARD-2, R-FIELD-1, R-MAIN-2): HX Dragon Field (all face-up
    Dragons on the field gain 500 ATK) is face-up on P2's side.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); hand: Type Change Beam,
    Blue-Eyes White Dragon, FX-RECALL.
    Actions: the Beam makes V4-1600 a Dragon; FX-RECALL returns it to the hand; Normal
    Summon it again.
    Expected: 2100 as a Dragon. Summoned again it is a new monster: the Beam's change
    was made to the one that left, so it is a Warrior with 1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[TCB, BEWD, RECALL]),
                 p1=Side(field_spell=(DRAGON_FIELD.name, ATK)))
    v16 = at(duel, "V4-1600")
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), duel.oid[v16]))
    assert duel.atk(v16) == 2100
    play(duel, RECALL, zone="s0", picks=(duel.oid[v16],))
    assert "V4-1600" in names(duel, 0, "hand")
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    again = at(duel, "V4-1600")
    assert duel.race(again) == "Warrior" and duel.atk(again) == 1600


def test_hx_175_a_count_is_taken_when_the_effect_applies() -> None:
    """HX-175 (R-REQ-3, R-EFF-6, R-END-1, R-EQUIP-1, R-EQUIP-4): "HX Dragon Caller"
    (Level 4 Warrior, 1000): Requirement: none; Effect: this card gains 300 ATK for
    each face-up Dragon you control, until the end of the turn. (As in SC-12, a gain
    counted when the effect applies keeps its amount when the count changes.)
    Setup: P1 turn 3 controls face-up HX Dragon Caller, V4-1600 and Blue-Eyes White
    Dragon (since turn 1); hand: HX Dragonize Equip, FX-FLIPDOWN.
    Actions: equip Dragonize to V4-1600; activate the Caller; FX-FLIPDOWN turns
    V4-1600 face-down; end the turn.
    Expected: two face-up Dragons (Blue-Eyes and V4-1600, a Dragon by the Equip; the
    Caller is none): 1600. Face-down, V4-1600 sends the Equip to the GY, yet the Caller
    keeps 1600. On turn 4 the Caller has 1000."""
    duel = build(p0=Side(monsters=[(CALLER.name, ATK), ("V4-1600", ATK), (BEWD, ATK)],
                         hand=[DRAGONIZE.name, FLIPDOWN]))
    caller, v16 = at(duel, CALLER.name), at(duel, "V4-1600")
    play(duel, DRAGONIZE.name, zone="s0", picks=(duel.oid[v16],))
    do(duel, f"activate {duel.oid[caller]}")
    assert duel.atk(caller) == 1600
    play(duel, FLIPDOWN, zone="s1", picks=(duel.oid[v16],))
    assert DRAGONIZE.name in names(duel, 0, "gy") and duel.pos[v16] == SET
    assert duel.atk(caller) == 1600
    to_turn(duel, 4)
    assert duel.atk(caller) == 1000
