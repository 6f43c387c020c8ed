"""The main window and the Qt application entry point.

The window is a stack of pages: the home screen and, created the first time they are
opened, the deck editor, the duel setup and board, the LAN lobby and the replays. A
page is any QWidget built as `Page(context, parent)`; it may define `title`,
`can_leave() -> bool` (asked before the window closes, so unsaved work is never lost
silently) and a `navigate(str)` signal to ask for another page.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from rushdesk import __version__
from rushdesk.db.userdb import UserDB
from rushdesk.ui.home import HomePage, home_text

# page key -> (module, class). Imported on first use: start-up pays only for home.
PAGES: dict[str, tuple[str, str]] = {
    "editor": ("rushdesk.ui.editor", "DeckEditorPage"),
    "duel": ("rushdesk.ui.duel", "DuelPage"),
    "lan": ("rushdesk.ui.lanpage", "LobbyPage"),
    "replays": ("rushdesk.ui.duel.replays", "ReplaysPage"),
}

__all__ = ["PAGES", "MainWindow", "home_text", "run_gui", "single_instance_lock"]


def page_available(key: str) -> bool:
    module = PAGES[key][0]
    if module in sys.modules:
        return True
    try:
        return importlib.util.find_spec(module) is not None
    except (ModuleNotFoundError, ValueError):
        return False


class MainWindow(QMainWindow):
    """The top-level window: the home screen, the other pages, and the menus.
    `closed` is emitted when the window really closes (every page agreed)."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None, decks: Sequence[str] = (),
                 warning: str = "", context: object | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("rushdesk")
        self.resize(1200, 780)
        self.context = context
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.pages: dict[str, QWidget] = {}

        self.home = HomePage(decks, warning)
        self.home.chosen.connect(self.open_page)
        self.stack.addWidget(self.home)
        self.pages["home"] = self.home
        for key, button in self.home.buttons.items():
            if key in PAGES:
                button.setEnabled(context is not None and page_available(key))
            else:
                button.setEnabled(context is not None)

        self.home_action = QAction("&Home", self)
        self.home_action.setShortcuts([QKeySequence("Alt+Home"), QKeySequence("Ctrl+H")])
        self.home_action.triggered.connect(lambda: self.open_page("home"))
        self.settings_action = QAction("&Settings…", self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(lambda: self.open_page("settings"))
        self.settings_action.setEnabled(context is not None)
        self.quit_action = QAction("&Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        menu = self.menuBar().addMenu("&File")
        menu.addAction(self.home_action)
        menu.addAction(self.settings_action)
        menu.addSeparator()
        menu.addAction(self.quit_action)
        self.statusBar().showMessage(f"rushdesk {__version__}")
        self.home.buttons["duel"].setFocus()

    # -- pages ------------------------------------------------------------------------
    def open_page(self, key: str) -> QWidget | None:
        """Show page `key` (creating it the first time); settings open as a dialog."""
        if key == "settings":
            self.open_settings()
            return None
        if key == "home":
            self.stack.setCurrentWidget(self.home)
            self.setWindowTitle("rushdesk")
            self._refresh_home()
            return self.home
        page = self.pages.get(key)
        if page is None:
            module, name = PAGES[key]
            factory = getattr(importlib.import_module(module), name)
            page = factory(self.context, self)
            navigate = getattr(page, "navigate", None)
            if navigate is not None:
                navigate.connect(self.open_page)
            self.pages[key] = page
            self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.setWindowTitle(f"rushdesk — {getattr(page, 'title', key)}")
        return page

    def open_settings(self) -> None:
        from rushdesk.ui.settings import SettingsDialog

        if self.context is None:
            return
        SettingsDialog(self.context.settings, self).exec()  # type: ignore[attr-defined]

    def _refresh_home(self) -> None:
        user = getattr(self.context, "user", None)
        if user is not None:
            self.home.set_decks([d.name for d in user.list_decks()], user.warning,
                                latest_duels(user))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        for page in self.pages.values():
            can_leave = getattr(page, "can_leave", None)
            if can_leave is not None and not can_leave():
                event.ignore()
                return
        for page in self.pages.values():
            shutdown = getattr(page, "shutdown", None)
            if shutdown is not None:
                shutdown()
        event.accept()
        self.closed.emit()


def latest_duels(user: UserDB, count: int = 5) -> list[str]:
    """One line per recent duel for the home screen: when, who, and who won."""
    lines = []
    for replay in user.list_replays()[:count]:
        me, them = replay.players[replay.seat], replay.players[1 - replay.seat]
        outcome = ("draw" if replay.winner is None else
                   "won" if replay.winner == replay.seat else "lost")
        lines.append(f"{replay.created:%d %b %H:%M}: {me} vs {them}, {outcome} "
                     f"in {replay.turns} turns")
    return lines


def single_instance_lock(folder: Path) -> QLockFile | None:
    """The lock that keeps a second rushdesk from using the same user profile; None if
    another running rushdesk holds it (a stale lock of a crashed one is taken over)."""
    folder.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(folder / "rushdesk.lock"))
    lock.setStaleLockTime(0)  # a lock whose process is gone is stale at once
    return lock if lock.tryLock(100) else None


def offer_restore(db: UserDB) -> UserDB:
    """After a damaged user database was moved aside, offer the latest backup.

    Returns the database to use: the restored backup when the player accepts (and it
    can be read), else the fresh one that was opened in its place.
    """
    from rushdesk.db.userdb import UserDBError

    if db.recovered_from is None or db.latest_backup is None:
        return db
    when = db.latest_backup.stat().st_mtime
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(when))
    answer = QMessageBox.question(
        None, "rushdesk: your decks file was damaged",
        f"Your decks and settings file could not be read, so it was moved aside to\n"
        f"{db.recovered_from}\n(it is kept, never deleted).\n\n"
        f"Restore the latest backup, made {stamp}?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        return db
    backup, recovered, path = db.latest_backup, db.recovered_from, db.path
    db.close(backup_if_changed=False)
    try:
        restored = UserDB.restore_backup(backup, path)
    except UserDBError as exc:
        QMessageBox.warning(None, "rushdesk", f"The backup could not be restored: {exc}")
        return UserDB.open(path)
    restored.recovered_from = recovered
    restored.warning = f"Your decks were restored from the backup made {stamp}."
    return restored


def make_application(argv: Sequence[str]) -> QApplication:
    """The QApplication (created once), named, with the shipped Japanese font."""
    from rushdesk.ui.fonts import load_app_font
    from rushdesk.ui.gcguard import install as install_gc_guard

    program = sys.argv[0] if sys.argv and sys.argv[0] else "rushdesk"
    app = QApplication.instance() or QApplication([program, *argv])
    assert isinstance(app, QApplication)
    app.setApplicationName("rushdesk")
    app.setApplicationVersion(__version__)
    # The program ends when the main window closes (it asks its pages first), not when
    # Qt sees its last window go: hiding or deleting a window later in the same process
    # (tests, the self-test) would otherwise post a quit that ends the next event loop.
    app.setQuitOnLastWindowClosed(False)
    load_app_font(app)
    install_gc_guard(app)  # garbage collection on the GUI thread only (see gcguard)
    return app


def run_gui(argv: Sequence[str]) -> int:
    """Open the main window and run the Qt event loop; return the exit code.

    `argv` holds extra arguments for Qt (such as `-platform offscreen`), without the
    program name. They are ignored when a QApplication already exists.
    """
    app = make_application(argv)
    from rushdesk.db.paths import data_dir

    lock = single_instance_lock(data_dir())
    if lock is None:
        print("rushdesk is already running for this user profile; use that window.",
              file=sys.stderr)
        return 1
    from rushdesk.db.userdb import UserDBError
    from rushdesk.ui.context import AppContext

    try:  # the first start installs the prebuilt decks
        db = UserDB.open()
    except UserDBError as exc:
        window = MainWindow(warning=str(exc))
        window.closed.connect(app.quit)
        window.show()
        code = app.exec()
        window.hide()
        window.deleteLater()
        lock.unlock()
        return code
    db = offer_restore(db)
    context = AppContext(db)
    try:
        warning = db.warning or (f"Your decks file was damaged and was moved aside to "
                                 f"{db.recovered_from}." if db.recovered_from else "")
        window = MainWindow(warning=warning, context=context)
        window.home.set_decks([d.name for d in db.list_decks()], warning, latest_duels(db))
        saved = db.get_setting("window_geometry")
        if isinstance(saved, str):
            window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii")))
        window.closed.connect(app.quit)
        window.show()
        if os.environ.get("RUSHDESK_REPORT_SHOWN"):  # packaging/build.py times start-up
            QTimer.singleShot(0, lambda: (print(f"shown-at {time.time():.4f}", flush=True),
                                          app.quit()))
        code = app.exec()
        if not db.read_only:  # remembered for the next start
            geometry = bytes(window.saveGeometry().toBase64().data()).decode("ascii")
            if geometry != saved:
                db.set_setting("window_geometry", geometry)
        window.hide()
        window.deleteLater()  # a later run_gui in the same process starts clean
        return code
    finally:
        context.close()
        db.close()
        lock.unlock()
