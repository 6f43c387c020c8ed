"""Held-out style conformance scenarios HX-241..HX-255, written like SC-01..SC-30 of
RULES.md section 19. Expectations come from RULES.md alone. They look at Equip Spells
and Field Spells against what can happen to their monsters and zones: an Equip on the
opponent's monster, the equipped monster Tributed, used as Fusion or Ritual material,
swept away by a Maximum Summon, turned face-down, changed to Defense or returned to the
hand; full Spell & Trap Zones; Field Spells Set, replaced and destroyed; and monsters a
player controls but does not own (Monster Reborn (Rush) from the opponent's GY) and
where they go when they leave. Open points of section 17 (an Equip on a Maximum Mode
monster, R-MAX-13) are left alone.

Small throwaway cards (codes 966900001..966900004, names starting with "HX6 ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.ops import Destroy
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BURGER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    FLIPDOWN,
    GUARD_POS,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    RECIPE,
    SKULL,
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
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, refused

FUSION = "Fusion"
RECALL = "FX-RECALL"
PINGER = "FX-PINGER"
EQUIP = CardType.SPELL | CardType.EQUIP


def _equip(code: int, name: str, who: str, amount: int) -> CardData:
    return CardData(code, name, EQUIP, behaviour=CardScript(Effect(
        kind="equip", equip=Sel(who=who, face="up"),
        mods=(Cont(EQUIPPED, MOD_ATK, amount, f"gains {amount} ATK"),))))


BLADE = _equip(966_900_001, "HX6 Blade Equip", "you", 400)
CURSE = _equip(966_900_002, "HX6 Curse Equip", "opp", -500)
BREAKER = CardData(966_900_003, "HX6 Spell Breaker", CardType.SPELL, behaviour=CardScript(
    Effect(kind="spell", ops=(Destroy(Sel(who="any", where=("szone",), kind="spell",
                                          not_self=True)),))))
CRUSHER = CardData(966_900_004, "HX6 Field Crusher", CardType.SPELL, behaviour=CardScript(
    Effect(kind="spell", ops=(Destroy(Sel(who="opp", where=("fzone",))),))))
POOL = BASE_POOL.merged([BLADE, CURSE, BREAKER, CRUSHER])


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def hand(duel: Duel, name: str, p: int | None = None) -> int:
    return find(duel, name, duel.tp if p is None else p, "hand")


def mz(duel: Duel, name: str, p: int) -> int:
    return find(duel, name, p, "mzone")


def settle(duel: Duel) -> None:
    while duel.request is not None and duel.request.kind == "window":
        do(duel, "pass")


def revive(duel: Duel, name: str, owner: int, zone: str = "s0", pos: str = "atk") -> None:
    """The turn player activates Monster Reborn (Rush) on `name` in `owner`'s GY."""
    play(duel, REBORN, zone=zone, picks=(find(duel, name, owner, "gy"),), pos=pos)
    settle(duel)


