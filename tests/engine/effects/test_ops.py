"""Effect DSL primitives: the operations and the structure steps (Optional, Then,
multi-choice), one small duel each."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, DEF, SET, Action
from rushdesk.engine.effects.conditions import (
    DidAny,
    LPLower,
    OnAttack,
)
from rushdesk.engine.effects.core import ALL
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
    LookAt,
    Mill,
    MillCost,
    Modify,
    NegateAttack,
    Optional,
    PayLP,
    ReturnToHand,
    Reveal,
    SendCost,
    SendToGY,
    SpecialSummon,
    Then,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_PIERCE, MOD_PROTECT, MOD_RACE

from ..util import do, find, names
from .dsl import (
    BOTH_DRAW,
    BURNER,
    DESTROYER,
    MARKER,
    REVIVER,
    activate,
    at,
    attack,
    build,
    can_activate,
    monster,
    moves,
    picks,
    trap,
)

# ======================================================================= operations


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


EXTRA_CALLER = monster("T-Extra-Caller", Effect(ops=(
    SpecialSummon(Sel(where=("gy", "extra"), kind="monster")),)))


def test_a_plain_special_summon_never_takes_a_monster_from_the_extra_deck() -> None:
    # R-FUS-1: a Fusion Monster leaves the Extra Deck only by a Fusion Summon.
    duel = build(Side(monsters=[(EXTRA_CALLER, ATK)], extra=["FX-FUSION-2"]))
    assert not can_activate(duel, EXTRA_CALLER)
    duel = build(Side(monsters=[(EXTRA_CALLER, ATK)], gy=["V4-1800"], extra=["FX-FUSION-2"]))
    activate(duel, EXTRA_CALLER)
    assert duel.request.kind == "position"  # the one candidate, the GY monster
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [EXTRA_CALLER, "V4-1800", ""]
    assert names(duel, 0, "extra") == ["FX-FUSION-2"]


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


def test_draw() -> None:
    duel = build(Side(monsters=[(DRAWER, ATK), (BOTH_DRAW, ATK)]))
    activate(duel, DRAWER)
    assert len(duel.hand[0]) == 1 and len(duel.hand[1]) == 0
    activate(duel, BOTH_DRAW)
    assert len(duel.hand[0]) == 3 and len(duel.hand[1]) == 2


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


def test_pay_lp_is_a_cost_and_paying_all_of_them_loses_before_the_effect() -> None:
    duel = build(Side(monsters=[(PAYER, ATK)], lp=999))
    assert not can_activate(duel, PAYER)
    duel = build(Side(monsters=[(PAYER, ATK)], lp=1000))
    events = activate(duel, PAYER)  # R-WIN-1: LP are checked after the payment
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]
    assert [e.reason for e in events if e.kind == "damage"] == ["cost"]
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
