"""One small duel (or direct check) per primitive of rushdesk/engine/effects/ext_booster01.py.

Throwaway test cards (passcodes 953_000_000+) are built from the primitive under test
and merged into the fixture pool, as in test_primitives.py.
"""

from __future__ import annotations

import itertools
from functools import cache
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, DEF, SET, Duel, Event
from rushdesk.engine.cards import CardData, CardPool, CardType
from rushdesk.engine.effects.conditions import OnAttack
from rushdesk.engine.effects.core import Ctx
from rushdesk.engine.effects.ext_booster01 import (
    ForbidAttacks,
    GiveLP,
    OnDestroyedByOpponent,
    OnNormalsDestroyed,
    OnSpellDestroyed,
    OtherInHand,
    Races,
    RedirectAttack,
    SpecialSummonUpTo,
    TogglePosition,
)
from rushdesk.engine.effects.ops import Draw, Fixed, SendCost
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_RACE
from rushdesk.engine.zones import DECK, GY

from ..util import do, find, names

EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
_codes = itertools.count(953_000_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, effect: Effect, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(effect), **facts))
    return name


def _monster(name: str, *ops: Any) -> str:
    return _card(name, EFFECT_MONSTER, Effect(ops=ops), level=4, atk=1000, defense=1000,
                 race="Warrior", attribute=1)


@cache
def _pool() -> CardPool:
    return FIXTURE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Duel:
    kwargs.setdefault("turn", 3)
    return scenario(_pool(), p0=p0, p1=p1, filler="V1-100", **kwargs)


def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def can_activate(duel: Duel, name: str) -> bool:
    oid = find(duel, name, 0)
    return any(a.kind == "activate" and a.card == oid for a in duel.legal_actions())


# ------------------------------------------------------------------- selectors
DRAGON_OR_BEAST = Races(races=("Dragon", "Beast"))
FIELD = _card("T-Field-Races", CardType.SPELL | CardType.FIELD, Effect(kind="field", mods=(
    Cont(Races(who="any", face="up", races=("Dragon", "Beast")), MOD_ATK, 100,
         "gain 100 ATK"),)))


def test_races_matches_any_listed_type_of_a_face_up_monster_and_renders_it() -> None:
    duel = build(Side(monsters=[("V4-1500", ATK), ("V3-1200", DEF), ("V4-1600", ATK)]),
                 Side(monsters=[("V8-3000", SET)]))
    ctx = Ctx(-1, 0)
    assert {duel.data[i].name for i in DRAGON_OR_BEAST.cards(duel, ctx)} == {"V4-1500", "V3-1200"}
    assert Races(who="opp", races=("Dragon",)).cards(duel, ctx) == []  # face-down
    assert DRAGON_OR_BEAST.text() == "1 Dragon or Beast monster you control"
    assert Races(races=("Dragon", "Winged Beast", "Thunder")).text("all") == \
        "all Dragon, Winged Beast or Thunder monsters you control"


def test_races_in_a_continuous_effect_counts_lingering_type_changes_without_looping() -> None:
    duel = build(Side(field_spell=(FIELD, ATK), monsters=[("V4-1500", ATK), ("V4-1600", ATK)]),
                 Side(monsters=[("V3-1200", ATK)]))
    dragon = duel.inst(find(duel, "V4-1500"))
    warrior = duel.inst(find(duel, "V4-1600"))
    assert duel.atk(dragon) == 1600 and duel.atk(warrior) == 1600
    assert duel.atk(duel.inst(find(duel, "V3-1200"))) == 1300  # either player's
    duel.add_mod(warrior, MOD_RACE, "Beast", duel.turn)
    assert duel.atk(warrior) == 1700


HAND_COST = _card("T-Hand-Cost", CardType.SPELL, Effect(
    kind="spell", costs=(SendCost(OtherInHand()),), ops=(Draw(1),)))


