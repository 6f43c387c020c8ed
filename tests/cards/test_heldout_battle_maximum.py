"""Held-out style conformance scenarios written like SC-01..SC-30 of RULES.md section 19 (an
initial state, the actions, the expected LP, zones and legal or refused actions, with
their rule ids): section 11, 13-15, battles, replays and the Damage
Step (HOOK-DS-REMOVE played by `at_damage_step`), Maximum, Fusion and Ritual, and more
windows where new monsters and Maximum pieces meet.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.scenario import Side

from ..engine.util import at_damage_step, do, find, hook_ds_remove, names
from .heldout_util import (
    ARMOR,
    BEUD,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    BURGER,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    HOLE,
    HORN,
    MIRROR,
    MP,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    RECIPE,
    REX,
    SKULL,
    TORRENT,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    build,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused


# ======================================== section 11: Battle (R-BATTLE, R-REPLAY, R-DMG, R-CALC)
def test_hx_28_hook_ds_remove_no_damage_no_replay_then_a_direct_attack(monkeypatch: MP) -> None:
    """HX-28. R-DMG-1, R-DMG-2, R-REPLAY-7, R-BATTLE-5, R-BATTLE-3, R-CALC-6.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon and Dark Magician
    (Rush). P2 controls only V4-1600 (face-up Attack). HOOK-DS-REMOVE is armed.
    Actions: Blue-Eyes attacks V4-1600; at the start of the Damage Step V4-1600 returns
    to P2's hand. Then Dark Magician attacks.
    Expected: no damage calculation (LP 8000 / 8000), no replay is offered, and
    Blue-Eyes' attack is used. P2 now controls no monsters, so Dark Magician may attack
    directly: P2 5500."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    at_damage_step(monkeypatch, hook_ds_remove)
    attack(duel, BEWD, "V4-1600")
    assert duel.request.kind == "battle"
    assert duel.lp == [8000, 8000] and names(duel, 1, "hand") == ["V4-1600"]
    bewd, dm = find(duel, BEWD, 0, "mzone"), find(duel, DM, 0, "mzone")
    acts = {a for a in duel.legal_actions() if a.kind == "attack"}
    assert acts == {Action("attack", dm, target=DIRECT)}
    refused(duel, Action("attack", bewd, target=DIRECT))
    attack(duel, DM)
    assert duel.lp == [8000, 5500]


