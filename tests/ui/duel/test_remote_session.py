"""The board needs nothing but the seat-session interface: here a session that hands
it only JSON (observations and events through `to_dict`/`from_dict`, answers as
indexes), as a LAN guest's session will, drives a whole duel from seat 1."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from rushdesk.engine import Action, Duel, Event, Observation
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.session import LocalSession, SeatSession

from .agents import greedy_factory
from .driver import play_out

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


class JsonSession(SeatSession):
    """Everything crosses a JSON boundary, like frames on a socket."""

    def __init__(self, inner: LocalSession) -> None:
        super().__init__()
        self.inner = inner
        self.seat, self.names = inner.seat, inner.names
        self._observation: dict[str, Any] = {}
        self.frames = 0
        inner.updated.connect(self._relay)
        inner.finished.connect(lambda result: self.finished.emit(json.loads(json.dumps(result))))
        inner.thinking_changed.connect(self.thinking_changed)

    def _relay(self, events: list[Event], observation: Observation) -> None:
        frame = json.dumps({"events": [e.to_dict() for e in events],
                            "observation": observation.to_dict()})
        self.frames += 1
        data = json.loads(frame)
        self._observation = data["observation"]
        self.updated.emit([Event.from_dict(e) for e in data["events"]], self.observation())

    def observation(self) -> Observation:
        return Observation.from_dict(self._observation)

    def choose(self, action: Action | int) -> None:
        decision = self.decision()
        assert decision is not None
        index = action if isinstance(action, int) else decision.actions.index(action)
        self.inner.choose(json.loads(json.dumps(index)))

    def surrender(self) -> None:
        self.inner.surrender()

    def close(self) -> None:
        self.inner.close()


def test_a_whole_duel_from_seat_1_over_json_only(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["dragon-strike"], decks["machines"]), seed=8, first=0)
    inner = LocalSession(duel, seat=1, seed=8, agent_factory=greedy_factory,
                         names=("Rival", "Yuga"))
    session = JsonSession(inner)
    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    inner.start()
    assert board.scene.viewer == 1 and board.scene.lp[1].near
    gestures = play_out(qtbot, board, seed=8, limit=800, session=inner)
    assert session.result() is not None and session.frames > 20
    assert any(g.startswith("drag-") for g in gestures)
    assert board.scene.observation == inner.observation()
    session.close()
