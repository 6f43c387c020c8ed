"""The duel board widget: the scene, and around it the zoom panel, the prompt panel,
the turn buttons, the opponent's thinking indicator, the log and the end-of-duel bar.

`DuelBoard(session, cards, faces)` shows `session.seat` of any `SeatSession`. It asks
the session for the decision after every update and offers only its legal actions;
a decision with one legal answer is answered at once (the engine already does this;
the board double-checks), and a trap window is passed without asking when the
auto-pass setting is "never".
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rushdesk.engine import Action, CardData, Event, Observation
from rushdesk.render.faces import card_text, type_line

from .analysis import AnalysisPanel
from .gestures import attempted_action, card_actions, describe, menu_groups, zone_label
from .items import MaximumItem, card_back
from .log import DuelLog, Narrator
from .prompts import PromptInfo, PromptPanel
from .scene import FACE_WIDTH, BoardScene, BoardView
from .session import Decision, SeatSession

PASS, BATTLE, END = Action("pass"), Action("battle"), Action("end")

HINT_TEXT = "Drag a card to play it · Shift+drag to Set · right-click for more"
HINT_STYLE = "color: #8d94b0; font-size: 11px;"
HINT_REFUSED = "color: #e8a27a; font-size: 11px;"  # why a drop was refused
SIDE_STYLE = """
QWidget#side { background: #0f121b; }
QWidget#side QLabel { color: #e4e7f2; }
QWidget#side QPushButton { background: #27304c; color: #fff; border: 1px solid #4d5a88;
  border-radius: 7px; padding: 7px 12px; font-weight: bold; }
