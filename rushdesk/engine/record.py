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
    def from_dict(data: dict[str, Any]) -> DuelOptions:
        return DuelOptions(**data)


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
            decks = tuple(
                (tuple(int(c) for c in d["main"]), tuple(int(c) for c in d["extra"]))
                for d in data["decks"]
            )
            return DuelRecord(
                seed=int(data["seed"]),
                first=int(data["first"]),
                decks=decks,
                options=DuelOptions.from_dict(data["options"]),
                actions=tuple(Action.parse(a) for a in data["actions"]),
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            if isinstance(exc, InvalidActionError):
                raise
            raise InvalidActionError(f"malformed duel record: {exc}") from None