# ============================================================ Equip on the opponent's monster
def test_hx_241_an_equip_on_the_opponents_monster_goes_to_its_owners_gy() -> None:
    """HX-241 (R-EQUIP-1, R-EQUIP-4, R-CALC-1, R-ZONE-4): "HX6 Curse Equip" (Equip
    Spell): equip to 1 face-up monster your opponent controls; it loses 500 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); hand: HX6 Curse Equip.
    P2 controls face-up V4-1800 and face-down V4-1400.
    Actions: activate the Curse in s1; V4-1600 attacks V4-1800.
    Expected: only P2's face-up V4-1800 may be chosen (not P1's monster, not the
    face-down one). The Curse stays in P1's s1; V4-1800 has 1300. 1600 vs 1300: P2 takes
    300 (7700); V4-1800 goes to P2's GY and the Curse, no longer equipped, to P1's GY."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[CURSE.name]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", SET)]))
    do(duel, f"activate {hand(duel, CURSE.name)} s1")
    if duel.request.kind == "pick":  # a single candidate may be taken by the engine
        assert picks(duel) == {mz(duel, "V4-1800", 1)}
        answer(duel, picks=(mz(duel, "V4-1800", 1),))
    assert duel.equip[at(duel, CURSE.name, 0, "szone")] == mz(duel, "V4-1800", 1)
    settle(duel)
    assert names(duel, 0, "szone") == ["", CURSE.name, ""]
    assert duel.atk(at(duel, "V4-1800", 1)) == 1300
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7700]
    assert names(duel, 1, "gy") == ["V4-1800"]
    assert names(duel, 0, "gy") == [CURSE.name] and names(duel, 0, "szone") == ["", "", ""]


def test_hx_242_an_equip_needs_a_face_up_monster_that_meets_its_requirement() -> None:
    """HX-242 (R-EQUIP-1, R-REQ-1, R-SPELL-2, R-POS-2): P1 turn 3 controls face-down
    V4-1600 (since turn 1) and has HX6 Blade Equip (equip to 1 face-up monster you
    control; +400 ATK) Set in s1 earlier. P2 controls face-up V4-1800.
    Actions: try to activate the Set Blade; change V4-1600 to face-up Attack; activate
    the Set Blade; V4-1600 attacks V4-1800.
    Expected: with no face-up monster P1 controls, the Blade cannot be activated (P2's
    monster is not "you control"). After the flip it can, from its Set position, and
    only V4-1600 may be chosen: 2000. 2000 vs 1800: P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", SET)], spells=[None, (BLADE.name, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    blade = find(duel, BLADE.name, 0, "szone")
    refused(duel, f"activate {blade}")
    assert blade not in offered(duel)
    do(duel, f"position {mz(duel, 'V4-1600', 0)} atk")
    settle(duel)
    do(duel, f"activate {blade}")
    answer(duel, picks=(mz(duel, "V4-1600", 0),))
    assert duel.equip[at(duel, BLADE.name, 0, "szone")] == mz(duel, "V4-1600", 0)
    settle(duel)
    assert names(duel, 0, "szone") == ["", BLADE.name, ""]
    assert duel.atk(at(duel, "V4-1600", 0)) == 2000
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7800] and names(duel, 1, "gy") == ["V4-1800"]


# ============================================================ position changes
def test_hx_243_defense_keeps_the_equip_face_down_sends_it_away() -> None:
    """HX-243 (R-EQUIP-4, R-POS-4, R-EQUIP-3, R-SPELL-3): P1 turn 3 controls face-up
    V4-1600 (since turn 1); hand: two HX6 Blade Equip (+400 each), FX-GUARD-POS,
    FX-FLIPDOWN.
    Actions: equip both Blades to V4-1600 (s0, s1); FX-GUARD-POS on V4-1600 (s2);
    FX-FLIPDOWN on V4-1600 (s2).
    Expected: 2400 with both (R-EQUIP-2). In face-up Defense both stay equipped and it
    still has 2400. Turned face-down, both Blades go to the GY and the S/T zones are
    empty. P1's GY: 2 Blades, FX-GUARD-POS, FX-FLIPDOWN."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[BLADE.name, BLADE.name, GUARD_POS, FLIPDOWN]))
    v16 = at(duel, "V4-1600", 0)
    play(duel, BLADE.name, zone="s0", picks=(duel.oid[v16],))
    settle(duel)
    play(duel, BLADE.name, zone="s1", picks=(duel.oid[v16],))
    settle(duel)
    assert duel.atk(v16) == 2400
    play(duel, GUARD_POS, zone="s2", picks=(duel.oid[v16],))
    settle(duel)
    assert duel.pos[v16] == DEF and duel.atk(v16) == 2400
    assert names(duel, 0, "szone") == [BLADE.name, BLADE.name, ""]
    play(duel, FLIPDOWN, zone="s2", picks=(duel.oid[v16],))
    settle(duel)
    assert duel.pos[v16] == SET
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, BLADE.name, GUARD_POS, FLIPDOWN])


# ============================================================ Tribute, full S/T zones
def test_hx_244_a_tribute_frees_the_equips_zone_for_another_spell() -> None:
    """HX-244 (R-ZONE-2, R-ZONE-5, R-EQUIP-4, R-MAIN-3, R-MAIN-5): P1 turn 3 controls
    face-up V4-1600 (since turn 1), with Torrential Tribute (Rush) and Trap Hole (Rush)
    Set in s1, s2 earlier. Hand: two HX6 Blade Equip, Summoned Skull (Rush).
    Actions: equip one Blade (s0) to V4-1600; try the second Blade and to Set it;
    Tribute Summon Skull with V4-1600; activate the second Blade in s0 on Skull.
    Expected: with 3 full S/T zones the Blade can neither be activated nor Set. The
    Tribute sends V4-1600 and its Blade to the GY, freeing s0; the Blade is then legal
    in s0 only, and Skull has 2900."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name, BLADE.name, SKULL],
                         spells=[None, (TORRENT, SET), (TRAP_HOLE, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600", 0),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1600", 0)) == 2000
    blade2 = hand(duel, BLADE.name)
    no_spell(duel, blade2)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"set {blade2} {z}")
    do(duel, f"summon {hand(duel, SKULL)} z1")
    if duel.request.kind == "pick":
        do(duel, f"pick {mz(duel, 'V4-1600', 0)}")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", BLADE.name])
    assert names(duel, 0, "szone") == ["", TORRENT, TRAP_HOLE]
    blade2 = hand(duel, BLADE.name)
    refused(duel, f"activate {blade2} s1")
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, SKULL, 0),))
    settle(duel)
    assert duel.atk(at(duel, SKULL, 0)) == 2900
    assert names(duel, 0, "szone") == [BLADE.name, TORRENT, TRAP_HOLE]


