"""Held-out style conformance scenarios HX-937..HX-956 (HX-917..HX-936: file 15), like
SC-01..SC-30 of RULES.md section 19, on attack declarations and their limits where they
meet other rules: a Maximum Mode monster attacking once and being one target (against a
direct or an "every monster once" attacker, in a replay, as a Trap's cost, under a Trap
that cannot change its position), its pieces as three ordinary monsters; direct attacks
only when the opponent controls no monster at the declaration; replays after the
opponent's only monster left (another target, a direct attack that is no declaration,
cancelling); an attacker that left or changed control in the attack window; a monster
changed to Defense after attacking; Fusion and Ritual Monsters summoned this turn; the
Battle Phase with nothing to attack with. Expectations come from RULES.md (and its
section 20 card facts) alone. Throwaway cards: codes 968825001.., names "HX ...", each
with a comment saying what it does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed
from rushdesk.engine.effects.core import ALL, Choose, Resolve
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Fixed,
    GainLP,
    ReturnToHand,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side
from rushdesk.engine.state import MZONE
from rushdesk.engine.stats import MOD_ATTACK_ALL, MOD_ATTACK_ATK_ONLY, MOD_DIRECT, MOD_EXTRA_ATTACK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BURGER,
    HOLE,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    RECIPE,
    RECITAL,
    answer,
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
from .helpers import OwnAttack, attackers, continuous, hid, kind, mon, refused, settle
from .test_heldout_attacks15 import battle_done, targets

TRAP = CardType.TRAP
BOUNCE = "FX-BOUNCE-ON-ATTACK"
SWAP = "FX-SWAP-ON-ATTACK"
WALL_TRAP = "FX-WALL-ON-DIRECT"
FUSION = "Fusion"
F2 = "FX-FUSION-2"
PIECES = [OVL_L, OVL, OVL_R]
HAND_LOW = Sel(where=("hand",), kind="monster", level_max=4)


# ------------------------------------------------------------ test trigger and operation
@dataclass(frozen=True)
class TakeControl(Choose):
    """Take control of the chosen monster: it moves, as it is (the same monster), to a
    free Monster Zone of this effect's player (no Rush card does this; R-BATTLE-5)."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        for i in chosen:
            free = duel.free_mzones(res.player)
            if duel.zone[i] != MZONE or duel.ctrl[i] == res.player or not free:
                continue
            row = duel.mz[duel.ctrl[i]]
            row[row.index(i)] = -1
            duel.mz[res.player][free[0]] = i
            duel.ctrl[i] = res.player
            duel.srcs = None
            o = duel.oid[i]
            duel.emit(Event("move", res.player, o, duel.data[i].code, "mzone", "mzone",
                            free[0], "control", res.player, o))

    def text(self) -> str:
        return f"take control of {self.sel.text(self.count_text())}"


def code(n: int) -> int:
    return 968_825_000 + n


def trap_card(n: int, name: str, trigger: Any, *ops: Any, costs: Any = ()) -> CardData:
    return hx_card(code(n), name, TRAP, Effect("trap", trigger, costs=costs, ops=ops))


# Level 4, 1200/1000. [CONTINUOUS EFFECT] this card can attack directly.
PHANTOM = hx_monster(code(1), "HX Phantom Strider", continuous(
    Cont(THIS, MOD_DIRECT, 1, "can attack directly")), atk=1200)
# Level 4, 3600/1000. [CONTINUOUS EFFECT] this card can attack each monster your
# opponent controls once each Battle Phase.
LANCER = hx_monster(code(2), "HX Sweep Lancer", continuous(Cont(
    THIS, MOD_ATTACK_ALL, 1, "can attack each monster your opponent controls once")),
    atk=3600)
# Trap. Requirement: an opponent's monster declares an attack. Effect: change the
# attacking monster to face-up Defense Position.
KNEEL = trap_card(3, "HX Kneel Snare", OnAttack(),
                  ChangePosition(Sel(who="opp", memo="attacker"), to="def"))
# Trap. Requirement: an opponent's monster declares an attack; send 1 face-up monster you
# control to the GY. Effect: you gain 1000 LP.
LAST_STAND = trap_card(4, "HX Last Stand", OnAttack(), GainLP(Fixed(1000)),
                       costs=(SendCost(Sel(who="you", face="up")),))
# Trap. Requirement: an opponent's monster declares an attack. Effect: take control of
# the attacking monster.
TURNCOAT = trap_card(5, "HX Turncoat Snare", OnAttack(),
                     TakeControl(Sel(who="opp", memo="attacker")))
# Trap. Requirement: a monster you control declares an attack; send 1 face-up monster you
# control to the GY. Effect: Special Summon 1 Level 4 or lower monster from your hand in
# face-up Attack Position.
BATON = trap_card(6, "HX Baton Pass", OwnAttack(), SpecialSummon(HAND_LOW, position="atk"),
                  costs=(SendCost(Sel(who="you", face="up")),))
