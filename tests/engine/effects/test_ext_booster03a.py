"""The booster03a DSL primitives (rushdesk/engine/effects/ext_booster03a.py), one small
duel each with throwaway test cards (passcodes 953_103_000+)."""

from __future__ import annotations

import itertools
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.core import Ctx
from rushdesk.engine.effects.ext_booster03a import (
    CountsEqual,
    GrantSecondAttack,
    SetFromGY,
    SpecialSummonAfterCost,
    ToDeckDistinct,
    XSel,
)
from rushdesk.engine.effects.ops import Fixed, ModifyAtkDef, SendCost
from rushdesk.engine.effects.script import THIS, CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_EXTRA_ATTACK_AFTER_KILL

from ..util import do, find, names

_codes = itertools.count(953_103_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    behaviour = CardScript(*effects) if effects else None
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=behaviour, **facts))
    return name


def _monster(name: str, *effects: Effect, race: str = "Warrior", level: int = 4) -> str:
    return _card(name, CardType.MONSTER | (CardType.EFFECT if effects else CardType.NORMAL),
                 *effects, level=level, atk=1000, defense=1000, race=race,
                 attribute=Attribute.EARTH)


BEAST = _monster("X-BEAST", race="Beast")
BIRD = _monster("X-BIRD", race="Winged Beast")
FISH = _monster("X-FISH", race="Fish")
SPELL_A = _card("X-SPELL-A", CardType.SPELL)
TRAP_B = _card("X-TRAP-B", CardType.TRAP)
FIELD = _card("X-FIELD", CardType.SPELL | CardType.FIELD)
FILLER_SPELL = _card("X-FILLER-SPELL", CardType.SPELL)
ANIMALS = XSel(where=("hand",), kind="monster", races=("Beast", "Winged Beast"))
SHRINK = _monster("X-SHRINK", Effect(ops=(ModifyAtkDef(Sel(who="opp", face="up"),
                                                       amount=Fixed(300), sign=-1),)))
SETTER = _monster("X-SETTER", Effect(ops=(SetFromGY(Sel(where=("gy",), names=(
    SPELL_A, TRAP_B, FIELD)), low=1, high=3),)))
DISTINCT = _monster("X-DISTINCT", Effect(ops=(ToDeckDistinct(Sel(where=("gy",), names=(
    BEAST, BIRD)), low=2, high=2, where="bottom"),)))
SUMMONER = _monster("X-SUMMONER", Effect(costs=(SendCost(THIS),), ops=(
    SpecialSummonAfterCost(ANIMALS, freed=THIS),)))
EQUAL = _monster("X-EQUAL", Effect(conds=(CountsEqual(Sel(who="opp"), Sel(where=("szone",))),),
                                   ops=(ModifyAtkDef(THIS, amount=Fixed(100)),)))
KILLER = _monster("X-KILLER", Effect(ops=(GrantSecondAttack(THIS),)))
POOL = FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None) -> Duel:
    return scenario(POOL, p0=p0, p1=p1, filler="V1-100")


def can_activate(duel: Duel, name: str) -> bool:
    card = find(duel, name, 0, "mzone")
    return any(a.kind == "activate" and a.card == card for a in duel.legal_actions())


def test_xsel_matches_any_of_its_types_and_names_them() -> None:
    duel = build(Side(hand=[BEAST, BIRD, FISH]))
    ctx = Ctx(-1, 0)
    assert [duel.data[i].name for i in ANIMALS.cards(duel, ctx)] == [BEAST, BIRD]
    assert ANIMALS.text() == "1 Beast or Winged Beast monster in your hand"
    assert XSel(races=("A", "B", "C")).text("*") == "A, B or C monsters you control"
    assert XSel(where=("fzone",), who="opp", kind="field spell").text() == (
        "1 Field Spell in your opponent's Field Zone")
    # a face-down monster shows no Type
    duel = build(Side(monsters=[(BEAST, SET), (BIRD, ATK)]))
    assert [duel.data[i].name for i in XSel(races=("Beast", "Winged Beast")).cards(
        duel, ctx)] == [BIRD]


def test_modify_atk_def_changes_both_until_the_end_of_the_turn() -> None:
    duel = build(Side(monsters=[(SHRINK, ATK)]), Side(monsters=[("V4-1800", DEF)]))
    do(duel, f"activate {find(duel, SHRINK)}")
    i = duel.inst(find(duel, "V4-1800"))
    assert (duel.atk(i), duel.defense(i)) == (1500, 700)
    do(duel, "end")
    assert (duel.atk(i), duel.defense(i)) == (1800, 1000)
    assert ModifyAtkDef(THIS, amount=Fixed(300), sign=-1).text() == (
        "this card loses 300 ATK/DEF until the end of this turn")


