"""Held-out style conformance scenarios HX-917..HX-936 (HX-937..HX-956 are in
test_heldout_attacks15b.py), written like SC-01..SC-30 of RULES.md section 19, on attack
declarations and their limits where they meet other rules: the first turn of the duel
(whoever goes first) with no Battle Phase (R-TURN-3); monsters summoned this turn, in
any way, attacking (R-BATTLE-2); Defense Position and face-down monsters, and monsters
that cannot change position this turn, not attacking; more attacks granted by a Field
Spell, by an ignition effect (lost with the monster, R-EFF-4) or after destroying a
monster by battle (on a monster only, or also directly; across replays and the
battle-result window); "cannot attack" effects and when they end (a continuous effect
that stops mid-Battle Phase, "until the end of your opponent's next turn", a monster
that left and returned, a Trap in the battle-result window, a drawback on your own
monsters). Expectations come from RULES.md (and its section 20 card facts) alone.
Throwaway cards (codes 968820001.., names "HX ...") are defined below, each with a
comment saying what it does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    Destroy,
    Fixed,
    Grant,
    Modify,
    NegateAttack,
    PlayerGrant,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import (
    MOD_EXTRA_ATTACK,
    MOD_EXTRA_ATTACK_AFTER_KILL,
    MOD_NO_ATTACK,
)

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    FLIPDOWN,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    SKULL,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_field,
    hx_monster,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import attackers, continuous, hid, kind, mon, no_activation, refused, settle

SPELL, TRAP = CardType.SPELL, CardType.TRAP
RECALL = "FX-RECALL"
BOUNCE = "FX-BOUNCE-ON-ATTACK"
SWAP = "FX-SWAP-ON-ATTACK"
WALL_TRAP = "FX-WALL-ON-DIRECT"
BATTLE_LOST = OnDestroyed(Sel(where=("gy",), kind="monster"), causes=("battle",))


def code(n: int) -> int:
    return 968_820_000 + n


def trap_card(n: int, name: str, trigger: Any, *ops: Any) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


# Level 4, 1500/1000. [CONTINUOUS EFFECT] this card can attack twice each Battle Phase.
TWIN = hx_monster(code(1), "HX Twin Blade", continuous(
    Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice")), atk=1500)
# Field Spell: face-up monsters you control can attack twice each Battle Phase.
WAR_FIELD = hx_field(code(2), "HX War Drum Field", Cont(
    Sel(who="you", face="up"), MOD_EXTRA_ATTACK, 1, "can attack twice"))
# Trap. Requirement: a monster you control is destroyed by your opponent's attack.
# Effect: destroy the card in your opponent's Field Zone.
FIELD_BREAKER = trap_card(3, "HX Field Breaker", BATTLE_LOST,
                          Destroy(Sel(who="opp", where=("fzone",))))
# Level 4, 1500/1000. [REQUIREMENT] None. [EFFECT] this card can attack twice this turn.
RALLY = hx_monster(code(4), "HX Rally Knight", Effect(ops=(Grant(
    THIS, kind=MOD_EXTRA_ATTACK, value=1, phrase="can attack twice"),)), atk=1500)
# Level 4, 1900/1000. [CONTINUOUS EFFECT] if this card destroyed a monster by battle this
# turn, it can make one more attack this Battle Phase, on a monster only.
HUNTER = hx_monster(code(5), "HX Chain Hunter", continuous(Cont(
    THIS, MOD_EXTRA_ATTACK_AFTER_KILL, "monster", "can attack a monster once more")),
    atk=1900)
# Trap. Requirement: a monster you control is destroyed by your opponent's attack.
# Effect: Special Summon 1 Level 4 or lower monster from your hand in face-up Defense.
LAST_GUARD = trap_card(6, "HX Last Guard", BATTLE_LOST, SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4), position="def"))
# Level 4, 2000/1000. [CONTINUOUS EFFECT] if this card destroyed a monster by battle this
# turn, it can make one more attack this Battle Phase (on a monster or directly).
CHIEF = hx_monster(code(7), "HX Raid Chief", continuous(Cont(
    THIS, MOD_EXTRA_ATTACK_AFTER_KILL, "any", "can attack once more")), atk=2000)
# Level 4, 1000/1000. [CONTINUOUS EFFECT] your opponent's face-up monsters with 2000 or
# more ATK cannot attack.
GATE = hx_monster(code(8), "HX Gate Guard", continuous(Cont(
    Sel(who="opp", face="up", atk_min=2000), MOD_NO_ATTACK, 1, "cannot attack")))
# Trap. Requirement: an opponent's monster declares an attack. Effect: negate the attack;
# then that monster cannot attack until the end of your opponent's next turn.
HALT = trap_card(9, "HX Halt Order", OnAttack(), NegateAttack(), Grant(
    Sel(who="opp", memo="attacker"), kind=MOD_NO_ATTACK, value=1, duration=OPP_TURN,
    phrase="cannot attack"))
# Normal Spell: 1 face-up monster your opponent controls cannot attack until the end of
# your opponent's next turn.
BIND = hx_card(code(10), "HX Binding Spell", SPELL, Effect(kind="spell", ops=(Grant(
    Sel(who="opp", face="up"), kind=MOD_NO_ATTACK, value=1, duration=OPP_TURN,
    phrase="cannot attack"),)))
# Trap. Requirement: a monster you control is destroyed by your opponent's attack.
# Effect: monsters your opponent controls cannot attack this turn.
ROUT = trap_card(11, "HX Rout Ward", BATTLE_LOST, PlayerGrant(
    Sel(), MOD_NO_ATTACK, who="opp", phrase="cannot attack"))
# Level 4, 1500/1000. [REQUIREMENT] None. [EFFECT] this card gains 1000 ATK this turn;
# for the rest of this turn, no other monster you control (now or later) can attack.
CHARGER = hx_monster(code(12), "HX Lone Charger", Effect(ops=(
    Modify(THIS, amount=Fixed(1000)),
    PlayerGrant(Sel(not_self=True), MOD_NO_ATTACK, who="you", phrase="cannot attack"))),
    atk=1500)

HX_CARDS = [TWIN, WAR_FIELD, FIELD_BREAKER, RALLY, HUNTER, LAST_GUARD, CHIEF, GATE, HALT,
            BIND, ROUT, CHARGER]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def targets(duel: Duel, name: str) -> set[int]:
    """What the turn player's monster `name` may attack now (object ids, or DIRECT)."""
    o = mon(duel, name, duel.tp)
    return {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == o}


