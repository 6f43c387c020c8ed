"""Held-out style conformance scenarios HX-439..HX-458 on monster effects, their
Requirements (costs) and continuous effects, where two rules meet: what makes a
monster "new" after a face-down/face-up trip (R-EFF-4), a cost that changes a count
or an LP total that a continuous effect reads, and so the cards the Effect then
chooses (R-REQ-3), conditions checked before the cost is paid, "then, if" clauses read
after the cost, costs paid with the monster itself or with a Maximum Mode monster,
Maximum Mode clauses after the Maximum monster left, continuous effects that count
monsters or GY cards as an action changes them, and the section 20 monsters (Sevens
Road Magician, Blue-Eyes Vision/Bright Dragon, Blue-Fang Burst Dragon, Jointech Rex,
Supreme Machine Magnum Overlord) in those states. Expectations come from RULES.md.

Small throwaway cards (codes 968500001.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, InMaximumMode, LPLower
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster02 import LPAtMost
from rushdesk.engine.effects.ops import (
    AtkOf,
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    LevelOf,
    Modify,
    PayLP,
    Per,
    SendCost,
    SpecialSummon,
    Then,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_LEVEL

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    FLIPDOWN,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    REX,
    SRM,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    hx_card,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hand, mine, no_spell, refused, settle

SPELL = CardType.SPELL
MAXIMUM_MONSTER = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
UP = Sel(who="you", face="up")
OTHER_UP = Sel(who="you", face="up", not_self=True)
OPP_UP = Sel(who="opp", face="up")
OPP_LOW = Sel(who="opp", face="up", atk_max=1500)
HAND_CARD = Sel(where=("hand",))


def _cont(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


SHADE = hx_monster(968_500_001, "HX Shade", _cont(
    Cont(OPP_UP, MOD_ATK, -500, "lose 500 ATK")), race="Fiend", attr=Attribute.DARK)
CULL = hx_monster(968_500_002, "HX Cull", Effect(
    costs=(SendCost(OTHER_UP),), ops=(Destroy(OPP_LOW, low=0, high=ALL),)))
CROWD_FEAR = hx_monster(968_500_003, "HX Crowd Fear", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp"), low=2))))
CRYPT_WARDEN = hx_monster(968_500_004, "HX Crypt Warden", _cont(Cont(
    UP, MOD_ATK, 500, "gain 500 ATK",
    condition=Count(Sel(where=("gy",), who="opp"), low=0, high=3))), atk=1400)
BLOOD_PACT = hx_monster(968_500_005, "HX Blood Pact", Effect(
    costs=(PayLP(n=1000),), ops=(Destroy(OPP_LOW, low=0, high=ALL),)))
UNDERDOG = hx_monster(968_500_006, "HX Underdog", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=LPLower())), atk=1200)
HOARDER = hx_monster(968_500_007, "HX Hoarder", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(HAND_CARD, low=2))), Effect(
    costs=(SendCost(HAND_CARD),), ops=(Damage(AtkOf("self")),)))
LAST_STAND = hx_monster(968_500_008, "HX Last Stand", Effect(
    conds=(LPAtMost(7000),), costs=(PayLP(n=1000),), ops=(Damage(Fixed(1500)),)))
GY_MONSTERS = Sel(where=("gy",), kind="monster")
GRAVE_CALLER = hx_monster(968_500_009, "HX Grave Caller", Effect(
    conds=(Count(GY_MONSTERS, low=3),), costs=(SendCost(Sel(where=("hand",), kind="monster")),),
    ops=(Draw(1),)))
LAST_GUARD = hx_monster(968_500_010, "HX Last Guard", Effect(
    costs=(SendCost(OTHER_UP),),
    ops=(Modify(THIS, amount=Fixed(500)),
         Then((Damage(Fixed(800)),), condition=Count(Sel(not_self=True), low=0, high=0)))))
MARTYR = hx_monster(968_500_011, "HX Martyr", Effect(
    costs=(SendCost(UP),), ops=(Modify(THIS, amount=Fixed(1000)), Damage(Fixed(500)))))
WRAITH = hx_monster(968_500_012, "HX Wraith", _cont(
    Cont(OPP_UP, MOD_ATK, -500, "lose 500 ATK")), Effect(
    costs=(SendCost(THIS),), ops=(Destroy(Sel(who="opp", face="up", atk_max=1000),
                                          low=0, high=ALL),)),
    race="Fiend", attr=Attribute.DARK)
_TL, _TC, _TR = 968_500_013, 968_500_014, 968_500_015
HAND_OR_FIELD_MONSTER = Sel(where=("hand", "mzone"), kind="monster")
TITAN_L = CardData(
    _TL, "HX Titan [L]", MAXIMUM_MONSTER, attribute=Attribute.LIGHT, race="Machine", level=4,
    atk=1000, defense=0, max_role="L", behaviour=CardScript(Effect(
        maximum=True, costs=(SendCost(HAND_OR_FIELD_MONSTER),),
        ops=(Damage(Fixed(1000)), Modify(THIS, amount=Fixed(1000)),
             Then((Draw(1),), condition=InMaximumMode())))))
TITAN = CardData(
    _TC, "HX Titan", MAXIMUM_MONSTER, attribute=Attribute.LIGHT, race="Machine", level=9,
    atk=2000, defense=0, maximum_atk=3000, max_role="C", max_partners=(_TL, _TR),
    behaviour=CardScript(Effect(kind="continuous", maximum=True, mods=(
        Cont(OPP_UP, MOD_ATK, -500, "lose 500 ATK"),)),
        notes=("Maximum Summon this card together with its [L] and [R].",)))
TITAN_R = CardData(
    _TR, "HX Titan [R]", MAXIMUM_MONSTER, attribute=Attribute.LIGHT, race="Machine", level=4,
    atk=1000, defense=0, max_role="R", behaviour=CardScript(Effect(
        ops=(Modify(THIS, amount=Fixed(300)),))))
FOG = hx_field(968_500_016, "HX Heavy Fog", Cont(OPP_UP, MOD_ATK, -2000, "lose 2000 ATK"))
GRAVE_GIANT = CardData(
    968_500_017, "HX Grave Giant", CardType.MONSTER | CardType.EFFECT,
    attribute=Attribute.EARTH, race="Warrior", level=5, atk=500, defense=1000,
    behaviour=CardScript(_cont(Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK",
                                    condition=Count(GY_MONSTERS, low=2)))))
MASS_OFFERING = hx_card(968_500_018, "HX Mass Offering", SPELL, Effect(
    kind="spell", costs=(SendCost(HAND_OR_FIELD_MONSTER, low=1, high=3),),
    ops=(Damage(LevelOf(100, "sent")), GainLP(Per(500, memo="sent")))))
CALLER = hx_monster(968_500_019, "HX Caller", Effect(
    costs=(SendCost(UP),),
    ops=(SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4), low=1, high=2),)))
LEVEL_FIELD = hx_field(968_500_020, "HX Level Field", Cont(UP, MOD_LEVEL, 2, "gain 2 Levels"))

HX_CARDS = [SHADE, CULL, CROWD_FEAR, CRYPT_WARDEN, BLOOD_PACT, UNDERDOG, HOARDER, LAST_STAND,
            GRAVE_CALLER, LAST_GUARD, MARTYR, WRAITH, TITAN_L, TITAN, TITAN_R, FOG,
            GRAVE_GIANT, MASS_OFFERING, CALLER, LEVEL_FIELD]
POOL = BASE_POOL.merged(HX_CARDS)
HOLE = "Dark Hole (Rush)"
RECALL = "FX-RECALL"


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def p2_max(p0: Side) -> Duel:
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2; P1's turn 3."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R]))
    maximum(duel, OVL)
    while duel.turn < 3:
        do(duel, "end")
    assert duel.maxm[1] and duel.request.kind == "main" and duel.current_player == 0
    return duel


# ============================================================ new after face-down (R-EFF-4)
def test_hx_439_sevens_road_turned_face_down_and_up_is_new_and_counts_again() -> None:
    """HX-439 (R-EFF-3, R-EFF-4, R-POS-1, R-POS-2, R-POS-4, R-REQ-3, R-EFF-6): Sevens
    Road Magician (Requirement: mill 1; Effect: +300 ATK for each different Attribute
    among the monsters in your GY, this turn). FX-FLIPDOWN turns 1 face-up monster
    face-down. Setup: P1 turn 3 controls face-up Sevens Road Magician (since turn 1);
    GY: V7-2500 (DARK); Deck top: V3-1200 (WIND), V4-1500 (LIGHT); hand: FX-FLIPDOWN,
    V1-100.
    Actions: activate it; FX-FLIPDOWN on it; change it to face-up Attack by hand;
    activate it again; try a third time and a second manual change.
    Expected: 2100 + 2 x 300 = 2700. Face-down and face-up again it is a new monster:
    the gain is gone (2100) and the effect may be used again; it counts the GY when it
    applies: DARK, WIND, LIGHT: 3000. The third activation and a second manual change
    are refused."""
    duel = build(p0=Side(monsters=[(SRM, ATK)], gy=["V7-2500"], hand=[FLIPDOWN, "V1-100"],
                         deck=["V3-1200", "V4-1500"] + ["V1-100"] * 5))
    srm = mine(duel, SRM)
    do(duel, f"activate {srm}")
    assert names(duel, 0, "gy") == ["V7-2500", "V3-1200"]
    assert duel.atk(duel.inst(srm)) == 2700
    refused(duel, f"activate {srm}")
    play(duel, FLIPDOWN, zone="s0", picks=(srm,))
    assert duel.pos[duel.inst(srm)] == SET
    refused(duel, f"activate {srm}")
    do(duel, f"position {srm} atk")
    assert duel.pos[duel.inst(srm)] == ATK and duel.atk(duel.inst(srm)) == 2100
    assert srm in offered(duel)
    do(duel, f"activate {srm}")
    assert names(duel, 0, "gy")[-1] == "V4-1500"
    assert duel.atk(duel.inst(srm)) == 3000
    refused(duel, f"activate {srm}")
    refused(duel, f"position {srm} def")


def test_hx_440_vision_dragon_face_down_and_up_loses_its_name_until_used_again() -> None:
    """HX-440 (R-EFF-4, R-EFF-3, R-CARD-1, R-FUS-3, R-FUS-4, R-POS-2): Blue-Eyes Vision
    Dragon (Requirement: mill 1; Effect: this turn its name becomes "Blue-Eyes White
    Dragon" and it may count as 2 materials for Blue-Eyes Ultimate Dragon).
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon and Vision Dragon (since
    turn 1); hand: FX-FLIPDOWN, Polymerization (Rush); Extra: Blue-Eyes Ultimate Dragon.
    Actions: activate Vision; FX-FLIPDOWN on Vision; change it to face-up Attack by hand;
    try Polymerization; activate Vision again; Polymerization.
    Expected: turned face-down and face-up again Vision is a new monster: its name and
    its "two materials" are gone, so Polymerization (one Blue-Eyes + Vision) is refused;
    its effect may be used again, and then Blue-Eyes + Vision make Ultimate Dragon."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (VISION, ATK)], hand=[FLIPDOWN, POLY],
                         extra=[BEUD], deck=["V1-100"] * 6))
    vision = mine(duel, VISION)
    do(duel, f"activate {vision}")
    assert BEWD in duel.names(duel.inst(vision))
    play(duel, FLIPDOWN, zone="s0", picks=(vision,))
    do(duel, f"position {vision} atk")
    assert duel.pos[duel.inst(vision)] == ATK
    assert BEWD not in duel.names(duel.inst(vision))
    no_spell(duel, hand(duel, POLY))
    assert vision in offered(duel)
    do(duel, f"activate {vision}")
    assert BEWD in duel.names(duel.inst(vision))
    play(duel, POLY, zone="s1",
         picks=(find(duel, BEUD, 0, "extra"), mine(duel, BEWD), vision), pos="atk")
    assert names(duel, 0, "mzone").count(BEUD) == 1
    assert BEWD in names(duel, 0, "gy") and VISION in names(duel, 0, "gy")


