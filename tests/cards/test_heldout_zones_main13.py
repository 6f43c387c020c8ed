"""Held-out style conformance scenarios HX-717..HX-736 (HX-737..HX-756 are in
test_heldout_zones_main13b.py), written like SC-01..SC-30 of RULES.md section 19, on the
Monster Zones and Main Phase actions where they meet effects: unlimited Normal Summons
with Tribute Summons and Tribute Sets freeing zones (R-MAIN-2, R-MAIN-3, R-ZONE-5),
Special Summons of Level 7+ monsters by effect or by their own condition without
Tributes (R-MAIN-4), effects that would summon with no free zone or whose cost frees
one, Maximum Mode filling all three zones and what may still be summoned (R-MAX-3,
R-MAX-7), Despairacion [R]'s bans, Traps that must place a monster, and the start of a
real duel (R-SETUP-10). Expectations come from RULES.md (and its section 20 card facts)
alone, never from what the engine does.

Throwaway cards (codes 968760001.., names starting with "HX ") are defined below, each
with a comment saying what it does.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnSummon, TributedAtLeast
from rushdesk.engine.effects.ops import (
    Damage,
    Draw,
    Fixed,
    Optional,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    DESP,
    DESP_R,
    DM,
    ENCOUNTER,
    FIELD_A,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    REBORN,
    REX,
    SKULL,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
    maximum,
    offered,
    p2_maximum,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import code_of, hand, idle, kind, mine, moves, no_spell, refused, settle

SPELL = CardType.SPELL
TRAP = CardType.TRAP
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
ARMOR = "Sakuretsu Armor (Rush)"
MIRROR = "Mirror Force (Rush)"
RECALL = "FX-RECALL"
BURN_BOTH = "FX-BURN-BOTH"
SWAP = "FX-SWAP-ON-ATTACK"
PRESSURE = "Dragonic Pressure"
FADRAWL = "Innocent Fadrawl"
HAND_MON = Sel(where=("hand",), kind="monster")


def code(n: int) -> int:
    return 968_760_000 + n


def spell(n: int, name: str, *ops: Any, costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", costs=costs, ops=ops))


def trap_card(n: int, name: str, trigger: Any, *ops: Any,
              costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                               ops=ops))


# Normal Spell. Special Summon 1 Level 7 or higher monster from your hand (face-up
# Attack or Defense Position, as you choose).
HERALD = spell(1, "HX Royal Herald", SpecialSummon(Sel(where=("hand",), kind="monster",
                                                       level_min=7)))
# Normal Spell. Requirement: send 1 face-up monster you control to the GY. Effect: Special
# Summon 1 monster from your hand (face-up Attack or Defense Position, as you choose).
SWAP_RITE = spell(2, "HX Swap Rite", SpecialSummon(HAND_MON),
                  costs=(SendCost(Sel(face="up")),))
# Normal Spell. Special Summon 1 monster from your GY to your opponent's field.
GIFT = spell(3, "HX Gift Call", SpecialSummon(Sel(where=("gy",), kind="monster"), to="opp"))
# Normal Spell. Draw 1 card; then you can Special Summon 1 Level 4 or lower monster from
# your hand.
DRAW_CALL = spell(4, "HX Draw Call", Draw(1), Optional((SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4)),)))
# Trap. Requirement: your opponent Normal Summons a monster. Effect: Special Summon 1
# Level 4 or lower monster from your hand in face-up Defense Position.
AMBUSH = trap_card(5, "HX Ambush Call", OnSummon(kinds=("summon",)), SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4), position="def"))
# Trap. Requirement: your opponent Normal Summons a monster; send 1 face-up monster you
# control to the GY. Effect: Special Summon 1 monster from your hand in face-up Defense.
EXCHANGE = trap_card(6, "HX Exchange Guard", OnSummon(kinds=("summon",)),
                     SpecialSummon(HAND_MON, position="def"), costs=(SendCost(Sel(face="up")),))
# Trap. Requirement: your opponent Normal Summons a monster. Effect: your opponent takes
# 300 damage.
TAX = trap_card(7, "HX Summon Tax", OnSummon(kinds=("summon",)), Damage(Fixed(300)))
# Level 7 EARTH Warrior 2400/2000, no effect. Summoning condition: it may be Special
# Summoned from your hand (face-up Attack or Defense) while your opponent controls 2 or
# more monsters.
TITAN = CardData(code(8), "HX Crowd Titan", EFFECT_MONSTER, attribute=Attribute.EARTH,
                 race="Warrior", level=7, atk=2400, defense=2000,
                 behaviour=CardScript(self_summon=(Count(Sel(who="opp"), low=2),)))
# Level 6 EARTH Warrior 2200/1000. Requirement: this card was Normal Summoned by Tributing
# a Level 5 or higher monster. Effect: your opponent takes 500 damage.
HEIR = CardData(code(9), "HX Heir of Giants", EFFECT_MONSTER, attribute=Attribute.EARTH,
                race="Warrior", level=6, atk=2200, defense=1000,
                behaviour=CardScript(Effect(conds=(TributedAtLeast(5),),
                                            ops=(Damage(Fixed(500)),))))
# Equip Spell: equip to 1 face-up monster you control; it gains 300 ATK.
BLADE = hx_equip(code(10), "HX Plain Blade", Cont(
    Sel(where=("mzone",), who="any", memo="equipped"), MOD_ATK, 300, "gains 300 ATK"))
# Equip Spell: equip to 1 face-up monster your opponent controls; it loses 300 ATK.
CURSE = hx_card(code(11), "HX Weight Curse", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(who="opp", face="up"), mods=(Cont(
        Sel(where=("mzone",), who="any", memo="equipped"), MOD_ATK, -300, "loses 300 ATK"),)))

HX_CARDS = [HERALD, SWAP_RITE, GIFT, DRAW_CALL, AMBUSH, EXCHANGE, TAX, TITAN, HEIR, BLADE,
            CURSE]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def spsummons(duel: Duel, card: int) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "spsummon" and a.card == card}


def no_monster_placing(duel: Duel, card: int) -> None:
    """Monster `card` in the hand can be neither Normal Summoned nor Set anywhere."""
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {card} {z}")
        refused(duel, f"set {card} {z}")


def row(duel: Duel, p: int = 0) -> list[str]:
    return names(duel, p, "mzone")


# ============================================================ Normal and Tribute Summons
def test_hx_717_five_normal_summons_in_a_turn_tributes_freeing_the_full_row() -> None:
    """HX-717 (R-MAIN-1, R-MAIN-2, R-MAIN-3, R-ZONE-1, R-ZONE-5): Normal Summons are
    unlimited, limited only by zones and Tributes.
    Setup: P1 turn 3, no monsters; hand: V4-1600, V4-1400, V2-500, V4-1800, V6-2000,
    Dark Magician (Rush) (Level 7).
    Actions: Normal Summon V4-1600 (z0), V4-1400 (z1), V2-500 (z2); try V4-1800; Tribute
    Summon V6-2000 into z2 (V2-500 is its Tribute); Tribute Summon Dark Magician into z0
    with V4-1600 and V4-1400; Normal Summon V4-1800 into the freed z1.
    Expected: with the row full V4-1800 is refused everywhere; each Tribute frees its
    zone, so the row ends Dark Magician, V4-1800, V6-2000, all face-up Attack, after
    five Normal Summons; the three Tributes are in the GY."""
    duel = build(p0=Side(hand=["V4-1600", "V4-1400", "V2-500", "V4-1800", "V6-2000", DM]))
    for z, name in enumerate(("V4-1600", "V4-1400", "V2-500")):
        do(duel, f"summon {hand(duel, name)} z{z}")
        idle(duel)
    no_monster_placing(duel, hand(duel, "V4-1800"))
    do(duel, f"summon {hand(duel, 'V6-2000')} z2")
    idle(duel)
    assert row(duel) == ["V4-1600", "V4-1400", "V6-2000"] and names(duel, 0, "gy") == ["V2-500"]
    no_monster_placing(duel, hand(duel, "V4-1800"))
    do(duel, f"summon {hand(duel, DM)} z0")
    answer(duel, picks=(mine(duel, "V4-1400"),))
    idle(duel)
    assert row(duel) == [DM, "", "V6-2000"]
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    idle(duel)
    assert row(duel) == [DM, "V4-1800", "V6-2000"]
    assert all(duel.pos[i] == ATK for i in duel.mz[0])
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1400", "V4-1600"]


def test_hx_718_a_tribute_set_frees_a_zone_and_a_monster_set_this_turn_is_a_tribute() -> None:
    """HX-718 (R-MAIN-2, R-MAIN-3, R-ZONE-5, R-POS-1): Tribute requirements apply to a Set.
    Setup: P1 turn 3; row: V4-1600 (z0), face-down V4-1400 (z1), V2-500 (z2), since
    turn 1. Hand: Dark Magician (Rush) (Level 7), V4-1800, V5-2300 (Level 5).
    Actions: Set Dark Magician into z2 (Tributes V2-500 and V4-1600); Set V4-1800 into
    z0; Normal Summon V5-2300 into z2, Tributing the Dark Magician Set this turn.
    Expected: the Set takes two Tributes (face-down Dark Magician in z2, z0 freed); the
    unlimited Sets go on into z0; a monster that arrived this turn may be Tributed:
    V5-2300 face-up Attack in z2; row V4-1800 (face-down), V4-1400 (face-down),
    V5-2300; GY: V2-500, V4-1600, Dark Magician."""
    duel = build(p0=Side(hand=[DM, "V4-1800", "V5-2300"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]))
    do(duel, f"set {hand(duel, DM)} z2")
    assert picks(duel) == {mine(duel, "V4-1600"), mine(duel, "V4-1400")}
    answer(duel, picks=(mine(duel, "V4-1600"),))
    idle(duel)
    assert row(duel) == ["", "V4-1400", DM] and duel.pos[at(duel, DM)] == SET
    do(duel, f"set {hand(duel, 'V4-1800')} z0")
    idle(duel)
    do(duel, f"summon {hand(duel, 'V5-2300')} z2")
    idle(duel)
    assert row(duel) == ["V4-1800", "V4-1400", "V5-2300"]
    assert [duel.pos[i] for i in duel.mz[0]] == [SET, SET, ATK]
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V4-1600", DM])


# ============================================================ Special Summons of Level 7+
def test_hx_719_a_level_7_revived_without_tributes_then_tributed_for_a_level_8() -> None:
    """HX-719 (R-MAIN-3, R-MAIN-4, R-ZONE-5, R-SPELL-3, §20.2 Monster Reborn (Rush)).
    Setup: P1 turn 3 controls only V4-1600 (z0); hand: Blue-Eyes White Dragon (Level 8),
    Monster Reborn (Rush); GY: Dark Magician (Rush) (Level 7).
    Actions: try Blue-Eyes; Monster Reborn Special Summons Dark Magician in face-up
    Defense; Tribute Summon Blue-Eyes with V4-1600 and Dark Magician.
    Expected: one monster is too few for Blue-Eyes. The Special Summon needs no Tribute:
    V4-1600 stays and Dark Magician is face-up Defense beside it. Then Blue-Eyes may be
    Tribute Summoned with both (Dark Magician arrived this turn): Blue-Eyes alone, in
    Attack; GY: Monster Reborn, V4-1600, Dark Magician."""
    duel = build(p0=Side(hand=[BEWD, REBORN], gy=[DM], monsters=[("V4-1600", ATK)]))
    no_monster_placing(duel, hand(duel, BEWD))
    play(duel, REBORN, zone="s0", picks=(find(duel, DM, 0, "gy"),), pos="def")
    settle(duel)
    idle(duel)
    assert sorted(n for n in row(duel) if n) == sorted(["V4-1600", DM])
    assert duel.pos[at(duel, DM)] == DEF and names(duel, 0, "gy") == [REBORN]
    assert Action("summon", hand(duel, BEWD), 0) in duel.legal_actions()
    do(duel, f"summon {hand(duel, BEWD)} z0")
    answer(duel)
    idle(duel)
    assert [n for n in row(duel) if n] == [BEWD] and duel.pos[at(duel, BEWD)] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, "V4-1600", DM])


def test_hx_720_a_spell_summoning_a_level_7_from_the_hand_needs_a_monster_zone() -> None:
    """HX-720 (R-MAIN-4, R-ZONE-5, R-ZONE-2, R-SPELL-1, R-MAIN-2): "HX Royal Herald"
    (Normal Spell: Special Summon 1 Level 7 or higher monster from your hand).
    (a) P1 turn 3, row full (V4-1600, face-down V4-1400, V2-500), S/T Zones empty; hand:
    the Herald, Dark Magician (Rush). The Spell has a S/T Zone but its summon has no
    Monster Zone: it cannot be activated; it may still be Set.
    (b) No monsters; hand: the Herald, Dark Magician, V4-1800. The Herald Special Summons
    Dark Magician (no Tribute) in face-up Defense; V4-1800 may still be Normal Summoned."""
    full = build(p0=Side(hand=[HERALD.name, DM],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]))
    no_spell(full, hand(full, HERALD.name))
    assert Action("set", hand(full, HERALD.name), 3) in full.legal_actions()
    duel = build(p0=Side(hand=[HERALD.name, DM, "V4-1800"]))
    play(duel, HERALD.name, zone="s1", pos="def")
    settle(duel)
    idle(duel)
    assert [n for n in row(duel) if n] == [DM] and duel.pos[at(duel, DM)] == DEF
    assert names(duel, 0, "gy") == [HERALD.name] and names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"summon {hand(duel, 'V4-1800')} z2")
    assert sorted(n for n in row(duel) if n) == sorted([DM, "V4-1800"])


def test_hx_721_a_cost_that_empties_a_zone_lets_the_full_row_summon() -> None:
    """HX-721 (R-ZONE-5, R-REQ-1, R-REQ-2, R-MAIN-4, R-MAIN-6): "HX Swap Rite" (Normal
    Spell: Requirement: send 1 face-up monster you control to the GY; Effect: Special
    Summon 1 monster from your hand).
    (a) P1 turn 3, row V4-1600, face-down V4-1400, V2-500; hand: the Rite, Dark Magician
    (Rush), V4-1800. The same action frees a zone: legal. The face-down monster cannot pay.
    P1 sends V2-500 (sent, not Tributed) and Dark Magician takes z2 with no Tribute.
    The row is full again: V4-1800 is refused.
    (b) All three monsters face-down: the cost cannot be paid: refused."""
    duel = build(p0=Side(hand=[SWAP_RITE.name, DM, "V4-1800"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]))
    events = do(duel, f"activate {hand(duel, SWAP_RITE.name)} s0")
    assert picks(duel) == {mine(duel, "V4-1600"), mine(duel, "V2-500")}
    events += do(duel, f"pick {mine(duel, 'V2-500')}")
    answer(duel, picks=(hand(duel, DM),), pos="atk")
    settle(duel)
    idle(duel)
    assert [e.reason for e in moves(events, "mzone", "gy")] == ["cost"]
    assert row(duel) == ["V4-1600", "V4-1400", DM] and duel.pos[at(duel, DM)] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", SWAP_RITE.name])
    no_monster_placing(duel, hand(duel, "V4-1800"))
    down = build(p0=Side(hand=[SWAP_RITE.name, DM],
                         monsters=[("V4-1600", SET), ("V4-1400", SET), ("V2-500", SET)]))
    no_spell(down, hand(down, SWAP_RITE.name))


# ============================================================ Maximum Mode fills the row
def test_hx_722_a_tribute_set_with_the_maximum_monster_then_two_normal_summons() -> None:
    """HX-722 (R-MAX-3, R-MAX-7, R-MAX-8, R-MAIN-2, R-MAIN-3): the Maximum Mode monster
    is one Tribute, for a Set as for a Summon.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces, V5-2300
    (Level 5), V4-1800, V4-1400.
    Actions: Maximum Summon; try V4-1800; Set V5-2300 into z1 with the Maximum monster;
    Normal Summon V4-1800 (z0) and V4-1400 (z2).
    Expected: with Maximum Mode no Level 4 can be Summoned or Set. The Tribute Set sends
    all three pieces to the GY and V5-2300 is face-down in z1; the two other zones are
    free for two more Normal Summons."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V5-2300", "V4-1800", "V4-1400"]))
    maximum(duel)
    idle(duel)
    no_monster_placing(duel, hand(duel, "V4-1800"))
    do(duel, f"set {hand(duel, 'V5-2300')} z1")
    answer(duel)
    idle(duel)
    assert not duel.maxm[0] and row(duel) == ["", "V5-2300", ""]
    assert duel.pos[at(duel, "V5-2300")] == SET
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    do(duel, f"summon {hand(duel, 'V4-1400')} z2")
    assert row(duel) == ["V4-1800", "V5-2300", "V4-1400"]


