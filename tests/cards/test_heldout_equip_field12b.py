"""Held-out style conformance scenarios HX-577..HX-596 (HX-557..HX-576 are in
test_heldout_equip_field12.py), written like SC-01..SC-30 of RULES.md section 19;
expectations come from RULES.md alone. Equip and Field Spells in battle and around
Trap windows: Equips that protect, pierce, grant a second or a direct attack and stop
doing so when they leave; a face-down flip in the Damage Step that switches on an
Equip's condition; a Field Spell's condition that reads the ATK an Equip gives; Trap
Requirements that read the attacker's Equip and Field bonuses; Traps that turn the
target face-down or the attacker to Defense; Equips of both players on one monster;
Equips on Maximum Mode monsters (a second Maximum Summon, the Overlord's own gain, a
Type change, protection from the opponent's effects); face-down trips that end an
Equip's effect on other monsters. Throwaway cards: codes 968710028..968710049, names
"HX ..."; the docstring of each test using one says what it does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.actions import DIRECT
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.conditions import Count, OnAttack, OnDestroyed, OnSpell, OnSummon
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster01 import OnSpellDestroyed
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Destroy,
    Fixed,
    GainLP,
    Modify,
    Per,
    SendCost,
)
from rushdesk.engine.effects.script import EQUIPPED, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import (
    MOD_ATK,
    MOD_DEF,
    MOD_DIRECT,
    MOD_EXTRA_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
    MOD_RACE,
)

from ..engine.util import do, find, names
from .heldout_util import (
    BLUE_FANG,
    DESP,
    DESP_L,
    DESP_R,
    DRAGOPHONE,
    FIELD_A,
    FIELD_C,
    FLIPDOWN,
    HOLE,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    answer,
    at,
    attack,
    hx_card,
    hx_equip,
    hx_field,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import no_spell, refused, settle
from .test_heldout_equip_field12 import (
    BLADE,
    CURSE,
    DRAGONIZE,
    EQUIP_BREAKER,
    HORN,
    MINE,
    SPELL,
    attackers,
    code,
    hand,
    mine,
    theirs,
    trap_card,
)
from .test_heldout_equip_field12 import POOL as POOL12

FADRAWL = "Innocent Fadrawl"
LIGHT_UP = Sel(who="opp", face="up", attribute=int(Attribute.LIGHT))

WARD = hx_equip(code(28), "HX Ward Equip",
                Cont(EQUIPPED, MOD_PROTECT, "battle", "cannot be destroyed by battle"))
HUNTER = hx_equip(code(29), "HX Light Hunter Equip",
                  Cont(EQUIPPED, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(LIGHT_UP)),
                  Cont(EQUIPPED, MOD_PIERCE, 1, "inflicts piercing battle damage",
                       condition=Count(LIGHT_UP)))
TWIN_FANG = hx_equip(code(30), "HX Twin Fang Equip",
                     Cont(EQUIPPED, MOD_EXTRA_ATTACK, 1, "can make a second attack"))
GRUDGE = trap_card(31, "HX Battle Grudge", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                                       causes=("battle",)),
                   Destroy(Sel(who="opp", where=("szone",), kind="spell")))
MACHINE_GROUND = hx_field(code(32), "HX Machine Ground",
                          Cont(MINE, MOD_RACE, "Machine", "become Machines"))
RALLY = hx_card(code(33), "HX Rally Horn", SPELL, Effect(
    kind="spell", costs=(SendCost(MINE),),
    ops=(Modify(MINE, amount=Per(300, Sel(where=("szone",), kind="equip spell", face="up")),
                high=ALL),)))
GIANT_SNARE = trap_card(34, "HX Giant Snare", OnAttack(attacker=Sel(who="opp", atk_min=2000)),
                        Destroy(Sel(who="opp", memo="attacker")))
HIDE = trap_card(35, "HX Hide Trap", OnAttack(direct=False),
                 ChangePosition(Sel(memo="target"), to="set"))
STONE = hx_field(code(36), "HX Stone Ground", Cont(MINE, MOD_DEF, 300, "gain 300 DEF"))
GUARD = hx_equip(code(37), "HX Guard Equip", Cont(EQUIPPED, MOD_DEF, 800, "gains 800 DEF"))
FORGE = hx_field(code(38), "HX Forge Field", Cont(Sel(who="you", face="up", race="Machine"),
                                                  MOD_ATK, 300, "gain 300 ATK"))
DRAGON_FIELD = hx_field(code(39), "HX Dragon Field", Cont(
    Sel(who="any", face="up", race="Dragon"), MOD_ATK, 500, "gain 500 ATK"))
HUSH = trap_card(40, "HX Hush Trap", OnSummon(kinds=("summon",)),
                 ChangePosition(Sel(who="opp", memo="summoned"), to="set"))
MOURNING = trap_card(41, "HX Spell Mourning", OnSpellDestroyed(), GainLP(Fixed(1000)))
PHANTOM = hx_equip(code(42), "HX Phantom Blade",
                   Cont(EQUIPPED, MOD_DIRECT, 1, "can attack directly"))
KNEEL = trap_card(43, "HX Kneel Trap", OnAttack(),
                  ChangePosition(Sel(who="opp", memo="attacker"), to="def"))
PLATE = hx_equip(code(44), "HX Knight Plate", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"),
                 Cont(EQUIPPED, MOD_DEF, 800, "gains 800 DEF"))
WYRM_ALARM = trap_card(45, "HX Wyrm Alarm", OnAttack(attacker=Sel(who="opp", race="Dragon")),
                       Destroy(Sel(who="opp", memo="attacker")))
VANGUARD = hx_field(code(46), "HX Vanguard Ground", Cont(
    Sel(who="you", face="up", atk_max=1500), MOD_PROTECT, "battle",
    "cannot be destroyed by battle"))
AEGIS = hx_equip(code(47), "HX Aegis Equip", Cont(
    EQUIPPED, MOD_PROTECT, "opp-effect", "cannot be destroyed by your opponent's card effects"))
BANNER = hx_equip(code(48), "HX Rally Banner", Cont(EQUIPPED, MOD_ATK, 200, "gains 200 ATK"),
                  Cont(Sel(who="you", face="up", exclude_memo="equipped"), MOD_ATK, 300,
                       "gain 300 ATK"))
OVERREACH = trap_card(49, "HX Overreach Alarm", OnSpell(),
                      Destroy(Sel(who="opp", face="up", atk_min=2500), high=ALL))

HX_CARDS = [WARD, HUNTER, TWIN_FANG, GRUDGE, MACHINE_GROUND, RALLY, GIANT_SNARE, HIDE, STONE,
            GUARD, FORGE, DRAGON_FIELD, HUSH, MOURNING, PHANTOM, KNEEL, PLATE, WYRM_ALARM,
            VANGUARD, AEGIS, BANNER, OVERREACH]
POOL = POOL12.merged(HX_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


# ============================================================ Equips on Maximum Mode monsters
def test_hx_577_a_second_maximum_summon_sweeps_the_first_with_its_equip() -> None:
    """HX-577 (R-MAX-2, R-MAX-8, R-MAX-13, R-EQUIP-4, R-MAX-6): FX-MACHINE-EQUIP (equip to
    a face-up Machine you control: +500 ATK).
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, the three
    Doomblaze Fiend Overlord Despairacion pieces, FX-MACHINE-EQUIP.
    Actions: Maximum Summon the Overlord; equip it (4000); Maximum Summon Despairacion.
    Expected: the second Maximum Summon sends every monster P1 controls to the GY by
    rule: all three Overlord pieces, and the Equip Spell with them. The Equip does not
    pass to the new monster: Despairacion has its MAXIMUM ATK 4000; S/T Zones empty."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, DESP_L, DESP, DESP_R, MACHINE_EQUIP]))
    maximum(duel, OVL)
    play(duel, MACHINE_EQUIP, zone="s0", picks=(mine(duel, OVL),))
    assert duel.atk(at(duel, OVL)) == 4000
    maximum(duel, DESP)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R]
    assert duel.atk(at(duel, DESP)) == 4000 and names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, MACHINE_EQUIP])


