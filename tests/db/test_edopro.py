"""The EDOPro `.cdb` importer: bit decoding, validation, idempotence, real-file counts.

Every small database here is built by the test with invented names and texts; the one
test on the real reference file only reads it at run time and asserts counts.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
import sqlite_utils

from rushdesk.db import edopro
from rushdesk.db.edopro import (
    CdbError,
    ImportedCard,
    import_cdb,
    load_imported,
    read_cdb,
    summarize,
)
from rushdesk.engine.cards import Attribute, CardData, CardType

REFERENCE_CDB = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards-rush.cdb"

RUSH = 0x200
LEGEND = 0x400

DATAS = (
    "CREATE TABLE datas(id integer primary key,ot integer,alias integer,setcode integer,"
    "type integer,atk integer,def integer,level integer,race integer,attribute integer,"
    "category integer)"
)
TEXTS = (
    "CREATE TABLE texts(id integer primary key,name text,desc text,"
    + ",".join(f"str{i} text" for i in range(1, 17))
    + ")"
)


def row(code: int, name: str | None = None, **values: Any) -> dict[str, Any]:
    """One invented card; defaults make a Rush Level 4 EARTH Warrior Effect Monster."""
    base: dict[str, Any] = {
        "id": code, "ot": RUSH, "alias": 0, "setcode": 0, "type": 0x21, "atk": 1000,
        "def": 800, "level": 4, "race": 0x1, "attribute": 0x1, "category": 0,
        "name": name if name is not None else f"Invented Card {code}",
        "desc": "An invented text for a test.",
    }
    base.update(values)
    return base


def make_cdb(
    path: Path, rows: Iterable[dict[str, Any]], datas: str = DATAS, texts: str | None = TEXTS
) -> Path:
    """Write an EDOPro-shaped card database with these rows."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(datas)
        if texts is not None:
            conn.execute(texts)
        data_columns = [r[1] for r in conn.execute("PRAGMA table_info(datas)")]
        for r in rows:
            conn.execute(
                f"INSERT INTO datas({','.join(data_columns)}) "
                f"VALUES ({','.join('?' * len(data_columns))})",
                [r[c] for c in data_columns],
            )
            if texts is not None:
                conn.execute(
                    "INSERT INTO texts(id, name, desc) VALUES (?, ?, ?)",
                    (r["id"], r["name"], r["desc"]),
                )
    conn.close()
    return path


def read_one(tmp_path: Path, **values: Any) -> ImportedCard:
    path = make_cdb(tmp_path / "one.cdb", [row(160001001, **values)])
    (card,) = read_cdb(path)
    return card


def user_rows(path: Path) -> list[tuple[Any, ...]]:
    """Every stored row but `imported_at`, by code."""
    conn = sqlite3.connect(path)
    try:
        columns = [r[1] for r in conn.execute("PRAGMA table_info(imported_cards)")]
        keep = [c for c in columns if c != "imported_at"]
        query = f"SELECT {', '.join(keep)} FROM imported_cards ORDER BY code"
        return conn.execute(query).fetchall()
    finally:
        conn.close()


def never_scripted(card: CardData) -> bool:
    return False


# -- kinds --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bits", "kind_name", "extra_deck"),
    [
        (0x11, "Normal Monster", False),
        (0x21, "Effect Monster", False),
        (0x41, "Fusion Monster", True),
        (0x61, "Fusion Monster", True),
        (0x81, "Ritual Monster", True),
        (0xA1, "Ritual Monster", True),
    ],
)
def test_monster_kinds(tmp_path: Path, bits: int, kind_name: str, extra_deck: bool) -> None:
    item = read_one(tmp_path, type=bits)
    assert int(item.card.type) == bits
    assert item.type_bits == bits
    assert item.card.is_monster
    assert item.card.kind_name == kind_name
    assert item.card.is_extra_deck is extra_deck


def test_ritual_monster_goes_to_extra_deck(tmp_path: Path) -> None:
    item = read_one(tmp_path, type=0xA1, level=7)
    assert item.card.type & CardType.RITUAL
    assert item.card.is_extra_deck


def test_union_bit_is_kept_raw_and_masked_from_card_type(tmp_path: Path) -> None:
    item = read_one(tmp_path, type=0x421)
    assert item.type_bits == 0x421
    assert item.card.type == CardType.MONSTER | CardType.EFFECT
    assert item.notes == ()


