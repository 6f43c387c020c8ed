"""Audit of the deck editor as a player uses it (README "Build a deck"): search words with
every filter, the rules shown live while building by drag and drop, the section headers,
the Statistics tab against the deck and exact hypergeometric odds, undo / redo of every
kind of change, the deck commands with unsaved changes, broken imports and round trips."""

from __future__ import annotations

import base64
import re
import sqlite3
import struct
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import pytest
from editor_helpers import drop
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QDrag, QGuiApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from rushdesk.engine.deckrules import Deck
from rushdesk.ui.editor import DeckEditorPage
from rushdesk.ui.editor.cardmodel import CODE_ROLE, NAME

SRM, SRM_REPRINT = 160301001, 160205003   # Sevens Road Magician, two prints
MAGE = 160002016          # Sevens Road Mage, Effect Lv 2
SORCERER = 160301005      # Dark Sorcerer, Normal Lv 4
HYDRO = 160301004         # Hydro Magician, Normal WATER Lv 5
MAX_C, MAX_L, MAX_R = 160202002, 160202001, 160202003  # Supreme Machine Magnum Overlord
STREAM = 160301012        # Magical Stream, Normal Spell
BIG_UMI = 160003050       # Field Spell
SPARKS = 160301014        # Curtain of Sparks, Trap
CALL = 160001047          # Call of the Earthbound (Rush), Trap
BEUD = 160319001          # Fusion Monster
BURGER = 160022066        # Hungry Burger (Rush), Ritual Monster
BEWD, DM = 160001000, 160002000          # Legend Monsters
REBORN, HOLE = 160417004, 160205069      # Legend Spells
PROBES = {SRM, SRM_REPRINT, MAGE, SORCERER, HYDRO, STREAM, BIG_UMI, SPARKS, CALL}
Button = QMessageBox.StandardButton
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


# -- helpers -----------------------------------------------------------------------------
def fillers(page: DeckEditorPage, n: int) -> list[int]:
    """`n` distinct names of plain Main Deck cards (no Legend, Maximum or probe card)."""
    names: dict[str, int] = {}
    for code in sorted(page.catalog.specs):
        card = page.catalog.cards[code]
        if (card.is_extra_deck or card.legend or card.max_role or card.alias
                or code in PROBES or card.name in names):
            continue
        names[card.name] = code
    return list(names.values())[:n]


