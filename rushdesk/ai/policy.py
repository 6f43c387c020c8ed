"""Scripted play rules of the WindBot kind, written once for every deck.

`scripted_action(world, p, legal)` walks an ordered list of rules and takes the first
that applies: Maximum Summon, activate Spells and effects, Special Summon, summon the
strongest monster (Set it when it would only lose a battle), Set Traps, attack when
the attack wins the battle (or goes direct), activate Traps when they can, pick the
opponent's biggest threat for an effect and one's own weakest card for a cost. It is
the `Scripted` baseline and, with a little noise, the search's playout policy. It
reads a world the agent is allowed to see (a determinization), never the live duel.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action
from rushdesk.engine.state import EXTRA, GY

if TYPE_CHECKING:
    from rushdesk.engine import Duel

PHASE_ENDS = frozenset(("end", "battle", "pass", "cancel", "finish"))
UNKNOWN_DEF = 1200


def strongest_against(world: Duel, p: int) -> int:
    """The value an attacker of `p` must beat: the opponent's best face-up stat."""
    best = 0
    for i in world.monsters(1 - p):
        pos = world.pos[i]
        if pos == ATK:
            best = max(best, world.atk(i))
        elif pos == DEF:
            best = max(best, world.defense(i))
        else:
            best = max(best, UNKNOWN_DEF)
    return best


def _value(world: Duel, i: int) -> int:
    """How much a card is worth keeping: a monster's ATK, else its Level times 300."""
    d = world.data[i]
    if d.is_monster:
        return world.atk(i) if world.pos[i] != SET or world.known[i] else d.atk
    return 1000


def attack_score(world: Duel, attacker: int, target: int) -> int:
    """How good attacking `target` (an object id or DIRECT) is; <= 0 when it loses."""
    a = world.atk(attacker)
    if target == DIRECT:
        return 10_000 + a
    t = world.inst(target)
    pos = world.pos[t]
    if pos == SET:
        return 300 if a >= 1600 else -1
    if pos == ATK:
        ta = world.atk(t)
        return 5_000 + ta if a > ta else -1
    return 3_000 + world.atk(t) if a > world.defense(t) else -1


def _main(world: Duel, p: int, legal: list[Action]) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    if "maximum" in by_kind:
        return by_kind["maximum"][0]
    if "activate" in by_kind:
        return by_kind["activate"][0]
    if "spsummon" in by_kind:
        return max(by_kind["spsummon"], key=lambda a: (a.pos == ATK, _card_atk(world, a.card)))
    threshold = strongest_against(world, p)
    own_best = max((world.atk(i) for i in world.monsters(p) if world.pos[i] != SET), default=0)
    summons = by_kind.get("summon", [])
    if summons:
        best = max(summons, key=lambda a: (_card_atk(world, a.card), -_occupant(world, p, a)))
        i = world.inst(best.card)
        d = world.data[i]
        worth = d.tributes_needed == 0 or d.atk > own_best
        if worth:
            if d.atk > threshold or d.atk >= 1500 or not world.monsters(1 - p):
                return best
            for a in by_kind.get("set", []):
                if a.card == best.card and a.zone == best.zone:
                    return a
    for a in by_kind.get("set", []):
        if world.data[world.inst(a.card)].is_trap:
            return a
    for a in by_kind.get("position", []):
        i = world.inst(a.card)
        if a.pos == ATK and world.data[i].atk > threshold:
            return a
    if "battle" in by_kind and any(world.pos[i] == ATK for i in world.monsters(p)):
        return by_kind["battle"][0]
    return by_kind["end"][0] if "end" in by_kind else legal[0]


def _occupant(world: Duel, p: int, action: Action) -> int:
    """The ATK of the monster a summon into `action.zone` would Tribute (-1: none)."""
    i = world.mz[p][action.zone]
    return -1 if i < 0 else world.atk(i)


def _card_atk(world: Duel, oid: int) -> int:
    return world.data[world.inst(oid)].atk


def _battle(world: Duel, legal: list[Action]) -> Action:
    best, score = None, 0
    for a in legal:
        if a.kind == "attack":
            s = attack_score(world, world.inst(a.card), a.target)
            if s > score:
                best, score = a, s
    if best is not None:
        return best
    return next((a for a in legal if a.kind == "end"), legal[-1])


def _replay(world: Duel, legal: list[Action]) -> Action:
    req = world.request
    attacker = world.inst(req.source) if req is not None else -1
    best, score = None, 0
    for a in legal:
        if a.kind == "target" and attacker >= 0:
            s = attack_score(world, attacker, a.target)
            if s > score:
                best, score = a, s
    return best if best is not None else next((a for a in legal if a.kind == "cancel"), legal[0])


def _pick(world: Duel, p: int, legal: list[Action]) -> Action:
    finish = next((a for a in legal if a.kind == "finish"), None)
    theirs: list[tuple[int, Action]] = []
    mine_keep: list[tuple[int, Action]] = []
    mine_cost: list[tuple[int, Action]] = []
    for a in legal:
        if a.kind != "pick":
            continue
        i = world.inst(a.card)
        if world.ctrl[i] != p:
            theirs.append((_value(world, i), a))
        elif world.zone[i] in (EXTRA, GY):
            mine_keep.append((_value(world, i), a))  # a monster to summon or revive
        else:
            mine_cost.append((_value(world, i), a))
    if theirs:
        return max(theirs, key=lambda t: t[0])[1]
    if mine_keep:
        return max(mine_keep, key=lambda t: t[0])[1]
    if finish is not None:
        return finish
    if mine_cost:
        return min(mine_cost, key=lambda t: t[0])[1]
    return legal[0]


def _position(world: Duel, p: int, legal: list[Action]) -> Action:
    req = world.request
    src = world.inst(req.source) if req is not None and req.source >= 0 else -1
    atk = world.data[src].atk if src >= 0 else 0
    want = ATK if atk >= strongest_against(world, p) else DEF
    return next((a for a in legal if a.pos == want), legal[0])


def scripted_action(world: Duel, p: int, legal: list[Action]) -> Action:
    """The first play rule that applies to `p`'s decision in `world`."""
    req = world.request
    kind = req.kind if req is not None else ""
    if kind == "main":
        return _main(world, p, legal)
    if kind == "battle":
        return _battle(world, legal)
    if kind == "window":
        return next((a for a in legal if a.kind == "activate"), legal[0])
    if kind == "replay":
        return _replay(world, legal)
    if kind == "pick":
        return _pick(world, p, legal)
    if kind == "position":
        return _position(world, p, legal)
    if kind == "yesno":
        return next((a for a in legal if a.kind == "yes"), legal[0])
    return legal[0]


def noisy_scripted_action(world: Duel, p: int, legal: list[Action], rng: random.Random,
                          noise: float) -> Action:
    """`scripted_action`, or with probability `noise` any move that does not end a phase."""
    if noise and rng.random() < noise:
        moves = [a for a in legal if a.kind not in PHASE_ENDS]
        if moves:
            return rng.choice(moves)
    return scripted_action(world, p, legal)