def test_unknown_type_bits_are_masked_and_noted(tmp_path: Path) -> None:
    item = read_one(tmp_path, type=0x1000021)
    assert item.card.type == CardType.MONSTER | CardType.EFFECT
    assert item.type_bits == 0x1000021
    assert any("unknown type bits 0x1000000" in n for n in item.notes)


@pytest.mark.parametrize(
    ("bits", "kind_name", "equip", "field"),
    [
        (0x2, "Normal Spell", False, False),
        (0x40002, "Equip Spell", True, False),
        (0x80002, "Field Spell", False, True),
        (0x82, "Ritual Spell", False, False),
    ],
)
def test_spell_kinds(tmp_path: Path, bits: int, kind_name: str, equip: bool, field: bool) -> None:
    # EDOPro stores -2 ATK/DEF and 0 Level/race/attribute for Spells and Traps.
    item = read_one(tmp_path, type=bits, atk=-2, level=0, race=0, attribute=0, **{"def": -2})
    card = item.card
    assert int(card.type) == bits
    assert card.is_spell and not card.is_monster
    assert card.kind_name == kind_name
    assert card.is_equip_spell is equip
    assert card.is_field_spell is field
    assert (card.atk, card.defense, card.level, card.race) == (0, 0, 0, "")
    assert card.attribute == Attribute.NONE
    assert item.notes == ()


def test_normal_trap(tmp_path: Path) -> None:
    item = read_one(tmp_path, type=0x4, atk=-2, level=0, race=0, attribute=0, **{"def": -2})
    assert item.card.is_trap
    assert item.card.type == CardType.TRAP
    assert item.card.kind_name == "Trap"


def test_maximum_trio(tmp_path: Path) -> None:
    center_text = "MAXIMUM ATK = 3900\nAn invented effect of the center."
    path = make_cdb(tmp_path / "max.cdb", [
        row(160099001, "Invented Titan [L]", type=0x8021, level=10, atk=900),
        row(160099002, "Invented Titan", type=0x8021, level=10, atk=2100, desc=center_text),
        row(160099003, "Invented Titan [R]", type=0x8021, level=10, atk=700),
        # A reprint of the [L] piece: partners still name the first printing.
        row(160099101, "Invented Titan [L]", type=0x8021, level=10, atk=900, alias=160099001),
        # A reprint of the center: same MAXIMUM ATK and partners.
        row(160099102, "Invented Titan", type=0x8021, level=10, atk=2100, alias=160099002,
            desc=center_text),
    ])
    cards = {item.card.code: item.card for item in read_cdb(path)}
    left, center, right = cards[160099001], cards[160099002], cards[160099003]
    assert (left.max_role, center.max_role, right.max_role) == ("L", "C", "R")
    assert center.type & CardType.MAXIMUM
    assert center.maximum_atk == 3900
    assert center.max_partners == (160099001, 160099003)
    assert cards[160099102].maximum_atk == 3900
    assert cards[160099102].max_partners == (160099001, 160099003)
    assert left.maximum_atk == 0 and left.max_partners == ()
    assert not center.is_extra_deck
    report = summarize(read_cdb(path))
    assert report.distinct == 3
    assert report.by_kind["maximum"] == 3
    assert report.by_kind["maximum_center"] == 1


def test_maximum_center_without_maximum_atk_or_partners_is_noted(tmp_path: Path) -> None:
    item = read_one(tmp_path, name="Invented Lone Piece", type=0x8021, desc="No number here.")
    assert item.card.max_role == "C"
    assert item.card.maximum_atk == 0
    assert item.card.max_partners == ()
    assert any("MAXIMUM ATK" in n for n in item.notes)
    assert any("[L] and [R]" in n for n in item.notes)


@pytest.mark.parametrize(
    ("text", "materials"),
    [
        ('"Invented Knight" + "Invented Mage"\nInvented effect.', ("Invented Knight",
                                                                  "Invented Mage")),
        ('"A-1 Invented" + "B Invented" + "C Invented"\r\nMore.',
         ("A-1 Invented", "B Invented", "C Invented")),
        ("\u201cCurly Invented\u201d + \u201cOther Invented\u201d", ("Curly Invented",
                                                                  "Other Invented")),
        ('"Invented Knight" + 1 Level 4 or lower invented monster\nEffect.', ()),
        ("Two invented monsters\nEffect.", ()),
        ("", ()),
    ],
)
def test_fusion_materials(tmp_path: Path, text: str, materials: tuple[str, ...]) -> None:
    item = read_one(tmp_path, type=0x61, level=7, desc=text)
    assert item.card.materials == materials
    assert item.card.is_extra_deck
    assert bool(materials) != any("Fusion materials" in n for n in item.notes)


