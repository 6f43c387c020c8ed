"""Turn structure, the Draw Phase and the End Phase (R-TURN, R-DRAW, R-END).

Draw Phase -> Main Phase -> (Battle Phase) -> End Phase (R-TURN-1/2). The turn player
draws until they hold 5 cards, or exactly 1 if they already hold 5 or more, every
turn including the first (R-DRAW-1); a Deck too small for the draw loses (R-WIN-2).
The normal draw opens a window (R-DRAW-4). In the End Phase everything lasting
"this turn" expires (R-END-1); nothing is discarded (R-END-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event
from .main import MainPhase
from .procs import Proc
from .state import DRAW_PHASE, END_PHASE, MAIN_PHASE, PHASE_EVENTS, Request
from .windows import open_window

if TYPE_CHECKING:
    from .duel import Duel

# Program counter values (1 is unused: it was the Draw Phase, now run with _START).
_START, _MAIN, _END = 0, 2, 3
_new = tuple.__new__


def draw_count(hand_size: int) -> int:
    """Cards drawn for the normal draw with `hand_size` cards in hand (R-DRAW-1)."""
    return 5 - hand_size if hand_size <= 4 else 1


class Turn(Proc):
    """The bottom record of every duel: runs the phases of turn after turn."""

    __slots__ = ("pc",)

    def __init__(self, pc: int = _START) -> None:
        self.pc = pc

    def run(self, duel: Duel) -> Request | None:
        if self.pc == _MAIN:
            self._main_phase(duel)
            return None
        if self.pc == _END:
            self._end_phase(duel)
        # The next turn begins and its Draw Phase runs at once: nothing can happen
        # between the End Phase, the start of a turn and its draw.
        duel.turn += 1
        if duel.lki:
            duel.lki = {}  # last known information serves the turn the monster left in
        if duel.turn > 1:
            duel.tp = 1 - duel.tp
        duel.emit(_new(Event, ("turn", duel.tp, -1, 0, "", "", duel.turn, "", -1, -1,
                               3, 3, 3, 0)))  # Event("turn", tp, value=turn), fast
        self._draw_phase(duel)
        if duel.stack[-1] is self and not duel.loss:
            self._main_phase(duel)  # no window opened: the Main Phase begins at once
        return None

    def _main_phase(self, duel: Duel) -> None:
        self.pc = _END
        duel.phase = MAIN_PHASE
        duel.emit(PHASE_EVENTS[duel.tp, MAIN_PHASE])
        duel.stack.append(MainPhase())

    def _draw_phase(self, duel: Duel) -> None:
        duel.phase = DRAW_PHASE
        duel.emit(PHASE_EVENTS[duel.tp, DRAW_PHASE])
        self.pc = _MAIN
        duel.wlog = []
        if not duel.draw(duel.tp, draw_count(len(duel.hand[duel.tp])), normal=True):
            duel.wlog = None
            return
        events = tuple(duel.wlog)
        duel.wlog = None
        open_window(duel, events)

    def _end_phase(self, duel: Duel) -> None:
        duel.phase = END_PHASE
        duel.emit(PHASE_EVENTS[duel.tp, END_PHASE])
        turn = duel.turn
        # attacks are counted per turn (R-BATTLE-2): the count ends with the turn
        duel.attacks = [0] * len(duel.attacks)
        if duel.mods:
            live = set(duel.oid)
            duel.mods = [m for m in duel.mods if (m.target in live or m.target < 0)
                         and not 0 < m.until <= turn]
            duel.pmods_on = any(m.target < 0 for m in duel.mods)
        self.pc = _START
