"""Events: what `Duel.apply` reports happened, in order.

Every zone change, summon, attack, LP change and phase change is an `Event`. The board
animates them, the duel log prints them and trap windows match them. Events carry
visibility masks (bit p set = player p may see that field) so `Duel.events_for(p, ...)`
can remove hidden identities and object ids without looking at the state.

Kinds: ``turn``, ``phase``, ``draw``, ``move``, ``summon`` (Normal Summon), ``set``,
``spsummon``, ``activate``, ``position``, ``attack``, ``retarget``, ``attack_end``,
``battle``, ``damage``, ``lp``, ``shuffle``, ``reveal``, ``result``.
Zone names: ``hand``, ``deck``, ``gy``, ``extra``, ``mzone``, ``szone``, ``fzone``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .actions import InvalidActionError

EVENT_KINDS = frozenset((
    "turn", "phase", "draw", "move", "summon", "set", "spsummon", "activate", "position",
    "attack", "retarget", "attack_end", "battle", "damage", "lp", "shuffle", "reveal", "result",
))  # fmt: skip


# The `value` of the "move" event of an [L] or [R] piece that left the field with its
# Maximum Mode monster: the center's event, just before it, stands for the monster,
# which is one monster however it is counted (R-MAX-5, R-MAX-8).
WITH_MAXIMUM = -2


class Event(NamedTuple):
    """One thing that happened.

    `card` is the card's object id after the event (a zone change gives a card a new
    id), `old` its id before; `code` its passcode (0 when hidden); `src`/`dst` zone
    names; `value` a number whose meaning depends on the kind (zone index, amount,
    position, target id); `reason` why (``battle``, ``effect``, ``cost``, ``tribute``,
    ``rule``, ...); `by` the player responsible (-1 for the rules). `vis`, `ovis` and
    `cvis` say which players may see `card`, `old` and `code`; `prev` is the position a
    card had on the field before it left.
    """

    kind: str
    player: int = -1
    card: int = -1
    code: int = 0
    src: str = ""
    dst: str = ""
    value: int = 0
    reason: str = ""
    by: int = -1
    old: int = -1
    vis: int = 3
    ovis: int = 3
    cvis: int = 3
    prev: int = 0  # a card that left the field: its position there (ATK, DEF or SET)

    def for_player(self, p: int) -> Event:
        """This event as player `p` may see it."""
        bit = 1 << p
        if self.vis & self.ovis & self.cvis & bit:
            return self
        return self._replace(
            card=self.card if self.vis & bit else -1,
            old=self.old if self.ovis & bit else -1,
            code=self.code if self.cvis & bit else 0,
        )

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        for name, default in _DEFAULTS:
            value = getattr(self, name)
            if value != default:
                d[name] = value
        return d

    @staticmethod
    def from_dict(data: Any) -> Event:
        if not isinstance(data, dict) or data.get("kind") not in EVENT_KINDS:
            raise InvalidActionError(f"not an event: {data!r}")
        unknown = set(data) - set(Event._fields)
        if unknown:
            raise InvalidActionError(f"unknown event fields {sorted(unknown)}")
        for name, value in data.items():
            expected = str if name in ("kind", "src", "dst", "reason") else int
            if type(value) is not expected:
                raise InvalidActionError(f"event field {name!r} has type {type(value).__name__}")
        return Event(**data)

    def describe(self) -> str:
        """A short English line for logs."""
        who = f"P{self.player + 1}" if self.player >= 0 else "-"
        what = f"#{self.card}" if self.card >= 0 else "a card"
        if self.code:
            what += f" ({self.code})"
        if self.src or self.dst:
            return f"{who} {self.kind} {what} {self.src}->{self.dst} {self.reason}".rstrip()
        subject = what if self.card >= 0 else ""
        return f"{who} {self.kind} {subject} {self.value or ''} {self.reason}".strip()


_DEFAULTS = tuple((f, Event._field_defaults[f]) for f in Event._fields[1:])
