"""The LAN duel page: the lobby, then the board of our seat once the duel starts.

The lobby (`rushdesk.ui.lobby.LobbyWidget`) opens or joins a room; when the host
starts the duel it hands over our `SeatClient`, which this page wraps in a
`LanSession` and shows on the same `DuelBoard` as duels against the AI. The host's own
board is a seat like the guest's: it sees only its own view. When the duel ends (or
the player leaves it) the page goes back to the lobby, connection and chat intact.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from rushdesk.net import protocol as P
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.lobby import LanSession, LobbyWidget


class LobbyPage(QWidget):
    """The main window's LAN page (`PAGES["lan"]`)."""

    title = "LAN duel"
    navigate = Signal(str)
    discovery_port = P.DISCOVERY_PORT  # tests use 0 (any free port)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.pool = context.cards.pool()
        settings = context.settings
        self.lobby = LobbyWidget(self.pool, self._decks(), discovery_port=self.discovery_port,
                                 name=settings.get("player_name"), user_db=context.user)
        self.lobby.duel_started.connect(self.start_board)
        self.board: DuelBoard | None = None
        self._discovering = False
        self.stack = QStackedWidget()
        self.stack.addWidget(self.lobby)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

    def _decks(self) -> dict[str, Any]:
        return {entry.name: entry.deck for entry in self.context.user.list_decks()}

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        self.lobby.set_decks(self._decks())  # decks may have changed in the editor
        if not self._discovering:
            self._discovering = True
            self.lobby.start_discovery()  # fills the list of rooms on this network
        super().showEvent(event)

    # -- the duel ---------------------------------------------------------------------
    def start_board(self, client: Any) -> None:
        """Show our seat's board for the duel the lobby has just seen start."""
        self.close_board()
        settings = self.context.settings
        host = self.lobby.host
        session = LanSession(client, self.lobby.seat_names, lobby=self.lobby,
                             room=host.room if host is not None else None)
        board = DuelBoard(session, self.pool, self.context.faces,
                          speed=float(settings.get("animation_speed")),
                          auto_pass=settings.get("auto_pass"), japanese=settings.japanese)
        board.leave_requested.connect(self.back_to_lobby)
        board.rematch_requested.connect(self.back_to_lobby)  # a new duel starts there
        self.board = board
        self.stack.addWidget(board)
        self.stack.setCurrentWidget(board)
        board.reset_note = ""
        board.on_reset(session.observation())  # the duel began before the board existed
        board.reset_note = "(the view was brought up to date)"

    def back_to_lobby(self) -> None:
        self.close_board()
        self.stack.setCurrentWidget(self.lobby)

    def close_board(self) -> None:
        if self.board is not None:
            self.board.shutdown()
            self.stack.removeWidget(self.board)
            self.board.deleteLater()
            self.board = None

    def in_duel(self) -> bool:
        return self.board is not None and self.board.session.result() is None

    # -- the main window's page protocol ----------------------------------------------
    def can_leave(self) -> bool:
        """Closing the program in a LAN duel asks first: the duel pauses for the
        friend and can be resumed later, but they should know."""
        if not self.in_duel():
            return True
        answer = QMessageBox.question(
            self, "Leave the LAN duel?",
            "A LAN duel is in progress. If you quit now the duel pauses for your "
            "opponent, and you can resume it from the lobby when you come back.\n\n"
            "Quit anyway?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def shutdown(self) -> None:
        self.close_board()
        self.lobby.close_connection()


__all__ = ["LobbyPage"]
