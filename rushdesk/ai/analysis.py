"""`Analysis`: what an agent thought of a decision, for the board's analysis overlay."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rushdesk.engine import Action

if TYPE_CHECKING:
    from rushdesk.engine import Duel


@dataclass(frozen=True)
class Candidate:
    """One move considered: its score (a win probability for the mover), how often the
    search tried it (0 for agents that do not count), in the engine's notation."""

    action: Action
    score: float
    visits: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action.to_dict(), "notation": self.action.notation(),
                "score": round(self.score, 4), "visits": self.visits}


@dataclass(frozen=True)
class Analysis:
    """The top candidate moves, best first, and the estimated win probability of the
    player deciding."""

    candidates: tuple[Candidate, ...]
    win_probability: float
    iterations: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def best(self) -> Action:
        return self.candidates[0].action

    def to_dict(self) -> dict[str, Any]:
        return {"candidates": [c.to_dict() for c in self.candidates],
                "win_probability": round(self.win_probability, 4),
                "iterations": self.iterations, **self.extra}

    @staticmethod
    def ranked(best: Action, scores: dict[Action, float], visits: dict[Action, int],
               iterations: int) -> Analysis:
        """The analysis of a search that chose `best`: it first, then the other moves
        by `scores` (win probabilities), five in all, with their `visits`."""
        ranked = [best, *sorted((a for a in scores if a != best), key=lambda a: -scores[a])]
        cands = tuple(Candidate(a, scores[a], visits.get(a, 0)) for a in ranked[:5])
        return Analysis(cands, scores[best], iterations)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Analysis:
        cands = tuple(Candidate(Action.from_dict(c["action"]), float(c["score"]),
                                int(c.get("visits", 0))) for c in data["candidates"])
        extra = {k: v for k, v in data.items()
                 if k not in ("candidates", "win_probability", "iterations")}
        return Analysis(cands, float(data["win_probability"]), int(data.get("iterations", 0)),
                        extra)


class Searcher(ABC):
    """An agent whose `decide` gives its choice and every first move's score (a win
    probability), and which counts its work: `visits` per move and `work_done` in
    all, for its last decision."""

    visits: dict[Action, int]

    @abstractmethod
    def decide(self, duel: Duel) -> tuple[Action, dict[Action, float]]:
        """The chosen action and every first action's score."""

    @property
    @abstractmethod
    def work_done(self) -> int:
        """The work of the last decision, in the search's own unit."""

    def scores(self, duel: Duel) -> dict[Action, float]:
        return self.decide(duel)[1]

    def choose(self, duel: Duel) -> Action:
        return self.decide(duel)[0]

    def analyse(self, duel: Duel) -> Analysis:
        best, scores = self.decide(duel)
        return Analysis.ranked(best, scores, self.visits, self.work_done)
