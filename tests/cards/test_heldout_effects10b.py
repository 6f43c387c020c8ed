"""Held-out style conformance scenarios HX-459..HX-478 (continued from
test_heldout_effects10.py) on monster effects, their costs and continuous effects:
an effect whose earlier step turns a source of a continuous effect face-down or
face-up, summons a monster whose continuous effect or ban then rules the later step,
or frees the zone a later step fills; "if you do" after a protected target; costs of
a Field Spell, of milled cards counted by the Effect, of a hand card feeding a
Multi-Choice option; a summon window reading ATK after the cost left; borrowed
section 20 monsters (Blue-Eyes White Dragon for Bright Dragon, Despairacion [L]);
Maximum pieces summoned one by one; and continuous effects that depend on each other
through three steps. Expectations come from RULES.md alone.

Small throwaway cards (codes 968500021.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, DidAny, OnSummon
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    ChangePosition,
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    Grant,
    LevelOf,
    MillCost,
    Modify,
    Per,
    SendCost,
    SpecialSummon,
    Then,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_LEVEL, MOD_PROTECT, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BRIGHT,
    DESP_L,
    DESP_R,
    DM,
    GUARD_POS,
    REBORN,
    REX,
    TORRENT,
    VISION,
    answer,
    at,
    attack,
    hx_card,
    hx_field,
    hx_monster,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hand, mine, refused, settle

RED_BOOT = "Red-Boot Boost Dragon"
HOLE = "Dark Hole (Rush)"
RECALL = "FX-RECALL"
MAXIMUM_MONSTER = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
UP = Sel(who="you", face="up")
OPP_UP = Sel(who="opp", face="up")
OPP_LOW = Sel(who="opp", face="up", atk_max=1500)
HAND_CARD = Sel(where=("hand",))
LOW_IN_HAND = Sel(where=("hand",), kind="monster", level_max=4)


def _cont(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


BOOSTER = hx_monster(968_500_021, "HX Booster", _cont(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 500, "gain 500 ATK")), atk=1200)
ECLIPSE = hx_monster(968_500_022, "HX Eclipse Mage", Effect(ops=(
    ChangePosition(OPP_UP, to="set"), Destroy(OPP_LOW, low=0, high=ALL))))
DAWN = hx_monster(968_500_023, "HX Dawn Sage", Effect(ops=(
    ChangePosition(Sel(who="opp", face="down"), high=ALL, to="def"),
    Destroy(OPP_LOW, low=0, high=ALL))))
STRIKER = hx_monster(968_500_024, "HX Striker", Effect(ops=(
    Destroy(OPP_UP), Then((Damage(Fixed(500)),), condition=DidAny("destroyed")))))
AEGIS = hx_monster(968_500_025, "HX Aegis", _cont(Cont(
    THIS, MOD_PROTECT, "opp-effect", "cannot be destroyed by your opponent's card effects")),
    atk=1500)
CRYPT_SENTRY = hx_monster(968_500_026, "HX Crypt Sentry", _cont(Cont(
    UP, MOD_ATK, 500, "gain 500 ATK",
    condition=Count(Sel(where=("gy",), who="opp"), low=0, high=3))), atk=1400)
NIGHT_SAGE = hx_monster(968_500_027, "HX Night Sage", Effect(ops=(
    ChangePosition(Sel(who="any", face="up"), to="set"), Modify(THIS, amount=Fixed(500)))))
_CL, _CC, _CR = 968_500_028, 968_500_029, 968_500_030
COLOSSUS_L = CardData(
    _CL, "HX Colossus [L]", MAXIMUM_MONSTER, attribute=Attribute.WIND, race="Machine",
    level=4, atk=1000, defense=0, max_role="L", behaviour=CardScript(Effect(
        maximum=True, ops=(Damage(Fixed(700)),))))
COLOSSUS = CardData(
    _CC, "HX Colossus", MAXIMUM_MONSTER, attribute=Attribute.WIND, race="Machine", level=9,
    atk=2000, defense=0, maximum_atk=3000, max_role="C", max_partners=(_CL, _CR),
    behaviour=CardScript(Effect(kind="continuous", maximum=True, mods=(
        Cont(OPP_UP, MOD_ATK, -500, "lose 500 ATK"),)),
        notes=("Maximum Summon this card together with its [L] and [R].",)))
COLOSSUS_R = CardData(
    _CR, "HX Colossus [R]", MAXIMUM_MONSTER, attribute=Attribute.WIND, race="Machine",
    level=4, atk=1000, defense=0, max_role="R", behaviour=CardScript(Effect(
        ops=(Modify(THIS, amount=Fixed(300)),))))
SUMMONER = hx_monster(968_500_031, "HX Summoner Sage", Effect(ops=(
    SpecialSummon(Sel(where=("hand",), kind="monster", level_min=10, level_max=10),
                  position="atk"),
    SpecialSummon(Sel(where=("gy",), kind="monster", level_min=6, level_max=7),
                  position="atk"))))
HERALD = hx_monster(968_500_032, "HX Herald Caller", Effect(ops=(
    SpecialSummon(LOW_IN_HAND, position="atk"),
    Destroy(Sel(who="opp", face="up", atk_max=1000), low=0, high=ALL))))
SHADE = hx_monster(968_500_033, "HX Shade", _cont(
    Cont(OPP_UP, MOD_ATK, -500, "lose 500 ATK")), race="Fiend", attr=Attribute.DARK)
PHOENIX = hx_monster(968_500_034, "HX Phoenix Rite", Effect(ops=(
    Destroy(UP), SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4),
                               position="atk"))))
BURNER = hx_monster(968_500_035, "HX Field Burner", Effect(
    costs=(SendCost(Sel(where=("fzone",))),), ops=(Destroy(OPP_LOW, low=0, high=ALL),)))
DRAGON_FIELD = hx_field(968_500_036, "HX Dragon Field", Cont(
    Sel(who="any", face="up", race="Dragon"), MOD_ATK, 500, "gain 500 ATK"))
SENTINEL = hx_monster(968_500_037, "HX Sentinel", Effect(
    conds=(Count(Sel(memo="self", face="up", pos="def")),), ops=(Damage(Fixed(600)),)),
    dfn=1500)
SURGER = hx_monster(968_500_038, "HX Level Surger", Effect(ops=(
    Grant(THIS, kind=MOD_LEVEL, value=2, duration=THIS_TURN, phrase="gains 2 Levels"),
    Damage(LevelOf(200, "self")))))
LEVEL_FIELD = hx_field(968_500_039, "HX Level Field", Cont(UP, MOD_LEVEL, 2, "gain 2 Levels"))
ORACLE = hx_monster(968_500_040, "HX Oracle Beast", Effect(
    kind="multi", costs=(SendCost(HAND_CARD),),
    options=((Draw(1),), (SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4)),))))
FORTUNE = hx_monster(968_500_041, "HX Fortune Digger", Effect(
    costs=(MillCost(2),),
    ops=(GainLP(Per(500, Sel(where=("gy",), kind="monster", memo="milled"))),)))
FORGE = hx_monster(968_500_042, "HX Forge Master", _cont(
    Cont(Sel(face="up", level_min=8), MOD_ATK, 1000, "gain 1000 ATK")))
WYRM_FIELD = hx_field(968_500_043, "HX Wyrm Field", Cont(
    Sel(who="any", face="up", atk_min=2500), MOD_RACE, "Dragon", "become Dragons"))
ALARM = hx_card(968_500_044, "HX Giant Alarm", CardType.TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",), monster=Sel(who="opp", atk_min=2000)),
    ops=(Destroy(Sel(who="opp", memo="summoned")),)))
SWAP_CALLER = hx_monster(968_500_045, "HX Swap Caller", Effect(
    costs=(SendCost(UP),), ops=(SpecialSummon(LOW_IN_HAND, position="atk"),)))

HX_CARDS = [BOOSTER, ECLIPSE, DAWN, STRIKER, AEGIS, CRYPT_SENTRY, NIGHT_SAGE, COLOSSUS_L,
            COLOSSUS, COLOSSUS_R, SUMMONER, HERALD, SHADE, PHOENIX, BURNER, DRAGON_FIELD,
            SENTINEL, SURGER, LEVEL_FIELD, ORACLE, FORTUNE, FORGE, WYRM_FIELD, ALARM,
            SWAP_CALLER]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


# ============================================================ a step flips a source
def test_hx_459_a_source_turned_face_down_by_the_first_step_stops_for_the_second() -> None:
    """HX-459 (R-EFF-5, R-REQ-3, R-POS-4): "HX Eclipse Mage" (Level 4): Requirement:
    none. Effect: change 1 face-up monster your opponent controls to face-down Defense
    Position; then destroy every face-up monster your opponent controls with 1500 or
    less ATK. "HX Booster" (1200): [CONTINUOUS EFFECT] other face-up monsters you
    control gain 500 ATK.
    Setup: P1 turn 3 controls HX Eclipse Mage; P2 controls face-up HX Booster, V4-1400
    (1900) and V4-1600 (2100).
    Actions: activate it and turn HX Booster face-down.
    Expected: the Booster's effect stops at once: V4-1400 shows 1400 and is destroyed;
    V4-1600 (1600) stays; the face-down Booster is not face-up and stays."""
    duel = build(p0=Side(monsters=[(ECLIPSE.name, ATK)]),
                 p1=Side(monsters=[(BOOSTER.name, ATK, 2), ("V4-1400", ATK, 2),
                                   ("V4-1600", ATK, 2)]))
    assert duel.atk(at(duel, "V4-1400", 1)) == 1900
    booster = find(duel, BOOSTER.name, 1, "mzone")
    do(duel, f"activate {mine(duel, ECLIPSE.name)}")
    answer(duel, picks=(booster,))
    assert duel.pos[duel.inst(booster)] == SET
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert names(duel, 1, "mzone") == [BOOSTER.name, "", "V4-1600"]
    assert duel.atk(at(duel, "V4-1600", 1)) == 1600


def test_hx_460_a_source_turned_face_up_by_the_first_step_applies_to_the_second() -> None:
    """HX-460 (R-EFF-5, R-REQ-3, R-POS-4, R-POS-3): "HX Dawn Sage" (Level 4):
    Requirement: none. Effect: change every face-down monster your opponent controls to
    face-up Defense Position; then destroy every face-up monster your opponent controls
    with 1500 or less ATK. HX Booster as in HX-459.
    Setup: P1 turn 3 controls HX Dawn Sage; P2 controls a face-down HX Booster and
    face-up V4-1400 (1400).
    Expected: the flipped Booster applies at once: V4-1400 shows 1900 and stays; the
    Booster (1200) is destroyed; V4-1400 is back to 1400."""
    duel = build(p0=Side(monsters=[(DAWN.name, ATK)]),
                 p1=Side(monsters=[(BOOSTER.name, SET), ("V4-1400", ATK, 2)]))
    do(duel, f"activate {mine(duel, DAWN.name)}")
    answer(duel)
    assert names(duel, 1, "gy") == [BOOSTER.name]
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400


def test_hx_461_if_you_do_fails_against_a_monster_that_is_not_destroyed() -> None:
    """HX-461 (R-REQ-3, R-EFF-5, R-EFF-3): "HX Striker" (Level 4): Requirement: none.
    Effect: destroy 1 face-up monster your opponent controls; then, if you do, your
    opponent takes 500 damage. "HX Aegis" (1500): [CONTINUOUS EFFECT] this card cannot
    be destroyed by your opponent's card effects.
    (a) P2 controls HX Aegis and V4-1400; P1 chooses the Aegis: it stays, no damage
    (P2 8000); the Striker's effect is used for the turn.
    (b) Choosing V4-1400: it is destroyed and P2 takes 500 (7500)."""
    p1 = Side(monsters=[(AEGIS.name, ATK, 2), ("V4-1400", ATK, 2)])
    duel = build(p0=Side(monsters=[(STRIKER.name, ATK)]), p1=p1)
    striker = mine(duel, STRIKER.name)
    do(duel, f"activate {striker}")
    answer(duel, picks=(find(duel, AEGIS.name, 1, "mzone"),))
    assert names(duel, 1, "mzone") == [AEGIS.name, "V4-1400", ""]
    assert duel.lp == [8000, 8000]
    refused(duel, f"activate {striker}")
    hit = build(p0=Side(monsters=[(STRIKER.name, ATK)]), p1=p1)
    do(hit, f"activate {mine(hit, STRIKER.name)}")
    answer(hit, picks=(find(hit, "V4-1400", 1, "mzone"),))
    assert names(hit, 1, "gy") == ["V4-1400"] and hit.lp == [8000, 7500]


def test_hx_462_red_boot_shuffles_dragons_back_and_a_gy_count_boost_starts() -> None:
    """HX-462 (R-EFF-5, R-REQ-3, R-CALC-1, R-EFF-6): Red-Boot Boost Dragon: pick up to 7
    Dragons in your GY; the opponent takes 100 per pick, this card gains 100 ATK per
    pick this turn; then shuffle them into the Deck. "HX Crypt Sentry" (1400):
    [CONTINUOUS EFFECT] while your opponent has 3 or fewer cards in their GY, face-up
    monsters you control gain 500 ATK.
    Setup: P1 turn 3 controls Red-Boot (since turn 1); GY: V4-1500, V8-3000 (Dragons),
    V4-1600, V1-100. P2 controls HX Crypt Sentry and V4-1800 (no boost: 4 cards).
    Actions: Red-Boot picks both Dragons; it attacks V4-1800.
    Expected: P2 7800, Red-Boot 2600. With 2 cards left in P1's GY the Sentry's boost
    applies: V4-1800 2300. 2600 vs 2300: P2 7500, V4-1800 destroyed."""
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], gy=["V4-1500", "V8-3000", "V4-1600",
                                                          "V1-100"]),
                 p1=Side(monsters=[(CRYPT_SENTRY.name, ATK, 2), ("V4-1800", ATK, 2)]))
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800
    deck = len(duel.deck[0])
    do(duel, f"activate {mine(duel, RED_BOOT)}")
    answer(duel, picks=(find(duel, "V4-1500", 0, "gy"), find(duel, "V8-3000", 0, "gy")))
    assert duel.lp == [8000, 7800] and duel.atk(at(duel, RED_BOOT)) == 2600
    assert sorted(names(duel, 0, "gy")) == ["V1-100", "V4-1600"]
    assert len(duel.deck[0]) == deck + 2
    assert duel.atk(at(duel, "V4-1800", 1)) == 2300
    assert duel.atk(at(duel, CRYPT_SENTRY.name, 1)) == 1900
    attack(duel, RED_BOOT, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7500] and names(duel, 1, "gy") == ["V4-1800"]


def test_hx_463_bright_dragon_revived_is_new_without_its_name_or_gain() -> None:
    """HX-463 (R-EFF-4, R-EFF-3, R-CARD-1, R-EFF-6, R-MAIN-4): Blue-Eyes Bright Dragon
    (Requirement: mill 1; Effect: this turn its name becomes "Blue-Eyes White Dragon"
    and it gains 500 ATK; then ...).
    Setup: P1 turn 3 controls Bright Dragon (since turn 1) and no Legend Normal
    Monster; hand: Dark Hole (Rush), Monster Reborn (Rush), V1-100.
    Actions: activate Bright; Dark Hole; Monster Reborn on Bright; activate it again.
    Expected: 3000, named "Blue-Eyes White Dragon". In the GY it is only "Blue-Eyes
    Bright Dragon". Revived it is a new monster: 2500, its own name; its effect may be
    used again: 3000 and named "Blue-Eyes White Dragon"; then refused."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[HOLE, REBORN, "V1-100"],
                         deck=["V1-100"] * 6))
    bright = mine(duel, BRIGHT)
    do(duel, f"activate {bright}")
    assert duel.request.kind == "main"
    assert duel.atk(duel.inst(bright)) == 3000 and BEWD in duel.names(duel.inst(bright))
    play(duel, HOLE, zone="s0")
    in_gy = duel.inst(find(duel, BRIGHT, 0, "gy"))
    assert duel.names(in_gy) == frozenset({BRIGHT})
    play(duel, REBORN, zone="s0", picks=(duel.oid[in_gy],), pos="atk")
    bright = mine(duel, BRIGHT)
    assert duel.atk(duel.inst(bright)) == 2500
    assert duel.names(duel.inst(bright)) == frozenset({BRIGHT})
    do(duel, f"activate {bright}")
    assert duel.atk(duel.inst(bright)) == 3000 and BEWD in duel.names(duel.inst(bright))
    refused(duel, f"activate {bright}")


