"""Held-out style conformance scenarios written like SC-01..SC-30 of RULES.md section 19 (an
initial state, the actions, the expected LP, zones and legal or refused actions, with
their rule ids): sections 1-7, general rules, deck setup, winning, zones, turns, the
Draw Phase and the Main Phase.
"""

from __future__ import annotations

import datetime
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, Duel, IllegalActionError
from rushdesk.engine.deckrules import Deck, side_swap_problems, validate_deck
from rushdesk.engine.regulation import Regulation, RegulationHistory
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEUD,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    ENCOUNTER,
    FIELD_A,
    FIELD_C,
    GUARD_POS,
    HOLE,
    MIRROR,
    OVL_L,
    OVL_R,
    POLY,
    POOL,
    REBORN,
    REX,
    SKULL,
    SRM,
    TCB,
    TORRENT,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    build,
    code,
    maximum,
    offered,
    play,
    trap,
    window_for,
)
from .helpers import refused


# ==================================================== section 1: general (R-GEN)
def test_hx_01_no_response_mid_spell_one_trap_then_a_fresh_window() -> None:
    """HX-01. R-GEN-2, R-REQ-2, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-ZONE-4.
    Setup: P1 turn 3; P2's GY holds Dark Magician (Rush); P1's hand: Monster Reborn
    (Rush). P2 has Compulsory Evacuation Device (Rush) and Torrential Tribute (Rush) Set
    earlier.
    Actions: P1 activates Monster Reborn and Special Summons P2's Dark Magician to P1's
    field in Attack. P2 activates Torrential Tribute.
    Expected: the Spell resolves completely before any Trap (no chains); one window holds
    the Spell and the Special Summon, so both Traps qualify but P2 may use only one.
    Dark Magician is destroyed and goes to its owner's (P2's) GY. The Trap's own window
    holds only destructions: Compulsory Evacuation Device is not offered and stays Set.
    (b) If P2 picks the Device instead, Dark Magician returns to P2's (its owner's)
    hand and Torrential Tribute stays Set."""
    duel = build(p0=Side(hand=[REBORN]), p1=Side(gy=[DM], spells=[(CED, SET), (TORRENT, SET)]))
    play(duel, REBORN, pos="atk")
    assert names(duel, 0, "mzone")[0] == DM and names(duel, 0, "gy") == [REBORN]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED), find(duel, TORRENT)}
    other = duel.clone()
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 0, "gy") == [REBORN]
    assert names(duel, 1, "gy") == [DM, TORRENT]
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[0] == CED
    # (b) P2 picks the Device instead: Dark Magician returns to its owner's hand
    trap(other, CED)  # Dark Magician is the only monster on the field: chosen at once
    answer(other)
    assert names(other, 1, "hand") == [DM] and names(other, 0, "hand") == []
    assert names(other, 1, "szone")[1] == TORRENT


