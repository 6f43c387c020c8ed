"""The LAN page of the main window: two players' pages over loopback, lobby to board."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rushdesk.db.userdb import UserDB
from rushdesk.ui.context import AppContext
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.lanpage import LobbyPage


@pytest.fixture
def pages(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(LobbyPage, "discovery_port", 0)
    made: list[tuple[LobbyPage, AppContext, UserDB]] = []

    def make(name: str) -> LobbyPage:
        user = UserDB.open(tmp_path / f"{name}.db")
        context = AppContext(user, face_folder=tmp_path / "faces")
        context.settings.set("player_name", name)
        context.settings.set("animation_speed", 0.0)
        page = LobbyPage(context)
        qtbot.addWidget(page)
        page.show()
        made.append((page, context, user))
        return page

    yield make
    for page, context, user in made:
        page.shutdown()
        context.close()
        user.close(backup_if_changed=False)


def test_a_lan_duel_goes_from_the_lobby_to_each_players_own_board_and_back(
        pages: Any, qtbot: QtBot) -> None:
    host, guest = pages("Ann"), pages("Bob")
    host.lobby.host_port.setValue(0)
    host.lobby.open_room()
    assert host.lobby.host is not None
    guest.lobby.address_edit.setText("127.0.0.1")
    guest.lobby.port_edit.setValue(host.lobby.host.port)
    guest.lobby.code_edit.setText(host.lobby.join_code)
    guest.lobby.join()
    qtbot.waitUntil(lambda: "Bob" in host.lobby.room_label.text(), timeout=5000)
    assert not host.in_duel() and host.can_leave()
    host.lobby.ready_box.setChecked(True)
    qtbot.waitUntil(lambda: guest.lobby.ready_box.isEnabled(), timeout=5000)
    guest.lobby.ready_box.setChecked(True)
    qtbot.waitUntil(lambda: host.board is not None and guest.board is not None, timeout=10000)
    assert isinstance(host.board, DuelBoard) and host.stack.currentWidget() is host.board
    assert (host.board.session.seat, guest.board.session.seat) == (0, 1)
    assert host.board.session.names == guest.board.session.names == ("Ann", "Bob")
    qtbot.waitUntil(lambda: guest.board.observation is not None
                    and host.board.observation is not None, timeout=5000)
    # each board sees only its own hand: (id, code) pairs for mine, a count for theirs
    for board in (host.board, guest.board):
        data = board.session.observation().data
        me, them = data["players"][board.session.seat], data["players"][1 - board.session.seat]
        assert len(me["hand"]) >= 4 and all(code > 0 for _, code in me["hand"])
        assert isinstance(them["hand"], int) and them["hand"] >= 4
    assert host.in_duel()
    guest.board.session.surrender()
    qtbot.waitUntil(lambda: host.board is not None and host.board.session.result() is not None,
                    timeout=5000)
    assert host.board.session.result()["winner"] == 0
    assert host.can_leave()
    host.back_to_lobby()
    assert host.board is None and host.stack.currentWidget() is host.lobby
