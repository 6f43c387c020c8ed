"""Actions: the one vocabulary every part of rushdesk uses to change a duel.

An `Action` is a small immutable value naming one legal choice: the UI maps a gesture
to one, the AI picks one, the LAN guest sends the index of one, and a replay is a list
of them. Cards are named by their public object ids (see `Duel.observe`). Each action
has a dict form (`to_dict` / `from_dict`) and a short text notation (`notation` /
`parse`): ``summon 17 z2``, ``attack 17 -> 23``, ``attack 17 -> direct``, ``pick 31``,
``finish``, ``pass``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

# Positions (battle positions of monsters; face-up/face-down of spells and traps).
ATK = 1  # face-up Attack Position (or a face-up spell/trap)
DEF = 2  # face-up Defense Position
SET = 3  # face-down (Defense Position for monsters)

POSITION_NAMES = {ATK: "atk", DEF: "def", SET: "set"}
POSITION_CODES = {v: k for k, v in POSITION_NAMES.items()}

# Zone numbers used by actions: monster zones 0-2, spell/trap zones 3-5, field zone 6.
FIELD_ZONE = 6
ZONE_NAMES = {0: "z0", 1: "z1", 2: "z2", 3: "s0", 4: "s1", 5: "s2", FIELD_ZONE: "f"}
ZONE_CODES = {v: k for k, v in ZONE_NAMES.items()}

DIRECT = -2  # attack target meaning "the opponent directly"

# kind -> (fields it must have, fields it may have)
_SHAPES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    kind: (frozenset(need.split()), frozenset(may.split()))
    for kind, need, may in (
        ("summon", "card zone", ""),
        ("set", "card zone", ""),
        ("spsummon", "card zone pos", ""),
        ("maximum", "card", ""),
        ("activate", "card", "zone"),
        ("position", "card pos", ""),
        ("attack", "card target", ""),
        ("target", "target", ""),
        ("pick", "card", ""),
        ("choose", "pos", ""),
        ("option", "zone", ""),
        ("cancel", "", ""), ("finish", "", ""), ("pass", "", ""), ("battle", "", ""),
        ("end", "", ""), ("yes", "", ""), ("no", "", ""),
    )
}
KINDS = frozenset(_SHAPES)


class IllegalActionError(ValueError):
    """The action is well formed but not legal now; the duel is unchanged."""

    def __init__(self, action: Any, reason: str) -> None:
        super().__init__(f"illegal action {action!s}: {reason}")
        self.action = action
        self.reason = reason


class InvalidActionError(ValueError):
    """The action could not be decoded (bad dict, bad notation)."""


class Action(NamedTuple):
    """One decision. Fields a kind does not use keep their defaults.

    `card` is a public object id; `zone` a zone number (0-2 monster, 3-5 spell/trap,
    6 field; for "option" the option index); `target` an object id or `DIRECT`;
    `pos` one of `ATK`, `DEF`, `SET`.
    """

    kind: str
    card: int = -1
    zone: int = -1
    target: int = -1
    pos: int = 0

    def __str__(self) -> str:
        return self.notation()

    def notation(self) -> str:
        """The short text form, e.g. ``summon 17 z2`` or ``attack 17 -> direct``."""
        k = self.kind
        if k == "attack":
            tgt = "direct" if self.target == DIRECT else str(self.target)
            return f"attack {self.card} -> {tgt}"
        if k == "target":
            return "target direct" if self.target == DIRECT else f"target {self.target}"
        if k == "option":
            return f"option {self.zone}"
        if k == "choose":
            return f"choose {POSITION_NAMES.get(self.pos, '?')}"
        parts = [k]
        if self.card >= 0:
            parts.append(str(self.card))
        if self.zone >= 0:
            parts.append(ZONE_NAMES.get(self.zone, f"?{self.zone}"))
        if self.pos:
            parts.append(POSITION_NAMES.get(self.pos, "?"))
        return " ".join(parts)

    @staticmethod
    def parse(text: str) -> Action:
        """Parse the text notation; raises `InvalidActionError` on malformed text."""
        words = text.replace("->", " -> ").split()
        if not words or words[0] not in KINDS:
            raise InvalidActionError(f"unknown action {text!r}")
        kind, rest = words[0], words[1:]
        try:
            if kind == "attack":
                if len(rest) != 3 or rest[1] != "->":
                    raise InvalidActionError(f"expected 'attack CARD -> TARGET', got {text!r}")
                target = DIRECT if rest[2] == "direct" else _nonneg(rest[2])
                return _check_shape(Action("attack", card=_nonneg(rest[0]), target=target))
            if kind == "target":
                if len(rest) != 1:
                    raise InvalidActionError(f"expected 'target CARD|direct', got {text!r}")
                return Action("target", target=DIRECT if rest[0] == "direct" else _nonneg(rest[0]))
            if kind == "option":
                if len(rest) != 1:
                    raise InvalidActionError(f"expected 'option N', got {text!r}")
                return Action("option", zone=_nonneg(rest[0]))
            if kind == "choose":
                if len(rest) != 1 or rest[0] not in POSITION_CODES:
                    raise InvalidActionError(f"expected 'choose atk|def|set', got {text!r}")
                return Action("choose", pos=POSITION_CODES[rest[0]])
            return _check_shape(_parse_generic(kind, rest, text))
        except ValueError as exc:
            if isinstance(exc, InvalidActionError):
                raise
            raise InvalidActionError(f"malformed action {text!r}: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict holding only the fields this kind uses."""
        d: dict[str, Any] = {"kind": self.kind}
        if self.card >= 0:
            d["card"] = self.card
        if self.zone >= 0:
            d["zone"] = self.zone
        if self.target != -1:
            d["target"] = self.target
        if self.pos:
            d["pos"] = self.pos
        return d

    @staticmethod
    def from_dict(data: Any) -> Action:
        """Decode `to_dict` output; raises `InvalidActionError` for anything else."""
        if not isinstance(data, dict):
            raise InvalidActionError(f"an action must be an object, got {type(data).__name__}")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in KINDS:
            raise InvalidActionError(f"unknown action kind {kind!r}")
        unknown = set(data) - {"kind", "card", "zone", "target", "pos"}
        if unknown:
            raise InvalidActionError(f"unknown action fields {sorted(unknown)}")
        values = {}
        for name, low in (("card", 0), ("zone", 0), ("target", DIRECT), ("pos", 1)):
            if name in data:
                value = data[name]
                if type(value) is not int or value < low or value > 2**31:
                    raise InvalidActionError(
                        f"action field {name!r} must be an integer, got {value!r}"
                    )
                values[name] = value
        return _check_shape(Action(kind, **values))


