"""Second audit of the Battle Phase and the End Phase against RULES.md sections 11-12
(R-BATTLE, R-REPLAY, R-DMG, R-CALC, R-END) and the "one attack" model of section 18,
read rule by rule and in combination. It avoids what test_rules_battle.py,
test_rule_audit_traps_battle.py and test_rule_audit_battle_effects.py already check.

The cards named "T-R2-..." are throwaway test cards (passcodes 963_100_001+), described
in our own words: each Trap names one trigger and does one small, visible thing.

HOOK-DS-REMOVE (section 19) has no hook in the engine or in the scenario builder; as in
test_rule_audit_traps_battle.py it is played by `at_damage_step`, which runs a
function at the start of the next Damage Step (before the engine's own Damage Step).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rushdesk.cards import fixtures as fx
from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.ops import SpecialSummon
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.procs import Proc
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import MZONE
from rushdesk.engine.stats import MOD_ATTACK_ALL, MOD_EXTRA_ATTACK

from ..cards.helpers import refused
from .probe import Probe, Then
from .util import POOL as BASE_POOL
from .util import at_damage_step, attack, attacks, do, find, hook_ds_remove, mz, names

BEWD = "Blue-Eyes White Dragon (Rush)"
BOUNCE = "FX-BOUNCE-ON-ATTACK"
MP = pytest.MonkeyPatch


# ------------------------------------------------------------------ test cards
def _opp_attack(duel: Duel, me: int, e: Any) -> bool:
    return e.kind == "attack" and e.player != me and duel.attack is not None


def _own_attack(duel: Duel, me: int, e: Any) -> bool:
    return e.kind == "attack" and e.player == me and duel.attack is not None


def _gain(duel: Duel, me: int) -> list[Proc]:
    return [fx.GainLife(me, 500)]


def _each(fn: Callable[[Duel, int], None]) -> Callable[[Duel, int], list[Proc]]:
    return lambda duel, me: [Then(lambda d: fn(d, me))]


def _attacker_to(pos: int) -> Callable[[Duel, int], list[Proc]]:
    return _each(lambda d, me: d.set_position(d.inst(d.attack[0]), pos, reason="effect", by=me))


def _upright(duel: Duel, me: int) -> None:
    """Turn every monster of `me` that is not face-up Attack into face-up Attack."""
    for m in duel.monsters(me):
        if duel.pos[m] != ATK:
            duel.set_position(m, ATK, reason="effect", by=me)


def _reveal(duel: Duel, me: int) -> None:
    for m in duel.monsters(me):
        if duel.pos[m] == SET:
            duel.set_position(m, DEF, reason="effect", by=me)


def _bystander(duel: Duel, me: int) -> int:
    """The first opponent's monster (zone order) other than the attack target."""
    target = duel.attack[1]
    return next(duel.oid[m] for m in duel.monsters(1 - me) if duel.oid[m] != target)


def _can_call(duel: Duel, me: int) -> bool:
    return bool(duel.free_mzones(me)) and any(
        duel.data[i].is_monster and duel.data[i].level <= 4 for i in duel.hand[me])


