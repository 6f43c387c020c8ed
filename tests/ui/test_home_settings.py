"""The home screen, its keyboard navigation, the settings and the shared context."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rushdesk.db.userdb import UserDB
from rushdesk.ui.app import PAGES, MainWindow
from rushdesk.ui.context import DEFAULTS, AppContext, SettingError
from rushdesk.ui.home import DESTINATIONS, HomePage
from rushdesk.ui.settings import SettingsDialog


@pytest.fixture
def user(tmp_path: Path):  # type: ignore[no-untyped-def]
    db = UserDB.open(tmp_path / "user.db")
    yield db
    db.close(backup_if_changed=False)


@pytest.fixture
def context(user: UserDB, tmp_path: Path):  # type: ignore[no-untyped-def]
    ctx = AppContext(user, face_folder=tmp_path / "faces")
    yield ctx
    ctx.close()


def test_home_offers_every_destination_and_the_number_keys_choose_them(qtbot: QtBot) -> None:
    home = HomePage(decks=["Dragon Strike"])
    qtbot.addWidget(home)
    assert [b.text() for b in home.buttons.values()] == [d[1] for d in DESTINATIONS]
    assert "Dragon Strike" in home.info.text()
    with qtbot.waitSignal(home.chosen) as signal:
        qtbot.keyClick(home, Qt.Key.Key_3)
    assert signal.args == ["editor"]


def test_arrow_keys_move_between_the_home_buttons(qtbot: QtBot) -> None:
    home = HomePage()
    qtbot.addWidget(home)
    home.show()
    QApplication.processEvents()
    home.windowHandle().requestActivate()  # offscreen: activateWindow() alone does not
    qtbot.waitUntil(lambda: QApplication.activeWindow() is home)
    home.buttons["duel"].setFocus()
    # keys go to the focused button and reach the page when the button ignores them
    qtbot.keyClick(home.buttons["duel"], Qt.Key.Key_Down)
    assert QApplication.focusWidget() is home.buttons["lan"]
    qtbot.keyClick(home.buttons["lan"], Qt.Key.Key_Up)
    qtbot.keyClick(home.buttons["duel"], Qt.Key.Key_Up)  # wraps round to the last button
    assert QApplication.focusWidget() is home.buttons["settings"]
    with qtbot.waitSignal(home.chosen) as signal:
        qtbot.keyClick(home.buttons["settings"], Qt.Key.Key_Space)
    assert signal.args == ["settings"]


def test_home_tells_a_new_player_how_to_start_and_shows_warnings(qtbot: QtBot) -> None:
    home = HomePage(decks=[], warning="Your decks file was moved aside.")
    qtbot.addWidget(home)
    assert "no decks yet" in home.info.text()
    assert "moved aside" in home.info.text()


def test_without_a_user_database_only_quit_works(qtbot: QtBot) -> None:
    window = MainWindow(warning="cannot open")
    qtbot.addWidget(window)
    assert not any(b.isEnabled() for b in window.home.buttons.values())
    assert not window.settings_action.isEnabled()


def test_pages_are_created_once_and_home_is_one_key_away(
        qtbot: QtBot, context: AppContext, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QLabel, QWidget

    made: list[QWidget] = []

    class Page(QLabel):
        title = "Test page"

        def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
            super().__init__("a page", parent)
            assert ctx is context
            made.append(self)

    import types

    module = types.ModuleType("rushdesk_test_page")
    module.Page = Page  # type: ignore[attr-defined]
    monkeypatch.setitem(__import__("sys").modules, "rushdesk_test_page", module)
    monkeypatch.setitem(PAGES, "editor", ("rushdesk_test_page", "Page"))
    window = MainWindow(context=context)
    qtbot.addWidget(window)
    window.open_page("editor")
    window.open_page("home")
    page = window.open_page("editor")
    assert made == [page] and window.stack.currentWidget() is page
    assert window.windowTitle() == "rushdesk — Test page"
    window.home_action.trigger()
    assert window.stack.currentWidget() is window.home


def test_closing_asks_every_page_that_has_unsaved_work(
        qtbot: QtBot, context: AppContext) -> None:
    from PySide6.QtWidgets import QWidget

    class Unsaved(QWidget):
        answer = False

        def can_leave(self) -> bool:
            return self.answer

    window = MainWindow(context=context)
    qtbot.addWidget(window)
    page = Unsaved()
    window.pages["unsaved"] = page
    window.show()
    assert not window.close() and window.isVisible()
    page.answer = True
    assert window.close()


def test_settings_are_kept_in_the_user_database_and_signal_their_changes(
        qtbot: QtBot, context: AppContext, user: UserDB) -> None:
    settings = context.settings
    assert settings.get("language") == DEFAULTS["language"]
    with qtbot.waitSignal(settings.changed) as signal:
        settings.set("language", "ja")
    assert signal.args == ["language"]
    assert settings.japanese and context.faces.japanese
    assert user.get_setting("language") == "ja"
    with pytest.raises(SettingError, match="one of"):
        settings.set("auto_pass", "sometimes")
    with pytest.raises(SettingError, match="unknown"):
        settings.get("colour")
    user.set_setting("auto_pass", 3)  # a hand-edited file: the wrong type reads as default
    assert settings.get("auto_pass") == "ask"


def test_the_settings_dialog_saves_all_fields_or_says_what_is_wrong(
        qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    dialog = SettingsDialog(context.settings)
    qtbot.addWidget(dialog)
    dialog.image_folder.setText(str(tmp_path / "missing"))
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.accept()
    assert "does not exist" in dialog.error.text()
    assert context.settings.get("language") == "en"  # nothing saved
    pics = tmp_path / "pics"
    pics.mkdir()
    dialog.image_folder.setText(str(pics))
    dialog.auto_pass.setCurrentIndex(dialog.auto_pass.findData("never"))
    dialog.player_name.setText("  Yuga  ")
    dialog.accept()
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    settings = context.settings
    assert (settings.get("language"), settings.get("auto_pass"), settings.get("player_name"),
            settings.image_folder) == ("ja", "never", "Yuga", pics)
    assert context.faces.image_folder == pics


def test_the_shipped_japanese_font_is_qts_application_font(qtbot: QtBot) -> None:
    from rushdesk.ui.fonts import load_app_font

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    family = load_app_font(app)
    assert family is not None and family in QFontDatabase.families()
    assert app.font().family() == family
    # the font has the kana and kanji of Japanese card names
    from PySide6.QtGui import QFontMetrics

    metrics = QFontMetrics(app.font())
    assert all(metrics.inFontUcs4(ord(ch)) for ch in "セブンスロード・マジシャン竜")
