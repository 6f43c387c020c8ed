"""Held-out style conformance scenarios HX-757..HX-776 (HX-777..HX-796: file 14b), like
SC-01..SC-30 of RULES.md section 19, on monster effects and card identity where they meet
other rules: once per turn per monster and what makes a new monster (bounced and summoned
again, revived from either GY, a Maximum Monster returned and summoned again, face-down
and face-up by effects, not a manual position change), two copies each activating, one
choice per Multi-Choice activation, effects only in the own Main Phase and face-up, names
in the hand or of this turn and what they make count, Legend treatment in deck building.
Expectations come from RULES.md alone. Throwaway cards: codes 968770001.., names "HX ...".
"""

from __future__ import annotations

import datetime
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import OnDestroyed, OnSummon, SummonedThisTurn
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Modify,
    Reveal,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_NAME

from ..engine.util import do, find, names
from .heldout_util import (
    BEUD,
    BEWD,
    BRIGHT,
    CED,
    DM,
    FLIPDOWN,
    HOLE,
    MACHINE_EQUIP,
    POLY,
    REBORN,
    TCB,
    TORRENT,
    VISION,
    answer,
    at,
    builder,
    hx_card,
    hx_monster,
    offered,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import hid, idle, kind, mon, no_activation, no_spell, refused, settle

SPELL = CardType.SPELL
TRAP = CardType.TRAP
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
MAXIMUM_MONSTER = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
PINGER = "FX-PINGER"
RECALL = "FX-RECALL"
FUSION_SPELL = "Fusion"
FUSION_2 = "FX-FUSION-2"


def code(n: int) -> int:
    return 968_770_000 + n


def _name_to(name: str) -> Grant:  # "this card's name becomes `name` this turn"
    return Grant(THIS, kind=MOD_NAME, value=name, duration=THIS_TURN,
                 phrase=f'{{who}}\'s name becomes "{name}"')


# Level 4 EARTH Warrior 1000/1000. [MULTI-CHOICE EFFECT] Requirement: none.
# ● Your opponent takes 500 damage. ● You gain 500 LP.
TWIN_PATH = hx_monster(code(1), "HX Twin Path", Effect(
    kind="multi", options=((Damage(Fixed(500)),), (GainLP(Fixed(500)),))))
# Normal Spell: change 1 face-down monster you control to face-up Attack Position.
WAKE = hx_card(code(2), "HX Wake Call", SPELL, Effect(
    kind="spell", ops=(ChangePosition(Sel(face="down"), to="atk"),)))
# Level 4 EARTH Warrior 1000/1000. Requirement: it is the turn this card was Normal
# Summoned. Effect: your opponent takes 500 damage.
ROOKIE = hx_monster(code(3), "HX Fresh Rookie", Effect(
    conds=(SummonedThisTurn("normal"),), ops=(Damage(Fixed(500)),)))
# Level 4 EARTH Warrior 1000/1000. Requirement: none. Effect: this card's name becomes
# "V4-1600" until the end of this turn.
THIEF = hx_monster(code(4), "HX Name Thief", Effect(ops=(_name_to("V4-1600"),)))
# Level 4 EARTH Machine 1100/900, no effect. This card's name becomes "V4-1400" while
# it is in the hand.
MIMIC = CardData(code(5), "HX Hand Mimic", EFFECT_MONSTER, attribute=Attribute.EARTH,
                 race="Machine", level=4, atk=1100, defense=900,
                 behaviour=CardScript(name_in_hand="V4-1400"))
# Level 4 EARTH Warrior 1000/1000. Requirement: none. Effect: this card's name becomes
# "FX-PINGER" until the end of this turn.
IMP = hx_monster(code(6), "HX Mirror Imp", Effect(ops=(_name_to(PINGER),)))
# Trap. Requirement: a monster named "V4-1600" you control is destroyed by your
# opponent's card effect. Effect: your opponent takes 1000 damage.
GRUDGE = hx_card(code(7), "HX Name Grudge", TRAP, Effect(
    kind="trap", trigger=OnDestroyed(Sel(where=("gy",), kind="monster", name="V4-1600"),
                                     causes=("destroy",)),
    ops=(Damage(Fixed(1000)),)))
# Level 4 EARTH Warrior 1000/1000. [CONTINUOUS EFFECT] face-up Warrior monsters you
# control gain 300 ATK.
CAPTAIN = hx_monster(code(8), "HX Banner Captain", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", race="Warrior"), MOD_ATK, 300, "gain 300 ATK"),)))
# Maximum Monster [L] piece, Level 4 DARK Machine 800/0. Requirement: this card is in
# Maximum Mode. Effect: your opponent takes 300 damage.
COL_L = CardData(code(9), "HX Colossus [L]", MAXIMUM_MONSTER, attribute=Attribute.DARK,
                 race="Machine", level=4, atk=800, defense=0, max_role="L",
                 behaviour=CardScript(Effect(maximum=True, ops=(Damage(Fixed(300)),))))
# Maximum Monster (center), Level 8 DARK Machine 1800/0, MAXIMUM ATK 3200: Maximum
# Summoned with its [L] and [R]. [MULTI-CHOICE EFFECT] Requirement: this card is in
# Maximum Mode. ● Your opponent takes 500 damage. ● This card gains 500 ATK this turn.
COL = CardData(code(10), "HX Colossus", MAXIMUM_MONSTER, attribute=Attribute.DARK,
               race="Machine", level=8, atk=1800, defense=0, maximum_atk=3200, max_role="C",
               max_partners=(code(9), code(11)), behaviour=CardScript(Effect(
                   kind="multi", maximum=True,
                   options=((Damage(Fixed(500)),), (Modify(THIS, amount=Fixed(500)),))),
                   notes=("Maximum Summon this card together with its [L] and [R].",)))
# Maximum Monster [R] piece, Level 4 DARK Machine 600/0. Requirement: none (it works
# outside Maximum Mode too). Effect: your opponent takes 200 damage.
COL_R = CardData(code(11), "HX Colossus [R]", MAXIMUM_MONSTER, attribute=Attribute.DARK,
                 race="Machine", level=4, atk=600, defense=0, max_role="R",
                 behaviour=CardScript(Effect(ops=(Damage(Fixed(200)),))))
# Normal Spell: you gain 100 LP.
COIN = hx_card(code(12), "HX Pocket Coin", SPELL, Effect(kind="spell", ops=(
    GainLP(Fixed(100)),)))
# Fusion Monster, Level 6 EARTH Warrior 2200/1800: "V4-1600" + "V4-1400". Requirement:
# none. Effect: your opponent takes 600 damage.
CHIMERA = CardData(code(13), "HX Chimera", CardType.MONSTER | CardType.FUSION | CardType.EFFECT,
                   attribute=Attribute.EARTH, race="Warrior", level=6, atk=2200, defense=1800,
                   materials=("V4-1600", "V4-1400"),
                   behaviour=CardScript(Effect(ops=(Damage(Fixed(600)),))))
# Normal Spell. Requirement: reveal 1 monster named "V4-1400" in your hand. Effect:
# Special Summon 1 monster named "V4-1400" from your hand.
NAME_CALL = hx_card(code(14), "HX Name Call", SPELL, Effect(
    kind="spell", costs=(Reveal(Sel(where=("hand",), kind="monster", name="V4-1400")),),
    ops=(SpecialSummon(Sel(where=("hand",), kind="monster", name="V4-1400")),)))
# Trap. Requirement: your opponent Special Summons a monster named "V4-1400". Effect:
# destroy that monster.
NAME_WATCH = hx_card(code(15), "HX Name Watch", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",), monster=Sel(who="opp", name="V4-1400")),
    ops=(Destroy(Sel(who="opp", memo="summoned")),)))
# Level 4 LIGHT Dragon 1200/1000, no LEGEND icon, no effect. Its text says: this card is
# treated as a Legend Card while it is in the hand or the GY (R-CARD-4).
ECHO = CardData(code(16), "HX Legend Echo", EFFECT_MONSTER, attribute=Attribute.LIGHT,
                race="Dragon", level=4, atk=1200, defense=1000,
                behaviour=CardScript(legend_in=("hand", "gy")))

HX_CARDS = [TWIN_PATH, WAKE, ROOKIE, THIEF, MIMIC, IMP, GRUDGE, CAPTAIN, COL_L, COL, COL_R,
            COIN, CHIMERA, NAME_CALL, NAME_WATCH, ECHO]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def act(duel: Duel, card: int, option: int | None = None, **kw: Any) -> None:
    """Activate monster `card` (picking `option`), answer its questions (`answer`)."""
    do(duel, f"activate {card}")
    if option is not None:
        assert kind(duel) == "option", duel.request
        do(duel, f"option {option}")
    answer(duel, **kw)


def options(duel: Duel) -> set[int]:
    return {a.zone for a in duel.legal_actions() if a.kind == "option"}


# ============================================================ once per turn, and new monsters
def test_hx_757_two_pingers_and_one_bounced_by_evacuation_give_three_activations() -> None:
    """HX-757 (R-EFF-3, R-EFF-4, R-TRAP-4, R-TRAP-5, R-MAIN-2, §20.5 Compulsory Evacuation
    Device: when any player summons: return 1 monster on the field to the hand).
    Setup: P1 turn 3 controls FX-PINGER A (since turn 1); hand: FX-PINGER B. P2 has the
    Device Set earlier.
    Actions: A activates, then again; B is Normal Summoned, P2 returns A with the Device;
    B activates; A is Normal Summoned again and activates; A and B once more.
    Expected: the limit is per monster: A's second try is refused (its effect's window
    holds no summon, no Spell: P2 is not asked); A back from the hand is new: three
    activations, P2 7100; the last two tries are refused."""
    duel = build(p0=Side(monsters=[(PINGER, ATK)], hand=[PINGER]), p1=Side(spells=[(CED, SET)]))
    a = mon(duel, PINGER)
    act(duel, a)
    idle(duel)
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {a}")
    do(duel, f"summon {hid(duel, PINGER)} z1")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED, 1, "szone")}
    trap(duel, CED, 1)
    answer(duel, picks=(a,))
    settle(duel)
    idle(duel)
    assert names(duel, 0, "hand") == [PINGER] and names(duel, 0, "mzone") == ["", PINGER, ""]
    b = mon(duel, PINGER)
    act(duel, b)
    assert duel.lp == [8000, 7400]
    do(duel, f"summon {hid(duel, PINGER)} z0")
    idle(duel)
    a2 = duel.oid[duel.mz[0][0]]
    assert a2 in offered(duel) and b not in offered(duel)
    act(duel, a2)
    assert duel.lp == [8000, 7100] and names(duel, 1, "gy") == [CED]
    refused(duel, f"activate {a2}")
    refused(duel, f"activate {b}")


