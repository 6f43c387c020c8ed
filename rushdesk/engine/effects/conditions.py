"""Requirement conditions and Trap triggers.

A `Cond` is a state predicate ("you control exactly 1 monster", "your LP are lower").
A `Trig` matches the events of one window (R-TRAP-5) and binds what the Trap's effect
refers to ("the attacking monster", "the summoned monster") into the resolution's memo.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..actions import ATK, DIRECT
from ..events import WITH_MAXIMUM
from ..zones import MZONE
from .core import ALL, Context
from .select import Sel

if TYPE_CHECKING:
    from ..cards import CardData
    from ..duel import Duel
    from ..events import Event

Memo = tuple[tuple[str, Any], ...]


def controller_then(duel: Duel, ev: Event) -> int:
    """Who controlled the card of move event `ev` where it was: a monster may be
    controlled by a player who does not own it, and its event names its new holder
    (for a pile, the owner); its last known information (`DuelState.lki`) says."""
    if ev.src == "mzone":
        known = duel.lki.get(ev.card)
        if known is not None:
            return known.ctrl
    return ev.player


def event_card(duel: Duel, ev: Event) -> CardData | None:
    """The card of move event `ev` into a public place (its code is in the event), even
    if the same action has moved it on since (R-REQ-2: one window holds it all)."""
    i = duel.inst(ev.card)
    return duel.data[i] if i >= 0 else duel.cards.get(ev.code)


class Cond(ABC):
    """A state predicate of a Requirement."""

    @abstractmethod
    def holds(self, duel: Duel, ctx: Context) -> bool:
        """Does it hold now for `ctx`'s player and card?"""

    @abstractmethod
    def text(self) -> str:
        """Its phrase on the card."""


@dataclass(frozen=True)
class Count(Cond):
    """Between `low` and `high` cards match `sel`."""

    sel: Sel
    low: int = 1
    high: int = ALL

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return self.low <= len(self.sel.cards(duel, ctx)) <= self.high

    def text(self) -> str:
        if self.low == self.high:
            quantity = "no" if self.low == 0 else f"exactly {self.low}"
        elif self.high >= ALL:
            quantity = "a" if self.low == 1 else f"{self.low} or more"
        else:
            quantity = f"{self.low} to {self.high}"
        phrase = self.sel.text(quantity)
        if "mzone" in self.sel.where and self.sel.where != ("gy",):
            noun = phrase.rsplit(" " + self.sel.place_text(), 1)[0]
            owner = {"you": "you control", "opp": "your opponent controls",
                     "any": "there is on the field"}[self.sel.who]
            return f"{owner} {noun}" if self.sel.who != "any" else f"there is {noun} on the field"
        return f"there {'is' if quantity in ('a', 'exactly 1') else 'are'} {phrase}"


@dataclass(frozen=True)
class LPLower(Cond):
    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.lp[ctx.player] < duel.lp[1 - ctx.player]

    def text(self) -> str:
        return "your LP are lower than your opponent's"


# The `DuelState.how` of every Special Summon (R-MAIN-4, R-FUS-5, R-RIT-4, R-MAX-2).
SPECIAL_SUMMONS = frozenset({"special", "fusion", "ritual", "maximum"})


@dataclass(frozen=True)
class SummonedThisTurn(Cond):
    """It is the turn this card was Normal Summoned (or summoned `how`; "special" is
    any Special Summon, Fusion, Ritual and Maximum Summons included)."""

    how: str = "normal"

    def holds(self, duel: Duel, ctx: Context) -> bool:
        i = duel.inst(ctx.src)
        if i < 0 or duel.arrived[i] != duel.turn:
            return False
        how = duel.how[i]
        return how == self.how or self.how == "special" and how in SPECIAL_SUMMONS

    def text(self) -> str:
        return f"it is the turn this card was {self.how.title()} Summoned"


@dataclass(frozen=True)
class InMaximumMode(Cond):
    def holds(self, duel: Duel, ctx: Context) -> bool:
        i = duel.inst(ctx.src)
        return i >= 0 and duel.in_maximum_mode(i)

    def text(self) -> str:
        return "this card is in Maximum Mode"


