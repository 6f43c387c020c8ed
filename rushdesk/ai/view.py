"""`AIView`: the honest facade through which every agent reads a duel.

An agent is handed the live `Duel`, which holds every hidden card. It wraps it at once
in an `AIView` and reads nothing else: its own observation, its legal actions, the
request, and determinizations (worlds re-dealt at random from what it may know). A
determinized world is the agent's own sample, so it may read it freely; the live duel
never is.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel, Observation, Request


class AIView:
    """What the deciding player may see of `duel`, and nothing more."""

    __slots__ = ("_duel", "me")

    def __init__(self, duel: Duel) -> None:
        me = duel.current_player
        if me is None:
            raise ValueError("the duel is over: nobody decides")
        self._duel = duel
        self.me: int = me

    @property
    def current_player(self) -> int:
        return self.me

    @property
    def request(self) -> Request | None:
        """The decision asked of this player (public to them)."""
        return self._duel.request

    def legal_actions(self) -> list[Action]:
        return self._duel.legal_actions()

    def observe(self) -> Observation:
        return self._duel.observe(self.me)

    def determinize(self, rng: random.Random) -> Duel:
        """A world `me` cannot tell from the real one: hidden cards dealt from `rng`."""
        return self._duel.determinize(self.me, rng)
