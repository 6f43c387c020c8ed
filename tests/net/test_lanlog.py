"""The LAN duel log in the user database (its migration and its small methods)."""

from __future__ import annotations

from pathlib import Path

from rushdesk.db.lanlog import LanLog
from rushdesk.db.userdb import SCHEMA_VERSION, UserDB


def test_the_user_database_gets_the_lan_duel_table_and_keeps_logs(tmp_path: Path) -> None:
    path = tmp_path / "user.db"
    with UserDB.open(path) as db:
        assert "lan_duels" in db.database.table_names()
        log = LanLog.of(db)
        log.start(duel_id="d1", session="s", host_name="Ann", guest_name="Bob",
                  host_secret="aa" * 32, guest_secret="bb" * 32, seed=2**63 - 1, first=1,
                  engine="e", decks=[((1, 2), ()), ((3,), (4,))], state_hash="h0",
                  token_hash="t0")
        log.append("d1", "end", "h1")
        log.append("d1", "pass", "h2")
        log.set_token("d1", "t1")
    with UserDB.open(path) as db:
        assert db.schema_version == SCHEMA_VERSION
        log = LanLog.of(db)
        (duel,) = log.unfinished()
        assert duel.actions == ("end", "pass") and duel.state_hash == "h2"
        assert duel.token_hash == "t1" and duel.seed == 2**63 - 1
        assert duel.decks == (((1, 2), ()), ((3,), (4,)))
        log.finish("d1", 0, "resign", "h3")
        assert log.unfinished() == [] and log.get("d1").winner == 0
