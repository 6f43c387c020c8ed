"""Held-out style conformance scenarios HX-176..HX-195, written like SC-01..SC-30 of RULES.md
section 19: Traps and what their effects do when they resolve, where rules meet. Costs,
destruction against protected and Maximum Mode monsters, Traps that Special Summon,
Traps reading a monster that changed, chains of windows (R-TRAP-6) and Traps Set by an
effect. Every expectation comes from RULES.md, or for a real card from its generated text.

The three small test cards below are not real cards.
"""

from __future__ import annotations

import itertools
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import Destroy, ReturnToHand, SpecialSummon
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_PROTECT

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    DM,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_A,
    FIELD_GUARD,
    HORN,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POOL,
    REX,
    SKULL,
    SRM,
    TCB,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused

CANNON, RUIN, SRP = "Counter Cannonball", "Widespread Ruin (Rush)", "Sevens Road Protection"
TORTOISE, BIND, GUST = "Giant Tortoise of Greed", "Phantom Bind", "Gust (Rush)"
FAULTY, SNOW, HAMMER = "Faulty Fire", "Driving Snow (Rush)", "Hammer Crush"
BRUTAL, GARDNA = "Brutal Retribution", "Long Shield Gardna"
SPARKY, SPARKS, CURTAIN = "Sparkhearts Girl", "Sparks (Rush)", "Curtain of Sparks"
SWAP, WALL_TRAP = "FX-SWAP-ON-ATTACK", "FX-WALL-ON-DIRECT"
VENGEFUL, CALL = "Vengeful Dragon's Counterattack", "Call of the Earthbound (Rush)"
SHIELD, SIESTA, PIGEONS = "Counter Shield", "Siesta Hold", "Counter Pigeons"

# ------------------------------------------------------------ test cards
_codes = itertools.count(966_500_001)
_CARDS: list[CardData] = []
KNIGHT = "HX Iron Knight"  # Level 4 EARTH Warrior 1600/1200; cannot be destroyed by battle
_CARDS.append(CardData(next(_codes), KNIGHT, CardType.MONSTER | CardType.EFFECT,
                       attribute=Attribute.EARTH, race="Warrior", level=4, atk=1600,
                       defense=1200, behaviour=CardScript(Effect(kind="continuous", mods=(
                           Cont(THIS, MOD_PROTECT, "battle", "cannot be destroyed by battle"),
                       )))))
FLASH = "HX Flash Call"  # Normal Spell: Special Summon, then return all your monsters
_CARDS.append(CardData(next(_codes), FLASH, CardType.SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4),
                                     position="atk"),
                       ReturnToHand(Sel(), low=0, high=ALL))))))
RAID = "HX Raid"  # Normal Spell: destroy, then take a monster from the opponent's GY
_CARDS.append(CardData(next(_codes), RAID, CardType.SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(Destroy(Sel(who="opp", face="up")),
                       SpecialSummon(Sel(where=("gy",), who="opp", kind="monster"),
                                     position="atk"))))))
_POOL = POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(_POOL, **kwargs)


