"""Held-out style conformance scenarios HX-379..HX-398, written like SC-01..SC-30 of
RULES.md section 19. Expectations come from RULES.md alone. They look at names,
Types and Levels that continuous effects change where Fusion, Ritual and name checks
read them: Field Spells (one's own and the opponent's) that rename monsters, a name
that stops counting once the Field Spell is replaced, names that do not follow a card
into the GY, Blue-Eyes Bright Dragon's name in the hand and on the field, Ritual Level
totals changed by Equips and by the opponent's Field Spell (and not in the hand),
summoning conditions and Equip conditions met through the opponent's Field Spell,
and copy limits counted by printed name.

Small throwaway cards (codes 968300101.., names starting with "HX ") are defined below;
each docstring states what such a card does.
"""

from __future__ import annotations

import datetime

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import OnSummon
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import AddToHand, Destroy, Fixed, GainLP, SpecialSummon
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_LEVEL, MOD_NAME, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    BURGER,
    DRAGOPHONE,
    FIELD_A,
    FIELD_B,
    HOLE,
    HORN,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    RECIPE,
    TORRENT,
    VISION,
    answer,
    at,
    attack,
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
from .helpers import no_spell, refused, settle
from .test_heldout_spells_names9 import hand, legal, mz

SPELL = CardType.SPELL
EQUIP = CardType.SPELL | CardType.EQUIP
FUSION = "Fusion"
F2 = "FX-FUSION-2"


def _rename(code: int, name: str, who: str, race: str, new: str) -> CardData:
    return hx_field(code, name, Cont(Sel(who=who, face="up", race=race), MOD_NAME, new,
                                     f'are named "{new}"'))


NAME_FIELD = _rename(968_300_101, "HX Name Field", "you", "Rock", "V4-1400")
ALIAS_FIELD = _rename(968_300_102, "HX Alias Field", "opp", "Rock", "V4-1400")
FANG_FIELD = _rename(968_300_103, "HX Fang Name Field", "you", "Dragon", BLUE_FANG)
WALL_FUSION = CardData(968_300_104, "HX Wall Fusion", CardType.MONSTER | CardType.FUSION,
                       attribute=Attribute.EARTH, race="Rock", level=6, atk=2200,
                       defense=2200, materials=("V4-WALL", "V4-1600"))
LEGEND_FIELD = hx_field(968_300_105, "HX Legend Field", Cont(
    Sel(who="any", face="up", name=BEWD), MOD_ATK, 500, "gain 500 ATK"))
WHITE_CALL = hx_card(968_300_106, "HX White Call", SPELL, Effect(kind="spell", ops=(
    SpecialSummon(Sel(where=("hand", "gy"), kind="monster", name=BEWD), position="atk"),)))
BLUE_CREST = hx_card(968_300_107, "HX Blue Crest", EQUIP, Effect(
    kind="equip", equip=Sel(face="up", name=BEWD),
    mods=(Cont(EQUIPPED, MOD_ATK, 300, "gains 300 ATK"),)))
RANK = hx_card(968_300_108, "HX Rank Equip", EQUIP, Effect(
    kind="equip", equip=Sel(face="up"), mods=(Cont(EQUIPPED, MOD_LEVEL, 2, "gains 2 Levels"),)))
SINK = hx_field(968_300_109, "HX Sink Field",
                Cont(Sel(who="opp", face="up"), MOD_LEVEL, -2, "lose 2 Levels"))
LEVEL_FIELD = hx_field(968_300_110, "HX Level Field",
                       Cont(Sel(who="you", face="up"), MOD_LEVEL, 2, "gain 2 Levels"))
OPEN_RITE = CardData(968_300_111, "HX Open Rite", SPELL | CardType.RITUAL,
                     behaviour=CardScript(Effect(kind="spell", ops=(RitualSummon(
                         (BURGER,), 6, Sel(where=("hand", "mzone"), kind="monster")),))))
DOMINION = hx_field(968_300_112, "HX Dragon Dominion",
                    Cont(Sel(who="opp", face="up"), MOD_RACE, "Dragon", "become Dragons"))
FORGE = hx_field(968_300_113, "HX Forge Field",
                 Cont(Sel(who="opp", face="up"), MOD_RACE, "Machine", "become Machines"))

WHITE_SEARCH = hx_card(968_300_114, "HX White Search", SPELL, Effect(kind="spell", ops=(
    AddToHand(Sel(where=("deck",), kind="monster", name=BEWD)),)))
MACHINE_ALIAS = _rename(968_300_115, "HX Machine Alias Field", "you", "Machine", "V4-1400")

LAIR = hx_field(968_300_116, "HX Dragon Lair",
                Cont(Sel(who="you", face="up"), MOD_RACE, "Dragon", "become Dragons"))
RAZE = hx_card(968_300_117, "HX Raze All", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="any", where=("mzone", "fzone")), low=0, high=ALL),)))
WHITE_WATCH = hx_card(968_300_118, "HX White Watch", CardType.TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",), monster=Sel(who="opp", name=BEWD)),
    ops=(GainLP(Fixed(1000)),)))

HX_CARDS = [LAIR, RAZE, WHITE_WATCH, WHITE_SEARCH, MACHINE_ALIAS, NAME_FIELD, ALIAS_FIELD,
            FANG_FIELD, WALL_FUSION, LEGEND_FIELD, WHITE_CALL, BLUE_CREST, RANK, SINK,
            LEVEL_FIELD, OPEN_RITE, DOMINION, FORGE]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def extra(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "extra")


