"""Random duels between random legal decks of the whole card pool, checked every step.

The fixed random-duel decks (`test_random_duels`) hold a few dozen scripted cards;
these decks are dealt from every card of the pool, a third of them from the prebuilt
decks, so every card's script runs in random play. After every action, besides the
checks of `test_random_duels`: each player's determinized world shows that player
the same observation, and every fifth step every legal action applies to a clone.
Each duel replays from its record to the same state hash. (This found excavated
cards that were revealed to both players but known to neither.) Other duels offer
stale, altered and made-up actions at every step: each is refused with a reason.
"""

from __future__ import annotations

import os
import random

import pytest

from rushdesk.db.decks import load_prebuilt
from rushdesk.db.sources import load_pool
from rushdesk.engine import DIRECT, Action, Duel, IllegalActionError
from rushdesk.engine.actions import KINDS
from rushdesk.engine.deckrules import Deck, validate_deck

from .test_random_duels import (
    EFFECT_POOL,
    MAX_ACTIONS,
    CheckedDuel,
    check_state,
    round_trip,
    tally_lp,
)

DUELS = int(os.environ.get("RUSHDESK_POOL_DUELS", "400"))
ILLEGAL_DUELS = 100
CHUNK = 100
REAL = load_pool()
MAIN = sorted(c for c, d in REAL.items() if not d.is_extra_deck)
EXTRA = sorted(c for c, d in REAL.items() if d.is_extra_deck)
PREBUILT = [(p.deck.main, p.deck.extra) for p in load_prebuilt()]
Decklist = tuple[tuple[int, ...], tuple[int, ...]]


def pool_deck(rng: random.Random) -> Decklist:
    """A legal 40-card deck of random cards of the pool (1-3 copies, one of a Legend)
    and a random Extra Deck of its Fusion Monsters."""
    for _ in range(100):
        main: list[int] = []
        names: set[str] = set()
        for code in rng.sample(MAIN, len(MAIN)):
            card = EFFECT_POOL[code]
            if len(main) == 40:
                break
            if card.name in names:
                continue
            names.add(card.name)
            copies = 1 if card.legend else rng.choice((1, 2, 3, 3))
            main += [code] * min(copies, 40 - len(main))
        extra = [code for code in EXTRA for _ in range(rng.choice((0, 1, 2, 3)))]
        deck = Deck(tuple(main), tuple(extra))
        if not validate_deck(deck, EFFECT_POOL):
            return deck.main, deck.extra
    raise AssertionError("no legal random deck in 100 tries")


def decks_for(seed: int) -> tuple[Decklist, Decklist]:
    rng = random.Random(seed)
    if seed % 3 == 0:
        return rng.choice(PREBUILT), rng.choice(PREBUILT)
    return pool_deck(rng), pool_deck(rng)


def play_pool_duel(seed: int) -> Duel:
    rng = random.Random(-seed - 1)
    duel = CheckedDuel.new(EFFECT_POOL, decks_for(seed), seed=seed, first=seed % 2)
    lp = [8000, 8000]
    events = duel.last_events
    for step in range(MAX_ACTIONS):
        tally_lp(lp, events)
        check_state(duel, lp)
        assert duel.clone() == duel
        round_trip(duel, events)
        for p in (0, 1):
            world = duel.determinize(p, random.Random(seed * 7919 + step))
            assert world.observe(p) == duel.observe(p), (seed, step, p)
        if duel.is_over:
            again = Duel.replay(duel.record(), EFFECT_POOL)
            assert again.state_hash() == duel.state_hash()
            return duel
        legal = duel.legal_actions()
        if step % 5 == 0:
            for action in legal:
                duel.clone().apply(action)
        events = duel.apply(rng.choice(legal))
    raise AssertionError(f"duel {seed} did not end in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("start", range(0, DUELS, CHUNK))
def test_random_decks_of_the_whole_pool_keep_every_invariant(start: int) -> None:
    winners = set()
    for seed in range(start, min(start + CHUNK, DUELS)):
        winners.add(play_pool_duel(seed).result.winner)
    assert winners & {0, 1}


def _mutated(rng: random.Random, duel: Duel, seen: list[Action]) -> Action:
    """An action that was legal earlier, or one with a field changed, or one made up."""
    a = rng.choice(seen)
    ids = [*duel.oid, DIRECT, -1]
    roll = rng.random()
    if roll < 0.3:
        return a
    if roll < 0.5:
        return a._replace(card=rng.choice(ids))
    if roll < 0.6:
        return a._replace(zone=rng.randrange(-1, 8))
    if roll < 0.7:
        return a._replace(target=rng.choice(ids))
    if roll < 0.8:
        return a._replace(pos=rng.randrange(0, 4))
    return Action(rng.choice(sorted(KINDS)), rng.choice(ids), rng.randrange(-1, 7),
                  rng.choice(ids), rng.randrange(0, 4))


@pytest.mark.parametrize("start", range(0, ILLEGAL_DUELS, 50))
def test_stale_and_mutated_actions_are_refused_with_a_reason(start: int) -> None:
    """Bad input: at every step of random duels, actions legal earlier, altered or
    made up raise IllegalActionError with a reason and leave the duel as it was."""
    refused = 0
    for seed in range(10_000 + start, 10_000 + start + 50):
        rng = random.Random(seed)
        duel = Duel.new(EFFECT_POOL, decks_for(seed), seed=seed, first=seed % 2)
        seen: list[Action] = []
        while not duel.is_over:
            legal = duel.legal_actions()
            seen = (seen + legal)[-300:]
            before = duel.state_hash()
            for _ in range(4):
                action = _mutated(rng, duel, seen)
                if action in legal:
                    continue
                with pytest.raises(IllegalActionError) as caught:
                    duel.apply(action)
                assert caught.value.reason
                refused += 1
            assert duel.state_hash() == before and duel.legal_actions() == legal
            duel.apply(rng.choice(legal))
    assert refused > 10_000


def test_the_random_decks_are_legal_and_hold_every_card_of_the_pool() -> None:
    seen: set[int] = set()
    for seed in range(DUELS):
        for main, extra in decks_for(seed):
            assert not validate_deck(Deck(main, extra), EFFECT_POOL)
            seen.update(main, extra)
    assert seen >= set(REAL), sorted(set(REAL) - seen)[:10]
