"""Rule audit, round 2: Maximum Mode (R-MAX) where it meets other rules: Tributes
(R-MAIN-3), Equips (R-EQUIP), Field Spells (R-FIELD), battle (R-BATTLE, R-CALC), Traps
and their windows (R-TRAP), effects that read or count monsters (R-EFF, R-REQ).

Each test names its rule ids. Real cards and section 19 fixtures, plus throwaway T- cards
(names and stats only) for primitives no real card combines with a Maximum monster.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel, Event
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.conditions import (
    Count,
    OnDestroyed,
    OnSummon,
    SummonedThisTurn,
    TributedAtLeast,
)
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Per,
    SpecialSummon,
    SwitchPosition,
)
from rushdesk.engine.effects.script import Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import scenario
from rushdesk.engine.stats import MOD_ATK, MOD_PIERCE

from ..engine.util import do, find, names
from .helpers import refused
from .util import POOL, Side

OVL = "Supreme Machine Magnum Overlord"
OVL_PIECES = [f"{OVL} [L]", OVL, f"{OVL} [R]"]
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_PIECES = [f"{DESP} [L]", DESP, f"{DESP} [R]"]
HORN, SKULL, HOLE = "Jointech Rush Horn", "Summoned Skull (Rush)", "Dark Hole (Rush)"
EVAC = "Compulsory Evacuation Device (Rush)"

_codes = itertools.count(958_000_001)
_CARDS: list[CardData] = []
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
MAXIMUM = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind,
                           behaviour=CardScript(*effects) if effects else None, **facts))
    return name


def _trap(name: str, trigger: Any, *ops: Any) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


def _spell(name: str, *ops: Any) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", ops=ops))


SPSUMMON = ("spsummon",)
# "Level 5 Normal Summoned by Tributing a Level 5 or higher monster: 500 damage"
TRIB5 = _card("T-TRIB5", EFFECT_MONSTER, Effect(conds=(TributedAtLeast(5),),
                                                ops=(Damage(Fixed(500)),)),
              level=5, atk=2000, defense=0, race="Warrior", attribute=Attribute.EARTH)
# Traps on the opponent's Special Summon of a monster with 1500 or less ATK / Level 4 or
# lower / Level 7 or higher (destroy it); one deals 300 per summoned monster, one 300.
LOW_ATK = _trap("T-SS-LOW-ATK", OnSummon(kinds=SPSUMMON, monster=Sel(who="opp", atk_max=1500)),
                Damage(Fixed(500)))
LOW_LEVEL = _trap("T-SS-LOW-LEVEL", OnSummon(kinds=SPSUMMON,
                                             monster=Sel(who="opp", level_max=4)),
                  Damage(Fixed(500)))
HIGH_LEVEL = _trap("T-SS-HIGH-LEVEL", OnSummon(kinds=SPSUMMON,
                                               monster=Sel(who="opp", level_min=7)),
                   Destroy(Sel(who="opp", memo="summoned")))
PER_SUMMONED = _trap("T-SS-PER", OnSummon(kinds=SPSUMMON), Damage(Per(300, memo="summoned")))
PING = _trap("T-SS-PING", OnSummon(kinds=SPSUMMON), Damage(Fixed(300)))
# "When a monster you control is destroyed by the opponent: gain 500 LP for each"
LOSS = _trap("T-LOSS-COUNT", OnDestroyed(Sel(where=("gy",), kind="monster")),
             GainLP(Per(500, memo="destroyed")))
# Position changers written plainly, like the section 19 fixtures FX-GUARD-POS/FX-FLIPDOWN
GUARD = _spell("T-GUARD-POS", ChangePosition(Sel(who="any", face="up", pos="atk")))
FLIP = _spell("T-FLIPDOWN", ChangePosition(Sel(who="any", face="up"), to="set"))
SWITCH = _spell("T-SWITCH", SwitchPosition(Sel(who="any", face="up")))
GIFT = _spell("T-GIFT", SpecialSummon(Sel(where=("gy",), kind="monster"), to="opp"))
FIELD = _card("T-FIELD-100", CardType.SPELL | CardType.FIELD, Effect(kind="field", mods=(
    Cont(Sel(face="up"), MOD_ATK, 100, "gain 100 ATK"),)))
# "Your opponent cannot Special Summon monsters from the hand" (continuous)
NO_SS = _card("T-NO-SS", EFFECT_MONSTER, Effect(kind="continuous", bans=(Ban(
    "spsummon", "opp", Sel(where=("hand",), who="any", kind="monster"),
    "Special Summon monsters from the hand"),)),
    level=4, atk=1000, defense=1000, race="Warrior", attribute=Attribute.EARTH)
# A Maximum Monster whose [L] needs "no monster you control other than this card", whose
# center needs "Special Summoned this turn" and whose [R] destroys "1 monster on the field
# other than this card" (all Maximum Mode only).
_SOLO = tuple(next(_codes) for _ in range(3))
SOLO = "T-Solo"
SOLO_PIECES = [f"{SOLO} [L]", SOLO, f"{SOLO} [R]"]
_CARDS += [
    CardData(_SOLO[0], SOLO_PIECES[0], MAXIMUM, attribute=Attribute.LIGHT, race="Machine",
             level=4, atk=1000, max_role="L", behaviour=CardScript(Effect(
                 maximum=True, conds=(Count(Sel(not_self=True), 0, 0),),
                 ops=(Damage(Fixed(600)),)))),
    CardData(_SOLO[1], SOLO, MAXIMUM, attribute=Attribute.LIGHT, race="Machine", level=8,
             atk=2000, max_role="C", maximum_atk=3000, max_partners=(_SOLO[0], _SOLO[2]),
             behaviour=CardScript(Effect(maximum=True, conds=(SummonedThisTurn("special"),),
                                         ops=(Damage(Fixed(400)),)))),
    CardData(_SOLO[2], SOLO_PIECES[2], MAXIMUM, attribute=Attribute.LIGHT, race="Machine",
             level=4, atk=1000, max_role="R", behaviour=CardScript(Effect(
                 maximum=True, ops=(Destroy(Sel(who="any", not_self=True)),)))),
]
AUDIT_POOL = POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def settle(duel: Duel) -> None:
    while duel.request.kind == "window":
        do(duel, "pass")


def play(duel: Duel, text: str, pick: int = -1) -> list[Event]:
    """Apply `text`; answer picks with `pick` if offered (else the first offer), positions
    with Attack; then let every trap window pass."""
    events = list(do(duel, text))
    while duel.request.kind == "pick":
        offered = [a.card for a in duel.legal_actions() if a.kind == "pick"]
        events += do(duel, f"pick {pick if pick in offered else offered[0]}")
    if duel.request.kind == "position":
        events += do(duel, "choose atk")
    settle(duel)
    return events


def hand_id(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def center(duel: Duel, p: int = 0) -> int:
    return duel.mz[p][1]


def maximum(duel: Duel, name: str = OVL, p: int = 0) -> list[Event]:
    return play(duel, f"maximum {hand_id(duel, name, p)}")


def opponent_in_maximum_mode(p0: Side | None = None, spells: list | None = None,  # type: ignore[type-arg]
                             p1_monsters: list | None = None) -> Duel:  # type: ignore[type-arg]
    """P1 Maximum Summons Overlord on turn 2 (its Traps were Set on turn 1) and ends;
    returns the duel at P0's Main Phase of turn 3."""
    duel = build(turn=2, tp=1, p0=p0 or Side(),
                 p1=Side(hand=OVL_PIECES, spells=spells or []))
    maximum(duel, OVL, 1)
    play(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main" and duel.maxm[1]
    return duel


def at_main(duel: Duel, player: int = 0) -> bool:
    return duel.request.kind == "main" and duel.current_player == player


# ====================================================== Tributes (R-MAX-7, R-MAIN-3)
@pytest.mark.parametrize(("kind", "zone"), [("summon", 0), ("summon", 1), ("set", 2)])
def test_r_max_7_r_equip_4_tributing_it_through_any_zone_sends_its_equip_to_the_gy(
        kind: str, zone: int) -> None:
    """The Tribute Summon (or Set, R-MAIN-3) may use any of the three zones; whichever
    piece stands there, the whole monster leaves and its Equip goes to the GY."""
    duel = build(p0=Side(hand=OVL_PIECES + [HORN, SKULL]))
    maximum(duel)
    play(duel, f"activate {hand_id(duel, HORN)} s0", duel.oid[center(duel)])
    assert duel.atk(center(duel)) == 3800
    play(duel, f"{kind} {hand_id(duel, SKULL)} z{zone}")
    assert names(duel, 0, "mzone")[zone] == SKULL and names(duel, 0, "mzone").count("") == 2
    assert sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES + [HORN])
    assert names(duel, 0, "szone") == ["", "", ""] and not duel.maxm[0]


