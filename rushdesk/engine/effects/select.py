"""Selectors: which cards an effect looks at ("1 face-up Machine monster you control").

A `Sel` is a plain frozen value: where to look, whose cards, and filters on face,
position, kind, Attribute, Type, Level, ATK/DEF, name (including names a card is
treated as, R-CARD-1) and Legend. Selectors combine with ``&`` (both filters) and
render their own English phrase. A Maximum Mode monster is one monster: only its
center is ever selected on the field (R-MAX-5).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..actions import ATK, DEF, SET
from ..cards import ATTRIBUTE_NAMES, Attribute, CardType
from ..zones import DECK, EXTRA, FZONE, GY, HAND, MZONE, SZONE

if TYPE_CHECKING:
    from ..duel import Duel
    from ..state import LastKnown
    from .core import Context

ZONES = {"hand": HAND, "deck": DECK, "gy": GY, "extra": EXTRA, "mzone": MZONE, "szone": SZONE,
         "fzone": FZONE}
_PLACE_TEXT = {
    ("hand",): "in {own} hand", ("deck",): "in {own} Deck", ("gy",): "in {own} GY",
    ("extra",): "in {own} Extra Deck", ("mzone",): "{ctrl}",
    ("szone",): "in {own} Spell & Trap Zones",
    ("mzone", "szone", "fzone"): "{ctrl}",
    ("szone", "fzone"): "in {own} Spell & Trap Zones or Field Zone",
    ("fzone",): "in {own} Field Zone",
    ("hand", "mzone"): "in {own} hand or field",
}
_KINDS = {
    "monster": CardType.MONSTER, "spell": CardType.SPELL, "trap": CardType.TRAP,
    "normal": CardType.NORMAL, "effect": CardType.EFFECT, "fusion": CardType.FUSION,
    "ritual": CardType.RITUAL, "maximum": CardType.MAXIMUM, "equip": CardType.EQUIP,
    "field": CardType.FIELD,
}
BIG = 10**9
_SPELL_TRAP = frozenset({"spell", "trap"})
MEMO_TEXT = {
    "self": "this card", "target": "the attack target", "attacker": "the attacking monster",
    "summoned": "the summoned monster", "revealed": "the revealed monster", "destroyed":
    "the destroyed monsters", "chosen": "that monster", "equipped": "the equipped monster",
}
MEMO_PLURAL = {"chosen": "the chosen cards", "summoned": "the summoned monsters",
               "revealed": "the revealed cards"}


@dataclass(frozen=True)
class Sel:
    """Cards matching every given filter. Defaults match anything in `where`."""

    where: tuple[str, ...] = ("mzone",)
    who: str = "you"  # "you", "opp" or "any", relative to the effect's player
    face: str = ""  # "up" or "down"
    pos: str = ""  # "atk" or "def"
    kind: str = ""  # "monster", "spell", "trap", "normal monster", "fusion monster", ...
    kinds: tuple[str, ...] = ()  # any one of these kinds ("spell", "trap")
    attribute: int = 0  # any of these Attribute bits
    not_attribute: int = 0  # none of these Attribute bits
    race: str = ""
    races: tuple[str, ...] = ()  # any one of these Types
    level_min: int = 0
    level_max: int = 99
    atk_min: int = -1
    atk_max: int = BIG
    def_min: int = -1
    def_max: int = BIG
    name: str = ""  # has this name, printed or treated as
    names: tuple[str, ...] = ()  # has one of these names
    highest_atk: bool = False  # only those with the highest ATK among the matches
    lowest_level: bool = False  # only those with the lowest Level among the matches
    not_name: str = ""
    legend: bool | None = None
    not_self: bool = False
    memo: str = ""  # only the cards saved under this key earlier in the resolution
    exclude_memo: str = ""
    can_change_position: bool = False  # leaves out Maximum Mode monsters (R-MAX-4)
    # Derived in __post_init__ (not fields: a selector's repr is part of `state_hash()`).
    _attr: ClassVar[int]
    _not_attr: ClassVar[int]
    _any_stat: ClassVar[bool]
    _level: ClassVar[bool]
    _atk: ClassVar[bool]
    _def: ClassVar[bool]

    def __post_init__(self) -> None:
        # Attributes as plain ints (IntFlag arithmetic is slow), and whether any stat
        # filter is set at all: both are read for every card a selector looks at. They
        # are not fields, so a selector's repr (part of `state_hash()`) is unchanged.
        object.__setattr__(self, "_attr", int(self.attribute))
        object.__setattr__(self, "_not_attr", int(self.not_attribute))
        # Which of Level, ATK and DEF are bounded (a default bound holds for every card:
        # Levels are 1-12 and ATK and DEF never below 0), so the others are not read.
        object.__setattr__(self, "_level", self.level_min > 1 or self.level_max < 99)
        object.__setattr__(self, "_atk", self.atk_min > 0 or self.atk_max < BIG)
        object.__setattr__(self, "_def", self.def_min > 0 or self.def_max < BIG)
        object.__setattr__(self, "_any_stat", bool(
            self.attribute or self.race or self.level_min or self.level_max < 99
            or self.atk_min >= 0 or self.atk_max < BIG or self.def_min >= 0
            or self.def_max < BIG or self.races or self.not_attribute))

    def __and__(self, other: Sel) -> Sel:
        """Both selectors' filters at once (`other`'s non-default values win)."""
        changes = {f.name: getattr(other, f.name) for f in fields(other)
                   if getattr(other, f.name) != f.default}
        return replace(self, **changes)

    # ------------------------------------------------------------- matching
    def players(self, player: int) -> tuple[int, ...]:
        who = self.who
        if who == "you":
            return (player,)
        return (1 - player,) if who == "opp" else (player, 1 - player)

    def cards(self, duel: Duel, ctx: Context) -> list[int]:
        """Card indexes matching now, in a stable order."""
        if self.memo == "self":  # this card; a Maximum piece acts as its whole monster
            i = duel.inst(ctx.src)
            if i >= 0 and duel.in_maximum_mode(i):
                i = duel.mz[duel.ctrl[i]][1]
            return [i] if i >= 0 and self._here(duel, i) and self.matches(duel, ctx, i) else []
        found = []
        for p in self.players(ctx.player):
            for where in self.where:
                for i in _pile(duel, p, ZONES[where]):
                    if self._filters_ok(duel, ctx, i):
                        found.append(i)
        if self.lowest_level and found:
            low = min(duel.level(i) for i in found)
            found = [i for i in found if duel.level(i) == low]
        if "hand" in self.where:  # a Spell being activated from the hand is not in it
            me = duel.inst(ctx.src)
            if me >= 0 and duel.zone[me] == HAND and duel.data[me].is_spell and me in found:
                found.remove(me)
        if self.highest_atk and found:  # a face-down monster shows no ATK
            found = [i for i in found if duel.pos[i] != SET]
            top = max((duel.atk(i) for i in found), default=0)
            found = [i for i in found if duel.atk(i) == top]
        return found

    def at_least(self, duel: Duel, ctx: Context, n: int) -> bool:
        """Do at least `n` cards match now? The same as `len(self.cards(...)) >= n`,
        stopping at the `n`th match where no match depends on the others."""
        if self.memo == "self" or self.lowest_level or self.highest_atk or "hand" in self.where:
            return len(self.cards(duel, ctx)) >= n
        if n <= 0:
            return True
        for p in self.players(ctx.player):
            for where in self.where:
                for i in _pile(duel, p, ZONES[where]):
                    if self._filters_ok(duel, ctx, i):
                        n -= 1
                        if n == 0:
                            return True
        return False

    def _here(self, duel: Duel, i: int) -> bool:
        return duel.zone[i] in [ZONES[w] for w in self.where]

    def matches(self, duel: Duel, ctx: Context, i: int) -> bool:
        """Does card `i` match, including whose it is and where it is?"""
        if duel.zone[i] not in [ZONES[w] for w in self.where]:
            return False
        if self.who != "any" and (duel.ctrl[i] == ctx.player) != (self.who == "you"):
            return False
        return self._filters_ok(duel, ctx, i)

    def matched_on_field(self, duel: Duel, ctx: Context, i: int, known: LastKnown) -> bool:
        """Did card `i`, which has left the field, match as it was there? `known` is its
        last known information (`DuelState.lki`): whose it was, its position and its
        properties then. Where it is now is not asked. A monster that was face-down
        showed no properties, so those are read from the card as it is now."""
        if self.who != "any" and (known.ctrl == ctx.player) != (self.who == "you"):
            return False
        was = cast("Duel", _AsItWas(duel, i, known))
        if not self._field_ok(was, i):
            return False
        return self._filters_ok(duel if known.pos == SET else was, ctx, i)

    def _filters_ok(self, duel: Duel, ctx: Context, i: int) -> bool:
        data = duel.data[i]
        if self.memo == "self":
            if not _is_source(duel, ctx, i):
                return False
        elif self.memo and duel.oid[i] not in ctx.recall(self.memo):
            return False
        if self.exclude_memo and duel.oid[i] in ctx.recall(self.exclude_memo):
            return False
        if self.not_self and _is_source(duel, ctx, i):
            return False
        zone = duel.zone[i]
        # an opponent's face-down card shows only that it is a monster (in a Monster
        # Zone) or a Spell or Trap: no name, kind or Legend icon for an effect to find,
        # so no legal action tells what it is (R-ZONE-4)
        hidden = (zone in (MZONE, SZONE, FZONE) and duel.pos[i] == SET
                  and duel.ctrl[i] != ctx.player)
        if hidden:
            if self.kind and not (zone == MZONE and self.kind == "monster"):
                return False
            if self.kinds and not (zone == MZONE and "monster" in self.kinds
                                   or zone != MZONE and set(self.kinds) >= _SPELL_TRAP):
                return False
        else:
            if self.kind and not _kind_ok(data.bits, self.kind):
                return False
            if self.kinds and not any(_kind_ok(data.bits, k) for k in self.kinds):
                return False
        if self.legend is not None and self.legend != (not hidden and (
                data.legend or zone in getattr(data.behaviour, "legend_in", ()))):
            return False
        if hidden and (self.name or self.names):
            return False  # and it is "not named X" whatever it is (`_stats_ok`)
        if zone in (MZONE, SZONE, FZONE) and not self._field_ok(duel, i):
            return False
        if self.can_change_position and duel.in_maximum_mode(i):
            return False
        return self._stats_ok(duel, i, hidden)

    def _field_ok(self, duel: Duel, i: int) -> bool:
        pos = duel.pos[i]
        if self.face == "up" and pos == SET or self.face == "down" and pos != SET:
            return False
        return not (self.pos == "atk" and pos != ATK or self.pos == "def" and pos not in (DEF, SET))

    def _stats_ok(self, duel: Duel, i: int, hidden: bool = False) -> bool:
        face_down = duel.zone[i] in (MZONE, SZONE, FZONE) and duel.pos[i] == SET
        if self.name and self.name not in duel.names(i):
            return False
        if self.names and not duel.names(i) & set(self.names):
            return False
        if self.not_name and not hidden and self.not_name in duel.names(i):
            return False
        if not self._any_stat:
            return True
        if face_down or not duel.data[i].is_monster:
            return False  # a face-down card shows no stats
        if self._attr and not duel.attribute(i) & self._attr:
            return False
        if self._not_attr and duel.attribute(i) & self._not_attr:
            return False
        if self.race and duel.race(i) != self.race:
            return False
        if self.races and duel.race(i) not in self.races:
            return False
        if self._level and not self.level_min <= duel.level(i) <= self.level_max:
            return False
        if self._atk and not self.atk_min <= duel.atk(i) <= self.atk_max:
            return False
        if not self._def:
            return True
        if duel.maxm[duel.ctrl[i]] and duel.in_maximum_mode(i):
            return False  # a Maximum Mode monster has no DEF to compare (R-MAX-4)
        return self.def_min <= duel.defense(i) <= self.def_max

    # --------------------------------------------------------------- text
    def text(self, count: str = "1", prep: str = "in", place: bool = True) -> str:
        """An English phrase: ``1 face-up Level 4 or lower Dragon monster you control``.

        `count` is the quantity ("1", "up to 3", "all", "a", "" for a bare singular
        noun phrase, "*" for a bare plural); `prep` "in" or "from" for cards in a pile;
        `place` False leaves out where the cards are.
        """
        if self.memo:
            if count not in ("1", "a", "an", "", "exactly 1") and self.memo in MEMO_PLURAL:
                return MEMO_PLURAL[self.memo]
            return MEMO_TEXT.get(self.memo, "that card")
        words = []
        if self.face:
            words.append(f"face-{self.face}")
        if self.pos:
            words.append("Attack Position" if self.pos == "atk" else "Defense Position")
        if self.legend:
            words.append("Legend")
        words.extend(_level_words(self))
        if self.attribute:
            words.append(" or ".join(n for n, a in ATTRIBUTE_NAMES.items() if a & self.attribute))
        if self.race:
            words.append(self.race)
        if self.races:
            words.append(_or_list(self.races))
        singular = count in ("1", "a", "an", "exactly 1", "")
        if count == "*":  # plural with no count: "face-up monsters you control"
            count = ""
        words.append(_noun(self, singular))
        phrase = " ".join(words)
        tail = _tail_words(self)
        if tail:
            phrase += " " + tail
        if count in ("a", "an"):
            count = article(phrase)
        if count:
            phrase = f"{count} {phrase}"
        return f"{phrase} {self.place_text(prep)}".strip() if place else phrase

    def place_text(self, prep: str = "in") -> str:
        own = {"you": "your", "opp": "your opponent's", "any": "either player's"}[self.who]
        ctrl = {"you": "you control", "opp": "your opponent controls",
                "any": "on the field"}[self.who]
        template = _PLACE_TEXT.get(self.where, "in {own} " + " or ".join(self.where))
        return template.format(own=own, ctrl=ctrl).replace("in ", prep + " ", 1)


def display_name(name: str) -> str:
    """A card name as printed: the database's " (Rush)" suffix is not part of it."""
    return name.removesuffix(" (Rush)")


