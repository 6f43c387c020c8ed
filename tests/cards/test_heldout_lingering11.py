"""Held-out style conformance scenarios HX-479..HX-495 (HX-496..HX-516 are in
test_heldout_lingering11b.py), written like SC-01..SC-30 of RULES.md section 19.
Expectations come from RULES.md alone. They favour lingering changes ("until the end
of this turn", "until the end of your opponent's next turn") meeting continuous
effects and the rest: an original ATK that becomes 0 under gains made before and
after it and under a Field Spell, on a Maximum Mode monster and on an attacker in
the attack window; player-wide lingering effects that cover monsters arriving later
(a returned monster, a Maximum monster) next to ones given to a single monster that
stay with it; battle protection, piercing and "cannot attack" grants and their ends;
lingering ATK, Level, Type and name changes read by Trap Requirements, by RB
Dragophone's last known Type, by Fusion and Ritual Summons and by Blue-Eyes Vision
Dragon's summoning condition; and a hand-size boost ended by a Trap cost between an
attack declaration and the damage.

Small throwaway cards (codes 968600001..968600016, names starting with "HX ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, OnSummon
from rushdesk.engine.effects.ext_booster03b import SetOriginalAtk
from rushdesk.engine.effects.ops import Destroy, Fixed, Grant, Modify, PlayerGrant, SendCost
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import (
    MOD_ATK,
    MOD_LEVEL,
    MOD_NAME,
    MOD_NO_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
    MOD_RACE,
)

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BURGER,
    DM,
    DRAGOPHONE,
    FIELD_C,
    FLIPDOWN,
    OVL,
    OVL_L,
    OVL_R,
    RECIPE,
    RECITAL,
    TCB,
    TRAP_HOLE,
    VISION,
    answer,
    at,
    attack,
    hx_card,
    hx_equip,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hand, mine, no_spell, refused, settle

RECALL = "FX-RECALL"
FUSION = "Fusion"
SPELL = CardType.SPELL
TRAP = CardType.TRAP
MINE = Sel(who="you", face="up")


def _spell(n: int, name: str, *ops: Any) -> CardData:
    return hx_card(968_600_000 + n, name, SPELL, Effect(kind="spell", ops=ops))


def _trap(n: int, name: str, trigger: Any, *ops: Any) -> CardData:
    return hx_card(968_600_000 + n, name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


NULL_RAY = _spell(1, "HX Null Ray", SetOriginalAtk(Sel(who="any", face="up"), amount=Fixed(0)))
PUMP = hx_monster(968_600_002, "HX Pump", Effect(ops=(Modify(THIS, amount=Fixed(500)),)))
BLADE = hx_equip(968_600_003, "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"))
ZERO_TRAP = _trap(4, "HX Zero Trap", OnAttack(),
                  SetOriginalAtk(Sel(who="opp", memo="attacker"), amount=Fixed(0)))
WAR_CRY = _spell(5, "HX War Cry", PlayerGrant(Sel(), MOD_ATK, 500, who="you",
                                              phrase="gain 500 ATK"))
SURGE = _spell(6, "HX Surge", Modify(MINE, amount=Fixed(500)))
BULWARK = _trap(7, "HX Bulwark Call", OnAttack(), PlayerGrant(
    Sel(), MOD_PROTECT, "battle", who="you", phrase="cannot be destroyed by battle"))
LANCE = _spell(8, "HX Lance Rite",
               Grant(MINE, kind=MOD_PIERCE, value=1, save="chosen",
                     phrase="inflicts piercing battle damage"),
               Modify(Sel(who="you", memo="chosen"), amount=Fixed(300)))
HALT_ONE = _trap(9, "HX Halt One", OnSummon(kinds=("summon",)),
                 Grant(Sel(who="opp", memo="summoned"), kind=MOD_NO_ATTACK, value=1,
                       phrase="cannot attack"))
CHILL = _trap(10, "HX Chill Order", OnSummon(kinds=("summon",)),
              PlayerGrant(Sel(), MOD_ATK, -1000, who="opp", phrase="lose 1000 ATK"))
LEVEL_UP = _spell(11, "HX Level Up", Grant(MINE, kind=MOD_LEVEL, value=2,
                                           phrase="gains 2 Levels"))
RENAME = _spell(12, "HX Rename", Grant(MINE, kind=MOD_NAME, value="V4-1400",
                                       phrase='is named "V4-1400"'))
DRAGON_RITE = _spell(13, "HX Dragon Rite", PlayerGrant(Sel(), MOD_RACE, "Dragon", who="you",
                                                       phrase="become Dragons"))
DRAGON_ALARM = _trap(14, "HX Dragon Alarm",
                     OnSummon(kinds=("summon",), monster=Sel(who="opp", race="Dragon")),
                     Destroy(Sel(who="opp", memo="summoned")))
HOARD = hx_monster(968_600_015, "HX Hoard Guard", Effect(kind="continuous", mods=(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(where=("hand",)), low=3)),)))
TOLL_DRAIN = hx_card(968_600_016, "HX Toll Drain", TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(Sel(where=("hand",)), low=2, high=2),),
    ops=(Modify(Sel(who="opp", memo="attacker"), amount=Fixed(500), sign=-1),)))

HX_CARDS = [NULL_RAY, PUMP, BLADE, ZERO_TRAP, WAR_CRY, SURGE, BULWARK, LANCE, HALT_ONE, CHILL,
            LEVEL_UP, RENAME, DRAGON_RITE, DRAGON_ALARM, HOARD, TOLL_DRAIN]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def attackers(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "attack"}


def p2_maximum(p0: Side) -> Duel:
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2; P1's turn 3 Main."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R]))
    maximum(duel)
    settle(duel)
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


def no_spell_named(duel: Duel, name: str) -> None:
    no_spell(duel, hand(duel, name))


# ============================================================ original ATK becomes 0
def test_hx_479_original_atk_zero_keeps_the_field_bonus_and_ends_with_the_turn() -> None:
    """HX-479 (R-EFF-6, R-END-1, R-FIELD-1, R-DMG-4, R-CALC-1, R-MAX-6 by analogy):
    "HX Null Ray" (Normal Spell): Requirement: none. Effect: the original ATK of 1
    face-up monster on the field becomes 0 until the end of this turn (ATK gains and
    losses still apply on top of the new original ATK). FX-FIELD-C: its controller's
    monsters gain 300 ATK.
    (a) P1 turn 3 controls V4-1600; hand: HX Null Ray. P2 controls V4-1800 and face-up
    FX-FIELD-C (2100). Null Ray on V4-1800: 0 + 300 = 300. V4-1600 attacks it: P2 takes
    1300 (6700) and V4-1800 is destroyed.
    (b) The same Null Ray, then the turn ends: on turn 4 V4-1800 has 2100 again."""
    p1 = Side(monsters=[("V4-1800", ATK, 2)], field_spell=(FIELD_C, ATK))
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[NULL_RAY.name, "V1-100"]), p1=p1)
    v18 = find(duel, "V4-1800", 1, "mzone")
    assert duel.atk(duel.inst(v18)) == 2100
    play(duel, NULL_RAY.name, zone="s0", picks=(v18,))
    assert duel.atk(duel.inst(v18)) == 300
    assert duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 6700] and names(duel, 1, "gy") == ["V4-1800"]
    later = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[NULL_RAY.name, "V1-100"]), p1=p1)
    v18 = find(later, "V4-1800", 1, "mzone")
    play(later, NULL_RAY.name, zone="s0", picks=(v18,))
    assert later.atk(later.inst(v18)) == 300
    to_turn(later, 4)
    assert later.atk(later.inst(v18)) == 2100


def test_hx_480_original_atk_zero_under_a_gain_before_and_an_equip_after() -> None:
    """HX-480 (R-EFF-6, R-END-1, R-EQUIP-1, R-EFF-3, reading of "original ATK becomes"
    as in HX-479): "HX Pump" (Level 4, 1000): Requirement: none. Effect: this card
    gains 500 ATK until the end of this turn. HX Null Ray as in HX-479. "HX Blade
    Equip": the equipped monster gains 400 ATK.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: HX Null Ray, HX Blade
    Equip, V1-100.
    Actions: activate Pump (1500); Null Ray on Pump; equip the Blade to Pump; end.
    Expected: the gain made before the original ATK became 0 still applies: 500; the
    Equip made after adds: 900. On turn 4 the original ATK and the gain are over:
    1000 + 400 = 1400 (the Equip stays)."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)],
                         hand=[NULL_RAY.name, BLADE.name, "V1-100"]))
    pump = mine(duel, PUMP.name)
    do(duel, f"activate {pump}")
    answer(duel)
    assert duel.atk(duel.inst(pump)) == 1500
    play(duel, NULL_RAY.name, zone="s0", picks=(pump,))
    assert duel.atk(duel.inst(pump)) == 500
    play(duel, BLADE.name, zone="s0", picks=(pump,))
    assert duel.atk(duel.inst(pump)) == 900
    to_turn(duel, 4)
    assert names(duel, 0, "szone")[0] == BLADE.name
    assert duel.atk(duel.inst(pump)) == 1400


