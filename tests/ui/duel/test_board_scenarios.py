"""The board in focused positions: the Maximum monster as one item, Fusion and Tribute
Summons, traps in windows and auto-pass, every prompt kind, context menus, hotkeys,
no prompt with one answer, the thinking indicator and undo."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from rushdesk.engine import ATK, SET, Action, Duel
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.gestures import card_actions
from rushdesk.ui.duel.items import CardItem, MaximumItem
from rushdesk.ui.duel.layout import zone_rect
from rushdesk.ui.duel.session import Decision, LocalSession

from .agents import greedy_factory
from .driver import (
    context_menu,
    drag,
    drop_point,
    item_point,
    menu_entries,
    trigger_in_menu,
    wait_for_turn,
)
from .scenarios import C, L, R, board_for, field, hand_id

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def maximum_board(qtbot, pool_decks, faces, speed=0.0, hand=()):  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    return board_for(qtbot, pool, faces, speed=speed,
                     p0=Side(hand=[L, C, R, *hand], monsters=[("V4-1600", ATK)]),
                     p1=Side(monsters=[("V4-1800", ATK)]))


def p0_monster_items(board):  # type: ignore[no-untyped-def]
    return [i for i in board.scene.items_by_key.values() if i.player == 0 and i.zone == "mz"]


def test_a_maximum_summon_by_drag_is_one_item_over_three_zones(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    board = maximum_board(qtbot, pool_decks, faces)
    center = hand_id(board, C)
    drag(qtbot, board, item_point(board, center), drop_point(board, ("mz", 1)))
    [item] = p0_monster_items(board)
    assert isinstance(item, MaximumItem)
    assert [p["code"] for p in item.pieces] == [L, C, R]
    assert item.atk == 3500  # MAXIMUM ATK, not the center's 1900
    box = item.sceneBoundingRect()
    for slot in range(3):
        spot = zone_rect(0, 0, "mz", slot).center()
        assert box.contains(spot)
        assert board.scene.card_at(spot) is item  # hit-tested as one
    assert sum(isinstance(i, MaximumItem) for i in board.scene.items()) == 1
    assert "Yuga Maximum Summons Supreme Machine Magnum Overlord" in board.log.lines()
    # attacked with as one: drag the whole monster onto the opponent's monster
    qtbot.keyClick(board, Qt.Key.Key_B)
    assert board.decision is not None and board.decision.kind == "battle"
    target = field(board, 1)[0]["id"]
    drag(qtbot, board, item_point(board, item.card), item_point(board, target))
    wait_for_turn(qtbot, board)
    rival = board.session.observation().data["players"][1]
    assert 900000003 in [code for _, code in rival["gy"]]
    assert rival["lp"] == 8000 - (3500 - 1800)
    assert p0_monster_items(board) == [item]


def test_the_maximum_monster_leaves_as_one_item(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    board = maximum_board(qtbot, pool_decks, faces, speed=1.0, hand=["Dark Hole (Rush)"])
    drag(qtbot, board, item_point(board, hand_id(board, C)), drop_point(board, ("mz", 1)))
    board.scene.finish_animations()
    [item] = p0_monster_items(board)
    gy_before = board.scene.piles[(0, "gy")].count
    hole = hand_id(board, board.cards_by_name("Dark Hole (Rush)"))
    drag(qtbot, board, item_point(board, hole), drop_point(board, ("sz", 1)))
    assert p0_monster_items(board) == []  # no item for any piece
    leaving = [i for i in board.scene.items() if isinstance(i, CardItem) and i.leaving]
    assert item in leaving and not any(i.zone == "mz" and i.player == 0 and i is not item
                                       for i in leaving)  # one item animates the three
    assert board.scene.animating
    with qtbot.waitSignal(board.scene.animations_finished, timeout=5000):
        pass
    assert item.scene() is None
    assert board.scene.piles[(0, "gy")].count == gy_before + 4  # three pieces and the spell


def test_a_fusion_summon_answering_picks_and_position(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["Fusion"], extra=["FX-FUSION-2"],
        monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1400", ATK)]))
    fusion = hand_id(board, board.cards_by_name("Fusion"))
    drag(qtbot, board, item_point(board, fusion), drop_point(board, ("sz", 0)))
    picked = 0
    while board.decision is not None and board.decision.kind == "pick":
        assert board.prompt.isVisible()
        assert "Choose 1" in board.prompt.detail.text()
        pick = next(a for a in board.decision.actions if a.kind == "pick")
        if board.scene._item_of(pick.card) is not None:  # a card on the field: click it
            qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                             pos=board.view.mapFromScene(item_point(board, pick.card)))
        else:
            qtbot.mouseClick(board.prompt.buttons[pick.notation()], Qt.MouseButton.LeftButton)
        picked += 1
    assert picked >= 1
    assert board.decision is not None and board.decision.kind == "position"
    assert set(board.prompt.buttons) == {"choose atk", "choose def"}
    qtbot.mouseClick(board.prompt.buttons["choose def"], Qt.MouseButton.LeftButton)
    monsters = [m for m in field(board, 0) if m]
    assert sorted((m["code"], m["pos"]) for m in monsters) == [(900000002, 1), (900000401, 2)]
    assert any("Fusion Summons FX-FUSION-2 in Defense Position" in line
               for line in board.log.lines())


def test_a_tribute_summon_by_drag_onto_a_monster(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["V7-2500"], monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    card = hand_id(board, 900000013)
    # dropping onto a monster Tributes it; the second Tribute is asked for
    drag(qtbot, board, item_point(board, card), drop_point(board, ("mz", 0)))
    assert board.decision.kind == "pick" and board.prompt.isVisible()
    assert "Tribute" in board.prompt.title.text()
    assert "Choose 1 · 0 chosen" in board.prompt.detail.text()
    assert len(board.prompt.buttons) == 2
    tribute = next(a for a in board.decision.actions if a.kind == "pick")
    qtbot.mouseClick(board.prompt.buttons[tribute.notation()], Qt.MouseButton.LeftButton)
    mons = field(board, 0)
    assert mons[0]["code"] == 900000013 and sum(m is not None for m in mons) == 2
    gy = [code for _, code in board.session.observation().data["players"][0]["gy"]]
    assert 900000001 in gy and len(gy) == 2
    assert any(line.startswith("Yuga Tribute Summons V7-2500 in Attack Position")
               for line in board.log.lines())


def test_setting_by_shift_drag_and_a_small_choice(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["V4-1800", "FX-RAZE"]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    monster = hand_id(board, 900000003)
    drag(qtbot, board, item_point(board, monster), drop_point(board, ("mz", 2)), shift=True)
    assert field(board, 0)[2]["pos"] == SET
    item = board.scene._item_of(field(board, 0)[2]["id"])
    assert item.rotation() == 90  # face-down Defense lies sideways
    raze = hand_id(board, board.cards_by_name("FX-RAZE"))
    drag(qtbot, board, item_point(board, raze), drop_point(board, ("sz", 2)), shift=True)
    assert field(board, 0, "spells")[2]["pos"] == SET
    # a drop with several meanings asks, beside the board
    offers = [a for a in board.decision.actions if a.kind == "position"]
    board.scene.choice_offered.emit(offers + [Action("end")], "Play how?")
    assert board.prompt.isVisible() and "choice-back" in {
        b.objectName() for b in board.prompt.buttons.values()}


def test_a_trap_in_an_attack_window(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, tp=1, phase="battle",
                      p0=Side(spells=[("FX-NEGATE-ON-ATTACK", SET)]),
                      p1=Side(monsters=[("V4-1800", ATK)]))
    wait_for_turn(qtbot, board)
    assert board.decision.kind == "window" and board.prompt.isVisible()
    assert "Activate a Trap?" in board.prompt.title.text()
    trap = field(board, 0, "spells")[0]["id"]
    assert set(board.prompt.buttons) == {f"activate {trap}", "pass"}
    qtbot.mouseClick(board.prompt.buttons[f"activate {trap}"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, board)
    assert board.session.observation().data["players"][0]["lp"] == 8000
    assert any("activates FX-NEGATE-ON-ATTACK" in line for line in board.log.lines())


def test_auto_pass_never_asks_in_trap_windows(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, tp=1, phase="battle", auto_pass="never",
                      p0=Side(spells=[("FX-NEGATE-ON-ATTACK", SET)]),
                      p1=Side(monsters=[("V4-1800", ATK)]))
    shown: list[str] = []
    board.session.updated.connect(
        lambda *_: shown.append(board.decision.kind) if board.prompt.isVisible() else None)
    wait_for_turn(qtbot, board)
    assert board.session.observation().data["players"][0]["lp"] == 8000 - 1800
    assert "window" not in shown and board.decision.kind == "main"


def test_a_new_attack_target_or_cancelling(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, phase="battle",
                      p0=Side(monsters=[("V8-3000", ATK)]),
                      p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                              spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    attacker, target = field(board, 0)[0]["id"], field(board, 1)[0]["id"]
    drag(qtbot, board, item_point(board, attacker), item_point(board, target))
    wait_for_turn(qtbot, board)
    assert board.decision.kind == "replay" and board.prompt.isVisible()
    other = field(board, 1)[1]["id"]
    assert set(board.prompt.buttons) == {f"target {other}", "cancel"}
    assert board.prompt.buttons["cancel"].text() == "Cancel the attack"
    qtbot.mouseClick(board.prompt.buttons[f"target {other}"], Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, board)
    gy = [code for _, code in board.session.observation().data["players"][1]["gy"]]
    assert 900000002 in gy  # V4-1400 destroyed by battle


def test_an_option_prompt_after_a_pick(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces,
                      p0=Side(hand=["Piercing Dragon Bunker Strike", "V4-1700"],
                              monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    card = hand_id(board, 160002022)
    drag(qtbot, board, item_point(board, card), drop_point(board, ("mz", 0)))
    dragon = next(m for m in field(board, 0) if m and m["code"] == 160002022)["id"]
    qtbot.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=board.view.mapFromScene(item_point(board, dragon)))
    assert board.decision.kind == "pick"
    assert "Choose 1 · 0 chosen" in board.prompt.detail.text()
    pick = next(a for a in board.decision.actions if a.kind == "pick")
    qtbot.mouseClick(board.prompt.buttons[pick.notation()], Qt.MouseButton.LeftButton)
    assert board.decision.kind == "option"
    labels = {k: b.text() for k, b in board.prompt.buttons.items()}
    assert labels == {"option 0": "1. Top", "option 1": "2. Bottom of the Deck"}
    qtbot.mouseClick(board.prompt.buttons["option 1"], Qt.MouseButton.LeftButton)
    assert board.decision.kind == "main" and not board.prompt.isVisible()


def test_the_context_menu_offers_every_legal_action_of_a_card(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["V4-1800"],
                                                  monsters=[("V4-1600", ATK)]))
    for card in (hand_id(board, 900000003), field(board, 0)[0]["id"]):
        menu = context_menu(qtbot, board, card)
        assert sorted(menu_entries(menu)) == sorted(card_actions(board.decision.actions, card))
        menu.close()
    monster = field(board, 0)[0]["id"]
    change = Action("position", card=monster, pos=2)
    trigger_in_menu(context_menu(qtbot, board, monster), change)
    assert field(board, 0)[0]["pos"] == 2
    assert board.scene._item_of(monster).rotation() == 90
    qtbot.keyClick(board, Qt.Key.Key_E)  # the End Turn hotkey
    wait_for_turn(qtbot, board)
    assert board.session.observation().data["turn"] == 5


def test_an_illegal_drop_changes_nothing_and_targets_light_up(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["V4-1800"],
                                                  monsters=[("V4-1600", ATK), None, None]))
    card = hand_id(board, 900000003)
    before = board.session.observation()
    viewport = board.view.viewport()
    start = board.view.mapFromScene(item_point(board, card))
    over = board.view.mapFromScene(drop_point(board, ("mz", 2)))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, start + (over - start) * k / 5)
    zones = board.scene.zones
    assert zones[(0, "mz", 2)].state == "hot" and zones[(0, "mz", 1)].state == "lit"
    assert zones[(0, "mz", 0)].state == "dim" and zones[(0, "sz", 0)].state == "dim"
    spell = board.view.mapFromScene(drop_point(board, ("sz", 0)))
    qtbot.mouseMove(viewport, spell)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=spell)
    assert board.session.observation() == before
    assert all(z.state == "" for z in zones.values())
    assert board.scene._item_of(card).scenePos() == item_point(board, card)


def test_a_decision_with_one_answer_is_never_shown(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """If a one-answer decision ever reached the board, it answers it without a prompt."""
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["V7-2500"], monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    session = board.session
    card = hand_id(board, 900000013)
    session.choose(Action("summon", card=card, zone=0))  # now a Tribute pick with two answers...
    real = session.decision()
    assert real is not None and real.kind == "pick" and len(real.actions) == 2
    only = Decision(real.request, real.actions[:1])  # ...narrowed to one
    session.decision = lambda: only if session.duel.request.kind == "pick" else Decision.of(
        session.observation())
    shown = []
    board.prompt.show_decision = lambda d, f=board.prompt.show_decision: shown.append(
        f(d)) or shown[-1]
    board.refresh()
    assert session.duel.request.kind == "main"  # answered
    assert not any(shown) and not board.prompt.isVisible()


def test_the_ai_thinks_off_the_gui_thread(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    release = threading.Event()

    class SlowAgent:
        def choose(self, duel: Duel) -> Action:
            release.wait(10)
            return greedy_factory("", 0).choose(duel)

    board = board_for(qtbot, pool, faces, agent=SlowAgent(), tp=1, phase="battle",
                      p1=Side(monsters=[("V4-1800", ATK)]))
    qtbot.waitUntil(lambda: board.thinking.text().startswith("Rival is thinking"))
    board.zoom(900000003)  # the board still answers while the AI thinks
    assert "V4-1800" in board.zoom_text.text()
    assert board.decision is None and not board.battle_button.isEnabled()
    release.set()
    wait_for_turn(qtbot, board)
    assert board.thinking.text() == ""


def test_undo_restores_the_previous_observation_exactly(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["machines"], decks["dragon-strike"]), seed=42, first=0)
    session = LocalSession(duel, seed=42, agent_factory=greedy_factory)
    from rushdesk.ui.duel.board import DuelBoard

    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    session.start()
    wait_for_turn(qtbot, board)
    assert not board.undo_button.isEnabled()
    before_summon = session.observation()
    summon = next(a for a in board.decision.actions if a.kind == "summon")
    drag(qtbot, board, item_point(board, summon.card), drop_point(board, ("mz", summon.zone)))
    assert session.observation() != before_summon
    before_end = session.observation()
    qtbot.mouseClick(board.end_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, board)  # the AI played a whole turn
    assert session.observation().data["turn"] == 3
    qtbot.mouseClick(board.undo_button, Qt.MouseButton.LeftButton)
    assert session.observation() == before_end
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.observation() == before_summon
    assert board.scene.observation == before_summon
    items = {i.key for i in board.scene.items_by_key.values()}
    hand = before_summon.data["players"][0]["hand"]
    assert {("id", oid) for oid, _ in hand} <= items


def test_hotkeys_work_from_the_board_view(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(monsters=[("V4-1600", ATK)]))
    board.view.setFocus()
    qtbot.keyClick(board.view.viewport(), Qt.Key.Key_B)
    assert board.decision is not None and board.decision.kind == "battle"


def test_a_crowded_hand_fans_out_in_hand_order_and_each_card_can_still_be_taken(
        qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """Twelve cards overlap past their centres: each card lies over the one before it,
    so every card shows the same strip on its left, and that strip picks it up."""
    pool, _ = pool_decks
    names = ["V4-1600", "V4-1400", "V4-1800"] * 4
    board = board_for(qtbot, pool, faces, p0=Side(hand=names))
    hand = board.session.observation().data["players"][0]["hand"]
    assert len(hand) == 12
    items = [board.scene._item_of(oid) for oid, _ in hand]
    assert [i.zValue() for i in items] == sorted(i.zValue() for i in items)
    assert len({i.zValue() for i in items}) == 12
    for before, after in zip(items, items[1:], strict=False):
        assert board.scene.card_at(before.scenePos()) is after  # its centre is covered
    first = hand[0][0]
    point = item_point(board, first)
    assert board.scene.card_at(point) is items[0] and point != items[0].scenePos()
    drag(qtbot, board, point, drop_point(board, ("mz", 0)))
    monsters = field(board, 0)
    assert monsters[0] is not None and monsters[0]["code"] == hand[0][1]
    assert first not in [oid for oid, _ in board.session.observation().data["players"][0]["hand"]]
