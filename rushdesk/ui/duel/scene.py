"""The board scene: renders observations, animates event batches, turns gestures into
intents.

`BoardScene.show(observation, events)` is the only way the picture changes: events
give continuity (which item became which card, where a card came from and went, who
attacked whom, LP changes) and short animations; the observation is the truth the scene
always ends in. The scene never changes a duel: a drag, click, double-click or context
menu only emits `action_chosen` (one legal action), `choice_offered` (a few legal
actions for the player to pick from), `card_activated` or `menu_requested`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from rushdesk.engine import Action, CardData, Event, Observation

from .gestures import DropKey, card_actions, drag_targets, resolve_drop
from .items import BannerItem, CardItem, LpItem, MaximumItem, PhaseItem, PileItem, ZoneItem
from .layout import (
    MIDLINE,
    SCENE_H,
    SCENE_W,
    Target,
    Z,
    lp_rect,
    phase_rect,
    side_rect,
    targets,
    zone_rect,
)

FaceSource = Callable[[CardData], QPixmap | None]

FACE_WIDTH = 168  # pixels of the cached faces: twice the card's scene width, for zoom
MOVE_MS, LUNGE_MS, PULSE_MS, LP_MS = 260, 150, 240, 520


class BoardScene(QGraphicsScene):
    """Both fields, both hands, LP and phase for one seat's observations."""

    action_chosen = Signal(object)  # an Action, one of the legal actions given
    choice_offered = Signal(object, str)  # several legal actions, and what they are about
    card_activated = Signal(int)  # double-click on a card (object id)
    menu_requested = Signal(int, QPoint)  # right-click on a card, at a screen position
    card_hovered = Signal(int, int)  # passcode (0 hidden) and object id under the mouse
    pile_hovered = Signal(str, object)  # "gy"/"deck"/"extra" label and its codes
    animations_finished = Signal()
    # a card dragged somewhere no legal action goes: object id, its zone, the drop
    # target (a `DropKey`) and whether Shift was held
    drop_refused = Signal(int, str, object, bool)

    def __init__(self, cards: Mapping[int, CardData], viewer: int = 0,
                 names: Sequence[str] = ("You", "Opponent"),
                 faces: FaceSource | None = None, speed: float = 1.0) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H)
        self.cards = cards
        self.viewer = viewer
        self.speed = speed
        self._face_source = faces
        self._faces: dict[int, QPixmap | None] = {}
        self.items_by_key: dict[tuple[Any, ...], CardItem] = {}
        self.observation: Observation | None = None
        self.legal: list[Action] = []
        self.request: dict[str, Any] | None = None
        self._anim: QAbstractAnimation | None = None
        self._ends: list[tuple[CardItem, QPointF, float, bool]] = []
        self._press: tuple[CardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._stuck = False  # a drag on a card that may go nowhere
        self._drag_targets: dict[DropKey, list[Action]] = {}
        self._banner: BannerItem | None = None
        self._floats: list[QGraphicsSimpleTextItem] = []
        self._aliases: dict[int, CardItem] = {}
        self.setBackgroundBrush(self._mat())  # fills the view beyond the scene's sides too
        self.zones: dict[tuple[Any, ...], ZoneItem] = {}
        self.piles: dict[tuple[int, str], PileItem] = {}
        self.lp: list[LpItem] = []
        self._build(names)

    # -- static parts -----------------------------------------------------------------
    def _mat(self) -> QBrush:
        grad = QLinearGradient(0, 0, 0, SCENE_H)
        grad.setColorAt(0, QColor(70, 24, 36))
        grad.setColorAt(0.5, QColor(24, 26, 44))
        grad.setColorAt(1, QColor(18, 40, 78))
        return QBrush(grad)

    def _build(self, names: Sequence[str]) -> None:
        labels = {"mz": "MONSTER", "sz": "SPELL / TRAP", "fz": "FIELD"}
        for q in (0, 1):
            for kind in ("mz", "sz"):
                for slot in range(3):
                    key = (q, kind, slot)
                    self.zones[key] = ZoneItem(key, zone_rect(q, self.viewer, kind, slot),
                                               labels[kind])
            self.zones[(q, "fz", 0)] = ZoneItem((q, "fz", 0), zone_rect(q, self.viewer, "fz"),
                                                labels["fz"])
            for kind, label in (("gy", "GY"), ("deck", "DECK"), ("extra", "EXTRA")):
                self.piles[(q, kind)] = PileItem((q, kind), zone_rect(q, self.viewer, kind),
                                                 self.face, label)
            self.lp.append(LpItem(lp_rect(q, self.viewer), names[q], q == self.viewer))
        for item in (*self.zones.values(), *self.piles.values(), *self.lp):
            self.addItem(item)
        self.phase = PhaseItem(phase_rect())
        self.addItem(self.phase)
        line = self.addLine(8, MIDLINE, SCENE_W - 8, MIDLINE)
        line.setPen(QColor(255, 255, 255, 30))
        line.setZValue(Z["mat"])

    # -- faces ------------------------------------------------------------------------
    def face(self, code: int) -> QPixmap | None:
        """The cached face of `code` (None while it is drawn elsewhere or unknown)."""
        if code in self._faces and self._faces[code] is not None:
            return self._faces[code]
        card = self.cards.get(code)
        pix = self._face_source(card) if card is not None and self._face_source else None
        self._faces[code] = pix
        return pix

    def face_ready(self, code: int) -> None:
        """A face drawn off the GUI thread is ready: repaint whoever shows it."""
        self._faces.pop(code, None)
        for item in self.items_by_key.values():
            if item.code == code or (isinstance(item, MaximumItem)
                                     and any(m["code"] == code for m in item.pieces)):
                item.update()
        for pile in self.piles.values():
            if pile.top_code == code:
                pile.update()

    # -- rendering --------------------------------------------------------------------
    def duration(self, ms: int) -> int:
        return int(ms * self.speed)

    def show(self, observation: Observation, events: Sequence[Event] = (),
             animate: bool = True) -> None:
        """Bring the board to `observation`, animating `events` (the batch that led there)."""
        self.finish_animations()
        self.observation = observation
        data = observation.data
        animate = animate and self.speed > 0
        arrive, leave = self._continuity(events)
        wanted = targets(data, self.cards)
        moves = QParallelAnimationGroup()
        seen: set[tuple[Any, ...]] = set()
        for target in wanted:
            seen.add(target.key)
            item = self.items_by_key.get(target.key)
            if item is None:
                item = self._create(target, arrive, animate)
            hidden = not item.face_up
            item.show_target(target)
            if animate and hidden and item.face_up and item.zone in ("mz", "sz", "fz"):
                moves.addAnimation(self._flip(item))
            self._place(item, target.center, item.target_rotation(), False, moves, animate)
        for key, item in list(self.items_by_key.items()):
            if key not in seen:
                del self.items_by_key[key]
                self._leave(item, leave, moves, animate)
        self._update_piles(data)
        self._update_panels(data, events, animate)
        if animate and moves.animationCount():
            sequence = QSequentialAnimationGroup(self)
            for step in (*self._lunges(events), *self._pulses(events)):
                sequence.addAnimation(step)
            sequence.addAnimation(moves)
            sequence.finished.connect(self.finish_animations)
            self._anim = sequence
            sequence.start()
        else:
            self.finish_animations()

    def _continuity(self, events: Sequence[Event]) -> tuple[dict[int, QPointF],
                                                          dict[int, QPointF]]:
        """Follow cards through the batch: rename items whose card got a new id, and
        note where new cards come from and where vanished ones go."""
        arrive: dict[int, QPointF] = {}
        leave: dict[int, QPointF] = {}
        self._aliases = {}
        for ev in events:
            if ev.old >= 0 and ev.card >= 0 and ev.old != ev.card:
                item = self.items_by_key.pop(("id", ev.old), None)
                if item is not None:
                    self._aliases[ev.old] = self._aliases[ev.card] = item
                    item.key = ("id", ev.card)
                    item.card = ev.card
                    self.items_by_key[item.key] = item
            if ev.card >= 0 and ev.src:
                arrive[ev.card] = self._zone_point(ev.player, ev.src, ev.card)
            if ev.old >= 0 and ev.dst:
                leave[ev.old] = self._zone_point(ev.player, ev.dst, -1)
        return arrive, leave

    def _zone_point(self, player: int, zone: str, card: int) -> QPointF:
        q = player if player in (0, 1) else self.viewer
        if zone in ("gy", "deck", "extra"):
            return zone_rect(q, self.viewer, zone).center()
        if zone == "hand":
            rect = side_rect(q, self.viewer)
            y = rect.top() + 70 if q != self.viewer else rect.bottom() - 70
            return QPointF(SCENE_W / 2 + 40, y)
        item = self.items_by_key.get(("id", card))
        return item.pos() if item is not None else QPointF(SCENE_W / 2, MIDLINE)

    def _create(self, target: Target, arrive: dict[int, QPointF], animate: bool) -> CardItem:
        cls = MaximumItem if target.is_maximum else CardItem
        item = cls(self.face, target)
        start = arrive.get(target.card)
        if target.is_maximum:
            pieces = [self.items_by_key.pop(("id", m["id"]), None) for m in target.pieces]
            spots = [p.pos() for p in pieces if p is not None]
            for piece in pieces:
                if piece is not None:
                    self.removeItem(piece)
            if spots:
                start = QPointF(sum(s.x() for s in spots) / len(spots),
                                sum(s.y() for s in spots) / len(spots))
        elif target.zone == "hand" and start is None and target.card < 0:
            start = zone_rect(target.player, self.viewer, "deck").center()
        if animate and start is not None:
            item.setPos(start)
        self.items_by_key[target.key] = item
        self.addItem(item)
        return item

    def _place(self, item: CardItem, pos: QPointF, rotation: float, remove: bool,
               group: QParallelAnimationGroup, animate: bool) -> None:
        self._ends.append((item, pos, rotation, remove))
        if not animate:
            return
        if item.pos() != pos:
            anim = QPropertyAnimation(item, b"pos")
            anim.setEndValue(pos)
            anim.setDuration(self.duration(MOVE_MS))
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        if item.rotation() != rotation:
            spin = QPropertyAnimation(item, b"rotation")
            spin.setEndValue(rotation)
            spin.setDuration(self.duration(MOVE_MS))
            group.addAnimation(spin)
        if remove:
            fade = QPropertyAnimation(item, b"opacity")
            fade.setEndValue(0.0)
            fade.setDuration(self.duration(MOVE_MS))
            group.addAnimation(fade)

    def _leave(self, item: CardItem, leave: dict[int, QPointF],
               group: QParallelAnimationGroup, animate: bool) -> None:
        item.leaving = True
        item.set_glow("")
        ids = item.piece_ids if isinstance(item, MaximumItem) else [item.card]
        where = next((leave[i] for i in ids if i in leave), item.pos())
        item.setZValue(Z["effect"])
        self._place(item, where, 0.0, True, group, animate)

    def _flip(self, item: CardItem) -> QAbstractAnimation:
        """A card turned face-up narrows to an edge and opens again, showing its face."""
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.duration(MOVE_MS + LUNGE_MS))
        anim.valueChanged.connect(
            lambda v: item.setTransform(QTransform().scale(max(abs(1 - 2 * float(v)), 0.02), 1)))
        return anim

    def _pulses(self, events: Sequence[Event]) -> list[QAbstractAnimation]:
        """An activated card swells for a moment, so the eye finds it."""
        out: list[QAbstractAnimation] = []
        for ev in events:
            item = self._item_of(ev.card) if ev.kind == "activate" and ev.card >= 0 else None
            if item is None:
                continue
            base = item.scale()
            pulse = QPropertyAnimation(item, b"scale")
            pulse.setKeyValueAt(0.0, base)
            pulse.setKeyValueAt(0.5, base * 1.18)
            pulse.setKeyValueAt(1.0, base)
            pulse.setDuration(self.duration(PULSE_MS))
            out.append(pulse)
        return out

    def _lunges(self, events: Sequence[Event]) -> list[QAbstractAnimation]:
        out: list[QAbstractAnimation] = []
        for ev in events:
            if ev.kind != "attack" or ev.card < 0:
                continue
            attacker = self._item_of(ev.card)
            if attacker is None:
                continue
            target = self._item_of(ev.value) if ev.value >= 0 else None
            if target is not None:
                goal = target.pos()
            else:
                goal = self.lp[1 - attacker.player].rect.center()
            home = attacker.pos()
            hit = home + (goal - home) * 0.7
            seq = QSequentialAnimationGroup()
            for a, b, curve in ((home, hit, QEasingCurve.Type.InQuad),
                                (hit, home, QEasingCurve.Type.OutQuad)):
                step = QPropertyAnimation(attacker, b"pos")
                step.setStartValue(a)
                step.setEndValue(b)
                step.setDuration(self.duration(LUNGE_MS))
                step.setEasingCurve(curve)
                seq.addAnimation(step)
            out.append(seq)
        return out

    def _item_of(self, card: int) -> CardItem | None:
        """The item showing object id `card` (a Maximum monster shows three; a card
        that changed ids during the batch being shown is found by any of them)."""
        item = self.items_by_key.get(("id", card))
        if item is not None:
            return item
        for item in self.items_by_key.values():
            if isinstance(item, MaximumItem) and card in item.piece_ids:
                return item
        alias = self._aliases.get(card)
        return alias if alias is not None and alias.scene() is self else None

    def finish_animations(self) -> None:
        """Jump every running animation to its end: the scene shows the observation."""
        anim, self._anim = self._anim, None
        if anim is not None:
            anim.stop()
        ends, self._ends = self._ends, []
        for item, pos, rotation, remove in ends:
            if remove:
                if item.scene() is self:
                    self.removeItem(item)
                continue
            item.setPos(pos)
            item.setRotation(rotation)
            item.setOpacity(1.0)
            item.setTransform(QTransform())
            item.setScale(0.8 if item.target_rotation() else 1.0)
        for lp in self.lp:
            lp.finish()
        if anim is not None or ends:
            self.animations_finished.emit()

    @property
    def animating(self) -> bool:
        return self._anim is not None

    def _update_piles(self, data: Mapping[str, Any]) -> None:
        for q, view in enumerate(data["players"]):
            self.piles[(q, "deck")].set_contents(view["deck"], [], True)
            gy = [code for _, code in view["gy"]]
            self.piles[(q, "gy")].set_contents(len(gy), gy, False)
            extra = view["extra"]
            if isinstance(extra, list):
                codes = [code for _, code in extra]
                self.piles[(q, "extra")].set_contents(len(codes), codes, True)
            else:
                self.piles[(q, "extra")].set_contents(extra, [], True)

    def _update_panels(self, data: Mapping[str, Any], events: Sequence[Event],
                       animate: bool) -> None:
        for q, view in enumerate(data["players"]):
            self.lp[q].set_lp(view["lp"], self.duration(LP_MS) if animate else 0)
            self.lp[q].set_flags(active=data["turn_player"] == q, lit=self.lp[q].lit)
        self.phase.set_phase(data["turn"], data["phase"], data["turn_player"] == self.viewer)
        for ev in events:
            if ev.kind in ("damage", "lp") and ev.value and animate:
                self._float_number(ev.player, -ev.value if ev.kind == "damage" else ev.value)
        result = data.get("result")
        if result is not None:
            self.show_result(result.get("winner"), result.get("reason", ""))

    def _float_number(self, player: int, amount: int) -> None:
        text = QGraphicsSimpleTextItem(f"{amount:+d}")
        font = QFont()
        font.setPixelSize(30)
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QColor(255, 90, 80) if amount < 0 else QColor(120, 240, 150))
        rect = self.lp[player].rect
        text.setPos(rect.right() - 70, rect.top() + 30)
        text.setZValue(Z["effect"])
        self.addItem(text)
        top = text.y()
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.duration(LP_MS * 2))
        anim.valueChanged.connect(lambda v: (text.setOpacity(1.0 - float(v) ** 2),
                                             text.setY(top - 36 * float(v))))
        anim.finished.connect(lambda: self._drop_float(text))
        self._floats.append(text)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _drop_float(self, text: QGraphicsSimpleTextItem) -> None:
        if text in self._floats:
            self._floats.remove(text)
            self.removeItem(text)

    # -- results ----------------------------------------------------------------------
    def show_result(self, winner: int | None, reason: str) -> None:
        if self._banner is not None:
            self.removeItem(self._banner)
        won = None if winner is None else winner == self.viewer
        title = "DRAW" if won is None else "VICTORY" if won else "DEFEAT"
        rect = QRectF(-800, MIDLINE - 90, SCENE_W + 1600, 180)  # past the view's sides
        names = [lp.name for lp in self.lp]
        self._banner = BannerItem(rect, title, _reason_words(reason, names), won)
        self.addItem(self._banner)

    def clear_result(self) -> None:
        if self._banner is not None:
            self.removeItem(self._banner)
            self._banner = None

    # -- decisions --------------------------------------------------------------------
    def set_decision(self, request: dict[str, Any] | None, legal: Sequence[Action]) -> None:
        """What the viewer may do now; cards that can act glow."""
        self.request = request
        self.legal = list(legal)
        kind = request["kind"] if request else ""
        for item in self.items_by_key.values():
            glow = ""
            if item.card >= 0 and item.player == self.viewer or kind in ("pick", "replay"):
                ids = item.piece_ids if isinstance(item, MaximumItem) else [item.card]
                if kind in ("pick", "replay"):
                    if any(a.card in ids or a.target in ids for a in self.legal
                           if a.kind in ("pick", "target")):
                        glow = "pick"
                elif kind in ("main", "battle") and any(card_actions(self.legal, c)
                                                        for c in ids):
                    glow = "playable"  # a Maximum Mode monster: any of its pieces
            item.set_glow(glow)

    # -- gestures ---------------------------------------------------------------------
    def card_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not exclude and not item.leaving:
                return item
        return None

    def drop_key_at(self, pos: QPointF, exclude: CardItem | None = None) -> DropKey | None:
        """The drop target under scene position `pos`."""
        other = 1 - self.viewer
        item = self.card_at(pos, exclude)
        if item is not None and item.player == other and item.zone == "mz":
            return ("target", item.card)
        for (q, kind, slot), zone in self.zones.items():
            if q == self.viewer and zone.rect.contains(pos):
                return (kind, slot) if kind != "fz" else ("fz",)
        if side_rect(other, self.viewer).contains(pos):
            return ("direct",)
        return None

    def _light(self, hot: DropKey | None) -> None:
        keys = set(self._drag_targets)
        for (q, kind, slot), zone in self.zones.items():
            if q != self.viewer:
                zone.set_state("dim" if self._dragging else "")
                continue
            key: DropKey = (kind, slot) if kind != "fz" else ("fz",)
            state = ""
            if self._dragging:
                state = ("hot" if key == hot else "lit") if key in keys else "dim"
            zone.set_state(state)
        for item in self.items_by_key.values():
            if item.player != self.viewer and item.zone == "mz":
                lit = self._dragging and ("target", item.card) in keys
                item.set_glow("target" if lit else "")
        self.lp[1 - self.viewer].set_flags(
            active=self.lp[1 - self.viewer].active,
            lit=self._dragging and ("direct",) in keys)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.finish_animations()  # a player who acts is done watching
            item = self.card_at(event.scenePos())
            if item is not None and item.card >= 0:
                self._press = (item, event.scenePos(), item.pos())
                self._stuck = False
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            super().mouseMoveEvent(event)
            return
        item, start, origin = self._press
        delta = event.scenePos() - start
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._drag_targets = drag_targets(self.legal, item.card)
            if not self._drag_targets:
                self._stuck = True
                return
            self._dragging = True
            item.setZValue(Z["dragging"])
        item.setPos(origin + delta)
        self._light(self.drop_key_at(event.scenePos(), item))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, self._press = self._press, None
        if press is None:
            super().mouseReleaseEvent(event)
            return
        item, _, origin = press
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if not self._dragging:
            stuck, self._stuck = self._stuck, False
            if not self._clicked(item) and stuck:  # dragged, but it may go nowhere
                key = self.drop_key_at(event.scenePos(), item)
                if key is not None:
                    self.drop_refused.emit(item.card, item.zone, key, shift)
            return
        self._dragging = False
        key = self.drop_key_at(event.scenePos(), item)
        item.setPos(origin)  # the board changes when the duel answers, not before
        item.setZValue(item.rest_z())
        candidates = self._drag_targets.get(key, []) if key is not None else []
        self._drag_targets = {}
        self._light(None)
        self.set_decision(self.request, self.legal)
        if candidates:
            self._offer(resolve_drop(candidates, shift), "Play how?")
        elif key is not None:
            self.drop_refused.emit(item.card, item.zone, key, shift)

    def _clicked(self, item: CardItem) -> bool:
        """A click answers a pick or a new attack target by pointing at the card; False
        if it answers nothing."""
        ids = item.piece_ids if isinstance(item, MaximumItem) else [item.card]
        answers = [a for a in self.legal
                   if (a.kind == "pick" and a.card in ids) or (a.kind == "target"
                                                              and a.target in ids)]
        if answers:
            self.action_chosen.emit(answers[0])
        return bool(answers)

    def _offer(self, actions: list[Action], title: str) -> None:
        if len(actions) == 1:
            self.action_chosen.emit(actions[0])
        elif actions:
            self.choice_offered.emit(actions, title)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        item = self.card_at(event.scenePos())
        if item is not None and item.card >= 0:
            self._press = None
            self.card_activated.emit(item.card)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802
        item = self.card_at(event.scenePos())
        if item is not None and item.card >= 0:
            self.menu_requested.emit(item.card, event.screenPos())
            event.accept()
            return
        super().contextMenuEvent(event)

    # -- hover ------------------------------------------------------------------------
    def hovered(self, item: CardItem) -> None:
        known = item.code if (item.face_up or item.player == self.viewer) else 0
        self.card_hovered.emit(known, item.card)

    def hovered_pile(self, pile: PileItem) -> None:
        self.pile_hovered.emit(pile.label, list(pile.codes))


def _reason_words(reason: str, names: Sequence[str]) -> str:
    for seat, name in enumerate(names):
        reason = reason.replace(f"player {seat + 1}", name)
    return reason[:1].upper() + reason[1:]


class BoardView(QGraphicsView):
    """The scene, scaled to fit its widget, smooth."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMinimumSize(420, 480)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


__all__ = ["BoardScene", "BoardView", "FACE_WIDTH"]
