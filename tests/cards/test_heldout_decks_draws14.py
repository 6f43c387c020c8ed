"""Held-out style conformance scenarios HX-797..HX-816 (HX-817..HX-836 are in
test_heldout_decks_draws14b.py), written like SC-01..SC-30 of RULES.md section 19, on the
Deck, draws and the GY where those rules meet others: the Draw Phase draw up to five for
every hand size, with a Deck that is just big enough or one card short (R-DRAW-1,
R-DRAW-3, R-WIN-2); an empty Deck that is no loss until a draw is required; the trap
window after the normal draw (R-DRAW-4) and a Trap there that makes the turn player draw;
mill costs with a nearly empty Deck (R-REQ-1: the Requirement must be met completely);
GY cards (or hand cards) returned to the Deck as a cost, then drawn; cards placed on top
or at the bottom of the ordered Deck (R-ZONE-4); both players made to draw by one effect
(R-WIN-3) against two draws one after the other (R-WIN-1); GY counts and Attributes and
Types read after a cost (R-REQ-2, R-REQ-3); no hand-size limit (R-DRAW-2, R-END-2).
Expectations come from RULES.md (and its section 20 card facts) alone.

Throwaway cards (codes 968780001.., names "HX ...") are defined below, each with a
comment saying what it does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnNormalDraw, OnSpell, Trig
from rushdesk.engine.effects.core import Op
from rushdesk.engine.effects.ops import (
    Damage,
    Draw,
    Fixed,
    GainLP,
    MillCost,
    Modify,
    NegateAttack,
    Per,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    MIRROR,
    REX,
    SRM,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_monster,
    offered,
    play,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hid, no_spell, over, refused, settle

SPELL = CardType.SPELL
TRAP = CardType.TRAP
NORMAL = CardType.MONSTER | CardType.NORMAL
WATCH = "FX-DRAW-WATCH"
RECALL = "FX-RECALL"
GY_ANY = Sel(where=("gy",))
HAND_ANY = Sel(where=("hand",))
GY_DRAGONS = Sel(where=("gy",), kind="monster", race="Dragon")


def _code(n: int) -> int:
    return 968_780_000 + n


def _spell(n: int, name: str, *ops: Op, costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(_code(n), name, SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _trap(n: int, name: str, trigger: Trig, *ops: Op, costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(_code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                                  ops=ops))


def _normal(n: int, name: str, attr: Attribute, race: str, atk: int) -> CardData:
    return CardData(_code(n), name, NORMAL, attribute=attr, race=race, level=4, atk=atk,
                    defense=1000)


# Normal Spell. Requirement: send the top 2 cards of your Deck to the GY. Effect: draw 1.
TWIN_MILL = _spell(1, "HX Twin Mill Letter", Draw(1), costs=(MillCost(2),))
# Normal Spell. Requirement: shuffle 2 cards from your GY into your Deck. Effect: draw 2.
RECALL_DRAW = _spell(2, "HX Recall Letter", Draw(2),
                     costs=(ToDeckCost(GY_ANY, low=2, high=2, where="shuffle"),))
# Normal Spell. Requirement: place 1 card from your hand on top of your Deck. Effect: draw 1.
TOP_RETURN = _spell(3, "HX Top Return", Draw(1), costs=(ToDeckCost(HAND_ANY, where="top"),))
# Normal Spell. Requirement: place 1 card from your hand on the bottom of your Deck.
# Effect: draw 1.
BOTTOM_RETURN = _spell(4, "HX Bottom Return", Draw(1),
                       costs=(ToDeckCost(HAND_ANY, where="bottom"),))
# Normal Spell. Requirement: none. Effect: you gain 100 LP, then each player draws 2.
PAIR_LETTER = _spell(5, "HX Pair Letter", GainLP(Fixed(100)), Draw(2, who="both"))
# Normal Spell. Requirement: none. Effect: you gain 100 LP, then you draw 1, then your
# opponent draws 1 (two draws, one after the other).
SPLIT_LETTER = _spell(6, "HX Split Letter", GainLP(Fixed(100)), Draw(1), Draw(1, who="opp"))
# Normal Spell. Requirement: none. Effect: draw 2.
QUICK_PAIR = _spell(7, "HX Quick Pair", Draw(2))
# Normal Spell. Requirement: none. Effect: each player draws 1.
SHARED_LETTER = _spell(8, "HX Shared Letter", Draw(1, who="both"))
# Trap. Requirement: your opponent draws for their normal draw. Effect: your opponent
# takes 300 damage, then your opponent draws 1, then you gain 500 LP.
DAWN_GIFT = _trap(9, "HX Dawn Gift", OnNormalDraw(), Damage(Fixed(300)), Draw(1, who="opp"),
                  GainLP(Fixed(500)))
# Normal Spell. Requirement: none. Effect: draw 1.
QUICK_LETTER = _spell(10, "HX Quick Letter", Draw(1))
# Level 4 EARTH Warrior 1000/1000. Requirement: send the top card of your Deck to the GY.
# Effect: this card gains 200 ATK for each Dragon monster in your GY this turn.
CENSUS = hx_monster(_code(11), "HX Dragon Census", Effect(
    costs=(MillCost(1),), ops=(Modify(THIS, amount=Per(200, GY_DRAGONS)),)))
# Level 4 LIGHT Dragon Normal Monster 1200/1000.
WYRM = _normal(12, "HX Ash Wyrm", Attribute.LIGHT, "Dragon", 1200)
# Level 4 LIGHT Fairy Normal Monster 900/1000.
SPRITE = _normal(13, "HX Dawn Sprite", Attribute.LIGHT, "Fairy", 900)
# Trap. Requirement: after your opponent activates a Spell. Effect: your opponent takes
# 100 damage, then your opponent draws 1.
SPELL_TAX = _trap(14, "HX Spell Tax Letter", OnSpell(), Damage(Fixed(100)), Draw(1, who="opp"))
# Trap. Requirement: an opponent's monster declares an attack. Effect: your opponent
# takes 300 damage, then your opponent draws 2.
BURDEN = _trap(15, "HX Burden Gift", OnAttack(), Damage(Fixed(300)), Draw(2, who="opp"))
# Trap. Requirement: your opponent draws for their normal draw. Effect: you draw 2.
DAWN_BONUS = _trap(16, "HX Dawn Bonus", OnNormalDraw(), Draw(2))
# Trap. Requirement: an opponent's monster declares an attack; send the top 2 cards of
# your Deck to the GY. Effect: negate the attack.
MILL_GUARD = _trap(17, "HX Mill Guard", OnAttack(), NegateAttack(), costs=(MillCost(2),))
# Normal Spell. Requirement: none. Effect: place 1 monster from your GY on top of your Deck.
DECK_RETURN = _spell(18, "HX Deck Return",
                     ToDeck(Sel(where=("gy",), kind="monster"), where="top"))
# Normal Spell. Requirement: send the top card of your Deck to the GY. Effect: you gain
# 200 LP for each card in your GY.
GRAVE_SUM = _spell(19, "HX Grave Sum", GainLP(Per(200, GY_ANY)), costs=(MillCost(1),))
# Normal Spell. Requirement: none. Effect: you gain 500 LP.
SMALL_MEND = _spell(20, "HX Small Mend", GainLP(Fixed(500)))

HX_CARDS = [TWIN_MILL, RECALL_DRAW, TOP_RETURN, BOTTOM_RETURN, PAIR_LETTER, SPLIT_LETTER,
            QUICK_PAIR, SHARED_LETTER, DAWN_GIFT, QUICK_LETTER, CENSUS, WYRM, SPRITE, SPELL_TAX,
            BURDEN, DAWN_BONUS, MILL_GUARD, DECK_RETURN, GRAVE_SUM, SMALL_MEND]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def in_main(duel: Duel, p: int) -> None:
    """No window is open: player `p` chooses a Main Phase action."""
    assert not duel.is_over, duel.result
    assert duel.request is not None and duel.request.kind == "main", duel.request
    assert duel.current_player == p and duel.phase == "main"


def can_cast(duel: Duel, name: str) -> bool:
    """The turn player's Spell `name` in the hand may be activated in some zone."""
    o = hid(duel, name, duel.tp)
    return any(a.kind == "activate" and a.card == o for a in duel.legal_actions())


