"""One seat's side of a LAN duel, shared by the guest and the host's own board.

The seat interface for a board (or an AI, or a test) is two halves:

* `SeatClient` consumes the host's messages for one seat and keeps what the seat
  knows: `view` (the engine observation for that seat, verified by `view_hash`),
  `pending` (the open DECISION_REQUEST, with its `options` list), `room`, `chat`.
  Views share unchanged parts with earlier ones (diffs are applied copy-on-write):
  treat them as read-only. A board calls `answer(index)`, `say(text)`, `resign()`,
  `submit_deck(deck)`, `ready()`; nothing else changes the duel.
* `SeatListener` is what the board implements (every method is optional: the base
  class does nothing). It is told `on_duel_start(seat, view)`, `on_view(view, events)`
  after each accepted change, `on_decision(request)` when it must choose (the request's
  `options` are action dicts with a `text` notation; answer with an index),
  `on_waiting(seat)`, `on_chat(sender, text)`, `on_paused(reason, grace_left)`,
  `on_resumed()`, `on_snapshot(view)` (a full view after a resync or reconnect: redraw
  without animation), `on_duel_end(result, audit)`, `on_error(code, message)`, and
  lobby news: `on_room(room)`, `on_deck_result(msg)`. `rushdesk.ui.lobby.LanSession`
  adapts a client to the board's `SeatSession` interface.

The host's board is wired to the `Room` by a `LocalLink` (messages pass through the
same encoder and decoder as on the wire, queued, never re-entrant); the guest's by the
Qt `Guest`. Both see only their own seat's view. After DUEL_END the client audits the
duel: the host's commitment, the seed, and a replay of the log to the host's final
state hash and to the last view it was shown (`Audit`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rushdesk.engine import CardData, Duel
from rushdesk.engine.actions import InvalidActionError
from rushdesk.engine.deckrules import Deck
from rushdesk.engine.record import DuelRecord

from . import protocol as P


class SeatListener:
    """What a board implements to follow a seat (every method optional)."""

    def on_room(self, room: dict[str, Any]) -> None: ...
    def on_deck_result(self, msg: dict[str, Any]) -> None: ...
    def on_duel_start(self, seat: int, view: dict[str, Any]) -> None: ...
    def on_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None: ...

    def on_snapshot(self, view: dict[str, Any]) -> None:
        """A full view replaced ours (resync or reconnect): redraw, no animation."""
        self.on_view(view, [])

    def on_decision(self, request: dict[str, Any]) -> None: ...
    def on_waiting(self, seat: int) -> None: ...
    def on_answer_accepted(self, decision_id: int, already: bool) -> None: ...
    def on_invalid(self, decision_id: int, reason: str) -> None: ...
    def on_chat(self, sender: str, text: str) -> None: ...
    def on_paused(self, reason: str, grace_left: float | None) -> None: ...
    def on_resumed(self) -> None: ...
    def on_duel_end(self, result: dict[str, Any], audit: Audit) -> None: ...
    def on_error(self, code: str, message: str) -> None: ...


@dataclass
class Audit:
    """The guest's check of a finished duel (a mismatch is reported, not enforced)."""

    commitment_ok: bool = False
    seed_ok: bool = False
    replay_ok: bool | None = None  # None: no card pool to replay with
    view_ok: bool | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (self.commitment_ok and self.seed_ok and self.replay_ok is not False
                and self.view_ok is not False)

    def summary(self) -> str:
        if self.ok:
            return "Fair duel: the host's shuffle commitment and the replay both check out."
        return "Audit failed: " + "; ".join(self.notes)


