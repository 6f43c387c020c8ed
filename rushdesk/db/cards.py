"""The card database: built from `carddb/` (plus the user's imports) into SQLite.

`CardDB.open()` returns the database, building it first when it is missing or out of
date (the digest of the sources, the imported cards and the builder version are
stored in it), so a fresh clone and an installed bundle both just work. The rest of
the program asks it for cards by passcode or with `search`; no SQL lives outside
`rushdesk.db`. English names and texts are searched with FTS5 (words and prefixes),
Japanese names with a trigram index (substrings), short Japanese queries with LIKE.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import sqlite_utils

from rushdesk.cards import SCRIPTS
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType

from .paths import cache_dir, data_dir
from .sources import (
    CardRecord,
    carddb_dir,
    kind_name,
    load_records,
    needs_script,
    set_key,
    source_digest,
)

BUILDER_VERSION = 2
CARDS_FILE = "cards.db"
IMPORTED_FILE = "imported-cards.db"


class CardDBError(ValueError):
    """The card database cannot be built or read."""


@dataclass(frozen=True)
class CardSpec:
    """A card as the program shows it: engine facts (with behaviour when scripted), the
    text a player reads, whether rushdesk plays it (`scripted`: it has a script or needs
    none), and where the card comes from."""

    card: CardData
    text: str
    scripted: bool
    set: str
    number: int
    source: str  # "carddb" (rushdesk's own facts) or "import" (the user's EDOPro database)


# ------------------------------------------------------------------------ build
def _row(card: CardData, *, text: str, scripted: bool, set_: str, number: int,
         source: str) -> dict[str, Any]:
    return {
        "code": card.code, "alias": card.alias, "base": card.alias or card.code,
        "name": card.name, "name_ja": card.name_ja, "kind": int(card.type),
        "kind_name": kind_name(card), "attribute": int(card.attribute), "race": card.race,
        "level": card.level, "atk": card.atk, "def": card.defense,
        "maximum_atk": card.maximum_atk, "max_role": card.max_role,
        "max_partners": json.dumps(list(card.max_partners)), "legend": int(card.legend),
        "materials": json.dumps(list(card.materials)), "set_key": set_, "number": number,
        "source": source, "scripted": int(scripted), "text": text,
    }  # fmt: skip


def playable(card: CardData) -> bool:
    """Does rushdesk play this card as printed: scripted, or nothing to script?"""
    return card.name in SCRIPTS or not needs_script(card)


def _script_text(name: str) -> str:
    script = SCRIPTS.get(name)
    return script.text() if script is not None else ""


def _carddb_rows(records: Iterable[CardRecord]) -> list[dict[str, Any]]:
    return [
        _row(r.card, text=_script_text(r.card.name), scripted=playable(r.card),
             set_=r.set, number=r.number, source="carddb")
        for r in records
    ]


def _imported_rows(imported_path: Path, known: set[int]) -> list[dict[str, Any]]:
    if not imported_path.exists():
        return []
    from .edopro import load_imported

    rows = []
    for item in load_imported(imported_path):
        card = item.card
        if card.code in known or not item.rush:
            continue
        scripted = playable(card)
        text = _script_text(card.name) if card.name in SCRIPTS else item.text
        rows.append(_row(card, text=text, scripted=scripted, set_=set_key(card.code),
                         number=card.code % 1000, source="import"))
    return rows


def _digest(imported_path: Path) -> str:
    parts = [str(BUILDER_VERSION), source_digest()]
    if imported_path.exists():
        stat = imported_path.stat()
        parts.append(f"{stat.st_size}:{stat.st_mtime_ns}")
    return "|".join(parts)


def build(path: Path, imported_path: Path | None = None) -> int:
    """Build the card database at `path` (atomically: a temp file renamed); returns rows."""
    imported_path = imported_path or data_dir() / IMPORTED_FILE
    records = load_records()
    rows = _carddb_rows(records)
    rows += _imported_rows(imported_path, {r["code"] for r in rows})
    tmp = path.with_suffix(".building")
    tmp.unlink(missing_ok=True)
    db = sqlite_utils.Database(tmp)
    with db.conn:
        db["cards"].insert_all(rows, pk="code")
        db["cards"].create_index(["name"])
        db["cards"].create_index(["base"])
        db["meta"].insert({"key": "digest", "value": _digest(imported_path)}, pk="key")
    db["cards"].enable_fts(["name", "text"], fts_version="FTS5", tokenize="unicode61")
    db.execute("CREATE VIRTUAL TABLE cards_ja USING fts5(name_ja, content='cards', "
               "content_rowid='rowid', tokenize='trigram')")
    db.execute("INSERT INTO cards_ja(cards_ja) VALUES ('rebuild')")
    db.conn.commit()
    db.close()
    tmp.replace(path)
    return len(rows)


# ----------------------------------------------------------------------- lookup
class CardDB:
    """Read access to the built card database."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = sqlite_utils.Database(sqlite3.connect(f"file:{path}?mode=ro", uri=True,
                                                        check_same_thread=False))
        self._specs: dict[int, CardSpec] = {}  # every card, decoded once on first use

    def _all_specs(self) -> dict[int, CardSpec]:
        if not self._specs:
            self._specs = {row["code"]: _spec(row) for row in self.db.query(
                "SELECT * FROM cards")}
        return self._specs

    @classmethod
    def open(cls, path: Path | None = None, imported_path: Path | None = None) -> CardDB:
        """Open the card database, (re)building it first if it is missing or stale."""
        path = path or cache_dir() / CARDS_FILE
        imported_path = imported_path or data_dir() / IMPORTED_FILE
        wanted = _digest(imported_path)
        if _stored_digest(path) != wanted:
            shipped = carddb_dir() / CARDS_FILE  # built by packaging/build.py
            if _stored_digest(shipped) == wanted:
                _copy_file(shipped, path)
            else:
                build(path, imported_path)
        return cls(path)

    def close(self) -> None:
        self.db.close()

    def __len__(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM cards").fetchone()[0])

    def get(self, code: int) -> CardSpec | None:
        return self._all_specs().get(code)

    def search(
        self,
        text: str = "",
        *,
        kind: str | None = None,
        attribute: str | None = None,
        race: str | None = None,
        level: tuple[int, int] | None = None,
        atk: tuple[int, int] | None = None,
        defense: tuple[int, int] | None = None,
        legend: bool | None = None,
        scripted_only: bool = False,
        limit: int | None = None,
    ) -> list[CardSpec]:
        """Cards matching every given filter, by name. `text` matches English words and
        prefixes of names and card text, Japanese name substrings, or a passcode;
        `kind` is a word of the kind ("monster", "fusion", "trap", "equip spell", ...)."""
        where, params = _filters(kind, attribute, race, level, atk, defense, legend,
                                 scripted_only)
        text = text.strip()
        if text:
            clause, values = _text_clause(text)
            where.append(clause)
            params.extend(values)
        sql = "SELECT code FROM cards"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY name, code"
        if limit:
            sql += f" LIMIT {int(limit)}"
        specs = self._all_specs()
        return [specs[row[0]] for row in self.db.execute(sql, params).fetchall()]

    def pool(self, *, scripted_only: bool = True) -> CardPool:
        """The cards duels may use, with their behaviour. Unscripted cards with an effect
        are left out unless `scripted_only` is False (browsing only)."""
        return CardPool(s.card for s in self.search() if s.scripted or not scripted_only)

    def sets(self) -> list[str]:
        return [r["set_key"] for r in self.db.query(
            "SELECT DISTINCT set_key FROM cards ORDER BY set_key")]


def _copy_file(source: Path, target: Path) -> None:
    """Copy `source` to `target` atomically (a temp file renamed)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".copying")
    tmp.write_bytes(source.read_bytes())
    tmp.replace(target)


def _stored_digest(path: Path) -> str:
    if not path.exists():
        return ""
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'digest'").fetchone()
            # the digest row can outlive damage to the card rows: check every page
            sound = conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        return str(row[0]) if row and sound else ""
    except sqlite3.DatabaseError:
        return ""  # damaged or foreign: rebuild it


_KIND_BITS = {
    "monster": CardType.MONSTER, "spell": CardType.SPELL, "trap": CardType.TRAP,
    "normal": CardType.NORMAL, "effect": CardType.EFFECT, "fusion": CardType.FUSION,
    "ritual": CardType.RITUAL, "maximum": CardType.MAXIMUM, "equip": CardType.EQUIP,
    "field": CardType.FIELD,
}


def _filters(kind: str | None, attribute: str | None, race: str | None,
             level: tuple[int, int] | None, atk: tuple[int, int] | None,
             defense: tuple[int, int] | None, legend: bool | None,
             scripted_only: bool) -> tuple[list[str], list[Any]]:
    where: list[str] = []
    params: list[Any] = []
    if kind:
        try:
            bits = sum(int(_KIND_BITS[w]) for w in kind.lower().split())
        except KeyError:
            raise CardDBError(f"unknown card kind {kind!r}") from None
        if kind.lower().split() == ["normal"]:
            bits |= int(CardType.MONSTER)
        where.append("kind & ? = ?")
        params += [bits, bits]
    if attribute:
        where.append("attribute = ?")
        params.append(int(Attribute[attribute.upper()]))
    if race:
        where.append("race = ?")
        params.append(race)
    for column, bounds in (("level", level), ("atk", atk), ("def", defense)):
        if bounds is not None:
            where.append(f"{column} BETWEEN ? AND ?")
            params += list(bounds)
    if legend is not None:
        where.append("legend = ?")
        params.append(int(legend))
    if scripted_only:
        where.append("scripted = 1")
    return where, params


_WORD = re.compile(r"[\w'-]+", re.UNICODE)


def _text_clause(text: str) -> tuple[str, list[Any]]:
    if text.isdigit():
        return "(code = ? OR base = ?)", [int(text), int(text)]
    if not text.isascii():
        if len(text) >= 3:
            return ("rowid IN (SELECT rowid FROM cards_ja WHERE cards_ja MATCH ?)",
                    ['"' + text.replace('"', '""') + '"'])
        return "name_ja LIKE ?", [f"%{text}%"]
    words = _WORD.findall(text)
    if not words:
        return "0", []
    terms = ['"' + w.replace('"', '""') + '"' for w in words]
    terms[-1] += "*"  # the word being typed is a prefix
    return ("rowid IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?)",
            [" ".join(terms)])


def _spec(row: dict[str, Any]) -> CardSpec:
    card = CardData(
        code=row["code"], name=row["name"], type=CardType(row["kind"]), alias=row["alias"],
        name_ja=row["name_ja"], attribute=Attribute(row["attribute"]), race=row["race"],
        level=row["level"], atk=row["atk"], defense=row["def"],
        maximum_atk=row["maximum_atk"], max_role=row["max_role"],
        max_partners=tuple(json.loads(row["max_partners"])), legend=bool(row["legend"]),
        materials=tuple(json.loads(row["materials"])),
    )
    script = SCRIPTS.get(card.name)
    if script is not None:
        card = replace(card, behaviour=script)
    return CardSpec(card, row["text"] or "", bool(row["scripted"]), row["set_key"],
                    row["number"], row["source"])


def specs_by_code(specs: Sequence[CardSpec]) -> dict[int, CardSpec]:
    return {s.card.code: s for s in specs}


def default_path() -> Path:
    return cache_dir() / CARDS_FILE


__all__ = ["CardDB", "CardDBError", "CardSpec", "build", "carddb_dir", "default_path"]
