"""Held-out style conformance scenarios HX-359..HX-378, written like SC-01..SC-30 of
RULES.md section 19. Expectations come from RULES.md alone. They look at Spells where
rules meet: a Field Spell replaced by one of the same name, both players' Field Zones
at once, cards that count face-up Field Spells, the Field Zone kept apart from the
Spell & Trap Zones, Spells outside the Main Phase, Equip Spells whose monster no
longer meets the condition after a Field Spell is replaced, Equips returned to the
hand, Equips of one player on the other player's monster when that monster leaves
(Maximum Summon, battle, a Trap), Equips on Maximum Mode monsters and their pieces,
Set Fusion and Ritual Spells used with full zones, a cost that feeds its own effect,
and section 20 cards (Dragonic Pressure, Blue-Fang Burst Dragon, Cyber Dragon) in
unusual states.

Small throwaway cards (codes 968300001.., names starting with "HX ") are defined below;
each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import (
    Damage,
    Draw,
    Per,
    ReturnToHand,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BURGER,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    RECIPE,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, refused, settle

SPELL = CardType.SPELL
EQUIP = CardType.SPELL | CardType.EQUIP
FUSION = "Fusion"
RECALL = "FX-RECALL"
DRAW_WATCH = "FX-DRAW-WATCH"
F2 = "FX-FUSION-2"
PRESSURE = "Dragonic Pressure"
FADRAWL = "Innocent Fadrawl"
CYBER = "Cyber Dragon (Rush)"


def _equip(code: int, name: str, target: Sel, amount: int) -> object:
    return hx_card(code, name, EQUIP, Effect(kind="equip", equip=target, mods=(
        Cont(EQUIPPED, MOD_ATK, amount, f"gains {amount} ATK"),)))


WEIGHT = hx_field(968_300_001, "HX Weight Field",
                  Cont(Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK"))
HEAVY = _equip(968_300_002, "HX Heavy Equip", Sel(face="up", atk_min=2000), 500)
BLAST = hx_card(968_300_003, "HX Terrain Blast", SPELL, Effect(kind="spell", ops=(
    Damage(Per(500, Sel(who="any", where=("fzone",), face="up"))),)))
ADEPT = hx_monster(968_300_004, "HX Terrain Adept", Effect(kind="continuous", mods=(
    Cont(THIS, MOD_ATK, 500, "gains 500 ATK",
         condition=Count(Sel(where=("fzone",), face="up"))),)))
BLADE = hx_equip(968_300_005, "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"))
SPELL_RECALL = hx_card(968_300_006, "HX Spell Recall", SPELL, Effect(kind="spell", ops=(
    ReturnToHand(Sel(where=("szone",), kind="equip")),)))
CURSE = _equip(968_300_007, "HX Curse Equip", Sel(who="opp", face="up"), -500)
SMALL = _equip(968_300_008, "HX Small Arms", Sel(face="up", level_max=4), 400)
BIG = _equip(968_300_009, "HX Big Arms", Sel(face="up", level_min=7), 600)
UNEQUIP_DRAW = hx_card(968_300_011, "HX Unequip Draw", SPELL, Effect(
    kind="spell", costs=(SendCost(Sel(where=("szone",), kind="equip")),), ops=(Draw(1),)))
OFFERING = hx_card(968_300_010, "HX Hand Offering", SPELL, Effect(
    kind="spell", costs=(SendCost(Sel(where=("hand",), kind="monster")),),
    ops=(SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4), position="atk"),)))

HX_CARDS = [WEIGHT, HEAVY, BLAST, ADEPT, BLADE, SPELL_RECALL, CURSE, SMALL, BIG, OFFERING,
            UNEQUIP_DRAW]
POOL = BASE_POOL.merged(HX_CARDS)  # type: ignore[arg-type]


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def hand(duel: Duel, name: str, p: int | None = None) -> int:
    return find(duel, name, duel.tp if p is None else p, "hand")


def mz(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "mzone")


def legal(duel: Duel, text: str) -> bool:
    return Action.parse(text) in duel.legal_actions()


def fz_name(duel: Duel, p: int) -> str:
    return duel.data[duel.fz[p]].name if duel.fz[p] >= 0 else ""


# ============================================================ Field Spells
def test_hx_359_a_field_spell_replaced_by_a_copy_of_itself_applies_once() -> None:
    """HX-359 (R-FIELD-2, R-FIELD-1, R-FIELD-3, R-MAIN-5, R-TRAP-5): Setup: P1 turn 3
    controls face-up V4-1600 (since turn 1), face-up FX-FIELD-A (+100) in the Field
    Zone and FX-FIELD-GUARD Set earlier; hand: two more FX-FIELD-A.
    Actions: activate FX-FIELD-A from the hand; Set the last FX-FIELD-A; activate it.
    Expected: a Field Spell of the same name may replace the old one (no per-turn or
    per-name limit): the old copy goes to the GY by rule, V4-1600 has 1700 (one copy
    applies, not two). Setting the third sends the face-up copy to the GY: 1600 while
    the new one is Set; 1700 once it is activated. No destruction happens, so
    FX-FIELD-GUARD is never offered. P1's GY: two FX-FIELD-A."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_A, FIELD_A]))
    v16, guard = at(duel, "V4-1600"), find(duel, FIELD_GUARD, 0, "szone")
    assert duel.atk(v16) == 1700
    events = list(do(duel, f"activate {hand(duel, FIELD_A)} f"))
    while duel.request.kind == "window":
        assert guard not in offered(duel)
        events += do(duel, "pass")
    assert names(duel, 0, "gy") == [FIELD_A] and fz_name(duel, 0) == FIELD_A
    assert duel.pos[duel.fz[0]] == ATK and duel.atk(v16) == 1700
    events += do(duel, f"set {hand(duel, FIELD_A)} f")
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_A] and duel.pos[duel.fz[0]] == SET
    assert duel.atk(v16) == 1600
    events += do(duel, f"activate {find(duel, FIELD_A, 0, 'fzone')}")
    while duel.request.kind == "window":
        assert guard not in offered(duel)
        events += do(duel, "pass")
    assert duel.atk(v16) == 1700 and duel.request.kind == "main"
    assert not [e for e in events if e.kind == "move" and e.reason == "destroy"]
    assert names(duel, 0, "szone")[0] == FIELD_GUARD


