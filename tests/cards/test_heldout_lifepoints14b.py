"""Held-out style conformance scenarios HX-897..HX-916 (HX-877..HX-896 are in
test_heldout_lifepoints14.py), written like SC-01..SC-30 of RULES.md section 19, on Life
Points in the Battle Phase: continuous effects that read LP ("lower than the
opponent's", "2000 or less", the opponent's LP) switching on or off as battle damage,
Trap damage, LP gains and LP costs change the totals between two attacks, or between a
declaration and its damage calculation (R-EFF-5, R-DMG-4, R-REPLAY-5); a face-down
monster whose LP boost starts only when it is turned face-up (R-DMG-3); destruction that
is decided at calculation although the damage then switches a boost on; the battle-result
window that lethal battle damage never opens (R-DMG-6); LP costs of Traps and Equip Spells
paid with exactly the last LP (R-WIN-1); simultaneous damage to both players (R-WIN-3).
Expectations come from RULES.md alone. Throwaway cards (codes 968815001.., names
"HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Cond, LPLower, OnAttack, OnDestroyed, OnSummon, Trig
from rushdesk.engine.effects.core import Context
from rushdesk.engine.effects.ext_booster02 import LPAtMost
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    LPDifference,
    Modify,
    PayLP,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_EXTRA_ATTACK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    DM,
    TORRENT,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_field,
    hx_monster,
    offered,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import OwnAttack, attackers, continuous, mon, no_spell, over, settle
from .test_heldout_lifepoints14 import sz

SPELL = CardType.SPELL
TRAP = CardType.TRAP
EQUIP = CardType.SPELL | CardType.EQUIP
UP = Sel(who="you", face="up")
PINGER = "FX-PINGER"
GY_MONSTER = Sel(where=("gy",), kind="monster")


@dataclass(frozen=True)
class OpponentLPAtMost(Cond):
    """Your opponent's LP are `n` or less."""

    n: int

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.lp[1 - ctx.player] <= self.n

    def text(self) -> str:
        return f"your opponent's LP are {self.n} or less"


def code(n: int) -> int:
    return 968_815_000 + n


def trap_card(n: int, name: str, trigger: Trig, *ops: Any,
              costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                               ops=ops))


def boost(stat: str, n: int, cond: Cond, target: Sel = THIS) -> Cont:
    return Cont(target, stat, n, f"gains {n} {stat.upper()}", condition=cond)


# Level 4, 1200/1000. [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than the
# opponent's.
UNDERDOG = hx_monster(code(1), "HX Underdog Squire", continuous(boost(MOD_ATK, 1000, LPLower())),
                      atk=1200)
