"""Held-out style conformance scenarios HX-677..HX-696 (HX-697..HX-716 are in
test_heldout_positions13b.py), written like SC-01..SC-30 of RULES.md section 19, on
battle positions and battle damage where they meet effects: the manual change (once per
monster per turn, never for a monster that arrived this turn, only in the Main Phase)
next to changes made by effects (R-POS); face-down Defense targets turned face-up with
their continuous effects before damage calculation (R-DMG-3); positions changed by a
Trap after the attack declaration, which is no replay (R-REPLAY-5) but may end the
attack (R-BATTLE-5); ATK bonuses that start or stop with a position change (R-EFF-5,
R-DMG-4); Maximum Mode monsters, which only ever battle by ATK (R-MAX-4, R-CALC-7);
equal ATK, 0 ATK and piercing damage (R-CALC); LP reaching 0 in or around a battle
(R-WIN, R-DMG-6). Expectations come from RULES.md (and its section 20 card facts) alone.
Throwaway cards (codes 968750001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, Trig
from rushdesk.engine.effects.core import ALL, Op
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Fixed,
    Grant,
    Modify,
    SwitchPosition,
)
from rushdesk.engine.effects.script import THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_PIERCE

from ..engine.util import do, find, names
from .heldout_util import (
    DM,
    GUARD_POS,
    HORN,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    SRM,
    TRAP_HOLE,
    answer,
    at,
    attack,
    builder,
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
from .helpers import attackers, continuous, hand, mine, refused

SHRINK = "FX-SHRINK-ON-ATTACK"
PROTECTION = "Sevens Road Protection"
PINGER = "FX-PINGER"
SPELL = CardType.SPELL
TRAP = CardType.TRAP


def code(n: int) -> int:
    return 968_750_000 + n


def spell(n: int, name: str, *ops: Op) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops))


def trap_card(n: int, name: str, trigger: Trig, *ops: Op) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


# Normal Spell: change 1 face-down monster on the field to face-up Attack Position.
DAWN = spell(1, "HX Dawn Reveal", ChangePosition(Sel(who="any", face="down"), to="atk"))
# Normal Spell: change the battle position of 1 face-up monster on the field (Attack to
# face-up Defense, Defense to face-up Attack).
SWAP = spell(2, "HX Stance Swap", SwitchPosition(Sel(who="any", face="up")))
# Normal Spell: 1 face-up monster you control inflicts piercing battle damage this turn.
LANCE = spell(3, "HX Lance Blessing", Grant(Sel(face="up"), kind=MOD_PIERCE,
                                            phrase="inflicts piercing battle damage"))
# Level 4, 500/1000. [CONTINUOUS EFFECT] while in Defense Position it gains 1500 DEF.
TURTLE = hx_monster(code(4), "HX Shell Turtle", continuous(Cont(
    THIS & Sel(pos="def"), MOD_DEF, 1500, "gains 1500 DEF while in Defense Position")),
    atk=500, dfn=1000)
# Trap. When an opponent's monster declares an attack: change the attack target to
# face-up Attack Position; then it gains 1000 ATK this turn.
STANCE = trap_card(5, "HX Rising Stance", OnAttack(),
                   ChangePosition(Sel(memo="target"), to="atk"),
                   Modify(Sel(memo="target"), amount=Fixed(1000)))
# Trap. When an opponent's monster declares an attack: change the attacking monster to
# face-up Defense Position.
KNEEL = trap_card(6, "HX Kneel Order", OnAttack(),
                  ChangePosition(Sel(who="opp", memo="attacker"), to="def"))
# Level 4, 1000/1000. [CONTINUOUS EFFECT] your other face-up monsters gain 500 ATK.
BANNER = hx_monster(code(7), "HX War Banner", continuous(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 500, "gain 500 ATK")))
# Trap. When an opponent's monster declares an attack: change 1 face-up monster your
# opponent controls, other than the attacking monster, to face-down Defense Position.
BLACKOUT = trap_card(8, "HX Blackout Veil", OnAttack(), ChangePosition(
    Sel(who="opp", face="up", exclude_memo="attacker"), to="set"))
# Level 4, 1200/1000. [CONTINUOUS EFFECT] gains 800 ATK while you control a Defense
# Position monster (face-up or face-down).
RALLY = hx_monster(code(9), "HX Bulwark Rally", continuous(Cont(
    THIS, MOD_ATK, 800, "gains 800 ATK", condition=Count(Sel(pos="def")))), atk=1200)
# Level 4, 1000/1000. [CONTINUOUS EFFECT] gains 1000 ATK while your opponent controls a
# Defense Position monster (face-up or face-down).
HUNTER = hx_monster(code(10), "HX Wall Hunter", continuous(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp", pos="def")))))
# Level 4, 0/1800. [CONTINUOUS EFFECT] your opponent's face-up monsters lose 600 ATK.
DAMPENER = hx_monster(code(11), "HX Dampener", continuous(Cont(
    Sel(who="opp", face="up"), MOD_ATK, -600, "lose 600 ATK")), atk=0, dfn=1800)
# Level 4, 0/4000. No effect.
DOME = hx_monster(code(12), "HX Iron Dome", atk=0, dfn=4000)
# Trap. When an opponent's monster declares an attack: change all face-up Attack
# Position monsters on the field to face-up Defense Position.
CROUCH = trap_card(13, "HX Field Crouch", OnAttack(), ChangePosition(
    Sel(who="any", face="up", pos="atk"), high=ALL, to="def"))
# Trap. When an opponent's monster declares an attack: each player takes 1000 damage.
TWIN_FLAME = trap_card(14, "HX Twin Flame", OnAttack(), Damage(Fixed(1000), who="both"))

HX_CARDS = [DAWN, SWAP, LANCE, TURTLE, STANCE, KNEEL, BANNER, BLACKOUT, RALLY, HUNTER,
            DAMPENER, DOME, CROUCH, TWIN_FLAME]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def theirs(duel: Duel, name: str, nth: int = 0) -> int:
    """Object id of the opponent's (of the turn player) monster `name`."""
    return find(duel, name, 1 - duel.tp, "mzone", nth)


