"""Held-out style conformance scenarios HX-977..HX-996 (continued from
test_heldout_rituals15.py), like SC-01..SC-30 of RULES.md section 19, on Ritual Summons
(R-RIT) where they meet other rules: a Ritual Spell Set and activated later, the same
turn or on a later one, never in the Battle Phase or the opponent's turn (R-SPELL-1/2);
the one trap window after the Ritual Spell has fully resolved (R-REQ-2, R-TRAP-3..6,
R-SPELL-4), who is asked first in it and what the next window holds; the Ritual
Monster's position (R-RIT-4, R-POS, R-BATTLE-2); Ritual Monsters in the GY that were
never properly Ritual Summoned (R-RIT-5 default, section 17 item 4), revived twice, taken
by the opponent or barred by Despairacion [R]; Ritual Monsters in the Extra Deck
(R-SETUP-2, R-SETUP-4); and the no-surplus test pick by pick (R-RIT-3). Expectations come
from RULES.md (and its section 20 card facts) alone.

Throwaway cards (codes 968835001.., names "HX ...") are defined below, each with a
comment saying what it does; the Ritual cards and helpers of test_heldout_rituals15.py
(codes 968830001..) are imported from it.
"""

from __future__ import annotations

import datetime

from rushdesk.engine import ATK, DEF, SET, Action
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import OnDestroyed, OnSpell, OnSummon
from rushdesk.engine.effects.core import Op
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    SendToGY,
)
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side

from ..engine.util import do, find, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BURGER,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    ENCOUNTER,
    HOLE,
    REBORN,
    TORRENT,
    TRAP_HOLE,
    answer,
    attack,
    builder,
    hx_card,
    maximum,
    offered,
    picks,
    to_turn,
    trap,
    window_for,
)
from .helpers import attackers, idle, kind, no_spell, refused, settle, sz
from .test_heldout_rituals15 import (
    LORD,
    OPEN_RITE,
    PALADIN,
    PALADIN_RITE,
    SEVEN,
    SEVEN_RITE,
    TITAN,
    UP,
    activate,
    expect_offer,
    field,
    hand,
    mine,
    rite,
)
from .test_heldout_rituals15 import POOL as FIRST_POOL

SPELL = CardType.SPELL
TRAP = CardType.TRAP
GY_MONSTER = Sel(where=("gy",), kind="monster")


def code(n: int) -> int:
    return 968_835_000 + n


def _rite(n: int, name: str, monster: str, position: str = "choose",
          then: tuple[Op, ...] = ()) -> CardData:
    """A Ritual Spell: Ritual Summon `monster` from your Extra Deck by sending face-up
    monsters you control whose Levels total 6 or more (no surplus) to the GY."""
    return CardData(code(n), name, CardType.SPELL | CardType.RITUAL, behaviour=CardScript(
        Effect(kind="spell", ops=(RitualSummon((monster,), 6, UP, position), *then))))


# Normal Spell: send 1 Ritual Monster from your Extra Deck to the GY.
OFFERING = hx_card(code(1), "HX Extra Offering", SPELL, Effect(kind="spell", ops=(
    SendToGY(Sel(where=("extra",), kind="ritual")),)))
# Trap: after your opponent activates a Spell: your opponent takes 500 damage.
TOLL = hx_card(code(2), "HX Spell Toll", TRAP, Effect(kind="trap", trigger=OnSpell(),
                                                      ops=(Damage(Fixed(500)),)))
# Trap: when a monster you control is destroyed by your opponent's card effect: your
# opponent takes 1000 damage.
AVENGER = hx_card(code(3), "HX Rite Avenger", TRAP, Effect(
    kind="trap", trigger=OnDestroyed(GY_MONSTER, causes=("destroy",)),
    ops=(Damage(Fixed(1000)),)))
# Trap: when a Ritual Monster is Special Summoned to your field (by either player): you
# gain 1000 LP.
FANFARE = hx_card(code(4), "HX Rite Fanfare", TRAP, Effect(
    kind="trap", trigger=OnSummon(by="any", kinds=("spsummon",), monster=Sel(kind="ritual")),
    ops=(GainLP(Fixed(1000)),)))
# Trap: when your opponent Special Summons a monster: change that monster to face-up
# Defense Position.
KNEEL = hx_card(code(5), "HX Kneel Order", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",)),
    ops=(ChangePosition(Sel(who="opp", memo="summoned"), to="def"),)))
# Ritual Monster, Level 6 EARTH Rock 1200/2600, no effect.
WARDEN = CardData(code(6), "HX Rite Warden", CardType.MONSTER | CardType.RITUAL,
                  attribute=Attribute.EARTH, race="Rock", level=6, atk=1200, defense=2600)
