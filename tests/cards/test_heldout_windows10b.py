"""Held-out style conformance scenarios HX-419..HX-436 (HX-399..HX-418 are in
test_heldout_windows10.py), written like SC-01..SC-30 of RULES.md section 19, on Trap
timing windows and Requirements: windows of the Draw Phase and what the Traps used
there open (R-DRAW-4, R-TRAP-6), events not carried into later windows or turns,
Traps Set this turn inside a live window (R-TRAP-2), "after your opponent activates a
Spell" read after the whole Spell (SC-20), the turn player's own Traps after the
non-turn player passes, Trap costs in the new window, monster effects and Tributes,
and Maximum Mode monsters as attackers and as the field a Maximum Summon clears.
Expectations come from RULES.md (and the section 20 card facts) alone.

Small throwaway cards (codes 968400019.., names starting with "HX ") are defined below
or in test_heldout_windows10.py; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import OnAttack, OnNormalDraw
from rushdesk.engine.effects.ext_booster03b import OnAttackTargeting
from rushdesk.engine.effects.ops import Destroy, Draw, Fixed, Modify, SendCost, SpecialSummon
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    CED,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_GUARD,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
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
from .helpers import refused, settle
from .test_heldout_windows10 import (
    LOSS,
    LOW_IN_HAND,
    RALLY,
    SMALL_FALL,
    SNARE,
    SPELL_WATCH,
    STRONG,
    _trap,
    hand,
    idle,
    sz,
)
from .test_heldout_windows10 import POOL as WINDOWS_POOL

SPELL = CardType.SPELL
DRAW_WATCH = "FX-DRAW-WATCH"
BOUNCE = "FX-BOUNCE-ON-ATTACK"
NEGATE = "FX-NEGATE-ON-ATTACK"
UP = Sel(face="up")
ATTACKER = Sel(who="opp", memo="attacker")

DAWN_AMBUSH = _trap(968_400_019, "HX Dawn Ambush", OnNormalDraw(),
                    Destroy(Sel(who="opp", face="up")))
DAWN_CALL = _trap(968_400_020, "HX Dawn Call", OnNormalDraw(),
                  SpecialSummon(LOW_IN_HAND, position="def"))
SWEEP = hx_card(968_400_021, "HX Trap Sweep", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="opp", where=("szone",))),)))
SCOUT = hx_monster(968_400_022, "HX Relay Scout", Effect(
    costs=(SendCost(THIS),), ops=(SpecialSummon(LOW_IN_HAND, position="atk"),)))
TERRAIN_TOLL = hx_card(968_400_023, "HX Terrain Toll", CardType.TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(Sel(where=("fzone",))),),
    ops=(Modify(ATTACKER, amount=Fixed(1000), sign=-1),)))
NORMAL_SHIELD = _trap(968_400_024, "HX Normal Shield",
                      OnAttackTargeting(target=Sel(face="up", kind="normal monster")),
                      Modify(ATTACKER, amount=Fixed(500), sign=-1))
DRAGON_TOLL = hx_card(968_400_025, "HX Dragon Toll", CardType.TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(UP),), ops=(Destroy(ATTACKER),)))

DAWN_GIFT = _trap(968_400_026, "HX Dawn Gift", OnNormalDraw(), Draw(1))

HX_CARDS = [DAWN_AMBUSH, DAWN_CALL, SWEEP, SCOUT, TERRAIN_TOLL, NORMAL_SHIELD, DRAGON_TOLL,
            DAWN_GIFT]
POOL = WINDOWS_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


# ============================================================ across turns, Draw Phase
def test_hx_419_a_summon_of_the_last_turn_is_not_in_the_next_draw_window() -> None:
    """HX-419 (R-TRAP-5, R-DRAW-4, R-TRAP-4, R-END-3, R-TRAP-2, FX-DRAW-WATCH, §20.3
    Torrential Tribute).
    Setup: P1 turn 3, hand: V4-1800, V1-100; FX-DRAW-WATCH Set earlier. P2's hand:
    V4-1600; Torrential Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1800 (P2 is offered Torrential and passes); P1 ends the
    turn. Turn 4: P2 draws 4.
    Expected: no window between P1's turn and P2's draw (R-END-3). The draw window asks
    P1 first (FX-DRAW-WATCH); if P1 passes, P2 is not asked: the summon of turn 3 is not
    carried forward, so Torrential is not offered and P2 enters its Main Phase. With
    FX-DRAW-WATCH used (P1 8500), P2 then Normal Summons V4-1600: P1 has nothing to
    answer, P2 uses its own Torrential: both monsters are destroyed."""
    duel = build(p0=Side(hand=["V4-1800", "V1-100"], spells=[(DRAW_WATCH, SET)]),
                 p1=Side(hand=["V4-1600"], spells=[(TORRENT, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    do(duel, "pass")
    idle(duel)
    do(duel, "end")
    assert duel.turn == 4 and duel.phase == "draw" and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DRAW_WATCH, 0)}
    passed = duel.clone()
    do(passed, "pass")
    idle(passed, 1)
    trap(duel, DRAW_WATCH)
    idle(duel, 1)
    assert duel.lp == [8500, 8000]
    do(duel, f"summon {hand(duel, 'V4-1600', 1)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    trap(duel, TORRENT)
    assert names(duel, 0, "gy") == [DRAW_WATCH, "V4-1800"]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", TORRENT])


def test_hx_420_the_draw_trap_destroys_and_the_turn_player_answers_in_the_draw_phase() -> None:
    """HX-420 (R-DRAW-4, R-TRAP-6, R-TRAP-4, R-TRAP-5): "HX Dawn Ambush" (Trap): when
    your opponent draws for their normal draw: destroy 1 face-up monster your opponent
    controls. HX Loss Ward (HX-408: a monster you control destroyed by your opponent's
    card effect: gain 1000).
    Setup: P1 turn 3, hand: V1-100; HX Dawn Ambush and FX-DRAW-WATCH Set earlier. P2
    controls face-up V4-1800 and has HX Loss Ward Set earlier.
    Actions: P1 ends its turn; P2 draws; P1 activates HX Dawn Ambush; P2 activates HX
    Loss Ward.
    Expected: the draw window offers P1 both Traps; one is used. The Dawn Ambush window
    (still in the Draw Phase) holds the destruction, not the draw: P1 is asked first but
    FX-DRAW-WATCH is not offered; P2, the turn player, uses HX Loss Ward (9000). P2's Main
    Phase follows; FX-DRAW-WATCH stays Set."""
    duel = build(p0=Side(hand=["V1-100"], spells=[(DAWN_AMBUSH.name, SET), (DRAW_WATCH, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(LOSS.name, SET)]))
    do(duel, "end")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DAWN_AMBUSH.name, 0), sz(duel, DRAW_WATCH, 0)}
    trap(duel, DAWN_AMBUSH.name)
    assert names(duel, 1, "gy") == ["V4-1800"] and duel.phase == "draw"
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOSS.name, 1)}
    trap(duel, LOSS.name)
    settle(duel)
    idle(duel, 1)
    assert duel.lp == [8000, 9000] and names(duel, 0, "szone")[1] == DRAW_WATCH


def test_hx_421_in_its_draw_phase_the_turn_player_answers_after_a_pass() -> None:
    """HX-421 (R-DRAW-4, R-TRAP-6, R-TRAP-4, §20.3 Torrential Tribute, §20.5 Compulsory
    Evacuation Device): "HX Dawn Call" (Trap): when your opponent draws for their normal
    draw: Special Summon 1 Level 4 or lower monster from your hand in face-up Defense.
    Setup: P1 turn 3, hand: V4-1400, V1-100; HX Dawn Call and Torrential Tribute (Rush)
    Set earlier. P2 has Compulsory Evacuation Device (Rush) Set earlier.
    Actions: P1 ends its turn; at P2's draw P1 activates HX Dawn Call (V4-1400 in
    Defense). In the new window P1 passes; P2 activates Compulsory Evacuation Device.
    Expected: the new window asks P1 first: its Torrential is offered ("either player");
    P1 passes, so P2 may use its own Trap: V4-1400 returns to P1's hand; P2's Main Phase."""
    duel = build(p0=Side(hand=["V4-1400", "V1-100"],
                         spells=[(DAWN_CALL.name, SET), (TORRENT, SET)]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, "end")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DAWN_CALL.name, 0)}
    trap(duel, DAWN_CALL.name)
    answer(duel, picks=(hand(duel, "V4-1400"),))
    assert names(duel, 0, "mzone") == ["V4-1400", "", ""]
    assert duel.pos[at(duel, "V4-1400", 0)] == DEF and duel.phase == "draw"
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    do(duel, "pass")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}
    trap(duel, CED)
    answer(duel)
    settle(duel)
    idle(duel, 1)
    assert sorted(names(duel, 0, "hand")) == ["V1-100", "V4-1400"]
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "szone")[1] == TORRENT


# ============================================================ Set this turn, own Traps
def test_hx_422_a_trap_set_this_turn_is_refused_inside_a_window_it_would_answer() -> None:
    """HX-422 (R-TRAP-2, R-TRAP-4, R-TRAP-5, §20.3 Torrential Tribute, §20.5 Trap Hole):
    HX Rally Horn (HX-408: when a player Normal Summons: Special Summon a Level 4 or
    lower monster from your hand).
    Setup: P1 turn 3, hand: Torrential Tribute (Rush), V4-1800, V1-100; HX Rally Horn Set
    earlier. P2's hand: V4-1600; Trap Hole (Rush) Set earlier.
    Actions: P1 Sets Torrential, Normal Summons V4-1800; P2 passes. P1 passes. Turn 4:
    P2 Normal Summons V4-1600; P1 activates Torrential.
    Expected: after P2 passes, P1 is asked: only HX Rally Horn is offered; activating
    the Torrential Set this turn is refused, with nothing changed. On turn 4 P1 is asked
    first and both of its Traps are offered; Torrential destroys V4-1800 and V4-1600.
    P2's Trap Hole never answers P2's own summon."""
    duel = build(p0=Side(hand=[TORRENT, "V4-1800", "V1-100"], spells=[(RALLY.name, SET)]),
                 p1=Side(hand=["V4-1600"], spells=[(TRAP_HOLE, SET)]))
    do(duel, f"set {hand(duel, TORRENT)} s1")
    idle(duel)
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    do(duel, "pass")
    window_for(duel, 0)
    torrent = sz(duel, TORRENT, 0)
    assert offered(duel) == {sz(duel, RALLY.name, 0)}
    refused(duel, f"activate {torrent}")
    do(duel, "pass")
    idle(duel)
    to_turn(duel, 4)
    do(duel, f"summon {hand(duel, 'V4-1600', 1)} z0")
    window_for(duel, 0)
    assert offered(duel) == {torrent, sz(duel, RALLY.name, 0)}
    do(duel, f"activate {torrent}")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "szone")[0] == TRAP_HOLE


def test_hx_423_a_set_monster_reborn_used_the_same_turn_then_evacuation_to_the_owner() -> None:
    """HX-423 (R-SPELL-2, R-SPELL-3, R-TRAP-5, R-REQ-2, SC-20, §20.2 Monster Reborn,
    §20.5 Compulsory Evacuation Device, Trap Hole).
    Setup: P1 turn 3, hand: Monster Reborn (Rush), V1-100; P1's GY is empty. P2's GY:
    Blue-Eyes White Dragon; Compulsory Evacuation Device (Rush) and Trap Hole (Rush) Set
    earlier.
    Actions: P1 Sets Monster Reborn, then activates it (same turn), Special Summoning
    P2's Blue-Eyes White Dragon to P1's field in Attack; P2 activates the Evacuation.
    Expected: setting opens no window; the Spell resolves completely (Blue-Eyes on P1's
    field) before the window, which offers the Evacuation and not Trap Hole (a Special
    Summon). Blue-Eyes returns to its owner's hand: P2's. Monster Reborn in P1's GY."""
    duel = build(p0=Side(hand=[REBORN, "V1-100"]),
                 p1=Side(gy=[BEWD], spells=[(CED, SET), (TRAP_HOLE, SET)]))
    do(duel, f"set {hand(duel, REBORN)} s0")
    idle(duel)
    do(duel, f"activate {sz(duel, REBORN, 0)}")
    answer(duel, pos="atk")
    assert names(duel, 0, "mzone") == [BEWD, "", ""] and names(duel, 0, "gy") == [REBORN]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}
    trap(duel, CED)
    answer(duel)
    settle(duel)
    idle(duel)
    assert names(duel, 1, "hand") == [BEWD] and names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 1, "gy") == [CED] and names(duel, 1, "szone")[1] == TRAP_HOLE