def main_of(page: DeckEditorPage, size: int) -> tuple[int, ...]:
    """A Main Deck of `size` cards: filler names three at a time."""
    codes = fillers(page, size // 3 + 1)
    return tuple(codes[i // 3] for i in range(size))


def sections(page: DeckEditorPage) -> tuple[tuple[int, ...], ...]:
    return tuple(page.document.codes(s) for s in ("main", "extra", "side"))


def plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", "", html).replace("&nbsp;", " ").split())


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.1f}%"


def hyper(deck: int, copies: int, drawn: int) -> Fraction:
    """P(at least one of `copies` among `drawn` cards of `deck`), written out here."""
    return 1 - Fraction(comb(deck - copies, drawn), comb(deck, drawn))


def shown(page: DeckEditorPage) -> set[int]:
    return set(page.browser.shown_codes())


def choose(page: DeckEditorPage, text: str | None = None, **chosen: Any) -> set[int]:
    """Type `text` and set filters as a player does (a list entry by its value, a range's
    boxes, the "Playable only" box); returns the passcodes shown."""
    b = page.browser
    if text is not None:
        b.search.setText(text)
    for key, value in chosen.items():
        if key == "scripted_only":
            b.scripted_only.setChecked(value)
        elif key in b.ranges:
            for box, bound in zip(b.ranges[key], value, strict=True):
                if bound is not None:
                    box.setValue(bound)
        else:
            combo = getattr(b, key)
            combo.setCurrentIndex(combo.findData(value))
    return shown(page)


def start_drag(page: DeckEditorPage, source: str, code: int,
               monkeypatch: pytest.MonkeyPatch) -> QMimeData:
    """A real drag of `code` from the browser or a section (QDrag.exec replaced, as
    STACK.md says): the data it carries."""
    if source == "browser":
        page.browser.search.setText(str(code))
        proxy, view = page.browser.proxy, page.browser.table
        row = next(r for r in range(proxy.rowCount())
                   if proxy.index(r, 0).data(CODE_ROLE) == code)
        view.setCurrentIndex(proxy.index(row, NAME))
        result = Qt.DropAction.CopyAction
    else:
        view = page.sections[source].view
        view.select_code(code)
        result = Qt.DropAction.MoveAction
    seen: list[QMimeData] = []
    monkeypatch.setattr(QDrag, "exec", lambda drag, *a: (seen.append(drag.mimeData()), result)[1])
    view.startDrag(result)
    assert len(seen) == 1
    return seen[0]


def drag_drop(page: DeckEditorPage, code: int, target: str, monkeypatch: pytest.MonkeyPatch,
              source: str = "browser") -> bool:
    action = Qt.DropAction.CopyAction if source == "browser" else Qt.DropAction.MoveAction
    mime = start_drag(page, source, code, monkeypatch)
    return drop(page.sections[target].view.viewport(), mime, action)


class Answers:
    """Stands in for the question, name and warning dialogs and records every one."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.buttons: list[Button] = []
        self.names: list[str | None] = []
        self.asked: list[str] = []
        self.warned: list[str] = []
        monkeypatch.setattr(QMessageBox, "question", lambda _p, title, text, *a: (
            self.asked.append(f"{title}: {text}"), self.buttons.pop(0))[1])
        monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: (
            self.warned.append(f"{title}\n{text}"), Button.Ok)[1])
        monkeypatch.setattr(QInputDialog, "getText", self._text)

    def _text(self, _parent: Any, title: str, *args: Any) -> tuple[str, bool]:
        self.asked.append(title)
        name = self.names.pop(0)
        return (name or "", name is not None)


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    return Answers(monkeypatch)


# -- search and filters ------------------------------------------------------------------
def test_search_words_combined_with_every_filter_and_clear_filters(
        qtbot: QtBot, page: DeckEditorPage) -> None:
    b = page.browser
    total = page.card_model.rowCount()
    # English words (any order) with kind, Attribute and a Level range.
    assert choose(page, "ninja noodle", attribute="FIRE", kind="Monster", level=(3, 4)) == {
        160003003, 160001005}   # Stock (Lv 4) and Tang (Lv 3) the Noodle Ninja
    assert b.count.text() == f"2 of {total} cards"
    # Clear filters keeps the words: the Lv 7 and Lv 8 Noodle Ninjas come back.
    clear = next(w for w in b.findChildren(QPushButton) if w.text() == "Clear filters")
    qtbot.mouseClick(clear, Qt.MouseButton.LeftButton)
    assert b.search.text() == "ninja noodle"
    assert shown(page) == {160001030, 160003033, 160003003, 160001005}
    assert (b.kind.currentIndex(), b.attribute.currentIndex(), b.race.currentIndex(),
            b.legend.currentIndex(), b.scripted_only.isChecked()) == (0, 0, 0, 0, False)
    assert [box.value() for pair in b.ranges.values() for box in pair] == [0, 12, 0, 5000,
                                                                          0, 5000]
    # A word of a name with Type, Attribute, ATK and Level ranges, then kind and DEF.
    assert choose(page, "dragon", race="Dragon", attribute="LIGHT", level=(7, None),
                  atk=(2500, None)) == {160319003, 160319004, 160010101, 160302001, BEWD,
                                        160205001, 160418001, BEUD}
    assert choose(page, kind="Effect Monster", defense=(None, 2000)) == {
        160319004, 160010101, 160302001}   # not Bright Dragon, DEF 2500
    b.clear_filters()
    # Japanese name substrings with Legend and kind, and with Attribute and Level.
    assert choose(page, "青眼", legend=True) == {BEWD, 160205001, 160418001}
    assert choose(page, legend=False) == {BEUD, 160319003}
    assert choose(page, kind="Fusion Monster") == {BEUD}
    b.clear_filters()
    assert choose(page, "ドラゴン", attribute="LIGHT") == {160319004, 160205024}
    assert choose(page, level=(8, None)) == {160319004}   # Vision Dragon, not Cyber Dragon
    b.clear_filters()
    # Passcodes, whole or a set's prefix, with kind and Attribute.
    assert choose(page, "160302", kind="Trap") == {160302013, 160302014}
    assert choose(page, attribute="DARK") == set()   # no Trap has an Attribute
    b.clear_filters()
    assert choose(page, str(SRM), attribute="DARK") == {SRM}
    assert choose(page, attribute="LIGHT") == set() and b.count.text() == f"0 of {total} cards"
    b.clear_filters()
    # Card text with kind and a DEF range: exactly the Effect Monsters with DEF 0 whose
    # name or text holds the word.
    wanted = {c for c, s in page.catalog.specs.items() if s.card.defense == 0
              and s.card.kind_name == "Effect Monster"
              and "destroy" in f"{s.card.name} {s.text}".lower()}
    assert len(wanted) >= 3
    assert choose(page, "Destroy", kind="Effect Monster", defense=(None, 0)) == wanted
    b.search.clear()
    b.clear_filters()
    assert len(shown(page)) == total and b.count.text() == f"{total} cards"


def invented_cdb(path: Path) -> Path:
    """An EDOPro-shaped database of two invented DARK Spellcasters, Level 7, ATK 2500:
    an Effect Monster (no script: not playable) and a Normal Monster (playable)."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("CREATE TABLE datas(id integer primary key, ot, alias, setcode, type, "
                     "atk, def, level, race, attribute, category)")
        conn.execute("CREATE TABLE texts(id integer primary key, name, desc, "
                     + ", ".join(f"str{i}" for i in range(1, 17)) + ")")
        for code, name, kind, defense in ((169900011, "Invented Night Caller", 0x21, 2000),
                                          (169900012, "Invented Dusk Walker", 0x11, 1000)):
            conn.execute("INSERT INTO datas VALUES (?, 512, 0, 0, ?, 2500, ?, 7, 2, 32, 0)",
                         (code, kind, defense))
            conn.execute("INSERT INTO texts(id, name, desc) VALUES (?, ?, 'Invented.')",
                         (code, name))
    conn.close()
    return path


def test_playable_only_with_the_other_filters_and_a_dirty_deck_survives_a_card_import(
        qtbot: QtBot, page: DeckEditorPage, tmp_path: Path) -> None:
    doc = page.document
    doc.add(SRM, "side")   # unsaved: an import of cards must keep it
    before, undo_count = doc.deck(), doc.undo.count()
    dialog = page.open_cdb_import()
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.imported, timeout=30_000):
        dialog.start(invented_cdb(tmp_path / "cards-rush.cdb"))
    dialog.close()
    assert doc.deck() == before and doc.is_modified and doc.undo.count() == undo_count
    b = page.browser
    assert choose(page, kind="Monster", attribute="DARK", race="Spellcaster", level=(7, 7),
                  atk=(2500, None)) == {DM, 169900011, 169900012}
    assert choose(page, scripted_only=True) == {DM, 169900012}
    assert choose(page, legend=False) == {169900012}
    assert choose(page, "invented", scripted_only=False, defense=(1500, None)) == {169900011}
    b.clear_filters()
    assert not b.scripted_only.isChecked()
    assert shown(page) == {169900011, 169900012}


# -- the rules, live --------------------------------------------------------------------
def test_building_by_drag_and_drop_names_every_problem_at_once(
        empty_page: DeckEditorPage, monkeypatch: pytest.MonkeyPatch) -> None:
    page, doc = empty_page, empty_page.document
    base = main_of(page, 40)
    doc.replace(Deck(main=base), "set up")
    assert page.badge.text() == "Legal"
    assert drag_drop(page, BEWD, "main", monkeypatch)
    assert page.badge.text() == "Legal"
    assert drag_drop(page, DM, "main", monkeypatch)   # a second Legend Monster
    monsters = ("The Main and Extra Decks hold 2 Legend Monsters (Blue-Eyes White Dragon "
                "(Rush), Dark Magician (Rush)), but at most 1 Legend Monster is allowed.")
    assert page.badge.text() == "1 problem"
    assert page.problem_list.texts() == [f"✖ {monsters}"]
    assert page.sections["main"].model.flagged == {BEWD, DM}
    assert drag_drop(page, REBORN, "main", monkeypatch)  # one Legend Spell: fine
    assert page.badge.text() == "1 problem"
    assert drag_drop(page, HOLE, "main", monkeypatch)
    spells = ("The Main and Extra Decks hold 2 Legend Spells (Dark Hole (Rush), Monster "
              "Reborn (Rush)), but at most 1 Legend Spell is allowed.")
    assert page.badge.text() == "2 problems"
    assert page.problem_list.texts() == [f"✖ {monsters}", f"✖ {spells}"]
    # Dark Magician waits in the Side Deck: that problem goes at once.
    assert drag_drop(page, DM, "side", monkeypatch, source="main")
    assert page.problem_list.texts() == [f"✖ {spells}"] and page.badge.text() == "1 problem"
    # A 4th copy is refused in words; the deck and the badge stay as they were.
    three = base[0]
    held = sections(page)
    assert drag_drop(page, three, "side", monkeypatch)
    assert sections(page) == held and page.badge.text() == "1 problem"
    assert (f"You already have 3 copies of {page.catalog.name_of(three)} (3 in the Main "
            "Deck)") in page.message.text()
    # Fusion and Ritual Monsters dropped on the Main Deck go to the Extra Deck by
    # themselves; a Maximum piece dropped on the Extra Deck goes to the Main Deck.
    assert drag_drop(page, BEUD, "main", monkeypatch)
    assert drag_drop(page, BURGER, "main", monkeypatch)
    assert drag_drop(page, MAX_L, "extra", monkeypatch)
    assert doc.codes("extra") == (BEUD, BURGER)
    assert doc.codes("main") == base + (BEWD, REBORN, HOLE, MAX_L)
    assert page.problem_list.texts() == [f"✖ {spells}"]


def test_over_sixty_and_misplaced_cards_are_refused_or_reported(
        qtbot: QtBot, empty_page: DeckEditorPage, answers: Answers) -> None:
    page, doc = empty_page, empty_page.document
    doc.replace(Deck(main=main_of(page, 60)), "set up")
    assert page.badge.text() == "Legal"
    page.browser.search.setText(str(HYDRO))
    qtbot.keyClick(page.browser.search, Qt.Key.Key_Return)
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Return)      # a 61st Main Deck card
    assert len(doc.codes("main")) == 60
    assert ("The Main Deck is full: it may hold at most 60 cards, so Hydro Magician was "
            "not added.") in page.message.text()
    title = page.sections["main"].title
    assert plain(title.text()).startswith("Main Deck 60 / 40–60")
    # Imported anyway: 63 cards, a Ritual and a Fusion Monster in the Main Deck, a Trap
    # and a Maximum piece in the Extra Deck: one problem each, in words.
    main = doc.codes("main") + (HYDRO, BURGER, BEUD)
    QGuiApplication.clipboard().setText(ydke(main, (CALL, MAX_L), ()))
    assert page.import_clipboard()
    assert page.problem_messages() == [
        "The Main Deck has 63 cards; it may hold at most 60.",
        "Blue-Eyes Ultimate Dragon (Rush) is a Fusion Monster: it belongs in the Extra "
        "Deck, not the Main Deck.",
        "Hungry Burger (Rush) is a Ritual Monster: it belongs in the Extra Deck, not the "
        "Main Deck.",
        "Call of the Earthbound (Rush) is a Trap: the Extra Deck may hold only Fusion and "
        "Ritual Monsters.",
        "Supreme Machine Magnum Overlord [L] is a Maximum Monster: the Extra Deck may "
        "hold only Fusion and Ritual Monsters."]
    assert page.badge.text() == "5 problems"
    assert "color:#c62828'><b>63</b>" in title.text()
    assert page.sections["extra"].model.flagged == {CALL, MAX_L, BURGER, BEUD}