PROBES: list[tuple[str, str, Callable[..., bool], Callable[..., list[Proc]]]] = [
    # on the opponent's attack declaration: gain 500 LP
    ("T-R2-OPP-ATTACK-GAIN", "attack", _opp_attack, _gain),
    # on your own monster's attack declaration: gain 500 LP
    ("T-R2-MY-ATTACK-GAIN", "attack", _own_attack, _gain),
    # on the opponent's attack: the attacker goes face-down / to face-up Defense
    ("T-R2-ATTACKER-DOWN", "attack", _opp_attack, _attacker_to(SET)),
    ("T-R2-ATTACKER-DEF", "attack", _opp_attack, _attacker_to(DEF)),
    # when the opponent's effect changes a monster of yours to Defense or face-down:
    # turn your monsters face-up Attack again
    ("T-R2-UPRIGHT", "position", lambda d, me, e: e.kind == "position" and e.player == me
     and e.by == 1 - me and e.value in (DEF, SET), _each(_upright)),
    # on the opponent's attack, with a face-down monster: turn yours face-up Defense
    ("T-R2-REVEAL", "attack", lambda d, me, e: _opp_attack(d, me, e) and any(
        d.pos[m] == SET for m in d.monsters(me)), _each(_reveal)),
    # on the opponent's attack: Special Summon a Level 4 or lower from the hand in Defense
    ("T-R2-CALL", "attack", lambda d, me, e: _opp_attack(d, me, e) and _can_call(d, me),
     lambda d, me: [fx.SummonFromHand(me, 4, DEF)]),
    # when your monster declares an attack on a monster while the opponent controls
    # another one: destroy that other monster
    ("T-R2-MY-SMASH", "attack", lambda d, me, e: _own_attack(d, me, e) and e.value != DIRECT
     and len(d.monsters(1 - me)) > 1,
     lambda d, me: [fx.DestroyAll((_bystander(d, me),), me)]),
    # when a monster of yours is destroyed by battle: gain 500 LP
    ("T-R2-LOSS-GAIN", "move", lambda d, me, e: e.kind == "move" and e.reason == "battle"
     and e.dst == "gy" and e.player == me, _gain),
]
_CARDS = [CardData(963_100_001 + n, name, CardType.TRAP, behaviour=Probe(kinds, when, then))
          for n, (name, kinds, when, then) in enumerate(PROBES)]


def _monster(code: int, name: str, kind: str, atk: int, phrase: str) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.EFFECT, attribute=Attribute.EARTH,
                    race="Warrior", level=4, atk=atk, defense=0, behaviour=CardScript(
                        Effect(kind="continuous", mods=(Cont(THIS, kind, 1, phrase),))))


TWICE = "T-R2-TWICE"  # 1000 ATK; can attack twice each turn
ALL = "T-R2-ALL"  # 2500 ATK; can attack each of the opponent's monsters once
_CARDS += [_monster(963_100_101, TWICE, MOD_EXTRA_ATTACK, 1000, "can attack twice"),
           _monster(963_100_102, ALL, MOD_ATTACK_ALL, 2500,
                    "can attack each of your opponent's monsters once")]
_HAND_LOW = Sel(where=("hand",), kind="monster", level_max=4)
CALL_ATK, CALL_DEF = "T-R2-S-CALL-ATK", "T-R2-S-CALL-DEF"  # Special Summon from the hand
_CARDS += [CardData(963_100_201 + n, name, CardType.SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(SpecialSummon(_HAND_LOW, position=pos),))))
    for n, (name, pos) in enumerate(((CALL_ATK, "atk"), (CALL_DEF, "def")))]

POOL = BASE_POOL.merged(_CARDS)


# ------------------------------------------------------------------ helpers
def battle(p0: Side, p1: Side, *, turn: int = 3, tp: int = 0, phase: str = "battle") -> Duel:
    """Player `tp`'s Battle Phase (or Main Phase) of `turn`; Decks of 20 x V1-100."""
    return scenario(POOL, p0=p0, p1=p1, turn=turn, tp=tp, phase=phase, filler="V1-100")


def trap(duel: Duel, name: str, p: int | None = None) -> list[Any]:
    return do(duel, f"activate {find(duel, name, p, 'szone')}")