def no_attack(duel: Duel, name: str, target: int = DIRECT) -> None:
    """The turn player's `name` may not declare an attack (on `target`)."""
    refused(duel, Action("attack", mon(duel, name, duel.tp), target=target))


def battle_done(duel: Duel, turn: int) -> None:
    """Nothing is left to attack with in turn `turn`'s Battle Phase: only ending it is
    legal (the engine may take that lone choice itself: the next turn has begun)."""
    if duel.turn == turn:
        assert kind(duel) == "battle" and duel.legal_actions() == [Action("end")]
    else:
        assert duel.turn == turn + 1 and kind(duel) == "main", duel.request


# ============================================================ the first turn of the duel
def test_hx_917_whoever_goes_first_has_no_battle_phase_the_second_player_does() -> None:
    """HX-917 (R-TURN-3, R-BATTLE-1, R-TURN-2, R-BATTLE-2, R-SETUP-10, R-CALC-1): P2 won the
    toss and goes first. HX Twin Blade (1500; can attack twice).
    Setup: turn 1, P2's Main Phase; hand: the Twin Blade, V2-500. P1's hand: V4-1800.
    Actions: P2 Normal Summons the Twin Blade and tries to enter the Battle Phase; P2 ends
    the turn; on turn 2 P1 Normal Summons V4-1800 and attacks the Twin Blade.
    Expected: turn 1 has no Battle Phase for the first player, whoever that is: entering
    it (and any attack) is refused, the End Phase is the only way on, whatever its
    monsters could do. P1's first turn is unrestricted: V4-1800, summoned that turn,
    attacks: the Twin Blade is destroyed, P2 takes 300 (7700)."""
    duel = build(turn=1, tp=1, p0=Side(hand=["V4-1800"]), p1=Side(hand=[TWIN.name, "V2-500"]))
    assert duel.turn == 1 and duel.tp == 1 and kind(duel) == "main"
    do(duel, f"summon {hid(duel, TWIN.name, 1)} z0")
    twin = mon(duel, TWIN.name, 1)
    refused(duel, "battle")
    refused(duel, Action("attack", twin, target=DIRECT))
    assert Action("end") in duel.legal_actions()
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 0 and kind(duel) == "main"
    assert Action("battle") in duel.legal_actions()
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    attack(duel, "V4-1800", TWIN.name)
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == [TWIN.name]


