"""The pool, card names and helpers of the held-out style scenarios (test_heldout_*.py).

The scenarios favour places where two rules meet: who is asked first in a window, what
counts as a new monster, replays, Damage Step removal (HOOK-DS-REMOVE), Field/Equip
interplay, Maximum, Fusion/Ritual, deck-out timing, simultaneous LP 0 and the Legend
limits. Only the section 19 fixtures (all in `FIXTURE_POOL`) and the section 20 real
cards are used. A refused action is checked with `refused`: it is not among the legal
actions, applying it raises IllegalActionError, and `state_hash()` is unchanged.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import pytest

from rushdesk.engine import Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find
from .util import POOL as CARD_POOL

MP = pytest.MonkeyPatch

# ------------------------------------------------------------ section 19 fixtures
_codes = itertools.count(964_500_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects)))
    return name


FIELD_A = "FX-FIELD-A"  # in FIXTURE_POOL
FIELD_B = "FX-FIELD-B"  # in FIXTURE_POOL
FIELD_C = "FX-FIELD-C"  # in FIXTURE_POOL
MACHINE_EQUIP = "FX-MACHINE-EQUIP"  # in FIXTURE_POOL
FLIPDOWN = "FX-FLIPDOWN"  # in FIXTURE_POOL
GUARD_POS = "FX-GUARD-POS"  # in FIXTURE_POOL
FIELD_GUARD = "FX-FIELD-GUARD"  # in FIXTURE_POOL

POOL = CARD_POOL.merged(_CARDS)

# ------------------------------------------------------------ real card names
BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
BRIGHT = "Blue-Eyes Bright Dragon"
VISION = "Blue-Eyes Vision Dragon"
DM = "Dark Magician (Rush)"
SKULL = "Summoned Skull (Rush)"
SRM = "Sevens Road Magician"
REX = "Jointech Rex"
HORN = "Jointech Rush Horn"
BLUE_FANG = "Blue-Fang Burst Dragon"
OVL = "Supreme Machine Magnum Overlord"
OVL_L, OVL_R = f"{OVL} [L]", f"{OVL} [R]"
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_L, DESP_R = f"{DESP} [L]", f"{DESP} [R]"
REBORN = "Monster Reborn (Rush)"
POLY = "Polymerization (Rush)"
HOLE = "Dark Hole (Rush)"
TCB = "Type Change Beam"
MIRROR = "Mirror Force (Rush)"
ARMOR = "Sakuretsu Armor (Rush)"
TORRENT = "Torrential Tribute (Rush)"
TRAP_HOLE = "Trap Hole (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
RECITAL = "Music Princess's Recital"
DRAGOPHONE = "RB Dragophone"
ENCOUNTER = "Dragon Encounter"
RECIPE = "Hamburger Fast Recipe"
BURGER = "Hungry Burger (Rush)"


# ------------------------------------------------------------ test cards
# The small cards the scenarios define for themselves (each file its own codes).
FIELD_SPELL = CardType.SPELL | CardType.FIELD
EQUIP_SPELL = CardType.SPELL | CardType.EQUIP
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT


def hx_monster(code: int, name: str, *effects: Effect, atk: int = 1000, dfn: int = 1000,
               race: str = "Warrior", attr: Attribute = Attribute.EARTH) -> CardData:
    """A Level 4 Effect Monster (EARTH Warrior unless told) with `effects`."""
    return CardData(code, name, EFFECT_MONSTER, attribute=attr, race=race, level=4,
                    atk=atk, defense=dfn, behaviour=CardScript(*effects))


def hx_card(code: int, name: str, kind: CardType, *effects: Effect) -> CardData:
    """A Spell or Trap of `kind` with `effects`."""
    return CardData(code, name, kind, behaviour=CardScript(*effects))


def hx_field(code: int, name: str, *conts: Cont) -> CardData:
    """A Field Spell whose continuous changes are `conts`."""
    return hx_card(code, name, FIELD_SPELL, Effect(kind="field", mods=conts))


def hx_equip(code: int, name: str, *conts: Cont) -> CardData:
    """An Equip Spell for a face-up monster; `conts` apply while it is equipped."""
    return hx_card(code, name, EQUIP_SPELL,
                   Effect(kind="equip", equip=Sel(face="up"), mods=conts))


# ------------------------------------------------------------ helpers
def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, p: int | None = None, zone: str | None = "mzone") -> int:
    """Card index of `name` (by default on the field)."""
    return duel.inst(find(duel, name, p, zone))


def offered(duel: Duel) -> set[int]:
    """Object ids of the cards whose activation is legal now."""
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def window_for(duel: Duel, p: int) -> None:
    assert duel.request is not None
    assert duel.request.kind == "window" and duel.current_player == p, duel.request


def answer(duel: Duel, picks: tuple[int, ...] = (), yes: bool = True,
           pos: str = "atk") -> None:
    """Answer the questions of a resolution: pick `picks` (object ids) in order where
    offered, else finish; `yes`/`no` to optional parts; `pos` for a summon position."""
    todo = list(picks)
    while duel.request is not None and duel.request.kind in ("pick", "yesno", "position"):
        kind = duel.request.kind
        if kind == "yesno":
            do(duel, "yes" if yes else "no")
        elif kind == "position":
            do(duel, f"choose {pos}")
        else:
            legal = duel.legal_actions()
            pick = next((o for o in todo if Action("pick", o) in legal), None)
            if pick is not None:
                todo.remove(pick)
                do(duel, f"pick {pick}")
            elif Action("finish") in legal:
                do(duel, "finish")
            else:
                raise AssertionError(f"no planned pick among {legal}")


def attack(duel: Duel, attacker: str, target: str = "direct") -> list[Event]:
    if duel.request.kind == "main":
        do(duel, "battle")
    tp = duel.tp
    goal = "direct" if target == "direct" else str(find(duel, target, 1 - tp, "mzone"))
    return do(duel, f"attack {find(duel, attacker, tp, 'mzone')} -> {goal}")


def trap(duel: Duel, name: str, p: int | None = None) -> list[Event]:
    return do(duel, f"activate {find(duel, name, p, 'szone')}")


def play(duel: Duel, name: str, zone: str = "s0", **kw: Any) -> list[Event]:
    """The turn player activates Spell `name` from the hand, answering its questions."""
    events = do(duel, f"activate {find(duel, name, duel.tp, 'hand')} {zone}")
    answer(duel, **kw)
    return events


def maximum(duel: Duel, center: str = OVL) -> list[Event]:
    return do(duel, f"maximum {find(duel, center, duel.tp, 'hand')}")


def to_turn(duel: Duel, turn: int) -> None:
    """End turns until turn `turn` begins (a phase with nothing left to do ends by
    itself, as the engine takes a decision with one legal answer on its own)."""
    while duel.turn < turn:
        do(duel, "end")
    assert duel.turn == turn


def code(name: str, nth: int = 0) -> int:
    return sorted(c.code for c in POOL.by_name(name))[nth]


def picks(duel: Duel) -> set[int]:
    """Object ids the current question lets the player pick."""
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def p2_maximum(center: str, p0: Side, p1_spells: tuple = ()) -> Duel:  # type: ignore[type-arg]
    """P2 Maximum Summons `center` on turn 2; returns P1's turn 3 Main Phase."""
    pieces = {OVL: [OVL_L, OVL, OVL_R], DESP: [DESP_L, DESP, DESP_R]}[center]
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=pieces, spells=list(p1_spells)))
    maximum(duel, center)
    assert duel.maxm[1] and duel.request.kind == "main"
    to_turn(duel, 3)
    assert duel.maxm[1] and duel.request.kind == "main"
    return duel


def builder(pool: CardPool, **defaults: Any) -> Callable[..., Duel]:
    """A `build` for a file's own `pool`: `scenario(pool, **kwargs)`, with the filler
    "V1-100" and `defaults` (e.g. phase="battle") where the call gives none."""

    def build(**kwargs: Any) -> Duel:
        for key, value in {"filler": "V1-100", **defaults}.items():
            kwargs.setdefault(key, value)
        return scenario(pool, **kwargs)

    return build
