"""Deck construction (R-SETUP-1..9): scenarios SC-01..SC-04 plus properties.

Real cards come from `real_cards`; the 9000xxxxx cards below are test fixtures in the
"V" style of RULES.md §19 (not real cards), used to fill decks to legal sizes.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import (
    SECTIONS,
    Deck,
    DeckError,
    DeckProblem,
    ProblemCode,
    check_deck,
    side_swap_problems,
    validate_deck,
)
from rushdesk.engine.regulation import (
    LegendRule,
    Regulation,
    RegulationHistory,
    legend_rule_for,
)

from .real_cards import (
    BLUE_EYES_ULTIMATE_DRAGON,
    BLUE_EYES_WHITE_DRAGON,
    BLUE_EYES_WHITE_DRAGON_205,
    BLUE_EYES_WHITE_DRAGON_418,
    CYBER_DRAGON,
    DARK_HOLE,
    DARK_MAGICIAN,
    HUNGRY_BURGER,
    JOINTECH_REX,
    MIRROR_FORCE,
    MONSTER_REBORN,
    REAL_POOL,
    SEVENS_ROAD_MAGICIAN,
    SEVENS_ROAD_MAGICIAN_205,
    SUMMONED_SKULL,
)

CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)
UNKNOWN_CODE = 999999999


def _normal(code: int, name: str) -> CardData:
    return CardData(
        code,
        name,
        CardType.MONSTER | CardType.NORMAL,
        attribute=Attribute.EARTH,
        race="Warrior",
        level=4,
        atk=1600,
        defense=1000,
    )


def _fusion(code: int, name: str) -> CardData:
    return CardData(
        code,
        name,
        CardType.MONSTER | CardType.FUSION,
        attribute=Attribute.EARTH,
        race="Warrior",
        level=6,
        atk=2400,
        defense=2000,
        materials=("V4-MAIN-01", "V4-MAIN-02"),
    )


MAIN_FILLERS = tuple(_normal(900001000 + i, f"V4-MAIN-{i:02d}") for i in range(1, 26))
SIDE_FILLERS = tuple(_normal(900003000 + i, f"V4-SIDE-{i:02d}") for i in range(1, 7))
FUSION_FILLERS = tuple(_fusion(900002000 + i, f"FX-FUSION-{i:02d}") for i in range(1, 7))
# Two prints of one fixture card whose names differ but are linked by `alias`.
ALIAS_BASE = _normal(900004001, "V4-ALIAS")
ALIAS_REPRINT = CardData(
    900004002,
    "V4-ALIAS (reprint)",
    CardType.MONSTER | CardType.NORMAL,
    alias=ALIAS_BASE.code,
    attribute=Attribute.EARTH,
    race="Warrior",
    level=4,
    atk=1600,
    defense=1000,
)

POOL = REAL_POOL.merged((*MAIN_FILLERS, *SIDE_FILLERS, *FUSION_FILLERS, ALIAS_BASE, ALIAS_REPRINT))


def fill(count: int, fillers: Sequence[CardData] = MAIN_FILLERS) -> tuple[int, ...]:
    """`count` legal filler passcodes: 3 copies of each filler name in turn."""
    assert count <= 3 * len(fillers)
    return tuple(fillers[i // 3].code for i in range(count))


def main_with(*cards: CardData, size: int = 40) -> tuple[int, ...]:
    """A Main Deck of `size` cards: `cards` plus fillers."""
    return tuple(c.code for c in cards) + fill(size - len(cards))


def codes(problems: Sequence[DeckProblem]) -> list[str]:
    return [str(p.code) for p in problems]


# --- SC-01: deck sizes and Extra Deck contents (R-SETUP-1, 2, 3, 5) -----------------------

SC01_CASES = {
    "a-main-40": (Deck(fill(40)), []),
    "b-main-39": (Deck(fill(39)), ["main-too-small"]),
    "c-main-61": (Deck(fill(61)), ["main-too-large"]),
    "d-60-15-15": (
        Deck(fill(60), fill(15, FUSION_FILLERS), fill(15, SIDE_FILLERS)),
        [],
    ),
    "e-extra-16": (Deck(fill(40), fill(16, FUSION_FILLERS)), ["extra-too-large"]),
    "f-side-16": (Deck(fill(40), side=fill(16, SIDE_FILLERS)), ["side-too-large"]),
    "g-fusion-in-main": (Deck(main_with(BLUE_EYES_ULTIMATE_DRAGON)), ["wrong-deck"]),
    "h-ritual-in-extra": (Deck(fill(40), (HUNGRY_BURGER.code,)), []),
    "i-effect-in-extra": (Deck(fill(40), (SEVENS_ROAD_MAGICIAN.code,)), ["wrong-deck"]),
}


@pytest.mark.parametrize("case", sorted(SC01_CASES))
def test_sc01_deck_sizes_and_extra_deck_contents(case: str) -> None:
    deck, expected = SC01_CASES[case]
    problems = validate_deck(deck, POOL, on=CURRENT)
    assert codes(problems) == expected
    for problem in problems:
        assert problem.rule in {"R-SETUP-1", "R-SETUP-2", "R-SETUP-3", "R-SETUP-5"}


def test_sc01_problems_say_where_and_why() -> None:
    [small] = validate_deck(Deck(fill(39)), POOL, on=CURRENT)
    assert (small.section, small.rule) == ("main", "R-SETUP-1")
    assert "39" in small.message and "40" in small.message

    [fusion] = validate_deck(Deck(main_with(BLUE_EYES_ULTIMATE_DRAGON)), POOL, on=CURRENT)
    assert (fusion.section, fusion.cards, fusion.rule) == ("main", (160319001,), "R-SETUP-5")
    assert "Blue-Eyes Ultimate Dragon (Rush)" in fusion.message
    assert "Fusion Monster" in fusion.message

    [effect] = validate_deck(Deck(fill(40), (160301001,)), POOL, on=CURRENT)
    assert (effect.section, effect.cards, effect.rule) == ("extra", (160301001,), "R-SETUP-2")
    assert "Sevens Road Magician" in effect.message


def test_side_deck_may_hold_any_kind_of_card() -> None:
    side = (BLUE_EYES_ULTIMATE_DRAGON.code, HUNGRY_BURGER.code, JOINTECH_REX.code, DARK_HOLE.code)
    assert validate_deck(Deck(fill(40), side=side), POOL, on=CURRENT) == []


# --- SC-02: the copy limit counts names across prints and the Side Deck (R-SETUP-4) -------

SRM, SRM_205 = SEVENS_ROAD_MAGICIAN.code, SEVENS_ROAD_MAGICIAN_205.code
SC02_CASES = {
    "a-3-in-main": (Deck(fill(37) + (SRM,) * 3), []),
    "b-2-plus-2-reprints": (Deck(fill(36) + (SRM_205,) * 2 + (SRM,) * 2), ["too-many-copies"]),
    "c-2-main-1-side": (Deck(fill(38) + (SRM,) * 2, side=(SRM,)), []),
    "d-2-main-2-side": (Deck(fill(38) + (SRM,) * 2, side=(SRM_205, SRM)), ["too-many-copies"]),
}


@pytest.mark.parametrize("case", sorted(SC02_CASES))
def test_sc02_copy_limit_counts_names_across_prints_and_side(case: str) -> None:
    deck, expected = SC02_CASES[case]
    problems = validate_deck(deck, POOL, on=CURRENT)
    assert codes(problems) == expected
    for problem in problems:
        assert problem.rule == "R-SETUP-4"
        assert problem.cards == tuple(sorted({c for c in deck.counts() if c in (SRM, SRM_205)}))
        assert "Sevens Road Magician" in problem.message and "4" in problem.message


def test_copy_limit_joins_prints_linked_by_alias_even_if_names_differ() -> None:
    main = fill(36) + (ALIAS_BASE.code,) * 2 + (ALIAS_REPRINT.code,) * 2
    [problem] = validate_deck(Deck(main), POOL, on=CURRENT)
    assert problem.code == ProblemCode.TOO_MANY_COPIES
    assert problem.cards == (ALIAS_BASE.code, ALIAS_REPRINT.code)


# --- SC-03: the Legend limit, per type now and one in total before 2023 (R-SETUP-6, 7) ----

SC03_A = Deck(main_with(BLUE_EYES_WHITE_DRAGON, MONSTER_REBORN, MIRROR_FORCE))


def test_sc03_legend_limit_per_type_and_legacy() -> None:
    # (a) one Legend Monster, one Legend Spell and one Legend Trap: legal today.
    assert validate_deck(SC03_A, POOL, on=CURRENT) == []
    # (b) the same deck plus Dark Magician (Rush): two Legend Monsters.
    deck_b = Deck((*SC03_A.main, DARK_MAGICIAN.code))
    [monsters] = validate_deck(deck_b, POOL, on=CURRENT)
    assert (monsters.code, monsters.rule) == ("legend-limit", "R-SETUP-6")
    assert monsters.cards == (BLUE_EYES_WHITE_DRAGON.code, DARK_MAGICIAN.code)
    assert "2 Legend Monsters" in monsters.message
    # (c) Blue-Eyes White Dragon + Dark Hole (Rush) + Monster Reborn (Rush): two Legend Spells.
    deck_c = Deck(main_with(BLUE_EYES_WHITE_DRAGON, DARK_HOLE, MONSTER_REBORN))
    [spells] = validate_deck(deck_c, POOL, on=CURRENT)
    assert (spells.code, spells.rule) == ("legend-limit", "R-SETUP-6")
    assert spells.cards == (DARK_HOLE.code, MONSTER_REBORN.code)
    # (d) on 2022-12-31 only one Legend card in total is allowed.
    [legacy] = validate_deck(SC03_A, POOL, on=LEGACY)
    assert (legacy.code, legacy.rule) == ("legend-limit", "R-SETUP-7")
    assert "3 Legend cards" in legacy.message
    assert validate_deck(Deck(main_with(BLUE_EYES_WHITE_DRAGON)), POOL, on=LEGACY) == []


def test_legend_rule_switches_on_2023_01_01() -> None:
    assert legend_rule_for(LEGACY) is LegendRule.ONE_TOTAL
    assert legend_rule_for(datetime.date(2023, 1, 1)) is LegendRule.PER_TYPE
    assert validate_deck(SC03_A, POOL, on=datetime.date(2023, 1, 1)) == []


def test_no_legend_card_twice_even_as_different_prints() -> None:
    deck = Deck(main_with(BLUE_EYES_WHITE_DRAGON, BLUE_EYES_WHITE_DRAGON_205))
    [problem] = validate_deck(deck, POOL, on=CURRENT)
    assert problem.code == ProblemCode.LEGEND_LIMIT
    assert problem.cards == (BLUE_EYES_WHITE_DRAGON.code, BLUE_EYES_WHITE_DRAGON_205.code)
    assert "2 Legend Monsters (2 × Blue-Eyes White Dragon (Rush))" in problem.message


@pytest.mark.parametrize("on", [CURRENT, LEGACY])
def test_side_deck_is_not_counted_for_the_legend_limit(on: datetime.date) -> None:
    side = (DARK_MAGICIAN.code, SUMMONED_SKULL.code, BLUE_EYES_WHITE_DRAGON_418.code)
    deck = Deck(main_with(BLUE_EYES_WHITE_DRAGON), side=side)
    assert validate_deck(deck, POOL, on=on) == []


# --- SC-04: Forbidden / Limited / Semi-Limited (R-SETUP-8) ---------------------------------

X, Y, Z = CYBER_DRAGON, JOINTECH_REX, SEVENS_ROAD_MAGICIAN
LIST_A = Regulation(datetime.date(2024, 1, 1), {X.name: 1}, name="Test list A")
LIST_B = Regulation(datetime.date(2024, 4, 1), {X.name: 0, Y.name: 1, Z.name: 2})
HISTORY = RegulationHistory([LIST_B, LIST_A])


def _sc04(
    main: Sequence[CardData], side: Sequence[CardData] = (), on: datetime.date = CURRENT
) -> list[str]:
    """Problem codes for a 40-card Main Deck holding `main`, under the SC-04 lists."""
    deck = Deck(main_with(*main), side=tuple(c.code for c in side))
    return codes(validate_deck(deck, POOL, on=on, regulations=HISTORY))


def test_sc04_forbidden_limited_semi_limited() -> None:
    assert not any(c.legend for c in (X, Y, Z))
    # (a) one Forbidden card anywhere.
    assert _sc04([X]) == ["forbidden"]
    assert _sc04([], side=[X]) == ["forbidden"]
    # (b), (c) Limited: one is fine, a second one in the Side Deck is not.
    assert _sc04([Y]) == []
    assert _sc04([Y], side=[Y]) == ["limited"]
    # (d), (e) Semi-Limited: two are fine, a third (another print, in the Side) is not.
    assert _sc04([Z, Z]) == []
    assert _sc04([Z, Z], side=[SEVENS_ROAD_MAGICIAN_205]) == ["limited"]
    # (f) before LIST_B takes effect LIST_A applies: X is only Limited, Y and Z are free.
    before_b = datetime.date(2024, 3, 31)
    assert _sc04([X], on=before_b) == []
    assert _sc04([X], side=[X], on=before_b) == ["limited"]
    assert _sc04([Y, Y, Y], on=before_b) == []
    # ... and before the first list nothing is restricted.
    assert _sc04([X, X, X], on=datetime.date(2023, 12, 31)) == []
    # LIST_B applies from its effective date on.
    assert _sc04([X], on=LIST_B.effective) == ["forbidden"]


def test_sc04_messages_name_the_card_status_and_counts() -> None:
    deck = Deck(main_with(Z, Z), side=(SEVENS_ROAD_MAGICIAN_205.code,))
    [problem] = validate_deck(deck, POOL, on=CURRENT, regulations=HISTORY)
    assert (problem.rule, problem.section) == ("R-SETUP-8", "")
    assert problem.cards == (SEVENS_ROAD_MAGICIAN_205.code, SEVENS_ROAD_MAGICIAN.code)
    assert "Sevens Road Magician is Semi-Limited" in problem.message
    assert "2 in the Main Deck, 1 in the Side Deck" in problem.message

    [forbidden] = validate_deck(Deck(main_with(X)), POOL, on=CURRENT, regulations=HISTORY)
    assert "Cyber Dragon (Rush) is Forbidden" in forbidden.message


def test_a_list_allowance_replaces_the_copy_limit_instead_of_doubling_it() -> None:
    # Four copies of a Limited card break both limits; one problem names the stricter one.
    assert _sc04([Y, Y, Y, Y]) == ["limited"]


# --- regulation data ------------------------------------------------------------------------


def test_regulation_round_trips_through_dict() -> None:
    data = LIST_B.to_dict()
    assert data == {
        "effective": "2024-04-01",
        "name": "",
        "forbidden": ["Cyber Dragon (Rush)"],
        "limited": ["Jointech Rex"],
        "semi_limited": ["Sevens Road Magician"],
    }
    assert Regulation.from_dict(data) == LIST_B
    assert Regulation.from_dict(LIST_A.to_dict()) == LIST_A
    assert LIST_B.allowed("Fusion") == 3 and LIST_B.allowed("Jointech Rex") == 1
    assert LIST_B.names_with(0) == {"Cyber Dragon (Rush)"}


@pytest.mark.parametrize(
    "data",
    [
        {"forbidden": []},
        {"effective": "not a date"},
        {"effective": "2024-01-01", "forbidden": ["A"], "limited": ["A"]},
        {"effective": "2024-01-01", "limited": "A"},
        {"effective": "2024-01-01", "limited": [7]},
        {"effective": "2024-01-01", "name": 3},
    ],
)
def test_regulation_from_dict_rejects_malformed_data(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Regulation.from_dict(data)


@pytest.mark.parametrize("allowed", [3, -1, True, 1.0])
def test_regulation_allows_only_0_1_or_2(allowed: object) -> None:
    with pytest.raises(ValueError):
        Regulation(CURRENT, {"A": allowed})  # type: ignore[dict-item]


def test_regulation_history_picks_the_newest_list_in_force() -> None:
    assert RegulationHistory().for_date(CURRENT) is None
    assert HISTORY.for_date(datetime.date(2023, 12, 31)) is None
    assert HISTORY.for_date(datetime.date(2024, 1, 1)) == LIST_A
    assert HISTORY.for_date(datetime.date(2024, 3, 31)) == LIST_A
    assert HISTORY.for_date(datetime.date(2024, 4, 1)) == LIST_B
    assert list(HISTORY) == [LIST_A, LIST_B]
    with pytest.raises(ValueError):
        RegulationHistory([LIST_A, Regulation(LIST_A.effective, {})])


# --- unknown cards, DeckError, Deck values ----------------------------------------------------


def test_unknown_passcodes_are_problems_not_exceptions() -> None:
    deck = Deck(fill(39) + (UNKNOWN_CODE,), side=(UNKNOWN_CODE, UNKNOWN_CODE))
    problems = validate_deck(deck, POOL, on=CURRENT)
    assert codes(problems) == ["unknown-card", "unknown-card"]
    assert [(p.section, p.cards) for p in problems] == [
        ("main", (UNKNOWN_CODE,)),
        ("side", (UNKNOWN_CODE,)),
    ]
    assert str(UNKNOWN_CODE) in problems[1].message and "2 copies" in problems[1].message


def test_check_deck_raises_with_every_problem() -> None:
    check_deck(Deck(fill(40)), POOL, on=CURRENT)
    deck = Deck(fill(39), (SRM,), fill(16, SIDE_FILLERS))
    with pytest.raises(DeckError) as info:
        check_deck(deck, POOL, on=CURRENT)
    assert codes(info.value.problems) == ["main-too-small", "side-too-large", "wrong-deck"]
    assert isinstance(info.value, ValueError)


def test_deck_value_helpers() -> None:
    deck = Deck([1, 2, 2], extra=[3], side=(2,), name="test")  # type: ignore[arg-type]
    assert deck.main == (1, 2, 2) and deck.extra == (3,)
    assert deck.counts() == {1: 1, 2: 3, 3: 1}
    assert deck.counts(["main"]) == {1: 1, 2: 2}
    assert Deck.from_dict(deck.to_dict()) == deck
    assert Deck.from_dict({"main": [5]}) == Deck((5,))
    for bad in ({"main": ["160001000"]}, {"main": 5}, {"main": [1], "name": 2}):
        with pytest.raises(ValueError):
            Deck.from_dict(bad)


@given(
    st.lists(st.integers(0, 2**32), max_size=70),
    st.lists(st.integers(0, 2**32), max_size=20),
    st.lists(st.integers(0, 2**32), max_size=20),
    st.text(max_size=10),
)
def test_deck_round_trips_through_dict(
    main: list[int], extra: list[int], side: list[int], name: str
) -> None:
    deck = Deck(tuple(main), tuple(extra), tuple(side), name)
    assert Deck.from_dict(deck.to_dict()) == deck


# --- R-SETUP-9: side decking ------------------------------------------------------------------

MATCH_DECK = Deck(
    main_with(BLUE_EYES_WHITE_DRAGON, SEVENS_ROAD_MAGICIAN),
    (BLUE_EYES_ULTIMATE_DRAGON.code,),
    (DARK_MAGICIAN.code, SUMMONED_SKULL.code, HUNGRY_BURGER.code, JOINTECH_REX.code),
)


def _swap(deck: Deck, out: int, into: int, section: str = "main") -> Deck:
    """Swap one copy of `out` in `section` with one copy of `into` from the Side Deck."""
    cards = list(deck.section(section))
    side = list(deck.side)
    cards[cards.index(out)] = into
    side[side.index(into)] = out
    return Deck(**{**deck.to_dict(), section: tuple(cards), "side": tuple(side)})


def test_side_swap_one_for_one_is_legal() -> None:
    new = _swap(MATCH_DECK, SEVENS_ROAD_MAGICIAN.code, JOINTECH_REX.code)
    new = _swap(new, BLUE_EYES_ULTIMATE_DRAGON.code, HUNGRY_BURGER.code, "extra")
    assert side_swap_problems(MATCH_DECK, new, POOL, on=CURRENT) == []
    # The Side Deck holds three Legend Monsters throughout: R-SETUP-9 does not count them.
    swapped_legend = _swap(MATCH_DECK, BLUE_EYES_WHITE_DRAGON.code, DARK_MAGICIAN.code)
    assert side_swap_problems(MATCH_DECK, swapped_legend, POOL, on=CURRENT) == []


def test_side_swap_must_keep_cards_and_section_sizes() -> None:
    extra_card = Deck((*MATCH_DECK.main, CYBER_DRAGON.code), MATCH_DECK.extra, MATCH_DECK.side)
    problems = side_swap_problems(MATCH_DECK, extra_card, POOL, on=CURRENT)
    assert codes(problems) == ["side-swap-cards", "side-swap-main-size"]
    assert problems[0].cards == (CYBER_DRAGON.code,)
    assert "added Cyber Dragon (Rush)" in problems[0].message

    moved = Deck(MATCH_DECK.main[1:], MATCH_DECK.extra, (*MATCH_DECK.side, MATCH_DECK.main[0]))
    assert codes(side_swap_problems(MATCH_DECK, moved, POOL, on=CURRENT)) == [
        "side-swap-main-size",
        "main-too-small",
    ]


def test_side_swap_result_must_be_legal_again() -> None:
    two_legends = Deck(
        (*MATCH_DECK.main[:-1], DARK_MAGICIAN.code),
        MATCH_DECK.extra,
        (*MATCH_DECK.side[1:], MATCH_DECK.main[-1]),
    )
    problems = side_swap_problems(MATCH_DECK, two_legends, POOL, on=CURRENT)
    assert codes(problems) == ["legend-limit"]


# --- properties -------------------------------------------------------------------------------

ANY_CODE = st.sampled_from([*sorted(POOL), UNKNOWN_CODE, 0])
RANDOM_DECKS = st.builds(
    Deck,
    st.lists(ANY_CODE, max_size=70).map(tuple),
    st.lists(ANY_CODE, max_size=20).map(tuple),
    st.lists(ANY_CODE, max_size=20).map(tuple),
)
DATES = st.dates(datetime.date(2020, 1, 1), datetime.date(2026, 12, 31))


@settings(max_examples=200)
@given(RANDOM_DECKS, DATES, st.data())
def test_validation_is_total_deterministic_and_order_independent(
    deck: Deck, on: datetime.date, data: st.DataObject
) -> None:
    problems = validate_deck(deck, POOL, on=on, regulations=HISTORY)
    assert problems == validate_deck(deck, POOL, on=on, regulations=HISTORY)
    main, extra, side = (tuple(data.draw(st.permutations(deck.section(s)))) for s in SECTIONS)
    shuffled = Deck(main, extra, side)
    assert validate_deck(shuffled, POOL, on=on, regulations=HISTORY) == problems
    for problem in problems:
        assert problem.code in set(ProblemCode)
        assert problem.section in {"main", "extra", "side", ""}
        assert problem.rule.startswith("R-") and problem.message.endswith(".")
        assert set(problem.cards) <= set(deck.counts())
    assert (problems == []) == _raises_nothing(deck, on)


def _raises_nothing(deck: Deck, on: datetime.date) -> bool:
    try:
        check_deck(deck, POOL, on=on, regulations=HISTORY)
    except DeckError:
        return False
    return True


# Each injection breaks one rule with cards no other injection uses (on CURRENT, HISTORY).
VIOLATIONS: dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], str]] = {
    "unknown": ((UNKNOWN_CODE,), (), (), "unknown-card"),
    "fusion-in-main": ((BLUE_EYES_ULTIMATE_DRAGON.code,), (), (), "wrong-deck"),
    "effect-in-extra": ((), (SEVENS_ROAD_MAGICIAN_205.code,), (), "wrong-deck"),
    "four-copies": ((MAIN_FILLERS[-1].code,) * 4, (), (), "too-many-copies"),
    "forbidden": ((), (), (CYBER_DRAGON.code,), "forbidden"),
    "limited": ((JOINTECH_REX.code,) * 2, (), (), "limited"),
    "legend-monsters": ((BLUE_EYES_WHITE_DRAGON.code, DARK_MAGICIAN.code), (), (), "legend-limit"),
    "legend-spells": ((DARK_HOLE.code, MONSTER_REBORN.code), (), (), "legend-limit"),
    "side-too-large": ((), (), fill(16, SIDE_FILLERS), "side-too-large"),
}


@given(st.sets(st.sampled_from(sorted(VIOLATIONS))))
def test_k_independent_violations_give_at_least_k_problems(chosen: set[str]) -> None:
    main, extra, side = list(fill(40)), list[int](), list[int]()
    for name in chosen:
        more_main, more_extra, more_side, _ = VIOLATIONS[name]
        main += more_main
        extra += more_extra
        side += more_side
    deck = Deck(tuple(main), tuple(extra), tuple(side))
    problems = validate_deck(deck, POOL, on=CURRENT, regulations=HISTORY)
    assert len(problems) >= len(chosen)
    found = codes(problems)
    for name in chosen:
        assert VIOLATIONS[name][3] in found
