"""The main window, built offscreen."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rushdesk.ui.app import MainWindow, run_gui


def test_main_window_title_and_quit(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "rushdesk"
    window.quit_action.trigger()
    assert not window.isVisible()


def test_run_gui_returns_the_event_loop_exit_code(qtbot: QtBot) -> None:
    QTimer.singleShot(0, QApplication.quit)
    assert run_gui([]) == 0


def test_the_first_start_installs_the_prebuilt_decks_and_lists_them(
    qtbot: QtBot, tmp_path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    from PySide6.QtWidgets import QLabel

    from rushdesk.db.decks import load_prebuilt
    from rushdesk.db.userdb import UserDB

    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    seen: list[str] = []

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                seen.append(widget.findChild(QLabel, "home").text())
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert run_gui([]) == 0
    names = [p.name for p in load_prebuilt()]
    assert seen and all(name in seen[0] for name in names)
    db = UserDB.open()
    try:
        assert sorted(d.name for d in db.list_decks()) == sorted(names)
        assert all(len(d.deck.main) == 40 for d in db.list_decks())
    finally:
        db.close()