def activations(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def of_kind(events: list[Any], *kinds: str) -> list[Any]:
    return [e for e in events if e.kind in kinds]


# ============================================== choosing again is not a declaration
def test_r_replay_4_r_replay_1_direct_attack_replayed_onto_the_wall_opens_no_window() -> None:
    """FX-WALL-ON-DIRECT stops a direct attack (R-REPLAY-1); choosing the wall is not a
    declaration (R-REPLAY-4), so neither a Trap answering attacks on monsters nor one
    answering any attack is offered afterwards (R-TRAP-5)."""
    duel = battle(Side(monsters=[("V8-3000", ATK)]),
                  Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET), (BOUNCE, SET),
                                                 ("T-R2-OPP-ATTACK-GAIN", SET)]))
    attack(duel, "V8-3000")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert activations(duel) == {find(duel, "FX-WALL-ON-DIRECT"),
                                 find(duel, "T-R2-OPP-ATTACK-GAIN")}  # no bounce: direct
    trap(duel, "FX-WALL-ON-DIRECT")
    wall = mz(duel, "V4-WALL", 1)
    assert duel.request.kind == "replay" and duel.current_player == 0
    events = do(duel, f"target {wall}")
    assert not of_kind(events, "attack", "activate")
    assert duel.lp == [8000, 8000]  # 3000 against DEF 2000: destroyed, no damage
    assert names(duel, 1, "gy") == ["FX-WALL-ON-DIRECT", "V4-WALL"]
    assert names(duel, 1, "szone") == ["", BOUNCE, "T-R2-OPP-ATTACK-GAIN"]
    assert all(duel.pos[i] == SET for i in duel.sz[1] if i >= 0)


def test_r_replay_4_r_trap_3_a_second_bounce_is_not_offered_after_choosing_again() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                       spells=[(BOUNCE, SET), (BOUNCE, SET)]))
    attack(duel, BEWD, "V4-1600")
    assert activations(duel) == {find(duel, BOUNCE, 1, "szone", 0),
                                 find(duel, BOUNCE, 1, "szone", 1)}
    trap(duel, BOUNCE)
    b = mz(duel, "V4-1400", 1)
    assert set(duel.legal_actions()) == {Action("target", target=b), Action("cancel")}
    events = do(duel, f"target {b}")
    assert not of_kind(events, "attack", "activate")
    assert duel.lp == [8000, 6400] and names(duel, 1, "gy") == [BOUNCE, "V4-1400"]
    assert names(duel, 1, "szone") == ["", BOUNCE, ""] and duel.pos[duel.sz[1][1]] == SET
    assert "V4-1600" in names(duel, 1, "hand")


def test_r_replay_4_r_trap_4_the_turn_players_attack_trap_is_not_offered_again() -> None:
    """The TP's own "when your monster declares an attack" Trap: not in the window the
    NTP used (R-TRAP-3/4), and not after the re-selection either (R-REPLAY-4)."""
    duel = battle(Side(monsters=[(BEWD, ATK)], spells=[("T-R2-MY-ATTACK-GAIN", SET)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(BOUNCE, SET)]))
    attack(duel, BEWD, "V4-1600")
    assert duel.current_player == 1
    trap(duel, BOUNCE)
    assert duel.request.kind == "replay" and duel.current_player == 0
    events = do(duel, f"target {mz(duel, 'V4-1400', 1)}")
    assert not of_kind(events, "activate", "lp")
    assert duel.lp == [8000, 6400]
    assert names(duel, 0, "szone")[0] == "T-R2-MY-ATTACK-GAIN" and duel.pos[duel.sz[0][0]] == SET


def test_r_battle_2_r_replay_4_choosing_again_does_not_use_a_second_attack() -> None:
    duel = battle(Side(monsters=[(TWICE, ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], spells=[(BOUNCE, SET)]))
    me = mz(duel, TWICE, 0)
    attack(duel, TWICE, "V4-1600")
    trap(duel, BOUNCE)
    do(duel, f"target {mz(duel, 'V2-500', 1)}")
    assert duel.lp == [8000, 7500] and duel.request.kind == "battle"
    assert attacks(duel) == {Action("attack", me, target=DIRECT)}  # its second attack
    attack(duel, TWICE)
    assert duel.lp == [8000, 6500] and duel.turn == 4  # and no third one


# R-REPLAY-2: on a replay the TP may "choose a new target among the monsters the NTP
# now controls (possibly the same monster as before)". Expected: the original target A
# is offered again, also to a monster that may attack each opponent's monster once
# (MOD_ATTACK_ALL), which has A noted as attacked since the declaration.
def test_r_replay_2_an_attack_all_monster_may_choose_the_same_target_again() -> None:
    duel = battle(Side(monsters=[(ALL, ATK)]),
                  Side(hand=["V4-WALL"], monsters=[("V4-1400", ATK)],
                       spells=[("T-R2-CALL", SET)]))
    a = mz(duel, "V4-1400", 1)
    attack(duel, ALL, "V4-1400")
    trap(duel, "T-R2-CALL")
    wall = mz(duel, "V4-WALL", 1)
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=a),
                                         Action("target", target=wall), Action("cancel")}
    do(duel, f"target {a}")
    assert duel.lp == [8000, 6900] and names(duel, 1, "gy")[-1] == "V4-1400"


