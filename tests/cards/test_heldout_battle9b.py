"""Held-out style conformance scenarios HX-336..HX-357, written like SC-01..SC-30 of RULES.md
section 19 (continued from test_heldout_battle9.py, whose throwaway "HX " cards and
helpers are used here): "destroyed by battle" windows for both battlers and battle
protection, Maximum Mode monsters in battle (piercing, Equip Spells, Trap
protection, the Damage Step hook, counting as one destroyed monster), a direct attack
while the opponent has only Set Spells and Traps, LP 0 in the middle of the Battle
Phase, who is asked first in the battle-result window, and Equip Spells or DEF changes
that appear or leave between the declaration and the calculation. Every expectation
comes from RULES.md alone.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.scenario import Side
from rushdesk.engine.state import HAND

from ..engine.util import at_damage_step, do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    DM,
    DRAGOPHONE,
    FIELD_A,
    FIELD_B,
    HOLE,
    HORN,
    MACHINE_EQUIP,
    MIRROR,
    MP,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    SKULL,
    answer,
    at,
    attack,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused, settle
from .test_heldout_battle9 import (
    BRACE,
    BREACH,
    CYBER,
    EQUIP_BREAK,
    FIELD_BREAK,
    GIFT,
    GRIEF,
    HEAVY_DRAIN,
    KICK,
    MOURN,
    POOL,
    PUMP,
    RUIN,
    SALVE,
    SEAR,
    SWEEP,
    TITHE,
    TITHE2,
    TOLL,
    TWIN,
    WARDEN,
    attacks,
    build,
    center,
    no_more_attacks,
    p2_max,
    retargets,
)


# ============================================== "destroyed by battle" for both battlers
def test_hx_336_equal_atk_both_destroyed_one_window_the_defender_first() -> None:
    """HX-336 (R-CALC-2, R-DMG-4, R-DMG-5, R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6):
    "HX Fallen Tithe" and "HX Fallen Tithe II" (Traps): Requirement: a monster you
    control is destroyed by battle. Effect: you gain 1000 LP.
    Setup: P1 turn 3, Battle Phase: Dark Magician (Rush) (2500); HX Fallen Tithe Set
    earlier. P2 controls Summoned Skull (Rush) (2500); HX Fallen Tithe II Set earlier.
    Actions: Dark Magician attacks Summoned Skull. (a) P2 activates its Trap. (b) P2
    passes; P1 activates its Trap.
    Expected: both monsters are destroyed at once, no damage, and both are in their
    GYs when the one battle-result window opens. Both Traps match; P2 is asked first.
    (a) P2 9000; the next window holds only P2's LP gain: P1's Trap is not offered and
    stays Set. (b) P1 is offered its Trap: P1 9000."""
    duel = build(phase="battle", p0=Side(monsters=[(DM, ATK)], spells=[(TITHE, SET)]),
                 p1=Side(monsters=[(SKULL, ATK)], spells=[(TITHE2, SET)]))
    attack(duel, DM, SKULL)
    window_for(duel, 1)
    assert names(duel, 0, "gy") == [DM] and names(duel, 1, "gy") == [SKULL]
    assert duel.lp == [8000, 8000]
    assert offered(duel) == {find(duel, TITHE2)}
    other = duel.clone()
    trap(duel, TITHE2)
    assert duel.lp == [8000, 9000]
    assert not (duel.request.kind == "window" and duel.current_player == 0)
    assert names(duel, 0, "szone")[0] == TITHE
    do(other, "pass")
    window_for(other, 0)
    assert offered(other) == {find(other, TITHE)}
    trap(other, TITHE)
    assert other.lp == [9000, 8000] and names(other, 1, "szone")[0] == TITHE2


def test_hx_337_the_destroyed_requirement_reads_and_means_the_opponents_attack() -> None:
    """HX-337 (R-TRAP-5, R-CALC-1, R-CALC-2, R-DMG-5, R-TRAP-4): "HX Grief Ward" (Trap,
    made from the engine's own "destroyed" Requirement limited to battle, the one RB
    Dragophone uses): Requirement: a monster you control is destroyed by your
    opponent's attack. Effect: you gain 1000 LP.
    Setup: P1 turn 3, Battle Phase: V4-1600; HX Grief Ward Set earlier. P2 controls
    V4-1800 and has no Trap.
    Actions: V4-1600 attacks V4-1800.
    Expected: the card's text says what it means ("by your opponent's attack", not
    "by battle"). V4-1600 is destroyed by battle (P1 7800) while attacking, which is
    not the opponent's attack: the battle-result window does not meet the
    Requirement: nobody is asked (P1 has nothing else to do, so the turn passes to P2)
    and the Trap stays Set."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)], spells=[(GRIEF, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    text = POOL.by_name(GRIEF)[0].behaviour.text()
    assert "destroyed by your opponent's attack" in text and "by battle" not in text
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == ["V4-1600"]
    assert duel.request.kind == "main" and duel.current_player == 1 and duel.turn == 4
    assert duel.lp == [7800, 8000] and names(duel, 0, "szone")[0] == GRIEF


