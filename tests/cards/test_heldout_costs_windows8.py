"""Held-out style conformance scenarios HX-271..HX-278 on costs and the trap windows
they create: a Maximum Mode monster paid as a cost (all three pieces go, R-MAX-8) and
what Traps see in the one window of R-REQ-2, Equip Spells and face-down cards paid as
costs, a cost that empties the Deck (R-WIN-2 timing), a reveal cost, and a window
whose events are not carried forward after a Trap (R-TRAP-5). Expectations come from
RULES.md alone.

Small throwaway cards (codes 967100001.., names starting with "HX ") are defined below;
each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, SET, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import OnAttack, OnSpell, OnSummon
from rushdesk.engine.effects.ops import (
    AtkOf,
    Damage,
    Fixed,
    GainLP,
    Mark,
    MillCost,
    Reveal,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    OVL,
    OVL_L,
    OVL_R,
    answer,
    at,
    attack,
    hx_card,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, settle

SPELL = CardType.SPELL
EQUIP = CardType.SPELL | CardType.EQUIP
TRAP = CardType.TRAP
UP = Sel(who="you", face="up")


RECYCLE = hx_card(967_100_001, "HX Recycle Call", SPELL, Effect(
    kind="spell", costs=(SendCost(UP),),
    ops=(SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4), position="atk",
                       freed=UP),)))
SS_WATCH = hx_card(967_100_002, "HX Summon Watch", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",)), ops=(GainLP(Fixed(700)),)))
LAST_STAND = hx_card(967_100_003, "HX Last Stand", TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(UP),), ops=(GainLP(Fixed(1000)),)))
PLUS_EQUIP = hx_card(967_100_004, "HX Plus Equip", EQUIP, Effect(
    kind="equip", equip=Sel(face="up"), mods=(Cont(EQUIPPED, MOD_ATK, 500, "gain 500"),)))
UNEQUIP = hx_card(967_100_005, "HX Unequip Blast", SPELL, Effect(
    kind="spell", costs=(SendCost(Sel(who="you", where=("szone",), kind="equip")),),
    ops=(Mark(UP, save="chosen"), Damage(AtkOf("chosen")))))
MILL1 = hx_card(967_100_006, "HX Last Page", SPELL, Effect(
    kind="spell", costs=(MillCost(1),), ops=(Damage(Fixed(500)),)))
MILL2 = hx_card(967_100_007, "HX Two Pages", SPELL, Effect(
    kind="spell", costs=(MillCost(2),), ops=(Damage(Fixed(500)),)))
SPELL_WATCH = hx_card(967_100_008, "HX Spell Watch", TRAP, Effect(
    kind="trap", trigger=OnSpell(), ops=(GainLP(Fixed(300)),)))
SWAP_IN = hx_card(967_100_009, "HX Swap In", SPELL, Effect(
    kind="spell", costs=(SendCost(UP),),
    ops=(SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4), position="atk",
                       freed=UP),)))
DECOY = hx_card(967_100_010, "HX Decoy Pull", TRAP, Effect(
    kind="trap", trigger=OnAttack(direct=False), costs=(SendCost(Sel(memo="target")),),
    ops=(GainLP(Fixed(1000)),)))
SHOW = hx_card(967_100_011, "HX Show of Force", SPELL, Effect(
    kind="spell", costs=(Reveal(Sel(where=("hand",), kind="monster", level_min=5)),),
    ops=(Damage(Fixed(600)),)))

HX_CARDS = [RECYCLE, SS_WATCH, LAST_STAND, PLUS_EQUIP, UNEQUIP, MILL1, MILL2, SPELL_WATCH,
            SWAP_IN, DECOY, SHOW]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


# ============================================================ Maximum Mode paid as a cost
def test_hx_271_a_maximum_cost_frees_the_zones_and_a_piece_returns_as_ordinary() -> None:
    """HX-271 (R-MAX-8, R-MAX-12, R-MAX-3, R-ZONE-5, R-REQ-2, R-REQ-3, R-TRAP-5):
    "HX Recycle Call" (Normal Spell): Requirement: send 1 face-up monster you control to
    the GY. Effect: Special Summon 1 Level 4 or lower monster from your GY in face-up
    Attack Position. "HX Summon Watch" (Trap): Requirement: your opponent Special
    Summons a monster. Effect: you gain 700 LP.
    Setup: P1 turn 3, hand: the three Supreme Machine Magnum Overlord pieces and HX
    Recycle Call; P2 has HX Summon Watch Set earlier. P1 Maximum Summons (P2 passes).
    Expected: the cost sends the Maximum monster: all three pieces go to the GY; the
    Effect then chooses among the GY's Level 4 or lower monsters, which now include
    [L] (Level 4) and [R] (Level 3): both are offered, the center (Level 10) is not.
    [L] comes back as an ordinary monster (800 ATK, not Maximum Mode). One window
    holds the cost and the summon: P2 may use HX Summon Watch (8700)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, RECYCLE.name]),
                 p1=Side(spells=[(SS_WATCH.name, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.request.kind == "main" and duel.maxm[0]
    do(duel, f"activate {find(duel, RECYCLE.name, 0, 'hand')} s0")  # one monster: forced
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, OVL_L, 0, "gy"), find(duel, OVL_R, 0, "gy")}
    answer(duel, picks=(find(duel, OVL_L, 0, "gy"),))
    assert not duel.maxm[0]
    assert [n for n in names(duel, 0, "mzone") if n] == [OVL_L]
    assert duel.atk(at(duel, OVL_L)) == 800
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, OVL_R, RECYCLE.name])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SS_WATCH.name)}
    trap(duel, SS_WATCH.name)
    settle(duel)
    assert duel.lp == [8000, 8700] and names(duel, 1, "gy") == [SS_WATCH.name]