def test_hx_245_an_equip_goes_when_its_monster_is_a_fusion_or_ritual_material() -> None:
    """HX-245 (R-FUS-2, R-FUS-5, R-RIT-2, R-RIT-4, R-EQUIP-4, R-SPELL-3, R-SPELL-4):
    (a) P1 turn 3 controls face-up V4-1600 and V4-1400 (since turn 1); Extra:
    FX-FUSION-2; hand: HX6 Blade Equip, "Fusion". Equip the Blade to V4-1600 (s0), then
    activate "Fusion" (s1) with both, FX-FUSION-2 in Attack.
    (b) P1 turn 3 controls face-up V4-1600 and V2-500 (Levels 4 + 2); Extra: Hungry
    Burger (Rush); hand: HX6 Blade Equip, Hamburger Fast Recipe. Equip the Blade to
    V2-500, then Ritual Summon Hungry Burger (Attack) with both.
    Expected: the Blade goes to the GY with its material and does not move to the new
    monster: FX-FUSION-2 has 2400, Hungry Burger 2000. The S/T zones end empty; GY (a):
    V4-1600, V4-1400, Blade, Fusion; (b): V4-1600, V2-500, Blade, Recipe."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[BLADE.name, FUSION], extra=["FX-FUSION-2"]))
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600", 0),))
    settle(duel)
    play(duel, FUSION, zone="s1", picks=(find(duel, "FX-FUSION-2", 0, "extra"),
                                        mz(duel, "V4-1600", 0), mz(duel, "V4-1400", 0)))
    settle(duel)
    assert "FX-FUSION-2" in names(duel, 0, "mzone")
    assert duel.atk(at(duel, "FX-FUSION-2", 0)) == 2400
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", BLADE.name, FUSION])
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[BLADE.name, RECIPE], extra=[BURGER]))
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V2-500", 0),))
    settle(duel)
    assert duel.atk(at(duel, "V2-500", 0)) == 900
    play(duel, RECIPE, zone="s1", picks=(find(duel, BURGER, 0, "extra"),
                                        mz(duel, "V4-1600", 0), mz(duel, "V2-500", 0)))
    settle(duel)
    assert BURGER in names(duel, 0, "mzone") and duel.atk(at(duel, BURGER, 0)) == 2000
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", BLADE.name, RECIPE])


# ============================================================ Maximum Summon
def test_hx_246_a_maximum_summon_sweeps_equips_and_borrowed_monsters_home() -> None:
    """HX-246 (R-MAX-2, R-EQUIP-4, R-MAIN-4, R-ZONE-4, R-SPELL-3): P1 turn 3 controls
    face-up V4-1600 (since turn 1); hand: HX6 Blade Equip, Monster Reborn (Rush), the
    three Supreme Machine Magnum Overlord pieces. P2's GY: V4-1400.
    Actions: Monster Reborn on P2's V4-1400 (to P1's field, Attack); equip the Blade to
    V4-1600; Maximum Summon.
    Expected: before the Maximum Summon P1 controls V4-1400 (owned by P2). The Maximum
    Summon sends every monster P1 controls to the GY: V4-1600 to P1's GY, V4-1400 to its
    owner P2's GY; the Blade goes too. The Overlord has 3500 (no Blade). P1's GY:
    Monster Reborn, V4-1600, Blade; P2's GY: V4-1400; S/T zones empty."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[BLADE.name, REBORN, OVL_L, OVL, OVL_R]),
                 p1=Side(gy=["V4-1400"]))
    revive(duel, "V4-1400", 1)
    v14 = at(duel, "V4-1400", 0)
    assert duel.ctrl[v14] == 0 and duel.owner[v14] == 1
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600", 0),))
    settle(duel)
    maximum(duel, OVL)
    settle(duel)
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.atk(at(duel, OVL, 0)) == 3500
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, "V4-1600", BLADE.name])
    assert names(duel, 1, "gy") == ["V4-1400"]


