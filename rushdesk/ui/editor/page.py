"""The deck editor page: the card browser, the three deck sections, live validation, the
zoom view and statistics, and the deck commands (New, Save, Save As, Rename, Duplicate,
Delete, import, export, undo).

The page wires the parts together and talks to the user database; it holds no deck
rules itself (`DeckDocument` does) and no formats (`transfer`). Unsaved changes are
never dropped silently: opening another deck, New, Delete and leaving the program ask
Save / Discard / Cancel first (`can_leave`).
"""

from __future__ import annotations

import contextlib
import datetime
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rushdesk.db.userdb import UserDBError
from rushdesk.deck.formats import DeckFormatError
from rushdesk.engine.deckrules import SECTIONS, Deck, DeckProblem, validate_deck
from rushdesk.ui.editor.browser import THUMB_WIDTH, CardBrowser
from rushdesk.ui.editor.cardmodel import CardTableModel
from rushdesk.ui.editor.charts import StatsPanel
from rushdesk.ui.editor.deckview import TILE_WIDTH, DeckSectionPanel
from rushdesk.ui.editor.document import UNTITLED, Catalog, DeckDocument
from rushdesk.ui.editor.problems import LegalityBadge, ProblemList
from rushdesk.ui.editor.transfer import (
    FILE_FILTERS,
    FORMAT_LABELS,
    deck_as,
    format_problem_list,
    read_deck_file,
    read_deck_text,
    write_deck_file,
)
from rushdesk.ui.editor.zoom import ZOOM_WIDTH, CardZoom

LAST_DECK_SETTING = "editor_last_deck"
# Format dates to validate against (R-SETUP-6/7): today, or the last day of the legacy
# Legend rule.
FORMATS = (("Current rules", None), ("Rules before 2023", datetime.date(2022, 12, 31)))
MESSAGE_MS = 8000


