"""Held-out style conformance scenarios HX-617..HX-636 (HX-597..HX-616 are in
test_heldout_trap_costs12.py), written like SC-01..SC-30 of RULES.md section 19, on
Requirements and costs: monsters' own effects whose cost feeds or ends what the Effect or
a Trap then reads (R-EFF, R-REQ-2, R-REQ-3), Traps answering a Maximum, Fusion or Ritual
Summon (R-MAX, R-FUS, R-RIT-4) with costs, a Trap Set this turn (SC-15) used as another
Trap's cost or bounced and Set again, the cost of a Trap judged in the battle-result
window, a reveal cost, and one Trap per window even when that Trap finds nothing.
Expectations come from RULES.md (and the section 20 card facts) alone.

Small throwaway cards (codes 968720101.., names starting with "HX ") are defined below;
each comment states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnDestroyed, OnSpell, OnSummon, Trig
from rushdesk.engine.effects.ext_booster02 import OnTrapDestroyed
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Modify,
    Op,
    PayLP,
    Per,
    ReturnToHand,
    Reveal,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BURGER,
    DESP_R,
    DRAGOPHONE,
    ENCOUNTER,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    RECIPE,
    REX,
    SKULL,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import refused, settle
from .test_heldout_trap_costs12 import HAND, HAND_MONSTER, SUMMON_TOLL, UP, idle, mon, sz
from .test_heldout_trap_costs12 import POOL as POOL_A

TRAP = CardType.TRAP
SPELL = CardType.SPELL
F2 = "FX-FUSION-2"
CYBER = "Cyber Dragon (Rush)"
GY_LOW = Sel(where=("gy",), kind="monster", level_max=4)
OTHER_UP = Sel(who="you", face="up", not_self=True)
OPP_UP = Sel(who="opp", face="up")
SPSUMMON = OnSummon(kinds=("spsummon",))


def _trap(code: int, name: str, trigger: Trig, *ops: Op, costs: tuple = (),  # type: ignore[type-arg]
          conds: tuple = ()) -> CardData:  # type: ignore[type-arg]
    return hx_card(code, name, TRAP, Effect(kind="trap", trigger=trigger, conds=conds,
                                            costs=costs, ops=ops))


# Level 4, 1000 ATK. Requirement: send 2 other face-up monsters you control to the GY.
# Effect: Special Summon 2 Level 4 or lower monsters from your GY in face-up Defense.
TWIN_OFFERING = hx_monster(968_720_101, "HX Twin Offering", Effect(
    costs=(SendCost(OTHER_UP, low=2, high=2),),
    ops=(SpecialSummon(GY_LOW, low=2, high=2, position="def"),)))
# Field Spell: face-up monsters your opponent controls become Dragons.
HAZE = hx_field(968_720_102, "HX Dragon Haze", Cont(OPP_UP, MOD_RACE, "Dragon", "become Dragons"))
# Level 4. Requirement: send 1 face-up Field Spell you control to the GY. Effect: destroy
# 1 face-up monster your opponent controls.
HAZE_BREAKER = hx_monster(968_720_103, "HX Haze Breaker", Effect(
    costs=(SendCost(Sel(where=("fzone",), face="up", kind="field")),), ops=(Destroy(OPP_UP),)))
# Level 4. Requirement: send 1 card from your hand to the GY. Effect: as HX Haze Breaker.
HAND_BREAKER = hx_monster(968_720_104, "HX Hand Breaker", Effect(
    costs=(SendCost(HAND),), ops=(Destroy(OPP_UP),)))
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] your other face-up monsters gain 500 ATK.
BANNER = hx_monster(968_720_105, "HX Rally Banner", Effect(kind="continuous", mods=(
    Cont(OTHER_UP, MOD_ATK, 500, "gain 500 ATK"),)))
# Level 4. Requirement: send 1 other face-up monster you control to the GY. Effect:
# Special Summon 1 Level 4 or lower monster from your hand in face-up Attack Position.
RELAY = hx_monster(968_720_106, "HX Relay Caller", Effect(
    costs=(SendCost(OTHER_UP),),
    ops=(SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4), position="atk"),)))
# Trap. Requirement: your opponent Special Summons a monster with 1500 or more ATK.
# Effect: you gain 1000 LP.
STRONG_WATCH = _trap(968_720_107, "HX Strong Watch", OnSummon(
    kinds=("spsummon",), monster=Sel(who="opp", atk_min=1500)), GainLP(Fixed(1000)))
# Trap. Requirement: a player Normal Summons a monster; send 1 other face-down Trap you
# control to the GY. Effect: you gain 1000 LP.
SET_OFFERING = _trap(968_720_108, "HX Set Offering", OnSummon(by="any", kinds=("summon",)),
                     GainLP(Fixed(1000)), costs=(SendCost(Sel(
                         where=("szone",), face="down", kind="trap", not_self=True)),))
# Level 4. Requirement: pay 500 LP. Effect: return 1 face-down card in your opponent's
# Spell & Trap Zones to the hand.
THIEF = hx_monster(968_720_109, "HX Trap Thief", Effect(
    costs=(PayLP(n=500),), ops=(ReturnToHand(Sel(who="opp", where=("szone",), face="down")),)))
# Trap. Requirement: a Trap Card you control is destroyed by your opponent's card effect.
# Effect: you gain 1000 LP.
WRECK_ALARM = _trap(968_720_110, "HX Wreck Alarm", OnTrapDestroyed(), GainLP(Fixed(1000)))
# Trap. Requirement: your opponent Special Summons a monster; pay 1000 LP. Effect: destroy
# the summoned monster.
TOLL_BREAKER = _trap(968_720_111, "HX Toll Breaker", SPSUMMON,
                     Destroy(Sel(who="opp", memo="summoned")), costs=(PayLP(n=1000),))
# Trap. Requirement: your opponent Special Summons a monster; send 1 card from your hand
# to the GY. Effect: your opponent takes 300 damage for each monster in their GY.
GRAVE_TOLL = _trap(968_720_112, "HX Grave Toll", SPSUMMON, Damage(Per(300, Sel(
    where=("gy",), who="opp", kind="monster"))), costs=(SendCost(HAND),))
# Trap. Requirement: your opponent Special Summons a Fusion Monster, while they control
# exactly 1 monster; send 1 monster from your hand to the GY. Effect: return the summoned
# monster to the hand.
LONE_SNARE = _trap(968_720_113, "HX Lone Snare", OnSummon(
    kinds=("spsummon",), monster=Sel(who="opp", kind="fusion monster")),
    ReturnToHand(Sel(who="opp", memo="summoned")), costs=(SendCost(HAND_MONSTER),),
    conds=(Count(Sel(who="opp"), 1, 1),))
# Trap. Requirement: your opponent Special Summons a monster in Defense Position; pay 500
# LP. Effect: change the summoned monster to face-up Attack Position.
STAND_UP = _trap(968_720_114, "HX Stand Up", OnSummon(
    kinds=("spsummon",), monster=Sel(who="opp", pos="def")),
    ChangePosition(Sel(who="opp", memo="summoned"), to="atk"), costs=(PayLP(n=500),))
# Level 4. [CONTINUOUS EFFECT] your opponent cannot Special Summon monsters from the hand.
JAILER = hx_monster(968_720_115, "HX Jailer", Effect(kind="continuous", bans=(Ban(
    "spsummon", "opp", Sel(where=("hand",), who="any", kind="monster"),
    "Special Summon monsters from the hand"),)))
# Normal Spell. Requirement: send 1 face-up monster you control to the GY. Effect: 1
# face-up monster you control gains 500 ATK this turn.
EMPTY_OFFERING = hx_card(968_720_116, "HX Empty Offering", SPELL, Effect(
    kind="spell", costs=(SendCost(UP),), ops=(Modify(UP, amount=Fixed(500)),)))
# Trap. Requirement: after your opponent activates a Spell. Effect: you gain 300 LP.
SPELL_WATCH = _trap(968_720_117, "HX Spell Watch", OnSpell(), GainLP(Fixed(300)))
# Trap. Requirement: your opponent Normal Summons a monster; reveal 1 Dragon in your hand.
# Effect: Special Summon 1 Level 4 or lower monster from your hand in face-up Defense.
DRAGON_SIGN = _trap(968_720_118, "HX Dragon Sign", OnSummon(kinds=("summon",)),
                    SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4),
                                  position="def"),
                    costs=(Reveal(Sel(where=("hand",), kind="monster", race="Dragon")),))
# Level 4, 1000 ATK. Requirement: send this card to the GY. Effect: Special Summon 1 Level
# 4 or lower monster from your GY in face-up Attack Position.
PHOENIX = hx_monster(968_720_119, "HX Phoenix Page", Effect(
    costs=(SendCost(THIS),), ops=(SpecialSummon(GY_LOW, position="atk"),)))
# Trap. Requirement: your opponent Special Summons a monster. Effect: you gain 700 LP.
SUMMON_WATCH = _trap(968_720_120, "HX Summon Watch", SPSUMMON, GainLP(Fixed(700)))
# Trap. Requirement: a player Special Summons a monster; send 1 face-up monster you
# control to the GY. Effect: Special Summon 1 Level 4 or lower monster from your GY in
# face-up Attack Position.
RALLY_SWAP = _trap(968_720_121, "HX Rally Swap", OnSummon(by="any", kinds=("spsummon",)),
                   SpecialSummon(GY_LOW, position="atk"), costs=(SendCost(UP),))
# Trap. Requirement: a monster you control is destroyed by your opponent's attack; send 1
# face-up monster you control to the GY. Effect: Special Summon 1 Level 4 or lower monster
# from your GY in face-up Defense Position.
LAST_RITES = _trap(968_720_122, "HX Last Rites", OnDestroyed(
    Sel(where=("gy",), kind="monster"), causes=("battle",)),
    SpecialSummon(GY_LOW, position="def"), costs=(SendCost(UP),))
# Trap. Requirement: your opponent Normal Summons a monster; send 1 face-up monster you
# control to the GY. Effect: 1 face-up monster you control gains 1000 ATK this turn.
BRACE = _trap(968_720_123, "HX Brace", OnSummon(kinds=("summon",)),
              Modify(UP, amount=Fixed(1000)), costs=(SendCost(UP),))

HX_CARDS = [TWIN_OFFERING, HAZE, HAZE_BREAKER, HAND_BREAKER, BANNER, RELAY, STRONG_WATCH,
            SET_OFFERING, THIEF, WRECK_ALARM, TOLL_BREAKER, GRAVE_TOLL, LONE_SNARE, STAND_UP,
            JAILER, EMPTY_OFFERING, SPELL_WATCH, DRAGON_SIGN, PHOENIX, SUMMON_WATCH,
            RALLY_SWAP, LAST_RITES, BRACE]
POOL = POOL_A.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def hand(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def legal(duel: Duel, text: str) -> bool:
    return Action.parse(text) in duel.legal_actions()


# ============================================================ monsters' own costs
def test_hx_617_two_monsters_paid_together_are_the_two_the_effect_summons() -> None:
    """HX-617 (R-REQ-1, R-REQ-2, R-REQ-3, R-EFF-2, R-EFF-4, R-ZONE-5): "HX Twin Offering"
    (Level 4): Requirement: send 2 other face-up monsters you control to the GY. Effect:
    Special Summon 2 Level 4 or lower monsters from your GY in face-up Defense Position.
    Setup: P1 turn 3 controls face-up HX Twin Offering, V4-1600 and V4-1400 (since turn 1).
    (b) P1's GY holds V2-500: the effect may be activated; the cost sends both monsters
    and the Effect, choosing afterwards, may take any 2 of the three: V4-1600 and V2-500.
    (a) P1's GY is empty: the Requirement can be met completely (two face-up monsters to
    send) and once both are paid the GY holds two Level 4 monsters: the effect may be
    activated, and V4-1600 and V4-1400 come back in Defense as new monsters."""
    mons = [(TWIN_OFFERING.name, ATK), ("V4-1600", ATK), ("V4-1400", ATK)]
    fed = build(p0=Side(monsters=mons, gy=["V2-500"]))
    do(fed, f"activate {mon(fed, TWIN_OFFERING.name, 0)}")
    assert picks(fed) == {find(fed, n, 0, "gy") for n in ("V2-500", "V4-1600", "V4-1400")}
    answer(fed, picks=(find(fed, "V4-1600", 0, "gy"), find(fed, "V2-500", 0, "gy")))
    assert names(fed, 0, "mzone") == [TWIN_OFFERING.name, "V4-1600", "V2-500"]
    assert names(fed, 0, "gy") == ["V4-1400"]
    duel = build(p0=Side(monsters=mons))
    offering = mon(duel, TWIN_OFFERING.name, 0)
    assert legal(duel, f"activate {offering}")
    do(duel, f"activate {offering}")
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == [TWIN_OFFERING.name, "V4-1600", "V4-1400"]
    assert duel.pos[at(duel, "V4-1600", 0)] == DEF and duel.pos[at(duel, "V4-1400", 0)] == DEF
    assert names(duel, 0, "gy") == []


def test_hx_618_a_field_spell_paid_as_the_cost_ends_the_type_dragophone_reads() -> None:
    """HX-618 (R-REQ-2, R-EFF-5, R-FIELD-1, R-TRAP-5, §20.3 RB Dragophone: a Dragon you
    control is destroyed by the opponent's attack or card effect): "HX Dragon Haze"
    (Field Spell): face-up monsters your opponent controls become Dragons. "HX Haze
    Breaker" (Level 4): Requirement: send 1 face-up Field Spell you control to the GY.
    Effect: destroy 1 face-up monster your opponent controls. "HX Hand Breaker": the same
    Effect, Requirement: send 1 card from your hand to the GY.
    Setup: P1 turn 3 has HX Dragon Haze face-up; P2 controls V4-1600 and V4-1400 (both
    Dragons now) and has RB Dragophone Set earlier.
    (a) P1's HX Haze Breaker pays with the Haze, then destroys V4-1600: by then it is a
    Warrior again, so Dragophone is not offered.
    (b) P1's HX Hand Breaker pays V1-100 from the hand and destroys V4-1600 while it is a
    Dragon: P2 is offered RB Dragophone."""
    p1 = Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], spells=[(DRAGOPHONE, SET)])
    duel = build(p0=Side(monsters=[(HAZE_BREAKER.name, ATK)], field_spell=(HAZE.name, ATK)),
                 p1=p1)
    assert duel.race(at(duel, "V4-1600", 1)) == "Dragon"
    do(duel, f"activate {mon(duel, HAZE_BREAKER.name, 0)}")
    answer(duel, picks=(mon(duel, "V4-1600", 1),))
    idle(duel)
    assert names(duel, 1, "gy") == ["V4-1600"] and names(duel, 0, "gy") == [HAZE.name]
    hand_cost = build(p0=Side(monsters=[(HAND_BREAKER.name, ATK)], hand=["V1-100"],
                              field_spell=(HAZE.name, ATK)), p1=p1)
    do(hand_cost, f"activate {mon(hand_cost, HAND_BREAKER.name, 0)}")
    answer(hand_cost, picks=(mon(hand_cost, "V4-1600", 1),))
    window_for(hand_cost, 1)
    assert offered(hand_cost) == {sz(hand_cost, DRAGOPHONE)}


def test_hx_619_a_monster_cost_ends_the_boost_before_the_summon_window() -> None:
    """HX-619 (R-REQ-2, R-EFF-5, R-TRAP-5, R-MAIN-4): "HX Rally Banner" (Level 4):
    [CONTINUOUS EFFECT] your other face-up monsters gain 500 ATK. "HX Relay Caller"
    (Level 4): Requirement: send 1 other face-up monster you control to the GY. Effect:
    Special Summon 1 Level 4 or lower monster from your hand in Attack Position. "HX Strong
    Watch" (Trap): Requirement: your opponent Special Summons a monster with 1500 or more
    ATK. Effect: you gain 1000 LP.
    Setup: P1 turn 3 controls HX Relay Caller and HX Rally Banner; hand: V4-1400. P2 has
    HX Strong Watch Set earlier.
    (a) The Caller's cost can only be the Banner: V4-1400 arrives with 1400: no window.
    (b) P1 also controls V1-100 and pays with it: the Banner stays, V4-1400 arrives with
    1900: P2 is offered HX Strong Watch (9000)."""
    p1 = Side(spells=[(STRONG_WATCH.name, SET)])
    duel = build(p0=Side(monsters=[(RELAY.name, ATK), (BANNER.name, ATK)], hand=["V4-1400"]),
                 p1=p1)
    do(duel, f"activate {mon(duel, RELAY.name, 0)}")
    idle(duel)
    assert duel.atk(at(duel, "V4-1400", 0)) == 1400 and names(duel, 0, "gy") == [BANNER.name]
    kept = build(p0=Side(monsters=[(RELAY.name, ATK), (BANNER.name, ATK), ("V1-100", ATK)],
                         hand=["V4-1400"]), p1=p1)
    do(kept, f"activate {mon(kept, RELAY.name, 0)}")
    assert picks(kept) == {mon(kept, BANNER.name, 0), mon(kept, "V1-100", 0)}
    answer(kept, picks=(mon(kept, "V1-100", 0),))
    assert kept.atk(at(kept, "V4-1400", 0)) == 1900
    window_for(kept, 1)
    trap(kept, STRONG_WATCH.name)
    assert kept.lp == [8000, 9000]


# ============================================================ Traps Set this turn (SC-15)
def test_hx_620_a_trap_set_this_turn_may_pay_another_traps_cost() -> None:
    """HX-620 (R-TRAP-2, R-TRAP-4, R-REQ-1, R-TRAP-9, SC-15): "HX Set Offering" (Trap):
    Requirement: a player Normal Summons a monster; send 1 other face-down Trap you
    control to the GY. Effect: you gain 1000 LP.
    Setup: P1 turn 3 has HX Set Offering Set earlier; hand: Torrential Tribute (Rush),
    V4-1800.
    Actions: P1 Sets Torrential Tribute, then Normal Summons V4-1800.
    Expected: P2 has nothing; P1 is offered HX Set Offering but not Torrential (Set this
    turn, though the summon meets it). Being unable to activate a Trap does not stop it
    from paying a cost: Torrential is sent, P1 9000. Without it (b) the cost cannot be
    paid: no window."""
    duel = build(p0=Side(hand=[TORRENT, "V4-1800"], spells=[(SET_OFFERING.name, SET)]))
    do(duel, f"set {hand(duel, TORRENT)} s1")
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, SET_OFFERING.name, 0)}
    trap(duel, SET_OFFERING.name, 0)
    settle(duel)
    idle(duel)
    assert duel.lp == [9000, 8000] and names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([TORRENT, SET_OFFERING.name])
    alone = build(p0=Side(hand=["V4-1800"], spells=[(SET_OFFERING.name, SET)]))
    do(alone, f"summon {hand(alone, 'V4-1800')} z0")
    idle(alone)
    assert alone.lp == [8000, 8000]


def test_hx_621_a_trap_returned_to_the_hand_and_set_again_waits_a_turn() -> None:
    """HX-621 (R-TRAP-1, R-TRAP-2, R-TRAP-4, R-EFF-2, R-REQ-1, SC-15, §20.3 Torrential
    Tribute): "HX Trap Thief" (Level 4): Requirement: pay 500 LP. Effect: return 1
    face-down card in your opponent's Spell & Trap Zones to the hand.
    Setup: P1 turn 3 controls HX Trap Thief; hand: V4-1800. P2 has Torrential Tribute
    (Rush) Set earlier; hand: V4-1600.
    Actions: the Thief returns Torrential to P2's hand (P1 7500); P1 Normal Summons
    V4-1800 (no window); turn 4: P2 Sets Torrential and Normal Summons V4-1600; turn 5:
    P1 Normal Summons V1-100.
    Expected: Set on turn 4, Torrential cannot answer P2's own summon that turn (no
    window); on turn 5 P2 is offered it."""
    duel = build(p0=Side(monsters=[(THIEF.name, ATK)], hand=["V4-1800"]),
                 p1=Side(hand=["V4-1600"], spells=[(TORRENT, SET)]))
    do(duel, f"activate {mon(duel, THIEF.name, 0)}")
    assert duel.lp == [7500, 8000] and names(duel, 1, "szone") == ["", "", ""]
    assert TORRENT in names(duel, 1, "hand")
    do(duel, f"summon {hand(duel, 'V4-1800')} z1")
    idle(duel)
    to_turn(duel, 4)
    do(duel, f"set {hand(duel, TORRENT, 1)} s0")
    do(duel, f"summon {hand(duel, 'V4-1600', 1)} z0")
    idle(duel, p=1)
    to_turn(duel, 5)
    do(duel, f"summon {hand(duel, 'V1-100')} z2")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}


def test_hx_622_rex_pays_with_this_turns_tributes_and_a_destroyed_trap_is_answered() -> None:
    """HX-622 (R-REQ-1, R-REQ-2, R-EFF-2, R-MAIN-3, R-TRAP-5, R-TRAP-4, §20.1 Jointech
    Rex: in the turn you Normal Summoned it, shuffle 3 monsters from your GY into the
    Deck; destroy 1 card in the opponent's S/T zones): "HX Wreck Alarm" (Trap):
    Requirement: a Trap you control is destroyed by your opponent's card effect. Effect:
    you gain 1000 LP.
    Setup: P1 turn 3 controls V1-100 and V2-500; GY: V4-1600; hand: Jointech Rex. P2 has
    Trap Hole (Rush) and HX Wreck Alarm Set earlier.
    Actions: P1 Tribute Summons Rex with both monsters (P2 passes on Trap Hole); activates
    Rex: the two Tributes and V4-1600 are the 3 monsters (none is asked).
    Expected: (a) Rex destroys Trap Hole: P2 is offered HX Wreck Alarm (9000). (b) Rex
    destroys HX Wreck Alarm itself: it is gone, and Trap Hole does not answer: no window."""
    duel = build(p0=Side(monsters=[("V1-100", ATK), ("V2-500", ATK)], gy=["V4-1600"],
                         hand=[REX]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (WRECK_ALARM.name, SET)]))
    deck = len(duel.deck[0])
    do(duel, f"summon {hand(duel, REX)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE)}
    do(duel, "pass")
    idle(duel)
    do(duel, f"activate {mon(duel, REX, 0)}")
    assert names(duel, 0, "gy") == [] and len(duel.deck[0]) == deck + 3
    assert picks(duel) == {sz(duel, TRAP_HOLE), sz(duel, WRECK_ALARM.name)}
    other = duel.clone()
    answer(duel, picks=(sz(duel, TRAP_HOLE),))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, WRECK_ALARM.name)}
    trap(duel, WRECK_ALARM.name)
    assert duel.lp == [8000, 9000]
    answer(other, picks=(sz(other, WRECK_ALARM.name),))
    idle(other)
    assert names(other, 1, "szone")[0] == TRAP_HOLE


# ============================================================ Maximum, Fusion, Ritual
def test_hx_623_an_lp_cost_against_the_overlord_pays_for_nothing_and_closes_its_left() -> None:
    """HX-623 (R-MAX-2, R-MAX-9, R-REQ-1, R-REQ-2, R-TRAP-2, R-TRAP-5, §20.1 Supreme
    Machine Magnum Overlord: in Maximum Mode it cannot be destroyed by the opponent's Trap
    effects; [L]: Requirement: your LP are lower than the opponent's; send 1 card from your
    hand to the GY; it gains ATK equal to the difference): "HX Toll Breaker" (Trap):
    Requirement: your opponent Special Summons a monster; pay 1000 LP. Effect: destroy the
    summoned monster.
    Setup: P1 (7500 LP) turn 3, hand: the three Overlord pieces, V1-100. P2 (8000) has HX
    Toll Breaker Set earlier. P1 Maximum Summons.
    Expected: P2 may activate it; it pays 1000 (7000), and the Overlord is not destroyed.
    P1's LP are no longer lower: the [L] is refused. Had P2 passed, the [L] could be used:
    3500 + 500."""
    duel = build(p0=Side(lp=7500, hand=[OVL_L, OVL, OVL_R, "V1-100"]),
                 p1=Side(spells=[(TOLL_BREAKER.name, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TOLL_BREAKER.name)}
    passed = duel.clone()
    trap(duel, TOLL_BREAKER.name)
    idle(duel)
    assert duel.lp == [7500, 7000] and duel.maxm[0]
    assert names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R] and names(duel, 1, "gy") == [
        TOLL_BREAKER.name]
    refused(duel, f"activate {mon(duel, OVL_L, 0)}")
    do(passed, "pass")
    do(passed, f"activate {mon(passed, OVL_L, 0)}")
    assert passed.atk(passed.mz[0][1]) == 4000 and names(passed, 0, "gy") == ["V1-100"]


def test_hx_624_a_trap_counts_the_monsters_the_maximum_summon_sent() -> None:
    """HX-624 (R-MAX-2, R-REQ-2, R-TRAP-5, R-REQ-1): "HX Grave Toll" (Trap): Requirement:
    your opponent Special Summons a monster; send 1 card from your hand to the GY. Effect:
    your opponent takes 300 damage for each monster in their GY.
    Setup: P1 turn 3 controls face-up V4-1600 and face-down V4-1400; hand: the three
    Overlord pieces. P2 has HX Grave Toll Set earlier.
    (a) P2 holds V1-100: the Maximum Summon sends both monsters to the GY (the face-down
    one too) in the same action; P2 pays V1-100 and P1 takes 600.
    (b) P2's hand is empty: the cost cannot be paid: no window."""
    p0 = Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)], hand=[OVL_L, OVL, OVL_R])
    duel = build(p0=p0, p1=Side(hand=["V1-100"], spells=[(GRAVE_TOLL.name, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    trap(duel, GRAVE_TOLL.name)
    idle(duel)
    assert duel.lp == [7400, 8000] and names(duel, 1, "hand") == []
    assert sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    empty = build(p0=p0, p1=Side(spells=[(GRAVE_TOLL.name, SET)]))
    maximum(empty, OVL)
    idle(empty)


def test_hx_625_a_fusion_from_hand_and_field_leaves_one_monster_for_the_snare() -> None:
    """HX-625 (R-FUS-3, R-FUS-5, R-FUS-6, R-REQ-1, R-TRAP-5, R-TRAP-9): "HX Lone Snare"
    (Trap): Requirement: your opponent Special Summons a Fusion Monster while they control
    exactly 1 monster; send 1 monster from your hand to the GY. Effect: return the
    summoned monster to the hand.
    Setup: P1 turn 3 controls face-up V4-1600; hand: Polymerization (Rush), V4-1400;
    Extra Deck: FX-FUSION-2. P2 holds V2-500 and has HX Lone Snare Set earlier.
    (a) Polymerization uses V4-1600 and V4-1400: P1 controls only FX-FUSION-2: P2 pays
    V2-500 and FX-FUSION-2 goes back to the Extra Deck.
    (b) P1 also controls V1-100: 2 monsters: no window."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[POLY, "V4-1400"], extra=[F2]),
                 p1=Side(hand=["V2-500"], spells=[(LONE_SNARE.name, SET)]))
    play(duel, POLY, zone="s0", pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LONE_SNARE.name)}
    trap(duel, LONE_SNARE.name)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "extra") == [F2]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", POLY])
    assert names(duel, 1, "gy") == ["V2-500", LONE_SNARE.name]
    two = build(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)], hand=[POLY, "V4-1400"],
                        extra=[F2]),
                p1=Side(hand=["V2-500"], spells=[(LONE_SNARE.name, SET)]))
    play(two, POLY, zone="s0", picks=(find(two, F2, 0, "extra"), mon(two, "V4-1600", 0),
                                      hand(two, "V4-1400")), pos="atk")
    idle(two)
    assert F2 in names(two, 0, "mzone")


def test_hx_626_a_ritual_monster_summoned_in_defense_is_stood_up_and_cannot_go_back() -> None:
    """HX-626 (R-RIT-2, R-RIT-4, R-TRAP-5, R-POS-1, R-POS-4, R-CALC-1, §20.5 Hamburger
    Fast Recipe): "HX Stand Up" (Trap): Requirement: your opponent Special Summons a
    monster in Defense Position; pay 500 LP. Effect: change that monster to face-up Attack
    Position.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: Hamburger Fast Recipe;
    Extra Deck: Hungry Burger (Rush). P2 controls V4-1800 and has HX Stand Up Set earlier.
    (a) P1 Ritual Summons Hungry Burger in Defense: P2 pays 500 and it is in Attack.
    It arrived this turn: P1 cannot change it back; it attacks V4-1800: P2 7300.
    (b) Hungry Burger summoned in Attack: no window."""
    p1 = Side(monsters=[("V4-1800", ATK, 2)], spells=[(STAND_UP.name, SET)])
    p0 = Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[RECIPE], extra=[BURGER])
    duel = build(p0=p0, p1=p1)
    mats = (mon(duel, "V4-1600", 0), mon(duel, "V4-1400", 0))
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    answer(duel, picks=mats, pos="def")
    window_for(duel, 1)
    trap(duel, STAND_UP.name)
    idle(duel)
    burger = mon(duel, BURGER, 0)
    assert duel.pos[duel.inst(burger)] == ATK and duel.lp == [8000, 7500]
    refused(duel, f"position {burger} def")
    attack(duel, BURGER, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7300] and names(duel, 1, "gy") == [STAND_UP.name, "V4-1800"]
    upright = build(p0=p0, p1=p1)
    mats = (mon(upright, "V4-1600", 0), mon(upright, "V4-1400", 0))
    do(upright, f"activate {hand(upright, RECIPE)} s0")
    answer(upright, picks=mats, pos="atk")
    idle(upright)


def test_hx_627_dragophone_may_summon_the_blue_fang_it_just_milled() -> None:
    """HX-627 (R-REQ-3, R-REQ-2, R-EFF-5, R-TRAP-5, §20.3 RB Dragophone: mill 2; then, if
    you control no monsters, you may Special Summon Blue-Fang Burst Dragon or Red-Boot
    Boost Dragon from your GY; §20.1 Blue-Fang, Despairacion [R]).
    Setup: P1 turn 3 controls face-up Blue-Fang Burst Dragon (since turn 1). P2 controls
    only V4-1500 (LIGHT Dragon, 1500 ATK), has RB Dragophone Set earlier; its GY is empty
    and its Deck top is Blue-Fang Burst Dragon, then V1-100.
    (a) P1's Blue-Fang destroys V4-1500; P2's Dragophone sends Blue-Fang and V1-100 to the
    GY, then (P2 controls no monster) P2 may summon the Blue-Fang just milled.
    (b) P1 also controls Despairacion [R]: the milled Blue-Fang is Level 7: it cannot be
    Special Summoned from the GY, nothing is asked and it stays there."""
    p1 = Side(monsters=[("V4-1500", ATK)], spells=[(DRAGOPHONE, SET)],
              deck=[BLUE_FANG, "V1-100"] + ["V1-100"] * 5)
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)]), p1=p1)
    do(duel, f"activate {mon(duel, BLUE_FANG, 0)}")
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    assert duel.request.kind == "yesno"
    answer(duel, yes=True, pos="atk")
    settle(duel)
    assert names(duel, 1, "mzone") == [BLUE_FANG, "", ""]
    assert names(duel, 1, "gy") == ["V4-1500", "V1-100", DRAGOPHONE]
    banned = build(p0=Side(monsters=[(BLUE_FANG, ATK), (DESP_R, ATK)]), p1=p1)
    do(banned, f"activate {mon(banned, BLUE_FANG, 0)}")
    trap(banned, DRAGOPHONE)
    idle(banned)
    assert names(banned, 1, "mzone") == ["", "", ""]
    assert names(banned, 1, "gy") == ["V4-1500", BLUE_FANG, "V1-100", DRAGOPHONE]


def test_hx_628_a_tribute_that_held_a_ban_is_gone_when_encounter_is_judged() -> None:
    """HX-628 (R-MAIN-3, R-REQ-2, R-EFF-5, R-TRAP-5, §20.3 Dragon Encounter: when the
    opponent Normal or Special Summons: Special Summon a Dragon from your hand): "HX
    Jailer" (Level 4): [CONTINUOUS EFFECT] your opponent cannot Special Summon monsters
    from the hand.
    Setup: P1 turn 3 controls HX Jailer and V1-100; hand: Summoned Skull (Rush). P2 holds
    Blue-Eyes White Dragon and has Dragon Encounter Set earlier.
    Actions: P1 Tribute Summons Summoned Skull, Tributing HX Jailer.
    Expected: the ban applied before the summon; the Tribute left as part of the same
    action, so in the window P2 may Special Summon Blue-Eyes with Dragon Encounter."""
    duel = build(p0=Side(monsters=[(JAILER.name, ATK), ("V1-100", ATK)], hand=[SKULL]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    assert duel.banned("spsummon", 1, duel.inst(hand(duel, BEWD, 1)))
    do(duel, f"summon {hand(duel, SKULL)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    settle(duel)
    idle(duel)
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    assert names(duel, 0, "mzone") == [SKULL, "V1-100", ""] and names(duel, 0, "gy") == [
        JAILER.name]


# ============================================================ Effects left with nothing
def test_hx_629_a_spell_whose_effect_found_nothing_was_still_activated() -> None:
    """HX-629 (R-REQ-1, R-REQ-3, R-SPELL-3, R-TRAP-5, SC-20): "HX Empty Offering" (Normal
    Spell): Requirement: send 1 face-up monster you control to the GY. Effect: 1 face-up
    monster you control gains 500 ATK this turn. "HX Spell Watch" (Trap): Requirement:
    after your opponent activates a Spell. Effect: you gain 300 LP.
    Setup: P1 turn 3 controls only V4-1600; hand: HX Empty Offering. P2 has HX Spell Watch
    Set earlier.
    Expected: the Spell may be activated; the cost takes V4-1600 and the Effect finds
    nothing. It resolved all the same: P2 is offered HX Spell Watch (8300)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[EMPTY_OFFERING.name]),
                 p1=Side(spells=[(SPELL_WATCH.name, SET)]))
    do(duel, f"activate {hand(duel, EMPTY_OFFERING.name)} s0")
    window_for(duel, 1)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 0, "gy") == ["V4-1600", EMPTY_OFFERING.name]
    trap(duel, SPELL_WATCH.name)
    idle(duel)
    assert duel.lp == [8000, 8300]


def test_hx_630_a_fusion_monster_destroyed_by_a_trap_was_properly_summoned() -> None:
    """HX-630 (R-FUS-2, R-FUS-5, R-FUS-6, R-FUS-9, R-TRAP-5, R-REQ-1, §20.2 Monster
    Reborn): HX Toll Breaker (HX-623).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", Monster Reborn
    (Rush); Extra Deck: FX-FUSION-2. P2 has HX Toll Breaker Set earlier.
    Actions: P1 activates "Fusion"; P2 activates HX Toll Breaker; P1 activates Monster
    Reborn on FX-FUSION-2.
    Expected: P2 pays 1000 and FX-FUSION-2 is destroyed: it goes to the GY (not the Extra
    Deck). It was properly Fusion Summoned, so Monster Reborn may revive it."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=["Fusion", REBORN], extra=[F2]),
                 p1=Side(spells=[(TOLL_BREAKER.name, SET)]))
    play(duel, "Fusion", zone="s0", pos="atk")
    window_for(duel, 1)
    trap(duel, TOLL_BREAKER.name)
    idle(duel)
    assert duel.lp == [8000, 7000] and names(duel, 0, "extra") == []
    assert F2 in names(duel, 0, "gy")
    play(duel, REBORN, zone="s0", picks=(find(duel, F2, 0, "gy"),), pos="atk")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]


def test_hx_631_a_revealed_dragon_stays_in_the_hand_and_may_be_the_one_summoned() -> None:
    """HX-631 (R-REQ-1, R-REQ-3, R-TRAP-5, R-TRAP-9): "HX Dragon Sign" (Trap):
    Requirement: your opponent Normal Summons a monster; reveal 1 Dragon in your hand.
    Effect: Special Summon 1 Level 4 or lower monster from your hand in face-up Defense.
    P1 turn 3 Normal Summons V4-1800; P2 has HX Dragon Sign Set earlier.
    (a) P2 holds V4-1500 (a Level 4 Dragon) and V1-100: it reveals V4-1500, which stays in
    the hand, so the Effect may choose it (or V1-100): V4-1500 arrives in Defense.
    (b) P2 holds Blue-Eyes White Dragon and V1-100: it reveals Blue-Eyes (Level 8), and the
    Effect summons V1-100; Blue-Eyes stays in the hand.
    (c) P2 holds only V1-100: nothing to reveal: no window."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=["V4-1500", "V1-100"], spells=[(DRAGON_SIGN.name, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    trap(duel, DRAGON_SIGN.name)
    assert picks(duel) == {hand(duel, "V4-1500", 1), hand(duel, "V1-100", 1)}
    answer(duel, picks=(hand(duel, "V4-1500", 1),))
    settle(duel)
    assert names(duel, 1, "mzone") == ["V4-1500", "", ""] and names(duel, 1, "hand") == ["V1-100"]
    assert duel.pos[at(duel, "V4-1500", 1)] == DEF
    big = build(p0=Side(hand=["V4-1800"]),
                p1=Side(hand=[BEWD, "V1-100"], spells=[(DRAGON_SIGN.name, SET)]))
    do(big, f"summon {hand(big, 'V4-1800')} z0")
    trap(big, DRAGON_SIGN.name)
    settle(big)
    assert names(big, 1, "mzone") == ["V1-100", "", ""] and names(big, 1, "hand") == [BEWD]
    none = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=["V1-100"], spells=[(DRAGON_SIGN.name, SET)]))
    do(none, f"summon {hand(none, 'V4-1800')} z0")
    idle(none)


