"""Held-out style conformance scenarios HX-957..HX-976 (HX-977..HX-996: file 15b), like
SC-01..SC-30 of RULES.md section 19, on Ritual Summons (R-RIT) where they meet other
rules: Level totals with no surplus (R-RIT-3) when Levels are changed by Field Spells,
a monster's continuous effect, an Equip Spell or "this turn" effects (R-FIELD-1,
R-EFF-5, R-EFF-6, R-EQUIP-1); materials from the hand and the field together; a full
row of Monster Zones freed only by field materials (R-ZONE-5); face-down monsters as
material; a Maximum Mode monster (R-MAX-13 default: one material with the center's
properties, all three cards to the GY) against Maximum pieces used as ordinary
monsters (R-MAX-11); bans on Special Summons from the Extra Deck; a Trap that reads the
Ritual Monster's Level in the window after its summon; and refusals when no valid
material set exists. Expectations come from RULES.md (and its section 20 card facts)
alone.

Throwaway cards (codes 968830001.., names "HX ...") are defined below, each with a
comment saying what it does; test_heldout_rituals15b.py imports some of them.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnSummon
from rushdesk.engine.effects.core import Op
from rushdesk.engine.effects.ops import THIS_TURN, Destroy, Grant
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_LEVEL

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    DESP,
    DESP_L,
    DESP_R,
    FIELD_A,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    answer,
    builder,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import idle, kind, no_spell, refused, settle

RIT = CardType.MONSTER | CardType.RITUAL
RITUAL_SPELL = CardType.SPELL | CardType.RITUAL
SPELL = CardType.SPELL
TRAP = CardType.TRAP
UP = Sel(face="up")  # face-up monsters you control
HAND = Sel(where=("hand",), kind="monster")  # monsters in your hand
HAND_UP = Sel(where=("hand", "mzone"), kind="monster", face="up")  # hand or face-up field
HAND_ANY = Sel(where=("hand", "mzone"), kind="monster")  # hand or field, either face


def code(n: int) -> int:
    return 968_830_000 + n


def _ritual(n: int, name: str, level: int, race: str, attr: Attribute, atk: int,
            dfn: int) -> CardData:
    """A Ritual Monster without effect (kept in the Extra Deck)."""
    return CardData(code(n), name, RIT, attribute=attr, race=race, level=level, atk=atk,
                    defense=dfn)


def _rite(n: int, name: str, monster: str, total: int, materials: Sel,
          position: str = "choose", then: tuple[Op, ...] = ()) -> CardData:
    """A Ritual Spell: Ritual Summon `monster` from your Extra Deck by sending
    `materials` whose Levels total `total` or more (no surplus) to the GY."""
    return CardData(code(n), name, RITUAL_SPELL, behaviour=CardScript(Effect(
        kind="spell", ops=(RitualSummon((monster,), total, materials, position), *then))))


# Ritual Monster, Level 6 LIGHT Warrior 2300/2000, no effect.
PALADIN = _ritual(1, "HX Rite Paladin", 6, "Warrior", Attribute.LIGHT, 2300, 2000)
# Ritual Spell: Ritual Summon "HX Rite Paladin" with face-up monsters you control, Level 6+.
PALADIN_RITE = _rite(2, "HX Paladin Rite", PALADIN.name, 6, UP)
# Ritual Spell: Ritual Summon "HX Rite Paladin" with monsters from your hand only, Level 6+.
PALM_RITE = _rite(3, "HX Paladin Palm Rite", PALADIN.name, 6, HAND)
# Ritual Spell: Ritual Summon "HX Rite Paladin" with monsters from your hand and/or
# face-up monsters you control, Level 6+.
OPEN_RITE = _rite(4, "HX Paladin Open Rite", PALADIN.name, 6, HAND_UP)
# Ritual Spell: Ritual Summon "HX Rite Paladin" with monsters from your hand and/or
# monsters you control (face-up or face-down), Level 6+.
VEIL_RITE = _rite(5, "HX Paladin Veil Rite", PALADIN.name, 6, HAND_ANY)
# Ritual Monster, Level 8 DARK Spellcaster 2800/2400, no effect.
LORD = _ritual(6, "HX Rite Lord", 8, "Spellcaster", Attribute.DARK, 2800, 2400)
# Ritual Spell: Ritual Summon "HX Rite Lord" with monsters from your hand and/or face-up
# monsters you control, Level 8+.
LORD_RITE = _rite(7, "HX Lord Rite", LORD.name, 8, HAND_UP)
# Ritual Spell: Ritual Summon "HX Rite Lord" with face-up monsters you control, Level 8+.
LORD_FIELD_RITE = _rite(8, "HX Lord Field Rite", LORD.name, 8, UP)
# Ritual Monster, Level 7 FIRE Dragon 2500/1800, no effect.
SEVEN = _ritual(9, "HX Rite Seven", 7, "Dragon", Attribute.FIRE, 2500, 1800)
# Ritual Spell: Ritual Summon "HX Rite Seven" with face-up monsters you control, Level 7+.
SEVEN_RITE = _rite(10, "HX Seven Rite", SEVEN.name, 7, UP)
# Ritual Monster, Level 10 EARTH Rock 3300/3000, no effect.
TITAN = _ritual(11, "HX Rite Titan", 10, "Rock", Attribute.EARTH, 3300, 3000)
# Ritual Spell: Ritual Summon "HX Rite Titan" with face-up monsters you control, Level 10+.
TITAN_RITE = _rite(12, "HX Titan Rite", TITAN.name, 10, UP)
# Ritual Monster, Level 12 EARTH Rock 3800/3500, no effect.
COLOSSUS = _ritual(13, "HX Rite Colossus", 12, "Rock", Attribute.EARTH, 3800, 3500)
# Ritual Spell: Ritual Summon "HX Rite Colossus" with face-up monsters you control,
# Level 12+.
COLOSSUS_RITE = _rite(14, "HX Colossus Rite", COLOSSUS.name, 12, UP)
# Ritual Spell: Ritual Summon "HX Rite Colossus" with monsters from your hand and/or
# face-up monsters you control, Level 12+.
COLOSSUS_OPEN_RITE = _rite(15, "HX Colossus Open Rite", COLOSSUS.name, 12, HAND_UP)
# Field Spell: face-up monsters you control gain 2 Levels.
HIGHLAND = hx_field(code(16), "HX Highland", Cont(UP, MOD_LEVEL, 2, "gain 2 Levels"))
# Field Spell: face-up monsters your opponent controls lose 2 Levels.
LOWLAND = hx_field(code(17), "HX Lowland",
                   Cont(Sel(who="opp", face="up"), MOD_LEVEL, -2, "lose 2 Levels"))
# Normal Spell: 1 face-up monster you control gains 3 Levels until the end of this turn.
SURGE = hx_card(code(18), "HX Level Surge", SPELL, Effect(kind="spell", ops=(
    Grant(UP, kind=MOD_LEVEL, value=3, duration=THIS_TURN, phrase="gains 3 Levels"),)))
# Level 4 EARTH Warrior 1000/1000. [CONTINUOUS EFFECT] Other face-up monsters you control
# gain 2 Levels.
LIFTER = hx_monster(code(19), "HX Level Lifter", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", not_self=True), MOD_LEVEL, 2, "gain 2 Levels"),)))
# Field Spell: neither player can Special Summon monsters from the Extra Deck.
SEALED = hx_card(code(20), "HX Sealed Ground", SPELL | CardType.FIELD, Effect(
    kind="field", bans=(Ban("spsummon", "both", Sel(where=("extra",), who="any", kind="monster"),
                            "Special Summon monsters from the Extra Deck"),)))
# Field Spell: neither player can Special Summon monsters from the hand.
STILL = hx_card(code(21), "HX Still Ground", SPELL | CardType.FIELD, Effect(
    kind="field", bans=(Ban("spsummon", "both", Sel(where=("hand",), who="any", kind="monster"),
                            "Special Summon monsters from the hand"),)))
# Equip Spell: equip to 1 face-up monster you control; it gains 2 Levels.
CROWN = hx_equip(code(22), "HX Rank Crown", Cont(EQUIPPED, MOD_LEVEL, 2, "gains 2 Levels"))
# Level 3 WIND Beast 1200/800. [EFFECT] Requirement: none. Effect: this card gains 3
# Levels until the end of this turn.
ADEPT = CardData(code(23), "HX Rising Adept", CardType.MONSTER | CardType.EFFECT,
                 attribute=Attribute.WIND, race="Beast", level=3, atk=1200, defense=800,
                 behaviour=CardScript(Effect(ops=(Grant(
                     THIS, kind=MOD_LEVEL, value=3, duration=THIS_TURN,
                     phrase="gains 3 Levels"),))))
# Trap: when your opponent Special Summons a Level 7 or higher monster: destroy it.
SNIPE = hx_card(code(24), "HX High Snipe", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",), monster=Sel(who="opp", level_min=7)),
    ops=(Destroy(Sel(who="opp", memo="summoned")),)))

HX_CARDS = [PALADIN, PALADIN_RITE, PALM_RITE, OPEN_RITE, VEIL_RITE, LORD, LORD_RITE,
            LORD_FIELD_RITE, SEVEN, SEVEN_RITE, TITAN, TITAN_RITE, COLOSSUS, COLOSSUS_RITE,
            COLOSSUS_OPEN_RITE, HIGHLAND, LOWLAND, SURGE, LIFTER, SEALED, STILL, CROWN, ADEPT,
            SNIPE]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


# ------------------------------------------------------------ helpers
def hand(duel: Duel, name: str, p: int | None = None) -> int:
    return find(duel, name, duel.tp if p is None else p, "hand")


def mine(duel: Duel, name: str, p: int | None = None, nth: int = 0) -> int:
    return find(duel, name, duel.tp if p is None else p, "mzone", nth)


def lv(duel: Duel, oid: int) -> int:
    """The current Level of the card with object id `oid`."""
    return duel.level(duel.inst(oid))


def field(duel: Duel, p: int = 0) -> list[str]:
    """The names of `p`'s monsters, sorted (where a summoned monster goes is not asked)."""
    return sorted(n for n in names(duel, p, "mzone") if n)


