"""Held-out style conformance scenarios written like SC-01..SC-30 of RULES.md section 19 (an
initial state, the actions, the expected LP, zones and legal or refused actions, with
their rule ids): sections 8-10 and 12, Requirements and effects, Spells,
Equip and Field Spells, Traps and their windows, the End Phase.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    MACHINE_EQUIP,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    RECITAL,
    REX,
    SKULL,
    TCB,
    TORRENT,
    TRAP_HOLE,
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


# ==================================================== section 8: Requirement/Effect (R-REQ, R-EFF)
def test_hx_17_bright_dragon_destroys_a_dragon_and_dragophone_answers_the_whole_effect() -> None:
    """HX-17. R-REQ-1, R-REQ-2, R-TRAP-5, R-CARD-1, R-EFF-6, R-CALC-1.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon and Blue-Eyes Bright
    Dragon (since turn 1); P1's Deck top: V4-1600. P2 controls face-up Blue-Fang Burst
    Dragon and has RB Dragophone Set earlier; P2's Deck top: V1-100, V2-500.
    Actions: P1 activates Bright Dragon (mill 1; it becomes "Blue-Eyes White Dragon"
    with 3000 ATK; P1 controls a face-up Legend Normal Monster, so P1 destroys Blue-Fang
    Burst Dragon). P2 activates RB Dragophone and Special Summons Blue-Fang Burst Dragon
    in Attack. Bright Dragon attacks it.
    Expected: no window between the mill and the destruction; one window afterwards
    offers RB Dragophone; P2 mills V1-100 and V2-500 and revives Blue-Fang. 3000 vs
    2500: P2 7500. On P2's turn 4, Bright Dragon is back to its own name and 2500."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BRIGHT, ATK)], hand=["V1-100"],
                         deck=["V4-1600"] + ["V1-100"] * 5),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    bright = find(duel, BRIGHT, 0, "mzone")
    events = do(duel, f"activate {bright}")
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "mzone"),))
    assert not [e for e in events if e.kind == "activate" and e.player == 1]
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert BEWD in duel.names(duel.inst(bright)) and duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "gy") == [BLUE_FANG]
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])
    do(duel, "battle")
    do(duel, f"attack {bright} -> {find(duel, BLUE_FANG, 1, 'mzone')}")
    assert duel.lp == [8000, 7500] and BLUE_FANG in names(duel, 1, "gy")
    do(duel, "end")
    assert duel.turn == 4
    b = duel.inst(bright)
    assert duel.atk(b) == 2500 and BEWD not in duel.names(b)