# Field Spell: your face-up monsters gain 1000 ATK while your LP are 2000 or less.
RAMPART = hx_field(code(2), "HX Last Rampart", boost(MOD_ATK, 1000, LPAtMost(2000), UP))
# Trap. An opponent's monster declares an attack. Effect: you gain 1000 LP.
MENDING = trap_card(3, "HX Mending Light", OnAttack(), GainLP(Fixed(1000)))
# Level 4, 1200/1000. [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than the
# opponent's; it can make a second attack during each Battle Phase.
TWIN = hx_monster(code(4), "HX Twin Underdog", continuous(
    boost(MOD_ATK, 1000, LPLower()), Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice")),
    atk=1200)
# Level 4, 0/1000. [CONTINUOUS EFFECT] +1500 DEF while your LP are 2000 or less.
BRINK_WALL = hx_monster(code(5), "HX Brink Wall", continuous(
    boost(MOD_DEF, 1500, LPAtMost(2000))), atk=0, dfn=1000)
# Level 4, 1500/1000. [CONTINUOUS EFFECT] +1500 ATK while your opponent's LP are 2000 or less.
FINISHER = hx_monster(code(6), "HX Finisher", continuous(
    boost(MOD_ATK, 1500, OpponentLPAtMost(2000))), atk=1500)
# Level 4, 1500/1000. [CONTINUOUS EFFECT] your opponent's face-up monsters lose 1000 ATK
# while your LP are 2000 or less.
AURA = hx_monster(code(7), "HX Despair Aura", continuous(Cont(
    Sel(who="opp", face="up"), MOD_ATK, -1000, "lose 1000 ATK", condition=LPAtMost(2000))),
    atk=1500)
# Trap. An opponent's monster declares an attack; pay 1000 LP. Effect: change the attack
# target to face-up Defense Position.
BRACE = trap_card(8, "HX Blood Brace", OnAttack(direct=False),
                  ChangePosition(Sel(memo="target"), to="def"), costs=(PayLP(n=1000),))
# Field Spell: your face-up monsters gain 1500 DEF while your LP are 2000 or less.
BASTION = hx_field(code(9), "HX Brink Bastion", boost(MOD_DEF, 1500, LPAtMost(2000), UP))
# Trap. A monster you control is destroyed by your opponent's attack. Effect: your
# opponent takes 1000 damage.
REVENGE = trap_card(10, "HX Revenge Burn", OnDestroyed(GY_MONSTER, causes=("battle",)),
                    Damage(Fixed(1000)))
# Level 4, 0/1500. [CONTINUOUS EFFECT] +1000 DEF while your LP are lower than the
# opponent's.
LOW_WALL = hx_monster(code(11), "HX Underdog Wall", continuous(boost(MOD_DEF, 1000, LPLower())),
                      atk=0, dfn=1500)
# Trap. A monster you control is destroyed by your opponent's attack; pay 1000 LP.
# Effect: destroy 1 face-up monster your opponent controls.
AVENGER = trap_card(12, "HX Toll Avenger", OnDestroyed(GY_MONSTER, causes=("battle",)),
                    Destroy(Sel(who="opp", face="up")), costs=(PayLP(n=1000),))
# Trap. Your opponent Normal Summons a monster. Effect: each player takes 1000 damage at
# the same time.
DOOM = trap_card(13, "HX Mutual Doom", OnSummon(kinds=("summon",)),
                 Damage(Fixed(1000), who="both"))
# Trap. A monster you control declares an attack; pay 500 LP. Effect: it gains 1000 ATK
# this turn.
WAR_TAX = trap_card(14, "HX War Tax", OwnAttack(), Modify(Sel(memo="attacker"),
                                                          amount=Fixed(1000)),
                    costs=(PayLP(n=500),))
# Equip Spell. Requirement: pay 1000 LP, and equip this card to 1 face-up monster you
# control. The equipped monster gains 1000 ATK.
BLADE = hx_card(code(15), "HX Blood Blade", EQUIP, Effect(
    kind="equip", equip=UP, costs=(PayLP(n=1000),),
    mods=(Cont(EQUIPPED, MOD_ATK, 1000, "gains 1000 ATK"),)))
# Normal Spell. Effect: you take 1000 damage, then 1 face-up monster you control gains ATK
# equal to the difference between both players' LP this turn.
RECKLESS = hx_card(code(16), "HX Reckless Charge", SPELL, Effect(kind="spell", ops=(
    Damage(Fixed(1000), who="you"), Modify(UP, amount=LPDifference()))))
# Level 4, 1000/1000. [CONTINUOUS EFFECT] +1500 ATK while your LP are 2000 or less.
GASP = hx_monster(code(17), "HX Last Gasp", continuous(boost(MOD_ATK, 1500, LPAtMost(2000))))

HX_CARDS = [UNDERDOG, RAMPART, MENDING, TWIN, BRINK_WALL, FINISHER, AURA, BRACE, BASTION,
            REVENGE, LOW_WALL, AVENGER, DOOM, WAR_TAX, BLADE, RECKLESS, GASP]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)
battle = builder(POOL, phase="battle")  # P1's turn 3, Battle Phase


def atk_of(duel: Duel, name: str, p: int) -> int:
    return duel.atk(at(duel, name, p))


def idle(duel: Duel, kind: str = "battle", p: int = 0) -> None:
    assert not duel.is_over and duel.request is not None
    assert duel.request.kind == kind and duel.current_player == p, duel.request


