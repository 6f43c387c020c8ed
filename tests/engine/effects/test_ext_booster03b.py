"""The DSL primitives of rushdesk/engine/effects/ext_booster03b.py, one small duel each.

Test cards here are throwaways (passcodes 953_103_000+), built from the primitive
under test and merged into the fixture pool.
"""

from __future__ import annotations

import itertools
import random
from functools import cache
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Duel, Event
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.core import ALL, Ctx
from rushdesk.engine.effects.ext_booster03b import (
    ChangeThisPosition,
    DamageIfAny,
    Excavate,
    ExcavatedToBottom,
    ModifyIfAny,
    NamedLevelOf,
    OnAttackTargeting,
    OnSpellTrapDestroyed,
    PerRemembered,
    Remembered,
    SameAttribute,
    SetOriginalAtk,
    XSel,
)
from rushdesk.engine.effects.ops import Damage, Fixed, Mill, Modify, Per, Then
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_RACE

from ..util import do, find, names

EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
_codes = itertools.count(953_103_001)
_CARDS: list[CardData] = []


def card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind,
                           behaviour=CardScript(*effects) if effects else None, **facts))
    return name


def monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000, dfn: int = 1000,
            race: str = "Warrior", attr: Attribute = Attribute.EARTH) -> str:
    return card(name, EFFECT_MONSTER, *effects, level=level, atk=atk, defense=dfn, race=race,
                attribute=attr)


def trap(name: str, trigger: Any, *ops: Any) -> str:
    return card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


@cache
def pool() -> CardPool:
    return FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Duel:
    kwargs.setdefault("turn", 3)
    return scenario(pool(), p0=p0, p1=p1, filler="V1-100", **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = None) -> int:
    return duel.inst(find(duel, name, player, zone))


def can_activate(duel: Duel, name: str, player: int = 0) -> bool:
    oid = find(duel, name, player)
    return any(a.kind == "activate" and a.card == oid for a in duel.legal_actions())


def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


# ------------------------------------------------------------------ selectors
def test_xsel_any_of_kinds_types_and_an_excluded_attribute() -> None:
    duel = build(Side(hand=["V4-1600", "FX-RECALL", "FX-MIRROR"],
                      monsters=[("V4-1500", ATK), ("V3-1000", ATK), ("V3-1200", SET)]))
    ctx = Ctx(find(duel, "V4-1500"), 0)
    spell_trap = XSel(where=("hand",), kinds=("spell", "trap"))
    assert {duel.data[i].name for i in spell_trap.cards(duel, ctx)} == {"FX-RECALL", "FX-MIRROR"}
    sea = XSel(face="up", races=("Aqua", "Dragon", "Beast"))
    assert {duel.data[i].name for i in sea.cards(duel, ctx)} == {"V4-1500", "V3-1000"}
    not_light = XSel(not_attribute=Attribute.LIGHT)  # a face-down monster shows none
    assert [duel.data[i].name for i in not_light.cards(duel, ctx)] == ["V3-1000"]
    assert spell_trap.text() == "1 Spell/Trap Card in your hand"
    assert sea.text("all") == "all face-up Aqua, Dragon or Beast monsters you control"
    assert XSel(who="opp", not_attribute=Attribute.WATER).text("a") == \
        "a monster with an Attribute other than WATER your opponent controls"
    assert XSel(where=("fzone",), face="up", names=("Umi (Rush)",)).text("a") == \
        'a face-up card named "Umi" in your Field Zone'
    assert XSel(who="opp", where=("szone", "fzone"), kinds=("spell", "trap")).text("") == \
        "Spell/Trap Card in your opponent's Spell & Trap Zones or Field Zone"
    assert XSel(face="up") & Sel(race="Fish") == XSel(face="up", race="Fish")


