"""Held-out style conformance scenarios HX-557..HX-576 (HX-577..HX-596: file 12b), like
SC-01..SC-30 of RULES.md section 19; expectations come from RULES.md alone. Equip and
Field Spells where two rules meet: an Equip cost that takes the monster (or Type) it
needs; a long chain of continuous effects; Equips shed by a face-down turn; Field
Spells that forbid summons or Sets, replaced, destroyed together or by a Trap; bonuses
that change between an attack and the damage; Traps that read a destroyed monster as it
was; Equips on Maximum Mode monsters. Throwaway cards: codes 968710001..968710027,
names "HX ..."; the docstring of each test using one says what it does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, OnDestroyed, OnSpell
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import Destroy, Fixed, GainLP, Modify, SendCost, SpecialSummon
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR, MOD_DEF, MOD_LEVEL, MOD_NO_ATTACK, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    CED,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    FLIPDOWN,
    HOLE,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    SKULL,
    answer,
    at,
    attack,
    hx_card,
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
from .helpers import hand, mine, no_spell, refused, settle

HORN = "Jointech Rush Horn"
CYBER = "Cyber Dragon (Rush)"
RECALL = "FX-RECALL"
SPELL = CardType.SPELL
TRAP = CardType.TRAP
FIELD = CardType.SPELL | CardType.FIELD
MINE = Sel(who="you", face="up")
UP = Sel(face="up")
LIGHT = int(Attribute.LIGHT)


def code(n: int) -> int:
    return 968_710_000 + n


def spell(n: int, name: str, *ops: Any) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops))


def trap_card(n: int, name: str, trigger: Any, *ops: Any) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


def equip_card(n: int, name: str, *conts: Cont, target: Sel = UP,
               costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, CardType.SPELL | CardType.EQUIP,
                   Effect(kind="equip", equip=target, costs=costs, mods=conts))


def continuous(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


OFFERING = equip_card(1, "HX Offering Mantle", Cont(EQUIPPED, MOD_ATK, 800, "gains 800 ATK"),
                      costs=(SendCost(Sel()),))
DRAGON_GROUND = hx_field(code(2), "HX Dragon Ground", Cont(MINE, MOD_RACE, "Dragon",
                                                            "become Dragons"))
OATH = equip_card(3, "HX Terrain Oath", Cont(EQUIPPED, MOD_ATK, 1000, "gains 1000 ATK"),
                  target=Sel(face="up", race="Dragon"),
                  costs=(SendCost(Sel(where=("fzone",))),))
CROWN = hx_equip(code(4), "HX Wyrm Crown",
                 Cont(EQUIPPED & Sel(race="Dragon"), MOD_LEVEL, 2, "gains 2 Levels"))
SUMMIT = hx_field(code(5), "HX Summit Field", Cont(Sel(who="any", face="up", level_min=6),
                                                   MOD_ATK, 500, "gain 500 ATK"))
PRISM = hx_monster(code(6), "HX Prism Idol", continuous(Cont(
    Sel(who="any", face="up", atk_min=2000), MOD_ATTR, Attribute.LIGHT, "become LIGHT")))
WARDEN = hx_monster(code(7), "HX Light Warden", continuous(Cont(
    Sel(who="you", face="up", attribute=LIGHT), MOD_DEF, 1000, "gain 1000 DEF")))
CURSE = equip_card(8, "HX Curse Equip", Cont(EQUIPPED, MOD_ATK, -600, "loses 600 ATK"),
                   target=Sel(who="opp", face="up"))
SHACKLE = equip_card(9, "HX Shackle Equip", Cont(EQUIPPED, MOD_NO_ATTACK, 1, "cannot attack"),
                     target=Sel(who="opp", face="up"))
BLADE = hx_equip(code(10), "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"))
STRIKER = hx_monster(code(11), "HX Armed Striker", Effect(
    conds=(Count(Sel(where=("szone",), kind="equip spell", face="up")),),
    ops=(Modify(THIS, amount=Fixed(500)),)), atk=1400)
STILL = hx_card(code(12), "HX Still Ground", FIELD, Effect(kind="field", bans=(Ban(
    "spsummon", "both", Sel(where=("hand",), who="any", kind="monster"),
    "Special Summon monsters from the hand"),)))
HOLD = hx_card(code(13), "HX Hold Ground", FIELD, Effect(kind="field", bans=(Ban(
    "set", "both", Sel(where=("hand",), who="any", kind="monster"), "Set monsters"),)))
SWEEP = spell(14, "HX Field Sweep", Destroy(Sel(who="any", where=("fzone",)), high=ALL))
SNARE = trap_card(15, "HX Spell Snare", OnSpell(),
                  Destroy(Sel(who="opp", where=("szone", "fzone"), memo="spell")))
CROWD = hx_field(code(16), "HX Crowd Field", Cont(MINE, MOD_ATK, 1000, "gain 1000 ATK",
                                                  condition=Count(Sel(who="opp"), low=2)))
REINFORCE = trap_card(17, "HX Reinforce Call", OnAttack(), SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4)))
LONE = hx_equip(code(18), "HX Lone Wolf Equip", Cont(
    EQUIPPED, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp"), 0, 0)))
GAUGE = hx_equip(code(19), "HX Grave Gauge", Cont(
    EQUIPPED, MOD_ATK, 1000, "gains 1000 ATK",
    condition=Count(Sel(where=("gy",), who="opp", kind="monster"))))
CHAMPION = trap_card(20, "HX Fallen Champion", OnDestroyed(
    Sel(where=("gy",), kind="monster", atk_min=2000), causes=("battle",)), GainLP(Fixed(1000)))
DRAGONIZE = hx_equip(code(21), "HX Dragonize Equip",
                     Cont(EQUIPPED, MOD_RACE, "Dragon", "becomes a Dragon"))
BREAKER = spell(22, "HX Spell Breaker", Destroy(Sel(who="any", where=("szone",), kind="spell",
                                                    not_self=True)))
BRITTLE = equip_card(23, "HX Brittle Curse", Cont(EQUIPPED, MOD_DEF, -1000, "loses 1000 DEF"),
                     target=Sel(who="opp", face="up"))
SINK = hx_field(code(24), "HX Sink Field", Cont(Sel(who="opp", face="up"), MOD_LEVEL, -2,
                                                "lose 2 Levels"))
LOW_CREST = equip_card(25, "HX Low Crest", Cont(EQUIPPED, MOD_ATK, 600, "gains 600 ATK"),
                       target=Sel(face="up", level_max=8))
CRUSHER = spell(26, "HX Field Crusher", Destroy(Sel(who="opp", where=("fzone",))))
EQUIP_BREAKER = trap_card(27, "HX Equip Breaker", OnAttack(),
                          Destroy(Sel(who="opp", where=("szone",), kind="spell")))

HX_CARDS = [OFFERING, DRAGON_GROUND, OATH, CROWN, SUMMIT, PRISM, WARDEN, CURSE, SHACKLE, BLADE,
            STRIKER, STILL, HOLD, SWEEP, SNARE, CROWD, REINFORCE, LONE, GAUGE, CHAMPION,
            DRAGONIZE, BREAKER, BRITTLE, SINK, LOW_CREST, CRUSHER, EQUIP_BREAKER]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def theirs(duel: Duel, name: str, nth: int = 0) -> int:
    return find(duel, name, 1 - duel.tp, "mzone", nth)


def attackers(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "attack"}


def equipped_to(duel: Duel, equip: str, p: int) -> int:
    """The object id of the monster Equip Spell `equip` (of player `p`) is equipped to."""
    return duel.equip[at(duel, equip, p, "szone")]


# ============================================================ a cost against the Equip's target
def test_hx_557_an_equip_whose_cost_would_take_its_only_monster_is_refused() -> None:
    """HX-557 (R-REQ-1, R-REQ-2, R-EQUIP-1, R-EQUIP-4): "HX Offering Mantle" (Equip
    Spell): Requirement: send 1 monster you control to the GY, and equip this card to 1
    face-up monster you control. The equipped monster gains 800 ATK.
    (a) P1 turn 3 controls only face-up V4-1600 (since turn 1); hand: the Mantle,
    V1-100. The cost needs V4-1600, and then no monster is left to equip: the
    Requirement cannot be met completely: refused.
    (b) P1 controls V4-1600 and V4-1800: legal; the cost sends V4-1800 and the Mantle is
    equipped to V4-1600 (2400), staying in its zone."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[OFFERING.name, "V1-100"]))
    no_spell(duel, hand(duel, OFFERING.name))
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                         hand=[OFFERING.name, "V1-100"]))
    v16, v18 = mine(duel, "V4-1600"), mine(duel, "V4-1800")
    play(duel, OFFERING.name, zone="s0", picks=(v18, v16))
    assert names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 0, "szone") == [OFFERING.name, "", ""]
    assert equipped_to(duel, OFFERING.name, 0) == v16 and duel.atk(duel.inst(v16)) == 2400


