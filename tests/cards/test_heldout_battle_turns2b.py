"""Held-out style conformance scenarios HX-58..HX-70 (HX-46..HX-57 are in
test_heldout_battle_turns2.py), written like SC-01..SC-30 of RULES.md section 19:
battles crossed with Trap windows, positions, Field and Equip Spells and the turn flow.
Every expectation comes from RULES.md.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack
from rushdesk.engine.effects.ops import ChangePosition, Damage, Fixed
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    CED,
    DESP_L,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    FLIPDOWN,
    HORN,
    MACHINE_EQUIP,
    MIRROR,
    POOL,
    REX,
    TORRENT,
    answer,
    at,
    attack,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused

CYBER = "Cyber Dragon (Rush)"
BOUNCE, SWAP = "FX-BOUNCE-ON-ATTACK", "FX-SWAP-ON-ATTACK"
WALL_TRAP, WATCH = "FX-WALL-ON-DIRECT", "FX-DRAW-WATCH"

# Throwaway Traps (not real cards), each "when an opponent's monster declares an attack".
STANCE, VEIL = "HX Stance Breaker", "HX Veil Trap"
COUNTER, MUTUAL = "HX Counterburn", "HX Mutual Burn"
_ATTACKER = Sel(who="opp", memo="attacker")


def _trap(code: int, name: str, *ops: Any) -> CardData:
    return CardData(code, name, CardType.TRAP, behaviour=CardScript(
        Effect(kind="trap", trigger=OnAttack(), ops=ops)))


_POOL = POOL.merged([
    _trap(964_600_002, STANCE, ChangePosition(_ATTACKER, to="def")),  # attacker to Defense
    _trap(964_600_003, VEIL, ChangePosition(_ATTACKER, to="set")),  # attacker face-down
    _trap(964_600_004, COUNTER, Damage(Fixed(1000), who="opp")),  # opponent takes 1000
    _trap(964_600_005, MUTUAL, Damage(Fixed(1000), who="both")),  # each player takes 1000
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(_POOL, **kwargs)


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def test_hx_58_an_attacker_turned_to_defense_ends_its_attack() -> None:
    """HX-58. R-BATTLE-5, R-BATTLE-2, R-TRAP-3, R-TRAP-5, R-POS-1, R-CALC-1.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and V4-1800 face-up Attack.
    P2 controls V4-1600 and has Sakuretsu Armor (Rush) and a test Trap "when an
    opponent's monster declares an attack: change it to face-up Defense" Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 activates the test Trap. V4-1800 attacks
    V4-1600; P2 passes. P2's turn 4 passes; on turn 5 P1 changes Blue-Eyes to Attack
    and it attacks directly (P2 passes).
    Expected: both Traps qualify on the first declaration, only one is used. Blue-Eyes
    is in Defense: its attack ends with no Damage Step (LP 8000, V4-1600 stays) and it
    may not attack again. V4-1800's new declaration offers Sakuretsu Armor; 1800 vs
    1600: P2 7800. Turn 5: P2 4800."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(STANCE, SET), (ARMOR, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, STANCE), find(duel, ARMOR)}
    trap(duel, STANCE)
    bewd = at(duel, BEWD)
    assert duel.pos[bewd] == DEF and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-1600" and duel.request.kind == "battle"
    v18 = find(duel, "V4-1800", 0, "mzone")
    assert {a.card for a in attacks(duel)} == {v18}
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ARMOR)}
    do(duel, "pass")
    assert duel.lp == [8000, 7800]
    to_turn(duel, 5)
    do(duel, f"position {duel.oid[bewd]} atk")
    attack(duel, BEWD)
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.lp == [8000, 4800]