# ============================================================ back to the hand
def test_hx_247_a_bounced_monster_comes_back_without_its_equip() -> None:
    """HX-247 (R-EQUIP-4, R-EFF-4, R-MAIN-2, R-SPELL-3): P1 turn 3 controls face-up
    V4-1600 (since turn 1); hand: HX6 Blade Equip, FX-RECALL. P2 controls face-up
    V4-1800.
    Actions: equip the Blade (s0); FX-RECALL (s1) returns V4-1600 to the hand; Normal
    Summon V4-1600 again; it attacks V4-1800.
    Expected: the Blade goes to the GY when V4-1600 leaves; the re-summoned V4-1600 is a
    new monster with 1600 and no Equip. 1600 vs 1800: V4-1600 is destroyed, P1 takes 200
    (7800). P1's GY: Blade, FX-RECALL, V4-1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name, RECALL]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1600", 0),))
    settle(duel)
    play(duel, RECALL, zone="s1", picks=(mz(duel, "V4-1600", 0),))
    settle(duel)
    assert "V4-1600" in names(duel, 0, "hand")
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, RECALL])
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    settle(duel)
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [7800, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, RECALL, "V4-1600"])


# ============================================================ the Equip leaves alone
def test_hx_248_destroying_the_equip_ends_its_effect_the_monster_stays() -> None:
    """HX-248 (R-EQUIP-4, R-EQUIP-2, R-SPELL-3, R-CALC-2): "HX6 Spell Breaker" (Normal
    Spell): destroy 1 Spell in any Spell & Trap Zone (not itself).
    Setup: P1 turn 3 controls face-up V4-1400 (since turn 1); hand: HX6 Blade Equip,
    HX6 Spell Breaker. P2 controls face-up V4-1800.
    Actions: equip the Blade (s0, V4-1400 has 1800); the Breaker (s1) destroys the Blade;
    V4-1400 attacks V4-1800.
    Expected: the Blade goes to P1's GY, V4-1400 stays on the field with 1400 again.
    1400 vs 1800: V4-1400 is destroyed, P1 takes 400 (7600); with the Blade it would
    have been 1800 vs 1800 (both destroyed, no damage)."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)], hand=[BLADE.name, BREAKER.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, BLADE.name, zone="s0", picks=(mz(duel, "V4-1400", 0),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1400", 0)) == 1800
    play(duel, BREAKER.name, zone="s1", picks=(find(duel, BLADE.name, 0, "szone"),))
    settle(duel)
    assert names(duel, 0, "mzone")[0] == "V4-1400"
    assert duel.atk(at(duel, "V4-1400", 0)) == 1400
    assert sorted(names(duel, 0, "gy")) == sorted([BLADE.name, BREAKER.name])
    attack(duel, "V4-1400", "V4-1800")
    settle(duel)
    assert duel.lp == [7600, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-1800"


# ============================================================ the opponent's Equip, my Tribute
def test_hx_249_the_opponents_equip_on_my_tribute_goes_to_the_opponents_gy() -> None:
    """HX-249 (R-EQUIP-1, R-EQUIP-4, R-MAIN-3, R-ZONE-4, R-EQUIP-3): P2 turn 2 has HX6
    Curse Equip (equip to 1 face-up monster your opponent controls; -500 ATK) in hand;
    P1 controls face-up V4-1800 (since turn 1) and has Summoned Skull (Rush) in hand.
    Actions: P2 equips the Curse (P2's s0) to P1's V4-1800; turn 3: P1 Tribute Summons
    Skull with V4-1800.
    Expected: V4-1800 has 1300 while cursed (turn 2 and turn 3). The Tribute sends
    V4-1800 to P1's GY and the Curse to P2's GY (its owner's); Skull has 2500."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)], hand=[SKULL]),
                 p1=Side(hand=[CURSE.name]))
    play(duel, CURSE.name, zone="s0", picks=(mz(duel, "V4-1800", 0),))
    settle(duel)
    assert names(duel, 1, "szone") == [CURSE.name, "", ""]
    assert duel.atk(at(duel, "V4-1800", 0)) == 1300
    to_turn(duel, 3)
    assert duel.atk(at(duel, "V4-1800", 0)) == 1300
    do(duel, f"summon {hand(duel, SKULL, 0)} z1")
    if duel.request.kind == "pick":
        do(duel, f"pick {mz(duel, 'V4-1800', 0)}")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""]
    assert duel.atk(at(duel, SKULL, 0)) == 2500
    assert names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "gy") == [CURSE.name] and names(duel, 1, "szone") == ["", "", ""]


# ============================================================ monsters P1 controls, P2 owns
def test_hx_250_a_revived_opponents_monster_is_mine_until_it_goes_home() -> None:
    """HX-250 (R-MAIN-4, R-EFF-2, R-MAIN-3, R-ZONE-4, R-SPELL-3): P1 turn 3 has Monster
    Reborn (Rush) and Summoned Skull (Rush) in hand. P2's GY: FX-PINGER (Requirement:
    none; Effect: the opponent takes 300 damage).
    Actions: Monster Reborn on P2's FX-PINGER (to P1's z0, Attack); activate FX-PINGER;
    Tribute Summon Skull with FX-PINGER.
    Expected: P1 controls FX-PINGER and may activate it in P1's Main Phase; "the
    opponent" of its controller is P2: P2 takes 300 (7700), P1 keeps 8000. The Tribute
    sends FX-PINGER to its owner P2's GY. P1's GY: Monster Reborn only."""
    duel = build(p0=Side(hand=[REBORN, SKULL]), p1=Side(gy=[PINGER]))
    revive(duel, PINGER, 1)
    pinger = mz(duel, PINGER, 0)
    assert pinger in offered(duel)
    do(duel, f"activate {pinger}")
    answer(duel)
    settle(duel)
    assert duel.lp == [8000, 7700]
    do(duel, f"summon {hand(duel, SKULL)} z1")
    if duel.request.kind == "pick":
        do(duel, f"pick {mz(duel, PINGER, 0)}")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""]
    assert names(duel, 1, "gy") == [PINGER]
    assert names(duel, 0, "gy") == [REBORN]


def test_hx_251_a_borrowed_monster_returns_to_its_owners_hand_its_equip_to_mine() -> None:
    """HX-251 (R-MAIN-4, R-EQUIP-1, R-EQUIP-4, R-ZONE-4): P1 turn 3 has Monster Reborn
    (Rush), HX6 Blade Equip and FX-RECALL (return 1 face-up monster you control to the
    hand) in hand. P2's GY: V4-1400.
    Actions: Monster Reborn on P2's V4-1400 (s0, Attack); equip the Blade (s1) to it;
    FX-RECALL (s0) on it.
    Expected: as a monster P1 controls it can take P1's Blade: 1800. FX-RECALL returns
    it to its owner's hand: P2's hand holds V4-1400, P1's does not; the Blade goes to
    P1's GY. P1's GY: Monster Reborn, Blade, FX-RECALL; P2's GY empty."""
    duel = build(p0=Side(hand=[REBORN, BLADE.name, RECALL]), p1=Side(gy=["V4-1400"]))
    revive(duel, "V4-1400", 1)
    play(duel, BLADE.name, zone="s1", picks=(mz(duel, "V4-1400", 0),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1400", 0)) == 1800
    play(duel, RECALL, zone="s0", picks=(mz(duel, "V4-1400", 0),))
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert "V4-1400" in names(duel, 1, "hand") and "V4-1400" not in names(duel, 0, "hand")
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, BLADE.name, RECALL])
    assert names(duel, 1, "gy") == []