# Trap. Requirement: an opponent's monster declares an attack. Effect: return the attack
# target to the hand, then Special Summon 1 Level 4 or lower monster from your hand in
# face-up Defense Position.
STAND_IN = trap_card(7, "HX Stand-In", OnAttack(), ReturnToHand(Sel(memo="target")),
                     SpecialSummon(HAND_LOW, position="def"))
# Level 4, 1900/1000. [CONTINUOUS EFFECT] this card can attack only Attack Position
# monsters.
LINE = hx_monster(code(8), "HX Line Charger", continuous(Cont(
    THIS, MOD_ATTACK_ATK_ONLY, 1, "can attack only Attack Position monsters")), atk=1900)
# Trap. Requirement: a monster you control is destroyed by your opponent's attack.
# Effect: change every Attack Position monster your opponent controls to face-up Defense.
KNEEL_AFTER = trap_card(9, "HX Aftershock", OnDestroyed(
    Sel(where=("gy",), kind="monster"), causes=("battle",)),
    ChangePosition(Sel(who="opp", pos="atk"), high=ALL, to="def"))
# Level 4, 1500/1000. [CONTINUOUS EFFECT] this card can attack twice each Battle Phase.
TWIN = hx_monster(code(10), "HX Twin Fang", continuous(
    Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice")), atk=1500)

HX_CARDS = [PHANTOM, LANCER, KNEEL, LAST_STAND, TURNCOAT, BATON, STAND_IN, LINE,
            KNEEL_AFTER, TWIN]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def no_attack(duel: Duel, card: int, target: int = DIRECT) -> None:
    """Monster `card` (an object id) may not declare an attack on `target` now."""
    refused(duel, Action("attack", card, target=target))


def replay_offers(duel: Duel) -> set[Action]:
    """The turn player is asked to choose again (a replay): what it may answer."""
    assert kind(duel) == "replay" and duel.current_player == duel.tp, duel.request
    return set(duel.legal_actions())


def pieces(duel: Duel, p: int) -> tuple[int, ...]:
    """Object ids of the [L], center and [R] of player `p`'s Maximum Mode monster."""
    return tuple(duel.oid[duel.mz[p][k]] for k in range(3))


def p2_maximum(p0: Side, p1_spells: tuple[Any, ...] = ()) -> Duel:
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2 (its only monster);
    returns P1's turn 3 Main Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=PIECES, spells=list(p1_spells)))
    maximum(duel, OVL)
    to_turn(duel, 3)
    assert duel.maxm[1] and kind(duel) == "main"
    return duel


# ============================================================ a Maximum Mode monster in battle
def test_hx_937_against_a_lone_maximum_monster_only_a_direct_attacker_goes_direct() -> None:
    """HX-937 (R-BATTLE-3, R-MAX-5, R-MAX-3, R-CALC-1, R-CALC-6): HX Phantom Strider (1200;
    can attack directly).
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 (3500), its only
    monster. P1 turn 3 controls V4-1800 and the Phantom Strider.
    Expected: V4-1800 may attack only the Overlord as a whole: the [L] and [R] pieces and a
    direct attack are refused. The Strider may also attack directly (its effect), and
    likewise never a single piece. The Strider attacks directly (P2 6800); V4-1800 attacks
    the Overlord and is destroyed: P1 takes 1700 (6300)."""
    duel = p2_maximum(Side(monsters=[("V4-1800", ATK), (PHANTOM.name, ATK)]))
    do(duel, "battle")
    left, center, right = pieces(duel, 1)
    v18, strider = mon(duel, "V4-1800", 0), mon(duel, PHANTOM.name, 0)
    assert targets(duel, "V4-1800") == {center}
    assert targets(duel, PHANTOM.name) == {center, DIRECT}
    for goal in (left, right, DIRECT):
        no_attack(duel, v18, goal)
    no_attack(duel, strider, left)
    no_attack(duel, strider, right)
    attack(duel, PHANTOM.name)
    assert duel.lp == [8000, 6800]
    do(duel, f"attack {v18} -> {center}")
    assert duel.lp == [6300, 6800] and names(duel, 0, "gy") == ["V4-1800"] and duel.maxm[1]
    battle_done(duel, 3)


def test_hx_938_an_attack_every_monster_lancer_meets_a_maximum_monster_once() -> None:
    """HX-938 (R-MAX-5, R-MAX-8, R-BATTLE-2, R-BATTLE-3, R-CALC-1): HX Sweep Lancer (3600;
    can attack each monster the opponent controls once).
    Setup: P2 Maximum Summoned the Overlord (3500) on turn 2. P1 turn 3 controls the
    Lancer.
    Expected: the Overlord is one monster: one target, the pieces refused. The Lancer
    destroys it: P2 takes 100 (7900) and all three pieces go to the GY, counted as one
    monster: the Lancer has attacked every monster P2 had; it has no further attack (no
    piece left to attack, and no direct attack after attacking a monster)."""
    duel = p2_maximum(Side(monsters=[(LANCER.name, ATK)]))
    do(duel, "battle")
    left, center, right = pieces(duel, 1)
    lancer = mon(duel, LANCER.name, 0)
    assert targets(duel, LANCER.name) == {center}
    no_attack(duel, lancer, left)
    no_attack(duel, lancer, right)
    do(duel, f"attack {lancer} -> {center}")
    assert duel.lp == [8000, 7900] and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted(PIECES)
    battle_done(duel, 3)


def test_hx_939_a_maximum_monster_summoned_this_turn_attacks_once_as_one() -> None:
    """HX-939 (R-MAX-2, R-MAX-5, R-BATTLE-2, R-CALC-1).
    Setup: P1 turn 3 controls V4-1600; hand: the three Overlord pieces. P2 controls
    V4-1600.
    Actions: Maximum Summon (P1's V4-1600 goes to the GY); Battle Phase.
    Expected: it was summoned this turn and may attack; it is one attacker: the [L] and
    [R] pieces cannot declare attacks. It attacks V4-1600: P2 takes 1900 (6100); then it
    has no attack left and nothing else can attack."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=PIECES),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    maximum(duel)
    assert duel.maxm[0] and names(duel, 0, "gy") == ["V4-1600"]
    do(duel, "battle")
    left, center, right = pieces(duel, 0)
    v16 = mon(duel, "V4-1600", 1)
    assert attackers(duel) == {center}
    no_attack(duel, left, v16)
    no_attack(duel, right, v16)
    do(duel, f"attack {center} -> {v16}")
    assert duel.lp == [8000, 6100] and names(duel, 1, "gy") == ["V4-1600"]
    battle_done(duel, 3)


def test_hx_940_a_maximum_attacker_replays_when_one_leaves_and_one_arrives() -> None:
    """HX-940 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-9, R-MAX-5, R-CALC-1):
    FX-SWAP-ON-ATTACK (on attack; send 1 face-up monster you control other than the attack
    target; Special Summon a Level 4 or lower monster from your hand).
    Setup: P1 turn 3; hand: the Overlord pieces. P2 controls V4-1600 and V2-500, has
    FX-SWAP-ON-ATTACK Set earlier; hand: V4-1400.
    Actions: Maximum Summon; the Overlord attacks V4-1600; P2 pays V2-500 and summons
    V4-1400 in Attack.
    Expected: P2 still controls two monsters, but the group changed: a replay: V4-1600,
    V4-1400 or cancelling, no direct attack. P1 takes V4-1400: P2 takes 2100 (5900)."""
    duel = build(p0=Side(hand=PIECES),
                 p1=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)], hand=["V4-1400"],
                         spells=[(SWAP, SET)]))
    maximum(duel)
    do(duel, "battle")
    center = pieces(duel, 0)[1]
    do(duel, f"attack {center} -> {mon(duel, 'V4-1600', 1)}")
    window_for(duel, 1)
    trap(duel, SWAP, 1)
    answer(duel, pos="atk")
    settle(duel)
    v16, v14 = mon(duel, "V4-1600", 1), mon(duel, "V4-1400", 1)
    assert replay_offers(duel) == {Action("target", target=v16), Action("target", target=v14),
                                   Action("cancel")}
    do(duel, f"target {v14}")
    assert duel.lp == [8000, 5900]
    assert sorted(names(duel, 1, "gy")) == sorted(["V2-500", SWAP, "V4-1400"])
    battle_done(duel, 3)


def test_hx_941_a_trap_turns_an_attacker_to_defense_but_not_a_maximum_one() -> None:
    """HX-941 (R-BATTLE-5, R-MAX-4, R-BATTLE-2, R-CALC-1): HX Kneel Snare (Trap: on attack:
    change the attacking monster to face-up Defense).
    (a) P1 turn 3 controls V4-1800 and V4-1600; P2 controls V4-1400 and the Snare Set
    earlier. V4-1800 attacks; the Snare puts it in Defense: the attack ends with no
    damage, and it cannot attack again; V4-1600 attacks V4-1400: P2 7800.
    (b) P1 Maximum Summons instead and attacks V4-1400: a Maximum Mode monster cannot be
    changed to Defense, so whether P2 uses the Snare or not, the attack goes on: P2
    takes 2100 (5900); the Overlord stays in Attack Position."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(KNEEL.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, KNEEL.name, 1)
    settle(duel)
    v18 = mon(duel, "V4-1800", 0)
    assert duel.pos[duel.inst(v18)] == DEF and duel.lp == [8000, 8000]
    assert kind(duel) == "battle" and attackers(duel) == {mon(duel, "V4-1600", 0)}
    no_attack(duel, v18, mon(duel, "V4-1400", 1))
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800]
    duel = build(p0=Side(hand=PIECES),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(KNEEL.name, SET)]))
    maximum(duel)
    do(duel, "battle")
    center = pieces(duel, 0)[1]
    do(duel, f"attack {center} -> {mon(duel, 'V4-1400', 1)}")
    if kind(duel) == "window" and duel.current_player == 1:
        trap(duel, KNEEL.name, 1)
        answer(duel)
        settle(duel)
    assert duel.lp == [8000, 5900] and duel.maxm[0]
    assert duel.pos[duel.mz[0][1]] == ATK and names(duel, 1, "gy")[-1] == "V4-1400"


