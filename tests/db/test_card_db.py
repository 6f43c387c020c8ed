"""The card database: build, automatic rebuild, lookup and search, coverage."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rushdesk.cards import SCRIPTS
from rushdesk.db.cards import CardDB, CardDBError
from rushdesk.db.sources import carddb_dir, load_records


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RUSHDESK_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def db(home: Path) -> CardDB:
    return CardDB.open()


def _names(specs) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted({s.card.name for s in specs})


def test_open_builds_the_database_from_carddb(home: Path, db: CardDB) -> None:
    assert len(db) == len(load_records())
    assert (home / "cache" / "cards.db").exists()


def test_a_changed_source_is_rebuilt_by_itself(tmp_path: Path, home: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    sources = tmp_path / "carddb"
    shutil.copytree(carddb_dir(), sources)
    monkeypatch.setenv("RUSHDESK_CARDDB", str(sources))
    first = CardDB.open()
    assert first.get(160005061) is not None
    first.close()
    (sources / "sets" / "booster-05.toml").unlink()
    second = CardDB.open()
    assert second.get(160005061) is None
    assert len(second) == len(load_records(sources))


def test_a_shipped_database_is_copied_not_rebuilt(tmp_path: Path, home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The bundle carries `carddb/cards.db` built by packaging/build.py: a first start
    copies it when its digest matches the sources, and builds anew when it does not."""
    from rushdesk.db import cards

    sources = tmp_path / "carddb"
    shutil.copytree(carddb_dir(), sources)
    monkeypatch.setenv("RUSHDESK_CARDDB", str(sources))
    cards.build(sources / "cards.db", tmp_path / "no-imports.db")
    built: list[Path] = []
    real_build = cards.build
    monkeypatch.setattr(cards, "build", lambda path, imported=None: built.append(path)
                        or real_build(path, imported))
    first = CardDB.open()
    assert built == [] and len(first) == len(load_records(sources))
    first.close()
    (home / "cache" / "cards.db").unlink()
    (sources / "sets" / "booster-05.toml").unlink()  # the shipped file is now stale
    second = CardDB.open()
    assert built == [home / "cache" / "cards.db"] and second.get(160005061) is None
    second.close()


def test_a_damaged_database_file_is_rebuilt(home: Path) -> None:
    CardDB.open().close()
    path = home / "cache" / "cards.db"
    path.write_bytes(b"not a database at all" * 100)
    assert len(CardDB.open()) == len(load_records())


def test_get_returns_facts_behaviour_and_rendered_text(db: CardDB) -> None:
    spec = db.get(160301001)
    assert spec is not None and spec.scripted and spec.source == "carddb"
    assert spec.card.name == "Sevens Road Magician" and spec.card.level == 7
    assert spec.card.behaviour is SCRIPTS["Sevens Road Magician"]
    assert spec.text == SCRIPTS["Sevens Road Magician"].text()
    assert spec.set == "starter-01" and spec.number == 1
    assert db.get(1) is None


@pytest.mark.parametrize(("query", "expected"), [
    ("blu", {"Blue-Eyes Bright Dragon", "Blue-Eyes Ultimate Dragon (Rush)",
             "Blue-Eyes Vision Dragon", "Blue-Eyes White Dragon (Rush)",
             "Blue-Fang Burst Dragon", "RB Dragophone"}),  # its text names Blue-Fang
    ("sevens ro", {"Sevens Road Magician", "Sevens Road Protection"}),
    ("piercing", {"Jointech Rush Horn"}),  # a word inside the card text
    ("overlord despair", {"Doomblaze Fiend Overlord Despairacion",
                          "Doomblaze Fiend Overlord Despairacion [L]",
                          "Doomblaze Fiend Overlord Despairacion [R]"}),
    ("究極", {"Blue-Eyes Ultimate Dragon (Rush)"}),  # a short Japanese substring
    ("マジシャン", {"Dark Magician (Rush)", "Sevens Road Magician"}),
    ("ーバーロード", {"Supreme Machine Magnum Overlord", "Supreme Machine Magnum Overlord [L]",
                "Supreme Machine Magnum Overlord [R]"}),
    ("160301001", {"Sevens Road Magician"}),
    ("zzzz", set()),
    ("\"", set()),
])
def test_search_by_text(db: CardDB, query: str, expected: set[str]) -> None:
    found = set(_names(db.search(query)))
    assert expected <= found  # more cards may join carddb/: every expected one is found
    if not expected:
        assert not found