def test_hx_632_a_monster_that_pays_with_itself_and_returns_is_new_each_time() -> None:
    """HX-632 (R-EFF-3, R-EFF-4, R-REQ-2, R-REQ-3, R-TRAP-5): "HX Phoenix Page" (Level 4):
    Requirement: send this card to the GY. Effect: Special Summon 1 Level 4 or lower
    monster from your GY in face-up Attack Position. "HX Summon Watch" (Trap):
    Requirement: your opponent Special Summons a monster. Effect: you gain 700 LP.
    Setup: P1 turn 3 controls only HX Phoenix Page (since turn 1), its GY is empty. P2
    has two HX Summon Watch Set earlier.
    Expected: the Effect chooses after the cost: the Phoenix itself comes back, a new
    monster, whose effect may be used again this turn; each activation is an action with
    its own window: P2 uses one Watch each time (8700, 9400)."""
    duel = build(p0=Side(monsters=[(PHOENIX.name, ATK)]),
                 p1=Side(spells=[(SUMMON_WATCH.name, SET), (SUMMON_WATCH.name, SET)]))
    first = mon(duel, PHOENIX.name, 0)
    do(duel, f"activate {first}")
    window_for(duel, 1)
    trap(duel, SUMMON_WATCH.name)
    idle(duel)
    again = mon(duel, PHOENIX.name, 0)
    assert again != first and duel.lp == [8000, 8700]
    assert legal(duel, f"activate {again}")
    do(duel, f"activate {again}")
    window_for(duel, 1)
    trap(duel, SUMMON_WATCH.name)
    idle(duel)
    assert duel.lp == [8000, 9400] and names(duel, 0, "mzone") == [PHOENIX.name, "", ""]
    assert names(duel, 0, "gy") == []