def position_actions(duel: Duel) -> list[Action]:
    return [a for a in duel.legal_actions() if a.kind == "position"]


def idle(duel: Duel, kind: str, p: int) -> None:
    """No window is open: player `p` is choosing a `kind` ("main"/"battle") action."""
    assert duel.request is not None, duel.result
    assert duel.request.kind == kind and duel.current_player == p, duel.request


def pos_of(duel: Duel, name: str, p: int) -> int:
    return duel.pos[at(duel, name, p)]


# ============================================================ the manual change
def test_hx_677_an_effects_position_change_leaves_the_manual_change_unused() -> None:
    """HX-677 (R-POS-1, R-POS-2, R-POS-4, R-BATTLE-2, R-CALC-1): FX-GUARD-POS (Normal
    Spell: 1 face-up Attack Position monster on the field to face-up Defense).
    Setup: P1 turn 3 controls V4-1600 (face-up Attack since turn 1); hand: FX-GUARD-POS.
    P2 controls V4-1400 in Attack.
    Actions: FX-GUARD-POS on V4-1600; P1 changes it back to Attack by hand; tries a
    second manual change; V4-1600 attacks V4-1400.
    Expected: the effect's change is not the manual change (R-POS-1 limits manual
    changes; R-POS-4): the change by hand is legal, the second refused. Back in Attack,
    it may attack: P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[GUARD_POS]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    v16 = mine(duel, "V4-1600")
    play(duel, GUARD_POS, zone="s0", picks=(v16,))
    assert duel.pos[duel.inst(v16)] == DEF and pos_of(duel, "V4-1400", 1) == ATK
    assert Action("position", v16, pos=ATK) in duel.legal_actions()
    do(duel, f"position {v16} atk")
    assert duel.pos[duel.inst(v16)] == ATK
    refused(duel, f"position {v16} def")
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1400"]


def test_hx_678_a_monster_put_in_defense_the_turn_it_arrived_moves_only_by_effects() -> None:
    """HX-678 (R-POS-1, R-POS-4, R-BATTLE-2, R-TRAP-4, R-CALC-1, §20.3 Sevens Road
    Protection: when the opponent Normal Summons, while you control a face-up DARK
    Spellcaster; if Sevens Road Magician is in your GY you may change the summoned
    monster to face-up Defense); "HX Stance Swap" (Normal Spell: change the battle
    position of 1 face-up monster on the field).
    Setup: P1 turn 3 controls V1-100 (since turn 1); hand: V4-1800, HX Stance Swap. P2
    controls Sevens Road Magician (2100), has another in the GY and the Protection Set
    earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates the Protection and puts it in
    Defense; P1 tries to change it back by hand; (a) P1 enters the Battle Phase; (b) P1
    uses HX Stance Swap on it instead, tries a manual change, and attacks the Magician.
    Expected: every manual change of V4-1800 is refused (it arrived this turn); the
    effects still move it (R-POS-4). (a) In Defense it cannot attack: only V1-100 may.
    (b) Back in Attack it may attack the turn it was summoned: 1800 < 2100: it is
    destroyed and P1 takes 300 (7700)."""
    duel = build(p0=Side(monsters=[("V1-100", ATK)], hand=["V4-1800", SWAP.name]),
                 p1=Side(monsters=[(SRM, ATK)], gy=[SRM], spells=[(PROTECTION, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    window_for(duel, 1)
    trap(duel, PROTECTION, 1)
    answer(duel, yes=True)
    idle(duel, "main", 0)
    v18 = mine(duel, "V4-1800")
    assert duel.pos[duel.inst(v18)] == DEF
    refused(duel, f"position {v18} atk")
    early = duel.clone()
    do(early, "battle")
    idle(early, "battle", 0)
    assert attackers(early) == {mine(early, "V1-100")}
    play(duel, SWAP.name, zone="s0", picks=(v18,))
    assert duel.pos[duel.inst(v18)] == ATK
    refused(duel, f"position {v18} def")
    attack(duel, "V4-1800", SRM)
    assert duel.lp == [7700, 8000] and names(duel, 0, "gy") == [SWAP.name, "V4-1800"]


def test_hx_679_a_manual_flip_is_no_summon_and_starts_the_continuous_bonus() -> None:
    """HX-679 (R-POS-2, R-POS-3, R-POS-1, R-EFF-5, R-TRAP-5, R-BATTLE-2, R-CALC-1,
    R-CALC-6, §20.5 Trap Hole): "HX War Banner" (1000 ATK; your other face-up monsters
    gain 500 ATK).
    Setup: P1 turn 3 controls a face-down HX War Banner (Set on turn 1) and V4-1600. P2
    controls V4-1800 in Attack and has Trap Hole (Rush) Set earlier.
    Actions: P1 changes the Banner to face-up Attack by hand; tries a second change;
    V4-1600 attacks V4-1800; the Banner attacks directly.
    Expected: the flip is a position change, not a summon: no window offers Trap Hole
    (the Banner has 1000 ATK). The Banner's bonus applies from then on: V4-1600 has
    2100. A second change is refused. P2 takes 300, then 1000: 6700."""
    duel = build(p0=Side(monsters=[(BANNER.name, SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(TRAP_HOLE, SET)]))
    banner = mine(duel, BANNER.name)
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"position {banner} atk")
    idle(duel, "main", 0)
    assert duel.pos[duel.inst(banner)] == ATK and duel.atk(at(duel, "V4-1600")) == 2100
    refused(duel, f"position {banner} def")
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7700]
    attack(duel, BANNER.name)
    assert duel.lp == [8000, 6700] and names(duel, 1, "szone")[0] == TRAP_HOLE


def test_hx_680_a_monster_set_this_turn_flipped_by_an_effect_may_attack() -> None:
    """HX-680 (R-POS-1, R-POS-4, R-MAIN-2, R-BATTLE-2, R-CALC-1): "HX Dawn Reveal" (Normal
    Spell: change 1 face-down monster on the field to face-up Attack Position).
    Setup: P1 turn 3; hand: V4-1800, HX Dawn Reveal. P2 controls V4-1600 in Attack.
    Actions: P1 Sets V4-1800; tries to flip it by hand; activates HX Dawn Reveal on it;
    tries to change it to Defense by hand; V4-1800 attacks V4-1600.
    Expected: the manual flip is refused (Set this turn), the Spell flips it anyway
    (R-POS-4). The manual change to Defense is refused too. In face-up Attack it may
    attack: P2 takes 200 (7800)."""
    duel = build(p0=Side(hand=["V4-1800", DAWN.name]), p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"set {hand(duel, 'V4-1800')} z0")
    v18 = mine(duel, "V4-1800")
    assert duel.pos[duel.inst(v18)] == SET
    refused(duel, f"position {v18} atk")
    play(duel, DAWN.name, zone="s0", picks=(v18,))
    assert duel.pos[duel.inst(v18)] == ATK
    refused(duel, f"position {v18} def")
    assert not position_actions(duel)
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800]


def test_hx_681_a_set_wall_revealed_in_attack_or_flipped_by_battle() -> None:
    """HX-681 (R-POS-4, R-CALC-1, R-CALC-4, R-DMG-3, R-POS-1, R-POS-2): HX Dawn Reveal
    (HX-680). Setup: P1 turn 3 controls V4-1600; hand: HX Dawn Reveal. P2 controls a
    face-down V4-WALL (0/2000, Set on turn 2).
    (a) P1 activates the Spell on V4-WALL (now face-up Attack, 0 ATK); V4-1600 attacks
    it: V4-WALL is destroyed and P2 takes 1600 (6400).
    (b) No Spell: V4-1600 attacks the face-down V4-WALL. It is turned face-up Defense
    and its DEF is used: P1 takes 400 (7600); V4-WALL stays face-up Defense. On turn 4 P2
    may change it to Attack by hand (it arrived on turn 2; being turned face-up by battle
    is no arrival), once."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[DAWN.name]),
                 p1=Side(monsters=[("V4-WALL", SET, 2)]))
    flat = duel.clone()
    play(duel, DAWN.name, zone="s0", picks=(theirs(duel, "V4-WALL"),))
    assert pos_of(duel, "V4-WALL", 1) == ATK
    attack(duel, "V4-1600", "V4-WALL")
    assert duel.lp == [8000, 6400] and names(duel, 1, "gy") == ["V4-WALL"]
    attack(flat, "V4-1600", "V4-WALL")
    assert flat.lp == [7600, 8000] and pos_of(flat, "V4-WALL", 1) == DEF
    to_turn(flat, 4)
    wall = mine(flat, "V4-WALL")
    assert Action("position", wall, pos=ATK) in flat.legal_actions()
    do(flat, f"position {wall} atk")
    assert flat.pos[flat.inst(wall)] == ATK
    refused(flat, f"position {wall} def")


