"""Engine speed: random duels, clone(), and a peer engine measured in the same run.

    python benchmarks/engine.py [--duels N] [--peer-games G] [--seed S] [--json]

What is measured (ARCHITECTURE.md section 9):

* **Duels.** Random-vs-random full duels between the two fixture SAMPLE_DECKS on one
  core, exactly like `rushdesk sim` (duel k: seed S + k, first player k % 2, choices
  from `random.Random(seed ^ 0x5EED)`). `duels_per_s` times whole duels (`Duel.new`
  included); `actions_per_s` counts the decisions applied and times only the play loop:
  `legal_actions()` + the random choice + `apply()`. Decisions with one legal answer
  are taken inside the engine and are not counted, although their work is timed.
* **clone().** One mid-game duel (a random duel with a fixed seed stopped after 60
  decisions, not over) copied by `duel.clone()` and by `copy.deepcopy(duel)`. Both
  copies are first checked equal to the original, then each is timed with `timeit`
  (garbage collector off, its default); the figure is the best of 5 repeats' means.
* **The peer: python-chess.** Random playouts from the starting position: list the
  legal moves, pick one with `random.Random(seed).choice`, `board.push` it, until
  `board.is_game_over()` or 200 plies. It is the natural peer: a widely used rules
  engine written, like ours, in pure Python, running on the same interpreter and core
  in the same process, whose unit of work (one ply: generate the legal moves, choose,
  apply) is the same as our decision (`legal_actions()`, choose, `apply()`). Our
  `apply()` also finds the next decision's legal actions and checks for the end of the
  duel; the peer's `is_game_over()` is kept out of its timing (the games are played
  once untimed to learn their lengths, then replayed with the same seeds and timed), so
  the comparison leans, if anything, towards the peer. `peer_ratio` is our
  `actions_per_s` over the peer's `plies_per_s`.

The budgets are printed beside the figures with "met" / "NOT met". They are never
asserted: machines are shared and noisy. The exit status is non-zero only on errors
(2 when python-chess, from the `bench` extra, is missing). With `--json` the last line
is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import copy
import gc
import json
import platform
import random
import sys
import time
import timeit
from collections.abc import Callable
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.cards.seed import sample_decks
from rushdesk.db.sources import load_pool
from rushdesk.engine import Duel

DEFAULT_DUELS = 4000
DEFAULT_PEER_GAMES = 600  # kept in proportion when --duels is smaller (see _peer_games)
MID_GAME_ACTIONS = 60
PEER_MAX_PLIES = 200
REPEATS = 5
REPEAT_SECONDS = 0.4  # target length of one timing repeat at the default size
WARM_UP_DUELS = 3

_EFFECT_POOL = FIXTURE_POOL.merged(load_pool().values())
_EFFECT_DECKS = sample_decks(_EFFECT_POOL)
# "fixtures": the rule-fixture decks (mostly vanilla monsters, a few Traps);
# "effects": the decks of scripted real cards (effects, Maximum, Fusion, Ritual, Equip).
DECK_SETS: dict[str, tuple[Any, Any]] = {
    "fixtures": (FIXTURE_POOL, ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))),
    "effects": (_EFFECT_POOL, (_EFFECT_DECKS["dragons"], _EFFECT_DECKS["machines"])),
}

DECK_TITLES = {"fixtures": "beatdown vs walls", "effects": "dragons vs machines"}

# ARCHITECTURE.md section 9: (key, label, predicate, budget text).
TARGETS: tuple[tuple[str, str, Callable[[float], bool], str], ...] = (
    ("duels_per_s", "random duels", lambda v: v >= 1000, ">= 1,000 duels/s"),
    ("clone_us", "clone()", lambda v: v <= 30, "<= 30 us"),
    ("clone_speedup", "clone() vs deepcopy", lambda v: v >= 30, ">= 30x faster"),
    ("peer_ratio", "vs python-chess", lambda v: v > 1, "> 1 (ahead of the peer)"),
)


class BenchError(RuntimeError):
    """The benchmark could not measure what it should (an engine or set-up fault)."""


# ------------------------------------------------------------------ our engine
def bench_duels(duels: int, seed: int, deck_set: str = "fixtures") -> dict[str, Any]:
    """Play `duels` random duels; time set-up and play loop separately."""
    setup = play = 0.0
    actions = turns = draws = 0
    wins = [0, 0]
    perf_counter = time.perf_counter
    for k in range(duels):
        duel_seed = seed + k
        choice = random.Random(duel_seed ^ 0x5EED).choice
        t0 = perf_counter()
        duel = Duel.new(*DECK_SETS[deck_set], seed=duel_seed, first=k % 2)
        t1 = perf_counter()
        while duel.result is None:
            duel.apply(choice(duel.legal_actions()))
        t2 = perf_counter()
        setup += t1 - t0
        play += t2 - t1
        actions += len(duel.record().actions)
        turns += duel.turn
        if duel.result.winner is None:
            draws += 1
        else:
            wins[duel.result.winner] += 1
    if actions == 0 or play <= 0:
        raise BenchError("the duels applied no actions")
    return {
        "duels": duels, "actions": actions, "turns": turns, "wins": wins, "draws": draws,
        "setup_s": setup, "play_s": play,
        "duels_per_s": duels / (setup + play), "actions_per_s": actions / play,
    }  # fmt: skip


def mid_game_duel(seed: int, deck_set: str = "fixtures") -> tuple[Duel, int]:
    """A random duel stopped after MID_GAME_ACTIONS decisions, not over; and its seed."""
    for duel_seed in range(seed, seed + 100):
        duel = Duel.new(*DECK_SETS[deck_set], seed=duel_seed, first=0)
        choice = random.Random(duel_seed ^ 0x5EED).choice
        for _ in range(MID_GAME_ACTIONS):
            if duel.is_over:
                break
            duel.apply(choice(duel.legal_actions()))
        if not duel.is_over:
            return duel, duel_seed
    raise BenchError(f"no duel from seed {seed} lasted {MID_GAME_ACTIONS} actions")


def best_mean_us(func: Callable[[], object], seconds: float) -> tuple[float, int]:
    """Best of REPEATS means in microseconds, each repeat lasting about `seconds`."""
    timer = timeit.Timer(func)
    number, elapsed = 1, 0.0
    while elapsed < seconds / 20:  # calibrate
        number *= 2
        elapsed = timer.timeit(number)
    number = max(1, round(number * seconds / elapsed))
    best = min(timer.repeat(repeat=REPEATS, number=number))
    return best / number * 1e6, number


def bench_clone(seed: int, seconds: float, deck_set: str = "fixtures") -> dict[str, Any]:
    duel, duel_seed = mid_game_duel(seed, deck_set)
    before = duel.state_hash()
    twin = duel.clone()
    if twin != duel:
        raise BenchError("duel.clone() is not equal to the duel")
    if copy.deepcopy(duel) != duel:
        raise BenchError("copy.deepcopy(duel) is not equal to the duel")
    twin.apply(twin.legal_actions()[0])
    if duel.state_hash() != before:
        raise BenchError("applying an action to a clone changed the original duel")
    clone_us, clone_number = best_mean_us(duel.clone, seconds)
    deepcopy_us, deepcopy_number = best_mean_us(lambda: copy.deepcopy(duel), seconds)
    return {
        "clone_us": clone_us, "deepcopy_us": deepcopy_us,
        "clone_speedup": deepcopy_us / clone_us,
        "clone_number": clone_number, "deepcopy_number": deepcopy_number,
        "mid_game": {"seed": duel_seed, "actions": MID_GAME_ACTIONS, "turn": duel.turn,
                     "phase": duel.phase},
    }  # fmt: skip


# ------------------------------------------------------------------ the peer
def bench_peer(chess: Any, games: int, seed: int) -> dict[str, Any]:
    """Random python-chess playouts: lengths learnt untimed, then replayed timed."""
    lengths, finals = [], []
    for g in range(games):
        board, choice = chess.Board(), random.Random(seed + g).choice
        while not board.is_game_over() and board.ply() < PEER_MAX_PLIES:
            board.push(choice(list(board.legal_moves)))
        lengths.append(board.ply())
        finals.append(board.board_fen())
    perf_counter = time.perf_counter
    elapsed = 0.0
    for g, length in enumerate(lengths):
        board, choice = chess.Board(), random.Random(seed + g).choice
        push = board.push
        t0 = perf_counter()
        for _ in range(length):
            push(choice(list(board.legal_moves)))
        elapsed += perf_counter() - t0
        if board.board_fen() != finals[g]:
            raise BenchError(f"python-chess game {g} did not replay identically")
    plies = sum(lengths)
    if plies == 0 or elapsed <= 0:
        raise BenchError("the python-chess games made no moves")
    return {
        "peer_games": games,
        "peer_plies": plies,
        "peer_s": elapsed,
        "peer_plies_per_s": plies / elapsed,
    }


def _peer_games(duels: int, requested: int | None) -> int:
    if requested is not None:
        return requested
    return max(2, round(DEFAULT_PEER_GAMES * min(1.0, duels / DEFAULT_DUELS)))


# ------------------------------------------------------------------ report
def run(duels: int, peer_games: int, seed: int, chess: Any,
        deck_set: str = "fixtures") -> dict[str, Any]:
    scale = min(1.0, duels / DEFAULT_DUELS)
    bench_duels(WARM_UP_DUELS, seed + 1_000_000, deck_set)  # warm up caches; not reported
    gc.collect()
    ours = bench_duels(duels, seed, deck_set)
    gc.collect()
    clones = bench_clone(seed, max(0.005, REPEAT_SECONDS * scale), deck_set)
    gc.collect()
    peer = bench_peer(chess, peer_games, seed)
    report: dict[str, Any] = {
        "duels_per_s": ours["duels_per_s"],
        "actions_per_s": ours["actions_per_s"],
        "clone_us": clones["clone_us"],
        "deepcopy_us": clones["deepcopy_us"],
        "clone_speedup": clones["clone_speedup"],
        "peer_plies_per_s": peer["peer_plies_per_s"],
        "peer_ratio": ours["actions_per_s"] / peer["peer_plies_per_s"],
        "seed": seed,
        "decks": deck_set,
        "duels": ours["duels"],
        "actions": ours["actions"],
        "avg_actions": ours["actions"] / ours["duels"],
        "avg_turns": ours["turns"] / ours["duels"],
        "wins": ours["wins"],
        "draws": ours["draws"],
        "duel_setup_s": ours["setup_s"],
        "duel_play_s": ours["play_s"],
        "clone_number": clones["clone_number"],
        "deepcopy_number": clones["deepcopy_number"],
        "repeats": REPEATS,
        "mid_game": clones["mid_game"],
        "peer": f"python-chess {chess.__version__}",
        "peer_games": peer["peer_games"],
        "peer_plies": peer["peer_plies"],
        "peer_s": peer["peer_s"],
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
    }
    report["targets"] = {
        key: {"budget": budget, "met": bool(check(report[key]))}
        for key, _label, check, budget in TARGETS
    }
    return report


def print_report(r: dict[str, Any]) -> None:
    met = {key: "met" if t["met"] else "NOT met" for key, t in r["targets"].items()}
    mid = r["mid_game"]
    print(f"rushdesk engine benchmark: {r['implementation']} {r['python']} on {r['platform']}")
    print(
        f"  {r['duels']} random duels ({DECK_TITLES[r['decks']]}, "
        f"seeds {r['seed']}..{r['seed'] + r['duels'] - 1}), "
        f"{r['avg_actions']:.1f} decisions and {r['avg_turns']:.1f} turns per duel, "
        f"wins {r['wins'][0]}/{r['wins'][1]}, draws {r['draws']}"
    )
    print(
        f"  duels/s          {r['duels_per_s']:10,.0f}   target >= 1,000"
        f"                 {met['duels_per_s']}"
    )
    print(
        f"  actions/s        {r['actions_per_s']:10,.0f}   "
        "(legal_actions + choice + apply; Duel.new not timed)"
    )
    print(
        f"  clone()          {r['clone_us']:10.2f} us  target <= 30 us"
        f"                 {met['clone_us']}"
    )
    print(
        f"  deepcopy         {r['deepcopy_us']:10.2f} us  "
        f"(mid-game duel: seed {mid['seed']}, {mid['actions']} decisions, turn {mid['turn']})"
    )
    print(
        f"  clone speed-up   {r['clone_speedup']:10.1f} x   target >= 30x"
        f"                    {met['clone_speedup']}"
    )
    print(f"  peer: {r['peer']}, {r['peer_games']} random games, {r['peer_plies']} plies")
    print(
        f"  peer plies/s     {r['peer_plies_per_s']:10,.0f}   "
        "(legal moves + choice + push; is_game_over not timed)"
    )
    print(
        f"  ratio            {r['peer_ratio']:10.2f}     target > 1 (ahead of the peer)"
        f"   {met['peer_ratio']}"
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Measure the rules engine against its budgets and python-chess."
    )
    parser.add_argument(
        "--duels",
        type=int,
        default=DEFAULT_DUELS,
        help=f"random duels to time (default {DEFAULT_DUELS})",
    )
    parser.add_argument(
        "--peer-games",
        type=int,
        default=None,
        help=f"python-chess games (default {DEFAULT_PEER_GAMES}, fewer when --duels is smaller)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first duel and game")
    parser.add_argument(
        "--decks", choices=sorted(DECK_SETS), default="fixtures",
        help="the rule-fixture decks (default) or the decks of scripted real cards",
    )
    parser.add_argument(
        "--json", action="store_true", help="end with one JSON line holding every figure"
    )
    args = parser.parse_args(argv)
    if args.duels < 1:
        parser.error("--duels must be at least 1")
    if args.peer_games is not None and args.peer_games < 1:
        parser.error("--peer-games must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        import chess
    except ImportError:
        print(
            "python-chess is not installed: it is the peer engine this benchmark "
            "measures. Install it with: pip install -e '.[bench]'",
            file=sys.stderr,
        )
        return 2
    try:
        report = run(args.duels, _peer_games(args.duels, args.peer_games), args.seed, chess,
                     args.decks)
    except BenchError as exc:
        print(f"benchmark error: {exc}", file=sys.stderr)
        return 1
    print_report(report)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