def test_hx_464_a_monster_that_turns_itself_face_down_gains_nothing_and_is_new() -> None:
    """HX-464 (R-EFF-4, R-EFF-3, R-POS-1, R-POS-2, R-POS-4, R-REQ-3): "HX Night Sage"
    (Level 4, 1000): Requirement: none. Effect: change 1 face-up monster on the field to
    face-down Defense Position, then this card gains 500 ATK this turn.
    Setup: P1 turn 3 controls Night Sage (since turn 1); P2 controls face-up V4-1600.
    Actions: activate it choosing itself; change it to face-up Attack by hand; activate
    it choosing V4-1600; try again.
    Expected: turned face-down, it is face-up again as a new monster with 1000 ATK (no
    gain followed it) and its effect may be used: V4-1600 face-down, Night Sage 1500.
    The third try is refused."""
    duel = build(p0=Side(monsters=[(NIGHT_SAGE.name, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)]))
    sage, v16 = mine(duel, NIGHT_SAGE.name), find(duel, "V4-1600", 1, "mzone")
    do(duel, f"activate {sage}")
    assert picks(duel) == {sage, v16}
    answer(duel, picks=(sage,))
    assert duel.pos[duel.inst(sage)] == SET and duel.pos[duel.inst(v16)] == ATK
    do(duel, f"position {sage} atk")
    assert duel.atk(duel.inst(sage)) == 1000
    assert sage in offered(duel)
    do(duel, f"activate {sage}")
    answer(duel, picks=(v16,))
    assert duel.pos[duel.inst(v16)] == SET and duel.atk(duel.inst(sage)) == 1500
    refused(duel, f"activate {sage}")


