"""Held-out style conformance scenarios HX-116..HX-135, written like SC-01..SC-30 of
RULES.md section 19 (an initial state, the actions, the expected LP, zones and legal or
refused actions, with their rule ids). Expectations come from RULES.md alone. They
favour places where two rules meet: costs that can or cannot be paid completely (a
Spell's own hand cost, LP, the Deck), what a cost puts where the Effect then chooses
(R-REQ-3), once per turn and new monsters, continuous effects that start and stop
(face-down, battle flips, Equip and Field Spells), Equip Spells whose monster leaves,
Tribute vs "send to the GY", and the identity of face-down cards.

Small throwaway cards (codes 966200001..966200014, names starting with "HX ") are
defined below; each docstring states what such a card does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardType
from rushdesk.engine.effects.ops import (
    AddToHand,
    Damage,
    Draw,
    Fixed,
    GainLP,
    LPDifference,
    MillCost,
    Modify,
    PayLP,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_LEVEL, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    CED,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FLIPDOWN,
    HORN,
    REBORN,
    RECITAL,
    SKULL,
    TCB,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, refused

CYBER = "Cyber Dragon (Rush)"
PINGER = "FX-PINGER"
SPELL = CardType.SPELL
FIELD = CardType.SPELL | CardType.FIELD
EQUIP = CardType.SPELL | CardType.EQUIP










UP = Sel(who="you", face="up")
DRAGONIZE = hx_equip(966_200_001, "HX Dragonize Equip", Cont(EQUIPPED, MOD_RACE, "Dragon",
                                                             "becomes a Dragon"))
DRAGON_FIELD = hx_field(966_200_002, "HX Dragon Field",
                      Cont(Sel(who="any", face="up", race="Dragon"), MOD_ATK, 500, "gain 500 ATK"))
SHADE = hx_monster(966_200_003, "HX Shade", Effect(kind="continuous", mods=(
    Cont(Sel(who="opp", face="up"), MOD_ATK, -500, "lose 500 ATK"),)),
    dfn=1500, race="Fiend", attr=Attribute.DARK)
RAMPART = hx_field(966_200_004, "HX Rampart Field", Cont(UP, MOD_DEF, 500, "gain 500 DEF"))
TOLL = hx_card(966_200_005, "HX Toll", SPELL, Effect(
    kind="spell", costs=(PayLP(n=1000),), ops=(Damage(Fixed(1500)),)))
TRADE = hx_card(966_200_006, "HX Trade", SPELL, Effect(
    kind="spell", costs=(SendCost(Sel(where=("hand",))),), ops=(Damage(Fixed(500)),)))
LOW_IN_HAND = Sel(where=("hand",), kind="monster", level_max=4)
SWAPPER = hx_monster(966_200_007, "HX Swapper", Effect(
    costs=(SendCost(THIS),), ops=(SpecialSummon(LOW_IN_HAND),)), atk=1200)
RITE = hx_card(966_200_008, "HX Revival Rite", SPELL, Effect(
    kind="spell", costs=(SendCost(UP),),
    ops=(SpecialSummon(Sel(where=("gy",), kind="monster", level_max=4)),)))
BLADE = hx_equip(966_200_009, "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"))
ROULETTE = hx_monster(966_200_010, "HX Roulette", Effect(
    kind="multi", costs=(MillCost(1),), options=((Damage(Fixed(300)),), (GainLP(Fixed(500)),))),
    atk=1500)
GAMBIT = hx_monster(966_200_011, "HX Gambit", Effect(
    costs=(PayLP(n=1000),), ops=(Modify(THIS, amount=LPDifference()),)))
SEER = hx_monster(966_200_012, "HX Seer", Effect(costs=(MillCost(1),), ops=(Draw(1),)))
KEEPER = hx_monster(966_200_013, "HX Gravekeeper", Effect(
    costs=(MillCost(1),), ops=(AddToHand(Sel(where=("gy",), kind="monster")),)))
LEVEL_FIELD = hx_field(966_200_014, "HX Level Field", Cont(UP, MOD_LEVEL, 2, "gain 2 Levels"))

HX_CARDS = [DRAGONIZE, DRAGON_FIELD, SHADE, RAMPART, TOLL, TRADE, SWAPPER, RITE, BLADE,
            ROULETTE, GAMBIT, SEER, KEEPER, LEVEL_FIELD]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def activations(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


# ============================================================ R-REQ: costs
def test_hx_116_a_spells_hand_cost_is_never_paid_with_itself() -> None:
    """HX-116 (R-REQ-1, R-SPELL-1, R-SPELL-2, R-SPELL-3): "HX Trade" is a Normal Spell:
    Requirement: send 1 card from your hand to the GY; Effect: the opponent takes 500.
    Setup: P1 turn 3; hand: HX Trade (A); HX Trade (B) Set in a S/T Zone this turn.
    Expected: A cannot be activated from the hand: once activated it stands in a S/T
    Zone, so the hand holds nothing to send. The Set B may be activated the turn it was
    Set and pays with A from the hand: P2 7500; both copies end in P1's GY, in the
    order cost then resolved Spell, and no S/T Zone stays occupied."""
    duel = build(p0=Side(hand=[TRADE.name, TRADE.name]))
    do(duel, f"set {find(duel, TRADE.name, 0, 'hand', 1)} s1")
    a, b = find(duel, TRADE.name, 0, "hand"), find(duel, TRADE.name, 0, "szone")
    no_spell(duel, a)
    assert activations(duel) == {b}
    do(duel, f"activate {b}")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert duel.lp == [8000, 7500]
    assert names(duel, 0, "gy") == [TRADE.name, TRADE.name] and names(duel, 0, "hand") == []
    assert names(duel, 0, "szone") == ["", "", ""]


def test_hx_117_paying_all_remaining_lp_loses_before_the_effect() -> None:
    """HX-117 (R-REQ-1, R-REQ-2, R-WIN-1, R-WIN-3): "HX Toll" is a Normal Spell:
    Requirement: pay 1000 LP; Effect: the opponent takes 1500 damage.
    (a) P1 at 900 LP: the cost cannot be paid completely; HX Toll is refused.
    (b) P1 at 1000 LP, P2 at 1500 LP: the payment is complete and P1's LP become 0.
    P1 loses at once: nothing further is processed, so P2 takes no damage (1500 LP
    stay) and the duel is not a draw although the Effect would have brought P2 to 0."""
    low = build(p0=Side(lp=900, hand=[TOLL.name]), p1=Side(lp=1500))
    no_spell(low, find(low, TOLL.name, 0, "hand"))
    duel = build(p0=Side(lp=1000, hand=[TOLL.name]), p1=Side(lp=1500))
    events = do(duel, f"activate {find(duel, TOLL.name, 0, 'hand')} s0")
    assert duel.is_over and duel.lp == [0, 1500]
    assert duel.result is not None and duel.result.winner == 1
    assert [e.player for e in events if e.kind == "damage"] == [0]


def test_hx_118_a_mill_cost_can_empty_the_deck_for_the_draw_that_follows() -> None:
    """HX-118 (R-REQ-1, R-REQ-2, R-WIN-2, R-EFF-3): "HX Seer" (Level 4 Effect Monster):
    Requirement: send the top card of your Deck to the GY; Effect: draw 1 card.
    Setup: P1 turn 3 controls face-up HX Seer A and B (since turn 1); P1's Deck, top
    first: V4-1600, V4-1400, V2-500.
    Actions: activate A; activate B.
    Expected: A mills V4-1600 and draws V4-1400; an empty-looking Deck is no loss yet
    (V2-500 is left). B's Requirement can be met (one card to mill): V2-500 is milled,
    then the Effect must draw from an empty Deck and P1 loses (P2 wins)."""
    duel = build(p0=Side(monsters=[(SEER.name, ATK), (SEER.name, ATK)],
                         deck=["V4-1600", "V4-1400", "V2-500"]))
    do(duel, f"activate {find(duel, SEER.name, 0, 'mzone', 0)}")
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 0, "hand") == ["V4-1400"]
    assert names(duel, 0, "deck") == ["V2-500"] and not duel.is_over
    do(duel, f"activate {find(duel, SEER.name, 0, 'mzone', 1)}")
    assert names(duel, 0, "gy") == ["V4-1600", "V2-500"]
    assert duel.is_over and duel.result is not None and duel.result.winner == 1


# ============================================================ R-EFF: once per turn, new monsters
def test_hx_119_turned_face_down_and_up_is_new_but_a_defense_change_is_not() -> None:
    """HX-119 (R-EFF-3, R-EFF-4, R-POS-1, R-POS-2, R-POS-4): P1 turn 3 controls face-up
    FX-PINGER A and B (since turn 1); hand: FX-FLIPDOWN.
    Actions: activate A and B; B to face-up Defense by hand; try B again; FX-FLIPDOWN
    turns A face-down; try A; A to face-up Attack by hand; activate A; try A again.
    Expected: P2 7400 after A and B. B stayed face-up: still refused. Face-down, A can
    activate nothing; the effect's change is not a manual one, so A may still be
    turned face-up by hand; it is then a new monster: P2 7100; the next try is refused,
    and so is a second manual change of A."""
    duel = build(p0=Side(monsters=[(PINGER, ATK), (PINGER, ATK)], hand=[FLIPDOWN]))
    a, b = find(duel, PINGER, 0, "mzone", 0), find(duel, PINGER, 0, "mzone", 1)
    do(duel, f"activate {a}")
    do(duel, f"activate {b}")
    assert duel.lp == [8000, 7400]
    do(duel, f"position {b} def")
    refused(duel, f"activate {b}")
    play(duel, FLIPDOWN, zone="s0", picks=(a,))
    assert duel.pos[duel.inst(a)] == SET and names(duel, 0, "gy") == [FLIPDOWN]
    refused(duel, f"activate {a}")
    do(duel, f"position {a} atk")
    do(duel, f"activate {a}")
    assert duel.lp == [8000, 7100]
    refused(duel, f"activate {a}")
    refused(duel, f"position {a} def")


# ============================================================ continuous effects start and stop
def test_hx_120_a_continuous_atk_loss_stops_face_down_and_returns_at_the_battle_flip() -> None:
    """HX-120 (R-EFF-5, R-DMG-3, R-DMG-4, R-CALC-4, R-POS-4): "HX Shade" (Level 4 DARK
    Fiend, 1000/1500): [CONTINUOUS EFFECT] face-up monsters the opponent controls lose
    500 ATK. Setup: P1 turn 3 controls face-up V4-1800 (since turn 1); hand:
    FX-FLIPDOWN. P2 controls face-up HX Shade (since turn 2).
    Actions: FX-FLIPDOWN turns HX Shade face-down; V4-1800 attacks it.
    Expected: V4-1800 has 1300, then 1800 at once when HX Shade is face-down. In the
    Damage Step HX Shade is turned face-up in Defense and its effect applies from that
    moment: calculation uses 1300 against DEF 1500. P1 takes 200, nothing is
    destroyed, HX Shade stays face-up Defense and V4-1800 keeps 1300."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[FLIPDOWN]),
                 p1=Side(monsters=[(SHADE.name, ATK, 2)]))
    v = at(duel, "V4-1800")
    assert duel.atk(v) == 1300
    play(duel, FLIPDOWN, zone="s0", picks=(find(duel, SHADE.name, 1, "mzone"),))
    assert duel.atk(v) == 1800
    attack(duel, "V4-1800", SHADE.name)
    assert duel.lp == [7800, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-1800" and names(duel, 1, "mzone")[0] == SHADE.name
    assert duel.pos[at(duel, SHADE.name)] == DEF and duel.atk(v) == 1300


def test_hx_121_a_field_spell_adds_def_to_a_target_only_once_it_is_flipped() -> None:
    """HX-121 (R-FIELD-1, R-DMG-3, R-DMG-4, R-CALC-4, R-CALC-1): "HX Rampart Field" (Field
    Spell): face-up monsters its controller controls gain 500 DEF.
    Setup: P1 turn 3 controls face-up V5-2300 and Blue-Eyes White Dragon. P2 controls
    face-down V4-WALL (DEF 2000) and face-up HX Rampart Field.
    Actions: V5-2300 attacks V4-WALL; Blue-Eyes attacks it.
    Expected: V4-WALL, turned face-up in Defense before calculation, has 2500 DEF at
    calculation: P1 takes 200 and it survives. P1's monsters get nothing from P2's
    Field Spell. Blue-Eyes (3000 > 2500) destroys it without damage: P1 7800, P2 8000."""
    duel = build(p0=Side(monsters=[("V5-2300", ATK), (BEWD, ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET)], field_spell=(RAMPART.name, ATK)))
    assert duel.defense(at(duel, "V5-2300")) == 1000
    attack(duel, "V5-2300", "V4-WALL")
    wall = at(duel, "V4-WALL")
    assert duel.lp == [7800, 8000] and duel.pos[wall] == DEF and duel.defense(wall) == 2500
    attack(duel, BEWD, "V4-WALL")
    assert duel.lp == [7800, 8000] and names(duel, 1, "gy") == ["V4-WALL"]


def test_hx_122_a_dragon_by_equip_gets_the_field_spells_dragon_bonus() -> None:
    """HX-122 (R-EQUIP-1, R-CARD-2, R-FIELD-1, R-EFF-6, R-REQ-1): "HX Dragonize Equip"
    (Equip Spell): equip to 1 face-up monster you control; the equipped monster is a
    Dragon. "HX Dragon Field" (Field Spell): all face-up Dragons on the field gain 500
    ATK. Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); hand: HX Dragonize
    Equip, Type Change Beam, Blue-Eyes White Dragon. P2 controls face-up V4-1400 and
    face-up HX Dragon Field.
    Actions: Type Change Beam reveals Blue-Eyes and makes V4-1400 a Dragon; equip HX
    Dragonize Equip to V4-1600; end the turn.
    Expected: V4-1400 is a Dragon with 1900. V4-1600, a Dragon while equipped, has
    2100. On turn 4 V4-1400 is a Warrior again (1400); V4-1600 is still equipped, a
    Dragon with 2100."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[DRAGONIZE.name, TCB, BEWD]),
                 p1=Side(monsters=[("V4-1400", ATK)], field_spell=(DRAGON_FIELD.name, ATK)))
    v16, v14 = at(duel, "V4-1600"), at(duel, "V4-1400")
    play(duel, TCB, zone="s0", picks=(find(duel, BEWD, 0, "hand"), duel.oid[v14]))
    assert duel.race(v14) == "Dragon" and duel.atk(v14) == 1900
    play(duel, DRAGONIZE.name, zone="s1", picks=(duel.oid[v16],))
    assert names(duel, 0, "szone")[1] == DRAGONIZE.name
    assert duel.race(v16) == "Dragon" and duel.atk(v16) == 2100
    to_turn(duel, 4)
    assert duel.race(v14) == "Warrior" and duel.atk(v14) == 1400
    assert duel.race(v16) == "Dragon" and duel.atk(v16) == 2100


# ============================================================ R-EQUIP: the monster leaves
def test_hx_123_evacuation_after_the_equip_resolves_sends_the_equip_to_the_gy() -> None:
    """HX-123 (R-TRAP-5, R-REQ-2, R-EQUIP-4, R-SPELL-1, R-TRAP-4): "HX Blade Equip"
    (Equip Spell): equip to 1 face-up monster you control; it gains 400 ATK.
    Setup: P1 turn 3 controls face-up V4-1600 (since turn 1); hand: HX Blade Equip. P2
    has Compulsory Evacuation Device (Rush) and Trap Hole (Rush) Set earlier.
    Actions: equip HX Blade Equip to V4-1600; P2 activates the Device on V4-1600; P1
    Normal Summons V4-1600 again.
    Expected: the Equip resolves first (2000), then P2 is offered the Device only.
    V4-1600 returns to P1's hand and the Equip Spell goes to P1's GY. Summoned again it
    is a new monster with 1600, nothing equipped, and Trap Hole is now offered."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                 p1=Side(spells=[(CED, SET), (TRAP_HOLE, SET)]))
    v = find(duel, "V4-1600", 0, "mzone")
    play(duel, BLADE.name, zone="s0", picks=(v,))
    assert duel.atk(duel.inst(v)) == 2000
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED)}
    trap(duel, CED)
    answer(duel, picks=(v,))
    assert names(duel, 0, "hand") == ["V4-1600"] and names(duel, 0, "gy") == [BLADE.name]
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "gy") == [CED]
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    assert duel.atk(at(duel, "V4-1600")) == 1600
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TRAP_HOLE)}