# ============================================================ the normal draw
def test_hx_797_draw_to_five_for_every_hand_size_with_a_deck_just_big_enough() -> None:
    """HX-797 (R-DRAW-1, R-DRAW-3, R-WIN-2, R-DRAW-4): for every hand size 0..6 at the
    start of P2's turn-4 Draw Phase, P2 needs 5 - hand cards (hand 4 or fewer) or exactly 1
    (hand 5 or more). P1 has FX-DRAW-WATCH Set earlier.
    (a) P2's Deck holds exactly what is needed: P2 draws it all (hand 5, or hand + 1), the
    Deck is empty, nobody loses, and the window of the normal draw opens: P1 is offered
    FX-DRAW-WATCH.
    (b) P2's Deck holds one card fewer: the required draw cannot be completed: P2 loses
    in its Draw Phase; no window opens (the Trap stays Set, LP 8000 each)."""
    for held in range(7):
        need = 5 - held if held <= 4 else 1
        ok = build(p0=Side(spells=[(WATCH, SET)]),
                   p1=Side(hand=["V2-500"] * held, deck=["V1-100"] * need))
        do(ok, "end")
        assert not ok.is_over and ok.turn == 4, held
        assert len(ok.hand[1]) == held + need and ok.deck[1] == [], held
        assert names(ok, 1, "hand").count("V1-100") == need
        window_for(ok, 0)
        assert offered(ok) == {find(ok, WATCH, 0)}
        short = build(p0=Side(spells=[(WATCH, SET)]),
                      p1=Side(hand=["V2-500"] * held, deck=["V1-100"] * (need - 1)))
        do(short, "end")
        assert short.turn == 4, held
        over(short, 0)
        assert short.lp == [8000, 8000] and names(short, 0, "szone")[0] == WATCH


def test_hx_798_a_hand_of_seven_is_kept_and_the_empty_deck_loses_two_turns_later() -> None:
    """HX-798 (R-DRAW-1, R-DRAW-2, R-END-2, R-WIN-2, R-TURN-1): P2 holds 6 cards and its
    Deck holds 1.
    Actions: P1 ends turn 3; P2 (turn 4) ends its turn without playing; P1 ends turn 5.
    Expected: holding 6, P2 draws exactly 1 (hand 7, Deck 0) and plays its turn: an empty
    Deck is no loss. Nothing is discarded in P2's End Phase: P2 still holds 7 during P1's
    turn 5. In turn 6 P2 must draw 1 and cannot: P2 loses, P1 wins."""
    duel = build(p1=Side(hand=["V2-500"] * 6, deck=["V4-1800"]))
    do(duel, "end")
    in_main(duel, 1)
    assert duel.turn == 4 and len(duel.hand[1]) == 7 and duel.deck[1] == []
    assert names(duel, 1, "hand").count("V4-1800") == 1
    do(duel, "end")
    in_main(duel, 0)
    assert duel.turn == 5 and len(duel.hand[1]) == 7 and names(duel, 1, "gy") == []
    do(duel, "end")
    assert duel.turn == 6
    over(duel, 0)


