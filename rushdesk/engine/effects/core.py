"""The resolution machine: one `Resolve` record runs a card's steps one by one.

An activation is a tuple of steps (its costs, then its effect operations) run by one
`Resolve` record, with no window in between (R-REQ-2). A step that needs a decision
returns a `Request`; the record stays on top of the stack and forwards the answer.
Steps are immutable values; what a resolution remembers (the cards chosen, how many
were destroyed) lives in the record's `memo`, and the in-progress choice of the
current step in `picked`/`sub`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..actions import ATK, DEF, FINISH, Action, make
from ..procs import Proc
from ..state import DECK, Request
from .select import ZONES

if TYPE_CHECKING:
    from ..duel import Duel
    from .select import Sel

ALL = 99  # "all" / no upper bound on a count


class Op(ABC):
    """One step of a resolution: a cost or an effect operation."""

    is_cost = False
    in_requirement = False  # an effect step the Requirement must be able to meet

    def can(self, duel: Duel, res: Context) -> bool:
        """Can this step be carried out now? (Costs: fully; effects: at all.)"""
        return True

    @abstractmethod
    def step(self, duel: Duel, res: Resolve) -> Request | None:
        """Advance; return a Request to ask the player, None when done."""

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        return []

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        raise AssertionError(f"{type(self).__name__} asked no question")

    @abstractmethod
    def text(self) -> str:
        """The phrase this step contributes to the card's text."""


class Context:
    """Who is applying an effect (`player`), from which card (`src`, an object id), and
    what the resolution remembers so far (`recall`)."""

    __slots__ = ()
    src: int
    player: int
    memo: tuple[tuple[str, Any], ...]

    def recall(self, key: str) -> Any:
        if key == "self":
            return (self.src,)
        for k, v in reversed(self.memo):
            if k == key:
                return v
        return ()


class Ctx(Context):
    """A context outside any resolution: checking a Requirement, a continuous effect."""

    __slots__ = ("src", "player", "memo")

    def __init__(self, src: int, player: int, memo: tuple[tuple[str, Any], ...] = ()) -> None:
        self.src = src
        self.player = player
        self.memo = memo


class Resolve(Proc, Context):
    """Runs `steps` for card `src` (object id) of `player`; `memo` holds results."""

    __slots__ = ("src", "player", "steps", "pc", "picked", "sub", "choice", "memo", "kind")

    def __init__(self, src: int, player: int, steps: tuple[Op, ...], kind: str,
                 memo: tuple[tuple[str, Any], ...] = ()) -> None:
        self.src = src
        self.player = player
        self.steps = steps
        self.kind = kind  # "spell", "trap" or "effect": the kind of card effect this is
        self.pc = 0
        self.picked: tuple[int, ...] = ()
        self.sub = 0  # the current step's own progress (Choose: 1 = choosing is over)
        self.choice = 0  # the current step's secondary answer: a position, yes/no, option
        self.memo = memo

    def remember(self, key: str, value: Any) -> None:
        self.memo = (*self.memo, (key, value))

    def splice(self, steps: tuple[Op, ...]) -> None:
        """Run `steps` right after the current one."""
        self.steps = self.steps[: self.pc + 1] + steps + self.steps[self.pc + 1:]

    def run(self, duel: Duel) -> Request | None:
        while self.pc < len(self.steps):
            request = self.steps[self.pc].step(duel, self)
            if request is not None:
                return request
            self.pc += 1
            self.picked, self.sub, self.choice = (), 0, 0
            if duel.loss:
                return None
        duel.stack.pop()
        return None

    def legal(self, duel: Duel) -> list[Action]:
        return self.steps[self.pc].legal(duel, self)

    def answer(self, duel: Duel, action: Action) -> None:
        self.steps[self.pc].answer(duel, self, action)

    def key(self) -> tuple[Any, ...]:
        return ("Resolve", self.src, self.player, repr(self.steps), self.pc, self.picked,
                self.sub, self.choice, repr(self.memo), self.kind)


