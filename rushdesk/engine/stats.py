"""Current card properties: printed facts changed by lingering and continuous effects.

A property is the printed value, then every lingering modifier (`Mod`, kept on the
duel with its duration) and every continuous effect of a face-up card on the field
(its behaviour's `modifiers`), in that order. A Maximum Mode monster takes its base
ATK from the center's MAXIMUM ATK and has no DEF (R-MAX-6, R-CALC-7). Equip Spells,
Field Spells and monsters' [CONTINUOUS EFFECT]s all come in through `modifiers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import SET
from .zones import HAND, MZONE

if TYPE_CHECKING:
    from .cards import CardData
    from .state import Mod

MOD_ATK = "atk"  # value: ATK change
MOD_DEF = "def"  # value: DEF change
MOD_SET_ATK = "set_atk"  # value: the ATK becomes this
MOD_LEVEL = "level"  # value: Level change
MOD_NAME = "name"  # value: the name it becomes
MOD_RACE = "race"  # value: its Type becomes this
MOD_ATTR = "attr"  # value: its Attribute becomes this (an Attribute)
MOD_PIERCE = "pierce"  # piercing battle damage (R-CALC-5)
MOD_EXTRA_ATTACK = "extra_attack"  # value: further attacks this turn
MOD_EXTRA_ATTACK_AFTER_KILL = "extra_attack_kill"  # one more attack once it destroyed a
# monster by battle this turn; value "any" (any target) or "monster" (not a direct attack)
MOD_NO_ATTACK = "no_attack"  # cannot declare an attack
MOD_ATTACK_ATK_ONLY = "attack_atk_only"  # may attack only Attack Position monsters
MOD_ATTACK_ALL = "attack_all"  # may attack every monster of the opponent once each
MOD_ATTACKED = "attacked"  # value: a monster it attacked this turn (kept for MOD_ATTACK_ALL)
MOD_DIRECT = "direct"  # can attack directly while the opponent controls monsters
MOD_PROTECT = "protect"  # value: "battle", "effect", "opp-effect", "opp-spell", "opp-trap"
MOD_DOUBLE = "double"  # value: a Fusion Monster's name it counts as two materials for


NESTING = 6  # continuous changes that may be deciding at once (see `busy`)
MEMO_DEPTH = 2  # reads with this many changes deciding, or more, are remembered (`vmemo`)


class StatsMixin:
    """Property queries for `DuelState` (which provides the fields used here)."""

    __slots__ = ()

    # Provided by DuelState.
    data: list[CardData]
    oid: list[int]
    zone: list[int]
    ctrl: list[int]
    pos: list[int]
    mz: list[list[int]]
    sz: list[list[int]]
    fz: list[int]
    maxm: list[bool]
    mods: list[Mod]
    statics: list[int]
    srcs: tuple[int, ...] | None  # continuous_sources() cached; None after any move
    # Property reads below skip `_values` when nothing can change them: no lingering
    # `mods`, and no continuous effects (none in the duel, or none face-up: `srcs == ()`).
    # The continuous changes deciding now whom they apply to (not part of the state):
    # while one does, properties are read without it but with every other change, its
    # own card's too. "Face-up Dragons gain 300 ATK" must not ask itself whether a
    # monster is a Dragon (which would recurse forever), yet sees a monster that an
    # Equip, or another change of the same card, makes a Dragon.
    # Deeper than `NESTING` changes deciding at once, properties are read without
    # continuous effects: each level multiplies the work of a read.
    busy: tuple[tuple[int, int], ...]  # (card, index of the change on it)
    # What reads made while changes were deciding found, by (card, property, the set
    # of deciding changes); kept only through one read from outside (see `_values`).
    vmemo: dict[tuple[int, str, frozenset[tuple[int, int]]], list[Any]] | None
    pmods_on: bool  # some lingering effect applies to a player's monsters

    def _values(self, i: int, kind: str) -> list[Any]:
        found: list[Any] = []
        mods = self.mods
        if mods:
            o = self.oid[i]
            for m in mods:  # loops, not comprehensions: this runs for every property read
                if m.target == o and m.kind == kind:
                    found.append(m.value)
            if self.pmods_on:
                found.extend(self._player_values(i, kind))
        busy = self.busy
        if self.statics and len(busy) < NESTING:
            deep = len(busy) >= MEMO_DEPTH
            if deep:
                # Read while changes decide whom they apply to: within the read from
                # outside that led here the state cannot change, so what one set of
                # deciding changes read is remembered (deep chains of them read the
                # same properties again and again; shallow ones rarely do).
                memo = self.vmemo
                if memo is None:
                    memo = {}
                    setattr(self, "vmemo", memo)  # noqa: B010  (a slot of DuelState)
                key = (i, kind, frozenset(busy))
                known = memo.get(key)
                if known is not None:
                    found.extend(known)
                    return found
                start = len(found)
            elif not busy and self.vmemo is not None:  # a read from outside: what was
                setattr(self, "vmemo", None)  # noqa: B010  (remembered is stale)
            data = self.data
            srcs = self.srcs  # `continuous_sources()`'s memo read inline: 2-4% of Hard's time
            for src in self.continuous_sources() if srcs is None else srcs:
                behaviour = data[src].behaviour
                kinds = behaviour.modifier_kinds
                if kinds is None or kind in kinds:
                    # (a change deciding whom it applies to is left out: see `busy`)
                    found.extend(v for k, v in behaviour.modifiers(self, src, i) if k == kind)
            if deep and memo is not None:
                memo[key] = found[start:]
        return found

    def _player_values(self, i: int, kind: str) -> list[Any]:
        """Lingering effects on a player's monsters ("your Level 6 or lower monsters
        cannot attack this turn"): a `Mod` whose target is -1 - player and whose value
        is (filter, value); the filter is asked whether monster `i` is concerned."""
        found = []
        owner = -1 - self.ctrl[i]
        for m in self.mods:
            if m.target == owner and m.kind == kind and m.value[0].concerns(self, i):
                found.append(m.value[1])
        return found

    def continuous_sources(self) -> tuple[int, ...]:
        """Face-up cards on the field whose continuous effects may apply now (`statics`
        holds only cards whose behaviour `has_continuous`). Kept in `srcs` until a card
        moves or changes position: every change of `zone` or `pos` sets it to None."""
        srcs = self.srcs
        if srcs is None:
            zone, pos = self.zone, self.pos
            srcs = tuple(i for i in self.statics if zone[i] >= MZONE and 0 < pos[i] < SET)
            setattr(self, "srcs", srcs)  # noqa: B010  (a slot of DuelState)
        return srcs

    def banned(self, what: str, player: int, i: int) -> bool:
        """Does a continuous effect forbid `player` to `what` ("spsummon", "set") card `i`?"""
        if not self.statics:
            return False
        for src in self.continuous_sources():
            if self.data[src].behaviour.bans(self, src, what, player, i):
                return True
        return False

    def in_maximum_mode(self, i: int) -> bool:
        """Is `i` one of the three pieces of a Maximum Mode monster?"""
        return self.zone[i] == MZONE and self.maxm[self.ctrl[i]]

    def monsters(self, p: int) -> list[int]:
        """Player `p`'s monsters, zone order; a Maximum Mode monster counts once (R-MAX-5)."""
        if self.maxm[p]:
            return [self.mz[p][1]]
        found = []
        for i in self.mz[p]:  # a plain loop: faster than a comprehension over 3 slots
            if i >= 0:
                found.append(i)
        return found

    def has(self, i: int, kind: str) -> bool:
        if not self.mods and (not self.statics or self.srcs == ()):
            return False
        return bool(self._values(i, kind))

    def whole(self, i: int) -> int:
        """The card that stands for card `i`'s monster: the center piece of a Maximum
        Mode monster (whose name, Level, Attribute, Type and MAXIMUM ATK it has,
        R-MAX-6), else `i`. Every property read below goes through it, so a piece
        named by an event or a selector reads as the whole monster."""
        p = self.ctrl[i]
        return self.mz[p][1] if self.maxm[p] and self.zone[i] == MZONE else i

    def atk(self, i: int) -> int:
        """Current ATK, never below 0."""
        if self.maxm[self.ctrl[i]] and self.zone[i] == MZONE:
            i = self.mz[self.ctrl[i]][1]  # `whole(i)`, inline: this read is the hottest
            value = self.data[i].maximum_atk
        else:
            value = self.data[i].atk
        if self.mods or (self.statics and self.srcs != ()):
            for v in self._values(i, MOD_SET_ATK):
                value = v
            value += sum(self._values(i, MOD_ATK))
        return value if value > 0 else 0

    def defense(self, i: int) -> int:
        """Current DEF; a Maximum Mode monster has none (R-MAX-4)."""
        if self.maxm[self.ctrl[i]] and self.in_maximum_mode(i):
            return 0
        value = self.data[i].defense
        if self.mods or (self.statics and self.srcs != ()):
            value += sum(self._values(i, MOD_DEF))
        return value if value > 0 else 0

    def level(self, i: int) -> int:
        i = self.whole(i)
        value = self.data[i].level
        if self.mods or (self.statics and self.srcs != ()):
            value += sum(self._values(i, MOD_LEVEL))
        return max(value, 1) if self.data[i].is_monster else 0

    def race(self, i: int) -> str:
        i = self.whole(i)
        dynamic = self.mods or (self.statics and self.srcs != ())
        changed = self._values(i, MOD_RACE) if dynamic else []
        return changed[-1] if changed else self.data[i].race

    def attribute(self, i: int) -> int:
        i = self.whole(i)
        dynamic = self.mods or (self.statics and self.srcs != ())
        changed = self._values(i, MOD_ATTR) if dynamic else []
        return int(changed[-1]) if changed else int(self.data[i].attribute)

    def names(self, i: int) -> frozenset[str]:
        """The card's name now: its own, or the one it "becomes" (R-CARD-1), in the hand
        by its text or for a while by an effect (the latest applied)."""
        i = self.whole(i)
        data = self.data[i]
        behaviour = data.behaviour
        if behaviour is not None and behaviour.name_in_hand and self.zone[i] == HAND:
            return frozenset((behaviour.name_in_hand,))
        if self.mods or (self.statics and self.srcs != ()):
            given = self._values(i, MOD_NAME)
            if given:
                return frozenset((given[-1],))
        return frozenset((data.name,))

    def protected(self, i: int, *, by: int, source: str) -> bool:
        """Can monster `i` not be destroyed by `source` ("battle", "spell", "trap", "effect")
        of player `by`?"""
        if not self.mods and (not self.statics or self.srcs == ()):
            return False
        i = self.whole(i)
        opp = by != self.ctrl[i]
        for value in self._values(i, MOD_PROTECT):
            if value == source or (value == "effect" and source != "battle"):
                return True
            if opp and (value == f"opp-{source}" or (value == "opp-effect" and source != "battle")):
                return True
        return False
