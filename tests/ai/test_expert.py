"""Expert: the Monte Carlo search over the planner's best first moves (`ai.expert`)."""

from __future__ import annotations

import pytest

from rushdesk.ai.expert import ExpertAgent
from rushdesk.ai.levels import LEVEL_INFO, make_agent
from rushdesk.ai.planner import PlannerAgent
from rushdesk.engine import ATK

from .helpers import Side, build
from .positions import load_positions

POSITIONS = load_positions()


def test_expert_is_the_monte_carlo_search_with_more_worlds_than_hard() -> None:
    hard, expert = make_agent("hard", seed=0), make_agent("expert", seed=0)
    assert isinstance(hard, PlannerAgent) and isinstance(expert, ExpertAgent)
    assert expert.worlds > hard.worlds
    assert expert.candidates >= 2 and expert.rollouts >= 1
    # the playouts differ from one another, and reach Expert's next turn
    assert expert.horizon >= 2 and 0 < expert.noise < 0.5
    assert expert.budget == LEVEL_INFO["expert"].budget == 2.0
    assert make_agent("expert", seed=0, timed=False).budget is None


def test_expert_returns_a_legal_action_on_every_saved_position_untimed() -> None:
    # The saved Maximum, Fusion, Trap, Tribute, Battle and pick positions, with only
    # the iteration caps (the level as the tournaments measure it).
    for name, duel in POSITIONS.items():
        action = make_agent("expert", seed=11, timed=False).choose(duel)
        assert action in duel.legal_actions(), name


def test_an_untimed_decision_is_reproducible_from_the_seed() -> None:
    for name in ("main-2", "maximum-1", "fusion-monster-1"):
        duel = POSITIONS[name]
        first = make_agent("expert", seed=4, timed=False).analyse(duel)
        again = make_agent("expert", seed=4, timed=False).analyse(duel)
        assert first.to_dict() == again.to_dict(), name


def test_the_playouts_judge_the_best_planned_moves_on_the_same_draws() -> None:
    # On its own turn the `candidates` best first moves by the planner each get one
    # playout per world and round; every other move ranks below them.
    duel = POSITIONS["main-1"]
    agent = ExpertAgent(seed=1, worlds=3, candidates=3, rollouts=2)
    scores = agent.scores(duel)
    assert set(scores) <= set(duel.legal_actions())
    judged = set(agent.visits)
    assert len(judged) == 3
    assert set(agent.visits.values()) == {3 * 2}
    assert all(0.0 <= v <= 1.0 for v in scores.values())
    assert min(scores[a] for a in judged) > max(v for a, v in scores.items() if a not in judged)


def test_expert_finds_lethal_over_a_blocker() -> None:
    # Summon both and attack with both: the opponent's 3000 LP are gone this turn.
    duel = build(p0=Side(hand=["V4-1800", "V4-1700"]),
                 p1=Side(monsters=[("V2-500", ATK)], lp=3000))
    agent = make_agent("expert", seed=0, timed=False)
    report = agent.analyse(duel)
    assert report.best.kind == "summon"
    assert report.win_probability > 0.99


def test_a_short_budget_cuts_the_search_but_still_answers() -> None:
    # Judged by the work done, not the clock: uncut, every candidate would get
    # 50 worlds x 50 playouts (the time bound is `test_levels`' budget test).
    duel = POSITIONS["main-2"]
    agent = ExpertAgent(seed=2, worlds=50, rollouts=50, budget=0.05)
    assert agent.choose(duel) in duel.legal_actions()
    assert all(n < 50 * 50 for n in agent.visits.values())


def test_with_confidence_the_plan_stands_unless_clearly_beaten_on_the_same_draws() -> None:
    planned, close, clear = (POSITIONS["main-1"].legal_actions()[i] for i in range(3))
    agent = ExpertAgent(confidence=2.0)
    base = {k: 0.5 + 0.1 * (k % 3) for k in range(12)}
    # `close` is better on average but not draw by draw; `clear` is better on every draw
    samples = {planned: base,
               close: {k: v + (0.3 if k % 2 else -0.25) for k, v in base.items()},
               clear: {k: v + 0.05 for k, v in base.items()}}
    judged = {a: sum(v.values()) / len(v) for a, v in samples.items()}
    assert agent._pick(planned, samples, judged) == clear
    del samples[clear], judged[clear]
    assert agent._pick(planned, samples, judged) == planned
    assert ExpertAgent(confidence=0.0)._pick(planned, samples, judged) == close


def test_the_plan_ranks_first_moves_by_their_mean_chance_over_the_worlds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A move that wins outright in one world of three and falls behind in the other
    # two has the better mean logit (20 - 2 - 2 against 3 + 3 + 3) but the worse mean
    # chance of winning: Expert plays the steady one.
    from rushdesk.ai import expert as expert_module

    duel = POSITIONS["main-1"]
    gamble, steady = duel.legal_actions()[:2]
    lines = [{gamble: (v, duel), steady: (3.0, duel)} for v in (20.0, -2.0, -2.0)]
    monkeypatch.setattr(expert_module, "search_worlds",
                        lambda *args: ([(None, line) for line in lines], False))
    assert ExpertAgent(chances=True).choose(duel) == steady
    assert ExpertAgent(chances=False).choose(duel) == gamble