# -- headers and statistics ------------------------------------------------------------
def titles(page: DeckEditorPage) -> list[str]:
    return [plain(page.sections[s].title.text()) for s in ("main", "extra", "side")]


def test_section_headers_count_each_kind_in_plain_english(empty_page: DeckEditorPage) -> None:
    page = empty_page
    page.document.replace(Deck(main=(SRM, STREAM), extra=(BEUD,), side=(MAGE, CALL)), "set")
    assert titles(page) == ["Main Deck 2 / 40–60 1 monster · 1 spell",
                            "Extra Deck 1 / 0–15 1 monster",
                            "Side Deck 2 / 0–15 1 monster · 1 trap"]


def test_section_headers_and_statistics_match_the_deck(empty_page: DeckEditorPage) -> None:
    page = empty_page
    main = ((SRM,) * 3 + (SORCERER,) * 3 + (HYDRO,) * 2 + (MAX_C, MAX_L, MAX_R)
            + (STREAM,) * 3 + (BIG_UMI,) + (SPARKS,) * 2)
    page.document.replace(Deck(main=main, extra=(BEUD, BURGER), side=(MAGE, CALL)), "set")
    assert titles(page)[:2] == ["Main Deck 17 / 40–60 11 monsters · 4 spells · 2 traps",
                                "Extra Deck 2 / 0–15 2 monsters"]
    assert "color:#c62828'><b>17</b>" in page.sections["main"].title.text()
    stats = page.stats
    assert [(label, n) for label, n, _ in stats.kinds.bars] == [
        ("Normal", 5), ("Effect", 3), ("Max", 3), ("Fusion", 1), ("Ritual", 1), ("Spell", 3),
        ("Field", 1), ("Trap", 2)]
    assert [(label, n) for label, n, _ in stats.levels.bars] == [
        ("1", 0), ("2", 0), ("3", 1), ("4", 4), ("5", 2), ("6", 0), ("7", 3), ("8", 0),
        ("9", 0), ("10", 1)]
    assert [(label, n) for label, n, _ in stats.attributes.bars] == [("Dark", 9),
                                                                     ("Water", 2)]
    # Levels 7*3 + 4*3 + 5*2 + 10 + 4 + 3 = 60 over 11 monsters: 5.45.
    assert plain(stats.summary.text()) == ("17 in the Main Deck: 11 monsters, 4 Spells, "
                                           "2 Traps · average Level 5.5 · Extra 2, Side 2")
    # The charts follow each change at once.
    page.document.remove(HYDRO, "main", 2)
    assert [(label, n) for label, n, _ in stats.attributes.bars] == [("Dark", 9)]
    assert ("5", 0) in [(label, n) for label, n, _ in stats.levels.bars]


