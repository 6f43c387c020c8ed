"""`rushdesk tournament`: round robins between agents on decks, with intervals and Elo.

Every pair of agents plays `--games` seeds. Seed k uses the k-th ordered pair of the
chosen decks (round robin over the pairs) and is played twice with the agents' seats
swapped, so both sides get the same shuffles, the same decks and the same first
player. Reported per pair: the first agent's score (wins plus half the draws), its
Wilson 95% interval, and the Elo of every agent fitted to all results. With
`--games-out FILE` every game is written as one JSON line as it ends, so two agents
run on the same seeds (against the same opponent) can be compared deal by deal.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import math
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TextIO

from rushdesk.ai.levels import AGENT_NAMES, make_agent
from rushdesk.ai.sim import Decks, SimError, load_deck, sample_pool_and_decks
from rushdesk.engine import Duel

PREBUILT = ("blue-eyes-fusion", "dragon-strike", "magnum-overlord", "sevens-road")


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion `score / n` (draws count half)."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Game:
    """One game to play: agents by seat, decks by seat, the duel seed and first player."""

    agents: tuple[str, str]
    decks: tuple[str, str]
    seed: int
    first: int
    timed: bool = True


@dataclass
class GameResult:
    game: Game
    winner: int | None  # seat
    turns: int
    seconds: float


_POOL: list[Any] = []


def _pool_and_decks() -> tuple[Any, Decks]:
    if not _POOL:
        _POOL.append(sample_pool_and_decks())
    pool, decks = _POOL[0]
    return pool, decks


def play_game(game: Game) -> GameResult:
    """Play one game to its end."""
    pool, decks = _pool_and_decks()
    start = time.perf_counter()
    duel = Duel.new(pool, (load_deck(game.decks[0], decks), load_deck(game.decks[1], decks)),
                    seed=game.seed, first=game.first)
    agents = [make_agent(name, game.seed * 2 + seat, timed=game.timed)
              for seat, name in enumerate(game.agents)]
    while duel.result is None:
        seat = duel.current_player
        assert seat is not None
        action = agents[seat].choose(duel)
        duel.apply(action)
    return GameResult(game, duel.result.winner, duel.turn, time.perf_counter() - start)


class Tally:
    """Wins, losses and draws, and the games and score (draws count half) they make."""

    wins: int
    losses: int
    draws: int

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def score(self) -> float:
        return self.wins + self.draws / 2


@dataclass
class PairResult(Tally):
    """The results of agent `a` against agent `b` (from `a`'s side)."""

    a: str
    b: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    by_deck: dict[str, list[int]] = field(default_factory=dict)  # "deckA/deckB" -> [w, l, d]

    def add(self, result: GameResult) -> None:
        seat_a = result.game.agents.index(self.a) if self.a != self.b else 0
        key = f"{result.game.decks[seat_a]}/{result.game.decks[1 - seat_a]}"
        tally = self.by_deck.setdefault(key, [0, 0, 0])
        if result.winner is None:
            self.draws += 1
            tally[2] += 1
        elif result.winner == seat_a:
            self.wins += 1
            tally[0] += 1
        else:
            self.losses += 1
            tally[1] += 1

    def to_dict(self) -> dict[str, Any]:
        low, high = wilson(self.score, self.games)
        return {"a": self.a, "b": self.b, "games": self.games, "wins": self.wins,
                "losses": self.losses, "draws": self.draws,
                "score": round(self.score / max(self.games, 1), 4),
                "ci95": [round(low, 4), round(high, 4)], "by_deck": self.by_deck}


def fit_elo(pairs: Sequence[PairResult], names: Sequence[str],
            rounds: int = 2000) -> dict[str, float]:
    """Elo ratings (mean 0) maximising the likelihood of the pairwise scores."""
    rating = dict.fromkeys(names, 0.0)
    for _ in range(rounds):
        grad = dict.fromkeys(names, 0.0)
        for pr in pairs:
            if pr.games == 0:
                continue
            expected = 1 / (1 + 10 ** ((rating[pr.b] - rating[pr.a]) / 400))
            # a prior of one drawn game keeps 100% scores finite
            g = (pr.score + 0.5) - (pr.games + 1) * expected
            grad[pr.a] += g
            grad[pr.b] -= g
        for n in names:
            rating[n] += 4.0 * grad[n] / max(1, sum(p.games for p in pairs))
        mean = sum(rating.values()) / len(rating)
        rating = {n: r - mean for n, r in rating.items()}
    return rating


def schedule(agents: Sequence[str], decks: Sequence[str], games: int, seed: int,
             timed: bool = True) -> list[Game]:
    """Every game of the round robin (see the module doc)."""
    deck_pairs = list(itertools.product(decks, repeat=2))
    out = []
    for a, b in itertools.combinations(agents, 2):
        for k in range(games):
            s = seed + k
            d = deck_pairs[k % len(deck_pairs)]
            out.append(Game((a, b), (d[0], d[1]), s, k % 2, timed))
            out.append(Game((b, a), (d[0], d[1]), s, k % 2, timed))
    return out


class _Inline:
    """A stand-in for a process pool that plays the games in this process."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, func: Any, items: Sequence[Game]) -> Any:
        return map(func, items)


def game_record(result: GameResult) -> dict[str, Any]:
    """One game as a line of `--games-out`: two runs on the same seeds can then be
    compared game by game (the same deal and seat with another agent)."""
    game = result.game
    won = result.winner
    return {"seed": game.seed, "first": game.first, "agents": list(game.agents),
            "decks": list(game.decks), "winner": None if won is None else game.agents[won],
            "winner_seat": won, "winner_deck": None if won is None else game.decks[won],
            "turns": result.turns, "seconds": round(result.seconds, 3)}


def play_all(plan: Sequence[Game], jobs: int = 1, games_out: TextIO | None = None,
             progress: Callable[[GameResult], str] | None = None) -> list[GameResult]:
    """Play every game of `plan` on `jobs` processes, writing each to `games_out` as it
    ends; with `progress`, a running tally of its labels goes to stderr every 20 games."""
    results: list[GameResult] = []
    tally: dict[str, int] = {}
    with ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else _Inline() as pool:
        for n, result in enumerate(pool.map(play_game, plan), 1):
            results.append(result)
            if games_out is not None:
                games_out.write(json.dumps(game_record(result)) + "\n")
                games_out.flush()
            if progress is not None:
                label = progress(result)
                tally[label] = tally.get(label, 0) + 1
                if n % 20 == 0:  # a long run tells as it goes
                    told = ", ".join(f"{k} {v}" for k, v in sorted(tally.items()))
                    print(f"  {n}/{len(plan)} games ({told})", file=sys.stderr, flush=True)
    return results


def _winning_agent(result: GameResult) -> str:
    return "draws" if result.winner is None else result.game.agents[result.winner]


def run_tournament(agents: Sequence[str], decks: Sequence[str], games: int, seed: int,
                   jobs: int = 1, timed: bool = True, progress: bool = False,
                   games_out: TextIO | None = None,
                   ) -> tuple[list[PairResult], dict[str, float]]:
    """Play the round robin; returns the results per pair and the Elo ratings. Each
    game is also written to `games_out` as one JSON line (`game_record`) as it ends."""
    plan = schedule(agents, decks, games, seed, timed)
    pairs = {(a, b): PairResult(a, b) for a, b in itertools.combinations(agents, 2)}
    results = play_all(plan, jobs, games_out, _winning_agent if progress else None)
    for r in results:
        a, b = r.game.agents
        key = (a, b) if (a, b) in pairs else (b, a)
        pairs[key].add(r)
    ordered = list(pairs.values())
    return ordered, fit_elo(ordered, agents)


def add_tournament_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--agent", action="append", default=[], metavar="AGENT",
                        help=f"an agent, given twice or more ({', '.join(AGENT_NAMES)})")
    parser.add_argument("--deck", action="append", default=[], metavar="DECK",
                        help="a deck to play (sample or prebuilt); default: the prebuilt "
                        f"decks ({', '.join(PREBUILT)})")
    parser.add_argument("--games", type=int, default=20,
                        help="seeds per pair of agents, each played twice (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed (default 0)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--untimed", action="store_true",
                        help="iteration caps only, no time budgets (machine-independent)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    parser.add_argument("--balance", action="store_true",
                        help="deck balance: one --agent plays both seats on every pair of "
                        "two or more different decks; reports each deck's score, the first "
                        "player's, and what decided the deals")
    parser.add_argument("--games-out", metavar="FILE",
                        help="write every game (seed, seats, decks, winner, turns) to FILE, "
                        "one JSON line each, as it ends")


@contextlib.contextmanager
def _games_out(path: str | None) -> Iterator[TextIO | None]:
    """The `--games-out` file, open for writing (None without the option)."""
    if not path:
        yield None
        return
    opened = False
    try:
        with open(path, "w", encoding="utf-8") as handle:
            opened = True
            yield handle
    except OSError as exc:
        if opened:
            raise
        raise SimError(f"cannot write {path}: {exc.strerror or exc}") from exc


def run_tournament_command(args: argparse.Namespace) -> int:
    agents = [a.lower() for a in args.agent]
    if args.balance:
        if len(agents) != 1:
            raise SimError("--balance takes one --agent, which plays both seats")
    elif len(agents) < 2 or len(set(agents)) != len(agents):
        raise SimError("give two or more different --agent (or one with --balance)")
    for a in agents:
        if a not in AGENT_NAMES:
            raise SimError(f"unknown agent {a!r}: choose from {', '.join(AGENT_NAMES)}")
    if args.games < 1 or args.jobs < 1:
        raise SimError("--games and --jobs must be at least 1")
    decks = args.deck or list(PREBUILT)
    _, known = _pool_and_decks()
    for d in decks:
        load_deck(d, known)
    if args.balance:
        if len(decks) < 2 or len(set(decks)) != len(decks):
            raise SimError("--balance needs two or more different --deck")
        from rushdesk.ai.balance import run_balance_command

        with _games_out(args.games_out) as out:
            return run_balance_command(agents[0], decks, args.games, args.seed, args.jobs,
                                       not args.untimed, args.json, out)
    start = time.perf_counter()
    with _games_out(args.games_out) as out:
        pairs, elo = run_tournament(agents, decks, args.games, args.seed, args.jobs,
                                    not args.untimed, progress=True, games_out=out)
    total = sum(p.games for p in pairs)
    print(f"{total} games: {', '.join(agents)} on {', '.join(decks)}, seeds "
          f"{args.seed}..{args.seed + args.games - 1} (each twice, seats swapped), "
          f"{time.perf_counter() - start:.0f} s")
    for p in pairs:
        low, high = wilson(p.score, p.games)
        print(f"  {p.a} vs {p.b}: {p.wins}-{p.losses}-{p.draws}, score "
              f"{p.score / p.games:.1%} (95% CI {low:.1%}-{high:.1%})")
    print("  Elo: " + ", ".join(f"{n} {elo[n]:+.0f}" for n in sorted(elo, key=lambda n: -elo[n])))
    if args.json:
        print(json.dumps({"games": total, "agents": agents, "decks": decks, "seed": args.seed,
                          "pairs": [p.to_dict() for p in pairs],
                          "elo": {n: round(r, 1) for n, r in elo.items()}}))
    return 0
