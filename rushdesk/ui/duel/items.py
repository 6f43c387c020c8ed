"""The board's graphics items: zones, cards, the Maximum monster, piles, LP and phase.

Items only draw themselves and report hovering to their scene; they never reach
windows and never change the duel. Faces come from a provider callable (the scene's
cache over `FacePixmaps`), so an item holds a pixmap, not a renderer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rushdesk.engine import ATK, DEF, SET

from .layout import CARD_H, CARD_W, PITCH, Target, Z

FaceProvider = Callable[[int], QPixmap | None]

GOLD = QColor(236, 190, 80)
LIT = QColor(90, 220, 255)
PICK = QColor(255, 140, 60)
PLAYABLE = QColor(120, 240, 150)
TEXT = QColor(235, 238, 245)

_BACK: QPixmap | None = None


def card_back() -> QPixmap:
    """The card back, drawn once: a deep swirl with an orange core, like the real one."""
    global _BACK
    if _BACK is None:
        w, h = int(CARD_W * 2), int(CARD_H * 2)
        pix = QPixmap(w, h)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(0, 0, w, h)
        grad.setColorAt(0, QColor(40, 26, 70))
        grad.setColorAt(1, QColor(14, 10, 30))
        p.setBrush(grad)
        p.setPen(QPen(QColor(120, 90, 40), 6))
        p.drawRoundedRect(QRectF(3, 3, w - 6, h - 6), 12, 12)
        core = QRadialGradient(w / 2, h / 2, w * 0.42)
        core.setColorAt(0, QColor(255, 200, 90))
        core.setColorAt(0.45, QColor(220, 90, 30, 220))
        core.setColorAt(1, QColor(60, 20, 60, 0))
        p.setBrush(core)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(w / 2, h / 2), w * 0.42, h * 0.3)
        p.setPen(QPen(QColor(255, 235, 190), 2))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(26)
        p.setFont(font)
        p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, "RUSH")
        p.end()
        _BACK = pix
    return _BACK


def _font(px: int, bold: bool = True) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


class ZoneItem(QGraphicsItem):
    """One zone's outline. `state` is "", "lit" (a legal drop), "hot" (under the card
    being dragged) or "dim" (not a legal drop while dragging)."""

    def __init__(self, key: tuple[Any, ...], rect: QRectF, label: str) -> None:
        super().__init__()
        self.key = key
        self.rect = rect
        self.label = label
        self.state = ""
        self.setZValue(Z["zone"])
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 255, 255, 16)
        pen = QPen(QColor(255, 255, 255, 60), 1.5)
        if self.state == "lit":
            fill, pen = QColor(90, 220, 255, 45), QPen(LIT, 2.5)
        elif self.state == "hot":
            fill, pen = QColor(90, 220, 255, 110), QPen(QColor(200, 250, 255), 3.5)
        elif self.state == "dim":
            fill, pen = QColor(0, 0, 0, 70), QPen(QColor(255, 255, 255, 25), 1)
        p.setBrush(fill)
        p.setPen(pen)
        p.drawRoundedRect(self.rect, 8, 8)
        if self.label:
            p.setPen(QColor(255, 255, 255, 55 if self.state != "dim" else 25))
            p.setFont(_font(10))
            p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.label)


class CardItem(QGraphicsObject):
    """A card on the field or in a hand, centred on its position.

    `card` is its object id (-1 for a card in the opponent's hand); `glow` is "",
    "playable" (it has legal actions), "pick" (a legal answer to the prompt) or "target".
    """

    WIDTH, HEIGHT = CARD_W, CARD_H

    def __init__(self, faces: FaceProvider, target: Target) -> None:
        super().__init__()
        self.faces = faces
        self.key = target.key
        self.card = -1
        self.code = 0
        self.pos_ = 0
        self.zone = ""
        self.player = target.player
        self.atk: int | None = None
        self.defense: int | None = None
        self.glow = ""
        self.slot = target.slot
        self.leaving = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.show_target(target)
        self.setPos(target.center)

    # -- state ------------------------------------------------------------------------
    def show_target(self, target: Target) -> None:
        """Take what `target` shows (not its place: the scene animates that)."""
        self.key = target.key
        changed = (self.card, self.code, self.pos_, self.zone, self.atk, self.defense) != (
            target.card, target.code, target.pos, target.zone, target.atk, target.defense)
        self.card, self.code, self.pos_ = target.card, target.code, target.pos
        self.zone, self.player = target.zone, target.player
        self.atk, self.defense = target.atk, target.defense
        self.slot = target.slot
        self.setZValue(self.rest_z())
        # a card lying sideways is scaled to stay inside its zone
        self.setScale(0.8 if self.target_rotation() else 1.0)
        if changed:
            self.update()

    def rest_z(self) -> float:
        """Its z-value when nothing moves it: a hand fans out in hand order, each card
        over the one before it, so what shows of each card is the same strip whichever
        card arrived last."""
        return Z["hand"] + self.slot / 100 if self.zone == "hand" else Z["card"]

    def target_rotation(self) -> float:
        return 90.0 if self.zone == "mz" and self.pos_ in (DEF, SET) else 0.0

    def set_glow(self, glow: str) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    @property
    def face_up(self) -> bool:
        return bool(self.code) and self.pos_ != SET

    # -- Qt ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        w, h = self.WIDTH, self.HEIGHT
        return QRectF(-w / 2 - 6, -h / 2 - 6, w + 12, h + 12)

    def card_rect(self) -> QRectF:
        w, h = self.WIDTH, self.HEIGHT
        return QRectF(-w / 2, -h / 2, w, h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.card_rect()
        self._paint_glow(p, rect)
        self._paint_card(p, rect, self.code, self.pos_)
        if self.zone == "mz" and self.atk is not None:
            self._paint_stats(p, rect)

    def _paint_glow(self, p: QPainter, rect: QRectF) -> None:
        colour = {"playable": PLAYABLE, "pick": PICK, "target": LIT}.get(self.glow)
        if colour is None:
            return
        for width, alpha in ((9, 60), (5, 120), (2.5, 255)):
            c = QColor(colour)
            c.setAlpha(alpha)
            p.setPen(QPen(c, width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)

    def _paint_card(self, p: QPainter, rect: QRectF, code: int, pos: int) -> None:
        face = self.faces(code) if code else None
        if pos == SET or face is None:
            p.drawPixmap(rect, card_back(), QRectF(card_back().rect()))
            if pos == SET and face is not None:  # my own Set card: show what it is, faintly
                p.setOpacity(0.38)
                p.drawPixmap(rect.adjusted(10, 14, -10, -14), face, QRectF(face.rect()))
                p.setOpacity(1.0)
                p.setPen(QColor(255, 235, 190))
                p.setFont(_font(11))
                p.drawText(rect.adjusted(0, 0, 0, -4), Qt.AlignmentFlag.AlignHCenter
                           | Qt.AlignmentFlag.AlignBottom, "SET")
            elif code and face is None and pos != SET:
                p.setPen(TEXT)
                p.setFont(_font(10))
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                           f"#{code}")
            return
        p.drawPixmap(rect, face, QRectF(face.rect()))

    def _paint_stats(self, p: QPainter, rect: QRectF) -> None:
        bar = QRectF(rect.left(), rect.bottom() - 20, rect.width(), 20)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 12, 20, 215))
        p.drawRoundedRect(bar, 4, 4)
        p.setFont(_font(12))
        p.setPen(QColor(255, 120, 110) if self.pos_ == ATK else QColor(140, 190, 255))
        text = f"{self.atk}" if self.defense is None else f"{self.atk} / {self.defense}"
        p.drawText(bar, Qt.AlignmentFlag.AlignCenter, text)

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        scene = self.scene()
        if scene is not None and hasattr(scene, "hovered"):
            scene.hovered(self)
        super().hoverEnterEvent(event)


class MaximumItem(CardItem):
    """A Maximum Mode monster: one item over all three Monster Zones, showing its three
    pieces as one picture and its MAXIMUM ATK."""

    WIDTH = 2 * PITCH + CARD_W + 8
    HEIGHT = CARD_H

    def __init__(self, faces: FaceProvider, target: Target) -> None:
        self.pieces: list[dict[str, Any]] = []
        super().__init__(faces, target)

    @property
    def piece_ids(self) -> list[int]:
        return [m["id"] for m in self.pieces]

    def show_target(self, target: Target) -> None:
        if [m["code"] for m in target.pieces] != [m["code"] for m in self.pieces]:
            self.update()
        self.pieces = list(target.pieces)
        super().show_target(target)

    def rest_z(self) -> float:
        return Z["maximum"]

    def target_rotation(self) -> float:
        return 0.0

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = self.card_rect()
        self._paint_glow(p, rect)
        halo = QLinearGradient(rect.topLeft(), rect.bottomRight())
        halo.setColorAt(0, QColor(255, 215, 120))
        halo.setColorAt(0.5, QColor(190, 120, 30))
        halo.setColorAt(1, QColor(255, 225, 140))
        p.setBrush(QBrush(halo))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        for k, piece in enumerate(self.pieces):
            x = rect.left() + 4 + k * PITCH
            self._paint_card(p, QRectF(x, rect.top(), CARD_W, CARD_H), piece["code"], ATK)
        banner = QRectF(rect.center().x() - 92, rect.bottom() - 30, 184, 26)
        p.setBrush(QColor(20, 10, 4, 225))
        p.setPen(QPen(GOLD, 2))
        p.drawRoundedRect(banner, 6, 6)
        p.setFont(_font(15))
        p.setPen(QColor(255, 222, 130))
        p.drawText(banner, Qt.AlignmentFlag.AlignCenter, f"MAXIMUM ATK {self.atk}")


class PileItem(QGraphicsItem):
    """The Deck, the Extra Deck or the GY: the top card (a back, or the GY's top face)
    and how many cards are there."""

    def __init__(self, key: tuple[Any, ...], rect: QRectF, faces: FaceProvider,
                 label: str) -> None:
        super().__init__()
        self.key = key
        self.rect = rect
        self.faces = faces
        self.label = label
        self.count = 0
        self.top_code = 0
        self.codes: list[int] = []
        self.setZValue(Z["pile"])
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    def set_contents(self, count: int, codes: list[int], face_down: bool) -> None:
        top = 0 if face_down or not codes else codes[-1]
        if (count, top) != (self.count, self.top_code):
            self.count, self.top_code = count, top
            self.update()
        self.codes = codes

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setBrush(QColor(255, 255, 255, 12))
        p.setPen(QPen(QColor(255, 255, 255, 50), 1.2))
        p.drawRoundedRect(self.rect, 8, 8)
        card = QRectF(0, 0, CARD_W, CARD_H)
        card.moveCenter(self.rect.center())
        if self.count:
            for depth in range(min(self.count // 8, 4), 0, -1):  # a little thickness
                p.drawPixmap(card.translated(depth * 1.2, -depth * 1.2), card_back(),
                             QRectF(card_back().rect()))
            face = self.faces(self.top_code) if self.top_code else None
            pix = face if face is not None else card_back()
            p.drawPixmap(card, pix, QRectF(pix.rect()))
        else:
            p.setPen(QColor(255, 255, 255, 60))
            p.setFont(_font(10))
            p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.label)
        badge = QRectF(self.rect.right() - 34, self.rect.bottom() - 22, 32, 20)
        p.setBrush(QColor(0, 0, 0, 200))
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.drawRoundedRect(badge, 9, 9)
        p.setPen(TEXT)
        p.setFont(_font(12))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        scene = self.scene()
        if scene is not None and hasattr(scene, "hovered_pile"):
            scene.hovered_pile(self)
        super().hoverEnterEvent(event)


class LpItem(QGraphicsObject):
    """A player's name and Life Points, counting to a new value when they change."""

    def __init__(self, rect: QRectF, name: str, near: bool) -> None:
        super().__init__()
        self.rect = rect
        self.name = name
        self.near = near
        self.lp = 8000
        self.shown = 8000
        self.active = False
        self.lit = False
        self.hand = 0
        self._anim = QVariantAnimation(self)
        self._anim.valueChanged.connect(self._tick)
        self.setZValue(Z["panel"])

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_lp(self, lp: int, duration: int) -> None:
        self.lp = lp
        self._anim.stop()
        if duration <= 0 or lp == self.shown:
            self.shown = lp
            self.update()
            return
        self._anim.setStartValue(self.shown)
        self._anim.setEndValue(lp)
        self._anim.setDuration(duration)
        self._anim.start()

    def finish(self) -> None:
        self._anim.stop()
        self.shown = self.lp
        self.update()

    def _tick(self, value: Any) -> None:
        self.shown = int(value)
        self.update()

    def set_flags(self, *, active: bool, lit: bool) -> None:
        if (active, lit) != (self.active, self.lit):
            self.active, self.lit = active, lit
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        grad = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        base = QColor(30, 60, 120) if self.near else QColor(120, 36, 46)
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(170))
        p.setBrush(grad)
        pen = QPen(LIT if self.lit else GOLD if self.active else QColor(255, 255, 255, 70),
                   3 if self.lit or self.active else 1.2)
        p.setPen(pen)
        p.drawRoundedRect(self.rect, 10, 10)
        inner = self.rect.adjusted(12, 8, -12, -8)
        p.setPen(TEXT)
        p.setFont(_font(15))
        p.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.name)
        p.setFont(_font(11, bold=False))
        p.setPen(QColor(210, 215, 230))
        p.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                   "Life Points")
        p.setFont(_font(34))
        p.setPen(QColor(255, 240, 200) if self.shown > 2000 else QColor(255, 120, 100))
        p.drawText(inner.adjusted(0, 16, 0, -10), Qt.AlignmentFlag.AlignCenter, str(self.shown))