# ================================================================ replays
def test_r_replay_2_r_dmg_3_a_face_down_monster_chosen_in_a_replay_is_flipped() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V5-WALL", SET)], spells=[(BOUNCE, SET)]))
    wall = find(duel, "V5-WALL")
    attack(duel, "V4-1800", "V4-1600")
    trap(duel, BOUNCE)
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    events = do(duel, f"target {wall}")
    assert [(e.card, e.value) for e in of_kind(events, "position")] == [(wall, DEF)]
    assert duel.lp == [6800, 8000]  # DEF 3000 against 1800 (R-CALC-4)
    i = duel.inst(wall)
    assert duel.zone[i] == MZONE and duel.pos[i] == DEF and duel.known[i] == 3


def test_r_replay_1_r_trap_9_swap_cost_and_summon_then_the_new_monster_is_chosen() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK)]),
                  Side(hand=["V4-1800"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                       spells=[("FX-SWAP-ON-ATTACK", SET)]))
    a = mz(duel, "V4-1600", 1)
    attack(duel, BEWD, "V4-1600")
    events = trap(duel, "FX-SWAP-ON-ATTACK")  # the only cost (B) and the only summon
    assert duel.request.kind == "position" and duel.current_player == 1
    events += do(duel, "choose atk")
    assert [e.reason for e in events if e.kind == "move" and e.dst == "gy"][:1] == ["cost"]
    new = mz(duel, "V4-1800", 1)
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=a),
                                         Action("target", target=new), Action("cancel")}
    do(duel, f"target {new}")
    assert duel.lp == [8000, 6800]  # 3000 against ATK 1800
    assert names(duel, 1, "gy") == ["V4-1400", "FX-SWAP-ON-ATTACK", "V4-1800"]
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]


def test_r_replay_1_a_bystander_destroyed_by_the_turn_players_trap_causes_a_replay() -> None:
    """The cause does not matter (R-REPLAY-1); the old target may be chosen (R-REPLAY-2)."""
    duel = battle(Side(monsters=[(BEWD, ATK)], spells=[("T-R2-MY-SMASH", SET)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    a = mz(duel, "V4-1600", 1)
    attack(duel, BEWD, "V4-1600")
    assert duel.request.kind == "window" and duel.current_player == 0
    trap(duel, "T-R2-MY-SMASH")
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel")}
    do(duel, f"target {a}")
    assert duel.lp == [8000, 6600] and names(duel, 1, "gy") == ["V4-1400", "V4-1600"]


def test_r_replay_5_a_face_down_bystander_turned_face_up_is_not_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1400", ATK), ("V4-1600", SET)],
                       spells=[("T-R2-REVEAL", SET)]))
    other = find(duel, "V4-1600")
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, "T-R2-REVEAL")
    assert not of_kind(events, "retarget") and duel.pos[duel.inst(other)] == DEF
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["T-R2-REVEAL", "V4-1400"]


def test_r_battle_4_r_replay_3_two_attacks_with_a_replay_then_the_next_turn_draw() -> None:
    """After a replay the Battle Phase goes on (R-BATTLE-4 step 6); the opponent, now with
    no monsters, can be attacked directly (R-BATTLE-3); the turn then passes and the
    opponent draws up to five (R-END-1, R-DRAW-1)."""
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(BOUNCE, SET)]))
    attack(duel, BEWD, "V4-1600")
    trap(duel, BOUNCE)
    do(duel, f"target {mz(duel, 'V4-1400', 1)}")
    assert duel.lp == [8000, 6400] and duel.request.kind == "battle"
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1800", 0), target=DIRECT)}
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 4600]
    assert duel.turn == 4 and duel.tp == 1 and duel.request.kind == "main"
    assert len(duel.hand[1]) == 5 and "V4-1600" in names(duel, 1, "hand")