def article(phrase: str) -> str:
    """"a" or "an" for the phrase that follows."""
    first = phrase.split()[0] if phrase else ""
    vowel_sound = first[:1].lower() in "aeio" or first[:1] == "8" or first in ("11", "18")
    return "an" if vowel_sound else "a"


def _or_list(items: tuple[str, ...]) -> str:
    if len(items) > 2:
        return ", ".join(items[:-1]) + " or " + items[-1]
    return " or ".join(items)


def _noun(sel: Sel, singular: bool) -> str:
    if set(sel.kinds) == {"spell", "trap"}:
        return "Spell/Trap Card" + ("" if singular else "s")
    words = sel.kind.split() or (sel.kinds[0].split() if sel.kinds else [])
    if not words:
        noun = "monster" if sel.where == ("mzone",) or sel.race or sel.races or sel.attribute \
            else "card"
    elif words == ["spell"] or words == ["trap"]:
        noun = f"{words[0].title()} Card"
    elif "monster" in words and len(words) > 1:
        noun = " ".join(w.title() for w in words if w != "monster") + " Monster"
    elif "spell" in words and len(words) > 1:
        noun = " ".join(w.title() for w in words if w != "spell") + " Spell"
    else:
        noun = words[0]
    return noun if singular else noun + "s"


