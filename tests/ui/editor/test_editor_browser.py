"""The card browser: search as you type (English, Japanese, card text, passcode),
filters, sorting, and the marking of cards rushdesk cannot play yet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rushdesk.db.cards import CardSpec
from rushdesk.engine.cards import CardType
from rushdesk.ui.editor import DeckEditorPage
from rushdesk.ui.editor.browser import THUMB_WIDTH
from rushdesk.ui.editor.cardmodel import ATK, KIND, LEVEL, NAME, UNPLAYABLE, CardTableModel

BEWD = 160001000  # Blue-Eyes White Dragon (Rush), also 160205001 and 160418001
BEUD = 160319001  # Blue-Eyes Ultimate Dragon (Rush), Fusion


def shown(page: DeckEditorPage) -> list[CardSpec]:
    return [page.catalog.specs[c] for c in page.browser.shown_codes()]


def test_search_as_you_type_narrows_the_list_letter_by_letter(
        qtbot: QtBot, page: DeckEditorPage) -> None:
    total = page.card_model.rowCount()
    counts = []
    page.browser.search.setFocus()
    for letter in "blue-eyes w":
        qtbot.keyClicks(page.browser.search, letter)
        counts.append(len(page.browser.shown_codes()))
    assert counts == sorted(counts, reverse=True) and counts[0] < total
    names = {s.card.name for s in shown(page)}
    assert "Blue-Eyes White Dragon (Rush)" in names
    # Every word may match anywhere: the name or the card text.
    assert all("blue-eyes" in (s.card.name + s.text).lower() for s in shown(page))
    assert page.browser.count.text() == f"{counts[-1]} of {total} cards"
    page.browser.search.clear()
    assert len(page.browser.shown_codes()) == total
    assert page.browser.count.text() == f"{total} cards"


def test_search_finds_japanese_name_substrings(page: DeckEditorPage) -> None:
    page.browser.search.setText("の白")  # inside 青眼の白龍, not at its start
    codes = page.browser.shown_codes()
    assert BEWD in codes
    assert all("の白" in page.catalog.specs[c].card.name_ja for c in codes)
    page.browser.search.setText("青眼")
    assert {BEWD, BEUD} <= set(page.browser.shown_codes())


def test_search_reads_card_text_and_passcodes(page: DeckEditorPage) -> None:
    page.browser.search.setText("special summon")
    by_text = shown(page)
    assert by_text and any("special summon" not in s.card.name.lower() for s in by_text)
    assert all("special summon" in s.text.lower() for s in by_text)
    page.browser.search.setText(str(BEUD))
    assert page.browser.shown_codes() == [BEUD]
    page.browser.search.setText("zzzz no such card")
    assert page.browser.shown_codes() == []
    assert page.browser.count.text().startswith("0 of")


def test_filters_kind_attribute_type_ranges_legend_and_playable(page: DeckEditorPage) -> None:
    b = page.browser
    b.kind.setCurrentIndex(b.kind.findData("Fusion Monster"))
    assert shown(page) and all(s.card.type & CardType.FUSION for s in shown(page))
    b.kind.setCurrentIndex(b.kind.findData("Monster"))
    b.attribute.setCurrentIndex(b.attribute.findData("DARK"))
    b.race.setCurrentIndex(b.race.findData("Spellcaster"))
    result = shown(page)
    assert result and all(s.card.attribute.name == "DARK" and s.card.race == "Spellcaster"
                          for s in result)
    b.clear_filters()
    low, high = b.ranges["level"]
    low.setValue(7)
    atk_low, _ = b.ranges["atk"]
    atk_low.setValue(2500)
    result = shown(page)
    assert result and all(s.card.level >= 7 and s.card.atk >= 2500 for s in result)
    b.ranges["defense"][1].setValue(2000)
    assert all(s.card.defense <= 2000 for s in shown(page))
    b.clear_filters()
    b.legend.setCurrentIndex(b.legend.findData(True))
    assert shown(page) and all(s.card.legend for s in shown(page))
    b.legend.setCurrentIndex(b.legend.findData(False))
    assert not any(s.card.legend for s in shown(page))
    b.clear_filters()
    b.kind.setCurrentIndex(b.kind.findData("Trap"))
    b.search.setText("destroy")  # text and filters together
    assert shown(page) and all(s.card.is_trap and "destroy" in s.text.lower()
                               for s in shown(page))
    b.scripted_only.setChecked(True)
    assert all(s.scripted for s in shown(page))
    b.search.clear()
    b.clear_filters()
    assert len(b.shown_codes()) == page.card_model.rowCount()


def test_sorting_by_name_level_atk_and_kind(page: DeckEditorPage) -> None:
    table = page.browser.table
    page.browser.kind.setCurrentIndex(page.browser.kind.findData("Monster"))
    table.sortByColumn(ATK, Qt.SortOrder.DescendingOrder)
    atks = [s.card.atk for s in shown(page)]
    assert atks == sorted(atks, reverse=True) and atks[0] >= 4500
    table.sortByColumn(LEVEL, Qt.SortOrder.AscendingOrder)
    levels = [s.card.level for s in shown(page)]
    assert levels == sorted(levels)
    table.sortByColumn(NAME, Qt.SortOrder.AscendingOrder)
    names = [s.card.name.casefold() for s in shown(page)]
    assert names == sorted(names)
    page.browser.clear_filters()
    table.sortByColumn(KIND, Qt.SortOrder.AscendingOrder)
    kinds = [s.card.kind_name for s in shown(page)]
    order = ["Normal Monster", "Effect Monster", "Maximum Monster", "Fusion Monster",
             "Ritual Monster", "Normal Spell", "Equip Spell", "Field Spell", "Ritual Spell",
             "Trap"]
    assert [order.index(k) for k in kinds] == sorted(order.index(k) for k in kinds)
    # Sorting keeps the filter: searching still works on the new order.
    page.browser.search.setText("blue-eyes white")
    assert set(page.browser.shown_codes()) >= {BEWD}


def test_unscripted_cards_are_marked(qtbot: QtBot, page: DeckEditorPage) -> None:
    spec = page.catalog.specs[BEWD]
    unscripted = CardSpec(spec.card, "", False, spec.set, spec.number, "import")
    model = CardTableModel([spec, unscripted.__class__(
        spec.card.__class__(code=160999001, name="Imported Dragon", type=spec.card.type),
        "", False, "import", 1, "import")])
    index = model.index(model.row_of(160999001), NAME)
    assert model.data(index, Qt.ItemDataRole.ForegroundRole).color() == UNPLAYABLE
    assert "Not playable yet" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    playable = model.index(model.row_of(BEWD), NAME)
    assert model.data(playable, Qt.ItemDataRole.ForegroundRole) is None
    # The zoom view says it in words too.
    page.zoom.show_card(model.spec_at(index.row()))
    assert "Not playable yet" in page.zoom.text.toPlainText()


def test_selecting_a_card_shows_it_in_the_zoom_view(qtbot: QtBot, page: DeckEditorPage) -> None:
    page.browser.search.setText("blue-eyes ultimate")
    qtbot.keyClick(page.browser.search, Qt.Key.Key_Return)  # jumps to the first result
    assert page.browser.table.hasFocus()
    assert page.zoom.code == BEUD
    text = page.zoom.text.toPlainText()
    assert "Blue-Eyes Ultimate Dragon (Rush)" in text and "Fusion Monster" in text
    assert "ATK 4500" in text and "青眼の究極竜" in text


def test_down_from_the_search_box_goes_to_the_results(qtbot: QtBot, page: DeckEditorPage) -> None:
    page.browser.search.setFocus()
    qtbot.keyClicks(page.browser.search, "sevens road magician")
    qtbot.keyClick(page.browser.search, Qt.Key.Key_Down)
    assert page.browser.table.hasFocus()
    first = page.browser.shown_codes()[0]
    assert page.browser.table.current_code() == first
    before = page.document.count(first, "main")
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Return)
    assert page.document.count(first, "main") == before + 1


def test_the_language_setting_shows_japanese_names(page: DeckEditorPage) -> None:
    page.context.settings.set("language", "ja")
    page.browser.search.setText("青眼の白")
    index = page.browser.proxy.index(0, NAME)
    assert index.data() == "青眼の白龍"
    page.zoom.show_card(page.catalog.specs[BEWD])
    assert page.zoom.text.toPlainText().startswith("青眼の白龍")
    page.context.settings.set("language", "en")
    assert page.browser.proxy.index(0, NAME).data() == "Blue-Eyes White Dragon (Rush)"


def test_thumbnails_arrive_from_the_face_pixmaps_and_repaint(qtbot: QtBot, home: Path) -> None:
    from editor_helpers import make_context
    from PySide6.QtGui import QPixmap

    context = make_context(home, draw_faces=True)
    try:
        page = DeckEditorPage(context)
        qtbot.addWidget(page)
        page.browser.search.setText(str(BEUD))
        index = page.browser.proxy.index(0, NAME)
        changed: list[int] = []
        page.card_model.dataChanged.connect(lambda first, last, roles: changed.append(
            page.card_model.spec_at(first.row()).card.code))
        with qtbot.waitSignal(context.faces.ready, timeout=20_000,
                              check_params_cb=lambda code: code == BEUD):
            assert index.data(Qt.ItemDataRole.DecorationRole) is None  # being drawn
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        assert isinstance(pixmap, QPixmap) and pixmap.width() == THUMB_WIDTH
        assert BEUD in changed  # the row was told to repaint
        context.faces.wait()
    finally:
        context.close()
        context.user.close()
