"""A simple, deterministic opponent for the board tests.

The whole-duel tests choose seeds that lead to a Maximum Summon, a Fusion Summon and
the rest; they need an opponent whose play does not change when the practice AI's
levels are retuned, so they bring their own.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rushdesk.engine import DIRECT, Action, Duel
from rushdesk.ui.duel.session import Agent


class GreedyAgent:
    """A baseline until the AI levels land: plays what it can, attacks what it beats.

    It reads only its own observation and legal actions.
    """

    _PRIORITY = {"maximum": 9, "spsummon": 8, "summon": 7, "activate": 6, "attack": 5,
                 "set": 4, "battle": 3, "position": 1, "pass": 1, "end": 0, "finish": 0}

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, duel: Duel) -> Action:
        me = duel.current_player
        assert me is not None
        view = duel.observe(me).data
        stats = {c["id"]: c for q in view["players"] for c in q["monsters"] if c}
        best: list[Action] = []
        top = -99.0
        for action in duel.legal_actions():
            score = float(self._PRIORITY.get(action.kind, 2))
            if action.kind == "attack":
                score += self._attack_bonus(action, stats)
            if score > top:
                best, top = [action], score
            elif score == top:
                best.append(action)
        return self.rng.choice(best)

    @staticmethod
    def _attack_bonus(action: Action, stats: Mapping[int, Any]) -> float:
        if action.target == DIRECT:
            return 2.0
        mine, theirs = stats.get(action.card), stats.get(action.target)
        if not mine or not theirs or "atk" not in theirs:
            return 0.0  # a face-down monster: worth a try
        power = theirs["atk"] if theirs["pos"] == 1 else theirs.get("def", 0)
        return 1.0 if mine.get("atk", 0) > power else -6.0  # below `end`: do not suicide


def greedy_factory(name: str, seed: int) -> Agent:
    """An agent factory that ignores the level: always the test greedy player."""
    return GreedyAgent(seed)
