"""Audit: duel records, the user database and the Replays page against bad input.

The standard: a record survives `to_dict` -> JSON -> `from_dict` -> `Duel.replay` and
reaches the same `state_hash()` after every action (prebuilt decks, Maximum, Fusion,
Ritual, Deck search, match duels); a tampered or malformed record fails with a clear
error (the engine's ValueError family, naming what is wrong), never a bare
KeyError/TypeError/OverflowError; a damaged, foreign, newer, read-only or full database
gives a clear `UserDBError` (or a safe recovery) and loses nothing; the Replays page
lists what it can and refuses the rest in words. Real SQLite files in tmp_path.
"""

from __future__ import annotations

import collections
import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rushdesk.ai.baselines import RandomNoPassAgent, ScriptedAgent
from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.cards.seed import sample_decks
from rushdesk.db import userdb
from rushdesk.db.cards import CardDB, CardDBError
from rushdesk.db.decks import load_prebuilt
from rushdesk.db.sources import load_pool, load_records
from rushdesk.db.userdb import SCHEMA_VERSION, UserDB, UserDBError
from rushdesk.engine import (
    CardData,
    CardType,
    Duel,
    DuelRecord,
    IllegalActionError,
    InvalidActionError,
)
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck
from rushdesk.engine.effects import ops
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.match import Match, duel_seed

REPO = Path(__file__).resolve().parents[2]
POOL = load_pool()
PREBUILT = {deck.slug: deck.deck for deck in load_prebuilt()}
SLUGS = sorted(PREBUILT)
EFFECT_POOL = FIXTURE_POOL.merged(POOL.values())
SEED_DECKS = sample_decks(EFFECT_POOL)
# A test-only searcher (made-up card): add a Level 7+ monster from your Deck to your hand.
SEEKER = CardData(990_000_001, "Audit Seeker", CardType.MONSTER | CardType.EFFECT, level=4,
                  atk=1000, defense=1000, race="Machine", attribute=Attribute.DARK,
                  behaviour=CardScript(Effect(ops=(ops.AddToHand(
                      Sel(where=("deck",), kind="monster", level_min=7)),))))
SEEKER_POOL = POOL.merged([SEEKER])
MINE = Deck(main=(160301001,) * 3, extra=(160301003,))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path))
    return tmp_path


# ----------------------------------------------------------------- duels and records


def play(pool: Any, decks: Any, seed: int) -> tuple[Duel, list[str], collections.Counter[str]]:
    """Scripted AI against RandomNoPass to the end: the duel, the state hash before and
    after every action, and how monsters arrived (spsummon reasons, "search")."""
    duel = Duel.new(pool, decks, seed=seed, first=seed % 2)
    agents = (ScriptedAgent(seed), RandomNoPassAgent(seed + 7))
    hashes, seen = [duel.state_hash()], collections.Counter[str]()
    while not duel.is_over:
        for ev in duel.apply(agents[duel.current_player].choose(duel)):
            if ev.kind == "spsummon":
                seen[ev.reason] += 1
            if (ev.kind, ev.src, ev.dst, ev.reason) == ("move", "deck", "hand", "effect"):
                seen["search"] += 1
        hashes.append(duel.state_hash())
    return duel, hashes, seen


def through_json(duel: Duel) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(duel.record().to_dict()))
    return data


def assert_replays_exactly(duel: Duel, hashes: list[str], pool: Any) -> None:
    data = through_json(duel)
    record = DuelRecord.from_dict(data)
    assert record == duel.record()
    again = Duel.new(pool, record.decks, seed=record.seed, first=record.first,
                     options=record.options)
    assert again.state_hash() == hashes[0]
    for step, action in enumerate(record.actions, 1):
        again.apply(action)
        assert again.state_hash() == hashes[step], f"differs after step {step} ({action})"
    replayed = Duel.replay(record, pool)
    assert replayed.state_hash() == hashes[-1] and replayed.result == duel.result
    assert replayed.record().to_dict() == data


NEXT = {slug: SLUGS[(k + 1) % len(SLUGS)] for k, slug in enumerate(SLUGS)}
MUST_SEE = {"blue-eyes-fusion": "fusion", "magnum-overlord": "maximum"}