def test_hx_338_equal_atk_against_battle_protection_destroys_only_the_attacker() -> None:
    """HX-338 (R-CALC-2, R-CALC-1, R-EFF-5, R-DMG-3, R-CALC-5): "HX Iron Warden"
    (Level 4, 1600/1200): [CONTINUOUS EFFECT] this card cannot be destroyed by battle.
    Setup: P1 turn 3: V4-1600 and Jointech Rex (since turn 1); hand: Jointech Rush
    Horn. P2 controls (a) HX Iron Warden in face-up Attack; (b) a face-down HX Iron
    Warden.
    Actions: (a) V4-1600 attacks the Warden. (b) equip Rush Horn to Rex (2800,
    piercing); Rex attacks the face-down Warden.
    Expected: (a) 1600 vs 1600: only V4-1600 is destroyed, nobody takes damage, the
    Warden stays. (b) the Warden is turned face-up Defense and its effect applies from
    then: 2800 vs DEF 1200, it is not destroyed, but piercing damage is still dealt:
    P2 takes 1600 (6400); the Warden stays face-up Defense."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[(WARDEN, ATK)]))
    attack(duel, "V4-1600", WARDEN)
    assert duel.lp == [8000, 8000] and names(duel, 0, "gy") == ["V4-1600"]
    assert names(duel, 1, "mzone")[0] == WARDEN and names(duel, 1, "gy") == []
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[(WARDEN, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, REX, WARDEN)
    assert duel.lp == [8000, 6400]
    assert names(duel, 1, "mzone")[0] == WARDEN and duel.pos[at(duel, WARDEN)] == DEF


# ============================================== Maximum Mode monsters in battle
def test_hx_339_a_piercing_attacker_meets_a_maximum_monster_by_atk_only() -> None:
    """HX-339 (R-CALC-7, R-MAX-4, R-MAX-5, R-MAX-6, R-CALC-1, R-CALC-5, R-EQUIP-4):
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord (MAXIMUM ATK 3500) on turn
    2. P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn.
    Actions: equip Rush Horn to Rex (2800, piercing); Rex attacks the Maximum monster.
    Expected: the Maximum monster is in Attack Position and has no DEF, so piercing
    plays no part: 2800 vs 3500 by ATK. Rex is destroyed (Rush Horn goes to the GY too)
    and P1 takes 700 (7300). The Maximum monster stays, still in Maximum Mode, in
    Attack Position."""
    duel = p2_max(Side(monsters=[(REX, ATK)], hand=[HORN]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", find(duel, REX, 0, "mzone"),
                                    target=center(duel, 1))}
    do(duel, f"attack {find(duel, REX, 0, 'mzone')} -> {center(duel, 1)}")
    assert duel.lp == [7300, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([REX, HORN])
    assert duel.maxm[1] and names(duel, 1, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.pos[duel.mz[1][1]] == ATK


def test_hx_340_a_maximum_monster_with_rush_horn_pierces_a_flipped_wall() -> None:
    """HX-340 (R-MAX-13, R-EQUIP-1, R-MAX-6, R-CALC-5, R-DMG-3, R-BATTLE-2):
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces and
    Jointech Rush Horn. P2 controls face-down V5-WALL (DEF 3000).
    Actions: Maximum Summon; equip Rush Horn to the Maximum monster (a Machine, by its
    center); it attacks V5-WALL.
    Expected: the Equip Spell attaches to the whole monster: 3800 with piercing. The
    wall is turned face-up Defense: 3800 vs 3000, it is destroyed and P2 takes 800
    piercing damage (7200). The Maximum monster has no second attack."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, HORN]), p1=Side(monsters=[("V5-WALL", SET)]))
    maximum(duel, OVL)
    play(duel, HORN, picks=(center(duel, 0),))
    assert duel.atk(duel.mz[0][1]) == 3800
    attack(duel, OVL, "V5-WALL")
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["V5-WALL"]
    no_more_attacks(duel)


