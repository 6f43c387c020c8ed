"""The interface between the engine and card behaviour.

A card's `CardData.behaviour` is an object with these methods; the `cards` package
builds them from declarative definitions. The engine asks them whether a card can be
used now and for the procedure records that carry out its effect, and never calls
anything else. The default behaviour (a card without effects) can do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .duel import Duel
    from .events import Event
    from .procs import Proc


class Behaviour:
    """No effect. Subclasses override what their card can do."""

    def trap_triggered(self, duel: Duel, i: int, events: tuple[Event, ...]) -> bool:
        """A Set Trap `i`: does some event of this window meet its Requirement, and can
        its costs be paid (R-TRAP-5, R-REQ-1)?"""
        return False

    def trap_procs(self, duel: Duel, i: int, events: tuple[Event, ...]) -> list[Proc]:
        """The records that carry out Trap `i`'s Requirement and Effect, in order."""
        return []

    def can_activate(self, duel: Duel, i: int) -> bool:
        """A Spell in the hand or Set, or a face-up monster: can it be activated now?"""
        return False

    def activation_procs(self, duel: Duel, i: int) -> list[Proc]:
        """The records of a Spell's or monster effect's Requirement and Effect."""
        return []


NO_EFFECT = Behaviour()


def behaviour_of(duel: Duel, i: int) -> Behaviour:
    b = duel.data[i].behaviour
    return b if b is not None else NO_EFFECT
