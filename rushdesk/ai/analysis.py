"""`Analysis`: what an agent thought of a decision, for the board's analysis overlay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rushdesk.engine import Action


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
    def from_dict(data: dict[str, Any]) -> Analysis:
        cands = tuple(Candidate(Action.from_dict(c["action"]), float(c["score"]),
                                int(c.get("visits", 0))) for c in data["candidates"])
        extra = {k: v for k, v in data.items()
                 if k not in ("candidates", "win_probability", "iterations")}
        return Analysis(cands, float(data["win_probability"]), int(data.get("iterations", 0)),
                        extra)
