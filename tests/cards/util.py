"""Helpers for card behaviour tests: the seed cards with the rule fixtures."""

from __future__ import annotations

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.cards.seed import SEED_POOL
from rushdesk.engine import Duel
from rushdesk.engine.scenario import Side, scenario

POOL = FIXTURE_POOL.merged(SEED_POOL.values())


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


__all__ = ["POOL", "Side", "build"]
