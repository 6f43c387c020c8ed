"""Deck construction rules: sizes, where cards go, copies, Legend and Limit Regulation.

`validate_deck` checks a `Deck` against R-SETUP-1..8 and reports every problem at once as
`DeckProblem` values, in a stable order that does not depend on the order of the cards
inside a section. `side_swap_problems` adds the side-decking rule of match play
(R-SETUP-9). Cards are counted by name across Main, Extra and Side (R-SETUP-4); a card's
"treated as" name or Legend clause never matters here (R-CARD-1, R-CARD-4).
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rushdesk.engine.cards import CardData, CardPool
from rushdesk.engine.regulation import (
    DEFAULT_COPIES,
    LEGEND_PER_TYPE_FROM,
    LegendRule,
    Regulation,
    RegulationHistory,
    legend_rule_for,
    status_label,
)

MAIN_MIN = 40
MAIN_MAX = 60
EXTRA_MAX = 15
SIDE_MAX = 15

SECTIONS = ("main", "extra", "side")
SECTION_LABELS = {"main": "Main Deck", "extra": "Extra Deck", "side": "Side Deck"}


class ProblemCode(StrEnum):
    """Stable machine codes of deck problems (compare equal to their string values)."""

    UNKNOWN_CARD = "unknown-card"
    MAIN_TOO_SMALL = "main-too-small"
    MAIN_TOO_LARGE = "main-too-large"
    EXTRA_TOO_LARGE = "extra-too-large"
    SIDE_TOO_LARGE = "side-too-large"
    WRONG_DECK = "wrong-deck"
    TOO_MANY_COPIES = "too-many-copies"
    FORBIDDEN = "forbidden"
    LIMITED = "limited"
    LEGEND_LIMIT = "legend-limit"
    SIDE_SWAP_CARDS = "side-swap-cards"
    SIDE_SWAP_MAIN_SIZE = "side-swap-main-size"
    SIDE_SWAP_EXTRA_SIZE = "side-swap-extra-size"


@dataclass(frozen=True)
class Deck:
    """A deck list: passcodes in the Main, Extra and Side Decks (R-SETUP-1..3).

    Lists are stored as tuples; passing lists is fine. Order inside a section is kept
    but never matters to the rules.
    """

    main: tuple[int, ...] = ()
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()
    name: str = ""

    def __post_init__(self) -> None:
        for section in SECTIONS:
            codes = tuple(getattr(self, section))
            for code in codes:
                if type(code) is not int:
                    raise TypeError(f"{section} holds {code!r}; passcodes must be int")
            object.__setattr__(self, section, codes)
        if not isinstance(self.name, str):
            raise TypeError("deck name must be a string")

    def section(self, section: str) -> tuple[int, ...]:
        """The passcodes of one section: "main", "extra" or "side"."""
        if section not in SECTIONS:
            raise ValueError(f"unknown deck section {section!r}")
        codes: tuple[int, ...] = getattr(self, section)
        return codes

    def counts(self, sections: Iterable[str] = SECTIONS) -> Counter[int]:
        """Copies of each passcode in the given sections (all three by default)."""
        counter: Counter[int] = Counter()
        for section in sections:
            counter.update(self.section(section))
        return counter

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: name and the three passcode lists."""
        return {
            "name": self.name,
            "main": list(self.main),
            "extra": list(self.extra),
            "side": list(self.side),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deck:
        """Read the form written by `to_dict` (missing sections are empty).

        Raises ValueError on malformed data.
        """
        if not isinstance(data, Mapping):
            raise ValueError(f"a deck must be a mapping, not {type(data).__name__}")
        try:
            return cls(
                main=tuple(data.get("main", ())),
                extra=tuple(data.get("extra", ())),
                side=tuple(data.get("side", ())),
                name=data.get("name", ""),
            )
        except TypeError as exc:
            raise ValueError(f"malformed deck: {exc}") from exc


@dataclass(frozen=True)
class DeckProblem:
    """One reason a deck is not legal, for players (`message`) and programs (`code`).

    `section` is "main", "extra", "side", or "" when the problem concerns the whole deck;
    `cards` lists the passcodes involved; `rule` is the RULES.md id that was broken.
    """

    code: str
    message: str
    section: str = ""
    cards: tuple[int, ...] = ()
    rule: str = ""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict of the problem's fields."""
        return {
            "code": str(self.code),
            "message": self.message,
            "section": self.section,
            "cards": list(self.cards),
            "rule": self.rule,
        }


class DeckError(ValueError):
    """A deck is not legal; `problems` lists every reason."""

    def __init__(self, problems: Iterable[DeckProblem]) -> None:
        self.problems: list[DeckProblem] = list(problems)
        details = " ".join(p.message for p in self.problems)
        super().__init__(f"The deck is not legal: {details}")


def validate_deck(
    deck: Deck,
    cards: Mapping[int, CardData],
    *,
    on: datetime.date | None = None,
    regulations: RegulationHistory | None = None,
) -> list[DeckProblem]:
    """Every way `deck` breaks R-SETUP-1..8 on the format date `on` (default: today).

    Problems come in this order: unknown cards, sizes, cards in the wrong section,
    copies and Limit Regulation (by card name), then the Legend limit. An empty list
    means the deck is legal. Unknown passcodes are reported, never raised.
    """
    on = on if on is not None else datetime.date.today()
    regulation = regulations.for_date(on) if regulations is not None else None
    return [
        *_unknown_card_problems(deck, cards),
        *_size_problems(deck),
        *_placement_problems(deck, cards),
        *_copy_problems(deck, cards, regulation),
        *_legend_problems(deck, cards, legend_rule_for(on)),
    ]


def check_deck(
    deck: Deck,
    cards: Mapping[int, CardData],
    *,
    on: datetime.date | None = None,
    regulations: RegulationHistory | None = None,
) -> None:
    """Raise `DeckError` with every problem if `deck` is not legal (see `validate_deck`)."""
    problems = validate_deck(deck, cards, on=on, regulations=regulations)
    if problems:
        raise DeckError(problems)


def side_swap_problems(
    original: Deck,
    new: Deck,
    cards: Mapping[int, CardData],
    *,
    on: datetime.date | None = None,
    regulations: RegulationHistory | None = None,
) -> list[DeckProblem]:
    """Every way `new` is not a legal side-decked version of `original` (R-SETUP-9).

    Cards are swapped one for one, so the whole card multiset and the Main and Extra
    sizes stay the same, and the result must be legal again (the Side Deck is never
    counted for the Legend limit). Swap problems come first, then `validate_deck`'s.
    """
    problems = _swap_problems(original, new, cards)
    problems += validate_deck(new, cards, on=on, regulations=regulations)
    return problems


# --- helpers -------------------------------------------------------------------------


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


def _article(phrase: str) -> str:
    return f"{'an' if phrase[:1].upper() in 'AEIOU' else 'a'} {phrase}"


def _card_label(code: int, cards: Mapping[int, CardData]) -> str:
    card = cards.get(code)
    return card.name if card is not None else f"card {code}"


def _sort_key(code: int, cards: Mapping[int, CardData]) -> tuple[str, int]:
    return (_card_label(code, cards), code)


def _copies_list(counts: Mapping[int, int], cards: Mapping[int, CardData]) -> str:
    """ "Dark Magician (Rush), 2 × Blue-Eyes White Dragon (Rush)": prints of a name merged."""
    by_label: Counter[str] = Counter()
    for code, count in counts.items():
        by_label[_card_label(code, cards)] += count
    return ", ".join(label if n == 1 else f"{n} × {label}" for label, n in sorted(by_label.items()))


# --- R-GEN-1: cards the database does not know -------------------------------------------


def _unknown_card_problems(deck: Deck, cards: Mapping[int, CardData]) -> list[DeckProblem]:
    problems = []
    for section in SECTIONS:
        counts = deck.counts([section])
        for code in sorted(c for c in counts if c not in cards):
            problems.append(
                DeckProblem(
                    ProblemCode.UNKNOWN_CARD,
                    f"The {SECTION_LABELS[section]} holds "
                    f"{_plural(counts[code], 'copy', 'copies')} of card {code}, "
                    "which is not a known Rush Duel card.",
                    section,
                    (code,),
                    "R-GEN-1",
                )
            )
    return problems


# --- R-SETUP-1..3: section sizes ---------------------------------------------------------

_SIZE_RULES = {"main": "R-SETUP-1", "extra": "R-SETUP-2", "side": "R-SETUP-3"}


def _size_problems(deck: Deck) -> list[DeckProblem]:
    main, extra, side = len(deck.main), len(deck.extra), len(deck.side)
    checks = (
        (ProblemCode.MAIN_TOO_SMALL, "main", main < MAIN_MIN, f"needs at least {MAIN_MIN}"),
        (ProblemCode.MAIN_TOO_LARGE, "main", main > MAIN_MAX, f"may hold at most {MAIN_MAX}"),
        (ProblemCode.EXTRA_TOO_LARGE, "extra", extra > EXTRA_MAX, f"may hold at most {EXTRA_MAX}"),
        (ProblemCode.SIDE_TOO_LARGE, "side", side > SIDE_MAX, f"may hold at most {SIDE_MAX}"),
    )
    problems = []
    for code, section, broken, limit in checks:
        if broken:
            size = _plural(len(deck.section(section)), "card")
            message = f"The {SECTION_LABELS[section]} has {size}; it {limit}."
            problems.append(DeckProblem(code, message, section, (), _SIZE_RULES[section]))
    return problems


# --- R-SETUP-2, R-SETUP-5: which section a card belongs in -------------------------------


def _placement_problems(deck: Deck, cards: Mapping[int, CardData]) -> list[DeckProblem]:
    """Fusion/Ritual Monsters outside the Extra Deck, other cards inside it; Side is free."""
    checks = (
        ("main", True, "it belongs in the Extra Deck, not the Main Deck", "R-SETUP-5"),
        ("extra", False, "the Extra Deck may hold only Fusion and Ritual Monsters", "R-SETUP-2"),
    )
    problems = []
    for section, misplaced_if_extra_deck, why, rule in checks:
        misplaced = {
            c
            for c in deck.section(section)
            if c in cards and cards[c].is_extra_deck == misplaced_if_extra_deck
        }
        for code in sorted(misplaced, key=lambda c: _sort_key(c, cards)):
            card = cards[code]
            message = f"{card.name} is {_article(card.kind_name)}: {why}."
            problems.append(DeckProblem(ProblemCode.WRONG_DECK, message, section, (code,), rule))
    return problems


# --- R-SETUP-4, R-SETUP-8: copies by card name --------------------------------------------


@dataclass(frozen=True)
class _NameGroup:
    """Passcodes in the deck that are one card (R-SETUP-4): the same name, or linked by
    `alias`, directly or through other prints of the card pool."""

    names: tuple[str, ...]  # the names of the prints in the deck
    codes: tuple[int, ...]
    aka: tuple[str, ...]  # every name of the card's prints in the pool

    @property
    def label(self) -> str:
        return " / ".join(self.names)


# The prints of each card by passcode (see `_families`), for card pools that cannot
# change (`CardPool`), kept with their pool so that its id cannot be reused.
_FAMILIES: dict[int, tuple[CardPool, dict[int, tuple[int, ...]]]] = {}


def _families(cards: Mapping[int, CardData]) -> dict[int, tuple[int, ...]]:
    """For every passcode of `cards`, the passcodes of every print of the same card:
    prints with one name, or linked by `alias`, directly or through other prints."""
    hit = _FAMILIES.get(id(cards))
    if hit is not None and hit[0] is cards:
        return hit[1]
    parent: dict[int | str, int | str] = {}

    def find(node: int | str) -> int | str:
        parent.setdefault(node, node)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    for code, card in cards.items():
        for other in (card.name, card.alias or code):
            parent[find(other)] = find(code)
    members: dict[int | str, list[int]] = {}
    for code in sorted(cards):
        members.setdefault(find(code), []).append(code)
    families = {code: tuple(group) for group in members.values() for code in group}
    if isinstance(cards, CardPool):
        if len(_FAMILIES) >= 8:
            _FAMILIES.clear()
        _FAMILIES[id(cards)] = (cards, families)
    return families


def _name_groups(codes: Iterable[int], cards: Mapping[int, CardData]) -> list[_NameGroup]:
    """Group the deck's known passcodes by card (R-SETUP-4)."""
    families = _families(cards)
    groups: dict[tuple[int, ...], list[int]] = {}
    for code in sorted({c for c in codes if c in cards}):
        groups.setdefault(families[code], []).append(code)
    found = [
        _NameGroup(tuple(sorted({cards[c].name for c in group})), tuple(group),
                   tuple(sorted({cards[c].name for c in family})))
        for family, group in groups.items()
    ]
    return sorted(found, key=lambda g: (g.names, g.codes))


def _allowance(group: _NameGroup, regulation: Regulation | None) -> int:
    """The copies of `group` the list allows: the least allowance of any name the card
    has, its prints outside the deck included."""
    if regulation is None:
        return DEFAULT_COPIES
    return min(DEFAULT_COPIES, *(regulation.allowed(name) for name in group.aka))


def _copy_problems(
    deck: Deck, cards: Mapping[int, CardData], regulation: Regulation | None
) -> list[DeckProblem]:
    """One problem per card name over its allowance: 3, or less under the list in force."""
    problems = []
    by_section = {s: deck.counts([s]) for s in SECTIONS}
    for group in _name_groups(deck.counts(), cards):
        held = {s: sum(by_section[s][c] for c in group.codes) for s in SECTIONS}
        total = sum(held.values())
        allowed = _allowance(group, regulation)
        if total > allowed:
            problems.append(_copy_problem(group, held, allowed, regulation))
    return problems


def _copy_problem(
    group: _NameGroup, held: Mapping[str, int], allowed: int, regulation: Regulation | None
) -> DeckProblem:
    total = sum(held.values())
    where = ", ".join(f"{n} in the {SECTION_LABELS[s]}" for s, n in held.items() if n)
    holds = f"the deck holds {total} ({where})"
    if allowed == DEFAULT_COPIES or regulation is None:
        message = (
            f"Too many copies of {group.label}: {holds}, but at most {DEFAULT_COPIES} "
            "cards with the same name are allowed across Main, Extra and Side Decks."
        )
        return DeckProblem(ProblemCode.TOO_MANY_COPIES, message, "", group.codes, "R-SETUP-4")
    listed = f"the Limit Regulation in force from {regulation.effective.isoformat()}"
    if regulation.name:
        listed += f" ({regulation.name})"
    status = f"{group.label} is {status_label(allowed)} under {listed}"
    if allowed == 0:
        message = f"{status}: no copies are allowed, but {holds}."
        return DeckProblem(ProblemCode.FORBIDDEN, message, "", group.codes, "R-SETUP-8")
    at_most = _plural(allowed, "copy is", "copies are")
    message = f"{status}: at most {at_most} allowed, but {holds}."
    return DeckProblem(ProblemCode.LIMITED, message, "", group.codes, "R-SETUP-8")


# --- R-SETUP-6, R-SETUP-7: the Legend limit (Main + Extra only) ---------------------------


def _legend_kind(card: CardData) -> str:
    kinds = ((card.is_monster, "Monster"), (card.is_spell, "Spell"), (card.is_trap, "Trap"))
    return next((kind for is_kind, kind in kinds if is_kind), "")


def _legend_problems(
    deck: Deck, cards: Mapping[int, CardData], rule: LegendRule
) -> list[DeckProblem]:
    """Legend cards in Main + Extra over the limit; the Side Deck is not counted."""
    legends = {
        code: n
        for code, n in deck.counts(["main", "extra"]).items()
        if code in cards and cards[code].legend
    }
    if rule is LegendRule.ONE_TOTAL:
        legacy = f"before {LEGEND_PER_TYPE_FROM.isoformat()} only 1 Legend card in total"
        return _legend_problem(legends, cards, "card", legacy, "R-SETUP-7")
    problems = []
    for kind in ("Monster", "Spell", "Trap"):
        of_kind = {c: n for c, n in legends.items() if _legend_kind(cards[c]) == kind}
        problems += _legend_problem(of_kind, cards, kind, f"at most 1 Legend {kind}", "R-SETUP-6")
    return problems


def _legend_problem(
    legends: Mapping[int, int],
    cards: Mapping[int, CardData],
    kind: str,
    allowed: str,
    rule: str,
) -> list[DeckProblem]:
    """A problem if `legends` (passcode -> copies) holds more than one Legend `kind`."""
    total = sum(legends.values())
    if total <= 1:
        return []
    message = (
        f"The Main and Extra Decks hold {total} Legend {kind}s "
        f"({_copies_list(legends, cards)}), but {allowed} is allowed."
    )
    codes = tuple(sorted(legends, key=lambda c: _sort_key(c, cards)))
    return [DeckProblem(ProblemCode.LEGEND_LIMIT, message, "", codes, rule)]


# --- R-SETUP-9: side decking between duels ------------------------------------------------


def _swap_problems(original: Deck, new: Deck, cards: Mapping[int, CardData]) -> list[DeckProblem]:
    problems = []
    before, after = original.counts(), new.counts()
    added, removed = after - before, before - after
    if added or removed:
        changes = [
            f"{verb} {_copies_list(diff, cards)}"
            for verb, diff in (("added", added), ("removed", removed))
            if diff
        ]
        message = (
            "Side decking only swaps cards between the Side Deck and the Main or Extra "
            f"Deck, but this deck {' and '.join(changes)}."
        )
        codes = tuple(sorted(added | removed, key=lambda c: _sort_key(c, cards)))
        problems.append(DeckProblem(ProblemCode.SIDE_SWAP_CARDS, message, "", codes, "R-SETUP-9"))
    for section, code in (
        ("main", ProblemCode.SIDE_SWAP_MAIN_SIZE),
        ("extra", ProblemCode.SIDE_SWAP_EXTRA_SIZE),
    ):
        was, now = len(original.section(section)), len(new.section(section))
        if was != now:
            message = (
                f"Side decking must keep the {SECTION_LABELS[section]} at "
                f"{_plural(was, 'card')}, but it now has {now}."
            )
            problems.append(DeckProblem(code, message, section, (), "R-SETUP-9"))
    return problems
