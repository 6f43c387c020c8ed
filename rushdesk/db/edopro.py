"""Import a user's own EDOPro Rush card database (`cards-rush.cdb`).

EDOPro keeps its cards in an SQLite file with two tables joined on `id`:
``datas(id, ot, alias, setcode, type, atk, def, level, race, attribute, category)`` and
``texts(id, name, desc, str1 .. str16)``. `read_cdb` opens such a file strictly
read-only, checks that it really is one, and decodes every row into `CardData` facts;
`import_cdb` then writes them into the user's card database in one transaction.

The card texts in a `.cdb` are Konami's words. They are kept only for the user's own
display of cards rushdesk cannot play yet (``unscripted``); the text rushdesk shows for a
scripted card is rendered from its definition, so a scripted card's text is not stored.

Counting rules (they reproduce the reference file's published counts, see
``tests/db/test_edopro.py``):

- **Distinct cards**: Rush rows grouped by ``alias or id``. A reprint or alternate art
  points at its first printing through ``alias`` and counts with it. A Rush version of an
  OCG card points at an OCG passcode that is *not* in the file: it does not merge with
  any row of the file, but every print sharing that OCG alias is the same card, so they
  count once together (treating each such row as its own card overcounts: 3,152 instead
  of 3,110 on the reference file).
- **Kinds** are counted once per distinct card, from its first printing (the row whose
  code is the group's key, else the smallest code), into exclusive monster kinds by
  priority Fusion, Ritual, Maximum, Union, Effect, Normal. Union monsters (EDOPro bit
  0x400, which `CardType` does not model) are not counted as Effect Monsters; every
  Maximum piece counts under ``maximum`` and the pieces whose role is "C" under
  ``maximum_center``.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlite_utils

from rushdesk.engine.cards import Attribute, CardData, CardType

__all__ = [
    "CdbError",
    "ImportReport",
    "ImportedCard",
    "RACE_NAMES",
    "distinct_groups",
    "import_cdb",
    "load_imported",
    "read_cdb",
    "summarize",
]

Progress = Callable[[int, int], None]

# `ot` bits
OT_RUSH = 0x200
OT_LEGEND = 0x400

# `type` bits EDOPro uses for Rush cards; UNION has no CardType member (the engine treats
# a Union monster as an Effect Monster), so it survives only in `ImportedCard.type_bits`.
TYPE_UNION = 0x400
_KNOWN_TYPE_MASK = 0
for _member in CardType:
    _KNOWN_TYPE_MASK |= int(_member)
_DOCUMENTED_TYPE_MASK = _KNOWN_TYPE_MASK | TYPE_UNION
_KNOWN_ATTRIBUTE_MASK = 0
for _attr in Attribute:
    _KNOWN_ATTRIBUTE_MASK |= int(_attr)

#: Monster Type by EDOPro `race` bit, including the Rush-only Types.
RACE_NAMES: dict[int, str] = {
    0x1: "Warrior",
    0x2: "Spellcaster",
    0x4: "Fairy",
    0x8: "Fiend",
    0x10: "Zombie",
    0x20: "Machine",
    0x40: "Aqua",
    0x80: "Pyro",
    0x100: "Rock",
    0x200: "Winged Beast",
    0x400: "Plant",
    0x800: "Insect",
    0x1000: "Thunder",
    0x2000: "Dragon",
    0x4000: "Beast",
    0x8000: "Beast-Warrior",
    0x10000: "Dinosaur",
    0x20000: "Fish",
    0x40000: "Sea Serpent",
    0x80000: "Reptile",
    0x100000: "Psychic",
    0x800000: "Wyrm",
    0x1000000: "Cyberse",
    0x4000000: "Cyborg",
    0x8000000: "Magical Knight",
    0x10000000: "High Dragon",
    0x20000000: "Omega Psychic",
    0x40000000: "Celestial Warrior",
    0x80000000: "Galaxy",
}

_SQLITE_HEADER = b"SQLite format 3\x00"
_REQUIRED_COLUMNS: dict[str, tuple[str, ...]] = {
    "datas": ("id", "ot", "alias", "setcode", "type", "atk", "def", "level", "race",
              "attribute", "category"),
    "texts": ("id", "name", "desc", *(f"str{i}" for i in range(1, 17))),
}
_PROGRESS_EVERY = 250
_UNKNOWN_STAT = -2  # EDOPro's "?" ATK/DEF (also what it stores for Spells and Traps)

# "MAXIMUM ATK = 3500" in a center piece's text: only the number is read.
_MAXIMUM_ATK = re.compile(r"MAXIMUM\s+ATK\s*[=:]?\s*(\d[\d,]*)", re.IGNORECASE)
# A material list made only of quoted names joined by "+": "A" + "B" (+ "C" ...).
_QUOTED = r'(?:"[^"\n]+"|\u201c[^\u201d\n]+\u201d)'
_MATERIAL_LIST = re.compile(rf"\s*{_QUOTED}(?:\s*\+\s*{_QUOTED})+\s*")
_QUOTED_NAME = re.compile(r'"([^"\n]+)"|\u201c([^\u201d\n]+)\u201d')

TABLE = "imported_cards"
_COLUMNS: dict[str, type] = {
    "code": int,
    "alias": int,
    "name": str,
    "name_ja": str,
    "kind": int,  # EDOPro `type` bits exactly as read (UNION included)
    "attribute": int,
    "race": str,
    "level": int,
    "atk": int,
    "def": int,
    "maximum_atk": int,
    "max_role": str,
    "max_partners": str,  # JSON list of codes
    "legend": int,
    "materials": str,  # JSON list of names
    "text": str,  # the user's own text, only for unscripted cards, else NULL
    "rush": int,
    "setcode": int,
    "ot": int,
    "unscripted": int,
    "source_file": str,
    "imported_at": str,
}


class CdbError(ValueError):
    """A file that is not a usable EDOPro card database."""


@dataclass(frozen=True, slots=True)
class ImportedCard:
    """One row of a user's `.cdb`: its facts, its text and EDOPro's own flags.

    `text` is the user's own card text, kept for display only. `type_bits` is the
    `type` column exactly as read (`card.type` keeps only the bits `CardType` names).
    `notes` say what was odd in the row ("?" ATK, unknown Type bit, ...).
    """

    card: CardData
    text: str
    rush: bool
    setcode: int
    ot: int
    type_bits: int = 0
    notes: tuple[str, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import found. Row counts: `total`, `rush`, `scripted`, `unscripted`;
    distinct-card counts (see the module's counting rules): `distinct`, `by_kind`,
    `legend`. `notes` lists the odd rows, one line each."""

    total: int
    rush: int
    distinct: int
    scripted: int
    unscripted: int
    by_kind: dict[str, int]
    legend: int = 0
    notes: tuple[str, ...] = ()


