"""Importing the player's own EDOPro card database (`cards-rush.cdb`) from the editor.

The file is read and checked in a worker thread (`rushdesk.db.edopro.import_cdb`, which
reports progress every 250 rows) so the window stays responsive; then, on the GUI
thread, the card database is reopened (and rebuilt) with `AppContext.reopen_cards()`.
The rebuild runs there on purpose: the old database file must be closed before it is
replaced, which Windows insists on. The dialog ends with a summary in words: how many
cards came in, how many rushdesk can play and how many are browse-only.
"""

from __future__ import annotations

import html
import sqlite3
import threading
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rushdesk.db.cards import IMPORTED_FILE, playable
from rushdesk.db.edopro import CdbError, ImportReport, import_cdb
from rushdesk.db.paths import data_dir

KIND_LABELS = (("effect", "Effect"), ("normal", "Normal"), ("fusion", "Fusion"),
               ("ritual", "Ritual"), ("maximum", "Maximum pieces"), ("union", "Union"),
               ("spell", "Spells"),
               ("trap", "Traps"))


def summary_html(report: ImportReport, source: Path, browsable: int) -> str:
    """What an import brought in, in words."""
    kinds = ", ".join(f"{report.by_kind[key]:,} {label}" for key, label in KIND_LABELS
                      if report.by_kind.get(key))
    lines = [
        f"<p><b>Imported {report.total:,} cards</b> ({report.distinct:,} distinct cards; "
        f"reprints and alternate arts share a card) from {html.escape(source.name)}.</p>",
        f"<p><b>{report.scripted:,}</b> can be played in duels. "
        f"<b style='color:#c46210'>{report.unscripted:,}</b> are not playable yet: you can "
        "browse them and build with them, but decks holding them are refused in duels.</p>",
    ]
    if kinds:
        lines.append(f"<p>Distinct cards by kind: {kinds}; {report.legend:,} Legend "
                     "cards.</p>")
    if report.notes:
        shown = "\n".join(report.notes[:5])
        more = f"<br>… and {len(report.notes) - 5} more" if len(report.notes) > 5 else ""
        lines.append(f"<p>{len(report.notes)} rows had odd values (kept as "
                     f"read):<br><small>{html.escape(shown).replace(chr(10), '<br>')}"
                     f"{more}</small></p>")
    lines.append(f"<p>The card browser now lists {browsable:,} cards.</p>")
    return "".join(lines)


class _ImportJob:
    """What the import thread sees: plain Python, no Qt object (not even the worker)."""

    def __init__(self, source: Path, target: Path) -> None:
        self.source, self.target = source, target
        self.progress: deque[tuple[int, int]] = deque()  # appended as rows are read
        self.outcome: ImportReport | str | None = None  # the report or an error, last

    def run(self) -> None:
        try:
            outcome: ImportReport | str = import_cdb(
                self.source, self.target, playable,
                lambda done, total: self.progress.append((done, total)))
        except (CdbError, OSError, sqlite3.Error, ValueError) as exc:
            outcome = str(exc)
        except Exception as exc:  # never leave the dialog waiting for ever
            outcome = f"the import failed unexpectedly: {exc!r}"
        self.outcome = outcome


class CdbImportWorker(QObject):
    """Runs `import_cdb` off the GUI thread and reports on it from the GUI thread.

    The import runs in a plain Python thread that touches no Qt object: it records its
    progress and its outcome in an `_ImportJob`, and a timer on the GUI thread turns
    them into the `progressed`, `succeeded` and `failed` signals. (Qt signals emitted
    from Python threads are a known source of PySide crashes; see `rushdesk.ui.cardpix`.)
    """

    progressed = Signal(int, int)
    succeeded = Signal(object)  # ImportReport
    failed = Signal(str)

    POLL_MS = 50

    def __init__(self, source: Path, target: Path, parent: Any = None) -> None:
        super().__init__(parent)
        self.source, self.target = source, target
        self._job = _ImportJob(source, target)
        self._thread: threading.Thread | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._job.run, name="rushdesk-cdb-import",
                                        daemon=True)
        self._thread.start()
        self._timer.start()

    def isRunning(self) -> bool:  # noqa: N802 (the QThread name the dialog always used)
        return self._timer.isActive()

    def wait(self) -> None:
        """Block until the import has finished and its signals have been emitted."""
        if self._thread is not None:
            self._thread.join()
        self._poll()

    def _poll(self) -> None:  # on the GUI thread
        if not self._timer.isActive():
            return  # already reported
        job = self._job
        outcome = job.outcome  # read first: every progress report before it is queued
        while job.progress:
            self.progressed.emit(*job.progress.popleft())
        if outcome is None:
            return
        self._timer.stop()
        if isinstance(outcome, str):
            self.failed.emit(outcome)
        else:
            self.succeeded.emit(outcome)


