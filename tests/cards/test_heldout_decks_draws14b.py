"""Held-out style conformance scenarios HX-817..HX-836 (HX-797..HX-816 are in
test_heldout_decks_draws14.py), written like SC-01..SC-30 of RULES.md section 19, on the
Deck, draws and the GY where those rules meet others: mill costs of real cards with an
empty or one-card Deck (R-REQ-1, §20.1); a Requirement condition judged before its cost
while the Effect reads the GY after it (R-REQ-1, R-REQ-2, R-REQ-3); GY cards shuffled or
placed into an empty Deck that save the next draw; Traps in the window after the normal
draw (R-DRAW-4) that make both players draw (R-WIN-3), take cards from the turn player's
hand (no second draw, R-DRAW-1), pay a mill cost or read the GY; a player's own cost
emptying the Deck before the opponent's Trap makes them draw (R-REQ-2, R-WIN-2); public
GY and hidden hand (R-ZONE-4); the Extra Deck is not the Deck; a deck-out in the window
after a battle (R-WIN-1); an opponent's monster placed at the bottom of its owner's Deck
(R-CARD-3). Expectations come from RULES.md (and its section 20 card facts) alone.

Throwaway cards (codes 968785001.., names "HX ...") are defined below, each with a
comment saying what it does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import (
    Count,
    OnDestroyed,
    OnNormalDraw,
    OnSpell,
    Trig,
)
from rushdesk.engine.effects.core import ALL, Op
from rushdesk.engine.effects.ops import (
    Damage,
    Draw,
    Fixed,
    GainLP,
    Mill,
    MillCost,
    Modify,
    Per,
    SendToGY,
    Then,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.observe import observe
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BRIGHT,
    OVL,
    OVL_L,
    OVL_R,
    SRM,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hid, mon, no_spell, over, refused, settle
from .test_heldout_decks_draws14 import in_main

SPELL = CardType.SPELL
TRAP = CardType.TRAP
NORMAL = CardType.MONSTER | CardType.NORMAL
RED_BOOT = "Red-Boot Boost Dragon"
FUSION = "FX-FUSION-2"
RECALL = "FX-RECALL"
GY_ANY = Sel(where=("gy",))
GY_DRAGONS = Sel(where=("gy",), kind="monster", race="Dragon")


def _code(n: int) -> int:
    return 968_785_000 + n


def _spell(n: int, name: str, *ops: Op, costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(_code(n), name, SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _trap(n: int, name: str, trigger: Trig, *ops: Op, costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(_code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                                  ops=ops))


def _normal(n: int, name: str, attr: Attribute, race: str, atk: int) -> CardData:
    return CardData(_code(n), name, NORMAL, attribute=attr, race=race, level=4, atk=atk,
                    defense=1000)


# Level 4 EARTH Warrior 1000/1000. Requirement: there are 2 or more Dragon monsters in
# your GY; send the top card of your Deck to the GY. Effect: this card gains 300 ATK this
# turn; then, if there are 3 or more Dragon monsters in your GY, your opponent takes 500.
ORACLE = hx_monster(_code(1), "HX Dragon Oracle", Effect(
    conds=(Count(GY_DRAGONS, low=2),), costs=(MillCost(1),),
    ops=(Modify(THIS, amount=Fixed(300)),
         Then((Damage(Fixed(500)),), condition=Count(GY_DRAGONS, low=3)))))
# Level 4 LIGHT Dragon Normal Monster 1200/1000.
WYRM = _normal(2, "HX Cinder Wyrm", Attribute.LIGHT, "Dragon", 1200)
# Trap. Requirement: your opponent draws for their normal draw. Effect: you gain 100 LP,
# then each player draws 1.
TWIN_DAWN = _trap(3, "HX Twin Dawn", OnNormalDraw(), GainLP(Fixed(100)), Draw(1, who="both"))
# Normal Spell. Requirement: send the top card of your Deck to the GY. Effect: your
# opponent takes 500 damage.
MILL_SPARK = _spell(4, "HX Mill Spark", Damage(Fixed(500)), costs=(MillCost(1),))
# Trap. Requirement: after your opponent activates a Spell. Effect: your opponent takes
# 100 damage, then your opponent draws 1.
PAGE_DEBT = _trap(5, "HX Page Debt", OnSpell(), Damage(Fixed(100)), Draw(1, who="opp"))
# Trap. Requirement: your opponent draws for their normal draw; place 2 cards from your
# GY on the bottom of your Deck. Effect: you gain 1000 LP.
DAWN_RECYCLE = _trap(6, "HX Dawn Recycle", OnNormalDraw(), GainLP(Fixed(1000)),
                     costs=(ToDeckCost(GY_ANY, low=2, high=2, where="bottom"),))
# Trap. Requirement: your opponent draws for their normal draw. Effect: send 2 cards
# from your opponent's hand to the GY.
DAWN_THEFT = _trap(7, "HX Dawn Theft", OnNormalDraw(),
                   SendToGY(Sel(where=("hand",), who="opp"), low=2, high=2))
# Trap. Requirement: your opponent draws for their normal draw. Effect: your opponent
# takes 500 damage, then your opponent draws 1.
DAWN_DEBT = _trap(8, "HX Dawn Debt", OnNormalDraw(), Damage(Fixed(500)), Draw(1, who="opp"))
# Normal Spell. Requirement: none. Effect: draw 1.
PLAIN_LETTER = _spell(9, "HX Plain Letter", Draw(1))
# Level 4 EARTH Warrior 1000/1000. Requirement: send the top card of your Deck to the GY.
# Effect: this card gains 100 ATK for each card in your GY this turn.
READER = hx_monster(_code(10), "HX Grave Reader", Effect(
    costs=(MillCost(1),), ops=(Modify(THIS, amount=Per(100, GY_ANY)),)))
# Normal Spell. Requirement: none. Effect: place 1 monster from your GY on top of your Deck.
TOP_DECK = _spell(11, "HX Crown of the Deck",
                  ToDeck(Sel(where=("gy",), kind="monster"), where="top"))
# Trap. Requirement: your opponent draws for their normal draw; send the top card of
# your Deck to the GY. Effect: your opponent takes 800 damage.
DAWN_TOLL = _trap(12, "HX Dawn Toll", OnNormalDraw(), Damage(Fixed(800)), costs=(MillCost(1),))
# Normal Spell. Requirement: none. Effect: shuffle every card in your hand into your
# Deck, then draw 3.
HAND_RESET = _spell(13, "HX Hand Reset",
                    ToDeck(Sel(where=("hand",)), high=ALL, where="shuffle"), Draw(3))
# Trap. Requirement: your opponent draws for their normal draw. Effect: your opponent
# takes 100 damage for each card in your GY.
DAWN_GRAVE = _trap(14, "HX Dawn Grave", OnNormalDraw(), Damage(Per(100, GY_ANY)))
# Normal Spell. Requirement: none. Effect: send the top 2 cards of your opponent's Deck
# to the GY.
PAGE_BURNER = _spell(15, "HX Page Scorcher", Mill(2, who="opp"))
# Trap. Requirement: a monster you control is destroyed by your opponent's attack.
# Effect: you gain 300 LP, then you draw 2.
FALLEN_LETTER = _trap(16, "HX Fallen Letter", OnDestroyed(
    Sel(where=("gy",), kind="monster"), causes=("battle",)), GainLP(Fixed(300)), Draw(2))
# Normal Spell. Requirement: send the top card of your Deck to the GY. Effect: each
# player draws 1.
MUTUAL = _spell(17, "HX Mutual Letter", Draw(1, who="both"), costs=(MillCost(1),))
# Level 4 LIGHT Fairy Normal Monster 900/1000.
GLOW = _normal(18, "HX Glow Sprite", Attribute.LIGHT, "Fairy", 900)
# Normal Spell. Requirement: none. Effect: place 1 face-up monster your opponent controls
# on the bottom of its owner's Deck.
EXILE = _spell(19, "HX Deep Exile", ToDeck(Sel(who="opp", face="up"), where="bottom"))

HX_CARDS = [ORACLE, WYRM, TWIN_DAWN, MILL_SPARK, PAGE_DEBT, DAWN_RECYCLE, DAWN_THEFT,
            DAWN_DEBT, PLAIN_LETTER, READER, TOP_DECK, DAWN_TOLL, HAND_RESET, DAWN_GRAVE,
            PAGE_BURNER, FALLEN_LETTER, MUTUAL, GLOW, EXILE]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def activates(duel: Duel, card: int) -> bool:
    return Action("activate", card) in duel.legal_actions()


# ============================================================ mill costs of real cards
def test_hx_817_bright_dragon_mills_the_last_card_and_plays_on() -> None:
    """HX-817 (R-REQ-1, R-WIN-2, R-CARD-1, §20.1 Blue-Eyes Bright Dragon: Requirement
    mill 1; Effect: its name becomes "Blue-Eyes White Dragon" and it gains 500 ATK this
    turn, then an optional destruction if you control a face-up Legend Normal Monster).
    P1 turn 3 controls face-up Blue-Eyes Bright Dragon (2500); P2 controls V4-1600.
    (a) P1's Deck is empty: the Requirement cannot be met: refused, nothing changes.
    (b) P1's Deck holds V4-1600: it is milled (Deck 0); Bright Dragon has 3000 ATK and the
    name "Blue-Eyes White Dragon"; with no Legend Normal Monster nothing is destroyed;
    an empty Deck is no loss: P1 goes on in its Main Phase."""
    p1 = Side(monsters=[("V4-1600", ATK)])
    a = build(p0=Side(monsters=[(BRIGHT, ATK)], deck=[]), p1=p1)
    refused(a, f"activate {mon(a, BRIGHT)}")
    assert a.atk(at(a, BRIGHT, 0)) == 2500
    b = build(p0=Side(monsters=[(BRIGHT, ATK)], deck=["V4-1600"]), p1=p1)
    do(b, f"activate {mon(b, BRIGHT)}")
    answer(b)
    settle(b)
    in_main(b, 0)
    bright = at(b, BRIGHT, 0)
    assert b.atk(bright) == 3000 and BEWD in b.names(bright)
    assert b.deck[0] == [] and names(b, 0, "gy") == ["V4-1600"]
    assert names(b, 1, "mzone")[0] == "V4-1600"


def test_hx_818_the_condition_is_judged_before_the_mill_the_effect_after_it() -> None:
    """HX-818 (R-REQ-1, R-REQ-2, R-REQ-3): HX Dragon Oracle (Level 4, 1000 ATK;
    Requirement: 2+ Dragon monsters in your GY; mill 1. Effect: +300 ATK; then, if 3+
    Dragon monsters are in your GY, the opponent takes 500). P1 turn 3 controls it.
    (a) GY: 1 HX Cinder Wyrm; Deck top: HX Cinder Wyrm: the condition does not hold when
    activating (the milled card is not in the GY yet): refused.
    (b) GY: 2 HX Cinder Wyrm; Deck top: HX Cinder Wyrm: legal; after the cost 3 Dragons
    are there: 1300 ATK and P2 takes 500 (7500).
    (c) GY: 2 HX Cinder Wyrm; Deck top: V4-1600: 1300 ATK, no damage."""
    a = build(p0=Side(monsters=[(ORACLE.name, ATK)], gy=[WYRM.name],
                      deck=[WYRM.name, "V1-100"]))
    refused(a, f"activate {mon(a, ORACLE.name)}")
    assert names(a, 0, "deck")[-1] == WYRM.name
    b = build(p0=Side(monsters=[(ORACLE.name, ATK)], gy=[WYRM.name] * 2,
                      deck=[WYRM.name, "V1-100"]))
    do(b, f"activate {mon(b, ORACLE.name)}")
    settle(b)
    assert b.atk(at(b, ORACLE.name, 0)) == 1300 and b.lp == [8000, 7500]
    c = build(p0=Side(monsters=[(ORACLE.name, ATK)], gy=[WYRM.name] * 2,
                      deck=["V4-1600", "V1-100"]))
    do(c, f"activate {mon(c, ORACLE.name)}")
    settle(c)
    assert c.atk(at(c, ORACLE.name, 0)) == 1300 and c.lp == [8000, 8000]


def test_hx_819_red_boot_shuffles_dragons_into_an_empty_deck_for_the_next_draw() -> None:
    """HX-819 (R-DRAW-1, R-WIN-2, R-REQ-3, §20.1 Red-Boot Boost Dragon: pick up to 7
    Dragons in your GY; the opponent takes 100 and this card gains 100 ATK per pick; then
    shuffle the picked cards into the Deck). P1 turn 3 controls face-up Red-Boot Boost
    Dragon (2400), holds 3 cards, Deck empty; GY: HX Cinder Wyrm, Blue-Eyes White Dragon,
    V4-1600.
    Actions: P1 picks both Dragons (V4-1600, a Warrior, cannot be picked); P1 ends turn
    3; P2 ends turn 4.
    Expected: P2 7800; Red-Boot 2600; the Deck holds the 2 Dragons, the GY V4-1600. In
    turn 5 P1 holds 3 and draws 2: exactly the Deck, so no loss (hand 5, Deck 0)."""
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], hand=["V2-500"] * 3, deck=[],
                         gy=[WYRM.name, BEWD, "V4-1600"]))
    do(duel, f"activate {mon(duel, RED_BOOT)}")
    wyrm, bewd = find(duel, WYRM.name, 0, "gy"), find(duel, BEWD, 0, "gy")
    assert picks(duel) == {wyrm, bewd}
    answer(duel, picks=(wyrm, bewd))
    settle(duel)
    in_main(duel, 0)
    assert duel.lp == [8000, 7800] and duel.atk(at(duel, RED_BOOT, 0)) == 2600
    assert sorted(names(duel, 0, "deck")) == sorted([BEWD, WYRM.name])
    assert names(duel, 0, "gy") == ["V4-1600"]
    do(duel, "end")
    in_main(duel, 1)
    do(duel, "end")
    in_main(duel, 0)
    assert duel.turn == 5 and duel.deck[0] == []
    assert sorted(names(duel, 0, "hand")) == sorted([BEWD, WYRM.name] + ["V2-500"] * 3)


# ============================================================ the window after the normal draw
def test_hx_820_a_both_players_draw_in_the_draw_window_can_end_in_a_draw() -> None:
    """HX-820 (R-DRAW-4, R-WIN-2, R-WIN-3, R-TRAP-2): HX Twin Dawn (Trap: your opponent
    draws for their normal draw; you gain 100 LP, then each player draws 1), Set earlier
    by P1. P2 holds 3 cards. P1 ends turn 3; P2 draws; P1 activates the Trap.
    (a) P1's Deck is empty, P2's holds 2: P2 draws both (Deck 0); then both must draw 1 at
    the same moment and neither can: a drawn duel, in P2's Draw Phase (P1 8100).
    (b) P1's Deck holds 1: P1 draws it; only P2 cannot: P2 loses.
    (c) P1's Deck is empty, P2's holds 3: only P1 cannot draw: P1 loses by its own Trap."""
    a = build(p0=Side(spells=[(TWIN_DAWN.name, SET)], deck=[]),
              p1=Side(hand=["V2-500"] * 3, deck=["V1-100"] * 2))
    do(a, "end")
    window_for(a, 0)
    assert a.turn == 4 and a.deck[1] == [] and len(a.hand[1]) == 5
    trap(a, TWIN_DAWN.name, 0)
    assert a.lp == [8100, 8000] and a.phase == "draw"
    over(a, None)
    b = build(p0=Side(spells=[(TWIN_DAWN.name, SET)], deck=["V4-1800"]),
              p1=Side(hand=["V2-500"] * 3, deck=["V1-100"] * 2))
    do(b, "end")
    trap(b, TWIN_DAWN.name, 0)
    assert names(b, 0, "hand") == ["V4-1800"]
    over(b, 0)
    c = build(p0=Side(spells=[(TWIN_DAWN.name, SET)], deck=[]),
              p1=Side(hand=["V2-500"] * 3, deck=["V1-100"] * 3))
    do(c, "end")
    trap(c, TWIN_DAWN.name, 0)
    over(c, 1)


def test_hx_821_the_players_own_mill_cost_empties_the_deck_the_opponents_trap_draws() -> None:
    """HX-821 (R-REQ-1, R-REQ-2, R-TRAP-5, R-WIN-2): HX Mill Spark (Normal Spell:
    Requirement: mill 1. Effect: the opponent takes 500); HX Page Debt (Trap: after your
    opponent activates a Spell; the opponent takes 100, then draws 1), Set earlier by P2.
    (a) P1's Deck holds 1 card: P1 may activate Mill Spark (the cost can be paid): Deck
    0, P2 7500. In the window P2 activates Page Debt: P1 7900, then P1 must draw and
    cannot: P1 loses in its own Main Phase.
    (b) P1's Deck (top first): V4-1600, V4-1400: V4-1600 is milled and V4-1400 drawn;
    P1 goes on with an empty Deck."""
    a = build(p0=Side(hand=[MILL_SPARK.name], deck=["V4-1600"]),
              p1=Side(spells=[(PAGE_DEBT.name, SET)]))
    do(a, f"activate {hid(a, MILL_SPARK.name)} s0")
    assert a.deck[0] == [] and a.lp == [8000, 7500]
    window_for(a, 1)
    trap(a, PAGE_DEBT.name, 1)
    assert a.lp == [7900, 7500] and a.phase == "main"
    over(a, 1)
    b = build(p0=Side(hand=[MILL_SPARK.name], deck=["V4-1600", "V4-1400"]),
              p1=Side(spells=[(PAGE_DEBT.name, SET)]))
    do(b, f"activate {hid(b, MILL_SPARK.name)} s0")
    trap(b, PAGE_DEBT.name, 1)
    settle(b)
    in_main(b, 0)
    assert names(b, 0, "hand") == ["V4-1400"] and b.deck[0] == []
    assert sorted(names(b, 0, "gy")) == sorted([MILL_SPARK.name, "V4-1600"])


def test_hx_822_gy_cards_put_at_the_bottom_by_a_draw_window_trap_save_the_next_draw() -> None:
    """HX-822 (R-DRAW-4, R-REQ-1, R-TRAP-9, R-WIN-2, R-DRAW-1): HX Dawn Recycle (Trap:
    your opponent draws for their normal draw; place 2 cards from your GY on the bottom
    of your Deck; you gain 1000 LP), Set earlier by P1. P1 holds 4 cards, Deck empty.
    (a) P1's GY: V4-1600, V4-1400. P1 ends turn 3; after P2's draw P1 activates the Trap:
    9000 LP, Deck 2 (GY: the Trap). P2 ends turn 4; in turn 5 P1 draws 1 (hand 5, Deck 1).
    (b) P1's GY: V4-1600 only: the cost cannot be paid: P1 is not asked at P2's draw; in
    turn 5 P1 must draw 1 from an empty Deck: P1 loses."""
    a = build(p0=Side(hand=["V2-500"] * 4, deck=[], gy=["V4-1600", "V4-1400"],
                      spells=[(DAWN_RECYCLE.name, SET)]))
    do(a, "end")
    window_for(a, 0)
    assert offered(a) == {find(a, DAWN_RECYCLE.name, 0)}
    trap(a, DAWN_RECYCLE.name, 0)
    answer(a)
    settle(a)
    in_main(a, 1)
    assert a.lp == [9000, 8000] and sorted(names(a, 0, "deck")) == ["V4-1400", "V4-1600"]
    assert names(a, 0, "gy") == [DAWN_RECYCLE.name]
    do(a, "end")
    in_main(a, 0)
    assert a.turn == 5 and len(a.hand[0]) == 5 and len(a.deck[0]) == 1
    b = build(p0=Side(hand=["V2-500"] * 4, deck=[], gy=["V4-1600"],
                      spells=[(DAWN_RECYCLE.name, SET)]))
    do(b, "end")
    in_main(b, 1)
    assert b.turn == 4 and names(b, 0, "szone")[0] == DAWN_RECYCLE.name
    do(b, "end")
    assert b.turn == 5
    over(b, 1)


def test_hx_823_cards_lost_after_the_normal_draw_are_not_drawn_again() -> None:
    """HX-823 (R-DRAW-1, R-DRAW-4, R-TRAP-5): HX Dawn Theft (Trap: your opponent draws
    for their normal draw; send 2 cards from the opponent's hand to the GY), Set earlier
    by P1. P2 holds 3 cards.
    Actions: P1 ends turn 3; P2 draws 2 (hand 5); P1 activates the Trap; P2 ends turn 4;
    P1 ends turn 5.
    Expected: the draw depends on the hand at the start of the Draw Phase and is made
    once: P2 begins its Main Phase with 3 cards (2 in its GY). In turn 6 P2 holds 3 and
    draws 2 (hand 5)."""
    duel = build(p0=Side(spells=[(DAWN_THEFT.name, SET)]), p1=Side(hand=["V2-500"] * 3))
    deck = len(duel.deck[1])
    do(duel, "end")
    window_for(duel, 0)
    assert len(duel.hand[1]) == 5 and len(duel.deck[1]) == deck - 2
    trap(duel, DAWN_THEFT.name, 0)
    answer(duel, picks=tuple(sorted(picks(duel))[:2]))
    settle(duel)
    in_main(duel, 1)
    assert len(duel.hand[1]) == 3 and len(names(duel, 1, "gy")) == 2
    assert len(duel.deck[1]) == deck - 2
    do(duel, "end")
    in_main(duel, 0)
    do(duel, "end")
    in_main(duel, 1)
    assert duel.turn == 6 and len(duel.hand[1]) == 5 and len(duel.deck[1]) == deck - 4


def test_hx_824_a_trap_set_this_turn_answers_the_next_turns_draw_and_decks_it_out() -> None:
    """HX-824 (R-TRAP-1, R-TRAP-2, R-DRAW-4, R-WIN-2, R-MAIN-5): HX Dawn Debt (Trap: your
    opponent draws for their normal draw; the opponent takes 500, then draws 1). P1 turn
    3 holds it; P2 holds 4 cards and its Deck 1.
    Actions: P1 Sets the Trap and ends the turn; P2 draws its last card.
    Expected: the Trap was Set in turn 3, so it may be activated in turn 4: the window
    after P2's draw is P1's and offers it. P2 7500, then P2 must draw and cannot: P2
    loses in its Draw Phase."""
    duel = build(p0=Side(hand=[DAWN_DEBT.name]), p1=Side(hand=["V2-500"] * 4, deck=["V1-100"]))
    do(duel, f"set {hid(duel, DAWN_DEBT.name)} s0")
    in_main(duel, 0)
    do(duel, "end")
    assert duel.turn == 4 and duel.deck[1] == [] and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {find(duel, DAWN_DEBT.name, 0)}
    trap(duel, DAWN_DEBT.name, 0)
    assert duel.lp == [8000, 7500] and duel.phase == "draw"
    over(duel, 0)


# ============================================================ public GY, hidden hand
def test_hx_825_the_milled_card_is_public_the_drawn_card_is_not() -> None:
    """HX-825 (R-ZONE-4, R-REQ-1, §20.1 Sevens Road Magician): P1 turn 3 controls face-up
    Sevens Road Magician; hand: HX Plain Letter (Normal Spell: draw 1); Deck (top first):
    HX Glow Sprite, V4-1800, V1-100.
    Actions: P1 activates the Magician (mill 1), then HX Plain Letter.
    Expected: the GY is public: P2's view of P1's GY holds HX Glow Sprite and then the
    Spell. The hand is hidden: P2 sees only that P1 holds 1 card, not that it is V4-1800,
    which P1's own view shows. The Deck is face-down: both see only its size (1)."""
    duel = build(p0=Side(monsters=[(SRM, ATK)], hand=[PLAIN_LETTER.name],
                         deck=[GLOW.name, "V4-1800", "V1-100"]))
    do(duel, f"activate {mon(duel, SRM)}")
    seen = observe(duel, 1).data["players"][0]
    assert [c for _, c in seen["gy"]] == [GLOW.code]
    play(duel, PLAIN_LETTER.name)
    in_main(duel, 0)
    assert names(duel, 0, "hand") == ["V4-1800"]
    theirs = observe(duel, 1).data["players"][0]
    assert sorted(c for _, c in theirs["gy"]) == sorted([GLOW.code, PLAIN_LETTER.code])
    assert theirs["hand"] == 1 and theirs["hand_known"] == [] and theirs["deck"] == 1
    code_1800 = BASE_POOL.by_name("V4-1800")[0].code
    own = observe(duel, 0).data["players"][0]
    assert [c for _, c in own["hand"]] == [code_1800] and own["deck"] == 1
    assert str(code_1800) not in str(theirs)


def test_hx_826_a_monster_counting_the_gy_counts_its_cost_and_is_refused_when_empty() -> None:
    """HX-826 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-3): HX Grave Reader (Level 4, 1000 ATK;
    Requirement: mill 1; Effect: +100 ATK for each card in your GY). P1 turn 3 controls
    it face-up; GY: V4-1600 and FX-RECALL.
    (a) Deck: V2-500, V1-100: the GY holds 3 cards when the Effect counts: 1300; a second
    activation this turn is refused (once per turn), although a card is still there.
    (b) Deck empty: refused; its ATK stays 1000."""
    a = build(p0=Side(monsters=[(READER.name, ATK)], gy=["V4-1600", RECALL],
                      deck=["V2-500", "V1-100"]))
    do(a, f"activate {mon(a, READER.name)}")
    assert a.atk(at(a, READER.name, 0)) == 1300 and names(a, 0, "deck") == ["V1-100"]
    refused(a, f"activate {mon(a, READER.name)}")
    b = build(p0=Side(monsters=[(READER.name, ATK)], gy=["V4-1600", RECALL], deck=[]))
    refused(b, f"activate {mon(b, READER.name)}")
    assert b.atk(at(b, READER.name, 0)) == 1000


def test_hx_827_the_card_put_on_top_is_the_card_the_magician_mills() -> None:
    """HX-827 (R-ZONE-4, R-REQ-2, R-REQ-3, §20.1 Sevens Road Magician): HX Crown of the
    Deck (Normal Spell: place 1 monster from your GY on top of your Deck). P1 turn 3
    controls face-up Sevens Road Magician (2100); GY: V4-1600 (EARTH), HX Glow Sprite
    (LIGHT); Deck: V1-100 only cards (EARTH).
    Actions: P1 puts HX Glow Sprite on top of the Deck, then activates the Magician.
    Expected: the Deck is ordered: the milled card is HX Glow Sprite, so the GY again
    holds EARTH and LIGHT monsters: 2700 (a milled V1-100 would leave EARTH only: 2400)."""
    duel = build(p0=Side(monsters=[(SRM, ATK)], hand=[TOP_DECK.name],
                         gy=["V4-1600", GLOW.name]))
    play(duel, TOP_DECK.name, picks=(find(duel, GLOW.name, 0, "gy"),))
    in_main(duel, 0)
    assert names(duel, 0, "deck")[-1] == GLOW.name
    assert sorted(names(duel, 0, "gy")) == sorted([TOP_DECK.name, "V4-1600"])
    do(duel, f"activate {mon(duel, SRM)}")
    assert duel.atk(at(duel, SRM, 0)) == 2700
    assert GLOW.name in names(duel, 0, "gy") and "V1-100" not in names(duel, 0, "gy")


def test_hx_828_a_draw_window_trap_with_a_mill_cost_needs_a_card_in_the_deck() -> None:
    """HX-828 (R-DRAW-4, R-REQ-1, R-TRAP-4, R-WIN-2): HX Dawn Toll (Trap: your opponent
    draws for their normal draw; mill 1; the opponent takes 800), Set earlier by P1, who
    holds no cards.
    (a) P1's Deck is empty: the cost cannot be paid: after P2's draw nobody is asked and
    P2 begins its Main Phase at 8000.
    (b) P1's Deck holds V4-1600: P1 is asked first and activates it: Deck 0, P2 7200. P2
    ends turn 4: in turn 5 P1 holds 0, must draw 5 and cannot: P1 loses."""
    a = build(p0=Side(spells=[(DAWN_TOLL.name, SET)], deck=[]))
    do(a, "end")
    in_main(a, 1)
    assert a.turn == 4 and a.lp == [8000, 8000] and names(a, 0, "szone")[0] == DAWN_TOLL.name
    b = build(p0=Side(spells=[(DAWN_TOLL.name, SET)], deck=["V4-1600"]))
    do(b, "end")
    window_for(b, 0)
    trap(b, DAWN_TOLL.name, 0)
    settle(b)
    in_main(b, 1)
    assert b.lp == [8000, 7200] and b.deck[0] == []
    assert sorted(names(b, 0, "gy")) == sorted([DAWN_TOLL.name, "V4-1600"])
    do(b, "end")
    assert b.turn == 5
    over(b, 1)


def test_hx_829_a_hand_shuffled_into_the_deck_must_cover_the_draw_after_it() -> None:
    """HX-829 (R-WIN-2, R-WIN-1, R-SPELL-3, R-ZONE-4): HX Hand Reset (Normal Spell:
    shuffle every card in your hand into your Deck, then draw 3). P1 turn 3, Deck empty.
    (a) Hand: the Spell, V4-1600, V4-1400: the 2 cards go into the Deck; P1 must then draw
    3 from a 2-card Deck and cannot: P1 loses.
    (b) Hand: the Spell, V4-1600, V4-1400, V4-1800: those 3 are shuffled in and drawn
    again: Deck empty, no loss."""
    a = build(p0=Side(hand=[HAND_RESET.name, "V4-1600", "V4-1400"], deck=[]))
    do(a, f"activate {hid(a, HAND_RESET.name)} s0")
    assert sorted(names(a, 0, "deck")) == ["V4-1400", "V4-1600"] and names(a, 0, "hand") == []
    over(a, 1)
    b = build(p0=Side(hand=[HAND_RESET.name, "V4-1600", "V4-1400", "V4-1800"], deck=[]))
    play(b, HAND_RESET.name)
    in_main(b, 0)
    assert sorted(names(b, 0, "hand")) == ["V4-1400", "V4-1600", "V4-1800"] and b.deck[0] == []
    assert names(b, 0, "gy") == [HAND_RESET.name]


def test_hx_830_a_trap_counting_its_gy_does_not_count_itself() -> None:
    """HX-830 (R-DRAW-4, R-TRAP-7, R-REQ-3): HX Dawn Grave (Trap: your opponent draws for
    their normal draw; the opponent takes 100 for each card in your GY), Set earlier by
    P1; P1's GY: V4-1600, V4-1400, FX-RECALL; P2's GY: V4-1800.
    Actions: P1 ends turn 3; after P2's draw P1 activates the Trap.
    Expected: the Trap goes to the GY after it resolved: 3 cards are counted: P2 7700;
    P1's GY then holds 4."""
    duel = build(p0=Side(gy=["V4-1600", "V4-1400", RECALL], spells=[(DAWN_GRAVE.name, SET)]),
                 p1=Side(gy=["V4-1800"]))
    do(duel, "end")
    window_for(duel, 0)
    trap(duel, DAWN_GRAVE.name, 0)
    settle(duel)
    in_main(duel, 1)
    assert duel.lp == [8000, 7700] and len(names(duel, 0, "gy")) == 4


def test_hx_831_the_opponents_milled_deck_meets_its_draw_to_five() -> None:
    """HX-831 (R-DRAW-1, R-WIN-2, R-ZONE-4): HX Page Scorcher (Normal Spell: send the top
    2 cards of your opponent's Deck to the GY). P2's Deck (top first): V4-1600, V4-1400,
    V4-1800. P1 activates the Spell and ends turn 3.
    (a) P2 holds 4: V4-1600 and V4-1400 are milled; P2 needs 1 and draws V4-1800.
    (b) P2 holds 3: P2 needs 2 and its Deck holds 1: P2 loses in its Draw Phase."""
    a = build(p0=Side(hand=[PAGE_BURNER.name]),
              p1=Side(hand=["V2-500"] * 4, deck=["V4-1600", "V4-1400", "V4-1800"]))
    play(a, PAGE_BURNER.name)
    in_main(a, 0)
    assert sorted(names(a, 1, "gy")) == ["V4-1400", "V4-1600"]
    assert names(a, 1, "deck") == ["V4-1800"]
    do(a, "end")
    in_main(a, 1)
    assert sorted(names(a, 1, "hand")) == sorted(["V2-500"] * 4 + ["V4-1800"])
    assert a.deck[1] == []
    b = build(p0=Side(hand=[PAGE_BURNER.name]),
              p1=Side(hand=["V2-500"] * 3, deck=["V4-1600", "V4-1400", "V4-1800"]))
    play(b, PAGE_BURNER.name)
    in_main(b, 0)
    do(b, "end")
    assert b.turn == 4
    over(b, 0)


def test_hx_832_the_extra_deck_is_not_the_deck() -> None:
    """HX-832 (R-ZONE-4, R-WIN-2, R-SETUP-2, R-DRAW-1): P2's Extra Deck holds FX-FUSION-2.
    (a) P2 holds 5, its Deck is empty: P2 must draw 1 in turn 4; the Extra Deck is a
    separate zone and cannot supply it: P2 loses.
    (b) P2 holds 4, its Deck holds V4-1800: P2 draws it; the Extra Deck keeps FX-FUSION-2
    and P2 plays its turn."""
    a = build(p1=Side(hand=["V2-500"] * 5, deck=[], extra=[FUSION]))
    do(a, "end")
    assert a.turn == 4
    over(a, 0)
    b = build(p1=Side(hand=["V2-500"] * 4, deck=["V4-1800"], extra=[FUSION]))
    do(b, "end")
    in_main(b, 1)
    assert names(b, 1, "extra") == [FUSION] and b.deck[1] == []
    assert names(b, 1, "hand").count("V4-1800") == 1


def test_hx_833_in_maximum_mode_the_mill_piece_needs_a_card_the_other_does_not() -> None:
    """HX-833 (R-MAX-9, R-MAX-10, R-REQ-1, §20.1 Supreme Machine Magnum Overlord [L]:
    your LP lower; send 1 card from your hand; gains the LP difference. [R]: mill 1;
    gains 200 ATK x the Level of 1 face-up monster of the opponent). P1 turn 3 at 7000
    LP Maximum Summons the Overlord (hand also: V1-100); P2 controls V4-1600 (Level 4).
    (a) P1's Deck is empty: the [L] effect is offered, the [R] effect is refused.
    (b) P1's Deck holds V2-500: the [R] effect may be used: the Deck is emptied and the
    Overlord has 3500 + 800 = 4300 ATK; nobody loses."""
    p1 = Side(monsters=[("V4-1600", ATK)])
    a = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"], deck=[], lp=7000), p1=p1)
    maximum(a)
    assert a.maxm[0] and activates(a, mon(a, OVL_L))
    refused(a, f"activate {mon(a, OVL_R)}")
    b = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"], deck=["V2-500"], lp=7000), p1=p1)
    maximum(b)
    assert activates(b, mon(b, OVL_R))
    do(b, f"activate {mon(b, OVL_R)}")
    answer(b, picks=(mon(b, "V4-1600", 1),))
    settle(b)
    in_main(b, 0)
    assert b.atk(at(b, OVL, 0)) == 4300 and b.deck[0] == [] and names(b, 0, "gy") == ["V2-500"]


def test_hx_834_a_deck_out_in_the_battle_result_window_ends_the_battle_phase() -> None:
    """HX-834 (R-DMG-5, R-WIN-2, R-WIN-1, R-TRAP-5, R-CALC-1): HX Fallen Letter (Trap: a
    monster you control is destroyed by your opponent's attack; gain 300 LP, then draw
    2), Set earlier by P2. P1 turn 3, Battle Phase: Blue-Eyes White Dragon and V4-1800;
    P2 controls V4-1600 and V4-1400. Blue-Eyes attacks V4-1600.
    (a) P2's Deck holds 1: V4-1600 is destroyed, P2 6600; in the battle-result window P2
    activates the Trap: 6900, then P2 must draw 2 and cannot: P2 loses; V4-1800 never
    attacks (V4-1400 stays).
    (b) P2's Deck holds 2: P2 draws both; V4-1800 then attacks V4-1400: P2 6500."""
    p0 = Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)])
    a = build(phase="battle", p0=p0,
              p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                      spells=[(FALLEN_LETTER.name, SET)], deck=["V1-100"]))
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    assert a.lp == [8000, 6600]
    trap(a, FALLEN_LETTER.name, 1)
    assert a.lp == [8000, 6900] and names(a, 1, "mzone")[1] == "V4-1400"
    over(a, 0)
    b = build(phase="battle", p0=p0,
              p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                      spells=[(FALLEN_LETTER.name, SET)], deck=["V1-100", "V2-500"]))
    attack(b, BEWD, "V4-1600")
    trap(b, FALLEN_LETTER.name, 1)
    settle(b)
    assert not b.is_over and sorted(names(b, 1, "hand")) == ["V1-100", "V2-500"]
    attack(b, "V4-1800", "V4-1400")
    settle(b)
    assert b.lp == [8000, 6500] and b.deck[1] == []