def test_hx_465_maximum_pieces_summoned_alone_use_only_their_plain_effects() -> None:
    """HX-465 (R-MAX-11, R-MAX-10, R-MAX-9, R-EFF-2): "HX Colossus" is a Maximum
    Monster: [L] (Level 4, 1000): Maximum Mode only; Requirement: none; Effect: your
    opponent takes 700 damage. Center (Level 9, MAXIMUM ATK 3000): Maximum Mode only,
    [CONTINUOUS EFFECT] face-up monsters your opponent controls lose 500 ATK. [R]
    (Level 4, 1000): Requirement: none; Effect: this card gains 300 ATK this turn (not
    limited to Maximum Mode).
    Setup: P1 turn 3; hand: HX Colossus [L], HX Colossus [R], V1-100. P2 controls
    face-up V4-1800.
    Actions: Normal Summon [R]; activate it; Normal Summon [L]; try [L].
    Expected: [R] alone may use its effect: 1300 (then refused). Two pieces on the field
    are no Maximum Mode: [L]'s effect is refused (P2 stays 8000); V4-1800 keeps 1800."""
    duel = build(p0=Side(hand=[COLOSSUS_L.name, COLOSSUS_R.name, "V1-100"]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    do(duel, f"summon {hand(duel, COLOSSUS_R.name)} z0")
    right = mine(duel, COLOSSUS_R.name)
    assert right in offered(duel)
    do(duel, f"activate {right}")
    assert duel.atk(duel.inst(right)) == 1300
    refused(duel, f"activate {right}")
    do(duel, f"summon {hand(duel, COLOSSUS_L.name)} z1")
    assert not duel.maxm[0]
    refused(duel, f"activate {mine(duel, COLOSSUS_L.name)}")
    assert duel.lp == [8000, 8000] and duel.atk(at(duel, "V4-1800", 1)) == 1800


# ============================================================ a step summons a source
def test_hx_466_despairacion_right_summoned_by_the_first_step_bans_the_second() -> None:
    """HX-466 (R-EFF-5, R-MAX-11, R-REQ-3, R-MAIN-4): "HX Summoner Sage" (Level 4):
    Requirement: none. Effect: Special Summon 1 Level 10 monster from your hand in
    Attack Position; then Special Summon 1 Level 6 or 7 monster from your GY in Attack
    Position. Doomblaze Fiend Overlord Despairacion [R] (Level 10): [CONTINUOUS EFFECT]
    neither player can Special Summon Level 7 monsters from the hand or GY.
    (a) P1's hand: Despairacion [R] and [L]; GY: Dark Magician (Rush) (Level 7), V6-2000.
    P1 summons [R] with the first step: its ban applies at once: only V6-2000 may be
    summoned by the second step; Dark Magician stays in the GY.
    (b) With [L] (no ban) chosen instead, both GY monsters are offered."""
    p0 = Side(monsters=[(SUMMONER.name, ATK)], hand=[DESP_R, DESP_L], gy=[DM, "V6-2000"])
    duel = build(p0=p0)
    v6 = find(duel, "V6-2000", 0, "gy")
    do(duel, f"activate {mine(duel, SUMMONER.name)}")
    do(duel, f"pick {hand(duel, DESP_R)}")
    if duel.request.kind == "pick":  # V6-2000, the only answer, may be taken at once
        assert picks(duel) == {v6}
    answer(duel, picks=(v6,))
    assert sorted(names(duel, 0, "mzone")) == sorted([SUMMONER.name, DESP_R, "V6-2000"])
    assert names(duel, 0, "gy") == [DM]
    free = build(p0=p0)
    do(free, f"activate {mine(free, SUMMONER.name)}")
    do(free, f"pick {hand(free, DESP_L)}")
    assert free.request.kind == "pick"
    assert picks(free) == {find(free, DM, 0, "gy"), find(free, "V6-2000", 0, "gy")}


def test_hx_467_a_monster_summoned_by_the_first_step_weakens_the_second_steps_targets() -> None:
    """HX-467 (R-EFF-5, R-REQ-3, R-MAIN-4): "HX Herald Caller" (Level 4): Requirement:
    none. Effect: Special Summon 1 Level 4 or lower monster from your hand in Attack
    Position; then destroy every face-up monster your opponent controls with 1000 or
    less ATK. "HX Shade": [CONTINUOUS EFFECT] face-up monsters your opponent controls
    lose 500 ATK.
    Setup: P1 turn 3 controls HX Herald Caller; hand: HX Shade, V4-1800. P2 controls
    face-up V4-1400, V2-500 and V4-1600.
    Expected: with the Shade summoned, V4-1400 (900) and V2-500 (0) are destroyed;
    V4-1600 (1100) stays."""
    duel = build(p0=Side(monsters=[(HERALD.name, ATK)], hand=[SHADE.name, "V4-1800"]),
                 p1=Side(monsters=[("V4-1400", ATK, 2), ("V2-500", ATK, 2),
                                   ("V4-1600", ATK, 2)]))
    do(duel, f"activate {mine(duel, HERALD.name)}")
    answer(duel, picks=(hand(duel, SHADE.name),))
    assert SHADE.name in names(duel, 0, "mzone")
    assert sorted(names(duel, 1, "gy")) == ["V2-500", "V4-1400"]
    assert names(duel, 1, "mzone") == ["", "", "V4-1600"]
    assert duel.atk(at(duel, "V4-1600", 1)) == 1100


def test_hx_468_the_monster_destroyed_by_the_first_step_may_be_revived_as_new() -> None:
    """HX-468 (R-REQ-3, R-ZONE-5, R-EFF-4, R-POS-1): "HX Phoenix Rite" (Level 4):
    Requirement: none. Effect: destroy 1 face-up monster you control; then Special
    Summon 1 Level 4 or lower monster from your GY in Attack Position.
    Setup: P1 turn 3 controls Phoenix Rite, V4-1600 and V4-1800 (every zone, since
    turn 1); GY: V2-500.
    Actions: destroy V4-1800; revive it.
    Expected: the zone freed by the first step takes the summon; V4-1800, just
    destroyed, is offered with V2-500. Back on the field it is a new monster that
    arrived this turn: its manual position change is refused (V4-1600's is not)."""
    duel = build(p0=Side(monsters=[(PHOENIX.name, ATK), ("V4-1600", ATK), ("V4-1800", ATK)],
                         gy=["V2-500"]))
    do(duel, f"activate {mine(duel, PHOENIX.name)}")
    do(duel, f"pick {mine(duel, 'V4-1800')}")
    if duel.request.kind == "pick" and Action("finish") in duel.legal_actions():
        do(duel, "finish")
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, "V4-1800", 0, "gy"), find(duel, "V2-500", 0, "gy")}
    answer(duel, picks=(find(duel, "V4-1800", 0, "gy"),))
    assert names(duel, 0, "mzone") == [PHOENIX.name, "V4-1600", "V4-1800"]
    assert names(duel, 0, "gy") == ["V2-500"]
    refused(duel, f"position {mine(duel, 'V4-1800')} def")
    assert Action("position", mine(duel, "V4-1600"), pos=DEF) in duel.legal_actions()


