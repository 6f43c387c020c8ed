"""Held-out style conformance scenarios HX-597..HX-616 (HX-617..HX-636 are in
test_heldout_trap_costs12b.py), written like SC-01..SC-30 of RULES.md section 19, on Trap
Requirements and costs (R-REQ, R-TRAP) where they meet other rules: a cost that changes a
count or LP total a continuous effect reads, so the Effect, choosing when it applies
(R-REQ-3), finds a card it could not before, or none; a trigger judged before the cost;
costs in the attack window and their replays (R-REPLAY); costs judged in the battle-result
window (R-DMG); who is asked first when a cost cannot be paid (R-TRAP-4); the summon
window. Expectations come from RULES.md (and its section 20 card facts) alone. Throwaway
cards (codes 968720001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.actions import DIRECT
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import (
    Count,
    LPLower,
    OnAttack,
    OnDestroyed,
    OnSummon,
    Trig,
)
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Modify,
    Op,
    PayLP,
    SendCost,
    SpecialSummon,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR, MOD_DEF

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    DESP_R,
    RECITAL,
    SRM,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_field,
    hx_monster,
    offered,
    picks,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused, settle

TRAP = CardType.TRAP
PROTECTION = "Sevens Road Protection"
HAND = Sel(where=("hand",))
HAND_MONSTER = Sel(where=("hand",), kind="monster")
UP = Sel(who="you", face="up")
OPP_UP_LOW = Sel(who="opp", face="up", atk_max=1500)
OPP_HAND = Sel(where=("hand",), who="opp")
GY_MONSTER = Sel(where=("gy",), kind="monster")
GY_LOW = Sel(where=("gy",), kind="monster", level_max=4)


def _trap(code: int, name: str, trigger: Trig, *ops: Op, costs: tuple = (),  # type: ignore[type-arg]
          conds: tuple = ()) -> CardData:  # type: ignore[type-arg]
    return hx_card(code, name, TRAP, Effect(kind="trap", trigger=trigger, conds=conds,
                                            costs=costs, ops=ops))


def _boost(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


# Below, "On attack" means the Requirement "an opponent's monster declares an attack".
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] +1000 ATK while your opponent holds 2+ cards.
WATCHER = hx_monster(968_720_001, "HX Hand Watcher", _boost(
    Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(OPP_HAND, low=2))))
# Trap. On attack; send 2 cards from your hand to the GY. Effect: destroy 1 face-up
# monster your opponent controls with 1500 or less ATK.
TWO_SNARE = _trap(968_720_002, "HX Two-Card Snare", OnAttack(), Destroy(OPP_UP_LOW),
                  costs=(SendCost(HAND, low=2, high=2),))
# Level 4, 1100 ATK. [CONTINUOUS EFFECT] +500 ATK while your opponent holds 2+ cards, and
# +500 ATK while your opponent controls 2+ monsters.
TWIN_WATCHER = hx_monster(968_720_003, "HX Twin Watcher", _boost(
    Cont(THIS, MOD_ATK, 500, "gains 500 ATK", condition=Count(OPP_HAND, low=2)),
    Cont(THIS, MOD_ATK, 500, "gains 500 ATK", condition=Count(Sel(who="opp"), low=2))),
    atk=1100)
# Trap. On attack; send 1 card from your hand and 1 face-up monster you control to the
# GY. Effect: as HX Two-Card Snare.
DOUBLE_TOLL = _trap(968_720_004, "HX Double Toll", OnAttack(), Destroy(OPP_UP_LOW),
                    costs=(SendCost(HAND), SendCost(UP)))
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] +1000 ATK while your opponent has a GY monster.
STALKER = hx_monster(968_720_005, "HX Grave Stalker", _boost(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK",
    condition=Count(Sel(where=("gy",), who="opp", kind="monster"), low=1))))
# Trap. On attack; put 1 monster from your GY on the Deck's bottom. Effect: as above.
RECYCLE = _trap(968_720_006, "HX Recycle Snare", OnAttack(), Destroy(OPP_UP_LOW),
                costs=(ToDeckCost(GY_MONSTER, where="bottom"),))
# Trap. On attack; send 1 card from your hand to the GY. Effect: as HX Two-Card Snare.
ONE_SNARE = _trap(968_720_007, "HX One-Card Snare", OnAttack(), Destroy(OPP_UP_LOW),
                  costs=(SendCost(HAND),))
# Level 4, 1200 ATK. [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than theirs.
UNDERDOG = hx_monster(968_720_008, "HX Underdog", _boost(
    Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=LPLower())), atk=1200)
# Trap. On attack; pay 1000 LP. Effect: as HX Two-Card Snare.
BLOOD_SNARE = _trap(968_720_009, "HX Blood Snare", OnAttack(), Destroy(OPP_UP_LOW),
                    costs=(PayLP(n=1000),))
# Trap. On attack; send 1 monster from your hand to the GY. Effect: Special Summon 1
# Level 4 or lower monster from your GY in face-up Defense Position.
HAND_REVIVAL = _trap(968_720_010, "HX Hand Revival", OnAttack(),
                     SpecialSummon(GY_LOW, position="def"), costs=(SendCost(HAND_MONSTER),))
# Trap. On attack; send 1 face-up monster you control to the GY. Effect: Special Summon 1
# monster from your hand in face-up Defense Position.
GUARD_SWAP = _trap(968_720_011, "HX Guard Swap", OnAttack(),
                   SpecialSummon(HAND_MONSTER, position="def"), costs=(SendCost(UP),))
# Trap. An opponent's monster with 2000+ ATK declares an attack; send 1 card from your
# hand to the GY. Effect: destroy the attacking monster.
SLAYER = _trap(968_720_012, "HX Giant Slayer", OnAttack(attacker=Sel(who="opp", atk_min=2000)),
               Destroy(Sel(who="opp", memo="attacker")), costs=(SendCost(HAND),))
# Trap. On attack; send 1 face-up monster you control to the GY. Effect: 1 face-up
# monster you control gains 1000 ATK this turn.
ALLY_BOOST = _trap(968_720_013, "HX Ally Boost", OnAttack(), Modify(UP, amount=Fixed(1000)),
                   costs=(SendCost(UP),))
# Trap. On attack; pay 500 LP. Effect: the attack target gains 1000 ATK this turn.
TOLL_SHIELD = _trap(968_720_014, "HX Toll Shield", OnAttack(),
                    Modify(Sel(memo="target"), amount=Fixed(1000)), costs=(PayLP(n=500),))
# Trap. Requirement: a monster you control is destroyed by your opponent's attack; pay
# 1000 LP. Effect: destroy 1 face-up monster your opponent controls.
AVENGER = _trap(968_720_015, "HX Toll Avenger", OnDestroyed(GY_MONSTER, causes=("battle",)),
                Destroy(Sel(who="opp", face="up")), costs=(PayLP(n=1000),))
# Trap. On attack; send 1 card from your hand to the GY. Effect: change the attack
# target to face-up Defense Position.
CROUCH = _trap(968_720_016, "HX Crouch", OnAttack(),
               ChangePosition(Sel(memo="target"), to="def"), costs=(SendCost(HAND),))
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] +1000 ATK while your opponent controls 2+ monsters.
PACK = hx_monster(968_720_017, "HX Pack Hunter", _boost(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp"), low=2))))
# Trap. On attack; send 1 face-up monster you control to the GY. Effect: gain 1000 LP.
LAST_STAND = _trap(968_720_018, "HX Last Stand", OnAttack(), GainLP(Fixed(1000)),
                   costs=(SendCost(UP),))
# Trap. On attack; pay 1000 LP. Effect: the attacking monster loses 500 ATK this turn.
TOLL_GUARD = _trap(968_720_019, "HX Toll Guard", OnAttack(),
                   Modify(Sel(who="opp", memo="attacker"), amount=Fixed(500), sign=-1),
                   costs=(PayLP(n=1000),))
# Trap. Requirement: a monster with 1500 or more DEF you control is destroyed by your
# opponent's attack; send 1 card from your hand to the GY. Effect: Special Summon that
# destroyed monster from your GY in face-up Defense Position.
WALL_ECHO = _trap(968_720_020, "HX Wall Echo", OnDestroyed(
    Sel(where=("gy",), kind="monster", def_min=1500), causes=("battle",)),
    SpecialSummon(Sel(where=("gy",), memo="destroyed"), position="def"), costs=(SendCost(HAND),))
# Trap. Requirement: a monster you control is destroyed by your opponent's card effect;
# send 1 face-up monster you control to the GY. Effect: your opponent takes 1000 damage.
GRUDGE = _trap(968_720_021, "HX Grudge", OnDestroyed(GY_MONSTER, causes=("destroy",)),
               Damage(Fixed(1000)), costs=(SendCost(UP),))
# Trap. Requirement: your opponent Normal Summons a monster; send 1 card from your hand to
# the GY. Effect: destroy the summoned monster.
SUMMON_TOLL = _trap(968_720_022, "HX Summon Toll", OnSummon(kinds=("summon",)),
                    Destroy(Sel(who="opp", memo="summoned")), costs=(SendCost(HAND),))
# Trap. Requirement: your opponent Normal Summons a monster; send 1 face-up monster you
# control to the GY. Effect: destroy 1 face-up monster your opponent controls with 2000 or
# more ATK.
GIANT_TOLL = _trap(968_720_023, "HX Giant Toll", OnSummon(kinds=("summon",)),
                   Destroy(Sel(who="opp", face="up", atk_min=2000)), costs=(SendCost(UP),))
# Level 4 LIGHT Fairy. [CONTINUOUS EFFECT] your opponent's face-up monsters become EARTH.
HERALD = hx_monster(968_720_024, "HX Earth Herald", _boost(
    Cont(Sel(who="opp", face="up"), MOD_ATTR, Attribute.EARTH, "become EARTH")),
    race="Fairy", attr=Attribute.LIGHT)
# Trap. Requirement: your opponent Normal Summons a monster; place 1 monster from your GY
# on the bottom of your Deck. Effect: Special Summon 1 monster from your GY in face-up
# Defense Position.
GRAVE_SWAP = _trap(968_720_025, "HX Grave Swap", OnSummon(kinds=("summon",)),
                   SpecialSummon(GY_MONSTER, position="def"),
                   costs=(ToDeckCost(GY_MONSTER, where="bottom"),))
# Field Spell: face-up monsters you control gain 500 DEF.
RAMPART = hx_field(968_720_026, "HX Rampart Field", Cont(UP, MOD_DEF, 500, "gain 500 DEF"))

HX_CARDS = [WATCHER, TWO_SNARE, TWIN_WATCHER, DOUBLE_TOLL, STALKER, RECYCLE, ONE_SNARE,
            UNDERDOG, BLOOD_SNARE, HAND_REVIVAL, GUARD_SWAP, SLAYER, ALLY_BOOST, TOLL_SHIELD,
            AVENGER, CROUCH, PACK, LAST_STAND, TOLL_GUARD, WALL_ECHO, GRUDGE, SUMMON_TOLL,
            GIANT_TOLL, HERALD, GRAVE_SWAP, RAMPART]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def battle(**kwargs: object) -> Duel:
    """P1's turn 3, Battle Phase."""
    return build(phase="battle", **kwargs)