@pytest.mark.parametrize("zone", [0, 1, 2])
def test_r_max_6_r_max_7_tributing_it_is_tributing_a_level_10_monster(zone: int) -> None:
    """R-MAX-6: its Level is the center's (10) whatever zone the Tribute Summon uses, so a
    Level 5 'Tribute Summoned by Tributing a Level 5 or higher monster' may use its effect."""
    duel = build(p0=Side(hand=OVL_PIECES + [TRIB5]))
    maximum(duel)
    play(duel, f"summon {hand_id(duel, TRIB5)} z{zone}")
    me = find(duel, TRIB5, 0, "mzone")
    assert sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES)
    assert Action("activate", me) in duel.legal_actions()
    play(duel, f"activate {me}")
    assert duel.lp[1] == 7500


# ================================================ Trap windows (R-TRAP-5, R-MAX-5/6)
@pytest.mark.parametrize("trap", [LOW_ATK, LOW_LEVEL])
def test_r_max_6_r_trap_5_a_summon_trap_reads_the_whole_monster_not_a_piece(trap: str) -> None:
    """The monster Special Summoned has ATK 3500 and Level 10 (R-MAX-6): a Trap for a
    summoned monster with 1500 or less ATK / Level 4 or lower is not met by its pieces."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(trap, SET)]))
    do(duel, f"maximum {hand_id(duel, OVL)}")
    assert at_main(duel, 0)  # no window for P1
    assert duel.lp == [8000, 8000] and names(duel, 1, "szone")[0] == trap


def test_r_max_6_r_max_8_a_level_7_or_higher_summon_trap_destroys_all_three() -> None:
    """T-Solo: Level 8 center, Level 4 sides; the Trap's 'summoned monster' is all of it."""
    duel = build(p0=Side(hand=SOLO_PIECES), p1=Side(spells=[(HIGH_LEVEL, SET)]))
    do(duel, f"maximum {hand_id(duel, SOLO)}")
    assert duel.request.kind == "window" and duel.current_player == 1
    events = play(duel, f"activate {find(duel, HIGH_LEVEL)}")
    assert sorted(names(duel, 0, "gy")) == sorted(SOLO_PIECES) and not duel.maxm[0]
    assert len([e for e in events if e.src == "mzone" and e.reason == "destroy"]) == 3


