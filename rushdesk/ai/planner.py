"""The own-turn planner: a depth-first search of one's own actions until the turn ends.

In each of a few determinized worlds, every sequence of the player's decisions up to
the end of the current turn is searched, the opponent's answers inside the turn
(Traps, their picks) coming from the scripted rules. Positions are merged through a
transposition table keyed by what the player sees (`search.view_key`), because
unlimited Normal Summons reach one board by many orders. After `node_cap` expanded
positions the rest of a line is played out by the scripted rules (once the time budget
is spent, positions are judged as they stand). Each first action
is scored by the mean over worlds of its best line's evaluation at the end of the turn.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any

from rushdesk.ai.analysis import Analysis, Candidate
from rushdesk.ai.evaluate import evaluate
from rushdesk.ai.policy import scripted_action
from rushdesk.ai.search import canonical, decision_seed, playout, view_key
from rushdesk.ai.view import AIView

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel


def _sigmoid(x: float) -> float:
    import math

    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


class _Search:
    """One world's search: a transposition table and a node budget."""

    def __init__(self, me: int, last_turn: int, node_cap: int, rng: random.Random,
                 deadline: float) -> None:
        self.me, self.last_turn, self.node_cap = me, last_turn, node_cap
        self.rng, self.deadline = rng, deadline
        self.table: dict[tuple[Any, ...], float] = {}
        self.nodes = 0

    def value(self, world: Duel) -> float:
        me = self.me
        while (world.result is None and world.turn <= self.last_turn
               and world.current_player != me):
            other = 1 - me
            world.apply(scripted_action(world, other, world.legal_actions()))
        if world.result is not None or world.turn > self.last_turn:
            return evaluate(world, me)
        key = view_key(world, me)
        known = self.table.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if time.perf_counter() > self.deadline:
            v = evaluate(world, me)  # out of time: judge the position as it stands
        elif self.nodes > self.node_cap:
            playout(world, self.last_turn, self.rng, 0.0)
            v = evaluate(world, me)
        else:
            v = max(self.children(world).values())
        self.table[key] = v
        return v

    def children(self, world: Duel) -> dict[Action, float]:
        legal = canonical(world, world.legal_actions())
        first = scripted_action(world, self.me, legal)
        ordered = [first, *(a for a in legal if a != first)]
        out = {}
        for a in ordered:
            child = world.clone()
            child.apply(a)
            out[a] = self.value(child)
        return out


class PlannerAgent:
    """Chooses the first action of the best own-turn plan (see the module doc)."""

    def __init__(self, seed: int = 0, worlds: int = 2, node_cap: int = 150,
                 budget: float | None = None, noise: float = 0.0) -> None:
        self.seed, self.worlds, self.node_cap = seed, worlds, node_cap
        self.budget, self.noise = budget, noise

    def scores(self, duel: Duel) -> dict[Action, float]:
        view = AIView(duel)
        rng = random.Random(decision_seed(view, self.seed))
        deadline = time.perf_counter() + self.budget if self.budget else float("inf")
        totals: dict[Action, float] = {}
        for _ in range(self.worlds):
            world = view.determinize(rng)
            search = _Search(view.me, world.turn, self.node_cap, rng, deadline)
            for a, v in search.children(world).items():
                totals[a] = totals.get(a, 0.0) + v
        return {a: v / self.worlds for a, v in totals.items()}

    def choose(self, duel: Duel) -> Action:
        scores = self.scores(duel)
        if self.noise:
            rng = random.Random(decision_seed(AIView(duel), self.seed + 1))
            if rng.random() < self.noise:
                return rng.choice(list(scores))
        return max(scores, key=lambda a: scores[a])

    def analyse(self, duel: Duel) -> Analysis:
        scores = sorted(self.scores(duel).items(), key=lambda t: -t[1])
        cands = tuple(Candidate(a, _sigmoid(v)) for a, v in scores[:5])
        return Analysis(cands, cands[0].score)
