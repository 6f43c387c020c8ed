"""Held-out style conformance scenarios HX-517..HX-536 on Ritual Summons (R-RIT) where
they meet names, Types, Trap windows, once-per-turn and "new monster" rules and the
zones: materials named "Blue-Eyes White Dragon" by a name treatment in the hand or "this
turn" (R-CARD-1), materials whose Type Type Change Beam changed (R-CARD-2), a Ritual
Monster with an Equip Spell and a Type change, a Ritual Monster returned by a Trap, by
a Spell, by a Contact Fusion or by an effect that shuffles it into the Deck (R-RIT-5,
with the normal draw and deck-out), a Ritual Summon performed by a Trap during an
attack (a replay), and a Maximum Mode monster as one material. Expectations come
from RULES.md alone.

Small throwaway cards (codes 968700001.., names starting with "HX ") are defined
below; each comment states what such a card does. HX-537..HX-556 continue in
test_heldout_ritual_names12b.py, which imports the cards and helpers of this file.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, SummonedThisTurn
from rushdesk.engine.effects.ops import THIS_TURN, Damage, Draw, Fixed, Grant, ToDeck
from rushdesk.engine.effects.script import THIS, CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_NAME

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BRIGHT,
    BURGER,
    CED,
    ENCOUNTER,
    HORN,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    RECIPE,
    TCB,
    TORRENT,
    VISION,
    answer,
    attack,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, refused, settle

FUSION = "Fusion"
HOLE = "Dark Hole (Rush)"
RECALL = "FX-RECALL"
FLIPDOWN = "FX-FLIPDOWN"
RIT = CardType.MONSTER | CardType.RITUAL
RIT_EFFECT = RIT | CardType.EFFECT
FUS = CardType.MONSTER | CardType.FUSION
SPELL = CardType.SPELL
FACE_UP = Sel(face="up")
HAND_OR_FIELD = Sel(where=("hand", "mzone"), kind="monster")
NAMED_BEWD = Sel(where=("hand", "mzone"), kind="monster", face="up", name=BEWD)


def _ritual(code: int, name: str, level: int, race: str, attr: Attribute, atk: int, dfn: int,
            *effects: Effect, name_in_hand: str = "") -> CardData:
    """A Ritual Monster (an Effect one when `effects` are given)."""
    kind = RIT_EFFECT if effects else RIT
    behaviour = CardScript(*effects, name_in_hand=name_in_hand) \
        if effects or name_in_hand else None
    return CardData(code, name, kind, attribute=attr, race=race, level=level, atk=atk,
                    defense=dfn, behaviour=behaviour)


def _rite(code: int, name: str, monster: str, total: int, materials: Sel) -> CardData:
    """A Ritual Spell: Ritual Summon `monster` from the Extra Deck by sending `materials`
    whose Levels total `total` or more (no surplus) to the GY."""
    return CardData(code, name, SPELL, behaviour=CardScript(Effect(
        kind="spell", ops=(RitualSummon((monster,), total, materials),))))


BURN_500 = Effect(ops=(Damage(Fixed(500)),))
# Ritual Monster, Level 6 LIGHT Warrior 2200/1500. [EFFECT] Requirement: none. Effect:
# your opponent takes 500 damage.
KNIGHT = _ritual(968_700_001, "HX Rite Knight", 6, "Warrior", Attribute.LIGHT, 2200, 1500,
                 BURN_500)
# Ritual Spell: Ritual Summon "HX Rite Knight" with face-up monsters you control, Level 6+.
KNIGHT_RITE = _rite(968_700_002, "HX Knight Rite", KNIGHT.name, 6, FACE_UP)
# Ritual Spell: Ritual Summon "HX Rite Knight" with monsters from your hand only, Level 6+.
PALM_RITE = _rite(968_700_003, "HX Palm Rite", KNIGHT.name, 6,
                  Sel(where=("hand",), kind="monster"))
# Ritual Spell: Ritual Summon "HX Rite Knight" with monsters from your hand and/or field.
OPEN_RITE = _rite(968_700_004, "HX Open Rite", KNIGHT.name, 6, HAND_OR_FIELD)
# Ritual Spell: Ritual Summon "HX Rite Knight" with face-up Warriors you control, Level 6+.
WARRIOR_RITE = _rite(968_700_005, "HX Warrior Rite", KNIGHT.name, 6,
                     Sel(face="up", race="Warrior"))
# Ritual Monster, Level 6 DARK Dragon 2400/2000, no effect.
WYRM = _ritual(968_700_006, "HX Rite Wyrm", 6, "Dragon", Attribute.DARK, 2400, 2000)
# Ritual Spell: Ritual Summon "HX Rite Wyrm" with face-up Dragons you control, Level 6+.
WYRM_RITE = _rite(968_700_007, "HX Wyrm Rite", WYRM.name, 6, Sel(face="up", race="Dragon"))
# Ritual Monster, Level 8 LIGHT Dragon 2800/2400, no effect.
SOVEREIGN = _ritual(968_700_008, "HX Azure Sovereign", 8, "Dragon", Attribute.LIGHT, 2800,
                    2400)
# Ritual Spell: Ritual Summon "HX Azure Sovereign" with monsters named "Blue-Eyes White
# Dragon" from your hand and/or face-up on your field, Level 8+.
BLUE_RITE = _rite(968_700_009, "HX Blue Rite", SOVEREIGN.name, 8, NAMED_BEWD)
# Ritual Monster, Level 12 LIGHT Dragon 4000/3500, no effect.
EMPEROR = _ritual(968_700_010, "HX Azure Emperor", 12, "Dragon", Attribute.LIGHT, 4000, 3500)
# Ritual Spell: as "HX Blue Rite", for "HX Azure Emperor" with Level 12+.
AZURE_RITE = _rite(968_700_011, "HX Azure Rite", EMPEROR.name, 12, NAMED_BEWD)
# Ritual Monster, Level 6 DARK Warrior 1900/1800: its name becomes "Hungry Burger" while
# it is in the hand.
UNDERSTUDY = _ritual(968_700_012, "HX Burger Understudy", 6, "Warrior", Attribute.DARK, 1900,
                     1800, name_in_hand=BURGER)
# Ritual Monster, Level 6 LIGHT Dragon 2000/2000. [EFFECT] Requirement: none. Effect:
# this card's name becomes "Blue-Eyes White Dragon" until the end of this turn.
MASK = _ritual(968_700_013, "HX Rite Mask", 6, "Dragon", Attribute.LIGHT, 2000, 2000, Effect(
    ops=(Grant(THIS, kind=MOD_NAME, value=BEWD, duration=THIS_TURN,
               phrase="{who}'s name becomes \"Blue-Eyes White Dragon\""),)))
# Ritual Spell: Ritual Summon "HX Rite Mask" with face-up Warriors you control, Level 6+.
MASK_RITE = _rite(968_700_014, "HX Mask Rite", MASK.name, 6, Sel(face="up", race="Warrior"))
# Ritual Monster, Level 6 EARTH Machine 2300/1800, no effect.
ENGINE = _ritual(968_700_015, "HX Rite Engine", 6, "Machine", Attribute.EARTH, 2300, 1800)
# Ritual Spell: Ritual Summon "HX Rite Engine" with face-up monsters you control, Level 6+.
GEAR_RITE = _rite(968_700_016, "HX Gear Rite", ENGINE.name, 6, FACE_UP)
# Trap: when an opponent's monster declares an attack: Ritual Summon "HX Rite Knight"
# with face-up monsters you control whose Levels total 6 or more.
AMBUSH = CardData(968_700_017, "HX Rite Ambush", CardType.TRAP, behaviour=CardScript(Effect(
    kind="trap", trigger=OnAttack(), ops=(RitualSummon((KNIGHT.name,), 6, FACE_UP),))))
# Normal Spell: shuffle 1 monster from your GY into the Deck, then draw 1 card.
RECYCLE = CardData(968_700_018, "HX Recycle", SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(ToDeck(Sel(where=("gy",), kind="monster")), Draw(1)))))
# Fusion Monster, Level 7 LIGHT Warrior 2600/2000: "HX Rite Knight" + "V4-1800"; may be
# Contact Fused (return those face-up materials you control to the Deck).
PACT = CardData(968_700_019, "HX Knight Pact", FUS, attribute=Attribute.LIGHT, race="Warrior",
                level=7, atk=2600, defense=2000, materials=(KNIGHT.name, "V4-1800"),
                behaviour=CardScript(contact_fusion=True))
# Fusion Monster, Level 8 LIGHT Warrior 2800/2000: "HX Rite Knight" + "V4-1600".
KNIGHT_FUSION = CardData(968_700_020, "HX Knight Fusion", FUS, attribute=Attribute.LIGHT,
                         race="Warrior", level=8, atk=2800, defense=2000,
                         materials=(KNIGHT.name, "V4-1600"))
# Ritual Monster, Level 6 FIRE Warrior 2100/1000. [EFFECT] Requirement: this card was
# Ritual Summoned this turn. Effect: your opponent takes 800 damage.
HERALD = _ritual(968_700_021, "HX Rite Herald", 6, "Warrior", Attribute.FIRE, 2100, 1000,
                 Effect(conds=(SummonedThisTurn("ritual"),), ops=(Damage(Fixed(800)),)))
# Ritual Spell: Ritual Summon "HX Rite Herald" with monsters from your hand and/or field.
HERALD_RITE = _rite(968_700_022, "HX Herald Rite", HERALD.name, 6, HAND_OR_FIELD)
# Ritual Monster, Level 12 EARTH Rock 3800/3000, no effect.
COLOSSUS = _ritual(968_700_023, "HX Rite Colossus", 12, "Rock", Attribute.EARTH, 3800, 3000)
# Ritual Spell: Ritual Summon "HX Rite Colossus" with monsters from your hand and/or
# field whose Levels total 12 or more.
GRAND_RITE = _rite(968_700_024, "HX Grand Rite", COLOSSUS.name, 12, HAND_OR_FIELD)

HX_CARDS = [KNIGHT, KNIGHT_RITE, PALM_RITE, OPEN_RITE, WARRIOR_RITE, WYRM, WYRM_RITE,
            SOVEREIGN, BLUE_RITE, EMPEROR, AZURE_RITE, UNDERSTUDY, MASK, MASK_RITE, ENGINE,
            GEAR_RITE, AMBUSH, RECYCLE, PACT, KNIGHT_FUSION, HERALD, HERALD_RITE, COLOSSUS,
            GRAND_RITE]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def hand(duel: Duel, name: str, p: int | None = None) -> int:
    return find(duel, name, duel.tp if p is None else p, "hand")


def mine(duel: Duel, name: str, p: int | None = None) -> int:
    return find(duel, name, duel.tp if p is None else p, "mzone")


def legal_spell(duel: Duel, name: str, zone: int = 3) -> bool:
    """May the turn player activate Spell `name` from the hand in S/T zone `zone` now?"""
    return Action("activate", hand(duel, name), zone) in duel.legal_actions()


def ritual_on_field(duel: Duel, rite: str, *mats: str, pos: str = "atk") -> int:
    """The turn player activates Ritual Spell `rite` from the hand, picks `mats` (monsters
    on the own field, by name) where asked, and lets the windows pass; returns the id of
    the summoned monster (whichever Ritual Monster it is, the newest on the field)."""
    do(duel, f"activate {hand(duel, rite)} s0")
    answer(duel, picks=tuple(mine(duel, m) for m in mats), pos=pos)
    settle(duel)
    found = [i for i in duel.mz[duel.tp] if i >= 0 and duel.data[i].bits & CardType.RITUAL]
    return duel.oid[max(found, key=lambda i: duel.oid[i])]


# ============================================================ names on materials (R-CARD-1)
def test_hx_517_a_named_ritual_spell_takes_bright_dragon_from_the_hand_only() -> None:
    """HX-517 (R-RIT-2, R-CARD-1, R-RIT-4): "HX Blue Rite" Ritual Summons "HX Azure
    Sovereign" (Level 8) with monsters named "Blue-Eyes White Dragon" from the hand or
    face-up on the field. Blue-Eyes Bright Dragon is treated as that name in the hand only.
    Setup: P1 turn 3 controls face-up Bright Dragon (since turn 1); hand: HX Blue Rite,
    Bright Dragon; Extra: HX Azure Sovereign.
    Expected: the Bright in the hand is the only material, so nobody is asked for one;
    the field Bright stays; Sovereign is summoned (face-up Attack)."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[BLUE_RITE.name, BRIGHT],
                         extra=[SOVEREIGN.name]))
    on_field = mine(duel, BRIGHT)
    do(duel, f"activate {hand(duel, BLUE_RITE.name)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [BRIGHT, SOVEREIGN.name, ""]
    assert duel.inst(on_field) >= 0 and names(duel, 0, "hand") == []
    assert sorted(names(duel, 0, "gy")) == sorted([BRIGHT, BLUE_RITE.name])
    assert duel.pos[duel.inst(mine(duel, SOVEREIGN.name))] == ATK


def test_hx_518_bright_dragons_name_of_this_turn_makes_it_a_material_that_turn_only() -> None:
    """HX-518 (R-CARD-1, R-RIT-2, R-EFF-6, R-END-1, R-EFF-3): "HX Blue Rite" as in HX-517.
    Bright Dragon's effect (mill 1): its name becomes "Blue-Eyes White Dragon" this turn.
    Setup: P1 turn 3 controls face-up Bright Dragon (since turn 1); hand: HX Blue Rite;
    Extra: HX Azure Sovereign.
    Expected: HX Blue Rite is refused; after Bright's effect it may be activated; on turn
    5 the name has expired and it is refused again; Bright's effect is usable again that
    turn, and then the Bright is the material (Sovereign in face-up Defense)."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[BLUE_RITE.name], extra=[SOVEREIGN.name],
                         deck=["V1-100"] * 10))
    rite = hand(duel, BLUE_RITE.name)
    no_spell(duel, rite)
    bright = mine(duel, BRIGHT)
    do(duel, f"activate {bright}")
    answer(duel)
    assert BEWD in duel.names(duel.inst(bright)) and legal_spell(duel, BLUE_RITE.name)
    to_turn(duel, 5)
    assert BEWD not in duel.names(duel.inst(bright))
    no_spell(duel, rite)
    do(duel, f"activate {bright}")
    answer(duel)
    play(duel, BLUE_RITE.name, zone="s0", pos="def")
    assert names(duel, 0, "mzone") == [SOVEREIGN.name, "", ""]
    assert duel.pos[duel.mz[0][0]] == DEF and BRIGHT in names(duel, 0, "gy")


def test_hx_519_vision_dragon_is_one_level_8_ritual_material_not_two() -> None:
    """HX-519 (R-CARD-1, R-RIT-3, R-FUS-4, R-RIT-2): "HX Azure Rite" Ritual Summons "HX
    Azure Emperor" (Level 12) with monsters named "Blue-Eyes White Dragon" from the hand
    or face-up on the field. Blue-Eyes Vision Dragon's effect (mill 1): this turn its name
    becomes "Blue-Eyes White Dragon" and it may count as 2 materials for a Fusion Summon
    of Blue-Eyes Ultimate Dragon.
    Setup: P1 turn 3 controls face-up Vision Dragon (since turn 1); hand: HX Azure Rite,
    Bright Dragon; Extra: HX Azure Emperor.
    Expected: refused at first (only the hand Bright, 8). After Vision's effect both are
    offered; Vision alone (8) does not complete the Ritual (its "2 materials" is for the
    Fusion of Ultimate Dragon only), so the Bright must follow: 16, no surplus."""
    duel = build(p0=Side(monsters=[(VISION, ATK)], hand=[AZURE_RITE.name, BRIGHT],
                         extra=[EMPEROR.name], deck=["V1-100"] * 5))
    rite = hand(duel, AZURE_RITE.name)
    no_spell(duel, rite)
    vision = mine(duel, VISION)
    do(duel, f"activate {vision}")
    do(duel, f"activate {rite} s0")
    assert duel.request.kind == "pick" and picks(duel) == {vision, hand(duel, BRIGHT)}
    do(duel, f"pick {vision}")
    assert duel.request.kind == "position"  # the Bright was the only way on: taken
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [EMPEROR.name, "", ""] and names(duel, 0, "hand") == []
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", VISION, BRIGHT, AZURE_RITE.name])


def test_hx_520_a_name_treated_in_the_hand_is_not_the_name_in_the_extra_deck() -> None:
    """HX-520 (R-CARD-1, R-RIT-1, R-RIT-2, R-RIT-5): "HX Burger Understudy" is a Ritual
    Monster whose name becomes "Hungry Burger" while in the hand (so never in practice: a
    Ritual Monster bound for the hand goes to the Extra Deck). Hamburger Fast Recipe names
    "Hungry Burger".
    (a) P1 turn 3 controls face-up V6-2000; hand: the Recipe; Extra: HX Burger Understudy
    only: the Recipe is refused.
    (b) Extra: the Understudy and Hungry Burger (Rush): only Hungry Burger can be chosen,
    so nobody is asked; the Understudy stays in the Extra Deck."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[RECIPE], extra=[UNDERSTUDY.name]))
    no_spell(duel, hand(duel, RECIPE))
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[RECIPE],
                         extra=[UNDERSTUDY.name, BURGER]))
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [BURGER, "", ""]
    assert names(duel, 0, "extra") == [UNDERSTUDY.name]