def test_hx_481_original_atk_zero_on_a_maximum_monster_and_it_falls_whole() -> None:
    """HX-481 (R-MAX-6, R-MAX-5, R-MAX-8, R-CALC-1, R-CALC-7): HX Null Ray as in HX-479
    (the original ATK of 1 face-up monster on the field becomes 0 this turn).
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord (MAXIMUM ATK 3500) on
    turn 2. P1 turn 3 controls V4-1600 (since turn 1); hand: HX Null Ray, V1-100.
    Actions: Null Ray chooses the Maximum monster (one monster); V4-1600 attacks it.
    Expected: its base ATK is the MAXIMUM ATK, which becomes 0: ATK 0. 1600 vs 0: P2
    takes 1600 (6400) and all three pieces go to P2's GY."""
    duel = p2_maximum(Side(monsters=[("V4-1600", ATK)], hand=[NULL_RAY.name, "V1-100"]))
    center = find(duel, OVL, 1, "mzone")
    play(duel, NULL_RAY.name, zone="s0", picks=(center,))
    assert duel.atk(duel.inst(center)) == 0
    attack(duel, "V4-1600", OVL)
    assert duel.lp == [8000, 6400]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 1, "mzone") == ["", "", ""]


def test_hx_482_a_trap_zeroes_the_attackers_original_atk_the_field_bonus_stays() -> None:
    """HX-482 (R-DMG-4, R-CALC-4, R-FIELD-1, R-TRAP-5, R-EFF-6, R-END-1, reading as in
    HX-479): "HX Zero Trap" (Trap): Requirement: an opponent's monster declares an
    attack. Effect: the attacking monster's original ATK becomes 0 until the end of this
    turn. FX-FIELD-C: its controller's monsters gain 300 ATK.
    Setup: P1 turn 3 controls V4-1800 and V1-100 and face-up FX-FIELD-C. P2 controls
    V4-WALL in face-up Defense (DEF 2000) and has HX Zero Trap Set earlier.
    Actions: V4-1800 (2100) attacks V4-WALL; P2 activates the Trap.
    Expected: 0 + 300 = 300 at calculation: P1 takes 1700 (6300); nothing is destroyed.
    V4-1800 has 300 for the rest of turn 3 and 2100 again on turn 4."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                         field_spell=(FIELD_C, ATK)),
                 p1=Side(monsters=[("V4-WALL", DEF, 2)], spells=[(ZERO_TRAP.name, SET)]))
    v18 = mine(duel, "V4-1800")
    assert duel.atk(duel.inst(v18)) == 2100
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    trap(duel, ZERO_TRAP.name)
    settle(duel)
    assert duel.lp == [6300, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-1800" and names(duel, 1, "mzone")[0] == "V4-WALL"
    assert duel.turn == 3 and duel.atk(duel.inst(v18)) == 300
    to_turn(duel, 4)
    assert duel.atk(duel.inst(v18)) == 2100


# ============================================================ player-wide lingering effects
def test_hx_483_a_player_wide_gain_covers_monsters_that_arrive_later_this_turn() -> None:
    """HX-483 (R-EFF-6, R-END-1, R-EFF-4, R-CALC-1, R-CALC-6): "HX War Cry" (Normal
    Spell): Requirement: none. Effect: for the rest of this turn, monsters you control
    gain 500 ATK, those that arrive later this turn included.
    Setup: P1 turn 3 controls V4-1600 (since turn 1); hand: HX War Cry, V4-1400,
    FX-RECALL. P2 controls V4-1800.
    Actions: War Cry; Normal Summon V4-1400; FX-RECALL returns V4-1600; Normal Summon it
    again; V4-1600 attacks V4-1800; V4-1400 attacks directly.
    Expected: 2100; V4-1400 1900; the returned V4-1600 is a new monster but a monster
    P1 controls this turn: 2100. P2's V4-1800 is not P1's: 1800. 2100 vs 1800: P2 7700;
    direct 1900: P2 5800. On turn 4 they are 1600 and 1400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[WAR_CRY.name, "V4-1400", RECALL]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    play(duel, WAR_CRY.name, zone="s0")
    assert duel.atk(at(duel, "V4-1600")) == 2100
    do(duel, f"summon {hand(duel, 'V4-1400')} z1")
    assert duel.atk(at(duel, "V4-1400")) == 1900
    play(duel, RECALL, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert "V4-1600" in names(duel, 0, "hand")
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    assert duel.atk(at(duel, "V4-1600")) == 2100
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7700]
    attack(duel, "V4-1400")
    assert duel.lp == [8000, 5800]
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600
    assert duel.atk(at(duel, "V4-1400", 0)) == 1400


