"""Held-out style conformance scenarios HX-319..HX-335, written like SC-01..SC-30 of RULES.md
section 19: the Battle Phase where rules meet effects. Field Spells and Equip Spells that
leave (or stay) between the attack declaration and damage calculation, piercing damage
against changed DEF, face-down targets whose DEF a Field Spell changes once flipped, a
monster that attacks twice with replays in between, replays caused by either player,
the Damage Step removal hook (HOOK-DS-REMOVE and other `at_damage_step` stand-ins) and
who is asked first in battle windows. Every expectation comes from RULES.md alone.

Small throwaway cards (codes 968200001.., names starting with "HX ") are defined below;
each docstring states what such a card does. The rest of the scenarios (HX-336..) are in
test_heldout_battle9b.py, which uses the cards of this file.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig, controller_then
from rushdesk.engine.effects.ext_booster01 import OnSpellDestroyed
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Modify,
    Per,
    ReturnToHand,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import WITH_MAXIMUM
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import GY, HAND
from rushdesk.engine.stats import (
    MOD_ATTACK_ALL,
    MOD_DEF,
    MOD_DIRECT,
    MOD_EXTRA_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
)

from ..engine.util import at_damage_step, do, find, hook_ds_remove, names
from .heldout_util import (
    BEWD,
    CED,
    DM,
    ENCOUNTER,
    FIELD_C,
    FIELD_GUARD,
    HORN,
    MACHINE_EQUIP,
    MP,
    OVL,
    OVL_L,
    OVL_R,
    REX,
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
from .heldout_util import POOL as BASE_POOL
from .helpers import OwnAttack, settle

CYBER = "Cyber Dragon (Rush)"
RUIN = "Widespread Ruin (Rush)"
BOUNCE, WALL_TRAP = "FX-BOUNCE-ON-ATTACK", "FX-WALL-ON-DIRECT"


# ------------------------------------------------------------ test triggers
@dataclass(frozen=True)
class LostInBattle(Trig):
    """When a monster you control is destroyed by battle, attacking or attacked."""

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        found = tuple(ev.card for ev in events
                      if ev.kind == "move" and ev.src == "mzone" and ev.reason == "battle"
                      and ev.value != WITH_MAXIMUM and controller_then(duel, ev) == ctx.player)
        return (("destroyed", found),) if found else None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move"})

    def text(self) -> str:
        return "when a monster you control is destroyed by battle"


@dataclass(frozen=True)
class BattleDamage(Trig):
    """When you ("you") or your opponent ("opp") take battle damage."""

    who: str = "you"

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        for ev in events:
            if ev.kind == "damage" and ev.reason == "battle" \
                    and (ev.player == ctx.player) == (self.who == "you"):
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"damage"})

    def text(self) -> str:
        return "when you take battle damage" if self.who == "you" else \
            "when your opponent takes battle damage"


# ------------------------------------------------------------ test cards
_codes = itertools.count(968_200_001)
_CARDS: list[CardData] = []
TRAP, FIELD = CardType.TRAP, CardType.SPELL | CardType.FIELD
MINE = Sel(memo="attacker")  # the attacking monster, for a Trap of the attacker's side
THEIRS = Sel(who="opp", memo="attacker")  # the attacking monster, for the defender's Trap


def _trap(name: str, trigger: Trig, *ops: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, TRAP, behaviour=CardScript(
        Effect(kind="trap", trigger=trigger, ops=ops))))
    return name


def _field(name: str, *conts: Cont) -> str:
    _CARDS.append(CardData(next(_codes), name, FIELD, behaviour=CardScript(
        Effect(kind="field", mods=conts))))
    return name


def _monster(name: str, effect: Effect, atk: int, dfn: int) -> str:
    _CARDS.append(CardData(next(_codes), name, CardType.MONSTER | CardType.EFFECT,
                           attribute=Attribute.EARTH, race="Warrior", level=4, atk=atk,
                           defense=dfn, behaviour=CardScript(effect)))
    return name


# Traps of the defending player (Requirement: an opponent's monster declares an attack).
FIELD_BREAK = _trap("HX Field Breaker", OnAttack(), Destroy(Sel(who="opp", where=("fzone",))))
HEAVY_DRAIN = _trap("HX Heavy Drain", OnAttack(),
                    Modify(THEIRS, amount=Fixed(2000), sign=-1))
EQUIP_BREAK = _trap("HX Equip Breaker", OnAttack(),
                    Destroy(Sel(who="opp", where=("szone",), kind="spell")))
RECALL_GUARD = _trap("HX Recall Guard", OnAttack(direct=True), ReturnToHand(Sel()))
# Traps of the attacking player (Requirement: a monster you control declares an attack).
SPELL_SNIPE = _trap("HX Spell Snipe", OwnAttack(),
                    Destroy(Sel(who="opp", where=("szone",), kind="spell")))
FIELD_SNIPE = _trap("HX Field Snipe", OwnAttack(), Destroy(Sel(who="opp", where=("fzone",))))
LANCE = _trap("HX Lance Order", OwnAttack(), Modify(MINE, amount=Fixed(500)),
              Grant(MINE, kind=MOD_PIERCE, value=1, phrase="inflicts piercing battle damage"))
PUMP = _trap("HX Pump Order", OwnAttack(), Modify(MINE, amount=Fixed(1000)))
GIFT = _trap("HX Decoy Gift", OwnAttack(), SpecialSummon(
    Sel(where=("gy",), kind="monster", level_max=4), position="def", to="opp"))
REINFORCE = _trap("HX Reinforce", OwnAttack(), SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4), position="atk"))
BRACE = _trap("HX Brace Order", OwnAttack(), ChangePosition(MINE, to="def"),
              GainLP(Fixed(1000)))
SEAR = _trap("HX Sear Order", OwnAttack(), Damage(Fixed(800)))
BREACH = _trap("HX Breach Order", OwnAttack(),
               Modify(Sel(who="opp", memo="target"), stat="def", amount=Fixed(1500), sign=-1))
# Traps answering the battle itself.
TITHE = _trap("HX Fallen Tithe", LostInBattle(), GainLP(Fixed(1000)))
TITHE2 = _trap("HX Fallen Tithe II", LostInBattle(), GainLP(Fixed(1000)))
GRIEF = _trap("HX Grief Ward", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                            causes=("battle",)), GainLP(Fixed(1000)))
TOLL = _trap("HX Toll", OnDestroyed(Sel(where=("gy",), kind="monster"), causes=("battle",)),
             GainLP(Per(500, memo="destroyed")))
LAST_GUARD = _trap("HX Last Guard", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                                 causes=("battle",)),
                   SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4),
                                 position="def"))
SALVE = _trap("HX Battle Salve", BattleDamage("you"), GainLP(Fixed(1000)))
MOURN = _trap("HX Spell Mourning", OnSpellDestroyed(), GainLP(Fixed(1000)))
KICK = _trap("HX Battle Kick", BattleDamage("opp"), Damage(Fixed(500)))
# Field Spells.
BULWARK = _field("HX Bulwark Field", Cont(Sel(who="you", face="up"), MOD_DEF, 600,
                                          "gain 600 DEF"))
EROSION = _field("HX Erosion Field", Cont(Sel(who="opp", face="up"), MOD_DEF, -500,
                                          "lose 500 DEF"))
# Monsters.
TWIN = _monster("HX Twin Striker", Effect(ops=(Grant(
    THIS, kind=MOD_EXTRA_ATTACK, value=1, phrase="can attack twice"),)), 1700, 1000)
WARDEN = _monster("HX Iron Warden", Effect(kind="continuous", mods=(Cont(
    THIS, MOD_PROTECT, "battle", "cannot be destroyed by battle"),)), 1600, 1200)
SWEEP = _monster("HX Sweep Knight", Effect(ops=(Grant(
    THIS, kind=MOD_ATTACK_ALL, value=1, phrase="can attack each monster your opponent controls "
    "once"),)), 2000, 1000)
RAIDER = _monster("HX Phantom Raider", Effect(ops=(Grant(
    THIS, kind=MOD_DIRECT, value=1, phrase="can attack directly"),)), 1500, 1000)

POOL = BASE_POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def no_more_attacks(duel: Duel) -> None:
    """No attack is left: none is offered (or the Battle Phase has ended by itself)."""
    assert duel.turn > 3 or not attacks(duel)


def retargets(events: list[Any]) -> list[Any]:
    return [e for e in events if e.kind == "retarget"]


def p2_max(p0: Side, p1_spells: tuple[Any, ...] = ()) -> Duel:
    """P2 Maximum Summons Supreme Machine Magnum Overlord on turn 2; P1's turn 3 Main."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=[OVL_L, OVL, OVL_R],
                                              spells=list(p1_spells)))
    maximum(duel, OVL)
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


