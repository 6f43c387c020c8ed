"""One small duel per primitive of the effect DSL (rushdesk/engine/effects, fusion.py).

Every test card here is a throwaway (passcodes 950_000_000+), built from exactly the
primitive under test, merged into the fixture pool and put into a `scenario` duel. A
monster effect (kind "effect") is activated in the Main Phase with ``activate ID``; a
Spell from the hand with ``activate ID s0``; a Trap was Set on turn 1 and is offered
in the window of its trigger. The Ritual and Fusion rule functions are also checked
directly against RULES.md R-RIT-3 and R-FUS-4.
"""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.conditions import (
    AnyOf,
    Count,
    DidAny,
    InMaximumMode,
    LPLower,
    NoMainPhaseDraw,
    OnAttack,
    OnDestroyed,
    OnNormalDraw,
    OnSpell,
    OnSummon,
    SummonedThisTurn,
)
from rushdesk.engine.effects.core import ALL, Ctx
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    AddToHand,
    ChangePosition,
    CoinToss,
    Damage,
    Destroy,
    DieRoll,
    Draw,
    Fixed,
    GainLP,
    Grant,
    LevelOf,
    LookAt,
    LPDifference,
    Mark,
    Mill,
    MillCost,
    Modify,
    NegateAttack,
    Optional,
    PayLP,
    Per,
    ReturnToHand,
    Reveal,
    SendCost,
    SendToGY,
    SpecialSummon,
    Then,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.fusion import (
    FusionSummon,
    RitualSummon,
    can_cover,
    ritual_completable,
    ritual_ok,
)
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_DOUBLE, MOD_PIERCE, MOD_PROTECT, MOD_RACE
from rushdesk.engine.zones import HAND

from ..util import do, find, names

# ------------------------------------------------------------------ test cards
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
_codes = itertools.count(950_000_001)
_CARDS: list[CardData] = []


def card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    """Define a throwaway test card; `facts` are CardData fields or CardScript options."""
    script_keys = {"name_in_hand", "self_summon", "self_summon_position", "notes"}
    script = {k: facts.pop(k) for k in list(facts) if k in script_keys}
    behaviour = CardScript(*effects, **script) if effects or script else None
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=behaviour, **facts))
    return name


def monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000, dfn: int = 1000,
            race: str = "Warrior", attr: Attribute = Attribute.EARTH, **facts: Any) -> str:
    """An Effect Monster (Level 4, 1000/1000, EARTH Warrior unless told)."""
    return card(name, EFFECT_MONSTER, *effects, level=level, atk=atk, defense=dfn, race=race,
                attribute=attr, **facts)


def spell(name: str, *ops: Any, **effect: Any) -> str:
    """A Normal Spell doing `ops`."""
    return card(name, CardType.SPELL, Effect(kind="spell", ops=ops, **effect))


def trap(name: str, trigger: Any, *ops: Any, **effect: Any) -> str:
    return card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, ops=ops, **effect))


@cache
def pool() -> CardPool:
    return FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Duel:
    """Turn 3, player 0's Main Phase; both Decks are 20 x V1-100 unless given."""
    kwargs.setdefault("turn", 3)
    return scenario(pool(), p0=p0, p1=p1, filler="V1-100", **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = None) -> int:
    """The card index of a card (see `find`)."""
    return duel.inst(find(duel, name, player, zone))


def activate(duel: Duel, name: str) -> list[Any]:
    """Activate player 0's face-up monster `name` (or its Spell in the hand, to s0)."""
    oid = find(duel, name, 0)
    i = duel.inst(oid)
    if duel.data[i].is_spell and duel.zone[i] == HAND:
        return do(duel, f"activate {oid} s0")
    return do(duel, f"activate {oid}")


def can_activate(duel: Duel, name: str, player: int = 0) -> bool:
    oid = find(duel, name, player)
    return any(a.kind == "activate" and a.card == oid for a in duel.legal_actions())


def attack(duel: Duel, attacker: str, target: str = "direct") -> list[Any]:
    """Player 0 enters the Battle Phase (if needed) and attacks."""
    if duel.request is not None and duel.request.kind == "main":
        do(duel, "battle")
    tgt = "direct" if target == "direct" else find(duel, target, 1, "mzone")
    return do(duel, f"attack {find(duel, attacker, 0, 'mzone')} -> {tgt}")


def moves(events: list[Any], dst: str = "") -> list[Any]:
    return [e for e in events if e.kind == "move" and (not dst or e.dst == dst)]


def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


# ======================================================================= operations
DESTROYER = monster("T-Destroyer", Effect(ops=(Destroy(Sel(who="opp")),)))