# Ritual Spell: Ritual Summon "HX Rite Warden" in face-up Defense Position with face-up
# monsters you control whose Levels total 6 or more (no surplus).
BULWARK_RITE = _rite(7, "HX Bulwark Rite", WARDEN.name, position="def")
# Ritual Spell: Ritual Summon "HX Rite Paladin" with face-up monsters you control, Level 6+
# (no surplus); then your opponent takes 500 damage.
SPARK_RITE = _rite(8, "HX Spark Rite", PALADIN.name, then=(Damage(Fixed(500)),))
# Normal Spell: destroy 1 face-up monster you control.
BREAKER = hx_card(code(9), "HX Rite Breaker", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(face="up")),)))

HX_CARDS = [OFFERING, TOLL, AVENGER, FANFARE, KNEEL, WARDEN, BULWARK_RITE, SPARK_RITE, BREAKER]
POOL = FIRST_POOL.merged(HX_CARDS)
build = builder(POOL)
FORMAT = datetime.date(2024, 6, 1)
_FILL = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500",
         "V1-100", "V6-2000", "FX-PINGER", "FX-RECALL", "FX-BURN-BOTH", "FX-FLIPDOWN")


def cid(name: str) -> int:
    return sorted(c.code for c in POOL.by_name(name))[0]


