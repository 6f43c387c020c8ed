"""`rushdesk sim`: random-vs-random duels without a window, with their statistics."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass

from rushdesk.ai.random_agent import play_random_duel
from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.cards.seed import sample_decks
from rushdesk.engine import CardData, CardPool


class SimError(ValueError):
    """A bad `sim` argument, such as an unknown deck."""


@dataclass
class SimStats:
    games: int
    wins: tuple[int, int]
    draws: int
    turns: int
    actions: int
    seconds: float

    @property
    def duels_per_s(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_dict(self) -> dict[str, float | int | list[int]]:
        return {
            "games": self.games, "wins": list(self.wins), "draws": self.draws,
            "avg_turns": round(self.turns / max(self.games, 1), 2),
            "avg_actions": round(self.actions / max(self.games, 1), 2),
            "duels_per_s": round(self.duels_per_s, 1),
        }  # fmt: skip


Decks = dict[str, tuple[tuple[int, ...], tuple[int, ...]]]


def sample_pool_and_decks() -> tuple[CardPool, Decks]:
    """The fixture cards plus every carddb card, and the sample decks made of them:
    `beatdown` and `walls` (rule fixtures), `dragons` and `machines` (real cards), and
    the prebuilt decks of `carddb/decks/` by slug (an older name wins a clash)."""
    from rushdesk.db.decks import load_prebuilt
    from rushdesk.db.sources import load_pool

    pool = FIXTURE_POOL.merged(load_pool().values())
    decks: Decks = {name: (main, ()) for name, main in SAMPLE_DECKS.items()}
    decks.update(sample_decks(pool))
    for prebuilt in load_prebuilt():
        decks.setdefault(prebuilt.slug, (prebuilt.deck.main, prebuilt.deck.extra))
    return pool, decks


def sample_deck_names() -> list[str]:
    """The names `--deck` accepts, without loading any card: the built-in samples, then
    the prebuilt deck slugs."""
    from rushdesk.db.decks import deck_files

    names = [*SAMPLE_DECKS, "dragons", "machines"]
    return names + [path.stem for path in deck_files() if path.stem not in names]


def load_deck(name: str, decks: Decks) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A sample deck by name (deck files come with the deck editor)."""
    if name in decks:
        return decks[name]
    known = ", ".join(sorted(decks))
    raise SimError(f"unknown deck {name!r}: the sample decks are {known}")


def run_sim(
    cards: Mapping[int, CardData],
    decks: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...],
    games: int,
    seed: int,
) -> SimStats:
    """Play `games` duels; the first player alternates; duel k uses seed `seed + k`."""
    wins = [0, 0]
    draws = turns = actions = 0
    start = time.perf_counter()
    for k in range(games):
        duel, n = play_random_duel(cards, decks, seed + k, first=k % 2)
        actions += n
        turns += duel.turn
        if duel.result.winner is None:
            draws += 1
        else:
            wins[duel.result.winner] += 1
    return SimStats(games, (wins[0], wins[1]), draws, turns, actions,
                    time.perf_counter() - start)


def add_sim_arguments(parser: argparse.ArgumentParser) -> None:
    names = ", ".join(sample_deck_names())
    parser.add_argument("--deck", action="append", default=[], metavar="DECK",
                        help=f"a deck for each player, given twice (sample and prebuilt "
                        f"decks: {names}); one --deck plays it against itself")
    parser.add_argument("--games", type=int, default=100, help="duels to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first duel (default 0)")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")


def run_sim_command(args: argparse.Namespace) -> int:
    names = args.deck or ["beatdown", "walls"]
    if len(names) == 1:
        names = names * 2
    if len(names) != 2:
        raise SimError("give --deck once or twice")
    if args.games < 1:
        raise SimError("--games must be at least 1")
    pool, samples = sample_pool_and_decks()
    decks = (load_deck(names[0], samples), load_deck(names[1], samples))
    stats = run_sim(pool, decks, args.games, args.seed)
    last = args.seed + stats.games - 1
    print(f"{stats.games} duels, {names[0]} vs {names[1]}, seeds {args.seed}..{last}")
    print(f"  wins: {names[0]} {stats.wins[0]}, {names[1]} {stats.wins[1]}, draws {stats.draws}")
    print(f"  average turns {stats.turns / stats.games:.1f}, "
          f"average actions {stats.actions / stats.games:.1f}")
    print(f"  {stats.duels_per_s:.0f} duels/s")
    if args.json:
        print(json.dumps(stats.to_dict()))
    return 0