def test_hx_484_a_pieces_own_gain_stays_behind_a_player_wide_gain_reaches_maximum() -> None:
    """HX-484 (R-EFF-4, R-MAX-2, R-MAX-6, R-MAX-11, R-EFF-6): "HX Surge" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control gains 500 ATK until the
    end of this turn. HX War Cry as in HX-483.
    Setup: P1 turn 3 controls Supreme Machine Magnum Overlord [L] (800, Normal Summoned
    on its own on turn 1); hand: the center and [R] pieces, HX Surge, HX War Cry,
    FX-RECALL.
    Actions: War Cry; Surge on [L]; FX-RECALL returns [L]; Maximum Summon.
    Expected: [L] has 1800 on its own. The Surge stayed with the [L] that left; War Cry
    covers every monster P1 controls this turn: the Maximum monster has 3500 + 500 =
    4000. On turn 4 it has 3500."""
    duel = build(p0=Side(monsters=[(OVL_L, ATK)],
                         hand=[OVL, OVL_R, SURGE.name, WAR_CRY.name, RECALL]))
    play(duel, WAR_CRY.name, zone="s0")
    play(duel, SURGE.name, zone="s0")
    assert duel.atk(at(duel, OVL_L)) == 1800
    play(duel, RECALL, zone="s0", picks=(mine(duel, OVL_L),))
    assert OVL_L in names(duel, 0, "hand")
    maximum(duel)
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.atk(duel.mz[0][1]) == 4000
    to_turn(duel, 4)
    assert duel.atk(duel.mz[0][1]) == 3500


