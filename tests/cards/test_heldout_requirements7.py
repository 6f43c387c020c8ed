"""Held-out style conformance scenarios HX-256..HX-270 on Requirements (R-REQ-1..3):
conditions that the cost itself changes, conditions read with continuous effects
applied, several costs paid together, costs and conditions around a Maximum Mode
monster (it counts once, R-MAX-5), Trap costs paid in a window, and effects whose
Requirement is met while a later step can do nothing. Expectations come from RULES.md.

Small throwaway cards (codes 967000001.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, SET, Duel
from rushdesk.engine.cards import Attribute, CardType
from rushdesk.engine.effects.conditions import Count, LPLower, OnAttack, OnSummon
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Draw,
    Fixed,
    LPDifference,
    Modify,
    PayLP,
    Per,
    SendCost,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    OVL,
    OVL_L,
    OVL_R,
    answer,
    at,
    attack,
    hx_card,
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
from .helpers import no_spell, refused

WATER = Attribute.WATER
FIELD = CardType.SPELL | CardType.FIELD
EQUIP = CardType.SPELL | CardType.EQUIP
UP = Sel(who="you", face="up")
UP_WATER = Sel(who="you", face="up", attribute=WATER)
HAND = Sel(where=("hand",))






TIDE = hx_monster(967_000_001, "HX Tide Caller", Effect(
    conds=(Count(UP_WATER, low=3),), costs=(SendCost(UP_WATER),),
    ops=(Damage(Per(300, UP_WATER)),)), attr=WATER, race="Aqua")
WATER_FIELD = hx_card(967_000_002, "HX Flood Field", FIELD, Effect(kind="field", mods=(
    Cont(UP, MOD_ATTR, WATER, "become WATER"),)))
WATER_EQUIP = hx_card(967_000_003, "HX Soak Equip", EQUIP, Effect(
    kind="equip", equip=Sel(face="up"), mods=(Cont(EQUIPPED, MOD_ATTR, WATER,
                                                   "becomes WATER"),)))
DESPERATE = hx_monster(967_000_004, "HX Desperado", Effect(
    conds=(LPLower(),), costs=(PayLP(n=500),), ops=(Modify(THIS, amount=LPDifference()),)))
GY_MONSTERS = Sel(where=("gy",), kind="monster")
DIGGER = hx_monster(967_000_005, "HX Grave Digger", Effect(
    conds=(Count(GY_MONSTERS, low=3),), costs=(SendCost(Sel(where=("hand",), kind="monster")),),
    ops=(Modify(THIS, amount=Per(100, GY_MONSTERS)),)))
OPP_MONSTERS = Sel(who="opp")
COUNTER = hx_monster(967_000_006, "HX Head Counter", Effect(
    conds=(Count(OPP_MONSTERS),), ops=(Damage(Per(300, OPP_MONSTERS)),)))
PAIR = hx_monster(967_000_007, "HX Pair Hunter", Effect(
    conds=(Count(OPP_MONSTERS, low=2),), ops=(Damage(Fixed(1000)),)))
OFFER2 = hx_card(967_000_008, "HX Double Offering", CardType.SPELL, Effect(
    kind="spell", costs=(SendCost(UP, low=2, high=2),), ops=(Draw(2),)))
OFFER1 = hx_card(967_000_009, "HX Single Offering", CardType.SPELL, Effect(
    kind="spell", costs=(SendCost(UP),), ops=(Draw(1),)))
DOUBLE = hx_card(967_000_010, "HX Twin Tithe", CardType.SPELL, Effect(
    kind="spell", costs=(SendCost(HAND), SendCost(Sel(where=("hand",), kind="spell"))),
    ops=(Damage(Fixed(800)),)))
SCOUT = hx_monster(967_000_011, "HX Scout", Effect(
    costs=(SendCost(HAND),), ops=(Damage(Fixed(500)), Destroy(Sel(who="opp", face="up")))))
GUARD = hx_card(967_000_012, "HX Sacrifice Guard", CardType.TRAP, Effect(
    kind="trap", trigger=OnAttack(), conds=(Count(UP, low=2),), costs=(SendCost(UP),),
    ops=(Modify(Sel(who="opp", memo="attacker"), amount=Fixed(1000), sign=-1),)))
BIG_OPP = Sel(who="opp", face="up", atk_min=2000)
HUNTER = hx_monster(967_000_013, "HX Giant Hunter", Effect(
    conds=(Count(BIG_OPP),), ops=(Destroy(BIG_OPP),)))
SHADOW = hx_monster(967_000_014, "HX Shadow", Effect(kind="continuous", mods=(
    Cont(Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK"),)), attr=Attribute.DARK)
POWER_FIELD = hx_card(967_000_015, "HX Power Field", FIELD, Effect(kind="field", mods=(
    Cont(UP, MOD_ATK, 500, "gain 500 ATK"),)))
TOLLGATE = hx_card(967_000_016, "HX Tollgate", CardType.TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("summon",)), conds=(Count(UP, low=2),),
    costs=(SendCost(UP),), ops=(Destroy(Sel(who="opp", memo="summoned")),)))

HX_CARDS = [TIDE, WATER_FIELD, WATER_EQUIP, DESPERATE, DIGGER, COUNTER, PAIR, OFFER2,
            OFFER1, DOUBLE, SCOUT, GUARD, HUNTER, SHADOW, POWER_FIELD, TOLLGATE]
POOL = BASE_POOL.merged(HX_CARDS)
NEGATE = "FX-NEGATE-ON-ATTACK"


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def p2_max(p0: Side) -> Duel:
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2; P1's turn 3."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R]))
    maximum(duel, OVL)
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


# ============================================================ the cost changes the count
def test_hx_256_a_cost_may_send_one_of_the_monsters_its_condition_counts() -> None:
    """HX-256 (R-REQ-1, R-REQ-2, R-EFF-2): "HX Tide Caller" (Level 4 WATER Aqua):
    Requirement: you control 3 or more face-up WATER monsters; send 1 face-up WATER
    monster you control to the GY. Effect: the opponent takes 300 damage for each
    face-up WATER monster you control.
    (a) P1 controls HX Tide Caller and one V3-1000 (WATER): only 2: refused.
    (b) P1 controls HX Tide Caller and two V3-1000: the Requirement is met completely
    (the condition holds, and the cost can be paid); the cost sends one V3-1000; the
    Effect, applied after the cost, counts 2 WATER monsters: P2 7400."""
    two = build(p0=Side(monsters=[(TIDE.name, ATK), ("V3-1000", ATK)]))
    refused(two, f"activate {find(two, TIDE.name, 0, 'mzone')}")
    duel = build(p0=Side(monsters=[(TIDE.name, ATK), ("V3-1000", ATK), ("V3-1000", ATK)]))
    do(duel, f"activate {find(duel, TIDE.name, 0, 'mzone')}")
    answer(duel, picks=(find(duel, "V3-1000", 0, "mzone", 1),))
    assert duel.request.kind == "main"
    assert names(duel, 0, "mzone") == [TIDE.name, "V3-1000", ""]
    assert names(duel, 0, "gy") == ["V3-1000"] and duel.lp == [8000, 7400]


def test_hx_257_a_field_spells_attribute_counts_toward_the_condition_and_cost() -> None:
    """HX-257 (R-REQ-1, R-FIELD-1, R-REQ-3): "HX Flood Field" (Field Spell): face-up
    monsters its controller controls become WATER. HX Tide Caller as in HX-256.
    (a) P1 controls HX Tide Caller, V4-1600, V4-1400 (EARTH); P2 has HX Flood Field
    face-up: it changes P2's monsters only, so HX Tide Caller is refused.
    (b) Same monsters, P1 activates HX Flood Field from the hand: all three are WATER,
    the condition holds; P1 pays the cost with HX Tide Caller itself (a face-up WATER
    monster P1 controls). Effect: 2 WATER monsters remain: P2 7400; P1's GY holds
    HX Tide Caller; the Field Spell stays in the Field Zone."""
    mons = [(TIDE.name, ATK), ("V4-1600", ATK), ("V4-1400", ATK)]
    opp = build(p0=Side(monsters=mons), p1=Side(field_spell=(WATER_FIELD.name, ATK)))
    assert opp.attribute(at(opp, "V4-1600")) != WATER
    refused(opp, f"activate {find(opp, TIDE.name, 0, 'mzone')}")
    duel = build(p0=Side(monsters=mons, hand=[WATER_FIELD.name]))
    refused(duel, f"activate {find(duel, TIDE.name, 0, 'mzone')}")
    do(duel, f"activate {find(duel, WATER_FIELD.name, 0, 'hand')} f")
    assert duel.attribute(at(duel, "V4-1600")) == WATER
    tide = find(duel, TIDE.name, 0, "mzone")
    do(duel, f"activate {tide}")
    answer(duel, picks=(tide,))
    assert duel.request.kind == "main"
    assert names(duel, 0, "mzone") == ["", "V4-1600", "V4-1400"]
    assert names(duel, 0, "gy") == [TIDE.name] and duel.lp == [8000, 7400]


def test_hx_258_an_lp_cost_is_paid_before_the_effect_reads_the_lp() -> None:
    """HX-258 (R-REQ-1, R-REQ-2): "HX Desperado" (Level 4, 1000 ATK): Requirement: your
    LP are lower than your opponent's; pay 500 LP. Effect: this card gains ATK equal to
    the difference between both players' LP until the end of the turn.
    (a) P1 8000, P2 8000: the condition does not hold: refused.
    (b) P1 7000, P2 8000: P1 pays 500 (6500); the Effect reads the LP after the cost:
    difference 1500, so HX Desperado has 2500."""
    even = build(p0=Side(monsters=[(DESPERATE.name, ATK)]))
    refused(even, f"activate {find(even, DESPERATE.name, 0, 'mzone')}")
    duel = build(p0=Side(lp=7000, monsters=[(DESPERATE.name, ATK)]))
    do(duel, f"activate {find(duel, DESPERATE.name, 0, 'mzone')}")
    assert duel.lp == [6500, 8000] and duel.atk(at(duel, DESPERATE.name)) == 2500


def test_hx_259_a_monster_the_cost_sends_is_counted_by_the_effect() -> None:
    """HX-259 (R-REQ-1, R-REQ-2, R-REQ-3): "HX Grave Digger" (Level 4, 1000 ATK):
    Requirement: there are 3 or more monsters in your GY; send 1 monster from your hand
    to the GY. Effect: this card gains 100 ATK for each monster in your GY.
    Setup: P1's GY: V4-1600, V4-1400, FX-RECALL, V2-500; hand: V4-1800, FX-RECALL.
    (a) Same but the hand holds only FX-RECALL: the cost cannot be paid: refused.
    (b) The cost can send only V4-1800; the Effect counts 4 monsters: 1400 ATK."""
    gy = ["V4-1600", "V4-1400", "FX-RECALL", "V2-500"]
    spell_only = build(p0=Side(monsters=[(DIGGER.name, ATK)], gy=gy, hand=["FX-RECALL"]))
    refused(spell_only, f"activate {find(spell_only, DIGGER.name, 0, 'mzone')}")
    duel = build(p0=Side(monsters=[(DIGGER.name, ATK)], gy=gy, hand=["V4-1800", "FX-RECALL"]))
    v18 = find(duel, "V4-1800", 0, "hand")
    do(duel, f"activate {find(duel, DIGGER.name, 0, 'mzone')}")
    answer(duel, picks=(v18,))
    assert names(duel, 0, "hand") == ["FX-RECALL"] and names(duel, 0, "gy")[-1] == "V4-1800"
    assert duel.atk(at(duel, DIGGER.name)) == 1400


# ============================================================ Maximum Mode counts once
def test_hx_260_an_opponents_maximum_monster_is_one_monster_in_conditions() -> None:
    """HX-260 (R-MAX-5, R-REQ-1, R-MAX-3): "HX Head Counter": Requirement: your opponent
    controls a monster. Effect: the opponent takes 300 damage for each monster they
    control. "HX Pair Hunter": Requirement: your opponent controls 2 or more monsters.
    Effect: the opponent takes 1000 damage.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 (three Monster
    Zones, one monster). P1 turn 3 controls face-up HX Head Counter and HX Pair Hunter.
    Expected: HX Pair Hunter is refused (1 monster); HX Head Counter deals 300, not 900."""
    duel = p2_max(Side(monsters=[(COUNTER.name, ATK), (PAIR.name, ATK)]))
    refused(duel, f"activate {find(duel, PAIR.name, 0, 'mzone')}")
    do(duel, f"activate {find(duel, COUNTER.name, 0, 'mzone')}")
    assert duel.lp == [8000, 7700]


def test_hx_261_an_own_maximum_monster_pays_one_monster_of_a_cost_and_goes_whole() -> None:
    """HX-261 (R-MAX-5, R-MAX-8, R-REQ-1, R-SPELL-3): "HX Double Offering" (Normal
    Spell): Requirement: send 2 face-up monsters you control to the GY; Effect: draw 2.
    "HX Single Offering": Requirement: send 1 face-up monster you control to the GY;
    Effect: draw 1. Setup: P1 turn 3, hand: the three Supreme Machine Magnum Overlord
    pieces, both Offerings. P1 Maximum Summons.
    Expected: the Maximum monster is 1 monster: HX Double Offering is refused. HX Single
    Offering sends it: all three pieces go to the GY as the cost, and P1 draws 1."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, OFFER2.name, OFFER1.name],
                         deck=["V4-1800"] * 10))
    maximum(duel, OVL)
    assert duel.maxm[0]
    no_spell(duel, find(duel, OFFER2.name, 0, "hand"))
    play(duel, OFFER1.name, zone="s0", picks=(find(duel, OVL, 0, "mzone"),))
    assert duel.request.kind == "main" and not duel.maxm[0]
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, OFFER1.name])
    assert sorted(names(duel, 0, "hand")) == sorted([OFFER2.name, "V4-1800"])


