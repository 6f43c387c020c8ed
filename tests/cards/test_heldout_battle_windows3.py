"""Held-out style conformance scenarios HX-96..HX-115, written like SC-01..SC-30 of RULES.md
section 19: the Battle Phase where rules meet. Attack declarations and the windows around
them, replays, the Damage Step and its table, direct attacks, piercing, extra attacks,
Maximum Mode monsters in battle, LP 0 from battle, and what each player may do while the
turn player battles (R-TURN-4). Every expectation comes from RULES.md alone.

The small test cards below are not real cards; each names its trigger (R-TRAP-8).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Modify,
    ReturnToHand,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import MZONE
from rushdesk.engine.stats import MOD_ATK, MOD_EXTRA_ATTACK

from ..engine.util import at_damage_step, do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    ENCOUNTER,
    FIELD_A,
    HOLE,
    HORN,
    OVL,
    OVL_L,
    OVL_R,
    POOL,
    RECITAL,
    REX,
    TORRENT,
    answer,
    at,
    attack,
    maximum,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused

CYBER = "Cyber Dragon (Rush)"
BOUNCE, WALL_TRAP = "FX-BOUNCE-ON-ATTACK", "FX-WALL-ON-DIRECT"


# ------------------------------------------------------------ test cards
@dataclass(frozen=True)
class _Mine(Trig):
    """A test trigger, an event of `kind` (and `reason`) concerning you: "attack" (a
    monster you control declares an attack), "position" + "battle" (a face-down monster
    you control is turned face-up by an attack), "damage" + "battle" (you take battle
    damage)."""

    kind: str
    reason: str = ""

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        for ev in events:
            if ev.kind == self.kind and ev.player == ctx.player \
                    and (not self.reason or ev.reason == self.reason) \
                    and (self.kind != "position" or ev.value != SET):
                return (("attacker", (ev.card,)),) if self.kind == "attack" else ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({self.kind})

    def text(self) -> str:
        return f"when an event ({self.kind} {self.reason}) concerns you"


_codes = itertools.count(966_100_001)
_CARDS: list[CardData] = []


def _trap(name: str, trigger: Trig, *ops: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, CardType.TRAP, behaviour=CardScript(
        Effect(kind="trap", trigger=trigger, ops=ops))))
    return name


TWIN = "HX Twin Striker"  # Level 4 EARTH Warrior 1700/1000: it can attack twice this turn
_CARDS.append(CardData(next(_codes), TWIN, CardType.MONSTER | CardType.EFFECT,
                       attribute=Attribute.EARTH, race="Warrior", level=4, atk=1700,
                       defense=1000, behaviour=CardScript(Effect(ops=(Grant(
                           THIS, kind=MOD_EXTRA_ATTACK, value=1,
                           phrase="can attack twice"),)))))
_ATTACKER, _TARGET = Sel(who="opp", memo="attacker"), Sel(memo="target")
RECALL_T = _trap("HX Attacker Recall", OnAttack(), ReturnToHand(_ATTACKER))
VEIL_T = _trap("HX Target Veil", OnAttack(direct=False), ChangePosition(_TARGET, to="set"))
RISE_T = _trap("HX Target Rise", OnAttack(direct=False), ChangePosition(_TARGET, to="atk"))
DRAIN_T = _trap("HX Attacker Drain", OnAttack(),
                Modify(_ATTACKER, amount=Fixed(1000), sign=-1))
SNIPE_T = _trap("HX Sniper Order", _Mine("attack"), Destroy(Sel(who="opp")))
ALARM_T = _trap("HX Flip Alarm", _Mine("position", "battle"), GainLP(Fixed(1000)))
HEAL_T = _trap("HX Battle Salve", _Mine("damage", "battle"), GainLP(Fixed(1000)))
STAND_T = _trap("HX Last Stand", OnDestroyed(causes=("battle",)),
                Damage(Fixed(1000), who="both"))
BLINK_T = _trap("HX Blink", OnAttack(direct=False), ReturnToHand(_TARGET),
                SpecialSummon(Sel(where=("hand",), level_max=4), position="def"))
DAMP = "HX Dampener"  # Level 4 EARTH Rock 0/1500; continuous: the opponent's monsters -500
_CARDS.append(CardData(next(_codes), DAMP, CardType.MONSTER | CardType.EFFECT,
                       attribute=Attribute.EARTH, race="Rock", level=4, atk=0, defense=1500,
                       behaviour=CardScript(Effect(kind="continuous", mods=(Cont(
                           Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK"),)))))

_POOL = POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(_POOL, **kwargs)


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def no_more_attacks(duel: Duel) -> None:
    """Nothing may attack: the Battle Phase offers no attack (or has ended by itself)."""
    assert duel.turn == 4 or not attacks(duel)


def p2_max(center: str, p0: Side, p1_spells: tuple = ()) -> Duel:  # type: ignore[type-arg]
    """P2 Maximum Summons `center` on turn 2; returns P1's turn 3 Main Phase."""
    pieces = {OVL: [OVL_L, OVL, OVL_R], DESP: [DESP_L, DESP, DESP_R]}[center]
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=pieces, spells=list(p1_spells)))
    maximum(duel, center)
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