# ============================================================ Equips in battle
def test_hx_578_an_equip_that_saves_from_battle_keeps_the_damage() -> None:
    """HX-578 (R-CALC-1, R-CALC-2, R-EQUIP-1, R-DMG-4): "HX Ward Equip" (Equip Spell):
    equip to 1 face-up monster you control; it cannot be destroyed by battle.
    Setup: P1 turn 3 controls V4-1800 (since turn 1); hand: the Ward. P2 controls V4-1800
    and V5-2300 (since turn 2).
    Actions: equip P1's V4-1800; it attacks P2's V4-1800; turn 4: V5-2300 attacks P1's
    V4-1800.
    Expected: equal ATK: only P2's V4-1800 is destroyed, no damage. Turn 4: 2300 vs
    1800: P1's monster stays, but P1 takes 500 (7500)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[WARD.name]),
                 p1=Side(monsters=[("V4-1800", ATK, 2), ("V5-2300", ATK, 2)]))
    play(duel, WARD.name, zone="s0", picks=(mine(duel, "V4-1800"),))
    attack(duel, "V4-1800", "V4-1800")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V4-1800"]
    assert names(duel, 0, "mzone")[0] == "V4-1800"
    to_turn(duel, 4)
    attack(duel, "V5-2300", "V4-1800")
    assert duel.lp == [7500, 8000] and names(duel, 0, "gy") == []
    assert names(duel, 0, "szone")[0] == WARD.name


def test_hx_579_the_damage_step_flip_switches_on_the_attackers_equip() -> None:
    """HX-579 (R-DMG-3, R-DMG-4, R-CALC-5, R-EQUIP-1): "HX Light Hunter Equip" (Equip
    Spell): equip to 1 face-up monster you control; while your opponent controls a
    face-up LIGHT monster, it gains 1000 ATK and inflicts piercing battle damage.
    Setup: P1 turn 3 controls V4-1600; hand: the Equip. P2 controls face-down Innocent
    Fadrawl (LIGHT, DEF 100).
    Actions: equip V4-1600; it attacks the face-down Fadrawl.
    Expected: 1600 while Fadrawl is face-down. It is turned face-up before damage
    calculation; then P2 controls a face-up LIGHT monster: 2600 with piercing vs DEF
    100: Fadrawl is destroyed and P2 takes 2500 (5500)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[HUNTER.name]),
                 p1=Side(monsters=[(FADRAWL, SET)]))
    play(duel, HUNTER.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1600", FADRAWL)
    assert duel.lp == [8000, 5500] and names(duel, 1, "gy") == [FADRAWL]
    assert duel.atk(at(duel, "V4-1600")) == 1600


def test_hx_580_a_second_attack_ends_with_the_equip_that_granted_it() -> None:
    """HX-580 (R-BATTLE-2, R-EQUIP-4, R-DMG-5, R-TRAP-5, R-CALC-1): "HX Twin Fang Equip"
    (Equip Spell): the equipped monster can make a second attack each turn. "HX Battle
    Grudge" (Trap): when a monster you control is destroyed by your opponent's attack:
    destroy 1 Spell Card in your opponent's S/T Zones.
    Setup: P1 turn 3 controls V4-1800 and V1-100; hand: the Equip. P2 controls V4-1400
    and V4-1600 and has the Grudge Set earlier.
    Actions: equip V4-1800; it attacks V4-1400 (P2 7600). (a) P2 destroys the Equip with
    the Grudge. (b) P2 passes.
    Expected: (a) only V1-100 may still declare an attack. (b) V4-1800 may attack again:
    it attacks V4-1600 and P2 takes 200 (7400)."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)], hand=[TWIN_FANG.name]),
                     p1=Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)],
                             spells=[(GRUDGE.name, SET)]))
        play(duel, TWIN_FANG.name, zone="s0", picks=(mine(duel, "V4-1800"),))
        attack(duel, "V4-1800", "V4-1400")
        assert duel.lp == [8000, 7600]
        window_for(duel, 1)
        return duel
    duel = setup()
    trap(duel, GRUDGE.name, 1)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "gy") == [TWIN_FANG.name]
    assert attackers(duel) == {mine(duel, "V1-100")}
    duel = setup()
    do(duel, "pass")
    assert mine(duel, "V4-1800") in attackers(duel)
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7400]


def test_hx_581_an_equip_made_possible_by_a_field_spell_outlives_its_replacement() -> None:
    """HX-581 (R-EQUIP-1, R-EQUIP-3, R-FIELD-2, R-CARD-2, R-CALC-1): "HX Machine Ground"
    (Field Spell): face-up monsters its controller controls are Machines.
    FX-MACHINE-EQUIP: equip to a face-up Machine you control; +500 ATK.
    Setup: P1 turn 3 controls V4-1600 (a Warrior) and face-up Machine Ground; hand: two
    FX-MACHINE-EQUIP, FX-FIELD-A. P2 controls V4-1800.
    Actions: equip V4-1600 (s0); activate FX-FIELD-A; try the second Equip; V4-1600
    attacks V4-1800.
    Expected: 2100 as a Machine. FX-FIELD-A replaces the Machine Ground: V4-1600 is a
    Warrior, yet the Equip stays and applies: 2200; the second Equip is refused (no
    Machine). 2200 vs 1800: P2 takes 400 (7600)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[MACHINE_EQUIP, MACHINE_EQUIP, FIELD_A],
                         field_spell=(MACHINE_GROUND.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, MACHINE_EQUIP, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 2100
    play(duel, FIELD_A, zone="f")
    assert names(duel, 0, "gy") == [MACHINE_GROUND.name]
    assert duel.race(at(duel, "V4-1600")) == "Warrior" and duel.atk(at(duel, "V4-1600")) == 2200
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP
    no_spell(duel, hand(duel, MACHINE_EQUIP))
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7600]


def test_hx_582_a_cost_that_takes_an_equipped_monster_lowers_the_equip_count() -> None:
    """HX-582 (R-REQ-1, R-REQ-2, R-REQ-3, R-EQUIP-4, R-EFF-6): "HX Rally Horn" (Normal
    Spell): Requirement: send 1 face-up monster you control to the GY. Effect: face-up
    monsters you control gain 300 ATK for each face-up Equip Spell you control, this
    turn. HX Blade Equip: +400 ATK.
    Setup: P1 turn 3 controls V4-1600, V4-1400, V4-1800; hand: two Blades, the Horn.
    Actions: a Blade on V4-1600 (s0), one on V4-1400 (s1); the Horn (s2), sending
    V4-1400; end the turn.
    Expected: the cost takes V4-1400's Blade with it; the Effect then counts 1 Equip
    Spell: V4-1600 1600 + 400 + 300 = 2300, V4-1800 2100. On turn 4: 2000 and 1800."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[BLADE.name, BLADE.name, RALLY.name]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    play(duel, BLADE.name, zone="s1", picks=(mine(duel, "V4-1400"),))
    play(duel, RALLY.name, zone="s2", picks=(mine(duel, "V4-1400"),))
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", BLADE.name, RALLY.name])
    assert duel.atk(at(duel, "V4-1600")) == 2300 and duel.atk(at(duel, "V4-1800")) == 2100
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V4-1600", 0)) == 2000 and duel.atk(at(duel, "V4-1800", 0)) == 1800


# ============================================================ Trap windows in battle
def test_hx_583_an_attack_trap_reads_the_field_and_equip_bonuses_of_the_attacker() -> None:
    """HX-583 (R-TRAP-5, R-FIELD-1, R-EQUIP-4, R-BATTLE-5, R-CALC-1): "HX Giant Snare"
    (Trap): when an opponent's monster with 2000 or more ATK declares an attack: destroy
    it. FX-FIELD-C: its controller's monsters gain 300 ATK. HX Blade Equip: +400 ATK.
    Setup: P1 turn 3 controls V4-1600, V4-1400 and face-up FX-FIELD-C; hand: a Blade.
    P2 controls V4-1800 and has the Snare Set earlier.
    Actions: the Blade on V4-1600 (2300); V4-1400 (1700) attacks V4-1800; V4-1600
    attacks V4-1800.
    Expected: for V4-1400 the Snare is not offered: P1 takes 100 (7900), V4-1400 is
    destroyed. For V4-1600 (1600 printed, 2300 now) it is: V4-1600 is destroyed, the
    Blade goes to the GY, the attack ends with no damage; V4-1800 stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[BLADE.name],
                         field_spell=(FIELD_C, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(GIANT_SNARE.name, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 2300
    attack(duel, "V4-1400", "V4-1800")
    assert duel.lp == [7900, 8000] and names(duel, 0, "gy") == ["V4-1400"]
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, GIANT_SNARE.name, 1)
    answer(duel)
    settle(duel)
    assert duel.lp == [7900, 8000] and names(duel, 1, "mzone")[0] == "V4-1800"
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", "V4-1600", BLADE.name])


def test_hx_584_a_target_turned_face_down_loses_its_equip_not_its_field_bonus() -> None:
    """HX-584 (R-REPLAY-5, R-EQUIP-4, R-DMG-3, R-CALC-4, R-FIELD-1): "HX Hide Trap"
    (Trap): when an opponent's monster declares an attack on a monster: change the
    target to face-down Defense. "HX Stone Ground" (Field Spell): its controller's
    face-up monsters gain 300 DEF. "HX Guard Equip": +800 DEF.
    Setup: P2 controls V4-1400 (DEF 1200) in face-up Attack and the Stone Ground, has the
    Hide Trap Set earlier; on turn 2 P2 equips the Guard to V4-1400 (DEF 2300). P1 turn
    3 controls V4-1800.
    Actions: V4-1800 attacks V4-1400; P2 activates the Hide Trap.
    Expected: face-down, V4-1400 loses the Guard (P2's GY). Same monsters: no replay.
    Turned face-up Defense before calculation, it has DEF 1200 + 300 = 1500: it is
    destroyed and nobody takes damage."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[None, (HIDE.name, SET)],
                         hand=[GUARD.name], field_spell=(STONE.name, ATK)))
    play(duel, GUARD.name, zone="s0", picks=(mine(duel, "V4-1400"),))
    assert duel.defense(at(duel, "V4-1400", 1)) == 2300
    to_turn(duel, 3)
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, HIDE.name, 1)
    answer(duel)
    assert duel.request.kind != "replay"
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([GUARD.name, HIDE.name, "V4-1400"])


def test_hx_585_both_players_equips_on_one_monster_and_an_equal_battle() -> None:
    """HX-585 (R-EQUIP-2, R-EQUIP-4, R-ZONE-4, R-CALC-2): HX Curse Equip (equip to 1
    face-up monster your opponent controls; -600 ATK). HX Blade Equip (+400 ATK).
    Setup: P1 controls V4-1600 (since turn 1); hand: a Blade. On turn 2 P2 equips the
    Curse to it (1000). P2 controls V4-1400.
    Actions: P1 turn 3 equips the Blade to V4-1600 too; it attacks V4-1400.
    Expected: 1600 - 600 + 400 = 1400, equal to V4-1400: both are destroyed, no damage.
    Each Equip goes to its owner's GY: the Blade to P1's, the Curse to P2's."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=[CURSE.name]))
    play(duel, CURSE.name, zone="s0", picks=(theirs(duel, "V4-1600"),))
    to_turn(duel, 3)
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 1400
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, "V4-1600"])
    assert sorted(names(duel, 1, "gy")) == sorted([CURSE.name, "V4-1400"])
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "szone") == ["", "", ""]