def test_hx_918_a_turn_1_maximum_monster_waits_then_is_one_target_on_turn_2() -> None:
    """HX-918 (R-TURN-3, R-MAX-2, R-MAX-5, R-BATTLE-3, R-BATTLE-2, R-CALC-1, R-MAX-6).
    Setup: P1 turn 1; hand: the three Supreme Machine Magnum Overlord pieces, FX-FLIPDOWN.
    P2's hand: V4-1800.
    Actions: P1 Maximum Summons and tries to enter the Battle Phase; turn 2: P2 Normal
    Summons V4-1800 and attacks.
    Expected: turn 1: the Battle Phase is refused (R-TURN-3). Turn 2: V4-1800, summoned
    that turn, may attack; the Overlord is one monster: the only target is the whole
    monster; the [L] and [R] pieces and a direct attack are refused. 1800 vs 3500:
    V4-1800 is destroyed and P2 takes 1700 (6300); the Overlord stays."""
    duel = build(turn=1, p0=Side(hand=[OVL_L, OVL, OVL_R, FLIPDOWN]), p1=Side(hand=["V4-1800"]))
    maximum(duel)
    assert duel.maxm[0]
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1
    do(duel, f"summon {hid(duel, 'V4-1800', 1)} z0")
    do(duel, "battle")
    left, center, right = (duel.oid[duel.mz[0][k]] for k in range(3))
    assert targets(duel, "V4-1800") == {center}
    for goal in (left, right, DIRECT):
        no_attack(duel, "V4-1800", goal)
    do(duel, f"attack {mon(duel, 'V4-1800', 1)} -> {center}")
    assert duel.lp == [8000, 6300] and names(duel, 1, "gy") == ["V4-1800"]
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.turn == 3  # P2 had nothing more to attack with


# ============================================================ who may declare an attack
def test_hx_919_monsters_summoned_this_turn_in_three_ways_each_attack_once() -> None:
    """HX-919 (R-BATTLE-2, R-MAIN-2, R-MAIN-3, R-MAIN-4, R-BATTLE-3, R-CALC-6).
    Setup: P1 turn 3 controls V1-100 (since turn 1); hand: Summoned Skull (Rush), V4-1600,
    Monster Reborn (Rush); GY: Blue-Eyes White Dragon. P2 controls nothing.
    Actions: Tribute Summon Skull (V1-100 the Tribute), Normal Summon V4-1600, Monster
    Reborn on Blue-Eyes (Attack Position); Battle Phase.
    Expected: there is no summoning sickness: all three may attack directly; each only
    once. 3000 + 2500 + 1600: P2 ends at 900; nothing is left to attack with."""
    duel = build(p0=Side(monsters=[("V1-100", ATK)], hand=[SKULL, "V4-1600", REBORN],
                         gy=[BEWD]))
    do(duel, f"summon {hid(duel, SKULL)} z0")  # V1-100 in zone 0 is the Tribute
    do(duel, f"summon {hid(duel, 'V4-1600')} z1")
    play(duel, REBORN, zone="s0", picks=(find(duel, BEWD, 0, "gy"),), pos="atk")
    assert names(duel, 0, "mzone") == [SKULL, "V4-1600", BEWD]
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, n, 0) for n in (SKULL, "V4-1600", BEWD)}
    assert targets(duel, BEWD) == targets(duel, SKULL) == {DIRECT}
    attack(duel, BEWD)
    attack(duel, SKULL)
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, BEWD)
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 900]
    battle_done(duel, 3)


def test_hx_920_only_face_up_attack_position_monsters_declare_attacks() -> None:
    """HX-920 (R-BATTLE-2, R-POS-1, R-POS-2, R-CALC-6).
    Setup: P1 turn 3 controls face-down V4-1800, V4-1600 in face-up Defense and V2-500 in
    face-up Attack, all since turn 1. P2 controls nothing.
    (a) Straight to the Battle Phase: only V2-500 may attack; the face-down and the
    Defense Position monster are refused.
    (b) In the Main Phase P1 changes V4-1800 to face-up Attack and V2-500 to Defense:
    now only V4-1800 may attack: P2 takes 1800 (6200); V4-1600 and V2-500 are refused."""
    p0 = Side(monsters=[("V4-1800", SET), ("V4-1600", DEF), ("V2-500", ATK)])
    first = build(p0=p0)
    do(first, "battle")
    assert attackers(first) == {mon(first, "V2-500", 0)}
    no_attack(first, "V4-1800")
    no_attack(first, "V4-1600")
    duel = build(p0=p0)
    do(duel, f"position {mon(duel, 'V4-1800', 0)} atk")
    do(duel, f"position {mon(duel, 'V2-500', 0)} def")
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1800", 0)}
    no_attack(duel, "V4-1600")
    no_attack(duel, "V2-500")
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]
    battle_done(duel, 3)