def test_hx_758_a_position_change_keeps_the_limit_a_face_down_turn_ends_it() -> None:
    """HX-758 (R-EFF-3, R-EFF-4, R-POS-1, R-POS-2, R-POS-4, R-EFF-2): HX Wake Call (Normal
    Spell: change 1 face-down monster you control to face-up Attack Position).
    Setup: P1 turn 3 controls FX-PINGER (since turn 1); hand: FX-FLIPDOWN, HX Wake Call.
    Actions: the Pinger activates; P1 changes it to Defense by hand; tries again;
    FX-FLIPDOWN turns it face-down; tries again; Wake Call turns it face-up; activates.
    Expected: the manual change is legal, but the monster stayed face-up: refused. Face-
    down it cannot activate. Face-up again it is new: P2 7400; a third try is refused."""
    duel = build(p0=Side(monsters=[(PINGER, ATK)], hand=[FLIPDOWN, WAKE.name]))
    a = mon(duel, PINGER)
    act(duel, a)
    do(duel, f"position {a} def")
    assert duel.pos[duel.inst(a)] == DEF and duel.lp == [8000, 7700]
    refused(duel, f"activate {a}")
    play(duel, FLIPDOWN, zone="s0", picks=(a,))
    assert duel.pos[duel.inst(a)] == SET
    no_activation(duel, a)
    play(duel, WAKE.name, zone="s0")
    assert duel.pos[duel.inst(a)] == ATK
    assert a in offered(duel)
    act(duel, a)
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {a}")


