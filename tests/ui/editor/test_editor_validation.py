"""Live validation (RULES.md section 2 through `deckrules`) and undo / redo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rushdesk.engine.deckrules import Deck
from rushdesk.ui.editor import DeckEditorPage

SEVENS = 160301001
BEUD = 160319001   # Fusion
TRAP = 160001047


def filler(page: DeckEditorPage, n: int) -> list[int]:
    """`n` different Main Deck cards (not Legend, not Sevens Road Magician)."""
    codes = sorted(c for c, s in page.catalog.specs.items()
                   if not s.card.is_extra_deck and not s.card.legend and c != SEVENS
                   and s.card.alias == 0)
    names: dict[str, int] = {}
    for code in codes:
        names.setdefault(page.catalog.specs[code].card.name, code)
    return list(names.values())[:n]


def problem_texts(page: DeckEditorPage) -> list[str]:
    return [page.problem_list.item(i).text() for i in range(page.problem_list.count())]


def test_problems_appear_and_clear_as_the_deck_is_built(empty_page: DeckEditorPage) -> None:
    page = empty_page
    doc = page.document
    assert page.badge.text() == "1 problem"
    assert any("The Main Deck has 0 cards; it needs at least 40." in t
               for t in problem_texts(page))
    cards = filler(page, 14)
    for code in cards[:13]:
        assert doc.add(code, "main", 3)
    assert page.badge.text() == "1 problem"
    assert "The Main Deck has 39 cards; it needs at least 40." in page.problem_messages()
    assert doc.add(cards[13])
    assert page.badge.text() == "Legal"
    assert page.problem_messages() == []
    assert any("follows every deck-building rule" in t for t in problem_texts(page))
    # A Fusion Monster imported into the Main Deck and a too-large Extra Deck: two more.
    deck = doc.deck()
    doc.replace(Deck(main=deck.main + (BEUD,), extra=(TRAP,)), "import")
    messages = page.problem_messages()
    assert page.badge.text() == f"{len(messages)} problems" and len(messages) >= 2
    assert any("belongs in the Extra Deck, not the Main Deck" in m for m in messages)
    assert any("the Extra Deck may hold only Fusion and Ritual Monsters" in m for m in messages)
    assert page.sections["main"].model.flagged >= {BEUD}
    doc.undo.undo()
    assert page.badge.text() == "Legal"
    assert page.sections["main"].model.flagged == set()


def test_the_prebuilt_decks_are_legal_and_copies_over_three_are_reported(
        page: DeckEditorPage) -> None:
    assert page.badge.text() == "Legal"
    doc = page.document
    deck = doc.deck()
    doc.replace(Deck(main=deck.main + (SEVENS,) * 4, extra=deck.extra), "import")
    assert any(m.startswith("Too many copies of Sevens Road Magician: the deck holds 4")
               for m in page.problem_messages())
    assert "problem" in page.badge.text()


def test_undo_and_redo_with_the_keyboard(qtbot: QtBot, empty_page: DeckEditorPage) -> None:
    page = empty_page
    doc = page.document
    doc.add(SEVENS, "main", 2)
    doc.add(BEUD)
    doc.move(SEVENS, "main", "side")
    assert doc.codes("main") == (SEVENS,) and doc.codes("side") == (SEVENS,)
    assert page.undo_action.toolTip() == "Undo move Sevens Road Magician to the Side Deck"
    assert page.undo_action.isEnabled() and not page.redo_action.isEnabled()
    page.browser.table.setFocus()
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.codes("main") == (SEVENS, SEVENS) and doc.codes("side") == ()
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.codes("extra") == ()
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, shift_ctrl)
    assert doc.codes("extra") == (BEUD,)
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, shift_ctrl)
    assert doc.codes("side") == (SEVENS,)
    assert not page.redo_action.isEnabled()
    # Undo all the way back: the new deck is no longer modified.
    for _ in range(3):
        doc.undo.undo()
    assert doc.is_empty and not doc.is_modified
    # A refused change leaves nothing to undo.
    doc.add(SEVENS, "main", 3)
    count = doc.undo.count()
    assert not doc.add(SEVENS)
    assert doc.undo.count() == count


def test_statistics_and_exact_opening_odds(empty_page: DeckEditorPage) -> None:
    page = empty_page
    doc = page.document
    cards = filler(page, 13)
    doc.add(SEVENS, "main", 3)
    for code in cards[:12]:
        doc.add(code, "main", 3)
    doc.add(cards[12])
    assert len(doc.codes("main")) == 40
    stats = page.stats
    assert stats.summary.text().startswith("<b>40</b> in the Main Deck")
    assert sum(v for _, v, _ in stats.kinds.bars) == 40
    levels = {label: value for label, value, _ in stats.levels.bars}
    monsters = [page.catalog.cards[c] for c in doc.codes("main")
                if page.catalog.cards[c].is_monster]
    assert sum(levels.values()) == len(monsters)
    # 3 copies in 40 cards: 1 - C(37,4)/C(40,4) = 27.73%; by the first draw (5 cards) 33.76%.
    row = next(r for r in range(stats.odds.rowCount())
               if stats.odds.item(r, 0).text() == "Sevens Road Magician")
    assert [stats.odds.item(row, c).text() for c in (1, 2, 3)] == ["3", "27.7%", "33.8%"]
    stats.check(["Sevens Road Magician", page.catalog.name_of(cards[0])])
    # 6 cards in 40: 1 - C(34,4)/C(40,4) = 49.25%; 5 cards: 1 - C(34,5)/C(40,5) = 57.71%.
    text = stats.group.text()
    assert "any of 2 ticked cards" in text and "49.3%" in text and "57.7%" in text
    stats.check([])
    assert "Tick one or more cards" in stats.group.text()


def test_the_legacy_format_allows_one_legend_card_in_total(page: DeckEditorPage) -> None:
    # The prebuilt Blue-Eyes deck holds a Legend Monster, a Legend Spell and a Legend Trap:
    # legal today (one of each), illegal under the rules before 2023 (R-SETUP-7).
    assert page.badge.text() == "Legal"
    page.format.setCurrentIndex(1)
    messages = page.problem_messages()
    assert page.badge.text() == "1 problem"
    assert "only 1 Legend card in total is allowed" in messages[0]
    page.format.setCurrentIndex(0)
    assert page.badge.text() == "Legal"