def test_hx_485_a_player_wide_battle_shield_from_a_trap_ends_with_that_turn() -> None:
    """HX-485 (R-EFF-6, R-END-1, R-CALC-1, R-TRAP-5, R-TRAP-2): "HX Bulwark Call"
    (Trap): Requirement: an opponent's monster declares an attack. Effect: this turn,
    monsters you control cannot be destroyed by battle.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon, Dark Magician (Rush) and V1-100
    (since turn 1). P2 controls V4-1600 (since turn 2) and has HX Bulwark Call Set
    earlier.
    Actions: Blue-Eyes attacks V4-1600 and P2 activates the Trap; Dark Magician attacks
    V4-1600; end; in P1's turn 5 Blue-Eyes attacks V4-1600.
    Expected: P2 takes 1400 (6600) and 900 (5700), V4-1600 stays both times. The shield
    was for turn 3 only: on turn 5 V4-1600 is destroyed and P2 takes 1400 (4300)."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (DM, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], spells=[(BULWARK.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, BULWARK.name)
    settle(duel)
    assert duel.lp == [8000, 6600] and names(duel, 1, "mzone")[0] == "V4-1600"
    attack(duel, DM, "V4-1600")
    assert duel.lp == [8000, 5700] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.turn == 3
    to_turn(duel, 5)
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 4300] and "V4-1600" in names(duel, 1, "gy")


# ============================================================ grants that end
def test_hx_486_a_piercing_grant_does_not_survive_a_face_down_turn() -> None:
    """HX-486 (R-EFF-4, R-CALC-5, R-POS-1, R-POS-2, R-POS-4, R-EFF-6): "HX Lance Rite"
    (Normal Spell): Requirement: none. Effect: 1 face-up monster you control inflicts
    piercing battle damage this turn, and gains 300 ATK this turn. FX-FLIPDOWN: change
    1 face-up monster on the field to face-down Defense Position.
    Setup: P1 turn 3 controls V4-1800 and V1-100 (since turn 1); hand: HX Lance Rite,
    FX-FLIPDOWN. P2 controls V2-500 in face-up Defense (DEF 500).
    (a) Lance Rite on V4-1800 (2100, piercing); V4-1800 attacks V2-500: P2 takes 1600
    (6400).
    (b) Lance Rite on V4-1800; FX-FLIPDOWN on V4-1800; P1 changes it to face-up Attack
    by hand (legal: it did not arrive this turn and was not changed by hand); it
    attacks V2-500.
    Expected (b): face-down and up again it is a new monster: 1800 and no piercing:
    V2-500 is destroyed, P2 stays at 8000."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                             hand=[LANCE.name, FLIPDOWN]),
                     p1=Side(monsters=[("V2-500", DEF, 2)]))
    duel = setup()
    play(duel, LANCE.name, zone="s0", picks=(mine(duel, "V4-1800"),))
    assert duel.atk(at(duel, "V4-1800")) == 2100
    attack(duel, "V4-1800", "V2-500")
    assert duel.lp == [8000, 6400] and names(duel, 1, "gy") == ["V2-500"]
    flipped = setup()
    v18 = mine(flipped, "V4-1800")
    play(flipped, LANCE.name, zone="s0", picks=(v18,))
    play(flipped, FLIPDOWN, zone="s0", picks=(v18,))
    assert flipped.pos[flipped.inst(v18)] == SET
    do(flipped, f"position {v18} atk")
    assert flipped.pos[flipped.inst(v18)] == ATK and flipped.atk(flipped.inst(v18)) == 1800
    attack(flipped, "V4-1800", "V2-500")
    assert flipped.lp == [8000, 8000] and names(flipped, 1, "gy") == ["V2-500"]


