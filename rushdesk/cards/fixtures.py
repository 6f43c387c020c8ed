"""Test fixture cards of RULES.md section 19 (names starting with ``V`` or ``FX-``).

They are not real cards. The vanilla ``V`` monsters and a handful of ``FX-`` Traps,
Spells and an effect monster exercise the engine's rules (trap windows, replays,
simultaneous losses) before the effect DSL exists, and make the sample decks that
`rushdesk sim` and the engine benchmark play. Their behaviours are small
`Behaviour` subclasses whose work is done by plain procedure records. The rest of
the section's fixture Spells and Trap are written with the DSL (`fixture_effects`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rushdesk.cards.fixture_effects import FIXTURE_EFFECTS
from rushdesk.engine.actions import ATK, DEF, DIRECT, Action
from rushdesk.engine.behaviour import Behaviour
from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
from rushdesk.engine.events import Event
from rushdesk.engine.procs import Proc
from rushdesk.engine.state import GY, HAND, MOD_ATK, MZONE, Request

if TYPE_CHECKING:
    from rushdesk.engine.duel import Duel

Events = tuple[Event, ...]

NORMAL_MONSTER = CardType.MONSTER | CardType.NORMAL
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
FIXTURE_BASE = 900_000_000


def _vanilla(n: int, name: str, level: int, atk: int, dfn: int, race: str = "Warrior",
             attr: Attribute = Attribute.EARTH) -> CardData:
    return CardData(FIXTURE_BASE + n, name, NORMAL_MONSTER, attribute=attr, race=race,
                    level=level, atk=atk, defense=dfn)


# ------------------------------------------------------------------ procedures
class DestroyAll(Proc):
    """Destroy every monster in `oids` still on the field (by card effect)."""

    __slots__ = ("oids", "by")

    def __init__(self, oids: tuple[int, ...], by: int) -> None:
        self.oids, self.by = oids, by

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        for o in self.oids:
            i = duel.inst(o)
            if i >= 0 and duel.zone[i] == MZONE:
                duel.move(i, GY, reason="destroy", by=self.by)
        return None


class ReturnToHand(Proc):
    """Return the monster `oid` to its owner's hand, if it is still on the field."""

    __slots__ = ("oid", "by")

    def __init__(self, oid: int, by: int) -> None:
        self.oid, self.by = oid, by

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        i = duel.inst(self.oid)
        if i >= 0 and duel.zone[i] == MZONE:
            duel.move(i, HAND, reason="effect", by=self.by)
        return None


class Burn(Proc):
    """Inflict `amounts[p]` damage to each player at once."""

    __slots__ = ("amounts", "by")

    def __init__(self, amounts: tuple[int, int], by: int) -> None:
        self.amounts, self.by = amounts, by

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        for p in (0, 1):
            duel.damage(p, self.amounts[p], reason="effect", by=self.by)
        return None


class GainLife(Proc):
    __slots__ = ("player", "amount")

    def __init__(self, player: int, amount: int) -> None:
        self.player, self.amount = player, amount

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        duel.gain_lp(self.player, self.amount, by=self.player)
        return None


class Shrink(Proc):
    """Change `oid` to face-up Defense Position; it loses `amount` ATK this turn."""

    __slots__ = ("oid", "amount", "by")

    def __init__(self, oid: int, amount: int, by: int) -> None:
        self.oid, self.amount, self.by = oid, amount, by

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        i = duel.inst(self.oid)
        if i >= 0 and duel.zone[i] == MZONE:
            if duel.pos[i] != DEF:
                duel.set_position(i, DEF, reason="effect", by=self.by)
            duel.add_mod(i, MOD_ATK, -self.amount, duel.turn)
        return None


class NegateAttack(Proc):
    __slots__ = ()

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        if duel.attack is not None:
            duel.attack = (duel.attack[0], _target(duel), 1)
        return None