def test_hx_799_a_draw_window_trap_that_makes_the_turn_player_draw_decks_it_out() -> None:
    """HX-799 (R-DRAW-4, R-WIN-2, R-WIN-1, R-TRAP-5, R-REQ-2): HX Dawn Gift (Trap: your
    opponent draws for their normal draw; the opponent takes 300, then draws 1, then you
    gain 500 LP), Set earlier by P1. P2 holds 2 cards.
    (a) P2's Deck holds 3: P2 draws 3 (Deck 0); only then the window opens, P1 first.
    P1 activates the Trap: P2 7700, then P2 must draw 1 and cannot: P2 loses in its own
    Draw Phase; nothing further is processed: P1 does not gain the 500 (8000).
    (b) P2's Deck holds 4: P2 draws 3, then 1 more by the Trap (hand 6, Deck 0); P1
    8500; P2 then begins its Main Phase."""
    a = build(p0=Side(spells=[(DAWN_GIFT.name, SET)]),
              p1=Side(hand=["V2-500"] * 2, deck=["V1-100"] * 3))
    do(a, "end")
    assert a.turn == 4 and a.phase == "draw" and len(a.hand[1]) == 5 and a.deck[1] == []
    window_for(a, 0)
    assert offered(a) == {find(a, DAWN_GIFT.name, 0)}
    trap(a, DAWN_GIFT.name, 0)
    assert a.lp == [8000, 7700] and a.turn == 4 and a.phase == "draw"
    over(a, 0)
    b = build(p0=Side(spells=[(DAWN_GIFT.name, SET)]),
              p1=Side(hand=["V2-500"] * 2, deck=["V1-100"] * 4))
    do(b, "end")
    window_for(b, 0)
    trap(b, DAWN_GIFT.name, 0)
    settle(b)
    in_main(b, 1)
    assert b.lp == [8500, 7700] and len(b.hand[1]) == 6 and b.deck[1] == []


