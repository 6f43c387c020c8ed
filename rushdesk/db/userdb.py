"""The user's database: decks, settings and replays (unfinished LAN duels later).

`UserDB.open()` opens `data_dir() / "user.db"` (ARCHITECTURE.md section 5):

- WAL journal, one transaction per logical save, `PRAGMA quick_check` on open.
- The schema version is `PRAGMA user_version`; `MIGRATIONS` is an ordered list of small
  functions, migration *k* bringing the file from version *k - 1* to *k*, each run in
  one transaction together with the new version number. Before any migration of an
  existing file, a backup is written (with the SQLite backup API) to
  `backups/user-<UTC timestamp>-v<from>.db` beside the database.
- A file from a newer rushdesk is opened read-only (`read_only`, `warning`); every write
  then raises `UserDBError` with that warning.
- A damaged file is moved aside as `user.corrupt-<UTC timestamp>.db` (never deleted) and
  a fresh database is created; `recovered_from` names the moved file and
  `latest_backup` the newest backup, which `UserDB.restore_backup` puts back.
- The prebuilt decks of `carddb/decks/` are installed once each: the slugs installed
  are remembered in the setting ``prebuilt_installed``, so a deck the user deleted is
  not reinstalled and a prebuilt deck added by a later rushdesk is installed once.
- `close()` writes a backup when something was written since `open`, then thins the
  backups (`backups_to_keep`).

Never Qt: the UI calls this from its own code and shows `warning` and `recovered_from`.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

from sqlite_utils import Database

from rushdesk.engine.deckrules import Deck

from .decks import PrebuiltDeck, load_prebuilt
from .lanlog import create_lan_duels
from .paths import data_dir

FILE_NAME = "user.db"
BACKUP_FOLDER = "backups"
PREBUILT_SETTING = "prebuilt_installed"

# Backup thinning (`backups_to_keep`).
KEEP_ALL_FOR = timedelta(days=1)
KEEP_DAILY_FOR = timedelta(days=14)
MAX_BACKUPS = 30

_STAMP_FORMAT = "%Y%m%dT%H%M%S.%fZ"
_STAMP_PATTERN = r"\d{8}T\d{6}\.\d{6}Z"
_CORRUPTION_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_SIDE_FILES = ("", "-wal", "-shm")


class UserDBError(ValueError):
    """The user database refused an operation; the message is meant for the player."""


@dataclass(frozen=True)
class DeckEntry:
    """A deck saved in the user database.

    `deck.name` is always `name`; `prebuilt` is the slug of the prebuilt deck it was
    installed from (None for the user's own decks); `updated` is an aware UTC time.
    """

    id: int
    name: str
    deck: Deck
    prebuilt: str | None
    updated: datetime
    notes: str = ""


# ------------------------------------------------------------------- migrations


def _create_decks_and_settings(db: Database) -> None:
    db.execute(
        """
        CREATE TABLE decks (
            id INTEGER PRIMARY KEY,
            name TEXT UNIQUE NOT NULL,
            main TEXT NOT NULL DEFAULT '[]',
            extra TEXT NOT NULL DEFAULT '[]',
            side TEXT NOT NULL DEFAULT '[]',
            notes TEXT NOT NULL DEFAULT '',
            prebuilt TEXT,
            created TEXT NOT NULL,
            updated TEXT NOT NULL
        )
        """
    )
    db.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


def _create_replays(db: Database) -> None:
    """Every finished duel: who played, how it ended, and its record (a `DuelRecord`
    as JSON, which replays it move by move)."""
    db.execute(
        """
        CREATE TABLE replays (
            id INTEGER PRIMARY KEY,
            created TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            players TEXT NOT NULL DEFAULT '[]',
            seat INTEGER NOT NULL DEFAULT 0,
            winner INTEGER,
            reason TEXT NOT NULL DEFAULT '',
            turns INTEGER NOT NULL DEFAULT 0,
            record TEXT NOT NULL
        )
        """
    )
    db.execute("CREATE INDEX replays_by_created ON replays (created)")


# Migration k (1-based) brings a file from schema version k - 1 to k. Append only:
# never edit or reorder a migration that has shipped.
MIGRATIONS: tuple[Callable[[Database], None], ...] = (
    _create_decks_and_settings,
    _create_replays,
    create_lan_duels,  # LAN duel logs (rushdesk.db.lanlog)
)
SCHEMA_VERSION = len(MIGRATIONS)


def _user_version(db: Database) -> int:
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def migrate(db: Database) -> int:
    """Run the pending migrations, each in one transaction; return the version before."""
    start = _user_version(db)
    if start > SCHEMA_VERSION:
        raise UserDBError(_newer_message(start))
    for target in range(start + 1, SCHEMA_VERSION + 1):
        with db.atomic():
            MIGRATIONS[target - 1](db)
            db.execute(f"PRAGMA user_version = {target:d}")
    return start


@dataclass(frozen=True)
class ReplayEntry:
    """A saved duel. `record` is `DuelRecord.to_dict()` output; `players` the names by
    seat; `seat` the seat the user played; `winner` 0, 1 or None (a draw)."""

    id: int
    created: datetime
    title: str
    players: tuple[str, str]
    seat: int
    winner: int | None
    reason: str
    turns: int
    record: dict[str, Any]


# --------------------------------------------------------------------- the facade


class UserDB:
    """The user's decks and settings. Open with `UserDB.open()`; close with `close()`.

    Attributes for the UI: `read_only` and `warning` (a file from a newer rushdesk),
    `recovered_from` (where a damaged file was moved) and `latest_backup` (the newest
    backup when the database was opened, or None), `migration_backup` (the backup
    written before a migration), `changed` (anything written since opening).
    """

    def __init__(
        self,
        db: Database,
        path: Path,
        *,
        read_only: bool = False,
        warning: str = "",
        schema_version: int = SCHEMA_VERSION,
    ) -> None:
        self._db = db
        self.path = path
        self.read_only = read_only
        self.warning = warning
        self.schema_version = schema_version
        self.recovered_from: Path | None = None
        self.latest_backup: Path | None = None
        self.migration_backup: Path | None = None
        self.changed = False
        self.damaged_replays: list[int] = []  # rows `list_replays` could not read
        self._closed = False

    @property
    def database(self) -> Database:
        """The sqlite-utils database, for stores that keep their own tables (lanlog)."""
        return self._db

    # ---------------------------------------------------------------- opening

    @classmethod
    def open(cls, path: Path | str | None = None) -> UserDB:
        """Open (creating, migrating or recovering as needed) the user database."""
        path = Path(path) if path is not None else data_dir() / FILE_NAME
        path.parent.mkdir(parents=True, exist_ok=True)
        recovered_from: Path | None = None
        version: int | None = None
        if path.exists():
            try:
                version = _inspect(path)
            except _ForeignError:  # another program's database: kept beside a new one
                recovered_from = _move_aside(path, "foreign")
            except _CorruptError:
                recovered_from = _move_aside(path, "corrupt")
        if version is not None and version > SCHEMA_VERSION:
            userdb = cls._open_read_only(path, version)
        else:
            userdb = cls._open_writable(path, version)
        userdb.recovered_from = recovered_from
        userdb.latest_backup = latest_backup(path)
        return userdb

    @classmethod
    def _open_read_only(cls, path: Path, version: int) -> UserDB:
        conn = sqlite3.connect(_uri(path, "ro"), uri=True)
        return cls(
            Database(conn),
            path,
            read_only=True,
            warning=_newer_message(version),
            schema_version=version,
        )

    @classmethod
    def _open_writable(cls, path: Path, version: int | None) -> UserDB:
        """Open read-write; `version` is the file's schema version, None for a new file."""
        conn = sqlite3.connect(path)
        db = Database(conn)
        backup: Path | None = None
        try:
            if version is not None and version < SCHEMA_VERSION:
                backup = _write_backup(conn, path, version)
            db.enable_wal()
            try:
                migrate(db)
            except sqlite3.Error as exc:
                kept = f"; a copy of the file before it is in {backup}" if backup else ""
                raise UserDBError(
                    f"could not update the user database {path} to schema "
                    f"{SCHEMA_VERSION}: {exc}{kept}"
                ) from exc
            userdb = cls(db, path)
            userdb.migration_backup = backup
            userdb.install_prebuilt()
        except BaseException:
            conn.close()
            raise
        return userdb

    @classmethod
    def restore_backup(cls, backup_path: Path | str, path: Path | str | None = None) -> UserDB:
        """Put a backup in place of the user database and open it.

        The current file (if any) is moved aside as `user.before-restore-<stamp>.db`,
        never deleted. Close any open `UserDB` on that file first. Raises `UserDBError`
        (and changes nothing) when the backup is missing or damaged.
        """
        backup_path = Path(backup_path)
        path = Path(path) if path is not None else data_dir() / FILE_NAME
        if not backup_path.is_file():
            raise UserDBError(f"the backup {backup_path} does not exist")
        try:
            _inspect(backup_path)
        except _CorruptError as exc:
            raise UserDBError(f"the backup {backup_path} is damaged: {exc}") from None
        path.parent.mkdir(parents=True, exist_ok=True)
        staging = path.with_name(f".{path.name}.restoring")
        staging.unlink(missing_ok=True)
        source = sqlite3.connect(_uri(backup_path, "ro"), uri=True)
        try:
            _copy_database(source, staging)
        finally:
            source.close()
        if path.exists():
            _move_aside(path, "before-restore")
        os.replace(staging, path)
        return cls.open(path)

    # ----------------------------------------------------------------- prebuilt

    def install_prebuilt(self, decks: Sequence[PrebuiltDeck] | None = None) -> list[str]:
        """Install the prebuilt decks not installed before, in one transaction.

        `decks` defaults to `load_prebuilt()`. Returns the slugs installed now. A deck
        whose name is taken gets a free name ("Name (2)"). This is not a user change:
        it does not set `changed`.
        """
        self._require_writable()
        if decks is None:
            decks = load_prebuilt()
        installed = self.get_setting(PREBUILT_SETTING, [])
        if not isinstance(installed, list):
            installed = []
        new = [deck for deck in decks if deck.slug not in installed]
        if not new:
            return []
        now = _now_text()
        with self._db.atomic():
            for prebuilt in new:
                name = self._free_name(prebuilt.name)
                self._db.execute(
                    "INSERT INTO decks (name, main, extra, side, notes, prebuilt, created,"
                    " updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [name, *_sections(prebuilt.deck), prebuilt.description, prebuilt.slug]
                    + [now, now],
                )
            installed = [*installed, *(deck.slug for deck in new)]
            self._write_setting(PREBUILT_SETTING, installed)
        return [deck.slug for deck in new]

    def _free_name(self, name: str) -> str:
        candidate, k = name, 1
        while self._db.execute("SELECT 1 FROM decks WHERE name = ?", [candidate]).fetchone():
            k += 1
            candidate = f"{name} ({k})"
        return candidate

    # -------------------------------------------------------------------- decks

    def list_decks(self) -> list[DeckEntry]:
        """Every deck, sorted by name (case-insensitive)."""
        rows = self._db.execute(
            f"SELECT {_DECK_COLUMNS} FROM decks ORDER BY name COLLATE NOCASE, id"
        ).fetchall()
        return [_entry(row) for row in rows]

    def get_deck(self, deck_id: int) -> DeckEntry:
        """The deck with this id; raises `UserDBError` when there is none."""
        row = self._db.execute(
            f"SELECT {_DECK_COLUMNS} FROM decks WHERE id = ?", [deck_id]
        ).fetchone()
        if row is None:
            raise UserDBError(f"there is no deck with id {deck_id}")
        return _entry(row)

    def save_deck(
        self, name: str, deck: Deck, id: int | None = None, *, notes: str | None = None
    ) -> int:
        """Save a deck (a new one when `id` is None) under `name`; return its id.

        `deck.name` is ignored: the deck is stored (and read back) under `name`.
        `notes=None` keeps a saved deck's notes. Renaming to a name another deck has
        raises `UserDBError` and changes nothing.
        """
        self._require_writable()
        name = _clean_name(name)
        with self._writing():
            try:
                return self._save_deck(name, deck, id, notes)
            except sqlite3.OperationalError:
                # another process wrote meanwhile (a stale snapshot): check the name again
                return self._save_deck(name, deck, id, notes)

    def _save_deck(self, name: str, deck: Deck, id: int | None, notes: str | None) -> int:
        now = _now_text()
        with _name_clash_as_error(name), self._db.atomic():
            self._check_name_free(name, id)
            if id is None:
                cursor = self._db.execute(
                    "INSERT INTO decks (name, main, extra, side, notes, created, updated)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [name, *_sections(deck), notes or "", now, now],
                )
                new_id = cursor.lastrowid
                assert new_id is not None
            else:
                cursor = self._db.execute(
                    "UPDATE decks SET name = ?, main = ?, extra = ?, side = ?,"
                    " notes = coalesce(?, notes), updated = ? WHERE id = ?",
                    [name, *_sections(deck), notes, now, id],
                )
                if cursor.rowcount == 0:
                    raise UserDBError(f"there is no deck with id {id}")
                new_id = id
        self.changed = True
        return new_id

    def duplicate_deck(self, deck_id: int, new_name: str) -> int:
        """Copy a deck (cards and notes) under a new name; return the copy's id.

        The copy is the user's own deck: its `prebuilt` is None.
        """
        self._require_writable()
        entry = self.get_deck(deck_id)
        return self.save_deck(new_name, entry.deck, notes=entry.notes)

    def delete_deck(self, deck_id: int) -> None:
        """Delete a deck; raises `UserDBError` when there is no deck with this id."""
        self._require_writable()
        with self._writing(), self._db.atomic():
            cursor = self._db.execute("DELETE FROM decks WHERE id = ?", [deck_id])
            if cursor.rowcount == 0:
                raise UserDBError(f"there is no deck with id {deck_id}")
        self.changed = True

    def _check_name_free(self, name: str, deck_id: int | None) -> None:
        row = self._db.execute(
            "SELECT id FROM decks WHERE name = ? AND id IS NOT ?", [name, deck_id]
        ).fetchone()
        if row is not None:
            raise UserDBError(_name_taken(name))

    # ----------------------------------------------------------------- settings

    def get_setting(self, key: str, default: Any = None) -> Any:
        """A setting's value (decoded from JSON), or `default` when it is not set."""
        row = self._db.execute("SELECT value FROM settings WHERE key = ?", [key]).fetchone()
        if row is None:
            return default
        return json.loads(row[0])

    def set_setting(self, key: str, value: Any) -> None:
        """Store a setting; `value` must be JSON-serialisable (TypeError/ValueError if not)."""
        self._require_writable()
        with self._writing(), self._db.atomic():
            self._write_setting(key, value)
        self.changed = True

    def _write_setting(self, key: str, value: Any) -> None:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        self._db.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?)"
            " ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            [key, text],
        )

    # ------------------------------------------------------------------ replays

    def save_replay(
        self, record: dict[str, Any], *, players: Sequence[str], seat: int = 0,
        winner: int | None = None, reason: str = "", turns: int = 0, title: str = "",
    ) -> int:
        """Save a finished duel's record (`DuelRecord.to_dict()`); return its id."""
        self._require_writable()
        with self._writing(), self._db.atomic():
            cursor = self._db.execute(
                "INSERT INTO replays (created, title, players, seat, winner, reason, turns,"
                " record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [_now_text(), title, json.dumps(list(players), ensure_ascii=False), seat,
                 winner, reason, turns, json.dumps(record, ensure_ascii=False)],
            )
        self.changed = True
        new_id = cursor.lastrowid
        assert new_id is not None
        return new_id

    def list_replays(self) -> list[ReplayEntry]:
        """Every saved replay that can be read, newest first; the ids of damaged rows
        are left out and kept in `damaged_replays` (one bad row hides nothing else)."""
        rows = self._db.execute(
            f"SELECT {_REPLAY_COLUMNS} FROM replays ORDER BY created DESC, id DESC"
        ).fetchall()
        entries, self.damaged_replays = [], []
        for row in rows:
            try:
                entries.append(_replay(row))
            except UserDBError:
                self.damaged_replays.append(row[0])
        return entries

    def get_replay(self, replay_id: int) -> ReplayEntry:
        """The replay with this id; raises `UserDBError` when there is none."""
        row = self._db.execute(
            f"SELECT {_REPLAY_COLUMNS} FROM replays WHERE id = ?", [replay_id]
        ).fetchone()
        if row is None:
            raise UserDBError(f"there is no replay with id {replay_id}")
        return _replay(row)

    def delete_replay(self, replay_id: int) -> None:
        """Delete a replay; raises `UserDBError` when there is none with this id."""
        self._require_writable()
        with self._writing(), self._db.atomic():
            cursor = self._db.execute("DELETE FROM replays WHERE id = ?", [replay_id])
            if cursor.rowcount == 0:
                raise UserDBError(f"there is no replay with id {replay_id}")
        self.changed = True

    # ------------------------------------------------------- backups and closing

    def backup(self) -> Path:
        """Write a backup of the database now, thin the backups, return the new file."""
        target = _write_backup(self._db.conn, self.path, self.schema_version)
        thin_backups(self.path)
        return target

    def close(self, backup_if_changed: bool = True) -> Path | None:
        """Close the database; first back it up if asked and anything was written.

        Returns the backup written, if any. Closing twice does nothing.
        """
        if self._closed:
            return None
        written: Path | None = None
        try:
            if backup_if_changed and self.changed and not self.read_only:
                written = self.backup()
        finally:
            self._closed = True
            self._db.close()
        return written

    def __enter__(self) -> UserDB:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """A write: a failure of the file (read-only, disk full, locked) becomes
        `UserDBError`; the transaction is rolled back, so nothing is half written."""
        try:
            yield
        except sqlite3.IntegrityError:
            raise
        except sqlite3.Error as exc:
            raise UserDBError(f"could not write to the user database {self.path}: {exc}; "
                              "nothing was changed") from exc

    def _require_writable(self) -> None:
        if self.read_only:
            raise UserDBError(self.warning)
        if self._closed:
            raise UserDBError("the user database is closed")