# ============================================================ names from Field Spells
def test_hx_379_a_field_spell_name_makes_a_fusion_material_until_it_is_replaced() -> None:
    """HX-379 (R-CARD-1, R-FIELD-1, R-FIELD-2, R-FUS-2, R-FUS-4): "HX Name Field" (Field
    Spell): face-up Rock monsters its controller controls are named "V4-1400". "HX
    Wall Fusion" (Fusion Monster): "V4-WALL" + "V4-1600".
    Setup: P1 turn 3 controls face-up V4-1600 and V4-WALL (a Rock, since turn 1) and
    face-up HX Name Field; hand: "Fusion" (and in (b) FX-FIELD-A); Extra: FX-FUSION-2
    ("V4-1600" + "V4-1400"), HX Wall Fusion.
    Expected: (a) V4-WALL is named "V4-1400" (and no longer "V4-WALL"): "Fusion"
    offers FX-FUSION-2 only, and summons it with V4-1600 and V4-WALL. (b) FX-FIELD-A
    replaces the Name Field first: V4-WALL has its own name again, "Fusion" offers only
    HX Wall Fusion and summons it."""
    for replaced in (False, True):
        duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", ATK)],
                             field_spell=(NAME_FIELD.name, ATK),
                             hand=[FUSION] + [FIELD_A] * replaced,
                             extra=[F2, WALL_FUSION.name]))
        wall = at(duel, "V4-WALL")
        assert duel.names(wall) == {"V4-1400"}
        if replaced:
            play(duel, FIELD_A, zone="f")
            settle(duel)
            assert names(duel, 0, "gy") == [NAME_FIELD.name]
            assert duel.names(wall) == {"V4-WALL"}
        want = WALL_FUSION.name if replaced else F2
        other = F2 if replaced else WALL_FUSION.name
        do(duel, f"activate {hand(duel, FUSION)} s0")
        if duel.request.kind == "pick":  # a single candidate is taken by the engine
            assert picks(duel) == {extra(duel, want)}
        answer(duel, picks=(extra(duel, want),), pos="atk")
        settle(duel)
        assert names(duel, 0, "mzone").count(want) == 1
        assert names(duel, 0, "extra") == [other]
        assert sorted(n for n in names(duel, 0, "gy") if n.startswith("V")) == sorted(
            ["V4-1600", "V4-WALL"])