def test_hx_800_the_draw_window_passes_and_later_draws_are_not_the_normal_draw() -> None:
    """HX-800 (R-DRAW-4, R-TRAP-5, R-TURN-1, R-TURN-4, R-MAIN-1): P1 has FX-DRAW-WATCH (when
    your opponent draws for their normal draw: gain 500 LP) Set earlier. P2 holds V4-1600 and
    HX Quick Letter (Normal Spell: draw 1).
    Actions: P1 ends turn 3. P2 draws 3 (to 5). In that window P2 tries to Normal Summon;
    P1 passes. P2 Normal Summons V4-1600, then activates HX Quick Letter.
    Expected: the window after the normal draw is P1's (NTP first), and only Traps may be
    activated there: P2's summon is refused (nothing changes). Once P1 passes, the window
    closes with its events (events are not carried forward): the summon opens no window
    for FX-DRAW-WATCH, and the draw by HX Quick Letter is not a normal draw: P1 is never
    asked again; LP stay 8000; P2 holds 4 cards."""
    duel = build(p0=Side(spells=[(WATCH, SET)]),
                 p1=Side(hand=["V4-1600", QUICK_LETTER.name]))
    do(duel, "end")
    window_for(duel, 0)
    assert duel.phase == "draw" and len(duel.hand[1]) == 5
    assert {a.kind for a in duel.legal_actions()} == {"activate", "pass"}
    refused(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    do(duel, "pass")
    in_main(duel, 1)
    do(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    in_main(duel, 1)
    play(duel, QUICK_LETTER.name)
    in_main(duel, 1)
    assert duel.lp == [8000, 8000] and names(duel, 0, "szone")[0] == WATCH
    assert len(duel.hand[1]) == 4 and names(duel, 1, "gy") == [QUICK_LETTER.name]


# ============================================================ costs from the Deck and the GY
def test_hx_801_a_mill_two_cost_needs_two_cards_and_the_draw_after_it_can_deck_out() -> None:
    """HX-801 (R-REQ-1, R-REQ-2, R-WIN-2, R-ZONE-4): HX Twin Mill Letter (Normal Spell:
    Requirement: send the top 2 cards of your Deck to the GY. Effect: draw 1). P1 turn 3.
    (a) Deck: 1 card: the Requirement cannot be met completely: the Spell is refused in
    every zone and nothing changes.
    (b) Deck: 2 cards: the cost can be paid (the Deck becomes empty), then the Effect's
    draw cannot be made: P1 loses.
    (c) Deck (top first): V4-1800, V4-1400, V4-1600: the top two are milled and V4-1600
    is drawn; P1 goes on with an empty Deck."""
    a = build(p0=Side(hand=[TWIN_MILL.name], deck=["V4-1800"]))
    no_spell(a, hid(a, TWIN_MILL.name))
    assert names(a, 0, "deck") == ["V4-1800"] and names(a, 0, "gy") == []
    b = build(p0=Side(hand=[TWIN_MILL.name], deck=["V4-1800", "V4-1400"]))
    assert can_cast(b, TWIN_MILL.name)
    do(b, f"activate {hid(b, TWIN_MILL.name)} s0")
    assert {"V4-1800", "V4-1400"} <= set(names(b, 0, "gy")) and b.deck[0] == []
    assert names(b, 0, "hand") == []
    over(b, 1)
    c = build(p0=Side(hand=[TWIN_MILL.name], deck=["V4-1800", "V4-1400", "V4-1600"]))
    play(c, TWIN_MILL.name)
    in_main(c, 0)
    assert names(c, 0, "hand") == ["V4-1600"] and c.deck[0] == []
    assert sorted(names(c, 0, "gy")) == sorted([TWIN_MILL.name, "V4-1400", "V4-1800"])


def test_hx_802_gy_cards_shuffled_in_as_the_cost_are_the_cards_drawn() -> None:
    """HX-802 (R-REQ-1, R-REQ-2, R-WIN-2, R-SPELL-3): HX Recall Letter (Normal Spell:
    Requirement: shuffle 2 cards from your GY into your Deck. Effect: draw 2). P1 turn 3,
    Deck empty.
    (a) GY: V4-1600, V4-1400: the Spell may be activated (the cost puts 2 cards in the
    Deck before the draw): P1 draws exactly those 2; Deck empty, no loss; the GY then
    holds only the Spell.
    (b) GY: V4-1600 only: the cost cannot be paid in full: refused.
    (c) GY: V4-1600, V4-1400, V4-1800; P1 shuffles V4-1600 and V4-1800: those two are
    drawn and V4-1400 stays in the GY."""
    a = build(p0=Side(hand=[RECALL_DRAW.name], gy=["V4-1600", "V4-1400"], deck=[]))
    assert can_cast(a, RECALL_DRAW.name)
    play(a, RECALL_DRAW.name)
    in_main(a, 0)
    assert sorted(names(a, 0, "hand")) == ["V4-1400", "V4-1600"] and a.deck[0] == []
    assert names(a, 0, "gy") == [RECALL_DRAW.name]
    b = build(p0=Side(hand=[RECALL_DRAW.name], gy=["V4-1600"], deck=[]))
    no_spell(b, hid(b, RECALL_DRAW.name))
    c = build(p0=Side(hand=[RECALL_DRAW.name], gy=["V4-1600", "V4-1400", "V4-1800"], deck=[]))
    play(c, RECALL_DRAW.name, picks=(find(c, "V4-1600", 0, "gy"), find(c, "V4-1800", 0, "gy")))
    in_main(c, 0)
    assert sorted(names(c, 0, "hand")) == ["V4-1600", "V4-1800"] and c.deck[0] == []
    assert sorted(names(c, 0, "gy")) == sorted([RECALL_DRAW.name, "V4-1400"])


def test_hx_803_a_card_put_on_top_of_the_deck_as_the_cost_is_drawn_back() -> None:
    """HX-803 (R-REQ-1, R-REQ-2, R-ZONE-4, R-WIN-2): HX Top Return (Normal Spell:
    Requirement: place 1 card from your hand on top of your Deck. Effect: draw 1).
    (a) P1's Deck is empty, hand: the Spell and V4-1800: legal; V4-1800 goes on top and
    is drawn again: Deck empty, no loss.
    (b) Deck: V2-500: V4-1800 is the top card now and is the card drawn; V2-500 stays.
    (c) The Spell is P1's only hand card: nothing can pay the cost: refused."""
    a = build(p0=Side(hand=[TOP_RETURN.name, "V4-1800"], deck=[]))
    assert can_cast(a, TOP_RETURN.name)
    play(a, TOP_RETURN.name)
    in_main(a, 0)
    assert names(a, 0, "hand") == ["V4-1800"] and a.deck[0] == []
    assert names(a, 0, "gy") == [TOP_RETURN.name]
    b = build(p0=Side(hand=[TOP_RETURN.name, "V4-1800"], deck=["V2-500"]))
    play(b, TOP_RETURN.name)
    assert names(b, 0, "hand") == ["V4-1800"] and names(b, 0, "deck") == ["V2-500"]
    c = build(p0=Side(hand=[TOP_RETURN.name], deck=["V2-500"]))
    no_spell(c, hid(c, TOP_RETURN.name))


def test_hx_804_a_card_put_at_the_bottom_is_drawn_only_when_nothing_is_above_it() -> None:
    """HX-804 (R-REQ-2, R-ZONE-4, R-WIN-2): HX Bottom Return (Normal Spell: Requirement:
    place 1 card from your hand on the bottom of your Deck. Effect: draw 1).
    (a) P1's Deck (top first): V2-500, V1-100; hand: the Spell and V4-1800: V4-1800 goes
    under V1-100 and V2-500 is drawn; the Deck is then V1-100 over V4-1800.
    (b) P1's Deck is empty: V4-1800 is both the bottom and the top card: it is drawn
    back and P1 does not lose."""
    a = build(p0=Side(hand=[BOTTOM_RETURN.name, "V4-1800"], deck=["V2-500", "V1-100"]))
    play(a, BOTTOM_RETURN.name)
    in_main(a, 0)
    assert names(a, 0, "hand") == ["V2-500"]
    assert names(a, 0, "deck") == ["V4-1800", "V1-100"]  # bottom first
    b = build(p0=Side(hand=[BOTTOM_RETURN.name, "V4-1800"], deck=[]))
    assert can_cast(b, BOTTOM_RETURN.name)
    play(b, BOTTOM_RETURN.name)
    in_main(b, 0)
    assert names(b, 0, "hand") == ["V4-1800"] and b.deck[0] == []


# ============================================================ both players draw
def test_hx_805_each_player_draws_two_one_short_deck_loses_two_short_decks_draw() -> None:
    """HX-805 (R-WIN-2, R-WIN-3, R-REQ-2): HX Pair Letter (Normal Spell: you gain 100 LP,
    then each player draws 2). P1 turn 3.
    (a) Both Decks hold 1 card: both must draw 2 at the same moment and neither can: the
    duel is a draw (no winner); P1 has 8100 LP.
    (b) P1's Deck 2, P2's Deck 1: only P2 cannot draw: P2 loses, P1 wins.
    (c) P1's Deck 1, P2's Deck 2: only P1 cannot draw: P1 loses, P2 wins."""
    a = build(p0=Side(hand=[PAIR_LETTER.name], deck=["V2-500"]), p1=Side(deck=["V2-500"]))
    do(a, f"activate {hid(a, PAIR_LETTER.name)} s0")
    assert a.lp == [8100, 8000]
    over(a, None)
    b = build(p0=Side(hand=[PAIR_LETTER.name], deck=["V2-500"] * 2), p1=Side(deck=["V2-500"]))
    do(b, f"activate {hid(b, PAIR_LETTER.name)} s0")
    over(b, 0)
    c = build(p0=Side(hand=[PAIR_LETTER.name], deck=["V2-500"]), p1=Side(deck=["V2-500"] * 2))
    do(c, f"activate {hid(c, PAIR_LETTER.name)} s0")
    over(c, 1)


def test_hx_806_two_draws_one_after_the_other_are_not_simultaneous() -> None:
    """HX-806 (R-WIN-1, R-WIN-2, R-WIN-3, R-REQ-2): HX Split Letter (Normal Spell: you
    gain 100 LP, then you draw 1, then your opponent draws 1). P1 turn 3.
    (a) Both Decks are empty: P1's own draw comes first and fails: P1 loses there and
    nothing further is processed; P2's draw is never required, so this is not a drawn
    duel: P2 wins.
    (b) P1's Deck 1 card, P2's Deck empty: P1 draws it; then P2 must draw and cannot: P2
    loses, P1 wins (P1 holds the drawn card)."""
    a = build(p0=Side(hand=[SPLIT_LETTER.name], deck=[]), p1=Side(deck=[]))
    do(a, f"activate {hid(a, SPLIT_LETTER.name)} s0")
    assert a.lp == [8100, 8000]
    over(a, 1)
    b = build(p0=Side(hand=[SPLIT_LETTER.name], deck=["V4-1800"]), p1=Side(deck=[]))
    do(b, f"activate {hid(b, SPLIT_LETTER.name)} s0")
    assert names(b, 0, "hand") == ["V4-1800"]
    over(b, 0)


def test_hx_807_a_draw_the_deck_cannot_supply_is_not_offered() -> None:
    """HX-807 (R-WIN-2, R-WIN-3, R-REQ-1, R-SPELL-1): RULES.md is silent on whether an
    effect whose first step is a draw the Deck cannot supply may be activated; the
    engine's stated reading (README: as EDOPro checks its draws) is that it is not
    offered, so one's own card never decks one out. Only an empty Deck is no loss.
    (a) HX Quick Pair (Normal Spell: draw 2), P1's Deck holds 1 card: not offered in any
    zone. With 2 cards: P1 draws both and plays on with an empty Deck (R-WIN-2).
    (b) HX Shared Letter (each player draws 1), both Decks empty: not offered; with one
    card in each Deck each player draws it and nobody loses."""
    a = build(p0=Side(hand=[QUICK_PAIR.name], deck=["V2-500"]))
    assert not can_cast(a, QUICK_PAIR.name)
    no_spell(a, hid(a, QUICK_PAIR.name))
    a2 = build(p0=Side(hand=[QUICK_PAIR.name], deck=["V2-500", "V1-100"]))
    do(a2, f"activate {hid(a2, QUICK_PAIR.name)} s0")
    settle(a2)
    assert not a2.is_over and names(a2, 0, "deck") == []
    assert sorted(names(a2, 0, "hand")) == ["V1-100", "V2-500"]
    b = build(p0=Side(hand=[SHARED_LETTER.name], deck=[]), p1=Side(deck=[]))
    assert not can_cast(b, SHARED_LETTER.name)
    b2 = build(p0=Side(hand=[SHARED_LETTER.name], deck=["V2-500"]), p1=Side(deck=["V1-100"]))
    hands = len(names(b2, 1, "hand"))
    do(b2, f"activate {hid(b2, SHARED_LETTER.name)} s0")
    settle(b2)
    assert not b2.is_over and names(b2, 0, "hand") == ["V2-500"]
    assert len(names(b2, 1, "hand")) == hands + 1 and names(b2, 1, "deck") == []


# ============================================================ the GY read after a cost
def test_hx_808_sevens_road_magician_counts_the_attribute_it_milled() -> None:
    """HX-808 (R-REQ-1, R-REQ-2, R-REQ-3, R-ZONE-4, §20.1 Sevens Road Magician:
    Requirement mill 1; Effect +300 ATK for each different Attribute among the monsters in
    your GY). P1 turn 3 controls face-up Sevens Road Magician (2100); P1's GY: V4-1600,
    V4-1400 (both EARTH) and FX-RECALL (a Spell); P2's GY: Blue-Eyes White Dragon (LIGHT).
    (a) P1's Deck top: HX Dawn Sprite (LIGHT): it is milled first, so the GY holds EARTH
    and LIGHT monsters: 2100 + 600 = 2700. P2's LIGHT monster does not count.
    (b) Deck top: FX-RECALL (a Spell): only EARTH: 2400.
    (c) P1's Deck is empty: the Requirement cannot be met: the effect is refused."""
    p1 = Side(gy=[BEWD])
    a = build(p0=Side(monsters=[(SRM, ATK)], gy=["V4-1600", "V4-1400", RECALL],
                      deck=[SPRITE.name, "V1-100"]), p1=p1)
    do(a, f"activate {find(a, SRM, 0, 'mzone')}")
    assert a.atk(at(a, SRM, 0)) == 2700 and SPRITE.name in names(a, 0, "gy")
    assert names(a, 0, "deck") == ["V1-100"]
    b = build(p0=Side(monsters=[(SRM, ATK)], gy=["V4-1600", "V4-1400", RECALL],
                      deck=[RECALL, "V1-100"]), p1=p1)
    do(b, f"activate {find(b, SRM, 0, 'mzone')}")
    assert b.atk(at(b, SRM, 0)) == 2400
    c = build(p0=Side(monsters=[(SRM, ATK)], gy=["V4-1600", SPRITE.name], deck=[]), p1=p1)
    refused(c, f"activate {find(c, SRM, 0, 'mzone')}")
    assert c.atk(at(c, SRM, 0)) == 2100


def test_hx_809_a_type_count_reads_only_your_gy_after_the_milled_card_arrived() -> None:
    """HX-809 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-2): HX Dragon Census (Level 4, 1000 ATK;
    Requirement: mill 1; Effect: +200 ATK for each Dragon monster in your GY). P1 turn 3
    controls it face-up; P1's GY: HX Ash Wyrm (Dragon); P1's hand: Blue-Eyes White Dragon;
    P2's GY: HX Ash Wyrm and Blue-Eyes White Dragon.
    (a) P1's Deck top: HX Ash Wyrm: after the cost 2 Dragons are in P1's GY: 1400 (the
    Dragon in the hand and P2's Dragons do not count).
    (b) Deck top: V4-1600 (a Warrior): 1 Dragon: 1200.
    (c) Deck empty: refused."""
    p1 = Side(gy=[WYRM.name, BEWD])
    a = build(p0=Side(monsters=[(CENSUS.name, ATK)], hand=[BEWD], gy=[WYRM.name],
                      deck=[WYRM.name, "V1-100"]), p1=p1)
    do(a, f"activate {find(a, CENSUS.name, 0, 'mzone')}")
    assert a.atk(at(a, CENSUS.name, 0)) == 1400
    assert names(a, 0, "gy") == [WYRM.name, WYRM.name]
    b = build(p0=Side(monsters=[(CENSUS.name, ATK)], hand=[BEWD], gy=[WYRM.name],
                      deck=["V4-1600", "V1-100"]), p1=p1)
    do(b, f"activate {find(b, CENSUS.name, 0, 'mzone')}")
    assert b.atk(at(b, CENSUS.name, 0)) == 1200
    c = build(p0=Side(monsters=[(CENSUS.name, ATK)], gy=[WYRM.name], deck=[]), p1=p1)
    refused(c, f"activate {find(c, CENSUS.name, 0, 'mzone')}")


def test_hx_810_jointech_rex_refills_an_empty_deck_for_the_next_draw() -> None:
    """HX-810 (R-REQ-1, R-MAIN-3, R-DRAW-1, R-WIN-2, §20.1 Jointech Rex: in the turn you
    Normal Summoned it, shuffle 3 monsters from your GY into the Deck; destroy 1 card in
    the opponent's S/T Zones). P1 turn 3, Deck empty; controls V4-1600 and V4-1400; hand:
    Jointech Rex and 2 x V1-100. P2 has Mirror Force (Rush) Set.
    (a) P1's GY: V2-500 and FX-RECALL. P1 Tribute Summons Rex (both monsters go to the
    GY), then activates it: the three monsters are shuffled in (Deck 3; FX-RECALL stays)
    and Mirror Force is destroyed. P1 ends; P2 ends turn 4. In turn 5 P1 holds 2 and
    draws 3: the whole Deck, no loss.
    (b) P1's GY: FX-RECALL and FX-FLIPDOWN (Spells): after the Tributes only 2 monsters
    are there: Rex's effect is refused."""
    p1 = Side(spells=[(MIRROR, SET)])
    a = build(p0=Side(hand=[REX, "V1-100", "V1-100"], gy=["V2-500", RECALL], deck=[],
                      monsters=[("V4-1600", ATK), ("V4-1400", ATK)]), p1=p1)
    do(a, f"summon {hid(a, REX)} z0")
    answer(a)
    rex = find(a, REX, 0, "mzone")
    do(a, f"activate {rex}")
    answer(a, picks=(find(a, MIRROR, 1),))
    settle(a)
    in_main(a, 0)
    assert sorted(names(a, 0, "deck")) == ["V2-500", "V4-1400", "V4-1600"]
    assert names(a, 0, "gy") == [RECALL] and names(a, 1, "gy") == [MIRROR]
    do(a, "end")
    in_main(a, 1)
    do(a, "end")
    in_main(a, 0)
    assert a.turn == 5 and len(a.hand[0]) == 5 and a.deck[0] == []
    assert sorted(names(a, 0, "hand")) == ["V1-100", "V1-100", "V2-500", "V4-1400", "V4-1600"]
    b = build(p0=Side(hand=[REX], gy=[RECALL, "FX-FLIPDOWN"], deck=[],
                      monsters=[("V4-1600", ATK), ("V4-1400", ATK)]), p1=p1)
    do(b, f"summon {hid(b, REX)} z0")
    answer(b)
    refused(b, f"activate {find(b, REX, 0, 'mzone')}")


# ============================================================ draws forced by the opponent
def test_hx_811_a_trap_after_a_spell_decks_the_turn_player_out_in_its_main_phase() -> None:
    """HX-811 (R-WIN-2, R-TRAP-5, R-SPELL-3, R-TRAP-4): HX Spell Tax Letter (Trap: after
    your opponent activates a Spell; the opponent takes 100, then draws 1), Set earlier
    by P1. P2's turn 4, Main Phase; P2 holds HX Small Mend (Normal Spell: gain 500 LP).
    (a) P2's Deck is empty (an empty Deck alone is no loss): P2 activates the Spell (8500);
    in the window P1 activates the Trap: P2 8400, then P2 must draw and cannot: P2 loses
    in its own Main Phase.
    (b) P2's Deck holds V4-1800: P2 draws it and plays on with an empty Deck."""
    a = build(turn=4, tp=1, p0=Side(spells=[(SPELL_TAX.name, SET)]),
              p1=Side(hand=[SMALL_MEND.name], deck=[]))
    in_main(a, 1)
    do(a, f"activate {hid(a, SMALL_MEND.name, 1)} s0")
    window_for(a, 0)
    trap(a, SPELL_TAX.name, 0)
    assert a.lp == [8000, 8400] and a.turn == 4
    over(a, 0)
    b = build(turn=4, tp=1, p0=Side(spells=[(SPELL_TAX.name, SET)]),
              p1=Side(hand=[SMALL_MEND.name], deck=["V4-1800"]))
    do(b, f"activate {hid(b, SMALL_MEND.name, 1)} s0")
    trap(b, SPELL_TAX.name, 0)
    settle(b)
    in_main(b, 1)
    assert b.lp == [8000, 8400] and names(b, 1, "hand") == ["V4-1800"] and b.deck[1] == []


def test_hx_812_the_attacker_decks_out_in_the_attack_window_before_any_damage() -> None:
    """HX-812 (R-WIN-2, R-WIN-1, R-BATTLE-4, R-TRAP-5): HX Burden Gift (Trap: an
    opponent's monster declares an attack; the opponent takes 300, then draws 2), Set
    earlier by P2. P1 turn 3, Battle Phase: V4-1800 and V1-100; P2 controls V4-1600.
    V4-1800 attacks V4-1600; P2 activates the Trap.
    (a) P1's Deck holds 1 card: P1 7700, then P1 must draw 2 and cannot: P1 loses in its
    own Battle Phase; there is no Damage Step (V4-1600 stays, P2 8000).
    (b) P1's Deck holds 2: P1 draws both; the attack goes on: V4-1600 is destroyed and P2
    takes 200 (7800)."""
    a = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                                      deck=["V2-500"]),
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(BURDEN.name, SET)]))
    attack(a, "V4-1800", "V4-1600")
    window_for(a, 1)
    trap(a, BURDEN.name, 1)
    assert a.lp == [7700, 8000] and names(a, 1, "mzone")[0] == "V4-1600"
    over(a, 1)
    b = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                                      deck=["V2-500", "V4-0"]),
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(BURDEN.name, SET)]))
    attack(b, "V4-1800", "V4-1600")
    trap(b, BURDEN.name, 1)
    settle(b)
    assert not b.is_over and b.deck[0] == []
    assert sorted(names(b, 0, "hand")) == ["V2-500", "V4-0"]
    assert b.lp == [7700, 7800] and sorted(names(b, 1, "gy")) == sorted([BURDEN.name, "V4-1600"])


