"""Winning, losing and drawn duels (R-WIN).

Operations set a loss bit per player the moment a losing condition is met (LP 0 after
damage or a payment, R-WIN-1; a draw the Deck cannot supply, R-WIN-2), and the duel
loop ends the duel before anything else is processed. Both bits at once is a draw
(R-WIN-3), whatever the two conditions were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from .state import DuelState


class Result(NamedTuple):
    """How a duel ended: `winner` 0 or 1, or None for a draw; `reason` in words."""

    winner: int | None
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Result:
        return Result(data["winner"], data["reason"])


def _why(duel: DuelState, p: int) -> str:
    return "LP reached 0" if duel.lp[p] == 0 else "could not draw"


def settle(duel: DuelState) -> Result:
    """The result for the loss bits set now."""
    won = duel.result  # set before the end only by a card's own win condition (R-WIN-4)
    if won is not None and won.winner is not None and duel.loss == 1 << (1 - won.winner):
        return won
    if duel.loss == 3:
        return Result(None, f"both players lost at once ({_why(duel, 0)}; {_why(duel, 1)})")
    loser = 0 if duel.loss & 1 else 1
    return Result(1 - loser, f"player {loser + 1} {_why(duel, loser)}")
