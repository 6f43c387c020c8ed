"""Effect primitives first needed by the booster02 cards (rushdesk/cards/booster02.py).

Conditions: `LPAtMost`, `SummonedThisTurnAny`, `DistinctTypes`, `NoOtherMonsters`,
`Among`, `DidDestroy`. Amounts: `HighestAtk`, `PerSameType`. Operations: `ModifyBoth`
(ATK and DEF together, optionally only monsters sharing an Attribute with a saved card),
`GrantAttribute`, `DestroyPer`, `DrawPer`, `PlaceFromHand`, `Together`. Trigger:
`OnTrapDestroyed`. Lingering property: `MOD_ATTACK_ATK_ONLY`.
(continuous effects whose targets are chosen by Type, Attribute, Level or stats).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..actions import Action, make
from ..cards import CardType
from ..state import Request
from ..stats import MOD_ATTR, MOD_DEF
from ..zones import DECK, HAND, MZONE
from .conditions import Cond, Memo, Trig, event_card
from .core import Choose, Context, Op, Resolve
from .ops import Destroy, Grant, LPDifference, Modify, until
from .select import Sel

if TYPE_CHECKING:
    from ..duel import Duel
    from ..events import Event

#: "can only attack Attack Position monsters": a lingering property (value 1). The
#: engine's attack declaration does not read it yet (see the booster02 report).
from ..stats import MOD_ATTACK_ATK_ONLY  # noqa: E402  (enforced by battle.attack_targets)


# -------------------------------------------------------------------- conditions
@dataclass(frozen=True)
class LPAtMost(Cond):
    """Your LP are `n` or lower."""

    n: int

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.lp[ctx.player] <= self.n

    def text(self) -> str:
        return f"your LP are {self.n} or lower"


@dataclass(frozen=True)
class SummonedThisTurnAny(Cond):
    """It is the turn this card was Normal or Special Summoned (any summon, not a Set)."""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        i = duel.inst(ctx.src)
        return i >= 0 and duel.how[i] not in ("", "set") and duel.arrived[i] == duel.turn

    def text(self) -> str:
        return "it is the turn this card was Normal or Special Summoned"


@dataclass(frozen=True)
class DistinctTypes(Cond):
    """The cards matching `sel` have `n` or more different Types between them."""

    sel: Sel
    n: int = 2

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return len({duel.race(i) for i in self.sel.cards(duel, ctx)}) >= self.n

    def text(self) -> str:
        noun = self.sel.text("*", place=False)
        return (f"there are {self.n} or more different Types among the {noun} "
                f"{self.sel.place_text()}")


@dataclass(frozen=True)
class NoOtherMonsters(Cond):
    """`who` controls no monster other than the ones saved under `memo`."""

    memo: str = "summoned"
    who: str = "opp"

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return not Sel(who=self.who, exclude_memo=self.memo).cards(duel, ctx)

    def text(self) -> str:
        who = "your opponent controls" if self.who == "opp" else "you control"
        return f"{who} no other monsters"


@dataclass(frozen=True)
class Among(Cond):
    """A card matching `sel` is among the cards saved under `memo` ("milled", ...)."""

    memo: str
    sel: Sel

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return bool(replace(self.sel, memo=self.memo).cards(duel, ctx))

    def text(self) -> str:
        return f"{self.sel.text('a', place=False)} is among the sent cards"


@dataclass(frozen=True)
class DidDestroy(Cond):
    """"If you do": the step before destroyed at least one card."""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return bool(ctx.recall("destroyed"))

    def text(self) -> str:
        return "a card was destroyed this way"


# ----------------------------------------------------------------------- amounts
@dataclass(frozen=True)
class HighestAtk(LPDifference):
    """The highest ATK among the cards matching `sel` (0 if none)."""

    sel: Sel = Sel()

    def value(self, duel: Duel, res: Context) -> int:
        return max((duel.atk(i) for i in self.sel.cards(duel, res)), default=0)

    def text(self) -> str:
        return f"the ATK of the {self.sel.text('', place=False)} with the highest ATK " \
               f"{self.sel.place_text()}"


@dataclass(frozen=True)
class PerSameType(LPDifference):
    """`n` for each card matching `sel` with the same Type as the card saved under `memo`."""

    n: int = 100
    memo: str = "attacker"
    sel: Sel = Sel(where=("gy",), kind="monster")

    def value(self, duel: Duel, res: Context) -> int:
        ref = [duel.inst(o) for o in res.recall(self.memo)]
        if not ref or ref[0] < 0:
            return 0
        race = duel.race(ref[0])
        return self.n * sum(1 for i in self.sel.cards(duel, res) if duel.race(i) == race)

    def text(self) -> str:
        return f"{self.n} times the number of {self.sel.text('*', place=False)} " \
               f"{self.sel.place_text()} with its same Type"


# -------------------------------------------------------------------- operations
@dataclass(frozen=True)
class ModifyBoth(Modify):
    """Change ATK and DEF together by `amount` ("lose 500 ATK and DEF"). With
    `same_attribute_as`, only monsters sharing an Attribute with the card saved under
    that key (before the key is saved: with some card matching `source`)."""

    same_attribute_as: str = ""
    source: Sel = Sel(where=("hand",), kind="monster")

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        found = super().candidates(duel, res)
        if not self.same_attribute_as:
            return found
        refs = res.recall(self.same_attribute_as)
        if refs:
            pool = [duel.inst(o) for o in refs if duel.inst(o) >= 0]
        else:
            pool = self.source.cards(duel, res)
        attrs = 0
        for j in pool:
            attrs |= duel.attribute(j)
        return [i for i in found if duel.attribute(i) & attrs]

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        super().apply(duel, res, chosen)  # ATK
        value = self.sign * self.amount.value(duel, res)
        for i in chosen:
            if duel.zone[i] == MZONE and duel.is_face_up(i):
                duel.add_mod(i, MOD_DEF, value, until(duel, self.duration, res.player))

    def text(self) -> str:
        base = super().text().replace(" ATK", " ATK and DEF", 1)
        if self.same_attribute_as:
            who = self.sel.text(self.count_text())
            base = base.replace(who, f"{who} with the same Attribute as the monster sent to "
                                     "the GY", 1)
        return base


@dataclass(frozen=True)
class GrantAttribute(Grant):
    """The chosen monsters' Attribute becomes that of the card saved under `like`."""

    like: str = "revealed"

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        source = [duel.inst(o) for o in res.recall(self.like)]
        if not source or source[0] < 0:
            return
        attribute = duel.attribute(source[0])
        for i in chosen:
            if duel.zone[i] == MZONE:
                duel.add_mod(i, MOD_ATTR, attribute, until(duel, self.duration, res.player))


