"""LAN discovery over UDP (PROTOCOL.md 1.3 DISCOVER / ANNOUNCE, L1-L4).

The guest's `DiscoveryBrowser` sends a DISCOVER datagram to the broadcast address of
every network interface that can broadcast (a subnet-directed broadcast reaches the
real adapter even when a virtual one owns the default route), and to
255.255.255.255; the host's `DiscoveryResponder`, bound to the fixed discovery port,
answers each with an ANNOUNCE naming its TCP port, versions and room state. Datagrams
are JSON objects of at most 512 bytes, checked by the same strict decoder as frames;
anything else is ignored, and each source gets at most one answer per second.
Manual address and port entry never depends on any of this.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QNetworkInterface,
    QUdpSocket,
)

from . import protocol as P
from .protocol import LIMITS, Limits


def encode_datagram(msg: dict[str, Any]) -> bytes:
    return P.encode_payload({"seq": 0, **msg}, LIMITS.datagram_bytes)


def decode_datagram(data: bytes, expected: str) -> dict[str, Any] | None:
    """A checked datagram of type `expected`, or None for anything else."""
    if len(data) > LIMITS.datagram_bytes:
        return None
    try:
        msg = P.decode_payload(data)
    except P.ProtocolError:
        return None
    if msg["t"] != expected or msg.get("magic") != P.MAGIC:
        return None
    return msg


def broadcast_addresses() -> list[QHostAddress]:
    """The broadcast address of every up, broadcast-capable IPv4 interface."""
    flags = QNetworkInterface.InterfaceFlag
    out: list[QHostAddress] = []
    for iface in QNetworkInterface.allInterfaces():
        f = iface.flags()
        if not (f & flags.IsUp and f & flags.IsRunning and f & flags.CanBroadcast):
            continue
        for entry in iface.addressEntries():
            bcast = entry.broadcast()
            if (not bcast.isNull() and entry.ip().protocol()
                    == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol):
                out.append(bcast)
    return out


def compatibility(announce: dict[str, Any], carddb_sha256: str) -> str:
    """"" when we can join this host, else why not (for the greyed list entry)."""
    if announce["proto"].split(".")[0] != P.PROTO.split(".")[0]:
        return f"protocol {announce['proto']} (you have {P.PROTO})"
    if announce["engine"] != P.ENGINE:
        return f"engine {announce['engine']} (you have {P.ENGINE})"
    theirs = announce.get("carddb_sha256")
    if theirs and carddb_sha256 and theirs != carddb_sha256:
        return "another card database"
    return ""


class DiscoveryResponder(QObject):
    """The host's side: answers DISCOVER with ANNOUNCE built by `info()`."""

    def __init__(self, info: Callable[[], dict[str, Any]], port: int = P.DISCOVERY_PORT,
                 clock: Callable[[], float] = time.monotonic, limits: Limits = LIMITS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.info, self.clock, self.limits = info, clock, limits
        self.socket = QUdpSocket(self)
        self.requested_port = port
        self.ignored = 0
        self.answered = 0
        self._last: dict[str, float] = {}
        self.socket.readyRead.connect(self._read)

    def start(self) -> bool:
        """Bind the discovery port; False (discovery off, manual entry still works) if
        another program holds it."""
        mode = (QAbstractSocket.BindFlag.ShareAddress
                | QAbstractSocket.BindFlag.ReuseAddressHint)
        return bool(self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4),
                                     self.requested_port, mode))

    @property
    def port(self) -> int:
        return int(self.socket.localPort())

    def stop(self) -> None:
        self.socket.close()

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            dgram = self.socket.receiveDatagram(self.limits.datagram_bytes + 1)
            data = bytes(dgram.data().data())
            if decode_datagram(data, "DISCOVER") is None:
                self.ignored += 1
                continue
            source = dgram.senderAddress().toString()
            now = self.clock()
            if now - self._last.get(source, -1e9) < self.limits.announce_interval_s:
                self.ignored += 1
                continue
            self._last[source] = now
            if len(self._last) > 256:  # bounded memory under a flood of sources
                self._last = {source: now}
            reply = encode_datagram({"t": "ANNOUNCE", **self.info()})
            self.socket.writeDatagram(reply, dgram.senderAddress(), dgram.senderPort())
            self.answered += 1


class DiscoveryBrowser(QObject):
    """The guest's side: `probe()` asks every broadcast address; `found(host)` gives a
    dict with address, tcp_port, name, versions, room and `incompatible` (a reason, or
    "" when joinable)."""

    found = Signal(object)

    def __init__(self, carddb_sha256: str = "", port: int = P.DISCOVERY_PORT,
                 extra_targets: Iterable[tuple[str, int]] = (),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.carddb_sha256 = carddb_sha256
        self.port = port
        self.extra_targets = list(extra_targets)
        self.hosts: dict[tuple[str, int], dict[str, Any]] = {}
        self.socket = QUdpSocket(self)
        self.socket.readyRead.connect(self._read)
        self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), 0)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.probe)

    def start(self, every_ms: int = 2000) -> None:
        self.probe()
        self._timer.start(every_ms)

    def stop(self) -> None:
        self._timer.stop()

    def probe(self) -> None:
        data = encode_datagram({"t": "DISCOVER", "magic": P.MAGIC, "proto": P.PROTO})
        targets = [(a, self.port) for a in broadcast_addresses()]
        targets.append((QHostAddress(QHostAddress.SpecialAddress.Broadcast), self.port))
        targets += [(QHostAddress(a), p) for a, p in self.extra_targets]
        for address, port in targets:
            self.socket.writeDatagram(data, address, port)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            dgram = self.socket.receiveDatagram(LIMITS.datagram_bytes + 1)
            msg = decode_datagram(bytes(dgram.data().data()), "ANNOUNCE")
            if msg is None:
                continue
            address = dgram.senderAddress().toString().removeprefix("::ffff:")
            host = {**{k: v for k, v in msg.items() if k not in ("t", "seq")},
                    "address": address,
                    "incompatible": compatibility(msg, self.carddb_sha256)}
            self.hosts[(address, msg["tcp_port"])] = host
            self.found.emit(host)


def announce_info(host: Any, needs_code: bool) -> dict[str, Any]:
    """The ANNOUNCE fields of a running `Host`."""
    room = host.room
    state = room.state if not room.guest_seated or room.state != "lobby" else "full"
    return {"magic": P.MAGIC, "proto": P.PROTO, "app": P.APP, "engine": P.ENGINE,
            "name": room.seats[0].name, "tcp_port": host.port, "room": state,
            "needs_code": needs_code, "carddb_sha256": room.carddb_sha256}