def test_hx_59_flipped_down_equipped_monster_loses_its_equip_and_is_flipped_by_battle() -> None:
    """HX-59. R-POS-4, R-EQUIP-4, R-DMG-3, R-CALC-4, R-EQUIP-1.
    Setup: on turn 2 P2 equipped FX-MACHINE-EQUIP to its face-up Cyber Dragon (Rush)
    (2600). P1 turn 3: V4-1800 face-up; hand: FX-FLIPDOWN.
    Actions: P1 activates FX-FLIPDOWN on Cyber Dragon; V4-1800 attacks it.
    Expected: Cyber Dragon is face-down Defense and the Equip Spell goes to P2's GY.
    The attack turns it face-up Defense (DEF 1600, the Equip does not come back): 1800
    vs 1600 destroys it with no damage."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)], hand=[FLIPDOWN]),
                 p1=Side(monsters=[(CYBER, ATK)], hand=[MACHINE_EQUIP]))
    play(duel, MACHINE_EQUIP, picks=(find(duel, CYBER, 1, "mzone"),))
    to_turn(duel, 3)
    cyber = find(duel, CYBER, 1, "mzone")
    assert duel.atk(duel.inst(cyber)) == 2600
    play(duel, FLIPDOWN, picks=(cyber,))
    assert duel.pos[duel.inst(cyber)] == SET and names(duel, 1, "gy") == [MACHINE_EQUIP]
    assert names(duel, 1, "szone") == [""] * 3
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800', 0, 'mzone')} -> {cyber}")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([MACHINE_EQUIP, CYBER])
    assert names(duel, 0, "gy") == [FLIPDOWN]


def test_hx_60_a_set_field_spell_gives_nothing_and_is_replaced_by_rule() -> None:
    """HX-60. R-FIELD-1, R-FIELD-2, R-FIELD-3, R-MAIN-5, R-SPELL-2, R-CALC-2.
    Setup: P1 turn 3: V4-1600 face-up; FX-FIELD-C Set earlier in the Field Zone;
    FX-FIELD-GUARD Set earlier; hand: FX-FIELD-A, FX-FIELD-B. P2 controls V4-1800.
    Actions: Set FX-FIELD-A; activate it; activate FX-FIELD-B from the hand; V4-1600
    attacks V4-1800.
    Expected: a Set Field Spell applies nothing (1600). Setting FX-FIELD-A sends the Set
    FX-FIELD-C to the GY by rule; activated the same turn: 1700. FX-FIELD-B replaces it:
    1800. No replacement is a destruction: FX-FIELD-GUARD is never offered. 1800 vs
    1800: both destroyed, no damage."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_C, SET),
                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_A, FIELD_B]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v = at(duel, "V4-1600")
    assert duel.atk(v) == 1600
    do(duel, f"set {find(duel, FIELD_A)} f")
    assert names(duel, 0, "gy") == [FIELD_C] and duel.atk(v) == 1600
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"activate {find(duel, FIELD_A)}")
    assert duel.atk(v) == 1700 and duel.request.kind == "main"
    do(duel, f"activate {find(duel, FIELD_B)} f")
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_C, FIELD_A]) and duel.atk(v) == 1800
    assert duel.request.kind == "main" and duel.current_player == 0
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_C, FIELD_A, "V4-1600"])
    assert names(duel, 1, "gy") == ["V4-1800"] and names(duel, 0, "szone")[0] == FIELD_GUARD


