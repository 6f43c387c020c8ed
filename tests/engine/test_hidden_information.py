"""Hidden information: observations, determinization and event filtering."""

from __future__ import annotations

import json
import random

import pytest

from rushdesk.engine import SET, Duel

from .test_random_duels import DECK_SETS
from .util import Side, build, do, find


def _random_points(duels: int, every: int, deck_set: str = "fixtures"):  # type: ignore[no-untyped-def]
    pool, decks = DECK_SETS[deck_set]
    for seed in range(duels):
        rng = random.Random(1000 + seed)
        duel = Duel.new(pool, decks, seed=seed, first=seed % 2)
        step = 0
        while not duel.is_over:
            if step % every == rng.randrange(every):
                yield duel, rng
            duel.apply(rng.choice(duel.legal_actions()))
            step += 1
        yield duel, rng


@pytest.mark.parametrize("deck_set", sorted(DECK_SETS))
def test_determinize_keeps_every_observation(deck_set: str) -> None:
    """For random duels d at random points and each p: d.observe(p) == det(d, p).observe(p)."""
    checked = changed = 0
    for duel, rng in _random_points(60, 9, deck_set):
        for p in (0, 1):
            world = duel.determinize(p, rng)
            assert world.observe(p) == duel.observe(p)
            checked += 1
            opp = 1 - p
            hidden = [*duel.hand[opp], *duel.deck[opp]] + [
                i for i in (*duel.mz[opp], *duel.sz[opp])
                if i >= 0 and duel.pos[i] == SET and not duel.known[i] >> p & 1]
            truth = [duel.data[i].code for i in hidden]
            dealt = [world.data[i].code for i in hidden]
            assert sorted(truth) == sorted(dealt)  # the same cards, dealt again
            changed += truth != dealt
    assert checked > 500
    assert changed > checked // 2, "determinize must really re-deal hidden cards"


@pytest.mark.parametrize("deck_set", sorted(DECK_SETS))
def test_a_determinized_duel_plays_on_to_the_end(deck_set: str) -> None:
    for duel, rng in _random_points(10, 25, deck_set):
        if duel.is_over or duel.current_player is None:
            continue
        world = duel.determinize(duel.current_player, rng)
        assert set(world.legal_actions()) == set(duel.legal_actions())
        while not world.is_over:
            world.apply(rng.choice(world.legal_actions()))


def test_the_opponents_hand_and_decks_are_not_in_the_observation() -> None:
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(hand=["V8-3000"], deck=["V7-2500"] * 5))
    text = json.dumps(duel.observe(0).to_dict())
    from rushdesk.cards.fixtures import code

    assert str(code("V8-3000")) not in text and str(code("V7-2500")) not in text
    assert str(code("V4-1600")) in text
    hand_ids = [duel.oid[i] for i in duel.hand[1]]
    obs = duel.observe(0).to_dict()
    assert obs["players"][1]["hand"] == 1
    assert all(f'"id": {o},' not in text for o in hand_ids)


def test_a_set_card_is_hidden_until_revealed() -> None:
    duel = build(p0=Side(hand=["V4-WALL"]), p1=Side(monsters=[("V4-1800", 1)]))
    wall = find(duel, "V4-WALL")
    events = do(duel, f"set {wall} z0")
    theirs = duel.events_for(1, events)
    mine = duel.events_for(0, events)
    setev = next(e for e in theirs if e.kind == "set")
    assert setev.code == 0 and setev.old == -1 and setev.card >= 0
    assert next(e for e in mine if e.kind == "set").code != 0
    view = duel.observe(1).to_dict()["players"][0]["monsters"][0]
    assert view["code"] == 0 and view["pos"] == SET and "atk" not in view


def test_a_card_seen_face_up_stays_known_when_bounced_to_the_hand() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", 1)]),
                 p1=Side(monsters=[("V4-1400", 1)], spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    events = do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    back = next(e for e in duel.events_for(0, events) if e.dst == "hand")
    assert back.code and back.card == -1  # P1 saw which card went back, not its new id
    from rushdesk.cards.fixtures import code

    assert duel.observe(0).to_dict()["players"][1]["hand_known"] == [code("V4-1400")]