def test_hx_18_bright_dragon_named_blue_eyes_is_not_a_legend_normal_monster() -> None:
    """HX-18. R-CARD-1, R-CARD-4, R-REQ-1, R-EFF-2.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes Bright Dragon and a face-down
    Blue-Eyes White Dragon (both since turn 1). P2 controls face-up V4-1600.
    Actions: P1 activates Bright Dragon.
    Expected: it becomes "Blue-Eyes White Dragon" with 3000 ATK, but the destruction
    clause needs a face-up Legend Normal Monster: Bright Dragon is an Effect Monster
    without the LEGEND icon, and the Set Blue-Eyes is face-down. P2 is never asked about
    a destruction and V4-1600 stays."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    bright = find(duel, BRIGHT, 0, "mzone")
    do(duel, f"activate {bright}")
    assert duel.request.kind == "main", duel.request
    assert duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "mzone")[0] == "V4-1600" and names(duel, 1, "gy") == []


def _overlord_duel(extra_hand: tuple[str, ...] = ()) -> Duel:
    duel = build(p0=Side(lp=5000, hand=[OVL_L, OVL, OVL_R, *extra_hand],
                         deck=["V1-100"] * 10),
                 p1=Side(monsters=[(BEWD, ATK)]))
    maximum(duel)
    assert duel.maxm[0] and duel.request.kind == "main"
    return duel


def test_hx_19_each_maximum_piece_once_and_a_returned_maximum_monster_is_new() -> None:
    """HX-19. R-MAX-9, R-MAX-10, R-EFF-3, R-EFF-4, R-MAX-8, R-MAX-2, R-MAX-6, R-EFF-6.
    Setup: P1 turn 3, 5000 LP; P2 8000 LP with face-up Blue-Eyes White Dragon (Level 8).
    P1's hand: the three Supreme Machine Magnum Overlord pieces, FX-RECALL, V2-500.
    Actions: Maximum Summon; activate [R] (mill 1; +200 x 8); try [R] again; activate
    [L] (LP lower; send V2-500 from the hand; + the LP difference); FX-RECALL returns
    the Maximum monster to the hand; Maximum Summon again; activate [R] again; attack
    Blue-Eyes White Dragon.
    Expected: 3500 -> 5100; the second [R] is refused; 5100 + 3000 = 8100. All three
    pieces return to the hand together and the ATK gains are gone. The new Maximum
    monster may use [R] again: 5100. Battle: P2 takes 2100 (5900)."""
    duel = _overlord_duel(("FX-RECALL", "V2-500"))
    c = duel.mz[0][1]
    right, left = find(duel, OVL_R, 0, "mzone"), find(duel, OVL_L, 0, "mzone")
    do(duel, f"activate {right}")
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert duel.atk(c) == 5100
    refused(duel, f"activate {right}")
    do(duel, f"activate {left}")
    answer(duel, picks=(find(duel, "V2-500", 0, "hand"),))
    assert duel.atk(c) == 8100 and "V2-500" in names(duel, 0, "gy")
    play(duel, "FX-RECALL", picks=(duel.oid[c],))
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    maximum(duel)
    c = duel.mz[0][1]
    assert duel.atk(c) == 3500
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert duel.atk(c) == 5100
    do(duel, "battle")
    do(duel, f"attack {duel.oid[c]} -> {find(duel, BEWD, 1, 'mzone')}")
    assert duel.lp == [5000, 5900] and names(duel, 1, "gy") == [BEWD]


# ==================================================== section 9: Spells (R-SPELL, R-EQUIP, R-FIELD)
def test_hx_20_equip_and_field_spells_with_a_type_change_and_a_replacement() -> None:
    """HX-20. R-EQUIP-1, R-EQUIP-3, R-CARD-2, R-FIELD-1, R-FIELD-2, R-TRAP-5, R-EFF-6,
    R-CALC-1.
    Setup: P1 turn 3. P1 controls face-up Jointech Rex (since turn 1) and face-up
    FX-FIELD-B, and has FX-FIELD-GUARD Set earlier. Hand: FX-MACHINE-EQUIP, Type Change
    Beam, Blue-Eyes White Dragon, FX-FIELD-A. P2 controls face-up V4-1800 and face-up
    FX-FIELD-C.
    Actions: equip FX-MACHINE-EQUIP to Rex; Type Change Beam (reveal Blue-Eyes) makes
    Rex a Dragon; activate FX-FIELD-A (FX-FIELD-B is replaced); Rex attacks V4-1800.
    Expected: Rex 2500 + 200 + 500 = 3200; as a Dragon it keeps the Equip (3200). The
    replaced FX-FIELD-B goes to the GY by rule, not destroyed: FX-FIELD-GUARD is not
    offered; Rex 3100. V4-1800 has 2100 (P2's own Field Spell). P2 takes 1000 (7000).
    On P2's turn 4 Rex is a Machine again and still has 3100."""
    duel = build(p0=Side(monsters=[(REX, ATK)], field_spell=(FIELD_B, ATK),
                         spells=[(FIELD_GUARD, SET)],
                         hand=[MACHINE_EQUIP, TCB, BEWD, FIELD_A]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_C, ATK)))
    rex = at(duel, REX)
    play(duel, MACHINE_EQUIP, zone="s1", picks=(duel.oid[rex],))
    assert duel.atk(rex) == 3200
    play(duel, TCB, zone="s2", picks=(find(duel, BEWD, 0, "hand"), duel.oid[rex]))
    assert duel.race(rex) == "Dragon" and duel.atk(rex) == 3200
    assert names(duel, 0, "szone")[1] == MACHINE_EQUIP
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == [TCB, FIELD_B]
    assert duel.atk(rex) == 3100 and duel.atk(at(duel, "V4-1800")) == 2100
    attack(duel, REX, "V4-1800")
    assert duel.lp == [8000, 7000] and names(duel, 1, "gy") == ["V4-1800"]
    to_turn(duel, 4)
    assert duel.race(rex) == "Machine" and duel.atk(rex) == 3100