@pytest.mark.parametrize("slug", SLUGS)
def test_prebuilt_duels_replay_from_json_to_the_same_state_after_every_action(
        slug: str) -> None:
    seen = collections.Counter[str]()
    for seed in range(6):
        duel, hashes, arrived = play(POOL, (PREBUILT[slug], PREBUILT[NEXT[slug]]), seed)
        assert duel.result is not None
        assert_replays_exactly(duel, hashes, POOL)
        seen += arrived
    if slug in MUST_SEE:
        assert seen[MUST_SEE[slug]] > 0, f"set-up: no {MUST_SEE[slug]} summon in {dict(seen)}"


def _seeker_decks() -> tuple[Any, Any]:
    main = list(PREBUILT["magnum-overlord"].main)
    small = [k for k, c in enumerate(main)
             if POOL[c].is_monster and not POOL[c].max_role and POOL[c].level <= 4][:3]
    for k in small:
        main[k] = SEEKER.code
    return (tuple(main), PREBUILT["magnum-overlord"].extra), PREBUILT["sevens-road"]


@pytest.mark.parametrize(("pool", "decks", "seeds", "mechanic"), [
    (EFFECT_POOL, (SEED_DECKS["dragons"], SEED_DECKS["machines"]), (6,), "ritual"),
    (EFFECT_POOL, (SEED_DECKS["dragons"], SEED_DECKS["machines"]), (6,), "maximum"),
    (SEEKER_POOL, _seeker_decks(), (3, 4), "search"),
], ids=["ritual", "maximum-seed-decks", "deck-search"])
def test_ritual_maximum_and_deck_search_duels_replay_exactly(
        pool: Any, decks: Any, seeds: tuple[int, ...], mechanic: str) -> None:
    for seed in seeds:
        duel, hashes, seen = play(pool, decks, seed)
        assert seen[mechanic] > 0, f"set-up: seed {seed} has no {mechanic}: {dict(seen)}"
        assert_replays_exactly(duel, hashes, pool)


def test_every_duel_of_a_match_replays_from_its_json_record() -> None:
    match = Match(POOL, (PREBUILT["magnum-overlord"], PREBUILT["blue-eyes-fusion"]), seed=11)
    rng = random.Random(11)
    while not match.is_over:
        if match.chooser is not None:
            match.choose_first(match.chooser, goes_first=True)
        duel = match.start_duel()
        while not duel.is_over:
            duel.apply(rng.choice(duel.legal_actions()))
        match.finish_duel()
    assert len(match.duels) >= 2
    for number, finished in enumerate(match.duels, 1):
        record = DuelRecord.from_dict(json.loads(json.dumps(finished.record.to_dict())))
        assert (record.seed, record.first) == (duel_seed(11, number), finished.first)
        again = Duel.replay(record, POOL)
        assert again.state_hash() == finished.state_hash
        assert (again.result, again.turn) == (finished.result, finished.turns)


def test_a_tampered_record_fails_at_the_step_it_stops_being_legal() -> None:
    """Contract: the error names the offending action and the step (1-based) where the
    record stops fitting, so a player or developer can tell where it went wrong."""
    duel, _, _ = play(POOL, (PREBUILT["sevens-road"], PREBUILT["dragon-strike"]), 2)
    record = duel.record()
    step = 12
    before = Duel.new(POOL, record.decks, seed=record.seed, first=record.first)
    for action in record.actions[:step - 1]:
        before.apply(action)
    wrong = next(a for a in record.actions[step:] if a not in before.legal_actions())
    actions = (*record.actions[:step - 1], wrong, *record.actions[step:])
    data = {**record.to_dict(), "actions": [a.notation() for a in actions]}
    with pytest.raises(IllegalActionError) as refused:
        Duel.replay(DuelRecord.from_dict(data), POOL)
    message = str(refused.value)
    assert wrong.notation() in message
    assert re.search(rf"\b(step|move|action) #?{step}\b", message), message


