"""The home screen: the five places a player goes from here, their decks and latest duels.

Every tile has a mnemonic (Alt+D, Alt+L, ...) and a number key (1-5), and the arrow
keys move between the tiles, so the whole screen works from the keyboard. The colours
follow the duel board's, so moving between screens feels like one program.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

# (page key, tile title with its mnemonic, one-line description)
DESTINATIONS = (
    ("duel", "&Duel the AI", "Practise against the computer at five strengths."),
    ("lan", "&LAN duel", "Host or join a duel with a friend on your network."),
    ("editor", "Deck &editor", "Build, check and import decks."),
    ("replays", "&Replays", "Watch your past duels again, step by step."),
    ("settings", "&Settings", "Language, card images, trap windows, animations."),
)
ACCENTS = ("#d9534f", "#3f8fd8", "#e0a030", "#8a63d2", "#4caf8a")
TEXT = "#f4efe6"
MUTED = "#b9b3c9"


def home_text(decks: Sequence[str], warning: str = "", duels: Sequence[str] = ()) -> str:
    """The panel beside the tiles: any database warning, the decks and the last duels."""
    text = ""
    if warning:
        text += f"<p style='color:#ffb74d'><b>{html.escape(warning)}</b></p>"
    if decks:
        items = "".join(f"<li>{html.escape(name)}</li>" for name in decks)
        text += f"<h3>Your decks ({len(decks)})</h3><ul>{items}</ul>"
    else:
        text += "<p>You have no decks yet: open the deck editor to build one.</p>"
    if duels:
        items = "".join(f"<li>{html.escape(line)}</li>" for line in duels)
        text += f"<h3>Latest duels</h3><ul>{items}</ul>"
    return text


class Tile(QPushButton):
    """A large home-screen button: a coloured edge, the title, a description and the
    number key that opens it. The title (with its `&` mnemonic) is the button's text."""

    def __init__(self, title: str, description: str, number: int, accent: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.description = description
        self.number = number
        self.accent = QColor(accent)
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"{description}  (key {number})")

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(420, 76)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        active = self.isEnabled() and (self.underMouse() or self.hasFocus())
        fill = QColor(255, 255, 255, 46 if self.isDown() else 34 if active else 20)
        p.setPen(QPen(self.accent if active else QColor(255, 255, 255, 40),
                      2.0 if self.hasFocus() else 1.0))
        p.setBrush(fill)
        p.drawRoundedRect(rect, 12, 12)
        edge = QRectF(rect.left(), rect.top(), 8, rect.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.accent if self.isEnabled() else QColor(120, 120, 130))
        p.drawRoundedRect(edge, 4, 4)
        colour = QColor(TEXT if self.isEnabled() else "#8d8898")
        title_font = QFont(self.font())
        title_font.setPointSizeF(self.font().pointSizeF() * 1.45)
        title_font.setBold(True)
        p.setFont(title_font)
        p.setPen(colour)
        text_box = rect.adjusted(26, 10, -60, -rect.height() / 2)
        p.drawText(text_box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
                                 | Qt.TextFlag.TextShowMnemonic), self.text())
        p.setFont(self.font())
        p.setPen(QColor(MUTED if self.isEnabled() else "#77728a"))
        desc_box = rect.adjusted(26, rect.height() / 2 + 4, -60, -8)
        p.drawText(desc_box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                   self.description if self.isEnabled() else
                   f"{self.description} (not available)")
        key_box = QRectF(rect.right() - 44, rect.center().y() - 15, 30, 30)
        p.setPen(QPen(QColor(255, 255, 255, 70), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(key_box, 6, 6)
        p.setPen(QColor(MUTED))
        p.drawText(key_box, int(Qt.AlignmentFlag.AlignCenter), str(self.number))
        p.end()


class HomePage(QWidget):
    """Tiles to each screen; `chosen(key)` says which one the player picked."""

    chosen = Signal(str)

    def __init__(self, decks: Sequence[str] = (), warning: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 28, 40, 20)
        layout.setSpacing(24)

        header = QHBoxLayout()
        header.setSpacing(18)
        logo = QLabel()
        logo.setPixmap(self._logo(88))
        header.addWidget(logo)
        title = QLabel(f"<div style='color:{TEXT}; font-size:30pt; font-weight:bold'>"
                       f"rushdesk</div><div style='color:{MUTED}; font-size:12pt'>"
                       "Yu-Gi-Oh! Rush Duel on your desktop: build decks, duel the AI, "
                       "duel a friend.</div>")
        header.addWidget(title, 1)
        layout.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(32)
        grid = QGridLayout()
        grid.setSpacing(10)
        self.buttons: dict[str, QPushButton] = {}
        for row, (key, text, tip) in enumerate(DESTINATIONS):
            button = Tile(text, tip, row + 1, ACCENTS[row])
            button.setObjectName(f"home_{key}")
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, k=key: self.chosen.emit(k))
            grid.addWidget(button, row, 0)
            self.buttons[key] = button
        body.addLayout(grid, 3)

        self.info = QLabel(home_text(decks, warning))
        self.info.setObjectName("home")
        self.info.setWordWrap(True)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.info.setStyleSheet(f"QLabel#home {{ color: {TEXT}; background: rgba(0,0,0,60);"
                                " border-radius: 12px; padding: 14px 18px; }")
        self.info.setMinimumWidth(220)
        body.addWidget(self.info, 2)
        layout.addLayout(body, 1)
        hint = QLabel("Keys 1-5 or Alt + the underlined letter open a screen; Ctrl+H "
                      "comes back here from anywhere.")
        hint.setStyleSheet(f"color: {MUTED}")
        hint.setWordWrap(True)
        layout.addWidget(hint)

    @staticmethod
    def _logo(size: int) -> QPixmap:
        from rushdesk.render.faces import assets_dir

        pixmap = QPixmap(str(assets_dir() / "icons" / "rushdesk.png"))
        if pixmap.isNull():
            return QPixmap()
        return pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)

    def set_decks(self, decks: Sequence[str], warning: str = "",
                  duels: Sequence[str] = ()) -> None:
        self.info.setText(home_text(decks, warning, duels))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        p = QPainter(self)
        gradient = QLinearGradient(0, 0, self.width() * 0.35, self.height())
        gradient.setColorAt(0.0, QColor("#3b1220"))
        gradient.setColorAt(0.55, QColor("#1a1d3d"))
        gradient.setColorAt(1.0, QColor("#0f2a4a"))
        p.fillRect(self.rect(), gradient)
        p.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        keys = list(self.buttons)
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_5 and not event.modifiers():
            chosen = keys[key - Qt.Key.Key_1]
            if self.buttons[chosen].isEnabled():
                self.chosen.emit(chosen)
            return
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            focused = [k for k, b in self.buttons.items() if b.hasFocus()]
            at = keys.index(focused[0]) if focused else -1
            step = 1 if key == Qt.Key.Key_Down else -1
            for _ in keys:  # skip tiles that are not available
                at = (at + step) % len(keys)
                if self.buttons[keys[at]].isEnabled():
                    self.buttons[keys[at]].setFocus()
                    break
            return
        super().keyPressEvent(event)


__all__ = ["DESTINATIONS", "HomePage", "Tile", "home_text"]