def hand(duel: Duel, name: str, p: int = 1, nth: int = 0) -> int:
    return find(duel, name, p, "hand", nth)


def mon(duel: Duel, name: str, p: int, nth: int = 0) -> int:
    return find(duel, name, p, "mzone", nth)


def sz(duel: Duel, name: str, p: int = 1) -> int:
    return find(duel, name, p, "szone")


def idle(duel: Duel, kind: str = "main", p: int = 0) -> None:
    """No window is open: player `p` is back to choosing a `kind` ("main"/"battle") action."""
    assert duel.request.kind == kind and duel.current_player == p, duel.request


def attacks(duel: Duel, name: str) -> set[int]:
    """The targets (object ids, or DIRECT) monster `name` of the turn player may attack."""
    o = find(duel, name, duel.tp, "mzone")
    return {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == o}


# ============================================================ a cost the Effect depends on
def test_hx_597_two_hand_cards_paid_together_end_the_attackers_hand_boost() -> None:
    """HX-597 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-2, R-TRAP-5, R-TRAP-9, R-EFF-5,
    R-BATTLE-5): HX Hand Watcher (+1000 ATK while the opponent holds 2+ cards); HX
    Two-Card Snare (Trap: on attack; send 2 cards from your hand; destroy 1 face-up
    monster of the opponent with 1500 or less ATK).
    Setup: P1 turn 3, Battle Phase, controls HX Hand Watcher and V4-1800. P2 controls
    V4-1600 and has HX Two-Card Snare Set earlier. The Watcher attacks V4-1600.
    (b) P2 holds only V1-100 (the Watcher shows 1000): the cost cannot be paid: nothing is
    offered; 1000 vs 1600: the Watcher is destroyed and P1 takes 600.
    (a) P2 holds V1-100, V2-500, V4-1400 (the Watcher shows 2000): the window holds the
    attack and P2 can pay the whole cost: the Trap may be activated (R-TRAP-2). P2 sends
    V1-100 and V2-500; holding 1 card, the Watcher has 1000 when the Effect chooses, so
    P2 destroys it. The attacker left: the attack ends with no damage."""
    p0 = Side(monsters=[(WATCHER.name, ATK), ("V4-1800", ATK)])
    poor = battle(p0=p0, p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100"],
                                 spells=[(TWO_SNARE.name, SET)]))
    assert poor.atk(at(poor, WATCHER.name, 0)) == 1000
    attack(poor, WATCHER.name, "V4-1600")
    idle(poor, "battle")
    assert poor.lp == [7400, 8000] and names(poor, 0, "gy") == [WATCHER.name]
    duel = battle(p0=p0, p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100", "V2-500", "V4-1400"],
                                 spells=[(TWO_SNARE.name, SET)]))
    assert duel.atk(at(duel, WATCHER.name, 0)) == 2000
    attack(duel, WATCHER.name, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TWO_SNARE.name)}
    trap(duel, TWO_SNARE.name)
    answer(duel, picks=(hand(duel, "V1-100"), hand(duel, "V2-500"), mon(duel, WATCHER.name, 0)))
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 0, "mzone") == ["", "V4-1800", ""] and names(duel, 0, "gy") == [WATCHER.name]
    assert names(duel, 1, "hand") == ["V4-1400"] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.lp == [8000, 8000]


