"""Held-out style conformance scenarios HX-399..HX-418 (HX-419..HX-436 are in
test_heldout_windows10b.py), written like SC-01..SC-30 of RULES.md section 19, on Trap
timing windows and Requirements where they meet the other rules: what a window holds
after a Fusion, Ritual, Contact Fusion or Maximum Summon (one monster, R-MAX-5), counts
of monsters and cards in a Trap's Requirement, Requirements read on a summoned monster
that has moved on by the same card (R-REQ-2), who is asked first in the windows that
the Traps' own actions open (R-TRAP-6), a summon event that is not carried into later
windows, and a Requirement met by the opponent's action versus one's own.
Expectations come from RULES.md (and the section 20 card facts) alone.

Small throwaway cards (codes 968400001.., names starting with "HX ") are defined below;
each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnDestroyed, OnSpell, OnSummon, Trig
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster01 import OnNormalsDestroyed
from rushdesk.engine.effects.ops import (
    Destroy,
    Fixed,
    GainLP,
    Op,
    Per,
    ReturnToHand,
    SpecialSummon,
)
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BURGER,
    CED,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    RECIPE,
    RECITAL,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_monster,
    maximum,
    offered,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused, settle

SPELL, TRAP = CardType.SPELL, CardType.TRAP
NEGATE = "FX-NEGATE-ON-ATTACK"
F2 = "FX-FUSION-2"
LOW_IN_HAND = Sel(where=("hand",), kind="monster", level_max=4)


def _trap(code: int, name: str, trigger: Trig, *ops: Op, conds: tuple = ()) -> CardData:  # type: ignore[type-arg]
    return hx_card(code, name, TRAP, Effect(kind="trap", trigger=trigger, conds=conds, ops=ops))


def _watch(code: int, name: str, monster: Sel) -> CardData:
    """A Trap: when your opponent Special Summons a monster matching `monster`: gain 1000."""
    return _trap(code, name, OnSummon(kinds=("spsummon",), monster=monster), GainLP(Fixed(1000)))


STRONG = _watch(968_400_001, "HX Strong Watch", Sel(who="opp", atk_min=1500))
SMALL = _watch(968_400_002, "HX Small Watch", Sel(who="opp", atk_max=1000))
LOW = _watch(968_400_003, "HX Low Watch", Sel(who="opp", level_max=4))
HEAD_TAX = _trap(968_400_004, "HX Head Tax", OnSummon(kinds=("spsummon",)),
                 GainLP(Per(500, memo="summoned")))
CROWD = _trap(968_400_005, "HX Crowd Alarm", OnSummon(kinds=("spsummon",)), GainLP(Fixed(1000)),
              conds=(Count(Sel(who="opp"), low=2),))
CENSUS = _trap(968_400_006, "HX Card Census", OnSummon(kinds=("spsummon",)), GainLP(Fixed(1000)),
               conds=(Count(Sel(who="opp", where=("mzone", "szone", "fzone")), low=3),))
SNARE = _trap(968_400_007, "HX Fusion Snare",
              OnSummon(kinds=("spsummon",), monster=Sel(who="opp", kind="fusion monster")),
              ReturnToHand(Sel(who="opp", memo="summoned")))
RALLY = _trap(968_400_008, "HX Rally Horn", OnSummon(by="any", kinds=("summon",)),
              SpecialSummon(LOW_IN_HAND, position="atk"))
BLINK = hx_card(968_400_009, "HX Blink Call", SPELL, Effect(kind="spell", ops=(
    SpecialSummon(LOW_IN_HAND, position="atk"), ReturnToHand(Sel(), low=0, high=ALL))))
CRASH = hx_card(968_400_010, "HX Gate Crash", SPELL, Effect(kind="spell", ops=(
    SpecialSummon(LOW_IN_HAND, position="atk"), Destroy(Sel(who="any"), low=0, high=ALL))))
TWIN = hx_card(968_400_011, "HX Twin Call", SPELL, Effect(kind="spell", ops=(
    SpecialSummon(LOW_IN_HAND, low=1, high=2, position="atk"),)))
SPELL_WATCH = _trap(968_400_012, "HX Spell Watch", OnSpell(), GainLP(Fixed(300)))
GIANT_FALL = _trap(968_400_013, "HX Fallen Giant", OnDestroyed(
    Sel(where=("gy",), kind="monster", level_min=5), causes=("destroy",)),
    GainLP(Per(500, memo="destroyed")))
SMALL_FALL = _trap(968_400_014, "HX Fallen Small", OnDestroyed(
    Sel(where=("gy",), kind="monster", level_max=4), causes=("destroy",)), GainLP(Fixed(1000)))
LOSS = _trap(968_400_015, "HX Loss Ward", OnDestroyed(
    Sel(where=("gy",), kind="monster"), causes=("destroy",)), GainLP(Fixed(1000)))
GRIEF = _trap(968_400_016, "HX Normal Grief", OnNormalsDestroyed(2), GainLP(Fixed(1000)))
SHADE = hx_monster(968_400_017, "HX Shade", Effect(kind="continuous", mods=(
    Cont(Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK"),)),
    attr=Attribute.DARK, race="Fiend")
CONTACT = CardData(968_400_018, "HX Contact Knight", CardType.MONSTER | CardType.FUSION,
                   attribute=Attribute.EARTH, race="Warrior", level=6, atk=2200, defense=1800,
                   materials=("V4-1600", "V4-1400"), behaviour=CardScript(contact_fusion=True))

HX_CARDS = [STRONG, SMALL, LOW, HEAD_TAX, CROWD, CENSUS, SNARE, RALLY, BLINK, CRASH, TWIN,
            SPELL_WATCH, GIANT_FALL, SMALL_FALL, LOSS, GRIEF, SHADE, CONTACT]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def hand(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def sz(duel: Duel, name: str, p: int, nth: int = 0) -> int:
    return find(duel, name, p, "szone", nth)


def idle(duel: Duel, p: int = 0) -> None:
    """No window is open: player `p` is back to choosing a Main Phase action."""
    assert duel.request.kind == "main" and duel.current_player == p, duel.request


def p2_maximum(p0: Side, p1_spells: tuple = ()) -> Duel:  # type: ignore[type-arg]
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2 (Traps given in
    `p1_spells` are Set earlier); returns P1's turn 3 Main Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R], spells=list(p1_spells)))
    maximum(duel, OVL)
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


# ============================================================ Fusion, Ritual, Maximum
def test_hx_399_a_fusion_summon_is_a_special_summon_and_the_spell_resolved_first() -> None:
    """HX-399 (R-FUS-2, R-FUS-5, R-FUS-6, R-TRAP-3, R-TRAP-5, R-REQ-2, §20.5 Trap Hole):
    "HX Fusion Snare" (Trap): when your opponent Special Summons a Fusion Monster: return
    it to the hand. "HX Spell Watch" (Trap): after your opponent activates a Spell: you
    gain 300 LP.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", V1-100; Extra
    Deck: FX-FUSION-2. P2 has HX Fusion Snare, Trap Hole (Rush), HX Spell Watch Set earlier.
    Actions: P1 activates Fusion (FX-FUSION-2 in Attack); P2 activates HX Fusion Snare.
    Expected: one window after the whole Spell: both HX Traps are offered, Trap Hole is
    not (a Fusion Summon is a Special Summon). FX-FUSION-2 returns to the Extra Deck; the
    Snare's window holds no Spell activation: HX Spell Watch is not offered, it stays
    Set, and P1 is back in its Main Phase."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=["Fusion", "V1-100"], extra=[F2]),
                 p1=Side(spells=[(SNARE.name, SET), (TRAP_HOLE, SET), (SPELL_WATCH.name, SET)]))
    do(duel, f"activate {hand(duel, 'Fusion')} s0")
    answer(duel, pos="atk")
    assert names(duel, 0, "mzone") == [F2, "", ""]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SNARE.name, 1), sz(duel, SPELL_WATCH.name, 1)}
    trap(duel, SNARE.name)
    answer(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "extra") == [F2]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", "Fusion"])
    assert names(duel, 1, "szone") == ["", TRAP_HOLE, SPELL_WATCH.name]
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [SNARE.name]


