"""A best-of-three match: duels in a row with side decking in between (R-WIN-5).

    match = Match(cards, decks=(deck0, deck1), seed=7, first=0)
    while not match.is_over:
        if match.chooser is not None:                 # the loser of the last duel
            match.choose_first(match.chooser, goes_first=True)
        duel = match.start_duel()
        ...                                           # play it with duel.apply(...)
        match.finish_duel()
        # between duels: match.side(player, new_deck)  (R-SETUP-9)

`Match` is a small layer over `Duel`: it never touches a duel's state, it only starts
duels, reads their results once they are over, and keeps the score.

Rules and the choices made where RULES.md is silent:

* **Who goes first.** The first duel's first player is given (`first`: decided outside,
  rock-paper-scissors or similar). Before each later duel the loser of the previous duel
  chooses who goes first (R-SETUP-10) with `choose_first`; `start_duel` refuses to start
  until that choice is made, so no program silently chooses for a player. After a drawn
  duel (R-WIN-3) there is no loser and RULES.md is silent; the player who went
  **second** in that duel chooses. That follows from the drawn duel alone (not from who
  chose before it), and hands the choice to the player who did not have the first turn.
* **End of the match.** The match is over as soon as a player has 2 wins; otherwise
  after 3 duels, whatever they were. Then the player with more wins wins the match, and
  equal wins (for example win, loss, draw) is a drawn match (`winner` None). A drawn duel
  counts as one of the three duels.
* **Side decking** (R-SETUP-9) happens between duels only: after a finished duel, before
  the next one starts. Each side-decked deck is checked with `side_swap_problems`
  against the deck the player **registered** for the match (not against the deck of the
  last duel), so a player may undo or change earlier swaps. An illegal deck raises
  `DeckError` with every problem and the player keeps their current deck.
* **Decks are checked once** when the match is made (R-SETUP-1..8): a match needs two
  legal decks, checked on the format date `on` (default: today, fixed for the match).
* **Seeds.** Duel k (1, 2, 3) uses `duel_seed(seed, k)`, a hash of the match seed and k,
  so the same seed, decks and choices replay the same match on any machine.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import CardData
from .deckrules import Deck, DeckError, side_swap_problems, validate_deck
from .duel import Duel
from .outcome import Result
from .record import DuelOptions, DuelRecord
from .regulation import RegulationHistory

DUELS_PER_MATCH = 3
WINS_NEEDED = 2


class MatchError(ValueError):
    """A match operation at the wrong moment or by the wrong player."""


def duel_seed(match_seed: int, number: int) -> int:
    """The seed of duel `number` (1-based) of the match with seed `match_seed`.

    A SHA-256 of both numbers: stable across processes, machines and PYTHONHASHSEED,
    and unrelated between neighbouring match seeds.
    """
    digest = hashlib.sha256(f"rushdesk-match:{match_seed}:{number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclass(frozen=True)
class MatchDuel:
    """One finished duel of a match: its number (1-based), set-up and result."""

    number: int
    seed: int
    first: int
    result: Result
    turns: int
    state_hash: str
    record: DuelRecord

    @property
    def second(self) -> int:
        """The player who went second."""
        return 1 - self.first

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "seed": self.seed,
            "first": self.first,
            "winner": self.result.winner,
            "reason": self.result.reason,
            "turns": self.turns,
            "state_hash": self.state_hash,
        }


class Match:
    """A best-of-three match between players 0 and 1 (R-WIN-5, R-SETUP-9, R-SETUP-10).

    Raises `DeckError` (with a note naming the player) if a registered deck is not
    legal, and `MatchError` for an operation at the wrong moment.
    """

    def __init__(
        self,
        cards: Mapping[int, CardData],
        decks: tuple[Deck, Deck],
        seed: int,
        first: int = 0,
        options: DuelOptions | None = None,
        on: datetime.date | None = None,
        regulations: RegulationHistory | None = None,
    ) -> None:
        if first not in (0, 1):
            raise MatchError("first must be player 0 or 1")
        if len(decks) != 2:
            raise MatchError("a match needs exactly two decks")
        self.cards = cards
        self.seed = seed
        self.options = options or DuelOptions()
        self.on = on if on is not None else datetime.date.today()
        self.regulations = regulations
        for player, deck in enumerate(decks):
            problems = validate_deck(deck, cards, on=self.on, regulations=regulations)
            if problems:
                error = DeckError(problems)
                error.add_note(f"(player {player}'s registered deck)")
                raise error
        self.registered: tuple[Deck, Deck] = (decks[0], decks[1])
        self._decks = [decks[0], decks[1]]
        self._next_first: int | None = first
        self._duel: Duel | None = None
        self._duels: list[MatchDuel] = []

    # ------------------------------------------------------------- queries
    @property
    def duels(self) -> tuple[MatchDuel, ...]:
        """The finished duels, in order."""
        return tuple(self._duels)

    @property
    def duel(self) -> Duel | None:
        """The running duel (started and not yet finished), or None."""
        return self._duel

    @property
    def wins(self) -> tuple[int, int]:
        """Duels won by player 0 and by player 1."""
        winners = [d.result.winner for d in self._duels]
        return winners.count(0), winners.count(1)

    @property
    def draws(self) -> int:
        """Drawn duels (R-WIN-3)."""
        return sum(1 for d in self._duels if d.result.winner is None)

    @property
    def is_over(self) -> bool:
        """2 wins for a player, or 3 duels played."""
        return max(self.wins) >= WINS_NEEDED or len(self._duels) >= DUELS_PER_MATCH

    @property
    def winner(self) -> int | None:
        """The match winner once it is over; None while it runs or for a drawn match."""
        if not self.is_over:
            return None
        w0, w1 = self.wins
        return None if w0 == w1 else (0 if w0 > w1 else 1)

    @property
    def chooser(self) -> int | None:
        """Who chooses who goes first in the next duel, or None if nobody does now.

        The loser of the previous duel; after a drawn duel, the player who went second
        in it. None before the first duel (its first player is given), while a duel is
        running, and once the match is over.
        """
        if not self._duels or self._duel is not None or self.is_over:
            return None
        last = self._duels[-1]
        if last.result.winner is None:
            return last.second
        return 1 - last.result.winner

    @property
    def next_first(self) -> int | None:
        """Who goes first in the next duel, or None while the chooser has not chosen."""
        return self._next_first

    def deck(self, player: int) -> Deck:
        """The deck `player` uses in the next duel (their registered one, side-decked)."""
        return self._decks[_check_player(player)]

    # ------------------------------------------------------------- playing
    def choose_first(self, player: int, goes_first: bool) -> None:
        """`player`, the chooser, decides whether they go first in the next duel.

        The choice may be changed until `start_duel`. Raises `MatchError` if `player`
        is not the chooser (R-SETUP-10).
        """
        _check_player(player)
        chooser = self.chooser
        if chooser is None:
            raise MatchError("nobody chooses who goes first now")
        if player != chooser:
            last = self._duels[-1]
            why = (
                f"player {chooser} lost the last duel"
                if last.result.winner is not None
                else f"the last duel was a draw and player {chooser} went second in it"
            )
            raise MatchError(f"player {player} may not choose who goes first: {why}")
        self._next_first = player if goes_first else 1 - player

    def start_duel(self) -> Duel:
        """Start the next duel with both players' current decks and return it."""
        if self._duel is not None:
            raise MatchError("a duel is still running: finish it first")
        if self.is_over:
            raise MatchError("the match is over")
        if self._next_first is None:
            raise MatchError(f"player {self.chooser} must first choose who goes first")
        number = len(self._duels) + 1
        self._duel = Duel.new(
            self.cards,
            decks=(self._decks[0], self._decks[1]),
            seed=duel_seed(self.seed, number),
            first=self._next_first,
            options=self.options,
        )
        return self._duel

    def finish_duel(self) -> MatchDuel:
        """Record the result of the running duel, which must be over."""
        duel = self._duel
        if duel is None:
            raise MatchError("no duel is running")
        if duel.result is None:
            raise MatchError("the running duel is not over yet")
        finished = MatchDuel(
            number=len(self._duels) + 1,
            seed=duel.seed,
            first=duel.first,
            result=duel.result,
            turns=duel.turn,
            state_hash=duel.state_hash(),
            record=duel.record(),
        )
        self._duels.append(finished)
        self._duel = None
        self._next_first = None
        return finished

    def side(self, player: int, new_deck: Deck) -> None:
        """Side-deck: `player` uses `new_deck` from the next duel on (R-SETUP-9).

        Allowed only between duels. Raises `DeckError` with every problem, keeping the
        current deck, if `new_deck` is not a legal side-decked version of the deck the
        player registered.
        """
        _check_player(player)
        if self._duel is not None:
            raise MatchError("side decking is only allowed between duels, not during one")
        if not self._duels:
            raise MatchError("side decking is only allowed between duels of the match")
        if self.is_over:
            raise MatchError("the match is over")
        problems = side_swap_problems(
            self.registered[player],
            new_deck,
            self.cards,
            on=self.on,
            regulations=self.regulations,
        )
        if problems:
            raise DeckError(problems)
        self._decks[player] = new_deck

    # ------------------------------------------------------------- summary
    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary: score, duel results and deck sizes."""
        return {
            "seed": self.seed,
            "wins": list(self.wins),
            "draws": self.draws,
            "is_over": self.is_over,
            "winner": self.winner,
            "running": self._duel is not None,
            "chooser": self.chooser,
            "duels": [d.to_dict() for d in self._duels],
            "decks": [
                {"main": len(d.main), "extra": len(d.extra), "side": len(d.side)}
                for d in self._decks
            ],
        }


def _check_player(player: int) -> int:
    if player not in (0, 1):
        raise MatchError(f"player must be 0 or 1, not {player!r}")
    return player


__all__ = ["DUELS_PER_MATCH", "WINS_NEEDED", "Match", "MatchDuel", "MatchError", "duel_seed"]