# ============================================================ other costs and counts
def test_hx_469_a_field_spell_paid_as_the_cost_drops_the_bonus_before_the_effect() -> None:
    """HX-469 (R-FIELD-1, R-REQ-1, R-REQ-3, R-CARD-2): "HX Field Burner" (Level 4):
    Requirement: send the card in your Field Zone to the GY. Effect: destroy every
    face-up monster your opponent controls with 1500 or less ATK. "HX Dragon Field"
    (Field Spell): all face-up Dragons on the field gain 500 ATK.
    Setup: P1 turn 3 controls HX Field Burner and face-up HX Dragon Field; P2 controls
    face-up V4-1500 (a Dragon: 2000) and V4-1800.
    Expected: nothing shows 1500 or less before the cost, but the Requirement can be
    met: the Field Spell goes to the GY, V4-1500 is back to 1500 and is destroyed;
    V4-1800 stays."""
    duel = build(p0=Side(monsters=[(BURNER.name, ATK)], field_spell=(DRAGON_FIELD.name, ATK)),
                 p1=Side(monsters=[("V4-1500", ATK, 2), ("V4-1800", ATK, 2)]))
    assert duel.atk(at(duel, "V4-1500", 1)) == 2000
    burner = mine(duel, BURNER.name)
    assert burner in offered(duel)
    do(duel, f"activate {burner}")
    answer(duel)
    assert names(duel, 0, "gy") == [DRAGON_FIELD.name] and duel.fz[0] < 0
    assert names(duel, 1, "gy") == ["V4-1500"]
    assert names(duel, 1, "mzone") == ["", "V4-1800", ""]


