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
from .cards import (
    HAND_FIELD,
    HAND_GENERAL,
    HAND_MONSTER,
    HAND_SET,
    HAND_TRIBUTE_1,
    HAND_TRIBUTE_2,
)
from .effects.script import SelfSummon
from .events import Event
from .fusion import ContactFusion, contact_zones
from .maximum import MaximumSummon, can_maximum_summon
from .position import change_position
from .procs import Proc
from .state import BATTLE_PHASE, EXTRA, FZONE, GY, MZONE, PHASE_EVENTS, SZONE, Request
from .summon import ALL_ZONES, NormalSummon, place_summoned
from .windows import begin_action, close_action

if TYPE_CHECKING:
    from .duel import Duel


_new = tuple.__new__

# Zone tuples by occupancy, so the free zones of a row are looked up, not rebuilt.
_FREE_MZ = {(a, b, c): tuple(z for z, s in enumerate((a, b, c)) if s)
            for a in (False, True) for b in (False, True) for c in (False, True)}
_FREE_SZ = {k: tuple(z + 3 for z in v) for k, v in _FREE_MZ.items()}

# The Normal Summon/Set or Set actions of one card in the hand, by (kind, object id,
# zones): they depend on nothing else, and a card keeps its object id while it stays
# in the hand, so the same tuples serve decision after decision (and duel after duel,
# where object ids repeat). Actions are immutable values, so sharing them is safe.
_HAND_ACTS: dict[tuple[str, int, tuple[int, ...]], tuple[Action, ...]] = {}
_HAND_ACTS_MAX = 65536


def _hand_acts(kinds: str, o: int, zones: tuple[int, ...]) -> tuple[Action, ...]:
    """Make (and remember) the actions of `kinds` ("summon set", "summon" or "set")."""
    acts = tuple(_new(Action, (k, o, z, -1, 0)) for z in zones for k in kinds.split())
    if len(_HAND_ACTS) >= _HAND_ACTS_MAX:
        _HAND_ACTS.clear()
    _HAND_ACTS[kinds, o, zones] = acts
    return acts


# The actions of a plain card in the hand (`hand_role` not HAND_GENERAL), cached like
# `_HAND_ACTS` but by one int, `object id << 4 | zones code`: codes 1-7 are
# "summon set" into the Monster Zones whose bits are set, 9-15 "set" into the Spell &
# Trap Zones of bits `code - 8`, and `_FIELD_CODE` "set" into the Field Zone.
_PLAIN_ACTS: dict[int, tuple[Action, ...]] = {}
_ZONE_CODES = {zones: sum(1 << (z % 3) for z in zones) for zones in _FREE_MZ.values()}
_ZONE_CODES.update({zones: 8 + sum(1 << (z % 3) for z in zones) for zones in _FREE_SZ.values()
                    if zones})
_FIELD_CODE = 8


def _plain_acts(key: int) -> tuple[Action, ...]:
    """Make (and remember) the actions of `_PLAIN_ACTS` key `key`."""
    o, code = key >> 4, key & 15
    if code < 8:
        acts = tuple(_new(Action, (k, o, z, -1, 0)) for z in range(3) if code >> z & 1
                     for k in ("summon", "set"))
    elif code == _FIELD_CODE:
        acts = (_new(Action, ("set", o, FIELD_ZONE, -1, 0)),)
    else:
        acts = tuple(_new(Action, ("set", o, z + 3, -1, 0)) for z in range(3)
                     if (code - 8) >> z & 1)
    if len(_PLAIN_ACTS) >= _HAND_ACTS_MAX:
        _PLAIN_ACTS.clear()
    _PLAIN_ACTS[key] = acts
    return acts


# The position change of a monster, by `object id << 2 | new position`, cached like
# `_PLAIN_ACTS`: a monster keeps its object id while it stays on the field.
_POSITION_ACTS: dict[int, Action] = {}


def _position_act(key: int) -> Action:
    """Make (and remember) the action of `_POSITION_ACTS` key `key`."""
    act = _new(Action, ("position", key >> 2, -1, -1, key & 3))
    if len(_POSITION_ACTS) >= _HAND_ACTS_MAX:
        _POSITION_ACTS.clear()
    _POSITION_ACTS[key] = act
    return act


# Everything `main_actions` needs about the occupancy of one player's zones, by
# (Monster Zones 0-2 free, Spell & Trap Zones 0-2 free, in Maximum Mode): the free
# Monster Zones, the free Spell & Trap Zones, the monsters that can be Tributed, and
# the `_PLAIN_ACTS` zones code of each `hand_role` (0: no action; -1 for HAND_GENERAL,
# whose cards go through `_hand_card_actions`).
_Context = tuple[tuple[int, ...], tuple[int, ...], int, tuple[int, ...]]


def _contexts() -> dict[tuple[bool, ...], _Context]:
    contexts: dict[tuple[bool, ...], _Context] = {}
    for mfree, free in _FREE_MZ.items():
        for sfree, spell_zones in _FREE_SZ.items():
            for maximum in (False, True):
                monsters = 1 if maximum else 3 - len(free)
                codes = {HAND_GENERAL: -1, HAND_MONSTER: _ZONE_CODES[free],
                         HAND_TRIBUTE_1: 7 if monsters >= 1 else 0,
                         HAND_TRIBUTE_2: 7 if monsters >= 2 else 0,
                         HAND_SET: _ZONE_CODES[spell_zones], HAND_FIELD: _FIELD_CODE}
                contexts[(*mfree, *sfree, maximum)] = (
                    free, spell_zones, monsters, tuple(codes[r] for r in range(len(codes))))
    return contexts


_CONTEXTS = _contexts()