# ============================================================ Maximum Mode ATK with Equips
def test_hx_586_the_overlords_own_gain_stays_when_its_equip_is_destroyed() -> None:
    """HX-586 (R-MAX-6, R-MAX-9, R-MAX-13, R-EQUIP-4, R-DMG-4, R-CALC-1): Supreme Machine
    Magnum Overlord [L] (Maximum Mode; Requirement: your LP are lower, send 1 card from
    your hand to the GY): gains ATK equal to the LP difference this turn.
    FX-MACHINE-EQUIP: +500 ATK. HX Equip Breaker (HX-576): on an opponent's attack,
    destroy 1 Spell in the opponent's S/T Zones.
    Setup: P1 turn 3 has 6000 LP; hand: the three Overlord pieces, FX-MACHINE-EQUIP,
    V1-100. P2 (8000) controls V4-1800, has the Breaker Set earlier.
    Actions: Maximum Summon; equip (4000); [L] sends V1-100 (6000); the Overlord attacks
    V4-1800; P2 destroys the Equip.
    Expected: every change applies to the whole monster: 3500 + 500 + 2000 = 6000; with
    the Equip gone 5500 at calculation: P2 takes 3700 (4300)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP, "V1-100"], lp=6000),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(EQUIP_BREAKER.name, SET)]))
    maximum(duel)
    play(duel, MACHINE_EQUIP, zone="s0", picks=(mine(duel, OVL),))
    do(duel, f"activate {mine(duel, OVL_L)}")
    answer(duel)  # the cost: the one card in the hand
    assert names(duel, 0, "gy") == ["V1-100"] and duel.atk(at(duel, OVL)) == 6000
    assert duel.atk(at(duel, OVL_R)) == 6000
    attack(duel, OVL, "V4-1800")
    window_for(duel, 1)
    trap(duel, EQUIP_BREAKER.name, 1)
    answer(duel)
    settle(duel)
    assert duel.lp == [6000, 4300] and MACHINE_EQUIP in names(duel, 0, "gy")


def test_hx_587_an_equips_type_change_moves_a_maximum_monster_between_field_bonuses() -> None:
    """HX-587 (R-MAX-6, R-MAX-13, R-CARD-2, R-FIELD-1, R-CALC-1): "HX Forge Field" (Field
    Spell): face-up Machines its controller controls gain 300 ATK. "HX Dragon Field"
    (Field Spell): all face-up Dragons on the field gain 500 ATK. HX Dragonize Equip:
    the equipped monster becomes a Dragon.
    Setup: P1 turn 3 controls face-up Forge Field; hand: the three Overlord pieces, the
    Dragonize. P2 controls V4-1800 and face-up Dragon Field.
    Actions: Maximum Summon; equip the Dragonize to it; it attacks V4-1800.
    Expected: a Machine: 3800. Equipped, the whole monster is a Dragon (read on any
    piece): no Machine bonus, the opponent's Dragon bonus once: 4000. P2 takes 2200."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, DRAGONIZE.name], field_spell=(FORGE.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(DRAGON_FIELD.name, ATK)))
    maximum(duel)
    assert duel.atk(at(duel, OVL)) == 3800
    play(duel, DRAGONIZE.name, zone="s0", picks=(mine(duel, OVL),))
    assert duel.race(at(duel, OVL)) == "Dragon" and duel.race(at(duel, OVL_L)) == "Dragon"
    assert duel.atk(at(duel, OVL)) == 4000
    attack(duel, OVL, "V4-1800")
    assert duel.lp == [8000, 5800]


