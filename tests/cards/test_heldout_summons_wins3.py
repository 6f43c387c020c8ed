"""Held-out style conformance scenarios HX-136..HX-155, written like SC-01..SC-30 of
RULES.md section 19: summons and the turn where rules meet. Normal Summons, Sets and
Tribute Summons with full and empty zones, Special Summons and their positions, manual
position changes, Maximum Summons, Fusion and Ritual Summons with full rows, the first
turn, the Draw Phase, deck-out at the normal draw and in an effect, LP 0 before a draw,
and the Legend limit. Every expectation comes from RULES.md alone.
"""

from __future__ import annotations

import datetime
from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.deckrules import Deck, side_swap_problems, validate_deck
from rushdesk.engine.effects.ops import Damage, Draw, Fixed
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    DM,
    ENCOUNTER,
    FLIPDOWN,
    HOLE,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    POOL,
    REBORN,
    RECIPE,
    SKULL,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    code,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import moves, refused

BURGER = "Hungry Burger (Rush)"
CYBER = "Cyber Dragon (Rush)"
BOUNCE = "FX-BOUNCE-ON-ATTACK"

# Two throwaway Spells (not real cards), Requirement: none.
DRAW_BOTH = "HX Shared Draw"  # each player takes 100 damage, then each player draws 1
BURN_DRAW = "HX Burn Then Draw"  # the opponent takes 1000 damage, then you draw 2
_POOL = POOL.merged([
    CardData(966_300_001, DRAW_BOTH, CardType.SPELL, behaviour=CardScript(Effect(
        kind="spell", ops=(Damage(Fixed(100), who="both"), Draw(1, who="both"))))),
    CardData(966_300_002, BURN_DRAW, CardType.SPELL, behaviour=CardScript(Effect(
        kind="spell", ops=(Damage(Fixed(1000), who="opp"), Draw(2, who="you"))))),
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(_POOL, **kwargs)


def positions(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "position"}


def spsummons(duel: Duel, card: int | None = None) -> set[Action]:
    return {a for a in duel.legal_actions()
            if a.kind == "spsummon" and (card is None or a.card == card)}


def no_spell(duel: Duel, name: str) -> None:
    """Spell `name` in the tp's hand cannot be activated in any S/T zone."""
    card = find(duel, name, duel.tp, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {card} {z}")


# ==================================================== Normal Summons, Sets, Tributes
def test_hx_136_a_full_row_takes_tributes_from_the_zone_used_and_frees_others() -> None:
    """HX-136 (R-MAIN-3, R-MAIN-2, R-ZONE-5, R-ZONE-1): a full row and Tribute Summons.
    Setup: P1 turn 3. P1's zones: V4-1600 (z0), face-down V4-1400 (z1), V2-500 (z2),
    all since turn 1. Hand: V4-1800, Dark Magician (Rush) (Level 7), V5-2300 (Level 5).
    P2 controls V4-1800.
    Actions: try V4-1800 everywhere; Tribute Summon Dark Magician into z1 (the
    face-down V4-1400 there is a Tribute), picking V2-500 as the second; Normal Summon
    V4-1800 into z2; Tribute Summon V5-2300 into z0.
    Expected: V4-1800 (no Tribute) is refused in every zone, Summon or Set. The second
    Tribute may be only P1's own V4-1600 or V2-500. Dark Magician is face-up Attack in
    z1; z2 is free for V4-1800; V5-2300 takes V4-1600 as its one Tribute. Final row:
    V5-2300, Dark Magician, V4-1800; GY: the three Tributes; P2's monster untouched."""
    duel = build(p0=Side(hand=["V4-1800", DM, "V5-2300"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v18 = find(duel, "V4-1800", 0, "hand")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v18} {z}")
        refused(duel, f"set {v18} {z}")
    do(duel, f"summon {find(duel, DM, 0, 'hand')} z1")
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, "V4-1600", 0, "mzone"), find(duel, "V2-500", 0, "mzone")}
    events = do(duel, f"pick {find(duel, 'V2-500', 0, 'mzone')}")
    assert len(moves(events, "mzone", "gy", "tribute")) == 2  # Tributes, not destroyed
    assert names(duel, 0, "mzone") == ["V4-1600", DM, ""]
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1400"]
    assert duel.pos[at(duel, DM)] == ATK and duel.request.kind == "main"
    do(duel, f"summon {v18} z2")
    do(duel, f"summon {find(duel, 'V5-2300', 0, 'hand')} z0")
    assert duel.request.kind == "main"
    assert names(duel, 0, "mzone") == ["V5-2300", DM, "V4-1800"]
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1400", "V4-1600"]
    assert names(duel, 1, "mzone") == ["V4-1800", "", ""] and names(duel, 0, "hand") == []


def test_hx_137_too_few_tributes_refused_a_tribute_set_needs_its_one() -> None:
    """HX-137 (R-MAIN-3, R-MAX-11, R-MAIN-2, R-POS-1): Tribute counts by printed Level.
    Setup: P1 turn 3. P1 controls only a face-down V4-1400 (z0, since turn 1). Hand:
    Dark Magician (Rush) (Level 7), Supreme Machine Magnum Overlord (the center piece,
    Level 10, alone), Summoned Skull (Rush) (Level 6).
    Actions: try Dark Magician and the center piece (Summon and Set); try a Maximum
    Summon; Set Summoned Skull into z2; try to change Skull's position.
    Expected: one monster is too few for a Level 7 or a Level 10 piece, in every zone,
    Summon or Set; no Maximum Summon without [L] and [R]. The Set takes the face-down
    V4-1400 (the only Tribute): Skull face-down in z2, z0 empty, GY V4-1400. Skull
    arrived this turn: its manual change is refused."""
    duel = build(p0=Side(hand=[DM, OVL, SKULL], monsters=[("V4-1400", SET)]))
    dm, ovl = find(duel, DM, 0, "hand"), find(duel, OVL, 0, "hand")
    for z in ("z0", "z1", "z2"):
        for card in (dm, ovl):
            refused(duel, f"summon {card} {z}")
            refused(duel, f"set {card} {z}")
    refused(duel, f"maximum {ovl}")
    do(duel, f"set {find(duel, SKULL, 0, 'hand')} z2")
    answer(duel)
    assert names(duel, 0, "mzone") == ["", "", SKULL]
    assert names(duel, 0, "gy") == ["V4-1400"] and duel.pos[at(duel, SKULL)] == SET
    assert duel.request.kind == "main"
    skull = find(duel, SKULL, 0, "mzone")
    assert positions(duel) == set()
    refused(duel, f"position {skull} atk")


# ==================================================== manual position changes
def test_hx_138_position_options_a_revived_monster_and_an_effect_after_a_change() -> None:
    """HX-138 (R-POS-1, R-POS-2, R-POS-4, R-MAIN-4): the allowed manual changes.
    Setup: P1 turn 3. P1 controls V4-1600 face-up Attack (z0) and V4-WALL face-up
    Defense (z1), both since turn 1. GY: V4-1800. Hand: Monster Reborn (Rush),
    FX-FLIPDOWN.
    Actions: Monster Reborn Special Summons V4-1800 in Defense; V4-1600 to Defense by
    hand; FX-FLIPDOWN turns V4-1600 face-down; P2's turn 4 passes; P1's turn 5.
    Expected: at first only V4-1600 -> Defense and V4-WALL -> Attack are offered (never
    face-down by hand). Monster Reborn offers face-up Attack or Defense. V4-1800 arrived
    this turn: no change. After its change V4-1600 cannot change again, yet the effect
    may still turn it face-down. Turn 5: V4-1800 -> Attack, face-down V4-1600 -> Attack
    and V4-WALL -> Attack are offered, nothing else."""
    duel = build(p0=Side(hand=[REBORN, FLIPDOWN], gy=["V4-1800"],
                         monsters=[("V4-1600", ATK), ("V4-WALL", DEF)]))
    v16, wall = find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-WALL", 0, "mzone")
    assert positions(duel) == {Action("position", v16, pos=DEF), Action("position", wall, pos=ATK)}
    refused(duel, f"position {v16} set")
    refused(duel, f"position {wall} set")
    do(duel, f"activate {find(duel, REBORN, 0, 'hand')} s0")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V4-1800', 0, 'gy')}")
    assert duel.request.kind == "position"
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    do(duel, "choose def")
    v18 = find(duel, "V4-1800", 0, "mzone")
    assert duel.pos[duel.inst(v18)] == DEF and names(duel, 0, "gy") == [REBORN]
    refused(duel, f"position {v18} atk")
    do(duel, f"position {v16} def")
    refused(duel, f"position {v16} atk")
    play(duel, FLIPDOWN, picks=(v16,))
    assert duel.pos[at(duel, "V4-1600")] == SET
    to_turn(duel, 5)
    v16, v18 = find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1800", 0, "mzone")
    assert positions(duel) == {Action("position", v16, pos=ATK),
                               Action("position", v18, pos=ATK),
                               Action("position", wall, pos=ATK)}
    refused(duel, f"position {v16} def")


def test_hx_139_a_set_monster_flipped_by_battle_may_change_once_next_turn() -> None:
    """HX-139 (R-DMG-3, R-POS-1, R-POS-2, R-CALC-4): a battle flip is no manual change.
    Setup: P2's turn 2. P1 controls face-down V4-WALL (z0) and face-down V4-1400 (z1),
    Set on turn 1. P2's hand: V4-1800.
    Actions: P2 Normal Summons V4-1800, which attacks V4-WALL; P2 ends the turn. Turn 3:
    P1 changes V4-WALL to Attack and tries a second change.
    Expected: V4-WALL is turned face-up Defense; 1800 < 2000: P2 takes 200 (7800), and
    it stays face-up Defense. On turn 3 V4-WALL may go to Attack only, the face-down
    V4-1400 to face-up Attack only (never to Defense, never face-down); after the
    change V4-WALL may not change again."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-WALL", SET), ("V4-1400", SET)]),
                 p1=Side(hand=["V4-1800"]))
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    attack(duel, "V4-1800", "V4-WALL")
    assert duel.lp == [8000, 7800] and duel.pos[at(duel, "V4-WALL")] == DEF
    assert names(duel, 0, "mzone") == ["V4-WALL", "V4-1400", ""]
    to_turn(duel, 3)
    wall, v14 = find(duel, "V4-WALL", 0, "mzone"), find(duel, "V4-1400", 0, "mzone")
    assert positions(duel) == {Action("position", wall, pos=ATK),
                               Action("position", v14, pos=ATK)}
    for bad in (f"position {wall} set", f"position {v14} def", f"position {v14} set"):
        refused(duel, bad)
    do(duel, f"position {wall} atk")
    assert duel.pos[at(duel, "V4-WALL")] == ATK
    refused(duel, f"position {wall} def")


# ==================================================== Special Summons and positions
def test_hx_140_cyber_dragons_condition_positions_window_and_main_phase_only() -> None:
    """HX-140 (R-MAIN-4, R-TRAP-5, R-POS-1, R-BATTLE-1, R-MAIN-3): a summoning condition.
    Setup: P1 turn 3, no monsters; hand: two Cyber Dragon (Rush). P2 controls V4-1600,
    has Dragon Encounter Set earlier; P2's hand: Blue-Eyes White Dragon.
    Actions: (b) in the Battle Phase, try Cyber Dragon's Special Summon. (a) Special
    Summon Cyber Dragon A in face-up Defense (z1); P2 activates Dragon Encounter and
    Special Summons Blue-Eyes in Defense; P1 tries the second Cyber Dragon.
    Expected: Cyber Dragon may go to any free zone in face-up Attack or Defense, only in
    the Main Phase. Its Special Summon opens a window: P2 summons Blue-Eyes. Now that
    P1 controls a monster, B's condition fails (a Tribute Summon of B is offered), and
    A, arrived this turn, cannot change position."""
    duel = build(p0=Side(hand=[CYBER, CYBER]),
                 p1=Side(hand=[BEWD], monsters=[("V4-1600", ATK)], spells=[(ENCOUNTER, SET)]))
    a, b = find(duel, CYBER, 0, "hand"), find(duel, CYBER, 0, "hand", nth=1)
    assert spsummons(duel, a) == {Action("spsummon", a, z, pos=p)
                                  for z in range(3) for p in (ATK, DEF)}
    other = duel.clone()
    do(other, "battle")
    refused(other, Action("spsummon", a, 1, pos=ATK))
    do(duel, f"spsummon {a} z1 def")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="def")
    assert BEWD in names(duel, 1, "mzone") and duel.pos[at(duel, BEWD, 1)] == DEF
    assert duel.request.kind == "main" and duel.current_player == 0
    a = find(duel, CYBER, 0, "mzone")
    assert names(duel, 0, "mzone") == ["", CYBER, ""] and duel.pos[duel.inst(a)] == DEF
    assert spsummons(duel) == set()
    refused(duel, Action("spsummon", b, 0, pos=ATK))
    assert Action("summon", b, 1) in duel.legal_actions()
    refused(duel, f"position {a} atk")


def test_hx_141_vision_dragon_only_in_defense_and_only_with_a_free_zone() -> None:
    """HX-141 (R-MAIN-4, R-ZONE-5, R-POS-1, R-MAIN-5): a Defense-only condition.
    Setup: P1 turn 3: Blue-Eyes White Dragon face-up (z0) and V4-1600 (z1) since turn
    1; hand: two Blue-Eyes Vision Dragon, Monster Reborn (Rush); GY: V4-1800.
    Actions: Special Summon Vision Dragon A by its condition; try B and Monster Reborn.
    (b) Blue-Eyes is face-down instead.
    Expected: A is offered only in face-up Defense in z2 (the one free zone). Then the
    row is full: B is not offered and Monster Reborn cannot be activated (nowhere to
    place V4-1800), but it may still be Set. A cannot change position this turn. (b)
    A face-down Blue-Eyes is no face-up Level 8 Dragon: no Special Summon."""
    duel = build(p0=Side(hand=[VISION, VISION, REBORN], gy=["V4-1800"],
                         monsters=[(BEWD, ATK), ("V4-1600", ATK)]))
    a, b = find(duel, VISION, 0, "hand"), find(duel, VISION, 0, "hand", nth=1)
    assert spsummons(duel, a) == {Action("spsummon", a, 2, pos=DEF)}
    refused(duel, Action("spsummon", a, 2, pos=ATK))
    do(duel, f"spsummon {a} z2 def")
    assert names(duel, 0, "mzone") == [BEWD, "V4-1600", VISION]
    assert duel.pos[at(duel, VISION)] == DEF
    assert spsummons(duel) == set()
    refused(duel, Action("spsummon", b, 2, pos=DEF))
    no_spell(duel, REBORN)
    assert Action("set", find(duel, REBORN, 0, "hand"), 3) in duel.legal_actions()
    refused(duel, f"position {find(duel, VISION, 0, 'mzone')} atk")
    down = build(p0=Side(hand=[VISION], monsters=[(BEWD, SET), ("V4-1600", ATK)]))
    assert spsummons(down) == set()


def test_hx_142_dragon_encounter_needs_a_free_zone_on_its_owners_side() -> None:
    """HX-142 (R-ZONE-5, R-TRAP-5, R-MAIN-4, R-TRAP-4): a Trap that must place a monster.
    Setup: P1 turn 3; hand: V4-1800. P2 has Dragon Encounter Set earlier and
    Blue-Eyes White Dragon in hand. (a) P2 controls V4-1600, face-down V4-1400 and
    V2-500. (b) P2 controls only V4-1600 and face-down V4-1400.
    Actions: P1 Normal Summons V4-1800.
    Expected: (a) no free zone: Dragon Encounter is not offered, stays Set, and P1 goes
    on in the Main Phase. (b) P2 is offered it, and may place Blue-Eyes in face-up
    Attack or Defense; it takes the free zone z2 in Attack."""
    full = [("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]
    for board, free in ((full, False), (full[:2], True)):
        duel = build(p0=Side(hand=["V4-1800"]),
                     p1=Side(hand=[BEWD], monsters=board, spells=[(ENCOUNTER, SET)]))
        do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
        if not free:
            assert duel.request.kind == "main" and duel.current_player == 0
            assert names(duel, 1, "szone")[0] == ENCOUNTER and names(duel, 1, "hand") == [BEWD]
            continue
        window_for(duel, 1)
        trap(duel, ENCOUNTER)
        if duel.request.kind == "pick":
            do(duel, f"pick {find(duel, BEWD, 1, 'hand')}")
        assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
        do(duel, "choose atk")
        assert names(duel, 1, "mzone") == ["V4-1600", "V4-1400", BEWD]
        assert duel.pos[at(duel, BEWD, 1)] == ATK and names(duel, 1, "gy") == [ENCOUNTER]


# ==================================================== Maximum
def test_hx_143_a_maximum_summon_on_the_first_turn_then_no_position_change() -> None:
    """HX-143 (R-TURN-3, R-MAX-2, R-MAX-4, R-MAX-5, R-DRAW-1, R-CALC-6): turn 1 Maximum.
    Setup: P1's turn 1, Main Phase; hand: the three Supreme Machine Magnum Overlord
    pieces, V4-1600 and Sakuretsu Armor (Rush) (kept in hand). P2 has nothing.
    Actions: Normal Summon V4-1600; Maximum Summon; try the Battle Phase; end; P2 ends
    turn 2; on turn 3 P1 tries position changes and attacks directly.
    Expected: everything in the Main Phase is allowed on turn 1: V4-1600 goes to the GY
    by the Maximum Summon, the pieces fill the zones [L], center, [R] with 3500 ATK. No
    Battle Phase on turn 1. P1 (hand 1) draws 4 on turn 3. The Maximum monster never
    changes position by hand (no offer for any piece); it is one attacker: P2 4500."""
    duel = build(turn=1, p0=Side(hand=[OVL_L, OVL, OVL_R, "V4-1600", ARMOR]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    events = do(duel, f"maximum {find(duel, OVL, 0, 'hand')}")
    assert [e.reason for e in moves(events, "mzone", "gy")] == ["rule"]  # no Tribute
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and duel.maxm[0]
    assert names(duel, 0, "gy") == ["V4-1600"] and duel.atk(duel.mz[0][1]) == 3500
    refused(duel, "battle")
    to_turn(duel, 3)
    assert len(duel.hand[0]) == 5 and duel.maxm[0]
    assert positions(duel) == set()
    for i in duel.mz[0]:
        refused(duel, Action("position", duel.oid[i], pos=DEF))
    do(duel, "battle")
    assert len({a for a in duel.legal_actions() if a.kind == "attack"}) == 1
    attack(duel, OVL)
    assert duel.lp == [8000, 4500]


def test_hx_144_maximum_summon_needs_all_three_pieces_in_the_hand() -> None:
    """HX-144 (R-MAX-2, R-MAX-11, R-MAX-12, R-BATTLE-1): all three pieces in hand.
    Setup: P1 turn 3: Supreme Machine Magnum Overlord [R] face-up (z1, summoned on its
    own on turn 1). Hand: [L], the center piece, FX-RECALL.
    Actions: try a Maximum Summon; FX-RECALL returns [R] to the hand; (b) in the Battle
    Phase try a Maximum Summon; (a) Maximum Summon in the Main Phase.
    Expected: with [R] on the field the Maximum Summon is refused. Back in the hand,
    [R] is an ordinary card again: the Maximum Summon is legal in the Main Phase only
    and fills the zones [L], center, [R]; the GY holds FX-RECALL only."""
    duel = build(p0=Side(hand=[OVL_L, OVL, "FX-RECALL"], monsters=[None, (OVL_R, ATK)]))
    center = find(duel, OVL, 0, "hand")
    refused(duel, f"maximum {center}")
    play(duel, "FX-RECALL", picks=(find(duel, OVL_R, 0, "mzone"),))
    assert OVL_R in names(duel, 0, "hand") and names(duel, 0, "mzone") == ["", "", ""]
    other = duel.clone()
    do(other, "battle")
    refused(other, f"maximum {center}")
    assert Action("maximum", center) in duel.legal_actions()
    do(duel, f"maximum {center}")
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and duel.maxm[0]
    assert names(duel, 0, "gy") == ["FX-RECALL"]


def test_hx_145_a_tribute_summon_is_a_normal_summon_a_tribute_set_is_not() -> None:
    """HX-145 (R-MAIN-3, R-MAIN-2, R-TRAP-5, R-TRAP-4): Trap Hole and Tributes.
    Setup: P1 turn 3: V4-1600 face-up and V4-1400 face-down (since turn 1); hand: Dark
    Magician (Rush), Summoned Skull (Rush). P2 has Trap Hole (Rush) Set earlier.
    Actions: (a) Tribute Summon Dark Magician with both; P2 activates Trap Hole; P1
    tries Summoned Skull. (b) Set Dark Magician with the same Tributes instead.
    Expected: (a) both Tributes (the face-down one too) go to the GY; the Tribute Summon
    is a Normal Summon of a 2500 ATK monster: Trap Hole destroys it. P1 has no monster
    left to Tribute: Skull is refused everywhere. (b) a Set is no summon: no window,
    Trap Hole stays Set, Dark Magician is face-down."""
    duel = build(p0=Side(hand=[DM, SKULL], monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    other = duel.clone()
    do(duel, f"summon {find(duel, DM, 0, 'hand')} z2")
    answer(duel)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    trap(duel, TRAP_HOLE)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", DM])
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "gy") == [TRAP_HOLE]
    skull = find(duel, SKULL, 0, "hand")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {skull} {z}")
        refused(duel, f"set {skull} {z}")
    do(other, f"set {find(other, DM, 0, 'hand')} z2")
    answer(other)
    assert other.request.kind == "main" and other.current_player == 0
    assert names(other, 0, "mzone") == ["", "", DM] and other.pos[at(other, DM)] == SET
    assert names(other, 1, "szone")[0] == TRAP_HOLE


# ==================================================== Fusion and Ritual
def test_hx_146_fusion_into_a_full_row_in_defense_then_a_change_next_turn() -> None:
    """HX-146 (R-FUS-2, R-FUS-5, R-ZONE-5, R-POS-1, R-MAIN-4): Fusion into a full row.
    Setup: P1 turn 3: V4-1600 (z0), V4-1400 (z1) face-up and V4-WALL face-down (z2),
    all since turn 1; hand: "Fusion"; Extra: FX-FUSION-2.
    Actions: "Fusion" with V4-1600 and V4-1400; FX-FUSION-2 in Defense; try a position
    change; P2's turn 4 passes; on turn 5 change it to Attack.
    Expected: legal though every zone was full (the materials free them); face-up
    Attack or Defense is offered. The face-down V4-WALL stays. FX-FUSION-2 arrived
    this turn: no change until turn 5, when it goes to Attack (2400)."""
    duel = build(p0=Side(hand=["Fusion"], extra=["FX-FUSION-2"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-WALL", SET)]))
    do(duel, f"activate {find(duel, 'Fusion', 0, 'hand')} s0")
    while duel.request.kind == "pick":  # the monster, then materials (all forced here)
        do(duel, f"pick {sorted(picks(duel))[0]}")
    assert duel.request is not None and duel.request.kind == "position"
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    do(duel, "choose def")
    assert sorted(names(duel, 0, "mzone")) == sorted(["FX-FUSION-2", "", "V4-WALL"])
    assert names(duel, 0, "mzone")[2] == "V4-WALL" and duel.pos[at(duel, "V4-WALL")] == SET
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", "Fusion"])
    fus = find(duel, "FX-FUSION-2", 0, "mzone")
    assert duel.pos[duel.inst(fus)] == DEF
    refused(duel, f"position {fus} atk")
    to_turn(duel, 5)
    do(duel, f"position {fus} atk")
    assert duel.pos[duel.inst(fus)] == ATK and duel.atk(duel.inst(fus)) == 2400


def test_hx_147_polymerization_with_a_full_row_must_use_the_field_material() -> None:
    """HX-147 (R-FUS-3, R-FUS-5, R-ZONE-5, R-FUS-4): Polymerization and a full row.
    Setup: P1 turn 3: face-down V4-1600 (z0), V2-500 (z1), V1-100 (z2), since turn 1;
    hand: Polymerization (Rush), V4-1600, V4-1400; Extra: FX-FUSION-2.
    Actions: Polymerization for FX-FUSION-2, in Attack. (b) The row holds V2-500,
    V1-100 and V4-1800 instead (no material on the field).
    Expected: only a material set that frees a zone can be used, so the "V4-1600" is
    the face-down one on the field, not the one in the hand: FX-FUSION-2 takes z0, the
    hand keeps its V4-1600. (b) no set frees a zone: Polymerization is refused."""
    duel = build(p0=Side(hand=[POLY, "V4-1600", "V4-1400"], extra=["FX-FUSION-2"],
                         monsters=[("V4-1600", SET), ("V2-500", ATK), ("V1-100", ATK)]))
    field, hand = find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1600", 0, "hand")
    v14 = find(duel, "V4-1400", 0, "hand")
    do(duel, f"activate {find(duel, POLY, 0, 'hand')} s0")
    while duel.request.kind == "pick":  # the engine may take forced picks itself
        offer = picks(duel)
        assert hand not in offer
        do(duel, f"pick {next(o for o in (field, v14, *sorted(offer)) if o in offer)}")
    answer(duel, pos="atk")
    assert names(duel, 0, "mzone") == ["FX-FUSION-2", "V2-500", "V1-100"]
    assert names(duel, 0, "hand") == ["V4-1600"] and find(duel, "V4-1600", 0, "hand") == hand
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, "V4-1600", "V4-1400"])
    assert duel.inst(field) < 0
    full = build(p0=Side(hand=[POLY, "V4-1600", "V4-1400"], extra=["FX-FUSION-2"],
                         monsters=[("V2-500", ATK), ("V1-100", ATK), ("V4-1800", ATK)]))
    no_spell(full, POLY)


def test_hx_148_ritual_materials_must_be_face_up_and_the_monster_may_defend() -> None:
    """HX-148 (R-RIT-2, R-RIT-3, R-RIT-4, R-POS-1, R-ZONE-5): face-up Ritual materials.
    Setup: P1 turn 3: face-down V6-2000 (z0), face-up V4-1600 (z1) and V2-500 (z2),
    since turn 1; hand: Hamburger Fast Recipe; Extra: Hungry Burger (Rush). (b) Only
    face-down V6-2000 and face-up V4-1600.
    Actions: Ritual Summon Hungry Burger (Level total 6 from face-up monsters) in
    Defense; try a position change.
    Expected: the face-down Level 6 is never a material; V4-1600 + V2-500 are; the
    row was full, the materials free zones. Burger is face-up Defense and cannot change
    position this turn; V6-2000 stays face-down. (b) 4 < 6 face-up: refused."""
    duel = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                         monsters=[("V6-2000", SET), ("V4-1600", ATK), ("V2-500", ATK)]))
    six = find(duel, "V6-2000", 0, "mzone")
    v16, v2 = find(duel, "V4-1600", 0, "mzone"), find(duel, "V2-500", 0, "mzone")
    do(duel, f"activate {find(duel, RECIPE, 0, 'hand')} s0")
    while duel.request.kind == "pick":
        offer = picks(duel)
        assert six not in offer
        do(duel, f"pick {next(o for o in (v16, v2, *sorted(offer)) if o in offer)}")
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    do(duel, "choose def")
    assert names(duel, 0, "mzone")[0] == "V6-2000" and duel.pos[at(duel, "V6-2000")] == SET
    assert sorted(names(duel, 0, "mzone")) == sorted(["V6-2000", BURGER, ""])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])
    burger = find(duel, BURGER, 0, "mzone")
    assert duel.pos[duel.inst(burger)] == DEF
    refused(duel, f"position {burger} atk")
    short = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                          monsters=[("V6-2000", SET), ("V4-1600", ATK)]))
    no_spell(short, RECIPE)


# ==================================================== the first turn and the Draw Phase
def _deck(name: str, n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (code(name),) * n, ()


def test_hx_149_the_first_players_turn_1_draw_can_deck_out() -> None:
    """HX-149 (R-TURN-3, R-DRAW-1, R-WIN-2, R-SETUP-10): deck-out on the first turn.
    Setup: new duels whose Main Decks hold (a) 4 cards each, P1 first; (b) 4 each, P2
    first; (c) 5 each, P1 first.
    Expected: both draw 4 to start. (a) The first player draws on turn 1 and cannot:
    P1 loses, P2 wins. (b) P2 loses. (c) P1 draws its 5th card (hand 5, Deck 0) and the
    duel goes on; P2 draws 1 on turn 2 (hand 5); on turn 3 P1 must draw 1 and loses."""
    a = Duel.new(_POOL, decks=(_deck("V1-100", 4), _deck("V1-100", 4)), seed=3, first=0)
    assert a.is_over and a.result.winner == 1 and a.turn == 1
    assert len(a.hand[0]) == 4 and len(a.hand[1]) == 4
    b = Duel.new(_POOL, decks=(_deck("V1-100", 4), _deck("V1-100", 4)), seed=3, first=1)
    assert b.is_over and b.result.winner == 0
    c = Duel.new(_POOL, decks=(_deck("V1-100", 5), _deck("V1-100", 5)), seed=3, first=0)
    assert not c.is_over and c.turn == 1 and len(c.hand[0]) == 5 and c.deck[0] == []
    do(c, "end")
    assert not c.is_over and c.turn == 2 and len(c.hand[1]) == 5 and c.deck[1] == []
    do(c, "end")
    assert c.is_over and c.result.winner == 1 and c.turn == 3


def test_hx_150_when_the_second_seat_goes_first_it_has_no_battle_on_turn_1() -> None:
    """HX-150 (R-TURN-3, R-DRAW-1, R-SETUP-10, R-BATTLE-2, R-CALC-1): P2 goes first.
    Setup: a new duel, P2 goes first; P1's Deck: 40 V4-1800, P2's: 40 V4-1600.
    Actions: P2 Normal Summons V4-1600, tries the Battle Phase, ends; P1 (turn 2)
    Normal Summons V4-1800 and attacks V4-1600.
    Expected: both at 8000 with 4 cards; P2 draws 1 on turn 1 (hand 5, Deck 35), P1
    holds 4 (Deck 36). No Battle Phase on turn 1 for P2. On turn 2 P1 draws 1 (hand 5)
    and may attack with the monster it just summoned: V4-1600 destroyed, P2 7800."""
    duel = Duel.new(_POOL, decks=(_deck("V4-1800", 40), _deck("V4-1600", 40)), seed=9,
                    first=1)
    assert duel.turn == 1 and duel.tp == 1 and duel.lp == [8000, 8000]
    assert len(duel.hand[1]) == 5 and len(duel.deck[1]) == 35
    assert len(duel.hand[0]) == 4 and len(duel.deck[0]) == 36
    do(duel, f"summon {find(duel, 'V4-1600', 1, 'hand')} z0")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 0 and len(duel.hand[0]) == 5
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""]


def test_hx_151_a_card_returned_in_the_opponents_turn_counts_for_the_draw() -> None:
    """HX-151 (R-DRAW-1, R-TRAP-5, R-REPLAY-1, R-REPLAY-2, R-CALC-6): hand size at draw.
    Setup: P1 turn 3: P1 holds 4 cards, controls V4-1600 (since turn 1) and has
    FX-BOUNCE-ON-ATTACK Set earlier. P2's hand: V4-1800.
    Actions: P1 ends the turn. Turn 4: P2 (1 card) draws; Normal Summons V4-1800, which
    attacks V4-1600; P1 activates FX-BOUNCE-ON-ATTACK; P2 attacks directly on the
    replay; P2 ends. Turn 5.
    Expected: P2 draws 4 (hand 5). V4-1600 returns to P1's hand (5 cards); the replay
    offers a direct attack or cancel: P1 6200. Holding 5 at the start of its Draw
    Phase, P1 draws exactly 1 (hand 6, Deck 1 smaller)."""
    duel = build(p0=Side(hand=["V1-100"] * 4, monsters=[("V4-1600", ATK)],
                         spells=[(BOUNCE, SET)]),
                 p1=Side(hand=["V4-1800"]))
    deck = len(duel.deck[0])
    do(duel, "end")
    assert duel.turn == 4 and len(duel.hand[1]) == 5
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    trap(duel, BOUNCE)
    assert len(duel.hand[0]) == 5 and "V4-1600" in names(duel, 0, "hand")
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [6200, 8000]
    to_turn(duel, 5)  # V4-1800 has attacked: turn 4 may end at once
    assert len(duel.hand[0]) == 6 and len(duel.deck[0]) == deck - 1


# ==================================================== deck-out and LP 0 in effects
def test_hx_152_both_players_unable_to_draw_in_one_effect_is_a_draw() -> None:
    """HX-152 (R-WIN-2, R-WIN-3, R-REQ-2): neither player can draw in one effect.
    Setup: P1 turn 3; hand: a test Spell "each player takes 100 damage, then each
    player draws 1". (a) Both Decks empty. (b) P1's Deck 1 card, P2's empty. (c) Both
    Decks hold 1 card; P2 holds no other card.
    Expected: (a) both must draw and cannot: a draw (no winner), LP 7900 each. (b) only
    P2 loses: P1 wins. (c) both draw their last card and nothing happens; an empty
    Deck is no loss; P2 (hand 1) loses at its turn-4 Draw Phase."""
    a = build(p0=Side(hand=[DRAW_BOTH], deck=[]), p1=Side(deck=[]))
    play(a, DRAW_BOTH)
    assert a.lp == [7900, 7900] and a.is_over and a.result.winner is None
    b = build(p0=Side(hand=[DRAW_BOTH], deck=["V2-500"]), p1=Side(deck=[]))
    play(b, DRAW_BOTH)
    assert b.is_over and b.result.winner == 0
    c = build(p0=Side(hand=[DRAW_BOTH], deck=["V2-500"]), p1=Side(deck=["V2-500"]))
    play(c, DRAW_BOTH)
    assert not c.is_over and c.deck == [[], []]
    assert names(c, 0, "hand") == ["V2-500"] and names(c, 1, "hand") == ["V2-500"]
    assert c.request.kind == "main" and c.current_player == 0
    do(c, "end")
    assert c.is_over and c.result.winner == 0 and c.turn == 4


def test_hx_153_lp_zero_ends_the_effect_before_its_draw_can_deck_out() -> None:
    """HX-153 (R-WIN-1, R-WIN-2, R-REQ-2): LP 0 ends an effect before its draw.
    Setup: P1 turn 3; hand: a test Spell "the opponent takes 1000 damage, then you
    draw 2". (a) P2 at 1000 LP, P1's Deck empty. (b) P2 at 1100, P1's Deck 1 card.
    (c) P2 at 1100, P1's Deck 2 cards.
    Expected: (a) P2 reaches 0 and loses at once; the draw is never processed, so P1
    wins (no draw of the duel) and its hand stays empty. (b) P2 100, then P1 cannot
    draw 2: P1 loses. (c) P2 100; P1 draws 2 (Deck 0) and the duel goes on."""
    a = build(p0=Side(hand=[BURN_DRAW], deck=[]), p1=Side(lp=1000))
    play(a, BURN_DRAW)
    assert a.lp == [8000, 0] and a.is_over and a.result.winner == 0
    assert names(a, 0, "hand") == []
    b = build(p0=Side(hand=[BURN_DRAW], deck=["V2-500"]), p1=Side(lp=1100))
    play(b, BURN_DRAW)
    assert b.lp == [8000, 100] and b.is_over and b.result.winner == 1
    c = build(p0=Side(hand=[BURN_DRAW], deck=["V2-500", "V1-100"]), p1=Side(lp=1100))
    play(c, BURN_DRAW)
    assert c.lp == [8000, 100] and not c.is_over and c.deck[0] == []
    assert sorted(names(c, 0, "hand")) == ["V1-100", "V2-500"]


# ==================================================== the Legend limit
_VS = ["V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500",
       "V1-100", "V6-2000", "V3-1200", "V4-1500", "V7-2500", "V8-3000", "V6-2400"]


def _fill(n: int) -> tuple[int, ...]:
    """`n` non-Legend fixture Normal Monsters, 3 of each name."""
    return tuple(code(_VS[k // 3]) for k in range(n))


def _problems(deck: Deck, on: datetime.date) -> list[str]:
    return [str(p.code) for p in validate_deck(deck, _POOL, on=on)]


NOW, SWITCH, LEGACY = datetime.date(2024, 6, 1), datetime.date(2023, 1, 1), \
    datetime.date(2022, 12, 31)


def test_hx_154_legend_limit_counts_prints_and_switches_on_2023_01_01() -> None:
    """HX-154 (R-SETUP-6, R-SETUP-7, R-SETUP-4, R-SETUP-3): Legend prints and dates.
    Setup: Main Decks of 40 with non-Legend fixtures as filler.
    Expected: (a) two different prints of Blue-Eyes White Dragon: two copies of one
    name is within the copy limit, but two Legend Monsters: illegal on 2024-06-01.
    (b) Blue-Eyes + Monster Reborn (Rush) + Mirror Force (Rush): legal on 2023-01-01
    (the first day of the per-type rule), illegal on 2022-12-31. (c) Blue-Eyes and
    Monster Reborn in the Main Deck with Dark Magician (Rush) and Dark Hole (Rush) in
    the Side Deck: legal on 2024-06-01. (d) only Blue-Eyes: legal on 2022-12-31."""
    a = Deck((code(BEWD, 0), code(BEWD, 1)) + _fill(38))
    assert _problems(a, NOW) == ["legend-limit"]
    b = Deck((code(BEWD), code(REBORN), code(MIRROR)) + _fill(37))
    assert _problems(b, SWITCH) == []
    assert _problems(b, LEGACY) == ["legend-limit"]
    c = Deck((code(BEWD), code(REBORN)) + _fill(38), side=(code(DM), code(HOLE)))
    assert _problems(c, NOW) == []
    d = Deck((code(BEWD),) + _fill(39))
    assert _problems(d, LEGACY) == []


def test_hx_155_two_legend_traps_and_a_side_swap_that_adds_one() -> None:
    """HX-155 (R-SETUP-6, R-SETUP-9, R-SETUP-3): Legend Traps and side decking.
    Setup: on 2024-06-01. Deck A: Mirror Force (Rush) + 39 filler in the Main Deck,
    Sakuretsu Armor (Rush) and V4-1700 in the Side Deck.
    Expected: (a) deck A is legal (the Side Deck is not counted). (b) Mirror Force and
    Sakuretsu Armor both in the Main Deck: illegal (two Legend Traps). (c) side
    decking Sakuretsu Armor in for a filler while Mirror Force stays: refused (Legend
    limit); (d) Sakuretsu Armor in for Mirror Force (one for one): legal; (e) V4-1700 in
    for a filler: legal."""
    fill = _fill(39)
    deck = Deck((code(MIRROR),) + fill, side=(code(ARMOR), code("V4-1700")))
    assert _problems(deck, NOW) == []
    both = Deck((code(MIRROR), code(ARMOR)) + fill[:-1])
    assert _problems(both, NOW) == ["legend-limit"]
    added = Deck((code(MIRROR), code(ARMOR)) + fill[:-1], side=(fill[-1], code("V4-1700")))
    assert [str(p.code) for p in side_swap_problems(deck, added, _POOL, on=NOW)] == \
        ["legend-limit"]
    swapped = Deck((code(ARMOR),) + fill, side=(code(MIRROR), code("V4-1700")))
    assert side_swap_problems(deck, swapped, _POOL, on=NOW) == []
    other = Deck((code(MIRROR), code("V4-1700")) + fill[:-1], side=(code(ARMOR), fill[-1]))
    assert side_swap_problems(deck, other, _POOL, on=NOW) == []