def test_hx_723_maximum_mode_blocks_every_placing_of_a_monster_not_spells() -> None:
    """HX-723 (R-MAX-3, R-MAX-6, R-MAX-7, R-MAIN-4, R-MAIN-5, R-FIELD-1, R-ZONE-3):
    "HX Crowd Titan" (Level 7, 2400; may be Special Summoned from the hand while the
    opponent controls 2+ monsters).
    Setup: P1 turn 3; hand: the Overlord pieces, the Titan, Monster Reborn (Rush),
    FX-FIELD-A, V4-1800; GY: Dark Magician (Rush). P2 controls V4-1600 and V4-1400.
    Before: the Titan's own Special Summon is offered. After the Maximum Summon: no
    Special Summon of the Titan, no Tribute Summon of it (one Tribute), no V4-1800, and
    Monster Reborn cannot be activated (it would place a monster), though it may be Set.
    FX-FIELD-A may be activated: the Maximum monster has 3600."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, TITAN.name, REBORN, FIELD_A, "V4-1800"],
                         gy=[DM]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    titan = hand(duel, TITAN.name)
    assert spsummons(duel, titan) == {Action("spsummon", titan, z, pos=p)
                                      for z in range(3) for p in (ATK, DEF)}
    maximum(duel)
    idle(duel)
    assert spsummons(duel, titan) == set()
    refused(duel, Action("spsummon", titan, 0, pos=ATK))
    no_monster_placing(duel, titan)
    no_monster_placing(duel, hand(duel, "V4-1800"))
    no_spell(duel, hand(duel, REBORN))
    assert Action("set", hand(duel, REBORN), 3) in duel.legal_actions()
    do(duel, f"activate {hand(duel, FIELD_A)} f")
    assert duel.atk(duel.mz[0][1]) == 3600 and duel.maxm[0]


def test_hx_724_the_opponents_maximum_mode_leaves_no_room_for_gifts_or_encounters() -> None:
    """HX-724 (R-MAX-3, R-ZONE-5, R-TRAP-5, R-MAX-8, §20.3 Dragon Encounter): "HX Gift
    Call" (Normal Spell: Special Summon 1 monster from your GY to your opponent's field).
    Setup: on turn 2 P2 Maximum Summons the Overlord; P2 holds Blue-Eyes White Dragon
    and has Dragon Encounter Set earlier. P1 turn 3; hand: the Gift Call, V4-1800, Dark
    Hole (Rush); GY: V4-1600.
    Expected: the Gift Call cannot be activated (nothing may be put on P2's field). P1
    Normal Summons V4-1800: Dragon Encounter cannot place Blue-Eyes: P2 is not asked.
    After Dark Hole destroys both monsters (all three pieces to P2's GY), the Gift Call
    is legal and V4-1600 goes to P2's field face-up, controlled by P2."""
    duel = build(turn=2, tp=1, p0=Side(hand=[GIFT.name, "V4-1800", HOLE], gy=["V4-1600"]),
                 p1=Side(hand=[OVL_L, OVL, OVL_R, BEWD], spells=[(ENCOUNTER, SET)]))
    maximum(duel)
    to_turn(duel, 3)
    assert duel.maxm[1]
    no_spell(duel, hand(duel, GIFT.name))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    idle(duel)
    assert names(duel, 1, "szone")[0] == ENCOUNTER and BEWD in names(duel, 1, "hand")
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert not duel.maxm[1] and row(duel, 1) == ["", "", ""]
    assert {OVL_L, OVL, OVL_R} <= set(names(duel, 1, "gy"))
    play(duel, GIFT.name, zone="s1", picks=(find(duel, "V4-1600", 0, "gy"),), pos="atk")
    settle(duel)
    assert [n for n in row(duel, 1) if n] == ["V4-1600"]
    assert duel.ctrl[at(duel, "V4-1600", 1)] == 1 and duel.pos[at(duel, "V4-1600", 1)] == ATK


def test_hx_725_a_maximum_summon_sweeps_equips_of_both_players_and_frees_zones() -> None:
    """HX-725 (R-MAX-2, R-EQUIP-4, R-ZONE-2, R-SPELL-1, R-SPELL-3): "HX Plain Blade"
    (Equip: a face-up monster you control gains 300 ATK); "HX Weight Curse" (Equip: a
    face-up monster your opponent controls loses 300 ATK).
    Setup: P1 controls V4-1600 and V4-1400; on turn 2 P2 equips the Curse to V4-1400.
    P1 turn 3: S/T Zones: (empty), Sakuretsu Armor, Mirror Force (Set earlier); hand:
    the Blade, the Overlord pieces, FX-BURN-BOTH. P1 equips the Blade to V4-1600 (s0).
    Expected: the S/T Zones are full: FX-BURN-BOTH cannot be activated. The Maximum
    Summon sends both monsters to the GY by rule; both Equips go to their owners' GYs,
    so P1's s0 and P2's zone are free: FX-BURN-BOTH may be activated (7000 each)."""
    duel = build(turn=2, tp=1,
                 p0=Side(hand=[BLADE.name, OVL_L, OVL, OVL_R, BURN_BOTH],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[None, (ARMOR, SET), (MIRROR, SET)]),
                 p1=Side(hand=[CURSE.name]))
    play(duel, CURSE.name, zone="s0", picks=(find(duel, "V4-1400", 0, "mzone"),))
    assert duel.atk(at(duel, "V4-1400", 0)) == 1100
    to_turn(duel, 3)
    play(duel, BLADE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    assert duel.atk(at(duel, "V4-1600")) == 1900
    no_spell(duel, hand(duel, BURN_BOTH))
    events = maximum(duel)
    assert {e.reason for e in moves(events, "mzone", "gy")} == {"rule"}
    assert row(duel) == [OVL_L, OVL, OVL_R]
    assert names(duel, 0, "szone") == ["", ARMOR, MIRROR]
    assert names(duel, 1, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", BLADE.name])
    assert names(duel, 1, "gy") == [CURSE.name]
    do(duel, f"activate {hand(duel, BURN_BOTH)} s0")
    settle(duel)
    assert duel.lp == [7000, 7000] and names(duel, 0, "szone") == ["", ARMOR, MIRROR]


def test_hx_726_after_the_maximum_monster_is_tributed_the_row_opens_again() -> None:
    """HX-726 (R-MAX-3, R-MAX-7, R-MAX-8, R-MAIN-2, R-MAIN-3): what else may be summoned.
    Setup: P1 turn 3; hand: the Overlord pieces, V6-2000 (Level 6), Dark Magician (Rush)
    (Level 7), V4-1600.
    Actions: Maximum Summon; try Dark Magician; Tribute Summon V6-2000 into z0; try Dark
    Magician again; Normal Summon V4-1600 (z1); Tribute Summon Dark Magician into z2.
    Expected: the Maximum monster is one Tribute: Dark Magician is refused. V6-2000 takes
    it as its one Tribute (all three pieces to the GY). With only V6-2000 Dark Magician is
    still refused; after V4-1600 it is legal, with both as Tributes: Dark Magician alone
    in z2; GY: the three pieces, V6-2000, V4-1600."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V6-2000", DM, "V4-1600"]))
    maximum(duel)
    no_monster_placing(duel, hand(duel, DM))
    do(duel, f"summon {hand(duel, 'V6-2000')} z0")
    answer(duel)
    idle(duel)
    assert row(duel) == ["V6-2000", "", ""] and not duel.maxm[0]
    no_monster_placing(duel, hand(duel, DM))
    do(duel, f"summon {hand(duel, 'V4-1600')} z1")
    do(duel, f"summon {hand(duel, DM)} z2")
    answer(duel)
    idle(duel)
    assert row(duel) == ["", "", DM] and duel.pos[at(duel, DM)] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, "V6-2000", "V4-1600"])


def test_hx_727_despairacion_r_alone_bans_level_7_revivals_not_tribute_summons() -> None:
    """HX-727 (R-MAX-11, R-EFF-5, R-MAIN-3, R-MAIN-4, §20.1 Despairacion [R]: neither
    player can Special Summon Level 7 monsters from the hand or GY).
    Setup: P1 turn 3 controls V4-1600 (z0) and Despairacion [R] face-up (z1), not in
    Maximum Mode; hand: two Monster Reborn (Rush), Dark Magician (Rush) (Level 7). P1's
    GY: Jointech Rex (Level 7); P2's GY: Blue-Eyes White Dragon (Level 8), V4-1800.
    Actions: Monster Reborn; Tribute Summon Dark Magician with [R] and V4-1600; the
    second Monster Reborn.
    Expected: the first Reborn may choose Blue-Eyes or V4-1800, never Rex; Blue-Eyes
    comes to z2. A Tribute Summon is no Special Summon: Dark Magician is legal. With
    [R] gone its ban ends at once: the second Reborn may choose Rex."""
    duel = build(p0=Side(hand=[REBORN, REBORN, DM], gy=[REX],
                         monsters=[("V4-1600", ATK), (DESP_R, ATK)]),
                 p1=Side(gy=[BEWD, "V4-1800"]))
    do(duel, f"activate {hand(duel, REBORN)} s0")
    assert picks(duel) == {find(duel, BEWD, 1, "gy"), find(duel, "V4-1800", 1, "gy")}
    answer(duel, picks=(find(duel, BEWD, 1, "gy"),), pos="atk")
    settle(duel)
    assert row(duel) == ["V4-1600", DESP_R, BEWD]
    do(duel, f"summon {hand(duel, DM)} z1")
    answer(duel, picks=(mine(duel, "V4-1600"),))
    idle(duel)
    assert row(duel) == ["", DM, BEWD]
    do(duel, f"activate {hand(duel, REBORN)} s0")
    assert find(duel, REX, 0, "gy") in picks(duel)
    answer(duel, picks=(find(duel, REX, 0, "gy"),), pos="def")
    settle(duel)
    assert row(duel) == [REX, DM, BEWD] and duel.pos[at(duel, REX)] == DEF


def test_hx_728_the_opponents_despairacion_forbids_sets_including_tribute_sets() -> None:
    """HX-728 (R-MAIN-2, R-MAIN-3, R-MAIN-5, R-MAX-9, §20.1 Despairacion [R]: in Maximum
    Mode the opponent cannot Set monsters from the hand).
    Setup: on turn 2 P2 Maximum Summons Despairacion. P1 turn 3 controls face-up
    V4-1400 (z0); hand: V4-1600, Summoned Skull (Rush) (Level 6), Sakuretsu Armor.
    Expected: Setting V4-1600 is refused in every zone; Setting Skull (a Tribute Set) is
    refused; a Trap may still be Set. V4-1600 may be Normal Summoned (z1), and Skull
    Tribute Summoned into z0 with V4-1400."""
    duel = p2_maximum(DESP, Side(hand=["V4-1600", SKULL, ARMOR], monsters=[("V4-1400", ATK)]))
    v16, skull = hand(duel, "V4-1600"), hand(duel, SKULL)
    for z in ("z0", "z1", "z2"):
        refused(duel, f"set {v16} {z}")
        refused(duel, f"set {skull} {z}")
    do(duel, f"set {hand(duel, ARMOR)} s0")
    do(duel, f"summon {v16} z1")
    idle(duel)
    do(duel, f"summon {skull} z0")
    answer(duel)
    idle(duel)
    assert row(duel) == [SKULL, "V4-1600", ""] and names(duel, 0, "gy") == ["V4-1400"]
    assert names(duel, 0, "szone")[0] == ARMOR


# ============================================================ Traps that must place a monster
def test_hx_729_a_trap_summon_into_a_full_row_only_with_a_cost_that_frees_a_zone() -> None:
    """HX-729 (R-ZONE-5, R-TRAP-5, R-TRAP-3, R-REQ-1, R-MAIN-4): "HX Ambush Call" (Trap:
    your opponent Normal Summons; Special Summon 1 Level 4 or lower monster from your
    hand in face-up Defense); "HX Exchange Guard" (Trap: your opponent Normal Summons;
    send 1 face-up monster you control to the GY; Special Summon 1 monster from your hand
    in face-up Defense). Both Set earlier by P2.
    (a) P2's row: V4-1600, V4-1400, face-down V2-500; hand: Blue-Eyes White Dragon,
    V1-100. P1 Normal Summons V4-1800: only the Exchange Guard is offered. P2 sends
    V4-1600; Blue-Eyes (no Tribute) takes z0 in face-up Defense.
    (b) P2's three monsters are face-down: neither Trap is offered.
    (c) P2 is in Maximum Mode (Overlord, summoned on turn 2): the cost may send the
    Maximum monster, which first removes it (R-MAX-3, R-MAX-8): the Exchange Guard is
    offered; all three pieces go to the GY and Blue-Eyes is face-up Defense, alone."""
    p1_spells = [(AMBUSH.name, SET), (EXCHANGE.name, SET)]
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=[BEWD, "V1-100"], spells=p1_spells,
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V2-500", SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, EXCHANGE.name, 1, "szone")}
    trap(duel, EXCHANGE.name, 1)
    answer(duel, picks=(find(duel, "V4-1600", 1, "mzone"), find(duel, BEWD, 1, "hand")))
    settle(duel)
    idle(duel)
    assert row(duel, 1) == [BEWD, "V4-1400", "V2-500"] and duel.pos[at(duel, BEWD, 1)] == DEF
    assert names(duel, 1, "gy") == ["V4-1600", EXCHANGE.name]
    assert names(duel, 1, "szone")[0] == AMBUSH.name
    down = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=[BEWD, "V1-100"], spells=p1_spells,
                         monsters=[("V4-1600", SET), ("V4-1400", SET), ("V2-500", SET)]))
    do(down, f"summon {hand(down, 'V4-1800')} z0")
    idle(down)
    big = build(turn=2, tp=1, p0=Side(hand=["V4-1800"]),
                p1=Side(hand=[OVL_L, OVL, OVL_R, BEWD], spells=p1_spells))
    maximum(big)
    to_turn(big, 3)
    assert big.maxm[1]
    do(big, f"summon {hand(big, 'V4-1800')} z0")
    window_for(big, 1)
    assert offered(big) == {find(big, EXCHANGE.name, 1, "szone")}
    trap(big, EXCHANGE.name, 1)
    answer(big)  # the cost can only be the Maximum monster, the summon only Blue-Eyes
    settle(big)
    idle(big)
    assert not big.maxm[1] and [n for n in row(big, 1) if n] == [BEWD]
    assert big.pos[at(big, BEWD, 1)] == DEF
    assert sorted(names(big, 1, "gy")) == sorted([OVL_L, OVL, OVL_R, EXCHANGE.name])


def test_hx_730_a_level_7_by_its_own_condition_takes_the_free_zone_without_tributes() -> None:
    """HX-730 (R-MAIN-4, R-MAIN-3, R-ZONE-5, R-EFF-1): "HX Crowd Titan" (Level 7, 2400;
    may be Special Summoned from the hand while the opponent controls 2+ monsters).
    Setup: P1 turn 3 controls V4-1600 (z0), V4-1400 (z1); hand: two Titans (A, B). P2
    controls V4-1800 and V2-500.
    Expected: A's Special Summon is offered only into z2, in face-up Attack or Defense;
    its Normal Summon needs two Tributes. A goes to z2 in Attack, no Tribute. Now the
    row is full: B's condition still holds but it cannot be placed; B may be Tribute
    Summoned into z0 with V4-1600 and A (arrived this turn)."""
    duel = build(p0=Side(hand=[TITAN.name, TITAN.name],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)]))
    a = hand(duel, TITAN.name)
    b = find(duel, TITAN.name, 0, "hand", 1)
    assert spsummons(duel, a) == {Action("spsummon", a, 2, pos=ATK),
                                  Action("spsummon", a, 2, pos=DEF)}
    do(duel, f"spsummon {a} z2 atk")
    settle(duel)
    idle(duel)
    assert row(duel) == ["V4-1600", "V4-1400", TITAN.name] and names(duel, 0, "gy") == []
    assert spsummons(duel, b) == set()
    refused(duel, Action("spsummon", b, 2, pos=ATK))
    do(duel, f"summon {b} z0")
    answer(duel, picks=(mine(duel, TITAN.name),))
    idle(duel)
    assert row(duel) == [TITAN.name, "V4-1400", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", TITAN.name])


def test_hx_731_a_spell_whose_optional_summon_finds_no_zone_still_resolves() -> None:
    """HX-731 (R-ZONE-5, R-SPELL-1, R-SPELL-3, R-REQ-1): "HX Draw Call" (Normal Spell:
    draw 1 card; then you can Special Summon 1 Level 4 or lower monster from your hand).
    (a) P1 turn 3, row full (V4-1600, face-down V4-1400, V2-500); hand: the Draw Call,
    V4-1800; Deck top: V1-100. The Spell may be activated (its summon is optional): P1
    draws V1-100, is not asked to summon, and the Spell goes to the GY.
    (b) Row V4-1600 and V4-1400 only: after the draw P1 is asked and Special Summons
    V4-1800 into z2 in face-up Defense."""
    board = [("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]
    duel = build(p0=Side(hand=[DRAW_CALL.name, "V4-1800"], monsters=board,
                         deck=["V1-100", "V2-500", "V2-500"]))
    do(duel, f"activate {hand(duel, DRAW_CALL.name)} s0")
    settle(duel)
    idle(duel)
    assert sorted(names(duel, 0, "hand")) == ["V1-100", "V4-1800"]
    assert names(duel, 0, "gy") == [DRAW_CALL.name]
    assert row(duel) == ["V4-1600", "V4-1400", "V2-500"]
    room = build(p0=Side(hand=[DRAW_CALL.name, "V4-1800"], monsters=board[:2],
                         deck=["V1-100", "V2-500", "V2-500"]))
    do(room, f"activate {hand(room, DRAW_CALL.name)} s0")
    assert kind(room) == "yesno"
    do(room, "yes")
    answer(room, picks=(hand(room, "V4-1800"),), pos="def")
    settle(room)
    assert row(room) == ["V4-1600", "V4-1400", "V4-1800"] and room.pos[at(room, "V4-1800")] == DEF
    assert names(room, 0, "hand") == ["V1-100"]


def test_hx_732_a_swap_trap_answers_an_attack_on_a_full_row_then_a_replay() -> None:
    """HX-732 (R-ZONE-5, R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-CALC-1, §19 FX-SWAP-ON-ATTACK:
    on an attack, send 1 face-up monster you control other than the target to the GY;
    Special Summon 1 Level 4 or lower monster from your hand face-up).
    Setup: P1 turn 3, Battle Phase: Blue-Eyes White Dragon. P2's row: V4-1600, V4-1400,
    V4-1800 (full); hand: V2-500; the Trap Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 pays V4-1800 and summons V2-500 in Attack.
    Expected: the cost frees a zone, so the Trap is offered; V2-500 takes z2, the one
    free zone. P2's monsters changed: replay; P1 chooses V2-500: P2 takes 2500 (5500)."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=["V2-500"], spells=[(SWAP, SET)],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, SWAP, 1, "szone")}
    trap(duel, SWAP, 1)
    answer(duel, picks=(find(duel, "V4-1800", 1, "mzone"), find(duel, "V2-500", 1, "hand")),
           pos="atk")
    settle(duel)
    assert row(duel, 1) == ["V4-1600", "V4-1400", "V2-500"]
    assert kind(duel) == "replay" and duel.current_player == 0
    do(duel, f"target {find(duel, 'V2-500', 1, 'mzone')}")
    settle(duel)
    assert duel.lp == [8000, 5500] and row(duel, 1) == ["V4-1600", "V4-1400", ""]


def test_hx_733_dragonic_pressure_on_a_full_row_frees_the_zone_for_its_summon() -> None:
    """HX-733 (R-ZONE-5, R-REQ-2, R-MAIN-4, §20.2 Dragonic Pressure: send 3 Dragons from
    your hand; destroy every monster; then you may Special Summon a Level 4 or lower
    Dragon from your GY in face-up Defense).
    Setup: P1 turn 3, row full (V4-1600, face-down V4-1400, V2-500); hand: Dragonic
    Pressure, Innocent Fadrawl (Level 3 Dragon), Blue-Eyes White Dragon, Blue-Fang Burst
    Dragon. P2 controls V4-1800.
    Expected: legal; the three Dragons go to the GY; every monster is destroyed, so the
    summon finds room: P1 Special Summons Innocent Fadrawl in face-up Defense."""
    duel = build(p0=Side(hand=[PRESSURE, FADRAWL, BEWD, BLUE_FANG],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"activate {hand(duel, PRESSURE)} s0")  # the three Dragons: a forced cost
    answer(duel, yes=True)
    settle(duel)
    idle(duel)
    assert [n for n in row(duel) if n] == [FADRAWL] and duel.pos[at(duel, FADRAWL)] == DEF
    assert row(duel, 1) == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [BEWD, BLUE_FANG, "V4-1600", "V4-1400", "V2-500", PRESSURE])


def test_hx_734_a_returned_maximum_monster_opens_the_row_then_a_second_maximum() -> None:
    """HX-734 (R-MAX-2, R-MAX-3, R-MAX-8, R-MAIN-2, R-EFF-4, §19 FX-RECALL: return 1
    face-up monster you control to the hand).
    Setup: P1 turn 3; hand: the Overlord pieces, FX-RECALL, V4-1600.
    Actions: Maximum Summon; try V4-1600; FX-RECALL on the Maximum monster; Normal
    Summon V4-1600; Maximum Summon again.
    Expected: V4-1600 is refused while Maximum Mode stands. FX-RECALL returns all three
    pieces to the hand and the zones are free: V4-1600 may be summoned. There is no limit
    on Maximum Summons: the second one sends V4-1600 to the GY (3500 ATK)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, RECALL, "V4-1600"]))
    maximum(duel)
    no_monster_placing(duel, hand(duel, "V4-1600"))
    play(duel, RECALL, zone="s0", picks=(mine(duel, OVL),))
    settle(duel)
    assert row(duel) == ["", "", ""] and not duel.maxm[0]
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R, "V4-1600"])
    do(duel, f"summon {hand(duel, 'V4-1600')} z1")
    idle(duel)
    maximum(duel)
    assert row(duel) == [OVL_L, OVL, OVL_R] and duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([RECALL, "V4-1600"])
    assert duel.atk(duel.mz[0][1]) == 3500


# ============================================================ a real duel's start
def test_hx_735_a_new_duel_three_set_traps_then_three_summons_each_taxed() -> None:
    """HX-735 (R-SETUP-10, R-DRAW-1, R-ZONE-1, R-ZONE-2, R-ZONE-3, R-MAIN-5, R-TRAP-2,
    R-TURN-3): "HX Summon Tax" (Trap: your opponent Normal Summons; they take 300).
    Setup: a new duel; P1's Main Deck is 40 Summon Tax, P2's 40 V4-1600; P1 goes first.
    Expected: both start at 8000 LP with 4 cards; P1 draws 1 (5). A Trap may be Set only
    in a free S/T Zone, never the Field Zone; a Tax Set this turn is not activated; no
    Battle Phase. Once three are Set no fourth can be: End is P1's only action. Turn 2:
    P2 draws 1 (5) and Normal Summons three V4-1600; after each P1 is offered a Tax (Set
    on turn 1): P2 ends at 7100; a fourth summon is refused."""
    decks = [(tuple([TAX.code] * 40), ()), (tuple([code_of("V4-1600")] * 40), ())]
    duel = Duel.new(POOL, decks, seed=7, first=0)
    assert duel.turn == 1 and duel.tp == 0 and duel.lp == [8000, 8000]
    assert len(duel.hand[0]) == 5 and len(duel.hand[1]) == 4 and len(duel.deck[0]) == 35
    for zone in ("s0", "s1"):
        do(duel, f"set {hand(duel, TAX.name)} {zone}")
    refused(duel, f"activate {find(duel, TAX.name, 0, 'szone')}")
    refused(duel, "battle")
    fourth = hand(duel, TAX.name)
    refused(duel, f"set {fourth} f")
    assert {a for a in duel.legal_actions() if a.kind != "end"} == {
        Action("set", o, 5) for o in {find(duel, TAX.name, 0, "hand", n) for n in range(3)}}
    do(duel, f"set {fourth} s2")
    # three Set Traps fill the S/T Zones: a fourth cannot be Set anywhere, so ending the
    # turn is P1's only legal action, and the engine takes it by itself
    assert duel.turn == 2 and len(duel.hand[0]) == 2 and len(duel.hand[1]) == 5
    for z in range(3):
        do(duel, f"summon {hand(duel, 'V4-1600')} z{z}")
        window_for(duel, 0)
        assert len(offered(duel)) == 3 - z
        trap(duel, TAX.name, 0)
        settle(duel)
    assert duel.lp == [8000, 7100] and names(duel, 0, "gy") == [TAX.name] * 3
    no_monster_placing(duel, hand(duel, "V4-1600"))


def test_hx_736_tributing_the_maximum_monster_counts_as_a_level_10_tribute() -> None:
    """HX-736 (R-MAX-6, R-MAX-7, R-MAIN-3, R-EFF-2, R-REQ-1): "HX Heir of Giants" (Level
    6, 2200. Requirement: it was Normal Summoned by Tributing a Level 5 or higher monster.
    Effect: your opponent takes 500 damage).
    (a) P1 turn 3; hand: the Overlord pieces, the Heir. Maximum Summon; Tribute Summon
    the Heir into z0 (the [L] piece's zone): its one Tribute is the Maximum monster,
    Level 10 (the center's Level): the effect may be activated: P2 7500.
    (b) P1 controls V4-1600; the Heir is Tribute Summoned with it: refused."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, HEIR.name]))
    maximum(duel)
    do(duel, f"summon {hand(duel, HEIR.name)} z0")
    answer(duel)
    idle(duel)
    assert row(duel) == [HEIR.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    heir = mine(duel, HEIR.name)
    assert Action("activate", heir) in duel.legal_actions()
    do(duel, f"activate {heir}")
    settle(duel)
    assert duel.lp == [8000, 7500]
    low = build(p0=Side(hand=[HEIR.name], monsters=[("V4-1600", ATK)]))
    do(low, f"summon {hand(low, HEIR.name)} z0")
    answer(low)
    refused(low, f"activate {mine(low, HEIR.name)}")