def test_hx_380_the_opponents_field_spell_names_my_face_up_monster_only() -> None:
    """HX-380 (R-CARD-1, R-FIELD-1, R-FUS-3, R-FUS-4, R-POS-2, R-EFF-5): "HX Alias Field"
    (Field Spell): face-up Rock monsters its controller's opponent controls are named
    "V4-1400".
    Setup: P1 turn 3 controls face-up V4-1600 and face-down V4-WALL (both since turn 1);
    hand: Polymerization (Rush); Extra: FX-FUSION-2. P2 controls face-up V4-WALL and
    face-up HX Alias Field.
    Actions: try Polymerization; change P1's V4-WALL to face-up Attack; Polymerization.
    Expected: P2's own V4-WALL keeps its name. P1's face-down V4-WALL is not a face-up
    Rock: it is not renamed and Polymerization is refused (no "V4-1400" in P1's hand
    or field). Face-up, it is named "V4-1400": Polymerization summons FX-FUSION-2 with
    V4-1600 and V4-WALL (P1's GY: both, Polymerization)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", SET)], hand=[POLY],
                         extra=[F2]),
                 p1=Side(monsters=[("V4-WALL", ATK)], field_spell=(ALIAS_FIELD.name, ATK)))
    assert duel.names(at(duel, "V4-WALL", 1)) == {"V4-WALL"}
    no_spell(duel, hand(duel, POLY))
    do(duel, f"position {mz(duel, 'V4-WALL')} atk")
    settle(duel)
    assert duel.names(at(duel, "V4-WALL", 0)) == {"V4-1400"}
    play(duel, POLY, zone="s0", picks=(extra(duel, F2),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone").count(F2) == 1
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-WALL", POLY])
    assert names(duel, 1, "mzone")[0] == "V4-WALL"


def test_hx_381_a_field_spell_renaming_blue_eyes_blocks_the_fusion_until_set_over() -> None:
    """HX-381 (R-CARD-1, R-FIELD-2, R-FUS-3, R-FUS-4, R-MAIN-5): "HX Fang Name Field"
    (Field Spell): face-up Dragons its controller controls are named "Blue-Fang Burst
    Dragon".
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon (since turn 1) and face-up
    HX Fang Name Field; hand: Polymerization (Rush), two Blue-Eyes Bright Dragon,
    FX-FIELD-B; Extra: Blue-Eyes Ultimate Dragon (Rush).
    Actions: try Polymerization; Set FX-FIELD-B; Polymerization.
    Expected: the Blue-Eyes on the field is now named "Blue-Fang Burst Dragon"; the two
    Bright Dragons in the hand count as "Blue-Eyes White Dragon" (their own text): only
    two of the three: refused. The Set FX-FIELD-B replaces the Name Field: three again,
    Ultimate Dragon is Fusion Summoned. P1's GY: Name Field, Polymerization, Blue-Eyes,
    both Bright Dragons."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], field_spell=(FANG_FIELD.name, ATK),
                         hand=[POLY, BRIGHT, BRIGHT, FIELD_B], extra=[BEUD]))
    assert duel.names(at(duel, BEWD)) == {BLUE_FANG}
    no_spell(duel, hand(duel, POLY))
    do(duel, f"set {hand(duel, FIELD_B)} f")
    assert duel.names(at(duel, BEWD)) == {BEWD}
    play(duel, POLY, zone="s0", picks=(extra(duel, BEUD),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone").count(BEUD) == 1
    assert duel.atk(at(duel, BEUD)) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted(
        [FANG_FIELD.name, POLY, BEWD, BRIGHT, BRIGHT])


def test_hx_382_a_field_spell_name_does_not_follow_the_monster_into_the_gy() -> None:
    """HX-382 (R-CARD-1, R-TRAP-5, R-TRAP-4, R-FIELD-1): HX Fang Name Field (HX-381) on
    P2's side. RB Dragophone: when a Dragon you control is destroyed by the opponent's
    card effect: mill 2; then, if you control no monsters, you may Special Summon
    "Blue-Fang Burst Dragon" or "Red-Boot Boost Dragon" from your GY.
    Setup: P1 turn 3; hand: Dark Hole (Rush). P2 controls face-up Blue-Eyes White Dragon
    (named "Blue-Fang Burst Dragon" by the Field Spell) and has RB Dragophone Set
    earlier; Deck top: V1-100, V2-500. (b) P2's GY also holds Blue-Fang Burst Dragon.
    Actions: Dark Hole; P2 activates RB Dragophone.
    Expected: the Dragon was destroyed: the Trap is offered. In the GY the card has its
    printed name: (a) nothing can be summoned (no question); P2's GY: Blue-Eyes, V1-100,
    V2-500, RB Dragophone. (b) only the real Blue-Fang is summoned."""
    for real in (False, True):
        duel = build(p0=Side(hand=[HOLE]),
                     p1=Side(monsters=[(BEWD, ATK)], field_spell=(FANG_FIELD.name, ATK),
                             spells=[(DRAGOPHONE, SET)], gy=[BLUE_FANG] * real,
                             deck=["V1-100", "V2-500", "V4-1600", "V4-1600"]))
        play(duel, HOLE, zone="s0")
        window_for(duel, 1)
        trap(duel, DRAGOPHONE, 1)
        if real:
            assert duel.request.kind == "yesno"
            do(duel, "yes")
            if duel.request.kind == "pick":
                assert picks(duel) == {find(duel, BLUE_FANG, 1, "gy")}
            answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
        else:
            assert duel.request.kind != "yesno"
        settle(duel)
        assert [n for n in names(duel, 1, "mzone") if n] == ([BLUE_FANG] if real else [])
        assert sorted(names(duel, 1, "gy")) == sorted([BEWD, "V1-100", "V2-500", DRAGOPHONE])


# ============================================================ Blue-Eyes names
def test_hx_383_bright_dragon_named_blue_eyes_gets_a_name_bonus_this_turn() -> None:
    """HX-383 (R-CARD-1, R-FIELD-1, R-EFF-6, R-CALC-2): "HX Legend Field" (Field Spell):
    face-up monsters named "Blue-Eyes White Dragon" on the field gain 500 ATK.
    Setup: P1 turn 3 controls face-up Blue-Eyes Bright Dragon (2500, since turn 1) and
    face-up HX Legend Field. P2 controls face-up Blue-Eyes White Dragon.
    Actions: Bright Dragon's effect (mill 1); it attacks Blue-Eyes.
    Expected: before, Bright Dragon 2500 (on the field it is not named Blue-Eyes), P2's
    Blue-Eyes 3500. After: named "Blue-Eyes White Dragon", +500 from its effect and
    +500 from the Field Spell: 3500. P1 controls no Legend Normal Monster: no question.
    3500 vs 3500: both are destroyed, no damage."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], field_spell=(LEGEND_FIELD.name, ATK)),
                 p1=Side(monsters=[(BEWD, ATK)]))
    bright = at(duel, BRIGHT)
    assert duel.atk(bright) == 2500 and duel.atk(at(duel, BEWD, 1)) == 3500
    do(duel, f"activate {mz(duel, BRIGHT)}")
    assert duel.request.kind != "yesno"
    settle(duel)
    assert duel.names(bright) == {BEWD} and duel.atk(bright) == 3500
    attack(duel, BRIGHT, BEWD)
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert BRIGHT in names(duel, 0, "gy") and names(duel, 1, "gy") == [BEWD]


def test_hx_384_a_summon_by_name_takes_bright_dragon_from_the_hand_not_the_gy() -> None:
    """HX-384 (R-CARD-1, R-MAIN-4, R-REQ-3): "HX White Call" (Normal Spell): Special
    Summon 1 monster named "Blue-Eyes White Dragon" from your hand or GY in face-up
    Attack Position.
    (a) P1 turn 3; hand: HX White Call, Blue-Eyes Bright Dragon; GY: Blue-Eyes Bright
    Dragon, Blue-Eyes White Dragon. (b) hand: HX White Call, Bright Dragon; GY: Bright
    Dragon.
    Expected: (a) offered: the Bright Dragon in the hand and the real Blue-Eyes in the
    GY, not the Bright Dragon in the GY. P1 takes the one from the hand: on the field
    it is "Blue-Eyes Bright Dragon" again, 2500. (b) only the hand card qualifies: it
    is summoned and the GY's Bright Dragon stays."""
    duel = build(p0=Side(hand=[WHITE_CALL.name, BRIGHT], gy=[BRIGHT, BEWD]))
    from_hand = hand(duel, BRIGHT)
    do(duel, f"activate {hand(duel, WHITE_CALL.name)} s0")
    assert picks(duel) == {from_hand, find(duel, BEWD, 0, "gy")}
    answer(duel, picks=(from_hand,))
    settle(duel)
    bright = at(duel, BRIGHT)
    assert duel.names(bright) == {BRIGHT} and duel.atk(bright) == 2500
    assert duel.pos[bright] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted([BRIGHT, BEWD, WHITE_CALL.name])
    duel = build(p0=Side(hand=[WHITE_CALL.name, BRIGHT], gy=[BRIGHT]))
    play(duel, WHITE_CALL.name, zone="s0")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [BRIGHT]
    assert sorted(names(duel, 0, "gy")) == sorted([BRIGHT, WHITE_CALL.name])


def test_hx_385_an_equip_for_blue_eyes_stays_when_bright_dragons_name_ends() -> None:
    """HX-385 (R-EQUIP-1, R-EQUIP-3, R-CARD-1, R-EFF-6, R-END-1, R-CALC-1): "HX Blue
    Crest" (Equip Spell): equip to 1 face-up monster named "Blue-Eyes White Dragon"
    you control; it gains 300 ATK.
    Setup: P1 turn 3 controls face-up Blue-Eyes Bright Dragon (since turn 1); hand: HX
    Blue Crest. P2 controls face-up V5-2300.
    Actions: try the Crest; Bright Dragon's effect (mill 1); equip the Crest; end the
    turn; turn 4: V5-2300 attacks Bright Dragon.
    Expected: refused while Bright Dragon has its own name. After its effect it is
    "Blue-Eyes White Dragon" (3000): the Crest may be equipped (3300). On turn 4 the
    name and the 500 are gone but the Crest stays equipped (its condition is checked
    only when equipping): 2800. 2300 vs 2800: V5-2300 is destroyed, P2 takes 500."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[BLUE_CREST.name]),
                 p1=Side(monsters=[("V5-2300", ATK)]))
    bright = at(duel, BRIGHT)
    no_spell(duel, hand(duel, BLUE_CREST.name))
    do(duel, f"activate {mz(duel, BRIGHT)}")
    settle(duel)
    assert duel.atk(bright) == 3000
    play(duel, BLUE_CREST.name, zone="s0", picks=(duel.oid[bright],))
    settle(duel)
    assert duel.atk(bright) == 3300
    to_turn(duel, 4)
    crest = at(duel, BLUE_CREST.name, 0, "szone")
    assert duel.names(bright) == {BRIGHT} and duel.equip[crest] == duel.oid[bright]
    assert duel.atk(bright) == 2800
    attack(duel, "V5-2300", BRIGHT)
    settle(duel)
    assert duel.lp == [8000, 7500] and names(duel, 1, "gy") == ["V5-2300"]
    assert names(duel, 0, "mzone")[0] == BRIGHT


def test_hx_386_polymerization_with_a_borrowed_blue_eyes_and_two_hand_brights() -> None:
    """HX-386 (R-FUS-3, R-FUS-4, R-CARD-1, R-MAIN-4, R-ZONE-4): Setup: P1 turn 3; hand:
    Monster Reborn (Rush), Polymerization (Rush), two Blue-Eyes Bright Dragon; Extra:
    Blue-Eyes Ultimate Dragon (Rush). P2's GY: Blue-Eyes White Dragon.
    Actions: Monster Reborn on P2's Blue-Eyes (to P1's field, Attack); Polymerization.
    Expected: the Blue-Eyes P1 controls (owned by P2) and the two Bright Dragons in the
    hand are three "Blue-Eyes White Dragon": Ultimate Dragon (4500) is Fusion Summoned.
    The Blue-Eyes goes to its owner P2's GY; P1's GY: Monster Reborn, Polymerization,
    both Bright Dragons."""
    duel = build(p0=Side(hand=[REBORN, POLY, BRIGHT, BRIGHT], extra=[BEUD]),
                 p1=Side(gy=[BEWD]))
    play(duel, REBORN, zone="s0", picks=(find(duel, BEWD, 1, "gy"),), pos="atk")
    settle(duel)
    assert duel.ctrl[at(duel, BEWD)] == 0 and duel.owner[at(duel, BEWD)] == 1
    play(duel, POLY, zone="s0", picks=(extra(duel, BEUD),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone").count(BEUD) == 1 and duel.atk(at(duel, BEUD)) == 4500
    assert names(duel, 1, "gy") == [BEWD]
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, POLY, BRIGHT, BRIGHT])


# ============================================================ Ritual Levels
def test_hx_387_a_level_equip_makes_one_material_enough_and_goes_with_it() -> None:
    """HX-387 (R-RIT-2, R-RIT-3, R-EQUIP-4, R-CARD-2, R-SPELL-4): "HX Rank Equip" (Equip
    Spell): equip to 1 face-up monster you control; it gains 2 Levels. Hamburger Fast
    Recipe: face-up monsters you control, Levels 6 or more, no surplus.
    (a) P1 turn 3 controls face-up V4-1600 and V2-500 (since turn 1); hand: HX Rank
    Equip, the Recipe; Extra: Hungry Burger (Rush). Equip Rank to V4-1600, then the
    Recipe. (b) The same without the Equip.
    Expected: (a) V4-1600 is Level 6 and is the whole set ({6, 2} would have a
    surplus): V2-500 stays; V4-1600 and the Equip go to the GY. (b) Levels 4 + 2: both
    are needed."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=[RANK.name, RECIPE],
                         extra=[BURGER]))
    play(duel, RANK.name, zone="s0", picks=(mz(duel, "V4-1600"),))
    settle(duel)
    assert duel.level(at(duel, "V4-1600")) == 6
    v2, burger, v16 = mz(duel, "V2-500"), extra(duel, BURGER), mz(duel, "V4-1600")
    do(duel, f"activate {hand(duel, RECIPE)} s1")
    seen: set[int] = set()
    while duel.request.kind == "pick":
        seen |= picks(duel)
        do(duel, f"pick {burger if burger in picks(duel) else v16}")
    answer(duel, pos="atk")
    settle(duel)
    assert v2 not in seen
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([BURGER, "V2-500"])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", RANK.name, RECIPE])
    assert names(duel, 0, "szone") == ["", "", ""]
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=[RECIPE],
                         extra=[BURGER]))
    play(duel, RECIPE, zone="s0", picks=(extra(duel, BURGER), mz(duel, "V4-1600"),
                                         mz(duel, "V2-500")))
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])