def test_hx_272_a_trap_cost_sends_the_attacked_maximum_monster_whole_then_replay() -> None:
    """HX-272 (R-MAX-8, R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-REPLAY-6, R-MAX-5):
    "HX Last Stand" (Trap): Requirement: an opponent's monster declares an attack; send
    1 face-up monster you control to the GY. Effect: you gain 1000 LP.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has HX
    Last Stand Set; P1 turn 3 controls Blue-Eyes White Dragon (3000) and attacks it.
    Expected: P2 activates HX Last Stand, paying with the Maximum monster: all three
    pieces go to the GY (one monster, so nobody is asked). P2's monsters changed:
    replay; P2 controls nothing, so P1 may attack directly: P2 8000 + 1000 - 3000."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=[OVL_L, OVL, OVL_R, LAST_STAND.name]))
    maximum(duel, OVL)
    do(duel, f"set {find(duel, LAST_STAND.name, 1, 'hand')} s0")
    to_turn(duel, 3)
    assert duel.maxm[1]
    attack(duel, BEWD, OVL)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, LAST_STAND.name)}
    center = find(duel, OVL, 1, "mzone")
    trap(duel, LAST_STAND.name)
    answer(duel, picks=(center,))
    assert not duel.maxm[1] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R, LAST_STAND.name])
    assert duel.lp == [8000, 9000]
    settle(duel)
    assert duel.request.kind == "replay" and duel.current_player == 0
    do(duel, "target direct")
    settle(duel)
    assert duel.lp == [8000, 6000]


# ============================================================ Equip Spells as costs
def test_hx_273_an_equip_spell_paid_as_a_cost_stops_applying_before_the_effect() -> None:
    """HX-273 (R-EQUIP-4, R-REQ-1, R-REQ-2, R-REQ-3): "HX Plus Equip" (Equip Spell):
    equip to 1 face-up monster; it gains 500 ATK. "HX Unequip Blast" (Normal Spell):
    Requirement: send 1 Equip Spell you control to the GY. Effect: choose 1 face-up
    monster you control; your opponent takes damage equal to its ATK.
    (a) P1 controls V4-1600 and no Equip Spell: HX Unequip Blast is refused.
    (b) P1 equips HX Plus Equip to V4-1600 (2100), then activates HX Unequip Blast:
    the Equip Spell leaves as the cost, so its Effect ends; the Effect reads 1600:
    P2 6400; V4-1600 stays on the field."""
    bare = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[UNEQUIP.name]))
    no_spell(bare, find(bare, UNEQUIP.name, 0, "hand"))
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[PLUS_EQUIP.name, UNEQUIP.name]))
    v16 = find(duel, "V4-1600", 0, "mzone")
    play(duel, PLUS_EQUIP.name, zone="s0", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 2100
    play(duel, UNEQUIP.name, zone="s1", picks=(find(duel, PLUS_EQUIP.name, 0, "szone"), v16))
    assert duel.request.kind == "main"
    assert duel.atk(duel.inst(v16)) == 1600 and duel.lp == [8000, 6400]
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    assert sorted(names(duel, 0, "gy")) == sorted([PLUS_EQUIP.name, UNEQUIP.name])


# ============================================================ a cost that empties the Deck
def test_hx_274_a_cost_may_take_the_last_card_of_the_deck_the_loss_waits_for_a_draw() -> None:
    """HX-274 (R-WIN-2, R-REQ-1, R-REQ-2, R-TRAP-5, R-DRAW-3): "HX Last Page" (Normal
    Spell): Requirement: send the top card of your Deck to the GY. Effect: your opponent
    takes 500 damage. "HX Two Pages": the same with the top 2 cards. "HX Spell Watch"
    (Trap): Requirement: after your opponent activates a Spell. Effect: gain 300 LP.
    Setup: P1 turn 3, Deck: exactly 1 card (V4-1800); hand: both Spells, V1-100; P2
    has HX Spell Watch Set earlier.
    Expected: HX Two Pages is refused (the Requirement cannot be met completely). HX
    Last Page sends V4-1800: an empty Deck is not a loss, the Effect applies (P2 7500)
    and the window after it opens for P2 (HX Spell Watch: 7800). P1 loses only at its
    next normal draw (turn 5), with P2 the winner."""
    duel = build(p0=Side(hand=[MILL1.name, MILL2.name, "V1-100"], deck=["V4-1800"]),
                 p1=Side(spells=[(SPELL_WATCH.name, SET)]))
    no_spell(duel, find(duel, MILL2.name, 0, "hand"))
    do(duel, f"activate {find(duel, MILL1.name, 0, 'hand')} s0")
    assert not duel.is_over
    assert names(duel, 0, "deck") == [] and "V4-1800" in names(duel, 0, "gy")
    assert duel.lp == [8000, 7500]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SPELL_WATCH.name)}
    trap(duel, SPELL_WATCH.name)
    settle(duel)
    assert duel.lp == [8000, 7800] and not duel.is_over
    assert duel.request.kind == "main" and duel.turn == 3
    for _ in range(12):
        if duel.is_over:
            break
        do(duel, "end")
    assert duel.is_over and duel.result.winner == 1 and duel.turn == 5


# ============================================================ events are not carried forward
def test_hx_275_cost_and_effect_share_one_window_and_only_one_trap_is_used() -> None:
    """HX-275 (R-REQ-2, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-TRAP-7, R-ZONE-5): "HX Swap In"
    (Normal Spell): Requirement: send 1 face-up monster you control to the GY. Effect:
    Special Summon 1 Level 4 or lower monster from your hand in face-up Attack
    Position. HX Spell Watch (HX-274), HX Summon Watch (HX-271).
    Setup: P1 turn 3 controls V4-1600, V4-1400, V4-1800 (all zones full); hand: HX Swap
    In, V2-500. P2 has both Traps Set earlier.
    Expected: the activation is legal (the cost frees a zone); the cost sends V4-1400
    and V2-500 takes its zone. In the one window both Traps are offered to P2; P2 uses
    HX Spell Watch (8300). The next window holds only that Trap's events: the summon of
    the earlier window is not carried forward, so HX Summon Watch is not offered and
    P1 is back in the Main Phase; HX Summon Watch stays Set."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[SWAP_IN.name, "V2-500"]),
                 p1=Side(spells=[(SPELL_WATCH.name, SET), (SS_WATCH.name, SET)]))
    do(duel, f"activate {find(duel, SWAP_IN.name, 0, 'hand')} s0")
    answer(duel, picks=(find(duel, "V4-1400", 0, "mzone"), find(duel, "V2-500", 0, "hand")))
    assert names(duel, 0, "mzone") == ["V4-1600", "V2-500", "V4-1800"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", SWAP_IN.name])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SPELL_WATCH.name), find(duel, SS_WATCH.name)}
    trap(duel, SPELL_WATCH.name)
    answer(duel)
    assert duel.lp == [8000, 8300]
    assert not (duel.request.kind == "window" and find(duel, SS_WATCH.name) in offered(duel))
    settle(duel)
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[1] == SS_WATCH.name and duel.lp == [8000, 8300]


# ============================================================ face-down card as a cost
def test_hx_276_a_trap_cost_sends_the_face_down_attack_target_then_replay() -> None:
    """HX-276 (R-TRAP-9, R-REQ-1, R-BATTLE-3, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4):
    "HX Decoy Pull" (Trap): Requirement: an opponent's monster declares an attack on a
    monster; send the attack target to the GY. Effect: you gain 1000 LP.
    (a) Setup: P2 controls face-down V4-WALL and face-up V4-1400, HX Decoy Pull Set
    earlier. P1 turn 3, Blue-Eyes White Dragon attacks V4-WALL. The target is a monster
    P2 controls, face-down or not: P2 may pay with it (V4-WALL to the GY, never flipped
    by battle). Replay: P1 chooses V4-1400 (not a new declaration);
    V4-1400 is destroyed: P2 8000 + 1000 - 1600 = 7400.
    (b) A direct attack (P2 controls no monster): HX Decoy Pull is not offered."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET), ("V4-1400", ATK)],
                         spells=[(DECOY.name, SET)]))
    attack(duel, BEWD, "V4-WALL")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DECOY.name)}
    trap(duel, DECOY.name)
    answer(duel)
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-WALL", DECOY.name])
    assert duel.lp == [8000, 9000]
    settle(duel)
    assert duel.request.kind == "replay" and duel.current_player == 0
    do(duel, f"target {find(duel, 'V4-1400', 1, 'mzone')}")
    settle(duel)
    assert duel.lp == [8000, 7400] and "V4-1400" in names(duel, 1, "gy")
    direct = build(p0=Side(monsters=[(BEWD, ATK)]), p1=Side(spells=[(DECOY.name, SET)]))
    attack(direct, BEWD)
    assert direct.request.kind != "window" or find(direct, DECOY.name) not in offered(direct)


# ============================================================ reveal cost
def test_hx_277_a_revealed_card_stays_in_the_hand_and_pays_nothing_else() -> None:
    """HX-277 (R-REQ-1, R-ZONE-4, R-SPELL-3): "HX Show of Force" (Normal Spell):
    Requirement: reveal 1 Level 5 or higher monster in your hand. Effect: your
    opponent takes 600 damage.
    (a) P1's hand: HX Show of Force, V4-1600: nothing to reveal: refused.
    (b) P1's hand: HX Show of Force, V5-2300, V4-1600: V5-2300 is the only card that
    can be revealed; it stays in the hand (revealing moves nothing); P2 7400;
    P1's hand is V5-2300 and V4-1600, the GY holds only the Spell."""
    none = build(p0=Side(hand=[SHOW.name, "V4-1600"]))
    no_spell(none, find(none, SHOW.name, 0, "hand"))
    duel = build(p0=Side(hand=[SHOW.name, "V5-2300", "V4-1600"]))
    do(duel, f"activate {find(duel, SHOW.name, 0, 'hand')} s0")
    answer(duel)
    assert duel.request.kind == "main" and duel.lp == [8000, 7400]
    assert sorted(names(duel, 0, "hand")) == ["V4-1600", "V5-2300"]
    assert names(duel, 0, "gy") == [SHOW.name]


def test_hx_278_a_face_up_cost_cannot_be_paid_with_face_down_monsters() -> None:
    """HX-278 (R-REQ-1, R-ZONE-5, R-SPELL-1): HX Swap In (HX-275) needs a face-up
    monster as its cost. Setup: P1 turn 3 controls three face-down (Set) monsters
    V4-1600, V4-1400, V4-1800; hand: HX Swap In, V2-500.
    Expected: the cost cannot be paid (no face-up monster), and no zone is free:
    refused. After P1 flips V4-1600 face-up manually (R-POS), it may be activated:
    V4-1600 is sent, V2-500 takes its zone."""
    duel = build(p0=Side(monsters=[("V4-1600", SET), ("V4-1400", SET), ("V4-1800", SET)],
                         hand=[SWAP_IN.name, "V2-500"]))
    no_spell(duel, find(duel, SWAP_IN.name, 0, "hand"))
    do(duel, f"position {find(duel, 'V4-1600', 0, 'mzone')} atk")
    assert duel.request.kind == "main"
    do(duel, f"activate {find(duel, SWAP_IN.name, 0, 'hand')} s0")
    answer(duel)
    assert names(duel, 0, "mzone") == ["V2-500", "V4-1400", "V4-1800"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", SWAP_IN.name])