def test_hx_341_attack_traps_cannot_destroy_the_overlord_and_the_attack_goes_on() -> None:
    """HX-341 (R-MAX-9, R-MAX-6, R-TRAP-5, R-BATTLE-4, R-BATTLE-5, R-REPLAY-1, R-CALC-1):
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces (in Maximum
    Mode it cannot be destroyed by the opponent's Trap effects). P2 controls V4-1600
    and has, Set earlier, (a) Mirror Force (Rush); (b) Sakuretsu Armor (Rush); (c)
    Widespread Ruin (Rush).
    Actions: Maximum Summon; the Maximum monster attacks V4-1600; P2 activates its Trap.
    Expected: the declaration meets each Trap's Requirement, so it is offered. The Trap
    destroys nothing: the Maximum monster stays (all three pieces). P2's monsters did
    not change (no replay), and the attacker can still battle: 3500 vs 1600, V4-1600
    is destroyed and P2 takes 1900 (6100). The Trap is in P2's GY."""
    for case in (MIRROR, ARMOR, RUIN):
        duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                     p1=Side(monsters=[("V4-1600", ATK)], spells=[(case, SET)]))
        maximum(duel, OVL)
        attack(duel, OVL, "V4-1600")
        window_for(duel, 1)
        assert offered(duel) == {find(duel, case)}, case
        events = trap(duel, case)
        answer(duel)
        settle(duel)
        assert not retargets(events), case
        assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and names(duel, 0, "gy") == []
        assert duel.lp == [8000, 6100], case
        assert sorted(names(duel, 1, "gy")) == sorted([case, "V4-1600"]), case


def test_hx_342_a_maximum_monster_destroyed_by_battle_counts_once() -> None:
    """HX-342 (R-MAX-8, R-MAX-5, R-CALC-1, R-TRAP-4, R-TRAP-5, R-DMG-5, R-DMG-4):
    "HX Pump Order" (Trap): Requirement: a monster you control declares an attack.
    Effect: that monster gains 1000 ATK this turn. "HX Toll" (Trap): Requirement: a
    monster you control is destroyed by battle. Effect: you gain 500 LP for each
    monster destroyed this way.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has HX Toll
    Set earlier. P1 turn 3: Blue-Eyes White Dragon; HX Pump Order Set earlier.
    Actions: Blue-Eyes attacks the Maximum monster; P1 activates HX Pump Order; after
    the battle P2 activates HX Toll.
    Expected: P2 has nothing for the declaration, so P1 is asked. 4000 vs 3500: the
    Maximum monster is destroyed, all three pieces go to P2's GY, P2 takes 500 (7500).
    It is one monster destroyed: HX Toll gives 500 (8000), not 1500."""
    duel = p2_max(Side(monsters=[(BEWD, ATK)], spells=[(PUMP, SET)]),
                  p1_spells=((TOLL, SET),))
    do(duel, "battle")
    do(duel, f"attack {find(duel, BEWD, 0, 'mzone')} -> {center(duel, 1)}")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, PUMP)}
    trap(duel, PUMP)
    window_for(duel, 1)
    assert duel.lp == [8000, 7500] and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert offered(duel) == {find(duel, TOLL)}
    trap(duel, TOLL)
    assert duel.lp == [8000, 8000]


