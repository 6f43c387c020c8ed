"""Deck statistics for the deck editor: what a deck holds and the odds of the opening hand.

`deck_stats` counts a deck's cards by kind, the Level curve, Attributes, monster Types
and Legend cards. The odds functions are exact (`fractions.Fraction`, no simulation):

* `p_at_least`: hypergeometric, "at least k copies of a group among n cards drawn";
* `p_all`: "at least one card of EACH of several disjoint groups" (multivariate
  hypergeometric), e.g. all three pieces of a Maximum Monster;
* `opening_odds` / `opening_odds_all`: the same for a real Main Deck, both for the
  opening hand (R-SETUP-10: 4 cards) and by the end of the first Draw Phase (R-DRAW-1:
  a player with 4 cards draws up to 5, so either player has seen 5 cards by then).

Cards are counted by passcode. A group such as "every copy of a name" or "any Level 4
or lower monster" is a set of passcodes or a predicate on passcodes; `name_group` and
`maximum_groups` build the common ones. Never imports Qt or sqlite.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import comb
from typing import TypeAlias

from rushdesk.engine.cards import Attribute, CardData
from rushdesk.engine.deckrules import Deck

OPENING_HAND = 4  # R-SETUP-10: each player draws 4 cards to start
FIRST_DRAW_HAND = 5  # R-DRAW-1: the first Draw Phase draws a 4-card hand up to 5

MONSTER_KINDS = (
    "Normal Monster",
    "Effect Monster",
    "Maximum Monster",
    "Fusion Monster",
    "Ritual Monster",
)
SPELL_KINDS = ("Normal Spell", "Equip Spell", "Field Spell", "Ritual Spell")
TRAP_KINDS = ("Trap",)
KINDS = MONSTER_KINDS + SPELL_KINDS + TRAP_KINDS
"""Every value of `CardData.kind_name`, in the order the editor lists them."""

Targets: TypeAlias = str | Container[int] | Callable[[int], bool]
"""A group of cards: a card name, a set of passcodes, or a predicate on passcodes."""


@dataclass(frozen=True)
class DeckStats:
    """What a deck holds. Dicts map a label to a number of cards (copies count).

    `main_kinds` / `extra_kinds` have every name of `KINDS` as keys, in that order,
    zeros included. `levels` (sorted by Level), `attributes` and `monster_types`
    (both most common first, then by name) describe the Main Deck's monsters only:
    the cards you can draw. `legends` counts Legend cards in Main + Extra, the cards
    the Legend limit looks at (R-SETUP-6). `average_level` is the mean Level of the
    Main Deck's monsters, None without monsters. `unknown` lists (once, sorted) the
    passcodes of Main or Extra missing from the card pool; they count toward the
    section sizes but nowhere else. The Side Deck is only counted (`side_size`).
    """

    main_size: int
    extra_size: int
    side_size: int
    main_kinds: dict[str, int] = field(hash=False)
    extra_kinds: dict[str, int] = field(hash=False)
    levels: dict[int, int] = field(hash=False)
    attributes: dict[str, int] = field(hash=False)
    monster_types: dict[str, int] = field(hash=False)
    legends: int
    average_level: Fraction | None
    unknown: tuple[int, ...] = ()

    @property
    def main_monsters(self) -> int:
        return sum(self.main_kinds[k] for k in MONSTER_KINDS)

    @property
    def main_spells(self) -> int:
        return sum(self.main_kinds[k] for k in SPELL_KINDS)

    @property
    def main_traps(self) -> int:
        return sum(self.main_kinds[k] for k in TRAP_KINDS)


def deck_stats(deck: Deck, cards: Mapping[int, CardData]) -> DeckStats:
    """Count `deck`'s cards by kind, Level, Attribute, Type and Legend (see `DeckStats`)."""
    unknown: set[int] = set()

    def known(codes: Iterable[int]) -> list[CardData]:
        found = []
        for code in codes:
            card = cards.get(code)
            if card is None:
                unknown.add(code)
            else:
                found.append(card)
        return found

    main, extra = known(deck.main), known(deck.extra)
    monsters = [c for c in main if c.is_monster]
    level_counts = Counter(c.level for c in monsters)
    return DeckStats(
        main_size=len(deck.main),
        extra_size=len(deck.extra),
        side_size=len(deck.side),
        main_kinds=_kinds(main),
        extra_kinds=_kinds(extra),
        levels=dict(sorted(level_counts.items())),
        attributes=_ranked(_attribute_name(c.attribute) for c in monsters if c.attribute),
        monster_types=_ranked(c.race for c in monsters if c.race),
        legends=sum(1 for c in main + extra if c.legend),
        average_level=Fraction(sum(c.level for c in monsters), len(monsters)) if monsters else None,
        unknown=tuple(sorted(unknown)),
    )


