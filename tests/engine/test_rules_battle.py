"""The Battle Phase: damage calculation, direct attacks, replays (SC-21..SC-27)."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, IllegalActionError
from rushdesk.engine.state import MOD_PIERCE

from .util import Side, build, do, find, names

BEWD = "Blue-Eyes White Dragon (Rush)"
DM = "Dark Magician (Rush)"


def _battle(p0: Side, p1: Side, turn: int = 3):  # type: ignore[no-untyped-def]
    return build(p0=p0, p1=p1, turn=turn, phase="battle")


def test_sc21_atk_against_atk() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]), Side(monsters=[(DM, ATK)]))
    events = do(duel, f"attack {find(duel, BEWD)} -> {find(duel, DM)}")
    assert duel.lp == [8000, 7500]
    assert names(duel, 1, "gy") == [DM] and names(duel, 0, "mzone")[0] == BEWD
    kinds = [e.kind for e in events]
    # damage is dealt before the destroyed monster reaches the GY (R-DMG-4)
    assert kinds.index("damage") < next(i for i, e in enumerate(events) if e.dst == "gy")


def test_sc22_equal_atk_destroys_both() -> None:
    duel = _battle(Side(monsters=[("Sevens Road Magician", ATK)]),
                   Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    do(duel, f"attack {find(duel, 'Sevens Road Magician')} -> {find(duel, 'Cyber Dragon (Rush)')}")
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == ["Sevens Road Magician"]
    assert names(duel, 1, "gy") == ["Cyber Dragon (Rush)"]


def test_sc23_attacking_a_higher_def() -> None:
    duel = _battle(Side(monsters=[("V4-1600", ATK)]), Side(monsters=[(DM, DEF)]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> {find(duel, DM)}")
    assert duel.lp == [7500, 8000]
    assert names(duel, 1, "mzone")[0] == DM and duel.pos[duel.mz[1][0]] == DEF
    assert names(duel, 0, "mzone")[0] == "V4-1600"


def test_sc24_attacking_face_down_defense_monsters() -> None:
    duel = _battle(Side(monsters=[(DM, ATK), ("V4-1800", ATK)]),
                   Side(monsters=[("V4-WALL", SET), ("V5-WALL", SET)]))
    wall4, wall5 = find(duel, "V4-WALL"), find(duel, "V5-WALL")
    events = do(duel, f"attack {find(duel, DM)} -> {wall4}")
    flip = next(e for e in events if e.kind == "position")
    assert flip.card == wall4 and flip.value == DEF and flip.code  # revealed before calc
    assert names(duel, 1, "gy") == ["V4-WALL"] and duel.lp == [8000, 8000]
    do(duel, f"attack {find(duel, 'V4-1800')} -> {wall5}")
    assert duel.lp == [6800, 8000]
    assert duel.pos[duel.inst(wall5)] == DEF and duel.known[duel.inst(wall5)] == 3


def test_sc25a_direct_attack() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]), Side())
    do(duel, f"attack {find(duel, BEWD)} -> direct")
    assert duel.lp == [8000, 5000]


def test_sc25b_no_direct_attack_while_the_opponent_has_a_monster() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]), Side(monsters=[("V4-1400", SET)]))
    bewd = find(duel, BEWD)
    attacks = [a for a in duel.legal_actions() if a.kind == "attack"]
    assert attacks == [Action("attack", bewd, target=find(duel, "V4-1400"))]
    with pytest.raises(IllegalActionError, match="R-BATTLE-3"):
        duel.apply(Action("attack", bewd, target=DIRECT))


def test_sc26_who_may_attack() -> None:
    duel = build(turn=4, tp=1, p1=Side(hand=["V4-1600"],
                                       monsters=[(DM, DEF, 2), ("V4-1400", SET, 2)]))
    do(duel, f"summon {find(duel, 'V4-1600', 1, 'hand')} z2")
    do(duel, "battle")
    v = find(duel, "V4-1600", 1, "mzone")
    assert [a for a in duel.legal_actions() if a.kind == "attack"] == [
        Action("attack", v, target=DIRECT)]  # Defense and face-down monsters cannot attack
    do(duel, f"attack {v} -> direct")
    assert duel.lp == [6400, 8000]
    # the Battle Phase had nothing left to decide, so the turn moved on by itself
    assert duel.tp == 0 and duel.turn == 5


def test_sc26_second_attack_refused() -> None:
    duel = _battle(Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]), Side())
    v = find(duel, "V4-1600")
    do(duel, f"attack {v} -> direct")
    with pytest.raises(IllegalActionError, match="already attacked"):
        do(duel, f"attack {v} -> direct")


def test_r_battle_2_one_attack_per_turn_not_per_duel() -> None:
    """The attack count is per turn: a monster that attacked may attack again on its
    controller's next turn (R-BATTLE-2, R-END-1)."""
    duel = _battle(Side(monsters=[("V4-1600", ATK)]), Side())
    v = find(duel, "V4-1600")
    do(duel, f"attack {v} -> direct")
    assert duel.lp == [8000, 6400]
    assert duel.turn == 4 and duel.tp == 1  # nothing left to decide: P2's turn
    do(duel, "end")  # P2 ends the Main Phase of turn 4 (no Battle Phase needed)
    assert duel.turn == 5 and duel.tp == 0
    do(duel, "battle")
    assert Action("attack", v, target=DIRECT) in duel.legal_actions()
    do(duel, f"attack {v} -> direct")
    assert duel.lp == [8000, 4800]
    assert duel.turn == 6  # the turn ended by itself again; its count ended with it
    assert duel.observe(1).data["players"][0]["monsters"][0]["attacks"] == 0


