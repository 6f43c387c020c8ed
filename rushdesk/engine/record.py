"""Duel options and records: seed + decks + options + actions replay a whole duel."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .actions import Action, InvalidActionError

RECORD_VERSION = 1


@dataclass(frozen=True)
class DuelOptions:
    """Settings of one duel. The defaults are the Rush Duel rules (R-SETUP-10)."""

    start_lp: int = 8000
    start_hand: int = 4

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(data: Any) -> DuelOptions:
        """Decode `to_dict` output; raises `InvalidActionError` on anything else."""
        if not isinstance(data, dict) or set(data) != {"start_lp", "start_hand"}:
            raise InvalidActionError(f"malformed duel options {data!r}")
        return DuelOptions(start_lp=_whole(data["start_lp"], "start_lp"),
                           start_hand=_whole(data["start_hand"], "start_hand"))


def _whole(value: Any, what: str) -> int:
    """`value` if it is an int (JSON integer), else `InvalidActionError`: nothing is
    coerced, so "8000", 7.5 or [1] never pass for numbers."""
    if type(value) is not int:
        raise InvalidActionError(f"{what} must be a whole number, not {value!r}")
    return value


def _codes(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise InvalidActionError(f"{what} must be a list of passcodes, not {value!r}")
    return tuple(_whole(c, f"a passcode of {what}") for c in value)


@dataclass(frozen=True)
class DuelRecord:
    """Everything needed to replay a duel with `Duel.replay`."""

    seed: int
    first: int
    decks: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    options: DuelOptions
    actions: tuple[Action, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            "seed": self.seed,
            "first": self.first,
            "decks": [{"main": list(m), "extra": list(e)} for m, e in self.decks],
            "options": self.options.to_dict(),
            "actions": [a.notation() for a in self.actions],
        }

    @staticmethod
    def from_dict(data: Any) -> DuelRecord:
        """Decode `to_dict` output; raises `InvalidActionError` on a malformed record."""
        try:
            if data.get("version") != RECORD_VERSION:
                raise InvalidActionError(f"unsupported record version {data.get('version')!r}")
            if not isinstance(data["decks"], list) or not isinstance(data["actions"], list):
                raise InvalidActionError("a record's decks and actions must be lists")
            decks = tuple((_codes(d["main"], "main"), _codes(d["extra"], "extra"))
                          for d in data["decks"])
            return DuelRecord(
                seed=_whole(data["seed"], "seed"),
                first=_whole(data["first"], "first"),
                decks=decks,
                options=DuelOptions.from_dict(data["options"]),
                actions=tuple(Action.parse(a) for a in data["actions"]),
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            if isinstance(exc, InvalidActionError):
                raise
            raise InvalidActionError(f"malformed duel record: {exc}") from None