def test_hx_252_a_borrowed_monster_destroyed_by_battle_hurts_its_controller() -> None:
    """HX-252 (R-CALC-1, R-MAIN-4, R-EQUIP-4, R-ZONE-4, R-BATTLE-3): P1 turn 3 has
    Monster Reborn (Rush) and HX6 Blade Equip in hand; P2's GY: V4-1400; P2 controls
    face-up V5-2300 (since turn 1).
    Actions: P1 revives P2's V4-1400 (Attack) and equips the Blade to it (1800); P1
    ends the turn without attacking. Turn 4: P2's V5-2300 attacks V4-1400.
    Expected: P2 may attack it (a monster of the NTP). 2300 vs 1800: V4-1400 is
    destroyed and its controller P1 takes 500 (7500); it goes to its owner P2's GY, the
    Blade to P1's GY."""
    duel = build(p0=Side(hand=[REBORN, BLADE.name]),
                 p1=Side(gy=["V4-1400"], monsters=[("V5-2300", ATK)]))
    revive(duel, "V4-1400", 1)
    play(duel, BLADE.name, zone="s1", picks=(mz(duel, "V4-1400", 0),))
    settle(duel)
    assert duel.atk(at(duel, "V4-1400", 0)) == 1800
    to_turn(duel, 4)
    attack(duel, "V5-2300", "V4-1400")
    settle(duel)
    assert duel.lp == [7500, 8000]
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, BLADE.name])


