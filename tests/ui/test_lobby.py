"""The LAN lobby widget, driven offscreen (PROTOCOL.md L3, L4 and the error texts)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.engine.deckrules import Deck
from rushdesk.net import protocol as P
from rushdesk.ui.lobby import ERROR_TEXT, MANUAL_HINT, LobbyWidget, error_text

DECKS = {"Beatdown": Deck(main=tuple(SAMPLE_DECKS["beatdown"])),
         "Walls": Deck(main=tuple(SAMPLE_DECKS["walls"])),
         "Broken": Deck(main=tuple(SAMPLE_DECKS["walls"])[:30])}


@pytest.fixture
def lobbies(qtbot: Any) -> Any:
    made = []

    def make(name: str) -> LobbyWidget:
        lobby = LobbyWidget(FIXTURE_POOL, DECKS, discovery_port=0, name=name)
        qtbot.addWidget(lobby)
        made.append(lobby)
        return lobby

    yield make
    for lobby in made:
        lobby.close_connection()


def _open(host: LobbyWidget) -> int:
    host.host_port.setValue(0)
    host.open_room()
    assert host.host is not None
    return host.host.port


def test_every_error_code_has_a_clear_message() -> None:
    for code in P.ERROR_CODES:
        assert code in ERROR_TEXT
        assert "{" not in error_text(code, "details")
    assert "host runs A" in error_text("version_mismatch", "host runs A; you run B")


def test_hosting_shows_the_join_code_and_waits(lobbies: Any) -> None:
    host = lobbies("Ann")
    port = _open(host)
    code = host.code_label.text()
    assert len(code) == 6 and code.isdigit() and code == host.join_code
    assert f"port {port}" in host.host_status.text() and "Waiting" in host.host_status.text()


def test_l4_manual_join_deck_ready_and_chat(lobbies: Any, qtbot: Any) -> None:
    host, guest = lobbies("Ann"), lobbies("Bob")
    port = _open(host)
    assert guest.hint_label.text() == MANUAL_HINT and not guest.hint_label.isHidden()
    guest.address_edit.setText("127.0.0.1")
    guest.port_edit.setValue(port)
    guest.code_edit.setText(host.join_code)
    guest.join()
    qtbot.waitUntil(lambda: "Bob" in host.room_label.text(), timeout=5000)
    assert "Bob joined" in host.host_status.text()
    guest.chat_edit.setText("hi\u202e there\x1b")
    guest.send_chat()
    qtbot.waitUntil(lambda: "Bob: hi there" in host.chat_view.toPlainText(), timeout=3000)
    guest.deck_box.setCurrentText("Walls")
    started: list[Any] = []
    host.duel_started.connect(started.append)
    guest.duel_started.connect(started.append)
    host.ready_box.setChecked(True)
    guest.ready_box.setChecked(True)
    qtbot.waitUntil(lambda: len(started) == 2, timeout=5000)
    assert {c.seat for c in started} == {0, 1}


def test_an_illegal_deck_is_explained_and_ready_is_refused(lobbies: Any, qtbot: Any) -> None:
    host, guest = lobbies("Ann"), lobbies("Bob")
    port = _open(host)
    guest.address_edit.setText("127.0.0.1")
    guest.port_edit.setValue(port)
    guest.code_edit.setText(host.join_code)
    guest.join()
    qtbot.waitUntil(lambda: guest.ready_box.isEnabled(), timeout=5000)
    guest.deck_box.setCurrentText("Broken")
    qtbot.waitUntil(lambda: "refused this deck" in guest.error_label.text(), timeout=3000)
    guest.ready_box.setChecked(True)
    qtbot.waitUntil(lambda: error_text("deck_invalid") in guest.error_label.text(),
                    timeout=3000)
    assert not guest.ready_box.isChecked()


def test_a_wrong_code_and_a_closed_port_have_clear_messages(lobbies: Any, qtbot: Any) -> None:
    host, guest = lobbies("Ann"), lobbies("Bob")
    port = _open(host)
    guest.address_edit.setText("127.0.0.1")
    guest.port_edit.setValue(port)
    guest.code_edit.setText("000000" if host.join_code != "000000" else "111111")
    guest.join()
    qtbot.waitUntil(lambda: guest.error_label.text() == error_text("bad_code"), timeout=3000)
    host.close_connection()
    guest.join()
    qtbot.waitUntil(lambda: error_text("connection_refused") in guest.error_label.text(),
                    timeout=5000)


def test_l3_discovered_hosts_show_versions_and_other_versions_are_greyed(
        lobbies: Any, qtbot: Any) -> None:
    host, guest = lobbies("Ann"), lobbies("Bob")
    _open(host)
    assert host.responder is not None
    guest.browser.port = host.responder.port
    guest.start_discovery([("127.0.0.1", host.responder.port)])
    qtbot.waitUntil(lambda: guest.host_list.count() >= 1, timeout=3000)
    item = guest.host_list.item(0)
    assert "Ann" in item.text() and P.ENGINE in item.text()
    assert item.flags() & Qt.ItemFlag.ItemIsEnabled
    guest.browser.stop()
    guest.host_list.clear()
    guest.add_host({"name": "Old", "address": "10.0.0.5", "tcp_port": 47651, "app": "rushdesk",
                    "proto": "0.9", "engine": "rushdesk-engine-0", "room": "lobby",
                    "needs_code": True, "incompatible": "protocol 0.9 (you have 1.0)"})
    old = guest.host_list.item(0)
    assert not old.flags() & Qt.ItemFlag.ItemIsEnabled
    assert "0.9" in old.text() and "cannot join" in old.text()
    guest.host_list.setCurrentItem(old)
    guest.join()
    assert guest.guest is None and "Choose a room" in guest.error_label.text()


class FakeUserDB:
    """The two things the lobby uses of a UserDB: its database and settings."""

    def __init__(self) -> None:
        from sqlite_utils import Database

        from rushdesk.db.lanlog import create_lan_duels

        self.database = Database(memory=True)
        create_lan_duels(self.database)
        self.settings: dict[str, Any] = {}

    def get_setting(self, key: str, default: Any = None) -> Any:
        return self.settings.get(key, default)

    def set_setting(self, key: str, value: Any) -> None:
        self.settings[key] = value


def test_r7_an_unfinished_duel_is_offered_after_a_host_crash_and_resumed(
        qtbot: Any) -> None:
    host_db, guest_db = FakeUserDB(), FakeUserDB()
    host = LobbyWidget(FIXTURE_POOL, DECKS, discovery_port=0, name="Ann", user_db=host_db)
    guest = LobbyWidget(FIXTURE_POOL, DECKS, discovery_port=0, name="Bob", user_db=guest_db)
    qtbot.addWidget(host)
    qtbot.addWidget(guest)
    assert host.unfinished_list.count() == 0 and not guest.resume_button.isEnabled()
    port = _open(host)
    guest.address_edit.setText("127.0.0.1")
    guest.port_edit.setValue(port)
    guest.code_edit.setText(host.join_code)
    guest.join()
    qtbot.waitUntil(lambda: guest.ready_box.isEnabled(), timeout=5000)
    assert guest_db.settings["lan_resume"]["token"]
    host.ready_box.setChecked(True)
    guest.ready_box.setChecked(True)
    qtbot.waitUntil(lambda: host.host is not None and host.host.room.state == "duel",
                    timeout=5000)
    assert host.host is not None and host.host.guest is not None
    host.host.guest.abort()  # the host "crashes": no goodbye
    host.host.server.close()
    host.host = None
    qtbot.waitUntil(lambda: guest.guest is not None and guest.guest.lost_at is not None,
                    timeout=3000)
    guest.close_connection()

    restarted = LobbyWidget(FIXTURE_POOL, DECKS, discovery_port=0, name="Ann",
                            user_db=host_db)
    qtbot.addWidget(restarted)
    assert restarted.unfinished_list.count() == 1
    restarted.host_port.setValue(0)
    restarted.resume_room()
    assert restarted.host is not None and restarted.host.room.paused
    assert "restored" in restarted.host_status.text()
    rejoin = LobbyWidget(FIXTURE_POOL, DECKS, discovery_port=0, name="Bob", user_db=guest_db)
    qtbot.addWidget(rejoin)
    assert rejoin.resume_button.isEnabled()
    guest_db.settings["lan_resume"]["port"] = restarted.host.port  # a new ephemeral port
    rejoin.resume_last()
    qtbot.waitUntil(lambda: not restarted.host.room.paused, timeout=5000)
    assert restarted.host.room.seats[1].name == "Bob"
    rejoin.close_connection()
    restarted.close_connection()
    host.close_connection()


def test_r5_the_host_is_prompted_after_the_grace_period(lobbies: Any, qtbot: Any) -> None:
    host = lobbies("Ann")
    _open(host)
    assert host.host is not None and host.grace_box.isHidden()
    host.host.grace_expired.emit()
    assert not host.grace_box.isHidden()
    host._keep_waiting()
    assert host.grace_box.isHidden()


def test_the_guest_sees_the_audit_of_a_finished_duel(lobbies: Any) -> None:
    from rushdesk.net.seat import Audit

    guest = lobbies("Bob")
    guest.guest = object()  # type: ignore[assignment]  # as if joined
    audit = Audit(commitment_ok=True, seed_ok=True, replay_ok=True, view_ok=True)
    guest.on_duel_end({"winner": -1, "reason": "both LP 0"}, audit)
    assert "Draw" in guest.room_label.text() and "Fair duel" in guest.room_label.text()
    audit = Audit(commitment_ok=False, seed_ok=True, notes=["the revealed host secret does "
                                                              "not match the commitment"])
    guest.on_duel_end({"winner": 0, "reason": "resign"}, audit)
    assert "Audit failed" in guest.room_label.text()
    guest.guest = None


@pytest.mark.qt_log_ignore("This plugin does not support")  # offscreen: raise(), grabs
def test_the_duel_board_plays_a_lan_duel_from_the_guest_seat(qtbot: Any,
                                                             tmp_path: Any) -> None:
    """The board needs only the seat-session interface: a LanSession over a real guest
    connection drives it through a whole duel, by gestures."""
    import random

    from rushdesk.ai.sim import sample_pool_and_decks
    from rushdesk.net.guest import Guest
    from rushdesk.net.headless import RandomSeatPlayer
    from rushdesk.net.host import Host
    from rushdesk.ui.cardpix import FacePixmaps
    from rushdesk.ui.duel.board import DuelBoard
    from rushdesk.ui.lobby import LanSession
    from tests.ui.duel.driver import perform, policy, wait_for_turn

    pool, decks = sample_pool_and_decks()
    host_player = RandomSeatPlayer(3)
    host = Host(pool, name="Ann", join_code="1", listener=host_player)
    host_player.client = host.local
    host.listen(0)
    guest = Guest(pool, name="Bob")
    guest.join("127.0.0.1", host.port, "1")
    qtbot.waitUntil(lambda: guest.welcomed, timeout=5000)
    session = LanSession(guest.client, ("Ann", "Bob"))  # the seat is known from WELCOME
    faces = FacePixmaps(tmp_path)
    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    for client, name in ((host.local, "dragons"), (guest.client, "machines")):
        main, extra = decks[name]
        client.submit_deck(Deck(main=main, extra=extra))
        client.ready()
    qtbot.waitUntil(lambda: host.room.state == "duel", timeout=5000)
    assert session.seat == 1 and board.scene.viewer == 1
    rng, moves = random.Random(4), 0
    while session.result() is None and moves < 600:
        wait_for_turn(qtbot, board)
        if session.result() is not None:
            break
        decision = board.decision
        assert decision is not None and len(decision.actions) > 1
        before = len(host.room.duel.actions)
        action = policy(decision.actions, decision.kind, rng)
        gesture = perform(qtbot, board, action)
        # the answer goes over the socket: until the next request the board offers nothing
        assert board.decision is None, f"{gesture} did not answer {action}"
        # a generous bound: CI machines are shared, and a slow round trip is not a failure
        qtbot.waitUntil(lambda b=before: len(host.room.duel.actions) > b, timeout=20_000)
        moves += 1
    assert session.result() is not None and moves > 5
    assert guest.client.audit is not None and guest.client.audit.ok
    assert board.scene.observation == session.observation()
    guest.leave()
    host.close()
    faces.wait()


def test_the_hosts_board_learns_why_a_move_is_refused_and_the_guests_does_not(
        qtbot: Any) -> None:
    """On the host's own seat the room's engine explains a refused move (the board's
    hint line shows it); the guest's session has no engine and says nothing."""
    from rushdesk.ai.sim import sample_pool_and_decks
    from rushdesk.engine import Action
    from rushdesk.engine.explain import explain_illegal
    from rushdesk.net.guest import Guest
    from rushdesk.net.headless import RandomSeatPlayer
    from rushdesk.net.host import Host
    from rushdesk.ui.lobby import LanSession

    pool, decks = sample_pool_and_decks()
    host = Host(pool, name="Ann", join_code="1")
    session = LanSession(host.local, ("Ann", "Bob"), room=host.room)
    host.listen(0)
    guest_player = RandomSeatPlayer(5)
    guest = Guest(pool, name="Bob", listener=guest_player)
    guest_player.client = guest.client
    guest.join("127.0.0.1", host.port, "1")
    qtbot.waitUntil(lambda: guest.welcomed, timeout=5000)
    for client, name in ((host.local, "dragons"), (guest.client, "machines")):
        main, extra = decks[name]
        client.submit_deck(Deck(main=main, extra=extra))
        client.ready()
    qtbot.waitUntil(lambda: session.decision() is not None, timeout=20_000)
    duel = host.room.duel
    assert duel is not None and duel.current_player == session.seat == 0
    hand = [oid for oid, _ in session.observation().data["players"][0]["hand"]]
    refused = Action("attack", hand[0], target=-2)  # a card in the hand cannot attack
    assert refused not in session.decision().actions
    reason = session.why_not(refused)
    assert reason == explain_illegal(duel, refused)
    assert reason.startswith(("player 1 must answer", "only monsters you control can attack"))
    guest_session = LanSession(guest.client, ("Ann", "Bob"))
    assert guest_session.why_not(refused) == ""
    guest.leave()
    host.close()