def test_hx_835_a_mill_cost_of_the_last_card_before_each_player_draws() -> None:
    """HX-835 (R-REQ-1, R-REQ-2, R-WIN-2, R-WIN-3): HX Mutual Letter (Normal Spell:
    Requirement: mill 1. Effect: each player draws 1). P1 turn 3; P2's Deck is large.
    (a) P1's Deck holds 1 card: the Requirement can be met (P1 may activate it); the cost
    empties the Deck; then P1 cannot draw while P2 can: only P1 loses (not a draw).
    (b) P1's Deck (top first): V4-1600, V4-1400: V4-1600 is milled, P1 draws V4-1400 and
    P2 draws 1; both play on.
    (c) P1's Deck is empty: the cost cannot be paid: refused in every zone."""
    a = build(p0=Side(hand=[MUTUAL.name], deck=["V4-1600"]))
    assert any(x.kind == "activate" and x.card == hid(a, MUTUAL.name)
               for x in a.legal_actions())
    do(a, f"activate {hid(a, MUTUAL.name)} s0")
    assert names(a, 0, "gy")[0] == "V4-1600"
    over(a, 1)
    b = build(p0=Side(hand=[MUTUAL.name], deck=["V4-1600", "V4-1400"]))
    p2_hand = len(b.hand[1])
    play(b, MUTUAL.name)
    in_main(b, 0)
    assert names(b, 0, "hand") == ["V4-1400"] and len(b.hand[1]) == p2_hand + 1
    assert sorted(names(b, 0, "gy")) == sorted([MUTUAL.name, "V4-1600"])
    c = build(p0=Side(hand=[MUTUAL.name], deck=[]))
    no_spell(c, hid(c, MUTUAL.name))