class DeckEditorPage(QWidget):
    """Build, check, import and export decks. Built as `DeckEditorPage(context, parent)`."""

    title = "Deck editor"
    navigate = Signal(str)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.user = context.user
        self.catalog = Catalog(context.cards.search())
        self.document = DeckDocument(self.catalog, self)
        self.problems: list[DeckProblem] = []
        japanese = context.settings.japanese

        self.card_model = CardTableModel(self.catalog.specs.values(), japanese, self)
        self.card_model.thumbnail = lambda card: context.faces.request(card, THUMB_WIDTH)
        self.browser = CardBrowser(self.card_model)
        self.browser.set_races(c.race for c in self.catalog.cards.values() if c.race)
        self.sections = {s: DeckSectionPanel(self.document, s) for s in SECTIONS}
        for panel in self.sections.values():
            panel.model.thumbnail = lambda card: context.faces.request(card, TILE_WIDTH)
        self.zoom = CardZoom(lambda card, width: context.faces.request(card, width), japanese)
        self.stats = StatsPanel(self.document)

        self._build_actions()
        self._build_layout()
        self._connect()
        self._open_first_deck()

    # -- building ----------------------------------------------------------------------
    def _action(self, text: str, slot: Any, *keys: str) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        a = self._action
        self.new_action = a("&New", self.new_deck, "Ctrl+N")
        self.save_action = a("&Save", self.save, "Ctrl+S")
        self.save_as_action = a("Save &As…", self.save_as, "Ctrl+Shift+S")
        self.rename_action = a("&Rename…", self.rename, "F2")
        self.duplicate_action = a("D&uplicate", self.duplicate)
        self.delete_action = a("&Delete deck…", self.delete)
        self.find_action = a("Find", self._focus_search, "Ctrl+F")
        # Lambdas: `triggered` passes `checked`, which must not become the path argument.
        self.import_file_action = a("From a &file (.ydk, .txt)…", lambda: self.import_file(),
                                    "Ctrl+O")
        self.import_clip_action = a("From the &clipboard (ydke://, .ydk, text)",
                                    self.import_clipboard, "Ctrl+Shift+V")
        self.export_file_action = a("To a &file (.ydk or .txt)…", lambda: self.export_file(),
                                    "Ctrl+E")
        self.copy_ydke_action = a("Copy as &ydke:// URL", lambda: self.copy_deck("ydke"),
                                  "Ctrl+Shift+C")
        self.copy_text_action = a("Copy as &text list", lambda: self.copy_deck("text"))
        self.copy_ydk_action = a("Copy as .ydk te&xt", lambda: self.copy_deck("ydk"))
        self.cdb_action = a("Import &EDOPro cards…", self.open_cdb_import)
        # Short fixed texts keep the toolbar still; the tooltip says what would be undone.
        stack = self.document.undo
        self.undo_action = a("&Undo", stack.undo, "Ctrl+Z")
        self.redo_action = a("&Redo", stack.redo, "Ctrl+Shift+Z", "Ctrl+Y")
        for action, can, text, verb in (
                (self.undo_action, stack.canUndoChanged, stack.undoTextChanged, "Undo"),
                (self.redo_action, stack.canRedoChanged, stack.redoTextChanged, "Redo")):
            action.setEnabled(False)
            can.connect(action.setEnabled)
            text.connect(lambda what, act=action, v=verb: act.setToolTip(
                f"{v} {what}" if what else v))

    def _tool(self, text: str, actions: list[QAction] | QAction) -> QToolButton:
        button = QToolButton()
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        if isinstance(actions, QAction):
            button.setDefaultAction(actions)
            return button
        button.setText(text)
        menu = QMenu(button)
        menu.addActions(actions)
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        return button

    def _build_layout(self) -> None:
        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(self.zoom, "&Card")
        self.side_tabs.addTab(self.stats, "S&tatistics")
        self.side_tabs.setMinimumWidth(ZOOM_WIDTH + 40)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(self.browser)
        body.addWidget(self._build_deck_column())
        body.addWidget(self.side_tabs)
        for index, stretch in enumerate((4, 5, 3)):
            body.setStretchFactor(index, stretch)
        body.setSizes([440, 440, 320])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addLayout(self._build_top_bar())
        layout.addWidget(body, 1)

    def _build_top_bar(self) -> QHBoxLayout:
        """Home, the deck list, the deck commands, import/export, undo, rules, badge."""
        top = QHBoxLayout()
        self.home_button = QToolButton()
        self.home_button.setText("← Home")
        self.home_button.setToolTip("Back to the home screen (Ctrl+H); the deck stays open")
        self.home_button.clicked.connect(lambda: self.navigate.emit("home"))
        top.addWidget(self.home_button)
        self.deck_list = QComboBox()
        self.deck_list.setObjectName("deck_list")
        self.deck_list.setMinimumWidth(200)
        self.deck_list.activated.connect(self._deck_chosen)
        label = QLabel("&Deck:")
        label.setBuddy(self.deck_list)
        top.addWidget(label)
        top.addWidget(self.deck_list)
        for action in (self.new_action, self.save_action, self.save_as_action):
            top.addWidget(self._tool("", action))
        top.addWidget(self._tool("More", [self.rename_action, self.duplicate_action,
                                          self.delete_action]))
        top.addSpacing(12)
        top.addWidget(self._tool("Import", [self.import_file_action, self.import_clip_action]))
        top.addWidget(self._tool("Export", [self.export_file_action, self.copy_ydke_action,
                                            self.copy_text_action, self.copy_ydk_action]))
        top.addWidget(self._tool("", self.cdb_action))
        top.addSpacing(12)
        top.addWidget(self._tool("", self.undo_action))
        top.addWidget(self._tool("", self.redo_action))
        top.addStretch(1)
        self.format = QComboBox()
        self.format.setObjectName("format")
        for text, date in FORMATS:
            self.format.addItem(text, date)
        self.format.setToolTip("Which deck-building rules to check against: today's, or "
                               "those before 2023 (one Legend card in total)")
        self.format.currentIndexChanged.connect(self._validate)
        top.addWidget(self.format)
        self.badge = LegalityBadge()
        top.addWidget(self.badge)
        return top

    def _build_deck_column(self) -> QWidget:
        """The deck's name, the message line, the three sections and the problems."""
        middle = QWidget()
        column = QVBoxLayout(middle)
        column.setContentsMargins(0, 0, 0, 0)
        self.deck_title = QLabel()
        self.deck_title.setObjectName("deck_title")
        column.addWidget(self.deck_title)
        self.message = QLabel()
        self.message.setObjectName("editor_message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("QLabel { background: #fff3e0; color: #8a3b00; "
                                   "border: 1px solid #f0b070; border-radius: 4px; "
                                   "padding: 4px; }")
        self.message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message.hide)
        column.addWidget(self.message)
        split = QSplitter(Qt.Orientation.Vertical)
        for section in SECTIONS:
            split.addWidget(self.sections[section])
        self.problem_list = ProblemList()
        split.addWidget(self.problem_list)
        for index, stretch in enumerate((6, 2, 2, 1)):
            split.setStretchFactor(index, stretch)
        split.setSizes([340, 120, 120, 90])
        column.addWidget(split, 1)
        return middle

    def _connect(self) -> None:
        doc = self.document
        doc.changed.connect(self._validate)
        doc.refused.connect(self.show_message)
        doc.identity_changed.connect(self._identity_changed)
        table = self.browser.table
        table.add_requested.connect(lambda code, side: doc.add(code, "side" if side else None))
        table.returned.connect(self._returned)
        self.browser.selected.connect(self.show_card)
        for panel in self.sections.values():
            view = panel.view
            view.dropped.connect(self._dropped)
            view.remove_requested.connect(lambda code, s: doc.remove(code, s))
            view.add_requested.connect(lambda code, s: doc.add(code, s))
            view.swap_requested.connect(self._swap)
            view.selected.connect(self.show_card)
        self.context.faces.ready.connect(self._face_ready)
        self.context.settings.changed.connect(self._setting_changed)

    # -- the deck list -------------------------------------------------------------------
    def _open_first_deck(self) -> None:
        decks = self.user.list_decks()
        wanted = self.user.get_setting(LAST_DECK_SETTING)
        chosen = next((d for d in decks if d.id == wanted), decks[0] if decks else None)
        if chosen is None:
            self.document.load(self._empty_deck(), UNTITLED, None)
        else:
            self.document.load(chosen.deck, chosen.name, chosen.id)
        self._validate()

    @staticmethod
    def _empty_deck() -> Deck:
        return Deck()

    def refresh_deck_list(self) -> None:
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        if self.document.deck_id is None:
            self.deck_list.addItem(f"{self.document.name} (not saved)", None)
        for entry in self.user.list_decks():
            self.deck_list.addItem(entry.name, entry.id)
        index = self.deck_list.findData(self.document.deck_id)
        self.deck_list.setCurrentIndex(max(index, 0))
        self.deck_list.blockSignals(False)

    def _deck_chosen(self, index: int) -> None:
        deck_id = self.deck_list.itemData(index)
        if deck_id is None or deck_id == self.document.deck_id:
            return
        self.open_deck(deck_id)

    def open_deck(self, deck_id: int) -> bool:
        """Show the saved deck `deck_id` (asking first about unsaved changes)."""
        if not self.can_leave():
            self.refresh_deck_list()
            return False
        try:
            entry = self.user.get_deck(deck_id)
        except UserDBError as exc:
            self._warn("Cannot open the deck", str(exc))
            self.refresh_deck_list()
            return False
        self.document.load(entry.deck, entry.name, entry.id)
        self._remember(entry.id)
        return True

    def _remember(self, deck_id: int) -> None:
        if not self.user.read_only:
            # Remembering the last deck is a convenience, never an error.
            with contextlib.suppress(UserDBError):
                self.user.set_setting(LAST_DECK_SETTING, deck_id)

    def _identity_changed(self) -> None:
        doc = self.document
        mark = " •" if doc.is_modified else ""
        saved = "" if doc.deck_id is not None else " <span style='color:#777'>(not saved)</span>"
        self.deck_title.setText(f"<span style='font-size:15pt'><b>{html.escape(doc.name)}"
                                f"</b>{mark}</span>{saved}")
        self.save_action.setEnabled(not self.user.read_only)
        for action in (self.rename_action, self.duplicate_action, self.delete_action):
            action.setEnabled(doc.deck_id is not None and not self.user.read_only)
        self.refresh_deck_list()

    # -- deck commands -----------------------------------------------------------------
    def new_deck(self) -> bool:
        if not self.can_leave():
            return False
        self.document.load(self._empty_deck(), UNTITLED, None)
        return True

    def save(self) -> bool:
        """Save under the current name (asking for a name if the deck is new)."""
        doc = self.document
        if doc.deck_id is None:
            return self.save_as()
        return self._save_as_name(doc.name, doc.deck_id)

    def save_as(self) -> bool:
        name = self._ask_name("Save deck as", self._free_name(self.document.name))
        return name is not None and self._save_as_name(name, None)

    def save_named(self, name: str) -> bool:
        """Save under `name` without asking (a new deck when it was never saved)."""
        return self._save_as_name(name, self.document.deck_id)

    def _save_as_name(self, name: str, deck_id: int | None) -> bool:
        try:
            new_id = self.user.save_deck(name, self.document.deck(), deck_id)
        except UserDBError as exc:
            self._warn("The deck was not saved", str(exc))
            return False
        self.document.mark_saved(name.strip(), new_id)
        self._remember(new_id)
        self.show_message(f"Saved “{name.strip()}”.", error=False)
        return True

    def rename(self) -> bool:
        doc = self.document
        name = self._ask_name("Rename deck", doc.name)
        if name is None or name.strip() == doc.name:
            return False
        if doc.deck_id is None:
            doc.rename(name.strip())
            return True
        try:
            saved = self.user.get_deck(doc.deck_id)
            self.user.save_deck(name, saved.deck, doc.deck_id)
        except UserDBError as exc:
            self._warn("The deck was not renamed", str(exc))
            return False
        doc.rename(name.strip())
        return True

    def duplicate(self) -> bool:
        doc = self.document
        if doc.deck_id is None or not self.can_leave():
            return False
        name = self._ask_name("Duplicate deck", self._free_name(f"{doc.name} (copy)"))
        if name is None:
            return False
        try:
            new_id = self.user.duplicate_deck(doc.deck_id, name)
            entry = self.user.get_deck(new_id)
        except UserDBError as exc:
            self._warn("The deck was not duplicated", str(exc))
            return False
        doc.load(entry.deck, entry.name, entry.id)
        return True

    def delete(self) -> bool:
        doc = self.document
        if doc.deck_id is None:
            return False
        answer = QMessageBox.question(
            self, "Delete deck", f"Delete the deck “{doc.name}”? (A backup of your decks "
            "is kept, but the deck leaves the list.)",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.user.delete_deck(doc.deck_id)
        except UserDBError as exc:
            self._warn("The deck was not deleted", str(exc))
            return False
        doc.load(self._empty_deck(), UNTITLED, None)
        return True

    def _free_name(self, name: str) -> str:
        taken = {d.name for d in self.user.list_decks()}
        candidate, k = name, 1
        while candidate in taken:
            k += 1
            candidate = f"{name} ({k})"
        return candidate

    def _ask_name(self, title: str, suggestion: str) -> str | None:
        name, ok = QInputDialog.getText(self, title, "Deck name:", QLineEdit.EchoMode.Normal,
                                        suggestion)
        if not ok:
            return None
        if not name.strip():
            self._warn(title, "A deck needs a name.")
            return None
        return name

    # -- leaving -------------------------------------------------------------------------
    def can_leave(self) -> bool:
        """True when nothing unsaved would be lost (after asking Save / Discard / Cancel)."""
        if not self.document.is_modified:
            return True
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = QMessageBox.question(
            self, "Unsaved changes",
            f"The deck “{self.document.name}” has changes that are not saved. Save them?",
            buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.revert()
            return True
        return False

    def revert(self) -> None:
        """Give up the unsaved changes: back to the deck as saved (or a new empty one)."""
        doc = self.document
        try:
            entry = self.user.get_deck(doc.deck_id) if doc.deck_id is not None else None
        except UserDBError:
            entry = None
        if entry is None:
            doc.load(self._empty_deck(), doc.name if doc.deck_id is None else UNTITLED, None)
        else:
            doc.load(entry.deck, entry.name, entry.id)

    def shutdown(self) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.context.faces.ready.disconnect(self._face_ready)
        with contextlib.suppress(RuntimeError, TypeError):
            self.context.settings.changed.disconnect(self._setting_changed)

    # -- import and export ---------------------------------------------------------------
    def import_file(self, path: Path | None = None) -> bool:
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, "Import a deck", "", FILE_FILTERS)
            if not chosen:
                return False
            path = Path(chosen)
        try:
            deck, kind = read_deck_file(path, self.catalog)
        except DeckFormatError as exc:
            self._import_failed(path.name, exc)
            return False
        return self._imported(deck, f"{FORMAT_LABELS[kind]} {path.name}", path.stem)

    def import_clipboard(self) -> bool:
        text = QGuiApplication.clipboard().text()
        try:
            deck, kind = read_deck_text(text, self.catalog)
        except DeckFormatError as exc:
            self._import_failed("the clipboard", exc)
            return False
        return self._imported(deck, f"{FORMAT_LABELS[kind]} from the clipboard", "")

    def _imported(self, deck: Deck, what: str, name: str) -> bool:
        doc = self.document
        doc.replace(deck, f"import {what}")
        if doc.deck_id is None and name and doc.name == UNTITLED:
            doc.rename(name)
        total = len(deck.main) + len(deck.extra) + len(deck.side)
        self.show_message(f"Imported {total} cards ({len(deck.main)} Main, {len(deck.extra)} "
                          f"Extra, {len(deck.side)} Side) from the {what}. Ctrl+Z undoes it.",
                          error=False)
        return True

    def _import_failed(self, source: str, error: DeckFormatError) -> None:
        self.show_message(f"Nothing was imported from {source}: the deck is unchanged.")
        self._warn("Nothing was imported",
                   f"{source} could not be read as a deck, so your deck is unchanged:\n\n"
                   + format_problem_list(error))

    def export_file(self, path: Path | None = None) -> bool:
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, "Export the deck", f"{self.document.name}.ydk",
                "EDOPro decks (*.ydk);;Text lists (*.txt)")
            if not chosen:
                return False
            path = Path(chosen)
        try:
            kind = write_deck_file(path, self.document.deck(), self.catalog,
                                   self.context.settings.get("player_name"))
        except (OSError, ValueError) as exc:
            self._warn("The deck was not exported", f"Cannot write {path}: {exc}")
            return False
        self.show_message(f"Exported the deck as a {FORMAT_LABELS[kind]} to {path}.", error=False)
        return True

    def copy_deck(self, kind: str) -> str:
        text = deck_as(kind, self.document.deck(), self.catalog)
        QGuiApplication.clipboard().setText(text)
        self.show_message(f"Copied the deck as a {FORMAT_LABELS[kind]}.", error=False)
        return text

    def open_cdb_import(self) -> Any:
        from rushdesk.ui.editor.cdbimport import CdbImportDialog

        dialog = CdbImportDialog(self.context, self)
        dialog.imported.connect(lambda _report: self.reload_cards())
        dialog.open()
        return dialog

    def reload_cards(self) -> None:
        """The card database changed (an import): show its cards, check the deck again."""
        self.catalog = Catalog(self.context.cards.search())
        self.document.catalog = self.catalog
        self.card_model.set_cards(self.catalog.specs.values())
        self.browser.set_races(c.race for c in self.catalog.cards.values() if c.race)
        self.browser.proxy.reload()
        self.browser.proxy.sort(*self._sort_state())
        self.document.changed.emit()

    def _sort_state(self) -> tuple[int, Qt.SortOrder]:
        header = self.browser.table.horizontalHeader()
        return header.sortIndicatorSection(), header.sortIndicatorOrder()

    # -- reacting ------------------------------------------------------------------------
    def _dropped(self, codes: list[int], source: str, target: str) -> None:
        for code in codes:
            if source == "browser":
                self.document.add(code, target)
            else:
                self.document.move(code, source, target)

    def _returned(self, codes: list[int], section: str) -> None:
        for code in codes:
            self.document.remove(code, section)

    def _swap(self, code: int, section: str) -> None:
        if section == "side":
            self.document.move(code, "side", "main")
        else:
            self.document.move(code, section, "side")

    def show_card(self, code: int) -> None:
        self.zoom.show_card(self.catalog.get(code))

    def _face_ready(self, code: int) -> None:
        self.card_model.refresh_thumbnail(code)
        for panel in self.sections.values():
            panel.model.refresh_thumbnail(code)
        self.zoom.face_ready(code)

    def _setting_changed(self, key: str) -> None:
        if key == "language":
            japanese = self.context.settings.japanese
            self.card_model.set_japanese(japanese)
            self.zoom.japanese = japanese
            self.zoom.show_card(None)

    def _focus_search(self) -> None:
        self.browser.search.setFocus()
        self.browser.search.selectAll()

    def show_message(self, text: str, error: bool = True) -> None:
        """A short message above the deck (refusals in orange, confirmations in green)."""
        style = ("background: #fff3e0; color: #8a3b00; border: 1px solid #f0b070;" if error
                 else "background: #e8f5e9; color: #1b5e20; border: 1px solid #9ccc9c;")
        self.message.setStyleSheet(f"QLabel {{ {style} border-radius: 4px; padding: 4px; }}")
        self.message.setText(text)
        self.message.show()
        self._message_timer.start(MESSAGE_MS)

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # -- validation ----------------------------------------------------------------------
    def _validate(self) -> None:
        deck = self.document.deck()
        self.problems = validate_deck(deck, self.catalog.cards, on=self.format.currentData())
        unplayable = sorted({self.catalog.name_of(c) for s in SECTIONS for c in deck.section(s)
                             if c in self.catalog and not self.catalog.specs[c].scripted})
        self.problem_list.show_problems(self.problems, unplayable)
        self.badge.show_problems(self.problems)
        flagged = {c for p in self.problems for c in p.cards}
        for panel in self.sections.values():
            panel.model.set_flagged(flagged)

    def problem_messages(self) -> list[str]:
        return [p.message for p in self.problems]


__all__ = ["DeckEditorPage"]
