"""Cards and helpers of the review tests (test_review_*.py), written to break three
engine changes: last known information (`DuelState.lki`, `OnDestroyed` through
`Sel.matched_on_field`; R-TRAP-5, R-CARD-2, R-MAX-4/6/8, hidden information), attacks
that end when the attacker leaves Attack Position (R-BATTLE-5, R-DMG-2, R-REPLAY-2),
and prints linked by name or alias in the deck rules (R-SETUP-4, R-SETUP-8).

Test-only cards use passcodes 975_100_xxx (duels) and 975_200_xxx (deck lists); they
are described in our own words and carry no real card text.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, replace
from typing import Any

from rushdesk.engine import ATK, DEF, SET, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.ext_booster01 import RedirectAttack
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Fixed,
    NegateAttack,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATTACK_ALL, MOD_EXTRA_ATTACK, MOD_RACE

from ..cards.util import POOL as CARD_POOL  # fixtures + carddb cards with their scripts
from .test_random_duels import DECK_SETS
from .util import do, find, mz, window_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BLUE_FANG = "Blue-Fang Burst Dragon"
DARK_HOLE = "Dark Hole (Rush)"
DRAGOPHONE = "RB Dragophone"
REBORN = "Monster Reborn (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
OVERLORD = "Supreme Machine Magnum Overlord"
PIECES = [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]
LOW_IN_HAND = Sel(where=("hand",), kind="monster", level_max=4)


# ------------------------------------------------------------------ test cards
@dataclass(frozen=True)
class _OnPosition(Trig):
    """When a monster is changed to one of the positions `to` by the opponent of this
    Trap's player: a monster of yours (`whose` "mine") or one of the opponent's own
    monsters (`whose` "theirs")."""

    whose: str = "mine"
    to: tuple[int, ...] = (DEF, SET)

    def bind(self, duel: Any, ctx: Any, events: tuple[Any, ...]) -> Any:
        for ev in events:
            if ev.kind != "position" or ev.value not in self.to:
                continue
            mine = ev.player == ctx.player
            if (self.whose == "mine") == mine and ev.by != ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"position"})

    def text(self) -> str:
        return f"when a monster ({self.whose}) changes position"


def _trap(code: int, name: str, trigger: Trig, *ops: Any) -> CardData:
    return CardData(code, name, CardType.TRAP,
                    behaviour=CardScript(Effect(kind="trap", trigger=trigger, ops=ops)))


def _effect_monster(code: int, name: str, atk: int, *mods: Cont) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.EFFECT, attribute=Attribute.EARTH,
                    race="Warrior", level=4, atk=atk, defense=1000,
                    behaviour=CardScript(Effect(kind="continuous", mods=mods)))


# On the opponent's attack: the attacker goes to face-up Defense Position.
ATTACKER_DEF = "Z-H-ATTACKER-DEF"
# When the opponent's effect turns a monster of yours to Defense or face-down: your
# Defense Position monster (face-up or not) goes back to face-up Attack Position.
UPRIGHT = "Z-H-UPRIGHT"
# When the opponent turns a monster of theirs to Attack Position: negate the attack /
# one of your monsters becomes the attack target (the booster-01 redirect operation).
NEGATE_ON_RISE = "Z-H-NEGATE-ON-RISE"
REDIRECT_ON_RISE = "Z-H-REDIRECT-ON-RISE"
# On the opponent's attack: Special Summon a Level 4 or lower monster from the hand in
# face-up Defense Position.
CALL = "Z-H-CALL"
# When a monster you control is destroyed by the opponent: one whose DEF was 0 or less
# (a Maximum Mode monster has none, R-MAX-4) / one of Level 10 or more.
DEF_WATCH = "Z-H-DEF-WATCH"
LEVEL_WATCH = "Z-H-LEVEL-WATCH"
# A monster whose other face-up monsters (its controller's) are Dragons while it is
# face-up; one that may attack each of the opponent's monsters once; one that may
# attack twice.
DRAGON_LORD = "Z-H-DRAGON-LORD"
ALL_ATTACKER = "Z-H-ALL"
TWICE = "Z-H-TWICE"

_CARDS = [
    _trap(975_100_001, ATTACKER_DEF, OnAttack(),
          ChangePosition(Sel(who="opp", memo="attacker"), to="def")),
    _trap(975_100_002, UPRIGHT, _OnPosition("mine", (DEF, SET)),
          ChangePosition(Sel(pos="def"), to="atk")),
    _trap(975_100_003, NEGATE_ON_RISE, _OnPosition("theirs", (ATK,)), NegateAttack()),
    _trap(975_100_004, REDIRECT_ON_RISE, _OnPosition("theirs", (ATK,)), RedirectAttack(Sel())),
    _trap(975_100_005, CALL, OnAttack(), SpecialSummon(LOW_IN_HAND, position="def")),
    _trap(975_100_006, DEF_WATCH,
          OnDestroyed(Sel(where=("gy",), kind="monster", def_max=0)), Damage(Fixed(100))),
    _trap(975_100_007, LEVEL_WATCH,
          OnDestroyed(Sel(where=("gy",), kind="monster", level_min=10)), Damage(Fixed(100))),
    _effect_monster(975_100_101, DRAGON_LORD, 1000,
                    Cont(Sel(face="up", not_self=True), MOD_RACE, "Dragon", "are Dragons")),
    _effect_monster(975_100_102, ALL_ATTACKER, 2500,
                    Cont(THIS, MOD_ATTACK_ALL, 1, "can attack each opponent's monster once")),
    _effect_monster(975_100_103, TWICE, 1000, Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice")),
]
POOL = CARD_POOL.merged(_CARDS)


# ------------------------------------------------------------------ helpers
def build(p0: Side, p1: Side, *, turn: int = 3, tp: int = 0, phase: str = "main") -> Duel:
    """The position, with RB Dragophone at the bottom of P2's Deck (unless P2's Deck is
    given): a duel keeps last known information only with a Trap that answers moves
    (`DuelState.remembers`)."""
    if p1.deck is None:
        p1 = replace(p1, deck=["V1-100"] * 20 + ["RB Dragophone"])
    return scenario(POOL, p0=p0, p1=p1, turn=turn, tp=tp, phase=phase, filler="V1-100")


def pass_windows(duel: Duel) -> None:
    while window_for(duel, 0) or window_for(duel, 1):
        do(duel, "pass")


def position(duel: Duel, pos: str = "atk") -> None:
    """Answer the position question of a Special Summon, if one is asked."""
    if duel.request is not None and duel.request.kind == "position":
        do(duel, f"choose {pos}")


def pick_if_asked(duel: Duel, card: int) -> list[Any]:
    """Pick `card` if a pick is asked (a forced choice is made by the engine)."""
    if duel.request is not None and duel.request.kind == "pick":
        return do(duel, f"pick {card}")
    return []


def revived_by_p2(p0: Side, p1: Side) -> Duel:
    """Turn 2 (P2's): P2 Special Summons P1's Blue-Fang Burst Dragon from P1's GY with
    Monster Reborn (Rush) ("from either GY to your field", §20.2), so P2 controls a
    monster P1 owns. Left in P2's Main Phase after the windows."""
    p0.gy = [*p0.gy, BLUE_FANG]
    p1.hand = [*p1.hand, REBORN]
    duel = build(p0, p1, turn=2, tp=1)
    do(duel, f"activate {find(duel, REBORN)} s2")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, BLUE_FANG, 0, 'gy')}")
    position(duel)
    pass_windows(duel)
    dragon = duel.inst(mz(duel, BLUE_FANG, 1))
    assert duel.owner[dragon] == 0 and duel.ctrl[dragon] == 1
    return duel


def _random_duel(seed: int) -> tuple[Duel, random.Random]:
    pool, decks = DECK_SETS["effects"]
    return Duel.new(pool, decks, seed=seed, first=seed % 2), random.Random(seed)


def _play_until(seed: int, entries: int) -> Duel | None:
    """A seeded random effect-deck duel played until `lki` holds `entries` entries (None
    if it ends first)."""
    duel, rng = _random_duel(seed)
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))
        if len(duel.lki) >= entries and not duel.is_over:
            return duel
    return None