def test_hx_360_each_field_zone_keeps_its_own_field_spell_and_both_apply() -> None:
    """HX-360 (R-FIELD-1, R-FIELD-2, R-ZONE-3, R-CALC-1): "HX Weight Field" (Field Spell):
    face-up monsters its controller's opponent controls lose 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1) and face-up FX-FIELD-C
    (+300 to P1's monsters); hand: FX-FIELD-B. P2 controls face-up V4-1400 and face-up
    HX Weight Field.
    Actions: Set FX-FIELD-B; activate it; V4-1600 attacks V4-1400.
    Expected: both Field Spells apply at once: V4-1600 1600 + 300 - 500 = 1400, P2's
    V4-1400 keeps 1400 (P1's Field Spell is for P1's monsters). Setting B replaces only
    P1's own FX-FIELD-C: 1100, P2's Field Spell stays. Activated, B: 1300. 1300 vs
    1400: V4-1600 is destroyed, P1 takes 100 (7900). P2's GY stays empty."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_C, ATK),
                         hand=[FIELD_B]),
                 p1=Side(monsters=[("V4-1400", ATK)], field_spell=(WEIGHT.name, ATK)))
    v16, v14 = at(duel, "V4-1600"), at(duel, "V4-1400", 1)
    assert duel.atk(v16) == 1400 and duel.atk(v14) == 1400
    do(duel, f"set {hand(duel, FIELD_B)} f")
    assert names(duel, 0, "gy") == [FIELD_C] and fz_name(duel, 1) == WEIGHT.name
    assert duel.atk(v16) == 1100
    do(duel, f"activate {find(duel, FIELD_B, 0, 'fzone')}")
    settle(duel)
    assert duel.atk(v16) == 1300 and duel.atk(v14) == 1400
    attack(duel, "V4-1600", "V4-1400")
    settle(duel)
    assert duel.lp == [7900, 8000]
    assert names(duel, 0, "gy") == [FIELD_C, "V4-1600"] and names(duel, 1, "gy") == []
    assert names(duel, 1, "mzone")[0] == "V4-1400" and fz_name(duel, 1) == WEIGHT.name


def test_hx_361_an_equip_stays_when_a_replaced_field_spell_drops_the_atk_it_needed(
) -> None:
    """HX-361 (R-EQUIP-1, R-EQUIP-3, R-FIELD-2, R-CARD-2, R-CALC-1): "HX Heavy Equip"
    (Equip Spell): equip to 1 face-up monster you control with 2000 or more ATK; it
    gains 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1800 (since turn 1); hand: HX Heavy Equip,
    FX-FIELD-C (+300), FX-FIELD-A (+100). P2 controls face-up V5-2300.
    Actions: try the Equip; activate FX-FIELD-C; equip HX Heavy Equip to V4-1800;
    activate FX-FIELD-A (C is replaced); V4-1800 attacks V5-2300.
    Expected: at 1800 the Equip is refused. With C, 2100: it may be equipped (2600).
    After the replacement V4-1800 would have 1900, under the Equip's condition, but
    the condition is checked only when equipping: the Equip stays and applies
    (1800 + 100 + 500 = 2400). 2400 vs 2300: P2 takes 100 (7900)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[HEAVY.name, FIELD_C, FIELD_A]),
                 p1=Side(monsters=[("V5-2300", ATK)]))
    v18 = at(duel, "V4-1800")
    no_spell(duel, hand(duel, HEAVY.name))
    play(duel, FIELD_C, zone="f")
    settle(duel)
    assert duel.atk(v18) == 2100
    play(duel, HEAVY.name, zone="s0", picks=(duel.oid[v18],))
    settle(duel)
    assert duel.atk(v18) == 2600
    play(duel, FIELD_A, zone="f")
    settle(duel)
    heavy = at(duel, HEAVY.name, 0, "szone")
    assert duel.equip[heavy] == duel.oid[v18] and names(duel, 0, "gy") == [FIELD_C]
    assert duel.atk(v18) == 2400
    attack(duel, "V4-1800", "V5-2300")
    settle(duel)
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V5-2300"]


