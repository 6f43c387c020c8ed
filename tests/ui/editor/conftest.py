"""Fixtures of the deck editor tests: a temporary rushdesk home with the prebuilt decks,
an `AppContext` over it, and the page itself, shown offscreen.

Card faces are not drawn here (the thumbnails stay placeholders), except by the
screenshot test, which asks for them: drawing hundreds of faces in the background would
only slow the other tests down.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from editor_helpers import make_context
from pytestqt.qtbot import QtBot

from rushdesk.ui.context import AppContext
from rushdesk.ui.editor import DeckEditorPage


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def context(home: Path) -> Iterator[AppContext]:
    context = make_context(home)
    yield context
    context.close()
    context.user.close()


@pytest.fixture
def page(qtbot: QtBot, context: AppContext) -> DeckEditorPage:
    page = DeckEditorPage(context)
    qtbot.addWidget(page)
    page.resize(1300, 850)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def empty_page(page: DeckEditorPage) -> DeckEditorPage:
    """The page showing a new, empty deck."""
    assert page.new_deck()
    return page