def test_hx_61_blue_fangs_gain_ends_with_the_turn() -> None:
    """HX-61. R-EFF-6, R-END-1, R-DMG-3, R-MAIN-4, R-FIELD-1, R-CALC-1.
    Setup: P1 turn 3: face-up Blue-Fang Burst Dragon (since turn 1). P2 controls
    face-up V4-1400 and V2-500 and a face-down V4-1800; P2's hand: Cyber Dragon (Rush),
    FX-FIELD-C.
    Actions: Blue-Fang's effect (mill 1); it attacks the face-down V4-1800. Turn 4: P2
    Special Summons Cyber Dragon by its own condition in Attack, activates FX-FIELD-C
    and attacks Blue-Fang.
    Expected: the two face-up monsters with 1500 or less are destroyed (the face-down
    one is not): 3100. V4-1800 is flipped and destroyed, no damage. On turn 4 Blue-Fang
    is back to 2500; Cyber Dragon 2400 loses: destroyed, P2 takes 100 (7900)."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V2-500", ATK), ("V4-1800", SET)],
                         hand=[CYBER, FIELD_C]))
    fang = at(duel, BLUE_FANG)
    do(duel, f"activate {duel.oid[fang]}")
    answer(duel)
    assert sorted(names(duel, 1, "gy")) == ["V2-500", "V4-1400"] and duel.atk(fang) == 3100
    attack(duel, BLUE_FANG, "V4-1800")
    assert duel.lp == [8000, 8000] and "V4-1800" in names(duel, 1, "gy")
    to_turn(duel, 4)
    assert duel.atk(fang) == 2500
    do(duel, f"spsummon {find(duel, CYBER, 1, 'hand')} z0 atk")
    do(duel, f"activate {find(duel, FIELD_C, 1, 'hand')} f")
    assert duel.atk(at(duel, CYBER)) == 2400
    attack(duel, CYBER, BLUE_FANG)
    assert duel.lp == [8000, 7900] and CYBER in names(duel, 1, "gy")
    assert names(duel, 0, "mzone")[0] == BLUE_FANG


def test_hx_62_a_monster_summoned_by_a_trap_in_the_opponents_turn_may_change_position() -> None:
    """HX-62. R-POS-1, R-TRAP-2, R-TRAP-4, R-MAIN-4, R-CALC-4, R-BATTLE-2.
    Setup: P2's turn 2; P1 has Dragon Encounter Set on turn 1 and Blue-Eyes White
    Dragon in hand. P2's hand: V4-1800.
    Actions: P2 Normal Summons V4-1800; P1 activates Dragon Encounter (Blue-Eyes in
    Defense); V4-1800 attacks Blue-Eyes. Turn 3: P1 changes Blue-Eyes to Attack, tries
    to change it again, attacks V4-1800.
    Expected: 1800 vs DEF 2500: P2 takes 700. Blue-Eyes arrived on turn 2, so on turn
    3 one manual change is legal and a second is refused; 3000 vs 1800: P2 6100."""
    duel = build(turn=2, tp=1, p0=Side(hand=[BEWD], spells=[(ENCOUNTER, SET, 1)]),
                 p1=Side(hand=["V4-1800"]))
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    window_for(duel, 0)
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 0, "hand"),), pos="def")
    bewd = find(duel, BEWD, 0, "mzone")
    assert duel.pos[duel.inst(bewd)] == DEF
    attack(duel, "V4-1800", BEWD)
    assert duel.lp == [8000, 7300]
    to_turn(duel, 3)
    do(duel, f"position {bewd} atk")
    refused(duel, f"position {bewd} def")
    attack(duel, BEWD, "V4-1800")
    assert duel.lp == [8000, 6100] and names(duel, 1, "gy") == ["V4-1800"]


def test_hx_63_a_monster_flipped_by_battle_gets_its_continuous_protection() -> None:
    """HX-63. R-DMG-3, R-EFF-5, R-CALC-4, R-TRAP-4, R-TRAP-5.
    Setup: P1 turn 3, Battle Phase: face-up V4-0; Torrential Tribute (Rush) Set
    earlier. P2 controls two face-down Doomblaze Fiend Overlord Despairacion [L] (DEF
    0; face-up it cannot be destroyed by the opponent's Traps); hand: V4-1600.
    Actions: V4-0 attacks the first one. Turn 4: P2 Normal Summons V4-1600; P1
    activates Torrential Tribute.
    Expected: the target is turned face-up Defense; 0 vs DEF 0: nothing is destroyed,
    no damage; it stays face-up. Torrential Tribute destroys V4-1600, V4-0 and the
    still face-down piece, but not the face-up one."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-0", ATK)], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[(DESP_L, SET), (DESP_L, SET)], hand=["V4-1600"]))
    first = duel.oid[duel.mz[1][0]]
    do(duel, f"attack {find(duel, 'V4-0', 0, 'mzone')} -> {first}")
    assert duel.lp == [8000, 8000] and duel.pos[duel.inst(first)] == DEF
    to_turn(duel, 4)
    do(duel, f"summon {find(duel, 'V4-1600', 1, 'hand')} z2")
    window_for(duel, 0)
    trap(duel, TORRENT)
    assert names(duel, 1, "mzone") == [DESP_L, "", ""] and duel.mz[1][0] == duel.inst(first)
    assert sorted(names(duel, 1, "gy")) == sorted([DESP_L, "V4-1600"])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-0", TORRENT])


