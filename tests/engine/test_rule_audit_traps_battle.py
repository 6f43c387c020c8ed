"""Audit of Traps, the Battle Phase, replays and damage against RULES.md sections 10-11
(R-TRAP, R-BATTLE, R-REPLAY, R-DMG, R-CALC) and the scenarios of section 19 that use them.

The probe Traps below are test cards (passcodes 957_300_001+). Each names one trigger and
does something small and visible, so a test can tell in which window it was offered.
HOOK-DS-REMOVE of section 19 is played by `at_damage_step`, which runs a function at the
start of the next Damage Step.
"""

from __future__ import annotations

import pytest

from rushdesk.cards import fixtures as fx
from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, CardData, CardType, IllegalActionError
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import HAND, MOD_ATK, MOD_DEF, MOD_PIERCE, MZONE

from .probe import Probe, Then
from .util import POOL as BASE_POOL
from .util import at_damage_step, do, find, hook_ds_remove, names

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
OVERLORD = "Supreme Machine Magnum Overlord"
MP = pytest.MonkeyPatch


# ------------------------------------------------------------------ probe cards
def _opp_attack(duel, me, e):  # type: ignore[no-untyped-def]
    return e.kind == "attack" and e.player != me and duel.attack is not None


def _opp_attack_on_monster(duel, me, e):  # type: ignore[no-untyped-def]
    return _opp_attack(duel, me, e) and e.value != DIRECT and duel.inst(e.value) >= 0


def _gain(duel, me):  # type: ignore[no-untyped-def]
    return [fx.GainLife(me, 500)]


def _target(duel):  # type: ignore[no-untyped-def]
    return duel.attack[1]


def _on_target(duel, fn):  # type: ignore[no-untyped-def]
    """An Effect doing `fn(duel, card index)` to the attack target."""
    o = _target(duel)
    return [Then(lambda d: fn(d, d.inst(o)))]


TRAP = CardType.TRAP
PROBES = [
    ("T-ANY-ATTACK-GAIN", "attack", lambda d, me, e: e.kind == "attack", _gain),
    ("T-OPP-ATTACK-GAIN", "attack", _opp_attack, _gain),
    ("T-KILL-ATTACKER", "attack", _opp_attack,
     lambda d, me: [fx.DestroyAll((d.attack[0],), me)]),
    ("T-CALL-ON-ATTACK", "attack", lambda d, me, e: _opp_attack(d, me, e) and bool(
        d.free_mzones(me)) and any(d.data[i].is_monster for i in d.hand[me]),
     lambda d, me: [fx.SummonFromHand(me, 4, DEF)]),
    ("T-FLIPDOWN-TARGET", "attack", _opp_attack_on_monster,
     lambda d, me: _on_target(d, lambda duel, i: duel.set_position(
         i, SET, reason="effect", by=me))),
    ("T-WEAKEN-TARGET", "attack", _opp_attack_on_monster,
     lambda d, me: _on_target(d, lambda duel, i: duel.add_mod(i, MOD_ATK, -500, duel.turn))),
    ("T-COST-GAIN", "attack", lambda d, me, e: _opp_attack(d, me, e) and any(
        d.pos[m] in (ATK, DEF) and d.oid[m] != e.value for m in d.monsters(me)),
     lambda d, me: [fx.SendOwnMonster(me, _target(d)), fx.GainLife(me, 500)]),
    ("T-MY-ATTACK-BOUNCE", "attack", lambda d, me, e: e.kind == "attack" and e.player == me
     and e.value != DIRECT, lambda d, me: [fx.ReturnToHand(_target(d), me)]),
    ("T-FLIP-GAIN", "position", lambda d, me, e: e.kind == "position" and e.player == me
     and e.reason == "battle", _gain),
    ("T-LOSS-GAIN", "move", lambda d, me, e: e.kind == "move" and e.reason == "battle"
     and e.dst == "gy" and e.player == me, _gain),
    ("T-DAMAGE-GAIN", "damage", lambda d, me, e: e.kind == "damage" and e.reason == "battle",
     _gain),
    ("T-NEGATE", "attack", _opp_attack, lambda d, me: [fx.NegateAttack()]),
]
CARDS = [CardData(957_300_001 + n, name, TRAP, behaviour=Probe(kinds, when, then))
         for n, (name, kinds, when, then) in enumerate(PROBES)]
