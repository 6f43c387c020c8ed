"""The home screen: the five places a player goes from here, and their decks.

Every button has a mnemonic and a number shortcut (1-5), and the arrow keys move
between the buttons, so the whole screen works from the keyboard.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

# (page key, button text, one-line description)
DESTINATIONS = (
    ("duel", "&Duel the AI", "Practise against the computer at five strengths."),
    ("lan", "&LAN duel", "Host or join a duel with a friend on your network."),
    ("editor", "Deck &editor", "Build, check and import decks."),
    ("replays", "&Replays", "Watch your past duels again, step by step."),
    ("settings", "&Settings", "Language, card images, trap windows, animations."),
)


def home_text(decks: Sequence[str], warning: str = "") -> str:
    """The text under the buttons: the user's decks and any database warning."""
    text = ""
    if warning:
        text += f"<p><b>{html.escape(warning)}</b></p>"
    if decks:
        items = ", ".join(html.escape(name) for name in decks)
        text += f"<p>Your decks: {items}</p>"
    else:
        text += "<p>You have no decks yet: open the deck editor to build one.</p>"
    return text


class HomePage(QWidget):
    """Big buttons to each screen; `chosen(key)` says which one the player picked."""

    chosen = Signal(str)

    def __init__(self, decks: Sequence[str] = (), warning: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        title = QLabel("<h1>rushdesk</h1><p>Yu-Gi-Oh! Rush Duel on your desktop.</p>")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)

        grid = QGridLayout()
        grid.setSpacing(12)
        self.buttons: dict[str, QPushButton] = {}
        for row, (key, text, tip) in enumerate(DESTINATIONS):
            button = QPushButton(text)
            button.setObjectName(f"home_{key}")
            button.setMinimumHeight(48)
            button.setToolTip(f"{tip}  (key {row + 1})")
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, k=key: self.chosen.emit(k))
            description = QLabel(tip)
            description.setBuddy(button)
            grid.addWidget(button, row, 0)
            grid.addWidget(description, row, 1)
            self.buttons[key] = button
        layout.addLayout(grid)

        self.info = QLabel(home_text(decks, warning))
        self.info.setObjectName("home")
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        layout.addStretch(1)

    def set_decks(self, decks: Sequence[str], warning: str = "") -> None:
        self.info.setText(home_text(decks, warning))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        keys = list(self.buttons)
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5 and not event.modifiers():
            self.chosen.emit(keys[key - Qt.Key.Key_1])
            return
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            focused = [k for k, b in self.buttons.items() if b.hasFocus()]
            at = keys.index(focused[0]) if focused else -1
            step = 1 if key == Qt.Key.Key_Down else -1
            self.buttons[keys[(at + step) % len(keys)]].setFocus()
            return
        super().keyPressEvent(event)


__all__ = ["DESTINATIONS", "HomePage", "home_text"]