def center(duel: Duel, p: int) -> int:
    return duel.oid[duel.mz[p][1]]


# ============================================== continuous changes that leave in the window
def test_hx_319_the_attackers_field_spell_destroyed_in_the_window_then_its_guard() -> None:
    """HX-319 (R-TRAP-5, R-TRAP-6, R-TRAP-4, R-FIELD-1, R-DMG-4, R-REPLAY-5, R-CALC-1):
    "HX Field Breaker" (Trap): Requirement: an opponent's monster declares an attack.
    Effect: destroy 1 card in your opponent's Field Zone.
    Setup: P1 turn 3, Battle Phase: V4-1600 and FX-FIELD-C face-up (1900); FX-FIELD-GUARD
    Set earlier; Deck top V2-500. P2 controls V4-1800 and has HX Field Breaker Set
    earlier.
    Actions: V4-1600 attacks V4-1800; P2 activates HX Field Breaker; P1 activates
    FX-FIELD-GUARD in the window that follows.
    Expected: at declaration 1900 > 1800, but the Field Spell is destroyed before the
    Damage Step. The Trap's events form a new window: P2 has nothing, so P1 (turn
    player) is asked and draws V2-500. P2's monsters did not change: no replay. At
    calculation 1600 < 1800: V4-1600 is destroyed and P1 takes 200 (7800)."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK)], spells=[(FIELD_GUARD, SET)],
                         field_spell=(FIELD_C, ATK), deck=["V2-500"] + ["V1-100"] * 5),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(FIELD_BREAK, SET)]))
    assert duel.atk(at(duel, "V4-1600")) == 1900
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, FIELD_BREAK)}
    events = trap(duel, FIELD_BREAK)
    assert names(duel, 0, "gy") == [FIELD_C] and duel.atk(at(duel, "V4-1600")) == 1600
    window_for(duel, 0)
    assert offered(duel) == {find(duel, FIELD_GUARD)}
    events += trap(duel, FIELD_GUARD)
    settle(duel)
    assert not retargets(events)
    assert names(duel, 0, "hand") == ["V2-500"]
    assert duel.lp == [7800, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_C, FIELD_GUARD, "V4-1600"])
    assert names(duel, 1, "mzone")[0] == "V4-1800" and names(duel, 1, "gy") == [FIELD_BREAK]


def test_hx_320_the_turn_players_trap_removes_the_targets_equip_before_calculation() -> None:
    """HX-320 (R-TRAP-4, R-TRAP-5, R-EQUIP-4, R-REPLAY-5, R-DMG-4, R-CALC-1):
    "HX Spell Snipe" (Trap): Requirement: a monster you control declares an attack.
    Effect: destroy 1 Spell Card in your opponent's Spell & Trap Zones.
    Setup: on turn 2 P2 equipped FX-MACHINE-EQUIP to its Cyber Dragon (Rush) (2600). P1
    turn 3: Dark Magician (Rush) (2500); HX Spell Snipe Set earlier. P2 has no Trap.
    Actions: Dark Magician attacks Cyber Dragon. (a) P1 activates HX Spell Snipe.
    (b) P1 passes.
    Expected: P2 has no Trap to use, so P1 is asked (offered only its own Trap). (a) The
    Equip Spell is destroyed, its effect ends: Cyber Dragon 2100; the same monsters,
    so no replay; 2500 vs 2100: Cyber Dragon is destroyed and P2 takes 400 (7600).
    (b) 2500 vs 2600: Dark Magician is destroyed and P1 takes 100 (7900)."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(DM, ATK)], spells=[(SPELL_SNIPE, SET)]),
                 p1=Side(monsters=[(CYBER, ATK)], hand=[MACHINE_EQUIP]))
    play(duel, MACHINE_EQUIP, picks=(find(duel, CYBER, 1, "mzone"),))
    to_turn(duel, 3)
    assert duel.atk(at(duel, CYBER)) == 2600
    attack(duel, DM, CYBER)
    window_for(duel, 0)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, SPELL_SNIPE)),
                                         Action("pass")}
    other = duel.clone()
    events = trap(duel, SPELL_SNIPE)
    settle(duel)
    assert not retargets(events)
    assert duel.lp == [8000, 7600]
    assert sorted(names(duel, 1, "gy")) == sorted([MACHINE_EQUIP, CYBER])
    assert names(duel, 0, "mzone")[0] == DM
    do(other, "pass")
    assert other.lp == [7900, 8000]
    assert names(other, 0, "gy") == [DM] and names(other, 1, "mzone")[0] == CYBER