# ============================================================ face-down targets
def test_hx_682_a_flipped_turtle_defends_with_its_bonus_until_it_stands_up() -> None:
    """HX-682 (R-DMG-3, R-EFF-5, R-CALC-4, R-POS-1, R-POS-2): "HX Shell Turtle" (500/1000;
    [CONTINUOUS EFFECT] while in Defense Position it gains 1500 DEF).
    Setup: P1 turn 3 controls Dark Magician (Rush) (2500) and V4-1800. P2 controls a
    face-down HX Shell Turtle (Set on turn 2).
    Actions: Dark Magician attacks the Turtle; V4-1800 attacks it; on turn 4 P2 changes
    it to Attack by hand.
    Expected: turned face-up Defense before calculation, its effect applies from then:
    DEF 2500. 2500 = 2500: nothing is destroyed, no damage. 1800 < 2500: P1 takes 700
    (7300); the Turtle stays face-up Defense. In Attack its bonus ends: 500/1000."""
    duel = build(p0=Side(monsters=[(DM, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[(TURTLE.name, SET, 2)]))
    attack(duel, DM, TURTLE.name)
    turtle = at(duel, TURTLE.name, 1)
    assert duel.pos[turtle] == DEF and duel.defense(turtle) == 2500
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone")[0] == DM
    attack(duel, "V4-1800", TURTLE.name)
    assert duel.lp == [7300, 8000] and duel.pos[at(duel, TURTLE.name, 1)] == DEF
    assert names(duel, 0, "gy") == [] and names(duel, 1, "gy") == []
    to_turn(duel, 4)
    do(duel, f"position {mine(duel, TURTLE.name)} atk")
    turtle = at(duel, TURTLE.name, 1)
    assert duel.atk(turtle) == 500 and duel.defense(turtle) == 1000


def test_hx_683_battle_damage_from_a_flipped_wall_takes_the_attackers_last_lp() -> None:
    """HX-683 (R-DMG-3, R-CALC-4, R-DMG-6, R-WIN-1): Setup: P1 turn 3 has 500 LP and
    controls V4-1400. P2 controls a face-down V4-WALL (DEF 2000).
    Actions: V4-1400 attacks V4-WALL.
    Expected: V4-WALL is turned face-up Defense; 1400 < 2000: P1 takes 600, LP stop at
    0: P2 wins at once. Nothing is destroyed; V4-WALL is face-up Defense."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)], lp=500),
                 p1=Side(monsters=[("V4-WALL", SET, 2)]))
    attack(duel, "V4-1400", "V4-WALL")
    assert duel.is_over and duel.result is not None and duel.result.winner == 1
    assert duel.lp == [0, 8000] and duel.pos[at(duel, "V4-WALL", 1)] == DEF
    assert names(duel, 0, "mzone")[0] == "V4-1400" and names(duel, 1, "gy") == []


def test_hx_684_zero_atk_against_zero_def_and_a_zero_direct_attack() -> None:
    """HX-684 (R-CALC-3, R-CALC-4, R-CALC-6, R-DMG-3, R-BATTLE-2): V4-0 is 0/0.
    (a) P1 turn 3 controls V4-0 and V4-1600; P2 controls a face-down V4-0. P1's V4-0
    attacks it: it is turned face-up Defense; ATK 0 = DEF 0: nothing is destroyed and
    nobody takes damage; P1's V4-0 cannot attack again. V4-1600 attacks the face-up
    Defense V4-0: destroyed, no damage (no piercing): 8000/8000.
    (b) P2 controls no monster: P1's V4-0 attacks directly: P2 takes nothing; its attack
    is used; V1-100 attacks directly: 7900."""
    duel = build(p0=Side(monsters=[("V4-0", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-0", SET, 2)]))
    attack(duel, "V4-0", "V4-0")
    assert duel.pos[at(duel, "V4-0", 1)] == DEF and duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-0" and names(duel, 1, "mzone")[0] == "V4-0"
    refused(duel, Action("attack", mine(duel, "V4-0"), target=theirs(duel, "V4-0")))
    attack(duel, "V4-1600", "V4-0")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V4-0"]
    empty = build(phase="battle", p0=Side(monsters=[("V4-0", ATK), ("V1-100", ATK)]))
    attack(empty, "V4-0")
    assert empty.lp == [8000, 8000]
    assert attackers(empty) == {mine(empty, "V1-100")}
    attack(empty, "V1-100")
    assert empty.lp == [8000, 7900]


def test_hx_685_a_wall_stood_up_at_zero_atk_meets_zero_and_then_one_hundred() -> None:
    """HX-685 (R-POS-4, R-CALC-3, R-CALC-1): HX Stance Swap (HX-678).
    Setup: P1 turn 3 controls V4-0 and V1-100; hand: HX Stance Swap. P2 controls V4-WALL
    (0/2000) in face-up Defense.
    Actions: the Swap changes V4-WALL to Attack; V4-0 attacks it; V1-100 attacks it.
    Expected: 0 against 0 in Attack Position: neither is destroyed, no damage (not
    both destroyed as for equal ATK above 0). Then 100 > 0: V4-WALL is destroyed and P2
    takes 100 (7900)."""
    duel = build(p0=Side(monsters=[("V4-0", ATK), ("V1-100", ATK)], hand=[SWAP.name]),
                 p1=Side(monsters=[("V4-WALL", DEF, 2)]))
    play(duel, SWAP.name, zone="s0", picks=(theirs(duel, "V4-WALL"),))
    assert pos_of(duel, "V4-WALL", 1) == ATK
    attack(duel, "V4-0", "V4-WALL")
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == [SWAP.name] and names(duel, 1, "gy") == []
    attack(duel, "V1-100", "V4-WALL")
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-WALL"]


# ============================================================ positions after the declaration
def test_hx_686_a_target_put_in_defense_breaks_an_equal_atk_battle() -> None:
    """HX-686 (R-CALC-2, R-CALC-4, R-REPLAY-5, R-POS-4, R-TRAP-5): FX-SHRINK-ON-ATTACK
    (Trap: on attack, the target goes to face-up Defense and loses 500 ATK this turn).
    Setup: P1 turn 3 controls V4-1600; P2 controls V4-1600 in Attack and has the Trap
    Set earlier. P1's V4-1600 attacks P2's.
    (a) P2 passes: equal ATK, both destroyed; no damage.
    (b) P2 activates it: no replay; 1600 against DEF 1000: only P2's V4-1600 is
    destroyed; nobody takes damage; P1's V4-1600 stays."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(SHRINK, SET)]))
    attack(duel, "V4-1600", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SHRINK, 1, "szone")}
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 8000]
    assert names(passed, 0, "gy") == ["V4-1600"] and names(passed, 1, "gy") == ["V4-1600"]
    trap(duel, SHRINK, 1)
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone")[0] == "V4-1600"
    assert sorted(names(duel, 1, "gy")) == sorted([SHRINK, "V4-1600"])