def test_hx_124_a_cost_send_and_a_tribute_each_take_their_equip_along() -> None:
    """HX-124 (R-MAIN-6, R-ZONE-5, R-EQUIP-4, R-REQ-2, R-TRAP-5, R-MAIN-3): "HX Swapper"
    (Level 4 Effect Monster): Requirement: send this card to the GY; Effect: Special
    Summon 1 Level 4 or lower monster from your hand in face-up Attack or Defense.
    Setup: P1 turn 3 controls face-up HX Swapper, V4-1600 and V4-1400 (since turn 1),
    GY: V1-100; hand: two HX Blade Equip, Monster Reborn (Rush), V4-1800, Summoned
    Skull (Rush). P2 has Torrential Tribute (Rush) and Trap Hole (Rush) Set earlier.
    Actions: equip one HX Blade Equip (+400) to HX Swapper, the other to V4-1600; try
    Monster Reborn; activate HX Swapper (V4-1800 in Defense); P2 passes; Tribute Summon
    Summoned Skull with V4-1600.
    Expected: Monster Reborn is refused (no Monster Zone). HX Swapper's cost frees its
    own zone: it is sent (not Tributed) and its Equip goes along; V4-1800 arrives in
    Defense; the window holds a Special Summon: Torrential Tribute is offered, Trap
    Hole is not. The Tribute takes V4-1600's Equip too; Skull has 2500, and for this
    Normal Summon both Traps are offered."""
    duel = build(p0=Side(monsters=[(SWAPPER.name, ATK), ("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100"], hand=[BLADE.name, BLADE.name, REBORN, "V4-1800", SKULL]),
                 p1=Side(spells=[(TORRENT, SET), (TRAP_HOLE, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(find(duel, SWAPPER.name, 0, "mzone"),))
    play(duel, BLADE.name, zone="s1", picks=(find(duel, "V4-1600", 0, "mzone"),))
    assert duel.atk(at(duel, SWAPPER.name)) == 1600 and duel.atk(at(duel, "V4-1600")) == 2000
    no_spell(duel, find(duel, REBORN, 0, "hand"))
    events = do(duel, f"activate {find(duel, SWAPPER.name, 0, 'mzone')}")
    answer(duel, picks=(find(duel, "V4-1800", 0, "hand"),), pos="def")
    sent = [e for e in events if e.kind == "move" and e.src == "mzone"]
    assert len(sent) == 1 and sent[0].reason != "tribute"
    assert names(duel, 0, "mzone") == ["V4-1800", "V4-1600", "V4-1400"]
    assert duel.pos[at(duel, "V4-1800")] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", SWAPPER.name, BLADE.name])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    do(duel, "pass")
    do(duel, f"summon {find(duel, SKULL, 0, 'hand')} z1")
    assert names(duel, 0, "mzone")[1] == SKULL and duel.atk(at(duel, SKULL)) == 2500
    assert names(duel, 0, "szone") == ["", "", ""]
    assert names(duel, 0, "gy").count(BLADE.name) == 2 and "V4-1600" in names(duel, 0, "gy")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT), find(duel, TRAP_HOLE)}


# ============================================================ R-REQ-3: chosen when applied
def test_hx_125_the_monster_sent_as_the_cost_is_the_one_revived() -> None:
    """HX-125 (R-REQ-1, R-REQ-2, R-REQ-3, R-ZONE-5, R-SPELL-3): "HX Revival Rite" (Normal
    Spell): Requirement: send 1 face-up monster you control to the GY; Effect: Special
    Summon 1 Level 4 or lower monster from your GY in face-up Attack or Defense.
    Setup: P1 turn 3 controls face-up V4-1800, V4-1600 and V4-1400 (since turn 1);
    GY: V5-2300 (Level 5); hand: HX Revival Rite.
    Expected: the Requirement can be met completely, so HX Revival Rite may be
    activated. The Effect chooses when it is applied, after the cost: P1 sends V4-1800,
    which is then the only Level 4 or lower monster in the GY, and it comes back in
    Defense into the zone the cost freed. P1's GY: V5-2300, HX Revival Rite."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V5-2300"], hand=[RITE.name]))
    rite = find(duel, RITE.name, 0, "hand")
    assert Action("activate", rite, 3) in duel.legal_actions()
    do(duel, f"activate {rite} s0")
    answer(duel, picks=(find(duel, "V4-1800", 0, "mzone"),), pos="def")
    assert duel.request.kind == "main"
    assert sorted(names(duel, 0, "mzone")) == ["V4-1400", "V4-1600", "V4-1800"]
    assert duel.pos[at(duel, "V4-1800")] == DEF
    assert names(duel, 0, "gy") == ["V5-2300", RITE.name]


def test_hx_126_a_card_the_cost_would_mill_cannot_make_the_effect_activatable() -> None:
    """HX-126 (R-REQ-1, R-REQ-3, R-ZONE-4, R-EFF-2): "HX Gravekeeper" (Level 4 Effect
    Monster): Requirement: send the top card of your Deck to the GY; Effect: add 1
    monster from your GY to your hand.
    Setup: P1 turn 3 controls face-up HX Gravekeeper (since turn 1); P1's GY is empty.
    Unlike HX-125's cost, the mill sends a card nobody has seen (the Deck is face-down,
    R-ZONE-4): whether it would be a monster cannot decide what P1 may activate, or
    the offer would tell P1 the top card. (The engine's reading where RULES.md is
    silent: an effect that can do nothing is not offered, README.)
    Expected: the effect is not offered whether the Deck's top card is a monster or a
    Spell, and both positions offer P1 the same actions. With a monster in the GY it is
    offered, and the milled monster may then be the one added."""
    offers = []
    for top in ("V4-1600", "FX-RECALL"):
        duel = build(p0=Side(monsters=[(KEEPER.name, ATK)], deck=[top] + ["V1-100"] * 5))
        assert find(duel, KEEPER.name, 0, "mzone") not in activations(duel)
        offers.append(sorted(map(str, duel.legal_actions())))
    assert offers[0] == offers[1]
    duel = build(p0=Side(monsters=[(KEEPER.name, ATK)], gy=["V2-500"],
                         deck=["V4-1600"] + ["V1-100"] * 5))
    keeper = find(duel, KEEPER.name, 0, "mzone")
    assert keeper in activations(duel)
    do(duel, f"activate {keeper}")
    answer(duel, picks=(find(duel, "V4-1600", 0, "gy"),))
    assert names(duel, 0, "hand") == ["V4-1600"] and names(duel, 0, "gy") == ["V2-500"]


# ============================================================ R-FIELD + R-TRAP-5
def test_hx_127_activating_a_field_spell_opens_the_spell_window_setting_one_does_not() -> None:
    """HX-127 (R-FIELD-1, R-FIELD-2, R-FIELD-3, R-TRAP-5, R-MAIN-5, R-SPELL-1): P1 turn 3
    controls face-up V4-1600 (since turn 1); hand: FX-FIELD-A, FX-FIELD-B. P2 has
    Compulsory Evacuation Device (Rush) Set earlier.
    Actions: activate FX-FIELD-A (P2 passes); Set FX-FIELD-B; activate the Set
    FX-FIELD-B; P2 activates the Device on V4-1600.
    Expected: after A resolves P2 is offered the Device ("after your opponent activates
    a Spell"); V4-1600 1700. Setting B is no activation: A goes to the GY by rule, no
    window opens, V4-1600 1600. Flipping B is an activation: P2 is offered the Device
    again and returns V4-1600 to P1's hand. B stays face-up in the Field Zone."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_A, FIELD_B]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, FIELD_A, 0, 'hand')} f")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED)} and duel.atk(at(duel, "V4-1600")) == 1700
    do(duel, "pass")
    do(duel, f"set {find(duel, FIELD_B, 0, 'hand')} f")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == [FIELD_A] and duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"activate {find(duel, FIELD_B, 0)}")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED)}
    v = find(duel, "V4-1600", 0, "mzone")
    trap(duel, CED)
    answer(duel, picks=(v,))
    assert names(duel, 0, "hand") == ["V4-1600"] and names(duel, 1, "gy") == [CED]
    assert duel.data[duel.fz[0]].name == FIELD_B and duel.pos[duel.fz[0]] == ATK