def test_hx_813_effect_draws_in_the_opponents_turn_push_the_hand_past_any_limit() -> None:
    """HX-813 (R-DRAW-1, R-DRAW-2, R-END-2, R-DRAW-4): HX Dawn Bonus (Trap: your opponent
    draws for their normal draw; you draw 2), Set earlier by P1. P1 holds 8 cards.
    Actions: P1 ends turn 3 (8 cards, nothing discarded); P2 draws; P1 activates the
    Trap (10 cards); P2 ends turn 4; P1's turn 5; P1 ends turn 5.
    Expected: in turn 5 P1 holds 10, so P1 draws exactly 1 (11). Nothing is discarded in
    either End Phase: P1 still holds 11 in P2's turn 6."""
    duel = build(p0=Side(hand=["V2-500"] * 8, spells=[(DAWN_BONUS.name, SET)]))
    deck = len(duel.deck[0])
    do(duel, "end")
    assert duel.turn == 4 and len(duel.hand[0]) == 8 and names(duel, 0, "gy") == []
    window_for(duel, 0)
    trap(duel, DAWN_BONUS.name, 0)
    settle(duel)
    in_main(duel, 1)
    assert len(duel.hand[0]) == 10 and len(duel.deck[0]) == deck - 2
    do(duel, "end")
    in_main(duel, 0)
    assert duel.turn == 5 and len(duel.hand[0]) == 11 and len(duel.deck[0]) == deck - 3
    do(duel, "end")
    in_main(duel, 1)
    assert duel.turn == 6 and len(duel.hand[0]) == 11
    assert names(duel, 0, "gy") == [DAWN_BONUS.name]