def odds_row(page: DeckEditorPage, name: str) -> list[str]:
    table = page.stats.odds
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == name)
    return [table.item(row, c).text() for c in range(4)]


@pytest.mark.parametrize(("copies", "size"), [(1, 43), (2, 43), (3, 43), (3, 57)])
def test_opening_hand_odds_for_one_card_are_exact(
        empty_page: DeckEditorPage, copies: int, size: int) -> None:
    page = empty_page
    # Three copies are two prints: the odds count the card name, not the passcode.
    probe = (SRM, SRM, SRM_REPRINT)[:copies]
    page.document.replace(Deck(main=main_of(page, size - copies) + probe), "set up")
    four, five = hyper(size, copies, 4), hyper(size, copies, 5)
    assert odds_row(page, "Sevens Road Magician") == ["Sevens Road Magician", str(copies),
                                                      pct(four), pct(five)]
    page.stats.check(["Sevens Road Magician"])
    assert plain(page.stats.group.text()) == (
        f"Sevens Road Magician ({copies} in {size} cards): {pct(four)} in the opening hand,"
        f" {pct(five)} by your first draw.")


def test_opening_hand_odds_for_two_ticked_cards_combined(empty_page: DeckEditorPage) -> None:
    page = empty_page
    main = main_of(page, 42) + (SRM, SRM, MAGE)   # 45 cards: 2 + 1 targets
    page.document.replace(Deck(main=main), "set up")
    assert odds_row(page, "Sevens Road Mage")[1:] == ["1", pct(Fraction(4, 45)),
                                                      pct(Fraction(5, 45))]
    table = page.stats.odds
    for name in ("Sevens Road Magician", "Sevens Road Mage"):
        row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == name)
        table.item(row, 0).setCheckState(Qt.CheckState.Checked)   # as a click does
    four, five = hyper(45, 3, 4), hyper(45, 3, 5)
    assert (pct(four), pct(five)) == ("24.9%", "30.4%")
    assert plain(page.stats.group.text()) == (
        f"any of 2 ticked cards (3 in 45 cards): {pct(four)} in the opening hand, "
        f"{pct(five)} by your first draw.")
    # The ticks stay while the deck changes, and the odds follow: one more copy.
    page.document.add(MAGE)
    four, five = hyper(46, 4, 4), hyper(46, 4, 5)
    assert plain(page.stats.group.text()) == (
        f"any of 2 ticked cards (4 in 46 cards): {pct(four)} in the opening hand, "
        f"{pct(five)} by your first draw.")


