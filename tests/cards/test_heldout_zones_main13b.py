"""Held-out style conformance scenarios HX-737..HX-756 (HX-717..HX-736 are in
test_heldout_zones_main13.py), written like SC-01..SC-30 of RULES.md section 19, on the
Spell & Trap Zones, the Field Zone and Main Phase actions where they meet effects: full
S/T Zones (what may still be Set or activated, a Set Spell freeing its zone, a Spell
that must Set a card needing a zone besides its own), Spells Set and activated in the
same turn against Traps Set this turn (R-SPELL-2, R-TRAP-2), Field Spells replaced by
activation or by a Set, their continuous effects and bans ending at once, and only on
their own side (R-FIELD), Equip Spells that leave with their monster and free their
zone (R-EQUIP-4), Fusion and Ritual Summons into full rows, Extra Deck summons beside a
Maximum Mode monster, and Special Summons onto the opponent's field.
Expectations come from RULES.md (and its section 20 card facts) alone, never from what
the engine does.

Throwaway cards (codes 968765001.., names starting with "HX ") are defined below, each
with a comment saying what it does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnSummon
from rushdesk.engine.effects.ext_booster03a import SetFromGY
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed, SpecialSummon
from rushdesk.engine.effects.script import EQUIPPED, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BURGER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    RECIPE,
    REX,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_field,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hand, idle, kind, mine, moves, no_activation, no_spell, refused, settle, sz

SPELL = CardType.SPELL
TRAP = CardType.TRAP
EQUIP = CardType.SPELL | CardType.EQUIP
ARMOR = "Sakuretsu Armor (Rush)"
MIRROR = "Mirror Force (Rush)"
FUSION = "Fusion"
FUSION_2 = "FX-FUSION-2"


def code(n: int) -> int:
    return 968_765_000 + n


def spell(n: int, name: str, *ops: Any) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops))


def equip(n: int, name: str, amount: int, target: Sel) -> CardData:
    return hx_card(code(n), name, EQUIP, Effect(kind="equip", equip=target, mods=(
        Cont(EQUIPPED, MOD_ATK, amount, f"gains {amount} ATK"),)))


# Normal Spell. Your opponent takes 500 damage.
SPARK = spell(1, "HX Spark", Damage(Fixed(500)))
# Trap. Requirement: your opponent Normal Summons a monster. Effect: they take 300 damage.
TOLL = hx_card(code(2), "HX Toll Snare", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("summon",)), ops=(Damage(Fixed(300)),)))
# Equip Spell: equip to 1 face-up monster you control; it gains 300 ATK.
BLADE = equip(3, "HX Iron Blade", 300, Sel(face="up"))
# Equip Spell: equip to 1 face-up monster your opponent controls; it gains -300 ATK.
CURSE = equip(4, "HX Lead Curse", -300, Sel(who="opp", face="up"))
# Field Spell: neither player can Set monsters.
QUIET = hx_card(code(5), "HX Quiet Field", CardType.SPELL | CardType.FIELD, Effect(
    kind="field", bans=(Ban("set", "both", Sel(where=("hand",), who="any", kind="monster"),
                            "Set monsters"),)))
# Normal Spell. Destroy the card in your opponent's Field Zone.
BREAKER = spell(6, "HX Field Breaker", Destroy(Sel(who="opp", where=("fzone",))))
# Normal Spell. Special Summon 1 monster from your GY to your opponent's field (face-up
# Attack or Defense Position, as you choose).
PARCEL = spell(7, "HX Gift Parcel", SpecialSummon(Sel(where=("gy",), kind="monster"), to="opp"))
# Normal Spell. Set 1 Trap from your GY in your Spell & Trap Zone.
SETTER = hx_card(code(9), "HX Grave Setter", SPELL, Effect(kind="spell", ops=(
    SetFromGY(Sel(where=("gy",), kind="trap")),)))
# Field Spell: face-up monsters you control gain 400 ATK.
RALLY = hx_field(code(8), "HX Rally Field", Cont(Sel(who="you", face="up"), MOD_ATK, 400,
                                                  "gain 400 ATK"))

HX_CARDS = [SPARK, TOLL, BLADE, CURSE, QUIET, BREAKER, PARCEL, RALLY, SETTER]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def st(duel: Duel, p: int = 0) -> list[str]:
    return names(duel, p, "szone")


def field_card(duel: Duel, p: int = 0) -> str:
    i = duel.fz[p]
    return duel.data[i].name if i >= 0 else ""


def no_set(duel: Duel, card: int) -> None:
    """Card `card` in the hand can be Set in no S/T Zone."""
    for z in ("s0", "s1", "s2"):
        refused(duel, f"set {card} {z}")


# ============================================================ full Spell & Trap Zones
def test_hx_737_a_set_spell_resolving_frees_the_zone_a_hand_spell_needs() -> None:
    """HX-737 (R-ZONE-2, R-ZONE-5, R-SPELL-1, R-SPELL-3, R-MAIN-5): "HX Spark" (Normal
    Spell: your opponent takes 500).
    Setup: P1 turn 3; S/T Zones: the Spark, Mirror Force (Rush), Sakuretsu Armor (Rush),
    all Set earlier; hand: FX-BURN-BOTH, Trap Hole (Rush).
    Expected: no S/T Zone is free: FX-BURN-BOTH can be neither activated nor Set, Trap
    Hole cannot be Set. The Set Spark may be activated where it is (P2 7500); it goes to
    the GY and frees s0: FX-BURN-BOTH is activated there (7000 / 6500) and leaves it
    free again; Trap Hole is then Set in s0."""
    duel = build(p0=Side(hand=["FX-BURN-BOTH", TRAP_HOLE],
                         spells=[(SPARK.name, SET), (MIRROR, SET), (ARMOR, SET)]))
    burn, hole = hand(duel, "FX-BURN-BOTH"), hand(duel, TRAP_HOLE)
    no_spell(duel, burn)
    no_set(duel, burn)
    no_set(duel, hole)
    do(duel, f"activate {sz(duel, SPARK.name)}")
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 7500] and st(duel) == ["", MIRROR, ARMOR]
    refused(duel, f"activate {burn} s1")
    do(duel, f"activate {burn} s0")
    settle(duel)
    assert duel.lp == [7000, 6500] and st(duel) == ["", MIRROR, ARMOR]
    assert names(duel, 0, "gy") == [SPARK.name, "FX-BURN-BOTH"]
    do(duel, f"set {hole} s0")
    assert st(duel) == [TRAP_HOLE, MIRROR, ARMOR]
    assert duel.pos[at(duel, TRAP_HOLE, 0, "szone")] == SET


def test_hx_738_a_spell_set_this_turn_waits_for_its_owners_main_phase_a_trap_not() -> None:
    """HX-738 (R-SPELL-1, R-SPELL-2, R-TRAP-1, R-TRAP-2, R-TRAP-4): "HX Toll Snare"
    (Trap: your opponent Normal Summons; they take 300); "HX Spark" (HX-737).
    Setup: P1 turn 3; hand: the Spark and two Toll Snares. P2's hand: V4-1600.
    Actions: P1 Sets the Spark (s0) and one Snare (s1), keeps the other Snare; P1 tries
    to activate the Set Snare, and the Snare from the hand; ends the turn. Turn 4: P2
    Normal Summons V4-1600. Turn 5: P1 activates the Spark.
    Expected: no Trap is activated from the hand or in the turn it was Set. On turn 4
    P1 is offered only the Set Snare (not the one in hand, not the Spark: Spells only in
    P1's own Main Phase), and P1 cannot Set a card there: P2 7700. On turn 5 the Spark,
    Set on turn 3, resolves: 7200."""
    duel = build(p0=Side(hand=[SPARK.name, TOLL.name, TOLL.name]),
                 p1=Side(hand=["V4-1600"]))
    do(duel, f"set {hand(duel, SPARK.name)} s0")
    do(duel, f"set {hand(duel, TOLL.name)} s1")
    no_activation(duel, sz(duel, TOLL.name))
    kept = hand(duel, TOLL.name)
    for z in ("s1", "s2"):
        refused(duel, f"activate {kept} {z}")
    assert Action("activate", sz(duel, SPARK.name)) in duel.legal_actions()
    to_turn(duel, 4)
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TOLL.name)}
    refused(duel, f"activate {sz(duel, SPARK.name)}")
    refused(duel, f"set {kept} s2")  # nor is anything Set outside P1's Main Phase
    trap(duel, TOLL.name, 0)
    settle(duel)
    assert duel.lp == [8000, 7700] and st(duel) == [SPARK.name, "", ""]
    to_turn(duel, 5)
    do(duel, f"activate {sz(duel, SPARK.name)}")
    settle(duel)
    assert duel.lp == [8000, 7200] and st(duel) == ["", "", ""]


# ============================================================ the Field Zone
def test_hx_739_setting_a_field_spell_over_a_face_up_one_ends_it_at_once() -> None:
    """HX-739 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-SPELL-2, R-ZONE-3): FX-FIELD-A/B/C
    (your monsters gain 100/200/300 ATK).
    Setup: P1 turn 3 controls V4-1600 and FX-FIELD-A face-up; hand: FX-FIELD-C. P2
    controls V4-1800 and FX-FIELD-B face-up.
    Actions: P1 Sets FX-FIELD-C in its Field Zone; then activates it.
    Expected: the Set replaces A, which is sent to the GY by rule (not destroyed); its
    bonus ends at once: V4-1600 has 1600 while C is face-down. Activated the same turn,
    C gives 1900. P2's Field Spell and its 2000 never change."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_C], field_spell=(FIELD_A, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_B, ATK)))
    v16, v18 = at(duel, "V4-1600"), at(duel, "V4-1800", 1)
    assert duel.atk(v16) == 1700 and duel.atk(v18) == 2000
    events = do(duel, f"set {hand(duel, FIELD_C)} f")
    assert [e.reason for e in moves(events, "fzone", "gy")] == ["rule"]
    assert names(duel, 0, "gy") == [FIELD_A] and field_card(duel) == FIELD_C
    assert duel.pos[duel.fz[0]] == SET and duel.atk(v16) == 1600
    do(duel, f"activate {duel.oid[duel.fz[0]]}")
    settle(duel)
    assert duel.atk(v16) == 1900 and duel.atk(v18) == 2000 and field_card(duel, 1) == FIELD_B


