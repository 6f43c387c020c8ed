"""Trap timing windows (R-TRAP, R-REQ-2, RULES.md section 18).

After every completed action the events it produced form one window. The non-turn
player is asked first; if they activate a Trap, the turn player may not (one Trap per
window, R-TRAP-3/4). A Trap can be activated only if it was Set before this turn
(R-TRAP-2) and some event of this window meets its Requirement (R-TRAP-5). Activating
it is itself an action whose events open a new window (R-TRAP-6); the Trap then goes
to the GY (R-TRAP-7). A player with no activatable Trap is never asked.
"""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING

from .actions import ATK, PASS, SET, Action, make
from .behaviour import behaviour_of
from .events import Event
from .procs import Proc
from .state import GY, SZONE, Request

if TYPE_CHECKING:
    from .cards import CardData
    from .duel import Duel


_kind = itemgetter(0)  # an event's `kind`


class ActionDone(Proc):
    """Closes an action: its collected events open a window (R-TRAP-5)."""

    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        close_action(duel)
        return None


def close_action(duel: Duel) -> None:
    """End the action whose events `duel.wlog` collected and open their window.

    `ActionDone` does this after an action that runs procedure records; an action
    that completes in one step (a summon without Tributes, a position change) sets
    `duel.wlog = []` itself and calls this at once.
    """
    events = tuple(duel.wlog or ())
    duel.wlog = None
    if duel.attack is not None:
        for proc in duel.stack:
            proc.action_closed(duel)
    open_window(duel, events)


def open_window(duel: Duel, events: tuple[Event, ...]) -> None:
    """Open the window of a completed action's `events`, unless nobody could use it.

    The window's first stage with a Trap to offer is found here, so a window in which
    no Trap can answer (the common case) never goes on the stack. The window always
    runs right after this call, before anything else changes, so the result is the
    same as asking stage by stage.
    """
    if not events:
        return
    tp = duel.tp
    trapkinds = duel.trapkinds
    if trapkinds is None:  # some Trap may answer any event
        kinds = set(map(_kind, events))
        if _traps(duel, 1 - tp, events, kinds, True):
            duel.stack.append(Window(events, 0))
        elif _traps(duel, tp, events, kinds, True):
            duel.stack.append(Window(events, 1))
        return
    if trapkinds.isdisjoint(map(_kind, events)):
        return  # no Trap in this duel answers such events
    # `_traps(duel, p, events, kinds, True)` for the non-turn player, then the turn
    # player, in one pass; the Traps whose `trap_kinds` meet the events' kinds are the
    # cards with one of the `codes` (the passcode fixes the card's behaviour).
    key = frozenset(map(_kind, events))
    codes = duel.answerers.get(key)
    if codes is None:
        codes = duel.answerers[key] = answerer_codes(duel.data, key)
    turn, pos, arrived, data, sz = duel.turn, duel.pos, duel.arrived, duel.data, duel.sz
    for stage, p in ((0, 1 - tp), (1, tp)):
        for i in sz[p]:
            if i >= 0 and pos[i] == SET and arrived[i] < turn and data[i].code in codes \
                    and data[i].behaviour.trap_triggered(duel, i, events):
                duel.stack.append(Window(events, stage))
                return


def answerer_codes(data: list[CardData], kinds: frozenset[str]) -> frozenset[int]:
    """The passcodes of the Traps with a behaviour in `data` whose `trap_kinds` hold one
    of `kinds` (every Trap's `trap_kinds` must be known: `DuelState.trapkinds` set)."""
    return frozenset(c.code for c in data if c.is_trap and c.behaviour is not None
                     and not c.behaviour.trap_kinds.isdisjoint(kinds))


def begin_action(duel: Duel) -> None:
    """Start collecting the events of one action for the window that follows it."""
    duel.wlog = []
    duel.stack.append(ActionDone())


def trap_candidates(duel: Duel, p: int, events: tuple[Event, ...]) -> list[int]:
    """Card indexes of the Traps player `p` may activate in this window."""
    return _traps(duel, p, events, set(map(_kind, events)), False)


def _traps(duel: Duel, p: int, events: tuple[Event, ...], kinds: set[str],
           first: bool) -> list[int]:
    """Player `p`'s Traps that were Set before this turn (R-TRAP-2) and whose
    Requirement some of `events` meets (R-TRAP-5); only the first one if `first`.
    A Trap whose `trap_kinds` has none of the events' `kinds` is not asked."""
    turn, pos, data, arrived = duel.turn, duel.pos, duel.data, duel.arrived
    found: list[int] = []
    for i in duel.sz[p]:
        if i < 0 or pos[i] != SET or arrived[i] >= turn:
            continue
        d = data[i]
        b = d.behaviour
        if b is None or not d.is_trap:
            continue
        wanted = b.trap_kinds
        if wanted is not None and wanted.isdisjoint(kinds):
            continue
        if b.trap_triggered(duel, i, events):
            found.append(i)
            if first:
                break
    return found


WINDOW_REQUESTS = (Request("window", 0, "Activate a Trap?"),
                   Request("window", 1, "Activate a Trap?"))


class Window(Proc):
    """One trap window: `stage` 0 asks the non-turn player, 1 the turn player."""

    __slots__ = ("events", "stage")

    def __init__(self, events: tuple[Event, ...], stage: int = 0) -> None:
        self.events = events
        self.stage = stage

    def _player(self, duel: Duel) -> int:
        return 1 - duel.tp if self.stage == 0 else duel.tp

    def run(self, duel: Duel) -> Request | None:
        events = self.events
        kinds = set(map(_kind, events))
        while self.stage < 2:
            p = self._player(duel)
            if _traps(duel, p, events, kinds, True):  # one is enough
                return WINDOW_REQUESTS[p]
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
            duel.srcs = None
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
