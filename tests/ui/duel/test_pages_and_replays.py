"""The duel page (deck choice, a duel to its end, surrender, rematch), replays saved to
the user database that reproduce the duel's final state hash, and the replay viewer
stepping forward, back and seeking on the same board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rushdesk.db.decks import load_prebuilt
from rushdesk.db.userdb import UserDB
from rushdesk.engine import Duel, DuelRecord
from rushdesk.ui.context import AppContext
from rushdesk.ui.duel import DuelPage
from rushdesk.ui.duel import session as session_module
from rushdesk.ui.duel.replays import ReplaysPage

from .agents import greedy_factory
from .driver import play_out, wait_for_turn

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture
def context(qapp, tmp_path: Path, face_folder: Path,  # type: ignore[no-untyped-def]
            monkeypatch: pytest.MonkeyPatch) -> Iterator[AppContext]:
    monkeypatch.setattr(session_module, "default_agent_factory", lambda: greedy_factory)
    user = UserDB.open(tmp_path / "user.db")
    ctx = AppContext(user, face_folder=face_folder)
    ctx.settings.set("animation_speed", 0.0)
    ctx.settings.set("player_name", "Yuga")
    yield ctx
    ctx.close()
    user.close(backup_if_changed=False)


def open_page(qtbot: QtBot, context: AppContext) -> DuelPage:
    page = DuelPage(context)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_deck_choice_lists_user_and_prebuilt_decks(qtbot: QtBot, context: AppContext) -> None:
    page = open_page(qtbot, context)
    mine = [page.setup.my_deck.itemText(k) for k in range(page.setup.my_deck.count())]
    theirs = [page.setup.ai_deck.itemText(k) for k in range(page.setup.ai_deck.count())]
    assert "Magnum Overlord Maximum" in mine  # installed into the user's decks
    assert "Prebuilt: Dragon Strike" in theirs and "Magnum Overlord Maximum" in theirs
    assert page.setup.level.currentText() == "normal"


def test_surrender_saves_the_duel_and_rematch_starts_another(qtbot: QtBot,
                                                               context: AppContext) -> None:
    page = open_page(qtbot, context)
    page.setup.my_deck.setCurrentText("Sevens Road Magic")
    page.setup.ai_deck.setCurrentText("Prebuilt: Dragon Strike")
    page.setup.first.setCurrentIndex(1)
    qtbot.mouseClick(page.setup.start_button, Qt.MouseButton.LeftButton)
    board = page.board
    assert board is not None and page.stack.currentWidget() is board
    wait_for_turn(qtbot, board)
    assert board.scene.lp[0].name == "Yuga"
    qtbot.mouseClick(board.surrender_button, Qt.MouseButton.LeftButton)
    assert board.session.result() is None  # the first click only asks
    with qtbot.waitSignal(board.finished):
        qtbot.mouseClick(board.surrender_button, Qt.MouseButton.LeftButton)
    assert board.end_bar.isVisible() and board.scene._banner.title == "DEFEAT"
    [saved] = context.user.list_replays()
    assert saved.winner == 1 and "surrendered" in saved.reason
    qtbot.mouseClick(board.rematch_button, Qt.MouseButton.LeftButton)
    assert page.board is not None and page.board is not board
    wait_for_turn(qtbot, page.board)
    qtbot.keyClick(page.board, Qt.Key.Key_E)  # play a little, then leave
    qtbot.mouseClick(page.board.leave_button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.setup and page.board is None
    assert [r.reason for r in context.user.list_replays()][0] == "left before the end"
    assert len(context.user.list_replays()) == 2


def test_a_saved_replay_reproduces_the_duel_and_plays_on_the_board(
        qtbot: QtBot, context: AppContext) -> None:
    page = open_page(qtbot, context)
    board = page.start("Magnum Overlord Maximum", "Prebuilt: Sevens Road Magic", "normal",
                       first=0, seed=5)
    assert board is not None
    session = board.session
    play_out(qtbot, board, seed=5)
    final = session.duel.state_hash()
    [entry] = context.user.list_replays()
    record = DuelRecord.from_dict(context.user.get_replay(entry.id).record)
    assert Duel.replay(record, context.cards.pool()).state_hash() == final
    assert entry.players == ("Yuga", "AI · normal") and entry.turns == session.duel.turn

    replays = ReplaysPage(context)
    qtbot.addWidget(replays)
    replays.resize(1280, 800)
    replays.show()
    assert replays.list.count() == 1
    viewer = replays.open_replay(entry.id)
    watched = viewer.session
    assert watched.length == len(record.actions)
    qtbot.mouseClick(viewer.buttons["last"], Qt.MouseButton.LeftButton)
    assert watched.duel.state_hash() == final
    assert watched.observation() == session.observation()
    assert viewer.board.scene._banner is not None
    qtbot.mouseClick(viewer.buttons["first"], Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.mouseClick(viewer.buttons["step"], Qt.MouseButton.LeftButton)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    qtbot.mouseClick(viewer.buttons["back"], Qt.MouseButton.LeftButton)
    expected = Duel.new(context.cards.pool(), record.decks, seed=record.seed,
                        first=record.first)
    for action in record.actions[:2]:
        expected.apply(action)
    assert watched.position == 2
    assert watched.observation() == expected.observe(entry.seat)
    assert viewer.board.scene.observation == watched.observation()
    assert viewer.where.text() == f"2 / {watched.length}"
    assert viewer.board.decision is None  # a replay is watched, never played
    qtbot.mouseClick(viewer.buttons["close"], Qt.MouseButton.LeftButton)
    assert replays.viewer is None


def test_the_main_window_opens_the_duel_and_replays_pages(qtbot: QtBot,
                                                           context: AppContext) -> None:
    from rushdesk.ui.app import MainWindow

    window = MainWindow(context=context)
    qtbot.addWidget(window)
    assert window.home.buttons["duel"].isEnabled() and window.home.buttons["replays"].isEnabled()
    page = window.open_page("duel")
    assert isinstance(page, DuelPage) and window.windowTitle() == "rushdesk — Duel"
    qtbot.mouseClick(page.setup.findChild(type(page.setup.start_button), "setup_home"),
                     Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
    assert isinstance(window.open_page("replays"), ReplaysPage)


def test_a_replay_that_no_longer_plays_back_is_refused_in_words(
        qtbot: QtBot, context: AppContext) -> None:
    """A record whose moves are not legal under this version's rules (say, saved by an
    earlier version), or that ends another way, is kept but not shown: no exception."""
    deck = load_prebuilt()[0].deck
    duel = Duel.new(context.cards.pool(), (deck, deck), seed=3)
    for _ in range(6):
        duel.apply(duel.legal_actions()[0])
    good = duel.record().to_dict()
    broken = dict(good, actions=[*good["actions"][:3], {"kind": "attack", "card": 9999,
                                                        "target": -2}])
    ids = [context.user.save_replay(r, players=("A", "B")) for r in (good, broken)]
    replays = ReplaysPage(context)
    qtbot.addWidget(replays)
    assert replays.open_replay(ids[1]) is None
    assert "not legal under this version's rules" in replays.status.text()
    assert replays.viewer is None and replays.list.count() == 2  # nothing deleted
    viewer = replays.open_replay(ids[0])  # an unfinished duel: nothing to compare
    assert viewer is not None and replays.status.text() == ""
    replays.close_viewer()
    finished = Duel.new(context.cards.pool(), (deck, deck), seed=4)
    while not finished.is_over:
        finished.apply(finished.legal_actions()[-1])
    assert finished.result is not None
    wrong = 1 - finished.result.winner if finished.result.winner is not None else 0
    other = context.user.save_replay(finished.record().to_dict(), players=("A", "B"),
                                     winner=wrong)
    assert replays.open_replay(other) is None
    assert "another result" in replays.status.text()