def test_set_from_gy_sets_different_names_into_free_zones_only() -> None:
    duel = build(Side(monsters=[(SETTER, ATK)], gy=[SPELL_A, SPELL_A, TRAP_B, FIELD],
                      spells=[(FILLER_SPELL, SET)]))
    do(duel, f"activate {find(duel, SETTER)}")
    # the Field Spell is not Set in a Spell & Trap Zone
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, SPELL_A, 0, "gy"), find(duel, SPELL_A, 0, "gy", 1), find(duel, TRAP_B)}
    events = do(duel, f"pick {find(duel, SPELL_A, 0, 'gy')}")
    assert not events  # a second card may still be chosen: only the Trap
    events = do(duel, f"pick {find(duel, TRAP_B)}")  # both free zones are now used
    assert [(e.kind, e.src, e.dst) for e in events if e.kind == "set"] == [
        ("set", "gy", "szone")] * 2
    assert names(duel, 0, "szone") == [FILLER_SPELL, SPELL_A, TRAP_B]
    assert all(duel.pos[i] == SET and duel.arrived[i] == duel.turn for i in duel.sz[0][1:])
    # with no free zone (or nothing to Set) it cannot be used
    duel = build(Side(monsters=[(SETTER, ATK)], gy=[SPELL_A],
                      spells=[(FILLER_SPELL, SET)] * 3))
    assert not can_activate(duel, SETTER)
    duel = build(Side(monsters=[(SETTER, ATK)], gy=[FIELD]))
    assert not can_activate(duel, SETTER)


def test_to_deck_distinct_needs_as_many_different_names_as_cards() -> None:
    duel = build(Side(monsters=[(DISTINCT, ATK)], gy=[BEAST, BIRD, BEAST]))
    do(duel, f"activate {find(duel, DISTINCT)}")
    events = do(duel, f"pick {find(duel, BEAST, 0, 'gy', 1)}")  # the Bird follows
    assert len([e for e in events if e.src == "gy" and e.dst == "deck"]) == 2
    assert names(duel, 0, "gy") == [BEAST]
    assert sorted(names(duel, 0, "deck")[:2]) == [BEAST, BIRD]
    duel = build(Side(monsters=[(DISTINCT, ATK)], gy=[BEAST, BEAST]))
    assert not can_activate(duel, DISTINCT)


def test_special_summon_after_cost_counts_the_zone_the_cost_frees() -> None:
    duel = build(Side(monsters=[("V4-1600", ATK), (SUMMONER, ATK), ("V4-1400", ATK)],
                      hand=[FISH, BIRD]))
    do(duel, f"activate {find(duel, SUMMONER)}")
    events = do(duel, "choose atk")
    assert [e.code for e in events if e.kind == "spsummon"] == [POOL.by_name(BIRD)[0].code]
    assert names(duel, 0, "mzone") == ["V4-1600", BIRD, "V4-1400"]
    duel = build(Side(monsters=[(SUMMONER, ATK)], hand=[FISH]))
    assert not can_activate(duel, SUMMONER)


def test_counts_equal_compares_two_counts() -> None:
    duel = build(Side(monsters=[(EQUAL, ATK)], spells=[(FILLER_SPELL, SET)]),
                 Side(monsters=[("V4-1600", SET)]))
    assert can_activate(duel, EQUAL)
    duel = build(Side(monsters=[(EQUAL, ATK)]), Side(monsters=[("V4-1600", SET)]))
    assert not can_activate(duel, EQUAL)
    assert CountsEqual(Sel(who="opp"), Sel(where=("szone",)), second_text="X").text() == (
        "the number of monsters your opponent controls is the same as the number of X")


def test_grant_second_attack_records_its_mod_for_this_turn_and_renders() -> None:
    duel = build(Side(monsters=[(KILLER, ATK)]))
    do(duel, f"activate {find(duel, KILLER)}")
    me = duel.inst(find(duel, KILLER))
    assert duel.has(me, MOD_EXTRA_ATTACK_AFTER_KILL)
    do(duel, "end")
    assert not duel.has(me, MOD_EXTRA_ATTACK_AFTER_KILL)
    assert GrantSecondAttack(THIS).text() == (
        "then, this turn, if this card destroys a monster by battle, it can make a second "
        "attack on a monster during that Battle Phase")


def test_the_test_pool_is_a_card_pool() -> None:
    assert isinstance(POOL, CardPool)