class PhaseItem(QGraphicsItem):
    """Turn number and phase, between the two sides."""

    PHASES = ("draw", "main", "battle", "end")

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.turn = 0
        self.phase = ""
        self.mine = True
        self.setZValue(Z["panel"])
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_phase(self, turn: int, phase: str, mine: bool) -> None:
        if (turn, phase, mine) != (self.turn, self.phase, self.mine):
            self.turn, self.phase, self.mine = turn, phase, mine
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(QColor(8, 10, 18, 220))
        p.setPen(QPen(QColor(255, 255, 255, 60), 1))
        p.drawRoundedRect(self.rect, 8, 8)
        p.setFont(_font(11))
        p.setPen(QColor(200, 205, 220))
        label = QRectF(self.rect.left() + 8, self.rect.top(), 44, self.rect.height())
        p.drawText(label, Qt.AlignmentFlag.AlignVCenter, f"T{self.turn}")
        x = self.rect.left() + 44
        step = (self.rect.width() - 50) / 4
        for k, name in enumerate(self.PHASES):
            box = QRectF(x + k * step, self.rect.top() + 6, step - 4, self.rect.height() - 12)
            on = name == self.phase
            colour = (QColor(80, 170, 255) if self.mine else QColor(235, 90, 90))
            p.setBrush(colour if on else QColor(255, 255, 255, 18))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(box, 4, 4)
            p.setPen(QColor(255, 255, 255) if on else QColor(170, 175, 190))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, name[0].upper())