def spell_legal(duel: Duel, name: str) -> bool:
    """May the turn player activate Spell `name` from the hand (in some S/T zone) now?"""
    o = hand(duel, name)
    return any(a.kind == "activate" and a.card == o for a in duel.legal_actions())


def expect_offer(duel: Duel, cards: set[int]) -> None:
    """The materials offered now are exactly `cards` (a forced single one may already
    have been taken without a question: then the position is asked)."""
    if kind(duel) == "pick":
        assert picks(duel) == cards
    else:
        assert len(cards) == 1 and kind(duel) == "position", duel.request


def activate(duel: Duel, name: str, zone: str = "s0") -> None:
    do(duel, f"activate {hand(duel, name)} {zone}")


def rite(duel: Duel, name: str, *mats: int, pos: str = "atk", zone: str = "s0") -> None:
    """Activate Ritual Spell `name` from the hand, pick `mats` where asked, choose `pos`."""
    activate(duel, name, zone)
    answer(duel, picks=mats, pos=pos)


# ============================================================ Levels changed by Field Spells
def test_hx_957_my_field_spell_makes_one_monster_enough_and_the_other_surplus() -> None:
    """HX-957 (R-RIT-3, R-RIT-2, R-FIELD-1, R-RIT-4): "HX Highland" (Field Spell: face-up
    monsters you control gain 2 Levels); "HX Paladin Rite" (Ritual Spell: Ritual Summon
    "HX Rite Paladin", Level 6, with face-up monsters you control totalling Level 6+).
    Setup: P1 turn 3 controls face-up V4-1600 and V2-500; hand: the Rite; Extra: the
    Paladin. (a) Highland face-up in P1's Field Zone: V4-1600 is Level 6, V2-500 Level
    4: {V4-1600} is the only set ({6, 4}: without the 4 still 6, surplus): V2-500 is
    not offered and stays; the Paladin arrives as a Level 8 monster. (b) Without
    Highland: 4 + 2 is the only set: both are offered and both go."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=[PALADIN_RITE.name],
                         extra=[PALADIN.name], field_spell=(HIGHLAND.name, ATK)))
    v16, v2 = mine(duel, "V4-1600"), mine(duel, "V2-500")
    assert lv(duel, v16) == 6 and lv(duel, v2) == 4
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, {v16})
    answer(duel, picks=(v16,), pos="atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V2-500"])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", PALADIN_RITE.name])
    assert lv(duel, mine(duel, PALADIN.name)) == 8
    plain = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                          hand=[PALADIN_RITE.name], extra=[PALADIN.name]))
    pair = {mine(plain, "V4-1600"), mine(plain, "V2-500")}
    activate(plain, PALADIN_RITE.name)
    expect_offer(plain, pair)
    answer(plain, picks=tuple(pair), pos="atk")
    assert field(plain) == [PALADIN.name]


def test_hx_958_the_opponents_field_spell_makes_two_materials_necessary() -> None:
    """HX-958 (R-RIT-3, R-FIELD-1, R-RIT-4, R-ZONE-5): "HX Lowland" (Field Spell: face-up
    monsters your opponent controls lose 2 Levels), face-up on P2's side; HX Paladin Rite
    (HX-957). Setup: P1 turn 3 controls face-up V6-2000 and V4-1600; hand: the Rite;
    Extra: HX Rite Paladin.
    Expected: V6-2000 is Level 4 and V4-1600 Level 2: neither alone reaches 6, together
    exactly 6: both are offered and both go; the Paladin arrives on P1's side and is Level
    4 there. (b) Without Lowland: V6-2000 alone; V4-1600 would be surplus and stays."""
    p0 = Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK)], hand=[PALADIN_RITE.name],
              extra=[PALADIN.name])
    duel = build(p0=p0, p1=Side(field_spell=(LOWLAND.name, ATK)))
    v6, v16 = mine(duel, "V6-2000"), mine(duel, "V4-1600")
    assert lv(duel, v6) == 4 and lv(duel, v16) == 2
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, {v6, v16})
    answer(duel, picks=(v6, v16), pos="atk")
    idle(duel)
    assert field(duel) == [PALADIN.name] and lv(duel, mine(duel, PALADIN.name)) == 4
    assert sorted(names(duel, 0, "gy")) == sorted(["V6-2000", "V4-1600", PALADIN_RITE.name])
    plain = build(p0=p0)
    activate(plain, PALADIN_RITE.name)
    expect_offer(plain, {mine(plain, "V6-2000")})
    answer(plain, picks=(mine(plain, "V6-2000"),), pos="atk")
    assert field(plain) == sorted([PALADIN.name, "V4-1600"])


# ============================================================ "this turn" and continuous Levels
def test_hx_959_a_level_gained_this_turn_expires_with_the_turn() -> None:
    """HX-959 (R-EFF-6, R-END-1, R-RIT-3, R-RIT-4, R-SPELL-1): "HX Level Surge" (Normal
    Spell: 1 face-up monster you control gains 3 Levels until the end of this turn); "HX
    Seven Rite" (Ritual Spell: Ritual Summon "HX Rite Seven", Level 7, with face-up
    monsters you control, Level 7+).
    Setup: P1 turn 3 controls face-up V4-1800; hand: the Rite, two Surges; Extra: HX Rite
    Seven. Actions: turn 3: Surge on V4-1800; turn 5: the Rite; the second Surge; the Rite.
    Expected: the Rite is refused at first (4), legal after the Surge (7). On turn 5 the
    Level is 4 again: refused. After the second Surge V4-1800 is the material and HX Rite
    Seven is summoned in face-up Defense."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[SEVEN_RITE.name, SURGE.name,
                                                            SURGE.name], extra=[SEVEN.name]))
    v18 = mine(duel, "V4-1800")
    no_spell(duel, hand(duel, SEVEN_RITE.name))
    activate(duel, SURGE.name)
    answer(duel, picks=(v18,))
    assert lv(duel, v18) == 7 and spell_legal(duel, SEVEN_RITE.name)
    while duel.turn < 5:
        do(duel, "end")
    assert duel.turn == 5 and lv(duel, v18) == 4
    no_spell(duel, hand(duel, SEVEN_RITE.name))
    activate(duel, SURGE.name)
    answer(duel, picks=(v18,))
    rite(duel, SEVEN_RITE.name, v18, pos="def")
    idle(duel)
    seven = duel.inst(mine(duel, SEVEN.name))
    assert field(duel) == [SEVEN.name] and duel.pos[seven] == DEF
    assert "V4-1800" in names(duel, 0, "gy")