_tuple_new = tuple.__new__


def make(kind: str, card: int = -1, zone: int = -1, target: int = -1, pos: int = 0) -> Action:
    """Build an action without validation: the fast path for the engine's own lists."""
    return _tuple_new(Action, (kind, card, zone, target, pos))


END = Action("end")
BATTLE = Action("battle")
PASS = Action("pass")
CANCEL = Action("cancel")
FINISH = Action("finish")
YES = Action("yes")
NO = Action("no")


def _check_shape(action: Action) -> Action:
    """Refuse fields a kind does not use or misses, and out-of-range values."""
    need, may = _SHAPES[action.kind]
    present = {n for n, unset in (("card", -1), ("zone", -1), ("target", -1), ("pos", 0))
               if getattr(action, n) != unset}
    if not need <= present or not present <= need | may:
        wanted = " ".join(sorted(need)) or "no fields"
        raise InvalidActionError(f"{action.kind!r} takes {wanted}, got {sorted(present)}")
    if action.kind != "option" and action.zone not in ZONE_NAMES and "zone" in present:
        raise InvalidActionError(f"unknown zone {action.zone}")
    if "target" in present and action.target < 0 and action.target != DIRECT:
        raise InvalidActionError(f"bad target {action.target}")
    if "pos" in present and action.pos not in POSITION_NAMES:
        raise InvalidActionError(f"unknown position {action.pos}")
    return action


def _nonneg(word: str) -> int:
    value = int(word)
    if value < 0:
        raise InvalidActionError(f"negative id {word!r}")
    return value


def _parse_generic(kind: str, rest: list[str], text: str) -> Action:
    need, may = _SHAPES[kind]
    uses_card, uses_zone, uses_pos = "card" in need, "zone" in need | may, "pos" in need
    card = zone = -1
    pos = 0
    words = list(rest)
    if uses_card:
        if not words:
            raise InvalidActionError(f"{kind!r} needs a card id: {text!r}")
        card = _nonneg(words.pop(0))
    if uses_zone and words and words[0] in ZONE_CODES:
        zone = ZONE_CODES[words.pop(0)]
    if uses_pos:
        if not words or words[0] not in POSITION_CODES:
            raise InvalidActionError(f"{kind!r} needs a position: {text!r}")
        pos = POSITION_CODES[words.pop(0)]
    if words:
        raise InvalidActionError(f"unexpected {' '.join(words)!r} in {text!r}")
    return Action(kind, card=card, zone=zone, pos=pos)