def fill(n: int) -> tuple[int, ...]:
    """`n` Main Deck fixture cards, 3 of each name."""
    return tuple(cid(_FILL[k // 3]) for k in range(n))


def problems(deck: Deck) -> list[str]:
    return sorted(str(p.code) for p in validate_deck(deck, POOL, on=FORMAT))


# ============================================================ a Ritual Spell Set and used later
def test_hx_977_a_rite_set_this_turn_waits_for_its_materials_then_opens_a_window() -> None:
    """HX-977 (R-SPELL-2, R-SPELL-1, R-MAIN-5, R-RIT-3, R-TRAP-5, R-RIT-5): Compulsory
    Evacuation Device (Rush) (when a player summons, or after the opponent activates a
    Spell: return 1 monster on the field to the hand), Set earlier by P2.
    Setup: P1 turn 3; hand: HX Paladin Rite (face-up monsters you control, Level 6+),
    V4-1600, V2-500; Extra: HX Rite Paladin.
    Actions: P1 Sets the Rite; Normal Summons V4-1600 (P2 passes), then V2-500 (P2
    passes); flips the Rite.
    Expected: Setting opens no window. The Set Rite may be activated this turn, but only
    once the materials total 6. After it resolves the Device is offered; P2 returns the
    Paladin, which goes to P1's Extra Deck; the Rite and both materials are in the GY."""
    duel = build(p0=Side(hand=[PALADIN_RITE.name, "V4-1600", "V2-500"], extra=[PALADIN.name]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"set {hand(duel, PALADIN_RITE.name)} s1")
    idle(duel)
    rite_id = sz(duel, PALADIN_RITE.name)
    refused(duel, f"activate {rite_id}")
    for k, name in enumerate(("V4-1600", "V2-500")):
        do(duel, f"summon {hand(duel, name)} z{k}")
        window_for(duel, 1)
        do(duel, "pass")
        idle(duel)
        if k == 0:
            refused(duel, f"activate {rite_id}")
    assert Action("activate", rite_id) in duel.legal_actions()
    do(duel, f"activate {rite_id}")
    answer(duel, picks=(mine(duel, "V4-1600"), mine(duel, "V2-500")), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}
    paladin = mine(duel, PALADIN.name)
    trap(duel, CED, 1)
    answer(duel, picks=(paladin,))
    settle(duel)
    idle(duel)
    assert names(duel, 0, "extra") == [PALADIN.name] and field(duel) == []
    assert PALADIN.name not in names(duel, 0, "hand")
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", PALADIN_RITE.name])


def test_hx_978_a_set_rite_is_not_used_in_the_battle_phase_nor_in_the_opponents_turn() -> None:
    """HX-978 (R-SPELL-1, R-TURN-4, R-TRAP-4, R-CALC-1, R-RIT-4): Sakuretsu Armor (Rush)
    (when an opponent's monster declares an attack: destroy the attacker).
    Setup: P1 turn 3, Battle Phase: P1 controls face-up V6-2000 and has HX Paladin Rite
    and Sakuretsu Armor Set earlier; Extra: HX Rite Paladin. P2 controls V4-1800.
    Actions: P1 tries the Rite; ends the turn. Turn 4: V4-1800 attacks V6-2000; P1 tries
    the Rite in the window and passes. Turn 5: P1 activates the Rite.
    Expected: refused in the Battle Phase; in P2's turn only the Armor is offered and the
    Rite is refused; 1800 vs 2000: P2 takes 200. On turn 5 the Rite summons the Paladin."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V6-2000", ATK)], spells=[(PALADIN_RITE.name, SET),
                                                              (ARMOR, SET)],
                         extra=[PALADIN.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    rite_id = sz(duel, PALADIN_RITE.name)
    refused(duel, f"activate {rite_id}")
    to_turn(duel, 4)
    attack(duel, "V4-1800", "V6-2000")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, ARMOR)}
    refused(duel, f"activate {rite_id}")
    do(duel, "pass")
    to_turn(duel, 5)
    assert duel.lp == [8000, 7800]
    do(duel, f"activate {rite_id}")
    answer(duel, picks=(mine(duel, "V6-2000"),), pos="atk")
    idle(duel)
    assert field(duel) == [PALADIN.name] and names(duel, 0, "szone") == ["", ARMOR, ""]


# ============================================================ the window after the Rite
def test_hx_979_one_window_after_the_set_rite_one_trap_and_the_summon_is_gone() -> None:
    """HX-979 (R-REQ-2, R-SPELL-1, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-SPELL-4, R-RIT-4): "HX
    Spell Toll" (Trap: after your opponent activates a Spell: your opponent takes 500
    damage) and Torrential Tribute (Rush) (when a monster is summoned: destroy every
    monster), both Set earlier by P2.
    Setup: P1 turn 3 controls face-up V6-2000 and has HX Paladin Rite Set earlier; Extra:
    the Paladin. P1 flips the Rite.
    Expected: flipping a Set Spell is activating it. One window follows the whole Rite:
    the Rite is already in the GY, and both Traps are offered (the Spell and the summon
    are in it). P2 uses the Toll: P1 7500. The Toll's own window holds no summon:
    Torrential is not offered and stays Set."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], spells=[(PALADIN_RITE.name, SET)],
                         extra=[PALADIN.name]),
                 p1=Side(spells=[(TOLL.name, SET), (TORRENT, SET)]))
    do(duel, f"activate {sz(duel, PALADIN_RITE.name)}")
    answer(duel, picks=(mine(duel, "V6-2000"),), pos="atk")
    window_for(duel, 1)
    assert sorted(names(duel, 0, "gy")) == sorted(["V6-2000", PALADIN_RITE.name])
    assert names(duel, 0, "szone") == ["", "", ""]
    assert offered(duel) == {sz(duel, TOLL.name, 1), sz(duel, TORRENT, 1)}
    trap(duel, TOLL.name, 1)
    idle(duel)
    assert duel.lp == [7500, 8000] and field(duel) == [PALADIN.name]
    assert names(duel, 1, "szone") == ["", TORRENT, ""]


def test_hx_980_after_torrential_the_toll_is_gone_and_the_turn_player_answers() -> None:
    """HX-980 (R-TRAP-6, R-TRAP-4, R-TRAP-3, R-TRAP-5, R-RIT-4): HX Spell Toll and
    Torrential Tribute (Rush) Set earlier by P2 (HX-979); "HX Rite Avenger" (Trap: when a
    monster you control is destroyed by your opponent's card effect: your opponent takes
    1000 damage), Set earlier by P1.
    Setup: P1 turn 3 controls face-up V6-2000 and V4-1800; hand: HX Paladin Rite; Extra:
    the Paladin.
    Expected: the Rite takes V6-2000 alone (V4-1800 surplus). P2 uses Torrential: the
    Paladin and V4-1800 are destroyed. In the new window the Spell is no event, so P2 has
    nothing; P1 is asked and uses the Avenger: P2 7000. The Toll stays Set."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK)],
                         hand=[PALADIN_RITE.name], spells=[(AVENGER.name, SET)],
                         extra=[PALADIN.name]),
                 p1=Side(spells=[(TOLL.name, SET), (TORRENT, SET)]))
    activate(duel, PALADIN_RITE.name, "s1")
    expect_offer(duel, {mine(duel, "V6-2000")})
    answer(duel, picks=(mine(duel, "V6-2000"),), pos="atk")
    window_for(duel, 1)
    trap(duel, TORRENT, 1)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, AVENGER.name)}
    trap(duel, AVENGER.name)
    settle(duel)
    idle(duel)
    assert duel.lp == [8000, 7000] and field(duel) == []
    assert names(duel, 1, "szone") == [TOLL.name, "", ""]


def test_hx_981_the_turn_player_answers_its_own_ritual_summon_only_if_p2_passes() -> None:
    """HX-981 (R-TRAP-4, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-RIT-4, §20.5 Trap Hole, §20.3
    Dragon Encounter): "HX Rite Fanfare" (Trap: when a Ritual Monster is Special Summoned
    to your field: you gain 1000 LP), Set earlier by P1.
    Setup: P1 turn 3 controls face-up V6-2000; hand: HX Paladin Rite; Extra: the Paladin.
    (a) P2 has Trap Hole (Rush) Set earlier (Normal Summons only): P2 cannot answer, so
    P1 is asked and uses the Fanfare: 9000.
    (b) P2 also has Dragon Encounter Set earlier and Blue-Eyes White Dragon in the hand:
    P2 is asked first and summons Blue-Eyes; P1 may not use a Trap in that window, and
    the next one holds only P2's summon: the Fanfare stays Set, P1 8000."""
    p0 = Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name], extra=[PALADIN.name],
              spells=[(FANFARE.name, SET)])
    duel = build(p0=p0, p1=Side(spells=[(TRAP_HOLE, SET)]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"), zone="s1")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FANFARE.name)}
    trap(duel, FANFARE.name)
    idle(duel)
    assert duel.lp == [9000, 8000]
    duel = build(p0=p0, p1=Side(spells=[(TRAP_HOLE, SET), (ENCOUNTER, SET)], hand=[BEWD]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"), zone="s1")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER, 1)
    answer(duel, pos="atk")
    idle(duel)
    assert names(duel, 1, "mzone") == [BEWD, "", ""] and duel.lp == [8000, 8000]
    assert names(duel, 0, "szone")[0] == FANFARE.name


# ============================================================ the Ritual Monster's position
def test_hx_982_a_trap_turns_the_new_ritual_monster_to_defense_for_the_turn() -> None:
    """HX-982 (R-POS-4, R-POS-1, R-BATTLE-2, R-RIT-4, R-TRAP-5): "HX Kneel Order" (Trap:
    when your opponent Special Summons a monster: change it to face-up Defense Position),
    Set earlier by P2.
    Setup: P1 turn 3 controls face-up V6-2000 and V4-1800; hand: HX Paladin Rite; Extra:
    the Paladin. P1 summons the Paladin in Attack; P2 uses the Trap.
    Expected: the Paladin is in face-up Defense; P1 may not change it back this turn (it
    arrived this turn) and it cannot attack: only V4-1800 may. On turn 5 the change to
    Attack is allowed."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK)],
                         hand=[PALADIN_RITE.name], extra=[PALADIN.name]),
                 p1=Side(spells=[(KNEEL.name, SET)]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"), pos="atk")
    window_for(duel, 1)
    trap(duel, KNEEL.name, 1)
    idle(duel)
    paladin = mine(duel, PALADIN.name)
    assert duel.pos[duel.inst(paladin)] == DEF
    refused(duel, f"position {paladin} atk")
    do(duel, "battle")
    assert attackers(duel) == {mine(duel, "V4-1800")}
    to_turn(duel, 5)
    do(duel, f"position {paladin} atk")
    assert duel.pos[duel.inst(paladin)] == ATK


def test_hx_983_attack_or_defense_never_face_down_and_it_attacks_at_once() -> None:
    """HX-983 (R-RIT-4, R-MAIN-4, R-BATTLE-2, R-CALC-6): HX Paladin Rite; HX Rite Paladin
    is 2300 ATK.
    Setup: P1 turn 3 controls face-up V6-2000; hand: the Rite; Extra: the Paladin; P2
    controls no monsters.
    Expected: V6-2000 is the only material; the position question offers face-up Attack
    and face-up Defense only ("choose set" is refused). In Attack, the Paladin may attack
    the turn it arrived: a direct attack, P2 5700."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name],
                         extra=[PALADIN.name]))
    activate(duel, PALADIN_RITE.name)
    assert kind(duel) == "position" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    refused(duel, "choose set")
    do(duel, "choose atk")
    idle(duel)
    attack(duel, PALADIN.name)
    assert duel.lp == [8000, 5700]


def test_hx_984_a_rite_that_names_defense_asks_nothing_and_the_def_holds() -> None:
    """HX-984 (R-RIT-4, R-BATTLE-2, R-CALC-4, R-POS-1): "HX Bulwark Rite" (Ritual Spell:
    Ritual Summon "HX Rite Warden", Level 6, 1200/2600, in face-up Defense Position with
    face-up monsters you control, Level 6+).
    Setup: P1 turn 3 controls face-up V6-2000 and V4-1800; hand: the Rite; Extra: the
    Warden. P2 controls V5-2300.
    Expected: nobody is asked (V6-2000 is the only set, the position is the card's); the
    Warden is in face-up Defense and may not attack (only V4-1800 may). Turn 4: V5-2300
    attacks it: 2300 < 2600: P2 takes 300, the Warden stays."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK)],
                         hand=[BULWARK_RITE.name], extra=[WARDEN.name]),
                 p1=Side(monsters=[("V5-2300", ATK)]))
    activate(duel, BULWARK_RITE.name)
    idle(duel)
    warden = mine(duel, WARDEN.name)
    assert duel.pos[duel.inst(warden)] == DEF
    do(duel, "battle")
    assert attackers(duel) == {mine(duel, "V4-1800")}
    to_turn(duel, 4)
    attack(duel, "V5-2300", WARDEN.name)
    settle(duel)
    assert duel.lp == [8000, 7700] and duel.pos[duel.inst(warden)] == DEF
    assert field(duel, 0) == sorted([WARDEN.name, "V4-1800"])


def test_hx_985_a_ritual_monster_tributed_goes_to_the_gy_and_can_be_revived() -> None:
    """HX-985 (R-MAIN-3, R-RIT-5, R-RIT-4, R-MAIN-4, §20.2 Monster Reborn): Setup: P1 turn
    3 controls face-up V6-2000; hand: HX Paladin Rite, V5-2300, Monster Reborn (Rush);
    Extra: the Paladin.
    Actions: the Rite; Tribute Summon V5-2300 (the Paladin is the only Tribute); Reborn.
    Expected: the Tributed Paladin goes to the GY (not the Extra Deck). It was properly
    Ritual Summoned, so Reborn offers it with V6-2000 and brings it back."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name, "V5-2300",
                                                            REBORN],
                         extra=[PALADIN.name]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"))
    idle(duel)
    free = next(z for z in range(3) if duel.mz[0][z] < 0)
    tribute = mine(duel, PALADIN.name)
    do(duel, f"summon {hand(duel, 'V5-2300')} z{free}")
    answer(duel, picks=(tribute,))
    settle(duel)
    assert field(duel) == ["V5-2300"] and names(duel, 0, "extra") == []
    activate(duel, REBORN)
    paladin = find(duel, PALADIN.name, 0, "gy")
    assert kind(duel) == "pick" and picks(duel) == {paladin, find(duel, "V6-2000", 0, "gy")}
    answer(duel, picks=(paladin,), pos="atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V5-2300"])


