"""Held-out style conformance scenarios HX-84..HX-95 (see test_heldout_effects_max2.py):
Fusion and Ritual with returned, revived or Type-changed monsters, real Traps and Spells
against Maximum Mode monsters, a Maximum piece's own continuous effect, and deck
construction and the match (Legend slots over Main, Extra and Side, Maximum pieces,
the Limit Regulation, best of three with side decking). Expectations come from RULES.md
alone.
"""

from __future__ import annotations

import datetime

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.deckrules import Deck, DeckError, validate_deck
from rushdesk.engine.effects.script import CardScript
from rushdesk.engine.match import Match, MatchError
from rushdesk.engine.regulation import Regulation, RegulationHistory
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BLUE_FANG,
    BRIGHT,
    BURGER,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    FLIPDOWN,
    HOLE,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    POOL,
    REBORN,
    RECIPE,
    RECITAL,
    TCB,
    TORRENT,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    build,
    code,
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
PRESSURE = "Dragonic Pressure"
RED_BOOT = "Red-Boot Boost Dragon"
FADRAWL = "Innocent Fadrawl"


# ============================================================ R-FUS, R-RIT
CONTACT = CardData(964_700_002, "HX Contact Fusion", CardType.MONSTER | CardType.FUSION,
                   level=6, atk=2500, defense=2000, race="Warrior",
                   materials=("V4-1600", "V4-1400"), behaviour=CardScript(contact_fusion=True))


def test_hx_84_a_contact_fusion_returns_face_up_materials_and_comes_back_by_spell() -> None:
    """HX-84. R-FUS-7, R-FUS-6, R-FUS-3, R-FUS-5, R-POS-1, R-POS-2, R-TRAP-5.
    Setup (a throwaway card): "HX Contact Fusion" (code 964700002), a Fusion Monster
    with materials "V4-1600" + "V4-1400" that can be Contact Fused. P1 turn 3 controls
    face-up V4-1600 and face-down V4-1400 (since turn 1); hand: FX-RECALL,
    Polymerization (Rush), V4-1600, V4-1400; Extra: HX Contact Fusion. P2 has Trap Hole
    (Rush) and Torrential Tribute (Rush) Set earlier.
    Actions: try the Contact Fusion; change V4-1400 to face-up Attack by hand; Contact
    Fuse in Defense (P2 passes); FX-RECALL returns the Fusion Monster; Polymerization
    Fusion Summons it again with the two monsters in the hand.
    Expected: no Contact Fusion while a material is face-down (the V4-1400 in the hand
    does not count). Then it is legal: both field materials go into the Deck (2 more
    cards, none in the GY) and the monster is face-up Defense. It is a Fusion Summon,
    a Special Summon: Torrential Tribute is offered, Trap Hole is not. Returned to the
    hand, it goes to the Extra Deck, from which Polymerization summons it again."""
    duel = scenario(POOL.merged([CONTACT]), filler="V1-100",
                    p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)],
                            hand=["FX-RECALL", POLY, "V4-1600", "V4-1400"],
                            extra=[CONTACT.name]),
                    p1=Side(spells=[(TRAP_HOLE, SET), (TORRENT, SET)]))
    cf = find(duel, CONTACT.name, 0, "extra")
    assert not [a for a in duel.legal_actions() if a.kind == "spsummon"]
    for z in range(3):
        refused(duel, Action("spsummon", cf, z, pos=DEF))
    do(duel, f"position {find(duel, 'V4-1400', 0, 'mzone')} atk")
    deck = len(duel.deck[0])
    zone = next(a.zone for a in duel.legal_actions() if a.kind == "spsummon" and a.card == cf)
    do(duel, f"spsummon {cf} z{zone} def")
    answer(duel)
    assert names(duel, 0, "mzone").count(CONTACT.name) == 1 and names(duel, 0, "gy") == []
    assert duel.pos[at(duel, CONTACT.name)] == DEF and len(duel.deck[0]) == deck + 2
    assert "V4-1600" not in names(duel, 0, "mzone") and "V4-1400" not in names(duel, 0, "mzone")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    do(duel, "pass")
    play(duel, "FX-RECALL", zone="s0", picks=(find(duel, CONTACT.name, 0, "mzone"),))
    assert names(duel, 0, "extra") == [CONTACT.name] and CONTACT.name not in names(duel, 0, "hand")
    play(duel, POLY, zone="s0", picks=(find(duel, CONTACT.name, 0, "extra"),), pos="atk")
    assert names(duel, 0, "mzone").count(CONTACT.name) == 1 and names(duel, 0, "extra") == []
    assert sorted(names(duel, 0, "gy")) == sorted(["FX-RECALL", POLY, "V4-1600", "V4-1400"])


