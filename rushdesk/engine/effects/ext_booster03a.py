"""DSL primitives for the booster03a cards (160003001-160003030).

- `XSel`: a selector that also matches one of several Types ("Beast, Beast-Warrior or
  Winged Beast") and names the Field Zone in its text.
- `ModifyAtkDef`: the chosen monsters gain or lose ATK *and* DEF ("loses 200 ATK/DEF").
- `SetFromGY`: Set Spells/Traps from the GY in your Spell & Trap Zones, each with a
  different name ("Set 1 "Sparks" and/or 1 "Curtain of Sparks"").
- `ToDeckDistinct`: return cards with different names to the Deck ("shuffle both").
- `SpecialSummonAfterCost`: a Special Summon whose free Monster Zone may come from the
  Requirement (Beast Summoner sends itself to the GY, then summons).
- `CountsEqual`: two counts are the same ("as many Spell/Trap Cards as face-up monsters").
- `GrantSecondAttack`: this turn, after the monster destroys a monster by battle, it can
  attack a monster once more (`MOD_EXTRA_ATTACK_AFTER_KILL` with "monster").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import SET
from ..stats import MOD_EXTRA_ATTACK_AFTER_KILL
from ..zones import GY, HAND, SZONE
from .conditions import Cond
from .core import Choose, Context, Resolve
from .ops import (
    THIS_TURN,
    Grant,
    ModifyAtkDef,
    SpecialSummon,
    ToDeck,
)
from .select import Sel, display_name

if TYPE_CHECKING:
    from ..duel import Duel


# Several Types, several kinds and the Field Zone are plain `Sel` filters now.
XSel = Sel


# ---------------------------------------------------------------------- operations
def _picked_names(duel: Duel, res: Context) -> set[str]:
    names: set[str] = set()
    for o in getattr(res, "picked", ()):
        j = duel.inst(o)
        if j >= 0:
            names |= duel.names(j)
    return names


def _distinct_can(duel: Duel, cards: list[int], low: int) -> bool:
    """Can `low` of `cards` be chosen with pairwise different names?"""
    chosen: list[frozenset[str]] = []
    for i in cards:  # greedy is enough for cards with one name each
        names = duel.names(i)
        if not any(names & other for other in chosen):
            chosen.append(names)
    return len(chosen) >= max(low, 1)


@dataclass(frozen=True)
class SetFromGY(Choose):
    """Set the chosen Spells/Traps from your GY face-down in your Spell & Trap Zones;
    no two with the same name, no more than there are free zones."""

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        free = len(_free_szones(duel, res))
        picked = getattr(res, "picked", ())
        if len(picked) >= free:
            return []
        taken = _picked_names(duel, res)
        return [i for i in self.sel.cards(duel, res)
                if duel.zone[i] == GY and duel.owner[i] == res.player
                and not duel.data[i].is_monster and not duel.data[i].is_field_spell
                and not duel.names(i) & taken]

    def can(self, duel: Duel, res: Context) -> bool:
        return bool(_free_szones(duel, res)) and _distinct_can(
            duel, self.candidates(duel, res), self.low)

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        placed = []
        for i in chosen:
            free = duel.free_szones(res.player)
            if not free or duel.zone[i] != GY:
                continue
            ev = duel.move(i, SZONE, player=res.player, slot=free[0], pos=SET, kind="set",
                           reason="effect", by=res.player)
            placed.append(ev.card)
        res.remember("set", tuple(placed))

    def text(self) -> str:
        if self.sel.names and self.high == len(self.sel.names):
            cards = " and/or ".join(f'1 "{display_name(n)}"' for n in self.sel.names)
            return f"Set {cards} {self.sel.place_text('from')} in your Spell & Trap Zone"
        what = self.sel.text(self.count_text(), "from")
        return f"Set {what} in your Spell & Trap Zone (each with a different name)"


def _free_szones(duel: Duel, res: Context) -> list[int]:
    """The player's free Spell & Trap Zones, less the one a Spell being activated from
    the hand is about to take (R-SPELL-1, R-ZONE-5: its Requirement is judged before it
    is placed)."""
    free = duel.free_szones(res.player)
    me = duel.inst(res.src)
    if me < 0:
        return free
    data = duel.data[me]
    if duel.zone[me] == HAND and not data.is_monster and not data.is_field_spell:
        return free[1:]
    return free


@dataclass(frozen=True)
class ToDeckDistinct(ToDeck):
    """`ToDeck` of cards with pairwise different names."""

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        taken = _picked_names(duel, res)
        return [i for i in self.sel.cards(duel, res) if not duel.names(i) & taken]

    def can(self, duel: Duel, res: Context) -> bool:
        return _distinct_can(duel, self.candidates(duel, res), self.low)

    def text(self) -> str:
        if self.sel.names and self.low == self.high == len(self.sel.names):
            both = " and ".join(f'1 "{display_name(n)}"' for n in self.sel.names)
            how = {"shuffle": "shuffle {} into the Deck",
                   "bottom": "place {} on the bottom of the Deck",
                   "top": "place {} on top of the Deck"}[self.where]
            return how.format(f"{both} {self.sel.place_text('from')}")
        return super().text() + " (each with a different name)"


@dataclass(frozen=True)
class SpecialSummonAfterCost(SpecialSummon):
    """`SpecialSummon` whose Requirement check counts the Monster Zone that the card's
    own leaving as the cost empties (`SpecialSummon.freed`, this card by default)."""

    freed: Sel | None = Sel(memo="self")


@dataclass(frozen=True)
class GrantSecondAttack(Grant):
    """"This turn, if it destroys a monster by battle, it can make a second attack on a
    monster during that Battle Phase" (the engine records battle destruction per card)."""

    kind: str = MOD_EXTRA_ATTACK_AFTER_KILL
    value: str = "monster"
    duration: str = THIS_TURN

    def text(self) -> str:
        who = self.sel.text(self.count_text())
        return (f"then, this turn, if {who} destroys a monster by battle, it can make a second "
                "attack on a monster during that Battle Phase")


# ---------------------------------------------------------------------- conditions
@dataclass(frozen=True)
class CountsEqual(Cond):
    """As many cards match `first` as match `second`."""

    first: Sel
    second: Sel
    first_text: str = ""
    second_text: str = ""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return len(self.first.cards(duel, ctx)) == len(self.second.cards(duel, ctx))

    def text(self) -> str:
        a = self.first_text or self.first.text("*")
        b = self.second_text or self.second.text("*")
        return f"the number of {a} is the same as the number of {b}"


__all__ = [
    "CountsEqual", "GrantSecondAttack", "ModifyAtkDef",
    "SetFromGY", "SpecialSummonAfterCost", "ToDeckDistinct", "XSel",
]