# ============================================================ boosts switched between attacks
def test_hx_897_battle_damage_switches_on_the_defenders_boost_for_the_next_attack() -> None:
    """HX-897 (R-EFF-5, R-DMG-4, R-CALC-1, R-BATTLE-4): HX Underdog Squire (1200 ATK;
    [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than the opponent's).
    Setup: P1 turn 3 (Battle Phase): V4-1800, V4-1600, V1-100. P2 controls V1-100 and the
    Squire; both at 8000 (the Squire has 1200).
    Actions: V4-1800 attacks P2's V1-100; then V4-1600 attacks the Squire.
    Expected: P2 takes 1700 (6300): now lower, the Squire has 2200. 1600 vs 2200:
    V4-1600 is destroyed and P1 takes 600 (7400); the Squire stays."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V1-100", ATK), (UNDERDOG.name, ATK)]))
    assert atk_of(duel, UNDERDOG.name, 1) == 1200
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    assert duel.lp == [8000, 6300] and atk_of(duel, UNDERDOG.name, 1) == 2200
    attack(duel, "V4-1600", UNDERDOG.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [7400, 6300] and names(duel, 0, "gy") == ["V4-1600"]
    assert names(duel, 1, "mzone") == ["", UNDERDOG.name, ""]


def test_hx_898_battle_damage_switches_off_the_attackers_boost_before_its_attack() -> None:
    """HX-898 (R-EFF-5, R-DMG-4, R-CALC-1): HX Underdog Squire (HX-897).
    Setup: P1 turn 3 (Battle Phase) at 7000 controls V4-1800, the Squire (2200, P1 lower)
    and V1-100; P2 at 7500 controls V1-100 and V4-1600.
    Actions: V4-1800 attacks P2's V1-100; then the Squire attacks V4-1600.
    Expected: P2 takes 1700 (5800): P1 is no longer lower: the Squire has 1200. 1200 vs
    1600: the Squire is destroyed and P1 takes 400 (6600)."""
    duel = battle(p0=Side(lp=7000, monsters=[("V4-1800", ATK), (UNDERDOG.name, ATK),
                                             ("V1-100", ATK)]),
                  p1=Side(lp=7500, monsters=[("V1-100", ATK), ("V4-1600", ATK)]))
    assert atk_of(duel, UNDERDOG.name, 0) == 2200
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    assert duel.lp == [7000, 5800] and atk_of(duel, UNDERDOG.name, 0) == 1200
    attack(duel, UNDERDOG.name, "V4-1600")
    settle(duel)
    assert duel.lp == [6600, 5800] and names(duel, 0, "gy") == [UNDERDOG.name]
    assert names(duel, 1, "mzone")[1] == "V4-1600"


def test_hx_899_a_field_spell_reading_lp_turns_on_between_two_attacks() -> None:
    """HX-899 (R-FIELD-1, R-EFF-5, R-DMG-4, R-CALC-1): HX Last Rampart (Field Spell: your
    face-up monsters gain 1000 ATK while your LP are 2000 or less).
    Setup: P1 turn 3 (Battle Phase): V4-1800, Dark Magician (Rush) (2500), V1-100. P2 at
    2500 controls V1-100, V4-1600 and the Field Spell.
    Actions: V4-1800 attacks V1-100; then Dark Magician attacks V4-1600.
    Expected: P2 takes 1700 (800): V4-1600 now has 2600. 2500 vs 2600: Dark Magician is
    destroyed, P1 takes 100; V4-1600 stays."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), (DM, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=2500, monsters=[("V1-100", ATK), ("V4-1600", ATK)],
                          field_spell=(RAMPART.name, ATK)))
    assert atk_of(duel, "V4-1600", 1) == 1600
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    assert duel.lp == [8000, 800] and atk_of(duel, "V4-1600", 1) == 2600
    attack(duel, DM, "V4-1600")
    settle(duel)
    assert duel.lp == [7900, 800] and names(duel, 0, "gy") == [DM]
    assert names(duel, 1, "mzone")[1] == "V4-1600"


def test_hx_900_an_lp_gain_in_the_attack_window_switches_the_attackers_boost_on() -> None:
    """HX-900 (R-EFF-5, R-DMG-4, R-REPLAY-5, R-TRAP-5, R-CALC-1): HX Underdog Squire
    (HX-897); HX Mending Light (Trap: an opponent's monster declares an attack; you gain
    1000 LP), Set earlier by P2.
    Setup: P1 turn 3 (Battle Phase) at 7000: the Squire (1200: P1 is not lower) and
    V1-100; P2 at 6500 controls V4-1600 and V4-1400.
    Actions: the Squire attacks V4-1600; P2 activates Mending Light.
    Expected: P2 7500: P1 is lower: the Squire has 2200 at calculation. No replay (the
    group of P2's monsters is unchanged). 2200 vs 1600: V4-1600 destroyed, P2 takes 600
    (6900): P1 is no longer lower and the Squire is 1200 again."""
    duel = battle(p0=Side(lp=7000, monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=6500, monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                          spells=[(MENDING.name, SET)]))
    assert atk_of(duel, UNDERDOG.name, 0) == 1200
    attack(duel, UNDERDOG.name, "V4-1600")
    window_for(duel, 1)
    trap(duel, MENDING.name)  # no replay: the battle follows at once
    idle(duel)
    assert duel.lp == [7000, 6900] and names(duel, 1, "gy") == [MENDING.name, "V4-1600"]
    assert atk_of(duel, UNDERDOG.name, 0) == 1200


