"""Held-out style conformance scenarios HX-697..HX-716 (HX-677..HX-696 are in
test_heldout_positions13.py), written like SC-01..SC-30 of RULES.md section 19, on
battle positions and battle damage where they meet effects: monsters summoned
face-down by a Trap in the attack window and the replay that follows (R-REPLAY); attack
targets turned face-down, face-up or to Attack Position after the declaration, which is
no replay but changes damage calculation (R-REPLAY-5, R-DMG-3, R-CALC); DEF and piercing
given by continuous effects that start or stop with a position change (R-EFF-5,
R-DMG-4, R-CALC-5); the battle-result window and what a face-down target's flip is and
is not (R-DMG-5, R-POS-3); a Maximum Mode monster against a face-down wall and an equal
ATK (R-MAX); manual changes of several monsters (R-POS-1, R-POS-2). Expectations come
from RULES.md (and its section 20 card facts) alone. Throwaway cards (codes
968755001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, Memo, OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.core import ALL, Context, Op
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Fixed,
    GainLP,
    Grant,
    Modify,
    SendCost,
    SpecialSummon,
    SwitchPosition,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_ATTACK_ATK_ONLY, MOD_DEF, MOD_PIERCE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    ENCOUNTER,
    HORN,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    TORRENT,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
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
from .test_heldout_positions13 import pos_of, theirs

SHRINK = "FX-SHRINK-ON-ATTACK"
SPELL = CardType.SPELL
TRAP = CardType.TRAP
HAND_LOW = Sel(where=("hand",), kind="monster", level_max=4)


def code(n: int) -> int:
    return 968_755_000 + n


def spell(n: int, name: str, *ops: Op) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops))


def trap_card(n: int, name: str, trigger: Trig, *ops: Op,
              costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                               ops=ops))


@dataclass(frozen=True)
class FlippedInBattle(Trig):
    """When a face-down monster you control is turned face-up by an attack (R-DMG-3)."""

    def bind(self, duel: Any, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        for ev in events:
            if ev.kind == "position" and ev.reason == "battle" and ev.player == ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"position"})

    def text(self) -> str:
        return "when a face-down monster you control is turned face-up by an attack"


# Trap. When an opponent's monster declares an attack: Special Summon 1 Level 4 or lower
# monster from your hand in face-up Defense Position; then change it to face-down
# Defense Position.
SENTRY = trap_card(1, "HX Hidden Sentry Call", OnAttack(),
                   SpecialSummon(HAND_LOW, position="def"),
                   ChangePosition(Sel(memo="summoned"), to="set"))
# Trap. When an opponent's monster declares an attack: change the attack target to
# face-down Defense Position.
VEIL = trap_card(2, "HX Target Veil", OnAttack(), ChangePosition(Sel(memo="target"), to="set"))
# Level 4, 500/1000. [CONTINUOUS EFFECT] while in Defense Position it gains 1500 DEF.
MOSS = hx_monster(code(3), "HX Moss Turtle", continuous(Cont(
    THIS & Sel(pos="def"), MOD_DEF, 1500, "gains 1500 DEF while in Defense Position")),
    atk=500, dfn=1000)
# Trap. When an opponent's monster declares an attack: change all Defense Position
# monsters your opponent controls (face-up or face-down) to face-up Attack Position.
ROUSE = trap_card(4, "HX Rouse Horn", OnAttack(),
                  ChangePosition(Sel(who="opp", pos="def"), high=ALL, to="atk"))
# Level 4, 1200/1000. [CONTINUOUS EFFECT] gains 800 ATK while you control a Defense
# Position monster (face-up or face-down).
SHIELD_RALLY = hx_monster(code(5), "HX Shield Rally", continuous(Cont(
    THIS, MOD_ATK, 800, "gains 800 ATK", condition=Count(Sel(pos="def")))), atk=1200)
# Trap. When an Attack Position monster you control is destroyed by your opponent's
# attack: you gain 1000 LP.
VANGUARD = trap_card(6, "HX Fallen Vanguard", OnDestroyed(
    Sel(where=("gy",), kind="monster"), causes=("battle",), attack_position=True),
    GainLP(Fixed(1000)))
# Trap. When an opponent's monster declares an attack: change the attack target to
# face-up Attack Position; then it gains 1000 ATK this turn.
RISE = trap_card(7, "HX Rising Guard", OnAttack(), ChangePosition(Sel(memo="target"), to="atk"),
                 Modify(Sel(memo="target"), amount=Fixed(1000)))
# Normal Spell: 1 face-up monster you control inflicts piercing battle damage this turn.
OATH = spell(8, "HX Piercing Oath", Grant(Sel(face="up"), kind=MOD_PIERCE,
                                          phrase="inflicts piercing battle damage"))
# Trap. When an opponent's monster declares an attack: the attack target gains 1200 ATK
# this turn.
SURGE = trap_card(9, "HX Surge Trap", OnAttack(), Modify(Sel(memo="target"), amount=Fixed(1200)))
# Trap. When an opponent's monster declares an attack; send 1 face-up monster you
# control, other than the attack target, to the GY. Effect: change all face-up monsters
# you control to face-up Defense Position.
COVER = trap_card(10, "HX Cover Formation", OnAttack(),
                  ChangePosition(Sel(face="up"), high=ALL, to="def"),
                  costs=(SendCost(Sel(face="up", exclude_memo="target")),))
# Level 4, 1000/1000. [CONTINUOUS EFFECT] your other face-up monsters gain 1000 DEF.
BEARER = hx_monster(code(11), "HX Shield Bearer", continuous(
    Cont(Sel(face="up", not_self=True), MOD_DEF, 1000, "gain 1000 DEF")))
# Trap. When an opponent's monster declares an attack: change 1 face-down monster you
# control to face-up Defense Position.
RAISE = trap_card(12, "HX Raise the Guard", OnAttack(),
                  ChangePosition(Sel(face="down"), to="def"))
# Level 4, 1000/1000. [CONTINUOUS EFFECT] your other face-up monsters inflict piercing
# battle damage.
CAPTAIN = hx_monster(code(13), "HX Lance Captain", continuous(Cont(
    Sel(face="up", not_self=True), MOD_PIERCE, 1, "inflict piercing battle damage")))
# Trap. When an opponent's monster declares an attack: change 1 face-up monster your
# opponent controls, other than the attacking monster, to face-down Defense Position.
CURTAIN = trap_card(14, "HX Dark Curtain", OnAttack(), ChangePosition(
    Sel(who="opp", face="up", exclude_memo="attacker"), to="set"))
# Trap. When a face-down monster you control is turned face-up by an attack: you gain
# 500 LP.
ALARM = trap_card(15, "HX Unveil Alarm", FlippedInBattle(), GainLP(Fixed(500)))
# Level 4, 1900/1000. [CONTINUOUS EFFECT] this card can attack only Attack Position
# monsters.
PICKY = hx_monster(code(16), "HX Picky Duelist", continuous(Cont(
    THIS, MOD_ATTACK_ATK_ONLY, 1, "can attack only Attack Position monsters")), atk=1900)
# Normal Spell: change 1 face-down monster on the field to face-up Attack Position.
MORNING = spell(17, "HX Morning Light", ChangePosition(Sel(who="any", face="down"), to="atk"))
# Level 4, 0/3000. [CONTINUOUS EFFECT] your opponent's face-up monsters lose 600 ATK.
HEAVY = hx_monster(code(18), "HX Heavy Dampener", continuous(Cont(
    Sel(who="opp", face="up"), MOD_ATK, -600, "lose 600 ATK")), atk=0, dfn=3000)
# Trap. When an opponent's monster declares an attack: change all face-up monsters you
# control to face-down Defense Position.
LAST_GUARD = trap_card(19, "HX Last Guard", OnAttack(),
                       ChangePosition(Sel(face="up"), high=ALL, to="set"))
# Equip Spell: equip to 1 face-up monster you control; it gains 500 ATK.
BLADE = hx_equip(code(20), "HX Keen Blade", Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"))
# Level 4, 1000/1000. [CONTINUOUS EFFECT] gains 1000 ATK while your opponent controls a
# Defense Position monster (face-up or face-down).
DEN_HUNTER = hx_monster(code(21), "HX Den Hunter", continuous(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp", pos="def")))))
# Normal Spell: change the battle position of 1 face-up monster you control.
TURNABOUT = spell(22, "HX Turnabout", SwitchPosition(Sel(face="up")))

HX_CARDS = [SENTRY, VEIL, MOSS, ROUSE, SHIELD_RALLY, VANGUARD, RISE, OATH, SURGE, COVER,
            BEARER, RAISE, CAPTAIN, CURTAIN, ALARM, PICKY, MORNING, HEAVY, LAST_GUARD, BLADE,
            DEN_HUNTER, TURNABOUT]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)
battle = builder(POOL, phase="battle")  # P1's turn 3, Battle Phase


def targets_of(duel: Duel, name: str) -> set[int]:
    """The targets (object ids, or DIRECT) the turn player's `name` may attack now."""
    o = mine(duel, name)
    return {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == o}


