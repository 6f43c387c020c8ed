"""The user database (rushdesk.db.userdb): prebuilt decks on first run, deck and
setting round trips, migrations with a backup first, newer files read-only, damaged
files moved aside and recovered from backups, backups on exit and their thinning.

Every test points RUSHDESK_HOME at its own tmp_path.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlite_utils import Database

from rushdesk.db import userdb
from rushdesk.db.decks import PrebuiltDeck, load_prebuilt
from rushdesk.db.paths import data_dir
from rushdesk.db.userdb import (
    SCHEMA_VERSION,
    UserDB,
    UserDBError,
    backups_to_keep,
    list_backups,
    thin_backups,
)
from rushdesk.engine.deckrules import Deck

PREBUILT = load_prebuilt()
MINE = Deck(main=(160301001,) * 3 + (160301002,) * 2, extra=(160301003,), side=(1, 2))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def db() -> Iterator[UserDB]:
    opened = UserDB.open()
    yield opened
    opened.close(backup_if_changed=False)


def user_db_path() -> Path:
    return data_dir() / "user.db"


def backups() -> list[Path]:
    return [path for _, path in list_backups(user_db_path())]


def names(db: UserDB) -> list[str]:
    return [entry.name for entry in db.list_decks()]


def user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        version: int = conn.execute("PRAGMA user_version").fetchone()[0]
        return version
    finally:
        conn.close()


def make_real_db(*deck_names: str) -> None:
    """A user.db with the prebuilt decks and `deck_names` (each MINE), closed with backup."""
    with UserDB.open() as db:
        for name in deck_names:
            db.save_deck(name, MINE)


# ------------------------------------------------------------------ prebuilt decks


def test_first_run_installs_the_prebuilt_decks_once(db: UserDB) -> None:
    assert len(PREBUILT) >= 4
    entries = db.list_decks()
    assert sorted((e.prebuilt, e.name) for e in entries) == sorted(
        (p.slug, p.name) for p in PREBUILT
    )
    by_slug = {p.slug: p for p in PREBUILT}
    for entry in entries:
        assert len(entry.deck.main) == 40
        assert entry.deck == by_slug[str(entry.prebuilt)].deck
        assert entry.notes == by_slug[str(entry.prebuilt)].description
        assert entry.updated.tzinfo is not None
    assert db.get_setting("prebuilt_installed") == [p.slug for p in PREBUILT]
    assert not db.changed, "installing the prebuilt decks is not a user change"
    db.close()

    with UserDB.open() as again:
        assert sorted(names(again)) == sorted(p.name for p in PREBUILT)
        assert again.install_prebuilt() == []
    assert backups() == []


def test_a_deleted_prebuilt_deck_is_not_reinstalled(db: UserDB) -> None:
    victim = next(e for e in db.list_decks() if e.prebuilt == PREBUILT[0].slug)
    db.delete_deck(victim.id)
    db.close()
    with UserDB.open() as again:
        assert victim.name not in names(again)
        assert len(again.list_decks()) == len(PREBUILT) - 1


def test_a_new_prebuilt_deck_is_installed_once(db: UserDB) -> None:
    fake = PrebuiltDeck("fake-new", "Fake New", "New in a later version. Plays fast.", MINE)
    clash = PrebuiltDeck("clashing", PREBUILT[1].name, "Same name. Gets a suffix.", MINE)
    assert db.install_prebuilt([*PREBUILT, fake, clash]) == ["fake-new", "clashing"]
    assert db.install_prebuilt([*PREBUILT, fake, clash]) == []
    entries = {e.name: e for e in db.list_decks()}
    assert entries["Fake New"].prebuilt == "fake-new"
    assert entries["Fake New"].deck == Deck(MINE.main, MINE.extra, MINE.side, name="Fake New")
    assert entries[f"{PREBUILT[1].name} (2)"].prebuilt == "clashing"
    assert len(entries) == len(PREBUILT) + 2
    db.close()
    with UserDB.open() as again:  # the default list does not remove or repeat them
        assert len(again.list_decks()) == len(PREBUILT) + 2
        assert again.get_setting("prebuilt_installed")[-2:] == ["fake-new", "clashing"]


# -------------------------------------------------------------------------- decks


def test_save_rename_duplicate_delete_round_trip(db: UserDB) -> None:
    deck_id = db.save_deck("Mine", MINE)
    entry = db.get_deck(deck_id)
    assert entry.deck == Deck(MINE.main, MINE.extra, MINE.side, name="Mine")
    assert (entry.name, entry.prebuilt, entry.notes) == ("Mine", None, "")
    assert db.changed

    changed = Deck(main=MINE.main + (160301004,), name="ignored: the entry name wins")
    assert db.save_deck("  Renamed  ", changed, deck_id, notes="beats control") == deck_id
    entry = db.get_deck(deck_id)
    assert entry.deck == Deck(changed.main, name="Renamed")
    assert (entry.name, entry.notes) == ("Renamed", "beats control")
    assert "Mine" not in names(db)
    db.save_deck("Renamed", changed, deck_id)  # notes=None keeps the notes
    assert db.get_deck(deck_id).notes == "beats control"

    prebuilt = db.list_decks()[0]
    copy_id = db.duplicate_deck(prebuilt.id, "My copy")
    copy = db.get_deck(copy_id)
    assert copy.deck == Deck(
        prebuilt.deck.main, prebuilt.deck.extra, prebuilt.deck.side, name="My copy"
    )
    assert copy.prebuilt is None and copy.notes == prebuilt.notes
    assert db.get_deck(prebuilt.id) == prebuilt

    db.delete_deck(copy_id)
    with pytest.raises(UserDBError, match="no deck with id"):
        db.get_deck(copy_id)
    with pytest.raises(UserDBError, match="no deck with id"):
        db.delete_deck(copy_id)
    with pytest.raises(UserDBError, match="no deck with id"):
        db.save_deck("Ghost", MINE, copy_id)
    db.close()

    with UserDB.open() as again:
        assert again.get_deck(deck_id).deck == Deck(changed.main, name="Renamed")
        assert copy_id not in [e.id for e in again.list_decks()]
        assert names(again) == sorted(names(again), key=str.lower)


def test_a_taken_name_is_refused_and_nothing_changes(db: UserDB) -> None:
    first = db.save_deck("First", MINE)
    second = db.save_deck("Second", Deck(main=(7,)))
    before = db.list_decks()
    message = 'there is already a deck named "First"; choose another name'
    with pytest.raises(UserDBError) as refused:
        db.save_deck("First", Deck(main=(9,)), second)
    assert str(refused.value) == message
    with pytest.raises(UserDBError, match="already a deck named"):
        db.save_deck("First ", Deck(main=(9,)))
    with pytest.raises(UserDBError, match="already a deck named"):
        db.duplicate_deck(second, "First")
    with pytest.raises(UserDBError, match="needs a name"):
        db.save_deck("   ", MINE, first)
    assert db.list_decks() == before
    assert db.save_deck("First", MINE, first) == first  # keeping its own name is fine


def test_settings_round_trip_as_json(db: UserDB) -> None:
    values = {
        "volume": 0.5,
        "player": "遊我",
        "window": {"w": 1280, "h": 800, "max": False},
        "recent": [1, "two", None],
        "nothing": None,
    }
    assert db.get_setting("volume") is None
    assert db.get_setting("volume", 1.0) == 1.0
    for key, value in values.items():
        db.set_setting(key, value)
    db.set_setting("volume", 0.75)
    with pytest.raises(TypeError):
        db.set_setting("bad", object())
    db.close()
    with UserDB.open() as again:
        for key, value in {**values, "volume": 0.75}.items():
            assert again.get_setting(key, "missing") == value
        assert again.get_setting("bad") is None


# --------------------------------------------------------------------- migrations


def dump(path: Path) -> list[str]:
    """The schema and rows of a database file, with its user_version."""
    conn = sqlite3.connect(path)
    try:
        return [
            *conn.iterdump(),
            f"user_version {conn.execute('PRAGMA user_version').fetchone()[0]}",
        ]
    finally:
        conn.close()


def make_version_0_file(path: Path) -> list[str]:
    """A file rushdesk did not make (user_version 0, an unknown table); return its dump."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE scratch (note TEXT)")
    conn.execute("INSERT INTO scratch VALUES ('kept')")
    conn.commit()
    conn.close()
    return dump(path)


