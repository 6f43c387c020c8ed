"""Audit of the Battle Phase meeting card effects (RULES.md section 11 with R-WIN, R-TRAP,
R-EFF, R-POS and the "one attack" procedure of section 18).

The cards below are throwaway test cards (passcodes 962_400_001+), written in our own
words; each does one small, visible thing. Traps answer an opponent's attack
declaration unless told otherwise; their Requirement is met in that window only.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel, IllegalActionError
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, OnSummon, Trig
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Modify,
    ReturnToHand,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import (
    MOD_ATK,
    MOD_DIRECT,
    MOD_EXTRA_ATTACK,
    MOD_NO_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
)

from .util import POOL as BASE_POOL
from .util import do, find, names

_codes = itertools.count(962_400_001)
_CARDS: list[CardData] = []


@dataclass(frozen=True)
class _OwnAttack(Trig):
    """When a monster you control declares an attack (a Trap of the turn player)."""

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        mine = [e for e in events if e.kind == "attack" and e.player == ctx.player]
        return () if mine else None

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"attack"})

    def text(self) -> str:
        return "when a monster you control declares an attack"


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects), **facts))
    return name


def _monster(name: str, *conts: Cont, atk: int, dfn: int) -> str:
    return _card(name, CardType.MONSTER | CardType.EFFECT,
                 Effect(kind="continuous", mods=conts), attribute=Attribute.EARTH,
                 race="Warrior", level=4, atk=atk, defense=dfn)


def _spell(name: str, *ops: Any) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", ops=ops))


ON_ATTACK = OnAttack()


def _trap(name: str, *ops: Any, trigger: Trig = ON_ATTACK) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


NO_BATTLE_KILL = "cannot be destroyed by battle"
GUARD = _monster("T-BE-GUARD", Cont(THIS, MOD_PROTECT, "battle", NO_BATTLE_KILL),
                 atk=1600, dfn=1000)
GUARD0 = _monster("T-BE-GUARD0", Cont(THIS, MOD_PROTECT, "battle", NO_BATTLE_KILL),
                  atk=0, dfn=0)
WARDED = _monster("T-BE-WARDED", Cont(THIS, MOD_PROTECT, "effect",
                                      "cannot be destroyed by card effects"), atk=1600, dfn=1000)
PIERCER = _monster("T-BE-PIERCER", Cont(THIS, MOD_PIERCE, 1, "inflicts piercing damage"),
                   atk=2000, dfn=1000)
PIERCER0 = _monster("T-BE-PIERCER0", Cont(THIS, MOD_PIERCE, 1, "inflicts piercing damage"),
                    atk=0, dfn=0)
TWICE = _monster("T-BE-TWICE", Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice"),
                 atk=1000, dfn=1000)
SNEAK = _monster("T-BE-SNEAK", Cont(THIS, MOD_DIRECT, 1, "can attack directly"),
                 atk=1200, dfn=0)
IDLE = _monster("T-BE-IDLE", Cont(THIS, MOD_NO_ATTACK, 1, "cannot attack"), atk=2500, dfn=500)

UP = Sel(face="up")
S_TWICE = _spell("T-BE-S-TWICE", Grant(UP, kind=MOD_EXTRA_ATTACK, value=1,
                                       phrase="can attack twice"))
S_GUARD = _spell("T-BE-S-GUARD", Grant(UP, kind=MOD_PROTECT, value="battle",
                                       phrase=NO_BATTLE_KILL))
E_LANCE = _card("T-BE-E-LANCE", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=UP, mods=(Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"),
                                  Cont(EQUIPPED, MOD_PIERCE, 1, "inflicts piercing damage"))))

ATTACKER = Sel(who="opp", memo="attacker")
TARGET = Sel(memo="target")
T_BURN_BOTH = _trap("T-BE-T-BURN-BOTH", Damage(Fixed(1000), who="both"))
T_BURN_OPP = _trap("T-BE-T-BURN-OPP", Damage(Fixed(800)))
T_ATTACKER_DEF = _trap("T-BE-T-ATTACKER-DEF", ChangePosition(ATTACKER, to="def"))
T_ATTACKER_DOWN = _trap("T-BE-T-ATTACKER-DOWN", ChangePosition(ATTACKER, to="set"))
T_TARGET_DEF = _trap("T-BE-T-TARGET-DEF", ChangePosition(TARGET, to="def"))
T_TARGET_DOWN = _trap("T-BE-T-TARGET-DOWN", ChangePosition(TARGET, to="set"))
T_WEAKEN = _trap("T-BE-T-WEAKEN", Modify(ATTACKER, amount=Fixed(1000), sign=-1))
T_SHIELD = _trap("T-BE-T-SHIELD", Grant(TARGET, kind=MOD_PROTECT, value="battle",
                                        phrase=NO_BATTLE_KILL))
T_BENCH = _trap("T-BE-T-BENCH", Grant(Sel(who="opp", face="up", exclude_memo="attacker"),
                                      kind=MOD_NO_ATTACK, phrase="cannot attack"))
T_SMASH = _trap("T-BE-T-SMASH", Destroy(Sel(who="opp", where=("szone",), face="up")))
HAND_LOW = Sel(where=("hand",), kind="monster", level_max=4)
T_CALL = _trap("T-BE-T-CALL", SpecialSummon(HAND_LOW, position="atk"))
T_RECYCLE = _trap("T-BE-T-RECYCLE", ReturnToHand(TARGET), SpecialSummon(HAND_LOW, position="atk"))
T_MY_CALL = _trap("T-BE-T-MY-CALL", SpecialSummon(HAND_LOW, position="atk"),
                  trigger=_OwnAttack())
T_PURGE = _trap("T-BE-T-PURGE", Destroy(Sel(who="opp", pos="atk"), high=ALL),
                trigger=OnSummon(by="any", kinds=("spsummon",)))
T_AVENGE = _trap("T-BE-T-AVENGE", Damage(Fixed(1000)),
                 trigger=OnDestroyed(causes=("battle",)))
T_MOURN = _trap("T-BE-T-MOURN", GainLP(Fixed(300)), trigger=OnDestroyed(causes=("battle",)))

POOL = BASE_POOL.merged(_CARDS)


def battle(p0: Side, p1: Side, **kwargs: Any) -> Duel:
    """Player 0's Battle Phase of turn 3 (both Decks 20 x V1-100)."""
    return scenario(POOL, p0=p0, p1=p1, turn=3, phase=kwargs.pop("phase", "battle"),
                    filler="V1-100", **kwargs)