def test_hx_521_a_ritual_monster_named_blue_eyes_fuses_and_comes_back_as_itself() -> None:
    """HX-521 (R-CARD-1, R-FUS-4, R-RIT-4, R-RIT-5, R-EFF-4, R-FUS-5): "HX Rite Mask"
    (Ritual, Level 6 Dragon): Effect: this card's name becomes "Blue-Eyes White Dragon"
    this turn. "HX Mask Rite": Ritual Summon it with face-up Warriors you control.
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon x2 and V6-2000 (since turn 1);
    hand: HX Mask Rite, Fusion, Monster Reborn (Rush); Extra: HX Rite Mask, Blue-Eyes
    Ultimate Dragon.
    Actions: HX Mask Rite (V6-2000); Mask's effect; Fusion; Monster Reborn on the Mask.
    Expected: the Mask takes V6-2000's zone; named "Blue-Eyes White Dragon", it is the third
    material of Ultimate Dragon (nobody is asked: all three are needed); as material it
    goes to the GY, properly summoned, so Reborn may bring it back: a new monster named
    "HX Rite Mask" again, whose effect may be used again."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BEWD, ATK), ("V6-2000", ATK)],
                         hand=[MASK_RITE.name, FUSION, REBORN], extra=[MASK.name, BEUD]))
    play(duel, MASK_RITE.name, zone="s0", pos="atk")
    assert names(duel, 0, "mzone") == [BEWD, BEWD, MASK.name]
    mask = mine(duel, MASK.name)
    do(duel, f"activate {mask}")
    assert duel.names(duel.inst(mask)) == {BEWD}
    play(duel, FUSION, zone="s1", pos="atk")
    assert names(duel, 0, "mzone") == [BEUD, "", ""]
    assert MASK.name in names(duel, 0, "gy") and names(duel, 0, "extra") == []
    play(duel, REBORN, zone="s0", picks=(find(duel, MASK.name, 0, "gy"),), pos="atk")
    revived = mine(duel, MASK.name)
    assert duel.names(duel.inst(revived)) == {MASK.name}
    assert revived in offered(duel)


# ============================================================ Types (R-CARD-2)
def test_hx_522_type_change_beam_makes_a_rock_a_warrior_material_this_turn() -> None:
    """HX-522 (R-CARD-2, R-RIT-2, R-RIT-3, R-REQ-1): "HX Warrior Rite" Ritual Summons "HX
    Rite Knight" with face-up Warriors you control (Level 6+). Type Change Beam: reveal a
    monster in your hand; up to 3 face-up monsters take its Type this turn.
    Setup: P1 turn 3 controls face-up V4-WALL (Rock) and V2-500 (Warrior); hand: HX
    Warrior Rite, Type Change Beam, V4-1600; Extra: HX Rite Knight.
    Expected: the Rite is refused (Warriors total 2); Beam revealing V4-1600 on V4-WALL
    makes it a Warrior; then 4 + 2 is the only set: exactly those two are offered and
    go; the revealed V4-1600 stays in the hand."""
    duel = build(p0=Side(monsters=[("V4-WALL", ATK), ("V2-500", ATK)],
                         hand=[WARRIOR_RITE.name, TCB, "V4-1600"], extra=[KNIGHT.name]))
    rite = hand(duel, WARRIOR_RITE.name)
    no_spell(duel, rite)
    wall = mine(duel, "V4-WALL")
    play(duel, TCB, zone="s0", picks=(wall,))
    assert duel.race(duel.inst(wall)) == "Warrior"
    do(duel, f"activate {rite} s1")
    assert picks(duel) == {wall, mine(duel, "V2-500")}
    answer(duel, picks=(wall, mine(duel, "V2-500")), pos="def")
    assert names(duel, 0, "mzone") == [KNIGHT.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-WALL", "V2-500", TCB, WARRIOR_RITE.name])
    assert names(duel, 0, "hand") == ["V4-1600"]


def test_hx_523_type_change_beam_turns_warrior_materials_into_dragon_ones() -> None:
    """HX-523 (R-CARD-2, R-RIT-2): "HX Warrior Rite" (face-up Warriors, Level 6+, for HX
    Rite Knight) and "HX Wyrm Rite" (face-up Dragons, Level 6+, for "HX Rite Wyrm").
    Setup: P1 turn 3 controls face-up V4-1600 and V2-500 (Warriors); hand: both Rites,
    Type Change Beam, V4-1500 (a Dragon); Extra: HX Rite Knight, HX Rite Wyrm.
    Expected: at first the Warrior Rite may be activated and the Wyrm Rite is refused;
    after Beam (revealing V4-1500) on both monsters they are Dragons this turn: the
    Warrior Rite is refused, the Wyrm Rite summons HX Rite Wyrm with both."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[WARRIOR_RITE.name, WYRM_RITE.name, TCB, "V4-1500"],
                         extra=[KNIGHT.name, WYRM.name]))
    assert legal_spell(duel, WARRIOR_RITE.name)
    no_spell(duel, hand(duel, WYRM_RITE.name))
    play(duel, TCB, zone="s0", picks=(mine(duel, "V4-1600"), mine(duel, "V2-500")))
    assert {duel.race(i) for i in duel.mz[0] if i >= 0} == {"Dragon"}
    no_spell(duel, hand(duel, WARRIOR_RITE.name))
    play(duel, WYRM_RITE.name, zone="s0", picks=(mine(duel, "V4-1600"), mine(duel, "V2-500")),
         pos="atk")
    assert names(duel, 0, "mzone") == [WYRM.name, "", ""]
    assert names(duel, 0, "extra") == [KNIGHT.name]
    assert {"V4-1600", "V2-500"} <= set(names(duel, 0, "gy"))


