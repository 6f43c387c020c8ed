"""Animations: event batches move, turn and fade items over time (scaled by the
animation speed), and the scene always ends in the observation's state."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, SET, Duel
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.items import CardItem
from rushdesk.ui.duel.layout import targets
from rushdesk.ui.duel.scene import LUNGE_MS, MOVE_MS, PULSE_MS

from .agents import GreedyAgent
from .driver import drag, drop_point, item_point, wait_for_turn
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


def test_an_attacked_face_down_monster_flips_face_up(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, phase="battle",
                      p0=Side(monsters=[("V4-1800", ATK)]),
                      p1=Side(monsters=[("V5-WALL", SET)]))
    board.scene.finish_animations()
    mine = board.session.observation().data["players"][0]["monsters"][0]["id"]
    wall = board.session.observation().data["players"][1]["monsters"][0]["id"]
    wall_item = board.scene._item_of(wall)
    assert not wall_item.face_up
    drag(qtbot, board, item_point(board, mine), item_point(board, wall))
    assert wall_item.face_up and board.scene.animating
    group = board.scene._anim
    group.pause()
    group.setCurrentTime(2 * LUNGE_MS + MOVE_MS // 3)  # after the lunge, into the flip
    assert wall_item.transform().m11() < 0.9  # narrowing to its edge
    wait_for_turn(qtbot, board)  # the next batches end this one's animations
    board.scene.finish_animations()
    assert wall_item.transform().isIdentity()
    at_rest(board)


def test_an_activated_card_swells_then_rests(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(hand=["Dark Hole (Rush)"]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    board.scene.finish_animations()
    card = hand_id(board, board.cards_by_name("Dark Hole (Rush)"))
    item = board.scene._item_of(card)
    drag(qtbot, board, item_point(board, card), drop_point(board, ("sz", 1)))
    group = board.scene._anim
    assert group is not None
    group.pause()
    group.setCurrentTime(PULSE_MS // 2)
    assert item.scale() > 1.1
    board.scene.finish_animations()
    assert item.scene() is None  # resolved: gone to the GY
    at_rest(board)
