"""Held-out style conformance scenarios HX-71..HX-83, written like SC-01..SC-30 of RULES.md
section 19 (an initial state, the actions, the expected LP, zones and legal or refused
actions, with their rule ids). Expectations come from RULES.md alone. They favour places
where two rules meet: Requirements and costs that cannot be paid, Maximum pieces used
outside Maximum Mode, Equip and Field Spells when the monster or the zone changes, and
what a Maximum Mode monster does to effects that choose, count, destroy or summon.
HX-84..HX-95 are in test_heldout_effects_max2b.py.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BRIGHT,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    FLIPDOWN,
    GUARD_POS,
    HOLE,
    HORN,
    MACHINE_EQUIP,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    SRM,
    TCB,
    TORRENT,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    build,
    maximum,
    offered,
    p2_maximum,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused

CYBER = "Cyber Dragon (Rush)"


def pay(duel: Duel, cards: tuple[int, ...]) -> None:
    """Pick `cards` while they are offered (a forced cost may be taken by the engine)."""
    while duel.request.kind == "pick" and picks(duel) & set(cards):
        do(duel, f"pick {min(picks(duel) & set(cards))}")


def field_oids(duel: Duel, p: int) -> set[int]:
    return {duel.oid[i] for i in duel.mz[p] if i >= 0}


def no_spell(duel: Duel, name: str, p: int = 0) -> None:
    """Spell `name` in `p`'s hand can be activated in no S/T zone."""
    card = find(duel, name, p, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {card} {z}")


def not_offered(duel: Duel, name: str, p: int) -> None:
    """`p`'s Set card `name` is not offered now (no window for `p`, or not in it)."""
    card = find(duel, name, p, "szone")
    if duel.request.kind == "window" and duel.current_player == p:
        assert card not in offered(duel)


# ============================================================ R-REQ / R-EFF: costs
def test_hx_71_a_requirement_that_cannot_be_paid_completely_is_refused() -> None:
    """HX-71. R-REQ-1, R-MAX-9, R-MAX-10, R-EFF-3, R-WIN-2, R-MAX-2.
    Setup: P1 turn 3 at 5000 LP (P2 8000), P1's Deck is empty. P1 controls face-up
    Sevens Road Magician (since turn 1); hand: the three Supreme Machine Magnum Overlord
    pieces and Type Change Beam. P2 controls face-up V4-1600.
    Actions: try Sevens Road Magician (mill 1); Maximum Summon; try Type Change Beam
    (reveal a monster in the hand); try [R] (mill 1); activate [L] (LP lower; send
    Type Change Beam from the hand); try [L] again.
    Expected: Sevens Road Magician and [R] are refused (nothing to mill); Type Change
    Beam is refused (no monster left in the hand to reveal). [L] is legal: Type Change
    Beam goes to the GY and the monster gains 3000 (6500). The second [L] is refused.
    An empty Deck alone is no loss: the duel goes on."""
    duel = build(p0=Side(lp=5000, deck=[], monsters=[(SRM, ATK)],
                         hand=[OVL_L, OVL, OVL_R, TCB]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, SRM, 0, 'mzone')}")
    maximum(duel)
    assert names(duel, 0, "gy") == [SRM] and names(duel, 0, "hand") == [TCB]
    no_spell(duel, TCB)
    right, left = find(duel, OVL_R, 0, "mzone"), find(duel, OVL_L, 0, "mzone")
    refused(duel, f"activate {right}")
    tcb = find(duel, TCB, 0, "hand")
    do(duel, f"activate {left}")
    answer(duel, picks=(tcb,))
    c = duel.mz[0][1]
    assert duel.atk(c) == 6500 and names(duel, 0, "gy") == [SRM, TCB]
    refused(duel, f"activate {left}")
    assert not duel.is_over and duel.lp == [5000, 8000]


def test_hx_72_despairacion_center_outside_maximum_mode_destroys_but_does_not_draw() -> None:
    """HX-72. R-MAX-10, R-MAX-11, R-REQ-1, R-MAX-6, R-CALC-1.
    Setup: P1 turn 3 controls face-up Doomblaze Fiend Overlord Despairacion (the center,
    an ordinary monster since turn 1, not in Maximum Mode). P2 controls face-up V4-1800
    and has Mirror Force (Rush) Set.
    (a) Hand: Supreme Machine Magnum Overlord [L] and V4-1600: the effect is refused
    (only one Maximum Monster in the hand for the cost of two).
    (b) Hand: Overlord [L], Overlord [R], V4-1600. Activate: both Maximum Monsters go to
    the GY (V4-1600 cannot pay), Mirror Force is destroyed, and there is no draw (the
    draw needs Maximum Mode): the hand is V4-1600 alone, the Deck unchanged. It attacks
    V4-1800 with its printed 2500: P2 7300."""
    p1 = Side(monsters=[("V4-1800", ATK)], spells=[(MIRROR, SET)])
    one = build(p0=Side(monsters=[(DESP, ATK)], hand=[OVL_L, "V4-1600"]), p1=p1)
    refused(one, f"activate {find(one, DESP, 0, 'mzone')}")
    duel = build(p0=Side(monsters=[(DESP, ATK)], hand=[OVL_L, OVL_R, "V4-1600"]), p1=p1)
    deck = len(duel.deck[0])
    desp = find(duel, DESP, 0, "mzone")
    assert not duel.maxm[0] and duel.atk(duel.inst(desp)) == 2500
    cost = (find(duel, OVL_L, 0, "hand"), find(duel, OVL_R, 0, "hand"))
    do(duel, f"activate {desp}")
    answer(duel, picks=(*cost, find(duel, MIRROR, 1, "szone")))
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])
    assert names(duel, 1, "gy") == [MIRROR]
    assert names(duel, 0, "hand") == ["V4-1600"] and len(duel.deck[0]) == deck
    attack(duel, DESP, "V4-1800")
    assert duel.lp == [8000, 7300] and names(duel, 1, "gy") == [MIRROR, "V4-1800"]