@dataclass(frozen=True)
class DestroyPer(Destroy):
    """Destroy as many cards matching `sel` as cards were saved under `per` (all of
    them if fewer match)."""

    per: str = "sent"

    def _sized(self, res: Context) -> Destroy:
        n = len(res.recall(self.per))
        return Destroy(self.sel, low=n, high=n, save=self.save)

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        return self._sized(res).step(duel, res)

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        return self._sized(res).legal(duel, res)

    def text(self) -> str:
        noun = self.sel.text("*")
        return f"destroy {noun} equal to the number of monsters sent to the GY"


@dataclass(frozen=True)
class DrawPer(Op):
    """Draw 1 card for each card matching `sel` (at least 1 must match). `spare`: cards
    a cost takes from the Deck before the draw, so the Requirement needs them too."""

    sel: Sel = Sel(who="opp")
    spare: int = 0

    def can(self, duel: Duel, res: Context) -> bool:
        n = len(self.sel.cards(duel, res))
        return n > 0 and len(duel.deck[res.player]) >= n + self.spare

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        n = len(self.sel.cards(duel, res))
        p = res.player
        before = len(duel.hand[p])
        if n:
            duel.draw(p, n, by=p)
        res.remember("drawn", tuple(duel.oid[i] for i in duel.hand[p][before:]))
        return None

    def text(self) -> str:
        return f"draw 1 card for each {self.sel.text('')}"


_TOP, _BOTTOM = 0, 1


@dataclass(frozen=True)
class PlaceFromHand(Choose):
    """Place cards from your hand, as many as were drawn (`per`), on the top or the bottom
    of your Deck. They are picked one at a time; the first card picked ends highest."""

    sel: Sel = Sel(where=("hand",))
    per: str = "drawn"

    def _sized(self, res: Context) -> Choose:
        n = len(res.recall(self.per))
        return replace(self, low=n, high=n, per="")

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if self.per:
            if not res.recall(self.per):
                return None
            return self._sized(res).step(duel, res)
        return super().step(duel, res)

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        if res.sub:
            return [make("option", zone=_TOP), make("option", zone=_BOTTOM)]
        return self._sized(res).legal(duel, res) if self.per else super().legal(duel, res)

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        if action.kind == "option":
            res.choice = action.zone + 1
        else:
            super().answer(duel, res, action)

    def finish(self, duel: Duel, res: Resolve) -> Request | None:
        if res.picked and res.choice == 0:
            return Request("option", res.player, "Top or bottom of the Deck?", 1, 1, res.src)
        return super().finish(duel, res)

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        bottom = res.choice - 1 == _BOTTOM
        order = chosen if bottom else tuple(reversed(chosen))
        for i in order:
            if duel.zone[i] == HAND:
                duel.move(i, DECK, reason="effect", by=res.player, bottom=bottom)

    def text(self) -> str:
        return "place cards from your hand equal to the number of cards drawn on the top or " \
               "bottom of your Deck in any order"


@dataclass(frozen=True)
class Together(Op):
    """Several operations that form one instruction ("destroy 2 ... and 1 ..."): all of
    them must be possible."""

    steps: tuple[Op, ...] = ()

    def can(self, duel: Duel, res: Context) -> bool:
        return all(s.can(duel, res) for s in self.steps)

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        res.splice(self.steps)
        return None

    def text(self) -> str:
        texts = [s.text() for s in self.steps]
        verb = texts[0].split(" ", 1)[0]
        rest = [t.split(" ", 1)[1] if t.split(" ", 1)[0] == verb else t for t in texts[1:]]
        return " and ".join([texts[0], *rest])


# ----------------------------------------------------------------------- trigger
@dataclass(frozen=True)
class OnTrapDestroyed(Trig):
    """When a Trap Card in your Spell & Trap Zone is destroyed by an opponent's card effect."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        for ev in events:
            if ev.kind != "move" or ev.src != "szone" or ev.reason != "destroy":
                continue
            if ev.player != ctx.player or ev.by == ctx.player:
                continue
            data = event_card(duel, ev)
            if data is not None and data.type & CardType.TRAP:
                found.append(ev.card)
        return (("destroyed", tuple(found)),) if found else None

    def text(self) -> str:
        return "when a Trap Card you control is destroyed by your opponent's card effect"

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})


# ------------------------------------------------------------------------ script


__all__ = [
    "MOD_ATTACK_ATK_ONLY", "Among", "DestroyPer", "DidDestroy", "DistinctTypes", "DrawPer",
    "GrantAttribute", "HighestAtk", "LPAtMost", "ModifyBoth",
    "NoOtherMonsters", "OnTrapDestroyed", "PerSameType", "PlaceFromHand",
    "SummonedThisTurnAny", "Together",
]