class SeatClient:
    """One seat's state, fed by `receive(msg)`; sends through `send(msg)`."""

    def __init__(self, send: Callable[[dict[str, Any]], None],
                 listener: SeatListener | None = None,
                 pool: Mapping[int, CardData] | None = None) -> None:
        self._send = send
        self.listener = listener or SeatListener()
        self.pool = pool
        self.seat: int | None = None
        self.room: dict[str, Any] = {}
        self.view: dict[str, Any] | None = None
        self.ver = 0
        self.view_hash = ""
        self.pending: dict[str, Any] | None = None
        self.commit = ""
        self.guest_secret = b""
        self.duel_id = ""
        self.result: dict[str, Any] | None = None
        self.audit: Audit | None = None
        self.paused = False
        self.resyncs = 0
        self.chat: deque[tuple[str, str]] = deque(maxlen=200)
        self.errors: list[tuple[str, str]] = []
        self.corrupt_next_state: Callable[[dict[str, Any]], None] | None = None  # test hook

    # ------------------------------------------------------------- commands
    def send(self, msg: dict[str, Any]) -> None:
        self._send(msg)

    def answer(self, *indexes: int) -> None:
        """Answer the pending decision with option indexes."""
        if self.pending is not None:
            self._send({"t": "DECISION_ANSWER", "id": self.pending["id"],
                        "choice": list(indexes)})

    def say(self, text: str) -> None:
        self._send({"t": "CHAT", "text": text})

    def resign(self) -> None:
        self._send({"t": "RESIGN"})

    def submit_deck(self, deck: Deck) -> None:
        self._send({"t": "DECK_SUBMIT", "main": list(deck.main), "extra": list(deck.extra),
                    "side": list(deck.side)})

    def ready(self, ready: bool = True) -> None:
        self._send({"t": "READY" if ready else "UNREADY"})

    # -------------------------------------------------------------- receive
    def receive(self, msg: dict[str, Any]) -> None:
        handler = getattr(self, "_on_" + msg["t"].lower(), None)
        if handler is not None:
            handler(msg)

    def _on_welcome(self, msg: dict[str, Any]) -> None:
        self.seat = msg["seat"]
        self.room = msg["room"]
        self.listener.on_room(self.room)

    def _on_room(self, msg: dict[str, Any]) -> None:
        self.room = msg["room"]
        self.listener.on_room(self.room)

    def _on_deck_result(self, msg: dict[str, Any]) -> None:
        self.listener.on_deck_result(msg)

    def _on_error(self, msg: dict[str, Any]) -> None:
        self.errors.append((msg["code"], msg["message"]))
        self.listener.on_error(msg["code"], msg["message"])

    def _on_seed_commit(self, msg: dict[str, Any]) -> None:
        self.commit = msg["commit"]
        self.guest_secret = secrets.token_bytes(32)
        self._send({"t": "SEED_SHARE", "guest_secret": self.guest_secret.hex()})

    def _on_duel_start(self, msg: dict[str, Any]) -> None:
        self.seat, self.duel_id = msg["seat"], msg["duel_id"]
        self.result = self.audit = None
        self.pending = None
        state = msg["state"]
        if not self._take_view(state.get("view"), state.get("ver"), state.get("view_hash")):
            return
        self.listener.on_duel_start(msg["seat"], self.view or {})

    def _on_snapshot(self, msg: dict[str, Any]) -> None:
        if self._take_view(msg["view"], msg["ver"], msg["view_hash"]):
            self.listener.on_snapshot(self.view or {})

    def _take_view(self, view: Any, ver: Any, digest: Any) -> bool:
        if type(view) is not dict or type(ver) is not int or P.view_hash(view) != digest:
            self._fail("bad_message", "the host sent a view that does not match its hash")
            return False
        unknown = self._unknown_cards(view)
        if unknown:
            self._fail("unknown_card", f"the host sent card {unknown}, unknown to this "
                       "card database")
            return False
        self.view, self.ver, self.view_hash = view, ver, digest
        return True

    def _on_state(self, msg: dict[str, Any]) -> None:
        if self.view is None:
            self._send({"t": "RESYNC_REQUEST", "ver": self.ver})
            return
        if self.corrupt_next_state is not None:
            hook, self.corrupt_next_state = self.corrupt_next_state, None
            hook(msg)
        try:
            view = P.apply_diff(self.view, msg["diff"])
        except P.ProtocolError:
            view = None
        if view is None or P.view_hash(view) != msg["view_hash"]:
            # never fix up locally: ask for the host's full view
            self.resyncs += 1
            self._send({"t": "RESYNC_REQUEST", "ver": self.ver})
            return
        if self._unknown_cards(_diff_codes(msg["diff"])):  # what changed; the rest was checked
            self._fail("unknown_card", "the host sent a card unknown to this card database")
            return
        self.view, self.ver, self.view_hash = view, msg["ver"], msg["view_hash"]
        self.listener.on_view(view, msg["events"])

    def _on_decision_request(self, msg: dict[str, Any]) -> None:
        self.pending = msg
        self.listener.on_decision(msg)

    def _on_waiting(self, msg: dict[str, Any]) -> None:
        self.pending = None
        self.listener.on_waiting(msg["seat"])

    def _on_answer_accepted(self, msg: dict[str, Any]) -> None:
        if self.pending is not None and self.pending["id"] == msg["id"]:
            self.pending = None
        self.listener.on_answer_accepted(msg["id"], msg["already"])

    def _on_decision_invalid(self, msg: dict[str, Any]) -> None:
        self.listener.on_invalid(msg["id"], msg["reason"])

    def _on_chat(self, msg: dict[str, Any]) -> None:
        sender, text = P.clean_text(msg.get("from", "")), P.clean_text(msg["text"])
        self.chat.append((sender, text))
        self.listener.on_chat(sender, text)

    def _on_paused(self, msg: dict[str, Any]) -> None:
        self.paused = True
        self.listener.on_paused(msg["reason"], msg["grace_left"])

    def _on_resumed(self, msg: dict[str, Any]) -> None:
        self.paused = False
        self.listener.on_resumed()

    def _on_duel_end(self, msg: dict[str, Any]) -> None:
        self.pending = None
        self.result = msg
        self.audit = self.check(msg)
        self.listener.on_duel_end(msg, self.audit)

    def _fail(self, code: str, message: str) -> None:
        self.errors.append((code, message))
        self.listener.on_error(code, message)

    def _unknown_cards(self, view: Any) -> int:
        """The first card code in `view` (a view, or a list of codes) not in the pool."""
        if self.pool is None:
            return 0
        codes = view if type(view) is list else _codes(view)
        for code in codes:
            if code and code not in self.pool:
                return code
        return 0

    # ---------------------------------------------------------------- audit
    def check(self, end: dict[str, Any]) -> Audit:
        """Verify the host's commitment, the seed and (with a pool) the replayed log."""
        from .room import derive_seed, seat_view

        audit = Audit()
        host_secret = bytes.fromhex(end["host_secret"])
        audit.commitment_ok = bool(self.commit) and (
            hashlib.sha256(host_secret).hexdigest() == self.commit)
        if not audit.commitment_ok:
            audit.notes.append("the revealed host secret does not match the commitment"
                               if self.commit else "no commitment was received")
        guest_secret = bytes.fromhex(end["guest_secret"])
        if self.guest_secret and guest_secret != self.guest_secret:
            audit.notes.append("the host used another guest secret than ours")
        seed, first = derive_seed(host_secret, self.guest_secret or guest_secret)
        try:
            record = DuelRecord.from_dict(end["duel_log"])
        except InvalidActionError as exc:
            audit.notes.append(f"the duel log is malformed: {exc}")
            return audit
        audit.seed_ok = record.seed == seed and record.first == first
        if not audit.seed_ok:
            audit.notes.append("the duel was not shuffled with the agreed seed")
        if self.pool is None:
            return audit
        try:
            duel = Duel.replay(record, self.pool)
        except (ValueError, KeyError) as exc:
            audit.replay_ok = False
            audit.notes.append(f"the duel log does not replay: {exc}")
            return audit
        audit.replay_ok = duel.state_hash() == end["final_hash"]
        if not audit.replay_ok:
            audit.notes.append("the replay ends in another state than the host's")
        if self.seat is not None and self.view_hash:
            audit.view_ok = P.view_hash(seat_view(duel, self.seat)) == self.view_hash
            if not audit.view_ok:
                audit.notes.append("the replay does not show the last view we were sent")
        return audit