def test_hx_85_a_revived_level_10_center_piece_is_a_whole_ritual_offering() -> None:
    """HX-85. R-MAX-12, R-MAX-11, R-RIT-2, R-RIT-3, R-RIT-4, R-SPELL-3, R-SPELL-4.
    Setup: P1 turn 3 controls face-up V2-500 and V1-100 (since turn 1); GY: Supreme
    Machine Magnum Overlord (center, Level 10); hand: Hamburger Fast Recipe, Monster
    Reborn (Rush); Extra: Hungry Burger (Rush).
    Actions: try the Recipe; Monster Reborn revives the center; the Recipe (Level 6).
    Expected: first refused (2 + 1 < 6). The revived center is an ordinary Level 10
    monster. The only valid material set is the center alone ({10, 2} and {10, 1} have
    a surplus; {2, 1} falls short): V2-500 and V1-100 are never offered and stay.
    Hungry Burger is Ritual Summoned."""
    duel = build(p0=Side(monsters=[("V2-500", ATK), ("V1-100", ATK)], gy=[OVL],
                         hand=[RECIPE, REBORN], extra=[BURGER]))
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {find(duel, RECIPE, 0, 'hand')} {z}")
    play(duel, REBORN, zone="s0", picks=(find(duel, OVL, 0, "gy"),), pos="atk")
    c = find(duel, OVL, 0, "mzone")
    assert not duel.maxm[0] and duel.level(duel.inst(c)) == 10
    do(duel, f"activate {find(duel, RECIPE, 0, 'hand')} s0")
    if duel.request.kind == "pick" and find(duel, BURGER, 0, "extra") in picks(duel):
        do(duel, f"pick {find(duel, BURGER, 0, 'extra')}")
    if duel.request.kind == "pick":
        assert picks(duel) == {c}
    answer(duel, picks=(c,), pos="atk")
    assert sorted(names(duel, 0, "mzone")) == sorted(["V2-500", "V1-100", BURGER])
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, OVL, RECIPE])


def test_hx_86_a_type_change_opens_vision_dragons_summon_and_a_hand_fusion() -> None:
    """HX-86. R-CARD-2, R-EFF-1, R-MAIN-4, R-CARD-1, R-FUS-3, R-FUS-4, R-REQ-1, R-MAX-11.
    Setup: P1 turn 3 controls face-up Supreme Machine Magnum Overlord (the center, an
    ordinary Level 10 Machine since turn 1); hand: Blue-Eyes Vision Dragon, Type Change
    Beam, Polymerization (Rush), Blue-Eyes Bright Dragon; Extra: Blue-Eyes Ultimate
    Dragon (Rush).
    Actions: try Vision Dragon's summoning condition; Type Change Beam reveals Vision
    Dragon and makes the center a Dragon; Special Summon Vision Dragon by its
    condition; activate its effect (mill 1); Polymerization with Vision Dragon and
    Bright Dragon in the hand.
    Expected: first refused (no face-up Level 8+ Dragon). After the Type change it is
    legal, in face-up Defense only. Vision Dragon becomes "Blue-Eyes White Dragon" and
    counts as two materials; Bright Dragon counts as "Blue-Eyes White Dragon" in the
    hand: Ultimate Dragon (4500) is Fusion Summoned with those two; the center stays."""
    duel = build(p0=Side(monsters=[(OVL, ATK)], hand=[VISION, TCB, POLY, BRIGHT],
                         extra=[BEUD]))
    vision = find(duel, VISION, 0, "hand")
    for z in (1, 2):
        refused(duel, Action("spsummon", vision, z, pos=DEF))
    play(duel, TCB, zone="s0", picks=(vision, find(duel, OVL, 0, "mzone")))
    assert duel.race(at(duel, OVL)) == "Dragon" and VISION in names(duel, 0, "hand")
    refused(duel, Action("spsummon", vision, 1, pos=ATK))
    do(duel, f"spsummon {vision} z1 def")
    vision = find(duel, VISION, 0, "mzone")
    assert duel.pos[duel.inst(vision)] == DEF
    do(duel, f"activate {vision}")
    answer(duel)
    assert BEWD in duel.names(duel.inst(vision))
    play(duel, POLY, zone="s0", picks=(vision, find(duel, BRIGHT, 0, "hand")), pos="atk")
    assert sorted(names(duel, 0, "mzone")) == sorted([OVL, BEUD, ""])
    assert duel.atk(at(duel, BEUD)) == 4500
    gy = names(duel, 0, "gy")
    assert VISION in gy and BRIGHT in gy and POLY in gy and TCB in gy


