"""Build a duel in a given position: for rule tests, golden files and card tests.

    duel = scenario(pool, turn=3, p0=Side(hand=["V4-1800"],
                                          monsters=[("V4-1600", ATK), ("V4-1400", SET)]))

Cards are named by passcode or by exact name. Field cards arrived on turn 1 unless
given as ``(card, pos, turn)``. Decks are listed top card first. The duel starts at
the beginning of the turn player's Main Phase (or Battle Phase), after the Draw
Phase, with no events; such a duel has no replayable record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import SET
from .battle import BattlePhase
from .cards import CardData
from .duel import Duel
from .main import MainPhase
from .record import DuelOptions
from .state import BATTLE_PHASE, DECK, EXTRA, FZONE, GY, HAND, MAIN_PHASE, MZONE, SZONE
from .turn import _END, Turn

CardRef = int | str
FieldRef = tuple[CardRef, int] | tuple[CardRef, int, int] | None


@dataclass
class Side:
    """One player's cards in a scenario. `monsters` and `spells` list zones 0-2."""

    hand: Sequence[CardRef] = ()
    deck: Sequence[CardRef] | None = None
    gy: Sequence[CardRef] = ()
    extra: Sequence[CardRef] = ()
    monsters: Sequence[FieldRef] = ()
    spells: Sequence[FieldRef] = ()
    field_spell: FieldRef = None
    lp: int = 8000
    options: dict[str, Any] = field(default_factory=dict)


def _resolve(cards: Mapping[int, CardData], ref: CardRef) -> int:
    if isinstance(ref, int):
        if ref not in cards:
            raise KeyError(f"unknown card {ref}")
        return ref
    for code, data in cards.items():
        if data.name == ref:
            return code
    raise KeyError(f"no card named {ref!r}")


def scenario(
    cards: Mapping[int, CardData],
    *,
    p0: Side | None = None,
    p1: Side | None = None,
    turn: int = 3,
    tp: int = 0,
    phase: str = MAIN_PHASE,
    filler: CardRef | None = None,
    filler_count: int = 20,
    seed: int = 0,
) -> Duel:
    """A duel at `phase` of turn `turn` with player `tp` to move (see the module doc)."""
    sides = (p0 or Side(), p1 or Side())
    layouts = [_layout(cards, s, filler, filler_count) for s in sides]
    lists = tuple((tuple(code for code, _ in lay["main"]), tuple(lay["extra"])) for lay in layouts)
    duel = Duel._blank(cards, lists, seed, tp if turn % 2 else 1 - tp, DuelOptions())
    duel.turn, duel.tp, duel.phase = turn, tp, phase
    for p, (lay, side) in enumerate(zip(layouts, sides, strict=True)):
        duel.lp[p] = side.lp
        _place_side(duel, p, lay)
    duel.next_oid = len(duel.oid)
    duel.srcs = None  # cards were placed by hand
    duel.stack.append(Turn(_END))
    duel.stack.append(BattlePhase() if phase == BATTLE_PHASE else MainPhase())
    duel.out = []
    duel._run()
    return duel


def _layout(
    cards: Mapping[int, CardData], side: Side, filler: CardRef | None, filler_count: int
) -> dict[str, Any]:
    """Split a side into Main-Deck cards with their destinations, and Extra-Deck cards."""
    main: list[tuple[int, tuple[int, ...]]] = []
    extra: list[int] = []
    deck = side.deck
    if deck is None:
        deck = [filler] * filler_count if filler is not None else []
    for ref in reversed(list(deck)):  # top card first in the spec, last in the list
        main.append((_resolve(cards, ref), (DECK,)))
    for ref in side.hand:
        main.append((_resolve(cards, ref), (HAND,)))
    for ref in side.gy:
        main.append((_resolve(cards, ref), (GY,)))
    for zone, refs in ((MZONE, side.monsters), (SZONE, side.spells), (FZONE, [side.field_spell])):
        for slot, entry in enumerate(refs):
            if entry is None:
                continue
            code = _resolve(cards, entry[0])
            arrived = entry[2] if len(entry) > 2 else 1
            main.append((code, (zone, slot, entry[1], arrived)))
    for ref in side.extra:
        extra.append(_resolve(cards, ref))
    return {"main": main, "extra": extra}


def _place_side(duel: Duel, p: int, lay: dict[str, Any]) -> None:
    base = [i for i in range(len(duel.data)) if duel.owner[i] == p and duel.zone[i] == DECK]
    duel.deck[p] = []
    for i, (_, where) in zip(base, lay["main"], strict=True):
        zone = where[0]
        duel.zone[i] = zone
        if zone == DECK:
            duel.deck[p].append(i)
        elif zone == HAND:
            duel.hand[p].append(i)
            duel.known[i] = 1 << p
        elif zone == GY:
            duel.gy[p].append(i)
            duel.known[i] = 3
        else:
            _, slot, pos, arrived = where
            duel.pos[i], duel.arrived[i] = pos, arrived
            duel.known[i] = (1 << p) if pos == SET else 3
            if zone == MZONE:
                duel.mz[p][slot] = i
            elif zone == SZONE:
                duel.sz[p][slot] = i
            else:
                duel.fz[p] = i
    for i in duel.extra[p]:
        duel.zone[i] = EXTRA