def _kinds(cards: Iterable[CardData]) -> dict[str, int]:
    counts = Counter(c.kind_name for c in cards)
    return {kind: counts[kind] for kind in KINDS}


def _ranked(labels: Iterable[str]) -> dict[str, int]:
    counts = Counter(labels)
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def _attribute_name(attribute: int) -> str:
    return Attribute(attribute).name or str(int(attribute))


# --- exact odds ------------------------------------------------------------------------


def _check_int(name: str, value: object) -> int:
    if type(value) is not int:
        raise ValueError(f"{name} must be an int, not {value!r}")
    if value < 0:
        raise ValueError(f"{name} must not be negative (got {value})")
    return value


def _check_draw(deck_size: int, drawn: int) -> None:
    _check_int("deck_size", deck_size)
    _check_int("drawn", drawn)
    if drawn > deck_size:
        raise ValueError(f"cannot draw {drawn} cards from a {deck_size}-card deck")


def p_at_least(deck_size: int, copies: int, drawn: int, at_least: int = 1) -> Fraction:
    """Chance that `drawn` cards from a shuffled `deck_size`-card deck holding `copies`
    copies of a group include at least `at_least` of them (hypergeometric, exact).

    Raises ValueError unless every argument is a non-negative int, copies <= deck_size
    and drawn <= deck_size.
    """
    _check_draw(deck_size, drawn)
    _check_int("copies", copies)
    _check_int("at_least", at_least)
    if copies > deck_size:
        raise ValueError(f"a {deck_size}-card deck cannot hold {copies} copies")
    hands = comb(deck_size, drawn)
    good = sum(
        comb(copies, k) * comb(deck_size - copies, drawn - k)
        for k in range(at_least, min(copies, drawn) + 1)
    )
    return Fraction(good, hands)


def p_all(deck_size: int, groups: Sequence[int], drawn: int) -> Fraction:
    """Chance that `drawn` cards from a `deck_size`-card deck include at least one card
    of EACH group; `groups` are the sizes of disjoint groups of cards in the deck.

    Exact count: the hands holding >= 1 card of every group, built group by group
    (ways[k] = hands of k cards from the groups seen so far that hit each of them),
    then filled up from the rest of the deck. No groups: 1. An empty group: 0.
    Raises ValueError on negative or non-int values, groups larger than the deck
    together, or drawn > deck_size.
    """
    _check_draw(deck_size, drawn)
    sizes = [_check_int("group size", g) for g in groups]
    in_groups = sum(sizes)
    if in_groups > deck_size:
        raise ValueError(f"groups of {in_groups} cards do not fit a {deck_size}-card deck")
    ways = [1] + [0] * drawn  # ways[k]: k cards taken from the groups so far
    for size in sizes:
        ways = [
            sum(ways[k - j] * comb(size, j) for j in range(1, min(size, k) + 1))
            for k in range(drawn + 1)
        ]
    rest = deck_size - in_groups
    good = sum(ways[k] * comb(rest, drawn - k) for k in range(drawn + 1))
    return Fraction(good, comb(deck_size, drawn))


# --- odds for a real deck --------------------------------------------------------------


@dataclass(frozen=True)
class OpeningOdds:
    """Chance to hold at least one target card in the 4-card opening hand
    (R-SETUP-10) and among the 5 cards held after the first draw (R-DRAW-1).
    `copies` is how many Main Deck cards are targets."""

    in_opening_hand: Fraction
    by_first_draw: Fraction
    copies: int


@dataclass(frozen=True)
class OpeningOddsAll:
    """Chance to hold at least one card of EVERY group, in the opening hand and after
    the first draw; `copies` gives each group's number of Main Deck cards."""

    in_opening_hand: Fraction
    by_first_draw: Fraction
    copies: tuple[int, ...]