def test_hx_321_piercing_against_a_def_bonus_that_leaves_in_the_window() -> None:
    """HX-321 (R-CALC-5, R-FIELD-1, R-DMG-4, R-TRAP-4, R-REPLAY-5, R-EQUIP-1):
    "HX Bulwark Field" (Field Spell): face-up monsters its controller controls gain 600
    DEF. "HX Field Snipe" (Trap): Requirement: a monster you control declares an
    attack. Effect: destroy 1 card in your opponent's Field Zone.
    Setup: P1 turn 3: Jointech Rex (since turn 1), HX Field Snipe Set earlier; hand:
    Jointech Rush Horn. P2 controls V4-WALL in face-up Defense (DEF 2000 + 600) and HX
    Bulwark Field face-up; no Trap.
    Actions: equip Rush Horn to Rex (2800, piercing); Rex attacks V4-WALL; (a) P1
    activates HX Field Snipe; (b) P1 passes.
    Expected: (a) the DEF bonus is gone at calculation: 2800 vs 2000, V4-WALL is
    destroyed and P2 takes 800 piercing damage (7200). (b) 2800 vs 2600: destroyed,
    200 piercing damage (7800)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN], spells=[(FIELD_SNIPE, SET)]),
                 p1=Side(monsters=[("V4-WALL", DEF)], field_spell=(BULWARK, ATK)))
    play(duel, HORN, zone="s1", picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2800 and duel.defense(at(duel, "V4-WALL")) == 2600
    attack(duel, REX, "V4-WALL")
    window_for(duel, 0)
    other = duel.clone()
    trap(duel, FIELD_SNIPE)
    settle(duel)
    assert duel.lp == [8000, 7200]
    assert sorted(names(duel, 1, "gy")) == sorted([BULWARK, "V4-WALL"])
    do(other, "pass")
    assert other.lp == [8000, 7800] and names(other, 1, "gy") == ["V4-WALL"]


def test_hx_322_the_attackers_field_spell_lowers_a_flipped_targets_def() -> None:
    """HX-322 (R-DMG-3, R-FIELD-1, R-DMG-4, R-CALC-4, R-CALC-5, R-EQUIP-1):
    "HX Erosion Field" (Field Spell): face-up monsters its controller's opponent
    controls lose 500 DEF.
    Setup: P1 turn 3: Blue-Eyes White Dragon and Jointech Rex (since turn 1), HX Erosion
    Field face-up; hand: Jointech Rush Horn. P2 controls face-down V5-WALL (DEF 3000)
    and face-down V4-WALL (DEF 2000).
    Actions: equip Rush Horn to Rex; Blue-Eyes attacks V5-WALL; Rex attacks V4-WALL.
    Expected: each target is turned face-up Defense before calculation, and from then
    on the Field Spell lowers its DEF. 3000 vs 2500: V5-WALL is destroyed, no damage
    (without the Field Spell it would have been 3000 vs 3000). 2800 vs 1500: V4-WALL
    is destroyed and P2 takes 1300 piercing damage (6700). P1 takes nothing."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (REX, ATK)], hand=[HORN],
                         field_spell=(EROSION, ATK)),
                 p1=Side(monsters=[("V5-WALL", SET), ("V4-WALL", SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    attack(duel, BEWD, "V5-WALL")
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == ["V5-WALL"]
    attack(duel, REX, "V4-WALL")
    assert duel.lp == [8000, 6700]
    assert sorted(names(duel, 1, "gy")) == sorted(["V5-WALL", "V4-WALL"])


def test_hx_323_a_trap_gives_the_attacker_piercing_in_the_attack_window() -> None:
    """HX-323 (R-CALC-5, R-CALC-4, R-TRAP-4, R-TRAP-5, R-DMG-4):
    "HX Lance Order" (Trap): Requirement: a monster you control declares an attack.
    Effect: that monster gains 500 ATK and inflicts piercing battle damage this turn.
    Setup: P1 turn 3, Battle Phase: V4-1800; HX Lance Order Set earlier. P2 controls
    V4-WALL in face-up Defense (DEF 2000); no Trap.
    Actions: V4-1800 attacks V4-WALL; (a) P1 activates HX Lance Order; (b) P1 passes.
    Expected: (a) 2300 with piercing against DEF 2000: V4-WALL is destroyed and P2
    takes 300 (7700). (b) 1800 vs DEF 2000: nothing destroyed, P1 takes 200 (7800)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], spells=[(LANCE, SET)]),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 0)
    other = duel.clone()
    trap(duel, LANCE)
    settle(duel)
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-WALL"]
    do(other, "pass")
    assert other.lp == [7800, 8000] and names(other, 1, "mzone")[0] == "V4-WALL"


def test_hx_324_an_atk_loss_stops_at_zero_and_zero_against_zero_destroys_nothing() -> None:
    """HX-324 (R-CALC-3, R-DMG-4, R-TRAP-5, R-CALC-1, R-BATTLE-2):
    "HX Heavy Drain" (Trap): Requirement: an opponent's monster declares an attack.
    Effect: the attacking monster loses 2000 ATK this turn.
    Setup: P1 turn 3, Battle Phase: V4-1600 and V4-1800. P2 controls V4-0 in face-up
    Attack and has HX Heavy Drain Set earlier.
    Actions: V4-1600 attacks V4-0; P2 activates HX Heavy Drain. Then V4-1800 attacks
    V4-0.
    Expected: V4-1600's ATK becomes 0 (never below 0): 0 vs 0 in Attack Position,
    nothing is destroyed and nobody takes damage. V4-1800 then destroys V4-0: P2 takes
    1800 (6200)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-0", ATK)], spells=[(HEAVY_DRAIN, SET)]))
    attack(duel, "V4-1600", "V4-0")
    window_for(duel, 1)
    trap(duel, HEAVY_DRAIN)
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 0
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[:2] == ["V4-1600", "V4-1800"]
    assert names(duel, 1, "mzone")[0] == "V4-0" and names(duel, 1, "gy") == [HEAVY_DRAIN]
    attack(duel, "V4-1800", "V4-0")
    assert duel.lp == [8000, 6200] and sorted(names(duel, 1, "gy")) == sorted(
        [HEAVY_DRAIN, "V4-0"])


# ============================================== a monster that attacks twice
def test_hx_325_a_cancelled_replay_uses_one_of_two_attacks_the_next_is_declared() -> None:
    """HX-325 (R-REPLAY-2, R-REPLAY-3, R-BATTLE-2, R-REPLAY-1, R-REPLAY-4, R-TRAP-5,
    R-CALC-4): "HX Twin Striker" (Level 4, 1700/1000): Requirement: none. Effect: this
    card can attack twice this turn.
    Setup: P1 turn 3: face-up HX Twin Striker (since turn 1). P2 controls V4-1600; hand:
    V4-WALL; FX-BOUNCE-ON-ATTACK and FX-WALL-ON-DIRECT Set earlier.
    Actions: activate the Striker; it attacks V4-1600; P2 returns V4-1600 to the hand;
    P1 cancels the replay. The Striker then attacks directly; P2 activates
    FX-WALL-ON-DIRECT (V4-WALL); P1 chooses V4-WALL.
    Expected: the replay offers only a direct attack or cancel. The cancelled attack
    counts: exactly one attack is left, and with P2's field empty it is a direct
    attack. It is a new declaration, so FX-WALL-ON-DIRECT is offered. The wall's
    arrival replays: V4-WALL or cancel. 1700 vs DEF 2000: P1 takes 300 (7700).
    No third attack."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                         spells=[(BOUNCE, SET), (WALL_TRAP, SET)]))
    twin = find(duel, TWIN, 0, "mzone")
    do(duel, f"activate {twin}")
    answer(duel)
    attack(duel, TWIN, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, BOUNCE)}
    trap(duel, BOUNCE)
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "cancel")
    assert duel.lp == [8000, 8000]
    assert attacks(duel) == {Action("attack", twin, target=DIRECT)}
    attack(duel, TWIN)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, WALL_TRAP)}
    trap(duel, WALL_TRAP)
    answer(duel, picks=(find(duel, "V4-WALL", 1, "hand"),))
    settle(duel)
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [7700, 8000]
    no_more_attacks(duel)


def test_hx_326_hook_ds_remove_on_the_first_of_two_attacks_frees_a_direct_one(
        monkeypatch: MP) -> None:
    """HX-326 (R-DMG-2, R-REPLAY-7, R-BATTLE-2, R-BATTLE-5, R-BATTLE-3, R-CALC-6):
    HX Twin Striker as in HX-325.
    Setup: P1 turn 3: face-up HX Twin Striker (since turn 1). P2 controls only V4-1600.
    HOOK-DS-REMOVE is armed.
    Actions: activate the Striker; it attacks V4-1600; at the start of the Damage Step
    V4-1600 returns to P2's hand; then the Striker attacks again.
    Expected: no damage calculation and no replay (8000 / 8000); the first attack is
    used. P2 controls no monsters, so the second attack is direct: P2 6300. No third."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]), p1=Side(monsters=[("V4-1600", ATK)]))
    twin = find(duel, TWIN, 0, "mzone")
    do(duel, f"activate {twin}")
    answer(duel)
    at_damage_step(monkeypatch, hook_ds_remove)
    events = attack(duel, TWIN, "V4-1600")
    assert not retargets(events) and duel.request.kind == "battle"
    assert duel.lp == [8000, 8000] and names(duel, 1, "hand") == ["V4-1600"]
    assert attacks(duel) == {Action("attack", twin, target=DIRECT)}
    attack(duel, TWIN)
    assert duel.lp == [8000, 6300]
    no_more_attacks(duel)


def test_hx_327_after_the_first_battle_a_summoned_wall_is_the_only_second_target() -> None:
    """HX-327 (R-BATTLE-2, R-BATTLE-3, R-DMG-5, R-TRAP-5, R-CALC-1, R-CALC-4):
    HX Twin Striker as in HX-325. "HX Last Guard" (Trap): Requirement: a monster you
    control is destroyed by battle. Effect: Special Summon 1 Level 4 or lower monster
    from your hand in face-up Defense Position.
    Setup: P1 turn 3: face-up HX Twin Striker (since turn 1). P2 controls only V4-1400;
    hand: V4-WALL; HX Last Guard Set earlier.
    Actions: activate the Striker; it attacks V4-1400; after the battle P2 activates
    HX Last Guard (V4-WALL); the Striker attacks again.
    Expected: 1700 vs 1400: P2 takes 300 (7700) and V4-1400 is in the GY when the
    battle-result window opens. After V4-WALL arrives the second attack may only go to
    V4-WALL (no direct attack): 1700 vs DEF 2000, P1 takes 300 (7700)."""
    duel = build(p0=Side(monsters=[(TWIN, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-WALL"],
                         spells=[(LAST_GUARD, SET)]))
    twin = find(duel, TWIN, 0, "mzone")
    do(duel, f"activate {twin}")
    answer(duel)
    attack(duel, TWIN, "V4-1400")
    window_for(duel, 1)
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1400"]
    assert offered(duel) == {find(duel, LAST_GUARD)}
    trap(duel, LAST_GUARD)
    answer(duel)
    settle(duel)
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.pos[duel.inst(wall)] == DEF
    assert attacks(duel) == {Action("attack", twin, target=wall)}
    attack(duel, TWIN, "V4-WALL")
    assert duel.lp == [7700, 7700] and names(duel, 1, "mzone")[0] == "V4-WALL"
    no_more_attacks(duel)


# ============================================== replays caused by either player
def test_hx_328_the_attackers_trap_puts_a_monster_on_the_defenders_field() -> None:
    """HX-328 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-4, R-BATTLE-3, R-CALC-4,
    R-MAIN-4): "HX Decoy Gift" (Trap): Requirement: a monster you control declares an
    attack. Effect: Special Summon 1 Level 4 or lower monster from your GY to your
    opponent's field in face-up Defense Position.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon; GY: V4-1400; HX Decoy Gift
    Set earlier. P2 controls no monsters and has no Trap.
    Actions: Blue-Eyes attacks directly; P1 activates HX Decoy Gift; P1 chooses
    V4-1400.
    Expected: the cause does not matter: a monster arrived on P2's field, so a direct
    attack is no longer possible and a replay offers V4-1400 or cancel (no direct).
    V4-1400 is a monster P2 controls. 3000 vs DEF 1200: it is destroyed, nobody takes
    damage, and it goes to its owner's (P1's) GY."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)], gy=["V4-1400"],
                                         spells=[(GIFT, SET)]))
    attack(duel, BEWD)
    window_for(duel, 0)
    trap(duel, GIFT)
    answer(duel)
    settle(duel)
    assert names(duel, 1, "mzone")[0] == "V4-1400"
    v14 = find(duel, "V4-1400", 1, "mzone")
    assert duel.pos[duel.inst(v14)] == DEF
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=v14), Action("cancel")}
    do(duel, f"target {v14}")
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([GIFT, "V4-1400"])
    assert names(duel, 1, "gy") == [] and names(duel, 1, "mzone") == ["", "", ""]


def test_hx_329_a_summon_on_the_attackers_side_is_no_replay_an_answer_to_it_is() -> None:
    """HX-329 (R-REPLAY-1, R-REPLAY-2, R-TRAP-6, R-TRAP-4, R-BATTLE-2, R-CALC-1,
    R-CALC-6): "HX Reinforce" (Trap): Requirement: a monster you control declares an
    attack. Effect: Special Summon 1 Level 4 or lower monster from your hand in face-up
    Attack Position.
    Setup: P1 turn 3, Battle Phase: V4-1800; hand: V4-1400; HX Reinforce Set earlier.
    P2 controls V4-1600; hand: Blue-Eyes White Dragon; Dragon Encounter Set earlier.
    Actions: V4-1800 attacks V4-1600; P1 activates HX Reinforce (V4-1400). (a) P2
    passes; then V4-1400 attacks. (b) P2 activates Dragon Encounter (Blue-Eyes, Attack);
    P1 chooses V4-1600.
    Expected: the declaration offers P2 nothing, so P1 is asked. The summon opens a new
    window, P2 first (Dragon Encounter offered). (a) Only P1's field changed: no
    replay; 1800 vs 1600: P2 7800. V4-1400, summoned this turn, may attack; P2 has no
    monster: direct, P2 6400. (b) P2's field changed: a replay offers V4-1600,
    Blue-Eyes or cancel; V4-1600 again: P2 7800."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], hand=["V4-1400"],
                                         spells=[(REINFORCE, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, REINFORCE)}
    trap(duel, REINFORCE)
    answer(duel)
    assert names(duel, 0, "mzone")[:2] == ["V4-1800", "V4-1400"]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    other = duel.clone()
    events = do(duel, "pass")
    assert not retargets(events) and duel.request.kind == "battle"
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1600"]
    v14 = find(duel, "V4-1400", 0, "mzone")
    assert attacks(duel) == {Action("attack", v14, target=DIRECT)}
    attack(duel, "V4-1400")
    assert duel.lp == [8000, 6400]
    trap(other, ENCOUNTER)
    answer(other, picks=(find(other, BEWD, 1, "hand"),), pos="atk")
    settle(other)
    a, b = find(other, "V4-1600", 1, "mzone"), find(other, BEWD, 1, "mzone")
    assert other.request.kind == "replay" and other.current_player == 0
    assert set(other.legal_actions()) == {Action("target", target=a),
                                          Action("target", target=b), Action("cancel")}
    do(other, f"target {a}")
    assert other.lp == [8000, 7800]
    assert sorted(names(other, 1, "gy")) == sorted([ENCOUNTER, "V4-1600"])


def test_hx_330_a_monster_that_arrives_and_leaves_again_still_replays() -> None:
    """HX-330 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-6, R-TRAP-4, R-CALC-6):
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon; Compulsory Evacuation Device
    (Rush) Set earlier. P2 controls no monsters; hand: V4-WALL; FX-WALL-ON-DIRECT Set
    earlier.
    Actions: Blue-Eyes attacks directly; P2 activates FX-WALL-ON-DIRECT (V4-WALL in
    Defense); in the new window P1 activates the Device and returns V4-WALL to P2's
    hand; P1 attacks directly.
    Expected: after the wall's summon P2 has nothing, so P1 is asked and may use the
    Device (a summon by either player). A monster arrived on P2's field after the
    declaration: the group of P2's monsters changed, so a replay happens even though
    P2's field is empty again (R-REPLAY-1: compared after each window). The replay
    offers a direct attack or cancel; direct: P2 5000. (Reading chosen where RULES.md
    is not explicit: a change seen after a window is not undone by a later one.)"""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)], spells=[(CED, SET)]),
                 p1=Side(hand=["V4-WALL"], spells=[(WALL_TRAP, SET)]))
    attack(duel, BEWD)
    window_for(duel, 1)
    trap(duel, WALL_TRAP)
    answer(duel)
    assert names(duel, 1, "mzone")[0] == "V4-WALL"
    window_for(duel, 0)
    assert offered(duel) == {find(duel, CED)}
    trap(duel, CED)
    answer(duel, picks=(find(duel, "V4-WALL", 1, "mzone"),))
    settle(duel)
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert duel.request is not None and duel.request.kind == "replay", (duel.lp, duel.turn)
    assert duel.current_player == 0 and names(duel, 1, "hand") == ["V4-WALL"]
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 5000]


