"""Held-out style conformance scenarios HX-295..HX-312 (HX-279..HX-294, HX-313 and
HX-314 are in test_heldout_turns_wins9.py), written like SC-01..SC-30 of RULES.md section 19: turn
flow where positions, durations and Deck-outs meet card effects. Face-down monsters
turned face-up by an effect (not a summon, not a manual change, R-POS-3/4), manual
changes before and after effect changes (R-POS-1), a position change paid as a cost,
once per turn after a monster went face-down (R-EFF-4), an empty Deck that is refilled
or left empty until the next draw (R-WIN-2), "this turn" changes that end before the
opponent's Draw Phase (R-END-1, R-DRAW-4) and the first turn (R-TURN-3). Every
expectation comes from RULES.md alone.

Small throwaway cards (codes 968100020.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import OnNormalDraw, OnSpell, OnSummon
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster03b import ChangeThisPosition
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    AtkOf,
    ChangePosition,
    Damage,
    Fixed,
    Mark,
    Mill,
    Modify,
    SpecialSummon,
    ToDeck,
)
from rushdesk.engine.effects.script import Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    ENCOUNTER,
    FLIPDOWN,
    GUARD_POS,
    MIRROR,
    REX,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_monster,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused, settle
from .test_heldout_turns_wins9 import _spell, cast, n

SPELL = CardType.SPELL
TRAP = CardType.TRAP
PINGER = "FX-PINGER"
RECALL = "FX-RECALL"


def _trap(n: int, name: str, trigger: object, *ops: object) -> object:
    return hx_card(968_100_000 + n, name, TRAP,
                   Effect(kind="trap", trigger=trigger, ops=ops))  # type: ignore[arg-type]


REVEAL = _spell(20, "HX Reveal Light", ChangePosition(Sel(who="you", face="down"), to="atk"))
RALLY = _spell(21, "HX Rally Call",
               ChangePosition(Sel(who="you", face="up", pos="def"), to="atk"))
SLEEP = _trap(22, "HX Sleep Trap", OnSummon(kinds=("summon",)),
              ChangePosition(Sel(who="opp", face="up"), to="set"))
DANCER = hx_monster(968_100_023, "HX Stance Dancer", Effect(
    costs=(ChangeThisPosition(),), ops=(Damage(Fixed(300)),)), atk=1400, dfn=1600)
BURNER = _spell(24, "HX Page Burner", Mill(3, who="opp"))
RECYCLE = _trap(25, "HX Recycle Trap", OnSpell(), ToDeck(Sel(where=("gy",)), low=3, high=3))
FLARE = _spell(26, "HX Dawn Flare", ChangePosition(Sel(who="any", face="down"), to="def"))
SURGE = _spell(27, "HX Brief Surge", Modify(Sel(who="you", face="up"), amount=Fixed(1000)))
CHILL = _trap(28, "HX Morning Chill", OnNormalDraw(),
              Modify(Sel(who="opp", face="up"), high=ALL, amount=Fixed(500), sign=-1))
STONE = _spell(29, "HX Stone Guard", Modify(Sel(who="you", face="up"), stat="def",
                                            amount=Fixed(1000), duration=OPP_TURN))
VOLLEY = _trap(30, "HX Dawn Volley", OnNormalDraw(),
               Mark(Sel(who="you", face="up"), save="chosen"), Damage(AtkOf("chosen")))
SHREDDER = _trap(31, "HX Dawn Shredder", OnNormalDraw(), Mill(2, who="opp"))
AMBUSH = _trap(32, "HX Dawn Ambush", OnNormalDraw(),
               SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4), position="atk"))

HX_CARDS = [REVEAL, RALLY, SLEEP, DANCER, BURNER, RECYCLE, FLARE, SURGE, CHILL, STONE, VOLLEY,
            SHREDDER, AMBUSH]
POOL = BASE_POOL.merged(HX_CARDS)  # type: ignore[arg-type]


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def in_main(duel: Duel, p: int) -> None:
    assert duel.request is not None and duel.request.kind == "main", duel.request
    assert duel.current_player == p


def positions(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "position"}


# ============================================================ flips by effects
def test_hx_295_a_set_monster_turned_face_up_by_a_spell_is_not_summoned() -> None:
    """HX-295 (R-POS-3, R-POS-4, R-POS-1, R-MAIN-2, R-EFF-2, R-TRAP-5): "HX Reveal
    Light" (Normal Spell): Requirement: none. Effect: change 1 face-down monster you
    control to face-up Attack Position.
    Setup: P1 turn 3; hand: FX-PINGER, HX Reveal Light, V1-100. P2 has Trap Hole (Rush)
    and Dragon Encounter Set earlier; P2's hand: Blue-Eyes White Dragon.
    Actions: P1 Sets FX-PINGER; activates HX Reveal Light on it; activates FX-PINGER;
    tries to change its position by hand. Turn 5.
    Expected: neither the Set nor the flip is a summon: no Trap is offered after either
    (both stay Set). Face-up, FX-PINGER may use its effect (P2 7700). It arrived this
    turn, so its manual change is refused; on turn 5 it may change to Defense."""
    duel = build(p0=Side(hand=[PINGER, n(REVEAL), "V1-100"]),
                 p1=Side(hand=[BEWD], spells=[(TRAP_HOLE, SET), (ENCOUNTER, SET)]))
    do(duel, f"set {find(duel, PINGER, 0, 'hand')} z0")
    in_main(duel, 0)
    cast(duel, REVEAL)
    pinger = find(duel, PINGER, 0, "mzone")
    assert duel.pos[duel.inst(pinger)] == ATK
    in_main(duel, 0)
    assert names(duel, 1, "szone") == [TRAP_HOLE, ENCOUNTER, ""]
    assert Action("activate", pinger) in duel.legal_actions()
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7700]
    refused(duel, f"position {pinger} def")
    to_turn(duel, 5)
    assert Action("position", pinger, pos=DEF) in duel.legal_actions()
    assert names(duel, 1, "szone")[:2] == [TRAP_HOLE, ENCOUNTER]


def test_hx_296_manual_and_effect_changes_do_not_count_against_each_other() -> None:
    """HX-296 (R-POS-1, R-POS-4, R-BATTLE-2, R-CALC-1): "HX Rally Call" (Normal Spell):
    Requirement: none. Effect: change 1 face-up Defense Position monster you control to
    face-up Attack Position. FX-GUARD-POS: change 1 face-up Attack Position monster on
    the field to face-up Defense Position.
    Setup: P1 turn 3: V4-1800 face-up Attack (since turn 1); P2 controls V4-1600.
    (a) P1 changes V4-1800 to Defense by hand, then HX Rally Call turns it back to
    Attack: legal (an effect changes positions whatever R-POS-1 says); a second manual
    change is refused; V4-1800 may attack: P2 7800.
    (b) FX-GUARD-POS first puts V4-1800 in Defense; its manual change back to Attack is
    still allowed (the effect's change was not manual); then no more; it attacks: 7800."""
    a = build(p0=Side(hand=[n(RALLY), "V1-100"], monsters=[("V4-1800", ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)]))
    v18 = find(a, "V4-1800", 0, "mzone")
    do(a, f"position {v18} def")
    refused(a, f"position {v18} atk")
    cast(a, RALLY)
    assert a.pos[a.inst(v18)] == ATK
    refused(a, f"position {v18} def")
    attack(a, "V4-1800", "V4-1600")
    assert a.lp == [8000, 7800] and names(a, 1, "gy") == ["V4-1600"]
    b = build(p0=Side(hand=[GUARD_POS, "V1-100"], monsters=[("V4-1800", ATK)]),
              p1=Side(monsters=[("V4-1600", ATK)]))
    v18 = find(b, "V4-1800", 0, "mzone")
    play(b, GUARD_POS, picks=(v18,))
    assert b.pos[b.inst(v18)] == DEF
    assert Action("position", v18, pos=ATK) in b.legal_actions()
    do(b, f"position {v18} atk")
    refused(b, f"position {v18} def")
    attack(b, "V4-1800", "V4-1600")
    assert b.lp == [8000, 7800]


def test_hx_297_turned_face_down_by_a_trap_then_flipped_by_hand_is_a_new_monster() -> None:
    """HX-297 (R-EFF-4, R-EFF-3, R-POS-1, R-POS-2, R-POS-3, R-TRAP-3, R-TRAP-5): "HX Sleep
    Trap" (Trap): Requirement: your opponent Normal Summons a monster. Effect: change 1
    face-up monster your opponent controls to face-down Defense Position.
    Setup: P1 turn 3: face-up FX-PINGER (since turn 1); hand: V4-1800, V1-100. P2 has HX
    Sleep Trap and Trap Hole (Rush) Set earlier.
    Actions: P1 activates FX-PINGER; Normal Summons V4-1800; P2 activates HX Sleep Trap on
    FX-PINGER; P1 tries FX-PINGER's effect and a Defense flip, flips it to face-up Attack
    by hand, activates it, tries a second manual change and a change of V4-1800.
    Expected: both Traps are offered for the summon; P2 uses one (Trap Hole stays Set,
    and is not offered again). Face-down, FX-PINGER can do nothing; by hand it may only
    go to face-up Attack, which is no summon (no Trap). Turned face-down and up again,
    it is a new monster: its effect is legal again (P2 7400). Then no second manual
    change; V4-1800 arrived this turn: no change."""
    duel = build(p0=Side(hand=["V4-1800", "V1-100"], monsters=[(PINGER, ATK)]),
                 p1=Side(spells=[(n(SLEEP), SET), (TRAP_HOLE, SET)]))
    pinger = find(duel, PINGER, 0, "mzone")
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7700]
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, n(SLEEP)), find(duel, TRAP_HOLE)}
    trap(duel, n(SLEEP))
    answer(duel, picks=(pinger,))
    assert duel.pos[duel.inst(pinger)] == SET
    in_main(duel, 0)
    refused(duel, f"activate {pinger}")
    refused(duel, f"position {pinger} def")
    do(duel, f"position {pinger} atk")
    in_main(duel, 0)
    assert names(duel, 1, "szone")[1] == TRAP_HOLE
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {pinger}")
    refused(duel, f"position {pinger} def")
    refused(duel, f"position {find(duel, 'V4-1800', 0, 'mzone')} def")