def test_hx_388_the_opponents_field_spell_lowers_the_levels_a_ritual_counts() -> None:
    """HX-388 (R-RIT-2, R-RIT-3, R-FIELD-1, R-CARD-2, R-RIT-4): "HX Sink Field" (Field
    Spell): face-up monsters its controller's opponent controls lose 2 Levels.
    (a) P1 turn 3 controls face-up V6-2000 and V4-1600 (since turn 1); hand: Hamburger
    Fast Recipe; Extra: Hungry Burger (Rush). P2 has face-up HX Sink Field. (b) The
    same without the Field Spell.
    Expected: (a) Levels 4 and 2: V6-2000 alone is not enough; both go and Hungry
    Burger is summoned, a Level 4 under P2's Field Spell. (b) V6-2000 alone is the set
    (adding V4-1600 would be surplus): V4-1600 stays."""
    for sink in (True, False):
        duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK)], hand=[RECIPE],
                             extra=[BURGER]),
                     p1=Side(field_spell=(SINK.name, ATK) if sink else None))
        assert duel.level(at(duel, "V6-2000")) == (4 if sink else 6)
        play(duel, RECIPE, zone="s0", picks=(extra(duel, BURGER), mz(duel, "V6-2000"),
                                             mz(duel, "V4-1600")))
        settle(duel)
        burger = at(duel, BURGER)
        assert duel.level(burger) == (4 if sink else 6)
        gone = ["V6-2000", "V4-1600"] if sink else ["V6-2000"]
        assert sorted(names(duel, 0, "gy")) == sorted([*gone, RECIPE])
        assert ("V4-1600" in names(duel, 0, "mzone")) == (not sink)