# ============================================================ face-down monsters and Traps
def test_hx_588_a_summon_turned_face_down_by_a_trap_waits_for_its_equip() -> None:
    """HX-588 (R-POS-1, R-POS-4, R-EQUIP-1, R-TRAP-5, R-POS-2): "HX Hush Trap" (Trap):
    when your opponent Normal Summons a monster: change it to face-down Defense.
    Setup: P1 turn 3 controls no monster; hand: V4-1600, HX Blade Equip. P2 has the Hush
    Trap Set earlier.
    Actions: Normal Summon V4-1600; P2 turns it face-down; try to change it to face-up
    Attack by hand; try the Blade. Turn 5: change it by hand; equip the Blade.
    Expected: it arrived this turn: the change is refused; no face-up monster: the Blade
    is refused. On turn 5 both are legal: 2000."""
    duel = build(p0=Side(hand=["V4-1600", BLADE.name]), p1=Side(spells=[(HUSH.name, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    window_for(duel, 1)
    trap(duel, HUSH.name, 1)
    answer(duel)
    settle(duel)
    v16 = mine(duel, "V4-1600")
    assert duel.pos[duel.inst(v16)] == SET
    refused(duel, f"position {v16} atk")
    no_spell(duel, hand(duel, BLADE.name))
    to_turn(duel, 5)
    do(duel, f"position {v16} atk")
    play(duel, BLADE.name, zone="s0", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 2000 and names(duel, 0, "szone")[0] == BLADE.name


def test_hx_589_the_equip_destroyed_in_the_attack_window_answers_its_owners_trap() -> None:
    """HX-589 (R-TRAP-4, R-TRAP-6, R-EQUIP-4, R-DMG-4, R-CALC-5): HX Equip Breaker (on an
    opponent's attack: destroy 1 Spell in the opponent's S/T Zones). "HX Spell Mourning"
    (Trap): when a Spell Card you control is destroyed by your opponent's card effect:
    you gain 1000 LP. Jointech Rush Horn: +300 ATK and piercing for a Machine.
    Setup: P1 turn 3 controls Jointech Rex; HX Spell Mourning Set earlier in s1; hand:
    Rush Horn. P2 controls V4-WALL in face-up Defense (DEF 2000), has the Breaker Set
    earlier.
    Actions: Rush Horn on Rex (s0, 2800); Rex attacks V4-WALL; P2 destroys Rush Horn.
    Expected: in the Breaker's window P2 has nothing and P1, the turn player, is offered
    the Mourning: 9000. The attack goes on: 2500 vs DEF 2000 with no piercing: V4-WALL is
    destroyed and P2 stays at 8000."""
    duel = build(p0=Side(monsters=[(REX, ATK)], spells=[None, (MOURNING.name, SET)],
                         hand=[HORN]),
                 p1=Side(monsters=[("V4-WALL", DEF)], spells=[(EQUIP_BREAKER.name, SET)]))
    play(duel, HORN, zone="s0", picks=(mine(duel, REX),))
    attack(duel, REX, "V4-WALL")
    window_for(duel, 1)
    trap(duel, EQUIP_BREAKER.name, 1)
    answer(duel)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, MOURNING.name, 0, "szone")}
    trap(duel, MOURNING.name, 0)
    answer(duel)
    settle(duel)
    assert duel.lp == [9000, 8000] and names(duel, 1, "gy") == [EQUIP_BREAKER.name, "V4-WALL"]
    assert sorted(names(duel, 0, "gy")) == sorted([HORN, MOURNING.name])


def test_hx_590_a_direct_attack_granted_by_an_equip_and_lost_face_down() -> None:
    """HX-590 (R-BATTLE-3, R-CALC-6, R-EQUIP-1, R-EQUIP-4, R-EFF-4): "HX Phantom Blade"
    (Equip Spell): the equipped monster can attack directly.
    Setup: P1 turn 3 controls V4-1600 and V4-1400; hand: the Blade, FX-FLIPDOWN. P2
    controls V4-1800.
    (a) Equip V4-1600: it may attack directly, V4-1400 may not; V4-1600 attacks
    directly: P2 takes 1600 (6400).
    (b) Equip V4-1600; FX-FLIPDOWN on it; turn it face-up Attack by hand: the Blade is
    gone and the new monster's direct attack is refused."""
    def setup() -> Duel:
        duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                             hand=[PHANTOM.name, FLIPDOWN]),
                     p1=Side(monsters=[("V4-1800", ATK)]))
        play(duel, PHANTOM.name, zone="s0", picks=(mine(duel, "V4-1600"),))
        return duel
    duel = setup()
    do(duel, "battle")
    v16, v14 = mine(duel, "V4-1600"), mine(duel, "V4-1400")
    assert Action("attack", v16, target=DIRECT) in duel.legal_actions()
    refused(duel, Action("attack", v14, target=DIRECT))
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6400]
    duel = setup()
    v16 = mine(duel, "V4-1600")
    play(duel, FLIPDOWN, zone="s1", picks=(v16,))
    do(duel, f"position {v16} atk")
    assert sorted(names(duel, 0, "gy")) == sorted([PHANTOM.name, FLIPDOWN])
    do(duel, "battle")
    refused(duel, Action("attack", v16, target=DIRECT))