def test_hx_942_three_pieces_summoned_one_by_one_are_three_attackers() -> None:
    """HX-942 (R-MAX-11, R-MAX-5, R-BATTLE-2, R-BATTLE-3, R-CALC-6, R-CALC-1).
    Setup: P1 turn 3 controls the Overlord [L] (800), the center (1900) and [R] (500),
    each summoned on its own (since turn 1): no Maximum Mode. P2 controls nothing; hand:
    V4-1800.
    Expected: three monsters, three attackers: 800 + 1900 + 500 directly, P2 4800. Turn 4:
    P2 Normal Summons V4-1800: each piece is a target; [R] alone is destroyed, P1 6700."""
    duel = build(p0=Side(monsters=[(OVL_L, ATK), (OVL, ATK), (OVL_R, ATK)]),
                 p1=Side(hand=["V4-1800"]))
    assert not duel.maxm[0]
    do(duel, "battle")
    assert attackers(duel) == {mon(duel, n, 0) for n in PIECES}
    for n in PIECES:
        attack(duel, n)
    assert duel.lp == [8000, 4800]
    battle_done(duel, 3)
    do(duel, f"summon {hid(duel, 'V4-1800', 1)} z0")
    do(duel, "battle")
    assert targets(duel, "V4-1800") == {mon(duel, n, 0) for n in PIECES}
    attack(duel, "V4-1800", OVL_R)
    assert duel.lp == [6700, 4800] and names(duel, 0, "mzone") == [OVL_L, OVL, ""]
    assert names(duel, 0, "gy") == [OVL_R]