# ============================================================ hidden information
def test_hx_128_a_face_down_monster_bounced_to_the_hand_stays_unknown() -> None:
    """HX-128 (R-ZONE-4, R-TRAP-5, R-REQ-3, R-MAIN-2): P1 turn 3 controls face-down
    V4-1400 (Set on turn 1); hand: V4-1800. P2 has Compulsory Evacuation Device (Rush)
    Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates the Device and chooses the
    face-down monster.
    Expected: P2 may choose it without seeing it; it returns to P1's hand. P2 never
    learns which card it was: in P2's view of the events its identity is hidden, and
    P2 knows no card of P1's hand (1 card). P1 sees V4-1400 in its hand."""
    duel = build(p0=Side(monsters=[("V4-1400", SET)], hand=["V4-1800"]),
                 p1=Side(spells=[(CED, SET)]))
    hidden = find(duel, "V4-1400", 0, "mzone")
    code = duel.data[duel.inst(hidden)].code
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    window_for(duel, 1)
    events = trap(duel, CED)
    assert hidden in picks(duel)
    events += do(duel, f"pick {hidden}")
    assert names(duel, 0, "hand") == ["V4-1400"] and names(duel, 0, "mzone")[1] == "V4-1800"
    seen = duel.events_for(1, events)
    assert code not in [e.code for e in seen]
    view = duel.observe(1).data["players"][0]
    assert view["hand"] == 1 and view["hand_known"] == []
    assert duel.observe(0).data["players"][0]["hand"][0][1] == code