# ============================================================ R-EQUIP, R-FIELD, R-CARD
def test_hx_73_a_type_change_lets_an_equip_on_which_stays_then_fusion_sends_it() -> None:
    """HX-73. R-CARD-2, R-EQUIP-1, R-EQUIP-3, R-EQUIP-4, R-EFF-6, R-REQ-1, R-FUS-2.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400 (Warriors, since turn 1);
    hand: FX-MACHINE-EQUIP, Type Change Beam, Cyber Dragon (Rush), "Fusion"; Extra:
    FX-FUSION-2.
    Actions: try the Equip; Type Change Beam reveals Cyber Dragon (a Machine) and makes
    V4-1600 a Machine; equip FX-MACHINE-EQUIP to it; end the turn; P2's turn 4 ends; on
    turn 5 P1 activates "Fusion" with V4-1600 and V4-1400.
    Expected: the first Equip is refused (no face-up Machine). Cyber Dragon stays in the
    hand (revealed, not sent). The Equip may go only to V4-1600: 2100. On turn 4
    V4-1600 is a Warrior again and keeps the Equip and 2100. The Fusion Summon sends
    both materials to the GY and the Equip Spell with them; FX-FUSION-2 has 2400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[MACHINE_EQUIP, TCB, CYBER, "Fusion"], extra=["FX-FUSION-2"]))
    no_spell(duel, MACHINE_EQUIP)
    v16, v14 = at(duel, "V4-1600"), at(duel, "V4-1400")
    play(duel, TCB, zone="s0", picks=(find(duel, CYBER, 0, "hand"), duel.oid[v16]))
    assert duel.race(v16) == "Machine" and duel.race(v14) == "Warrior"
    assert CYBER in names(duel, 0, "hand")
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s1")
    if duel.request.kind == "pick":
        assert picks(duel) == {duel.oid[v16]}
    answer(duel, picks=(duel.oid[v16],))
    assert duel.atk(v16) == 2100 and duel.atk(v14) == 1400
    to_turn(duel, 4)
    assert duel.race(v16) == "Warrior" and duel.atk(v16) == 2100
    assert MACHINE_EQUIP in names(duel, 0, "szone")
    to_turn(duel, 5)
    play(duel, "Fusion", zone="s0", picks=(duel.oid[v16], duel.oid[v14]), pos="atk")
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [TCB, MACHINE_EQUIP, "V4-1600", "V4-1400", "Fusion"])
    assert duel.atk(at(duel, "FX-FUSION-2")) == 2400


def test_hx_74_flipped_face_down_both_equips_leave_and_piercing_is_gone() -> None:
    """HX-74. R-EQUIP-2, R-EQUIP-4, R-POS-4, R-POS-1, R-POS-2, R-CALC-5, R-CALC-4.
    Setup: P1 turn 3 controls face-up Cyber Dragon (Rush) (Machine, 2100, since turn 1);
    hand: FX-MACHINE-EQUIP, Jointech Rush Horn, FX-FLIPDOWN. P2 controls V4-WALL in
    face-up Defense (DEF 2000).
    Actions: equip both Equip Spells to Cyber Dragon; FX-FLIPDOWN turns it face-down;
    P1 changes it to face-up Attack by hand; it attacks V4-WALL.
    Expected: 2900 with piercing once equipped. Turned face-down, both Equip Spells go
    to the GY. The manual change is legal (on the field since turn 1, no manual change
    yet). 2100 vs DEF 2000: V4-WALL is destroyed, and there is no piercing damage."""
    duel = build(p0=Side(monsters=[(CYBER, ATK)], hand=[MACHINE_EQUIP, HORN, FLIPDOWN]),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    cyber = at(duel, CYBER)
    play(duel, MACHINE_EQUIP, zone="s0", picks=(duel.oid[cyber],))
    play(duel, HORN, zone="s1", picks=(duel.oid[cyber],))
    assert duel.atk(cyber) == 2900
    play(duel, FLIPDOWN, zone="s2", picks=(duel.oid[cyber],))
    assert duel.pos[cyber] == SET
    assert sorted(names(duel, 0, "gy")) == sorted([MACHINE_EQUIP, HORN, FLIPDOWN])
    assert names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"position {duel.oid[cyber]} atk")
    assert duel.pos[cyber] == ATK and duel.atk(cyber) == 2100
    attack(duel, CYBER, "V4-WALL")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V4-WALL"]


def test_hx_75_a_set_field_spell_replaces_the_face_up_one_and_is_activated_later() -> None:
    """HX-75. R-FIELD-1, R-FIELD-2, R-FIELD-3, R-SPELL-2, R-MAIN-5, R-ZONE-3.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1) and face-up FX-FIELD-A,
    and has FX-FIELD-GUARD Set earlier; hand: FX-FIELD-C, FX-FIELD-B. P2 controls
    face-up V4-1400 and face-up FX-FIELD-B.
    Actions: P1 Sets FX-FIELD-C in its Field Zone; activates the Set FX-FIELD-C; then
    activates FX-FIELD-B from the hand.
    Expected: V4-1600 1700 and V4-1400 1600 at first. Setting C sends A to the GY by
    rule (no destruction: FX-FIELD-GUARD is never offered); a Set Field Spell does
    nothing: V4-1600 1600. Activated the same turn: 1900. B replaces C the same way:
    1800. P2's own FX-FIELD-B stays all along (V4-1400 1600). P1's GY: A, C."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_C, FIELD_B]),
                 p1=Side(monsters=[("V4-1400", ATK)], field_spell=(FIELD_B, ATK)))
    v16, v14 = at(duel, "V4-1600"), at(duel, "V4-1400")
    assert duel.atk(v16) == 1700 and duel.atk(v14) == 1600
    do(duel, f"set {find(duel, FIELD_C, 0, 'hand')} f")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == [FIELD_A]
    assert duel.data[duel.fz[0]].name == FIELD_C and duel.pos[duel.fz[0]] == SET
    assert duel.atk(v16) == 1600
    do(duel, f"activate {find(duel, FIELD_C, 0)}")
    assert duel.atk(v16) == 1900 and duel.request.kind == "main"
    do(duel, f"activate {find(duel, FIELD_B, 0, 'hand')} f")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_C]
    assert duel.data[duel.fz[0]].name == FIELD_B and duel.atk(v16) == 1800
    assert duel.data[duel.fz[1]].name == FIELD_B and duel.atk(v14) == 1600
    assert names(duel, 0, "szone")[0] == FIELD_GUARD