def _p2_in_maximum_mode(p0: Side, p1_spells: tuple[Any, ...] = (),
                        p1_hand: tuple[str, ...] = ()) -> Duel:
    """P2 Maximum Summons Magnum Overlord on turn 2; returns P1's turn 3 Main Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(
        hand=[OVL_L, OVL, OVL_R, *p1_hand], spells=list(p1_spells)))
    maximum(duel)
    assert duel.maxm[1] and duel.request.kind == "main"
    to_turn(duel, 3)
    return duel


def test_hx_29_hook_ds_remove_on_a_maximum_target_takes_all_three(monkeypatch: MP) -> None:
    """HX-29. R-DMG-2, R-MAX-5, R-MAX-8, R-REPLAY-6, R-REPLAY-7.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2. P1's turn 3:
    face-up Blue-Eyes White Dragon and V4-1800. HOOK-DS-REMOVE is armed.
    Actions: Blue-Eyes attacks the Maximum monster (its only target: one monster); at
    the start of the Damage Step the target returns to P2's hand.
    Expected: all three pieces go to P2's hand together; no damage, no replay; Blue-Eyes'
    attack is used; P2 controls no monsters, so V4-1800 may attack directly (P2 6200)."""
    duel = _p2_in_maximum_mode(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]))
    do(duel, "battle")
    target = duel.oid[duel.mz[1][1]]
    bewd = find(duel, BEWD, 0, "mzone")
    assert {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == bewd} \
        == {target}
    at_damage_step(monkeypatch, hook_ds_remove)
    do(duel, f"attack {bewd} -> {target}")
    assert sorted(names(duel, 1, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 1, "mzone") == ["", "", ""] and not duel.maxm[1]
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    refused(duel, Action("attack", bewd, target=DIRECT))
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]


def test_hx_30_equal_atk_both_in_the_gy_then_dragophone_revives() -> None:
    """HX-30. R-CALC-2, R-DMG-4, R-DMG-5, R-TRAP-5, R-TRAP-7.
    Setup: P1 turn 3, Battle Phase: face-up Dark Magician (Rush) (2500). P2 controls
    face-up Blue-Fang Burst Dragon (2500) and has RB Dragophone Set earlier; P2's Deck
    top: V1-100, V2-500.
    Actions: Dark Magician attacks Blue-Fang Burst Dragon; in the battle-result window P2
    activates RB Dragophone and revives Blue-Fang Burst Dragon in Defense.
    Expected: both monsters are destroyed and are in the GYs when the window opens; no
    damage. P2 mills 2 and, controlling no monsters, Special Summons Blue-Fang; RB
    Dragophone ends in the GY."""
    duel = build(phase="battle", p0=Side(monsters=[(DM, ATK)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    attack(duel, DM, BLUE_FANG)
    window_for(duel, 1)
    assert names(duel, 0, "gy") == [DM] and names(duel, 1, "gy") == [BLUE_FANG]
    assert duel.lp == [8000, 8000]
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="def")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG and duel.pos[at(duel, BLUE_FANG)] == DEF
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])


def test_hx_31_replay_after_a_swap_may_choose_the_same_target_with_no_new_window() -> None:
    """HX-31. R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-9, R-TRAP-3, R-CALC-1.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon. P2 controls face-up
    V4-1600 (A) and V4-1400 (B); hand: V4-1800; FX-SWAP-ON-ATTACK and Mirror Force
    (Rush) Set earlier.
    Actions: Blue-Eyes attacks A. P2 activates FX-SWAP-ON-ATTACK: B goes to the GY as
    its cost and V4-1800 is Special Summoned in Attack. P1 chooses A again.
    Expected: P2 still controls 2 monsters, but the group changed, so a replay is
    offered with A and V4-1800 (not B, no direct attack) or cancel. Choosing A again is
    not a declaration: Mirror Force is never offered. 3000 vs 1600: P2 6600."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=["V4-1800"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[("FX-SWAP-ON-ATTACK", SET), (MIRROR, SET)]))
    a = find(duel, "V4-1600", 1, "mzone")
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, "FX-SWAP-ON-ATTACK")
    answer(duel, pos="atk")  # the cost (B) and the summoned card are forced
    assert names(duel, 1, "gy") == ["V4-1400", "FX-SWAP-ON-ATTACK"]
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel"),
                                         Action("target", target=find(duel, "V4-1800", 1))}
    events = do(duel, f"target {a}")
    assert not [e for e in events if e.kind == "attack"]
    assert duel.lp == [8000, 6600] and names(duel, 1, "gy")[-1] == "V4-1600"
    assert names(duel, 1, "szone")[1] == MIRROR


