"""The starter-deck primitives (rushdesk/engine/effects/ext_starters.py), one small duel each.

Test cards are throwaways (passcodes 951_300_001+) built from the primitive under test
and merged into the fixture pool.
"""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.core import Ctx
from rushdesk.engine.effects.ext_starters import (
    OnDestroyedByAttack,
)
from rushdesk.engine.effects.ops import Destroy, Fixed, ModifyAtkDef, SwitchPosition
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ...cards.util import POOL as REAL_POOL
from ..util import do, find, names

_codes = itertools.count(951_300_001)
_CARDS: list[CardData] = []


def monster(name: str, *ops: Any, race: str = "Warrior", atk: int = 1000) -> str:
    _CARDS.append(CardData(next(_codes), name, CardType.MONSTER | CardType.EFFECT, level=4,
                           atk=atk, defense=1000, race=race, attribute=Attribute.EARTH,
                           behaviour=CardScript(Effect(ops=ops)) if ops else None))
    return name


def trap(name: str, trigger: Any, *ops: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, CardType.TRAP,
                           behaviour=CardScript(Effect(kind="trap", trigger=trigger, ops=ops))))
    return name


@cache
def pool() -> CardPool:
    return FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Duel:
    kwargs.setdefault("turn", 3)
    return scenario(pool(), p0=p0, p1=p1, filler="V1-100", **kwargs)


def at(duel: Duel, name: str, player: int | None = None) -> int:
    return duel.inst(find(duel, name, player, "mzone"))


SWITCH = monster("T-Switch", SwitchPosition(Sel(who="opp", can_change_position=True)))
SHRINK = monster("T-Shrink", ModifyAtkDef(Sel(who="opp", face="up"), amount=Fixed(700),
                                          sign=-1))
GROW = monster("T-Grow", ModifyAtkDef(Sel(face="up", not_self=True), amount=Fixed(300)))
DRAGON = monster("T-Dragon", race="Dragon", atk=1500)
AVENGE = trap("T-Avenge", OnDestroyedByAttack(Sel(where=("gy",), kind="monster",
                                                  race="Dragon")),
              Destroy(Sel(who="opp")))


# ------------------------------------------------------------------ SwitchPosition
@pytest.mark.parametrize(("before", "after"), [(ATK, DEF), (DEF, ATK), (SET, ATK)])
def test_switch_position_flips_attack_and_defense(before: int, after: int) -> None:
    duel = build(Side(monsters=[(SWITCH, ATK)]), Side(monsters=[("V4-1600", before)]))
    events = do(duel, f"activate {find(duel, SWITCH)}")
    assert duel.pos[at(duel, "V4-1600")] == after
    assert [(e.kind, e.value, e.reason) for e in events if e.kind == "position"] == [
        ("position", after, "effect")]


def test_switch_position_cannot_choose_a_maximum_mode_monster() -> None:
    overlord = "Supreme Machine Magnum Overlord"
    duel = scenario(REAL_POOL.merged(_CARDS), turn=3, filler="V1-100",
                    p0=Side(hand=[f"{overlord} [L]", overlord, f"{overlord} [R]"]),
                    p1=Side(monsters=[(SWITCH, ATK)]))
    do(duel, f"maximum {find(duel, overlord, 0, 'hand')}")
    do(duel, "end")
    assert duel.tp == 1
    assert not [a for a in duel.legal_actions() if a.kind == "activate"]


def test_switch_position_text() -> None:
    text = SwitchPosition(Sel(who="opp")).text()
    assert text.startswith("change the battle position of 1 monster your opponent controls")
    assert "Defense Position becomes face-up Attack Position" in text


# -------------------------------------------------------------------- ModifyAtkDef
def test_modify_atk_def_changes_both_until_the_end_of_the_turn() -> None:
    duel = build(Side(monsters=[(SHRINK, ATK), (GROW, ATK), ("V4-1400", DEF)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1800", SET)]))
    do(duel, f"activate {find(duel, SHRINK)}")  # the face-down one is not chosen
    target = at(duel, "V4-1600")
    assert (duel.atk(target), duel.defense(target)) == (900, 300)
    hidden = at(duel, "V4-1800")
    assert (duel.atk(hidden), duel.defense(hidden)) == (1800, 1000)
    do(duel, f"activate {find(duel, GROW)}")
    do(duel, f"pick {find(duel, 'V4-1400')}")
    mine = at(duel, "V4-1400")
    assert (duel.atk(mine), duel.defense(mine)) == (1700, 1500)
    do(duel, "end")
    assert (duel.atk(target), duel.defense(target)) == (1600, 1000)
    assert (duel.atk(mine), duel.defense(mine)) == (1400, 1200)


def test_modify_atk_def_never_goes_below_zero_and_renders_atk_def() -> None:
    duel = build(Side(monsters=[(SHRINK, ATK)]), Side(monsters=[("V2-500", ATK)]))
    do(duel, f"activate {find(duel, SHRINK)}")
    assert (duel.atk(at(duel, "V2-500")), duel.defense(at(duel, "V2-500"))) == (0, 0)
    assert ModifyAtkDef(Sel(who="opp", face="up"), amount=Fixed(700), sign=-1).text() == (
        "1 face-up monster your opponent controls loses 700 ATK/DEF until the end of this turn")


# -------------------------------------------------------------- OnDestroyedByAttack
def test_on_destroyed_by_attack_meets_the_opponents_attack_only() -> None:
    # The opponent attacks and destroys your Dragon: offered.
    duel = build(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 Side(monsters=[(DRAGON, ATK)], spells=[(AVENGE, SET)]), phase="battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, DRAGON)}")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, AVENGE)}")
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert names(duel, 0, "gy") == ["V4-1600"]
    # Your Dragon attacks in your own turn and is destroyed: not offered.
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[(DRAGON, ATK), ("V1-100", ATK)], spells=[(AVENGE, SET)]),
                 turn=4, tp=1, phase="battle")
    do(duel, f"attack {find(duel, DRAGON)} -> {find(duel, 'V4-1800')}")
    assert duel.request.kind == "battle" and names(duel, 1, "gy") == [DRAGON]
    # Bound directly: a card-effect destruction does not count, a battle one does.
    trig = OnDestroyedByAttack(Sel(where=("gy",), kind="monster", race="Dragon"))
    assert trig.causes == ("battle",)
    assert trig.text() == ("when a Dragon monster you control is destroyed by battle with "
                           "your opponent's attack")
    duel = build(Side(hand=["FX-RAZE"]), Side(monsters=[(DRAGON, ATK)]))
    events = tuple(do(duel, f"activate {find(duel, 'FX-RAZE')} s0"))
    assert trig.bind(duel, Ctx(0, 1), events) is None
