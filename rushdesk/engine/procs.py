"""Procedure records: the explicit stack of pending work.

Game flow is a stack of small records holding plain data (ids, counters, a program
counter). `Duel` runs the record on top: `run` advances it and either returns a
`Request` (a decision is needed; the record stays on top), or returns None after it
popped itself or pushed children. `legal` lists the answers to its request and
`answer` takes one. Records are copied field by field by `clone()`, so they must hold
only immutable values (ints, strings, tuples).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .actions import Action
    from .duel import Duel
    from .state import Request


class Proc(ABC):
    """Base of every procedure record."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields: list[str] = []
        for klass in reversed(cls.__mro__):
            fields.extend(klass.__dict__.get("__slots__", ()))
        cls._fields = tuple(fields)

    @abstractmethod
    def run(self, duel: Duel) -> Request | None:
        """Advance: a Request when a decision is needed, None after popping or pushing."""

    def legal(self, duel: Duel) -> list[Action]:
        return []

    def answer(self, duel: Duel, action: Action) -> None:
        raise AssertionError(f"{type(self).__name__} asked no question")

    def action_closed(self, duel: Duel) -> None:
        """Called on every record of the stack when an action ends during an attack
        (`windows.close_action`); an attack watches the opponent's monsters this way."""
        return None

    def copy(self) -> Proc:
        twin = object.__new__(type(self))
        for name in self._fields:
            object.__setattr__(twin, name, getattr(self, name))
        return twin

    def key(self) -> tuple[Any, ...]:
        """Plain data for `state_hash()` and equality of clones."""
        return (type(self).__name__, *(getattr(self, n) for n in self._fields))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Proc) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self._fields)
        return f"{type(self).__name__}({inner})"