def _codes(value: Any) -> list[int]:
    """Card codes in a view (or a diff of one): "code" fields and [id, code] pairs of
    piles; a diff value replacing a whole pile or pair is read the same way."""
    out: list[int] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if type(v) is dict:
            if type(v.get("code")) is int:
                out.append(v["code"])
            for k, x in v.items():
                if k in ("hand", "gy", "extra") and type(x) is list:
                    out += [p[1] for p in x if type(p) is list and len(p) == 2
                            and type(p[1]) is int]
                elif type(x) in (dict, list):
                    stack.append(x)
        elif type(v) is list:
            stack += [x for x in v if type(x) in (dict, list)]
    return out


def _diff_codes(diff: list[dict[str, Any]]) -> list[int]:
    """The card codes a view diff writes (see `_codes` for where codes live)."""
    out: list[int] = []
    for op in diff:
        path, value = op.get("p"), op.get("v")
        if type(path) is not list:
            continue
        piles = [k for k, key in enumerate(path) if key in ("hand", "gy", "extra")]
        if piles:
            below = path[piles[-1] + 1:]
            if not below:  # the whole pile
                out += _codes({"hand": value})
            elif len(below) == 1:  # one [id, code] pair
                out += _codes({"hand": [value]})
            elif below[1:] == [1] and type(value) is int:  # one pair's code
                out.append(value)
        elif path and path[-1] == "code" and type(value) is int:
            out.append(value)
        else:
            out += _codes(value)
    return out