SEA_FIELD = card("T-Sea-Field", CardType.SPELL | CardType.FIELD, Effect(kind="field", mods=(
    Cont(XSel(who="any", face="up", races=("Aqua",)), MOD_ATK, 300, "gain 300 ATK"),
    Cont(XSel(who="any", face="up", attribute=Attribute.LIGHT), MOD_ATK, 100, "gain 100 ATK"),
    Cont(XSel(who="any", face="up", not_attribute=Attribute.WATER), MOD_ATK, -50,
         "lose 50 ATK"))))


def test_xsel_as_a_field_target_follows_type_changes_without_recursing() -> None:
    duel = build(Side(monsters=[("V3-1000", ATK), ("V4-1500", ATK), ("V4-1600", ATK)],
                      field_spell=(SEA_FIELD, ATK)))
    aqua, light, warrior = (at(duel, n) for n in ("V3-1000", "V4-1500", "V4-1600"))
    assert [duel.atk(i) for i in (aqua, light, warrior)] == [1300, 1550, 1550]
    duel.add_mod(warrior, MOD_RACE, "Aqua", duel.turn)  # a lingering Type change counts
    assert duel.race(warrior) == "Aqua" and duel.atk(warrior) == 1850


# ------------------------------------------------------------------ operations
FLIPPER = monster("T-Flipper", Effect(costs=(ChangeThisPosition(),),
                                      ops=(Modify(THIS, amount=Fixed(100)),)))


def test_change_this_position_flips_attack_and_defense_as_a_cost() -> None:
    duel = build(Side(monsters=[(FLIPPER, ATK)]))
    events = do(duel, f"activate {find(duel, FLIPPER)}")
    [flip] = [e for e in events if e.kind == "position"]
    assert (flip.value, flip.reason, flip.by) == (DEF, "cost", 0)
    assert duel.atk(at(duel, FLIPPER)) == 1100
    duel = build(Side(monsters=[(FLIPPER, DEF)]))
    do(duel, f"activate {find(duel, FLIPPER)}")
    assert duel.pos[at(duel, FLIPPER)] == ATK
    assert ChangeThisPosition().text().startswith("change this card's battle position")


EXCAVATOR = monster("T-Excavator", Effect(ops=(
    Excavate(3, who="opp"),
    Modify(THIS, amount=PerRemembered(500, memo="excavated", kind="monster",
                                      what="monster excavated this way")),
    ExcavatedToBottom("excavated", who="opp"))))
SELF_DIGGER = monster("T-Self-Digger", Effect(ops=(
    Excavate(2, who="you"), ExcavatedToBottom("excavated", who="you"))))


def test_excavate_reveals_counts_and_bottoms_the_top_cards_in_order() -> None:
    duel = build(Side(monsters=[(EXCAVATOR, ATK)]),
                 Side(deck=["V4-1600", "FX-RECALL", "V2-500", "V3-1000"]))
    events = do(duel, f"activate {find(duel, EXCAVATOR)}")
    shown = [e for e in events if e.kind == "reveal"]
    assert [(e.player, e.reason, e.cvis) for e in shown] == [(1, "excavate", 3)] * 3
    assert duel.atk(at(duel, EXCAVATOR)) == 1000 + 2 * 500
    assert names(duel, 1, "deck") == ["V2-500", "FX-RECALL", "V4-1600", "V3-1000"]  # bottom 1st
    duel = build(Side(monsters=[(EXCAVATOR, ATK)]), Side(deck=["V4-1600", "V2-500"]))
    assert not can_activate(duel, EXCAVATOR)  # fewer than 3 cards
    duel = build(Side(monsters=[(SELF_DIGGER, ATK)], deck=["V4-1600", "V2-500", "V3-1000"]))
    do(duel, f"activate {find(duel, SELF_DIGGER)}")
    assert names(duel, 0, "deck") == ["V2-500", "V4-1600", "V3-1000"]
    assert Excavate(5).text() == "your opponent excavates the top 5 cards of their Deck"
    assert Excavate(2, who="you").text() == "excavate the top 2 cards of your Deck"
    assert ExcavatedToBottom().text() == \
        "your opponent places the excavated cards on the bottom of their Deck"