def test_hx_400_a_ritual_monster_in_defense_still_has_its_atk_for_a_trap() -> None:
    """HX-400 (R-RIT-2, R-RIT-4, R-TRAP-5, R-REQ-1, §20.5 Hamburger Fast Recipe, Trap
    Hole): "HX Strong Watch" (Trap): when your opponent Special Summons a monster with
    1500 or more ATK: you gain 1000 LP. HX Fusion Snare (HX-399).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: Hamburger Fast Recipe,
    V1-100; Extra Deck: Hungry Burger (Rush) (2000 ATK). P2 has Trap Hole (Rush), HX
    Strong Watch and HX Fusion Snare Set earlier.
    Actions: P1 Ritual Summons Hungry Burger in face-up Defense with both monsters.
    Expected: the Ritual Summon is a Special Summon of a 2000 ATK monster (its position
    does not change its ATK): only HX Strong Watch is offered (not Trap Hole, not the
    Fusion Snare). P2 9000; Hungry Burger stays in Defense."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[RECIPE, "V1-100"], extra=[BURGER]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (STRONG.name, SET), (SNARE.name, SET)]))
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    answer(duel, picks=(find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1400", 0, "mzone")),
           pos="def")
    burger = at(duel, BURGER)
    assert duel.pos[burger] == DEF and duel.atk(burger) == 2000
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, STRONG.name, 1)}
    trap(duel, STRONG.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 9000] and duel.pos[at(duel, BURGER)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", RECIPE])


def test_hx_401_a_maximum_summon_is_one_summoned_monster_of_3500_atk_level_10() -> None:
    """HX-401 (R-MAX-2, R-MAX-5, R-MAX-6, R-TRAP-3, R-TRAP-5): "HX Small Watch" (Trap):
    when your opponent Special Summons a monster with 1000 or less ATK: gain 1000 LP.
    "HX Low Watch": the same for a Level 4 or lower monster. HX Strong Watch (HX-400).
    "HX Head Tax" (Trap): when your opponent Special Summons a monster(s): gain 500 LP
    for each monster they Special Summoned.
    (a) P2 has Small, Low and Strong Watch Set earlier; P1 (turn 3, hand: the three
    Supreme Machine Magnum Overlord pieces, V1-100) Maximum Summons. Expected: the pieces
    are one monster with the center's Level 10 and MAXIMUM ATK 3500 ([L] is printed
    Level 4 / 800 ATK and [R] 500 ATK, but neither is summoned as a monster of its own):
    only HX Strong Watch is offered.
    (b) P2 has HX Fusion Snare, Trap Hole (Rush) and HX Head Tax: only HX Head Tax is
    offered, and it counts one monster: P2 8500."""
    p0 = Side(hand=[OVL_L, OVL, OVL_R, "V1-100"])
    duel = build(p0=p0, p1=Side(spells=[(SMALL.name, SET), (LOW.name, SET), (STRONG.name, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, STRONG.name, 1)}
    tax = build(p0=p0, p1=Side(spells=[(SNARE.name, SET), (TRAP_HOLE, SET),
                                        (HEAD_TAX.name, SET)]))
    maximum(tax, OVL)
    window_for(tax, 1)
    assert offered(tax) == {sz(tax, HEAD_TAX.name, 1)}
    trap(tax, HEAD_TAX.name)
    settle(tax)
    idle(tax)
    assert tax.lp == [8000, 8500] and tax.maxm[0]


def test_hx_402_two_monsters_special_summoned_together_are_counted_twice() -> None:
    """HX-402 (R-TRAP-5, R-REQ-1, R-REQ-3, R-TRAP-3): "HX Twin Call" (Normal Spell):
    Special Summon up to 2 Level 4 or lower monsters from your hand in Attack Position.
    HX Head Tax (HX-401). "HX Crowd Alarm" (Trap): when your opponent Special Summons a
    monster, while your opponent controls 2 or more monsters: gain 1000 LP.
    Setup: P1 turn 3, hand: HX Twin Call, V4-1600, V4-1400, V1-100. P2 has HX Head Tax,
    HX Crowd Alarm and Trap Hole (Rush) Set earlier.
    Expected: P1 summons V4-1600 and V4-1400 with one Spell; both HX Traps are offered
    (P1 controls 2 monsters), Trap Hole is not; HX Head Tax counts 2 monsters: P2 9000."""
    duel = build(p0=Side(hand=[TWIN.name, "V4-1600", "V4-1400", "V1-100"]),
                 p1=Side(spells=[(HEAD_TAX.name, SET), (CROWD.name, SET), (TRAP_HOLE, SET)]))
    do(duel, f"activate {hand(duel, TWIN.name)} s0")
    answer(duel, picks=(hand(duel, "V4-1600"), hand(duel, "V4-1400")))
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, HEAD_TAX.name, 1), sz(duel, CROWD.name, 1)}
    trap(duel, HEAD_TAX.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 9000]


def test_hx_403_a_maximum_monster_fills_three_zones_but_is_not_two_monsters() -> None:
    """HX-403 (R-MAX-3, R-MAX-5, R-REQ-1, R-TRAP-5, SC-20): HX Crowd Alarm (HX-402).
    (a) P1 turn 3 Maximum Summons Supreme Machine Magnum Overlord (hand: the three
    pieces, V1-100); P2 has HX Crowd Alarm Set earlier. Expected: P1 controls one
    monster: HX Crowd Alarm is not offered; no window opens; P1 is in its Main Phase.
    (b) P1 controls V4-1600 and activates Monster Reborn (Rush) on Blue-Eyes White Dragon
    in its GY: P1 controls 2 monsters: HX Crowd Alarm is offered (P2 9000)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"]),
                 p1=Side(spells=[(CROWD.name, SET)]))
    maximum(duel, OVL)
    idle(duel)
    assert duel.maxm[0] and names(duel, 1, "szone")[0] == CROWD.name
    two = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[REBORN, "V1-100"], gy=[BEWD]),
                p1=Side(spells=[(CROWD.name, SET)]))
    do(two, f"activate {hand(two, REBORN)} s0")
    answer(two, pos="atk")
    window_for(two, 1)
    assert offered(two) == {sz(two, CROWD.name, 1)}
    trap(two, CROWD.name)
    settle(two)
    assert two.lp == [8000, 9000]