def _low_monsters_in_hand(duel: Duel, p: int, max_level: int) -> list[int]:
    return [i for i in duel.hand[p]
            if duel.data[i].is_monster and not duel.data[i].is_extra_deck
            and duel.data[i].level <= max_level]


def _face_up_others(duel: Duel, p: int, exclude: int) -> list[int]:
    """The object ids of `p`'s face-up monsters other than object id `exclude`."""
    return [duel.oid[i] for i in duel.monsters(p)
            if duel.pos[i] in (ATK, DEF) and duel.oid[i] != exclude]


class SummonFromHand(Proc):
    """Special Summon 1 monster of Level <= `max_level` from `player`'s hand.

    `pos` is the position, or 0 to let the player choose Attack or Defense. The
    monster goes to the lowest free Monster Zone.
    """

    __slots__ = ("player", "max_level", "pos", "card")

    def __init__(self, player: int, max_level: int, pos: int) -> None:
        self.player, self.max_level, self.pos = player, max_level, pos
        self.card = -1

    def run(self, duel: Duel) -> Request | None:
        free = duel.free_mzones(self.player)
        cands = _low_monsters_in_hand(duel, self.player, self.max_level)
        if not free or not cands:
            duel.stack.pop()
            return None
        if self.card < 0:
            return Request("pick", self.player, "Special Summon a monster", 1, 1)
        if not self.pos:
            return Request("position", self.player, "Choose a position", 1, 1, self.card)
        duel.stack.pop()
        duel.move(duel.inst(self.card), MZONE, player=self.player, slot=free[0], pos=self.pos,
                  kind="spsummon", reason="effect", by=self.player)
        return None

    def legal(self, duel: Duel) -> list[Action]:
        if self.card < 0:
            return [Action("pick", duel.oid[i])
                    for i in _low_monsters_in_hand(duel, self.player, self.max_level)]
        return [Action("choose", pos=ATK), Action("choose", pos=DEF)]

    def answer(self, duel: Duel, action: Action) -> None:
        if action.kind == "pick":
            self.card = action.card
        else:
            self.pos = action.pos


class SendOwnMonster(Proc):
    """Cost: send 1 face-up monster `player` controls, other than `exclude`, to the GY."""

    __slots__ = ("player", "exclude")

    def __init__(self, player: int, exclude: int) -> None:
        self.player, self.exclude = player, exclude

    def _cands(self, duel: Duel) -> list[int]:
        return _face_up_others(duel, self.player, self.exclude)

    def run(self, duel: Duel) -> Request | None:
        return Request("pick", self.player, "Send a monster to the GY", 1, 1)

    def legal(self, duel: Duel) -> list[Action]:
        return [Action("pick", o) for o in self._cands(duel)]

    def answer(self, duel: Duel, action: Action) -> None:
        duel.stack.pop()
        duel.move(duel.inst(action.card), GY, reason="cost", by=self.player)


# ------------------------------------------------------------------ behaviours
def _opponent_attack(duel: Duel, i: int, events: Events) -> Event | None:
    me = duel.ctrl[i]
    for ev in events:
        if ev.kind == "attack" and ev.player != me and duel.attack is not None:
            return ev
    return None


_ATTACK = frozenset({"attack"})
_SUMMONS = frozenset({"summon", "spsummon"})


def _target(duel: Duel) -> int:
    """The object id of the current attack's target (DIRECT for a direct attack)."""
    assert duel.attack is not None, "an attack Trap resolves during an attack"
    return duel.attack[1]


class BounceOnAttack(Behaviour):
    """FX-BOUNCE-ON-ATTACK: on an opponent's attack, return the attack target to the hand."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        ev = _opponent_attack(duel, i, events)
        return ev is not None and ev.value != DIRECT and duel.inst(ev.value) >= 0

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [ReturnToHand(_target(duel), duel.ctrl[i])]


class WallOnDirect(Behaviour):
    """FX-WALL-ON-DIRECT: on a direct attack, Special Summon a Level 4 or lower in Defense."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        ev = _opponent_attack(duel, i, events)
        me = duel.ctrl[i]
        return (ev is not None and ev.value == DIRECT and bool(duel.free_mzones(me))
                and bool(_low_monsters_in_hand(duel, me, 4)))

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [SummonFromHand(duel.ctrl[i], 4, DEF)]