def test_hx_921_a_monster_flipped_by_an_attack_must_be_changed_to_attack_next_turn() -> None:
    """HX-921 (R-DMG-3, R-CALC-4, R-BATTLE-2, R-POS-1, R-POS-2, R-CALC-1).
    Setup: P1 turn 3 controls V2-500 (Attack). P2 controls a face-down V4-1400 (Set on
    turn 2, DEF 1200).
    Actions: V2-500 attacks it; on turn 4, P2 (a) goes straight to the Battle Phase, or
    (b) first changes V4-1400 to Attack Position, then attacks V2-500.
    Expected: V4-1400 is flipped face-up Defense and survives; P1 takes 700 (7300). On
    turn 4 it is still in Defense: (a) it cannot attack, the Battle Phase has nothing.
    (b) It arrived on turn 2, so the manual change is legal; it attacks: V2-500 is
    destroyed and P1 takes 900 (6400)."""
    duel = build(p0=Side(monsters=[("V2-500", ATK)]), p1=Side(monsters=[("V4-1400", SET, 2)]))
    attack(duel, "V2-500", "V4-1400")
    assert duel.lp == [7300, 8000]
    v14 = mon(duel, "V4-1400", 1)
    assert duel.pos[duel.inst(v14)] == DEF
    battle_done(duel, 3)
    straight = duel.clone()
    do(straight, "battle")
    battle_done(straight, 4)
    assert straight.lp == [7300, 8000]
    do(duel, f"position {v14} atk")
    attack(duel, "V4-1400", "V2-500")
    assert duel.lp == [6400, 8000] and names(duel, 0, "gy") == ["V2-500"]


def test_hx_922_a_monster_revived_in_defense_this_turn_can_neither_turn_nor_attack() -> None:
    """HX-922 (R-MAIN-4, R-POS-1, R-BATTLE-2, R-CALC-1).
    Setup: P1 turn 3 controls V4-1600 in face-up Defense (since turn 1); hand: Monster
    Reborn (Rush); GY: Blue-Eyes White Dragon. P2 controls V4-1400.
    Actions: Monster Reborn summons Blue-Eyes in face-up Defense; P1 tries to change it to
    Attack; P1 changes V4-1600 to Attack; Battle Phase.
    Expected: Blue-Eyes arrived this turn: the change is refused, and in Defense it cannot
    attack. V4-1600 may: it attacks V4-1400: P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", DEF)], hand=[REBORN], gy=[BEWD]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    play(duel, REBORN, zone="s0", picks=(find(duel, BEWD, 0, "gy"),), pos="def")
    bewd = mon(duel, BEWD, 0)
    assert duel.pos[duel.inst(bewd)] == DEF
    refused(duel, f"position {bewd} atk")
    do(duel, f"position {mon(duel, 'V4-1600', 0)} atk")
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, BEWD, mon(duel, "V4-1400", 1))
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1400"]
    battle_done(duel, 3)


# ============================================================ more than one attack
def test_hx_923_a_second_attack_from_a_field_spell_ends_with_the_field_spell() -> None:
    """HX-923 (R-BATTLE-2, R-FIELD-1, R-BATTLE-4, R-TRAP-5, R-DMG-5, R-CALC-1): HX War
    Drum Field (your face-up monsters can attack twice); HX Field Breaker (Trap: a monster
    you control is destroyed by the opponent's attack: destroy the card in the opponent's
    Field Zone).
    Setup: P1 turn 3 controls V4-1800 and V4-1600 and the War Drum Field. P2 controls
    V2-500, V1-100 and V4-1400, and has the Breaker Set earlier.
    Actions: V4-1800 attacks V2-500 (P2 6700); in the battle-result window P2 destroys the
    Field Spell; then P1 attacks again.
    Expected: (a) if P2 passes, V4-1800 still has its second attack. (b) With the Field
    Spell gone, V4-1800 has used its one attack (refused); V4-1600 attacks once, V1-100:
    P2 takes 1500 (5200); its second attack is refused: nothing is left."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                         field_spell=(WAR_FIELD.name, ATK)),
                 p1=Side(monsters=[("V2-500", ATK), ("V1-100", ATK), ("V4-1400", ATK)],
                         spells=[(FIELD_BREAKER.name, SET)]))
    attack(duel, "V4-1800", "V2-500")
    assert duel.lp == [8000, 6700]
    window_for(duel, 1)
    kept = duel.clone()
    settle(kept)
    assert mon(kept, "V4-1800", 0) in attackers(kept)
    trap(duel, FIELD_BREAKER.name, 1)
    settle(duel)
    assert names(duel, 0, "gy") == [WAR_FIELD.name] and duel.fz[0] < 0
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, "V4-1800", mon(duel, "V1-100", 1))
    attack(duel, "V4-1600", "V1-100")
    assert duel.lp == [8000, 5200]
    battle_done(duel, 3)