def test_hx_298_returned_set_and_flipped_by_a_spell_the_monster_is_new() -> None:
    """HX-298 (R-EFF-4, R-EFF-3, R-POS-1, R-POS-4, R-MAIN-2): HX Reveal Light (HX-295).
    Setup: P1 turn 3: face-up FX-PINGER (since turn 1); hand: FX-RECALL, HX Reveal
    Light, V1-100.
    Actions: activate FX-PINGER; try again; FX-RECALL returns it; Set it; try it;
    HX Reveal Light turns it face-up; activate it; try again; try a manual change.
    Expected: P2 7700, the second try refused; face-down it cannot activate; after the
    flip it is a new monster (it left the field): legal once more (P2 7400), then
    refused; it arrived this turn, so the manual change is refused."""
    duel = build(p0=Side(hand=[RECALL, n(REVEAL), "V1-100"], monsters=[(PINGER, ATK)]))
    first = find(duel, PINGER, 0, "mzone")
    do(duel, f"activate {first}")
    refused(duel, f"activate {first}")
    play(duel, RECALL)
    assert PINGER in names(duel, 0, "hand")
    do(duel, f"set {find(duel, PINGER, 0, 'hand')} z1")
    pinger = find(duel, PINGER, 0, "mzone")
    refused(duel, f"activate {pinger}")
    cast(duel, REVEAL)
    assert duel.pos[duel.inst(pinger)] == ATK
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {pinger}")
    refused(duel, f"position {pinger} def")


