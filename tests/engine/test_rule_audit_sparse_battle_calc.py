"""Audit of rule ids that few test files name, section 11 of RULES.md (R-BATTLE-1,
R-REPLAY-3/5/6/7, R-DMG-1/6, R-CALC-1/2/3/5/6/7). Each test names the rule it checks and
looks for what the earlier audits (test_rule_audit_traps_battle.py,
test_rule_audit_battle_replay2.py, ...) left out.

The "SPB-..." cards are test-only cards (passcodes 951_100_501+) of our own: each probe
Trap names one trigger and does one small visible thing. HOOK-DS-REMOVE-like changes in
the Damage Step are played with `at_damage_step` (see util.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rushdesk.cards import fixtures as fx
from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.procs import Proc
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import HAND, MOD_ATK, MOD_DEF, MOD_PIERCE

from ..cards.helpers import refused
from .probe import Probe, Then
from .util import POOL as BASE_POOL
from .util import at_damage_step, attack, attacks, do, find, mz, names, of_kind

BEWD = "Blue-Eyes White Dragon (Rush)"
OVERLORD = "Supreme Machine Magnum Overlord"
PIECES = [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]
BOUNCE = "FX-BOUNCE-ON-ATTACK"
MP = pytest.MonkeyPatch


# ------------------------------------------------------------------ test cards
def _on_monster(duel: Duel, me: int, e: Any) -> bool:
    """An opponent's attack declared on a monster that is still there."""
    return e.kind == "attack" and e.player != me and duel.attack is not None \
        and e.value != DIRECT and duel.inst(e.value) >= 0


def _to_target(fn: Callable[[Duel, int, int], None]) -> Callable[[Duel, int], list[Proc]]:
    """An Effect doing `fn(duel, me, card index of the attack target)`."""
    def then(duel: Duel, me: int) -> list[Proc]:
        o = duel.attack[1]
        return [Then(lambda d: fn(d, me, d.inst(o)))]
    return then


def _shift_others(duel: Duel, me: int, target: int) -> None:
    """Every other monster of `me`: to face-up Defense, and 500 more ATK this turn."""
    for m in duel.monsters(me):
        if m != target:
            duel.set_position(m, DEF, reason="effect", by=me)
            duel.add_mod(m, MOD_ATK, 500, duel.turn)


def _gain(duel: Duel, me: int) -> list[Proc]:
    return [fx.GainLife(me, 500)]


PROBES: list[tuple[str, str, Callable[..., bool], Callable[..., list[Proc]]]] = [
    ("SPB-SHIFT-OTHERS", "attack", _on_monster, _to_target(_shift_others)),
    ("SPB-TARGET-DEF-UP", "attack", _on_monster,
     _to_target(lambda d, me, t: d.add_mod(t, MOD_DEF, 1000, d.turn))),
    ("SPB-ZERO-TARGET", "attack", _on_monster,
     _to_target(lambda d, me, t: d.add_mod(t, MOD_ATK, -d.atk(t), d.turn))),
    ("SPB-DESTROY-TARGET", "attack", _on_monster,
     lambda d, me: [fx.DestroyAll((d.attack[1],), me)]),
    ("SPB-LOSS-GAIN", "move", lambda d, me, e: e.kind == "move" and e.reason == "battle"
     and e.player == me, _gain),
    ("SPB-DAMAGE-GAIN", "damage", lambda d, me, e: e.kind == "damage" and e.player == me,
     _gain),
]
_CARDS = [CardData(951_100_501 + n, name, CardType.TRAP, behaviour=Probe(kinds, when, then))
          for n, (name, kinds, when, then) in enumerate(PROBES)]
PIERCER = "SPB-PIERCER"  # Level 4, 2000 ATK / 2000 DEF; deals piercing damage
_CARDS.append(CardData(951_100_601, PIERCER, CardType.MONSTER | CardType.EFFECT,
                       attribute=Attribute.EARTH, race="Warrior", level=4, atk=2000,
                       defense=2000, behaviour=CardScript(Effect(kind="continuous", mods=(
                           Cont(THIS, MOD_PIERCE, 1, "deals piercing damage"),)))))
POOL = BASE_POOL.merged(_CARDS)