# ============================================================ R-MAX: pieces as ordinary cards
def test_hx_76_a_revived_center_piece_is_an_ordinary_monster() -> None:
    """HX-76. R-MAX-12, R-MAX-11, R-MAX-2, R-MAX-10, R-TRAP-5, R-SPELL-3.
    Setup: P1 turn 3; GY: Supreme Machine Magnum Overlord (center); hand: Monster
    Reborn (Rush), Overlord [L], Overlord [R]. P2 has Torrential Tribute (Rush) Set
    earlier.
    Actions: try a Maximum Summon; Monster Reborn Special Summons the center in Attack;
    try a Maximum Summon again; P2 activates Torrential Tribute.
    Expected: no Maximum Summon while the center is not in the hand, nor once it is on
    the field. The revived center is not in Maximum Mode: printed ATK 1900, Level 10,
    and its protection from the opponent's Traps does not apply: Torrential Tribute
    destroys it."""
    duel = build(p0=Side(gy=[OVL], hand=[REBORN, OVL_L, OVL_R]),
                 p1=Side(spells=[(TORRENT, SET)]))
    assert not [a for a in duel.legal_actions() if a.kind == "maximum"]
    refused(duel, Action("maximum", find(duel, OVL, 0, "gy")))
    play(duel, REBORN, picks=(find(duel, OVL, 0, "gy"),), pos="atk")
    c = at(duel, OVL)
    assert not duel.maxm[0] and duel.atk(c) == 1900 and duel.level(c) == 10
    window_for(duel, 1)
    snapshot = duel.clone()
    do(snapshot, "pass")
    assert not [a for a in snapshot.legal_actions() if a.kind == "maximum"]
    refused(snapshot, Action("maximum", find(snapshot, OVL, 0, "mzone")))
    trap(duel, TORRENT)
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, OVL])
    assert names(duel, 0, "mzone") == ["", "", ""]


