"""`carddb/`: the card facts rushdesk knows, one TOML file per set, and their checks.

Each file `carddb/sets/<set>.toml` lists ``[[card]]`` tables (passcode, names, kind,
stats, Maximum role and partners, materials); a set key is rushdesk's own name for the
product a passcode belongs to (``booster-05`` for 160005xxx, see `set_key`). This
module reads and validates them with the standard library only; `cards.py` builds the
SQLite card database from them.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rushdesk.engine.cards import ATTRIBUTE_NAMES, Attribute, CardData, CardPool, CardType

KINDS: dict[str, CardType] = {
    "normal monster": CardType.MONSTER | CardType.NORMAL,
    "effect monster": CardType.MONSTER | CardType.EFFECT,
    "fusion monster": CardType.MONSTER | CardType.FUSION,
    "ritual monster": CardType.MONSTER | CardType.RITUAL,
    "effect fusion monster": CardType.MONSTER | CardType.EFFECT | CardType.FUSION,
    "effect ritual monster": CardType.MONSTER | CardType.EFFECT | CardType.RITUAL,
    "maximum monster": CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM,
    "normal spell": CardType.SPELL,
    "equip spell": CardType.SPELL | CardType.EQUIP,
    "field spell": CardType.SPELL | CardType.FIELD,
    "ritual spell": CardType.SPELL | CardType.RITUAL,
    "trap": CardType.TRAP,
}
_PRODUCTS = {0: "booster", 2: "character", 3: "starter", 4: "promo"}
_FIELDS = {"code", "number", "name", "name_ja", "kind", "alias", "legend", "attribute", "type",
           "level", "atk", "def", "maximum", "maximum_atk", "partners", "materials"}


class SourceError(ValueError):
    """A `carddb/` file that cannot be read as card facts."""


@dataclass(frozen=True)
class CardRecord:
    """One card's facts and where it was printed."""

    card: CardData
    set: str
    number: int