def test_hx_943_a_maximum_monster_paid_as_a_cost_leaves_a_direct_replay() -> None:
    """HX-943 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-6, R-MAX-8, R-TRAP-9, R-CALC-6): HX Last
    Stand (Trap: on attack; send 1 face-up monster you control to the GY; gain 1000 LP).
    Setup: P2 Maximum Summoned the Overlord on turn 2, has the Last Stand Set earlier. P1
    turn 3 controls V4-1800.
    Actions: V4-1800 attacks the Overlord; P2 pays the Overlord (9000 LP).
    Expected: all three pieces go to the GY; P2 controls no monster: a replay where P1
    may attack directly or cancel. Directly: P2 takes 1800 (7200)."""
    duel = p2_maximum(Side(monsters=[("V4-1800", ATK)]),
                      p1_spells=((LAST_STAND.name, SET),))
    do(duel, "battle")
    center = pieces(duel, 1)[1]
    do(duel, f"attack {mon(duel, 'V4-1800', 0)} -> {center}")
    window_for(duel, 1)
    trap(duel, LAST_STAND.name, 1)
    answer(duel, picks=(center,))
    settle(duel)
    assert duel.lp == [8000, 9000] and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted([*PIECES, LAST_STAND.name])
    assert replay_offers(duel) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 7200]
    battle_done(duel, 3)