def test_hx_960_a_continuous_level_boost_leaves_one_material_and_lifts_the_summoned() -> None:
    """HX-960 (R-EFF-5, R-RIT-3, R-RIT-2, R-RIT-4): "HX Level Lifter" (Level 4: [CONTINUOUS
    EFFECT] other face-up monsters you control gain 2 Levels); HX Paladin Rite (HX-957).
    Setup: P1 turn 3 controls face-up HX Level Lifter and V4-1600; hand: the Rite; Extra:
    HX Rite Paladin.
    Expected: V4-1600 is Level 6, the Lifter 4: {V4-1600} is the only set (the Lifter
    alone is short, both together surplus). The Lifter stays, and the Paladin arriving
    beside it is Level 8."""
    duel = build(p0=Side(monsters=[(LIFTER.name, ATK), ("V4-1600", ATK)],
                         hand=[PALADIN_RITE.name], extra=[PALADIN.name]))
    lifter, v16 = mine(duel, LIFTER.name), mine(duel, "V4-1600")
    assert lv(duel, lifter) == 4 and lv(duel, v16) == 6
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, {v16})
    answer(duel, picks=(v16,), pos="atk")
    idle(duel)
    assert field(duel) == sorted([LIFTER.name, PALADIN.name])
    assert lv(duel, mine(duel, PALADIN.name)) == 8
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", PALADIN_RITE.name])