def test_hx_598_two_different_costs_together_end_two_boosts() -> None:
    """HX-598 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-2, R-TRAP-9, R-EFF-5, R-BATTLE-5): HX
    Twin Watcher (1100 ATK; +500 while the opponent holds 2+ cards, +500 while the opponent
    controls 2+ monsters); HX Double Toll (Trap: on attack; send 1 card from your hand and
    1 face-up monster you control; destroy 1 face-up monster of the opponent with 1500 or
    less ATK).
    Setup: P1 turn 3, Battle Phase, controls HX Twin Watcher (2100) and V4-1800. P2
    controls V4-1600 and V4-1400, holds V1-100 and V2-500, has HX Double Toll Set earlier.
    Actions: the Twin Watcher attacks V4-1600.
    Expected: the Requirement can be met completely, so P2 may activate it. Both parts are
    paid before the Effect (R-REQ-2): the Twin Watcher has 1100 when the Effect chooses
    (either part alone would leave 1600), and P2 destroys it; the attack ends."""
    duel = battle(p0=Side(monsters=[(TWIN_WATCHER.name, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=["V1-100", "V2-500"],
                          spells=[(DOUBLE_TOLL.name, SET)]))
    assert duel.atk(at(duel, TWIN_WATCHER.name, 0)) == 2100
    attack(duel, TWIN_WATCHER.name, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, DOUBLE_TOLL.name)}
    trap(duel, DOUBLE_TOLL.name)
    answer(duel, picks=(hand(duel, "V1-100"), mon(duel, "V4-1400", 1),
                        mon(duel, TWIN_WATCHER.name, 0)))
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 0, "gy") == [TWIN_WATCHER.name] and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""] and names(duel, 1, "hand") == ["V2-500"]


def test_hx_599_a_gy_to_deck_cost_ends_a_boost_that_counts_the_gy() -> None:
    """HX-599 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-2, R-TRAP-9, R-EFF-5): HX Grave Stalker
    (+1000 ATK while the opponent has a monster in the GY); HX Recycle Snare (Trap: on
    attack; place 1 monster from your GY on the bottom of your Deck, a cost of the kind
    R-REQ-1 lists; destroy 1 face-up monster of the opponent with 1500 or less ATK).
    Setup: P1 turn 3, Battle Phase, controls HX Grave Stalker (2000) and V4-1800. P2
    controls V4-1600; GY: V2-500; HX Recycle Snare Set earlier. The Stalker attacks.
    Expected: the Requirement can be met: P2 may activate it. V2-500 goes to the bottom
    of P2's Deck, the Stalker has 1000 when the Effect chooses and is destroyed."""
    duel = battle(p0=Side(monsters=[(STALKER.name, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], gy=["V2-500"],
                          spells=[(RECYCLE.name, SET)]))
    assert duel.atk(at(duel, STALKER.name, 0)) == 2000
    attack(duel, STALKER.name, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, RECYCLE.name)}
    trap(duel, RECYCLE.name)  # one card to pay, one monster to destroy: nobody is asked
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 1, "deck")[0] == "V2-500" and names(duel, 1, "gy") == [RECYCLE.name]
    assert names(duel, 0, "gy") == [STALKER.name] and duel.lp == [8000, 8000]


