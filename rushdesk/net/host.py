"""The LAN host (QtNetwork): listens, shakes hands, seats the guest, runs the `Room`.

`Host` owns a `QTcpServer`, the pending (not yet handshaken) connections and the
guest's connection, and forwards decoded messages to the pure `Room`. The host's own
board is seat 0 through a `LocalLink` (`host.local`, a `SeatClient`): it sees only its
own view and answers through the same checks as the guest.

Reconnects: a dropped guest keeps its seat; the room is paused and `PAUSED` sent; a
`HELLO{resume}` with the current token re-seats it (an old half-open socket is closed
first) and gets `WELCOME`, `SNAPSHOT`, the pending request and `RESUMED`. After the
grace period `grace_expired` is emitted: the host UI picks `keep_waiting()`,
`adjourn()` or `claim_win()`. A host restarted after a crash lists `unfinished()`
duels from the duel log and `resume(duel_id)` replays one.

Usage::

    host = Host(pool, name="Ann", join_code="123456", store=LanLog.of(user_db))
    host.listen(port=0)                     # host.port is the bound port
    host.local.submit_deck(deck); host.local.ready()
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from rushdesk.engine import CardData

from . import protocol as P
from .conn import Connection
from .protocol import LIMITS, Limits
from .room import GUEST_SEAT, HOST_SEAT, Room
from .seat import LocalLink, SeatListener


class Host(QObject):
    """A LAN room host (see the module docstring)."""

    notice = Signal(str, object)  # "left", "lost", "paused", "resumed", "ended", ...
    grace_expired = Signal()
    guest_error = Signal(str, str)

    def __init__(self, pool: Mapping[int, CardData], *, name: str = "Host",
                 join_code: str = "", store: Any = None,
                 listener: SeatListener | None = None,
                 clock: Callable[[], float] = time.monotonic, limits: Limits = LIMITS,
                 tick_ms: int = 500, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool, self.store, self.clock, self.limits = pool, store, clock, limits
        self.tick_ms = tick_ms
        self.room = Room(pool, self._send, self._kick, host_name=name, join_code=join_code,
                         store=store, clock=clock, limits=limits)
        self.room.on_notice = self._on_notice
        self.link = LocalLink(self.room, HOST_SEAT, listener,
                              schedule=lambda fn: QTimer.singleShot(0, fn))
        self.local = self.link.client
        self.server = QTcpServer(self)
        self.server.setMaxPendingConnections(8)
        self.server.newConnection.connect(self._accept)
        self.pending: list[Connection] = []
        self.guest: Connection | None = None
        self.dropped_at: float | None = None
        self._grace_told = False
        self.tap: Callable[[bytes], None] | None = None  # test hook: guest-bound frames
        self._shut = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        if tick_ms:
            self._timer.start(tick_ms)

    # ------------------------------------------------------------ listening
    def listen(self, port: int = P.DEFAULT_TCP_PORT,
               address: QHostAddress | None = None) -> int:
        """Start listening (port 0: any free port); returns the bound port."""
        if not self.server.listen(address or QHostAddress(QHostAddress.SpecialAddress.Any),
                                  port):
            raise OSError(f"cannot listen on port {port}: {self.server.errorString()}")
        return self.port

    @property
    def port(self) -> int:
        return int(self.server.serverPort())

    def close(self) -> None:
        """Say goodbye to everyone and stop listening."""
        self._shut = True
        for conn in [*self.pending, *([self.guest] if self.guest else [])]:
            conn.close("local", "host closed", bye="host closed the room")
        self.server.close()
        self._timer.stop()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket: QTcpSocket = self.server.nextPendingConnection()
            conn = Connection(socket, recv_cap=self.limits.frame_to_host,
                              send_cap=self.limits.frame_to_guest, clock=self.clock,
                              limits=self.limits, tick_ms=self.tick_ms, parent=self)
            if len(self.pending) >= self.limits.pending_connections:
                conn.send_error("room_full", "too many connections are waiting")
                conn.close("kicked", "room full")
                continue
            conn.handshake_deadline = self.clock() + self.limits.handshake_s
            self.pending.append(conn)
            conn.received.connect(lambda msg, c=conn: self._hello(c, msg))
            conn.bad_frame.connect(lambda err, c=conn: self._pending_bad(c, err))
            conn.closed.connect(lambda kind, detail, c=conn: self._pending_closed(c))

    # ------------------------------------------------------------ handshake
    def _pending_bad(self, conn: Connection, err: P.ProtocolError) -> None:
        conn.send_error(err.code, err.message)
        conn.close("kicked", err.message)

    def _pending_closed(self, conn: Connection) -> None:
        if conn in self.pending:
            self.pending.remove(conn)

    def _refuse(self, conn: Connection, code: str, message: str) -> None:
        conn.send_error(code, message, host=self.room.versions)
        conn.close("kicked", message)

    def _hello(self, conn: Connection, msg: dict[str, Any]) -> None:
        if conn not in self.pending:
            return
        if msg["t"] != "HELLO":
            self._refuse(conn, "bad_message", "the first message must be HELLO")
            return
        code, message = self.room.admit(msg, conn.address)
        if code:
            self._refuse(conn, code, message)
            return
        self.pending.remove(conn)
        conn.handshake_deadline = None
        for signal in (conn.received, conn.bad_frame, conn.closed):
            signal.disconnect()
        old = self.guest
        if old is not None:  # half-open: the resume wins, the old socket goes
            self.guest = None
            old.closed.disconnect()
            old.close("kicked", "replaced by a resumed connection")
            self.room.seat_dropped(GUEST_SEAT, "lost")
        self.guest = conn
        conn.received.connect(lambda m, c=conn: self._guest_message(c, m))
        conn.bad_frame.connect(lambda err, c=conn: self._guest_bad(c, err))
        conn.closed.connect(lambda kind, detail, c=conn: self._guest_closed(c, kind, detail))
        welcome = self.room.seat_guest(msg)
        self.room.seats[GUEST_SEAT].connected = True
        self._send(GUEST_SEAT, welcome)
        self.dropped_at = None
        self._grace_told = False
        self.room.seat_connected(GUEST_SEAT)

    # ---------------------------------------------------------------- guest
    def _send(self, seat: int, msg: dict[str, Any]) -> None:
        if seat == HOST_SEAT:
            self.link.deliver(msg)
        elif self.guest is not None:
            if self.tap is not None:
                self.tap(P.encode_payload({**msg, "seq": self.guest.seq_out + 1},
                                          self.limits.frame_to_guest))
            self.guest.send(msg)

    def _kick(self, seat: int, reason: str) -> None:
        if seat == GUEST_SEAT and self.guest is not None:
            self.guest.close("kicked", reason)

    def _guest_message(self, conn: Connection, msg: dict[str, Any]) -> None:
        if conn is self.guest:
            self.room.handle(GUEST_SEAT, msg)

    def _guest_bad(self, conn: Connection, err: P.ProtocolError) -> None:
        if conn is self.guest:
            self.room.error(GUEST_SEAT, err.code, err.message)

    def _guest_closed(self, conn: Connection, kind: str, detail: str) -> None:
        if conn is not self.guest or self._shut:
            return
        self.guest = None
        self.dropped_at = self.clock()
        self._grace_told = False
        self.room.seat_dropped(GUEST_SEAT, "left" if kind == "left" else "lost")

    def _on_notice(self, kind: str, info: dict[str, Any]) -> None:
        with contextlib.suppress(RuntimeError):  # the Qt object is gone (at shutdown)
            self.notice.emit(kind, info)

    # ---------------------------------------------------------------- grace
    def check(self) -> None:
        """Tell the UI once the guest has been away longer than the grace period."""
        if (self.room.paused and self.dropped_at is not None and not self._grace_told
                and self.clock() - self.dropped_at >= self.limits.reconnect_grace_s):
            self._grace_told = True
            self.room.notice("grace_expired")
            self.grace_expired.emit()

    def keep_waiting(self) -> None:
        self.dropped_at = self.clock()
        self._grace_told = False

    def adjourn(self) -> None:
        self.room.adjourn()

    def claim_win(self) -> None:
        self.room.claim_win(HOST_SEAT)

    # --------------------------------------------------------------- resume
    def unfinished(self) -> list[Any]:
        """Unfinished duels in the duel log (offer these after a restart)."""
        return [] if self.store is None else self.store.unfinished()

    def resume(self, duel_id: str) -> None:
        """Rebuild a stored duel; the guest comes back with its resume token."""
        row = self.store.get(duel_id)
        if row is None:
            raise KeyError(duel_id)
        self.room.restore(row)
        self.dropped_at = self.clock()
