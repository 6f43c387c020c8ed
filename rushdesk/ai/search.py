"""What the searches share: information-set keys, move canonicalization, playouts and
the per-decision random seed.

`view_key(world, me)` names a position as `me` sees it, so the planner's
transposition table and the tree search merge the many orders of the same plays
(Rush has unlimited Normal Summons) and the many worlds `me` cannot tell apart.
`canonical(world, legal)` drops moves that only differ by an equivalent zone or an
identical copy of a card in the hand.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import TYPE_CHECKING, Any

from rushdesk.ai.policy import noisy_scripted_action, scripted_action
from rushdesk.engine import SET
from rushdesk.engine.state import DECK, EXTRA, GY, HAND

if TYPE_CHECKING:
    from rushdesk.ai.view import AIView
    from rushdesk.engine import Action, Duel

_MERGEABLE = frozenset(("summon", "set", "spsummon", "activate", "pick", "maximum"))
_PILES = frozenset((HAND, GY, EXTRA, DECK))


def canonical(world: Duel, legal: list[Action]) -> list[Action]:
    """`legal` without the moves equivalent to an earlier one (the first is kept): the
    same card from a hidden or public pile (identical copies), and any free zone for a
    summon or a Spell (a Tribute Summon keeps its zone: that zone's monster is a
    Tribute)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    data, zone = world.data, world.zone
    for a in legal:
        if a.kind in _MERGEABLE:
            i = world.inst(a.card)
            z = zone[i]
            if z in _PILES:
                d = data[i]
                where = a.zone if d.tributes_needed and a.zone < 3 else a.zone >= 3
                sig = (a.kind, d.code, z, world.ctrl[i], where, a.pos)
                if sig in seen:
                    continue
                seen.add(sig)
        out.append(a)
    return out


def _cards(world: Duel, pile: list[int], me: int) -> tuple[Any, ...]:
    """The cards of a zone row as `me` sees them, in no particular zone (the zones of a
    row are interchangeable but for Maximum Mode, which `view_key` names)."""
    bit = 1 << me
    out = []
    for i in pile:
        if i < 0:
            continue
        known = world.pos[i] != SET or world.known[i] & bit
        out.append((world.data[i].code if known else 0, world.pos[i], world.attacks[i],
                    world.effused[i] == world.turn, world.poschg[i] == world.turn,
                    world.arrived[i] == world.turn))
    return tuple(sorted(out))


def view_key(world: Duel, me: int) -> tuple[Any, ...]:
    """The position as `me` sees it (plus lingering effects and the pending request)."""
    req = world.request
    hand = tuple(sorted(world.data[i].code for i in world.hand[me]))
    mods = tuple((m.kind, m.value, m.until) for m in world.mods if isinstance(m.value, int))
    legal: tuple[Any, ...] = ()
    if req is not None and req.kind not in ("main", "battle"):
        legal = tuple(world.legal_actions())
    return (
        world.turn, world.phase, req, legal, tuple(world.lp), hand, len(world.hand[1 - me]),
        _cards(world, world.mz[0], me), _cards(world, world.mz[1], me),
        _cards(world, world.sz[0], me), _cards(world, world.sz[1], me),
        _cards(world, world.fz, me), len(world.free_mzones(me)), len(world.gy[0]), len(world.gy[1]),
        len(world.deck[0]), len(world.deck[1]), tuple(world.maxm), mods, len(world.stack),
        world.attack,
    )  # fmt: skip


def playout(world: Duel, last_turn: int, rng: random.Random, noise: float,
            max_steps: int = 80) -> None:
    """Play `world` on with the scripted policy until turn `last_turn` is over, or for
    `max_steps` actions (a truncated playout)."""
    steps = 0
    while world.result is None and world.turn <= last_turn and steps < max_steps:
        p = world.current_player
        assert p is not None
        legal = world.legal_actions()
        if noise:
            world.apply(noisy_scripted_action(world, p, legal, rng, noise))
        else:
            world.apply(scripted_action(world, p, legal))
        steps += 1


def decision_seed(view: AIView, seed: int) -> int:
    """A seed for one decision made from the agent's seed and its observation only, so
    a decision is reproducible from (seed, observation) and blind to hidden cards."""
    text = json.dumps(view.observe().to_dict(), sort_keys=True, separators=(",", ":"))
    digest = hashlib.blake2b(f"{seed}|{text}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