def test_hx_558_an_equip_whose_cost_ends_the_type_it_needs_is_refused() -> None:
    """HX-558 (R-REQ-1, R-REQ-2, R-EQUIP-1, R-FIELD-1, R-CARD-2): "HX Dragon Ground"
    (Field Spell): face-up monsters its controller controls are Dragons. "HX Terrain
    Oath" (Equip Spell): Requirement: send the card in your Field Zone to the GY, and
    equip this card to 1 face-up Dragon you control. It gains 1000 ATK.
    (a) P1 turn 3 controls V4-1600 (a Dragon only through the face-up Dragon Ground);
    hand: the Oath. The cost ends the only Dragon: refused.
    (b) P1 also controls Blue-Eyes White Dragon: legal. The Field Spell goes to the GY,
    V4-1600 is a Warrior again and only Blue-Eyes can take the Oath: 4000."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[OATH.name],
                         field_spell=(DRAGON_GROUND.name, ATK)))
    assert duel.race(at(duel, "V4-1600")) == "Dragon"
    no_spell(duel, hand(duel, OATH.name))
    duel = build(p0=Side(monsters=[("V4-1600", ATK), (BEWD, ATK)], hand=[OATH.name],
                         field_spell=(DRAGON_GROUND.name, ATK)))
    do(duel, f"activate {hand(duel, OATH.name)} s0")
    if duel.request.kind == "pick":
        assert mine(duel, "V4-1600") not in picks(duel)
        answer(duel, picks=(mine(duel, BEWD),))
    assert names(duel, 0, "gy") == [DRAGON_GROUND.name] and duel.fz[0] < 0
    assert duel.race(at(duel, "V4-1600")) == "Warrior"
    assert equipped_to(duel, OATH.name, 0) == mine(duel, BEWD)
    assert duel.atk(at(duel, BEWD)) == 4000 and duel.atk(at(duel, "V4-1600")) == 1600


# ============================================================ continuous effects in a chain
def test_hx_559_five_continuous_effects_each_reading_the_last_ones_change() -> None:
    """HX-559 (R-EFF-5, R-FIELD-1, R-EQUIP-1, R-CARD-2, R-CALC-4): P1's HX Dragon Ground
    (HX-558); "HX Wyrm Crown" (Equip Spell): while the equipped monster is a Dragon, it
    gains 2 Levels; P2's "HX Summit Field" (Field Spell): face-up Level 6+ monsters on
    the field gain 500 ATK; P2's "HX Prism Idol" (1000): face-up monsters on the field
    with 2000+ ATK become LIGHT; P1's "HX Light Warden" (1000): face-up LIGHT monsters
    you control gain 1000 DEF. No change depends on itself.
    Setup: P1 turn 3 controls V4-1600 in face-up Defense and the Warden; hand: the
    Crown. P2 controls the Idol and V4-1800. P1 equips the Crown to V4-1600; on turn 4
    V4-1800 attacks it. Expected: a Dragon, so Level 6, so 2100 ATK, so LIGHT, so DEF
    2000 (the Warden stays Level 4, 1000/1000): P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", DEF), (WARDEN.name, ATK)], hand=[CROWN.name],
                         field_spell=(DRAGON_GROUND.name, ATK)),
                 p1=Side(monsters=[(PRISM.name, ATK, 2), ("V4-1800", ATK, 2)],
                         field_spell=(SUMMIT.name, ATK)))
    v16 = mine(duel, "V4-1600")
    play(duel, CROWN.name, zone="s0", picks=(v16,))
    i, warden = duel.inst(v16), at(duel, WARDEN.name)
    assert duel.race(i) == "Dragon" and duel.level(i) == 6
    assert duel.atk(i) == 2100 and duel.attribute(i) == LIGHT
    assert duel.defense(i) == 2000
    assert duel.level(warden) == 4 and duel.atk(warden) == 1000 and duel.defense(warden) == 1000
    to_turn(duel, 4)
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800] and names(duel, 0, "mzone")[0] == "V4-1600"


