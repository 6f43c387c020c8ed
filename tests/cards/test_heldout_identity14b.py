"""Held-out style conformance scenarios HX-777..HX-796 (continued from
test_heldout_identity14.py), like SC-01..SC-30 of RULES.md section 19, on monster effects
and card identity: an Attribute given "this turn" that a Spell, a Trap of the next turn
or an attack Trap reads, and a monster that pays a cost with it and comes back without
it; a Maximum piece whose name in the hand completes another set but keeps its own
effect; Maximum pieces revived one by one, or out of reach of a face-down effect; names
that end when a monster leaves the field or the hand (Tributes, costs, Fusion material
counts); a Type of this turn used by a summoning condition; Legend cards in the GY;
continuous and activated effects of one monster; a monster bounced in the window of its
own effect; one choice per Multi-Choice activation; Legend treatment clauses (R-CARD-4).
Expectations come from RULES.md (and its section 20 card facts) alone. Throwaway cards
(codes 968775001.., names "HX ...") are defined below, each with a comment; the cards of
the first file (codes 968770001..) are imported from it.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    AddToHand,
    Damage,
    Destroy,
    Fixed,
    Grant,
    Modify,
    NegateAttack,
    Reveal,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BRIGHT,
    CED,
    DM,
    FLIPDOWN,
    HOLE,
    OVL,
    OVL_R,
    POLY,
    REBORN,
    SKULL,
    TCB,
    VISION,
    answer,
    attack,
    builder,
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
from .helpers import hid, idle, kind, mon, no_activation, no_spell, refused, settle
from .test_heldout_identity14 import (
    CHIMERA,
    COL,
    COL_L,
    COL_R,
    ECHO,
    FUSION_2,
    FUSION_SPELL,
    MIMIC,
    RECALL,
    THIEF,
    WAKE,
    _name_to,
    act,
    options,
)
from .test_heldout_identity14 import POOL as FIRST_POOL

SPELL = CardType.SPELL
TRAP = CardType.TRAP
MAXIMUM_MONSTER = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
DARK = int(Attribute.DARK)
LIGHT = int(Attribute.LIGHT)
PROTECTION = "Sevens Road Protection"


def code(n: int) -> int:
    return 968_775_000 + n


# Level 4 LIGHT Spellcaster 1500/1000. Requirement: none. Effect: this card becomes DARK
# until the end of this turn.
ADEPT = hx_monster(code(1), "HX Dusk Adept", Effect(ops=(Grant(
    THIS, kind=MOD_ATTR, value=Attribute.DARK, duration=THIS_TURN, phrase="becomes DARK"),)),
    atk=1500, race="Spellcaster", attr=Attribute.LIGHT)
# Normal Spell. Requirement: you control a face-up DARK Spellcaster. Effect: your
# opponent takes 800 damage.
DARK_RITE = hx_card(code(2), "HX Dark Rite", SPELL, Effect(
    kind="spell", conds=(Count(Sel(face="up", attribute=DARK, race="Spellcaster")),),
    ops=(Damage(Fixed(800)),)))
# Normal Spell. Requirement: send 1 face-up DARK monster you control to the GY. Effect:
# Special Summon 1 Spellcaster from your GY.
OFFERING = hx_card(code(3), "HX Shade Offering", SPELL, Effect(
    kind="spell", costs=(SendCost(Sel(face="up", attribute=DARK)),),
    ops=(SpecialSummon(Sel(where=("gy",), kind="monster", race="Spellcaster")),)))
# Trap. Requirement: an opponent's DARK monster declares an attack. Effect: destroy the
# attacking monster.
DARK_SNARE = hx_card(code(4), "HX Dark Snare", TRAP, Effect(
    kind="trap", trigger=OnAttack(attacker=Sel(who="opp", attribute=DARK)),
    ops=(Destroy(Sel(who="opp", memo="attacker")),)))
# Maximum Monster [L] piece, Level 4 DARK Machine 800/0. Its name becomes "Supreme
# Machine Magnum Overlord [L]" while in the hand. Requirement: this card is in Maximum
# Mode. Effect: your opponent takes 700 damage.
MASK_L = CardData(code(5), "HX Overlord Mask [L]", MAXIMUM_MONSTER, attribute=Attribute.DARK,
                  race="Machine", level=4, atk=800, defense=0, max_role="L",
                  behaviour=CardScript(Effect(maximum=True, ops=(Damage(Fixed(700)),)),
                                       name_in_hand=f"{OVL} [L]"))
# Normal Spell: Special Summon 1 monster named "V4-1600" or "V4-1400" from your GY.
ROLL_CALL = hx_card(code(6), "HX Roll Call", SPELL, Effect(kind="spell", ops=(SpecialSummon(
    Sel(where=("gy",), kind="monster", names=("V4-1600", "V4-1400"))),)))
# Fusion Monster, Level 8 LIGHT Dragon 2800/2000, no effect: "Blue-Eyes White Dragon" +
# "V4-1400".
TWIN_BLUE = CardData(code(7), "HX Twin Blue", CardType.MONSTER | CardType.FUSION,
                     attribute=Attribute.LIGHT, race="Dragon", level=8, atk=2800, defense=2000,
                     materials=(BEWD, "V4-1400"))
# Equip Spell: equip to 1 face-up Dragon you control; it gains 500 ATK.
FANG = hx_card(code(8), "HX Wyrm Fang", SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(face="up", race="Dragon"),
    mods=(Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"),)))
# Normal Spell: add 1 Legend monster from your GY to your hand.
LEGEND_RECALL = hx_card(code(9), "HX Legend Recall", SPELL, Effect(kind="spell", ops=(
    AddToHand(Sel(where=("gy",), kind="monster", legend=True)),)))
# Level 4 EARTH Warrior 1000/1000. [CONTINUOUS EFFECT] face-up monsters you control gain
# 200 ATK. And: Requirement: none. Effect: your opponent takes 400 damage.
LANTERN = hx_monster(code(10), "HX Lantern Sage", Effect(kind="continuous", mods=(
    Cont(Sel(face="up"), MOD_ATK, 200, "gain 200 ATK"),)), Effect(ops=(Damage(Fixed(400)),)))
# Level 4 EARTH Warrior 1000/1000. Requirement: none. Effect: Special Summon 1 Level 4 or
# lower monster from your hand.
HORN = hx_monster(code(11), "HX Call Horn", Effect(ops=(SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4)),)))
# Level 4 EARTH Warrior 1000/1000. Requirement: send 1 monster named "V4-1400" from your
# hand to the GY. Effect: your opponent takes 800 damage.
SERGEANT = hx_monster(code(12), "HX Drill Sergeant", Effect(
    costs=(SendCost(Sel(where=("hand",), kind="monster", name="V4-1400")),),
    ops=(Damage(Fixed(800)),)))
# Level 4 EARTH Warrior 1000/1000. [MULTI-CHOICE EFFECT] Requirement: none. ● This
# card's name becomes "V4-1600" this turn. ● Your opponent takes 500 damage.
MASK = hx_monster(code(13), "HX Twin Mask", Effect(kind="multi", options=(
    (_name_to("V4-1600"),), (Damage(Fixed(500)),))))
# Level 4 EARTH Warrior 1000/1000. Requirement: none. Effect: this card gains 500 ATK
# until the end of this turn.
RUNNER = hx_monster(code(14), "HX Shade Runner", Effect(ops=(Modify(THIS, amount=Fixed(500)),)))
# Level 8 EARTH Machine 2600/2000, no effect.
GIANT = CardData(code(15), "HX Iron Giant", CardType.MONSTER | CardType.NORMAL,
                 attribute=Attribute.EARTH, race="Machine", level=8, atk=2600, defense=2000)
# Trap. Requirement: an opponent's monster declares an attack, while you control a
# face-up monster named "V4-1600". Effect: negate the attack.
NAME_GUARD = hx_card(code(16), "HX Name Guard", TRAP, Effect(
    kind="trap", trigger=OnAttack(), conds=(Count(Sel(face="up", name="V4-1600")),),
    ops=(NegateAttack(),)))
# Normal Spell. Requirement: reveal 1 Legend monster in your hand. Effect: your opponent
# takes 500 damage.
LEGEND_SHOW = hx_card(code(17), "HX Legend Parade", SPELL, Effect(
    kind="spell", costs=(Reveal(Sel(where=("hand",), kind="monster", legend=True)),),
    ops=(Damage(Fixed(500)),)))

HX_CARDS = [ADEPT, DARK_RITE, OFFERING, DARK_SNARE, MASK_L, ROLL_CALL, TWIN_BLUE, FANG,
            LEGEND_RECALL, LANTERN, HORN, SERGEANT, MASK, RUNNER, GIANT, NAME_GUARD, LEGEND_SHOW]
POOL = FIRST_POOL.merged(HX_CARDS)
build = builder(POOL)


def real(names_: list[str]) -> list[str]:
    return [n for n in names_ if n]


# ============================================================ Attributes of this turn
def test_hx_777_a_dark_of_this_turn_opens_a_spell_now_and_no_trap_next_turn() -> None:
    """HX-777 (R-EFF-6, R-END-1, R-CARD-2, R-REQ-1, R-TRAP-5, §20.3 Sevens Road Protection:
    the opponent Normal Summons, you control a face-up DARK Spellcaster): HX Dusk Adept
    (LIGHT Spellcaster: becomes DARK this turn); HX Dark Rite (Normal Spell: you control a
    face-up DARK Spellcaster; the opponent takes 800).
    Setup: P1 turn 3 controls the Adept; hand: two Dark Rites; Protection Set earlier. P2's
    hand: V4-1800.
    Expected: the Rite is refused, then legal after the Adept's effect (P2 7200). On turn 4
    P2 Normal Summons V4-1800: the Adept is LIGHT again, P1 is not asked. On turn 5 the
    second Rite is refused until the Adept is used again (P2 6400)."""
    duel = build(p0=Side(monsters=[(ADEPT.name, ATK)], hand=[DARK_RITE.name, DARK_RITE.name],
                         spells=[(PROTECTION, SET)]), p1=Side(hand=["V4-1800"]))
    no_spell(duel, hid(duel, DARK_RITE.name))
    adept = mon(duel, ADEPT.name)
    act(duel, adept)
    assert duel.attribute(duel.inst(adept)) == DARK
    play(duel, DARK_RITE.name, zone="s1")
    assert duel.lp == [8000, 7200]
    to_turn(duel, 4)
    assert duel.attribute(duel.inst(adept)) == LIGHT
    do(duel, f"summon {hid(duel, 'V4-1800', 1)} z0")
    idle(duel, 1)
    assert names(duel, 0, "szone")[0] == PROTECTION
    to_turn(duel, 5)
    no_spell(duel, hid(duel, DARK_RITE.name))
    act(duel, adept)
    play(duel, DARK_RITE.name, zone="s1")
    assert duel.lp == [8000, 6400]


def test_hx_778_a_dark_adept_paid_as_a_cost_comes_back_light_and_new() -> None:
    """HX-778 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-4, R-CARD-2, R-MAIN-4): HX Dusk Adept
    (HX-777); HX Shade Offering (Normal Spell: send 1 face-up DARK monster you control to
    the GY; Special Summon 1 Spellcaster from your GY).
    Setup: P1 turn 3 controls the Adept; hand: two Shade Offerings.
    Expected: refused while the Adept is LIGHT. After its effect, the Offering sends it and
    Special Summons it back: a new monster, LIGHT (so the second Offering is refused) whose
    effect may be used again; then the second Offering is legal too."""
    duel = build(p0=Side(monsters=[(ADEPT.name, ATK)], hand=[OFFERING.name, OFFERING.name]))
    no_spell(duel, hid(duel, OFFERING.name))
    act(duel, mon(duel, ADEPT.name))
    play(duel, OFFERING.name, zone="s0", pos="atk")
    settle(duel)
    adept = mon(duel, ADEPT.name)
    assert duel.attribute(duel.inst(adept)) == LIGHT and names(duel, 0, "gy") == [OFFERING.name]
    no_spell(duel, hid(duel, OFFERING.name))
    assert adept in offered(duel)
    act(duel, adept)
    play(duel, OFFERING.name, zone="s0", pos="def")
    settle(duel)
    adept = mon(duel, ADEPT.name)
    assert duel.pos[duel.inst(adept)] == DEF and duel.attribute(duel.inst(adept)) == LIGHT
    assert names(duel, 0, "gy") == [OFFERING.name, OFFERING.name]


def test_hx_779_a_piece_named_overlord_left_in_the_hand_keeps_its_own_effect() -> None:
    """HX-779 (R-CARD-1, R-MAX-2, R-MAX-6, R-MAX-9, R-EFF-3, §20.1 Supreme Machine Magnum
    Overlord [R]: mill 1; +200 ATK x the Level of 1 face-up monster of the opponent):
    HX Overlord Mask [L] (a [L] piece named "Supreme Machine Magnum Overlord [L]" in the
    hand; Maximum Mode: your opponent takes 700).
    Setup: P1 turn 3 with 6000 LP; hand: the Mask, the Overlord center and [R], V1-100.
    P2 controls V4-1800.
    Expected: the Maximum Summon is legal; the monster is "Supreme Machine Magnum
    Overlord", 3500 ATK. The [L] piece's effect is the Mask's own (P2 7300; no hand card
    sent, no ATK gained), once; the [R] piece adds 800 (4300)."""
    duel = build(p0=Side(hand=[MASK_L.name, OVL, OVL_R, "V1-100"], lp=6000),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    maximum(duel, OVL)
    settle(duel)
    left, center, right = (duel.oid[i] for i in duel.mz[0])
    assert names(duel, 0, "mzone") == [MASK_L.name, OVL, OVL_R] and duel.maxm[0]
    assert duel.names(duel.inst(left)) == {OVL} and duel.atk(duel.inst(center)) == 3500
    act(duel, left)
    assert duel.lp == [6000, 7300] and names(duel, 0, "hand") == ["V1-100"]
    assert duel.atk(duel.inst(center)) == 3500
    refused(duel, f"activate {left}")
    act(duel, right)
    assert duel.atk(duel.inst(center)) == 4300


def test_hx_780_maximum_pieces_revived_one_by_one_are_plain_new_monsters() -> None:
    """HX-780 (R-MAX-8, R-MAX-12, R-MAX-11, R-MAX-10, R-EFF-4, §20.2 Dark Hole, Monster
    Reborn): HX Colossus pieces (HX-771: [L] Maximum Mode only; [R] plain: opponent
    takes 200).
    Setup: P1 turn 3; hand: the three pieces, Dark Hole, two Monster Reborn.
    Actions: Maximum Summon; [R]; [R] again; Dark Hole; Reborn the [R]; its effect;
    Reborn the [L]; its effect.
    Expected: all three pieces go to the GY together. The revived [R] is a new ordinary
    monster (600 ATK): its effect again (P2 7600). The revived [L] (Level 4, 800) is not
    in Maximum Mode: refused."""
    duel = build(p0=Side(hand=[COL_L.name, COL.name, COL_R.name, HOLE, REBORN, REBORN]))
    maximum(duel, COL.name)
    settle(duel)
    right = mon(duel, COL_R.name)
    act(duel, right)
    refused(duel, f"activate {right}")
    play(duel, HOLE, zone="s0")
    assert sorted(names(duel, 0, "gy")) == sorted([COL_L.name, COL.name, COL_R.name, HOLE])
    play(duel, REBORN, zone="s0", picks=(find(duel, COL_R.name, 0, "gy"),), pos="atk")
    settle(duel)
    right = mon(duel, COL_R.name)
    assert not duel.maxm[0] and duel.atk(duel.inst(right)) == 600
    act(duel, right)
    assert duel.lp == [8000, 7600]
    play(duel, REBORN, zone="s0", picks=(find(duel, COL_L.name, 0, "gy"),), pos="atk")
    settle(duel)
    left = mon(duel, COL_L.name)
    assert duel.level(duel.inst(left)) == 4 and duel.atk(duel.inst(left)) == 800
    no_activation(duel, left)
    assert duel.lp == [8000, 7600]


def test_hx_781_a_face_down_effect_cannot_refresh_a_maximum_monster() -> None:
    """HX-781 (R-MAX-4, R-POS-4, R-EFF-3, R-EFF-4, R-DMG-3): HX Colossus (HX-771);
    FX-FLIPDOWN (1 face-up monster on the field to face-down Defense).
    Setup: P1 turn 3; hand: the three pieces, FX-FLIPDOWN. P2 controls V4-1600.
    Actions: Maximum Summon; [L]; FX-FLIPDOWN; [L] again; the Colossus attacks V4-1600.
    Expected: FX-FLIPDOWN cannot choose the Maximum Mode monster: it turns V4-1600 face-
    down (the only choice). The Colossus stays face-up and the same monster: [L] is still
    refused. V4-1600 is flipped face-up and destroyed (DEF 1000), no damage: P2 7700."""
    duel = build(p0=Side(hand=[COL_L.name, COL.name, COL_R.name, FLIPDOWN]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    maximum(duel, COL.name)
    settle(duel)
    left = mon(duel, COL_L.name)
    act(duel, left)
    do(duel, f"activate {hid(duel, FLIPDOWN)} s0")
    if kind(duel) == "pick":
        assert picks(duel) == {mon(duel, "V4-1600", 1)}
        answer(duel, picks=(mon(duel, "V4-1600", 1),))
    settle(duel)
    assert duel.pos[duel.inst(mon(duel, "V4-1600", 1))] == SET and duel.maxm[0]
    assert all(duel.pos[i] == ATK for i in duel.mz[0])
    refused(duel, f"activate {left}")
    attack(duel, COL.name, "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1600"]


# ============================================================ names leaving with the monster
def test_hx_782_a_name_of_this_turn_stays_behind_when_the_thief_is_tributed() -> None:
    """HX-782 (R-CARD-1, R-MAIN-3, R-EFF-4, R-MAIN-4): HX Name Thief (its name becomes
    "V4-1600" this turn); HX Roll Call (Normal Spell: Special Summon 1 monster named
    "V4-1600" or "V4-1400" from your GY).
    Setup: P1 turn 3 controls the Thief; hand: Summoned Skull (Rush), Roll Call; GY:
    V4-1400.
    Actions: the Thief's effect; Tribute Summon Skull with the Thief; Roll Call.
    Expected: in the GY the Thief has its own name again: Roll Call may summon only
    V4-1400, and the Thief stays in the GY."""
    duel = build(p0=Side(monsters=[(THIEF.name, ATK)], hand=[SKULL, ROLL_CALL.name],
                         gy=["V4-1400"]))
    act(duel, mon(duel, THIEF.name))
    do(duel, f"summon {hid(duel, SKULL)} z1")
    if kind(duel) == "pick":
        answer(duel, picks=(mon(duel, THIEF.name),))
    settle(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""]
    assert duel.names(duel.inst(find(duel, THIEF.name, 0, "gy"))) == {THIEF.name}
    do(duel, f"activate {hid(duel, ROLL_CALL.name)} s0")
    if kind(duel) == "pick":
        assert picks(duel) == {find(duel, "V4-1400", 0, "gy")}
    answer(duel, picks=(find(duel, "V4-1400", 0, "gy"),), pos="atk")
    settle(duel)
    assert real(names(duel, 0, "mzone")) == ["V4-1400", SKULL]
    assert THIEF.name in names(duel, 0, "gy")


def test_hx_783_vision_named_blue_eyes_is_one_material_for_another_fusion() -> None:
    """HX-783 (R-FUS-4, R-CARD-1, R-FUS-2, R-FUS-5, §20.1 Blue-Eyes Vision Dragon, Blue-Eyes
    Ultimate Dragon: three "Blue-Eyes White Dragon"): HX Twin Blue (Fusion: "Blue-Eyes
    White Dragon" + "V4-1400").
    Setup: P1 turn 3 controls Vision Dragon in face-up Defense and V4-1400 (since turn 1);
    hand: "Fusion"; Extra: HX Twin Blue, Blue-Eyes Ultimate Dragon.
    Expected: "Fusion" is refused before Vision's effect. After it, Vision is "Blue-Eyes
    White Dragon" (its double count is only for the Ultimate Dragon, which still lacks a
    third Blue-Eyes): only the Twin Blue may be chosen; Vision and V4-1400 go to the GY."""
    duel = build(p0=Side(monsters=[(VISION, DEF), ("V4-1400", ATK)], hand=[FUSION_SPELL],
                         extra=[TWIN_BLUE.name, BEUD]))
    no_spell(duel, hid(duel, FUSION_SPELL))
    act(duel, mon(duel, VISION))
    twin = find(duel, TWIN_BLUE.name, 0, "extra")
    do(duel, f"activate {hid(duel, FUSION_SPELL)} s0")
    if kind(duel) == "pick":  # (a choice with one answer may be taken for P1)
        assert picks(duel) == {twin}
    answer(duel, picks=(twin, mon(duel, VISION), mon(duel, "V4-1400")), pos="atk")
    settle(duel)
    assert real(names(duel, 0, "mzone")) == [TWIN_BLUE.name]
    assert {VISION, "V4-1400", FUSION_SPELL} <= set(names(duel, 0, "gy"))


def test_hx_784_a_beamed_dragon_used_as_material_comes_back_a_warrior() -> None:
    """HX-784 (R-CARD-2, R-EFF-4, R-EQUIP-1, R-FUS-3, R-FUS-4, §20.2 Type Change Beam,
    Monster Reborn): HX Wyrm Fang (Equip Spell: equip to 1 face-up Dragon you control;
    +500 ATK).
    Setup: P1 turn 3 controls V4-1600; hand: Type Change Beam, Blue-Eyes White Dragon,
    Polymerization (Rush), Monster Reborn, the Fang, V4-1400; Extra: FX-FUSION-2.
    Actions: the Beam makes V4-1600 a Dragon; Polymerization (V4-1600 + V4-1400 from the
    hand); Monster Reborn on V4-1600.
    Expected: the Fang may be activated while V4-1600 is a Dragon; FX-FUSION-2 is
    summoned; the revived V4-1600 is a Warrior (a new monster), and with no Dragon the
    Fang is refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[TCB, BEWD, POLY, REBORN, FANG.name, "V4-1400"],
                         extra=[FUSION_2]))
    no_spell(duel, hid(duel, FANG.name))
    v16 = mon(duel, "V4-1600")
    play(duel, TCB, zone="s0", picks=(hid(duel, BEWD), v16))
    assert duel.race(duel.inst(v16)) == "Dragon" and hid(duel, FANG.name) in offered(duel)
    play(duel, POLY, zone="s0", picks=(find(duel, FUSION_2, 0, "extra"), v16,
                                       hid(duel, "V4-1400")), pos="atk")
    settle(duel)
    play(duel, REBORN, zone="s0", picks=(find(duel, "V4-1600", 0, "gy"),), pos="atk")
    settle(duel)
    v16 = mon(duel, "V4-1600")
    assert duel.race(duel.inst(v16)) == "Warrior"
    assert real(names(duel, 0, "mzone")) == [FUSION_2, "V4-1600"]
    no_spell(duel, hid(duel, FANG.name))


