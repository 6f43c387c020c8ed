"""The Expert level: determinized Monte Carlo judgement of a deep own-turn plan.

On its own turn Expert deals `worlds` determinizations of what it cannot see
(`AIView.determinize`) and, in each, runs the own-turn planner's search
(`planner.search_worlds`) with a larger node cap than Hard's: every first action gets its
best line to the end of the turn, and the first actions are ranked by their mean
line value over the worlds. The best `candidates` of them are then judged by Monte
Carlo: from the end of each one's best line, in every world, `rollouts` truncated
playouts go on by the noisy scripted rules through the opponent's next turn and
Expert's own following turn (`horizon` turns after this one), and the position
there is scored with the evaluation (calibrated, see `CALIBRATION`). The samples
differ by the world dealt and by the playouts' noise. In one round every candidate
is played on the same random numbers (common random numbers), so two candidates
are compared on the same draws and the same noisy choices.

The playouts are noisy judges (a scripted player with random moves, an evaluation
two turns on), and choosing the best playout mean outright played no better than
Hard (see `levels`). So, with `confidence` z, the planner's own first action stands
unless another candidate beats it round by round, by more than z standard errors
of the paired differences: the playouts overrule the plan only where they clearly
see what the end-of-turn evaluation cannot (the opponent's attack that clears the
board, a turn with nothing left to play).

Off its own turn (Traps, picks in the opponent's turn) Expert takes the planner's
choice over its worlds. Work is capped by the counts (`worlds`, `node_cap`,
`rollouts`), so an untimed decision is reproducible from (seed, observation);
`budget` (seconds) is a safety net: out of time, the worlds searched and the
complete rounds of playouts so far decide.
"""

from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING

from rushdesk.ai.analysis import Searcher
from rushdesk.ai.evaluate import evaluate, logistic
from rushdesk.ai.planner import Searched, mean_values, search_worlds
from rushdesk.ai.search import decision_seed, playout
from rushdesk.ai.view import AIView

if TYPE_CHECKING:
    from rushdesk.engine import Action, Duel

_ROLLOUT_STEPS = 400  # actions a playout of the next turns takes at most

# The evaluation's logit is overconfident as a probability: over 5,456 Main Phase
# positions of 200 noisy scripted duels (`tune.self_play(200, 61000, 0.15)`), its
# log loss as a predictor of the winner is 0.767 as it stands and least, 0.605, with
# the logit scaled by 0.3. Averaged over playouts, overconfident probabilities let a
# few lopsided samples outweigh the rest, so the playouts are scored with the scaled
# logit. (Scaling does not change which of two positions evaluates better.)
CALIBRATION = 0.3


def calibrated(logit: float) -> float:
    """The evaluation's `logit` as a calibrated chance of winning (see `CALIBRATION`)."""
    return logistic(CALIBRATION * logit)


def chance(world: Duel, me: int) -> float:
    """The calibrated chance that `me` wins from `world`."""
    return calibrated(evaluate(world, me))


class ExpertAgent(Searcher):
    """Chooses the first action of the best own-turn plan, judged over the next turns
    by playouts (see the module doc)."""

    def __init__(self, seed: int = 0, worlds: int = 6, candidates: int = 4,
                 rollouts: int = 4, horizon: int = 2, noise: float = 0.15,
                 node_cap: int = 3, confidence: float = 0.0,
                 budget: float | None = None, chances: bool = True) -> None:
        self.seed, self.worlds, self.candidates = seed, worlds, candidates
        self.rollouts, self.horizon, self.noise = rollouts, horizon, noise
        self.node_cap, self.confidence, self.budget = node_cap, confidence, budget
        self.chances = chances
        self.visits: dict[Action, int] = {}  # playouts per candidate, last decision

    def decide(self, duel: Duel) -> tuple[Action, dict[Action, float]]:
        """The chosen action and every first action's score, a win probability: the
        mean over the playouts for the candidates, the planner's end-of-turn
        judgement below them for the rest (and for every action off Expert's own
        turn)."""
        view = AIView(duel)
        me = view.me
        rng = random.Random(decision_seed(view, self.seed))
        deadline = time.perf_counter() + self.budget if self.budget else float("inf")
        searched, own_turn = search_worlds(view, self.worlds, self.node_cap, rng, deadline)
        if self.chances:  # the mean chance over the worlds
            scores = mean_values(searched, calibrated)
        else:  # the chance of the mean logit
            scores = {a: calibrated(v) for a, v in mean_values(searched).items()}
        plan = dict(scores)
        ranked = sorted(plan, key=lambda a: -plan[a])
        self.visits = {}
        if not own_turn or len(plan) < 2:
            return ranked[0], scores
        samples = self._playouts(me, ranked[:self.candidates], searched, rng, deadline)
        judged = {a: sum(v.values()) / len(v) for a, v in samples.items() if v}
        if len(judged) < 2:
            return ranked[0], scores
        self.visits = {a: len(samples[a]) for a in judged}
        floor = min(judged.values())
        for a in ranked:  # the rest rank below every judged one, in the planner's order
            scores[a] = judged[a] if a in judged else floor * scores[a]
        return self._pick(ranked[0], samples, judged), scores

    def _pick(self, planned: Action, samples: dict[Action, dict[int, float]],
              judged: dict[Action, float]) -> Action:
        """The candidate with the best mean; with `confidence` z, the planner's own
        choice unless another beats it on the same draws by more than z standard
        errors of the paired differences."""
        if not self.confidence or planned not in judged:
            return max(judged, key=lambda a: judged[a])
        best, margin = planned, 0.0
        base = samples[planned]
        for a, values in samples.items():
            diffs = [v - base[k] for k, v in values.items() if k in base]
            if a == planned or len(diffs) < 2:
                continue
            mean = sum(diffs) / len(diffs)
            var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
            bound = mean - self.confidence * math.sqrt(var / len(diffs))
            if bound > margin:
                best, margin = a, bound
        return best

    def _playouts(self, me: int, cands: list[Action],
                  searched: Searched,
                  rng: random.Random, deadline: float) -> dict[Action, dict[int, float]]:
        """Each candidate's playout values from the ends of its best lines, by round:
        in round k every candidate is played on the same random numbers, and only
        complete rounds are played, so a budget cut leaves the comparison fair."""
        out: dict[Action, dict[int, float]] = {a: {} for a in cands}
        seeds = [rng.getrandbits(64) for _ in range(len(searched) * self.rollouts)]
        k = 0
        for search, lines in searched:
            last = search.last_turn + self.horizon
            for _ in range(self.rollouts):
                if time.perf_counter() > deadline:
                    return out
                seed = seeds[k]
                for a in cands:
                    line = lines.get(a)
                    if line is None:
                        continue
                    world = line[1].clone()
                    playout(world, last, random.Random(seed), self.noise, _ROLLOUT_STEPS)
                    out[a][k] = chance(world, me)
                k += 1
        return out

    @property
    def work_done(self) -> int:
        """The playouts of the last decision."""
        return sum(self.visits.values())