# ============================================================ face-down and back sheds Equips
def test_hx_560_turning_my_monster_face_down_sheds_the_opponents_curse() -> None:
    """HX-560 (R-EQUIP-4, R-POS-1, R-POS-2, R-POS-4, R-EFF-4, R-ZONE-4, R-CALC-1): "HX
    Curse Equip" (Equip Spell): equip to 1 face-up monster your opponent controls; it
    loses 600 ATK. FX-FLIPDOWN: 1 face-up monster on the field to face-down Defense.
    Setup: P1 controls V4-1800 (since turn 1); on turn 2 P2 equips the Curse to it
    (1200). P1 turn 3: hand FX-FLIPDOWN, V1-100; P2 controls V4-1600.
    Actions: FX-FLIPDOWN on P1's V4-1800; P1 changes it to face-up Attack by hand; tries
    a second change; V4-1800 attacks V4-1600.
    Expected: face-down, it loses the Curse (to its owner P2's GY). The manual change is
    legal, a second one refused. It is a new monster with 1800: P2 takes 200 (7800)."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)], hand=[FLIPDOWN, "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=[CURSE.name]))
    play(duel, CURSE.name, zone="s0", picks=(theirs(duel, "V4-1800"),))
    assert duel.atk(at(duel, "V4-1800", 0)) == 1200
    to_turn(duel, 3)
    v18 = mine(duel, "V4-1800")
    play(duel, FLIPDOWN, zone="s0", picks=(v18,))
    assert duel.pos[duel.inst(v18)] == SET and names(duel, 0, "gy") == [FLIPDOWN]
    assert names(duel, 1, "szone") == ["", "", ""] and names(duel, 1, "gy") == [CURSE.name]
    do(duel, f"position {v18} atk")
    assert duel.pos[duel.inst(v18)] == ATK and duel.atk(duel.inst(v18)) == 1800
    refused(duel, f"position {v18} def")
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == [CURSE.name, "V4-1600"]


def test_hx_561_a_shackled_monster_returned_and_summoned_again_may_attack() -> None:
    """HX-561 (R-EQUIP-1, R-EQUIP-4, R-EFF-4, R-BATTLE-2, R-ZONE-4, R-CALC-1): "HX
    Shackle Equip" (Equip Spell): equip to 1 face-up monster your opponent controls; it
    cannot attack. FX-RECALL: return 1 face-up monster you control to the hand.
    Setup: P1 turn 3 controls V4-1600; hand: the Shackle. P2 controls V4-1800 and V1-100
    (since turn 2); hand: FX-RECALL. P1 equips the Shackle to V4-1800. Turn 4:
    (a) P2 enters the Battle Phase: only V1-100 may attack.
    (b) P2 first returns V4-1800 with FX-RECALL (the Shackle goes to its owner P1's GY)
    and Normal Summons it again: a new monster that may attack: it attacks V4-1600 and
    P1 takes 200 (7800)."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[SHACKLE.name]),
                     p1=Side(monsters=[("V4-1800", ATK, 2), ("V1-100", ATK, 2)], hand=[RECALL]))
        play(duel, SHACKLE.name, zone="s0", picks=(theirs(duel, "V4-1800"),))
        to_turn(duel, 4)
        return duel
    duel = setup()
    do(duel, "battle")
    assert attackers(duel) == {mine(duel, "V1-100")}
    duel = setup()
    play(duel, RECALL, zone="s0", picks=(mine(duel, "V4-1800"),))
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 0, "gy") == [SHACKLE.name]
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    do(duel, "battle")
    assert mine(duel, "V4-1800") in attackers(duel)
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [SHACKLE.name, "V4-1600"]


