"""Held-out style conformance scenarios HX-46..HX-57 (see test_heldout_battle_turns2b.py
for HX-58..HX-70), written like SC-01..SC-30 of RULES.md section 19: battles crossed
with Trap windows, positions, Field and Equip Spells, and the turn flow, including
deck-out and LP 0 in the middle of a sequence. Every expectation comes from RULES.md.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.ops import Destroy
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    CED,
    DM,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_C,
    FIELD_GUARD,
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
RED_BOOT = "Red-Boot Boost Dragon"
FADRAWL = "Innocent Fadrawl"
RUIN = "Widespread Ruin (Rush)"
SHRINK, BOUNCE = "FX-SHRINK-ON-ATTACK", "FX-BOUNCE-ON-ATTACK"
WALL_TRAP, WATCH = "FX-WALL-ON-DIRECT", "FX-DRAW-WATCH"

# A throwaway Spell (not a real card): destroy 1 card in the opponent's Field Zone.
BREAKER = "HX Field Breaker"
_POOL = POOL.merged([CardData(964_600_001, BREAKER, CardType.SPELL, behaviour=CardScript(
    Effect(kind="spell", ops=(Destroy(Sel(where=("fzone",), who="opp")),))))])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(_POOL, **kwargs)


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def test_hx_46_piercing_after_the_target_is_shrunk_into_defense() -> None:
    """HX-46. R-CALC-5, R-REPLAY-5, R-TRAP-5, R-EQUIP-1, R-DMG-4.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn. P2
    controls face-up Attack V4-1800 and has FX-SHRINK-ON-ATTACK Set earlier.
    Actions: equip Rush Horn to Rex; Rex attacks V4-1800; P2 activates the Trap.
    Expected: Rex 2800 with piercing. The target turns to Defense (no replay: same
    group). 2800 vs DEF 1000: V4-1800 is destroyed and P2 takes 1800 piercing (6200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(SHRINK, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX, "V4-1800")
    window_for(duel, 1)
    events = trap(duel, SHRINK)
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 6200]
    assert sorted(names(duel, 1, "gy")) == sorted([SHRINK, "V4-1800"])
    assert names(duel, 0, "szone")[0] == HORN


def test_hx_47_mirror_force_takes_an_equipped_monster_and_spares_defense() -> None:
    """HX-47. R-EQUIP-2, R-EQUIP-4, R-POS-1, R-BATTLE-2, R-BATTLE-5, R-TRAP-7.
    Setup: P1 turn 3: Jointech Rex, V4-WALL and V4-1800, face-up Attack since turn 1;
    hand: Jointech Rush Horn, FX-MACHINE-EQUIP. P2 controls V4-1600 and has Mirror
    Force (Rush) Set earlier.
    Actions: equip both Spells to Rex; change V4-WALL to Defense; V4-1800 attacks
    V4-1600; P2 activates Mirror Force.
    Expected: Rex 3300. Mirror Force destroys Rex and V4-1800 (Attack Position), both
    Equip Spells go to the GY; V4-WALL (Defense) stays. The attack ends with no damage
    and P1 has no monster left that may attack (V4-WALL is in Defense)."""
    duel = build(p0=Side(monsters=[(REX, ATK), ("V4-WALL", ATK), ("V4-1800", ATK)],
                         hand=[HORN, MACHINE_EQUIP]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET)]))
    rex = find(duel, REX, 0, "mzone")
    play(duel, HORN, zone="s0", picks=(rex,))
    play(duel, MACHINE_EQUIP, zone="s1", picks=(rex,))
    assert duel.atk(duel.inst(rex)) == 3300
    do(duel, f"position {find(duel, 'V4-WALL', 0, 'mzone')} def")
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, MIRROR)
    assert sorted(names(duel, 0, "gy")) == sorted([REX, "V4-1800", HORN, MACHINE_EQUIP])
    assert names(duel, 0, "mzone") == ["", "V4-WALL", ""] and names(duel, 0, "szone") == [""] * 3
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.turn == 4 or not attacks(duel)  # nothing may attack: the phase may end


