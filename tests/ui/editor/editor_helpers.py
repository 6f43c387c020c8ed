"""Helpers of the deck editor tests: a context over a temporary home, synthetic drops
(the STACK.md pattern) and where the reference card database lives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from rushdesk.db.userdb import UserDB
from rushdesk.ui.context import AppContext

REFERENCE_CDB = Path(__file__).resolve().parents[4] / "shared" / "data" / "cards-rush.cdb"
NO_REFERENCE = f"the reference EDOPro database is not at {REFERENCE_CDB}"


def make_context(home: Path, draw_faces: bool = False) -> AppContext:
    user = UserDB.open(home / "data" / "user.db")
    context = AppContext(user, face_folder=home / "faces")
    if not draw_faces:
        context.faces.request = lambda card, width=0: None  # type: ignore[method-assign]
    return context



def drop(target: QWidget, mime: QMimeData, action: Qt.DropAction = Qt.DropAction.CopyAction
         ) -> bool:
    """Drag `mime` over `target` (a view's viewport) and drop it, as STACK.md says: enter,
    move, and the drop only if both were accepted. Returns whether it was dropped."""
    at = QPoint(target.width() // 2, target.height() // 2)
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(at, actions, mime, buttons, keys)
    enter.setDropAction(action)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(at, actions, mime, buttons, keys)
    move.setDropAction(action)
    QApplication.sendEvent(target, move)
    if not move.isAccepted():
        return False
    event = QDropEvent(at, actions, mime, buttons, keys)
    event.setDropAction(action)
    QApplication.sendEvent(target, event)
    return event.isAccepted()
