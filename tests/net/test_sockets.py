"""Host and guest over real loopback sockets: hostile frames, deadlines, the handshake,
reconnects and rogue hosts (PROTOCOL.md F1-F5, F8, H1, H3, R1-R8, G1)."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from sqlite_utils import Database

from rushdesk.db.lanlog import LanLog
from rushdesk.net import protocol as P
from rushdesk.net.guest import Guest
from rushdesk.net.host import Host
from rushdesk.net.protocol import LIMITS, FrameDecoder, Limits

from .conftest import Pair
from .helpers import DECK_A, DECK_B, POOL, FakeClock, RandomPlayer


class Raw:
    """A bare socket speaking raw bytes to the host."""

    def __init__(self, qtbot: Any, port: int) -> None:
        self.qtbot = qtbot
        self.sock = QTcpSocket()
        self.decoder = FrameDecoder(LIMITS.frame_to_guest)
        self.msgs: list[dict[str, Any]] = []
        self.was_connected = False
        self.sock.readyRead.connect(self._read)
        self.sock.connected.connect(lambda: setattr(self, "was_connected", True))
        self.sock.connectToHost("127.0.0.1", port)
        qtbot.waitUntil(lambda: self.was_connected, timeout=3000)

    def connected(self) -> bool:
        return self.sock.state() == QAbstractSocket.SocketState.ConnectedState

    def closed(self) -> bool:
        return self.sock.state() == QAbstractSocket.SocketState.UnconnectedState

    def _read(self) -> None:
        for item in self.decoder.feed(bytes(self.sock.readAll().data())):
            assert isinstance(item, dict)
            self.msgs.append(item)

    def send(self, msg: dict[str, Any]) -> None:
        self.sock.write(P.encode({"seq": 1, **msg}, LIMITS.frame_to_guest))

    def write(self, data: bytes) -> None:
        self.sock.write(data)
        self.sock.flush()

    def error(self) -> dict[str, Any]:
        self.qtbot.waitUntil(lambda: any(m["t"] == "ERROR" for m in self.msgs), timeout=3000)
        return [m for m in self.msgs if m["t"] == "ERROR"][0]


def hello(host: Host, **changes: Any) -> dict[str, Any]:
    msg = {"t": "HELLO", "magic": P.MAGIC, "proto": P.PROTO, "app": P.APP,
           "engine": P.ENGINE, "carddb_sha256": host.room.carddb_sha256, "name": "Eve",
           "join_code": "123456", **changes}
    return {k: v for k, v in msg.items() if v is not None}


def start_duel(pair: Pair, guest: Guest) -> None:
    pair.host.local.submit_deck(DECK_A)
    pair.host.local.ready()
    guest.client.submit_deck(DECK_B)
    guest.client.ready()
    pair.qtbot.waitUntil(lambda: pair.host.room.state == "duel", timeout=5000)


def host_survives(pair: Pair, guest: Guest) -> None:
    assert guest.welcomed and guest.conn is not None and guest.conn.is_open
    assert pair.host.room.guest_seated and pair.host.room.seats[1].connected


# ---------------------------------------------------------------- hostile bytes
def test_f1_a_header_over_the_cap_is_refused_before_its_payload(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    raw = Raw(qtbot, pair.host.port)
    raw.write(struct.pack(">I", LIMITS.frame_to_host + 1))
    assert raw.error()["code"] == "frame_too_large"
    qtbot.waitUntil(raw.closed, timeout=3000)
    host_survives(pair, guest)


def test_f2_a_4_gib_header_is_closed_at_the_header(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    raw = Raw(qtbot, pair.host.port)
    raw.write(struct.pack(">I", 2**32 - 1) + b"\0" * 65536)
    qtbot.waitUntil(raw.closed, timeout=3000)
    assert raw.msgs[0]["code"] == "frame_too_large"
    assert pair.host.pending == []  # nothing of it is kept
    host_survives(pair, guest)


def test_f5_third_and_fourth_connections_find_the_room_full(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    waiting = [Raw(qtbot, pair.host.port) for _ in range(2)]
    qtbot.waitUntil(lambda: len(pair.host.pending) == 2, timeout=3000)
    extra = [Raw(qtbot, pair.host.port) for _ in range(2)]
    for raw in extra:
        assert raw.error()["code"] == "room_full"
        qtbot.waitUntil(raw.closed, timeout=3000)
    waiting[0].send(hello(pair.host))  # a full seat is also "room_full"
    assert waiting[0].error()["code"] == "room_full"
    host_survives(pair, guest)


def test_h3_a_first_frame_that_is_not_hello_is_refused(pair: Pair, qtbot: Any) -> None:
    raw = Raw(qtbot, pair.host.port)
    raw.send({"t": "READY"})
    assert raw.error()["code"] == "bad_message"
    qtbot.waitUntil(raw.closed, timeout=3000)


def test_f7_garbage_before_hello_is_refused(pair: Pair, qtbot: Any) -> None:
    raw = Raw(qtbot, pair.host.port)
    raw.write(struct.pack(">I", 5) + b"\xff\xfe{[x")
    assert raw.error()["code"] == "bad_message"
    qtbot.waitUntil(raw.closed, timeout=3000)


def test_f7_f8_bad_frames_from_a_seated_guest_count_toward_the_budget(
        pair: Pair, qtbot: Any) -> None:
    raw = Raw(qtbot, pair.host.port)
    raw.send(hello(pair.host))
    qtbot.waitUntil(lambda: any(m["t"] == "WELCOME" for m in raw.msgs), timeout=3000)
    token = [m for m in raw.msgs if m["t"] == "WELCOME"][0]["token"]
    for k in range(10):
        raw.write(struct.pack(">I", 3) + b"[1]")
        qtbot.waitUntil(lambda k=k: sum(m["t"] == "ERROR" for m in raw.msgs) == k + 1,
                        timeout=3000)
        assert not raw.closed()
    raw.write(struct.pack(">I", 3) + b"nul")
    qtbot.waitUntil(raw.closed, timeout=3000)
    assert pair.host.room.guest_seated  # the seat is kept: resume works
    again = Raw(qtbot, pair.host.port)
    again.send(hello(pair.host, join_code=None,
                     resume={"session": pair.host.room.session, "token": token, "last_seq": 0}))
    qtbot.waitUntil(lambda: any(m["t"] == "WELCOME" for m in again.msgs), timeout=3000)


# -------------------------------------------------------------------- deadlines
@pytest.fixture
def slow_pair(qtbot: Any) -> Any:
    clock = FakeClock()
    p = Pair(qtbot, clock=clock, tick_ms=0)
    p.clock = clock  # type: ignore[attr-defined]
    yield p
    p.close()


def test_f4_silence_after_connecting_is_closed_at_10_s(slow_pair: Pair, qtbot: Any) -> None:
    raw = Raw(qtbot, slow_pair.host.port)
    qtbot.waitUntil(lambda: len(slow_pair.host.pending) == 1, timeout=3000)
    conn = slow_pair.host.pending[0]
    slow_pair.clock.now += 9.9  # type: ignore[attr-defined]
    conn.check()
    assert conn.is_open
    slow_pair.clock.now += 0.1  # type: ignore[attr-defined]
    conn.check()
    assert not conn.is_open and raw.error()["code"] == "timeout"
    qtbot.waitUntil(raw.closed, timeout=3000)


def test_f3_one_byte_every_5_s_is_closed_by_the_deadline(slow_pair: Pair, qtbot: Any) -> None:
    raw = Raw(qtbot, slow_pair.host.port)
    qtbot.waitUntil(lambda: len(slow_pair.host.pending) == 1, timeout=3000)
    conn = slow_pair.host.pending[0]
    data = P.encode({**hello(slow_pair.host), "seq": 1}, 10_000)
    for k in range(3):
        raw.write(data[k:k + 1])
        qtbot.waitUntil(lambda k=k: conn.decoder.in_frame, timeout=3000)
        slow_pair.clock.now += 5  # type: ignore[attr-defined]
        conn.check()
    assert not conn.is_open
    qtbot.waitUntil(raw.closed, timeout=3000)


def test_ping_after_5_s_without_sending_at_under_and_over(qtbot: Any) -> None:
    clock = FakeClock()
    pair = Pair(qtbot, clock=clock, tick_ms=0)
    guest, _ = pair.seated(clock=clock, tick_ms=0)
    conn = pair.host.guest
    sent = conn.seq_out
    clock.now = conn.last_sent + 4.9
    conn.check()
    assert conn.seq_out == sent
    clock.now = conn.last_sent + 5.0
    conn.check()
    assert conn.seq_out == sent + 1  # a PING
    qtbot.waitUntil(lambda: guest.conn.seq_out >= 2, timeout=3000)  # HELLO, then PONG
    pair.close()


@pytest.mark.parametrize("wait, closed", [(9.9, False), (10.0, True), (10.1, True)])
def test_f4_handshake_deadline_at_under_and_over(slow_pair: Pair, qtbot: Any, wait: float,
                                                 closed: bool) -> None:
    Raw(qtbot, slow_pair.host.port)
    qtbot.waitUntil(lambda: len(slow_pair.host.pending) == 1, timeout=3000)
    conn = slow_pair.host.pending[0]
    slow_pair.clock.now += wait  # type: ignore[attr-defined]
    conn.check()
    assert conn.is_open is not closed


@pytest.mark.parametrize("wait, closed", [(29.9, False), (30.0, True), (30.1, True)])
def test_partial_frame_deadline_at_under_and_over(qtbot: Any, wait: float,
                                                  closed: bool) -> None:
    clock = FakeClock()
    pair = Pair(qtbot, clock=clock, tick_ms=0)
    guest, _ = pair.seated()
    conn = pair.host.guest
    guest.conn.socket.write(b"\0\0")  # half a header
    qtbot.waitUntil(lambda: conn.decoder.in_frame, timeout=3000)
    clock.now += wait
    conn.last_recv = clock.now  # keepalive is not what this test is about
    conn.check()
    assert conn.is_open is not closed
    pair.close()


def test_r8_both_sides_mark_the_connection_lost_after_30_s_of_silence(qtbot: Any) -> None:
    clock = FakeClock()
    pair = Pair(qtbot, clock=clock, tick_ms=0)
    guest, _ = pair.seated(clock=clock, tick_ms=0)
    guest.auto_reconnect = False
    host_conn, guest_conn = pair.host.guest, guest.conn
    lost: list[str] = []
    pair.host.notice.connect(lambda kind, info: lost.append(kind))
    # the cable is pulled: nothing is delivered any more (no event loop between checks)
    clock.now += 29.9
    host_conn.check()
    guest_conn.check()
    assert host_conn.is_open and guest_conn.is_open
    clock.now += 0.2
    host_conn.check()
    guest_conn.check()
    assert not host_conn.is_open and not guest_conn.is_open
    assert "lost" in lost
    pair.close()


# ------------------------------------------------------------------- handshake
def test_h1_guest_shows_both_versions(pair: Pair, qtbot: Any) -> None:
    guest = Guest(POOL, name="Old")
    guest.version_overrides = {"engine": "rushdesk-engine-0"}
    failures: list[tuple[str, str]] = []
    guest.failed.connect(lambda code, msg: failures.append((code, msg)))
    guest.join("127.0.0.1", pair.host.port, "123456")
    qtbot.waitUntil(lambda: bool(failures), timeout=3000)
    code, message = failures[0]
    assert code == "version_mismatch"
    assert "host runs" in message and P.ENGINE in message and "rushdesk-engine-0" in message


def test_h2_wrong_join_code_over_the_wire(pair: Pair, qtbot: Any) -> None:
    guest = Guest(POOL, name="Typo")
    failures: list[str] = []
    guest.failed.connect(lambda code, msg: failures.append(code))
    guest.join("127.0.0.1", pair.host.port, "654321")
    qtbot.waitUntil(lambda: bool(failures), timeout=3000)
    assert failures == ["bad_code"]
    assert not pair.host.room.guest_seated


# ------------------------------------------------------------------- reconnect
def test_r1_reconnect_mid_decision_restores_the_request_and_clock(qtbot: Any) -> None:
    clock = FakeClock()
    pair = Pair(qtbot, clock=clock, limits=Limits(decision_clock_s=180.0))
    guest, player = pair.seated(auto=False)
    pair.host_player.auto = False
    start_duel(pair, guest)
    room = pair.host.room
    if room.pending.seat == 0:  # play host moves until the guest must decide
        qtbot.waitUntil(lambda: pair.host.local.pending is not None, timeout=3000)
        while room.state == "duel" and room.pending.seat == 0:
            pending_id = room.pending.id
            pair.host.local.answer(0)
            qtbot.waitUntil(lambda p=pending_id: room.pending is None or room.pending.id != p,
                            timeout=3000)
    qtbot.waitUntil(lambda: guest.client.pending is not None, timeout=3000)
    request = guest.client.pending
    clock.now += 12.5  # the guest thinks for a while, then the cable goes
    notices: list[str] = []
    pair.host.notice.connect(lambda kind, info: notices.append(kind))
    guest.drop()
    qtbot.waitUntil(lambda: "paused" in notices, timeout=3000)
    assert pair.host.local.paused
    clock.now += 30  # time while disconnected does not count
    qtbot.waitUntil(lambda: "resumed" in notices, timeout=5000)
    # the guest keeps showing the old request while it is away: wait for the re-sent one
    qtbot.waitUntil(lambda: (guest.client.pending or request) is not request, timeout=3000)
    again = guest.client.pending
    assert again["id"] == request["id"] and again["options"] == request["options"]
    assert again["clock"] == pytest.approx(180.0 - 12.5)
    assert not pair.host.local.paused and guest.client.view_hash
    pair.close()


def test_r2_wrong_or_rotated_tokens_are_refused(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    first_token = guest.token
    guest.drop()
    qtbot.waitUntil(lambda: guest.welcomed and guest.token != first_token, timeout=5000)
    for token in (first_token, "not-a-token"):
        raw = Raw(qtbot, pair.host.port)
        raw.send(hello(pair.host, join_code=None,
                       resume={"session": pair.host.room.session, "token": token,
                               "last_seq": 0}))
        assert raw.error()["code"] == "bad_token"
        qtbot.waitUntil(raw.closed, timeout=3000)
    host_survives(pair, guest)


def test_r3_a_resume_while_the_old_socket_is_open_replaces_it(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    guest.auto_reconnect = False
    start_duel(pair, guest)
    twin = Guest(POOL, name="Bob")
    twin.resume("127.0.0.1", pair.host.port, guest.session, guest.token)
    qtbot.waitUntil(lambda: twin.welcomed, timeout=3000)
    qtbot.waitUntil(lambda: not guest.conn.is_open, timeout=3000)
    assert pair.host.guest is twin.conn or pair.host.guest.address
    assert pair.host.room.seats[1].connected and pair.host.guest is not None
    twin.leave()


def test_r5_after_the_grace_period_the_host_may_adjourn_then_resume(
        qtbot: Any, tmp_path: Path) -> None:
    clock = FakeClock()
    store = LanLog(Database(tmp_path / "lan.db"))
    pair = Pair(qtbot, clock=clock, store=store, tick_ms=0)
    guest, _ = pair.seated(auto=False)
    pair.host_player.auto = False
    start_duel(pair, guest)
    guest.auto_reconnect = False
    expired: list[bool] = []
    pair.host.grace_expired.connect(lambda: expired.append(True))
    guest.drop()
    qtbot.waitUntil(lambda: pair.host.room.paused, timeout=3000)
    clock.now += 119.9
    pair.host.check()
    assert not expired
    clock.now += 0.2
    pair.host.check()
    assert expired == [True]
    pair.host.adjourn()
    assert store.get(pair.host.room.duel_id).status == "adjourned"
    guest.auto_reconnect = True
    guest.resume("127.0.0.1", pair.host.port, guest.session, guest.token)
    qtbot.waitUntil(lambda: pair.host.room.state == "duel" and not pair.host.room.paused,
                    timeout=3000)
    assert store.get(pair.host.room.duel_id).status == "running"
    pair.host.claim_win()  # or end it: a win by disconnection
    qtbot.waitUntil(lambda: guest.client.result is not None, timeout=3000)
    assert guest.client.result["reason"] == "disconnect"
    pair.close()


def test_r6_bye_is_a_departure_not_a_lost_connection(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    notices: list[str] = []
    pair.host.notice.connect(lambda kind, info: notices.append(kind))
    guest.leave()
    qtbot.waitUntil(lambda: bool(notices), timeout=3000)
    assert notices[0] == "left" and "lost" not in notices


def test_r7_a_restarted_host_replays_the_log_and_the_guest_resumes(
        qtbot: Any, tmp_path: Path) -> None:
    store = LanLog(Database(tmp_path / "lan.db"))
    pair = Pair(qtbot, store=store)
    guest, player = pair.seated(auto=False)
    pair.host_player.auto = False
    start_duel(pair, guest)
    for p in (player, pair.host_player):
        p.auto = True
        if p.client.pending is not None:
            p.on_decision(p.client.pending)
    qtbot.waitUntil(lambda: len(pair.host.room.duel.actions) >= 10
                    or pair.host.room.state != "duel", timeout=5000)
    player.auto = pair.host_player.auto = False
    # the host "crashes": its sockets vanish without a word
    hash_before = pair.host.room.duel.state_hash()
    duel_id = pair.host.room.duel_id
    pair.host.guest.abort()
    pair.host.server.close()
    pair.host.deleteLater()
    qtbot.waitUntil(lambda: guest.lost_at is not None, timeout=3000)
    stored = store.get(duel_id)
    restarted_player = RandomPlayer(9, auto=True)
    host2 = Host(POOL, name="Ann", store=store, listener=restarted_player)
    restarted_player.client = host2.local
    assert [d.duel_id for d in host2.unfinished()] == [duel_id]
    host2.resume(duel_id)
    assert host2.room.duel.state_hash() == stored.state_hash == hash_before
    host2.listen(0)
    guest.port = host2.port  # the guest retries the host's address it stored
    player.auto = True
    qtbot.waitUntil(lambda: guest.client.result is not None, timeout=30000)
    assert guest.client.audit.ok, guest.client.audit.notes
    host2.close()


# ------------------------------------------------------------------ rogue host
class RogueHost:
    """A server that answers the HELLO with `payload` bytes."""

    def __init__(self, payload: bytes) -> None:
        self.payload = payload
        self.server = QTcpServer()
        self.server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
        self.server.newConnection.connect(self._accept)
        self.socks: list[QTcpSocket] = []

    def _accept(self) -> None:
        sock = self.server.nextPendingConnection()
        self.socks.append(sock)
        sock.readyRead.connect(lambda: (sock.readAll(), sock.write(self.payload)))


def _welcome() -> bytes:
    return P.encode({"t": "WELCOME", "seq": 1, "session": "s", "seat": 1, "token": "t",
                     "limits": {}, "host": {}, "room": {}}, LIMITS.frame_to_guest)


def _unknown_card_start() -> bytes:
    view = {"players": [{"hand": 4}, {"hand": [[5, 123456789]]}]}
    return _welcome() + P.encode(
        {"t": "DUEL_START", "seq": 2, "duel_id": "d", "first": 0, "seat": 1,
         "engine": P.ENGINE, "state": {"ver": 1, "view": view,
                                       "view_hash": P.view_hash(view)}}, LIMITS.frame_to_guest)


@pytest.mark.parametrize("payload, code", [
    (struct.pack(">I", 2 * 1024 * 1024) + b"x" * 1000, "frame_too_large"),
    (struct.pack(">I", 9) + b"{not json", "bad_message"),
    (b"", "unknown_card"),
])
def test_g1_a_rogue_host_gets_a_clean_disconnect(qtbot: Any, payload: bytes,
                                                 code: str) -> None:
    rogue = RogueHost(payload or _unknown_card_start())
    guest = Guest(POOL, name="Bob")
    failures: list[tuple[str, str]] = []
    guest.failed.connect(lambda c, m: failures.append((c, m)))
    guest.join("127.0.0.1", rogue.server.serverPort(), "1")
    qtbot.waitUntil(lambda: bool(failures), timeout=3000)
    assert failures[0][0] == code and failures[0][1]
    qtbot.waitUntil(lambda: not guest.conn.is_open, timeout=3000)
    rogue.server.close()


def test_ping_is_answered_and_counts_as_liveness(pair: Pair, qtbot: Any) -> None:
    guest, _ = pair.seated()
    conn = pair.host.guest
    before = conn.last_recv
    guest.conn.send({"t": "PING", "n": 41})
    qtbot.waitUntil(lambda: conn.last_recv > before, timeout=3000)
    assert json.dumps(pair.host.room.room_info())