def test_r_replay_1_r_replay_3_replay_and_cancel_in_the_second_players_turn() -> None:
    """P2 (player 1) attacks on turn 4; P1's FX-WALL-ON-DIRECT stops the direct attack."""
    duel = battle(Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]),
                  Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]), turn=4, tp=1)
    attack(duel, "V4-1800")
    assert duel.request.kind == "window" and duel.current_player == 0
    trap(duel, "FX-WALL-ON-DIRECT")
    wall = mz(duel, "V4-WALL", 0)
    assert duel.request.kind == "replay" and duel.current_player == 1
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    events = do(duel, "cancel")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["cancelled"]
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1600", 1), target=wall)}
    attack(duel, "V4-1600", "V4-WALL")
    assert duel.lp == [8000, 7600] and names(duel, 0, "mzone")[0] == "V4-WALL"
    assert duel.turn == 5 and duel.tp == 0


def test_r_replay_2_r_battle_3_refusals_while_choosing_again() -> None:
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(BOUNCE, SET)]))
    a = mz(duel, "V4-1600", 1)
    attack(duel, BEWD, "V4-1600")
    trap(duel, BOUNCE)
    assert duel.request.kind == "replay"
    bounced = find(duel, "V4-1600", 1, "hand")
    assert bounced != a
    for text in ("target direct",  # the opponent still controls a monster
                 f"target {mz(duel, BEWD, 0)}", f"target {mz(duel, 'V4-1800', 0)}",
                 f"target {bounced}", f"target {a}",  # a card in the hand, a gone id
                 f"attack {mz(duel, 'V4-1800', 0)} -> {mz(duel, 'V4-1400', 1)}",
                 "end", "pass"):
        refused(duel, text)
    assert duel.request.kind == "replay" and duel.lp == [8000, 8000]


# ============================================ the attack ends (R-BATTLE-5, R-DMG-2)
# R-BATTLE-5: the attack ends without a Damage Step if "the attacker ... changes to
# Defense Position or face-down", and the attack is used. Expected: once the NTP's Trap
# has turned the attacker face-down, the attack is over, even though the TP's own Trap
# turned it face-up Attack again in the next window (a monster turned face-down is a
# new monster once face-up again, R-EFF-4). R-BATTLE-5 cites EDOPro, which marks a
# monster changed to Defense (face-down included) as "attack cancelled" for good. The
# non-normative pseudo-code of section 18 tests the state at that point.
def test_r_battle_5_attacker_turned_face_down_then_face_up_again_the_attack_is_over() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)], spells=[("T-R2-UPRIGHT", SET)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[("T-R2-ATTACKER-DOWN", SET)]))
    me = mz(duel, "V4-1800", 0)
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, "T-R2-ATTACKER-DOWN")
    assert duel.request.kind == "window" and duel.current_player == 0
    events += trap(duel, "T-R2-UPRIGHT")
    assert duel.pos[duel.inst(me)] == ATK
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"


# R-BATTLE-5, as above with "changes to Defense Position": expected the attack ends
# when the attacker is changed to Defense, whatever happens to it afterwards; actual:
# the attack goes on because the attacker is back in Attack Position when the engine
# looks (Attack._battle_step), and P2 takes 400.
def test_r_battle_5_attacker_changed_to_defense_then_back_the_attack_is_over() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)], spells=[("T-R2-UPRIGHT", SET)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[("T-R2-ATTACKER-DEF", SET)]))
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, "T-R2-ATTACKER-DEF")
    events += trap(duel, "T-R2-UPRIGHT")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_battle_5_a_negated_attack_uses_one_of_two_attacks() -> None:
    duel = battle(Side(monsters=[(TWICE, ATK)]), Side(spells=[("FX-NEGATE-ON-ATTACK", SET)]))
    me = mz(duel, TWICE, 0)
    attack(duel, TWICE)
    events = trap(duel, "FX-NEGATE-ON-ATTACK")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["negated"]
    assert duel.lp == [8000, 8000]
    assert attacks(duel) == {Action("attack", me, target=DIRECT)}
    attack(duel, TWICE)
    assert duel.lp == [8000, 7000] and duel.turn == 4