CARDS.append(CardData(
    957_300_100, "T-HARD-SHELL", CardType.MONSTER | CardType.EFFECT, race="Rock",
    attribute=1, level=4, atk=0, defense=2000, behaviour=CardScript(Effect(
        kind="continuous", mods=(Cont(THIS, MOD_DEF, 1000, "gains 1000 DEF"),)))))
POOL = BASE_POOL.merged(CARDS)


def build(**kwargs):  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def battle(p0: Side, p1: Side):  # type: ignore[no-untyped-def]
    """P1 (player 0) in the Battle Phase of turn 3."""
    return build(p0=p0, p1=p1, turn=3, phase="battle")


def attacks(duel) -> set[Action]:  # type: ignore[no-untyped-def]
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def at_mz(duel, name: str, p: int) -> int:  # type: ignore[no-untyped-def]
    return find(duel, name, p, "mzone")


# ------------------------------------------------------------------ R-TRAP
def test_r_trap_1_a_trap_in_the_hand_can_only_be_set() -> None:
    duel = build(p0=Side(hand=["T-ANY-ATTACK-GAIN"], monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["T-OPP-ATTACK-GAIN"]))
    trap = find(duel, "T-ANY-ATTACK-GAIN")
    mine = {a for a in duel.legal_actions() if a.card == trap}
    assert mine == {Action("set", trap, z) for z in (3, 4, 5)}
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.card == trap]  # no Set in battle
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    # P2's Trap in the hand was never offered: the attack went straight through
    assert not [e for e in events if e.kind == "activate"]
    assert duel.lp == [8000, 6200]


def test_r_trap_2_a_trap_set_this_turn_is_not_offered_until_the_next_turn() -> None:
    duel = build(p0=Side(hand=["T-ANY-ATTACK-GAIN"], monsters=[("V4-1800", ATK)]))
    do(duel, f"set {find(duel, 'T-ANY-ATTACK-GAIN')} s0")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.lp == [8000, 6200] and duel.tp == 1  # no window was offered to P1
    do(duel, "end")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'T-ANY-ATTACK-GAIN')}")
    assert duel.lp == [8500, 4400]


