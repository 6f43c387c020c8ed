"""Animations: event batches move, turn and fade items over time (scaled by the
animation speed), and the scene always ends in the observation's state."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, Duel
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.items import CardItem
from rushdesk.ui.duel.layout import targets
from rushdesk.ui.duel.session import GreedyAgent

from .driver import drag, drop_point, item_point
from .scenarios import board_for, hand_id


def at_rest(board) -> None:  # type: ignore[no-untyped-def]
    """Every item stands where the latest observation puts it."""
    obs = board.scene.observation
    wanted = {t.key: t for t in targets(obs.data, board.cards)}
    items = {i.key: i for i in board.scene.items() if isinstance(i, CardItem)}
    assert set(items) == set(wanted)
    for key, item in items.items():
        assert item.pos() == wanted[key].center
        assert item.opacity() == 1.0 and item.rotation() == item.target_rotation()


def test_a_summon_animates_then_rests_where_the_observation_says(qtbot: QtBot, pool_decks,  # type: ignore[no-untyped-def]
                                                                 faces) -> None:
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(hand=["V4-1800"]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    board.scene.finish_animations()
    card = hand_id(board, 900000003)
    start = item_point(board, card)
    drag(qtbot, board, start, drop_point(board, ("mz", 0)), shift=True)
    item = next(i for i in board.scene.items_by_key.values() if i.zone == "mz" and
                i.player == 0)
    assert board.scene.animating and item.pos() == start  # it starts from the hand
    with qtbot.waitSignal(board.scene.animations_finished, timeout=5000):
        pass
    at_rest(board)
    assert item.rotation() == 90


def test_a_new_batch_finishes_the_running_animations_first(qtbot: QtBot, pool_decks) -> None:  # type: ignore[no-untyped-def]
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["machines"], decks["dragon-strike"]), seed=3)
    from rushdesk.ui.duel.scene import BoardScene

    scene = BoardScene(pool, 0, speed=2.0)
    scene.show(duel.observe(0), duel.events_for(0, duel.last_events))
    agents = (GreedyAgent(1), GreedyAgent(2))
    for _ in range(120):  # batches arrive faster than they animate
        if duel.is_over:
            break
        events = duel.apply(agents[duel.current_player].choose(duel))
        scene.show(duel.observe(0), duel.events_for(0, events))
    scene.finish_animations()

    class Board:
        pass

    board = Board()
    board.scene, board.cards = scene, pool  # type: ignore[attr-defined]
    at_rest(board)