# ==================================================== section 2: setup (R-SETUP)
def _fill(n: int) -> tuple[int, ...]:
    """`n` filler cards, 3 of each: section 19 Normal Monster fixtures, then non-Legend
    Main Deck cards of section 20 (V6-2000 is kept out for the Side Deck)."""
    vs = ["V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
          "V2-500", "V1-100", "Cyber Dragon (Rush)", BLUE_FANG, "Red-Boot Boost Dragon",
          "Innocent Fadrawl", TCB, "Dragonic Pressure", "Fusion"]
    return tuple(code(vs[k // 3]) for k in range(n))


CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)


def _problems(deck: Deck, on: datetime.date = CURRENT, **kw: Any) -> list[str]:
    return [str(p.code) for p in validate_deck(deck, POOL, on=on, **kw)]


def test_hx_02_sc35_style_legend_slots_with_name_treated_cards_extra_and_side() -> None:
    """HX-02 (SC-35 style). R-SETUP-6, R-SETUP-7, R-SETUP-4, R-CARD-1, R-CARD-4,
    R-SETUP-2.
    Setup: Main: Blue-Eyes White Dragon (the one Legend Monster), 3 Blue-Eyes Bright
    Dragon, 3 Blue-Eyes Vision Dragon (treated as "Blue-Eyes White Dragon" only in play,
    not Legends), Monster Reborn (Rush) (Legend Spell), Mirror Force (Rush) (Legend
    Trap) and Normal Monster fixtures up to 40. Extra: 3 Blue-Eyes Ultimate Dragon.
    Side: Dark Magician (Rush) and Polymerization (Rush) (Legends, but the Side Deck is
    not counted).
    Expected: (a) legal on 2024-06-01; (b) Polymerization moved into the Main Deck
    instead of a fixture: illegal, two Legend Spells; (c) deck (a) on 2022-12-31:
    illegal (three Legend cards in total)."""
    core = (code(BEWD), *[code(BRIGHT)] * 3, *[code(VISION)] * 3, code(REBORN), code(MIRROR))
    deck = Deck(core + _fill(31), (code(BEUD),) * 3, (code(DM), code(POLY)))
    assert _problems(deck) == []
    more = Deck(core + (code(POLY),) + _fill(30), deck.extra, (code(DM),))
    assert _problems(more) == ["legend-limit"]
    assert _problems(deck, LEGACY) == ["legend-limit"]


def test_hx_03_sc36_style_limited_card_counted_over_prints_main_and_side() -> None:
    """HX-03 (SC-36 style). R-SETUP-8, R-SETUP-4.
    Setup: a Limit Regulation effective 2024-04-01 with Sevens Road Magician Limited (1)
    and Jointech Rex Semi-Limited (2). Two prints of Sevens Road Magician exist.
    Expected: (a) one Sevens Road Magician (first print) in Main and one (second print)
    in Side: illegal (2 > 1 across prints and the Side Deck); (b) only the Main copy:
    legal; (c) 2 Rex in Main + 1 in Side: illegal; (d) on 2024-03-31, before the list,
    deck (a) is legal (3 copies allowed)."""
    history = RegulationHistory([Regulation(datetime.date(2024, 4, 1), {SRM: 1, REX: 2})])
    a = Deck((code(SRM, 0),) + _fill(39), side=(code(SRM, 1),))
    assert _problems(a, regulations=history) == ["limited"]
    b = Deck((code(SRM, 0),) + _fill(39))
    assert _problems(b, regulations=history) == []
    c = Deck((code(REX),) * 2 + _fill(38), side=(code(REX),))
    assert _problems(c, regulations=history) == ["limited"]
    assert _problems(a, datetime.date(2024, 3, 31), regulations=history) == []


def test_hx_04_side_decking_keeps_sizes_and_must_stay_legal() -> None:
    """HX-04. R-SETUP-9, R-SETUP-6, R-SETUP-2, R-SETUP-5.
    Setup: Main 40 holding Blue-Eyes White Dragon; Extra: FX-FUSION-2; Side: Dark
    Magician (Rush), Blue-Eyes Ultimate Dragon (Rush), V6-2000.
    Expected: (a) Dark Magician in for Blue-Eyes White Dragon: legal; (b) Dark Magician
    in for a fixture while Blue-Eyes stays: illegal (two Legend Monsters); (c) Blue-Eyes
    Ultimate Dragon in for FX-FUSION-2 (Extra for Extra): legal; (d) Blue-Eyes Ultimate
    Dragon moved into the Extra Deck for a Main Deck card: illegal (sizes change)."""
    main = (code(BEWD),) + _fill(39)
    orig = Deck(main, (code("FX-FUSION-2"),), (code(DM), code(BEUD), code("V6-2000")))
    a = Deck((code(DM),) + _fill(39), orig.extra, (code(BEWD), code(BEUD), code("V6-2000")))
    assert side_swap_problems(orig, a, POOL, on=CURRENT) == []
    b = Deck(main[:-1] + (code(DM),), orig.extra,
             (main[-1], code(BEUD), code("V6-2000")))
    assert [str(p.code) for p in side_swap_problems(orig, b, POOL, on=CURRENT)] == \
        ["legend-limit"]
    c = Deck(main, (code(BEUD),), (code(DM), code("FX-FUSION-2"), code("V6-2000")))
    assert side_swap_problems(orig, c, POOL, on=CURRENT) == []
    d = Deck(main[:-1], (code("FX-FUSION-2"), code(BEUD)),
             (code(DM), main[-1], code("V6-2000")))
    got = [str(p.code) for p in side_swap_problems(orig, d, POOL, on=CURRENT)]
    assert "side-swap-main-size" in got and "side-swap-extra-size" in got


# ==================================================== section 3: winning (R-WIN)
def test_hx_05_lp_zero_from_a_spell_ends_the_duel_before_its_window() -> None:
    """HX-05. R-WIN-1, R-TRAP-5, R-REQ-2.
    Setup: P1 turn 3, 8000 LP; P2 at 1000 LP with Compulsory Evacuation Device (Rush)
    Set earlier (it answers a Spell). P1's hand: FX-BURN-BOTH.
    Actions: P1 activates FX-BURN-BOTH.
    Expected: P1 7000, P2 0; P2 loses at once: no window (the Trap is never offered),
    the duel is over and every further action is refused."""
    duel = build(p0=Side(hand=["FX-BURN-BOTH"]), p1=Side(lp=1000, spells=[(CED, SET)]))
    play(duel, "FX-BURN-BOTH")
    assert duel.lp == [7000, 0]
    assert duel.is_over and duel.result.winner == 0
    assert duel.legal_actions() == [] and duel.current_player is None
    with pytest.raises(IllegalActionError):
        duel.apply(Action("activate", find(duel, CED)))


def test_hx_06_both_players_to_zero_at_once_is_a_draw() -> None:
    """HX-06. R-WIN-3, R-WIN-1.
    Setup: P1 turn 3 at 1000 LP, P2 at 600 LP. P1's hand: FX-BURN-BOTH.
    Actions: P1 activates FX-BURN-BOTH (each player takes 1000 at once).
    Expected: both LP 0 (never below), and the duel is a draw: no winner, even though
    P1 activated the card."""
    duel = build(p0=Side(lp=1000, hand=["FX-BURN-BOTH"]), p1=Side(lp=600))
    play(duel, "FX-BURN-BOTH")
    assert duel.lp == [0, 0]
    assert duel.is_over and duel.result.winner is None


def _despairacion(deck: list[str]) -> Duel:
    """P1 turn 3 in Maximum Mode with Despairacion, holding two Maximum Monsters for its
    cost; P2 has Mirror Force (Rush) Set and V4-1600 face-up."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R], deck=deck),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET)]))
    maximum(duel, DESP)
    assert duel.maxm[0] and duel.request.kind == "main"
    return duel


def test_hx_07_an_effect_draw_of_two_from_a_one_card_deck_loses() -> None:
    """HX-07. R-WIN-2, R-MAX-9, R-MAX-10, R-REQ-1.
    Setup: P1 turn 3 has Maximum Summoned Doomblaze Fiend Overlord Despairacion; P1's
    hand: Supreme Machine Magnum Overlord [L] and [R]; P1's Deck holds 1 card. P2 has
    Mirror Force (Rush) Set.
    Actions: P1 activates the center's effect: the two Maximum Monsters go from the hand
    to the GY, P1 destroys Mirror Force, then (Maximum Mode) must draw 2.
    Expected: the draw needs 2 cards and the Deck holds 1: P1 loses; P2 wins."""
    duel = _despairacion(["V4-1600"])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, MIRROR),))
    assert names(duel, 1, "gy") == [MIRROR]
    assert duel.is_over and duel.result.winner == 1


def test_hx_08_an_empty_deck_loses_only_at_the_next_required_draw() -> None:
    """HX-08. R-WIN-2, R-DRAW-1, R-DRAW-3, R-MAX-10.
    Setup: as HX-07 but P1's Deck holds exactly 2 cards.
    Actions: the effect draws 2 (the Deck is now empty); P1 ends the turn; P2's turn 4
    passes (P2 ends it); P1's turn 5 Draw Phase.
    Expected: no loss while the Deck is merely empty (through P2's whole turn 4); P1
    loses in the Draw Phase of turn 5, where at least 1 card must be drawn."""
    duel = _despairacion(["V4-1600", "V4-1400"])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, MIRROR),))
    assert not duel.is_over and duel.deck[0] == []
    assert sorted(names(duel, 0, "hand")) == ["V4-1400", "V4-1600"]
    do(duel, "end")
    assert duel.turn == 4 and not duel.is_over and duel.request.kind == "main"
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 1 and duel.turn == 5


# ==================================================== section 4: zones (R-ZONE)
def test_hx_09_full_rows_refuse_placing_but_the_field_zone_is_separate() -> None:
    """HX-09. R-ZONE-1, R-ZONE-2, R-ZONE-3, R-ZONE-5, R-FIELD-1, R-SPELL-1.
    Setup: P1 turn 3. P1's Monster Zones hold V4-1600, face-down V4-1400 and V2-500; its
    S/T Zones hold Mirror Force (Rush), Torrential Tribute (Rush) and Dark Hole (Rush),
    all Set earlier. P1's GY: Dark Magician (Rush). Hand: Monster Reborn (Rush),
    FX-FIELD-A, V4-1800, Summoned Skull (Rush).
    Expected: Monster Reborn can be neither activated (no S/T Zone, and no Monster Zone
    for the summon) nor Set; V4-1800 can be neither Normal Summoned nor Set. Summoned
    Skull may be Tribute Summoned into an occupied zone (its Tribute frees it).
    FX-FIELD-A may be activated: the Field Zone is not a S/T Zone; P1's monsters gain
    100. The Set Dark Hole may still be activated where it is."""
    duel = build(p0=Side(hand=[REBORN, FIELD_A, "V4-1800", SKULL], gy=[DM],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)],
                         spells=[(MIRROR, SET), (TORRENT, SET), (HOLE, SET)]))
    reborn, v18 = find(duel, REBORN, 0, "hand"), find(duel, "V4-1800", 0, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {reborn} {z}")
        refused(duel, f"set {reborn} {z}")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v18} {z}")
        refused(duel, f"set {v18} {z}")
    assert Action("summon", find(duel, SKULL), 0) in duel.legal_actions()
    assert Action("activate", find(duel, HOLE), -1) in duel.legal_actions()
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.data[duel.fz[0]].name == FIELD_A
    assert duel.atk(at(duel, "V4-1600")) == 1700 and duel.atk(at(duel, "V2-500")) == 600


def test_hx_10_tributes_feed_jointech_rex_whose_effect_cannot_reach_the_field_zone() -> None:
    """HX-10. R-MAIN-3, R-REQ-1, R-ZONE-3, R-SPELL-1.
    Setup: P1 turn 3. P1 controls face-up V4-1600 and face-down V4-1400 (since turn 1);
    P1's GY: V2-500. Hand: Jointech Rex. P2 has FX-FIELD-C face-up in its Field Zone
    and Mirror Force (Rush) Set in a S/T Zone.
    Actions: P1 Tribute Summons Jointech Rex with both monsters (a Normal Summon), then
    activates its effect: shuffle 3 monsters from the GY into the Deck (the two Tributes
    and V2-500), destroy 1 card in P2's S/T Zones.
    Expected: the Requirement can be met only because the Tributes reached the GY. The
    only card that can be destroyed is Mirror Force: the Field Spell is not in a S/T
    Zone. P1's GY ends empty, P1's Deck is 3 cards larger; FX-FIELD-C stays."""
    duel = build(p0=Side(hand=[REX], gy=["V2-500"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(field_spell=(FIELD_C, ATK), spells=[(MIRROR, SET)]))
    deck = len(duel.deck[0])
    do(duel, f"summon {find(duel, REX)} z0")
    answer(duel)
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1400", "V4-1600"]
    rex = find(duel, REX, 0, "mzone")
    assert Action("activate", rex) in duel.legal_actions()
    do(duel, f"activate {rex}")
    if duel.request.kind == "pick":  # only Mirror Force may be offered
        assert {a.card for a in duel.legal_actions() if a.kind == "pick"} <= \
            {find(duel, MIRROR)}
        answer(duel, picks=(find(duel, MIRROR),))
    assert names(duel, 1, "gy") == [MIRROR]
    assert duel.data[duel.fz[1]].name == FIELD_C
    assert names(duel, 0, "gy") == [] and len(duel.deck[0]) == deck + 3


def test_hx_11_jointech_rex_special_summoned_cannot_use_its_effect() -> None:
    """HX-11. R-REQ-1, R-MAIN-4, R-EFF-2.
    Setup: P1 turn 3. P1's GY: Jointech Rex, V4-1600, V4-1400, V2-500. Hand: Monster
    Reborn (Rush). P2 has Mirror Force (Rush) Set.
    Actions: P1 Special Summons Jointech Rex with Monster Reborn, then tries its effect.
    Expected: its Requirement ("the turn you Normal Summoned it") is not met: the
    activation is refused and nothing changes."""
    duel = build(p0=Side(hand=[REBORN], gy=[REX, "V4-1600", "V4-1400", "V2-500"]),
                 p1=Side(spells=[(MIRROR, SET)]))
    play(duel, REBORN, picks=(find(duel, REX),), pos="atk")
    rex = find(duel, REX, 0, "mzone")
    refused(duel, f"activate {rex}")


# ==================================================== section 5: turns (R-TURN)
def test_hx_12_first_turn_no_battle_then_the_trap_set_on_turn_1_answers_on_turn_2() -> None:
    """HX-12. R-TURN-3, R-TRAP-2, R-TURN-4, R-TURN-2, R-GEN-3, R-BATTLE-5, R-DRAW-1.
    Setup: P1 turn 1, Main Phase. P1's hand: Sakuretsu Armor (Rush), V4-1600, V2-500. P2's
    hand: V4-1800, V4-1400, V2-500, V1-100.
    Actions: P1 Sets Sakuretsu Armor, Normal Summons V4-1600, tries the Battle Phase,
    ends the turn. Turn 2: P2 Normal Summons V4-1800 and V2-500; V4-1800 attacks
    V4-1600.
    Expected: the Battle Phase is refused on turn 1. P2 draws 1 (4 -> 5 cards). On the
    attack P1 is offered Sakuretsu Armor (Set on an earlier turn) and may only activate
    it or pass; V4-1800 is destroyed and the attack ends with no damage. In the Battle
    Phase P2 can no longer summon (no Main Phase 2): only attacks or the end, which
    leads to P1's turn 3."""
    duel = build(turn=1, p0=Side(hand=[ARMOR, "V4-1600", "V2-500"]),
                 p1=Side(hand=["V4-1800", "V4-1400", "V2-500", "V1-100"]))
    do(duel, f"set {find(duel, ARMOR)} s0")
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1 and len(duel.hand[1]) == 5
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert duel.request.kind == "main"  # no Trap answers a summon here
    do(duel, f"summon {find(duel, 'V2-500', 1, 'hand')} z1")
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    assert {a.kind for a in duel.legal_actions()} == {"activate", "pass"}
    trap(duel, ARMOR)
    assert names(duel, 1, "gy") == ["V4-1800"] and duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    assert duel.request.kind == "battle" and duel.tp == 1
    refused(duel, f"summon {find(duel, 'V4-1400', 1, 'hand')} z2")
    assert {a.kind for a in duel.legal_actions()} == {"attack", "end"}
    do(duel, "end")
    assert duel.turn == 3 and duel.tp == 0


# ==================================================== section 6: draw (R-DRAW)
def test_hx_13_draw_watch_answers_the_opponents_draw_of_five_once_not_its_own() -> None:
    """HX-13. R-DRAW-1, R-DRAW-4, R-TRAP-3, R-TRAP-5.
    Setup: P1 turn 3 with FX-DRAW-WATCH Set earlier and 6 cards in hand; P2 has
    FX-DRAW-WATCH Set earlier and an empty hand.
    Actions: P1 ends the turn; P2's turn 4 Draw Phase; P2 ends the turn; P1's turn 5.
    Expected: P2 draws 5 (hand 0); after the whole draw one window opens in which only P1
    (the opponent of the drawer) is offered its FX-DRAW-WATCH: P1 8500. P2's own
    FX-DRAW-WATCH is not offered for its own draw. On turn 5 P1, holding 6, draws
    exactly 1 and P2's FX-DRAW-WATCH answers it: P2 8500."""
    duel = build(p0=Side(hand=["V1-100"] * 6, spells=[("FX-DRAW-WATCH", SET)]),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, "end")
    assert duel.turn == 4 and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {find(duel, "FX-DRAW-WATCH", 0)}
    trap(duel, "FX-DRAW-WATCH", 0)
    assert duel.lp == [8500, 8000]
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, "end")
    assert duel.turn == 5 and len(duel.hand[0]) == 7
    window_for(duel, 1)
    trap(duel, "FX-DRAW-WATCH", 1)
    assert duel.lp == [8500, 8500]


# ==================================================== section 7: Main Phase (R-MAIN, R-POS)
def test_hx_14_a_tribute_set_and_a_later_manual_flip_are_not_summons() -> None:
    """HX-14. R-MAIN-2, R-MAIN-3, R-POS-1, R-POS-3, R-TRAP-5, R-BATTLE-2.
    Setup: P1 turn 3; P1 controls face-down V4-1400 (since turn 1); hand: Summoned Skull
    (Rush). P2 has Trap Hole (Rush), Torrential Tribute (Rush) and Dragon Encounter Set
    earlier; P2's hand: Blue-Eyes White Dragon.
    Actions: P1 Sets Summoned Skull, Tributing V4-1400; ends the turn; P2 ends turn 4;
    on turn 5 P1 changes Summoned Skull to face-up Attack, then attacks directly.
    Expected: the Set needs the Tribute and is not a summon: no Trap is offered. The
    manual flip on turn 5 is a position change, not a summon: no Trap is offered, and a
    second change that turn is refused. The direct attack takes P2 to 5500."""
    duel = build(p0=Side(hand=[SKULL], monsters=[("V4-1400", SET)]),
                 p1=Side(hand=[BEWD], spells=[(TRAP_HOLE, SET), (TORRENT, SET),
                                              (ENCOUNTER, SET)]))
    do(duel, f"set {find(duel, SKULL)} z1")
    answer(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""] and names(duel, 0, "gy") == ["V4-1400"]
    assert duel.pos[at(duel, SKULL)] == SET
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, "end")
    do(duel, "end")
    assert duel.turn == 5 and duel.request.kind == "main"
    skull = find(duel, SKULL, 0, "mzone")
    do(duel, f"position {skull} atk")
    assert duel.request.kind == "main" and duel.current_player == 0
    refused(duel, f"position {skull} def")
    attack(duel, SKULL)
    assert duel.lp == [8000, 5500]
    assert names(duel, 1, "szone") == [TRAP_HOLE, TORRENT, ENCOUNTER]


def _p2_summons_v4_1800(p1_trap: str) -> Duel:
    duel = build(turn=4, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK)], spells=[(p1_trap, SET, 3)]),
                 p1=Side(hand=["V4-1800"], spells=[(TORRENT, SET, 2)]))
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    return duel