def test_hx_901_a_double_attacker_loses_its_boost_between_its_own_two_attacks() -> None:
    """HX-901 (R-BATTLE-2, R-EFF-5, R-DMG-4, R-CALC-1): HX Twin Underdog (1200 ATK;
    [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than the opponent's; it can make
    a second attack each Battle Phase).
    Setup: P1 turn 3 (Battle Phase) at 7000 controls the Twin (2200) and V1-100; P2 at
    7500 controls V1-100 and V4-1600.
    Actions: the Twin attacks P2's V1-100, then attacks V4-1600.
    Expected: P2 takes 2100 (5400): P1 is not lower any more, the Twin has 1200; its second
    attack is still allowed: 1200 vs 1600: the Twin is destroyed, P1 takes 400 (6600)."""
    duel = battle(p0=Side(lp=7000, monsters=[(TWIN.name, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=7500, monsters=[("V1-100", ATK), ("V4-1600", ATK)]))
    attack(duel, TWIN.name, "V1-100")
    settle(duel)
    assert duel.lp == [7000, 5400] and atk_of(duel, TWIN.name, 0) == 1200
    assert mon(duel, TWIN.name, 0) in attackers(duel)
    attack(duel, TWIN.name, "V4-1600")
    settle(duel)
    assert duel.lp == [6600, 5400] and names(duel, 0, "gy") == [TWIN.name]


def test_hx_902_a_set_walls_lp_boost_starts_when_it_is_turned_face_up() -> None:
    """HX-902 (R-DMG-3, R-EFF-5, R-CALC-4, R-WIN-1, R-DMG-6): HX Brink Wall (0/1000;
    [CONTINUOUS EFFECT] +1500 DEF while your LP are 2000 or less), Set by P2 (face-down).
    P1 turn 3 (Battle Phase) at 700: V4-1800 attacks the Wall.
    (a) P2 at 2000: the Wall is turned face-up in Defense before calculation and its
    effect applies from then: DEF 2500. P1 takes 700: LP 0, P1 loses; the Wall stays.
    (b) P2 at 2100: DEF 1000: the Wall is destroyed, nobody takes damage."""
    a = battle(p0=Side(lp=700, monsters=[("V4-1800", ATK)]),
               p1=Side(lp=2000, monsters=[(BRINK_WALL.name, SET)]))
    attack(a, "V4-1800", BRINK_WALL.name)
    settle(a)
    assert a.lp == [0, 2000]
    over(a, 1)
    wall = at(a, BRINK_WALL.name, 1)
    assert a.pos[wall] == DEF and a.defense(wall) == 2500
    b = battle(p0=Side(lp=700, monsters=[("V4-1800", ATK)]),
               p1=Side(lp=2100, monsters=[(BRINK_WALL.name, SET)]))
    attack(b, "V4-1800", BRINK_WALL.name)
    settle(b)
    assert b.lp == [700, 2100] and names(b, 1, "gy") == [BRINK_WALL.name]


def test_hx_903_a_boost_on_the_opponents_low_lp_makes_a_direct_attack_lethal() -> None:
    """HX-903 (R-EFF-5, R-EFF-2, R-CALC-6, R-WIN-1, R-DMG-6): HX Finisher (1500 ATK;
    [CONTINUOUS EFFECT] +1500 ATK while your opponent's LP are 2000 or less); FX-PINGER
    (Requirement: none; Effect: the opponent takes 300 damage). P1 turn 3 controls both
    (since turn 1); P2 controls no monsters.
    (a) P2 at 2300: the Pinger's effect (2000) switches the Finisher on: 3000. It attacks
    directly: P2's LP become 0 (the excess 1000 is discarded) and P1 wins at once; the
    Pinger does not attack.
    (b) P2 at 3500, no effect used: the Finisher attacks directly for 1500 (2000): it now
    has 3000; the Pinger attacks directly: 500 left."""
    p0 = Side(monsters=[(FINISHER.name, ATK), (PINGER, ATK)])
    a = build(p0=p0, p1=Side(lp=2300))
    do(a, f"activate {mon(a, PINGER, 0)}")
    assert a.lp == [8000, 2000] and atk_of(a, FINISHER.name, 0) == 3000
    attack(a, FINISHER.name)
    assert a.lp == [8000, 0]
    over(a, 0)
    b = battle(p0=p0, p1=Side(lp=3500))
    assert atk_of(b, FINISHER.name, 0) == 1500
    attack(b, FINISHER.name)
    settle(b)
    assert b.lp == [8000, 2000] and atk_of(b, FINISHER.name, 0) == 3000
    attack(b, PINGER)
    settle(b)
    assert b.lp == [8000, 500]


def test_hx_904_an_lp_aura_weakens_the_attackers_until_its_monster_is_destroyed() -> None:
    """HX-904 (R-EFF-5, R-DMG-4, R-CALC-1): HX Despair Aura (1500 ATK; [CONTINUOUS EFFECT]
    your opponent's face-up monsters lose 1000 ATK while your LP are 2000 or less).
    Setup: P1 turn 3 (Battle Phase): V4-1800, Blue-Eyes White Dragon, V1-100. P2 at 3000
    controls V1-100 and the Aura.
    Actions: V4-1800 attacks V1-100; then Blue-Eyes attacks the Aura.
    Expected: P2 takes 1700 (1300): P1's monsters lose 1000 (Blue-Eyes 2000). 2000 vs 1500:
    the Aura is destroyed, P2 takes 500 (800). The Aura has left the field: Blue-Eyes is
    3000 again."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=3000, monsters=[("V1-100", ATK), (AURA.name, ATK)]))
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    assert duel.lp == [8000, 1300] and atk_of(duel, BEWD, 0) == 2000
    attack(duel, BEWD, AURA.name)
    settle(duel)
    assert duel.lp == [8000, 800] and names(duel, 1, "gy") == ["V1-100", AURA.name]
    assert atk_of(duel, BEWD, 0) == 3000


def test_hx_905_destruction_is_decided_before_the_damage_turns_a_boost_on() -> None:
    """HX-905 (R-DMG-4, R-CALC-1, R-EFF-5): HX Underdog Squire (HX-897); both at 8000.
    (a) P1 turn 3 (Battle Phase): V4-1600 and V1-100; P2 controls the Squire (1200) and
    V1-100. V4-1600 attacks the Squire: it is destroyed at calculation and P2 takes 400;
    that damage makes P2 lower, but the destruction stands: the Squire reaches the GY.
    (b) P1 controls the Squire and V1-100; P2 controls V4-1400. The Squire attacks: it is
    destroyed, P1 takes 200 (lower now); it still goes to the GY, V4-1400 stays."""
    a = battle(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)]),
               p1=Side(monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)]))
    attack(a, "V4-1600", UNDERDOG.name)
    settle(a)
    assert a.lp == [8000, 7600] and names(a, 1, "gy") == [UNDERDOG.name]
    assert names(a, 0, "gy") == []
    b = battle(p0=Side(monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)]),
               p1=Side(monsters=[("V4-1400", ATK)]))
    attack(b, UNDERDOG.name, "V4-1400")
    settle(b)
    assert b.lp == [7800, 8000] and names(b, 0, "gy") == [UNDERDOG.name]
    assert names(b, 1, "mzone")[0] == "V4-1400"


def test_hx_906_a_traps_lp_cost_raises_the_targets_def_through_a_field_spell() -> None:
    """HX-906 (R-TRAP-9, R-REQ-2, R-FIELD-1, R-EFF-5, R-REPLAY-5, R-DMG-4, R-CALC-4): HX
    Blood Brace (Trap: an opponent's monster declares an attack on a monster; pay 1000
    LP; change the attack target to face-up Defense); HX Brink Bastion (Field Spell: your
    face-up monsters gain 1500 DEF while your LP are 2000 or less). P2 controls V4-1600
    (Attack) and the Bastion, the Brace Set earlier. P1 turn 3 (Battle Phase): V4-1800 and
    V1-100; V4-1800 attacks V4-1600; P2 activates the Brace.
    (a) P2 at 2800: P2 1800: V4-1600 is in Defense with 2500 DEF; no replay. 1800 vs 2500:
    nothing is destroyed, P1 takes 700.
    (b) P2 at 3100: P2 2100: DEF 1000: V4-1600 is destroyed, no damage (no piercing)."""
    for lp, p0_lp, gy in ((2800, 7300, []), (3100, 8000, ["V4-1600"])):
        duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                      p1=Side(lp=lp, monsters=[("V4-1600", ATK)], spells=[(BRACE.name, SET)],
                              field_spell=(BASTION.name, ATK)))
        attack(duel, "V4-1800", "V4-1600")
        window_for(duel, 1)
        trap(duel, BRACE.name)  # no replay: the battle follows at once
        idle(duel)
        assert duel.lp == [p0_lp, lp - 1000]
        assert [n for n in names(duel, 1, "gy") if n != BRACE.name] == gy
        if not gy:
            v16 = at(duel, "V4-1600", 1)
            assert duel.pos[v16] == DEF and duel.defense(v16) == 2500


# ============================================================ the battle-result window and LP
def test_hx_907_revenge_burn_ends_the_attackers_turn_but_lethal_battle_opens_nothing() -> None:
    """HX-907 (R-DMG-5, R-DMG-6, R-WIN-1, R-TRAP-5, R-CALC-1): HX Revenge Burn (Trap: a
    monster you control is destroyed by your opponent's attack; your opponent takes 1000
    damage), Set earlier by P2. P1 turn 3 (Battle Phase) at 1000: Blue-Eyes White Dragon
    and V4-1800; P2 controls V4-1600 and V1-100. Blue-Eyes attacks V4-1600.
    (a) P2 at 8000: P2 takes 1400 (6600); the battle-result window offers the Trap: P1 0,
    P1 loses at once: V4-1800 never attacks.
    (b) P2 at 1400: the battle damage takes P2 to 0: the duel ends with no battle-result
    window; the Trap stays Set and P1 keeps 1000."""
    p0 = Side(lp=1000, monsters=[(BEWD, ATK), ("V4-1800", ATK)])
    a = battle(p0=p0, p1=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                              spells=[(REVENGE.name, SET)]))
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    assert a.lp == [1000, 6600] and offered(a) == {sz(a, REVENGE.name)}
    trap(a, REVENGE.name)
    assert a.lp == [0, 6600]
    over(a, 1)
    b = battle(p0=p0, p1=Side(lp=1400, monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                              spells=[(REVENGE.name, SET)]))
    attack(b, BEWD, "V4-1600")
    assert b.lp == [1000, 0]
    over(b, 0)
    assert names(b, 1, "szone")[0] == REVENGE.name


def test_hx_908_revenge_burn_switches_on_the_attackers_boost_until_lp_are_equal() -> None:
    """HX-908 (R-DMG-5, R-TRAP-5, R-EFF-5, R-DMG-4, R-CALC-1): HX Revenge Burn (HX-907),
    Set earlier by P2; HX Underdog Squire (HX-897). P1 turn 3 (Battle Phase): V4-1800, the
    Squire and V1-100; P2 controls V4-1400 and V4-1600; both at 8000.
    Actions: V4-1800 attacks V4-1400 (P2 takes 400: 7600); P2 activates the Burn (P1
    7000); the Squire attacks V4-1600.
    Expected: after the Burn P1 is lower: 2200. 2200 vs 1600: P2 takes 600 (7000). With
    equal LP P1 is not lower: the Squire is 1200 again."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), (UNDERDOG.name, ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)],
                          spells=[(REVENGE.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, REVENGE.name)
    settle(duel)
    assert duel.lp == [7000, 7600] and atk_of(duel, UNDERDOG.name, 0) == 2200
    attack(duel, UNDERDOG.name, "V4-1600")
    settle(duel)
    idle(duel)
    assert duel.lp == [7000, 7000] and atk_of(duel, UNDERDOG.name, 0) == 1200
    assert names(duel, 1, "mzone") == ["", "", ""]


def test_hx_909_a_defense_boost_on_lower_lp_flips_with_the_attackers_own_damage() -> None:
    """HX-909 (R-CALC-4, R-EFF-5, R-DMG-4, R-CALC-5): HX Underdog Wall (0/1500; [CONTINUOUS
    EFFECT] +1000 DEF while your LP are lower than the opponent's), face-up Defense on P2's
    field. P1 turn 3 (Battle Phase) at 800: V4-1800, V4-1600, V1-100; P2 at 700.
    Actions: V4-1800 attacks the Wall; then V4-1600 attacks the Wall.
    Expected: DEF 2500: P1 takes 700 (100). Now P2 (700) is not lower: DEF 1500. 1600 vs
    1500: the Wall is destroyed and nobody takes damage (no piercing)."""
    duel = battle(p0=Side(lp=800, monsters=[("V4-1800", ATK), ("V4-1600", ATK),
                                            ("V1-100", ATK)]),
                  p1=Side(lp=700, monsters=[(LOW_WALL.name, DEF)]))
    assert duel.defense(at(duel, LOW_WALL.name, 1)) == 2500
    attack(duel, "V4-1800", LOW_WALL.name)
    settle(duel)
    assert duel.lp == [100, 700] and duel.defense(at(duel, LOW_WALL.name, 1)) == 1500
    attack(duel, "V4-1600", LOW_WALL.name)
    settle(duel)
    assert duel.lp == [100, 700] and names(duel, 1, "gy") == [LOW_WALL.name]


def test_hx_910_a_battle_result_trap_paid_with_the_last_lp_loses_at_once() -> None:
    """HX-910 (R-DMG-5, R-REQ-1, R-TRAP-9, R-WIN-1, R-CALC-1): HX Toll Avenger (Trap: a
    monster you control is destroyed by your opponent's attack; pay 1000 LP; destroy 1
    face-up monster your opponent controls), Set earlier by P2. P1 turn 3 (Battle Phase):
    Blue-Eyes White Dragon and V1-100; P2 controls V4-1600 and V1-100. Blue-Eyes attacks
    V4-1600 (P2 takes 1400).
    (a) P2 at 2400: 1000 left: the Requirement can be met: the Trap is offered; paying
    takes P2 to 0: P2 loses at once, Blue-Eyes is not destroyed.
    (b) P2 at 2300: 900 left: the cost cannot be paid: no window; P1 goes on."""
    p0 = Side(monsters=[(BEWD, ATK), ("V1-100", ATK)])
    a = battle(p0=p0, p1=Side(lp=2400, monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                              spells=[(AVENGER.name, SET)]))
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    assert a.lp == [8000, 1000] and offered(a) == {sz(a, AVENGER.name)}
    trap(a, AVENGER.name)
    assert a.lp == [8000, 0]
    over(a, 0)
    assert names(a, 0, "mzone")[0] == BEWD
    b = battle(p0=p0, p1=Side(lp=2300, monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                              spells=[(AVENGER.name, SET)]))
    attack(b, BEWD, "V4-1600")
    idle(b)
    assert b.lp == [8000, 900] and names(b, 1, "szone")[0] == AVENGER.name


def test_hx_911_both_at_zero_from_one_trap_in_the_summon_window_is_a_draw() -> None:
    """HX-911 (R-WIN-3, R-WIN-1, R-TRAP-4, R-TRAP-5): HX Mutual Doom (Trap: your opponent
    Normal Summons a monster; each player takes 1000 damage at the same time), Set earlier
    by P2. P1 turn 3 has Torrential Tribute (Rush) Set earlier; hand: V4-1800. P1 Normal
    Summons V4-1800; P2 (asked first) activates the Trap.
    (a) P1 and P2 at 1000: both reach 0 from the same event: a draw; Torrential is never
    offered. (b) P1 2000, P2 1000: only P2 reaches 0: P1 wins (1000 left)."""
    for lps, winner in (((1000, 1000), None), ((2000, 1000), 0)):
        duel = build(p0=Side(lp=lps[0], hand=["V4-1800"], spells=[(TORRENT, SET)]),
                     p1=Side(lp=lps[1], spells=[(DOOM.name, SET)]))
        do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
        window_for(duel, 1)
        trap(duel, DOOM.name)
        assert duel.lp == [lps[0] - 1000, 0]
        over(duel, winner)
        assert names(duel, 0, "szone")[0] == TORRENT


def test_hx_912_an_lp_gain_in_the_attack_window_switches_the_finisher_off() -> None:
    """HX-912 (R-EFF-5, R-DMG-4, R-REPLAY-5, R-TRAP-5, R-CALC-6): HX Finisher (HX-903); HX
    Mending Light (HX-900), Set earlier by P2. P1 turn 3 (Battle Phase): the Finisher and
    V1-100; P2 at 1800 controls no monsters (the Finisher has 3000).
    Actions: the Finisher attacks directly; P2 activates Mending Light.
    Expected: P2 2800: the Finisher has 1500 at calculation: P2 takes 1500 (1300) and
    survives. At 1300 the Finisher has 3000 again."""
    duel = battle(p0=Side(monsters=[(FINISHER.name, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=1800, spells=[(MENDING.name, SET)]))
    assert atk_of(duel, FINISHER.name, 0) == 3000
    attack(duel, FINISHER.name)
    window_for(duel, 1)
    trap(duel, MENDING.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 1300] and atk_of(duel, FINISHER.name, 0) == 3000


# ============================================================ LP costs of the attacking side
def test_hx_913_the_turn_players_lp_cost_in_the_attack_window() -> None:
    """HX-913 (R-TRAP-4, R-TRAP-9, R-REQ-2, R-EFF-5, R-WIN-1, R-CALC-1): HX War Tax (Trap:
    a monster you control declares an attack; pay 500 LP; it gains 1000 ATK this turn),
    Set earlier by P1; HX Mending Light (HX-900), Set earlier by P2; HX Underdog Squire
    (HX-897). P1 turn 3 (Battle Phase): the Squire and V1-100; P2 controls V4-1800.
    The Squire attacks V4-1800.
    (a) Both at 8000: P2 is asked first and passes; then P1 activates War Tax: P1 7500
    (lower): 1200 + 1000 + 1000 = 3200. P2 takes 1400 (6600): the Squire is 2200 after.
    (b) P1 at 500 (P2 8000): War Tax may be activated; paying takes P1 to 0: P1 loses."""
    p1 = Side(monsters=[("V4-1800", ATK)], spells=[(MENDING.name, SET)])
    duel = battle(p0=Side(monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)],
                          spells=[(WAR_TAX.name, SET)]), p1=p1)
    attack(duel, UNDERDOG.name, "V4-1800")
    window_for(duel, 1)
    do(duel, "pass")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, WAR_TAX.name, 0)}
    trap(duel, WAR_TAX.name, 0)
    settle(duel)
    idle(duel)
    assert duel.lp == [7500, 6600] and names(duel, 1, "gy") == ["V4-1800"]
    assert atk_of(duel, UNDERDOG.name, 0) == 2200
    poor = battle(p0=Side(lp=500, monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)],
                          spells=[(WAR_TAX.name, SET)]), p1=p1)
    attack(poor, UNDERDOG.name, "V4-1800")
    window_for(poor, 1)
    do(poor, "pass")
    window_for(poor, 0)
    trap(poor, WAR_TAX.name, 0)
    assert poor.lp == [0, 8000]
    over(poor, 1)