def test_hx_404_a_maximum_monster_is_one_card_in_a_count_of_cards() -> None:
    """HX-404 (R-MAX-5, R-REQ-1, R-TRAP-5, R-ZONE-3): "HX Card Census" (Trap): when your
    opponent Special Summons a monster, while your opponent controls 3 or more cards:
    gain 1000 LP.
    (a) P1 turn 3 has FX-RECALL Set in a Spell & Trap Zone and Maximum Summons (hand: the
    three Overlord pieces, V1-100): P1 controls 2 cards (the Maximum Mode monster is one
    card): no window.
    (b) The same with FX-FIELD-A face-up in P1's Field Zone: 3 cards: offered (P2 9000)."""
    base = {"hand": [OVL_L, OVL, OVL_R, "V1-100"], "spells": [("FX-RECALL", SET)]}
    duel = build(p0=Side(**base), p1=Side(spells=[(CENSUS.name, SET)]))  # type: ignore[arg-type]
    maximum(duel, OVL)
    idle(duel)
    three = build(p0=Side(**base, field_spell=(FIELD_A, ATK)),  # type: ignore[arg-type]
                  p1=Side(spells=[(CENSUS.name, SET)]))
    maximum(three, OVL)
    window_for(three, 1)
    assert offered(three) == {sz(three, CENSUS.name, 1)}
    trap(three, CENSUS.name)
    settle(three)
    assert three.lp == [8000, 9000]