def test_hx_362_a_count_of_face_up_field_spells_sees_both_field_zones() -> None:
    """HX-362 (R-ZONE-3, R-FIELD-1, R-FIELD-2, R-MAIN-5, R-SPELL-3): "HX Terrain Blast"
    (Normal Spell): your opponent takes 500 damage for each face-up Field Spell on the
    field.
    Setup: P1 turn 3 has face-up FX-FIELD-A; hand: three HX Terrain Blast, FX-FIELD-B,
    FX-FIELD-C. P2 has face-up FX-FIELD-C.
    Actions: Blast; activate FX-FIELD-B; Blast; Set FX-FIELD-C; Blast.
    Expected: one Field Zone each, both counted: 1000 (P2 7000). B replaces A, still
    two face-up Field Spells: 6000. The Set C replaces B and is face-down: only P2's
    counts: 5500. P1's GY: A, B and the three Blasts; P2's C never moves."""
    duel = build(p0=Side(field_spell=(FIELD_A, ATK),
                         hand=[BLAST.name] * 3 + [FIELD_B, FIELD_C]),
                 p1=Side(field_spell=(FIELD_C, ATK)))
    play(duel, BLAST.name, zone="s0")
    settle(duel)
    assert duel.lp == [8000, 7000]
    play(duel, FIELD_B, zone="f")
    settle(duel)
    play(duel, BLAST.name, zone="s0")
    settle(duel)
    assert duel.lp == [8000, 6000]
    do(duel, f"set {hand(duel, FIELD_C)} f")
    play(duel, BLAST.name, zone="s0")
    settle(duel)
    assert duel.lp == [8000, 5500]
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_A, FIELD_B] + [BLAST.name] * 3)
    assert fz_name(duel, 1) == FIELD_C and duel.pos[duel.fz[1]] == ATK


def test_hx_363_a_bonus_for_a_face_up_field_spell_follows_set_and_activation() -> None:
    """HX-363 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-EFF-5): "HX Terrain Adept" (Level 4
    Warrior, 1000 ATK): [CONTINUOUS EFFECT] while a face-up Field Spell is in your Field
    Zone, this card gains 500 ATK.
    Setup: P1 turn 3 controls face-up HX Terrain Adept (since turn 1), no Field Spell;
    hand: FX-FIELD-A, FX-FIELD-B. P2 has face-up FX-FIELD-C (+300 to P2's monsters).
    Actions: activate FX-FIELD-A; Set FX-FIELD-B; activate the Set FX-FIELD-B.
    Expected: P2's Field Spell is not in P1's Field Zone: 1000. With A: 1000 + 100 +
    500 = 1600. Set B replaces A and is face-down: no Field Spell applies and the
    condition fails: 1000. Activated B: 1000 + 200 + 500 = 1700."""
    duel = build(p0=Side(monsters=[(ADEPT.name, ATK)], hand=[FIELD_A, FIELD_B]),
                 p1=Side(field_spell=(FIELD_C, ATK)))
    adept = at(duel, ADEPT.name)
    assert duel.atk(adept) == 1000
    play(duel, FIELD_A, zone="f")
    settle(duel)
    assert duel.atk(adept) == 1600
    do(duel, f"set {hand(duel, FIELD_B)} f")
    assert duel.atk(adept) == 1000
    do(duel, f"activate {find(duel, FIELD_B, 0, 'fzone')}")
    settle(duel)
    assert duel.atk(adept) == 1700 and names(duel, 0, "gy") == [FIELD_A]


def test_hx_364_the_field_zone_takes_only_field_spells_and_field_spells_only_it() -> None:
    """HX-364 (R-ZONE-2, R-ZONE-3, R-MAIN-5, R-SPELL-1, R-FIELD-1): Setup: P1 turn 3
    controls face-up V4-1600 (since turn 1); hand: FX-FIELD-A, FX-RECALL (Normal
    Spell), HX Blade Equip (Equip Spell: +400 to 1 face-up monster you control),
    FX-DRAW-WATCH (Trap).
    Expected: FX-FIELD-A can be neither activated nor Set in a Spell & Trap Zone;
    FX-RECALL and HX Blade Equip can be neither activated nor Set in the Field Zone,
    and the Trap cannot be Set there. FX-FIELD-A in the Field Zone and FX-RECALL in s0
    are legal. After P1 Sets FX-RECALL, HX Blade Equip and FX-DRAW-WATCH in s0-s2 (all
    S/T Zones full), FX-FIELD-A is still legal in the Field Zone: V4-1600 1700."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[FIELD_A, RECALL, BLADE.name, DRAW_WATCH]))
    field, recall = hand(duel, FIELD_A), hand(duel, RECALL)
    blade, watch = hand(duel, BLADE.name), hand(duel, DRAW_WATCH)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {field} {z}")
        refused(duel, f"set {field} {z}")
    for card in (recall, blade):
        refused(duel, f"activate {card} f")
        refused(duel, f"set {card} f")
    refused(duel, f"set {watch} f")
    assert legal(duel, f"activate {field} f") and legal(duel, f"activate {recall} s0")
    do(duel, f"set {recall} s0")
    do(duel, f"set {blade} s1")
    do(duel, f"set {watch} s2")
    assert names(duel, 0, "szone") == [RECALL, BLADE.name, DRAW_WATCH]
    assert legal(duel, f"activate {field} f")
    play(duel, FIELD_A, zone="f")
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 1700 and fz_name(duel, 0) == FIELD_A
    assert names(duel, 0, "szone") == [RECALL, BLADE.name, DRAW_WATCH]


def test_hx_365_field_and_equip_spells_wait_for_their_owners_main_phase() -> None:
    """HX-365 (R-SPELL-1, R-FIELD-3, R-MAIN-5, R-TRAP-5, R-TURN-4): Setup: P1 turn 3
    controls face-up V4-1600 (since turn 1), FX-FIELD-B Set earlier in the Field Zone
    and FX-DRAW-WATCH Set earlier; hand: FX-FIELD-A, HX Blade Equip (+400). P2's hand:
    V4-1800.
    Actions: P1 enters the Battle Phase and tries the three Spells; P1 ends the turn;
    in turn 4's draw window P1 tries the Set Field Spell; turn 5: P1 activates it.
    Expected: in the Main Phase the Set FX-FIELD-B may be activated; in the Battle
    Phase it is refused, as are activating or Setting FX-FIELD-A and activating the
    Blade. In P2's turn 4 P1 is asked in the draw window but only FX-DRAW-WATCH is
    offered; the Field Spell is refused. On turn 5 it may be activated: 1800."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_B, SET),
                         spells=[(DRAW_WATCH, SET)], hand=[FIELD_A, BLADE.name]),
                 p1=Side(hand=["V4-1800"]))
    fb = find(duel, FIELD_B, 0, "fzone")
    assert fb in offered(duel)
    do(duel, "battle")
    refused(duel, f"activate {fb}")
    refused(duel, f"activate {hand(duel, FIELD_A)} f")
    refused(duel, f"set {hand(duel, FIELD_A)} f")
    refused(duel, f"activate {hand(duel, BLADE.name)} s1")
    do(duel, "end")
    assert duel.turn == 4
    window_for(duel, 0)
    assert offered(duel) == {find(duel, DRAW_WATCH, 0, "szone")}
    refused(duel, f"activate {fb}")
    do(duel, "pass")
    assert duel.request.kind == "main" and duel.current_player == 1
    to_turn(duel, 5)
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"activate {find(duel, FIELD_B, 0, 'fzone')}")
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 1800