# ============================================================ Field Spells
def test_hx_253_set_replaces_a_face_up_field_spell_then_activates() -> None:
    """HX-253 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-MAIN-5, R-TRAP-5): P1 turn 3 controls
    face-up V4-1600 (since turn 1), face-up FX-FIELD-A (+100) in the Field Zone and
    FX-FIELD-GUARD Set earlier in s0; hand: FX-FIELD-B (+200), FX-FIELD-C (+300). P2
    controls face-up V4-1800 and face-up FX-FIELD-A.
    Actions: Set FX-FIELD-B; activate the Set FX-FIELD-B; activate FX-FIELD-C from hand.
    Expected: V4-1600 1700 at first. Setting B sends A to P1's GY by rule (no
    destruction event), B applies nothing while Set: 1600. Activated, B gives 1800.
    C replaces B (to the GY): 1900. FX-FIELD-GUARD is never offered. P2's own A never
    moves and V4-1800 keeps 1900 throughout. P1's GY: A, B."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_B, FIELD_C]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_A, ATK)))
    v16, v18 = at(duel, "V4-1600", 0), at(duel, "V4-1800", 1)
    assert duel.atk(v16) == 1700 and duel.atk(v18) == 1900
    guard = find(duel, FIELD_GUARD, 0, "szone")
    events = list(do(duel, f"set {hand(duel, FIELD_B)} f"))
    while duel.request.kind == "window":
        assert guard not in offered(duel)
        events += do(duel, "pass")
    assert not [e for e in events if e.kind == "destroy" or e.reason == "destroy"]
    assert names(duel, 0, "gy") == [FIELD_A]
    assert duel.pos[duel.fz[0]] == SET and duel.atk(v16) == 1600
    do(duel, f"activate {find(duel, FIELD_B, 0, 'fzone')}")
    answer(duel)
    while duel.request.kind == "window":
        assert guard not in offered(duel)
        do(duel, "pass")
    assert duel.atk(v16) == 1800
    play(duel, FIELD_C, zone="f")
    while duel.request.kind == "window":
        assert guard not in offered(duel)
        do(duel, "pass")
    assert duel.atk(v16) == 1900 and duel.atk(v18) == 1900
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_B]
    assert names(duel, 1, "gy") == [] and duel.data[duel.fz[1]].name == FIELD_A


def test_hx_254_field_spells_ignore_full_st_zones_and_destruction_is_an_event() -> None:
    """HX-254 (R-ZONE-3, R-ZONE-5, R-FIELD-1, R-TRAP-2, R-TRAP-4, R-EQUIP-1): "HX6 Field
    Crusher" (Normal Spell): destroy 1 card in your opponent's Field Zone.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); S/T zones s0, s1, s2 hold
    Torrential Tribute (Rush), Trap Hole (Rush) and HX6 Field Crusher, all Set earlier;
    hand: FX-FIELD-C, HX6 Blade Equip. P2 controls face-up V4-1800, face-up FX-FIELD-A in
    the Field Zone and FX-FIELD-GUARD Set earlier; P2's Deck top: V2-500.
    Actions: try the Blade; activate FX-FIELD-C from the hand; activate the Set Crusher.
    Expected: the Blade is refused (no free S/T zone) but FX-FIELD-C is legal (Field
    Zone): V4-1600 1900. The Crusher destroys P2's FX-FIELD-A: V4-1800 back to 1800;
    in the window P2 may activate FX-FIELD-GUARD and draws V2-500."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_C, BLADE.name],
                         spells=[(TORRENT, SET), (TRAP_HOLE, SET), (CRUSHER.name, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)], deck=["V2-500", "V1-100"]))
    no_spell(duel, hand(duel, BLADE.name))
    play(duel, FIELD_C, zone="f")
    settle(duel)
    v16, v18 = at(duel, "V4-1600", 0), at(duel, "V4-1800", 1)
    assert duel.atk(v16) == 1900 and duel.atk(v18) == 1900
    do(duel, f"activate {find(duel, CRUSHER.name, 0, 'szone')}")
    answer(duel)  # the one card in P2's Field Zone
    assert names(duel, 1, "gy") == [FIELD_A] and duel.atk(v18) == 1800
    window_for(duel, 1)
    assert find(duel, FIELD_GUARD, 1, "szone") in offered(duel)
    trap(duel, FIELD_GUARD, 1)
    answer(duel)
    assert names(duel, 1, "hand") == ["V2-500"]
    assert sorted(names(duel, 1, "gy")) == sorted([FIELD_A, FIELD_GUARD])


