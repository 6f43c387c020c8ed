"""Effect DSL primitives: Fusion and Ritual Summons, and the rule functions behind them
(R-FUS-4, R-RIT-3)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rushdesk.engine import ATK, DEF
from rushdesk.engine.cards import Attribute, CardType
from rushdesk.engine.effects.ops import (
    Grant,
)
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import (
    FusionSummon,
    RitualSummon,
    can_cover,
    ritual_completable,
    ritual_ok,
)
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_DOUBLE

from ..util import do, find, names
from .dsl import (
    ALIAS,
    activate,
    at,
    build,
    card,
    monster,
    picks,
    spell,
)

# ============================================================ fusion and ritual
FUSE = spell("T-Fuse", FusionSummon(Sel(face="up")))
RITUAL_MONSTER = card("T-Ritual-Monster", CardType.MONSTER | CardType.RITUAL,
                      attribute=Attribute.DARK, race="Warrior", level=6, atk=2600, defense=2000)
RITE = spell("T-Rite", RitualSummon((RITUAL_MONSTER,), 6, Sel(face="up")))
# a Ritual Spell that may also take its materials from the hand
RITE_FROM_HAND = spell("T-Rite-Hand", RitualSummon((RITUAL_MONSTER,), 6,
                                                   Sel(where=("hand", "mzone"), kind="monster")))
TWIN = monster("T-Twin", Effect(ops=(Grant(THIS, kind=MOD_DOUBLE, value="T-Twin-Fusion",
                                           phrase="counts as 2 materials"),)))
TWIN_FUSION = card("T-Twin-Fusion", CardType.MONSTER | CardType.FUSION,
                   attribute=Attribute.EARTH, race="Warrior", level=8, atk=3000, defense=2000,
                   materials=(TWIN, TWIN, "V4-1400"))


def test_fusion_summon() -> None:
    duel = build(Side(hand=[FUSE], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                      extra=["FX-FUSION-2"]))
    activate(duel, FUSE)
    assert duel.request.kind == "position"  # the only Fusion, the only materials
    do(duel, "choose def")
    fusion = at(duel, "FX-FUSION-2", 0, "mzone")
    assert duel.pos[fusion] == DEF and duel.proper[fusion]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", FUSE])


def test_ritual_summon_offers_only_materials_that_complete_a_set() -> None:
    duel = build(Side(hand=[RITE], monsters=[("V4-1600", ATK), ("V2-500", ATK),
                                             ("V1-100", ATK)], extra=[RITUAL_MONSTER]))
    activate(duel, RITE)
    assert duel.request.kind == "pick"
    # {4, 2} is the only valid set for 6: the Level 1 would be surplus (R-RIT-3)
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V2-500")}
    do(duel, f"pick {find(duel, 'V2-500')}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [RITUAL_MONSTER, "", "V1-100"]
    assert duel.how[at(duel, RITUAL_MONSTER)] == "ritual"
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RITE])


@pytest.mark.parametrize(("levels", "ok"), [
    ([4, 4], True), ([4, 2], True), ([6], True), ([3, 3], True),
    ([4, 2, 1], False), ([6, 1], False), ([4, 1], False), ([], False), ([7, 7], False),
])
def test_ritual_ok_r_rit_3(levels: list[int], ok: bool) -> None:
    assert ritual_ok(levels, 6) == ok


@pytest.mark.parametrize(("chosen", "pool_levels", "ok"), [
    ([], [4, 2, 1], True), ([4], [1], False), ([1], [4, 2], False), ([4], [2, 1], True),
    ([6, 1], [], False), ([], [2, 1, 1], False), ([], [5, 1, 1], True),
])
def test_ritual_completable(chosen: list[int], pool_levels: list[int], ok: bool) -> None:
    assert ritual_completable(chosen, pool_levels, 6) == ok


def test_ritual_completable_with_a_zone_to_free() -> None:
    # `frees` flags the pool cards whose leaving frees a Monster Zone; unless `freed`,
    # a valid set must hold one (R-ZONE-5)
    assert ritual_completable([], [6, 4, 2], 6, [False, True, False], False)  # 4 + 2
    assert not ritual_completable([], [6, 2], 6, [False, True], False)  # 6 alone frees none
    assert ritual_completable([6], [2], 6, [True], True)  # the chosen 6 frees one already
    assert not ritual_completable([4], [2], 6, [False], False)


@pytest.mark.parametrize("full", [False, True])
def test_a_ritual_summon_with_every_zone_taken_needs_a_material_from_the_field(
        full: bool) -> None:
    # R-RIT-4 with R-ZONE-5: the Ritual Monster needs a zone; with all three taken only
    # a set holding one of the player's monsters frees one, so the Level 6 in the hand
    # alone is no longer offered (it would leave the Ritual Monster nowhere to go)
    field = [("V4-1600", ATK), ("V1-100", ATK)] + ([("V1-100", ATK)] if full else [])
    duel = build(Side(hand=[RITE_FROM_HAND, "V6-2000", "V2-500"], monsters=field,
                      extra=[RITUAL_MONSTER]))
    activate(duel, RITE_FROM_HAND)  # the only Ritual Monster is picked by itself
    six, two, four = (find(duel, n, 0) for n in ("V6-2000", "V2-500", "V4-1600"))
    ones = {find(duel, "V1-100", 0, "mzone", nth=k) for k in range(2 if full else 1)}
    # sets of 6 with no surplus: {6}, {4, 2}, and with two Level 1s {4, 1, 1}
    assert picks(duel) == ({two, four} | ones if full else {six, two, four})
    do(duel, f"pick {two}")  # then 4 is the only pick (2 + 1 + 1 falls short): taken
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone").count(RITUAL_MONSTER) == 1
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V4-1600", RITE_FROM_HAND])


def _brute_ritual_ok(levels: list[int], total: int) -> bool:
    """R-RIT-3 spelt out: the set reaches the total and no smaller part of it does."""
    if sum(levels) < total:
        return False
    return not any(sum(part) >= total for k in range(len(levels))
                   for part in itertools.combinations(levels, k))


LEVELS = st.lists(st.integers(min_value=1, max_value=12), max_size=6)


@given(LEVELS, st.integers(min_value=1, max_value=24))
def test_ritual_ok_matches_the_brute_force_definition(levels: list[int], total: int) -> None:
    assert ritual_ok(levels, total) == _brute_ritual_ok(levels, total)


@given(LEVELS, st.lists(st.integers(min_value=1, max_value=12), max_size=5),
       st.integers(min_value=1, max_value=24))
def test_ritual_completable_matches_the_brute_force_definition(
        chosen: list[int], pool_levels: list[int], total: int) -> None:
    brute = any(_brute_ritual_ok([*chosen, *extra], total) for k in range(len(pool_levels) + 1)
                for extra in itertools.combinations(pool_levels, k))
    assert ritual_completable(chosen, pool_levels, total) == brute


def test_can_cover_fusion_materials() -> None:
    duel = build(Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1600", ATK)],
                      hand=[ALIAS], extra=["FX-FUSION-2"]))
    a, b = at(duel, "V4-1600", 0, "mzone"), at(duel, "V4-1400")
    a2 = duel.inst(find(duel, "V4-1600", 0, "mzone", nth=1))
    alias = at(duel, ALIAS)
    slots, name = ("V4-1600", "V4-1400"), "FX-FUSION-2"
    assert can_cover(duel, [a, b], slots, name) and can_cover(duel, [b, a], slots, name)
    assert not can_cover(duel, [a], slots, name)  # a slot left empty
    assert not can_cover(duel, [a, a2], slots, name)  # no V4-1400
    assert not can_cover(duel, [a, b, a2], slots, name)  # one card too many
    assert can_cover(duel, [alias, b], slots, name)  # treated as "V4-1600" in the hand
    assert can_cover(duel, [], (), name) and not can_cover(duel, [], slots, name)


def test_can_cover_a_card_counted_as_two_materials() -> None:
    duel = build(Side(monsters=[(TWIN, ATK), ("V4-1400", ATK), (TWIN, ATK)],
                      extra=[TWIN_FUSION]))
    twin, b = at(duel, TWIN, 0, "mzone"), at(duel, "V4-1400")
    twin2 = duel.inst(find(duel, TWIN, 0, "mzone", nth=1))
    slots = (TWIN, TWIN, "V4-1400")
    assert not can_cover(duel, [twin, b], slots, TWIN_FUSION)
    assert can_cover(duel, [twin, twin2, b], slots, TWIN_FUSION)
    do(duel, f"activate {duel.oid[twin]}")
    assert can_cover(duel, [twin, b], slots, TWIN_FUSION)  # R-FUS-4: 2 materials
    assert can_cover(duel, [twin, twin2, b], slots, TWIN_FUSION)  # or just one
    assert not can_cover(duel, [twin], slots, TWIN_FUSION)
    assert not can_cover(duel, [twin, b], slots, "FX-FUSION-2")  # only for the named Fusion