def test_hx_924_an_ignition_second_attack_is_lost_with_the_monster_that_left() -> None:
    """HX-924 (R-EFF-4, R-EFF-3, R-EFF-2, R-BATTLE-2, R-CALC-6): HX Rally Knight ([EFFECT]
    this card can attack twice this turn). FX-RECALL: return 1 face-up monster you control
    to the hand.
    Setup: P1 turn 3 controls the Rally Knight (since turn 1); hand: FX-RECALL. P2
    controls nothing.
    Actions: activate the Knight; FX-RECALL returns it; Normal Summon it again; then
    (a) straight to the Battle Phase, or (b) activate it again first.
    Expected: the returned Knight is a new monster: it may activate again (offered), and
    the first grant is gone. (a) One direct attack: P2 6500, nothing more. (b) Two: 5000."""
    duel = build(p0=Side(monsters=[(RALLY.name, ATK)], hand=[RECALL]))
    do(duel, f"activate {mon(duel, RALLY.name, 0)}")
    play(duel, RECALL, zone="s0", picks=(mon(duel, RALLY.name, 0),))
    assert names(duel, 0, "hand") == [RALLY.name]
    do(duel, f"summon {hid(duel, RALLY.name)} z0")
    assert mon(duel, RALLY.name, 0) in offered(duel)
    again = duel.clone()
    attack(duel, RALLY.name)
    assert duel.lp == [8000, 6500]
    battle_done(duel, 3)
    do(again, f"activate {mon(again, RALLY.name, 0)}")
    attack(again, RALLY.name)
    attack(again, RALLY.name)
    assert again.lp == [8000, 5000]
    battle_done(again, 3)


def test_hx_925_an_ignition_second_attack_cannot_be_granted_in_the_battle_phase() -> None:
    """HX-925 (R-EFF-2, R-BATTLE-1, R-TURN-2, R-BATTLE-2): HX Rally Knight (HX-924).
    Setup: P1 turn 3 controls the Rally Knight (since turn 1). P2 controls nothing.
    Actions: P1 enters the Battle Phase without activating it, tries to activate it, and
    attacks directly.
    Expected: in the Main Phase it was offered; in the Battle Phase it is refused and
    there is no way back: one attack only: P2 6500, then nothing is left."""
    duel = build(p0=Side(monsters=[(RALLY.name, ATK)]))
    knight = mon(duel, RALLY.name, 0)
    assert knight in offered(duel)
    do(duel, "battle")
    no_activation(duel, knight)
    attack(duel, RALLY.name)
    assert duel.lp == [8000, 6500]
    battle_done(duel, 3)


def test_hx_926_one_more_attack_per_kill_grant_and_only_on_a_monster() -> None:
    """HX-926 (R-BATTLE-2, R-BATTLE-3, R-CALC-1, R-DMG-4): HX Chain Hunter (1900; after
    destroying a monster by battle this turn, one more attack, on a monster only).
    Setup: P1 turn 3 controls the Hunter. P2 controls V4-1400, V2-500 and V1-100.
    Actions: the Hunter attacks V4-1400, then V2-500, then tries V1-100.
    Expected: P2 takes 500 (7500), then 1400 (6100). The grant gives one more attack, not
    one per kill: the third is refused; nothing is left."""
    duel = build(p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V2-500", ATK), ("V1-100", ATK)]))
    attack(duel, HUNTER.name, "V4-1400")
    assert duel.lp == [8000, 7500]
    assert targets(duel, HUNTER.name) == {mon(duel, "V2-500", 1), mon(duel, "V1-100", 1)}
    attack(duel, HUNTER.name, "V2-500")
    assert duel.lp == [8000, 6100] and names(duel, 1, "mzone") == ["", "", "V1-100"]
    battle_done(duel, 3)


def test_hx_927_no_kill_no_second_attack_and_after_the_last_monster_no_direct() -> None:
    """HX-927 (R-BATTLE-2, R-BATTLE-3, R-DMG-3, R-CALC-4, R-CALC-6): HX Chain Hunter
    (HX-926). P1 turn 3 controls the Hunter and V1-100.
    (a) P2 controls a face-down V4-WALL (DEF 2000, Set on turn 2) and V4-1400. The Hunter
    attacks the wall: it is flipped and survives, P1 takes 100 (7900): nothing was
    destroyed, so no second attack: the Hunter on V4-1400 is refused.
    (b) P2 controls only V4-1400. The Hunter destroys it (P2 7500); its one more attack
    may only be on a monster: with none left, a direct attack is refused, while V1-100,
    which has not attacked, may attack directly (7400)."""
    p0 = Side(monsters=[(HUNTER.name, ATK), ("V1-100", ATK)])
    duel = build(p0=p0, p1=Side(monsters=[("V4-WALL", SET, 2), ("V4-1400", ATK)]))
    attack(duel, HUNTER.name, "V4-WALL")
    assert duel.lp == [7900, 8000] and duel.pos[at(duel, "V4-WALL", 1)] == DEF
    assert attackers(duel) == {mon(duel, "V1-100", 0)}
    no_attack(duel, HUNTER.name, mon(duel, "V4-1400", 1))
    duel = build(p0=p0, p1=Side(monsters=[("V4-1400", ATK)]))
    attack(duel, HUNTER.name, "V4-1400")
    assert duel.lp == [8000, 7500]
    assert attackers(duel) == {mon(duel, "V1-100", 0)}
    no_attack(duel, HUNTER.name)
    attack(duel, "V1-100")
    assert duel.lp == [8000, 7400]
    battle_done(duel, 3)


def test_hx_928_a_monster_summoned_in_the_battle_result_window_is_a_second_target() -> None:
    """HX-928 (R-BATTLE-4, R-DMG-5, R-TRAP-5, R-BATTLE-2, R-BATTLE-3, R-CALC-4): HX Chain
    Hunter (HX-926); HX Last Guard (Trap: a monster you control is destroyed by the
    opponent's attack: Special Summon a Level 4 or lower monster from your hand in
    face-up Defense).
    Setup: P1 turn 3 controls the Hunter. P2 controls only V4-1400, has the Last Guard Set
    earlier; hand: V4-WALL.
    Actions: the Hunter destroys V4-1400 (P2 7500); in the battle-result window P2 (a)
    passes, or (b) summons V4-WALL.
    Expected: (a) nothing is left to attack (no direct attack for the Hunter). (b) The
    Hunter's one more attack may go to V4-WALL, the only target: 1900 vs DEF 2000: P1
    takes 100 (7900), nothing is destroyed."""
    duel = build(p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-WALL"],
                         spells=[(LAST_GUARD.name, SET)]))
    attack(duel, HUNTER.name, "V4-1400")
    assert duel.lp == [8000, 7500]
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    battle_done(passed, 3)
    trap(duel, LAST_GUARD.name, 1)
    answer(duel)
    settle(duel)
    wall = mon(duel, "V4-WALL", 1)
    assert duel.pos[duel.inst(wall)] == DEF
    assert targets(duel, HUNTER.name) == {wall}
    attack(duel, HUNTER.name, "V4-WALL")
    assert duel.lp == [7900, 7500] and names(duel, 1, "mzone")[0] == "V4-WALL"
    battle_done(duel, 3)