def test_r_max_5_the_summoned_monsters_of_a_maximum_summon_count_as_one() -> None:
    """R-MAX-5: it counts as 1 in every count of monsters: 300 per summoned monster is 300."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(PER_SUMMONED, SET)]))
    do(duel, f"maximum {hand_id(duel, OVL)}")
    play(duel, f"activate {find(duel, PER_SUMMONED)}")
    assert duel.lp == [7700, 8000]


def test_r_trap_3_r_max_2_one_window_for_the_three_pieces() -> None:
    """R-MAX-2/R-TRAP-5: the three pieces arrive in one action, so one window: after one
    Trap no other is offered (R-TRAP-3), and no second window opens for the same summon."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(PING, SET), (PING, SET)]))
    do(duel, f"maximum {hand_id(duel, OVL)}")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, PING, 1, 'szone')}")
    assert at_main(duel, 0) and duel.lp == [7700, 8000]
    assert names(duel, 1, "szone").count(PING) == 1


def test_r_max_5_r_req_3_an_opponents_trap_offers_it_as_one_choice() -> None:
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(EVAC, SET)],
                                                    monsters=[("V4-1600", ATK)]))
    do(duel, f"maximum {hand_id(duel, OVL)}")
    do(duel, f"activate {find(duel, EVAC)}")
    offered = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert offered == {duel.oid[center(duel)], find(duel, "V4-1600", 1, "mzone")}
    play(duel, f"pick {duel.oid[center(duel)]}")
    assert sorted(names(duel, 0, "hand")) == sorted(OVL_PIECES)