def attack(duel: Duel, attacker: str, target: str = "direct") -> list[Any]:
    """The turn player attacks with `attacker` (entering the Battle Phase if needed)."""
    if duel.request.kind == "main":
        do(duel, "battle")
    tp = duel.tp
    goal = "direct" if target == "direct" else find(duel, target, 1 - tp, "mzone")
    return do(duel, f"attack {find(duel, attacker, tp, 'mzone')} -> {goal}")


def trap(duel: Duel, name: str) -> list[Any]:
    return do(duel, f"activate {find(duel, name, None, 'szone')}")


def attackers(duel: Duel) -> set[str]:
    """Names of the monsters offered to declare an attack now."""
    return {duel.data[duel.inst(a.card)].name for a in duel.legal_actions()
            if a.kind == "attack"}


def ended(events: list[Any]) -> list[str]:
    return [e.reason for e in events if e.kind == "attack_end"]


# ====================================================== piercing (R-CALC-5, R-DMG-3)
def test_r_calc_5_r_dmg_3_piercing_into_a_face_down_monster_uses_its_def_once_flipped() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK), ("V4-1800", ATK)]),
                  Side(monsters=[("V4-1400", SET), ("V5-WALL", SET)]))
    attack(duel, PIERCER, "V4-1400")  # 2000 against DEF 1200: destroyed, 800 through
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["V4-1400"]
    attack(duel, "V4-1800", "V5-WALL")  # no piercing: the TP takes 3000 - 1800
    assert duel.lp == [6800, 7200]


def test_r_calc_5_piercing_against_attack_position_is_the_plain_difference() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]), Side(monsters=[("V4-1800", ATK)]))
    attack(duel, PIERCER, "V4-1800")  # ATK 1800, DEF 1000: the DEF does not count
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1800"]


def test_r_calc_5_r_replay_5_target_switched_to_defense_in_the_window_is_pierced() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[(T_TARGET_DEF, SET)]))
    attack(duel, PIERCER, "V4-1600")
    events = trap(duel, T_TARGET_DEF)
    assert not [e for e in events if e.kind == "retarget"]  # no replay
    assert duel.lp == [8000, 7000] and names(duel, 1, "gy") == [T_TARGET_DEF, "V4-1600"]