def test_hx_299_a_position_change_paid_as_a_cost_is_not_the_manual_change() -> None:
    """HX-299 (R-POS-1, R-POS-4, R-REQ-1, R-EFF-3): "HX Stance Dancer" (Level 4, 1400 /
    1600): Requirement: change this card's battle position (Attack to face-up Defense,
    Defense to face-up Attack). Effect: your opponent takes 300 damage.
    (a) P1 turn 3: HX Stance Dancer face-up Attack since turn 1. P1 changes it to
    Defense by hand; its effect is still legal (the cost turns it to Attack): P2 7700;
    a second manual change is refused.
    (b) Same setup: the effect first (Dancer to Defense, P2 7700); the manual change
    back to Attack is then legal, and a further one refused.
    (c) P1 Normal Summons HX Stance Dancer this turn: its manual change is refused, but
    the cost may still change it (to Defense): P2 7700; still no manual change."""
    a = build(p0=Side(monsters=[(n(DANCER), ATK)], hand=["V1-100"]))
    d = find(a, n(DANCER), 0, "mzone")
    do(a, f"position {d} def")
    assert Action("activate", d) in a.legal_actions()
    do(a, f"activate {d}")
    assert a.lp == [8000, 7700] and a.pos[a.inst(d)] == ATK
    refused(a, f"position {d} def")
    refused(a, f"activate {d}")
    b = build(p0=Side(monsters=[(n(DANCER), ATK)], hand=["V1-100"]))
    d = find(b, n(DANCER), 0, "mzone")
    do(b, f"activate {d}")
    assert b.lp == [8000, 7700] and b.pos[b.inst(d)] == DEF
    do(b, f"position {d} atk")
    assert b.pos[b.inst(d)] == ATK
    refused(b, f"position {d} def")
    c = build(p0=Side(hand=[n(DANCER), "V1-100"]))
    do(c, f"summon {find(c, n(DANCER), 0, 'hand')} z0")
    d = find(c, n(DANCER), 0, "mzone")
    refused(c, f"position {d} def")
    do(c, f"activate {d}")
    assert c.lp == [8000, 7700] and c.pos[c.inst(d)] == DEF
    refused(c, f"position {d} atk")