def test_hx_562_an_effect_that_needs_an_equip_after_a_face_down_trip() -> None:
    """HX-562 (R-EFF-3, R-EFF-4, R-REQ-1, R-EQUIP-4, R-EFF-6): "HX Armed Striker" (Level
    4, 1400): Requirement: you control a face-up Equip Spell. Effect: this card gains
    500 ATK this turn. "HX Blade Equip": the equipped monster gains 400 ATK.
    Setup: P1 turn 3 controls the Striker; hand: two Blades, FX-FLIPDOWN. Expected: the
    Striker is refused with no Equip Spell; with a Blade 1800, activated 2300, a second
    try refused. FX-FLIPDOWN sends the Blade away; turned face-up Attack by hand it is a
    new monster (1400), refused only for want of an Equip Spell; with the second Blade
    it may be activated again (2300), then no more."""
    duel = build(p0=Side(monsters=[(STRIKER.name, ATK)],
                         hand=[BLADE.name, BLADE.name, FLIPDOWN]))
    striker = mine(duel, STRIKER.name)
    refused(duel, f"activate {striker}")
    for flip in (True, False):
        play(duel, BLADE.name, zone="s0", picks=(striker,))
        assert duel.atk(duel.inst(striker)) == 1800 and striker in offered(duel)
        do(duel, f"activate {striker}")
        answer(duel)
        assert duel.atk(duel.inst(striker)) == 2300
        refused(duel, f"activate {striker}")
        if flip:
            play(duel, FLIPDOWN, zone="s1", picks=(striker,))
            assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, FLIPDOWN])
            do(duel, f"position {striker} atk")
            assert duel.atk(duel.inst(striker)) == 1400
            refused(duel, f"activate {striker}")


# ============================================================ Field Spells that forbid
def test_hx_563_the_opponents_field_spell_stops_my_maximum_summon_and_its_own_trap() -> None:
    """HX-563 (R-FIELD-1, R-FIELD-2, R-ZONE-3, R-MAX-2, R-MAIN-4, R-TRAP-5): "HX Still
    Ground" (Field Spell): neither player can Special Summon monsters from the hand.
    Dragon Encounter: when the opponent Normal or Special Summons: Special Summon a
    Dragon from your hand.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, Cyber
    Dragon (Rush), FX-FIELD-A, V4-1800. P2 controls V4-1600 and face-up HX Still Ground,
    has Dragon Encounter Set earlier; hand: Blue-Eyes White Dragon.
    Actions: try the Maximum Summon and Cyber Dragon's own summon; activate FX-FIELD-A;
    try both again; Normal Summon V4-1800.
    Expected: both are Special Summons from the hand: refused. FX-FIELD-A goes to P1's
    own Field Zone and does not replace P2's: still refused. The Normal Summon is legal
    (1900); the ban binds P2 too: Dragon Encounter cannot be used, P2 is not asked."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, CYBER, FIELD_A, "V4-1800"]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], field_spell=(STILL.name, ATK),
                         spells=[(ENCOUNTER, SET)], hand=[BEWD]))
    for field_a in (False, True):
        if field_a:
            play(duel, FIELD_A, zone="f")
            settle(duel)
            assert duel.data[duel.fz[0]].name == FIELD_A
            assert duel.data[duel.fz[1]].name == STILL.name and names(duel, 1, "gy") == []
        refused(duel, f"maximum {hand(duel, OVL)}")
        for z in (0, 1, 2):
            refused(duel, Action("spsummon", hand(duel, CYBER), z, pos=ATK))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[0] == ENCOUNTER and duel.atk(at(duel, "V4-1800")) == 1900


def test_hx_564_setting_a_field_spell_over_a_ban_lifts_it_at_once() -> None:
    """HX-564 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-MAIN-2, R-MAIN-5): "HX Hold Ground"
    (Field Spell): neither player can Set monsters.
    Setup: P1 controls face-up V4-1600 and face-up HX Hold Ground; hand: V4-1400,
    FX-FIELD-A. P2 turn 2; hand: V4-1800.
    Actions: turn 2: P2 tries to Set V4-1800. Turn 3: P1 tries to Set V4-1400; Sets
    FX-FIELD-A in the Field Zone; Sets V4-1400; activates the Set FX-FIELD-A.
    Expected: P1's Field Spell binds P2: P2's Set is refused (its Normal Summon is
    legal). On turn 3 P1's Set is refused; the Set FX-FIELD-A sends Hold Ground to the
    GY by rule and the ban ends: the Set is legal. Set, FX-FIELD-A gives nothing (1600);
    activated, 100 (1700)."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1400", FIELD_A],
                                       field_spell=(HOLD.name, ATK)),
                 p1=Side(hand=["V4-1800"]))
    for z in (0, 1, 2):
        refused(duel, f"set {hand(duel, 'V4-1800')} z{z}")
    assert Action("summon", hand(duel, "V4-1800"), 0) in duel.legal_actions()
    to_turn(duel, 3)
    for z in (1, 2):
        refused(duel, f"set {hand(duel, 'V4-1400')} z{z}")
    do(duel, f"set {hand(duel, FIELD_A)} f")
    assert names(duel, 0, "gy") == [HOLD.name] and duel.pos[duel.fz[0]] == SET
    do(duel, f"set {hand(duel, 'V4-1400')} z1")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    assert duel.pos[at(duel, "V4-1400")] == SET and duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"activate {find(duel, FIELD_A, 0, 'fzone')}")
    answer(duel)
    assert duel.atk(at(duel, "V4-1600")) == 1700


