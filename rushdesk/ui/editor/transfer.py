"""Deck import and export for the editor: `.ydk` files, `ydke://` URLs and text lists,
from and to files and the clipboard.

Reading is all or nothing: the whole input is parsed (`rushdesk.deck.formats`) and every
passcode checked against the card database before anything changes, so a malformed file
or an unknown card leaves the deck in the editor exactly as it was. No widgets here:
the page asks for file names and shows the messages.
"""

from __future__ import annotations

from pathlib import Path

from rushdesk.deck.formats import (
    DeckFormatError,
    detect_format,
    format_text,
    format_ydk,
    format_ydke,
    parse_any,
    parse_text,
    parse_ydk,
    parse_ydke,
    unknown_codes,
)
from rushdesk.engine.deckrules import Deck
from rushdesk.ui.editor.document import Catalog

FORMAT_LABELS = {"ydk": ".ydk file", "ydke": "ydke:// URL", "text": "text list"}
MAX_FILE_BYTES = 1_000_000  # a deck file is a few KB; refuse to read anything huge
FILE_FILTERS = "Deck files (*.ydk *.txt);;EDOPro decks (*.ydk);;Text lists (*.txt);;All files (*)"


def _check_known(deck: Deck, catalog: Catalog) -> Deck:
    unknown = unknown_codes(deck, catalog)
    if unknown:
        listed = ", ".join(map(str, unknown[:8])) + (" ..." if len(unknown) > 8 else "")
        raise DeckFormatError([
            f"{len(unknown)} card{'s' if len(unknown) != 1 else ''} not in your card "
            f"database: passcode{'s' if len(unknown) != 1 else ''} {listed}. Import your "
            "EDOPro card database first, or fix the deck."])
    return deck


def read_deck_text(text: str, catalog: Catalog, kind: str | None = None) -> tuple[Deck, str]:
    """Parse `text` (format `kind`, or detected) into a Deck of known cards; returns the
    deck and the format read. Raises DeckFormatError with every problem."""
    kind = kind or detect_format(text)
    if not text.strip():
        raise DeckFormatError(["there is nothing to import: the text is empty"])
    if kind == "ydke":
        deck = parse_ydke(text)
    elif kind == "ydk":
        deck = parse_ydk(text)
    elif kind == "text":
        deck = parse_text(text, catalog.resolve)
    else:
        deck = parse_any(text, catalog.resolve)
    return _check_known(deck, catalog), kind


def read_deck_file(path: Path, catalog: Catalog) -> tuple[Deck, str]:
    """Read a deck file: `.ydk` as EDOPro writes it, anything else detected by content."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise DeckFormatError([f"{path.name} is too large to be a deck file"])
        raw = path.read_bytes()
    except OSError as exc:
        raise DeckFormatError([f"cannot read {path}: {exc.strerror or exc}"]) from exc
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DeckFormatError([f"{path.name} is not a text file (not UTF-8)"]) from None
    kind = "ydk" if path.suffix.lower() == ".ydk" else None
    return read_deck_text(text, catalog, kind)


def deck_as(kind: str, deck: Deck, catalog: Catalog, creator: str = "rushdesk") -> str:
    """The deck written as "ydk", "ydke" or "text"."""
    if kind == "ydk":
        return format_ydk(deck, creator)
    if kind == "ydke":
        return format_ydke(deck)
    if kind == "text":
        return format_text(deck, catalog.name_of)
    raise ValueError(f"unknown deck format {kind!r}")


def write_deck_file(path: Path, deck: Deck, catalog: Catalog, creator: str = "rushdesk") -> str:
    """Write the deck to `path`: a text list for `.txt`, otherwise `.ydk`. Returns the
    format written. EDOPro's files end lines with "\\n", so the file is written as bytes."""
    kind = "text" if path.suffix.lower() == ".txt" else "ydk"
    path.write_bytes(deck_as(kind, deck, catalog, creator).encode("utf-8"))
    return kind


def format_problem_list(error: DeckFormatError) -> str:
    """The problems of a failed import, one per line, for a message box."""
    return "\n".join(f"• {p}" for p in error.problems)


__all__ = ["FILE_FILTERS", "FORMAT_LABELS", "deck_as", "format_problem_list",
           "read_deck_file", "read_deck_text", "write_deck_file"]