# ============================================================ the attacker leaves or changes side
def test_hx_944_an_attacker_taken_over_in_the_attack_window_ends_its_attack() -> None:
    """HX-944 (R-BATTLE-5, R-BATTLE-4, R-REPLAY-1, R-BATTLE-2, R-BATTLE-3, R-CALC-1): HX
    Turncoat Snare (Trap: on attack: take control of the attacking monster).
    Setup: P1 turn 3 controls V4-1800 and V4-1600. P2 controls V4-1400, has the Snare Set
    earlier.
    Actions: V4-1800 attacks V4-1400; P2 takes control of it.
    Expected: the attacker changed control: its attack ends with no damage, and P1 is not
    asked to choose again although P2's monsters changed. P1 cannot attack with it. P1's
    V4-1600 may attack V4-1400 or the taken V4-1800: it attacks V4-1400 (P2 7800). Turn 4:
    V4-1800 is P2's and may attack: it destroys V4-1600, P1 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(TURNCOAT.name, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, TURNCOAT.name, 1)
    settle(duel)
    taken = mon(duel, "V4-1800", 1)
    assert kind(duel) == "battle" and duel.current_player == 0
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone") == ["", "V4-1600", ""]
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    assert targets(duel, "V4-1600") == {mon(duel, "V4-1400", 1), taken}
    no_attack(duel, taken, mon(duel, "V4-1400", 1))
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800]
    battle_done(duel, 3)
    do(duel, "battle")
    assert attackers(duel) == {taken}
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 7800] and names(duel, 0, "gy") == ["V4-1600"]


def test_hx_945_the_attacker_paid_for_its_own_sides_trap_ends_the_attack() -> None:
    """HX-945 (R-TRAP-4, R-TRAP-9, R-BATTLE-5, R-BATTLE-2, R-CALC-1): HX Baton Pass (Trap:
    when a monster you control declares an attack; send 1 face-up monster you control to
    the GY; Special Summon a Level 4 or lower monster from your hand in Attack).
    Setup: P1 turn 3 controls V4-1800, has the Baton Pass Set earlier; hand: V4-1600. P2
    controls V4-1400 and no Trap.
    Actions: V4-1800 attacks V4-1400; P2 has nothing, so P1 may use its Trap, paying
    V4-1800 itself, and summons V4-1600.
    Expected: the attacker left: the attack ends with no damage. V4-1600, summoned during
    this Battle Phase, may attack: it attacks V4-1400, P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=["V4-1600"],
                         spells=[(BATON.name, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 0)
    trap(duel, BATON.name, 0)
    answer(duel)
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", BATON.name])
    assert duel.lp == [8000, 8000] and kind(duel) == "battle"
    assert attackers(duel) == {mon(duel, "V4-1600", 0)}
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1400"]
    battle_done(duel, 3)


# ============================================================ replays after the only monster left
def test_hx_946_the_only_target_swapped_for_a_wall_replays_with_no_direct_attack() -> None:
    """HX-946 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-BATTLE-3, R-CALC-4, R-CALC-6): HX
    Stand-In (Trap: on attack: return the attack target to the hand, then Special Summon a
    Level 4 or lower monster from your hand in face-up Defense).
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V4-1800. P2 controls only
    V4-1600, has the Stand-In Set earlier; hand: V4-WALL.
    Actions: Blue-Eyes attacks V4-1600; P2 returns it and summons V4-WALL.
    Expected: a replay: V4-WALL or cancelling; a direct attack is refused (P2 controls a
    monster). Blue-Eyes destroys V4-WALL, no damage. Then V4-1800 attacks directly (P2
    has none): P2 6200."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                         spells=[(STAND_IN.name, SET)]))
    wall_in_hand = hid(duel, "V4-WALL", 1)
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, STAND_IN.name, 1)
    answer(duel, picks=(wall_in_hand,))
    settle(duel)
    wall = mon(duel, "V4-WALL", 1)
    assert replay_offers(duel) == {Action("target", target=wall), Action("cancel")}
    refused(duel, Action("target", target=DIRECT))
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "hand") == ["V4-1600"]
    assert targets(duel, "V4-1800") == {DIRECT}
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]
    battle_done(duel, 3)


def test_hx_947_after_a_cancelled_replay_a_new_direct_declaration_meets_a_wall() -> None:
    """HX-947 (R-REPLAY-2, R-REPLAY-3, R-REPLAY-1, R-TRAP-3, R-TRAP-5, R-BATTLE-3,
    R-CALC-4): FX-BOUNCE-ON-ATTACK; FX-WALL-ON-DIRECT.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V4-1800. P2 controls only
    V4-1600, has both Traps Set earlier; hand: V4-WALL.
    Actions: Blue-Eyes attacks V4-1600; P2 returns it; P1 cancels; V4-1800 attacks
    directly; P2 summons V4-WALL; P1 chooses it.
    Expected: only the bounce is offered at the first declaration; the replay offers a
    direct attack or cancelling. Cancelled, Blue-Eyes' attack is used. V4-1800's direct
    attack is a declaration: the wall Trap is offered; the replay offers V4-WALL or
    cancelling; 1800 vs DEF 2000: P1 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                         spells=[(BOUNCE, SET), (WALL_TRAP, SET)]))
    wall_in_hand = hid(duel, "V4-WALL", 1)
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, BOUNCE, 1, "szone")}
    trap(duel, BOUNCE, 1)
    settle(duel)
    assert replay_offers(duel) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "cancel")
    assert kind(duel) == "battle" and duel.lp == [8000, 8000]
    assert attackers(duel) == {mon(duel, "V4-1800", 0)}
    no_attack(duel, mon(duel, BEWD, 0))
    attack(duel, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, WALL_TRAP, 1, "szone")}
    trap(duel, WALL_TRAP, 1)
    answer(duel, picks=(wall_in_hand,))
    settle(duel)
    wall = mon(duel, "V4-WALL", 1)
    assert replay_offers(duel) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [7800, 8000]
    battle_done(duel, 3)


