"""Held-out style conformance scenarios HX-226..HX-240, written like SC-01..SC-30 of
RULES.md section 19. Expectations come from RULES.md alone. They favour how long
effects last and what they cover: "this turn" changes applied by Traps in the
opponent's turn and their end (R-EFF-6, R-END-1), a player-wide "cannot attack this
turn", once per turn per monster across turns, position changes and new monsters
(R-EFF-3/4), continuous effects whose source leaves in the middle of a resolution or a
battle (R-EFF-5), Maximum Mode monsters that leave and come back, and Equips on a
monster the Maximum Summon sends away.

Small throwaway cards (codes 966800001..966800009, names starting with "HX ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import OnAttack, OnSummon
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import Destroy, Fixed, Modify, PlayerGrant, SpecialSummon, Then
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_NO_ATTACK

from ..engine.util import do, find, names
from .heldout_util import (
    DM,
    FLIPDOWN,
    GUARD_POS,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    SRM,
    answer,
    at,
    attack,
    hx_card,
    hx_monster,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused

RECALL = "FX-RECALL"
PROTECTION = "Sevens Road Protection"
SPELL = CardType.SPELL
TRAP = CardType.TRAP
EQUIP = CardType.SPELL | CardType.EQUIP






DRAIN = hx_card(966_800_001, "HX Drain Trap", TRAP, Effect(
    kind="trap", trigger=OnAttack(),
    ops=(Modify(Sel(who="opp", memo="attacker"), amount=Fixed(700), sign=-1),)))
RALLY = hx_card(966_800_002, "HX Rally Trap", TRAP, Effect(
    kind="trap", trigger=OnAttack(),
    ops=(Modify(Sel(who="you", face="up"), high=ALL, amount=Fixed(1000)),)))
HALT = hx_card(966_800_003, "HX Halt Trap", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("summon",)),
    ops=(PlayerGrant(Sel(), MOD_NO_ATTACK, who="opp", phrase="cannot attack"),)))
PUMP = hx_monster(966_800_004, "HX Pump", Effect(ops=(Modify(THIS, amount=Fixed(500)),)))
BOOSTER = hx_monster(966_800_005, "HX Booster", Effect(kind="continuous", mods=(
    Cont(Sel(who="you", face="up", not_self=True), MOD_ATK, 500, "gain 500 ATK"),)),
    atk=1200)
CLEAVE = hx_card(966_800_006, "HX Cleave", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="opp", face="up")),
    Then((Destroy(Sel(who="opp", face="up", atk_max=1500), low=0, high=ALL),)))))
SEAL = hx_monster(966_800_007, "HX Seal Keeper", Effect(kind="continuous", bans=(Ban(
    "spsummon", "both", Sel(where=("hand", "gy"), who="any", level_min=7, level_max=7),
    "Special Summon Level 7 monsters from the hand or GY"),)))
PURGE = hx_card(966_800_008, "HX Purge Rite", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="any", face="up")),
    Then((SpecialSummon(Sel(where=("gy",), kind="monster", level_min=7, level_max=7)),)))))
BLADE = hx_card(966_800_009, "HX Blade Equip", EQUIP, Effect(
    kind="equip", equip=Sel(face="up"),
    mods=(Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"),)))

HX_CARDS = [DRAIN, RALLY, HALT, PUMP, BOOSTER, CLEAVE, SEAL, PURGE, BLADE]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def attacks(duel: Duel) -> list[object]:
    return [a for a in duel.legal_actions() if a.kind == "attack"]


def pump(duel: Duel) -> None:
    do(duel, f"activate {find(duel, PUMP.name, duel.tp, 'mzone')}")
    answer(duel)


# ============================================================ Traps in the opponent's turn
def test_hx_226_a_trap_shrink_on_the_attacker_ends_with_that_turn() -> None:
    """HX-226 (R-EFF-6, R-END-1, R-TRAP-5, R-DMG-4, R-CALC-1): "HX Drain Trap" (Trap):
    when an opponent's monster declares an attack: the attacking monster loses 700 ATK
    this turn.
    Setup: P1 turn 3 controls face-up V5-2300 and V1-100; P2 controls face-up V4-1400
    and has HX Drain Trap Set earlier.
    Actions: V5-2300 attacks V4-1400; P2 activates the Trap.
    Expected: 1600 vs 1400: V4-1400 is destroyed, P2 takes 200 (7800); V5-2300 stays at
    1600 for the rest of turn 3 and is back to 2300 in P2's turn 4 and P1's turn 5."""
    duel = build(p0=Side(monsters=[("V5-2300", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(DRAIN.name, SET)]))
    attack(duel, "V5-2300", "V4-1400")
    window_for(duel, 1)
    trap(duel, DRAIN.name)
    answer(duel)
    assert duel.lp == [8000, 7800]
    assert set(names(duel, 1, "gy")) == {DRAIN.name, "V4-1400"}
    assert duel.atk(at(duel, "V5-2300")) == 1600
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V5-2300", 0)) == 2300
    to_turn(duel, 5)
    assert duel.atk(at(duel, "V5-2300", 0)) == 2300


def test_hx_227_this_turn_means_the_turn_it_was_used_not_the_trap_owners_turn() -> None:
    """HX-227 (R-EFF-6, R-END-1, R-TRAP-2, R-CALC-1): "HX Rally Trap" (Trap): when an
    opponent's monster declares an attack: face-up monsters you control gain 1000 ATK
    this turn.
    Setup: P1 turn 3 controls face-up V5-2300 and V1-100; P2 controls face-up V4-1400
    and V4-1600 and has HX Rally Trap Set earlier.
    Actions: V5-2300 attacks V4-1600; P2 activates the Trap.
    Expected: P2's monsters are 2400 and 2600; 2300 vs 2600: V5-2300 is destroyed and P1
    takes 300 (7700). The gain was made in turn 3, so it ends with turn 3: in P2's own
    turn 4 they are 1400 and 1600 again."""
    duel = build(p0=Side(monsters=[("V5-2300", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)],
                         spells=[(RALLY.name, SET)]))
    attack(duel, "V5-2300", "V4-1600")
    window_for(duel, 1)
    trap(duel, RALLY.name)
    answer(duel)
    assert duel.atk(at(duel, "V4-1400", 1)) == 2400
    assert duel.atk(at(duel, "V4-1600", 1)) == 2600
    assert duel.lp == [7700, 8000] and names(duel, 0, "gy") == ["V5-2300"]
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400
    assert duel.atk(at(duel, "V4-1600", 1)) == 1600


def test_hx_228_cannot_attack_this_turn_binds_one_player_for_one_turn() -> None:
    """HX-228 (R-EFF-6, R-END-1, R-BATTLE-2, R-TRAP-5): "HX Halt Trap" (Trap): when the
    opponent Normal Summons a monster: your opponent's monsters cannot attack this turn.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); hand: V4-1800. P2 controls
    face-up V4-1400 and has HX Halt Trap Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates the Trap; P1 enters the Battle Phase.
    Expected: neither of P1's monsters may declare an attack in turn 3. In P2's turn 4
    P2's V4-1400 may attack (the Trap bound only its opponent). In P1's turn 5 both of
    P1's monsters may attack again."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1800"]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(HALT.name, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    window_for(duel, 1)
    trap(duel, HALT.name)
    answer(duel)
    do(duel, "battle")
    assert attacks(duel) == []
    refused(duel, f"attack {find(duel, 'V4-1600', 0, 'mzone')} -> "
                  f"{find(duel, 'V4-1400', 1, 'mzone')}")
    to_turn(duel, 4)
    do(duel, "battle")
    assert {a.card for a in attacks(duel)} == {find(duel, "V4-1400", 1, "mzone")}
    to_turn(duel, 5)
    do(duel, "battle")
    assert {a.card for a in attacks(duel)} == {find(duel, "V4-1600", 0, "mzone"),
                                              find(duel, "V4-1800", 0, "mzone")}