def test_sc27_replay_after_the_target_leaves() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]),
                   Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                        spells=[("FX-BOUNCE-ON-ATTACK", SET), ("FX-MIRROR", SET)]))
    a, b = find(duel, "V4-1600"), find(duel, "V4-1400")
    do(duel, f"attack {find(duel, BEWD)} -> {a}")
    assert duel.request.kind == "window" and duel.current_player == 1
    window = duel.legal_actions()
    assert Action("activate", find(duel, "FX-MIRROR")) in window
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    # one Trap per window; the bounce's own window has no attack declaration in it
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=b), Action("cancel")}
    events = do(duel, f"target {b}")
    assert not [e for e in events if e.kind == "attack"]  # not a declaration (R-REPLAY-4)
    assert duel.lp == [8000, 6400]
    assert names(duel, 1, "gy") == ["FX-BOUNCE-ON-ATTACK", "V4-1400"]
    assert "V4-1600" in names(duel, 1, "hand")
    assert names(duel, 1, "szone")[1] == "FX-MIRROR" and duel.pos[duel.sz[1][1]] == SET


def test_r_replay_3_a_cancelled_attack_is_used() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]),
                   Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                        spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    bewd = find(duel, BEWD)
    do(duel, f"attack {bewd} -> {find(duel, 'V4-1600')}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    do(duel, "cancel")
    assert duel.lp == [8000, 8000]
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]


def test_r_replay_1_direct_attack_stopped_by_a_new_monster() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]),
                   Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    do(duel, f"attack {find(duel, BEWD)} -> direct")
    do(duel, f"activate {find(duel, 'FX-WALL-ON-DIRECT')}")
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy")[-1] == "V4-WALL"


def test_r_replay_5_a_position_change_is_not_a_replay() -> None:
    duel = _battle(Side(monsters=[("V4-1800", ATK)]),
                   Side(monsters=[("V4-1600", ATK)], spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    target = find(duel, "V4-1600")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {target}")
    events = do(duel, f"activate {find(duel, 'FX-SHRINK-ON-ATTACK')}")
    assert not [e for e in events if e.kind == "retarget"]
    # the target is now in Defense (DEF 1000): destroyed, no damage
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy")[-1] == "V4-1600"


def test_r_battle_5_negated_attack_is_used() -> None:
    duel = _battle(Side(monsters=[("V4-1800", ATK)]),
                   Side(spells=[("FX-NEGATE-ON-ATTACK", SET)]))
    v = find(duel, "V4-1800")
    do(duel, f"attack {v} -> direct")
    events = do(duel, f"activate {find(duel, 'FX-NEGATE-ON-ATTACK')}")
    assert any(e.kind == "attack_end" and e.reason == "negated" for e in events)
    assert duel.lp == [8000, 8000]
    assert duel.tp == 1  # no attacker left: the Battle Phase ended by itself


def test_r_calc_3_zero_against_zero() -> None:
    duel = _battle(Side(monsters=[("V4-0", ATK)]), Side(monsters=[("V4-0", ATK)]))
    do(duel, f"attack {find(duel, 'V4-0', 0)} -> {find(duel, 'V4-0', 1)}")
    assert duel.lp == [8000, 8000] and not duel.gy[0] and not duel.gy[1]


def test_r_calc_1_lower_attacker_is_destroyed() -> None:
    duel = _battle(Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)]),
                   Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"attack {find(duel, 'V4-1400')} -> {find(duel, 'V4-1800')}")
    assert duel.lp == [7600, 8000] and names(duel, 0, "gy") == ["V4-1400"]


def test_r_calc_5_piercing() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]), Side(monsters=[("V4-1600", DEF)]))
    bewd = find(duel, BEWD)
    duel.add_mod(duel.inst(bewd), MOD_PIERCE, 1, 0)
    do(duel, f"attack {bewd} -> {find(duel, 'V4-1600')}")
    assert duel.lp == [8000, 6000] and names(duel, 1, "gy") == ["V4-1600"]


def test_r_dmg_6_battle_damage_to_zero_ends_the_duel_at_once() -> None:
    duel = _battle(Side(monsters=[(BEWD, ATK)]),
                   Side(lp=500, spells=[("FX-DRAW-WATCH", SET)]))
    events = do(duel, f"attack {find(duel, BEWD)} -> direct")
    assert duel.is_over and duel.result.winner == 0 and "LP" in duel.result.reason
    assert duel.lp[1] == 0  # never below 0 (R-WIN-1)
    assert events[-1].kind == "result"
    assert duel.legal_actions() == [] and duel.current_player is None