def test_hx_487_cannot_attack_given_to_one_monster_stays_with_the_one_that_left() -> None:
    """HX-487 (R-EFF-4, R-EFF-6, R-BATTLE-2, R-TRAP-5, R-CALC-1): "HX Halt One" (Trap):
    Requirement: your opponent Normal Summons a monster. Effect: that monster cannot
    attack this turn.
    (a) P1 turn 3 controls V4-1600 (since turn 1); hand: V4-1800. P2 controls V4-1400
    and has HX Halt One Set earlier. P1 Normal Summons V4-1800; P2 activates the Trap;
    P1 enters the Battle Phase: only V4-1600 may declare an attack.
    (b) The same, and before the Battle Phase FX-RECALL returns V4-1800 and P1 Normal
    Summons it again: a new monster, so it may attack: V4-1800 attacks V4-1400: P2
    takes 400 (7600)."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1800", RECALL]),
                     p1=Side(monsters=[("V4-1400", ATK, 2)], spells=[(HALT_ONE.name, SET)]))
    duel = setup()
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    window_for(duel, 1)
    trap(duel, HALT_ONE.name)
    settle(duel)
    v18 = mine(duel, "V4-1800")
    do(duel, "battle")
    assert attackers(duel) == {mine(duel, "V4-1600")}
    refused(duel, f"attack {v18} -> {find(duel, 'V4-1400', 1, 'mzone')}")
    again = setup()
    do(again, f"summon {hand(again, 'V4-1800')} z1")
    trap(again, HALT_ONE.name)
    settle(again)
    play(again, RECALL, zone="s0", picks=(mine(again, "V4-1800"),))
    do(again, f"summon {hand(again, 'V4-1800')} z1")
    do(again, "battle")
    assert attackers(again) == {mine(again, "V4-1600"), mine(again, "V4-1800")}
    attack(again, "V4-1800", "V4-1400")
    assert again.lp == [8000, 7600] and names(again, 1, "gy") == [HALT_ONE.name, "V4-1400"]


# ============================================================ Trap Requirements read changes
def test_hx_488_a_player_wide_loss_keeps_a_later_summon_below_trap_hole() -> None:
    """HX-488 (R-TRAP-5, R-TRAP-3, R-EFF-6, R-MAIN-3): "HX Chill Order" (Trap):
    Requirement: your opponent Normal Summons a monster. Effect: for the rest of this
    turn, monsters your opponent controls lose 1000 ATK, those that arrive later this
    turn included. Trap Hole (Rush): when the opponent Normal Summons a monster with
    1000 or more ATK: destroy it.
    Setup: P1 turn 3 controls no monster; hand: V1-100, V4-1800, V5-2300. P2 has HX Chill
    Order and Trap Hole (Rush) Set earlier.
    Actions: Normal Summon V1-100 (z0); P2 activates Chill Order; Normal Summon V4-1800
    (z1); Tribute Summon V5-2300 (z2) with V1-100.
    Expected: for V1-100 only Chill Order is offered. V4-1800 arrives with 800: Trap
    Hole is not offered (no window for P2). V5-2300 arrives with 1300: Trap Hole is
    offered and destroys it."""
    duel = build(p0=Side(hand=["V1-100", "V4-1800", "V5-2300"]),
                 p1=Side(spells=[(CHILL.name, SET), (TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, 'V1-100')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CHILL.name, 1, "szone")}
    trap(duel, CHILL.name)
    settle(duel)
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert duel.atk(at(duel, "V4-1800")) == 800
    do(duel, f"summon {hand(duel, 'V5-2300')} z2")
    answer(duel, picks=(mine(duel, "V1-100"),))
    window_for(duel, 1)
    assert duel.atk(at(duel, "V5-2300")) == 1300
    assert offered(duel) == {find(duel, TRAP_HOLE, 1, "szone")}
    trap(duel, TRAP_HOLE)
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == ["V1-100", "V5-2300"]
    assert names(duel, 0, "mzone") == ["", "V4-1800", ""]


def test_hx_489_a_level_gained_this_turn_keeps_music_princess_away_until_it_ends() -> None:
    """HX-489 (R-TRAP-5, R-EFF-6, R-END-1, R-BATTLE-5, R-CALC-1): "HX Level Up" (Normal
    Spell): Requirement: none. Effect: 1 face-up monster you control gains 2 Levels
    until the end of this turn. Music Princess's Recital: when an opponent's Level 8 or
    lower monster declares an attack while you control exactly 1 monster: negate it.
    Setup: P1 turn 3 controls Dark Magician (Rush) (Level 7, since turn 1); hand: HX Level
    Up, V1-100. P2 controls V4-1600 only, has the Recital Set earlier; hand: V4-1400 and
    V1-100.
    Actions: Level Up on Dark Magician; it attacks V4-1600. Turn 4: P2 Normal Summons
    V4-1400. Turn 5: Dark Magician attacks V4-1400.
    Expected: Level 9: the Recital is not offered; P2 takes 900 (7100), V4-1600
    destroyed. On turn 5 it is Level 7 again: P2 is offered the Recital, which negates
    the attack: P2 stays at 7100 and V4-1400 stays."""
    duel = build(p0=Side(monsters=[(DM, ATK)], hand=[LEVEL_UP.name, "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], spells=[(RECITAL, SET)],
                         hand=["V4-1400", "V1-100"]))
    play(duel, LEVEL_UP.name, zone="s0")
    assert duel.level(at(duel, DM)) == 9
    attack(duel, DM, "V4-1600")
    assert duel.lp == [8000, 7100] and names(duel, 1, "gy") == ["V4-1600"]
    to_turn(duel, 4)
    do(duel, f"summon {find(duel, 'V4-1400', 1, 'hand')} z0")
    to_turn(duel, 5)
    assert duel.level(at(duel, DM, 0)) == 7
    attack(duel, DM, "V4-1400")
    window_for(duel, 1)
    trap(duel, RECITAL)
    settle(duel)
    assert duel.lp == [8000, 7100] and names(duel, 1, "mzone")[0] == "V4-1400"


def test_hx_490_dragophone_reads_the_type_given_this_turn_to_the_destroyed_monster() -> None:
    """HX-490 (R-CARD-2, R-TRAP-5, R-DMG-5, R-EFF-6): Type Change Beam (reveal a monster
    in your hand; up to 3 face-up monsters on the field take its Type this turn). RB
    Dragophone: when a Dragon you control is destroyed by the opponent's attack or card
    effect: mill 2; then, if you control no monsters, you may Special Summon Blue-Fang
    Burst Dragon or Red-Boot Boost Dragon from your GY.
    Setup: P1 turn 3 controls V4-1800 and V1-100 (since turn 1); hand: Type Change Beam,
    Blue-Eyes White Dragon. P2 controls only V4-1600 (a Warrior), has RB Dragophone Set
    earlier; GY: Blue-Fang Burst Dragon.
    Actions: the Beam reveals Blue-Eyes and makes P2's V4-1600 a Dragon; V4-1800
    attacks V4-1600.
    Expected: P2 takes 200 (7800). V4-1600 was a Dragon when it was destroyed: P2 is
    offered Dragophone, mills 2 and Special Summons Blue-Fang Burst Dragon."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)], hand=[TCB, BEWD]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], spells=[(DRAGOPHONE, SET)],
                         gy=[BLUE_FANG]))
    v16 = find(duel, "V4-1600", 1, "mzone")
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), v16))
    assert duel.race(duel.inst(v16)) == "Dragon"
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DRAGOPHONE, 1, "szone")}
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    settle(duel)
    assert BLUE_FANG in names(duel, 1, "mzone")
    assert len(names(duel, 1, "gy")) == 4  # V4-1600, 2 milled cards, Dragophone


