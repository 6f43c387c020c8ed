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
from .maximum import MaximumSummon, maximum_actions
from .position import change_position, position_actions
from .procs import Proc, begin_action
from .state import BATTLE_PHASE, EXTRA, FZONE, GY, MZONE, SZONE, Request
from .summon import NormalSummon, summon_actions

if TYPE_CHECKING:
    from .duel import Duel


def special_summon_actions(duel: Duel, p: int) -> list[Action]:
    """Special Summons from the hand by a monster's own condition (R-MAIN-4)."""
    acts: list[Action] = []
    free = duel.free_mzones(p)
    for i in (*duel.hand[p], *duel.extra[p]):
        b = duel.data[i].behaviour
        if b is None or not b.can_self_summon(duel, i) or duel.banned("spsummon", p, i):
            continue
        zones = contact_zones(duel, p, i) if duel.zone[i] == EXTRA else free
        positions = (DEF,) if b.self_summon_position == "def" else (ATK, DEF)
        acts.extend(make("spsummon", duel.oid[i], z, pos=pos) for z in zones
                    for pos in positions)
    return acts


def set_card_actions(duel: Duel, p: int) -> list[Action]:
    """Setting Spells and Traps from the hand (R-MAIN-5, R-TRAP-1, R-FIELD-2)."""
    acts = []
    free = [z + 3 for z in duel.free_szones(p)]
    for i in duel.hand[p]:
        data = duel.data[i]
        if data.is_monster:
            continue
        o = duel.oid[i]
        if data.is_field_spell:
            acts.append(make("set", o, FIELD_ZONE))
        else:
            acts.extend([make("set", o, z) for z in free])
    return acts


def activation_actions(duel: Duel, p: int) -> list[Action]:
    """Spells from the hand or Set, and face-up monsters' effects (R-SPELL-1, R-EFF-2)."""
    acts = []
    free = [z + 3 for z in duel.free_szones(p)]
    for i in duel.hand[p]:
        data = duel.data[i]
        if data.is_spell and data.behaviour is not None and data.behaviour.can_activate(duel, i):
            o = duel.oid[i]
            if data.is_field_spell:
                acts.append(make("activate", o, FIELD_ZONE))
            else:
                acts.extend([make("activate", o, z) for z in free])
    for i in (*duel.sz[p], duel.fz[p]):
        if (i >= 0 and duel.pos[i] == SET and duel.data[i].is_spell
                and behaviour_of(duel, i).can_activate(duel, i)):
            acts.append(make("activate", duel.oid[i]))
    for i in duel.mz[p]:
        if (i >= 0 and duel.pos[i] != SET and duel.effused[i] != duel.turn
                and behaviour_of(duel, i).can_activate(duel, i)):
            acts.append(make("activate", duel.oid[i]))
    return acts


class MainPhase(Proc):
    """Waits for the turn player's Main Phase actions until Battle or End."""

    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        return Request("main", duel.tp, "Main Phase")

    def legal(self, duel: Duel) -> list[Action]:
        p = duel.tp
        acts = summon_actions(duel, p)
        acts += special_summon_actions(duel, p)
        acts += maximum_actions(duel, p)
        acts += position_actions(duel, p)
        acts += set_card_actions(duel, p)
        acts += activation_actions(duel, p)
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
