"""One small duel per primitive of the effect DSL: Trap triggers."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, SET
from rushdesk.engine.effects.conditions import (
    AnyOf,
    OnAttack,
    OnDestroyed,
    OnNormalDraw,
    OnSpell,
    OnSummon,
)
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    Modify,
)
from rushdesk.engine.effects.script import Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side

from ..util import do, find, names
from .dsl import (
    BOTH_DRAW,
    BURNER,
    DESTROYER,
    REVIVER,
    activate,
    attack,
    build,
    monster,
    spell,
    trap,
)

# =================================================================== triggers
ARMOR = trap("T-Armor", OnAttack(), Destroy(Sel(who="opp", memo="attacker")))
GUARD = trap("T-Guard", OnAttack(direct=False),
             Modify(Sel(memo="target"), amount=Fixed(1000)))
WALL_UP = trap("T-Direct-Only", OnAttack(direct=True), GainLP(Fixed(1000)))
BIG_ONLY = trap("T-Big-Only", OnAttack(attacker=Sel(who="opp", atk_min=1700)),
                Destroy(Sel(who="opp", memo="attacker")))


def test_on_attack_binds_the_attacker() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    do(duel, f"activate {find(duel, ARMOR)}")
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp == [8000, 8000]


def test_on_attack_binds_the_target() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(GUARD, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    do(duel, f"activate {find(duel, GUARD)}")  # the target: 2600 ATK
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp == [7200, 8000]


def test_on_attack_direct_or_on_a_monster() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]), Side(spells=[(GUARD, SET)]))
    attack(duel, "V4-1800")
    assert duel.lp[1] == 6200  # not offered for a direct attack
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(WALL_UP, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert names(duel, 1, "gy") == ["V4-1600"] and names(duel, 1, "szone")[0] == WALL_UP
    duel = build(Side(monsters=[("V4-1800", ATK)]), Side(spells=[(WALL_UP, SET)]))
    attack(duel, "V4-1800")
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, WALL_UP)}")
    assert duel.lp[1] == 9000 - 1800


@pytest.mark.parametrize(("attacker", "offered"), [("V4-1600", False), ("V4-1800", True)])
def test_on_attack_attacker_filter(attacker: str, offered: bool) -> None:
    duel = build(Side(monsters=[(attacker, ATK)]), Side(spells=[(BIG_ONLY, SET)]))
    attack(duel, attacker)
    assert (duel.request is not None and duel.request.kind == "window") == offered


HOLE = trap("T-Hole", OnSummon(), Destroy(Sel(who="opp", memo="summoned")))
SP_HOLE = trap("T-Sp-Hole", OnSummon(kinds=("spsummon",)),
               Destroy(Sel(who="opp", memo="summoned")))
ANY_HOLE = trap("T-Any-Hole", OnSummon(by="any"), Destroy(Sel(who="any", memo="summoned")))
BIG_HOLE = trap("T-Big-Hole", OnSummon(monster=Sel(who="opp", atk_min=1700)),
                Destroy(Sel(who="opp", memo="summoned")))


def test_on_summon_binds_the_summoned_monster() -> None:
    duel = build(Side(hand=["V4-1600"], monsters=[("V4-1400", ATK)]),
                 Side(spells=[(HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, HOLE)}")
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 0, "mzone")[0] == "V4-1400"


def test_on_summon_kinds_and_who() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(spells=[(SP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # a Normal Summon is not a Special Summon
    duel = build(Side(hand=["V4-1600"], spells=[(HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # the player's own summon
    duel = build(Side(hand=["V4-1600"], spells=[(ANY_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, ANY_HOLE)}")
    assert names(duel, 0, "gy") == ["V4-1600", ANY_HOLE]


def test_on_summon_special_summon_and_monster_filter() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=["V4-1600"]), Side(spells=[(SP_HOLE, SET)]))
    activate(duel, REVIVER)
    do(duel, "choose atk")
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, SP_HOLE)}")
    assert "V4-1600" in names(duel, 0, "gy")
    for summoned, offered in (("V4-1600", False), ("V4-1800", True)):
        duel = build(Side(hand=[summoned]), Side(spells=[(BIG_HOLE, SET)]))
        do(duel, f"summon {find(duel, summoned)} z0")
        assert (duel.request.kind == "window") == offered


PING = spell("T-Ping", Damage(Fixed(100)))
SPELL_WATCH = trap("T-Spell-Watch", OnSpell(), GainLP(Fixed(1000)))


def test_on_spell_after_a_spell_from_the_hand_resolved() -> None:
    duel = build(Side(hand=[PING]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, PING)
    assert duel.lp[1] == 7900  # the Spell resolved first (R-REQ-2, R-TRAP-5)
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, SPELL_WATCH)}")
    assert duel.lp[1] == 8900


def test_on_spell_after_a_set_spell_resolved() -> None:
    duel = build(Side(spells=[(PING, SET)]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, PING)
    assert duel.request.kind == "window" and duel.current_player == 1


def test_on_spell_is_not_met_by_a_monster_effect() -> None:
    duel = build(Side(monsters=[(BURNER, ATK)]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, BURNER)
    assert duel.request.kind == "main"


AVENGER = trap("T-Avenger", OnDestroyed(Sel(where=("gy",), kind="monster")), Draw(1))
BATTLE_AVENGER = trap("T-Battle-Avenger", OnDestroyed(Sel(where=("gy",)), causes=("battle",)),
                      Draw(1))
EFFECT_AVENGER = trap("T-Effect-Avenger", OnDestroyed(Sel(where=("gy",)), causes=("destroy",)),
                      Destroy(Sel(who="opp")))


def test_on_destroyed_by_battle() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(AVENGER, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request.kind == "window" and duel.current_player == 1
    events = do(duel, f"activate {find(duel, AVENGER)}")
    assert [(e.player, e.reason) for e in events if e.kind == "draw"][:1] == [(1, "effect")]


def test_on_destroyed_by_a_card_effect_only() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(EFFECT_AVENGER, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request is None or duel.request.kind != "window"  # battle: not met
    duel = build(Side(monsters=[(DESTROYER, ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(EFFECT_AVENGER, SET)]))
    activate(duel, DESTROYER)
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, EFFECT_AVENGER)}")
    assert names(duel, 0, "gy") == [DESTROYER]


def test_on_destroyed_battle_only_is_not_met_by_an_effect() -> None:
    duel = build(Side(monsters=[(DESTROYER, ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(BATTLE_AVENGER, SET)]))
    activate(duel, DESTROYER)
    assert duel.request.kind == "main"


SELF_DESTROYER = monster("T-Self-Destroyer", Effect(ops=(Destroy(Sel(not_self=True)),)))


def test_on_destroyed_not_by_your_own_effect() -> None:
    duel = build(Side(monsters=[(SELF_DESTROYER, ATK), ("V4-1600", ATK)],
                      spells=[(AVENGER, SET)]))
    activate(duel, SELF_DESTROYER)
    assert names(duel, 0, "gy") == ["V4-1600"] and duel.request.kind == "main"


DRAW_WATCH = trap("T-Draw-Watch", OnNormalDraw(), Damage(Fixed(500)))


def test_on_normal_draw() -> None:
    duel = build(Side(spells=[(DRAW_WATCH, SET)]))
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, DRAW_WATCH)}")
    assert duel.lp[1] == 7500


def test_on_normal_draw_is_not_met_by_an_effect_draw() -> None:
    duel = build(Side(monsters=[(BOTH_DRAW, ATK)]), Side(spells=[(DRAW_WATCH, SET)]))
    activate(duel, BOTH_DRAW)
    assert duel.request.kind == "main"


EVACUATE = trap("T-Evacuate", AnyOf((OnSummon(), OnSpell())), Damage(Fixed(700)))


def test_any_of_is_met_by_either_trigger() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(spells=[(EVACUATE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "window"
    duel = build(Side(spells=[(PING, SET)]), Side(spells=[(EVACUATE, SET)]))
    activate(duel, PING)
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, EVACUATE)}")
    assert duel.lp[0] == 7300
    duel = build(Side(monsters=[(BURNER, ATK)]), Side(spells=[(EVACUATE, SET)]))
    activate(duel, BURNER)
    assert duel.request.kind == "main"