def test_hx_229_protection_this_turn_ends_with_the_opponents_turn() -> None:
    """HX-229 (R-EFF-6, R-END-1, R-TRAP-4, R-SPELL-1): Sevens Road Protection (real):
    when the opponent Normal Summons: your face-up DARK Spellcasters cannot be destroyed
    by the opponent's card effects this turn (no Sevens Road Magician in P2's GY, so no
    position change). Dark Hole (Rush): destroy every monster on the field.
    Setup: P1 turn 3; hand: V4-1600 and two Dark Hole (Rush). P2 controls face-up Sevens
    Road Magician and has Sevens Road Protection Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Protection; P1 activates Dark Hole.
    In P1's turn 5, P1 activates the second Dark Hole.
    Expected: in turn 3 only V4-1600 is destroyed; the Magician stays. In turn 5 the
    protection is over and the Magician is destroyed."""
    duel = build(p0=Side(hand=["V4-1600", HOLE, HOLE]),
                 p1=Side(monsters=[(SRM, ATK)], spells=[(PROTECTION, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    window_for(duel, 1)
    trap(duel, PROTECTION)
    answer(duel, yes=False)
    play(duel, HOLE, zone="s0")
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", HOLE])
    assert names(duel, 1, "mzone")[0] == SRM
    to_turn(duel, 5)
    play(duel, HOLE, zone="s0")
    assert SRM in names(duel, 1, "gy") and names(duel, 1, "mzone") == ["", "", ""]


# ============================================================ once per turn, new monsters
def test_hx_230_a_bounced_monster_comes_back_without_its_gain_and_may_use_it_again() -> None:
    """HX-230 (R-EFF-3, R-EFF-4, R-EFF-6, R-EFF-2): "HX Pump" (Level 4, 1000): Requirement
    none; Effect: this card gains 500 ATK this turn.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: FX-RECALL.
    Actions: activate Pump; try again; FX-RECALL returns Pump; Normal Summon it;
    activate it; try again. Then turns 4 and 5.
    Expected: 1500 after the first use; the second is refused. The returned monster is
    new: 1000 when summoned, 1500 after its use (the first gain does not follow it); the
    third try is refused. In P2's turn 4 it is 1000 and cannot activate; in P1's turn 5
    it is 1000 and may activate again (1500)."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=[RECALL]))
    pump(duel)
    assert duel.atk(at(duel, PUMP.name)) == 1500
    refused(duel, f"activate {find(duel, PUMP.name, 0, 'mzone')}")
    play(duel, RECALL, zone="s0", picks=(find(duel, PUMP.name, 0, "mzone"),))
    assert names(duel, 0, "hand") == [PUMP.name]
    do(duel, f"summon {find(duel, PUMP.name, 0, 'hand')} z0")
    assert duel.atk(at(duel, PUMP.name)) == 1000
    pump(duel)
    assert duel.atk(at(duel, PUMP.name)) == 1500
    refused(duel, f"activate {find(duel, PUMP.name, 0, 'mzone')}")
    to_turn(duel, 4)
    assert duel.atk(at(duel, PUMP.name, 0)) == 1000
    assert find(duel, PUMP.name, 0, "mzone") not in offered(duel)
    to_turn(duel, 5)
    assert duel.atk(at(duel, PUMP.name, 0)) == 1000
    pump(duel)
    assert duel.atk(at(duel, PUMP.name, 0)) == 1500


def test_hx_231_a_position_change_keeps_the_monster_face_up_and_limited() -> None:
    """HX-231 (R-EFF-3, R-POS-4, R-EFF-6): FX-GUARD-POS (Normal Spell): change 1 face-up
    Attack Position monster on the field to face-up Defense Position. HX Pump as HX-230.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: FX-GUARD-POS.
    Actions: activate Pump; FX-GUARD-POS changes Pump to face-up Defense; try Pump again.
    Expected: Pump stayed face-up on the field, so it is the same monster: the second
    activation is refused and its gain stays (1500 ATK, face-up Defense)."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=[GUARD_POS]))
    pump(duel)
    p = find(duel, PUMP.name, 0, "mzone")
    play(duel, GUARD_POS, zone="s0", picks=(p,))
    assert duel.pos[duel.inst(p)] == DEF
    refused(duel, f"activate {p}")
    assert duel.atk(duel.inst(p)) == 1500


def test_hx_232_a_monster_revived_from_the_gy_is_new_and_may_activate_again() -> None:
    """HX-232 (R-EFF-4, R-EFF-3, R-EFF-6): HX Pump as HX-230; Dark Hole (Rush); Monster
    Reborn (Rush): Special Summon 1 monster from either GY to your field, face-up.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: Dark Hole (Rush),
    Monster Reborn (Rush).
    Actions: activate Pump; Dark Hole; Reborn on Pump (Attack Position); activate Pump.
    Expected: after the revival it is 1000 (the old gain is gone); its activation is
    legal and makes it 1500; a further try is refused."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=[HOLE, REBORN]))
    pump(duel)
    play(duel, HOLE, zone="s0")
    assert PUMP.name in names(duel, 0, "gy")
    play(duel, REBORN, zone="s0", picks=(find(duel, PUMP.name, 0, "gy"),))
    assert duel.atk(at(duel, PUMP.name)) == 1000
    assert find(duel, PUMP.name, 0, "mzone") in offered(duel)
    pump(duel)
    assert duel.atk(at(duel, PUMP.name)) == 1500
    refused(duel, f"activate {find(duel, PUMP.name, 0, 'mzone')}")


def test_hx_233_maximum_monster_returned_and_summoned_again_is_new() -> None:
    """HX-233 (R-MAX-9, R-MAX-8, R-EFF-4, R-EFF-6, R-MAX-6): Supreme Machine Magnum
    Overlord [R]: Requirement mill 1; gains 200 x the Level of 1 face-up opponent's
    monster this turn. FX-RECALL: return 1 face-up monster you control to the hand.
    Setup: P1 turn 3; hand: the three Overlord pieces and FX-RECALL. P2 controls face-up
    V4-1600 (Level 4).
    Actions: Maximum Summon; activate [R]; try [R] again; FX-RECALL on the Maximum
    monster; Maximum Summon again; activate [R]; try again.
    Expected: 3500 + 800 = 4300; the second try is refused. All three pieces return to
    the hand; the new Maximum monster is 3500 and its [R] may be activated: 4300; the
    next try is refused. In P2's turn 4 it is 3500."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, RECALL]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    maximum(duel)
    v = find(duel, "V4-1600", 1, "mzone")
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    answer(duel, picks=(v,))
    assert duel.atk(duel.mz[0][1]) == 4300
    refused(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    play(duel, RECALL, zone="s0", picks=(find(duel, OVL, 0, "mzone"),))
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""]
    maximum(duel)
    assert duel.atk(duel.mz[0][1]) == 3500
    assert find(duel, OVL_R, 0, "mzone") in offered(duel)
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    answer(duel, picks=(v,))
    assert duel.atk(duel.mz[0][1]) == 4300
    refused(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    to_turn(duel, 4)
    assert duel.atk(duel.mz[0][1]) == 3500


def test_hx_234_maximum_summon_sends_an_equipped_monster_and_its_equip_away() -> None:
    """HX-234 (R-MAX-2, R-EQUIP-4, R-MAX-6, R-EFF-6): "HX Blade Equip" (Equip Spell):
    equip to 1 face-up monster; it gains 400 ATK. HX Pump as HX-230.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: HX Blade Equip and
    the three Overlord pieces.
    Actions: activate Pump (1500); equip the Blade to Pump (1900); Maximum Summon.
    Expected: Pump goes to the GY with the Maximum Summon and the Blade follows it to
    the GY; the Maximum monster is exactly 3500 (nothing carries over)."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=[BLADE.name, OVL_L, OVL, OVL_R]))
    pump(duel)
    play(duel, BLADE.name, zone="s0", picks=(find(duel, PUMP.name, 0, "mzone"),))
    assert duel.atk(at(duel, PUMP.name)) == 1900
    maximum(duel)
    assert set(names(duel, 0, "gy")) == {PUMP.name, BLADE.name}
    assert names(duel, 0, "szone") == ["", "", ""]
    assert duel.atk(duel.mz[0][1]) == 3500


# ============================================================ continuous effects stop at once
def test_hx_235_a_continuous_boost_stops_in_the_middle_of_a_resolution() -> None:
    """HX-235 (R-EFF-5, R-REQ-2, R-REQ-3): "HX Booster" (Level 4, 1200): [CONTINUOUS
    EFFECT] other face-up monsters you control gain 500 ATK. "HX Cleave" (Normal Spell):
    destroy 1 face-up monster your opponent controls; then destroy every face-up monster
    your opponent controls with 1500 or less ATK.
    Setup: P1 turn 3; hand: HX Cleave. P2 controls face-up HX Booster and V4-1400.
    Actions: P1 activates Cleave, choosing HX Booster first.
    Expected: V4-1400 is 1900 before; once the Booster is destroyed its effect stops at
    once, so V4-1400 is 1400 when the second part looks: both go to P2's GY."""
    duel = build(p0=Side(hand=[CLEAVE.name]),
                 p1=Side(monsters=[(BOOSTER.name, ATK), ("V4-1400", ATK)]))
    assert duel.atk(at(duel, "V4-1400", 1)) == 1900
    play(duel, CLEAVE.name, zone="s0", picks=(find(duel, BOOSTER.name, 1, "mzone"),))
    assert set(names(duel, 1, "gy")) == {BOOSTER.name, "V4-1400"}
    assert names(duel, 1, "mzone") == ["", "", ""]


def test_hx_236_a_summon_ban_ends_when_its_source_is_destroyed_mid_resolution() -> None:
    """HX-236 (R-EFF-5, R-REQ-2, R-MAIN-4): "HX Seal Keeper" (Level 4): [CONTINUOUS
    EFFECT] neither player can Special Summon Level 7 monsters from the hand or GY. "HX
    Purge Rite" (Normal Spell): destroy 1 face-up monster on the field; then Special
    Summon 1 Level 7 monster from your GY.
    Setup: P1 turn 3; hand: Monster Reborn (Rush), HX Purge Rite; GY: Dark Magician
    (Rush) (Level 7). P2 controls face-up HX Seal Keeper.
    Actions: try Monster Reborn; activate Purge Rite choosing the Seal Keeper.
    Expected: Reborn cannot be activated (its only target is banned). The Keeper is
    destroyed first, its ban stops at once, and Dark Magician is Special Summoned."""
    duel = build(p0=Side(hand=[REBORN, PURGE.name], gy=[DM]),
                 p1=Side(monsters=[(SEAL.name, ATK)]))
    reborn = find(duel, REBORN, 0, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {reborn} {z}")
    play(duel, PURGE.name, zone="s0", picks=(find(duel, SEAL.name, 1, "mzone"),
                                             find(duel, DM, 0, "gy")))
    assert names(duel, 1, "gy") == [SEAL.name]
    assert DM in names(duel, 0, "mzone") and DM not in names(duel, 0, "gy")


def test_hx_237_a_booster_destroyed_in_battle_stops_before_the_next_attack() -> None:
    """HX-237 (R-EFF-5, R-DMG-4, R-CALC-1): HX Booster as HX-235.
    Setup: P1 turn 3 controls face-up V4-1800 and V4-1600; P2 controls face-up HX
    Booster (1200) and V4-1400 (1900 with the Booster).
    Actions: V4-1800 attacks the Booster; V4-1600 attacks V4-1400.
    Expected: 1800 vs 1200: P2 takes 600 (7400), the Booster is destroyed. V4-1400 is
    back to 1400: 1600 vs 1400: P2 takes 200 (7200) and V4-1400 is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[(BOOSTER.name, ATK), ("V4-1400", ATK)]))
    attack(duel, "V4-1800", BOOSTER.name)
    assert duel.lp == [8000, 7400]
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7200]
    assert set(names(duel, 1, "gy")) == {BOOSTER.name, "V4-1400"}


def test_hx_238_a_booster_turned_face_down_stops_at_once() -> None:
    """HX-238 (R-EFF-5, R-POS-4, R-BATTLE-3, R-CALC-1): HX Booster as HX-235;
    FX-FLIPDOWN: change 1 face-up monster on the field to face-down Defense Position.
    Setup: P1 turn 3 controls face-up V4-1600; hand: FX-FLIPDOWN. P2 controls face-up
    HX Booster and V4-1400.
    Actions: FX-FLIPDOWN on the Booster; V4-1600 attacks V4-1400.
    Expected: V4-1400 is 1400 after the flip; 1600 vs 1400: P2 takes 200 (7800) and
    V4-1400 is destroyed; the Booster stays face-down."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FLIPDOWN]),
                 p1=Side(monsters=[(BOOSTER.name, ATK), ("V4-1400", ATK)]))
    b = find(duel, BOOSTER.name, 1, "mzone")
    play(duel, FLIPDOWN, zone="s0", picks=(b,))
    assert duel.pos[duel.inst(b)] == SET
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1400"]


# ============================================================ End Phase
def test_hx_239_a_this_turn_gain_read_by_a_later_check_ends_at_the_end_phase() -> None:
    """HX-239 (R-EFF-6, R-END-1, R-END-2, R-BATTLE-2): HX Pump as HX-230.
    Setup: P1 turn 3 controls face-up HX Pump (since turn 1); hand: 6 V1-100. P2
    controls face-up V4-1400.
    Actions: activate Pump (1500); Pump attacks V4-1400; end the turn.
    Expected: 1500 vs 1400: P2 takes 100 (7900), V4-1400 destroyed. At P2's turn 4 Pump
    is 1000 and P1 still holds all 6 cards (nothing is discarded)."""
    duel = build(p0=Side(monsters=[(PUMP.name, ATK)], hand=["V1-100"] * 6),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    pump(duel)
    attack(duel, PUMP.name, "V4-1400")
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-1400"]
    to_turn(duel, 4)
    assert duel.atk(at(duel, PUMP.name, 0)) == 1000
    assert names(duel, 0, "hand") == ["V1-100"] * 6


def test_hx_240_a_drain_used_in_the_owners_own_turn_ends_before_the_next() -> None:
    """HX-240 (R-EFF-6, R-END-1, R-TRAP-2, R-CALC-4): HX Drain Trap as HX-226, used by
    P1 in P2's turn.
    Setup: P2 turn 4 controls face-up V5-2300 and V1-100; P1 controls face-up V4-WALL (DEF 2000)
    and has HX Drain Trap Set earlier.
    Actions: V5-2300 attacks V4-WALL; P1 activates the Trap.
    Expected: 1600 vs DEF 2000: nothing is destroyed and P2 takes 400 (7600). In P1's
    turn 5 V5-2300 is 2300 again."""
    duel = build(turn=4, tp=1, p0=Side(monsters=[("V4-WALL", DEF)],
                                         spells=[(DRAIN.name, SET)]),
                 p1=Side(monsters=[("V5-2300", ATK), ("V1-100", ATK)]))
    attack(duel, "V5-2300", "V4-WALL")
    window_for(duel, 0)
    trap(duel, DRAIN.name)
    answer(duel)
    assert duel.lp == [8000, 7600]
    assert names(duel, 0, "mzone")[0] == "V4-WALL" and duel.atk(at(duel, "V5-2300", 1)) == 1600
    to_turn(duel, 5)
    assert duel.atk(at(duel, "V5-2300", 1)) == 2300