def test_hx_94_a_fusion_dragon_shuffled_from_the_gy_goes_to_the_extra_deck() -> None:
    """HX-94. R-FUS-6, R-FUS-1, R-REQ-1, R-EFF-2, R-EFF-6, R-CARD-1.
    Setup: P1 turn 3 controls face-up Red-Boot Boost Dragon (since turn 1); GY:
    Blue-Eyes Ultimate Dragon (Rush) (a Fusion Dragon), Blue-Eyes White Dragon,
    Blue-Eyes Bright Dragon, V4-1600; Extra: empty.
    Actions: Red-Boot Boost Dragon picks the three Dragons in the GY; P1's turn ends.
    Expected: only the Dragons may be picked (not V4-1600). P2 takes 300 (7700); Red-Boot
    2700 this turn, 2400 on turn 4. Ultimate Dragon, shuffled toward the Main Deck, goes
    to the Extra Deck instead; the other two go into the Deck (2 more cards). P1's GY:
    V4-1600."""
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], gy=[BEUD, BEWD, BRIGHT, "V4-1600"]))
    deck = len(duel.deck[0])
    dragons = {find(duel, n, 0, "gy") for n in (BEUD, BEWD, BRIGHT)}
    do(duel, f"activate {find(duel, RED_BOOT, 0, 'mzone')}")
    if duel.request.kind == "pick":
        assert picks(duel) == dragons
    answer(duel, picks=tuple(sorted(dragons)))
    assert duel.lp == [8000, 7700] and duel.atk(at(duel, RED_BOOT)) == 2700
    assert names(duel, 0, "extra") == [BEUD] and BEUD not in names(duel, 0, "deck")
    assert len(duel.deck[0]) == deck + 2
    assert names(duel, 0, "gy") == ["V4-1600"]
    to_turn(duel, 4)
    assert duel.atk(at(duel, RED_BOOT)) == 2400


# ============================================================ real Traps and Spells vs Maximum
def test_hx_87_the_recital_counts_a_maximum_monster_as_exactly_one() -> None:
    """HX-87. R-MAX-5, R-MAX-6, R-MAX-11, R-TRAP-5, R-BATTLE-5, R-CALC-1.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has Music
    Princess's Recital Set earlier. P1's turn 3: face-up Doomblaze Fiend Overlord
    Despairacion [L] (an ordinary Level 10 monster, 2300) and Blue-Eyes White Dragon
    (Level 8), since turn 1.
    Actions: Despairacion [L] attacks the Maximum monster; Blue-Eyes attacks it.
    Expected: the first attacker is Level 10: the Recital is not offered; 2300 vs 3500:
    [L] is destroyed and P1 takes 1200 (6800). For Blue-Eyes (Level 8) the Recital is
    offered, since P2 controls exactly one monster (three pieces, one monster): the
    attack is negated, no damage, and Blue-Eyes cannot attack again."""
    duel = p2_maximum(OVL, Side(monsters=[(DESP_L, ATK), (BEWD, ATK)]),
                      p1_spells=((RECITAL, SET),))
    do(duel, "battle")
    target = duel.oid[duel.mz[1][1]]
    do(duel, f"attack {find(duel, DESP_L, 0, 'mzone')} -> {target}")
    if duel.request.kind == "window" and duel.current_player == 1:
        assert find(duel, RECITAL) not in offered(duel)
        do(duel, "pass")
    assert duel.lp == [6800, 8000] and names(duel, 0, "gy") == [DESP_L]
    bewd = find(duel, BEWD, 0, "mzone")
    do(duel, f"attack {bewd} -> {target}")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, RECITAL)}
    trap(duel, RECITAL)
    assert duel.lp == [6800, 8000] and duel.maxm[1] and BEWD in names(duel, 0, "mzone")
    # its attack is used: the Battle Phase offers it no other (or has ended by itself)
    assert duel.turn == 4 or not [a for a in duel.legal_actions()
                                  if a.kind == "attack" and a.card == bewd]