def test_hx_331_a_monster_that_may_attack_directly_still_replays_on_a_change() -> None:
    """HX-331 (R-REPLAY-1, R-REPLAY-2, R-BATTLE-3, R-CALC-6, R-TRAP-5):
    "HX Phantom Raider" (Level 4, 1500/1000): Requirement: none. Effect: this card can
    attack directly this turn. "HX Recall Guard" (Trap): Requirement: an opponent's
    monster declares a direct attack. Effect: return 1 monster you control to the hand.
    Setup: P1 turn 3: face-up HX Phantom Raider (since turn 1). P2 controls V4-1600 and
    (a) has HX Recall Guard Set earlier; (b) has no Trap.
    Actions: activate the Raider; it attacks directly (P2 controls a monster); (a) P2
    returns V4-1600 to the hand.
    Expected: the effect allows the direct attack although P2 controls a monster.
    (a) P2's group changed: a replay, whatever its cause; P2 now controls no monster,
    so P1 may attack directly or cancel; direct: P2 6500. (b) nothing changed: no
    replay, P2 6500 and V4-1600 stays."""
    for guard in (True, False):
        duel = build(p0=Side(monsters=[(RAIDER, ATK)]),
                     p1=Side(monsters=[("V4-1600", ATK)],
                             spells=[(RECALL_GUARD, SET)] if guard else []))
        raider = find(duel, RAIDER, 0, "mzone")
        do(duel, f"activate {raider}")
        answer(duel)
        do(duel, "battle")
        assert Action("attack", raider, target=DIRECT) in attacks(duel)
        events = attack(duel, RAIDER)
        if guard:
            window_for(duel, 1)
            trap(duel, RECALL_GUARD)
            answer(duel)
            assert names(duel, 1, "hand") == ["V4-1600"]
            assert duel.request.kind == "replay"
            assert set(duel.legal_actions()) == {Action("target", target=DIRECT),
                                                 Action("cancel")}
            do(duel, "target direct")
        else:
            assert not retargets(events) and names(duel, 1, "mzone")[0] == "V4-1600"
        assert duel.lp == [8000, 6500], guard