def test_hx_740_replacing_my_own_field_spell_leaves_the_opponents_ban() -> None:
    """HX-740 (R-FIELD-1, R-FIELD-2, R-MAIN-2, R-EFF-5): "HX Quiet Field" (Field Spell:
    neither player can Set monsters); "HX Field Breaker" (Normal Spell: destroy the card
    in your opponent's Field Zone).
    Setup: P1 turn 3; both players have a Quiet Field face-up; hand: V4-1600, FX-FIELD-A,
    the Breaker.
    Expected: V4-1600 cannot be Set (a Normal Summon is still offered). FX-FIELD-A
    replaces only P1's own Quiet Field: P2's stays, and so does its ban. When the Breaker
    destroys P2's Quiet Field the ban ends at once: V4-1600 may be Set."""
    duel = build(p0=Side(hand=["V4-1600", FIELD_A, BREAKER.name], field_spell=(QUIET.name, ATK)),
                 p1=Side(field_spell=(QUIET.name, ATK)))
    v16 = hand(duel, "V4-1600")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"set {v16} {z}")
    assert Action("summon", v16, 0) in duel.legal_actions()
    do(duel, f"activate {hand(duel, FIELD_A)} f")
    settle(duel)
    assert field_card(duel) == FIELD_A and names(duel, 0, "gy") == [QUIET.name]
    assert field_card(duel, 1) == QUIET.name
    refused(duel, f"set {v16} z0")
    play(duel, BREAKER.name, zone="s0")
    settle(duel)
    assert field_card(duel, 1) == "" and names(duel, 1, "gy") == [QUIET.name]
    do(duel, f"set {v16} z0")
    assert duel.pos[at(duel, "V4-1600")] == SET


