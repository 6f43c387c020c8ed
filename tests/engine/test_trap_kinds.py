"""Trap event kinds (`Behaviour.trap_kinds`): the trap window asks a Trap only about a
window holding one of its kinds, so a declared kind set must never hide a window the
Trap's Requirement would have met (R-TRAP-5)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.cards.seed import sample_decks
from rushdesk.db.decks import load_prebuilt
from rushdesk.db.sources import load_pool
from rushdesk.engine import SET, Duel
from rushdesk.engine import duel as duel_module
from rushdesk.engine import windows as windows_module
from rushdesk.engine.events import EVENT_KINDS

POOL = FIXTURE_POOL.merged(load_pool().values())
DECKS: dict[str, Any] = {**sample_decks(POOL), **{d.slug: d.deck for d in load_prebuilt()}}
DUELS_PER_PAIR = 25


def _trap_behaviours() -> list[tuple[int, Any]]:
    return [(code, card.behaviour) for code, card in POOL.items()
            if card.is_trap and card.behaviour is not None]


def test_duel_wide_kinds_are_the_union() -> None:
    decks = ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))
    duel = Duel.new(FIXTURE_POOL, decks, seed=1)
    traps = {c.behaviour for c in duel.data if c.is_trap and c.behaviour is not None}
    assert duel.trapkinds == frozenset().union(*(b.trap_kinds for b in traps))
    assert duel.clone().trapkinds == duel.trapkinds


def test_declared_kinds_are_event_kinds() -> None:
    traps = _trap_behaviours()
    assert len(traps) > 20
    declared = 0
    for code, behaviour in traps:
        kinds = behaviour.trap_kinds
        if kinds is not None:
            declared += 1
            assert kinds <= EVENT_KINDS, (code, kinds)
    assert declared == len(traps), "every shipped Trap says which events can trigger it"


def _checking_traps(seen: dict[str, int]) -> Any:
    """A `windows._traps` that asks every ready Trap about every window, filter or not,
    and fails if one triggered by a window whose kinds its `trap_kinds` excludes."""
    original = windows_module._traps

    def check(duel: Duel, p: int, events: Any, kinds: set[str], first: bool) -> list[int]:
        for i in duel.sz[p]:
            if i < 0 or duel.pos[i] != SET or duel.arrived[i] >= duel.turn:
                continue
            card = duel.data[i]
            if not card.is_trap or card.behaviour is None:
                continue
            wanted = card.behaviour.trap_kinds
            if card.behaviour.trap_triggered(duel, i, events):
                seen["triggered"] += 1
                assert wanted is None or not wanted.isdisjoint(kinds), (card.name, kinds)
            elif wanted is not None and wanted.isdisjoint(kinds):
                seen["skipped"] += 1
        return original(duel, p, events, kinds, first)

    return check


# Each deck against the next (and the last against the first), and the fixture decks.
_NAMES = sorted(DECKS)
PAIRS = [*zip(_NAMES, _NAMES[1:] + _NAMES[:1], strict=True), ("fixtures", "fixtures")]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_kinds_never_hide_a_triggered_trap(a: str, b: str, monkeypatch: Any) -> None:
    seen = {"triggered": 0, "skipped": 0}
    monkeypatch.setattr(windows_module, "_traps", _checking_traps(seen))
    # every window reaches the check: no duel-wide shortcut (`Duel.trapkinds`)
    monkeypatch.setattr(duel_module, "trap_kinds", lambda data: None)
    if a == "fixtures":
        pool, decks = FIXTURE_POOL, ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))
    else:
        pool, decks = POOL, (DECKS[a], DECKS[b])
    for k in range(DUELS_PER_PAIR):
        choice = random.Random(k).choice
        duel = Duel.new(pool, decks, seed=k, first=k % 2)
        while not duel.is_over:
            duel.apply(choice(duel.legal_actions()))
    assert seen["skipped"] > 0  # the filter was exercised