# ============================================================ last known information
def test_hx_405_a_summoned_monster_returned_by_the_same_spell_still_meets_the_trap() -> None:
    """HX-405 (R-REQ-2, R-TRAP-5, R-TRAP-3, R-SPELL-3): "HX Blink Call" (Normal Spell):
    Special Summon 1 Level 4 or lower monster from your hand in Attack Position, then
    return every monster you control to the hand. HX Strong Watch (HX-400).
    Setup: P1 turn 3, hand: HX Blink Call, V4-1600, V1-100. P2's hand: Blue-Eyes White
    Dragon; HX Strong Watch and Dragon Encounter Set earlier.
    Actions: P1 activates HX Blink Call, summoning V4-1600 (1600 ATK), which the same
    Spell then returns to the hand.
    Expected: every event of the Spell is in the one window after it (R-REQ-2): the
    opponent Special Summoned a monster, and that monster had 1600 ATK, so both Traps
    are offered even though the monster has left (a Requirement does not miss its
    timing). HX Strong Watch's effect needs nothing on the field: P2 9000; Dragon
    Encounter stays Set."""
    duel = build(p0=Side(hand=[BLINK.name, "V4-1600", "V1-100"]),
                 p1=Side(hand=[BEWD], spells=[(STRONG.name, SET), (ENCOUNTER, SET)]))
    do(duel, f"activate {hand(duel, BLINK.name)} s0")
    answer(duel, picks=(hand(duel, "V4-1600"),))
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "hand")) == ["V1-100", "V4-1600"]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, STRONG.name, 1), sz(duel, ENCOUNTER, 1)}
    trap(duel, STRONG.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 1, "szone")[1] == ENCOUNTER


def test_hx_406_a_summoned_monster_destroyed_by_the_same_spell_still_meets_the_trap() -> None:
    """HX-406 (R-REQ-2, R-TRAP-5, R-SPELL-3): "HX Gate Crash" (Normal Spell): Special
    Summon 1 Level 4 or lower monster from your hand in Attack Position, then destroy
    every monster on the field. HX Low Watch (HX-401: a Level 4 or lower monster).
    Setup: P1 turn 3, hand: HX Gate Crash, V4-1600, V1-100. P2 controls no monsters and
    has HX Low Watch Set earlier.
    Expected: V4-1600 (Level 4) is summoned and destroyed by the same Spell; the window
    after it holds the Special Summon of a Level 4 monster: HX Low Watch is offered to P2
    and gains 1000 LP (9000). P1's GY: V4-1600 and the Spell."""
    duel = build(p0=Side(hand=[CRASH.name, "V4-1600", "V1-100"]),
                 p1=Side(spells=[(LOW.name, SET)]))
    do(duel, f"activate {hand(duel, CRASH.name)} s0")
    answer(duel, picks=(hand(duel, "V4-1600"),))
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", CRASH.name])
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOW.name, 1)}
    trap(duel, LOW.name)
    settle(duel)
    assert duel.lp == [8000, 9000]