def test_hx_21_despairacion_destroys_the_field_spell_and_field_guard_answers() -> None:
    """HX-21. R-FIELD-1, R-TRAP-5, R-TRAP-4, R-REQ-2, R-MAX-9, R-MAX-10, R-ZONE-3.
    Setup: P1 turn 3 has Maximum Summoned Doomblaze Fiend Overlord Despairacion; hand:
    Supreme Machine Magnum Overlord [L] and [R]. P2 controls face-up V4-1600 and face-up
    FX-FIELD-A, and has FX-FIELD-GUARD Set earlier.
    Actions: P1 activates the center's effect, sending the two Maximum Monsters and
    destroying FX-FIELD-A (a card P2 controls); in Maximum Mode P1 draws 2.
    Expected: the whole effect resolves, then P2 is offered FX-FIELD-GUARD (its Field
    Zone card was destroyed by a card effect) and draws 1. V4-1600 is back to 1600."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R], deck=["V1-100"] * 5),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)]))
    maximum(duel, DESP)
    assert duel.atk(at(duel, "V4-1600")) == 1700
    hand1 = len(duel.hand[1])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, FIELD_A),))
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])
    assert len(duel.hand[0]) == 2 and duel.fz[1] < 0
    window_for(duel, 1)
    trap(duel, FIELD_GUARD)
    assert names(duel, 1, "gy") == [FIELD_A, FIELD_GUARD] and len(duel.hand[1]) == hand1 + 1
    assert duel.atk(at(duel, "V4-1600")) == 1600


def test_hx_22_an_equipped_maximum_monster_bounced_after_the_equip_spell() -> None:
    """HX-22. R-EQUIP-1, R-EQUIP-4, R-MAX-8, R-MAX-13, R-TRAP-5, R-MAX-2.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces and
    FX-MACHINE-EQUIP. P2 has Compulsory Evacuation Device (Rush) Set earlier.
    Actions: Maximum Summon (P2 passes in its window); equip FX-MACHINE-EQUIP to the
    Maximum monster (a Machine); after that Spell, P2 activates Compulsory Evacuation
    Device and returns the monster.
    Expected: the Device is offered after the Maximum Summon (a Special Summon) and
    after the Spell. ATK 4000 once equipped. All three pieces return to P1's hand; the
    Equip Spell goes to the GY; P1's field is empty and no longer in Maximum Mode."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP]),
                 p1=Side(spells=[(CED, SET)]))
    maximum(duel)
    window_for(duel, 1)
    do(duel, "pass")
    c = duel.mz[0][1]
    play(duel, MACHINE_EQUIP, zone="s0", picks=(duel.oid[c],))
    assert duel.atk(c) == 4000
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(duel.oid[c],))
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "gy") == [MACHINE_EQUIP]
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert names(duel, 1, "gy") == [CED]