def test_hx_88_a_second_maximum_summon_clears_the_first_and_defies_torrential() -> None:
    """HX-88. R-MAX-2, R-MAX-8, R-MAX-9, R-MAX-5, R-TRAP-5, R-TRAP-4, R-CALC-6.
    Setup: P1 turn 3 controls face-up V4-1600; hand: the three Supreme Machine Magnum
    Overlord pieces and the three Doomblaze Fiend Overlord Despairacion pieces. P2
    controls no monsters and has Trap Hole (Rush) and Torrential Tribute (Rush) Set
    earlier.
    Actions: Maximum Summon the Overlord (P2 passes); Maximum Summon Despairacion; P2
    activates Torrential Tribute; Despairacion attacks directly.
    Expected: each Maximum Summon is a Special Summon: only Torrential Tribute is
    offered (Trap Hole answers Normal Summons). The second one sends all three Overlord
    pieces to the GY by rule (not destroyed). Despairacion [L] cannot be destroyed by the
    opponent's Traps, which protects the whole Maximum monster: it stays. 4000 direct:
    P2 4000."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[OVL_L, OVL, OVL_R, DESP_L, DESP, DESP_R]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORRENT, SET)]))
    maximum(duel)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    do(duel, "pass")
    events = maximum(duel, DESP)
    left = [e for e in events if e.kind == "move" and e.src == "mzone"]
    assert len(left) == 3 and all(e.reason != "destroy" for e in left)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", OVL_L, OVL, OVL_R])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R] and duel.maxm[0]
    assert names(duel, 1, "gy") == [TORRENT]
    attack(duel, DESP)
    assert duel.lp == [8000, 4000]


def test_hx_89_dragonic_pressure_destroys_nothing_protected_so_no_dragon_returns() -> None:
    """HX-89. R-REQ-1, R-REQ-2, R-MAX-9, R-MAX-10, R-MAX-5, R-SPELL-3.
    Setup: P2 Maximum Summoned Doomblaze Fiend Overlord Despairacion on turn 2. P1's
    turn 3; hand: Dragonic Pressure, Innocent Fadrawl (Level 3 Dragon), Blue-Fang Burst
    Dragon, Red-Boot Boost Dragon.
    (a) P1 controls no monsters. Activate Dragonic Pressure: the three Dragons go to the
    GY; Despairacion in Maximum Mode cannot be destroyed by the opponent's Spells:
    nothing is destroyed, so no Dragon may be Special Summoned; Innocent Fadrawl stays
    in the GY and Despairacion stays.
    (b) P1 also controls face-up V4-1600: it is destroyed, so P1 may Special Summon
    Innocent Fadrawl from the GY in face-up Defense."""
    hand = [PRESSURE, FADRAWL, BLUE_FANG, RED_BOOT]
    duel = p2_maximum(DESP, Side(hand=hand))
    play(duel, PRESSURE, zone="s0", yes=True, pos="def")
    assert sorted(names(duel, 0, "gy")) == sorted([FADRAWL, BLUE_FANG, RED_BOOT, PRESSURE])
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 1, "mzone") == [DESP_L, DESP, DESP_R] and names(duel, 1, "gy") == []
    two = p2_maximum(DESP, Side(hand=hand, monsters=[("V4-1600", ATK)]))
    play(two, PRESSURE, zone="s0", yes=True, pos="def")
    assert FADRAWL in names(two, 0, "mzone") and two.maxm[1]
    assert two.pos[at(two, FADRAWL)] == DEF
    assert sorted(names(two, 0, "gy")) == sorted(["V4-1600", BLUE_FANG, RED_BOOT, PRESSURE])


def test_hx_90_a_face_down_despairacion_right_no_longer_bans_level_7() -> None:
    """HX-90. R-EFF-5, R-MAX-11, R-MAX-10, R-POS-4, R-SPELL-3.
    Setup: P1 turn 3 controls face-up Doomblaze Fiend Overlord Despairacion [R] (an
    ordinary monster since turn 1); GY: Dark Magician (Rush) (Level 7), V4-1600; hand:
    Monster Reborn (Rush), FX-FLIPDOWN.
    Actions: (a) activate Monster Reborn. (b) Instead: FX-FLIPDOWN turns [R] face-down,
    then Monster Reborn revives Dark Magician.
    Expected: (a) [R]'s continuous ban (not limited to Maximum Mode) keeps Dark
    Magician from being chosen; V4-1600 may be. (b) A face-down monster's continuous
    effect stops: Dark Magician is Special Summoned."""
    duel = build(p0=Side(monsters=[(DESP_R, ATK)], gy=[DM, "V4-1600"],
                         hand=[REBORN, FLIPDOWN]))
    dm = find(duel, DM, 0, "gy")
    first = duel.clone()
    do(first, f"activate {find(first, REBORN, 0, 'hand')} s0")
    if first.request.kind == "pick":  # else V4-1600, the only choice, was taken
        assert dm not in picks(first) and find(first, "V4-1600", 0, "gy") in picks(first)
    answer(first, picks=(find(first, "V4-1600", 0, "gy"),), pos="atk")
    assert "V4-1600" in names(first, 0, "mzone") and DM in names(first, 0, "gy")
    play(duel, FLIPDOWN, zone="s0", picks=(find(duel, DESP_R, 0, "mzone"),))
    assert duel.pos[at(duel, DESP_R)] == SET
    play(duel, REBORN, zone="s0", picks=(dm,), pos="atk")
    assert DM in names(duel, 0, "mzone")


# ============================================================ R-SETUP, R-WIN-5
CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)
_FILL = ["V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500",
         "V1-100", CYBER, BLUE_FANG, RED_BOOT, FADRAWL, TCB, PRESSURE]
LEGEND_FUSION = CardData(964_700_001, "HX Legend Fusion", CardType.MONSTER | CardType.FUSION,
                         level=6, atk=2400, defense=2000, race="Warrior", legend=True,
                         materials=("V4-1600", "V4-1400"))
POOL2 = POOL.merged([LEGEND_FUSION])


def fill(n: int) -> tuple[int, ...]:
    """`n` non-Legend Main Deck cards, 3 of each name (V6-2000 is kept for Side Decks)."""
    return tuple(code(_FILL[k // 3]) for k in range(n))


def problems(deck: Deck, on: datetime.date = CURRENT, **kw: object) -> list[str]:
    return sorted(str(p.code) for p in validate_deck(deck, POOL2, on=on, **kw))  # type: ignore[arg-type]


def test_hx_91_a_legend_fusion_in_the_extra_deck_takes_the_legend_monster_slot() -> None:
    """HX-91. R-SETUP-6, R-SETUP-7, R-SETUP-2, R-SETUP-3, R-SETUP-9.
    Setup (a throwaway card): "HX Legend Fusion", a Legend Fusion Monster (code
    964700001). Main: Monster Reborn (Rush) (Legend Spell), Mirror Force (Rush) (Legend
    Trap) and 38 non-Legend cards; Extra: HX Legend Fusion; Side: Blue-Eyes White Dragon
    and Dark Magician (Rush) (Legend Monsters).
    Expected: (a) legal on 2024-06-01 (the Side Deck is not counted). (b) Blue-Eyes
    moved into the Main Deck for a non-Legend card: illegal, two Legend Monsters (one
    in the Extra Deck). (c) Two HX Legend Fusion in the Extra Deck, nothing else Legend:
    illegal. (d) On 2022-12-31: deck (a) is illegal (three Legend cards); Main of 40
    non-Legend cards with HX Legend Fusion in the Extra and Monster Reborn in the Side
    is legal; Monster Reborn moved into the Main instead is illegal."""
    lf = LEGEND_FUSION.code
    a = Deck(fill(38) + (code(REBORN), code(MIRROR)), (lf,), (code(BEWD), code(DM)))
    assert problems(a) == []
    b = Deck(fill(37) + (code(REBORN), code(MIRROR), code(BEWD)), (lf,), (code(DM),))
    assert problems(b) == ["legend-limit"]
    c = Deck(fill(40), (lf, lf))
    assert problems(c) == ["legend-limit"]
    assert problems(a, LEGACY) == ["legend-limit"]
    d = Deck(fill(40), (lf,), (code(REBORN),))
    assert problems(d, LEGACY) == []
    e = Deck(fill(39) + (code(REBORN),), (lf,))
    assert problems(e, LEGACY) == ["legend-limit"]


def test_hx_92_maximum_pieces_belong_in_the_main_deck_and_count_by_name() -> None:
    """HX-92. R-SETUP-5, R-SETUP-4, R-MAX-1, R-SETUP-2, R-RIT-1.
    Setup: otherwise legal decks on 2024-06-01; Supreme Machine Magnum Overlord [L] has
    two prints (160202001, 160205004).
    Expected: (a) Main: 3 of each Overlord piece (the [L] as 2 + 1 of its two prints)
    and 3 of each Despairacion piece, plus 22 other cards: legal (six names). (b) 2 + 2
    of the two [L] prints: illegal (4 cards of one name). (c) the three Overlord pieces
    in the Extra Deck: illegal. (d) Hamburger Fast Recipe (a Ritual Spell) in the Extra
    Deck: illegal; the Recipe in the Main Deck and Hungry Burger (Rush) in the Extra:
    legal."""
    l0, l1 = code(OVL_L, 0), code(OVL_L, 1)
    assert l0 != l1
    pieces = (l0, l0, l1) + (code(OVL),) * 3 + (code(OVL_R),) * 3 + \
        (code(DESP_L),) * 3 + (code(DESP),) * 3 + (code(DESP_R),) * 3
    assert problems(Deck(pieces + fill(22))) == []
    four = (l0, l0, l1, l1) + (code(OVL),) * 3 + (code(OVL_R),) * 3
    assert problems(Deck(four + fill(30))) == ["too-many-copies"]
    assert set(problems(Deck(fill(40), (code(OVL_L), code(OVL), code(OVL_R))))) == \
        {"wrong-deck"}
    assert problems(Deck(fill(40), (code(RECIPE),))) == ["wrong-deck"]
    assert problems(Deck(fill(39) + (code(RECIPE),), (code(BURGER),))) == []


def _finish_by_ending_turns(match: Match) -> Duel:
    """Start the next duel and let both players only end their turns: the player who
    went first needs a card first from an empty Deck (R-WIN-2) and loses."""
    duel = match.start_duel()
    while not duel.is_over:
        do(duel, "end")
    match.finish_duel()
    return duel


def _decks() -> tuple[Deck, Deck]:
    mine = Deck((code(BEWD),) + fill(39), (code("FX-FUSION-2"),),
                (code(DM), code(BEUD), code("V6-2000")))
    return mine, Deck(fill(40))


def test_hx_93_best_of_three_with_the_loser_choosing_and_legal_side_decking() -> None:
    """HX-93. R-WIN-5, R-SETUP-9, R-SETUP-10, R-SETUP-6, R-SETUP-5, R-WIN-2, R-DRAW-1.
    Setup: a match on 2024-06-01; P1's deck: Blue-Eyes White Dragon + 39 non-Legend
    cards, Extra FX-FUSION-2, Side Dark Magician (Rush), Blue-Eyes Ultimate Dragon
    (Rush), V6-2000; P2: 40 non-Legend cards. P1 goes first in duel 1. In every duel
    both players only end their turns.
    Expected: duel 1: P1 (first) runs out of cards first and loses. P1 (the loser)
    chooses who goes first, P2 may not. Side decking: Dark Magician in for a
    non-Legend card while Blue-Eyes stays is refused (two Legend Monsters) and the deck
    is unchanged; Blue-Eyes Ultimate Dragon into the Main Deck is refused; Dark Magician
    for Blue-Eyes plus Ultimate Dragon for FX-FUSION-2 is accepted and used in duel 2.
    No side decking while a duel runs. P1 lets P2 go first: duel 2 starts afresh (8000
    LP each; P2 draws to 5 on turn 1, P1 holds 4); P2 loses it (1-1, the match goes
    on). P2 chooses, lets P1 go first: P1 loses; 2-1 for P2; no fourth duel."""
    mine, theirs = _decks()
    match = Match(POOL, (mine, theirs), seed=5, first=0, on=CURRENT)
    one = _finish_by_ending_turns(match)
    assert one.result.winner == 1 and match.wins == (0, 1) and not match.is_over
    assert match.chooser == 0
    with pytest.raises(MatchError):
        match.choose_first(1, goes_first=True)
    keep_bewd = Deck((code(BEWD),) + fill(38) + (code(DM),), mine.extra,
                     (fill(39)[-1], code(BEUD), code("V6-2000")))
    with pytest.raises(DeckError):
        match.side(0, keep_bewd)
    assert match.deck(0) == mine
    ud_main = Deck((code(BEWD),) + fill(38) + (code(BEUD),), mine.extra,
                   (code(DM), fill(39)[-1], code("V6-2000")))
    with pytest.raises(DeckError):
        match.side(0, ud_main)
    swapped = Deck((code(DM),) + fill(39), (code(BEUD),),
                   (code(BEWD), code("FX-FUSION-2"), code("V6-2000")))
    match.side(0, swapped)
    match.choose_first(0, goes_first=False)
    duel = match.start_duel()
    assert duel.first == 1 and duel.turn == 1 and duel.lp == [8000, 8000]
    assert len(duel.hand[1]) == 5 and len(duel.hand[0]) == 4
    mine_now = {duel.data[i].name for i in range(len(duel.data)) if duel.owner[i] == 0}
    assert DM in mine_now and BEWD not in mine_now and names(duel, 0, "extra") == [BEUD]
    with pytest.raises(MatchError):
        match.side(0, mine)
    while not duel.is_over:
        do(duel, "end")
    match.finish_duel()
    assert duel.result.winner == 0 and match.wins == (1, 1) and not match.is_over
    assert match.chooser == 1
    match.choose_first(1, goes_first=False)
    third = _finish_by_ending_turns(match)
    assert third.first == 0 and third.result.winner == 1
    assert match.is_over and match.winner == 1 and match.wins == (1, 2)
    with pytest.raises(MatchError):
        match.start_duel()


def test_hx_95_the_limit_regulation_counts_the_side_deck_the_legend_limit_does_not() -> None:
    """HX-95. R-SETUP-8, R-SETUP-6, R-SETUP-4, R-SETUP-3.
    Setup: a Limit Regulation effective 2024-04-01: Blue-Eyes Ultimate Dragon (Rush)
    Limited, Dark Hole (Rush) Forbidden. Main: 40 non-Legend cards.
    Expected: (a) one Ultimate Dragon in the Extra and one in the Side: illegal. (b) only
    the Extra copy: legal. (c) Dark Hole in the Side only: illegal (Forbidden counts the
    Side Deck). (d) On 2024-03-31 (before the list) decks (a) and (c) are legal. (e)
    Dark Hole in the Side with Polymerization (Rush) in the Main on 2024-03-31: legal
    (two Legend Spells, but the Side Deck is not counted for the Legend limit)."""
    history = RegulationHistory([Regulation(datetime.date(2024, 4, 1), {BEUD: 1, HOLE: 0})])
    before = datetime.date(2024, 3, 31)
    a = Deck(fill(40), (code(BEUD),), (code(BEUD),))
    assert problems(a, regulations=history) == ["limited"]
    assert problems(Deck(fill(40), (code(BEUD),)), regulations=history) == []
    c = Deck(fill(40), side=(code(HOLE),))
    assert problems(c, regulations=history) == ["forbidden"]
    assert problems(a, before, regulations=history) == []
    assert problems(c, before, regulations=history) == []
    e = Deck(fill(39) + (code(POLY),), side=(code(HOLE),))
    assert problems(e, before, regulations=history) == []