def test_hx_687_a_set_target_stood_up_and_raised_to_equal_atk_takes_both() -> None:
    """HX-687 (R-POS-4, R-REPLAY-5, R-DMG-4, R-CALC-2, R-DMG-3): "HX Rising Stance"
    (Trap: on attack, change the attack target to face-up Attack Position; then it
    gains 1000 ATK this turn). FX-PINGER is 1500/1000.
    Setup: P1 turn 3 controls FX-PINGER; P2 controls a face-down V2-500 (Set on turn 2)
    and the Trap Set earlier. FX-PINGER attacks V2-500.
    (a) P2 passes: V2-500 is turned face-up Defense (DEF 500) and destroyed; no damage.
    (b) P2 activates it: no replay; V2-500 is face-up Attack with 1500: equal ATK, both
    are destroyed, nobody takes damage."""
    duel = build(phase="battle", p0=Side(monsters=[(PINGER, ATK)]),
                 p1=Side(monsters=[("V2-500", SET, 2)], spells=[(STANCE.name, SET)]))
    attack(duel, PINGER, "V2-500")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 8000] and names(passed, 1, "gy") == ["V2-500"]
    assert names(passed, 0, "mzone")[0] == PINGER
    trap(duel, STANCE.name, 1)
    assert duel.request is None or duel.request.kind != "replay"
    assert duel.lp == [8000, 8000] and names(duel, 0, "gy") == [PINGER]
    assert sorted(names(duel, 1, "gy")) == sorted([STANCE.name, "V2-500"])