def test_hx_633_the_turn_players_own_trap_pays_with_its_maximum_monster() -> None:
    """HX-633 (R-TRAP-4, R-TRAP-6, R-MAX-8, R-MAX-12, R-REQ-2, R-REQ-3, §20.3 Dragon
    Encounter): "HX Rally Swap" (Trap): Requirement: a player Special Summons a monster;
    send 1 face-up monster you control to the GY. Effect: Special Summon 1 Level 4 or
    lower monster from your GY in face-up Attack Position.
    Setup: P1 turn 3, hand: the three Overlord pieces; HX Rally Swap Set earlier. P2 holds
    Blue-Eyes White Dragon and has Dragon Encounter Set earlier.
    Actions: P1 Maximum Summons; P2 passes; P1 activates HX Rally Swap.
    Expected: the Maximum monster pays as one monster: all three pieces go to the GY; the
    Effect may take [L] (Level 4) or [R] (Level 3), not the center; [L] returns as an
    ordinary 800 ATK monster. The new window asks P2 first: Dragon Encounter answers P1's
    summon of [L]."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R], spells=[(RALLY_SWAP.name, SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    maximum(duel, OVL)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER)}
    do(duel, "pass")
    window_for(duel, 0)
    trap(duel, RALLY_SWAP.name, 0)
    assert picks(duel) == {find(duel, OVL_L, 0, "gy"), find(duel, OVL_R, 0, "gy")}
    answer(duel, picks=(find(duel, OVL_L, 0, "gy"),))
    assert not duel.maxm[0] and duel.atk(at(duel, OVL_L, 0)) == 800
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, pos="atk")
    settle(duel)
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, OVL_R, RALLY_SWAP.name])


def test_hx_634_a_monster_destroyed_by_battle_is_in_the_gy_and_cannot_pay() -> None:
    """HX-634 (R-DMG-4, R-DMG-5, R-REQ-1, R-REQ-3, R-TRAP-9): "HX Last Rites" (Trap):
    Requirement: a monster you control is destroyed by your opponent's attack; send 1
    face-up monster you control to the GY. Effect: Special Summon 1 Level 4 or lower
    monster from your GY in face-up Defense Position.
    P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V1-100; P2 has HX Last
    Rites Set earlier.
    (a) P2 controls only V4-1600; Blue-Eyes destroys it: when the battle-result window
    opens it is already in the GY, so nothing can pay: no window (P2 6600).
    (b) P2 controls V4-1600 and V4-1400: V4-1400 pays; the Effect may then take either
    from the GY: V4-1600 returns in Defense."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(LAST_RITES.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    idle(duel, "battle")
    assert duel.lp == [8000, 6600] and names(duel, 1, "szone")[0] == LAST_RITES.name
    two = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                        spells=[(LAST_RITES.name, SET)]))
    attack(two, BEWD, "V4-1600")
    window_for(two, 1)
    trap(two, LAST_RITES.name)
    assert picks(two) == {find(two, "V4-1600", 1, "gy"), find(two, "V4-1400", 1, "gy")}
    answer(two, picks=(find(two, "V4-1600", 1, "gy"),))
    settle(two)
    assert names(two, 1, "mzone") == ["V4-1600", "", ""]
    assert two.pos[at(two, "V4-1600", 1)] == DEF and two.lp == [8000, 6600]