def test_hx_929_a_monster_only_second_attack_cannot_turn_direct_on_a_replay() -> None:
    """HX-929 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-BATTLE-2, R-BATTLE-3): HX Chain Hunter
    (HX-926: its one more attack is on a monster only); FX-BOUNCE-ON-ATTACK.
    Setup: P1 turn 3 controls the Hunter. P2 controls V4-1400 and V2-500, has
    FX-BOUNCE-ON-ATTACK Set earlier.
    Actions: the Hunter attacks V4-1400 (P2 passes): destroyed, P2 7500. Its second
    attack, on V2-500: P2 returns V2-500 to the hand.
    Expected: a replay, but the second attack may only be on a monster and P2 has none:
    a direct attack is not offered (refused); only cancelling is left. No damage: P2
    stays at 7500 and the Hunter has no attack left."""
    duel = build(p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V2-500", ATK)],
                         spells=[(BOUNCE, SET)]))
    attack(duel, HUNTER.name, "V4-1400")
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.lp == [8000, 7500]
    attack(duel, HUNTER.name, "V2-500")
    window_for(duel, 1)
    trap(duel, BOUNCE, 1)
    assert "V2-500" in names(duel, 1, "hand") and not any(names(duel, 1, "mzone"))
    if kind(duel) == "replay":  # a lone "cancel" the engine may take itself
        refused(duel, Action("target", target=DIRECT))
        do(duel, "cancel")
    assert duel.lp == [8000, 7500]
    battle_done(duel, 3)


