"""Helpers for engine tests: the fixture + real-card pool and card lookups."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import Action, Duel
from rushdesk.engine import battle as battle_module
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import HAND, ZONE_LABELS

from .real_cards import REAL_POOL

POOL = FIXTURE_POOL.merged(REAL_POOL.values())
FILLER = "V1-100"


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    """`scenario` with the test pool and a filler Deck for each player."""
    kwargs.setdefault("filler", FILLER)
    return scenario(POOL, **kwargs)


def find(duel: Duel, name: str, player: int | None = None, zone: str | None = None,
         nth: int = 0) -> int:
    """The object id of the `nth` card named `name` (optionally of `player`, in `zone`)."""
    found = []
    for i, data in enumerate(duel.data):
        if data.name != name:
            continue
        if player is not None and duel.ctrl[i] != player:
            continue
        if zone is not None and ZONE_LABELS[duel.zone[i]] != zone:
            continue
        found.append(i)
    found.sort(key=lambda i: duel.oid[i])
    if len(found) <= nth:
        raise LookupError(f"no card {name!r} (player={player}, zone={zone})")
    return duel.oid[found[nth]]


def names(duel: Duel, player: int, zone: str) -> list[str]:
    """Names of the cards in one zone of `player` (field zones in slot order, '' if empty)."""
    attr = {"hand": "hand", "deck": "deck", "gy": "gy", "extra": "extra", "mzone": "mz",
            "szone": "sz"}[zone]
    pile = getattr(duel, attr)[player]
    return [duel.data[i].name if i >= 0 else "" for i in pile]


def do(duel: Duel, text: str):  # type: ignore[no-untyped-def]
    """Apply an action in notation."""
    return duel.apply(Action.parse(text))


def kinds(duel: Duel) -> set[str]:
    return {a.kind for a in duel.legal_actions()}


def at_damage_step(monkeypatch: pytest.MonkeyPatch, fn: Callable[[Duel, Any], None]) -> None:
    """Run `fn(duel, attack)` once, at the start of the next Damage Step: how the tests
    play HOOK-DS-REMOVE of RULES.md section 19 and the like (the engine has no hook)."""
    original = battle_module.Attack._damage_step

    def hooked(self, duel):  # type: ignore[no-untyped-def]
        monkeypatch.setattr(battle_module.Attack, "_damage_step", original)  # once
        fn(duel, self)
        original(self, duel)

    monkeypatch.setattr(battle_module.Attack, "_damage_step", hooked)


def hook_ds_remove(duel: Duel, attack: Any) -> None:
    """HOOK-DS-REMOVE: the attack target returns to its owner's hand."""
    duel.move(duel.inst(attack.target), HAND, reason="effect", by=1 - duel.tp)


# -- small queries shared by the rule audits ------------------------------------------
def mz(duel: Duel, name: str, p: int) -> int:
    """Object id of `name` in player `p`'s Monster Zones."""
    return find(duel, name, p, "mzone")


def attack(duel: Duel, attacker: str, target: str = "direct") -> list[Any]:
    """The turn player's `attacker` attacks `target` (a monster's name) or directly."""
    tp = duel.tp
    goal = "direct" if target == "direct" else str(mz(duel, target, 1 - tp))
    return do(duel, f"attack {mz(duel, attacker, tp)} -> {goal}")


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def of_kind(events: list[Any], *kinds: str) -> list[Any]:
    return [e for e in events if e.kind in kinds]


def offered(duel: Duel) -> set[int]:
    """The cards an "activate" action is legal for now."""
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def window_for(duel: Duel, player: int) -> bool:
    return duel.request is not None and duel.request.kind == "window" \
        and duel.current_player == player


def in_main(duel: Duel, player: int) -> bool:
    return duel.request is not None and duel.request.kind == "main" \
        and duel.current_player == player


__all__ = ["POOL", "Side", "build", "find", "names", "do", "kinds", "at_damage_step",
           "hook_ds_remove", "mz", "attack", "attacks", "of_kind", "offered", "window_for",
           "in_main"]
