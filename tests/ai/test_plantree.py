"""The information-set tree search over whole-turn plans (`ai.plantree`)."""

from __future__ import annotations

from rushdesk.ai.plantree import PlanTreeAgent, _width
from rushdesk.engine import ATK

from .helpers import Side, build
from .positions import load_positions

POSITIONS = load_positions()


def test_it_finds_lethal_over_a_blocker() -> None:
    # Summon both, attack the blocker with one and the player with the other.
    duel = build(p0=Side(hand=["V4-1800", "V4-1700"]),
                 p1=Side(monsters=[("V2-500", ATK)], lp=3000))
    report = PlanTreeAgent(seed=0, worlds=2, iterations=24).analyse(duel)
    assert report.best.kind == "summon"
    assert report.win_probability > 0.99


def test_every_iteration_visits_one_first_move_and_the_most_visited_is_chosen() -> None:
    duel = POSITIONS["main-1"]
    agent = PlanTreeAgent(seed=3, worlds=3, node_cap=10, iterations=40)
    best, scores = agent.decide(duel)
    assert agent.done == 40 and sum(agent.visits.values()) == 40
    assert set(scores) <= set(duel.legal_actions()) and best in duel.legal_actions()
    assert agent.visits[best] == max(agent.visits.values())
    assert len(agent.visits) >= 3  # the widening opened more than the first two
    assert all(0.0 <= v <= 1.0 for v in scores.values())


def test_the_first_iterations_try_only_the_moves_the_plan_ranks_best() -> None:
    # Progressive widening: two moves are open until the fourth visit.
    assert [_width(n) for n in (0, 3, 4, 16, 64)] == [2, 2, 3, 4, 6]
    duel = POSITIONS["main-1"]
    agent = PlanTreeAgent(seed=3, worlds=3, node_cap=10, iterations=4)
    agent.decide(duel)
    top = sorted(agent.prior, key=lambda a: -agent.prior[a])[:2]
    assert set(agent.visits) <= set(top) and sum(agent.visits.values()) == 4


def test_the_opponents_turn_is_searched_as_a_tree() -> None:
    # Nodes are the opponent's decisions in its next turn; the first move a node
    # offers is the scripted one, and a node revisited opens more of its moves.
    duel = POSITIONS["main-2"]
    agent = PlanTreeAgent(seed=5, worlds=2, node_cap=10, iterations=60)
    agent.decide(duel)
    assert agent.nodes >= 2
    assert agent.widest >= 3


def test_off_its_own_turn_the_plan_decides_without_iterations() -> None:
    duel = POSITIONS["trap-window-1"]
    agent = PlanTreeAgent(seed=1, worlds=2, iterations=50)
    assert agent.choose(duel) in duel.legal_actions()
    assert agent.done == 0 and agent.visits == {}


def test_an_untimed_decision_is_reproducible() -> None:
    duel = POSITIONS["main-2"]
    first = PlanTreeAgent(seed=4, worlds=2, iterations=30).analyse(duel)
    again = PlanTreeAgent(seed=4, worlds=2, iterations=30).analyse(duel)
    assert first.to_dict() == again.to_dict()


def test_a_short_budget_stops_the_iterations_but_still_answers() -> None:
    duel = POSITIONS["main-2"]
    agent = PlanTreeAgent(seed=2, worlds=2, iterations=10**6, budget=0.3)
    assert agent.choose(duel) in duel.legal_actions()
    assert agent.done < 10**6
