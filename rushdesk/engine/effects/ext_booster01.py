"""Primitives for the booster-01 cards (rushdesk/cards/booster01.py) that the core DSL lacks.

- `Races`: a selector matching any of several Types ("Spellcaster or Dragon").
- `OtherInHand`: the cards in your hand other than the Spell being activated.
- `TogglePosition`: change battle positions (Attack -> face-up Defense, Defense or
  face-down -> face-up Attack).
- `GiveLP`: your opponent gains LP.
- `SpecialSummonUpTo`: "Special Summon up to N": never more picks than free zones.
- `ForbidAttacks`: your low-Level monsters cannot attack this turn.
- `RedirectAttack`: you choose the attack target of the opponent's attack.
- Triggers `OnSpellDestroyed`, `OnNormalsDestroyed`, `OnDestroyedByOpponent`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING

from ..actions import SET
from ..cards import CardType
from ..events import WITH_MAXIMUM, Event
from ..state import Request
from ..stats import MOD_NO_ATTACK, MOD_RACE
from .conditions import Memo, Trig, controller_then, event_card
from .core import Choose, Context, Op, Resolve
from .ops import Amount, Fixed, PlayerGrant, SpecialSummon, SwitchPosition
from .select import Sel

if TYPE_CHECKING:
    from ..duel import Duel


def _or_list(words: tuple[str, ...]) -> str:
    """"Dragon", "Dragon or Thunder", "Dragon, Winged Beast or Thunder"."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


def lingering_race(duel: Duel, i: int) -> str:
    """Card `i`'s Type with lingering changes (Type Change Beam) but without continuous
    ones: a continuous effect whose targets depend on Types (a Field Spell) must not ask
    every continuous effect for the Type again, or the question never ends."""
    o = duel.oid[i]
    changed = [m.value for m in duel.mods if m.target == o and m.kind == MOD_RACE]
    return str(changed[-1]) if changed else duel.data[i].race


# -------------------------------------------------------------------- selectors
# "One of several Types" is a plain `Sel` filter now.
Races = Sel


@dataclass(frozen=True)
class OtherInHand(Sel):
    """Cards in your hand other than the Spell being activated from it.

    While a Spell in the hand is checked for activation it is still a card in the hand,
    but by the time its cost is paid it is on the field: "send 1 card from your hand"
    must not count it (R-REQ-1). The text is the printed one."""

    where: tuple[str, ...] = ("hand",)
    not_self: bool = True

    def text(self, count: str = "1", prep: str = "in", place: bool = True) -> str:
        plain = Sel(**{f.name: getattr(self, f.name) for f in fields(Sel)})
        return replace(plain, not_self=False).text(count, prep, place)


# ------------------------------------------------------------------- operations
TogglePosition = SwitchPosition  # one implementation, in ops.py


@dataclass(frozen=True)
class GiveLP(Op):
    """Your opponent gains LP."""

    amount: Amount = Fixed(0)

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        duel.gain_lp(1 - res.player, self.amount.value(duel, res), by=res.player)
        return None

    def text(self) -> str:
        return f"your opponent gains {self.amount.phrase('LP')}"


@dataclass(frozen=True)
class SpecialSummonUpTo(SpecialSummon):
    """`SpecialSummon` of up to `high` monsters, offering no more picks than there are
    free Monster Zones on the receiving field (R-ZONE-5)."""

    def _capped(self, duel: Duel, res: Context) -> SpecialSummon:
        target = res.player if self.to == "you" else 1 - res.player
        room = len(duel.free_mzones(target))
        return replace(self, high=max(1, min(self.high, room)))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        return SpecialSummon.step(self._capped(duel, res), duel, res)


@dataclass(frozen=True)
class ForbidAttacks(Op):
    """This turn, your Level `level_max` or lower monsters cannot attack: a player-wide
    lingering effect, so monsters that arrive later this turn are covered too."""

    level_max: int = 6

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        return PlayerGrant(Sel(level_max=self.level_max), MOD_NO_ATTACK,
                           phrase="cannot attack").step(duel, res)

    def text(self) -> str:
        return f"your Level {self.level_max} or lower monsters cannot attack this turn"


@dataclass(frozen=True)
class RedirectAttack(Choose):
    """You choose which of your monsters becomes the target of the current attack.

    The attack keeps going (no replay: the attacked player's monsters did not change);
    a ``retarget`` event reports the new target."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        from ..battle import Attack

        if not chosen or duel.attack is None:
            return
        new = duel.oid[chosen[0]]
        attack = next((p for p in reversed(duel.stack) if isinstance(p, Attack)), None)
        if attack is None:
            return
        attack.target = new
        attacker, _, negated = duel.attack
        duel.attack = (attacker, new, negated)
        duel.emit(Event("retarget", duel.tp, attacker, value=new, by=res.player, old=attacker))

    def text(self) -> str:
        return (f"choose {self.sel.text('1')} other than the attack target; it becomes the "
                "target of the attack")


# --------------------------------------------------------------------- triggers
def _destroyed_here(duel: Duel, ev: Event, ctx: Context, src: tuple[str, ...]) -> bool:
    """A card `ctx`'s player controlled left `src` destroyed by the opponent's card
    effect."""
    return (ev.kind == "move" and ev.src in src and ev.reason == "destroy"
            and ev.by >= 0 and ev.by != ctx.player and controller_then(duel, ev) == ctx.player)


@dataclass(frozen=True)
class OnSpellDestroyed(Trig):
    """When a Spell Card you control is destroyed by your opponent's card effect."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        for ev in events:
            if _destroyed_here(duel, ev, ctx, ("szone", "fzone")):
                data = event_card(duel, ev)
                if data is not None and data.is_spell:
                    found.append(ev.card)
        return (("destroyed", tuple(found)),) if found else None

    def text(self) -> str:
        return "when a Spell Card you control is destroyed by your opponent's card effect"

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})


@dataclass(frozen=True)
class OnNormalsDestroyed(Trig):
    """When `least` or more face-up Normal Monsters you control are destroyed at the
    same time (by one action: one window) by your opponent's card effect; an event's
    `prev` says the position the monster had."""

    least: int = 2

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        for ev in events:
            if _destroyed_here(duel, ev, ctx, ("mzone",)) and ev.prev != SET:
                data = event_card(duel, ev)
                if data is not None and data.bits & CardType.NORMAL:
                    found.append(ev.card)
        return (("destroyed", tuple(found)),) if len(found) >= self.least else None

    def text(self) -> str:
        return (f"when {self.least} or more face-up Normal Monsters you control are destroyed "
                "at the same time by your opponent's card effect")

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})


@dataclass(frozen=True)
class OnDestroyedByOpponent(Trig):
    """When a monster you control is destroyed by your opponent's attack (a battle in
    the opponent's turn) or by your opponent's card effect."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        found = []
        for ev in events:
            # a Maximum monster is its center's event
            if ev.kind != "move" or ev.src != "mzone" or ev.value == WITH_MAXIMUM:
                continue
            if controller_then(duel, ev) != ctx.player:
                continue
            by_battle = ev.reason == "battle" and duel.tp != ctx.player
            if by_battle or _destroyed_here(duel, ev, ctx, ("mzone",)):
                found.append(ev.card)
        return (("destroyed", tuple(found)),) if found else None

    def text(self) -> str:
        return ("when a monster you control is destroyed by your opponent's attack or card "
                "effect")

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})