# ------------------------------------------------------------------ helpers
def battle(p0: Side, p1: Side, *, turn: int = 3, tp: int = 0, phase: str = "battle") -> Duel:
    return scenario(POOL, p0=p0, p1=p1, turn=turn, tp=tp, phase=phase, filler="V1-100")


def trap(duel: Duel, name: str) -> list[Any]:
    return do(duel, f"activate {find(duel, name, None, 'szone')}")


def p2_maximum(p0: Side, spells: tuple[Any, ...] = (), *, stay: bool = False) -> Duel:
    """P2 Maximum Summons in its Main Phase of turn 2; then (unless `stay`) the duel is
    taken to P1's Battle Phase of turn 3."""
    duel = battle(p0, Side(hand=PIECES, spells=spells), turn=2, tp=1, phase="main")
    do(duel, f"maximum {find(duel, OVERLORD, 1, 'hand')}")
    assert duel.maxm[1] and len(duel.monsters(1)) == 1
    if not stay:
        do(duel, "end")
        do(duel, "battle")
    return duel


# ================================================================ R-BATTLE-1
def test_r_battle_1_no_spell_or_monster_effect_in_the_battle_phase_with_reasons() -> None:
    duel = battle(Side(hand=["FX-BURN-BOTH"], monsters=[("FX-PINGER", ATK)],
                       spells=[("FX-RAZE", SET)]),
                  Side(monsters=[("V4-1400", ATK)]))
    spell_rule = "Spells are activated only in their controller's own Main Phase (R-SPELL-1)"
    assert refused(duel, f"activate {find(duel, 'FX-RAZE')}") == spell_rule
    assert refused(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0") == spell_rule
    assert refused(duel, f"activate {mz(duel, 'FX-PINGER', 0)}") == (
        "monster effects are activated only in their controller's own Main Phase (R-EFF-2)")
    assert duel.current_player == 0 and set(duel.legal_actions()) == {
        Action("attack", mz(duel, "FX-PINGER", 0), target=mz(duel, "V4-1400", 1)),
        Action("end")}
    assert duel.lp == [8000, 8000] and names(duel, 0, "szone")[0] == "FX-RAZE"


# ================================================================ R-REPLAY
def test_r_replay_3_a_cancelled_attack_is_used_even_with_a_direct_attack_open() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[(BOUNCE, SET)]))
    bewd = mz(duel, BEWD, 0)
    attack(duel, BEWD, "V4-1600")
    trap(duel, BOUNCE)
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    events = do(duel, "cancel")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["cancelled"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1800", 0), target=DIRECT)}
    assert refused(duel, f"attack {bewd} -> direct") == (
        "this monster has already attacked this turn (R-BATTLE-2)")
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200] and duel.turn == 4  # the turn passed
    do(duel, "end")
    do(duel, "battle")  # turn 5: the cancelled attacker may attack again
    attack(duel, BEWD)
    assert duel.lp == [8000, 3200]


def test_r_replay_5_a_bystanders_position_and_atk_change_is_not_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)]),
                  Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)],
                       spells=[("SPB-SHIFT-OTHERS", SET)]))
    other = mz(duel, "V4-1600", 1)
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, "SPB-SHIFT-OTHERS")
    assert [(e.card, e.value) for e in of_kind(events, "position")] == [(other, DEF)]
    assert not of_kind(events, "retarget") and duel.request.kind != "replay"
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy")[-1] == "V4-1400"
    i = duel.inst(other)
    assert duel.pos[i] == DEF and duel.atk(i) == 2100


def test_r_replay_5_a_def_gain_of_the_target_is_not_a_replay_and_counts() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1400", DEF)], spells=[("SPB-TARGET-DEF-UP", SET)]))
    target = mz(duel, "V4-1400", 1)
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, "SPB-TARGET-DEF-UP")
    assert not of_kind(events, "retarget")
    assert duel.lp == [7600, 8000]  # DEF 1200 + 1000 against 1800 (R-CALC-4)
    assert duel.inst(target) >= 0 and duel.pos[duel.inst(target)] == DEF


def test_r_replay_6_a_maximum_monster_destroyed_by_a_trap_leaves_as_one() -> None:
    duel = p2_maximum(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                      (("SPB-DESTROY-TARGET", SET),))
    attack(duel, BEWD, OVERLORD)
    events = trap(duel, "SPB-DESTROY-TARGET")
    assert sorted(names(duel, 1, "gy")) == sorted(["SPB-DESTROY-TARGET", *PIECES])
    assert len([e for e in of_kind(events, "move") if e.reason == "destroy"]) == 3
    assert duel.request.kind == "replay"  # one monster gone: direct attack or cancel
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "cancel")
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1800", 0), target=DIRECT)}
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]