def hand(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def mz(duel: Duel, name: str, p: int, nth: int = 0) -> int:
    return find(duel, name, p, "mzone", nth)


def idle(duel: Duel) -> None:
    """No Trap window and no replay is pending."""
    assert duel.request is None or duel.request.kind not in ("window", "replay"), duel.request


# ============================================================ costs, Levels, Types
def test_hx_176_counter_cannonball_counts_the_maximum_attackers_level_10() -> None:
    """HX-176. R-MAX-6, R-MAX-5, R-TRAP-5, R-REQ-1, R-TRAP-7, R-CALC-4.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces. P2 controls
    V4-WALL in face-up Defense; hand: V1-100; Counter Cannonball Set earlier.
    Actions: Maximum Summon; it attacks V4-WALL; P2 activates Counter Cannonball (cost:
    V1-100 from the hand).
    Expected: no window after the Maximum Summon (no attack). The attacker's Level is the
    center's 10: P1 takes 2000 (6000). 3500 vs DEF 2000: V4-WALL destroyed, no damage.
    P2's GY: V1-100, Counter Cannonball, V4-WALL."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-WALL", DEF)], hand=["V1-100"], spells=[(CANNON, SET)]))
    maximum(duel)
    assert duel.request.kind == "main" and duel.current_player == 0
    attack(duel, OVL, "V4-WALL")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CANNON)}
    trap(duel, CANNON)
    answer(duel, picks=(hand(duel, "V1-100", 1),))
    assert duel.lp == [6000, 8000]
    assert names(duel, 1, "gy") == ["V1-100", CANNON, "V4-WALL"]
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and duel.maxm[0]


def test_hx_177_sevens_road_protection_outlasts_torrential_but_not_the_turn() -> None:
    """HX-177. R-TRAP-4, R-TRAP-5, R-TRAP-6, R-EFF-6, R-END-1, R-TRAP-2.
    Setup: P1 turn 3; hand: V4-1600, V4-1800; Torrential Tribute (Rush) and Mirror Force
    (Rush) Set earlier. P2 controls face-up Sevens Road Magician (since turn 2); GY:
    Sevens Road Magician; Sevens Road Protection Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Sevens Road Protection and changes
    V4-1600 to face-up Defense. P1 Normal Summons V4-1800 and activates Torrential
    Tribute. Turn 4: Sevens Road Magician attacks directly; P1 activates Mirror Force.
    Expected: the Protection's window holds no summon: Torrential is not offered. After
    the second summon P1 may use it: both P1 monsters are destroyed, the Magician is
    not (P1's card effect, this turn). On turn 4 the protection has ended: Mirror Force
    destroys the Magician. LP stay 8000 each."""
    duel = build(p0=Side(hand=["V4-1600", "V4-1800"], spells=[(TORRENT, SET), (MIRROR, SET)]),
                 p1=Side(monsters=[(SRM, ATK, 2)], gy=[SRM], spells=[(SRP, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SRP)}
    trap(duel, SRP)
    answer(duel, yes=True)
    assert duel.pos[at(duel, "V4-1600")] == DEF
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1800", TORRENT])
    assert names(duel, 1, "mzone") == [SRM, "", ""]
    to_turn(duel, 4)
    attack(duel, SRM)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, MIRROR)}
    trap(duel, MIRROR)
    assert names(duel, 1, "mzone") == ["", "", ""] and names(duel, 1, "gy") == [SRM, SRP, SRM]
    assert duel.lp == [8000, 8000]


def test_hx_178_widespread_ruin_lets_its_owner_choose_among_tied_highest() -> None:
    """HX-178. R-REQ-3, R-TRAP-5, R-BATTLE-5, R-REPLAY-1, R-CALC-1, R-BATTLE-2.
    Setup: P1 turn 3, Battle Phase: two V4-1800 (A, B) face-up Attack and Blue-Eyes White
    Dragon in face-up Defense. P2 controls V4-1400 and has Widespread Ruin (Rush) Set
    earlier.
    Actions: A attacks V4-1400; P2 activates Widespread Ruin. (a) P2 destroys B. (b) P2
    destroys A; then B attacks V4-1400.
    Expected: the highest ATK among P1's Attack Position monsters is 1800 (Blue-Eyes is
    in Defense): P2 may choose A or B only. (a) B is destroyed; P2's monsters did not
    change (no replay): 1800 vs 1400, P2 7600. (b) the attack ends with no damage; B's
    own attack then gives P2 7600."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1800", ATK),
                                                   (BEWD, DEF)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(RUIN, SET)]))
    a, b = mz(duel, "V4-1800", 0), mz(duel, "V4-1800", 0, 1)
    do(duel, f"attack {a} -> {mz(duel, 'V4-1400', 1)}")
    window_for(duel, 1)
    trap(duel, RUIN)
    assert duel.request.kind == "pick" and picks(duel) == {a, b}
    other = duel.clone()
    answer(duel, picks=(b,))
    assert duel.lp == [8000, 7600] and names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 0, "mzone")[0] == "V4-1800" and names(duel, 1, "gy") == [RUIN, "V4-1400"]
    answer(other, picks=(a,))
    assert other.lp == [8000, 8000] and names(other, 1, "mzone")[0] == "V4-1400"
    assert other.request.kind == "battle" and other.inst(b) >= 0
    do(other, f"attack {b} -> {mz(other, 'V4-1400', 1)}")
    assert other.lp == [8000, 7600] and names(other, 0, "gy") == ["V4-1800"]


