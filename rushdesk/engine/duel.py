"""`Duel`: the public engine API (ARCHITECTURE.md section 3).

    duel = Duel.new(cards, decks=(deck0, deck1), seed=7, first=0)
    while not duel.is_over:
        action = choose(duel.legal_actions())       # every entry is legal now
        events = duel.apply(action)                  # IllegalActionError otherwise

`apply` hands the answer to the procedure record on top of the stack, then runs
records until one needs a decision or the duel ends. A decision with one legal answer
is taken by the engine itself and not recorded.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from .actions import Action, IllegalActionError
from .cards import CardData, CardPool
from .events import Event
from .explain import explain_illegal
from .outcome import settle
from .record import DuelOptions, DuelRecord
from .rng import DuelRng
from .state import DECK, EXTRA, START_LP, DuelState
from .turn import Turn

if TYPE_CHECKING:
    import random

    from .observe import Observation


class Duel(DuelState):
    """One duel between players 0 and 1."""

    __slots__ = ()

    # ------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        cards: Mapping[int, CardData],
        decks: Sequence[Any],
        seed: int = 0,
        first: int = 0,
        options: DuelOptions | None = None,
    ) -> Duel:
        """Start a duel: shuffle both Decks, draw 4 each, run to the first decision.

        `decks` holds two decks, each a `Deck` (or anything with `main` and `extra`
        passcode sequences, or a `(main, extra)` pair). Unknown passcodes raise
        `KeyError`; deck legality is the caller's business (`deckrules.validate_deck`).
        """
        options = options or DuelOptions()
        if first not in (0, 1):
            raise ValueError("first must be 0 or 1")
        lists = tuple(_deck_lists(d) for d in decks)
        if len(lists) != 2:
            raise ValueError("a duel needs exactly two decks")
        duel = cls._blank(cards, lists, seed, first, options)
        for p in (0, 1):
            duel.shuffle_deck(p)
        for p in (0, 1):
            duel.draw(p, options.start_hand)
        duel._begin()
        return duel

    @classmethod
    def _blank(
        cls,
        cards: Mapping[int, CardData],
        lists: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...],
        seed: int,
        first: int,
        options: DuelOptions,
    ) -> Duel:
        d = cls()
        d.cards = cards
        d.seed, d.first, d.options, d.decks = seed, first, options, lists
        lay = _layout(cards, lists)
        d.data, d.owner, d.statics, d.trapkinds = lay.data, lay.owner, lay.statics, lay.trapkinds
        d.equips, d.answerers, d.remembering = lay.equips, lay.answerers, lay.remembering
        d.zone, d.known = list(lay.zone), list(lay.known)
        d.deck, d.extra = [list(lay.deck[0]), list(lay.deck[1])], \
            [list(lay.extra[0]), list(lay.extra[1])]
        d.hand, d.gy = [[], []], [[], []]
        n = len(d.data)
        d.ctrl = list(d.owner)
        d.oid = list(range(n))
        d.at = {o: o for o in d.oid}
        d.next_oid = n
        d.pos, d.arrived, d.poschg = [0] * n, [0] * n, [0] * n
        d.attacks, d.effused = [0] * n, [0] * n
        d.how = [""] * n
        d.equip = [-1] * n
        d.proper = [False] * n
        d.maxm = [False, False]
        d.mdraw = [0, 0]
        d.busy, d.vmemo, d.pmods_on = (), None, False
        d.bkill = [0] * n
        d.tlevel = [0] * n
        d.srcs = None
        d.mz, d.sz, d.fz = [[-1] * 3, [-1] * 3], [[-1] * 3, [-1] * 3], [-1, -1]
        d.lp = [options.start_lp, options.start_lp]
        d.turn, d.tp, d.phase = 0, first, ""
        d.rng = DuelRng(seed)
        d.stack, d.mods, d.wlog, d.out = [], [], None, []
        d.loss, d.result, d.request, d.attack = 0, None, None, None
        d.actions, d._legal = [], None
        d.lki = {}
        return d

    def _begin(self) -> None:
        self.stack.append(Turn())
        self._run()

    # ------------------------------------------------------------- queries
    @property
    def current_player(self) -> int | None:
        """Who must decide now; None once the duel is over."""
        if self.result is not None or self.request is None:
            return None
        return self.request.player

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def last_events(self) -> list[Event]:
        """The events of the last `apply` (or of the start of the duel)."""
        return list(self.out)

    def legal_actions(self) -> list[Action]:
        """Every action legal now (empty once the duel is over)."""
        return self._legal[:] if self._legal else []

    # ------------------------------------------------------------- playing
    def apply(self, action: Action) -> list[Event]:
        """Apply one legal action and return the events it caused.

        Raises `IllegalActionError` (with a reason) and leaves the duel unchanged if
        the action is not one of `legal_actions()`.
        """
        legal = self._legal
        if not legal or action not in legal:  # always so once the duel is over
            if self.result is not None:
                raise IllegalActionError(action, "the duel is over")
            if not isinstance(action, Action):
                raise IllegalActionError(action, "not an Action")
            raise IllegalActionError(action, explain_illegal(self, action))
        self.out = []
        self.actions.append(action)
        self._legal = None
        self.request = None
        self.stack[-1].answer(self, action)
        self._run()
        return self.out

    def _run(self) -> None:
        stack = self.stack
        while True:
            if self.loss:
                self._finish()
                return
            top = stack[-1]
            request = top.run(self)
            if request is None:
                continue
            legal = top.legal(self)
            if len(legal) == 1:
                top.answer(self, legal[0])
                continue
            if not legal:
                raise AssertionError(f"{top!r} asked {request} with no legal answer")
            self.request = request
            self._legal = legal
            return

    def _finish(self) -> None:
        self.result = settle(self)
        self.stack.clear()
        self.request = None
        self._legal = None
        self.wlog = None
        self.emit(Event("result", -1 if self.result.winner is None else self.result.winner,
                        reason=self.result.reason))

    # ----------------------------------------------------------- copies
    def clone(self) -> Duel:
        """An independent copy, equal to this duel (hand-written: no deepcopy)."""
        d = Duel.__new__(Duel)
        d.data, d.owner, d.cards, d.statics = self.data, self.owner, self.cards, self.statics
        d.trapkinds, d.srcs, d.equips = self.trapkinds, self.srcs, self.equips
        d.answerers, d.remembering = self.answerers, self.remembering
        d.oid, d.zone, d.ctrl = self.oid[:], self.zone[:], self.ctrl[:]
        d.at = self.at.copy()
        d.pos, d.known, d.arrived = self.pos[:], self.known[:], self.arrived[:]
        d.poschg, d.attacks, d.effused, d.how = (
            self.poschg[:], self.attacks[:], self.effused[:], self.how[:])
        d.equip, d.maxm, d.proper = self.equip[:], self.maxm[:], self.proper[:]
        d.mdraw, d.bkill, d.tlevel = self.mdraw[:], self.bkill[:], self.tlevel[:]
        d.busy, d.vmemo, d.pmods_on = (), None, self.pmods_on
        h, k, g, e = self.hand, self.deck, self.gy, self.extra
        d.hand, d.deck, d.gy, d.extra = [h[0][:], h[1][:]], [k[0][:], k[1][:]], \
            [g[0][:], g[1][:]], [e[0][:], e[1][:]]
        d.mz, d.sz = [self.mz[0][:], self.mz[1][:]], [self.sz[0][:], self.sz[1][:]]
        d.fz, d.lp = self.fz[:], self.lp[:]
        d.turn, d.tp, d.phase, d.next_oid = self.turn, self.tp, self.phase, self.next_oid
        d.rng = self.rng.copy()
        d.stack = [p.copy() for p in self.stack]
        d.mods = self.mods[:]
        d.wlog = None if self.wlog is None else self.wlog[:]
        d.out = self.out[:]
        d.loss, d.result, d.request, d.attack = self.loss, self.result, self.request, self.attack
        d.first, d.options, d.seed, d.decks = self.first, self.options, self.seed, self.decks
        d.actions = self.actions[:]
        d._legal = self._legal
        d.lki = self.lki.copy() if self.lki else {}
        return d

    def _key(self) -> tuple[Any, ...]:
        """Everything that defines the state, as plain data."""
        return (
            self.turn, self.tp, self.phase, self.lp, self.next_oid, self.rng.state,
            [c.code for c in self.data], self.oid, self.zone, self.ctrl, self.pos,
            self.known, self.arrived, self.poschg, self.attacks, self.effused, self.how,
            self.equip, self.maxm, self.proper, self.mdraw, self.bkill, self.tlevel,
            self.hand, self.deck, self.gy, self.extra, self.mz, self.sz, self.fz,
            [tuple(m) for m in self.mods], self.attack, self.loss, self.result,
            [p.key() for p in self.stack], self.wlog, self.request, sorted(self.lki.items()),
        )  # fmt: skip

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Duel) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def state_hash(self) -> str:
        """A hex digest of the state, stable across processes and PYTHONHASHSEED."""
        return hashlib.sha256(repr(self._key()).encode()).hexdigest()

    # ------------------------------------------------------------ views
    def observe(self, player: int) -> Observation:
        """What `player` may know now (see `observe.py`)."""
        from .observe import observe

        return observe(self, player)

    def events_for(self, player: int, events: Sequence[Event]) -> list[Event]:
        """`events` with every identity and id hidden from `player` removed."""
        return [ev.for_player(player) for ev in events]

    def determinize(self, player: int, rng: random.Random) -> Duel:
        """A clone where everything hidden from `player` is dealt again at random."""
        from .observe import determinize

        return determinize(self, player, rng)

    # ------------------------------------------------------------ records
    def record(self) -> DuelRecord:
        """Seed, decks, options and the actions chosen: enough to replay the duel."""
        return DuelRecord(self.seed, self.first, self.decks, self.options, tuple(self.actions))

    @classmethod
    def replay(cls, record: DuelRecord, cards: Mapping[int, CardData]) -> Duel:
        """Play `record` again. Raises `ValueError` if the duel cannot start (a card this
        pool does not know, a bad deck count or first player) and `IllegalActionError`,
        naming the step, at the first action that does not fit."""
        try:
            duel = cls.new(cards, record.decks, seed=record.seed, first=record.first,
                           options=record.options)
        except KeyError as exc:
            raise ValueError(f"the record uses card {exc.args[0]}, which is not in the "
                             "card pool") from None
        for step, action in enumerate(record.actions, start=1):
            try:
                duel.apply(action)
            except IllegalActionError as exc:
                raise IllegalActionError(action, f"at step {step}: {exc.reason}") from None
        return duel


class _Layout(NamedTuple):
    """The part of a new duel's state that depends only on its cards and decks."""

    data: list[CardData]  # shared by the duels (a determinized clone copies it)
    owner: tuple[int, ...]
    zone: tuple[int, ...]
    known: tuple[int, ...]
    deck: tuple[tuple[int, ...], tuple[int, ...]]
    extra: tuple[tuple[int, ...], tuple[int, ...]]
    statics: list[int]  # shared, like `data`
    trapkinds: frozenset[str] | None
    equips: bool
    answerers: dict[frozenset[str], frozenset[int]]  # a memo, shared like `data`
    remembering: bool  # some Trap may answer moves: keep last known information