def test_hx_961_the_lifter_and_the_monster_it_lifts_reach_ten_together() -> None:
    """HX-961 (R-RIT-3, R-RIT-2, R-EFF-5, R-REQ-1): HX Level Lifter (HX-960); "HX Titan
    Rite" (Ritual Spell: Ritual Summon "HX Rite Titan", Level 10, with face-up monsters
    you control, Level 10+).
    (a) P1 turn 3 controls face-up V4-1800 and V4-1600; hand: the Rite: 4 + 4 = 8:
    refused. (b) P1 controls the Lifter and V4-1600 (Level 6 beside it): the materials'
    Levels are those they have as they are sent, 4 + 6 = 10 with no surplus: both go and
    HX Rite Titan is summoned (Level 10, the Lifter gone)."""
    short = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                          hand=[TITAN_RITE.name], extra=[TITAN.name]))
    no_spell(short, hand(short, TITAN_RITE.name))
    duel = build(p0=Side(monsters=[(LIFTER.name, ATK), ("V4-1600", ATK)],
                         hand=[TITAN_RITE.name], extra=[TITAN.name]))
    pair = (mine(duel, LIFTER.name), mine(duel, "V4-1600"))
    activate(duel, TITAN_RITE.name)
    expect_offer(duel, set(pair))
    answer(duel, picks=pair, pos="atk")
    idle(duel)
    assert field(duel) == [TITAN.name] and lv(duel, mine(duel, TITAN.name)) == 10
    assert sorted(names(duel, 0, "gy")) == sorted([LIFTER.name, "V4-1600", TITAN_RITE.name])