def test_hx_470_a_defense_condition_met_only_by_an_effects_position_change() -> None:
    """HX-470 (R-POS-1, R-POS-2, R-POS-4, R-REQ-1, R-EFF-2): "HX Sentinel" (Level 4,
    1000/1500): Requirement: this card is in face-up Defense Position. Effect: your
    opponent takes 600 damage. FX-GUARD-POS changes 1 face-up Attack Position monster
    to face-up Defense Position.
    Setup: P1 turn 3 controls a face-down HX Sentinel (Set on turn 1); hand:
    FX-GUARD-POS, V1-100.
    Expected: face-down it cannot activate; by hand it may only go to face-up Attack
    (face-up Defense is refused); in Attack its Requirement is not met; a second manual
    change is refused. FX-GUARD-POS puts it in face-up Defense: the effect is legal:
    P2 7400; then refused."""
    duel = build(p0=Side(monsters=[(SENTINEL.name, SET)], hand=[GUARD_POS, "V1-100"]))
    sentinel = mine(duel, SENTINEL.name)
    refused(duel, f"activate {sentinel}")
    refused(duel, f"position {sentinel} def")
    do(duel, f"position {sentinel} atk")
    refused(duel, f"activate {sentinel}")
    refused(duel, f"position {sentinel} def")
    play(duel, GUARD_POS, zone="s0", picks=(sentinel,))
    assert duel.pos[duel.inst(sentinel)] == DEF
    assert sentinel in offered(duel)
    do(duel, f"activate {sentinel}")
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {sentinel}")