def test_hx_785_bright_dragon_in_the_gy_is_neither_blue_eyes_nor_a_legend() -> None:
    """HX-785 (R-CARD-1, R-CARD-4, R-SETUP-6): HX Legend Recall (Normal Spell: add 1 Legend
    monster from your GY to your hand). Bright Dragon is "Blue-Eyes White Dragon" only in
    the hand and has no LEGEND icon.
    Setup: P1 turn 3; hand: the Recall; GY: Bright Dragon, Blue-Eyes White Dragon, Dark
    Magician (Rush).
    Expected: the choice offers Blue-Eyes and Dark Magician only; P1 takes Blue-Eyes;
    Bright and Dark Magician stay in the GY."""
    duel = build(p0=Side(hand=[LEGEND_RECALL.name], gy=[BRIGHT, BEWD, DM]))
    do(duel, f"activate {hid(duel, LEGEND_RECALL.name)} s0")
    assert kind(duel) == "pick"
    assert picks(duel) == {find(duel, BEWD, 0, "gy"), find(duel, DM, 0, "gy")}
    answer(duel, picks=(find(duel, BEWD, 0, "gy"),))
    settle(duel)
    assert names(duel, 0, "hand") == [BEWD]
    assert sorted(names(duel, 0, "gy")) == sorted([BRIGHT, DM, LEGEND_RECALL.name])


