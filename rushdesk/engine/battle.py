"""The Battle Phase: attacks, the replay rule and damage (R-BATTLE, R-REPLAY, R-DMG, R-CALC).

One attack: declaration and its window; battle-step checks (the attack ends if the
attacker can no longer attack or the attack was negated; a *replay* if the
opponent's group of monsters changed, where the attacker picks a new target, attacks
directly or cancels, which is not a new declaration); then the Damage Step: a
face-down target is turned face-up, damage is calculated from the table of RULES.md
section 11, destroyed monsters go to the GY at its end, and one battle-result window
opens with its events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, CANCEL, DEF, DIRECT, END, SET, Action, make
from .events import Event
from .procs import Proc
from .state import ATTACKER_OUT, GY, MOD_PIERCE, MZONE, Request
from .stats import (
    MOD_ATTACK_ALL,
    MOD_ATTACK_ATK_ONLY,
    MOD_ATTACKED,
    MOD_DIRECT,
    MOD_EXTRA_ATTACK,
    MOD_EXTRA_ATTACK_AFTER_KILL,
    MOD_NO_ATTACK,
)
from .windows import open_window

if TYPE_CHECKING:
    from .duel import Duel


_new = tuple.__new__


def attack_kind(duel: Duel, i: int) -> str:
    """"any" if monster `i` may declare an attack now, "monster" if only on a monster
    (a second attack granted for destroying a monster "on a monster"), "" if none."""
    if duel.pos[i] != ATK:
        return ""
    if not duel.mods and not duel.statics:
        return "any" if duel.attacks[i] < 1 else ""
    if duel.has(i, MOD_NO_ATTACK):
        return ""
    allowed = 1 + sum(duel._values(i, MOD_EXTRA_ATTACK))
    if duel.has(i, MOD_ATTACK_ALL):  # each opponent's monster once (targets filtered below)
        return "any" if duel.attacks[i] == 0 else "monster"
    if duel.attacks[i] < allowed:
        return "any"
    if duel.bkill[i] == duel.turn:  # "if it destroyed a monster by battle, attack again"
        grants = duel._values(i, MOD_EXTRA_ATTACK_AFTER_KILL)
        if duel.attacks[i] < allowed + len(grants):
            return "any" if "any" in grants else "monster"
    return ""


def attack_targets(duel: Duel, p: int, attacker: int = -1, again: int = -1) -> list[int]:
    """Object ids `p` may attack, or [DIRECT] when the opponent has no monsters (R-BATTLE-3).
    An `attacker` that may attack only Attack Position monsters sees only those; one
    that may attack each monster once, only those it has not attacked but `again`."""
    opp = duel.monsters(1 - p)
    if not opp:
        return [DIRECT]
    if attacker >= 0 and (duel.mods or duel.statics):
        if duel.has(attacker, MOD_ATTACK_ATK_ONLY):
            opp = [m for m in opp if duel.pos[m] == ATK]
        if duel.has(attacker, MOD_ATTACK_ALL):
            done = duel._values(attacker, MOD_ATTACKED)
            opp = [m for m in opp if duel.oid[m] not in done or duel.oid[m] == again]
    return [duel.oid[m] for m in opp]


def attack_actions(duel: Duel, p: int) -> list[Action]:
    acts: list[Action] = []
    plain = not duel.mods and not duel.statics  # no effect changes who attacks whom
    pos, attacks = duel.pos, duel.attacks
    targets: list[int] | None = None
    for i in duel.monsters(p):  # a Maximum Mode monster attacks once, as one (R-MAX-5)
        if plain:
            if pos[i] != ATK or attacks[i] >= 1:  # attack_kind, the plain case
                continue
            kind = "any"
        else:
            kind = attack_kind(duel, i)
            if not kind:
                continue
        o = duel.oid[i]
        if plain:
            if targets is None:
                targets = attack_targets(duel, p)
            mine = targets
        else:
            mine = attack_targets(duel, p, i)
        acts += [_new(Action, ("attack", o, -1, t, 0)) for t in mine
                 if kind == "any" or t != DIRECT]
        if not plain and DIRECT not in mine and duel.has(i, MOD_DIRECT):
            acts.append(make("attack", o, target=DIRECT))  # "can attack directly"
    return acts


BATTLE_REQUESTS = (Request("battle", 0, "Battle Phase"), Request("battle", 1, "Battle Phase"))


class BattlePhase(Proc):
    """Waits for attack declarations until the turn player ends the Battle Phase."""

    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        return BATTLE_REQUESTS[duel.tp]

    def legal(self, duel: Duel) -> list[Action]:
        acts = attack_actions(duel, duel.tp)
        acts.append(END)
        return acts

    def answer(self, duel: Duel, action: Action) -> None:
        if action.kind == "end":
            duel.stack.pop()
        else:
            duel.stack.append(Attack(action.card, action.target))


def _note_target(duel: Duel, attacker: int, target: int) -> None:
    """Remember whom a monster that may attack every monster once has attacked."""
    if target != DIRECT and (duel.mods or duel.statics) and duel.has(attacker, MOD_ATTACK_ALL):
        duel.add_mod(attacker, MOD_ATTACKED, target, duel.turn)


def _can_battle(duel: Duel, i: int) -> bool:
    """Is attacker `i` still a face-up Attack Position monster of the turn player?"""
    return i >= 0 and duel.zone[i] == MZONE and duel.pos[i] == ATK and duel.ctrl[i] == duel.tp


def _opponent_group(duel: Duel) -> tuple[int, ...]:
    oid = duel.oid
    return tuple(sorted([oid[m] for m in duel.monsters(1 - duel.tp)]))


class Attack(Proc):
    """One attack from declaration to the battle-result window (RULES.md section 18)."""

    __slots__ = ("attacker", "target", "snapshot", "changed", "pc", "on_monster")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target
        self.snapshot: tuple[int, ...] = ()
        self.changed = False  # the opponent's monsters differed after some action
        self.pc = 0
        self.on_monster = False  # an attack granted only on a monster: no direct replay

    def run(self, duel: Duel) -> Request | None:
        if self.pc == 0:
            self._declare(duel)
            return None
        if self.pc == 1:
            return self._battle_step(duel)
        self._damage_step(duel)
        return None

    def _declare(self, duel: Duel) -> None:
        i = duel.inst(self.attacker)
        self.on_monster = (bool(duel.mods or duel.statics) and attack_kind(duel, i) == "monster"
                           and not duel.has(i, MOD_DIRECT))
        duel.attacks[i] += 1
        _note_target(duel, i, self.target)
        self.snapshot = _opponent_group(duel)
        self.pc = 1
        duel.attack = (self.attacker, self.target, 0)
        tp, o = duel.tp, self.attacker
        ev = _new(Event, ("attack", tp, o, duel.data[i].code, "", "", self.target, "", tp, o,
                          3, 3, 3, 0))
        # = Event("attack", tp, o, code, value=target, by=tp, old=o), without keywords
        duel.emit(ev)
        open_window(duel, (ev,))
        return None

    def _end(self, duel: Duel, reason: str) -> None:
        duel.stack.pop()
        duel.attack = None
        # a departed attacker's id is not reported: it may now sit in a hidden zone
        present = self.attacker if duel.inst(self.attacker) >= 0 else -1
        duel.emit(_new(Event, ("attack_end", duel.tp, present, 0, "", "", 0, reason, -1,
                               present, 3, 3, 3, 0)))
        # = Event("attack_end", tp, present, reason=reason, old=present)

    def _battle_step(self, duel: Duel) -> Request | None:
        i = duel.inst(self.attacker)
        state = duel.attack[2] if duel.attack is not None else 0
        if not _can_battle(duel, i) or state == ATTACKER_OUT:
            self._end(duel, "attacker")
            return None
        if state:
            self._end(duel, "negated")
            return None
        group = _opponent_group(duel)
        lost_direct = self.target == DIRECT and group and not duel.has(i, MOD_DIRECT)
        if self.changed or group != self.snapshot or lost_direct:
            return Request("replay", duel.tp, "The opponent's monsters changed: choose again",
                           source=self.attacker)
        self.pc = 2
        return None

    def legal(self, duel: Duel) -> list[Action]:
        attacker = duel.inst(self.attacker)
        # on a replay the same target may be chosen again (R-REPLAY-2)
        acts = [Action("target", target=t)
                for t in attack_targets(duel, duel.tp, attacker, self.target)
                if t != DIRECT or not self.on_monster]  # the grant's limit holds (R-BATTLE-2)
        acts.append(CANCEL)
        return acts

    def answer(self, duel: Duel, action: Action) -> None:
        if action.kind == "cancel":
            self._end(duel, "cancelled")  # the attack is still used (R-REPLAY-3)
            return
        self.target = action.target
        _note_target(duel, duel.inst(self.attacker), self.target)
        self.snapshot = _opponent_group(duel)
        self.changed = False
        duel.attack = (self.attacker, self.target, 0)
        duel.emit(Event("retarget", duel.tp, self.attacker, value=self.target, by=duel.tp,
                        old=self.attacker))

    def action_closed(self, duel: Duel) -> None:
        """Before the Damage Step, note an action after which the opponent's monsters
        differ from those at the declaration: a monster that arrived and left again
        in a later window still makes a replay (R-REPLAY-1)."""
        if self.pc == 1 and not self.changed and _opponent_group(duel) != self.snapshot:
            self.changed = True

    def _damage_step(self, duel: Duel) -> None:
        duel.wlog = []
        a = duel.inst(self.attacker)
        t = -1 if self.target == DIRECT else duel.inst(self.target)
        if t >= 0 and duel.pos[t] == SET:
            duel.set_position(t, DEF, reason="battle", by=duel.tp)  # R-DMG-3
        out = duel.attack is not None and duel.attack[2] == ATTACKER_OUT
        if out or not _can_battle(duel, a) or \
                (self.target != DIRECT and (t < 0 or duel.zone[t] != MZONE)):
            # a battler left, or the attacker can no longer battle: no damage
            # calculation (R-DMG-2, R-BATTLE-5)
            self._finish(duel)
            return
        tp, o = duel.tp, self.attacker
        duel.emit(_new(Event, ("battle", tp, o, 0, "", "", self.target, "", tp, o, 3, 3, 3, 0)))
        # = Event("battle", tp, o, value=target, by=tp, old=o)
        destroyed = [m for m in calculate(duel, a, t)  # "cannot be destroyed by battle"
                     if not duel.protected(m, by=1 - duel.ctrl[m], source="battle")]
        if duel.loss:
            return  # LP 0 ends the duel at once (R-DMG-6)
        for m in destroyed:  # the other battler destroyed it by battle
            duel.bkill[t if m == a else a] = duel.turn
        known = duel.remember(destroyed)  # both battlers as they were (simultaneous)
        for m in destroyed:
            duel.move(m, GY, reason="battle", by=1 - duel.ctrl[m], was=known.get(m))
        self._finish(duel)

    def _finish(self, duel: Duel) -> None:
        events = tuple(duel.wlog or ())
        duel.wlog = None
        duel.attack = None
        duel.stack.pop()
        open_window(duel, events)


def calculate(duel: Duel, a: int, t: int) -> list[int]:
    """Damage calculation (R-CALC-1..7); returns the monsters destroyed by battle."""
    tp, ntp = duel.tp, 1 - duel.tp
    atk = duel.atk(a)
    if t < 0:
        duel.damage(ntp, atk, reason="battle", by=tp)  # R-CALC-6
        return []
    if duel.pos[t] == ATK:
        other = duel.atk(t)
        if atk > other:
            duel.damage(ntp, atk - other, reason="battle", by=tp)
            return [t]
        if atk < other:
            duel.damage(tp, other - atk, reason="battle", by=ntp)
            return [a]
        return [a, t] if atk > 0 else []  # R-CALC-2, R-CALC-3
    guard = duel.defense(t)
    if atk > guard:
        if duel.has(a, MOD_PIERCE):
            duel.damage(ntp, atk - guard, reason="battle", by=tp)  # R-CALC-5
        return [t]
    if atk < guard:
        duel.damage(tp, guard - atk, reason="battle", by=ntp)  # R-CALC-4
    return []