# -- undo and redo -----------------------------------------------------------------------
def test_undo_and_redo_of_every_change_restore_the_exact_deck(
        qtbot: QtBot, page: DeckEditorPage, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    doc, table = page.document, page.browser.table
    states, badges = [sections(page)], [page.badge.text()]

    def step() -> None:
        states.append(sections(page))
        badges.append(page.badge.text())
        assert states[-1] != states[-2]

    assert drag_drop(page, SPARKS, "side", monkeypatch)                  # add
    step()
    main_view = page.sections["main"].view
    main_view.select_code(doc.codes("main")[0])
    qtbot.keyClick(main_view, Qt.Key.Key_Delete)                         # remove
    step()
    assert drag_drop(page, doc.codes("main")[-1], "side", monkeypatch, source="main")  # move
    step()
    source = tmp_path / "other.ydk"
    source.write_text(f"#main\n{SRM}\n{MAGE}\n{SRM}\n#extra\n{BURGER}\n!side\n{CALL}\n")
    assert page.import_file(source)                                      # import
    step()
    assert sections(page) == ((SRM, MAGE, SRM), (BURGER,), (CALL,))
    assert drag_drop(page, SRM, "side", monkeypatch, source="main")      # move back out
    step()
    table.setFocus()
    for index in range(len(states) - 2, -1, -1):
        qtbot.keyClick(table, Qt.Key.Key_Z, CTRL)
        assert sections(page) == states[index] and page.badge.text() == badges[index]
    assert not doc.is_modified and not page.undo_action.isEnabled()
    for index in range(1, len(states)):
        qtbot.keyClick(table, Qt.Key.Key_Z, CTRL | SHIFT)
        assert sections(page) == states[index] and page.badge.text() == badges[index]
    assert not page.redo_action.isEnabled()


def test_a_rename_is_a_deck_command_and_undo_still_steps_through_the_cards(
        qtbot: QtBot, empty_page: DeckEditorPage, answers: Answers) -> None:
    # Rename, like Save and Delete, acts on the deck list (README: the deck list has
    # New, Save, Save As, Rename, Duplicate and Delete); Ctrl+Z / Ctrl+Shift+Z step
    # through the card changes and leave the name alone.
    page, doc = empty_page, empty_page.document
    doc.add(SRM, "main", 2)
    answers.names = ["Magicians"]
    assert page.rename() and doc.name == "Magicians"
    page.browser.table.setFocus()
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, CTRL)
    assert (doc.name, doc.codes("main")) == ("Magicians", ())
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, CTRL | SHIFT)
    assert (doc.name, doc.codes("main")) == ("Magicians", (SRM, SRM))


