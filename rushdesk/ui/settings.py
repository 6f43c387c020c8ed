"""The settings dialog: language, the user's card image folder, trap-window auto-pass,
animation speed and the player's name. Changes are saved when the dialog is accepted."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from rushdesk.ui.context import SettingError, Settings

LANGUAGES = (("English", "en"), ("日本語 (Japanese)", "ja"))
AUTO_PASS = (("Ask when I can activate a Trap", "ask"), ("Never ask (always pass)", "never"))


class SettingsDialog(QDialog):
    """Edits `settings`; `accept()` saves every field at once, or shows what is wrong."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Settings")
        form = QFormLayout(self)

        self.language = QComboBox()
        for label, code in LANGUAGES:
            self.language.addItem(label, code)
        self.language.setCurrentIndex(self.language.findData(settings.get("language")))
        form.addRow("Card &language:", self.language)

        self.image_folder = QLineEdit(settings.get("image_folder"))
        self.image_folder.setPlaceholderText("none: card art is drawn by rushdesk")
        self.image_folder.setToolTip("A folder of your own card images named by passcode "
                                     "(160001000.jpg, ...), as in EDOPro's pics folder.")
        browse = QPushButton("&Browse…")
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.image_folder, 1)
        row.addWidget(browse)
        form.addRow("Card &images:", row)

        self.auto_pass = QComboBox()
        for label, code in AUTO_PASS:
            self.auto_pass.addItem(label, code)
        self.auto_pass.setCurrentIndex(self.auto_pass.findData(settings.get("auto_pass")))
        form.addRow("&Trap windows:", self.auto_pass)

        self.animation = QDoubleSpinBox()
        self.animation.setRange(0.0, 2.0)
        self.animation.setSingleStep(0.25)
        self.animation.setValue(settings.get("animation_speed"))
        self.animation.setToolTip("0 turns animations off; 1 is normal; 2 is twice as slow.")
        form.addRow("&Animation time:", self.animation)

        self.player_name = QLineEdit(settings.get("player_name"))
        self.player_name.setMaxLength(24)
        form.addRow("Your &name:", self.player_name)

        self.error = QLabel()
        self.error.setObjectName("settings_error")
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        form.addRow(self.error)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Folder of your card images",
                                                  self.image_folder.text())
        if folder:
            self.image_folder.setText(folder)

    def values(self) -> dict[str, object]:
        return {
            "language": self.language.currentData(),
            "image_folder": self.image_folder.text().strip(),
            "auto_pass": self.auto_pass.currentData(),
            "animation_speed": self.animation.value(),
            "player_name": self.player_name.text().strip() or "Player",
        }

    def problems(self) -> list[str]:
        folder = self.image_folder.text().strip()
        if folder and not Path(folder).is_dir():
            return [f"The card image folder {folder} does not exist."]
        return []

    def accept(self) -> None:
        problems = self.problems()
        if problems:
            self.error.setText("\n".join(problems))
            return
        try:
            for key, value in self.values().items():
                self.settings.set(key, value)
        except SettingError as exc:
            self.error.setText(str(exc))
            return
        super().accept()


__all__ = ["SettingsDialog"]