def test_hx_814_a_trap_mill_cost_needs_the_cards_and_leaves_an_empty_deck() -> None:
    """HX-814 (R-REQ-1, R-TRAP-9, R-WIN-2, R-DRAW-1, R-BATTLE-5): HX Mill Guard (Trap: an
    opponent's monster declares an attack; send the top 2 cards of your Deck to the GY;
    negate the attack), Set earlier by P2. P1 turn 3, Battle Phase, controls V4-1800 and
    V1-100; V4-1800 attacks P2's V4-1600. P2 holds no cards.
    (a) P2's Deck holds 1 card: the cost cannot be paid: P2 is not asked; V4-1600 is
    destroyed and P2 takes 200 (7800); the Trap stays Set.
    (b) P2's Deck holds 2: P2 may activate it; the Deck is emptied and the attack is
    negated (no damage, V4-1600 stays); nobody loses yet. P1 ends the turn: P2 holds 0
    and must draw 5: P2 loses in its turn-4 Draw Phase."""
    p0 = Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)])
    a = build(phase="battle", p0=p0,
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(MILL_GUARD.name, SET)],
                      deck=["V2-500"]))
    attack(a, "V4-1800", "V4-1600")
    settle(a)
    assert not a.is_over and a.lp == [8000, 7800] and names(a, 1, "gy") == ["V4-1600"]
    assert names(a, 1, "szone")[0] == MILL_GUARD.name and names(a, 1, "deck") == ["V2-500"]
    b = build(phase="battle", p0=p0,
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(MILL_GUARD.name, SET)],
                      deck=["V2-500", "V4-0"]))
    attack(b, "V4-1800", "V4-1600")
    window_for(b, 1)
    assert offered(b) == {find(b, MILL_GUARD.name, 1)}
    trap(b, MILL_GUARD.name, 1)
    settle(b)
    assert not b.is_over and b.lp == [8000, 8000] and b.deck[1] == []
    assert names(b, 1, "mzone")[0] == "V4-1600"
    assert sorted(names(b, 1, "gy")) == sorted([MILL_GUARD.name, "V2-500", "V4-0"])
    do(b, "end")
    assert b.turn == 4
    over(b, 0)


