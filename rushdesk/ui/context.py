"""What every screen of the program shares: the user database, the settings, the card
database and the card-face pixmaps.

The card database is opened on first use, not at start: building it from `carddb/`
after an update takes a moment, and the home screen must appear within a second.
Screens receive one `AppContext` and never open databases themselves, so tests can hand
them a context over temporary files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from rushdesk.db.cards import CardDB
from rushdesk.db.paths import cache_dir
from rushdesk.db.userdb import UserDB
from rushdesk.ui.cardpix import FacePixmaps

# Settings kept in the user database, with their defaults. The settings dialog edits
# these; screens read them through `Settings.get` and follow `Settings.changed`.
DEFAULTS: dict[str, Any] = {
    "language": "en",          # card names and texts: "en" or "ja"
    "image_folder": "",        # a folder of the user's own card images (EDOPro pics/)
    "auto_pass": "ask",        # trap windows: "ask" when I can activate a trap, or "never"
    "ai_level": "normal",      # the practice AI's strength last chosen
    "animation_speed": 1.0,    # board animations: 0 (off) to 2 (slow)
    "player_name": "Player",   # shown to the opponent in LAN duels and in the duel log
}
CHOICES: dict[str, tuple[Any, ...]] = {
    "language": ("en", "ja"),
    "auto_pass": ("ask", "never"),
    "ai_level": ("beginner", "easy", "normal", "hard", "expert"),
}


class SettingError(ValueError):
    """A setting that does not exist or a value it cannot take."""


class Settings(QObject):
    """Typed access to the settings in the user database, with a change signal."""

    changed = Signal(str)  # the key that changed

    def __init__(self, user: UserDB, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.user = user

    def get(self, key: str) -> Any:
        if key not in DEFAULTS:
            raise SettingError(f"unknown setting {key!r}")
        value = self.user.get_setting(key, DEFAULTS[key])
        default = DEFAULTS[key]
        if type(value) is not type(default) and not (
                isinstance(default, float) and isinstance(value, int)):
            return default  # a value of the wrong type (hand-edited file): the default
        if key in CHOICES and value not in CHOICES[key]:
            return default
        return value

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise SettingError(f"unknown setting {key!r}")
        if key in CHOICES and value not in CHOICES[key]:
            raise SettingError(f"{key} must be one of {', '.join(map(str, CHOICES[key]))}")
        if key == "animation_speed":
            value = float(value)
            if not 0.0 <= value <= 2.0:
                raise SettingError("animation_speed must be between 0 and 2")
        if self.get(key) == value:
            return
        if self.user.read_only:
            raise SettingError("the user database is read-only; settings cannot be saved")
        self.user.set_setting(key, value)
        self.changed.emit(key)

    @property
    def japanese(self) -> bool:
        return bool(self.get("language") == "ja")

    @property
    def image_folder(self) -> Path | None:
        folder = self.get("image_folder")
        return Path(folder) if folder and Path(folder).is_dir() else None


class AppContext(QObject):
    """The user database, settings, card database (opened on first use) and faces."""

    def __init__(self, user: UserDB, *, cards: CardDB | None = None,
                 face_folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.user = user
        self.settings = Settings(user, self)
        self._cards = cards
        self.faces = FacePixmaps(face_folder or cache_dir() / "faces",
                                 japanese=self.settings.japanese,
                                 image_folder=self.settings.image_folder, parent=self)
        self.settings.changed.connect(self._follow_settings)

    @property
    def cards(self) -> CardDB:
        """The card database, opened (and rebuilt if stale) on first use."""
        if self._cards is None:
            self._cards = CardDB.open()
        return self._cards

    def reopen_cards(self) -> CardDB:
        """Open the card database again (after an import changed it)."""
        if self._cards is not None:
            self._cards.close()
        self._cards = None
        return self.cards

    def card_name(self, code: int) -> str:
        """The card's name in the chosen language (English when no Japanese name)."""
        spec = self.cards.get(code)
        if spec is None:
            return f"#{code}"
        card = spec.card
        return card.name_ja if self.settings.japanese and card.name_ja else card.name

    def _follow_settings(self, key: str) -> None:
        if key == "language":
            self.faces.configure(japanese=self.settings.japanese)
        elif key == "image_folder":
            self.faces.configure(image_folder=self.settings.image_folder)

    def close(self) -> None:
        self.faces.shutdown()
        if self._cards is not None:
            self._cards.close()
            self._cards = None


__all__ = ["CHOICES", "DEFAULTS", "AppContext", "SettingError", "Settings"]