def test_hx_343_a_maximum_attacker_leaving_in_the_damage_step_takes_all_three(
        monkeypatch: MP) -> None:
    """HX-343 (R-DMG-2, R-MAX-8, R-BATTLE-5, R-MAX-5):
    A harness hook stands in for an effect that, at the start of the next Damage Step,
    returns the attacking monster to its owner's hand.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces. P2
    controls V4-1600.
    Actions: Maximum Summon; the Maximum monster attacks V4-1600.
    Expected: the whole monster leaves: all three pieces return to P1's hand together
    and P1's field is no longer in Maximum Mode. No damage calculation: LP 8000 / 8000,
    V4-1600 stays."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]), p1=Side(monsters=[("V4-1600", ATK)]))
    maximum(duel, OVL)

    def leave(d: Duel, atk: Any) -> None:
        d.move(d.inst(atk.attacker), HAND, reason="effect", by=1)

    at_damage_step(monkeypatch, leave)
    attack(duel, OVL, "V4-1600")
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"


def test_hx_344_no_monster_can_be_put_beside_the_defending_maximum_monster() -> None:
    """HX-344 (R-MAX-3, R-REPLAY-1, R-REPLAY-6, R-CALC-1, R-MAX-6):
    "HX Decoy Gift" (Trap): Requirement: a monster you control declares an attack.
    Effect: Special Summon 1 Level 4 or lower monster from your GY to your opponent's
    field in face-up Defense Position.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2. P1 turn 3:
    Blue-Eyes White Dragon; GY: V4-1400; HX Decoy Gift Set earlier.
    Actions: Blue-Eyes attacks the Maximum monster (P1 uses HX Decoy Gift if it is
    offered).
    Expected: no monster can be placed on P2's side while the Maximum monster is there:
    V4-1400 stays in P1's GY, P2's group does not change and there is no replay.
    3000 vs 3500: Blue-Eyes is destroyed and P1 takes 500 (7500)."""
    duel = p2_max(Side(monsters=[(BEWD, ATK)], gy=["V4-1400"], spells=[(GIFT, SET)]))
    do(duel, "battle")
    events = do(duel, f"attack {find(duel, BEWD, 0, 'mzone')} -> {center(duel, 1)}")
    if duel.request.kind == "window" and find(duel, GIFT) in offered(duel):
        events += trap(duel, GIFT)
        answer(duel)
        settle(duel)
    assert not retargets(events)
    assert duel.request is None or duel.request.kind != "replay"
    assert names(duel, 0, "gy")[0] == "V4-1400" and duel.maxm[1]
    assert names(duel, 1, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.lp == [7500, 8000] and BEWD in names(duel, 0, "gy")


# ============================================== a direct attack into Set cards, LP 0
def test_hx_345_only_set_spells_and_traps_a_direct_attack_is_legal() -> None:
    """HX-345 (R-BATTLE-3, R-CALC-6, R-TRAP-5, R-SPELL-1, R-FIELD-1, R-BATTLE-5):
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and Dark Magician (Rush). P2
    controls no monsters; Sakuretsu Armor (Rush) and Dark Hole (Rush) Set earlier in
    its S/T Zones and FX-FIELD-A Set in its Field Zone.
    Actions: Blue-Eyes attacks directly (P2 passes); Dark Magician attacks directly
    (P2 activates Sakuretsu Armor).
    Expected: Set cards are not monsters: both may attack directly, and only directly.
    In each attack-declaration window P2 may activate only the Armor or pass (the Set
    Spells cannot be activated). P2 5000; Dark Magician is destroyed, no damage; Dark
    Hole and FX-FIELD-A stay Set."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(spells=[(ARMOR, SET), (HOLE, SET)], field_spell=(FIELD_A, SET)))
    bewd, dm = find(duel, BEWD, 0, "mzone"), find(duel, DM, 0, "mzone")
    assert attacks(duel) == {Action("attack", bewd, target=DIRECT),
                             Action("attack", dm, target=DIRECT)}
    attack(duel, BEWD)
    window_for(duel, 1)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, ARMOR)),
                                         Action("pass")}
    refused(duel, f"activate {find(duel, HOLE)}")
    refused(duel, f"activate {find(duel, FIELD_A)}")
    do(duel, "pass")
    assert duel.lp == [8000, 5000]
    attack(duel, DM)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ARMOR)}
    trap(duel, ARMOR)
    assert duel.lp == [8000, 5000] and names(duel, 0, "gy") == [DM]
    assert names(duel, 1, "szone")[1] == HOLE and names(duel, 1, "gy") == [ARMOR]
    assert duel.pos[duel.inst(find(duel, HOLE))] == SET
    assert duel.pos[duel.fz[1]] == SET