# ============================================================ hand and field together
def test_hx_962_a_field_spell_lifts_the_field_material_but_not_the_hand_one() -> None:
    """HX-962 (R-FIELD-1, R-RIT-2, R-RIT-3, R-ZONE-3): "HX Lord Rite" (Ritual Spell: Ritual
    Summon "HX Rite Lord", Level 8, with monsters from your hand and/or face-up monsters
    you control, Level 8+); HX Highland (HX-957).
    Setup: P1 turn 3 controls face-up V2-500; hand: the Rite, Highland, V4-1400, V1-100;
    Extra: HX Rite Lord.
    Expected: 2 + 4 + 1 = 7: the Rite is refused. With Highland active V2-500 is Level 4
    (the hand cards keep their Levels): {V2-500, V4-1400} = 8 is the only set ({4, 4, 1}
    is surplus): V1-100 is never offered and stays in the hand."""
    duel = build(p0=Side(monsters=[("V2-500", ATK)],
                         hand=[LORD_RITE.name, HIGHLAND.name, "V4-1400", "V1-100"],
                         extra=[LORD.name]))
    no_spell(duel, hand(duel, LORD_RITE.name))
    activate(duel, HIGHLAND.name, "f")
    settle(duel)
    v2, v14 = mine(duel, "V2-500"), hand(duel, "V4-1400")
    assert lv(duel, v2) == 4 and lv(duel, v14) == 4
    activate(duel, LORD_RITE.name)
    expect_offer(duel, {v2, v14})
    answer(duel, picks=(v14, v2), pos="atk")
    idle(duel)
    assert field(duel) == [LORD.name] and names(duel, 0, "hand") == ["V1-100"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V4-1400", LORD_RITE.name])


def test_hx_963_a_full_row_keeps_a_lone_level_8_hand_card_out() -> None:
    """HX-963 (R-ZONE-5, R-ZONE-1, R-RIT-2, R-RIT-3): HX Lord Rite (HX-962: hand and/or
    face-up field, Level 8+).
    Setup: P1 turn 3 controls face-up V4-1600, V4-1400 and V1-100 (a full row); hand: the
    Rite, Blue-Eyes White Dragon (Level 8), V4-1800; Extra: HX Rite Lord.
    Expected: Blue-Eyes alone totals 8 but frees no Monster Zone, and with any field
    monster it is surplus: it is never offered; V1-100 is surplus in every set. Offered:
    V4-1600, V4-1400, V4-1800. After V4-1800 (hand) only a field Level 4 may follow; with
    V4-1600 the Lord takes the zone V4-1600 left; Blue-Eyes stays in the hand."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V1-100", ATK)],
                         hand=[LORD_RITE.name, BEWD, "V4-1800"], extra=[LORD.name]))
    v16, v14, v18 = mine(duel, "V4-1600"), mine(duel, "V4-1400"), hand(duel, "V4-1800")
    activate(duel, LORD_RITE.name)
    assert kind(duel) == "pick" and picks(duel) == {v16, v14, v18}
    do(duel, f"pick {v18}")
    assert kind(duel) == "pick" and picks(duel) == {v16, v14}
    answer(duel, picks=(v16,), pos="atk")
    idle(duel)
    assert names(duel, 0, "mzone") == [LORD.name, "V4-1400", "V1-100"]
    assert names(duel, 0, "hand") == [BEWD]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V4-1600", LORD_RITE.name])


def test_hx_964_face_down_monsters_are_material_only_where_the_rite_allows() -> None:
    """HX-964 (R-RIT-2, R-RIT-3, R-ZONE-5, R-POS-2): HX Paladin Rite (face-up monsters you
    control, Level 6+); "HX Paladin Veil Rite" (monsters from your hand and/or field,
    face-up or face-down, Level 6+).
    (a) P1 turn 3 controls a face-down V6-2000 and face-up V4-1600 and V2-500; hand: the
    Paladin Rite. Only V4-1600 + V2-500 can be sent (the face-down V6-2000 is not
    offered), which frees zones: the Paladin arrives and V6-2000 stays face-down.
    (b) P1 controls a face-down V6-2000 and face-up V1-100; hand: both Rites. The Paladin
    Rite is refused (1); the Veil Rite takes V6-2000 alone (with V1-100 surplus)."""
    duel = build(p0=Side(monsters=[("V6-2000", SET), ("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[PALADIN_RITE.name], extra=[PALADIN.name]))
    pair = (mine(duel, "V4-1600"), mine(duel, "V2-500"))
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, set(pair))
    answer(duel, picks=pair, pos="atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V6-2000"])
    assert duel.pos[duel.mz[0][0]] == SET and names(duel, 0, "mzone")[0] == "V6-2000"
    duel = build(p0=Side(monsters=[("V6-2000", SET), ("V1-100", ATK)],
                         hand=[PALADIN_RITE.name, VEIL_RITE.name], extra=[PALADIN.name]))
    no_spell(duel, hand(duel, PALADIN_RITE.name))
    v6 = mine(duel, "V6-2000")
    activate(duel, VEIL_RITE.name)
    expect_offer(duel, {v6})
    answer(duel, picks=(v6,), pos="def")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V1-100"])
    assert duel.pos[duel.inst(mine(duel, PALADIN.name))] == DEF
    assert "V6-2000" in names(duel, 0, "gy")


# ============================================================ no valid material set
def test_hx_965_no_valid_set_refuses_the_rite_from_the_hand_and_when_set() -> None:
    """HX-965 (R-RIT-1, R-RIT-2, R-RIT-3, R-SPELL-1, R-SPELL-2): HX Paladin Rite (face-up
    monsters you control, Level 6+).
    (a) P1 turn 3 controls face-up V4-1600 and V1-100 (5); P2 controls V6-2000 (not P1's:
    never a material); hand: the Rite; another Rite Set earlier; Extra: HX Rite Paladin.
    Both Rites are refused, and nothing changes.
    (b) P1 controls face-up V6-2000 but HX Rite Paladin is in P1's GY (P2's Extra Deck
    holds one): it summons only from P1's own Extra Deck: refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)], hand=[PALADIN_RITE.name],
                         spells=[(PALADIN_RITE.name, SET)], extra=[PALADIN.name]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    no_spell(duel, hand(duel, PALADIN_RITE.name))
    refused(duel, f"activate {find(duel, PALADIN_RITE.name, 0, 'szone')}")
    assert names(duel, 0, "extra") == [PALADIN.name]
    gone = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name],
                         gy=[PALADIN.name]), p1=Side(extra=[PALADIN.name]))
    no_spell(gone, hand(gone, PALADIN_RITE.name))
    assert names(gone, 0, "gy") == [PALADIN.name]