def test_hx_600_one_card_or_an_lp_payment_ends_the_attackers_boost() -> None:
    """HX-600 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-9, R-EFF-5, R-BATTLE-5): HX One-Card
    Snare and HX Blood Snare (Traps: as HX Two-Card Snare, paying 1 hand card or 1000 LP);
    HX Underdog (1200 ATK; +1000 while your LP are lower than the opponent's).
    (a) P1 turn 3 (Battle Phase) controls HX Hand Watcher and V4-1800; P2 controls
    V4-1600, holds V1-100 and V2-500, and has HX One-Card Snare Set. The Watcher (2000)
    attacks: P2 pays V2-500, the Watcher has 1000 and is destroyed.
    (b) P1 (7500 LP) controls HX Underdog (2200) and V4-1800; P2 (8000) controls V4-1600
    and has HX Blood Snare Set. The Underdog attacks: P2 pays 1000 (7000): P1's LP are no
    longer lower, the Underdog has 1200 and is destroyed; no damage."""
    duel = battle(p0=Side(monsters=[(WATCHER.name, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100", "V2-500"],
                          spells=[(ONE_SNARE.name, SET)]))
    attack(duel, WATCHER.name, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ONE_SNARE.name)}
    trap(duel, ONE_SNARE.name)
    answer(duel, picks=(hand(duel, "V2-500"), mon(duel, WATCHER.name, 0)))
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 0, "gy") == [WATCHER.name] and names(duel, 1, "hand") == ["V1-100"]
    blood = battle(p0=Side(lp=7500, monsters=[(UNDERDOG.name, ATK), ("V4-1800", ATK)]),
                   p1=Side(monsters=[("V4-1600", ATK)], spells=[(BLOOD_SNARE.name, SET)]))
    assert blood.atk(at(blood, UNDERDOG.name, 0)) == 2200
    attack(blood, UNDERDOG.name, "V4-1600")
    window_for(blood, 1)
    assert offered(blood) == {sz(blood, BLOOD_SNARE.name)}
    trap(blood, BLOOD_SNARE.name)  # only the Underdog can be chosen: nobody is asked
    settle(blood)
    idle(blood, "battle")
    assert blood.lp == [7500, 7000] and names(blood, 0, "gy") == [UNDERDOG.name]
    assert names(blood, 1, "mzone")[0] == "V4-1600"


