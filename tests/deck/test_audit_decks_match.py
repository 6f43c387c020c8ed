"""Audit: deck construction (R-SETUP-1..9), the best-of-three match (R-WIN-5, R-SETUP-9,
R-SETUP-10) and bad input in the .ydk, ydke:// and text-list formats.

Real card facts come from `carddb/` through `load_pool`; the 953xxxxxx cards are test
fixtures in the "V"/"FX-" style of RULES.md §19 (not real cards) that fill decks to legal
sizes. Match tests replace `Duel` inside `rushdesk.engine.match` with a stand-in whose
result is scripted, so the score and the choice of who goes first are exact.
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import pytest

from rushdesk.db.sources import load_pool
from rushdesk.deck.formats import (
    DeckFormatError,
    format_text,
    format_ydk,
    format_ydke,
    parse_any,
    parse_text,
    parse_ydk,
    parse_ydke,
)
from rushdesk.engine import match as match_module
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, DeckError, check_deck, validate_deck
from rushdesk.engine.match import Match, MatchError
from rushdesk.engine.outcome import Result
from rushdesk.engine.regulation import Regulation, RegulationHistory

CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)

# Real passcodes (carddb/ facts).
BEWD, BEWD_205, BEWD_418 = 160001000, 160205001, 160418001  # Legend Normal Monster
DARK_MAGICIAN, SUMMONED_SKULL = 160002000, 160003000  # Legend Normal Monsters
MONSTER_REBORN, DARK_HOLE, POLYMERIZATION = 160417004, 160205069, 160206025  # Legend Spells
MIRROR_FORCE, SAKURETSU, TRAP_HOLE = 160418003, 160417005, 160202019  # Legend Traps
BEUD = 160319001  # Fusion Monster
HUNGRY_BURGER, HUNGREED_BURGER = 160022066, 160022033  # Ritual Monsters
BURGER_RECIPE = 160022048  # Ritual Spell
OVERLORD_L, OVERLORD, OVERLORD_R = 160202001, 160202002, 160202003  # Maximum pieces
OVERLORD_L_205 = 160205004  # a reprint of the [L] piece (alias 160202001)
SRM, SRM_205 = 160301001, 160205003  # Sevens Road Magician, two prints
JOINTECH_REX, CYBER_DRAGON = 160009019, 160205024
UNKNOWN = 987654321


def _vanilla(n: int) -> CardData:
    return CardData(953_000_000 + n, f"V4-AUDM-{n:02d}", CardType.MONSTER | CardType.NORMAL,
                    attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000)


def _fusion(n: int) -> CardData:
    return CardData(953_001_000 + n, f"FX-AUDM-FUSION-{n:02d}", CardType.MONSTER | CardType.FUSION,
                    attribute=Attribute.EARTH, race="Warrior", level=6, atk=2000, defense=2000,
                    materials=("V4-AUDM-01", "V4-AUDM-02"))


MAIN_FILL = tuple(_vanilla(n) for n in range(1, 26))
SIDE_FILL = tuple(_vanilla(n) for n in range(51, 57))
FUSION_FILL = tuple(_fusion(n) for n in range(1, 7))
POOL = load_pool().merged((*MAIN_FILL, *SIDE_FILL, *FUSION_FILL))


def fill(count: int, fillers: Sequence[CardData] = MAIN_FILL) -> tuple[int, ...]:
    """`count` filler passcodes, 3 copies of each filler name in turn."""
    assert count <= 3 * len(fillers)
    return tuple(fillers[i // 3].code for i in range(count))


def main_with(*codes: int, size: int = 40) -> tuple[int, ...]:
    return (*codes, *fill(size - len(codes)))


def found(deck: Deck, on: datetime.date = CURRENT, **kw: Any) -> list[tuple[str, str, str]]:
    """(code, rule, section) of every problem `validate_deck` finds."""
    return [(str(p.code), p.rule, p.section) for p in validate_deck(deck, POOL, on=on, **kw)]


# ------------------------------------------------------------- R-SETUP-1..3: sizes
def test_r_setup_1_2_3_every_section_one_over_at_once() -> None:
    deck = Deck(fill(61), fill(16, FUSION_FILL), fill(16, SIDE_FILL))
    problems = validate_deck(deck, POOL, on=CURRENT)
    assert [(str(p.code), p.rule, p.section) for p in problems] == [
        ("main-too-large", "R-SETUP-1", "main"),
        ("extra-too-large", "R-SETUP-2", "extra"),
        ("side-too-large", "R-SETUP-3", "side"),
    ]
    assert [p.message for p in problems] == [
        "The Main Deck has 61 cards; it may hold at most 60.",
        "The Extra Deck has 16 cards; it may hold at most 15.",
        "The Side Deck has 16 cards; it may hold at most 15.",
    ]


def test_r_setup_1_2_3_real_extra_cards_at_the_limits_and_an_empty_deck() -> None:
    extra = (BEUD,) * 3 + (HUNGRY_BURGER,) * 3 + (HUNGREED_BURGER,) * 3 + fill(6, FUSION_FILL)
    assert found(Deck(fill(60), extra, fill(15, SIDE_FILL))) == []
    [empty] = validate_deck(Deck(), POOL, on=CURRENT)
    assert (str(empty.code), empty.rule) == ("main-too-small", "R-SETUP-1")
    assert empty.message == "The Main Deck has 0 cards; it needs at least 40."


# ------------------------------------------------------------- R-SETUP-2, 5: placement
@pytest.mark.parametrize(("section", "card", "expected"), [
    ("main", HUNGRY_BURGER, [("wrong-deck", "R-SETUP-5", "main")]),  # Ritual Monster
    ("main", BURGER_RECIPE, []),  # a Ritual Spell is a Main Deck card
    ("extra", BURGER_RECIPE, [("wrong-deck", "R-SETUP-2", "extra")]),
    ("extra", HUNGREED_BURGER, []),
    ("main", OVERLORD, []),  # Maximum pieces go in the Main Deck
    ("extra", OVERLORD_R, [("wrong-deck", "R-SETUP-2", "extra")]),
    ("extra", MONSTER_REBORN, [("wrong-deck", "R-SETUP-2", "extra")]),
    ("side", BEUD, []),  # the Side Deck takes any kind of card
])
def test_r_setup_2_5_where_each_kind_of_card_goes(section: str, card: int,
                                                  expected: list[tuple[str, str, str]]) -> None:
    sections: dict[str, tuple[int, ...]] = {"main": fill(40), "extra": (), "side": ()}
    if section == "main":
        sections["main"] = main_with(card)
    else:
        sections[section] = (card,)
    assert found(Deck(**sections)) == expected


def test_r_setup_5_misplaced_ritual_monster_names_card_and_kind() -> None:
    [problem] = validate_deck(Deck(main_with(HUNGRY_BURGER, HUNGRY_BURGER)), POOL, on=CURRENT)
    assert problem.cards == (HUNGRY_BURGER,)
    assert problem.message == ("Hungry Burger (Rush) is a Ritual Monster: it belongs in the "
                               "Extra Deck, not the Main Deck.")


# ------------------------------------------------------------- R-SETUP-4: copies by name
def test_r_setup_4_copies_count_across_main_extra_and_side() -> None:
    deck = Deck(main_with(BEUD), (BEUD, BEUD), fill(1, SIDE_FILL) + (BEUD,))
    problems = validate_deck(deck, POOL, on=CURRENT)
    assert [(str(p.code), p.rule, p.cards) for p in problems] == [
        ("wrong-deck", "R-SETUP-5", (BEUD,)),
        ("too-many-copies", "R-SETUP-4", (BEUD,)),
    ]
    assert ("the deck holds 4 (1 in the Main Deck, 2 in the Extra Deck, 1 in the Side Deck)"
            in problems[1].message)
    assert found(Deck(fill(40), (BEUD, BEUD), (BEUD,))) == []


def test_r_setup_4_maximum_piece_reprints_share_one_count() -> None:
    trio = (OVERLORD_L, OVERLORD, OVERLORD_R) * 3
    assert found(Deck(main_with(*trio))) == []
    deck = Deck(main_with(OVERLORD_L, OVERLORD_L, OVERLORD_L_205), side=(OVERLORD_L_205,))
    [problem] = validate_deck(deck, POOL, on=CURRENT)
    assert (str(problem.code), problem.rule) == ("too-many-copies", "R-SETUP-4")
    assert problem.cards == (OVERLORD_L, OVERLORD_L_205)
    assert "Supreme Machine Magnum Overlord [L]" in problem.message
    assert "the deck holds 4 (3 in the Main Deck, 1 in the Side Deck)" in problem.message


def test_r_setup_4_legend_prints_in_the_side_count_for_copies_not_for_legend() -> None:
    three = Deck(main_with(BEWD), side=(BEWD_205, BEWD_418))
    assert found(three) == []
    four = Deck(main_with(BEWD), side=(BEWD_205, BEWD_418, BEWD))
    assert found(four) == [("too-many-copies", "R-SETUP-4", "")]


# ------------------------------------------------------------- R-SETUP-6, 7: Legend
DOUBLED_LEGENDS = main_with(BEWD, DARK_MAGICIAN, DARK_HOLE, POLYMERIZATION, MIRROR_FORCE, SAKURETSU)


def test_r_setup_6_each_legend_type_is_reported_separately() -> None:
    problems = validate_deck(Deck(DOUBLED_LEGENDS), POOL, on=CURRENT)
    assert [(str(p.code), p.rule, p.cards) for p in problems] == [
        ("legend-limit", "R-SETUP-6", (BEWD, DARK_MAGICIAN)),
        ("legend-limit", "R-SETUP-6", (DARK_HOLE, POLYMERIZATION)),
        ("legend-limit", "R-SETUP-6", (MIRROR_FORCE, SAKURETSU)),
    ]
    assert "2 Legend Traps" in problems[2].message


def test_r_setup_6_one_of_each_type_with_more_legends_in_the_side_is_legal() -> None:
    deck = Deck(main_with(SUMMONED_SKULL, MONSTER_REBORN, TRAP_HOLE),
                side=(DARK_MAGICIAN, DARK_HOLE, MIRROR_FORCE, SAKURETSU, TRAP_HOLE))
    assert found(deck) == []


@pytest.mark.parametrize(("on", "expected"), [
    (LEGACY, [("legend-limit", "R-SETUP-7", "")]),
    (datetime.date(2023, 1, 1), []),
])
def test_r_setup_7_legacy_limit_counts_legends_of_every_type_together(
        on: datetime.date, expected: list[tuple[str, str, str]]) -> None:
    deck = Deck(main_with(SUMMONED_SKULL, MONSTER_REBORN, TRAP_HOLE), side=(DARK_MAGICIAN,))
    assert found(deck, on=on) == expected


def test_r_setup_7_legacy_message_counts_every_legend() -> None:
    [problem] = validate_deck(Deck(DOUBLED_LEGENDS), POOL, on=LEGACY)
    assert problem.rule == "R-SETUP-7"
    assert "6 Legend cards" in problem.message
    assert len(problem.cards) == 6


# ------------------------------------------------------------- R-SETUP-8: Limit Regulation
LIST = Regulation(datetime.date(2024, 4, 1), {
    "Supreme Machine Magnum Overlord [L]": 1,
    "Blue-Eyes Ultimate Dragon (Rush)": 2,
    "Hungreed Burger": 0,
}, name="audit list")
HISTORY = RegulationHistory([LIST])


@pytest.mark.parametrize(("deck", "expected"), [
    (Deck(main_with(OVERLORD_L), side=(OVERLORD_L_205,)), "limited"),  # alias-linked print
    (Deck(fill(40), (BEUD,), (BEUD, BEUD)), "limited"),  # Semi-Limited: Extra + Side
    (Deck(fill(40), (BEUD,), (BEUD,)), None),
    (Deck(fill(40), side=(HUNGREED_BURGER,)), "forbidden"),  # only in the Side Deck
])
def test_r_setup_8_limits_count_prints_and_every_section(deck: Deck, expected: str | None) -> None:
    on_list = found(deck, on=LIST.effective, regulations=HISTORY)
    assert on_list == ([] if expected is None else [(expected, "R-SETUP-8", "")])
    assert found(deck, on=datetime.date(2024, 3, 31), regulations=HISTORY) == []


def test_r_setup_8_forbidden_message_names_card_list_and_date() -> None:
    deck = Deck(fill(40), (HUNGREED_BURGER,))
    [problem] = validate_deck(deck, POOL, on=CURRENT, regulations=HISTORY)
    assert problem.message == (
        "Hungreed Burger is Forbidden under the Limit Regulation in force from 2024-04-01 "
        "(audit list): no copies are allowed, but the deck holds 1 (1 in the Extra Deck).")


# ------------------------------------------------------------- every problem at once
def test_every_problem_is_reported_at_once_in_a_stable_order() -> None:
    main = (*fill(52), BEUD, SRM, SRM, SRM_205, SRM_205, JOINTECH_REX, JOINTECH_REX,
            BEWD, DARK_MAGICIAN)
    extra = (*fill(15, FUSION_FILL), CYBER_DRAGON)
    side = (*fill(15, SIDE_FILL), UNKNOWN)
    regs = RegulationHistory([Regulation(CURRENT, {"Jointech Rex": 1, "Cyber Dragon (Rush)": 0})])
    deck = Deck(main, extra, side)
    problems = validate_deck(deck, POOL, on=CURRENT, regulations=regs)
    assert [(str(p.code), p.rule, p.section, p.cards) for p in problems] == [
        ("unknown-card", "R-GEN-1", "side", (UNKNOWN,)),
        ("main-too-large", "R-SETUP-1", "main", ()),
        ("extra-too-large", "R-SETUP-2", "extra", ()),
        ("side-too-large", "R-SETUP-3", "side", ()),
        ("wrong-deck", "R-SETUP-5", "main", (BEUD,)),
        ("wrong-deck", "R-SETUP-2", "extra", (CYBER_DRAGON,)),
        ("forbidden", "R-SETUP-8", "", (CYBER_DRAGON,)),
        ("limited", "R-SETUP-8", "", (JOINTECH_REX,)),
        ("too-many-copies", "R-SETUP-4", "", (SRM_205, SRM)),
        ("legend-limit", "R-SETUP-6", "", (BEWD, DARK_MAGICIAN)),
    ]
    with pytest.raises(DeckError) as caught:
        check_deck(deck, POOL, on=CURRENT, regulations=regs)
    assert caught.value.problems == problems
    for problem in problems:
        assert problem.message in str(caught.value)


# ------------------------------------------------------------- the match (R-WIN-5 ...)
@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[Any]]:
    """Duels of a match end as `results` says; `started` records (first, decks) of each."""
    state: dict[str, list[Any]] = {"results": [], "started": []}

    def new(cards: Any, decks: tuple[Deck, Deck], seed: int, first: int, options: Any) -> Any:
        state["started"].append((first, decks))
        return SimpleNamespace(seed=seed, first=first, turn=4, result=state["results"].pop(0),
                               state_hash=lambda: "scripted", record=lambda: None)

    monkeypatch.setattr(match_module, "Duel", SimpleNamespace(new=new))
    return state


def _play(match: Match, state: dict[str, list[Any]], winner: int | None,
          goes_first: bool = True) -> int | None:
    """Play one scripted duel; returns who chose who goes first (None for duel 1)."""
    chooser = match.chooser
    if chooser is not None:
        match.choose_first(chooser, goes_first)
    state["results"].append(Result(winner, "scripted"))
    match.start_duel()
    match.finish_duel()
    return chooser


PLAIN = Deck(fill(40), side=fill(3, SIDE_FILL))


@pytest.mark.parametrize(("winners", "choosers", "firsts", "wins", "match_winner"), [
    ((0, 0), [None, 1], [0, 1], (2, 0), 0),
    ((0, 1, 1), [None, 1, 0], [0, 1, 0], (1, 2), 1),
    ((1, 0, 0), [None, 0, 1], [0, 0, 1], (2, 1), 0),
])
def test_r_win_5_r_setup_10_the_loser_of_the_previous_duel_chooses(
        script: dict[str, list[Any]], winners: tuple[int, ...], choosers: list[int | None],
        firsts: list[int], wins: tuple[int, int], match_winner: int) -> None:
    match = Match(POOL, (PLAIN, PLAIN), seed=1, first=0, on=CURRENT)
    assert [_play(match, script, w) for w in winners] == choosers
    assert [first for first, _ in script["started"]] == firsts
    assert match.is_over and match.wins == wins and match.winner == match_winner
    assert match.chooser is None
    with pytest.raises(MatchError, match="over"):
        match.start_duel()


def test_r_win_5_one_win_and_a_draw_is_not_yet_a_match(script: dict[str, list[Any]]) -> None:
    match = Match(POOL, (PLAIN, PLAIN), seed=1, first=1, on=CURRENT)
    _play(match, script, 0)
    _play(match, script, None)
    assert not match.is_over and match.winner is None
    assert match.wins == (1, 0) and match.draws == 1
    assert match.chooser in (0, 1)  # somebody must choose; RULES.md does not say who


@pytest.mark.parametrize("winners", [(None, None, 0), (0, None, None), (None, 1, 0)])
def test_r_win_5_a_match_has_at_most_three_duels(script: dict[str, list[Any]],
                                                 winners: tuple[int | None, ...]) -> None:
    match = Match(POOL, (PLAIN, PLAIN), seed=1, first=0, on=CURRENT)
    for winner in winners:
        assert not match.is_over
        _play(match, script, winner)
    assert match.is_over and len(match.duels) == 3
    with pytest.raises(MatchError, match="over"):
        match.start_duel()


# R-SETUP-9: side decking in a match, with real Legend cards and Extra Deck cards.
SIDED = Deck(main_with(BEWD, MONSTER_REBORN), (BEUD, BEUD),
             (DARK_MAGICIAN, DARK_HOLE, HUNGRY_BURGER, SIDE_FILL[0].code))


def _swap(deck: Deck, out: int, into: int, section: str = "main") -> Deck:
    """`deck` with one `out` of `section` and one `into` of the Side Deck exchanged."""
    cards, side = list(deck.section(section)), list(deck.side)
    cards[cards.index(out)], side[side.index(into)] = into, out
    return Deck(**{**deck.to_dict(), section: tuple(cards), "side": tuple(side)})


def _after_one_duel(state: dict[str, list[Any]]) -> Match:
    match = Match(POOL, (SIDED, PLAIN), seed=2, first=0, on=CURRENT)
    _play(match, state, 1)
    return match


def test_r_setup_9_legal_swaps_are_played_in_the_next_duel(script: dict[str, list[Any]]) -> None:
    match = _after_one_duel(script)
    sided = _swap(_swap(SIDED, MONSTER_REBORN, DARK_HOLE), BEUD, HUNGRY_BURGER, "extra")
    sided = _swap(sided, BEWD, DARK_MAGICIAN)
    match.side(0, sided)
    _play(match, script, 0)
    assert script["started"][1][1] == (sided, PLAIN)
    assert Counter(sided.main) - Counter(SIDED.main) == {DARK_HOLE: 1, DARK_MAGICIAN: 1}


@pytest.mark.parametrize(("out", "into", "section", "expected"), [
    (MAIN_FILL[0].code, DARK_HOLE, "main", ("legend-limit", "R-SETUP-6", (DARK_HOLE,
                                                                        MONSTER_REBORN))),
    (MAIN_FILL[0].code, HUNGRY_BURGER, "main", ("wrong-deck", "R-SETUP-5", (HUNGRY_BURGER,))),
    (BEUD, SIDE_FILL[0].code, "extra", ("wrong-deck", "R-SETUP-2", (SIDE_FILL[0].code,))),
])
def test_r_setup_9_an_illegal_swap_is_refused_with_a_reason_and_nothing_changes(
        script: dict[str, list[Any]], out: int, into: int, section: str,
        expected: tuple[str, str, tuple[int, ...]]) -> None:
    match = _after_one_duel(script)
    with pytest.raises(DeckError) as caught:
        match.side(0, _swap(SIDED, out, into, section))
    assert [(str(p.code), p.rule, p.cards) for p in caught.value.problems] == [expected]
    assert match.deck(0) == SIDED


def test_r_setup_7_9_side_swaps_follow_the_legacy_legend_limit(
        script: dict[str, list[Any]]) -> None:
    legacy = Deck(main_with(BEWD), (BEUD,), (DARK_MAGICIAN, DARK_HOLE, MONSTER_REBORN))
    match = Match(POOL, (legacy, PLAIN), seed=3, first=0, on=LEGACY)
    _play(match, script, 0)
    match.side(0, _swap(legacy, BEWD, DARK_HOLE))  # still one Legend card in total
    with pytest.raises(DeckError) as caught:
        match.side(0, _swap(legacy, MAIN_FILL[0].code, DARK_MAGICIAN))
    assert [(str(p.code), p.rule) for p in caught.value.problems] == [
        ("legend-limit", "R-SETUP-7")]
    assert match.deck(0) == _swap(legacy, BEWD, DARK_HOLE)


def test_r_setup_8_a_forbidden_card_in_a_registered_side_deck_is_refused() -> None:
    bad = Deck(fill(40), side=(HUNGREED_BURGER,))
    with pytest.raises(DeckError) as caught:
        Match(POOL, (PLAIN, bad), seed=0, on=CURRENT, regulations=HISTORY)
    assert [(str(p.code), p.rule) for p in caught.value.problems] == [("forbidden", "R-SETUP-8")]
    assert "player 1" in "".join(caught.value.__notes__)


# ------------------------------------------------------------- .ydk files
def _ydk(*lines: str) -> str:
    return "".join(line + "\n" for line in lines)


def test_ydk_without_extra_header_puts_the_fusion_in_main_and_validation_says_so() -> None:
    text = _ydk("#created by someone", "#main", *map(str, fill(40)), str(BEUD), "!side", str(SRM))
    deck = parse_ydk(text)
    assert deck == Deck((*fill(40), BEUD), (), (SRM,))
    [problem] = validate_deck(deck, POOL, on=CURRENT)
    assert (str(problem.code), problem.rule, problem.cards) == ("wrong-deck", "R-SETUP-5", (BEUD,))


def test_ydk_without_side_header_puts_side_cards_in_extra_and_validation_says_so() -> None:
    side = fill(12, SIDE_FILL)
    text = _ydk("#main", *map(str, fill(40)), "#extra", str(BEUD), *map(str, side))
    deck = parse_ydk(text)
    assert deck == Deck(fill(40), (BEUD, *side))
    assert found(deck) == [("wrong-deck", "R-SETUP-2", "extra")] * 4


def test_ydk_unknown_passcodes_are_named_with_their_section() -> None:
    text = _ydk("\ufeff#main", *map(str, fill(40)), "#extra", "!side", str(UNKNOWN), str(UNKNOWN))
    problems = validate_deck(parse_ydk(text.replace("\n", "\r\n")), POOL, on=CURRENT)
    assert [(str(p.code), p.section, p.cards) for p in problems] == [
        ("unknown-card", "side", (UNKNOWN,))]
    assert problems[0].message == ("The Side Deck holds 2 copies of card 987654321, which is "
                                   "not a known Rush Duel card.")


def test_ydk_huge_files_parse_completely_or_fail_with_a_short_message() -> None:
    deck = parse_ydk("#main\n" + f"{SRM}\n" * 100_000)
    assert len(deck.main) == 100_000
    assert found(deck) == [("main-too-large", "R-SETUP-1", "main"),
                           ("too-many-copies", "R-SETUP-4", "")]
    with pytest.raises(DeckFormatError) as caught:
        parse_ydk("#main\n" + "card\n" * 100_000)
    assert len(caught.value.problems) == 100_000
    assert caught.value.problems[-1] == "line 100001: 'card' is not a passcode"
    assert str(caught.value).endswith("line 11: 'card' is not a passcode; ... and 99990 more")


def test_ydk_line_numbers_count_only_real_line_breaks() -> None:
    # A form feed is no line break in any editor: line 2 is one malformed line, and the
    # bad line "abc" is line 3. Reading it as two cards would hide the damage.
    with pytest.raises(DeckFormatError) as caught:
        parse_ydk(f"#main\n{SRM}\x0c{SRM_205}\nabc\n")
    assert [p.split(":")[0] for p in caught.value.problems] == ["line 2", "line 3"]


# ------------------------------------------------------------- ydke:// URLs
@pytest.mark.parametrize(("url", "problems"), [
    ("ydke://yf+N\nCQ==!!!", ["main part: invalid base64"]),  # a line-wrapped paste
    ("ydke://!yf-NCQ==!!", ["extra part: invalid base64"]),  # URL-safe alphabet
    ("ydke://!!yf+NCQ%3D%3D!", ["side part: invalid base64"]),  # percent-encoded padding
    ("ydke://AAAAAA==!!!", ["main part: card 1 has passcode 0"]),
    ("ydke://yf+NCQ==!!!!!x", ["ydke:// URL has text after the side part"]),
    ("ydke:yf+NCQ==!!!", ["not a ydke:// URL"]),
])
def test_ydke_bad_urls_name_the_part_at_fault(url: str, problems: list[str]) -> None:
    with pytest.raises(DeckFormatError) as caught:
        parse_ydke(url)
    assert caught.value.problems == problems


# ------------------------------------------------------------- text lists
BY_NAME: dict[str, int] = {}
for _card in sorted(POOL.values(), key=lambda c: (c.alias != 0, c.code)):
    for _name in (_card.name, _card.name_ja):
        if _name:
            BY_NAME.setdefault(_name.casefold(), _card.code)


def resolve(name: str) -> int | None:
    """English or Japanese names, any case, first printing first (as the editor does)."""
    return BY_NAME.get(" ".join(name.split()).casefold())


def test_text_japanese_names_and_count_styles() -> None:
    text = ("Main Deck\n3 セブンスロード・マジシャン\n青眼の白龍 ×1\n"
            "超魔機神マグナム・オーバーロード［Ｌ］ x2\n３ 死者蘇生\n"
            "Extra Deck\n2x 青眼の究極竜\nSide Deck\n落とし穴 x3\n")
    deck = parse_text(text, resolve)
    assert deck == Deck((SRM,) * 3 + (BEWD,) + (OVERLORD_L,) * 2 + (MONSTER_REBORN,) * 3,
                        (BEUD, BEUD), (TRAP_HOLE,) * 3)


def test_text_unknown_and_bad_counts_name_every_line() -> None:
    text = "Main Deck\n3x Sevens Road Magician\nSevens Road Magican x3\n4 青眼の白竜\n0 Fusion\n"
    with pytest.raises(DeckFormatError) as caught:
        parse_text(text, resolve)
    assert caught.value.problems == [
        "line 3: unknown card name 'Sevens Road Magican'",
        "line 4: unknown card name '青眼の白竜'",
        "line 5: count 0 must be 1 to 60",
    ]


def test_a_headerless_passcode_list_with_one_typo_blames_only_that_line() -> None:
    # Two good passcodes and one with a letter l for a digit 1: only line 3 is at fault.
    with pytest.raises(DeckFormatError) as caught:
        parse_any(f"{SRM}\n{BEWD}\n16030100l\n", resolve)
    assert [p.split(":")[0] for p in caught.value.problems] == ["line 3"]


# ------------------------------------------------------------- round trips
REAL_DECK = Deck(
    main_with(SRM, SRM, SRM_205, BEWD, MONSTER_REBORN, MIRROR_FORCE, OVERLORD_L, OVERLORD_L_205,
              OVERLORD, OVERLORD_R, BURGER_RECIPE),
    (BEUD, HUNGRY_BURGER, HUNGREED_BURGER),
    (BEWD_205, DARK_MAGICIAN, DARK_HOLE, SAKURETSU, HUNGRY_BURGER),
    name="audit",
)


def test_round_trips_keep_a_legal_real_deck() -> None:
    assert found(REAL_DECK) == []
    bare = Deck(REAL_DECK.main, REAL_DECK.extra, REAL_DECK.side)  # the formats hold no name
    assert parse_ydk(format_ydk(REAL_DECK)) == bare
    assert parse_ydke(format_ydke(REAL_DECK)) == bare
    assert parse_any(format_ydke(REAL_DECK), resolve) == bare
    text = format_text(REAL_DECK, lambda c: POOL[c].name)
    back = parse_text(text, resolve)
    for section in ("main", "extra", "side"):  # a name list keeps names, not prints
        names = Counter(POOL[c].name for c in back.section(section))
        assert names == Counter(POOL[c].name for c in REAL_DECK.section(section))
    assert found(back) == []


def test_round_trip_in_japanese_names() -> None:
    deck = Deck(main_with(SRM, BEWD, OVERLORD_L, MONSTER_REBORN), (BEUD,), (TRAP_HOLE,))
    text = format_text(deck, lambda c: POOL[c].name_ja or POOL[c].name)
    assert "1 青眼の白龍\n" in text
    assert parse_text(text, resolve) == deck