def test_hx_77_three_pieces_summoned_one_by_one_stay_three_monsters() -> None:
    """HX-77. R-MAX-11, R-MAX-2, R-MAX-10, R-MAIN-3, R-TRAP-5, R-BATTLE-2, R-CALC-6.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400 (since turn 1); hand: the
    three Supreme Machine Magnum Overlord pieces. P2 controls face-up V1-100 and has
    Trap Hole (Rush) Set earlier.
    Actions: Normal Summon [L] (Level 4); try a Maximum Summon; Tribute Summon the
    center (Level 10) with both V4 monsters; P2 passes; Normal Summon [R] (Level 3); try
    [R]'s effect (mill 1, a face-up opponent's monster exists); [L] attacks V1-100,
    then the center and [R] attack directly.
    Expected: [L] needs no Tribute and has 800 ATK (Trap Hole is not offered); with [L]
    on the field no Maximum Summon is possible; the center needs two Tributes and has
    1900 (Trap Hole is offered). The three are separate monsters, not Maximum Mode:
    [R]'s Maximum-Mode-only effect is refused. Each attacks once: 700 + 1900 + 500,
    P2 4900."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V1-100", ATK)], spells=[(TRAP_HOLE, SET)]))
    assert Action("maximum", find(duel, OVL, 0, "hand")) in duel.legal_actions()
    do(duel, f"summon {find(duel, OVL_L, 0, 'hand')} z2")
    assert duel.request.kind == "main" and duel.current_player == 0
    refused(duel, Action("maximum", find(duel, OVL, 0, "hand")))
    center = find(duel, OVL, 0, "hand")
    for z in ("z0", "z1"):
        if Action("summon", center, int(z[1])) in duel.legal_actions():
            do(duel, f"summon {center} {z}")
            break
    answer(duel, picks=(find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1400", 0, "mzone")))
    assert sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    do(duel, "pass")
    free = [z for z in range(3) if duel.mz[0][z] < 0]
    do(duel, f"summon {find(duel, OVL_R, 0, 'hand')} z{free[0]}")
    assert not duel.maxm[0] and sorted(names(duel, 0, "mzone")) == sorted([OVL_L, OVL, OVL_R])
    assert duel.atk(at(duel, OVL)) == 1900
    refused(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    attack(duel, OVL_L, "V1-100")
    assert duel.lp == [8000, 7300] and names(duel, 1, "gy") == ["V1-100"]
    for piece in (OVL, OVL_R):
        attack(duel, piece)
    assert duel.lp == [8000, 4900]


# ============================================================ R-MAX: one monster, one card
def test_hx_78_despairacion_in_maximum_mode_survives_the_opponents_dark_hole_only() -> None:
    """HX-78. R-MAX-9, R-MAX-5, R-MAX-8, R-SPELL-1, R-MAX-10.
    Setup: P1 turn 3; hand: the three Doomblaze Fiend Overlord Despairacion pieces and
    Dark Hole (Rush). P2 controls face-up V4-1600 (since turn 2); P2's hand: Dark Hole
    (Rush).
    Actions: P1 Maximum Summons and ends the turn. On turn 4 P2 activates Dark Hole. On
    turn 5 P1 activates its own Dark Hole.
    Expected: P2's Dark Hole destroys only V4-1600: [L]'s Maximum-Mode protection from
    the opponent's Spell effects covers the whole Maximum monster, and all three pieces
    stay. P1's own Dark Hole is not the opponent's: the Maximum monster is destroyed and
    all three pieces go to P1's GY together."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, HOLE]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], hand=[HOLE]))
    maximum(duel, DESP)
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    assert names(duel, 1, "gy") == ["V4-1600", HOLE]
    assert names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R] and duel.maxm[0]
    to_turn(duel, 5)
    play(duel, HOLE, zone="s0")
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([DESP_L, DESP, DESP_R, HOLE])