def test_hx_389_a_field_spell_raises_levels_on_the_field_not_in_the_hand() -> None:
    """HX-389 (R-RIT-2, R-RIT-3, R-FIELD-1, R-CARD-2, R-ZONE-4): "HX Open Rite" (Ritual
    Spell): Ritual Summon "Hungry Burger" from the Extra Deck with monsters from your
    hand and/or field whose Levels total 6 or more, no surplus. "HX Level Field": face-up
    monsters its controller controls gain 2 Levels.
    Setup: P1 turn 3 controls face-up V4-1600 (Level 6 now) and V1-100 (Level 3 now),
    since turn 1, and face-up HX Level Field; hand: HX Open Rite, V2-500, V4-1400;
    Extra: Hungry Burger (Rush).
    Actions: activate HX Open Rite; choose V2-500 from the hand.
    Expected: every one of the four may start a valid set. Cards in the hand keep their
    printed Levels (2 and 4): after V2-500 only V4-1400 completes a set (2 + 4 = 6;
    with V1-100, 5, and adding either one to 5 would be 9 or 7 with a surplus).
    V2-500 and V4-1400 go; Hungry Burger is Level 8 on P1's field."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                         field_spell=(LEVEL_FIELD.name, ATK),
                         hand=[OPEN_RITE.name, "V2-500", "V4-1400"], extra=[BURGER]))
    v2, v14 = hand(duel, "V2-500"), hand(duel, "V4-1400")
    do(duel, f"activate {hand(duel, OPEN_RITE.name)} s0")
    if duel.request.kind == "pick" and extra(duel, BURGER) in picks(duel):
        do(duel, f"pick {extra(duel, BURGER)}")
    assert picks(duel) == {mz(duel, "V4-1600"), mz(duel, "V1-100"), v2, v14}
    do(duel, f"pick {v2}")
    if duel.request.kind == "pick":
        assert picks(duel) == {v14}
    answer(duel, picks=(v14,), pos="atk")
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V4-1400", OPEN_RITE.name])
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted(
        ["V4-1600", "V1-100", BURGER])
    assert duel.level(at(duel, BURGER)) == 8


# ============================================================ Types from the opponent
def test_hx_390_vision_dragons_condition_met_by_the_opponents_field_spell() -> None:
    """HX-390 (R-MAIN-4, R-EFF-1, R-CARD-2, R-FIELD-1, R-MAX-11): "HX Dragon Dominion"
    (Field Spell): face-up monsters its controller's opponent controls become Dragons.
    Blue-Eyes Vision Dragon may be Special Summoned from the hand in face-up Defense
    while you control a face-up Level 8 or higher Dragon.
    Setup: P1 turn 3 controls the Supreme Machine Magnum Overlord center on its own
    (Level 10 Machine, since turn 1); hand: Vision Dragon. (a) P2 has face-up HX Dragon
    Dominion. (b) P2 has none.
    Expected: (a) the center is a Level 10 Dragon: Vision Dragon may be Special
    Summoned, in face-up Defense only. (b) no Dragon: no such summon."""
    duel = build(p0=Side(monsters=[(OVL, ATK)], hand=[VISION]),
                 p1=Side(field_spell=(DOMINION.name, ATK)))
    assert duel.race(at(duel, OVL)) == "Dragon" and duel.level(at(duel, OVL)) == 10
    vision = hand(duel, VISION)
    refused(duel, f"spsummon {vision} z1 atk")
    assert legal(duel, f"spsummon {vision} z1 def")
    do(duel, f"spsummon {vision} z1 def")
    settle(duel)
    assert names(duel, 0, "mzone") == [OVL, VISION, ""]
    assert duel.pos[at(duel, VISION)] == DEF
    bare = build(p0=Side(monsters=[(OVL, ATK)], hand=[VISION]))
    assert not [a for a in bare.legal_actions() if a.kind == "spsummon"]


def test_hx_391_rush_horn_on_a_machine_of_the_opponents_field_spell_stays() -> None:
    """HX-391 (R-EQUIP-1, R-EQUIP-3, R-CARD-2, R-FIELD-2, R-CALC-5): "HX Forge Field"
    (Field Spell): face-up monsters its controller's opponent controls become Machines.
    Jointech Rush Horn: equip to a face-up Machine you control; +300 ATK and piercing.
    Setup: P1 turn 3 controls face-up V4-1600 (a Warrior, since turn 1); hand: Jointech
    Rush Horn. P2 controls V2-500 in face-up Defense and face-up HX Forge Field; hand:
    FX-FIELD-A.
    Actions: P1 equips Rush Horn to V4-1600; turn 4: P2 activates FX-FIELD-A (the Forge
    Field is replaced); turn 5: V4-1600 attacks V2-500.
    Expected: V4-1600 is a Machine while the Forge Field is face-up: the Horn may be
    equipped: 1900. On turn 4 V4-1600 is a Warrior again; the Horn stays (1900,
    piercing). 1900 vs DEF 500: V2-500 is destroyed and P2 takes 1400 (6600)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V2-500", DEF)], field_spell=(FORGE.name, ATK),
                         hand=[FIELD_A]))
    v16 = at(duel, "V4-1600")
    assert duel.race(v16) == "Machine"
    play(duel, HORN, zone="s0", picks=(duel.oid[v16],))
    settle(duel)
    assert duel.atk(v16) == 1900
    to_turn(duel, 4)
    play(duel, FIELD_A, zone="f")
    settle(duel)
    assert names(duel, 1, "gy") == [FORGE.name] and duel.race(v16) == "Warrior"
    horn = at(duel, HORN, 0, "szone")
    assert duel.equip[horn] == duel.oid[v16] and duel.atk(v16) == 1900
    to_turn(duel, 5)
    attack(duel, "V4-1600", "V2-500")
    settle(duel)
    assert duel.lp == [8000, 6600] and "V2-500" in names(duel, 1, "gy")


