"""Search parts: transpositions, canonical moves, the scripted rules, the planner."""

from __future__ import annotations

from rushdesk.ai.planner import PlannerAgent
from rushdesk.ai.policy import scripted_action
from rushdesk.ai.search import canonical, view_key
from rushdesk.engine import ATK, DEF, DIRECT, Action

from .helpers import Side, build, oid


def test_summon_orders_reach_one_transposition_key() -> None:
    duel = build(p0=Side(hand=["V4-1800", "V4-1400"]))
    a, b = oid(duel, "V4-1800", 0), oid(duel, "V4-1400", 0)
    one, two = duel.clone(), duel.clone()
    one.apply(Action("summon", a, 0))
    one.apply(Action("summon", b, 1))
    two.apply(Action("summon", b, 0))
    two.apply(Action("summon", a, 1))
    assert view_key(one, 0) == view_key(two, 0)
    three = duel.clone()
    three.apply(Action("set", a, 0))
    three.apply(Action("summon", b, 1))
    assert view_key(three, 0) != view_key(one, 0)


def test_canonical_moves_merge_zones_and_copies_but_not_tribute_zones() -> None:
    duel = build(p0=Side(hand=["V4-1800", "V4-1800", "V6-2000"],
                         monsters=[("V4-1400", ATK), ("V4-1600", ATK)]))
    legal = duel.legal_actions()
    moves = canonical(duel, legal)
    summons = [a for a in moves if a.kind == "summon"]
    level4 = [a for a in summons if duel.data[duel.inst(a.card)].name == "V4-1800"]
    level6 = [a for a in summons if duel.data[duel.inst(a.card)].name == "V6-2000"]
    assert len(level4) == 1  # two copies, one free zone
    assert len(level6) == 3  # each zone Tributes a different monster (or none)
    assert set(moves) <= set(legal)


def test_the_rules_attack_only_when_the_attack_wins() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    action = scripted_action(duel, 0, duel.legal_actions())
    assert action == Action("attack", oid(duel, "V4-1800", 0), target=oid(duel, "V4-1600", 1))
    duel.apply(action)
    assert scripted_action(duel, 0, duel.legal_actions()) == Action(
        "attack", oid(duel, "V4-1400", 0), target=DIRECT)


def test_the_rules_do_not_attack_into_a_wall() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V5-WALL", DEF)]))
    assert scripted_action(duel, 0, duel.legal_actions()).kind == "end"


def test_the_planner_finds_lethal_over_a_blocker() -> None:
    # Summoning both monsters and attacking with both is lethal; the planner sees it
    # through the whole turn: the first action must start that plan (a summon in ATK).
    duel = build(p0=Side(hand=["V4-1800", "V4-1700"]),
                 p1=Side(monsters=[("V2-500", ATK)], lp=3000))
    agent = PlannerAgent(seed=0, worlds=1, node_cap=200)
    scores = agent.scores(duel)
    best = max(scores, key=lambda a: scores[a])
    assert best.kind == "summon"
    assert scores[best] > 10  # a won duel at the end of the turn


def test_replies_rejudge_only_the_best_first_moves() -> None:
    # With replies, the best first moves are judged after the opponent's next turn;
    # every other move keeps its place below them, in its former order.
    duel = build(p0=Side(hand=["V4-1800", "V4-1700"]),
                 p1=Side(monsters=[("V2-500", ATK)], hand=["V4-1800"]))
    plain = PlannerAgent(seed=0, worlds=2, node_cap=3).scores(duel)
    judged = PlannerAgent(seed=0, worlds=2, node_cap=3, replies=2).scores(duel)
    assert set(judged) == set(plain)
    top = sorted(plain, key=lambda a: -plain[a])[:2]
    rest = [a for a in sorted(plain, key=lambda a: -plain[a]) if a not in top]
    assert all(judged[a] > judged[b] for a in top for b in rest)
    assert sorted(rest, key=lambda a: -judged[a]) == rest