def replay_targets(duel: Duel) -> set[int]:
    assert duel.request is not None and duel.request.kind == "replay", duel.request
    assert Action("cancel") in duel.legal_actions()
    return {a.target for a in duel.legal_actions() if a.kind == "target"}


def no_replay(duel: Duel) -> None:
    assert duel.request is None or duel.request.kind != "replay", duel.request


# ============================================================ face-down arrivals and replays
def test_hx_697_a_sentry_summoned_face_down_makes_a_replay_and_is_flipped() -> None:
    """HX-697 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-DMG-3, R-CALC-4, R-POS-4): "HX Hidden
    Sentry Call" (Trap: on attack, Special Summon 1 Level 4 or lower monster from your
    hand in face-up Defense; then change it to face-down Defense).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800. P2 controls V4-1600 in Attack,
    holds V4-WALL, has the Trap Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 activates the Trap; P1 chooses the face-down
    V4-WALL on the replay.
    Expected: a new monster arrived: replay; P1 may choose V4-1600 or the face-down
    V4-WALL, or cancel. V4-WALL is turned face-up Defense before calculation: 1800 <
    2000: P1 takes 200 (7800); nothing is destroyed."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                          spells=[(SENTRY.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, SENTRY.name, 1)
    answer(duel)
    wall = theirs(duel, "V4-WALL")
    assert duel.pos[duel.inst(wall)] == SET
    assert replay_targets(duel) == {theirs(duel, "V4-1600"), wall}
    do(duel, f"target {wall}")
    assert duel.lp == [7800, 8000] and pos_of(duel, "V4-WALL", 1) == DEF
    assert names(duel, 1, "mzone")[:2] == ["V4-1600", "V4-WALL"] and names(duel, 0, "gy") == []


def test_hx_698_a_veiled_turtle_is_flipped_with_its_defense_bonus() -> None:
    """HX-698 (R-REPLAY-5, R-DMG-3, R-EFF-5, R-CALC-1, R-CALC-4, R-POS-4): "HX Target
    Veil" (Trap: on attack, change the attack target to face-down Defense). "HX Moss
    Turtle" (500/1000; while in Defense Position it gains 1500 DEF).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800. P2 controls the Turtle in Attack
    and has the Veil Set earlier. V4-1800 attacks the Turtle.
    (a) P2 passes: 1800 vs ATK 500: the Turtle is destroyed, P2 takes 1300 (6700).
    (b) P2 veils it: no replay. It is turned face-up Defense before calculation, with
    2500 DEF: P1 takes 700 (7300); the Turtle stays face-up Defense."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK)]),
                  p1=Side(monsters=[(MOSS.name, ATK)], spells=[(VEIL.name, SET)]))
    attack(duel, "V4-1800", MOSS.name)
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 6700] and names(passed, 1, "gy") == [MOSS.name]
    trap(duel, VEIL.name, 1)
    no_replay(duel)
    turtle = at(duel, MOSS.name, 1)
    assert duel.pos[turtle] == DEF and duel.defense(turtle) == 2500
    assert duel.lp == [7300, 8000] and names(duel, 0, "mzone")[0] == "V4-1800"