def test_hx_424_the_turn_players_evacuation_answers_its_own_summon_not_its_own_spell() -> None:
    """HX-424 (R-TRAP-4, R-TRAP-5, R-REQ-2, §20.5 Compulsory Evacuation Device: when any
    player Normal/Special Summons, or after the opponent activates a Spell: return 1
    monster on the field to its owner's hand).
    Setup: P1 turn 3 controls face-up V4-1600; GY: Blue-Eyes White Dragon; hand:
    FX-RECALL, Monster Reborn (Rush), V1-100; Compulsory Evacuation Device Set earlier.
    P2 controls V4-1800 and has no Trap.
    Actions: P1 activates FX-RECALL (V4-1600 to the hand), then Monster Reborn on
    Blue-Eyes; P1 activates its Evacuation on V4-1800.
    Expected: FX-RECALL is P1's own Spell and summons nothing: no window. Monster Reborn
    summons: "any player" is met by P1's own summon, P2 has nothing, so P1 is asked:
    V4-1800 returns to P2's hand."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], gy=[BEWD],
                         hand=["FX-RECALL", REBORN, "V1-100"], spells=[(CED, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"activate {hand(duel, 'FX-RECALL')} s1")
    answer(duel)
    idle(duel)
    assert "V4-1600" in names(duel, 0, "hand")
    do(duel, f"activate {hand(duel, REBORN)} s1")
    answer(duel, pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, CED, 0)}
    trap(duel, CED)
    answer(duel, picks=(find(duel, "V4-1800", 1, "mzone"),))
    settle(duel)
    idle(duel)
    assert names(duel, 1, "hand") == ["V4-1800"] and names(duel, 0, "mzone")[0] == BEWD


def test_hx_425_a_trap_destroyed_by_the_spell_cannot_answer_the_spell() -> None:
    """HX-425 (R-TRAP-5, R-REQ-2, SC-20, R-SPELL-3, §20.5 Compulsory Evacuation Device):
    "HX Trap Sweep" (Normal Spell): destroy 1 card in your opponent's Spell & Trap Zones.
    HX Spell Watch (HX-399).
    Setup: P1 turn 3 controls V4-1600; hand: HX Trap Sweep, V1-100. P2 has Compulsory
    Evacuation Device and HX Spell Watch Set earlier.
    Expected: the window comes only after the whole Spell: (a) if P1 destroys the
    Evacuation, only HX Spell Watch can answer (P2 8300); (b) if P1 destroys HX Spell
    Watch, only the Evacuation is offered (and may return V4-1600)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[SWEEP.name, "V1-100"]),
                 p1=Side(spells=[(CED, SET), (SPELL_WATCH.name, SET)]))
    do(duel, f"activate {hand(duel, SWEEP.name)} s0")
    other = duel.clone()
    answer(duel, picks=(sz(duel, CED, 1),))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SPELL_WATCH.name, 1)}
    trap(duel, SPELL_WATCH.name)
    settle(duel)
    assert duel.lp == [8000, 8300] and names(duel, 1, "gy") == [CED, SPELL_WATCH.name]
    answer(other, picks=(sz(other, SPELL_WATCH.name, 1),))
    window_for(other, 1)
    assert offered(other) == {sz(other, CED, 1)}