def test_hx_948_a_replay_turned_direct_is_no_declaration_the_second_attack_is() -> None:
    """HX-948 (R-REPLAY-4, R-REPLAY-2, R-REPLAY-1, R-BATTLE-2, R-TRAP-5, R-CALC-4): HX
    Twin Fang (1500; can attack twice); FX-BOUNCE-ON-ATTACK; FX-WALL-ON-DIRECT.
    Setup: P1 turn 3 controls the Twin Fang. P2 controls only V4-1400, has both Traps Set
    earlier; hand: V4-WALL.
    Actions: the Twin Fang attacks V4-1400; P2 returns it; on the replay P1 attacks
    directly; then the Twin Fang's second attack, directly.
    Expected: switching to a direct attack is not a declaration: the wall Trap is not
    offered and P2 takes 1500 (6500). The second attack is declared directly: the wall
    Trap is offered; V4-WALL arrives; the replay offers V4-WALL or cancelling; 1500 vs DEF
    2000: P1 takes 500 (7500)."""
    duel = build(p0=Side(monsters=[(TWIN.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-WALL"],
                         spells=[(BOUNCE, SET), (WALL_TRAP, SET)]))
    wall_in_hand = hid(duel, "V4-WALL", 1)
    attack(duel, TWIN.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, BOUNCE, 1)
    settle(duel)
    assert replay_offers(duel) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert kind(duel) == "battle" and duel.current_player == 0
    assert duel.lp == [8000, 6500] and names(duel, 1, "szone")[1] == WALL_TRAP
    attack(duel, TWIN.name)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, WALL_TRAP, 1, "szone")}
    trap(duel, WALL_TRAP, 1)
    answer(duel, picks=(wall_in_hand,))
    settle(duel)
    wall = mon(duel, "V4-WALL", 1)
    assert replay_offers(duel) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [7500, 6500]
    battle_done(duel, 3)


def test_hx_949_an_attack_position_only_attacker_chooses_again_among_those_only() -> None:
    """HX-949 (R-REPLAY-2, R-REPLAY-3, R-BATTLE-3, R-CALC-1): HX Line Charger (1900; can
    attack only Attack Position monsters); FX-BOUNCE-ON-ATTACK.
    (a) P1 turn 3 controls the Charger. P2 controls V4-1400 (Attack) and V4-WALL (face-up
    Defense), has the bounce Set earlier. The Charger may attack only V4-1400; it does;
    P2 returns V4-1400. Replay: no Attack Position monster is left and P2 still controls
    a monster: neither V4-WALL nor a direct attack may be chosen: only cancelling. No
    damage; nothing is left to attack with.
    (b) P2 also controls V2-500 (Attack): the replay offers V2-500 or cancelling, not
    V4-WALL; V2-500 is destroyed: P2 takes 1400 (6600)."""
    charger = Side(monsters=[(LINE.name, ATK)])
    duel = build(p0=charger, p1=Side(monsters=[("V4-1400", ATK), ("V4-WALL", DEF)],
                                     spells=[(BOUNCE, SET)]))
    do(duel, "battle")
    assert targets(duel, LINE.name) == {mon(duel, "V4-1400", 1)}
    attack(duel, LINE.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, BOUNCE, 1)
    if kind(duel) == "replay":  # a lone "cancel" the engine may take itself
        assert replay_offers(duel) == {Action("cancel")}
        do(duel, "cancel")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[1] == "V4-WALL"
    battle_done(duel, 3)
    duel = build(p0=charger, p1=Side(monsters=[("V4-1400", ATK), ("V4-WALL", DEF),
                                               ("V2-500", ATK)], spells=[(BOUNCE, SET)]))
    attack(duel, LINE.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, BOUNCE, 1)
    v2 = mon(duel, "V2-500", 1)
    assert replay_offers(duel) == {Action("target", target=v2), Action("cancel")}
    do(duel, f"target {v2}")
    assert duel.lp == [8000, 6600]


# ============================================================ direct attacks, empty Battle Phases
def test_hx_950_a_face_down_monster_bars_direct_attacks_until_dark_hole() -> None:
    """HX-950 (R-BATTLE-3, R-BATTLE-2, R-SPELL-1, R-TURN-2, R-CALC-6): Dark Hole (Rush).
    Setup: P1 turn 3 controls V4-1800; hand: Dark Hole (Rush), V4-1600. P2 controls only a
    face-down V4-1400 (Set on turn 2).
    (a) Battle Phase at once: V4-1800 may attack the face-down monster only; a direct
    attack is refused.
    (b) P1 activates Dark Hole (both monsters are destroyed), Normal Summons V4-1600 and
    attacks: P2 controls no monster at the declaration: a direct attack, P2 6400."""
    p0 = Side(monsters=[("V4-1800", ATK)], hand=[HOLE, "V4-1600"])
    p1 = Side(monsters=[("V4-1400", SET, 2)])
    first = build(p0=p0, p1=p1)
    do(first, "battle")
    assert targets(first, "V4-1800") == {mon(first, "V4-1400", 1)}
    no_attack(first, mon(first, "V4-1800", 0))
    duel = build(p0=p0, p1=p1)
    play(duel, HOLE, zone="s0")
    assert names(duel, 0, "mzone") == names(duel, 1, "mzone") == ["", "", ""]
    do(duel, f"summon {hid(duel, 'V4-1600')} z0")
    do(duel, "battle")
    assert targets(duel, "V4-1600") == {DIRECT}
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6400]
    battle_done(duel, 3)