# ============================================================ Equip Spells
def test_hx_366_an_equip_returned_to_the_hand_may_be_equipped_again() -> None:
    """HX-366 (R-EQUIP-4, R-EQUIP-1, R-SPELL-2, R-CALC-1): "HX Spell Recall" (Normal
    Spell): return 1 Equip Spell you control to the hand.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1800 (since turn 1); hand: HX
    Blade Equip (+400), HX Spell Recall. P2 controls face-up V5-2300.
    Actions: equip the Blade to V4-1600 (s0); Spell Recall (s1) returns it; equip the
    Blade again, to V4-1800 (s2); V4-1800 attacks V5-2300.
    Expected: 2000, then 1600 again once the Blade leaves the field (its Effect ends);
    the Blade is in the hand and may be activated again the same turn: V4-1800 2200.
    2200 vs 2300: V4-1800 is destroyed, P1 takes 100 (7900) and the Blade goes to
    the GY with its monster. P1's GY: Spell Recall, V4-1800, Blade."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                         hand=[BLADE.name, SPELL_RECALL.name]),
                 p1=Side(monsters=[("V5-2300", ATK)]))
    v16, v18 = at(duel, "V4-1600"), at(duel, "V4-1800")
    play(duel, BLADE.name, zone="s0", picks=(duel.oid[v16],))
    settle(duel)
    assert duel.atk(v16) == 2000
    play(duel, SPELL_RECALL.name, zone="s1")
    settle(duel)
    assert duel.atk(v16) == 1600 and BLADE.name in names(duel, 0, "hand")
    assert names(duel, 0, "szone") == ["", "", ""]
    assert names(duel, 0, "gy") == [SPELL_RECALL.name]
    play(duel, BLADE.name, zone="s2", picks=(duel.oid[v18],))
    settle(duel)
    assert duel.atk(v18) == 2200 and duel.atk(v16) == 1600
    attack(duel, "V4-1800", "V5-2300")
    settle(duel)
    assert duel.lp == [7900, 8000] and names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([SPELL_RECALL.name, "V4-1800", BLADE.name])


def test_hx_367_my_equip_on_the_opponents_monster_leaves_with_its_maximum_summon() -> None:
    """HX-367 (R-MAX-2, R-EQUIP-4, R-EQUIP-1, R-ZONE-4, R-MAX-6): "HX Curse Equip" (Equip
    Spell): equip to 1 face-up monster your opponent controls; it loses 500 ATK.
    Setup: P1 turn 3; hand: HX Curse Equip. P2 controls face-up V4-1800; hand: the
    three Supreme Machine Magnum Overlord pieces.
    Actions: P1 equips the Curse to V4-1800; turn 4: P2 Maximum Summons.
    Expected: V4-1800 has 1300. The Maximum Summon sends it to P2's GY by rule; the
    Curse, no longer equipped, goes to its owner P1's GY and P1's S/T Zones are empty.
    The Overlord has 3500 (no Curse)."""
    duel = build(p0=Side(hand=[CURSE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], hand=[OVL_L, OVL, OVL_R]))
    play(duel, CURSE.name, zone="s0", picks=(mz(duel, "V4-1800", 1),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1800", 1)) == 1300
    to_turn(duel, 4)
    maximum(duel, OVL)
    settle(duel)
    assert names(duel, 1, "mzone") == [OVL_L, OVL, OVL_R]
    assert names(duel, 1, "gy") == ["V4-1800"] and names(duel, 0, "gy") == [CURSE.name]
    assert names(duel, 0, "szone") == ["", "", ""]
    assert duel.atk(at(duel, OVL, 1)) == 3500


def test_hx_368_an_equip_reads_the_maximum_monsters_level_then_a_lone_piece() -> None:
    """HX-368 (R-MAX-13, R-MAX-6, R-MAX-5, R-MAX-8, R-MAX-11, R-MAX-12, R-EQUIP-1,
    R-EQUIP-4): "HX Small Arms" (Equip Spell): equip to 1 face-up Level 4 or lower
    monster you control; +400 ATK. "HX Big Arms": the same for Level 7 or higher;
    +600 ATK. RULES.md's default for R-MAX-13: an Equip attaches to the Maximum Mode
    monster as a whole and its condition reads the center.
    Setup: P1 turn 3; hand: the three Overlord pieces, both Equips, FX-RECALL.
    Actions: Maximum Summon; try Small Arms; equip Big Arms (s0); FX-RECALL (s1)
    returns the Overlord; Normal Summon the [L] piece alone; equip Small Arms to it.
    Expected: the monster is Level 10 (the center's; the Level 4 [L] cannot be chosen
    alone): Small Arms is refused, Big Arms only offers the whole monster: 4100. All
    three pieces return to the hand and Big Arms goes to the GY. [L] on its own is an
    ordinary Level 4 monster (800): Small Arms is legal: 1200. GY: Big Arms, FX-RECALL."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, SMALL.name, BIG.name, RECALL]))
    maximum(duel, OVL)
    settle(duel)
    center = mz(duel, OVL)
    no_spell(duel, hand(duel, SMALL.name))
    do(duel, f"activate {hand(duel, BIG.name)} s0")
    if duel.request.kind == "pick":
        assert picks(duel) == {center}
        answer(duel, picks=(center,))
    settle(duel)
    assert duel.equip[at(duel, BIG.name, 0, "szone")] == center
    assert duel.atk(duel.inst(center)) == 4100
    play(duel, RECALL, zone="s1", picks=(center,))
    settle(duel)
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R, SMALL.name])
    assert sorted(names(duel, 0, "gy")) == sorted([BIG.name, RECALL])
    do(duel, f"summon {hand(duel, OVL_L)} z0")
    settle(duel)
    assert not duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, "", ""]
    play(duel, SMALL.name, zone="s0", picks=(mz(duel, OVL_L),))
    settle(duel)
    assert duel.atk(at(duel, OVL_L)) == 1200 and names(duel, 0, "szone")[0] == SMALL.name


