"""The main window and the Qt application entry point.

For now the window shows a short home text and a Quit action; the board, the deck
editor and the LAN lobby will hang off it.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QWidget

from rushdesk import __version__

HOME_TEXT = (
    "<h2>rushdesk</h2>"
    "<p>A desktop program for the Yu-Gi-Oh! Rush Duel card game.</p>"
    "<p>The rules engine, the card database and the launch-format cards are in place; "
    "the deck editor, the board, the practice AI and LAN duels are being built. "
    "Meanwhile, <code>rushdesk sim</code> plays random-vs-random duels from the command "
    "line.</p>"
)


def home_text(decks: Sequence[str], warning: str = "") -> str:
    """The home page: what rushdesk is, the user's decks, and any database warning."""
    text = HOME_TEXT
    if decks:
        items = "".join(f"<li>{html.escape(name)}</li>" for name in decks)
        text += f"<p>Your decks:</p><ul>{items}</ul>"
    if warning:
        text += f"<p><b>{html.escape(warning)}</b></p>"
    return text


class MainWindow(QMainWindow):
    """The top-level window: a home page and the application menu."""

    def __init__(self, parent: QWidget | None = None, decks: Sequence[str] = (),
                 warning: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle("rushdesk")
        self.resize(960, 640)

        home = QLabel(home_text(decks, warning))
        home.setWordWrap(True)
        home.setMargin(24)
        home.setObjectName("home")
        self.setCentralWidget(home)

        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.menuBar().addMenu("&File").addAction(self.quit_action)
        self.statusBar().showMessage(f"rushdesk {__version__}")


def single_instance_lock(folder: Path) -> QLockFile | None:
    """The lock that keeps a second rushdesk from using the same user profile; None if
    another running rushdesk holds it (a stale lock of a crashed one is taken over)."""
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / "rushdesk.lock"))
    lock.setStaleLockTime(0)  # a lock whose process is gone is stale at once
    return lock if lock.tryLock(100) else None


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window and run the Qt event loop; return the exit code.

    `argv` holds extra arguments for Qt (such as `-platform offscreen`), without the
    program name. They are ignored when a QApplication already exists.
    """
    program = sys.argv[0] if sys.argv and sys.argv[0] else "rushdesk"
    app = QApplication.instance() or QApplication([program, *argv])
    app.setApplicationName("rushdesk")
    app.setApplicationVersion(__version__)
    from rushdesk.db.paths import data_dir

    lock = single_instance_lock(data_dir())
    if lock is None:
        print("rushdesk is already running for this user profile; use that window.",
              file=sys.stderr)
        return 1
    from rushdesk.db.userdb import UserDB, UserDBError

    try:  # the first start installs the prebuilt decks
        db = UserDB.open()
    except UserDBError as exc:
        window = MainWindow(warning=str(exc))
        window.show()
        code = app.exec()
        lock.unlock()
        return code
    try:
        warning = db.warning or (f"Your decks file was damaged and was moved aside to "
                                 f"{db.recovered_from}." if db.recovered_from else "")
        window = MainWindow(decks=[d.name for d in db.list_decks()], warning=warning)
        saved = db.get_setting("window_geometry")
        if isinstance(saved, str):
            window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
        window.show()
        code = app.exec()
        if not db.read_only:  # remembered for the next start
            geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
            if geometry != saved:
                db.set_setting("window_geometry", geometry)
        return code
    finally:
        db.close()
        lock.unlock()