# ============================================================ revival and proper summons
def test_hx_986_a_ritual_monster_sent_from_the_extra_deck_cannot_be_revived() -> None:
    """HX-986 (R-RIT-5, R-RIT-1, R-SETUP-2, §17 item 4, §20.2 Monster Reborn): "HX Extra
    Offering" (Normal Spell: send 1 Ritual Monster from your Extra Deck to the GY).
    Setup: P1 turn 3 controls face-up V6-2000; hand: the Offering, Monster Reborn (Rush),
    HX Paladin Rite; Extra: HX Rite Paladin.
    Expected: no action but a Ritual Summon takes the Paladin out of the Extra Deck. After
    the Offering it is in the GY, never properly Ritual Summoned: Reborn has nothing to
    summon (refused), and the Rite has no Paladin in the Extra Deck (refused)."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[OFFERING.name, REBORN,
                                                            PALADIN_RITE.name],
                         extra=[PALADIN.name]))
    in_extra = find(duel, PALADIN.name, 0, "extra")
    assert not [a for a in duel.legal_actions() if a.card == in_extra]
    activate(duel, OFFERING.name)
    answer(duel, picks=(in_extra,))
    idle(duel)
    assert names(duel, 0, "extra") == [] and PALADIN.name in names(duel, 0, "gy")
    no_spell(duel, hand(duel, REBORN))
    no_spell(duel, hand(duel, PALADIN_RITE.name))


def test_hx_987_reborn_offers_the_properly_summoned_copy_only() -> None:
    """HX-987 (R-RIT-5, R-RIT-4, §17 item 4, §20.5 Dark Hole): HX Extra Offering (HX-986).
    Setup: P1 turn 3 controls face-up V6-2000; hand: HX Paladin Rite, Dark Hole (Rush),
    the Offering, Monster Reborn (Rush); Extra: two HX Rite Paladin.
    Actions: the Rite (copy A); Dark Hole; the Offering (copy B); Reborn.
    Expected: both copies are in the GY; Reborn offers copy A and V6-2000, never copy B;
    copy A returns."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)],
                         hand=[PALADIN_RITE.name, HOLE, OFFERING.name, REBORN],
                         extra=[PALADIN.name, PALADIN.name]))
    rite(duel, PALADIN_RITE.name, find(duel, PALADIN.name, 0, "extra"), mine(duel, "V6-2000"))
    idle(duel)
    activate(duel, HOLE)
    settle(duel)
    copy_a = find(duel, PALADIN.name, 0, "gy")
    activate(duel, OFFERING.name)
    answer(duel)
    idle(duel)
    assert names(duel, 0, "gy").count(PALADIN.name) == 2 and names(duel, 0, "extra") == []
    activate(duel, REBORN)
    assert kind(duel) == "pick" and picks(duel) == {copy_a, find(duel, "V6-2000", 0, "gy")}
    answer(duel, picks=(copy_a,), pos="atk")
    idle(duel)
    assert field(duel) == [PALADIN.name] and names(duel, 0, "gy").count(PALADIN.name) == 1