# -- validation ---------------------------------------------------------------------------


def _check_file(path: Path) -> None:
    """Refuse what is plainly not an SQLite file before SQLite opens it."""
    if not path.exists():
        raise CdbError(f"{path}: file not found")
    if not path.is_file():
        raise CdbError(f"{path}: not a file")
    size = path.stat().st_size
    if size == 0:
        raise CdbError(f"{path}: empty file, not an SQLite database")
    with path.open("rb") as f:
        header = f.read(100)
    if not header.startswith(_SQLITE_HEADER):
        raise CdbError(f"{path}: not an SQLite database (no SQLite header)")
    if len(header) < 100:
        raise CdbError(f"{path}: truncated or damaged SQLite database ({size} bytes)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    change_counter = int.from_bytes(header[24:28], "big")
    page_count = int.from_bytes(header[28:32], "big")
    valid_for = int.from_bytes(header[92:96], "big")
    # The in-header size is trustworthy only when valid_for matches the change counter,
    # and a -wal file beside it may hold pages the main file does not have yet.
    wal = path.with_name(path.name + "-wal")
    expected = page_size * page_count
    if valid_for == change_counter and page_count and not wal.exists() and size < expected:
        raise CdbError(
            f"{path}: truncated or damaged SQLite database "
            f"({size} bytes, its header says {expected})"
        )


def _connect_read_only(path: Path) -> sqlite3.Connection:
    # mode=ro, not immutable=1: EDOPro may be writing the file while we read it.
    uri = path.resolve().as_uri() + "?mode=ro"
    try:
        return sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise CdbError(f"{path}: cannot open read-only ({exc})") from exc


def _check_database(path: Path, conn: sqlite3.Connection) -> None:
    try:
        result = [row[0] for row in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as exc:
        raise CdbError(f"{path}: truncated or damaged SQLite database ({exc})") from exc
    if result != ["ok"]:
        raise CdbError(f"{path}: truncated or damaged SQLite database ({result[0]})")
    for table, required in _REQUIRED_COLUMNS.items():
        columns = {str(row[1]).lower() for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns:
            raise CdbError(f"{path}: not an EDOPro card database (missing table {table})")
        missing = [c for c in required if c not in columns]
        if missing:
            raise CdbError(
                f"{path}: not an EDOPro card database "
                f"(table {table} is missing column {', '.join(missing)})"
            )


# -- decoding -----------------------------------------------------------------------------


def _as_int(value: object, column: str, notes: list[str]) -> int:
    if value is None:
        return 0
    if isinstance(value, int):
        return value
    try:
        return int(str(value), 0)
    except ValueError:
        notes.append(f"{column} {value!r} is not a number: read as 0")
        return 0


def _stat(value: int, label: str, notes: list[str]) -> int:
    if value == _UNKNOWN_STAT:
        notes.append(f"{label} is ? (-2): read as 0")
        return 0
    if value < 0:
        notes.append(f"{label} {value} is negative: read as 0")
        return 0
    return value


def _max_role(name: str) -> str:
    stripped = name.rstrip()
    if stripped.endswith("[L]"):
        return "L"
    if stripped.endswith("[R]"):
        return "R"
    return "C"


def _maximum_atk(text: str) -> int:
    match = _MAXIMUM_ATK.search(text)
    return int(match.group(1).replace(",", "")) if match else 0


def _materials(text: str) -> tuple[str, ...] | None:
    """The names in the first line when it is only quoted names joined by "+"."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not lines or not _MATERIAL_LIST.fullmatch(lines[0]):
        return None
    return tuple((a or b).strip() for a, b in _QUOTED_NAME.findall(lines[0]))


@dataclass(slots=True)
class _Row:
    code: int
    ot: int
    alias: int
    setcode: int
    type_bits: int
    atk: int
    defense: int
    level: int
    race: int
    attribute: int
    name: str
    text: str
    notes: list[str]


def _first_printings(rows: Iterable[_Row]) -> dict[str, int]:
    """Each name's first printing: the row with alias 0 if any, else the smallest code."""
    best: dict[str, tuple[bool, int]] = {}
    for row in rows:
        key = (row.alias != 0, row.code)
        if row.name not in best or key < best[row.name]:
            best[row.name] = key
    return {name: code for name, (_, code) in best.items()}


def _decode(row: _Row, first: dict[str, int]) -> ImportedCard:
    notes = row.notes
    bits = row.type_bits
    unknown = bits & ~_DOCUMENTED_TYPE_MASK
    if unknown:
        notes.append(f"unknown type bits {unknown:#x} ignored")
    ctype = CardType(bits & _KNOWN_TYPE_MASK)
    monster = bool(bits & CardType.MONSTER)
    if not bits & (CardType.MONSTER | CardType.SPELL | CardType.TRAP):
        notes.append(f"type {bits:#x} is neither monster, spell nor trap")
    attribute = Attribute.NONE
    race = ""
    level = atk = defense = maximum_atk = 0
    max_role = ""
    partners: tuple[int, ...] = ()
    materials: tuple[str, ...] = ()
    if monster:
        attribute = Attribute(row.attribute & _KNOWN_ATTRIBUTE_MASK)
        if row.attribute & ~_KNOWN_ATTRIBUTE_MASK or not attribute:
            notes.append(f"attribute {row.attribute:#x} not understood")
        race = RACE_NAMES.get(row.race, "")
        if not race and row.race:
            # A Type newer than this table still comes from the card data (R-GEN-5):
            # cards with the same bit share it, and the editor's Type filter lists it.
            race = f"Type {row.race:#x}"
            notes.append(f"unknown race bit {row.race:#x}: Type named {race!r}")
        elif not race:
            notes.append("no race bit: Type left empty")
        level = row.level & 0xFF
        if not 1 <= level <= 12:
            notes.append(f"Level {level} is outside 1-12 (R-GEN-5)")
        atk = _stat(row.atk, "ATK", notes)
        defense = _stat(row.defense, "DEF", notes)
        if bits & CardType.MAXIMUM:
            max_role = _max_role(row.name)
            if max_role == "C":
                maximum_atk = _maximum_atk(row.text)
                if not maximum_atk:
                    notes.append("Maximum center without MAXIMUM ATK in its text")
                found = [first.get(f"{row.name.rstrip()} [{side}]") for side in "LR"]
                partners = tuple(code for code in found if code is not None)
                if len(partners) != 2:
                    notes.append("Maximum center without both [L] and [R] pieces in the file")
        if bits & (CardType.FUSION | CardType.RITUAL):
            parsed = _materials(row.text)
            if parsed is not None:
                materials = parsed
            elif bits & CardType.FUSION:
                notes.append("Fusion materials are not a list of names: left empty")
    card = CardData(
        code=row.code,
        name=row.name,
        type=ctype,
        alias=row.alias,
        attribute=attribute,
        race=race,
        level=level,
        atk=atk,
        defense=defense,
        maximum_atk=maximum_atk,
        max_role=max_role,
        max_partners=partners,
        legend=bool(row.ot & OT_LEGEND),
        materials=materials,
    )
    return ImportedCard(
        card=card,
        text=row.text,
        rush=bool(row.ot & OT_RUSH),
        setcode=row.setcode,
        ot=row.ot,
        type_bits=bits,
        notes=tuple(notes),
    )


_SELECT = """
SELECT d.id, d.ot, d.alias, d.setcode, d.type, d.atk, d.def, d.level, d.race,
       d.attribute, t.name, t."desc"
FROM datas AS d LEFT JOIN texts AS t ON t.id = d.id
ORDER BY d.id
"""


def read_cdb(path: str | Path, progress: Progress | None = None) -> list[ImportedCard]:
    """Every card of an EDOPro `.cdb`, opened read-only after checking it.

    Raises `CdbError` naming the file and the problem when it is missing, not SQLite,
    truncated or damaged, or lacks EDOPro's tables and columns. `progress(done, total)`
    is called every 250 rows and once at the end.
    """
    path = Path(path)
    _check_file(path)
    rows: list[_Row] = []
    done = total = 0
    with closing(_connect_read_only(path)) as conn:
        try:
            _check_database(path, conn)
            total = int(conn.execute("SELECT count(*) FROM datas").fetchone()[0])
            seen: set[int] = set()
            done = 0
            for values in conn.execute(_SELECT):
                done += 1
                row = _read_row(path, values)
                if row.code in seen:
                    continue  # a hand-made file without a primary key: first row wins
                seen.add(row.code)
                rows.append(row)
                if progress is not None and done % _PROGRESS_EVERY == 0:
                    progress(done, total)
        except sqlite3.DatabaseError as exc:
            raise CdbError(f"{path}: truncated or damaged SQLite database ({exc})") from exc
    if progress is not None and (done % _PROGRESS_EVERY or done == 0):
        progress(done, max(total, done))
    first = _first_printings(rows)
    return [_decode(row, first) for row in rows]


def _read_row(path: Path, values: Sequence[Any]) -> _Row:
    code_value = values[0]
    if not isinstance(code_value, int):
        raise CdbError(f"{path}: datas.id {code_value!r} is not a number")
    notes: list[str] = []
    ints = [_as_int(v, col, notes) for v, col in zip(
        values[1:10],
        ("ot", "alias", "setcode", "type", "atk", "def", "level", "race", "attribute"),
        strict=True,
    )]
    ot, alias, setcode, type_bits, atk, defense, level, race, attribute = ints
    name = values[10]
    if name is None:
        notes.append("no texts row: name left empty")
    return _Row(
        code=code_value,
        ot=ot,
        alias=alias,
        setcode=setcode,
        type_bits=type_bits & 0xFFFFFFFF,
        atk=atk,
        defense=defense,
        level=level,
        race=race & 0xFFFFFFFF,
        attribute=attribute & 0xFFFFFFFF,
        name=str(name or ""),
        text=str(values[11] or ""),
        notes=notes,
    )


# -- counting -----------------------------------------------------------------------------


def _kinds(item: ImportedCard) -> list[str]:
    bits = item.type_bits
    if bits & CardType.MONSTER:
        if bits & CardType.FUSION:
            kind = "fusion"
        elif bits & CardType.RITUAL:
            kind = "ritual"
        elif bits & CardType.MAXIMUM:
            kind = "maximum"
        elif bits & TYPE_UNION:
            kind = "union"
        elif bits & CardType.EFFECT:
            kind = "effect"
        else:
            kind = "normal"
        extra = ["maximum_center"] if item.card.max_role == "C" else []
        return ["monster", kind, *extra]
    if bits & CardType.SPELL:
        for bit, kind in ((CardType.EQUIP, "equip_spell"), (CardType.FIELD, "field_spell"),
                          (CardType.RITUAL, "ritual_spell")):
            if bits & bit:
                return ["spell", kind]
        return ["spell", "normal_spell"]
    if bits & CardType.TRAP:
        return ["trap"]
    return ["other"]


def distinct_groups(cards: Iterable[ImportedCard]) -> dict[int, ImportedCard]:
    """Rush cards grouped by ``alias or code``, each by its first printing."""
    groups: dict[int, list[ImportedCard]] = defaultdict(list)
    for item in cards:
        if item.rush:
            groups[item.card.alias or item.card.code].append(item)
    return {
        key: min(items, key=lambda i: (i.card.code != key, i.card.alias != 0, i.card.code))
        for key, items in groups.items()
    }


def summarize(
    cards: Sequence[ImportedCard], scripted: Callable[[CardData], bool] = lambda _: False
) -> ImportReport:
    """Count rows and distinct cards (module docstring) without writing anything."""
    firsts = distinct_groups(cards)
    by_kind: Counter[str] = Counter()
    for item in firsts.values():
        by_kind.update(_kinds(item))
    n_scripted = sum(1 for item in cards if scripted(item.card))
    return ImportReport(
        total=len(cards),
        rush=sum(1 for item in cards if item.rush),
        distinct=len(firsts),
        scripted=n_scripted,
        unscripted=len(cards) - n_scripted,
        by_kind=dict(by_kind),
        legend=sum(1 for item in firsts.values() if item.card.legend),
        notes=tuple(
            f"{item.card.code} {item.card.name}: {note}" for item in cards for note in item.notes
        ),
    )


# -- user database ------------------------------------------------------------------------


def _record(item: ImportedCard, is_scripted: bool, source: str, now: str) -> dict[str, Any]:
    card = item.card
    return {
        "code": card.code,
        "alias": card.alias,
        "name": card.name,
        "name_ja": card.name_ja,
        "kind": item.type_bits,
        "attribute": int(card.attribute),
        "race": card.race,
        "level": card.level,
        "atk": card.atk,
        "def": card.defense,
        "maximum_atk": card.maximum_atk,
        "max_role": card.max_role,
        "max_partners": json.dumps(list(card.max_partners)),
        "legend": int(card.legend),
        "materials": json.dumps(list(card.materials), ensure_ascii=False),
        "text": None if is_scripted else item.text,
        "rush": int(item.rush),
        "setcode": item.setcode,
        "ot": item.ot,
        "unscripted": int(not is_scripted),
        "source_file": source,
        "imported_at": now,
    }


def import_cdb(
    path: str | Path,
    user_db_path: str | Path,
    scripted: Callable[[CardData], bool],
    progress: Progress | None = None,
) -> ImportReport:
    """Read `path` with `read_cdb`, then upsert every row into `imported_cards`.

    The file is read and checked completely first, so a bad file raises `CdbError` and
    changes nothing. The write is one transaction in a WAL database; importing the same
    file again rewrites the same rows (only `imported_at` changes). The card text is
    stored only for unscripted cards. `progress` reports the reading.
    """
    cards = read_cdb(path, progress)
    flags = [scripted(item.card) for item in cards]
    source = str(Path(path).resolve())
    now = datetime.now(UTC).isoformat(timespec="seconds")
    records = [_record(item, flag, source, now) for item, flag in zip(cards, flags, strict=True)]
    user_db = Path(user_db_path)
    user_db.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite_utils.Database(user_db)
    try:
        db.enable_wal()
        # sqlite-utils 4 writes inside its own `atomic()` blocks, which become savepoints
        # inside this one: one BEGIN ... COMMIT for the table and all the rows.
        with db.atomic():
            table = db.table(TABLE)
            table.create(_COLUMNS, pk="code", if_not_exists=True)
            table.upsert_all(records, pk="code", alter=True)
    finally:
        db.close()
    by_code = {item.card.code: flag for item, flag in zip(cards, flags, strict=True)}
    return summarize(cards, lambda card: by_code[card.code])


def load_imported(user_db_path: str | Path) -> list[ImportedCard]:
    """The cards a previous `import_cdb` stored, by code (no text becomes "")."""
    user_db = Path(user_db_path)
    if not user_db.exists():
        return []
    db = sqlite_utils.Database(user_db)
    try:
        if not db.table(TABLE).exists():
            return []
        rows = list(db.query(f"SELECT * FROM {TABLE} ORDER BY code"))
    finally:
        db.close()
    return [_from_record(row) for row in rows]


def _from_record(row: dict[str, Any]) -> ImportedCard:
    kind = int(row["kind"])
    card = CardData(
        code=int(row["code"]),
        name=str(row["name"] or ""),
        type=CardType(kind & _KNOWN_TYPE_MASK),
        alias=int(row["alias"] or 0),
        name_ja=str(row["name_ja"] or ""),
        attribute=Attribute(int(row["attribute"] or 0) & _KNOWN_ATTRIBUTE_MASK),
        race=str(row["race"] or ""),
        level=int(row["level"] or 0),
        atk=int(row["atk"] or 0),
        defense=int(row["def"] or 0),
        maximum_atk=int(row["maximum_atk"] or 0),
        max_role=str(row["max_role"] or ""),
        max_partners=tuple(int(c) for c in json.loads(row["max_partners"] or "[]")),
        legend=bool(row["legend"]),
        materials=tuple(str(n) for n in json.loads(row["materials"] or "[]")),
    )
    return ImportedCard(
        card=card,
        text=str(row["text"] or ""),
        rush=bool(row["rush"]),
        setcode=int(row["setcode"] or 0),
        ot=int(row["ot"] or 0),
        type_bits=kind,
    )