# ============================================================ empty Decks
def test_hx_300_a_deck_milled_to_zero_loses_only_at_its_owners_draw() -> None:
    """HX-300 (R-WIN-2, R-DRAW-1, R-DRAW-3): "HX Page Burner" (Normal Spell):
    Requirement: none. Effect: send the top 3 cards of your opponent's Deck to the GY.
    Setup: P1 turn 3; P2's Deck holds 3 cards, P2 holds 5.
    Actions: P1 activates HX Page Burner; P1 ends the turn.
    Expected: P2's Deck is empty, its GY holds the 3 cards, and nobody loses (an empty
    Deck is not a loss); P1 goes on in its Main Phase. In P2's turn-4 Draw Phase P2 must
    draw 1 and cannot: P2 loses, P1 wins."""
    duel = build(p0=Side(hand=[n(BURNER), "V1-100"]),
                 p1=Side(hand=["V2-500"] * 5, deck=["V1-100"] * 3))
    cast(duel, BURNER)
    assert duel.deck[1] == [] and names(duel, 1, "gy") == ["V1-100"] * 3
    assert not duel.is_over
    in_main(duel, 0)
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 0 and duel.turn == 4


def test_hx_301_a_deck_refilled_before_the_draw_does_not_lose() -> None:
    """HX-301 (R-WIN-2, R-DRAW-1, R-TRAP-5, R-REQ-2): HX Page Burner (HX-300). "HX
    Recycle Trap" (Trap): Requirement: after your opponent activates a Spell. Effect:
    shuffle 3 cards from your GY into your Deck.
    Setup: P1 turn 3; P2's Deck 3 cards, P2 holds 2; P2 has HX Recycle Trap Set earlier.
    Actions: P1 activates HX Page Burner; P2 activates HX Recycle Trap; turn 4; P2 ends;
    P1 ends turn 5; turn 6.
    Expected: the Deck is empty for a moment only: the Trap shuffles the 3 milled cards
    back (Deck 3, GY: the Trap). In turn 4 P2 holds 2 and draws 3 (hand 5, Deck 0): no
    loss. In turn 6 P2 must draw 1 from an empty Deck: P2 loses."""
    duel = build(p0=Side(hand=[n(BURNER), "V1-100"]),
                 p1=Side(hand=["V2-500"] * 2, deck=["V1-100"] * 3,
                         spells=[(n(RECYCLE), SET)]))
    do(duel, f"activate {find(duel, n(BURNER), 0, 'hand')} s0")
    assert duel.deck[1] == []
    window_for(duel, 1)
    assert offered(duel) == {find(duel, n(RECYCLE))}
    trap(duel, n(RECYCLE))
    answer(duel)
    settle(duel)
    assert len(duel.deck[1]) == 3 and names(duel, 1, "gy") == [n(RECYCLE)]
    do(duel, "end")
    assert duel.turn == 4 and not duel.is_over
    assert len(duel.hand[1]) == 5 and duel.deck[1] == []
    in_main(duel, 1)
    do(duel, "end")
    assert duel.turn == 5 and not duel.is_over
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 0 and duel.turn == 6