def test_hx_988_the_opponents_ritual_monster_taken_by_reborn_returns_to_its_owner() -> None:
    """HX-988 (R-RIT-5, R-RIT-4, R-TRAP-5, R-TRAP-4, R-ZONE-4, §20.5 Compulsory Evacuation
    Device): Setup: P2 turn 2 controls face-up V6-2000, has the Device Set earlier; hand:
    HX Paladin Rite; Extra: HX Rite Paladin. P1's hand: Dark Hole (Rush), Monster Reborn.
    Actions: P2 Ritual Summons the Paladin. Turn 3: P1's Dark Hole; P1's
    Reborn on the Paladin in P2's GY; P2 uses the Device on it.
    Expected: the Paladin was properly Ritual Summoned, so Reborn may take it (with
    V6-2000) to P1's field. Returned to the hand, it goes to its owner P2's Extra Deck,
    not to P1's hand or Extra Deck."""
    duel = build(turn=2, tp=1, p0=Side(hand=[HOLE, REBORN]),
                 p1=Side(monsters=[("V6-2000", ATK)], hand=[PALADIN_RITE.name],
                         extra=[PALADIN.name], spells=[(CED, SET)]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"), zone="s1")
    settle(duel)
    assert field(duel, 1) == [PALADIN.name]
    to_turn(duel, 3)
    activate(duel, HOLE)
    settle(duel)
    idle(duel)
    activate(duel, REBORN)
    paladin = find(duel, PALADIN.name, 1, "gy")
    assert kind(duel) == "pick" and picks(duel) == {paladin, find(duel, "V6-2000", 1, "gy")}
    answer(duel, picks=(paladin,), pos="atk")
    assert field(duel, 0) == [PALADIN.name]
    window_for(duel, 1)
    taken = mine(duel, PALADIN.name, 0)
    trap(duel, CED, 1)
    answer(duel, picks=(taken,))
    settle(duel)
    assert names(duel, 1, "extra") == [PALADIN.name] and names(duel, 0, "extra") == []
    assert PALADIN.name not in names(duel, 0, "hand") + names(duel, 1, "hand")
    assert field(duel, 0) == [] and field(duel, 1) == []


def test_hx_989_a_properly_summoned_ritual_monster_may_be_revived_again_and_again() -> None:
    """HX-989 (R-RIT-5, R-RIT-4, §17 item 4, §20.2 Monster Reborn, §20.5 Dark Hole): the
    condition is that it was first properly Ritual Summoned; a revival does not undo it.
    Setup: P1 turn 3 controls face-up V6-2000; hand: HX Paladin Rite, two Dark Hole
    (Rush), two Monster Reborn (Rush); Extra: the Paladin.
    Actions: Rite; Dark Hole; Reborn on the Paladin; Dark Hole; Reborn again.
    Expected: each Reborn offers the Paladin; it is on the field at the end."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)],
                         hand=[PALADIN_RITE.name, HOLE, HOLE, REBORN, REBORN],
                         extra=[PALADIN.name]))
    rite(duel, PALADIN_RITE.name, mine(duel, "V6-2000"))
    idle(duel)
    for _ in range(2):
        activate(duel, HOLE)
        settle(duel)
        assert field(duel) == [] and PALADIN.name in names(duel, 0, "gy")
        activate(duel, REBORN)
        paladin = find(duel, PALADIN.name, 0, "gy")
        assert kind(duel) == "pick" and paladin in picks(duel)
        answer(duel, picks=(paladin,), pos="atk")
        idle(duel)
        assert field(duel) == [PALADIN.name]


def test_hx_990_despairacion_r_allows_the_level_7_ritual_summon_but_not_its_revival() -> None:
    """HX-990 (R-RIT-4, R-RIT-5, R-MAX-9, R-MAX-2, §20.1 Despairacion [R]: neither player
    can Special Summon Level 7 monsters from the hand or GY): HX Seven Rite (face-up
    monsters you control, Level 7+, for HX Rite Seven, Level 7); "HX Rite Breaker" (Normal
    Spell: destroy 1 face-up monster you control).
    Setup: P2 Maximum Summoned Doomblaze Fiend Overlord Despairacion on turn 2. P1 turn 3
    controls face-up V4-1600 and V4-1400; hand: the Rite, the Breaker, Monster Reborn
    (Rush); Extra: HX Rite Seven.
    Expected: the Ritual Summon is from the Extra Deck: legal (4 + 4). After the Breaker
    the Seven is in the GY, properly summoned, but Level 7: Reborn offers only V4-1600
    and V4-1400."""
    duel = build(turn=2, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[SEVEN_RITE.name, BREAKER.name, REBORN], extra=[SEVEN.name]),
                 p1=Side(hand=[DESP_L, DESP, DESP_R]))
    maximum(duel, DESP)
    to_turn(duel, 3)
    assert duel.maxm[1]
    rite(duel, SEVEN_RITE.name, mine(duel, "V4-1600"), mine(duel, "V4-1400"))
    idle(duel)
    assert field(duel) == [SEVEN.name]
    seven = mine(duel, SEVEN.name)
    activate(duel, BREAKER.name)
    answer(duel, picks=(seven,))
    idle(duel)
    assert SEVEN.name in names(duel, 0, "gy")
    activate(duel, REBORN)
    assert kind(duel) == "pick" and picks(duel) == {find(duel, "V4-1600", 0, "gy"),
                                                   find(duel, "V4-1400", 0, "gy")}
    answer(duel, picks=(find(duel, "V4-1600", 0, "gy"),), pos="atk")
    idle(duel)
    assert field(duel) == ["V4-1600"] and SEVEN.name in names(duel, 0, "gy")


# ============================================================ the Extra Deck (R-SETUP)
def test_hx_991_ritual_monsters_belong_in_the_extra_deck_and_count_by_name() -> None:
    """HX-991 (R-SETUP-2, R-SETUP-3, R-SETUP-4, R-SETUP-5, R-SPELL-4): on 2024-06-01, with
    40 fixture cards in the Main Deck.
    Expected: an Extra Deck of 15 Ritual Monsters (3 each of HX Rite Paladin, Lord,
    Seven, Titan and Hungry Burger) is legal; a 16th card (FX-FUSION-2): too large. The
    Paladin in the Main Deck, or HX Paladin Rite (a Ritual Spell) in the Extra Deck: wrong
    deck. Three Paladins in the Side Deck are fine (any kind), but three in the Extra Deck
    and one in the Side Deck are four copies."""
    four = tuple(cid(n) for n in (LORD.name, SEVEN.name, TITAN.name, BURGER) for _ in range(3))
    paladins = (cid(PALADIN.name),) * 3
    assert problems(Deck(fill(40), four + paladins)) == []
    assert problems(Deck(fill(40), four + paladins + (cid("FX-FUSION-2"),))) == [
        "extra-too-large"]
    assert problems(Deck(fill(39) + (cid(PALADIN.name),), four)) == ["wrong-deck"]
    assert problems(Deck(fill(40), four + (cid(PALADIN_RITE.name),))) == ["wrong-deck"]
    assert problems(Deck(fill(40), four, paladins)) == []
    assert problems(Deck(fill(40), four + paladins, (cid(PALADIN.name),))) == [
        "too-many-copies"]


# ============================================================ more on the window
def test_hx_992_nothing_is_answered_before_the_rite_has_fully_resolved() -> None:
    """HX-992 (R-REQ-2, R-TRAP-5, R-SPELL-4, R-RIT-4, §20.3 Torrential Tribute): "HX Spark
    Rite" (Ritual Spell: Ritual Summon HX Rite Paladin with face-up monsters you control,
    Level 6+; then your opponent takes 500 damage). P2 has Torrential Set earlier.
    Setup: P1 turn 3 controls face-up V6-2000; hand: the Spark Rite; Extra: the Paladin.
    Expected: during the resolution only P1 is asked (the position); the window opens
    after the damage too: P2 at 7500, the Rite in the GY; P2 uses Torrential and the
    Paladin is destroyed."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[SPARK_RITE.name],
                         extra=[PALADIN.name]),
                 p1=Side(spells=[(TORRENT, SET)]))
    activate(duel, SPARK_RITE.name)
    assert kind(duel) == "position" and duel.current_player == 0
    do(duel, "choose atk")
    window_for(duel, 1)
    assert duel.lp == [8000, 7500] and SPARK_RITE.name in names(duel, 0, "gy")
    assert field(duel) == [PALADIN.name]
    trap(duel, TORRENT, 1)
    settle(duel)
    idle(duel)
    assert field(duel) == [] and PALADIN.name in names(duel, 0, "gy")


