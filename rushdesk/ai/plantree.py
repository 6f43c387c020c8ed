"""Information-set Monte Carlo tree search over whole-turn plans (the `plantree` baseline).

A Rush turn is long (unlimited Normal Summons, many orders of the same plays), so a
tree over single actions spends its visits on move orders (the `mcts` baseline). This
search keeps the tree where choices differ and lets the planner do the rest:

* **Worlds.** `worlds` determinizations of what the player cannot see
  (`AIView.determinize`), each searched to the end of the turn by the own-turn planner
  (`planner.search_worlds`, node cap `node_cap`): every first action's best line in
  every world. A first action and its best line is one edge of the root: a
  macro-action. The planner's mean calibrated chance over the worlds is its prior.
* **Iterations.** Iteration k takes world k mod `worlds`, chooses a root edge by UCB
  (mean playout value, the prior counting as `prior_visits` visits, exploration `c`)
  among the edges the prior ranks best, the number growing with the square root of
  the visits (progressive widening), and starts from the end of that edge's line in
  that world. The opponent's next turn is searched move by move: its decisions are
  nodes keyed by what the player sees (`search.view_key`, so worlds and orders that
  look alike share a node), each offering the scripted move first and, as its visits
  grow, the moves that look best to the opponent one move deep; an edge counts the
  iterations in which it was legal (availability, as in information-set MCTS), and
  the opponent chooses by UCB on its own chances. One new node is added per
  iteration; from there a truncated playout by the scripted rules (a random move
  with probability `noise`) runs until `horizon` turns after this one are over (1,
  the default: to the start of the player's next turn), where the evaluation,
  calibrated (`expert.calibrated`), scores the position.
* **Choice.** The most visited root edge; its mean value is the estimated chance.

It uses Expert's planner and worlds, but no level plays it: against Hard it scored
50-50 where Expert scored 62-38 on the same seeds (see `levels`).

Off its own turn (Traps, picks in the opponent's turn) the planner's choice over the
worlds stands. Work is capped by counts (`worlds`, `node_cap`, `iterations`), so an
untimed decision is reproducible from (seed, observation); `budget` (seconds) is a
safety net: out of time, the iterations so far decide.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from rushdesk.ai.analysis import Searcher
from rushdesk.ai.evaluate import evaluate
from rushdesk.ai.expert import calibrated, chance
from rushdesk.ai.mcts import Edge, ucb_choice
from rushdesk.ai.planner import mean_values, search_worlds
from rushdesk.ai.policy import scripted_action
from rushdesk.ai.search import canonical, decision_seed, playout, view_key
from rushdesk.ai.view import AIView

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel

_PLAYOUT_STEPS = 400  # actions a playout takes at most


class _Node:
    """An opponent decision: its moves in the order they are offered, and their edges."""

    __slots__ = ("order", "edges", "visits")

    def __init__(self, order: list[Action]) -> None:
        self.order = order
        self.edges: dict[Action, Edge] = {}
        self.visits = 0


def _width(visits: int) -> int:
    """How many of a node's best-ranked moves are open after `visits` visits."""
    return 2 + int(math.sqrt(visits) / 2)