def test_hx_32_a_direct_attack_meets_a_wall_and_the_equip_pierces_it() -> None:
    """HX-32. R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-CALC-5, R-EQUIP-1, R-DMG-3.
    Setup: P1 turn 3: Jointech Rex (since turn 1) equipped with Jointech Rush Horn (2800,
    piercing). P2 controls no monsters; hand: V4-WALL; FX-WALL-ON-DIRECT Set earlier.
    Actions: Rex attacks directly; P2's Trap Special Summons V4-WALL in Defense; P1
    chooses V4-WALL.
    Expected: the direct attack is no longer possible: a replay offers only V4-WALL or
    cancel. 2800 vs DEF 2000: V4-WALL is destroyed and P2 takes 800 piercing (7200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX)
    window_for(duel, 1)
    trap(duel, "FX-WALL-ON-DIRECT")
    answer(duel)
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.pos[duel.inst(wall)] == DEF
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["FX-WALL-ON-DIRECT", "V4-WALL"]


def test_hx_33_a_face_down_target_shrunk_into_defense_is_no_replay() -> None:
    """HX-33. R-REPLAY-5, R-DMG-3, R-CALC-4, R-TRAP-5.
    Setup: P1 turn 3, Battle Phase: face-up V4-1800. P2 controls face-down V4-WALL and
    has FX-SHRINK-ON-ATTACK Set earlier.
    Actions: V4-1800 attacks V4-WALL; P2 activates FX-SHRINK-ON-ATTACK.
    Expected: the wall turns face-up Defense (a position change, not a new monster): no
    replay. 1800 vs DEF 2000: P1 takes 200 (7800); V4-WALL stays face-up Defense."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET)], spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    events = trap(duel, "FX-SHRINK-ON-ATTACK")
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [7800, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-WALL" and duel.pos[at(duel, "V4-WALL")] == DEF


def test_hx_34_lethal_battle_damage_ends_the_duel_before_the_result_window() -> None:
    """HX-34. R-DMG-6, R-WIN-1, R-DMG-5.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon. P2 at 500 LP controls
    face-up Blue-Fang Burst Dragon and has RB Dragophone Set earlier.
    Actions: Blue-Eyes attacks Blue-Fang Burst Dragon.
    Expected: P2 takes 500 and reaches 0: P2 loses at once; no battle-result window (RB
    Dragophone is never offered); the duel is over."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(lp=500, monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)]))
    attack(duel, BEWD, BLUE_FANG)
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert names(duel, 1, "szone")[0] == DRAGOPHONE


# ==================================================== section 13: Maximum (R-MAX)
def test_hx_36_despairacion_right_bans_level_7_from_hand_and_gy_and_sets_in_max_mode() -> None:
    """HX-36. R-MAX-9, R-MAX-10, R-MAX-2, R-TRAP-5, R-MAIN-2, R-REQ-3.
    Setup: P1 turn 3; hand: the three Doomblaze Fiend Overlord Despairacion pieces. P2
    has Dragon Encounter Set earlier; P2's hand: Blue-Fang Burst Dragon (Level 7),
    Blue-Eyes White Dragon (Level 8), V4-1600, Monster Reborn (Rush); P2's GY: Dark
    Magician (Rush) (Level 7), V4-1400.
    Actions: P1 Maximum Summons; P2 activates Dragon Encounter. P1 ends the turn. In
    turn 4 P2 tries to Set V4-1600, Normal Summons it, and activates Monster Reborn.
    Expected: after the Maximum Summon (a Special Summon) Dragon Encounter is offered,
    but only Blue-Eyes may be chosen (no Level 7 Special Summon from the hand). In turn
    4 P2 cannot Set monsters (Maximum Mode), may Normal Summon V4-1600, and Monster
    Reborn may revive V4-1400 but not Dark Magician."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, "V1-100"]),
                 p1=Side(hand=[BLUE_FANG, BEWD, "V4-1600", REBORN], gy=[DM, "V4-1400"],
                         spells=[(ENCOUNTER, SET)]))
    maximum(duel, DESP)
    window_for(duel, 1)
    trap(duel, ENCOUNTER)
    if duel.request.kind == "pick":
        picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        assert picks == {find(duel, BEWD, 1, "hand")}
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="atk")
    assert BEWD in names(duel, 1, "mzone") and BLUE_FANG in names(duel, 1, "hand")
    to_turn(duel, 4)
    v = find(duel, "V4-1600", 1, "hand")
    refused(duel, f"set {v} z1")
    do(duel, f"summon {v} z1")
    do(duel, f"activate {find(duel, REBORN, 1, 'hand')} s1")
    if duel.request.kind == "pick":
        picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        assert find(duel, DM, 1, "gy") not in picks
    answer(duel, picks=(find(duel, "V4-1400", 1, "gy"),), pos="atk")
    assert "V4-1400" in names(duel, 1, "mzone")
    assert names(duel, 1, "gy") == [DM, ENCOUNTER, REBORN]