def center(duel: Duel, p: int) -> int:
    return duel.oid[duel.mz[p][1]]


# ============================================================ who may act (R-TURN-4)
def test_hx_96_in_the_attack_window_the_non_turn_player_may_only_use_a_trap() -> None:
    """HX-96 (R-TURN-4, R-SPELL-1, R-EFF-2, R-POS-1, R-TRAP-5, R-CALC-1).
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon, V4-1400. P2 controls V4-1600
    and face-up FX-PINGER (since turn 2); Sakuretsu Armor (Rush) and Dark Hole (Rush) Set
    earlier; hand: V4-1800.
    Actions: Blue-Eyes attacks V4-1600; in the window P2 tries Dark Hole, FX-PINGER, a
    position change, a Normal Summon and a Set; then passes.
    Expected: P2 is asked, and may only activate Sakuretsu Armor or pass; every other
    action is refused. 3000 vs 1600: P2 6600; then P1 is in its Battle Phase again."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("FX-PINGER", ATK, 2)],
                         spells=[(ARMOR, SET), (HOLE, SET)], hand=["V4-1800"]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, ARMOR)),
                                         Action("pass")}
    pinger, v18 = find(duel, "FX-PINGER", 1, "mzone"), find(duel, "V4-1800", 1, "hand")
    refused(duel, f"activate {find(duel, HOLE)}")
    refused(duel, f"activate {pinger}")
    refused(duel, f"position {pinger} def")
    refused(duel, f"summon {v18} z2")
    refused(duel, f"set {v18} z2")
    do(duel, "pass")
    assert duel.lp == [8000, 6600] and names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 1, "szone")[:2] == [ARMOR, HOLE] and names(duel, 1, "hand") == ["V4-1800"]
    assert duel.request.kind == "battle" and duel.current_player == 0


def test_hx_97_in_its_battle_phase_the_turn_player_only_attacks_or_ends() -> None:
    """HX-97 (R-BATTLE-1, R-BATTLE-4, R-MAIN-1, R-POS-1, R-SPELL-1, R-EFF-2, R-TURN-2).
    Setup: P1 turn 3, Battle Phase: face-up FX-PINGER and face-down V4-1400 (since turn
    1), Dark Hole (Rush) Set earlier; hand: V4-1800, FX-RECALL; zone 3 free. P2: V2-500.
    Actions: P1 tries to summon, Set, activate a Spell or FX-PINGER, Set a Spell, flip
    V4-1400, go back to the Main Phase; then FX-PINGER attacks V2-500.
    Expected: only attack declarations (FX-PINGER on V2-500; the face-down monster may not
    attack) and ending the phase are legal; all the rest is refused. P2 6000."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("FX-PINGER", ATK), ("V4-1400", SET)], spells=[(HOLE, SET)],
                         hand=["V4-1800", "FX-RECALL"]),
                 p1=Side(monsters=[("V2-500", ATK)]))
    pinger, v14 = find(duel, "FX-PINGER", 0, "mzone"), find(duel, "V4-1400", 0, "mzone")
    target = find(duel, "V2-500", 1, "mzone")
    assert set(duel.legal_actions()) == {Action("attack", pinger, target=target),
                                         Action("end")}
    v18, recall = find(duel, "V4-1800", 0, "hand"), find(duel, "FX-RECALL", 0, "hand")
    for text in (f"summon {v18} z2", f"set {v18} z2", f"activate {recall} s1",
                 f"set {recall} s1", f"activate {find(duel, HOLE)}", f"activate {pinger}",
                 f"position {v14} atk", "battle"):
        refused(duel, text)
    attack(duel, "FX-PINGER", "V2-500")
    assert duel.lp == [8000, 7000] and names(duel, 1, "gy") == ["V2-500"]
    assert sorted(names(duel, 0, "hand")) == ["FX-RECALL", "V4-1800"]
    assert duel.pos[duel.inst(v14)] == SET


