"""The Japanese-capable font shipped in `assets/fonts`, made Qt's application font.

Pillow draws card faces with the same file (`rushdesk.render.faces.font_path`), so card
names look the same on the faces and in the widgets, on any machine and in the bundle,
which carries no system fonts. Kanji need Japanese glyph forms, so the face is chosen
by name rather than left to Qt's fallback.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from rushdesk.render.faces import font_path

_loaded: list[str] = []


def load_app_font(app: QApplication) -> str | None:
    """Register the shipped font and make it the application's default; returns its
    family name, or None if the file is missing or unreadable (Qt's default stays)."""
    if not _loaded:
        font_id = QFontDatabase.addApplicationFont(str(font_path()))
        if font_id < 0:
            return None
        _loaded.extend(QFontDatabase.applicationFontFamilies(font_id))
    if not _loaded:
        return None
    font = QFont(_loaded[0])
    font.setPointSizeF(max(app.font().pointSizeF(), 9.0))
    app.setFont(font)
    return _loaded[0]


__all__ = ["load_app_font"]