def test_hx_914_an_equip_spells_lp_cost_switches_on_the_monsters_boost() -> None:
    """HX-914 (R-EQUIP-1, R-REQ-1, R-REQ-2, R-EFF-5, R-WIN-1): HX Blood Blade (Equip
    Spell: Requirement: pay 1000 LP, and equip it to 1 face-up monster you control; the
    equipped monster gains 1000 ATK); HX Underdog Squire (HX-897). P1 turn 3 controls the
    Squire (since turn 1); P2 at 8000.
    (a) P1 at 8000: P1 7000 (lower): the Squire has 1200 + 1000 + 1000 = 3200.
    (b) P1 at 999: the cost cannot be paid: refused in every zone.
    (c) P1 at 1000 (lower already: 2200): paying takes P1 to 0: P1 loses at once."""
    duel = build(p0=Side(monsters=[(UNDERDOG.name, ATK)], hand=[BLADE.name]))
    do(duel, f"activate {find(duel, BLADE.name, 0, 'hand')} s0")
    answer(duel)
    settle(duel)
    idle(duel, "main")
    assert duel.lp == [7000, 8000] and atk_of(duel, UNDERDOG.name, 0) == 3200
    assert names(duel, 0, "szone")[0] == BLADE.name
    poor = build(p0=Side(lp=999, monsters=[(UNDERDOG.name, ATK)], hand=[BLADE.name]))
    no_spell(poor, find(poor, BLADE.name, 0, "hand"))
    last = build(p0=Side(lp=1000, monsters=[(UNDERDOG.name, ATK)], hand=[BLADE.name]))
    do(last, f"activate {find(last, BLADE.name, 0, 'hand')} s0")
    answer(last)
    assert last.lp == [0, 8000]
    over(last, 1)


