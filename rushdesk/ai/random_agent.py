"""The uniform random player: the baseline every other agent must beat."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rushdesk.engine import Action, CardData, Duel


class RandomAgent:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, duel: Duel) -> Action:
        return self.rng.choice(duel.legal_actions())


def play_random_duel(
    cards: Mapping[int, CardData], decks: Sequence[Any], seed: int, first: int = 0
) -> tuple[Duel, int]:
    """Play one random-vs-random duel to its end; returns the duel and its action count."""
    duel = Duel.new(cards, decks, seed=seed, first=first)
    choose = random.Random(seed ^ 0x5EED).choice
    actions = 0
    while duel.result is None:
        duel.apply(choose(duel.legal_actions()))
        actions += 1
    return duel, actions