def test_hx_346_lp_zero_from_the_attackers_own_trap_ends_the_duel_before_battle() -> None:
    """HX-346 (R-WIN-1, R-TRAP-4, R-TRAP-5, R-BATTLE-4, R-DMG-6):
    "HX Sear Order" (Trap): Requirement: a monster you control declares an attack.
    Effect: your opponent takes 800 damage.
    Setup: P1 turn 3, Battle Phase: V4-1400; HX Sear Order Set earlier. P2 at 500 LP
    controls V4-1600 and has HX Battle Salve (gain 1000 LP when you take battle damage)
    Set earlier.
    Actions: V4-1400 attacks V4-1600; P1 activates HX Sear Order.
    Expected: P2's LP reach 0 (not below): P2 loses at once and P1 wins. Nothing
    further happens: no Damage Step, so V4-1400 (which would have lost the battle) is
    still on the field and P1 is at 8000; the Salve stays Set; nobody may act."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1400", ATK)], spells=[(SEAR, SET)]),
                 p1=Side(lp=500, monsters=[("V4-1600", ATK)], spells=[(SALVE, SET)]))
    attack(duel, "V4-1400", "V4-1600")
    window_for(duel, 0)
    trap(duel, SEAR)
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert names(duel, 0, "mzone")[0] == "V4-1400" and names(duel, 1, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "szone")[0] == SALVE and duel.legal_actions() == []


def test_hx_347_lp_zero_on_the_first_of_two_attacks_leaves_no_second() -> None:
    """HX-347 (R-WIN-1, R-DMG-6, R-BATTLE-2, R-CALC-1):
    HX Twin Striker (1700; Effect: it can attack twice this turn). HX Battle Salve
    (gain 1000 LP when you take battle damage).
    Setup: P1 turn 3: face-up HX Twin Striker (since turn 1). P2 at 300 LP controls
    V4-1400 and has HX Battle Salve Set earlier.
    Actions: activate the Striker; it attacks V4-1400.
    Expected: P2 takes 300 and reaches 0: the duel ends at once with P1 the winner; no
    battle-result window (the Salve is never offered) and no second attack."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]),
                 p1=Side(lp=300, monsters=[("V4-1400", ATK)], spells=[(SALVE, SET)]))
    do(duel, f"activate {find(duel, TWIN, 0, 'mzone')}")
    answer(duel)
    attack(duel, TWIN, "V4-1400")
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert duel.legal_actions() == [] and names(duel, 1, "szone")[0] == SALVE


# ============================================== who is asked first after the battle
def test_hx_348_after_piercing_damage_the_defender_answers_first() -> None:
    """HX-348 (R-TRAP-4, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-DMG-5, R-CALC-5):
    "HX Battle Salve" (Trap): Requirement: you take battle damage. Effect: gain 1000 LP.
    "HX Battle Kick" (Trap): Requirement: your opponent takes battle damage. Effect:
    your opponent takes 500 damage.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn; HX Battle
    Kick Set earlier. P2 controls V4-WALL in face-up Defense; HX Battle Salve Set
    earlier.
    Actions: equip Rush Horn to Rex; Rex attacks V4-WALL. (a) P2 activates the Salve.
    (b) P2 passes; P1 activates the Kick.
    Expected: 800 piercing damage (7200). Both Traps match the battle-result window; P2
    is asked first. (a) 8200; the Salve's window holds an LP gain only: the Kick is not
    offered and stays Set. (b) P1 may use the Kick: P2 6700."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN], spells=[(KICK, SET)]),
                 p1=Side(monsters=[("V4-WALL", DEF)], spells=[(SALVE, SET)]))
    play(duel, HORN, zone="s1", picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, REX, "V4-WALL")
    window_for(duel, 1)
    assert duel.lp == [8000, 7200] and offered(duel) == {find(duel, SALVE)}
    other = duel.clone()
    trap(duel, SALVE)
    assert duel.lp == [8000, 8200]
    assert not (duel.request.kind == "window" and duel.current_player == 0)
    assert names(duel, 0, "szone")[0] == KICK
    do(other, "pass")
    window_for(other, 0)
    assert offered(other) == {find(other, KICK)}
    trap(other, KICK)
    assert other.lp == [8000, 6700]


def test_hx_349_damage_to_the_attacker_lets_the_defender_answer_first() -> None:
    """HX-349 (R-TRAP-4, R-TRAP-3, R-TRAP-5, R-DMG-5, R-CALC-4):
    HX Battle Salve and HX Battle Kick as in HX-348, held the other way round.
    Setup: P1 turn 3, Battle Phase: V4-1800; HX Battle Salve Set earlier. P2 controls
    V4-WALL in face-up Defense; HX Battle Kick Set earlier.
    Actions: V4-1800 attacks V4-WALL. (a) P2 activates the Kick. (b) P2 passes; P1
    activates the Salve.
    Expected: 1800 vs DEF 2000: P1 takes 200 (7800). P2 is asked first. (a) P1 takes
    500 more (7300): that is effect damage, not battle damage, and the earlier window
    is over, so the Salve is not offered. (b) P1 8800."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], spells=[(SALVE, SET)]),
                 p1=Side(monsters=[("V4-WALL", DEF)], spells=[(KICK, SET)]))
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    assert duel.lp == [7800, 8000] and offered(duel) == {find(duel, KICK)}
    other = duel.clone()
    trap(duel, KICK)
    assert duel.lp == [7300, 8000]
    assert not (duel.request.kind == "window" and duel.current_player == 0)
    assert names(duel, 0, "szone")[0] == SALVE
    do(other, "pass")
    window_for(other, 0)
    trap(other, SALVE)
    assert other.lp == [8800, 8000]