def test_hx_37_over_a_maximum_monster_only_a_level_5_or_6_tribute_is_possible() -> None:
    """HX-37. R-MAX-7, R-MAX-3, R-MAIN-3, R-ZONE-5, R-MAX-8.
    Setup: P1 turn 3 has Maximum Summoned Supreme Machine Magnum Overlord; hand:
    Blue-Eyes White Dragon (Level 8), Summoned Skull (Rush) (Level 6), V4-1600.
    Actions: try to Normal Summon V4-1600 and to Tribute Summon Blue-Eyes; Set Summoned
    Skull by Tributing the Maximum monster; Normal Summon V4-1600.
    Expected: V4-1600 and Blue-Eyes are refused in every zone (no free zone; the Maximum
    monster is only one Tribute). The Tribute Set of Summoned Skull is legal: all three
    pieces go to the GY and Skull takes one zone face-down. Then V4-1600 may be Normal
    Summoned into a freed zone."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, BEWD, SKULL, "V4-1600"]))
    maximum(duel)
    v, b = find(duel, "V4-1600", 0, "hand"), find(duel, BEWD, 0, "hand")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v} {z}")
        refused(duel, f"summon {b} {z}")
        refused(duel, f"set {b} {z}")
    do(duel, f"set {find(duel, SKULL, 0, 'hand')} z1")
    answer(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", SKULL, ""] and not duel.maxm[0]
    assert duel.pos[at(duel, SKULL)] == SET
    do(duel, f"summon {v} z0")
    assert names(duel, 0, "mzone") == ["V4-1600", SKULL, ""]


def test_hx_38_maximum_summon_clears_an_equipped_field_keeps_the_field_spell() -> None:
    """HX-38. R-MAX-2, R-EQUIP-4, R-FIELD-1, R-MAX-6, R-MAX-9, R-TRAP-4, R-CALC-6.
    Setup: P1 turn 3. P1 controls face-down V4-1400 and face-up Jointech Rex equipped with
    Jointech Rush Horn, and face-up FX-FIELD-A. Hand: the three Supreme Machine Magnum
    Overlord pieces. P2 controls face-up V4-1800 and has Torrential Tribute (Rush) Set
    earlier.
    Actions: P1 Maximum Summons; P2 activates Torrential Tribute; the Maximum monster
    attacks directly.
    Expected: V4-1400 and Rex go to the GY by rule, and Rush Horn with them (its monster
    left); the Field Spell stays: 3500 + 100 = 3600. Torrential Tribute destroys V4-1800
    but not the Maximum monster (the center's protection from the opponent's Traps).
    Direct attack: P2 4400."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, HORN],
                         monsters=[("V4-1400", SET), (REX, ATK)], field_spell=(FIELD_A, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(TORRENT, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2900
    maximum(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", REX, HORN])
    c = duel.mz[0][1]
    assert duel.atk(c) == 3600
    window_for(duel, 1)
    trap(duel, TORRENT)
    assert names(duel, 1, "gy") == ["V4-1800", TORRENT]
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    do(duel, "battle")
    do(duel, f"attack {duel.oid[c]} -> direct")
    assert duel.lp == [8000, 4400]


# ==================================================== section 14: Fusion (R-FUS)
def test_hx_39_fusion_needs_vision_dragons_effect_to_count_blue_eyes_twice() -> None:
    """HX-39. R-FUS-2, R-FUS-4, R-CARD-1, R-FUS-5, R-TRAP-5, R-REQ-1.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon, Blue-Eyes Bright
    Dragon and Blue-Eyes Vision Dragon (since turn 1). Hand: "Fusion", V1-100. Extra:
    Blue-Eyes Ultimate Dragon (Rush). P2 has Dragon Encounter Set earlier and Blue-Eyes
    White Dragon in hand.
    Actions: try "Fusion"; activate Vision Dragon's effect (mill 1); activate "Fusion".
    Expected: first refused: on the field only one monster is named "Blue-Eyes White
    Dragon" (Bright Dragon's name treatment is for the hand only). After Vision Dragon's
    effect it is "Blue-Eyes White Dragon" and counts as two materials: Blue-Eyes and
    Vision Dragon go to the GY, Bright Dragon stays, Ultimate Dragon is Fusion Summoned
    (4500). The Special Summon offers P2 Dragon Encounter."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BRIGHT, ATK), (VISION, ATK)],
                         hand=["Fusion", "V1-100"], extra=[BEUD]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    fusion = find(duel, "Fusion", 0, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {fusion} {z}")
    do(duel, f"activate {find(duel, VISION, 0, 'mzone')}")
    assert duel.request.kind == "main"
    play(duel, "Fusion", picks=(find(duel, BEWD, 0, "mzone"), find(duel, VISION, 0, "mzone")),
         pos="atk")
    assert names(duel, 0, "mzone").count(BEUD) == 1 and BRIGHT in names(duel, 0, "mzone")
    assert duel.atk(at(duel, BEUD)) == 4500
    gy = names(duel, 0, "gy")
    assert BEWD in gy and VISION in gy and "Fusion" in gy and BRIGHT not in gy
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}


def test_hx_40_polymerization_fills_a_full_row_and_the_fusion_monster_can_return() -> None:
    """HX-40. R-FUS-3, R-FUS-5, R-ZONE-5, R-TRAP-5, R-FUS-9, R-FUS-1.
    Setup: P1 turn 3. P1's Monster Zones hold face-down V4-1600, V2-500 and V1-100.
    Hand: Polymerization (Rush), V4-1400, Monster Reborn (Rush). Extra: FX-FUSION-2. P2
    has Trap Hole (Rush) and Torrential Tribute (Rush) Set earlier.
    Actions: Polymerization with the face-down V4-1600 and V4-1400 from the hand;
    FX-FUSION-2 in face-up Defense; P2 activates Torrential Tribute; P1 activates Monster
    Reborn on FX-FUSION-2.
    Expected: legal although every zone was full (a material frees one). Only
    Torrential Tribute is offered (a Special Summon, not a Normal Summon). All P1's
    monsters are destroyed; FX-FUSION-2 goes to the GY (not the Extra Deck) and, having
    been properly Fusion Summoned, can be revived."""
    duel = build(p0=Side(hand=[POLY, "V4-1400", REBORN], extra=["FX-FUSION-2"],
                         monsters=[("V4-1600", SET), ("V2-500", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORRENT, SET)]))
    play(duel, POLY, picks=(find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1400", 0, "hand")),
         pos="def")
    fus = at(duel, "FX-FUSION-2")
    assert duel.pos[fus] == DEF
    assert sorted(names(duel, 0, "mzone")) == sorted(["FX-FUSION-2", "V2-500", "V1-100"])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    assert "FX-FUSION-2" in names(duel, 0, "gy") and names(duel, 0, "extra") == []
    assert names(duel, 0, "mzone") == ["", "", ""]
    play(duel, REBORN, picks=(find(duel, "FX-FUSION-2", 0, "gy"),), pos="atk")
    assert "FX-FUSION-2" in names(duel, 0, "mzone")


def test_hx_41_bright_dragon_in_the_hand_is_blue_eyes_for_polymerization_only() -> None:
    """HX-41. R-CARD-1, R-FUS-3, R-FUS-4, R-FUS-2.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon; hand: Blue-Eyes Bright
    Dragon, "Fusion", Polymerization (Rush); GY: Blue-Eyes Bright Dragon. Extra: Blue-Eyes
    Ultimate Dragon (Rush).
    Expected: "Fusion" is refused (one face-up material). Polymerization is refused too:
    Blue-Eyes on the field and Bright Dragon in the hand make only two "Blue-Eyes White
    Dragon"; the Bright Dragon in the GY is not one. With a second Bright Dragon in the
    hand (fresh copy) Polymerization is legal and summons Ultimate Dragon."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[BRIGHT, "Fusion", POLY], gy=[BRIGHT],
                         extra=[BEUD]))
    for name in ("Fusion", POLY):
        for z in ("s0", "s1", "s2"):
            refused(duel, f"activate {find(duel, name, 0, 'hand')} {z}")
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[BRIGHT, BRIGHT, POLY], extra=[BEUD]))
    play(duel, POLY, pos="atk")
    assert BEUD in names(duel, 0, "mzone") and duel.atk(at(duel, BEUD)) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, BRIGHT, BRIGHT, POLY])


