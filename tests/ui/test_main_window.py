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