def test_hx_262_lp_condition_and_hand_cost_of_a_maximum_piece() -> None:
    """HX-262 (R-MAX-9, R-MAX-6, R-REQ-1, R-REQ-2): Supreme Machine Magnum Overlord [L]
    (section 20): Maximum Mode only; Requirement: your LP are lower than the opponent's;
    send 1 card from your hand to the GY. Effect: gains ATK equal to the LP difference.
    (a) P1 7000 LP, P2 8000, P1 Maximum Summons with an otherwise empty hand: the cost
    cannot be paid: refused.
    (b) Same with V1-100 also in the hand: V1-100 is sent; the monster (MAXIMUM ATK
    3500) has 4500."""
    empty = build(p0=Side(lp=7000, hand=[OVL_L, OVL, OVL_R]))
    maximum(empty, OVL)
    refused(empty, f"activate {find(empty, OVL_L, 0, 'mzone')}")
    duel = build(p0=Side(lp=7000, hand=[OVL_L, OVL, OVL_R, "V1-100"]))
    maximum(duel, OVL)
    v1 = find(duel, "V1-100", 0, "hand")
    do(duel, f"activate {find(duel, OVL_L, 0, 'mzone')}")
    answer(duel, picks=(v1,))
    assert names(duel, 0, "hand") == [] and names(duel, 0, "gy") == ["V1-100"]
    assert duel.atk(at(duel, OVL)) == 4500 and duel.lp == [7000, 8000]


