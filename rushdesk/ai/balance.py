"""`rushdesk tournament --balance`: how the decks fare against each other when one
agent plays both seats.

Every pair of different decks plays `--games` deals. Deal k is played twice on the
same seed and first seat with the decks' seats swapped, so each deck goes first once
and both games see the same shuffles by seat. Reported: each deck's score against the
others (wins plus half the draws, with its Wilson 95% interval and its record against
each other deck), the first player's score, and what decided the deals: the same deck
won both games (the deck), or the same seat did (the first player or the second).
A deck that loses most deals to the seat or to every other deck is no practice deck.
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from rushdesk.ai.tournament import Game, GameResult, Tally, play_all, wilson


def balance_schedule(agent: str, decks: Sequence[str], games: int, seed: int,
                     timed: bool = True) -> list[Game]:
    """Every game of a balance run (see the module doc)."""
    out = []
    for a, b in itertools.combinations(decks, 2):
        for k in range(games):
            first = k % 2
            out.append(Game((agent, agent), (a, b), seed + k, first, timed))
            out.append(Game((agent, agent), (b, a), seed + k, first, timed))
    return out


@dataclass
class Record(Tally):
    """Wins, losses and draws."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, won: bool | None) -> None:
        if won is None:
            self.draws += 1
        elif won:
            self.wins += 1
        else:
            self.losses += 1

    def text(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"

    def to_dict(self) -> dict[str, Any]:
        low, high = wilson(self.score, self.games)
        return {"wins": self.wins, "losses": self.losses, "draws": self.draws,
                "score": round(self.score / max(self.games, 1), 4),
                "ci95": [round(low, 4), round(high, 4)]}


@dataclass
class Balance:
    """The results of a balance run, by deck, by seat and by deal."""

    decks: list[str]
    by_deck: dict[str, Record] = field(default_factory=dict)
    versus: dict[tuple[str, str], Record] = field(default_factory=dict)
    first_player: Record = field(default_factory=Record)
    deals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        ("deck", "first player", "second player", "drawn"), 0))

    def add(self, result: GameResult) -> None:
        game = result.game
        first_deck = game.decks[game.first]
        for seat, deck in enumerate(game.decks):
            won = None if result.winner is None else result.winner == seat
            self.by_deck.setdefault(deck, Record()).add(won)
            self.versus.setdefault((deck, game.decks[1 - seat]), Record()).add(won)
        self.first_player.add(None if result.winner is None
                              else game.decks[result.winner] == first_deck)

    def add_deal(self, one: GameResult, other: GameResult) -> None:
        """What decided a deal, from its two games (the decks' seats swapped)."""
        if one.winner is None or other.winner is None:
            self.deals["drawn"] += 1
        elif one.game.decks[one.winner] == other.game.decks[other.winner]:
            self.deals["deck"] += 1
        elif one.winner == one.game.first:
            self.deals["first player"] += 1
        else:
            self.deals["second player"] += 1

    def ranked(self) -> list[str]:
        return sorted(self.decks, key=lambda d: -self.by_deck[d].score / self.by_deck[d].games)

    def to_dict(self) -> dict[str, Any]:
        return {"decks": [{"deck": d, **self.by_deck[d].to_dict(),
                           "versus": {o: self.versus[(d, o)].to_dict()
                                      for o in self.decks if o != d}}
                          for d in self.ranked()],
                "first_player": self.first_player.to_dict(), "deals": self.deals}


def run_balance(agent: str, decks: Sequence[str], games: int, seed: int, jobs: int = 1,
                timed: bool = True, progress: bool = False,
                games_out: TextIO | None = None) -> Balance:
    """Play a balance run and tally it."""
    plan = balance_schedule(agent, decks, games, seed, timed)

    def winning_deck(result: GameResult) -> str:
        return "draws" if result.winner is None else result.game.decks[result.winner]

    results = play_all(plan, jobs, games_out, winning_deck if progress else None)
    balance = Balance(list(decks))
    for result in results:
        balance.add(result)
    for one, other in zip(results[::2], results[1::2], strict=True):
        balance.add_deal(one, other)
    return balance


def print_balance(balance: Balance, agent: str, games: int, seed: int, seconds: float,
                  as_json: bool) -> None:
    total = balance.first_player.games
    print(f"{total} games: {agent} in both seats on {', '.join(balance.decks)}, seeds "
          f"{seed}..{seed + games - 1} (each deal twice, the decks' seats swapped), "
          f"{seconds:.0f} s")
    for deck in balance.ranked():
        rec = balance.by_deck[deck]
        low, high = wilson(rec.score, rec.games)
        against = ", ".join(f"v {o} {balance.versus[(deck, o)].text()}"
                            for o in balance.decks if o != deck)
        print(f"  {deck}: {rec.text()}, score {rec.score / rec.games:.1%} "
              f"(95% CI {low:.1%}-{high:.1%}); {against}")
    first = balance.first_player
    low, high = wilson(first.score, first.games)
    print(f"  first player: {first.text()}, score {first.score / first.games:.1%} "
          f"(95% CI {low:.1%}-{high:.1%})")
    d = balance.deals
    print(f"  {sum(d.values())} deals: the same deck won both games of {d['deck']}, the first "
          f"player both of {d['first player']}, the second player both of "
          f"{d['second player']}; {d['drawn']} had a drawn game")
    if as_json:
        print(json.dumps({"games": total, "agent": agent, "seed": seed, **balance.to_dict()}))


def run_balance_command(agent: str, decks: Sequence[str], games: int, seed: int, jobs: int,
                        timed: bool, as_json: bool, games_out: TextIO | None) -> int:
    start = time.perf_counter()
    balance = run_balance(agent, decks, games, seed, jobs, timed, progress=True,
                          games_out=games_out)
    print_balance(balance, agent, games, seed, time.perf_counter() - start, as_json)
    return 0
