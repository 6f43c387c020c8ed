"""Card facts as the engine sees them: kinds, attributes, stats and the card pool.

A `CardData` is immutable and shared by every duel that uses it. Behaviour (what
an effect does) is attached by the `cards` package through `CardData.behaviour`;
the engine only calls the small interface in `behaviour.py`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import IntFlag
from typing import Any


class CardType(IntFlag):
    """Card kind bits. The values follow EDOPro's `type` column so imports map 1:1."""

    MONSTER = 0x1
    SPELL = 0x2
    TRAP = 0x4
    NORMAL = 0x10
    EFFECT = 0x20
    FUSION = 0x40
    RITUAL = 0x80
    MAXIMUM = 0x8000
    EQUIP = 0x40000
    FIELD = 0x80000


class Attribute(IntFlag):
    """Monster attributes (EDOPro bit values)."""

    NONE = 0
    EARTH = 0x1
    WATER = 0x2
    FIRE = 0x4
    WIND = 0x8
    LIGHT = 0x10
    DARK = 0x20


ATTRIBUTE_NAMES = {a.name: a for a in Attribute if a.name and a is not Attribute.NONE}

# `CardData.hand_role`: what a card in the hand offers in the Main Phase when no
# continuous effect is active (main.py lists these without asking anything else).
HAND_GENERAL = 0  # ask the general rules: a Spell with an effect, a self-summoning or
#                   Maximum center monster, a Fusion or Ritual Monster
HAND_MONSTER = 1  # Normal Summon or Set it (needs no Tribute)
HAND_TRIBUTE_1 = 2  # the same with 1 Tribute
HAND_TRIBUTE_2 = 3  # the same with 2 Tributes
HAND_SET = 4  # Set it in a Spell & Trap Zone (a Trap, or a Spell without effect)
HAND_FIELD = 5  # Set it in the Field Zone (a Field Spell without effect)


@dataclass(frozen=True, slots=True)
class CardData:
    """The printed facts of one card print (one passcode).

    `race` is the monster Type ("Warrior", "Dragon", ...): it comes from card data
    and is never hard-coded (R-GEN-5). `max_role` is "L", "C" or "R" for Maximum
    pieces; the center carries `maximum_atk` and the codes of its partners.
    """

    code: int
    name: str
    type: CardType
    alias: int = 0
    name_ja: str = ""
    attribute: Attribute = Attribute.NONE
    race: str = ""
    level: int = 0
    atk: int = 0
    defense: int = 0
    maximum_atk: int = 0
    max_role: str = ""
    max_partners: tuple[int, ...] = ()
    legend: bool = False
    materials: tuple[str, ...] = ()
    behaviour: Any = field(default=None, compare=False, repr=False)

    # Derived flags, stored as plain attributes: the engine reads them in hot loops
    # where IntFlag arithmetic would dominate the cost of a duel.
    is_monster: bool = field(init=False, compare=False, repr=False)
    is_spell: bool = field(init=False, compare=False, repr=False)
    is_trap: bool = field(init=False, compare=False, repr=False)
    is_field_spell: bool = field(init=False, compare=False, repr=False)
    is_equip_spell: bool = field(init=False, compare=False, repr=False)
    is_extra_deck: bool = field(init=False, compare=False, repr=False)
    tributes_needed: int = field(init=False, compare=False, repr=False)
    bits: int = field(init=False, compare=False, repr=False)  # `type` as a plain int
    hand_role: int = field(init=False, compare=False, repr=False)  # HAND_* above

    def __post_init__(self) -> None:
        t = int(self.type)
        monster = bool(t & CardType.MONSTER)
        spell = bool(t & CardType.SPELL)
        flags = {
            "bits": t,
            "is_monster": monster,
            "is_spell": spell,
            "is_trap": bool(t & CardType.TRAP),
            "is_field_spell": spell and bool(t & CardType.FIELD),
            "is_equip_spell": spell and bool(t & CardType.EQUIP),
            # Fusion and Ritual Monsters live in the Extra Deck (R-SETUP-2, R-RIT-1)
            "is_extra_deck": monster and bool(t & (CardType.FUSION | CardType.RITUAL)),
            # Tributes for a Normal Summon or Set by Level (R-MAIN-3)
            "tributes_needed": 2 if self.level >= 7 else 1 if self.level >= 5 else 0,
        }
        flags["hand_role"] = _hand_role(self, flags)
        for name, value in flags.items():
            object.__setattr__(self, name, value)

    @property
    def base_code(self) -> int:
        """The first printing's passcode: reprints point at it through `alias`."""
        return self.alias or self.code

    @property
    def kind_name(self) -> str:
        """A short readable kind: "Normal Monster", "Equip Spell", "Trap", ..."""
        if self.is_monster:
            for bit, label in (
                (CardType.FUSION, "Fusion"),
                (CardType.RITUAL, "Ritual"),
                (CardType.MAXIMUM, "Maximum"),
                (CardType.EFFECT, "Effect"),
            ):
                if self.type & bit:
                    return f"{label} Monster"
            return "Normal Monster"
        if self.is_spell:
            for bit, label in (
                (CardType.EQUIP, "Equip"),
                (CardType.FIELD, "Field"),
                (CardType.RITUAL, "Ritual"),
            ):
                if self.type & bit:
                    return f"{label} Spell"
            return "Normal Spell"
        return "Trap"


def _hand_role(card: CardData, flags: dict[str, Any]) -> int:
    """The `HAND_*` role of `card`, from its derived `flags` (see `CardData`)."""
    b = card.behaviour
    if flags["is_monster"]:
        # a behaviour is duck-typed (a renderer's stand-in may have only `text`)
        if flags["is_extra_deck"] or card.max_role == "C" or getattr(b, "self_summons", False):
            return HAND_GENERAL
        return HAND_MONSTER + int(flags["tributes_needed"])
    if flags["is_spell"] and b is not None:
        return HAND_GENERAL  # it may be activated from the hand
    return HAND_FIELD if flags["is_field_spell"] else HAND_SET


class CardPool(Mapping[int, CardData]):
    """An immutable mapping passcode -> CardData, the card facts a duel may use."""

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[CardData] = ()) -> None:
        self._cards: dict[int, CardData] = {}
        for card in cards:
            if card.code in self._cards:
                raise ValueError(f"duplicate card code {card.code}")
            self._cards[card.code] = card

    def __getitem__(self, code: int) -> CardData:
        return self._cards[code]

    def __iter__(self) -> Iterator[int]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def merged(self, other: Iterable[CardData]) -> CardPool:
        """A new pool with `other`'s cards added (later ones replace earlier ones)."""
        combined = dict(self._cards)
        for card in other:
            combined[card.code] = card
        return CardPool(combined.values())

    def by_name(self, name: str) -> list[CardData]:
        """Every print with this exact English name."""
        return [c for c in self._cards.values() if c.name == name]