# ============================================== the Damage Step hook
def test_hx_332_the_attacker_leaving_at_the_damage_step_ends_its_attack(monkeypatch: MP) -> None:
    """HX-332 (R-DMG-2, R-BATTLE-5, R-DMG-5, R-TRAP-5, R-CALC-1):
    "HX Battle Salve" (Trap): Requirement: you take battle damage. Effect: you gain
    1000 LP. A harness hook stands in for an effect that, at the start of the next
    Damage Step, returns the attacking monster to its owner's hand.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and V4-1800. P2 controls
    V4-1600 and has HX Battle Salve Set earlier.
    Actions: Blue-Eyes attacks V4-1600 (the hook returns Blue-Eyes); V4-1800 attacks
    V4-1600; P2 activates HX Battle Salve.
    Expected: no damage calculation: nobody takes damage, V4-1600 stays and no window
    offers the Salve. V4-1800 may still attack: 1800 vs 1600, P2 takes 200; that
    battle's window offers the Salve: 7800 + 1000 = 8800."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(SALVE, SET)]))

    def leave(d: Duel, atk: Any) -> None:
        d.move(d.inst(atk.attacker), HAND, reason="effect", by=1)

    at_damage_step(monkeypatch, leave)
    attack(duel, BEWD, "V4-1600")
    assert duel.request.kind == "battle" and duel.lp == [8000, 8000]
    assert names(duel, 0, "hand") == [BEWD] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "szone")[0] == SALVE
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SALVE)}
    trap(duel, SALVE)
    assert duel.lp == [8000, 8800] and names(duel, 1, "gy") == ["V4-1600", SALVE]


def test_hx_333_a_replayed_target_removed_in_the_damage_step_has_no_second_replay(
        monkeypatch: MP) -> None:
    """HX-333 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-7, R-DMG-1, R-DMG-2, R-BATTLE-5,
    R-CALC-6): Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and Dark Magician
    (Rush). P2 controls V4-1600 (A) and V4-1400 (B) and has FX-BOUNCE-ON-ATTACK Set
    earlier.
    Actions: Blue-Eyes attacks A; P2 returns A to the hand; P1 chooses B; HOOK-DS-REMOVE
    returns B at the start of the Damage Step. Then Dark Magician attacks.
    Expected: the replay offers B or cancel. Once the Damage Step has begun there is no
    replay and no damage calculation: Blue-Eyes' attack is used (LP 8000 / 8000). P2
    controls no monsters: Dark Magician attacks directly, P2 5500."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[(BOUNCE, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, BOUNCE)
    b = find(duel, "V4-1400", 1, "mzone")
    assert set(duel.legal_actions()) == {Action("target", target=b), Action("cancel")}
    at_damage_step(monkeypatch, hook_ds_remove)
    events = do(duel, f"target {b}")
    assert len(retargets(events)) == 1 and duel.request.kind == "battle"
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "hand")) == ["V4-1400", "V4-1600"]
    dm = find(duel, DM, 0, "mzone")
    assert attacks(duel) == {Action("attack", dm, target=DIRECT)}
    attack(duel, DM)
    assert duel.lp == [8000, 5500]