# ============================================================ section 20 in edge states
def test_hx_441_bright_dragon_reads_a_defense_legend_and_levels_from_a_field_spell() -> None:
    """HX-441 (R-REQ-3, R-FIELD-1, R-CARD-2, R-EFF-2, R-POS-2): Blue-Eyes Bright Dragon
    (Requirement: mill 1; Effect: this turn its name becomes "Blue-Eyes White Dragon"
    and it gains 500 ATK; then, if you control a face-up Legend Normal Monster, you may
    destroy 1 face-up Level 8 or lower monster of the opponent). "HX Level Field"
    (Field Spell): face-up monsters its controller controls gain 2 Levels.
    (a) P1 turn 3 controls face-up Bright Dragon and Blue-Eyes White Dragon in face-up
    Defense (a face-up Legend Normal Monster). P2 controls face-up V6-2000 (Level 8
    under P2's HX Level Field), face-up V7-2500 (Level 9) and a face-down V4-1400.
    Expected: Bright 3000; P1 is asked and may destroy only V6-2000 (V7-2500 is Level
    9, V4-1400 is not face-up).
    (b) Same, with Blue-Eyes White Dragon face-down: no face-up Legend Normal Monster,
    so nothing is asked and nothing is destroyed (Bright still 3000)."""
    p1 = Side(monsters=[("V6-2000", ATK), ("V7-2500", ATK), ("V4-1400", SET)],
              field_spell=(LEVEL_FIELD.name, ATK))
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, DEF)]), p1=p1)
    v6 = find(duel, "V6-2000", 1, "mzone")
    assert duel.level(duel.inst(v6)) == 8 and duel.level(at(duel, "V7-2500", 1)) == 9
    do(duel, f"activate {mine(duel, BRIGHT)}")
    assert duel.request.kind == "yesno" and duel.current_player == 0
    do(duel, "yes")
    if duel.request.kind == "pick":
        assert picks(duel) == {v6}
    answer(duel, picks=(v6,))
    assert names(duel, 1, "gy") == ["V6-2000"]
    assert names(duel, 1, "mzone") == ["", "V7-2500", "V4-1400"]
    assert duel.atk(at(duel, BRIGHT)) == 3000 and BEWD in duel.names(at(duel, BRIGHT))
    down = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, SET)]), p1=p1)
    do(down, f"activate {mine(down, BRIGHT)}")
    assert down.request.kind == "main"
    assert names(down, 1, "mzone") == ["V6-2000", "V7-2500", "V4-1400"]
    assert down.atk(at(down, BRIGHT)) == 3000