def test_hx_688_an_attacker_made_to_kneel_stops_and_lifts_its_ally() -> None:
    """HX-688 (R-BATTLE-5, R-POS-4, R-EFF-5, R-BATTLE-2, R-CALC-1): "HX Kneel Order" (Trap:
    on attack, change the attacking monster to face-up Defense). "HX Bulwark Rally"
    (1200 ATK; gains 800 while you control a Defense Position monster).
    Setup: P1 turn 3 controls V4-1800 and HX Bulwark Rally (1200), both in Attack. P2
    controls V4-1600 and has HX Kneel Order Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 activates the Trap; the Rally attacks V4-1600.
    Expected: V4-1800 goes to Defense: its attack ends with no damage and it cannot
    attack again. P1 now controls a Defense Position monster: the Rally has 2000:
    V4-1600 is destroyed and P2 takes 400 (7600)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), (RALLY.name, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(KNEEL.name, SET)]))
    assert duel.atk(at(duel, RALLY.name)) == 1200
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, KNEEL.name, 1)
    idle(duel, "battle", 0)
    assert pos_of(duel, "V4-1800", 0) == DEF and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.atk(at(duel, RALLY.name)) == 2000
    assert attackers(duel) == {mine(duel, RALLY.name)}
    attack(duel, RALLY.name, "V4-1600")
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == [KNEEL.name, "V4-1600"]


def test_hx_689_a_banner_turned_face_down_mid_attack_takes_its_bonus_along() -> None:
    """HX-689 (R-EFF-5, R-POS-4, R-DMG-4, R-REPLAY-1, R-CALC-1): HX War Banner (HX-679);
    "HX Blackout Veil" (Trap: on attack, change 1 face-up monster your opponent
    controls, other than the attacking monster, to face-down Defense Position).
    Setup: P1 turn 3 controls V4-1600 (2100 with the Banner) and HX War Banner. P2
    controls V4-1800 and has HX Blackout Veil Set earlier.
    Actions: V4-1600 attacks V4-1800; P2 turns the Banner face-down.
    Expected: P1's field changed, P2's did not: no replay. The bonus stops at once: 1600
    against 1800: V4-1600 is destroyed and P1 takes 200 (7800). The face-down Banner
    cannot attack."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), (BANNER.name, ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(BLACKOUT.name, SET)]))
    assert duel.atk(at(duel, "V4-1600")) == 2100
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, BLACKOUT.name, 1)
    assert duel.request is None or duel.request.kind != "replay"
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == ["V4-1600"]
    assert pos_of(duel, BANNER.name, 0) == SET and names(duel, 1, "mzone")[0] == "V4-1800"
    assert duel.turn == 4  # the face-down Banner had no attack: the turn ended


