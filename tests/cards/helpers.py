"""Assertions shared by the card behaviour tests."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.engine import DIRECT, Action, Duel, Event, IllegalActionError
from rushdesk.engine.effects.conditions import Trig
from rushdesk.engine.effects.script import Cont, Effect

from ..engine.util import do, find
from .util import POOL


def refused(duel: Duel, action: Action | str) -> str:
    """`action` (or its notation) is not a legal action now, and applying it raises and
    changes nothing; returns the reason the engine gives."""
    if isinstance(action, str):
        action = Action.parse(action)
    assert action not in duel.legal_actions()
    before = duel.state_hash()
    with pytest.raises(IllegalActionError) as caught:
        duel.apply(action)
    assert duel.state_hash() == before
    return caught.value.reason


def no_activation(duel: Duel, card: int) -> None:
    """No activation of `card` (in any zone) is legal now, and `activate` is refused."""
    assert not [a for a in duel.legal_actions() if a.kind == "activate" and a.card == card]
    refused(duel, f"activate {card}")


def no_spell(duel: Duel, card: int) -> None:
    """Spell `card` in the hand can be activated in no S/T Zone, and each try is refused."""
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {card} {z}")


def moves(events: list[Event], src: str, dst: str, reason: str = "") -> list[Event]:
    return [e for e in events if e.kind in ("move", "draw") and e.src == src and e.dst == dst
            and (not reason or e.reason == reason)]


def hand(duel: Duel, name: str, nth: int = 0) -> int:
    """Object id of the `nth` card named `name` in the turn player's hand."""
    return find(duel, name, duel.tp, "hand", nth)


def mine(duel: Duel, name: str, nth: int = 0) -> int:
    """Object id of the `nth` monster named `name` on the turn player's field."""
    return find(duel, name, duel.tp, "mzone", nth)


def code_of(name: str) -> int:
    return POOL.by_name(name)[0].code


def mzone(duel: Duel, p: int, name: str) -> int:
    """Card index of `name` on `p`'s field."""
    return duel.inst(find(duel, name, p, "mzone"))


def at_window(duel: Duel, player: int) -> None:
    assert duel.request.kind == "window" and duel.current_player == player


def settle(duel: Duel) -> None:
    """Let every open trap window pass."""
    while duel.request is not None and duel.request.kind == "window":
        do(duel, "pass")


def play(duel: Duel, text: str, *picks: int, pos: str = "atk") -> list[Event]:
    """Apply `text`, answer the picks with `picks` in order (then the first offer while
    more are asked), a position question with `pos`; then let the windows pass."""
    events = list(do(duel, text))
    queue = list(picks)
    while duel.request is not None and duel.request.kind == "pick":
        offer = [a.card for a in duel.legal_actions() if a.kind == "pick"]
        events += do(duel, f"pick {queue.pop(0) if queue else offer[0]}")
    if duel.request is not None and duel.request.kind == "position":
        events += do(duel, f"choose {pos}")
    settle(duel)
    return events


def hid(duel: Duel, name: str, p: int = 0) -> int:
    """Object id of `name` in `p`'s hand."""
    return find(duel, name, p, "hand")


# ------------------------------------------------------------ held-out scenario helpers
# Shared by the test_heldout_*13/14/15 files (each had its own copy).
def continuous(*conts: Cont) -> Effect:
    """A [CONTINUOUS EFFECT] applying `conts`."""
    return Effect(kind="continuous", mods=conts)


@dataclass(frozen=True)
class OwnAttack(Trig):
    """When a monster you control declares an attack; binds "attacker" and "target"."""

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        for ev in events:
            if ev.kind == "attack" and ev.player == ctx.player and duel.attack is not None \
                    and duel.inst(ev.card) >= 0:
                return (("attacker", (ev.card,)),
                        ("target", () if ev.value == DIRECT else (ev.value,)))
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"attack"})

    def text(self) -> str:
        return "when a monster you control declares an attack"


def kind(duel: Duel) -> str:
    """The kind of decision the duel waits for ("main", "window", "pick", ...)."""
    assert duel.request is not None
    return duel.request.kind


def asked(duel: Duel) -> str:
    """The kind of question the duel asks now ("" when it asks none)."""
    return duel.request.kind if duel.request is not None else ""


def idle(duel: Duel, p: int = 0) -> None:
    """No window is open: player `p` is choosing a Main Phase action."""
    assert kind(duel) == "main" and duel.current_player == p, duel.request


def over(duel: Duel, winner: int | None) -> None:
    """The duel has ended, won by `winner` (None: a drawn duel); nobody is asked."""
    assert duel.is_over, duel.request
    assert duel.result is not None and duel.result.winner == winner, duel.result
    assert duel.legal_actions() == [] and duel.current_player is None


def mon(duel: Duel, name: str, p: int = 0, nth: int = 0) -> int:
    """Object id of the `nth` monster named `name` on `p`'s field."""
    return find(duel, name, p, "mzone", nth)


def sz(duel: Duel, name: str, p: int = 0, nth: int = 0) -> int:
    """Object id of the `nth` card named `name` in `p`'s Spell & Trap Zones."""
    return find(duel, name, p, "szone", nth)


def attackers(duel: Duel) -> set[int]:
    """The monsters the turn player may declare an attack with now."""
    return {a.card for a in duel.legal_actions() if a.kind == "attack"}


def field_card(duel: Duel, p: int) -> str:
    """The name of the card in player `p`'s Field Zone ("" if empty)."""
    i = duel.fz[p]
    return duel.data[i].name if i >= 0 else ""
