"""The Main Phase (R-MAIN, R-SPELL, R-EFF-2, R-FIELD).

The turn player chooses one action at a time: summon or Set monsters, change
positions, Set Spells and Traps, activate Spells and monster effects, then go to the
Battle Phase (not on the duel's first turn, R-TURN-3) or end the turn. After each
action its window is processed before the next one (R-MAIN-1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, BATTLE, DEF, END, FIELD_ZONE, SET, Action, make
from .battle import BattlePhase
from .behaviour import behaviour_of
from .effects.script import SelfSummon
from .events import Event
from .fusion import ContactFusion, contact_zones
from .maximum import MaximumSummon, can_maximum_summon
from .position import change_position, manual_position
from .procs import Proc
from .state import BATTLE_PHASE, EXTRA, FZONE, GY, MZONE, SZONE, Request
from .summon import NormalSummon, summon_zones
from .windows import begin_action

if TYPE_CHECKING:
    from .duel import Duel


_new = tuple.__new__


def main_actions(duel: Duel, p: int) -> list[Action]:
    """Every Main Phase action of player `p` except Battle and End (R-MAIN-1).

    One pass over the hand and one over the field: this runs before every Main Phase
    decision, so it is the engine's hottest loop.
    """
    acts: list[Action] = []
    oid, data = duel.oid, duel.data
    mz, sz = duel.mz[p], duel.sz[p]
    free = [z for z in (0, 1, 2) if mz[z] < 0]
    spell_zones = [z + 3 for z in (0, 1, 2) if sz[z] < 0]
    monsters = 1 if duel.maxm[p] else 3 - len(free)
    for i in duel.hand[p]:
        d, o, b = data[i], oid[i], data[i].behaviour
        if d.is_monster:
            zones = () if d.is_extra_deck else summon_zones(d, free, monsters)
            if zones:
                may_set = not duel.statics or not duel.banned("set", p, i)
                may_summon = not duel.statics or not duel.banned("summon", p, i)
                for z in zones:
                    if may_summon:
                        acts.append(_new(Action, ("summon", o, z, -1, 0)))
                    if may_set:
                        acts.append(_new(Action, ("set", o, z, -1, 0)))
            if b is not None and free:
                acts += _self_summons(duel, p, i, free)
            if d.max_role == "C" and can_maximum_summon(duel, p, i):
                acts.append(make("maximum", o))
        else:  # Set Spells and Traps (R-MAIN-5); activate Spells (R-SPELL-1)
            zones = (FIELD_ZONE,) if d.is_field_spell else spell_zones
            acts += [_new(Action, ("set", o, z, -1, 0)) for z in zones]
            if b is not None and d.is_spell and b.can_activate(duel, i):
                acts += [_new(Action, ("activate", o, z, -1, 0)) for z in zones]
    for i in duel.extra[p]:  # Contact Fusion (R-FUS-7)
        if data[i].behaviour is not None:
            acts += _self_summons(duel, p, i, contact_zones(duel, p, i))
    for i in (*sz, duel.fz[p]):
        if i >= 0 and duel.pos[i] == SET and data[i].is_spell and data[i].behaviour is not None \
                and data[i].behaviour.can_activate(duel, i):
            acts.append(make("activate", oid[i]))
    for i in mz:
        if i >= 0:
            new = manual_position(duel, i)
            if new:
                acts.append(_new(Action, ("position", oid[i], -1, -1, new)))
            b = data[i].behaviour
            if (b is not None and duel.pos[i] != SET and duel.effused[i] != duel.turn
                    and b.can_activate(duel, i)):
                acts.append(make("activate", oid[i]))  # R-EFF-2, R-EFF-3
    return acts


def _self_summons(duel: Duel, p: int, i: int, zones: list[int]) -> list[Action]:
    """Special Summons by a monster's own condition (R-MAIN-4) or Contact Fusion."""
    b = duel.data[i].behaviour
    if not zones or not b.can_self_summon(duel, i) or duel.banned("spsummon", p, i):
        return []
    positions = (DEF,) if b.self_summon_position == "def" else (ATK, DEF)
    return [make("spsummon", duel.oid[i], z, pos=pos) for z in zones for pos in positions]


