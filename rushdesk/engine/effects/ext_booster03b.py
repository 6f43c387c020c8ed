"""DSL primitives for the booster03b cards (rushdesk/cards/booster03b.py).

Selectors with "any of" filters (several kinds or Types, an Attribute excluded),
a cost that flips this card's battle position, excavating the top cards of a Deck,
amounts and conditions over what a resolution remembered, and the Trap triggers
"an attack targeting your ..." and "a Spell/Trap Card you control is destroyed".
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import ATK, DEF
from ..cards import CardType
from ..events import Event
from ..state import Request
from ..zones import DECK, MZONE
from .conditions import Cond, Memo, OnAttack, Trig
from .core import Context, Op, Resolve
from .ops import Damage, LevelOf, Modify, Per
from .select import Sel

if TYPE_CHECKING:
    from ..duel import Duel

_KIND_BITS = {"monster": CardType.MONSTER, "spell": CardType.SPELL, "trap": CardType.TRAP}


# -------------------------------------------------------------------- selectors
_BUSY: set[tuple[int, int, str]] = set()


# Several kinds, several Types and "not this Attribute" are plain `Sel` filters now; a
# continuous effect that filters by them no longer recurses (see `stats.py`).
XSel = Sel


# ---------------------------------------------------------------------- amounts
@dataclass(frozen=True)
class PerRemembered(Per):
    """`n` for each card saved under `memo` that is a `kind` card (e.g. "monster");
    `what` names those cards on the card ("monster excavated this way")."""

    kind: str = "monster"
    what: str = ""

    def value(self, duel: Duel, res: Context) -> int:
        bits = _KIND_BITS[self.kind]
        found = [duel.inst(o) for o in res.recall(self.memo)]
        return self.n * sum(1 for i in found if i >= 0 and duel.data[i].bits & bits)

    def text(self) -> str:
        return self.phrase("").replace("  ", " ")

    def phrase(self, unit: str) -> str:
        head = f"{self.n} {unit}".strip()
        return f"{head} for each {self.what}"


@dataclass(frozen=True)
class NamedLevelOf(LevelOf):
    """`n` times the Level of the card saved under `memo`, named as `what`."""

    what: str = "the monster sent to the GY"

    def text(self) -> str:
        return f"{self.n} times the Level of {self.what}"


# ------------------------------------------------------------------- operations
@dataclass(frozen=True)
class ChangeThisPosition(Op):
    """A cost: change this card's battle position (Attack to face-up Defense, Defense
    to face-up Attack)."""

    is_cost = True

    def _me(self, duel: Duel, ctx: Context) -> int:
        i = duel.inst(ctx.src)
        if i < 0 or duel.zone[i] != MZONE or duel.pos[i] not in (ATK, DEF):
            return -1
        return -1 if duel.in_maximum_mode(i) else i  # R-MAX-4

    def can(self, duel: Duel, res: Context) -> bool:
        return self._me(duel, res) >= 0

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        i = self._me(duel, res)
        if i >= 0:
            duel.set_position(i, DEF if duel.pos[i] == ATK else ATK, reason="cost",
                              by=res.player)
        return None

    def text(self) -> str:
        return ("change this card's battle position (Attack Position to face-up Defense "
                "Position, Defense Position to face-up Attack Position)")


@dataclass(frozen=True)
class Excavate(Op):
    """`who` ("opp" or "you") reveals the top `n` cards of their Deck to both players,
    who both know them from then on; they are saved under `save`. Needs `n` cards in
    that Deck."""

    n: int = 5
    who: str = "opp"
    save: str = "excavated"

    def _player(self, res: Context) -> int:
        return 1 - res.player if self.who == "opp" else res.player

    def can(self, duel: Duel, res: Context) -> bool:
        return len(duel.deck[self._player(res)]) >= self.n

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        p = self._player(res)
        top = list(reversed(duel.deck[p][-self.n:]))  # top card first
        for i in top:
            duel.known[i] = 3  # both players see it, and where it is
            duel.emit(Event("reveal", p, -1, duel.data[i].code, "deck", "deck",
                            reason="excavate", by=res.player, ovis=0, vis=0))
        res.remember(self.save, tuple(duel.oid[i] for i in top))
        return None

    def text(self) -> str:
        if self.who == "opp":
            return f"your opponent excavates the top {self.n} cards of their Deck"
        return f"excavate the top {self.n} cards of your Deck"


@dataclass(frozen=True)
class ExcavatedToBottom(Op):
    """The cards saved under `memo` that are still in the Deck go to its bottom, in
    the order they were excavated; both players still know them there (until the
    Deck is shuffled)."""

    memo: str = "excavated"
    who: str = "opp"

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        for o in res.recall(self.memo):
            i = duel.inst(o)
            if i >= 0 and duel.zone[i] == DECK:
                duel.move(i, DECK, reason="effect", by=res.player, bottom=True)
                duel.known[i] = 3  # both players saw which cards went to the bottom
        return None

    def text(self) -> str:
        if self.who == "opp":
            return "your opponent places the excavated cards on the bottom of their Deck"
        return "place the excavated cards on the bottom of your Deck"


@dataclass(frozen=True)
class DamageIfAny(Damage):
    """`Damage` whose effect needs a damage above 0 to be activated."""

    def can(self, duel: Duel, res: Context) -> bool:
        return self.amount.value(duel, res) > 0


@dataclass(frozen=True)
class ModifyIfAny(Modify):
    """`Modify` whose effect needs a change above 0 to be activated."""

    def can(self, duel: Duel, res: Context) -> bool:
        return super().can(duel, res) and self.amount.value(duel, res) > 0


@dataclass(frozen=True)
class SetOriginalAtk(Modify):
    """The original ATK of the chosen monsters becomes `amount` (ATK changes still
    apply on top of it)."""

    stat: str = "set_atk"

    def text(self) -> str:
        return (f"the original ATK of {self.sel.text(self.count_text())} becomes "
                f"{self.amount.text()} until the end of this turn")


# ------------------------------------------------------------------- conditions
@dataclass(frozen=True)
class SameAttribute(Cond):
    """You control `n` or more face-up monsters with the same Attribute."""

    n: int = 2

    def holds(self, duel: Duel, ctx: Context) -> bool:
        cards = Sel(face="up").cards(duel, ctx)
        counts = Counter(duel.attribute(i) for i in cards)
        return any(c >= self.n for c in counts.values())

    def text(self) -> str:
        return f"you control {self.n} or more face-up monsters with the same Attribute"


@dataclass(frozen=True)
class Remembered(Cond):
    """A card saved under `key` earlier in this resolution matches `sel`."""

    key: str
    sel: Sel
    phrase: str

    def holds(self, duel: Duel, ctx: Context) -> bool:
        found = [duel.inst(o) for o in ctx.recall(self.key)]
        return any(i >= 0 and self.sel.matches(duel, ctx, i) for i in found)

    def text(self) -> str:
        return self.phrase


# --------------------------------------------------------------------- triggers
@dataclass(frozen=True)
class OnAttackTargeting(OnAttack):
    """When an opponent's monster declares an attack on your monster matching `target`."""

    target: Sel = Sel()

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        memo = super().bind(duel, ctx, events)
        if memo is None:
            return None
        targets = dict(memo)["target"]
        t = duel.inst(targets[0]) if targets else -1
        return memo if t >= 0 and self.target.matches(duel, ctx, t) else None

    def text(self) -> str:
        return ("when an opponent's monster declares an attack targeting your "
                f"{self.target.text('', place=False)}")


@dataclass(frozen=True)
class OnSpellTrapDestroyed(Trig):
    """When a Spell/Trap Card you control is destroyed by your opponent's card effect."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = [ev.card for ev in events
                 if ev.kind == "move" and ev.src in ("szone", "fzone") and ev.reason == "destroy"
                 and ev.player == ctx.player and ev.by == 1 - ctx.player]
        return (("destroyed", tuple(found)),) if found else None

    def text(self) -> str:
        return "when a Spell/Trap Card you control is destroyed by your opponent's card effect"

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})
