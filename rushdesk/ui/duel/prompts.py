"""The prompt panel: every decision that is not a drag, beside the board, never modal.

It lists the legal answers of the seat's decision: cards as small faces (with the
minimum and maximum of a pick and how many are chosen), yes/no, battle positions, the
options of a multi-choice effect, a new attack target or cancelling the attack, traps
to activate or passing, and the small choice a drop can need. Every button is one
legal action; the panel never invents an answer and never shows a decision with one.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rushdesk.engine import Action

from .gestures import describe
from .session import Decision

PROMPT_STYLE = """
QFrame#prompt { background: #1c2133; border: 2px solid #f0be50; border-radius: 10px; }
QFrame#prompt QLabel { color: #eef; }
QFrame#prompt QPushButton { background: #2d3654; color: #fff; border: 1px solid #6a7bb0;
  border-radius: 6px; padding: 6px 10px; font-weight: bold; }
QFrame#prompt QPushButton:hover { background: #3d4a74; }
QFrame#prompt QToolButton { background: #262d44; color: #fff; border: 1px solid #56618a;
  border-radius: 6px; padding: 3px; }
QFrame#prompt QToolButton:hover { border-color: #ff8c3c; background: #343d5c; }
"""


class PromptInfo:
    """What the panel needs to name things: card names and faces by object id."""

    def __init__(self, name: Callable[[int], str], code: Callable[[int], int],
                 face: Callable[[int], QPixmap | None],
                 options: Callable[[int], list[str]]) -> None:
        self.name, self.code, self.face, self.options = name, code, face, options


# request kind -> title when the engine's prompt is generic
_TITLES = {"window": "Activate a Trap?", "position": "Choose a battle position",
           "yesno": "Apply the rest of the effect?", "option": "Choose an effect",
           "replay": "The opponent's monsters changed"}


class PromptPanel(QFrame):
    """Shows one decision's answers; `action_chosen(action)` when one is clicked."""

    action_chosen = Signal(object)

    def __init__(self, info: PromptInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setStyleSheet(PROMPT_STYLE)
        self.info = info
        self.picked = 0
        self._last_pick: tuple[str, int] | None = None
        self.buttons: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        top = QHBoxLayout()
        self.source = QLabel()
        self.source.setFixedSize(56, 82)
        self.source.setScaledContents(True)
        top.addWidget(self.source)
        words = QVBoxLayout()
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setObjectName("prompt_title")
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setObjectName("prompt_detail")
        words.addWidget(self.title)
        words.addWidget(self.detail)
        top.addLayout(words, 1)
        layout.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        layout.addLayout(self.grid)
        self.hide()

    # -- showing ----------------------------------------------------------------------
    def show_decision(self, decision: Decision | None) -> bool:
        """Show `decision` if it needs the panel; False (and hidden) otherwise."""
        self.clear()
        if decision is None:  # between an answer and the next question: the count goes on
            self.hide()
            return False
        if decision.kind in ("main", "battle") or len(decision.actions) < 2:
            self._last_pick = None
            self.hide()
            return False
        req = decision.request
        self._count_picks(decision)
        title = req.get("prompt") or _TITLES.get(decision.kind, "Choose")
        self.title.setText(f"<b>{html.escape(title)}</b>")
        self._show_source(int(req.get("source", -1)))
        self.detail.setText(self._detail(decision))
        self._add_answers(decision.actions, decision.kind, int(req.get("source", -1)))
        self.show()
        return True

    def show_choice(self, actions: Sequence[Action], title: str) -> None:
        """A small choice a gesture needs (several legal actions for one drop)."""
        self.clear()
        self.title.setText(f"<b>{html.escape(title)}</b>")
        card = actions[0].card if actions else -1
        self._show_source(card)
        self.detail.setText(html.escape(self.info.name(card)) if card >= 0 else "")
        self._add_answers(actions, "choice", card)
        back = QPushButton("Back")
        back.setObjectName("choice-back")
        back.clicked.connect(self._back)
        self.grid.addWidget(back, self.grid.rowCount(), 0, 1, 2)
        self.buttons["back"] = back
        self.show()

    def clear(self) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.buttons = {}
        self.source.clear()

    def _back(self) -> None:
        self.clear()
        self.hide()

    def _count_picks(self, decision: Decision) -> None:
        """How many cards this pick already has (the engine counts over the whole pick)."""
        req = decision.request
        key = (str(req.get("prompt")), int(req.get("source", -1)))
        if decision.kind != "pick":
            self._last_pick, self.picked = None, 0
        elif key != self._last_pick or self.picked >= int(req.get("max", 0) or 0):
            # a new pick (the same prompt again once the last one was full: a new one)
            self._last_pick, self.picked = key, 0

    def note_answer(self, action: Action) -> None:
        if action.kind == "pick":
            self.picked += 1

    def _detail(self, decision: Decision) -> str:
        req = decision.request
        if decision.kind != "pick":
            return ""
        low, high = int(req.get("min", 0)), int(req.get("max", 0))
        need = f"{low}" if low == high else f"{low} to {high}"
        return f"Choose {need} · {self.picked} chosen"

    def _show_source(self, card: int) -> None:
        code = self.info.code(card) if card >= 0 else 0
        face = self.info.face(code) if code else None
        if face is not None:
            self.source.setPixmap(face)
            self.source.show()
        else:
            self.source.hide()

    def _add_answers(self, actions: Sequence[Action], kind: str, source: int) -> None:
        options = self.info.options(self.info.code(source)) if kind == "option" else []
        cards = [a for a in actions if _card_of(a) >= 0 and a.kind in ("pick", "target",
                                                                       "activate")]
        row = 0
        for k, action in enumerate(cards):
            self._card_button(action, k)
        row = (len(cards) + 2) // 3
        for action in actions:
            if action in cards:
                continue
            text = describe(action, self.info.name)
            if kind == "choice" and action.zone >= 0:
                text = describe(action, self.info.name)
            if action.kind == "option" and action.zone < len(options):
                text = f"{action.zone + 1}. {options[action.zone]}"
            button = QPushButton(text)
            button.setObjectName(f"choice-{action.notation()}")
            if action.kind == "option":
                button.setStyleSheet("text-align: left;")
                button.setToolTip(text)
            button.clicked.connect(lambda _=False, a=action: self._chosen(a))
            self.grid.addWidget(button, row, 0, 1, 3)
            self.buttons[action.notation()] = button
            row += 1

    def _card_button(self, action: Action, k: int) -> None:
        card = _card_of(action)
        code = self.info.code(card)
        name = self.info.name(card)
        button = QToolButton()
        button.setObjectName(f"choice-{action.notation()}")
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        face = self.info.face(code) if code else None
        if face is not None:
            button.setIcon(QIcon(face))
            button.setIconSize(QSize(58, 84))
        label = name if len(name) <= 16 else name[:15] + "…"
        if action.kind == "activate":
            label = f"Activate\n{label}"
        button.setText(label)
        button.setToolTip(describe(action, self.info.name))
        button.clicked.connect(lambda _=False, a=action: self._chosen(a))
        self.grid.addWidget(button, k // 3, k % 3)
        self.buttons[action.notation()] = button

    def _chosen(self, action: Action) -> None:
        self.action_chosen.emit(action)


def _card_of(action: Action) -> int:
    if action.kind == "target":
        return action.target if action.target >= 0 else -1
    return action.card


__all__ = ["PromptInfo", "PromptPanel"]