def test_hx_741_field_spells_never_use_a_spell_zone_nor_others_the_field_zone() -> None:
    """HX-741 (R-ZONE-2, R-ZONE-3, R-MAIN-5, R-FIELD-1, R-FIELD-2, R-FIELD-3, R-SPELL-2).
    Setup: P1 turn 3 controls V4-1600; S/T Zones: Mirror Force (Rush) Set earlier, two
    free; hand: FX-FIELD-A, FX-FIELD-B, Dark Hole (Rush), Trap Hole (Rush).
    Expected: FX-FIELD-A can be neither Set nor activated in a free S/T Zone; Dark Hole
    and Trap Hole cannot go to the Field Zone. Trap Hole and Dark Hole are Set (s1, s2):
    the S/T Zones are full, yet FX-FIELD-A may be Set in the Field Zone and activated
    the same turn (1700), and FX-FIELD-B activated from the hand replaces it (1800)."""
    hole = "Dark Hole (Rush)"
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET)],
                         hand=[FIELD_A, FIELD_B, hole, TRAP_HOLE]))
    fa, dh, th = hand(duel, FIELD_A), hand(duel, hole), hand(duel, TRAP_HOLE)
    for z in ("s1", "s2"):
        refused(duel, f"set {fa} {z}")
        refused(duel, f"activate {fa} {z}")
    refused(duel, f"set {dh} f")
    refused(duel, f"activate {dh} f")
    refused(duel, f"set {th} f")
    do(duel, f"set {th} s1")
    do(duel, f"set {dh} s2")
    assert st(duel) == [MIRROR, TRAP_HOLE, hole]
    do(duel, f"set {fa} f")
    assert field_card(duel) == FIELD_A and duel.pos[duel.fz[0]] == SET
    do(duel, f"activate {duel.oid[duel.fz[0]]}")
    settle(duel)
    v16 = at(duel, "V4-1600")
    assert duel.atk(v16) == 1700
    do(duel, f"activate {hand(duel, FIELD_B)} f")
    settle(duel)
    assert field_card(duel) == FIELD_B and names(duel, 0, "gy") == [FIELD_A]
    assert duel.atk(v16) == 1800 and st(duel) == [MIRROR, TRAP_HOLE, hole]