def test_r_trap_3_one_trap_in_total_per_window() -> None:
    """Also R-REPLAY-1: a Trap that leaves the opponent's monsters alone causes no replay."""
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                       spells=[("T-ANY-ATTACK-GAIN", SET)]),
                  Side(monsters=[("V4-1400", ATK)],
                       spells=[("T-OPP-ATTACK-GAIN", SET), ("FX-MIRROR", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    offered = {a.card for a in duel.legal_actions() if a.kind == "activate"}
    assert offered == {find(duel, "T-OPP-ATTACK-GAIN"), find(duel, "FX-MIRROR")}
    events = do(duel, f"activate {find(duel, 'T-OPP-ATTACK-GAIN')}")
    # neither P2's second Trap nor P1's Trap was offered in that window
    assert [e.kind for e in events].count("activate") == 1
    assert duel.lp == [8000, 8100] and names(duel, 1, "gy") == ["T-OPP-ATTACK-GAIN", "V4-1400"]
    assert names(duel, 1, "szone")[1] == "FX-MIRROR"
    assert names(duel, 0, "szone")[0] == "T-ANY-ATTACK-GAIN"
    assert duel.request.kind == "battle" and duel.current_player == 0


def test_r_trap_4_the_turn_players_trap_after_the_opponent_passes_in_battle() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                       spells=[("T-ANY-ATTACK-GAIN", SET)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[("T-NEGATE", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    assert duel.request.kind == "window" and duel.current_player == 1  # the NTP first
    assert set(duel.legal_actions()) == {Action("activate", find(duel, "T-NEGATE")),
                                         Action("pass")}
    do(duel, "pass")
    assert duel.request.kind == "window" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("activate", find(duel, "T-ANY-ATTACK-GAIN")),
                                         Action("pass")}
    do(duel, f"activate {find(duel, 'T-ANY-ATTACK-GAIN')}")
    # the Trap's own window holds no attack declaration: T-NEGATE is not offered again
    assert duel.lp == [8500, 7600] and names(duel, 1, "gy") == ["V4-1400"]
    assert names(duel, 1, "szone")[0] == "T-NEGATE"


def test_r_trap_6_the_new_window_asks_the_non_turn_player_first() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)], spells=[("FX-TORRENT", SET)]),
                  Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET), ("FX-TORRENT", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    do(duel, f"activate {find(duel, 'FX-WALL-ON-DIRECT')}")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert Action("activate", find(duel, "FX-TORRENT", 1)) in duel.legal_actions()
    do(duel, "pass")
    assert duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-TORRENT', 0)}")
    assert not duel.monsters(0) and not duel.monsters(1) and duel.lp == [8000, 8000]


def test_r_trap_8_no_trap_at_a_free_moment() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK)],
                         spells=[("T-ANY-ATTACK-GAIN", SET), ("FX-MIRROR", SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[("T-OPP-ATTACK-GAIN", SET)]))
    traps = {find(duel, n) for n in ("T-ANY-ATTACK-GAIN", "FX-MIRROR", "T-OPP-ATTACK-GAIN")}
    assert not [a for a in duel.legal_actions() if a.card in traps]
    do(duel, f"position {find(duel, 'V4-1800')} def")  # no trigger: nobody is asked
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    assert not [a for a in duel.legal_actions() if a.card in traps]


def test_r_trap_9_a_cost_that_changes_the_field_causes_a_replay() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                       spells=[("T-COST-GAIN", SET)]))
    a, b = find(duel, "V4-1600"), find(duel, "V4-1400")
    do(duel, f"attack {find(duel, BEWD)} -> {a}")
    events = do(duel, f"activate {find(duel, 'T-COST-GAIN')}")  # the only cost: B
    assert [(e.old, e.reason) for e in events if e.dst == "gy" and e.old == b] == [(b, "cost")]
    assert duel.lp[1] == 8500 and duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel")}


def test_r_trap_9_swap_cost_and_summon_replay_with_the_same_count() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)]),
                  Side(hand=["V4-WALL"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                       spells=[("FX-SWAP-ON-ATTACK", SET)]))
    a = find(duel, "V4-1600")
    do(duel, f"attack {find(duel, BEWD)} -> {a}")
    do(duel, f"activate {find(duel, 'FX-SWAP-ON-ATTACK')}")
    do(duel, "choose def")
    wall = at_mz(duel, "V4-WALL", 1)
    assert len(duel.monsters(1)) == 2  # one left, one arrived (R-REPLAY-1)
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=a),
                                         Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy")[-1] == "V4-WALL"


def test_r_battle_5_a_trap_destroying_the_attacker_ends_the_attack() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", DEF)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[("T-KILL-ATTACKER", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    events = do(duel, f"activate {find(duel, 'T-KILL-ATTACKER')}")
    assert any(e.kind == "attack_end" and e.reason == "attacker" for e in events)
    assert not [e for e in events if e.kind in ("battle", "damage")]
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert duel.lp == [8000, 8000]


# ------------------------------------------------------------------ R-BATTLE
def test_r_battle_1_no_battle_phase_on_the_first_turn() -> None:
    duel = build(turn=1, p0=Side(hand=["V4-1600", "V4-1400"]), p1=Side(hand=["V4-1800"]))
    assert Action("battle") not in duel.legal_actions()
    with pytest.raises(IllegalActionError, match="R-TURN-3"):
        do(duel, "battle")
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert Action("battle") not in duel.legal_actions()
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1 and Action("battle") in duel.legal_actions()
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    do(duel, "battle")
    do(duel, f"attack {at_mz(duel, 'V4-1800', 1)} -> {at_mz(duel, 'V4-1600', 0)}")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == ["V4-1600"]


