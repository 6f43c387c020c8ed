"""carddb/ sources: every record valid, joined to its script, and true to the reference."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rushdesk.cards import SCRIPTS
from rushdesk.db.sources import (
    CardRecord,
    SourceError,
    load_pool,
    load_records,
    set_key,
    validate,
)
from rushdesk.engine import CardData, CardType

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "data" / "cards-rush.cdb"


def test_every_carddb_record_is_valid_and_every_script_has_facts() -> None:
    records = load_records()
    assert len(records) >= 44
    assert validate(records, SCRIPTS) == []
    assert len({r.card.code for r in records}) == len(records)


def test_the_pool_joins_scripts_by_name_for_every_print() -> None:
    pool = load_pool()
    for card in pool.values():
        assert card.behaviour is SCRIPTS.get(card.name)
    assert pool[160205003].behaviour is pool[160301001].behaviour is not None


def test_set_keys_follow_the_passcode() -> None:
    assert set_key(160005061) == "booster-05"
    assert set_key(160301001) == "starter-01"
    assert set_key(160205003) == "character-05"
    assert set_key(160417004) == "promo-17"


def _record(**fields: object) -> CardRecord:
    base: dict[str, object] = {"code": 160001001, "name": "Test", "type": CardType.TRAP}
    base.update(fields)
    return CardRecord(CardData(**base), set_key(int(base["code"])), 1)  # type: ignore[arg-type]


@pytest.mark.parametrize(("record", "problem"), [
    (_record(type=CardType.MONSTER | CardType.NORMAL), "needs an Attribute"),
    (_record(level=4), "has no Attribute"),
    (_record(type=CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, race="Machine",
             attribute=1, level=4), "role L/C/R"),
    (_record(type=CardType.MONSTER | CardType.FUSION, race="Dragon", attribute=1, level=8,
             materials=("Nobody",)), "material 'Nobody'"),
    (CardRecord(CardData(160001001, "Test", CardType.TRAP), "booster-02", 1), "belongs in"),
    (_record(name="Unscripted Trap"), "no script"),
])
def test_validation_finds_each_kind_of_problem(record: CardRecord, problem: str) -> None:
    problems = validate([record], scripted={"Test"})
    assert any(problem in p for p in problems), problems


def test_a_duplicate_passcode_and_a_script_without_facts_are_reported() -> None:
    problems = validate([_record(), _record()], scripted={"Test", "Ghost"})
    assert any("appears twice" in p for p in problems)
    assert any("'Ghost' has no facts" in p for p in problems)


def test_a_broken_source_file_gives_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "sets").mkdir()
    (tmp_path / "sets" / "booster-01.toml").write_text("[[card]]\ncode = 1\nkind = 'trap'\n")
    with pytest.raises(SourceError, match="booster-01.toml: card #1"):
        load_records(tmp_path)
    (tmp_path / "sets" / "booster-01.toml").write_text("[[card]\n")
    with pytest.raises(SourceError, match="not valid TOML"):
        load_records(tmp_path)


@pytest.mark.skipif(not REFERENCE.exists(), reason="the reference cards-rush.cdb is not beside "
                    "the checkout (../shared/data); the facts cannot be compared")
def test_carddb_facts_agree_with_the_reference_database() -> None:
    with sqlite3.connect(f"file:{REFERENCE}?mode=ro", uri=True) as conn:
        rows = {r[0]: r for r in conn.execute(
            "SELECT d.id, t.name, d.alias, d.type, d.attribute, d.level, d.atk, d.def, d.ot "
            "FROM datas d JOIN texts t ON t.id = d.id")}
    checked = 0
    for record in load_records():
        card = record.card
        if card.code not in rows:
            continue
        _, name, alias, kind, attribute, level, atk, defense, ot = rows[card.code]
        assert (card.name, card.alias, int(card.type), int(card.attribute)) == (
            name, alias, kind, attribute), card.name
        if card.is_monster:
            assert (card.level, card.atk, card.defense) == (level & 0xFF, atk, defense)
        assert card.legend == bool(ot & 0x400), card.name
        checked += 1
    assert checked == len(load_records())
