"""The zoom view: the selected or hovered card's face, large, with its facts and text."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QTextBrowser, QVBoxLayout, QWidget

from rushdesk.db.cards import CardSpec
from rushdesk.ui.editor.cardmodel import attribute_name

ZOOM_WIDTH = 240


def card_html(spec: CardSpec, japanese: bool = False) -> str:
    """The card's facts and text as the zoom view shows them."""
    card = spec.card
    name, other = (card.name_ja, card.name) if japanese and card.name_ja else (
        card.name, card.name_ja)
    parts = [f"<h3 style='margin:0'>{html.escape(name)}</h3>"]
    if other:
        parts.append(f"<div style='color:#777'>{html.escape(other)}</div>")
    facts = [card.kind_name]
    if card.is_monster:
        facts.append(f"{attribute_name(card)} · {card.race}" if card.race
                     else attribute_name(card))
        facts.append(f"Level {card.level}")
        atk = "?" if card.atk < 0 else str(card.atk)
        defense = "?" if card.defense < 0 else str(card.defense)
        facts.append(f"ATK {atk} / DEF {defense}")
        if card.maximum_atk:
            facts.append(f"MAXIMUM ATK {card.maximum_atk}")
    if card.legend:
        facts.append("<b>Legend card</b>")
    parts.append(f"<div>{' · '.join(f for f in facts if f)}</div>")
    if card.materials:
        parts.append("<div><i>Materials:</i> "
                     + html.escape(" + ".join(card.materials)) + "</div>")
    if not spec.scripted:
        parts.append("<p style='color:#c46210'><b>Not playable yet.</b> rushdesk cannot "
                     "play this card's effect, so decks holding it are refused in duels. "
                     "You can still build with it.</p>")
    if spec.text:
        parts.append("<p>" + html.escape(spec.text).replace("\n", "<br>") + "</p>")
    parts.append(f"<div style='color:#999'>Passcode {card.code}</div>")
    return "".join(parts)


class CardZoom(QWidget):
    """Shows one card: its face (from `face(card, width)`) above its facts and text."""

    def __init__(self, face: Callable[..., QPixmap | None], japanese: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.japanese = japanese
        self.code: int | None = None
        self.spec: CardSpec | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.image = QLabel()
        self.image.setObjectName("zoom_image")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(ZOOM_WIDTH, round(ZOOM_WIDTH * 614 / 421))
        self.image.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.text = QTextBrowser()
        self.text.setObjectName("zoom_text")
        self.text.setOpenLinks(False)
        self.text.setPlaceholderText("Point at a card to see it here.")
        layout.addWidget(self.image)
        layout.addWidget(self.text, 1)

    def show_card(self, spec: CardSpec | None) -> None:
        if spec is None:
            self.code, self.spec = None, None
            self.image.clear()
            self.text.clear()
            return
        if spec.card.code == self.code:
            return
        self.code, self.spec = spec.card.code, spec
        pixmap = self.face(spec.card, ZOOM_WIDTH)
        if pixmap is not None:
            self.image.setPixmap(pixmap)
        else:  # being drawn: `face_ready` follows
            self.image.setText("…")
        self.text.setHtml(card_html(spec, self.japanese))

    def face_ready(self, code: int) -> None:
        """A face finished drawing: show it if it is this card's."""
        if code == self.code and self.spec is not None:
            pixmap = self.face(self.spec.card, ZOOM_WIDTH)
            if pixmap is not None:
                self.image.setPixmap(pixmap)


__all__ = ["ZOOM_WIDTH", "CardZoom", "card_html"]