def test_hx_815_a_monster_put_on_top_of_the_deck_is_the_next_card_drawn() -> None:
    """HX-815 (R-ZONE-4, R-DRAW-1, R-SPELL-3): HX Deck Return (Normal Spell: place 1
    monster from your GY on top of your Deck). P1 turn 3; hand: the Spell and 4 x V2-500;
    GY: Blue-Eyes White Dragon and FX-RECALL; Deck: V1-100 only cards. P2's GY: V4-1800.
    Actions: P1 activates the Spell; P1 ends turn 3; P2 ends turn 4.
    Expected: Blue-Eyes is the only monster it can choose (P2's GY is not P1's); it is
    now the top card of P1's Deck. In turn 5 P1 holds 4 and draws 1: Blue-Eyes."""
    duel = build(p0=Side(hand=[DECK_RETURN.name] + ["V2-500"] * 4, gy=[BEWD, RECALL]),
                 p1=Side(gy=["V4-1800"]))
    deck = len(duel.deck[0])
    play(duel, DECK_RETURN.name)
    in_main(duel, 0)
    assert names(duel, 0, "deck")[-1] == BEWD and len(duel.deck[0]) == deck + 1
    assert sorted(names(duel, 0, "gy")) == sorted([DECK_RETURN.name, RECALL])
    assert names(duel, 1, "gy") == ["V4-1800"]
    do(duel, "end")
    in_main(duel, 1)
    do(duel, "end")
    in_main(duel, 0)
    assert duel.turn == 5 and len(duel.hand[0]) == 5
    assert sorted(names(duel, 0, "hand")) == sorted([BEWD] + ["V2-500"] * 4)