def test_hx_15_in_the_second_players_turn_the_first_player_is_asked_first() -> None:
    """HX-15. R-TRAP-4, R-TRAP-3, R-TRAP-2, R-TRAP-5.
    Setup: P2's turn 4. P1 controls V4-1600 and has Trap Hole (Rush) Set on turn 3; P2
    has Torrential Tribute (Rush) Set on turn 2. P2's hand: V4-1800.
    Actions: P2 Normal Summons V4-1800.
    Expected: P1, now the non-turn player, is asked first and is offered Trap Hole.
    (a) P1 activates it: V4-1800 is destroyed and P2 is not offered Torrential Tribute
    (one Trap per window; the Trap's window holds no summon). (b) P1 passes: P2 may
    activate its own Torrential Tribute, destroying V4-1800 and V4-1600."""
    duel = _p2_summons_v4_1800(TRAP_HOLE)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    other = duel.clone()
    trap(duel, TRAP_HOLE)
    assert names(duel, 1, "gy") == ["V4-1800"]
    assert duel.request.kind == "main" and duel.current_player == 1
    assert names(duel, 1, "szone")[0] == TORRENT
    do(other, "pass")
    window_for(other, 1)
    trap(other, TORRENT)
    assert names(other, 0, "gy") == ["V4-1600"]
    assert names(other, 1, "gy") == ["V4-1800", TORRENT]
    assert names(other, 0, "szone")[0] == TRAP_HOLE