def after_cost(duel: Duel, player: int, dest: int, cards: tuple[int, ...]) -> Duel:
    """A copy of `duel` where `player` has paid a cost by sending `cards` to `dest`."""
    world = duel.clone()
    for i in cards:
        if world.zone[i] != dest:
            world.move(i, dest, reason="cost", by=player)
    return world


def may_starve(duel: Duel, res: Context, first: Choose, cost: Choose) -> bool:
    """Might paying `cost` take what the effect's `first` step would choose? Only if
    it may take a card the step could choose now, or if continuous effects apply now
    (a cost may end one, or change a count one reads)."""
    return takes_from(duel, res, first, set(cost.candidates(duel, res)))


def takes_from(duel: Duel, res: Context, first: Choose, cards: set[int]) -> bool:
    """Is one of `cards` a card `first` could choose now, or do continuous effects
    apply now?"""
    if duel.statics and duel.continuous_sources():
        return True
    return not cards.isdisjoint(first.candidates(duel, res))


def may_feed(duel: Duel, res: Context, first: Choose, cost: Choose) -> bool:
    """Might paying `cost` give the effect's `first` step something to choose? Only if
    it sends cards where the step looks, frees a Monster Zone for a summon, or if
    continuous effects apply now (a cost may end one, or change a count one reads)."""
    dest = cost.cost_move()
    if any(ZONES[w] == dest for w in first.sel.where) or first.frees_zone():
        return True
    return bool(duel.statics) and bool(duel.continuous_sources())


def assignable(places: list[set[int]]) -> bool:
    """Can every place get a card of its own set, no card used twice? A matching by
    augmenting paths (Kuhn's algorithm; a Requirement has a handful of places)."""
    holder: dict[int, int] = {}  # card -> the place it fills

    def assign(k: int, seen: set[int]) -> bool:
        for card in places[k]:
            if card in seen:
                continue
            seen.add(card)
            if card not in holder or assign(holder[card], seen):
                holder[card] = k
                return True
        return False

    return all(assign(k, set()) for k in range(len(places)))


def _show_searched(duel: Duel, p: int, cards: list[int]) -> None:
    """Player `p`, asked to pick from their own Deck, looks at the cards offered: they
    are known to `p` (shown in `p`'s observation, kept in `p`'s determinized worlds)
    until the Deck is shuffled."""
    bit = 1 << p
    for o in cards:
        i = duel.inst(o)
        if duel.zone[i] == DECK and duel.owner[i] == p:
            duel.known[i] |= bit