def test_hx_966_a_ban_on_extra_deck_summons_stops_the_rite_not_a_ban_on_the_hand() -> None:
    """HX-966 (R-FIELD-1, R-FIELD-2, R-RIT-4, R-RIT-1, R-MAIN-4): "HX Sealed Ground" (Field
    Spell: neither player can Special Summon monsters from the Extra Deck); "HX Still
    Ground" (Field Spell: neither player can Special Summon monsters from the hand);
    FX-FIELD-A (Field Spell: +100 ATK).
    (a) P2 has Sealed Ground face-up. P1 turn 3 controls face-up V6-2000; hand: HX
    Paladin Rite, FX-FIELD-A; Extra: HX Rite Paladin. A Ritual Summon is a Special
    Summon from the Extra Deck: refused. FX-FIELD-A goes to P1's own Field Zone and does
    not replace P2's: still refused.
    (b) P2 has Still Ground instead: the Ritual Summon is not from the hand: legal."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name, FIELD_A],
                         extra=[PALADIN.name]),
                 p1=Side(field_spell=(SEALED.name, ATK)))
    no_spell(duel, hand(duel, PALADIN_RITE.name))
    activate(duel, FIELD_A, "f")
    settle(duel)
    assert duel.data[duel.fz[0]].name == FIELD_A and duel.data[duel.fz[1]].name == SEALED.name
    no_spell(duel, hand(duel, PALADIN_RITE.name))
    still = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name],
                          extra=[PALADIN.name]),
                  p1=Side(field_spell=(STILL.name, ATK)))
    rite(still, PALADIN_RITE.name, mine(still, "V6-2000"))
    idle(still)
    assert field(still) == [PALADIN.name] and names(still, 0, "extra") == []


# ============================================================ Maximum pieces and Maximum Mode
def test_hx_967_pieces_summoned_apart_are_two_materials_in_maximum_mode_one() -> None:
    """HX-967 (R-MAX-11, R-MAX-13, R-MAX-8, R-MAX-6, R-RIT-3): HX Seven Rite (face-up
    monsters you control, Level 7+, for HX Rite Seven).
    (a) P1 turn 3 controls Supreme Machine Magnum Overlord [L] (Level 4) and [R] (Level 3)
    as separate face-up monsters, and V1-100. They are ordinary monsters with their
    printed Levels: {[L], [R]} = 7 is the only set; V1-100 would be surplus and stays.
    (b) P1 Maximum Summons Supreme Machine Magnum Overlord: the Maximum Mode monster is
    one Level 10 material (its pieces are never offered apart); all three cards go to
    the GY and HX Rite Seven takes a zone."""
    duel = build(p0=Side(monsters=[(OVL_L, ATK), (OVL_R, ATK), ("V1-100", ATK)],
                         hand=[SEVEN_RITE.name], extra=[SEVEN.name]))
    assert not duel.maxm[0]
    pair = (mine(duel, OVL_L), mine(duel, OVL_R))
    assert lv(duel, pair[0]) == 4 and lv(duel, pair[1]) == 3
    activate(duel, SEVEN_RITE.name)
    expect_offer(duel, set(pair))
    answer(duel, picks=pair, pos="atk")
    idle(duel)
    assert field(duel) == sorted([SEVEN.name, "V1-100"])
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R, SEVEN_RITE.name])
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, SEVEN_RITE.name], extra=[SEVEN.name]))
    maximum(duel)
    center = duel.oid[duel.mz[0][1]]
    assert duel.maxm[0] and lv(duel, center) == 10
    activate(duel, SEVEN_RITE.name)
    expect_offer(duel, {center})
    answer(duel, picks=(center,), pos="atk")
    idle(duel)
    assert not duel.maxm[0] and field(duel) == [SEVEN.name]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, SEVEN_RITE.name])


def test_hx_968_in_maximum_mode_a_hand_only_rite_waits_for_the_field_rite() -> None:
    """HX-968 (R-MAX-3, R-ZONE-5, R-MAX-13, R-MAX-8, R-RIT-2): "HX Paladin Palm Rite"
    (Ritual Spell: HX Rite Paladin with monsters from your hand only, Level 6+); HX
    Paladin Rite (face-up monsters you control).
    Setup: P1 turn 3; hand: the three Overlord pieces, both Rites, V6-2000; Extra: two HX
    Rite Paladin. P1 Maximum Summons.
    Expected: the Palm Rite is refused (hand materials free none of the zones the
    Maximum Mode monster fills). The Paladin Rite sends the Maximum Mode monster (all
    three cards); then the Palm Rite is legal and V6-2000 summons the second Paladin."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, PALM_RITE.name, PALADIN_RITE.name, "V6-2000"],
                         extra=[PALADIN.name, PALADIN.name]))
    maximum(duel)
    no_spell(duel, hand(duel, PALM_RITE.name))
    copies = tuple(find(duel, PALADIN.name, 0, "extra", nth=k) for k in (0, 1))
    rite(duel, PALADIN_RITE.name, copies[0], duel.oid[duel.mz[0][1]])
    idle(duel)
    assert not duel.maxm[0] and field(duel) == [PALADIN.name]
    rite(duel, PALM_RITE.name, copies[1], hand(duel, "V6-2000"))
    idle(duel)
    assert field(duel) == [PALADIN.name, PALADIN.name] and names(duel, 0, "extra") == []
    assert sorted(names(duel, 0, "gy")) == sorted(
        [OVL_L, OVL, OVL_R, PALADIN_RITE.name, "V6-2000", PALM_RITE.name])


def test_hx_969_beside_a_maximum_monster_a_level_6_hand_card_is_no_material() -> None:
    """HX-969 (R-MAX-3, R-MAX-5, R-MAX-13, R-ZONE-5, R-RIT-3): "HX Paladin Open Rite"
    (Ritual Spell: HX Rite Paladin with monsters from your hand and/or face-up monsters
    you control, Level 6+).
    Setup: P1 turn 3; hand: the three Overlord pieces, the Rite, V6-2000, V2-500; Extra:
    HX Rite Paladin. P1 Maximum Summons, then activates the Rite.
    Expected: V6-2000 alone totals 6 but frees no zone; with the Maximum monster any hand
    card is surplus: the Maximum Mode monster (one card, its pieces never apart) is the
    only material; V6-2000 and V2-500 stay in the hand."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, OPEN_RITE.name, "V6-2000", "V2-500"],
                         extra=[PALADIN.name]))
    maximum(duel)
    center = duel.oid[duel.mz[0][1]]
    activate(duel, OPEN_RITE.name)
    expect_offer(duel, {center})
    answer(duel, picks=(center,), pos="def")
    idle(duel)
    assert field(duel) == [PALADIN.name] and not duel.maxm[0]
    assert sorted(names(duel, 0, "hand")) == sorted(["V6-2000", "V2-500"])
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, OPEN_RITE.name])


def test_hx_970_a_field_spell_lifts_the_whole_maximum_monster_to_level_12() -> None:
    """HX-970 (R-MAX-6, R-MAX-5, R-MAX-13, R-FIELD-1, R-RIT-3): "HX Colossus Rite" (Ritual
    Spell: Ritual Summon "HX Rite Colossus", Level 12, with face-up monsters you control,
    Level 12+); HX Highland (face-up monsters you control gain 2 Levels).
    Setup: P1 turn 3; hand: the three Overlord pieces, the Rite, Highland; Extra: HX Rite
    Colossus. P1 Maximum Summons.
    Expected: the Maximum Mode monster is one monster of Level 10 (the center's): the Rite
    is refused. With Highland it is Level 12: the Rite sends it (all three cards)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, COLOSSUS_RITE.name, HIGHLAND.name],
                         extra=[COLOSSUS.name]))
    maximum(duel)
    center = duel.oid[duel.mz[0][1]]
    no_spell(duel, hand(duel, COLOSSUS_RITE.name))
    activate(duel, HIGHLAND.name, "f")
    settle(duel)
    assert lv(duel, center) == 12
    rite(duel, COLOSSUS_RITE.name, center)
    idle(duel)
    assert field(duel) == [COLOSSUS.name] and not duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, COLOSSUS_RITE.name])


