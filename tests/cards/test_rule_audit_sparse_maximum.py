"""Rule audit of the Maximum rules that few test files name: R-MAX-1, R-MAX-3, R-MAX-11
and R-MAX-12 (RULES.md section 13). Each test names its rule id.

Real cards, the section 19 fixtures, and throwaway T- cards (own names, plain effects)
where no real card has what a test needs: a Maximum Monster of our own, a monster with
a summoning condition, and Spells that Special Summon from the GY.
"""

from __future__ import annotations

from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel, Event
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import SendCost, SpecialSummon
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import scenario

from ..engine.util import do, find, names
from .helpers import hid, moves, play, refused
from .util import POOL, Side

OVL = "Supreme Machine Magnum Overlord"
OVL_L, OVL_R = f"{OVL} [L]", f"{OVL} [R]"
OVL_PIECES = [OVL_L, OVL, OVL_R]
REBORN, HOLE, RECALL = "Monster Reborn (Rush)", "Dark Hole (Rush)", "FX-RECALL"
DM, FANG = "Dark Magician (Rush)", "Blue-Fang Burst Dragon"

MAXIMUM = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
COG = "T-Cogwarden"
COG_L, COG_R = f"{COG} [L]", f"{COG} [R]"
COG_PIECES = [COG_L, COG, COG_R]
CALLER = "T-Hand-Caller"
CALL_DISCARD, CALL_OFFER = "T-Call-After-Discard", "T-Call-After-Offering"