QWidget#side QPushButton:hover { background: #34406a; }
QWidget#side QPushButton:disabled { color: #6d7390; border-color: #2b3250; background: #1a1f31; }
QPushButton#battle_button:enabled { background: #8a2e2e; border-color: #e06060; }
QPushButton#end_button:enabled { background: #2d5a8a; border-color: #64a0e0; }
"""


class DuelBoard(QWidget):
    """One seat's board. Signals: `finished(result)`, `rematch_requested`,
    `leave_requested`."""

    finished = Signal(object)
    rematch_requested = Signal()
    leave_requested = Signal()

    def __init__(self, session: SeatSession, cards: Mapping[int, CardData],
                 faces: Any = None, *, speed: float = 1.0, auto_pass: str = "ask",
                 japanese: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.cards = cards
        self.faces = faces
        self.auto_pass = auto_pass
        self.japanese = japanese
        self.decision: Decision | None = None
        self.observation: Observation | None = None
        self.menu: QMenu | None = None
        self.reset_note = "(undone: back to your last decision)"
        self.narrator = Narrator(session.names, self.card_name)
        self.scene = BoardScene(cards, session.seat, session.names,
                                self._scene_face if faces is not None else None, speed)
        if faces is not None:
            faces.ready.connect(self.scene.face_ready)
        self.view = BoardView(self.scene)
        self._build()
        self._connect()

    # -- layout -----------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.view, 1)
        side = QWidget()
        side.setObjectName("side")
        side.setStyleSheet(SIDE_STYLE)
        side.setFixedWidth(330)
        column = QVBoxLayout(side)
        column.setContentsMargins(10, 10, 10, 10)
        zoom = QHBoxLayout()
        self.zoom_face = QLabel()
        self.zoom_face.setObjectName("zoom_face")
        self.zoom_face.setFixedSize(130, 190)
        self.zoom_face.setScaledContents(True)
        self.zoom_face.setPixmap(card_back())
        zoom.addWidget(self.zoom_face, 0, Qt.AlignmentFlag.AlignTop)
        self.zoom_text = QLabel("<i>Point at a card to read it.</i>")
        self.zoom_text.setObjectName("zoom_text")
        self.zoom_text.setWordWrap(True)
        self.zoom_text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.zoom_text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        zoom.addWidget(self.zoom_text, 1)
        column.addLayout(zoom)
        self.thinking = QLabel("")
        self.thinking.setObjectName("thinking")
        self.thinking.setStyleSheet("color: #ffb45a; font-weight: bold;")
        column.addWidget(self.thinking)
        self.prompt = PromptPanel(PromptInfo(self.name_of, self.code_of, self._small_face,
                                             self.options_of))
        column.addWidget(self.prompt)
        bar = QHBoxLayout()
        self.battle_button = QPushButton("⚔ Battle  (B)")
        self.battle_button.setObjectName("battle_button")
        self.end_button = QPushButton("End Turn  (E)")
        self.end_button.setObjectName("end_button")
        bar.addWidget(self.battle_button)
        bar.addWidget(self.end_button)
        column.addLayout(bar)
        self.hint = QLabel(HINT_TEXT)
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(HINT_STYLE)
        column.addWidget(self.hint)
        self.log = DuelLog()
        column.addWidget(self.log, 1)
        tools = QHBoxLayout()
        self.undo_button = QPushButton("Undo")
        self.undo_button.setToolTip("Take back your last decision (Ctrl+Z)")
        self.undo_button.setObjectName("undo_button")
        self.surrender_button = QPushButton("Surrender")
        self.surrender_button.setObjectName("surrender_button")
        self.analysis_button = QPushButton("Analysis")
        self.analysis_button.setObjectName("analysis_button")
        self.analysis_button.setCheckable(True)
        self.analysis_button.setToolTip("Show what the AI thought of its last move (A)")
        self.analysis_button.setVisible(hasattr(self.session, "analyse"))
        tools.addWidget(self.undo_button)
        tools.addWidget(self.analysis_button)
        tools.addWidget(self.surrender_button)
        self.analysis = AnalysisPanel(self.name_of)
        column.addWidget(self.analysis)
        column.addLayout(tools)
        self.end_bar = QWidget()
        end = QHBoxLayout(self.end_bar)
        end.setContentsMargins(0, 0, 0, 0)
        self.rematch_button = QPushButton("Rematch")
        self.rematch_button.setObjectName("rematch_button")
        self.leave_button = QPushButton("Leave")
        self.leave_button.setObjectName("leave_button")
        end.addWidget(self.rematch_button)
        end.addWidget(self.leave_button)
        column.addWidget(self.end_bar)
        self.end_bar.hide()
        outer.addWidget(side)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._dots = 0
        self._thinking_timer = QTimer(self)
        self._thinking_timer.setInterval(350)
        self._thinking_timer.timeout.connect(self._tick_thinking)
        self._surrender_armed = False

    def _connect(self) -> None:
        s = self.session
        s.updated.connect(self.on_updated)
        self.analysis_button.toggled.connect(self.show_analysis)
        if hasattr(s, "analysis_changed"):
            s.analysis_changed.connect(self.analysis.show_analysis)
        s.reset.connect(self.on_reset)
        s.thinking_changed.connect(self.on_thinking)
        s.finished.connect(self.on_finished)
        if hasattr(s, "notice"):
            s.notice.connect(lambda text: self.log.add_lines([text]))
        self.scene.action_chosen.connect(self.choose)
        self.scene.choice_offered.connect(self.prompt.show_choice)
        self.scene.card_activated.connect(self.activate_card)
        self.scene.menu_requested.connect(self.open_menu)
        self.scene.card_hovered.connect(self.zoom)
        self.scene.pile_hovered.connect(self.zoom_pile)
        self.scene.drop_refused.connect(self.explain_refusal)
        self.prompt.action_chosen.connect(self.choose)
        self.battle_button.clicked.connect(lambda: self.choose(BATTLE))
        self.end_button.clicked.connect(lambda: self.choose(END))
        self.undo_button.clicked.connect(self.undo)
        self.surrender_button.clicked.connect(self.surrender)
        self.rematch_button.clicked.connect(self.rematch_requested)
        self.leave_button.clicked.connect(self.leave_requested)

    # -- session updates --------------------------------------------------------------
    def on_updated(self, events: Sequence[Event], observation: Observation) -> None:
        self.observation = observation
        self.scene.show(observation, events, animate=True)
        self.log.add_lines(self.narrator.sentences(events, observation.data))
        self.refresh()

    def on_reset(self, observation: Observation) -> None:
        self.observation = observation
        self.scene.clear_result()
        self.scene.show(observation, (), animate=False)
        self.end_bar.hide()
        if self.reset_note:
            self.log.add_lines([self.reset_note])
        self.refresh()

    def on_thinking(self, on: bool) -> None:
        if on:
            self._thinking_timer.start()
            self._tick_thinking()
        else:
            self._thinking_timer.stop()
            self.thinking.setText("")

    def _tick_thinking(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.thinking.setText(f"{self.session.names[1 - self.session.seat]} is thinking"
                              + "." * self._dots)

    def on_finished(self, result: dict[str, Any]) -> None:
        self.scene.show_result(result.get("winner"), str(result.get("reason", "")))
        self.log.add_lines([self.narrator.result(result)])
        self.end_bar.show()
        self.refresh()
        self.finished.emit(result)

    def refresh(self) -> None:
        """Offer the seat's current decision (or nothing)."""
        self.hint.setText(HINT_TEXT)
        self.hint.setStyleSheet(HINT_STYLE)
        decision = self.session.decision()
        self.decision = decision
        self.prompt.show_decision(None)
        if decision is not None:
            if len(decision.actions) == 1:  # never ask a question with one answer
                self.choose(decision.actions[0])
                return
            if decision.kind == "window" and self.auto_pass == "never" \
                    and PASS in decision.actions:
                self.choose(PASS)
                return
        actions = decision.actions if decision is not None else ()
        self.scene.set_decision(decision.request if decision else None, actions)
        if self.prompt.show_decision(decision):
            source = int(decision.request.get("source", -1)) if decision else -1
            if source >= 0 and self.code_of(source):
                self.zoom(self.code_of(source))
        self.battle_button.setEnabled(BATTLE in actions)
        self.end_button.setEnabled(END in actions)
        self.undo_button.setEnabled(self.session.can_undo())
        over = self.session.result() is not None
        self.surrender_button.setEnabled(not over)

    def explain_refusal(self, card: int, source: str, key: object, shift: bool) -> None:
        """A card was dropped where no legal action goes: say why, in the hint line."""
        data = self.cards.get(self.code_of(card))
        if data is None:
            return
        action = attempted_action(card, source, tuple(key), shift,
                                  monster=data.is_monster, spell=data.is_spell)
        if action is None:
            return
        self._say_refused(self.session.why_not(action) or "that move is not allowed now")

    # -- answering --------------------------------------------------------------------
    def choose(self, action: Action) -> bool:
        """Answer with `action` if it is legal now; False (nothing happens) otherwise."""
        decision = self.decision
        if decision is None or action not in decision.actions:
            return False
        self.decision = None
        self.prompt.note_answer(action)
        self.prompt.show_decision(None)
        self.session.choose(action)
        return True

    def show_analysis(self, on: bool) -> None:
        """Switch the analysis overlay on or off (the AI is asked for it while on)."""
        if hasattr(self.session, "analyse"):
            self.session.analyse = on
        self.analysis.setVisible(on)
        if self.analysis_button.isChecked() != on:
            self.analysis_button.setChecked(on)

    def undo(self) -> None:
        if self.session.can_undo():
            self.session.undo()

    def surrender(self) -> None:
        """Two clicks: the first arms the button, the second gives up."""
        if not self._surrender_armed:
            self._surrender_armed = True
            self.surrender_button.setText("Really surrender?")
            QTimer.singleShot(3000, self._disarm_surrender)
            return
        self._disarm_surrender()
        self.session.surrender()

    def _disarm_surrender(self) -> None:
        self._surrender_armed = False
        self.surrender_button.setText("Surrender")

    def actions_for(self, card: int) -> list[Action]:
        """The legal actions that start from the item showing `card`: a Maximum Mode
        monster offers the actions of its three pieces."""
        item = self.scene._item_of(card)
        ids = item.piece_ids if isinstance(item, MaximumItem) else [card]
        legal = self.decision.actions if self.decision else ()
        return [a for i in ids for a in card_actions(legal, i)]

    def activate_card(self, card: int) -> None:
        """Double-click: the card's only action at once, or its menu."""
        actions = self.actions_for(card)
        if len(actions) == 1:
            self.choose(actions[0])
        elif actions:
            item = self.scene._item_of(card)
            pos = QPoint(0, 0)
            if item is not None:
                pos = self.view.viewport().mapToGlobal(self.view.mapFromScene(item.pos()))
            self.open_menu(card, pos)
        else:
            self._explain_activation(card)

    def _explain_activation(self, card: int) -> None:
        """Double-click on one of my cards that can do nothing now: say why it cannot
        be activated (a monster in the hand is summoned by dragging; nothing to say)."""
        item = self.scene._item_of(card)
        data = self.cards.get(self.code_of(card))
        if item is None or data is None or item.player != self.session.seat \
                or isinstance(item, MaximumItem) or (item.zone == "hand" and data.is_monster):
            return  # (a Maximum monster's pieces each have their own effect, or none)
        self._say_refused(self.session.why_not(Action("activate", card))
                          or "that card cannot be activated now")

    def _say_refused(self, reason: str) -> None:
        """Why the last gesture did nothing, in the hint line until the next update."""
        self.hint.setText(f"Not allowed: {reason}")
        self.hint.setStyleSheet(HINT_REFUSED)

    def build_menu(self, card: int) -> QMenu | None:
        """The context menu of `card`: every legal action that starts from it."""
        actions = self.actions_for(card)
        if not actions:
            return None
        menu = QMenu(self)
        menu.setObjectName("card_menu")
        code = self.code_of(card)
        data = self.cards.get(code)
        tribute = bool(data and data.tributes_needed)
        several = len({a.card for a in actions}) > 1
        for first, members in menu_groups(actions):
            label = describe(first, self.name_of, tribute=tribute)
            if several and first.kind == "activate":
                label = f"Activate {self.name_of(first.card)}"
            if len(members) == 1:
                entry = menu.addAction(label)
                entry.setData(first)
                entry.triggered.connect(lambda _=False, a=first: self.choose(a))
                continue
            sub = menu.addMenu(label)
            for action in members:
                entry = sub.addAction(zone_label(action.zone) or describe(action, self.name_of))
                entry.setData(action)
                entry.triggered.connect(lambda _=False, a=action: self.choose(a))
        return menu

    def open_menu(self, card: int, pos: QPoint) -> None:
        menu = self.build_menu(card)
        if menu is None:
            return
        self.menu = menu
        menu.popup(pos)

    # -- names and faces --------------------------------------------------------------
    def code_of(self, card: int) -> int:
        """The passcode of object id `card` in the current observation (0 if unknown)."""
        obs = self.observation or self.session.observation()
        for view in obs.data["players"]:
            for pile in ("hand", "gy", "extra", "deck_known"):  # deck_known: a search
                if isinstance(view.get(pile), list):
                    for oid, code in view[pile]:
                        if oid == card:
                            return int(code)
            for c in (*view["monsters"], *view["spells"], view["field"]):
                if c and c["id"] == card:
                    return int(c["code"])
        return 0

    def cards_by_name(self, name: str) -> int:
        """The passcode of the card named `name` in this board's pool."""
        return next(code for code, data in self.cards.items() if data.name == name)

    def card_name(self, code: int) -> str:
        data = self.cards.get(code)
        if data is None:
            return "a card"
        return data.name_ja if self.japanese and data.name_ja else data.name

    def name_of(self, card: int) -> str:
        code = self.code_of(card)
        return self.card_name(code) if code else "a face-down card"

    def options_of(self, code: int) -> list[str]:
        data = self.cards.get(code)
        text = card_text(data) if data is not None else ""
        parts = [p.strip().rstrip(".") for p in text.split("●")[1:]]
        if parts:
            return [p for p in parts if p]
        prompt = str((self.decision.request if self.decision else {}).get("prompt", ""))
        if prompt.endswith("?") and " or " in prompt:  # "Top or bottom of the Deck?"
            return [w.strip()[:1].upper() + w.strip()[1:] for w in prompt.rstrip("?").split(" or ")]
        return []

    def _scene_face(self, card: CardData) -> QPixmap | None:
        return self.faces.request(card, FACE_WIDTH)

    def _small_face(self, code: int) -> QPixmap | None:
        """A face for the prompt panel, drawn now: a prompt shows a few cards, at once."""
        data = self.cards.get(code)
        if data is None or self.faces is None:
            return None
        return self.faces.pixmap(data, FACE_WIDTH)

    def zoom(self, code: int, card: int = -1) -> None:
        data = self.cards.get(code) if code else None
        if data is None:
            return
        if self.faces is not None:
            self.zoom_face.setPixmap(self.faces.pixmap(data, 260))
        stats = ""
        if data.is_monster:
            stats = f"<br>Level {data.level} · ATK {data.atk} · DEF {data.defense}"
            if data.maximum_atk:
                stats += f" · MAXIMUM ATK {data.maximum_atk}"
        text = html.escape(card_text(data)).replace("\n", "<br>")
        self.zoom_text.setText(
            f"<b style='font-size:14px'>{html.escape(self.card_name(code))}</b><br>"
            f"<span style='color:#aab'>{html.escape(type_line(data))}{stats}</span>"
            f"<p style='margin-top:6px'>{text}</p>")

    def zoom_pile(self, label: str, codes: list[int]) -> None:
        if label == "GY" and codes:
            self.zoom(codes[-1])
            names = ", ".join(self.card_name(c) for c in reversed(codes))
            self.zoom_text.setText(self.zoom_text.text()
                                   + f"<p><b>GY ({len(codes)}):</b> {html.escape(names)}</p>")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        """B: Battle Phase, E: end the turn, Ctrl+Z: undo."""
        key, mods = event.key(), event.modifiers()
        if key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ControlModifier:
            self.undo()
        elif key == Qt.Key.Key_B and not mods:
            self.choose(BATTLE)
        elif key == Qt.Key.Key_A and not mods and self.analysis_button.isVisible():
            self.show_analysis(not self.analysis_button.isChecked())
        elif key == Qt.Key.Key_E and not mods:
            self.choose(END)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- teardown ---------------------------------------------------------------------
    def shutdown(self) -> None:
        self.scene.finish_animations()
        self.session.close()


__all__ = ["DuelBoard"]