def test_hx_302_the_opponents_deck_milled_after_its_draw_lasts_the_turn() -> None:
    """HX-302 (R-WIN-2, R-DRAW-4, R-TRAP-2, R-TRAP-5): "HX Dawn Shredder" (Trap):
    Requirement: your opponent draws for their normal draw. Effect: send the top 2 cards
    of your opponent's Deck to the GY.
    Setup: P1 turn 3 with HX Dawn Shredder Set earlier. P2 holds 4 cards, Deck 3.
    Actions: P1 ends; P2 draws 1; P1 activates the Trap; P2 ends turn 4; P1 ends turn 5.
    Expected: P2 drew first (hand 5, Deck 2); the Trap mills the other 2: Deck 0, yet
    P2 plays on in its turn 4 (no loss while it need not draw). In turn 6 P2 cannot draw
    its 1 card and loses."""
    duel = build(p0=Side(hand=["V1-100"], spells=[(n(SHREDDER), SET)]),
                 p1=Side(hand=["V2-500"] * 4, deck=["V1-100", "V4-1600", "V4-1400"]))
    do(duel, "end")
    assert duel.turn == 4 and names(duel, 1, "hand").count("V1-100") == 1
    window_for(duel, 0)
    trap(duel, n(SHREDDER))
    assert duel.deck[1] == [] and sorted(names(duel, 1, "gy")) == ["V4-1400", "V4-1600"]
    assert not duel.is_over
    in_main(duel, 1)
    do(duel, "end")
    assert duel.turn == 5 and not duel.is_over
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 0 and duel.turn == 6


# ============================================================ the opponent's face-down monster
def test_hx_303_an_opponents_set_monster_turned_face_up_by_effect_keeps_its_turns() -> None:
    """HX-303 (R-POS-4, R-POS-1, R-POS-2, R-DMG-3, R-CALC-4, R-TRAP-5): "HX Dawn Flare"
    (Normal Spell): Requirement: none. Effect: change 1 face-down monster on the field
    to face-up Defense Position.
    Setup: P1 turn 3: V4-1800 face-up; hand: HX Dawn Flare, V1-100. P2 controls a
    face-down V4-WALL (Set on turn 2), has Dragon Encounter and Trap Hole (Rush) Set
    earlier and holds Blue-Eyes White Dragon.
    Actions: P1 activates HX Dawn Flare on V4-WALL; V4-1800 attacks it; turn 4.
    Expected: V4-WALL is face-up Defense (no summon: no Trap is offered). 1800 < 2000:
    P1 takes 200 (7800); V4-WALL stays face-up Defense. In turn 4 V4-WALL did not arrive
    that turn: P2 may change it to Attack by hand (face-up Defense -> Attack only)."""
    duel = build(p0=Side(hand=[n(FLARE), "V1-100"], monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=[BEWD], monsters=[("V4-WALL", SET, 2)],
                         spells=[(ENCOUNTER, SET), (TRAP_HOLE, SET)]))
    cast(duel, FLARE)
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.pos[duel.inst(wall)] == DEF
    in_main(duel, 0)
    attack(duel, "V4-1800", "V4-WALL")
    assert duel.lp == [7800, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-WALL" and duel.pos[duel.inst(wall)] == DEF
    to_turn(duel, 4)
    assert Action("position", wall, pos=ATK) in positions(duel)
    do(duel, f"position {wall} atk")
    assert duel.pos[duel.inst(wall)] == ATK


# ============================================================ "this turn" and the turn boundary
def test_hx_304_a_turn_1_gain_is_gone_when_the_second_player_attacks() -> None:
    """HX-304 (R-TURN-3, R-EFF-6, R-END-1, R-CALC-1): "HX Brief Surge" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control gains 1000 ATK until the
    end of this turn.
    Setup: P1's turn 1; hand: HX Brief Surge, V4-1600, V1-100. P2's hand: V4-1800 and 3
    V1-100.
    Actions: P1 Normal Summons V4-1600, activates HX Brief Surge (2600), tries the
    Battle Phase, ends. Turn 2: P2 Normal Summons V4-1800, which attacks V4-1600.
    Expected: no Battle Phase on turn 1. The gain ended with turn 1: V4-1600 has 1600 in
    turn 2; 1800 > 1600: V4-1600 is destroyed and P1 takes 200 (7800)."""
    duel = build(turn=1, p0=Side(hand=[n(SURGE), "V4-1600", "V1-100"]),
                 p1=Side(hand=["V4-1800"] + ["V1-100"] * 3))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    cast(duel, SURGE)
    assert duel.atk(at(duel, "V4-1600")) == 2600
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.atk(at(duel, "V4-1600", 0)) == 1600
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 8000] and "V4-1600" in names(duel, 0, "gy")