# ============================================================ the Damage Step
def test_hook_ds_remove_r_dmg_2_the_target_chosen_in_a_replay_leaves(monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(BOUNCE, SET)]))
    attack(duel, BEWD, "V4-1600")
    trap(duel, BOUNCE)
    at_damage_step(monkeypatch, hook_ds_remove)
    events = do(duel, f"target {mz(duel, 'V4-1400', 1)}")
    assert not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and not duel.monsters(1)
    assert sorted(names(duel, 1, "hand")) == ["V4-1400", "V4-1600"]
    assert not duel.gy[0] and names(duel, 1, "gy") == [BOUNCE]
    # Blue-Eyes's attack is used; the other monster may now attack directly
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1800", 0), target=DIRECT)}
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]


def test_hook_ds_remove_r_dmg_2_r_dmg_3_a_face_down_target_leaves_unrevealed(
        monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", SET), ("V4-WALL", SET)]))
    at_damage_step(monkeypatch, hook_ds_remove)
    events = attack(duel, "V4-1800", "V4-1400")
    assert not of_kind(events, "position", "battle", "damage")
    assert duel.lp == [8000, 8000] and names(duel, 1, "hand") == ["V4-1400"]
    assert names(duel, 1, "mzone") == ["", "V4-WALL", ""]
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1600", 0),
                                    target=mz(duel, "V4-WALL", 1))}


def test_r_replay_7_r_dmg_1_a_direct_attack_stays_direct_if_a_monster_arrives_in_the_ds(
        monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]), Side(hand=["V4-WALL"]))

    def arrive(d: Duel, att: Any) -> None:
        d.move(d.inst(find(d, "V4-WALL", 1, "hand")), MZONE, player=1, slot=0, pos=DEF,
               kind="spsummon", reason="effect", by=1)

    at_damage_step(monkeypatch, arrive)
    events = attack(duel, "V4-1800")
    assert duel.request.kind == "battle" and not of_kind(events, "retarget")
    assert duel.lp == [8000, 6200] and names(duel, 1, "mzone")[0] == "V4-WALL"
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1600", 0),
                                    target=mz(duel, "V4-WALL", 1))}


# R-DMG-2: "If the target or the attacker leaves the field during the Damage Step, or
# the attacker can no longer battle, the battle stops. There is no damage calculation."
# Reading "can no longer battle" as covering an attacker turned face-down (a face-down
# monster cannot be an attacker, R-BATTLE-2/R-BATTLE-5), the expected result is no
# damage calculation (EDOPro also skips it for an attacker changed to Defense or
# face-down by then).
def test_r_dmg_2_an_attacker_turned_face_down_in_the_damage_step_does_not_battle(
        monkeypatch: MP) -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", ATK)]))
    at_damage_step(monkeypatch, lambda d, att: d.set_position(
        d.inst(att.attacker), SET, reason="effect", by=1))
    events = attack(duel, "V4-1800", "V4-1400")
    assert not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_calc_2_r_dmg_4_r_dmg_5_equal_atk_both_in_the_gy_before_the_result_window() -> None:
    duel = battle(Side(monsters=[("V4-1600", ATK)], spells=[("T-R2-LOSS-GAIN", SET)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[("T-R2-LOSS-GAIN", SET)]))
    events = attack(duel, "V4-1600", "V4-1600")
    kinds = [e.kind for e in events]
    assert kinds.index("battle") < kinds.index("move")  # sent after the calculation
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 1, "gy") == ["V4-1600"]
    assert duel.lp == [8000, 8000]
    assert duel.request.kind == "window" and duel.current_player == 1  # the NTP first
    do(duel, "pass")
    assert duel.request.kind == "window" and duel.current_player == 0
    trap(duel, "T-R2-LOSS-GAIN", 0)
    assert duel.lp == [8500, 8000]
    assert names(duel, 1, "szone")[0] == "T-R2-LOSS-GAIN"  # one Trap per window


