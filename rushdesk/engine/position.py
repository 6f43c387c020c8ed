"""Manual battle position changes (R-POS-1, R-POS-2, R-POS-3).

Only in the turn player's Main Phase, only for a monster that did not arrive on the
field this turn, at most once per monster per turn. Attack <-> Defense face-up, or a
face-down monster to face-up Attack; never face-down by hand. Turning a face-down
monster face-up this way is a position change, not a summon: it raises a
``position`` event and no summon event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, DEF, SET, Action

if TYPE_CHECKING:
    from .duel import Duel


def change_position(duel: Duel, action: Action) -> None:
    i = duel.inst(action.card)
    duel.poschg[i] = duel.turn
    duel.set_position(i, action.pos, reason="manual", by=duel.ctrl[i])


def can_change_manually(old: int, new: int) -> bool:
    return (old, new) in ((ATK, DEF), (DEF, ATK), (SET, ATK))