# ============================================================ costs that change the attacked field
def test_hx_601_a_hand_cost_feeds_a_revival_and_the_replay_is_no_declaration() -> None:
    """HX-601 (R-REQ-2, R-REQ-3, R-TRAP-3, R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4,
    R-EFF-4, R-CALC-4): HX Hand Revival (Trap: on attack; send 1 monster from your hand;
    Special Summon 1 Level 4 or lower monster from your GY in face-up Defense).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V1-100. P2 controls
    V4-1600, its GY is empty; hand: V4-WALL, V5-WALL; HX Hand Revival and Sakuretsu Armor
    (Rush) Set earlier. Blue-Eyes attacks V4-1600.
    Expected: both Traps are offered, one may be used; either hand monster may pay. The
    Effect chooses after the cost: V4-WALL, just sent, returns in Defense (new). Replay:
    choosing V4-WALL is no declaration, so Sakuretsu Armor is not offered; 3000 vs DEF
    2000: V4-WALL is destroyed, no damage."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL", "V5-WALL"],
                          spells=[(HAND_REVIVAL.name, SET), (ARMOR, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, HAND_REVIVAL.name), sz(duel, ARMOR)}
    trap(duel, HAND_REVIVAL.name)
    assert picks(duel) == {hand(duel, "V4-WALL"), hand(duel, "V5-WALL")}
    answer(duel, picks=(hand(duel, "V4-WALL"),))
    assert names(duel, 1, "mzone") == ["V4-1600", "V4-WALL", ""]
    assert duel.pos[at(duel, "V4-WALL", 1)] == DEF
    assert names(duel, 1, "hand") == ["V5-WALL"] and names(duel, 1, "gy") == [HAND_REVIVAL.name]
    assert duel.request.kind == "replay" and duel.current_player == 0
    do(duel, f"target {mon(duel, 'V4-WALL', 1)}")
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 1, "szone")[1] == ARMOR and names(duel, 0, "mzone")[0] == BEWD
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [HAND_REVIVAL.name, "V4-WALL"]


def test_hx_602_the_cost_ends_despairacions_ban_on_the_level_7_the_effect_summons() -> None:
    """HX-602 (R-REQ-3, R-REQ-2, R-EFF-5, R-TRAP-9, R-REPLAY-1, R-REPLAY-2, §20.1
    Despairacion [R]: neither player can Special Summon Level 7 monsters from the hand or
    GY): HX Guard Swap (Trap: on attack; send 1 face-up monster you control; Special
    Summon 1 monster from your hand in Defense).
    (a) P2 controls only Despairacion [R] (2200, an ordinary monster); hand: Blue-Fang
    Burst Dragon (Level 7). P1 turn 3 (Battle Phase): Blue-Eyes White Dragon attacks it.
    Expected: only [R] can pay; once it is in the GY its ban is gone, so the Effect
    summons Blue-Fang in Defense. Replay: P1 targets Blue-Fang: destroyed, no damage.
    (b) P2 controls [R] and V4-1600; Blue-Eyes attacks V4-1600. Either may pay; P2 pays
    V4-1600: [R] still bans Level 7, the Effect summons nothing, Blue-Fang stays in the
    hand. Replay: P1 targets [R]: P2 takes 800."""
    p0 = Side(monsters=[(BEWD, ATK), ("V1-100", ATK)])
    duel = battle(p0=p0, p1=Side(monsters=[(DESP_R, ATK)], hand=[BLUE_FANG],
                                 spells=[(GUARD_SWAP.name, SET)]))
    attack(duel, BEWD, DESP_R)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, GUARD_SWAP.name)}
    trap(duel, GUARD_SWAP.name)  # the cost and the summon are forced: nobody is asked
    assert [n for n in names(duel, 1, "mzone") if n] == [BLUE_FANG]
    assert duel.pos[at(duel, BLUE_FANG, 1)] == DEF
    assert duel.request.kind == "replay"
    do(duel, f"target {mon(duel, BLUE_FANG, 1)}")
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([DESP_R, GUARD_SWAP.name, BLUE_FANG])
    two = battle(p0=p0, p1=Side(monsters=[(DESP_R, ATK), ("V4-1600", ATK)], hand=[BLUE_FANG],
                                spells=[(GUARD_SWAP.name, SET)]))
    attack(two, BEWD, "V4-1600")
    window_for(two, 1)
    trap(two, GUARD_SWAP.name)
    assert picks(two) == {mon(two, DESP_R, 1), mon(two, "V4-1600", 1)}
    answer(two, picks=(mon(two, "V4-1600", 1),))
    assert names(two, 1, "mzone") == [DESP_R, "", ""] and names(two, 1, "hand") == [BLUE_FANG]
    assert two.request.kind == "replay"
    do(two, f"target {mon(two, DESP_R, 1)}")
    settle(two)
    assert two.lp == [8000, 7200] and names(two, 1, "hand") == [BLUE_FANG]


def test_hx_603_an_attack_trigger_is_judged_before_its_cost_changes_the_attacker() -> None:
    """HX-603 (R-REQ-1, R-REQ-2, R-TRAP-5, R-EFF-5, R-BATTLE-5): HX Giant Slayer (Trap:
    an opponent's monster with 2000+ ATK declares an attack; send 1 card from your hand;
    destroy the attacking monster). P1 (Battle Phase): HX Hand Watcher, V4-1800; P2:
    V4-1600 and HX Giant Slayer Set earlier.
    (a) P2 holds V1-100 and V2-500: the Watcher (2000) attacks: the Requirement is met at
    the window; the cost leaves the Watcher 1000, but "the attacking monster" is destroyed
    all the same: no damage.
    (b) P2 holds only V1-100: the Watcher attacks with 1000: not offered (though the cost
    could be paid); 1000 vs 1600: P1 takes 600."""
    p0 = Side(monsters=[(WATCHER.name, ATK), ("V4-1800", ATK)])
    duel = battle(p0=p0, p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100", "V2-500"],
                                 spells=[(SLAYER.name, SET)]))
    attack(duel, WATCHER.name, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SLAYER.name)}
    trap(duel, SLAYER.name)
    answer(duel, picks=(hand(duel, "V1-100"),))
    settle(duel)
    idle(duel, "battle")
    assert names(duel, 0, "gy") == [WATCHER.name] and duel.lp == [8000, 8000]
    assert names(duel, 1, "hand") == ["V2-500"] and names(duel, 1, "mzone")[0] == "V4-1600"
    one = battle(p0=p0, p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100"],
                                spells=[(SLAYER.name, SET)]))
    attack(one, WATCHER.name, "V4-1600")
    idle(one, "battle")
    assert one.lp == [7400, 8000] and names(one, 1, "szone")[0] == SLAYER.name


def test_hx_604_the_cost_takes_the_only_monster_the_effect_could_choose() -> None:
    """HX-604 (R-REQ-1, R-REQ-3, R-TRAP-2, R-TRAP-9, R-TRAP-7, R-REPLAY-1, R-REPLAY-2,
    R-CALC-6): HX Ally Boost (Trap: on attack; send 1 face-up monster you control; 1
    face-up monster you control gains 1000 ATK this turn).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V1-100. P2
    controls only V4-1600 and has HX Ally Boost Set earlier. Blue-Eyes attacks V4-1600.
    Expected: the Requirement can be met: the Trap may be activated. The cost must be
    V4-1600, and the Effect, choosing after it, finds no monster; the Trap still goes to
    the GY. P2 controls no monster: on the replay P1 attacks directly: P2 5000."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], spells=[(ALLY_BOOST.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ALLY_BOOST.name)}
    trap(duel, ALLY_BOOST.name)
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "gy") == ["V4-1600", ALLY_BOOST.name]
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert Action("target", target=DIRECT) in duel.legal_actions()
    do(duel, "target direct")
    settle(duel)
    assert duel.lp == [8000, 5000]