# ------------------------------------------------------------------------ helpers

_DECK_COLUMNS = "id, name, main, extra, side, prebuilt, updated, notes"


def _entry(row: Sequence[Any]) -> DeckEntry:
    deck_id, name, main, extra, side, prebuilt, updated, notes = row
    try:
        sections = {"main": json.loads(main), "extra": json.loads(extra)}
        sections["side"] = json.loads(side)
        deck = Deck.from_dict({**sections, "name": name})
        return DeckEntry(deck_id, name, deck, prebuilt, datetime.fromisoformat(updated), notes)
    except (ValueError, TypeError) as exc:  # json.JSONDecodeError is a ValueError
        raise UserDBError(f'the deck "{name}" is damaged in the user database: {exc}') from None


_REPLAY_COLUMNS = "id, created, title, players, seat, winner, reason, turns, record"


def _replay(row: Sequence[Any]) -> ReplayEntry:
    replay_id, created, title, players, seat, winner, reason, turns, record = row
    try:
        names = json.loads(players)
        data = json.loads(record)
        first, second = (list(names) + ["", ""])[:2]
        return ReplayEntry(replay_id, datetime.fromisoformat(created), title,
                           (str(first), str(second)), seat, winner, reason, turns, data)
    except (ValueError, TypeError) as exc:
        raise UserDBError(f"replay {replay_id} is damaged in the user database: {exc}") from None