def test_hx_759_the_opponents_pinger_revived_under_my_control_activates_for_me() -> None:
    """HX-759 (R-EFF-2, R-EFF-3, R-EFF-4, §20.2 Dark Hole, Monster Reborn: from either GY
    to your field). Setup: P1 turn 3 controls FX-PINGER (since turn 1); hand: Dark Hole,
    Monster Reborn. P2 controls FX-PINGER.
    Actions: P1's Pinger activates; Dark Hole; Monster Reborn on P2's Pinger; it activates.
    Expected: P2's Pinger is never P1's to activate before; after the revival P1 controls
    it and may use it once (P2 7400), a second try is refused. On P2's turn 4 P2 cannot
    activate it: only its controller may."""
    duel = build(p0=Side(monsters=[(PINGER, ATK)], hand=[HOLE, REBORN]),
                 p1=Side(monsters=[(PINGER, ATK)]))
    theirs = mon(duel, PINGER, 1)
    assert theirs not in offered(duel)
    refused(duel, f"activate {theirs}")
    act(duel, mon(duel, PINGER))
    play(duel, HOLE, zone="s0")
    assert names(duel, 0, "gy") == [PINGER, HOLE] and names(duel, 1, "gy") == [PINGER]
    play(duel, REBORN, zone="s0", picks=(find(duel, PINGER, 1, "gy"),), pos="atk")
    settle(duel)
    revived = mon(duel, PINGER, 0)
    assert names(duel, 1, "gy") == [] and duel.owner[duel.inst(revived)] == 1
    assert revived in offered(duel)
    act(duel, revived)
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {revived}")
    to_turn(duel, 4)
    idle(duel, 1)
    assert revived not in offered(duel)
    refused(duel, f"activate {revived}")


def test_hx_760_two_multi_choice_copies_one_option_each_then_new_after_a_flip() -> None:
    """HX-760 (R-EFF-3, R-EFF-4, R-REQ-1, R-POS-4, R-FUS-8): HX Twin Path (Multi-Choice:
    ● your opponent takes 500 ● you gain 500 LP); HX Wake Call (HX-758).
    Setup: P1 turn 3 controls Twin Path A and B (since turn 1); hand: FX-FLIPDOWN, Wake
    Call. Actions: A picks the damage; A tries again; B picks the LP; FX-FLIPDOWN turns A
    face-down; Wake Call turns it face-up; A picks the damage again.
    Expected: both options are offered to each activation; one per activation: A gives
    only 500 damage and is then refused for either option; B only the LP; A face-up again
    is new: LP 8500 / 7000."""
    duel = build(p0=Side(monsters=[(TWIN_PATH.name, ATK), (TWIN_PATH.name, ATK)],
                         hand=[FLIPDOWN, WAKE.name]))
    a, b = mon(duel, TWIN_PATH.name, 0, 0), mon(duel, TWIN_PATH.name, 0, 1)
    do(duel, f"activate {a}")
    assert kind(duel) == "option" and options(duel) == {0, 1}
    do(duel, "option 0")
    idle(duel)
    assert duel.lp == [8000, 7500]
    refused(duel, f"activate {a}")
    act(duel, b, option=1)
    assert duel.lp == [8500, 7500]
    refused(duel, f"activate {b}")
    play(duel, FLIPDOWN, zone="s0", picks=(a,))
    play(duel, WAKE.name, zone="s0")
    act(duel, a, option=0)
    assert duel.lp == [8500, 7000]
    refused(duel, f"activate {a}")


def test_hx_761_a_trap_window_of_my_own_main_phase_offers_no_monster_effect() -> None:
    """HX-761 (R-EFF-2, R-TRAP-4, R-TRAP-5, R-MAIN-1, R-TURN-4, §20.3 Torrential Tribute).
    Setup: P1 turn 3 controls FX-PINGER (since turn 1), Torrential Tribute Set earlier;
    hand: V4-1800. P2 has no Trap; P2's hand: V4-1600.
    Actions: P1 Normal Summons V4-1800; P1 passes; the Pinger activates. Turn 4: P2 Normal
    Summons V4-1600.
    Expected: P2 has nothing, so the window goes to P1, who may use Torrential only: the
    Pinger is refused there. Back in the Main Phase it may activate (P2 7700). On turn 4
    P1 is asked first and again only Torrential is offered, never the Pinger."""
    duel = build(p0=Side(monsters=[(PINGER, ATK)], spells=[(TORRENT, SET)], hand=["V4-1800"]),
                 p1=Side(hand=["V4-1600"]))
    pinger = mon(duel, PINGER)
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}
    refused(duel, f"activate {pinger}")
    do(duel, "pass")
    idle(duel)
    assert pinger in offered(duel)
    act(duel, pinger)
    assert duel.lp == [8000, 7700]
    to_turn(duel, 4)
    do(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}
    refused(duel, f"activate {pinger}")
    do(duel, "pass")
    idle(duel, 1)
    assert names(duel, 0, "szone")[0] == TORRENT