class PlanTreeAgent(Searcher):
    """Tree search over whole-turn plans (see the module doc)."""

    def __init__(self, seed: int = 0, worlds: int = 8, node_cap: int = 60,
                 iterations: int = 128, horizon: int = 1, noise: float = 0.0,
                 c: float = 0.3, prior_visits: float = 8.0, tree_depth: int = 12,
                 budget: float | None = None) -> None:
        self.seed, self.worlds, self.node_cap = seed, worlds, node_cap
        self.iterations, self.horizon, self.noise = iterations, horizon, noise
        self.c, self.prior_visits, self.tree_depth = c, prior_visits, tree_depth
        self.budget = budget
        # what the last decision did: the planner's prior, the root visits, the
        # iterations run, the opponent nodes built and the most moves one opened
        self.prior: dict[Action, float] = {}
        self.visits: dict[Action, int] = {}
        self.done = self.nodes = self.widest = 0

    # ------------------------------------------------------------------ deciding
    def decide(self, duel: Duel) -> tuple[Action, dict[Action, float]]:
        """The chosen action and every first action's estimated chance of winning: the
        mean playout value of the visited ones, the planner's prior for the rest (and
        for every action off the player's own turn)."""
        view = AIView(duel)
        me = view.me
        rng = random.Random(decision_seed(view, self.seed))
        deadline = time.perf_counter() + self.budget if self.budget else float("inf")
        searched, own_turn = search_worlds(view, self.worlds, self.node_cap, rng, deadline)
        prior = mean_values(searched, calibrated)
        ranked = sorted(prior, key=lambda a: -prior[a])
        self.prior, self.visits, self.done, self.nodes, self.widest = prior, {}, 0, 0, 0
        if not own_turn or len(ranked) < 2:
            return ranked[0], prior
        root = {a: Edge() for a in ranked}
        table: dict[tuple[Any, ...], _Node] = {}
        total = 0
        for k in range(self.iterations):
            if time.perf_counter() > deadline:
                break
            search, lines = searched[k % len(searched)]
            a = self._root_choice(root, prior, ranked, lines, total)
            world = lines[a][1].clone()
            v = self._descend(world, me, table, rng, search.last_turn)
            edge = root[a]
            edge.n += 1
            edge.w += v
            total += 1
        self.done, self.nodes = total, len(table)
        self.widest = max((len(node.edges) for node in table.values()), default=0)
        if not total:
            return ranked[0], prior
        self.visits = {a: e.n for a, e in root.items() if e.n}
        scores = {a: (e.w / e.n if e.n else prior[a]) for a, e in root.items()}
        best = max(ranked, key=lambda a: (root[a].n, scores[a]))
        return best, scores

    def _root_choice(self, root: dict[Action, Edge], prior: dict[Action, float],
                     ranked: list[Action], lines: dict[Action, Any], total: int) -> Action:
        """UCB over the best-ranked first actions this world searched, the prior
        counting as `prior_visits` visits."""
        open_ = [a for a in ranked[:_width(total)] if a in lines] or \
            [a for a in ranked if a in lines]
        n0, log_n = self.prior_visits, math.log(total + 1)
        best, best_score = open_[0], -math.inf
        for a in open_:
            e = root[a]
            q = (e.w + n0 * prior[a]) / (e.n + n0)
            score = q + self.c * math.sqrt(log_n / (e.n + 1))
            if score > best_score:
                best, best_score = a, score
        return best

    def _descend(self, world: Duel, me: int, table: dict[tuple[Any, ...], _Node],
                 rng: random.Random, this_turn: int) -> float:
        """One iteration below a root edge: the opponent's turn as a tree, then a
        playout until `horizon` turns after this one are over; the calibrated value
        for `me`."""
        path: list[Edge] = []
        reply_turn = this_turn + 1
        for _ in range(self.tree_depth):
            if world.result is not None or world.turn > reply_turn:
                break
            p = world.current_player
            legal = world.legal_actions()
            if p == me or world.turn == this_turn:  # the player's own answers: the rules
                world.apply(scripted_action(world, p, legal))
                continue
            legal = canonical(world, legal)
            if len(legal) == 1:
                world.apply(legal[0])
                continue
            key = view_key(world, me)
            node = table.get(key)
            if node is None:
                node = table[key] = _Node(_ranked_moves(world, p, legal))
            action, added = self._opponent_choice(node, legal)
            path.append(node.edges[action])
            world.apply(action)
            if added:
                break
        playout(world, this_turn + self.horizon, rng, self.noise, _PLAYOUT_STEPS)
        v = chance(world, me)
        for edge in path:
            edge.n += 1
            edge.w += 1.0 - v  # the opponent's chance
        return v

    def _opponent_choice(self, node: _Node, legal: list[Action]) -> tuple[Action, bool]:
        """The opponent's move at `node` (and whether its edge is new): the first
        move of the open ones not yet tried, else UCB on the opponent's chances among
        the open moves legal in this world."""
        node.visits += 1
        open_ = [a for a in node.order[:_width(node.visits)] if a in legal] or legal[:1]
        edges = node.edges
        for a in legal:
            e = edges.get(a)
            if e is not None:
                e.avail += 1
        for a in open_:
            if a not in edges:
                e = edges[a] = Edge()
                e.avail = 1
                return a, True
        return ucb_choice(edges, open_, self.c), False

    @property
    def work_done(self) -> int:
        """The iterations of the last decision."""
        return self.done


def _ranked_moves(world: Duel, p: int, legal: list[Action]) -> list[Action]:
    """`legal` in the order an opponent node offers them: the scripted move first,
    then the rest by the evaluation, from `p`'s view, one move deep."""
    first = scripted_action(world, p, legal)
    rest = []
    for a in legal:
        if a == first:
            continue
        child = world.clone()
        child.apply(a)
        rest.append((evaluate(child, p), a))
    rest.sort(key=lambda t: -t[0])
    return [first, *(a for _, a in rest)]