def test_hx_635_cyber_dragons_condition_is_read_after_the_trap_emptied_the_field() -> None:
    """HX-635 (R-MAIN-4, R-EFF-1, R-TRAP-3, R-TRAP-5, R-REQ-1, §20.1 Cyber Dragon (Rush):
    may be Special Summoned from the hand if only the opponent controls monsters; §20.5
    Trap Hole): HX Summon Toll (Trap, HX-613: your opponent Normal Summons; send 1 card
    from your hand to the GY; destroy the summoned monster).
    Setup: P1 turn 3, hand: V4-1800, Cyber Dragon (Rush). P2 controls V4-1600, holds
    V1-100, and has HX Summon Toll and Trap Hole (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates HX Summon Toll; P1 Special Summons
    Cyber Dragon by its own condition.
    Expected: while V4-1800 is on the field Cyber Dragon cannot be summoned. Both Traps
    answer the Normal Summon, one is used; V4-1800 is destroyed and Cyber Dragon may then
    be summoned. That is a Special Summon: Trap Hole is not offered."""
    duel = build(p0=Side(hand=["V4-1800", CYBER]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100"],
                         spells=[(SUMMON_TOLL.name, SET), (TRAP_HOLE, SET)]))
    cyber = hand(duel, CYBER)
    assert legal(duel, f"spsummon {cyber} z1 atk")
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SUMMON_TOLL.name), sz(duel, TRAP_HOLE)}
    blocked = duel.clone()
    do(blocked, "pass")
    refused(blocked, f"spsummon {cyber} z1 atk")
    trap(duel, SUMMON_TOLL.name)
    idle(duel)
    do(duel, f"spsummon {cyber} z1 atk")
    idle(duel)
    assert names(duel, 0, "mzone") == ["", CYBER, ""] and names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "szone")[1] == TRAP_HOLE