def test_hx_48_field_spells_decide_battles_of_zero_atk_monsters() -> None:
    """HX-48. R-CALC-3, R-CALC-2, R-CALC-1, R-FIELD-1, R-DMG-4.
    Setup: P1 turn 3, Battle Phase: face-up V4-0 and V1-100. P2: face-up V4-0.
    (a) no Field Spells; (b) each player has FX-FIELD-A face-up; (c) only P1 has it.
    Actions: P1's V4-0 attacks P2's V4-0.
    Expected: (a) 0 vs 0: nothing is destroyed, no damage. (b) 100 vs 100: both are
    destroyed, no damage. (c) 100 vs 0: P2's V4-0 is destroyed and P2 takes 100."""
    def duel_with(p0_field: Any, p1_field: Any) -> Duel:
        return build(phase="battle",
                     p0=Side(monsters=[("V4-0", ATK), ("V1-100", ATK)], field_spell=p0_field),
                     p1=Side(monsters=[("V4-0", ATK)], field_spell=p1_field))
    a = duel_with(None, None)
    attack(a, "V4-0", "V4-0")
    assert a.lp == [8000, 8000] and names(a, 0, "gy") == [] and names(a, 1, "gy") == []
    b = duel_with((FIELD_A, ATK), (FIELD_A, ATK))
    assert b.atk(at(b, "V4-0", 1)) == 100
    attack(b, "V4-0", "V4-0")
    assert b.lp == [8000, 8000] and names(b, 0, "gy") == ["V4-0"] and names(b, 1, "gy") == ["V4-0"]
    c = duel_with((FIELD_A, ATK), None)
    attack(c, "V4-0", "V4-0")
    assert c.lp == [8000, 7900] and names(c, 0, "gy") == [] and names(c, 1, "gy") == ["V4-0"]


def test_hx_49_the_turn_player_loses_to_its_own_attack() -> None:
    """HX-49. R-CALC-4, R-DMG-3, R-CALC-1, R-FIELD-1, R-WIN-1, R-DMG-6.
    Setup: P1 turn 3 at 100 LP, Battle Phase: face-up V4-1800 and Blue-Eyes White
    Dragon. (a) P2 controls face-down V4-WALL. (b) P2 controls face-up V4-1600 and
    FX-FIELD-C face-up.
    Actions: V4-1800 attacks P2's monster.
    Expected: (a) the wall is turned face-up; 1800 vs DEF 2000: P1 takes 200 and its LP
    stop at 0. (b) 1800 vs 1900: P1 takes 100. Either way P1 loses at once, P2 wins,
    and Blue-Eyes never attacks."""
    a = build(phase="battle", p0=Side(lp=100, monsters=[("V4-1800", ATK), (BEWD, ATK)]),
              p1=Side(monsters=[("V4-WALL", SET)]))
    attack(a, "V4-1800", "V4-WALL")
    assert a.lp == [0, 8000] and a.is_over and a.result.winner == 1
    assert a.legal_actions() == []
    b = build(phase="battle", p0=Side(lp=100, monsters=[("V4-1800", ATK), (BEWD, ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_C, ATK)))
    attack(b, "V4-1800", "V4-1600")
    assert b.lp == [0, 8000] and b.is_over and b.result.winner == 1


def test_hx_50_lp_zero_in_the_middle_of_red_boots_effect_stops_it() -> None:
    """HX-50. R-WIN-1, R-REQ-2, R-EFF-2.
    Setup: P1 turn 3: face-up Red-Boot Boost Dragon (since turn 1); P1's GY: Blue-Eyes
    White Dragon, Blue-Fang Burst Dragon, Innocent Fadrawl, Red-Boot Boost Dragon (4
    Dragons), V4-1600. P2 at 250 LP.
    Actions: P1 activates Red-Boot, picking the 4 Dragons.
    Expected: P2 takes 400: LP 0 (never below). P2 loses at once and nothing further is
    processed: the picked Dragons are not shuffled into the Deck (they stay in the GY,
    the Deck keeps its size)."""
    gy = [BEWD, BLUE_FANG, FADRAWL, RED_BOOT, "V4-1600"]
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], gy=gy), p1=Side(lp=250))
    deck = len(duel.deck[0])
    do(duel, f"activate {find(duel, RED_BOOT, 0, 'mzone')}")
    answer(duel, picks=tuple(find(duel, n, 0, "gy") for n in gy[:4]))
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert sorted(names(duel, 0, "gy")) == sorted(gy) and len(duel.deck[0]) == deck


