"""A card's own win condition (R-WIN-4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..outcome import Result
from ..state import Request
from .core import Op, Resolve

if TYPE_CHECKING:
    from ..duel import Duel


@dataclass(frozen=True)
class WinDuel(Op):
    """"You win the duel": the opponent loses at once, as with any losing condition
    (R-WIN-1); should they also lose LP or a draw in the same step, it is a draw (R-WIN-3).
    The result names the card."""

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        p = res.player
        duel.loss |= 1 << (1 - p)
        name = duel.data[duel.inst(res.src)].name
        duel.result = Result(p, f"player {p + 1} won by the effect of {name} (R-WIN-4)")
        return None

    def text(self) -> str:
        return "you win the duel"