def test_hx_305_a_draw_phase_trap_changes_only_the_monsters_there_then() -> None:
    """HX-305 (R-DRAW-4, R-REQ-3, R-EFF-6, R-END-1, R-CALC-1, R-CALC-6): "HX Morning
    Chill" (Trap): Requirement: your opponent draws for their normal draw. Effect:
    face-up monsters your opponent controls lose 500 ATK until the end of this turn.
    Setup: P1 turn 3 controls V4-1400 and has HX Morning Chill Set earlier. P2 controls
    V4-1800 (A, since turn 2) and holds V4-1800 (B) and 3 V1-100.
    Actions: P1 ends; P2 draws; P1 activates the Trap; P2 Normal Summons B; B attacks
    V4-1400; A attacks directly; turns 5 and 6.
    Expected: A has 1300 in turn 4; B, summoned after the Trap resolved, keeps 1800.
    1800 vs 1400: V4-1400 destroyed, P1 takes 400 (7600); A's direct attack: 6300. The
    loss was "this turn": A has 1800 again in turn 6."""
    duel = build(p0=Side(hand=["V1-100"], monsters=[("V4-1400", ATK)],
                         spells=[(n(CHILL), SET)]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)], hand=["V4-1800"] + ["V1-100"] * 3))
    a = find(duel, "V4-1800", 1, "mzone")
    do(duel, "end")
    window_for(duel, 0)
    trap(duel, n(CHILL))
    assert duel.atk(duel.inst(a)) == 1300
    in_main(duel, 1)
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z1")
    b = duel.oid[duel.mz[1][1]]
    assert duel.atk(duel.inst(b)) == 1800 and duel.atk(duel.inst(a)) == 1300
    do(duel, "battle")
    do(duel, f"attack {b} -> {find(duel, 'V4-1400', 0, 'mzone')}")
    assert duel.lp == [7600, 8000] and names(duel, 0, "gy") == [n(CHILL), "V4-1400"]
    do(duel, f"attack {a} -> direct")
    assert duel.lp == [6300, 8000]
    to_turn(duel, 6)
    assert duel.atk(duel.inst(a)) == 1800


def test_hx_306_a_this_turn_gain_has_ended_when_the_opponents_draw_trap_reads_it() -> None:
    """HX-306 (R-END-1, R-EFF-6, R-DRAW-4, R-REQ-3): HX Brief Surge (HX-304). "HX Dawn
    Volley" (Trap): Requirement: your opponent draws for their normal draw. Effect:
    choose 1 face-up monster you control; your opponent takes damage equal to its ATK.
    Setup: P1 turn 3 controls V4-1600 (since turn 1), has HX Dawn Volley Set earlier;
    hand: HX Brief Surge, V1-100.
    Actions: HX Brief Surge on V4-1600 (2600); P1 ends; P2 draws; P1 activates the Trap.
    Expected: the gain expired in turn 3's End Phase, before P2's Draw Phase: the Trap
    reads 1600: P2 6400."""
    duel = build(p0=Side(hand=[n(SURGE), "V1-100"], monsters=[("V4-1600", ATK)],
                         spells=[(n(VOLLEY), SET)]))
    cast(duel, SURGE, zone="s1")
    assert duel.atk(at(duel, "V4-1600")) == 2600
    do(duel, "end")
    assert duel.turn == 4
    window_for(duel, 0)
    trap(duel, n(VOLLEY))
    answer(duel, picks=(find(duel, "V4-1600", 0, "mzone"),))
    assert duel.lp == [8000, 6400]


def test_hx_307_a_lasting_gain_ends_when_the_monster_is_turned_face_down() -> None:
    """HX-307 (R-EFF-4, R-DMG-3, R-CALC-4, R-POS-4): "HX Stone Guard" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control gains 1000 DEF until the
    end of your opponent's next turn. FX-FLIPDOWN: change 1 face-up monster on the field
    to face-down Defense Position.
    Setup: P1 turn 3: V4-WALL face-up Defense (DEF 2000, since turn 1); hand: HX Stone
    Guard, FX-FLIPDOWN, V1-100. P2 controls V5-2300 (since turn 2).
    Actions: HX Stone Guard on V4-WALL (3000); FX-FLIPDOWN on V4-WALL; turn 4: V5-2300
    attacks the face-down V4-WALL.
    Expected: turned face-down, V4-WALL is a new monster once face-up again (R-EFF-4):
    the gain does not follow it. It is turned face-up in Defense with DEF 2000; 2300 >
    2000: it is destroyed and nobody takes damage."""
    duel = build(p0=Side(hand=[n(STONE), FLIPDOWN, "V1-100"], monsters=[("V4-WALL", DEF)]),
                 p1=Side(monsters=[("V5-2300", ATK, 2)]))
    cast(duel, STONE)
    assert duel.defense(at(duel, "V4-WALL")) == 3000
    play(duel, FLIPDOWN, picks=(find(duel, "V4-WALL", 0, "mzone"),))
    assert duel.pos[at(duel, "V4-WALL")] == SET
    to_turn(duel, 4)
    attack(duel, "V5-2300", "V4-WALL")
    assert duel.lp == [8000, 8000] and "V4-WALL" in names(duel, 0, "gy")