def test_ritual_monster_without_material_list_has_no_note(tmp_path: Path) -> None:
    item = read_one(tmp_path, type=0x81, desc="An invented Ritual Monster.")
    assert item.card.materials == ()
    assert item.notes == ()


# -- attributes, Types, stats ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("bit", "attribute"),
    [(0x1, Attribute.EARTH), (0x2, Attribute.WATER), (0x4, Attribute.FIRE),
     (0x8, Attribute.WIND), (0x10, Attribute.LIGHT), (0x20, Attribute.DARK)],
)
def test_attributes(tmp_path: Path, bit: int, attribute: Attribute) -> None:
    assert read_one(tmp_path, attribute=bit).card.attribute == attribute


# Written out from shared/data/README.md, independently of the module's table.
README_RACES = {
    0x1: "Warrior", 0x2: "Spellcaster", 0x4: "Fairy", 0x8: "Fiend", 0x10: "Zombie",
    0x20: "Machine", 0x40: "Aqua", 0x80: "Pyro", 0x100: "Rock", 0x200: "Winged Beast",
    0x400: "Plant", 0x800: "Insect", 0x1000: "Thunder", 0x2000: "Dragon", 0x4000: "Beast",
    0x8000: "Beast-Warrior", 0x10000: "Dinosaur", 0x20000: "Fish", 0x40000: "Sea Serpent",
    0x80000: "Reptile", 0x100000: "Psychic", 0x800000: "Wyrm", 0x1000000: "Cyberse",
    0x4000000: "Cyborg", 0x8000000: "Magical Knight", 0x10000000: "High Dragon",
    0x20000000: "Omega Psychic", 0x40000000: "Celestial Warrior", 0x80000000: "Galaxy",
}


@pytest.mark.parametrize(("bit", "name"), sorted(README_RACES.items()))
def test_races(tmp_path: Path, bit: int, name: str) -> None:
    item = read_one(tmp_path, race=bit)
    assert item.card.race == name
    assert item.notes == ()


def test_an_unknown_race_bit_keeps_a_type_of_its_own_and_is_reported(tmp_path: Path) -> None:
    # R-GEN-5: the Type set comes from the card data, so a Type newer than the table
    # is kept (named by its bit), shared by every card with that bit.
    item = read_one(tmp_path, race=0x200000)
    assert item.card.race == "Type 0x200000"
    assert any("unknown race bit 0x200000" in n for n in item.notes)
    assert any("unknown race" in n for n in summarize([item]).notes)


def test_a_monster_with_no_race_bit_has_no_type_and_is_reported(tmp_path: Path) -> None:
    item = read_one(tmp_path, race=0)
    assert item.card.race == ""
    assert any("no race bit" in n for n in item.notes)


def test_level_keeps_the_low_byte(tmp_path: Path) -> None:
    item = read_one(tmp_path, level=0x05050007)
    assert item.card.level == 7 and item.notes == ()


@pytest.mark.parametrize("level", [0, 13])
def test_a_level_outside_1_to_12_is_kept_and_reported(tmp_path: Path, level: int) -> None:
    item = read_one(tmp_path, level=level)
    assert item.card.level == level
    assert any(f"Level {level} is outside 1-12" in n for n in item.notes)


def test_question_mark_atk_is_zero_and_noted(tmp_path: Path) -> None:
    item = read_one(tmp_path, atk=-2, **{"def": 1200})
    assert (item.card.atk, item.card.defense) == (0, 1200)
    assert any("ATK is ?" in n for n in item.notes)


def test_legend_and_rush_flags(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "flags.cdb", [
        row(160001001, ot=RUSH),
        row(160001002, ot=RUSH | LEGEND),
        row(12345678, ot=0x3),  # an OCG/TCG card in a mixed file
    ])
    cards = {item.card.code: item for item in read_cdb(path)}
    assert cards[160001001].rush and not cards[160001001].card.legend
    assert cards[160001002].rush and cards[160001002].card.legend
    assert cards[160001002].ot == RUSH | LEGEND
    assert not cards[12345678].rush
    report = summarize(list(cards.values()))
    assert (report.total, report.rush, report.distinct, report.legend) == (3, 2, 2, 1)