def test_hx_491_a_player_wide_type_reaches_a_later_summon_a_beamed_one_does_not() -> None:
    """HX-491 (R-CARD-2, R-EFF-4, R-TRAP-5, R-EFF-6): "HX Dragon Rite" (Normal Spell):
    Requirement: none. Effect: for the rest of this turn, monsters you control become
    Dragons, those that arrive later this turn included. "HX Dragon Alarm" (Trap):
    Requirement: your opponent Normal Summons a Dragon. Effect: destroy it. Type Change
    Beam as in HX-490.
    (a) P1 turn 3 controls V4-1600 (since turn 1); hand: Type Change Beam, Blue-Eyes
    White Dragon, FX-RECALL. P2 has HX Dragon Alarm Set earlier. The Beam makes V4-1600
    a Dragon; FX-RECALL returns it; P1 Normal Summons it again: a new monster, a
    Warrior: the Alarm is not offered.
    (b) P1's hand: HX Dragon Rite, V4-1800. Dragon Rite, then Normal Summon V4-1800: it
    is a Dragon: P2 is offered the Alarm and destroys it."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[TCB, BEWD, RECALL]),
                 p1=Side(spells=[(DRAGON_ALARM.name, SET)]))
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), mine(duel, "V4-1600")))
    assert duel.race(at(duel, "V4-1600")) == "Dragon"
    play(duel, RECALL, zone="s0", picks=(mine(duel, "V4-1600"),))
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    assert duel.race(at(duel, "V4-1600")) == "Warrior"
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[0] == DRAGON_ALARM.name
    rite = build(p0=Side(hand=[DRAGON_RITE.name, "V4-1800"]),
                 p1=Side(spells=[(DRAGON_ALARM.name, SET)]))
    play(rite, DRAGON_RITE.name, zone="s0")
    do(rite, f"summon {hand(rite, 'V4-1800')} z0")
    window_for(rite, 1)
    assert rite.race(at(rite, "V4-1800")) == "Dragon"
    trap(rite, DRAGON_ALARM.name)
    settle(rite)
    assert names(rite, 0, "gy") == [DRAGON_RITE.name, "V4-1800"]


# ============================================================ Fusion, Ritual, summon conditions
def test_hx_492_a_name_given_this_turn_makes_a_fusion_material_only_this_turn() -> None:
    """HX-492 (R-CARD-1, R-FUS-2, R-FUS-4, R-EFF-6, R-END-1): "HX Rename" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control is named "V4-1400" until
    the end of this turn. FX-FUSION-2: "V4-1600" + "V4-1400".
    Setup: P1 turn 3 controls V4-1600 and V4-1800 (since turn 1); hand: HX Rename,
    "Fusion", V1-100; Extra: FX-FUSION-2.
    (a) Rename V4-1800, then "Fusion": both materials go to the GY and FX-FUSION-2 is
    Special Summoned.
    (b) Rename V4-1800, end; on P1's turn 5 V4-1800 has its own name again: "Fusion" is
    refused."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                             hand=[RENAME.name, FUSION, "V1-100"], extra=["FX-FUSION-2"]))
    duel = setup()
    no_spell_named(duel, FUSION)
    play(duel, RENAME.name, zone="s0", picks=(mine(duel, "V4-1800"),))
    assert duel.names(at(duel, "V4-1800")) == frozenset({"V4-1400"})
    do(duel, f"activate {hand(duel, FUSION)} s0")
    answer(duel, picks=(find(duel, "FX-FUSION-2", 0, "extra"),), pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone") == ["FX-FUSION-2", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1800", RENAME.name, FUSION])
    later = setup()
    play(later, RENAME.name, zone="s0", picks=(mine(later, "V4-1800"),))
    to_turn(later, 5)
    assert later.names(at(later, "V4-1800", 0)) == frozenset({"V4-1800"})
    no_spell_named(later, FUSION)


