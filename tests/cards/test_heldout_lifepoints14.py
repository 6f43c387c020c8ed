"""Held-out style conformance scenarios HX-877..HX-896 (HX-897..HX-916 are in
test_heldout_lifepoints14b.py), written like SC-01..SC-30 of RULES.md section 19, on Life
Points where they meet other rules: LP costs that take exactly all remaining LP (the
payer loses at once, before the Effect) or more than there is (the Requirement cannot be
met, so nothing is offered and the window goes to the other player); conditions reading
LP ("2000 or less", "lower than the opponent's") judged when the card is activated and,
where the text says "then, if", read again when that part applies; LP costs and gains
that switch a continuous LP-reading effect before the Effect reads an ATK; multi-step
effects that stop the moment a player's LP reach 0 (no later step, summon, draw or
window, R-WIN-1); simultaneous damage to both players (R-WIN-3); LP conditions and the
phases (R-EFF-2, R-SPELL-1); Trap windows whose LP condition is met only by the previous
action (R-TRAP-5). Expectations come from RULES.md (and its section 20 card facts) alone.
Throwaway cards (codes 968810001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import LPLower, OnAttack, OnSpell, Trig
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster02 import LPAtMost
from rushdesk.engine.effects.ops import (
    AtkOf,
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    LPDifference,
    Mark,
    Modify,
    Optional,
    PayLP,
    Per,
    ReturnToHand,
    SendCost,
    SpecialSummon,
    Then,
)
from rushdesk.engine.effects.script import THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    ENCOUNTER,
    OVL,
    OVL_L,
    OVL_R,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_field,
    hx_monster,
    maximum,
    offered,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import OwnAttack, hid, mon, no_activation, no_spell, over, refused, settle

SPELL = CardType.SPELL
TRAP = CardType.TRAP
UP = Sel(who="you", face="up")


def code(n: int) -> int:
    return 968_810_000 + n


def spell(n: int, name: str, *ops: Any, costs: tuple[Any, ...] = (),
          conds: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", conds=conds, costs=costs, ops=ops))


def trap_card(n: int, name: str, trigger: Trig, *ops: Any, costs: tuple[Any, ...] = (),
              conds: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, conds=conds,
                                               costs=costs, ops=ops))


def lower_boost() -> Effect:
    return Effect(kind="continuous", mods=(Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK",
                                                condition=LPLower()),))


# Level 4, 1000/1000. Requirement: pay 1000 LP. Effect: this card gains 1000 ATK this turn.
KNIGHT = hx_monster(code(1), "HX Blood Knight", Effect(
    costs=(PayLP(n=1000),), ops=(Modify(THIS, amount=Fixed(1000)),)))
# Trap. An opponent's monster declares an attack; pay 1000 LP. Effect: destroy the
# attacking monster.
BLOOD_SNARE = trap_card(2, "HX Blood Snare", OnAttack(),
                        Destroy(Sel(who="opp", memo="attacker")), costs=(PayLP(n=1000),))
# Trap. A monster you control declares an attack. Effect: it gains 500 ATK this turn.
CHARGE = trap_card(3, "HX Charge Order", OwnAttack(),
                   Modify(Sel(memo="attacker"), amount=Fixed(500)))
# Normal Spell. Requirement: pay 1000 LP. Effect: your opponent takes 1500 damage.
BLOOD_BOLT = spell(4, "HX Blood Bolt", Damage(Fixed(1500)), costs=(PayLP(n=1000),))
# Normal Spell. Requirement: your LP are 2000 or less; pay 500 LP. Effect: your opponent
# takes 1500 damage.
BRINK_BOLT = spell(5, "HX Brink Bolt", Damage(Fixed(1500)), costs=(PayLP(n=500),),
                   conds=(LPAtMost(2000),))
# Level 4, 1200/1000. [CONTINUOUS EFFECT] +1000 ATK while your LP are lower than the
# opponent's.
UNDERDOG = hx_monster(code(6), "HX Underdog Page", lower_boost(), atk=1200)
# Normal Spell. Requirement: pay 1000 LP. Effect: choose 1 face-up monster you control;
# your opponent takes damage equal to its ATK.
MEASURED = spell(7, "HX Measured Blow", Mark(UP, save="chosen"), Damage(AtkOf("chosen")),
                 costs=(PayLP(n=1000),))
# Normal Spell. Effect: you gain 2000 LP, then choose 1 face-up monster you control; your
# opponent takes damage equal to its ATK.
SECOND_WIND = spell(8, "HX Second Wind", GainLP(Fixed(2000)), Mark(UP, save="chosen"),
                    Damage(AtkOf("chosen")))
# Field Spell: your face-up monsters gain 1000 ATK while your LP are lower than the
# opponent's.
LOW_GROUND = hx_field(code(9), "HX Underdog Ground", Cont(UP, MOD_ATK, 1000, "gain 1000 ATK",
                                                          condition=LPLower()))
# Normal Spell. Effect: your opponent takes 1000 damage, then Special Summon 1 Level 4 or
# lower monster from your hand in face-up Attack Position.
VOLLEY = spell(10, "HX Last Volley", Damage(Fixed(1000)), SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4), position="atk"))
# Trap. An opponent's monster declares an attack. Effect: your opponent takes 500 damage,
# then you gain 500 LP.
DRAIN = trap_card(11, "HX Draining Touch", OnAttack(), Damage(Fixed(500)), GainLP(Fixed(500)))
# Normal Spell. Effect: your opponent takes 3000 damage, then you gain LP equal to the
# difference between both players' LP.
OVERKILL = spell(12, "HX Overkill", Damage(Fixed(3000)), GainLP(LPDifference()))
# Trap. An opponent's monster declares an attack. Effect: each player takes 1000 damage
# at the same time.
MUTUAL = trap_card(13, "HX Mutual Ruin", OnAttack(), Damage(Fixed(1000), who="both"))
# Normal Spell. Requirement: your LP are lower than the opponent's. Effect: you gain 2000
# LP; then, if your LP are still lower than the opponent's, draw 1 card.
COMEBACK = spell(14, "HX Comeback", GainLP(Fixed(2000)),
                 Then((Draw(1),), condition=LPLower()), conds=(LPLower(),))
# Normal Spell. Effect: you take 1000 damage; then, if your LP are 2000 or less, you can
# destroy 1 monster your opponent controls.
FURY = spell(15, "HX Cornered Fury", Damage(Fixed(1000), who="you"), Optional(
    (Destroy(Sel(who="opp")),), condition=LPAtMost(2000)))
# Normal Spell. Requirement: send 1 monster from your hand to the GY. Effect: your
# opponent takes 200 damage for each monster in your GY.
GRAVE_BURN = spell(16, "HX Grave Burn", Damage(Per(200, Sel(where=("gy",), kind="monster"))),
                   costs=(SendCost(Sel(where=("hand",), kind="monster")),))
# Normal Spell. Effect: destroy every monster your opponent controls; your opponent takes
# 500 damage for each monster destroyed; then draw 1 card.
PURGE = spell(17, "HX Purge Burn", Destroy(Sel(who="opp"), high=ALL),
              Damage(Per(500, memo="destroyed")), Draw(1))
# Trap. After your opponent activates a Spell. Effect: you gain 1000 LP.
TITHE = trap_card(18, "HX Spell Tithe", OnSpell(), GainLP(Fixed(1000)))
# Level 4, 1000/1000. Requirement: your LP are 2000 or less. Effect: your opponent takes
# 1000 damage.
STRIKER = hx_monster(code(19), "HX Brink Striker", Effect(
    conds=(LPAtMost(2000),), ops=(Damage(Fixed(1000)),)))
# Normal Spell. Requirement: your LP are 2000 or less. Effect: your opponent takes 500.
BRINK_NOTE = spell(20, "HX Brink Note", Damage(Fixed(500)), conds=(LPAtMost(2000),))
# Normal Spell. Requirement: pay 1000 LP. Effect: draw 1 card.
OFFERING = spell(21, "HX Blood Offering", Draw(1), costs=(PayLP(n=1000),))
# Trap. An opponent's monster declares an attack; pay 1000 LP. Effect: the attacking
# monster loses 500 ATK this turn.
TOLL_GUARD = trap_card(22, "HX Toll Guard", OnAttack(),
                       Modify(Sel(who="opp", memo="attacker"), amount=Fixed(500), sign=-1),
                       costs=(PayLP(n=1000),))
# Trap. An opponent's monster declares an attack, if your LP are lower than your
# opponent's. Effect: destroy the attacking monster.
LOW_SNARE = trap_card(23, "HX Underdog Snare", OnAttack(),
                      Destroy(Sel(who="opp", memo="attacker")), conds=(LPLower(),))
# Trap. An opponent's monster declares an attack on a monster; pay 500 LP. Effect: return
# the attack target to the hand.
RECALL = trap_card(24, "HX Blood Recall", OnAttack(direct=False),
                   ReturnToHand(Sel(memo="target")), costs=(PayLP(n=500),))

HX_CARDS = [KNIGHT, BLOOD_SNARE, CHARGE, BLOOD_BOLT, BRINK_BOLT, UNDERDOG, MEASURED,
            SECOND_WIND, LOW_GROUND, VOLLEY, DRAIN, OVERKILL, MUTUAL, COMEBACK, FURY,
            GRAVE_BURN, PURGE, TITHE, STRIKER, BRINK_NOTE, OFFERING, TOLL_GUARD, LOW_SNARE,
            RECALL]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)
battle = builder(POOL, phase="battle")  # P1's turn 3, Battle Phase


def sz(duel: Duel, name: str, p: int = 1) -> int:
    return find(duel, name, p, "szone")


def cast(duel: Duel, card: CardData) -> list[Any]:
    """The turn player activates Spell `card` from the hand in s0 (no questions answered)."""
    return list(do(duel, f"activate {hid(duel, card.name, duel.tp)} s0"))


def idle(duel: Duel, kind: str = "main", p: int = 0) -> None:
    assert not duel.is_over and duel.request is not None
    assert duel.request.kind == kind and duel.current_player == p, duel.request


# ============================================================ LP costs: all of them, or more
def test_hx_877_a_monster_effect_paying_exactly_all_lp_loses_before_it_applies() -> None:
    """HX-877 (R-REQ-1, R-REQ-2, R-WIN-1, R-EFF-2): HX Blood Knight (Level 4, 1000 ATK;
    Requirement: pay 1000 LP; Effect: this card gains 1000 ATK this turn), face-up since
    turn 1, in P1's turn 3 Main Phase.
    (a) P1 at 999 LP: the cost cannot be paid, so the Requirement cannot be met: the
    effect is not offered and activating it is refused, nothing changes.
    (b) P1 at 1000 LP: the Requirement can be met completely, so it may be activated;
    paying leaves P1 at 0 and P1 loses at once (LP are checked after every payment):
    the Effect is never applied, P2 wins.
    (c) P1 at 1001 LP: P1 pays down to 1 and the Knight has 2000 ATK."""
    poor = build(p0=Side(lp=999, monsters=[(KNIGHT.name, ATK)]))
    no_activation(poor, mon(poor, KNIGHT.name, 0))
    assert poor.lp == [999, 8000]
    duel = build(p0=Side(lp=1000, monsters=[(KNIGHT.name, ATK)]))
    knight = mon(duel, KNIGHT.name, 0)
    assert Action("activate", knight) in duel.legal_actions()
    do(duel, f"activate {knight}")
    assert duel.lp == [0, 8000] and duel.atk(duel.inst(knight)) == 1000
    over(duel, 1)
    rich = build(p0=Side(lp=1001, monsters=[(KNIGHT.name, ATK)]))
    do(rich, f"activate {mon(rich, KNIGHT.name, 0)}")
    idle(rich)
    assert rich.lp == [1, 8000] and rich.atk(at(rich, KNIGHT.name, 0)) == 2000


def test_hx_878_an_unpayable_lp_cost_passes_the_window_to_the_turn_player() -> None:
    """HX-878 (R-REQ-1, R-TRAP-9, R-TRAP-4, R-TRAP-3, R-WIN-1, R-BATTLE-4, R-CALC-1): HX
    Blood Snare (Trap: an opponent's monster declares an attack; pay 1000 LP; destroy the
    attacking monster), Set earlier by P2; HX Charge Order (Trap: a monster you control
    declares an attack; it gains 500 ATK this turn), Set earlier by P1. P1 turn 3, Battle
    Phase: V4-1800 attacks P2's V4-1600.
    (a) P2 at 900 LP: P2 cannot pay, so P2 has nothing to activate and P1 is the one asked:
    Charge Order; 2300 vs 1600: P2 takes 700 (200 left).
    (b) P2 at 1000 LP: P2 decides first and may activate the Snare; paying takes P2 to 0
    and P2 loses at once: the attacker is not destroyed and P1 is never asked."""
    p0 = Side(monsters=[("V4-1800", ATK)], spells=[(CHARGE.name, SET)])
    poor = battle(p0=p0, p1=Side(lp=900, monsters=[("V4-1600", ATK)],
                                 spells=[(BLOOD_SNARE.name, SET)]))
    attack(poor, "V4-1800", "V4-1600")
    window_for(poor, 0)
    assert offered(poor) == {sz(poor, CHARGE.name, 0)}
    trap(poor, CHARGE.name, 0)
    settle(poor)
    assert poor.lp == [8000, 200] and names(poor, 1, "gy") == ["V4-1600"]
    assert names(poor, 1, "szone")[0] == BLOOD_SNARE.name
    duel = battle(p0=p0, p1=Side(lp=1000, monsters=[("V4-1600", ATK)],
                                 spells=[(BLOOD_SNARE.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, BLOOD_SNARE.name)}
    trap(duel, BLOOD_SNARE.name)
    assert duel.lp == [8000, 0]
    over(duel, 0)
    assert names(duel, 0, "mzone")[0] == "V4-1800" and names(duel, 0, "gy") == []


def test_hx_879_paying_the_last_lp_loses_before_the_burn_so_it_is_no_draw() -> None:
    """HX-879 (R-WIN-1, R-WIN-3, R-REQ-1, R-REQ-2): HX Blood Bolt (Normal Spell:
    Requirement: pay 1000 LP; Effect: your opponent takes 1500 damage). P1 turn 3.
    (a) P1 at 1000, P2 at 1000: P1's payment takes P1 to 0 first and P1 loses at once; the
    damage is never dealt, so P2 (still 1000) wins: not a draw, the two LP did not reach
    0 from the same event.
    (b) P1 and P2 at 1500: P1 500, then P2 0: P1 wins.
    (c) P1 at 999: the cost cannot be paid: the Spell is refused in every zone."""
    a = build(p0=Side(lp=1000, hand=[BLOOD_BOLT.name]), p1=Side(lp=1000))
    cast(a, BLOOD_BOLT)
    assert a.lp == [0, 1000]
    over(a, 1)
    b = build(p0=Side(lp=1500, hand=[BLOOD_BOLT.name]), p1=Side(lp=1500))
    cast(b, BLOOD_BOLT)
    assert b.lp == [500, 0]
    over(b, 0)
    c = build(p0=Side(lp=999, hand=[BLOOD_BOLT.name]), p1=Side(lp=1000))
    no_spell(c, hid(c, BLOOD_BOLT.name))
    assert c.lp == [999, 1000] and names(c, 0, "hand") == [BLOOD_BOLT.name]


def test_hx_880_an_lp_condition_and_an_lp_cost_must_both_be_met() -> None:
    """HX-880 (R-REQ-1, R-REQ-2, R-WIN-1): HX Brink Bolt (Normal Spell: Requirement: your LP
    are 2000 or less; pay 500 LP. Effect: your opponent takes 1500 damage). P1 turn 3.
    (a) P1 at 2600: the condition does not hold: refused. (b) P1 at 400: the condition
    holds but 500 cannot be paid: refused. (c) P1 at 2000: both are met: P1 1500, P2
    6500. (d) P1 at 500: the Requirement can be met; the payment takes P1 to 0: P1 loses
    at once and P2 keeps 8000."""
    for lp in (2600, 400):
        duel = build(p0=Side(lp=lp, hand=[BRINK_BOLT.name]))
        no_spell(duel, hid(duel, BRINK_BOLT.name))
        assert duel.lp == [lp, 8000]
    ok = build(p0=Side(lp=2000, hand=[BRINK_BOLT.name]))
    cast(ok, BRINK_BOLT)
    idle(ok)
    assert ok.lp == [1500, 6500] and names(ok, 0, "gy") == [BRINK_BOLT.name]
    last = build(p0=Side(lp=500, hand=[BRINK_BOLT.name]))
    cast(last, BRINK_BOLT)
    assert last.lp == [0, 8000]
    over(last, 1)


# ============================================================ costs and gains switch a boost
def test_hx_881_the_lp_cost_switches_on_the_boost_the_effect_then_reads() -> None:
    """HX-881 (R-REQ-2, R-REQ-3, R-EFF-5, R-WIN-1): HX Underdog Page (1200 ATK; +1000 while
    your LP are lower than the opponent's); HX Measured Blow (Normal Spell: Requirement:
    pay 1000 LP; Effect: choose 1 face-up monster you control, the opponent takes damage
    equal to its ATK). P1 turn 3, both at 8000, controls only the Underdog (1200).
    Expected: the cost is paid first (7000, lower than 8000), so when the Effect applies
    the Underdog has 2200: P2 takes 2200 (5800). Now P2 is lower: the Underdog is 1200."""
    duel = build(p0=Side(monsters=[(UNDERDOG.name, ATK)], hand=[MEASURED.name]))
    assert duel.atk(at(duel, UNDERDOG.name, 0)) == 1200
    cast(duel, MEASURED)
    answer(duel)
    settle(duel)
    idle(duel)
    assert duel.lp == [7000, 5800] and duel.atk(at(duel, UNDERDOG.name, 0)) == 1200


def test_hx_882_an_lp_gain_switches_off_the_boost_before_the_damage_is_read() -> None:
    """HX-882 (R-REQ-2, R-REQ-3, R-EFF-5): HX Underdog Page (HX-881); HX Second Wind (Normal
    Spell: you gain 2000 LP, then choose 1 face-up monster you control: the opponent takes
    damage equal to its ATK). P1 turn 3 at 7000 (P2 8000) controls the Underdog (2200).
    Expected: the gain comes first: 9000 is not lower, so the Underdog has 1200 when it is
    chosen: P2 takes 1200 (6800). P1 9000 (no LP cap is stated, only the floor of 0)."""
    duel = build(p0=Side(lp=7000, monsters=[(UNDERDOG.name, ATK)], hand=[SECOND_WIND.name]))
    assert duel.atk(at(duel, UNDERDOG.name, 0)) == 2200
    cast(duel, SECOND_WIND)
    answer(duel)
    settle(duel)
    idle(duel)
    assert duel.lp == [9000, 6800] and duel.atk(at(duel, UNDERDOG.name, 0)) == 1200


def test_hx_883_a_knights_lp_cost_turns_on_a_field_spell_until_the_battle_turns_it_off() -> None:
    """HX-883 (R-FIELD-1, R-EFF-5, R-REQ-2, R-DMG-4, R-CALC-1, R-EFF-6): HX Blood Knight
    (HX-877); HX Underdog Ground (Field Spell: your face-up monsters gain 1000 ATK while
    your LP are lower than the opponent's). P1 turn 3, both at 8000: the Knight (since
    turn 1) and the Field Spell; P2 controls V4-1800 and V1-100.
    Expected: the Knight has 1000; its payment (7000) turns the Field Spell on: 1000 + 1000
    (its effect, this turn) + 1000 = 3000. It attacks V4-1800: 3000 vs 1800, P2 takes 1200
    (6800). P1 is no longer lower: the Knight is 2000 after the battle. (P1 also controls
    V1-100, so the Battle Phase, and the Knight's gain, go on.)"""
    duel = build(p0=Side(monsters=[(KNIGHT.name, ATK), ("V1-100", ATK)],
                         field_spell=(LOW_GROUND.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]))
    knight = at(duel, KNIGHT.name, 0)
    assert duel.atk(knight) == 1000
    do(duel, f"activate {mon(duel, KNIGHT.name, 0)}")
    idle(duel)
    assert duel.lp == [7000, 8000] and duel.atk(knight) == 3000
    attack(duel, KNIGHT.name, "V4-1800")
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [7000, 6800] and names(duel, 1, "gy") == ["V4-1800"]
    assert duel.atk(at(duel, KNIGHT.name, 0)) == 2000


# ============================================================ nothing after LP 0
def test_hx_884_lethal_damage_leaves_the_summon_and_its_window_undone() -> None:
    """HX-884 (R-WIN-1, R-REQ-2, R-TRAP-5, R-TRAP-4, §20.3 Dragon Encounter): HX Last Volley
    (Normal Spell: your opponent takes 1000 damage, then Special Summon 1 Level 4 or lower
    monster from your hand in Attack Position). P1 turn 3 holds the Spell and V4-1600; P2
    holds Blue-Eyes White Dragon with Dragon Encounter Set earlier.
    (a) P2 at 1000: P2 reaches 0 at the first part and loses at once: V4-1600 stays in
    P1's hand, no window opens, Dragon Encounter stays Set.
    (b) P2 at 1500: P2 500, V4-1600 is Special Summoned, and the window after the Spell
    holds that summon: P2 may activate Dragon Encounter."""
    a = build(p0=Side(hand=[VOLLEY.name, "V4-1600"]),
              p1=Side(lp=1000, hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    cast(a, VOLLEY)
    assert a.lp == [8000, 0]
    over(a, 0)
    assert names(a, 0, "hand") == ["V4-1600"] and names(a, 0, "mzone") == ["", "", ""]
    assert names(a, 1, "szone")[0] == ENCOUNTER
    b = build(p0=Side(hand=[VOLLEY.name, "V4-1600"]),
              p1=Side(lp=1500, hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    cast(b, VOLLEY)
    assert b.lp == [8000, 500] and names(b, 0, "mzone")[0] == "V4-1600"
    window_for(b, 1)
    assert offered(b) == {sz(b, ENCOUNTER)}


def test_hx_885_a_defenders_drain_ends_the_duel_in_the_attack_window() -> None:
    """HX-885 (R-WIN-1, R-TRAP-5, R-BATTLE-4, R-DMG-6, R-CALC-1): HX Draining Touch (Trap:
    an opponent's monster declares an attack; your opponent takes 500 damage, then you
    gain 500 LP), Set earlier by P2. P1 turn 3, Battle Phase: Blue-Eyes White Dragon
    attacks P2's V4-1600.
    (a) P1 at 500: P1 reaches 0 at the first part and loses at once: P2 does not gain (P2
    stays 8000) and there is no Damage Step (V4-1600 stays on the field).
    (b) P1 at 600: P1 100, P2 8500; the battle goes on: P2 takes 1400 (7100)."""
    p1 = Side(monsters=[("V4-1600", ATK)], spells=[(DRAIN.name, SET)])
    a = battle(p0=Side(lp=500, monsters=[(BEWD, ATK)]), p1=p1)
    attack(a, BEWD, "V4-1600")
    window_for(a, 1)
    trap(a, DRAIN.name)
    assert a.lp == [0, 8000]
    over(a, 1)
    assert names(a, 1, "mzone")[0] == "V4-1600"
    b = battle(p0=Side(lp=600, monsters=[(BEWD, ATK)]), p1=p1)
    attack(b, BEWD, "V4-1600")
    trap(b, DRAIN.name)
    settle(b)
    assert b.lp == [100, 7100] and sorted(names(b, 1, "gy")) == sorted(["V4-1600", DRAIN.name])


def test_hx_886_excess_damage_is_discarded_and_ends_the_effect() -> None:
    """HX-886 (R-WIN-1, R-REQ-2): HX Overkill (Normal Spell: your opponent takes 3000
    damage, then you gain LP equal to the difference between both players' LP). P1 turn 3
    at 8000.
    (a) P2 at 1200: P2's LP become 0, never below (the excess 1800 is discarded), and P2
    loses at once: the gain is not applied (P1 stays 8000).
    (b) P2 at 3500: P2 500; then the difference (7500) is read: P1 15500."""
    a = build(p0=Side(hand=[OVERKILL.name]), p1=Side(lp=1200))
    cast(a, OVERKILL)
    assert a.lp == [8000, 0]
    over(a, 0)
    b = build(p0=Side(hand=[OVERKILL.name]), p1=Side(lp=3500))
    cast(b, OVERKILL)
    settle(b)
    idle(b)
    assert b.lp == [15500, 500]


def test_hx_887_simultaneous_damage_in_the_attack_window_draws_the_duel() -> None:
    """HX-887 (R-WIN-3, R-WIN-1, R-TRAP-5, R-BATTLE-4): HX Mutual Ruin (Trap: an opponent's
    monster declares an attack; each player takes 1000 damage at the same time), Set
    earlier by P2. P1 turn 3, Battle Phase: V4-1800 attacks P2's V4-1600.
    (a) P1 and P2 at 1000: both reach 0 from the same event: a draw (no winner).
    (b) P1 1000, P2 1500: only P1 reaches 0: P2 wins, at 500.
    (c) P1 2000, P2 1000: P2 loses to its own Trap; P1 wins in its Battle Phase at 1000."""
    for lps, winner, left in (((1000, 1000), None, [0, 0]), ((1000, 1500), 1, [0, 500]),
                              ((2000, 1000), 0, [1000, 0])):
        duel = battle(p0=Side(lp=lps[0], monsters=[("V4-1800", ATK)]),
                      p1=Side(lp=lps[1], monsters=[("V4-1600", ATK)],
                              spells=[(MUTUAL.name, SET)]))
        attack(duel, "V4-1800", "V4-1600")
        window_for(duel, 1)
        trap(duel, MUTUAL.name)
        assert duel.lp == left
        over(duel, winner)
        assert names(duel, 1, "mzone")[0] == "V4-1600"


# ============================================================ conditions read when applied
def test_hx_888_a_then_if_lp_clause_is_read_after_the_gain() -> None:
    """HX-888 (R-REQ-1, R-REQ-2): HX Comeback (Normal Spell: Requirement: your LP are lower
    than your opponent's. Effect: you gain 2000 LP; then, if your LP are still lower, draw
    1 card). P1 turn 3, hand: the Spell only; P2 at 8000.
    (a) P1 at 5000: 7000 is still lower: P1 draws 1. (b) P1 at 7000: 9000 is higher: no
    draw. (c) P1 at 8000: the Requirement does not hold (equal is not lower): refused."""
    a = build(p0=Side(lp=5000, hand=[COMEBACK.name]))
    deck = len(a.deck[0])
    cast(a, COMEBACK)
    settle(a)
    assert a.lp == [7000, 8000] and len(a.hand[0]) == 1 and len(a.deck[0]) == deck - 1
    b = build(p0=Side(lp=7000, hand=[COMEBACK.name]))
    cast(b, COMEBACK)
    settle(b)
    assert b.lp == [9000, 8000] and b.hand[0] == [] and len(b.deck[0]) == deck
    c = build(p0=Side(hand=[COMEBACK.name]))
    no_spell(c, hid(c, COMEBACK.name))


def test_hx_889_an_optional_part_reads_the_lp_its_own_damage_left() -> None:
    """HX-889 (R-REQ-2, R-WIN-1, R-REQ-3): HX Cornered Fury (Normal Spell: you take 1000
    damage; then, if your LP are 2000 or less, you can destroy 1 monster your opponent
    controls). P1 turn 3; P2 controls V4-1600.
    (a) P1 at 3000: 2000 after the damage: P1 is asked and destroys V4-1600.
    (b) P1 at 3100: 2100: nothing is asked, V4-1600 stays.
    (c) P1 at 1000: 0: P1 loses at once; nothing is asked or destroyed."""
    p1 = Side(monsters=[("V4-1600", ATK)])
    a = build(p0=Side(lp=3000, hand=[FURY.name]), p1=p1)
    cast(a, FURY)
    assert a.request is not None and a.request.kind == "yesno" and a.current_player == 0
    assert a.lp == [2000, 8000]
    answer(a, yes=True)
    settle(a)
    assert names(a, 1, "gy") == ["V4-1600"]
    b = build(p0=Side(lp=3100, hand=[FURY.name]), p1=p1)
    cast(b, FURY)
    settle(b)
    idle(b)
    assert b.lp == [2100, 8000] and names(b, 1, "mzone")[0] == "V4-1600"
    c = build(p0=Side(lp=1000, hand=[FURY.name]), p1=p1)
    cast(c, FURY)
    assert c.lp == [0, 8000]
    over(c, 1)
    assert names(c, 1, "mzone")[0] == "V4-1600"


def test_hx_890_the_cost_card_counts_for_the_burn_that_ends_the_duel() -> None:
    """HX-890 (R-REQ-1, R-REQ-2, R-REQ-3, R-WIN-1): HX Grave Burn (Normal Spell: Requirement:
    send 1 monster from your hand to the GY. Effect: your opponent takes 200 damage for
    each monster in your GY). P1 turn 3; GY: V4-1600, V4-1400.
    (a) Hand: the Spell, V1-100; P2 at 600: the cost makes 3 GY monsters: 600 damage:
    P2 0 and P1 wins. (b) The same with P2 at 601: P2 1. (c) Hand: the Spell and
    FX-RECALL (no monster): the cost cannot be paid: refused."""
    gy = ["V4-1600", "V4-1400"]
    a = build(p0=Side(gy=gy, hand=[GRAVE_BURN.name, "V1-100"]), p1=Side(lp=600))
    cast(a, GRAVE_BURN)
    assert a.lp == [8000, 0]
    over(a, 0)
    b = build(p0=Side(gy=gy, hand=[GRAVE_BURN.name, "V1-100"]), p1=Side(lp=601))
    cast(b, GRAVE_BURN)
    settle(b)
    assert b.lp == [8000, 1] and names(b, 0, "gy") == [*gy, "V1-100", GRAVE_BURN.name]
    c = build(p0=Side(gy=gy, hand=[GRAVE_BURN.name, "FX-RECALL"]), p1=Side(lp=600))
    no_spell(c, hid(c, GRAVE_BURN.name))


def test_hx_891_lethal_burn_stops_the_draw_and_the_spells_window() -> None:
    """HX-891 (R-WIN-1, R-SPELL-3, R-TRAP-5, R-REQ-2, R-MAX-5, R-MAX-8): HX Purge Burn
    (Normal Spell: destroy every monster your opponent controls; your opponent takes 500
    damage for each one destroyed; then draw 1 card); HX Spell Tithe (Trap: after your
    opponent activates a Spell; you gain 1000 LP), Set earlier by P2. P1 turn 3, hand: the
    Spell; P2 controls V4-1600 and V4-1400.
    (a) P2 at 1000: 2 destroyed, 1000 damage: P2 loses at once: P1 draws nothing (Deck
    unchanged) and no window opens for the Tithe.
    (b) P2 at 1100: P2 100, P1 draws 1, then the window: P2 may activate the Tithe.
    (c) P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and is at 1000: the
    Maximum Mode monster is one monster destroyed (R-MAX-5, R-MAX-8): 500 damage, P2
    survives at 500 and all three pieces are in P2's GY."""
    mons = [("V4-1600", ATK), ("V4-1400", ATK)]
    a = build(p0=Side(hand=[PURGE.name]),
              p1=Side(lp=1000, monsters=mons, spells=[(TITHE.name, SET)]))
    deck = len(a.deck[0])
    cast(a, PURGE)
    assert a.lp == [8000, 0] and names(a, 1, "mzone") == ["", "", ""]
    over(a, 0)
    assert a.hand[0] == [] and len(a.deck[0]) == deck
    assert names(a, 1, "szone")[0] == TITHE.name
    b = build(p0=Side(hand=[PURGE.name]),
              p1=Side(lp=1100, monsters=mons, spells=[(TITHE.name, SET)]))
    cast(b, PURGE)
    assert b.lp == [8000, 100] and len(b.hand[0]) == 1 and len(b.deck[0]) == deck - 1
    window_for(b, 1)
    assert offered(b) == {sz(b, TITHE.name)}
    trap(b, TITHE.name)
    assert b.lp == [8000, 1100]
    c = build(turn=2, tp=1, p0=Side(hand=[PURGE.name]), p1=Side(lp=1000, hand=[OVL_L, OVL, OVL_R]))
    maximum(c, OVL)
    settle(c)
    while c.turn < 3:
        do(c, "end")
    idle(c)
    cast(c, PURGE)
    settle(c)
    idle(c)
    assert c.lp == [8000, 500] and sorted(names(c, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])


def test_hx_892_lp_fallen_in_the_battle_phase_opens_no_effect_until_the_next_main() -> None:
    """HX-892 (R-EFF-2, R-SPELL-1, R-TURN-2, R-BATTLE-1, R-CALC-1, R-REQ-1): HX Brink
    Striker (Level 4, 1000 ATK; Requirement: your LP are 2000 or less; Effect: your
    opponent takes 1000 damage); HX Brink Note (Normal Spell: Requirement: your LP are
    2000 or less; Effect: your opponent takes 500 damage).
    Setup: P1 turn 3 at 2400 controls the Striker and V4-1400 (since turn 1), holds the
    Note; P2 controls V4-1800.
    Expected: in the Main Phase neither is offered (2400). In the Battle Phase V4-1400
    attacks V4-1800: P1 takes 400 (2000): the condition now holds, but no monster effect or
    Spell may be activated in the Battle Phase, and there is no way back to the Main
    Phase. In P1's next turn (turn 5) both are offered; the Striker deals 1000."""
    duel = build(p0=Side(lp=2400, monsters=[(STRIKER.name, ATK), ("V4-1400", ATK)],
                         hand=[BRINK_NOTE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    striker, note = mon(duel, STRIKER.name, 0), hid(duel, BRINK_NOTE.name)
    no_activation(duel, striker)
    no_spell(duel, note)
    attack(duel, "V4-1400", "V4-1800")
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [2000, 8000]
    assert not [a for a in duel.legal_actions() if a.kind == "activate"]
    refused(duel, f"activate {striker}")
    refused(duel, f"activate {note} s0")
    do(duel, "end")  # the Battle Phase ends: P1's turn is over
    assert duel.turn == 4
    while duel.turn < 5:
        do(duel, "end")
    idle(duel)
    assert {striker, note} <= offered(duel)
    do(duel, f"activate {striker}")
    assert duel.lp == [2000, 7000]


def test_hx_893_overlords_left_needs_a_spells_lp_cost_first_then_keeps_its_gain() -> None:
    """HX-893 (R-MAX-2, R-MAX-9, R-MAX-10, R-MAX-6, R-REQ-1, R-REQ-3, R-DMG-4, §20.1
    Supreme Machine Magnum Overlord [L]: Maximum Mode only; Requirement: your LP are lower
    than the opponent's, send 1 card from your hand to the GY; Effect: it gains ATK equal
    to the LP difference this turn): HX Blood Offering (Normal Spell: Requirement: pay
    1000 LP; Effect: draw 1 card); HX Draining Touch (HX-885), Set earlier by P2.
    Setup: P1 turn 3, both at 8000; hand: the three Overlord pieces, the Offering,
    V1-100. P2 controls V4-1800. P1 Maximum Summons (3500).
    Expected: at equal LP [L] is not offered. After the Offering (7000) it is: sending
    V1-100 it gains 1000 (4500). It attacks V4-1800; P2's Draining Touch: P1 6500, P2
    8500 (the difference is now 2000, but the gain was fixed when it applied). 4500 vs
    1800: P2 takes 2700 (5800)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, OFFERING.name, "V1-100"]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(DRAIN.name, SET)]))
    maximum(duel)
    settle(duel)
    left = mon(duel, OVL_L, 0)
    no_activation(duel, left)
    cast(duel, OFFERING)
    settle(duel)
    assert duel.lp == [7000, 8000] and len(duel.hand[0]) == 2
    assert left in offered(duel)
    do(duel, f"activate {left}")
    answer(duel, picks=(hid(duel, "V1-100"),))
    settle(duel)
    assert duel.atk(at(duel, OVL, 0)) == 4500
    attack(duel, OVL, "V4-1800")
    window_for(duel, 1)
    trap(duel, DRAIN.name)
    settle(duel)
    assert duel.lp == [6500, 5800] and names(duel, 1, "gy") == [DRAIN.name, "V4-1800"]


# ============================================================ LP conditions in windows
def test_hx_894_an_lp_cost_meets_a_condition_only_for_the_next_declaration() -> None:
    """HX-894 (R-TRAP-3, R-TRAP-5, R-TRAP-6, R-TRAP-4, R-REQ-1, R-DMG-4, R-CALC-1): HX Toll
    Guard (Trap: an opponent's monster declares an attack; pay 1000 LP; the attacking
    monster loses 500 ATK this turn); HX Underdog Snare (Trap: an opponent's monster
    declares an attack, if your LP are lower than your opponent's; destroy the attacking
    monster); both Set earlier by P2. P1 turn 3 (Battle Phase): V4-1800 and V1-100; P2
    controls V4-1600, both at 8000.
    Expected: at V4-1800's declaration only the Guard is offered (equal LP). After it (P2
    7000) a new window holds only the Guard's own events: the Snare is not offered, as the
    declaration is not carried forward. 1300 vs 1600: V4-1800 is destroyed, P1 7700.
    V1-100's declaration is a new window: P2 is lower: the Snare is offered and destroys
    it; no damage."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK)],
                          spells=[(TOLL_GUARD.name, SET), (LOW_SNARE.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TOLL_GUARD.name)}
    trap(duel, TOLL_GUARD.name)  # no window offers the Snare: the battle follows at once
    idle(duel, "battle")
    assert duel.lp == [7700, 7000] and names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "szone")[1] == LOW_SNARE.name
    attack(duel, "V1-100", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOW_SNARE.name)}
    trap(duel, LOW_SNARE.name)
    settle(duel)
    assert duel.lp == [7700, 7000] and names(duel, 0, "gy") == ["V4-1800", "V1-100"]


def test_hx_895_an_lp_paid_bounce_makes_a_replay_against_a_boosted_monster() -> None:
    """HX-895 (R-TRAP-9, R-REPLAY-1, R-REPLAY-2, R-REPLAY-3, R-EFF-5, R-CALC-1): HX Blood
    Recall (Trap: an opponent's monster declares an attack on a monster; pay 500 LP;
    return the attack target to the hand); HX Underdog Page (HX-881). P1 turn 3 (Battle
    Phase): V4-1800 and V1-100; P2 controls V4-1600 and the Underdog (1200), the Recall Set
    earlier; both at 8000. V4-1800 attacks V4-1600; P2 activates the Recall.
    Expected: P2 pays (7500, lower): the Underdog has 2200; V4-1600 returns to the hand:
    replay, only the Underdog (or cancel) is offered. (a) P1 chooses it: 1800 vs 2200,
    V4-1800 destroyed, P1 takes 400. (b) P1 cancels: no damage, V4-1800's attack is used."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                  p1=Side(monsters=[("V4-1600", ATK), (UNDERDOG.name, ATK)],
                          spells=[(RECALL.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, RECALL.name)
    assert duel.lp == [8000, 7500] and names(duel, 1, "hand") == ["V4-1600"]
    assert duel.atk(at(duel, UNDERDOG.name, 1)) == 2200
    assert duel.request is not None and duel.request.kind == "replay"
    assert duel.current_player == 0
    dog = mon(duel, UNDERDOG.name, 1)
    assert {a for a in duel.legal_actions()} == {Action("target", target=dog), Action("cancel")}
    cancel = duel.clone()
    do(duel, f"target {dog}")
    settle(duel)
    assert duel.lp == [7600, 7500] and names(duel, 0, "gy") == ["V4-1800"]
    do(cancel, "cancel")
    idle(cancel, "battle")
    assert cancel.lp == [8000, 7500] and names(cancel, 0, "mzone")[0] == "V4-1800"
    assert not [a for a in cancel.legal_actions()
                if a.kind == "attack" and a.card == mon(cancel, "V4-1800", 0)]


def test_hx_896_battle_damage_meets_the_snares_lp_condition_at_the_next_attack() -> None:
    """HX-896 (R-TRAP-5, R-REQ-1, R-CALC-1, R-BATTLE-5, R-TRAP-2): HX Underdog Snare
    (HX-894), Set earlier by P2. P1 turn 3 (Battle Phase): V4-1800 and Blue-Eyes White
    Dragon; P2 controls V1-100 and V4-1600; both at 8000.
    Expected: V4-1800 attacks V1-100: equal LP, nothing is offered: P2 takes 1700 (6300).
    Blue-Eyes attacks V4-1600: P2's LP are now lower: the Snare is offered and destroys
    Blue-Eyes: the attack ends with no damage (P2 stays 6300)."""
    duel = battle(p0=Side(monsters=[("V4-1800", ATK), (BEWD, ATK)]),
                  p1=Side(monsters=[("V1-100", ATK), ("V4-1600", ATK)],
                          spells=[(LOW_SNARE.name, SET)]))
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    idle(duel, "battle")
    assert duel.lp == [8000, 6300] and names(duel, 1, "szone")[0] == LOW_SNARE.name
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOW_SNARE.name)}
    trap(duel, LOW_SNARE.name)
    settle(duel)
    assert duel.lp == [8000, 6300] and BEWD in names(duel, 0, "gy")
    assert names(duel, 1, "mzone")[1] == "V4-1600"