def test_alias_reprints_and_distinct_counting(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "alias.cdb", [
        row(160001001, "Invented First"),
        row(160002050, "Invented First", alias=160001001),  # reprint of a row in the file
        row(160001002, "Invented Rush Version", alias=11111111),  # OCG passcode, not here
        row(160003007, "Invented Rush Version", alias=11111111),  # another print of it
        row(160001003, "Invented Other", alias=22222222),
        row(160001004, "Invented Alone", setcode=0x1234),
    ])
    items = read_cdb(path)
    cards = {item.card.code: item.card for item in items}
    assert cards[160002050].alias == 160001001
    assert cards[160002050].base_code == 160001001
    assert cards[160001002].alias == 11111111
    assert {i.card.code: i.setcode for i in items}[160001004] == 0x1234
    # Groups: {160001001, 160002050}, {alias 11111111: two prints}, {22222222}, {160001004}
    assert summarize(items).distinct == 4


# -- validation ---------------------------------------------------------------------------


def good_cdb(path: Path, n: int = 3) -> Path:
    return make_cdb(path, [row(160001000 + i) for i in range(1, n + 1)])


def big_cdb(path: Path) -> Path:
    long_text = "An invented text, long enough to fill pages. " * 8
    return make_cdb(path, [row(160001000 + i, desc=long_text) for i in range(1, 401)])


def bad_missing(tmp_path: Path) -> Path:
    return tmp_path / "nowhere.cdb"


def bad_text_file(tmp_path: Path) -> Path:
    path = tmp_path / "notes.cdb"
    path.write_text("These are notes, renamed to .cdb by mistake.\n" * 10)
    return path


def bad_empty(tmp_path: Path) -> Path:
    path = tmp_path / "empty.cdb"
    path.write_bytes(b"")
    return path


def bad_truncated(tmp_path: Path) -> Path:
    data = big_cdb(tmp_path / "whole.cdb").read_bytes()
    path = tmp_path / "truncated.cdb"
    path.write_bytes(data[: len(data) // 2])
    return path


def bad_truncated_old_header(tmp_path: Path) -> Path:
    """A truncated copy whose header size cannot be trusted: SQLite itself must notice."""
    path = bad_truncated(tmp_path)
    data = bytearray(path.read_bytes())
    data[92:96] = b"\0\0\0\0"  # "version-valid-for" no longer matches the change counter
    path.write_bytes(bytes(data))
    return path


def bad_damaged(tmp_path: Path) -> Path:
    path = big_cdb(tmp_path / "damaged.cdb")
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[2 * page: 6 * page] = b"\xa5" * (4 * page)  # garble pages 3 to 6, same size
    path.write_bytes(bytes(data))
    return path


def bad_header_only(tmp_path: Path) -> Path:
    path = tmp_path / "stub.cdb"
    path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 20)
    return path


def bad_no_texts(tmp_path: Path) -> Path:
    return make_cdb(tmp_path / "notexts.cdb", [row(160001001)], texts=None)


def bad_no_category(tmp_path: Path) -> Path:
    datas = DATAS.replace(",category integer", "")
    return make_cdb(tmp_path / "nocategory.cdb", [row(160001001)], datas=datas)


def bad_directory(tmp_path: Path) -> Path:
    path = tmp_path / "folder.cdb"
    path.mkdir()
    return path


BAD_FILES = [
    (bad_missing, "file not found"),
    (bad_text_file, "not an SQLite database"),
    (bad_empty, "empty file"),
    (bad_truncated, "truncated or damaged"),
    (bad_truncated_old_header, "truncated or damaged"),
    (bad_damaged, "truncated or damaged"),
    (bad_header_only, "truncated or damaged"),
    (bad_no_texts, "missing table texts"),
    (bad_no_category, "missing column category"),
    (bad_directory, "not a file"),
]


@pytest.mark.parametrize(("make_bad", "message"), BAD_FILES)
def test_bad_file_raises_clear_error_and_creates_nothing(
    tmp_path: Path, make_bad: Any, message: str
) -> None:
    bad = make_bad(tmp_path)
    user_db = tmp_path / "user" / "cards.db"
    with pytest.raises(CdbError, match=message) as error:
        import_cdb(bad, user_db, never_scripted)
    assert bad.name in str(error.value)
    assert isinstance(error.value, ValueError)
    assert not user_db.exists()


@pytest.mark.parametrize(("make_bad", "message"), BAD_FILES)
def test_bad_file_leaves_existing_user_db_unchanged(
    tmp_path: Path, make_bad: Any, message: str
) -> None:
    user_db = tmp_path / "cards.db"
    import_cdb(good_cdb(tmp_path / "good.cdb"), user_db, never_scripted)
    before = user_rows(user_db)
    with pytest.raises(CdbError, match=message):
        import_cdb(make_bad(tmp_path), user_db, never_scripted)
    assert user_rows(user_db) == before
    assert len(before) == 3


def test_truncated_copy_read_directly(tmp_path: Path) -> None:
    with pytest.raises(CdbError, match=r"truncated\.cdb: truncated or damaged"):
        read_cdb(bad_truncated(tmp_path))


def test_source_file_is_not_modified(tmp_path: Path) -> None:
    path = good_cdb(tmp_path / "good.cdb")
    before = path.read_bytes()
    read_cdb(path)
    import_cdb(path, tmp_path / "cards.db", never_scripted)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("good")) == ["good.cdb"]


