"""The engine's dedicated paths for its most common steps (a draw, a card from the hand
to the field, a window nobody can answer) must do exactly what the general paths do:
random duels played both ways give the same events, legal actions and states."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.cards.seed import sample_decks
from rushdesk.db.sources import load_pool
from rushdesk.engine import Duel
from rushdesk.engine import duel as duel_module
from rushdesk.engine.state import HAND, MAIN_PHASE, DuelState

POOL = FIXTURE_POOL.merged(load_pool().values())
_EFFECT_DECKS = sample_decks(POOL)
DECKS = {
    "fixtures": (FIXTURE_POOL, ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))),
    "effects": (POOL, (_EFFECT_DECKS["dragons"], _EFFECT_DECKS["machines"])),
}
DUELS = 30


def _general_put(self: DuelState, i: int, dst: int, player: int, slot: int, pos: int,
                 kind: str, reason: str, by: int) -> Any:
    return self._move1(i, dst, player, slot, pos, kind, reason, by, False)


def _general_draw(self: DuelState, p: int, count: int, *, normal: bool = False,
                  by: int = -1) -> bool:
    deck = self.deck[p]
    if len(deck) < count:
        self.loss |= 1 << p
        return False
    for _ in range(count):
        self._move1(deck[-1], HAND, -1, -1, 0, "draw", "normal" if normal else "effect", by,
                    False)
    if self.phase == MAIN_PHASE:
        self.mdraw[p] = self.turn
    return True


def _play(cards: Any, decks: Any) -> list[str]:
    trace = []
    for k in range(DUELS):
        choice = random.Random(k).choice
        duel = Duel.new(cards, decks, seed=k, first=k % 2)
        trace.append(repr(duel.last_events))
        while not duel.is_over:
            legal = duel.legal_actions()
            trace.append(repr(legal))
            trace.append(repr(duel.apply(choice(legal))))
        trace.append(duel.state_hash())
    return trace


@pytest.mark.parametrize("name", sorted(DECKS))
def test_fast_paths_match_the_general_paths(name: str, monkeypatch: Any) -> None:
    pool, decks = DECKS[name]
    fast = _play(pool, decks)
    monkeypatch.setattr(DuelState, "put", _general_put)
    monkeypatch.setattr(DuelState, "draw", _general_draw)
    # every window asks `_traps` player by player (no duel-wide kinds, no memo); a plain
    # dict is not a CardPool, so its layout is made afresh, not taken from the cache
    monkeypatch.setattr(duel_module, "trap_kinds", lambda data: None)
    general = _play(dict(pool), decks)
    assert fast == general