class BannerItem(QGraphicsItem):
    """The end of the duel, across the table."""

    def __init__(self, rect: QRectF, title: str, detail: str, won: bool | None) -> None:
        super().__init__()
        self.rect, self.title, self.detail, self.won = rect, title, detail, won
        self.setZValue(Z["banner"])

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = (QColor(240, 190, 70) if self.won else QColor(200, 70, 80)
                  if self.won is False else QColor(170, 170, 190))
        grad = QLinearGradient(self.rect.topLeft(), self.rect.bottomLeft())
        grad.setColorAt(0, QColor(0, 0, 0, 0))
        grad.setColorAt(0.3, QColor(0, 0, 0, 215))
        grad.setColorAt(0.7, QColor(0, 0, 0, 215))
        grad.setColorAt(1, QColor(0, 0, 0, 0))
        p.fillRect(self.rect, grad)
        p.setPen(colour)
        p.setFont(_font(56))
        p.drawText(self.rect.adjusted(0, 0, 0, -34), Qt.AlignmentFlag.AlignCenter, self.title)
        p.setFont(_font(16, bold=False))
        p.setPen(TEXT)
        p.drawText(self.rect.adjusted(0, 70, 0, 0), Qt.AlignmentFlag.AlignCenter, self.detail)


__all__ = [
    "BannerItem", "CardItem", "LpItem", "MaximumItem", "PhaseItem", "PileItem", "ZoneItem",
    "card_back",
]  # fmt: skip