def _level_words(sel: Sel) -> list[str]:
    if sel.level_min == sel.level_max:
        return [f"Level {sel.level_min}"]
    if sel.level_max < 99:
        return [f"Level {sel.level_max} or lower"]
    if sel.level_min:
        return [f"Level {sel.level_min} or higher"]
    return []


def _tail_words(sel: Sel) -> str:
    """What follows the noun: stats, names, exclusions."""
    parts = []
    if sel.not_attribute:
        parts.append("with an Attribute other than " + " or ".join(
            n for n, a in ATTRIBUTE_NAMES.items() if a & sel.not_attribute))
    for low, high, stat in ((sel.atk_min, sel.atk_max, "ATK"), (sel.def_min, sel.def_max, "DEF")):
        if high < BIG:
            parts.append(f"with {high} or less {stat}")
        if low >= 0:
            parts.append(f"with {low} or more {stat}")
    if sel.highest_atk:
        parts.append("with the highest ATK")
    if sel.lowest_level:
        parts.append("with the lowest Level")
    if sel.name:
        parts.append(f'named "{display_name(sel.name)}"')
    if sel.names:
        parts.append("named " + " or ".join(f'"{display_name(n)}"' for n in sel.names))
    if sel.not_name:
        parts.append(f'other than "{display_name(sel.not_name)}"')
    if sel.not_self:
        parts.append("other than this card")
    return " ".join(parts)