# A GY monster of Level 4 or lower, Special Summoned in face-up Attack or Defense
_LOW_FROM_GY = SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4))
AUDIT_POOL = POOL.merged([
    # A Maximum Monster of our own: printed ATK 600 / 1500 / 400, MAXIMUM ATK 2800
    CardData(951_300_001, COG_L, MAXIMUM, attribute=Attribute.EARTH, race="Machine",
             level=4, atk=600, defense=0, max_role="L"),
    CardData(951_300_002, COG, MAXIMUM, attribute=Attribute.EARTH, race="Machine", level=7,
             atk=1500, defense=0, max_role="C", maximum_atk=2800,
             max_partners=(951_300_001, 951_300_003)),
    CardData(951_300_003, COG_R, MAXIMUM, attribute=Attribute.EARTH, race="Machine",
             level=2, atk=400, defense=0, max_role="R"),
    # "You can Special Summon this card from your hand while your opponent controls a
    # monster" (a summoning condition, R-MAIN-4)
    CardData(951_300_004, CALLER, CardType.MONSTER | CardType.EFFECT,
             attribute=Attribute.EARTH, race="Warrior", level=4, atk=1300, defense=1100,
             behaviour=CardScript(self_summon=(Count(Sel(who="opp")),))),
    # "Requirement: send 1 card from your hand to the GY. Effect: Special Summon 1 Level
    # 4 or lower monster from your GY"
    CardData(951_300_005, CALL_DISCARD, CardType.SPELL, behaviour=CardScript(Effect(
        kind="spell", costs=(SendCost(Sel(where=("hand",))),), ops=(_LOW_FROM_GY,)))),
    # "Requirement: send 1 face-up monster you control to the GY. Effect: Special Summon
    # 1 Level 4 or lower monster from your GY"
    CardData(951_300_006, CALL_OFFER, CardType.SPELL, behaviour=CardScript(Effect(
        kind="spell", costs=(SendCost(Sel(face="up")),), ops=(_LOW_FROM_GY,)))),
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def offered(duel: Duel, kind: str = "pick") -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == kind}


def maximum(duel: Duel, center: str = OVL, p: int = 0) -> list[Event]:
    return play(duel, f"maximum {hid(duel, center, p)}")


def zone_oid(duel: Duel, p: int, slot: int) -> int:
    return duel.oid[duel.mz[p][slot]]


# ================================================================== R-MAX-1
@pytest.mark.parametrize("hand", [[COG_L, OVL, COG_R], [OVL_L, COG, OVL_R]])
def test_r_max_1_a_center_goes_only_with_its_own_named_left_and_right(hand: list[str]) -> None:
    """R-MAX-1: the center names its own [L] and [R]. Side pieces of another Maximum
    Monster (same roles, other name) do not complete it: no Maximum Summon."""
    duel = build(p0=Side(hand=hand))
    assert offered(duel, "maximum") == set()
    refused(duel, f"maximum {hid(duel, hand[1])}")
    assert names(duel, 0, "mzone") == ["", "", ""] and sorted(names(duel, 0, "hand")) == sorted(
        hand)


def test_r_max_1_two_left_pieces_and_a_center_are_not_a_set() -> None:
    """R-MAX-1: a set is one [L], the center and one [R]; a second [L] (another print
    of the same card) does not stand in for the missing [R]."""
    duel = build(p0=Side(hand=[160205004, 160202001, OVL]))
    assert offered(duel, "maximum") == set()
    refused(duel, f"maximum {hid(duel, OVL)}")


def test_r_max_1_only_the_center_carries_the_procedure_and_its_maximum_atk() -> None:
    """R-MAX-1 with a Maximum Monster of our own: only the center (which prints MAXIMUM
    ATK) can be Maximum Summoned with its [L] and [R]; the monster's ATK is 2800, not the
    center's printed 1500 nor the pieces' sum 2500."""
    duel = build(p0=Side(hand=COG_PIECES))
    assert offered(duel, "maximum") == {hid(duel, COG)}
    refused(duel, f"maximum {hid(duel, COG_L)}")
    refused(duel, f"maximum {hid(duel, COG_R)}")
    events = maximum(duel, COG)
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [
        ("hand", "maximum")] * 3
    assert names(duel, 0, "mzone") == COG_PIECES and duel.maxm[0]
    center = duel.mz[0][1]
    assert (duel.atk(center), duel.level(center)) == (2800, 7)
    assert duel.monsters(0) == [center]


# ================================================================== R-MAX-3
def test_r_max_3_a_summoning_condition_cannot_place_a_monster_beside_it() -> None:
    """R-MAX-3: no Special Summon of another monster, by its own condition (R-MAIN-4)
    either. The same monster may use its condition before the Maximum Summon."""
    duel = build(p0=Side(hand=[*OVL_PIECES, CALLER]), p1=Side(monsters=[("V4-1600", ATK)]))
    caller = hid(duel, CALLER)
    assert {a.zone for a in duel.legal_actions()
            if a.kind == "spsummon" and a.card == caller} == {0, 1, 2}
    maximum(duel)
    assert not [a for a in duel.legal_actions() if a.card == caller]
    for z in range(3):
        refused(duel, f"spsummon {caller} z{z} atk")
        refused(duel, f"spsummon {caller} z{z} def")
    assert names(duel, 0, "mzone") == OVL_PIECES and CALLER in names(duel, 0, "hand")


def test_r_max_3_normal_summons_beside_it_are_refused_for_the_right_reason() -> None:
    """R-MAX-3: a Level 4 cannot be Normal Summoned or Set into any of the three zones it
    holds (R-ZONE-5); a Level 7 would need two Tributes and the Maximum Mode monster is
    one (R-MAX-7), so only a procedure that first removes it could summon."""
    duel = build(p0=Side(hand=[*OVL_PIECES, "V4-1600", DM]))
    maximum(duel)
    low, high = hid(duel, "V4-1600"), hid(duel, DM)
    for z in range(3):
        for kind in ("summon", "set"):
            assert "R-ZONE-5" in refused(duel, f"{kind} {low} z{z}")
            reason = refused(duel, f"{kind} {high} z{z}")
            assert "needs 2 Tribute" in reason and "1 monster" in reason
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.maxm[0]
    assert sorted(names(duel, 0, "hand")) == sorted(["V4-1600", DM])


def test_r_max_3_an_effect_summon_is_refused_unless_its_cost_removes_the_monster() -> None:
    """R-MAX-3: "Special Summon 1 Level 4 or lower monster from your GY" cannot be used
    while the Maximum Mode monster holds the zones (a cost from the hand frees none);
    with a cost that sends it to the GY, its zones are free when the effect applies."""
    duel = build(p0=Side(hand=[*OVL_PIECES, CALL_DISCARD, CALL_OFFER, "V1-100"],
                         gy=["V2-500"]))
    maximum(duel)
    assert "R-REQ-1" in refused(duel, f"activate {hid(duel, CALL_DISCARD)} s0")
    offer = hid(duel, CALL_OFFER)
    assert Action("activate", offer, 3) in duel.legal_actions()
    events = play(duel, f"activate {offer} s0", find(duel, "V2-500", 0, "gy"))
    assert len(moves(events, "mzone", "gy", "cost")) == 3  # the whole Maximum monster
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["V2-500", "", ""]
    assert [e.src for e in events if e.kind == "spsummon"] == ["gy"]


def test_r_max_3_only_its_controller_is_held_back() -> None:
    """R-MAX-3 restricts the player whose Maximum Mode monster it is. Its opponent may
    Normal Summon and Special Summon into all three of their own zones."""
    duel = build(turn=2, tp=1, p1=Side(hand=OVL_PIECES),
                 p0=Side(hand=["V4-1600", "V4-1400", REBORN], gy=["V4-1800"]))
    maximum(duel, OVL, 1)
    play(duel, "end")
    assert duel.tp == 0 and duel.maxm[1] and not duel.maxm[0]
    play(duel, f"summon {hid(duel, 'V4-1600')} z0")
    play(duel, f"summon {hid(duel, 'V4-1400')} z1")
    play(duel, f"activate {hid(duel, REBORN)} s0", find(duel, "V4-1800", 0, "gy"))
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", "V4-1800"]
    assert names(duel, 1, "mzone") == OVL_PIECES and duel.maxm[1]


# ================================================================== R-MAX-11
def test_r_max_11_low_level_pieces_are_summoned_or_set_without_tributes() -> None:
    """R-MAX-11: each piece is an ordinary monster of its printed Level: the [L] (Level 4)
    and [R] (Level 3) need no Tribute, may be Set face-down, and use printed ATK/DEF."""
    duel = build(p0=Side(hand=[OVL_L, OVL_R]))
    left, right = hid(duel, OVL_L), hid(duel, OVL_R)
    for piece in (left, right):
        assert {(a.kind, a.zone) for a in duel.legal_actions() if a.card == piece} == {
            (k, z) for k in ("summon", "set") for z in range(3)}
    events = play(duel, f"summon {left} z0") + play(duel, f"set {right} z1")
    assert not [e for e in events if e.reason == "tribute"]
    assert names(duel, 0, "mzone") == [OVL_L, OVL_R, ""] and not duel.maxm[0]
    lft, rgt = duel.mz[0][0], duel.mz[0][1]
    assert (duel.pos[lft], duel.pos[rgt]) == (ATK, SET)
    assert (duel.atk(lft), duel.defense(lft), duel.level(lft)) == (800, 0, 4)
    assert (duel.atk(rgt), duel.level(rgt)) == (500, 3)
    assert len(duel.monsters(0)) == 2


@pytest.mark.parametrize("piece", [OVL_L, OVL_R])
def test_r_max_11_a_piece_on_its_own_cannot_use_its_maximum_mode_effect(piece: str) -> None:
    """R-MAX-11: outside Maximum Mode a piece's Maximum Mode effect cannot be used, with
    its other Requirements met ([L]: lower LP and a card in hand; [R]: a Deck card to
    send and an opponent's face-up monster). In Maximum Mode the same effect can."""
    p1 = Side(monsters=[("V6-2000", ATK)])
    duel = build(p0=Side(hand=["V1-100"], lp=1000, monsters=[(piece, ATK)]), p1=p1)
    me = find(duel, piece, 0, "mzone")
    assert "R-REQ-1" in refused(duel, f"activate {me}")
    duel = build(p0=Side(hand=[*OVL_PIECES, "V1-100"], lp=1000), p1=p1)
    maximum(duel)
    slot = 0 if piece == OVL_L else 2
    assert Action("activate", zone_oid(duel, 0, slot)) in duel.legal_actions()


def test_r_max_11_separate_pieces_are_two_tributes_for_a_level_7() -> None:
    """R-MAX-11: Tributes follow the pieces as separate monsters: [L] and [R] on the
    field are the two Tributes of a Level 7 (impossible with one Maximum monster)."""
    duel = build(p0=Side(hand=[DM], monsters=[(OVL_L, ATK), None, (OVL_R, ATK)]))
    assert Action("summon", hid(duel, DM), 1) in duel.legal_actions()
    events = play(duel, f"summon {hid(duel, DM)} z1")
    assert len(moves(events, "mzone", "gy", "tribute")) == 2
    assert names(duel, 0, "mzone") == ["", DM, ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])