def test_excavated_cards_stay_known_to_both_players_at_the_bottom() -> None:
    """Both players saw the excavated cards go to the bottom of the Deck in order: the
    owner's view lists them there and neither player's determinized worlds re-deal
    them (found by fuzzing real decks: the reveal named cards nobody "knew")."""
    duel = build(Side(monsters=[(EXCAVATOR, ATK)], deck=["V1-100"] * 4),
                 Side(deck=["V4-1600", "FX-RECALL", "V2-500", "V3-1000", "V1-100"]))
    do(duel, f"activate {find(duel, EXCAVATOR)}")
    bottom = duel.deck[1][:3]
    assert [duel.known[i] for i in bottom] == [3, 3, 3]
    view = duel.observe(1).data["players"][1]
    assert [code for _, code in view["deck_known"]] == [duel.data[i].code for i in bottom]
    for p, seed in itertools.product((0, 1), range(5)):
        world = duel.determinize(p, random.Random(seed))
        assert [world.data[i].code for i in world.deck[1][:3]] == \
            [duel.data[i].code for i in bottom]


BURNER = monster("T-Burner", Effect(ops=(
    DamageIfAny(Per(300, XSel(who="opp", where=("szone", "fzone"), kinds=("spell", "trap")))),)))


def test_damage_if_any_needs_a_damage_above_0() -> None:
    duel = build(Side(monsters=[(BURNER, ATK)]), Side(spells=[("FX-MIRROR", SET)]))
    do(duel, f"activate {find(duel, BURNER)}")
    assert duel.lp == [8000, 7700]
    duel = build(Side(monsters=[(BURNER, ATK)]))
    assert not can_activate(duel, BURNER)


SHRINKER = monster("T-Shrinker", Effect(ops=(
    ModifyIfAny(Sel(who="opp"), high=ALL, sign=-1, amount=Per(200, Sel(race="Aqua"))),)))


def test_modify_if_any_needs_a_change_above_0() -> None:
    duel = build(Side(monsters=[(SHRINKER, ATK), ("V3-1000", ATK)]),
                 Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, SHRINKER)}")
    assert duel.atk(at(duel, "V4-1600")) == 1400
    duel = build(Side(monsters=[(SHRINKER, ATK)]), Side(monsters=[("V4-1600", ATK)]))
    assert not can_activate(duel, SHRINKER)


ZEROER = monster("T-Zeroer", Effect(ops=(
    SetOriginalAtk(Sel(who="opp", face="up"), amount=Fixed(0)),)))


