"""Helpers for card behaviour tests: the seed cards with the rule fixtures."""

from __future__ import annotations

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.db.sources import load_pool
from rushdesk.engine import Duel
from rushdesk.engine.scenario import Side, scenario

SEED_POOL = load_pool()
POOL = FIXTURE_POOL.merged(SEED_POOL.values())


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


__all__ = ["POOL", "Side", "build"]