# ============================================================ the battle-result window
def test_hx_605_one_trap_per_window_two_windows_and_an_lp_cost_after_the_damage() -> None:
    """HX-605 (R-TRAP-3, R-TRAP-5, R-DMG-4, R-DMG-5, R-REQ-1, R-REPLAY-5, R-CALC-1): HX
    Toll Shield (Trap: on attack; pay 500 LP; the attack target gains 1000 ATK this
    turn); HX Toll Avenger (Trap: a monster you control is destroyed by the opponent's
    attack; pay 1000 LP; destroy 1 face-up monster of the opponent). P1 turn 3 (Battle
    Phase) controls Blue-Eyes White Dragon and V1-100. P2 (2000 LP) controls V4-1600 and
    has both Traps Set earlier. Blue-Eyes attacks V4-1600.
    (a) Only HX Toll Shield is offered: P2 1500, V4-1600 2600, no replay. P2 takes 400
    (1100), V4-1600 is destroyed. The battle-result window is a new window: HX Toll
    Avenger is offered, its cost judged with the LP the battle left: P2 pays (100) and
    destroys Blue-Eyes. (b) P2 passes at the declaration: it takes 1400 (600 left) and
    cannot pay 1000: HX Toll Avenger is not offered."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                  p1=Side(lp=2000, monsters=[("V4-1600", ATK)],
                          spells=[(TOLL_SHIELD.name, SET), (AVENGER.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TOLL_SHIELD.name)}
    passed = duel.clone()
    trap(duel, TOLL_SHIELD.name)  # no replay: the battle follows at once (2600 ATK)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, AVENGER.name)}
    assert duel.lp == [8000, 1100] and names(duel, 1, "gy") == [TOLL_SHIELD.name, "V4-1600"]
    trap(duel, AVENGER.name)
    answer(duel, picks=(mon(duel, BEWD, 0),))
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [8000, 100] and names(duel, 0, "gy") == [BEWD]
    do(passed, "pass")
    idle(passed, "battle")
    assert passed.lp == [8000, 600] and names(passed, 1, "szone")[1] == AVENGER.name


def test_hx_606_a_hand_cost_and_a_position_change_are_no_replay() -> None:
    """HX-606 (R-TRAP-9, R-REPLAY-1, R-REPLAY-5, R-DMG-4, R-CALC-4, R-EFF-5): HX Crouch
    (Trap: on attack; send 1 card from your hand; change the attack target to face-up
    Defense). Setup: P1 turn 3 (Battle Phase) controls HX Hand Watcher and V4-1800. P2
    controls V4-1600 (DEF 1000), holds V1-100 and V2-500 (the Watcher has 2000), HX Crouch
    Set. The Watcher attacks V4-1600; P2 activates HX Crouch paying V1-100.
    Expected: P2's group of monsters is the same (a hand card left, a monster changed
    position): no replay. At calculation the Watcher has 1000 (P2 holds 1 card) against
    DEF 1000: nothing is destroyed, nobody takes damage."""
    duel = battle(p0=Side(monsters=[(WATCHER.name, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)], hand=["V1-100", "V2-500"],
                          spells=[(CROUCH.name, SET)]))
    attack(duel, WATCHER.name, "V4-1600")
    window_for(duel, 1)
    trap(duel, CROUCH.name)
    answer(duel, picks=(hand(duel, "V1-100"),))
    assert duel.request.kind != "replay"
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[0] == WATCHER.name and names(duel, 1, "mzone")[0] == "V4-1600"
    assert duel.pos[at(duel, "V4-1600", 1)] == DEF and duel.atk(at(duel, WATCHER.name, 0)) == 1000
    assert names(duel, 1, "gy") == ["V1-100", CROUCH.name]


def test_hx_607_a_cost_ends_the_attackers_count_boost_then_target_or_cancel() -> None:
    """HX-607 (R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-EFF-5, R-CALC-1): HX Pack
    Hunter (+1000 ATK while the opponent controls 2+ monsters); HX Last Stand (Trap: on
    attack; send 1 face-up monster you control; gain 1000 LP).
    Setup: P1 turn 3 (Battle Phase) controls HX Pack Hunter (2000) and V1-100. P2
    controls V4-1600 and V4-1400, HX Last Stand Set earlier. The Hunter attacks V4-1600;
    P2 pays V4-1400 (9000 LP).
    Expected: replay, and the Hunter has 1000. (a) P1 targets V4-1600 again: 1000 vs
    1600, the Hunter is destroyed, P1 takes 600. (b) P1 cancels: no damage; the Hunter's
    attack is used (refused again); V1-100 still may attack."""
    duel = battle(p0=Side(monsters=[(PACK.name, ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                          spells=[(LAST_STAND.name, SET)]))
    attack(duel, PACK.name, "V4-1600")
    window_for(duel, 1)
    trap(duel, LAST_STAND.name)
    answer(duel, picks=(mon(duel, "V4-1400", 1),))
    assert duel.lp == [8000, 9000] and duel.atk(at(duel, PACK.name, 0)) == 1000
    assert duel.request.kind == "replay" and duel.current_player == 0
    cancel = duel.clone()
    do(duel, f"target {mon(duel, 'V4-1600', 1)}")
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [7400, 9000] and names(duel, 0, "gy") == [PACK.name]
    do(cancel, "cancel")
    idle(cancel, "battle")
    refused(cancel, Action("attack", mon(cancel, PACK.name, 0), target=mon(cancel, "V4-1600", 1)))
    assert cancel.lp == [8000, 9000] and not attacks(cancel, PACK.name)
    assert attacks(cancel, "V1-100") == {mon(cancel, "V4-1600", 1)}


def test_hx_608_an_lp_cost_switches_on_the_targets_own_boost() -> None:
    """HX-608 (R-REQ-2, R-TRAP-9, R-EFF-5, R-REPLAY-5, R-DMG-4, R-CALC-1): HX Underdog
    (HX-600); HX Toll Guard (Trap: on attack; pay 1000 LP; the attacking monster loses 500
    ATK this turn). Setup: P1 turn 3 (Battle Phase) controls V4-1800 and V1-100. P2
    controls HX Underdog (1200, equal LP) and HX Toll Guard Set earlier. V4-1800 attacks
    the Underdog; P2 activates HX Toll Guard.
    Expected: P2 pays 1000 (7000): its LP are now lower, the Underdog has 2200; V4-1800
    has 1300. No replay. 1300 vs 2200: V4-1800 is destroyed, P1 takes 900."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[(UNDERDOG.name, ATK)], spells=[(TOLL_GUARD.name, SET)]))
    assert duel.atk(at(duel, UNDERDOG.name, 1)) == 1200
    attack(duel, "V4-1800", UNDERDOG.name)
    window_for(duel, 1)
    trap(duel, TOLL_GUARD.name)  # no replay: the battle follows at once
    idle(duel, "battle")
    assert duel.lp == [7100, 7000] and names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "mzone")[0] == UNDERDOG.name
    assert duel.atk(at(duel, UNDERDOG.name, 1)) == 2200