def test_hx_762_face_down_pingers_activate_only_once_face_up_in_their_own_turn() -> None:
    """HX-762 (R-EFF-2, R-POS-1, R-POS-2, R-POS-3, R-DMG-3, R-CALC-4).
    Setup: P1 turn 3 controls FX-PINGER A and B face-down (Set on turn 1). P2 controls
    V2-500 (since turn 1).
    Actions: A and B try to activate; P1 flips A to face-up Attack by hand; A activates.
    Turn 4: V2-500 attacks B. Turn 5: A and B activate.
    Expected: face-down, neither may (refused); A face-up may: P2 7700. B, attacked, is
    turned face-up Defense (DEF 1000): P2 takes 500 (7200). P1 cannot use B in P2's turn
    (P1 is never asked). On turn 5 both may: P2 6600."""
    duel = build(p0=Side(monsters=[(PINGER, SET), (PINGER, SET)]),
                 p1=Side(monsters=[("V2-500", ATK)]))
    a, b = mon(duel, PINGER, 0, 0), mon(duel, PINGER, 0, 1)
    no_activation(duel, a)
    no_activation(duel, b)
    do(duel, f"position {a} atk")
    assert a in offered(duel) and b not in offered(duel)
    act(duel, a)
    assert duel.lp == [8000, 7700]
    to_turn(duel, 4)
    do(duel, "battle")
    do(duel, f"attack {mon(duel, 'V2-500', 1)} -> {b}")
    settle(duel)
    assert duel.pos[duel.inst(b)] == DEF and duel.lp == [8000, 7200]
    assert duel.turn == 5 or duel.current_player == 1  # P1 is never asked in turn 4
    to_turn(duel, 5)
    assert {a, b} <= offered(duel)
    act(duel, a)
    act(duel, b)
    assert duel.lp == [8000, 6600]


def test_hx_763_normal_summoned_this_turn_is_new_after_a_return_not_after_a_flip() -> None:
    """HX-763 (R-REQ-1, R-EFF-3, R-EFF-4, R-POS-3, R-MAIN-2, R-MAIN-4): HX Fresh Rookie
    (Requirement: it is the turn this card was Normal Summoned; your opponent takes 500).
    Setup: P1 turn 3 controls a face-down Rookie C (Set on turn 1); hand: a Rookie A,
    FX-RECALL, Monster Reborn; GY: a Rookie D.
    Actions: Normal Summon A, activate, try again; FX-RECALL A, Normal Summon it again,
    activate; flip C face-up by hand; Monster Reborn D.
    Expected: A twice (a new monster, Normal Summoned again this turn): P2 7000; the try
    in between is refused. C's flip is a position change, not a summon, and D was Special
    Summoned: neither may activate."""
    duel = build(p0=Side(monsters=[(ROOKIE.name, SET)], hand=[ROOKIE.name, RECALL, REBORN],
                         gy=[ROOKIE.name]))
    c = mon(duel, ROOKIE.name)
    do(duel, f"summon {hid(duel, ROOKIE.name)} z1")
    a = duel.oid[duel.mz[0][1]]
    act(duel, a)
    assert duel.lp == [8000, 7500]
    refused(duel, f"activate {a}")
    play(duel, RECALL, zone="s0", picks=(a,))
    do(duel, f"summon {hid(duel, ROOKIE.name)} z1")
    a = duel.oid[duel.mz[0][1]]
    act(duel, a)
    assert duel.lp == [8000, 7000]
    do(duel, f"position {c} atk")
    assert duel.pos[duel.inst(c)] == ATK
    no_activation(duel, c)
    play(duel, REBORN, zone="s0", picks=(find(duel, ROOKIE.name, 0, "gy"),), pos="atk")
    settle(duel)
    d = duel.oid[duel.mz[0][2]]
    assert names(duel, 0, "mzone") == [ROOKIE.name] * 3
    no_activation(duel, d)
    assert duel.lp == [8000, 7000]