def test_hx_64_an_attack_event_is_not_carried_into_the_traps_window() -> None:
    """HX-64. R-TRAP-3, R-TRAP-5, R-TRAP-6, R-REPLAY-1, R-REPLAY-4, R-BATTLE-3.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and V4-1800 face-up. P2
    controls no monsters; hand: V4-WALL; Sakuretsu Armor (Rush) and FX-WALL-ON-DIRECT
    Set earlier.
    Actions: Blue-Eyes attacks directly; P2 activates FX-WALL-ON-DIRECT; P1 chooses
    V4-WALL. V4-1800 then attacks directly; P2 activates Sakuretsu Armor.
    Expected: both Traps qualify on the first declaration; after the wall's summon no
    Trap is offered (the declaration belongs to the earlier window), and the replay is
    no declaration. 3000 vs DEF 2000: the wall is destroyed, no damage. P2 has no
    monster again, so V4-1800 may attack directly; that new declaration offers the
    Armor, which destroys it. LP stay 8000."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(hand=["V4-WALL"], spells=[(ARMOR, SET), (WALL_TRAP, SET)]))
    attack(duel, BEWD)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ARMOR), find(duel, WALL_TRAP)}
    trap(duel, WALL_TRAP)
    answer(duel, pos="def")
    assert duel.request.kind == "replay"
    wall = find(duel, "V4-WALL", 1, "mzone")
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([WALL_TRAP, "V4-WALL"])
    v18 = find(duel, "V4-1800", 0, "mzone")
    assert Action("attack", v18, target=DIRECT) in attacks(duel)
    attack(duel, "V4-1800")
    window_for(duel, 1)
    trap(duel, ARMOR)
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp == [8000, 8000]


def test_hx_65_lp_zero_in_the_attack_window_leaves_no_damage_step() -> None:
    """HX-65. R-WIN-1, R-WIN-3, R-BATTLE-4, R-TRAP-5.
    Setup: P1 turn 3 at 1000 LP, Battle Phase: Blue-Eyes White Dragon. P2 controls
    V4-1600. (a) P2 has a test Trap Set earlier: on an opponent's attack declaration,
    the opponent takes 1000. (b) P2 is at 500 LP with a test Trap: each player takes
    1000.
    Actions: Blue-Eyes attacks V4-1600; P2 activates its Trap.
    Expected: (a) P1 reaches 0 and loses at once: no Damage Step (P2 8000, V4-1600
    stays). (b) both reach 0 at once: a draw."""
    a = build(phase="battle", p0=Side(lp=1000, monsters=[(BEWD, ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(COUNTER, SET)]))
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    trap(a, COUNTER)
    assert a.lp == [0, 8000] and a.is_over and a.result.winner == 1
    assert names(a, 1, "mzone")[0] == "V4-1600"
    b = build(phase="battle", p0=Side(lp=1000, monsters=[(BEWD, ATK)]),
              p1=Side(lp=500, monsters=[("V4-1600", ATK)], spells=[(MUTUAL, SET)]))
    attack(b, BEWD, "V4-1600")
    window_for(b, 1)
    trap(b, MUTUAL)
    assert b.lp == [0, 0] and b.is_over and b.result.winner is None


def test_hx_66_on_a_replay_a_face_down_monster_rules_out_a_direct_attack() -> None:
    """HX-66. R-REPLAY-2, R-BATTLE-3, R-DMG-3, R-CALC-4.
    Setup: P1 turn 3, Battle Phase: V4-1800. P2 controls face-up V4-1600 and face-down
    V5-WALL and has FX-BOUNCE-ON-ATTACK Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 returns it to the hand; P1 chooses V5-WALL.
    Expected: the replay offers V5-WALL or cancel, not a direct attack. The wall is
    turned face-up Defense; 1800 vs 3000: P1 takes 1200 (6800) and it stays."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V5-WALL", SET)],
                         spells=[(BOUNCE, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, BOUNCE)
    wall = find(duel, "V5-WALL", 1, "mzone")
    assert names(duel, 1, "hand") == ["V4-1600"] and duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [6800, 8000] and duel.pos[duel.inst(wall)] == DEF
    assert names(duel, 1, "mzone")[1] == "V5-WALL"


def test_hx_67_an_empty_deck_after_the_draw_is_no_loss_and_the_turn_goes_on() -> None:
    """HX-67. R-WIN-2, R-DRAW-1, R-DRAW-4, R-CALC-6, R-WIN-1.
    Setup: P2's turn 2 ends. P1 holds 4 cards with 1 card left in its Deck and
    controls Blue-Eyes White Dragon and V4-1600 face-up. P2 at 4100 LP with no monsters
    and FX-DRAW-WATCH Set earlier.
    Actions: P1's turn 3 Draw Phase; P2 activates FX-DRAW-WATCH; both monsters attack
    directly.
    Expected: P1 draws its last card (hand 5, Deck 0) and does not lose. P2 4600;
    Blue-Eyes: 1600; V4-1600: 0. P1 wins."""
    duel = build(turn=2, tp=1,
                 p0=Side(hand=["V1-100"] * 4, deck=["V2-500"],
                         monsters=[(BEWD, ATK), ("V4-1600", ATK)]),
                 p1=Side(lp=4100, spells=[(WATCH, SET)]))
    do(duel, "end")
    assert duel.turn == 3 and not duel.is_over
    assert len(duel.hand[0]) == 5 and duel.deck[0] == []
    window_for(duel, 1)
    trap(duel, WATCH)
    assert duel.lp == [8000, 4600]
    attack(duel, BEWD)
    assert duel.lp == [8000, 1600] and not duel.is_over
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0


def test_hx_68_destroying_the_equip_spell_ends_its_effect_before_the_battle() -> None:
    """HX-68. R-EQUIP-4, R-MAIN-3, R-REQ-1, R-BATTLE-2, R-CALC-1.
    Setup: on turn 2 P2 equipped FX-MACHINE-EQUIP to Cyber Dragon (Rush) (2600). P1's
    turn 3: V4-1600 and face-down V4-1400 (since turn 1); GY: V2-500; hand: Jointech
    Rex.
    Actions: Tribute Summon Rex with both monsters; activate Rex (shuffle the 3 GY
    monsters into the Deck; destroy FX-MACHINE-EQUIP); Rex attacks Cyber Dragon.
    Expected: Cyber Dragon is back to 2100 once its Equip Spell is gone. 2500 vs 2100:
    it is destroyed and P2 takes 400 (7600)."""
    duel = build(turn=2, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)], gy=["V2-500"],
                         hand=[REX]),
                 p1=Side(monsters=[(CYBER, ATK)], hand=[MACHINE_EQUIP]))
    play(duel, MACHINE_EQUIP, picks=(find(duel, CYBER, 1, "mzone"),))
    to_turn(duel, 3)
    do(duel, f"summon {find(duel, REX, 0, 'hand')} z0")
    answer(duel)
    equip = find(duel, MACHINE_EQUIP, 1, "szone")
    do(duel, f"activate {find(duel, REX, 0, 'mzone')}")
    answer(duel, picks=(equip,))
    assert names(duel, 1, "gy") == [MACHINE_EQUIP] and duel.atk(at(duel, CYBER)) == 2100
    assert names(duel, 0, "gy") == []
    attack(duel, REX, CYBER)
    assert duel.lp == [8000, 7600]
    assert sorted(names(duel, 1, "gy")) == sorted([MACHINE_EQUIP, CYBER])


