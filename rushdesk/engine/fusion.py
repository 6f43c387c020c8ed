"""Fusion Summons (R-FUS) and Ritual Summons (R-RIT) as effect operations.

A Fusion Summon chooses a Fusion Monster in the Extra Deck whose listed materials can
all be supplied, then its materials one pick at a time, only ever offering a card
that still leaves a complete set possible; a card counts as a material named X if it
has or is treated as that name (R-FUS-4, R-CARD-1), and one marked as "two materials
for X" may fill two slots. Materials go to the GY, then the monster is Special
Summoned face-up in Attack or Defense Position (R-FUS-5) and counts as properly
summoned (R-FUS-9). A Ritual Summon works the same way with Levels: the materials
must total at least N with no surplus (R-RIT-3). The summoned monster needs a Monster
Zone (R-ZONE-5): when the player has none free (all three taken, or a Maximum Mode
monster), a set of materials counts only if one of them is a monster of theirs on
the field, whose leaving frees a zone (`fielders`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from .actions import ATK, DEF, Action, make
from .effects.core import POSITION_WORDS, Context, Op, Resolve, summon_position
from .effects.select import Sel, display_name
from .procs import Proc
from .state import DECK, GY, MZONE, Request
from .stats import MOD_DOUBLE

if TYPE_CHECKING:
    from .duel import Duel


def _slots_filled(duel: Duel, i: int, fusion_name: str) -> int:
    return 2 if fusion_name in duel._values(i, MOD_DOUBLE) else 1


def can_cover(duel: Duel, cards: Sequence[int], slots: Sequence[str], fusion_name: str) -> bool:
    """Can `cards` (all of them) be assigned to material `slots`, each used fully?"""
    if not cards:
        return not slots
    first, rest = cards[0], cards[1:]
    names = duel.names(first)
    width = _slots_filled(duel, first, fusion_name)
    for take in {1, width}:
        for combo in combinations(range(len(slots)), take):
            if all(slots[k] in names for k in combo):
                left = [s for k, s in enumerate(slots) if k not in combo]
                if can_cover(duel, rest, left, fusion_name):
                    return True
    return False


def fielders(duel: Duel, p: int, pool: Sequence[int]) -> frozenset[int] | None:
    """None when player `p` has a Monster Zone free for the summoned monster; else the
    cards of `pool` whose leaving as materials frees one: `p`'s monsters on the field
    (a Maximum Mode monster leaves with all three pieces). A set of materials must
    then hold one of them (R-ZONE-5, R-MAX-3)."""
    if not duel.maxm[p] and -1 in duel.mz[p]:
        return None
    zone, ctrl = duel.zone, duel.ctrl
    return frozenset(i for i in pool if zone[i] == MZONE and ctrl[i] == p)


def complete(duel: Duel, chosen: list[int], slots: Sequence[str], fusion_name: str,
             room: frozenset[int] | None = None) -> bool:
    """Do `chosen` fill every slot, leaving a zone for the monster (see `fielders`)?"""
    return (room is None or not room.isdisjoint(chosen)) and \
        can_cover(duel, chosen, slots, fusion_name)


def completable(duel: Duel, chosen: list[int], pool: list[int], slots: Sequence[str],
                fusion_name: str, room: frozenset[int] | None = None) -> bool:
    """Is there a set of further cards from `pool` completing `chosen` to all slots
    (and, with `room`, holding one of those cards: see `fielders`)?

    Only cards with a name some slot asks for can be materials (each card of a cover
    fills at least one slot by name), so the others are left out of the search."""
    wanted = set(slots)
    pool = [i for i in pool if not duel.names(i).isdisjoint(wanted)]
    return _completable(duel, chosen, pool, slots, fusion_name, room)


def all_needed(duel: Duel, chosen: list[int], options: list[int], slots: Sequence[str],
               fusion_name: str, room: frozenset[int] | None = None) -> bool:
    """Are `chosen` and every one of `options` the only complete set, so that nobody
    need be asked? Together they must be complete, and without any one option no
    complete set may be left (a card that counts as two materials can make fewer do)."""
    if not complete(duel, chosen + options, slots, fusion_name, room):
        return False
    return not any(completable(duel, chosen, [x for x in options if x != o], slots,
                               fusion_name, room) for o in options)


def _completable(duel: Duel, chosen: list[int], pool: list[int], slots: Sequence[str],
                 fusion_name: str, room: frozenset[int] | None) -> bool:
    if complete(duel, chosen, slots, fusion_name, room):
        return True
    if len(chosen) >= len(slots):
        return False
    for k, extra in enumerate(pool):
        if _completable(duel, [*chosen, extra], pool[k + 1:], slots, fusion_name, room):
            return True
    return False


class ExtraDeckSummon(Op):
    """Fusion and Ritual Summons: picks (the monster, then materials) and a position."""

    position: str = "choose"  # or "atk"/"def" when the card names the position

    def pos(self, res: Resolve) -> int:
        return summon_position(self.position, res.choice)

    def pos_text(self) -> str:
        words = POSITION_WORDS.get(self.position)
        return f" in {words}" if words else ""

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        if action.kind == "choose":
            res.choice = action.pos
        else:
            res.picked += (action.card,)


@dataclass(frozen=True)
class FusionSummon(ExtraDeckSummon):
    """Fusion Summon using materials matching `materials` (where they may come from)."""

    materials: Sel = Sel(where=("mzone",), face="up")
    position: str = "choose"

    def _fusions(self, duel: Duel, ctx: Context) -> list[int]:
        pool = self.materials.cards(duel, ctx)
        room = fielders(duel, ctx.player, pool)
        return [i for i in duel.extra[ctx.player]
                if duel.data[i].bits & 0x40 and duel.data[i].materials
                and not duel.banned("spsummon", ctx.player, i)
                and completable(duel, [], pool, duel.data[i].materials, duel.data[i].name,
                                room)]

    def can(self, duel: Duel, ctx: Context) -> bool:
        return bool(self._fusions(duel, ctx))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if not res.picked:
            if not self._fusions(duel, res):
                return None
            return Request("pick", res.player, "Choose a Fusion Monster to summon", 1, 1, res.src)
        fusion = duel.inst(res.picked[0])
        slots, name = duel.data[fusion].materials, duel.data[fusion].name
        chosen = [duel.inst(o) for o in res.picked[1:]]
        room = fielders(duel, res.player, self.materials.cards(duel, res))
        if not complete(duel, chosen, slots, name, room):
            options = [a.card for a in self.legal(duel, res)]
            rest = [duel.inst(o) for o in options]
            if not all_needed(duel, chosen, rest, slots, name, room):
                return Request("pick", res.player, "Choose a Fusion Material", 1, 1, res.src)
            res.picked += tuple(options)  # every possible material is needed: no question
            chosen += rest
        if self.position == "choose" and res.choice == 0:
            return Request("position", res.player, "Choose a battle position", 1, 1, res.src)
        summon_from_extra(duel, res, fusion, chosen, self.pos(res), "fusion")
        return None

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        if not res.picked:
            return [make("pick", duel.oid[i]) for i in self._fusions(duel, res)]
        fusion = duel.inst(res.picked[0])
        name, slots = duel.data[fusion].name, duel.data[fusion].materials
        chosen = [duel.inst(o) for o in res.picked[1:]]
        cards = self.materials.cards(duel, res)
        room = fielders(duel, res.player, cards)
        if complete(duel, chosen, slots, name, room):
            return [make("choose", pos=ATK), make("choose", pos=DEF)]
        pool = [i for i in cards if i not in chosen]
        return [make("pick", duel.oid[i]) for i in pool
                if completable(duel, [*chosen, i], [j for j in pool if j != i], slots, name,
                               room)]

    def text(self) -> str:
        return (f"Fusion Summon 1 Fusion Monster from your Extra Deck{self.pos_text()}, "
                f"using {self.materials.text('*')} as Fusion Materials")


def summon_from_extra(duel: Duel, res: Resolve, monster: int, materials: list[int], pos: int,
                      how: str) -> None:
    """Send `materials` to the GY, then Special Summon `monster` properly (R-FUS-5, R-RIT-4)."""
    for m in materials:
        if duel.inst(duel.oid[m]) >= 0:
            duel.move(m, GY, reason="material", by=res.player)
    free = duel.free_mzones(res.player)
    if not free or duel.maxm[res.player]:
        return
    ev = duel.move(monster, MZONE, player=res.player, slot=free[0], pos=pos, kind="spsummon",
                   reason=how, by=res.player)
    duel.how[monster] = how
    duel.proper[monster] = True
    res.remember("summoned", (ev.card,))


def ritual_ok(levels: Sequence[int], total: int) -> bool:
    """Levels reach `total` and no card is surplus (R-RIT-3)."""
    s = sum(levels)
    return s >= total and all(s - lv < total for lv in levels)


def ritual_completable(chosen: list[int], pool: list[int], total: int,
                       frees: Sequence[bool] | None = None, freed: bool = True) -> bool:
    """Can some further levels from `pool` make `chosen` a valid Ritual set? With
    `frees` (a flag per `pool` card: its leaving frees a Monster Zone, see `fielders`),
    the set must hold such a card unless `freed` (one of `chosen` does)."""
    if freed and ritual_ok(chosen, total):
        return True
    if sum(chosen) >= total:
        return False
    return any(ritual_completable([*chosen, lv], pool[k + 1:], total,
                                  None if frees is None else frees[k + 1:],
                                  freed or frees is not None and frees[k])
               for k, lv in enumerate(pool))


@dataclass(frozen=True)
class RitualSummon(ExtraDeckSummon):
    """Ritual Summon a monster named in `names` from the Extra Deck with materials
    matching `materials` whose Levels total `total` or more, no surplus (R-RIT)."""

    names: tuple[str, ...] = ()
    total: int = 0
    materials: Sel = Sel(where=("mzone",), face="up")
    position: str = "choose"

    def _rituals(self, duel: Duel, ctx: Context) -> list[int]:
        cards = self.materials.cards(duel, ctx)
        room = fielders(duel, ctx.player, cards)
        frees = None if room is None else [i in room for i in cards]
        if not ritual_completable([], [duel.level(i) for i in cards], self.total, frees,
                                  room is None):
            return []
        return [i for i in duel.extra[ctx.player] if duel.data[i].name in self.names
                and not duel.banned("spsummon", ctx.player, i)]

    def can(self, duel: Duel, ctx: Context) -> bool:
        return bool(self._rituals(duel, ctx))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if not res.picked:
            if not self._rituals(duel, res):
                return None
            return Request("pick", res.player, "Choose a Ritual Monster to summon", 1, 1, res.src)
        chosen = [duel.inst(o) for o in res.picked[1:]]
        if not ritual_ok([duel.level(i) for i in chosen], self.total):
            return Request("pick", res.player, "Choose a Ritual Material", 1, 1, res.src)
        if self.position == "choose" and res.choice == 0:
            return Request("position", res.player, "Choose a battle position", 1, 1, res.src)
        summon_from_extra(duel, res, duel.inst(res.picked[0]), chosen, self.pos(res), "ritual")
        return None

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        if not res.picked:
            return [make("pick", duel.oid[i]) for i in self._rituals(duel, res)]
        chosen = [duel.inst(o) for o in res.picked[1:]]
        levels = [duel.level(i) for i in chosen]
        if ritual_ok(levels, self.total):  # the picks below leave a zone free: see `fielders`
            return [make("choose", pos=ATK), make("choose", pos=DEF)]
        cards = self.materials.cards(duel, res)
        room = fielders(duel, res.player, cards)
        freed = room is None or not room.isdisjoint(chosen)
        pool = [i for i in cards if i not in chosen]
        return [make("pick", duel.oid[i]) for i in pool
                if ritual_completable(
                    [*levels, duel.level(i)], [duel.level(j) for j in pool if j != i],
                    self.total, None if room is None else [j in room for j in pool if j != i],
                    freed or room is not None and i in room)]

    def text(self) -> str:
        names = " or ".join(f'"{display_name(n)}"' for n in self.names)
        return (f"Ritual Summon 1 {names} from your Extra Deck{self.pos_text()} by sending "
                f"{self.materials.text('*')} whose total Levels equal {self.total} or more "
                f"to the GY, using no more monsters than needed")


def contact_zones(duel: Duel, p: int, fusion: int) -> list[int]:
    """Zones a Contact Fusion of `fusion` may use: free, or held by a usable material."""
    data = duel.data[fusion]
    pool = [i for i in duel.monsters(p) if duel.pos[i] in (ATK, DEF)]
    if not completable(duel, [], pool, data.materials, data.name):
        return []
    zones = []
    for z, i in enumerate(duel.mz[p]):
        if i < 0 or not duel.maxm[p] and i in pool and completable(
                duel, [i], [j for j in pool if j != i], data.materials, data.name):
            zones.append(z)
    return zones


class ContactFusion(Proc):
    """Contact Fusion (R-FUS-7): return the listed face-up materials you control to the
    Deck and Fusion Summon the monster without a Spell. It is a Fusion Summon."""

    __slots__ = ("card", "zone", "pos", "picked")

    def __init__(self, card: int, zone: int, pos: int) -> None:
        self.card, self.zone, self.pos = card, zone, pos
        self.picked: tuple[int, ...] = ()

    def _state(self, duel: Duel) -> tuple[int, list[int], list[int]]:
        fusion = duel.inst(self.card)
        chosen = [duel.inst(o) for o in self.picked]
        pool = [i for i in duel.monsters(duel.tp)
                if duel.pos[i] in (ATK, DEF) and i not in chosen]
        return fusion, chosen, pool

    def run(self, duel: Duel) -> Request | None:
        p = duel.tp
        occupant = duel.mz[p][self.zone]
        if occupant >= 0 and duel.oid[occupant] not in self.picked:
            self.picked += (duel.oid[occupant],)
        fusion, chosen, _ = self._state(duel)
        data = duel.data[fusion]
        if not can_cover(duel, chosen, data.materials, data.name):
            options = self.legal(duel)
            rest = [duel.inst(a.card) for a in options]
            if len(options) > 1 and not all_needed(duel, chosen, rest, data.materials,
                                                   data.name):
                return Request("pick", p, "Choose a Fusion Material", 1, 1, self.card)
            self.picked += tuple(a.card for a in options)
            return None
        duel.stack.pop()
        owners = {duel.owner[i] for i in chosen}
        for i in chosen:
            duel.move(i, DECK, reason="material", by=p)
        for q in sorted(owners):
            duel.shuffle_deck(q)
        duel.move(fusion, MZONE, player=p, slot=self.zone, pos=self.pos, kind="spsummon",
                  reason="fusion", by=p)
        duel.how[fusion] = "fusion"
        duel.proper[fusion] = True
        return None

    def legal(self, duel: Duel) -> list[Action]:
        fusion, chosen, pool = self._state(duel)
        data = duel.data[fusion]
        return [make("pick", duel.oid[i]) for i in pool
                if completable(duel, [*chosen, i], [j for j in pool if j != i],
                               data.materials, data.name)]

    def answer(self, duel: Duel, action: Action) -> None:
        self.picked += (action.card,)