def test_r_calc_5_r_dmg_3_target_turned_face_down_in_the_window_is_flipped_then_pierced() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[(T_TARGET_DOWN, SET)]))
    target = find(duel, "V4-1400", 1)
    attack(duel, PIERCER, "V4-1400")
    events = trap(duel, T_TARGET_DOWN)
    assert [e.value for e in events if e.kind == "position" and e.card == target] == [SET, DEF]
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy")[-1] == "V4-1400"


def test_r_calc_5_r_dmg_4_piercer_weakened_below_the_def_deals_nothing_and_takes_damage() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(monsters=[("V4-1400", DEF)], spells=[(T_WEAKEN, SET)]))
    attack(duel, PIERCER, "V4-1400")
    events = trap(duel, T_WEAKEN)  # 1000 against DEF 1200
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [7800, 8000] and names(duel, 1, "gy") == [T_WEAKEN]
    assert names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_calc_5_r_calc_3_zero_atk_piercer_against_zero_def_does_nothing() -> None:
    duel = battle(Side(monsters=[(PIERCER0, ATK)]), Side(monsters=[("V4-0", SET)]))
    events = attack(duel, PIERCER0, "V4-0")
    assert duel.lp == [8000, 8000] and not duel.gy[0] and not duel.gy[1]
    assert not [e for e in events if e.kind == "damage"]
    assert duel.pos[duel.inst(find(duel, "V4-0", 1))] == DEF


def test_r_dmg_4_r_calc_5_piercing_lost_with_its_equip_in_the_attack_window() -> None:
    duel = battle(Side(hand=[E_LANCE], monsters=[("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", DEF), ("V2-500", DEF)], spells=[(T_SMASH, SET)]),
                  phase="main")
    do(duel, f"activate {find(duel, E_LANCE)} s0")
    me = duel.inst(find(duel, "V4-1600", 0))
    assert duel.atk(me) == 2100 and duel.has(me, MOD_PIERCE)
    attack(duel, "V4-1600", "V4-1400")
    trap(duel, T_SMASH)  # the Equip Spell is destroyed: 1600, no piercing, at calculation
    assert names(duel, 0, "gy") == [E_LANCE] and duel.lp == [8000, 8000]
    assert names(duel, 1, "gy") == [T_SMASH, "V4-1400"]


def test_r_win_1_piercing_damage_above_the_remaining_lp_stops_at_zero() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(lp=400, monsters=[("V4-1600", DEF)], spells=[(T_MOURN, SET)]))
    events = attack(duel, PIERCER, "V4-1600")  # 1000 piercing against 400 LP
    assert duel.is_over and duel.result.winner == 0 and duel.lp == [8000, 0]
    assert [e.value for e in events if e.kind == "damage"] == [400]
    assert not [e for e in events if e.kind == "activate"]  # no battle-result window


# ============================================ cannot be destroyed by battle (R-EFF-5, R-CALC)
# RULES.md has no rule of its own for this text: the card's effect (a [CONTINUOUS EFFECT]
# applies while face-up, R-EFF-5; a granted one as long as it says) only keeps the monster
# from being destroyed; the damage still follows the table of section 11.
def test_r_calc_1_r_eff_5_a_battle_proof_target_survives_and_its_controller_takes_damage() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]), Side(monsters=[(GUARD, ATK)]))
    attack(duel, "V4-1800", GUARD)
    assert duel.lp == [8000, 7800]
    assert names(duel, 1, "mzone")[0] == GUARD and not duel.gy[1]


def test_r_calc_1_r_eff_5_a_battle_proof_attacker_survives_and_the_tp_takes_damage() -> None:
    duel = battle(Side(monsters=[(GUARD0, ATK)]), Side(monsters=[("V4-1800", ATK)]))
    attack(duel, GUARD0, "V4-1800")  # 0 against 1800
    assert duel.lp == [6200, 8000]
    assert names(duel, 0, "mzone")[0] == GUARD0 and not duel.gy[0]


def test_r_calc_2_both_monsters_battle_proof_with_equal_atk_nothing_happens() -> None:
    duel = battle(Side(monsters=[(GUARD, ATK)]), Side(monsters=[(GUARD, ATK)]))
    events = attack(duel, GUARD, GUARD)
    assert duel.lp == [8000, 8000] and not duel.gy[0] and not duel.gy[1]
    assert not [e for e in events if e.kind in ("damage", "move")]


