"""Reasons for refused actions: a player (or a test) should learn *why*."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, DIRECT, FIELD_ZONE, SET, Action
from .battle import attack_kind
from .state import FZONE, HAND, MZONE

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
    if i >= 0 and not duel.known[i] >> p & 1:
        # never a reason that depends on what the card is: that would reveal it
        return "that card is hidden from you: it cannot be used"
    if action.kind == "set" and i >= 0 and not duel.data[i].is_monster:
        return _set_spell_trap(duel, i, p, action.zone)
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
        kind = attack_kind(duel, i)  # what its attacks left (effects may add some)
        if not kind:
            if duel.attacks[i]:
                return "this monster has already attacked this turn (R-BATTLE-2)"
            return "an effect keeps this monster from attacking"
        if action.target == DIRECT:
            if kind == "monster" and not duel.monsters(1 - duel.tp):
                return "this monster's further attack must be declared on a monster"
            return "a direct attack needs the opponent to control no monsters (R-BATTLE-3)"
        t = duel.inst(action.target)
        if t >= 0 and t in duel.monsters(1 - duel.tp):
            return "an effect keeps this monster from attacking that monster"
        return "that is not a monster your opponent controls"
    if action.kind == "activate" and i >= 0:
        return _activation(duel, i, p, action.zone)
    return ""


def _activation(duel: Duel, i: int, p: int, zone: int) -> str:
    """Why card `i` cannot be activated now (into `zone`, from the hand) by player `p`."""
    d = duel.data[i]
    if d.is_trap:
        if duel.zone[i] == HAND:
            return "a Trap must first be Set, then activated on a later turn (R-TRAP-1)"
        return ("a Trap is activated only from a Set made before this turn, in a window "
                "whose events meet its Requirement (R-TRAP-2, R-TRAP-5)")
    if d.is_monster and (d.behaviour is None or not d.behaviour.activates):
        return "this monster has no effect to activate (R-EFF-2, R-EFF-5)"
    what, rule = ("Spells", "R-SPELL-1") if d.is_spell else ("monster effects", "R-EFF-2")
    own = duel.ctrl[i]
    if own != p or duel.tp != own or duel.request is None or duel.request.kind != "main":
        return f"{what} are activated only in their controller's own Main Phase ({rule})"
    if d.is_monster:
        if duel.zone[i] != MZONE or duel.pos[i] == SET:
            return "only a face-up monster on the field activates its effect (R-EFF-2)"
        if duel.effused[i] == duel.turn:
            return "this monster's effect was already used this turn (R-EFF-3)"
    elif duel.zone[i] == HAND:
        if zone >= 0 and d.is_field_spell != (zone == FIELD_ZONE):
            return ("a Field Spell is placed in the Field Zone, other Spells in a Spell & "
                    "Trap Zone (R-ZONE-2, R-ZONE-3)")
        taken = "" if d.is_field_spell else _spell_zone_taken(duel, p, zone)
        if taken:
            return taken
        oid = duel.oid[i]
        if any(a.kind == "activate" and a.card == oid for a in duel._legal or ()):
            return ("a Spell activated from the hand names its zone: a free Spell & Trap "
                    "Zone, or the Field Zone for a Field Spell")
    elif d.is_field_spell and duel.zone[i] == FZONE and duel.pos[i] != SET:
        return "a face-up Field Spell is already active; it is not activated again (R-FIELD-1)"
    return "its Requirement cannot be met now (R-REQ-1)"


def _set_spell_trap(duel: Duel, i: int, p: int, zone: int) -> str:
    """Why Spell or Trap `i` cannot be Set now by player `p` (R-MAIN-5, R-ZONE-5)."""
    if duel.zone[i] != HAND or duel.ctrl[i] != p:
        return "only Spells and Traps in your hand can be Set"
    if duel.data[i].is_field_spell:
        if zone != FIELD_ZONE:
            return "a Field Spell is Set in the Field Zone (R-FIELD-1)"
        return ""
    if zone >= 0 and not 3 <= zone < 6:
        return "Spells and Traps are Set in a Spell & Trap Zone, s0 to s2 (R-ZONE-2)"
    taken = _spell_zone_taken(duel, p, zone)
    if taken:
        return taken
    if zone < 0:
        return "a Set names a free Spell & Trap Zone, s0 to s2 (R-MAIN-5)"
    return ""


def _spell_zone_taken(duel: Duel, p: int, zone: int) -> str:
    """Why player `p` cannot place a card in Spell & Trap Zone `zone` (3-5; any for
    another value): none is free, or that one is occupied (R-ZONE-5); "" if it can."""
    if -1 not in duel.sz[p]:
        return "no Spell & Trap Zone is free (R-ZONE-5)"
    if 3 <= zone < 6 and duel.sz[p][zone - 3] >= 0:
        return "that Spell & Trap Zone is occupied (R-ZONE-5)"
    return ""
