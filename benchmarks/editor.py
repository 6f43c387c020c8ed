"""Deck editor search: from a keystroke in the search box to the filtered cards shown.

Imports the reference EDOPro card database (3,478 rows, 3,110 distinct cards) into a
temporary rushdesk home, opens the deck editor offscreen at the main window's size and
types queries letter by letter with real key events (QKeyEvent). Each keystroke
is timed until the card table has painted: after the key event, the table's viewport is
asked for an update (so a keystroke that leaves the list unchanged still counts a
paint) and events are processed until its paint event has been handled.

Peers, measured in the same run over the same cards:
- "stock proxy": a QSortFilterProxyModel with Qt's own filtering
  (`setFilterFixedString` on the name column, case-insensitive) and sorting by name
  turned on, behind an identical table, typed into the same way;
- "Python scan": the obvious in-memory filter with no GUI, a lower-cased substring
  test over the names (what a keystroke costs before any widget is involved).

Card faces are not drawn (placeholders), so the figures measure searching and painting
the table, not Pillow. Prints wall-clock medians and 95th percentiles, and the CPU time
this process spent per keystroke (a shared, loaded machine stretches the wall clock);
`--json` ends with one JSON object. Budget (ARCHITECTURE.md section 9): <= 16 ms per
keystroke, results shown.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards-rush.cdb"
QUERIES = ["blue-eyes w", "dragon", "sevens road", "destroy", "maximum", "ドラゴン", "青眼",
           "160301001", "gear"]


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


class _PaintProbe:
    """Counts paint events of one widget."""

    def __init__(self, widget: Any) -> None:
        from PySide6.QtCore import QEvent, QObject

        probe = self

        class Filter(QObject):
            def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802
                if event.type() == QEvent.Type.Paint:
                    probe.paints += 1
                return False

        self.paints = 0
        self.filter = Filter()
        widget.installEventFilter(self.filter)


def _type_queries(search: Any, table: Any, rounds: int,
                  cpu: list[float] | None = None) -> list[float]:
    """Type every query letter by letter; return each keystroke's ms to a table paint
    (wall clock), and put the CPU ms this process spent on each in `cpu`."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    def key(letter: str) -> None:
        # A key event carrying the letter as text, as a keyboard or an input method
        # delivers it (QTest.keyClick only takes ASCII, and Japanese is typed too).
        code = ord(letter.upper()) if letter.isascii() and letter.isalnum() else 0
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(search, QKeyEvent(kind, code or Qt.Key.Key_unknown,
                                                     Qt.KeyboardModifier.NoModifier, letter))

    viewport = table.viewport()
    probe = _PaintProbe(viewport)
    times: list[float] = []
    for _ in range(rounds):
        for query in QUERIES:
            search.clear()
            QApplication.processEvents()
            for letter in query:
                before = probe.paints
                start, start_cpu = time.perf_counter(), time.process_time()
                key(letter)
                viewport.update()
                while probe.paints == before:
                    QApplication.processEvents()
                times.append((time.perf_counter() - start) * 1000)
                if cpu is not None:
                    cpu.append((time.process_time() - start_cpu) * 1000)
    search.clear()
    return times


def _stock_peer(model: Any, size: Any) -> tuple[Any, Any, Any]:
    """A stock QSortFilterProxyModel behind a plain table, with its own search box."""
    from PySide6.QtCore import QSortFilterProxyModel, Qt
    from PySide6.QtWidgets import QLineEdit, QTableView, QVBoxLayout, QWidget

    window = QWidget()
    layout = QVBoxLayout(window)
    search = QLineEdit()
    proxy = QSortFilterProxyModel(window)
    proxy.setSourceModel(model)
    proxy.setFilterKeyColumn(0)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    table = QTableView()
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    search.textChanged.connect(proxy.setFilterFixedString)
    layout.addWidget(search)
    layout.addWidget(table)
    window.resize(size)
    window.show()
    return window, search, table


def _python_scan(names: list[str], rounds: int) -> list[float]:
    times: list[float] = []
    for _ in range(rounds):
        for query in QUERIES:
            for end in range(1, len(query) + 1):
                text = query[:end].lower()
                start = time.perf_counter()
                [n for n in names if text in n]
                times.append((time.perf_counter() - start) * 1000)
    return times