# ============================================================ monster effects, costs, Tributes
def test_hx_426_a_monster_effect_that_summons_is_no_spell_activation() -> None:
    """HX-426 (R-REQ-2, R-TRAP-5, R-EFF-2): "HX Relay Scout" (Level 4, 1000 ATK):
    Requirement: send this card to the GY. Effect: Special Summon 1 Level 4 or lower
    monster from your hand in Attack Position. HX Spell Watch (HX-399), HX Strong Watch
    (HX-400: a monster with 1500 or more ATK).
    Setup: P1 turn 3 controls face-up HX Relay Scout (since turn 1); hand: V4-1600,
    V1-100. P2 has HX Spell Watch and HX Strong Watch Set earlier.
    Expected: the cost frees the zone; V4-1600 is summoned into it. One window: HX Strong
    Watch is offered, HX Spell Watch is not (a monster effect is no Spell): P2 9000."""
    duel = build(p0=Side(monsters=[(SCOUT.name, ATK)], hand=["V4-1600", "V1-100"]),
                 p1=Side(spells=[(SPELL_WATCH.name, SET), (STRONG.name, SET)]))
    do(duel, f"activate {find(duel, SCOUT.name, 0, 'mzone')}")
    answer(duel, picks=(hand(duel, "V4-1600"),))
    assert names(duel, 0, "mzone") == ["V4-1600", "", ""] and names(duel, 0, "gy") == [SCOUT.name]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, STRONG.name, 1)}
    trap(duel, STRONG.name)
    settle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 1, "szone")[0] == SPELL_WATCH.name