def _sections(deck: Deck) -> list[str]:
    return [json.dumps(list(codes)) for codes in (deck.main, deck.extra, deck.side)]


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise UserDBError("a deck needs a name")
    return name


@contextmanager
def _name_clash_as_error(name: str) -> Iterator[None]:
    """Turn a UNIQUE failure (another process saved that name first) into `UserDBError`."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        raise UserDBError(_name_taken(name)) from exc


def _name_taken(name: str) -> str:
    return f'there is already a deck named "{name}"; choose another name'


def _newer_message(version: int) -> str:
    return (
        f"this user database was written by a newer rushdesk (schema {version}); "
        "it is opened read-only so nothing is lost"
    )


def _now() -> datetime:
    return datetime.now(UTC)


def _now_text() -> str:
    return _now().isoformat()


def _stamp(when: datetime) -> str:
    return when.astimezone(UTC).strftime(_STAMP_FORMAT)


def _uri(path: Path, mode: str) -> str:
    return f"{path.resolve().as_uri()}?mode={mode}"


class _CorruptError(Exception):
    """The file is not a readable SQLite database."""


class _ForeignError(Exception):
    """The file is a sound SQLite database of another program (no rushdesk tables)."""


def _inspect(path: Path) -> int:
    """The file's schema version, after a read-only `quick_check`.

    Raises `_CorruptError` when the file is not SQLite or is damaged, `_ForeignError`
    when it is another program's SQLite database, `UserDBError` when
    it cannot be opened for another reason (locked, no permission): that file is not
    moved aside.
    """
    try:
        conn = sqlite3.connect(_uri(path, "ro"), uri=True)
    except sqlite3.Error as exc:
        raise UserDBError(f"cannot open the user database {path}: {exc}") from exc
    try:
        problems = [row[0] for row in conn.execute("PRAGMA quick_check").fetchall()]
        version: int = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        if exc.sqlite_errorcode & 0xFF in _CORRUPTION_CODES:
            raise _CorruptError(str(exc)) from exc
        raise UserDBError(f"cannot open the user database {path}: {exc}") from exc
    finally:
        conn.close()
    if problems != ["ok"]:
        raise _CorruptError("; ".join(str(p) for p in problems[:5]))
    if version > 0 and not {"decks", "settings"} <= tables:  # 0: no schema yet, migrated
        raise _ForeignError(f"tables {sorted(tables)[:5]}")
    return version


def _move_aside(path: Path, label: str) -> Path:
    """Rename `path` (and its -wal/-shm files) to `<stem>.<label>-<stamp><suffix>`."""
    while True:
        target = path.with_name(f"{path.stem}.{label}-{_stamp(_now())}{path.suffix}")
        if not any(Path(f"{target}{side}").exists() for side in _SIDE_FILES):
            break
    for side in _SIDE_FILES:
        source = Path(f"{path}{side}")
        if source.exists():
            os.replace(source, Path(f"{target}{side}"))
    return target


def _copy_database(source: sqlite3.Connection, target: Path) -> None:
    """Copy a live database with the backup API into a self-contained (non-WAL) file."""
    dest = sqlite3.connect(target)
    try:
        source.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")
    finally:
        dest.close()


def backup_folder(path: Path) -> Path:
    """Where the backups of the database at `path` go: `backups/` beside it."""
    return path.parent / BACKUP_FOLDER


def _write_backup(conn: sqlite3.Connection, path: Path, version: int) -> Path:
    """Back up `conn` to `backups/<stem>-<stamp>-v<version>.db`, atomically."""
    folder = backup_folder(path)
    folder.mkdir(parents=True, exist_ok=True)
    when = _now()
    while True:
        target = folder / f"{path.stem}-{_stamp(when)}-v{version}.db"
        if not target.exists():
            break
        when += timedelta(microseconds=1)
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)
    try:
        _copy_database(conn, partial)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


def list_backups(path: Path | None = None) -> list[tuple[datetime, Path]]:
    """The backups of the database at `path` (default: the user database), oldest first.

    Only files named like rushdesk's backups count; anything else in the folder is
    ignored (and never thinned).
    """
    path = path if path is not None else data_dir() / FILE_NAME
    folder = backup_folder(path)
    pattern = re.compile(rf"{re.escape(path.stem)}-({_STAMP_PATTERN})-v\d+\.db")
    found: list[tuple[datetime, Path]] = []
    if folder.is_dir():
        for file in folder.iterdir():
            match = pattern.fullmatch(file.name)
            if match and file.is_file():
                when = datetime.strptime(match[1], _STAMP_FORMAT).replace(tzinfo=UTC)
                found.append((when, file))
    return sorted(found)


def latest_backup(path: Path | None = None) -> Path | None:
    """The newest backup of the database at `path`, or None."""
    backups = list_backups(path)
    return backups[-1][1] if backups else None


def backups_to_keep(
    times: Iterable[datetime], now: datetime, *, max_files: int = MAX_BACKUPS
) -> set[datetime]:
    """Which backup times thinning keeps (times and `now` are aware datetimes).

    Every backup from the last 24 hours (or from the future: a clock moved back); of
    older ones less than 14 days old, the newest of each UTC calendar day; of older
    ones still, the newest of each ISO week; and of all those, the `max_files` newest.
    """
    kept: list[datetime] = []
    buckets: set[tuple[Any, ...]] = set()
    for when in sorted(set(times), reverse=True):
        age = now - when
        if age < KEEP_ALL_FOR:
            kept.append(when)
            continue
        utc = when.astimezone(UTC)
        if age < KEEP_DAILY_FOR:
            bucket: tuple[Any, ...] = ("day", utc.date())
        else:
            bucket = ("week", *utc.isocalendar()[:2])
        if bucket not in buckets:
            buckets.add(bucket)
            kept.append(when)
    return set(kept[:max_files])


def thin_backups(path: Path | None = None, now: datetime | None = None) -> list[Path]:
    """Delete the backups `backups_to_keep` drops; return the deleted files."""
    backups = list_backups(path)
    keep = backups_to_keep((when for when, _ in backups), now or _now())
    dropped = [file for when, file in backups if when not in keep]
    for file in dropped:
        file.unlink(missing_ok=True)
    return dropped