def test_hx_524_rush_horn_stays_on_a_ritual_machine_made_a_dragon_and_pierces() -> None:
    """HX-524 (R-EQUIP-3, R-CARD-2, R-RIT-4, R-CALC-5, R-BATTLE-2): "HX Gear Rite" Ritual
    Summons "HX Rite Engine" (Level 6 Machine, 2300) with face-up monsters you control.
    Jointech Rush Horn: equip to a face-up Machine you control: +300 ATK and piercing.
    Setup: P1 turn 3 controls V6-2000; hand: HX Gear Rite, Rush Horn, Type Change Beam,
    Blue-Eyes White Dragon; Extra: HX Rite Engine. P2 controls V4-WALL in face-up Defense.
    Actions: Gear Rite; Rush Horn on the Engine; Beam (revealing Blue-Eyes) on the Engine;
    the Engine attacks V4-WALL.
    Expected: the Engine is a Dragon this turn and keeps the Horn: 2600 and piercing;
    V4-WALL is destroyed and P2 takes 600 (7400)."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[GEAR_RITE.name, HORN, TCB, BEWD],
                         extra=[ENGINE.name]),
                 p1=Side(monsters=[("V4-WALL", DEF, 2)]))
    engine = ritual_on_field(duel, GEAR_RITE.name)
    play(duel, HORN, zone="s1", picks=(engine,))
    assert duel.atk(duel.inst(engine)) == 2600
    play(duel, TCB, zone="s2", picks=(engine,))
    assert duel.race(duel.inst(engine)) == "Dragon"
    assert names(duel, 0, "szone")[1] == HORN and duel.atk(duel.inst(engine)) == 2600
    attack(duel, ENGINE.name, "V4-WALL")
    settle(duel)
    assert duel.lp == [8000, 7400] and names(duel, 1, "gy") == ["V4-WALL"]


# ============================================================ Trap windows
def test_hx_525_evacuation_after_the_equip_sends_the_ritual_monster_to_the_extra_deck() -> None:
    """HX-525 (R-RIT-5, R-EQUIP-4, R-TRAP-5, R-REQ-2, R-RIT-1, R-EFF-4): Compulsory
    Evacuation Device (Rush): when a player summons, or after the opponent activates a
    Spell: return 1 monster on the field to the hand.
    Setup: P1 turn 3 controls V6-2000, V4-1600, V2-500; hand: HX Gear Rite x2, Jointech Rush
    Horn; Extra: HX Rite Engine. P2 has the Device Set earlier.
    Actions: Gear Rite with V6-2000 (P2 passes); Rush Horn on the Engine; P2 uses the
    Device on the Engine; the second Gear Rite.
    Expected: the Horn's activation opens the window; the Engine goes to the Extra Deck,
    not the hand, and the Horn to the GY. The second Gear Rite (V4-1600 + V2-500, the only
    set) brings the Engine back: a new monster with 2300 ATK and no Equip."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[GEAR_RITE.name, GEAR_RITE.name, HORN], extra=[ENGINE.name]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {hand(duel, GEAR_RITE.name)} s0")
    answer(duel, picks=(mine(duel, "V6-2000"),), pos="atk")
    window_for(duel, 1)
    do(duel, "pass")
    engine = mine(duel, ENGINE.name)
    play(duel, HORN, zone="s0", picks=(engine,))
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(engine,))
    settle(duel)
    assert names(duel, 0, "extra") == [ENGINE.name] and ENGINE.name not in names(duel, 0, "hand")
    assert HORN in names(duel, 0, "gy") and names(duel, 0, "szone") == ["", "", ""]
    play(duel, GEAR_RITE.name, zone="s0", picks=(mine(duel, "V4-1600"), mine(duel, "V2-500")),
         pos="atk")
    again = duel.inst(mine(duel, ENGINE.name))
    assert duel.atk(again) == 2300 and names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(
        ["V6-2000", "V4-1600", "V2-500", GEAR_RITE.name, GEAR_RITE.name, HORN])