# ============================================================ continuous and activated effects
def test_hx_786_one_monsters_continuous_effect_outlasts_its_used_activation() -> None:
    """HX-786 (R-EFF-3, R-EFF-4, R-EFF-5, R-POS-4): HX Lantern Sage ([CONTINUOUS EFFECT]
    face-up monsters you control gain 200 ATK; and an effect: the opponent takes 400);
    HX Wake Call (HX-758).
    Setup: P1 turn 3 controls the Sage and V4-1600; hand: FX-FLIPDOWN, Wake Call.
    Actions: the Sage's effect; again; FX-FLIPDOWN on the Sage; Wake Call; the effect.
    Expected: 1200/1800 throughout the first activation (P2 7600), the second refused. Face-
    down the bonus stops at once (1600); face-up again it returns (1800) and the Sage is
    new: P2 7200."""
    duel = build(p0=Side(monsters=[(LANTERN.name, ATK), ("V4-1600", ATK)],
                         hand=[FLIPDOWN, WAKE.name]))
    sage, v16 = mon(duel, LANTERN.name), mon(duel, "V4-1600")
    act(duel, sage)
    assert duel.lp == [8000, 7600]
    assert duel.atk(duel.inst(sage)) == 1200 and duel.atk(duel.inst(v16)) == 1800
    refused(duel, f"activate {sage}")
    play(duel, FLIPDOWN, zone="s0", picks=(sage,))
    assert duel.atk(duel.inst(v16)) == 1600
    play(duel, WAKE.name, zone="s0")
    assert duel.atk(duel.inst(v16)) == 1800
    act(duel, sage)
    assert duel.lp == [8000, 7200]