def test_hx_591_an_attacker_put_in_defense_ends_its_attack_and_keeps_its_equip() -> None:
    """HX-591 (R-BATTLE-5, R-EQUIP-4, R-POS-4, R-CALC-4, R-TRAP-5): "HX Kneel Trap"
    (Trap): when an opponent's monster declares an attack: change the attacking monster
    to face-up Defense. "HX Knight Plate" (Equip Spell): +400 ATK and +800 DEF.
    Setup: P1 turn 3 controls V4-1400 (DEF 1200); hand: the Plate. P2 controls V4-1600
    and has the Kneel Trap Set earlier.
    Actions: the Plate on V4-1400 (1800/2000); it attacks V4-1600; P2 activates the
    Trap. Turn 4: V4-1600 attacks V4-1400.
    Expected: in Defense the attack ends with no damage; the Plate stays (only a
    face-down change sends it). Turn 4: 1600 vs DEF 2000: P2 takes 400 (7600)."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)], hand=[PLATE.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(KNEEL.name, SET)]))
    play(duel, PLATE.name, zone="s0", picks=(mine(duel, "V4-1400"),))
    attack(duel, "V4-1400", "V4-1600")
    window_for(duel, 1)
    trap(duel, KNEEL.name, 1)
    answer(duel)
    settle(duel)
    assert duel.lp == [8000, 8000] and duel.pos[at(duel, "V4-1400", 0)] == DEF
    assert names(duel, 0, "szone")[0] == PLATE.name and names(duel, 1, "mzone")[0] == "V4-1600"
    to_turn(duel, 4)
    assert duel.defense(at(duel, "V4-1400", 0)) == 2000
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7600] and names(duel, 0, "mzone")[0] == "V4-1400"


def test_hx_592_a_dragon_by_equip_destroyed_on_attack_and_dragophone_refills() -> None:
    """HX-592 (R-TRAP-4, R-TRAP-5, R-TRAP-6, R-EQUIP-4, R-CARD-2, R-BATTLE-2,
    R-BATTLE-5): "HX Wyrm Alarm" (Trap): when an opponent's Dragon declares an attack:
    destroy it. HX Dragonize Equip: the equipped monster becomes a Dragon. RB Dragophone
    (as in HX-572).
    Setup: P1 turn 3 controls only V4-1600; RB Dragophone Set earlier in s1; GY:
    Blue-Fang Burst Dragon; hand: the Dragonize. P2 controls V4-1800 and has the Alarm
    Set earlier.
    Actions: the Dragonize on V4-1600; it attacks V4-1800; P2 destroys it.
    Expected: the attack ends. In the Alarm's window P2 has nothing; P1 is offered
    Dragophone (a Dragon of P1 destroyed by P2's card effect): mill 2, Special Summon
    Blue-Fang (Attack), which may still attack this turn: P2 takes 700 (7300)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[None, (DRAGOPHONE, SET)],
                         hand=[DRAGONIZE.name], gy=[BLUE_FANG]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(WYRM_ALARM.name, SET)]))
    play(duel, DRAGONIZE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, WYRM_ALARM.name, 1)
    answer(duel)
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone") == ["", "", ""]
    window_for(duel, 0)
    assert offered(duel) == {find(duel, DRAGOPHONE, 0, "szone")}
    trap(duel, DRAGOPHONE, 0)
    answer(duel, pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone")[0] == BLUE_FANG and len(names(duel, 0, "gy")) == 5
    assert mine(duel, BLUE_FANG) in attackers(duel)
    attack(duel, BLUE_FANG, "V4-1800")
    assert duel.lp == [8000, 7300]


# ============================================================ conditions reading Equip bonuses
def test_hx_593_an_equip_lifts_a_monster_out_of_a_field_spells_protection() -> None:
    """HX-593 (R-FIELD-1, R-EQUIP-1, R-CALC-1, R-CALC-2, R-DMG-4): "HX Vanguard Ground"
    (Field Spell): face-up monsters its controller controls with 1500 or less ATK cannot
    be destroyed by battle. HX Blade Equip: +400 ATK.
    Setup: P1 turn 3 controls V4-1400, V2-500 and the Vanguard Ground; hand: a Blade. P2
    controls V4-1800 and V5-2300.
    Actions: the Blade on V4-1400 (1800); turn 4: V5-2300 attacks V2-500; V4-1800 attacks
    V4-1400.
    Expected: V2-500 is protected: P1 takes 1800 (6200), it stays. V4-1400 has 1800, too
    much for the protection: both are destroyed, no damage; the Blade goes too."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK), ("V2-500", ATK)], hand=[BLADE.name],
                         field_spell=(VANGUARD.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK), ("V5-2300", ATK)]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1400"),))
    to_turn(duel, 4)
    attack(duel, "V5-2300", "V2-500")
    assert duel.lp == [6200, 8000] and names(duel, 0, "mzone")[1] == "V2-500"
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [6200, 8000] and names(duel, 1, "gy") == ["V4-1800"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", BLADE.name])


def test_hx_594_an_equip_guards_the_maximum_monster_from_the_opponent_only() -> None:
    """HX-594 (R-MAX-5, R-MAX-8, R-MAX-13, R-EQUIP-1, R-EQUIP-4): "HX Aegis Equip" (Equip
    Spell): the equipped monster cannot be destroyed by your opponent's card effects.
    Dark Hole (Rush): destroy every monster on the field.
    Setup: P1 turn 3; hand: the three Overlord pieces, the Aegis, Dark Hole. P2 controls
    V4-1800; hand: Dark Hole.
    Actions: Maximum Summon; the Aegis on it. Turn 4: P2's Dark Hole. Turn 5: P1's Dark
    Hole.
    Expected: turn 4: only V4-1800 is destroyed; the Overlord and the Aegis stay. Turn
    5: P1's own Dark Hole destroys the Overlord: all three pieces and the Aegis go to
    P1's GY."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, AEGIS.name, HOLE]),
                 p1=Side(monsters=[("V4-1800", ATK)], hand=[HOLE]))
    maximum(duel)
    play(duel, AEGIS.name, zone="s0", picks=(mine(duel, OVL),))
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert sorted(names(duel, 1, "gy")) == sorted([HOLE, "V4-1800"])
    assert duel.maxm[0] and names(duel, 0, "szone")[0] == AEGIS.name
    to_turn(duel, 5)
    play(duel, HOLE, zone="s1")
    settle(duel)
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, AEGIS.name, HOLE])