def test_r_replay_7_a_bystander_leaving_in_the_damage_step_is_no_replay(
        monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-0", ATK)]),
                  Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)]))
    at_damage_step(monkeypatch, lambda d, att: d.move(
        d.inst(find(d, "V4-1600", 1, "mzone")), HAND, reason="effect", by=1))
    events = attack(duel, "V4-1800", "V4-1400")
    assert not of_kind(events, "retarget") and duel.request.kind == "battle"
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V4-1400"]
    assert names(duel, 1, "hand") == ["V4-1600"]
    assert attacks(duel) == {Action("attack", mz(duel, "V4-0", 0), target=DIRECT)}


# ================================================================ R-DMG
def test_r_dmg_1_a_target_turned_face_down_in_the_damage_step_is_still_the_target(
        monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-0", ATK)]),
                  Side(monsters=[("V4-1400", ATK)]))
    target = mz(duel, "V4-1400", 1)
    at_damage_step(monkeypatch, lambda d, att: d.set_position(
        d.inst(att.target), SET, reason="effect", by=1))
    events = attack(duel, "V4-1800", "V4-1400")
    assert [(e.card, e.value) for e in of_kind(events, "position")] == [
        (target, SET), (target, DEF)]  # turned face-up Defense for the calculation
    assert not of_kind(events, "retarget", "damage")
    assert [e.value for e in of_kind(events, "battle")] == [target]
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V4-1400"]


def test_r_dmg_6_lethal_direct_damage_in_the_second_players_turn_ends_at_once() -> None:
    duel = battle(Side(lp=1500, spells=[("SPB-DAMAGE-GAIN", SET)]),
                  Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]), turn=4, tp=1)
    events = attack(duel, "V4-1800")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]
    assert [(e.player, e.value, e.reason) for e in of_kind(events, "damage")] == [
        (0, 1500, "battle")]
    assert events[-1].kind == "result" and not of_kind(events, "activate")
    assert duel.legal_actions() == []
    assert refused(duel, f"attack {mz(duel, 'V4-1600', 1)} -> direct") == "the duel is over"


def test_r_dmg_6_lethal_piercing_damage_ends_before_the_target_reaches_the_gy() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(lp=1000, monsters=[("V4-1600", DEF)], spells=[("SPB-LOSS-GAIN", SET)]))
    events = attack(duel, PIERCER, "V4-1600")
    assert duel.is_over and duel.result.winner == 0 and duel.lp == [8000, 0]
    assert [e.kind for e in events][-3:] == ["battle", "damage", "result"]
    assert names(duel, 1, "mzone")[0] == "V4-1600" and not duel.gy[1]


# ================================================================ R-CALC
def test_r_calc_1_who_is_destroyed_and_who_takes_the_difference_as_events() -> None:
    duel = battle(Side(monsters=[("V4-1400", ATK), ("V5-2300", ATK)]),
                  Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]))
    low = mz(duel, "V4-1400", 0)
    events = attack(duel, "V4-1400", "V4-1800")
    assert [(e.player, e.value, e.reason, e.by) for e in of_kind(events, "damage")] == [
        (0, 400, "battle", 1)]
    assert [(e.old, e.player, e.src, e.dst, e.reason, e.by)
            for e in of_kind(events, "move")] == [(low, 0, "mzone", "gy", "battle", 1)]
    events = attack(duel, "V5-2300", "V4-1600")
    assert [(e.player, e.value, e.by) for e in of_kind(events, "damage")] == [(1, 700, 0)]
    assert [(e.player, e.reason, e.by) for e in of_kind(events, "move")] == [(1, "battle", 0)]
    assert duel.lp == [7600, 7300]
    assert names(duel, 0, "gy") == ["V4-1400"] and names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 1, "mzone")[0] == "V4-1800"