def test_hx_407_a_destroyed_maximum_monster_is_one_level_10_monster() -> None:
    """HX-407 (R-MAX-8, R-MAX-5, R-MAX-6, R-TRAP-5, R-TRAP-3, R-MAX-9): "HX Fallen
    Giant" (Trap): when a Level 5 or higher monster you control is destroyed by your
    opponent's card effect: gain 500 LP for each monster destroyed. "HX Fallen Small":
    when a Level 4 or lower monster you control is destroyed by your opponent's card
    effect: gain 1000 LP.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has both
    Traps Set earlier. P1 turn 3 activates Dark Hole (Rush) (its protection covers only
    Trap effects).
    Expected: all three pieces go to P2's GY as one Level 10 monster: HX Fallen Giant is
    offered, HX Fallen Small is not ([L] is printed Level 4 but was no monster of its
    own); it counts one monster: P2 8500."""
    duel = p2_maximum(Side(hand=[HOLE, "V1-100"]),
                      ((GIANT_FALL.name, SET), (SMALL_FALL.name, SET)))
    do(duel, f"activate {hand(duel, HOLE)} s0")
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, GIANT_FALL.name, 1)}
    trap(duel, GIANT_FALL.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 8500]


# ============================================================ who is asked, new windows
def test_hx_408_the_non_turn_player_answers_its_own_trap_then_the_turn_player() -> None:
    """HX-408 (R-TRAP-4, R-TRAP-6, R-TRAP-5, R-TRAP-3, §20.3 Dragon Encounter,
    Torrential Tribute): "HX Rally Horn" (Trap): when a player Normal Summons a monster:
    Special Summon 1 Level 4 or lower monster from your hand in Attack Position. "HX
    Loss Ward" (Trap): when a monster you control is destroyed by your opponent's card
    effect: gain 1000 LP.
    Setup: P1 turn 3, hand: V4-1800, V1-100; HX Rally Horn and HX Loss Ward Set earlier.
    P2's hand: Blue-Eyes White Dragon; Dragon Encounter and Torrential Tribute (Rush) Set
    earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates Dragon Encounter (Blue-Eyes in
    Attack); in the next window P2 activates Torrential Tribute; P1 activates HX Loss Ward.
    Expected: window 1: P2 first, both its Traps offered. Window 2 holds only P2's Trap
    and its summon: P2 is asked first again and may answer its own summon with Torrential
    ("either player"); had P2 passed, P1's HX Rally Horn would not be offered (the Normal
    Summon was in window 1) and P1 would be back in its Main Phase. Window 3: both
    monsters were destroyed by P2's Trap; P2's own loss meets nothing; P1 is asked and
    uses HX Loss Ward: P1 9000. HX Rally Horn stays Set."""
    duel = build(p0=Side(hand=["V4-1800", "V1-100"], spells=[(RALLY.name, SET), (LOSS.name, SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET), (TORRENT, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1), sz(duel, TORRENT, 1)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    passed = duel.clone()
    do(passed, "pass")
    idle(passed)
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, LOSS.name, 0)}
    trap(duel, LOSS.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [9000, 8000] and names(duel, 0, "szone")[0] == RALLY.name
    assert sorted(names(duel, 1, "gy")) == sorted([ENCOUNTER, BEWD, TORRENT])


def test_hx_409_the_turn_players_trap_after_a_pass_opens_a_window_without_the_summon() -> None:
    """HX-409 (R-TRAP-4, R-TRAP-5, R-TRAP-6, §20.5 Trap Hole, §20.3 Dragon Encounter):
    HX Rally Horn (HX-408).
    Setup: P1 turn 3, hand: V4-1800, V4-1600, V1-100; HX Rally Horn Set earlier. P2's
    hand: Blue-Eyes White Dragon; Trap Hole (Rush) and Dragon Encounter Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 passes; P1 activates HX Rally Horn (V4-1600);
    P2 activates Dragon Encounter.
    Expected: window 1 offers P2 both Traps; after P2 passes, P1 may still use its own
    Trap. Window 2 holds P1's Trap and its Special Summon: P2 is asked first and is
    offered Dragon Encounter only; Trap Hole is not (the Normal Summon belongs to window
    1, R-TRAP-5) and stays Set. Afterwards P1 controls V4-1800 and V4-1600, P2 controls
    Blue-Eyes White Dragon, LP unchanged."""
    duel = build(p0=Side(hand=["V4-1800", "V4-1600", "V1-100"], spells=[(RALLY.name, SET)]),
                 p1=Side(hand=[BEWD], spells=[(TRAP_HOLE, SET), (ENCOUNTER, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE, 1), sz(duel, ENCOUNTER, 1)}
    do(duel, "pass")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, RALLY.name, 0)}
    trap(duel, RALLY.name)
    answer(duel, picks=(hand(duel, "V4-1600"),))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["V4-1800", "V4-1600", ""]
    assert names(duel, 1, "mzone") == [BEWD, "", ""] and names(duel, 1, "szone")[0] == TRAP_HOLE
    assert duel.lp == [8000, 8000]


def test_hx_410_torrential_by_its_owner_answers_only_the_other_players_dragophone() -> None:
    """HX-410 (R-TRAP-4, R-TRAP-6, R-TRAP-5, §20.3 Torrential Tribute, RB Dragophone).
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon (since turn 1); hand:
    V4-1800, V1-100; RB Dragophone Set earlier; Deck top: V1-100, V2-500. P2 controls
    face-up Blue-Fang Burst Dragon; Torrential Tribute (Rush) and RB Dragophone Set
    earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates Torrential Tribute.
    Expected: every monster is destroyed. In the new window P2 is asked first, but its
    Dragon was destroyed by its own Trap, not by the opponent: P2's RB Dragophone is not
    offered. P1's Dragon was destroyed by the opponent's card effect: P1 is offered its
    RB Dragophone, mills V1-100 and V2-500 and, controlling no monsters, Special Summons
    Blue-Fang Burst Dragon from its GY. P2's RB Dragophone stays Set."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], hand=["V4-1800", "V1-100"],
                         spells=[(DRAGOPHONE, SET)], deck=["V1-100", "V2-500"] + ["V1-100"] * 5),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(TORRENT, SET), (DRAGOPHONE, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    trap(duel, TORRENT)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DRAGOPHONE, 0)}
    trap(duel, DRAGOPHONE, 0)
    answer(duel, picks=(find(duel, BLUE_FANG, 0, "gy"),), pos="atk")
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == [BLUE_FANG, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V1-100", "V2-500", DRAGOPHONE])
    assert names(duel, 1, "szone")[1] == DRAGOPHONE
    assert sorted(names(duel, 1, "gy")) == sorted([BLUE_FANG, TORRENT])


def test_hx_411_dragophone_still_resolves_when_its_summon_cannot_happen() -> None:
    """HX-411 (R-REQ-1, R-REQ-3, R-TRAP-5, R-TRAP-7, §20.1 Blue-Fang Burst Dragon, §20.3
    RB Dragophone).
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon (since turn 1); hand:
    V1-100. P2 controls face-up V4-1500 (LIGHT Dragon, 1500 ATK) and V4-1800; its GY
    holds Blue-Fang Burst Dragon; RB Dragophone Set earlier; Deck top: V1-100, V2-500.
    Actions: P1 activates Blue-Fang (mill 1): V4-1500 is destroyed, V4-1800 (1800) is not.
    Expected: Blue-Fang has 2800. P2 is offered RB Dragophone (a Dragon it controlled was
    destroyed by the opponent's effect); it mills V1-100 and V2-500; P2 still controls
    V4-1800, so nothing more happens (no question is asked); the Trap is in the GY and
    Blue-Fang stays in P2's GY."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1500", ATK), ("V4-1800", ATK)], gy=[BLUE_FANG],
                         spells=[(DRAGOPHONE, SET)], deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    do(duel, f"activate {find(duel, BLUE_FANG, 0, 'mzone')}")
    answer(duel)
    assert duel.atk(at(duel, BLUE_FANG, 0)) == 2800
    assert names(duel, 1, "mzone") == ["", "V4-1800", ""]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, DRAGOPHONE, 1)}
    trap(duel, DRAGOPHONE)
    idle(duel)
    assert names(duel, 1, "gy") == [BLUE_FANG, "V4-1500", "V1-100", "V2-500", DRAGOPHONE]
    assert names(duel, 1, "mzone") == ["", "V4-1800", ""]


# ============================================================ counting Requirements
def test_hx_412_music_princess_recital_counts_a_maximum_monster_as_one() -> None:
    """HX-412 (R-MAX-5, R-REQ-1, R-TRAP-5, R-BATTLE-5, R-BATTLE-2, §20.5 Music Princess's
    Recital: an opponent's Level 8 or lower monster declares an attack while you control
    exactly 1 monster: negate the attack).
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 (three zones)
    and has Music Princess's Recital Set earlier. P1 turn 3 controls V4-1800 and V4-1400.
    Actions: V4-1800 attacks the Maximum monster; P2 activates the Recital.
    Expected: P2 controls exactly 1 monster: offered. The attack is negated: no damage,
    nothing destroyed; V4-1800's attack is used (it cannot attack again), V4-1400 may."""
    duel = p2_maximum(Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]), ((RECITAL, SET),))
    center = duel.oid[duel.mz[1][1]]
    attack(duel, "V4-1800", OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, RECITAL, 1)}
    trap(duel, RECITAL)
    assert duel.request.kind == "battle" and duel.lp == [8000, 8000]
    assert duel.maxm[1] and names(duel, 1, "mzone") == [OVL_L, OVL, OVL_R]
    v18, v14 = find(duel, "V4-1800", 0, "mzone"), find(duel, "V4-1400", 0, "mzone")
    refused(duel, Action("attack", v18, target=center))
    assert Action("attack", v14, target=center) in duel.legal_actions()


