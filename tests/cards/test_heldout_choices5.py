"""Held-out style conformance scenarios HX-196..HX-204, written like SC-01..SC-30 of
RULES.md section 19. Expectations come from RULES.md alone. They look where rules
meet: Multi-Choice Effects of a Fusion Monster (once per turn across options, a new
monster after a trip through the Extra Deck), Fusion and Ritual Summons by card
effects with materials from the hand and the field while every Monster Zone is taken,
the no-surplus test, "up to N" and "exactly N" choices and counts that meet a Maximum
Mode monster (one monster, one card).

Small throwaway cards (codes 966600001..966600007, names starting with "HX ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    Modify,
    Per,
    SendCost,
    ToDeck,
)
from rushdesk.engine.effects.script import THIS, CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BURGER,
    EFFECT_MONSTER,
    GUARD_POS,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    TCB,
    answer,
    at,
    maximum,
    offered,
    picks,
    play,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hand, no_spell, refused

SPELL = CardType.SPELL
FUSION_MONSTER = CardType.MONSTER | CardType.FUSION | CardType.EFFECT
FUSION = "Fusion"
RECALL = "FX-RECALL"
FUS2 = "FX-FUSION-2"

ORACLE = CardData(
    966_600_001, "HX Twin Oracle", FUSION_MONSTER, attribute=Attribute.EARTH, race="Warrior",
    level=6, atk=2200, defense=1800, materials=("V4-1600", "V4-1400"),
    behaviour=CardScript(Effect(kind="multi", options=(
        (Damage(Fixed(300)),), (GainLP(Fixed(500)),)))))
OPEN_RITE = CardData(966_600_002, "HX Open Rite", SPELL | CardType.RITUAL, behaviour=CardScript(
    Effect(kind="spell", ops=(RitualSummon((BURGER,), 6, Sel(where=("hand", "mzone"),
                                                                   kind="monster")),))))
OPP_CARDS = Sel(who="opp", where=("mzone", "szone", "fzone"))
CENSUS = CardData(
    966_600_003, "HX Census", EFFECT_MONSTER, attribute=Attribute.EARTH, race="Warrior",
    level=4, atk=1000, defense=1000, behaviour=CardScript(Effect(
        conds=(Count(Sel(who="opp"), 1, 1),),
        ops=(Modify(THIS, amount=Per(300, OPP_CARDS)),))))
PURGE = CardData(966_600_004, "HX Purge", SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(Destroy(OPP_CARDS, low=1, high=2),
                       GainLP(Per(1000, memo="destroyed"))))))
HAND_OR_FIELD = Sel(where=("hand", "mzone"), kind="monster")
OFFERING = CardData(966_600_005, "HX Offering", SPELL, behaviour=CardScript(Effect(
    kind="spell", costs=(SendCost(HAND_OR_FIELD, low=2, high=2),), ops=(Draw(2),))))
GREAT_OFFERING = CardData(966_600_006, "HX Great Offering", SPELL, behaviour=CardScript(Effect(
    kind="spell", costs=(SendCost(HAND_OR_FIELD, low=3, high=3),), ops=(Draw(3),))))

RECYCLE = CardData(966_600_007, "HX Recycle", SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(ToDeck(Sel(where=("gy",), kind="monster"), low=1, high=3),
                       Draw(1)))))

HX_CARDS = [ORACLE, OPEN_RITE, CENSUS, PURGE, OFFERING, GREAT_OFFERING, RECYCLE]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def pick_if(duel: Duel, card: int) -> None:
    """Pick `card` if it is asked for (a question with one answer is not asked)."""
    if duel.request.kind == "pick" and card in picks(duel):
        do(duel, f"pick {card}")


def p2_max(p0: Side, p1_spells: tuple = ()) -> Duel:  # type: ignore[type-arg]
    """P2 Maximum Summons the Overlord on turn 2; returns P1's turn 3 Main Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R],
                                              spells=list(p1_spells)))
    maximum(duel, OVL)
    answer(duel)
    do(duel, "end")
    while duel.turn < 3:
        do(duel, "end")
    assert duel.maxm[1] and duel.request.kind == "main" and duel.current_player == 0
    return duel