# ============================================================ first turn, Normal Summons
def test_hx_308_the_first_player_may_win_by_effect_damage_on_turn_1() -> None:
    """HX-308 (R-TURN-3, R-EFF-2, R-WIN-1, R-MAIN-1): FX-PINGER (Requirement: none;
    Effect: the opponent takes 300 damage).
    Setup: P1's turn 1; hand: FX-PINGER, V1-100. P2 at 300 LP.
    Actions: P1 Normal Summons FX-PINGER and activates it.
    Expected: only the Battle Phase is missing on turn 1; the effect is legal: P2 0 and
    P1 wins on turn 1."""
    duel = build(turn=1, p0=Side(hand=[PINGER, "V1-100"]), p1=Side(lp=300))
    do(duel, f"summon {find(duel, PINGER, 0, 'hand')} z0")
    do(duel, f"activate {find(duel, PINGER, 0, 'mzone')}")
    assert duel.lp == [8000, 0] and duel.turn == 1
    assert duel.is_over and duel.result.winner == 0


def test_hx_309_a_set_jointech_rex_flipped_face_up_was_not_normal_summoned() -> None:
    """HX-309 (R-MAIN-2, R-MAIN-3, R-POS-3, R-POS-4, R-REQ-1): Jointech Rex (Level 7):
    Requirement: in the turn you Normal Summoned it, shuffle 3 monsters from your GY into
    the Deck. Effect: destroy 1 card in the opponent's S/T Zones. HX Reveal Light
    (HX-295). P2 has Mirror Force (Rush) Set earlier.
    (a) P1 turn 3: Rex Set since turn 1; GY: V4-1600, V4-1400, V2-500. P1 flips Rex to
    face-up Attack by hand: a position change, not a Normal Summon: its effect is
    refused.
    (b) P1 controls V4-1600 (z0) and V4-1400; GY: V2-500, V1-100, V4-0; hand: Rex, HX
    Reveal Light. P1 Sets Rex into z0 Tributing both (a Set, not a Normal Summon); HX
    Reveal Light turns it face-up: its effect is refused.
    (c) As (b), but P1 Normal Summons Rex with the same Tributes: the effect is legal."""
    a = build(p0=Side(monsters=[(REX, SET)], gy=["V4-1600", "V4-1400", "V2-500"],
                      hand=["V1-100"]),
              p1=Side(spells=[(MIRROR, SET)]))
    rex = find(a, REX, 0, "mzone")
    do(a, f"position {rex} atk")
    assert a.pos[a.inst(rex)] == ATK
    refused(a, f"activate {rex}")

    def board() -> Duel:
        return build(p0=Side(hand=[REX, n(REVEAL), "V1-100"],
                             monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                             gy=["V2-500", "V1-100", "V4-0"]),
                     p1=Side(spells=[(MIRROR, SET)]))

    b = board()
    do(b, f"set {find(b, REX, 0, 'hand')} z0")
    answer(b)
    rex = find(b, REX, 0, "mzone")
    assert b.pos[b.inst(rex)] == SET and len(b.gy[0]) == 5
    cast(b, REVEAL)
    assert b.pos[b.inst(rex)] == ATK
    refused(b, f"activate {rex}")
    c = board()
    do(c, f"summon {find(c, REX, 0, 'hand')} z0")
    answer(c)
    assert Action("activate", find(c, REX, 0, "mzone")) in c.legal_actions()