def test_hx_179_the_turn_players_own_torrential_destroys_its_maximum_monster() -> None:
    """HX-179. R-MAX-9, R-MAX-8, R-MAX-2, R-TRAP-4, R-TRAP-6, R-TRAP-7.
    Setup: P1 turn 3; hand: the three Overlord pieces; Torrential Tribute (Rush) Set
    earlier. P2 controls face-up Blue-Fang Burst Dragon; RB Dragophone Set earlier; Deck
    top: V1-100, V2-500.
    Actions: Maximum Summon; P1 activates Torrential Tribute; P2 activates RB Dragophone
    and Special Summons Blue-Fang Burst Dragon from its GY in Attack.
    Expected: P2 has nothing for the Special Summon, so P1 is offered its Trap. The
    Overlord's protection covers only the opponent's Traps: all three pieces go to P1's
    GY with Torrential Tribute; Blue-Fang too. In the new window P2 (asked first) mills
    V1-100 and V2-500 and, controlling no monsters, revives Blue-Fang."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    maximum(duel)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, TORRENT])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG and duel.pos[at(duel, BLUE_FANG)] == ATK
    assert names(duel, 1, "gy") == ["V1-100", "V2-500", DRAGOPHONE]
    assert duel.request.kind == "main" and duel.current_player == 0


def test_hx_180_a_tribute_summon_over_a_maximum_monster_offers_two_traps_one_used() -> None:
    """HX-180. R-MAX-7, R-MAX-8, R-MAX-2, R-TRAP-3, R-TRAP-5, R-MAIN-3.
    Setup: P1 turn 3; hand: the three Overlord pieces, Summoned Skull (Rush). P2 has Giant
    Tortoise of Greed and Trap Hole (Rush) Set earlier.
    Actions: Maximum Summon; Tribute Summon Summoned Skull with the Maximum monster; P2
    activates Giant Tortoise of Greed.
    Expected: the Maximum Summon (a Special Summon) offers neither Trap. The Tribute takes
    all three pieces to the GY; the Tribute Summon is a Normal Summon of a 2500 ATK
    monster: both Traps qualify, one is used. P2 draws 2; the Tortoise's window holds no
    summon, so Trap Hole stays Set and Skull stays."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, SKULL]),
                 p1=Side(spells=[(TORTOISE, SET), (TRAP_HOLE, SET)]))
    maximum(duel)
    assert duel.request.kind == "main" and duel.current_player == 0
    center = mz(duel, OVL, 0)
    do(duel, f"summon {hand(duel, SKULL)} z1")
    answer(duel, picks=(center,))
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", SKULL, ""] and not duel.maxm[0]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORTOISE), find(duel, TRAP_HOLE)}
    before = len(duel.hand[1])
    trap(duel, TORTOISE)
    assert len(duel.hand[1]) == before + 2
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[1] == TRAP_HOLE and names(duel, 0, "mzone")[1] == SKULL