# ============================================================ Multi-Choice + Fusion
def test_hx_196_multi_choice_fusion_once_per_turn_and_new_after_the_extra_deck() -> None:
    """HX-196 (R-FUS-8, R-EFF-3, R-EFF-4, R-FUS-6, R-FUS-3, R-FUS-5): "HX Twin Oracle"
    (Fusion, materials "V4-1600" + "V4-1400"): [MULTI-CHOICE EFFECT] Requirement: none;
    options: the opponent takes 300 damage, or you gain 500 LP.
    Setup: P1 turn 3 controls face-up V4-1600 A and B; hand: Polymerization (Rush) x2,
    FX-RECALL, V4-1400 x2; Extra Deck: HX Twin Oracle.
    Actions: Poly (A + a V4-1400 from the hand), Oracle picks the damage; try Oracle
    again; FX-RECALL returns Oracle; Poly again (B + the other V4-1400); Oracle picks
    the LP gain.
    Expected: P2 7700 and the second activation is refused, whatever option. The
    returned Oracle goes to the Extra Deck, not the hand; summoned again it is a new
    monster and may activate: P1 8500. Oracle's effect is then refused again."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1600", ATK)],
                         hand=[POLY, POLY, RECALL, "V4-1400", "V4-1400"],
                         extra=[ORACLE.name]))
    a = find(duel, "V4-1600", 0, "mzone", 0)
    play(duel, POLY, picks=(find(duel, ORACLE.name, 0, "extra"), a, hand(duel, "V4-1400")))
    oracle = find(duel, ORACLE.name, 0, "mzone")
    assert duel.pos[duel.inst(oracle)] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, "V4-1600", "V4-1400"])
    do(duel, f"activate {oracle}")
    assert duel.request.kind == "option"
    do(duel, "option 0")
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {oracle}")
    assert oracle not in offered(duel)
    play(duel, RECALL, picks=(oracle,))
    assert names(duel, 0, "extra") == [ORACLE.name] and ORACLE.name not in names(duel, 0, "hand")
    b = find(duel, "V4-1600", 0, "mzone")
    play(duel, POLY, picks=(find(duel, ORACLE.name, 0, "extra"), b, hand(duel, "V4-1400")),
         pos="def")
    again = find(duel, ORACLE.name, 0, "mzone")
    assert duel.pos[duel.inst(again)] == DEF
    assert again in offered(duel)
    do(duel, f"activate {again}")
    do(duel, "option 1")
    assert duel.lp == [8500, 7700]
    refused(duel, f"activate {again}")


# ============================================================ Fusion: where materials come from
def test_hx_197_poly_takes_a_face_down_material_and_must_free_a_zone() -> None:
    """HX-197 (R-FUS-2, R-FUS-3, R-FUS-4, R-FUS-5, R-ZONE-5): P1 turn 3 controls a
    face-down V4-1600 (zone 0), face-up V1-100 and V2-500: all three Monster Zones are
    taken. Hand: Fusion, Polymerization (Rush), V4-1400 x2, V4-1600. Extra: FX-FUSION-2.
    Expected: "Fusion" is refused (its only V4-1600 on the field is face-down; the hand
    is not allowed). Polymerization is legal, but a Fusion with both materials from the
    hand would need a free zone: the V4-1600 in the hand is never offered; the face-down
    V4-1600 and the V4-1400 in the hand are. Result: both to the GY, FX-FUSION-2 face-up
    in zone 0; V1-100 and V2-500 stay; the V4-1600 stays in the hand."""
    duel = build(p0=Side(monsters=[("V4-1600", SET), ("V1-100", ATK), ("V2-500", ATK)],
                         hand=[FUSION, POLY, "V4-1400", "V4-1400", "V4-1600"],
                         extra=[FUS2]))
    no_spell(duel, hand(duel, FUSION))
    down = find(duel, "V4-1600", 0, "mzone")
    do(duel, f"activate {hand(duel, POLY)} s0")
    if duel.request.kind == "pick" and find(duel, FUS2, 0, "extra") in picks(duel):
        do(duel, f"pick {find(duel, FUS2, 0, 'extra')}")
    assert duel.request.kind == "pick"
    assert picks(duel) == {down, hand(duel, "V4-1400"), hand(duel, "V4-1400", 1)}
    answer(duel, picks=(hand(duel, "V4-1400"), down))
    assert names(duel, 0, "mzone") == [FUS2, "V1-100", "V2-500"]
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, "V4-1600", "V4-1400"])
    assert sorted(names(duel, 0, "hand")) == sorted([FUSION, "V4-1600", "V4-1400"])


def test_hx_198_poly_refused_in_maximum_mode_with_hand_materials_only() -> None:
    """HX-198 (R-MAX-3, R-ZONE-5, R-FUS-3, R-MAX-2): P1 turn 3; hand: the three
    Supreme Machine Magnum Overlord pieces, Polymerization (Rush), V4-1600, V4-1400;
    Extra: FX-FUSION-2.
    Actions: Maximum Summon; try Polymerization.
    Expected: before the Maximum Summon Poly could be activated (hand materials, free
    zones). In Maximum Mode no other monster can be Special Summoned and the materials
    (hand only) remove nothing: Poly is refused, the Maximum Mode monster stays."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, POLY, "V4-1600", "V4-1400"],
                         extra=[FUS2]))
    assert hand(duel, POLY) in offered(duel)
    maximum(duel, OVL)
    answer(duel)
    assert duel.maxm[0] and duel.request.kind == "main"
    no_spell(duel, hand(duel, POLY))
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and names(duel, 0, "extra") == [FUS2]


