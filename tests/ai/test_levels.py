"""Every level and baseline returns a legal action on the saved positions (Maximum,
Fusion, Trap, Tribute, Battle, effect picks), reproducibly given its seed."""

from __future__ import annotations

import pytest

from rushdesk.ai.analysis import Analysis
from rushdesk.ai.levels import AGENT_NAMES, LEVEL_INFO, LEVELS, analyse, make_agent

from .positions import load_positions

POSITIONS = load_positions()


def test_the_saved_positions_cover_the_hard_decisions() -> None:
    kinds = {name.rsplit("-", 1)[0] for name in POSITIONS}
    assert {"maximum", "fusion-monster", "trap-window", "tribute", "battle", "main"} <= kinds
    assert any(a.kind == "maximum" for a in POSITIONS["maximum-1"].legal_actions())
    assert POSITIONS["trap-window-1"].request.kind == "window"


@pytest.mark.parametrize("agent", [n for n in AGENT_NAMES if n != "expert"])
def test_every_agent_returns_a_legal_action_everywhere(agent: str) -> None:
    for name, duel in POSITIONS.items():
        action = make_agent(agent, seed=11).choose(duel)  # with its time budget
        assert action in duel.legal_actions(), name


def test_expert_returns_a_legal_action_everywhere() -> None:
    # Expert's own budget is a second per decision; its search is the same code as
    # Hard's, so a short budget exercises it on every position within the CI's time.
    for name, duel in POSITIONS.items():
        agent = make_agent("expert", seed=11)
        agent.budget = 0.05
        assert agent.choose(duel) in duel.legal_actions(), name


def test_a_decision_is_reproducible_from_the_seed() -> None:
    duel = POSITIONS["main-2"]
    for level in ("easy", "normal", "hard"):
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