def test_hx_699_a_rouse_horn_stands_the_attackers_walls_up() -> None:
    """HX-699 (R-POS-4, R-EFF-5, R-DMG-4, R-REPLAY-5, R-BATTLE-2, R-CALC-1): "HX Rouse Horn"
    (Trap: on attack, change all Defense Position monsters your opponent controls to
    face-up Attack). "HX Shield Rally" (1200; +800 while you control a Defense Position
    monster).
    Setup: P1 turn 3 (Battle Phase) controls the Rally (2000), V4-WALL in face-up Defense
    and a face-down V4-1400 (all since turn 1). P2 controls V4-1800 and V1-100 and has
    the Horn Set earlier.
    Actions: the Rally attacks V4-1800; P2 activates the Horn; V4-1400 attacks V1-100.
    Expected: V4-WALL and V4-1400 are face-up Attack; the Rally has 1200 at calculation:
    it is destroyed, P1 takes 600 (7400). V4-1400, now a face-up Attack monster that has
    not attacked, may attack (so may V4-WALL): P2 takes 1300 (6700)."""
    duel = battle(p0=Side(monsters=[(SHIELD_RALLY.name, ATK), ("V4-WALL", DEF),
                                    ("V4-1400", SET)]),
                  p1=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                          spells=[(ROUSE.name, SET)]))
    assert duel.atk(at(duel, SHIELD_RALLY.name)) == 2000
    attack(duel, SHIELD_RALLY.name, "V4-1800")
    window_for(duel, 1)
    trap(duel, ROUSE.name, 1)
    assert pos_of(duel, "V4-WALL", 0) == ATK and pos_of(duel, "V4-1400", 0) == ATK
    assert duel.lp == [7400, 8000] and names(duel, 0, "gy") == [SHIELD_RALLY.name]
    assert attackers(duel) == {mine(duel, "V4-WALL"), mine(duel, "V4-1400")}
    attack(duel, "V4-1400", "V1-100")
    assert duel.lp == [7400, 6700] and names(duel, 1, "gy") == [ROUSE.name, "V1-100"]