def test_hx_915_self_damage_then_a_gain_of_the_lp_difference_on_a_boosted_monster() -> None:
    """HX-915 (R-REQ-2, R-EFF-5, R-EFF-6, R-WIN-1, R-CALC-1): HX Reckless Charge (Normal
    Spell: you take 1000 damage, then 1 face-up monster you control gains ATK equal to the
    difference between both players' LP this turn); HX Underdog Squire (HX-897). P1 turn
    3 controls the Squire and V1-100; P2 controls V4-1800.
    (a) Both at 8000: P1 7000; the Squire (now 2200) gains the difference, 1000: 3200. It
    attacks V4-1800: P2 takes 1400 (6600); P1 is no longer lower: 2200.
    (b) P1 at 1000: P1 0 and loses at once: nothing gains ATK."""
    duel = build(p0=Side(monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)],
                         hand=[RECKLESS.name]), p1=Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"activate {find(duel, RECKLESS.name, 0, 'hand')} s0")
    answer(duel, picks=(mon(duel, UNDERDOG.name, 0),))
    settle(duel)
    assert duel.lp == [7000, 8000] and atk_of(duel, UNDERDOG.name, 0) == 3200
    attack(duel, UNDERDOG.name, "V4-1800")
    settle(duel)
    idle(duel)
    assert duel.lp == [7000, 6600] and atk_of(duel, UNDERDOG.name, 0) == 2200
    last = build(p0=Side(lp=1000, monsters=[(UNDERDOG.name, ATK)], hand=[RECKLESS.name]))
    do(last, f"activate {find(last, RECKLESS.name, 0, 'hand')} s0")
    assert last.lp == [0, 8000]
    over(last, 1)
    assert last.atk(at(last, UNDERDOG.name, 0)) == 2200