def test_hx_764_vision_dragon_summoned_again_by_its_condition_must_use_its_effect_again() -> None:
    """HX-764 (R-EFF-4, R-CARD-1, R-FUS-4, R-MAIN-4, R-FUS-3, §20.1 Blue-Eyes Vision Dragon:
    Special Summon from the hand in face-up Defense while you control a face-up Level 8+
    Dragon; mill 1: its name becomes "Blue-Eyes White Dragon" this turn, and it may count
    as two materials of Blue-Eyes Ultimate Dragon).
    Setup: P1 turn 3 controls Blue-Eyes White Dragon; hand: Vision Dragon, FX-RECALL,
    Polymerization (Rush); Extra: Blue-Eyes Ultimate Dragon.
    Actions: summon Vision by its condition; use it; FX-RECALL it; summon it again.
    Expected: only Defense is offered. Before its effect Polymerization is refused; after
    the return the new Vision has lost both the name and the double count: refused again;
    its effect may be used again (new monster), then Polymerization Fusion Summons the
    Ultimate Dragon with Blue-Eyes and Vision alone."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[VISION, RECALL, POLY], extra=[BEUD]))

    def summon_vision() -> int:
        v = hid(duel, VISION)
        assert {a.pos for a in duel.legal_actions() if a.kind == "spsummon" and a.card == v} \
            == {DEF}
        do(duel, f"spsummon {v} z1 def")
        settle(duel)
        return mon(duel, VISION)

    v = summon_vision()
    no_spell(duel, hid(duel, POLY))
    act(duel, v)
    assert duel.names(duel.inst(v)) == {BEWD}
    refused(duel, f"activate {v}")
    play(duel, RECALL, zone="s0", picks=(v,))
    v = summon_vision()
    assert duel.names(duel.inst(v)) == {VISION}
    no_spell(duel, hid(duel, POLY))
    act(duel, v)
    play(duel, POLY, zone="s1", picks=(find(duel, BEUD, 0, "extra"), mon(duel, BEWD), v),
         pos="atk")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [BEUD]
    assert {BEWD, VISION, POLY, RECALL} <= set(names(duel, 0, "gy"))


# ============================================================ names in the hand and this turn
def test_hx_765_a_hand_name_is_a_polymerization_material_only_while_in_the_hand() -> None:
    """HX-765 (R-CARD-1, R-FUS-2, R-FUS-3, R-FUS-4, R-FUS-5): HX Hand Mimic (Machine; its
    name becomes "V4-1400" while in the hand); FX-FUSION-2 = "V4-1600" + "V4-1400".
    (a) P1 turn 3 controls V4-1600; hand: the Mimic, "Fusion", Polymerization (Rush).
    "Fusion" takes no hand card: refused. Polymerization uses V4-1600 and the Mimic.
    (b) Same, but the Mimic is Normal Summoned first: on the field it is "HX Hand Mimic":
    both Spells are refused. FX-RECALL returns it to the hand: Polymerization is legal."""
    p0 = Side(monsters=[("V4-1600", ATK)], hand=[MIMIC.name, FUSION_SPELL, POLY, RECALL],
              extra=[FUSION_2])
    duel = build(p0=p0)
    assert duel.names(duel.inst(hid(duel, MIMIC.name))) == {"V4-1400"}
    no_spell(duel, hid(duel, FUSION_SPELL))
    mimic = hid(duel, MIMIC.name)
    play(duel, POLY, zone="s0", picks=(find(duel, FUSION_2, 0, "extra"), mon(duel, "V4-1600"),
                                       mimic), pos="atk")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [FUSION_2]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", MIMIC.name, POLY])
    duel = build(p0=p0)
    do(duel, f"summon {hid(duel, MIMIC.name)} z1")
    on_field = mon(duel, MIMIC.name)
    assert duel.names(duel.inst(on_field)) == {MIMIC.name}
    no_spell(duel, hid(duel, FUSION_SPELL))
    no_spell(duel, hid(duel, POLY))
    play(duel, RECALL, zone="s0", picks=(on_field,))
    play(duel, POLY, zone="s1", picks=(find(duel, FUSION_2, 0, "extra"), mon(duel, "V4-1600"),
                                       hid(duel, MIMIC.name)), pos="def")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [FUSION_2]
    assert duel.pos[at(duel, FUSION_2)] == DEF


def test_hx_766_a_revealed_card_with_a_name_clause_gives_its_own_type() -> None:
    """HX-766 (R-CARD-1, R-CARD-2, R-EQUIP-1, R-EQUIP-3, R-EFF-6, R-END-1, §20.2 Type
    Change Beam: reveal a monster in your hand; up to 3 face-up monsters take its Type
    this turn): HX Hand Mimic is a Machine whose name is "V4-1400" (a Warrior) in the hand.
    Setup: P1 turn 3 controls V4-1600; hand: Type Change Beam, the Mimic, FX-MACHINE-EQUIP.
    Actions: the Beam reveals the Mimic, chooses V4-1600; FX-MACHINE-EQUIP on V4-1600.
    Expected: a name clause changes only the name: V4-1600 becomes a Machine, so the Equip
    may be attached (2100). On turn 4 the Type has ended (a Warrior again); the Equip
    stays and V4-1600 keeps 2100."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[TCB, MIMIC.name, MACHINE_EQUIP]))
    no_spell(duel, hid(duel, MACHINE_EQUIP))
    v16 = mon(duel, "V4-1600")
    play(duel, TCB, zone="s0", picks=(hid(duel, MIMIC.name), v16))
    assert duel.race(duel.inst(v16)) == "Machine"
    play(duel, MACHINE_EQUIP, zone="s0", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 2100 and names(duel, 0, "szone")[0] == MACHINE_EQUIP
    to_turn(duel, 4)
    assert duel.race(duel.inst(v16)) == "Warrior"
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP and duel.atk(duel.inst(v16)) == 2100


def test_hx_767_a_name_of_this_turn_is_lost_on_the_way_back_and_taken_again() -> None:
    """HX-767 (R-CARD-1, R-EFF-4, R-EFF-3, R-FUS-2, R-FUS-4): HX Name Thief (its name
    becomes "V4-1600" this turn); FX-FUSION-2 = "V4-1600" + "V4-1400".
    Setup: P1 turn 3 controls the Thief and V4-1400 (since turn 1); hand: FX-RECALL,
    "Fusion"; Extra: FX-FUSION-2.
    Actions: the Thief's effect; FX-RECALL returns it; Normal Summon it; "Fusion"; the
    Thief's effect; "Fusion".
    Expected: "Fusion" is refused before the effect. Back on the field the Thief is a new
    monster without the name: "Fusion" is refused again, but its effect may be used
    again; then "Fusion" summons FX-FUSION-2 from the Thief and V4-1400."""
    duel = build(p0=Side(monsters=[(THIEF.name, ATK), ("V4-1400", ATK)],
                         hand=[RECALL, FUSION_SPELL], extra=[FUSION_2]))
    no_spell(duel, hid(duel, FUSION_SPELL))
    thief = mon(duel, THIEF.name)
    act(duel, thief)
    assert duel.names(duel.inst(thief)) == {"V4-1600"}
    play(duel, RECALL, zone="s0", picks=(thief,))
    assert duel.names(duel.inst(hid(duel, THIEF.name))) == {THIEF.name}
    do(duel, f"summon {hid(duel, THIEF.name)} z0")
    thief = mon(duel, THIEF.name)
    assert duel.names(duel.inst(thief)) == {THIEF.name}
    no_spell(duel, hid(duel, FUSION_SPELL))
    act(duel, thief)
    play(duel, FUSION_SPELL, zone="s0",
         picks=(find(duel, FUSION_2, 0, "extra"), thief, mon(duel, "V4-1400")), pos="atk")
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [FUSION_2]
    assert {THIEF.name, "V4-1400", FUSION_SPELL} <= set(names(duel, 0, "gy"))


def test_hx_768_a_trap_for_a_destroyed_v4_1600_reads_the_name_of_this_turn() -> None:
    """HX-768 (R-CARD-1, R-TRAP-4, R-TRAP-5, R-TRAP-6, §20.3 Torrential Tribute): HX Name
    Thief (HX-767); HX Name Grudge (Trap: a monster named "V4-1600" you control is
    destroyed by the opponent's card effect: your opponent takes 1000 damage).
    Setup: P1 turn 3 controls the Thief, HX Name Grudge Set earlier; hand: V4-1800. P2
    has Torrential Tribute Set earlier.
    (a) The Thief's effect; V4-1800 is Normal Summoned; P2 uses Torrential. The new window
    holds the destruction of a monster named "V4-1600": P2 (first) has nothing, P1 is
    offered the Grudge: P2 7000.
    (b) Without the Thief's effect: the same destruction offers P1 nothing."""
    p0 = Side(monsters=[(THIEF.name, ATK)], hand=["V4-1800"], spells=[(GRUDGE.name, SET)])
    p1 = Side(spells=[(TORRENT, SET)])
    duel = build(p0=p0, p1=p1)
    act(duel, mon(duel, THIEF.name))
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    window_for(duel, 1)
    trap(duel, TORRENT, 1)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, GRUDGE.name, 0, "szone")}
    trap(duel, GRUDGE.name, 0)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 7000] and names(duel, 0, "mzone") == ["", "", ""]
    plain = build(p0=p0, p1=p1)
    do(plain, f"summon {hid(plain, 'V4-1800')} z1")
    trap(plain, TORRENT, 1)
    idle(plain)
    assert plain.lp == [8000, 8000] and names(plain, 0, "szone")[0] == GRUDGE.name