def test_hx_79_despairacion_destroys_the_opponents_maximum_monster_as_one_card() -> None:
    """HX-79. R-MAX-5, R-MAX-8, R-REQ-3, R-MAX-9, R-MAX-10, R-REQ-1, R-CALC-6.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2. P1's turn 3;
    hand: the three Doomblaze Fiend Overlord Despairacion pieces and P1's own Overlord
    [L] and [R].
    Actions: P1 Maximum Summons Despairacion; activates the center: sends Overlord [L]
    and [R] from the hand, destroys 1 card P2 controls, then draws 2; attacks directly.
    Expected: P2's Maximum monster is one card to choose (only one of its pieces may be
    picked) and the Overlord's protection covers only Traps: all three of P2's pieces go
    to P2's GY. P1 draws 2 (Maximum Mode). P2 controls no monsters: 4000 direct, P2
    4000."""
    duel = p2_maximum(OVL, Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R]))
    maximum(duel, DESP)
    assert duel.request.kind == "main"
    cost = (find(duel, OVL_L, 0, "hand"), find(duel, OVL_R, 0, "hand"))
    hand, deck = len(duel.hand[0]), len(duel.deck[0])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    pay(duel, cost)
    if duel.request.kind == "pick":
        assert len(picks(duel) & field_oids(duel, 1)) == 1
        answer(duel, picks=tuple(picks(duel) & field_oids(duel, 1)))
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 1, "mzone") == ["", "", ""] and not duel.maxm[1]
    assert len(duel.hand[0]) == hand - 2 + 2 and len(duel.deck[0]) == deck - 2
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])
    attack(duel, DESP)
    assert duel.lp == [8000, 4000]