# ============================================================ Field Spells destroyed, Trap windows
def test_hx_565_both_field_spells_destroyed_at_once_one_guard_in_the_window() -> None:
    """HX-565 (R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6, R-FIELD-1): "HX Field Sweep"
    (Normal Spell): destroy every card in both Field Zones. FX-FIELD-GUARD (Trap): when a
    card in your Field Zone is destroyed by a card effect: draw 1.
    Setup: P1 turn 3 controls V4-1600, face-up FX-FIELD-B and FX-FIELD-GUARD Set
    earlier; hand: the Sweep; Deck top: V4-1400. P2 controls V4-1800, face-up FX-FIELD-C
    and FX-FIELD-GUARD Set earlier; Deck top: V2-500.
    Actions: P1 activates the Sweep. (a) P2 activates its Guard. (b) P2 passes.
    Expected: both Field Spells go to the GY: 1600 and 1800. Both Guards are met; P2
    (NTP) is asked first. (a) P2 draws V2-500; P1 is not asked, and the window of P2's
    Trap (a draw) does not meet P1's Guard: it stays Set. (b) P1 draws V4-1400."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_B, ATK),
                             spells=[(FIELD_GUARD, SET)], hand=[SWEEP.name],
                             deck=["V4-1400"] + ["V1-100"] * 9),
                     p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_C, ATK),
                             spells=[(FIELD_GUARD, SET)], deck=["V2-500"] + ["V1-100"] * 9))
        assert duel.atk(at(duel, "V4-1600")) == 1800 and duel.atk(at(duel, "V4-1800", 1)) == 2100
        play(duel, SWEEP.name, zone="s1")
        assert names(duel, 0, "gy") == [FIELD_B, SWEEP.name] and names(duel, 1, "gy") == [FIELD_C]
        assert duel.atk(at(duel, "V4-1600")) == 1600 and duel.atk(at(duel, "V4-1800", 1)) == 1800
        window_for(duel, 1)
        assert offered(duel) == {find(duel, FIELD_GUARD, 1, "szone")}
        return duel
    duel = setup()
    trap(duel, FIELD_GUARD, 1)
    answer(duel)
    assert names(duel, 1, "hand") == ["V2-500"]
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "szone")[0] == FIELD_GUARD and names(duel, 0, "hand") == []
    duel = setup()
    do(duel, "pass")
    window_for(duel, 0)
    trap(duel, FIELD_GUARD, 0)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "hand") == ["V4-1400"] and names(duel, 1, "hand") == []


def test_hx_566_a_field_spell_replaced_by_rule_then_the_new_one_destroyed_by_a_trap() -> None:
    """HX-566 (R-FIELD-2, R-TRAP-4, R-TRAP-5, R-TRAP-6, R-REQ-2): "HX Spell Snare" (Trap):
    Requirement: your opponent activated a Spell. Effect: destroy that Spell if it is
    still on the field. FX-FIELD-GUARD as in HX-565.
    Setup: P1 turn 3 controls V4-1600, face-up FX-FIELD-A and FX-FIELD-GUARD Set
    earlier; hand: FX-FIELD-C; Deck top: V4-1400. P2 has the Snare Set earlier.
    Actions: P1 activates FX-FIELD-C. (a) P2 passes. (b) P2 activates the Snare.
    Expected: FX-FIELD-A is replaced by rule (1900); P2 is offered the Snare. (a) The
    replacement does not meet P1's Guard: P1 is not asked. (b) FX-FIELD-C is destroyed
    by P2's card effect (1600); in the Snare's window P2 has nothing and P1, the turn
    player, is offered the Guard and draws V4-1400."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                             spells=[(FIELD_GUARD, SET)], hand=[FIELD_C],
                             deck=["V4-1400"] + ["V1-100"] * 9),
                     p1=Side(spells=[(SNARE.name, SET)]))
        play(duel, FIELD_C, zone="f")
        assert names(duel, 0, "gy") == [FIELD_A] and duel.atk(at(duel, "V4-1600")) == 1900
        window_for(duel, 1)
        assert offered(duel) == {find(duel, SNARE.name, 1, "szone")}
        return duel
    duel = setup()
    do(duel, "pass")
    assert duel.request.kind == "main" and names(duel, 0, "szone")[0] == FIELD_GUARD
    duel = setup()
    trap(duel, SNARE.name, 1)
    answer(duel)
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_C] and duel.atk(at(duel, "V4-1600")) == 1600
    window_for(duel, 0)
    assert offered(duel) == {find(duel, FIELD_GUARD, 0, "szone")}
    trap(duel, FIELD_GUARD, 0)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "hand") == ["V4-1400"] and names(duel, 1, "gy") == [SNARE.name]


