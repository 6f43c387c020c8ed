"""Importing an EDOPro card database from the editor: progress, the summary in words,
the browser listing the new cards; a bad file imports nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from editor_helpers import NO_REFERENCE, REFERENCE_CDB
from pytestqt.qtbot import QtBot

from rushdesk.ui.editor import DeckEditorPage


@pytest.mark.skipif(not REFERENCE_CDB.exists(), reason=NO_REFERENCE)
def test_importing_the_reference_database_shows_a_summary(
        qtbot: QtBot, page: DeckEditorPage) -> None:
    before = page.card_model.rowCount()
    deck_before = page.document.deck()
    dialog = page.open_cdb_import()
    qtbot.addWidget(dialog)
    steps: list[int] = []
    dialog.progress.valueChanged.connect(steps.append)
    with qtbot.waitSignal(dialog.imported, timeout=60_000):
        dialog.start(REFERENCE_CDB)
    report = dialog.report
    assert report is not None and (report.total, report.distinct) == (3478, 3110)
    summary = dialog.summary.toPlainText()
    assert "Imported 3,478 cards (3,110 distinct cards" in summary
    assert f"{report.scripted:,} can be played in duels" in summary
    assert f"{report.unscripted:,} are not playable yet" in summary
    assert "107 Legend cards" in summary
    # Progress came in steps of 250 rows while reading, then the end of the rebuild.
    assert 3000 in steps and 3478 in steps
    assert dialog.progress.value() == dialog.progress.maximum()
    # The browser now lists every imported card; the unscripted ones are marked.
    assert page.card_model.rowCount() == 3478 > before
    assert f"The card browser now lists {page.card_model.rowCount():,} cards" in summary
    assert page.browser.count.text() == "3,478 cards"
    unscripted = [s for s in page.card_model.rows() if not s.scripted]
    assert len(unscripted) > 2000
    page.browser.scripted_only.setChecked(True)
    assert len(page.browser.shown_codes()) == 3478 - len(unscripted)
    assert page.document.deck() == deck_before and page.badge.text() == "Legal"
    # An unscripted card may go in a deck; the editor says duels will refuse it.
    page.browser.scripted_only.setChecked(False)
    assert page.document.add(unscripted[0].card.code, "side")
    assert page.badge.text() == "Legal"
    warning = page.problem_list.item(page.problem_list.count() - 1).text()
    assert warning.startswith("⚠ 1 card name in this deck cannot be played yet")
    assert unscripted[0].card.name in warning
    dialog.close()


def small_cdb(path: Path) -> Path:
    """An EDOPro-shaped database of three invented Rush cards: two Effect Monsters (no
    script, so not playable) and one Normal Monster (nothing to script: playable)."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("CREATE TABLE datas(id integer primary key, ot integer, alias integer, "
                     "setcode integer, type integer, atk integer, def integer, level integer, "
                     "race integer, attribute integer, category integer)")
        conn.execute("CREATE TABLE texts(id integer primary key, name text, desc text, "
                     + ", ".join(f"str{i} text" for i in range(1, 17)) + ")")
        for code, name, kind in ((169900001, "Invented Striker", 0x21),
                                 (169900002, "Invented Guard", 0x21),
                                 (169900003, "Invented Plain Beast", 0x11)):
            conn.execute("INSERT INTO datas VALUES (?, 512, 0, 0, ?, 1000, 800, 4, 1, 1, 0)",
                         (code, kind))
            conn.execute("INSERT INTO texts(id, name, desc) VALUES (?, ?, 'Invented.')",
                         (code, name))
    conn.close()
    return path


def test_importing_a_small_database_shows_what_is_playable(
        qtbot: QtBot, page: DeckEditorPage, tmp_path: Path) -> None:
    before = page.card_model.rowCount()
    dialog = page.open_cdb_import()
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.imported, timeout=30_000):
        dialog.start(small_cdb(tmp_path / "cards-rush.cdb"))
    summary = dialog.summary.toPlainText()
    assert "Imported 3 cards (3 distinct cards" in summary
    assert "1 can be played in duels. 2 are not playable yet" in summary
    assert "Distinct cards by kind: 2 Effect, 1 Normal; 0 Legend cards." in summary
    assert page.card_model.rowCount() == before + 3
    page.browser.search.setText("invented")
    shown = {page.catalog.specs[c].card.name: page.catalog.specs[c].scripted
             for c in page.browser.shown_codes()}
    assert shown == {"Invented Striker": False, "Invented Guard": False,
                     "Invented Plain Beast": True}
    dialog.close()


def test_a_file_that_is_not_a_card_database_imports_nothing(
        qtbot: QtBot, page: DeckEditorPage, tmp_path: Path) -> None:
    bogus = tmp_path / "cards-rush.cdb"
    bogus.write_bytes(b"this is not SQLite" * 100)
    before = page.card_model.rowCount()
    dialog = page.open_cdb_import()
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.failed, timeout=30_000):
        dialog.start(bogus)
    assert "Nothing was imported." in dialog.summary.toPlainText()
    assert str(bogus) in dialog.summary.toPlainText()
    assert dialog.report is None and page.card_model.rowCount() == before
    assert dialog.start_button.isEnabled()
    dialog.close()


def test_an_unexpected_failure_in_the_import_thread_is_reported_not_hung(
        qtbot: QtBot, page: DeckEditorPage, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import rushdesk.ui.editor.cdbimport as cdbimport

    def broken(*args: object) -> None:
        raise RuntimeError("disk controller on fire")

    monkeypatch.setattr(cdbimport, "import_cdb", broken)
    source = tmp_path / "cards-rush.cdb"
    source.write_bytes(b"")
    dialog = page.open_cdb_import()
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.failed, timeout=30_000) as failure:
        dialog.start(source)
    assert "unexpectedly" in failure.args[0] and "disk controller" in failure.args[0]
    assert "Nothing was imported." in dialog.summary.toPlainText()
    assert dialog.start_button.isEnabled()
    dialog.close()