def test_hx_700_a_trap_for_attack_position_losses_reads_the_position_at_destruction() -> None:
    """HX-700 (R-DMG-3, R-DMG-4, R-DMG-5, R-TRAP-3, R-TRAP-5, R-POS-4, R-CALC-1): "HX
    Fallen Vanguard" (Trap: when an Attack Position monster you control is destroyed by
    your opponent's attack: gain 1000 LP); FX-SHRINK-ON-ATTACK (target to face-up
    Defense, -500 ATK).
    (a) P1 turn 3: Blue-Eyes White Dragon attacks P2's V4-1600 in Attack: P2 takes 1400
    (6600); in the battle-result window P2 is offered the Vanguard: 7600.
    (b) P2 also has FX-SHRINK-ON-ATTACK Set: in the attack window P2 uses it; V4-1600 is
    destroyed in Defense, no damage; the Vanguard is not offered.
    (c) P2's face-down V4-1400 is attacked: it is destroyed face-up Defense: no Vanguard."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], spells=[(VANGUARD.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 6600]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, VANGUARD.name, 1, "szone")}
    trap(duel, VANGUARD.name, 1)
    assert duel.lp == [8000, 7600]
    shrunk = battle(p0=Side(monsters=[(BEWD, ATK)]),
                    p1=Side(monsters=[("V4-1600", ATK)],
                            spells=[(VANGUARD.name, SET), (SHRINK, SET)]))
    attack(shrunk, BEWD, "V4-1600")
    window_for(shrunk, 1)
    assert offered(shrunk) == {find(shrunk, SHRINK, 1, "szone")}
    trap(shrunk, SHRINK, 1)
    assert shrunk.turn == 4 and shrunk.lp == [8000, 8000]  # P2 was not asked again
    assert names(shrunk, 1, "szone")[0] == VANGUARD.name
    down = battle(p0=Side(monsters=[(BEWD, ATK)]),
                  p1=Side(monsters=[("V4-1400", SET, 2)], spells=[(VANGUARD.name, SET)]))
    attack(down, BEWD, "V4-1400")
    assert down.turn == 4 and down.lp == [8000, 8000]
    assert names(down, 1, "gy") == ["V4-1400"] and names(down, 1, "szone")[0] == VANGUARD.name


def test_hx_701_piercing_horn_against_a_wall_stood_up_by_a_trap() -> None:
    """HX-701 (R-CALC-5, R-CALC-1, R-POS-4, R-REPLAY-5, R-DMG-4, §20.2 Jointech Rush
    Horn): "HX Rising Guard" (Trap: on attack, change the attack target to face-up Attack
    Position; then it gains 1000 ATK this turn).
    Setup: P1 turn 3 controls Jointech Rex; hand: Rush Horn. P2 controls V4-WALL (0/2000)
    in face-up Defense and has the Trap Set earlier. P1 equips Rex (2800, piercing);
    Rex attacks V4-WALL.
    (a) P2 passes: 2800 vs DEF 2000: destroyed, 800 piercing damage (7200).
    (b) P2 activates it: no replay; V4-WALL is an Attack Position monster with 1000:
    piercing plays no part; it is destroyed and P2 takes 1800 (6200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-WALL", DEF, 2)], spells=[(RISE.name, SET)]))
    play(duel, HORN, zone="s0", picks=(mine(duel, REX),))
    attack(duel, REX, "V4-WALL")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 7200] and names(passed, 1, "gy") == ["V4-WALL"]
    trap(duel, RISE.name, 1)
    no_replay(duel)
    assert duel.lp == [8000, 6200]
    assert sorted(names(duel, 1, "gy")) == sorted([RISE.name, "V4-WALL"])


def test_hx_702_piercing_at_zero_needs_atk_above_def() -> None:
    """HX-702 (R-CALC-5, R-CALC-3, R-CALC-4, R-DMG-3): "HX Piercing Oath" (Normal Spell: 1
    face-up monster you control inflicts piercing battle damage this turn).
    Setup: P1 turn 3 controls V4-0 and V1-100; hand: two Piercing Oaths. P2 controls a
    face-down V4-0 (0/0).
    Actions: one Oath on each; P1's V4-0 attacks the face-down V4-0; V1-100 attacks it.
    Expected: ATK 0 = DEF 0: no destruction and no damage, piercing or not; the target
    is face-up Defense. Then 100 > 0: destroyed and P2 takes 100 piercing (7900)."""
    duel = build(p0=Side(monsters=[("V4-0", ATK), ("V1-100", ATK)], hand=[OATH.name, OATH.name]),
                 p1=Side(monsters=[("V4-0", SET, 2)]))
    zero, hundred = mine(duel, "V4-0"), mine(duel, "V1-100")
    play(duel, OATH.name, zone="s0", picks=(zero,))
    play(duel, OATH.name, zone="s1", picks=(hundred,))
    attack(duel, "V4-0", "V4-0")
    assert duel.lp == [8000, 8000] and pos_of(duel, "V4-0", 1) == DEF
    assert names(duel, 0, "mzone")[0] == "V4-0" and names(duel, 1, "mzone")[0] == "V4-0"
    attack(duel, "V1-100", "V4-0")
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-0"]


def test_hx_703_a_surge_to_equal_atk_takes_the_whole_maximum_monster() -> None:
    """HX-703 (R-CALC-2, R-DMG-4, R-MAX-5, R-MAX-6, R-MAX-8, R-CALC-7): "HX Surge Trap"
    (Trap: on attack, the attack target gains 1200 ATK this turn).
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces. P2
    controls V5-2300 in Attack and has the Trap Set earlier.
    Actions: P1 Maximum Summons (3500); it attacks V5-2300; P2 activates the Trap.
    Expected: 3500 = 3500 at calculation: both are destroyed, no damage. All three pieces
    go to P1's GY; Maximum Mode is over."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V5-2300", ATK)], spells=[(SURGE.name, SET)]))
    maximum(duel)
    attack(duel, OVL, "V5-2300")
    window_for(duel, 1)
    trap(duel, SURGE.name, 1)
    assert duel.lp == [8000, 8000] and not duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([SURGE.name, "V5-2300"])


# ============================================================ costs, DEF bonuses and positions
def test_hx_704_a_cover_formation_makes_a_replay_into_a_defense_target() -> None:
    """HX-704 (R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-3, R-POS-4,
    R-CALC-4, §20.3 Mirror Force): "HX Cover Formation" (Trap: on attack; send 1 face-up
    monster you control other than the attack target to the GY; change all face-up
    monsters you control to face-up Defense).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon. P2 controls
    V4-1800 and V4-1600 in Attack and has the Formation and Mirror Force (Rush) Set
    earlier. Blue-Eyes attacks V4-1800; P2 activates the Formation, paying V4-1600.
    Expected: both Traps are offered, only one may be used. The cost changed P2's
    monsters: replay, with V4-1800 (now Defense) or cancelling. Choosing it again opens
    no attack window: Mirror Force stays Set. 3000 vs DEF 1000: destroyed, no damage."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK)]),
                  p1=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                          spells=[(COVER.name, SET), (MIRROR, SET)]))
    attack(duel, BEWD, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, COVER.name, 1, "szone"), find(duel, MIRROR, 1, "szone")}
    trap(duel, COVER.name, 1)
    answer(duel)  # V4-1600 is the only monster that can pay
    v18 = theirs(duel, "V4-1800")
    assert duel.pos[duel.inst(v18)] == DEF and names(duel, 1, "gy") == ["V4-1600", COVER.name]
    assert replay_targets(duel) == {v18}
    do(duel, f"target {v18}")
    assert duel.turn == 4 and duel.lp == [8000, 8000]
    assert names(duel, 1, "szone")[1] == MIRROR and names(duel, 0, "mzone")[0] == BEWD
    assert names(duel, 1, "gy") == ["V4-1600", COVER.name, "V4-1800"]