def test_hx_930_a_second_attack_gone_direct_meets_a_wall_and_is_cancelled() -> None:
    """HX-930 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-REPLAY-4, R-TRAP-5, R-BATTLE-2,
    R-BATTLE-3): HX Raid Chief (2000; after destroying a monster by battle this turn, one
    more attack, on a monster or directly); FX-WALL-ON-DIRECT.
    Setup: P1 turn 3 controls the Chief. P2 controls only V4-1400, has FX-WALL-ON-DIRECT
    Set earlier; hand: V4-WALL.
    Actions: the Chief destroys V4-1400 (P2 7400); its second attack is a direct attack
    (P2 has no monster then); P2 summons V4-WALL; P1 cancels on the replay.
    Expected: the first declaration, on a monster, does not offer the Trap; the second,
    direct, does. The direct attack is no longer possible: a replay with V4-WALL or
    cancelling. Cancelled: no damage; the Chief's attacks are used; nothing is left."""
    duel = build(p0=Side(monsters=[(CHIEF.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-WALL"],
                         spells=[(WALL_TRAP, SET)]))
    attack(duel, CHIEF.name, "V4-1400")
    assert duel.lp == [8000, 7400] and kind(duel) == "battle"
    assert targets(duel, CHIEF.name) == {DIRECT}
    attack(duel, CHIEF.name)
    window_for(duel, 1)
    trap(duel, WALL_TRAP, 1)
    answer(duel)
    settle(duel)
    wall = mon(duel, "V4-WALL", 1)
    assert kind(duel) == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, "cancel")
    assert duel.lp == [8000, 7400]
    battle_done(duel, 3)


def test_hx_931_a_kill_on_the_replayed_target_grants_the_monster_only_attack() -> None:
    """HX-931 (R-REPLAY-1, R-REPLAY-2, R-TRAP-9, R-BATTLE-2, R-CALC-1): HX Chain Hunter
    (HX-926); FX-SWAP-ON-ATTACK (on attack; send 1 face-up monster you control other than
    the attack target; Special Summon a Level 4 or lower monster from your hand).
    Setup: P1 turn 3 controls the Hunter. P2 controls V4-1600 and V2-500, has
    FX-SWAP-ON-ATTACK Set earlier; hand: V4-1400.
    Actions: the Hunter attacks V4-1600; P2 pays V2-500 and summons V4-1400 in Attack; on
    the replay P1 chooses V4-1400; then the Hunter attacks again.
    Expected: the replay offers V4-1600, V4-1400 or cancelling. V4-1400 is destroyed by
    battle (P2 7500): the Hunter may attack V4-1600: P2 takes 300 (7200)."""
    duel = build(p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=["V4-1400"],
                         spells=[(SWAP, SET)]))
    attack(duel, HUNTER.name, "V4-1600")
    window_for(duel, 1)
    trap(duel, SWAP, 1)
    answer(duel, pos="atk")
    settle(duel)
    v16, v14 = mon(duel, "V4-1600", 1), mon(duel, "V4-1400", 1)
    assert kind(duel) == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=v16),
                                         Action("target", target=v14), Action("cancel")}
    do(duel, f"target {v14}")
    settle(duel)
    assert duel.lp == [8000, 7500]
    assert targets(duel, HUNTER.name) == {v16}
    attack(duel, HUNTER.name, "V4-1600")
    assert duel.lp == [8000, 7200] and names(duel, 1, "mzone") == ["", "", ""]
    battle_done(duel, 3)


# ============================================================ "cannot attack" and its end
def test_hx_932_a_cannot_attack_continuous_effect_ends_with_its_monster() -> None:
    """HX-932 (R-EFF-5, R-BATTLE-2, R-BATTLE-3, R-DMG-3, R-DMG-4, R-CALC-1, R-CALC-6): HX
    Gate Guard (1000/1000; your opponent's face-up monsters with 2000+ ATK cannot attack).
    FX-FLIPDOWN: 1 face-up monster on the field to face-down Defense.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V4-1800. P2 controls only the
    Gate Guard (Attack).
    (a) Battle Phase: only V4-1800 may attack (Blue-Eyes refused); it destroys the Guard
    (P2 7200). The effect ends with it, in the same Battle Phase: Blue-Eyes may now attack
    directly: P2 4200.
    (b) P1 first turns the Guard face-down: its effect stops at once: both may attack;
    V4-1800 attacks the face-down Guard (flipped, DEF 1000, destroyed, no damage), then
    Blue-Eyes attacks directly: P2 5000."""
    p0 = Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)], hand=[FLIPDOWN])
    p1 = Side(monsters=[(GATE.name, ATK)])
    duel = build(p0=p0, p1=p1)
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1800", 0)}
    no_attack(duel, BEWD, mon(duel, GATE.name, 1))
    attack(duel, "V4-1800", GATE.name)
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == [GATE.name]
    assert targets(duel, BEWD) == {DIRECT}
    attack(duel, BEWD)
    assert duel.lp == [8000, 4200]
    duel = build(p0=p0, p1=p1)
    play(duel, FLIPDOWN, zone="s0", picks=(mon(duel, GATE.name, 1),))
    assert duel.pos[at(duel, GATE.name, 1)] == SET
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, BEWD, 0), mon(duel, "V4-1800", 0)}
    attack(duel, "V4-1800", GATE.name)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [GATE.name]
    attack(duel, BEWD)
    assert duel.lp == [8000, 5000]


def test_hx_933_a_negated_twin_attacker_stays_bound_through_its_next_turn() -> None:
    """HX-933 (R-BATTLE-5, R-BATTLE-2, R-EFF-6, R-END-1, R-TRAP-5): HX Twin Blade (1500;
    can attack twice); HX Halt Order (Trap: on attack: negate the attack; then that monster
    cannot attack until the end of your opponent's next turn).
    Setup: P1 turn 3 controls the Twin Blade and V4-1600. P2 controls V4-1400, has the
    Halt Order Set earlier.
    Actions: the Twin Blade attacks V4-1400; P2 negates it. Turn 5, turn 7.
    Expected: turn 3: its second attack is refused; V4-1600 attacks V4-1400 (P2 7800).
    Turn 5 (P1's next turn) it still cannot attack; V4-1600 attacks directly (6200).
    Turn 7 the effect has ended: the Twin Blade attacks twice and V4-1600 once: 1600."""
    duel = build(p0=Side(monsters=[(TWIN.name, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(HALT.name, SET)]))
    attack(duel, TWIN.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, HALT.name, 1)
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, TWIN.name, mon(duel, "V4-1400", 1))
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800]
    to_turn(duel, 5)
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, TWIN.name)
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6200]
    to_turn(duel, 7)
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, TWIN.name, 0), mon(duel, "V4-1600", 0)}
    attack(duel, TWIN.name)
    attack(duel, TWIN.name)
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 1600]


