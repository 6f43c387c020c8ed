"""The five practice levels and the baselines, by name.

    agent = make_agent("hard", seed=7)
    action = agent.choose(duel)          # one of duel.legal_actions()

Each level is a search with an iteration (or node) cap, which makes its decision
reproducible from (seed, observation), and a time budget in seconds as a safety net:

| level | agent | cap | budget |
| --- | --- | --- | --- |
| beginner | Greedy1, a random move half the time | - | - |
| easy | Greedy1, a random move one time in ten | - | - |
| normal | own-turn planner, 1 world | 10 positions | 0.1 s |
| hard | determinized MCTS to the end of the turn | 60 iterations | 0.1 s |
| expert | determinized MCTS to the end of the turn | 600 iterations | 1.0 s |

Measured order (tournament, paired seeds): Greedy1 > Beginner, Easy > Beginner,
Normal > Easy, but Hard < Normal (41% over 100 games): at a 0.1 s budget the own-turn
planner plays better than MCTS with its 60 iterations. Seeding the MCTS root with
planner lines, or a planner over several sampled worlds for Hard, is the next step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rushdesk.ai.analysis import Analysis
from rushdesk.ai.baselines import Greedy1Agent, RandomNoPassAgent, ScriptedAgent
from rushdesk.ai.mcts import MCTSAgent
from rushdesk.ai.planner import PlannerAgent
from rushdesk.ai.random_agent import RandomAgent
from rushdesk.engine import Action, Duel

LEVELS = ("beginner", "easy", "normal", "hard", "expert")
BASELINES = ("random", "randomnopass", "greedy1", "scripted")
AGENT_NAMES = LEVELS + BASELINES


class Agent(Protocol):
    """Anything that picks one of `duel.legal_actions()` for `duel.current_player`."""

    def choose(self, duel: Duel) -> Action: ...


@dataclass(frozen=True)
class Level:
    """A level's description for the duel setup: its name, what it is, its budget."""

    name: str
    title: str
    summary: str
    budget: float | None


LEVEL_INFO = {
    "beginner": Level("beginner", "Beginner", "Plays the best-looking move, or a random one "
                      "half the time", None),
    "easy": Level("easy", "Easy", "Plays the best-looking move, mostly", None),
    "normal": Level("normal", "Normal", "Plans its own turn", 0.1),
    "hard": Level("hard", "Hard", "Searches its turn and your Traps over many guesses of "
                  "your hidden cards", 0.1),
    "expert": Level("expert", "Expert", "Searches ten times longer than Hard", 1.0),
}

_FACTORIES: dict[str, Callable[[int, bool], Any]] = {
    "random": lambda seed, timed: RandomAgent(seed),
    "randomnopass": lambda seed, timed: RandomNoPassAgent(seed),
    "greedy1": lambda seed, timed: Greedy1Agent(seed),
    "scripted": lambda seed, timed: ScriptedAgent(seed),
    "beginner": lambda seed, timed: Greedy1Agent(seed, noise=0.5),
    "easy": lambda seed, timed: Greedy1Agent(seed, noise=0.1),
    "normal": lambda seed, timed: PlannerAgent(seed, worlds=1, node_cap=10,
                                               budget=0.1 if timed else None),
    "hard": lambda seed, timed: MCTSAgent(seed, iterations=60, playout_steps=40,
                                          budget=0.1 if timed else None),
    "expert": lambda seed, timed: MCTSAgent(seed, iterations=600, playout_steps=40,
                                            budget=1.0 if timed else None),
}


def make_agent(name: str, seed: int = 0, *, timed: bool = True) -> Any:
    """The agent called `name` (a level or a baseline). `timed=False` drops the time
    budget, leaving only the iteration cap: decisions then depend on nothing but the
    seed and the observation, whatever the machine's speed."""
    key = name.lower()
    if key not in _FACTORIES:
        raise ValueError(f"unknown agent {name!r}: choose from {', '.join(AGENT_NAMES)}")
    return _FACTORIES[key](seed, timed)


def analyse(agent: Any, duel: Duel) -> Analysis | None:
    """The agent's analysis of the decision, if it offers one."""
    method = getattr(agent, "analyse", None)
    return method(duel) if method is not None else None