def _good_record() -> dict[str, Any]:
    duel = Duel.new(POOL, (PREBUILT["sevens-road"], PREBUILT["dragon-strike"]), seed=3)
    for _ in range(8):
        duel.apply(duel.legal_actions()[0])
    return through_json(duel)


def _with(path: str, value: Any) -> dict[str, Any]:
    data = _good_record()
    *keys, last = path.split(".")
    target: Any = data
    for key in keys:
        target = target[int(key)] if key.isdigit() else target[key]
    index: Any = int(last) if last.isdigit() else last
    if value is KeyError:
        del target[index]
    else:
        target[index] = value
    return data


MALFORMED = {  # each is not what `to_dict` writes: from_dict must refuse it
    "no decks": _with("decks", KeyError),
    "no extra": _with("decks.0.extra", KeyError),
    "no options": _with("options", KeyError),
    "options with an unknown key": _with("options", {"start_lp": 8000, "start_hand": 4,
                                                     "turbo": 1}),
    "decks as an object": _with("decks", {"main": [160301001]}),
    "a passcode as a list": _with("decks.0.main", [[160301001]]),
    "an action as an object": _with("actions", [{"kind": "end"}]),
    "start_lp as text": _with("options.start_lp", "8000"),
    "start_hand as a float": _with("options.start_hand", 4.0),
    "seed as a fraction": _with("seed", 7.5),
    "seed infinite": _with("seed", float("inf")),
    "main as a string of digits": _with("decks.0.main", "160301001"),
    "a fractional passcode": _with("decks.1.main", [160302001.5] * 40),
}


def test_malformed_record_dicts_are_refused_by_from_dict_with_invalid_action_error() -> None:
    """Contract (`DuelRecord.from_dict`): "raises InvalidActionError on a malformed
    record". Wrong types must not be coerced or passed on to fail later in the engine."""
    outcome = {}
    for label, data in MALFORMED.items():
        try:
            DuelRecord.from_dict(json.loads(json.dumps(data)))
            outcome[label] = "accepted"
        except InvalidActionError as exc:
            outcome[label] = "refused" if str(exc) else "refused without a message"
        except Exception as exc:  # noqa: BLE001 (the type is what is checked)
            outcome[label] = type(exc).__name__
    assert {k: v for k, v in outcome.items() if v != "refused"} == {}


def _three_decks() -> dict[str, Any]:
    data = _good_record()
    data["decks"] = [*data["decks"], data["decks"][0]]
    return data