def test_hx_934_a_bound_monster_returned_and_summoned_again_may_attack() -> None:
    """HX-934 (R-EFF-4, R-BATTLE-2, R-MAIN-2, R-END-1, R-CALC-6): HX Binding Spell (1
    face-up monster your opponent controls cannot attack until the end of your opponent's
    next turn); FX-RECALL.
    Setup: turn 2, P2's Main Phase; P2's hand: the Binding Spell; P1 controls V4-1800 and
    V4-1600, hand: FX-RECALL. P2 binds V4-1800. P1 turn 3; P2 controls nothing.
    Expected: the binding outlasts P2's End Phase: on turn 3 (a) only V4-1600 may attack
    (V4-1800 refused). (b) P1 returns V4-1800 with FX-RECALL and Normal Summons it again:
    a new monster, not bound, which may attack (summoned this turn): 1800 + 1600, P2
    4600."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                                       hand=[RECALL]),
                 p1=Side(hand=[BIND.name]))
    play(duel, BIND.name, zone="s0", picks=(mon(duel, "V4-1800", 0),))
    to_turn(duel, 3)
    bound = duel.clone()
    do(bound, "battle")
    assert attackers(bound) == {mon(bound, "V4-1600", 0)}
    no_attack(bound, "V4-1800")
    play(duel, RECALL, zone="s0", picks=(mon(duel, "V4-1800", 0),))
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1800", 0), mon(duel, "V4-1600", 0)}
    attack(duel, "V4-1800")
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 4600]


def test_hx_935_a_rout_in_the_battle_result_window_ends_the_remaining_attacks() -> None:
    """HX-935 (R-BATTLE-4, R-DMG-5, R-TRAP-5, R-BATTLE-2, R-EFF-6, R-CALC-1): HX Rout Ward
    (Trap: a monster you control is destroyed by the opponent's attack: the opponent's
    monsters cannot attack this turn).
    Setup: P1 turn 3 controls V4-1800 and V4-1600. P2 controls V4-1400 and V1-100, has the
    Rout Ward Set earlier.
    Actions: V4-1800 destroys V4-1400 (P2 7600); in the battle-result window P2 (a)
    passes, or (b) activates the Rout Ward.
    Expected: (a) V4-1600 still may attack. (b) It cannot: nothing is left to attack with.
    On turn 5 the effect has ended: both may attack again."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V1-100", ATK)],
                         spells=[(ROUT.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7600]
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert attackers(passed) == {mon(passed, "V4-1600", 0)}
    trap(duel, ROUT.name, 1)
    battle_done(duel, 3)
    assert duel.lp == [8000, 7600]
    to_turn(duel, 5)
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, "V4-1800", 0), mon(duel, "V4-1600", 0)}


def test_hx_936_a_lone_charge_binds_the_other_monsters_even_those_summoned_later() -> None:
    """HX-936 (R-EFF-2, R-EFF-6, R-END-1, R-BATTLE-2, R-MAIN-2, R-CALC-6): HX Lone Charger
    (1500; [EFFECT] it gains 1000 ATK this turn; for the rest of this turn no other
    monster you control, now or later, can attack).
    Setup: P1 turn 3 controls the Charger and V4-1800 (since turn 1); hand: V4-1600. P2
    controls nothing.
    Actions: activate the Charger; Normal Summon V4-1600; Battle Phase; turn 5.
    Expected: only the Charger may attack: 2500 directly, P2 5500; V4-1800 and V4-1600
    are refused and nothing is left. On turn 5 every monster may attack again and the
    Charger has 1500."""
    duel = build(p0=Side(monsters=[(CHARGER.name, ATK), ("V4-1800", ATK)], hand=["V4-1600"]))
    do(duel, f"activate {mon(duel, CHARGER.name, 0)}")
    assert duel.atk(at(duel, CHARGER.name)) == 2500
    do(duel, f"summon {hid(duel, 'V4-1600')} z2")
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, CHARGER.name, 0)}
    no_attack(duel, "V4-1800")
    no_attack(duel, "V4-1600")
    attack(duel, CHARGER.name)
    assert duel.lp == [8000, 5500]
    battle_done(duel, 3)
    to_turn(duel, 5)
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, n, 0) for n in (CHARGER.name, "V4-1800", "V4-1600")}
    assert duel.atk(at(duel, CHARGER.name)) == 1500