def test_r_calc_2_equal_atk_destroys_both_with_no_damage_even_at_low_lp() -> None:
    duel = battle(Side(lp=100, monsters=[("V4-1600", ATK)]),
                  Side(lp=100, monsters=[("V4-1600", ATK)]))
    mine, theirs = mz(duel, "V4-1600", 0), mz(duel, "V4-1600", 1)
    events = attack(duel, "V4-1600", "V4-1600")
    assert not of_kind(events, "damage") and duel.lp == [100, 100] and not duel.is_over
    assert sorted((e.old, e.reason, e.by) for e in of_kind(events, "move")
                  if e.src == "mzone") == sorted([(mine, "battle", 1), (theirs, "battle", 0)])
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 1, "gy") == ["V4-1600"]


def test_r_calc_3_atk_brought_to_zero_in_the_attack_window_against_zero() -> None:
    duel = battle(Side(monsters=[("V4-0", ATK), ("V2-500", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[("SPB-ZERO-TARGET", SET)]))
    attack(duel, "V4-0", "V4-1600")
    events = trap(duel, "SPB-ZERO-TARGET")
    assert duel.atk(duel.inst(mz(duel, "V4-1600", 1))) == 0
    assert of_kind(events, "battle") and not of_kind(events, "damage")
    assert not [e for e in of_kind(events, "move") if e.reason == "battle"]
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    assert names(duel, 0, "mzone")[0] == "V4-0" and names(duel, 1, "mzone")[0] == "V4-1600"


def test_r_calc_5_piercing_with_atk_equal_to_def_and_a_piercing_target() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]), Side(monsters=[("V4-WALL", SET)]))
    wall = mz(duel, "V4-WALL", 1)
    events = attack(duel, PIERCER, "V4-WALL")  # 2000 against DEF 2000, after the flip
    assert not of_kind(events, "damage") and duel.lp == [8000, 8000]
    assert duel.pos[duel.inst(wall)] == DEF and not duel.gy[1]
    # piercing belongs to the attacker: a piercing monster in Defense is just a wall
    duel = battle(Side(monsters=[("V5-2300", ATK)]), Side(monsters=[(PIERCER, DEF)]))
    events = attack(duel, "V5-2300", PIERCER)
    assert not of_kind(events, "damage") and duel.lp == [8000, 8000]
    assert names(duel, 1, "gy") == [PIERCER]


def test_r_calc_6_direct_damage_is_the_attackers_current_atk() -> None:
    duel = battle(Side(monsters=[("V4-1600", ATK), ("V4-0", ATK)], field_spell=("FX-FIELD-C", ATK)),
                  Side(field_spell=("FX-FIELD-B", ATK)))
    events = attack(duel, "V4-1600")  # 1600 + 300 (its own Field Spell; not P2's + 200)
    assert [e.value for e in of_kind(events, "damage")] == [1900]
    attack(duel, "V4-0")
    assert duel.lp == [8000, 5800]


def test_r_calc_6_r_calc_7_a_maximum_monster_attacks_directly_for_maximum_atk() -> None:
    duel = p2_maximum(Side(), stay=True)
    do(duel, "battle")  # turn 2: the second player's first Battle Phase
    events = attack(duel, OVERLORD)
    assert [(e.player, e.value) for e in of_kind(events, "damage")] == [(0, 3500)]
    assert duel.lp == [4500, 8000]


def test_r_calc_7_a_maximum_target_cannot_be_put_in_defense_and_fights_by_atk() -> None:
    duel = p2_maximum(Side(monsters=[(BEWD, ATK)]), (("FX-SHRINK-ON-ATTACK", SET),))
    center = mz(duel, OVERLORD, 1)
    attack(duel, BEWD, OVERLORD)
    events = trap(duel, "FX-SHRINK-ON-ATTACK")
    assert not of_kind(events, "position")  # never in Defense Position
    assert not of_kind(events, "damage") and duel.lp == [8000, 8000]  # 3000 vs 3500 - 500
    assert names(duel, 0, "gy") == [BEWD] and duel.inst(center) < 0
    assert sorted(names(duel, 1, "gy")) == sorted(["FX-SHRINK-ON-ATTACK", *PIECES])


def test_r_calc_7_a_maximum_attacker_against_a_defense_position_monster() -> None:
    duel = p2_maximum(Side(monsters=[("V5-WALL", DEF)]), stay=True)
    do(duel, "battle")
    events = attack(duel, OVERLORD, "V5-WALL")  # 3500 against DEF 3000
    assert not of_kind(events, "damage") and duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == ["V5-WALL"] and len(duel.monsters(1)) == 1