def test_hx_51_a_normal_draw_the_deck_cannot_supply_loses_before_its_window() -> None:
    """HX-51. R-WIN-2, R-DRAW-1, R-DRAW-3, R-DRAW-4, R-WIN-1.
    Setup: P1 turn 3 with FX-DRAW-WATCH Set earlier. (a) P2 holds 2 cards, Deck 2.
    (b) P2 holds 5 cards, Deck 1.
    Actions: P1 ends the turn (P2's turn 4 Draw Phase); in (b) P2 then ends turn 4 and
    P1 ends turn 5.
    Expected: (a) P2 must draw 3 and has 2: P2 loses at once; no draw window (P1's
    Trap stays Set). (b) P2 draws 1 (hand 6, Deck 0): no loss; P1 is offered
    FX-DRAW-WATCH (8500). An empty Deck loses only at P2's next draw, on turn 6."""
    a = build(p0=Side(spells=[(WATCH, SET)]),
              p1=Side(hand=["V1-100"] * 2, deck=["V1-100"] * 2))
    do(a, "end")
    assert a.is_over and a.result.winner == 0 and a.lp == [8000, 8000]
    assert names(a, 0, "szone")[0] == WATCH
    b = build(p0=Side(spells=[(WATCH, SET)]),
              p1=Side(hand=["V1-100"] * 5, deck=["V2-500"]))
    do(b, "end")
    assert not b.is_over and b.turn == 4 and len(b.hand[1]) == 6 and b.deck[1] == []
    window_for(b, 0)
    trap(b, WATCH)
    assert b.lp == [8500, 8000] and b.request.kind == "main" and b.current_player == 1
    do(b, "end")
    assert b.turn == 5 and not b.is_over
    do(b, "end")
    assert b.is_over and b.result.winner == 0 and b.turn == 6


def test_hx_52_field_guard_is_not_offered_when_its_draw_cannot_be_made() -> None:
    """HX-52. R-TRAP-5, R-REQ-1, R-WIN-2, R-FIELD-1, and rushdesk's reading where RULES.md
    is silent: an effect whose draw the Deck cannot supply is not offered (EDOPro checks
    IsPlayerCanDraw the same way), so an empty Deck never loses through one's own Trap.
    Setup: P1 turn 3; hand: a Spell that destroys 1 card in the opponent's Field Zone
    (test card). P2 has FX-FIELD-A face-up and FX-FIELD-GUARD Set earlier.
    Actions: P1 activates the Spell, destroying FX-FIELD-A.
    Expected: with 1 card in P2's Deck, P2 is offered FX-FIELD-GUARD and draws it; with
    an empty Deck no window is opened for P2 and the duel goes on."""
    duel = build(p0=Side(hand=[BREAKER]),
                 p1=Side(field_spell=(FIELD_A, ATK), spells=[(FIELD_GUARD, SET)], deck=[]))
    play(duel, BREAKER, picks=(find(duel, FIELD_A),))
    assert names(duel, 1, "gy") == [FIELD_A]
    assert not duel.is_over and duel.request.kind == "main" and duel.current_player == 0
    duel = build(p0=Side(hand=[BREAKER]), p1=Side(field_spell=(FIELD_A, ATK),
                                                  spells=[(FIELD_GUARD, SET)], deck=["V1-100"]))
    play(duel, BREAKER, picks=(find(duel, FIELD_A),))
    window_for(duel, 1)
    assert offered(duel) == {find(duel, FIELD_GUARD)}
    trap(duel, FIELD_GUARD)
    assert names(duel, 1, "hand") == ["V1-100"] and not duel.is_over


