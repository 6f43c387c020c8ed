"""The main window and the Qt application entry point.

For now the window shows a short home text and a Quit action; the board, the deck
editor and the LAN lobby will hang off it.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

from rushdesk import __version__

HOME_TEXT = (
    "<h2>rushdesk</h2>"
    "<p>A desktop program for the Yu-Gi-Oh! Rush Duel card game.</p>"
    "<p>The rules engine is in place; the deck editor, the board, the practice AI "
    "and LAN duels are being built. Meanwhile, <code>rushdesk sim</code> plays "
    "random-vs-random duels from the command line.</p>"
)


class MainWindow(QMainWindow):
    """The top-level window: a home page and the application menu."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("rushdesk")
        self.resize(960, 640)

        home = QLabel(HOME_TEXT)
        home.setWordWrap(True)
        home.setMargin(24)
        home.setObjectName("home")
        self.setCentralWidget(home)

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.menuBar().addMenu("&File").addAction(self.quit_action)
        self.statusBar().showMessage(f"rushdesk {__version__}")


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window and run the Qt event loop; return the exit code.

    `argv` holds extra arguments for Qt (such as `-platform offscreen`), without the
    program name. They are ignored when a QApplication already exists.
    """
    program = sys.argv[0] if sys.argv and sys.argv[0] else "rushdesk"
    app = QApplication.instance() or QApplication([program, *argv])
    app.setApplicationName("rushdesk")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()