# ============================================================ copies by name
def test_hx_392_copies_count_printed_names_across_main_extra_and_side() -> None:
    """HX-392 (R-SETUP-4, R-SETUP-2, R-SETUP-6, R-CARD-1, R-SETUP-9): format date
    2024-06-01. Main: Blue-Eyes White Dragon x1, Blue-Eyes Bright Dragon x3, Blue-Eyes
    Vision Dragon x3 and 33 fixture monsters; Extra: Hungry Burger (Rush) x3, Blue-Eyes
    Ultimate Dragon (Rush) x2.
    Expected: (a) legal: Bright Dragon's "Blue-Eyes White Dragon" treatment in the hand
    does not count for deck building, so there is one Blue-Eyes (one Legend Monster)
    and three Bright Dragons. (b) one more Hungry Burger in the Side Deck: four copies
    across Extra and Side: too many copies. (c) one more Bright Dragon in the Side
    Deck: too many copies. (d) a second Blue-Eyes White Dragon in the Side Deck: two
    copies are allowed and the Side Deck is not counted for the Legend limit: legal."""
    def code(name: str) -> int:
        return min(c.code for c in POOL.by_name(name))

    filler = [code(v) for v in ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL",
                                "V5-WALL", "V5-2300", "V2-500", "V1-100", "V6-2000",
                                "V3-1200") for _ in range(3)]
    main = tuple([code(BEWD)] + [code(BRIGHT)] * 3 + [code(VISION)] * 3 + filler)
    ext = tuple([code(BURGER)] * 3 + [code(BEUD)] * 2)
    on = datetime.date(2024, 6, 1)
    assert len(main) == 40
    assert validate_deck(Deck(main=main, extra=ext), POOL, on=on) == []
    for side in ((code(BURGER),), (code(BRIGHT),)):
        problems = validate_deck(Deck(main=main, extra=ext, side=side), POOL, on=on)
        assert [p.code for p in problems] == ["too-many-copies"]
    assert validate_deck(Deck(main=main, extra=ext, side=(code(BEWD),)), POOL, on=on) == []


