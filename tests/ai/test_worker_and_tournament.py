"""The worker process runner and the tournament harness (a tiny smoke run)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from rushdesk.ai.tournament import PairResult, fit_elo, schedule, wilson
from rushdesk.ai.worker import AIWorker, DecisionTask
from rushdesk.cli import main
from rushdesk.engine import Action

from .positions import load_positions

POSITIONS = load_positions()


def test_a_task_replays_the_record_and_returns_a_legal_action() -> None:
    duel = POSITIONS["trap-window-1"]
    task = DecisionTask(duel.record(), duel.current_player, "normal", seed=1, analyse=True)
    task = pickle.loads(pickle.dumps(task))
    result = task()
    assert Action.from_dict(result.action) in duel.legal_actions()
    assert result.analysis is not None and 0 <= result.analysis["win_probability"] <= 1


def test_a_task_for_the_wrong_seat_is_refused() -> None:
    duel = POSITIONS["main-1"]
    with pytest.raises(ValueError, match="not deciding"):
        DecisionTask(duel.record(), 1 - duel.current_player, "easy")()


def test_the_worker_process_answers_through_a_future() -> None:
    duel = POSITIONS["battle-1"]
    with AIWorker() as worker:
        future = worker.submit(duel.record(), duel.current_player, "hard", seed=3)
        result = future.result(timeout=120)
    assert Action.from_dict(result.action) in duel.legal_actions()


def test_wilson_interval() -> None:
    low, high = wilson(60, 100)
    assert 0.50 < low < 0.51 and 0.69 < high < 0.70
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(400, 400)[1] == 1.0


def test_each_seed_is_played_twice_with_seats_swapped() -> None:
    games = schedule(["a", "b", "c"], ["x", "y"], games=3, seed=10)
    assert len(games) == 3 * 3 * 2
    first, second = games[0], games[1]
    assert first.agents == ("a", "b") and second.agents == ("b", "a")
    assert first.seed == second.seed and first.decks == second.decks
    assert first.first == second.first


def test_elo_orders_the_agents_by_their_results() -> None:
    strong = PairResult("s", "w", wins=80, losses=20)
    elo = fit_elo([strong], ["s", "w"])
    assert 150 < elo["s"] - elo["w"] < 260  # 80% is about +240 Elo, shrunk by the prior


def test_the_tournament_command_prints_results_and_json(capsys: pytest.CaptureFixture[str],
                                                         ) -> None:
    code = main(["tournament", "--agent", "random", "--agent", "scripted", "--deck", "beatdown",
                 "--deck", "walls", "--games", "2", "--json"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert any("random vs scripted" in line and "95% CI" in line for line in out)
    report = json.loads(out[-1])
    assert report["games"] == 4 and report["pairs"][0]["games"] == 4
    assert set(report["elo"]) == {"random", "scripted"}


def test_the_tournament_command_writes_every_game_to_games_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    code = main(["tournament", "--agent", "random", "--agent", "scripted", "--deck", "beatdown",
                 "--games", "2", "--seed", "40", "--games-out", str(path), "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    games = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert sorted((g["seed"], g["agents"][0]) for g in games) == [
        (40, "random"), (40, "scripted"), (41, "random"), (41, "scripted")]
    assert all(g["decks"] == ["beatdown", "beatdown"] and g["turns"] > 0 for g in games)
    wins = report["pairs"][0]["wins"]  # random's, against scripted
    assert sum(g["winner"] == "random" for g in games) == wins


def test_the_tournament_command_says_when_games_out_cannot_be_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-such-folder" / "games.jsonl"
    assert main(["tournament", "--agent", "random", "--agent", "scripted", "--deck", "beatdown",
                 "--games", "1", "--games-out", str(missing)]) == 2
    assert "cannot write" in capsys.readouterr().err


def test_the_tournament_command_refuses_an_unknown_agent(capsys: pytest.CaptureFixture[str],
                                                          ) -> None:
    assert main(["tournament", "--agent", "random", "--agent", "nobody"]) == 2
    assert "unknown agent" in capsys.readouterr().err


def test_a_worker_process_ends_when_its_program_dies_without_shutting_it_down() -> None:
    """A crashed program must not leave AI processes behind (they would also hold its
    output pipes open)."""
    import os
    import subprocess
    import sys
    import time

    program = (
        "import os, sys\n"
        "from rushdesk.ai.worker import AIWorker\n"
        "w = AIWorker()\n"
        "w._pool.submit(os.getpid).result(timeout=60)\n"  # the worker is running
        "print(*[p.pid for p in w._pool._processes.values()], flush=True)\n"
        "os._exit(3)\n"  # die at once: no shutdown, no atexit
    )
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 3, run.stderr
    pids = [int(p) for p in run.stdout.split()]
    assert pids

    def alive(pid: int) -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        with open(f"/proc/{pid}/stat") as stat:  # a zombie is gone for our purpose
            return stat.read().split()[2] != "Z"

    deadline = time.monotonic() + 10
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(p) for p in pids)