def test_hx_742_a_replaced_field_spell_is_not_destroyed_a_broken_one_is() -> None:
    """HX-742 (R-FIELD-2, R-TRAP-5, R-TRAP-2, R-TRAP-4, §19 FX-FIELD-GUARD: when a card in
    your Field Zone is destroyed by a card effect, draw 1).
    Setup: P1 turn 3; FX-FIELD-A face-up, FX-FIELD-GUARD Set earlier; hand: FX-FIELD-B.
    P2's hand: "HX Field Breaker" (destroy the card in your opponent's Field Zone).
    Actions: P1 activates FX-FIELD-B; ends. Turn 4: P2 activates the Breaker.
    Expected: A is sent to the GY by rule, not destroyed: no window, P1 is back in its
    Main Phase. On turn 4 B is destroyed by a card effect: P1 is offered FX-FIELD-GUARD
    and draws 1."""
    duel = build(p0=Side(hand=[FIELD_B], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)]),
                 p1=Side(hand=[BREAKER.name]))
    events = do(duel, f"activate {hand(duel, FIELD_B)} f")
    assert [e.reason for e in moves(events, "fzone", "gy")] == ["rule"]
    idle(duel)
    assert field_card(duel) == FIELD_B and st(duel)[0] == FIELD_GUARD
    to_turn(duel, 4)
    before = len(duel.hand[0])
    play(duel, BREAKER.name, zone="s0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD)}
    trap(duel, FIELD_GUARD, 0)
    settle(duel)
    assert len(duel.hand[0]) == before + 1
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_A, FIELD_B, FIELD_GUARD])


# ============================================================ Equip Spells and their zones
def test_hx_743_an_equip_waits_set_for_a_face_up_monster_then_is_used_that_turn() -> None:
    """HX-743 (R-EQUIP-1, R-SPELL-2, R-MAIN-5, R-MAIN-2): "HX Iron Blade" (Equip Spell:
    equip to 1 face-up monster you control; +300 ATK).
    Setup: P1 turn 3, no monsters; hand: the Blade, V4-1600, V4-1400.
    Actions: try the Blade; Set V4-1400; try again; Set the Blade (s0); try the Set
    Blade; Normal Summon V4-1600; activate the Set Blade.
    Expected: with no face-up monster the Blade cannot be activated (from the hand or
    Set), but it may be Set. After the Normal Summon it is activated the turn it was
    Set, on V4-1600 only (never the face-down V4-1400): 1900; it stays in s0."""
    duel = build(p0=Side(hand=[BLADE.name, "V4-1600", "V4-1400"]))
    blade = hand(duel, BLADE.name)
    no_spell(duel, blade)
    do(duel, f"set {hand(duel, 'V4-1400')} z0")
    no_spell(duel, blade)
    do(duel, f"set {blade} s0")
    no_activation(duel, sz(duel, BLADE.name))
    do(duel, f"summon {hand(duel, 'V4-1600')} z1")
    settle(duel)
    do(duel, f"activate {sz(duel, BLADE.name)}")
    if kind(duel) == "pick":
        assert picks(duel) == {mine(duel, "V4-1600")}
        answer(duel, picks=(mine(duel, "V4-1600"),))
    settle(duel)
    assert st(duel) == [BLADE.name, "", ""] and duel.atk(at(duel, "V4-1600")) == 1900
    assert duel.equip[at(duel, BLADE.name, 0, "szone")] == mine(duel, "V4-1600")


def test_hx_744_tributing_equipped_monsters_empties_both_players_zones() -> None:
    """HX-744 (R-EQUIP-4, R-MAIN-3, R-ZONE-2, R-SPELL-1): "HX Iron Blade" (HX-743); "HX
    Lead Curse" (Equip Spell: equip to 1 face-up monster your opponent controls; -300).
    Setup: P1 controls V4-1600 and V4-1400; on turn 2 P2 equips the Curse (P2's s0) to
    V4-1400. P1 turn 3: S/T Zones: (free), Mirror Force, Sakuretsu Armor (Set earlier);
    hand: the Blade, Dark Magician (Rush), "HX Spark" (your opponent takes 500).
    Actions: equip the Blade to V4-1600 (s0); try the Spark; Tribute Summon Dark Magician
    with both monsters; activate the Spark.
    Expected: the full S/T Zones refuse the Spark. Each Equip goes to its owner's GY with
    its monster: P1's s0 and P2's s0 are free; the Spark resolves from s0: P2 7500."""
    duel = build(turn=2, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[BLADE.name, "Dark Magician (Rush)", SPARK.name],
                         spells=[None, (MIRROR, SET), (ARMOR, SET)]),
                 p1=Side(hand=[CURSE.name]))
    play(duel, CURSE.name, zone="s0", picks=(find(duel, "V4-1400", 0, "mzone"),))
    to_turn(duel, 3)
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 1900 and duel.atk(at(duel, "V4-1400")) == 1100
    no_spell(duel, hand(duel, SPARK.name))
    do(duel, f"summon {hand(duel, 'Dark Magician (Rush)')} z0")
    answer(duel)
    idle(duel)
    assert st(duel) == ["", MIRROR, ARMOR] and st(duel, 1) == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", BLADE.name])
    assert names(duel, 1, "gy") == [CURSE.name]
    do(duel, f"activate {hand(duel, SPARK.name)} s0")
    settle(duel)
    assert duel.lp == [8000, 7500]


