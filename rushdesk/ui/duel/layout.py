"""Where everything sits on the board, and the one z-order table.

The viewer's side is at the bottom, the opponent's at the top, turned half a turn the
way a real table is: the opponent's zone 1 is on the viewer's right, their Field Zone
and Extra Deck on the right, their GY and Deck on the left. Positions are scene
coordinates of item centres; `targets(observation)` lists where every card item should
be for an observation. No Qt widgets here (QRectF/QPointF only).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from rushdesk.engine import ATK, CardData

CARD_W, CARD_H = 84.0, 122.0
ZONE_W, ZONE_H = 96.0, 134.0
PITCH = 106.0
BOARD_X = 196.0  # left edge of the first zone column; the LP panel sits left of it
SCENE_W = BOARD_X + 4 * PITCH + ZONE_W + 14
HAND_PITCH = 92.0

# row tops, far (opponent) side then near (viewer) side
_ROWS = {"far": {"hand": 8.0, "sz": 150.0, "mz": 292.0},
         "near": {"mz": 456.0, "sz": 598.0, "hand": 748.0}}
MIDLINE = 445.0
SCENE_H = 748.0 + CARD_H + 10

# The z-order of everything on the board, in one place (as Cockatrice does).
Z = {
    "mat": -10.0, "zone": 0.0, "pile": 5.0, "card": 10.0, "maximum": 12.0, "hand": 20.0,
    "panel": 30.0, "effect": 60.0, "dragging": 100.0, "banner": 200.0,
}  # fmt: skip


def side(player: int, viewer: int) -> str:
    return "near" if player == viewer else "far"


def _column_x(col: int, player: int, viewer: int) -> float:
    if player != viewer:
        col = 4 - col
    return BOARD_X + col * PITCH


def zone_rect(player: int, viewer: int, kind: str, slot: int = 0) -> QRectF:
    """The rectangle of a zone: kind is mz, sz (slot 0-2), fz, extra, gy or deck."""
    rows = _ROWS[side(player, viewer)]
    col, row = {
        "mz": (1 + slot, "mz"), "sz": (1 + slot, "sz"), "fz": (0, "mz"),
        "extra": (0, "sz"), "gy": (4, "mz"), "deck": (4, "sz"),
    }[kind]  # fmt: skip
    return QRectF(_column_x(col, player, viewer), rows[row], ZONE_W, ZONE_H)


def maximum_rect(player: int, viewer: int) -> QRectF:
    """The three Monster Zones of `player`, as one rectangle."""
    a, b = zone_rect(player, viewer, "mz", 0), zone_rect(player, viewer, "mz", 2)
    return a.united(b)


def side_rect(player: int, viewer: int) -> QRectF:
    """The half of the table `player` sits at (a drop there is a direct attack)."""
    if player == viewer:
        return QRectF(0, MIDLINE, SCENE_W, SCENE_H - MIDLINE)
    return QRectF(0, 0, SCENE_W, MIDLINE)


def hand_center(player: int, viewer: int, index: int, count: int) -> QPointF:
    rows = _ROWS[side(player, viewer)]
    pitch = min(HAND_PITCH, (4 * PITCH) / max(count - 1, 1)) if count > 1 else HAND_PITCH
    mid = BOARD_X + 2 * PITCH + ZONE_W / 2
    x = mid + (index - (count - 1) / 2) * pitch
    if player != viewer:
        x = 2 * mid - x
    return QPointF(x, rows["hand"] + CARD_H / 2)


def lp_rect(player: int, viewer: int) -> QRectF:
    if player == viewer:
        return QRectF(10, MIDLINE + 24, BOARD_X - 26, 118)
    return QRectF(10, MIDLINE - 24 - 118, BOARD_X - 26, 118)


def phase_rect() -> QRectF:
    return QRectF(10, MIDLINE - 16, BOARD_X - 26, 32)


@dataclass
class Target:
    """Where one card item belongs for an observation, and what it shows."""

    key: tuple[Any, ...]
    player: int
    zone: str  # hand, mz, sz, fz
    slot: int
    center: QPointF
    card: int = -1  # object id, -1 for an unknown card in the opponent's hand
    code: int = 0
    pos: int = 0
    atk: int | None = None
    defense: int | None = None
    pieces: list[dict[str, Any]] = field(default_factory=list)  # Maximum: L, C, R views

    @property
    def is_maximum(self) -> bool:
        return bool(self.pieces)


def in_maximum_mode(view: Mapping[str, Any], cards: Mapping[int, CardData]) -> bool:
    """Is this player's monster a Maximum Mode monster?

    An observation that says so (`"maximum"`) is believed. Otherwise it is read from
    the zones: the [L], center and [R] pieces of one Maximum Monster face-up in Attack
    Position in zones 1-3, all arrived the same turn: that is what a Maximum Summon
    leaves, and what summoning the pieces one by one practically never does.
    """
    if "maximum" in view:
        return bool(view["maximum"])
    mons = view["monsters"]
    if any(m is None or not m["code"] or m["pos"] != ATK for m in mons):
        return False
    data = [cards.get(m["code"]) for m in mons]
    if any(d is None for d in data):
        return False
    left, center, right = data  # type: ignore[misc]
    if (left.max_role, center.max_role, right.max_role) != ("L", "C", "R"):
        return False
    partners = set(center.max_partners)
    if not ({left.base_code, left.code} & partners and {right.base_code, right.code} & partners):
        return False
    return len({m.get("arrived") for m in mons}) == 1


def targets(data: Mapping[str, Any], cards: Mapping[int, CardData]) -> list[Target]:
    """Every card item an observation's data needs, with its place."""
    viewer = int(data["viewer"])
    out: list[Target] = []
    for q, view in enumerate(data["players"]):
        hand = view["hand"]
        if isinstance(hand, list):
            for k, (oid, code) in enumerate(hand):
                out.append(Target(("id", oid), q, "hand", k, hand_center(q, viewer, k, len(hand)),
                                  oid, code))
        else:
            for k in range(hand):
                out.append(Target(("hidden", q, k), q, "hand", k,
                                  hand_center(q, viewer, k, hand)))
        if in_maximum_mode(view, cards):
            mons = view["monsters"]
            center = mons[1]
            out.append(Target(("max", q, center["id"]), q, "mz", 1,
                              maximum_rect(q, viewer).center(), center["id"], center["code"],
                              ATK, center.get("atk"), None, list(mons)))
        else:
            for k, m in enumerate(view["monsters"]):
                if m is not None:
                    out.append(_field_target(q, viewer, "mz", k, m))
        for k, s in enumerate(view["spells"]):
            if s is not None:
                out.append(_field_target(q, viewer, "sz", k, s))
        if view["field"] is not None:
            out.append(_field_target(q, viewer, "fz", 0, view["field"]))
    return out


def _field_target(q: int, viewer: int, zone: str, slot: int, card: Mapping[str, Any]) -> Target:
    return Target(("id", card["id"]), q, zone, slot, zone_rect(q, viewer, zone, slot).center(),
                  card["id"], card["code"], card["pos"], card.get("atk"), card.get("def"))


__all__ = [
    "CARD_H", "CARD_W", "MIDLINE", "SCENE_H", "SCENE_W", "Z", "ZONE_H", "ZONE_W", "Target",
    "hand_center", "in_maximum_mode", "lp_rect", "maximum_rect", "phase_rect", "side",
    "side_rect", "targets", "zone_rect",
]  # fmt: skip