def test_other_in_hand_leaves_out_the_spell_being_activated() -> None:
    duel = build(Side(hand=[HAND_COST]))
    assert not can_activate(duel, HAND_COST)  # the Spell itself cannot pay its own cost
    duel = build(Side(hand=[HAND_COST, "V2-500"], deck=["V1-100"]))
    do(duel, f"activate {find(duel, HAND_COST)} s0")
    assert names(duel, 0, "gy") == ["V2-500", HAND_COST] and names(duel, 0, "hand") == ["V1-100"]
    assert OtherInHand().text() == "1 card in your hand"


# ------------------------------------------------------------------ operations
TOGGLE = _monster("T-Toggle", TogglePosition(Sel(who="opp", can_change_position=True), high=3))


def test_toggle_position_swaps_attack_and_defense_and_flips_face_down_to_attack() -> None:
    duel = build(Side(monsters=[(TOGGLE, ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF), ("V4-1800", SET)]))
    do(duel, f"activate {find(duel, TOGGLE)}")
    for name in ("V4-1600", "V4-1400", "V4-1800"):
        events = do(duel, f"pick {find(duel, name)}")
    assert [e.value for e in events if e.kind == "position"] == [DEF, ATK, ATK]
    assert [duel.pos[duel.inst(find(duel, n))] for n in ("V4-1600", "V4-1400", "V4-1800")] == [
        DEF, ATK, ATK]
    assert "Attack Position becomes face-up Defense Position" in TogglePosition(Sel()).text()


GIVE_500 = _monster("T-Give-500", GiveLP(Fixed(500)))


def test_give_lp_raises_the_opponents_lp() -> None:
    duel = build(Side(monsters=[(GIVE_500, ATK)]))
    events = do(duel, f"activate {find(duel, GIVE_500)}")
    assert [(e.kind, e.player, e.value) for e in events if e.kind == "lp"] == [("lp", 1, 500)]
    assert duel.lp == [8000, 8500]
    assert GiveLP().text() == "your opponent gains 0 LP"


UP_TO = _monster("T-Up-To", SpecialSummonUpTo(Sel(where=("gy",), kind="monster"), high=3))


def test_special_summon_up_to_offers_no_more_picks_than_free_zones() -> None:
    duel = build(Side(monsters=[(UP_TO, ATK)], gy=["V4-1600", "V4-1400", "V4-1800"]))
    do(duel, f"activate {find(duel, UP_TO)}")
    assert duel.request.kind == "pick" and duel.request.max == 2  # 2 free zones
    do(duel, f"pick {find(duel, 'V4-1600')}")
    do(duel, f"pick {find(duel, 'V4-1400')}")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [UP_TO, "V4-1600", "V4-1400"]


FORBID = _monster("T-Forbid", ForbidAttacks(4))


def test_forbid_attacks_stops_low_level_monsters_this_turn() -> None:
    duel = build(Side(monsters=[(FORBID, ATK), ("V5-2300", ATK), ("V2-500", SET)]))
    do(duel, f"activate {find(duel, FORBID)}")
    do(duel, f"position {find(duel, 'V2-500')} atk")  # flipped later: still Level 2
    do(duel, "battle")
    assert [a.card for a in duel.legal_actions() if a.kind == "attack"] == [find(duel, "V5-2300")]
    assert ForbidAttacks(6).text() == "your Level 6 or lower monsters cannot attack this turn"


REDIRECT = _card("T-Redirect", CardType.TRAP, Effect(
    kind="trap", trigger=OnAttack(), ops=(RedirectAttack(Sel(exclude_memo="target")),)))


def test_redirect_attack_moves_the_attack_to_the_chosen_monster() -> None:
    duel = build(Side(monsters=[("V6-2000", ATK)]),
                 Side(spells=[(REDIRECT, SET)], monsters=[("V2-500", ATK), ("V4-1400", ATK),
                                                          ("V1-100", DEF)]), phase="battle")
    v1 = find(duel, "V1-100", 1, "mzone")
    do(duel, f"attack {find(duel, 'V6-2000')} -> {find(duel, 'V2-500')}")
    do(duel, f"activate {find(duel, REDIRECT)}")
    assert picks(duel) == {find(duel, "V4-1400"), v1}  # not the current target
    events = do(duel, f"pick {v1}")
    assert [e.value for e in events if e.kind in ("retarget", "battle")] == [v1, v1]
    assert names(duel, 1, "mzone") == ["V2-500", "V4-1400", ""] and duel.lp == [8000, 8000]


