"""The host's duel room: handshake checks, decks, the commit-reveal seed, decisions,
views, chat, resign and reconnect bookkeeping (PROTOCOL.md 1.4-1.8). No Qt, no sockets.

A `Room` is driven by decoded messages, `handle(seat, msg)`, and talks through two
callbacks: `send(seat, msg)` and `kick(seat, reason)` (close the connection; the seat
and its token are kept). Seat 0 is the host's own board, seat 1 the guest; both are
handled by the same code, so the host player's answers pass the same checks. The Qt
`Host` owns the sockets and calls `seat_connected` / `seat_dropped`.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rushdesk.engine import Action, CardData, Duel
from rushdesk.engine.deckrules import (
    EXTRA_MAX,
    MAIN_MAX,
    MAIN_MIN,
    SIDE_MAX,
    Deck,
    DeckProblem,
    side_swap_problems,
    validate_deck,
)

from . import protocol as P
from .protocol import LIMITS, Limits

HOST_SEAT, GUEST_SEAT = 0, 1
SEED_LABEL = b"rushdesk-seed-v1"

Send = Callable[[int, dict[str, Any]], None]
Kick = Callable[[int, str], None]


def derive_seed(host_secret: bytes, guest_secret: bytes) -> tuple[int, int]:
    """(seed, first player) from both secrets: neither side alone picks the shuffle."""
    digest = hashlib.sha256(SEED_LABEL + host_secret + guest_secret).digest()
    return int.from_bytes(digest[:8], "big") >> 1, digest[8] & 1  # 63 bits: SQLite INTEGER


def seat_view(duel: Duel, seat: int) -> dict[str, Any]:
    """What one seat is shown: the engine's observation without the legal-action list
    (options travel in DECISION_REQUEST)."""
    view = dict(duel.observe(seat).data)  # built fresh for each call: no copy needed
    del view["legal"]
    return view


def deck_hash(deck: Deck) -> str:
    plain = {s: sorted(deck.section(s)) for s in ("main", "extra", "side")}
    return hashlib.sha256(P.canonical(plain)).hexdigest()


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# A DECK_RESULT lists at most this many problems, then one saying how many more: a
# deck of thousands of unknown ids must not make a reply over the frame cap.
MAX_DECK_ERRORS = 50


def problem_dicts(problems: list[DeckProblem], deck: Deck) -> list[dict[str, Any]]:
    """The structured errors of a DECK_RESULT (see `MAX_DECK_ERRORS`)."""
    counts = deck.counts()
    out = [problem_dict(p, deck, counts) for p in problems[:MAX_DECK_ERRORS]]
    more = len(problems) - MAX_DECK_ERRORS
    if more > 0:
        out.append({"code": "more", "message": f"and {more} more problems", "section": "",
                    "cards": [], "card": 0})
    return out


def problem_dict(problem: DeckProblem, deck: Deck,
                 counts: dict[int, int] | None = None) -> dict[str, Any]:
    """A structured deck error: code, card, count, min, max (EDOPro style) + message."""
    out: dict[str, Any] = {"code": str(problem.code), "message": problem.message,
                           "section": problem.section, "cards": list(problem.cards),
                           "card": problem.cards[0] if problem.cards else 0}
    bounds = {"main": (MAIN_MIN, MAIN_MAX), "extra": (0, EXTRA_MAX), "side": (0, SIDE_MAX)}
    if problem.section in bounds and not problem.cards:
        out["count"] = len(deck.section(problem.section))
        out["min"], out["max"] = bounds[problem.section]
    elif problem.cards:
        out["count"] = (counts if counts is not None else deck.counts())[problem.cards[0]]
    return out


@dataclass
class Seat:
    name: str = ""
    deck: Deck | None = None
    played: Deck | None = None  # the deck of the first game: side decking keeps it
    ready: bool = False
    connected: bool = False
    ver: int = 0
    view: dict[str, Any] | None = None
    answered: set[int] = field(default_factory=set)
    invalid_in_row: int = 0
    errors: deque[float] = field(default_factory=deque)
    chats: deque[float] = field(default_factory=deque)
    clock: float = 0.0  # time bank left, when the decision clock is on


@dataclass
class Pending:
    id: int
    seat: int
    options: list[Action]
    msg: dict[str, Any]
    since: float


class Room:
    """One two-seat LAN room and its duel (see the module docstring)."""

    def __init__(self, pool: Mapping[int, CardData], send: Send, kick: Kick, *,
                 host_name: str = "Host", join_code: str = "", store: Any = None,
                 clock: Callable[[], float] = time.monotonic, limits: Limits = LIMITS,
                 carddb_sha256: str | None = None) -> None:
        self.pool = pool
        self._send, self._kick = send, kick
        self.store = store
        self.clock = clock
        self.limits = limits
        self.join_code = join_code
        self.carddb_sha256 = carddb_sha256 or P.carddb_digest(pool)
        self.session = secrets.token_hex(8)
        self.seats = [Seat(name=P.clean_text(host_name)[: limits.name_chars] or "Host"),
                      Seat()]
        self.seats[HOST_SEAT].connected = True
        self.token_hash = ""
        self.state = "lobby"  # lobby, seeding, duel, adjourned
        self.duel: Duel | None = None
        self.duel_id = ""
        self.host_secret = b""
        self.guest_secret = b""
        self.pending: Pending | None = None
        self.decision_id = 0
        self.result: dict[str, Any] | None = None
        self.join_failures: dict[str, deque[float]] = {}
        self.chat_log: list[str] = []  # escaped, for the host's log file
        self.notices: list[tuple[str, dict[str, Any]]] = []
        self.on_notice: Callable[[str, dict[str, Any]], None] | None = None
        self.on_applied: Callable[[int, int], None] | None = None  # (seat, id): benchmarks

    # ----------------------------------------------------------------- info
    @property
    def versions(self) -> dict[str, Any]:
        return {"magic": P.MAGIC, "proto": P.PROTO, "app": P.APP, "engine": P.ENGINE,
                "carddb_sha256": self.carddb_sha256, "name": self.seats[HOST_SEAT].name}

    @property
    def guest_seated(self) -> bool:
        return bool(self.token_hash)

    @property
    def paused(self) -> bool:
        return self.state == "duel" and not all(s.connected for s in self.seats)

    def room_info(self) -> dict[str, Any]:
        return {"state": self.state, "session": self.session,
                "seats": [{"name": s.name, "ready": s.ready, "deck": s.deck is not None,
                           "connected": s.connected} for s in self.seats]}

    def notice(self, kind: str, **info: Any) -> None:
        """Something the host's UI should show (left, lost, paused, grace, ...)."""
        self.notices.append((kind, info))
        if self.on_notice is not None:
            self.on_notice(kind, info)

    # ------------------------------------------------------------- sending
    def send(self, seat: int, msg: dict[str, Any]) -> None:
        if self.seats[seat].connected:
            self._send(seat, msg)

    def broadcast(self, msg: dict[str, Any]) -> None:
        for seat in (HOST_SEAT, GUEST_SEAT):
            self.send(seat, dict(msg))

    def error(self, seat: int, code: str, message: str, count: bool = True,
              **details: Any) -> None:
        """Send ERROR; protocol errors count toward the seat's budget (then a kick)."""
        msg: dict[str, Any] = {"t": "ERROR", "code": code, "message": message}
        if details:
            msg["details"] = details
        self.send(seat, msg)
        if not count:
            return
        errors, now = self.seats[seat].errors, self.clock()
        errors.append(now)
        while errors and now - errors[0] > self.limits.error_window_s:
            errors.popleft()
        if len(errors) > self.limits.error_budget:
            errors.clear()
            self.kick(seat, "too many protocol errors")

    def kick(self, seat: int, reason: str) -> None:
        self._kick(seat, reason)

    # ------------------------------------------------------------ handshake
    def admit(self, hello: dict[str, Any], address: str) -> tuple[str, str]:
        """Check a HELLO (PROTOCOL.md 1.4 order); ("", "") when it may be seated,
        else (error code, message)."""
        mine = self.versions
        if hello["magic"] != P.MAGIC:
            return "bad_message", "not a rushdesk client"
        theirs = {**hello}
        if (hello["proto"].split(".")[0] != P.PROTO.split(".")[0]
                or hello["engine"] != P.ENGINE or hello["carddb_sha256"] != self.carddb_sha256):
            return "version_mismatch", (f"host runs {P.version_text(mine)}; "
                                        f"you run {P.version_text(theirs)}")
        resume = hello.get("resume")
        if resume is not None:
            if (resume["session"] != self.session or not self.token_hash
                    or not hmac.compare_digest(token_digest(resume["token"]), self.token_hash)):
                return "bad_token", "this resume token is not valid for this room"
            return "", ""
        now = self.clock()
        failures = self.join_failures.setdefault(address, deque())
        while failures and now - failures[0] > self.limits.join_window_s:
            failures.popleft()
        if len(failures) >= self.limits.join_failures:
            if now - failures[-1] < self.limits.join_lockout_s:
                return "rate_limited", "too many wrong join codes; wait a minute"
            failures.clear()
        code = hello.get("join_code") or ""
        if self.join_code and not hmac.compare_digest(code.encode(), self.join_code.encode()):
            failures.append(now)
            return "bad_code", "wrong join code"
        if self.guest_seated or self.state != "lobby":
            return "room_full", "the room already has a guest"
        return "", ""

    def seat_guest(self, hello: dict[str, Any]) -> dict[str, Any]:
        """Seat (or re-seat) the guest after `admit`; returns the WELCOME (new token)."""
        seat = self.seats[GUEST_SEAT]
        if hello.get("resume") is None:
            seat.name = P.clean_text(hello["name"])[: self.limits.name_chars] or "Guest"
        token = secrets.token_urlsafe(24)
        self.token_hash = token_digest(token)
        if self.store is not None and self.duel_id:
            self.store.set_token(self.duel_id, self.token_hash)
        return {"t": "WELCOME", "session": self.session, "seat": GUEST_SEAT, "token": token,
                "limits": self.limits.to_dict(), "host": self.versions,
                "room": self.room_info()}

    def seat_connected(self, seat: int) -> None:
        """The seat's connection is (again) up: catch it up and resume the duel."""
        s = self.seats[seat]
        s.connected = True
        s.invalid_in_row = 0
        if self.state == "adjourned":
            self.state = "duel"
            if self.store is not None:
                self.store.set_status(self.duel_id, "running")
        if self.state == "duel" and self.duel is not None:
            self._snapshot(seat)
            if self.pending is not None:
                self._request(self.pending)
            if not self.paused:
                self.broadcast({"t": "RESUMED"})
                self.notice("resumed")
        elif self.state == "seeding" and seat == GUEST_SEAT:
            self.send(seat, {"t": "SEED_COMMIT", "commit": self._commit()})
        self.broadcast({"t": "ROOM", "room": self.room_info()})

    def seat_dropped(self, seat: int, reason: str) -> None:
        """The seat's connection is gone (`reason` "left" for BYE, else "lost")."""
        s = self.seats[seat]
        if not s.connected:
            return
        s.connected = False
        if self.pending is not None and self.pending.seat == seat:
            s.clock = self._clock_left(self.pending)
        self.notice("left" if reason == "left" else "lost", seat=seat, name=s.name)
        if self.state == "duel":
            grace = self.limits.reconnect_grace_s
            self.broadcast({"t": "PAUSED", "reason": f"{s.name} {reason}", "grace_left": grace})
            self.notice("paused", seat=seat)
        elif self.state != "adjourned":
            if reason == "left" and self.state == "lobby":
                self.token_hash = ""  # a guest who quits the lobby frees the seat
                self.seats[seat] = Seat()
            elif self.state == "seeding":
                self.state = "lobby"
                for x in self.seats:
                    x.ready = False
            self.broadcast({"t": "ROOM", "room": self.room_info()})

    # ------------------------------------------------------------- dispatch
    def handle(self, seat: int, msg: dict[str, Any]) -> None:
        """One decoded message from `seat`."""
        t = msg["t"]
        if t not in P.TO_HOST or t == "HELLO":
            self.error(seat, "not_allowed", f"{t} is not allowed from a player")
            return
        handler = _HANDLERS.get(t)
        if handler is not None:
            handler(self, seat, msg)

    # ---------------------------------------------------------------- decks
    def _deck_submit(self, seat: int, msg: dict[str, Any]) -> None:
        if self.state not in ("lobby",):
            self.error(seat, "not_allowed", "decks can change only in the lobby")
            return
        s = self.seats[seat]
        deck = Deck(main=tuple(msg["main"]), extra=tuple(msg["extra"]), side=tuple(msg["side"]))
        if s.played is not None:
            problems = side_swap_problems(s.played, deck, self.pool)
        else:
            problems = validate_deck(deck, self.pool)
        if problems:
            self.send(seat, {"t": "DECK_RESULT", "ok": False,
                             "errors": problem_dicts(problems, deck)})
            if s.played is None:
                s.deck, s.ready = None, False
        else:
            s.deck, s.ready = deck, False
            self.send(seat, {"t": "DECK_RESULT", "ok": True, "deck_hash": deck_hash(deck)})
        self.broadcast({"t": "ROOM", "room": self.room_info()})

    def _ready(self, seat: int, msg: dict[str, Any]) -> None:
        s = self.seats[seat]
        if self.state != "lobby":
            self.error(seat, "not_allowed", "not in the lobby")
            return
        if s.deck is None:
            self.error(seat, "deck_invalid", "submit a legal deck before getting ready")
            return
        s.ready = msg["t"] == "READY"
        self.broadcast({"t": "ROOM", "room": self.room_info()})
        if all(x.ready for x in self.seats) and self.guest_seated:
            self._begin_seeding()

    # ----------------------------------------------------------------- seed
    def _commit(self) -> str:
        return hashlib.sha256(self.host_secret).hexdigest()

    def _begin_seeding(self) -> None:
        self.state = "seeding"
        self.host_secret = secrets.token_bytes(32)
        self.send(GUEST_SEAT, {"t": "SEED_COMMIT", "commit": self._commit()})

    def _seed_share(self, seat: int, msg: dict[str, Any]) -> None:
        if self.state != "seeding" or seat != GUEST_SEAT:
            self.error(seat, "bad_message", "SEED_SHARE before SEED_COMMIT")
            return
        self.guest_secret = bytes.fromhex(msg["guest_secret"])
        self._start_duel()

    def _start_duel(self) -> None:
        seed, first = derive_seed(self.host_secret, self.guest_secret)
        decks = [(s.deck.main, s.deck.extra) for s in self.seats if s.deck is not None]
        self.duel = Duel.new(self.pool, decks, seed=seed, first=first)
        self.duel_id = secrets.token_hex(8)
        for s in self.seats:
            s.played = s.played or s.deck
            s.answered.clear()
            s.clock = self.limits.decision_clock_s
        if self.store is not None:
            self.store.start(
                duel_id=self.duel_id, session=self.session, host_name=self.seats[0].name,
                guest_name=self.seats[1].name, host_secret=self.host_secret.hex(),
                guest_secret=self.guest_secret.hex(), seed=seed, first=first,
                engine=P.ENGINE, decks=decks, state_hash=self.duel.state_hash(),
                token_hash=self.token_hash)
        self.state = "duel"
        self.result = None
        for seat in (HOST_SEAT, GUEST_SEAT):
            view = seat_view(self.duel, seat)
            s = self.seats[seat]
            s.ver, s.view = 1, view
            self.send(seat, {"t": "DUEL_START", "duel_id": self.duel_id, "first": first,
                             "seat": seat, "engine": P.ENGINE,
                             "state": {"ver": 1, "view": view, "view_hash": P.view_hash(view)}})
        self._next_decision()

    def restore(self, row: Any) -> None:
        """Rebuild an unfinished duel from its stored log (host restart); the guest
        must come back with its resume token."""
        self.session, self.duel_id, self.token_hash = row.session, row.duel_id, row.token_hash
        self.host_secret = bytes.fromhex(row.host_secret)
        self.guest_secret = bytes.fromhex(row.guest_secret)
        seed, first = derive_seed(self.host_secret, self.guest_secret)
        duel = Duel.new(self.pool, row.decks, seed=seed, first=first)
        for notation in row.actions:
            duel.apply(Action.parse(notation))
        if row.state_hash and duel.state_hash() != row.state_hash:
            raise ValueError("the stored duel log does not replay to its stored state")
        self.duel, self.state = duel, "duel"
        self.decision_id = len(row.actions)
        self.seats[HOST_SEAT].name, self.seats[GUEST_SEAT].name = row.host_name, row.guest_name
        for s, (main, extra) in zip(self.seats, row.decks, strict=True):
            s.deck = s.played = Deck(main=main, extra=extra)
            s.clock = self.limits.decision_clock_s
        self.seats[GUEST_SEAT].connected = False
        view = seat_view(duel, HOST_SEAT)
        self.seats[HOST_SEAT].ver, self.seats[HOST_SEAT].view = 1, view
        self.send(HOST_SEAT, {"t": "DUEL_START", "duel_id": self.duel_id, "first": first,
                              "seat": HOST_SEAT, "engine": P.ENGINE,
                              "state": {"ver": 1, "view": view, "view_hash": P.view_hash(view)}})
        self.send(HOST_SEAT, {"t": "PAUSED", "reason": f"waiting for {row.guest_name}",
                              "grace_left": self.limits.reconnect_grace_s})
        self._next_decision()

    # ------------------------------------------------------------ decisions
    def _next_decision(self) -> None:
        duel = self.duel
        assert duel is not None
        if duel.result is not None:
            winner = duel.result.winner
            self._end(-1 if winner is None else winner, duel.result.reason)
            return
        seat = duel.current_player
        assert seat is not None and duel.request is not None
        self.decision_id += 1
        options = duel.legal_actions()
        req = duel.request
        msg = {"t": "DECISION_REQUEST", "id": self.decision_id, "kind": req.kind,
               "prompt": req.prompt, "min": 1, "max": 1, "clock": None,
               "options": [{**a.to_dict(), "text": a.notation()} for a in options]}
        self.pending = Pending(self.decision_id, seat, options, msg, self.clock())
        self._request(self.pending)
        self.send(1 - seat, {"t": "WAITING", "seat": seat})

    def _clock_left(self, pending: Pending) -> float:
        bank = self.seats[pending.seat].clock
        return max(0.0, bank - (self.clock() - pending.since)) if bank else 0.0

    def _request(self, pending: Pending) -> None:
        seat = self.seats[pending.seat]
        if self.limits.decision_clock_s:
            pending.msg["clock"] = seat.clock
            pending.since = self.clock()
        self.send(pending.seat, dict(pending.msg))

    def _answer(self, seat: int, msg: dict[str, Any]) -> None:
        pending, duel = self.pending, self.duel
        if self.state != "duel" or duel is None or pending is None:
            self.error(seat, "stale_decision", "no decision is pending")
            return
        if msg["id"] in self.seats[seat].answered:
            self.send(seat, {"t": "ANSWER_ACCEPTED", "id": msg["id"], "already": True})
            return
        if pending.seat != seat or msg["id"] != pending.id:
            self.error(seat, "stale_decision", f"decision {msg['id']} is not yours to answer now")
            return
        if self.paused:
            self.error(seat, "not_allowed", "the duel is paused", count=False)
            return
        choice = msg["choice"]
        reason = ""
        if not 1 <= len(choice) <= 1:
            reason = "choose exactly one option"
        elif len(set(choice)) != len(choice):
            reason = "an option was chosen twice"
        elif not all(0 <= i < len(pending.options) for i in choice):
            reason = "no such option"
        if reason:
            s = self.seats[seat]
            s.invalid_in_row += 1
            self.send(seat, {"t": "DECISION_INVALID", "id": pending.id, "reason": reason})
            if s.invalid_in_row >= self.limits.invalid_answers:
                s.invalid_in_row = 0
                self.kick(seat, "too many invalid answers")
            else:
                self._request(pending)
            return
        self._apply(seat, pending, pending.options[choice[0]])

    def _apply(self, seat: int, pending: Pending, action: Action) -> None:
        duel = self.duel
        assert duel is not None
        s = self.seats[seat]
        if self.limits.decision_clock_s:
            s.clock = self._clock_left(pending)
        events = duel.apply(action)
        if self.on_applied is not None:
            self.on_applied(seat, pending.id)
        if self.store is not None:
            self.store.append(self.duel_id, action.notation(), duel.state_hash())
        s.answered.add(pending.id)
        s.invalid_in_row = 0
        self.pending = None
        self.send(seat, {"t": "ANSWER_ACCEPTED", "id": pending.id, "already": False})
        for viewer in (HOST_SEAT, GUEST_SEAT):
            self._state(viewer, events)
        self._next_decision()

    # --------------------------------------------------------------- views
    def _state(self, seat: int, events: list[Any]) -> None:
        s = self.seats[seat]
        if not s.connected or self.duel is None:
            return
        view = seat_view(self.duel, seat)
        diff = P.diff_views(s.view, view)
        s.ver += 1
        s.view = view
        self.send(seat, {"t": "STATE", "ver": s.ver, "diff": diff,
                         "events": [e.to_dict() for e in self.duel.events_for(seat, events)],
                         "view_hash": P.view_hash(view)})

    def _snapshot(self, seat: int) -> None:
        s = self.seats[seat]
        if self.duel is None:
            return
        s.view = seat_view(self.duel, seat)
        s.ver += 1
        self.send(seat, {"t": "SNAPSHOT", "ver": s.ver, "view": s.view,
                         "view_hash": P.view_hash(s.view)})

    def _resync(self, seat: int, msg: dict[str, Any]) -> None:
        if self.state != "duel":
            self.error(seat, "not_allowed", "no duel is running")
            return
        self._snapshot(seat)

    # ------------------------------------------------------------ the end
    def _resign(self, seat: int, msg: dict[str, Any]) -> None:
        if self.state != "duel":
            self.error(seat, "not_allowed", "no duel is running")
            return
        self._end(1 - seat, "resign")

    def claim_win(self, seat: int = HOST_SEAT) -> None:
        """End a paused duel: `seat` wins by the other's disconnection (R5)."""
        if self.state in ("duel", "adjourned"):
            self._end(seat, "disconnect")

    def adjourn(self) -> None:
        """Keep the duel for later (R5): saved, resumable with the guest's token."""
        if self.state == "duel":
            self.state = "adjourned"
            if self.store is not None:
                self.store.set_status(self.duel_id, "adjourned")
            self.notice("adjourned", duel_id=self.duel_id)

    def _end(self, winner: int, reason: str) -> None:
        duel = self.duel
        assert duel is not None
        final = duel.state_hash()
        if self.store is not None:
            self.store.finish(self.duel_id, None if winner < 0 else winner, reason, final)
        self.pending = None
        self.state = "lobby"
        self.result = {"t": "DUEL_END", "winner": winner, "reason": reason,
                       "host_secret": self.host_secret.hex(),
                       "guest_secret": self.guest_secret.hex(),
                       "duel_log": duel.record().to_dict(), "final_hash": final}
        for s in self.seats:
            s.ready = False
        self.broadcast(self.result)
        self.notice("ended", winner=winner, reason=reason)
        self.broadcast({"t": "ROOM", "room": self.room_info()})

    # ---------------------------------------------------------------- chat
    def _chat(self, seat: int, msg: dict[str, Any]) -> None:
        s, now = self.seats[seat], self.clock()
        if len(msg["text"]) > self.limits.chat_chars:
            self.error(seat, "chat_too_long",
                       f"chat messages are limited to {self.limits.chat_chars} characters",
                       count=False)
            return
        while s.chats and now - s.chats[0] > self.limits.chat_window_s:
            s.chats.popleft()
        if len(s.chats) >= self.limits.chat_messages:
            self.error(seat, "rate_limited", "too many chat messages; wait a few seconds",
                       count=False)
            return
        s.chats.append(now)
        text = P.clean_text(msg["text"])
        if text:
            self.chat_log.append(f"{P.escape_for_log(s.name)}: {P.escape_for_log(text)}")
            self.broadcast({"t": "CHAT", "from": s.name, "text": text})

    def _ignore(self, seat: int, msg: dict[str, Any]) -> None:
        """PING, PONG and BYE are the connection's business."""


_HANDLERS: dict[str, Callable[[Room, int, dict[str, Any]], None]] = {
    "DECK_SUBMIT": Room._deck_submit,
    "READY": Room._ready,
    "UNREADY": Room._ready,
    "SEED_SHARE": Room._seed_share,
    "DECISION_ANSWER": Room._answer,
    "RESYNC_REQUEST": Room._resync,
    "RESIGN": Room._resign,
    "CHAT": Room._chat,
    "PING": Room._ignore,
    "PONG": Room._ignore,
    "BYE": Room._ignore,
    "ERROR": Room._ignore,
}