@dataclass(frozen=True)
class Choose(Op):
    """Choose `low`..`high` cards matching `sel`, then `apply` to them.

    Single picks; `finish` once the minimum is met. When the choice is forced (as
    many candidates as still needed, or `high` is ALL) nobody is asked.
    """

    sel: Sel
    low: int = 1
    high: int = 1
    save: str = ""

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        found = self.sel.cards(duel, res)
        if self.is_cost and found and self.sel.memo != "self":
            # the Spell or Trap being activated never pays its own cost: it is face-up
            # and on its way to the GY (a Set Trap is not "a face-down card" for it)
            me = duel.inst(res.src)
            if me >= 0 and me in found and not duel.data[me].is_monster:
                found.remove(me)
        return found

    def can(self, duel: Duel, res: Context) -> bool:
        if type(self).candidates is Choose.candidates:  # the selector's own matches
            return self.sel.at_least(duel, res, max(self.low, 1))
        return len(self.candidates(duel, res)) >= max(self.low, 1)

    def offered(self, duel: Duel, res: Resolve) -> list[int]:
        """The candidates not picked yet; for a cost followed by other costs, only those
        that leave the whole Requirement payable (R-REQ-1): a card the next cost needs
        is not spent on this one where another card would do."""
        picked = res.picked
        cands = [i for i in self.candidates(duel, res) if duel.oid[i] not in picked]
        if not self.is_cost:
            return cands
        later = [s for s in res.steps[res.pc + 1:]
                 if isinstance(s, Choose) and s.is_cost and s.low > 0]
        if not later:
            return self._leaving_work(duel, res, cands)
        spent = {duel.inst(o) for o in picked}
        need = max(0, self.low - len(picked) - 1)
        pools = [set(s.candidates(duel, res)) - spent for s in later]
        out = []
        for c in cands:
            places = [set(cands) - {c}] * need
            places += [pool - {c} for s, pool in zip(later, pools, strict=True)
                       for _ in range(s.low)]
            if assignable(places):
                out.append(c)
        return out

    def _leaving_work(self, duel: Duel, res: Resolve, cands: list[int]) -> list[int]:
        """The last cost's candidates, without those that would leave a first step that
        is part of the Requirement (an Equip Spell's monster, R-EQUIP-1) nothing to
        choose where another payment would not (R-REQ-1: the whole Requirement)."""
        dest = self.cost_move()
        first = next((s for s in res.steps[res.pc + 1:] if not s.is_cost), None)
        if dest is None or not isinstance(first, Choose) or not first.in_requirement \
                or not cands:
            return cands
        paid = tuple(duel.inst(o) for o in res.picked)
        need = max(0, self.low - len(paid) - 1)
        keep = [c for c in cands
                if not takes_from(duel, res, first, {c}) or any(
                    first.can(after_cost(duel, res.player, dest, (*paid, c, *more)), res)
                    for more in combinations([o for o in cands if o != c], need))]
        return keep or cands

    def frees_zone(self) -> bool:
        """Does this step need a free Monster Zone (which a cost may empty)?"""
        return False

    def cost_move(self) -> int | None:
        """The zone a cost of this kind sends its cards to (the Requirement is judged
        after it is paid), or None if it moves none."""
        return None

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if res.sub == 0:
            cands = [duel.oid[i] for i in self.offered(duel, res)]
            need = self.low - len(res.picked)
            high = self.most(duel, res)
            if self.high >= ALL or 0 < need >= len(cands):  # all of them, or forced
                res.picked += tuple(cands[: high - len(res.picked)])
            elif len(res.picked) < high and cands:
                _show_searched(duel, res.player, cands)
                return Request("pick", res.player, self.prompt(), self.low, self.high, res.src)
            res.sub = 1
        return self.finish(duel, res)

    def most(self, duel: Duel, res: Resolve) -> int:
        """The most cards that can be chosen now (`high`, or fewer where space is short)."""
        return self.high

    def finish(self, duel: Duel, res: Resolve) -> Request | None:
        """The choice is made: apply the operation (or ask a last question first)."""
        chosen = tuple(duel.inst(o) for o in res.picked if duel.inst(o) >= 0)
        if self.save:
            res.remember(self.save, tuple(duel.oid[i] for i in chosen))
        self.apply(duel, res, chosen)
        return None

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        acts = [make("pick", duel.oid[i]) for i in self.offered(duel, res)]
        if len(res.picked) >= self.low:
            acts.append(FINISH)
        if len(res.picked) >= self.most(duel, res):
            acts = [FINISH]
        return acts

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        if action.kind == "finish":
            res.sub = 1  # stop choosing: the step applies on its next run
        else:
            res.picked += (action.card,)

    def prompt(self) -> str:
        return f"Choose {self.sel.text(self.count_text())}"

    def count_text(self) -> str:
        if self.high >= ALL:
            return "all"
        if self.low == self.high:
            return str(self.low)
        return f"up to {self.high}" if self.low <= 1 else f"{self.low} to {self.high}"

    @abstractmethod
    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        """Carry out the operation on the chosen card indexes."""


#: A summon's position named by the card ("atk"/"def"), in words; "choose" is not here.
POSITION_WORDS = {"atk": "face-up Attack Position", "def": "face-up Defense Position"}


def summon_position(position: str, choice: int) -> int:
    """The position a summoned monster takes: the one the card names, else the
    summoner's `choice` (R-MAIN-4), Attack if none was asked."""
    return {"atk": ATK, "def": DEF}.get(position, choice or ATK)