def test_hx_69_an_attacker_turned_face_down_loses_its_equip_and_its_attack() -> None:
    """HX-69. R-BATTLE-5, R-EQUIP-4, R-POS-4, R-POS-2, R-POS-1, R-CALC-1.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn. P2
    controls V4-1600 and has a test Trap Set earlier: on an opponent's attack
    declaration, change the attacker to face-down Defense.
    Actions: equip Rush Horn to Rex; Rex attacks V4-1600; P2 activates the Trap. P2's
    turn 4 passes; on turn 5 P1 changes Rex to face-up Attack and attacks V4-1600.
    Expected: Rex is face-down, Rush Horn goes to the GY, and the attack ends with no
    damage (V4-1600 stays). Turn 5: the flip is legal; Rex has 2500 (no Equip); 2500
    vs 1600: P2 7100."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(VEIL, SET)]))
    rex = find(duel, REX, 0, "mzone")
    play(duel, HORN, picks=(rex,))
    attack(duel, REX, "V4-1600")
    window_for(duel, 1)
    trap(duel, VEIL)
    assert duel.pos[duel.inst(rex)] == SET and names(duel, 0, "gy") == [HORN]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    to_turn(duel, 5)
    do(duel, f"position {rex} atk")
    assert duel.atk(duel.inst(rex)) == 2500
    attack(duel, REX, "V4-1600")
    assert duel.lp == [8000, 7100]


def test_hx_70_the_turn_players_trap_after_a_swap_still_leaves_a_replay() -> None:
    """HX-70. R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-6, R-TRAP-4, R-TRAP-9.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon; Compulsory Evacuation
    Device (Rush) Set earlier. P2 controls V4-1600 (A) and V4-1400 (B); hand: V4-1800;
    FX-SWAP-ON-ATTACK and Mirror Force (Rush) Set earlier.
    Actions: Blue-Eyes attacks A; P2 activates FX-SWAP-ON-ATTACK (B to the GY, V4-1800
    Special Summoned in Attack); P1 activates the Device on V4-1800; P1 chooses A.
    Expected: the Special Summon window asks P2 first (nothing: Mirror Force needs a
    declaration), then offers P1 the Device; V4-1800 returns to P2's hand. P2's group
    ({A}) differs from the one at declaration ({A, B}): a replay offers A or cancel.
    Choosing A opens no window; 3000 vs 1600: P2 6600; Mirror Force stays Set."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)], spells=[(CED, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=["V4-1800"],
                         spells=[(SWAP, SET), (MIRROR, SET)]))
    a = find(duel, "V4-1600", 1, "mzone")
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, SWAP)
    answer(duel, pos="atk")
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1400", SWAP])
    assert "V4-1800" in names(duel, 1, "mzone")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, CED)}
    trap(duel, CED)
    answer(duel, picks=(find(duel, "V4-1800", 1, "mzone"),))
    assert names(duel, 1, "hand") == ["V4-1800"]
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel")}
    events = do(duel, f"target {a}")
    assert not [e for e in events if e.kind == "attack"]
    assert duel.lp == [8000, 6600] and names(duel, 1, "szone")[1] == MIRROR