def set_key(code: int) -> str:
    """rushdesk's set key for a passcode 160ZYYNNN: product Z, set YY, number NNN."""
    product = _PRODUCTS.get(code // 100_000 % 10, "other")
    return f"{product}-{code // 1000 % 100:02d}"


def carddb_dir() -> Path:
    """Where the card sources are: $RUSHDESK_CARDDB, the bundle, or the checkout."""
    override = os.environ.get("RUSHDESK_CARDDB")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "carddb"
    return Path(__file__).resolve().parents[2] / "carddb"


def source_files(root: Path | None = None) -> list[Path]:
    return sorted((root or carddb_dir()).glob("sets/*.toml"))


def source_digest(root: Path | None = None) -> str:
    """A digest of every source file's name and bytes: the build is redone when it changes."""
    digest = hashlib.sha256()
    for path in source_files(root):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def load_records(root: Path | None = None) -> list[CardRecord]:
    """Every card of every set file, in file order; raises `SourceError` on bad data."""
    records: list[CardRecord] = []
    for path in source_files(root):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise SourceError(f"{path.name}: not valid TOML: {exc}") from None
        for k, entry in enumerate(data.get("card", [])):
            try:
                records.append(CardRecord(_card(entry), path.stem, int(entry.get("number", 0))))
            except (KeyError, TypeError, ValueError) as exc:
                raise SourceError(f"{path.name}: card #{k + 1}: {exc}") from None
    return records


def _card(entry: Mapping[str, Any]) -> CardData:
    unknown = set(entry) - _FIELDS
    if unknown:
        raise ValueError(f"unknown fields {sorted(unknown)}")
    kind = entry["kind"]
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    attribute = entry.get("attribute", "")
    if attribute and attribute not in ATTRIBUTE_NAMES:
        raise ValueError(f"unknown attribute {attribute!r}")
    return CardData(
        code=int(entry["code"]), name=str(entry["name"]), type=KINDS[kind],
        alias=int(entry.get("alias", 0)), name_ja=str(entry.get("name_ja", "")),
        attribute=ATTRIBUTE_NAMES[attribute] if attribute else Attribute.NONE,
        race=str(entry.get("type", "")), level=int(entry.get("level", 0)),
        atk=int(entry.get("atk", 0)), defense=int(entry.get("def", 0)),
        maximum_atk=int(entry.get("maximum_atk", 0)), max_role=str(entry.get("maximum", "")),
        max_partners=tuple(int(c) for c in entry.get("partners", ())),
        legend=bool(entry.get("legend", False)),
        materials=tuple(str(m) for m in entry.get("materials", ())),
    )


def load_pool(root: Path | None = None) -> CardPool:
    """The cards of `carddb/` with their scripts attached: what a duel plays with."""
    from dataclasses import replace

    from rushdesk.cards import SCRIPTS

    return CardPool(
        replace(r.card, behaviour=SCRIPTS[r.card.name]) if r.card.name in SCRIPTS else r.card
        for r in load_records(root)
    )


def needs_script(card: CardData) -> bool:
    """Cards with an effect (every Spell, Trap and Effect Monster) need a script to be
    played; Normal Monsters and effectless Fusion/Ritual Monsters play as they are."""
    return bool(card.type & (CardType.EFFECT | CardType.SPELL | CardType.TRAP))


def kind_name(card: CardData) -> str:
    """The `kind` word used in the sources for a card."""
    for name, bits in KINDS.items():
        if card.type == bits:
            return name
    return card.kind_name.lower()


def validate(records: Iterable[CardRecord], scripted: Iterable[str] = ()) -> list[str]:
    """Every problem in the sources, as sentences (empty when all is well).

    Checks unique passcodes; a file per set; kinds and stats consistent (monsters have an
    Attribute, a Type, a Level 1-12; Spells and Traps none); Maximum trios complete with
    one center carrying MAXIMUM ATK and its partners; Fusion/Ritual materials naming
    known cards; aliases pointing at a card with the same name; and, given the names of
    the `scripted` cards, that every card with an effect has a script and every script
    has facts.
    """
    records = list(records)
    problems: list[str] = []
    by_code: dict[int, CardRecord] = {}
    for r in records:
        if r.card.code in by_code:
            problems.append(f"passcode {r.card.code} appears twice")
        by_code[r.card.code] = r
        if set_key(r.card.code) != r.set:
            problems.append(f"{r.card.name} ({r.card.code}) belongs in {set_key(r.card.code)}.toml")
        problems.extend(_card_problems(r.card))
    names = {r.card.name for r in records}
    for r in records:
        problems.extend(_link_problems(r.card, by_code, names))
    scripted = set(scripted)
    for r in records:
        if needs_script(r.card) and r.card.name not in scripted:
            problems.append(f"{r.card.name} has an effect but no script")
    for name in sorted(scripted - names):
        problems.append(f"the script for {name!r} has no facts in carddb/")
    return problems


def _card_problems(card: CardData) -> list[str]:
    out = []
    if card.is_monster:
        if not card.attribute or not card.race or not 1 <= card.level <= 12:
            out.append(f"{card.name}: a monster needs an Attribute, a Type and a Level 1-12")
        if card.atk < 0 or card.defense < 0:
            out.append(f"{card.name}: negative ATK/DEF")
    elif card.attribute or card.race or card.level or card.atk or card.defense:
        out.append(f"{card.name}: a Spell or Trap has no Attribute, Type, Level or stats")
    if bool(card.type & CardType.MAXIMUM) != bool(card.max_role):
        out.append(f"{card.name}: Maximum pieces, and only they, have a role L/C/R")
    if card.max_role == "C" and (not card.maximum_atk or len(card.max_partners) != 2):
        out.append(f"{card.name}: a Maximum center needs MAXIMUM ATK and two partners")
    if card.is_extra_deck != bool(card.materials) and card.type & CardType.FUSION:
        out.append(f"{card.name}: a Fusion Monster lists its materials")
    return out


def _link_problems(card: CardData, by_code: dict[int, CardRecord], names: set[str]) -> list[str]:
    out = []
    for partner in card.max_partners:
        other = by_code.get(partner)
        if other is None:
            out.append(f"{card.name}: Maximum partner {partner} is not in carddb/")
        elif other.card.max_role not in ("L", "R") or not other.card.name.startswith(card.name):
            out.append(f"{card.name}: partner {partner} is not its [L] or [R] piece")
    for material in card.materials:
        if material not in names:
            out.append(f"{card.name}: material {material!r} is not a known card")
    target = by_code.get(card.alias)
    if target is not None and target.card.name != card.name:
        out.append(f"{card.name}: alias {card.alias} names another card")
    return out
