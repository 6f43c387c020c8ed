"""Deck import and export: EDOPro `.ydk` files, `ydke://` URLs and plain-text lists.

Every parser reads the whole input, collects every problem it finds and then either
returns a complete `Deck` or raises one `DeckFormatError` listing them all: a deck is
never half-imported. Problems name the line (or the URL part) and what is wrong.

Only the *format* is checked here. Unknown passcodes, too many copies, wrong sections and
deck sizes are deck-rule questions for the caller (`unknown_codes`,
`rushdesk.engine.deckrules.validate_deck`). No database is needed: text lists resolve
card names through a callable given by the caller.

The layouts follow what EDOPro itself reads and writes (gframe/deck_manager.cpp:
`SaveDeck`, `LoadCardList`, `ExportDeckBase64`, `ImportDeckBase64`,
`ExportDeckCardNames`) and the ydke.js reference library of Project Ignis.
"""

from __future__ import annotations

import base64
import binascii
import re
import struct
from collections.abc import Callable, Container, Iterable
from typing import Literal

from rushdesk.engine.deckrules import SECTIONS, Deck

__all__ = [
    "MAX_COUNT",
    "DeckFormatError",
    "detect_format",
    "format_text",
    "format_ydk",
    "format_ydke",
    "parse_any",
    "parse_text",
    "parse_ydk",
    "parse_ydke",
    "unknown_codes",
]

Resolver = Callable[[str], int | None]
Format = Literal["ydk", "ydke", "text"]

MAX_PASSCODE = 0xFFFF_FFFF  # ydke:// stores passcodes as unsigned 32-bit integers
MAX_COUNT = 60  # largest "N Name" count: copies above 3 are a deck-rule problem
YDKE_PREFIX = "ydke://"
_SHOWN_PROBLEMS = 10  # problems spelled out in str(DeckFormatError); all stay in .problems
_QUOTE_MAX = 40  # longest piece of input quoted in a problem

_YDK_HEADERS = {"#main": "main", "#extra": "extra", "!side": "side"}
_PASSCODE = re.compile(r"[0-9]+")
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")

# "Main Deck", "Main:", "Extra Deck (15)", "Side Deck: 15 cards", "MAIN DECK - 40" ...
_COUNT_SUFFIX = r"(?:[:\-]?\s*\(?\s*\d+(?:\s+cards?)?\s*\)?)?\s*:?"
_SECTION_HEADER = re.compile(
    rf"(?P<section>main|extra|side)(?:\s+deck)?\s*{_COUNT_SUFFIX}", re.IGNORECASE
)
# Card-type sub-headers some sites put inside the Main Deck; they change nothing.
_SUB_HEADER = re.compile(rf"(?:monsters?|spells?|traps?)(?:\s+cards?)?\s*{_COUNT_SUFFIX}", re.I)
# "3x Name", "3xName", "3 x Name" but not "3 Xyz Card": an "x" after a space is a
# count marker only when a space follows it too.
_COUNT_X_NAME = re.compile(r"(?P<count>\d{1,4})(?:[x×]\s*|\s+[x×]\s+)(?P<name>\S.*)", re.IGNORECASE)
_COUNT_NAME = re.compile(r"(?P<count>\d{1,4})\s+(?P<name>\S.*)")
_NAME_X_COUNT = re.compile(r"(?P<name>.*\S)\s+[x×]\s*(?P<count>\d{1,4})", re.IGNORECASE)
_SECTION_TITLES = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}


class DeckFormatError(ValueError):
    """The input is not a readable deck; `problems` lists every reason, in input order."""

    def __init__(self, problems: Iterable[str]) -> None:
        self.problems: list[str] = list(problems) or ["unreadable deck"]
        shown = self.problems[:_SHOWN_PROBLEMS]
        hidden = len(self.problems) - len(shown)
        if hidden:
            shown = [*shown, f"... and {hidden} more"]
        super().__init__("; ".join(shown))


def _quote(text: str) -> str:
    """`text` in quotes for a problem message, cut short if long."""
    if len(text) > _QUOTE_MAX:
        text = text[: _QUOTE_MAX - 1] + "…"
    return repr(text)