# ============================================================ several costs together
def test_hx_263_two_hand_costs_need_two_cards_and_are_both_paid() -> None:
    """HX-263 (R-REQ-1, R-SPELL-1, R-SPELL-3): "HX Twin Tithe" (Normal Spell):
    Requirement: send 1 card from your hand to the GY, and send 1 Spell from your hand
    to the GY. Effect: the opponent takes 800 damage.
    (a) P1's hand: HX Twin Tithe, FX-RECALL: one card cannot pay both parts: refused.
    (b) P1's hand: HX Twin Tithe, FX-RECALL, V4-1600, V2-500: the Requirement can be
    met completely only if the first part is not paid with the only Spell, so the first
    choice offers V4-1600 and V2-500, never FX-RECALL. Paying V4-1600, the Spell pays
    the second part. Result: P2 7200, V2-500 left in the hand.
    (c) Without V2-500 the first part has one possible card: nobody is asked, and both
    parts are paid all the same."""
    short = build(p0=Side(hand=[DOUBLE.name, "FX-RECALL"]))
    no_spell(short, find(short, DOUBLE.name, 0, "hand"))
    duel = build(p0=Side(hand=[DOUBLE.name, "FX-RECALL", "V4-1600", "V2-500"]))
    do(duel, f"activate {find(duel, DOUBLE.name, 0, 'hand')} s0")
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, "V4-1600", 0, "hand"), find(duel, "V2-500", 0, "hand")}
    answer(duel, picks=(find(duel, "V4-1600", 0, "hand"),))
    assert duel.request.kind == "main" and duel.lp == [8000, 7200]
    assert names(duel, 0, "hand") == ["V2-500"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "FX-RECALL", DOUBLE.name])
    forced = build(p0=Side(hand=[DOUBLE.name, "FX-RECALL", "V4-1600"]))
    do(forced, f"activate {find(forced, DOUBLE.name, 0, 'hand')} s0")
    assert forced.request.kind == "main" and forced.lp == [8000, 7200]
    assert names(forced, 0, "hand") == []
    assert sorted(names(forced, 0, "gy")) == sorted(["V4-1600", "FX-RECALL", DOUBLE.name])


