"""The LAN guest (QtNetwork): connects, shakes hands, follows its seat, reconnects.

`Guest.join(address, port, join_code)` connects and sends HELLO. Everything the host
sends for the seat goes to `guest.client` (a `SeatClient`, see `seat.py`), which the
board reads and answers through. If the connection drops during a duel the guest
retries with `HELLO{resume}` after 1, 2, 4, 8 ... seconds until the grace period is
over; `resume_info` (session, token) can be stored to resume after a restart of
either side. `leave()` says BYE so the host can tell a quit from a drop.

A rogue or broken host cannot crash the guest: frames over 1 MiB, bad JSON and views
naming unknown cards end in `failed(code, message)` and a clean disconnect.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket

from rushdesk.engine import CardData

from . import protocol as P
from .conn import Connection
from .protocol import LIMITS, Limits
from .seat import SeatClient, SeatListener


class Guest(QObject):
    """A LAN guest (see the module docstring)."""

    joined = Signal()
    failed = Signal(str, str)  # error code, message: the connection is over
    lost = Signal(str)  # connection lost; reconnecting if in a duel
    reconnecting = Signal(int, float)  # attempt, delay in seconds
    host_left = Signal(str)

    def __init__(self, pool: Mapping[int, CardData], *, name: str = "Guest",
                 listener: SeatListener | None = None,
                 clock: Callable[[], float] = time.monotonic, limits: Limits = LIMITS,
                 tick_ms: int = 500, carddb_sha256: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool, self.name, self.clock, self.limits = pool, name, clock, limits
        self.tick_ms = tick_ms
        self.carddb_sha256 = carddb_sha256 or P.carddb_digest(pool)
        self.client = SeatClient(self._send, listener, pool)
        self.conn: Connection | None = None
        self.address = ""
        self.port = 0
        self.join_code = ""
        self.session = ""
        self.token = ""
        self.welcomed = False
        self.auto_reconnect = True
        self.attempt = 0
        self.lost_at: float | None = None
        self.version_overrides: dict[str, str] = {}  # tests: pretend another version
        self._shut = False
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._reconnect_now)

    # -------------------------------------------------------------- connect
    @property
    def resume_info(self) -> dict[str, str]:
        return {"session": self.session, "token": self.token}

    def join(self, address: str, port: int, join_code: str = "") -> None:
        self.address, self.port, self.join_code = address, port, join_code
        self._shut = False
        self._connect()

    def resume(self, address: str, port: int, session: str, token: str) -> None:
        """Rejoin a duel with a stored resume token (after a restart)."""
        self.address, self.port = address, port
        self.session, self.token = session, token
        self._shut = False
        self._connect()

    def _connect(self) -> None:
        socket = QTcpSocket(self)
        conn = Connection(socket, recv_cap=self.limits.frame_to_guest,
                          send_cap=self.limits.frame_to_host, clock=self.clock,
                          limits=self.limits, tick_ms=self.tick_ms, parent=self)
        self.conn = conn
        self.welcomed = False
        socket.connected.connect(lambda c=conn: self._hello(c))
        conn.received.connect(lambda msg, c=conn: self._message(c, msg))
        conn.bad_frame.connect(lambda err, c=conn: self._bad(c, err))
        conn.closed.connect(lambda kind, detail, c=conn: self._closed(c, kind, detail))
        socket.connectToHost(self.address, self.port)

    def _hello(self, conn: Connection) -> None:
        hello: dict[str, Any] = {"t": "HELLO", "magic": P.MAGIC, "proto": P.PROTO,
                                 "app": P.APP, "engine": P.ENGINE,
                                 "carddb_sha256": self.carddb_sha256, "name": self.name}
        hello.update(self.version_overrides)
        if self.token:
            hello["resume"] = {"session": self.session, "token": self.token,
                               "last_seq": conn.seq_in}
        else:
            hello["join_code"] = self.join_code
        conn.send(hello)

    def leave(self, reason: str = "quit") -> None:
        """Quit: BYE, then close; no reconnect."""
        self.auto_reconnect = False
        self._shut = True
        self._retry.stop()
        if self.conn is not None:
            self.conn.close("local", reason, bye=reason)

    def drop(self) -> None:
        """Abort the socket as a pulled cable would (tests and the soak use this)."""
        if self.conn is not None:
            self.conn.abort()

    # -------------------------------------------------------------- receive
    def _send(self, msg: dict[str, Any]) -> None:
        if self.conn is not None and self.welcomed:
            self.conn.send(msg)

    def _message(self, conn: Connection, msg: dict[str, Any]) -> None:
        if conn is not self.conn:
            return
        t = msg["t"]
        if t not in P.TO_GUEST:
            self._fail(conn, "bad_message", f"the host sent {t}, which only guests send")
            return
        if not self.welcomed:
            if t == "WELCOME":
                self.welcomed = True
                self.session, self.token = msg["session"], msg["token"]
                self.attempt = 0
                self.lost_at = None
                self.client.receive(msg)
                self.joined.emit()
            elif t == "ERROR":
                self._fail(conn, msg["code"], msg["message"])
            else:
                self._fail(conn, "bad_message", f"the host sent {t} before WELCOME")
            return
        if t == "DUEL_END":
            self.session = self.token = ""  # nothing left to resume
        self.client.receive(msg)
        if self.client.errors and self.client.errors[-1][0] == "unknown_card":
            code, message = self.client.errors[-1]
            self._fail(conn, code, message)

    def _bad(self, conn: Connection, err: P.ProtocolError) -> None:
        self._fail(conn, err.code, f"the host sent a bad message: {err.message}")

    def _fail(self, conn: Connection, code: str, message: str) -> None:
        self.auto_reconnect = False
        conn.close("local", message)
        self.failed.emit(code, message)

    def _closed(self, conn: Connection, kind: str, detail: str) -> None:
        if conn is not self.conn or self._shut:
            return
        with contextlib.suppress(RuntimeError):  # the Qt object is gone (at shutdown)
            self._after_close(kind, detail)

    def _after_close(self, kind: str, detail: str) -> None:
        if kind == "left":
            self.host_left.emit(detail)
            return
        if kind == "kicked":  # e.g. a frame over the cap: the stream cannot go on
            code = "frame_too_large" if "cap" in detail else \
                "timeout" if "deadline" in detail else "bad_message"
            self.failed.emit(code, detail)
            return
        if kind == "local":
            return
        if not self.welcomed and not self.token:
            self.failed.emit("connection_refused", detail)
            return
        self.lost.emit(detail)
        if self.auto_reconnect and self.token:
            if self.lost_at is None:
                self.lost_at = self.clock()
            self._schedule_retry()

    # ------------------------------------------------------------ reconnect
    def _schedule_retry(self) -> None:
        delay = float(min(2 ** self.attempt, 8))
        assert self.lost_at is not None
        if self.clock() - self.lost_at + delay > self.limits.reconnect_grace_s:
            self.failed.emit("timeout", "the host did not come back within the grace period")
            return
        self.attempt += 1
        self.reconnecting.emit(self.attempt, delay)
        self._retry.start(int(delay * 1000 * self.retry_scale))

    retry_scale = 1.0  # tests shorten the backoff

    def _reconnect_now(self) -> None:
        self._connect()