def test_hx_334_a_field_spell_gone_in_the_damage_step_leaves_the_lower_atk(
        monkeypatch: MP) -> None:
    """HX-334 (R-DMG-4, R-FIELD-1, R-REPLAY-7, R-CALC-1):
    Setup: P1 turn 3, Battle Phase: V4-1600 and FX-FIELD-C face-up (1900). P2 controls
    V4-1800. (a) No hook. (b) A harness hook stands in for an effect that destroys
    P1's Field Spell at the start of the Damage Step.
    Actions: V4-1600 attacks V4-1800.
    Expected: calculation uses the ATK at that moment. (a) 1900 vs 1800: V4-1800 is
    destroyed, P2 takes 100 (7900). (b) 1600 vs 1800: V4-1600 is destroyed, P1 takes
    200 (7800); V4-1800 stays."""
    def fresh() -> Duel:
        return build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)],
                                             field_spell=(FIELD_C, ATK)),
                     p1=Side(monsters=[("V4-1800", ATK)]))

    plain = fresh()
    attack(plain, "V4-1600", "V4-1800")
    assert plain.lp == [8000, 7900] and names(plain, 1, "gy") == ["V4-1800"]
    duel = fresh()

    def destroy_field(d: Duel, _atk: Any) -> None:
        d.move(d.fz[0], GY, reason="destroy", by=1)

    at_damage_step(monkeypatch, destroy_field)
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [7800, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_C, "V4-1600"])
    assert names(duel, 1, "mzone")[0] == "V4-1800"


def test_hx_335_an_attacker_turned_to_defense_in_the_damage_step_does_not_battle(
        monkeypatch: MP) -> None:
    """HX-335 (R-DMG-2, R-BATTLE-5, R-BATTLE-2, R-CALC-4):
    A harness hook stands in for an effect that, at the start of the next Damage Step,
    changes the attacking monster to face-up Defense Position.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon and V4-1800. P2 controls
    V4-1600.
    Actions: Blue-Eyes attacks V4-1600 (the hook turns it to Defense); V4-1800 attacks.
    Expected: the attacker can no longer battle: no damage calculation, no damage and
    V4-1600 stays; Blue-Eyes stays in Defense and cannot attack again. V4-1800 may
    still attack: 1800 vs 1600, P2 7800."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))

    def guard(d: Duel, atk: Any) -> None:
        d.set_position(d.inst(atk.attacker), DEF, reason="effect", by=1)

    at_damage_step(monkeypatch, guard)
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.pos[at(duel, BEWD)] == DEF
    v18 = find(duel, "V4-1800", 0, "mzone")
    assert {a.card for a in attacks(duel)} == {v18}
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7800]