# ==================================================== section 15: Ritual (R-RIT)
def test_hx_42_ritual_materials_face_up_with_no_surplus_and_back_to_the_extra_deck() -> None:
    """HX-42. R-RIT-2, R-RIT-3, R-RIT-4, R-RIT-5, R-SPELL-4, R-TRAP-5.
    Setup: P1 turn 3. P1 controls face-up V4-1600, V2-500 and V1-100 (since turn 1);
    hand: Hamburger Fast Recipe; Extra: Hungry Burger (Rush). P2 has Compulsory
    Evacuation Device (Rush) Set earlier.
    Actions: Ritual Summon Hungry Burger with V4-1600 and V2-500 (Level 6), in Defense;
    P2 activates Compulsory Evacuation Device on it.
    Expected: V1-100 cannot be added once 6 is reached (a surplus), and V4-1600 with
    V1-100 (5) is not enough; the chosen two go to the GY with the Ritual Spell; Hungry
    Burger is face-up Defense. Returned to the hand, it goes to the Extra Deck."""
    duel = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                         monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, RECIPE)} s0")
    v16, v2, v1 = (find(duel, n, 0, "mzone") for n in ("V4-1600", "V2-500", "V1-100"))
    # V1-100 belongs to no valid set: {4, 2, 1} has a surplus, {4, 1} and {2, 1} fall short
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {v16, v2}
    do(duel, f"pick {v16}")  # V2-500 is then the only way to complete: taken by the engine
    answer(duel, pos="def")
    assert names(duel, 0, "mzone").count(BURGER) == 1 and duel.pos[at(duel, BURGER)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(find(duel, BURGER, 0, "mzone"),))
    assert names(duel, 0, "extra") == [BURGER] and BURGER not in names(duel, 0, "hand")