def test_r_max_11_blue_fang_counts_and_destroys_the_pieces_one_by_one() -> None:
    """R-MAX-11: Blue-Fang Burst Dragon destroys each opponent's face-up monster with
    1500 or less ATK, +300 ATK per monster destroyed: the [L] (800) and [R] (500) are two
    monsters; the center (printed 1900, no MAXIMUM ATK outside Maximum Mode) stays."""
    duel = build(p0=Side(monsters=[(FANG, ATK)]),
                 p1=Side(monsters=[(OVL_L, ATK), (OVL, ATK), (OVL_R, ATK)]))
    assert duel.atk(duel.mz[1][1]) == 1900
    fang = find(duel, FANG, 0, "mzone")
    events = play(duel, f"activate {fang}")
    assert len(moves(events, "mzone", "gy", "destroy")) == 2
    assert names(duel, 1, "mzone") == ["", OVL, ""]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL_R])
    assert duel.atk(duel.inst(fang)) == 2500 + 2 * 300


# ================================================================== R-MAX-12
def test_r_max_12_pieces_returned_to_the_hand_are_summoned_as_ordinary_monsters() -> None:
    """R-MAX-12: after FX-RECALL returns the Maximum monster, its three cards are
    independent: the [L] and [R] are Normal Summoned one by one, each with its printed
    ATK, and no Maximum Mode arises; the Maximum Summon is gone with the [L]."""
    duel = build(p0=Side(hand=[*OVL_PIECES, RECALL]))
    maximum(duel)
    play(duel, f"activate {hid(duel, RECALL)} s0", zone_oid(duel, 0, 1))
    assert sorted(names(duel, 0, "hand")) == sorted(OVL_PIECES)
    play(duel, f"summon {hid(duel, OVL_L)} z0")
    assert offered(duel, "maximum") == set()
    play(duel, f"summon {hid(duel, OVL_R)} z2")
    assert names(duel, 0, "mzone") == [OVL_L, "", OVL_R] and not duel.maxm[0]
    assert [duel.atk(duel.mz[0][k]) for k in (0, 2)] == [800, 500]
    assert len(duel.monsters(0)) == 2 and names(duel, 0, "hand") == [OVL]