def test_hx_993_a_trap_set_the_turn_of_the_ritual_summon_waits_a_turn() -> None:
    """HX-993 (R-TRAP-2, R-TRAP-4, R-RIT-3, R-RIT-4): HX Rite Fanfare (HX-981).
    Setup: P1 turn 3 controls face-up V6-2000, V4-1600, V2-500; hand: two HX Paladin
    Rites, the Fanfare; Extra: two HX Rite Paladin.
    Actions: turn 3: Set the Fanfare; a Rite with V6-2000. Turn 5: the second Rite with
    V4-1600 + V2-500 (the first Paladin could also be the lone material).
    Expected: on turn 3 the Fanfare was Set this turn: nobody is asked. On turn 5 P2 has
    nothing and P1 may use it: 9000."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[PALADIN_RITE.name, PALADIN_RITE.name, FANFARE.name],
                         extra=[PALADIN.name, PALADIN.name]))
    do(duel, f"set {hand(duel, FANFARE.name)} s1")
    rite(duel, PALADIN_RITE.name, find(duel, PALADIN.name, 0, "extra"), mine(duel, "V6-2000"))
    idle(duel)
    to_turn(duel, 5)
    activate(duel, PALADIN_RITE.name)
    first = mine(duel, PALADIN.name)
    pair = (mine(duel, "V4-1600"), mine(duel, "V2-500"))
    assert kind(duel) == "pick" and picks(duel) == {first, *pair}
    answer(duel, picks=pair, pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FANFARE.name)}
    trap(duel, FANFARE.name)
    idle(duel)
    assert duel.lp == [9000, 8000] and field(duel) == [PALADIN.name, PALADIN.name]


def test_hx_994_the_rite_leaves_its_zone_for_the_next_spell() -> None:
    """HX-994 (R-SPELL-4, R-ZONE-2, R-SPELL-1, R-RIT-3, R-RIT-5): Setup: P1 turn 3 controls
    face-up V6-2000, V4-1600, V2-500 and has FX-RECALL and FX-FLIPDOWN Set in S/T zones 1
    and 2; hand: two HX Paladin Rites; Extra: two HX Rite Paladin.
    Expected: a Rite may go only to the third zone. After it resolves (V6-2000) it is in
    the GY and that zone is free: the second Rite may be activated there; it uses the
    first Paladin alone, which goes to the GY."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK), ("V2-500", ATK)],
                         spells=[("FX-RECALL", SET), ("FX-FLIPDOWN", SET)],
                         hand=[PALADIN_RITE.name, PALADIN_RITE.name],
                         extra=[PALADIN.name, PALADIN.name]))
    for z in ("s0", "s1"):
        refused(duel, f"activate {hand(duel, PALADIN_RITE.name)} {z}")
    rite(duel, PALADIN_RITE.name, find(duel, PALADIN.name, 0, "extra"), mine(duel, "V6-2000"),
         zone="s2")
    idle(duel)
    assert names(duel, 0, "szone") == ["FX-RECALL", "FX-FLIPDOWN", ""]
    assert PALADIN_RITE.name in names(duel, 0, "gy")
    first = mine(duel, PALADIN.name)
    rite(duel, PALADIN_RITE.name, first, zone="s2")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V4-1600", "V2-500"])
    assert names(duel, 0, "gy").count(PALADIN.name) == 1
    assert names(duel, 0, "gy").count(PALADIN_RITE.name) == 2