# ==================================================== more windows, new monsters, Maximum pieces
def test_hx_43_three_windows_in_a_row_each_asking_the_non_turn_player_first() -> None:
    """HX-43. R-TRAP-4, R-TRAP-5, R-TRAP-6, R-REQ-2, R-TRAP-7.
    Setup: P1 turn 3; hand: V4-1600, Blue-Eyes White Dragon, V1-100; Torrential Tribute
    (Rush) and Dragon Encounter Set earlier. P2 controls face-up Blue-Fang Burst Dragon
    and has RB Dragophone Set earlier; P2's Deck top: V1-100, V2-500.
    Actions: P1 Normal Summons V4-1600. P2 has nothing to answer; P1 activates Torrential
    Tribute. P2 activates RB Dragophone and revives Blue-Fang Burst Dragon. P1 activates
    Dragon Encounter and Special Summons Blue-Eyes White Dragon.
    Expected: window 1 (summon): P2 is not asked, P1 may use Torrential Tribute. Window
    2 (Torrential Tribute's destructions): P2 is asked first and uses RB Dragophone.
    Window 3 (P2's Special Summon): P2 is asked first (nothing), then P1 is offered
    Dragon Encounter. Final field: P1 Blue-Eyes, P2 Blue-Fang; all three Traps in GYs."""
    duel = build(p0=Side(hand=["V4-1600", BEWD, "V1-100"],
                         spells=[(TORRENT, SET), (ENCOUNTER, SET)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 0, "hand"),), pos="atk")
    assert BEWD in names(duel, 0, "mzone") and BLUE_FANG in names(duel, 1, "mzone")
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", TORRENT, ENCOUNTER])
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])
    assert duel.request.kind == "main" and duel.current_player == 0


def test_hx_44_an_attacker_destroyed_and_revived_in_the_battle_phase_is_a_new_attacker() -> None:
    """HX-44. R-BATTLE-5, R-TRAP-6, R-TRAP-4, R-EFF-4, R-BATTLE-2, R-REPLAY-3.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Fang Burst Dragon; P1 has RB Dragophone
    Set earlier. P2 controls face-up V4-1600 and has Sakuretsu Armor (Rush) Set earlier.
    Actions: Blue-Fang attacks V4-1600; P2 destroys it with Sakuretsu Armor. In the next
    window P1 activates RB Dragophone and revives Blue-Fang Burst Dragon in Attack.
    Expected: the attack ends without damage. The Dragon was destroyed by the
    opponent's card effect, so P1 (turn player, asked after P2) may use RB Dragophone.
    The revived Blue-Fang is a new monster: it may declare an attack this turn (2500 vs
    1600: P2 7100)."""
    duel = build(phase="battle",
                 p0=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100"] * 6),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, BLUE_FANG, "V4-1600")
    window_for(duel, 1)
    trap(duel, ARMOR)
    assert duel.lp == [8000, 8000]
    window_for(duel, 0)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 0, "gy"),), pos="atk")
    assert names(duel, 0, "mzone")[0] == BLUE_FANG
    assert duel.request.kind == "battle"
    attack(duel, BLUE_FANG, "V4-1600")
    assert duel.lp == [8000, 7100] and names(duel, 1, "gy") == [ARMOR, "V4-1600"]


def test_hx_45_a_pieces_own_protection_works_alone_a_maximum_only_one_does_not() -> None:
    """HX-45. R-MAX-10, R-MAX-11, R-EFF-5, R-TRAP-4, R-TRAP-5.
    Setup: P1 turn 3. P1 controls, as ordinary monsters (not in Maximum Mode), face-up
    Doomblaze Fiend Overlord Despairacion [L] and face-up Supreme Machine Magnum
    Overlord (center). Hand: V4-1600, V1-100, Dark Hole (Rush). P2 has Torrential
    Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Torrential Tribute. P1 activates
    Dark Hole.
    Expected: Despairacion [L]'s protection from the opponent's Traps is not limited to
    Maximum Mode: it survives. The Overlord center's protection is Maximum Mode only: it
    is destroyed, with V4-1600. Dark Hole is P1's own Spell: Despairacion [L] (not in
    Maximum Mode) is destroyed."""
    duel = build(p0=Side(hand=["V4-1600", "V1-100", HOLE], monsters=[(DESP_L, ATK), (OVL, ATK)]),
                 p1=Side(spells=[(TORRENT, SET)]))
    assert not duel.maxm[0]
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z2")
    window_for(duel, 1)
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == [DESP_L, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, "V4-1600"])
    play(duel, HOLE)
    assert names(duel, 0, "mzone") == ["", "", ""] and DESP_L in names(duel, 0, "gy")
