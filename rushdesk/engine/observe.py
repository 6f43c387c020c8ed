"""Per-player views: observations and determinization (ARCHITECTURE.md section 3).

`observe(duel, p)` holds only what player `p` may know: their own hand and Extra
Deck, every public zone, the identity of face-down cards `p` has seen, counts of the
rest. It carries no id of a card in a hidden zone. `determinize(duel, p, rng)` deals
every card hidden from `p` again at random, so a search can sample worlds that `p`
cannot tell apart: by construction their observations are equal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import SET, Action
from .rng import DuelRng
from .state import DECK, EXTRA, FZONE, HAND, MZONE, SZONE

if TYPE_CHECKING:
    from .cards import CardData
    from .duel import Duel


@dataclass(frozen=True, eq=True)
class Observation:
    """A JSON-ready view of a duel for one player; compare with ``==``."""

    data: dict[str, Any]

    @property
    def viewer(self) -> int:
        return int(self.data["viewer"])

    @property
    def legal(self) -> list[Action]:
        """The viewer's legal actions, when the viewer is deciding."""
        return [Action.from_dict(a) for a in self.data["legal"]]

    def to_dict(self) -> dict[str, Any]:
        plain: dict[str, Any] = _plain(self.data)
        return plain

    @staticmethod
    def from_dict(data: Any) -> Observation:
        if not isinstance(data, dict) or "viewer" not in data or "players" not in data:
            raise ValueError("not an observation")
        return Observation(_plain(data))


def _plain(value: Any) -> Any:
    """A deep copy made of dicts, lists and scalars (tuples become lists, as in JSON)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _card(duel: Duel, i: int, p: int) -> dict[str, Any]:
    known = duel.known[i] >> p & 1
    view: dict[str, Any] = {"id": duel.oid[i], "code": duel.data[i].code if known else 0,
                            "pos": duel.pos[i]}
    z = duel.zone[i]
    if z == MZONE:
        view["arrived"] = duel.arrived[i]
        view["attacks"] = duel.attacks[i]
        view["changed"] = duel.poschg[i] == duel.turn
        if duel.pos[i] != SET:
            view["atk"] = duel.atk(i)
            view["def"] = duel.defense(i)
    elif z in (SZONE, FZONE):
        view["arrived"] = duel.arrived[i]
    return view


def _player_view(duel: Duel, q: int, p: int) -> dict[str, Any]:
    bit = 1 << p
    view: dict[str, Any] = {
        "lp": duel.lp[q],
        "deck": len(duel.deck[q]),
        "gy": [[duel.oid[i], duel.data[i].code] for i in duel.gy[q]],
        "monsters": [None if i < 0 else _card(duel, i, p) for i in duel.mz[q]],
        "spells": [None if i < 0 else _card(duel, i, p) for i in duel.sz[q]],
        "field": None if duel.fz[q] < 0 else _card(duel, duel.fz[q], p),
        "maximum": duel.maxm[q],  # the three monsters are one Maximum Mode monster
    }
    if q == p:  # Deck cards the player is looking at (a search), top card last
        view["deck_known"] = [[duel.oid[i], duel.data[i].code] for i in duel.deck[q]
                              if duel.known[i] & bit]
    for name, pile in (("hand", duel.hand[q]), ("extra", duel.extra[q])):
        if q == p:
            view[name] = [[duel.oid[i], duel.data[i].code] for i in pile]
        else:
            view[name] = len(pile)
            view[name + "_known"] = sorted(duel.data[i].code for i in pile if duel.known[i] & bit)
    return view


def observe(duel: Duel, p: int) -> Observation:
    """Player `p`'s view of `duel`."""
    req = duel.request
    deciding = req is not None and req.player == p
    data = {
        "viewer": p,
        "turn": duel.turn,
        "turn_player": duel.tp,
        "phase": duel.phase,
        "current_player": duel.current_player,
        "request": None if req is None else (req.to_dict() if deciding else
                                             {"kind": req.kind, "player": req.player}),
        "legal": [a.to_dict() for a in duel.legal_actions()] if deciding else [],
        "attack": None if duel.attack is None else list(duel.attack),
        "players": [_player_view(duel, q, p) for q in (0, 1)],
        "result": None if duel.result is None else duel.result.to_dict(),
    }
    return Observation(data)


# ------------------------------------------------------------------ determinize
def _hidden_slots(duel: Duel, q: int, p: int) -> list[int]:
    """Card indexes owned by `q` whose identity `p` does not know, main-deck cards only."""
    bit = 1 << p
    slots = [i for i in duel.deck[q] if not duel.known[i] & bit]  # not the ones it looks at
    if q != p:
        slots += [i for i in duel.hand[q] if not duel.known[i] & bit]
        for i in (*duel.mz[q], *duel.sz[q], duel.fz[q]):
            if i >= 0 and duel.pos[i] == SET and not duel.known[i] & bit:
                slots.append(i)
    return slots


def _fits(duel: Duel, i: int, card: CardData) -> bool:
    z = duel.zone[i]
    if z == MZONE:
        return card.is_monster
    if z == SZONE:
        return not card.is_monster and not card.is_field_spell
    if z == FZONE:
        return card.is_field_spell
    return True


def _deal_order(card: CardData) -> int:
    return card.code


def _redeal(duel: Duel, slots: list[int], rng: random.Random) -> None:
    """Give `slots` a random assignment of their own identities, zone kinds respected."""
    # Sorted first: the deal must depend only on what `p` knows and on `rng`, never on
    # how the hidden cards happen to be arranged now.
    pool = sorted((duel.data[i] for i in slots), key=_deal_order)
    rng.shuffle(pool)
    # constrained slots (face-down field cards) first; the true deal proves it feasible
    ordered = sorted(slots, key=lambda i: duel.zone[i] in (HAND, DECK))
    for i in ordered:
        for k, card in enumerate(pool):
            if _fits(duel, i, card):
                duel.data[i] = pool.pop(k)
                break


def determinize(duel: Duel, p: int, rng: random.Random) -> Duel:
    """A clone of `duel` in which every card hidden from `p` is dealt again at random.

    The Deck order of both players, the opponent's unknown hand cards and Set cards
    are redealt among themselves per owner; the opponent's Extra Deck is redealt among
    its unknown cards; the duel's own random generator is reseeded from `rng`. A world
    has no record: it cannot be replayed.
    """
    from .duel import with_continuous

    d = duel.clone()
    d.data = list(d.data)
    for q in (0, 1):
        _redeal(d, _hidden_slots(d, q, p), rng)
        if q != p:
            extra = [i for i in d.extra[q] if not d.known[i] >> p & 1]
            _redeal(d, [i for i in extra if d.zone[i] == EXTRA], rng)
    d.statics = with_continuous(d.data)
    d.srcs = None
    d.rng = DuelRng(rng.getrandbits(64))
    # What the world keeps of the past is what `p` saw of it: the last events and the
    # pending window's as `p` received them, and no record that could replay the true
    # deal (the seed, both decklists and the actions are not `p`'s to know).
    d.out = [ev.for_player(p) for ev in d.out]
    if d.wlog is not None:
        d.wlog = [ev.for_player(p) for ev in d.wlog]
    d.seed, d.decks, d.actions = 0, (((), ()), ((), ())), []
    if d.request is not None and d.request.player != p and d.stack:
        legal = d.stack[-1].legal(d)
        if legal:
            d._legal = legal
    return d