def test_hx_705_a_def_bonus_kept_in_defense_or_paid_away_with_a_replay() -> None:
    """HX-705 (R-EFF-5, R-DMG-4, R-CALC-4, R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-POS-4):
    "HX Shield Bearer" (1000/1000; your other face-up monsters gain 1000 DEF); HX Cover
    Formation (HX-704); FX-SHRINK-ON-ATTACK.
    Setup: P1 turn 3 (Battle Phase) controls V4-1800. P2 controls V4-1600 (DEF 2000 with
    the Bearer) and the Bearer, both in Attack. V4-1800 attacks V4-1600.
    (a) P2 uses FX-SHRINK-ON-ATTACK: no replay; 1800 vs DEF 2000: P1 takes 200 (7800);
    nothing is destroyed.
    (b) P2 uses the Formation, paying the Bearer: the bonus ends; replay; P1 chooses
    V4-1600 again: DEF 1000: destroyed, no damage."""
    def setup(trap_name: str) -> Duel:
        duel = battle(p0=Side(monsters=[("V4-1800", ATK)]),
                      p1=Side(monsters=[("V4-1600", ATK), (BEARER.name, ATK)],
                              spells=[(trap_name, SET)]))
        assert duel.defense(at(duel, "V4-1600", 1)) == 2000
        attack(duel, "V4-1800", "V4-1600")
        window_for(duel, 1)
        trap(duel, trap_name, 1)
        return duel
    shrunk = setup(SHRINK)
    assert shrunk.lp == [7800, 8000] and pos_of(shrunk, "V4-1600", 1) == DEF
    assert names(shrunk, 1, "mzone")[:2] == ["V4-1600", BEARER.name]
    paid = setup(COVER.name)
    v16 = theirs(paid, "V4-1600")
    assert paid.defense(paid.inst(v16)) == 1000 and replay_targets(paid) == {v16}
    do(paid, f"target {v16}")
    assert paid.lp == [8000, 8000]
    assert names(paid, 1, "gy") == [BEARER.name, COVER.name, "V4-1600"]