# ============================================================ extra attacks, negation
def test_hx_98_a_second_attack_is_a_new_declaration_and_may_go_direct() -> None:
    """HX-98 (R-BATTLE-2, R-BATTLE-3, R-TRAP-5, R-EFF-2, R-CALC-6).
    Setup: P1 turn 3: face-up test monster "HX Twin Striker" (1700; effect: it can attack
    twice this turn), since turn 1. P2 controls V4-1400 and has Sakuretsu Armor (Rush)
    Set earlier. (b) the same, without using the effect.
    Actions: (a) activate the effect; attack V4-1400 (P2 passes); attack directly (P2
    passes). (b) attack V4-1400 (P2 passes).
    Expected: (a) no direct attack while V4-1400 is there; 1700 vs 1400: P2 7700. P2 has
    no monster now, so the second attack may be direct; that declaration opens its own
    window where the Armor is offered again; P2 6000. No third attack. (b) one attack."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(ARMOR, SET)]))
    twin = find(duel, TWIN, 0, "mzone")
    other = duel.clone()
    do(duel, f"activate {twin}")
    answer(duel)
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", twin, target=find(duel, "V4-1400", 1, "mzone"))}
    attack(duel, TWIN, "V4-1400")
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.lp == [8000, 7700]
    assert attacks(duel) == {Action("attack", twin, target=DIRECT)}
    attack(duel, TWIN)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ARMOR)}
    do(duel, "pass")
    assert duel.lp == [8000, 6000]
    no_more_attacks(duel)
    attack(other, TWIN, "V4-1400")
    window_for(other, 1)
    do(other, "pass")
    assert other.lp == [8000, 7700]
    no_more_attacks(other)


def test_hx_99_a_negated_attack_uses_one_of_two_attacks() -> None:
    """HX-99 (R-BATTLE-5, R-BATTLE-2, R-TRAP-7, R-TRAP-5, R-CALC-1).
    Setup: P1 turn 3: face-up "HX Twin Striker" (Level 4, 1700; can attack twice this
    turn by its effect), since turn 1. P2 controls only V4-1400 and has Music
    Princess's Recital Set earlier.
    Actions: activate the effect; attack V4-1400; P2 activates the Recital; attack
    V4-1400 again.
    Expected: the Recital is offered (Level 4 attacker, P2 controls exactly 1 monster):
    the attack is negated, no damage, and the Recital goes to the GY. One attack is
    left: the second declaration is legal; 1700 vs 1400: P2 7700. No third attack."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(RECITAL, SET)]))
    twin = find(duel, TWIN, 0, "mzone")
    do(duel, f"activate {twin}")
    answer(duel)
    attack(duel, TWIN, "V4-1400")
    window_for(duel, 1)
    trap(duel, RECITAL)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [RECITAL]
    assert names(duel, 1, "mzone")[0] == "V4-1400" and duel.request.kind == "battle"
    assert attacks(duel) == {Action("attack", twin, target=find(duel, "V4-1400", 1, "mzone"))}
    attack(duel, TWIN, "V4-1400")
    assert duel.lp == [8000, 7700] and sorted(names(duel, 1, "gy")) == sorted([RECITAL,
                                                                               "V4-1400"])
    no_more_attacks(duel)