# -------------------------------------------------------------------- triggers
def _gone(duel: Duel, name: str, player: int, reason: str, by: int) -> Event:
    """Move `name` to the GY as `reason` by `by` and return the move event."""
    i = duel.inst(find(duel, name, player))
    return duel.move(i, GY, reason=reason, by=by)


def test_on_spell_destroyed_needs_your_spell_destroyed_by_the_opponent() -> None:
    duel = build(Side(spells=[("FX-RAZE", SET), ("FX-MIRROR", SET)]))
    ctx = Ctx(-1, 0)
    trap = _gone(duel, "FX-MIRROR", 0, "destroy", 1)
    assert OnSpellDestroyed().bind(duel, ctx, (trap,)) is None  # a Trap
    own = _gone(duel, "FX-RAZE", 0, "destroy", 0)
    assert OnSpellDestroyed().bind(duel, ctx, (own,)) is None  # destroyed by yourself
    by_opp = own._replace(by=1)
    assert OnSpellDestroyed().bind(duel, ctx, (by_opp,)) == (("destroyed", (own.card,)),)


def test_on_normals_destroyed_needs_enough_normal_monsters_at_once() -> None:
    duel = build(Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("FX-PINGER", ATK)]))
    ctx = Ctx(-1, 0)
    a = _gone(duel, "V4-1600", 0, "destroy", 1)
    b = _gone(duel, "FX-PINGER", 0, "destroy", 1)
    assert OnNormalsDestroyed(2).bind(duel, ctx, (a, b)) is None  # one is an Effect Monster
    c = _gone(duel, "V4-1400", 0, "destroy", 1)
    assert OnNormalsDestroyed(2).bind(duel, ctx, (a, b, c)) == (("destroyed", (a.card, c.card)),)
    assert OnNormalsDestroyed(2).bind(duel, ctx, (a, c._replace(reason="battle"))) is None


def test_a_destroyed_card_moved_on_by_the_same_action_still_meets_the_requirement() -> None:
    """R-REQ-2: the window after a card holds every event of it; a Spell or Normal
    Monster destroyed, then taken on from the GY by the same effect, still counts
    (judged by its event: what it was is public)."""
    duel = build(Side(spells=[("FX-RAZE", SET)],
                      monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    ctx = Ctx(-1, 0)
    spell = _gone(duel, "FX-RAZE", 0, "destroy", 1)
    a = _gone(duel, "V4-1600", 0, "destroy", 1)
    b = _gone(duel, "V4-1400", 0, "destroy", 1)
    for ev in (spell, a, b):  # the same effect shuffles them into the Deck
        duel.move(duel.inst(ev.card), DECK, reason="effect", by=1)
    assert OnSpellDestroyed().bind(duel, ctx, (spell,)) == (("destroyed", (spell.card,)),)
    assert OnNormalsDestroyed(2).bind(duel, ctx, (a, b)) == (("destroyed", (a.card, b.card)),)


def test_on_destroyed_by_opponent_counts_the_opponents_attacks_and_effects_only() -> None:
    duel = build(Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))  # player 0's turn
    ctx0, ctx1 = Ctx(-1, 0), Ctx(-1, 1)
    trig = OnDestroyedByOpponent()
    battle = _gone(duel, "V4-1600", 0, "battle", 1)
    assert trig.bind(duel, ctx0, (battle,)) is None  # in your own turn: you attacked
    assert trig.bind(duel, ctx1, (battle._replace(player=1),)) == (("destroyed",
                                                                    (battle.card,)),)
    effect = _gone(duel, "V4-1400", 0, "destroy", 1)
    assert trig.bind(duel, ctx0, (effect,)) == (("destroyed", (effect.card,)),)
    assert trig.bind(duel, ctx0, (effect._replace(by=0),)) is None
    assert "attack or card effect" in trig.text()