def test_hx_442_a_mill_cost_never_decides_the_offer_even_by_the_gy_count() -> None:
    """HX-442 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-5, R-EFF-2, and rushdesk's reading that
    an effect is offered only if its first step can act, where a card the cost would
    mill from the face-down Deck never decides, see HX-126): "HX Crypt Warden" (Level
    4, 1400): [CONTINUOUS EFFECT] while your opponent has 3 or fewer cards in their GY,
    face-up monsters you control gain 500 ATK. Blue-Fang Burst Dragon: Requirement:
    mill 1; Effect: destroy every face-up monster of the opponent with 1500 or less ATK,
    then it gains 300 ATK for each.
    Setup: P1 turn 3 controls face-up Blue-Fang (since turn 1); P1's GY holds exactly 3
    cards; (a) P2 controls face-up HX Crypt Warden and V4-1400 (1900 each); (b) the
    same and V1-100 (600).
    Expected: (a) nothing shows 1500 or less before the cost: Blue-Fang is refused,
    although the mill would end the Warden's boost. (b) V1-100 is a target, so the
    effect may be activated; the cost makes P1's GY 4 cards, the boost stops at once,
    and when the Effect applies all three show 1500 or less: all are destroyed;
    Blue-Fang 2500 + 900 = 3400."""
    p1 = [(CRYPT_WARDEN.name, ATK), ("V4-1400", ATK)]
    gy = ["V4-1600", "V4-1400", "V1-100"]
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], gy=gy, deck=["V1-100"] * 5),
                 p1=Side(monsters=p1))
    assert duel.atk(at(duel, CRYPT_WARDEN.name, 1)) == 1900
    assert duel.atk(at(duel, "V4-1400", 1)) == 1900
    refused(duel, f"activate {mine(duel, BLUE_FANG)}")
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], gy=gy, deck=["V1-100"] * 5),
                 p1=Side(monsters=[*p1, ("V1-100", ATK)]))
    assert duel.atk(at(duel, "V1-100", 1)) == 600
    fang = mine(duel, BLUE_FANG)
    assert fang in offered(duel)
    do(duel, f"activate {fang}")
    answer(duel)
    assert len(names(duel, 0, "gy")) == 4
    assert sorted(names(duel, 1, "gy")) == sorted([CRYPT_WARDEN.name, "V4-1400", "V1-100"])
    assert duel.atk(duel.inst(fang)) == 3400


