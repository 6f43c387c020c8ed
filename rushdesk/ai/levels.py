"""The five practice levels and the baselines, by name.

    agent = make_agent("hard", seed=7)
    action = agent.choose(duel)          # one of duel.legal_actions()

Normal and Hard are the own-turn planner (`planner.PlannerAgent`), Expert a
determinized Monte Carlo search around a deeper plan (`expert.ExpertAgent`), each
with caps on its work, which make its decision reproducible from (seed,
observation), and a time budget in seconds as a safety net (out of time it keeps the
worlds it has searched and skips the replies or the rest of the playouts):

| level | agent | worlds | node cap | width | replies | budget |
| --- | --- | --- | --- | --- | --- | --- |
| beginner | Greedy1, a random move half the time | - | - | - | - | - |
| easy | Greedy1, a random move one time in ten | - | - | - | - | - |
| normal | own-turn planner, a random move one time in five | 1 | 3 | 2 | - | 0.1 s |
| hard | own-turn planner | 3 | 3 | all | 3 | 0.1 s |
| expert | own-turn planner, judged by playouts | 5 | 60 | all | playouts | 1.0 s |

Width: the moves searched at each step (the scripted move and the best-looking ones
one move deep). Replies: how many of the best first moves are judged again after the
opponent's next turn, played in every world by the scripted rules. Expert's playouts:
its 4 best first moves, from the ends of their best lines, played on by the scripted
rules with a random move one time in ten through the opponent's turn and its own next
one, 3 playouts per world on shared random numbers; another move replaces the plan's
only when it wins by more than 1.5 standard errors of the paired differences (see
`expert`). Normal's random moves are drawn from its seed and the observation, like the
rest of its decision. Without them, a Normal with its node cap cut to 1 or 0 was as
close to Hard (Hard won 52% and 57% of 100 games) as the full one had been.

Measured order, untimed, on the prebuilt decks, with these levels and the committed
weights: `rushdesk tournament --agent A --agent B --games G --seed S --jobs 1 --untimed`
(paired seeds: G seeds, each played twice with the seats swapped; 95% Wilson intervals):

| A v B | G | S | games | A's score | 95% CI |
| --- | --- | --- | --- | --- | --- |
| expert v hard (`--jobs 2`) | 100 | 7000 | 200 | 61.0% (122-78) | 54.1-67.5% |
| expert v hard (`--jobs 2`) | 100 | 12000 | 200 | 55.5% (111-89) | 48.6-62.2% |
| hard v normal | 100 | 8000 | 200 | 69.0% (138-62) | 62.3-75.0% |
| normal v easy | 100 | 8000 | 200 | 71.0% (142-58) | 64.4-76.8% |
| easy v beginner | 100 | 7000 | 200 | 73.0% (146-54) | 66.5-78.7% |
| greedy1 v beginner | 100 | 7000 | 200 | 80.0% (160-40) | 73.9-85.0% |
| hard v random | 200 | 11000 | 400 | 98.75% (395-5) | 97.1-99.5% |
| hard v random | 200 | 9000 | 400 | 99.5% (398-2) | 98.2-99.9% |
| hard v scripted | 300 | 7000 | 600 | 73.2% (439-161) | 69.5-76.6% |

Expert: its node cap (60) and worlds (5) were raised from 30 and 4 after that
Expert scored 59.5% (119-81) on seeds 7000; the row for seeds 12000 was played after
the choice, and over both rows Expert scored 58.3% (233-167 of 400): stronger than
Hard, but the 60% aimed for is not shown. Before it, the planner with 8 worlds and
5 replies had scored 51.0% (102-98) on seeds 7000: more worlds and replies bought
little, as judging every first move after the reply did not strengthen Hard either
(52% over 100 games).
Screened against Hard over 50 games each (`--games 25 --seed 5000`, untimed, one set
of seeds, so only large differences show): Expert choosing the best playout mean
outright scored 25-25 three times (node cap 3, 6 worlds, 4 playouts per world, noise
0.15; node cap 30, 4 worlds, 3 playouts, noise 0.1 and the planner's value mixed in
as a prior worth 6 playouts, scored with the raw and with the calibrated evaluation);
the deeper planner alone (4 worlds, node cap 30, 3 replies) 30-20, and the Expert with
playouts 30-20. So most of the gain is the deeper search of the own turn; the
playouts, kept on a short leash by the confidence rule, changed the deeper planner's
choice in 13 of the 70 own-turn decisions among 80 of the benchmark's decision points
(seed 4242).

Hard against Random: every loss seen was Hard decking out, often far ahead on LP
(7800 to 200): it paid costs from its Deck, emptied its hand (Rush draws back up to
five) and, behind a lead, waited instead of attacking. The evaluation's `clock` and
`deckout` were changed for it (see `evaluate`) using the losses of seeds 7000 and
9000, so those seeds are not an independent test; on seeds 11000, played after the
change, Hard still lost 5 of 400 games, all deck-outs (98.75%: the 99% aimed for is
not shown). What is left: Hard holds back an attack that one of its three worlds
answers with a Trap, turn after turn, while its evaluation counts the threat of its
board as if it would be carried out next turn.

Timed on one core (`python benchmarks/ai.py --positions 200`): Hard decides in 101.5
ms at p95 and 104.4 ms at p99 (its 0.1 s budget cuts the slowest searches short),
Normal in 14.9 ms at p95, Expert in 157 ms at p50, 632 ms at p95, 815 ms at p99 and
1.0 s at most (its budget).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rushdesk.ai.analysis import Analysis
from rushdesk.ai.baselines import Greedy1Agent, RandomNoPassAgent, ScriptedAgent
from rushdesk.ai.expert import ExpertAgent
from rushdesk.ai.mcts import MCTSAgent
from rushdesk.ai.planner import PlannerAgent
from rushdesk.ai.random_agent import RandomAgent
from rushdesk.engine import Action, Duel

LEVELS = ("beginner", "easy", "normal", "hard", "expert")
BASELINES = ("random", "randomnopass", "greedy1", "scripted", "mcts")
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
    "normal": Level("normal", "Normal", "Plans its own turn from its most promising moves, "
                    "but plays a random move one time in five", 0.1),
    "hard": Level("hard", "Hard", "Plans its own turn over three guesses of your hidden "
                  "cards, and checks its best plans against your next turn", 0.1),
    "expert": Level("expert", "Expert", "Plans its turn further ahead than Hard over eight "
                    "guesses of your hidden cards, and plays its best plans on through your "
                    "next turn and its own to check them", 2.0),
}

_FACTORIES: dict[str, Callable[[int, bool], Any]] = {
    "random": lambda seed, timed: RandomAgent(seed),
    "randomnopass": lambda seed, timed: RandomNoPassAgent(seed),
    "greedy1": lambda seed, timed: Greedy1Agent(seed),
    "scripted": lambda seed, timed: ScriptedAgent(seed),
    "mcts": lambda seed, timed: MCTSAgent(seed, iterations=300,
                                          budget=1.0 if timed else None),
    "beginner": lambda seed, timed: Greedy1Agent(seed, noise=0.5),
    "easy": lambda seed, timed: Greedy1Agent(seed, noise=0.1),
    "normal": lambda seed, timed: PlannerAgent(seed, worlds=1, node_cap=3, width=2,
                                               noise=0.2, budget=0.1 if timed else None),
    "hard": lambda seed, timed: PlannerAgent(seed, worlds=3, node_cap=3, replies=3,
                                             budget=0.1 if timed else None),
    "expert": lambda seed, timed: ExpertAgent(seed, worlds=8, node_cap=60, candidates=4,
                                              rollouts=3, horizon=2, noise=0.1,
                                              confidence=1.5,
                                              budget=2.0 if timed else None),
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