def test_r_battle_1_optional_and_no_spells_or_effects_in_it() -> None:
    def fresh():  # type: ignore[no-untyped-def]
        return build(p0=Side(hand=["FX-BURN-BOTH"], monsters=[("FX-PINGER", ATK)],
                             spells=[("FX-RAZE", SET)]), p1=Side(monsters=[("V4-1400", ATK)]))
    duel = fresh()
    events = do(duel, "end")  # straight to the End Phase: the Battle Phase is optional
    assert not [e for e in events if e.kind == "phase" and e.reason == "battle"]
    assert duel.tp == 1
    duel = fresh()
    do(duel, "battle")
    assert duel.current_player == 0 and set(duel.legal_actions()) == {
        Action("attack", find(duel, "FX-PINGER"), target=find(duel, "V4-1400")), Action("end")}


def test_r_battle_4_the_sequence_of_one_attack() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", ATK), ("V4-1500", ATK)],
                       spells=[("T-OPP-ATTACK-GAIN", SET), ("T-LOSS-GAIN", SET)]))
    v18, v14 = find(duel, "V4-1800"), find(duel, "V4-1400")
    seen = do(duel, f"attack {v18} -> {v14}")
    assert [e.kind for e in seen][-1] == "attack"  # 1-2: declaration, then its window
    assert duel.request.kind == "window" and duel.current_player == 1
    assert duel.lp == [8000, 8000] and not duel.gy[1]
    seen += do(duel, "pass")  # 3-4: battle-step checks, Damage Step
    assert duel.request.kind == "window" and duel.current_player == 1  # 5: battle result
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V4-1400"]
    assert set(duel.legal_actions()) == {Action("activate", find(duel, "T-LOSS-GAIN")),
                                         Action("pass")}
    seen += do(duel, f"activate {find(duel, 'T-LOSS-GAIN')}")
    kinds = [e.kind for e in seen]
    assert kinds.index("attack") < kinds.index("battle") < kinds.index("damage")
    assert duel.lp == [8000, 8100]
    assert duel.request.kind == "battle"  # 6: back to the next declaration
    assert {a.card for a in attacks(duel)} == {find(duel, "V4-1600")}


# ------------------------------------------------------------------ R-REPLAY
def test_r_replay_1_a_new_monster_beside_the_target_causes_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(hand=["V4-WALL"], monsters=[("V4-1400", ATK)],
                       spells=[("T-CALL-ON-ATTACK", SET)]))
    a = find(duel, "V4-1400")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {a}")
    do(duel, f"activate {find(duel, 'T-CALL-ON-ATTACK')}")
    wall = at_mz(duel, "V4-WALL", 1)
    assert duel.request.kind == "replay" and duel.current_player == 0
    # R-REPLAY-2: any monster the opponent now controls, the old target included
    assert set(duel.legal_actions()) == {Action("target", target=a),
                                         Action("target", target=wall), Action("cancel")}
    do(duel, f"target {a}")
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["T-CALL-ON-ATTACK", "V4-1400"]


def test_r_replay_1_the_turn_players_own_trap_also_causes_a_replay() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)], spells=[("T-MY-ATTACK-BOUNCE", SET)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    b = find(duel, "V4-1400")
    do(duel, f"attack {find(duel, BEWD)} -> {find(duel, 'V4-1600')}")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'T-MY-ATTACK-BOUNCE')}")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=b), Action("cancel")}