def test_hx_787_a_fusion_monster_returned_waits_in_the_extra_deck_then_is_new() -> None:
    """HX-787 (R-FUS-6, R-FUS-1, R-FUS-3, R-EFF-3, R-EFF-4): HX Chimera (HX-773: Fusion
    "V4-1600" + "V4-1400"; the opponent takes 600).
    Setup: P1 turn 3 controls V4-1600 and V4-1400; hand: two Polymerization (Rush),
    FX-RECALL, V4-1600, V4-1400; Extra: the Chimera.
    Actions: Polymerization; the Chimera's effect; FX-RECALL on it; Polymerization with the
    hand materials; its effect.
    Expected: P2 7400. Returned, the Chimera goes to the Extra Deck, not the hand; Fusion
    Summoned again it is new: P2 6800; a further try is refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[POLY, POLY, RECALL, "V4-1600", "V4-1400"],
                         extra=[CHIMERA.name]))
    play(duel, POLY, zone="s0", picks=(find(duel, CHIMERA.name, 0, "extra"),
                                       mon(duel, "V4-1600"), mon(duel, "V4-1400")), pos="atk")
    settle(duel)
    act(duel, mon(duel, CHIMERA.name))
    assert duel.lp == [8000, 7400]
    play(duel, RECALL, zone="s0", picks=(mon(duel, CHIMERA.name),))
    assert names(duel, 0, "extra") == [CHIMERA.name] and CHIMERA.name not in names(duel, 0, "hand")
    play(duel, POLY, zone="s0", picks=(find(duel, CHIMERA.name, 0, "extra"),
                                       hid(duel, "V4-1600"), hid(duel, "V4-1400")), pos="atk")
    settle(duel)
    chimera = mon(duel, CHIMERA.name)
    act(duel, chimera)
    assert duel.lp == [8000, 6800]
    refused(duel, f"activate {chimera}")


def test_hx_788_a_dark_of_this_turn_meets_an_attack_trap_only_that_turn() -> None:
    """HX-788 (R-EFF-6, R-END-1, R-CARD-2, R-TRAP-5, R-BATTLE-5, R-CALC-1): HX Dusk Adept
    (HX-777); HX Dark Snare (P2's Trap, Set earlier: an opponent's DARK monster declares an
    attack: destroy it).
    Setup: P1 turn 3 controls the Adept (1500); P2 controls V4-1400 and V1-100.
    Actions: the Adept's effect; the Adept attacks V1-100 (still this turn in the Battle
    Phase). (a) P2 uses the Snare: the Adept is destroyed, no damage. (b) P2 passes: P2
    takes 1400 (6600). Turn 5: the Adept attacks V4-1400 without its effect.
    Expected: on turn 5 it is LIGHT: P2 is not asked; P2 takes 100 (6500)."""
    duel = build(p0=Side(monsters=[(ADEPT.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V1-100", ATK)],
                         spells=[(DARK_SNARE.name, SET)]))
    act(duel, mon(duel, ADEPT.name))
    attack(duel, ADEPT.name, "V1-100")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DARK_SNARE.name, 1, "szone")}
    snared = duel.clone()
    trap(snared, DARK_SNARE.name, 1)
    settle(snared)
    assert snared.lp == [8000, 8000] and names(snared, 0, "gy") == [ADEPT.name]
    do(duel, "pass")
    settle(duel)
    assert duel.lp == [8000, 6600]
    to_turn(duel, 5)
    assert duel.attribute(duel.inst(mon(duel, ADEPT.name))) == LIGHT
    attack(duel, ADEPT.name, "V4-1400")
    settle(duel)
    assert duel.lp == [8000, 6500] and names(duel, 1, "szone")[0] == DARK_SNARE.name


def test_hx_789_a_hand_name_pays_the_cost_and_is_no_longer_that_name_in_the_gy() -> None:
    """HX-789 (R-CARD-1, R-REQ-1, R-REQ-2, R-EFF-3): HX Drill Sergeant (Requirement: send 1
    monster named "V4-1400" from your hand to the GY; the opponent takes 800); HX Hand
    Mimic (named "V4-1400" in the hand); HX Roll Call (HX-782).
    (a) P1 turn 3 controls the Sergeant; hand: V4-1600: the cost cannot be paid: refused.
    (b) Hand: the Mimic, Roll Call; GY: V4-1600. The Mimic pays the cost (P2 7200); the
    Sergeant is then refused. In the GY the Mimic is not "V4-1400": Roll Call may summon
    only V4-1600."""
    duel = build(p0=Side(monsters=[(SERGEANT.name, ATK)], hand=["V4-1600"]))
    no_activation(duel, mon(duel, SERGEANT.name))
    duel = build(p0=Side(monsters=[(SERGEANT.name, ATK)], hand=[MIMIC.name, ROLL_CALL.name],
                         gy=["V4-1600"]))
    sergeant = mon(duel, SERGEANT.name)
    act(duel, sergeant, picks=(hid(duel, MIMIC.name),))
    assert duel.lp == [8000, 7200] and MIMIC.name in names(duel, 0, "gy")
    refused(duel, f"activate {sergeant}")
    do(duel, f"activate {hid(duel, ROLL_CALL.name)} s0")
    if kind(duel) == "pick":
        assert picks(duel) == {find(duel, "V4-1600", 0, "gy")}
    answer(duel, picks=(find(duel, "V4-1600", 0, "gy"),), pos="atk")
    settle(duel)
    assert real(names(duel, 0, "mzone")) == [SERGEANT.name, "V4-1600"]
    assert MIMIC.name in names(duel, 0, "gy")


def test_hx_790_a_horn_bounced_in_its_own_window_is_new_when_summoned_again() -> None:
    """HX-790 (R-EFF-3, R-EFF-4, R-TRAP-4, R-TRAP-5, R-REQ-2, §20.5 Compulsory Evacuation
    Device): HX Call Horn (Special Summon 1 Level 4 or lower monster from your hand).
    Setup: P1 turn 3 controls the Horn (zone 1); hand: V4-1600, V4-1400. P2 has the Device
    Set earlier.
    Actions: the Horn summons V4-1600; P2 returns the Horn; P1 Normal Summons it; its
    effect summons V4-1400.
    Expected: the window after the Horn's effect holds a Special Summon: P2 is asked first
    and may use the Device. The Horn back on the field is new: its effect is offered."""
    duel = build(p0=Side(monsters=[(HORN.name, ATK)], hand=["V4-1600", "V4-1400"]),
                 p1=Side(spells=[(CED, SET)]))
    horn = mon(duel, HORN.name)
    act(duel, horn, picks=(hid(duel, "V4-1600"),), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED, 1, "szone")}
    trap(duel, CED, 1)
    answer(duel, picks=(horn,))
    settle(duel)
    assert sorted(names(duel, 0, "hand")) == sorted([HORN.name, "V4-1400"])
    do(duel, f"summon {hid(duel, HORN.name)} z0")
    settle(duel)
    horn = mon(duel, HORN.name)
    assert horn in offered(duel)
    act(duel, horn, pos="def")
    settle(duel)
    assert names(duel, 0, "mzone") == [HORN.name, "V4-1600", "V4-1400"]
    refused(duel, f"activate {horn}")


def test_hx_791_a_multi_choice_name_or_damage_one_per_turn_decides_the_fusion() -> None:
    """HX-791 (R-EFF-3, R-FUS-8, R-CARD-1, R-FUS-2, R-FUS-4): HX Twin Mask (Multi-Choice:
    ● its name becomes "V4-1600" this turn ● the opponent takes 500).
    Setup: P1 turn 3 controls the Mask and V4-1400; hand: "Fusion"; Extra: FX-FUSION-2.
    (a) P1 picks the damage (P2 7500): the Mask cannot be activated again for the other
    option, so "Fusion" stays refused.
    (b) P1 picks the name: "Fusion" summons FX-FUSION-2; P2 stays at 8000."""
    duel = build(p0=Side(monsters=[(MASK.name, ATK), ("V4-1400", ATK)], hand=[FUSION_SPELL],
                         extra=[FUSION_2]))
    mask = mon(duel, MASK.name)
    no_spell(duel, hid(duel, FUSION_SPELL))
    named = duel.clone()
    do(duel, f"activate {mask}")
    assert options(duel) == {0, 1}
    do(duel, "option 1")
    assert duel.lp == [8000, 7500]
    refused(duel, f"activate {mask}")
    no_spell(duel, hid(duel, FUSION_SPELL))
    act(named, mask, option=0)
    play(named, FUSION_SPELL, zone="s0", picks=(find(named, FUSION_2, 0, "extra"), mask,
                                                mon(named, "V4-1400")), pos="atk")
    settle(named)
    assert real(names(named, 0, "mzone")) == [FUSION_2] and named.lp == [8000, 8000]


# ============================================================ Types, positions, names, turns
def test_hx_792_a_dragon_of_this_turn_opens_vision_dragons_condition_only_this_turn() -> None:
    """HX-792 (R-MAIN-4, R-CARD-2, R-EFF-6, R-END-1, R-EFF-1, §20.1 Blue-Eyes Vision
    Dragon: Special Summon from the hand in face-up Defense while you control a face-up
    Level 8+ Dragon; §20.2 Type Change Beam): HX Iron Giant (Level 8 Machine, no effect).
    Setup: P1 turn 3 controls the Giant; hand: Type Change Beam, Blue-Eyes White Dragon,
    Vision Dragon.
    Expected: no summon of Vision at first. The Beam (revealing Blue-Eyes) makes the Giant
    a Dragon: Vision may be Special Summoned, in Defense only (P1 does not yet). On turn 5
    the Giant is a Machine again: Vision cannot be summoned by its condition: refused."""
    duel = build(p0=Side(monsters=[(GIANT.name, ATK)], hand=[TCB, BEWD, VISION]))

    def summons(d: Duel) -> set[int]:
        return {a.pos for a in d.legal_actions() if a.kind == "spsummon"
                and a.card == hid(d, VISION)}

    assert summons(duel) == set()
    play(duel, TCB, zone="s0", picks=(hid(duel, BEWD), mon(duel, GIANT.name)))
    assert duel.race(duel.inst(mon(duel, GIANT.name))) == "Dragon"
    assert summons(duel) == {DEF}
    refused(duel, f"spsummon {hid(duel, VISION)} z1 atk")
    to_turn(duel, 5)
    assert duel.race(duel.inst(mon(duel, GIANT.name))) == "Machine"
    assert summons(duel) == set()
    refused(duel, f"spsummon {hid(duel, VISION)} z1 def")


def test_hx_793_summoned_then_turned_face_down_only_an_effect_brings_it_back_new() -> None:
    """HX-793 (R-POS-1, R-POS-4, R-EFF-4, R-EFF-3, R-EFF-6): HX Shade Runner (gains 500
    ATK this turn); HX Wake Call (HX-758).
    Setup: P1 turn 3; hand: the Runner, FX-FLIPDOWN, Wake Call.
    Actions: Normal Summon the Runner; its effect (1500); FX-FLIPDOWN on it; P1 tries to
    flip it by hand; Wake Call; its effect; again.
    Expected: it arrived this turn, so the manual flip is refused and face-down it cannot
    activate. Wake Call (an effect) turns it face-up: a new monster with 1000 ATK whose
    effect is offered again (1500); the third try is refused."""
    duel = build(p0=Side(hand=[RUNNER.name, FLIPDOWN, WAKE.name]))
    do(duel, f"summon {hid(duel, RUNNER.name)} z0")
    runner = mon(duel, RUNNER.name)
    act(duel, runner)
    assert duel.atk(duel.inst(runner)) == 1500
    play(duel, FLIPDOWN, zone="s0", picks=(runner,))
    refused(duel, f"position {runner} atk")
    no_activation(duel, runner)
    play(duel, WAKE.name, zone="s0")
    assert duel.pos[duel.inst(runner)] == ATK and duel.atk(duel.inst(runner)) == 1000
    act(duel, runner)
    assert duel.atk(duel.inst(runner)) == 1500
    refused(duel, f"activate {runner}")


def test_hx_794_a_name_taken_in_the_opponents_turn_is_gone_for_its_attack_trap() -> None:
    """HX-794 (R-CARD-1, R-EFF-6, R-END-1, R-TRAP-5, R-CALC-1): HX Name Thief (HX-782);
    HX Name Guard (Trap: when an opponent's monster declares an attack, while you control
    a face-up monster named "V4-1600": negate the attack).
    (a) P2 turn 2 controls the Thief and the Guard (Set on turn 1); P1 controls V4-1800.
    P2 uses the Thief's effect. Turn 3: V4-1800 attacks the Thief: its name ended with
    turn 2: P2 is not asked; the Thief is destroyed, P2 7200.
    (b) P2 controls a real V4-1600 instead of using the Thief: the Guard is offered and
    negates the attack."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[(THIEF.name, ATK)], spells=[(NAME_GUARD.name, SET)]))
    act(duel, mon(duel, THIEF.name, 1))
    assert duel.names(duel.inst(mon(duel, THIEF.name, 1))) == {"V4-1600"}
    to_turn(duel, 3)
    attack(duel, "V4-1800", THIEF.name)
    settle(duel)
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == [THIEF.name]
    assert names(duel, 1, "szone")[0] == NAME_GUARD.name
    guard = build(p0=Side(monsters=[("V4-1800", ATK)]),
                  p1=Side(monsters=[(THIEF.name, ATK), ("V4-1600", ATK)],
                          spells=[(NAME_GUARD.name, SET)]))
    attack(guard, "V4-1800", THIEF.name)
    window_for(guard, 1)
    assert offered(guard) == {find(guard, NAME_GUARD.name, 1, "szone")}
    trap(guard, NAME_GUARD.name, 1)
    settle(guard)
    assert guard.lp == [8000, 8000] and real(names(guard, 1, "mzone")) == [THIEF.name, "V4-1600"]