def test_hx_836_an_opponents_monster_sent_to_the_bottom_of_its_deck_is_drawn_later() -> None:
    """HX-836 (R-CARD-3, R-ZONE-4, R-WIN-2, R-DRAW-1): HX Deep Exile (Normal Spell: place
    1 face-up monster your opponent controls on the bottom of its owner's Deck). P1 turn
    3; P2 controls V4-1600 and holds 4 cards.
    (a) P2's Deck is empty: V4-1600 becomes its only card; in turn 4 P2 draws it and
    does not lose.
    (b) P2's Deck holds V2-500: V4-1600 goes under it: P2 draws V2-500 in turn 4 and
    V4-1600 stays in the Deck."""
    a = build(p0=Side(hand=[EXILE.name]), p1=Side(monsters=[("V4-1600", ATK)],
                                                  hand=["V1-100"] * 4, deck=[]))
    play(a, EXILE.name)
    in_main(a, 0)
    assert names(a, 1, "deck") == ["V4-1600"] and names(a, 1, "mzone") == ["", "", ""]
    do(a, "end")
    in_main(a, 1)
    assert names(a, 1, "hand").count("V4-1600") == 1 and a.deck[1] == []
    b = build(p0=Side(hand=[EXILE.name]), p1=Side(monsters=[("V4-1600", ATK)],
                                                  hand=["V1-100"] * 4, deck=["V2-500"]))
    play(b, EXILE.name)
    assert names(b, 1, "deck") == ["V4-1600", "V2-500"]  # bottom first
    do(b, "end")
    in_main(b, 1)
    assert names(b, 1, "hand").count("V2-500") == 1 and names(b, 1, "deck") == ["V4-1600"]