# ============================================================ Maximum Mode in battle
def test_hx_100_a_bounced_maximum_target_replays_and_only_the_turn_player_chooses() -> None:
    """HX-100 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-REPLAY-6, R-MAX-8, R-TURN-4).
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has
    FX-BOUNCE-ON-ATTACK and Sakuretsu Armor (Rush) Set earlier. P1 turn 3: Blue-Eyes
    White Dragon and V4-1800 face-up.
    Actions: Blue-Eyes attacks the Maximum monster; P2 activates FX-BOUNCE-ON-ATTACK;
    P1 attacks directly; then V4-1800 attacks directly (P2 passes).
    Expected: all three pieces return to P2's hand. P2's monster left: a replay, asked
    of P1 alone (P2 may not pass or act), offering a direct attack or cancel. Choosing
    direct opens no window (the Armor is not offered); P2 5000, then 3200."""
    duel = p2_max(OVL, Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  p1_spells=((BOUNCE, SET), (ARMOR, SET)))
    do(duel, "battle")
    bewd = find(duel, BEWD, 0, "mzone")
    refused(duel, f"attack {bewd} -> {duel.oid[duel.mz[1][0]]}")  # never a piece alone
    do(duel, f"attack {bewd} -> {center(duel, 1)}")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, BOUNCE), find(duel, ARMOR)}
    trap(duel, BOUNCE)
    assert sorted(names(duel, 1, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 1, "mzone") == ["", "", ""] and not duel.maxm[1]
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    refused(duel, "pass")
    do(duel, "target direct")
    assert duel.lp == [8000, 5000] and names(duel, 1, "szone")[1] == ARMOR
    attack(duel, "V4-1800")
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.lp == [8000, 3200]


def test_hx_101_two_maximum_monsters_of_equal_atk_destroy_each_other_whole() -> None:
    """HX-101 (R-CALC-2, R-CALC-7, R-MAX-5, R-MAX-6, R-MAX-8, R-MAX-9, R-BATTLE-2).
    Setup: P2 Maximum Summoned Doomblaze Fiend Overlord Despairacion (MAXIMUM ATK 4000)
    on turn 2. P1 turn 3 at 7500 LP; hand: the three Supreme Machine Magnum Overlord
    pieces and V1-100.
    Actions: P1 Maximum Summons; activates [L] (LP lower; sends a V1-100 from the hand):
    it gains the LP difference; the Maximum monster attacks P2's Maximum monster.
    Expected: 3500 + 500 = 4000 against 4000 (both in Attack Position): both are
    destroyed, each as one monster with all three pieces going to its owner's GY; no
    damage (7500 / 8000). P1 has no monster left to attack."""
    duel = p2_max(DESP, Side(lp=7500, hand=[OVL_L, OVL, OVL_R, "V1-100"]))
    maximum(duel)
    assert duel.maxm[0]
    do(duel, f"activate {find(duel, OVL_L, 0, 'mzone')}")
    answer(duel, picks=(find(duel, "V1-100", 0, "hand"),))
    assert duel.atk(duel.mz[0][1]) == 4000 and duel.atk(duel.mz[1][1]) == 4000
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", center(duel, 0), target=center(duel, 1))}
    do(duel, f"attack {center(duel, 0)} -> {center(duel, 1)}")
    assert duel.lp == [7500, 8000]
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", OVL_L, OVL, OVL_R])
    assert sorted(names(duel, 1, "gy")) == sorted([DESP_L, DESP, DESP_R])
    assert not duel.maxm[0] and not duel.maxm[1]
    no_more_attacks(duel)


def test_hx_102_a_maximum_direct_attack_meets_a_wall_with_no_room_beside_it() -> None:
    """HX-102 (R-REPLAY-1, R-REPLAY-2, R-MAX-3, R-MAX-5, R-BATTLE-2, R-BATTLE-3).
    Setup: P1 turn 3: hand: the three Overlord pieces and Blue-Eyes White Dragon; Dragon
    Encounter Set earlier. P2 controls no monsters; hand: V4-WALL; FX-WALL-ON-DIRECT Set
    earlier.
    Actions: Maximum Summon; the Maximum monster attacks directly; P2 activates
    FX-WALL-ON-DIRECT (V4-WALL in Defense); P1 chooses V4-WALL.
    Expected: the Maximum monster, summoned this turn, is P1's one attacker. P2's Special
    Summon cannot bring a monster beside it through Dragon Encounter: Blue-Eyes stays in
    the hand. The direct attack is no longer possible: a replay offers V4-WALL or
    cancel. 3500 vs DEF 2000: the wall is destroyed, no damage."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, BEWD], spells=[(ENCOUNTER, SET)]),
                 p1=Side(hand=["V4-WALL"], spells=[(WALL_TRAP, SET)]))
    maximum(duel)
    do(duel, "battle")
    c = center(duel, 0)
    assert attacks(duel) == {Action("attack", c, target=DIRECT)}
    do(duel, f"attack {c} -> direct")
    window_for(duel, 1)
    trap(duel, WALL_TRAP)
    answer(duel, pos="def")
    if duel.request.kind == "window" and find(duel, ENCOUNTER) in offered(duel):
        trap(duel, ENCOUNTER)
        answer(duel, picks=(find(duel, BEWD, 0, "hand"),))
    assert names(duel, 0, "hand") == [BEWD] and duel.maxm[0]
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000] and "V4-WALL" in names(duel, 1, "gy")


def test_hx_103_a_maximum_attacker_returned_by_a_trap_takes_all_three_pieces() -> None:
    """HX-103 (R-MAX-8, R-BATTLE-5, R-MAX-5, R-TRAP-5, R-TRAP-7).
    Setup: P1 turn 3: hand: the three Overlord pieces. P2 controls V4-1600 and has a
    test Trap Set earlier: when an opponent's monster declares an attack, return the
    attacking monster to its owner's hand.
    Actions: Maximum Summon; the Maximum monster attacks V4-1600; P2 activates the Trap.
    Expected: all three pieces return to P1's hand together; the attack ends with no
    damage (8000 / 8000); V4-1600 stays; the Trap is in P2's GY."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(RECALL_T, SET)]))
    maximum(duel)
    attack(duel, OVL, "V4-1600")
    window_for(duel, 1)
    trap(duel, RECALL_T)
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "gy") == [RECALL_T] and names(duel, 0, "gy") == []