def test_hx_567_after_an_equip_one_trap_and_the_next_window_holds_no_spell() -> None:
    """HX-567 (R-TRAP-3, R-TRAP-5, R-TRAP-6, R-EQUIP-4, R-CALC-1): Compulsory Evacuation
    Device (Rush): after the opponent activates a Spell (or any summon): return 1 monster
    on the field to its owner's hand. HX Spell Snare (HX-566). HX Blade Equip: +400 ATK.
    Setup: P1 turn 3 controls V4-1600; hand: the Blade. P2 controls V4-1800 and has the
    Device and the Snare Set earlier.
    Actions: P1 equips the Blade to V4-1600. (a) P2 uses the Device on V4-1600. (b) P2
    uses the Snare on the Blade; V4-1600 attacks V4-1800.
    Expected: both Traps are offered, one may be used. (a) V4-1600 returns to the hand,
    the Blade goes to the GY by rule; the Device's window holds no Spell activation:
    the Snare stays Set. (b) The Blade is destroyed (1600); the Device stays Set; 1600
    vs 1800: P1 takes 200 (7800)."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                     p1=Side(monsters=[("V4-1800", ATK)],
                             spells=[(CED, SET), (SNARE.name, SET)]))
        play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
        assert duel.atk(at(duel, "V4-1600")) == 2000
        window_for(duel, 1)
        assert offered(duel) == {find(duel, CED, 1, "szone"), find(duel, SNARE.name, 1, "szone")}
        return duel
    duel = setup()
    trap(duel, CED, 1)
    answer(duel, picks=(mine(duel, "V4-1600"),))
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "hand") == ["V4-1600"] and names(duel, 0, "gy") == [BLADE.name]
    assert names(duel, 1, "szone") == ["", SNARE.name, ""]
    duel = setup()
    trap(duel, SNARE.name, 1)
    answer(duel)
    assert duel.request.kind == "main" and names(duel, 1, "szone") == [CED, "", ""]
    assert names(duel, 0, "gy") == [BLADE.name] and duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [BLADE.name, "V4-1600"]


# ============================================================ bonuses that change mid-attack
def test_hx_568_a_replay_turns_on_a_field_bonus_read_at_damage_calculation() -> None:
    """HX-568 (R-REPLAY-1, R-REPLAY-2, R-DMG-4, R-FIELD-1, R-CALC-1, R-TRAP-5): "HX Crowd
    Field" (Field Spell): while your opponent controls 2 or more monsters, face-up
    monsters you control gain 1000 ATK. "HX Reinforce Call" (Trap): when an opponent's
    monster declares an attack: Special Summon 1 Level 4 or lower monster from your hand.
    Setup: P1 turn 3 controls V4-1600 and the Crowd Field. P2 controls only V4-1800, has
    the Trap Set earlier; hand: V2-500.
    Actions: V4-1600 (1600) attacks V4-1800; P2 summons V2-500 in Attack; on the replay
    P1 chooses V4-1800 again.
    Expected: the replay offers V4-1800, V2-500 or cancelling. V4-1600 has 2600 at
    calculation: V4-1800 is destroyed and P2 takes 800 (7200)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(CROWD.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(REINFORCE.name, SET)],
                         hand=["V2-500"]))
    assert duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, REINFORCE.name, 1)
    answer(duel, pos="atk")
    settle(duel)
    assert duel.request.kind == "replay"
    v18, v2 = theirs(duel, "V4-1800"), theirs(duel, "V2-500")
    assert {a.target for a in duel.legal_actions() if a.kind == "target"} == {v18, v2}
    assert Action("cancel") in duel.legal_actions() and duel.atk(at(duel, "V4-1600")) == 2600
    do(duel, f"target {v18}")
    settle(duel)
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == [REINFORCE.name, "V4-1800"]