@dataclass(frozen=True)
class TributedAtLeast(Cond):
    """This card was Normal Summoned by Tributing a Level `level` or higher monster."""

    level: int = 5

    def holds(self, duel: Duel, ctx: Context) -> bool:
        i = duel.inst(ctx.src)
        return i >= 0 and duel.tlevel[i] >= self.level

    def text(self) -> str:
        return f"this card was Normal Summoned by Tributing a Level {self.level} or higher monster"


@dataclass(frozen=True)
class Granted(Cond):
    """This card still has a lingering property (`kind`) an effect gave it."""

    kind: str
    phrase: str

    def holds(self, duel: Duel, ctx: Context) -> bool:
        i = duel.inst(ctx.src)
        return i >= 0 and duel.has(i, self.kind)

    def text(self) -> str:
        return self.phrase


@dataclass(frozen=True)
class DidAny(Cond):
    """Earlier in this resolution, at least one card was `key` ("destroyed", ...)."""

    key: str = "destroyed"

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return bool(ctx.recall(self.key))

    def text(self) -> str:
        return f"a monster was {self.key} by this effect"


@dataclass(frozen=True)
class NoMainPhaseDraw(Cond):
    """You have not drawn a card during this turn's Main Phase."""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.mdraw[ctx.player] != duel.turn

    def text(self) -> str:
        return "you have not drawn a card during the Main Phase"


# ----------------------------------------------------------------------- triggers
class Trig(ABC):
    """A Trap's timing: which events of a window meet its Requirement."""

    @abstractmethod
    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        """What the Trap refers to, if some event of this window meets it; else None."""

    @abstractmethod
    def text(self) -> str:
        """Its phrase on the card."""

    def event_kinds(self) -> frozenset[str] | None:
        """The event kinds `bind` can match (None: it may match any); a window with
        none of them is not offered to the Trap."""
        return None


_MOVE = frozenset({"move"})


@dataclass(frozen=True)
class OnAttack(Trig):
    """When an opponent's monster declares an attack (`direct`: only direct attacks,
    or only attacks on a monster when False)."""

    direct: bool | None = None
    attacker: Sel | None = None

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        for ev in events:
            if ev.kind != "attack" or ev.player == ctx.player or duel.attack is None:
                continue
            if self.direct is not None and (ev.value == DIRECT) != self.direct:
                continue
            a = duel.inst(ev.card)
            if a < 0 or (self.attacker and not self.attacker.matches(duel, ctx, a)):
                continue
            return (("attacker", (ev.card,)), ("target", () if ev.value == DIRECT else
                                                (ev.value,)))
        return None

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"attack"})

    def text(self) -> str:
        what = "an opponent's monster"
        if self.attacker is not None:
            what = f"an opponent's {self.attacker.text('', place=False)}"
        kind = {True: "a direct attack", False: "an attack on a monster", None: "an attack"}
        return f"when {what} declares {kind[self.direct]}"


@dataclass(frozen=True)
class OnSummon(Trig):
    """When the opponent (or `by` "any" player) Normal or Special Summons a monster
    (`kinds`: "summon" Normal, "spsummon" Special) that matches `monster`."""

    by: str = "opp"
    kinds: tuple[str, ...] = ("summon", "spsummon")
    monster: Sel | None = None

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        gone = False  # a matching monster was summoned, and has left the field since
        for ev in events:
            if ev.kind not in self.kinds or (self.by == "opp" and ev.by == ctx.player):
                continue
            i = duel.inst(ev.card)
            if i < 0 or duel.zone[i] != MZONE:
                # it still meets the Requirement (one window holds the whole card's
                # events, R-REQ-2), judged as it was on the field, but is not there to
                # be chosen
                if not gone:
                    gone = self.monster is None or self._was(duel, ctx, ev.card, events)
                continue
            i = duel.whole(i)  # the three pieces of a Maximum Summon are one monster
            if self.monster is None or self.monster.matches(duel, ctx, i):
                card = duel.oid[i]
                if card not in found:
                    found.append(card)
        if found or gone:
            return (("summoned", tuple(found)),)
        return None

    def _was(self, duel: Duel, ctx: Context, card: int, events: tuple[Event, ...]) -> bool:
        """Did summoned `card`, which has left the field by one of `events`, match
        `monster` there? It is judged by the last known information its move off the
        field kept (a Maximum monster's by its center's move)."""
        for ev in events:
            if ev.kind == "move" and ev.old == card and ev.src == "mzone":
                known = duel.lki.get(ev.card)
                return known is not None and self.monster is not None \
                    and self.monster.matched_on_field(duel, ctx, known.card, known)
        return False

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset(self.kinds)

    def text(self) -> str:
        who = "your opponent" if self.by == "opp" else "a player"
        how = {"summon": "Normal Summons", "spsummon": "Special Summons"}.get(
            self.kinds[0], "") if len(self.kinds) == 1 else "Normal or Special Summons"
        what = self.monster.text("a", place=False) if self.monster else "a monster"
        return f"when {who} {how} {what}"