# -- deck commands and unsaved changes ----------------------------------------------------
def test_unsaved_changes_survive_every_refusal_and_failure(
        qtbot: QtBot, empty_page: DeckEditorPage, answers: Answers) -> None:
    page, doc, user = empty_page, empty_page.document, empty_page.user
    doc.add(SRM, "main", 3)
    doc.add(BEUD)
    dirty = doc.deck()
    taken = user.list_decks()[0].name
    # New (Ctrl+N) -> Save -> the name dialog is cancelled: nothing is dropped.
    answers.buttons, answers.names = [Button.Save], [None]
    page.browser.table.setFocus()
    qtbot.keyClick(page.browser.table, Qt.Key.Key_N, CTRL)
    assert doc.deck() == dirty and doc.is_modified and doc.deck_id is None
    assert answers.asked == ["Unsaved changes: The deck “Untitled deck” has changes that are "
                             "not saved. Save them?", "Save deck as"]
    # Leaving -> Save under a name another deck has: refused, nothing dropped.
    answers.buttons, answers.names = [Button.Save], [taken]
    assert not page.can_leave()
    assert f'already a deck named "{taken}"' in answers.warned[-1]
    assert doc.deck() == dirty and doc.is_modified and doc.deck_id is None
    # Saved, changed again: Save As writes the change to a new deck only.
    answers.names = ["Audit A"]
    assert page.save_as()
    first = doc.deck_id
    doc.add(MAGE, "side")
    answers.names = ["Audit B"]
    assert page.save_as() and doc.deck_id != first and doc.name == "Audit B"
    assert user.get_deck(first).deck.side == () and user.get_deck(doc.deck_id).deck.side == (
        MAGE,)
    # Dirty again: Duplicate and Delete cancelled, a taken name refused: still dirty.
    doc.remove(SRM, "main")
    dirty = doc.deck()
    answers.buttons = [Button.Cancel, Button.Cancel]
    assert not page.duplicate() and not page.delete()
    answers.names = ["Audit A"]
    assert not page.rename() and doc.name == "Audit B"
    assert doc.deck() == dirty and doc.is_modified
    assert [d.name for d in user.list_decks()].count("Audit B") == 1


