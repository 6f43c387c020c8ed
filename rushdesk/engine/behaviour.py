"""The interface between the engine and card behaviour.

A card's `CardData.behaviour` is an object with these methods; the `cards` package
builds them from declarative definitions. The engine asks them whether a card can be
used now and for the procedure records that carry out its effect, and never calls
anything else. The default behaviour (a card without effects) can do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .duel import Duel
    from .events import Event
    from .procs import Proc


class Behaviour:
    """No effect. Subclasses override what their card can do."""

    #: True if `modifiers` may return anything (continuous effects, Equip, Field Spells).
    has_continuous: bool = False
    #: False if the card has no effect its controller activates (only continuous ones,
    #: or a Trap's), so a refusal can say so; True when it might have one.
    activates: bool = True
    #: A name the card also has while in the hand (R-CARD-1), or "".
    name_in_hand: str = ""
    #: The zones where the card is treated as a Legend Card by its text (R-CARD-4);
    #: only effects that look for Legend Cards there read it, never the deck rules.
    legend_in: frozenset[int] = frozenset()
    #: The event kinds that can meet this Trap's Requirement (`trap_triggered` is not
    #: asked about a window without one), or None when any event might.
    trap_kinds: frozenset[str] | None = None
    #: True if the card may equip itself to a monster (set its `DuelState.equip`). A
    #: duel without such a card never looks for Equip Spells to send to the GY.
    equips: bool = False
    #: The kinds `modifiers` may return (a property read skips every face-up card
    #: without the kind asked for), or None when it might return any.
    modifier_kinds: frozenset[str] | None = None

    def modifiers(self, duel: Duel, src: int, i: int) -> list[tuple[str, Any]]:
        """(kind, value) changes that face-up card `src` applies to card `i` now."""
        return []

    def bans(self, duel: Duel, src: int, what: str, player: int, i: int) -> bool:
        """Does face-up card `src` forbid `player` to do `what` ("spsummon", "set") with
        card `i`?"""
        return False

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

    #: "def" when the card's own summoning condition puts it in Defense Position.
    self_summon_position: str = ""
    #: True if `can_self_summon` may ever say yes (a summoning condition of its own or
    #: a Contact Fusion); the Main Phase does not ask the others.
    self_summons: bool = False

    def can_self_summon(self, duel: Duel, i: int) -> bool:
        """May monster `i` in the hand be Special Summoned by its own condition now?"""
        return False

    def text(self) -> str:
        """The card's text as the player reads it (rendered from the definition)."""
        return ""


NO_EFFECT = Behaviour()


def behaviour_of(duel: Duel, i: int) -> Behaviour:
    b = duel.data[i].behaviour
    return b if b is not None else NO_EFFECT
