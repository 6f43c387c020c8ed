"""The duel page: choose the decks and the AI's strength, then duel on the board.

Each finished duel is saved to the user database as its record, so it can be watched
again on the replays page. Rematch starts the same match-up with a new shuffle.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rushdesk.ai.levels import LEVELS
from rushdesk.ai.worker import AIWorker, carddb_pool
from rushdesk.db.decks import load_prebuilt
from rushdesk.engine import CardPool, Duel

from .board import DuelBoard
from .session import LocalSession

DeckLists = tuple[tuple[int, ...], tuple[int, ...]]


def ai_levels() -> list[str]:
    """The AI's strengths, weakest first."""
    return [str(level) for level in LEVELS]


class DeckChoice(QWidget):
    """Before a duel: my deck, the AI's deck, its strength and who goes first."""

    start_requested = Signal()
    home_requested = Signal()

    def __init__(self, decks: dict[str, DeckLists], mine: list[str], levels: list[str],
                 level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decks = decks
        outer = QHBoxLayout(self)
        column = QWidget()
        column.setMaximumWidth(640)
        outer.addStretch(1)
        outer.addWidget(column, 4)
        outer.addStretch(1)
        layout = QVBoxLayout(column)
        layout.setContentsMargins(24, 32, 24, 32)
        layout.addWidget(QLabel("<h1>Duel the AI</h1><p>Choose your deck and the AI's, "
                                "then duel. Drag cards to play them; every finished duel "
                                "is kept in Replays.</p>"))
        form = QFormLayout()
        self.my_deck = QComboBox()
        self.my_deck.setObjectName("my_deck")
        self.ai_deck = QComboBox()
        self.ai_deck.setObjectName("ai_deck")
        for name in mine:
            self.my_deck.addItem(name)
        for name in decks:
            self.ai_deck.addItem(name)
        if self.ai_deck.count() > 1:  # a different match-up from the start
            self.ai_deck.setCurrentIndex(1)
        self.level = QComboBox()
        self.level.setObjectName("ai_level")
        self.level.addItems(levels)
        if level in levels:
            self.level.setCurrentText(level)
        self.first = QComboBox()
        self.first.setObjectName("first")
        self.first.addItems(["Toss a coin", "I go first", "The AI goes first"])
        form.addRow("Your deck", self.my_deck)
        form.addRow("The AI's deck", self.ai_deck)
        form.addRow("The AI's strength", self.level)
        form.addRow("First turn", self.first)
        layout.addLayout(form)
        self.message = QLabel("")
        self.message.setObjectName("setup_message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.start_button = QPushButton("Duel!")
        self.start_button.setObjectName("start_duel")
        self.start_button.setMinimumHeight(44)
        self.start_button.clicked.connect(self.start_requested)
        home = QPushButton("Home")
        home.setObjectName("setup_home")
        home.clicked.connect(self.home_requested)
        row.addWidget(home)
        row.addStretch(1)
        row.addWidget(self.start_button)
        layout.addLayout(row)
        layout.addStretch(1)


class DuelPage(QWidget):
    """Deck choice, then the board (page key "duel")."""

    title = "Duel"
    navigate = Signal(str)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.board: DuelBoard | None = None
        self.session: LocalSession | None = None
        self.saved_replay: int | None = None
        self._last: tuple[str, str, str, int] | None = None
        self._worker: AIWorker | None = None
        self.stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.decks = self._deck_lists()
        mine = [name for name in self.decks if not name.startswith("Prebuilt: ")]
        settings = context.settings
        self.setup = DeckChoice(self.decks, mine or list(self.decks), ai_levels(),
                                settings.get("ai_level"))
        self.setup.start_requested.connect(self.start_from_setup)
        self.setup.home_requested.connect(lambda: self.navigate.emit("home"))
        self.stack.addWidget(self.setup)
        settings.changed.connect(self._follow_settings)

    def _follow_settings(self, key: str) -> None:
        """Settings changed during a duel apply to it at once."""
        if self.board is None:
            return
        if key == "auto_pass":
            self.board.auto_pass = self.context.settings.get("auto_pass")
        elif key == "animation_speed":
            self.board.scene.speed = float(self.context.settings.get("animation_speed"))

    def _deck_lists(self) -> dict[str, DeckLists]:
        """The user's decks, then the prebuilt decks shipped with rushdesk."""
        decks: dict[str, DeckLists] = {}
        for entry in self.context.user.list_decks():
            decks[entry.name] = (tuple(entry.deck.main), tuple(entry.deck.extra))
        for prebuilt in load_prebuilt():
            decks[f"Prebuilt: {prebuilt.name}"] = (tuple(prebuilt.deck.main),
                                                   tuple(prebuilt.deck.extra))
        return decks

    def start_from_setup(self) -> None:
        s = self.setup
        choice = s.first.currentIndex()
        first = random.randrange(2) if choice == 0 else choice - 1
        self.start(s.my_deck.currentText(), s.ai_deck.currentText(), s.level.currentText(),
                   first)

    def start(self, mine: str, theirs: str, level: str, first: int,
              seed: int | None = None) -> DuelBoard | None:
        """Start a duel of deck `mine` against the AI with deck `theirs`."""
        pool: CardPool = self.context.cards.pool()
        decks = (self.decks[mine], self.decks[theirs])
        missing = sorted({c for d in decks for part in d for c in part if c not in pool})
        if missing:
            self.setup.message.setText(
                "These cards cannot be played yet (no rules script): "
                + ", ".join(self.context.card_name(c) for c in missing[:8]))
            self.stack.setCurrentWidget(self.setup)
            return None
        settings = self.context.settings
        if settings.get("ai_level") != level and not self.context.user.read_only:
            settings.set("ai_level", level)
        self.close_board()
        seed = random.randrange(2**31) if seed is None else seed
        speed = float(settings.get("animation_speed"))
        session = LocalSession(Duel.new(pool, decks, seed=seed, first=first), seed=seed,
                               names=(settings.get("player_name"), f"AI · {level}"),
                               level=level, pace_ms=int(450 * speed),
                               worker=self.ai_worker(), pool_loader=carddb_pool)
        board = DuelBoard(session, pool, self.context.faces, speed=speed,
                          auto_pass=settings.get("auto_pass"), japanese=settings.japanese)
        board.finished.connect(self.save_replay)
        board.rematch_requested.connect(self.rematch)
        board.leave_requested.connect(self.leave)
        self.session, self.board = session, board
        self._last = (mine, theirs, level, first)
        self.saved_replay = None
        self.stack.addWidget(board)
        self.stack.setCurrentWidget(board)
        session.start()
        return board

    def save_replay(self, result: dict[str, Any]) -> None:
        """Keep the duel's record in the user database (once per duel)."""
        session = self.session
        if session is None or self.context.user.read_only or self.saved_replay is not None:
            return
        self.saved_replay = self.context.user.save_replay(
            session.record().to_dict(), players=session.names, seat=session.seat,
            winner=result.get("winner"), reason=str(result.get("reason", "")),
            turns=session.duel.turn, title=" vs ".join(session.names))

    def rematch(self) -> None:
        if self._last is not None:
            mine, theirs, level, first = self._last
            self.start(mine, theirs, level, 1 - first)

    def leave(self) -> None:
        self.close_board()
        self.stack.setCurrentWidget(self.setup)

    def close_board(self) -> None:
        """Close the board; a duel left before its end is saved all the same."""
        if self.session is not None and self.session.duel.actions:
            self.save_replay({"winner": None, "reason": "left before the end"})
        if self.board is not None:
            self.board.shutdown()
            self.stack.removeWidget(self.board)
            self.board.deleteLater()
            self.board = None
            self.session = None

    def can_leave(self) -> bool:
        return True

    def ai_worker(self) -> AIWorker:
        """The AI's worker process, started with the first duel and kept for the next."""
        if self._worker is None:
            self._worker = AIWorker()
        return self._worker

    def shutdown(self) -> None:
        self.close_board()
        if self._worker is not None:
            self._worker.shutdown(wait=False)
            self._worker = None


__all__ = ["DeckChoice", "DuelPage", "ai_levels"]