@dataclass(frozen=True)
class OnSpell(Trig):
    """After the opponent activates a Spell: the window after it resolved (R-REQ-2)."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        for ev in events:
            if ev.kind == "activate" and ev.reason == "spell" and ev.by != ctx.player:
                return (("spell", (ev.card,)),)
        return None

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"activate"})

    def text(self) -> str:
        return "after your opponent activates a Spell Card"


@dataclass(frozen=True)
class OnDestroyed(Trig):
    """When a monster of yours matching `monster` is destroyed by the opponent
    (`causes`: "battle" and/or "destroy" for card effects)."""

    monster: Sel = Sel(where=("gy",))
    causes: tuple[str, ...] = ("battle", "destroy")
    attack_position: bool = False  # only monsters that were in Attack Position

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        for ev in events:
            if ev.kind != "move" or ev.src != "mzone" or ev.reason not in self.causes \
                    or ev.value == WITH_MAXIMUM:  # a Maximum monster is its center's event
                continue
            # whose monster it was and what it was: its last known information, as it
            # was on the field (its controller then, a Type given "this turn"); a duel
            # without a Trap that answers moves keeps none: then as it is now
            known = duel.lki.get(ev.card)
            ctrl = ev.player if known is None else known.ctrl
            if ctrl != ctx.player or ev.by == ctx.player:
                continue
            if ev.reason == "battle" and duel.tp == ctx.player:
                continue  # destroyed while attacking: not by the opponent's attack
            if self.attack_position and ev.prev != ATK:
                continue
            i = duel.inst(ev.card)
            if i < 0:  # moved on since, by the same action (taken from the GY, say)
                if known is None:
                    continue
                i = known.card
            if self.monster.matched_on_field(duel, ctx, i, known) if known is not None \
                    else self.monster.matches(duel, ctx, i):
                found.append(ev.card)
        return (("destroyed", tuple(found)),) if found else None

    def event_kinds(self) -> frozenset[str] | None:
        return _MOVE

    def text(self) -> str:
        how = {"battle": "by your opponent's attack",
               "destroy": "by your opponent's card effect"}.get(
            self.causes[0], "") if len(self.causes) == 1 else \
            "by your opponent's attack or card effect"
        monster = replace(self.monster, pos="atk") if self.attack_position else self.monster
        what = monster.text("a", place=False)
        return f"when {what} you control is destroyed {how}"


@dataclass(frozen=True)
class OnNormalDraw(Trig):
    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        for ev in events:
            if ev.kind == "draw" and ev.reason == "normal" and ev.player != ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"draw"})

    def text(self) -> str:
        return "when your opponent draws for their normal draw"


@dataclass(frozen=True)
class AnyOf(Trig):
    """Any one of several triggers."""

    triggers: tuple[Trig, ...]

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        for trig in self.triggers:
            memo = trig.bind(duel, ctx, events)
            if memo is not None:
                return memo
        return None

    def event_kinds(self) -> frozenset[str] | None:
        kinds: set[str] = set()
        for trig in self.triggers:
            more = trig.event_kinds()
            if more is None:
                return None
            kinds |= more
        return frozenset(kinds)

    def text(self) -> str:
        return ", or ".join(t.text() for t in self.triggers)
