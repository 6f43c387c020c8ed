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
from .events import Event

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .actions import Action
    from .cards import CardData
    from .outcome import Result
    from .procs import Proc
    from .record import DuelOptions
    from .rng import DuelRng

HAND, DECK, GY, EXTRA, MZONE, SZONE, FZONE = range(7)
ZONE_LABELS = ("hand", "deck", "gy", "extra", "mzone", "szone", "fzone")
PUBLIC_ZONES = frozenset((GY, MZONE, SZONE, FZONE))

# Phases
DRAW_PHASE, MAIN_PHASE, BATTLE_PHASE, END_PHASE = "draw", "main", "battle", "end"

# Modifier kinds (lingering and continuous changes on one monster).
MOD_ATK = "atk"
MOD_DEF = "def"
MOD_PIERCE = "pierce"

START_LP = 8000


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
    value: int
    until: int


class DuelState:
    """The mutable state of a duel. `Duel` adds the public API on top."""

    __slots__ = (
        "data", "owner", "oid", "zone", "ctrl", "pos", "known", "arrived", "poschg",
        "attacks", "effused", "how",
        "hand", "deck", "gy", "extra", "mz", "sz", "fz", "lp",
        "turn", "tp", "phase", "next_oid", "rng", "stack", "mods", "wlog", "out",
        "loss", "result", "request", "attack", "cards", "first", "options",
        "seed", "decks", "actions", "_legal",
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
    how: list[str]  # how it was summoned ("" if not)
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
    attack: tuple[int, int, int] | None  # attacker id, target id or DIRECT, negated
    first: int
    options: DuelOptions
    seed: int
    decks: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    actions: list[Action]
    _legal: list[Action] | None

    # ----------------------------------------------------------------- lookups
    def inst(self, oid: int) -> int:
        """The card index of object id `oid`; -1 if no card has that id now."""
        try:
            return self.oid.index(oid)
        except ValueError:
            return -1

    def on_field(self, i: int) -> bool:
        return self.zone[i] in (MZONE, SZONE, FZONE)

    def monsters(self, p: int) -> list[int]:
        """Card indexes of the monsters player `p` controls, zone order."""
        return [i for i in self.mz[p] if i >= 0]

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

    # --------------------------------------------------------------- stats
    def atk(self, i: int) -> int:
        """Current ATK: the printed value plus modifiers, never below 0."""
        value = self.data[i].atk
        if self.mods:
            o = self.oid[i]
            for m in self.mods:
                if m.target == o and m.kind == MOD_ATK:
                    value += m.value
        return value if value > 0 else 0

    def defense(self, i: int) -> int:
        value = self.data[i].defense
        if self.mods:
            o = self.oid[i]
            for m in self.mods:
                if m.target == o and m.kind == MOD_DEF:
                    value += m.value
        return value if value > 0 else 0

    def has_mod(self, i: int, kind: str) -> bool:
        o = self.oid[i]
        return any(m.target == o and m.kind == kind for m in self.mods)

    # --------------------------------------------------------------- events
    def emit(self, ev: Event) -> None:
        self.out.append(ev)
        if self.wlog is not None:
            self.wlog.append(ev)

    # --------------------------------------------------------------- moves
    def _detach(self, i: int) -> None:
        z, p = self.zone[i], self.ctrl[i]
        if z == HAND:
            self.hand[p].remove(i)
        elif z == DECK:
            self.deck[p].remove(i)
        elif z == GY:
            self.gy[p].remove(i)
        elif z == EXTRA:
            self.extra[p].remove(i)
        elif z == MZONE:
            self.mz[p][self.mz[p].index(i)] = -1
        elif z == SZONE:
            self.sz[p][self.sz[p].index(i)] = -1
        elif z == FZONE:
            self.fz[p] = -1

    def _visible_ids(self, z: int, p: int) -> int:
        """Which players may see object ids in zone `z` of player `p` (bit mask)."""
        if z in PUBLIC_ZONES:
            return 3
        if z == DECK:
            return 0
        return 1 << p

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
    ) -> Event:
        """Move card `i` to zone `dst` of `player` (default: its owner) and emit the event.

        A Fusion or Ritual Monster bound for the hand or the Deck goes to the Extra
        Deck instead (R-FUS-6, R-RIT-5). The card gets a new object id; face-up cards
        and cards in the GY become known to both players.
        """
        data = self.data[i]
        if dst in (HAND, DECK) and data.is_extra_deck:
            dst = EXTRA
        if player < 0 or dst in (HAND, DECK, GY, EXTRA):
            player = self.owner[i]
        src, src_p = self.zone[i], self.ctrl[i]
        old, known_before = self.oid[i], self.known[i]
        ovis = self._visible_ids(src, src_p)
        self._detach(i)
        if dst == HAND:
            self.hand[player].append(i)
        elif dst == DECK:
            if bottom:
                self.deck[player].insert(0, i)
            else:
                self.deck[player].append(i)
        elif dst == GY:
            self.gy[player].append(i)
        elif dst == EXTRA:
            self.extra[player].append(i)
        elif dst == MZONE:
            self.mz[player][slot] = i
        elif dst == SZONE:
            self.sz[player][slot] = i
        else:
            self.fz[player] = i
        self.zone[i] = dst
        self.ctrl[i] = player
        on_field = dst in (MZONE, SZONE, FZONE)
        self.pos[i] = pos if on_field else 0
        self.known[i] = known = self._known_after(i, src, dst, player, known_before & ovis)
        if on_field:
            self.arrived[i] = self.turn
        self.attacks[i] = 0
        self.effused[i] = 0
        self.oid[i] = new = self.next_oid
        self.next_oid = new + 1
        ev = Event(
            kind, player, new, data.code, ZONE_LABELS[src], ZONE_LABELS[dst],
            slot, reason, by, old, self._visible_ids(dst, player), ovis,
            known | (known_before & ovis),
        )  # fmt: skip
        self.emit(ev)
        return ev

    def _known_after(self, i: int, src: int, dst: int, player: int, seen: int) -> int:
        """Who knows card `i`'s identity after it moved from `src` to `dst`.

        `seen` are the players who could see it at the source. Public, face-up places
        reveal it to both; the hand and Extra Deck show it to the owner and to whoever
        saw it arrive; a face-down card is known to its controller and to whoever saw
        it before; a card put into the Deck is known to nobody.
        """
        if dst == DECK:
            return 0
        if dst == GY or (dst in (MZONE, SZONE, FZONE) and self.pos[i] != SET):
            return 3
        if src in (HAND, DECK, EXTRA):
            seen = 0  # leaving a hidden pile: nobody else can tell which card it was
        return (1 << player) | seen

    def set_position(self, i: int, pos: int, *, reason: str, by: int = -1) -> Event:
        """Change a field card's position in place (no new object id)."""
        old_pos = self.pos[i]
        self.pos[i] = pos
        if pos != SET:
            self.known[i] = 3
        elif old_pos != SET:
            # turned face-down: a new monster for once-per-turn purposes (R-EFF-4)
            self.effused[i] = 0
        ev = Event(
            "position", self.ctrl[i], self.oid[i], self.data[i].code, value=pos,
            reason=reason, by=by, old=self.oid[i], cvis=self.known[i],
        )  # fmt: skip
        self.emit(ev)
        return ev

    # ---------------------------------------------------------------- life
    def damage(self, p: int, amount: int, *, reason: str, by: int = -1) -> None:
        """Player `p` loses `amount` LP (never below 0); LP 0 means a loss (R-WIN-1)."""
        if amount <= 0:
            return
        lost = min(amount, self.lp[p])
        self.lp[p] -= lost
        self.emit(Event("damage", p, value=lost, reason=reason, by=by))
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
        for _ in range(count):
            self.move(deck[-1], HAND, kind="draw", reason="normal" if normal else "effect", by=by)
        return True

    def shuffle_deck(self, p: int) -> None:
        self.rng.shuffle(self.deck[p])
        self.emit(Event("shuffle", p, src="deck", dst="deck"))

    def add_mod(self, i: int, kind: str, value: int, until: int) -> None:
        self.mods.append(Mod(self.oid[i], kind, value, until))