# ============================================================ more name treatments
def test_hx_393_a_search_by_name_ignores_bright_dragon_in_the_deck() -> None:
    """HX-393 (R-CARD-1, R-ZONE-4): "HX White Search" (Normal Spell): add 1 monster named
    "Blue-Eyes White Dragon" from your Deck to your hand.
    Setup: P1 turn 3; hand: HX White Search; Deck from the top: Blue-Eyes Bright Dragon,
    Blue-Eyes White Dragon, V1-100.
    Expected: Bright Dragon is treated as "Blue-Eyes White Dragon" only in the hand: the
    one in the Deck is not a candidate, so the real Blue-Eyes is added; Bright Dragon
    stays in the Deck. P1's hand: Blue-Eyes White Dragon."""
    duel = build(p0=Side(hand=[WHITE_SEARCH.name], deck=[BRIGHT, BEWD, "V1-100"]))
    bewd = find(duel, BEWD, 0, "deck")
    do(duel, f"activate {hand(duel, WHITE_SEARCH.name)} s0")
    if duel.request.kind == "pick":
        assert picks(duel) == {bewd}
    answer(duel, picks=(bewd,))
    settle(duel)
    assert names(duel, 0, "hand") == [BEWD]
    assert BRIGHT in names(duel, 0, "deck") and names(duel, 0, "gy") == [WHITE_SEARCH.name]