def test_hx_569_a_wall_summoned_against_a_direct_attack_ends_a_lone_wolf_bonus() -> None:
    """HX-569 (R-REPLAY-1, R-REPLAY-2, R-DMG-4, R-CALC-4, R-EQUIP-1, R-TRAP-5): "HX Lone
    Wolf Equip" (Equip Spell): equip to 1 face-up monster you control; while your
    opponent controls no monsters, it gains 1000 ATK. FX-WALL-ON-DIRECT (Trap): on a
    direct attack, Special Summon a Level 4 or lower monster from the hand in Defense.
    Setup: P1 turn 3 controls V4-1600; hand: the Equip. P2 controls no monsters, has
    FX-WALL-ON-DIRECT Set earlier; hand: V4-WALL (DEF 2000).
    Actions: equip V4-1600 (2600); it attacks directly; P2 summons V4-WALL; on the
    replay P1 attacks V4-WALL.
    Expected: the replay offers V4-WALL or cancelling, no direct attack. V4-1600 is back
    to 1600: 1600 vs DEF 2000: P1 takes 400 (7600); nothing is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[LONE.name]),
                 p1=Side(spells=[("FX-WALL-ON-DIRECT", SET)], hand=["V4-WALL"]))
    play(duel, LONE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 2600
    attack(duel, "V4-1600")
    window_for(duel, 1)
    trap(duel, "FX-WALL-ON-DIRECT", 1)
    answer(duel)  # the one monster in P2's hand
    settle(duel)
    assert duel.request.kind == "replay"
    wall = theirs(duel, "V4-WALL")
    assert {a.target for a in duel.legal_actions() if a.kind == "target"} == {wall}
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"target {wall}")
    settle(duel)
    assert duel.lp == [7600, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-WALL" and names(duel, 0, "mzone")[0] == "V4-1600"


def test_hx_570_a_bonus_for_a_monster_in_the_opponents_gy_comes_after_the_damage() -> None:
    """HX-570 (R-DMG-4, R-CALC-1, R-EQUIP-1, R-EFF-5): "HX Grave Gauge" (Equip Spell):
    equip to 1 face-up monster you control; while your opponent's GY holds a monster, it
    gains 1000 ATK.
    Setup: P1 turn 3 controls V4-1600; hand: the Gauge. P2 controls V4-1400 and V4-1800;
    P2's GY is empty.
    Actions: equip V4-1600; it attacks V4-1400.
    Expected: damage uses the ATK at calculation (1600); V4-1400 reaches P2's GY only at
    the end of the Damage Step: P2 takes 200 (7800), not 1200. Then V4-1600 has 2600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[GAUGE.name]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", ATK)]))
    play(duel, GAUGE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1400"]
    assert duel.atk(at(duel, "V4-1600")) == 2600


# ============================================================ the destroyed monster as it was
def test_hx_571_a_trap_reads_the_destroyed_monster_with_its_equips() -> None:
    """HX-571 (R-TRAP-5, R-DMG-5, R-EQUIP-4, R-EQUIP-1, R-CALC-1, R-ZONE-4): "HX Fallen
    Champion" (Trap): Requirement: a monster with 2000 or more ATK you control is
    destroyed by your opponent's attack. Effect: you gain 1000 LP.
    (a) On turn 2 P2 equips HX Blade Equip (+400) to its V4-1600 (2000); the Champion
    was Set earlier. P1 turn 3: Blue-Eyes White Dragon attacks V4-1600: P2 takes 1000
    (7000); it had 2000 when destroyed: P2 is offered the Champion: 8000.
    (b) P2 controls V5-2300 and the Champion; P1 turn 3 equips HX Curse Equip (-600) to
    it (1700); Blue-Eyes attacks it: P2 takes 1300 (6700). It had 1700 when destroyed
    (it prints 2300): the Champion is not offered. The Curse goes to P1's GY."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(CHAMPION.name, SET)],
                         hand=[BLADE.name]))
    play(duel, BLADE.name, zone="s1", picks=(mine(duel, "V4-1600"),))
    settle(duel)
    to_turn(duel, 3)
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 7000]
    window_for(duel, 1)
    trap(duel, CHAMPION.name, 1)
    answer(duel)
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", BLADE.name, CHAMPION.name])
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[CURSE.name]),
                 p1=Side(monsters=[("V5-2300", ATK)], spells=[(CHAMPION.name, SET)]))
    play(duel, CURSE.name, zone="s0", picks=(theirs(duel, "V5-2300"),))
    settle(duel)
    assert duel.atk(at(duel, "V5-2300", 1)) == 1700
    attack(duel, BEWD, "V5-2300")
    assert duel.lp == [8000, 6700]
    assert duel.turn == 4 and duel.request.kind == "main"  # P2 was never asked
    assert names(duel, 1, "szone")[0] == CHAMPION.name
    assert names(duel, 1, "gy") == ["V5-2300"] and names(duel, 0, "gy") == [CURSE.name]


def test_hx_572_dragophone_reads_the_type_an_equip_gave_the_destroyed_monster() -> None:
    """HX-572 (R-TRAP-5, R-EQUIP-4, R-CARD-2, R-REQ-2, R-SPELL-3): "HX Dragonize Equip"
    (Equip Spell): the equipped monster becomes a Dragon. "HX Spell Breaker" (Normal
    Spell): destroy 1 Spell in a S/T Zone. RB Dragophone: when a Dragon you control is
    destroyed by the opponent's attack or card effect: mill 2; then, if you control no
    monsters, you may Special Summon Blue-Fang Burst Dragon from your GY.
    Setup: on turn 2 P2 equips the Dragonize to its only monster V4-1600; Dragophone Set
    earlier; GY: Blue-Fang. P1 turn 3; hand: Dark Hole (Rush), the Breaker.
    (a) Dark Hole: V4-1600 was a Dragon when destroyed: P2 is offered Dragophone, mills
    2 and Special Summons Blue-Fang. (b) The Breaker destroys the Dragonize first, then
    Dark Hole destroys a Warrior: P2 is not asked; Dragophone stays Set."""
    def setup() -> Duel:
        duel = build(turn=2, tp=1, p0=Side(hand=[HOLE, BREAKER.name]),
                     p1=Side(monsters=[("V4-1600", ATK)], spells=[None, (DRAGOPHONE, SET)],
                             hand=[DRAGONIZE.name], gy=[BLUE_FANG]))
        play(duel, DRAGONIZE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
        settle(duel)
        to_turn(duel, 3)
        assert duel.race(at(duel, "V4-1600", 1)) == "Dragon"
        return duel
    duel = setup()
    play(duel, HOLE, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DRAGOPHONE, 1, "szone")}
    trap(duel, DRAGOPHONE, 1)
    answer(duel, pos="atk")
    settle(duel)
    assert names(duel, 1, "mzone") == [BLUE_FANG, "", ""]
    assert len(names(duel, 1, "gy")) == 5  # V4-1600, the Equip, 2 milled, Dragophone
    duel = setup()
    play(duel, BREAKER.name, zone="s0", picks=(find(duel, DRAGONIZE.name, 1, "szone"),))
    settle(duel)
    assert duel.race(at(duel, "V4-1600", 1)) == "Warrior"
    play(duel, HOLE, zone="s0")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone") == ["", DRAGOPHONE, ""]
    assert sorted(names(duel, 1, "gy")) == sorted([BLUE_FANG, "V4-1600", DRAGONIZE.name])


def test_hx_573_two_equips_on_two_sides_of_one_battle_make_piercing_damage() -> None:
    """HX-573 (R-CALC-5, R-EQUIP-1, R-EQUIP-4, R-DMG-4, R-ZONE-4): Jointech Rush Horn
    (equip to a face-up Machine you control: +300 ATK, piercing). "HX Brittle Curse"
    (Equip Spell): equip to 1 face-up monster your opponent controls; it loses 1000 DEF.
    Setup: P1 turn 3 controls Jointech Rex (2500); hand: Rush Horn, the Curse. P2
    controls V5-WALL in face-up Defense (DEF 3000).
    Actions: Rush Horn on Rex (s0); the Curse on V5-WALL (s1); Rex attacks V5-WALL.
    Expected: 2800 with piercing against DEF 2000: V5-WALL is destroyed and P2 takes 800
    (7200). The Curse goes to P1's GY; Rush Horn stays."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN, BRITTLE.name]),
                 p1=Side(monsters=[("V5-WALL", DEF)]))
    play(duel, HORN, zone="s0", picks=(mine(duel, REX),))
    play(duel, BRITTLE.name, zone="s1", picks=(theirs(duel, "V5-WALL"),))
    assert duel.atk(at(duel, REX)) == 2800 and duel.defense(at(duel, "V5-WALL", 1)) == 2000
    attack(duel, REX, "V5-WALL")
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["V5-WALL"]
    assert names(duel, 0, "szone") == [HORN, "", ""] and names(duel, 0, "gy") == [BRITTLE.name]