class SwapOnAttack(Behaviour):
    """FX-SWAP-ON-ATTACK: cost a face-up monster other than the target; summon a Level <= 4."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        ev = _opponent_attack(duel, i, events)
        me = duel.ctrl[i]
        if ev is None or not _low_monsters_in_hand(duel, me, 4):
            return False
        return bool(_face_up_others(duel, me, ev.value))  # SendOwnMonster's candidates

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        me = duel.ctrl[i]
        return [SendOwnMonster(me, _target(duel)), SummonFromHand(me, 4, 0)]


class ShrinkOnAttack(Behaviour):
    """FX-SHRINK-ON-ATTACK: the attack target goes to Defense and loses 500 ATK this turn."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        ev = _opponent_attack(duel, i, events)
        return ev is not None and ev.value != DIRECT and duel.inst(ev.value) >= 0

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [Shrink(_target(duel), 500, duel.ctrl[i])]


class NegateOnAttack(Behaviour):
    """FX-NEGATE-ON-ATTACK: negate an opponent's attack."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        return _opponent_attack(duel, i, events) is not None

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [NegateAttack()]


class DestroyAttackersOnAttack(Behaviour):
    """FX-MIRROR: on an opponent's attack, destroy their Attack Position monsters."""

    trap_kinds = _ATTACK

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        return _opponent_attack(duel, i, events) is not None

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        opp = 1 - duel.ctrl[i]
        return [DestroyAll(tuple(duel.oid[m] for m in duel.monsters(opp) if duel.pos[m] == ATK),
                           duel.ctrl[i])]


class DestroySummoned(Behaviour):
    """FX-HOLE: when the opponent Normal Summons a monster with 1000+ ATK, destroy it."""

    trap_kinds = frozenset({"summon"})

    def _summoned(self, duel: Duel, i: int, events: Events) -> int:
        me = duel.ctrl[i]
        for ev in events:
            if ev.kind == "summon" and ev.player != me:
                m = duel.inst(ev.card)
                if m >= 0 and duel.zone[m] == MZONE and duel.atk(m) >= 1000:
                    return ev.card
        return -1

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        return self._summoned(duel, i, events) >= 0

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [DestroyAll((self._summoned(duel, i, events),), duel.ctrl[i])]


class DestroyAllOnSummon(Behaviour):
    """FX-TORRENT: when either player Normal or Special Summons, destroy every monster."""

    trap_kinds = _SUMMONS

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        for ev in events:  # noqa: SIM110  (a plain loop: asked at every summon's window)
            if ev.kind == "summon" or ev.kind == "spsummon":
                return True
        return False

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        every = tuple(duel.oid[m] for p in (0, 1) for m in duel.monsters(p))
        return [DestroyAll(every, duel.ctrl[i])]


class GainOnOpponentDraw(Behaviour):
    """FX-DRAW-WATCH: when the opponent draws for their normal draw, gain 500 LP."""

    trap_kinds = frozenset({"draw"})

    def trap_triggered(self, duel: Duel, i: int, events: Events) -> bool:
        me = duel.ctrl[i]
        for ev in events:  # noqa: SIM110  (a plain loop: asked at every draw's window)
            if ev.kind == "draw" and ev.player != me and ev.reason == "normal":
                return True
        return False

    def trap_procs(self, duel: Duel, i: int, events: Events) -> list[Proc]:
        return [GainLife(duel.ctrl[i], 500)]