def _predicate(cards: Mapping[int, CardData], targets: Targets) -> Callable[[int], bool]:
    if isinstance(targets, str):
        name = targets
        return lambda code: code in cards and cards[code].name == name
    if isinstance(targets, Container):
        group = targets
        return lambda code: code in group
    if callable(targets):
        return targets
    raise TypeError(f"targets must be a name, a set of passcodes or a predicate: {targets!r}")


def _hand(deck_size: int, hand: int) -> int:
    # A deck smaller than the hand (one still being built) is drawn out entirely.
    return min(hand, deck_size)


def opening_odds(deck: Deck, cards: Mapping[int, CardData], targets: Targets) -> OpeningOdds:
    """Odds of drawing at least one target card from `deck`'s Main Deck.

    `targets` is a set (any container) of passcodes, a predicate on passcodes, or a
    card name, meaning every print in `cards` with that exact name (reprints with
    another passcode included). Passcodes are looked up in `cards` only for a name.
    """
    wanted = _predicate(cards, targets)
    size = len(deck.main)
    copies = sum(1 for code in deck.main if wanted(code))
    return OpeningOdds(
        in_opening_hand=p_at_least(size, copies, _hand(size, OPENING_HAND)),
        by_first_draw=p_at_least(size, copies, _hand(size, FIRST_DRAW_HAND)),
        copies=copies,
    )


def opening_odds_all(
    deck: Deck, cards: Mapping[int, CardData], groups: Sequence[Targets]
) -> OpeningOddsAll:
    """Odds of drawing at least one card of EVERY group (see `opening_odds` for the
    forms of a group). Raises ValueError if a Main Deck card belongs to two groups."""
    wanted = [_predicate(cards, g) for g in groups]
    copies = [0] * len(wanted)
    for code in deck.main:
        hits = [i for i, w in enumerate(wanted) if w(code)]
        if len(hits) > 1:
            raise ValueError(f"card {code} belongs to groups {hits}; groups must not overlap")
        for i in hits:
            copies[i] += 1
    size = len(deck.main)
    return OpeningOddsAll(
        in_opening_hand=p_all(size, copies, _hand(size, OPENING_HAND)),
        by_first_draw=p_all(size, copies, _hand(size, FIRST_DRAW_HAND)),
        copies=tuple(copies),
    )


def name_group(deck: Deck, cards: Mapping[int, CardData], name: str) -> frozenset[int]:
    """The passcodes in `deck` (any section) of cards with this exact name."""
    codes = set(deck.main) | set(deck.extra) | set(deck.side)
    return frozenset(c for c in codes if c in cards and cards[c].name == name)


def maximum_groups(
    deck: Deck, cards: Mapping[int, CardData]
) -> dict[str, tuple[frozenset[int], frozenset[int], frozenset[int]]]:
    """For each Maximum Monster whose center is in the Main Deck, keyed by the
    center's name: the Main Deck passcodes of its [L], center and [R] pieces (pieces
    matched by name, so reprints count, and by the name a card becomes in the hand,
    where a Maximum Summon takes its pieces from). Ready for `opening_odds_all`."""
    main = set(deck.main)
    names_in_main = {cards[c].name: c for c in main if c in cards}
    found: dict[str, tuple[frozenset[int], frozenset[int], frozenset[int]]] = {}
    for center in sorted(names_in_main.values()):
        card = cards[center]
        if card.max_role != "C" or card.name in found:
            continue
        pieces = [cards[p] for p in card.max_partners if p in cards]
        left = [p.name for p in pieces if p.max_role == "L"]
        right = [p.name for p in pieces if p.max_role == "R"]
        if len(left) != 1 or len(right) != 1:
            continue
        def named(name: str) -> frozenset[int]:
            return frozenset(c for c in main if c in cards and _hand_name(cards[c]) == name)

        found[card.name] = (named(left[0]), named(card.name), named(right[0]))
    return found


def _hand_name(card: CardData) -> str:
    """The card's name in the hand: its own, or the one its text says it becomes there
    (R-CARD-1)."""
    name = getattr(card.behaviour, "name_in_hand", "")
    return name if isinstance(name, str) and name else card.name
