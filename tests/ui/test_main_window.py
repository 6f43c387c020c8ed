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


def test_a_second_instance_for_the_same_profile_is_refused(
    qtbot: QtBot, tmp_path, monkeypatch, capsys  # type: ignore[no-untyped-def]
) -> None:
    from rushdesk.ui.app import single_instance_lock

    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    held = single_instance_lock(tmp_path / "data")
    assert held is not None
    try:
        assert run_gui([]) == 1  # refused before any window opens
        assert "already running" in capsys.readouterr().err
    finally:
        held.unlock()
    QTimer.singleShot(0, QApplication.quit)
    assert run_gui([]) == 0  # free again once the first one is gone


def test_the_window_geometry_is_remembered(qtbot: QtBot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rushdesk.db.userdb import UserDB

    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))

    def resize_and_quit() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                widget.resize(780, 580)
        QApplication.quit()

    QTimer.singleShot(0, resize_and_quit)
    assert run_gui([]) == 0
    db = UserDB.open()
    saved = db.get_setting("window_geometry")
    db.close()
    assert isinstance(saved, str) and saved
    sizes: list[tuple[int, int]] = []

    def measure() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                sizes.append((widget.width(), widget.height()))
        QApplication.quit()

    QTimer.singleShot(0, measure)
    assert run_gui([]) == 0
    assert sizes and sizes[-1] == (780, 580)


def test_a_damaged_decks_file_is_moved_aside_and_the_latest_backup_offered(
    qtbot: QtBot, tmp_path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from rushdesk.db.userdb import FILE_NAME, UserDB
    from rushdesk.engine.deckrules import Deck

    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    db = UserDB.open()
    db.save_deck("Mine", Deck(main=(160001001,) * 3))
    assert db.close() is not None  # changed: a backup is written on exit
    path = tmp_path / "data" / FILE_NAME
    path.write_bytes(b"\x00garbage" * 500)
    asked: list[str] = []

    def yes(*args):  # type: ignore[no-untyped-def]
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    seen: list[str] = []

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow):
                seen.append(widget.home.info.text())
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert run_gui([]) == 0
    assert asked and "moved aside" in asked[0] and "Restore the latest backup" in asked[0]
    assert seen and "restored from the backup" in seen[0] and "Mine" in seen[0]
    assert any(p.name.startswith("user.corrupt-") for p in path.parent.iterdir())
    db = UserDB.open()
    assert "Mine" in [d.name for d in db.list_decks()]
    db.close()


def test_closing_the_main_window_ends_the_program_and_nothing_lingers(
    qtbot: QtBot, tmp_path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    """Quit closes the window, which ends the event loop; an event loop run later in
    the same process (the self-test, tests) is not cut short by a stray quit."""
    from PySide6.QtCore import QObject, Signal

    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))

    def quit_from_the_menu() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                widget.quit_action.trigger()

    QTimer.singleShot(0, quit_from_the_menu)
    assert run_gui([]) == 0

    class Later(QObject):
        fired = Signal()

    later = Later()
    QTimer.singleShot(200, later.fired.emit)
    with qtbot.waitSignal(later.fired, timeout=3000):
        pass