def test_hx_951_a_direct_attack_is_judged_at_each_declaration() -> None:
    """HX-951 (R-BATTLE-3, R-BATTLE-4, R-DMG-4, R-CALC-1, R-CALC-6).
    Setup: P1 turn 3 controls V4-1800 and V4-1600. P2 controls only V4-1400.
    Expected: while V4-1400 is there, V4-1600 may only attack it (direct refused). V4-1800
    destroys it (P2 7600); at V4-1600's declaration P2 controls none: direct, P2 6000."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    do(duel, "battle")
    assert targets(duel, "V4-1600") == {mon(duel, "V4-1400", 1)}
    no_attack(duel, mon(duel, "V4-1600", 0))
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V4-1400"]
    assert targets(duel, "V4-1600") == {DIRECT}
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6000]
    battle_done(duel, 3)


def test_hx_952_mirror_force_leaves_only_a_defender_and_the_battle_phase_ends() -> None:
    """HX-952 (R-BATTLE-5, R-BATTLE-2, R-BATTLE-1, R-TRAP-5, §20.3 Mirror Force (Rush):
    destroy all the opponent's Attack Position monsters).
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V4-1800 (Attack) and V4-1600
    (face-up Defense). P2 controls V4-1400, has Mirror Force Set earlier.
    Actions: Blue-Eyes attacks V4-1400; P2 activates Mirror Force.
    Expected: Blue-Eyes and V4-1800 are destroyed: the attack ends with no damage. V4-1600
    in Defense cannot attack: nothing is left; no LP change."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK), ("V4-1600", DEF)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(MIRROR, SET)]))
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    trap(duel, MIRROR, 1)
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, "V4-1800"])
    assert names(duel, 0, "mzone") == ["", "", "V4-1600"]
    assert names(duel, 1, "mzone")[0] == "V4-1400" and duel.lp == [8000, 8000]
    battle_done(duel, 3)


def test_hx_953_a_battle_phase_may_be_entered_with_nothing_to_attack_with() -> None:
    """HX-953 (R-TURN-2, R-BATTLE-1, R-BATTLE-2, R-TURN-1).
    (a) P1 turn 3 controls a face-down V4-1800 and V4-1600 in face-up Defense (since turn
    1); hand: V2-500. P2 controls nothing.
    (b) P1 controls no monster; hand: V2-500.
    Expected: entering the Battle Phase is legal either way; no attack can be declared,
    and there is no way back to the Main Phase: the turn ends; no LP change."""
    for p0 in (Side(monsters=[("V4-1800", SET), ("V4-1600", DEF)], hand=["V2-500"]),
               Side(hand=["V2-500"])):
        duel = build(p0=p0)
        assert Action("battle") in duel.legal_actions()
        do(duel, "battle")
        assert not attackers(duel)
        battle_done(duel, 3)
        assert duel.lp == [8000, 8000] and names(duel, 0, "hand")[0] == "V2-500"


def test_hx_954_a_twin_attacker_put_in_defense_after_its_first_battle() -> None:
    """HX-954 (R-BATTLE-2, R-POS-1, R-DMG-5, R-TRAP-5, R-CALC-4, R-CALC-6): HX Twin Fang
    (1500; can attack twice); HX Aftershock (Trap: a monster you control is destroyed by
    the opponent's attack: change every Attack Position monster of the opponent to
    face-up Defense).
    Setup: P1 turn 3 controls the Twin Fang (since turn 1). P2 controls V2-500 and V1-100,
    has the Aftershock Set earlier.
    Actions: the Twin Fang destroys V2-500 (P2 7000); P2 (a) passes, or (b) activates the
    Aftershock.
    Expected: (a) its second attack remains; a manual position change is refused in the
    Battle Phase. (b) In Defense it cannot attack again: nothing is left. Turn 4: V1-100
    attacks it (DEF 1000): P2 takes 900 (6100). Turn 5: P1 changes it to Attack (it did
    not arrive this turn) and attacks twice: V1-100 (4700), then directly (3200)."""
    duel = build(p0=Side(monsters=[(TWIN.name, ATK)]),
                 p1=Side(monsters=[("V2-500", ATK), ("V1-100", ATK)],
                         spells=[(KNEEL_AFTER.name, SET)]))
    attack(duel, TWIN.name, "V2-500")
    assert duel.lp == [8000, 7000]
    window_for(duel, 1)
    twin = mon(duel, TWIN.name, 0)
    passed = duel.clone()
    do(passed, "pass")
    assert attackers(passed) == {twin}
    refused(passed, f"position {twin} def")
    trap(duel, KNEEL_AFTER.name, 1)
    settle(duel)
    assert duel.pos[duel.inst(twin)] == DEF
    battle_done(duel, 3)
    attack(duel, "V1-100", TWIN.name)
    assert duel.lp == [8000, 6100] and names(duel, 0, "mzone")[0] == TWIN.name
    to_turn(duel, 5)
    do(duel, f"position {mon(duel, TWIN.name, 0)} atk")
    attack(duel, TWIN.name, "V1-100")
    attack(duel, TWIN.name)
    assert duel.lp == [8000, 3200]


