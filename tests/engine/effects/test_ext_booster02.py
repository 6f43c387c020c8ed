"""One small duel per primitive of rushdesk/engine/effects/ext_booster02.py.

Every test card here is a throwaway (passcodes 951_002_001+), built from exactly the
primitive under test, merged into the fixture pool and put into a `scenario` duel.
"""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.conditions import OnSummon
from rushdesk.engine.effects.core import ALL, Ctx
from rushdesk.engine.effects.ext_booster02 import (
    Among,
    DestroyPer,
    DidDestroy,
    DistinctTypes,
    DrawPer,
    GrantAttribute,
    HighestAtk,
    LPAtMost,
    ModifyBoth,
    NoOtherMonsters,
    OnTrapDestroyed,
    PerSameType,
    PlaceFromHand,
    SummonedThisTurnAny,
    Together,
)
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    Mark,
    Mill,
    Modify,
    Reveal,
    SendCost,
    SpecialSummon,
    Then,
)
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR
from rushdesk.engine.zones import DECK, GY

from ..util import do, find, names

EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
_codes = itertools.count(951_002_001)
_CARDS: list[CardData] = []


def card(name: str, kind: CardType, script: CardScript | None, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=script, **facts))
    return name


def monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000,
            race: str = "Warrior") -> str:
    return card(name, EFFECT_MONSTER, CardScript(*effects), level=level, atk=atk,
                defense=1000, race=race, attribute=Attribute.EARTH)


def spell(name: str, *ops: Any, **effect: Any) -> str:
    return card(name, CardType.SPELL, CardScript(Effect(kind="spell", ops=ops, **effect)))


@cache
def pool() -> CardPool:
    return FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Duel:
    kwargs.setdefault("turn", 3)
    return scenario(pool(), p0=p0, p1=p1, filler="V1-100", **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = None) -> int:
    return duel.inst(find(duel, name, player, zone))


def can_activate(duel: Duel, name: str) -> bool:
    oid = find(duel, name, 0)
    return any(a.kind == "activate" and a.card == oid for a in duel.legal_actions())


def activate(duel: Duel, name: str) -> list[Any]:
    oid = find(duel, name, 0)
    zone = " s0" if duel.data[duel.inst(oid)].is_spell else ""
    return do(duel, f"activate {oid}{zone}")


# ----------------------------------------------------------------- conditions
LOW_LP = spell("T-Low-LP", GainLP(Fixed(100)), conds=(LPAtMost(2000),))


def test_lp_at_most_holds_at_or_below_the_limit() -> None:
    assert can_activate(build(Side(hand=[LOW_LP], lp=2000)), LOW_LP)
    assert not can_activate(build(Side(hand=[LOW_LP], lp=2001)), LOW_LP)
    assert LPAtMost(2000).text() == "your LP are 2000 or lower"


FRESH = monster("T-Fresh", Effect(conds=(SummonedThisTurnAny(),), ops=(Draw(1),)))
REVIVE = spell("T-Revive", SpecialSummon(Sel(where=("gy",), kind="monster")))


def test_summoned_this_turn_any_counts_normal_and_special_summons_not_sets() -> None:
    duel = build(Side(hand=[FRESH, FRESH]))
    do(duel, f"summon {find(duel, FRESH, 0, 'hand')} z0")
    summoned = find(duel, FRESH, 0, "mzone")
    assert any(a.kind == "activate" and a.card == summoned for a in duel.legal_actions())
    do(duel, f"set {find(duel, FRESH, 0, 'hand')} z1")
    set_card = find(duel, FRESH, 0, "mzone", nth=1)
    assert not SummonedThisTurnAny().holds(duel, Ctx(set_card, 0))  # a Set is not a summon
    duel = build(Side(hand=[REVIVE], gy=[FRESH]))
    activate(duel, REVIVE)
    do(duel, "choose atk")
    assert can_activate(duel, FRESH)  # Special Summoned this turn
    assert not can_activate(build(Side(monsters=[(FRESH, ATK)])), FRESH)  # an earlier turn