def test_migrating_a_version_0_file_backs_it_up_first() -> None:
    original = make_version_0_file(user_db_path())
    with UserDB.open() as db:
        assert user_version(db.path) == SCHEMA_VERSION
        assert len(db.list_decks()) == len(PREBUILT)  # the prebuilt decks come too
        assert db.migration_backup is not None
        assert db.migration_backup.name.endswith("-v0.db")
        assert db.latest_backup == db.migration_backup
        assert db._db.execute("SELECT note FROM scratch").fetchall() == [("kept",)]
        assert db._db.journal_mode == "wal"
    (backup,) = backups()
    assert backup.name.startswith("user-") and backup.name.endswith("-v0.db")
    assert dump(backup) == original  # a copy of the file as it was before


def test_a_failed_migration_leaves_the_file_as_it_was_and_a_backup(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    original = make_version_0_file(user_db_path())

    def broken(db: Database) -> None:
        db.execute("CREATE TABLE decks (id INTEGER PRIMARY KEY)")
        raise sqlite3.OperationalError("simulated failure")

    monkeypatch.setattr(userdb, "MIGRATIONS", (broken,))
    with pytest.raises(UserDBError, match="simulated failure.*a copy of the file before"):
        UserDB.open()
    assert user_version(user_db_path()) == 0
    conn = sqlite3.connect(user_db_path())
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()
    assert tables == {"scratch"}  # the migration's transaction was rolled back
    assert dump(user_db_path()) == original
    (backup,) = backups()
    assert dump(backup) == original


def test_migrations_run_in_order_from_the_file_s_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    make_real_db("Mine")
    assert len(backups()) == 1  # the backup on exit

    ran: list[int] = []
    latest = len(userdb.MIGRATIONS)

    def add_favourite(db: Database) -> None:
        ran.append(latest + 1)
        db.execute("ALTER TABLE decks ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0")

    monkeypatch.setattr(userdb, "MIGRATIONS", (*userdb.MIGRATIONS, add_favourite))
    monkeypatch.setattr(userdb, "SCHEMA_VERSION", latest + 1)
    with UserDB.open() as db:
        assert ran == [latest + 1]
        assert user_version(db.path) == latest + 1
        assert db.migration_backup is not None
        assert db.migration_backup.name.endswith(f"-v{latest}.db")
        assert "Mine" in names(db)
    with UserDB.open() as db:
        assert ran == [latest + 1]  # not again
        assert db.migration_backup is None


def make_file_at_version(path: Path, version: int, *, filled: bool) -> None:
    """A user.db as rushdesk left it at schema `version`, empty or with some of
    everything that version can hold."""
    path.parent.mkdir(parents=True, exist_ok=True)
    db = Database(sqlite3.connect(path))
    for k in range(1, version + 1):
        with db.atomic():
            userdb.MIGRATIONS[k - 1](db)
            db.execute(f"PRAGMA user_version = {k:d}")
        if not filled:
            continue
        if k == 1:
            db.execute("INSERT INTO decks (name, main, created, updated) VALUES"
                       " ('Old', '[160301001]', '2026-01-01T00:00:00+00:00',"
                       " '2026-01-01T00:00:00+00:00')")
            db.execute("INSERT INTO settings VALUES ('prebuilt_installed', '[]')")
        if k == 2:
            db.execute("INSERT INTO replays (created, players, record) VALUES"
                       " ('2026-01-02T00:00:00+00:00', '[\"A\", \"B\"]', '{\"seed\": 1}')")
    db.conn.commit()
    db.close()


@pytest.mark.parametrize("filled", [False, True], ids=["empty", "filled"])
@pytest.mark.parametrize("version", range(SCHEMA_VERSION + 1))
def test_every_schema_version_migrates_to_the_latest(version: int, filled: bool) -> None:
    make_file_at_version(user_db_path(), version, filled=filled and version > 0)
    with UserDB.open() as db:
        assert user_version(db.path) == SCHEMA_VERSION
        if version < SCHEMA_VERSION:
            assert db.migration_backup is not None
            assert db.migration_backup.name.endswith(f"-v{version}.db")
        if filled and version >= 1:
            assert "Old" in names(db)
        replays = db.list_replays()
        if filled and version >= 2:
            assert [r.players for r in replays] == [("A", "B")]
            assert replays[0].record == {"seed": 1}
        else:
            assert replays == []
        new = db.save_replay({"seed": 2}, players=("X", "Y"), winner=0, turns=5)
        assert db.get_replay(new).record == {"seed": 2}


# ------------------------------------------------------------------------ replays


def test_replays_round_trip_newest_first(db: UserDB) -> None:
    first = db.save_replay({"seed": 1, "actions": ["end"]}, players=("Yuga", "AI"),
                           seat=0, winner=0, reason="player 2 LP reached 0", turns=7,
                           title="Yuga vs AI")
    second = db.save_replay({"seed": 2}, players=("Yuga", "AI"), winner=None, turns=1)
    assert [r.id for r in db.list_replays()] == [second, first]
    entry = db.get_replay(first)
    assert (entry.players, entry.seat, entry.winner, entry.turns, entry.title) == (
        ("Yuga", "AI"), 0, 0, 7, "Yuga vs AI")
    assert entry.record == {"seed": 1, "actions": ["end"]}
    assert entry.created.tzinfo is not None
    db.delete_replay(first)
    assert [r.id for r in db.list_replays()] == [second]
    with pytest.raises(UserDBError, match="no replay"):
        db.get_replay(first)
    with pytest.raises(UserDBError, match="no replay"):
        db.delete_replay(first)


# ----------------------------------------------------------------- newer versions


def test_a_file_from_a_newer_rushdesk_is_opened_read_only() -> None:
    make_real_db("Mine")
    path = user_db_path()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    original = path.read_bytes()
    before = backups()

    db = UserDB.open()
    message = (
        f"this user database was written by a newer rushdesk (schema {SCHEMA_VERSION + 1}); "
        "it is opened read-only so nothing is lost"
    )
    assert db.read_only and db.warning == message
    mine = next(e for e in db.list_decks() if e.name == "Mine")
    assert mine.deck == Deck(MINE.main, MINE.extra, MINE.side, name="Mine")
    assert db.get_setting("prebuilt_installed") == [p.slug for p in PREBUILT]
    writes: list[Callable[[], object]] = [
        lambda: db.save_deck("New", MINE),
        lambda: db.save_deck("Mine", MINE, mine.id),
        lambda: db.duplicate_deck(mine.id, "Copy"),
        lambda: db.delete_deck(mine.id),
        lambda: db.set_setting("volume", 1),
        lambda: db.install_prebuilt(),
    ]
    for write in writes:
        with pytest.raises(UserDBError) as refused:
            write()
        assert str(refused.value) == message
    assert not db.changed
    assert db.close() is None
    assert path.read_bytes() == original
    assert backups() == before


def test_a_fresh_database_is_in_wal_mode(db: UserDB) -> None:
    assert db._db.journal_mode == "wal"
    assert user_version(db.path) == SCHEMA_VERSION
    assert not db.read_only and db.warning == ""
    assert db.recovered_from is None and db.latest_backup is None


# ---------------------------------------------------------------- damaged files


def test_random_bytes_are_moved_aside_and_a_fresh_database_made() -> None:
    path = user_db_path()
    garbage, wal = os.urandom(8192), os.urandom(1000)
    path.write_bytes(garbage)
    Path(f"{path}-wal").write_bytes(wal)
    with UserDB.open() as db:
        assert db.recovered_from is not None
        assert db.recovered_from.parent == path.parent
        assert db.recovered_from.name.startswith("user.corrupt-")
        assert db.recovered_from.suffix == ".db"
        assert db.recovered_from.read_bytes() == garbage
        assert Path(f"{db.recovered_from}-wal").read_bytes() == wal  # moved with it
        assert db.latest_backup is None
        assert len(db.list_decks()) == len(PREBUILT)
    with UserDB.open() as db:
        assert db.recovered_from is None


def test_a_file_that_cannot_be_opened_is_not_moved_aside() -> None:
    path = user_db_path()
    path.mkdir()  # not a damaged database: something else is wrong; leave it alone
    with pytest.raises(UserDBError, match="cannot open the user database"):
        UserDB.open()
    assert path.is_dir()
    assert list(path.parent.glob("user.corrupt-*")) == []


def test_a_truncated_file_is_recovered_from_the_latest_backup() -> None:
    make_real_db("Older")
    make_real_db("Newer")
    assert len(backups()) == 2
    newest = backups()[-1]
    path = user_db_path()
    truncated = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(truncated)

    db = UserDB.open()
    assert db.recovered_from is not None and db.recovered_from.read_bytes() == truncated
    assert db.latest_backup == newest
    assert "Older" not in names(db)
    db.save_deck("Made after the crash", MINE)
    db.close(backup_if_changed=False)

    with UserDB.restore_backup(newest) as restored:
        assert {"Older", "Newer"} <= set(names(restored))
        assert len(restored.list_decks()) == len(PREBUILT) + 2
        assert restored.recovered_from is None
        assert restored.get_deck(
            next(e.id for e in restored.list_decks() if e.name == "Newer")
        ).deck == Deck(MINE.main, MINE.extra, MINE.side, name="Newer")
    moved = sorted(path.parent.glob("user.before-restore-*.db"))
    assert len(moved) == 1  # the fresh database was moved aside, not deleted
    kept = sqlite3.connect(moved[0])
    made_later = "SELECT count(*) FROM decks WHERE name = 'Made after the crash'"
    assert kept.execute(made_later).fetchone() == (1,)
    kept.close()
    assert backups()[-1] == newest  # restoring changes no backup
    assert newest.is_file()


def test_a_damaged_backup_is_not_restored() -> None:
    make_real_db("Mine")
    path = user_db_path()
    original = path.read_bytes()
    damaged = path.parent / "damaged.db"
    damaged.write_bytes(b"not a database" * 100)
    with pytest.raises(UserDBError, match="damaged"):
        UserDB.restore_backup(damaged)
    with pytest.raises(UserDBError, match="does not exist"):
        UserDB.restore_backup(path.parent / "missing.db")
    assert path.read_bytes() == original
    assert list(path.parent.glob("user.before-restore-*")) == []


# ------------------------------------------------------------------------ backups


def test_a_backup_is_written_on_exit_only_when_something_changed() -> None:
    UserDB.open().close()  # first run: the prebuilt decks are not a user change
    assert backups() == []

    db = UserDB.open()
    db.list_decks()
    db.get_setting("volume")
    assert not db.changed
    assert db.close() is None
    assert backups() == []

    db = UserDB.open()
    db.set_setting("volume", 0.5)
    written = db.close()
    assert written is not None and backups() == [written]
    assert written.name.endswith(f"-v{SCHEMA_VERSION}.db")
    assert db.close() is None  # closing twice does nothing
    with pytest.raises(UserDBError, match="closed"):
        db.set_setting("volume", 1)

    backup = Database(sqlite3.connect(written))
    assert backup.journal_mode == "delete"  # self-contained: no -wal file needed
    assert backup.execute("SELECT value FROM settings WHERE key = 'volume'").fetchone() == ("0.5",)
    backup.close()

    db = UserDB.open()
    db.save_deck("Mine", MINE)
    assert db.close(backup_if_changed=False) is None
    assert backups() == [written]


def test_thinning_keeps_recent_daily_then_weekly_at_most_30() -> None:
    now = datetime(2025, 6, 15, 12, 0, tzinfo=UTC)
    hours = [now - timedelta(hours=h, minutes=30) for h in range(24)]  # 24 in the last day
    assert hours[-1] == now - timedelta(hours=23, minutes=30)
    days = [now - timedelta(days=d, hours=h) for d in range(1, 14) for h in (1, 5, 9)]
    weeks = [now - timedelta(days=d) for d in range(15, 15 + 7 * 4)]  # 4 weeks, daily
    future = [now + timedelta(minutes=5)]
    keep = backups_to_keep(hours + days + weeks + future, now, max_files=1000)

    assert set(hours + future) <= keep
    for d in range(1, 14):  # one per UTC calendar day: the newest older than a day
        day = (now - timedelta(days=d)).date()
        kept = [t for t in days if t in keep and t.date() == day]
        on_day = [t for t in days if t.date() == day]
        assert kept == [max(on_day)]
    kept_weeks = sorted(t for t in weeks if t in keep)
    assert len({t.isocalendar()[:2] for t in weeks}) == len(kept_weeks)
    for t in kept_weeks:
        same_week = [w for w in weeks if w.isocalendar()[:2] == t.isocalendar()[:2]]
        assert t == max(same_week)

    capped = backups_to_keep(hours + days + weeks + future, now)
    assert len(capped) == 30
    assert capped == set(sorted(keep, reverse=True)[:30])
    assert backups_to_keep([], now) == set()


def test_thin_backups_deletes_only_thinned_backup_files() -> None:
    path = user_db_path()
    folder = path.parent / "backups"
    folder.mkdir(parents=True)
    now = datetime(2025, 6, 15, 12, 0, tzinfo=UTC)
    made = []
    for d in range(40):
        for h in (2, 6):  # two a day: one of them goes once older than a day
            when = now - timedelta(days=d, hours=h)
            file = folder / f"user-{when.strftime('%Y%m%dT%H%M%S.%fZ')}-v1.db"
            file.write_bytes(b"x")
            made.append(file)
    other = folder / "notes.txt"
    other.write_text("mine")
    (folder / "other-20250101T000000.000000Z-v1.db").write_bytes(b"y")

    dropped = thin_backups(path, now)
    left = backups()
    assert set(dropped) | set(left) == set(made) and not set(dropped) & set(left)
    assert all(not file.exists() for file in dropped)
    assert len(left) <= 30
    stamps = [when for when, _ in list_backups(path)]
    assert set(stamps) == backups_to_keep(stamps, now)
    assert other.read_text() == "mine"
    assert (folder / "other-20250101T000000.000000Z-v1.db").exists()