def test_hx_104_an_atk_loss_in_the_window_ties_the_maximum_attacker() -> None:
    """HX-104 (R-DMG-4, R-MAX-6, R-CALC-2, R-MAX-8, R-REPLAY-5).
    Setup: P1 turn 3: hand: the three Overlord pieces. P2 controls Dark Magician (Rush)
    (2500) and has a test Trap Set earlier: when an opponent's monster declares an
    attack, the attacking monster loses 1000 ATK this turn.
    Actions: Maximum Summon; the Maximum monster attacks Dark Magician; P2 activates it.
    Expected: the loss applies to the monster as a whole (2500); no replay (P2's monsters
    did not change). 2500 vs 2500 at calculation: both destroyed, all three pieces to
    P1's GY; no damage."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[(DM, ATK)], spells=[(DRAIN_T, SET)]))
    maximum(duel)
    attack(duel, OVL, DM)
    window_for(duel, 1)
    events = trap(duel, DRAIN_T)
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert sorted(names(duel, 1, "gy")) == sorted([DM, DRAIN_T])


# ============================================================ positions mid-battle
def test_hx_105_a_target_turned_face_down_is_no_replay_and_is_pierced() -> None:
    """HX-105 (R-REPLAY-5, R-DMG-3, R-CALC-5, R-DMG-4, R-EQUIP-1).
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn. P2 controls
    face-up Attack V4-1800 (DEF 1000) and has a test Trap Set earlier: when an
    opponent's monster declares an attack on a monster, change the target to face-down
    Defense.
    Actions: equip Rush Horn to Rex (2800, piercing); Rex attacks V4-1800; P2 activates.
    Expected: same monsters, so no replay. In the Damage Step V4-1800 is turned face-up
    Defense before calculation, then damage, then it goes to the GY: 2800 vs DEF 1000,
    P2 takes 1800 piercing (6200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(VEIL_T, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, REX, "V4-1800")
    window_for(duel, 1)
    events = trap(duel, VEIL_T)
    assert not [e for e in events if e.kind == "retarget"]
    assert [(e.kind, e.value if e.kind == "position" else e.dst) for e in events
            if e.reason == "battle"] == [("position", DEF), ("damage", ""), ("move", "gy")]
    assert duel.lp == [8000, 6200]
    assert sorted(names(duel, 1, "gy")) == sorted([VEIL_T, "V4-1800"])


def test_hx_106_a_face_down_target_flipped_to_attack_is_no_replay() -> None:
    """HX-106 (R-REPLAY-5, R-CALC-1, R-DMG-3, R-TRAP-5).
    Setup: P1 turn 3, Battle Phase: V4-1800. P2 controls face-down V5-WALL (ATK 0, DEF
    3000) and has a test Trap Set earlier: when an opponent's monster declares an attack
    on a monster, change the target to face-up Attack Position.
    Actions: V4-1800 attacks V5-WALL; P2 activates the Trap.
    Expected: a face-up change is no replay. The target is now in Attack Position, so
    its ATK counts: 1800 vs 0, it is destroyed and P2 takes 1800 (6200)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V5-WALL", SET)], spells=[(RISE_T, SET)]))
    attack(duel, "V4-1800", "V5-WALL")
    window_for(duel, 1)
    events = trap(duel, RISE_T)
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 6200]
    assert sorted(names(duel, 1, "gy")) == sorted([RISE_T, "V5-WALL"])


# ============================================================ the battle-result window
def test_hx_107_the_battle_result_window_holds_the_flip_and_the_damage_only() -> None:
    """HX-107 (R-DMG-5, R-DMG-3, R-TRAP-3, R-TRAP-4, R-TRAP-5, R-CALC-4).
    Setup: P1 turn 3, Battle Phase: V4-1800; P1 has a test Trap Set earlier: when you
    take battle damage, gain 1000 LP. P2 has Sakuretsu Armor (Rush), Torrential Tribute
    (Rush) and a test Trap Set earlier: when a face-down monster you control is turned
    face-up by an attack, gain 1000 LP. P2 controls (a) face-down V4-1400 (DEF 1200);
    (b) face-down V5-WALL.
    Actions: V4-1800 attacks it; P2 passes on the declaration; after the battle P2
    activates its flip Trap, or (b, again) passes and P1 activates its own Trap.
    Expected: (a) flipped and destroyed, no damage; (b) flipped, it stays; P1 takes
    1200. The battle-result window holds the flip and the damage, not the declaration,
    and a flip is no summon: P2 is offered only its flip Trap (9000); then P1's Trap is
    offered neither in that window nor in the next. (b) If P2 passes, P1 may use its
    Trap (6800 + 1000)."""
    for wall, lp0 in (("V4-1400", 8000), ("V5-WALL", 6800)):
        duel = build(phase="battle",
                     p0=Side(monsters=[("V4-1800", ATK)], spells=[(HEAL_T, SET)]),
                     p1=Side(monsters=[(wall, SET)],
                             spells=[(ARMOR, SET), (ALARM_T, SET), (TORRENT, SET)]))
        attack(duel, "V4-1800", wall)
        window_for(duel, 1)
        assert offered(duel) == {find(duel, ARMOR)}
        do(duel, "pass")
        window_for(duel, 1)
        assert offered(duel) == {find(duel, ALARM_T)} and duel.lp == [lp0, 8000]
        other = duel.clone()
        trap(duel, ALARM_T)
        assert duel.lp == [lp0, 9000] and names(duel, 0, "szone")[0] == HEAL_T
        assert names(duel, 1, "szone")[0] == ARMOR
        if wall == "V5-WALL":
            do(other, "pass")
            window_for(other, 0)
            assert offered(other) == {find(other, HEAL_T)}
            trap(other, HEAL_T)
            assert other.lp == [7800, 8000]


def test_hx_108_a_trap_in_the_battle_result_window_brings_both_to_zero() -> None:
    """HX-108 (R-WIN-3, R-WIN-1, R-DMG-5, R-TRAP-5, R-CALC-1).
    Setup: P1 turn 3 at 1000 LP, Battle Phase: Blue-Eyes White Dragon. P2 at 1500 LP
    controls V4-1600 and has a test Trap Set earlier: when a monster you control is
    destroyed by battle, each player takes 1000 damage.
    Actions: Blue-Eyes attacks V4-1600; P2 activates the Trap after the battle.
    Expected: P2 takes 1400 (100) and V4-1600 is in the GY when the window opens. The
    Trap brings both to 0 at the same time: the duel is a draw."""
    duel = build(phase="battle", p0=Side(lp=1000, monsters=[(BEWD, ATK)]),
                 p1=Side(lp=1500, monsters=[("V4-1600", ATK)], spells=[(STAND_T, SET)]))
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [1000, 100] and names(duel, 1, "gy") == ["V4-1600"]
    window_for(duel, 1)
    trap(duel, STAND_T)
    assert duel.lp == [0, 0] and duel.is_over and duel.result.winner is None


def test_hx_109_lethal_piercing_damage_leaves_no_battle_result_window() -> None:
    """HX-109 (R-CALC-5, R-DMG-3, R-DMG-6, R-WIN-1).
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn. P2 at 500 LP
    controls face-down V4-WALL (DEF 2000) and has the test Trap of HX-107 (gain 1000 LP
    when a face-down monster you control is turned face-up by an attack) Set earlier.
    Actions: equip Rush Horn to Rex; Rex attacks V4-WALL.
    Expected: the wall is flipped and 800 piercing damage brings P2 to 0 (never below):
    P2 loses at once; no battle-result window, so the Trap is never offered."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(lp=500, monsters=[("V4-WALL", SET)], spells=[(ALARM_T, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, REX, "V4-WALL")
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert duel.legal_actions() == [] and names(duel, 1, "szone")[0] == ALARM_T


def test_hx_110_a_replay_to_a_direct_attack_can_end_the_duel_with_no_window() -> None:
    """HX-110 (R-REPLAY-2, R-REPLAY-4, R-CALC-6, R-WIN-1, R-DMG-6).
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon. P2 at 2500 LP controls
    V4-1600; hand: V4-WALL; FX-BOUNCE-ON-ATTACK and FX-WALL-ON-DIRECT Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 returns it to the hand; P1 attacks directly.
    Expected: the replay offers direct or cancel. Choosing direct is no declaration, so
    FX-WALL-ON-DIRECT is not offered; 3000 damage brings P2 to 0: P1 wins at once."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(lp=2500, monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                         spells=[(BOUNCE, SET), (WALL_TRAP, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, BOUNCE)
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert names(duel, 1, "szone")[1] == WALL_TRAP and names(duel, 1, "mzone") == ["", "", ""]


# ============================================================ the Damage Step
def test_hx_111_a_monster_arriving_in_the_damage_step_does_not_stop_a_direct_attack(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """HX-111 (R-REPLAY-7, R-DMG-1, R-CALC-6, R-BATTLE-3).
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and Dark Magician (Rush). P2
    controls no monsters; hand: V4-WALL. A harness hook stands in for an effect that, at
    the start of the next Damage Step, Special Summons V4-WALL to P2's field in Defense.
    Actions: Blue-Eyes attacks directly; then P1 looks at Dark Magician's attacks.
    Expected: the direct attack is fixed once the Damage Step begins: no replay, P2 takes
    3000 (5000). V4-WALL stays; now Dark Magician may attack only it."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(hand=["V4-WALL"]))

    def arrive(d: Duel, _attack: Any) -> None:
        i = d.inst(find(d, "V4-WALL", 1, "hand"))
        d.move(i, MZONE, player=1, slot=0, pos=DEF, kind="spsummon", reason="effect", by=1)

    at_damage_step(monkeypatch, arrive)
    events = attack(duel, BEWD)
    assert not [e for e in events if e.kind == "retarget"] and duel.request.kind == "battle"
    assert duel.lp == [8000, 5000] and names(duel, 1, "mzone")[0] == "V4-WALL"
    dm, wall = find(duel, DM, 0, "mzone"), find(duel, "V4-WALL", 1, "mzone")
    assert attacks(duel) == {Action("attack", dm, target=wall)}


def test_hx_112_piercing_meets_an_equal_and_a_higher_def_and_an_attack_position() -> None:
    """HX-112 (R-CALC-4, R-CALC-5, R-DMG-3, R-CALC-1, R-FIELD-1, R-EQUIP-1).
    Setup: P1 turn 3: Cyber Dragon (Rush) (Machine, since turn 1) and FX-FIELD-A face-up;
    hand: Jointech Rush Horn. P2 controls (a) Blue-Eyes White Dragon in face-up Defense
    (DEF 2500); (b) face-down V5-WALL; (c) face-up Attack V4-1800.
    Actions: equip Rush Horn to Cyber Dragon (2100 + 300 + 100 = 2500, piercing); it
    attacks P2's monster.
    Expected: (a) ATK = DEF: nothing destroyed, no damage. (b) flipped, 2500 < 3000: P1
    takes 500, the wall stays face-up Defense. (c) piercing does nothing against Attack
    Position: P2 takes 700 and V4-1800 is destroyed."""
    cases = (((BEWD, DEF), [8000, 8000], []), (("V5-WALL", SET), [7500, 8000], []),
             (("V4-1800", ATK), [8000, 7300], ["V4-1800"]))
    for target, lp, gy in cases:
        duel = build(p0=Side(monsters=[(CYBER, ATK)], hand=[HORN], field_spell=(FIELD_A, ATK)),
                     p1=Side(monsters=[target]))
        play(duel, HORN, picks=(find(duel, CYBER, 0, "mzone"),))
        assert duel.atk(at(duel, CYBER)) == 2500
        attack(duel, CYBER, target[0])
        assert duel.lp == lp and names(duel, 1, "gy") == gy, target
        assert names(duel, 0, "mzone")[0] == CYBER
        if not gy:
            assert duel.pos[duel.mz[1][0]] == DEF


# ============================================================ priority in the attack window
def test_hx_113_the_turn_players_own_trap_waits_and_its_removal_still_replays() -> None:
    """HX-113 (R-TRAP-4, R-TRAP-3, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TURN-4).
    Setup: P1 turn 3, Battle Phase: V4-1800; P1 has a test Trap Set earlier: when a
    monster you control declares an attack, destroy 1 monster the opponent controls. P2
    controls V4-1600 and V4-1400 and has Sakuretsu Armor (Rush) Set earlier.
    Actions: V4-1800 attacks V4-1600. (a) P2 passes; P1 activates its Trap, destroying
    V4-1400; P1 chooses V4-1600 again. (b) P2 activates Sakuretsu Armor.
    Expected: P2 is asked first (the Armor or pass, nothing else). (a) Then P1 may only
    activate its Trap or pass. Whoever caused it, P2's group changed: a replay offers
    V4-1600 or cancel; choosing it again is no declaration. 1800 vs 1600: P2 7800.
    (b) V4-1800 is destroyed and P1 is not offered its Trap in that window: no damage,
    and P1's Trap stays Set."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], spells=[(SNIPE_T, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, ARMOR)),
                                         Action("pass")}
    other = duel.clone()
    do(duel, "pass")
    window_for(duel, 0)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, SNIPE_T)),
                                         Action("pass")}
    trap(duel, SNIPE_T)
    answer(duel, picks=(find(duel, "V4-1400", 1, "mzone"),))
    a = find(duel, "V4-1600", 1, "mzone")
    assert duel.request.kind == "replay" and names(duel, 1, "gy") == ["V4-1400"]
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel")}
    events = do(duel, f"target {a}")
    assert not [e for e in events if e.kind == "attack"]
    assert duel.lp == [8000, 7800] and names(duel, 1, "szone")[0] == ARMOR
    trap(other, ARMOR)
    assert not (other.request.kind == "window" and other.current_player == 0)
    assert names(other, 0, "gy") == ["V4-1800"] and other.lp == [8000, 8000]
    assert names(other, 0, "szone")[0] == SNIPE_T


def test_hx_114_a_continuous_effect_applies_from_the_flip_before_calculation() -> None:
    """HX-114 (R-DMG-3, R-EFF-5, R-DMG-4, R-CALC-4, R-CALC-1).
    Setup: P1 turn 3, Battle Phase: V4-1800 and Blue-Eyes White Dragon. P2 controls a
    face-down test monster "HX Dampener" (Level 4, ATK 0, DEF 1500; continuous: monsters
    the opponent controls lose 500 ATK).
    Actions: V4-1800 attacks it; then Blue-Eyes attacks it.
    Expected: face-down it does nothing (1800). Turned face-up in the Damage Step, its
    effect applies at once, before calculation: 1300 vs DEF 1500, P1 takes 200 and it
    stays face-up Defense. Blue-Eyes (2500) then destroys it with no damage; once it is
    gone Blue-Eyes is back to 3000."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK)]),
                 p1=Side(monsters=[(DAMP, SET)]))
    assert duel.atk(at(duel, "V4-1800")) == 1800
    attack(duel, "V4-1800", DAMP)
    assert duel.lp == [7800, 8000] and duel.pos[at(duel, DAMP)] == DEF
    assert duel.atk(at(duel, BEWD)) == 2500
    attack(duel, BEWD, DAMP)
    assert duel.lp == [7800, 8000] and names(duel, 1, "gy") == [DAMP]
    assert duel.atk(at(duel, BEWD)) == 3000