# -- import and export --------------------------------------------------------------------
def ydke(main: tuple[int, ...], extra: tuple[int, ...], side: tuple[int, ...]) -> str:
    parts = (base64.b64encode(struct.pack(f"<{len(p)}I", *p)).decode()
             for p in (main, extra, side))
    return "ydke://" + "".join(part + "!" for part in parts)


@pytest.mark.parametrize(("name", "content", "problems"), [
    ("a.ydk", f"#main\n{SRM}\n!extra\n{BEUD}\n",
     ["line 3: unknown section '!extra' (expected #main, #extra or !side)"]),
    ("b.ydk", f"#main\nabc\n{SRM}\n4294967296\n",
     ["line 2: 'abc' is not a passcode",
      "line 4: '4294967296' is not a passcode (must be 1 to 4294967295)"]),
    ("c.txt", ydke((SRM,), (), ()) + "extra!", ["ydke:// URL has text after the side part"]),
    ("d.txt", ydke((SRM, 0), (), ()), ["main part: card 2 has passcode 0"]),
    ("e.txt", "Main Deck\n0 Sevens Road Magician\nSide Deck\n2 Sevens Road Wizard\n",
     ["line 2: count 0 must be 1 to 60", "line 4: unknown card name 'Sevens Road Wizard'"]),
    ("f.ydk", f"#main\n{SRM}\n160999999\n",
     ["1 card not in your card database: passcode 160999999. Import your EDOPro card "
      "database first, or fix the deck."]),
])
def test_a_broken_file_names_each_problem_and_leaves_the_unsaved_deck_alone(
        empty_page: DeckEditorPage, answers: Answers, tmp_path: Path, name: str,
        content: str, problems: list[str]) -> None:
    page, doc = empty_page, empty_page.document
    doc.add(MAGE, "side")
    doc.add(SRM, "main", 2)
    before, count = doc.deck(), doc.undo.count()
    path = tmp_path / name
    path.write_text(content)
    assert not page.import_file(path)
    assert doc.deck() == before and doc.undo.count() == count and doc.is_modified
    listed = "".join(f"\n• {p}" for p in problems)
    assert answers.warned == [f"Nothing was imported\n{name} could not be read as a deck, "
                              f"so your deck is unchanged:\n{listed}"]
    assert page.message.text() == f"Nothing was imported from {name}: the deck is unchanged."