def test_r_replay_2_direct_attack_when_the_only_monster_left() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    do(duel, f"attack {find(duel, BEWD)} -> {find(duel, 'V4-1600')}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    events = do(duel, "target direct")
    assert not [e for e in events if e.kind == "attack"]  # not a declaration
    assert duel.lp == [8000, 5000]


def test_r_replay_3_a_cancelled_attack_is_used_but_others_may_attack() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                       spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    bewd, v18 = find(duel, BEWD), find(duel, "V4-1800")
    do(duel, f"attack {bewd} -> {find(duel, 'V4-1600')}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    events = do(duel, "cancel")
    assert any(e.kind == "attack_end" and e.reason == "cancelled" for e in events)
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    b = find(duel, "V4-1400")
    assert attacks(duel) == {Action("attack", v18, target=b)}
    with pytest.raises(IllegalActionError):
        do(duel, f"attack {bewd} -> {b}")


def test_r_replay_5_face_down_change_is_not_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[("T-FLIPDOWN-TARGET", SET)]))
    target = find(duel, "V4-1600")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {target}")
    events = do(duel, f"activate {find(duel, 'T-FLIPDOWN-TARGET')}")
    assert not [e for e in events if e.kind == "retarget"]
    flips = [e for e in events if e.kind == "position" and e.card == target]
    assert [f.value for f in flips] == [SET, DEF]  # turned up again in the Damage Step
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy")[-1] == "V4-1600"


def test_r_replay_5_atk_change_is_not_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V6-2000", ATK)], spells=[("T-WEAKEN-TARGET", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V6-2000')}")
    events = do(duel, f"activate {find(duel, 'T-WEAKEN-TARGET')}")
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy")[-1] == "V6-2000"  # 1800 vs 1500