def test_hx_769_a_monster_named_like_another_keeps_its_own_effect_and_limit() -> None:
    """HX-769 (R-EFF-3, R-CARD-1): HX Mirror Imp (its name becomes "FX-PINGER" this turn).
    Setup: P1 turn 3 controls the Imp and FX-PINGER (since turn 1).
    Actions: the Imp's effect; the Imp again; the Pinger; the Pinger again.
    Expected: the Imp is now named "FX-PINGER" but is still the same monster with its own
    effect: its second try is refused and it never deals damage. The real Pinger's limit
    is its own: it may activate once (P2 7700), then refused."""
    duel = build(p0=Side(monsters=[(IMP.name, ATK), (PINGER, ATK)]))
    imp, pinger = mon(duel, IMP.name), mon(duel, PINGER)
    act(duel, imp)
    assert duel.names(duel.inst(imp)) == {PINGER} and duel.lp == [8000, 8000]
    refused(duel, f"activate {imp}")
    assert pinger in offered(duel)
    act(duel, pinger)
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {pinger}")
    refused(duel, f"activate {imp}")


# ============================================================ continuous effects and Types
def test_hx_770_a_type_of_this_turn_and_a_face_down_turn_switch_a_continuous_bonus() -> None:
    """HX-770 (R-EFF-5, R-CARD-2, R-EFF-6, R-END-1, R-POS-4, §20.2 Type Change Beam): HX
    Banner Captain (face-up Warriors you control gain 300 ATK); HX Wake Call (HX-758).
    Setup: P1 turn 3 controls the Captain (1000) and V4-1600; hand: Type Change Beam,
    Blue-Eyes White Dragon, FX-FLIPDOWN, Wake Call.
    Actions: the Beam reveals Blue-Eyes and makes V4-1600 a Dragon; FX-FLIPDOWN on the
    Captain; Wake Call; then turn 4.
    Expected: 1300/1900 at first; a Dragon, V4-1600 has 1600. Face-down, the Captain's
    effect stops at once; face-up again it applies again (Captain 1300), V4-1600 stays a
    Dragon (1600). On turn 4 the Type has ended: V4-1600 has 1900."""
    duel = build(p0=Side(monsters=[(CAPTAIN.name, ATK), ("V4-1600", ATK)],
                         hand=[TCB, BEWD, FLIPDOWN, WAKE.name]))
    cap, v16 = mon(duel, CAPTAIN.name), mon(duel, "V4-1600")
    assert duel.atk(duel.inst(cap)) == 1300 and duel.atk(duel.inst(v16)) == 1900
    play(duel, TCB, zone="s0", picks=(hid(duel, BEWD), v16))
    assert duel.race(duel.inst(v16)) == "Dragon" and duel.atk(duel.inst(v16)) == 1600
    play(duel, FLIPDOWN, zone="s0", picks=(cap,))
    assert duel.pos[duel.inst(cap)] == SET and duel.atk(duel.inst(v16)) == 1600
    play(duel, WAKE.name, zone="s0")
    assert duel.atk(duel.inst(cap)) == 1300 and duel.atk(duel.inst(v16)) == 1600
    to_turn(duel, 4)
    assert duel.race(duel.inst(v16)) == "Warrior" and duel.atk(duel.inst(v16)) == 1900