def test_destroy_sends_the_chosen_card_to_the_gy_as_destroyed_by_an_effect() -> None:
    duel = build(Side(monsters=[(DESTROYER, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    events = activate(duel, DESTROYER)
    assert names(duel, 1, "gy") == ["V4-1600"]
    [ev] = moves(events, "gy")
    assert (ev.src, ev.reason, ev.by) == ("mzone", "destroy", 0)


def test_destroy_leaves_a_protected_monster_on_the_field() -> None:
    duel = build(Side(monsters=[(DESTROYER, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    duel.add_mod(at(duel, "V4-1600"), MOD_PROTECT, "opp-effect", duel.turn)
    activate(duel, DESTROYER)
    assert names(duel, 1, "mzone")[0] == "V4-1600" and names(duel, 1, "gy") == []


UP_TO_TWO = monster("T-Up-To-Two", Effect(ops=(Destroy(Sel(who="opp"), high=2),)))


def test_choose_up_to_n_asks_one_pick_at_a_time_and_may_finish_early() -> None:
    duel = build(Side(monsters=[(UP_TO_TWO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    activate(duel, UP_TO_TWO)
    assert duel.request.kind == "pick" and duel.request.max == 2
    assert Action("finish") not in duel.legal_actions()  # nothing chosen yet (low = 1)
    assert picks(duel) == {find(duel, n, 1) for n in ("V4-1600", "V4-1400", "V4-1800")}
    do(duel, f"pick {find(duel, 'V4-1400')}")
    assert duel.request.kind == "pick" and Action("finish") in duel.legal_actions()
    assert find(duel, "V4-1400") not in picks(duel)  # no card twice
    do(duel, "finish")
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert duel.request.kind == "main"


def test_choose_up_to_n_stops_asking_at_n() -> None:
    duel = build(Side(monsters=[(UP_TO_TWO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    activate(duel, UP_TO_TWO)
    do(duel, f"pick {find(duel, 'V4-1400')}")
    do(duel, f"pick {find(duel, 'V4-1800')}")
    assert duel.request.kind == "main"
    assert sorted(names(duel, 1, "gy")) == ["V4-1400", "V4-1800"]


EXACTLY_TWO = monster("T-Exactly-Two", Effect(ops=(Destroy(Sel(who="opp"), low=2, high=2),)))
ALL_OF_THEM = monster("T-All-Of-Them", Effect(ops=(Destroy(Sel(who="opp"), low=0, high=ALL),)))


def test_a_forced_choice_is_taken_without_asking() -> None:
    duel = build(Side(monsters=[(EXACTLY_TWO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    activate(duel, EXACTLY_TWO)  # 2 needed, 2 candidates
    assert duel.request.kind == "main"
    assert sorted(names(duel, 1, "gy")) == ["V4-1400", "V4-1600"]


def test_a_choice_with_more_candidates_than_needed_is_asked() -> None:
    duel = build(Side(monsters=[(EXACTLY_TWO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    activate(duel, EXACTLY_TWO)
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.request.kind == "pick" and Action("finish") not in duel.legal_actions()
    do(duel, f"pick {find(duel, 'V4-1800')}")
    assert sorted(names(duel, 1, "gy")) == ["V4-1600", "V4-1800"]


def test_all_takes_every_match_without_asking() -> None:
    duel = build(Side(monsters=[(ALL_OF_THEM, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", SET)]))
    activate(duel, ALL_OF_THEM)
    assert duel.request.kind == "main"
    assert names(duel, 1, "mzone") == ["", "", ""] and len(names(duel, 1, "gy")) == 3


def test_an_effect_with_nothing_to_choose_cannot_be_activated() -> None:
    duel = build(Side(monsters=[(DESTROYER, ATK), (ALL_OF_THEM, ATK)]))
    assert not can_activate(duel, DESTROYER) and not can_activate(duel, ALL_OF_THEM)


SENDER = monster("T-Sender", Effect(ops=(SendToGY(Sel(who="opp")),)))


def test_send_to_gy_is_not_destruction() -> None:
    duel = build(Side(monsters=[(SENDER, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    duel.add_mod(at(duel, "V4-1600"), MOD_PROTECT, "effect", duel.turn)  # no help here
    [ev] = moves(activate(duel, SENDER), "gy")
    assert names(duel, 1, "gy") == ["V4-1600"] and ev.reason == "effect"


HAND_COST = monster("T-Hand-Cost", Effect(costs=(SendCost(Sel(where=("hand",))),),
                                          ops=(Damage(Fixed(100)),)))


def test_send_cost_needs_the_cards_and_sends_them_as_a_cost() -> None:
    duel = build(Side(monsters=[(HAND_COST, ATK)]))
    assert not can_activate(duel, HAND_COST)  # R-REQ-1: the cost cannot be paid
    duel = build(Side(monsters=[(HAND_COST, ATK)], hand=["V4-1800"]))
    [ev] = moves(activate(duel, HAND_COST), "gy")
    assert (ev.src, ev.reason) == ("hand", "cost")
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp[1] == 7900


BOUNCER = monster("T-Bouncer", Effect(ops=(ReturnToHand(Sel(who="opp")),)))


def test_return_to_hand_goes_to_the_owners_hand_and_extra_deck_monsters_to_the_extra() -> None:
    duel = build(Side(monsters=[(BOUNCER, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    activate(duel, BOUNCER)
    assert names(duel, 1, "hand") == ["V4-1600"]
    duel = build(Side(monsters=[(BOUNCER, ATK)]), Side(monsters=[("FX-FUSION-2", ATK)]))
    activate(duel, BOUNCER)
    assert names(duel, 1, "hand") == [] and names(duel, 1, "extra") == ["FX-FUSION-2"]  # R-FUS-6


SALVAGER = monster("T-Salvager", Effect(ops=(AddToHand(Sel(where=("gy",), kind="monster")),)))


def test_add_to_hand_from_the_gy() -> None:
    duel = build(Side(monsters=[(SALVAGER, ATK)], gy=["FX-RECALL", "V4-1800"]))
    activate(duel, SALVAGER)  # the Spell is not a candidate: forced
    assert names(duel, 0, "hand") == ["V4-1800"] and names(duel, 0, "gy") == ["FX-RECALL"]


TO_BOTTOM = monster("T-To-Bottom", Effect(ops=(ToDeck(Sel(where=("gy",)), where="bottom"),)))
TO_TOP = monster("T-To-Top", Effect(ops=(ToDeck(Sel(where=("gy",)), where="top"),)))
TO_SHUFFLE = monster("T-To-Shuffle", Effect(ops=(ToDeck(Sel(where=("gy",)), where="shuffle"),)))


@pytest.mark.parametrize(("name", "where"), [(TO_BOTTOM, "bottom"), (TO_TOP, "top"),
                                             (TO_SHUFFLE, "shuffle")])
def test_to_deck_places_the_card_on_the_bottom_on_top_or_shuffles(name: str, where: str) -> None:
    deck = ["V4-1600", "V4-1400", "V3-1200", "V2-500", "V4-WALL", "V5-WALL"]
    duel = build(Side(monsters=[(name, ATK)], gy=["V4-1800"], deck=deck))
    events = activate(duel, name)
    pile = [duel.data[i].name for i in duel.deck[0]]  # bottom card first
    assert names(duel, 0, "gy") == [] and pile.count("V4-1800") == 1 and len(pile) == 7
    shuffled = [e for e in events if e.kind == "shuffle"]
    if where == "bottom":
        assert pile[0] == "V4-1800" and not shuffled
    elif where == "top":
        assert pile[-1] == "V4-1800" and not shuffled
    else:
        assert shuffled and shuffled[0].player == 0


RECYCLER = monster("T-Recycler", Effect(
    costs=(ToDeckCost(Sel(where=("gy",), kind="monster"), low=2, high=2, where="bottom"),),
    ops=(Draw(1),)))


def test_to_deck_cost_needs_enough_cards_and_returns_them_as_a_cost() -> None:
    duel = build(Side(monsters=[(RECYCLER, ATK)], gy=["V4-1800"]))
    assert not can_activate(duel, RECYCLER)
    duel = build(Side(monsters=[(RECYCLER, ATK)], gy=["V4-1800", "V4-1600"]))
    events = activate(duel, RECYCLER)  # 2 of 2: forced
    assert {e.reason for e in moves(events, "deck")} == {"cost"}
    assert names(duel, 0, "gy") == [] and len(names(duel, 0, "hand")) == 1


REVIVER = monster("T-Reviver", Effect(ops=(SpecialSummon(Sel(where=("gy",), kind="monster")),)))
DEF_REVIVER = monster("T-Def-Reviver", Effect(ops=(
    SpecialSummon(Sel(where=("gy",), kind="monster"), position="def"),)))


@pytest.mark.parametrize("gy", [["V4-1800"], ["V4-1800", "V4-1600"]])
def test_special_summon_asks_the_position(gy: list[str]) -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=gy))
    activate(duel, REVIVER)
    if len(gy) > 1:
        assert duel.request.kind == "pick"
        do(duel, f"pick {find(duel, 'V4-1800')}")
    assert duel.request.kind == "position"  # R-MAIN-4: face-up Attack or Defense
    events = do(duel, "choose def")
    v = at(duel, "V4-1800", 0, "mzone")
    assert duel.pos[v] == DEF and duel.how[v] == "special"
    assert [e.kind for e in events if e.dst == "mzone"] == ["spsummon"]


def test_special_summon_in_a_fixed_position_does_not_ask() -> None:
    duel = build(Side(monsters=[(DEF_REVIVER, ATK)], gy=["V4-1800"]))
    activate(duel, DEF_REVIVER)
    assert duel.request.kind == "main" and duel.pos[at(duel, "V4-1800", 0, "mzone")] == DEF


def test_special_summon_skips_an_improperly_summoned_fusion_monster_in_the_gy() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=["FX-FUSION-2"]))
    assert not can_activate(duel, REVIVER)  # R-FUS-9


TO_DEFENSE = monster("T-To-Defense", Effect(ops=(ChangePosition(Sel(who="opp", pos="atk")),)))
TO_SET = monster("T-To-Set", Effect(ops=(ChangePosition(Sel(who="opp", face="up"), to="set"),)))
TO_ATTACK = monster("T-To-Attack", Effect(ops=(
    ChangePosition(Sel(who="opp", pos="def"), to="atk"),)))


@pytest.mark.parametrize(("name", "before", "after"), [
    (TO_DEFENSE, ATK, DEF), (TO_SET, ATK, SET), (TO_ATTACK, DEF, ATK), (TO_ATTACK, SET, ATK)])
def test_change_position(name: str, before: int, after: int) -> None:
    duel = build(Side(monsters=[(name, ATK)]), Side(monsters=[("V4-1600", before)]))
    events = activate(duel, name)
    assert duel.pos[at(duel, "V4-1600")] == after
    assert [e.value for e in events if e.kind == "position"] == [after]


PUMP = monster("T-Pump", Effect(ops=(Modify(THIS, amount=Fixed(500)),)))
DRAIN = monster("T-Drain", Effect(ops=(Modify(Sel(who="opp"), amount=Fixed(700), sign=-1),)))
WALLUP = monster("T-Wallup", Effect(ops=(Modify(THIS, stat="def", amount=Fixed(400)),)))
SETTER = monster("T-Setter", Effect(ops=(Modify(THIS, stat="set_atk", amount=Fixed(2222)),)))
LONG_PUMP = monster("T-Long-Pump", Effect(ops=(
    Modify(THIS, amount=Fixed(500), duration=OPP_TURN),)))


def test_modify_gains_atk_until_the_end_of_the_turn() -> None:
    duel = build(Side(monsters=[(PUMP, ATK)]))
    activate(duel, PUMP)
    pump = at(duel, PUMP)
    assert duel.atk(pump) == 1500
    do(duel, "end")
    assert duel.tp == 1 and duel.atk(pump) == 1000  # R-EFF-6


def test_modify_loses_atk_never_below_zero() -> None:
    duel = build(Side(monsters=[(DRAIN, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    activate(duel, DRAIN)
    assert duel.atk(at(duel, "V4-1600")) == 900
    duel = build(Side(monsters=[(DRAIN, ATK)]), Side(monsters=[("V2-500", ATK)]))
    activate(duel, DRAIN)
    assert duel.atk(at(duel, "V2-500")) == 0


def test_modify_def_and_set_atk() -> None:
    duel = build(Side(monsters=[(WALLUP, ATK), (SETTER, ATK)]))
    activate(duel, WALLUP)
    activate(duel, SETTER)
    assert duel.defense(at(duel, WALLUP)) == 1400 and duel.atk(at(duel, WALLUP)) == 1000
    assert duel.atk(at(duel, SETTER)) == 2222


def test_modify_until_the_end_of_the_opponents_turn() -> None:
    duel = build(Side(monsters=[(LONG_PUMP, ATK)]))
    activate(duel, LONG_PUMP)
    do(duel, "end")
    assert duel.tp == 1 and duel.atk(at(duel, LONG_PUMP)) == 1500
    do(duel, "end")
    assert duel.tp == 0 and duel.atk(at(duel, LONG_PUMP)) == 1000


PIERCER = monster("T-Piercer", Effect(ops=(
    Grant(THIS, kind=MOD_PIERCE, value=1, phrase="inflicts piercing battle damage"),)),
    atk=1800)


def test_grant_gives_a_lingering_property_piercing() -> None:
    duel = build(Side(monsters=[(PIERCER, ATK)]), Side(monsters=[("V3-1000", DEF)]))
    activate(duel, PIERCER)
    assert duel.has(at(duel, PIERCER), MOD_PIERCE)
    attack(duel, PIERCER, "V3-1000")  # 1800 against DEF 1600
    assert duel.lp[1] == 7800 and names(duel, 1, "gy") == ["V3-1000"]


MARKER = monster("T-Marker", Effect(ops=(
    Mark(Sel(who="opp"), save="chosen"),
    Damage(LevelOf(100, "chosen")),
    Destroy(Sel(who="opp", memo="chosen")),
)))


def test_mark_saves_the_choice_for_the_steps_that_follow() -> None:
    duel = build(Side(monsters=[(MARKER, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V6-2000", ATK)]))
    activate(duel, MARKER)
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, 'V6-2000')}")
    assert duel.lp[1] == 8000 - 600  # LevelOf: 100 x Level 6
    assert names(duel, 1, "gy") == ["V6-2000"]  # the memo selector: only the marked one


MILLER = monster("T-Miller", Effect(ops=(Mill(2),)))
OPP_MILLER = monster("T-Opp-Miller", Effect(ops=(Mill(1, who="opp"),)))
MILL_COST = monster("T-Mill-Cost", Effect(costs=(MillCost(1),), ops=(GainLP(Fixed(100)),)))


def test_mill_sends_the_top_cards_of_the_deck_to_the_gy() -> None:
    duel = build(Side(monsters=[(MILLER, ATK), (OPP_MILLER, ATK)],
                      deck=["V4-1600", "V4-1400", "V4-1800"]),
                 Side(deck=["V2-500", "V1-100"]))
    events = activate(duel, MILLER)
    assert names(duel, 0, "gy") == ["V4-1600", "V4-1400"]  # top card first
    assert {e.reason for e in moves(events, "gy")} == {"effect"}
    activate(duel, OPP_MILLER)
    assert names(duel, 1, "gy") == ["V2-500"]


def test_mill_cost_needs_the_cards_in_the_deck() -> None:
    duel = build(Side(monsters=[(MILL_COST, ATK)], deck=[]))
    assert not can_activate(duel, MILL_COST)
    duel = build(Side(monsters=[(MILL_COST, ATK)], deck=["V4-1600"]))
    [ev] = moves(activate(duel, MILL_COST), "gy")
    assert ev.reason == "cost" and duel.lp[0] == 8100


DRAWER = monster("T-Drawer", Effect(ops=(Draw(1),)))
BOTH_DRAW = monster("T-Both-Draw", Effect(ops=(Draw(2, who="both"),)))


def test_draw() -> None:
    duel = build(Side(monsters=[(DRAWER, ATK), (BOTH_DRAW, ATK)]))
    activate(duel, DRAWER)
    assert len(duel.hand[0]) == 1 and len(duel.hand[1]) == 0
    activate(duel, BOTH_DRAW)
    assert len(duel.hand[0]) == 3 and len(duel.hand[1]) == 2


BURNER = monster("T-Burner", Effect(ops=(Damage(Fixed(300)),)))
SELF_BURNER = monster("T-Self-Burner", Effect(ops=(Damage(Fixed(300), who="you"),)))
BOTH_BURNER = monster("T-Both-Burner", Effect(ops=(Damage(Fixed(300), who="both"),)))
HEALER = monster("T-Healer", Effect(ops=(GainLP(Fixed(500)),)))


@pytest.mark.parametrize(("name", "lp"), [(BURNER, [8000, 7700]), (SELF_BURNER, [7700, 8000]),
                                          (BOTH_BURNER, [7700, 7700]), (HEALER, [8500, 8000])])
def test_damage_and_gain_lp(name: str, lp: list[int]) -> None:
    duel = build(Side(monsters=[(name, ATK)]))
    activate(duel, name)
    assert duel.lp == lp


def test_damage_to_both_players_can_draw_the_duel() -> None:
    duel = build(Side(monsters=[(BOTH_BURNER, ATK)], lp=300), Side(lp=200))
    activate(duel, BOTH_BURNER)
    assert duel.is_over and duel.result.winner is None  # R-WIN-3


PAYER = monster("T-Payer", Effect(costs=(PayLP(1000),), ops=(Damage(Fixed(1000)),)))


def test_pay_lp_is_a_cost_that_must_leave_lp() -> None:
    duel = build(Side(monsters=[(PAYER, ATK)], lp=1000))
    assert not can_activate(duel, PAYER)
    duel = build(Side(monsters=[(PAYER, ATK)], lp=1001))
    events = activate(duel, PAYER)
    assert duel.lp == [1, 7000]
    assert [e.reason for e in events if e.kind == "damage"] == ["cost", "effect"]


NEGATOR = trap("T-Negator", OnAttack(), NegateAttack())


def test_negate_attack_stops_the_battle() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(NEGATOR, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request.kind == "window" and duel.current_player == 1
    events = do(duel, f"activate {find(duel, NEGATOR)}")
    assert [e.reason for e in events if e.kind == "attack_end"] == ["negated"]
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [NEGATOR]
    assert names(duel, 1, "mzone")[0] == "V4-1600"


REVEALER = monster("T-Revealer", Effect(
    costs=(Reveal(Sel(where=("hand",), kind="monster"), save="revealed"),),
    ops=(Grant(THIS, kind=MOD_RACE, value="memo-race:revealed",
               phrase="becomes the same Type as the revealed monster"),)))


def test_reveal_shows_a_hand_card_and_later_steps_refer_to_it() -> None:
    duel = build(Side(monsters=[(REVEALER, ATK)], hand=["FX-RECALL"]))
    assert not can_activate(duel, REVEALER)  # no monster to reveal
    duel = build(Side(monsters=[(REVEALER, ATK)], hand=["V4-1500", "FX-RECALL"]))
    events = activate(duel, REVEALER)
    dragon = at(duel, "V4-1500")
    assert [e.code for e in events if e.kind == "reveal"] == [duel.data[dragon].code]
    assert duel.known[dragon] == 3 and names(duel, 0, "hand") == ["V4-1500", "FX-RECALL"]
    assert duel.race(at(duel, REVEALER)) == "Dragon"


PEEKER = monster("T-Peeker", Effect(ops=(LookAt(Sel(where=("hand",), who="opp"), high=ALL),)))


def test_look_at_shows_hidden_cards_to_the_player_only() -> None:
    duel = build(Side(monsters=[(PEEKER, ATK)]), Side(hand=["V4-1600", "V4-1400"]))
    events = activate(duel, PEEKER)
    hand = [at(duel, n, 1, "hand") for n in ("V4-1600", "V4-1400")]
    assert all(duel.known[i] == 0b11 for i in hand)  # known to its owner and to player 0
    looks = [e for e in events if e.kind == "reveal"]
    assert sorted(e.code for e in looks) == sorted(duel.data[i].code for i in hand)
    assert all(e.for_player(1).code == 0 for e in looks)  # only player 0 sees the codes
    assert names(duel, 1, "hand") == ["V4-1600", "V4-1400"]


COIN = monster("T-Coin", Effect(ops=(CoinToss(heads=(GainLP(Fixed(1000)),),
                                              tails=(Damage(Fixed(1000), who="you"),)),)))
DIE = monster("T-Die", Effect(ops=(DieRoll(((1, 3, (GainLP(Fixed(100)),)),
                                            (4, 6, (GainLP(Fixed(600)),)))),)))


def test_coin_toss_runs_the_branch_of_the_result() -> None:
    seen = set()
    for seed in range(16):
        duel = build(Side(monsters=[(COIN, ATK)]), seed=seed)
        events = activate(duel, COIN)
        [coin] = [e for e in events if e.kind == "reveal" and e.reason == "coin"]
        assert duel.lp[0] == (9000 if coin.value == 1 else 7000)
        seen.add(coin.value)
    assert seen == {0, 1}  # the duel's seeded generator gives both results


def test_die_roll_runs_the_steps_of_the_result() -> None:
    seen = set()
    for seed in range(24):
        duel = build(Side(monsters=[(DIE, ATK)]), seed=seed)
        events = activate(duel, DIE)
        [die] = [e for e in events if e.kind == "reveal" and e.reason == "die"]
        assert 1 <= die.value <= 6
        assert duel.lp[0] == 8000 + (100 if die.value <= 3 else 600)
        seen.add(die.value)
    assert len(seen) > 3


# ---------------------------------------------------------------- structure
MAYBE_DRAW = monster("T-Maybe-Draw", Effect(ops=(Damage(Fixed(100)), Optional((Draw(1),)))))
MAYBE_IF = monster("T-Maybe-If", Effect(ops=(
    Damage(Fixed(100)), Optional((Draw(1),), condition=LPLower()))))
MAYBE_NOTHING = monster("T-Maybe-Nothing", Effect(ops=(
    Damage(Fixed(100)), Optional((Destroy(Sel(who="opp")),)))))


@pytest.mark.parametrize(("answer", "hand"), [("yes", 1), ("no", 0)])
def test_optional_asks_yes_or_no(answer: str, hand: int) -> None:
    duel = build(Side(monsters=[(MAYBE_DRAW, ATK)]))
    activate(duel, MAYBE_DRAW)
    assert duel.request.kind == "yesno" and duel.lp[1] == 7900  # the first part is done
    do(duel, answer)
    assert len(duel.hand[0]) == hand and duel.request.kind == "main"


def test_optional_is_not_offered_when_its_condition_fails_or_it_could_do_nothing() -> None:
    duel = build(Side(monsters=[(MAYBE_IF, ATK), (MAYBE_NOTHING, ATK)]))
    activate(duel, MAYBE_IF)  # LP are not lower
    assert duel.request.kind == "main" and duel.hand[0] == []
    activate(duel, MAYBE_NOTHING)  # no opponent's monster to destroy
    assert duel.request.kind == "main" and duel.lp[1] == 7800
    duel = build(Side(monsters=[(MAYBE_IF, ATK)], lp=5000))
    activate(duel, MAYBE_IF)
    assert duel.request.kind == "yesno"


THEN_DRAW = monster("T-Then-Draw", Effect(ops=(
    GainLP(Fixed(100)),
    Destroy(Sel(who="opp", atk_max=1500), low=0, high=ALL),
    Then((Draw(1),), condition=DidAny("destroyed")),
)))


@pytest.mark.parametrize(("opponent", "drawn"), [("V4-1400", 1), ("V4-1800", 0)])
def test_then_with_did_any_runs_only_if_something_was_destroyed(opponent: str,
                                                                drawn: int) -> None:
    duel = build(Side(monsters=[(THEN_DRAW, ATK)]), Side(monsters=[(opponent, ATK)]))
    activate(duel, THEN_DRAW)
    assert len(duel.hand[0]) == drawn and duel.lp[0] == 8100


MULTI = monster("T-Multi", Effect(kind="multi", options=(
    (Destroy(Sel(who="opp")),),
    (Damage(Fixed(300)),),
    (GainLP(Fixed(300)), Draw(1)),
)))


def test_choose_option_offers_the_options_that_can_be_carried_out() -> None:
    duel = build(Side(monsters=[(MULTI, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    activate(duel, MULTI)
    assert duel.request.kind == "option"
    assert {a.zone for a in duel.legal_actions()} == {0, 1, 2}
    do(duel, "option 2")
    assert duel.lp == [8300, 8000] and len(duel.hand[0]) == 1
    assert names(duel, 1, "mzone")[0] == "V4-1600"
    assert not can_activate(duel, MULTI)  # still once per turn (R-EFF-3)


def test_choose_option_leaves_out_an_impossible_option() -> None:
    duel = build(Side(monsters=[(MULTI, ATK)]))
    activate(duel, MULTI)
    assert {a.zone for a in duel.legal_actions()} == {1, 2}
    do(duel, "option 1")
    assert duel.lp == [8000, 7700]


# ==================================================================== amounts
PER_GY = monster("T-Per-GY", Effect(ops=(Damage(Per(100, Sel(where=("gy",), kind="monster"))),)))
PER_ATTR = monster("T-Per-Attr", Effect(ops=(
    Modify(THIS, amount=Per(300, Sel(where=("gy",), kind="monster"),
                            distinct_attributes=True)),)))
PER_MEMO = monster("T-Per-Memo", Effect(ops=(
    Destroy(Sel(who="opp"), low=0, high=ALL), Damage(Per(200, memo="destroyed")))))
GAP = monster("T-Gap", Effect(ops=(Modify(THIS, amount=LPDifference()),)))
FIXED = monster("T-Fixed", Effect(ops=(Damage(Fixed(1234)),)))


def test_fixed_amount() -> None:
    duel = build(Side(monsters=[(FIXED, ATK)]))
    activate(duel, FIXED)
    assert duel.lp[1] == 8000 - 1234


def test_per_counts_the_matching_cards() -> None:
    duel = build(Side(monsters=[(PER_GY, ATK)], gy=["V4-1600", "V4-1400", "FX-RECALL"]))
    activate(duel, PER_GY)
    assert duel.lp[1] == 7800  # 2 monsters, the Spell does not count


def test_per_distinct_attributes_counts_each_attribute_once() -> None:
    # EARTH, EARTH, WIND, LIGHT: 3 different Attributes
    duel = build(Side(monsters=[(PER_ATTR, ATK)],
                      gy=["V4-1600", "V4-1400", "V3-1200", "V4-1500"]))
    activate(duel, PER_ATTR)
    assert duel.atk(at(duel, PER_ATTR)) == 1000 + 900


def test_per_memo_counts_what_an_earlier_step_did() -> None:
    duel = build(Side(monsters=[(PER_MEMO, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    duel.add_mod(at(duel, "V4-1800"), MOD_PROTECT, "effect", duel.turn)
    activate(duel, PER_MEMO)
    assert duel.lp[1] == 8000 - 400  # 2 destroyed, the protected one stayed


def test_level_of_the_saved_card() -> None:
    duel = build(Side(monsters=[(MARKER, ATK)]), Side(monsters=[("V3-1200", ATK)]))
    activate(duel, MARKER)
    assert duel.lp[1] == 8000 - 300


@pytest.mark.parametrize(("lp", "atk"), [((3000, 8000), 6000), ((8000, 5500), 3500),
                                         ((8000, 8000), 1000)])
def test_lp_difference(lp: tuple[int, int], atk: int) -> None:
    duel = build(Side(monsters=[(GAP, ATK)], lp=lp[0]), Side(lp=lp[1]))
    activate(duel, GAP)
    assert duel.atk(at(duel, GAP)) == atk


# ================================================================= conditions
CROWDED = monster("T-Crowded", Effect(conds=(Count(Sel(who="opp"), 2),), ops=(Draw(1),)))
ALONE = monster("T-Alone", Effect(conds=(Count(Sel(), 1, 1),), ops=(Draw(1),)))
EMPTY_GY = monster("T-Empty-GY", Effect(conds=(Count(Sel(where=("gy",)), 0, 0),), ops=(Draw(1),)))


@pytest.mark.parametrize(("name", "p0", "p1", "ok"), [
    (CROWDED, [], ["V4-1600"], False),
    (CROWDED, [], ["V4-1600", "V4-1400"], True),
    (ALONE, [], [], True),
    (ALONE, ["V4-1600"], [], False),
    (EMPTY_GY, [], [], True),
])
def test_count(name: str, p0: list[str], p1: list[str], ok: bool) -> None:
    duel = build(Side(monsters=[(name, ATK), *[(m, ATK) for m in p0]]),
                 Side(monsters=[(m, ATK) for m in p1]))
    assert can_activate(duel, name) == ok


def test_count_in_the_gy() -> None:
    duel = build(Side(monsters=[(EMPTY_GY, ATK)], gy=["FX-RECALL"]))
    assert not can_activate(duel, EMPTY_GY)


BEHIND = monster("T-Behind", Effect(conds=(LPLower(),), ops=(Draw(1),)))


@pytest.mark.parametrize(("lp", "ok"), [((7999, 8000), True), ((8000, 8000), False),
                                        ((8000, 100), False)])
def test_lp_lower(lp: tuple[int, int], ok: bool) -> None:
    duel = build(Side(monsters=[(BEHIND, ATK)], lp=lp[0]), Side(lp=lp[1]))
    assert can_activate(duel, BEHIND) == ok


FRESH = monster("T-Fresh", Effect(conds=(SummonedThisTurn(),), ops=(Draw(1),)))


def test_summoned_this_turn() -> None:
    duel = build(Side(monsters=[(FRESH, ATK)], hand=[FRESH]))
    assert not can_activate(duel, FRESH)  # on the field since turn 1
    do(duel, f"summon {find(duel, FRESH, 0, 'hand')} z1")
    fresh = find(duel, FRESH, 0, "mzone", nth=1)
    assert Action("activate", fresh) in duel.legal_actions()


def test_summoned_this_turn_is_only_the_kind_of_summon_named() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=[FRESH]))
    activate(duel, REVIVER)
    do(duel, "choose atk")
    assert not can_activate(duel, FRESH)  # Special Summoned, not Normal Summoned


NO_DRAW_YET = monster("T-No-Draw-Yet", Effect(conds=(NoMainPhaseDraw(),), ops=(Draw(1),)))


def test_no_main_phase_draw() -> None:
    duel = build(Side(monsters=[(NO_DRAW_YET, ATK), (NO_DRAW_YET, ATK)]))
    first, second = find(duel, NO_DRAW_YET, nth=0), find(duel, NO_DRAW_YET, nth=1)
    do(duel, f"activate {first}")
    assert len(duel.hand[0]) == 1
    assert Action("activate", second) not in duel.legal_actions()  # drew in this Main Phase


MAXIMUM = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
_MAX_CODES = (950_000_901, 950_000_902, 950_000_903)
_CARDS.extend([
    CardData(_MAX_CODES[0], "T-Max [L]", MAXIMUM, attribute=Attribute.DARK, race="Machine",
             level=4, atk=800, max_role="L", behaviour=CardScript(
                 Effect(conds=(InMaximumMode(),), ops=(Damage(Fixed(100)),)))),
    CardData(_MAX_CODES[1], "T-Max", MAXIMUM, attribute=Attribute.DARK, race="Machine",
             level=10, atk=1900, max_role="C", maximum_atk=3500,
             max_partners=(_MAX_CODES[0], _MAX_CODES[2])),
    CardData(_MAX_CODES[2], "T-Max [R]", MAXIMUM, attribute=Attribute.DARK, race="Machine",
             level=3, atk=500, max_role="R", behaviour=CardScript(
                 Effect(maximum=True, ops=(Damage(Fixed(200)),)))),
])


def test_in_maximum_mode() -> None:
    duel = build(Side(monsters=[("T-Max [L]", ATK), ("T-Max [R]", ATK)]))
    assert not can_activate(duel, "T-Max [L]") and not can_activate(duel, "T-Max [R]")
    duel = build(Side(hand=["T-Max [L]", "T-Max", "T-Max [R]"]))
    do(duel, f"maximum {find(duel, 'T-Max')}")
    assert duel.maxm[0]
    activate(duel, "T-Max [L]")  # the condition
    activate(duel, "T-Max [R]")  # Effect(maximum=True)
    assert duel.lp[1] == 7700


# =================================================================== triggers
ARMOR = trap("T-Armor", OnAttack(), Destroy(Sel(who="opp", memo="attacker")))
GUARD = trap("T-Guard", OnAttack(direct=False),
             Modify(Sel(memo="target"), amount=Fixed(1000)))
WALL_UP = trap("T-Direct-Only", OnAttack(direct=True), GainLP(Fixed(1000)))
BIG_ONLY = trap("T-Big-Only", OnAttack(attacker=Sel(who="opp", atk_min=1700)),
                Destroy(Sel(who="opp", memo="attacker")))


def test_on_attack_binds_the_attacker() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    do(duel, f"activate {find(duel, ARMOR)}")
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp == [8000, 8000]


def test_on_attack_binds_the_target() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(GUARD, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    do(duel, f"activate {find(duel, GUARD)}")  # the target: 2600 ATK
    assert names(duel, 0, "gy") == ["V4-1800"] and duel.lp == [7200, 8000]


def test_on_attack_direct_or_on_a_monster() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]), Side(spells=[(GUARD, SET)]))
    attack(duel, "V4-1800")
    assert duel.lp[1] == 6200  # not offered for a direct attack
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(WALL_UP, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert names(duel, 1, "gy") == ["V4-1600"] and names(duel, 1, "szone")[0] == WALL_UP
    duel = build(Side(monsters=[("V4-1800", ATK)]), Side(spells=[(WALL_UP, SET)]))
    attack(duel, "V4-1800")
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, WALL_UP)}")
    assert duel.lp[1] == 9000 - 1800


@pytest.mark.parametrize(("attacker", "offered"), [("V4-1600", False), ("V4-1800", True)])
def test_on_attack_attacker_filter(attacker: str, offered: bool) -> None:
    duel = build(Side(monsters=[(attacker, ATK)]), Side(spells=[(BIG_ONLY, SET)]))
    attack(duel, attacker)
    assert (duel.request is not None and duel.request.kind == "window") == offered


HOLE = trap("T-Hole", OnSummon(), Destroy(Sel(who="opp", memo="summoned")))
SP_HOLE = trap("T-Sp-Hole", OnSummon(kinds=("spsummon",)),
               Destroy(Sel(who="opp", memo="summoned")))
ANY_HOLE = trap("T-Any-Hole", OnSummon(by="any"), Destroy(Sel(who="any", memo="summoned")))
BIG_HOLE = trap("T-Big-Hole", OnSummon(monster=Sel(who="opp", atk_min=1700)),
                Destroy(Sel(who="opp", memo="summoned")))


def test_on_summon_binds_the_summoned_monster() -> None:
    duel = build(Side(hand=["V4-1600"], monsters=[("V4-1400", ATK)]),
                 Side(spells=[(HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, HOLE)}")
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 0, "mzone")[0] == "V4-1400"


def test_on_summon_kinds_and_who() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(spells=[(SP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # a Normal Summon is not a Special Summon
    duel = build(Side(hand=["V4-1600"], spells=[(HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # the player's own summon
    duel = build(Side(hand=["V4-1600"], spells=[(ANY_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, ANY_HOLE)}")
    assert names(duel, 0, "gy") == ["V4-1600", ANY_HOLE]


def test_on_summon_special_summon_and_monster_filter() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=["V4-1600"]), Side(spells=[(SP_HOLE, SET)]))
    activate(duel, REVIVER)
    do(duel, "choose atk")
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, SP_HOLE)}")
    assert "V4-1600" in names(duel, 0, "gy")
    for summoned, offered in (("V4-1600", False), ("V4-1800", True)):
        duel = build(Side(hand=[summoned]), Side(spells=[(BIG_HOLE, SET)]))
        do(duel, f"summon {find(duel, summoned)} z0")
        assert (duel.request.kind == "window") == offered


PING = spell("T-Ping", Damage(Fixed(100)))
SPELL_WATCH = trap("T-Spell-Watch", OnSpell(), GainLP(Fixed(1000)))


def test_on_spell_after_a_spell_from_the_hand_resolved() -> None:
    duel = build(Side(hand=[PING]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, PING)
    assert duel.lp[1] == 7900  # the Spell resolved first (R-REQ-2, R-TRAP-5)
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, SPELL_WATCH)}")
    assert duel.lp[1] == 8900


def test_on_spell_after_a_set_spell_resolved() -> None:
    duel = build(Side(spells=[(PING, SET)]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, PING)
    assert duel.request.kind == "window" and duel.current_player == 1


def test_on_spell_is_not_met_by_a_monster_effect() -> None:
    duel = build(Side(monsters=[(BURNER, ATK)]), Side(spells=[(SPELL_WATCH, SET)]))
    activate(duel, BURNER)
    assert duel.request.kind == "main"


AVENGER = trap("T-Avenger", OnDestroyed(Sel(where=("gy",), kind="monster")), Draw(1))
BATTLE_AVENGER = trap("T-Battle-Avenger", OnDestroyed(Sel(where=("gy",)), causes=("battle",)),
                      Draw(1))
EFFECT_AVENGER = trap("T-Effect-Avenger", OnDestroyed(Sel(where=("gy",)), causes=("destroy",)),
                      Destroy(Sel(who="opp")))


def test_on_destroyed_by_battle() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(AVENGER, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request.kind == "window" and duel.current_player == 1
    events = do(duel, f"activate {find(duel, AVENGER)}")
    assert [(e.player, e.reason) for e in events if e.kind == "draw"][:1] == [(1, "effect")]


def test_on_destroyed_by_a_card_effect_only() -> None:
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(EFFECT_AVENGER, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request is None or duel.request.kind != "window"  # battle: not met
    duel = build(Side(monsters=[(DESTROYER, ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(EFFECT_AVENGER, SET)]))
    activate(duel, DESTROYER)
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, EFFECT_AVENGER)}")
    assert names(duel, 0, "gy") == [DESTROYER]


def test_on_destroyed_battle_only_is_not_met_by_an_effect() -> None:
    duel = build(Side(monsters=[(DESTROYER, ATK)]),
                 Side(monsters=[("V4-1600", ATK)], spells=[(BATTLE_AVENGER, SET)]))
    activate(duel, DESTROYER)
    assert duel.request.kind == "main"


SELF_DESTROYER = monster("T-Self-Destroyer", Effect(ops=(Destroy(Sel(not_self=True)),)))


def test_on_destroyed_not_by_your_own_effect() -> None:
    duel = build(Side(monsters=[(SELF_DESTROYER, ATK), ("V4-1600", ATK)],
                      spells=[(AVENGER, SET)]))
    activate(duel, SELF_DESTROYER)
    assert names(duel, 0, "gy") == ["V4-1600"] and duel.request.kind == "main"


DRAW_WATCH = trap("T-Draw-Watch", OnNormalDraw(), Damage(Fixed(500)))


def test_on_normal_draw() -> None:
    duel = build(Side(spells=[(DRAW_WATCH, SET)]))
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, DRAW_WATCH)}")
    assert duel.lp[1] == 7500


def test_on_normal_draw_is_not_met_by_an_effect_draw() -> None:
    duel = build(Side(monsters=[(BOTH_DRAW, ATK)]), Side(spells=[(DRAW_WATCH, SET)]))
    activate(duel, BOTH_DRAW)
    assert duel.request.kind == "main"


EVACUATE = trap("T-Evacuate", AnyOf((OnSummon(), OnSpell())), Damage(Fixed(700)))


def test_any_of_is_met_by_either_trigger() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(spells=[(EVACUATE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "window"
    duel = build(Side(spells=[(PING, SET)]), Side(spells=[(EVACUATE, SET)]))
    activate(duel, PING)
    assert duel.request.kind == "window"
    do(duel, f"activate {find(duel, EVACUATE)}")
    assert duel.lp[0] == 7300
    duel = build(Side(monsters=[(BURNER, ATK)]), Side(spells=[(EVACUATE, SET)]))
    activate(duel, BURNER)
    assert duel.request.kind == "main"


# ================================================================== selectors
LEGEND = card("T-Legend", CardType.MONSTER | CardType.NORMAL, attribute=Attribute.LIGHT,
              race="Dragon", level=8, atk=3000, defense=2500, legend=True)
ALIAS = monster("T-Alias", name_in_hand="V4-1600")


@pytest.fixture(scope="module")
def board() -> Duel:
    return build(
        Side(monsters=[("V4-1600", ATK), ("V4-WALL", DEF), ("V7-2500", SET)],
             hand=["V8-3000", ALIAS], gy=["V4-1500", "V3-1200", LEGEND, "FX-RECALL"]),
        Side(monsters=[("V4-1800", ATK), ("V3-1000", DEF)], spells=[("FX-HOLE", SET)]))


def _sel(duel: Duel, sel: Sel, memo: tuple[tuple[str, Any], ...] = ()) -> list[str]:
    ctx = Ctx(find(duel, "V4-1600", 0, "mzone"), 0, memo)
    return sorted(duel.data[i].name for i in sel.cards(duel, ctx))


MINE = ["V4-1600", "V4-WALL", "V7-2500"]


@pytest.mark.parametrize(("sel", "expected"), [
    (Sel(), MINE),
    (Sel(who="opp"), ["V3-1000", "V4-1800"]),
    (Sel(who="any"), sorted([*MINE, "V3-1000", "V4-1800"])),
    (Sel(where=("szone",), who="opp"), ["FX-HOLE"]),
    (Sel(where=("hand",)), [ALIAS, "V8-3000"]),
    (Sel(face="up"), ["V4-1600", "V4-WALL"]),
    (Sel(face="down"), ["V7-2500"]),
    (Sel(pos="atk"), ["V4-1600"]),
    (Sel(pos="def"), ["V4-WALL", "V7-2500"]),  # face-down counts as Defense
    (Sel(where=("gy",), kind="monster"), sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), kind="spell"), ["FX-RECALL"]),
    (Sel(where=("gy",), kind="normal monster"), sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), attribute=attributes("LIGHT", "WIND")),
     sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), attribute=attributes("WIND")), ["V3-1200"]),
    (Sel(where=("gy",), race="Dragon"), sorted([LEGEND, "V4-1500"])),
    (Sel(level_min=4, level_max=4), ["V4-1600", "V4-WALL"]),
    (Sel(level_min=5), []),  # a face-down monster shows no stats
    (Sel(atk_min=1000), ["V4-1600"]),
    (Sel(atk_max=0), ["V4-WALL"]),
    (Sel(def_min=2000), ["V4-WALL"]),
    (Sel(def_max=1000), ["V4-1600"]),
    (Sel(name="V4-WALL"), ["V4-WALL"]),
    (Sel(where=("hand",), name="V4-1600"), [ALIAS]),  # treated as that name (R-CARD-1)
    (Sel(names=("V4-WALL", "V7-2500")), ["V4-WALL", "V7-2500"]),
    (Sel(not_name="V4-WALL"), ["V4-1600", "V7-2500"]),
    (Sel(who="any", highest_atk=True), ["V4-1800"]),
    (Sel(where=("gy",), legend=True), [LEGEND]),
    (Sel(where=("gy",), kind="monster", legend=False), ["V3-1200", "V4-1500"]),
    (Sel(not_self=True), ["V4-WALL", "V7-2500"]),
    (THIS, ["V4-1600"]),
    (Sel(face="up") & Sel(race="Rock"), ["V4-WALL"]),
    (Sel(who="opp") & Sel(level_max=3), ["V3-1000"]),  # defaults do not override
    (Sel(who="opp", face="up") & Sel(who="any", pos="atk"), ["V4-1600", "V4-1800"]),
])
def test_selector_filters(board: Duel, sel: Sel, expected: list[str]) -> None:
    assert _sel(board, sel) == expected


def test_selector_memo_and_exclude_memo(board: Duel) -> None:
    memo = (("chosen", (find(board, "V4-WALL"),)),)
    assert _sel(board, Sel(memo="chosen"), memo) == ["V4-WALL"]
    assert _sel(board, Sel(exclude_memo="chosen"), memo) == ["V4-1600", "V7-2500"]
    assert _sel(board, Sel(memo="chosen")) == []  # nothing saved


def test_a_maximum_mode_monster_is_one_monster_and_cannot_change_position() -> None:
    duel = build(Side(hand=["T-Max [L]", "T-Max", "T-Max [R]"]))
    do(duel, f"maximum {find(duel, 'T-Max')}")
    ctx = Ctx(find(duel, "T-Max"), 0)
    assert [duel.data[i].name for i in Sel().cards(duel, ctx)] == ["T-Max"]  # R-MAX-5
    assert Sel(can_change_position=True).cards(duel, ctx) == []  # R-MAX-4


@pytest.mark.parametrize(("sel", "count", "text"), [
    (Sel(face="up", race="Dragon", level_max=4), "1",
     "1 face-up Level 4 or lower Dragon monster you control"),
    (Sel(where=("gy",), kind="monster"), "2", "2 monsters in your GY"),
    (Sel(who="opp", where=("szone",)), "1", "1 card in your opponent's Spell & Trap Zones"),
    (Sel(who="any"), "all", "all monsters on the field"),
    (Sel(who="opp", pos="atk"), "all", "all Attack Position monsters your opponent controls"),
    (THIS, "1", "this card"),
    (Sel(face="up", attribute=attributes("DARK"), race="Spellcaster"), "a",
     "a face-up DARK Spellcaster monster you control"),
    (Sel(where=("hand",), kind="spell"), "1", "1 Spell Card in your hand"),
    (Sel(where=("gy",), kind="monster", names=("A", "B")), "1",
     '1 monster named "A" or "B" in your GY'),
    (Sel(where=("gy",), who="any", kind="monster"), "1", "1 monster in either player's GY"),
    (Sel(where=("hand",), kind="maximum monster"), "2", "2 Maximum Monsters in your hand"),
    (Sel(where=("hand",), kind="monster maximum"), "2", "2 Maximum Monsters in your hand"),
    (Sel(face="up", kind="normal monster", legend=True), "a",
     "a face-up Legend Normal Monster you control"),
])
def test_selector_text(sel: Sel, count: str, text: str) -> None:
    assert sel.text(count) == text


# ======================================================= continuous effects
BANNER = monster("T-Banner", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 300, "gain 300 ATK"),)))
UNDERDOG = monster("T-Underdog", Effect(kind="continuous", mods=(
    Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=LPLower()),)))


def test_cont_applies_while_face_up_on_the_field() -> None:
    duel = build(Side(monsters=[(BANNER, ATK), ("V4-1600", ATK)]),
                 Side(monsters=[("V4-1400", ATK)]))
    assert duel.atk(at(duel, "V4-1600")) == 1900 and duel.atk(at(duel, BANNER)) == 1000
    assert duel.atk(at(duel, "V4-1400")) == 1400  # only "you control"
    duel = build(Side(monsters=[(BANNER, SET), ("V4-1600", ATK)]))
    assert duel.atk(at(duel, "V4-1600")) == 1600  # face-down: no effect (R-EFF-5)


def test_cont_stops_when_the_card_leaves_the_field() -> None:
    duel = build(Side(monsters=[(BANNER, ATK), ("V4-1600", ATK)]),
                 Side(monsters=[(DESTROYER, ATK)]), turn=4, tp=1)
    do(duel, f"activate {find(duel, DESTROYER)}")
    do(duel, f"pick {find(duel, BANNER)}")
    assert duel.atk(at(duel, "V4-1600")) == 1600


@pytest.mark.parametrize(("lp", "atk"), [(8000, 1000), (7000, 2000)])
def test_cont_with_a_condition(lp: int, atk: int) -> None:
    duel = build(Side(monsters=[(UNDERDOG, ATK)], lp=lp))
    assert duel.atk(at(duel, UNDERDOG)) == atk


WARDEN = monster("T-Warden", Effect(kind="continuous", bans=(
    Ban("spsummon", "both", Sel(where=("hand", "gy"), who="any", level_min=7),
        "Special Summon Level 7 or higher monsters from the hand or GY"),
    Ban("set", "opp", Sel(where=("hand",), who="any", kind="monster"),
        "Set monsters from the hand"),
)))


def test_ban_special_summon() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=["V7-2500"]),
                 Side(monsters=[(WARDEN, ATK)]))
    assert not can_activate(duel, REVIVER)
    duel = build(Side(monsters=[(REVIVER, ATK), (WARDEN, ATK)], gy=["V7-2500", "V4-1600"]))
    activate(duel, REVIVER)  # only the Level 4: forced
    do(duel, "choose atk")
    assert names(duel, 0, "gy") == ["V7-2500"] and "V4-1600" in names(duel, 0, "mzone")


def test_ban_set_applies_to_the_opponent_only() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(monsters=[(WARDEN, ATK)]))
    kinds = {a.kind for a in duel.legal_actions() if a.card == find(duel, "V4-1600")}
    assert kinds == {"summon"}
    duel = build(Side(hand=["V4-1600"], monsters=[(WARDEN, ATK)]))
    kinds = {a.kind for a in duel.legal_actions() if a.card == find(duel, "V4-1600")}
    assert kinds == {"summon", "set"}


HORN = card("T-Horn", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(face="up", race="Warrior"),
    mods=(Cont(EQUIPPED, MOD_ATK, 300, "gains 300 ATK"),)))


def test_equip_to_attaches_the_spell_to_a_chosen_monster() -> None:
    duel = build(Side(hand=[HORN], monsters=[("V4-1600", ATK), ("V4-1400", ATK),
                                             ("V3-1200", ATK)]),
                 Side(monsters=[("V4-1800", ATK)]))
    activate(duel, HORN)
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V4-1400")}  # Warriors only
    do(duel, f"pick {find(duel, 'V4-1400')}")
    horn = at(duel, HORN, 0, "szone")
    assert duel.equip[horn] == find(duel, "V4-1400")  # stays in its zone (R-EQUIP-1)
    assert duel.atk(at(duel, "V4-1400")) == 1700 and duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1400", "V4-1800")  # 1700 against 1800
    assert names(duel, 0, "gy") == ["V4-1400", HORN]  # R-EQUIP-4


def test_equip_needs_a_monster_that_matches() -> None:
    duel = build(Side(hand=[HORN], monsters=[("V3-1200", ATK), ("V4-1600", SET)]))
    assert not can_activate(duel, HORN)


# ============================================================ fusion and ritual
FUSE = spell("T-Fuse", FusionSummon(Sel(face="up")))
RITUAL_MONSTER = card("T-Ritual-Monster", CardType.MONSTER | CardType.RITUAL,
                      attribute=Attribute.DARK, race="Warrior", level=6, atk=2600, defense=2000)
RITE = spell("T-Rite", RitualSummon((RITUAL_MONSTER,), 6, Sel(face="up")))
TWIN = monster("T-Twin", Effect(ops=(Grant(THIS, kind=MOD_DOUBLE, value="T-Twin-Fusion",
                                           phrase="counts as 2 materials"),)))
TWIN_FUSION = card("T-Twin-Fusion", CardType.MONSTER | CardType.FUSION,
                   attribute=Attribute.EARTH, race="Warrior", level=8, atk=3000, defense=2000,
                   materials=(TWIN, TWIN, "V4-1400"))


def test_fusion_summon() -> None:
    duel = build(Side(hand=[FUSE], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                      extra=["FX-FUSION-2"]))
    activate(duel, FUSE)
    assert duel.request.kind == "position"  # the only Fusion, the only materials
    do(duel, "choose def")
    fusion = at(duel, "FX-FUSION-2", 0, "mzone")
    assert duel.pos[fusion] == DEF and duel.proper[fusion]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", FUSE])


def test_ritual_summon_offers_only_materials_that_complete_a_set() -> None:
    duel = build(Side(hand=[RITE], monsters=[("V4-1600", ATK), ("V2-500", ATK),
                                             ("V1-100", ATK)], extra=[RITUAL_MONSTER]))
    activate(duel, RITE)
    assert duel.request.kind == "pick"
    # {4, 2} is the only valid set for 6: the Level 1 would be surplus (R-RIT-3)
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V2-500")}
    do(duel, f"pick {find(duel, 'V2-500')}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [RITUAL_MONSTER, "", "V1-100"]
    assert duel.how[at(duel, RITUAL_MONSTER)] == "ritual"
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RITE])


@pytest.mark.parametrize(("levels", "ok"), [
    ([4, 4], True), ([4, 2], True), ([6], True), ([3, 3], True),
    ([4, 2, 1], False), ([6, 1], False), ([4, 1], False), ([], False), ([7, 7], False),
])
def test_ritual_ok_r_rit_3(levels: list[int], ok: bool) -> None:
    assert ritual_ok(levels, 6) == ok


@pytest.mark.parametrize(("chosen", "pool_levels", "ok"), [
    ([], [4, 2, 1], True), ([4], [1], False), ([1], [4, 2], False), ([4], [2, 1], True),
    ([6, 1], [], False), ([], [2, 1, 1], False), ([], [5, 1, 1], True),
])
def test_ritual_completable(chosen: list[int], pool_levels: list[int], ok: bool) -> None:
    assert ritual_completable(chosen, pool_levels, 6) == ok


def _brute_ritual_ok(levels: list[int], total: int) -> bool:
    """R-RIT-3 spelt out: the set reaches the total and no smaller part of it does."""
    if sum(levels) < total:
        return False
    return not any(sum(part) >= total for k in range(len(levels))
                   for part in itertools.combinations(levels, k))


LEVELS = st.lists(st.integers(min_value=1, max_value=12), max_size=6)


@given(LEVELS, st.integers(min_value=1, max_value=24))
def test_ritual_ok_matches_the_brute_force_definition(levels: list[int], total: int) -> None:
    assert ritual_ok(levels, total) == _brute_ritual_ok(levels, total)


@given(LEVELS, st.lists(st.integers(min_value=1, max_value=12), max_size=5),
       st.integers(min_value=1, max_value=24))
def test_ritual_completable_matches_the_brute_force_definition(
        chosen: list[int], pool_levels: list[int], total: int) -> None:
    brute = any(_brute_ritual_ok([*chosen, *extra], total) for k in range(len(pool_levels) + 1)
                for extra in itertools.combinations(pool_levels, k))
    assert ritual_completable(chosen, pool_levels, total) == brute


def test_can_cover_fusion_materials() -> None:
    duel = build(Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1600", ATK)],
                      hand=[ALIAS], extra=["FX-FUSION-2"]))
    a, b = at(duel, "V4-1600", 0, "mzone"), at(duel, "V4-1400")
    a2 = duel.inst(find(duel, "V4-1600", 0, "mzone", nth=1))
    alias = at(duel, ALIAS)
    slots, name = ("V4-1600", "V4-1400"), "FX-FUSION-2"
    assert can_cover(duel, [a, b], slots, name) and can_cover(duel, [b, a], slots, name)
    assert not can_cover(duel, [a], slots, name)  # a slot left empty
    assert not can_cover(duel, [a, a2], slots, name)  # no V4-1400
    assert not can_cover(duel, [a, b, a2], slots, name)  # one card too many
    assert can_cover(duel, [alias, b], slots, name)  # treated as "V4-1600" in the hand
    assert can_cover(duel, [], (), name) and not can_cover(duel, [], slots, name)


def test_can_cover_a_card_counted_as_two_materials() -> None:
    duel = build(Side(monsters=[(TWIN, ATK), ("V4-1400", ATK), (TWIN, ATK)],
                      extra=[TWIN_FUSION]))
    twin, b = at(duel, TWIN, 0, "mzone"), at(duel, "V4-1400")
    twin2 = duel.inst(find(duel, TWIN, 0, "mzone", nth=1))
    slots = (TWIN, TWIN, "V4-1400")
    assert not can_cover(duel, [twin, b], slots, TWIN_FUSION)
    assert can_cover(duel, [twin, twin2, b], slots, TWIN_FUSION)
    do(duel, f"activate {duel.oid[twin]}")
    assert can_cover(duel, [twin, b], slots, TWIN_FUSION)  # R-FUS-4: 2 materials
    assert can_cover(duel, [twin, twin2, b], slots, TWIN_FUSION)  # or just one
    assert not can_cover(duel, [twin], slots, TWIN_FUSION)
    assert not can_cover(duel, [twin, b], slots, "FX-FUSION-2")  # only for the named Fusion
