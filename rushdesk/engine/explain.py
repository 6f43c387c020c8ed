"""Reasons for refused actions: a player (or a test) should learn *why*."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, DIRECT, Action
from .state import HAND, MZONE

if TYPE_CHECKING:
    from .duel import Duel

# The decision in which each kind of action is made.
_ACTION_PHASE = {"summon": "main", "set": "main", "position": "main", "attack": "battle"}


def explain_illegal(duel: Duel, action: Action) -> str:
    """A short English reason why `action` is not legal now."""
    req = duel.request
    if req is None:
        return "no decision is pending"
    legal = duel._legal or []
    kinds = sorted({a.kind for a in legal})
    if action.kind == "battle" and duel.turn == 1 and req.kind == "main":
        return "the first player has no Battle Phase on the duel's first turn (R-TURN-3)"
    if action.card >= 0 and duel.inst(action.card) < 0:
        return f"no card has id {action.card} now"
    if req.kind == _ACTION_PHASE.get(action.kind, req.kind):
        reason = _specific(duel, action)
        if reason:
            return reason
    if action.kind not in kinds:
        return (f"player {req.player + 1} must answer a {req.kind!r} decision now; "
                f"possible kinds: {', '.join(kinds)}")
    return "not one of the legal actions now"


def _specific(duel: Duel, action: Action) -> str:
    i = duel.inst(action.card) if action.card >= 0 else -1
    p = duel.request.player if duel.request else duel.tp
    if action.kind in ("summon", "set") and 0 <= action.zone < 3:
        if i < 0 or duel.zone[i] != HAND or duel.ctrl[i] != p:
            return "only monsters in your hand can be Normal Summoned or Set"
        need = duel.data[i].tributes_needed
        have = len(duel.monsters(p))
        if need and have < need:
            return f"needs {need} Tribute(s) and you control {have} monster(s) (R-MAIN-3)"
        if not need and duel.mz[p][action.zone] >= 0:
            return "that Monster Zone is occupied (R-ZONE-5)"
    if action.kind == "position" and i >= 0:
        if duel.arrived[i] >= duel.turn:
            return "a monster cannot change position the turn it arrived (R-POS-1)"
        if duel.poschg[i] == duel.turn:
            return "this monster already changed position this turn (R-POS-1)"
        return "not an allowed position change (R-POS-2)"
    if action.kind == "attack" and i >= 0:
        if duel.zone[i] != MZONE or duel.ctrl[i] != duel.tp:
            return "only monsters you control can attack"
        if duel.pos[i] != ATK:
            return "only face-up Attack Position monsters can attack (R-BATTLE-2)"
        if duel.attacks[i]:
            return "this monster has already attacked this turn (R-BATTLE-2)"
        if action.target == DIRECT:
            return "a direct attack needs the opponent to control no monsters (R-BATTLE-3)"
        return "that is not a monster your opponent controls"
    return ""