def test_hx_526_after_encounter_answers_the_ritual_summon_the_turn_player_torrents() -> None:
    """HX-526 (R-RIT-4, R-TRAP-3, R-TRAP-4, R-TRAP-6, R-TRAP-7): Dragon Encounter: when the
    opponent Normal or Special Summons: Special Summon a Dragon from your hand. Torrential
    Tribute (Rush): when a monster is summoned: destroy every monster.
    Setup: P1 turn 3 controls V6-2000 and has Torrential Set earlier; hand: Hamburger Fast
    Recipe; Extra: Hungry Burger. P2 has Dragon Encounter Set earlier; hand: Blue-Eyes.
    Expected: after the Ritual Summon P2 is asked first and uses Encounter (Blue-Eyes,
    Attack); that Special Summon opens a new window: P2 has nothing, so P1 is asked and
    Torrential destroys Hungry Burger and Blue-Eyes."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[RECIPE], extra=[BURGER],
                         spells=[(TORRENT, SET)]),
                 p1=Side(spells=[(ENCOUNTER, SET)], hand=[BEWD]))
    do(duel, f"activate {hand(duel, RECIPE)} s1")
    do(duel, "choose atk")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert BURGER in names(duel, 0, "gy") and TORRENT in names(duel, 0, "gy")
    assert sorted(names(duel, 1, "gy")) == sorted([ENCOUNTER, BEWD])


def test_hx_527_a_trap_ritual_summon_during_the_attack_makes_a_replay() -> None:
    """HX-527 (R-RIT-2, R-RIT-4, R-REPLAY-1, R-TRAP-5, R-CALC-4): "HX Rite Ambush" (Trap):
    when an opponent's monster declares an attack: Ritual Summon "HX Rite Knight" (DEF
    1500) with face-up monsters you control, Level 6+.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon (3000). P2 controls face-up V6-2000
    and V4-1400 (since turn 2) and HX Rite Ambush Set earlier; P2's Extra: HX Rite Knight.
    Actions: Blue-Eyes attacks V6-2000; P2 activates the Ambush (Knight in Defense).
    Expected: V6-2000 is the only possible material; the group of P2's monsters changed,
    so P1 chooses again among the Knight and V4-1400; on the Knight: it is destroyed and
    nobody takes damage."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V6-2000", ATK, 2), ("V4-1400", ATK, 2)],
                         spells=[(AMBUSH.name, SET)], extra=[KNIGHT.name]))
    attack(duel, BEWD, "V6-2000")
    window_for(duel, 1)
    trap(duel, AMBUSH.name)
    assert duel.request.kind == "position" and duel.current_player == 1
    do(duel, "choose def")
    assert duel.request.kind == "replay" and duel.current_player == 0
    knight = mine(duel, KNIGHT.name, 1)
    assert {a.target for a in duel.legal_actions() if a.kind == "target"} == {
        knight, mine(duel, "V4-1400", 1)}
    do(duel, f"target {knight}")
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted(["V6-2000", AMBUSH.name, KNIGHT.name])
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]


