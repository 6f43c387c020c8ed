"""One framed TCP connection (QtNetwork): reading, writing, deadlines and keepalive.

`Connection` wraps a `QTcpSocket`. It feeds arriving bytes to the pure
`FrameDecoder`, emits `received(msg)` for each good message and `bad_frame(error)` for
each bad payload (the stream is still in step), and closes on a framing error after
sending `ERROR frame_too_large`. `check()` (called by a timer, or by a test with a fake
clock) enforces the handshake and partial-frame deadlines, sends PING after a quiet
spell and reports the peer lost after `lost_after_s` without any frame. BYE closes
cleanly and is reported as "left", everything else as "lost".
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from . import protocol as P
from .protocol import LIMITS, Limits


class Connection(QObject):
    """A framed connection; `recv_cap`/`send_cap` are the payload caps per direction."""

    received = Signal(object)
    bad_frame = Signal(object)  # a ProtocolError for one bad payload
    closed = Signal(str, str)  # kind ("left", "lost", "kicked", "local"), detail

    def __init__(self, socket: QTcpSocket, *, recv_cap: int, send_cap: int,
                 clock: Callable[[], float] = time.monotonic, limits: Limits = LIMITS,
                 tick_ms: int = 500, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = socket
        self.limits = limits
        self.clock = clock
        self.send_cap = send_cap
        self.decoder = FrameDecoderWithClock(recv_cap, clock)
        now = clock()
        self.opened = now
        self.last_recv = self.last_sent = now
        self.handshake_deadline: float | None = None  # set by the host until HELLO
        self.seq_out = 0
        self.seq_in = 0
        self.ping_n = 0
        self.is_open = True
        self.address = socket.peerAddress().toString()
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        # an option set before the connection exists may be lost: set it again then
        socket.connected.connect(lambda: socket.setSocketOption(
            QAbstractSocket.SocketOption.LowDelayOption, 1))
        socket.setReadBufferSize(max(recv_cap, 64 * 1024))
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._on_disconnected)
        socket.errorOccurred.connect(self._on_error)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        if tick_ms:
            self._timer.start(tick_ms)

    # ---------------------------------------------------------------- send
    def send(self, msg: dict[str, Any]) -> bool:
        """Encode and write one message (the only writer); False once closed."""
        if not self.is_open:
            return False
        self.seq_out += 1
        frame = P.encode({**msg, "seq": self.seq_out}, self.send_cap)
        self.socket.write(frame)
        self.socket.flush()  # write now, not on the next event-loop turn: latency
        self.last_sent = self.clock()
        return True

    def send_error(self, code: str, message: str, **details: Any) -> None:
        msg: dict[str, Any] = {"t": "ERROR", "code": code, "message": message}
        if details:
            msg["details"] = details
        self.send(msg)

    def close(self, kind: str = "local", detail: str = "", bye: str = "") -> None:
        """Close after flushing what was written (with a BYE first when `bye`)."""
        if not self.is_open:
            return
        if bye:
            self.send({"t": "BYE", "reason": bye})
        self.is_open = False
        self._timer.stop()
        self.socket.flush()
        self.socket.disconnectFromHost()
        if self.socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            QTimer.singleShot(2000, self.socket.abort)
        self.closed.emit(kind, detail)

    def abort(self) -> None:
        """Drop the connection at once (tests simulate a pulled cable with this)."""
        self.socket.abort()

    # ---------------------------------------------------------------- read
    def _read(self) -> None:
        if not self.is_open:
            self.socket.readAll()
            return
        data = bytes(self.socket.readAll().data())
        if not data:
            return
        self.last_recv = self.clock()
        try:
            items = self.decoder.feed(data)
        except P.ProtocolError as exc:
            self.send_error(exc.code, exc.message)
            self.close("kicked", exc.message)
            return
        for item in items:
            if not self.is_open:
                return
            if isinstance(item, P.ProtocolError):
                self.bad_frame.emit(item)
                continue
            self.seq_in = item["seq"]
            t = item["t"]
            if t in ("PING", "PONG") and self.handshake_deadline is not None:
                self.received.emit(item)  # before HELLO: the host refuses it (H3)
            elif t == "PING":
                self.send({"t": "PONG", "n": item["n"]})
            elif t == "PONG":
                pass
            elif t == "BYE":
                self.is_open = False
                self._timer.stop()
                self.socket.disconnectFromHost()
                self.closed.emit("left", item["reason"])
            else:
                self.received.emit(item)

    # -------------------------------------------------------------- timing
    def check(self) -> None:
        """Deadlines and keepalive (PROTOCOL.md 1.8, section 2)."""
        if not self.is_open:
            return
        now = self.clock()
        if self.handshake_deadline is not None and now >= self.handshake_deadline:
            self.send_error("timeout", "no valid HELLO in time")
            self.close("kicked", "handshake deadline")
            return
        started = self.decoder.frame_started
        if started is not None and now - started >= self.limits.partial_frame_s:
            self.send_error("timeout", "a frame took too long to arrive")
            self.close("kicked", "partial-frame deadline")
            return
        if now - self.last_recv >= self.limits.lost_after_s:
            self.close("lost", "no frame for 30 s")
            return
        if now - self.last_sent >= self.limits.ping_after_s:
            self.ping_n += 1
            self.send({"t": "PING", "n": self.ping_n})

    def _on_disconnected(self) -> None:
        if self.is_open:
            self.is_open = False
            self._timer.stop()
            self.closed.emit("lost", "connection closed by the peer")

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError and self.is_open:
            self.is_open = False
            self._timer.stop()
            self.closed.emit("lost", self.socket.errorString())


class FrameDecoderWithClock(P.FrameDecoder):
    """A frame decoder that remembers when the frame now arriving began."""

    def __init__(self, cap: int, clock: Callable[[], float]) -> None:
        super().__init__(cap)
        self._clock = clock
        self.frame_started: float | None = None

    def feed(self, data: bytes) -> list[dict[str, Any] | P.ProtocolError]:
        if self.frame_started is None:
            self.frame_started = self._clock()
        items = super().feed(data)
        if not self.in_frame:
            self.frame_started = None
        elif items:
            self.frame_started = self._clock()  # a new frame began inside this chunk
        return items