def test_hx_995_a_normal_summon_trap_answers_the_material_not_the_ritual_summon() -> None:
    """HX-995 (R-TRAP-5, R-RIT-4, R-MAIN-2, §20.5 Trap Hole: when the opponent Normal
    Summons a monster with 1000+ ATK: destroy it): Trap Hole (Rush) Set earlier by P2.
    Setup: P1 turn 3 controls face-up V2-500; hand: V4-1600, HX Paladin Rite; Extra: the
    Paladin.
    Actions: P1 Normal Summons V4-1600 (P2 passes); the Rite (V4-1600 + V2-500).
    Expected: Trap Hole is offered after the Normal Summon; the Ritual Summon is a Special
    Summon and earlier events are not carried forward: P2 is not asked, Trap Hole stays
    Set and the Paladin stays."""
    duel = build(p0=Side(monsters=[("V2-500", ATK)], hand=["V4-1600", PALADIN_RITE.name],
                         extra=[PALADIN.name]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {hand(duel, 'V4-1600')} z1")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE, 1)}
    do(duel, "pass")
    rite(duel, PALADIN_RITE.name, mine(duel, "V4-1600"), mine(duel, "V2-500"))
    idle(duel)
    assert field(duel) == [PALADIN.name] and names(duel, 1, "szone")[0] == TRAP_HOLE


def test_hx_996_the_no_surplus_test_picks_by_picks_from_hand_and_field() -> None:
    """HX-996 (R-RIT-3, R-RIT-2, R-ZONE-5): the examples of R-RIT-3 for N = 6 ({4, 4} and
    {4, 2} valid; {4, 2, 1} and {6, 1} not). HX Paladin Open Rite (hand and/or face-up
    field, Level 6+).
    Setup: P1 turn 3 controls face-up V4-1600 and V2-500 (one zone free); hand: the Rite,
    V6-2000, V4-1400, V1-100; Extra: the Paladin.
    Expected: V1-100 is in no valid set: offered are V6-2000, V4-1600, V4-1400, V2-500.
    After V4-1600: V4-1400 or V2-500 (V6-2000 would be surplus). After V2-500 instead:
    only the Level 4s; with V4-1400 the set {4, 2} is complete: no further material is
    asked; V4-1600 stays, V6-2000 and V1-100 stay in the hand."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[OPEN_RITE.name, "V6-2000", "V4-1400", "V1-100"],
                         extra=[PALADIN.name]))
    v16, v2 = mine(duel, "V4-1600"), mine(duel, "V2-500")
    v6, v14 = hand(duel, "V6-2000"), hand(duel, "V4-1400")
    activate(duel, OPEN_RITE.name)
    assert kind(duel) == "pick" and picks(duel) == {v6, v16, v14, v2}
    other = duel.clone()
    do(other, f"pick {v16}")
    assert kind(other) == "pick" and picks(other) == {v14, v2}
    do(duel, f"pick {v2}")
    assert kind(duel) == "pick" and picks(duel) == {v16, v14}
    do(duel, f"pick {v14}")
    assert kind(duel) == "position"
    do(duel, "choose atk")
    idle(duel)
    assert field(duel) == sorted([PALADIN.name, "V4-1600"])
    assert sorted(names(duel, 0, "hand")) == sorted(["V6-2000", "V1-100"])
    assert sorted(names(duel, 0, "gy")) == sorted(["V2-500", "V4-1400", OPEN_RITE.name])