def test_hx_528_a_ritual_monster_summoned_in_the_opponents_turn_acts_in_its_owners() -> None:
    """HX-528 (R-RIT-4, R-POS-1, R-EFF-2, R-BATTLE-5, R-REPLAY-1): HX Rite Ambush and HX
    Rite Knight (Effect: the opponent takes 500 damage) as in HX-527.
    Setup: P1 turn 3 controls V4-1800; P2 controls V6-2000 (since turn 2) and the Ambush
    Set earlier; P2's Extra: HX Rite Knight.
    Actions: V4-1800 attacks V6-2000; Ambush (Knight in Defense); P1 cancels the replay;
    turn 4: P2 changes the Knight to Attack and activates it.
    Expected: the cancelled attack is used (no attack is left, so the Battle Phase ends
    by itself); on turn 4 the Knight did not arrive this turn, so the change is allowed;
    its effect: P1 7500, once."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V6-2000", ATK, 2)], spells=[(AMBUSH.name, SET)],
                         extra=[KNIGHT.name]))
    attack(duel, "V4-1800", "V6-2000")
    trap(duel, AMBUSH.name)
    do(duel, "choose def")
    assert duel.request.kind == "replay"
    do(duel, "cancel")
    settle(duel)
    # no attack is left, so the Battle Phase ended by itself and turn 4 began
    assert duel.turn == 4 and duel.tp == 1 and duel.request.kind == "main"
    knight = mine(duel, KNIGHT.name, 1)
    assert duel.pos[duel.inst(knight)] == DEF
    do(duel, f"position {knight} atk")
    assert duel.pos[duel.inst(knight)] == ATK
    do(duel, f"activate {knight}")
    assert duel.lp == [7500, 8000]
    refused(duel, f"activate {knight}")


# ============================================================ back to the Extra Deck (R-RIT-5)
def test_hx_529_an_own_ritual_monster_evacuated_is_not_in_the_hand_for_the_draw() -> None:
    """HX-529 (R-RIT-5, R-DRAW-1, R-TRAP-5, R-TRAP-4): Compulsory Evacuation Device as in
    HX-525. Setup: P1 turn 3; hand: V4-1800. P2 controls face-up Hungry Burger (since turn
    2) and has the Device Set earlier; P2's hand: 3 cards.
    Actions: P1 Normal Summons V4-1800; P2 returns its own Hungry Burger; turn 4 begins.
    Expected: the Burger goes to P2's Extra Deck, so P2 still holds 3 cards and draws 2 in
    its Draw Phase (hand 5), not 1."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(monsters=[(BURGER, ATK, 2)], spells=[(CED, SET)],
                         hand=["V1-100"] * 3))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(mine(duel, BURGER, 1),))
    settle(duel)
    assert names(duel, 1, "extra") == [BURGER] and len(duel.hand[1]) == 3
    deck = len(duel.deck[1])
    to_turn(duel, 4)
    assert len(duel.hand[1]) == 5 and len(duel.deck[1]) == deck - 2