# ============================================== Equip Spells and DEF changes in the window
def test_hx_350_the_attackers_equip_destroyed_in_the_window_takes_piercing_away() -> None:
    """HX-350 (R-EQUIP-4, R-CALC-5, R-DMG-4, R-REPLAY-5, R-TRAP-5):
    "HX Equip Breaker" (Trap): Requirement: an opponent's monster declares an attack.
    Effect: destroy 1 Spell Card in your opponent's Spell & Trap Zones.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn. P2
    controls V4-WALL in face-up Defense (DEF 2000) and has HX Equip Breaker Set earlier.
    Actions: equip Rush Horn to Rex (2800, piercing); Rex attacks V4-WALL; P2 activates
    HX Equip Breaker on Rush Horn.
    Expected: the Equip Spell's effect ends when it leaves: Rex has 2500 and no
    piercing. 2500 vs DEF 2000: V4-WALL is destroyed and nobody takes damage."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-WALL", DEF)], spells=[(EQUIP_BREAK, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, REX, "V4-WALL")
    window_for(duel, 1)
    trap(duel, EQUIP_BREAK)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "gy") == [HORN] and names(duel, 0, "mzone")[0] == REX
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([EQUIP_BREAK, "V4-WALL"])


def test_hx_351_a_def_loss_on_the_target_in_the_window_wins_the_battle() -> None:
    """HX-351 (R-DMG-4, R-CALC-4, R-TRAP-4, R-REPLAY-5, R-EFF-6):
    "HX Breach Order" (Trap): Requirement: a monster you control declares an attack.
    Effect: the attack target loses 1500 DEF this turn.
    Setup: P1 turn 3, Battle Phase: V4-1800; HX Breach Order Set earlier. P2 controls
    V5-WALL in face-up Defense (DEF 3000); no Trap.
    Actions: V4-1800 attacks V5-WALL; (a) P1 activates HX Breach Order; (b) P1 passes.
    Expected: (a) DEF 1500 at calculation: V5-WALL is destroyed; no piercing, so nobody
    takes damage. (b) 1800 vs 3000: P1 takes 1200 (6800), V5-WALL stays."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], spells=[(BREACH, SET)]),
                 p1=Side(monsters=[("V5-WALL", DEF)]))
    attack(duel, "V4-1800", "V5-WALL")
    window_for(duel, 0)
    other = duel.clone()
    trap(duel, BREACH)
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V5-WALL"]
    do(other, "pass")
    assert other.lp == [6800, 8000] and names(other, 1, "mzone")[0] == "V5-WALL"


def test_hx_352_a_direct_attack_deals_the_atk_left_at_calculation() -> None:
    """HX-352 (R-CALC-6, R-DMG-4, R-FIELD-1, R-TRAP-5, R-REPLAY-1):
    HX Heavy Drain (the attacking monster loses 2000 ATK this turn) and HX Field
    Breaker (destroy 1 card in the opponent's Field Zone), both Traps answering an
    opponent's attack declaration.
    Setup: P1 turn 3, Battle Phase: V5-2300 and FX-FIELD-B face-up (2500). P2 controls
    no monsters and has (a) HX Heavy Drain, (b) HX Field Breaker Set earlier.
    Actions: V5-2300 attacks directly; P2 activates its Trap.
    Expected: P2's monsters did not change (no replay); the direct attack deals the
    attacker's ATK at calculation: (a) 500 (7500); (b) 2300 (5700)."""
    for card, lp in ((HEAVY_DRAIN, 7500), (FIELD_BREAK, 5700)):
        duel = build(phase="battle", p0=Side(monsters=[("V5-2300", ATK)],
                                             field_spell=(FIELD_B, ATK)),
                     p1=Side(spells=[(card, SET)]))
        assert duel.atk(at(duel, "V5-2300")) == 2500
        attack(duel, "V5-2300")
        window_for(duel, 1)
        events = trap(duel, card)
        settle(duel)
        assert not retargets(events) and duel.lp == [8000, lp], card