def test_r_calc_2_only_the_unprotected_one_of_two_equal_monsters_is_destroyed() -> None:
    duel = battle(Side(monsters=[("V4-1600", ATK)]), Side(monsters=[(GUARD, ATK)]))
    attack(duel, "V4-1600", GUARD)
    assert names(duel, 0, "gy") == ["V4-1600"] and not duel.gy[1]
    assert duel.lp == [8000, 8000]


def test_r_calc_5_a_battle_proof_defender_still_lets_piercing_damage_through() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]), Side(monsters=[(GUARD, DEF)]))
    attack(duel, PIERCER, GUARD)
    assert duel.lp == [8000, 7000] and names(duel, 1, "mzone")[0] == GUARD
    assert duel.pos[duel.inst(find(duel, GUARD, 1))] == DEF


def test_r_dmg_3_r_eff_5_protection_of_a_face_down_target_applies_once_flipped() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]), Side(monsters=[(GUARD, SET)]))
    attack(duel, "V4-1800", GUARD)  # 1800 against DEF 1000, face-up from now on
    assert names(duel, 1, "mzone")[0] == GUARD and not duel.gy[1]
    assert duel.pos[duel.inst(find(duel, GUARD, 1))] == DEF and duel.lp == [8000, 8000]


def test_r_dmg_5_a_battle_proof_monster_opens_no_destroyed_by_battle_window() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                  Side(monsters=[(GUARD, ATK)], spells=[(T_MOURN, SET)]))
    attack(duel, "V4-1800", GUARD)
    assert duel.request.kind == "battle" and duel.lp == [8000, 7800]
    assert names(duel, 1, "szone")[0] == T_MOURN


def test_r_trap_5_protection_granted_in_the_attack_window_counts_at_calculation() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[(T_SHIELD, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    trap(duel, T_SHIELD)
    assert duel.lp == [8000, 7800] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "gy") == [T_SHIELD]


def test_r_calc_1_protection_from_card_effects_does_not_stop_battle_destruction() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]), Side(monsters=[(WARDED, ATK)]))
    attack(duel, "V4-1800", WARDED)
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == [WARDED]


def test_r_calc_1_a_spell_granting_battle_protection_lasts_into_the_battle_phase() -> None:
    duel = battle(Side(hand=[S_GUARD], monsters=[("V4-1400", ATK)]),
                  Side(monsters=[("V4-1800", ATK)]), phase="main")
    do(duel, f"activate {find(duel, S_GUARD)} s0")
    attack(duel, "V4-1400", "V4-1800")
    assert duel.lp == [7600, 8000] and names(duel, 0, "mzone")[0] == "V4-1400"
    assert names(duel, 0, "gy") == [S_GUARD]


def test_r_calc_4_r_dmg_3_a_zero_atk_attacker_against_a_face_down_monster() -> None:
    duel = battle(Side(monsters=[("V4-0", ATK)]), Side(monsters=[("V4-1400", SET)]))
    attack(duel, "V4-0", "V4-1400")  # 0 against DEF 1200
    assert duel.lp == [6800, 8000] and not duel.gy[0] and not duel.gy[1]
    assert duel.pos[duel.inst(find(duel, "V4-1400", 1))] == DEF


# ======================================================= who may attack (R-BATTLE-2, R-POS)
def test_r_battle_2_a_monster_that_cannot_attack_is_not_offered() -> None:
    duel = battle(Side(monsters=[(IDLE, ATK), ("V4-1600", ATK)]), Side())
    assert attackers(duel) == {"V4-1600"}
    with pytest.raises(IllegalActionError):
        attack(duel, IDLE)
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6400] and duel.turn == 4  # nothing left to decide


