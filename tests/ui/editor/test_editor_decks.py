"""Decks in the user database: save and reopen, Save As, Rename, Duplicate, Delete, the
deck list, and the Save / Discard / Cancel question before unsaved changes are lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from rushdesk.db.userdb import UserDB
from rushdesk.ui.context import AppContext
from rushdesk.ui.editor import DeckEditorPage

SEVENS = 160301001
BEUD = 160319001
Button = QMessageBox.StandardButton


class Answers:
    """Stands in for QMessageBox.question / QInputDialog.getText, recording each ask."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.buttons: list[Button] = []
        self.names: list[str | None] = []
        self.asked: list[str] = []
        monkeypatch.setattr(QMessageBox, "question", self._question)
        monkeypatch.setattr(QInputDialog, "getText", self._text)
        monkeypatch.setattr(QMessageBox, "warning", self._warning)

    def _question(self, _parent: Any, title: str, text: str, *args: Any) -> Button:
        self.asked.append(f"{title}: {text}")
        return self.buttons.pop(0)

    def _text(self, _parent: Any, title: str, *args: Any) -> tuple[str, bool]:
        self.asked.append(title)
        name = self.names.pop(0)
        return (name or "", name is not None)

    def _warning(self, _parent: Any, title: str, text: str, *args: Any) -> Button:
        self.asked.append(f"{title}: {text}")
        return Button.Ok


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    return Answers(monkeypatch)


def test_save_as_then_reopen_with_a_new_user_database(
        qtbot: QtBot, empty_page: DeckEditorPage, answers: Answers, home: Path) -> None:
    page = empty_page
    doc = page.document
    doc.add(SEVENS, "main", 3)
    doc.add(BEUD)
    doc.add(SEVENS + 1, "side")
    assert doc.is_modified and "•" in page.deck_title.text()
    answers.names = ["My Sevens"]
    assert page.save()  # a new deck: Save asks for a name
    assert answers.asked == ["Save deck as"]
    assert not doc.is_modified and doc.deck_id is not None
    assert page.deck_list.currentText() == "My Sevens"
    saved = doc.deck()

    other = UserDB.open(home / "data" / "user.db")  # a second instance over the same file
    try:
        entry = next(d for d in other.list_decks() if d.name == "My Sevens")
        assert (entry.deck.main, entry.deck.extra, entry.deck.side) == (
            saved.main, saved.extra, saved.side)
        # A new page over the same file opens the deck edited last.
        context = AppContext(other, face_folder=home / "faces2")
        context.faces.request = lambda card, width=0: None  # type: ignore[method-assign]
        again = DeckEditorPage(context)
        qtbot.addWidget(again)
        assert again.document.name == "My Sevens"
        assert again.document.codes("main") == saved.main
        assert again.document.codes("side") == saved.side
        context.close()
    finally:
        other.close()


def test_save_rename_duplicate_and_delete(empty_page: DeckEditorPage, answers: Answers) -> None:
    page = empty_page
    doc, user = page.document, page.user
    doc.add(SEVENS, "main", 2)
    answers.names = ["Deck A"]
    assert page.save_as()
    first_id = doc.deck_id
    doc.add(SEVENS)
    assert page.save()  # saved decks save in place, without asking
    assert user.get_deck(first_id).deck.main == (SEVENS,) * 3
    # Rename keeps unsaved card changes unsaved but renames the saved deck.
    doc.remove(SEVENS, "main")
    answers.names = ["Deck B"]
    assert page.rename()
    assert user.get_deck(first_id).name == "Deck B"
    assert user.get_deck(first_id).deck.main == (SEVENS,) * 3
    assert doc.name == "Deck B" and doc.is_modified
    # Duplicate asks about the unsaved change first (Save), then copies.
    answers.buttons = [Button.Save]
    answers.names = ["Deck B copy"]
    assert page.duplicate()
    assert doc.name == "Deck B copy" and doc.deck_id != first_id
    assert user.get_deck(first_id).deck.main == (SEVENS,) * 2
    assert doc.codes("main") == (SEVENS,) * 2
    # A name that is taken is refused with the database's words.
    answers.names = ["Deck B"]
    assert not page.rename()
    assert any('already a deck named "Deck B"' in a for a in answers.asked)
    # Delete asks, then the editor shows a new empty deck.
    names_before = [d.name for d in user.list_decks()]
    answers.buttons = [Button.Cancel]
    assert not page.delete()
    answers.buttons = [Button.Yes]
    assert page.delete()
    assert [d.name for d in user.list_decks()] == [n for n in names_before if n != "Deck B copy"]
    assert doc.deck_id is None and doc.is_empty
    assert page.deck_list.itemText(0) == "Untitled deck (not saved)"


def test_switching_decks_asks_before_unsaved_changes_are_lost(
        page: DeckEditorPage, answers: Answers) -> None:
    doc, user = page.document, page.user
    first = doc.deck_id
    other = next(d for d in user.list_decks() if d.id != first)
    before = doc.deck()
    doc.remove(doc.codes("main")[0], "main")
    index = page.deck_list.findData(other.id)
    # Cancel: nothing changes, the list shows the current deck again.
    answers.buttons = [Button.Cancel]
    page.deck_list.setCurrentIndex(index)
    page.deck_list.activated.emit(index)
    assert doc.deck_id == first and doc.is_modified
    assert page.deck_list.currentData() == first
    assert "Unsaved changes" in answers.asked[-1] and doc.name in answers.asked[-1]
    # Discard: the other deck opens; the change was not saved.
    answers.buttons = [Button.Discard]
    page.deck_list.activated.emit(index)
    assert doc.deck_id == other.id and not doc.is_modified
    assert user.get_deck(first).deck.main == before.main
    # Save: the change is written before the other deck opens.
    doc.add(SEVENS, "side")
    answers.buttons = [Button.Save]
    assert page.open_deck(first)
    assert user.get_deck(other.id).deck.side == (SEVENS,)


def test_leaving_the_program_asks_too(page: DeckEditorPage, answers: Answers) -> None:
    assert page.can_leave()  # nothing changed: no question
    assert answers.asked == []
    page.document.add(SEVENS, "side")
    answers.buttons = [Button.Cancel, Button.Discard]
    assert not page.can_leave()
    assert page.document.count(SEVENS, "side") == 1
    assert page.can_leave()
    # Discarded: the deck is back as saved, and leaving again asks nothing.
    assert page.document.count(SEVENS, "side") == 0 and not page.document.is_modified
    assert page.can_leave()
    assert len(answers.asked) == 2
    page.document.add(SEVENS, "side")
    answers.buttons = [Button.Cancel]
    assert not page.new_deck()
    assert page.document.count(SEVENS, "side") == 1


def test_closing_the_main_window_asks_about_the_editor(
        qtbot: QtBot, context: AppContext, answers: Answers) -> None:
    from rushdesk.ui.app import MainWindow

    window = MainWindow(context=context)
    qtbot.addWidget(window)
    window.show()
    page = window.open_page("editor")
    assert isinstance(page, DeckEditorPage) and page.title == "Deck editor"
    page.document.add(SEVENS, "side")
    # Home keeps the page (and its unsaved deck) alive; the editor opens again as it was.
    page.home_button.click()
    assert window.stack.currentWidget() is window.home
    assert window.open_page("editor") is page and page.document.is_modified
    answers.buttons = [Button.Cancel]
    assert not window.close()
    assert window.isVisible()
    answers.buttons = [Button.Discard]
    assert window.close()