def test_hx_353_an_equip_sent_with_its_battle_destroyed_monster_is_not_destroyed() -> None:
    """HX-353 (R-EQUIP-4, R-DMG-4, R-DMG-5, R-TRAP-5, R-CALC-1):
    "HX Spell Mourning" (Trap): Requirement: a Spell Card you control is destroyed by
    your opponent's card effect. Effect: you gain 1000 LP.
    Setup: on turn 2 P2 equipped FX-MACHINE-EQUIP to its Cyber Dragon (Rush) (2600) and
    has HX Spell Mourning Set earlier. P1 turn 3: Blue-Eyes White Dragon.
    Actions: Blue-Eyes attacks Cyber Dragon.
    Expected: 3000 vs 2600: Cyber Dragon is destroyed by battle, P2 takes 400 (7600).
    The Equip Spell goes to the GY because its monster left: it was not destroyed by a
    card effect, so HX Spell Mourning is never offered and stays Set."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[(CYBER, ATK)], hand=[MACHINE_EQUIP],
                         spells=[(MOURN, SET)]))
    play(duel, MACHINE_EQUIP, zone="s1", picks=(find(duel, CYBER, 1, "mzone"),))
    to_turn(duel, 3)
    events = attack(duel, BEWD, CYBER)
    assert not (duel.request is not None and duel.request.kind == "window")
    assert duel.lp == [8000, 7600]
    assert sorted(names(duel, 1, "gy")) == sorted([CYBER, MACHINE_EQUIP])
    assert names(duel, 1, "szone")[0] == MOURN
    assert [e for e in events if e.kind == "battle"]


# ============================================== more Maximum and "destroyed by battle"
def test_hx_354_a_maximum_target_cannot_be_put_in_defense_but_loses_atk() -> None:
    """HX-354 (R-MAX-4, R-MAX-6, R-CALC-7, R-CALC-2, R-MAX-8, R-REPLAY-5):
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord (3500) on turn 2 and has
    FX-SHRINK-ON-ATTACK Set earlier. P1 turn 3: Blue-Eyes White Dragon.
    Actions: Blue-Eyes attacks the Maximum monster; P2 activates FX-SHRINK-ON-ATTACK.
    Expected: a Maximum Mode monster never changes position: it stays in Attack
    Position (it has no DEF to be attacked in). The ATK loss applies to the monster as
    a whole (3000). No replay. 3000 vs 3000 in Attack Position: both are destroyed, all
    three pieces go to P2's GY, and nobody takes damage. (Reading chosen: the Trap's
    Requirement is met by the declaration, and only its position change fails.)"""
    duel = p2_max(Side(monsters=[(BEWD, ATK)]), p1_spells=(("FX-SHRINK-ON-ATTACK", SET),))
    do(duel, "battle")
    do(duel, f"attack {find(duel, BEWD, 0, 'mzone')} -> {center(duel, 1)}")
    window_for(duel, 1)
    events = trap(duel, "FX-SHRINK-ON-ATTACK")
    assert not retargets(events)
    assert not [e for e in events if e.kind == "position" and e.reason == "effect"]
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == [BEWD] and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R, "FX-SHRINK-ON-ATTACK"])


def test_hx_355_equal_dragons_only_the_attacked_ones_dragophone_answers() -> None:
    """HX-355 (R-CALC-2, R-DMG-5, R-TRAP-4, R-TRAP-5, R-TRAP-6):
    RB Dragophone: Requirement: a Dragon you control is destroyed by the opponent's
    attack or card effect. Effect: mill 2; then, if you control no monsters, you may
    Special Summon Blue-Fang Burst Dragon or Red-Boot Boost Dragon from your GY.
    Setup: P1 turn 3, Battle Phase: Blue-Fang Burst Dragon (2500); RB Dragophone Set
    earlier. P2 controls Blue-Fang Burst Dragon (2500); RB Dragophone Set earlier;
    Deck top V1-100, V2-500.
    Actions: P1's Blue-Fang attacks P2's Blue-Fang. (a) P2 passes. (b) P2 activates its
    RB Dragophone and revives its Blue-Fang in Defense.
    Expected: both are destroyed at once, no damage. P2's Dragon was destroyed by its
    opponent's attack: P2 is offered its Trap. P1's Dragon was destroyed in P1's own
    attack, not by the opponent's attack or card effect: P1's RB Dragophone is never
    offered, (a) even when P2 passes, (b) nor after P2's Trap (whose window holds a
    mill and a Special Summon of P2's own)."""
    def fresh() -> Duel:
        return build(phase="battle", p0=Side(monsters=[(BLUE_FANG, ATK)],
                                             spells=[(DRAGOPHONE, SET)]),
                     p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                             deck=["V1-100", "V2-500"] + ["V1-100"] * 5))

    duel = fresh()
    attack(duel, BLUE_FANG, BLUE_FANG)
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == [BLUE_FANG] and names(duel, 1, "gy") == [BLUE_FANG]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DRAGOPHONE, 1, "szone")}
    other = duel.clone()
    do(duel, "pass")
    assert not (duel.request.kind == "window" and duel.current_player == 0)
    assert names(duel, 0, "szone")[0] == DRAGOPHONE
    trap(other, DRAGOPHONE, 1)
    answer(other, picks=(find(other, BLUE_FANG, 1, "gy"),), pos="def")
    assert names(other, 1, "mzone")[0] == BLUE_FANG
    assert not (other.request.kind == "window" and other.current_player == 0)
    assert names(other, 0, "szone")[0] == DRAGOPHONE