def test_hx_609_the_recital_counts_at_a_declaration_not_at_a_replay() -> None:
    """HX-609 (R-REPLAY-4, R-REPLAY-2, R-REPLAY-3, R-TRAP-5, R-TRAP-9, §20.5 Music
    Princess's Recital: an opponent's Level 8 or lower monster declares an attack while
    you control exactly 1 monster: negate the attack): HX Last Stand (HX-607).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V4-1800. P2
    controls V4-1600 and V4-1400; HX Last Stand and the Recital Set earlier. Blue-Eyes
    attacks V4-1400; P2 activates HX Last Stand paying V4-1600.
    Expected: at the declaration P2 controls 2 monsters: only HX Last Stand is offered.
    On the replay P2 controls exactly 1, but (a) choosing V4-1400 again is no declaration:
    no Recital; V4-1400 is destroyed: P2 9000 - 1600. (b) If P1 cancels, V4-1800's attack
    on V4-1400 is a declaration: the Recital is offered and negates it."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                          spells=[(LAST_STAND.name, SET), (RECITAL, SET)]))
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LAST_STAND.name)}
    trap(duel, LAST_STAND.name)
    answer(duel, picks=(mon(duel, "V4-1600", 1),))
    assert duel.request.kind == "replay"
    cancel = duel.clone()
    do(duel, f"target {mon(duel, 'V4-1400', 1)}")
    idle(duel, "battle")
    assert duel.lp == [8000, 7400] and names(duel, 1, "szone")[1] == RECITAL
    do(cancel, "cancel")
    idle(cancel, "battle")
    assert not attacks(cancel, BEWD)
    attack(cancel, "V4-1800", "V4-1400")
    window_for(cancel, 1)
    assert offered(cancel) == {sz(cancel, RECITAL)}
    trap(cancel, RECITAL)  # neither monster may attack again: the turn ends
    assert cancel.turn == 4 and cancel.request.kind == "main"
    assert cancel.lp == [8000, 9000] and names(cancel, 1, "mzone")[1] == "V4-1400"


def test_hx_610_the_turn_players_torrential_answers_the_swap_and_ends_the_attack() -> None:
    """HX-610 (R-TRAP-4, R-TRAP-6, R-TRAP-9, R-BATTLE-5, R-REPLAY-1, §20.3 Torrential
    Tribute): HX Guard Swap (HX-602). Setup: P1 turn 3 (Battle Phase) controls only
    Blue-Eyes White Dragon, Torrential Tribute (Rush) Set earlier. P2 controls V4-1600
    (holding V4-WALL), HX Guard Swap Set earlier. Blue-Eyes attacks V4-1600; P2's Swap
    (V4-1600 pays, V4-WALL arrives in Defense); P1 activates Torrential Tribute.
    Expected: the Swap's window holds P2's Special Summon: P2 has nothing, then P1 may use
    Torrential. Every monster is destroyed; the attacker left, so the attack ends: no
    replay is asked although P2's monsters changed; P1 has no monster: the turn ends."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK)], spells=[(TORRENT, SET)]),
                  p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                          spells=[(GUARD_SWAP.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, GUARD_SWAP.name)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    settle(duel)
    assert duel.request.kind == "main" and duel.turn == 4 and duel.current_player == 1
    assert duel.lp == [8000, 8000] and names(duel, 0, "gy") == [BEWD, TORRENT]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", GUARD_SWAP.name, "V4-WALL"])


def test_hx_611_a_set_target_flipped_in_the_damage_step_is_read_face_up() -> None:
    """HX-611 (R-DMG-3, R-DMG-4, R-DMG-5, R-FIELD-1, R-REQ-1, R-EFF-4, R-CALC-4): HX
    Rampart Field (Field Spell: your face-up monsters gain 500 DEF); HX Wall Echo (Trap: a
    monster with 1500+ DEF you control is destroyed by the opponent's attack; send 1 card
    from your hand; Special Summon that monster from your GY in face-up Defense).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V4-1800. P2
    controls a face-down V4-1400 (DEF 1200), HX Rampart Field, holds V1-100, HX Wall Echo
    Set earlier. Blue-Eyes attacks V4-1400; then V4-1800 attacks the revived one.
    Expected: V4-1400 is turned face-up before calculation, with 1700 DEF, and destroyed.
    In the battle-result window HX Wall Echo is offered: it was destroyed as a 1700 DEF
    monster. It returns in Defense (1700), a new monster; 1800 vs 1700: destroyed."""
    duel = battle(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                  p1=Side(monsters=[("V4-1400", SET)], field_spell=(RAMPART.name, ATK),
                          hand=["V1-100"], spells=[(WALL_ECHO.name, SET)]))
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, WALL_ECHO.name)} and duel.lp == [8000, 8000]
    trap(duel, WALL_ECHO.name)
    answer(duel)
    settle(duel)
    revived = at(duel, "V4-1400", 1)
    assert duel.pos[revived] == DEF and duel.defense(revived) == 1700
    assert names(duel, 1, "hand") == [] and names(duel, 1, "gy") == ["V1-100", WALL_ECHO.name]
    attack(duel, "V4-1800", "V4-1400")
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone") == ["", "", ""]


