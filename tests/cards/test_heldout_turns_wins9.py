"""Held-out style conformance scenarios HX-279..HX-294, HX-313 and HX-314 (HX-295..HX-312
are in test_heldout_turns_wins9b.py), written like SC-01..SC-30 of RULES.md section 19: turn
flow and winning where the rules meet card effects. LP gains and losses in one effect
and which of them ends the duel (R-WIN-1, R-WIN-3), draws by effects with a short
Deck (R-WIN-2), a card's own win condition (R-WIN-4), Traps answering the normal draw
(R-DRAW-4), the draw-to-five count after cards moved in the opponent's turn (R-DRAW-1),
the duel's first turn (R-TURN-3) and durations that outlive the turn (R-END-1).
Every expectation comes from RULES.md alone.

Small throwaway cards (codes 968100001.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import Count, LPLower, OnAttack, OnNormalDraw
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    Damage,
    Draw,
    Fixed,
    GainLP,
    LPDifference,
    Mill,
    Modify,
    NegateAttack,
    PlayerGrant,
    SendCost,
    Then,
)
from rushdesk.engine.effects.script import Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.effects.win import WinDuel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_NO_ATTACK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    answer,
    at,
    attack,
    code,
    hx_card,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import moves, refused, settle

SPELL = CardType.SPELL
TRAP = CardType.TRAP
WATCH = "FX-DRAW-WATCH"
PINGER = "FX-PINGER"


def _spell(n: int, name: str, *ops: object) -> object:
    return hx_card(968_100_000 + n, name, SPELL, Effect(kind="spell", ops=ops))  # type: ignore[arg-type]


BLOOD = _spell(1, "HX Blood Price", Damage(Fixed(1000), who="you"), GainLP(Fixed(1500)))
MEND = _spell(2, "HX Mend First", GainLP(Fixed(1500)), Damage(Fixed(1000), who="you"))
BACKFIRE = _spell(3, "HX Backfire", Damage(Fixed(1000), who="opp"),
                  Damage(Fixed(1000), who="you"))
EVEN = _spell(4, "HX Even Score", GainLP(Fixed(1000)), Damage(LPDifference(), who="opp"))
TAX = hx_card(968_100_005, "HX Draw Tax", TRAP, Effect(
    kind="trap", trigger=OnNormalDraw(), ops=(Damage(Fixed(1000), who="opp"),)))
DOOM = hx_card(968_100_006, "HX Draw Doom", TRAP, Effect(
    kind="trap", trigger=OnNormalDraw(), ops=(Damage(Fixed(1000), who="both"),)))
LONG = _spell(7, "HX Long Letter", Damage(Fixed(500), who="opp"), Draw(2),
              Damage(Fixed(1000), who="opp"))
GIFT = _spell(8, "HX Gift of Letters", GainLP(Fixed(100)), Draw(2, who="opp"))
DESPERATE = hx_card(968_100_009, "HX Desperate Draw", TRAP, Effect(
    kind="trap", trigger=OnAttack(), ops=(GainLP(Fixed(500)), Draw(2))))
VICTORY = _spell(10, "HX Victory Scroll",
                 Then((WinDuel(),), condition=Count(Sel(where=("gy",)), low=10)))
PYRRHIC = _spell(11, "HX Pyrrhic Scroll", Damage(Fixed(1000), who="you"), WinDuel())
PACT = _spell(12, "HX Doom Pact", Damage(Fixed(1000), who="both"), WinDuel())
LAUGH = hx_card(968_100_013, "HX Last Laugh", TRAP, Effect(
    kind="trap", trigger=OnAttack(direct=True), conds=(LPLower(),), ops=(WinDuel(),)))
SHARED = _spell(14, "HX Shared Gift", Draw(1, who="both"))
TOLL_GUARD = hx_card(968_100_015, "HX Toll Guard", TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(Sel(where=("hand",)), low=2, high=2),),
    ops=(NegateAttack(),)))
QUICK = _spell(16, "HX Quick Letter", Draw(1))
STAND = _spell(17, "HX Stand Down", PlayerGrant(Sel(), MOD_NO_ATTACK, who="opp",
                                                duration=OPP_TURN, phrase="cannot attack"))
IRON = _spell(18, "HX Iron Wall", Modify(Sel(who="you", face="up"), stat="def",
                                         amount=Fixed(1000), duration=OPP_TURN))
WEAKEN = _spell(19, "HX Long Weakness", Modify(Sel(who="opp", face="up"), amount=Fixed(1000),
                                               sign=-1, duration=OPP_TURN))

DIG = _spell(33, "HX Deep Dig", Mill(2), Draw(1))

HX_CARDS = [DIG, BLOOD, MEND, BACKFIRE, EVEN, TAX, DOOM, LONG, GIFT, DESPERATE, VICTORY, PYRRHIC,
            PACT, LAUGH, SHARED, TOLL_GUARD, QUICK, STAND, IRON, WEAKEN]
POOL = BASE_POOL.merged(HX_CARDS)  # type: ignore[arg-type]


def n(card: object) -> str:
    return card.name  # type: ignore[attr-defined,no-any-return]


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def cast(duel: Duel, card: object, zone: str = "s0", **kw: object) -> None:
    """The turn player activates Spell `card` from the hand and answers its questions."""
    play(duel, n(card), zone=zone, **kw)  # type: ignore[arg-type]


def over(duel: Duel, winner: int | None) -> None:
    assert duel.is_over, duel.request
    assert duel.result.winner == winner, duel.result
    assert duel.legal_actions() == [] and duel.current_player is None


# ============================================================ LP order in one effect
def test_hx_279_self_damage_then_gain_ends_the_duel_before_the_gain() -> None:
    """HX-279 (R-WIN-1, R-REQ-2): "HX Blood Price" (Normal Spell): Requirement: none.
    Effect: you take 1000 damage, then you gain 1500 LP. "HX Mend First": the same two
    parts in the other order (gain 1500, then take 1000).
    (a) P1 turn 3 at 1000 LP activates HX Blood Price: P1's LP become 0 at the damage
    and P1 loses at once; the gain is never applied (LP 0, not 1500): P2 wins.
    (b) P1 at 1000 LP activates HX Mend First: 2500, then 1500; the duel goes on.
    (c) P1 at 1001 LP activates HX Blood Price: 1, then 1501; the duel goes on."""
    a = build(p0=Side(lp=1000, hand=[n(BLOOD)]))
    do(a, f"activate {find(a, n(BLOOD), 0, 'hand')} s0")
    assert a.lp == [0, 8000]
    over(a, 1)
    b = build(p0=Side(lp=1000, hand=[n(MEND)]))
    cast(b, MEND)
    assert b.lp == [1500, 8000] and not b.is_over
    assert b.request.kind == "main" and b.current_player == 0
    c = build(p0=Side(lp=1001, hand=[n(BLOOD)]))
    cast(c, BLOOD)
    assert c.lp == [1501, 8000] and not c.is_over


def test_hx_280_opponent_then_self_damage_is_not_simultaneous() -> None:
    """HX-280 (R-WIN-1, R-WIN-3): "HX Backfire" (Normal Spell): Requirement: none.
    Effect: your opponent takes 1000 damage, then you take 1000 damage. FX-BURN-BOTH:
    each player takes 1000 damage at the same time.
    (a) P1 turn 3 and P2 both at 1000 LP; P1 activates HX Backfire: P2 reaches 0 first
    and loses at once; nothing further is processed, so P1 keeps 1000 LP and wins (it
    is not a draw). (b) The same LP with FX-BURN-BOTH: both reach 0 from one event: a
    draw. (c) P1 at 1000, P2 at 2000 with HX Backfire: P2 1000, then P1 0: P2 wins."""
    a = build(p0=Side(lp=1000, hand=[n(BACKFIRE)]), p1=Side(lp=1000))
    do(a, f"activate {find(a, n(BACKFIRE), 0, 'hand')} s0")
    assert a.lp == [1000, 0]
    over(a, 0)
    b = build(p0=Side(lp=1000, hand=["FX-BURN-BOTH"]), p1=Side(lp=1000))
    do(b, f"activate {find(b, 'FX-BURN-BOTH', 0, 'hand')} s0")
    assert b.lp == [0, 0]
    over(b, None)
    c = build(p0=Side(lp=1000, hand=[n(BACKFIRE)]), p1=Side(lp=2000))
    do(c, f"activate {find(c, n(BACKFIRE), 0, 'hand')} s0")
    assert c.lp == [0, 1000]
    over(c, 1)


def test_hx_281_an_lp_difference_is_read_after_the_earlier_gain() -> None:
    """HX-281 (R-REQ-2, R-WIN-1): "HX Even Score" (Normal Spell): Requirement: none.
    Effect: you gain 1000 LP, then your opponent takes damage equal to the difference
    between both players' LP (read when that part applies, after the gain).
    (a) P1 7000, P2 8000: P1 8000, difference 0: P2 stays at 8000.
    (b) P1 8000, P2 5000: P1 9000, difference 4000: P2 1000.
    (c) P1 8000, P2 4500: P1 9000, difference 4500: P2 0 and P1 wins."""
    a = build(p0=Side(lp=7000, hand=[n(EVEN)]))
    cast(a, EVEN)
    assert a.lp == [8000, 8000] and not a.is_over
    b = build(p0=Side(hand=[n(EVEN)]), p1=Side(lp=5000))
    cast(b, EVEN)
    assert b.lp == [9000, 1000] and not b.is_over
    c = build(p0=Side(hand=[n(EVEN)]), p1=Side(lp=4500))
    do(c, f"activate {find(c, n(EVEN), 0, 'hand')} s0")
    assert c.lp == [9000, 0]
    over(c, 0)


# ============================================================ the normal draw and LP 0
def test_hx_282_a_trap_on_the_normal_draw_can_end_the_duel_in_the_draw_phase() -> None:
    """HX-282 (R-DRAW-4, R-WIN-1, R-WIN-2, R-WIN-3, R-TRAP-5): "HX Draw Tax" (Trap):
    Requirement: your opponent draws for their normal draw. Effect: your opponent takes
    1000 damage. "HX Draw Doom": the same, but each player takes 1000 damage at once.
    (a) P1 turn 3 has HX Draw Tax Set earlier; P2 at 1000 LP holds 3 cards. P1 ends the
    turn. P2 draws 2 (hand 5); then the window opens and P1 activates the Trap: P2 0,
    P2 loses in its own Draw Phase of turn 4 (P1 wins).
    (b) As (a), but P2's Deck holds 1 card: P2 cannot draw the 2 it needs and loses at
    the draw: no window opens, the Trap stays Set and P2 keeps 1000 LP.
    (c) HX Draw Doom instead, P1 and P2 both at 1000 LP: both reach 0 at once: a draw."""
    a = build(p0=Side(spells=[(n(TAX), SET)]), p1=Side(lp=1000, hand=["V2-500"] * 3))
    do(a, "end")
    assert a.turn == 4 and a.tp == 1 and len(a.hand[1]) == 5
    window_for(a, 0)
    assert offered(a) == {find(a, n(TAX))}
    trap(a, n(TAX))
    assert a.lp == [8000, 0] and a.turn == 4 and a.phase == "draw"
    over(a, 0)
    b = build(p0=Side(spells=[(n(TAX), SET)]),
              p1=Side(lp=1000, hand=["V2-500"] * 3, deck=["V1-100"]))
    do(b, "end")
    assert b.turn == 4 and b.lp == [8000, 1000]
    over(b, 0)
    assert names(b, 0, "szone")[0] == n(TAX)
    c = build(p0=Side(lp=1000, spells=[(n(DOOM), SET)]), p1=Side(lp=1000, hand=["V2-500"] * 3))
    do(c, "end")
    window_for(c, 0)
    trap(c, n(DOOM))
    assert c.lp == [0, 0]
    over(c, None)


# ============================================================ draws by effects, short Decks
def test_hx_283_a_failed_draw_in_the_middle_of_an_effect_ends_it_there() -> None:
    """HX-283 (R-WIN-2, R-WIN-1, R-WIN-3, R-REQ-2): "HX Long Letter" (Normal Spell):
    Requirement: none. Effect: your opponent takes 500 damage, then you draw 2 cards,
    then your opponent takes 1000 damage.
    (a) P1 turn 3, Deck 1 card; P2 at 1500: P2 1000; P1 must draw 2 and cannot: P1
    loses there; the last 1000 damage is never dealt (P2 keeps 1000, not a draw).
    (b) P1's Deck 2 cards, P2 at 1500: P2 1000, P1 draws both (Deck 0, no loss), P2 0:
    P1 wins. (c) P1's Deck empty, P2 at 500: P2 reaches 0 at the first part and loses
    at once; the draw is never required, so P1 wins."""
    a = build(p0=Side(hand=[n(LONG)], deck=["V2-500"]), p1=Side(lp=1500))
    do(a, f"activate {find(a, n(LONG), 0, 'hand')} s0")
    assert a.lp == [8000, 1000]
    over(a, 1)
    b = build(p0=Side(hand=[n(LONG)], deck=["V2-500", "V4-1600"]), p1=Side(lp=1500))
    do(b, f"activate {find(b, n(LONG), 0, 'hand')} s0")
    assert b.lp == [8000, 0] and b.deck[0] == []
    assert sorted(names(b, 0, "hand")) == ["V2-500", "V4-1600"]
    over(b, 0)
    c = build(p0=Side(hand=[n(LONG)], deck=[]), p1=Side(lp=500))
    do(c, f"activate {find(c, n(LONG), 0, 'hand')} s0")
    assert c.lp == [8000, 0]
    over(c, 0)


def test_hx_284_an_effect_that_makes_the_opponent_draw_can_deck_them_out() -> None:
    """HX-284 (R-WIN-2, R-DRAW-1, R-DRAW-3): "HX Gift of Letters" (Normal Spell):
    Requirement: none. Effect: you gain 100 LP, then your opponent draws 2 cards.
    (a) P1 turn 3; P2's Deck holds 1 card: P2 must draw 2 and cannot: P2 loses (in P1's
    turn) and P1 wins at 8100 LP.
    (b) P2's Deck holds 2 cards, P2 holds 3: P2 draws both (hand 5, Deck 0); an empty
    Deck is no loss. P1 ends the turn: P2, holding 5, must draw 1 in its turn-4 Draw
    Phase and loses there."""
    a = build(p0=Side(hand=[n(GIFT)]), p1=Side(deck=["V1-100"]))
    do(a, f"activate {find(a, n(GIFT), 0, 'hand')} s0")
    assert a.lp == [8100, 8000] and a.turn == 3
    over(a, 0)
    b = build(p0=Side(hand=[n(GIFT)]), p1=Side(hand=["V2-500"] * 3, deck=["V1-100", "V4-0"]))
    cast(b, GIFT)
    assert not b.is_over and b.deck[1] == [] and len(b.hand[1]) == 5
    assert b.request.kind == "main" and b.current_player == 0
    do(b, "end")
    assert b.turn == 4
    over(b, 0)


def test_hx_285_the_defenders_trap_draw_decks_it_out_during_the_attack() -> None:
    """HX-285 (R-WIN-2, R-TRAP-5, R-BATTLE-4, R-WIN-1): "HX Desperate Draw" (Trap):
    Requirement: an opponent's monster declares an attack. Effect: you gain 500 LP, then
    you draw 2 cards.
    Setup: P1 turn 3: Blue-Eyes White Dragon (3000) attacks P2's V4-1600. P2 has HX
    Desperate Draw Set earlier. (a) P2's Deck holds 1 card. (b) P2's Deck holds 2 (P1
    also controls V1-100, so P1's Battle Phase goes on after the attack).
    Expected: (a) P2 gains 500 (8500), then cannot draw 2 and loses in P1's turn: the
    battle never reaches the Damage Step (V4-1600 stays, P2 8500). (b) P2 draws both,
    the duel goes on: V4-1600 is destroyed and P2 takes 1400 (7100)."""
    a = build(p0=Side(monsters=[(BEWD, ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(n(DESPERATE), SET)],
                      deck=["V1-100"]))
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    trap(a, n(DESPERATE))
    assert a.lp == [8000, 8500] and names(a, 1, "mzone")[0] == "V4-1600"
    over(a, 0)
    b = build(p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)], spells=[(n(DESPERATE), SET)],
                      deck=["V1-100", "V2-500"]))
    attack(b, BEWD, "V4-1600")
    window_for(b, 1)
    trap(b, n(DESPERATE))
    settle(b)
    assert not b.is_over and b.deck[1] == []
    assert b.lp == [8000, 7100] and "V4-1600" in names(b, 1, "gy")


# ============================================================ a card's own win condition
def test_hx_286_a_win_condition_is_read_when_it_applies() -> None:
    """HX-286 (R-WIN-4, R-SPELL-3): "HX Victory Scroll" (Normal Spell): Requirement:
    none. Effect: then, if there are 10 or more cards in your GY, you win the duel.
    Setup: P1 turn 3; GY: 9 cards; hand: two HX Victory Scroll.
    Expected: the first copy finds 9 cards (it is itself still on the field while it
    resolves): nothing happens, and it then goes to the GY (10 cards). The second copy
    finds 10: P1 wins the duel at once, with both players still at 8000 LP."""
    duel = build(p0=Side(hand=[n(VICTORY), n(VICTORY)], gy=["V1-100"] * 9))
    cast(duel, VICTORY)
    assert not duel.is_over and len(duel.gy[0]) == 10
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"activate {find(duel, n(VICTORY), 0, 'hand')} s0")
    assert duel.lp == [8000, 8000]
    over(duel, 0)


def test_hx_287_lp_zero_before_the_win_clause_decides_the_duel() -> None:
    """HX-287 (R-WIN-4, R-WIN-1, R-WIN-3): "HX Pyrrhic Scroll" (Normal Spell):
    Requirement: none. Effect: you take 1000 damage, then you win the duel. "HX Doom
    Pact": each player takes 1000 damage, then you win the duel.
    (a) P1 at 1000 activates HX Pyrrhic Scroll: P1's LP become 0 first and P1 loses at
    once; the win clause is never reached: P2 wins.
    (b) P1 at 1500: 500 LP, then P1 wins.
    (c) P1 and P2 at 1000 activate HX Doom Pact: both reach 0 at the same moment: the
    duel is a draw, and the win clause is never reached.
    (d) P1 at 1000, P2 at 2000, HX Doom Pact: P1 0 (P2 1000): P2 wins."""
    a = build(p0=Side(lp=1000, hand=[n(PYRRHIC)]))
    do(a, f"activate {find(a, n(PYRRHIC), 0, 'hand')} s0")
    assert a.lp == [0, 8000]
    over(a, 1)
    b = build(p0=Side(lp=1500, hand=[n(PYRRHIC)]))
    do(b, f"activate {find(b, n(PYRRHIC), 0, 'hand')} s0")
    assert b.lp == [500, 8000]
    over(b, 0)
    c = build(p0=Side(lp=1000, hand=[n(PACT)]), p1=Side(lp=1000))
    do(c, f"activate {find(c, n(PACT), 0, 'hand')} s0")
    assert c.lp == [0, 0]
    over(c, None)
    d = build(p0=Side(lp=1000, hand=[n(PACT)]), p1=Side(lp=2000))
    do(d, f"activate {find(d, n(PACT), 0, 'hand')} s0")
    assert d.lp == [0, 1000]
    over(d, 1)


def test_hx_288_the_non_turn_player_wins_by_its_trap_in_the_attack_window() -> None:
    """HX-288 (R-WIN-4, R-TRAP-4, R-TRAP-5, R-BATTLE-3, R-CALC-6): "HX Last Laugh"
    (Trap): Requirement: an opponent's monster declares a direct attack, and your LP are
    lower than your opponent's. Effect: you win the duel.
    Setup: P1 turn 3 (8000 LP), Battle Phase: Blue-Eyes White Dragon. P2 has HX Last
    Laugh Set earlier.
    (a) P2 at 3000 LP, no monsters: Blue-Eyes attacks directly; P2 is offered the Trap
    and wins the duel in P1's turn, before any damage (P2 3000).
    (b) P2 at 8000 (not lower): the Trap is not offered: P2 takes 3000 (5000).
    (c) P2 at 3000 controls V4-1600: Blue-Eyes attacks it (not a direct attack): no
    Trap; V4-1600 is destroyed, P2 1600."""
    a = build(p0=Side(monsters=[(BEWD, ATK)]), p1=Side(lp=3000, spells=[(n(LAUGH), SET)]))
    attack(a, BEWD)
    window_for(a, 1)
    assert offered(a) == {find(a, n(LAUGH))}
    trap(a, n(LAUGH))
    assert a.lp == [8000, 3000]
    over(a, 1)
    b = build(p0=Side(monsters=[(BEWD, ATK)]), p1=Side(spells=[(n(LAUGH), SET)]))
    attack(b, BEWD)
    assert not b.is_over and b.lp == [8000, 5000]
    assert names(b, 1, "szone")[0] == n(LAUGH)
    c = build(p0=Side(monsters=[(BEWD, ATK)]),
              p1=Side(lp=3000, monsters=[("V4-1600", ATK)], spells=[(n(LAUGH), SET)]))
    attack(c, BEWD, "V4-1600")
    assert not c.is_over and c.lp == [8000, 1600] and "V4-1600" in names(c, 1, "gy")


# ============================================================ the draw-to-five count
def test_hx_289_an_effect_draw_in_the_opponents_turn_counts_for_the_next_draw() -> None:
    """HX-289 (R-DRAW-1, R-DRAW-3, R-END-1): "HX Shared Gift" (Normal Spell):
    Requirement: none. Effect: each player draws 1 card.
    Setup: P2's turn 4, Main Phase. P2's hand: HX Shared Gift. (a) P1 holds 4 cards.
    (b) P1 holds 3 cards.
    Actions: P2 activates HX Shared Gift; P2 ends the turn; P1's turn 5 Draw Phase.
    Expected: (a) P1 holds 5 at the start of its Draw Phase and draws exactly 1 (hand
    6; its Deck 2 smaller in all). (b) P1 holds 4 and draws 1 (hand 5)."""
    for held, after in ((4, 6), (3, 5)):
        duel = build(turn=4, tp=1, p0=Side(hand=["V2-500"] * held), p1=Side(hand=[n(SHARED)]))
        deck = len(duel.deck[0])
        cast(duel, SHARED)
        assert len(duel.hand[0]) == held + 1 and names(duel, 1, "hand") == ["V1-100"]
        do(duel, "end")
        assert duel.turn == 5 and duel.tp == 0
        assert len(duel.hand[0]) == after and len(duel.deck[0]) == deck - 2


def test_hx_290_hand_cards_paid_for_a_trap_in_the_opponents_turn_are_drawn_back() -> None:
    """HX-290 (R-DRAW-1, R-TRAP-9, R-BATTLE-5, R-TRAP-2): "HX Toll Guard" (Trap):
    Requirement: an opponent's monster declares an attack; send 2 cards from your hand
    to the GY. Effect: negate the attack.
    Setup: P2's turn 4, Battle Phase: V4-1800 (since turn 2). P1 controls V4-1600, holds
    5 cards (3 V1-100, 2 V2-500) and has HX Toll Guard Set on turn 3.
    Actions: V4-1800 attacks V4-1600; P1 activates the Trap, paying with both V2-500;
    turn 5.
    Expected: the attack is negated: no damage, both monsters stay. P1 holds 3 cards at
    the start of its turn-5 Draw Phase, so it draws 2 (hand 5)."""
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(hand=["V1-100"] * 3 + ["V2-500"] * 2, monsters=[("V4-1600", ATK)],
                         spells=[(n(TOLL_GUARD), SET, 3)]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    deck = len(duel.deck[0])
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, n(TOLL_GUARD))}
    trap(duel, n(TOLL_GUARD))
    answer(duel, picks=(find(duel, "V2-500", 0, "hand", 0), find(duel, "V2-500", 0, "hand", 1)))
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-1600" and names(duel, 1, "mzone")[0] == "V4-1800"
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V2-500", n(TOLL_GUARD)])
    to_turn(duel, 5)
    assert len(duel.hand[0]) == 5 and len(duel.deck[0]) == deck - 2


def test_hx_291_a_trap_set_on_turn_1_answers_the_second_players_draw_only() -> None:
    """HX-291 (R-TURN-3, R-TRAP-2, R-DRAW-1, R-DRAW-4, R-TRAP-3, R-BATTLE-1):
    FX-DRAW-WATCH (Trap): when your opponent draws for their normal draw: you gain 500.
    "HX Quick Letter" (Normal Spell): Requirement: none. Effect: draw 1 card.
    Setup: P1's turn 1, Main Phase: hand two FX-DRAW-WATCH, V4-1600, V1-100. P2 holds 4
    cards, one of them HX Quick Letter.
    Actions: P1 Sets both Traps, Normal Summons V4-1600, tries the Battle Phase, ends the
    turn. Turn 2: P2 draws; P1 activates one Trap; P2 activates HX Quick Letter.
    Expected: no Battle Phase on turn 1. P2 draws 1 (hand 5). One window follows the
    whole draw: both Traps are offered to P1 (Set on an earlier turn) and only one may
    be used (8500). HX Quick Letter's draw is not a normal draw: the other Trap is not
    offered and stays Set. P2 (hand 5) may enter the Battle Phase on turn 2."""
    duel = build(turn=1, p0=Side(hand=[WATCH, WATCH, "V4-1600", "V1-100"]),
                 p1=Side(hand=["V1-100"] * 3 + [n(QUICK)]))
    do(duel, f"set {find(duel, WATCH, 0, 'hand', 0)} s0")
    do(duel, f"set {find(duel, WATCH, 0, 'hand', 0)} s1")
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1 and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {find(duel, WATCH, 0, "szone", 0), find(duel, WATCH, 0, "szone", 1)}
    do(duel, f"activate {find(duel, WATCH, 0, 'szone', 0)}")
    assert duel.lp == [8500, 8000]
    assert duel.request.kind == "main" and duel.current_player == 1
    cast(duel, QUICK)
    assert duel.request.kind == "main" and duel.current_player == 1
    assert len(duel.hand[1]) == 5 and duel.lp == [8500, 8000]
    assert names(duel, 0, "szone").count(WATCH) == 1
    assert Action("battle") in duel.legal_actions()


# ============================================================ the first turn
def test_hx_292_first_turn_effects_are_allowed_but_no_battle_and_no_change() -> None:
    """HX-292 (R-SETUP-10, R-TURN-3, R-DRAW-1, R-EFF-2, R-EFF-3, R-POS-1, R-CALC-2):
    FX-PINGER (Level 4, 1500/1000): Requirement: none. Effect: the opponent takes 300.
    Setup: a new duel, both Main Decks 40 FX-PINGER, P1 first.
    Actions: turn 1: P1 Normal Summons FX-PINGER and activates it; tries it again, a
    position change and the Battle Phase; ends. Turn 2: P2 does the same, then attacks
    P1's FX-PINGER with its own. Turn 3.
    Expected: 8000 LP each; P1 holds 5 cards on turn 1 (4 + its draw), P2 4. P1's effect
    is legal on turn 1 (P2 7700); the second activation, the position change (it arrived
    this turn) and the Battle Phase are refused. On turn 2 P2 holds 5, its effect takes
    P1 to 7700, and its Battle Phase is allowed: 1500 vs 1500 destroys both, no damage.
    On turn 3 P1 (4 cards) draws 1."""
    deck = ((code(PINGER),) * 40, ())
    duel = Duel.new(POOL, decks=(deck, deck), seed=5, first=0)
    assert duel.turn == 1 and duel.tp == 0 and duel.lp == [8000, 8000]
    assert len(duel.hand[0]) == 5 and len(duel.hand[1]) == 4
    do(duel, f"summon {find(duel, PINGER, 0, 'hand')} z0")
    mine = find(duel, PINGER, 0, "mzone")
    do(duel, f"activate {mine}")
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {mine}")
    refused(duel, f"position {mine} def")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and len(duel.hand[1]) == 5
    do(duel, f"summon {find(duel, PINGER, 1, 'hand')} z0")
    do(duel, f"activate {find(duel, PINGER, 1, 'mzone')}")
    assert duel.lp == [7700, 7700]
    attack(duel, PINGER, PINGER)
    assert duel.lp == [7700, 7700]
    assert names(duel, 0, "gy") == [PINGER] and names(duel, 1, "gy") == [PINGER]
    to_turn(duel, 3)
    assert len(duel.hand[0]) == 5


def test_hx_293_a_ban_cast_on_turn_1_binds_the_opponents_turn_2_only() -> None:
    """HX-293 (R-TURN-3, R-EFF-6, R-END-1, R-BATTLE-2, R-BATTLE-1): "HX Stand Down"
    (Normal Spell): Requirement: none. Effect: your opponent's monsters cannot attack
    until the end of your opponent's next turn.
    Setup: P1's turn 1; hand: HX Stand Down, V4-1600, V1-100. P2's hand: V4-1800 and 3
    V1-100.
    Actions: P1 Normal Summons V4-1600 and activates HX Stand Down; turn 2: P2 Normal
    Summons V4-1800 and enters the Battle Phase; turn 3: P1 looks at its attacks and
    ends; turn 4: P2's V4-1800 attacks V4-1600.
    Expected: on turn 2 the monster P2 summoned after the Spell cannot attack either:
    the Battle Phase offers nothing and the turn passes (LP unchanged). The Spell binds
    only P2: on turn 3 P1's V4-1600 may attack. It ended with turn 2: on turn 4
    V4-1800 destroys V4-1600 (P1 7800)."""
    duel = build(turn=1, p0=Side(hand=[n(STAND), "V4-1600", "V1-100"]),
                 p1=Side(hand=["V4-1800"] + ["V1-100"] * 3))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    cast(duel, STAND)
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]
    to_turn(duel, 3)
    assert duel.lp == [8000, 8000]
    do(duel, "battle")
    assert [a for a in duel.legal_actions() if a.kind == "attack"]
    to_turn(duel, 4)
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [n(STAND), "V4-1600"]


# ============================================================ durations past the turn
def test_hx_294_until_the_opponents_next_turn_outlives_this_end_phase() -> None:
    """HX-294 (R-END-1, R-EFF-6, R-CALC-4, R-CALC-1): "HX Iron Wall" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control gains 1000 DEF until the
    end of your opponent's next turn. "HX Long Weakness": 1 face-up monster your
    opponent controls loses 1000 ATK until the end of your opponent's next turn.
    Setup: P1 turn 3: face-up Defense V4-WALL (DEF 2000, since turn 1); hand: both
    Spells. P2 controls V5-2300 and V4-1800 (since turn 2).
    Actions: HX Iron Wall on V4-WALL; HX Long Weakness on V4-1800; end; in turn 4
    V5-2300 attacks V4-WALL; P2 ends; turn 5.
    Expected: neither change lasts only "this turn": in turn 4 V4-WALL has DEF 3000 and
    V4-1800 800 ATK; 2300 < 3000: P2 takes 700 (7300), V4-WALL stays. In turn 5 both
    are back (DEF 2000, ATK 1800)."""
    duel = build(p0=Side(hand=[n(IRON), n(WEAKEN)], monsters=[("V4-WALL", DEF)]),
                 p1=Side(monsters=[("V5-2300", ATK, 2), ("V4-1800", ATK, 2)]))
    cast(duel, IRON)
    assert duel.defense(at(duel, "V4-WALL")) == 3000
    cast(duel, WEAKEN, zone="s0", picks=(find(duel, "V4-1800", 1, "mzone"),))
    assert duel.atk(at(duel, "V4-1800", 1)) == 800
    to_turn(duel, 4)
    assert duel.defense(at(duel, "V4-WALL", 0)) == 3000
    assert duel.atk(at(duel, "V4-1800", 1)) == 800
    assert duel.atk(at(duel, "V5-2300", 1)) == 2300
    attack(duel, "V5-2300", "V4-WALL")
    assert duel.lp == [8000, 7300] and names(duel, 0, "mzone")[0] == "V4-WALL"
    do(duel, "end")
    assert duel.turn == 5
    assert duel.defense(at(duel, "V4-WALL", 0)) == 2000
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800


def test_hx_313_a_lasting_gain_does_not_follow_a_monster_that_left_and_returned() -> None:
    """HX-313 (R-EFF-4, R-EFF-6, R-END-1, R-CALC-4): HX Iron Wall (HX-294): 1 face-up
    monster you control gains 1000 DEF until the end of your opponent's next turn.
    FX-RECALL: return 1 face-up monster you control to the hand.
    Setup: P1 turn 3: face-up Defense V4-WALL (since turn 1) and V4-1400; hand: HX Iron
    Wall, FX-RECALL, V1-100. P2 controls V5-2300 (since turn 2).
    Actions: HX Iron Wall on V4-WALL (3000); FX-RECALL returns V4-WALL; P1 Sets it
    again; turn 4: V5-2300 attacks the face-down V4-WALL.
    Expected: the returned V4-WALL is a new monster: the gain stayed with the old one.
    Turned face-up by the attack it has DEF 2000: 2300 > 2000, it is destroyed, no
    damage."""
    duel = build(p0=Side(hand=[n(IRON), "FX-RECALL", "V1-100"],
                         monsters=[("V4-WALL", DEF), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V5-2300", ATK, 2)]))
    wall = find(duel, "V4-WALL", 0, "mzone")
    cast(duel, IRON, picks=(wall,))
    assert duel.defense(duel.inst(wall)) == 3000
    play(duel, "FX-RECALL", zone="s0", picks=(wall,))
    assert "V4-WALL" in names(duel, 0, "hand")
    do(duel, f"set {find(duel, 'V4-WALL', 0, 'hand')} z0")
    to_turn(duel, 4)
    attack(duel, "V5-2300", "V4-WALL")
    assert duel.lp == [8000, 8000] and "V4-WALL" in names(duel, 0, "gy")


def test_hx_314_an_effect_that_mills_its_own_deck_then_draws_can_deck_out() -> None:
    """HX-314 (R-WIN-2, R-REQ-2, R-DRAW-3): "HX Deep Dig" (Normal Spell): Requirement:
    none. Effect: send the top 2 cards of your Deck to the GY, then draw 1 card.
    (a) P1 turn 3, Deck 2 cards: both are sent; the draw of 1 then finds an empty Deck:
    P1 loses (P2 wins). (b) Deck 3 cards: 2 sent, the third drawn (Deck 0): no loss,
    P1 goes on."""
    a = build(p0=Side(hand=[n(DIG)], deck=["V2-500", "V4-1600"]))
    events = do(a, f"activate {find(a, n(DIG), 0, 'hand')} s0")
    assert len(moves(events, "deck", "gy")) == 2
    over(a, 1)
    b = build(p0=Side(hand=[n(DIG)], deck=["V2-500", "V4-1600", "V4-1800"]))
    cast(b, DIG)
    assert not b.is_over and b.deck[0] == [] and names(b, 0, "hand") == ["V4-1800"]
    assert sorted(names(b, 0, "gy")) == sorted(["V2-500", "V4-1600", n(DIG)])
