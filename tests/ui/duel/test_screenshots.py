"""Screenshots a person can look at: the start of a duel, a mid-duel board with a
Maximum monster, Set cards and the zoom panel, and the end screen. Written to
tests/output/screenshots/."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.session import LocalSession

from .agents import greedy_factory
from .driver import drag, drop_point, item_point, wait_for_turn
from .scenarios import C, L, R, board_for, hand_id

OUT = Path(__file__).resolve().parents[2] / "output" / "screenshots"


def save(board: DuelBoard, faces, name: str) -> Path:  # type: ignore[no-untyped-def]
    """Let the faces finish drawing, then grab the board."""
    for _ in range(3):  # paint (which asks for faces), draw them, deliver them
        board.grab()
        QApplication.processEvents()
        faces.wait()
        QApplication.processEvents()
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / name
    assert board.grab().save(str(path))
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1440, 900)
    colours = {image.pixel(x, y) for x in range(0, 1440, 37) for y in range(0, 900, 29)}
    assert len(colours) > 100  # a real picture, not an empty window
    return path


def sized(board: DuelBoard) -> DuelBoard:
    board.resize(1440, 900)
    return board


def test_screenshot_of_a_duel_start(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["magnum-overlord"], decks["sevens-road"]), seed=11, first=0)
    session = LocalSession(duel, seed=11, agent_factory=greedy_factory,
                           names=("Yuga", "Rival AI"))
    board = sized(DuelBoard(session, pool, faces, speed=0))
    qtbot.addWidget(board)
    board.show()
    session.start()
    wait_for_turn(qtbot, board)
    hand = session.observation().data["players"][0]["hand"]
    board.zoom(hand[0][1])
    assert save(board, faces, "duel-start.png").exists()


def test_screenshot_of_a_maximum_monster_set_cards_and_the_zoom(qtbot: QtBot, pool_decks,  # type: ignore[no-untyped-def]
                                                                 faces) -> None:
    pool, _ = pool_decks
    board = sized(board_for(
        qtbot, pool, faces,
        p0=Side(hand=[L, C, R, "Dark Hole (Rush)", "Sevens Road Magician"],
                spells=[("FX-NEGATE-ON-ATTACK", SET), None, ("FX-MIRROR", SET)],
                gy=["V4-1600", "Cyber Dragon (Rush)"]),
        p1=Side(monsters=[("V4-1800", ATK), ("V4-WALL", SET), ("V5-2300", DEF)],
                spells=[None, ("FX-HOLE", SET), None], gy=["V4-1400"], lp=6300)))
    drag(qtbot, board, item_point(board, hand_id(board, C)), drop_point(board, ("mz", 1)))
    board.zoom(C)
    board.scene.set_decision(board.decision.request, board.decision.actions)
    assert save(board, faces, "duel-maximum.png").exists()


def test_screenshot_of_the_end_screen(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = sized(board_for(qtbot, pool, faces, phase="battle",
                            p0=Side(monsters=[("Sevens Road Magician", ATK), None,
                                              ("V4-1800", ATK)]),
                            p1=Side(lp=1500)))
    attacker = board.session.observation().data["players"][0]["monsters"][0]["id"]
    drag(qtbot, board, item_point(board, attacker), drop_point(board, ("direct",)))
    wait_for_turn(qtbot, board)
    assert board.session.result()["winner"] == 0
    assert board.end_bar.isVisible()
    qtbot.mouseMove(board.view.viewport(), board.view.mapFromScene(item_point(board, attacker)))
    board.zoom(board.code_of(attacker))
    assert save(board, faces, "duel-end.png").exists()