def test_hx_471_damage_counted_from_the_level_the_first_step_raised() -> None:
    """HX-471 (R-REQ-3, R-FIELD-1, R-CARD-2, R-EFF-6, R-END-1): "HX Level Surger"
    (Level 4): Requirement: none. Effect: this card gains 2 Levels this turn; then your
    opponent takes 200 damage times this card's Level. "HX Level Field" (Field Spell):
    face-up monsters its controller controls gain 2 Levels.
    Setup: P1 turn 3 controls HX Level Surger (Level 6 under P1's HX Level Field).
    Expected: Level 8 when the damage is counted: P2 6400. On turn 4 it is Level 6."""
    duel = build(p0=Side(monsters=[(SURGER.name, ATK)], field_spell=(LEVEL_FIELD.name, ATK)))
    surger = mine(duel, SURGER.name)
    assert duel.level(duel.inst(surger)) == 6
    do(duel, f"activate {surger}")
    assert duel.level(duel.inst(surger)) == 8 and duel.lp == [8000, 6400]
    to_turn(duel, 4)
    assert duel.level(duel.inst(surger)) == 6


def test_hx_472_a_hand_cost_opens_the_multi_choice_option_it_feeds() -> None:
    """HX-472 (R-REQ-3, R-REQ-1, R-EFF-3, R-FUS-8): "HX Oracle Beast" (Level 4):
    [MULTI-CHOICE EFFECT] Requirement: send 1 card from your hand to the GY. Options:
    draw 1 card; or Special Summon 1 Level 4 or lower monster from your GY.
    Setup: P1 turn 3 controls Oracle Beast; hand: V1-100; GY empty.
    Expected: the options are chosen after the cost: both are offered, and the second
    may Special Summon the V1-100 just sent. Hand and GY are then empty; a second
    activation is refused."""
    duel = build(p0=Side(monsters=[(ORACLE.name, ATK)], hand=["V1-100"]))
    oracle = mine(duel, ORACLE.name)
    do(duel, f"activate {oracle}")
    assert duel.request.kind == "option"
    assert {a.zone for a in duel.legal_actions() if a.kind == "option"} == {0, 1}
    do(duel, "option 1")
    answer(duel, pos="atk")
    assert names(duel, 0, "mzone") == [ORACLE.name, "V1-100", ""]
    assert names(duel, 0, "hand") == [] and names(duel, 0, "gy") == []
    refused(duel, f"activate {oracle}")


def test_hx_473_the_gain_counts_only_the_monsters_among_the_milled_cards() -> None:
    """HX-473 (R-REQ-2, R-REQ-3, R-ZONE-4): "HX Fortune Digger" (Level 4): Requirement:
    send the top 2 cards of your Deck to the GY. Effect: you gain 500 LP for each
    monster sent this way.
    (a) Deck top: V4-1600, FX-RECALL: one monster: P1 8500.
    (b) Deck top: V4-1600, V4-1800: P1 9000."""
    one = build(p0=Side(monsters=[(FORTUNE.name, ATK)],
                        deck=["V4-1600", RECALL, "V1-100", "V1-100"]))
    do(one, f"activate {mine(one, FORTUNE.name)}")
    assert sorted(names(one, 0, "gy")) == sorted(["V4-1600", RECALL])
    assert one.lp == [8500, 8000]
    two = build(p0=Side(monsters=[(FORTUNE.name, ATK)],
                        deck=["V4-1600", "V4-1800", "V1-100", "V1-100"]))
    do(two, f"activate {mine(two, FORTUNE.name)}")
    assert two.lp == [9000, 8000]


