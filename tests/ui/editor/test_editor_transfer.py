"""Import and export: `.ydk` as EDOPro writes it, `ydke://` URLs checked by hand against
the format, text lists, files and the clipboard; bad input changes nothing."""

from __future__ import annotations

import base64
import struct
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from rushdesk.ui.editor import DeckEditorPage

SEVENS = 160301001
MAGE = 160002016   # Sevens Road Mage
BEUD = 160319001   # Fusion
TRAP = 160001047


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []

    def warning(_parent: Any, title: str, text: str, *args: Any) -> QMessageBox.StandardButton:
        seen.append(f"{title}\n{text}")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return seen


def ydke_by_hand(main: list[int], extra: list[int], side: list[int]) -> str:
    """ydke://: three base64 parts of little-endian uint32 passcodes, each ended by "!"."""
    parts = [base64.b64encode(struct.pack(f"<{len(p)}I", *p)).decode() for p in
             (main, extra, side)]
    return "ydke://" + "".join(part + "!" for part in parts)


def test_an_edopro_ydk_with_sections_in_another_order_round_trips(
        empty_page: DeckEditorPage, tmp_path: Path, warnings: list[str]) -> None:
    page = empty_page
    # As EDOPro writes it (a comment, #main / #extra / !side), sections reordered, CRLF.
    text = ("#created by Yugi\r\n#extra\r\n160319001\r\n160319001\r\n!side\r\n160001047\r\n"
            "#main\r\n160301001\r\n160301001\r\n160301001\r\n160002016\r\n")
    source = tmp_path / "Sevens test.ydk"
    source.write_bytes(text.encode())
    assert page.import_file(source)
    doc = page.document
    assert doc.codes("main") == (SEVENS, SEVENS, SEVENS, MAGE)
    assert doc.codes("extra") == (BEUD, BEUD) and doc.codes("side") == (TRAP,)
    assert doc.name == "Sevens test"  # a new deck takes the file's name
    assert "Imported 7 cards (4 Main, 2 Extra, 1 Side)" in page.message.text()
    assert warnings == []

    target = tmp_path / "out.ydk"
    assert page.export_file(target)
    assert target.read_bytes().decode() == (
        "#created by Player\n#main\n160301001\n160301001\n160301001\n160002016\n"
        "#extra\n160319001\n160319001\n!side\n160001047\n")
    doc.replace(doc.deck().__class__(), "clear")
    assert page.import_file(target)
    assert (doc.codes("main"), doc.codes("extra"), doc.codes("side")) == (
        (SEVENS, SEVENS, SEVENS, MAGE), (BEUD, BEUD), (TRAP,))


def test_ydke_urls_from_and_to_the_clipboard(empty_page: DeckEditorPage,
                                             warnings: list[str]) -> None:
    page = empty_page
    url = ydke_by_hand([SEVENS, SEVENS, TRAP], [BEUD], [MAGE])
    QGuiApplication.clipboard().setText(url)
    assert page.import_clipboard()
    doc = page.document
    assert (doc.codes("main"), doc.codes("extra"), doc.codes("side")) == (
        (SEVENS, SEVENS, TRAP), (BEUD,), (MAGE,))
    assert page.copy_deck("ydke") == url
    assert QGuiApplication.clipboard().text() == url
    # Worked out by hand: 160301001 = 0x098DFFC9, little-endian c9 ff 8d 09, base64
    # "yf+NCQ=="; with 160001047 (0x09896C17: 17 6c 89 09) the Main part of
    # [160301001, 160301001, 160001047] is 12 bytes, "yf+NCcn/jQkXbIkJ".
    assert url.split("!")[0] == "ydke://yf+NCcn/jQkXbIkJ"
    doc.replace(doc.deck().__class__(main=(SEVENS,), extra=(BEUD,), side=(TRAP,)), "set")
    assert page.copy_deck("ydke") == "ydke://yf+NCQ==!GUaOCQ==!F2yJCQ==!"
    # Undo takes the changes back, the import too.
    doc.undo.undo()
    doc.undo.undo()
    assert doc.is_empty


