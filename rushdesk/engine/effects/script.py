"""Card scripts: a card's effects as data, and the `Behaviour` the engine calls.

    SEVENS_ROAD_MAGICIAN = CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(THIS, amount=Per(300, GY_MONSTERS, distinct_attributes=True)),),
    ))

An `Effect` is one [REQUIREMENT] + [EFFECT] block: its `kind` says how it is used
("effect" and "multi" for monsters, "spell", "equip", "field", "trap", "continuous").
`CardScript` answers the engine's questions (can it be activated now, which records
carry it out, which continuous changes apply) and renders the card's text.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..actions import ATK, DEF, SET
from ..behaviour import Behaviour
from ..procs import Proc
from ..state import Request
from ..zones import DECK, EXTRA, FZONE, GY, HAND, MZONE, SZONE
from .conditions import Cond, InMaximumMode, Trig
from .core import (
    Choose,
    Ctx,
    Op,
    Resolve,
    after_cost,
    assignable,
    may_feed,
    may_starve,
)
from .ops import (
    ChooseOption,
    Destroy,
    PayLP,
    ReturnToHand,
    SendToGY,
    SpecialSummon,
    ToDeck,
    join_text,
)
from .select import Sel, display_name

if TYPE_CHECKING:
    from ..duel import Duel
    from ..events import Event

THIS = Sel(where=("mzone",), memo="self")
EQUIPPED = Sel(where=("mzone",), who="any", memo="equipped")


@dataclass(frozen=True)
class Cont:
    """A continuous change: monsters matching `target` get (`kind`, `value`)."""

    target: Sel
    kind: str
    value: Any
    phrase: str
    condition: Cond | None = None

    def text(self) -> str:
        cond = f"if {self.condition.text()}, " if self.condition else ""
        return f"{cond}{self.target.text('all')} {self.phrase}"


@dataclass(frozen=True)
class Ban:
    """A continuous prohibition: `who` ("you", "opp", "both") cannot `what`
    ("summon": Normal or Tribute Summon, "set", "spsummon") cards matching `card`."""

    what: str
    who: str
    card: Sel
    phrase: str
    condition: Cond | None = None

    def applies(self, duel: Duel, ctx: Ctx, player: int, i: int) -> bool:
        if self.who != "both" and (player == ctx.player) != (self.who == "you"):
            return False
        if self.condition is not None and not self.condition.holds(duel, ctx):
            return False
        return self.card.matches(duel, ctx, i) and _from_origin(duel, i, self.card)

    def text(self) -> str:
        who = {"you": "you", "opp": "your opponent", "both": "neither player"}[self.who]
        verb = "can" if self.who == "both" else "cannot"
        cond = f"{self.condition.text()}, " if self.condition is not None else ""
        return f"{cond}{who} {verb} {self.phrase}"


#: The places a summoned or Set card comes from, by `Sel.where` name.
_ORIGINS = {"hand": HAND, "deck": DECK, "gy": GY, "extra": EXTRA}
_PLACE_WORDS = {"hand": "the hand", "deck": "the Deck", "gy": "the GY",
                "extra": "the Extra Deck"}


def _from_origin(duel: Duel, i: int, sel: Sel) -> bool:
    """Is card `i` in one of the places `sel` names that a summon or Set starts from?
    (A ban on Special Summons "from the Extra Deck" covers Fusion and Ritual Summons.)"""
    return duel.zone[i] in [_ORIGINS[w] for w in sel.where if w in _ORIGINS]


_IN_MAXIMUM = InMaximumMode()


@dataclass(frozen=True)
class Effect:
    """One Requirement + Effect block of a card."""

    kind: str = "effect"
    trigger: Trig | None = None
    conds: tuple[Cond, ...] = ()
    costs: tuple[Op, ...] = ()
    ops: tuple[Op, ...] = ()
    options: tuple[tuple[Op, ...], ...] = ()
    maximum: bool = False  # usable only in Maximum Mode (R-MAX-10)
    mods: tuple[Cont, ...] = ()
    bans: tuple[Ban, ...] = ()
    equip: Sel | None = None  # Equip Spells: which monster it can be equipped to

    def __post_init__(self) -> None:
        # The steps and the ones the Requirement checks (the costs and the first step
        # after them) never change: worked out once (values, so sharing them is safe).
        body = (ChooseOption(self.options),) if self.options else self.ops
        if self.equip is not None:
            body = (EquipTo(self.equip), *body)
        object.__setattr__(self, "_steps", self.costs + body)
        first = body[:1]
        # The costs the player sees paid (cards sent from the hand, the field or the
        # GY, LP), which the first step is judged after (R-REQ-3: it chooses after the
        # cost is paid): a cost may give it what it chooses, or take it, or change a
        # continuous effect. A milled card is never looked at: it is hidden.
        paid = tuple(c for c in self.costs if isinstance(c, PayLP) or (
            isinstance(c, Choose) and c.cost_move() is not None and "deck" not in c.sel.where))
        object.__setattr__(self, "_paid", (first[0], paid) if first and paid else None)
        if first and type(first[0]) is SpecialSummon and first[0].freed is None:
            # a cost that sends a monster from the field frees its zone for the summon
            freeing = [c.sel for c in self.costs if isinstance(c, _LEAVING)
                       and "mzone" in c.sel.where and c.sel.who != "opp"]
            if freeing:
                first = (replace(first[0], freed=freeing[0]),)
        object.__setattr__(self, "_checks", self.costs + first)
        # two or more costs that choose cards must be paid with different cards
        choosers = tuple(c for c in self.costs if isinstance(c, Choose) and c.low > 0)
        object.__setattr__(self, "_joint", choosers if len(choosers) > 1 else ())

    def steps(self) -> tuple[Op, ...]:
        return self._steps  # type: ignore[attr-defined, no-any-return]  # __post_init__

    def requirement_met(self, duel: Duel, ctx: Ctx) -> bool:
        """Conditions hold, costs can be paid, and the effect has something to do."""
        if self.maximum and not _IN_MAXIMUM.holds(duel, ctx):
            return False
        for c in self.conds:
            if not c.holds(duel, ctx):
                return False
        checks = self._checks  # type: ignore[attr-defined]  # set in __post_init__
        if not all(s.can(duel, ctx) for s in checks[:-1]):
            return False
        if checks and not self._first_can_act(duel, ctx, checks[-1].can(duel, ctx)):
            return False
        joint = self._joint  # type: ignore[attr-defined]  # set in __post_init__
        return not joint or payable_together(duel, ctx, joint)

    def _first_can_act(self, duel: Duel, ctx: Ctx, now: bool) -> bool:
        """Is the effect offered, as far as its first step goes? `now` says whether the
        step could act before the costs. The costs the player sees are paid on copies
        of the duel, one per way to pay, when they could change that:

        - a step that cannot act now is offered if some payment gives it something to
          do (`may_feed`: a "Special Summon from your GY" after "send a monster you
          control to the GY", a hand cost that ends the attacker's boost, a draw after
          cards are shuffled into an empty Deck);
        - an Equip Spell's monster is part of its Requirement (R-EQUIP-1), so some
          payment must leave one (`may_starve`: not the only monster, nor the Field
          Spell that makes it a Dragon). Another effect that could act before its cost
          stays offered even if the cost takes all it would choose (R-REQ-1 asks only
          for the Requirement)."""
        paid = self._paid  # type: ignore[attr-defined]  # set in __post_init__
        if paid is None:
            return now
        first, costs = paid
        if now and not first.in_requirement:
            return True
        if isinstance(first, Choose):
            touch = may_starve if now else may_feed
            moved = any(isinstance(c, Choose) and touch(duel, ctx, first, c) for c in costs)
            if not moved and not (not now and any(isinstance(c, PayLP) for c in costs)):
                return now
        return _acts_after(duel, ctx, costs, first, now)


def _acts_after(world: Duel, ctx: Ctx, costs: tuple[Op, ...], first: Op, now: bool) -> bool:
    """Is there a way to pay `costs` (each with its least number of cards) after which
    `first` can act? A payment that takes all of the player's LP ends the duel before
    the effect (R-WIN-1), so it is judged as the first step stood before (`now`)."""
    if not costs:
        return first.can(world, ctx)
    cost, rest = costs[0], costs[1:]
    if isinstance(cost, PayLP):
        if world.lp[ctx.player] <= cost.n:
            return now
        after = world.clone()
        after.damage(ctx.player, cost.n, reason="cost", by=ctx.player)
        return _acts_after(after, ctx, rest, first, now)
    assert isinstance(cost, Choose)
    dest = cost.cost_move()
    assert dest is not None
    return any(_acts_after(after_cost(world, ctx.player, dest, cards), ctx, rest, first, now)
               for cards in combinations(cost.candidates(world, ctx), cost.low))


# The cost operations that take a card off the field (and so may free its zone).
_LEAVING = (SendToGY, ReturnToHand, ToDeck, Destroy)


def payable_together(duel: Duel, ctx: Ctx, costs: tuple[Choose, ...]) -> bool:
    """Can every cost get its least number of cards, no card paying twice (R-REQ-1: the
    whole Requirement)? A matching of cost places to candidate cards, by augmenting
    paths (Kuhn's algorithm; a Requirement has a handful of places)."""
    return assignable([set(c.candidates(duel, ctx)) for c in costs for _ in range(c.low)])


@dataclass(frozen=True)
class EquipTo(Choose):
    """Equip this card to the chosen face-up monster (R-EQUIP-1)."""

    in_requirement = True  # the monster is chosen as part of the Requirement

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        me = duel.inst(res.src)
        if chosen and me >= 0:
            duel.equip[me] = duel.oid[chosen[0]]

    def text(self) -> str:
        return f"equip this card to {self.sel.text('1')}"


class CardScript(Behaviour):
    """The behaviour of one card, built from `Effect`s."""

    def __init__(self, *effects: Effect, name_in_hand: str = "",
                 legend_in: tuple[str, ...] = (),
                 self_summon: tuple[Cond, ...] = (), self_summon_position: str = "",
                 contact_fusion: bool = False, notes: tuple[str, ...] = ()) -> None:
        self.effects = effects
        self.name_in_hand = name_in_hand
        self.legend_places = legend_in  # "hand", "gy": treated as a Legend Card there
        self.legend_in = frozenset(_ORIGINS[w] for w in legend_in)  # (R-CARD-4)
        self.self_summon = self_summon  # a summoning condition from the hand (R-MAIN-4)
        self.self_summon_position = self_summon_position  # "def" if it must be Defense
        self.contact_fusion = contact_fusion  # R-FUS-7: summoned from the Extra Deck
        self.self_summons = bool(self_summon) or contact_fusion
        self.notes = notes  # lines of text that are not effects (summon conditions, ...)
        self.has_continuous = any(e.mods or e.bans for e in effects)
        self.modifier_kinds = frozenset(c.kind for e in effects for c in e.mods)
        # The effect a Spell, or any other card, activates (see `_active`)
        self._spell_effect = next((e for e in effects if e.kind in ("spell", "equip", "field")),
                                  None)
        self._monster_effect = next((e for e in effects if e.kind in ("effect", "multi")), None)
        self.activates = self._spell_effect is not None or self._monster_effect is not None
        self.equips = any(e.equip is not None for e in effects)  # only EquipTo sets `equip`
        trap = self._trap()
        self.trap_kinds = (frozenset() if trap is None or trap.trigger is None
                           else trap.trigger.event_kinds())

    # ------------------------------------------------------------ activation
    def _active(self, duel: Duel, i: int) -> Effect | None:
        """The effect card `i` could activate from where it is now."""
        data, zone = duel.data[i], duel.zone[i]
        if data.is_monster and (zone != MZONE or duel.pos[i] == SET):
            return None
        if data.is_spell:
            return self._spell_effect if zone in (HAND, SZONE, FZONE) else None
        return self._monster_effect

    def can_activate(self, duel: Duel, i: int) -> bool:
        effect = self._active(duel, i)
        return effect is not None and effect.requirement_met(duel, Ctx(duel.oid[i], duel.tp))

    def activation_procs(self, duel: Duel, i: int) -> list[Proc]:
        effect = self._active(duel, i)
        assert effect is not None
        kind = "spell" if duel.data[i].is_spell else "effect"
        return [Resolve(duel.oid[i], duel.tp, effect.steps(), kind)]

    def _trap(self) -> Effect | None:
        return next((e for e in self.effects if e.kind == "trap"), None)

    def trap_triggered(self, duel: Duel, i: int, events: tuple[Event, ...]) -> bool:
        effect = self._trap()
        if effect is None or effect.trigger is None:
            return False
        ctx = Ctx(duel.oid[i], duel.ctrl[i])
        memo = effect.trigger.bind(duel, ctx, events)
        return memo is not None and effect.requirement_met(duel, Ctx(ctx.src, ctx.player, memo))

    def trap_procs(self, duel: Duel, i: int, events: tuple[Event, ...]) -> list[Proc]:
        effect = self._trap()
        assert effect is not None and effect.trigger is not None
        ctx = Ctx(duel.oid[i], duel.ctrl[i])
        memo = effect.trigger.bind(duel, ctx, events) or ()
        return [Resolve(ctx.src, ctx.player, effect.steps(), "trap", memo)]

    def can_self_summon(self, duel: Duel, i: int) -> bool:
        if self.contact_fusion:
            return duel.zone[i] == EXTRA and duel.tp == duel.ctrl[i]
        if not self.self_summon or duel.zone[i] != HAND:
            return False
        ctx = Ctx(duel.oid[i], duel.tp)
        return all(c.holds(duel, ctx) for c in self.self_summon)

    # ------------------------------------------------------------ continuous
    def modifiers(self, duel: Duel, src: int, i: int) -> list[tuple[str, Any]]:
        found: list[tuple[str, Any]] = []
        if duel.zone[i] != MZONE or duel.pos[i] not in (ATK, DEF):
            return found  # continuous effects change only face-up monsters
        ctx = Ctx(duel.oid[src], duel.ctrl[src], (("equipped", (duel.equip[src],)),))
        busy = duel.busy
        n = 0
        for effect in self.effects:
            if not effect.mods or (effect.maximum and not duel.in_maximum_mode(src)):
                n += len(effect.mods)
                continue
            if effect.kind == "equip" and duel.equip[src] < 0:
                n += len(effect.mods)
                continue
            for cont in effect.mods:
                key = (src, n)
                n += 1
                if key in busy:
                    continue  # this change is deciding whom it applies to (`busy`)
                duel.busy = (*busy, key)
                try:
                    if cont.condition is not None and not cont.condition.holds(duel, ctx):
                        continue
                    if cont.target.matches(duel, ctx, i):
                        found.append((cont.kind, cont.value))
                finally:
                    duel.busy = busy
        return found

    def bans(self, duel: Duel, src: int, what: str, player: int, i: int) -> bool:
        ctx = Ctx(duel.oid[src], duel.ctrl[src])
        for effect in self.effects:
            if effect.maximum and not duel.in_maximum_mode(src):
                continue
            if any(b.what == what and b.applies(duel, ctx, player, i) for b in effect.bans):
                return True
        return False

    # ------------------------------------------------------------------ text
    def text(self) -> str:
        """The card's text, rendered from its definition."""
        parts = list(self.notes)
        if self.contact_fusion:
            parts.append("You can Special Summon this card from your Extra Deck by returning "
                         "the listed face-up Fusion Materials you control to the Deck "
                         "(a Fusion Summon).")
        if self.name_in_hand:
            parts.append(f'This card\'s name becomes "{display_name(self.name_in_hand)}" '
                         "while in the hand.")
        if self.legend_places:
            where = " or ".join(_PLACE_WORDS[w] for w in self.legend_places)
            parts.append(f"This card is treated as a Legend Card while in {where}.")
        if self.self_summon:
            conds = " and ".join(c.text() for c in self.self_summon)
            pos = " in face-up Defense Position" if self.self_summon_position == "def" else ""
            parts.append(f"You can Special Summon this card from your hand{pos} if {conds}.")
        parts.extend(render_effect(e) for e in self.effects)
        return "\n".join(parts)


def render_effect(effect: Effect) -> str:
    """[REQUIREMENT] ... [EFFECT] ... for one effect."""
    conds = [c.text() for c in effect.conds]
    if effect.maximum:
        conds.insert(0, "this card is in Maximum Mode")
    parts: list[str] = []
    if effect.trigger is not None:
        parts.append(effect.trigger.text() + (", if " + " and ".join(conds) if conds else ""))
    elif conds:
        parts.append(" and ".join(conds))
    if effect.equip is not None:
        parts.append(EquipTo(effect.equip).text())
    parts.extend(op.text() for op in effect.costs)
    requirement = " ".join(_sentence(p) for p in parts) if parts else "None."
    lines: list[Cont | Ban] = [*effect.mods, *effect.bans]
    if lines:
        head = "[EFFECT]" if effect.equip is not None else "[CONTINUOUS EFFECT]"
        body = " ".join(_sentence(c.text()) for c in lines)
    elif effect.options:
        head, body = "[MULTI-CHOICE EFFECT]", ChooseOption(effect.options).text()
    else:
        head, body = "[EFFECT]", _sentence(join_text(effect.ops))
    return f"[REQUIREMENT] {requirement} {head} {body}"


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class SelfSummon(Proc):
    """Special Summon a card from the hand by its own condition (R-MAIN-4)."""

    __slots__ = ("card", "zone", "pos")

    def __init__(self, card: int, zone: int, pos: int) -> None:
        self.card, self.zone, self.pos = card, zone, pos

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        i = duel.inst(self.card)
        duel.move(i, MZONE, player=duel.tp, slot=self.zone, pos=self.pos, kind="spsummon",
                  reason="condition", by=duel.tp)
        duel.how[i] = "special"
        return None