def test_search_with_filters(db: CardDB) -> None:
    legend_traps = _names(db.search(kind="trap", legend=True))
    assert "Mirror Force (Rush)" in legend_traps and "Dragon Encounter" not in legend_traps
    fusions = db.search(kind="fusion")
    assert "Blue-Eyes Ultimate Dragon (Rush)" in _names(fusions)
    assert all(s.card.type & 0x41 == 0x41 for s in fusions)
    equips = db.search(kind="equip spell")
    assert "Jointech Rush Horn" in _names(equips) and all(s.card.is_equip_spell for s in equips)
    dragons = db.search(race="Dragon", level=(8, 12), attribute="LIGHT")
    assert all(s.card.level >= 8 and s.card.race == "Dragon" for s in dragons) and dragons
    strong = db.search(kind="monster", atk=(3000, 9999))
    assert {"Blue-Eyes Ultimate Dragon (Rush)", "Blue-Eyes White Dragon (Rush)"} <= set(
        _names(strong)) and all(s.card.atk >= 3000 for s in strong)
    walls = db.search(kind="monster", defense=(2100, 9999))
    assert "Dark Magician (Rush)" in _names(walls)
    normal_blue = db.search("blue", kind="normal")
    assert "Blue-Eyes White Dragon (Rush)" in _names(normal_blue)
    assert all(s.card.type & 0x11 == 0x11 for s in normal_blue)
    with pytest.raises(CardDBError, match="unknown card kind"):
        db.search(kind="wizard")


def test_the_pool_holds_every_playable_card_with_its_behaviour(db: CardDB) -> None:
    pool = db.pool()
    assert len(pool) == len(db)  # every carddb card is playable
    assert pool[160302013].behaviour is SCRIPTS["Dragon Encounter"]
    assert pool[160001000].behaviour is None  # a Normal Monster needs none


def test_rushdesk_cards_coverage_json(home: Path) -> None:
    env = {**os.environ, "RUSHDESK_HOME": str(home)}
    run = subprocess.run([sys.executable, "-m", "rushdesk.cli", "cards", "coverage", "--json"],
                         env=env, capture_output=True, text=True, check=True)
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["known"] == report["scripted"] == len({r.card.name for r in load_records()})
    assert report["tested"] == report["known"]
    starter = report["sets"]["starter-01"]
    assert starter["known"] == starter["scripted"] == starter["tested"] >= 1
    assert sum(s["known"] for s in report["sets"].values()) == len(load_records())


def test_imported_cards_join_the_database_browse_only_unless_playable(home: Path) -> None:
    from rushdesk.db.cards import IMPORTED_FILE, playable
    from rushdesk.db.edopro import import_cdb

    from .test_edopro import make_cdb, row

    cdb = make_cdb(home.parent / "mine.cdb", [
        row(160099001, "Invented Effect Monster"),  # has an effect, no script
        row(160099002, "Invented Normal Monster", type=0x11, desc="Just flavour."),
        row(160099003, "Sevens Road Magician", type=0x21, alias=160301001, level=7,
            atk=2100, attribute=0x20, race=0x2),  # another print of a scripted card
        row(160301001, "Sevens Road Magician", type=0x21, level=7, atk=2100,
            attribute=0x20, race=0x2),  # already in carddb: carddb wins
    ])
    (home / "data").mkdir(parents=True, exist_ok=True)
    import_cdb(cdb, home / "data" / IMPORTED_FILE, playable)
    db = CardDB.open()  # the import changed: rebuilt by itself
    effect = db.get(160099001)
    assert effect is not None and not effect.scripted and effect.source == "import"
    assert effect.text == "An invented text for a test."  # the user's own text, for reading
    assert db.get(160099002).scripted  # a Normal Monster plays as printed
    reprint = db.get(160099003)
    assert reprint.scripted and reprint.card.behaviour is SCRIPTS["Sevens Road Magician"]
    assert reprint.text == SCRIPTS["Sevens Road Magician"].text()  # never the user's text
    assert db.get(160301001).source == "carddb"
    assert 160099001 not in db.pool() and 160099001 in db.pool(scripted_only=False)
    assert [s.card.code for s in db.search("invented", scripted_only=True)] == [160099002]


REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards-rush.cdb"
LAUNCH_SETS = {"booster-01": 48, "booster-02": 51, "booster-03": 61, "starter-01": 14,
               "starter-02": 14}


@pytest.mark.skipif(not REFERENCE.exists(), reason="the reference cards-rush.cdb is not beside "
                    "the checkout (../shared/data): the real pool cannot be imported")
def test_the_launch_format_is_complete_against_the_real_pool(home: Path) -> None:
    env = {**os.environ, "RUSHDESK_HOME": str(home)}
    subprocess.run([sys.executable, "-m", "rushdesk.cli", "cards", "import", str(REFERENCE)],
                   env=env, capture_output=True, text=True, check=True)
    run = subprocess.run([sys.executable, "-m", "rushdesk.cli", "cards", "coverage", "--json"],
                         env=env, capture_output=True, text=True, check=True)
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["known"] == 3110
    for key, rows in LAUNCH_SETS.items():
        assert report["sets"][key] == {"known": rows, "scripted": rows, "tested": rows}, key
