"""Replays: a saved duel's record played again on the same board, stepped forward and
back or sought to any move; and the page listing the saved replays.

`ReplaySession` is a read-only `SeatSession`: it has no decisions. A step forward
applies the next recorded action and animates its events; a step back or a seek
replays the record up to that move and redraws without animation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rushdesk.engine import (
    Action,
    CardData,
    Duel,
    DuelRecord,
    IllegalActionError,
    InvalidActionError,
    Observation,
)

from .board import DuelBoard
from .session import Decision, SeatSession


class ReplaySession(SeatSession):
    """A recorded duel, shown from `seat`; `position` actions of it are applied."""

    def __init__(self, record: DuelRecord, cards: Mapping[int, CardData], *, seat: int = 0,
                 names: tuple[str, str] = ("Player 1", "Player 2"),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record_ = record
        self.cards = cards
        self.seat = seat
        self.names = names
        self.duel = Duel.new(cards, record.decks, seed=record.seed, first=record.first,
                             options=record.options)
        self.position = 0

    @property
    def length(self) -> int:
        return len(self.record_.actions)

    def observation(self) -> Observation:
        return self.duel.observe(self.seat)

    def decision(self) -> Decision | None:
        return None  # a replay is watched, not played

    def choose(self, action: Action | int) -> None:
        raise ValueError("a replay takes no decisions")

    def surrender(self) -> None:
        """Nothing to give up in a replay."""

    def start(self) -> None:
        self.updated.emit(self.duel.events_for(self.seat, self.duel.last_events),
                          self.observation())

    def step(self) -> bool:
        """Apply the next recorded action (animated); False at the end."""
        if self.position >= self.length:
            return False
        events = self.duel.apply(self.record_.actions[self.position])
        self.position += 1
        self.updated.emit(self.duel.events_for(self.seat, events), self.observation())
        if self.duel.is_over:
            result = self.result()
            assert result is not None
            self.finished.emit(result)
        return True

    def back(self) -> None:
        self.seek(self.position - 1)

    def seek(self, position: int) -> None:
        """Show the duel after `position` actions (clamped), without animation."""
        position = max(0, min(position, self.length))
        duel = Duel.new(self.cards, self.record_.decks, seed=self.record_.seed,
                        first=self.record_.first, options=self.record_.options)
        for action in self.record_.actions[:position]:
            duel.apply(action)
        self.duel, self.position = duel, position
        self.reset.emit(self.observation())


class ReplayViewer(QWidget):
    """The board of a `ReplaySession` with the transport: start, back, play, forward,
    end and a slider to seek."""

    closed = Signal()

    def __init__(self, session: ReplaySession, cards: Mapping[int, CardData], faces: Any,
                 speed: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.board = DuelBoard(session, cards, faces, speed=speed)
        for button in (self.board.battle_button, self.board.end_button,
                       self.board.undo_button, self.board.surrender_button):
            button.hide()
        self.board.hint.setText("Replay: ← → step, Home / End, Space plays")
        self.board.reset_note = ""
        self.board.rematch_button.hide()
        self.board.leave_requested.connect(self.closed.emit)
        layout.addWidget(self.board, 1)
        bar = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (("first", "⏮", lambda: session.seek(0)),
                                ("back", "◀", session.back),
                                ("play", "▶ Play", self.toggle_play),
                                ("step", "▶|", session.step),
                                ("last", "⏭", lambda: session.seek(session.length)),
                                ("close", "Close", self.closed.emit)):
            button = QPushButton(text)
            button.setObjectName(f"replay_{key}")
            button.clicked.connect(slot)
            bar.addWidget(button)
            self.buttons[key] = button
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, session.length)
        self.slider.sliderReleased.connect(lambda: session.seek(self.slider.value()))
        bar.insertWidget(5, self.slider, 1)
        self.where = QLabel()
        bar.insertWidget(6, self.where)
        layout.addLayout(bar)
        self.timer = QTimer(self)
        self.timer.setInterval(max(200, int(700 * speed)))
        self.timer.timeout.connect(self._play_step)
        session.updated.connect(self._moved)
        session.reset.connect(self._moved)
        session.start()

    def _moved(self, *_: Any) -> None:
        self.slider.setValue(self.session.position)
        self.where.setText(f"{self.session.position} / {self.session.length}")

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.buttons["play"].setText("▶ Play")
        else:
            self.timer.start()
            self.buttons["play"].setText("❚❚ Pause")

    def _play_step(self) -> None:
        if not self.session.step():
            self.toggle_play()

    def keyPressEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        actions = {Qt.Key.Key_Right: self.session.step, Qt.Key.Key_Left: self.session.back,
                   Qt.Key.Key_Home: lambda: self.session.seek(0),
                   Qt.Key.Key_End: lambda: self.session.seek(self.session.length),
                   Qt.Key.Key_Space: self.toggle_play}
        if key in actions:
            actions[key]()
            return
        super().keyPressEvent(event)


def replay_problem(data: Any, winner: int | None, cards: Mapping[int, CardData]) -> str:
    """Why a saved record does not play back to the duel it recorded, or ""."""
    try:
        duel = Duel.replay(DuelRecord.from_dict(data), cards)
    except KeyError as exc:
        return f"it uses a card this version does not know ({exc.args[0]})"
    except (IllegalActionError, InvalidActionError, ValueError, TypeError,
            OverflowError) as exc:
        return f"its moves are not legal under this version's rules ({exc})"
    if duel.result is not None and duel.result.winner != winner:
        return "under this version's rules its moves lead to another result"
    return ""


class ReplaysPage(QWidget):
    """The saved replays, newest first; open one to watch it on the board."""

    title = "Replays"
    navigate = Signal(str)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.viewer: ReplayViewer | None = None
        self.stack = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        lister = QWidget()
        column = QVBoxLayout(lister)
        column.addWidget(QLabel("<h2>Replays</h2><p>Every duel you finish is kept here.</p>"))
        self.list = QListWidget()
        self.list.setObjectName("replay_list")
        self.list.itemActivated.connect(lambda item: self.open_replay(item.data(256)))
        column.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton("Watch")
        self.open_button.clicked.connect(self._open_selected)
        self.delete_button = QPushButton("Delete")
        self.delete_button.clicked.connect(self._delete_selected)
        home = QPushButton("Home")
        home.clicked.connect(lambda: self.navigate.emit("home"))
        for button in (self.open_button, self.delete_button, home):
            row.addWidget(button)
        column.addLayout(row)
        self.status = QLabel("")
        self.status.setObjectName("replay_status")
        self.status.setWordWrap(True)
        column.addWidget(self.status)
        self.stack.addWidget(lister)
        self.refresh()

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        if self.viewer is None:
            self.refresh()  # duels finished since the page was last shown
        super().showEvent(event)

    def refresh(self) -> None:
        self.list.clear()
        for entry in self.context.user.list_replays():
            a, b = entry.players
            outcome = ("draw" if entry.winner is None else
                       "won" if entry.winner == entry.seat else "lost")
            when = entry.created.astimezone().strftime("%Y-%m-%d %H:%M")
            item = QListWidgetItem(f"{when}   {a} vs {b}   {outcome} in {entry.turns} turns"
                                   f"   ({entry.reason})")
            item.setData(256, entry.id)
            self.list.addItem(item)

    def _open_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.open_replay(item.data(256))

    def _delete_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.context.user.delete_replay(item.data(256))
            self.refresh()

    def open_replay(self, replay_id: int) -> ReplayViewer | None:
        """Watch a replay; None (and a message under the list) if it no longer plays
        back: a duel recorded under earlier rules or with cards since changed."""
        entry = self.context.user.get_replay(replay_id)
        cards = self.context.cards.pool(scripted_only=False)
        problem = replay_problem(entry.record, entry.winner, cards)
        if problem:
            self.status.setText(f"This replay cannot be shown: {problem}. It is kept; "
                                "you may delete it.")
            return None
        self.status.setText("")
        record = DuelRecord.from_dict(entry.record)
        session = ReplaySession(record, cards, seat=entry.seat, names=entry.players)
        speed = float(self.context.settings.get("animation_speed"))
        self.close_viewer()
        self.viewer = ReplayViewer(session, cards, self.context.faces, speed)
        self.viewer.closed.connect(self.close_viewer)
        self.stack.addWidget(self.viewer)
        self.stack.setCurrentWidget(self.viewer)
        return self.viewer

    def close_viewer(self) -> None:
        if self.viewer is not None:
            self.viewer.board.shutdown()
            self.stack.removeWidget(self.viewer)
            self.viewer.deleteLater()
            self.viewer = None
        self.stack.setCurrentIndex(0)

    def shutdown(self) -> None:
        self.close_viewer()


__all__ = ["ReplaySession", "ReplayViewer", "ReplaysPage"]
