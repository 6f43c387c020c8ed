"""`rushdesk tournament --balance`: one agent in both seats, the decks judged."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from rushdesk.ai.balance import Balance, balance_schedule
from rushdesk.ai.tournament import Game, GameResult
from rushdesk.cli import main


def test_each_deal_is_played_twice_with_the_decks_seats_swapped() -> None:
    games = balance_schedule("hard", ["x", "y", "z"], games=3, seed=10)
    assert len(games) == 3 * 3 * 2  # three pairs of decks, no mirror matches
    assert all(g.agents == ("hard", "hard") and g.decks[0] != g.decks[1] for g in games)
    for one, other in zip(games[::2], games[1::2], strict=True):
        assert one.seed == other.seed and one.first == other.first
        assert one.decks == other.decks[::-1]
        # so each deck goes first once in the deal
        assert {one.decks[one.first], other.decks[other.first]} == set(one.decks)
    assert Counter(frozenset(g.decks) for g in games) == {
        frozenset("xy"): 6, frozenset("xz"): 6, frozenset("yz"): 6}


def _result(decks: tuple[str, str], first: int, winner: int | None) -> GameResult:
    return GameResult(Game(("a", "a"), decks, 1, first), winner, turns=5, seconds=0.1)


def test_the_tally_tells_decks_seats_and_what_decided_each_deal() -> None:
    balance = Balance(["x", "y"])
    deals = [
        # x wins both: the deck decided
        (_result(("x", "y"), 0, 0), _result(("y", "x"), 0, 1)),
        # seat 0 goes first and wins both: the first player decided
        (_result(("x", "y"), 0, 0), _result(("y", "x"), 0, 0)),
        # seat 1 goes first, seat 0 wins both: the second player decided
        (_result(("x", "y"), 1, 0), _result(("y", "x"), 1, 0)),
        # a drawn game
        (_result(("x", "y"), 1, None), _result(("y", "x"), 1, 1)),
    ]
    for one, other in deals:
        balance.add(one)
        balance.add(other)
        balance.add_deal(one, other)
    assert balance.deals == {"deck": 1, "first player": 1, "second player": 1, "drawn": 1}
    x, y = balance.by_deck["x"], balance.by_deck["y"]
    assert (x.wins, x.losses, x.draws) == (5, 2, 1)
    assert (y.wins, y.losses, y.draws) == (2, 5, 1)
    assert balance.versus[("x", "y")] == x and balance.versus[("y", "x")] == y
    first = balance.first_player
    assert (first.wins, first.losses, first.draws) == (4, 3, 1)
    assert balance.ranked() == ["x", "y"]
    report = balance.to_dict()
    assert report["decks"][0]["deck"] == "x" and report["decks"][0]["score"] == 0.6875


def test_the_balance_command_prints_decks_and_agrees_with_its_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    code = main(["tournament", "--balance", "--agent", "scripted", "--deck", "beatdown",
                 "--deck", "walls", "--deck", "dragons", "--games", "2", "--seed", "5",
                 "--games-out", str(path), "--json"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith("12 games: scripted in both seats")
    assert any(line.startswith("  first player:") and "95% CI" in line for line in out)
    report = json.loads(out[-1])
    games = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert len(games) == report["games"] == 12
    wins = Counter(g["winner_deck"] for g in games)
    assert {d["deck"]: d["wins"] for d in report["decks"]} == {
        d: wins[d] for d in ("beatdown", "walls", "dragons")}
    first_won = sum(g["winner_seat"] == g["first"] for g in games)
    assert report["first_player"]["wins"] == first_won
    assert sum(report["deals"].values()) == 6


@pytest.mark.parametrize(("argv", "message"), [
    (["--agent", "hard", "--agent", "easy"], "one --agent"),
    (["--agent", "hard", "--deck", "walls"], "two or more different --deck"),
    (["--agent", "hard", "--deck", "walls", "--deck", "walls"], "two or more different --deck"),
])
def test_the_balance_command_refuses_what_it_cannot_run(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--balance", *argv]) == 2
    assert message in capsys.readouterr().err


def test_without_balance_one_agent_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--agent", "hard"]) == 2
    assert "or one with --balance" in capsys.readouterr().err
