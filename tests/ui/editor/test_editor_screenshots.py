"""Screenshots for a person to look at: the home screen and the deck editor with a full
deck and its statistics. Written to tests/output/screenshots/ (git-ignored)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from editor_helpers import make_context
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rushdesk.ui.app import MainWindow
from rushdesk.ui.context import AppContext
from rushdesk.ui.editor import DeckEditorPage
from rushdesk.ui.fonts import load_app_font

SHOTS = Path(__file__).resolve().parents[2] / "output" / "screenshots"


@pytest.fixture
def drawing_context(home: Path) -> Iterator[AppContext]:
    context = make_context(home, draw_faces=True)
    yield context
    context.close()
    context.user.close()


def settle(qtbot: QtBot, context: AppContext) -> None:
    """Let every requested face be drawn and shown."""
    for _ in range(3):
        QApplication.processEvents()
        context.faces.wait()
        qtbot.wait(20)


def test_screenshots_of_home_and_the_deck_editor(qtbot: QtBot,
                                                 drawing_context: AppContext) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = app.font()
    load_app_font(app)  # as `rushdesk` itself starts: the shipped font
    try:
        shoot(qtbot, drawing_context)
    finally:
        app.setFont(font)


def shoot(qtbot: QtBot, context: AppContext) -> None:
    decks = [d.name for d in context.user.list_decks()]
    window = MainWindow(decks=decks, context=context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    home = window.grab()
    assert home.save(str(SHOTS / "home.png"))

    page = window.open_page("editor")
    assert isinstance(page, DeckEditorPage)
    assert window.windowTitle() == "rushdesk — Deck editor"
    assert len(page.document.codes("main")) >= 40 and page.badge.text() == "Legal"
    page.side_tabs.setCurrentWidget(page.stats)
    page.stats.check([page.stats.odds.item(0, 0).text(), page.stats.odds.item(1, 0).text()])
    page.sections["main"].view.select_code(page.document.codes("main")[0])
    settle(qtbot, context)
    editor = window.grab()
    assert editor.save(str(SHOTS / "deck-editor.png"))
    assert editor.width() >= 1000 and (SHOTS / "deck-editor.png").stat().st_size > 50_000