def test_hx_369_a_curse_on_the_opponents_maximum_monster_then_equal_atk() -> None:
    """HX-369 (R-MAX-13, R-MAX-5, R-MAX-8, R-EQUIP-4, R-CALC-2, R-ZONE-4): HX Curse
    Equip (HX-367). Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn
    2. P1 turn 3 controls face-up Blue-Eyes White Dragon (3000, since turn 1); hand: HX
    Curse Equip.
    Actions: equip the Curse to the Overlord; Blue-Eyes attacks it.
    Expected: only the whole monster can be chosen; it has 3500 - 500 = 3000. 3000 vs
    3000: both are destroyed, no damage. All three pieces go to P2's GY, Blue-Eyes and
    the Curse to P1's GY; P1's S/T Zones are empty."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)], hand=[CURSE.name]),
                 p1=Side(hand=[OVL_L, OVL, OVL_R]))
    maximum(duel, OVL)
    settle(duel)
    to_turn(duel, 3)
    center = mz(duel, OVL, 1)
    do(duel, f"activate {hand(duel, CURSE.name)} s0")
    if duel.request.kind == "pick":
        assert picks(duel) == {center}
        answer(duel, picks=(center,))
    settle(duel)
    assert duel.atk(duel.inst(center)) == 3000
    attack(duel, BEWD, OVL)
    settle(duel)
    assert duel.lp == [8000, 8000] and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, CURSE.name])
    assert names(duel, 0, "szone") == ["", "", ""]


def test_hx_370_an_equipped_fusion_monster_returned_goes_to_the_extra_deck() -> None:
    """HX-370 (R-FUS-6, R-EQUIP-4, R-FUS-2, R-FUS-5, R-FUS-1, R-SPELL-2): Setup: P1 turn
    3 controls face-up V4-1600 and V4-1400 (since turn 1); hand: two "Fusion", HX Blade
    Equip (+400), FX-RECALL, V4-1600, V4-1400; Extra: FX-FUSION-2.
    Actions: "Fusion" (FX-FUSION-2 in Attack); equip the Blade to it; FX-RECALL returns
    it; Normal Summon V4-1600 and V4-1400; the second "Fusion".
    Expected: FX-FUSION-2 has 2800 with the Blade. Returned "to the hand", it goes to
    the Extra Deck instead, and the Blade to the GY: the hand holds no Fusion Monster
    and the S/T Zones are empty. It can then be Fusion Summoned again: 2400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, FUSION, BLADE.name, RECALL, "V4-1600", "V4-1400"],
                         extra=[F2]))
    play(duel, FUSION, zone="s0", picks=(find(duel, F2, 0, "extra"),), pos="atk")
    settle(duel)
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, F2),))
    settle(duel)
    assert duel.atk(at(duel, F2)) == 2800
    play(duel, RECALL, zone="s1", picks=(mz(duel, F2),))
    settle(duel)
    assert names(duel, 0, "extra") == [F2] and F2 not in names(duel, 0, "hand")
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(
        ["V4-1600", "V4-1400", FUSION, BLADE.name, RECALL])
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    settle(duel)
    do(duel, f"summon {hand(duel, 'V4-1400')} z1")
    settle(duel)
    play(duel, FUSION, zone="s0", picks=(find(duel, F2, 0, "extra"),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone").count(F2) == 1 and duel.atk(at(duel, F2)) == 2400
    assert names(duel, 0, "extra") == []


def test_hx_371_my_equip_on_the_opponents_ritual_monster_when_it_is_returned() -> None:
    """HX-371 (R-RIT-5, R-EQUIP-4, R-EQUIP-1, R-TRAP-4, R-TRAP-5, R-ZONE-4): HX Curse
    Equip (HX-367). Setup: turn 2, P2 controls face-up V4-1600 and V2-500; hand:
    Hamburger Fast Recipe; Extra: Hungry Burger (Rush). P1 has Compulsory Evacuation
    Device (Rush) Set earlier; hand: HX Curse Equip, V4-1800.
    Actions: P2 Ritual Summons Hungry Burger (P1 passes); turn 3: P1 equips the Curse
    to it; P1 Normal Summons V4-1800; P2 passes and P1 uses the Device on Hungry
    Burger; V4-1800 attacks directly.
    Expected: after the Ritual Summon P1 may answer (it passes). The Curse: 1500, and
    P1's own Spell does not open the Device. After the Normal Summon P1 is offered the
    Device; Hungry Burger goes to P2's Extra Deck (not the hand) and the Curse to
    P1's GY. P2 takes 1800 (6200)."""
    duel = build(turn=2, tp=1, p0=Side(hand=[CURSE.name, "V4-1800"], spells=[(CED, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=[RECIPE],
                         extra=[BURGER]))
    play(duel, RECIPE, zone="s0", picks=(find(duel, BURGER, 1, "extra"),
                                         mz(duel, "V4-1600", 1), mz(duel, "V2-500", 1)))
    window_for(duel, 0)
    assert find(duel, CED, 0, "szone") in offered(duel)
    settle(duel)
    to_turn(duel, 3)
    burger = mz(duel, BURGER, 1)
    play(duel, CURSE.name, zone="s1", picks=(burger,))
    assert duel.request.kind == "main"
    assert duel.atk(duel.inst(burger)) == 1500
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 0)
    trap(duel, CED, 0)
    answer(duel, picks=(burger,))
    settle(duel)
    assert names(duel, 1, "extra") == [BURGER] and BURGER not in names(duel, 1, "hand")
    assert sorted(names(duel, 0, "gy")) == sorted([CED, CURSE.name])
    assert names(duel, 0, "szone") == ["", "", ""]
    attack(duel, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 6200]


# ============================================================ full zones, Set Spells
def test_hx_372_a_set_fusion_spell_works_with_every_zone_full() -> None:
    """HX-372 (R-ZONE-2, R-ZONE-5, R-FUS-2, R-FUS-5, R-SPELL-1, R-TRAP-4): Setup: P1 turn 3
    controls face-up V4-1600, V4-1400, V4-1800 (since turn 1); S/T Zones: Trap Hole
    (Rush), Torrential Tribute (Rush) and "Fusion", all Set earlier; hand:
    Polymerization (Rush), V1-100; Extra: FX-FUSION-2.
    Expected: Polymerization can be neither activated nor Set (no S/T Zone), V1-100 not
    summoned (no Monster Zone). The Set "Fusion" is legal: V4-1600 and V4-1400 leave,
    FX-FUSION-2 takes a freed zone. In the window P1's Torrential Tribute is offered (a
    Special Summon), Trap Hole is not; P1 passes. "Fusion" goes to the GY, freeing s2;
    V1-100 may now be summoned."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         spells=[(TRAP_HOLE, SET), (TORRENT, SET), (FUSION, SET)],
                         hand=[POLY, "V1-100"], extra=[F2]))
    poly, v1 = hand(duel, POLY), hand(duel, "V1-100")
    no_spell(duel, poly)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"set {poly} {z}")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v1} {z}")
    fusion = find(duel, FUSION, 0, "szone")
    assert fusion in offered(duel)
    do(duel, f"activate {fusion}")
    answer(duel, picks=(find(duel, F2, 0, "extra"),), pos="atk")
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([F2, "V4-1800"])
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}
    settle(duel)
    assert names(duel, 0, "szone") == [TRAP_HOLE, TORRENT, ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", FUSION])
    v1 = hand(duel, "V1-100")
    assert [a for a in duel.legal_actions() if a.kind == "summon" and a.card == v1]


def test_hx_373_a_ritual_spell_set_this_turn_works_a_trap_set_this_turn_waits() -> None:
    """HX-373 (R-SPELL-2, R-TRAP-2, R-RIT-2, R-RIT-4, R-SPELL-4, R-ZONE-2): Setup: P1
    turn 3 controls face-up V4-1600 and V2-500 (since turn 1); Trap Hole (Rush) Set
    earlier in s0; hand: Torrential Tribute (Rush), Hamburger Fast Recipe; Extra:
    Hungry Burger (Rush).
    Actions: Set Torrential Tribute (s1) and the Recipe (s2), filling the S/T Zones;
    activate the Set Recipe.
    Expected: the Recipe may be activated the turn it was Set: both monsters (Levels 4
    + 2) go to the GY and Hungry Burger comes in face-up Defense. The Ritual Summon is
    a Special Summon, but Torrential Tribute was Set this turn: no window is offered
    and P1 is back in the Main Phase. S/T Zones: Trap Hole, Torrential, empty."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         spells=[(TRAP_HOLE, SET)], hand=[TORRENT, RECIPE], extra=[BURGER]))
    do(duel, f"set {hand(duel, TORRENT)} s1")
    do(duel, f"set {hand(duel, RECIPE)} s2")
    assert names(duel, 0, "szone") == [TRAP_HOLE, TORRENT, RECIPE]
    recipe = find(duel, RECIPE, 0, "szone")
    assert recipe in offered(duel)
    do(duel, f"activate {recipe}")
    answer(duel, picks=(find(duel, BURGER, 0, "extra"), mz(duel, "V4-1600"),
                        mz(duel, "V2-500")), pos="def")
    assert duel.request.kind == "main" and duel.current_player == 0
    burger = at(duel, BURGER)
    assert duel.pos[burger] == DEF and names(duel, 0, "mzone").count(BURGER) == 1
    assert names(duel, 0, "szone") == [TRAP_HOLE, TORRENT, ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])


def test_hx_374_a_hand_cost_may_supply_the_monster_its_effect_summons() -> None:
    """HX-374 (R-REQ-1, R-REQ-2, R-REQ-3, R-MAIN-4, R-SPELL-3): "HX Hand Offering"
    (Normal Spell): Requirement: send 1 monster from your hand to the GY. Effect:
    Special Summon 1 Level 4 or lower monster from your GY in face-up Attack Position.
    (a) P1 turn 3, GY empty; hand: HX Hand Offering, V4-1600. (b) GY: V4-1400; hand:
    HX Hand Offering, V4-1600, V5-2300; P1 pays with V5-2300.
    Expected: (a) the Requirement can be met, and the effect chooses when applied, after
    the cost: V4-1600 goes to the GY and comes back in Attack; GY: the Spell only.
    (b) the cost may be either monster; with V5-2300 paid (Level 5, not eligible), the
    effect summons V4-1400; V4-1600 stays in the hand."""
    duel = build(p0=Side(hand=[OFFERING.name, "V4-1600"]))
    assert legal(duel, f"activate {hand(duel, OFFERING.name)} s0")
    play(duel, OFFERING.name, zone="s0")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == ["V4-1600"]
    assert duel.pos[at(duel, "V4-1600")] == ATK
    assert names(duel, 0, "gy") == [OFFERING.name] and names(duel, 0, "hand") == []
    duel = build(p0=Side(hand=[OFFERING.name, "V4-1600", "V5-2300"], gy=["V4-1400"]))
    do(duel, f"activate {hand(duel, OFFERING.name)} s0")
    assert picks(duel) == {hand(duel, "V4-1600"), hand(duel, "V5-2300")}
    answer(duel, picks=(hand(duel, "V5-2300"),))
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == ["V4-1400"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V5-2300", OFFERING.name])
    assert names(duel, 0, "hand") == ["V4-1600"]


def test_hx_375_a_spell_needs_a_free_zone_before_its_cost_could_free_one() -> None:
    """HX-375 (R-SPELL-1, R-ZONE-2, R-ZONE-5, R-REQ-1, R-EQUIP-4): "HX Unequip Draw"
    (Normal Spell): Requirement: send 1 Equip Spell you control to the GY. Effect: draw
    1 card. Reading chosen where RULES.md could be read two ways: a Spell from the hand
    is activated by placing it in a free S/T Zone (R-SPELL-1), so its own cost, paid
    after that, cannot make room for it (the exceptions of R-ZONE-5 are Tributes,
    materials and the Maximum Summon).
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); Trap Hole (Rush) and
    Torrential Tribute (Rush) Set earlier in s1, s2; hand: HX Blade Equip, HX Unequip
    Draw; Deck top: V4-1800.
    Actions: equip the Blade in s0 (the S/T Zones are now full); try HX Unequip Draw;
    then, in a fresh copy with s2 empty, activate it there.
    Expected: with no free S/T Zone it can be neither activated nor Set. With s2 free
    it is legal: the Blade goes to the GY (V4-1600 back to 1600) and P1 draws
    V4-1800."""
    for full in (True, False):
        traps = [None, (TRAP_HOLE, SET), (TORRENT, SET)] if full else [None, (TRAP_HOLE, SET)]
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], spells=traps,
                             hand=[BLADE.name, UNEQUIP_DRAW.name],
                             deck=["V4-1800", "V1-100", "V1-100"]))
        play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600"),))
        settle(duel)
        card = hand(duel, UNEQUIP_DRAW.name)
        if full:
            no_spell(duel, card)
            for z in ("s0", "s1", "s2"):
                refused(duel, f"set {card} {z}")
            continue
        play(duel, UNEQUIP_DRAW.name, zone="s2")
        settle(duel)
        assert duel.atk(at(duel, "V4-1600")) == 1600
        assert names(duel, 0, "hand") == ["V4-1800"]
        assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, UNEQUIP_DRAW.name])