def test_hx_427_a_field_spell_paid_as_a_trap_cost_is_not_destroyed() -> None:
    """HX-427 (R-TRAP-9, R-TRAP-6, R-REQ-2, R-FIELD-1, R-REPLAY-5, R-DMG-4, R-CALC-1,
    FX-FIELD-GUARD: when a card in your Field Zone is destroyed by a card effect: draw 1):
    "HX Terrain Toll" (Trap): Requirement: an opponent's monster declares an attack;
    send the card in your Field Zone to the GY. Effect: the attacking monster loses 1000
    ATK this turn.
    Setup: P2 controls V4-1600 with FX-FIELD-A face-up (1700); HX Terrain Toll and
    FX-FIELD-GUARD Set earlier. P1 turn 3, Battle Phase: V4-1800 and V4-1400.
    Actions: V4-1800 attacks V4-1600; P2 activates HX Terrain Toll.
    Expected: only the Toll is offered. Its window holds the Field Spell sent as a cost,
    not destroyed: FX-FIELD-GUARD is not offered. P2's monsters did not change: no
    replay. 800 against 1600: V4-1800 is destroyed, P1 takes 800 (7200)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(TERRAIN_TOLL.name, SET), (FIELD_GUARD, SET)]))
    assert duel.atk(at(duel, "V4-1600", 1)) == 1700
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TERRAIN_TOLL.name, 1)}
    hand_before = len(duel.hand[1])
    trap(duel, TERRAIN_TOLL.name)
    assert duel.request.kind == "battle" and duel.lp == [7200, 8000]
    assert len(duel.hand[1]) == hand_before and names(duel, 1, "szone")[1] == FIELD_GUARD
    assert sorted(names(duel, 1, "gy")) == sorted([FIELD_A, TERRAIN_TOLL.name])
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 1, "mzone")[0] == "V4-1600"


def test_hx_428_choosing_a_face_up_normal_monster_again_is_not_an_attack_on_it() -> None:
    """HX-428 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-5, R-TRAP-3): "HX Normal Shield"
    (Trap): when an opponent's monster declares an attack on your face-up Normal
    Monster: the attacking monster loses 500 ATK this turn. FX-BOUNCE-ON-ATTACK.
    Setup: P2 controls a face-down V4-WALL and face-up V4-1400; HX Normal Shield and
    FX-BOUNCE-ON-ATTACK Set earlier. P1 turn 3: Blue-Eyes White Dragon (3000).
    Actions: Blue-Eyes attacks V4-WALL; P2 bounces it; P1 chooses V4-1400 in the replay.
    Expected: the Shield is not offered for the face-down target. After the replay no
    declaration window opens, so the Shield is still not offered: 3000 vs 1400, P2 6400."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET), ("V4-1400", ATK)],
                         spells=[(NORMAL_SHIELD.name, SET), (BOUNCE, SET)]))
    attack(duel, BEWD, "V4-WALL")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, BOUNCE, 1)}
    trap(duel, BOUNCE)
    settle(duel)
    assert duel.request.kind == "replay" and names(duel, 1, "hand") == ["V4-WALL"]
    do(duel, f"target {find(duel, 'V4-1400', 1, 'mzone')}")
    assert duel.request.kind != "window"
    assert duel.lp == [8000, 6400] and names(duel, 1, "szone")[0] == NORMAL_SHIELD.name