def test_r_max_12_reborn_offers_each_piece_and_a_revived_left_piece_is_ordinary() -> None:
    """R-MAX-12: destroyed, the three pieces are three cards in the GY, each offered on
    its own to Monster Reborn. The [L] brought back is a Level 4 with 800 ATK, not in
    Maximum Mode: its Maximum Mode effect cannot be used (LP lower, a card in hand)."""
    duel = build(p0=Side(hand=[*OVL_PIECES, HOLE, REBORN, "V1-100"], lp=1000))
    maximum(duel)
    play(duel, f"activate {hid(duel, HOLE)} s0")
    pieces = {find(duel, n, 0, "gy") for n in OVL_PIECES}
    do(duel, f"activate {hid(duel, REBORN)} s0")
    assert offered(duel) == pieces
    play(duel, f"pick {find(duel, OVL_L, 0, 'gy')}")
    left = duel.inst(find(duel, OVL_L, 0, "mzone"))
    assert not duel.maxm[0] and duel.monsters(0) == [left]
    assert (duel.atk(left), duel.level(left)) == (800, 4)
    assert "R-REQ-1" in refused(duel, f"activate {duel.oid[left]}")
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, OVL_R, HOLE, REBORN])


def test_r_max_12_a_cost_sends_it_away_and_one_piece_comes_back_alone() -> None:
    """R-MAX-12: a cost sends the Maximum monster (all three cards) to the GY; the effect
    that follows sees three separate cards there: the [L] (Level 4) and [R] (Level 3)
    are each a Level 4 or lower monster, the center (Level 10) is not. The [R] comes
    back alone, as an ordinary Level 3 with 500 ATK."""
    duel = build(p0=Side(hand=[*OVL_PIECES, CALL_OFFER], gy=["V2-500"]))
    maximum(duel)
    do(duel, f"activate {hid(duel, CALL_OFFER)} s0")  # the only cost: the Maximum monster
    assert duel.request.kind == "pick"
    assert offered(duel) == {find(duel, n, 0, "gy") for n in (OVL_L, OVL_R, "V2-500")}
    play(duel, f"pick {find(duel, OVL_R, 0, 'gy')}", pos="def")
    right = duel.inst(find(duel, OVL_R, 0, "mzone"))
    assert not duel.maxm[0] and duel.monsters(0) == [right]
    assert (duel.atk(right), duel.level(right), duel.pos[right]) == (500, 3, DEF)
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, "V2-500", CALL_OFFER])