def test_hx_816_a_spell_counting_the_gy_sees_its_milled_card_but_not_itself() -> None:
    """HX-816 (R-REQ-1, R-REQ-2, R-REQ-3, R-SPELL-3): HX Grave Sum (Normal Spell:
    Requirement: mill 1; Effect: gain 200 LP for each card in your GY). P1 turn 3; GY:
    V4-1600 and FX-RECALL.
    (a) Deck: V2-500, V1-100: the cost puts V2-500 in the GY before the Effect counts
    (3 cards); the Spell itself goes to the GY only after it resolved: 8600 LP, and then
    the GY holds 4 cards; the Deck holds V1-100.
    (b) Deck empty: refused."""
    a = build(p0=Side(hand=[GRAVE_SUM.name], gy=["V4-1600", RECALL], deck=["V2-500", "V1-100"]))
    play(a, GRAVE_SUM.name)
    in_main(a, 0)
    assert a.lp == [8600, 8000] and names(a, 0, "deck") == ["V1-100"]
    assert sorted(names(a, 0, "gy")) == sorted([GRAVE_SUM.name, RECALL, "V2-500", "V4-1600"])
    b = build(p0=Side(hand=[GRAVE_SUM.name], gy=["V4-1600", RECALL], deck=[]))
    no_spell(b, hid(b, GRAVE_SUM.name))
    assert b.lp == [8000, 8000]