# ============================================================ section 20 cards
def test_hx_376_dragonic_pressure_takes_my_equipped_monster_not_despairacion() -> None:
    """HX-376 (R-MAX-9, R-MAX-10, R-EQUIP-4, R-REQ-2, R-REQ-3, R-MAIN-4): Dragonic
    Pressure (send 3 Dragons from the hand; destroy every monster; if one was
    destroyed, you may Special Summon a Level 4 or lower Dragon from your GY in
    Defense). Setup: P2 Maximum Summoned Doomblaze Fiend Overlord Despairacion on turn
    2. P1 turn 3 controls face-up V4-1600 (since turn 1); hand: HX Blade Equip,
    Dragonic Pressure, Innocent Fadrawl (Level 3 Dragon), Blue-Eyes White Dragon,
    Blue-Fang Burst Dragon.
    Actions: equip the Blade to V4-1600; Dragonic Pressure; P1 says yes.
    Expected: the three Dragons are the cost. Despairacion in Maximum Mode cannot be
    destroyed by P1's Spell: it stays. V4-1600 is destroyed and the Blade goes too. A
    monster was destroyed, so P1 may Special Summon Innocent Fadrawl (sent as cost) in
    face-up Defense. P1's GY: V4-1600, Blade, Blue-Eyes, Blue-Fang, the Spell."""
    duel = build(turn=2, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[BLADE.name, PRESSURE, FADRAWL, BEWD, BLUE_FANG]),
                 p1=Side(hand=[DESP_L, DESP, DESP_R]))
    maximum(duel, DESP)
    settle(duel)
    to_turn(duel, 3)
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600"),))
    settle(duel)
    play(duel, PRESSURE, zone="s1", yes=True, pos="def")
    settle(duel)
    assert duel.maxm[1] and names(duel, 1, "mzone") == [DESP_L, DESP, DESP_R]
    assert [n for n in names(duel, 0, "mzone") if n] == [FADRAWL]
    assert duel.pos[at(duel, FADRAWL)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(
        ["V4-1600", BLADE.name, BEWD, BLUE_FANG, PRESSURE])
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "gy") == []