# Layouts by (id of the card pool, deck lists), with the pool kept alive beside its
# layout so its id cannot be reused. Only `CardPool`s, which cannot change, are cached.
_LAYOUTS: dict[tuple[int, Any], tuple[CardPool, _Layout]] = {}
_LAYOUTS_MAX = 256


def _layout(cards: Mapping[int, CardData],
            lists: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]) -> _Layout:
    """The `_Layout` of a duel between `lists` (made once per card pool and decks)."""
    key = (id(cards), lists)
    hit = _LAYOUTS.get(key)
    if hit is not None and hit[0] is cards:
        return hit[1]
    data: list[CardData] = []
    owner, zone, known = [], [], []
    deck: list[list[int]] = [[], []]
    extra: list[list[int]] = [[], []]
    for p, (main, extra_codes) in enumerate(lists):
        for pile, codes, where in ((deck[p], main, DECK), (extra[p], extra_codes, EXTRA)):
            for code in codes:
                pile.append(len(data))
                data.append(cards[code])
                owner.append(p)
                zone.append(where)
                known.append(1 << p if where == EXTRA else 0)  # one's own Extra Deck
    lay = _Layout(data, tuple(owner), tuple(zone), tuple(known),
                  (tuple(deck[0]), tuple(deck[1])), (tuple(extra[0]), tuple(extra[1])),
                  with_continuous(data), trap_kinds(data),
                  any(c.behaviour is not None and c.behaviour.equips for c in data), {},
                  keeps_last_known(data))
    if isinstance(cards, CardPool):
        if len(_LAYOUTS) >= _LAYOUTS_MAX:
            _LAYOUTS.clear()
        _LAYOUTS[key] = (cards, lay)
    return lay


