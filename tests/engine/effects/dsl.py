"""Throwaway test cards and small-duel helpers for the DSL primitive tests.

Every test card is built from exactly the primitive under test (passcodes 950_000_000+),
merged into the fixture pool and put into a `scenario` duel. A monster effect (kind
"effect") is activated in the Main Phase with ``activate ID``; a Spell from the hand
with ``activate ID s0``; a Trap was Set on turn 1 and is offered in the window of its
trigger.
"""

from __future__ import annotations

import itertools
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.conditions import InMaximumMode
from rushdesk.engine.effects.ops import Damage, Destroy, Draw, Fixed, LevelOf, Mark, SpecialSummon
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.zones import HAND

from ..util import do, find

EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
_codes = itertools.count(950_000_001)
_CARDS: list[CardData] = []
_POOLS: dict[int, CardPool] = {}


# A Maximum Monster in three pieces, used by several test modules: the [L] piece has an
# effect usable only in Maximum Mode by condition, the [R] piece one marked `maximum`.
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


def pool() -> CardPool:
    """The fixture cards and every test card defined so far (by any test module)."""
    if len(_CARDS) not in _POOLS:
        _POOLS[len(_CARDS)] = FIXTURE_POOL.merged(_CARDS)
    return _POOLS[len(_CARDS)]


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


# Test cards more than one module uses.
DESTROYER = monster("T-Destroyer", Effect(ops=(Destroy(Sel(who="opp")),)))
REVIVER = monster("T-Reviver", Effect(ops=(SpecialSummon(Sel(where=("gy",), kind="monster")),)))
MARKER = monster("T-Marker", Effect(ops=(
    Mark(Sel(who="opp"), save="chosen"),
    Damage(LevelOf(100, "chosen")),
    Destroy(Sel(who="opp", memo="chosen")),
)))
BOTH_DRAW = monster("T-Both-Draw", Effect(ops=(Draw(2, who="both"),)))
BURNER = monster("T-Burner", Effect(ops=(Damage(Fixed(300)),)))
ALIAS = monster("T-Alias", name_in_hand="V4-1600")