def test_hx_771_a_maximum_monster_bounced_after_a_spell_comes_back_fresh() -> None:
    """HX-771 (R-MAX-9, R-MAX-8, R-MAX-2, R-EFF-4, R-EFF-3, R-TRAP-5, §20.5 Compulsory
    Evacuation Device: after the opponent activates a Spell, or a summon): HX Colossus
    [L] (Maximum Mode: opponent takes 300), center (MAXIMUM ATK 3200; Maximum Mode Multi-
    Choice: ● opponent takes 500 ● +500 ATK this turn), [R] (opponent takes 200); HX
    Pocket Coin (Normal Spell: gain 100 LP). Setup: P1 turn 3; hand: the three pieces, the
    Coin. P2 has the Device Set earlier. Actions: Maximum Summon (P2 passes); [L] twice,
    center (ATK) twice, [R]; the Coin: P2 returns the monster; again the same.
    Expected: each piece once (3700 ATK; P2 7500); after the Coin the Device returns all
    three cards to the hand; the new monster has 3200 and each piece may be used again:
    3700, P2 7000; P1 8100."""
    duel = build(p0=Side(hand=[COL_L.name, COL.name, COL_R.name, COIN.name]),
                 p1=Side(spells=[(CED, SET)]))

    def summon_and_use(first: bool) -> None:
        do(duel, f"maximum {hid(duel, COL.name)}")
        if first:
            window_for(duel, 1)
            do(duel, "pass")
        idle(duel)
        left, center, right = (duel.oid[i] for i in duel.mz[0])
        assert duel.maxm[0] and duel.atk(duel.inst(center)) == 3200
        act(duel, left)
        refused(duel, f"activate {left}")
        act(duel, center, option=1)
        refused(duel, f"activate {center}")
        act(duel, right)
        assert duel.atk(duel.inst(center)) == 3700

    summon_and_use(True)
    assert duel.lp == [8000, 7500]
    play(duel, COIN.name, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED, 1, "szone")}
    center = mon(duel, COL.name)
    trap(duel, CED, 1)
    answer(duel, picks=(center,))
    settle(duel)
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "hand")) == sorted([COL_L.name, COL.name, COL_R.name])
    summon_and_use(False)
    assert duel.lp == [8100, 7000]


def test_hx_772_pieces_alone_keep_their_plain_effects_and_new_pieces_their_own() -> None:
    """HX-772 (R-MAX-10, R-MAX-11, R-MAX-2, R-MAX-9, R-EFF-3, R-EFF-4): HX Colossus (HX-771).
    Setup: P1 turn 3 controls a Colossus [L] X and a Colossus [R] A, face-up since turn 1
    (ordinary monsters); hand: a second [L], the center, a second [R].
    Actions: X tries its Maximum Mode effect; A uses its plain effect, then again; Maximum
    Summon; the new [R], [L] and center (damage).
    Expected: X is refused (not in Maximum Mode); A works once (P2 7800). The Maximum
    Summon sends X and A to the GY by rule. The Maximum monster's pieces are other
    monsters: the [R] (7600), the [L] (7300) and the center (6800) may all be used."""
    duel = build(p0=Side(monsters=[(COL_L.name, ATK), (COL_R.name, ATK)],
                         hand=[COL_L.name, COL.name, COL_R.name]))
    x, a = mon(duel, COL_L.name), mon(duel, COL_R.name)
    no_activation(duel, x)
    act(duel, a)
    assert duel.lp == [8000, 7800]
    refused(duel, f"activate {a}")
    events = do(duel, f"maximum {hid(duel, COL.name)}")
    settle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([COL_L.name, COL_R.name])
    assert not [e for e in events if e.kind == "move" and e.reason == "destroy"]
    left, center, right = (duel.oid[i] for i in duel.mz[0])
    act(duel, right)
    assert duel.lp == [8000, 7600]
    act(duel, left)
    assert duel.lp == [8000, 7300]
    act(duel, center, option=0)
    assert duel.lp == [8000, 6800]