class CdbImportDialog(QDialog):
    """Choose a `.cdb`, watch the progress, read the summary. `imported(report)` is
    emitted once the card database has been reopened with the new cards."""

    imported = Signal(object)
    failed = Signal(str)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.worker: CdbImportWorker | None = None
        self.report: ImportReport | None = None
        self._read: ImportReport | None = None  # read, not yet in the card database
        self.setWindowTitle("Import EDOPro cards")
        self.resize(520, 380)
        layout = QVBoxLayout(self)
        intro = QLabel("Import the Rush Duel cards of your own EDOPro installation "
                       "(its <i>cards-rush.cdb</i>, in EDOPro's <i>expansions</i> folder). "
                       "Cards rushdesk already knows keep their own data.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        self.path = QLineEdit()
        self.path.setPlaceholderText("cards-rush.cdb")
        browse = QPushButton("&Browse…")
        browse.clicked.connect(self._browse)
        self.start_button = QPushButton("&Import")
        self.start_button.clicked.connect(lambda: self.start(Path(self.path.text().strip())))
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        layout.addWidget(self.progress)
        self.summary = QTextBrowser()
        self.summary.setObjectName("import_summary")
        layout.addWidget(self.summary, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "EDOPro card database", "",
                                              "EDOPro card databases (*.cdb);;All files (*)")
        if path:
            self.path.setText(path)
            self.start(Path(path))

    def start(self, source: Path) -> None:
        """Import `source` in a worker thread; progress and summary follow."""
        if self.worker is not None and self.worker.isRunning():
            return
        if not str(source) or str(source) == ".":
            self.summary.setHtml("<p>Choose a card database first.</p>")
            return
        self.path.setText(str(source))
        self.start_button.setEnabled(False)
        self.progress.setRange(0, 0)  # busy until the first report
        self.summary.setHtml(f"<p>Reading {source.name}…</p>")
        self.source = source
        self.worker = CdbImportWorker(source, data_dir() / IMPORTED_FILE, self)
        self.worker.progressed.connect(self._progressed)
        self.worker.succeeded.connect(self._succeeded)
        self.worker.failed.connect(self._failed)
        self.worker.start()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _succeeded(self, report: ImportReport) -> None:
        self.summary.setHtml(f"<p>Read {report.total:,} cards; rebuilding the card "
                             "database…</p>")
        self.progress.setRange(0, 0)
        self._read = report
        # Let the window show "rebuilding" before the rebuild holds the GUI thread.
        QTimer.singleShot(30, self._rebuild)

    def _rebuild(self) -> None:
        report = self._read
        if report is None:
            return
        cards = self.context.reopen_cards()
        self.report = report
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self.summary.setHtml(summary_html(report, self.source, len(cards)))
        self.start_button.setEnabled(True)
        self.imported.emit(report)

    def _failed(self, message: str) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.start_button.setEnabled(True)
        self.summary.setHtml(f"<p style='color:#c62828'><b>Nothing was imported.</b></p>"
                             f"<p>{html.escape(message)}</p>")
        self.failed.emit(message)

    def done(self, result: int) -> None:
        if self.worker is not None:
            self.worker.wait()
        super().done(result)


__all__ = ["CdbImportDialog", "CdbImportWorker", "summary_html"]