@pytest.mark.parametrize("by_battle", [False, True])
def test_r_max_8_a_destroyed_maximum_monster_counts_as_one_for_a_trap(by_battle: bool) -> None:
    """R-MAX-8: for effects that count destroyed monsters it is one monster destroyed:
    'gain 500 LP for each monster destroyed' gains 500."""
    duel = opponent_in_maximum_mode(
        p0=Side(hand=[HOLE], monsters=[("V8-3000", ATK)] if by_battle else []),
        spells=[(LOSS, SET)])
    if by_battle:
        duel.add_mod(duel.inst(find(duel, "V8-3000")), MOD_ATK, 1000, duel.turn)  # 4000
        do(duel, "battle")
        do(duel, f"attack {find(duel, 'V8-3000')} -> {duel.oid[center(duel, 1)]}")
    else:
        do(duel, f"activate {hand_id(duel, HOLE)} s0")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, LOSS)}")
    assert sorted(names(duel, 1, "gy")) == sorted(OVL_PIECES + [LOSS])
    assert duel.lp[1] == (8000 - 500 + 500 if by_battle else 8500)


# ============================================== choosing it (R-MAX-4, R-MAX-5, R-REQ-1)
@pytest.mark.parametrize("spell", [GUARD, FLIP, SWITCH])
def test_r_max_4_a_position_effect_has_nothing_to_choose_when_only_it_is_there(
        spell: str) -> None:
    """R-MAX-4: an effect that changes positions or turns monsters face-down cannot choose
    a Maximum Mode monster; with no other monster it has nothing to do (R-REQ-1)."""
    duel = opponent_in_maximum_mode(p0=Side(hand=[spell]))
    refused(duel, f"activate {hand_id(duel, spell)} s0")
    assert [duel.pos[i] for i in duel.mz[1]] == [ATK, ATK, ATK]


@pytest.mark.parametrize("spell", [GUARD, FLIP])
def test_r_max_4_a_position_effect_never_offers_it_beside_another_monster(spell: str) -> None:
    duel = opponent_in_maximum_mode(p0=Side(hand=[spell], monsters=[("V4-1600", ATK)]))
    mine = find(duel, "V4-1600", 0, "mzone")
    do(duel, f"activate {hand_id(duel, spell)} s0")
    if duel.request.kind == "pick":  # a forced choice would not be asked
        assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {mine}
        do(duel, f"pick {mine}")
    settle(duel)
    assert duel.pos[duel.inst(find(duel, "V4-1600", 0, "mzone"))] == (DEF if spell == GUARD
                                                                       else SET)
    assert [duel.pos[i] for i in duel.mz[1]] == [ATK, ATK, ATK]


def test_r_max_5_other_than_this_card_never_means_another_piece() -> None:
    """R-MAX-5: the three pieces are one monster and one card. [L] needs 'no monster you
    control other than this card': met in Maximum Mode, so it deals 600."""
    duel = build(p0=Side(hand=SOLO_PIECES))
    maximum(duel, SOLO)
    left = duel.oid[duel.mz[0][0]]
    assert Action("activate", left) in duel.legal_actions()
    play(duel, f"activate {left}")
    assert duel.lp[1] == 7400