def test_hx_706_a_bearer_raised_from_face_down_guards_the_target() -> None:
    """HX-706 (R-POS-4, R-EFF-5, R-REPLAY-5, R-DMG-4, R-CALC-4): HX Shield Bearer
    (HX-705); "HX Raise the Guard" (Trap: on attack, change 1 face-down monster you
    control to face-up Defense).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800. P2 controls V4-1600 in face-up
    Defense (DEF 1000) and a face-down Bearer, and has the Trap Set earlier. V4-1800
    attacks V4-1600.
    (a) P2 passes: V4-1600 is destroyed, no damage.
    (b) P2 raises the Bearer: no replay (a face-down/face-up change); its bonus applies
    from then: DEF 2000: P1 takes 200 (7800); nothing is destroyed."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", DEF, 2), (BEARER.name, SET, 2)],
                          spells=[(RAISE.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 8000] and names(passed, 1, "gy") == ["V4-1600"]
    trap(duel, RAISE.name, 1)
    no_replay(duel)
    assert pos_of(duel, BEARER.name, 1) == DEF
    assert duel.defense(at(duel, "V4-1600", 1)) == 2000
    assert duel.lp == [7800, 8000] and names(duel, 1, "mzone")[:2] == ["V4-1600", BEARER.name]


def test_hx_707_a_lance_captain_turned_face_down_takes_the_piercing_away() -> None:
    """HX-707 (R-EFF-5, R-CALC-5, R-DMG-3, R-DMG-4, R-POS-4): "HX Lance Captain"
    (1000/1000; your other face-up monsters inflict piercing battle damage); "HX Dark
    Curtain" (Trap: on attack, change 1 face-up monster your opponent controls, other
    than the attacker, to face-down Defense).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800 and the Captain. P2 controls a
    face-down V4-1400 (DEF 1200) and has the Curtain Set earlier. V4-1800 attacks it.
    (a) P2 passes: V4-1400 is turned face-up and destroyed; P2 takes 600 (7400).
    (b) P2 turns the Captain face-down: no piercing any more: destroyed, no damage;
    the face-down Captain cannot attack."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), (CAPTAIN.name, ATK)]),
                  p1=Side(monsters=[("V4-1400", SET, 2)], spells=[(CURTAIN.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 7400] and names(passed, 1, "gy") == ["V4-1400"]
    trap(duel, CURTAIN.name, 1)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [CURTAIN.name, "V4-1400"]
    assert pos_of(duel, CAPTAIN.name, 0) == SET and duel.turn == 4


# ============================================================ the flip is no summon
def test_hx_708_a_battle_flip_and_a_manual_flip_are_no_summons() -> None:
    """HX-708 (R-DMG-3, R-POS-3, R-TRAP-5, R-DMG-5, R-POS-1, R-CALC-4, §20.3 Torrential
    Tribute, Dragon Encounter): Setup: P1 turn 3 (Battle Phase) controls V4-1800 and has
    Torrential Tribute (Rush) Set earlier. P2 controls a face-down V4-WALL (Set on turn
    2), has Dragon Encounter Set earlier and holds Blue-Eyes White Dragon.
    Actions: V4-1800 attacks V4-WALL; turn 4: P2 changes V4-WALL to Attack by hand, then
    Normal Summons V1-100.
    Expected: V4-WALL is turned face-up (P1 takes 200): no summon, so no window offers
    Dragon Encounter or Torrential Tribute. P2's manual change is no summon either:
    Torrential is not offered; P2's Normal Summon is, and P1 is offered Torrential."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK)], spells=[(TORRENT, SET)]),
                  p1=Side(monsters=[("V4-WALL", SET, 2)], spells=[(ENCOUNTER, SET)],
                          hand=[BEWD]))
    attack(duel, "V4-1800", "V4-WALL")
    assert duel.turn == 4 and duel.lp == [7800, 8000]
    assert duel.request is not None and duel.request.kind == "main"
    assert names(duel, 0, "szone")[0] == TORRENT and names(duel, 1, "szone")[0] == ENCOUNTER
    assert BEWD in names(duel, 1, "hand") and pos_of(duel, "V4-WALL", 1) == DEF
    wall = mine(duel, "V4-WALL")
    do(duel, f"position {wall} atk")
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, f"summon {hand(duel, 'V1-100')} z1")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}


def test_hx_709_the_battle_result_window_holds_the_flip() -> None:
    """HX-709 (R-DMG-3, R-DMG-5, R-TRAP-3, R-TRAP-5, R-REPLAY-5): "HX Unveil Alarm" (Trap:
    when a face-down monster you control is turned face-up by an attack: gain 500 LP);
    HX Target Veil (HX-698).
    (a) P1 turn 3: V4-1800 attacks P2's face-down V4-WALL: P1 takes 200; the
    battle-result window holds the flip: P2 is offered the Alarm: 8500.
    (b) Blue-Eyes White Dragon attacks a face-down V4-1400: it is flipped, then destroyed:
    the Alarm is offered all the same: 8500.
    (c) Blue-Eyes attacks V4-1600 in Attack; P2 veils it (the Alarm is not offered in
    the attack window); it is flipped in the Damage Step and destroyed, no damage; the
    Alarm is offered in the battle-result window: 8500."""
    def run(attacker: str, target: tuple[str, int], *traps: str) -> Duel:
        duel = battle(p0=Side(monsters=[(attacker, ATK)]),
                      p1=Side(monsters=[(target[0], target[1], 2)],
                              spells=[(t, SET) for t in traps]))
        attack(duel, attacker, target[0])
        return duel
    wall = run("V4-1800", ("V4-WALL", SET), ALARM.name)
    assert wall.lp == [7800, 8000]
    window_for(wall, 1)
    trap(wall, ALARM.name, 1)
    assert wall.lp == [7800, 8500]
    down = run(BEWD, ("V4-1400", SET), ALARM.name)
    window_for(down, 1)
    assert offered(down) == {find(down, ALARM.name, 1, "szone")}
    trap(down, ALARM.name, 1)
    assert down.lp == [8000, 8500] and names(down, 1, "gy") == ["V4-1400", ALARM.name]
    veiled = run(BEWD, ("V4-1600", ATK), VEIL.name, ALARM.name)
    window_for(veiled, 1)
    assert offered(veiled) == {find(veiled, VEIL.name, 1, "szone")}
    trap(veiled, VEIL.name, 1)
    window_for(veiled, 1)
    assert veiled.lp == [8000, 8000] and names(veiled, 1, "gy") == [VEIL.name, "V4-1600"]
    trap(veiled, ALARM.name, 1)
    assert veiled.lp == [8000, 8500]


def test_hx_710_a_duelist_that_attacks_only_attack_position_needs_a_reveal() -> None:
    """HX-710 (R-BATTLE-3, R-POS-4, R-BATTLE-2, R-CALC-1): "HX Picky Duelist" (1900; this
    card can attack only Attack Position monsters); "HX Morning Light" (Normal Spell:
    change 1 face-down monster on the field to face-up Attack).
    Setup: P1 turn 3 controls the Duelist; hand: Morning Light. P2 controls a face-down
    V4-1400 and V4-WALL in face-up Defense (both since turn 2).
    (a) P1 enters the Battle Phase: both P2 monsters are in Defense Position and P2
    controls monsters (no direct attack): the Duelist has no attack; the turn ends.
    (b) P1 first reveals V4-1400 with the Spell: the Duelist may attack it only:
    P2 takes 500 (7500)."""
    duel = build(p0=Side(monsters=[(PICKY.name, ATK)], hand=[MORNING.name]),
                 p1=Side(monsters=[("V4-1400", SET, 2), ("V4-WALL", DEF, 2)]))
    early = duel.clone()
    do(early, "battle")
    assert early.turn == 4 and early.lp == [8000, 8000]
    play(duel, MORNING.name, zone="s0", picks=(theirs(duel, "V4-1400"),))
    assert pos_of(duel, "V4-1400", 1) == ATK
    do(duel, "battle")
    assert targets_of(duel, PICKY.name) == {theirs(duel, "V4-1400")}
    attack(duel, PICKY.name, "V4-1400")
    assert duel.lp == [8000, 7500] and names(duel, 1, "gy") == ["V4-1400"]


def test_hx_711_a_maximum_monster_weakened_by_a_flipped_wall_takes_damage() -> None:
    """HX-711 (R-DMG-3, R-DMG-4, R-MAX-6, R-MAX-4, R-CALC-4, R-CALC-7): "HX Heavy
    Dampener" (0/3000; your opponent's face-up monsters lose 600 ATK).
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls a face-down Heavy
    Dampener (Set on turn 2).
    Actions: Maximum Summon (3500); it attacks the Dampener.
    Expected: the Dampener is turned face-up before calculation; the ATK loss applies to
    the whole Maximum monster: 2900 vs DEF 3000: P1 takes 100 (7900). Nothing is
    destroyed; the Overlord stays in Maximum Mode in Attack, with 2900."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[(HEAVY.name, SET, 2)]))
    maximum(duel)
    assert duel.atk(at(duel, OVL)) == 3500
    attack(duel, OVL, HEAVY.name)
    assert duel.lp == [7900, 8000] and pos_of(duel, HEAVY.name, 1) == DEF
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert all(duel.pos[at(duel, piece, 0)] == ATK for piece in (OVL_L, OVL, OVL_R))
    assert duel.atk(at(duel, OVL, 0)) == 2900


def test_hx_712_a_last_guard_sheds_the_equip_and_leaves_two_walls() -> None:
    """HX-712 (R-POS-4, R-EQUIP-4, R-REPLAY-5, R-DMG-3, R-CALC-4, R-BATTLE-3): "HX Keen
    Blade" (Equip Spell: +500 ATK); "HX Last Guard" (Trap: on attack, change all face-up
    monsters you control to face-down Defense).
    Setup: on turn 2 P2 equips the Blade to its V4-1800 (2300); P2 also controls V4-1400
    and has the Last Guard Set earlier. P1 turn 3 controls Blue-Eyes White Dragon and
    V4-1600.
    Actions: Blue-Eyes attacks V4-1800; P2 activates the Last Guard; V4-1600 attacks
    V4-1400.
    Expected: both P2 monsters are face-down; the Blade goes to the GY; no replay.
    V4-1800 is turned face-up Defense (DEF 1000) and destroyed, no damage. V4-1400 is
    still face-down; it is flipped (DEF 1200) and destroyed, no damage: P2 8000."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)], hand=[BLADE.name],
                         spells=[None, (LAST_GUARD.name, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1800"),))
    assert duel.atk(at(duel, "V4-1800", 1)) == 2300
    to_turn(duel, 3)
    attack(duel, BEWD, "V4-1800")
    window_for(duel, 1)
    trap(duel, LAST_GUARD.name, 1)
    no_replay(duel)
    assert pos_of(duel, "V4-1400", 1) == SET and duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([BLADE.name, LAST_GUARD.name, "V4-1800"])
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone") == ["", "", ""]


# ============================================================ manual changes and replays
def test_hx_713_each_monster_changes_once_and_only_attack_position_attacks() -> None:
    """HX-713 (R-POS-1, R-POS-2, R-BATTLE-2, R-CALC-1, R-DMG-3, R-CALC-4): Setup: P1
    turn 3 controls V4-1600 in Attack, V4-WALL in face-up Defense and a face-down V4-1400
    (all since turn 1). P2 controls V4-1800 in Attack and a face-down V2-500.
    Actions: V4-1600 to Defense, V4-WALL to Attack, V4-1400 to face-up Attack; each a
    second time; V4-1600 face-down; Battle Phase: V4-WALL attacks V4-1800, V4-1400
    attacks V2-500.
    Expected: the three first changes are legal, every second one and the face-down one
    refused. Only V4-WALL and V4-1400 may attack: 0 vs 1800: V4-WALL is destroyed, P1
    takes 1800 (6200); V2-500 is turned face-up and destroyed, no damage."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", DEF), ("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V2-500", SET, 2)]))
    v16, wall, v14 = mine(duel, "V4-1600"), mine(duel, "V4-WALL"), mine(duel, "V4-1400")
    do(duel, f"position {v16} def")
    do(duel, f"position {wall} atk")
    do(duel, f"position {v14} atk")
    for o, back in ((v16, "atk"), (wall, "def"), (v14, "def")):
        refused(duel, f"position {o} {back}")
    refused(duel, f"position {v16} set")
    assert [duel.pos[duel.inst(o)] for o in (v16, wall, v14)] == [DEF, ATK, ATK]
    do(duel, "battle")
    assert attackers(duel) == {wall, v14}
    attack(duel, "V4-WALL", "V4-1800")
    assert duel.lp == [6200, 8000] and names(duel, 0, "gy") == ["V4-WALL"]
    attack(duel, "V4-1400", "V2-500")
    assert duel.lp == [6200, 8000] and names(duel, 1, "gy") == ["V2-500"]