def test_hx_745_fusion_with_an_equipped_material_into_a_full_row() -> None:
    """HX-745 (R-FUS-2, R-FUS-5, R-ZONE-5, R-EQUIP-4, R-SPELL-3): "Fusion" (face-up
    materials you control); FX-FUSION-2 (V4-1600 + V4-1400, 2400); "HX Iron Blade".
    Setup: P1 turn 3; row full: V4-1600, V4-1400, V2-500; S/T: two free, Mirror Force
    Set (s2); hand: the Blade, "Fusion"; Extra Deck: FX-FUSION-2.
    Actions: equip the Blade to V4-1600 (s0); activate "Fusion" (s1), in Defense.
    Expected: the materials free their zones, so the Fusion Summon is legal with the row
    full. The Blade leaves with V4-1600; FX-FUSION-2 (2400, no Blade) is face-up
    Defense beside V2-500; the S/T Zones hold only Mirror Force."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V2-500", ATK)],
                         spells=[None, None, (MIRROR, SET)], hand=[BLADE.name, FUSION],
                         extra=[FUSION_2]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    do(duel, f"activate {hand(duel, FUSION)} s1")
    answer(duel, picks=(find(duel, FUSION_2, 0, "extra"), mine(duel, "V4-1600"),
                        mine(duel, "V4-1400")), pos="def")
    settle(duel)
    idle(duel)
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([FUSION_2, "V2-500"])
    f2 = at(duel, FUSION_2)
    assert duel.pos[f2] == DEF and duel.atk(f2) == 2400
    assert st(duel) == ["", "", MIRROR]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", BLADE.name, FUSION])


def test_hx_746_a_spell_that_sets_a_trap_needs_a_zone_besides_its_own() -> None:
    """HX-746 (R-ZONE-2, R-ZONE-5, R-SPELL-1, R-SPELL-3, R-TRAP-2, R-TRAP-4): "HX Grave
    Setter" (Normal Spell: Set 1 Trap from your GY in your Spell & Trap Zone).
    (b) P1 turn 3; S/T: Mirror Force (s0, Set earlier), s1 and s2 free; hand: the
    Setter, V4-1800; GY: Torrential Tribute (Rush). The Setter takes s1 while it
    resolves: Torrential is Set in s2 and the Setter goes to the GY. P1 Normal Summons
    V4-1800: Torrential, Set this turn, is not offered. Turn 4: P2 Normal Summons
    V4-1600: P1 (NTP) is offered it.
    (a) S/T: Mirror Force and Sakuretsu Armor, s2 free. Activated from the hand the
    Setter itself fills s2 until it has resolved: no zone is left where a Trap could be
    Set, so it must be refused (R-ZONE-5: an action that must place a card with no free
    zone); it may still be Set."""
    room = build(p0=Side(hand=[SETTER.name, "V4-1800"], gy=[TORRENT], spells=[(MIRROR, SET)]),
                 p1=Side(hand=["V4-1600"]))
    do(room, f"activate {hand(room, SETTER.name)} s1")
    answer(room)
    settle(room)
    idle(room)
    assert st(room) == [MIRROR, "", TORRENT] and names(room, 0, "gy") == [SETTER.name]
    assert room.pos[at(room, TORRENT, 0, "szone")] == SET
    do(room, f"summon {hand(room, 'V4-1800')} z0")
    idle(room)
    to_turn(room, 4)
    do(room, f"summon {hand(room, 'V4-1600')} z0")
    window_for(room, 0)
    assert offered(room) == {sz(room, TORRENT)}
    full = build(p0=Side(hand=[SETTER.name], gy=[TORRENT],
                         spells=[(MIRROR, SET), (ARMOR, SET)]))
    setter = hand(full, SETTER.name)
    assert Action("set", setter, 5) in full.legal_actions()
    refused(full, f"activate {setter} s2")


def test_hx_747_a_set_ritual_spell_with_full_zones_summons_into_a_full_row() -> None:
    """HX-747 (R-SPELL-4, R-RIT-2, R-RIT-3, R-RIT-4, R-ZONE-2, R-ZONE-5, R-SPELL-1):
    Hamburger Fast Recipe (Ritual Spell: Hungry Burger (Rush) with face-up monsters you
    control totalling Level 6 or more, no surplus).
    Setup: P1 turn 3; row full: V4-1600, V2-500, face-down V4-1400; S/T full: the Recipe,
    Mirror Force, Sakuretsu Armor (Set earlier); hand: a second Recipe; Extra Deck:
    Hungry Burger.
    Expected: the Recipe in the hand cannot be activated (no S/T Zone). The Set one may:
    V4-1600 and V2-500 (4 + 2; the face-down one cannot be used) free their zones;
    Hungry Burger is face-up Attack beside V4-1400; the Recipe goes to the GY."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V4-1400", SET)],
                         spells=[(RECIPE, SET), (MIRROR, SET), (ARMOR, SET)],
                         hand=[RECIPE], extra=[BURGER]))
    no_spell(duel, hand(duel, RECIPE))
    do(duel, f"activate {sz(duel, RECIPE)}")
    answer(duel, picks=(find(duel, BURGER, 0, "extra"), mine(duel, "V4-1600"),
                        mine(duel, "V2-500")), pos="atk")
    settle(duel)
    idle(duel)
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([BURGER, "V4-1400"])
    assert duel.pos[at(duel, BURGER)] == ATK and st(duel) == ["", MIRROR, ARMOR]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])