MIXED = spell("T-Mixed", GainLP(Fixed(100)), conds=(DistinctTypes(Sel(face="up")),))


def test_distinct_types_counts_different_types() -> None:
    assert can_activate(build(Side(hand=[MIXED],
                                   monsters=[("V4-1600", ATK), ("V3-1200", ATK)])), MIXED)
    assert not can_activate(build(Side(hand=[MIXED],
                                       monsters=[("V4-1600", ATK), ("V4-1400", ATK)])), MIXED)
    assert not can_activate(build(Side(hand=[MIXED],
                                       monsters=[("V4-1600", ATK), ("V3-1200", SET)])), MIXED)


ALONE = card("T-Alone", CardType.TRAP, CardScript(Effect(
    kind="trap", trigger=OnSummon(kinds=("summon",)), conds=(NoOtherMonsters("summoned"),),
    ops=(Damage(Fixed(100)),))))


def test_no_other_monsters_ignores_the_saved_cards() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(spells=[(ALONE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    duel = build(Side(hand=["V4-1600"], monsters=[("V1-100", ATK)]), Side(spells=[(ALONE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    assert duel.request.kind == "main"  # another monster: no window for the Trap
    assert NoOtherMonsters().text() == "your opponent controls no other monsters"


DRAGON_MILL = spell("T-Dragon-Mill", Mill(2), Then((Draw(1),), condition=Among(
    "milled", Sel(where=("gy",), kind="monster", race="Dragon"))))


def test_among_looks_only_at_the_saved_cards() -> None:
    duel = build(Side(hand=[DRAGON_MILL], deck=["V4-1500", "V1-100", "V2-500"], gy=["V8-3000"]))
    activate(duel, DRAGON_MILL)
    assert names(duel, 0, "hand") == ["V2-500"]
    duel = build(Side(hand=[DRAGON_MILL], deck=["V1-100", "V1-100", "V2-500"], gy=["V8-3000"]))
    activate(duel, DRAGON_MILL)  # the Dragon already in the GY does not count
    assert names(duel, 0, "hand") == []


IF_YOU_DO = spell("T-If-You-Do", Destroy(Sel(who="opp", where=("szone",)), low=0, high=ALL),
                  Then((Damage(Fixed(300)),), condition=DidDestroy()))


def test_did_destroy_follows_the_previous_destruction() -> None:
    duel = build(Side(hand=[IF_YOU_DO]), Side(spells=[("FX-RAZE", SET)]))
    activate(duel, IF_YOU_DO)
    assert duel.lp[1] == 7700
    assert DidDestroy().text() == "a card was destroyed this way"


# ---------------------------------------------------------------------- amounts
SHRINK_BY_BEST = spell("T-Shrink-By-Best", Modify(Sel(who="opp", face="up"), sign=-1,
                                                  amount=HighestAtk(Sel(face="up"))))


def test_highest_atk_reads_the_current_highest_atk() -> None:
    duel = build(Side(hand=[SHRINK_BY_BEST], monsters=[("V4-1600", ATK), ("V8-3000", SET)]),
                 Side(monsters=[("V8-3000", ATK)]))
    activate(duel, SHRINK_BY_BEST)
    assert duel.atk(at(duel, "V8-3000", 1)) == 1400  # the face-down 3000 is not counted
    assert "equal to the ATK of the face-up monster with the highest ATK you control" in \
        Modify(Sel(), amount=HighestAtk(Sel(face="up"))).text()


SAME_TYPE = spell("T-Same-Type", Mark(Sel(who="opp", face="up"), save="chosen"), Modify(
    Sel(who="opp", memo="chosen"), sign=-1,
    amount=PerSameType(100, "chosen", Sel(where=("gy",), who="opp", kind="monster"))))


def test_per_same_type_counts_cards_of_the_saved_cards_type() -> None:
    duel = build(Side(hand=[SAME_TYPE]), Side(monsters=[("V4-1600", ATK)],
                                              gy=["V4-1400", "V1-100", "V4-1500"]))
    activate(duel, SAME_TYPE)
    assert duel.atk(at(duel, "V4-1600")) == 1400  # 2 Warriors, not the Dragon
    assert PerSameType(100, "chosen", Sel(where=("gy",), who="opp", kind="monster")).text() \
        == "100 times the number of monsters in your opponent's GY with its same Type"


# ------------------------------------------------------------------- operations
BOTH = spell("T-Both", ModifyBoth(Sel(who="opp", face="up"), high=ALL, amount=Fixed(500),
                                  sign=-1))
LIKE = spell("T-Like", ModifyBoth(Sel(who="opp", face="up"), high=ALL, amount=Fixed(500),
                                  sign=-1, same_attribute_as="sent"),
             costs=(SendCost(Sel(where=("hand",), kind="monster")),))


def test_modify_both_changes_atk_and_def() -> None:
    duel = build(Side(hand=[BOTH]), Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    activate(duel, BOTH)
    i = at(duel, "V4-1600")
    assert (duel.atk(i), duel.defense(i)) == (1100, 500)
    j = at(duel, "V4-1400")
    assert (duel.atk(j), duel.defense(j)) == (1400, 1200)


def test_modify_both_can_match_the_attribute_of_a_sent_card() -> None:
    duel = build(Side(hand=[LIKE, "V4-1500"]),
                 Side(monsters=[("V4-1600", ATK), ("V8-3000", ATK)]))
    activate(duel, LIKE)
    assert duel.atk(at(duel, "V8-3000")) == 2500  # LIGHT like V4-1500
    assert duel.atk(at(duel, "V4-1600")) == 1600
    # Before the cost: some monster in the hand must share an Attribute with a target.
    assert not can_activate(build(Side(hand=[LIKE, "V4-1500"]),
                                  Side(monsters=[("V4-1600", ATK)])), LIKE)


ATTR = spell("T-Attr", GrantAttribute(Sel(who="opp", face="up"), high=3, kind=MOD_ATTR,
                                      phrase="become the revealed monster's Attribute"),
             costs=(Reveal(Sel(where=("hand",), kind="monster"), save="revealed"),))


def test_grant_attribute_copies_the_revealed_monsters_attribute_this_turn() -> None:
    duel = build(Side(hand=[ATTR, "V7-2500"]), Side(monsters=[("V4-1600", ATK)]))
    activate(duel, ATTR)
    assert duel.attribute(at(duel, "V4-1600")) == Attribute.DARK
    do(duel, "end")
    assert duel.attribute(at(duel, "V4-1600")) == Attribute.EARTH


PER_SENT = spell("T-Per-Sent", DestroyPer(Sel(who="opp", pos="def"), per="sent"),
                 costs=(SendCost(Sel(where=("hand",)), high=2),))


def test_destroy_per_destroys_as_many_as_were_sent() -> None:
    duel = build(Side(hand=[PER_SENT, "V4-1700", "V2-500"]),
                 Side(monsters=[("V4-1600", DEF), ("V4-1400", SET), ("V4-1800", DEF)]))
    activate(duel, PER_SENT)
    do(duel, f"pick {find(duel, 'V4-1700')}")
    do(duel, f"pick {find(duel, 'V2-500')}")
    assert duel.request.kind == "pick" and duel.request.max == 2
    do(duel, f"pick {find(duel, 'V4-1600')}")
    do(duel, f"pick {find(duel, 'V4-1800')}")
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    assert not can_activate(build(Side(hand=[PER_SENT, "V1-100"]),
                                  Side(monsters=[("V4-1600", ATK)])), PER_SENT)


DRAW_BACK = spell("T-Draw-Back", DrawPer(Sel(who="opp")), PlaceFromHand())


def test_draw_per_and_place_from_hand() -> None:
    duel = build(Side(hand=[DRAW_BACK, "V8-3000"], deck=["V4-1600", "V4-1400", "V2-500"]),
                 Side(monsters=[("V1-100", ATK), ("V1-100", SET)]))
    events = activate(duel, DRAW_BACK)
    assert len([e for e in events if e.kind == "draw"]) == 2
    assert duel.request.kind == "pick" and duel.request.max == 2
    do(duel, f"pick {find(duel, 'V8-3000')}")
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.request.kind == "option"
    do(duel, "option 0")  # top: the first card picked ends on top
    assert names(duel, 0, "deck") == ["V2-500", "V4-1600", "V8-3000"]
    assert names(duel, 0, "hand") == ["V4-1400"]
    # Nothing on the opponent's field, or a Deck too small: refused.
    assert not can_activate(build(Side(hand=[DRAW_BACK])), DRAW_BACK)
    assert not can_activate(build(Side(hand=[DRAW_BACK], deck=["V1-100"]),
                                  Side(monsters=[("V1-100", ATK), ("V1-100", ATK)])),
                            DRAW_BACK)


BOTH_OR_NONE = spell("T-Both-Or-None", Together((
    Destroy(Sel(face="up"), low=2, high=2), Destroy(Sel(who="opp")))))


def test_together_needs_every_part_and_reads_as_one_instruction() -> None:
    duel = build(Side(hand=[BOTH_OR_NONE], monsters=[("V1-100", ATK), ("V2-500", ATK)]),
                 Side(monsters=[("V4-1600", ATK)]))
    activate(duel, BOTH_OR_NONE)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "gy") == ["V4-1600"]
    assert not can_activate(build(Side(hand=[BOTH_OR_NONE], monsters=[
        ("V1-100", ATK), ("V2-500", ATK)])), BOTH_OR_NONE)
    text = Together((Destroy(Sel(face="up"), low=2, high=2), Destroy(Sel(who="opp")))).text()
    assert text == "destroy 2 face-up monsters you control and 1 monster your opponent controls"


# ---------------------------------------------------------------------- trigger
SNOW = card("T-Snow", CardType.TRAP, CardScript(Effect(
    kind="trap", trigger=OnTrapDestroyed(), ops=(Damage(Fixed(100)),))))
SMASH = spell("T-Smash", Destroy(Sel(who="opp", where=("szone",))))


def test_on_trap_destroyed_needs_a_trap_destroyed_by_the_opponent() -> None:
    duel = build(Side(hand=[SMASH]), Side(spells=[(SNOW, SET), ("FX-MIRROR", SET)]))
    activate(duel, SMASH)
    do(duel, f"pick {find(duel, 'FX-MIRROR')}")
    assert duel.request.kind == "window" and duel.current_player == 1
    duel = build(Side(hand=[SMASH]), Side(spells=[(SNOW, SET), ("FX-RAZE", SET)]))
    activate(duel, SMASH)
    do(duel, f"pick {find(duel, 'FX-RAZE')}")
    assert duel.request.kind == "main"  # a Spell: no window


def test_on_trap_destroyed_counts_a_trap_the_same_action_moved_on_from_the_gy() -> None:
    """R-REQ-2: the window after a card holds all its events; a Trap destroyed, then
    shuffled from the GY into the Deck by the same effect, still counts."""
    duel = build(Side(), Side(spells=[("FX-MIRROR", SET)]))
    i = duel.inst(find(duel, "FX-MIRROR"))
    gone = duel.move(i, GY, reason="destroy", by=0)
    duel.move(duel.inst(gone.card), DECK, reason="effect", by=0)
    assert OnTrapDestroyed().bind(duel, Ctx(-1, 1), (gone,)) == (("destroyed", (gone.card,)),)


# ----------------------------------------------------------------------- script
WORLD = card("T-World", CardType.SPELL | CardType.FIELD, CardScript(Effect(
    kind="field", mods=(Cont(Sel(who="any", face="up", race="Warrior"), MOD_ATK, 300,
                             "gain 300 ATK"),))))


def test_filtered_cont_script_filters_by_type_without_recursing() -> None:
    duel = build(Side(hand=[WORLD], monsters=[("V4-1600", ATK), ("V4-1500", ATK)]))
    do(duel, f"activate {find(duel, WORLD)} f")
    assert duel.atk(at(duel, "V4-1600")) == 1900
    assert duel.atk(at(duel, "V4-1500")) == 1500
    assert duel.race(at(duel, "V4-1600")) == "Warrior"
