"""Probe Traps for engine tests: plain Behaviours (no effect DSL) that answer a window
whose events meet `when(duel, me, event)` by running Python code, `then`, as their
Effect. They show what a window holds and let a test change the duel at that moment."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rushdesk.engine import Duel
from rushdesk.engine.behaviour import Behaviour
from rushdesk.engine.procs import Proc


class Then(Proc):
    """Run `fn(duel)` once: the Effect of a probe Trap."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Duel], None]) -> None:
        self.fn = fn

    def run(self, duel):  # type: ignore[no-untyped-def]
        duel.stack.pop()
        self.fn(duel)


class Probe(Behaviour):
    """A Trap answering `kinds` of events: when an event of the window meets
    `when(duel, me, event)`, its Effect is the procedures `then(duel, me)` returns."""

    def __init__(self, kinds: str, when: Callable[..., bool],
                 then: Callable[..., list[Proc]]) -> None:
        self.trap_kinds = frozenset(kinds.split())
        self._when, self._then = when, then

    def trap_triggered(self, duel: Any, i: int, events: Any) -> bool:
        return any(self._when(duel, duel.ctrl[i], e) for e in events)

    def trap_procs(self, duel: Any, i: int, events: Any) -> list[Proc]:
        return self._then(duel, duel.ctrl[i])