def test_hx_971_the_equip_on_a_maximum_material_follows_it_and_the_row_reopens() -> None:
    """HX-971 (R-MAX-13, R-EQUIP-4, R-MAX-8, R-MAX-3, R-MAIN-2, R-RIT-4): FX-MACHINE-EQUIP
    (equip to a face-up Machine you control: +500 ATK); HX Paladin Rite.
    Setup: P1 turn 3; hand: the three Overlord pieces, FX-MACHINE-EQUIP, the Rite, V4-1800;
    Extra: HX Rite Paladin. Maximum Summon; the Equip on the Maximum monster (4000); the
    Rite; Normal Summon V4-1800.
    Expected: the Equip attaches to the whole monster. As material all three cards go to
    the GY and the Equip follows them; the Paladin takes a zone; Maximum Mode is over, so
    V4-1800 may be Normal Summoned into either free zone."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP, PALADIN_RITE.name, "V4-1800"],
                         extra=[PALADIN.name]))
    maximum(duel)
    center = duel.oid[duel.mz[0][1]]
    activate(duel, MACHINE_EQUIP)
    answer(duel, picks=(center,))
    settle(duel)
    assert duel.atk(duel.inst(center)) == 4000
    rite(duel, PALADIN_RITE.name, center, zone="s1")
    idle(duel)
    assert names(duel, 0, "szone") == ["", "", ""] and field(duel) == [PALADIN.name]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [OVL_L, OVL, OVL_R, MACHINE_EQUIP, PALADIN_RITE.name])
    v18 = hand(duel, "V4-1800")
    free = [z for z in range(3) if duel.mz[0][z] < 0]
    assert len(free) == 2
    assert all(Action("summon", v18, z) in duel.legal_actions() for z in free)


def test_hx_972_the_three_level_10_pieces_of_despairacion_are_one_material() -> None:
    """HX-972 (R-MAX-5, R-MAX-6, R-MAX-13, R-MAX-8, R-RIT-3, R-ZONE-5): "HX Colossus Open
    Rite" (Ritual Spell: HX Rite Colossus, Level 12, with monsters from your hand and/or
    face-up monsters you control). Each Doomblaze Fiend Overlord Despairacion piece is
    Level 10 (section 20.1).
    Setup: P1 turn 3; hand: the three Despairacion pieces, the Rite, V2-500, V4-1600;
    Extra: HX Rite Colossus. P1 Maximum Summons, then activates the Rite.
    Expected: the Maximum Mode monster is one Level 10 material: offered are it, V2-500
    and V4-1600 (never a side piece, and the hand pair 6 is short). After V2-500 only
    the Maximum monster completes 12; all three pieces go; V4-1600 stays in the hand."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, COLOSSUS_OPEN_RITE.name, "V2-500",
                               "V4-1600"], extra=[COLOSSUS.name]))
    maximum(duel, DESP)
    center = duel.oid[duel.mz[0][1]]
    v2, v16 = hand(duel, "V2-500"), hand(duel, "V4-1600")
    activate(duel, COLOSSUS_OPEN_RITE.name)
    assert kind(duel) == "pick" and picks(duel) == {center, v2, v16}
    do(duel, f"pick {v2}")
    expect_offer(duel, {center})
    answer(duel, picks=(center,), pos="atk")
    idle(duel)
    assert field(duel) == [COLOSSUS.name] and names(duel, 0, "hand") == ["V4-1600"]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [DESP_L, DESP, DESP_R, "V2-500", COLOSSUS_OPEN_RITE.name])