def test_hx_80_in_maximum_mode_no_spell_trap_or_condition_adds_a_monster() -> None:
    """HX-80. R-MAX-3, R-ZONE-5, R-REQ-3, R-CARD-2, R-EFF-1, R-MAX-5, R-TRAP-5.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, Monster
    Reborn (Rush), Type Change Beam, Blue-Eyes Vision Dragon, Blue-Eyes White Dragon,
    Polymerization (Rush), V4-1600, V4-1400; Extra: FX-FUSION-2; GY: V4-1600; Dragon
    Encounter Set earlier. P2's hand: V4-1800.
    Actions: Maximum Summon; try Monster Reborn and Polymerization; Type Change Beam
    reveals Vision Dragon and makes the Maximum monster a Dragon; try Vision Dragon's
    summoning condition; end the turn; on turn 4 P2 Normal Summons V4-1800.
    Expected: Monster Reborn and Polymerization (materials from the hand; the Maximum
    monster is no listed material) are refused: no Monster Zone for the summon. Type Change
    Beam chooses the Maximum monster once (one of P1's pieces offered): it is a Level
    10 Dragon, yet Vision Dragon's Special Summon is refused. On turn 4 Dragon
    Encounter is not offered (it could not place Blue-Eyes)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, REBORN, TCB, VISION, BEWD, POLY, "V4-1600",
                               "V4-1400"], gy=["V4-1600"], extra=["FX-FUSION-2"],
                         spells=[(ENCOUNTER, SET)]),
                 p1=Side(hand=["V4-1800"]))
    maximum(duel)
    no_spell(duel, REBORN)
    no_spell(duel, POLY)
    do(duel, f"activate {find(duel, TCB, 0, 'hand')} s1")
    answer(duel, picks=(find(duel, VISION, 0, "hand"),))
    if duel.request.kind == "pick":
        assert len(picks(duel) & field_oids(duel, 0)) == 1
        answer(duel, picks=tuple(picks(duel) & field_oids(duel, 0)))
    c = duel.mz[0][1]
    assert duel.race(c) == "Dragon" and duel.level(c) == 10
    vision = find(duel, VISION, 0, "hand")
    assert not [a for a in duel.legal_actions() if a.kind == "spsummon"]
    for z in range(3):
        refused(duel, Action("spsummon", vision, z, pos=DEF))
    to_turn(duel, 4)
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    not_offered(duel, ENCOUNTER, 0)
    assert BEWD in names(duel, 0, "hand") and duel.maxm[0]


def test_hx_81_position_effects_cannot_choose_a_maximum_mode_monster() -> None:
    """HX-81. R-MAX-4, R-POS-4, R-MAX-5, R-SPELL-3.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2. P1's turn 3:
    face-up V4-1800 in Attack (since turn 1); hand: FX-GUARD-POS, FX-FLIPDOWN.
    Actions: FX-GUARD-POS (a face-up Attack Position monster to Defense); FX-FLIPDOWN
    (a face-up monster to face-down Defense).
    Expected: neither may choose the Maximum monster: each can choose only V4-1800,
    which ends face-down. P2's three pieces stay face-up Attack with 3500; both Spells
    are in P1's GY."""
    duel = p2_maximum(OVL, Side(monsters=[("V4-1800", ATK)], hand=[GUARD_POS, FLIPDOWN]))
    v = find(duel, "V4-1800", 0, "mzone")
    for spell, zone in ((GUARD_POS, "s0"), (FLIPDOWN, "s1")):
        do(duel, f"activate {find(duel, spell, 0, 'hand')} {zone}")
        if duel.request.kind == "pick":
            assert picks(duel) == {v}
        answer(duel, picks=(v,))
    assert duel.pos[duel.inst(v)] == SET
    assert [duel.pos[i] for i in duel.mz[1]] == [ATK, ATK, ATK] and duel.maxm[1]
    assert duel.atk(duel.mz[1][1]) == 3500
    assert sorted(names(duel, 0, "gy")) == sorted([GUARD_POS, FLIPDOWN])