class Pinger(Behaviour):
    """FX-PINGER (monster) and FX-BURN-BOTH (spell): damage with no Requirement."""

    def __init__(self, to_opponent: int, to_self: int) -> None:
        self.to_opponent, self.to_self = to_opponent, to_self

    def can_activate(self, duel: Duel, i: int) -> bool:
        return True

    def activation_procs(self, duel: Duel, i: int) -> list[Proc]:
        me = duel.tp
        amounts = [0, 0]
        amounts[me], amounts[1 - me] = self.to_self, self.to_opponent
        return [Burn((amounts[0], amounts[1]), me)]


class RazeAll(Behaviour):
    """FX-RAZE: destroy every monster on the field (needs at least one)."""

    def can_activate(self, duel: Duel, i: int) -> bool:
        return bool(duel.monsters(0) or duel.monsters(1))

    def activation_procs(self, duel: Duel, i: int) -> list[Proc]:
        every = tuple(duel.oid[m] for p in (0, 1) for m in duel.monsters(p))
        return [DestroyAll(every, duel.tp)]


class Recall(Behaviour):
    """FX-RECALL: return 1 face-up monster you control to the hand."""

    def can_activate(self, duel: Duel, i: int) -> bool:
        pos = duel.pos
        for m in duel.monsters(duel.tp):  # noqa: SIM110  (asked at every Main Phase decision
            # while it is Set: a plain loop, faster than any() over a generator)
            if pos[m] == ATK or pos[m] == DEF:
                return True
        return False

    def activation_procs(self, duel: Duel, i: int) -> list[Proc]:
        return [PickAndReturn(duel.tp)]


class PickAndReturn(Proc):
    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, duel: Duel) -> Request | None:
        return Request("pick", self.player, "Return a monster to the hand", 1, 1)

    def legal(self, duel: Duel) -> list[Action]:
        return [Action("pick", duel.oid[m]) for m in duel.monsters(self.player)
                if duel.pos[m] in (ATK, DEF)]

    def answer(self, duel: Duel, action: Action) -> None:
        duel.stack.pop()
        duel.move(duel.inst(action.card), HAND, reason="effect", by=self.player)


# ------------------------------------------------------------------ the cards
TRAP = CardType.TRAP
SPELL = CardType.SPELL

VANILLA = [
    _vanilla(1, "V4-1600", 4, 1600, 1000),
    _vanilla(2, "V4-1400", 4, 1400, 1200),
    _vanilla(3, "V4-1800", 4, 1800, 1000),
    _vanilla(4, "V4-0", 4, 0, 0),
    _vanilla(5, "V4-WALL", 4, 0, 2000, "Rock"),
    _vanilla(6, "V5-WALL", 5, 0, 3000, "Rock"),
    _vanilla(7, "V5-2300", 5, 2300, 1000),
    _vanilla(8, "V2-500", 2, 500, 500),
    _vanilla(9, "V1-100", 1, 100, 100),
    _vanilla(10, "V6-2000", 6, 2000, 1000),
    _vanilla(11, "V3-1200", 3, 1200, 800, "Beast", Attribute.WIND),
    _vanilla(12, "V4-1500", 4, 1500, 1500, "Dragon", Attribute.LIGHT),
    _vanilla(13, "V7-2500", 7, 2500, 2100, "Spellcaster", Attribute.DARK),
    _vanilla(14, "V8-3000", 8, 3000, 2500, "Dragon", Attribute.LIGHT),
    _vanilla(15, "V6-2400", 6, 2400, 1200, "Fiend", Attribute.DARK),
    _vanilla(16, "V3-1000", 3, 1000, 1600, "Aqua", Attribute.WATER),
    _vanilla(17, "V4-1700", 4, 1700, 600, "Pyro", Attribute.FIRE),
]

FUSIONS = [
    CardData(FIXTURE_BASE + 401, "FX-FUSION-2", CardType.MONSTER | CardType.FUSION,
             attribute=Attribute.EARTH, race="Warrior", level=6, atk=2400, defense=2000,
             materials=("V4-1600", "V4-1400")),
]