# ============================================================ Ritual: no surplus, zones
def test_hx_199_ritual_from_hand_and_field_no_surplus_and_a_freed_zone() -> None:
    """HX-199 (R-RIT-2, R-RIT-3, R-RIT-4, R-ZONE-5, R-SPELL-4): "HX Open Rite" (Ritual
    Spell): Ritual Summon "Hungry Burger" from the Extra Deck with monsters from the
    hand and/or the field whose Levels total 6 or more, no surplus.
    (a) P1 controls face-up V4-WALL (4), V2-500 (2), V1-100 (1): no zone is free.
    Hand: HX Open Rite, V6-2000. The only valid set that frees a zone is {V4-WALL,
    V2-500}: {V6-2000} alone frees none; {V6-2000, x} has surplus. Offered first:
    exactly V4-WALL and V2-500; after V4-WALL only V2-500. Burger comes in face-up
    Defense; V1-100 stays, V6-2000 stays in the hand.
    (b) Same, without V1-100 (a zone is free) and with V1-100 in the hand: offered first
    are V4-WALL, V2-500 and V6-2000, never V1-100 (every set with it has surplus);
    V6-2000 alone completes the set: the field monsters stay."""
    duel = build(p0=Side(monsters=[("V4-WALL", ATK), ("V2-500", ATK), ("V1-100", ATK)],
                         hand=[OPEN_RITE.name, "V6-2000"], extra=[BURGER]))
    wall, v2 = find(duel, "V4-WALL", 0, "mzone"), find(duel, "V2-500", 0, "mzone")
    do(duel, f"activate {hand(duel, OPEN_RITE.name)} s0")
    pick_if(duel, find(duel, BURGER, 0, "extra"))
    assert picks(duel) == {wall, v2}
    do(duel, f"pick {wall}")
    if duel.request.kind == "pick":  # V2-500 is the only material left to offer
        assert picks(duel) == {v2}
    else:
        assert duel.request.kind == "position"
    answer(duel, picks=(v2,), pos="def")
    burger = find(duel, BURGER, 0, "mzone")
    assert duel.pos[duel.inst(burger)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted([OPEN_RITE.name, "V4-WALL", "V2-500"])
    assert "V1-100" in names(duel, 0, "mzone") and names(duel, 0, "hand") == ["V6-2000"]

    duel = build(p0=Side(monsters=[("V4-WALL", ATK), ("V2-500", ATK)],
                         hand=[OPEN_RITE.name, "V6-2000", "V1-100"], extra=[BURGER]))
    wall, v2 = find(duel, "V4-WALL", 0, "mzone"), find(duel, "V2-500", 0, "mzone")
    do(duel, f"activate {hand(duel, OPEN_RITE.name)} s0")
    pick_if(duel, find(duel, BURGER, 0, "extra"))
    assert picks(duel) == {wall, v2, hand(duel, "V6-2000")}
    answer(duel, picks=(hand(duel, "V6-2000"),), pos="atk")
    assert names(duel, 0, "mzone") == ["V4-WALL", "V2-500", BURGER]
    assert sorted(names(duel, 0, "gy")) == sorted([OPEN_RITE.name, "V6-2000"])
    assert names(duel, 0, "hand") == ["V1-100"]


# ============================================================ counts and Maximum Mode
def test_hx_200_exactly_one_monster_and_cards_counted_with_maximum_mode() -> None:
    """HX-200 (R-MAX-5, R-REQ-1, R-EFF-2): "HX Census" (Level 4, 1000 ATK): Requirement:
    your opponent controls exactly 1 monster; Effect: this card gains 300 ATK for each
    card your opponent controls, until the end of this turn.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has Dark
    Hole (Rush) Set. P1 turn 3 controls face-up HX Census.
    Expected: the Maximum Mode monster is exactly 1 monster: Census may activate. P2
    controls 2 cards (the Maximum Mode monster is one card, plus the Set Spell): 1600."""
    duel = p2_max(Side(monsters=[(CENSUS.name, ATK)]), p1_spells=((HOLE, SET),))
    census = find(duel, CENSUS.name, 0, "mzone")
    assert census in offered(duel)
    do(duel, f"activate {census}")
    answer(duel)
    assert duel.atk(duel.inst(census)) == 1600


def test_hx_201_up_to_two_cards_destroyed_maximum_counts_once() -> None:
    """HX-201 (R-MAX-4, R-MAX-5, R-MAX-8, R-REQ-3): "HX Purge" (Normal Spell): destroy up
    to 2 cards your opponent controls (at least 1), then you gain 1000 LP for each card
    destroyed. Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and
    has Dark Hole (Rush) Set. P1 turn 3 controls face-up V4-1600 (Attack); hand:
    FX-GUARD-POS, HX Purge.
    Actions: FX-GUARD-POS; HX Purge.
    Expected: FX-GUARD-POS can only choose V4-1600 (the Maximum Mode monster cannot
    change position): V4-1600 in face-up Defense, the Maximum Mode monster still in
    Attack. HX Purge offers the Maximum Mode monster as one card (never a side piece on
    its own) and the Set Spell; both chosen: all three pieces and Dark Hole go to P2's
    GY; 2 cards destroyed: P1 10000."""
    duel = p2_max(Side(monsters=[("V4-1600", ATK)], hand=[GUARD_POS, PURGE.name]),
                      p1_spells=((HOLE, SET),))
    v4 = find(duel, "V4-1600", 0, "mzone")
    center = find(duel, OVL, 1, "mzone")
    do(duel, f"activate {hand(duel, GUARD_POS)} s0")
    if duel.request is not None and duel.request.kind == "pick":
        assert picks(duel) == {v4}
    answer(duel, picks=(v4,))
    assert duel.pos[duel.inst(v4)] == DEF and duel.pos[duel.inst(center)] == ATK
    do(duel, f"activate {hand(duel, PURGE.name)} s0")
    hole = find(duel, HOLE, 1, "szone")
    assert picks(duel) == {center, hole}
    answer(duel, picks=(center, hole))
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R, HOLE])
    assert names(duel, 1, "mzone") == ["", "", ""] and not duel.maxm[1]
    assert duel.lp == [10000, 8000]