def test_hx_23_an_equip_set_this_turn_needs_a_face_up_machine_you_control() -> None:
    """HX-23. R-SPELL-2, R-EQUIP-1, R-POS-2, R-REQ-1.
    Setup: P1 turn 3. P1 controls face-down Jointech Rex and face-up V4-1600 (since
    turn 1); P2 controls face-up Cyber Dragon (Rush) (a Machine). Hand: FX-MACHINE-EQUIP.
    Actions: P1 Sets FX-MACHINE-EQUIP and tries to activate it; changes Rex to face-up
    Attack; activates the Set Equip Spell.
    Expected: the first activation is refused (no face-up Machine P1 controls; the
    opponent's Machine does not count); after the flip it is legal the same turn, goes
    to Rex only, and Rex has 3000."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "V1-100"],
                         monsters=[(REX, SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    do(duel, f"set {find(duel, MACHINE_EQUIP)} s0")
    eq = find(duel, MACHINE_EQUIP, 0, "szone")
    refused(duel, f"activate {eq}")
    do(duel, f"position {find(duel, REX, 0, 'mzone')} atk")
    do(duel, f"activate {eq}")
    if duel.request.kind == "pick":
        assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == \
            {find(duel, REX, 0, "mzone")}
        answer(duel, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 3000 and duel.atk(at(duel, "Cyber Dragon (Rush)")) == 2100


# ==================================================== section 10: Traps (R-TRAP)
def test_hx_24_after_a_trap_the_new_window_asks_the_non_turn_player_first_again() -> None:
    """HX-24. R-TRAP-6, R-TRAP-4, R-TRAP-3, R-TRAP-5.
    Setup: P1 turn 3; P1's hand: V4-1600, V1-100; P1 has Compulsory Evacuation Device
    (Rush) Set earlier. P2's hand: Blue-Eyes White Dragon; P2 has Dragon Encounter and
    Torrential Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600. P2 activates Dragon Encounter and Special Summons
    Blue-Eyes White Dragon. In the new window P2 passes; P1 activates Compulsory
    Evacuation Device and returns Blue-Eyes White Dragon.
    Expected: in the summon window P2 is offered both of its Traps and P1 nothing yet.
    The Trap's Special Summon opens a new window where P2 (still the non-turn player)
    is asked first and is offered its own Torrential Tribute; only after P2 passes is
    P1 offered the Device. Blue-Eyes White Dragon returns to P2's hand; Torrential
    Tribute stays Set."""
    duel = build(p0=Side(hand=["V4-1600", "V1-100"], spells=[(CED, SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET), (TORRENT, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER), find(duel, TORRENT)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BEWD
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    do(duel, "pass")
    window_for(duel, 0)
    trap(duel, CED)
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert names(duel, 1, "hand") == [BEWD]
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "szone")[1] == TORRENT
    assert duel.request.kind == "main" and duel.current_player == 0


def test_hx_25_summon_events_are_not_carried_into_later_windows() -> None:
    """HX-25. R-TRAP-5, R-MAIN-3, R-TRAP-4.
    Setup: P1 turn 3; P1 controls V4-1400 (since turn 1); hand: V4-1800, V2-500,
    Summoned Skull (Rush). P2 has Trap Hole (Rush) Set earlier.
    Actions: Normal Summon V4-1800 (P2 passes); Normal Summon V2-500; Tribute Summon
    Summoned Skull, Tributing V2-500.
    Expected: Trap Hole is offered after V4-1800's summon; after V2-500's summon it is
    not (500 ATK, and the earlier summon is not carried forward); after the Tribute
    Summon (a Normal Summon) it is offered and destroys Summoned Skull only."""
    duel = build(p0=Side(hand=["V4-1800", "V2-500", SKULL], monsters=[("V4-1400", ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    window_for(duel, 1)
    do(duel, "pass")
    do(duel, f"summon {find(duel, 'V2-500', 0, 'hand')} z2")
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"summon {find(duel, SKULL, 0, 'hand')} z2")
    answer(duel)
    window_for(duel, 1)
    trap(duel, TRAP_HOLE)
    assert names(duel, 0, "gy") == ["V2-500", SKULL]
    assert names(duel, 0, "mzone") == ["V4-1400", "V4-1800", ""]


def test_hx_26_one_trap_per_attack_window_and_a_new_declaration_opens_a_new_one() -> None:
    """HX-26. R-TRAP-3, R-TRAP-5, R-BATTLE-4, R-BATTLE-5.
    Setup: P1 turn 3, Battle Phase. P1 controls face-up Blue-Eyes White Dragon and Dark
    Magician (Rush). P2 controls face-up V4-1600 and has Mirror Force (Rush) and
    Sakuretsu Armor (Rush) Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 activates Sakuretsu Armor. Dark Magician
    attacks V4-1600; P2 activates Mirror Force.
    Expected: on the first declaration both Traps qualify but only one may be used;
    Blue-Eyes is destroyed and the attack ends (no damage); Mirror Force is not offered
    in the Trap's own window. The second declaration opens a new window where Mirror
    Force destroys Dark Magician. LP stay 8000; V4-1600 stays."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET), (ARMOR, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, MIRROR), find(duel, ARMOR)}
    trap(duel, ARMOR)
    assert names(duel, 0, "gy") == [BEWD]
    assert duel.request.kind == "battle"
    attack(duel, DM, "V4-1600")
    window_for(duel, 1)
    trap(duel, MIRROR)
    assert names(duel, 0, "gy") == [BEWD, DM] and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-1600"