# ============================================================ Traps Set this turn
def test_hx_748_the_opponents_older_trap_is_asked_mine_set_this_turn_is_not() -> None:
    """HX-748 (R-TRAP-2, R-TRAP-4, R-TRAP-5, R-TRAP-3, §20.3 Torrential Tribute (Rush)).
    Setup: P1 turn 3; hand: Torrential Tribute, V4-1800. P2 has Torrential Tribute Set
    earlier; P2's hand: V4-1600.
    Actions: P1 Sets its Torrential (s0) and Normal Summons V4-1800; P2 passes. Turn 4:
    P2 Normal Summons V4-1600.
    Expected: P2 (NTP) is asked first; once P2 passes P1 is not asked (its Trap was Set
    this turn). On turn 4 P1, now the NTP and with a Trap Set on an earlier turn, is
    asked first: it destroys both monsters; P2's Torrential stays Set (one per window)."""
    duel = build(p0=Side(hand=[TORRENT, "V4-1800"]),
                 p1=Side(hand=["V4-1600"], spells=[(TORRENT, SET)]))
    do(duel, f"set {hand(duel, TORRENT)} s0")
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    do(duel, "pass")
    idle(duel)
    to_turn(duel, 4)
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    settle(duel)
    idle(duel, 1)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert st(duel, 1)[0] == TORRENT and names(duel, 0, "gy") == ["V4-1800", TORRENT]


def test_hx_749_a_field_spell_replaced_before_battle_changes_the_outcome() -> None:
    """HX-749 (R-FIELD-1, R-FIELD-2, R-CALC-1, R-TURN-2): FX-FIELD-C (+300), FX-FIELD-A
    (+100). Setup: P1 turn 3 controls V4-1600 and FX-FIELD-C face-up; hand: FX-FIELD-A.
    P2 controls V4-1800.
    (a) P1 attacks V4-1800 at once: 1900 vs 1800: P2 takes 100, V4-1800 destroyed.
    (b) P1 first activates FX-FIELD-A: C leaves and its 300 with it: 1700 vs 1800: P1
    takes 100 and V4-1600 is destroyed."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_A],
                             field_spell=(FIELD_C, ATK)),
                     p1=Side(monsters=[("V4-1800", ATK)]))
    duel = setup()
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-1800"]
    duel = setup()
    do(duel, f"activate {hand(duel, FIELD_A)} f")
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 1700 and names(duel, 0, "gy") == [FIELD_C]
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [7900, 8000] and names(duel, 0, "gy") == [FIELD_C, "V4-1600"]


def test_hx_750_a_set_field_spell_waits_for_its_owners_turn_and_can_be_replaced() -> None:
    """HX-750 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-SPELL-1, R-TRAP-2): "HX Toll Snare".
    Setup: P1 turn 3 controls V4-1600; hand: FX-FIELD-B, FX-FIELD-C. P1 has the Snare
    Set earlier. P2's hand: V4-1800.
    Actions: P1 Sets FX-FIELD-B in its Field Zone and ends the turn. Turn 4: P2 Normal
    Summons V4-1800. Turn 5: P1 activates FX-FIELD-C from the hand.
    Expected: the Set B gives nothing. In P2's turn only the Snare is offered to P1;
    B cannot be activated (R-SPELL-1). On turn 5 C replaces the Set B (to the GY by
    rule) and V4-1600 has 1900."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_B, FIELD_C],
                         spells=[(TOLL.name, SET)]),
                 p1=Side(hand=["V4-1800"]))
    do(duel, f"set {hand(duel, FIELD_B)} f")
    assert duel.atk(at(duel, "V4-1600")) == 1600
    to_turn(duel, 4)
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 0)
    fb = duel.oid[duel.fz[0]]
    assert offered(duel) == {sz(duel, TOLL.name)}
    refused(duel, f"activate {fb}")
    trap(duel, TOLL.name, 0)
    settle(duel)
    assert duel.lp == [8000, 7700]
    to_turn(duel, 5)
    events = do(duel, f"activate {hand(duel, FIELD_C)} f")
    settle(duel)
    assert [e.reason for e in moves(events, "fzone", "gy")] == ["rule"]
    assert field_card(duel) == FIELD_C and FIELD_B in names(duel, 0, "gy")
    assert duel.atk(at(duel, "V4-1600")) == 1900