def test_hx_53_a_bounced_equipped_target_leaves_a_direct_attack_with_no_new_window() -> None:
    """HX-53. R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-REPLAY-4, R-EQUIP-4, R-BATTLE-3.
    Setup: on turn 2 P2 equipped FX-MACHINE-EQUIP to its Cyber Dragon (Rush) (2600).
    P2 has FX-BOUNCE-ON-ATTACK and FX-WALL-ON-DIRECT Set earlier; P2's hand: V4-WALL.
    P1 turn 3: Blue-Eyes White Dragon and V4-1800 face-up Attack.
    Actions: Blue-Eyes attacks Cyber Dragon; P2 bounces it. (a) P1 attacks directly.
    (b) P1 cancels; V4-1800 declares a direct attack; P2 activates FX-WALL-ON-DIRECT;
    P1 chooses V4-WALL.
    Expected: Cyber Dragon returns to P2's hand and the Equip Spell goes to P2's GY.
    Replay: only "direct" or cancel. (a) Choosing direct is no declaration: FX-WALL-
    ON-DIRECT is not offered; P2 5000. (b) Blue-Eyes' attack is used; V4-1800's new
    declaration offers the Trap; V4-WALL arrives in Defense; 1800 vs 2000: P1 7800."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(hand=[MACHINE_EQUIP, "V4-WALL"], monsters=[(CYBER, ATK)],
                         spells=[(BOUNCE, SET), (WALL_TRAP, SET)]))
    play(duel, MACHINE_EQUIP, zone="s2", picks=(find(duel, CYBER, 1, "mzone"),))
    assert duel.atk(at(duel, CYBER)) == 2600
    to_turn(duel, 3)
    attack(duel, BEWD, CYBER)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, BOUNCE)}
    trap(duel, BOUNCE)
    assert CYBER in names(duel, 1, "hand")
    assert sorted(names(duel, 1, "gy")) == sorted([MACHINE_EQUIP, BOUNCE])
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    other = duel.clone()
    do(duel, "target direct")
    assert duel.lp == [8000, 5000] and names(duel, 1, "szone")[1] == WALL_TRAP
    do(other, "cancel")
    bewd = find(other, BEWD, 0, "mzone")
    refused(other, Action("attack", bewd, target=DIRECT))
    attack(other, "V4-1800")
    window_for(other, 1)
    trap(other, WALL_TRAP)
    answer(other, pos="def")
    wall = find(other, "V4-WALL", 1, "mzone")
    assert other.request.kind == "replay"
    assert set(other.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(other, f"target {wall}")
    assert other.lp == [7800, 8000] and names(other, 1, "mzone")[0] == "V4-WALL"


def test_hx_54_the_trap_summons_window_may_remove_the_attacker() -> None:
    """HX-54. R-TRAP-6, R-TRAP-4, R-TRAP-3, R-BATTLE-5, R-BATTLE-3, R-TRAP-5.
    Setup: P1 turn 3, Battle Phase: face-up V4-1800 and Blue-Eyes White Dragon; P1 has
    Torrential Tribute (Rush) Set earlier. P2 controls no monsters; hand: V4-WALL; P2
    has FX-WALL-ON-DIRECT and Compulsory Evacuation Device (Rush) Set earlier.
    Actions: V4-1800 attacks directly; P2 activates FX-WALL-ON-DIRECT (V4-WALL in
    Defense). In the new window: (a) P2 activates the Device on V4-1800; (b) P2
    passes and P1 activates Torrential Tribute.
    Expected: on the declaration only FX-WALL-ON-DIRECT is offered. The Trap's Special
    Summon opens a new window, P2 asked first. (a) V4-1800 returns to P1's hand: the
    attack ends with no damage and no replay; Blue-Eyes may then attack only V4-WALL
    (destroyed, no damage). (b) every monster is destroyed, the attack ends; no damage."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK)],
                                         spells=[(TORRENT, SET)]),
                 p1=Side(hand=["V4-WALL"], spells=[(WALL_TRAP, SET), (CED, SET)]))
    attack(duel, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, WALL_TRAP)}
    trap(duel, WALL_TRAP)
    answer(duel, pos="def")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED)}
    other = duel.clone()
    trap(duel, CED)
    answer(duel, picks=(find(duel, "V4-1800", 0, "mzone"),))
    assert names(duel, 0, "hand") == ["V4-1800"] and duel.lp == [8000, 8000]
    assert duel.request.kind == "battle"
    wall, bewd = find(duel, "V4-WALL", 1, "mzone"), find(duel, BEWD, 0, "mzone")
    assert attacks(duel) == {Action("attack", bewd, target=wall)}
    attack(duel, BEWD, "V4-WALL")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([WALL_TRAP, CED, "V4-WALL"])
    assert names(duel, 0, "szone")[0] == TORRENT
    do(other, "pass")
    window_for(other, 0)
    trap(other, TORRENT)
    assert names(other, 0, "mzone") == ["", "", ""] and names(other, 1, "mzone") == ["", "", ""]
    assert other.lp == [8000, 8000]
    assert sorted(names(other, 0, "gy")) == sorted(["V4-1800", BEWD, TORRENT])


