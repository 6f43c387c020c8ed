"""`carddb/decks/`: the prebuilt decks shipped with rushdesk, one TOML file per deck.

A deck file `carddb/decks/<slug>.toml` holds ``name``, ``description`` and the
sections ``main``, ``extra`` and ``side``. Each section is either an array of
``{ code = <passcode>, count = <copies> }`` tables (``[[main]]`` or an inline array)
or a table mapping passcodes to copies (``[main]`` with ``160301001 = 3``). Only the
file's shape is checked here; whether the deck is legal is `validate_deck`'s job.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rushdesk.db.sources import SourceError, carddb_dir
from rushdesk.engine.deckrules import SECTIONS, Deck

_FIELDS = {"name", "description", *SECTIONS}


@dataclass(frozen=True)
class PrebuiltDeck:
    """A deck shipped in `carddb/decks/`: its file name (`slug`), title and how it plays."""

    slug: str
    name: str
    description: str
    deck: Deck


def deck_files(root: Path | None = None) -> list[Path]:
    return sorted((root or carddb_dir()).glob("decks/*.toml"))


def load_prebuilt(root: Path | None = None) -> list[PrebuiltDeck]:
    """Every prebuilt deck, sorted by slug; raises `SourceError` on a malformed file."""
    return [_load(path) for path in deck_files(root)]


def _load(path: Path) -> PrebuiltDeck:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SourceError(f"decks/{path.name}: not valid TOML: {exc}") from None
    try:
        unknown = set(data) - _FIELDS
        if unknown:
            raise ValueError(f"unknown fields {sorted(unknown)}")
        name, description = data.get("name"), data.get("description", "")
        if not isinstance(name, str) or not name.strip():
            raise ValueError("a deck needs a name")
        if not isinstance(description, str):
            raise ValueError("the description must be a string")
        sections = {s: _section(s, data.get(s, [])) for s in SECTIONS}
    except ValueError as exc:
        raise SourceError(f"decks/{path.name}: {exc}") from None
    deck = Deck(sections["main"], sections["extra"], sections["side"], name=name)
    return PrebuiltDeck(path.stem, name, description.strip(), deck)


def _section(section: str, raw: Any) -> tuple[int, ...]:
    """The passcodes of one section, each repeated `count` times, in file order."""
    if isinstance(raw, Mapping):
        entries = [{"code": code, "count": count} for code, count in raw.items()]
    elif isinstance(raw, list):
        entries = raw
    else:
        raise ValueError(f"{section}: expected a table or an array of tables")
    codes: list[int] = []
    for k, entry in enumerate(entries, 1):
        where = f"{section} entry #{k}"
        if not isinstance(entry, Mapping):
            raise ValueError(f"{where}: expected a table with code and count")
        extra = set(entry) - {"code", "count"}
        if extra:
            raise ValueError(f"{where}: unknown fields {sorted(extra)}")
        missing = {"code", "count"} - set(entry)
        if missing:
            raise ValueError(f"{where}: missing {' and '.join(sorted(missing))}")
        code = _integer(entry["code"], f"{where}: code")
        count = _integer(entry["count"], f"{where}: count")
        if code <= 0 or count <= 0:
            raise ValueError(f"{where}: code and count must be positive")
        codes.extend([code] * count)
    return tuple(codes)


def _integer(value: Any, what: str) -> int:
    if isinstance(value, bool):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    raise ValueError(f"{what} must be a whole number, not {value!r}")
