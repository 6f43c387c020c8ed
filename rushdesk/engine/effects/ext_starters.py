"""Primitives for the starter-deck cards (starters 01 and 02) that the core DSL lacks.

* `SwitchPosition`: change the battle position of the chosen monsters (Attack Position
  becomes face-up Defense Position; Defense Position, face-up or face-down, becomes
  face-up Attack Position). A Maximum Mode monster cannot change position (R-MAX-4).
* `ModifyAtkDef`: the chosen monsters gain or lose the same amount of ATK and DEF.
* `OnDestroyedByAttack`: a Trap trigger, "when a monster you control is destroyed by
  battle with your opponent's attacking monster" (the opponent's turn only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .conditions import Memo, OnDestroyed
from .core import Context

if TYPE_CHECKING:
    from ..duel import Duel
    from ..events import Event





@dataclass(frozen=True)
class OnDestroyedByAttack(OnDestroyed):
    """When a monster of yours matching `monster` is destroyed by battle during your
    opponent's attack (it is the opponent's turn, so the attacker is theirs)."""

    causes: tuple[str, ...] = ("battle",)

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        if duel.tp == ctx.player:
            return None  # your own attack: not "an opponent's attack"
        return super().bind(duel, ctx, events)

    def text(self) -> str:
        what = self.monster.text("a", place=False)
        return f"when {what} you control is destroyed by battle with your opponent's attack"