# ===================================================== the damage calculation table
def test_r_calc_3_zero_atk_against_a_zero_atk_attack_position_monster_with_high_def() -> None:
    duel = battle(Side(monsters=[("V4-0", ATK)]), Side(monsters=[("V4-WALL", ATK)]))
    events = attack(duel, "V4-0", "V4-WALL")
    assert not of_kind(events, "damage") and duel.lp == [8000, 8000]
    assert not duel.gy[0] and not duel.gy[1]
    assert duel.pos[duel.inst(find(duel, "V4-WALL"))] == ATK


def test_r_calc_1_an_attack_position_target_is_compared_by_atk_not_def() -> None:
    duel = battle(Side(monsters=[("V1-100", ATK)]), Side(monsters=[("V4-WALL", ATK)]))
    attack(duel, "V1-100", "V4-WALL")  # 100 against ATK 0 (its DEF 2000 does not count)
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-WALL"]
    assert names(duel, 0, "mzone")[0] == "V1-100"


def test_r_calc_4_a_defense_position_target_is_compared_by_def_not_atk() -> None:
    duel = battle(Side(monsters=[("V4-1400", ATK), ("V4-1500", ATK)]),
                  Side(monsters=[("V3-1000", DEF), ("V4-1800", DEF)]))
    attack(duel, "V4-1400", "V3-1000")  # 1400 > ATK 1000, but < DEF 1600
    assert duel.lp == [7800, 8000] and not duel.gy[0] and not duel.gy[1]
    attack(duel, "V4-1500", "V4-1800")  # 1500 < ATK 1800, but > DEF 1000: no damage
    assert duel.lp == [7800, 8000] and names(duel, 1, "gy") == ["V4-1800"]
    assert names(duel, 0, "mzone") == ["V4-1400", "V4-1500", ""]


def test_r_dmg_6_r_calc_1_lethal_damage_in_the_second_players_turn() -> None:
    duel = battle(Side(lp=300, monsters=[("V4-1400", ATK)], spells=[("T-R2-LOSS-GAIN", SET)]),
                  Side(monsters=[("V4-1800", ATK)]), turn=4, tp=1)
    events = attack(duel, "V4-1800", "V4-1400")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]
    assert [e.value for e in of_kind(events, "damage")] == [300]  # never below 0
    assert not of_kind(events, "activate") and events[-1].kind == "result"
    assert duel.legal_actions() == []


# ============================================================ who may attack
def test_r_battle_2_a_monster_special_summoned_this_turn_in_attack_may_attack() -> None:
    duel = battle(Side(hand=[CALL_ATK, "V4-1800"]), Side(), phase="main")
    do(duel, f"activate {find(duel, CALL_ATK)} s0")  # V4-1800 in face-up Attack
    ready = mz(duel, "V4-1800", 0)
    assert duel.pos[duel.inst(ready)] == ATK and names(duel, 0, "gy") == [CALL_ATK]
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", ready, target=DIRECT)}
    refused(duel, f"position {ready} def")  # no position change in the Battle Phase
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200] and duel.turn == 4


def test_r_battle_2_r_pos_1_a_monster_special_summoned_in_defense_cannot_attack() -> None:
    duel = battle(Side(hand=[CALL_DEF, "V4-1800"], monsters=[("V4-1400", ATK)]),
                  Side(), phase="main")
    do(duel, f"activate {find(duel, CALL_DEF)} s0")
    wall = mz(duel, "V4-1800", 0)
    assert duel.pos[duel.inst(wall)] == DEF
    refused(duel, f"position {wall} atk")  # it arrived this turn (R-POS-1)
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", mz(duel, "V4-1400", 0), target=DIRECT)}
    refused(duel, f"attack {wall} -> direct")