def _p2_in_maximum_mode(p0: Side, spells: list):  # type: ignore[no-untyped-def,type-arg]
    """P2 Maximum Summons on turn 2; returns the duel at P1's turn 3, Battle Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(
        hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"], spells=spells))
    do(duel, f"maximum {find(duel, OVERLORD, 1, 'hand')}")
    assert duel.maxm[1] and len(duel.monsters(1)) == 1
    do(duel, "end")
    do(duel, "battle")
    return duel


def test_r_replay_6_a_maximum_mode_monster_leaves_as_one() -> None:
    duel = _p2_in_maximum_mode(Side(monsters=[(BEWD, ATK)]), [("FX-BOUNCE-ON-ATTACK", SET)])
    target = at_mz(duel, OVERLORD, 1)
    assert attacks(duel) == {Action("attack", find(duel, BEWD), target=target)}
    do(duel, f"attack {find(duel, BEWD)} -> {target}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    assert sorted(names(duel, 1, "hand")) == sorted([f"{OVERLORD} [L]", OVERLORD,
                                                     f"{OVERLORD} [R]"])
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 5000]


def test_r_replay_6_and_r_calc_7_a_weakened_maximum_monster_no_replay() -> None:
    duel = _p2_in_maximum_mode(Side(monsters=[(BEWD, ATK)]), [("T-WEAKEN-TARGET", SET)])
    do(duel, f"attack {find(duel, BEWD)} -> {at_mz(duel, OVERLORD, 1)}")
    events = do(duel, f"activate {find(duel, 'T-WEAKEN-TARGET')}")
    assert not [e for e in events if e.kind == "retarget"]
    # 3000 against 3500 - 500: equal, both destroyed, all three pieces to the GY
    assert duel.lp == [8000, 8000] and names(duel, 0, "gy") == [BEWD]
    assert sorted(names(duel, 1, "gy")) == sorted(
        ["T-WEAKEN-TARGET", f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"])


def test_r_replay_7_and_r_dmg_1_no_replay_in_the_damage_step(monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(hand=["V4-WALL"], monsters=[("V4-1400", ATK)]))

    def arrive(duel, attack):  # type: ignore[no-untyped-def]
        duel.move(duel.inst(find(duel, "V4-WALL", 1, "hand")), MZONE, player=1, slot=1,
                  pos=DEF, kind="spsummon", reason="effect", by=1)

    at_damage_step(monkeypatch, arrive)
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    assert duel.request.kind == "battle"  # no replay was asked
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V4-1400"]
    assert names(duel, 1, "mzone")[1] == "V4-WALL"


# ------------------------------------------------------------------ R-DMG
def test_r_dmg_2_target_leaves_in_the_damage_step(monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V6-2000", ATK), ("V4-1400", ATK)]))
    at_damage_step(monkeypatch, hook_ds_remove)
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V6-2000')}")
    assert not [e for e in events if e.kind in ("battle", "damage", "retarget")]
    assert duel.lp == [8000, 8000] and not duel.gy[0] and "V6-2000" in names(duel, 1, "hand")
    assert {a.card for a in attacks(duel)} == {find(duel, "V4-1600")}  # the attack was used


def test_r_dmg_2_attacker_leaves_in_the_damage_step(monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", ATK)]))
    at_damage_step(monkeypatch, lambda d, a: d.move(d.inst(a.attacker), HAND,
                                                     reason="effect", by=1))
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    assert not [e for e in events if e.kind in ("battle", "damage")]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_dmg_3_face_down_target_flipped_to_defense_equal_def() -> None:
    duel = battle(Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK)],
                       spells=[("FX-TORRENT", SET)]),
                  Side(monsters=[("V4-WALL", SET)], spells=[("FX-TORRENT", SET)]))
    wall = find(duel, "V4-WALL")
    events = do(duel, f"attack {find(duel, 'V6-2000')} -> {wall}")
    assert not [e for e in events if e.kind in ("summon", "spsummon", "damage")]
    assert duel.request.kind == "battle"  # no summon window for either FX-TORRENT
    i = duel.inst(wall)
    assert duel.zone[i] == MZONE and duel.pos[i] == DEF and duel.known[i] == 3
    assert duel.lp == [8000, 8000] and not duel.gy[0] and not duel.gy[1]


def test_r_dmg_3_continuous_effect_applies_once_flipped() -> None:
    duel = battle(Side(monsters=[("Dark Magician (Rush)", ATK)]),
                  Side(monsters=[("T-HARD-SHELL", SET)]))
    shell = find(duel, "T-HARD-SHELL")
    do(duel, f"attack {find(duel, 'Dark Magician (Rush)')} -> {shell}")
    # DEF 2000 + 1000 = 3000 against 2500: P1 takes 500, the shell stays face-up Defense
    assert duel.lp == [7500, 8000] and duel.pos[duel.inst(shell)] == DEF


def test_r_dmg_5_one_battle_result_window_after_the_damage_step() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]),
                  Side(monsters=[("V4-1600", SET)], spells=[
                      ("T-FLIP-GAIN", SET), ("T-LOSS-GAIN", SET), ("T-DAMAGE-GAIN", SET)]))
    v18 = find(duel, "V4-1800")
    duel.add_mod(duel.inst(v18), MOD_PIERCE, 1, 0)
    do(duel, f"attack {v18} -> {find(duel, 'V4-1600')}")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["V4-1600"]  # DS is over
    offered = {a.card for a in duel.legal_actions() if a.kind == "activate"}
    assert offered == {find(duel, n) for n in ("T-FLIP-GAIN", "T-LOSS-GAIN", "T-DAMAGE-GAIN")}
    do(duel, f"activate {find(duel, 'T-DAMAGE-GAIN')}")
    assert duel.lp == [8000, 7700] and duel.request.kind == "battle"
    assert names(duel, 1, "szone") == ["T-FLIP-GAIN", "T-LOSS-GAIN", ""]


def test_r_dmg_6_reflected_damage_to_zero_ends_the_duel_without_a_window() -> None:
    duel = battle(Side(lp=300, monsters=[("V4-1400", ATK)]),
                  Side(monsters=[("V5-WALL", DEF)], spells=[("T-DAMAGE-GAIN", SET)]))
    events = do(duel, f"attack {find(duel, 'V4-1400')} -> {find(duel, 'V5-WALL')}")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]
    assert events[-1].kind == "result" and not [e for e in events if e.kind == "activate"]


# ------------------------------------------------------------------ R-CALC
@pytest.mark.parametrize(("attacker", "target", "lp", "gy0", "gy1"), [
    (BEWD, "Dark Magician (Rush)", [8000, 7500], [], ["Dark Magician (Rush)"]),
    ("V4-0", "V4-1800", [6200, 8000], ["V4-0"], []),  # the lower one is the attacker
])
def test_r_calc_1_lower_atk_destroyed_its_controller_takes_the_difference(
        attacker: str, target: str, lp: list[int], gy0: list[str], gy1: list[str]) -> None:
    duel = battle(Side(monsters=[(attacker, ATK)]), Side(monsters=[(target, ATK)]))
    do(duel, f"attack {find(duel, attacker)} -> {find(duel, target)}")
    assert duel.lp == lp and names(duel, 0, "gy") == gy0 and names(duel, 1, "gy") == gy1


def test_r_calc_2_equal_atk_after_a_change_destroys_both() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V5-2300", ATK)], spells=[("T-WEAKEN-TARGET", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V5-2300')}")
    do(duel, f"activate {find(duel, 'T-WEAKEN-TARGET')}")
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 1, "gy")[-1] == "V5-2300"


def test_r_calc_3_zero_against_zero_nothing_happens() -> None:
    duel = battle(Side(monsters=[("V4-0", ATK), ("V1-100", ATK)]),
                  Side(monsters=[("V4-0", ATK)]))
    do(duel, f"attack {find(duel, 'V4-0', 0)} -> {find(duel, 'V4-0', 1)}")
    assert duel.lp == [8000, 8000] and not duel.gy[0] and not duel.gy[1]
    assert duel.pos[duel.inst(find(duel, "V4-0", 1))] == ATK


@pytest.mark.parametrize(("attacker", "wall", "lp", "p1_gy"), [
    ("V4-1600", "V5-WALL", [6600, 8000], []),           # ATK < DEF: TP takes DEF - ATK
    ("V6-2000", "V4-WALL", [8000, 8000], []),           # ATK = DEF: nothing
    ("V5-2300", "V4-WALL", [8000, 8000], ["V4-WALL"]),  # ATK > DEF: destroyed, no damage
])
def test_r_calc_4_attack_against_defense(attacker: str, wall: str, lp: list[int],
                                         p1_gy: list[str]) -> None:
    duel = battle(Side(monsters=[(attacker, ATK)]), Side(monsters=[(wall, DEF)]))
    do(duel, f"attack {find(duel, attacker)} -> {find(duel, wall)}")
    assert duel.lp == lp and names(duel, 1, "gy") == p1_gy and not duel.gy[0]
    if not p1_gy:
        assert duel.pos[duel.inst(find(duel, wall))] == DEF


def test_r_calc_5_piercing_only_against_defense() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V5-WALL", DEF)]))
    for name in (BEWD, "V4-1800"):
        duel.add_mod(duel.inst(find(duel, name)), MOD_PIERCE, 1, 0)
    do(duel, f"attack {find(duel, BEWD)} -> {find(duel, 'V4-1600')}")
    assert duel.lp == [8000, 6600]  # plain difference against Attack Position
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V5-WALL')}")
    assert duel.lp == [6800, 6600]  # ATK < DEF: no piercing, the TP takes 1200


def test_r_calc_6_direct_attack_deals_full_atk() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-0", ATK)]), Side())
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.lp == [8000, 6200]
    events = do(duel, f"attack {find(duel, 'V4-0')} -> direct")
    assert duel.lp == [8000, 6200] and not [e for e in events if e.kind == "damage"]


def test_r_calc_7_maximum_mode_target_compared_by_atk() -> None:
    duel = _p2_in_maximum_mode(Side(monsters=[(BEUD, ATK), (BEWD, ATK)]), [])
    target = at_mz(duel, OVERLORD, 1)
    i = duel.inst(target)
    assert duel.pos[i] == ATK and duel.atk(i) == 3500 and duel.defense(i) == 0
    do(duel, f"attack {find(duel, BEWD)} -> {target}")
    assert duel.lp == [7500, 8000] and names(duel, 0, "gy") == [BEWD]
    do(duel, f"attack {find(duel, BEUD)} -> {target}")
    assert duel.lp == [7500, 7000] and len(duel.gy[1]) == 3 and not duel.monsters(1)