def test_hx_443_a_monster_cost_moves_atk_across_the_line_the_effect_reads() -> None:
    """HX-443 (R-REQ-3, R-REQ-2, R-EFF-5, R-MAX-5): "HX Cull" (Level 4): Requirement:
    send 1 other face-up monster you control to the GY. Effect: destroy every face-up
    monster your opponent controls with 1500 or less ATK. "HX Shade": [CONTINUOUS
    EFFECT] face-up monsters your opponent controls lose 500 ATK. "HX Crowd Fear"
    (1000): [CONTINUOUS EFFECT] while your opponent controls 2 or more monsters, this
    card gains 1000 ATK.
    (a) P1 controls HX Cull and HX Shade; P2 controls V4-1800 (1300) and V4-1400 (900).
    The cost can only be HX Shade: its effect ends before the Effect applies: V4-1800
    (1800) stays, V4-1400 (1400) is destroyed.
    (b) P1 controls HX Cull and V4-1600; P2 controls only HX Crowd Fear (2000). Nothing
    shows 1500 or less yet, but the cost leaves P1 with 1 monster: Crowd Fear has 1000
    when the Effect applies and is destroyed."""
    duel = build(p0=Side(monsters=[(CULL.name, ATK), (SHADE.name, ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK, 2), ("V4-1400", ATK, 2)]))
    assert duel.atk(at(duel, "V4-1800", 1)) == 1300
    do(duel, f"activate {mine(duel, CULL.name)}")
    answer(duel)
    assert names(duel, 0, "gy") == [SHADE.name]
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800
    fear = build(p0=Side(monsters=[(CULL.name, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[(CROWD_FEAR.name, ATK, 2)]))
    assert fear.atk(at(fear, CROWD_FEAR.name, 1)) == 2000
    cull = mine(fear, CULL.name)
    assert cull in offered(fear)
    do(fear, f"activate {cull}")
    answer(fear)
    assert names(fear, 0, "gy") == ["V4-1600"]
    assert names(fear, 1, "gy") == [CROWD_FEAR.name]


def test_hx_444_an_lp_cost_ends_the_opponents_lp_boost_before_the_effect() -> None:
    """HX-444 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-5, R-EFF-2): "HX Blood Pact" (Level 4):
    Requirement: pay 1000 LP. Effect: destroy every face-up monster your opponent
    controls with 1500 or less ATK. "HX Underdog" (1200): [CONTINUOUS EFFECT] while your
    LP are lower than your opponent's, this card gains 1000 ATK.
    Setup: P1 turn 3 (8000 LP) controls face-up HX Blood Pact; P2 (7500 LP) controls
    face-up HX Underdog (2200).
    Expected: the Requirement can be met, so the effect may be activated. After the
    payment P1 has 7000: P2's LP are no longer lower, the Underdog shows 1200 when the
    Effect applies and is destroyed."""
    duel = build(p0=Side(monsters=[(BLOOD_PACT.name, ATK)]),
                 p1=Side(lp=7500, monsters=[(UNDERDOG.name, ATK, 2)]))
    assert duel.atk(at(duel, UNDERDOG.name, 1)) == 2200
    pact = mine(duel, BLOOD_PACT.name)
    assert pact in offered(duel)
    do(duel, f"activate {pact}")
    answer(duel)
    assert duel.lp == [7000, 7500]
    assert names(duel, 1, "gy") == [UNDERDOG.name]


def test_hx_445_a_hand_cost_lowers_the_atk_the_effect_then_deals() -> None:
    """HX-445 (R-REQ-2, R-REQ-3, R-EFF-5, R-EFF-3): "HX Hoarder" (Level 4, 1000):
    [CONTINUOUS EFFECT] while you have 2 or more cards in your hand, this card gains
    1000 ATK. [EFFECT] Requirement: send 1 card from your hand to the GY. Effect: your
    opponent takes damage equal to this card's ATK.
    (a) P1's hand: V1-100, FX-RECALL (Hoarder 2000). After the cost the hand holds 1
    card: 1000 when the Effect applies: P2 7000.
    (b) P1's hand holds 3 cards: after the cost 2 remain: 2000 damage (P2 6000); a
    second activation is refused."""
    duel = build(p0=Side(monsters=[(HOARDER.name, ATK)], hand=["V1-100", RECALL]))
    hoarder = mine(duel, HOARDER.name)
    assert duel.atk(duel.inst(hoarder)) == 2000
    do(duel, f"activate {hoarder}")
    answer(duel, picks=(hand(duel, "V1-100"),))
    assert names(duel, 0, "hand") == [RECALL] and names(duel, 0, "gy") == ["V1-100"]
    assert duel.lp == [8000, 7000] and duel.atk(duel.inst(hoarder)) == 1000
    big = build(p0=Side(monsters=[(HOARDER.name, ATK)], hand=["V1-100", RECALL, "V2-500"]))
    hoarder = mine(big, HOARDER.name)
    do(big, f"activate {hoarder}")
    answer(big, picks=(hand(big, "V1-100"),))
    assert big.lp == [8000, 6000] and big.atk(big.inst(hoarder)) == 2000
    refused(big, f"activate {hoarder}")


def test_hx_446_a_condition_must_hold_before_the_cost_that_would_make_it_true() -> None:
    """HX-446 (R-REQ-1, R-EFF-2): "HX Last Stand" (Level 4): Requirement: your LP are
    7000 or less; pay 1000 LP. Effect: your opponent takes 1500 damage. "HX Grave
    Caller" (Level 4): Requirement: there are 3 or more monsters in your GY; send 1
    monster from your hand to the GY. Effect: draw 1 card.
    (a) P1 at 8000 LP: refused, although paying would leave 7000. At 7000 LP: legal:
    P1 6000, P2 6500.
    (b) P1's GY: V4-1600, V4-1400, FX-RECALL (2 monsters); hand: V1-100: refused,
    although the cost would make 3. With V2-500 also in the GY: legal: V1-100 is sent,
    P1 draws 1."""
    rich = build(p0=Side(monsters=[(LAST_STAND.name, ATK)]))
    refused(rich, f"activate {mine(rich, LAST_STAND.name)}")
    poor = build(p0=Side(lp=7000, monsters=[(LAST_STAND.name, ATK)]))
    do(poor, f"activate {mine(poor, LAST_STAND.name)}")
    assert poor.lp == [6000, 6500]
    gy = ["V4-1600", "V4-1400", RECALL]
    two = build(p0=Side(monsters=[(GRAVE_CALLER.name, ATK)], gy=gy, hand=["V1-100"]))
    refused(two, f"activate {mine(two, GRAVE_CALLER.name)}")
    three = build(p0=Side(monsters=[(GRAVE_CALLER.name, ATK)], gy=[*gy, "V2-500"],
                          hand=["V1-100"], deck=["V4-1800"] * 3))
    do(three, f"activate {mine(three, GRAVE_CALLER.name)}")
    answer(three)
    assert names(three, 0, "gy")[-1] == "V1-100" and names(three, 0, "hand") == ["V4-1800"]


def test_hx_447_a_then_if_clause_reads_the_field_the_cost_left() -> None:
    """HX-447 (R-REQ-2, R-REQ-3, R-EFF-6): "HX Last Guard" (Level 4, 1000): Requirement:
    send 1 other face-up monster you control to the GY. Effect: this card gains 500 ATK
    until the end of the turn; then, if you control no other monsters, your opponent
    takes 800 damage.
    (a) P1 controls HX Last Guard and V4-1600: the cost sends V4-1600; no other monster
    is left: 1500 and P2 7200.
    (b) P1 controls HX Last Guard, V4-1600 and a face-down V4-1400: after sending
    V4-1600 the face-down monster is still another monster: 1500, no damage."""
    duel = build(p0=Side(monsters=[(LAST_GUARD.name, ATK), ("V4-1600", ATK)]))
    guard = mine(duel, LAST_GUARD.name)
    do(duel, f"activate {guard}")
    answer(duel)
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert duel.atk(duel.inst(guard)) == 1500 and duel.lp == [8000, 7200]
    other = build(p0=Side(monsters=[(LAST_GUARD.name, ATK), ("V4-1600", ATK),
                                    ("V4-1400", SET)]))
    guard, v16 = mine(other, LAST_GUARD.name), mine(other, "V4-1600")
    do(other, f"activate {guard}")
    answer(other, picks=(v16,))  # the face-down V4-1400 cannot pay: forced
    assert names(other, 0, "gy") == ["V4-1600"]
    assert other.atk(other.inst(guard)) == 1500 and other.lp == [8000, 8000]


# ============================================================ the monster pays with itself
def test_hx_448_a_monster_that_pays_with_itself_still_deals_damage_then_is_new() -> None:
    """HX-448 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-4, R-EFF-3, R-MAIN-4): "HX Martyr"
    (Level 4, 1000): Requirement: send 1 face-up monster you control to the GY. Effect:
    this card gains 1000 ATK until the end of the turn, then your opponent takes 500.
    Setup: P1 turn 3 controls face-up HX Martyr and V4-1600; hand: Monster Reborn
    (Rush), V1-100.
    Actions: activate Martyr paying with Martyr itself; Monster Reborn on Martyr
    (Attack); activate it paying with V4-1600; try again.
    Expected: Martyr left, so it gains nothing, but the damage applies: P2 7500.
    Revived, it is a new monster with 1000 ATK and its effect may be used: 2000, P2
    7000. The third try is refused."""
    duel = build(p0=Side(monsters=[(MARTYR.name, ATK), ("V4-1600", ATK)],
                         hand=[REBORN, "V1-100"]))
    martyr = mine(duel, MARTYR.name)
    do(duel, f"activate {martyr}")
    assert picks(duel) == {martyr, mine(duel, "V4-1600")}
    answer(duel, picks=(martyr,))
    assert duel.lp == [8000, 7500] and names(duel, 0, "gy") == [MARTYR.name]
    assert names(duel, 0, "mzone") == ["", "V4-1600", ""]
    play(duel, REBORN, zone="s0", picks=(find(duel, MARTYR.name, 0, "gy"),), pos="atk")
    martyr = mine(duel, MARTYR.name)
    assert duel.atk(duel.inst(martyr)) == 1000
    do(duel, f"activate {martyr}")
    answer(duel, picks=(mine(duel, "V4-1600"),))
    assert duel.atk(duel.inst(martyr)) == 2000 and duel.lp == [8000, 7000]
    refused(duel, f"activate {martyr}")


def test_hx_449_a_cost_that_sends_the_source_ends_its_continuous_effect_first() -> None:
    """HX-449 (R-EFF-5, R-REQ-2, R-REQ-3): "HX Wraith" (Level 4 DARK Fiend):
    [CONTINUOUS EFFECT] face-up monsters your opponent controls lose 500 ATK. [EFFECT]
    Requirement: send this card to the GY. Effect: destroy every face-up monster your
    opponent controls with 1000 or less ATK.
    Setup: P1 turn 3 controls face-up HX Wraith; P2 controls face-up V4-1400 (900),
    V2-500 (0) and V4-1800 (1300).
    Expected: once the Wraith is in the GY its effect no longer applies: V4-1400 has
    1400 and stays, V2-500 has 500 and is destroyed, V4-1800 stays."""
    duel = build(p0=Side(monsters=[(WRAITH.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK, 2), ("V2-500", ATK, 2),
                                   ("V4-1800", ATK, 2)]))
    assert duel.atk(at(duel, "V4-1400", 1)) == 900
    do(duel, f"activate {mine(duel, WRAITH.name)}")
    answer(duel)
    assert names(duel, 0, "gy") == [WRAITH.name]
    assert names(duel, 1, "gy") == ["V2-500"]
    assert names(duel, 1, "mzone") == ["V4-1400", "", "V4-1800"]
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400


# ============================================================ Maximum Mode and its own costs
def test_hx_450_titan_pieces_once_each_and_a_maximum_clause_after_a_hand_cost() -> None:
    """HX-450 (R-MAX-9, R-MAX-10, R-MAX-6, R-EFF-3, R-REQ-1, R-CALC-1): "HX Titan" is a
    Maximum Monster (LIGHT Machine): [L] (Level 4, 1000): Maximum Mode only;
    Requirement: send 1 monster from your hand or field to the GY; Effect: your
    opponent takes 1000 damage, then this card gains 1000 ATK this turn, then, if this
    card is in Maximum Mode, draw 1 card. Center (Level 9, 2000, MAXIMUM ATK 3000):
    Maximum Mode only, [CONTINUOUS EFFECT] face-up monsters your opponent controls lose
    500 ATK. [R] (Level 4, 1000): Requirement: none; Effect: this card gains 300 ATK
    this turn (not limited to Maximum Mode).
    Setup: P1 turn 3; hand: the three HX Titan pieces, V1-100, V2-500. P2 controls
    face-up V4-1800 (since turn 2).
    Actions: Maximum Summon; [R]; try [R] again; [L] paying with V1-100 from the hand;
    try [L] again; the Maximum monster attacks V4-1800.
    Expected: V4-1800 shows 1300; 3000 -> 3300 (the whole monster); the second [R] is
    refused. [L]: P2 7000, 4300, and P1 draws 1 (still in Maximum Mode). Then refused.
    4300 vs 1300: P2 4000."""
    duel = build(p0=Side(hand=[TITAN_L.name, TITAN.name, TITAN_R.name, "V1-100", "V2-500"],
                         deck=["V4-1800"] * 5),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    maximum(duel, TITAN.name)
    assert duel.maxm[0] and duel.request.kind == "main"
    center = duel.mz[0][1]
    assert duel.atk(center) == 3000 and duel.atk(at(duel, "V4-1800", 1)) == 1300
    right, left = mine(duel, TITAN_R.name), mine(duel, TITAN_L.name)
    do(duel, f"activate {right}")
    assert duel.atk(center) == 3300
    refused(duel, f"activate {right}")
    do(duel, f"activate {left}")
    answer(duel, picks=(hand(duel, "V1-100"),))
    assert duel.maxm[0] and duel.lp == [8000, 7000]
    assert duel.atk(center) == 4300
    assert sorted(names(duel, 0, "hand")) == ["V2-500", "V4-1800"]
    assert names(duel, 0, "gy") == ["V1-100"]
    refused(duel, f"activate {left}")
    attack(duel, TITAN.name, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 4000] and names(duel, 1, "gy") == ["V4-1800"]


def test_hx_451_titan_left_paid_with_the_maximum_monster_itself() -> None:
    """HX-451 (R-MAX-8, R-MAX-10, R-MAX-12, R-MAX-11, R-EFF-5, R-REQ-2, R-REQ-3): HX Titan
    as in HX-450. Setup: P1 turn 3; hand: the three HX Titan pieces, Monster Reborn
    (Rush). P2 controls face-up V4-1800 (since turn 2).
    Actions: Maximum Summon; [L] paying with the Maximum Mode monster itself (the only
    monster P1 can send); Monster Reborn on the HX Titan center.
    Expected: all three pieces go to the GY (one monster); P2 still takes 1000 (7000),
    nothing gains ATK and P1 draws nothing (no longer in Maximum Mode: hand holds only
    Monster Reborn). The center's effect ends: V4-1800 1800. The revived center is an
    ordinary Level 9 monster with 2000 ATK, not in Maximum Mode: V4-1800 stays 1800."""
    duel = build(p0=Side(hand=[TITAN_L.name, TITAN.name, TITAN_R.name, REBORN]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    maximum(duel, TITAN.name)
    center = find(duel, TITAN.name, 0, "mzone")
    do(duel, f"activate {mine(duel, TITAN_L.name)}")
    answer(duel, picks=(center,))
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([TITAN_L.name, TITAN.name, TITAN_R.name])
    assert duel.lp == [8000, 7000] and names(duel, 0, "hand") == [REBORN]
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800
    play(duel, REBORN, zone="s0", picks=(find(duel, TITAN.name, 0, "gy"),), pos="atk")
    revived = at(duel, TITAN.name)
    assert not duel.maxm[0] and duel.atk(revived) == 2000 and duel.level(revived) == 9
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800


def test_hx_452_a_maximum_summon_drops_a_count_of_the_opponents_monsters() -> None:
    """HX-452 (R-MAX-2, R-MAX-5, R-EFF-5, R-CALC-1): "HX Crowd Fear" (Level 4, 1000):
    [CONTINUOUS EFFECT] while your opponent controls 2 or more monsters, this card gains
    1000 ATK. Setup: P1 turn 3 controls face-up V4-1600 and V4-1400 (since turn 1);
    hand: the three Supreme Machine Magnum Overlord pieces. P2 controls face-up HX
    Crowd Fear (2000).
    Actions: Maximum Summon; the Maximum monster attacks HX Crowd Fear.
    Expected: P1's two monsters go to the GY and the Maximum Mode monster is 1 monster:
    Crowd Fear 1000. 3500 vs 1000: P2 5500 and Crowd Fear is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[(CROWD_FEAR.name, ATK, 2)]))
    assert duel.atk(at(duel, CROWD_FEAR.name, 1)) == 2000
    maximum(duel, OVL)
    assert duel.maxm[0] and sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    assert duel.atk(at(duel, CROWD_FEAR.name, 1)) == 1000
    attack(duel, OVL, CROWD_FEAR.name)
    settle(duel)
    assert duel.lp == [8000, 5500] and names(duel, 1, "gy") == [CROWD_FEAR.name]


def test_hx_453_jointech_rex_shuffles_three_maximum_pieces_as_three_monsters() -> None:
    """HX-453 (R-MAX-12, R-MAX-1, R-MAIN-3, R-REQ-1, R-REQ-3): Jointech Rex (Level 7):
    Requirement: in the turn you Normal Summoned it, shuffle 3 monsters from your GY
    into the Deck. Effect: destroy 1 card in the opponent's S/T zones.
    Setup: P1 turn 3 controls face-up V1-100 and V2-500 (since turn 1); hand: Jointech
    Rex; GY: the three Supreme Machine Magnum Overlord pieces. P2 has Dark Hole (Rush)
    Set.
    Actions: Tribute Summon Rex with both monsters; activate Rex with the three pieces.
    Expected: in the GY the pieces are independent cards: each is offered on its own
    (with the two Tributes). The three go into P1's Deck (3 more cards), Dark Hole is
    destroyed; P1's GY keeps V1-100 and V2-500."""
    duel = build(p0=Side(monsters=[("V1-100", ATK), ("V2-500", ATK)], hand=[REX],
                         gy=[OVL_L, OVL, OVL_R]),
                 p1=Side(spells=[(HOLE, SET)]))
    do(duel, f"summon {hand(duel, REX)} z0")
    answer(duel)
    assert names(duel, 0, "mzone")[0] == REX
    deck = len(duel.deck[0])
    pieces = tuple(find(duel, n, 0, "gy") for n in (OVL_L, OVL, OVL_R))
    do(duel, f"activate {mine(duel, REX)}")
    assert set(pieces) <= picks(duel)
    answer(duel, picks=pieces)
    assert sorted(names(duel, 0, "gy")) == ["V1-100", "V2-500"]
    assert len(duel.deck[0]) == deck + 3
    assert {OVL_L, OVL, OVL_R} <= set(names(duel, 0, "deck"))
    assert names(duel, 1, "gy") == [HOLE] and names(duel, 1, "szone") == ["", "", ""]


def test_hx_454_blue_fang_destroys_a_weakened_maximum_monster_once() -> None:
    """HX-454 (R-MAX-5, R-MAX-8, R-MAX-6, R-FIELD-1, R-CALC-6): "HX Heavy Fog" (Field
    Spell): face-up monsters your opponent controls lose 2000 ATK. Setup: P2 Maximum
    Summoned Supreme Machine Magnum Overlord on turn 2. P1 turn 3 controls face-up
    Blue-Fang Burst Dragon and face-up HX Heavy Fog.
    Actions: activate Blue-Fang; it attacks directly.
    Expected: the Maximum Mode monster shows 1500: it is destroyed as one monster (its
    protection covers only Trap effects); all three pieces go to P2's GY; one monster
    destroyed: Blue-Fang 2800. With no monster left, the direct attack: P2 5200."""
    duel = p2_max(Side(monsters=[(BLUE_FANG, ATK)], field_spell=(FOG.name, ATK),
                       hand=["V1-100"]))
    assert duel.atk(duel.mz[1][1]) == 1500
    fang = mine(duel, BLUE_FANG)
    do(duel, f"activate {fang}")
    answer(duel)
    assert not duel.maxm[1] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert duel.atk(duel.inst(fang)) == 2800
    attack(duel, BLUE_FANG)
    settle(duel)
    assert duel.lp == [8000, 5200]


# ============================================================ continuous effects and control
def test_hx_455_a_revived_opponents_continuous_effect_turns_against_its_owner() -> None:
    """HX-455 (R-EFF-5, R-MAIN-4, R-SPELL-3, R-CALC-1, R-CALC-6): "HX Shade": [CONTINUOUS
    EFFECT] face-up monsters your opponent controls lose 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1800 (since turn 1); hand: Monster Reborn
    (Rush). P2 controls face-up V4-1600 (since turn 2); P2's GY: HX Shade.
    Actions: Monster Reborn on P2's HX Shade (Attack); V4-1800 attacks V4-1600; HX Shade
    attacks directly.
    Expected: P1 controls the Shade (P2 still owns it): its "opponent" is P2 now:
    V4-1600 1100, V4-1800 stays 1800. 1800 vs 1100: P2 7300; the Shade: P2 6300."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[REBORN]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], gy=[SHADE.name]))
    play(duel, REBORN, zone="s0", picks=(find(duel, SHADE.name, 1, "gy"),), pos="atk")
    shade = at(duel, SHADE.name, 0)
    assert duel.owner[shade] == 1 and duel.ctrl[shade] == 0
    assert duel.atk(at(duel, "V4-1600", 1)) == 1100
    assert duel.atk(at(duel, "V4-1800", 0)) == 1800
    attack(duel, "V4-1800", "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 7300]
    attack(duel, SHADE.name)
    settle(duel)
    assert duel.lp == [8000, 6300]


def test_hx_456_a_tribute_in_the_gy_lifts_the_summoned_monster_past_trap_hole() -> None:
    """HX-456 (R-EFF-5, R-MAIN-3, R-TRAP-5, R-TRAP-4): "HX Grave Giant" (Level 5
    Warrior, 500 ATK): [CONTINUOUS EFFECT] while there are 2 or more monsters in your
    GY, this card gains 1000 ATK. Trap Hole (Rush): when the opponent Normal Summons a
    monster with 1000 or more ATK, destroy it.
    (a) P1 turn 3 controls V1-100; GY: V4-1600; hand: HX Grave Giant, V2-500. P2 has
    Trap Hole Set earlier. P1 Tribute Summons the Giant with V1-100: the Tribute makes
    2 monsters in the GY, so the Giant has 1500 when the window opens: P2 is offered
    Trap Hole and destroys it.
    (b) Same with an empty GY: the Giant has 500: P2 is not asked."""
    duel = build(p0=Side(monsters=[("V1-100", ATK)], gy=["V4-1600"],
                         hand=[GRAVE_GIANT.name, "V2-500"]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, GRAVE_GIANT.name)} z0")
    answer(duel)
    assert names(duel, 0, "mzone")[0] == GRAVE_GIANT.name
    assert duel.atk(at(duel, GRAVE_GIANT.name)) == 1500
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    trap(duel, TRAP_HOLE)
    settle(duel)
    assert names(duel, 0, "gy") == ["V4-1600", "V1-100", GRAVE_GIANT.name]
    empty = build(p0=Side(monsters=[("V1-100", ATK)], hand=[GRAVE_GIANT.name, "V2-500"]),
                  p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(empty, f"summon {hand(empty, GRAVE_GIANT.name)} z0")
    answer(empty)
    assert empty.atk(at(empty, GRAVE_GIANT.name)) == 500
    assert empty.request.kind == "main" and empty.current_player == 0
    assert names(empty, 1, "szone")[0] == TRAP_HOLE


def test_hx_457_a_maximum_monster_sent_as_cost_is_one_level_10_monster() -> None:
    """HX-457 (R-MAX-5, R-MAX-6, R-MAX-8, R-REQ-2, R-SPELL-3): "HX Mass Offering" (Normal
    Spell): Requirement: send 1 to 3 monsters from your hand and/or field to the GY.
    Effect: your opponent takes 100 damage times the total Level of the monsters sent;
    then you gain 500 LP for each monster sent.
    Setup: P1 turn 3; hand: the three Overlord pieces, HX Mass Offering, V1-100.
    Actions: Maximum Summon; HX Mass Offering sending the Maximum monster and V1-100.
    Expected: the Maximum monster is one Level 10 monster: total Level 11, P2 6900; 2
    monsters sent: P1 9000. All three pieces are in the GY."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MASS_OFFERING.name, "V1-100"]))
    maximum(duel, OVL)
    center = find(duel, OVL, 0, "mzone")
    do(duel, f"activate {hand(duel, MASS_OFFERING.name)} s0")
    answer(duel, picks=(center, hand(duel, "V1-100")))
    assert duel.request.kind == "main"
    assert duel.lp == [9000, 6900]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [OVL_L, OVL, OVL_R, "V1-100", MASS_OFFERING.name])


def test_hx_458_up_to_two_summons_are_bounded_by_the_zones_the_cost_frees() -> None:
    """HX-458 (R-ZONE-5, R-REQ-3, R-REQ-2, R-MAIN-4): "HX Caller" (Level 4): Requirement:
    send 1 face-up monster you control to the GY. Effect: Special Summon up to 2 Level 4
    or lower monsters from your hand.
    (a) P1 controls HX Caller, V4-1600 and V4-1400 (every zone); hand: V2-500, V1-100,
    V4-1800. The cost sends V4-1600: one zone is free: only one monster (V4-1800)
    comes, the others stay in the hand.
    (b) P1 controls HX Caller and V4-1600; hand: V2-500, V1-100. The cost frees a
    second zone: both are Special Summoned."""
    duel = build(p0=Side(monsters=[(CALLER.name, ATK), ("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=["V2-500", "V1-100", "V4-1800"]))
    do(duel, f"activate {mine(duel, CALLER.name)}")
    answer(duel, picks=(mine(duel, "V4-1600"), hand(duel, "V4-1800")), pos="atk")
    assert names(duel, 0, "mzone") == [CALLER.name, "V4-1800", "V4-1400"]
    assert sorted(names(duel, 0, "hand")) == ["V1-100", "V2-500"]
    two = build(p0=Side(monsters=[(CALLER.name, ATK), ("V4-1600", ATK)],
                        hand=["V2-500", "V1-100"]))
    do(two, f"activate {mine(two, CALLER.name)}")
    answer(two, picks=(mine(two, "V4-1600"), hand(two, "V2-500"), hand(two, "V1-100")),
           pos="def")
    assert sorted(names(two, 0, "mzone")) == sorted([CALLER.name, "V2-500", "V1-100"])
    assert names(two, 0, "hand") == [] and names(two, 0, "gy") == ["V4-1600"]
    assert two.pos[at(two, "V2-500")] == DEF
