"""Unfinished and finished LAN duels in the user database (PROTOCOL.md 1.5, 1.8).

The LAN host writes one row per duel before sending `DUEL_START`: both seed secrets,
both decks, the seed, the first player and the engine version; then every accepted
answer is appended in its own transaction together with the state hash it led to. A
host that crashed finds its unfinished duels with `unfinished()` and replays the log.
The guest's resume token is stored only as a SHA-256 digest.

The table comes from `create_lan_duels`, one migration of `rushdesk.db.userdb`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlite_utils import Database

RUNNING, ADJOURNED, FINISHED = "running", "adjourned", "finished"


def create_lan_duels(db: Database) -> None:
    """Migration: the `lan_duels` table."""
    db.execute(
        """
        CREATE TABLE lan_duels (
            duel_id TEXT PRIMARY KEY,
            session TEXT NOT NULL,
            status TEXT NOT NULL,
            host_name TEXT NOT NULL,
            guest_name TEXT NOT NULL,
            host_secret TEXT NOT NULL,
            guest_secret TEXT NOT NULL,
            seed INTEGER NOT NULL,
            first INTEGER NOT NULL,
            engine TEXT NOT NULL,
            decks TEXT NOT NULL,
            actions TEXT NOT NULL DEFAULT '[]',
            state_hash TEXT NOT NULL DEFAULT '',
            token_hash TEXT NOT NULL DEFAULT '',
            winner INTEGER,
            reason TEXT NOT NULL DEFAULT '',
            created TEXT NOT NULL,
            updated TEXT NOT NULL
        )
        """
    )


@dataclass(frozen=True)
class LanDuel:
    """One stored LAN duel. `decks` is ((main, extra), (main, extra)) by seat;
    `actions` the notations of the accepted answers, in order."""

    duel_id: str
    session: str
    status: str
    host_name: str
    guest_name: str
    host_secret: str
    guest_secret: str
    seed: int
    first: int
    engine: str
    decks: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    actions: tuple[str, ...]
    state_hash: str
    token_hash: str
    winner: int | None
    reason: str
    updated: str


class LanLog:
    """The LAN duel log over a sqlite-utils `Database` (a `UserDB`'s, or any other with
    the `lan_duels` table)."""

    def __init__(self, db: Database) -> None:
        self._db = db
        if "lan_duels" not in db.table_names():
            with db.atomic():
                create_lan_duels(db)

    @classmethod
    def of(cls, user_db: Any) -> LanLog:
        """The log inside an open `UserDB`."""
        return cls(user_db.database)

    def start(self, *, duel_id: str, session: str, host_name: str, guest_name: str,
              host_secret: str, guest_secret: str, seed: int, first: int, engine: str,
              decks: Any, state_hash: str, token_hash: str) -> None:
        now = _now()
        plain = [[list(main), list(extra)] for main, extra in decks]
        with self._db.atomic():
            self._db.execute(
                "INSERT INTO lan_duels (duel_id, session, status, host_name, guest_name, "
                "host_secret, guest_secret, seed, first, engine, decks, state_hash, "
                "token_hash, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                [duel_id, session, RUNNING, host_name, guest_name, host_secret, guest_secret,
                 seed, first, engine, json.dumps(plain), state_hash, token_hash, now, now])

    def append(self, duel_id: str, action: str, state_hash: str) -> None:
        """Add one accepted answer and the state hash after it, in one transaction."""
        with self._db.atomic():
            row = self._db.execute("SELECT actions FROM lan_duels WHERE duel_id = ?",
                                   [duel_id]).fetchone()
            actions = [*json.loads(row[0]), action]
            self._db.execute("UPDATE lan_duels SET actions = ?, state_hash = ?, updated = ? "
                             "WHERE duel_id = ?", [json.dumps(actions), state_hash, _now(),
                                                  duel_id])

    def set_token(self, duel_id: str, token_hash: str) -> None:
        self._update(duel_id, token_hash=token_hash)

    def set_status(self, duel_id: str, status: str) -> None:
        self._update(duel_id, status=status)

    def finish(self, duel_id: str, winner: int | None, reason: str, state_hash: str) -> None:
        self._update(duel_id, status=FINISHED, winner=winner, reason=reason,
                     state_hash=state_hash)

    def _update(self, duel_id: str, **values: Any) -> None:
        values["updated"] = _now()
        sets = ", ".join(f"{k} = ?" for k in values)
        with self._db.atomic():
            self._db.execute(f"UPDATE lan_duels SET {sets} WHERE duel_id = ?",
                             [*values.values(), duel_id])

    def get(self, duel_id: str) -> LanDuel | None:
        rows = list(self._db.query("SELECT * FROM lan_duels WHERE duel_id = ?", [duel_id]))
        return _duel(rows[0]) if rows else None

    def unfinished(self) -> list[LanDuel]:
        """Running or adjourned duels, newest first."""
        rows = self._db.query("SELECT * FROM lan_duels WHERE status != ? "
                              "ORDER BY updated DESC", [FINISHED])
        return [_duel(r) for r in rows]


def _duel(row: dict[str, Any]) -> LanDuel:
    decks = tuple((tuple(m), tuple(e)) for m, e in json.loads(row["decks"]))
    return LanDuel(
        duel_id=row["duel_id"], session=row["session"], status=row["status"],
        host_name=row["host_name"], guest_name=row["guest_name"],
        host_secret=row["host_secret"], guest_secret=row["guest_secret"],
        seed=row["seed"], first=row["first"], engine=row["engine"], decks=decks,
        actions=tuple(json.loads(row["actions"])), state_hash=row["state_hash"],
        token_hash=row["token_hash"], winner=row["winner"], reason=row["reason"],
        updated=row["updated"],
    )


def _now() -> str:
    return datetime.now(UTC).isoformat()