def test_hx_394_vision_dragon_is_blue_eyes_only_after_its_effect_on_the_field() -> None:
    """HX-394 (R-CARD-1, R-FUS-3, R-FUS-4, R-MAIN-4, R-EFF-1): Setup: P1 turn 3 controls
    face-up Blue-Eyes White Dragon (since turn 1); hand: Polymerization (Rush),
    Blue-Eyes Bright Dragon, Blue-Eyes Vision Dragon; Extra: Blue-Eyes Ultimate Dragon
    (Rush).
    Actions: try Polymerization; Special Summon Vision Dragon by its condition (in
    Defense); try again; Vision Dragon's effect (mill 1); Polymerization with Vision
    Dragon and the Bright Dragon in the hand.
    Expected: Vision Dragon has no name treatment in the hand, nor on the field before
    its effect: two "Blue-Eyes White Dragon" only (the field one, Bright Dragon in the
    hand): refused twice. After its effect Vision Dragon is "Blue-Eyes White Dragon"
    and may count as two: Vision + Bright Dragon make Ultimate Dragon, and the real
    Blue-Eyes stays on the field."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[POLY, BRIGHT, VISION], extra=[BEUD]))
    poly = hand(duel, POLY)
    no_spell(duel, poly)
    do(duel, f"spsummon {hand(duel, VISION)} z1 def")
    settle(duel)
    no_spell(duel, poly)
    vision = mz(duel, VISION)
    do(duel, f"activate {vision}")
    settle(duel)
    vision = mz(duel, VISION)
    do(duel, f"activate {poly} s0")
    answer(duel, picks=(extra(duel, BEUD), vision, hand(duel, BRIGHT)), pos="atk")
    settle(duel)
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([BEWD, BEUD])
    assert {VISION, BRIGHT, POLY} <= set(names(duel, 0, "gy"))
    assert names(duel, 0, "hand") == []


def test_hx_395_a_renamed_maximum_monster_is_one_material_of_its_new_name() -> None:
    """HX-395 (R-MAX-13, R-MAX-6, R-MAX-8, R-CARD-1, R-FUS-3, R-FUS-5, R-ZONE-5): "HX
    Machine Alias Field" (Field Spell): face-up Machines its controller controls are
    named "V4-1400". RULES.md's default for R-MAX-13: a Maximum Mode monster is one
    material with the center's properties, and all three cards go to the GY.
    Setup: P1 turn 3 has face-up HX Machine Alias Field; hand: the three Supreme Machine
    Magnum Overlord pieces, Polymerization (Rush), V4-1600; Extra: FX-FUSION-2
    ("V4-1600" + "V4-1400").
    Actions: Maximum Summon; Polymerization.
    Expected: the Maximum Mode monster (a Machine) is named "V4-1400". With V4-1600
    from the hand it is FX-FUSION-2's whole set (and the only monster leaving the field
    frees the zones): all three pieces and V4-1600 go to the GY and FX-FUSION-2 is the
    only monster P1 controls."""
    duel = build(p0=Side(field_spell=(MACHINE_ALIAS.name, ATK),
                         hand=[OVL_L, OVL, OVL_R, POLY, "V4-1600"], extra=[F2]))
    maximum(duel, OVL)
    settle(duel)
    assert duel.names(at(duel, OVL)) == {"V4-1400"}
    play(duel, POLY, zone="s0", picks=(extra(duel, F2),), pos="atk")
    settle(duel)
    assert not duel.maxm[0]
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, "V4-1600", POLY])


def test_hx_396_a_borrowed_ritual_material_goes_to_its_owners_gy() -> None:
    """HX-396 (R-RIT-2, R-RIT-4, R-MAIN-4, R-ZONE-4, R-SPELL-4): Setup: P1 turn 3; hand:
    Monster Reborn (Rush), Hamburger Fast Recipe; Extra: Hungry Burger (Rush). P2's GY:
    V6-2000.
    Actions: Monster Reborn on P2's V6-2000 (to P1's field, Attack); the Recipe.
    Expected: a face-up monster P1 controls is a material P1 may use: V6-2000 (Level 6)
    alone is the set. It goes to its owner P2's GY; Hungry Burger is summoned; P1's GY:
    Monster Reborn and the Recipe."""
    duel = build(p0=Side(hand=[REBORN, RECIPE], extra=[BURGER]), p1=Side(gy=["V6-2000"]))
    play(duel, REBORN, zone="s0", picks=(find(duel, "V6-2000", 1, "gy"),), pos="atk")
    settle(duel)
    assert duel.ctrl[at(duel, "V6-2000")] == 0
    play(duel, RECIPE, zone="s0", picks=(extra(duel, BURGER), mz(duel, "V6-2000")), pos="atk")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [BURGER]
    assert names(duel, 1, "gy") == ["V6-2000"]
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, RECIPE])


def test_hx_397_a_dragon_by_a_field_spell_destroyed_together_with_it_is_a_dragon() -> None:
    """HX-397 (R-CARD-2, R-FIELD-1, R-REQ-2, R-TRAP-5, R-TRAP-4): "HX Dragon Lair" (Field
    Spell): face-up monsters its controller controls become Dragons. "HX Raze All"
    (Normal Spell): destroy every monster and every card in the Field Zones. RB
    Dragophone (section 20).
    Setup: P1 turn 3; hand: HX Raze All. P2 controls face-up V4-1600 (a Warrior) and
    face-up HX Dragon Lair; RB Dragophone Set earlier; GY: Blue-Fang Burst Dragon; Deck
    top: V1-100, V2-500.
    Actions: HX Raze All; P2 activates RB Dragophone and says yes.
    Expected: V4-1600 and the Lair are destroyed at the same time, so V4-1600 was a
    Dragon P2 controlled when it was destroyed: the Trap is offered. P2 mills 2 and,
    controlling no monster, Special Summons Blue-Fang Burst Dragon. P2's GY: V4-1600,
    the Lair, V1-100, V2-500, RB Dragophone."""
    duel = build(p0=Side(hand=[RAZE.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(LAIR.name, ATK),
                         spells=[(DRAGOPHONE, SET)], gy=[BLUE_FANG],
                         deck=["V1-100", "V2-500", "V4-1800", "V4-1800"]))
    assert duel.race(at(duel, "V4-1600", 1)) == "Dragon"
    play(duel, RAZE.name, zone="s0")
    window_for(duel, 1)
    trap(duel, DRAGOPHONE, 1)
    answer(duel, yes=True, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    settle(duel)
    assert [n for n in names(duel, 1, "mzone") if n] == [BLUE_FANG]
    assert sorted(names(duel, 1, "gy")) == sorted(
        ["V4-1600", LAIR.name, "V1-100", "V2-500", DRAGOPHONE])


def test_hx_398_a_summon_trap_for_blue_eyes_reads_the_name_on_the_field() -> None:
    """HX-398 (R-CARD-1, R-TRAP-5, R-TRAP-4, R-MAIN-4): "HX White Watch" (Trap): when
    your opponent Special Summons a monster named "Blue-Eyes White Dragon": you gain
    1000 LP. HX White Call (HX-384).
    Setup: P1 turn 3; hand: two HX White Call, Blue-Eyes Bright Dragon; GY: Blue-Eyes
    White Dragon. P2 has HX White Watch and Torrential Tribute (Rush) Set earlier.
    Actions: White Call summons Bright Dragon from the hand (chosen over the GY's
    Blue-Eyes); the second White Call summons the Blue-Eyes from the GY.
    Expected: on the field Bright Dragon is "Blue-Eyes Bright Dragon": in the first
    window only Torrential Tribute is offered (P2 passes). In the second, HX White Watch
    is offered too: P2 gains 1000 (9000)."""
    duel = build(p0=Side(hand=[WHITE_CALL.name, WHITE_CALL.name, BRIGHT], gy=[BEWD]),
                 p1=Side(spells=[(WHITE_WATCH.name, SET), (TORRENT, SET)]))
    watch, torrent = find(duel, WHITE_WATCH.name, 1, "szone"), find(duel, TORRENT, 1, "szone")
    play(duel, WHITE_CALL.name, zone="s0", picks=(hand(duel, BRIGHT),))
    window_for(duel, 1)
    assert offered(duel) == {torrent}
    settle(duel)
    play(duel, WHITE_CALL.name, zone="s0", picks=(find(duel, BEWD, 0, "gy"),))
    window_for(duel, 1)
    assert offered(duel) == {watch, torrent}
    trap(duel, WHITE_WATCH.name, 1)
    answer(duel)
    settle(duel)
    assert duel.lp == [8000, 9000]
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([BRIGHT, BEWD])
