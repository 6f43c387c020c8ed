"""Baseline agents: RandomNoPass, Greedy1 and Scripted (Random is in `random_agent`).

Every agent has `choose(duel) -> Action`, returning one of `duel.legal_actions()` for
`duel.current_player`, and reads the duel only through an `AIView`.
"""

from __future__ import annotations

import random

from rushdesk.ai.analysis import Analysis, Candidate
from rushdesk.ai.evaluate import evaluate, logistic, win_probability
from rushdesk.ai.policy import PHASE_ENDS, noisy_scripted_action, scripted_action
from rushdesk.ai.view import AIView
from rushdesk.engine import Action, Duel


class RandomNoPassAgent:
    """Uniformly random, except that it never ends a phase (or passes) while it has
    another move."""

    name = "randomnopass"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, duel: Duel) -> Action:
        legal = AIView(duel).legal_actions()
        moves = [a for a in legal if a.kind not in PHASE_ENDS]
        return self.rng.choice(moves or legal)


class Greedy1Agent:
    """Plays the action whose resulting position evaluates best, one action deep, in one
    determinization of what it cannot see. `noise` is the chance of a random move
    instead (the Beginner level is a noisy Greedy1)."""

    name = "greedy1"

    def __init__(self, seed: int | None = None, noise: float = 0.0,
                 weights: list[float] | None = None) -> None:
        self.rng = random.Random(seed)
        self.noise = noise
        self.weights = weights  # None: the evaluation's current weights

    def scores(self, duel: Duel) -> list[tuple[float, Action]]:
        view = AIView(duel)
        world = view.determinize(self.rng)
        me = view.me
        out = []
        for action in view.legal_actions():
            after = world.clone()
            after.apply(action)
            out.append((evaluate(after, me, self.weights), action))
        return out

    def choose(self, duel: Duel) -> Action:
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(AIView(duel).legal_actions())
        scores = self.scores(duel)
        return max(scores, key=lambda t: t[0])[1]

    def analyse(self, duel: Duel) -> Analysis:
        view = AIView(duel)
        scores = sorted(self.scores(duel), key=lambda t: -t[0])
        world = view.determinize(self.rng)
        cands = tuple(Candidate(a, logistic(s)) for s, a in scores[:5])
        return Analysis(cands, win_probability(world, view.me))


class ScriptedAgent:
    """The ordered play rules of `policy.scripted_action`, applied to a determinization
    (the rules read the board; the view never shows hidden cards)."""

    name = "scripted"

    def __init__(self, seed: int | None = None, noise: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, duel: Duel) -> Action:
        view = AIView(duel)
        world = view.determinize(self.rng)
        legal = view.legal_actions()
        if self.noise:
            return noisy_scripted_action(world, view.me, legal, self.rng, self.noise)
        return scripted_action(world, view.me, legal)