def test_hx_55_widespread_ruin_hits_the_equipped_bystander_and_the_attack_goes_on() -> None:
    """HX-55. R-EQUIP-1, R-EQUIP-4, R-TRAP-5, R-BATTLE-4, R-REPLAY-1, R-CALC-1.
    Setup: P1 turn 3: face-up Cyber Dragon (Rush) and Dark Magician (Rush), since turn
    1; hand: FX-MACHINE-EQUIP. P2 controls V4-1600 and has Widespread Ruin (Rush) Set
    earlier.
    Actions: equip FX-MACHINE-EQUIP to Cyber Dragon; Dark Magician attacks V4-1600; P2
    activates Widespread Ruin.
    Expected: Cyber Dragon (2600) is now P1's highest-ATK Attack Position monster: it
    is destroyed and the Equip Spell goes to the GY. Dark Magician is untouched and
    P2's monsters did not change: no replay; 2500 vs 1600: P2 7100."""
    duel = build(p0=Side(monsters=[(CYBER, ATK), (DM, ATK)], hand=[MACHINE_EQUIP]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(RUIN, SET)]))
    play(duel, MACHINE_EQUIP, picks=(find(duel, CYBER, 0, "mzone"),))
    assert duel.atk(at(duel, CYBER)) == 2600
    attack(duel, DM, "V4-1600")
    window_for(duel, 1)
    cyber = find(duel, CYBER, 0, "mzone")
    trap(duel, RUIN)
    answer(duel, picks=(cyber,))  # the highest ATK: Cyber Dragon only
    assert sorted(names(duel, 0, "gy")) == sorted([CYBER, MACHINE_EQUIP])
    assert duel.lp == [8000, 7100] and sorted(names(duel, 1, "gy")) == sorted([RUIN, "V4-1600"])
    assert names(duel, 0, "mzone")[1] == DM