def test_hx_714_a_direct_attack_meets_a_face_down_sentry() -> None:
    """HX-714 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-BATTLE-3, R-DMG-3, R-CALC-4): HX
    Hidden Sentry Call (HX-697).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800 and V1-100. P2 controls no monster,
    holds V4-1400 and has the Trap Set earlier. V4-1800 attacks directly; P2 activates it.
    Expected: the face-down V4-1400 arrives: replay; no direct attack is possible: P1 may
    choose it or cancel. (a) P1 chooses it: flipped, DEF 1200: destroyed, no damage.
    (b) P1 cancels: V4-1800's attack is used; V1-100 may attack only V4-1400: flipped,
    100 vs 1200: P1 takes 1100 (6900)."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                  p1=Side(hand=["V4-1400"], spells=[(SENTRY.name, SET)]))
    attack(duel, "V4-1800")
    window_for(duel, 1)
    trap(duel, SENTRY.name, 1)
    answer(duel)
    v14 = theirs(duel, "V4-1400")
    assert duel.pos[duel.inst(v14)] == SET and replay_targets(duel) == {v14}
    cancel = duel.clone()
    do(duel, f"target {v14}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [SENTRY.name, "V4-1400"]
    do(cancel, "cancel")
    assert attackers(cancel) == {mine(cancel, "V1-100")}
    assert targets_of(cancel, "V1-100") == {v14} and DIRECT not in targets_of(cancel, "V1-100")
    attack(cancel, "V1-100", "V4-1400")
    assert cancel.lp == [6900, 8000] and pos_of(cancel, "V4-1400", 1) == DEF


def test_hx_715_after_the_manual_change_an_effect_may_still_turn_it_back() -> None:
    """HX-715 (R-POS-1, R-POS-4, R-BATTLE-2, R-CALC-1): "HX Turnabout" (Normal Spell:
    change the battle position of 1 face-up monster you control).
    Setup: P1 turn 3 controls V4-1600 in Attack (since turn 1); hand: the Spell. P2
    controls V4-1400 in Attack.
    Actions: P1 changes V4-1600 to Defense by hand; the Spell turns it back to Attack;
    P1 tries another manual change; V4-1600 attacks V4-1400.
    Expected: the Spell works after the manual change (R-POS-4); the manual change stays
    used: refused. In Attack it may attack: P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[TURNABOUT.name]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    v16 = mine(duel, "V4-1600")
    do(duel, f"position {v16} def")
    play(duel, TURNABOUT.name, zone="s0", picks=(v16,))
    assert duel.pos[duel.inst(v16)] == ATK
    refused(duel, f"position {v16} def")
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800]


