"""Every level and baseline returns a legal action on the saved positions (Maximum,
Fusion, Trap, Tribute, Battle, effect picks), reproducibly given its seed."""

from __future__ import annotations

import time

import pytest

from rushdesk.ai.analysis import Analysis
from rushdesk.ai.expert import ExpertAgent
from rushdesk.ai.levels import AGENT_NAMES, LEVEL_INFO, LEVELS, analyse, make_agent
from rushdesk.ai.planner import PlannerAgent

from .helpers import SLOW_AGENTS
from .positions import load_positions

POSITIONS = load_positions()


def test_the_saved_positions_cover_the_hard_decisions() -> None:
    kinds = {name.rsplit("-", 1)[0] for name in POSITIONS}
    assert {"maximum", "fusion-monster", "trap-window", "tribute", "battle", "main"} <= kinds
    assert any(a.kind == "maximum" for a in POSITIONS["maximum-1"].legal_actions())
    assert POSITIONS["trap-window-1"].request.kind == "window"


@pytest.mark.parametrize("agent", [n for n in AGENT_NAMES if n not in SLOW_AGENTS])
def test_every_agent_returns_a_legal_action_everywhere(agent: str) -> None:
    for name, duel in POSITIONS.items():
        action = make_agent(agent, seed=11).choose(duel)  # with its time budget
        assert action in duel.legal_actions(), name


@pytest.mark.parametrize("agent", SLOW_AGENTS)
def test_the_slow_searches_return_a_legal_action_everywhere(agent: str) -> None:
    # Their own budget is two seconds per decision; a short one cuts the search on
    # every position (test_expert.py and test_plantree.py run them untimed).
    for name, duel in POSITIONS.items():
        searcher = make_agent(agent, seed=11)
        searcher.budget = 0.05
        assert searcher.choose(duel) in duel.legal_actions(), name


def test_a_decision_is_reproducible_from_the_seed() -> None:
    duel = POSITIONS["main-2"]
    for level in ("easy", "normal", "hard", "expert"):
        first = make_agent(level, seed=4, timed=False).choose(duel)
        again = make_agent(level, seed=4, timed=False).choose(duel)
        assert first == again


@pytest.mark.parametrize("level", ["beginner", "normal", "hard"])
def test_the_analysis_lists_legal_candidates_and_a_probability(level: str) -> None:
    duel = POSITIONS["battle-1"]
    report = analyse(make_agent(level, seed=2), duel)
    assert isinstance(report, Analysis)
    assert report.candidates and 0.0 <= report.win_probability <= 1.0
    assert all(c.action in duel.legal_actions() for c in report.candidates)
    again = Analysis.from_dict(report.to_dict())
    assert [(c.action, c.visits) for c in again.candidates] == [
        (c.action, c.visits) for c in report.candidates]


def test_levels_are_named_and_described() -> None:
    assert LEVELS == ("beginner", "easy", "normal", "hard", "expert")
    assert list(LEVEL_INFO) == list(LEVELS)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent("grandmaster")


def test_the_levels_are_built_as_the_table_says() -> None:
    # Hard plans over several worlds and checks its best plans against the opponent's
    # next turn, Normal does neither (and alone sometimes plays a random move);
    # Expert searches its turn deeper than Hard, in more worlds, and judges its best
    # plans by playouts of the next two turns.
    normal, hard, expert = (make_agent(n, seed=0) for n in ("normal", "hard", "expert"))
    assert isinstance(normal, PlannerAgent) and isinstance(hard, PlannerAgent)
    assert isinstance(expert, ExpertAgent)
    assert normal.worlds == 1 and normal.replies == 0
    assert 0 < normal.noise < 0.5 and hard.noise == 0
    assert hard.worlds >= 3 and hard.replies >= 3
    assert expert.worlds > hard.worlds and expert.node_cap > hard.node_cap
    assert expert.rollouts >= 1 and expert.horizon >= 2
    for name in ("normal", "hard", "expert"):
        assert make_agent(name, seed=0).budget == LEVEL_INFO[name].budget
        assert make_agent(name, seed=0, timed=False).budget is None


@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_a_level_decides_within_its_budget(level: str) -> None:
    # The budget stops the search between positions (Expert's also between worlds and
    # rounds of playouts), so a decision may overrun it by the work in hand; over the
    # saved positions it stays close to the budget.
    budget = LEVEL_INFO[level].budget
    assert budget is not None
    times = []
    for name, duel in POSITIONS.items():
        agent = make_agent(level, seed=3)
        start = time.perf_counter()
        assert agent.choose(duel) in duel.legal_actions(), name
        times.append(time.perf_counter() - start)
    times.sort()
    assert times[len(times) // 2] <= budget * 1.5
    assert times[-1] <= budget * 8


def test_normals_random_moves_are_occasional_and_fixed_by_seed_and_view() -> None:
    # Normal is the noise-free narrow planner but for a random move now and then,
    # drawn from the seed and the observation (so still reproducible and honest).
    differ = total = 0
    for seed in range(4):
        for name, duel in POSITIONS.items():
            noisy = make_agent("normal", seed=seed, timed=False)
            choice = noisy.choose(duel)
            assert choice == make_agent("normal", seed=seed, timed=False).choose(duel), name
            plain = PlannerAgent(seed, worlds=noisy.worlds, node_cap=noisy.node_cap,
                                 width=noisy.width)
            differ += choice != plain.choose(duel)
            total += 1
    assert 0 < differ < total // 3
