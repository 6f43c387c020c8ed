"""Seeded random duels checked after every action (STYLE.md testing habits).

After every action: every card is in exactly one place, zone limits hold, each LP
total is 8000 plus the LP events so far, `clone()` equals the original, every action,
event and observation survives its codec, and no event shown to a player carries the
identity or id of a card hidden from that player at that moment (checked against the
true state as each event is emitted). Every duel must end.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.cards.seed import sample_decks
from rushdesk.db.sources import load_pool
from rushdesk.engine import SET, Action, CardPool, Duel, Event, Observation
from rushdesk.engine.state import DECK, EXTRA, FZONE, GY, HAND, MZONE, SZONE

# Per deck set: 1,000 fixture-deck and 1,000 effect-deck duels, 2,000 in all in CI.
DUELS = int(os.environ.get("RUSHDESK_RANDOM_DUELS", "1000"))
CHUNK = 250
MAX_ACTIONS = 10_000
EFFECT_POOL = FIXTURE_POOL.merged(load_pool().values())
_SEED_DECKS = sample_decks(EFFECT_POOL)
# Fixture decks exercise the core rules; the scripted cards exercise effects, Maximum,
# Fusion, Ritual, Equip and continuous effects.
DECK_SETS = {
    "fixtures": (FIXTURE_POOL, ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))),
    "effects": (EFFECT_POOL, (_SEED_DECKS["dragons"], _SEED_DECKS["machines"])),
}
PUBLIC = (GY, MZONE, SZONE, FZONE)


def visible_ids(duel: Duel, p: int) -> set[int]:
    """Object ids player `p` can see in the true state: public zones, own hand and Extra."""
    return {
        duel.oid[i] for i, z in enumerate(duel.zone)
        if z in PUBLIC or (z in (HAND, EXTRA) and duel.ctrl[i] == p)
    }  # fmt: skip


def known_pairs(duel: Duel, p: int) -> set[tuple[int, int]]:
    """(id, passcode) pairs `p` may know: GY and face-up cards, own hidden cards, and
    face-down cards `p` saw (the engine's record of who saw a card flipped down)."""
    pairs = set()
    for i, z in enumerate(duel.zone):
        if z == DECK:
            continue
        face_down = z in (MZONE, SZONE, FZONE) and duel.pos[i] == SET
        if z == GY or (z in PUBLIC and not face_down) or (
            duel.ctrl[i] == p and z in (HAND, EXTRA, MZONE, SZONE, FZONE)
        ) or (face_down and duel.known[i] >> p & 1):
            pairs.add((duel.oid[i], duel.data[i].code))
    return pairs


class CheckedDuel(Duel):
    """A duel that checks every event's per-player view against the true state."""

    __slots__ = ("seen",)

    def emit(self, ev: Event) -> None:
        super().emit(ev)
        now = [(visible_ids(self, p), known_pairs(self, p)) for p in (0, 1)]
        before = getattr(self, "seen", now)
        for p in (0, 1):
            ids = now[p][0] | before[p][0]
            pairs = now[p][1] | before[p][1]
            f = ev.for_player(p)
            assert f.card == -1 or f.card in ids, (p, ev)
            assert f.old == -1 or f.old in ids, (p, ev)
            if f.kind in ("attack", "retarget", "battle") and f.value >= 0:
                assert f.value in ids, (p, ev)
            if f.code and f.kind == "reveal":  # a revealed hand card: known, no id
                assert any(c.code == f.code and self.known[i] >> p & 1
                           for i, c in enumerate(self.data)), (p, ev)
            elif f.code:
                assert (f.card, f.code) in pairs or (f.old, f.code) in pairs, (p, ev)
        self.seen = now


def check_state(duel: Duel, lp: list[int]) -> None:
    n = len(duel.data)
    seen = [0] * n
    for p in (0, 1):
        for pile, z in ((duel.hand[p], HAND), (duel.deck[p], DECK), (duel.gy[p], GY),
                        (duel.extra[p], EXTRA)):
            for i in pile:
                seen[i] += 1
                assert duel.zone[i] == z and duel.ctrl[i] == p == duel.owner[i]
        assert len(duel.mz[p]) == 3 and len(duel.sz[p]) == 3
        for zone_list, z in ((duel.mz[p], MZONE), (duel.sz[p], SZONE), ([duel.fz[p]], FZONE)):
            for i in zone_list:
                if i >= 0:
                    seen[i] += 1
                    assert duel.zone[i] == z and duel.ctrl[i] == p
                    assert duel.data[i].is_monster == (z == MZONE)
        for i in duel.extra[p]:
            assert duel.data[i].is_extra_deck
    assert seen == [1] * n, "a card is in no place or in two"
    assert len(set(duel.oid)) == n
    # derived state kept in step: the object id index and the continuous sources
    assert duel.at == {o: i for i, o in enumerate(duel.oid)}
    assert duel.continuous_sources() == tuple(
        i for i in duel.statics if duel.zone[i] in (MZONE, SZONE, FZONE)
        and duel.pos[i] != SET)
    assert duel.lp == lp and min(lp) >= 0


def round_trip(duel: Duel, events: list[Event]) -> None:
    for a in duel.legal_actions():
        assert Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a
        assert Action.parse(a.notation()) == a
    for p in (0, 1):
        for ev in (*events, *duel.events_for(p, events)):
            assert Event.from_dict(json.loads(json.dumps(ev.to_dict()))) == ev
        obs = duel.observe(p)
        assert Observation.from_dict(json.loads(json.dumps(obs.to_dict()))) == obs


def tally_lp(lp: list[int], events: list[Event]) -> None:
    """Add the LP changes of `events` to `lp` (the LP each player should have)."""
    for ev in events:
        if ev.kind == "damage":
            lp[ev.player] -= ev.value
        elif ev.kind == "lp":
            lp[ev.player] += ev.value


def play_checked(seed: int, deck_set: str = "fixtures") -> Duel:
    pool, decks = DECK_SETS[deck_set]
    return play_checked_duel(pool, decks, seed)


def play_checked_duel(pool: CardPool, decks: Any, seed: int) -> Duel:
    """One random duel (seeded) checked after every action; raises if it never ends."""
    rng = random.Random(seed)
    duel = CheckedDuel.new(pool, decks, seed=seed, first=seed % 2)
    lp = [8000, 8000]
    events = duel.last_events
    for _ in range(MAX_ACTIONS):
        tally_lp(lp, events)
        check_state(duel, lp)
        twin = duel.clone()
        assert twin == duel
        round_trip(duel, events)
        if duel.is_over:
            return duel
        events = duel.apply(rng.choice(duel.legal_actions()))
    raise AssertionError(f"duel {seed} did not end in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("deck_set", sorted(DECK_SETS))
@pytest.mark.parametrize("start", range(0, DUELS, CHUNK))
def test_random_duels_keep_every_invariant(start: int, deck_set: str) -> None:
    results = set()
    for seed in range(start, min(start + CHUNK, DUELS)):
        duel = play_checked(seed, deck_set)
        results.add(duel.result.winner)
        assert duel.clone().state_hash() == duel.state_hash()
    assert results & {0, 1}, "random duels should produce winners"


def test_the_checker_catches_a_leak() -> None:
    """The hidden-information check must be able to fail: leak a draw and see it caught."""
    pool, decks = DECK_SETS["fixtures"]
    duel = CheckedDuel.new(pool, decks, seed=1)
    i = duel.deck[1][-1]
    leaked = Event("draw", 1, duel.oid[i], duel.data[i].code, "deck", "hand", vis=3, cvis=3)
    with pytest.raises(AssertionError):
        duel.emit(leaked)