# ============================================================ the windows of a summon
def test_hx_612_the_second_windows_cost_is_judged_on_the_field_the_first_trap_left() -> None:
    """HX-612 (R-TRAP-6, R-TRAP-4, R-REQ-1, R-TRAP-9, §20.5 Trap Hole): HX Grudge (Trap:
    a monster you control is destroyed by the opponent's card effect; send 1 face-up
    monster you control; the opponent takes 1000 damage).
    (a) P1 turn 3 controls face-up V4-1600, HX Grudge Set earlier; hand: V4-1800. P2 has
    Trap Hole (Rush) Set earlier. P1 Normal Summons V4-1800; Trap Hole destroys it. The
    new window holds that destruction: P2 is asked first (nothing), then P1 may activate
    HX Grudge, paying V4-1600: P2 7000.
    (b) P1 controls a face-down V4-1400 instead: the cost cannot be paid: no window."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1800"],
                         spells=[(GRUDGE.name, SET)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800', 0)} z1")
    window_for(duel, 1)
    trap(duel, TRAP_HOLE)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, GRUDGE.name, 0)}
    trap(duel, GRUDGE.name, 0)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 7000] and names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 0, "gy") == ["V4-1800", "V4-1600", GRUDGE.name]
    down = build(p0=Side(monsters=[("V4-1400", SET)], hand=["V4-1800"],
                         spells=[(GRUDGE.name, SET)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(down, f"summon {hand(down, 'V4-1800', 0)} z1")
    trap(down, TRAP_HOLE)
    idle(down)
    assert names(down, 0, "szone")[0] == GRUDGE.name and down.lp == [8000, 8000]


def test_hx_613_a_player_whose_trap_cost_cannot_be_paid_is_not_asked_first() -> None:
    """HX-613 (R-TRAP-4, R-TRAP-3, R-TRAP-5, R-REQ-1, §20.3 Torrential Tribute): HX Summon
    Toll (Trap: your opponent Normal Summons; send 1 card from your hand; destroy the
    summoned monster). P1 turn 3 (Torrential Tribute Set earlier) Normal Summons V4-1800;
    P2 has HX Summon Toll Set earlier.
    (a) P2's hand is empty: P2 cannot activate anything: the window goes to P1, who is
    offered Torrential Tribute.
    (b) P2 holds V1-100: P2 is asked first and destroys V4-1800. P1 may not activate a Trap
    in that window, and the next holds no summon: Torrential stays Set."""
    p0 = Side(hand=["V4-1800"], spells=[(TORRENT, SET)])
    empty = build(p0=p0, p1=Side(spells=[(SUMMON_TOLL.name, SET)]))
    do(empty, f"summon {hand(empty, 'V4-1800', 0)} z0")
    window_for(empty, 0)
    assert offered(empty) == {sz(empty, TORRENT, 0)}
    duel = build(p0=p0, p1=Side(hand=["V1-100"], spells=[(SUMMON_TOLL.name, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800', 0)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SUMMON_TOLL.name)}
    trap(duel, SUMMON_TOLL.name)
    idle(duel)
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 0, "szone")[0] == TORRENT
    assert names(duel, 1, "gy") == ["V1-100", SUMMON_TOLL.name]


def test_hx_614_the_cost_ends_the_summoned_monsters_boost_and_the_effect_finds_none() -> None:
    """HX-614 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-2, R-TRAP-5, R-EFF-5): HX Pack Hunter
    (HX-607); HX Giant Toll (Trap: your opponent Normal Summons; send 1 face-up monster
    you control; destroy 1 face-up monster of the opponent with 2000 or more ATK).
    Setup: P1 turn 3, hand: HX Pack Hunter. P2 controls V4-1600 and V4-1400, HX Giant Toll
    Set earlier. P1 Normal Summons the Hunter (2000); P2 activates it paying V4-1400.
    Expected: the Trap may be activated. After the cost P2 controls 1 monster: the Hunter
    has 1000 when the Effect chooses: nothing is destroyed."""
    duel = build(p0=Side(hand=[PACK.name]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[(GIANT_TOLL.name, SET)]))
    do(duel, f"summon {hand(duel, PACK.name, 0)} z0")
    assert duel.atk(at(duel, PACK.name, 0)) == 2000
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, GIANT_TOLL.name)}
    trap(duel, GIANT_TOLL.name)
    answer(duel, picks=(mon(duel, "V4-1400", 1),))
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone")[0] == PACK.name and duel.atk(at(duel, PACK.name, 0)) == 1000
    assert names(duel, 1, "gy") == ["V4-1400", GIANT_TOLL.name]


def test_hx_615_protections_condition_reads_the_attribute_the_summon_changed() -> None:
    """HX-615 (R-REQ-1, R-TRAP-5, R-EFF-5, §20.3 Sevens Road Protection: when the
    opponent Normal Summons, if you control a face-up DARK Spellcaster): HX Earth Herald
    (your opponent's face-up monsters become EARTH). P2 controls face-up Sevens Road
    Magician, Sevens Road Protection Set earlier. P1 turn 3 Normal Summons (a) HX Earth
    Herald: in the window the Magician is EARTH: not offered; (b) V4-1800: offered."""
    p1 = Side(monsters=[(SRM, ATK)], spells=[(PROTECTION, SET)])
    duel = build(p0=Side(hand=[HERALD.name]), p1=p1)
    do(duel, f"summon {hand(duel, HERALD.name, 0)} z0")
    assert duel.attribute(at(duel, SRM, 1)) == Attribute.EARTH
    idle(duel)
    plain = build(p0=Side(hand=["V4-1800"]), p1=p1)
    do(plain, f"summon {hand(plain, 'V4-1800', 0)} z0")
    window_for(plain, 1)
    assert offered(plain) == {sz(plain, PROTECTION)}


def test_hx_616_a_gy_to_deck_cost_leaves_the_summon_only_what_is_still_there() -> None:
    """HX-616 (R-REQ-1, R-REQ-3, R-TRAP-2, R-TRAP-7, R-TRAP-9): HX Grave Swap (Trap: your
    opponent Normal Summons; place 1 monster from your GY on the bottom of your Deck;
    Special Summon 1 monster from your GY in face-up Defense). P1 turn 3 Normal Summons
    V4-1800; P2 has HX Grave Swap Set earlier.
    (a) P2's GY: V4-1600 only. The Trap may be activated; the cost takes V4-1600, so the
    Effect finds nothing: P2 controls no monster, V4-1600 is at the Deck's bottom.
    (b) P2's GY: V4-1600, V4-WALL: either may pay; P2 pays V4-1600 and the Effect
    summons V4-WALL in Defense."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(gy=["V4-1600"], spells=[(GRAVE_SWAP.name, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1800', 0)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, GRAVE_SWAP.name)}
    trap(duel, GRAVE_SWAP.name)
    settle(duel)
    idle(duel)
    assert names(duel, 1, "mzone") == ["", "", ""] and names(duel, 1, "gy") == [GRAVE_SWAP.name]
    assert names(duel, 1, "deck")[0] == "V4-1600"
    two = build(p0=Side(hand=["V4-1800"]),
                p1=Side(gy=["V4-1600", "V4-WALL"], spells=[(GRAVE_SWAP.name, SET)]))
    do(two, f"summon {hand(two, 'V4-1800', 0)} z0")
    trap(two, GRAVE_SWAP.name)
    assert picks(two) == {find(two, "V4-1600", 1, "gy"), find(two, "V4-WALL", 1, "gy")}
    answer(two, picks=(find(two, "V4-1600", 1, "gy"),))
    settle(two)
    assert [n for n in names(two, 1, "mzone") if n] == ["V4-WALL"]
    assert two.pos[at(two, "V4-WALL", 1)] == DEF and names(two, 1, "deck")[0] == "V4-1600"