def test_hx_751_an_equip_lost_in_battle_frees_a_zone_nothing_can_use_this_turn() -> None:
    """HX-751 (R-EQUIP-4, R-BATTLE-5, R-MAIN-1, R-MAIN-5, R-SPELL-1, R-TURN-2, §20.3
    Sakuretsu Armor (Rush): destroy the attacking monster). "HX Iron Blade" (HX-743).
    Setup: P1 turn 3 controls V4-1600 and V2-500; S/T: (free), Trap Hole, Mirror Force
    (Set earlier); hand: the Blade, "HX Spark", V4-1800. P2 controls V4-1400 and has
    Sakuretsu Armor Set earlier.
    Actions: equip the Blade to V4-1600 (s0); V4-1600 attacks V4-1400; P2 activates the
    Armor.
    Expected: V4-1600 is destroyed and the Blade goes with it: s0 is free, no damage.
    In the Battle Phase the Spark can be neither Set nor activated there, V4-1800 cannot
    be summoned, and there is no way back to the Main Phase: only V2-500's attack or
    the end of the turn remain."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[BLADE.name, SPARK.name, "V4-1800"],
                         spells=[None, (TRAP_HOLE, SET), (MIRROR, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(ARMOR, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert st(duel) == [BLADE.name, TRAP_HOLE, MIRROR]
    attack(duel, "V4-1600", "V4-1400")
    window_for(duel, 1)
    trap(duel, ARMOR, 1)
    settle(duel)
    assert duel.turn == 3 and kind(duel) == "battle" and duel.current_player == 0
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", BLADE.name])
    assert st(duel) == ["", TRAP_HOLE, MIRROR]
    spark = hand(duel, SPARK.name)
    refused(duel, f"set {spark} s0")
    refused(duel, f"activate {spark} s0")
    refused(duel, f"summon {hand(duel, 'V4-1800')} z0")
    assert {a.kind for a in duel.legal_actions()} == {"attack", "end"}
    assert {a.card for a in duel.legal_actions() if a.kind == "attack"} == {mine(duel, "V2-500")}


def test_hx_752_a_spell_from_the_hand_needs_a_free_zone_an_equip_keeps_its_zone() -> None:
    """HX-752 (R-ZONE-2, R-SPELL-1, R-SPELL-3, R-EQUIP-1, R-SPELL-2, R-MAIN-5).
    Setup: P1 turn 3 controls V4-1600; S/T: Mirror Force (s0), free (s1), "HX Iron Blade"
    (s2), Set earlier; hand: "HX Spark", Sakuretsu Armor.
    Expected: the Spark cannot be activated in s0 or s2 (occupied), only in s1: P2 7500;
    it goes to the GY and s1 is free again. The Set Blade is activated on V4-1600 and
    stays in s2 (1900). The Armor is Set in s1; no S/T Zone is then free."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[SPARK.name, ARMOR],
                         spells=[(MIRROR, SET), None, (BLADE.name, SET)]))
    spark = hand(duel, SPARK.name)
    refused(duel, f"activate {spark} s0")
    refused(duel, f"activate {spark} s2")
    refused(duel, f"set {hand(duel, ARMOR)} s2")
    do(duel, f"activate {spark} s1")
    settle(duel)
    assert duel.lp == [8000, 7500] and st(duel) == [MIRROR, "", BLADE.name]
    do(duel, f"activate {sz(duel, BLADE.name)}")
    answer(duel, picks=(mine(duel, "V4-1600"),))
    settle(duel)
    assert st(duel) == [MIRROR, "", BLADE.name] and duel.atk(at(duel, "V4-1600")) == 1900
    do(duel, f"set {hand(duel, ARMOR)} s1")
    assert st(duel) == [MIRROR, ARMOR, BLADE.name]