def _figures(times: list[float]) -> dict[str, float]:
    return {"median_ms": statistics.median(times), "p95_ms": _p95(times),
            "keystrokes": len(times)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cdb", type=Path, default=REFERENCE, help="an EDOPro cards-rush.cdb")
    parser.add_argument("--rounds", type=int, default=3, help="times each query is typed")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not args.cdb.exists():
        print(f"no card database to import at {args.cdb}", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        os.environ["RUSHDESK_HOME"] = home
        report = _run(args, Path(home))
    _print(report, args.rounds)
    if args.json:
        print(json.dumps(report))
    return 0


def _run(args: argparse.Namespace, home: Path) -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    from rushdesk.db.cards import IMPORTED_FILE, playable
    from rushdesk.db.edopro import import_cdb
    from rushdesk.db.paths import data_dir
    from rushdesk.db.userdb import UserDB
    from rushdesk.ui.app import MainWindow, make_application
    from rushdesk.ui.context import AppContext
    from rushdesk.ui.editor import DeckEditorPage

    app = make_application([])
    import_cdb(args.cdb, data_dir() / IMPORTED_FILE, playable)
    user = UserDB.open()
    context = AppContext(user, face_folder=home / "faces")
    no_faces: Callable[..., None] = lambda card, width=0: None  # noqa: E731
    context.faces.request = no_faces  # type: ignore[method-assign]
    context.cards.get(0)  # built now (3,478 cards): the page itself is timed below
    window = MainWindow(decks=[d.name for d in user.list_decks()], context=context)
    window.show()
    start = time.perf_counter()
    page = window.open_page("editor")
    QApplication.processEvents()
    opened_ms = (time.perf_counter() - start) * 1000
    assert isinstance(page, DeckEditorPage)
    cards = page.card_model.rowCount()
    page.browser.search.setFocus()
    ours_cpu: list[float] = []
    ours = _type_queries(page.browser.search, page.browser.table, args.rounds, ours_cpu)

    peer_window, peer_search, peer_table = _stock_peer(page.card_model, window.size())
    peer_search.setFocus()
    stock_cpu: list[float] = []
    stock = _type_queries(peer_search, peer_table, args.rounds, stock_cpu)
    peer_window.close()
    names = [s.card.name.lower() for s in page.card_model.rows()]
    scan = _python_scan(names, args.rounds)
    window.close()
    context.close()
    user.close()
    app.processEvents()
    return {"cards": cards, "page_open_ms": opened_ms,
            "ours": {**_figures(ours), "cpu_median_ms": statistics.median(ours_cpu)},
            "stock_proxy": {**_figures(stock), "cpu_median_ms": statistics.median(stock_cpu)},
            "python_scan": _figures(scan), "load_average": os.getloadavg()[0]}


def _print(report: dict[str, Any], rounds: int) -> None:
    ours, stock, scan = report["ours"], report["stock_proxy"], report["python_scan"]
    met = "met" if ours["median_ms"] <= 16 else "NOT met"
    print(f"deck editor search over {report['cards']:,} cards, {ours['keystrokes']} keystrokes "
          f"({len(QUERIES)} queries typed {rounds} times), keystroke to table painted:")
    print(f"  rushdesk editor      median {ours['median_ms']:6.2f} ms   p95 "
          f"{ours['p95_ms']:6.2f} ms   CPU median {ours['cpu_median_ms']:5.2f} ms   (budget "
          f"<= 16 ms median: {met}; names, Japanese names, card text, passcode)")
    print(f"  stock proxy (peer)   median {stock['median_ms']:6.2f} ms   p95 "
          f"{stock['p95_ms']:6.2f} ms   CPU median {stock['cpu_median_ms']:5.2f} ms   "
          "(Qt's own filter and sort, names only)")
    print(f"  Python scan (peer)   median {scan['median_ms']:6.2f} ms   p95 "
          f"{scan['p95_ms']:6.2f} ms   (substring over names, no GUI)")
    print(f"  opening the editor page (card database already open): "
          f"{report['page_open_ms']:.0f} ms; load average {report['load_average']:.1f} "
          f"on {os.cpu_count()} cores (wall times grow with it; CPU times much less)")


if __name__ == "__main__":
    sys.exit(main())