def test_hx_530_a_ritual_monster_shuffled_into_an_empty_deck_leaves_nothing_to_draw() -> None:
    """HX-530 (R-RIT-5, R-WIN-2, R-REQ-2, R-SPELL-3): "HX Recycle" (Normal Spell): shuffle 1
    monster from your GY into the Deck, then draw 1 card.
    (a) P1 turn 3: Deck empty; GY: Hungry Burger; hand: HX Recycle. The Burger goes to the
    Extra Deck instead, the Deck stays empty, and the draw cannot be made: P1 loses.
    (b) Same with V4-1600 in the GY: it is shuffled in and drawn again; the duel goes on."""
    duel = build(p0=Side(hand=[RECYCLE.name], gy=[BURGER], deck=[]))
    do(duel, f"activate {hand(duel, RECYCLE.name)} s0")
    assert names(duel, 0, "extra") == [BURGER]
    assert duel.is_over and duel.result is not None and duel.result.winner == 1
    fine = build(p0=Side(hand=[RECYCLE.name], gy=["V4-1600"], deck=[]))
    do(fine, f"activate {hand(fine, RECYCLE.name)} s0")
    assert not fine.is_over and names(fine, 0, "hand") == ["V4-1600"]
    assert fine.request.kind == "main" and names(fine, 0, "deck") == []


