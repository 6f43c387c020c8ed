"""The Limit Regulation (Forbidden/Limited list) and the Legend limit, as dated data.

A `Regulation` says how many copies of a card name a deck may hold (R-SETUP-8: Forbidden
0, Limited 1, Semi-Limited 2, every other card 3); a `RegulationHistory` picks the list in
force on a format date. The Legend limit changed on 2023-01-01 from one Legend card in
total to one per card type (R-SETUP-6, R-SETUP-7); `legend_rule_for` tells which applies.
No real list ships here: lists arrive as data files read through `Regulation.from_dict`.
"""

from __future__ import annotations

import bisect
import datetime
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any

DEFAULT_COPIES = 3
"""Copies of one card name a deck may hold when no list restricts it (R-SETUP-4)."""

_STATUS_KEYS = {0: "forbidden", 1: "limited", 2: "semi_limited"}
_STATUS_LABELS = {0: "Forbidden", 1: "Limited", 2: "Semi-Limited", 3: "Unlimited"}


class LegendRule(StrEnum):
    """Which Legend limit a format date uses."""

    PER_TYPE = "per-type"
    """One Legend Monster, one Legend Spell and one Legend Trap (R-SETUP-6)."""
    ONE_TOTAL = "one-total"
    """One Legend card in total (R-SETUP-7, legacy)."""


LEGEND_PER_TYPE_FROM = datetime.date(2023, 1, 1)
"""First format date of the per-type Legend limit (R-SETUP-6; see RULES.md §17 item 12)."""


def legend_rule_for(on: datetime.date) -> LegendRule:
    """The Legend limit in force on the format date `on` (R-SETUP-6, R-SETUP-7)."""
    return LegendRule.PER_TYPE if on >= LEGEND_PER_TYPE_FROM else LegendRule.ONE_TOTAL


def status_label(allowed: int) -> str:
    """The player-facing status for an allowance: "Forbidden", "Limited", ... ."""
    return _STATUS_LABELS[allowed]


@dataclass(frozen=True)
class Regulation:
    """One Limit Regulation: card name -> allowed copies (0, 1 or 2), from a date on.

    Names not in `limits` may be played at 3 copies. Counts cover Main, Extra and Side
    Decks together (R-SETUP-8), by card name like the copy limit (R-SETUP-4).
    """

    effective: datetime.date
    limits: Mapping[str, int] = field(default_factory=dict)
    name: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.effective, datetime.date):
            raise TypeError(f"effective must be a date, not {type(self.effective).__name__}")
        checked: dict[str, int] = {}
        for card_name, allowed in self.limits.items():
            if not isinstance(card_name, str) or not card_name:
                raise ValueError(f"card name must be a non-empty string, not {card_name!r}")
            if type(allowed) is not int or allowed not in _STATUS_KEYS:
                raise ValueError(f"{card_name!r} may allow 0, 1 or 2 copies, not {allowed!r}")
            checked[card_name] = allowed
        object.__setattr__(self, "limits", MappingProxyType(checked))

    def __hash__(self) -> int:
        return hash((self.effective, self.name, frozenset(self.limits.items())))

    def allowed(self, card_name: str) -> int:
        """How many copies of `card_name` a deck may hold under this list."""
        return self.limits.get(card_name, DEFAULT_COPIES)

    def names_with(self, allowed: int) -> frozenset[str]:
        """Every card name with exactly this allowance (0 Forbidden, 1 Limited, 2 Semi)."""
        return frozenset(n for n, a in self.limits.items() if a == allowed)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict: effective date, name and the three sorted name lists."""
        data: dict[str, Any] = {"effective": self.effective.isoformat(), "name": self.name}
        for allowed, key in _STATUS_KEYS.items():
            data[key] = sorted(self.names_with(allowed))
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Regulation:
        """Read the form written by `to_dict`; raises ValueError on malformed data."""
        try:
            effective = datetime.date.fromisoformat(data["effective"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"regulation needs an ISO 'effective' date: {exc}") from exc
        limits: dict[str, int] = {}
        for allowed, key in _STATUS_KEYS.items():
            names = data.get(key, [])
            if isinstance(names, str) or not isinstance(names, Iterable):
                raise ValueError(f"regulation {key!r} must be a list of card names")
            for card_name in names:
                if not isinstance(card_name, str):
                    raise ValueError(f"regulation {key!r} holds a non-name: {card_name!r}")
                if card_name in limits:
                    raise ValueError(f"{card_name!r} appears in more than one list")
                limits[card_name] = allowed
        name = data.get("name", "")
        if not isinstance(name, str):
            raise ValueError("regulation 'name' must be a string")
        return cls(effective, limits, name)


class RegulationHistory:
    """Every known Limit Regulation, ordered by effective date (R-SETUP-8).

    An empty history (the default) restricts nothing.
    """

    __slots__ = ("_dates", "_regulations")

    def __init__(self, regulations: Iterable[Regulation] = ()) -> None:
        ordered = sorted(regulations, key=lambda r: r.effective)
        dates = [r.effective for r in ordered]
        for earlier, later in zip(dates, dates[1:], strict=False):
            if earlier == later:
                raise ValueError(f"two regulations take effect on {later.isoformat()}")
        self._regulations: tuple[Regulation, ...] = tuple(ordered)
        self._dates: tuple[datetime.date, ...] = tuple(dates)

    def for_date(self, on: datetime.date) -> Regulation | None:
        """The newest list whose effective date is on or before `on`, else None."""
        index = bisect.bisect_right(self._dates, on)
        return self._regulations[index - 1] if index else None

    def __iter__(self) -> Iterator[Regulation]:
        return iter(self._regulations)

    def __len__(self) -> int:
        return len(self._regulations)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RegulationHistory):
            return NotImplemented
        return self._regulations == other._regulations

    def __hash__(self) -> int:
        return hash(self._regulations)

    def __repr__(self) -> str:
        return f"RegulationHistory({list(self._regulations)!r})"