def test_hx_413_exactly_1_monster_counts_a_face_down_one() -> None:
    """HX-413 (R-REQ-1, R-TRAP-5, R-BATTLE-5, R-DMG-3, §20.5 Music Princess's Recital).
    (a) P2 controls only a face-down V4-WALL and has the Recital Set earlier. P1 turn 3,
    Battle Phase: V4-1800 attacks V4-WALL. Expected: a face-down monster is a monster
    P2 controls: exactly 1: offered; the attack is negated before any Damage Step, so
    V4-WALL is never turned face-up; LP unchanged.
    (b) P2 controls the face-down V4-WALL and a face-up V4-1400, with the Recital and
    FX-NEGATE-ON-ATTACK Set: 2 monsters: only FX-NEGATE-ON-ATTACK is offered."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET)], spells=[(RECITAL, SET)]))
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, RECITAL, 1)}
    trap(duel, RECITAL)
    assert duel.request.kind == "battle" and duel.lp == [8000, 8000]
    assert duel.pos[at(duel, "V4-WALL", 1)] == SET
    two = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                p1=Side(monsters=[("V4-WALL", SET), ("V4-1400", ATK)],
                        spells=[(RECITAL, SET), (NEGATE, SET)]))
    attack(two, "V4-1800", "V4-WALL")
    window_for(two, 1)
    assert offered(two) == {sz(two, NEGATE, 1)}


def test_hx_414_two_face_up_normal_monsters_destroyed_together_by_the_opponent() -> None:
    """HX-414 (R-REQ-1, R-REQ-2, R-TRAP-4, R-TRAP-5): "HX Normal Grief" (Trap): when 2 or
    more face-up Normal Monsters you control are destroyed at the same time by your
    opponent's card effect: gain 1000 LP.
    (a) P1 turn 3 controls face-up V4-1600 and V4-1400 and has HX Normal Grief Set
    earlier; hand: Dark Hole (Rush), V1-100. P2 controls V4-1800 (Attack), V4-WALL (face-up
    Defense), a face-down V4-1400, and HX Normal Grief Set earlier. P1 activates Dark Hole.
    Expected: P2 lost 2 face-up Normal Monsters (the face-down one does not count):
    P2 is offered its copy; P1's own monsters were destroyed by its own Spell: had P2
    passed, P1 is not offered its copy. P2 9000.
    (b) P2 controls V4-1800 and a face-down V4-1400 only: one face-up Normal Monster: no
    window."""
    p0 = Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[HOLE, "V1-100"],
              spells=[(GRIEF.name, SET)])
    duel = build(p0=p0, p1=Side(monsters=[("V4-1800", ATK), ("V4-WALL", DEF), ("V4-1400", SET)],
                                spells=[(GRIEF.name, SET)]))
    do(duel, f"activate {hand(duel, HOLE)} s1")
    assert len(names(duel, 1, "gy")) == 3
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, GRIEF.name, 1)}
    passed = duel.clone()
    do(passed, "pass")
    idle(passed)
    trap(duel, GRIEF.name, 1)
    settle(duel)
    assert duel.lp == [8000, 9000]
    one = build(p0=p0, p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", SET)],
                               spells=[(GRIEF.name, SET)]))
    do(one, f"activate {hand(one, HOLE)} s1")
    idle(one)
    assert names(one, 1, "szone")[0] == GRIEF.name


def test_hx_415_trap_hole_reads_the_atk_the_summoned_monster_has_on_the_field() -> None:
    """HX-415 (R-REQ-1, R-EFF-5, R-TRAP-5, §20.5 Trap Hole (Rush): when the opponent
    Normal Summons a monster with 1000+ ATK: destroy it): "HX Shade" (Level 4 DARK
    Fiend, 1000 ATK) [CONTINUOUS EFFECT]: face-up monsters your opponent controls lose
    500 ATK.
    Setup: P2 controls face-up HX Shade and has Trap Hole (Rush) Set earlier. P1 turn 3,
    hand: V4-1400, V4-1600, V1-100.
    Actions: P1 Normal Summons V4-1400, then V4-1600.
    Expected: V4-1400 arrives with 900 ATK: no window. V4-1600 arrives with 1100 ATK:
    Trap Hole is offered and destroys it."""
    duel = build(p0=Side(hand=["V4-1400", "V4-1600", "V1-100"]),
                 p1=Side(monsters=[(SHADE.name, ATK)], spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1400')} z0")
    idle(duel)
    assert duel.atk(at(duel, "V4-1400", 0)) == 900
    do(duel, f"summon {hand(duel, 'V4-1600')} z1")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE, 1)}
    trap(duel, TRAP_HOLE)
    settle(duel)
    assert names(duel, 0, "mzone") == ["V4-1400", "", ""] and names(duel, 0, "gy") == ["V4-1600"]


# ============================================================ Special Summons of every kind
def test_hx_416_a_maximum_monster_returned_may_be_maximum_summoned_again() -> None:
    """HX-416 (R-MAX-2, R-MAX-8, R-TRAP-3, R-TRAP-5, §20.5 Compulsory Evacuation Device,
    §20.3 Dragon Encounter).
    Setup: P1 turn 3, hand: the three Supreme Machine Magnum Overlord pieces, V1-100. P2's
    hand: Blue-Eyes White Dragon; Compulsory Evacuation Device (Rush) and Dragon Encounter
    Set earlier.
    Actions: P1 Maximum Summons; P2 activates Compulsory Evacuation Device on the
    Maximum monster; P1 Maximum Summons again; P2 activates Dragon Encounter.
    Expected: both Traps are offered after the first Maximum Summon, one is used; all three
    pieces return to P1's hand together; the Evacuation's window holds no summon. The
    second Maximum Summon (no limit per turn) is a new Special Summon: Dragon Encounter
    is offered; P2 Special Summons Blue-Eyes White Dragon."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"]),
                 p1=Side(hand=[BEWD], spells=[(CED, SET), (ENCOUNTER, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1), sz(duel, ENCOUNTER, 1)}
    trap(duel, CED)
    answer(duel)
    idle(duel)
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R, "V1-100"])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([CED, ENCOUNTER])