@pytest.mark.parametrize(("data", "words"), [
    (_with("decks.0.main.0", 999_999_999), "999999999"),
    (_three_decks(), "exactly two decks"),
    (_with("first", 2), "first must be 0 or 1"),
], ids=["unknown passcode", "three decks", "first player 2"])
def test_a_record_that_cannot_start_a_duel_fails_with_a_clear_value_error(
        data: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Duel.replay(DuelRecord.from_dict(data), POOL)


# --------------------------------------------------------------------- user database


def _saved_duel(db: UserDB, seed: int) -> tuple[int, str]:
    duel, hashes, _ = play(POOL, (PREBUILT["dragon-strike"], PREBUILT["sevens-road"]), seed)
    assert duel.result is not None
    rid = db.save_replay(duel.record().to_dict(), players=("Yuga", "AI"),
                         winner=duel.result.winner, reason=duel.result.reason,
                         turns=duel.turn)
    return rid, hashes[-1]


@pytest.fixture
def context(qapp: Any, tmp_path: Path) -> Iterator[Any]:
    from rushdesk.ui.context import AppContext

    user = UserDB.open(tmp_path / "user.db")
    ctx = AppContext(user, face_folder=tmp_path / "faces")
    ctx.settings.set("animation_speed", 0.0)
    yield ctx
    ctx.close()
    user.close(backup_if_changed=False)


def _page(qtbot: QtBot, ctx: Any) -> Any:
    from rushdesk.ui.duel.replays import ReplaysPage

    page = ReplaysPage(ctx)
    qtbot.addWidget(page)
    return page


def _listed(page: Any) -> list[int]:
    return [page.list.item(k).data(256) for k in range(page.list.count())]


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_replays_round_trip_and_list_newest_first_even_within_a_second(
        qtbot: QtBot, context: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    base = datetime(2026, 3, 1, 10, 0, 0, tzinfo=UTC)
    times = iter([base, base + timedelta(microseconds=500_000),
                  base - timedelta(microseconds=1), base])  # the clock went back once
    monkeypatch.setattr(userdb, "_now", lambda: next(times))
    saved = [_saved_duel(context.user, seed) for seed in (1, 2, 3, 4)]
    ids = [rid for rid, _ in saved]
    expected = [ids[1], ids[3], ids[0], ids[2]]
    assert [e.id for e in context.user.list_replays()] == expected
    assert _listed(_page(qtbot, context)) == expected
    for rid, final in saved:
        entry = context.user.get_replay(rid)
        assert Duel.replay(DuelRecord.from_dict(entry.record), POOL).state_hash() == final


DAMAGE = [("replays", "record", '{"seed": 1'), ("replays", "players", "5"),
          ("replays", "created", "yesterday"), ("decks", "updated", "never")]


@pytest.mark.parametrize(("table", "column", "text"), DAMAGE,
                         ids=[f"{t}.{c}" for t, c, _ in DAMAGE])
def test_a_damaged_row_is_a_user_db_error_naming_it(table: str, column: str,
                                                     text: str) -> None:
    """Contract (`_replay`/`_entry`): a row that cannot be decoded is reported as
    `UserDBError` ("... is damaged in the user database"), the type the UI catches."""
    with UserDB.open() as db:
        row = db.save_replay({"seed": 1}, players=("A", "B")) if table == "replays" \
            else db.save_deck("Z", MINE)
        db.database.execute(f"UPDATE {table} SET {column} = ? WHERE id = ?", [text, row])
        db.database.conn.commit()
        with pytest.raises(UserDBError, match="is damaged in the user database"):
            db.get_replay(row) if table == "replays" else db.get_deck(row)


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_replays_page_still_lists_the_good_replays_beside_a_damaged_one(
        qtbot: QtBot, context: Any) -> None:
    first, _ = _saved_duel(context.user, 1)
    damaged = context.user.save_replay({"seed": 1}, players=("A", "B"))
    context.user.database.execute("UPDATE replays SET record = '{\"ver' WHERE id = ?",
                                  [damaged])
    context.user.database.conn.commit()
    last, _ = _saved_duel(context.user, 2)
    page = _page(qtbot, context)  # must not raise: one bad row hides nothing else
    assert [rid for rid in _listed(page) if rid != damaged] == [last, first]


@pytest.mark.qt_log_ignore("This plugin does not support")
def test_unreplayable_records_are_refused_in_words_and_kept(qtbot: QtBot,
                                                            context: Any) -> None:
    records = [_with("decks.0.main.0", 999_999_999), _with("version", 2),
               _with("seed", float("inf"))]
    ids = [context.user.save_replay(r, players=("A", "B")) for r in records]
    page = _page(qtbot, context)
    for rid in ids:
        assert page.open_replay(rid) is None, rid
        assert page.status.text().startswith("This replay cannot be shown: "), rid
        assert page.viewer is None
    assert sorted(_listed(page)) == sorted(ids)


def _foreign(path: Path, version: int) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE bookmarks (url TEXT)")
    conn.execute("INSERT INTO bookmarks VALUES ('kept')")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.commit()
    conn.close()


def _holds_bookmark(path: Path) -> bool:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT url FROM bookmarks").fetchall() == [("kept",)]
    except sqlite3.Error:
        return False
    finally:
        conn.close()


@pytest.mark.parametrize("version", [1, SCHEMA_VERSION, 70])
def test_another_program_s_sqlite_file_is_refused_or_recovered_never_a_raw_error(
        tmp_path: Path, version: int) -> None:
    """Standard: another program's SQLite file named user.db (it uses user_version too)
    is refused with `UserDBError` or opened into something usable; its data is kept."""
    path = tmp_path / "user.db"
    _foreign(path, version)
    try:
        db = UserDB.open(path)
    except UserDBError:
        pass
    else:
        with db:
            assert isinstance(db.list_decks(), list) and db.list_replays() == []
    assert any(_holds_bookmark(p) for p in tmp_path.rglob("*.db"))


def test_a_zero_byte_file_opens_as_a_fresh_database(tmp_path: Path) -> None:
    path = tmp_path / "user.db"
    path.write_bytes(b"")
    with UserDB.open(path) as db:
        assert sorted(e.prebuilt or "" for e in db.list_decks()) == SLUGS
        assert db.recovered_from is None or db.recovered_from.read_bytes() == b""


def test_a_newer_file_with_new_columns_is_read_only_and_readable(tmp_path: Path) -> None:
    path = tmp_path / "user.db"
    with UserDB.open(path) as db:
        db.save_deck("Mine", MINE)
        db.save_replay({"seed": 9}, players=("A", "B"), winner=1, turns=3)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE decks ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE replays ADD COLUMN rating INTEGER")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    original = path.read_bytes()
    with UserDB.open(path) as db:
        assert db.read_only and "newer rushdesk" in db.warning
        assert "Mine" in [e.name for e in db.list_decks()]
        assert [(r.record, r.winner, r.turns) for r in db.list_replays()] == [
            ({"seed": 9}, 1, 3)]
        with pytest.raises(UserDBError, match="read-only"):
            db.save_replay({"seed": 10}, players=("A", "B"))
    assert path.read_bytes() == original


def test_what_was_committed_survives_a_crash(tmp_path: Path) -> None:
    """Copy the files while the database is open (as a crash leaves them): every save
    that returned is in the copy."""
    db = UserDB.open(tmp_path / "live" / "user.db")
    deck = db.save_deck("Mine", MINE)
    replay = db.save_replay({"seed": 4}, players=("A", "B"))
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for file in (tmp_path / "live").glob("user.db*"):
        shutil.copyfile(file, crashed / file.name)
    db.close(backup_if_changed=False)
    with UserDB.open(crashed / "user.db") as copy:
        assert copy.recovered_from is None
        assert copy.get_deck(deck).deck == Deck(MINE.main, MINE.extra, name="Mine")
        assert copy.get_replay(replay).record == {"seed": 4}


def test_two_connections_writing_in_turn_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "user.db"
    a, b = UserDB.open(path), UserDB.open(path)
    saved = []
    for k in range(4):
        saved.append(a.save_replay({"seed": k}, players=("A", "B")))
        saved.append(b.save_replay({"seed": 100 + k}, players=("A", "B")))
        a.save_deck(f"A{k}", MINE)
        b.save_deck(f"B{k}", MINE)
    a.close(backup_if_changed=False)
    b.close(backup_if_changed=False)
    with UserDB.open(path) as db:
        assert sorted(r.id for r in db.list_replays()) == sorted(saved) == list(range(1, 9))
        names = {e.name for e in db.list_decks()}
        assert {f"{w}{k}" for w in "AB" for k in range(4)} <= names


def test_a_name_saved_by_another_process_meanwhile_is_a_user_db_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Contract (`_name_clash_as_error`): "another process saved that name first" ends
    in `UserDBError` with the name-taken message. Here the other connection saves the
    name between this save's check and its insert."""
    path = tmp_path / "user.db"
    mine, other = UserDB.open(path), UserDB.open(path)
    check = UserDB._check_name_free

    def check_then_race(self: UserDB, name: str, deck_id: int | None) -> None:
        check(self, name, deck_id)
        if self is mine:
            other.save_deck(name, Deck(main=(160301001,)))

    monkeypatch.setattr(UserDB, "_check_name_free", check_then_race)
    try:
        with pytest.raises(UserDBError, match='already a deck named "Same"'):
            mine.save_deck("Same", MINE)
        assert [e.deck.main for e in mine.list_decks() if e.name == "Same"] == [(160301001,)]
    finally:
        mine.close(backup_if_changed=False)
        other.close(backup_if_changed=False)


# ------------------------------------------------- read-only and full disks (subprocess)

PROBE = r"""
import json, resource, signal, sys
from pathlib import Path
from rushdesk.db.userdb import UserDB
from rushdesk.engine.deckrules import Deck
out = {}
def attempt(key, fn):
    try:
        out[key] = ["ok", fn()]
    except Exception as exc:
        out[key] = [type(exc).__name__, str(exc)]
attempt("open", lambda: UserDB.open(Path(sys.argv[1])))
if out["open"][0] == "ok":
    db = out["open"][1]
    out["open"][1] = [db.read_only, db.warning]
    if sys.argv[2] == "full":
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        top = max(f.stat().st_size for f in Path(sys.argv[1]).parent.iterdir() if f.is_file())
        resource.setrlimit(resource.RLIMIT_FSIZE, (top + 8192, resource.RLIM_INFINITY))
        attempt("save", lambda: db.save_replay({"pad": "x" * 300000}, players=("A", "B")))
    else:
        attempt("save", lambda: db.save_deck("New", Deck(main=(160301001,))))
    db.close(backup_if_changed=False)
print(json.dumps(out))
"""


def probe(path: Path, mode: str) -> dict[str, Any]:
    """Run PROBE in a child process; as root, without the capabilities that let root
    write to read-only files (so the permission bits count, as for a user)."""
    command = [sys.executable, "-c", PROBE, str(path), mode]
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv: read-only files stay writable")
        caps = "-dac_override,-dac_read_search,-fowner"
        command = ["setpriv", f"--inh-caps={caps}", f"--bounding-set={caps}", *command]
    run = subprocess.run(command, capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    assert run.returncode == 0, run.stderr
    result: dict[str, Any] = json.loads(run.stdout)
    return result


def _made_db(folder: Path) -> Path:
    path = folder / "user.db"
    with UserDB.open(path) as db:
        db.save_deck("Mine", MINE)
        db.save_replay({"seed": 1}, players=("A", "B"))
    return path


def _outcome(result: dict[str, Any]) -> str:
    """UserDBError wherever the refusal comes (open or the first write), else what came."""
    return str(result["open"][0] if result["open"][0] != "ok" else result["save"][0])


@pytest.mark.parametrize("what", ["file", "folder"])
def test_a_read_only_database_gives_a_user_db_error_and_keeps_the_file(
        tmp_path: Path, what: str) -> None:
    path = _made_db(tmp_path)
    original = path.read_bytes()
    (path if what == "file" else tmp_path).chmod(0o444 if what == "file" else 0o555)
    try:
        result = probe(path, "write")
    finally:
        tmp_path.chmod(0o755)
        path.chmod(0o644)
    assert path.read_bytes() == original
    assert list(tmp_path.glob("user.corrupt-*")) == []
    assert _outcome(result) == "UserDBError", result


def test_a_full_disk_gives_a_user_db_error_and_loses_nothing(tmp_path: Path) -> None:
    path = _made_db(tmp_path)
    result = probe(path, "full")
    assert result["open"][0] == "ok"
    with UserDB.open(path) as db:
        assert db.recovered_from is None
        assert [r.record for r in db.list_replays()] == [{"seed": 1}]
        assert "Mine" in [e.name for e in db.list_decks()]
    assert _outcome(result) == "UserDBError", result


# -------------------------------------------------------------------- card database


def test_a_card_database_with_damaged_card_pages_is_rebuilt_or_refused(home: Path) -> None:
    """The digest row can survive damage to the card rows: the file must still be
    rebuilt (as a damaged file is) or refused with `CardDBError`, not served broken."""
    CardDB.open().close()
    path = home / "cache" / "cards.db"
    conn = sqlite3.connect(path)
    roots = dict(conn.execute("SELECT name, rootpage FROM sqlite_master"))
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    for page in range(roots["cards"], roots["idx_cards_name"]):  # the card rows' pages
        data[(page - 1) * size:page * size] = b"\xff" * size
    path.write_bytes(bytes(data))
    try:
        db = CardDB.open()
    except CardDBError:
        return
    try:
        assert len(db) == len(load_records())
        assert len(db.pool(scripted_only=False)) == len(load_records())
    finally:
        db.close()
