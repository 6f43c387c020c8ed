"""The duel state and the low-level operations every rule module uses.

State is kept flat so `clone()` is a handful of list copies: each physical card is an
index `i` into parallel lists (`oid`, `zone`, `ctrl`, `pos`, ...), and each zone is a
list of indexes. Indexes never leave the engine. Players see *object ids*: a card gets
a fresh id every time it changes zone (like an object in the rules of many card games),
so no id follows a card through a hidden zone, and a monster that left the field and
came back is a new monster (R-EFF-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .actions import ATK, DEF, SET
from .events import WITH_MAXIMUM, Event

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .actions import Action
    from .cards import CardData
    from .outcome import Result
    from .procs import Proc
    from .record import DuelOptions
    from .rng import DuelRng

from .stats import MOD_ATK, MOD_DEF, MOD_PIERCE, StatsMixin
from .zones import DECK, EXTRA, FZONE, GY, HAND, MZONE, PUBLIC_ZONES, SZONE, ZONE_LABELS

# Phases
DRAW_PHASE, MAIN_PHASE, BATTLE_PHASE, END_PHASE = "draw", "main", "battle", "end"
#: The "phase" event of each (turn player, phase): events are values, so one will do.
PHASE_EVENTS = {
    (p, ph): Event("phase", p, reason=ph)
    for p in (0, 1) for ph in (DRAW_PHASE, MAIN_PHASE, BATTLE_PHASE, END_PHASE)
}

__all__ = [
    "DECK", "EXTRA", "FZONE", "GY", "HAND", "MZONE", "PUBLIC_ZONES", "SZONE", "ZONE_LABELS",
    "MOD_ATK", "MOD_DEF", "MOD_PIERCE", "PHASE_EVENTS", "DuelState", "Mod", "Request",
]  # fmt: skip

START_LP = 8000

_new = tuple.__new__


class Request(NamedTuple):
    """What is being decided now: who decides, the kind of decision and its limits.

    Kinds: ``main``, ``battle``, ``window`` (a trap window), ``pick`` (choose cards,
    `min`/`max` counted over the whole pick), ``replay``, ``position``, ``yesno``,
    ``option``. `source` is the object id of the card asking, or -1.
    """

    kind: str
    player: int
    prompt: str = ""
    min: int = 0
    max: int = 0
    source: int = -1

    def to_dict(self) -> dict[str, Any]:
        return dict(self._asdict())


class Mod(NamedTuple):
    """A change to one monster: `kind` (MOD_ATK, MOD_DEF, MOD_PIERCE, ...), `value`,
    and the turn it lasts until (0 = while the monster stays on the field)."""

    target: int  # object id
    kind: str
    value: Any
    until: int


# The third value of `DuelState.attack`: the attack was negated, or its attacker left
# Attack Position or turned face-down (R-BATTLE-5); 0 while it goes on.
NEGATED, ATTACKER_OUT = 1, 2


class LastKnown(NamedTuple):
    """A monster as it was on the field just before it left: who controlled it, its
    position, and its names, Attribute, Type, Level, ATK and DEF then (a Maximum Mode
    monster's as the whole monster, `maximum` set)."""

    ctrl: int
    pos: int
    names: tuple[str, ...]  # sorted
    attribute: int
    race: str
    level: int
    atk: int
    defense: int
    maximum: bool
    card: int = -1  # the card's index: its object id has changed if it moved on since


class DuelState(StatsMixin):
    """The mutable state of a duel. `Duel` adds the public API on top."""

    __slots__ = (
        "data", "owner", "oid", "zone", "ctrl", "pos", "known", "arrived", "poschg",
        "attacks", "effused", "how", "proper", "equip", "maxm", "statics", "mdraw", "bkill",
        "tlevel",
        "busy", "vmemo", "pmods_on",
        "hand", "deck", "gy", "extra", "mz", "sz", "fz", "lp",
        "turn", "tp", "phase", "next_oid", "rng", "stack", "mods", "wlog", "out",
        "loss", "result", "request", "attack", "cards", "first", "options",
        "seed", "decks", "actions", "_legal", "at", "trapkinds", "srcs", "equips",
        "answerers", "lki", "remembering",
    )  # fmt: skip

    # Static: shared by clones.
    data: list[CardData]  # card index -> printed facts (a determinized clone re-deals them)
    owner: tuple[int, ...]
    cards: Mapping[int, CardData]
    # Per card index.
    oid: list[int]  # current object id
    zone: list[int]
    ctrl: list[int]  # controller (the owner outside the field)
    pos: list[int]  # ATK / DEF / SET on the field, 0 elsewhere
    known: list[int]  # bit p: player p knows the card's identity
    arrived: list[int]  # turn it arrived where it is
    poschg: list[int]  # turn of its last manual position change
    attacks: list[int]  # attacks declared this turn
    effused: list[int]  # turn its effect was last activated
    how: list[str]  # how it arrived on the field: "normal", "special", "fusion", ...
    proper: list[bool]  # properly Fusion/Ritual Summoned since it left the Extra Deck
    equip: list[int]  # an Equip Spell's monster (object id), -1 otherwise
    maxm: list[bool]  # per player: their monsters are one Maximum Mode monster
    statics: list[int]  # the cards of this duel that have continuous effects (static)
    # Static: the event kinds any Trap of this duel can answer, None if some Trap may
    # answer any event (the same after `determinize`, which only permutes the cards).
    trapkinds: frozenset[str] | None
    # Static, a memo filled by `windows.open_window`: by a set of event kinds, the
    # passcodes of this duel's Traps whose `trap_kinds` hold one of them (shared by
    # clones: a determinized clone only permutes the same cards).
    answerers: dict[frozenset[str], frozenset[int]]
    # Static: some card of this duel may equip itself (`Behaviour.equips`); without
    # one, `equip` stays all -1 and no move looks for Equip Spells (`_drop_equips`).
    equips: bool
    # Static: some Trap of this duel may answer moves, the only reader of `lki`.
    remembering: bool
    # Derived: `continuous_sources()` until a card moves or changes position (None).
    srcs: tuple[int, ...] | None
    mdraw: list[int]  # per player: the last turn they drew a card in the Main Phase
    bkill: list[int]  # per card: the last turn it destroyed a monster by battle
    tlevel: list[int]  # per card: the highest Level Tributed for its Normal Summon (0: none)
    # Zones, per player.
    hand: list[list[int]]
    deck: list[list[int]]  # top card last
    gy: list[list[int]]
    extra: list[list[int]]
    mz: list[list[int]]  # 3 slots, -1 when empty
    sz: list[list[int]]
    fz: list[int]
    lp: list[int]
    # Flow.
    turn: int
    tp: int
    phase: str
    next_oid: int
    rng: DuelRng
    stack: list[Proc]
    mods: list[Mod]
    wlog: list[Event] | None  # events of the action in progress
    out: list[Event]  # events of the current apply()
    loss: int  # bit p: player p met a losing condition
    result: Result | None
    request: Request | None
    # attacker id, target id or DIRECT, and 0, NEGATED or ATTACKER_OUT
    attack: tuple[int, int, int] | None
    first: int
    options: DuelOptions
    seed: int
    decks: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    actions: list[Action]
    _legal: list[Action] | None
    at: dict[int, int]  # object id -> card index (derived from `oid`, kept in step)
    # Last known information: each monster that left the field this turn, by its new
    # object id, as it was there (`LastKnown`). Cleared when a turn begins.
    lki: dict[int, LastKnown]

    # ----------------------------------------------------------------- lookups
    def inst(self, oid: int) -> int:
        """The card index of object id `oid`; -1 if no card has that id now."""
        return self.at.get(oid, -1)

    def on_field(self, i: int) -> bool:
        return self.zone[i] in (MZONE, SZONE, FZONE)

    def free_mzones(self, p: int) -> list[int]:
        return [z for z, i in enumerate(self.mz[p]) if i < 0]

    def free_szones(self, p: int) -> list[int]:
        return [z for z, i in enumerate(self.sz[p]) if i < 0]

    def slot_of(self, i: int) -> int:
        """The zone slot (0-2) of a card in a monster or spell/trap zone; else -1."""
        z = self.zone[i]
        if z == MZONE:
            return self.mz[self.ctrl[i]].index(i)
        if z == SZONE:
            return self.sz[self.ctrl[i]].index(i)
        return -1

    def is_face_up(self, i: int) -> bool:
        return self.pos[i] in (ATK, DEF)

    # --------------------------------------------------------------- events
    def emit(self, ev: Event) -> None:
        self.out.append(ev)
        if self.wlog is not None:
            self.wlog.append(ev)

    # --------------------------------------------------------------- moves
    def move(
        self,
        i: int,
        dst: int,
        *,
        player: int = -1,
        slot: int = -1,
        pos: int = 0,
        kind: str = "move",
        reason: str = "",
        by: int = -1,
        bottom: bool = False,
        was: LastKnown | None = None,
    ) -> Event:
        """Move card `i` to zone `dst` of `player` (default: its owner) and emit the event.

        A Fusion or Ritual Monster bound for the hand or the Deck goes to the Extra
        Deck instead (R-FUS-6, R-RIT-5). The card gets a new object id; face-up cards
        and cards in the GY become known to both players. A piece of a Maximum Mode
        monster takes the other two with it (R-MAX-8): the center moves first and its
        event stands for the monster; the [L] and [R] pieces' events follow, marked
        `WITH_MAXIMUM`. A monster leaving the field sends its Equip Spells to the GY
        (R-EQUIP-4). Returns the event of card `i` (of a Maximum Mode monster: the
        center's, whichever piece `i` is). A monster leaving the field is remembered in
        `lki` as it was there, or as `was` (see `remember`) if given.
        """
        p = self.ctrl[i]
        if self.zone[i] != MZONE:
            return self._move1(i, dst, player, slot, pos, kind, reason, by, bottom)
        known = was
        remember = was is None and self.remembering
        if self.maxm[p]:
            center = self.mz[p][1]
            if remember:
                known = self.last_known(center)
            self.maxm[p] = False
            sides = [self.mz[p][0], self.mz[p][2]]
            olds = [self.oid[j] for j in sides]  # an Equip names the piece it was put on
            ev = self._move1(center, dst, player, slot, pos, kind, reason, by, bottom)
            mark = WITH_MAXIMUM if dst < MZONE else -1  # pieces never move onto the field
            for j in sides:
                self._move1(j, dst, player, mark, 0, kind, reason, by, bottom)
            if self.equips:
                self._drop_equips(ev.old, *olds)
        else:
            if remember:
                known = self.last_known(i)
            ev = self._move1(i, dst, player, slot, pos, kind, reason, by, bottom)
            if self.equips:
                self._drop_equips(ev.old)
        if known is not None:
            self.lki[ev.card] = known
        return ev

    def remember(self, cards: list[int]) -> dict[int, LastKnown]:
        """The last known information of the monsters among `cards`, all taken now:
        for cards that leave the field at the same time, before any of them moves
        (then given to `move` as `was`)."""
        if not self.remembering:
            return {}
        return {i: self.last_known(self.whole(i)) for i in cards if self.zone[i] == MZONE}

    def last_known(self, i: int) -> LastKnown:
        """Monster `i` as it is on the field now (kept in `lki` when it leaves). A
        face-down monster shows nothing but its controller and position."""
        p = self.ctrl[i]
        if self.pos[i] == SET:
            return LastKnown(p, SET, (), 0, "", 0, 0, 0, False, i)
        return LastKnown(p, self.pos[i], tuple(sorted(self.names(i))), self.attribute(i),
                         self.race(i), self.level(i), self.atk(i), self.defense(i),
                         self.maxm[p], i)

    def put(self, i: int, dst: int, player: int, slot: int, pos: int, kind: str, reason: str,
            by: int) -> Event:
        """`move` for a card that is not in a Monster Zone (from the hand, say), with
        plain arguments: no Maximum piece or Equip Spell can follow it."""
        if self.zone[i] != HAND or player < 0 or not MZONE <= dst <= SZONE:
            return self._move1(i, dst, player, slot, pos, kind, reason, by, False)
        # `_move1` for the most common move after a draw: a card from the hand to a
        # Monster or Spell & Trap Zone (a summon, a Set), with what it always finds for
        # it worked out. The hand showed the card to its holder (ovis) and nobody else
        # can tell which card it was; on the field it is public, its identity too
        # unless it is Set.
        src_p = self.ctrl[i]
        self.hand[src_p].remove(i)
        (self.mz if dst == MZONE else self.sz)[player][slot] = i
        ovis = 1 << src_p
        seen = self.known[i] & ovis
        known = 3 if pos != SET else 1 << player
        prev = self.pos[i]
        self.zone[i] = dst
        self.ctrl[i] = player
        self.known[i] = known
        self.srcs = None
        self.pos[i] = pos
        self.arrived[i] = self.turn
        self.attacks[i] = self.effused[i] = self.bkill[i] = self.tlevel[i] = 0
        self.how[i] = ""
        self.equip[i] = -1
        old = self.oid[i]
        self.oid[i] = new = self.next_oid
        self.next_oid = new + 1
        at = self.at
        del at[old]
        at[new] = i
        ev = _new(Event, (
            kind, player, new, self.data[i].code, "hand", ZONE_LABELS[dst],
            slot, reason, by, old, 3, ovis, known | seen, prev,
        ))  # fmt: skip
        self.out.append(ev)
        if self.wlog is not None:
            self.wlog.append(ev)
        return ev

    def _drop_equips(self, *monsters: int) -> None:
        """Send to the GY the Equip Spells equipped to `monsters` (object ids, R-EQUIP-4)."""
        equip = self.equip
        found = [j for j in (*self.sz[0], *self.sz[1]) if j >= 0 and equip[j] >= 0
                 and equip[j] in monsters]
        for j in sorted(found):  # card index order, as the rules module always used
            if self.zone[j] == SZONE:
                equip[j] = -1
                self.move(j, GY, reason="rule")

    def _move1(
        self, i: int, dst: int, player: int, slot: int, pos: int, kind: str, reason: str,
        by: int, bottom: bool,
    ) -> Event:
        # The hottest function of the engine, written flat (with `emit` inline). Who may
        # see ids: both players in public zones, nobody in the Deck, the owner elsewhere.
        # Who knows the card afterwards: both if it is public and face-up; nobody in the
        # Deck; else its holder, plus whoever saw it before unless it left a hidden pile.
        data = self.data[i]
        if data.is_extra_deck and dst in (HAND, DECK):
            dst = EXTRA
        if player < 0 or dst <= EXTRA:  # HAND, DECK, GY, EXTRA: the owner's pile
            player = self.owner[i]
        src, src_p = self.zone[i], self.ctrl[i]
        old, known_before, prev = self.oid[i], self.known[i], self.pos[i]
        ovis = 3 if src >= GY and src != EXTRA else (0 if src == DECK else 1 << src_p)
        if src == HAND:
            self.hand[src_p].remove(i)
        elif src == DECK:
            pile = self.deck[src_p]
            if pile[-1] == i:  # a draw: the top card
                pile.pop()
            else:
                pile.remove(i)
        elif src == MZONE:
            row = self.mz[src_p]
            row[row.index(i)] = -1
        elif src == SZONE:
            row = self.sz[src_p]
            row[row.index(i)] = -1
        elif src == GY:
            self.gy[src_p].remove(i)
        elif src == EXTRA:
            self.extra[src_p].remove(i)
        else:
            self.fz[src_p] = -1
        seen = known_before & ovis
        # leaving a hidden pile: nobody else can tell which card it was
        kept = 0 if src in (HAND, DECK, EXTRA) else seen
        on_field = dst >= MZONE
        if dst == HAND:
            self.hand[player].append(i)
            vis = 1 << player
            known = vis | kept
        elif dst == DECK:
            if bottom:
                self.deck[player].insert(0, i)
            else:
                self.deck[player].append(i)
            vis = known = 0
        elif dst == GY:
            self.gy[player].append(i)
            vis = known = 3
        elif dst == EXTRA:
            self.extra[player].append(i)
            vis = 1 << player
            known = vis | kept
        else:
            if dst == MZONE:
                self.mz[player][slot] = i
            elif dst == SZONE:
                self.sz[player][slot] = i
            else:
                self.fz[player] = i
            vis = 3
            known = 3 if pos != SET else (1 << player) | kept
        self.zone[i] = dst
        self.ctrl[i] = player
        self.known[i] = known
        self.srcs = None
        if on_field:
            self.pos[i] = pos
            self.arrived[i] = self.turn
        else:
            self.pos[i] = 0
            if dst != GY:
                self.proper[i] = False
        self.attacks[i] = self.effused[i] = self.bkill[i] = self.tlevel[i] = 0
        self.how[i] = ""
        self.equip[i] = -1
        self.oid[i] = new = self.next_oid
        self.next_oid = new + 1
        at = self.at
        del at[old]
        at[new] = i
        ev = _new(Event, (
            kind, player, new, data.code, ZONE_LABELS[src], ZONE_LABELS[dst],
            slot, reason, by, old, vis, ovis, known | seen, prev,
        ))  # fmt: skip
        self.out.append(ev)
        if self.wlog is not None:
            self.wlog.append(ev)
        return ev

    def set_position(self, i: int, pos: int, *, reason: str, by: int = -1) -> Event | None:
        """Change a field card's position in place (no new object id). A Maximum Mode
        monster never changes position, by any card or rule (R-MAX-4): then nothing
        happens and None is returned."""
        if self.zone[i] == MZONE and self.maxm[self.ctrl[i]]:
            return None
        old_pos = self.pos[i]
        self.pos[i] = pos
        self.srcs = None
        attack = self.attack
        if attack is not None and pos != ATK and attack[0] == self.oid[i]:
            # the attacker changed to Defense Position or face-down: its attack is over,
            # even should it be turned back in time for the battle (R-BATTLE-5)
            self.attack = (attack[0], attack[1], ATTACKER_OUT)
        if pos != SET:
            self.known[i] = 3
        elif old_pos != SET:
            # turned face-down: a new monster once face-up again (R-EFF-4), for its
            # once-per-turn effects and for the changes applied to it
            self.effused[i] = 0
            if self.mods:
                o = self.oid[i]
                self.mods = [m for m in self.mods if m.target != o]
        o = self.oid[i]
        ev = _new(Event, ("position", self.ctrl[i], o, self.data[i].code, "", "", pos, reason,
                          by, o, 3, 3, self.known[i], 0))
        # = Event("position", ctrl, o, code, value=pos, reason=reason, by=by, old=o,
        #         cvis=known), built without the keyword call
        self.emit(ev)
        if self.equips and pos == SET and old_pos != SET and self.zone[i] == MZONE:
            self._drop_equips(self.oid[i])  # R-EQUIP-4
        return ev

    # ---------------------------------------------------------------- life
    def damage(self, p: int, amount: int, *, reason: str, by: int = -1) -> None:
        """Player `p` loses `amount` LP (never below 0); LP 0 means a loss (R-WIN-1)."""
        if amount <= 0:
            return
        lost = min(amount, self.lp[p])
        self.lp[p] -= lost
        self.emit(_new(Event, ("damage", p, -1, 0, "", "", lost, reason, by, -1, 3, 3, 3, 0)))
        # = Event("damage", p, value=lost, reason=reason, by=by)
        if self.lp[p] == 0:
            self.loss |= 1 << p

    def gain_lp(self, p: int, amount: int, *, reason: str = "effect", by: int = -1) -> None:
        if amount <= 0:
            return
        self.lp[p] += amount
        self.emit(Event("lp", p, value=amount, reason=reason, by=by))

    def draw(self, p: int, count: int, *, normal: bool = False, by: int = -1) -> bool:
        """Draw `count` cards; a Deck too small for the draw loses the duel (R-WIN-2)."""
        deck = self.deck[p]
        if len(deck) < count:
            self.loss |= 1 << p
            return False
        reason = "normal" if normal else "effect"
        # `_move1(deck[-1], HAND, ...)` for the most common move, with what it always
        # finds for a draw worked out: a card in `deck[p]` is owned and held by `p`
        # (piles are their owner's), the Deck shows it to nobody (ovis 0), nobody knows
        # which card it was, and it goes to `p`'s hand, seen by `p` alone. `srcs` stays:
        # it is built from field cards only. A Fusion or Ritual Monster (bound for the
        # Extra Deck instead) takes the general path.
        data, hand, out, wlog = self.data, self.hand[p], self.out, self.wlog
        oid, at, vis = self.oid, self.at, 1 << p
        for _ in range(count):
            i = deck[-1]
            card = data[i]
            if card.is_extra_deck:
                self.put(i, HAND, -1, -1, 0, "draw", reason, by)
                continue
            deck.pop()
            hand.append(i)
            prev = self.pos[i]
            self.zone[i] = HAND
            self.ctrl[i] = p
            self.known[i] = vis
            self.pos[i] = 0
            self.proper[i] = False
            self.attacks[i] = self.effused[i] = self.bkill[i] = self.tlevel[i] = 0
            self.how[i] = ""
            self.equip[i] = -1
            old = oid[i]
            oid[i] = new = self.next_oid
            self.next_oid = new + 1
            del at[old]
            at[new] = i
            ev = _new(Event, ("draw", p, new, card.code, "deck", "hand", -1, reason, by, old,
                              vis, 0, vis, prev))
            out.append(ev)
            if wlog is not None:
                wlog.append(ev)
        if self.phase == MAIN_PHASE:
            self.mdraw[p] = self.turn
        return True

    def shuffle_deck(self, p: int) -> None:
        """Shuffle player `p`'s Deck: nobody knows where any of its cards is now."""
        deck = self.deck[p]
        self.rng.shuffle(deck)
        known = self.known
        for i in deck:
            known[i] = 0
        self.emit(Event("shuffle", p, src="deck", dst="deck"))

    def add_mod(self, i: int, kind: str, value: int, until: int) -> None:
        self.mods.append(Mod(self.oid[i], kind, value, until))