def test_hx_129_a_set_field_spell_is_hidden_until_it_reaches_the_gy_or_flips() -> None:
    """HX-129 (R-ZONE-4, R-FIELD-2, R-FIELD-3, R-MAIN-5, R-FIELD-1): P1 turn 3 controls
    face-up V4-1600; hand: FX-FIELD-C, FX-FIELD-B.
    Actions: Set FX-FIELD-C in the Field Zone; Set FX-FIELD-B there; activate B.
    Expected: P2 sees a face-down card in P1's Field Zone without its identity. When B
    replaces it by rule, C reaches the public GY and P2 sees it; B is hidden in turn.
    Once B is activated P2 sees it, and V4-1600 has 1800 (1600 while B was Set)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_C, FIELD_B]))
    c_code, b_code = (duel.data[duel.inst(find(duel, n, 0, "hand"))].code
                      for n in (FIELD_C, FIELD_B))
    events = do(duel, f"set {find(duel, FIELD_C, 0, 'hand')} f")
    assert c_code not in [e.code for e in duel.events_for(1, events)]
    assert duel.observe(1).data["players"][0]["field"]["code"] == 0
    events = do(duel, f"set {find(duel, FIELD_B, 0, 'hand')} f")
    assert b_code not in [e.code for e in duel.events_for(1, events)]
    view = duel.observe(1).data["players"][0]
    assert [c for _, c in view["gy"]] == [c_code] and view["field"]["code"] == 0
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"activate {find(duel, FIELD_B, 0)}")
    assert duel.observe(1).data["players"][0]["field"]["code"] == b_code
    assert duel.atk(at(duel, "V4-1600")) == 1800


# ============================================================ more R-EFF / R-EQUIP / LP
def test_hx_130_a_multi_choice_effect_is_once_per_turn_whatever_the_option() -> None:
    """HX-130 (R-EFF-3, R-REQ-1, R-REQ-2, R-EFF-2): "HX Roulette" (Level 4 Effect
    Monster): [MULTI-CHOICE EFFECT] Requirement: send the top card of your Deck to the
    GY; options: the opponent takes 300 damage, or you gain 500 LP.
    Setup: P1 turn 3 controls face-up HX Roulette A and B (since turn 1); P1's Deck:
    V4-1600, V4-1400.
    Actions: A picks the damage; try A again; B picks the LP gain; try B again.
    Expected: P2 7700; A's second activation is refused (the other option too); B is
    its own monster: P1 8500. The Deck is then empty: neither may activate (nor could
    pay the cost), and the empty Deck alone is no loss."""
    duel = build(p0=Side(monsters=[(ROULETTE.name, ATK), (ROULETTE.name, ATK)],
                         deck=["V4-1600", "V4-1400"]))
    a, b = find(duel, ROULETTE.name, 0, "mzone", 0), find(duel, ROULETTE.name, 0, "mzone", 1)
    do(duel, f"activate {a}")
    assert duel.request.kind == "option" and names(duel, 0, "gy") == ["V4-1600"]
    do(duel, "option 0")
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {a}")
    do(duel, f"activate {b}")
    do(duel, "option 1")
    assert duel.lp == [8500, 7700] and names(duel, 0, "gy") == ["V4-1600", "V4-1400"]
    assert not activations(duel) & {a, b} and not duel.is_over


def test_hx_131_an_equip_on_a_defense_monster_stays_through_the_change_to_attack() -> None:
    """HX-131 (R-EQUIP-1, R-EQUIP-4, R-POS-1, R-POS-2, R-CALC-5): P1 turn 3 controls
    Cyber Dragon (Rush) (Machine, 2100) in face-up Defense (since turn 1); hand:
    Jointech Rush Horn. P2 controls V4-WALL in face-up Defense (DEF 2000).
    Actions: equip Rush Horn to Cyber Dragon; change it to face-up Attack by hand;
    try to change it back; attack V4-WALL.
    Expected: a face-up Defense monster may be equipped: 2400 and piercing. A change
    between face-up positions does not send the Equip away. The second manual change is
    refused. V4-WALL is destroyed and P2 takes 400 piercing damage (7600)."""
    duel = build(p0=Side(monsters=[(CYBER, DEF)], hand=[HORN]),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    cyber = find(duel, CYBER, 0, "mzone")
    play(duel, HORN, zone="s0", picks=(cyber,))
    assert duel.atk(duel.inst(cyber)) == 2400
    do(duel, f"position {cyber} atk")
    assert names(duel, 0, "szone")[0] == HORN and duel.atk(duel.inst(cyber)) == 2400
    refused(duel, f"position {cyber} def")
    attack(duel, CYBER, "V4-WALL")
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V4-WALL"]


def test_hx_132_the_lp_cost_is_paid_before_the_lp_difference_is_measured() -> None:
    """HX-132 (R-REQ-1, R-REQ-2, R-EFF-3, R-EFF-6, R-CALC-1): "HX Gambit" (Level 4 Effect
    Monster, 1000 ATK): Requirement: pay 1000 LP; Effect: this card gains ATK equal to
    the difference between both players' LP until the end of this turn.
    Setup: P1 turn 3 at 8000 LP controls face-up HX Gambit (since turn 1). P2 at 6000
    LP controls face-up V4-1800.
    Actions: activate HX Gambit; try again; attack V4-1800; end the turn.
    Expected: the payment comes first: 7000 vs 6000, so it gains 1000 (2000, not
    3000). The second activation is refused. 2000 vs 1800: P2 5800. Turn 4: 1000."""
    duel = build(p0=Side(monsters=[(GAMBIT.name, ATK)]),
                 p1=Side(lp=6000, monsters=[("V4-1800", ATK)]))
    g = find(duel, GAMBIT.name, 0, "mzone")
    do(duel, f"activate {g}")
    assert duel.lp == [7000, 6000] and duel.atk(duel.inst(g)) == 2000
    refused(duel, f"activate {g}")
    attack(duel, GAMBIT.name, "V4-1800")
    assert duel.lp == [7000, 5800] and names(duel, 1, "gy") == ["V4-1800"]
    to_turn(duel, 4)
    assert duel.atk(duel.inst(g)) == 1000


def test_hx_133_trap_hole_reads_the_atk_a_continuous_effect_left() -> None:
    """HX-133 (R-EFF-5, R-TRAP-5, R-TRAP-4, R-MAIN-2): P2 controls face-up HX Shade
    (face-up monsters the opponent controls lose 500 ATK; since turn 2) and has Trap
    Hole (Rush) Set earlier. P1 turn 3; hand: V4-1400, V4-1800.
    Actions: Normal Summon V4-1400; Normal Summon V4-1800; P2 activates Trap Hole.
    Expected: V4-1400 has 900 on arrival: less than 1000, so no window asks P2. V4-1800
    has 1300: Trap Hole is offered and destroys it. V4-1400 stays with 900."""
    duel = build(p0=Side(hand=["V4-1400", "V4-1800"]),
                 p1=Side(monsters=[(SHADE.name, ATK, 2)], spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1400', 0, 'hand')} z0")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert duel.atk(at(duel, "V4-1400")) == 900
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    assert duel.atk(at(duel, "V4-1800")) == 1300
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    trap(duel, TRAP_HOLE)
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 0, "mzone")[0] == "V4-1400"
    assert names(duel, 1, "gy") == [TRAP_HOLE] and duel.atk(at(duel, "V4-1400")) == 900


def test_hx_134_blue_fang_chooses_by_the_atk_shown_when_it_applies() -> None:
    """HX-134 (R-REQ-3, R-EFF-5, R-REQ-1, R-CALC-1, R-EFF-6): P1 turn 3 controls face-up
    Blue-Fang Burst Dragon and HX Shade (face-up monsters the opponent controls lose
    500 ATK), both since turn 1; Deck top: V1-100. P2 controls face-up V4-1600 and
    V5-2300 and a face-down V4-1400.
    Actions: activate Blue-Fang Burst Dragon (mill 1); it attacks V5-2300.
    Expected: when the Effect applies, V4-1600 shows 1100 (destroyed) and V5-2300 1800
    (stays); the face-down V4-1400 is not face-up and stays. One monster destroyed:
    Blue-Fang 2800 (P1's own HX Shade does not touch it). 2800 vs 1800: P2 7000."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK), (SHADE.name, ATK)],
                         deck=["V1-100"] * 6),
                 p1=Side(monsters=[("V4-1600", ATK), ("V5-2300", ATK), ("V4-1400", SET)]))
    do(duel, f"activate {find(duel, BLUE_FANG, 0, 'mzone')}")
    answer(duel)
    assert names(duel, 0, "gy") == ["V1-100"] and names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 1, "mzone") == ["", "V5-2300", "V4-1400"]
    assert duel.atk(at(duel, BLUE_FANG)) == 2800 and duel.atk(at(duel, "V5-2300")) == 1800
    attack(duel, BLUE_FANG, "V5-2300")
    assert duel.lp == [8000, 7000] and names(duel, 1, "gy") == ["V4-1600", "V5-2300"]


