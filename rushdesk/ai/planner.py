"""The own-turn planner: a depth-first search of one's own actions until the turn ends.

In each of a few determinized worlds, every sequence of the player's decisions up to
the end of the current turn is searched, the opponent's answers inside the turn
(Traps, their picks) coming from the scripted rules. Positions are merged through a
transposition table keyed by what the player sees (`search.view_key`), because
unlimited Normal Summons reach one board by many orders. After `node_cap` expanded
positions the rest of a line is played out by the scripted rules (once the time budget
is spent, positions are judged as they stand). Each first action
is scored by the mean over worlds of its best line's evaluation at the end of the turn.
With `width=w`, each position searches only the scripted move and the `w - 1` moves
that evaluate best one move deep (a cheaper, narrower search).

With `replies=k` on its own turn, the planner then looks one turn further for its `k`
best first actions: in every world the end of each one's best line is played on
through the opponent's next turn by the scripted rules, up to the planner's next Main
Phase, and judged there. That sees what the end-of-turn evaluation misses: the
opponent's attacks and removal, the Traps set behind their monsters, a Deck that can
no longer be drawn from. The best of the `k` after the reply is chosen.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rushdesk.ai.analysis import Analysis, Candidate
from rushdesk.ai.evaluate import evaluate, logistic
from rushdesk.ai.policy import scripted_action
from rushdesk.ai.search import canonical, decision_seed, playout, view_key
from rushdesk.ai.view import AIView

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel


_REPLY_STEPS = 60  # actions of the opponent's reply turn played at most

# A line's value and the world at its end (the end of the turn, or where it was cut).
Line = tuple[float, "Duel"]


class _Search:
    """One world's search: a transposition table and a node budget."""

    def __init__(self, me: int, last_turn: int, node_cap: int, rng: random.Random,
                 deadline: float, width: int = 0) -> None:
        self.me, self.last_turn, self.node_cap, self.width = me, last_turn, node_cap, width
        self.rng, self.deadline = rng, deadline
        self.table: dict[tuple[Any, ...], Line] = {}
        self.nodes = 0
        self.cut = False  # the time budget ran out during this search

    def value(self, world: Duel) -> Line:
        """The best line from `world` (which the search owns) to the end of the turn."""
        me = self.me
        while (world.result is None and world.turn <= self.last_turn
               and world.current_player != me):
            other = 1 - me
            world.apply(scripted_action(world, other, world.legal_actions()))
        if world.result is not None or world.turn > self.last_turn:
            return evaluate(world, me), world
        key = view_key(world, me)
        known = self.table.get(key)
        if known is not None:
            return known
        self.nodes += 1
        line: Line
        if time.perf_counter() > self.deadline:
            self.cut = True
            line = evaluate(world, me), world  # out of time: judge it as it stands
        elif self.nodes > self.node_cap:
            playout(world, self.last_turn, self.rng, 0.0)
            line = evaluate(world, me), world
        else:
            line = max(self.children(world).values(), key=lambda t: t[0])
        self.table[key] = line
        return line

    def reply(self, end: Duel) -> float:
        """The value of a line's end once the opponent's next turn is played."""
        world = end.clone()
        playout(world, self.last_turn + 1, self.rng, 0.0, _REPLY_STEPS)
        return evaluate(world, self.me)

    def children(self, world: Duel) -> dict[Action, Line]:
        """The best line after each of the player's moves in `world` (with `width`,
        only after the scripted move and the moves that look best one move deep)."""
        legal = canonical(world, world.legal_actions())
        first = scripted_action(world, self.me, legal)
        ordered = [first, *(a for a in legal if a != first)]
        after = []
        for a in ordered:
            child = world.clone()
            child.apply(a)
            after.append((a, child))
        if self.width and len(after) > self.width:
            me = self.me
            rest = sorted(after[1:], key=lambda t: -evaluate(t[1], me))
            after = [after[0], *rest[:self.width - 1]]
        return {a: self.value(child) for a, child in after}


