"""Deck statistics: counts on real decks and exact odds checked by hand and by brute force."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rushdesk.db.decks import PrebuiltDeck, load_prebuilt
from rushdesk.db.sources import load_pool
from rushdesk.deck.stats import (
    FIRST_DRAW_HAND,
    KINDS,
    OPENING_HAND,
    OpeningOdds,
    deck_stats,
    maximum_groups,
    name_group,
    opening_odds,
    opening_odds_all,
    p_all,
    p_at_least,
)
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.deckrules import Deck
from rushdesk.engine.effects.script import CardScript

M = CardType.MONSTER


@cache
def pool() -> CardPool:
    return load_pool()


@cache
def prebuilt() -> dict[str, PrebuiltDeck]:
    return {p.slug: p for p in load_prebuilt()}


# --- brute force references ------------------------------------------------------------


def brute_at_least(deck_size: int, copies: int, drawn: int, at_least: int) -> Fraction:
    hands = list(combinations(range(deck_size), drawn))
    good = sum(1 for h in hands if sum(1 for c in h if c < copies) >= at_least)
    return Fraction(good, len(hands))


def brute_all(deck_size: int, groups: list[int], drawn: int) -> Fraction:
    label: list[int] = []
    for i, size in enumerate(groups):
        label += [i] * size
    label += [-1] * (deck_size - len(label))
    hands = list(combinations(label, drawn))
    good = sum(1 for h in hands if all(i in h for i in range(len(groups))))
    return Fraction(good, len(hands))


# --- p_at_least ------------------------------------------------------------------------


def test_three_copies_in_forty() -> None:
    assert OPENING_HAND == 4 and FIRST_DRAW_HAND == 5
    assert p_at_least(40, 3, 4) == 1 - Fraction(comb(37, 4), comb(40, 4))
    assert p_at_least(40, 3, 5) == 1 - Fraction(comb(37, 5), comb(40, 5))
    # 1 - (37*36*35*34)/(40*39*38*37) = 1 - 35*34*36/(40*39*38) = 1 - 357/494 = 137/494
    assert p_at_least(40, 3, 4) == Fraction(137, 494)


def test_p_at_least_edges() -> None:
    assert p_at_least(40, 0, 5) == 0
    assert p_at_least(40, 40, 1) == 1
    assert p_at_least(40, 3, 0) == 0
    assert p_at_least(40, 3, 5, at_least=0) == 1
    assert p_at_least(40, 3, 5, at_least=4) == 0
    assert p_at_least(40, 3, 40, at_least=3) == 1
    assert p_at_least(0, 0, 0) == 0
    # two or more of 3 in 5: C(3,2)C(37,3)+C(3,3)C(37,2) over C(40,5)
    assert p_at_least(40, 3, 5, 2) == Fraction(3 * comb(37, 3) + comb(37, 2), comb(40, 5))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_p_at_least_matches_brute_force(data: st.DataObject) -> None:
    size = data.draw(st.integers(0, 12))
    copies = data.draw(st.integers(0, size))
    drawn = data.draw(st.integers(0, size))
    at_least = data.draw(st.integers(0, 6))
    assert p_at_least(size, copies, drawn, at_least) == brute_at_least(
        size, copies, drawn, at_least
    )


@given(st.integers(1, 60), st.data())
def test_p_at_least_is_a_distribution(size: int, data: st.DataObject) -> None:
    copies = data.draw(st.integers(0, size))
    drawn = data.draw(st.integers(0, size))
    exactly = [
        p_at_least(size, copies, drawn, k) - p_at_least(size, copies, drawn, k + 1)
        for k in range(drawn + 1)
    ]
    assert all(p >= 0 for p in exactly) and sum(exactly) == 1


@pytest.mark.parametrize(
    "args",
    [
        (40, 3, 41),  # drawing more than the deck
        (40, 41, 5),  # more copies than cards
        (-1, 0, 0),
        (40, -1, 5),
        (40, 3, -1),
        (40, 3, 5, -1),
        (40.0, 3, 5),
        (40, True, 5),
        (40, "3", 5),
    ],
)
def test_p_at_least_rejects_bad_arguments(args: tuple[object, ...]) -> None:
    with pytest.raises(ValueError):
        p_at_least(*args)  # type: ignore[arg-type]


# --- p_all -----------------------------------------------------------------------------


def test_p_all_known_values() -> None:
    assert p_all(40, [], 5) == 1
    assert p_all(40, [3, 0], 5) == 0
    assert p_all(40, [3], 5) == p_at_least(40, 3, 5)
    # two singletons in 5 of 40: C(38,3)/C(40,5)
    assert p_all(40, [1, 1], 5) == Fraction(comb(38, 3), comb(40, 5))
    # three groups of 3 in 5 cards, by inclusion-exclusion
    expected = Fraction(comb(40, 5) - 3 * comb(37, 5) + 3 * comb(34, 5) - comb(31, 5), comb(40, 5))
    assert p_all(40, [3, 3, 3], 5) == expected
    assert p_all(40, [3, 3, 3], 2) == 0  # fewer cards than groups
    assert p_all(9, [3, 3, 3], 9) == 1


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_p_all_matches_brute_force(data: st.DataObject) -> None:
    size = data.draw(st.integers(0, 11))
    groups: list[int] = []
    room = size
    for _ in range(data.draw(st.integers(0, 4))):
        g = data.draw(st.integers(0, room))
        groups.append(g)
        room -= g
    drawn = data.draw(st.integers(0, size))
    assert p_all(size, groups, drawn) == brute_all(size, groups, drawn)


@pytest.mark.parametrize(
    ("size", "groups", "drawn"),
    [(10, [6, 5], 3), (10, [-1], 3), (10, [3], 11), (10, [3], -1), (10, [2.0], 3)],
)
def test_p_all_rejects_bad_arguments(size: int, groups: list[int], drawn: int) -> None:
    with pytest.raises(ValueError):
        p_all(size, groups, drawn)


# --- deck odds -------------------------------------------------------------------------


def test_opening_odds_forms_of_targets() -> None:
    deck = Deck(main=(1,) * 3 + (2,) * 2 + (3,) * 35)
    by_set = opening_odds(deck, {}, {1, 2})
    assert by_set == OpeningOdds(p_at_least(40, 5, 4), p_at_least(40, 5, 5), 5)
    assert opening_odds(deck, {}, lambda code: code <= 2) == by_set
    assert opening_odds(deck, {}, set()).copies == 0
    # a deck smaller than the hand is drawn out
    assert opening_odds(Deck(main=(1, 3)), {}, {1}) == OpeningOdds(Fraction(1), Fraction(1), 1)
    assert opening_odds(Deck(), {}, {1}) == OpeningOdds(Fraction(0), Fraction(0), 0)


def test_opening_odds_by_name_counts_reprints() -> None:
    cards = CardPool(
        [
            CardData(1, "Alpha", M | CardType.NORMAL, level=4),
            CardData(11, "Alpha", M | CardType.NORMAL, alias=1, level=4),
            CardData(2, "Beta", M | CardType.NORMAL, level=4),
        ]
    )
    deck = Deck(main=(1, 1, 11) + (2,) * 37)
    assert opening_odds(deck, cards, "Alpha").copies == 3
    assert name_group(deck, cards, "Alpha") == {1, 11}
    assert opening_odds(deck, cards, "Alpha") == opening_odds(deck, cards, {1, 11})


def test_opening_odds_all_rejects_overlapping_groups() -> None:
    deck = Deck(main=(1,) * 3 + (2,) * 37)
    with pytest.raises(ValueError):
        opening_odds_all(deck, {}, [{1}, {1, 2}])
    odds = opening_odds_all(deck, {}, [{1}, {2}])
    assert odds.copies == (3, 37)
    assert odds.by_first_draw == p_all(40, [3, 37], 5)


def test_magnum_overlord_trio() -> None:
    cards, deck = pool(), prebuilt()["magnum-overlord"].deck
    groups = maximum_groups(deck, cards)
    assert list(groups) == ["Supreme Machine Magnum Overlord"]
    trio = groups["Supreme Machine Magnum Overlord"]
    roles = [{cards[c].max_role for c in g} for g in trio]
    assert roles == [{"L"}, {"C"}, {"R"}]
    odds = opening_odds_all(deck, cards, trio)
    assert odds.copies == (3, 3, 3)
    assert len(deck.main) == 40
    assert odds.by_first_draw == p_all(40, [3, 3, 3], 5) == brute_all(40, [3, 3, 3], 5)
    assert odds.in_opening_hand == p_all(40, [3, 3, 3], 4)
    # (C(40,5) - 3 C(37,5) + 3 C(34,5) - C(31,5)) / C(40,5) = 15174/658008, about 2.31%
    assert odds.by_first_draw == Fraction(843, 36556)
    # (C(40,4) - 3 C(37,4) + 3 C(34,4) - C(31,4)) / C(40,4) = 918/91390, about 1.00%
    assert odds.in_opening_hand == Fraction(459, 45695)


def test_no_maximum_groups_without_a_center() -> None:
    cards = pool()
    for slug, p in prebuilt().items():
        centers = {c for c in p.deck.main if cards[c].max_role == "C"}
        assert bool(maximum_groups(p.deck, cards)) == bool(centers), slug


# --- deck_stats ------------------------------------------------------------------------


@pytest.mark.parametrize("slug", sorted(prebuilt()))
def test_stats_of_prebuilt_decks_add_up(slug: str) -> None:
    cards, deck = pool(), prebuilt()[slug].deck
    stats = deck_stats(deck, cards)
    assert stats.unknown == ()
    assert (stats.main_size, stats.extra_size, stats.side_size) == tuple(
        len(s) for s in (deck.main, deck.extra, deck.side)
    )
    assert list(stats.main_kinds) == list(KINDS) == list(stats.extra_kinds)
    assert sum(stats.main_kinds.values()) == stats.main_size
    assert sum(stats.extra_kinds.values()) == stats.extra_size
    assert stats.main_monsters + stats.main_spells + stats.main_traps == stats.main_size
    assert stats.main_kinds["Fusion Monster"] == stats.main_kinds["Ritual Monster"] == 0
    monsters = [cards[c] for c in deck.main if cards[c].is_monster]
    assert stats.main_monsters == len(monsters)
    assert sum(stats.levels.values()) == len(monsters)
    assert list(stats.levels) == sorted(stats.levels)
    assert sum(stats.attributes.values()) == len(monsters)
    assert sum(stats.monster_types.values()) == len(monsters)
    assert set(stats.attributes) <= {a.name for a in Attribute if a.name}
    assert stats.legends == sum(1 for c in deck.main + deck.extra if cards[c].legend)
    assert stats.legends <= 3  # one per kind (R-SETUP-6)
    if monsters:
        assert stats.average_level == Fraction(sum(m.level for m in monsters), len(monsters))


def test_magnum_overlord_stats() -> None:
    stats = deck_stats(prebuilt()["magnum-overlord"].deck, pool())
    assert stats.main_kinds["Maximum Monster"] == 9
    assert stats.main_monsters == 24
    assert stats.main_spells == 8
    assert stats.main_traps == 8
    assert stats.legends == 3  # Summoned Skull, Dark Hole, Mirror Force
    assert stats.levels == {3: 3, 4: 9, 5: 5, 6: 1, 7: 3, 10: 3}
    assert stats.monster_types == {"Machine": 17, "Fiend": 4, "Beast-Warrior": 3}
    assert stats.average_level == Fraction(3 * 3 + 4 * 9 + 5 * 5 + 6 + 7 * 3 + 10 * 3, 24)


def test_stats_by_hand_with_unknown_cards() -> None:
    cards = CardPool(
        [
            CardData(1, "A", M | CardType.NORMAL, attribute=Attribute.DARK, race="Fiend", level=4),
            CardData(
                2,
                "B",
                M | CardType.EFFECT,
                attribute=Attribute.LIGHT,
                race="Fairy",
                level=7,
                legend=True,
            ),
            CardData(3, "C", CardType.SPELL | CardType.EQUIP),
            CardData(4, "D", CardType.TRAP),
            CardData(5, "E", M | CardType.FUSION, attribute=Attribute.DARK, race="Fiend", level=8),
        ]
    )
    deck = Deck(main=(1, 1, 2, 3, 4, 99, 99), extra=(5, 98), side=(4,))
    stats = deck_stats(deck, cards)
    assert stats.unknown == (98, 99)
    assert stats.main_size == 7 and stats.extra_size == 2 and stats.side_size == 1
    nonzero = {k: n for k, n in stats.main_kinds.items() if n}
    assert nonzero == {"Normal Monster": 2, "Effect Monster": 1, "Equip Spell": 1, "Trap": 1}
    assert {k: n for k, n in stats.extra_kinds.items() if n} == {"Fusion Monster": 1}
    assert stats.levels == {4: 2, 7: 1}
    assert stats.attributes == {"DARK": 2, "LIGHT": 1}
    assert stats.monster_types == {"Fiend": 2, "Fairy": 1}
    assert stats.legends == 1
    assert stats.average_level == Fraction(15, 3)
    empty = deck_stats(Deck(), cards)
    assert empty.average_level is None and empty.levels == {} and empty.main_monsters == 0
    assert Counter(empty.main_kinds.values()) == Counter({0: len(KINDS)})


def test_maximum_piece_counted_by_the_name_it_becomes_in_the_hand() -> None:
    """R-CARD-1: a card whose text says its name becomes a piece's name in the hand is
    that piece for a Maximum Summon, so it counts toward the set in the opening odds."""
    cards, deck = pool(), prebuilt()["magnum-overlord"].deck
    left_name = next(cards[c].name for c in deck.main if cards[c].max_role == "L")
    lefts = [c for c in deck.main if cards[c].name == left_name]
    stand_in = CardData(968_790_001, "Stand-in Overlord Part", M, level=4, atk=0,
                        defense=0, behaviour=CardScript(name_in_hand=left_name))
    merged = {**dict(cards.items()), stand_in.code: stand_in}
    swapped = Deck(main=tuple(c for c in deck.main if c not in lefts)
                   + (stand_in.code,) * len(lefts))
    trio = maximum_groups(swapped, merged)["Supreme Machine Magnum Overlord"]
    assert trio[0] == {stand_in.code}
    assert opening_odds_all(swapped, merged, trio).copies == (3, 3, 3)
    # the same card without that text is no piece
    plain = CardData(968_790_001, "Stand-in Overlord Part", M, level=4, atk=0, defense=0)
    trio = maximum_groups(swapped, {**merged, plain.code: plain})["Supreme Machine Magnum Overlord"]
    assert trio[0] == frozenset()