def test_hx_916_own_battle_damage_switches_on_a_boost_for_an_equal_atk_battle() -> None:
    """HX-916 (R-EFF-5, R-CALC-1, R-CALC-2, R-DMG-4): HX Last Gasp (1000 ATK; [CONTINUOUS
    EFFECT] +1500 ATK while your LP are 2000 or less). P1 turn 3 (Battle Phase) at 2400:
    V4-1400, the Gasp, V1-100; P2 controls V4-1800 and Dark Magician (Rush) (2500).
    Actions: V4-1400 attacks V4-1800; then the Gasp attacks Dark Magician.
    Expected: V4-1400 is destroyed, P1 takes 400 (2000): the Gasp has 2500. 2500 vs 2500:
    both are destroyed and nobody takes damage."""
    duel = battle(p0=Side(lp=2400, monsters=[("V4-1400", ATK), (GASP.name, ATK),
                                             ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1800", ATK), (DM, ATK)]))
    assert atk_of(duel, GASP.name, 0) == 1000
    attack(duel, "V4-1400", "V4-1800")
    settle(duel)
    assert duel.lp == [2000, 8000] and atk_of(duel, GASP.name, 0) == 2500
    attack(duel, GASP.name, DM)
    settle(duel)
    assert duel.lp == [2000, 8000]
    assert names(duel, 0, "gy") == ["V4-1400", GASP.name] and names(duel, 1, "gy") == [DM]