def test_r_max_5_it_cannot_destroy_itself_as_another_monster() -> None:
    """[R]: 'destroy 1 monster on the field other than this card'. The only monster is the
    Maximum Mode monster itself (R-MAX-5), so there is nothing to destroy (R-REQ-1)."""
    duel = build(p0=Side(hand=SOLO_PIECES))
    maximum(duel, SOLO)
    refused(duel, f"activate {duel.oid[duel.mz[0][2]]}")
    assert names(duel, 0, "mzone") == SOLO_PIECES and duel.maxm[0]


def test_r_max_2_a_maximum_summon_is_a_special_summon_for_card_conditions() -> None:
    """R-MAX-2 (5): the center's 'if this card was Special Summoned this turn' holds."""
    duel = build(p0=Side(hand=SOLO_PIECES))
    maximum(duel, SOLO)
    c = duel.oid[center(duel)]
    assert Action("activate", c) in duel.legal_actions()
    play(duel, f"activate {c}")
    assert duel.lp[1] == 7600


def test_r_max_2_a_ban_on_special_summons_from_the_hand_stops_a_maximum_summon() -> None:
    """R-MAX-2: the pieces are Special Summoned from the hand (steps 3 and 5), so 'your
    opponent cannot Special Summon monsters from the hand' forbids the Maximum Summon."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(monsters=[(NO_SS, ATK)]))
    refused(duel, f"maximum {hand_id(duel, OVL)}")
    assert names(duel, 0, "mzone") == ["", "", ""]


def test_r_max_3_an_opponents_effect_cannot_special_summon_to_its_side() -> None:
    duel = opponent_in_maximum_mode(p0=Side(hand=[GIFT], gy=["V4-1600"]))
    refused(duel, f"activate {hand_id(duel, GIFT)} s0")
    assert names(duel, 1, "mzone") == OVL_PIECES


# ================================================ Field Spells, observe (R-FIELD, R-MAX-6)
def test_r_field_1_r_max_6_a_field_spell_applies_to_it_once_and_both_players_see_it() -> None:
    duel = build(p0=Side(hand=OVL_PIECES, field_spell=(FIELD, ATK)))
    maximum(duel)
    c = center(duel)
    assert duel.atk(c) == 3600 and duel.defense(c) == 0
    for viewer in (0, 1):
        mine = duel.observe(viewer).data["players"][0]["monsters"]
        assert mine[1]["atk"] == 3600 and mine[1]["def"] == 0
        assert [m["pos"] for m in mine] == [ATK, ATK, ATK]
        assert [m["code"] for m in mine] == [AUDIT_POOL.by_name(n)[0].code for n in OVL_PIECES]
    do(duel, "battle")
    play(duel, f"attack {duel.oid[c]} -> direct")
    assert duel.lp[1] == 8000 - 3600


# ========================================================= battle (R-BATTLE, R-CALC)
def test_r_calc_4_r_dmg_3_it_attacks_a_face_down_monster_once() -> None:
    """MAXIMUM ATK 3500 + 100 against a face-down 3000 DEF: flipped, destroyed, no damage
    (no piercing); then it has no attack left (R-MAX-5)."""
    duel = build(p0=Side(hand=OVL_PIECES, field_spell=(FIELD, ATK)),
                 p1=Side(monsters=[("V5-WALL", SET), ("V4-1600", ATK)]))
    maximum(duel)
    do(duel, "battle")
    play(duel, f"attack {duel.oid[center(duel)]} -> {find(duel, 'V5-WALL', 1, 'mzone')}")
    assert names(duel, 1, "gy") == ["V5-WALL"] and duel.lp == [8000, 8000]
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]


def test_r_calc_2_equal_atk_destroys_it_and_the_other_monster() -> None:
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(monsters=[("V8-3000", ATK)]))
    maximum(duel)
    duel.add_mod(duel.inst(find(duel, "V8-3000")), MOD_ATK, 500, duel.turn)  # 3500
    do(duel, "battle")
    play(duel, f"attack {duel.oid[center(duel)]} -> {find(duel, 'V8-3000')}")
    assert sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES) and not duel.maxm[0]
    assert names(duel, 1, "gy") == ["V8-3000"] and duel.lp == [8000, 8000]


def test_r_calc_5_r_calc_7_piercing_does_nothing_against_it() -> None:
    """It is only ever in Attack Position with no DEF (R-MAX-4): a piercing 4000 attacker
    deals 4000 - 3500, not 4000 - 0."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(monsters=[("V8-3000", ATK)]))
    maximum(duel)
    play(duel, "end")
    assert duel.tp == 1 and duel.maxm[0]
    dragon = duel.inst(find(duel, "V8-3000", 1, "mzone"))
    duel.add_mod(dragon, MOD_ATK, 1000, duel.turn)
    duel.add_mod(dragon, MOD_PIERCE, 1, duel.turn)
    do(duel, "battle")
    play(duel, f"attack {duel.oid[dragon]} -> {duel.oid[center(duel)]}")
    assert duel.lp == [7500, 8000] and sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES)