def test_text_lists_round_trip_through_the_clipboard(empty_page: DeckEditorPage,
                                                     tmp_path: Path) -> None:
    page = empty_page
    QGuiApplication.clipboard().setText(
        "Main Deck\n3 Sevens Road Magician\n2x Sevens Road Mage\n\nExtra Deck:\n"
        "1 Blue-Eyes Ultimate Dragon (Rush)\nSide\ncall of the earthbound (rush) x2\n")
    assert page.import_clipboard()
    doc = page.document
    assert doc.codes("main") == (SEVENS,) * 3 + (MAGE,) * 2
    assert doc.codes("extra") == (BEUD,) and doc.codes("side") == (TRAP, TRAP)
    text = page.copy_deck("text")
    assert text == ("Main Deck (5)\n3 Sevens Road Magician\n2 Sevens Road Mage\n\n"
                    "Extra Deck (1)\n1 Blue-Eyes Ultimate Dragon (Rush)\n\n"
                    "Side Deck (2)\n2 Call of the Earthbound (Rush)\n")
    target = tmp_path / "list.txt"
    assert page.export_file(target)
    assert target.read_text() == text
    doc.replace(doc.deck().__class__(), "clear")
    assert page.import_file(target)
    assert doc.codes("main") == (SEVENS,) * 3 + (MAGE,) * 2


@pytest.mark.parametrize(("source", "problem"), [
    ("ydke://not base64!!!", "main part: invalid base64"),
    ("ydke://" + base64.b64encode(b"\x01\x02\x03").decode() + "!!!",
     "length 3 is not a multiple of 4 bytes"),
    ("#main\n160301001\nhello\n", "line 3: 'hello' is not a passcode"),
    ("#main\n160301001\n999999999\n", "not in your card database: passcode 999999999"),
    ("3 Sevens Road Magician\n1 No Such Card\n", "line 2: unknown card name 'No Such Card'"),
    ("", "there is nothing to import"),
])
def test_bad_input_leaves_the_deck_unchanged_with_a_clear_message(
        page: DeckEditorPage, warnings: list[str], source: str, problem: str) -> None:
    doc = page.document
    before, count = doc.deck(), doc.undo.count()
    QGuiApplication.clipboard().setText(source)
    assert not page.import_clipboard()
    assert doc.deck() == before and doc.undo.count() == count and not doc.is_modified
    assert len(warnings) == 1
    assert warnings[0].startswith("Nothing was imported\nthe clipboard could not be read as "
                                  "a deck, so your deck is unchanged:")
    assert problem in warnings[0]
    assert "the deck is unchanged" in page.message.text()


def test_a_bad_file_leaves_the_deck_unchanged(page: DeckEditorPage, tmp_path: Path,
                                              warnings: list[str]) -> None:
    doc = page.document
    before = doc.deck()
    binary = tmp_path / "deck.ydk"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert not page.import_file(binary)
    assert not page.import_file(tmp_path / "missing.ydk")
    assert doc.deck() == before
    assert "not a text file" in warnings[0] and "cannot read" in warnings[1]


def test_the_import_and_export_actions_ask_for_files(
        empty_page: DeckEditorPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    page = empty_page
    page.document.add(SEVENS, "main", 2)
    target = tmp_path / "picked.ydk"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kwargs: (str(target), "EDOPro decks (*.ydk)"))
    page.export_file_action.trigger()
    assert target.read_text().splitlines()[1:4] == ["#main", "160301001", "160301001"]
    page.document.undo.undo()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kwargs: (str(target), "EDOPro decks (*.ydk)"))
    page.import_file_action.trigger()
    assert page.document.codes("main") == (SEVENS, SEVENS)
    # Cancelling the file dialog changes nothing.
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: ("", ""))
    page.import_file_action.trigger()
    assert page.document.codes("main") == (SEVENS, SEVENS)
