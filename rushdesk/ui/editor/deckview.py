"""The Main, Extra and Side Deck views: one tile per card with its count (×3).

Cards arrive by drag and drop from the browser or another section; a card dragged out of
a section and dropped on the browser or anywhere that takes no cards leaves the deck.
The keys: Delete, Backspace or − remove one copy, + or Enter add one more, Ctrl+Enter
moves one copy between the Side Deck and the deck; a double-click removes one copy, and
the right-click menu offers the same.
The views never change the deck themselves: they emit what the player asked for and
the page hands it to the `DeckDocument`, which checks the rules.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from rushdesk.engine.deckrules import SECTION_LABELS, SECTIONS
from rushdesk.ui.editor.browser import draw_placeholder
from rushdesk.ui.editor.cardmodel import (
    CODE_ROLE,
    KIND_ORDER,
    UNPLAYABLE,
    kind_colour,
    mime_for,
    read_mime,
)
from rushdesk.ui.editor.document import SECTION_LIMITS, DeckDocument

TILE_WIDTH = 52
TILE_HEIGHT = round(TILE_WIDTH * 614 / 421)
GRID = QSize(TILE_WIDTH + 8, TILE_HEIGHT + 8)
COUNT_ROLE = Qt.ItemDataRole.UserRole + 10
DROP_STYLE = "QListView { border: 2px solid #3d7bd9; background: #eef4fd; }"


class DeckSectionModel(QAbstractListModel):
    """One row per distinct card of a section, in deck order: monsters by kind and Level
    (highest first), then Spells, then Traps, then by name."""

    def __init__(self, document: DeckDocument, section: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.document, self.section = document, section
        self.thumbnail: Any = lambda card: None
        self.flagged: set[int] = set()  # cards named by a deck problem
        self._rows: list[tuple[int, int]] = []
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        counts = Counter(self.document.codes(self.section))
        cards = self.document.catalog.cards

        def key(code: int) -> tuple[int, int, str, int]:
            card = cards.get(code)
            if card is None:
                return (99, 0, "", code)
            kind = KIND_ORDER.index(card.kind_name) if card.kind_name in KIND_ORDER else 98
            return (kind, -card.level, card.name.casefold(), code)

        self.beginResetModel()
        self._rows = [(code, counts[code]) for code in sorted(counts, key=key)]
        self.endResetModel()

    def set_flagged(self, codes: set[int]) -> None:
        if codes != self.flagged:
            self.flagged = codes
            if self._rows:
                self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1))

    def refresh_thumbnail(self, code: int) -> None:
        for row, (c, _) in enumerate(self._rows):
            if c == code:
                self.dataChanged.emit(self.index(row), self.index(row))

    def entries(self) -> list[tuple[int, int]]:
        """(passcode, copies) in display order."""
        return list(self._rows)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        code, count = self._rows[index.row()]
        spec = self.document.catalog.get(code)
        if role == CODE_ROLE:
            return code
        if role == COUNT_ROLE:
            return count
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{count} × {self.document.catalog.name_of(code)}"
        if role == Qt.ItemDataRole.DecorationRole and spec is not None:
            return self.thumbnail(spec.card)
        if role == Qt.ItemDataRole.ToolTipRole:
            name = self.document.catalog.name_of(code)
            tip = f"{count} × {name}"
            if spec is not None and not spec.scripted:
                tip += "\nNot playable yet: refused in duels."
            return tip
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return (base | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsDragEnabled)


class TileDelegate(QStyledItemDelegate):
    """A card tile: the face thumbnail and a "×N" count badge."""

    def __init__(self, model: DeckSectionModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        rect: QRect = option.rect
        tile = QRect(rect.left() + (rect.width() - TILE_WIDTH) // 2, rect.top() + 4,
                     TILE_WIDTH, TILE_HEIGHT)
        code, count = index.data(CODE_ROLE), index.data(COUNT_ROLE)
        spec = self.model.document.catalog.get(code)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pixmap = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            painter.drawPixmap(tile, pixmap)
        else:
            colour = kind_colour(spec.card) if spec is not None else QColor(120, 120, 120)
            draw_placeholder(painter, tile, colour)
            painter.setPen(Qt.GlobalColor.black)
            small = QFont(painter.font())
            small.setPointSizeF(7)
            painter.setFont(small)
            painter.drawText(tile.adjusted(3, 3, -3, -3), int(Qt.TextFlag.TextWordWrap),
                             self.model.document.catalog.name_of(code))
        state = option.state
        if state & QStyle.StateFlag.State_Selected:
            painter.setPen(QPen(option.palette.highlight().color(), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(-2, -2, 2, 2), 3, 3)
        elif code in self.model.flagged:
            painter.setPen(QPen(QColor(210, 40, 40), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(-2, -2, 2, 2), 3, 3)
        if spec is not None and not spec.scripted:
            mark = QRect(tile.left() + 2, tile.top() + 2, 16, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(UNPLAYABLE)
            painter.drawEllipse(mark)
            painter.setPen(Qt.GlobalColor.white)
            painter.drawText(mark, int(Qt.AlignmentFlag.AlignCenter), "!")
        if count and count > 1:
            badge = QRect(tile.right() - 26, tile.bottom() - 18, 26, 18)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 24, 220))
            painter.drawRoundedRect(badge, 5, 5)
            bold = QFont(painter.font())
            bold.setBold(True)
            bold.setPointSizeF(9)
            painter.setFont(bold)
            painter.setPen(Qt.GlobalColor.white)
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), f"×{count}")
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return GRID


class DeckSectionView(QListView):
    """The tiles of one section; a drop target and a drag source."""

    dropped = Signal(list, str, str)   # passcodes, from ("browser" or a section), to section
    remove_requested = Signal(int, str)  # passcode, section: take one copy out
    add_requested = Signal(int, str)     # passcode, section: one more copy
    swap_requested = Signal(int, str)    # passcode, section: to / from the Side Deck
    selected = Signal(int)

    def __init__(self, model: DeckSectionModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.section = model.section
        self.section_model = model
        self.setObjectName(f"deck_{self.section}")
        self.setModel(model)
        self.setItemDelegate(TileDelegate(model, self))
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setGridSize(GRID)
        self.setUniformItemSizes(True)
        self.setSpacing(0)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        # A Static QListView turns drops off on its viewport; the tiles do not move, but
        # cards must still drop in.
        self.viewport().setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.doubleClicked.connect(self._double_clicked)
        self.entered.connect(self._emit_selected)
        self.selectionModel().currentChanged.connect(self._current_changed)

    def current_code(self) -> int | None:
        index = self.currentIndex()
        return int(index.data(CODE_ROLE)) if index.isValid() else None

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._emit_selected(current)

    def select_code(self, code: int) -> None:
        """Make the tile of `code` current (tests and keyboard use)."""
        model = self.model()
        for row in range(model.rowCount()):
            if model.index(row, 0).data(CODE_ROLE) == code:
                self.setCurrentIndex(model.index(row, 0))
                return

    def _emit_selected(self, index: QModelIndex) -> None:
        code = index.data(CODE_ROLE) if index.isValid() else None
        if code is not None:
            self.selected.emit(code)

    def _double_clicked(self, index: QModelIndex) -> None:
        code = index.data(CODE_ROLE)
        if code is not None:
            self.remove_requested.emit(code, self.section)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        code, key = self.current_code(), event.key()
        if code is None:
            super().keyPressEvent(event)
            return
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
            self.remove_requested.emit(code, self.section)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and ctrl:
            self.swap_requested.emit(code, self.section)
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.add_requested.emit(code, self.section)
        else:
            super().keyPressEvent(event)
            return
        event.accept()
        self.select_code(code)

    def menu_for(self, code: int) -> QMenu:
        """The right-click menu of a tile: the same commands as the keys."""
        menu = QMenu(self)
        other = "the deck" if self.section == "side" else "the Side Deck"
        for text, signal in (("Add a copy\t+", self.add_requested),
                             ("Remove a copy\tDel", self.remove_requested),
                             (f"Move a copy to {other}\tCtrl+Enter", self.swap_requested)):
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, s=signal: s.emit(code, self.section))
        remove_all = menu.addAction("Remove every copy")
        remove_all.triggered.connect(lambda _=False: self._remove_all(code))
        return menu

    def _remove_all(self, code: int) -> None:
        for _ in range(self.section_model.document.count(code, self.section)):
            self.remove_requested.emit(code, self.section)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 (Qt override)
        index = self.indexAt(event.pos())
        code = index.data(CODE_ROLE) if index.isValid() else None
        if code is None:
            return
        self.setCurrentIndex(index)
        self.menu_for(code).exec(event.globalPos())

    # -- dragging out ----------------------------------------------------------------------
    def startDrag(self, supportedActions: Qt.DropAction) -> None:  # noqa: N802, N803
        code = self.current_code()
        if code is None:
            return
        drag = QDrag(self)
        drag.setMimeData(mime_for([code], self.section))
        pixmap = self.model().index(self.currentIndex().row(), 0).data(
            Qt.ItemDataRole.DecorationRole)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            drag.setPixmap(pixmap)
            drag.setHotSpot(QPoint(pixmap.width() // 2, pixmap.height() // 2))
        result = drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction,
                           Qt.DropAction.MoveAction)
        if result == Qt.DropAction.IgnoreAction:
            # Dropped where nothing takes cards (outside the editor): it leaves the deck.
            self.remove_requested.emit(code, self.section)

    # -- dropping in -----------------------------------------------------------------------
    def _accepts(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent
                 ) -> tuple[list[int], str] | None:
        found = read_mime(event.mimeData())
        if found is None or found[1] not in ("browser", *SECTIONS):
            return None
        return found

    def _highlight(self, on: bool) -> None:
        """Outline the section while cards hover over it: this is where they will go."""
        self.setStyleSheet(DROP_STYLE if on else "")

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        found = self._accepts(event)
        if found is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction if found[1] == "browser"
                            else Qt.DropAction.MoveAction)
        event.accept()
        self._highlight(True)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self.dragEnterEvent(event)  # type: ignore[arg-type]

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self._highlight(False)
        event.accept()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self._highlight(False)
        found = self._accepts(event)
        if found is None:
            event.ignore()
            return
        codes, source = found
        event.setDropAction(Qt.DropAction.CopyAction if source == "browser"
                            else Qt.DropAction.MoveAction)
        event.accept()
        if source != self.section:
            self.dropped.emit(codes, source, self.section)


class DeckSectionPanel(QWidget):
    """A section's title (with its size and what it may hold) above its view."""

    def __init__(self, document: DeckDocument, section: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document, self.section = document, section
        self.model = DeckSectionModel(document, section, self)
        self.view = DeckSectionView(self.model)
        self.title = QLabel()
        self.title.setObjectName(f"title_{section}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        document.changed.connect(self._update_title)
        self._update_title()

    def _update_title(self) -> None:
        codes = self.document.codes(self.section)
        cards = self.document.catalog.cards
        size, limit = len(codes), SECTION_LIMITS[self.section]
        low = 40 if self.section == "main" else 0
        ok = low <= size <= limit
        colour = "#2e7d32" if ok and size else ("#c62828" if not ok else "#666")
        counts = {"monsters": 0, "spells": 0, "traps": 0}
        for code in codes:
            card = cards.get(code)
            if card is not None:
                kind = "monsters" if card.is_monster else "spells" if card.is_spell else "traps"
                counts[kind] += 1
        detail = " · ".join(f"{n} {k if n != 1 else k[:-1]}" for k, n in counts.items() if n)
        need = f"{low}–{limit}" if low else f"0–{limit}"
        self.title.setText(
            f"<b>{SECTION_LABELS[self.section]}</b> "
            f"<span style='color:{colour}'><b>{size}</b></span> / {need}"
            + (f" &nbsp;<span style='color:#777'>{detail}</span>" if detail else ""))


__all__ = ["GRID", "DeckSectionModel", "DeckSectionPanel", "DeckSectionView", "TileDelegate"]