def test_export_then_import_round_trips_in_every_format(
        empty_page: DeckEditorPage, answers: Answers, tmp_path: Path) -> None:
    page, doc = empty_page, empty_page.document
    # Interleaved prints and kinds, a Maximum piece's reprint, Legend cards in the Side.
    main = (MAX_L, SRM, STREAM, SRM_REPRINT, MAX_C, CALL, SRM, MAX_R, 160205004, MAGE)
    doc.replace(Deck(main=main, extra=(BURGER, BEUD, BURGER), side=(BEWD, DM, SPARKS)), "set")
    exact = sections(page)
    ydk_file, txt_file = tmp_path / "rt.ydk", tmp_path / "rt.txt"
    assert page.export_file(ydk_file) and page.export_file(txt_file)
    url, ydk_text = page.copy_deck("ydke"), page.copy_deck("ydk")
    for clip, load in ((None, lambda: page.import_file(ydk_file)),
                       (url, page.import_clipboard), (ydk_text, page.import_clipboard)):
        doc.replace(Deck(main=(MAGE,)), "clear")
        if clip:
            QGuiApplication.clipboard().setText(clip)
        assert load()
        assert sections(page) == exact
    # A text list carries names, not passcodes: the same cards by name, section by section.
    doc.replace(Deck(), "clear")
    assert page.import_file(txt_file)

    def names(codes: tuple[int, ...]) -> list[str]:
        return sorted(page.catalog.name_of(c) for c in codes)

    assert [names(s) for s in sections(page)] == [names(s) for s in exact]
    assert answers.warned == []


def test_drag_and_drop_keeps_a_clear_order_in_each_section_and_in_the_export(
        empty_page: DeckEditorPage, monkeypatch: pytest.MonkeyPatch) -> None:
    page, doc = empty_page, empty_page.document
    for code in (CALL, STREAM, SORCERER, SRM, MAX_C, MAGE, SRM):
        assert drag_drop(page, code, "main", monkeypatch)
    assert doc.codes("main") == (CALL, STREAM, SORCERER, SRM, MAX_C, MAGE, SRM)
    # Tiles: Normal, Effect (highest Level first), Maximum Monsters, Spells, Traps.
    assert page.sections["main"].model.entries() == [
        (SORCERER, 1), (SRM, 2), (MAGE, 1), (MAX_C, 1), (STREAM, 1), (CALL, 1)]
    assert drag_drop(page, SRM, "side", monkeypatch, source="main")
    assert drag_drop(page, CALL, "side", monkeypatch, source="main")
    assert drag_drop(page, BEUD, "side", monkeypatch)
    assert sections(page) == ((STREAM, SORCERER, SRM, MAX_C, MAGE), (), (SRM, CALL, BEUD))
    assert page.sections["side"].model.entries() == [(SRM, 1), (BEUD, 1), (CALL, 1)]
    # Side -> Main: the Fusion Monster goes to the Extra Deck, the Trap dropped on the
    # Extra Deck to the Main Deck; a Main Deck card dropped on the Extra Deck stays put.
    assert drag_drop(page, BEUD, "main", monkeypatch, source="side")
    assert drag_drop(page, CALL, "extra", monkeypatch, source="side")
    assert drag_drop(page, SRM, "extra", monkeypatch, source="main")
    assert drag_drop(page, SRM, "main", monkeypatch, source="side")
    mime = start_drag(page, "main", SORCERER, monkeypatch)
    assert drop(page.browser.table.viewport(), mime, Qt.DropAction.MoveAction)
    assert sections(page) == ((STREAM, SRM, MAX_C, MAGE, CALL, SRM), (BEUD,), ())
    assert [page.sections[s].model.entries() for s in ("main", "extra", "side")] == [
        [(SRM, 2), (MAGE, 1), (MAX_C, 1), (STREAM, 1), (CALL, 1)], [(BEUD, 1)], []]
    assert page.copy_deck("ydk") == (
        f"#created by rushdesk\n#main\n{STREAM}\n{SRM}\n{MAX_C}\n{MAGE}\n{CALL}\n{SRM}\n"
        f"#extra\n{BEUD}\n!side\n")