# ============================================================ Equips and a monster's own effect
def test_hx_973_a_level_equip_makes_one_material_enough_and_goes_along() -> None:
    """HX-973 (R-EQUIP-1, R-EQUIP-4, R-RIT-3, R-RIT-2): "HX Rank Crown" (Equip Spell: equip
    to 1 face-up monster you control; it gains 2 Levels); HX Paladin Rite.
    Setup: P1 turn 3 controls face-up V4-1600 and V2-500; hand: the Crown, the Rite;
    Extra: HX Rite Paladin.
    Expected: with the Crown on V4-1600 (Level 6) it is the only material (with V2-500
    surplus); the Crown goes to the GY with it; V2-500 stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[CROWN.name, PALADIN_RITE.name], extra=[PALADIN.name]))
    v16 = mine(duel, "V4-1600")
    activate(duel, CROWN.name)
    answer(duel, picks=(v16,))
    settle(duel)
    assert lv(duel, v16) == 6
    activate(duel, PALADIN_RITE.name, "s1")
    expect_offer(duel, {v16})
    answer(duel, picks=(v16,), pos="atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V2-500"])
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", CROWN.name, PALADIN_RITE.name])


def test_hx_974_a_monster_that_raised_its_own_level_this_turn_is_the_material() -> None:
    """HX-974 (R-EFF-2, R-EFF-3, R-EFF-6, R-RIT-3): "HX Rising Adept" (Level 3: [EFFECT]
    Requirement: none. Effect: this card gains 3 Levels until the end of this turn); HX
    Paladin Rite. Setup: P1 turn 3 controls face-up HX Rising Adept (since turn 1) and
    V1-100; hand: the Rite; Extra: HX Rite Paladin.
    Expected: 3 + 1 = 4: refused. After the Adept's effect (Level 6; a second activation
    refused) the Adept alone is the material; V1-100 would be surplus and stays."""
    duel = build(p0=Side(monsters=[(ADEPT.name, ATK), ("V1-100", ATK)],
                         hand=[PALADIN_RITE.name], extra=[PALADIN.name]))
    adept = mine(duel, ADEPT.name)
    no_spell(duel, hand(duel, PALADIN_RITE.name))
    do(duel, f"activate {adept}")
    answer(duel)
    assert lv(duel, adept) == 6
    refused(duel, f"activate {adept}")
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, {adept})
    answer(duel, picks=(adept,), pos="atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V1-100"])
    assert ADEPT.name in names(duel, 0, "gy")


# ============================================================ a Ritual Monster as material
def test_hx_975_a_ritual_monster_used_as_ritual_material_goes_to_the_gy() -> None:
    """HX-975 (R-RIT-5, R-RIT-3, R-SPELL-4, R-RIT-4, §20.2 Monster Reborn): "HX Lord Field
    Rite" (Ritual Spell: HX Rite Lord, Level 8, with face-up monsters you control).
    Setup: P1 turn 3 controls face-up V6-2000 and V2-500; hand: HX Paladin Rite, the Lord
    Field Rite, Monster Reborn (Rush); Extra: HX Rite Paladin, HX Rite Lord.
    Expected: the Paladin Rite takes V6-2000 alone (V2-500 surplus); the Lord Rite takes
    the Paladin (6) and V2-500 (2); the Paladin goes to the GY, not the Extra Deck (it is
    not returned to the hand or Deck), and was properly summoned: Reborn may choose it
    among the GY's monsters and brings it back."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V2-500", ATK)],
                         hand=[PALADIN_RITE.name, LORD_FIELD_RITE.name, REBORN],
                         extra=[PALADIN.name, LORD.name]))
    v6 = mine(duel, "V6-2000")
    activate(duel, PALADIN_RITE.name)
    expect_offer(duel, {v6})
    answer(duel, picks=(v6,), pos="atk")
    idle(duel)
    pair = (mine(duel, PALADIN.name), mine(duel, "V2-500"))
    rite(duel, LORD_FIELD_RITE.name, *pair)
    idle(duel)
    assert field(duel) == [LORD.name] and names(duel, 0, "extra") == []
    assert PALADIN.name in names(duel, 0, "gy")
    activate(duel, REBORN)
    gy = {find(duel, n, 0, "gy") for n in (PALADIN.name, "V6-2000", "V2-500")}
    assert kind(duel) == "pick" and picks(duel) == gy
    answer(duel, picks=(find(duel, PALADIN.name, 0, "gy"),), pos="atk")
    idle(duel)
    assert field(duel) == sorted([LORD.name, PALADIN.name])


# ============================================================ a Trap reads the new Level
def test_hx_976_the_summon_trap_reads_the_level_the_opponents_field_spell_gives() -> None:
    """HX-976 (R-TRAP-5, R-FIELD-1, R-RIT-4, R-RIT-2, R-TRAP-4): "HX High Snipe" (Trap: when
    your opponent Special Summons a Level 7 or higher monster: destroy it); HX Lowland
    (face-up monsters your opponent controls lose 2 Levels); HX Lord Rite (hand and/or
    face-up field, Level 8+, for HX Rite Lord, Level 8).
    Setup: P1 turn 3; hand: the Lord Rite, V4-1600, V4-1800; Extra: HX Rite Lord. P2 has
    HX High Snipe Set earlier.
    (a) The two hand monsters are the materials; the Lord arrives as Level 8: P2 is asked
    and destroys it. (b) P2 also has Lowland face-up: the hand materials keep Level 4 and
    still total 8, but the Lord is Level 6 on the field: P2 is not asked."""
    p0 = Side(hand=[LORD_RITE.name, "V4-1600", "V4-1800"], extra=[LORD.name])
    duel = build(p0=p0, p1=Side(spells=[(SNIPE.name, SET)]))
    rite(duel, LORD_RITE.name, hand(duel, "V4-1600"), hand(duel, "V4-1800"))
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SNIPE.name, 1, "szone")}
    trap(duel, SNIPE.name, 1)
    settle(duel)
    idle(duel)
    assert field(duel) == [] and LORD.name in names(duel, 0, "gy")
    low = build(p0=p0, p1=Side(spells=[(SNIPE.name, SET)], field_spell=(LOWLAND.name, ATK)))
    rite(low, LORD_RITE.name, hand(low, "V4-1600"), hand(low, "V4-1800"))
    idle(low)
    assert field(low) == [LORD.name] and lv(low, mine(low, LORD.name)) == 6
    assert names(low, 1, "szone")[0] == SNIPE.name