def test_hx_202_exactly_n_cost_counts_the_maximum_mode_monster_once() -> None:
    """HX-202 (R-MAX-5, R-MAX-8, R-REQ-1, R-REQ-2): "HX Offering" (Normal Spell):
    Requirement: send exactly 2 monsters from your hand and/or field to the GY; Effect:
    draw 2. "HX Great Offering": the same with exactly 3, draw 3.
    Setup: P1 turn 3; hand: the three Overlord pieces, HX Offering, HX Great Offering,
    V1-100; Deck: V4-1800 x5.
    Actions: Maximum Summon; try Great Offering; Offering with the Maximum Mode monster
    and V1-100.
    Expected: the Maximum Mode monster is 1 monster: with V1-100 only 2 monsters can be
    sent, so Great Offering is refused. Offering is paid with the Maximum Mode monster
    (all three pieces go to the GY) and V1-100; P1 draws 2: hand Great Offering and two
    V4-1800; Monster Zones empty."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, OFFERING.name, GREAT_OFFERING.name,
                               "V1-100"], deck=["V4-1800"] * 5))
    maximum(duel, OVL)
    answer(duel)
    assert duel.maxm[0] and duel.request.kind == "main"
    no_spell(duel, hand(duel, GREAT_OFFERING.name))
    center, v1 = find(duel, OVL, 0, "mzone"), hand(duel, "V1-100")
    do(duel, f"activate {hand(duel, OFFERING.name)} s0")
    if duel.request is not None and duel.request.kind == "pick":
        assert picks(duel) == {center, v1}
    answer(duel, picks=(center, v1))
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, "V1-100",
                                                   OFFERING.name])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert sorted(names(duel, 0, "hand")) == sorted([GREAT_OFFERING.name, "V4-1800",
                                                     "V4-1800"])


def test_hx_203_type_change_beam_up_to_three_chooses_the_maximum_monster_once() -> None:
    """HX-203 (R-MAX-5, R-MAX-6, R-REQ-3, R-REQ-1): Type Change Beam: reveal a monster in
    your hand; up to 3 face-up monsters on the field take its Type this turn.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord (Machine) on turn 2.
    P1 turn 3 controls face-up V4-1600 (Warrior); hand: Type Change Beam, Blue-Eyes
    White Dragon (Rush) (Dragon).
    Expected: the monsters offered are exactly V4-1600 and the Maximum Mode monster
    (its side pieces are never chosen on their own). Both chosen: there is nothing
    more to choose. Both are Dragons; the Maximum Mode monster's Type is read from
    the center: Dragon. At turn 4 they are Warrior and Machine again."""
    duel = p2_max(Side(monsters=[("V4-1600", ATK)], hand=[TCB, BEWD]))
    v4 = find(duel, "V4-1600", 0, "mzone")
    center = find(duel, OVL, 1, "mzone")
    do(duel, f"activate {hand(duel, TCB)} s0")
    if duel.request.kind == "pick" and hand(duel, BEWD) in picks(duel):
        do(duel, f"pick {hand(duel, BEWD)}")
        if duel.request.kind == "pick" and hand(duel, BEWD) not in picks(duel) \
                and picks(duel) != {v4, center}:
            answer(duel)
    assert duel.request.kind == "pick" and picks(duel) == {v4, center}
    answer(duel, picks=(v4, center))
    assert duel.race(duel.inst(v4)) == "Dragon" and duel.race(duel.inst(center)) == "Dragon"
    assert names(duel, 0, "gy") == [TCB] and BEWD in names(duel, 0, "hand")
    do(duel, "end")
    while duel.turn < 4:
        do(duel, "end")
    assert duel.race(at(duel, "V4-1600", 0)) == "Warrior"
    assert duel.race(at(duel, OVL, 1)) == "Machine"


def test_hx_204_fusion_and_ritual_monsters_shuffled_back_go_to_the_extra_deck() -> None:
    """HX-204 (R-FUS-6, R-RIT-5, R-RIT-1, R-REQ-3): "HX Recycle" (Normal Spell): shuffle
    up to 3 monsters from your GY into the Deck, then draw 1 card.
    Setup: P1 turn 3; GY: FX-FUSION-2, Hungry Burger (Rush), V4-1600; Deck: V4-1800 x3;
    Extra Deck empty; hand: HX Recycle.
    Actions: HX Recycle choosing all three.
    Expected: the Fusion and the Ritual Monster go to the Extra Deck, not the Main Deck;
    only V4-1600 joins the Deck. The draw takes 1 of the 4 Main Deck cards: 3 remain,
    the drawn card is V4-1600 or V4-1800, the GY holds only HX Recycle."""
    duel = build(p0=Side(hand=[RECYCLE.name], gy=[FUS2, BURGER, "V4-1600"],
                         deck=["V4-1800"] * 3))
    chosen = tuple(find(duel, n, 0, "gy") for n in (FUS2, BURGER, "V4-1600"))
    do(duel, f"activate {hand(duel, RECYCLE.name)} s0")
    assert duel.request.kind == "pick" and picks(duel) == set(chosen)
    answer(duel, picks=chosen)
    assert sorted(names(duel, 0, "extra")) == sorted([FUS2, BURGER])
    assert len(names(duel, 0, "deck")) == 3 and names(duel, 0, "gy") == [RECYCLE.name]
    assert sorted(names(duel, 0, "deck") + names(duel, 0, "hand")) == sorted(
        ["V4-1600", "V4-1800", "V4-1800", "V4-1800"])
    assert FUS2 not in names(duel, 0, "deck") and BURGER not in names(duel, 0, "deck")