def test_hx_27_a_negated_attack_is_used_and_the_recital_needs_exactly_one_monster() -> None:
    """HX-27. R-BATTLE-5, R-TRAP-5, R-BATTLE-2, R-CALC-1.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon (Level 8) and
    V4-1800. P2 controls face-up V4-1400 and has Music Princess's Recital Set earlier.
    Actions: Blue-Eyes attacks V4-1400 and P2 negates it; V4-1800 attacks V4-1400.
    Expected: the negated attack has no Damage Step and Blue-Eyes cannot attack again;
    V4-1800's attack deals 400 (P2 7600). With a second monster on P2's field (fresh
    copy of the setup plus V4-WALL), the Recital is not offered at all: Blue-Eyes
    destroys V4-1400 and P2 takes 1600 (6400)."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(RECITAL, SET)]))
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    trap(duel, RECITAL)
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert duel.request.kind == "battle"
    bewd = find(duel, BEWD, 0, "mzone")
    assert not [a for a in duel.legal_actions() if a.kind == "attack" and a.card == bewd]
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7600]
    two = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                p1=Side(monsters=[("V4-1400", ATK), ("V4-WALL", ATK)],
                        spells=[(RECITAL, SET)]))
    attack(two, BEWD, "V4-1400")
    assert two.lp == [8000, 6400]


# ==================================================== section 12: End Phase (R-END)
def test_hx_35_a_trap_atk_loss_ends_with_the_turn_but_the_position_stays() -> None:
    """HX-35. R-END-1, R-EFF-6, R-POS-1, R-POS-4, R-CALC-4, R-END-2.
    Setup: P1 turn 3, Battle Phase: face-up V4-1800. P2 controls face-up Dark Magician
    (Rush) in Attack (since turn 2) and has FX-SHRINK-ON-ATTACK Set earlier; P2 holds 6
    cards.
    Actions: V4-1800 attacks Dark Magician; P2's Trap puts it in Defense with -500 ATK.
    P1's turn ends; P2's turn 4.
    Expected: 1800 vs DEF 2100: P1 takes 300. On turn 3 Dark Magician has 2000 ATK; on
    turn 4 it is back to 2500 but still in Defense, and P2 may change it to Attack by
    hand (the effect change did not use its manual change). P2 holds 7 cards (nothing
    discarded)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V1-100"] * 6, monsters=[(DM, ATK, 2)],
                         spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    attack(duel, "V4-1800", DM)
    window_for(duel, 1)
    trap(duel, "FX-SHRINK-ON-ATTACK")
    assert duel.lp == [7700, 8000]
    dm = at(duel, DM)
    to_turn(duel, 4)
    assert duel.atk(dm) == 2500 and duel.pos[dm] == DEF and len(duel.hand[1]) == 7
    do(duel, f"position {duel.oid[dm]} atk")
    assert duel.pos[dm] == ATK
