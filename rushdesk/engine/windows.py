"""Trap timing windows (R-TRAP, R-REQ-2, RULES.md section 18).

After every completed action the events it produced form one window. The non-turn
player is asked first; if they activate a Trap, the turn player may not (one Trap per
window, R-TRAP-3/4). A Trap can be activated only if it was Set before this turn
(R-TRAP-2) and some event of this window meets its Requirement (R-TRAP-5). Activating
it is itself an action whose events open a new window (R-TRAP-6); the Trap then goes
to the GY (R-TRAP-7). A player with no activatable Trap is never asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, PASS, SET, Action, make
from .behaviour import behaviour_of
from .events import Event
from .procs import Proc
from .state import GY, SZONE, Request

if TYPE_CHECKING:
    from .duel import Duel


class ActionDone(Proc):
    """Closes an action: its collected events open a window (R-TRAP-5)."""

    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        events = tuple(duel.wlog or ())
        duel.wlog = None
        duel.stack.pop()
        open_window(duel, events)
        return None


def _traps_ready(duel: Duel) -> bool:
    """Could any Trap be activated at all: Set before this turn (R-TRAP-2)?"""
    turn, pos, data, arrived = duel.turn, duel.pos, duel.data, duel.arrived
    for i in (*duel.sz[0], *duel.sz[1]):
        if i >= 0 and pos[i] == SET and data[i].is_trap and arrived[i] < turn:
            return True
    return False


def open_window(duel: Duel, events: tuple[Event, ...]) -> None:
    """Open the window of a completed action's `events`, unless no Trap could use it."""
    if events and _traps_ready(duel):
        duel.stack.append(Window(events, 0))


def begin_action(duel: Duel) -> None:
    """Start collecting the events of one action for the window that follows it."""
    duel.wlog = []
    duel.stack.append(ActionDone())


def trap_candidates(duel: Duel, p: int, events: tuple[Event, ...]) -> list[int]:
    """Card indexes of the Traps player `p` may activate in this window."""
    found = []
    for i in duel.sz[p]:
        if (
            i >= 0
            and duel.pos[i] == SET
            and duel.data[i].is_trap
            and duel.arrived[i] < duel.turn
            and behaviour_of(duel, i).trap_triggered(duel, i, events)
        ):
            found.append(i)
    return found


class Window(Proc):
    """One trap window: `stage` 0 asks the non-turn player, 1 the turn player."""

    __slots__ = ("events", "stage")

    def __init__(self, events: tuple[Event, ...], stage: int = 0) -> None:
        self.events = events
        self.stage = stage

    def _player(self, duel: Duel) -> int:
        return 1 - duel.tp if self.stage == 0 else duel.tp

    def run(self, duel: Duel) -> Request | None:
        while self.stage < 2:
            p = self._player(duel)
            if trap_candidates(duel, p, self.events):
                return Request("window", p, "Activate a Trap?")
            self.stage += 1
        duel.stack.pop()
        return None

    def legal(self, duel: Duel) -> list[Action]:
        p = self._player(duel)
        acts = [make("activate", duel.oid[i]) for i in trap_candidates(duel, p, self.events)]
        acts.append(PASS)
        return acts

    def answer(self, duel: Duel, action: Action) -> None:
        if action.kind == "pass":
            self.stage += 1
            return
        i = duel.inst(action.card)
        duel.stack.pop()  # one Trap per window (R-TRAP-3)
        begin_action(duel)
        duel.stack.append(TrapResolve(duel.oid[i], self.events, 0))


class TrapResolve(Proc):
    """Activate a Set Trap: flip it, run its Requirement and Effect, send it to the GY."""

    __slots__ = ("card", "events", "pc")

    def __init__(self, card: int, events: tuple[Event, ...], pc: int) -> None:
        self.card = card
        self.events = events
        self.pc = pc

    def run(self, duel: Duel) -> Request | None:
        i = duel.inst(self.card)
        if self.pc == 0:
            self.pc = 1
            duel.pos[i] = ATK
            duel.known[i] = 3
            p = duel.ctrl[i]
            duel.emit(Event("activate", p, self.card, duel.data[i].code, "szone", "szone",
                            duel.slot_of(i), "trap", p, self.card))
            procs = behaviour_of(duel, i).trap_procs(duel, i, self.events)
            duel.stack.extend(reversed(procs))
            return None
        duel.stack.pop()
        if i >= 0 and duel.zone[i] == SZONE:
            duel.move(i, GY, reason="resolved", by=duel.ctrl[i])
        return None