def test_hx_493_a_level_gained_this_turn_is_a_ritual_level_only_this_turn() -> None:
    """HX-493 (R-RIT-2, R-RIT-3, R-RIT-4, R-EFF-6, R-END-1): HX Level Up as in HX-489
    (1 face-up monster you control gains 2 Levels this turn). Hamburger Fast Recipe:
    Ritual Summon Hungry Burger with face-up monsters you control totalling Level 6 or
    more, no surplus.
    Setup: P1 turn 3 controls only V4-1600 (Level 4, since turn 1); hand: HX Level Up,
    the Recipe, V1-100; Extra: Hungry Burger (Rush).
    (a) The Recipe is refused (Level 4); after Level Up V4-1600 is Level 6 and the
    Recipe is legal: V4-1600 goes to the GY and Hungry Burger is Ritual Summoned.
    (b) Level Up, end; on P1's turn 5 V4-1600 is Level 4: the Recipe is refused."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1600", ATK)],
                             hand=[LEVEL_UP.name, RECIPE, "V1-100"], extra=[BURGER]))
    duel = setup()
    no_spell_named(duel, RECIPE)
    play(duel, LEVEL_UP.name, zone="s0")
    assert duel.level(at(duel, "V4-1600")) == 6
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    while duel.request is not None and duel.request.kind == "pick":
        burger, v16 = find(duel, BURGER, 0, "extra"), mine(duel, "V4-1600")
        do(duel, f"pick {burger if burger in picks(duel) else v16}")
    answer(duel, pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone") == [BURGER, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", LEVEL_UP.name, RECIPE])
    later = setup()
    play(later, LEVEL_UP.name, zone="s0")
    to_turn(later, 5)
    assert later.level(at(later, "V4-1600", 0)) == 4
    no_spell_named(later, RECIPE)


def test_hx_494_vision_dragon_needs_both_changes_of_this_turn() -> None:
    """HX-494 (R-MAIN-4, R-EFF-1, R-CARD-2, R-EFF-6, R-END-1): Blue-Eyes Vision Dragon
    may be Special Summoned from the hand in face-up Defense while you control a face-up
    Level 8 or higher Dragon. Type Change Beam (this turn) and HX Level Up (+2 Levels
    this turn).
    Setup: P1 turn 3 controls Dark Magician (Rush) (Level 7 Spellcaster, since turn 1);
    hand: Vision Dragon, Type Change Beam, Blue-Eyes White Dragon, HX Level Up.
    Actions: the Beam reveals Blue-Eyes and makes Dark Magician a Dragon; try Vision;
    Level Up on Dark Magician; try again; end; on turn 5 try again.
    Expected: refused as a Level 7 Dragon; legal as a Level 9 Dragon (not done); on
    turn 5 Dark Magician is a Level 7 Spellcaster again: refused."""
    duel = build(p0=Side(monsters=[(DM, ATK)], hand=[VISION, TCB, BEWD, LEVEL_UP.name]))
    dm = mine(duel, DM)
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), dm))
    assert duel.race(duel.inst(dm)) == "Dragon"
    refused(duel, Action("spsummon", hand(duel, VISION), 1, pos=DEF))
    play(duel, LEVEL_UP.name, zone="s0")
    assert duel.level(duel.inst(dm)) == 9
    assert Action("spsummon", hand(duel, VISION), 1, pos=DEF) in duel.legal_actions()
    to_turn(duel, 5)
    assert duel.race(duel.inst(dm)) == "Spellcaster" and duel.level(duel.inst(dm)) == 7
    refused(duel, Action("spsummon", hand(duel, VISION), 1, pos=DEF))


# ============================================================ a condition changes mid-battle
def test_hx_495_a_hand_cost_in_the_attack_window_ends_a_hand_size_boost() -> None:
    """HX-495 (R-EFF-5, R-DMG-4, R-TRAP-9, R-REPLAY-5, R-CALC-1): "HX Hoard Guard" (Level
    4, 1000): [CONTINUOUS EFFECT] while you have 3 or more cards in your hand, this card
    gains 1000 ATK. "HX Toll Drain" (Trap): Requirement: an opponent's monster declares
    an attack; send 2 cards from your hand to the GY. Effect: the attacking monster
    loses 500 ATK this turn.
    Setup: P1 turn 3 controls V4-1800 and V1-100 (since turn 1). P2 controls HX Hoard
    Guard (2000 with 4 cards in hand) and has HX Toll Drain Set earlier; hand: 4 V1-100.
    Actions: V4-1800 attacks the Guard; P2 activates the Trap, sending 2 cards.
    Expected: no replay (P2's monsters did not change). At calculation P2 holds 2 cards:
    the Guard has 1000; V4-1800 has 1300: the Guard is destroyed, P2 takes 300 (7700)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[(HOARD.name, ATK, 2)], spells=[(TOLL_DRAIN.name, SET)],
                         hand=["V1-100"] * 4))
    assert duel.atk(at(duel, HOARD.name, 1)) == 2000
    attack(duel, "V4-1800", HOARD.name)
    window_for(duel, 1)
    trap(duel, TOLL_DRAIN.name)
    answer(duel, picks=tuple(find(duel, "V1-100", 1, "hand", k) for k in range(2)))
    settle(duel)
    assert len(duel.hand[1]) == 2
    assert duel.lp == [8000, 7700]
    assert sorted(names(duel, 1, "gy")) == sorted([HOARD.name, TOLL_DRAIN.name, "V1-100",
                                                   "V1-100"])
    assert duel.atk(at(duel, "V4-1800")) == 1300
