"""One small duel per primitive of the effect DSL: Amounts and Requirement conditions."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, Action
from rushdesk.engine.effects.conditions import (
    Count,
    LPLower,
    NoMainPhaseDraw,
    SummonedThisTurn,
)
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Draw,
    Fixed,
    LPDifference,
    Modify,
    Per,
)
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_PROTECT

from ..util import do, find
from .dsl import (
    MARKER,
    REVIVER,
    activate,
    at,
    build,
    can_activate,
    monster,
)

# ==================================================================== amounts
PER_GY = monster("T-Per-GY", Effect(ops=(Damage(Per(100, Sel(where=("gy",), kind="monster"))),)))
PER_ATTR = monster("T-Per-Attr", Effect(ops=(
    Modify(THIS, amount=Per(300, Sel(where=("gy",), kind="monster"),
                            distinct_attributes=True)),)))
PER_MEMO = monster("T-Per-Memo", Effect(ops=(
    Destroy(Sel(who="opp"), low=0, high=ALL), Damage(Per(200, memo="destroyed")))))
GAP = monster("T-Gap", Effect(ops=(Modify(THIS, amount=LPDifference()),)))
FIXED = monster("T-Fixed", Effect(ops=(Damage(Fixed(1234)),)))


def test_fixed_amount() -> None:
    duel = build(Side(monsters=[(FIXED, ATK)]))
    activate(duel, FIXED)
    assert duel.lp[1] == 8000 - 1234


def test_per_counts_the_matching_cards() -> None:
    duel = build(Side(monsters=[(PER_GY, ATK)], gy=["V4-1600", "V4-1400", "FX-RECALL"]))
    activate(duel, PER_GY)
    assert duel.lp[1] == 7800  # 2 monsters, the Spell does not count


def test_per_distinct_attributes_counts_each_attribute_once() -> None:
    # EARTH, EARTH, WIND, LIGHT: 3 different Attributes
    duel = build(Side(monsters=[(PER_ATTR, ATK)],
                      gy=["V4-1600", "V4-1400", "V3-1200", "V4-1500"]))
    activate(duel, PER_ATTR)
    assert duel.atk(at(duel, PER_ATTR)) == 1000 + 900


def test_per_memo_counts_what_an_earlier_step_did() -> None:
    duel = build(Side(monsters=[(PER_MEMO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    duel.add_mod(at(duel, "V4-1800"), MOD_PROTECT, "effect", duel.turn)
    activate(duel, PER_MEMO)
    assert duel.lp[1] == 8000 - 400  # 2 destroyed, the protected one stayed


def test_level_of_the_saved_card() -> None:
    duel = build(Side(monsters=[(MARKER, ATK)]), Side(monsters=[("V3-1200", ATK)]))
    activate(duel, MARKER)
    assert duel.lp[1] == 8000 - 300


@pytest.mark.parametrize(("lp", "atk"), [((3000, 8000), 6000), ((8000, 5500), 3500),
                                         ((8000, 8000), 1000)])
def test_lp_difference(lp: tuple[int, int], atk: int) -> None:
    duel = build(Side(monsters=[(GAP, ATK)], lp=lp[0]), Side(lp=lp[1]))
    activate(duel, GAP)
    assert duel.atk(at(duel, GAP)) == atk


# ================================================================= conditions
CROWDED = monster("T-Crowded", Effect(conds=(Count(Sel(who="opp"), 2),), ops=(Draw(1),)))
ALONE = monster("T-Alone", Effect(conds=(Count(Sel(), 1, 1),), ops=(Draw(1),)))
EMPTY_GY = monster("T-Empty-GY", Effect(conds=(Count(Sel(where=("gy",)), 0, 0),), ops=(Draw(1),)))


@pytest.mark.parametrize(("name", "p0", "p1", "ok"), [
    (CROWDED, [], ["V4-1600"], False),
    (CROWDED, [], ["V4-1600", "V4-1400"], True),
    (ALONE, [], [], True),
    (ALONE, ["V4-1600"], [], False),
    (EMPTY_GY, [], [], True),
])
def test_count(name: str, p0: list[str], p1: list[str], ok: bool) -> None:
    duel = build(Side(monsters=[(name, ATK), *[(m, ATK) for m in p0]]),
                 Side(monsters=[(m, ATK) for m in p1]))
    assert can_activate(duel, name) == ok


def test_count_in_the_gy() -> None:
    duel = build(Side(monsters=[(EMPTY_GY, ATK)], gy=["FX-RECALL"]))
    assert not can_activate(duel, EMPTY_GY)


BEHIND = monster("T-Behind", Effect(conds=(LPLower(),), ops=(Draw(1),)))


@pytest.mark.parametrize(("lp", "ok"), [((7999, 8000), True), ((8000, 8000), False),
                                        ((8000, 100), False)])
def test_lp_lower(lp: tuple[int, int], ok: bool) -> None:
    duel = build(Side(monsters=[(BEHIND, ATK)], lp=lp[0]), Side(lp=lp[1]))
    assert can_activate(duel, BEHIND) == ok


FRESH = monster("T-Fresh", Effect(conds=(SummonedThisTurn(),), ops=(Draw(1),)))


def test_summoned_this_turn() -> None:
    duel = build(Side(monsters=[(FRESH, ATK)], hand=[FRESH]))
    assert not can_activate(duel, FRESH)  # on the field since turn 1
    do(duel, f"summon {find(duel, FRESH, 0, 'hand')} z1")
    fresh = find(duel, FRESH, 0, "mzone", nth=1)
    assert Action("activate", fresh) in duel.legal_actions()


def test_summoned_this_turn_is_only_the_kind_of_summon_named() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=[FRESH]))
    activate(duel, REVIVER)
    do(duel, "choose atk")
    assert not can_activate(duel, FRESH)  # Special Summoned, not Normal Summoned


NO_DRAW_YET = monster("T-No-Draw-Yet", Effect(conds=(NoMainPhaseDraw(),), ops=(Draw(1),)))


def test_no_main_phase_draw() -> None:
    duel = build(Side(monsters=[(NO_DRAW_YET, ATK), (NO_DRAW_YET, ATK)]))
    first, second = find(duel, NO_DRAW_YET, nth=0), find(duel, NO_DRAW_YET, nth=1)
    do(duel, f"activate {first}")
    assert len(duel.hand[0]) == 1
    assert Action("activate", second) not in duel.legal_actions()  # drew in this Main Phase


def test_in_maximum_mode() -> None:
    duel = build(Side(monsters=[("T-Max [L]", ATK), ("T-Max [R]", ATK)]))
    assert not can_activate(duel, "T-Max [L]") and not can_activate(duel, "T-Max [R]")
    duel = build(Side(hand=["T-Max [L]", "T-Max", "T-Max [R]"]))
    do(duel, f"maximum {find(duel, 'T-Max')}")
    assert duel.maxm[0]
    activate(duel, "T-Max [L]")  # the condition
    activate(duel, "T-Max [R]")  # Effect(maximum=True)
    assert duel.lp[1] == 7700