def test_hx_377_blue_fang_reads_atk_lowered_by_its_controllers_field_spell() -> None:
    """HX-377 (R-FIELD-1, R-REQ-3, R-EFF-6, R-CALC-1): HX Weight Field (HX-360): face-up
    monsters its controller's opponent controls lose 500 ATK. Blue-Fang Burst Dragon:
    mill 1; destroy every face-up monster of the opponent with 1500 or less ATK; +300
    ATK per monster destroyed this way, this turn.
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon (since turn 1) and face-up
    HX Weight Field. P2 controls face-up V4-1800, V4-1600 and V5-2300.
    Actions: Blue-Fang's effect; it attacks V5-2300.
    Expected: P2's monsters have 1300, 1100 and 1800: the first two are destroyed:
    3100. 3100 vs 1800: P2 takes 1300 (6700); P2's GY holds all three."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], field_spell=(WEIGHT.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V5-2300", ATK)]))
    assert duel.atk(at(duel, "V4-1800", 1)) == 1300
    do(duel, f"activate {mz(duel, BLUE_FANG)}")
    answer(duel)
    settle(duel)
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1800", "V4-1600"])
    assert duel.atk(at(duel, BLUE_FANG)) == 3100
    attack(duel, BLUE_FANG, "V5-2300")
    settle(duel)
    assert duel.lp == [8000, 6700]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1800", "V4-1600", "V5-2300"])


def test_hx_378_cyber_dragon_counts_monsters_not_spells_or_field_spells() -> None:
    """HX-378 (R-MAIN-4, R-EFF-1, R-ZONE-3, R-FIELD-1, R-TRAP-5, R-CALC-1): Cyber Dragon
    (Rush): may be Special Summoned from the hand face-up if only the opponent controls
    monsters. (a) P1 turn 3 controls no monster, face-up FX-FIELD-A and Torrential
    Tribute (Rush) Set earlier; hand: Cyber Dragon. P2 controls face-up V4-1600.
    (b) P1 also controls a face-down V4-WALL.
    Expected: (a) Spells and the Field Spell are not monsters: the summon is legal (in
    Attack): 2100 + 100 = 2200. In the window after it P1 is offered Torrential
    Tribute and passes. Cyber Dragon attacks V4-1600: P2 takes 600 (7400).
    (b) P1 controls a monster (face-down still counts): refused."""
    duel = build(p0=Side(field_spell=(FIELD_A, ATK), spells=[(TORRENT, SET)], hand=[CYBER]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    cyber = hand(duel, CYBER)
    assert legal(duel, f"spsummon {cyber} z0 atk")
    do(duel, f"spsummon {cyber} z0 atk")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}
    settle(duel)
    assert duel.atk(at(duel, CYBER)) == 2200
    attack(duel, CYBER, "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 7400]
    blocked = build(p0=Side(monsters=[None, ("V4-WALL", SET)], field_spell=(FIELD_A, ATK),
                            hand=[CYBER]),
                    p1=Side(monsters=[("V4-1600", ATK)]))
    card = hand(blocked, CYBER)
    assert not [a for a in blocked.legal_actions() if a.kind == "spsummon"]
    refused(blocked, f"spsummon {card} z0 atk")