def with_continuous(data: list[CardData]) -> list[int]:
    """Indexes of the cards whose behaviour has continuous effects."""
    return [i for i, c in enumerate(data) if c.behaviour is not None and c.behaviour.has_continuous]


def trap_kinds(data: list[CardData]) -> frozenset[str] | None:
    """The union of the `trap_kinds` of the Traps in `data` (None if one has None)."""
    kinds: set[str] = set()
    for c in data:
        if c.is_trap and c.behaviour is not None:
            if c.behaviour.trap_kinds is None:
                return None
            kinds |= c.behaviour.trap_kinds
    return frozenset(kinds)


_REMEMBERED = frozenset({"move", "summon", "spsummon"})


def keeps_last_known(data: list[CardData]) -> bool:
    """Might a Trap in `data` answer a card's move or summon (and read the last known
    information of a monster that has left the field since)?"""
    return any(c.is_trap and c.behaviour is not None
               and (c.behaviour.trap_kinds is None
                    or not _REMEMBERED.isdisjoint(c.behaviour.trap_kinds))
               for c in data)


def _deck_lists(deck: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if hasattr(deck, "main"):
        return tuple(deck.main), tuple(getattr(deck, "extra", ()))
    main, extra = deck
    return tuple(main), tuple(extra)


__all__ = ["Duel", "START_LP"]