def test_hx_16_a_monster_returned_and_summoned_again_is_new_for_effects_and_positions() -> None:
    """HX-16. R-EFF-3, R-EFF-4, R-POS-1, R-POS-4.
    Setup: P1 turn 3; face-up FX-PINGER and V4-1600 on P1's field since turn 1; hand:
    FX-RECALL, FX-GUARD-POS.
    Actions: activate FX-PINGER; FX-RECALL returns it to the hand; Normal Summon it; try
    to change its position by hand; activate it; FX-GUARD-POS changes it to Defense;
    try its effect again; change V4-1600 to Defense by hand.
    Expected: P2 7400. The re-summoned FX-PINGER arrived this turn, so its manual change
    is refused, but its effect may be used once more (a new monster); an effect may
    still change its position (R-POS-4), which does not reset the once-per-turn limit.
    V4-1600, on the field since turn 1, may change once."""
    duel = build(p0=Side(hand=["FX-RECALL", GUARD_POS],
                         monsters=[("FX-PINGER", ATK), ("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'FX-PINGER')}")
    play(duel, "FX-RECALL", picks=(find(duel, "FX-PINGER", 0, "mzone"),))
    assert "FX-PINGER" in names(duel, 0, "hand")
    do(duel, f"summon {find(duel, 'FX-PINGER', 0, 'hand')} z2")
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    refused(duel, f"position {pinger} def")
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7400]
    play(duel, GUARD_POS, picks=(pinger,))
    assert duel.pos[duel.inst(pinger)] == DEF
    refused(duel, f"activate {pinger}")
    do(duel, f"position {find(duel, 'V4-1600', 0, 'mzone')} def")
    assert duel.pos[at(duel, "V4-1600")] == DEF