def test_hx_135_a_level_raised_by_a_field_spell_escapes_the_recital() -> None:
    """HX-135 (R-FIELD-1, R-CARD-2, R-TRAP-5, R-CALC-4, R-BATTLE-5): "HX Level Field"
    (Field Spell): face-up monsters its controller controls gain 2 Levels.
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon (Level 8) and V4-1800
    (Level 4) and face-up HX Level Field. P2 controls V5-WALL in face-up Defense (DEF
    3000), its only monster, and has Music Princess's Recital Set earlier.
    Actions: Blue-Eyes attacks V5-WALL; V4-1800 attacks V5-WALL; P2 activates the
    Recital.
    Expected: Blue-Eyes is Level 10: the Recital is not offered; 3000 vs DEF 3000:
    nothing happens. V4-1800 is Level 6: the Recital is offered and negates the attack:
    P1 does not take 1200; both LP stay 8000 and the Recital is in P2's GY."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)],
                         field_spell=(LEVEL_FIELD.name, ATK)),
                 p1=Side(monsters=[("V5-WALL", DEF)], spells=[(RECITAL, SET)]))
    assert duel.level(at(duel, BEWD)) == 10 and duel.level(at(duel, "V4-1800")) == 6
    attack(duel, BEWD, "V5-WALL")
    assert not (duel.request.kind == "window" and duel.current_player == 1)
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V5-WALL"
    attack(duel, "V4-1800", "V5-WALL")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, RECITAL)}
    trap(duel, RECITAL)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [RECITAL]
    assert names(duel, 0, "mzone")[:2] == [BEWD, "V4-1800"]
