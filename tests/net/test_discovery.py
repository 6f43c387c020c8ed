"""UDP discovery (PROTOCOL.md L2, L3; L4 is in tests/ui/test_lobby.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtNetwork import QHostAddress, QUdpSocket

from rushdesk.net import protocol as P
from rushdesk.net.discovery import (
    DiscoveryBrowser,
    DiscoveryResponder,
    announce_info,
    broadcast_addresses,
    decode_datagram,
    encode_datagram,
)

from .conftest import Pair
from .helpers import FakeClock


def _responder(pair: Pair, **info: Any) -> DiscoveryResponder:
    responder = DiscoveryResponder(lambda: {**announce_info(pair.host, True), **info},
                                   port=0, clock=FakeClock())
    assert responder.start()
    return responder


def test_a_browser_finds_the_host_with_its_versions(pair: Pair, qtbot: Any) -> None:
    responder = _responder(pair)
    browser = DiscoveryBrowser(pair.host.room.carddb_sha256, port=responder.port,
                               extra_targets=[("127.0.0.1", responder.port)])
    with qtbot.waitSignal(browser.found, timeout=3000) as found:
        browser.probe()
    host = found.args[0]
    assert host["tcp_port"] == pair.host.port and host["name"] == "Ann"
    assert host["engine"] == P.ENGINE and host["incompatible"] == ""
    assert host["needs_code"] is True


def test_l3_a_host_on_another_version_is_marked_incompatible(pair: Pair, qtbot: Any) -> None:
    responder = _responder(pair, engine="rushdesk-engine-0", proto="1.3")
    browser = DiscoveryBrowser(pair.host.room.carddb_sha256, port=responder.port,
                               extra_targets=[("127.0.0.1", responder.port)])
    with qtbot.waitSignal(browser.found, timeout=3000) as found:
        browser.probe()
    assert "rushdesk-engine-0" in found.args[0]["incompatible"]


def test_l2_garbage_big_and_wrong_magic_datagrams_are_ignored(pair: Pair, qtbot: Any) -> None:
    responder = _responder(pair)
    sock = QUdpSocket()
    target = QHostAddress("127.0.0.1")
    bad = [b"\xff\x00garbage", b"{" * 2048,
           encode_datagram({"t": "DISCOVER", "magic": "other-app", "proto": "1.0"}),
           b'{"t": "DISCOVER", "seq": 0, "magic": "rushdesk-lan", "proto": "1.0", "x": "'
           + b"a" * 600 + b'"}']
    for data in bad:
        sock.writeDatagram(data, target, responder.port)
    qtbot.waitUntil(lambda: responder.ignored == len(bad), timeout=3000)
    assert responder.answered == 0
    sock.writeDatagram(encode_datagram({"t": "DISCOVER", "magic": P.MAGIC, "proto": "1.0"}),
                       target, responder.port)
    qtbot.waitUntil(lambda: responder.answered == 1, timeout=3000)
    # a second request from the same source within a second gets no second answer
    sock.writeDatagram(encode_datagram({"t": "DISCOVER", "magic": P.MAGIC, "proto": "1.0"}),
                       target, responder.port)
    qtbot.waitUntil(lambda: responder.ignored == len(bad) + 1, timeout=3000)
    assert pair.host.room.state == "lobby"


def test_datagram_size_limit_at_under_and_over() -> None:
    head = b'{"t":"DISCOVER","seq":0,"magic":"rushdesk-lan","proto":"1.0","pad":"'
    for size, ok in ((511, True), (512, True), (513, False)):
        data = head + b"a" * (size - len(head) - 2) + b'"}'
        assert len(data) == size
        assert (decode_datagram(data, "DISCOVER") is not None) is ok


def test_broadcast_addresses_are_ipv4_broadcasts() -> None:
    for address in broadcast_addresses():
        assert address.toString().count(".") == 3
