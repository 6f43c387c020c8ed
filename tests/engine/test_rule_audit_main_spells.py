"""Audit of RULES.md sections 7-9 (R-MAIN, R-POS, R-REQ, R-EFF, R-SPELL, R-EQUIP, R-FIELD).

Each test names the rule it checks and asserts the exact outcome the rule states. The
section 19 fixtures come from `FIXTURE_POOL`; the other FX- cards defined here (plain
test cards) are merged into the card-test pool (fixtures + scripted real cards).
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, Duel, IllegalActionError
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Fixed,
    MillCost,
    Per,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL
from .util import do, find, names

_codes = itertools.count(957_000_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    script = {k: facts.pop(k) for k in list(facts) if k in ("self_summon",)}
    _CARDS.append(CardData(next(_codes), name, kind,
                           behaviour=CardScript(*effects, **script), **facts))
    return name


def _spell(name: str, *ops: Any, costs: tuple[Any, ...] = ()) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _field(name: str, amount: int, who: str = "you") -> str:
    return _card(name, CardType.SPELL | CardType.FIELD, Effect(kind="field", mods=(
        Cont(Sel(who=who, face="up"), MOD_ATK, amount, f"gain {amount} ATK"),)))


FLIPDOWN = "FX-FLIPDOWN"  # in FIXTURE_POOL
GUARD_POS = "FX-GUARD-POS"  # in FIXTURE_POOL
EQUIP = "FX-MACHINE-EQUIP"  # in FIXTURE_POOL
FIELD_A = "FX-FIELD-A"  # in FIXTURE_POOL
FIELD_B = "FX-FIELD-B"  # in FIXTURE_POOL
FIELD_C = "FX-FIELD-C"  # in FIXTURE_POOL
FIELD_BOTH = _field("FX-FIELD-BOTH", 400, who="any")
FIELD_GUARD = "FX-FIELD-GUARD"  # in FIXTURE_POOL
FIELD_BREAK = _spell("FX-FIELD-BREAK", Destroy(Sel(where=("fzone",), who="any")))
ST_BREAK = _spell("FX-ST-BREAK", Destroy(Sel(where=("szone",), who="any")))
TOLL = _spell("FX-TOLL", Damage(Per(100, Sel(where=("gy",)))),
              costs=(SendCost(Sel(where=("hand",))),))
REVIVE_COST = _spell("FX-REVIVE-COST", SpecialSummon(Sel(where=("gy",), kind="monster")),
                     costs=(SendCost(Sel(where=("hand",), kind="monster")),))
DESTROY_ONE = _spell("FX-DESTROY-ONE", Destroy(Sel(who="opp")))
SELF_PINGER = _card("FX-SELF-PINGER", CardType.MONSTER | CardType.EFFECT,
                    Effect(ops=(Damage(Fixed(300)),)),
                    self_summon=(Count(Sel(who="opp")),), attribute=Attribute.EARTH,
                    race="Warrior", level=4, atk=1300, defense=1000)
MILLER = _card("FX-MILLER", CardType.MONSTER | CardType.EFFECT,
               Effect(costs=(MillCost(1),), ops=(Damage(Fixed(200)),)),
               attribute=Attribute.EARTH, race="Warrior", level=4, atk=1200, defense=1000)

POOL = CARD_POOL.merged(_CARDS)
REX = "Jointech Rex"
OVERLORD = "Supreme Machine Magnum Overlord"


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = None) -> int:
    return duel.inst(find(duel, name, player, zone))


def acts(duel: Duel, kind: str, card: int | None = None) -> list[Action]:
    return [a for a in duel.legal_actions() if a.kind == kind and (card is None or a.card == card)]


def to_main(duel: Duel) -> None:
    """Answer the pending questions of a resolution (first pick, Attack) until Main."""
    while duel.request.kind != "main":
        kind = duel.request.kind
        assert kind in ("pick", "position"), kind
        do(duel, "choose atk" if kind == "position" else str(acts(duel, "pick")[0]))


def pos_of(duel: Duel, name: str, player: int = 0) -> int:
    return duel.pos[at(duel, name, player, "mzone")]


# ================================================================ R-MAIN
def test_r_main_1_actions_in_any_order_each_followed_by_its_window() -> None:
    duel = build(p0=Side(hand=["V4-1800", "V4-1400", "FX-RECALL", "Dark Hole (Rush)"],
                         monsters=[("FX-PINGER", ATK), ("V4-1600", SET)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    do(duel, f"set {find(duel, 'Dark Hole (Rush)')} s0")
    do(duel, f"summon {find(duel, 'V4-1800')} z2")
    # the summon's window comes first: P2 decides, P1 cannot act meanwhile
    assert duel.request.kind == "window" and duel.current_player == 1
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {find(duel, 'FX-PINGER')}")
    do(duel, "pass")
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"position {find(duel, 'V4-1600')} atk")
    do(duel, f"activate {find(duel, 'FX-PINGER')}")
    assert duel.lp[1] == 7700
    do(duel, f"activate {find(duel, 'FX-RECALL')} s1")
    do(duel, f"pick {find(duel, 'FX-PINGER')}")  # back to the hand
    do(duel, f"set {find(duel, 'V4-1400')} z0")
    assert names(duel, 0, "mzone") == ["V4-1400", "V4-1600", "V4-1800"]
    assert [duel.pos[i] for i in duel.mz[0]] == [SET, ATK, ATK]


def test_r_main_2_normal_summon_attack_set_face_down_unlimited() -> None:
    duel = build(p0=Side(hand=["V4-1600", "V4-1400", "V4-1800", "FX-RECALL", "V2-500"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    do(duel, f"set {find(duel, 'V4-1400')} z1")
    do(duel, f"summon {find(duel, 'V4-1800')} z2")
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, SET, ATK]
    v2 = find(duel, "V2-500")
    # a Normal Summon never puts a monster in face-up Defense, and no vanilla monster
    # of the hand has any other way onto the field
    assert not acts(duel, "spsummon") and not acts(duel, "summon", v2)
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    do(duel, f"pick {find(duel, 'V4-1600')}")  # back to the hand
    do(duel, f"summon {find(duel, 'V2-500')} z0")  # a fourth Normal Summon this turn
    assert names(duel, 0, "mzone") == ["V2-500", "V4-1400", "V4-1800"]
    assert duel.pos[duel.mz[0][0]] == ATK
    assert duel.how[duel.mz[0][0]] == "normal"


def test_r_main_2_a_tribute_summon_is_a_normal_summon_a_set_is_not_a_summon() -> None:
    duel = build(p0=Side(hand=["V5-2300"], monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'V5-2300')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    other = build(p0=Side(hand=["V5-2300", "V4-1800"], monsters=[("V4-1600", ATK)]),
                  p1=Side(spells=[("FX-TORRENT", SET)]))
    do(other, f"set {find(other, 'V5-2300')} z0")
    do(other, f"set {find(other, 'V4-1800')} z1")
    assert other.request.kind == "main" and other.current_player == 0  # no summon event


@pytest.mark.parametrize(("name", "need"), [("V5-2300", 1), ("V6-2000", 1),
                                             ("V7-2500", 2), ("V8-3000", 2)])
def test_r_main_3_tribute_count_by_level(name: str, need: int) -> None:
    duel = build(p0=Side(hand=[name], monsters=[("V4-1600", ATK), ("V4-1400", SET),
                                                 ("V2-500", DEF)]))
    do(duel, f"summon {find(duel, name)} z0")  # V4-1600 (zone 0) is one Tribute
    if need == 2:
        assert duel.request.kind == "pick" and duel.request.max == 1
        do(duel, f"pick {find(duel, 'V4-1400')}")  # a face-down monster can be Tributed
    assert duel.request.kind == "main"
    assert len(duel.gy[0]) == need
    assert names(duel, 0, "mzone") == [name, "" if need == 2 else "V4-1400", "V2-500"]
    assert pos_of(duel, name) == ATK


def test_r_main_3_refused_without_enough_own_monsters() -> None:
    duel = build(p0=Side(hand=["V7-2500", "V5-2300"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", ATK)]))
    refused(duel, f"summon {find(duel, 'V7-2500')} z1")  # the opponent's do not count
    refused(duel, f"set {find(duel, 'V7-2500')} z1")
    empty = build(p0=Side(hand=["V5-2300"]))
    refused(empty, f"summon {find(empty, 'V5-2300')} z0")
    refused(empty, f"set {find(empty, 'V5-2300')} z0")


def test_r_main_3_level_four_takes_no_tribute_and_set_level_seven_takes_two() -> None:
    duel = build(p0=Side(hand=["V4-1800", "V7-2500"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z2")
    assert duel.request.kind == "main" and not duel.gy[0]
    do(duel, f"set {find(duel, 'V7-2500')} z0")
    do(duel, f"pick {find(duel, 'V4-1800')}")
    assert sorted(names(duel, 0, "gy")) == ["V4-1600", "V4-1800"]
    assert names(duel, 0, "mzone") == ["V7-2500", "V4-1400", ""]
    assert pos_of(duel, "V7-2500") == SET
    assert all(e.reason == "tribute" for e in duel.last_events if e.dst == "gy")


def test_r_main_5_set_spells_and_traps_any_number_field_spell_in_field_zone() -> None:
    hand = ["FX-RECALL", "Trap Hole (Rush)", "Dark Hole (Rush)", "FX-TOLL", FIELD_A]
    duel = build(p0=Side(hand=hand))
    field = find(duel, FIELD_A)
    assert {a.zone for a in acts(duel, "set", field)} == {6}  # only the Field Zone
    refused(duel, f"set {field} s0")
    for z, name in enumerate(hand[:3]):
        do(duel, f"set {find(duel, name)} s{z}")
    assert [duel.pos[i] for i in duel.sz[0]] == [SET, SET, SET]
    refused(duel, f"set {find(duel, 'FX-TOLL')} s0")  # no free S/T zone
    assert not acts(duel, "set", find(duel, "FX-TOLL"))
    do(duel, f"set {field} f")  # the Field Zone is separate
    assert duel.data[duel.fz[0]].name == FIELD_A and duel.pos[duel.fz[0]] == SET


def test_r_main_6_only_a_tribute_summon_tributes() -> None:
    duel = build(p0=Side(hand=["V5-2300", "V4-1800", "FX-TOLL"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V2-500", ATK)]))
    events = do(duel, f"summon {find(duel, 'V5-2300')} z2")
    assert [(e.reason, e.src) for e in events if e.dst == "gy"] == [("tribute", "mzone")]
    events = do(duel, f"activate {find(duel, 'FX-TOLL')} s0")  # cost: V4-1800 from hand
    sent = [e for e in events if e.dst == "gy"]
    assert [e.reason for e in sent] == ["cost", "resolved"]
    assert not [e for e in events if e.reason == "tribute"]


def test_r_main_6_a_maximum_summon_sends_without_tributing() -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    events = do(duel, f"maximum {find(duel, OVERLORD)}")
    sent = [e for e in events if e.dst == "gy"]
    assert len(sent) == 2 and all(e.reason != "tribute" for e in sent)
    assert all(e.reason != "destroy" for e in sent)


# ================================================================ R-POS
def test_r_pos_1_no_manual_change_the_turn_a_monster_arrived_any_way() -> None:
    duel = build(p0=Side(hand=["Monster Reborn (Rush)", "V4-1800"], gy=["V4-1600"]))
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    to_main(duel)  # V4-1600 Special Summoned in Attack Position
    do(duel, f"set {find(duel, 'V4-1800')} z1")
    revived, setm = find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1800", 0, "mzone")
    assert not acts(duel, "position")
    refused(duel, f"position {revived} def")
    refused(duel, f"position {setm} atk")


def test_r_pos_1_once_per_turn_and_again_next_turn_only_for_the_turn_player() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK)]), p1=Side(monsters=[("V4-1400", ATK)]))
    v = find(duel, "V4-1600")
    do(duel, f"position {v} def")
    refused(duel, f"position {v} atk")
    do(duel, "end")  # P2's turn 4
    assert duel.tp == 1
    assert acts(duel, "position") == [Action("position", find(duel, "V4-1400"), pos=DEF)]
    refused(duel, f"position {v} atk")  # not P1's turn
    do(duel, "end")
    assert duel.tp == 0 and duel.turn == 5
    do(duel, f"position {v} atk")
    assert pos_of(duel, "V4-1600") == ATK
    do(duel, "battle")  # never in the Battle Phase
    assert not acts(duel, "position")


def test_r_pos_2_allowed_changes() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", DEF), ("V4-1400", SET)]))
    a, d, s = (find(duel, n) for n in ("V4-1600", "V4-WALL", "V4-1400"))
    assert set(acts(duel, "position")) == {Action("position", a, pos=DEF),
                                           Action("position", d, pos=ATK),
                                           Action("position", s, pos=ATK)}
    for text in (f"position {a} set", f"position {d} set", f"position {s} def"):
        refused(duel, text)
    events = do(duel, f"position {d} atk")
    assert pos_of(duel, "V4-WALL") == ATK
    assert [e.kind for e in events] == ["position"]
    do(duel, f"position {s} atk")
    assert pos_of(duel, "V4-1400") == ATK


def test_r_pos_4_an_effect_changes_a_monster_summoned_this_turn_to_face_down() -> None:
    duel = build(p0=Side(hand=["V4-1800", FLIPDOWN]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    do(duel, f"activate {find(duel, FLIPDOWN)} s0")
    to_main(duel)
    assert pos_of(duel, "V4-1800") == SET


def test_r_pos_4_an_effect_changes_a_monster_already_changed_by_hand() -> None:
    duel = build(p0=Side(hand=[GUARD_POS], monsters=[("V4-1600", DEF)]))
    do(duel, f"position {find(duel, 'V4-1600')} atk")
    do(duel, f"activate {find(duel, GUARD_POS)} s0")
    to_main(duel)
    assert pos_of(duel, "V4-1600") == DEF


def test_r_pos_4_an_effect_change_does_not_use_the_manual_change() -> None:
    duel = build(p0=Side(hand=[GUARD_POS], monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, GUARD_POS)} s0")
    to_main(duel)
    assert pos_of(duel, "V4-1600") == DEF
    do(duel, f"position {find(duel, 'V4-1600')} atk")  # R-POS-1 counts manual changes
    assert pos_of(duel, "V4-1600") == ATK


def test_r_pos_4_a_maximum_mode_monster_keeps_its_position() -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", FLIPDOWN]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    do(duel, f"maximum {find(duel, OVERLORD)}")
    do(duel, f"activate {find(duel, FLIPDOWN)} s0")
    center = find(duel, OVERLORD, 0, "mzone")
    if duel.request.kind == "pick" and Action("pick", center) in duel.legal_actions():
        do(duel, f"pick {center}")
    to_main(duel)
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, ATK, ATK]


# ================================================================ R-REQ
def test_r_req_1_cost_is_paid_before_the_effect_applies() -> None:
    duel = build(p0=Side(hand=[TOLL, "V4-1600"]))
    do(duel, f"activate {find(duel, TOLL)} s0")  # the only other hand card is the cost
    assert duel.lp[1] == 7900  # 100 x the cost card, already in the GY
    assert names(duel, 0, "gy") == ["V4-1600", TOLL]


def test_r_req_1_refused_when_the_requirement_cannot_be_met_completely() -> None:
    duel = build(p0=Side(hand=[TOLL], monsters=[(MILLER, ATK)], deck=[]))
    refused(duel, f"activate {find(duel, TOLL)} s0")  # the Spell cannot pay for itself
    refused(duel, f"activate {find(duel, MILLER)}")  # nothing to mill
    assert not acts(duel, "activate")


def test_r_req_3_the_effect_chooses_when_applied_after_the_cost() -> None:
    duel = build(p0=Side(hand=[REVIVE_COST, "V4-1800"], gy=["V4-1600"]))
    do(duel, f"activate {find(duel, REVIVE_COST)} s0")
    # the cost put V4-1800 into the GY; the effect chooses afterwards, among both
    assert duel.request.kind == "pick" and duel.current_player == 0
    assert {a.card for a in acts(duel, "pick")} == {find(duel, "V4-1600"),
                                                    find(duel, "V4-1800")}
    do(duel, f"pick {find(duel, 'V4-1800')}")
    do(duel, "choose def")
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""]
    assert pos_of(duel, "V4-1800") == DEF
    assert names(duel, 0, "gy") == ["V4-1600", REVIVE_COST]


def test_r_req_3_a_maximum_mode_monster_is_one_choice() -> None:
    duel = build(turn=4, tp=1, p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]),
                 p1=Side(hand=[DESTROY_ONE], monsters=[("V4-1600", ATK)]))
    do(duel, "end")
    do(duel, f"maximum {find(duel, OVERLORD)}")
    do(duel, "end")  # P2's turn 6: P1's Maximum Mode monster and nothing else
    do(duel, f"activate {find(duel, DESTROY_ONE)} s0")
    assert duel.request.kind == "main"  # one monster: nothing to choose between
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([f"{OVERLORD} [L]", OVERLORD,
                                                   f"{OVERLORD} [R]"])


# ================================================================ R-EFF
def test_r_eff_1_a_summoning_condition_has_no_once_per_turn_limit() -> None:
    duel = build(p0=Side(hand=[SELF_PINGER, SELF_PINGER]), p1=Side(monsters=[("V4-1400", ATK)]))
    first, second = find(duel, SELF_PINGER, nth=0), find(duel, SELF_PINGER, nth=1)
    events = do(duel, f"spsummon {first} z0 atk")
    assert not [e for e in events if e.kind == "activate"]  # not an activated effect
    do(duel, f"spsummon {second} z1 def")
    assert names(duel, 0, "mzone") == [SELF_PINGER, SELF_PINGER, ""]
    assert [duel.pos[i] for i in duel.mz[0][:2]] == [ATK, DEF]
    for m in (duel.mz[0][0], duel.mz[0][1]):  # each effect is still unused
        do(duel, f"activate {duel.oid[m]}")
    assert duel.lp[1] == 7400


def test_r_eff_2_only_in_the_controllers_own_main_phase() -> None:
    duel = build(p0=Side(monsters=[("FX-PINGER", ATK), ("V4-1600", ATK)],
                         spells=[("Trap Hole (Rush)", SET)]),
                 p1=Side(hand=["V4-1800"]))
    pinger = find(duel, "FX-PINGER")
    do(duel, "battle")
    refused(duel, f"activate {pinger}")
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    refused(duel, f"activate {pinger}")  # the opponent's turn
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    assert Action("activate", pinger) not in duel.legal_actions()  # only Traps here
    do(duel, "pass")
    do(duel, "end")
    assert duel.tp == 0 and duel.turn == 5
    do(duel, f"activate {pinger}")
    assert duel.lp[1] == 7700


def test_r_eff_2_only_face_up_and_only_if_the_requirement_can_be_met() -> None:
    duel = build(p0=Side(monsters=[(MILLER, DEF), (MILLER, SET)], deck=["V1-100"]))
    up, down = (find(duel, MILLER, nth=k) for k in (0, 1))
    if duel.pos[duel.inst(up)] == SET:
        up, down = down, up
    refused(duel, f"activate {down}")
    do(duel, f"activate {up}")  # face-up Defense Position is face-up
    assert duel.lp[1] == 7800 and not duel.deck[0]
    do(duel, f"position {down} atk")
    refused(duel, f"activate {down}")  # face-up now, but the Deck cannot be milled


def test_r_eff_4_a_monster_back_from_the_gy_is_a_new_monster() -> None:
    duel = build(p0=Side(hand=["FX-RAZE", "Monster Reborn (Rush)"],
                         monsters=[("FX-PINGER", ATK)]))
    do(duel, f"activate {find(duel, 'FX-PINGER')}")
    do(duel, f"activate {find(duel, 'FX-RAZE')} s0")
    assert names(duel, 0, "gy") == ["FX-PINGER", "FX-RAZE"]
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    to_main(duel)
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    do(duel, f"activate {pinger}")
    refused(duel, f"activate {pinger}")
    assert duel.lp[1] == 7400


def test_r_eff_4_face_down_then_face_up_again_is_a_new_monster() -> None:
    duel = build(p0=Side(hand=[FLIPDOWN], monsters=[("FX-PINGER", ATK)]))
    pinger = find(duel, "FX-PINGER")
    do(duel, f"activate {pinger}")
    do(duel, f"activate {find(duel, FLIPDOWN)} s0")
    to_main(duel)
    assert pos_of(duel, "FX-PINGER") == SET
    do(duel, f"position {pinger} atk")  # its first manual change this turn
    do(duel, f"activate {pinger}")
    assert duel.lp[1] == 7400


# ================================================================ R-SPELL
def test_r_spell_4_a_ritual_spell_goes_to_the_gy_after_it_resolves() -> None:
    duel = build(p0=Side(spells=[("Hamburger Fast Recipe", SET)], monsters=[("V6-2000", ATK)],
                         extra=["Hungry Burger (Rush)"]))
    do(duel, f"activate {find(duel, 'Hamburger Fast Recipe')}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == ["Hungry Burger (Rush)", "", ""]
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == ["Hamburger Fast Recipe", "V6-2000"]


def test_r_spell_1_no_activation_from_the_hand_into_a_full_spell_trap_row() -> None:
    duel = build(p0=Side(hand=["FX-RECALL", EQUIP, FIELD_A],
                         monsters=[(REX, ATK)],
                         spells=[("FX-RAZE", SET), ("Trap Hole (Rush)", SET),
                                 ("FX-BURN-BOTH", SET)]))
    for name in ("FX-RECALL", EQUIP):
        card = find(duel, name)
        assert not acts(duel, "activate", card)
        for z in ("s0", "s1", "s2"):
            refused(duel, f"activate {card} {z}")
    assert Action("activate", find(duel, "FX-BURN-BOTH")) in duel.legal_actions()
    do(duel, f"activate {find(duel, FIELD_A)} f")  # the Field Zone is not a S/T zone
    assert duel.fz[0] == at(duel, FIELD_A) and duel.pos[duel.fz[0]] == ATK


# ================================================================ R-EQUIP
def test_r_equip_2_several_equips_on_one_monster_all_leave_with_it() -> None:
    duel = build(p0=Side(hand=[EQUIP, EQUIP, "FX-RECALL"], monsters=[(REX, ATK)]))
    rex = find(duel, REX)
    do(duel, f"activate {find(duel, EQUIP, nth=0)} s0")
    do(duel, f"activate {find(duel, EQUIP, 0, 'hand')} s1")
    assert duel.atk(duel.inst(rex)) == 3500
    assert [duel.equip[i] for i in duel.sz[0][:2]] == [rex, rex]
    do(duel, f"activate {find(duel, 'FX-RECALL')} s2")
    assert names(duel, 0, "hand") == [REX]
    assert sorted(names(duel, 0, "gy")) == sorted([EQUIP, EQUIP, "FX-RECALL"])


def test_r_equip_1_only_a_face_up_matching_monster_you_control() -> None:
    duel = build(p0=Side(hand=[EQUIP], monsters=[(REX, SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    refused(duel, f"activate {find(duel, EQUIP)} s0")
    other = build(p0=Side(hand=[EQUIP], monsters=[(REX, SET), (REX, ATK)]))
    do(other, f"activate {find(other, EQUIP)} s0")  # one face-up Machine: no question
    up = next(i for i in other.mz[0] if i >= 0 and other.pos[i] == ATK)
    assert other.equip[other.sz[0][0]] == other.oid[up] and other.atk(up) == 3000


def test_r_equip_4_the_equip_goes_when_its_monster_is_tributed() -> None:
    duel = build(p0=Side(hand=[EQUIP, "V5-2300"], monsters=[(REX, ATK)]))
    do(duel, f"activate {find(duel, EQUIP)} s0")
    do(duel, f"summon {find(duel, 'V5-2300')} z0")
    assert sorted(names(duel, 0, "gy")) == sorted([REX, EQUIP])
    assert names(duel, 0, "szone") == ["", "", ""]


def test_r_equip_4_the_effect_ends_when_the_equip_leaves() -> None:
    duel = build(p0=Side(hand=[EQUIP, ST_BREAK], monsters=[(REX, ATK)]))
    do(duel, f"activate {find(duel, EQUIP)} s0")
    assert duel.atk(at(duel, REX)) == 3000
    do(duel, f"activate {find(duel, ST_BREAK)} s1")
    to_main(duel)
    assert names(duel, 0, "gy") == [EQUIP, ST_BREAK]
    assert duel.atk(at(duel, REX)) == 2500


# ================================================================ R-FIELD
def test_r_field_1_activated_in_own_field_zone_applies_to_its_controller() -> None:
    duel = build(p0=Side(hand=[FIELD_A], monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_C, SET)))
    assert [a.zone for a in acts(duel, "activate", find(duel, FIELD_A))] == [6]
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.data[duel.fz[0]].name == FIELD_A
    assert duel.data[duel.fz[1]].name == FIELD_C  # the opponent's own zone is untouched
    assert duel.atk(at(duel, "V4-1600")) == 1700
    assert duel.atk(at(duel, "V4-1800")) == 1800  # a Set Field Spell does nothing
    do(duel, f"position {find(duel, 'V4-1400')} atk")
    assert duel.atk(at(duel, "V4-1400")) == 1500


def test_r_field_1_the_opponents_field_spell_in_my_turn_and_one_for_both() -> None:
    duel = build(p0=Side(hand=[FIELD_BOTH], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_B, ATK)))
    assert duel.atk(at(duel, "V4-1600")) == 1600
    assert duel.atk(at(duel, "V4-1800")) == 2000
    do(duel, f"activate {find(duel, FIELD_BOTH)} f")
    assert duel.atk(at(duel, "V4-1600")) == 2000
    assert duel.atk(at(duel, "V4-1800")) == 2400


def test_r_field_2_replacement_by_activation_sends_to_the_gy_by_rule() -> None:
    duel = build(p0=Side(hand=[FIELD_B, FIELD_C], monsters=[("V4-1600", ATK)],
                         field_spell=(FIELD_A, ATK), spells=[(FIELD_GUARD, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_A, ATK)))
    assert duel.atk(at(duel, "V4-1600")) == 1700
    events = do(duel, f"activate {find(duel, FIELD_B)} f")
    sent = [e for e in events if e.dst == "gy"]
    assert [(e.src, e.reason) for e in sent] == [("fzone", "rule")]
    assert not [e for e in events if e.reason == "destroy"]
    assert duel.request.kind == "main"  # FX-FIELD-GUARD was not offered
    assert names(duel, 0, "gy") == [FIELD_A]
    assert duel.atk(at(duel, "V4-1600")) == 1800  # only the new one applies
    assert duel.data[duel.fz[1]].name == FIELD_A  # the opponent's is untouched
    assert duel.atk(at(duel, "V4-1800")) == 1900
    do(duel, f"activate {find(duel, FIELD_C)} f")  # no per-turn limit
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_B]
    assert duel.atk(at(duel, "V4-1600")) == 1900


def test_r_field_2_a_set_field_spell_is_replaced_too() -> None:
    duel = build(p0=Side(hand=[FIELD_B], field_spell=(FIELD_A, SET)))
    events = do(duel, f"activate {find(duel, FIELD_B)} f")
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("fzone", "rule")]
    assert names(duel, 0, "gy") == [FIELD_A]
    assert duel.data[duel.fz[0]].name == FIELD_B and duel.pos[duel.fz[0]] == ATK


def test_r_field_2_control_destruction_by_effect_does_offer_the_guard() -> None:
    duel = build(p0=Side(hand=[FIELD_BREAK], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)]))
    do(duel, f"activate {find(duel, FIELD_BREAK)} s1")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, FIELD_GUARD)}")
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_BREAK, FIELD_GUARD]