# ============================================ entering and leaving (R-MAX-2/3, R-EFF-4)
def test_r_max_2_r_equip_4_maximum_summon_clears_an_equipped_monster_keeps_set_spells(
) -> None:
    duel = build(p0=Side(hand=DESP_PIECES + [HORN], spells=[(HOLE, SET)],
                         monsters=[(f"{OVL} [L]", ATK), ("V4-1400", SET)]))
    play(duel, f"activate {hand_id(duel, HORN)} s1", find(duel, f"{OVL} [L]", 0, "mzone"))
    assert names(duel, 0, "szone") == [HOLE, HORN, ""]
    events = maximum(duel, DESP)
    assert sorted(names(duel, 0, "gy")) == sorted([f"{OVL} [L]", "V4-1400", HORN])
    assert names(duel, 0, "szone") == [HOLE, "", ""] and names(duel, 0, "mzone") == DESP_PIECES
    assert {e.reason for e in events if e.src == "mzone" and e.dst == "gy"} == {"rule"}


def test_r_max_8_r_eff_4_after_it_leaves_the_player_may_summon_again_that_turn() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + ["FX-RECALL", "V4-1600"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    maximum(duel)
    right = duel.oid[duel.mz[0][2]]
    play(duel, f"activate {right}")  # once per turn ...
    refused(duel, f"activate {right}")
    play(duel, f"activate {hand_id(duel, 'FX-RECALL')} s0", duel.oid[center(duel)])
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    v = hand_id(duel, "V4-1600")
    assert Action("summon", v, 0) in duel.legal_actions()
    assert Action("maximum", hand_id(duel, OVL)) in duel.legal_actions()
    play(duel, f"summon {v} z2")
    maximum(duel)  # again: V4-1600 goes to the GY by rule
    assert sorted(names(duel, 0, "gy")) == ["FX-RECALL", "V1-100", "V4-1600"]  # V1-100: cost
    right = duel.oid[duel.mz[0][2]]
    assert Action("activate", right) in duel.legal_actions()  # ... but a new monster


def test_r_max_2_r_req_1_with_an_empty_deck() -> None:
    """The Maximum Summon needs nothing from the Deck; [R]'s cost (send the top card of
    the Deck to the GY) cannot be paid, so its effect cannot be activated (R-REQ-1)."""
    duel = build(p0=Side(hand=OVL_PIECES, deck=[]), p1=Side(monsters=[("V6-2000", ATK)]))
    maximum(duel)
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.result is None
    refused(duel, f"activate {duel.oid[duel.mz[0][2]]}")
