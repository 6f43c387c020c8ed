"""Determinized Monte Carlo tree search over the engine's legal actions.

Each iteration deals a new world with `AIView.determinize` (the opponent's hidden
cards and both Decks at random), walks the tree choosing by UCB among the moves legal
in that world (a move's availability is counted, as in information-set MCTS), adds one
move, plays on with the noisy scripted rules until the horizon (the end of the current
turn, or of a later one) and scores the position with the evaluation function. Tree
nodes are keyed by what the searching player sees (`search.view_key`), so move orders
that reach the same position share one node. Every node stores its statistics from the
view of the player deciding there, so the opponent's nodes minimise our chances.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from rushdesk.ai.analysis import Analysis, Candidate
from rushdesk.ai.evaluate import win_probability
from rushdesk.ai.policy import scripted_action
from rushdesk.ai.search import canonical, decision_seed, playout, view_key
from rushdesk.ai.view import AIView

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel


class Edge:
    """A move's statistics at a node: visits, total value, iterations it was legal."""

    __slots__ = ("n", "w", "avail")

    def __init__(self) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0

    def ucb(self, c: float) -> float:
        """Mean value plus exploration `c`, by availability (visited edges only)."""
        return self.w / self.n + c * math.sqrt(math.log(self.avail) / self.n)


def ucb_choice(edges: dict[Action, Edge], moves: list[Action], c: float) -> Action:
    """The first of `moves` (all visited) with the highest `Edge.ucb`."""
    return max(moves, key=lambda a: edges[a].ucb(c))


class _Node:
    __slots__ = ("edges", "order")

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}
        self.order = 0


class MCTSAgent:
    """Determinized MCTS with truncated playouts scored by the evaluation.

    `iterations` caps the work (decisions are reproducible from the seed and the
    observation); `budget` (seconds) is a safety net that stops the search early.
    `horizon` counts the turns searched after the current one; a playout stops there
    or after `playout_steps` actions.
    """

    def __init__(self, seed: int = 0, iterations: int = 200, budget: float | None = 0.1,
                 horizon: int = 0, c: float = 0.25, noise: float = 0.0,
                 max_depth: int = 40, playout_steps: int = 6) -> None:
        self.seed, self.iterations, self.budget = seed, iterations, budget
        self.horizon, self.c, self.noise, self.max_depth = horizon, c, noise, max_depth
        self.playout_steps = playout_steps

    def choose(self, duel: Duel) -> Action:
        return self.analyse(duel).best

    def analyse(self, duel: Duel) -> Analysis:
        view = AIView(duel)
        me = view.me
        rng = random.Random(decision_seed(view, self.seed))
        legal = view.legal_actions()
        start = time.perf_counter()
        deadline = start + self.budget if self.budget else float("inf")
        table: dict[tuple[Any, ...], _Node] = {}
        root = _Node()
        done = 0
        for done in range(1, self.iterations + 1):  # noqa: B007  (counted for the report)
            world = view.determinize(rng)
            self._iterate(world, me, root, table, rng, world.turn + self.horizon)
            now = time.perf_counter()
            # stop when the next iteration would likely overrun the budget
            if now + (now - start) / done > deadline or self._settled(root, self.iterations - done):
                break
        edges = [(a, root.edges[a]) for a in legal if a in root.edges]
        if not edges:  # no iteration ran: fall back on the rules
            world = view.determinize(rng)
            return Analysis((Candidate(scripted_action(world, me, legal), 0.5),), 0.5, 0)
        edges.sort(key=lambda t: (-t[1].n, -t[1].w))
        cands = tuple(Candidate(a, e.w / e.n if e.n else 0.5, e.n) for a, e in edges[:5])
        total = sum(e.n for _, e in edges)
        value = sum(e.w for _, e in edges) / total if total else 0.5
        return Analysis(cands, value, done,
                        {"seconds": round(time.perf_counter() - start, 4)})

    @staticmethod
    def _settled(root: _Node, left: int) -> bool:
        """Can no other root move overtake the most visited one in `left` iterations?"""
        visits = sorted((e.n for e in root.edges.values()), reverse=True)
        return len(visits) >= 2 and visits[0] - visits[1] > left

    def _iterate(self, world: Duel, me: int, root: _Node, table: dict[tuple[Any, ...], _Node],
                 rng: random.Random, last_turn: int) -> None:
        path: list[tuple[Edge, int]] = []
        node = root
        depth = 0
        while world.result is None and world.turn <= last_turn and depth < self.max_depth:
            p = world.current_player
            assert p is not None
            legal = canonical(world, world.legal_actions())
            edges = node.edges
            untried = [a for a in legal if a not in edges]
            if untried:
                first = scripted_action(world, p, legal)
                action = first if first in untried else untried[0]
                edge = edges[action] = Edge()
                for a in legal:
                    e = edges.get(a)
                    if e is not None:
                        e.avail += 1
                path.append((edge, p))
                world.apply(action)
                break
            for a in legal:
                edges[a].avail += 1
            best = ucb_choice(edges, legal, self.c)
            path.append((edges[best], p))
            world.apply(best)
            depth += 1
            key = view_key(world, me)
            child = table.get(key)
            if child is None:
                child = table[key] = _Node()
            node = child
        playout(world, last_turn, rng, self.noise, self.playout_steps)
        v = win_probability(world, me)
        for edge, p in path:
            edge.n += 1
            edge.w += v if p == me else 1.0 - v