# -- writing ------------------------------------------------------------------------------


def test_import_is_idempotent(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "set.cdb", [
        row(160001001), row(160001002, type=0x61, desc='"X Invented" + "Y Invented"'),
        row(160001003, alias=160001001, name="Invented Card 160001001"),
    ])
    user_db = tmp_path / "cards.db"
    first = import_cdb(path, user_db, never_scripted)
    rows_once = user_rows(user_db)
    second = import_cdb(path, user_db, never_scripted)
    assert user_rows(user_db) == rows_once
    assert len(rows_once) == 3
    assert first == second
    assert (first.total, first.distinct) == (3, 2)
    conn = sqlite3.connect(user_db)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_import_writes_in_one_transaction(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    statements: list[str] = []

    class TracedDatabase(sqlite_utils.Database):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.conn.set_trace_callback(statements.append)

    monkeypatch.setattr(edopro.sqlite_utils, "Database", TracedDatabase)
    import_cdb(good_cdb(tmp_path / "many.cdb", 700), tmp_path / "cards.db", never_scripted)
    verbs = [s.split()[0].upper() for s in statements]
    assert verbs.count("BEGIN") == 1 and verbs.count("COMMIT") == 1
    begin, commit = verbs.index("BEGIN"), verbs.index("COMMIT")
    assert all(begin < i < commit for i, v in enumerate(verbs) if v in ("INSERT", "CREATE"))


def test_reimport_updates_changed_rows(tmp_path: Path) -> None:
    user_db = tmp_path / "cards.db"
    import_cdb(make_cdb(tmp_path / "a.cdb", [row(160001001, atk=1000)]), user_db, never_scripted)
    import_cdb(make_cdb(tmp_path / "b.cdb", [row(160001001, atk=1500)]), user_db, never_scripted)
    (card,) = load_imported(user_db)
    assert card.card.atk == 1500


def test_texts_are_stored_only_for_unscripted_cards(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "set.cdb", [
        row(160001001, desc="Invented text one."),
        row(160001002, desc="Invented text two."),
    ])
    user_db = tmp_path / "cards.db"
    report = import_cdb(path, user_db, lambda card: card.code == 160001001)
    assert (report.scripted, report.unscripted) == (1, 1)
    conn = sqlite3.connect(user_db)
    stored = dict(conn.execute("SELECT code, text FROM imported_cards").fetchall())
    flags = dict(conn.execute("SELECT code, unscripted FROM imported_cards").fetchall())
    conn.close()
    assert stored == {160001001: None, 160001002: "Invented text two."}
    assert flags == {160001001: 0, 160001002: 1}
    loaded = {item.card.code: item.text for item in load_imported(user_db)}
    assert loaded == {160001001: "", 160001002: "Invented text two."}


def test_stored_columns_and_round_trip(tmp_path: Path) -> None:
    path = make_cdb(tmp_path / "set.cdb", [
        row(160099001, "Invented Titan [L]", type=0x8021, level=10),
        row(160099002, "Invented Titan", type=0x8021, level=10, desc="MAXIMUM ATK = 3900"),
        row(160099003, "Invented Titan [R]", type=0x8021, level=10),
        row(160001002, type=0x61, level=6, desc='"X Invented" + "Y Invented"',
            ot=RUSH | LEGEND, attribute=0x20, race=0x8000000, setcode=0x77),
        row(160001003, type=0x421),
    ])
    user_db = tmp_path / "cards.db"
    items = read_cdb(path)
    import_cdb(path, user_db, never_scripted)
    conn = sqlite3.connect(user_db)
    conn.row_factory = sqlite3.Row
    center = dict(conn.execute("SELECT * FROM imported_cards WHERE code = 160099002").fetchone())
    fusion = dict(conn.execute("SELECT * FROM imported_cards WHERE code = 160001002").fetchone())
    conn.close()
    assert json.loads(center["max_partners"]) == [160099001, 160099003]
    assert (center["maximum_atk"], center["max_role"], center["kind"]) == (3900, "C", 0x8021)
    assert json.loads(fusion["materials"]) == ["X Invented", "Y Invented"]
    assert (fusion["legend"], fusion["rush"], fusion["race"]) == (1, 1, "Magical Knight")
    assert fusion["source_file"] == str(path.resolve())
    assert fusion["imported_at"]
    loaded = load_imported(user_db)
    assert sorted(loaded, key=lambda i: i.card.code) == sorted(items, key=lambda i: i.card.code)


def test_load_imported_without_a_database(tmp_path: Path) -> None:
    assert load_imported(tmp_path / "none.db") == []


@pytest.mark.parametrize(
    ("n", "calls"),
    [
        (600, [(250, 600), (500, 600), (600, 600)]),
        (500, [(250, 500), (500, 500)]),
        (3, [(3, 3)]),
        (0, [(0, 0)]),
    ],
)
def test_progress(tmp_path: Path, n: int, calls: list[tuple[int, int]]) -> None:
    path = good_cdb(tmp_path / "many.cdb", n)
    seen: list[tuple[int, int]] = []
    import_cdb(path, tmp_path / "cards.db", never_scripted, lambda d, t: seen.append((d, t)))
    assert seen == calls


# -- the reference database ---------------------------------------------------------------


def test_reference_database_counts(tmp_path: Path) -> None:
    """The counts published in shared/data/README.md, reproduced from the file.

    Rules that reproduce them (see rushdesk/db/edopro.py): distinct cards are Rush rows
    grouped by `alias or id` (prints sharing an OCG alias absent from the file are one
    card); kinds are counted once per distinct card, by its first printing. "1,341
    effect" excludes the 12 Union monsters (bit 0x400) and the Maximum pieces. "25
    Maximum sets of three pieces" is the 25 pieces whose role is "C"; the file holds 73
    distinct Maximum pieces, not 75: 23 centers have both their own [L] and [R], one set
    has a second [L] and [R] under other names ("...Dino Dynamix"), and two role-"C"
    pieces have no MAXIMUM ATK (they stand in for the [L]/[R] of another center). With
    73 pieces and 12 Unions the monsters add up: 1341 + 378 + 313 + 46 + 73 + 12 = 2163.
    The one row that is neither monster, spell nor trap (type 0, a hidden name entry)
    makes 2163 + 606 + 340 + 1 = 3110.
    """
    if not REFERENCE_CDB.exists():
        pytest.skip(f"reference database {REFERENCE_CDB} is absent (only CI and dev boxes "
                    "with ../shared have it)")
    user_db = tmp_path / "cards.db"
    report = import_cdb(REFERENCE_CDB, user_db, never_scripted)
    assert (report.total, report.rush, report.distinct) == (3478, 3478, 3110)
    assert report.legend == 107
    kinds = report.by_kind
    assert kinds["monster"] == 2163
    assert (kinds["effect"], kinds["normal"], kinds["fusion"], kinds["ritual"]) == (
        1341, 378, 313, 46)
    assert kinds["maximum_center"] == 25
    assert kinds["maximum"] == 73
    assert kinds["union"] == 12
    assert kinds["spell"] == 606
    assert kinds["spell"] == sum(
        kinds[k] for k in ("normal_spell", "equip_spell", "field_spell", "ritual_spell"))
    assert kinds["trap"] == 340
    assert kinds["other"] == 1
    conn = sqlite3.connect(user_db)
    assert conn.execute("SELECT count(*) FROM imported_cards").fetchone()[0] == 3478
    conn.close()
    centers = [i.card for i in load_imported(user_db) if i.card.max_role == "C"]
    assert sum(1 for c in centers if c.maximum_atk and len(c.max_partners) == 2) == sum(
        1 for c in centers if c.maximum_atk)
