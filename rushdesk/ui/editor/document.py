"""The deck being edited: its three sections, the rules for adding and moving cards, and
undo.

`Catalog` is the card database as the editor needs it (every card by passcode, name
lookup for text lists). `DeckDocument` holds the Main, Extra and Side lists; every
change is a `QUndoCommand` on its `undo` stack, so Ctrl+Z reverts drags, keystrokes and
imports alike, and "modified" is simply "the stack is not at its clean index". A change
the rules would never allow (a fourth copy, a full section, a second copy of a Legend
card) is refused with a sentence for the player, through `refused`; where a card goes
is decided here too: Fusion and Ritual Monsters go to the Extra Deck by themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from rushdesk.db.cards import CardSpec
from rushdesk.engine.cards import CardData
from rushdesk.engine.deckrules import (
    EXTRA_MAX,
    MAIN_MAX,
    SECTION_LABELS,
    SECTIONS,
    SIDE_MAX,
    Deck,
)
from rushdesk.engine.regulation import DEFAULT_COPIES

SECTION_LIMITS = {"main": MAIN_MAX, "extra": EXTRA_MAX, "side": SIDE_MAX}
UNTITLED = "Untitled deck"


class Catalog:
    """Every card of the card database by passcode, with name lookup.

    `cards` is the plain `passcode -> CardData` mapping the deck rules and statistics
    take; `specs` adds the text and the `scripted` flag.
    """

    def __init__(self, specs: Iterable[CardSpec]) -> None:
        self.specs: dict[int, CardSpec] = {s.card.code: s for s in specs}
        self.cards: dict[int, CardData] = {c: s.card for c, s in self.specs.items()}
        self._by_name: dict[str, int] = {}
        # First printings win a name: sorted so an alias-free print comes first.
        for spec in sorted(self.specs.values(), key=lambda s: (s.card.alias != 0, s.card.code)):
            for name in (spec.card.name, spec.card.name_ja):
                if name:
                    self._by_name.setdefault(name.casefold(), spec.card.code)

    def __contains__(self, code: object) -> bool:
        return code in self.specs

    def __len__(self) -> int:
        return len(self.specs)

    def get(self, code: int) -> CardSpec | None:
        return self.specs.get(code)

    def resolve(self, name: str) -> int | None:
        """The passcode of the card named `name` (English or Japanese, any case)."""
        return self._by_name.get(" ".join(name.split()).casefold())

    def name_of(self, code: int) -> str:
        spec = self.specs.get(code)
        return spec.card.name if spec is not None else f"card {code}"

    def same_name(self, a: int, b: int) -> bool:
        """Do two passcodes count as one card name for the copy limit (R-SETUP-4)?"""
        if a == b:
            return True
        ca, cb = self.cards.get(a), self.cards.get(b)
        if ca is None or cb is None:
            return False
        return ca.name == cb.name or ca.base_code == cb.base_code


def home_section(card: CardData | None) -> str:
    """Where a card goes when added to "the deck": Extra for Fusion/Ritual, else Main."""
    return "extra" if card is not None and card.is_extra_deck else "main"


@dataclass(frozen=True)
class Sections:
    """An immutable snapshot of the three card lists (what undo commands store)."""

    main: tuple[int, ...] = ()
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()

    def of(self, section: str) -> tuple[int, ...]:
        codes: tuple[int, ...] = getattr(self, section)
        return codes

    def with_section(self, section: str, codes: Iterable[int]) -> Sections:
        parts = {s: self.of(s) for s in SECTIONS}
        parts[section] = tuple(codes)
        return Sections(**parts)

    @classmethod
    def of_deck(cls, deck: Deck) -> Sections:
        return cls(deck.main, deck.extra, deck.side)


class _Change(QUndoCommand):
    """One edit of the deck: the sections before and after, and what to call it."""

    def __init__(self, document: DeckDocument, before: Sections, after: Sections,
                 text: str) -> None:
        super().__init__(text)
        self.document, self.before, self.after = document, before, after

    def redo(self) -> None:
        self.document._set(self.after)

    def undo(self) -> None:
        self.document._set(self.before)


def _without_one(codes: tuple[int, ...], code: int, n: int) -> tuple[int, ...]:
    """`codes` with the last `n` copies of `code` taken out."""
    out = list(codes)
    for _ in range(n):
        for i in range(len(out) - 1, -1, -1):
            if out[i] == code:
                del out[i]
                break
    return tuple(out)


class DeckDocument(QObject):
    """The deck in the editor. Change it only through `add`, `remove`, `move` and
    `replace`; each returns True when done, or emits `refused(message)` and returns
    False."""

    changed = Signal()        # the cards changed (edit, undo, redo, load)
    refused = Signal(str)     # a change was not made; the sentence says why
    identity_changed = Signal()  # name, saved id or "modified" changed

    def __init__(self, catalog: Catalog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.undo = QUndoStack(self)
        # Through a method of this object, not a lambda: the connection must end with
        # the document, before the stack's destructor emits its last signals.
        self.undo.cleanChanged.connect(self._clean_changed)
        self.sections = Sections()
        self.name = UNTITLED
        self.deck_id: int | None = None

    # -- reading ------------------------------------------------------------------------
    def deck(self) -> Deck:
        s = self.sections
        return Deck(main=s.main, extra=s.extra, side=s.side, name=self.name)

    def codes(self, section: str) -> tuple[int, ...]:
        return self.sections.of(section)

    def count(self, code: int, section: str) -> int:
        return self.sections.of(section).count(code)

    def copies_by_section(self, code: int) -> dict[str, int]:
        """Cards with the same name as `code` in each section (prints merged)."""
        return {s: sum(1 for c in self.sections.of(s) if self.catalog.same_name(c, code))
                for s in SECTIONS}

    @property
    def is_modified(self) -> bool:
        return not self.undo.isClean()

    @property
    def is_empty(self) -> bool:
        return not any(self.sections.of(s) for s in SECTIONS)

    # -- loading and saving -------------------------------------------------------------
    def load(self, deck: Deck, name: str, deck_id: int | None) -> None:
        """Show another deck: no undo history, nothing modified."""
        self.undo.clear()
        self.name, self.deck_id = name, deck_id
        self._set(Sections.of_deck(deck))
        self.undo.setClean()
        self.identity_changed.emit()

    def mark_saved(self, name: str, deck_id: int) -> None:
        self.name, self.deck_id = name, deck_id
        self.undo.setClean()
        self.identity_changed.emit()

    def rename(self, name: str) -> None:
        self.name = name
        self.identity_changed.emit()

    # -- edits ----------------------------------------------------------------------------
    def target_section(self, code: int, section: str | None) -> str:
        """Where `code` really goes when asked for `section` (None: "the deck")."""
        card = self.catalog.cards.get(code)
        if section in (None, "main", "extra"):
            return home_section(card)
        return "side"

    def add(self, code: int, section: str | None = None, n: int = 1) -> bool:
        """Add `n` copies of `code` to `section` (None, "main" or "extra": where the card
        belongs; "side": the Side Deck)."""
        if code not in self.catalog:
            self.refused.emit(f"Card {code} is not in the card database.")
            return False
        target = self.target_section(code, section)
        why = self._why_not_add(code, target, n)
        if why:
            self.refused.emit(why)
            return False
        codes = self.sections.of(target) + (code,) * n
        name = self.catalog.name_of(code)
        copies = f"{n} × {name}" if n > 1 else name
        self._push(self.sections.with_section(target, codes),
                   f"add {copies} to the {SECTION_LABELS[target]}")
        return True

    def remove(self, code: int, section: str, n: int = 1) -> bool:
        """Take `n` copies (at most those there are) of `code` out of `section`."""
        held = self.count(code, section)
        if held == 0:
            return False
        n = min(n, held)
        codes = _without_one(self.sections.of(section), code, n)
        self._push(self.sections.with_section(section, codes),
                   f"remove {self.catalog.name_of(code)} from the {SECTION_LABELS[section]}")
        return True

    def move(self, code: int, source: str, target: str, n: int = 1) -> bool:
        """Move copies of `code` from `source` to `target` (redirected like `add`)."""
        target = self.target_section(code, target)
        if target == source or self.count(code, source) == 0:
            return False
        n = min(n, self.count(code, source))
        why = self._why_not_move(code, source, target, n)
        if why:
            self.refused.emit(why)
            return False
        after = self.sections.with_section(source, _without_one(self.sections.of(source),
                                                                code, n))
        after = after.with_section(target, after.of(target) + (code,) * n)
        self._push(after, f"move {self.catalog.name_of(code)} to the "
                          f"{SECTION_LABELS[target]}")
        return True

    def replace(self, deck: Deck, text: str) -> None:
        """Put `deck`'s cards in place of the current ones (one undoable step)."""
        self._push(Sections.of_deck(deck), text)

    # -- rules for a single edit --------------------------------------------------------
    def _why_not_add(self, code: int, target: str, n: int) -> str:
        name = self.catalog.name_of(code)
        size, limit = len(self.sections.of(target)), SECTION_LIMITS[target]
        if size + n > limit:
            return (f"The {SECTION_LABELS[target]} is full: it may hold at most {limit} "
                    f"cards, so {name} was not added.")
        held = self.copies_by_section(code)
        total = sum(held.values())
        if total + n > DEFAULT_COPIES:
            where = ", ".join(f"{k} in the {SECTION_LABELS[s]}" for s, k in held.items() if k)
            copies = "1 copy" if total == 1 else f"{total} copies"
            return (f"You already have {copies} of {name} ({where}). A deck may hold at most "
                    f"{DEFAULT_COPIES} cards with the same name, counting Main, Extra "
                    "and Side Decks together.")
        return self._legend_refusal(code, target, held, n)

    def _why_not_move(self, code: int, source: str, target: str, n: int) -> str:
        name = self.catalog.name_of(code)
        size, limit = len(self.sections.of(target)), SECTION_LIMITS[target]
        if size + n > limit:
            return (f"The {SECTION_LABELS[target]} is full: it may hold at most {limit} "
                    f"cards, so {name} was not moved.")
        held = self.copies_by_section(code)
        held[source] -= n
        return self._legend_refusal(code, target, held, n)

    def _legend_refusal(self, code: int, target: str, held: Mapping[str, int], n: int) -> str:
        card = self.catalog.cards[code]
        if not card.legend or target == "side":
            return ""
        if held["main"] + held["extra"] + n > 1:
            return (f"{card.name} is a Legend card: the Main and Extra Decks may hold only "
                    "one copy of it (an extra copy may wait in the Side Deck).")
        return ""

    # -- internals ----------------------------------------------------------------------
    def _clean_changed(self, _clean: bool) -> None:
        self.identity_changed.emit()

    def _push(self, after: Sections, text: str) -> None:
        self.undo.push(_Change(self, self.sections, after, text))

    def _set(self, sections: Sections) -> None:
        self.sections = sections
        self.changed.emit()


__all__ = ["SECTION_LIMITS", "UNTITLED", "Catalog", "DeckDocument", "Sections",
           "home_section"]
