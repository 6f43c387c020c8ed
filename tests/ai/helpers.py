"""Helpers for the AI tests: a facade-only duel and small scenarios."""

from __future__ import annotations

import random
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import Action, Duel, Observation, Request
from rushdesk.engine.scenario import Side, scenario

# The agents that think seconds a decision (Expert and the plan tree): the tests give
# them fewer positions, or cut their budget.
SLOW_AGENTS = ("expert", "plantree")


class FacadeOnly:
    """A duel that offers nothing but the honest facade: an agent that reads any other
    attribute of the live duel fails with AttributeError."""

    __slots__ = ("_duel", "reads")

    def __init__(self, duel: Duel) -> None:
        self._duel = duel
        self.reads: list[str] = []

    @property
    def current_player(self) -> int | None:
        return self._duel.current_player

    @property
    def request(self) -> Request | None:
        return self._duel.request

    def legal_actions(self) -> list[Action]:
        return self._duel.legal_actions()

    def observe(self, player: int) -> Observation:
        self.reads.append(f"observe {player}")
        return self._duel.observe(player)

    def determinize(self, player: int, rng: random.Random) -> Duel:
        self.reads.append(f"determinize {player}")
        return self._duel.determinize(player, rng)


def build(**kwargs: Any) -> Duel:
    """A scenario with the fixture cards and a filler Deck for each player."""
    kwargs.setdefault("filler", "V1-100")
    return scenario(FIXTURE_POOL, **kwargs)


def oid(duel: Duel, name: str, player: int) -> int:
    """The object id of `player`'s first card named `name`."""
    for i, data in enumerate(duel.data):
        if data.name == name and duel.ctrl[i] == player:
            return duel.oid[i]
    raise LookupError(name)


__all__ = ["FacadeOnly", "Side", "build", "oid"]