def test_hx_115_a_target_that_leaves_and_comes_back_is_a_new_monster() -> None:
    """HX-115 (R-REPLAY-1, R-REPLAY-2, R-EFF-4, R-FUS-6, R-CALC-4, R-CALC-6).
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon. (a) P2 controls V4-1600
    (face-up Attack) and has a test Trap Set earlier: when an opponent's monster declares
    an attack on a monster, return the target to the hand, then Special Summon a Level 4
    or lower monster from the hand in face-up Defense. (b) P2 controls FX-FUSION-2 and
    has FX-BOUNCE-ON-ATTACK Set earlier.
    Actions: Blue-Eyes attacks P2's monster; P2 activates its Trap; P1 chooses again.
    Expected: (a) the same card is back, alone, but it is a new monster: a replay offers
    it or cancel; 3000 vs DEF 1000: it is destroyed, no damage. (b) the Fusion Monster
    goes to P2's Extra Deck, not the hand; a replay offers direct or cancel; P2 5000."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(BLINK_T, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, BLINK_T)
    back = find(duel, "V4-1600", 1, "mzone")
    assert names(duel, 1, "mzone")[0] == "V4-1600" and duel.pos[duel.inst(back)] == DEF
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=back), Action("cancel")}
    do(duel, f"target {back}")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([BLINK_T, "V4-1600"])
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("FX-FUSION-2", ATK)], spells=[(BOUNCE, SET)]))
    attack(duel, BEWD, "FX-FUSION-2")
    window_for(duel, 1)
    trap(duel, BOUNCE)
    assert names(duel, 1, "extra") == ["FX-FUSION-2"] and names(duel, 1, "hand") == []
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 5000]