# ============================================== attacking every monster; a self-inflicted end
def test_hx_356_a_knight_that_attacks_every_monster_once_across_a_replay() -> None:
    """HX-356 (R-BATTLE-2, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-9, R-CALC-1,
    R-CALC-4): "HX Sweep Knight" (Level 4, 2000/1000): Requirement: none. Effect: this
    turn it can attack each monster your opponent controls once.
    Setup: P1 turn 3: face-up HX Sweep Knight (since turn 1). P2 controls V4-1400 (A),
    V4-1600 (B) and V4-WALL in face-up Defense (C); hand: V2-500; FX-SWAP-ON-ATTACK
    Set earlier.
    Actions: activate the Knight; it attacks A; P2 activates FX-SWAP-ON-ATTACK (cost B;
    V2-500 in Attack); P1 chooses A again. Then the Knight attacks V2-500, then C.
    Expected: the replay offers A, V2-500, C or cancel; choosing A is not a new
    declaration. 2000 vs 1400: P2 7400. Its next attacks may go only to the monsters it
    has not attacked: V2-500 (P2 5900), then C (2000 vs DEF 2000: nothing). Then it has
    no attack left."""
    duel = build(p0=Side(monsters=[(SWEEP, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK), ("V4-WALL", DEF)],
                         hand=["V2-500"], spells=[("FX-SWAP-ON-ATTACK", SET)]))
    knight = find(duel, SWEEP, 0, "mzone")
    do(duel, f"activate {knight}")
    answer(duel)
    attack(duel, SWEEP, "V4-1400")
    window_for(duel, 1)
    trap(duel, "FX-SWAP-ON-ATTACK")
    answer(duel, picks=(find(duel, "V4-1600", 1, "mzone"), find(duel, "V2-500", 1, "hand")))
    settle(duel)
    a, c = find(duel, "V4-1400", 1, "mzone"), find(duel, "V4-WALL", 1, "mzone")
    small = find(duel, "V2-500", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel"),
                                         Action("target", target=small),
                                         Action("target", target=c)}
    events = do(duel, f"target {a}")
    assert not [e for e in events if e.kind == "attack"]
    assert duel.lp == [8000, 7400]
    assert attacks(duel) == {Action("attack", knight, target=small),
                             Action("attack", knight, target=c)}
    attack(duel, SWEEP, "V2-500")
    assert duel.lp == [8000, 5900]
    assert attacks(duel) == {Action("attack", knight, target=c)}
    attack(duel, SWEEP, "V4-WALL")
    assert duel.lp == [8000, 5900] and names(duel, 1, "mzone")[2] == "V4-WALL"
    no_more_attacks(duel)


def test_hx_357_the_attackers_own_trap_turns_it_to_defense_and_ends_the_attack() -> None:
    """HX-357 (R-BATTLE-5, R-BATTLE-2, R-TRAP-4, R-POS-1, R-POS-4):
    "HX Brace Order" (Trap): Requirement: a monster you control declares an attack.
    Effect: change that monster to face-up Defense Position; you gain 1000 LP.
    Setup: P1 turn 3, Battle Phase: V4-1800 and Blue-Eyes White Dragon; HX Brace Order
    Set earlier. P2 controls V4-1600 and has no Trap.
    Actions: V4-1800 attacks V4-1600; P1 activates HX Brace Order.
    Expected: whoever caused it, the attacker is now in Defense Position: the attack
    ends without a Damage Step (P1 9000, P2 8000, V4-1600 stays). V4-1800 cannot
    attack again nor be changed back by hand in the Battle Phase; Blue-Eyes may still
    attack: P2 6600."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK)],
                                         spells=[(BRACE, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    trap(duel, BRACE)
    settle(duel)
    assert duel.lp == [9000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    v18 = find(duel, "V4-1800", 0, "mzone")
    assert duel.pos[duel.inst(v18)] == DEF
    assert {a.card for a in attacks(duel)} == {find(duel, BEWD, 0, "mzone")}
    refused(duel, f"position {v18} atk")
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [9000, 6600]