def test_hx_795_a_maximum_multi_choice_once_each_turn_and_its_gain_ends() -> None:
    """HX-795 (R-MAX-9, R-EFF-3, R-EFF-6, R-END-1, R-MAX-6, R-FUS-8): HX Colossus (HX-771:
    Maximum Mode Multi-Choice: ● opponent takes 500 ● this card gains 500 ATK this turn).
    Setup: P1 turn 3; hand: the three pieces.
    Actions: Maximum Summon; the center picks the ATK gain; tries again; turn 4; turn 5:
    the center picks the damage.
    Expected: 3700 on turn 3, the second try refused for either option; on turn 4 the
    gain has ended (3200); on turn 5 the same monster may use it again: P2 7500, still
    3200 ATK."""
    duel = build(p0=Side(hand=[COL_L.name, COL.name, COL_R.name]))
    maximum(duel, COL.name)
    settle(duel)
    center = mon(duel, COL.name)
    act(duel, center, option=1)
    assert duel.atk(duel.inst(center)) == 3700
    refused(duel, f"activate {center}")
    to_turn(duel, 4)
    assert duel.atk(duel.inst(center)) == 3200
    to_turn(duel, 5)
    assert center in offered(duel)
    act(duel, center, option=0)
    assert duel.lp == [8000, 7500] and duel.atk(duel.inst(center)) == 3200