MAIN_REQUESTS = (Request("main", 0, "Main Phase"), Request("main", 1, "Main Phase"))


class MainPhase(Proc):
    """Waits for the turn player's Main Phase actions until Battle or End."""

    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        return MAIN_REQUESTS[duel.tp]

    def legal(self, duel: Duel) -> list[Action]:
        acts = main_actions(duel, duel.tp)
        if duel.turn > 1:
            acts.append(BATTLE)
        acts.append(END)
        return acts

    def answer(self, duel: Duel, action: Action) -> None:
        kind = action.kind
        if kind == "end":
            duel.stack.pop()
        elif kind == "battle":
            duel.stack.pop()
            duel.phase = BATTLE_PHASE
            duel.emit(Event("phase", duel.tp, reason=BATTLE_PHASE))
            duel.stack.append(BattlePhase())
        elif kind in ("summon", "set") and action.zone < 3:
            i = duel.inst(action.card)
            begin_action(duel)
            need = duel.data[i].tributes_needed
            duel.stack.append(NormalSummon(action.card, action.zone, kind == "set", need))
        elif kind == "set":
            set_spell_trap(duel, action)
        elif kind == "spsummon":
            begin_action(duel)
            if duel.zone[duel.inst(action.card)] == EXTRA:
                duel.stack.append(ContactFusion(action.card, action.zone, action.pos))
            else:
                duel.stack.append(SelfSummon(action.card, action.zone, action.pos))
        elif kind == "maximum":
            begin_action(duel)
            duel.stack.append(MaximumSummon(action.card))
        elif kind == "position":
            begin_action(duel)
            change_position(duel, action)
        else:  # activate
            begin_action(duel)
            activate(duel, action)


def _place(duel: Duel, i: int, zone: int, pos: int, kind: str) -> None:
    """Put a card from the hand into a Spell & Trap Zone or the Field Zone."""
    p = duel.tp
    reason = "spell" if kind == "activate" else ""  # the same event as flipping a Set Spell
    if zone == FIELD_ZONE:
        old = duel.fz[p]
        if old >= 0:  # replacement: sent to the GY by rule, not destroyed (R-FIELD-2)
            duel.move(old, GY, reason="rule", by=p)
        duel.move(i, FZONE, player=p, pos=pos, kind=kind, reason=reason, by=p)
    else:
        duel.move(i, SZONE, player=p, slot=zone - 3, pos=pos, kind=kind, reason=reason, by=p)


def set_spell_trap(duel: Duel, action: Action) -> None:
    """Set a Spell or Trap face-down; no window follows (R-TRAP-5 lists no such action)."""
    _place(duel, duel.inst(action.card), action.zone, SET, "set")


def activate(duel: Duel, action: Action) -> None:
    """Activate a Spell (from the hand or Set) or a face-up monster's effect."""
    i = duel.inst(action.card)
    p = duel.tp
    if duel.zone[i] == MZONE:
        duel.effused[i] = duel.turn
        duel.emit(Event("activate", p, action.card, duel.data[i].code, "mzone", "mzone",
                        duel.slot_of(i), "effect", p, action.card))
    elif action.zone >= 0:
        _place(duel, i, action.zone, ATK, "activate")
    else:
        duel.pos[i] = ATK
        duel.known[i] = 3
        src = "fzone" if duel.zone[i] == FZONE else "szone"
        duel.emit(Event("activate", p, action.card, duel.data[i].code, src, src,
                        duel.slot_of(i), "spell", p, action.card))
    duel.stack.append(CardResolve(duel.oid[i]))
    duel.stack.extend(reversed(behaviour_of(duel, i).activation_procs(duel, i)))


class CardResolve(Proc):
    """After a Spell resolved: a Normal or Ritual Spell goes to the GY (R-SPELL-3/4)."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        self.card = card

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        i = duel.inst(self.card)
        if i >= 0 and duel.zone[i] == SZONE and (
            not duel.data[i].is_equip_spell or duel.equip[i] < 0
        ):
            duel.move(i, GY, reason="resolved", by=duel.ctrl[i])
        return None