def test_hx_716_the_den_hunter_loses_its_bonus_when_the_set_target_stands_up() -> None:
    """HX-716 (R-EFF-5, R-POS-4, R-REPLAY-5, R-DMG-3, R-DMG-4, R-CALC-1, R-CALC-4): "HX Den
    Hunter" (1000; gains 1000 while your opponent controls a Defense Position monster);
    HX Rising Guard (HX-701).
    Setup: P1 turn 3 (Battle Phase) controls the Hunter. P2 controls a face-down V4-1400
    (a Defense Position monster: the Hunter has 2000) and the Trap Set earlier. The
    Hunter attacks V4-1400.
    (a) P2 passes: it is turned face-up Defense (DEF 1200) and destroyed, no damage;
    afterwards the Hunter has 1000.
    (b) P2 stands it up: face-up Attack with 2400; P2 controls no Defense Position
    monster: the Hunter has 1000: it is destroyed and P1 takes 1400 (6600). V4-1400
    stays in Attack; its gain ends with the turn (R-EFF-6)."""
    duel = battle(p0=Side(monsters=[(DEN_HUNTER.name, ATK)]),
                  p1=Side(monsters=[("V4-1400", SET, 2)], spells=[(RISE.name, SET)]))
    assert duel.atk(at(duel, DEN_HUNTER.name)) == 2000
    attack(duel, DEN_HUNTER.name, "V4-1400")
    window_for(duel, 1)
    passed = duel.clone()
    do(passed, "pass")
    assert passed.lp == [8000, 8000] and names(passed, 1, "gy") == ["V4-1400"]
    assert passed.atk(at(passed, DEN_HUNTER.name, 0)) == 1000
    trap(duel, RISE.name, 1)
    no_replay(duel)
    assert duel.lp == [6600, 8000] and names(duel, 0, "gy") == [DEN_HUNTER.name]
    assert pos_of(duel, "V4-1400", 1) == ATK and duel.turn == 4
    assert duel.atk(at(duel, "V4-1400", 1)) == 1400  # the gain lasted for turn 3 only