def test_hx_690_the_wall_hunter_grows_when_its_target_is_put_in_defense() -> None:
    """HX-690 (R-EFF-5, R-POS-4, R-REPLAY-5, R-DMG-4, R-CALC-1, R-CALC-4, R-DMG-3): "HX
    Wall Hunter" (1000 ATK; gains 1000 while your opponent controls a Defense Position
    monster); FX-SHRINK-ON-ATTACK (HX-686).
    (a) P1 turn 3: the Hunter (1000) attacks P2's V4-1600 in Attack; P2 passes: the
    Hunter is destroyed, P1 takes 600 (7400).
    (b) P2 activates FX-SHRINK-ON-ATTACK: V4-1600 is in Defense, so the Hunter has
    2000 at calculation: V4-1600 is destroyed, no damage.
    (c) P2 controls only a face-down V4-1400: it is a Defense Position monster, so the
    Hunter has 2000; the attack destroys it (DEF 1200) with no damage; then 1000."""
    duel = build(phase="battle", p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(SHRINK, SET)]))
    assert duel.atk(at(duel, HUNTER.name)) == 1000
    attack(duel, HUNTER.name, "V4-1600")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [7400, 8000] and names(passed, 0, "gy") == [HUNTER.name]
    trap(duel, SHRINK, 1)
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone")[0] == HUNTER.name
    assert sorted(names(duel, 1, "gy")) == sorted([SHRINK, "V4-1600"])
    down = build(phase="battle", p0=Side(monsters=[(HUNTER.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", SET, 2)]))
    assert down.atk(at(down, HUNTER.name)) == 2000
    attack(down, HUNTER.name, "V4-1400")
    assert down.lp == [8000, 8000] and names(down, 1, "gy") == ["V4-1400"]
    assert down.atk(at(down, HUNTER.name, 0)) == 1000


def test_hx_691_a_flipped_dampener_cuts_the_piercing_damage() -> None:
    """HX-691 (R-DMG-3, R-DMG-4, R-EFF-5, R-CALC-5, R-EQUIP-1, §20.2 Jointech Rush Horn):
    "HX Dampener" (0/1800; your opponent's face-up monsters lose 600 ATK).
    Setup: P1 turn 3 controls Jointech Rex (2500); hand: Jointech Rush Horn. P2 controls
    a face-down HX Dampener (Set on turn 2).
    Actions: equip Rush Horn to Rex (2800, piercing); Rex attacks the Dampener.
    Expected: the Dampener is turned face-up before calculation and its effect applies:
    Rex has 2200 against DEF 1800: the Dampener is destroyed and P2 takes 400 piercing
    damage (7600), not 1000. With the Dampener gone Rex has 2800 again."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[(DAMPENER.name, SET, 2)]))
    play(duel, HORN, zone="s0", picks=(mine(duel, REX),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX, DAMPENER.name)
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == [DAMPENER.name]
    assert duel.atk(at(duel, REX, 0)) == 2800


# ============================================================ Maximum Mode against Defense
def test_hx_692_a_maximum_monster_meets_defense_only_by_its_atk() -> None:
    """HX-692 (R-MAX-4, R-CALC-7, R-CALC-4, R-DMG-3, R-MAX-2, R-POS-1): "HX Iron Dome"
    (0/4000, no effect). Setup: P1 turn 3; hand: the three Supreme Machine Magnum
    Overlord pieces. P2 controls a face-down V5-WALL (DEF 3000) and HX Iron Dome in
    face-up Defense (both since turn 2). P1 Maximum Summons (3500).
    (a) It attacks V5-WALL: turned face-up Defense and destroyed; nobody takes damage.
    (b) It attacks the Dome: 3500 < 4000: P1 takes 500 (7500); nothing is destroyed and
    the Overlord stays in Maximum Mode, in Attack. On P1's turn 5 it may not be changed
    to Defense by hand."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V5-WALL", SET, 2), (DOME.name, DEF, 2)]))
    maximum(duel)
    assert duel.maxm[0] and duel.atk(at(duel, OVL)) == 3500
    dome = duel.clone()
    attack(duel, OVL, "V5-WALL")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V5-WALL"]
    assert duel.maxm[0]
    attack(dome, OVL, DOME.name)
    assert dome.lp == [7500, 8000] and dome.maxm[0]
    assert names(dome, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert dome.pos[at(dome, DOME.name, 1)] == DEF and dome.pos[at(dome, OVL, 0)] == ATK
    to_turn(dome, 5)
    assert not position_actions(dome)
    for piece in (OVL_L, OVL, OVL_R):
        refused(dome, f"position {mine(dome, piece)} def")


def test_hx_693_a_crouch_for_all_leaves_the_maximum_attacker_standing() -> None:
    """HX-693 (R-MAX-4, R-POS-4, R-REPLAY-5, R-CALC-4, R-CALC-7): "HX Field Crouch" (Trap:
    on attack, change all face-up Attack Position monsters on the field to face-up
    Defense Position).
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls V4-1800 and V4-1600
    in Attack and has the Trap Set earlier.
    Actions: P1 Maximum Summons; the Overlord attacks V4-1800; P2 activates the Trap.
    Expected: an effect that applies to all monsters leaves the Maximum Mode monster
    unchanged: it stays in Attack, and the attack goes on (no replay). P2's monsters are
    in Defense: 3500 against DEF 1000: V4-1800 is destroyed, P2 takes no damage."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                         spells=[(CROUCH.name, SET)]))
    maximum(duel)
    attack(duel, OVL, "V4-1800")
    window_for(duel, 1)
    trap(duel, CROUCH.name, 1)
    assert duel.request is None or duel.request.kind != "replay"
    assert duel.lp == [8000, 8000] and duel.maxm[0]
    assert all(duel.pos[at(duel, piece, 0)] == ATK for piece in (OVL_L, OVL, OVL_R))
    assert sorted(names(duel, 1, "gy")) == sorted([CROUCH.name, "V4-1800"])
    assert pos_of(duel, "V4-1600", 1) == DEF


# ============================================================ LP 0 around a battle
def test_hx_694_effect_damage_in_the_attack_window_decides_before_the_battle() -> None:
    """HX-694 (R-WIN-1, R-WIN-3, R-BATTLE-4, R-DMG-6): "HX Twin Flame" (Trap: on attack,
    each player takes 1000 damage at the same time).
    Setup: P1 turn 3 controls V4-1800; P2 controls V4-1400 and the Trap Set earlier.
    V4-1800 attacks V4-1400 (which would take P2's last LP in (c)); P2 activates it.
    (a) Both at 1000 LP: both reach 0 at once: a draw.
    (b) P1 1000, P2 2000: P1 loses at once; P2 has 1000 left.
    (c) P1 3000, P2 1000: P2 loses at once.
    No Damage Step follows: V4-1400 is still on the field."""
    def run(lp0: int, lp1: int) -> Duel:
        duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], lp=lp0),
                     p1=Side(monsters=[("V4-1400", ATK)], spells=[(TWIN_FLAME.name, SET)],
                             lp=lp1))
        attack(duel, "V4-1800", "V4-1400")
        window_for(duel, 1)
        trap(duel, TWIN_FLAME.name, 1)
        assert duel.is_over and duel.result is not None
        assert names(duel, 1, "mzone")[0] == "V4-1400"
        return duel
    draw = run(1000, 1000)
    assert draw.lp == [0, 0] and draw.result is not None and draw.result.winner is None
    lost = run(1000, 2000)
    assert lost.lp == [0, 1000] and lost.result is not None and lost.result.winner == 1
    won = run(3000, 1000)
    assert won.lp == [2000, 0] and won.result is not None and won.result.winner == 0


def test_hx_695_piercing_through_a_set_zero_def_takes_the_last_lp() -> None:
    """HX-695 (R-CALC-5, R-DMG-3, R-DMG-6, R-WIN-1, R-CALC-4): "HX Lance Blessing"
    (Normal Spell: 1 face-up monster you control inflicts piercing battle damage this
    turn).
    (a) P1 turn 3 controls V4-1800; hand: the Spell. P2 has 1800 LP and a face-down V4-0.
    The Spell on V4-1800; it attacks V4-0: turned face-up, 1800 > DEF 0: destroyed, and
    P2 takes 1800 piercing damage: 0 LP, P1 wins at once.
    (b) The same without the Spell: V4-0 is destroyed, P2 keeps 1800.
    (c) With the Spell against a face-down V4-WALL (DEF 2000): P1 takes 200, P2 none."""
    p1 = Side(monsters=[("V4-0", SET, 2)], lp=1800)
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[LANCE.name]), p1=p1)
    plain = duel.clone()
    play(duel, LANCE.name, zone="s0", picks=(mine(duel, "V4-1800"),))
    attack(duel, "V4-1800", "V4-0")
    assert duel.is_over and duel.result is not None and duel.result.winner == 0
    assert duel.lp == [8000, 0]
    attack(plain, "V4-1800", "V4-0")
    assert plain.lp == [8000, 1800] and names(plain, 1, "gy") == ["V4-0"]
    wall = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[LANCE.name]),
                 p1=Side(monsters=[("V4-WALL", SET, 2)]))
    play(wall, LANCE.name, zone="s0", picks=(mine(wall, "V4-1800"),))
    attack(wall, "V4-1800", "V4-WALL")
    assert wall.lp == [7800, 8000] and wall.pos[at(wall, "V4-WALL", 1)] == DEF


def test_hx_696_no_position_change_after_attacking_until_the_next_main_phase() -> None:
    """HX-696 (R-POS-1, R-BATTLE-5, R-POS-4, R-TURN-2, R-BATTLE-2, R-CALC-1, R-CALC-6): HX
    Kneel Order (HX-688).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800 and V4-1600 (since turn 1). P2
    controls V4-1400 and has HX Kneel Order Set earlier.
    Actions: V4-1800 attacks V4-1400; P2 puts it in Defense; V4-1600 attacks V4-1400;
    turn 5: P1 changes V4-1800 to Attack by hand and attacks directly.
    Expected: in the Battle Phase no manual change is offered (not for the kneeling
    V4-1800, nor for V4-1600): refused. V4-1400 is destroyed: P2 7800. On turn 5
    V4-1800 may change (it arrived on turn 1; an effect moved it), once; it attacks
    directly: P2 6000."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(KNEEL.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, KNEEL.name, 1)
    idle(duel, "battle", 0)
    v18, v16 = mine(duel, "V4-1800"), mine(duel, "V4-1600")
    assert duel.pos[duel.inst(v18)] == DEF and not position_actions(duel)
    refused(duel, f"position {v18} atk")
    refused(duel, f"position {v16} def")
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800]
    to_turn(duel, 5)
    assert Action("position", v18, pos=ATK) in duel.legal_actions()
    do(duel, f"position {v18} atk")
    refused(duel, f"position {v18} def")
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6000]