# ============================================================ section 20, borrowed or twice
def test_hx_474_jointech_rex_normal_summoned_twice_in_a_turn_uses_its_effect_twice() -> None:
    """HX-474 (R-EFF-4, R-EFF-3, R-MAIN-2, R-MAIN-3, R-REQ-1): Jointech Rex (Level 7):
    Requirement: in the turn you Normal Summoned it, shuffle 3 monsters from your GY
    into the Deck. Effect: destroy 1 card in the opponent's S/T zones.
    Setup: P1 turn 3 controls V1-100, V2-500, V4-1600 (since turn 1); hand: Rex,
    FX-RECALL, V4-1400; GY: three V4-1800 and three V6-2000. P2 has Dark Hole (Rush)
    and FX-RECALL Set.
    Actions: Tribute Summon Rex (V1-100, V2-500); activate it (Dark Hole); FX-RECALL
    returns Rex; Normal Summon V4-1400; Tribute Summon Rex again (V4-1600, V4-1400);
    activate it; try again.
    Expected: both activations are legal (a new monster, Normal Summoned this turn):
    both of P2's Set cards are destroyed; the third try is refused."""
    duel = build(p0=Side(monsters=[("V1-100", ATK), ("V2-500", ATK), ("V4-1600", ATK)],
                         hand=[REX, RECALL, "V4-1400"],
                         gy=["V4-1800"] * 3 + ["V6-2000"] * 3),
                 p1=Side(spells=[(HOLE, SET), (RECALL, SET)]))
    do(duel, f"summon {hand(duel, REX)} z0")
    answer(duel, picks=(mine(duel, "V2-500"),))
    assert names(duel, 0, "mzone") == [REX, "", "V4-1600"]
    do(duel, f"activate {mine(duel, REX)}")
    answer(duel, picks=(*(find(duel, "V4-1800", 0, "gy", k) for k in range(3)),
                        find(duel, HOLE, 1, "szone")))
    assert names(duel, 1, "gy") == [HOLE]
    play(duel, RECALL, zone="s0", picks=(mine(duel, REX),))
    assert REX in names(duel, 0, "hand")
    do(duel, f"summon {hand(duel, 'V4-1400')} z1")
    do(duel, f"summon {hand(duel, REX)} z0")
    answer(duel)
    assert names(duel, 0, "mzone") == [REX, "", ""]
    rex = mine(duel, REX)
    assert rex in offered(duel)
    do(duel, f"activate {rex}")
    answer(duel, picks=tuple(find(duel, "V6-2000", 0, "gy", k) for k in range(3)))
    assert sorted(names(duel, 1, "gy")) == sorted([HOLE, RECALL])
    refused(duel, f"activate {rex}")


def test_hx_475_a_borrowed_blue_eyes_is_a_legend_normal_monster_you_control() -> None:
    """HX-475 (R-EFF-2, R-MAIN-4, R-REQ-3, R-CARD-1): Blue-Eyes Bright Dragon: ...; then,
    if you control a face-up Legend Normal Monster, you may destroy 1 face-up Level 8
    or lower monster of the opponent.
    (a) P1 turn 3 controls Bright Dragon; hand: Monster Reborn (Rush), V1-100; P2
    controls face-up V4-1600; P2's GY: Blue-Eyes White Dragon. Monster Reborn brings
    P2's Blue-Eyes to P1's field: P1 controls it, so Bright's question is asked and
    V4-1600 is destroyed.
    (b) P2 controls face-up Blue-Eyes White Dragon and V4-1600; P1 none: no question,
    nothing destroyed."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[REBORN, "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], gy=[BEWD]))
    play(duel, REBORN, zone="s0", picks=(find(duel, BEWD, 1, "gy"),), pos="atk")
    assert BEWD in names(duel, 0, "mzone")
    do(duel, f"activate {mine(duel, BRIGHT)}")
    assert duel.request.kind == "yesno"
    answer(duel, picks=(find(duel, "V4-1600", 1, "mzone"),))
    assert names(duel, 1, "gy") == ["V4-1600"]
    theirs = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=["V1-100"]),
                   p1=Side(monsters=[(BEWD, ATK, 2), ("V4-1600", ATK, 2)]))
    do(theirs, f"activate {mine(theirs, BRIGHT)}")
    assert theirs.request.kind == "main"
    assert names(theirs, 1, "mzone") == [BEWD, "V4-1600", ""]


def test_hx_476_a_borrowed_despairacion_left_is_guarded_from_its_owners_trap() -> None:
    """HX-476 (R-EFF-5, R-MAIN-4, R-TRAP-5, R-TRAP-4, R-MAX-11): Doomblaze Fiend Overlord
    Despairacion [L]: [CONTINUOUS EFFECT] it cannot be destroyed by the opponent's Trap
    effects (Spell effects too, in Maximum Mode only).
    Setup: P1 turn 3 controls face-up V4-1600; hand: Monster Reborn (Rush), Dark Hole
    (Rush). P2 controls face-up V4-1400, has Torrential Tribute (Rush) Set earlier;
    P2's GY: Despairacion [L].
    Actions: Monster Reborn on P2's Despairacion [L]; P2 activates Torrential Tribute;
    P1 activates Dark Hole.
    Expected: P1 controls [L]; Torrential is a Trap of its controller's opponent: [L]
    survives, V4-1600 and V4-1400 are destroyed. Dark Hole is P1's own Spell: [L] is
    destroyed and goes to its owner P2's GY."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[REBORN, HOLE]),
                 p1=Side(monsters=[("V4-1400", ATK, 2)], spells=[(TORRENT, SET)],
                         gy=[DESP_L]))
    play(duel, REBORN, zone="s0", picks=(find(duel, DESP_L, 1, "gy"),), pos="atk")
    assert DESP_L in names(duel, 0, "mzone")
    window_for(duel, 1)
    trap(duel, TORRENT)
    answer(duel)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [DESP_L]
    assert names(duel, 0, "gy") == [REBORN, "V4-1600"]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1400", TORRENT])
    play(duel, HOLE, zone="s0")
    assert names(duel, 0, "mzone") == ["", "", ""] and DESP_L in names(duel, 1, "gy")