def test_hx_56_dragophone_in_the_battle_result_window_then_the_turn_players_trap() -> None:
    """HX-56. R-DMG-3, R-DMG-5, R-TRAP-5, R-TRAP-6, R-TRAP-4, R-BATTLE-2, R-BATTLE-3.
    Setup: P1 turn 3, Battle Phase: V4-1800 and V4-1600 face-up; hand: Blue-Eyes White
    Dragon; Dragon Encounter Set earlier. P2 controls only a face-down Innocent
    Fadrawl (Dragon, DEF 100); GY: Blue-Fang Burst Dragon; RB Dragophone Set earlier;
    Deck top V1-100, V2-500.
    Actions: V4-1800 attacks Fadrawl. P2 activates RB Dragophone and revives Blue-Fang
    in Attack. P1 activates Dragon Encounter (Blue-Eyes in Attack). Blue-Eyes attacks.
    Expected: Fadrawl is turned face-up and destroyed, no damage. The battle-result
    window offers RB Dragophone (mill 2, then, with no monsters, Blue-Fang returns).
    That Special Summon opens a window where P1 may use Dragon Encounter. Now no direct
    attack is possible: V4-1600 and the new Blue-Eyes may attack only Blue-Fang, V4-1800
    not again. 3000 vs 2500: P2 7500."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                                         hand=[BEWD], spells=[(ENCOUNTER, SET)]),
                 p1=Side(monsters=[(FADRAWL, SET)], gy=[BLUE_FANG], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    attack(duel, "V4-1800", FADRAWL)
    assert duel.lp == [8000, 8000] and FADRAWL in names(duel, 1, "gy")
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG
    assert sorted(names(duel, 1, "gy")) == sorted([FADRAWL, DRAGOPHONE, "V1-100", "V2-500"])
    window_for(duel, 0)
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 0, "hand"),), pos="atk")
    fang = find(duel, BLUE_FANG, 1, "mzone")
    v16, bewd = find(duel, "V4-1600", 0, "mzone"), find(duel, BEWD, 0, "mzone")
    assert attacks(duel) == {Action("attack", v16, target=fang),
                             Action("attack", bewd, target=fang)}
    attack(duel, BEWD, BLUE_FANG)
    assert duel.lp == [8000, 7500] and names(duel, 1, "mzone") == ["", "", ""]


def test_hx_57_a_trap_set_this_turn_sits_out_the_battle_a_replay_follows_the_summon() -> None:
    """HX-57. R-TRAP-2, R-TRAP-6, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-CALC-4.
    Setup: P1 turn 3: V4-1800 face-up; Dragon Encounter Set earlier (zone 1); hand:
    Dragon Encounter, Blue-Eyes White Dragon, V1-100. P2 controls no monsters; hand:
    V4-WALL; FX-WALL-ON-DIRECT Set earlier.
    Actions: P1 Sets the second Dragon Encounter (zone 2); V4-1800 attacks directly; P2
    activates FX-WALL-ON-DIRECT; P1 activates the earlier Dragon Encounter (Blue-Eyes in
    Attack); P1 chooses V4-WALL; then Blue-Eyes attacks V4-WALL.
    Expected: only the Encounter Set before this turn is offered. The replay offers
    V4-WALL or cancel (no direct attack). 1800 vs DEF 2000: P1 7800. Blue-Eyes, summoned
    this turn, may attack: V4-WALL is destroyed with no damage (P2 8000)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[ENCOUNTER, BEWD, "V1-100"],
                         spells=[(ENCOUNTER, SET)]),
                 p1=Side(hand=["V4-WALL"], spells=[(WALL_TRAP, SET)]))
    old = find(duel, ENCOUNTER, 0, "szone")
    do(duel, f"set {find(duel, ENCOUNTER, 0, 'hand')} s1")
    new = duel.oid[duel.sz[0][1]]
    attack(duel, "V4-1800")
    window_for(duel, 1)
    trap(duel, WALL_TRAP)
    answer(duel, pos="def")
    window_for(duel, 0)
    assert offered(duel) == {old} and new != old
    do(duel, f"activate {old}")
    answer(duel, picks=(find(duel, BEWD, 0, "hand"),), pos="atk")
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [7800, 8000] and duel.pos[duel.inst(wall)] == DEF
    attack(duel, BEWD, "V4-WALL")
    assert duel.lp == [7800, 8000] and "V4-WALL" in names(duel, 1, "gy")
    assert names(duel, 0, "szone")[1] == ENCOUNTER and duel.pos[duel.inst(new)] == SET