def test_hx_636_one_trap_per_window_even_when_that_trap_does_nothing() -> None:
    """HX-636 (R-TRAP-3, R-TRAP-4, R-TRAP-5, R-REQ-3, §20.3 Torrential Tribute): "HX
    Brace" (Trap): Requirement: your opponent Normal Summons a monster; send 1 face-up
    monster you control to the GY. Effect: 1 face-up monster you control gains 1000 ATK
    this turn.
    Setup: P1 turn 3, hand: V4-1800; Torrential Tribute (Rush) Set earlier. P2 controls
    only V4-1600 and has HX Brace Set earlier.
    Expected: P2 is asked first and activates HX Brace: V4-1600 pays, and the Effect finds
    nothing. It was P2's Trap for that window all the same: P1 may not activate
    Torrential, and the next window holds no summon. Had P2 passed, P1 would have been
    offered Torrential."""
    duel = build(p0=Side(hand=["V4-1800"], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(BRACE.name, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    passed = duel.clone()
    trap(duel, BRACE.name)
    idle(duel)
    assert names(duel, 1, "gy") == ["V4-1600", BRACE.name] and names(duel, 0, "szone")[0] == TORRENT
    assert names(duel, 0, "mzone")[0] == "V4-1800"
    do(passed, "pass")
    window_for(passed, 0)
    assert offered(passed) == {sz(passed, TORRENT, 0)}