# ============================================================ continuous effects on each other
def test_hx_477_three_continuous_effects_feed_each_other_into_vision_dragons_condition(
) -> None:
    """HX-477 (R-EFF-5, R-FIELD-1, R-CARD-2, R-MAIN-4, R-EFF-1): "HX Level Field" (Field
    Spell): face-up monsters its controller controls gain 2 Levels. "HX Forge Master"
    (Level 4, 1000): [CONTINUOUS EFFECT] face-up Level 8 or higher monsters you control
    gain 1000 ATK. "HX Wyrm Field" (Field Spell): all face-up monsters on the field with
    2500 or more ATK become Dragons. Blue-Eyes Vision Dragon may be Special Summoned
    from the hand in face-up Defense while you control a face-up Level 8 or higher
    Dragon.
    Setup: P1 turn 3 controls face-up V6-2000 and HX Forge Master (since turn 1) and
    face-up HX Level Field; hand: Vision Dragon. P2 controls face-up HX Wyrm Field.
    Expected: V6-2000 is Level 8, so it gains 1000 (3000), so it is a Dragon: a face-up
    Level 8 Dragon P1 controls: Vision Dragon's summon is legal (Defense). The Forge
    Master (Level 6, 1000) is none of these."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), (FORGE.name, ATK)], hand=[VISION],
                         field_spell=(LEVEL_FIELD.name, ATK)),
                 p1=Side(field_spell=(WYRM_FIELD.name, ATK)))
    v6, forge = at(duel, "V6-2000"), at(duel, FORGE.name)
    assert duel.level(v6) == 8 and duel.atk(v6) == 3000
    assert duel.level(forge) == 6 and duel.atk(forge) == 1000
    assert duel.race(forge) == "Warrior"
    assert duel.race(v6) == "Dragon"
    vision = hand(duel, VISION)
    assert Action("spsummon", vision, 2, pos=DEF) in duel.legal_actions()
    do(duel, f"spsummon {vision} z2 def")
    assert names(duel, 0, "mzone") == ["V6-2000", FORGE.name, VISION]


def test_hx_478_a_summon_trap_reads_the_atk_left_after_the_cost() -> None:
    """HX-478 (R-REQ-2, R-TRAP-5, R-EFF-5, R-TRAP-4): "HX Swap Caller" (Level 4):
    Requirement: send 1 face-up monster you control to the GY. Effect: Special Summon 1
    Level 4 or lower monster from your hand in Attack Position. HX Booster: other
    face-up monsters you control gain 500 ATK. "HX Giant Alarm" (Trap): when your
    opponent Special Summons a monster with 2000 or more ATK: destroy it.
    (a) P1 controls Swap Caller, HX Booster, V4-1400; hand: V4-1600; P2 has HX Giant
    Alarm Set earlier. The cost sends the Booster: V4-1600 has 1600 in the window: the
    Alarm is not offered; V4-1400 shows 1400.
    (b) The cost sends V4-1400 instead: V4-1600 has 2100: P2 is offered the Alarm and
    destroys it."""
    p0 = Side(monsters=[(SWAP_CALLER.name, ATK), (BOOSTER.name, ATK), ("V4-1400", ATK)],
              hand=["V4-1600"])
    p1 = Side(spells=[(ALARM.name, SET)])
    duel = build(p0=p0, p1=p1)
    do(duel, f"activate {mine(duel, SWAP_CALLER.name)}")
    answer(duel, picks=(mine(duel, BOOSTER.name),))
    assert names(duel, 0, "mzone") == [SWAP_CALLER.name, "V4-1600", "V4-1400"]
    assert duel.atk(at(duel, "V4-1600")) == 1600 and duel.atk(at(duel, "V4-1400")) == 1400
    assert duel.request.kind == "main" and duel.current_player == 0
    other = build(p0=p0, p1=p1)
    do(other, f"activate {mine(other, SWAP_CALLER.name)}")
    answer(other, picks=(mine(other, "V4-1400"),))
    assert other.atk(at(other, "V4-1600")) == 2100
    window_for(other, 1)
    assert offered(other) == {find(other, ALARM.name)}
    trap(other, ALARM.name)
    settle(other)
    assert "V4-1600" in names(other, 0, "gy")
