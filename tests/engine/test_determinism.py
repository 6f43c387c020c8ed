"""Records replay to the same state hash, in this process and in others."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rushdesk.ai.random_agent import play_random_duel
from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.engine import Action, Duel, DuelRecord, InvalidActionError

DECKS = ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))

REPLAY_SCRIPT = """
import json, sys
from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.db.sources import load_pool
from rushdesk.engine import Duel, DuelRecord
record = DuelRecord.from_dict(json.load(open(sys.argv[1])))
duel = Duel.replay(record, FIXTURE_POOL.merged(load_pool().values()))
print(duel.state_hash(), duel.result.winner, duel.turn)
"""


@pytest.mark.parametrize("deck_set", ["fixtures", "effects"])
def test_same_record_same_hash_in_two_processes_with_different_hash_seeds(
    tmp_path: Path, deck_set: str,
) -> None:
    from .test_random_duels import DECK_SETS

    pool, decks = DECK_SETS[deck_set]
    duel, _ = play_random_duel(pool, decks, seed=17, first=1)
    path = tmp_path / "duel.json"
    path.write_text(json.dumps(duel.record().to_dict()))
    expected = f"{duel.state_hash()} {duel.result.winner} {duel.turn}"
    outputs = []
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", REPLAY_SCRIPT, str(path)], env=env,
                             capture_output=True, text=True, check=True)
        outputs.append(run.stdout.strip())
    assert outputs == [expected, expected]


def test_replay_reaches_every_intermediate_state() -> None:
    import random

    rng = random.Random(3)
    duel = Duel.new(FIXTURE_POOL, DECKS, seed=3)
    hashes = [duel.state_hash()]
    while not duel.is_over and len(hashes) < 120:
        duel.apply(rng.choice(duel.legal_actions()))
        hashes.append(duel.state_hash())
    record = duel.record()
    again = Duel.new(FIXTURE_POOL, record.decks, seed=record.seed, first=record.first)
    assert again.state_hash() == hashes[0]
    for k, action in enumerate(record.actions, 1):
        again.apply(action)
        assert again.state_hash() == hashes[k]


def test_different_seeds_shuffle_differently() -> None:
    a = Duel.new(FIXTURE_POOL, DECKS, seed=1)
    b = Duel.new(FIXTURE_POOL, DECKS, seed=2)
    assert a.state_hash() != b.state_hash()


def test_a_malformed_record_is_refused() -> None:
    duel, _ = play_random_duel(FIXTURE_POOL, DECKS, seed=5)
    data = duel.record().to_dict()
    for broken in ({**data, "version": 99}, {**data, "actions": ["fly 3"]},
                   {k: v for k, v in data.items() if k != "seed"}, "not a record"):
        with pytest.raises(InvalidActionError):
            DuelRecord.from_dict(broken)


def test_a_record_that_does_not_fit_stops_with_an_illegal_action() -> None:
    from rushdesk.engine import IllegalActionError

    duel, _ = play_random_duel(FIXTURE_POOL, DECKS, seed=5)
    record = duel.record()
    bad = DuelRecord(record.seed, record.first, record.decks, record.options,
                     (Action("attack", 9999, target=1),) + record.actions)
    with pytest.raises(IllegalActionError):
        Duel.replay(bad, FIXTURE_POOL)