def main_actions(duel: Duel, p: int) -> list[Action]:
    """Every Main Phase action of player `p` except Battle and End (R-MAIN-1).

    One pass over the hand and one over the field: this runs before every Main Phase
    decision, so it is the engine's hottest loop (written flat; the hand's summon/set
    actions come from a cache). A card in the hand whose `hand_role` says it can only
    be summoned or Set needs no more than that role and the free zones, unless a
    continuous effect is active (it might forbid a summon or a Set); every other card
    goes through `_hand_card_actions`.
    """
    acts: list[Action] = []
    append = acts.append
    oid, data = duel.oid, duel.data
    mz, sz = duel.mz[p], duel.sz[p]
    free, spell_zones, monsters, summon_codes = _CONTEXTS[
        mz[0] < 0, mz[1] < 0, mz[2] < 0, sz[0] < 0, sz[1] < 0, sz[2] < 0, duel.maxm[p]]
    if duel.statics:
        for i in duel.hand[p]:
            acts += _hand_card_actions(duel, p, i, free, spell_zones, monsters)
    else:
        plain = _PLAIN_ACTS
        for i in duel.hand[p]:
            code = summon_codes[data[i].hand_role]
            if code > 0:
                # a plain card's actions by (object id, zones) from `_PLAIN_ACTS`: the
                # key is `o << 4 | code`, `code` naming the zones (see `_plain_acts`)
                key = oid[i] << 4 | code
                acts += plain.get(key) or _plain_acts(key)
            elif code:  # HAND_GENERAL
                acts += _hand_card_actions(duel, p, i, free, spell_zones, monsters)
    for i in duel.extra[p]:  # Contact Fusion (R-FUS-7)
        b = data[i].behaviour
        if b is not None and b.self_summons:
            acts += _self_summons(duel, p, i, contact_zones(duel, p, i))
    pos = duel.pos
    fz = duel.fz[p]
    for i in sz if fz < 0 else (*sz, fz):
        if i >= 0 and pos[i] == SET and data[i].is_spell and data[i].behaviour is not None \
                and data[i].behaviour.can_activate(duel, i):
            append(make("activate", oid[i]))
    turn, maximum, position_acts = duel.turn, duel.maxm[p], _POSITION_ACTS
    arrived, poschg, effused = duel.arrived, duel.poschg, duel.effused
    for i in mz:
        if i >= 0:
            # by hand: not on arrival, once a turn, never in Maximum Mode (R-POS-1/2, R-MAX-4)
            if arrived[i] < turn and poschg[i] != turn and not maximum:
                key = oid[i] << 2 | (DEF if pos[i] == ATK else ATK)
                append(position_acts.get(key) or _position_act(key))
            b = data[i].behaviour
            if b is not None and pos[i] != SET and effused[i] != turn \
                    and b.can_activate(duel, i):
                append(make("activate", oid[i]))  # R-EFF-2, R-EFF-3
    return acts


def _hand_card_actions(duel: Duel, p: int, i: int, free: tuple[int, ...],
                       spell_zones: tuple[int, ...], monsters: int) -> list[Action]:
    """The Main Phase actions of card `i` in player `p`'s hand, by the general rules:
    Normal Summon/Set (unless a continuous effect forbids it, R-MAIN-2/3), a Special
    Summon by its own condition (R-MAIN-4), a Maximum Summon (R-MAX-1), Set a Spell or
    Trap (R-MAIN-5), activate a Spell (R-SPELL-1)."""
    acts: list[Action] = []
    d = duel.data[i]
    o, b = duel.oid[i], d.behaviour
    cache = _HAND_ACTS
    if d.is_monster:
        need = d.tributes_needed
        if d.is_extra_deck:
            zones: tuple[int, ...] = ()
        elif need == 0:
            zones = free
        else:
            zones = ALL_ZONES if monsters >= need else ()
        if zones:
            if duel.statics:
                may_summon = not duel.banned("summon", p, i)
                may_set = not duel.banned("set", p, i)
                kinds = "summon set" if may_summon and may_set else \
                    "summon" if may_summon else "set" if may_set else ""
            else:
                kinds = "summon set"
            if kinds:
                acts += cache.get((kinds, o, zones)) or _hand_acts(kinds, o, zones)
        if b is not None and free and b.self_summons:
            acts += _self_summons(duel, p, i, list(free))
        if d.max_role == "C" and can_maximum_summon(duel, p, i):
            acts.append(make("maximum", o))
    else:  # Set Spells and Traps (R-MAIN-5); activate Spells (R-SPELL-1)
        zones = (FIELD_ZONE,) if d.is_field_spell else spell_zones
        if zones:
            acts += cache.get(("set", o, zones)) or _hand_acts("set", o, zones)
            if b is not None and d.is_spell and b.can_activate(duel, i):
                acts += [_new(Action, ("activate", o, z, -1, 0)) for z in zones]
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
            duel.emit(PHASE_EVENTS[duel.tp, BATTLE_PHASE])
            duel.stack.append(BattlePhase())
        elif kind in ("summon", "set") and action.zone < 3:
            i = duel.inst(action.card)
            need = duel.data[i].tributes_needed
            if need == 0:  # no Tributes to pick: the summon completes at once
                duel.wlog = []
                place_summoned(duel, i, action.zone, kind == "set", 0, ())
                close_action(duel)
            else:
                begin_action(duel)
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
            duel.wlog = []
            change_position(duel, action)
            close_action(duel)
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
        duel.put(i, FZONE, p, -1, pos, kind, reason, p)
    else:
        duel.put(i, SZONE, p, zone - 3, pos, kind, reason, p)


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
        duel.srcs = None  # a face-up Spell may have continuous effects
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