def test_r_battle_2_a_trap_benching_another_attacker_keeps_it_from_attacking() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[(T_BENCH, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    trap(duel, T_BENCH)  # the only other face-up monster: V4-1700
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == [T_BENCH, "V4-1400"]
    assert duel.turn == 4 and duel.tp == 1  # V4-1700 could not attack directly


def test_r_battle_3_an_effect_allowing_a_direct_attack_past_a_face_down_monster() -> None:
    duel = battle(Side(monsters=[(SNEAK, ATK), ("V4-1600", ATK)]),
                  Side(monsters=[("V4-1400", SET)]))
    sneak, v16, down = find(duel, SNEAK), find(duel, "V4-1600"), find(duel, "V4-1400")
    assert {a for a in duel.legal_actions() if a.kind == "attack"} == {
        Action("attack", sneak, target=DIRECT), Action("attack", sneak, target=down),
        Action("attack", v16, target=down)}  # the others still may not (R-BATTLE-3)
    attack(duel, SNEAK)
    assert duel.lp == [8000, 6800] and duel.pos[duel.inst(down)] == SET


@pytest.mark.parametrize(("start", "new", "may"), [
    (DEF, ATK, True),   # face-up Defense -> Attack in the Main Phase: may attack
    (SET, ATK, True),   # flipped face-up Attack by hand: may attack
    (ATK, DEF, False),  # Attack -> Defense: may not
])
def test_r_battle_2_r_pos_1_a_monster_whose_position_changed_this_turn(
        start: int, new: int, may: bool) -> None:
    duel = battle(Side(monsters=[("V4-1600", start), ("V4-1400", ATK)]),
                  Side(), phase="main")
    do(duel, f"position {find(duel, 'V4-1600', 0)} {'atk' if new == ATK else 'def'}")
    do(duel, "battle")
    assert attackers(duel) == ({"V4-1600", "V4-1400"} if may else {"V4-1400"})


def test_r_battle_2_one_extra_attack_grant_gives_exactly_two_attacks() -> None:
    duel = battle(Side(monsters=[(TWICE, ATK)]), Side(monsters=[("V2-500", ATK)]))
    attack(duel, TWICE, "V2-500")
    assert duel.lp == [8000, 7500] and duel.request.kind == "battle"
    assert attackers(duel) == {TWICE}  # a second attack, now direct (R-BATTLE-3)
    attack(duel, TWICE)
    assert duel.lp == [8000, 6500] and duel.turn == 4  # no third attack


def test_r_battle_2_r_replay_3_a_cancelled_attack_uses_one_of_two_attacks() -> None:
    duel = battle(Side(monsters=[(TWICE, ATK)]),
                  Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                       spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    attack(duel, TWICE, "V4-1600")
    trap(duel, "FX-BOUNCE-ON-ATTACK")
    assert duel.request.kind == "replay"
    do(duel, "cancel")
    assert duel.request.kind == "battle" and attackers(duel) == {TWICE}
    attack(duel, TWICE, "V2-500")
    assert duel.lp == [8000, 7500] and duel.turn == 4


def test_r_battle_2_r_end_1_an_extra_attack_granted_this_turn_ends_with_it() -> None:
    duel = battle(Side(hand=[S_TWICE], monsters=[("V4-1600", ATK)]), Side(), phase="main")
    do(duel, f"activate {find(duel, S_TWICE)} s0")
    attack(duel, "V4-1600")
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 4800] and duel.turn == 4
    do(duel, "end")  # player 1's turn 4
    do(duel, "battle")
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 3200] and duel.turn == 6  # one attack on turn 5


def test_r_battle_5_attacker_changed_to_defense_by_a_trap_ends_the_attack() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[(T_ATTACKER_DEF, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, T_ATTACKER_DEF)
    assert ended(events) == ["attacker"] and duel.lp == [8000, 8000]
    assert attackers(duel) == {"V4-1700"}  # the Defense monster cannot attack again


def test_r_battle_5_attacker_turned_face_down_by_a_trap_ends_the_attack() -> None:
    duel = battle(Side(monsters=[(PIERCER, ATK)]),
                  Side(monsters=[("V4-1400", DEF)], spells=[(T_ATTACKER_DOWN, SET)]))
    attack(duel, PIERCER, "V4-1400")
    events = trap(duel, T_ATTACKER_DOWN)
    assert ended(events) == ["attacker"] and duel.lp == [8000, 8000]
    assert not [e for e in events if e.kind == "battle"] and duel.turn == 4


# ========================================== Special Summons in the Battle Phase (R-REPLAY)
def test_r_replay_1_a_monster_summoned_by_a_trap_becomes_a_target_for_the_rest() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                  Side(hand=["V2-500"], spells=[(T_CALL, SET)]))
    attack(duel, "V4-1800")
    trap(duel, T_CALL)
    new = find(duel, "V2-500", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=new), Action("cancel")}
    do(duel, "cancel")
    v17 = find(duel, "V4-1700", 0)
    assert {a for a in duel.legal_actions() if a.kind == "attack"} == {
        Action("attack", v17, target=new)}  # no direct attack any more (R-BATTLE-3)
    attack(duel, "V4-1700", "V2-500")
    assert duel.lp == [8000, 6800] and names(duel, 1, "gy")[-1] == "V2-500"