def _lines(text: str) -> list[str]:
    """The lines of `text`, stripped, without a UTF-8 BOM. LF, CRLF and CR end a line;
    nothing else does (a form feed or a Unicode separator inside a line stays there,
    so the line is reported as damaged and the line numbers match any editor's)."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [line.strip() for line in text.split("\n")]


def _check_codes(deck: Deck) -> None:
    """Raise ValueError unless every passcode of `deck` can be written (1..2**32-1)."""
    for section in SECTIONS:
        for code in deck.section(section):
            if not 1 <= code <= MAX_PASSCODE:
                raise ValueError(f"{section} holds {code}, which is not a passcode")


def _deck(sections: dict[str, list[int]]) -> Deck:
    """A Deck of the three section lists."""
    return Deck(
        main=tuple(sections["main"]), extra=tuple(sections["extra"]), side=tuple(sections["side"])
    )


# --- .ydk -------------------------------------------------------------------------------


def parse_ydk(text: str) -> Deck:
    """Read an EDOPro / YGOPro `.ydk` deck file.

    `#main`, `#extra` and `!side` (any case) start sections, in any order; other `#`
    lines (such as `#created by ...`) and blank lines are ignored; passcodes before any
    header belong to the Main Deck, as EDOPro reads them. CRLF / CR line endings and a
    UTF-8 BOM are accepted. The deck name is left empty: a .ydk file names its deck by
    its file name. Raises DeckFormatError listing every bad line.
    """
    sections: dict[str, list[int]] = {section: [] for section in SECTIONS}
    problems: list[str] = []
    current = "main"
    seen_anything = False
    for number, line in enumerate(_lines(text), start=1):
        if not line:
            continue
        header = _YDK_HEADERS.get(line.lower())
        if header is not None:
            current = header
            seen_anything = True
        elif line.startswith("#"):
            continue
        elif line.startswith("!"):
            problems.append(
                f"line {number}: unknown section {_quote(line)} (expected #main, #extra or !side)"
            )
        elif not _PASSCODE.fullmatch(line):
            problems.append(f"line {number}: {_quote(line)} is not a passcode")
        else:
            seen_anything = True
            code = int(line)
            if not 1 <= code <= MAX_PASSCODE:
                problems.append(
                    f"line {number}: {_quote(line)} is not a passcode (must be 1 to {MAX_PASSCODE})"
                )
            else:
                sections[current].append(code)
    if not seen_anything and not problems:
        problems.append("no deck found: no #main, #extra or !side line and no passcodes")
    if problems:
        raise DeckFormatError(problems)
    return _deck(sections)


def format_ydk(deck: Deck, creator: str = "rushdesk") -> str:
    """`deck` as a `.ydk` file, laid out exactly as EDOPro's `SaveDeck` writes it.

    `#created by <creator>`, `#main`, the Main Deck passcodes, `#extra`, ..., `!side`,
    ..., every line ending with "\\n" (write the file in binary or with newline="\\n").
    The deck name is not stored. Raises ValueError for a passcode outside 1..2**32-1.
    """
    _check_codes(deck)
    creator = " ".join(creator.split())  # a line break would end the comment line
    lines = [f"#created by {creator}", "#main", *map(str, deck.main)]
    lines += ["#extra", *map(str, deck.extra), "!side", *map(str, deck.side)]
    return "".join(line + "\n" for line in lines)


# --- ydke:// ----------------------------------------------------------------------------


def _decode_part(part: str, label: str, problems: list[str]) -> tuple[int, ...]:
    """The passcodes of one base64 part of a ydke:// URL; problems go to `problems`."""
    if not _BASE64.fullmatch(part) or len(part.rstrip("=")) % 4 == 1:
        problems.append(f"{label} part: invalid base64")
        return ()
    padded = part + "=" * (-len(part) % 4)  # some writers drop the padding
    try:
        data = base64.b64decode(padded, validate=True)
    except (binascii.Error, ValueError):
        problems.append(f"{label} part: invalid base64")
        return ()
    if len(data) % 4:
        problems.append(f"{label} part: length {len(data)} is not a multiple of 4 bytes")
        return ()
    codes: tuple[int, ...] = struct.unpack(f"<{len(data) // 4}I", data)
    for position, code in enumerate(codes, start=1):
        if code == 0:
            problems.append(f"{label} part: card {position} has passcode 0")
    return codes


def parse_ydke(url: str) -> Deck:
    """Read a `ydke://<main>!<extra>!<side>!` URL (surrounding white space is ignored).

    Each part is standard base64 of little-endian unsigned 32-bit passcodes; missing
    base64 padding and a missing final `!` are accepted. Raises DeckFormatError.
    """
    url = url.removeprefix("\ufeff").strip()
    if url[: len(YDKE_PREFIX)].lower() != YDKE_PREFIX:
        raise DeckFormatError(["not a ydke:// URL"])
    parts = url[len(YDKE_PREFIX) :].split("!")
    if len(parts) < 3:
        raise DeckFormatError([f"ydke:// URL has {len(parts)} part(s); expected main!extra!side!"])
    if any(parts[3:]):
        raise DeckFormatError(["ydke:// URL has text after the side part"])
    problems: list[str] = []
    main, extra, side = (
        _decode_part(part, label, problems) for part, label in zip(parts, SECTIONS, strict=False)
    )
    if problems:
        raise DeckFormatError(problems)
    return Deck(main=main, extra=extra, side=side)


def format_ydke(deck: Deck) -> str:
    """`deck` as a `ydke://` URL, as EDOPro's `ExportDeckBase64` writes it (padded base64,
    final `!`). Raises ValueError for a passcode outside 1..2**32-1."""
    _check_codes(deck)
    parts = (
        base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")
        for codes in (deck.main, deck.extra, deck.side)
    )
    return YDKE_PREFIX + "".join(part + "!" for part in parts)