def test_hx_773_a_fusion_monster_destroyed_and_revived_may_activate_again() -> None:
    """HX-773 (R-EFF-3, R-EFF-4, R-FUS-3, R-FUS-5, R-FUS-9, §20.2 Dark Hole, Monster
    Reborn): HX Chimera (Fusion: "V4-1600" + "V4-1400"; your opponent takes 600).
    Setup: P1 turn 3 controls V4-1600 and V4-1400; hand: Polymerization (Rush), Dark
    Hole, Monster Reborn; Extra: the Chimera.
    Actions: Polymerization; the Chimera's effect twice; Dark Hole; Monster Reborn on the
    Chimera (properly Fusion Summoned); its effect twice. Expected: P2 7400, then refused;
    revived it is a new monster: P2 6800, then refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[POLY, HOLE, REBORN], extra=[CHIMERA.name]))
    play(duel, POLY, zone="s0", picks=(find(duel, CHIMERA.name, 0, "extra"),
                                       mon(duel, "V4-1600"), mon(duel, "V4-1400")), pos="atk")
    settle(duel)
    chimera = mon(duel, CHIMERA.name)
    act(duel, chimera)
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {chimera}")
    play(duel, HOLE, zone="s0")
    assert CHIMERA.name in names(duel, 0, "gy")
    play(duel, REBORN, zone="s0", picks=(find(duel, CHIMERA.name, 0, "gy"),), pos="atk")
    settle(duel)
    chimera = mon(duel, CHIMERA.name)
    act(duel, chimera)
    assert duel.lp == [8000, 6800]
    refused(duel, f"activate {chimera}")


def test_hx_774_a_hand_name_pays_a_reveal_but_the_summoned_card_is_not_that_name() -> None:
    """HX-774 (R-CARD-1, R-REQ-1, R-REQ-2, R-TRAP-5, R-MAIN-4): HX Name Call (Normal
    Spell: reveal 1 monster named "V4-1400" in your hand; Special Summon 1 monster named
    "V4-1400" from your hand); HX Name Watch (P2's Trap, Set earlier: the opponent Special
    Summons a monster named "V4-1400": destroy it); HX Hand Mimic (HX-765).
    (a) P1 turn 3; hand: Name Call, the Mimic. Legal: the Mimic is revealed and Special
    Summoned; on the field it is "HX Hand Mimic": P2 is not asked, it stays.
    (b) Hand: Name Call, V4-1400: P2 is offered the Watch and destroys it.
    (c) Hand: Name Call, V4-1600: the Requirement cannot be met: refused."""
    p1 = Side(spells=[(NAME_WATCH.name, SET)])
    duel = build(p0=Side(hand=[NAME_CALL.name, MIMIC.name]), p1=p1)
    play(duel, NAME_CALL.name, zone="s0", pos="atk")
    idle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [MIMIC.name]
    assert names(duel, 1, "szone")[0] == NAME_WATCH.name
    real = build(p0=Side(hand=[NAME_CALL.name, "V4-1400"]), p1=p1)
    play(real, NAME_CALL.name, zone="s0", pos="atk")
    window_for(real, 1)
    assert offered(real) == {find(real, NAME_WATCH.name, 1, "szone")}
    trap(real, NAME_WATCH.name, 1)
    settle(real)
    assert names(real, 0, "mzone") == ["", "", ""] and "V4-1400" in names(real, 0, "gy")
    wrong = build(p0=Side(hand=[NAME_CALL.name, "V4-1600"]), p1=p1)
    no_spell(wrong, hid(wrong, NAME_CALL.name))


# ============================================================ Legend treatment
def test_hx_775_legend_and_name_clauses_do_not_count_in_deck_building() -> None:
    """HX-775 (R-CARD-4, R-CARD-1, R-SETUP-4, R-SETUP-6, R-SETUP-7): HX Legend Echo (no
    LEGEND icon; treated as a Legend Card in the hand and GY); HX Hand Mimic (HX-765).
    Expected: 36 plain cards + Blue-Eyes White Dragon + 3 Echoes: legal on 2024-06-01
    and on 2022-12-31 (the Echoes are not Legend Cards for the limit); a fourth Echo
    breaks only the copy limit; Dark Magician (Rush) beside Blue-Eyes breaks the Legend
    limit. 3 x V4-1400 + the Mimic: legal (no hand name in deck building)."""
    plain = ("V4-1600", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500", "V1-100",
             "V3-1200", "V4-1500", "V4-1700", "V6-2000", "V6-2400", "V3-1000")

    def cd(name: str) -> int:
        return sorted(c.code for c in POOL.by_name(name))[0]

    def fill(n: int) -> tuple[int, ...]:
        return tuple(cd(plain[k // 3]) for k in range(n))

    def problems(main: tuple[int, ...], on: datetime.date = datetime.date(2024, 6, 1)
                 ) -> list[str]:
        return sorted(str(p.code) for p in validate_deck(Deck(main), POOL, on=on))

    echo, bewd, v14 = cd(ECHO.name), cd(BEWD), cd("V4-1400")
    deck = fill(36) + (bewd, echo, echo, echo)
    assert problems(deck) == [] and problems(deck, datetime.date(2022, 12, 31)) == []
    assert problems(fill(35) + (bewd, echo, echo, echo, echo)) == ["too-many-copies"]
    assert problems(fill(35) + (bewd, cd(DM), echo, echo, echo)) == ["legend-limit"]
    assert problems(fill(36) + (v14, v14, v14, cd(MIMIC.name))) == []


def test_hx_776_bright_dragon_named_blue_eyes_is_no_legend_and_is_new_after_a_flip() -> None:
    """HX-776 (R-CARD-1, R-CARD-4, R-EFF-3, R-EFF-4, R-POS-1, R-POS-4, §20.1 Blue-Eyes
    Bright Dragon: mill 1; its name becomes "Blue-Eyes White Dragon" and it gains 500 ATK
    this turn; then, if you control a face-up Legend Normal Monster, you may destroy 1
    face-up Level 8 or lower monster of the opponent): HX Wake Call (HX-758).
    Setup: P1 turn 3 controls Bright Dragon and a face-down Blue-Eyes White Dragon (Set
    on turn 1); hand: FX-FLIPDOWN, Wake Call. P2 controls V4-1800.
    Actions: Bright's effect; P1 flips Blue-Eyes face-up by hand; Bright again;
    FX-FLIPDOWN on Bright; Wake Call; Bright's effect.
    Expected: named Blue-Eyes, Bright is no Legend Normal Monster and Blue-Eyes is face-
    down: no destroy offered (3000 ATK). The second try is refused. Face-up again Bright is
    new (2500, own name): its effect gives 3000 and offers the destroy of V4-1800."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, SET)], hand=[FLIPDOWN, WAKE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    bright, bewd = mon(duel, BRIGHT), mon(duel, BEWD)
    do(duel, f"activate {bright}")
    assert kind(duel) == "main"  # no yes/no question
    assert duel.names(duel.inst(bright)) == {BEWD} and duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "mzone")[0] == "V4-1800"
    do(duel, f"position {bewd} atk")
    refused(duel, f"activate {bright}")
    play(duel, FLIPDOWN, zone="s0", picks=(bright,))
    play(duel, WAKE.name, zone="s0")
    assert duel.names(duel.inst(bright)) == {BRIGHT} and duel.atk(duel.inst(bright)) == 2500
    do(duel, f"activate {bright}")
    assert kind(duel) == "yesno"
    answer(duel, picks=(mon(duel, "V4-1800", 1),))
    settle(duel)
    assert duel.atk(duel.inst(bright)) == 3000 and names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "gy") == ["V4-1800"]
