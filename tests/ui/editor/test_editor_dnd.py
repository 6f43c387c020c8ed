"""Building a deck by drag and drop and from the keyboard: into each section, between
them, back out; Fusion Monsters going to the Extra Deck by themselves; refusals."""

from __future__ import annotations

from typing import Any

import pytest
from editor_helpers import drop
from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDrag
from pytestqt.qtbot import QtBot

from rushdesk.ui.editor import DeckEditorPage
from rushdesk.ui.editor.cardmodel import NAME, mime_for, read_mime

SEVENS = 160301001  # Sevens Road Magician, Effect Monster
BEWD = 160001000    # Blue-Eyes White Dragon (Rush), Legend
BEWD_REPRINT = 160205001
BEUD = 160319001    # Blue-Eyes Ultimate Dragon (Rush), Fusion
TRAP = 160001047    # Call of the Earthbound (Rush)


class DragRecorder:
    """Stands in for `QDrag.exec`: keeps the drag's data and returns a chosen result."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, result: Qt.DropAction) -> None:
        self.mimes: list[QMimeData] = []
        self.result = result
        recorder = self

        def fake_exec(drag: QDrag, *args: Any) -> Qt.DropAction:
            recorder.mimes.append(drag.mimeData())
            return recorder.result

        monkeypatch.setattr(QDrag, "exec", fake_exec)


def select_in_browser(page: DeckEditorPage, code: int) -> None:
    page.browser.search.setText(str(code))
    table = page.browser.table
    table.setCurrentIndex(page.browser.proxy.index(0, NAME))
    table.setFocus()


def browser_drag(page: DeckEditorPage, code: int, monkeypatch: pytest.MonkeyPatch) -> QMimeData:
    """Start a real drag from the browser table (QDrag.exec replaced) and return its data."""
    select_in_browser(page, code)
    recorder = DragRecorder(monkeypatch, Qt.DropAction.CopyAction)
    page.browser.table.startDrag(Qt.DropAction.CopyAction)
    assert len(recorder.mimes) == 1
    return recorder.mimes[0]


def double_click(qtbot: QtBot, view: Any, at: QPoint) -> None:
    """A real double-click: the view reacts only to a press on the same item first."""
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_drag_from_the_browser_into_main_extra_and_side(
        empty_page: DeckEditorPage, monkeypatch: pytest.MonkeyPatch) -> None:
    page = empty_page
    mime = browser_drag(page, SEVENS, monkeypatch)
    assert read_mime(mime) == ([SEVENS], "browser")
    assert drop(page.sections["main"].view.viewport(), mime)
    assert page.document.codes("main") == (SEVENS,)
    assert drop(page.sections["side"].view.viewport(), mime)
    assert page.document.codes("side") == (SEVENS,)

    fusion = browser_drag(page, BEUD, monkeypatch)
    assert drop(page.sections["extra"].view.viewport(), fusion)
    # Dropped on the Main Deck, a Fusion Monster goes to the Extra Deck by itself.
    assert drop(page.sections["main"].view.viewport(), fusion)
    assert page.document.codes("extra") == (BEUD, BEUD)
    assert page.document.codes("main") == (SEVENS,)
    # And a Main Deck card dropped on the Extra Deck goes to the Main Deck.
    trap = browser_drag(page, TRAP, monkeypatch)
    assert drop(page.sections["extra"].view.viewport(), trap)
    assert page.document.codes("main") == (SEVENS, TRAP)
    model = page.sections["extra"].model
    assert model.entries() == [(BEUD, 2)]
    assert "2 × Blue-Eyes Ultimate Dragon (Rush)" in model.index(0).data()
    assert "<b>2</b>" in page.sections["extra"].title.text()


def test_drag_between_sections_and_back_out(
        empty_page: DeckEditorPage, monkeypatch: pytest.MonkeyPatch) -> None:
    page = empty_page
    doc = page.document
    doc.add(SEVENS, "main", 3)
    main_view = page.sections["main"].view
    main_view.select_code(SEVENS)
    recorder = DragRecorder(monkeypatch, Qt.DropAction.MoveAction)
    main_view.startDrag(Qt.DropAction.MoveAction)
    mime = recorder.mimes[0]
    assert read_mime(mime) == ([SEVENS], "main")
    # Main -> Side moves one copy; nothing is removed by the drag source itself.
    assert drop(page.sections["side"].view.viewport(), mime, Qt.DropAction.MoveAction)
    assert doc.codes("main") == (SEVENS, SEVENS) and doc.codes("side") == (SEVENS,)
    # Dropping on its own section changes nothing.
    assert drop(main_view.viewport(), mime, Qt.DropAction.MoveAction)
    assert doc.count(SEVENS, "main") == 2
    # Back onto the browser: the card leaves the deck.
    side_mime = mime_for([SEVENS], "side")
    assert drop(page.browser.table.viewport(), side_mime, Qt.DropAction.MoveAction)
    assert doc.codes("side") == ()
    # The browser takes no cards from itself.
    assert not drop(page.browser.table.viewport(), mime_for([SEVENS], "browser"))
    # Dropped outside any widget (the drag ends with IgnoreAction): removed too.
    recorder.result = Qt.DropAction.IgnoreAction
    main_view.select_code(SEVENS)
    main_view.startDrag(Qt.DropAction.MoveAction)
    assert doc.codes("main") == (SEVENS,)
    # Foreign data is refused by every section.
    plain = QMimeData()
    plain.setText("160301001")
    assert not drop(main_view.viewport(), plain)


def test_keyboard_adds_moves_and_removes(qtbot: QtBot, empty_page: DeckEditorPage) -> None:
    page = empty_page
    doc = page.document
    table = page.browser.table
    select_in_browser(page, SEVENS)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert doc.codes("main") == (SEVENS, SEVENS)
    qtbot.keyClick(table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert doc.codes("side") == (SEVENS,)
    select_in_browser(page, BEUD)
    qtbot.keyClick(table, Qt.Key.Key_Enter)
    assert doc.codes("extra") == (BEUD,)
    # Double-click adds like Enter.
    select_in_browser(page, TRAP)
    index = page.browser.proxy.index(0, NAME)
    double_click(qtbot, table, table.visualRect(index).center())
    assert doc.codes("main") == (SEVENS, SEVENS, TRAP)

    main = page.sections["main"].view
    main.setFocus()
    main.select_code(SEVENS)
    qtbot.keyClick(main, Qt.Key.Key_Delete)
    assert doc.count(SEVENS, "main") == 1
    qtbot.keyClick(main, Qt.Key.Key_Minus)
    assert doc.count(SEVENS, "main") == 0
    main.select_code(TRAP)
    qtbot.keyClick(main, Qt.Key.Key_Plus)
    assert doc.count(TRAP, "main") == 2
    qtbot.keyClick(main, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert doc.count(TRAP, "main") == 1 and doc.count(TRAP, "side") == 1
    side = page.sections["side"].view
    side.select_code(TRAP)
    qtbot.keyClick(side, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert doc.count(TRAP, "main") == 2 and doc.count(TRAP, "side") == 0
    # Double-click in a section takes one copy out.
    main.select_code(TRAP)
    double_click(qtbot, main, main.visualRect(main.currentIndex()).center())
    assert doc.count(TRAP, "main") == 1


def test_a_fourth_copy_is_refused_in_words(empty_page: DeckEditorPage) -> None:
    page = empty_page
    doc = page.document
    assert doc.add(SEVENS, "main", 2)
    assert doc.add(SEVENS, "side")
    assert not doc.add(SEVENS, "main")
    assert doc.count(SEVENS, "main") == 2
    text = page.message.text()
    assert page.message.isVisibleTo(page)
    assert ("You already have 3 copies of Sevens Road Magician (2 in the Main Deck, 1 in the "
            "Side Deck)") in text and "at most 3 cards with the same name" in text


def test_a_second_legend_copy_counts_reprints_and_is_refused(empty_page: DeckEditorPage) -> None:
    doc = empty_page.document
    assert doc.add(BEWD)
    assert not doc.add(BEWD_REPRINT)  # another print of the same Legend card
    assert "is a Legend card" in empty_page.message.text()
    assert doc.add(BEWD_REPRINT, "side")  # the Side Deck is not subject to the Legend limit
    assert doc.codes("main") == (BEWD,) and doc.codes("side") == (BEWD_REPRINT,)


def test_a_full_section_is_refused(empty_page: DeckEditorPage) -> None:
    doc = empty_page.document
    codes = [c for c, s in empty_page.catalog.specs.items()
             if not s.card.is_extra_deck and not s.card.legend][:6]
    for code in codes[:5]:
        assert doc.add(code, "side", 3)
    assert len(doc.codes("side")) == 15
    assert not doc.add(codes[5], "side")
    assert "The Side Deck is full: it may hold at most 15 cards" in empty_page.message.text()


def test_the_tile_menu_offers_the_same_commands(empty_page: DeckEditorPage) -> None:
    doc = empty_page.document
    doc.add(SEVENS, "main", 2)
    view = empty_page.sections["main"].view
    menu = view.menu_for(SEVENS)
    actions = {a.text().split("\t")[0]: a for a in menu.actions()}
    assert list(actions) == ["Add a copy", "Remove a copy", "Move a copy to the Side Deck",
                             "Remove every copy"]
    actions["Add a copy"].trigger()
    assert doc.count(SEVENS, "main") == 3
    actions["Move a copy to the Side Deck"].trigger()
    assert doc.count(SEVENS, "side") == 1
    view.menu_for(SEVENS).actions()[3].trigger()
    assert doc.count(SEVENS, "main") == 0 and doc.count(SEVENS, "side") == 1


def test_a_section_lights_up_while_cards_hover_over_it(empty_page: DeckEditorPage) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent
    from PySide6.QtWidgets import QApplication

    view = empty_page.sections["side"].view
    mime = mime_for([SEVENS], "browser")
    enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), enter)
    assert enter.isAccepted() and "border" in view.styleSheet()
    QApplication.sendEvent(view.viewport(), QDragLeaveEvent())
    assert view.styleSheet() == ""
    assert drop(view.viewport(), mime)
    assert view.styleSheet() == "" and empty_page.document.codes("side") == (SEVENS,)