# ============================================================ the Draw Phase windows
def test_hx_310_a_summon_in_the_draw_phase_window_opens_a_window_for_the_turn_player() -> None:
    """HX-310 (R-DRAW-4, R-TRAP-6, R-TRAP-4, R-TRAP-2, R-POS-1, R-BATTLE-2, R-CALC-1):
    "HX Dawn Ambush" (Trap): Requirement: your opponent draws for their normal draw.
    Effect: Special Summon 1 Level 4 or lower monster from your hand in face-up Attack
    Position. Dragon Encounter: when the opponent Normal or Special Summons a monster,
    Special Summon a Dragon from your hand face-up.
    Setup: P1 turn 3 has HX Dawn Ambush Set earlier and V4-1600 in hand. P2 has Dragon
    Encounter Set on turn 2 and Blue-Eyes White Dragon in hand.
    Actions: P1 ends; P2 draws; P1 activates HX Dawn Ambush (V4-1600); P2 activates
    Dragon Encounter (Blue-Eyes in Attack); P2 tries a manual change of Blue-Eyes;
    Blue-Eyes attacks V4-1600.
    Expected: the Trap's Special Summon opens a new window, still in P2's Draw Phase:
    P1 (asked first) has nothing, P2 may use its own Trap. Blue-Eyes arrived this turn:
    no manual change; it may attack: V4-1600 destroyed, P1 6600."""
    duel = build(p0=Side(hand=["V4-1600"], spells=[(n(AMBUSH), SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET, 2)]))
    do(duel, "end")
    assert duel.turn == 4
    window_for(duel, 0)
    trap(duel, n(AMBUSH))  # V4-1600 is the only monster in P1's hand
    answer(duel)
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    window_for(duel, 1)
    assert duel.phase == "draw"
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="atk")
    bewd = find(duel, BEWD, 1, "mzone")
    in_main(duel, 1)
    refused(duel, f"position {bewd} def")
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [6600, 8000] and "V4-1600" in names(duel, 0, "gy")


# ============================================================ the draw-to-five count
def test_hx_311_a_fusion_monster_returned_to_the_hand_goes_to_the_extra_deck() -> None:
    """HX-311 (R-FUS-6, R-DRAW-1, R-SPELL-3): FX-RECALL (Normal Spell): return 1 face-up
    monster you control to the hand. FX-FUSION-2: a Fusion Monster.
    Setup: P1 turn 3 holds FX-RECALL and 3 V1-100 and controls face-up FX-FUSION-2
    (since turn 1).
    Actions: FX-RECALL on FX-FUSION-2; P1 ends; P2 ends turn 4; turn 5.
    Expected: FX-FUSION-2 goes to the Extra Deck instead of the hand: P1 holds 3 cards.
    At the start of turn 5 P1 holds 3, so it draws 2 (hand 5)."""
    duel = build(p0=Side(hand=[RECALL] + ["V1-100"] * 3, monsters=[("FX-FUSION-2", ATK)]))
    deck = len(duel.deck[0])
    play(duel, RECALL)
    assert names(duel, 0, "extra") == ["FX-FUSION-2"]
    assert names(duel, 0, "hand") == ["V1-100"] * 3
    to_turn(duel, 5)
    assert len(duel.hand[0]) == 5 and len(duel.deck[0]) == deck - 2


def test_hx_312_the_rules_example_hand_0_and_deck_4_loses_at_the_draw() -> None:
    """HX-312 (R-WIN-2, R-DRAW-1, R-DRAW-3, R-DRAW-4): the example of R-WIN-2.
    Setup: P1 turn 3 with FX-DRAW-WATCH Set earlier. P2 holds no cards. (a) P2's Deck
    holds 4 cards. (b) P2's Deck holds 5 cards.
    Actions: P1 ends the turn.
    Expected: (a) P2 needs 5 and the Deck holds 4: P2 loses in its Draw Phase; no
    window opens (FX-DRAW-WATCH is not offered; P1 8000). (b) P2 draws 5 (Deck 0) and
    does not lose; P1 may use FX-DRAW-WATCH (8500); P2 then plays its turn 4."""
    a = build(p0=Side(spells=[("FX-DRAW-WATCH", SET)]), p1=Side(deck=["V1-100"] * 4))
    do(a, "end")
    assert a.is_over and a.result.winner == 0 and a.turn == 4 and a.lp == [8000, 8000]
    assert names(a, 0, "szone")[0] == "FX-DRAW-WATCH"
    b = build(p0=Side(spells=[("FX-DRAW-WATCH", SET)]), p1=Side(deck=["V1-100"] * 5))
    do(b, "end")
    assert not b.is_over and len(b.hand[1]) == 5 and b.deck[1] == []
    window_for(b, 0)
    trap(b, "FX-DRAW-WATCH")
    assert b.lp == [8500, 8000]
    in_main(b, 1)