# ============================================================ a later step does nothing
def test_hx_264_a_later_step_with_nothing_to_do_does_not_stop_the_effect() -> None:
    """HX-264 (R-REQ-1, R-EFF-2, R-EFF-3): "HX Scout" (Level 4): Requirement: send 1
    card from your hand to the GY. Effect: the opponent takes 500 damage, then destroy
    1 face-up monster your opponent controls.
    Setup: P1 turn 3 controls face-up HX Scout; hand: V1-100. P2 controls only a
    face-down V4-WALL. Expected: the Requirement can be met, so it may be activated;
    V1-100 is sent, P2 takes 500; the destruction finds nothing (V4-WALL stays).
    A second activation is refused (once per turn)."""
    duel = build(p0=Side(monsters=[(SCOUT.name, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-WALL", SET)]))
    scout = find(duel, SCOUT.name, 0, "mzone")
    do(duel, f"activate {scout}")
    answer(duel)
    assert duel.request.kind == "main" and duel.lp == [8000, 7500]
    assert names(duel, 0, "gy") == ["V1-100"] and names(duel, 1, "mzone")[0] == "V4-WALL"
    refused(duel, f"activate {scout}")


# ============================================================ conditions with continuous effects
def test_hx_265_an_equip_made_water_monster_counts_and_its_equip_follows_the_cost() -> None:
    """HX-265 (R-REQ-1, R-EQUIP-1, R-EQUIP-4, R-REQ-2): "HX Soak Equip" (Equip Spell):
    equip to 1 face-up monster you control; it becomes WATER. HX Tide Caller: see HX-256.
    Setup: P1 turn 3 controls face-up HX Tide Caller, V3-1000 (WATER), V4-1600 (EARTH);
    hand: HX Soak Equip.
    Expected: HX Tide Caller is refused (2 WATER). After the Equip goes on V4-1600 it is
    activatable; the cost sends V4-1600 and the Equip Spell goes with it; the Effect
    counts 2 WATER monsters: P2 7400."""
    duel = build(p0=Side(monsters=[(TIDE.name, ATK), ("V3-1000", ATK), ("V4-1600", ATK)],
                         hand=[WATER_EQUIP.name]))
    tide = find(duel, TIDE.name, 0, "mzone")
    refused(duel, f"activate {tide}")
    v16 = find(duel, "V4-1600", 0, "mzone")
    play(duel, WATER_EQUIP.name, zone="s0", picks=(v16,))
    assert duel.attribute(duel.inst(v16)) == WATER
    do(duel, f"activate {tide}")
    answer(duel, picks=(v16,))
    assert duel.request.kind == "main" and duel.lp == [8000, 7400]
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", WATER_EQUIP.name])


def test_hx_266_an_atk_condition_is_read_with_every_continuous_effect() -> None:
    """HX-266 (R-REQ-1, R-EFF-5, R-FIELD-1): "HX Giant Hunter": Requirement: your
    opponent controls a face-up monster with 2000 or more ATK. Effect: destroy 1 such
    monster. "HX Shadow" (continuous): face-up monsters the opponent controls lose 500.
    "HX Power Field" (Field Spell): face-up monsters its controller controls gain 500.
    (a) P1: HX Giant Hunter, HX Shadow; P2: V5-2300 (now 1800): refused.
    (b) P1: HX Giant Hunter; P2: V4-1800 and HX Power Field (2300): activated, V4-1800
    is destroyed.
    (c) P1: HX Giant Hunter, HX Shadow; P2: V4-1800 and HX Power Field (1800): refused."""
    a = build(p0=Side(monsters=[(HUNTER.name, ATK), (SHADOW.name, ATK)]),
              p1=Side(monsters=[("V5-2300", ATK)]))
    assert a.atk(at(a, "V5-2300")) == 1800
    refused(a, f"activate {find(a, HUNTER.name, 0, 'mzone')}")
    b = build(p0=Side(monsters=[(HUNTER.name, ATK)]),
              p1=Side(monsters=[("V4-1800", ATK)], field_spell=(POWER_FIELD.name, ATK)))
    v18 = find(b, "V4-1800", 1, "mzone")
    do(b, f"activate {find(b, HUNTER.name, 0, 'mzone')}")
    answer(b, picks=(v18,))
    assert names(b, 1, "gy") == ["V4-1800"]
    c = build(p0=Side(monsters=[(HUNTER.name, ATK), (SHADOW.name, ATK)]),
              p1=Side(monsters=[("V4-1800", ATK)], field_spell=(POWER_FIELD.name, ATK)))
    assert c.atk(at(c, "V4-1800")) == 1800
    refused(c, f"activate {find(c, HUNTER.name, 0, 'mzone')}")


# ============================================================ Trap costs in a window
def test_hx_267_a_trap_cost_in_the_attack_window_changes_the_field_and_replays() -> None:
    """HX-267 (R-TRAP-9, R-REQ-1, R-REPLAY-1, R-REPLAY-2, R-TRAP-4): "HX Sacrifice
    Guard" (Trap): Requirement: an opponent's monster declares an attack, and you control
    2 or more face-up monsters; send 1 face-up monster you control to the GY. Effect:
    the attacking monster loses 1000 ATK this turn.
    (a) P2 controls only V4-1600 (and FX-NEGATE-ON-ATTACK Set earlier): Blue-Eyes
    attacks V4-1600: HX Sacrifice Guard is not offered.
    (b) P2 controls V4-1600 and V4-1400: Blue-Eyes attacks V4-1600; P2 activates it,
    sending V4-1400. Blue-Eyes has 2000; P2's monsters changed: replay; P1 targets
    V4-1600 again: it is destroyed, P2 takes 400."""
    one = build(p0=Side(monsters=[(BEWD, ATK)]),
                p1=Side(monsters=[("V4-1600", ATK)], spells=[(GUARD.name, SET), (NEGATE, SET)]))
    attack(one, BEWD, "V4-1600")
    window_for(one, 1)
    assert offered(one) == {find(one, NEGATE)}
    duel = build(p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[(GUARD.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, GUARD.name)}
    trap(duel, GUARD.name)
    answer(duel, picks=(find(duel, "V4-1400", 1, "mzone"),))
    assert duel.atk(at(duel, BEWD)) == 2000
    assert names(duel, 1, "gy") == ["V4-1400", GUARD.name]
    assert duel.request.kind == "replay" and duel.current_player == 0
    do(duel, f"target {find(duel, 'V4-1600', 1, 'mzone')}")
    while duel.request.kind == "window":
        do(duel, "pass")
    assert duel.lp == [8000, 7600] and "V4-1600" in names(duel, 1, "gy")


def test_hx_268_a_summon_trap_whose_cost_lowers_its_own_count() -> None:
    """HX-268 (R-TRAP-9, R-TRAP-5, R-REQ-1, R-REQ-2, R-TRAP-7): "HX Tollgate" (Trap):
    Requirement: your opponent Normal Summons a monster, and you control 2 or more
    face-up monsters; send 1 face-up monster you control to the GY. Effect: destroy the
    summoned monster.
    (a) P2 controls V4-1600 only: P1's Normal Summon of V4-1800 offers nothing.
    (b) P2 controls V4-1600 and V4-1400: offered; P2 sends V4-1400 (the condition was
    met when activated, though only 1 monster is left); V4-1800 is destroyed."""
    one = build(p0=Side(hand=["V4-1800"]),
                p1=Side(monsters=[("V4-1600", ATK)], spells=[(TOLLGATE.name, SET), (NEGATE, SET)]))
    do(one, f"summon {find(one, 'V4-1800', 0, 'hand')} z0")
    assert one.request.kind != "window" or find(one, TOLLGATE.name) not in offered(one)
    assert names(one, 0, "mzone")[0] == "V4-1800"
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[(TOLLGATE.name, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TOLLGATE.name)}
    trap(duel, TOLLGATE.name)
    answer(duel, picks=(find(duel, "V4-1400", 1, "mzone"),))
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]
    assert names(duel, 1, "gy") == ["V4-1400", TOLLGATE.name]