class _AsItWas:
    """The reads a selector makes of card `i`, answered from its last known information
    (a monster in a Monster Zone, as it was there); the rest from the duel."""

    def __init__(self, duel: Duel, i: int, known: LastKnown) -> None:
        self.data, self.oid, self.mz = duel.data, duel.oid, duel.mz
        self.zone, self.pos, self.ctrl = {i: MZONE}, {i: known.pos}, {i: known.ctrl}
        self.maxm = (known.maximum, known.maximum)
        self.known = known

    def names(self, i: int) -> frozenset[str]:
        return frozenset(self.known.names)

    def attribute(self, i: int) -> int:
        return self.known.attribute

    def race(self, i: int) -> str:
        return self.known.race

    def level(self, i: int) -> int:
        return self.known.level

    def atk(self, i: int) -> int:
        return self.known.atk

    def defense(self, i: int) -> int:
        return self.known.defense

    def in_maximum_mode(self, i: int) -> bool:
        return self.known.maximum


def _is_source(duel: Duel, ctx: Context, i: int) -> bool:
    """Is card `i` the card whose effect this is? A Maximum Mode monster is one card: any
    of its pieces is the source when another of them is (R-MAX-5)."""
    if duel.oid[i] == ctx.src:
        return True
    return duel.in_maximum_mode(i) and ctx.src in [duel.oid[j] for j in duel.mz[duel.ctrl[i]]]


_KIND_MASKS: dict[str, int] = {}


def _kind_ok(bits: int, kind: str) -> bool:
    mask = _KIND_MASKS.get(kind)
    if mask is None:
        mask = _KIND_MASKS[kind] = sum(int(_KINDS[word]) for word in kind.split())
    return bits & mask == mask


def _pile(duel: Duel, p: int, zone: int) -> list[int]:
    if zone == HAND:
        return duel.hand[p]
    if zone == DECK:
        return list(reversed(duel.deck[p]))  # top card first
    if zone == GY:
        return duel.gy[p]
    if zone == EXTRA:
        return duel.extra[p]
    if zone == MZONE:
        return duel.monsters(p)
    if zone == SZONE:
        return [i for i in duel.sz[p] if i >= 0]
    return [duel.fz[p]] if duel.fz[p] >= 0 else []


def attributes(*names: str) -> int:
    """Attribute bits from names: ``attributes("DARK", "LIGHT")``."""
    value = 0
    for name in names:
        value |= Attribute[name]
    return value


def describe(value: Any) -> str:
    """The text of anything with a `text()` method (used by composite renderers)."""
    return str(value.text())