def test_r_replay_1_r_eff_4_target_returned_and_summoned_again_is_a_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[(T_RECYCLE, SET)]))
    old = find(duel, "V4-1600", 1)
    attack(duel, "V4-1800", "V4-1600")
    trap(duel, T_RECYCLE)
    new = find(duel, "V4-1600", 1, "mzone")
    assert new != old and duel.request.kind == "replay"  # one left, a new one arrived
    assert set(duel.legal_actions()) == {Action("target", target=new), Action("cancel")}
    do(duel, f"target {new}")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == [T_RECYCLE, "V4-1600"]


def test_r_battle_2_r_replay_1_own_trap_summon_can_attack_and_is_no_replay() -> None:
    duel = battle(Side(hand=["V4-1600"], monsters=[("V4-1800", ATK)],
                       spells=[(T_MY_CALL, SET)]),
                  Side(monsters=[("V4-1400", ATK)]))
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, T_MY_CALL)  # the turn player's own Trap, after the NTP
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 7600] and duel.request.kind == "battle"
    assert attackers(duel) == {"V4-1600"}  # no summoning sickness
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6000]


def test_r_battle_5_r_trap_6_attacker_destroyed_in_a_later_window_wins_over_the_replay() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK), ("V4-1600", DEF)]),
                  Side(hand=["V2-500"], monsters=[("V4-1400", ATK)],
                       spells=[(T_CALL, SET), (T_PURGE, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    trap(duel, T_CALL)  # the group changed: a replay would be due
    assert duel.request.kind == "window" and duel.current_player == 1
    events = trap(duel, T_PURGE)  # the summon's window: the attacker is destroyed
    assert ended(events) == ["attacker"] and duel.request is not None
    assert duel.request.kind != "replay" and names(duel, 0, "gy") == ["V4-1800"]
    assert duel.lp == [8000, 8000] and duel.turn == 4


# ============================================================ R-WIN during battle
def test_r_win_3_both_players_to_zero_by_a_trap_in_the_attack_window_is_a_draw() -> None:
    duel = battle(Side(lp=1000, monsters=[("V4-1800", ATK)]),
                  Side(lp=900, monsters=[("V4-1400", ATK)], spells=[(T_BURN_BOTH, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    events = trap(duel, T_BURN_BOTH)
    assert duel.is_over and duel.result.winner is None and duel.lp == [0, 0]
    assert not [e for e in events if e.kind == "battle"]  # nothing further (R-WIN-1)
    assert names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_win_1_the_attacker_loses_in_the_attack_window_before_any_damage_step() -> None:
    duel = battle(Side(lp=800, monsters=[("V8-3000", ATK)]),
                  Side(lp=500, spells=[(T_BURN_OPP, SET)]))
    attack(duel, "V8-3000")
    events = trap(duel, T_BURN_OPP)
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 500]
    assert not [e for e in events if e.kind == "battle"]


def test_r_win_1_r_dmg_5_an_effect_in_the_battle_result_window_can_end_the_duel() -> None:
    duel = battle(Side(lp=1000, monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[(T_AVENGE, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    assert duel.request.kind == "window" and duel.lp == [1000, 7600]
    trap(duel, T_AVENGE)
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 7600]


# =================================== the engine answers alone only when there is no choice
def test_section_18_the_battle_result_window_is_offered_before_the_turn_ends() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1400", ATK)], spells=[(T_MOURN, SET)]))
    attack(duel, "V4-1800", "V4-1400")  # the last possible attack
    assert duel.turn == 3 and duel.request.kind == "window" and duel.current_player == 1
    assert set(duel.legal_actions()) == {Action("activate", find(duel, T_MOURN)),
                                         Action("pass")}
    trap(duel, T_MOURN)
    assert duel.lp == [8000, 7900] and duel.turn == 4 and duel.tp == 1


def test_r_replay_2_a_replay_with_only_a_direct_attack_left_still_asks() -> None:
    duel = battle(Side(monsters=[("V4-1800", ATK)]),
                  Side(monsters=[("V4-1600", ATK)], spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    attack(duel, "V4-1800", "V4-1600")
    trap(duel, "FX-BOUNCE-ON-ATTACK")
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "cancel")
    assert duel.lp == [8000, 8000] and duel.turn == 4