# --- plain text ---------------------------------------------------------------------------


def _candidates(line: str) -> list[tuple[int, str]]:
    """Readings of a card line as (count, name), most likely first.

    "3 Name", "3x Name", "3 x Name", "Name x3", and the whole line as one copy (so a
    name that itself starts with a number or ends in "x2" still resolves).
    """
    readings: list[tuple[int, str]] = []
    for pattern in (_COUNT_X_NAME, _COUNT_NAME, _NAME_X_COUNT):
        match = pattern.fullmatch(line)
        if match:
            readings.append((int(match["count"]), " ".join(match["name"].split())))
    readings.append((1, " ".join(line.split())))
    return readings


def parse_text(text: str, resolve: Resolver) -> Deck:
    """Read a plain-text deck list such as EDOPro's "export card names".

    Card lines: `3 Name`, `3x Name`, `Name x3`, or a bare `Name` for one copy; a count
    must be 1 to MAX_COUNT (copy limits are a deck rule, not a format rule). Section
    headers `Main Deck`, `Main:`, `Extra Deck (15)`, `Side:` ... (any case, optional
    count) switch sections; cards before any header go to the Main Deck. Blank lines,
    `#` / `//` comments and Monster / Spell / Trap sub-headers are ignored. Names go to
    `resolve(name) -> passcode | None` (white space collapsed, case kept). Raises
    DeckFormatError listing every bad line.
    """
    sections: dict[str, list[int]] = {section: [] for section in SECTIONS}
    problems: list[str] = []
    current = "main"
    seen_anything = False
    for number, line in enumerate(_lines(text), start=1):
        if not line or line.startswith(("#", "//")):
            continue
        header = _SECTION_HEADER.fullmatch(line)
        if header:
            current = header["section"].lower()
            seen_anything = True
            continue
        if _SUB_HEADER.fullmatch(line):
            continue
        seen_anything = True
        readings = _candidates(line)
        chosen, code = readings[0], None
        for reading in readings:
            code = resolve(reading[1])
            if code is not None:
                chosen = reading
                break
        count, name = chosen
        if not 1 <= count <= MAX_COUNT:
            problems.append(f"line {number}: count {count} must be 1 to {MAX_COUNT}")
        if code is None:
            problems.append(f"line {number}: unknown card name {_quote(name)}")
        else:
            sections[current].extend([code] * count)
    if not seen_anything:
        problems.append("no deck found: the text holds no card lines")
    if problems:
        raise DeckFormatError(problems)
    return _deck(sections)


def format_text(deck: Deck, name_of: Callable[[int], str]) -> str:
    """`deck` as a plain-text list that `parse_text` reads back.

    `Main Deck (N)` then one `count Name` line per distinct passcode in order of first
    appearance; `Extra Deck (N)` and `Side Deck (N)` follow, each after a blank line,
    when not empty. `name_of(passcode)` gives the names (its errors propagate).
    """
    blocks: list[str] = []
    for section in SECTIONS:
        codes = deck.section(section)
        if not codes and section != "main":
            continue
        counts: dict[int, int] = {}
        for code in codes:
            counts[code] = counts.get(code, 0) + 1
        lines = [f"{_SECTION_TITLES[section]} ({len(codes)})"]
        lines += [f"{count} {name_of(code)}" for code, count in counts.items()]
        blocks.append("".join(line + "\n" for line in lines))
    return "\n".join(blocks)


# --- any format ---------------------------------------------------------------------------


def detect_format(text: str) -> Format:
    """Which parser a pasted `text` needs: "ydke", "ydk" or "text".

    "ydke" if it starts with `ydke://`; "ydk" if a line is `#main`, `#extra` or
    `!side`, or most non-comment lines are bare passcodes (a list of passcodes with a
    typo in one is still one, and the typo is the line reported); otherwise "text".
    """
    stripped = text.removeprefix("\ufeff").strip()
    if stripped[: len(YDKE_PREFIX)].lower() == YDKE_PREFIX:
        return "ydke"
    lines = [line for line in _lines(text) if line]
    if any(line.lower() in _YDK_HEADERS for line in lines):
        return "ydk"
    body = [line for line in lines if not line.startswith("#")]
    if body and 2 * sum(1 for line in body if _PASSCODE.fullmatch(line)) > len(body):
        return "ydk"
    return "text"


def parse_any(text: str, resolve: Resolver) -> Deck:
    """Read a clipboard paste in whichever format `detect_format` finds."""
    kind = detect_format(text)
    if kind == "ydke":
        return parse_ydke(text)
    if kind == "ydk":
        return parse_ydk(text)
    return parse_text(text, resolve)


def unknown_codes(deck: Deck, known: Container[int]) -> list[int]:
    """The distinct passcodes of `deck` not in `known`, in order of first appearance
    (Main, then Extra, then Side)."""
    unknown: dict[int, None] = {}
    for section in SECTIONS:
        for code in deck.section(section):
            if code not in known:
                unknown.setdefault(code)
    return list(unknown)