def test_hx_796_a_legend_treatment_clause_counts_in_the_hand_and_the_gy() -> None:
    """HX-796 (R-CARD-4, R-REQ-1, R-CARD-1): HX Legend Echo (no LEGEND icon; its text:
    treated as a Legend Card while in the hand or GY); HX Legend Parade (Normal Spell:
    reveal 1 Legend monster in your hand; the opponent takes 500); HX Legend Recall
    (HX-785).
    (a) P1 turn 3; hand: the Parade, the Echo: the Echo is a Legend Card in the hand: the
    Parade is legal, P2 7500.
    (b) Hand: the Recall; GY: the Echo: the Recall adds it to the hand.
    (c) The Echo Normal Summoned is no Legend Card on the field: the Parade, with no other
    monster in the hand, is refused."""
    duel = build(p0=Side(hand=[LEGEND_SHOW.name, ECHO.name]))
    play(duel, LEGEND_SHOW.name, zone="s0")
    assert duel.lp == [8000, 7500]
    duel = build(p0=Side(hand=[LEGEND_RECALL.name], gy=[ECHO.name]))
    play(duel, LEGEND_RECALL.name, zone="s0")
    assert names(duel, 0, "hand") == [ECHO.name]
    duel = build(p0=Side(hand=[LEGEND_SHOW.name, ECHO.name]))
    do(duel, f"summon {hid(duel, ECHO.name)} z0")
    no_spell(duel, hid(duel, LEGEND_SHOW.name))
    assert ECHO.behaviour.text() == ("This card is treated as a Legend Card while in the "
                                     "hand or the GY.")