Searched = list[tuple[_Search, dict["Action", Line]]]  # each world's search and lines


def search_worlds(view: AIView, worlds: int, node_cap: int, rng: random.Random,
                  deadline: float, width: int = 0) -> tuple[Searched, bool]:
    """Up to `worlds` determinizations of `view`, each searched to the end of the turn:
    every first action's best line in each, and whether it is the player's own turn.
    Out of time, the worlds searched so far stand; a world cut short is left out
    (it would skew the mean) unless it is the only one."""
    searched: Searched = []
    own_turn = False
    for _ in range(worlds):
        if searched and time.perf_counter() > deadline:
            break
        world = view.determinize(rng)
        own_turn = world.tp == view.me
        search = _Search(view.me, world.turn, node_cap, rng, deadline, width)
        lines = search.children(world)
        if search.cut and searched:
            break
        searched.append((search, lines))
    return searched, own_turn


def mean_values(searched: Searched,
                value: Callable[[float], float] | None = None) -> dict[Action, float]:
    """Each first action's mean line value (a logit, or `value` of it) over the worlds
    that searched it (with a `width`, a world may not search every action)."""
    totals: dict[Action, float] = {}
    counts: dict[Action, int] = {}
    for _, lines in searched:
        for a, (v, _end) in lines.items():
            totals[a] = totals.get(a, 0.0) + (value(v) if value is not None else v)
            counts[a] = counts.get(a, 0) + 1
    return {a: v / counts[a] for a, v in totals.items()}


class PlannerAgent:
    """Chooses the first action of the best own-turn plan (see the module doc)."""

    def __init__(self, seed: int = 0, worlds: int = 2, node_cap: int = 150,
                 budget: float | None = None, noise: float = 0.0,
                 replies: int = 0, width: int = 0) -> None:
        self.seed, self.worlds, self.node_cap = seed, worlds, node_cap
        self.budget, self.noise, self.replies = budget, noise, replies
        self.width = width

    def scores(self, duel: Duel) -> dict[Action, float]:
        """Each first action's score: the mean over worlds of its best line's value
        (see the module doc for the replies)."""
        view = AIView(duel)
        rng = random.Random(decision_seed(view, self.seed))
        deadline = time.perf_counter() + self.budget if self.budget else float("inf")
        searched, own_turn = search_worlds(view, self.worlds, self.node_cap, rng, deadline,
                                           self.width)
        scores = mean_values(searched)
        if self.replies and own_turn and len(scores) > 1 and time.perf_counter() < deadline:
            scores = self._after_replies(scores, searched, deadline)
        return scores

    def _after_replies(self, scores: dict[Action, float],
                       searched: Searched, deadline: float) -> dict[Action, float]:
        """`scores` with the best `replies` first actions judged after the opponent's
        next turn; the other actions rank below them, in their former order. Should
        the time budget run out first, `scores` stands as it was."""
        ranked = sorted(scores, key=lambda a: -scores[a])
        top: dict[Action, float] = {}
        for a in ranked[:self.replies]:
            values = []
            for search, lines in searched:
                if time.perf_counter() > deadline:
                    return scores
                if a in lines:
                    values.append(search.reply(lines[a][1]))
            top[a] = sum(values) / len(values)
        floor = min(top.values())
        cut = scores[ranked[len(top) - 1]]
        out = dict(top)
        for a in ranked[len(top):]:
            out[a] = floor - 1.0 - (cut - scores[a])
        return out

    def choose(self, duel: Duel) -> Action:
        scores = self.scores(duel)
        if self.noise:
            rng = random.Random(decision_seed(AIView(duel), self.seed + 1))
            if rng.random() < self.noise:
                return rng.choice(list(scores))
        return max(scores, key=lambda a: scores[a])

    def analyse(self, duel: Duel) -> Analysis:
        scores = sorted(self.scores(duel).items(), key=lambda t: -t[1])
        cands = tuple(Candidate(a, logistic(v)) for a, v in scores[:5])
        return Analysis(cands, cands[0].score)
