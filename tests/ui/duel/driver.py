"""Playing the board like a person: gestures on the real widgets offscreen, and a
simple policy that decides what to do. Shared by the board tests."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rushdesk.engine import DIRECT, Action
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.gestures import drag_targets, drop_key, resolve_drop
from rushdesk.ui.duel.layout import lp_rect, zone_rect

# What the test player likes to do, best first.
PREFERENCE = ("maximum", "spsummon", "activate", "summon", "set", "battle", "attack",
              "end", "pass")


def policy(actions: Sequence[Action], kind: str, rng: random.Random) -> Action:
    """A deterministic, eager player: plays everything, then battles, then ends."""
    if kind in ("main", "battle", "window"):
        for wanted in PREFERENCE:
            chosen = [a for a in actions if a.kind == wanted]
            if chosen:
                return rng.choice(chosen)
    for wanted in ("pick", "target", "choose", "yes", "option"):
        chosen = [a for a in actions if a.kind == wanted]
        if chosen:
            return chosen[0]
    return actions[0]


def wait_for_turn(qtbot: QtBot, board: DuelBoard, timeout: int = 20000) -> None:
    """Until the board's seat must decide or the duel is over."""
    qtbot.waitUntil(lambda: board.decision is not None or board.session.result() is not None,
                    timeout=timeout)


def viewport_point(board: DuelBoard, scene_point: QPointF) -> QPoint:
    return board.view.mapFromScene(scene_point)


def drag(qtbot: QtBot, board: DuelBoard, start: QPointF, end: QPointF,
         shift: bool = False) -> None:
    """Press on `start`, move in steps, release on `end` (scene points)."""
    viewport = board.view.viewport()
    mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    a, b = viewport_point(board, start), viewport_point(board, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, mods, a)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, a + (b - a) * k / 5)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, mods, b)


def item_point(board: DuelBoard, card: int) -> QPointF:
    """A point where the card can be seen, as a person would press it: its centre, or
    if other cards cover that (a crowded hand fans out over itself), the middle of the
    strip of it that shows. "Seen" is what the board itself goes by: the topmost card
    under the point (`scene.card_at`)."""
    item = board.scene._item_of(card)
    assert item is not None, f"no item shows card {card}"
    centre = item.scenePos()
    if board.scene.card_at(centre) is item:
        return centre
    rect = item.mapRectToScene(item.card_rect())
    steps = 24
    xs = [rect.left() + rect.width() * (k + 0.5) / steps for k in range(steps)]
    visible = [x for x in xs if board.scene.card_at(QPointF(x, centre.y())) is item]
    assert visible, f"card {card} is covered everywhere"
    return QPointF(visible[len(visible) // 2], centre.y())


def drop_point(board: DuelBoard, key: tuple[object, ...]) -> QPointF:
    me = board.session.seat
    if key[0] == "target":
        return item_point(board, int(key[1]))  # type: ignore[arg-type]
    if key[0] == "direct":
        return lp_rect(1 - me, me).center()
    if key[0] == "fz":
        return zone_rect(me, me, "fz").center()
    return zone_rect(me, me, str(key[0]), int(key[1])).center()  # type: ignore[arg-type]


def context_menu(qtbot: QtBot, board: DuelBoard, card: int):  # type: ignore[no-untyped-def]
    """Right-click the card and return the menu it opened."""
    board.menu = None
    pos = viewport_point(board, item_point(board, card))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                              board.view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(board.view.viewport(), event)
    assert board.menu is not None, "no context menu opened"
    return board.menu


def menu_entries(menu) -> list[Action]:  # type: ignore[no-untyped-def]
    found = []
    for entry in menu.actions():
        if entry.menu() is not None:
            found += menu_entries(entry.menu())
        elif isinstance(entry.data(), Action):
            found.append(entry.data())
    return found


def trigger_in_menu(menu, action: Action) -> None:  # type: ignore[no-untyped-def]
    for entry in menu.actions():
        if entry.menu() is not None:
            if action in menu_entries(entry.menu()):
                trigger_in_menu(entry.menu(), action)
                menu.close()  # as a click in a submenu closes the whole menu
                return
        elif entry.data() == action:
            entry.trigger()
            menu.close()
            return
    raise AssertionError(f"{action} is not in the menu")


def perform(qtbot: QtBot, board: DuelBoard, action: Action) -> str:
    """Do `action` the way a player would; return the gesture used."""
    decision = board.decision
    assert decision is not None and action in decision.actions
    kind = decision.kind
    if kind in ("main", "battle"):
        if action.kind in ("battle", "end"):
            button = board.battle_button if action.kind == "battle" else board.end_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return f"button-{action.kind}"
        targets = drag_targets(decision.actions, action.card)
        key = drop_key(action) if action.kind != "maximum" else ("mz", 1)
        for shift in (False, True):
            if key in targets and resolve_drop(targets[key], shift) == [action]:
                drag(qtbot, board, item_point(board, action.card), drop_point(board, key), shift)
                return f"drag-{action.kind}" + ("-shift" if shift else "")
        if board.actions_for(action.card) == [action]:
            qtbot.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                              pos=viewport_point(board, item_point(board, action.card)))
            return f"double-click-{action.kind}"
        trigger_in_menu(context_menu(qtbot, board, action.card), action)
        return f"menu-{action.kind}"
    button = board.prompt.buttons.get(action.notation())
    assert button is not None and board.prompt.isVisible(), f"no prompt button for {action}"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return f"prompt-{kind}-{action.kind}"


def play_out(qtbot: QtBot, board: DuelBoard, seed: int = 0, limit: int = 800,
             session: Any = None) -> list[str]:
    """Play the board's seat with `policy` until the duel ends; the gestures used.
    `session` is the local session running the duel (default: the board's)."""
    rng = random.Random(seed)
    local = session or board.session
    used = []
    for _ in range(limit):
        wait_for_turn(qtbot, board)
        if board.session.result() is not None:
            return used
        decision = board.decision
        assert decision is not None
        assert len(decision.actions) > 1, "a decision with one answer reached the board"
        action = policy(decision.actions, decision.kind, rng)
        before = len(local.duel.actions)
        used.append(perform(qtbot, board, action))
        assert len(local.duel.actions) > before, f"{used[-1]} did not play {action}"
    raise AssertionError("the duel did not end")


__all__ = ["DIRECT", "context_menu", "drag", "item_point", "menu_entries", "perform",
           "play_out", "policy", "trigger_in_menu", "wait_for_turn"]