def test_hx_181_phantom_bind_counts_the_type_the_attacker_has_this_turn() -> None:
    """HX-181. R-CARD-2, R-EFF-6, R-TRAP-5, R-CALC-1, R-END-1.
    Setup: P1 turn 3: face-up V4-1800 (a Warrior, since turn 1); hand: Type Change Beam,
    Blue-Eyes White Dragon; GY: Lesser Dragon (Rush), Baby Dragon (Rush) (Dragons),
    V4-1600, V4-1400, V2-500 (Warriors). P2 controls V4-1400; Phantom Bind Set earlier.
    Actions: Type Change Beam reveals Blue-Eyes and makes V4-1800 a Dragon; it attacks
    V4-1400; P2 activates Phantom Bind.
    Expected: the attacker is a Dragon now: 2 Dragons in P1's GY, -200 (not -300): 1600
    vs 1400, P2 7800. On turn 4 V4-1800 is a Warrior with 1800 again."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[TCB, BEWD],
                         gy=["Lesser Dragon (Rush)", "Baby Dragon (Rush)", "V4-1600", "V4-1400",
                             "V2-500"]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(BIND, SET)]))
    v18 = at(duel, "V4-1800")
    play(duel, TCB, zone="s0", picks=(hand(duel, BEWD), duel.oid[v18]))
    assert duel.race(v18) == "Dragon"
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, BIND)
    idle(duel)
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == [BIND, "V4-1400"]
    to_turn(duel, 4)
    assert duel.race(v18) == "Warrior" and duel.atk(v18) == 1800


# ============================================================ Spell/Trap destruction
def test_hx_182_an_equip_spell_sent_with_its_monster_is_not_destroyed() -> None:
    """HX-182. R-EQUIP-4, R-TRAP-5, R-TRAP-6, R-BATTLE-5.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn; Gust (Rush)
    and Faulty Fire Set earlier. P2 controls V4-1600 and has Sakuretsu Armor (Rush) Set
    earlier.
    Actions: equip Rush Horn to Rex (2800); Rex attacks V4-1600; P2 activates the Armor.
    Expected: Rex is destroyed and Rush Horn is sent to the GY because its monster left:
    that is no destruction by a card effect, so neither Gust ("a Spell Card you control
    is destroyed") nor Faulty Fire is offered. No damage; both stay Set."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN], spells=[(GUST, SET), (FAULTY, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(ARMOR, SET)]))
    play(duel, HORN, zone="s2", picks=(mz(duel, REX, 0),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX, "V4-1600")
    window_for(duel, 1)
    trap(duel, ARMOR)
    idle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([REX, HORN]) and duel.lp == [8000, 8000]
    assert names(duel, 0, "szone") == [GUST, FAULTY, ""]
    assert all(duel.pos[i] == SET for i in duel.sz[0] if i >= 0)


def test_hx_183_four_windows_destruction_answers_destruction_in_turn() -> None:
    """HX-183. R-TRAP-6, R-TRAP-4, R-REQ-2, R-EQUIP-4, R-FIELD-1, R-TRAP-7.
    Setup: P1 turn 3: Jointech Rex (since turn 1); hand: Jointech Rush Horn, Hammer Crush,
    V1-100; Gust (Rush) Set earlier. P2 controls V4-1600 and face-up FX-FIELD-A; Mirror
    Force (Rush), Driving Snow (Rush) and FX-FIELD-GUARD Set earlier.
    Actions: equip Rush Horn to Rex; Hammer Crush (cost V1-100) destroys Mirror Force; P2
    activates Driving Snow on Rush Horn; P1 activates Gust on FX-FIELD-A; P2 activates
    FX-FIELD-GUARD.
    Expected: each Trap's events open a new window where P2 is asked first: Driving Snow
    (a Trap of P2 destroyed by P1's Spell), then Gust for P1 only (its Spell destroyed
    by P2's Trap), then FX-FIELD-GUARD for P2. Rex 2800 -> 2500; V4-1600 1700 -> 1600;
    P2 draws 1. GYs: P1 V1-100, Hammer Crush, Rush Horn, Gust; P2 Mirror Force, Driving
    Snow, FX-FIELD-A, FX-FIELD-GUARD."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN, HAMMER, "V1-100"],
                         spells=[(GUST, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(MIRROR, SET), (SNOW, SET), (FIELD_GUARD, SET)]))
    rex, v16 = at(duel, REX), at(duel, "V4-1600", 1)
    play(duel, HORN, zone="s1", picks=(duel.oid[rex],))
    assert duel.request.kind == "main" and duel.atk(rex) == 2800 and duel.atk(v16) == 1700
    play(duel, HAMMER, zone="s2", picks=(hand(duel, "V1-100"), find(duel, MIRROR)))
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SNOW)}
    trap(duel, SNOW)
    answer(duel, picks=(find(duel, HORN),))
    assert duel.atk(rex) == 2500
    window_for(duel, 0)
    assert offered(duel) == {find(duel, GUST)}
    trap(duel, GUST)
    answer(duel, picks=(find(duel, FIELD_A),))
    assert duel.atk(v16) == 1600
    window_for(duel, 1)
    count = len(duel.hand[1])
    trap(duel, FIELD_GUARD)
    assert len(duel.hand[1]) == count + 1
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == ["V1-100", HAMMER, HORN, GUST]
    assert names(duel, 1, "gy") == [MIRROR, SNOW, FIELD_A, FIELD_GUARD]


# ============================================================ Traps that Special Summon
def test_hx_184_brutal_retribution_brings_back_attackers_that_may_attack_again() -> None:
    """HX-184. R-TRAP-6, R-TRAP-4, R-BATTLE-5, R-BATTLE-2, R-EFF-4, R-ZONE-5, R-CALC-6.
    Setup: P1 turn 3, Battle Phase: V4-1800 and V4-1600 face-up Attack, face-down V4-WALL;
    GY: Blue-Eyes White Dragon; Brutal Retribution Set earlier. P2 controls V4-1400 and
    has Mirror Force (Rush) Set earlier.
    Actions: V4-1800 attacks V4-1400; P2 activates Mirror Force; P1 activates Brutal
    Retribution, Special Summoning Blue-Eyes and V4-1800 in Attack; Blue-Eyes attacks
    V4-1400; V4-1800 attacks directly.
    Expected: two face-up Normal Monsters were destroyed at once by P2's card effect (the
    face-down wall stays); P1 is offered its Trap, choosing among the three monsters in
    its GY (two free zones). The attack ended with no damage; the revived monsters are
    new and may attack: P2 6400, then 4600."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V4-WALL", SET)],
                         gy=[BEWD], spells=[(BRUTAL, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(MIRROR, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    trap(duel, MIRROR)
    assert names(duel, 0, "mzone") == ["", "", "V4-WALL"] and duel.lp == [8000, 8000]
    window_for(duel, 0)
    assert offered(duel) == {find(duel, BRUTAL)}
    trap(duel, BRUTAL)
    gy = {find(duel, n, 0, "gy") for n in (BEWD, "V4-1800", "V4-1600")}
    assert duel.request.kind == "pick" and picks(duel) == gy
    answer(duel, picks=(find(duel, BEWD, 0, "gy"), find(duel, "V4-1800", 0, "gy")), pos="atk")
    assert sorted(names(duel, 0, "mzone")) == sorted([BEWD, "V4-1800", "V4-WALL"])
    assert duel.request.kind == "battle"
    attack(duel, BEWD, "V4-1400")
    assert duel.lp == [8000, 6400]
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 4600]


def test_hx_185_gardnas_cost_moves_it_out_of_mirror_forces_reach() -> None:
    """HX-185. R-REQ-1, R-REQ-2, R-POS-4, R-EFF-6, R-BATTLE-5, R-CALC-1, R-TRAP-5.
    Setup: P1 turn 3: face-up Attack Long Shield Gardna, V4-WALL and Blue-Eyes White
    Dragon (since turn 1). P2 controls V4-1800 and has Mirror Force (Rush) Set earlier.
    Actions: Gardna's effect: its cost turns it to face-up Defense; P1 chooses V4-WALL
    (+500 ATK, not destroyable by the opponent's Traps this turn). Blue-Eyes attacks
    V4-1800; P2 activates Mirror Force. V4-WALL attacks V4-1800.
    Expected: V4-WALL and Blue-Eyes (face-up Normal Monsters with 2000+ DEF) may be
    chosen. Mirror Force destroys only Blue-Eyes: Gardna is in Defense and V4-WALL is
    protected; the attack ends. V4-WALL (500) then loses by battle: destroyed, P1 6700."""
    duel = build(phase="main", p0=Side(monsters=[(GARDNA, ATK), ("V4-WALL", ATK), (BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(MIRROR, SET)]))
    wall = mz(duel, "V4-WALL", 0)
    do(duel, f"activate {mz(duel, GARDNA, 0)}")
    assert duel.pos[at(duel, GARDNA)] == DEF
    assert picks(duel) == {wall, mz(duel, BEWD, 0)}
    answer(duel, picks=(wall,))
    assert duel.atk(at(duel, "V4-WALL")) == 500
    attack(duel, BEWD, "V4-1800")
    window_for(duel, 1)
    trap(duel, MIRROR)
    assert names(duel, 0, "gy") == [BEWD] and names(duel, 0, "mzone") == [GARDNA, "V4-WALL", ""]
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    attack(duel, "V4-WALL", "V4-1800")
    assert duel.lp == [6700, 8000] and names(duel, 0, "gy") == [BEWD, "V4-WALL"]


def test_hx_186_traps_set_by_sparkhearts_girl_wait_a_turn_the_spell_does_not() -> None:
    """HX-186. R-TRAP-1, R-TRAP-2, R-SPELL-2, R-EFF-6, R-TRAP-5, R-CALC-1.
    Setup: P1 turn 3: face-up Sparkhearts Girl and V4-1400 (since turn 1); hand: Dark
    Sorcerer (Level 4 Spellcaster); GY: Sparks (Rush), Curtain of Sparks. P2 controls
    face-up V4-1600; hand: V4-1800.
    Actions: Sparkhearts Girl (cost: Dark Sorcerer) makes V4-1600 lose 500, then Sets
    Sparks and Curtain of Sparks from the GY; P1 activates the Set Sparks. Turn 4: P2
    Normal Summons V4-1800, which attacks V4-1400; P1 activates Curtain of Sparks.
    Expected: V4-1600 1100 this turn. The Spell Set this turn may be used: P2 7800. The
    Trap, Set on turn 3, may be used on turn 4 (a Spellcaster is in P1's GY): V4-1800
    1300 vs 1400 is destroyed, P2 takes 100 (7700). V4-1600 is 1600 again on turn 4."""
    duel = build(p0=Side(monsters=[(SPARKY, ATK), ("V4-1400", ATK)], hand=["Dark Sorcerer"],
                         gy=[SPARKS, CURTAIN]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-1800"]))
    v16 = at(duel, "V4-1600", 1)
    cost, gy = hand(duel, "Dark Sorcerer"), (find(duel, SPARKS, 0, "gy"),
                                             find(duel, CURTAIN, 0, "gy"))
    do(duel, f"activate {mz(duel, SPARKY, 0)}")
    answer(duel, picks=(cost, *gy))
    assert duel.atk(v16) == 1100 and names(duel, 0, "gy") == ["Dark Sorcerer"]
    assert names(duel, 0, "szone")[:2] == [SPARKS, CURTAIN]
    do(duel, f"activate {find(duel, SPARKS, 0, 'szone')}")
    assert duel.lp == [8000, 7800]
    to_turn(duel, 4)
    assert duel.atk(v16) == 1600
    do(duel, f"summon {hand(duel, 'V4-1800', 1)} z1")
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, CURTAIN)}
    trap(duel, CURTAIN)
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1800"]


def test_hx_187_a_dragon_sent_as_a_trap_cost_is_not_destroyed() -> None:
    """HX-187. R-TRAP-9, R-TRAP-5, R-TRAP-6, R-TRAP-4, R-BATTLE-5.
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon; Torrential Tribute (Rush) Set
    earlier. P2 controls V4-1600 (A) and Blue-Fang Burst Dragon; hand: V4-1800;
    FX-SWAP-ON-ATTACK and RB Dragophone Set earlier.
    Actions: Blue-Eyes attacks A; P2 activates FX-SWAP-ON-ATTACK (cost: Blue-Fang to the
    GY; V4-1800 in Attack); P1 activates Torrential Tribute.
    Expected: a cost sends, it does not destroy: RB Dragophone is never offered and P2 is
    not asked; the Special Summon offers P1 Torrential Tribute, which destroys all three
    monsters; the attack ends with no damage. Blue-Fang lies in P2's GY."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), (BLUE_FANG, ATK)], hand=["V4-1800"],
                         spells=[(SWAP, SET), (DRAGOPHONE, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SWAP)}
    chosen = (mz(duel, BLUE_FANG, 1), hand(duel, "V4-1800", 1))
    trap(duel, SWAP)
    answer(duel, picks=chosen, pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    idle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([TORRENT, BEWD])
    assert sorted(names(duel, 1, "gy")) == sorted([BLUE_FANG, SWAP, "V4-1600", "V4-1800"])
    assert names(duel, 1, "szone")[1] == DRAGOPHONE and duel.lp == [8000, 8000]


def test_hx_188_two_dragon_encounters_answer_each_other_then_a_replay() -> None:
    """HX-188. R-TRAP-6, R-TRAP-4, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-BATTLE-2,
    R-CALC-4.
    Setup: P1 turn 3, Battle Phase: V4-1800; hand: Blue-Eyes White Dragon; Dragon
    Encounter Set earlier. P2 controls no monsters; hand: V4-WALL, Blue-Fang Burst
    Dragon; FX-WALL-ON-DIRECT and Dragon Encounter Set earlier.
    Actions: V4-1800 attacks directly; P2's FX-WALL-ON-DIRECT (V4-WALL in Defense); P1's
    Dragon Encounter (Blue-Eyes in Attack); P2's Dragon Encounter (Blue-Fang in Attack);
    P1 chooses V4-WALL; Blue-Eyes attacks Blue-Fang.
    Expected: P2's own summon does not meet its Encounter; P1's summon does (P2 asked
    first). Replay: V4-WALL, Blue-Fang or cancel, no direct attack. 1800 vs DEF 2000: P1
    7800. Blue-Eyes, summoned this turn, attacks: P2 7500."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], hand=[BEWD],
                                         spells=[(ENCOUNTER, SET)]),
                 p1=Side(hand=["V4-WALL", BLUE_FANG], spells=[(WALL_TRAP, SET), (ENCOUNTER, SET)]))
    attack(duel, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, WALL_TRAP)}
    wall, bewd, fang = hand(duel, "V4-WALL", 1), hand(duel, BEWD), hand(duel, BLUE_FANG, 1)
    trap(duel, WALL_TRAP)
    answer(duel, picks=(wall,))
    window_for(duel, 0)
    trap(duel, ENCOUNTER, 0)
    answer(duel, picks=(bewd,), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER, 1)
    answer(duel, picks=(fang,), pos="atk")
    assert duel.request.kind == "replay" and duel.current_player == 0
    wall, fang = mz(duel, "V4-WALL", 1), mz(duel, BLUE_FANG, 1)
    assert set(duel.legal_actions()) == {Action("target", target=wall),
                                         Action("target", target=fang), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [7800, 8000]
    attack(duel, BEWD, BLUE_FANG)
    assert duel.lp == [7800, 7500] and names(duel, 1, "gy") == [WALL_TRAP, ENCOUNTER, BLUE_FANG]


# ============================================================ battles and their windows
def test_hx_189_vengeful_dragon_after_a_double_destruction_one_trap_only() -> None:
    """HX-189. R-CALC-2, R-DMG-4, R-DMG-5, R-TRAP-3, R-TRAP-5, R-TRAP-6.
    Setup: P1 turn 3, Battle Phase: Dark Magician (Rush) (2500) and V4-1800. P2 controls
    Blue-Fang Burst Dragon (2500); hand: V1-100; Vengeful Dragon's Counterattack and RB
    Dragophone Set earlier.
    Actions: Dark Magician attacks Blue-Fang; after the battle P2 activates Vengeful
    Dragon's Counterattack (cost V1-100) and destroys V4-1800.
    Expected: no window on the declaration. Both battlers are destroyed, no damage; the
    battle-result window offers both Traps, only one is used. The Vengeful window holds
    only P1's destroyed monster: RB Dragophone stays Set. LP 8000 each."""
    duel = build(phase="battle", p0=Side(monsters=[(DM, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], hand=["V1-100"],
                         spells=[(VENGEFUL, SET), (DRAGOPHONE, SET)]))
    attack(duel, DM, BLUE_FANG)
    window_for(duel, 1)
    assert names(duel, 0, "gy") == [DM] and names(duel, 1, "gy") == [BLUE_FANG]
    assert offered(duel) == {find(duel, VENGEFUL), find(duel, DRAGOPHONE)}
    chosen = (hand(duel, "V1-100", 1), mz(duel, "V4-1800", 0))
    trap(duel, VENGEFUL)
    answer(duel, picks=chosen)
    idle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([DM, "V4-1800"]) and duel.lp == [8000, 8000]
    assert names(duel, 1, "gy") == [BLUE_FANG, "V1-100", VENGEFUL]
    assert names(duel, 1, "szone")[1] == DRAGOPHONE


def test_hx_190_call_of_the_earthbound_moves_the_attack_with_no_window_or_replay() -> None:
    """HX-190. R-REPLAY-5, R-REPLAY-4, R-TRAP-5, R-TRAP-3, R-DMG-3, R-CALC-4.
    Setup: P1 turn 3, Battle Phase: V4-1800. P2 controls face-up V4-1400 and face-down
    V5-WALL; GY: V4-WALL; Call of the Earthbound (Rush), Counter Shield and Sakuretsu
    Armor (Rush) Set earlier.
    Actions: V4-1800 attacks V4-1400; P2 activates Call of the Earthbound: V5-WALL
    becomes the target.
    Expected: all three Traps qualify on the declaration, one is used. P2's monsters did
    not change: no replay; the new target is no declaration: no further window. V5-WALL
    is turned face-up Defense: 1800 vs 3000, P1 6800; both other Traps stay Set."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V5-WALL", SET)], gy=["V4-WALL"],
                         spells=[(CALL, SET), (SHIELD, SET), (ARMOR, SET)]))
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CALL), find(duel, SHIELD), find(duel, ARMOR)}
    trap(duel, CALL)
    answer(duel, picks=(mz(duel, "V5-WALL", 1),))
    idle(duel)
    assert duel.lp == [6800, 8000] and names(duel, 1, "mzone")[:2] == ["V4-1400", "V5-WALL"]
    assert duel.pos[at(duel, "V5-WALL", 1)] == DEF and names(duel, 0, "mzone")[0] == "V4-1800"
    assert names(duel, 1, "szone") == ["", SHIELD, ARMOR]


def test_hx_191_a_monster_siesta_hold_turns_face_down_waits_and_its_flip_is_no_summon() -> None:
    """HX-191. R-POS-1, R-POS-2, R-POS-3, R-POS-4, R-TRAP-5, R-BATTLE-2, R-CALC-6.
    Setup: P1 turn 3; hand: V4-1800. P2 controls no monsters; Siesta Hold and Trap Hole
    (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates Siesta Hold. P1 tries to change its
    position. Turns pass to P1's turn 5: P1 changes it to face-up Attack and attacks
    directly.
    Expected: both Traps qualify, Siesta Hold turns it face-down Defense; its window
    holds no summon (Trap Hole not offered). It arrived this turn: no manual change (and
    no attack). Turn 5: the flip is legal and no summon (no window); P2 6200."""
    duel = build(p0=Side(hand=["V4-1800"]), p1=Side(spells=[(SIESTA, SET), (TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SIESTA), find(duel, TRAP_HOLE)}
    trap(duel, SIESTA)
    v18 = at(duel, "V4-1800")
    assert duel.pos[v18] == SET
    assert duel.request.kind == "main" and duel.current_player == 0
    refused(duel, f"position {duel.oid[v18]} atk")
    to_turn(duel, 5)
    do(duel, f"position {duel.oid[v18]} atk")
    assert duel.pos[v18] == ATK and duel.request.kind == "main" and duel.current_player == 0
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200] and names(duel, 1, "szone")[1] == TRAP_HOLE


def test_hx_192_a_type_change_on_the_target_opens_counter_pigeons() -> None:
    """HX-192. R-CARD-2, R-TRAP-5, R-EFF-6, R-CALC-1.
    Setup: P1 turn 3: face-up Blue-Eyes White Dragon (Level 8, since turn 1); hand: Type
    Change Beam, Harpie Girl (Rush) (a Winged Beast). P2 controls V4-1400 (Warrior) in
    Attack and has Counter Pigeons Set earlier.
    Actions: (b) Blue-Eyes attacks V4-1400. (a) Type Change Beam reveals Harpie Girl and
    makes V4-1400 a Winged Beast; Blue-Eyes attacks it; P2 activates Counter Pigeons.
    Expected: (b) the target is no Winged Beast: no window, P2 6400. (a) it is one now:
    the Trap is offered; Blue-Eyes loses 100 x 8: 2200 vs 1400, P2 7200. On turn 4
    Blue-Eyes has 3000 again."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[TCB, "Harpie Girl (Rush)"]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(PIGEONS, SET)]))
    other = duel.clone()
    attack(other, BEWD, "V4-1400")
    idle(other)
    assert other.lp == [8000, 6400] and names(other, 1, "szone")[0] == PIGEONS
    play(duel, TCB, zone="s0", picks=(hand(duel, "Harpie Girl (Rush)"), mz(duel, "V4-1400", 1)))
    assert duel.race(at(duel, "V4-1400", 1)) == "Winged Beast"
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, PIGEONS)}
    trap(duel, PIGEONS)
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == [PIGEONS, "V4-1400"]
    to_turn(duel, 4)
    assert duel.atk(at(duel, BEWD)) == 3000


def test_hx_193_battle_protection_keeps_the_damage_and_yields_to_mirror_force() -> None:
    """HX-193. R-CALC-1, R-CALC-4, R-EFF-5, R-BATTLE-5, R-TRAP-5, R-TRAP-3.
    Test card "HX Iron Knight" (Level 4 EARTH Warrior 1600/1200; continuous: cannot be
    destroyed by battle). Setup: P1 turn 3, Battle Phase: HX Iron Knight and V4-1800,
    face-up Attack. P2 controls Blue-Eyes White Dragon (Attack) and V4-WALL (face-up
    Defense); Mirror Force (Rush) Set earlier.
    Actions: the Knight attacks Blue-Eyes (P2 passes); V4-1800 attacks V4-WALL; P2
    activates Mirror Force.
    Expected: 1600 vs 3000: the Knight stays but P1 takes 1400 (6600); nothing was
    destroyed. Mirror Force is a card effect: it destroys the Knight and V4-1800; the
    attack ends. P2 keeps both monsters."""
    duel = build(phase="battle", p0=Side(monsters=[(KNIGHT, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[(BEWD, ATK), ("V4-WALL", DEF)], spells=[(MIRROR, SET)]))
    attack(duel, KNIGHT, BEWD)
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.lp == [6600, 8000] and names(duel, 0, "mzone")[0] == KNIGHT
    assert names(duel, 0, "gy") == [] and names(duel, 1, "gy") == []
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    trap(duel, MIRROR)
    idle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([KNIGHT, "V4-1800"])
    assert duel.lp == [6600, 8000] and names(duel, 1, "mzone")[:2] == [BEWD, "V4-WALL"]


def test_hx_194_a_special_summon_still_counts_after_the_monster_left_in_the_same_spell(
) -> None:
    """HX-194. R-REQ-2, R-TRAP-5, R-SPELL-3, R-MAIN-4, R-TRAP-4.
    Test card "HX Flash Call" (Normal Spell; Requirement: none; Effect: Special Summon 1
    Level 4 or lower monster from your hand in face-up Attack Position, then return all
    monsters you control to the hand).
    Setup: P1 turn 3; hand: HX Flash Call, V4-1800. P2 has Dragon Encounter Set earlier
    and Blue-Eyes White Dragon in hand.
    Actions: P1 activates HX Flash Call; P2 activates Dragon Encounter.
    Expected: the Special Summon is an event of the Spell's one window, even though the
    same Effect took the monster back (a Trap does not miss the timing): P2 is offered
    Dragon Encounter and summons Blue-Eyes. V4-1800 is back in P1's hand."""
    duel = build(p0=Side(hand=[FLASH, "V4-1800"]), p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    events = do(duel, f"activate {hand(duel, FLASH)} s0")
    while duel.request.kind == "pick":
        events += do(duel, f"pick {hand(duel, 'V4-1800')}")
    assert [e.kind for e in events if e.dst in ("mzone", "hand")] == ["spsummon", "move"]
    assert names(duel, 0, "hand") == ["V4-1800"] and names(duel, 0, "gy") == [FLASH]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(hand(duel, BEWD, 1),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BEWD and names(duel, 1, "gy") == [ENCOUNTER]


def test_hx_195_a_destruction_still_counts_after_the_same_spell_took_the_dragon() -> None:
    """HX-195. R-REQ-2, R-TRAP-5, R-TRAP-6, R-REQ-3, R-SPELL-3.
    Test card "HX Raid" (Normal Spell; Requirement: none; Effect: destroy 1 face-up
    monster your opponent controls, then Special Summon 1 monster from your opponent's
    GY to your field in face-up Attack Position).
    Setup: P1 turn 3; hand: HX Raid. P2 controls face-up Blue-Fang Burst Dragon; GY:
    Red-Boot Boost Dragon; RB Dragophone Set earlier; Deck top: V1-100, V2-500.
    Actions: HX Raid destroys Blue-Fang and Special Summons it to P1's field; P2
    activates RB Dragophone and Special Summons Red-Boot Boost Dragon.
    Expected: the destruction of P2's Dragon by P1's card effect is an event of the
    Spell's one window, even though the same Effect then took the card from the GY: P2
    is offered RB Dragophone, mills 2 and, controlling no monsters, summons Red-Boot."""
    duel = build(p0=Side(hand=[RAID]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], gy=["Red-Boot Boost Dragon"],
                         spells=[(DRAGOPHONE, SET)], deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    do(duel, f"activate {hand(duel, RAID)} s0")  # the only face-up monster: destroyed
    assert names(duel, 1, "gy") == ["Red-Boot Boost Dragon", BLUE_FANG]
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),))
    assert names(duel, 0, "mzone")[0] == BLUE_FANG and names(duel, 0, "gy") == [RAID]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, DRAGOPHONE)}
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, "Red-Boot Boost Dragon", 1, "gy"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == "Red-Boot Boost Dragon"
    assert names(duel, 1, "gy") == ["V1-100", "V2-500", DRAGOPHONE]