def test_set_original_atk_keeps_later_changes_and_ends_with_the_turn() -> None:
    duel = build(Side(monsters=[(ZEROER, ATK)]), Side(monsters=[("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, ZEROER)}")
    big = at(duel, "V8-3000")
    assert duel.atk(big) == 0
    duel.add_mod(big, MOD_ATK, 300, duel.turn)
    assert duel.atk(big) == 300
    do(duel, "end")
    assert duel.atk(big) == 3000
    assert SetOriginalAtk(Sel(who="opp"), amount=Fixed(0)).text() == (
        "the original ATK of 1 monster your opponent controls becomes 0 until the end of "
        "this turn")


# ------------------------------------------------------------------ conditions
PAIRED = monster("T-Paired", Effect(conds=(SameAttribute(2),),
                                    ops=(Modify(THIS, amount=Fixed(100)),)))


def test_same_attribute_counts_face_up_monsters_you_control() -> None:
    duel = build(Side(monsters=[(PAIRED, ATK), ("V4-1600", ATK)]))  # both EARTH
    assert can_activate(duel, PAIRED)
    duel = build(Side(monsters=[(PAIRED, ATK), ("V4-1600", SET), ("V4-1500", ATK)]),
                 Side(monsters=[("V4-1400", ATK)]))
    assert not can_activate(duel, PAIRED)
    assert SameAttribute(2).text() == \
        "you control 2 or more face-up monsters with the same Attribute"


LEVELLER = monster("T-Leveller", Effect(ops=(
    Mill(1),
    Then((Modify(THIS, amount=NamedLevelOf(100, "milled", "the sent monster")),),
         condition=Remembered("milled", Sel(where=("gy",), kind="monster"),
                              "a monster was sent")))))


def test_remembered_and_named_level_of_use_the_milled_card() -> None:
    duel = build(Side(monsters=[(LEVELLER, ATK)], deck=["V8-3000"]))
    do(duel, f"activate {find(duel, LEVELLER)}")
    assert duel.atk(at(duel, LEVELLER)) == 1000 + 800
    duel = build(Side(monsters=[(LEVELLER, ATK)], deck=["FX-RECALL"]))
    do(duel, f"activate {find(duel, LEVELLER)}")
    assert duel.atk(at(duel, LEVELLER)) == 1000
    assert NamedLevelOf(100, "milled", "the sent monster").phrase("ATK") == \
        "ATK equal to 100 times the Level of the sent monster"
    assert PerRemembered(100, memo="excavated", what="monster excavated this way").phrase(
        "ATK") == "100 ATK for each monster excavated this way"


# -------------------------------------------------------------------- triggers
GUARD = trap("T-Guard-Warrior", OnAttackTargeting(target=Sel(pos="atk", race="Warrior")),
             Damage(Fixed(100)))


def test_on_attack_targeting_binds_only_attacks_on_a_matching_monster() -> None:
    def attack_on(target: str, pos: int) -> Duel:
        duel = build(Side(monsters=[(target, pos)], spells=[(GUARD, SET)]),
                     Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]),
                     turn=4, tp=1, phase="battle")
        do(duel, f"attack {find(duel, 'V8-3000')} -> {find(duel, target)}")
        return duel

    duel = attack_on("V4-1600", ATK)
    assert duel.request.kind == "window" and can_activate(duel, GUARD)
    do(duel, f"activate {find(duel, GUARD)}")
    assert duel.lp[1] == 7900
    for target, pos in (("V4-1600", DEF), ("V4-1500", ATK)):  # Defense; not a Warrior
        assert attack_on(target, pos).request.kind != "window"
    trig = OnAttackTargeting(target=Sel(face="up", kind="normal monster"))
    assert trig.text() == ("when an opponent's monster declares an attack targeting your "
                           "face-up Normal Monster")
    duel = build(Side(spells=[(GUARD, SET)]), Side(monsters=[("V8-3000", ATK)]), turn=4, tp=1,
                 phase="battle")
    events = do(duel, f"attack {find(duel, 'V8-3000')} -> direct")
    assert trig.bind(duel, Ctx(find(duel, GUARD), 0), tuple(events)) is None


def test_on_spell_trap_destroyed_needs_the_opponent_to_destroy_your_spell_trap() -> None:
    duel = build(Side(spells=[("FX-MIRROR", SET)]))
    ctx = Ctx(find(duel, "FX-MIRROR"), 0)

    def gone(src: str, reason: str, by: int, player: int = 0) -> tuple[Event, ...]:
        return (Event("move", player, 99, 1, src, "gy", reason=reason, by=by),)

    trig = OnSpellTrapDestroyed()
    assert trig.bind(duel, ctx, gone("szone", "destroy", 1)) == (("destroyed", (99,)),)
    assert trig.bind(duel, ctx, gone("fzone", "destroy", 1)) is not None
    assert trig.bind(duel, ctx, gone("szone", "destroy", 0)) is None  # by its own player
    assert trig.bind(duel, ctx, gone("szone", "rule", 1)) is None  # a replaced Field Spell
    assert trig.bind(duel, ctx, gone("mzone", "destroy", 1)) is None  # a monster
    assert trig.bind(duel, ctx, gone("szone", "destroy", 0, player=1)) is None  # not yours
    assert trig.text() == ("when a Spell/Trap Card you control is destroyed by your "
                           "opponent's card effect")