EFFECTS = [
    CardData(FIXTURE_BASE + 101, "FX-PINGER", EFFECT_MONSTER, attribute=Attribute.EARTH,
             race="Warrior", level=4, atk=1500, defense=1000, behaviour=Pinger(300, 0)),
    CardData(FIXTURE_BASE + 201, "FX-RECALL", SPELL, behaviour=Recall()),
    CardData(FIXTURE_BASE + 202, "FX-BURN-BOTH", SPELL, behaviour=Pinger(1000, 1000)),
    CardData(FIXTURE_BASE + 203, "FX-RAZE", SPELL, behaviour=RazeAll()),
    CardData(FIXTURE_BASE + 301, "FX-BOUNCE-ON-ATTACK", TRAP, behaviour=BounceOnAttack()),
    CardData(FIXTURE_BASE + 302, "FX-SWAP-ON-ATTACK", TRAP, behaviour=SwapOnAttack()),
    CardData(FIXTURE_BASE + 303, "FX-WALL-ON-DIRECT", TRAP, behaviour=WallOnDirect()),
    CardData(FIXTURE_BASE + 304, "FX-SHRINK-ON-ATTACK", TRAP, behaviour=ShrinkOnAttack()),
    CardData(FIXTURE_BASE + 305, "FX-DRAW-WATCH", TRAP, behaviour=GainOnOpponentDraw()),
    CardData(FIXTURE_BASE + 306, "FX-NEGATE-ON-ATTACK", TRAP, behaviour=NegateOnAttack()),
    CardData(FIXTURE_BASE + 307, "FX-MIRROR", TRAP, behaviour=DestroyAttackersOnAttack()),
    CardData(FIXTURE_BASE + 308, "FX-HOLE", TRAP, behaviour=DestroySummoned()),
    CardData(FIXTURE_BASE + 309, "FX-TORRENT", TRAP, behaviour=DestroyAllOnSummon()),
]

FIXTURE_POOL = CardPool(VANILLA + FUSIONS + EFFECTS + FIXTURE_EFFECTS)
BY_NAME = {c.name: c.code for c in FIXTURE_POOL.values()}


def code(name: str) -> int:
    """The fixture passcode for a fixture name such as "V4-1600"."""
    return BY_NAME[name]


def _deck(spec: dict[str, int]) -> tuple[int, ...]:
    cards = tuple(code(n) for n, k in spec.items() for _ in range(k))
    assert len(cards) == 40, len(cards)
    return cards


# Two 40-card sample decks for `rushdesk sim` and the engine benchmark.
SAMPLE_DECKS = {
    "beatdown": _deck({
        "V4-1600": 3, "V4-1800": 3, "V4-1700": 3, "V4-1500": 3, "V3-1200": 3, "V5-2300": 3,
        "V6-2400": 2, "V7-2500": 2, "V8-3000": 1, "FX-PINGER": 3, "FX-BURN-BOTH": 2,
        "FX-RECALL": 2, "FX-BOUNCE-ON-ATTACK": 2, "FX-HOLE": 3, "FX-DRAW-WATCH": 2,
        "FX-SHRINK-ON-ATTACK": 3,
    }),
    "walls": _deck({
        "V4-WALL": 3, "V5-WALL": 2, "V4-1400": 3, "V3-1000": 3, "V2-500": 2, "V4-1600": 3,
        "V6-2000": 3, "V1-100": 1, "V4-0": 1, "V7-2500": 2, "FX-PINGER": 2,
        "FX-WALL-ON-DIRECT": 3, "FX-SWAP-ON-ATTACK": 3, "FX-NEGATE-ON-ATTACK": 3,
        "FX-MIRROR": 1, "FX-TORRENT": 2, "FX-RECALL": 3,
    }),
}