def test_hx_595_a_face_down_trip_ends_an_equips_bonus_to_the_other_monsters() -> None:
    """HX-595 (R-EQUIP-4, R-EFF-4, R-EFF-5, R-POS-2, R-CALC-1): "HX Rally Banner" (Equip
    Spell): the equipped monster gains 200 ATK; other face-up monsters you control gain
    300 ATK.
    Setup: P1 turn 3 controls V4-1800 and V4-1600; hand: the Banner, FX-FLIPDOWN. P2
    controls V4-1600.
    Actions: the Banner on V4-1800; FX-FLIPDOWN on V4-1800; turn it face-up Attack by
    hand; it attacks P2's V4-1600.
    Expected: 2000 and 1900 (P2's V4-1600 stays 1600). Face-down, the Banner goes: P1's
    V4-1600 is 1600 again; V4-1800, new, has 1800: P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                         hand=[BANNER.name, FLIPDOWN]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    v18 = mine(duel, "V4-1800")
    play(duel, BANNER.name, zone="s0", picks=(v18,))
    assert duel.atk(duel.inst(v18)) == 2000 and duel.atk(at(duel, "V4-1600", 0)) == 1900
    assert duel.atk(at(duel, "V4-1600", 1)) == 1600
    play(duel, FLIPDOWN, zone="s1", picks=(v18,))
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600
    do(duel, f"position {v18} atk")
    assert duel.atk(duel.inst(v18)) == 1800
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800]


def test_hx_596_a_spell_trap_reads_the_atk_the_equip_has_just_given() -> None:
    """HX-596 (R-TRAP-5, R-REQ-2, R-EQUIP-4, R-SPELL-1): "HX Overreach Alarm" (Trap):
    after your opponent activates a Spell: destroy every face-up monster your opponent
    controls with 2500 or more ATK. HX Blade Equip: +400 ATK.
    Setup: P1 turn 3 controls V5-2300 and V4-1800; hand: a Blade. P2 has the Alarm Set
    earlier.
    Actions: the Blade on V5-2300; P2 activates the Alarm.
    Expected: the window follows the Equip's complete resolution: V5-2300 has 2700 and
    is destroyed; the Blade goes with it; V4-1800 stays."""
    duel = build(p0=Side(monsters=[("V5-2300", ATK), ("V4-1800", ATK)], hand=[BLADE.name]),
                 p1=Side(spells=[(OVERREACH.name, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V5-2300"),))
    assert duel.atk(at(duel, "V5-2300")) == 2700
    window_for(duel, 1)
    trap(duel, OVERREACH.name, 1)
    answer(duel)
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "V4-1800", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V5-2300", BLADE.name])