def test_hx_82_overlord_right_reads_the_level_of_an_opposing_maximum_monster() -> None:
    """HX-82. R-MAX-6, R-MAX-9, R-MAX-10, R-REQ-1, R-MAX-8, R-CALC-1, R-MAX-5.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord (pieces of Levels 4, 10
    and 3; the monster is Level 10, 3500) on turn 2. P1's turn 3, LP equal (8000 each);
    hand: P1's own three Overlord pieces and V1-100.
    Actions: Maximum Summon; try [L]; activate [R] (mill 1) choosing the opponent's
    face-up monster; attack P2's Maximum monster.
    Expected: [L] is refused (P1's LP are not lower). [R]: + 200 x 10 (the center's
    Level, whichever piece is shown) = 2000: 5500. 5500 vs 3500: P2 takes 2000 (6000)
    and all three of P2's pieces go to P2's GY; P1's monster stays."""
    duel = p2_maximum(OVL, Side(hand=[OVL_L, OVL, OVL_R, "V1-100"]))
    maximum(duel)
    refused(duel, f"activate {find(duel, OVL_L, 0, 'mzone')}")
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    if duel.request.kind == "pick":
        assert len(picks(duel) & field_oids(duel, 1)) == 1
        answer(duel, picks=tuple(picks(duel) & field_oids(duel, 1)))
    c = duel.mz[0][1]
    assert duel.atk(c) == 5500
    do(duel, "battle")
    do(duel, f"attack {duel.oid[c]} -> {duel.oid[duel.mz[1][1]]}")
    assert duel.lp == [8000, 6000]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]


# ============================================================ R-CARD + R-FUS
def test_hx_83_two_bright_dragons_named_blue_eyes_by_effect_fuse_with_the_real_one() -> None:
    """HX-83. R-CARD-1, R-FUS-2, R-FUS-4, R-EFF-3, R-REQ-1, R-FUS-5, R-CALC-6.
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon and two Blue-Eyes Bright
    Dragon A and B (since turn 1); hand: "Fusion"; Extra: Blue-Eyes Ultimate Dragon
    (Rush). P2 controls face-up Dark Magician (Rush) (Level 7).
    Actions: try "Fusion"; A's effect (mill 1), destroying Dark Magician; try "Fusion";
    try A again; B's effect (mill 1); "Fusion"; Ultimate Dragon attacks directly.
    Expected: "Fusion" is refused while fewer than three face-up monsters are named
    "Blue-Eyes White Dragon" (Bright Dragon is so named only in the hand or by its
    effect). A becomes "Blue-Eyes White Dragon" with 3000 and, with a face-up Legend
    Normal Monster, destroys Dark Magician. A's second activation is refused. After B's
    effect "Fusion" is legal: all three go to the GY; Ultimate Dragon 4500 attacks
    directly: P2 3500."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BRIGHT, ATK), (BRIGHT, ATK)],
                         hand=["Fusion"], extra=[BEUD]),
                 p1=Side(monsters=[(DM, ATK)]))
    a, b = find(duel, BRIGHT, 0, "mzone", 0), find(duel, BRIGHT, 0, "mzone", 1)
    no_spell(duel, "Fusion")
    do(duel, f"activate {a}")
    answer(duel, picks=(find(duel, DM, 1, "mzone"),))
    assert BEWD in duel.names(duel.inst(a)) and duel.atk(duel.inst(a)) == 3000
    assert names(duel, 1, "gy") == [DM]
    no_spell(duel, "Fusion")
    refused(duel, f"activate {a}")
    do(duel, f"activate {b}")
    answer(duel)
    assert BEWD in duel.names(duel.inst(b))
    play(duel, "Fusion", pos="atk")
    assert BEUD in names(duel, 0, "mzone") and duel.atk(at(duel, BEUD)) == 4500
    gy = names(duel, 0, "gy")
    assert gy.count(BRIGHT) == 2 and gy.count(BEWD) == 1 and "Fusion" in gy
    attack(duel, BEUD)
    assert duel.lp == [8000, 3500]