class LocalLink:
    """Connects a `SeatClient` to a `Room` seat in-process, through the codec.

    Messages are queued both ways and delivered by `pump()`; `schedule` (a Qt
    single-shot timer in the app) asks for a pump later, so no call re-enters the room.
    """

    def __init__(self, room: Any, seat: int, listener: SeatListener | None = None,
                 schedule: Callable[[Callable[[], None]], None] | None = None,
                 tap: Callable[[bytes], None] | None = None) -> None:
        self.room, self.seat = room, seat
        self.client = SeatClient(self._to_room, listener, room.pool)
        self._schedule = schedule
        self._tap = tap
        self._in: deque[dict[str, Any]] = deque()
        self._out: deque[dict[str, Any]] = deque()
        self._seq = [0, 0]
        self._queued = False

    def deliver(self, msg: dict[str, Any]) -> None:
        """Room -> client (the room's `send` for this seat)."""
        self._in.append(self._wire(msg, 0, P.LIMITS.frame_to_guest))
        self._later()

    def _to_room(self, msg: dict[str, Any]) -> None:
        self._out.append(self._wire(msg, 1, P.LIMITS.frame_to_host))
        self._later()

    def _wire(self, msg: dict[str, Any], way: int, cap: int) -> dict[str, Any]:
        self._seq[way] += 1
        data = P.encode_payload({**msg, "seq": self._seq[way]}, cap)
        if way == 0 and self._tap is not None:
            self._tap(data)
        return P.decode_payload(data)

    def _later(self) -> None:
        if self._schedule is not None and not self._queued:
            self._queued = True
            self._schedule(self.pump)

    @property
    def busy(self) -> bool:
        return bool(self._in or self._out)

    def pump(self) -> None:
        """Deliver everything queued, both ways, until quiet."""
        self._queued = False
        while self._in or self._out:
            if self._in:
                self.client.receive(self._in.popleft())
            else:
                self.room.handle(self.seat, self._out.popleft())
