"""A property read asks only the face-up cards whose behaviour may change that
property (`Behaviour.modifier_kinds`): random duels of the prebuilt decks read every
property of every face-up monster the same with the filter as with every card asked."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.db.decks import load_prebuilt
from rushdesk.db.sources import load_pool
from rushdesk.engine import ATK, Duel, stats
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.ext_booster01 import Races
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import MZONE

from .util import find

POOL = FIXTURE_POOL.merged(load_pool().values())
DECKS = [(p.deck.main, p.deck.extra) for p in load_prebuilt()]
KINDS = sorted(v for k, v in vars(stats).items() if k.startswith("MOD_"))
DUELS = 24
PARTS = 4
MIN_CHANGED = 100  # per part (796 to 1,822 when measured)


def _reads(duel: Duel) -> tuple[Any, ...]:
    """Every property of every monster on the field, as the rules read them now."""
    return tuple(
        (i, duel.atk(i), duel.defense(i), duel.level(i), duel.race(i), duel.attribute(i),
         sorted(duel.names(i)), [duel.has(i, k) for k in KINDS])
        for i in range(len(duel.data)) if duel.zone[i] == MZONE)


def _play(duels: range) -> tuple[list[Any], int]:
    """The reads at every decision of the random duels numbered `duels`, and how many
    of the reads found a property changed from its printed value by a continuous
    effect."""
    trace: list[Any] = []
    changed = 0
    pairs = list(itertools.product(DECKS, repeat=2))
    for k in duels:
        choice = random.Random(k).choice
        duel = Duel.new(POOL, pairs[k % len(pairs)], seed=k, first=k % 2)
        while not duel.is_over:
            reads = _reads(duel)
            trace.append(reads)
            if duel.continuous_sources():
                changed += sum(r[1] != duel.data[r[0]].atk or r[3] != duel.data[r[0]].level
                               for r in reads)
            trace.append(duel.apply(choice(duel.legal_actions())))
    return trace, changed


@pytest.mark.parametrize("part", range(PARTS))
def test_the_kinds_filter_reads_what_asking_every_card_reads(monkeypatch: Any,
                                                            part: int) -> None:
    """Split in `PARTS` so that workers share it (whole, it took 2.5 minutes alone)."""
    scripts = {id(c.behaviour): c.behaviour for c in POOL.values()
               if isinstance(c.behaviour, CardScript)}
    assert any(s.modifier_kinds and s.modifier_kinds != set(KINDS) for s in scripts.values())
    duels = range(part, DUELS, PARTS)
    filtered, changed = _play(duels)
    print(f"part {part}: {changed} reads changed by continuous effects")
    assert changed > MIN_CHANGED  # continuous effects changed what was read, often
    for script in scripts.values():
        monkeypatch.setattr(script, "modifier_kinds", None)
    assert _play(duels)[0] == filtered


FIELD = CardData(954_000_001, "T-Field-Attack", CardType.SPELL | CardType.FIELD,
                 behaviour=CardScript(Effect(kind="field", mods=(
                     Cont(Races(who="any", face="up", races=("Dragon",)), stats.MOD_ATK, 100,
                          "gain 100 ATK"),))))


def test_a_card_lists_the_kinds_of_its_continuous_effects_and_is_asked_for_those() -> None:
    assert FIELD.behaviour is not None
    assert FIELD.behaviour.modifier_kinds == {stats.MOD_ATK}
    duel = scenario(FIXTURE_POOL.merged([FIELD]), turn=3, filler="V1-100",
                    p0=Side(field_spell=(FIELD.name, ATK), monsters=[("V4-1500", ATK)]))
    dragon = duel.inst(find(duel, "V4-1500"))
    assert duel.atk(dragon) == 1600 and duel.defense(dragon) == duel.data[dragon].defense


def test_a_card_is_not_asked_for_a_kind_it_does_not_list(monkeypatch: Any) -> None:
    behaviour = FIELD.behaviour
    assert isinstance(behaviour, CardScript)
    monkeypatch.setattr(behaviour, "modifier_kinds", frozenset({stats.MOD_DEF}))
    duel = scenario(FIXTURE_POOL.merged([FIELD]), turn=3, filler="V1-100",
                    p0=Side(field_spell=(FIELD.name, ATK), monsters=[("V4-1500", ATK)]))
    assert duel.atk(duel.inst(find(duel, "V4-1500"))) == 1500  # the filter skipped it
