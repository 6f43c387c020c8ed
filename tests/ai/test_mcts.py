"""The determinized Monte Carlo tree search (`ai.mcts`), the `mcts` baseline."""

from __future__ import annotations

from rushdesk.ai.levels import make_agent
from rushdesk.ai.mcts import MCTSAgent
from rushdesk.engine import ATK

from .helpers import Side, build
from .positions import load_positions

POSITIONS = load_positions()


def test_mcts_finds_lethal_over_a_blocker() -> None:
    # Summon both, attack the blocker with one and the player with the other.
    duel = build(p0=Side(hand=["V4-1800", "V4-1700"]),
                 p1=Side(monsters=[("V2-500", ATK)], lp=3000))
    report = MCTSAgent(seed=0, iterations=300, budget=None).analyse(duel)
    assert report.best.kind == "summon"
    assert report.win_probability > 0.9
    assert report.iterations >= 1 and report.candidates[0].visits > 0


def test_the_most_visited_move_is_chosen_and_visits_add_up() -> None:
    duel = POSITIONS["main-1"]
    report = MCTSAgent(seed=3, iterations=120, budget=None).analyse(duel)
    visits = [c.visits for c in report.candidates]
    assert visits == sorted(visits, reverse=True)
    assert sum(visits) <= report.iterations
    assert all(c.action in duel.legal_actions() for c in report.candidates)


def test_an_untimed_decision_is_reproducible_and_the_agent_is_named() -> None:
    duel = POSITIONS["battle-1"]
    first = make_agent("mcts", seed=4, timed=False).analyse(duel)
    again = make_agent("mcts", seed=4, timed=False).analyse(duel)
    assert first.to_dict()["candidates"] == again.to_dict()["candidates"]  # not the timing
    assert make_agent("mcts", seed=4).budget == 1.0


def test_a_settled_search_stops_before_its_iterations() -> None:
    # The search stops once the most visited move leads the second by more than the
    # iterations left: nothing could overtake it.
    duel = POSITIONS["main-2"]
    report = MCTSAgent(seed=1, iterations=2000, budget=None).analyse(duel)
    assert report.iterations < 2000