def test_hx_531_a_contact_fusion_returns_the_ritual_material_to_the_extra_deck() -> None:
    """HX-531 (R-RIT-5, R-FUS-7, R-RIT-1, R-RIT-2): "HX Knight Pact" (Fusion, Level 7):
    "HX Rite Knight" + "V4-1800", Contact Fusion (return the face-up materials you control
    to the Deck). Setup: P1 turn 3 controls V6-2000 and V4-1800; hand: HX Knight Rite x2;
    Extra: HX Rite Knight, HX Knight Pact; Deck: 5 x V4-0.
    Actions: Knight Rite (V6-2000); Contact Fusion of the Pact into the free zone; the
    second Knight Rite.
    Expected: the Knight goes to the Extra Deck (not the Deck), V4-1800 into the Deck.
    The second Rite uses the Pact (Level 7, the only monster) and the Knight comes again."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK)],
                         hand=[KNIGHT_RITE.name, KNIGHT_RITE.name],
                         extra=[KNIGHT.name, PACT.name], deck=["V4-0"] * 5))
    ritual_on_field(duel, KNIGHT_RITE.name)
    assert names(duel, 0, "mzone") == [KNIGHT.name, "V4-1800", ""]
    do(duel, f"spsummon {find(duel, PACT.name, 0, 'extra')} z2 atk")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", PACT.name]
    assert names(duel, 0, "extra") == [KNIGHT.name] and KNIGHT.name not in names(duel, 0, "deck")
    assert sorted(names(duel, 0, "deck")) == sorted(["V4-0"] * 5 + ["V4-1800"])
    ritual_on_field(duel, KNIGHT_RITE.name)
    assert names(duel, 0, "mzone") == [KNIGHT.name, "", ""]
    assert PACT.name in names(duel, 0, "gy") and names(duel, 0, "extra") == []


# ============================================================ once per turn, new monsters
def test_hx_532_a_ritual_monster_used_as_fusion_material_is_revived_as_new() -> None:
    """HX-532 (R-RIT-5, R-EFF-3, R-EFF-4, R-FUS-2, R-FUS-4): HX Rite Knight (Effect: 500
    damage). "HX Knight Fusion": "HX Rite Knight" + "V4-1600".
    Setup: P1 turn 3 controls V6-2000 and V4-1600; hand: HX Knight Rite, Fusion, Monster
    Reborn (Rush); Extra: HX Rite Knight, HX Knight Fusion.
    Actions: Knight Rite (V6-2000 is the only set); the Knight's effect; again; Fusion;
    Monster Reborn on the Knight; its effect.
    Expected: 7500, the second activation refused; the Knight goes to the GY as material
    (it was properly summoned), comes back as a new monster and may activate: 7000."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK)],
                         hand=[KNIGHT_RITE.name, FUSION, REBORN],
                         extra=[KNIGHT.name, KNIGHT_FUSION.name]))
    knight = ritual_on_field(duel, KNIGHT_RITE.name)
    do(duel, f"activate {knight}")
    assert duel.lp == [8000, 7500]
    refused(duel, f"activate {knight}")
    play(duel, FUSION, zone="s0", pos="atk")
    assert names(duel, 0, "mzone") == [KNIGHT_FUSION.name, "", ""]
    assert KNIGHT.name in names(duel, 0, "gy")
    play(duel, REBORN, zone="s0", picks=(find(duel, KNIGHT.name, 0, "gy"),), pos="atk")
    again = mine(duel, KNIGHT.name)
    do(duel, f"activate {again}")
    assert duel.lp == [8000, 7000]
    refused(duel, f"activate {again}")