def test_hx_955_the_recital_negates_a_level_4_attacker_but_not_the_level_10_overlord() -> None:
    """HX-955 (R-BATTLE-5, R-REPLAY-3, R-MAX-6, R-TRAP-5, §20.5 Music Princess's Recital:
    an opponent's Level 8 or lower monster declares an attack while you control exactly 1
    monster: negate the attack).
    (a) P1 turn 3 Maximum Summons the Overlord (Level 10, the center's) and attacks P2's
    only monster V4-1600; the Recital was Set earlier: not offered: P2 takes 1900 (6100).
    (b) P1 controls V4-1800 and V4-1400 instead: V4-1800's attack is negated: no damage,
    and its attack is used. V4-1400 attacks V4-1600: P1 takes 200 (7800)."""
    p1 = Side(monsters=[("V4-1600", ATK)], spells=[(RECITAL, SET)])
    duel = build(p0=Side(hand=PIECES), p1=p1)
    maximum(duel)
    do(duel, "battle")
    do(duel, f"attack {pieces(duel, 0)[1]} -> {mon(duel, 'V4-1600', 1)}")
    assert duel.lp == [8000, 6100] and names(duel, 1, "szone")[0] == RECITAL
    battle_done(duel, 3)
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]), p1=p1)
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, RECITAL, 1, "szone")}
    trap(duel, RECITAL, 1)
    settle(duel)
    assert duel.lp == [8000, 8000] and attackers(duel) == {mon(duel, "V4-1400", 0)}
    no_attack(duel, mon(duel, "V4-1800", 0), mon(duel, "V4-1600", 1))
    attack(duel, "V4-1400", "V4-1600")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == ["V4-1400"]


def test_hx_956_fusion_and_ritual_monsters_summoned_this_turn_attack_if_in_attack() -> None:
    """HX-956 (R-BATTLE-2, R-FUS-5, R-RIT-4, R-RIT-3, R-MAIN-4, R-POS-1, R-CALC-1):
    "Fusion"; Hamburger Fast Recipe (Ritual Summon Hungry Burger with face-up monsters of
    Levels 6 or more, no surplus).
    Setup: P1 turn 3 controls V4-1600, V4-1400 and V4-1800 (since turn 1); hand: "Fusion",
    the Recipe, V2-500; Extra Deck: FX-FUSION-2, Hungry Burger (Rush). P2 controls
    V4-1800.
    Actions: "Fusion" with V4-1600 + V4-1400: FX-FUSION-2 in Attack; Normal Summon
    V2-500; the Recipe with V4-1800 + V2-500: Hungry Burger in Defense; Battle Phase.
    Expected: both arrived this turn: the Burger cannot be changed to Attack and in
    Defense cannot attack; FX-FUSION-2 (2400) may: it destroys V4-1800, P2 7400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[FUSION, RECIPE, "V2-500"], extra=[F2, BURGER]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, FUSION, zone="s0", picks=(mon(duel, "V4-1600", 0), mon(duel, "V4-1400", 0)),
         pos="atk")
    fusion = mon(duel, F2, 0)
    assert duel.pos[duel.inst(fusion)] == ATK
    do(duel, f"summon {hid(duel, 'V2-500')} z{duel.free_mzones(0)[0]}")
    play(duel, RECIPE, zone="s1", picks=(mon(duel, "V4-1800", 0), mon(duel, "V2-500", 0)),
         pos="def")
    burger = mon(duel, BURGER, 0)
    assert duel.pos[duel.inst(burger)] == DEF
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([F2, BURGER])
    refused(duel, f"position {burger} atk")
    do(duel, "battle")
    assert attackers(duel) == {fusion}
    no_attack(duel, burger, mon(duel, "V4-1800", 1))
    attack(duel, F2, "V4-1800")
    assert duel.lp == [8000, 7400] and names(duel, 1, "gy") == ["V4-1800"]
    battle_done(duel, 3)