def test_hx_753_a_level_8_revived_without_tributes_meets_only_the_older_torrential() -> None:
    """HX-753 (R-MAIN-4, R-TRAP-2, R-TRAP-3, R-TRAP-5, R-TRAP-7, §20.2 Monster Reborn).
    Setup: P1 turn 3 controls V4-1600; Torrential Tribute (Rush) Set earlier in s0; hand:
    a second Torrential, Monster Reborn; GY: Blue-Eyes White Dragon (Level 8). P2
    controls V4-1800.
    Actions: P1 Sets the second Torrential (s1); Monster Reborn (s2) on Blue-Eyes.
    Expected: no Tribute is needed; Blue-Eyes is placed only face-up (a face-down
    position is not offered). In the window P2 has nothing; P1 is offered only the
    Torrential Set earlier: every monster is destroyed; the other stays Set in s1."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[(TORRENT, SET)],
                         hand=[TORRENT, REBORN], gy=[BEWD]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"set {hand(duel, TORRENT)} s1")
    do(duel, f"activate {hand(duel, REBORN)} s2")
    answer_pick = find(duel, BEWD, 0, "gy")
    if kind(duel) == "pick":
        do(duel, f"pick {answer_pick}")
    assert kind(duel) == "position"
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    refused(duel, Action("choose", pos=SET))
    do(duel, "choose atk")
    assert "V4-1600" in names(duel, 0, "mzone") and BEWD in names(duel, 0, "mzone")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0, 0)}
    trap(duel, TORRENT, 0)
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert st(duel) == ["", TORRENT, ""]


def test_hx_754_a_set_machine_equip_waits_for_a_revived_level_7_machine() -> None:
    """HX-754 (R-EQUIP-1, R-SPELL-2, R-MAIN-4, R-ZONE-5, §19 FX-MACHINE-EQUIP: equip to a
    face-up Machine you control, +500; §20.1 Jointech Rex, Level 7 Machine, 2500).
    Setup: P1 turn 3 controls V4-1600 (Warrior) and a face-down V4-1400; hand:
    FX-MACHINE-EQUIP, Monster Reborn; GY: Jointech Rex.
    Actions: Set the Equip (s0); try it; Monster Reborn on Rex (Attack); activate the
    Equip.
    Expected: with no face-up Machine the Set Equip cannot be activated. Rex needs no
    Tribute and takes z2, the one free zone. The Equip, Set this turn, then equips Rex:
    3000."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)],
                         hand=[MACHINE_EQUIP, REBORN], gy=[REX]))
    do(duel, f"set {hand(duel, MACHINE_EQUIP)} s0")
    no_activation(duel, sz(duel, MACHINE_EQUIP))
    play(duel, REBORN, zone="s1", picks=(find(duel, REX, 0, "gy"),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", REX]
    do(duel, f"activate {sz(duel, MACHINE_EQUIP)}")
    answer(duel, picks=(mine(duel, REX),))
    settle(duel)
    assert duel.atk(at(duel, REX)) == 3000 and st(duel) == [MACHINE_EQUIP, "", ""]


def test_hx_755_beside_a_maximum_monster_hand_materials_cannot_fuse() -> None:
    """HX-755 (R-MAX-3, R-FUS-3, R-FUS-5, R-ZONE-5, R-MAX-13, R-RIT-2, R-RIT-3):
    Polymerization (Rush) (materials from hand and/or field); FX-FUSION-2 (V4-1600 +
    V4-1400); Hamburger Fast Recipe (face-up monsters you control, Level 6+).
    (a) P1 turn 3 Maximum Summons the Overlord; hand: Polymerization, V4-1600, V4-1400;
    Extra: FX-FUSION-2. Both materials are in the hand: no material frees a zone and
    the Maximum monster fills the row: Polymerization cannot be activated.
    (b) Hand: the Recipe; Extra: Hungry Burger. R-MAX-13's default: the Maximum monster
    is one material with the center's Level 10 (no surplus for 6): legal; all three
    pieces go to the GY and Hungry Burger is face-up in their place."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, POLY, "V4-1600", "V4-1400"],
                         extra=[FUSION_2]))
    maximum(duel)
    settle(duel)
    no_spell(duel, hand(duel, POLY))
    rit = build(p0=Side(hand=[OVL_L, OVL, OVL_R, RECIPE], extra=[BURGER]))
    maximum(rit)
    settle(rit)
    do(rit, f"activate {hand(rit, RECIPE)} s0")
    answer(rit, picks=(find(rit, BURGER, 0, "extra"), mine(rit, OVL)), pos="atk")
    settle(rit)
    assert not rit.maxm[0] and [n for n in names(rit, 0, "mzone") if n] == [BURGER]
    assert sorted(names(rit, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, RECIPE])


def test_hx_756_a_gift_to_the_opponents_field_needs_their_free_zone_not_mine() -> None:
    """HX-756 (R-ZONE-5, R-MAIN-4, R-ZONE-1, R-SPELL-1): "HX Gift Parcel" (Normal Spell:
    Special Summon 1 monster from your GY to your opponent's field); "HX Rally Field"
    (Field Spell: face-up monsters you control gain 400 ATK).
    (a) P1 turn 3; GY: V4-1600; hand: the Parcel. P2's row is full: refused.
    (b) P1's own row is full, P2 controls V4-1800 and V4-1400 and has the Rally Field:
    legal. V4-1600 goes to P2's one free zone (z2) in the position P1 chooses (Defense);
    P2 controls it, so P2's Field Spell raises it to 2000; P1's row is unchanged."""
    full = build(p0=Side(hand=[PARCEL.name], gy=["V4-1600"]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK), ("V2-500", SET)]))
    no_spell(full, hand(full, PARCEL.name))
    mine_full = [("V4-1800", ATK), ("V4-1400", SET), ("V2-500", ATK)]
    duel = build(p0=Side(hand=[PARCEL.name], gy=["V4-1600"], monsters=mine_full),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)],
                         field_spell=(RALLY.name, ATK)))
    play(duel, PARCEL.name, zone="s0", picks=(find(duel, "V4-1600", 0, "gy"),), pos="def")
    settle(duel)
    assert names(duel, 1, "mzone") == ["V4-1800", "V4-1400", "V4-1600"]
    gift = at(duel, "V4-1600", 1)
    assert duel.ctrl[gift] == 1 and duel.pos[gift] == DEF and duel.atk(gift) == 2000
    assert names(duel, 0, "mzone") == ["V4-1800", "V4-1400", "V2-500"]
