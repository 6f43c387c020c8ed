"""Boards over positions built with `scenario`, for the focused board tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pytestqt.qtbot import QtBot

from rushdesk.engine import CardData
from rushdesk.engine.scenario import Side, scenario
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.session import Agent, LocalSession

from .agents import greedy_factory

L, C, R = 160202001, 160202002, 160202003  # Supreme Machine Magnum Overlord [L], center, [R]


def board_for(qtbot: QtBot, pool: Mapping[int, CardData], faces: Any, *, p0: Side | None = None,
              p1: Side | None = None, speed: float = 0, auto_pass: str = "ask",
              agent: Agent | None = None, **kwargs: Any) -> DuelBoard:
    """A started board for seat 0 of a scenario duel against the greedy AI."""
    duel = scenario(pool, p0=p0 or Side(), p1=p1 or Side(), filler="V1-100", **kwargs)
    session = LocalSession(duel, agent=agent, agent_factory=greedy_factory,
                           names=("Yuga", "Rival"), replayable=False)
    board = DuelBoard(session, pool, faces, speed=speed, auto_pass=auto_pass)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    session.start()
    return board


def hand_id(board: DuelBoard, code: int) -> int:
    """The object id of a card with passcode `code` in the viewer's hand."""
    hand = board.session.observation().data["players"][board.session.seat]["hand"]
    return next(oid for oid, c in hand if c == code)


def field(board: DuelBoard, player: int, zone: str = "monsters") -> list[Any]:
    return board.session.observation().data["players"][player][zone]