# ============================================================ Equips on Maximum Mode monsters
def test_hx_574_an_equip_checks_the_maximum_monsters_level_only_when_equipped() -> None:
    """HX-574 (R-MAX-13, R-MAX-6, R-MAX-5, R-EQUIP-1, R-EQUIP-3, R-FIELD-1, R-CALC-1):
    "HX Sink Field" (Field Spell): your opponent's face-up monsters lose 2 Levels. "HX
    Low Crest" (Equip Spell): equip to 1 face-up Level 8 or lower monster you control;
    +600 ATK. "HX Field Crusher" (Normal Spell): destroy the card in your opponent's
    Field Zone. R-MAX-13's default: an Equip attaches to the whole Maximum Mode monster
    and its condition reads the center.
    (a) P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, the Crest,
    the Crusher. P2 controls V4-1800 and the Sink Field. Maximum Summon (Level 8); the
    Crest, offered the whole monster only: 4100; the Crusher destroys the Sink Field:
    Level 10, the Crest stays: the Overlord attacks V4-1800: P2 takes 2300 (5700).
    (b) With no Sink Field the Level 10 Overlord cannot take the Crest: refused."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, LOW_CREST.name, CRUSHER.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(SINK.name, ATK)))
    maximum(duel)
    center = mine(duel, OVL)
    assert duel.level(duel.inst(center)) == 8
    do(duel, f"activate {hand(duel, LOW_CREST.name)} s0")
    if duel.request.kind == "pick":
        assert picks(duel) == {center}
        answer(duel, picks=(center,))
    assert equipped_to(duel, LOW_CREST.name, 0) == center and duel.atk(duel.inst(center)) == 4100
    play(duel, CRUSHER.name, zone="s1")
    assert names(duel, 1, "gy") == [SINK.name] and duel.level(duel.inst(center)) == 10
    assert names(duel, 0, "szone")[0] == LOW_CREST.name and duel.atk(duel.inst(center)) == 4100
    attack(duel, OVL, "V4-1800")
    assert duel.lp == [8000, 5700]
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, LOW_CREST.name]))
    maximum(duel)
    no_spell(duel, hand(duel, LOW_CREST.name))


def test_hx_575_an_equipped_maximum_monster_tributed_takes_its_equip_along() -> None:
    """HX-575 (R-MAX-7, R-MAX-8, R-MAX-13, R-EQUIP-4, R-MAIN-3): FX-MACHINE-EQUIP (equip
    to a face-up Machine you control: +500 ATK).
    Setup: P1 turn 3; hand: the three Overlord pieces, FX-MACHINE-EQUIP, Summoned Skull
    (Rush) (Level 6), Blue-Eyes White Dragon (Level 8).
    Actions: Maximum Summon; equip it (4000); try Blue-Eyes; Tribute Summon Skull with
    the Maximum monster.
    Expected: a Maximum monster is one Tribute: Blue-Eyes is refused. For Skull all
    three pieces and the Equip go to the GY; Skull has 2500; the S/T Zones are empty."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP, SKULL, BEWD]))
    maximum(duel)
    center = mine(duel, OVL)
    play(duel, MACHINE_EQUIP, zone="s0", picks=(center,))
    assert duel.atk(duel.inst(center)) == 4000
    for z in (0, 1, 2):
        refused(duel, f"summon {hand(duel, BEWD)} z{z}")
    do(duel, f"summon {hand(duel, SKULL)} z1")
    if duel.request.kind == "pick":
        assert picks(duel) == {center}
        do(duel, f"pick {center}")
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", SKULL, ""]
    assert duel.atk(at(duel, SKULL)) == 2500 and names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, MACHINE_EQUIP])


def test_hx_576_the_overlord_shrugs_off_the_armor_but_not_the_loss_of_its_equip() -> None:
    """HX-576 (R-MAX-9, R-MAX-13, R-TRAP-3, R-TRAP-5, R-EQUIP-4, R-DMG-4, R-CALC-1):
    Supreme Machine Magnum Overlord (center), in Maximum Mode: cannot be destroyed by the
    opponent's Trap effects. Sakuretsu Armor (Rush): destroy the attacking monster. "HX
    Equip Breaker" (Trap): when an opponent's monster declares an attack: destroy 1
    Spell Card in your opponent's S/T Zones.
    Setup: P1 turn 3; hand: the Overlord pieces, FX-MACHINE-EQUIP. P2 controls V4-1800,
    has the Armor and the Breaker Set earlier.
    Actions: Maximum Summon; equip (4000); attack V4-1800.
    Expected: both Traps are offered, one may be used. (a) The Armor destroys nothing;
    no new attack window for the Breaker: 4000 vs 1800: P2 takes 2200 (5800). (b) The
    Breaker destroys the Equip: 3500 vs 1800: P2 takes 1700 (6300); the Armor stays."""
    def setup() -> Duel:
        duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP]),
                     p1=Side(monsters=[("V4-1800", ATK)],
                             spells=[(ARMOR, SET), (EQUIP_BREAKER.name, SET)]))
        maximum(duel)
        settle(duel)
        play(duel, MACHINE_EQUIP, zone="s0", picks=(mine(duel, OVL),))
        settle(duel)
        attack(duel, OVL, "V4-1800")
        window_for(duel, 1)
        assert offered(duel) == {find(duel, ARMOR, 1, "szone"),
                                 find(duel, EQUIP_BREAKER.name, 1, "szone")}
        return duel
    duel = setup()
    trap(duel, ARMOR, 1)
    answer(duel)
    assert duel.turn == 4 and duel.request.kind == "main"  # no second window for P2
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP and duel.maxm[0]
    assert duel.lp == [8000, 5800] and names(duel, 1, "szone") == ["", EQUIP_BREAKER.name, ""]
    duel = setup()
    trap(duel, EQUIP_BREAKER.name, 1)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "gy") == [MACHINE_EQUIP] and duel.atk(at(duel, OVL, 0)) == 3500
    assert duel.lp == [8000, 6300] and names(duel, 1, "szone") == [ARMOR, "", ""]