def test_hx_255_a_field_spell_for_the_controller_only_follows_the_borrowed_monster() -> None:
    """HX-255 (R-FIELD-1, R-MAIN-4, R-ZONE-4, R-CALC-1): P1 turn 3 controls face-up
    FX-FIELD-B (+200 to monsters P1 controls); hand: Monster Reborn (Rush). P2 controls
    face-up V4-1800 and face-up FX-FIELD-C (+300 to monsters P2 controls); P2's GY:
    V4-1600.
    Actions: Monster Reborn on P2's V4-1600 (to P1's field, Attack); it attacks V4-1800.
    Expected: the revived V4-1600 is a monster P1 controls: P1's Field Spell gives it
    200 (1800), P2's gives it nothing; V4-1800 has 2100. 1800 vs 2100: V4-1600 is
    destroyed, P1 takes 300 (7700); V4-1600 goes to P2's GY."""
    duel = build(p0=Side(hand=[REBORN], field_spell=(FIELD_B, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_C, ATK),
                         gy=["V4-1600"]))
    revive(duel, "V4-1600", 1)
    assert duel.atk(at(duel, "V4-1600", 0)) == 1800
    assert duel.atk(at(duel, "V4-1800", 1)) == 2100
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [7700, 8000]
    assert names(duel, 1, "gy") == ["V4-1600"] and names(duel, 0, "gy") == [REBORN]
