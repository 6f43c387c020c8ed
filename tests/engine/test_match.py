"""Best-of-three matches (R-WIN-5) with side decking (R-SETUP-9) and the loser's choice
of who goes first (R-SETUP-10), played to completion with random actions.

The decks are the fixture sample decks, each given a small Side Deck of fixture cards
that the Main Deck does not hold, so every name stays within 3 copies (R-SETUP-4).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS, code
from rushdesk.engine.deckrules import Deck, DeckError, ProblemCode
from rushdesk.engine.duel import Duel
from rushdesk.engine.match import Match, MatchError, duel_seed
from rushdesk.engine.record import DuelOptions

# Side cards absent from the Main Deck they go with.
BEATDOWN = Deck(
    main=SAMPLE_DECKS["beatdown"],
    side=(code("V4-1400"), code("V4-1400"), code("V4-WALL")),
    name="beatdown",
)
WALLS = Deck(
    main=SAMPLE_DECKS["walls"],
    side=(code("V4-1800"), code("V4-1800"), code("V8-3000")),
    name="walls",
)
DECKS = (BEATDOWN, WALLS)
# At 1000 LP one FX-BURN-BOTH (1000 to each player) often ends a duel in a draw.
LOW_LP = DuelOptions(start_lp=1000)

Chooser = Callable[[int, random.Random], bool]


def new_match(seed: int, first: int = 0, options: DuelOptions | None = None) -> Match:
    return Match(FIXTURE_POOL, DECKS, seed=seed, first=first, options=options)


def play_duel(duel: Duel, rng: random.Random) -> None:
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))


def play_match(match: Match, rng: random.Random, goes_first: Chooser | None = None) -> None:
    """Play `match` to its end; the chooser decides with `goes_first(chooser, rng)`."""
    goes_first = goes_first or (lambda _player, r: r.random() < 0.5)
    while not match.is_over:
        if match.chooser is not None:
            match.choose_first(match.chooser, goes_first(match.chooser, rng))
        play_duel(match.start_duel(), rng)
        match.finish_duel()


def play_first_duel(match: Match, rng: random.Random) -> None:
    play_duel(match.start_duel(), rng)
    match.finish_duel()


def swapped(deck: Deck, out: str, into: str) -> Deck:
    """`deck` with one `out` moved from Main to Side and one `into` from Side to Main."""
    main, side = list(deck.main), list(deck.side)
    main.remove(code(out))
    side.remove(code(into))
    return Deck(main=(*main, code(into)), extra=deck.extra, side=(*side, code(out)), name=deck.name)


def first_match_where(
    predicate: Callable[[Match], bool], options: DuelOptions | None = None, seeds: range = range(40)
) -> tuple[Match, random.Random]:
    """The first match (by seed) whose first duel, played at random, meets `predicate`."""
    for seed in seeds:
        match, rng = new_match(seed, options=options), random.Random(seed)
        play_first_duel(match, rng)
        if predicate(match):
            return match, rng
    raise AssertionError("no seed gave the wanted first duel")


# ------------------------------------------------------------------ whole matches
def test_r_win_5_random_matches_end_at_two_wins_or_three_duels() -> None:
    lengths = set()
    for seed in range(10):
        match = new_match(seed, first=seed % 2)
        play_match(match, random.Random(seed))
        duels = match.duels
        lengths.add(len(duels))
        assert match.is_over
        assert len(duels) in (2, 3)
        assert [d.number for d in duels] == list(range(1, len(duels) + 1))
        assert duels[0].first == seed % 2
        # No duel is played once a player has 2 wins.
        for k in range(1, len(duels)):
            before = [d.result.winner for d in duels[:k]]
            assert before.count(0) < 2 and before.count(1) < 2
        w0, w1 = match.wins
        assert w0 + w1 + match.draws == len(duels)
        assert max(match.wins) == 2 or len(duels) == 3
        assert match.winner == (None if w0 == w1 else int(w1 > w0))
        assert match.chooser is None
        assert json.loads(json.dumps(match.to_dict()))["wins"] == [w0, w1]
    assert lengths == {2, 3}, "the seeds should give both 2-duel and 3-duel matches"


def test_r_win_5_match_is_over_as_soon_as_a_player_has_two_wins() -> None:
    for seed in range(40):
        match, rng = new_match(seed), random.Random(seed)
        play_first_duel(match, rng)
        first_winner = match.duels[0].result.winner
        if first_winner is None:
            continue
        match.choose_first(match.chooser, True)
        play_duel(match.start_duel(), rng)
        match.finish_duel()
        if match.duels[1].result.winner == first_winner:
            break
    else:
        raise AssertionError("no seed gave a 2-0 match")
    assert match.is_over and len(match.duels) == 2
    assert match.wins[first_winner] == 2
    assert match.winner == first_winner
    assert match.chooser is None
    with pytest.raises(MatchError, match="over"):
        match.start_duel()
    with pytest.raises(MatchError):
        match.side(0, BEATDOWN)


def test_r_win_5_three_drawn_duels_make_a_drawn_match() -> None:
    for seed in range(40):
        match = new_match(seed, options=LOW_LP)
        play_match(match, random.Random(seed))
        if match.draws == 3:
            break
    else:
        raise AssertionError("no seed gave three drawn duels")
    assert match.is_over and match.wins == (0, 0) and match.winner is None
    assert match.to_dict()["winner"] is None


# ------------------------------------------------------------------ who goes first
@pytest.mark.parametrize("goes_first", [True, False])
def test_r_setup_10_loser_chooses_and_the_choice_is_applied(goes_first: bool) -> None:
    match, _ = first_match_where(lambda m: m.duels[0].result.winner is not None)
    loser = 1 - match.duels[0].result.winner
    assert match.chooser == loser
    assert match.next_first is None
    match.choose_first(loser, goes_first)
    expected = loser if goes_first else 1 - loser
    assert match.next_first == expected
    duel = match.start_duel()
    assert duel.first == expected
    assert duel.turn == 1 and duel.tp == expected
    assert duel.record().first == expected


def test_r_setup_10_a_choice_may_be_changed_before_the_duel_starts() -> None:
    match, _ = first_match_where(lambda m: m.duels[0].result.winner is not None)
    chooser = match.chooser
    match.choose_first(chooser, True)
    match.choose_first(chooser, False)
    assert match.start_duel().first == 1 - chooser


def test_r_win_3_after_a_drawn_duel_the_player_who_went_second_chooses() -> None:
    match, _ = first_match_where(lambda m: m.duels[0].result.winner is None, options=LOW_LP)
    assert match.duels[0].first == 0
    assert match.chooser == 1 == match.duels[0].second
    with pytest.raises(MatchError, match="draw"):
        match.choose_first(0, True)
    match.choose_first(1, True)
    assert match.start_duel().first == 1


def test_r_setup_10_a_non_chooser_choosing_is_refused() -> None:
    match, _ = first_match_where(lambda m: m.duels[0].result.winner is not None)
    winner = match.duels[0].result.winner
    with pytest.raises(MatchError, match=f"player {winner} may not choose") as caught:
        match.choose_first(winner, True)
    assert isinstance(caught.value, ValueError)
    assert match.next_first is None
    with pytest.raises(MatchError, match="choose who goes first"):
        match.start_duel()


def test_nobody_chooses_before_the_first_duel_nor_during_a_duel() -> None:
    match = new_match(3, first=1)
    assert match.chooser is None and match.next_first == 1
    with pytest.raises(MatchError, match="nobody"):
        match.choose_first(0, True)
    match.start_duel()
    assert match.chooser is None
    with pytest.raises(MatchError, match="nobody"):
        match.choose_first(1, True)


# ------------------------------------------------------------------ running duels
def test_start_duel_while_a_duel_runs_is_refused() -> None:
    match = new_match(1)
    duel = match.start_duel()
    assert match.duel is duel
    with pytest.raises(MatchError, match="still running"):
        match.start_duel()
    with pytest.raises(MatchError, match="not over"):
        match.finish_duel()
    with pytest.raises(MatchError, match="between duels"):
        match.side(0, swapped(BEATDOWN, "V4-1600", "V4-1400"))
    play_duel(duel, random.Random(1))
    finished = match.finish_duel()
    assert match.duel is None
    assert finished.result == duel.result and finished.state_hash == duel.state_hash()
    with pytest.raises(MatchError, match="no duel"):
        match.finish_duel()


def test_duel_seeds_come_from_the_match_seed() -> None:
    match = new_match(5)
    assert match.start_duel().seed == duel_seed(5, 1)
    assert len({duel_seed(s, k) for s in range(5) for k in (1, 2, 3)}) == 15


# ------------------------------------------------------------------ side decking
def test_r_setup_9_no_side_decking_before_the_first_duel() -> None:
    match = new_match(0)
    with pytest.raises(MatchError, match="between duels"):
        match.side(0, swapped(BEATDOWN, "V4-1600", "V4-1400"))


def test_r_setup_9_a_legal_one_for_one_swap_is_kept_and_played() -> None:
    match, _ = first_match_where(lambda m: not m.is_over)
    sided = swapped(swapped(BEATDOWN, "V4-1600", "V4-1400"), "V6-2400", "V4-WALL")
    match.side(0, sided)
    assert match.deck(0) == sided and match.deck(1) == WALLS
    match.choose_first(match.chooser, True)
    duel = match.start_duel()
    main0, _extra0 = duel.record().decks[0]
    assert sorted(main0) == sorted(sided.main)
    assert duel.record().decks[1][0] == WALLS.main
    assert match.to_dict()["decks"][0] == {"main": 40, "extra": 0, "side": 3}


def test_r_setup_9_swaps_are_checked_against_the_registered_deck() -> None:
    match, _ = first_match_where(lambda m: not m.is_over)
    match.side(1, swapped(WALLS, "V4-1600", "V4-1800"))
    # Undoing the swap, or making another one from the registered deck, is legal.
    match.side(1, WALLS)
    assert match.deck(1) == WALLS
    other = swapped(WALLS, "V4-WALL", "V8-3000")
    match.side(1, other)
    assert match.deck(1) == other
    assert match.registered == DECKS


def test_r_setup_9_a_swap_that_changes_the_main_deck_size_is_refused() -> None:
    match, _ = first_match_where(lambda m: not m.is_over)
    main = list(BEATDOWN.main)
    main.remove(code("V4-1600"))
    smaller = Deck(main=main, side=(*BEATDOWN.side, code("V4-1600")))
    with pytest.raises(DeckError) as caught:
        match.side(0, smaller)
    codes = [p.code for p in caught.value.problems]
    assert codes == [ProblemCode.SIDE_SWAP_MAIN_SIZE, ProblemCode.MAIN_TOO_SMALL]
    assert all(p.rule for p in caught.value.problems)
    assert match.deck(0) == BEATDOWN


def test_r_setup_9_bringing_in_a_card_not_owned_is_refused() -> None:
    match, _ = first_match_where(lambda m: not m.is_over)
    main = list(BEATDOWN.main)
    main.remove(code("V4-1600"))
    foreign = Deck(main=(*main, code("V5-WALL")), side=(*BEATDOWN.side, code("V4-1600")))
    with pytest.raises(DeckError) as caught:
        match.side(0, foreign)
    [problem] = caught.value.problems
    assert problem.code == ProblemCode.SIDE_SWAP_CARDS and problem.rule == "R-SETUP-9"
    assert code("V5-WALL") in problem.cards
    assert match.deck(0) == BEATDOWN


def test_r_setup_9_an_illegal_swap_lists_every_problem_and_keeps_the_old_deck() -> None:
    match, _ = first_match_where(lambda m: not m.is_over)
    kept = swapped(BEATDOWN, "V4-1600", "V4-1400")
    match.side(0, kept)
    # One card too few in the Main Deck, and a fourth V4-1800 that was never registered.
    main = list(BEATDOWN.main)
    main.remove(code("V4-1600"))
    main.remove(code("V4-1500"))
    bad = Deck(main=(*main, code("V4-1800")), side=BEATDOWN.side)
    with pytest.raises(DeckError) as caught:
        match.side(0, bad)
    codes = {p.code for p in caught.value.problems}
    assert codes == {
        ProblemCode.SIDE_SWAP_CARDS, ProblemCode.SIDE_SWAP_MAIN_SIZE,
        ProblemCode.MAIN_TOO_SMALL, ProblemCode.TOO_MANY_COPIES,
    }  # fmt: skip
    for problem in caught.value.problems:
        assert problem.message in str(caught.value)
    assert match.deck(0) == kept
    match.choose_first(match.chooser, False)
    assert sorted(match.start_duel().record().decks[0][0]) == sorted(kept.main)


def test_an_illegal_registered_deck_is_refused() -> None:
    short = Deck(main=BEATDOWN.main[:39])
    with pytest.raises(DeckError) as caught:
        Match(FIXTURE_POOL, (BEATDOWN, short), seed=0)
    assert [p.code for p in caught.value.problems] == [ProblemCode.MAIN_TOO_SMALL]
    assert "player 1" in "".join(caught.value.__notes__)


# ------------------------------------------------------------------ determinism
def test_r_win_5_same_seed_and_choices_give_the_same_duels() -> None:
    def hashes(seed: int) -> list[str]:
        match = new_match(seed)
        play_match(match, random.Random(seed), goes_first=lambda player, r: player == 0)
        return [d.state_hash for d in match.duels]

    assert hashes(8) == hashes(8)
    assert hashes(8) != hashes(9)