def test_hx_417_a_contact_fusion_is_a_fusion_summon_without_a_spell() -> None:
    """HX-417 (R-FUS-7, R-FUS-5, R-FUS-6, R-TRAP-5, R-TRAP-3): "HX Contact Knight"
    (Fusion Monster, Level 6, 2200/1800; materials V4-1600 + V4-1400; it can be Contact
    Fused). HX Fusion Snare, HX Spell Watch (HX-399), Dragon Encounter.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; Extra Deck: HX Contact Knight;
    hand: V1-100. P2's hand: Blue-Eyes White Dragon; Dragon Encounter, HX Fusion Snare and
    HX Spell Watch Set earlier.
    Actions: P1 Contact Fuses HX Contact Knight; P2 activates HX Fusion Snare.
    Expected: the materials go back into P1's Deck. It is a Fusion Summon (a Special
    Summon) but no Spell was activated: Dragon Encounter and HX Fusion Snare are offered,
    HX Spell Watch is not. HX Contact Knight goes back to the Extra Deck."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], extra=[CONTACT.name],
                         hand=["V1-100"]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET), (SNARE.name, SET),
                                              (SPELL_WATCH.name, SET)]))
    do(duel, f"spsummon {find(duel, CONTACT.name, 0, 'extra')} z2 atk")
    assert names(duel, 0, "mzone") == ["", "", CONTACT.name]
    assert "V4-1600" in names(duel, 0, "deck") and "V4-1400" in names(duel, 0, "deck")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1), sz(duel, SNARE.name, 1)}
    trap(duel, SNARE.name)
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "extra") == [CONTACT.name]
    assert names(duel, 0, "gy") == [] and duel.lp == [8000, 8000]


def test_hx_418_each_field_spell_activation_is_a_spell_activation_its_set_is_not() -> None:
    """HX-418 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-MAIN-5, R-TRAP-5, R-TRAP-3): HX Spell
    Watch (HX-399).
    Setup: P1 turn 3, hand: FX-FIELD-B, FX-FIELD-A, V1-100. P2 has two HX Spell Watch
    Set earlier.
    Actions: P1 Sets FX-FIELD-B in its Field Zone; activates it; then activates FX-FIELD-A
    from the hand (FX-FIELD-B goes to the GY by rule).
    Expected: setting opens no window. Each activation opens a window after it: the
    first offers both HX Spell Watch (P2 uses one: 8300), the second offers the other
    (8600). P1's Field Zone: FX-FIELD-A; P1's GY: FX-FIELD-B."""
    duel = build(p0=Side(hand=[FIELD_B, FIELD_A, "V1-100"]),
                 p1=Side(spells=[(SPELL_WATCH.name, SET), (SPELL_WATCH.name, SET)]))
    do(duel, f"set {hand(duel, FIELD_B)} f")
    idle(duel)
    do(duel, f"activate {find(duel, FIELD_B, 0, 'fzone')}")
    window_for(duel, 1)
    first, second = sz(duel, SPELL_WATCH.name, 1), sz(duel, SPELL_WATCH.name, 1, 1)
    assert offered(duel) == {first, second}
    do(duel, f"activate {first}")
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 8300]
    do(duel, f"activate {hand(duel, FIELD_A)} f")
    window_for(duel, 1)
    assert offered(duel) == {second}
    do(duel, f"activate {second}")
    settle(duel)
    assert duel.lp == [8000, 8600]
    assert names(duel, 0, "gy") == [FIELD_B] and duel.data[duel.fz[0]].name == FIELD_A