def test_hx_429_tributes_are_not_destroyed_the_trap_holes_destruction_is() -> None:
    """HX-429 (R-MAIN-3, R-TRAP-5, R-TRAP-6, R-TRAP-4, §20.5 Trap Hole): HX Fusion Snare
    (HX-399), HX Loss Ward (HX-408).
    Setup: P1 turn 3 controls face-up V4-1600 and face-down V4-1400; hand: Blue-Eyes
    White Dragon, V1-100; HX Loss Ward Set earlier. P2 has Trap Hole (Rush) and HX
    Fusion Snare Set earlier.
    Actions: P1 Tribute Summons Blue-Eyes with both; P2 activates Trap Hole.
    Expected: a Tribute Summon is a Normal Summon: Trap Hole is offered, the Snare is not.
    Had P2 passed, P1's HX Loss Ward would not be offered (Tributes are not destroyed).
    After Trap Hole, P1 is asked and uses HX Loss Ward (9000)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)], hand=[BEWD, "V1-100"],
                         spells=[(LOSS.name, SET)]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (SNARE.name, SET)]))
    do(duel, f"summon {hand(duel, BEWD)} z0")
    answer(duel)
    assert names(duel, 0, "mzone") == [BEWD, "", ""]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE, 1)}
    passed = duel.clone()
    do(passed, "pass")
    idle(passed)
    trap(duel, TRAP_HOLE)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, LOSS.name, 0)}
    trap(duel, LOSS.name)
    settle(duel)
    assert duel.lp == [9000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", BEWD, LOSS.name])


def test_hx_430_a_maximum_summon_sends_dragons_by_rule_not_destroyed() -> None:
    """HX-430 (R-MAX-2, R-TRAP-5, R-TRAP-4, §20.3 RB Dragophone, Dragon Encounter).
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon and a face-down V4-1500
    (Dragon); hand: the three Supreme Machine Magnum Overlord pieces, V1-100; RB
    Dragophone Set earlier. P2's hand: Blue-Eyes White Dragon; Dragon Encounter Set
    earlier.
    Actions: P1 Maximum Summons; P2 passes.
    Expected: both Dragons go to P1's GY by rule (not destroyed): P2 is offered Dragon
    Encounter (a Special Summon); after P2 passes, P1 is not asked (its Dragophone needs
    a destruction) and is back in its Main Phase."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK), ("V4-1500", SET)],
                         hand=[OVL_L, OVL, OVL_R, "V1-100"], spells=[(DRAGOPHONE, SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    maximum(duel, OVL)
    assert sorted(names(duel, 0, "gy")) == sorted([BLUE_FANG, "V4-1500"])
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    do(duel, "pass")
    idle(duel)
    assert duel.maxm[0] and names(duel, 0, "szone")[0] == DRAGOPHONE


def test_hx_431_the_recital_reads_the_attackers_level_maximum_or_single_piece() -> None:
    """HX-431 (R-MAX-6, R-MAX-11, R-TRAP-5, R-BATTLE-5, §20.5 Music Princess's Recital:
    an opponent's Level 8 or lower monster declares an attack while you control exactly
    1 monster: negate the attack).
    (a) P1 turn 3 Maximum Summoned Supreme Machine Magnum Overlord (Level 10) and attacks
    P2's only monster V4-1400; P2 has the Recital and FX-NEGATE-ON-ATTACK Set earlier:
    only FX-NEGATE-ON-ATTACK is offered.
    (b) P1 controls Supreme Machine Magnum Overlord [L] alone (Normal Summoned on turn 1:
    printed Level 4, 800 ATK) and V4-1800; [L] attacks V4-1400: the Recital is offered
    and negates the attack; LP unchanged, V4-1400 stays."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(RECITAL, SET), (NEGATE, SET)]))
    maximum(duel, OVL)
    idle(duel)
    attack(duel, OVL, "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, NEGATE, 1)}
    piece = build(phase="battle", p0=Side(monsters=[(OVL_L, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1400", ATK)], spells=[(RECITAL, SET)]))
    attack(piece, OVL_L, "V4-1400")
    window_for(piece, 1)
    assert offered(piece) == {sz(piece, RECITAL, 1)}
    trap(piece, RECITAL)
    assert piece.request.kind == "battle" and piece.lp == [8000, 8000]
    assert names(piece, 1, "mzone")[0] == "V4-1400" and names(piece, 0, "gy") == []


def test_hx_432_the_opponents_torrential_cannot_destroy_the_maximum_overlord() -> None:
    """HX-432 (R-MAX-9, R-MAX-2, R-TRAP-5, R-TRAP-6, §20.1 Supreme Machine Magnum
    Overlord (center, Maximum Mode: cannot be destroyed by the opponent's Trap effects),
    §20.3 Torrential Tribute): HX Loss Ward and HX Fallen Small (HX-408, HX-407).
    Setup: P1 turn 3, hand: the three Overlord pieces, V1-100; HX Loss Ward Set earlier.
    P2 controls V4-1600 and has Torrential Tribute (Rush) and HX Fallen Small Set earlier.
    Actions: P1 Maximum Summons; P2 activates Torrential Tribute.
    Expected: the Maximum monster is not destroyed; V4-1600 is. P2's own monster was
    destroyed by its own Trap: HX Fallen Small is not offered; P1 lost nothing: P1 is not
    asked. P1 is back in its Main Phase with the Maximum monster."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100"], spells=[(LOSS.name, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)],
                         spells=[(TORRENT, SET), (SMALL_FALL.name, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    trap(duel, TORRENT)
    idle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", TORRENT])
    assert names(duel, 1, "szone")[1] == SMALL_FALL.name


def test_hx_433_a_trap_cost_of_a_dragon_is_no_destruction_its_effect_is() -> None:
    """HX-433 (R-TRAP-9, R-TRAP-6, R-TRAP-4, R-BATTLE-5, R-REPLAY-1, §20.3 RB
    Dragophone): "HX Dragon Toll" (Trap): Requirement: an opponent's monster declares an
    attack; send 1 face-up monster you control to the GY. Effect: destroy the attacking
    monster. HX Loss Ward (HX-408).
    Setup: P2 controls face-up Blue-Fang Burst Dragon and V4-1400; HX Dragon Toll and RB
    Dragophone Set earlier. P1 turn 3, Battle Phase: V4-1800 and V4-1600; HX Loss Ward
    Set earlier.
    Actions: V4-1800 attacks V4-1400; P2 activates HX Dragon Toll, sending Blue-Fang.
    Expected: in the Toll's window P2 is asked first: its Dragon was sent as a cost, not
    destroyed: RB Dragophone is not offered. P1's V4-1800 was destroyed by P2's card
    effect: P1 uses HX Loss Ward (9000). The attack ended (no Damage Step, no replay);
    V4-1600 may still attack."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                                         spells=[(LOSS.name, SET)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK), ("V4-1400", ATK)],
                         spells=[(DRAGON_TOLL.name, SET), (DRAGOPHONE, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, DRAGON_TOLL.name, 1)}
    trap(duel, DRAGON_TOLL.name)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "mzone"),))
    assert names(duel, 0, "gy") == ["V4-1800"]
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, LOSS.name, 0)}
    trap(duel, LOSS.name)
    settle(duel)
    assert duel.request.kind == "battle" and duel.lp == [9000, 8000]
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    assert names(duel, 1, "szone")[1] == DRAGOPHONE
    assert any(a.kind == "attack" and a.card == find(duel, "V4-1600", 0, "mzone")
               for a in duel.legal_actions())


# ============================================================ more windows of one's own
def test_hx_434_after_its_first_trap_the_turn_player_may_answer_the_new_window() -> None:
    """HX-434 (R-TRAP-3, R-TRAP-4, R-TRAP-6, R-TRAP-5, §20.3 Torrential Tribute): HX
    Rally Horn (HX-408).
    Setup: P1 turn 3, hand: V4-1800, V4-1600, V1-100; HX Rally Horn and Torrential
    Tribute (Rush) Set earlier. P2 controls V4-1400 and has no Trap.
    Actions: P1 Normal Summons V4-1800; P1 activates HX Rally Horn (V4-1600); in the next
    window P1 activates Torrential Tribute.
    Expected: in the summon's window P1 (P2 has nothing) is offered both of its Traps but
    may use one. The Horn's window holds a new Special Summon: P1 may now use Torrential
    ("either player"): every monster is destroyed."""
    duel = build(p0=Side(hand=["V4-1800", "V4-1600", "V1-100"],
                         spells=[(RALLY.name, SET), (TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, RALLY.name, 0), sz(duel, TORRENT, 0)}
    trap(duel, RALLY.name)
    answer(duel, picks=(hand(duel, "V4-1600"),))
    assert names(duel, 0, "mzone") == ["V4-1800", "V4-1600", ""]
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT)
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V4-1600", RALLY.name, TORRENT])


def test_hx_435_a_draw_trap_set_this_turn_answers_the_opponents_next_draw() -> None:
    """HX-435 (R-TRAP-2, R-TRAP-1, R-END-3, R-DRAW-4, R-DRAW-1): HX Dawn Call (HX-421).
    Setup: P1 turn 3, hand: HX Dawn Call, V4-1400, V1-100. P2's hand: 2 cards.
    Actions: P1 Sets HX Dawn Call and ends its turn; P2 draws 3 on turn 4.
    Expected: Setting opens no window and nothing is offered during P1's turn (nor in
    its End Phase). Set on turn 3, it may be used from turn 4 on: the draw window asks
    P1, who Special Summons V4-1400 in Defense; P2's Main Phase follows with 5 cards."""
    duel = build(p0=Side(hand=[DAWN_CALL.name, "V4-1400", "V1-100"]),
                 p1=Side(hand=["V1-100", "V1-100"]))
    do(duel, f"set {hand(duel, DAWN_CALL.name)} s0")
    idle(duel)
    refused(duel, f"activate {sz(duel, DAWN_CALL.name, 0)}")
    do(duel, "end")
    assert duel.turn == 4 and duel.phase == "draw" and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DAWN_CALL.name, 0)}
    trap(duel, DAWN_CALL.name)
    answer(duel, picks=(hand(duel, "V4-1400"),))
    settle(duel)
    idle(duel, 1)
    assert names(duel, 0, "mzone") == ["V4-1400", "", ""]
    assert duel.pos[at(duel, "V4-1400", 0)] == DEF and len(duel.hand[1]) == 5


def test_hx_436_a_draw_made_by_a_trap_in_the_draw_phase_is_not_a_normal_draw() -> None:
    """HX-436 (R-DRAW-4, R-TRAP-6, R-TRAP-5, R-TRAP-4, FX-DRAW-WATCH: when your opponent
    draws for their normal draw: gain 500 LP): "HX Dawn Gift" (Trap): when your opponent
    draws for their normal draw: draw 1 card.
    Setup: P1 turn 3, hand: V1-100; FX-DRAW-WATCH and HX Dawn Gift Set earlier. P2 has
    FX-DRAW-WATCH Set earlier.
    Actions: P1 ends its turn; at P2's normal draw P1 activates HX Dawn Gift.
    Expected: P1 draws 1 in P2's Draw Phase; that draw is by a card effect, not P1's
    normal draw: in the new window P2's FX-DRAW-WATCH is not offered, and P1's own
    FX-DRAW-WATCH is not offered either (P2's draw was in the earlier window). P2's Main
    Phase follows; LP unchanged."""
    duel = build(p0=Side(hand=["V1-100"], spells=[(DRAW_WATCH, SET), (DAWN_GIFT.name, SET)]),
                 p1=Side(spells=[(DRAW_WATCH, SET)]))
    do(duel, "end")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, DRAW_WATCH, 0), sz(duel, DAWN_GIFT.name, 0)}
    trap(duel, DAWN_GIFT.name)
    idle(duel, 1)
    assert len(duel.hand[0]) == 2 and duel.lp == [8000, 8000]
    assert names(duel, 1, "szone")[0] == DRAW_WATCH and names(duel, 0, "szone")[0] == DRAW_WATCH