def test_r_battle_2_r_battle_3_refused_attacks_leave_the_state_unchanged() -> None:
    duel = battle(Side(hand=["V4-1500"], gy=["V4-1700"],
                       monsters=[("V4-1800", ATK), ("V4-1600", DEF), ("V4-1400", SET)]),
                  Side(gy=["V2-500"], monsters=[("V4-0", SET)]))
    v18, down = mz(duel, "V4-1800", 0), mz(duel, "V4-0", 1)
    for text in (f"attack {mz(duel, 'V4-1600', 0)} -> {down}",  # Defense Position
                 f"attack {mz(duel, 'V4-1400', 0)} -> {down}",  # face-down
                 f"attack {v18} -> direct",  # the opponent controls a face-down monster
                 f"attack {v18} -> {mz(duel, 'V4-1600', 0)}",  # one's own monster
                 f"attack {v18} -> {find(duel, 'V2-500', 1, 'gy')}",  # a card in the GY
                 f"attack {down} -> {v18}",  # the opponent's monster
                 f"attack {find(duel, 'V4-1500', 0, 'hand')} -> {down}",
                 f"attack {find(duel, 'V4-1700', 0, 'gy')} -> {down}",
                 f"position {mz(duel, 'V4-1600', 0)} atk", "battle"):
        refused(duel, text)
    assert attacks(duel) == {Action("attack", v18, target=down)}


def test_r_turn_3_no_battle_phase_when_the_second_seat_goes_first() -> None:
    duel = battle(Side(), Side(hand=["V4-1800"], monsters=[("V4-1600", ATK, 1)]),
                  turn=1, tp=1, phase="main")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 0 and Action("battle") in duel.legal_actions()


# ============================================ across the End Phase (R-END, R-POS)
def test_r_dmg_3_r_pos_1_r_end_1_a_monster_flipped_by_battle_may_attack_next_turn() -> None:
    duel = battle(Side(monsters=[("V4-0", ATK)]), Side(monsters=[("V4-1600", SET)]))
    flipped = find(duel, "V4-1600")
    attack(duel, "V4-0", "V4-1600")  # 0 against DEF 1000
    assert duel.lp == [7000, 8000] and duel.pos[duel.inst(flipped)] == DEF
    assert duel.turn == 4 and duel.tp == 1 and duel.request.kind == "main"
    do(duel, f"position {flipped} atk")  # the flip by battle was not its manual change
    do(duel, "battle")
    attack(duel, "V4-1600", "V4-0")
    assert duel.lp == [5400, 8000] and names(duel, 0, "gy") == ["V4-0"]


def test_r_end_1_an_atk_loss_for_this_turn_expires_and_the_position_stays() -> None:
    duel = battle(Side(monsters=[("V4-1400", ATK)]),
                  Side(monsters=[("V3-1000", ATK)], spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    target = find(duel, "V3-1000")
    attack(duel, "V4-1400", "V3-1000")
    trap(duel, "FX-SHRINK-ON-ATTACK")
    assert duel.lp == [7800, 8000]  # DEF 1600 against 1400 (R-CALC-4)
    assert duel.turn == 4 and duel.tp == 1
    i = duel.inst(target)
    assert duel.pos[i] == DEF and duel.atk(i) == 1000  # 500 back at the end of turn 3
    do(duel, f"position {target} atk")
    do(duel, "battle")
    attack(duel, "V3-1000", "V4-1400")
    assert duel.lp == [7800, 7600] and names(duel, 1, "gy")[-1] == "V3-1000"


def test_r_end_1_r_end_2_the_battle_phase_ends_into_the_opponents_draw() -> None:
    duel = battle(Side(hand=["V4-1500"] * 6, monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                  Side(hand=["V2-500"] * 3))
    attack(duel, "V4-1800")
    assert duel.request.kind == "battle" and duel.turn == 3
    events = do(duel, "end")  # the TP ends the Battle Phase with an attack left
    phases = [e.reason for e in of_kind(events, "phase")]
    assert phases == ["end", "draw", "main"] and duel.turn == 4 and duel.tp == 1
    assert len(duel.hand[0]) == 6  # nothing discarded
    assert len(duel.hand[1]) == 5  # 3 + 2 drawn
    assert duel.lp == [8000, 6200]