def test_hx_533_a_ritual_monster_recalled_is_summoned_again_from_the_extra_deck() -> None:
    """HX-533 (R-RIT-5, R-RIT-1, R-EFF-3, R-EFF-4, R-RIT-3): HX Rite Knight (Effect: 500
    damage); FX-RECALL returns 1 face-up monster you control to the hand.
    Setup: P1 turn 3 controls V6-2000, V4-1600, V2-500; hand: HX Knight Rite x2, FX-RECALL;
    Extra: HX Rite Knight.
    Actions: Knight Rite choosing V6-2000; the effect; FX-RECALL on the Knight; the second
    Knight Rite; the effect; a third try.
    Expected: the Knight goes to the Extra Deck, not the hand; the second Rite uses
    V4-1600 + V2-500 (the only set left); the Knight is a new monster: P2 7000; then the
    effect is refused."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[KNIGHT_RITE.name, KNIGHT_RITE.name, RECALL],
                         extra=[KNIGHT.name]))
    knight = ritual_on_field(duel, KNIGHT_RITE.name, "V6-2000")
    do(duel, f"activate {knight}")
    play(duel, RECALL, zone="s0", picks=(knight,))
    assert names(duel, 0, "extra") == [KNIGHT.name] and names(duel, 0, "hand") == [
        KNIGHT_RITE.name]
    again = ritual_on_field(duel, KNIGHT_RITE.name, "V4-1600", "V2-500")
    assert names(duel, 0, "mzone") == [KNIGHT.name, "", ""]
    do(duel, f"activate {again}")
    assert duel.lp == [8000, 7000]
    refused(duel, f"activate {again}")


def test_hx_534_a_ritual_monster_of_last_turn_turned_face_down_and_up_is_new() -> None:
    """HX-534 (R-EFF-4, R-EFF-3, R-POS-1, R-POS-2, R-RIT-4): HX Rite Knight (Effect: 500
    damage); FX-FLIPDOWN turns 1 face-up monster face-down.
    Setup: P1 turn 3 controls V6-2000; hand: HX Knight Rite, FX-FLIPDOWN; Extra: HX Rite
    Knight.
    Actions: turn 3: Knight Rite; the effect; a manual change to Defense. Turn 5: the
    effect; FX-FLIPDOWN on the Knight; a manual change to face-up Attack; the effect; a
    third activation and a second manual change.
    Expected: turn 3: 7500; the change is refused (it arrived this turn). Turn 5: 7000;
    the change is allowed (it arrived on turn 3); face-down and up again it is new: 6500;
    then both are refused."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[KNIGHT_RITE.name, FLIPDOWN],
                         extra=[KNIGHT.name], deck=["V1-100"] * 10))
    knight = ritual_on_field(duel, KNIGHT_RITE.name)
    do(duel, f"activate {knight}")
    assert duel.lp == [8000, 7500]
    refused(duel, f"position {knight} def")
    to_turn(duel, 5)
    do(duel, f"activate {knight}")
    assert duel.lp == [8000, 7000]
    play(duel, FLIPDOWN, zone="s0", picks=(knight,))
    assert duel.pos[duel.inst(knight)] == SET
    do(duel, f"position {knight} atk")
    do(duel, f"activate {knight}")
    assert duel.lp == [8000, 6500]
    refused(duel, f"activate {knight}")
    refused(duel, f"position {knight} def")


def test_hx_535_ritual_summoned_this_turn_is_not_a_revival_nor_the_gy_copy() -> None:
    """HX-535 (R-RIT-4, R-RIT-5, R-RIT-1, R-EFF-4, R-MAIN-4): "HX Rite Herald": Requirement:
    this card was Ritual Summoned this turn. Effect: the opponent takes 800 damage. "HX
    Herald Rite": Ritual Summon it with monsters from your hand and/or field.
    Setup: P1 turn 3 controls V6-2000; hand: HX Herald Rite x2, Dark Hole, Monster Reborn,
    FX-RECALL, V6-2000; Extra: HX Rite Herald.
    Actions: Herald Rite with the field V6-2000; the effect; Dark Hole; Monster Reborn on
    the Herald; FX-RECALL on it; the second Herald Rite (the hand V6-2000); the effect.
    Expected: 7200. With the Herald in the GY the second Rite is refused (it summons from
    the Extra Deck only). Revived it was Special Summoned, not Ritual Summoned: refused.
    Recalled it goes to the Extra Deck; Ritual Summoned again it may activate: 6400."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)],
                         hand=[HERALD_RITE.name, HERALD_RITE.name, HOLE, REBORN, RECALL,
                               "V6-2000"], extra=[HERALD.name]))
    herald = ritual_on_field(duel, HERALD_RITE.name, "V6-2000")
    assert names(duel, 0, "hand").count("V6-2000") == 1
    do(duel, f"activate {herald}")
    assert duel.lp == [8000, 7200]
    play(duel, HOLE, zone="s0")
    assert HERALD.name in names(duel, 0, "gy")
    no_spell(duel, hand(duel, HERALD_RITE.name))
    play(duel, REBORN, zone="s0", picks=(find(duel, HERALD.name, 0, "gy"),), pos="atk")
    revived = mine(duel, HERALD.name)
    refused(duel, f"activate {revived}")
    play(duel, RECALL, zone="s0", picks=(revived,))
    assert names(duel, 0, "extra") == [HERALD.name]
    again = ritual_on_field(duel, HERALD_RITE.name)
    do(duel, f"activate {again}")
    assert duel.lp == [8000, 6400]


# ============================================================ Maximum Mode, zones
def test_hx_536_a_level_12_ritual_with_the_maximum_monster_and_one_hand_card() -> None:
    """HX-536 (R-MAX-13, R-MAX-5, R-MAX-8, R-RIT-3, R-ZONE-5, R-MAX-3): "HX Grand Rite" Ritual
    Summons "HX Rite Colossus" (Level 12) with monsters from your hand and/or field.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, HX Grand
    Rite, V2-500, V4-1600, V6-2000; Extra: HX Rite Colossus.
    Actions: Maximum Summon; Grand Rite; P1 picks V2-500.
    Expected: the Maximum Mode monster is one Level 10 material (the side pieces are never
    offered) and the only one that frees a zone: offered are it and the three hand
    monsters (2+4+6 would leave no zone). After V2-500 only the Maximum monster completes
    12 with no surplus: it is taken without a question; all three pieces go to the GY."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, GRAND_RITE.name, "V2-500", "V4-1600",
                               "V6-2000"], extra=[COLOSSUS.name]))
    maximum(duel)
    center = duel.oid[duel.mz[0][1]]
    do(duel, f"activate {hand(duel, GRAND_RITE.name)} s0")
    assert picks(duel) == {center, hand(duel, "V2-500"), hand(duel, "V4-1600"),
                           hand(duel, "V6-2000")}
    do(duel, f"pick {hand(duel, 'V2-500')}")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert not duel.maxm[0] and names(duel, 0, "mzone") == [COLOSSUS.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, "V2-500",
                                                   GRAND_RITE.name])
    assert sorted(names(duel, 0, "hand")) == ["V4-1600", "V6-2000"]
