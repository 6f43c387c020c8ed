"""The card browser: a search box, the filters and the table of cards.

Typing filters at once (no search button, no delay); Enter or Down goes to the results.
Enter or + adds the current card
to the deck (Fusion and Ritual Monsters to the Extra Deck, the rest to the Main Deck),
Ctrl+Enter to the Side Deck; a double-click does the same as Enter. Cards dragged from
here drop into the deck sections; deck cards dropped back here leave the deck.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rushdesk.db.cards import CardSpec
from rushdesk.engine.cards import CardData
from rushdesk.engine.deckrules import SECTIONS
from rushdesk.ui.editor.cardmodel import (
    ATTRIBUTES,
    CODE_ROLE,
    KIND,
    KIND_FILTERS,
    NAME,
    SPEC_ROLE,
    UNPLAYABLE,
    CardFilter,
    CardFilterProxy,
    CardTableModel,
    attribute_name,
    kind_colour,
    read_mime,
)

THUMB_WIDTH = 30
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
ROW_HEIGHT = 46
RANGES = {"level": (0, 12, 1), "atk": (0, 5000, 100), "defense": (0, 5000, 100)}


def draw_placeholder(painter: QPainter, rect: QRect, colour: QColor) -> None:
    """A card-shaped block in the card's frame colour, shown until its face is drawn."""
    painter.save()
    painter.setPen(colour.darker(140))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 2, 2)
    painter.restore()


class NameDelegate(QStyledItemDelegate):
    """The name cell: thumbnail, name, and a second line (Japanese name, or the warning
    that the card cannot be played yet)."""

    def __init__(self, model: CardTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._base: QFont | None = None  # the view's font the two below derive from
        self._bold = self._small = QFont()
        self._bold_metrics = self._small_metrics = QFontMetrics(QFont())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        # No initStyleOption: it asks the model for a dozen roles per cell, and this cell
        # draws everything itself. The view's option already has the state and the
        # alternate-row flag the background needs.
        widget = self.parent()
        if isinstance(widget, QWidget):
            widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option,
                                         painter, widget)
        spec: CardSpec = index.data(SPEC_ROLE)
        card = spec.card
        rect: QRect = option.rect
        thumb = QRect(rect.left() + 3, rect.top() + 1, THUMB_WIDTH,
                      min(rect.height() - 2, round(THUMB_WIDTH * 614 / 421)))
        pixmap = self.model.thumbnail(card)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            painter.drawPixmap(thumb, pixmap)
        else:
            draw_placeholder(painter, thumb, kind_colour(card))
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text_colour = palette.highlightedText().color() if selected else palette.text().color()
        left = thumb.right() + 8
        text_rect = QRect(left, rect.top() + 3, rect.right() - left - 2, rect.height() // 2 - 2)
        bold, small = self._fonts(option.font)
        painter.save()
        painter.setFont(bold)
        painter.setPen(text_colour)
        name = self.model.display_name(card)
        painter.drawText(text_rect, _LEFT, self._bold_metrics.elidedText(
            name, Qt.TextElideMode.ElideRight, text_rect.width()))
        painter.setFont(small)
        second = text_rect.translated(0, rect.height() // 2 - 2)
        if not spec.scripted:
            painter.setPen(text_colour if selected else UNPLAYABLE)
            line = "⚠ Not playable yet (browse only)"
        else:
            painter.setPen(text_colour if selected else palette.placeholderText().color())
            line = self._second_line(card, name)
        painter.drawText(second, _LEFT, self._small_metrics.elidedText(
            line, Qt.TextElideMode.ElideRight, second.width()))
        painter.restore()

    def _fonts(self, base: QFont) -> tuple[QFont, QFont]:
        if self._base is None or base != self._base:
            self._base = QFont(base)
            self._bold = QFont(base)
            self._bold.setBold(True)
            self._small = QFont(base)
            self._small.setPointSizeF(base.pointSizeF() * 0.88)
            self._bold_metrics = QFontMetrics(self._bold)
            self._small_metrics = QFontMetrics(self._small)
        return self._bold, self._small

    def _second_line(self, card: CardData, name: str) -> str:
        """Legend mark, Attribute and Type, the name in the other language, passcode."""
        other = card.name if self.model.japanese else card.name_ja
        parts = ["★ Legend"] if card.legend else []
        if card.is_monster:
            parts.append(" ".join(p for p in (attribute_name(card), card.race) if p))
        parts += [other] if other and other != name else []
        return " · ".join([*parts, str(card.code)])

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        return QSize(240, ROW_HEIGHT)


class CellDelegate(QStyledItemDelegate):
    """A plain text cell (kind, Level, ATK, DEF) drawn with one model call instead of the
    dozen `initStyleOption` makes: a repaint of the table stays within a few ms."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        widget = self.parent()
        if isinstance(widget, QWidget):
            widget.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, option,
                                         painter, widget)
        text = index.data()
        if not text:
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        painter.setPen(palette.highlightedText().color() if selected else palette.text().color())
        rect = option.rect.adjusted(4, 0, -6, 0)
        align = _LEFT if index.column() == KIND else _RIGHT
        painter.drawText(rect, align, text)


class CardTable(QTableView):
    """The table of cards, with the editor's keys, and a drop target for deck cards."""

    add_requested = Signal(int, bool)       # passcode, to the Side Deck
    returned = Signal(list, str)             # passcodes dropped here, from which section

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.viewport().setAcceptDrops(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSortingEnabled(True)
        self.setMouseTracking(True)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
        self.horizontalHeader().setHighlightSections(False)
        self.doubleClicked.connect(self._double_clicked)

    def current_code(self) -> int | None:
        index = self.currentIndex()
        return int(index.data(CODE_ROLE)) if index.isValid() else None

    def _double_clicked(self, index: QModelIndex) -> None:
        code = index.data(CODE_ROLE)
        if code is not None:
            self.add_requested.emit(code, False)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key, code = event.key(), self.current_code()
        adds = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus, Qt.Key.Key_Equal)
        if code is not None and key in adds:
            side = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            self.add_requested.emit(code, side)
            event.accept()
            return
        super().keyPressEvent(event)

    def startDrag(self, supportedActions: Qt.DropAction) -> None:  # noqa: N802, N803
        """Drag the current card (a copy: the browser never runs out of cards)."""
        index = self.currentIndex()
        if not index.isValid():
            return
        drag = QDrag(self)
        drag.setMimeData(self.model().mimeData([index]))
        pixmap = index.siblingAtColumn(NAME).data(Qt.ItemDataRole.DecorationRole)
        if isinstance(pixmap, QPixmap) and not pixmap.isNull():
            drag.setPixmap(pixmap)
        drag.exec(Qt.DropAction.CopyAction, Qt.DropAction.CopyAction)

    # -- deck cards dropped back here leave the deck -------------------------------------
    def _deck_drag(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent
                   ) -> tuple[list[int], str] | None:
        found = read_mime(event.mimeData())
        return found if found is not None and found[1] in SECTIONS else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        if self._deck_drag(event):
            event.setDropAction(Qt.DropAction.MoveAction)
            event.accept()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self.dragEnterEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        found = self._deck_drag(event)
        if not found:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.returned.emit(found[0], found[1])


class CardBrowser(QWidget):
    """Search, filters and the card table. `selected(code)` follows the current or
    hovered card; the table's signals carry adds and returns."""

    selected = Signal(int)

    def __init__(self, model: CardTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.proxy = CardFilterProxy(model, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)

        self.search = QLineEdit()
        self.search.setObjectName("card_search")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText("Search names (English or Japanese), text or passcode")
        self.search.textChanged.connect(self.proxy.set_text)
        self.search.textChanged.connect(self._update_count)
        self.search.returnPressed.connect(self._search_enter)
        self.search.installEventFilter(self)
        layout.addWidget(self.search)

        layout.addLayout(self._build_filters())
        self.table = CardTable()
        self.table.setModel(self.proxy)
        self.table.setItemDelegate(CellDelegate(self.table))
        self.table.setItemDelegateForColumn(NAME, NameDelegate(model, self.table))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column, width in ((1, 70), (2, 30), (3, 46), (4, 46)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(column, width)
        header.setSortIndicator(NAME, Qt.SortOrder.AscendingOrder)
        self.table.selectionModel().currentChanged.connect(self._current_changed)
        self.table.entered.connect(self._hovered)
        layout.addWidget(self.table, 1)

        self.count = QLabel()
        self.count.setObjectName("card_count")
        hint = QLabel("Enter or + adds · Ctrl+Enter to the Side Deck · or drag a card")
        hint.setStyleSheet("color: #777")
        footer = QHBoxLayout()
        footer.addWidget(self.count)
        footer.addStretch(1)
        footer.addWidget(hint)
        layout.addLayout(footer)
        model.modelReset.connect(self._update_count)
        self._update_count()

    # -- filters -----------------------------------------------------------------------
    def _build_filters(self) -> QVBoxLayout:
        rows = QVBoxLayout()
        rows.setSpacing(4)
        first = QHBoxLayout()
        self.kind = self._combo("Any kind", list(KIND_FILTERS), "kind")
        self.attribute = self._combo("Any Attribute", list(ATTRIBUTES), "attribute")
        self.race = self._combo("Any Type", [], "race")
        self.legend = QComboBox()
        for label, value in (("Legend or not", None), ("Legend only", True),
                             ("No Legend", False)):
            self.legend.addItem(label, value)
        self.legend.setToolTip("Legend cards")
        self.legend.currentIndexChanged.connect(self._filters_changed)
        for widget in (self.kind, self.attribute, self.race, self.legend):
            first.addWidget(widget, 1)
        rows.addLayout(first)

        second = QHBoxLayout()
        self.ranges: dict[str, tuple[QSpinBox, QSpinBox]] = {}
        for key, label in (("level", "Lv"), ("atk", "ATK"), ("defense", "DEF")):
            low, high, step = RANGES[key]
            pair: list[QSpinBox] = []
            caption = QLabel(label)
            second.addWidget(caption)
            for bound in (low, high):
                box = QSpinBox()
                box.setRange(low, high)
                box.setSingleStep(step)
                box.setValue(bound)
                box.setAccelerated(True)
                box.setObjectName(f"{key}_{'min' if bound == low else 'max'}")
                box.valueChanged.connect(self._filters_changed)
                second.addWidget(box)
                pair.append(box)
            caption.setBuddy(pair[0])
            self.ranges[key] = (pair[0], pair[1])
        rows.addLayout(second)

        third = QHBoxLayout()
        self.scripted_only = QCheckBox("&Playable only")
        self.scripted_only.setToolTip("Hide cards rushdesk cannot play in duels yet")
        self.scripted_only.toggled.connect(self._filters_changed)
        reset = QPushButton("Clear filters")
        reset.clicked.connect(self.clear_filters)
        third.addWidget(self.scripted_only)
        third.addStretch(1)
        third.addWidget(reset)
        rows.addLayout(third)
        return rows

    def _combo(self, any_label: str, items: list[str], name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(f"filter_{name}")
        combo.addItem(any_label, "")
        for item in items:
            combo.addItem(item, item)
        combo.currentIndexChanged.connect(self._filters_changed)
        return combo

    def set_races(self, races: Iterable[str]) -> None:
        current = self.race.currentData()
        self.race.blockSignals(True)
        self.race.clear()
        self.race.addItem("Any Type", "")
        for race in sorted(set(races)):
            self.race.addItem(race, race)
        self.race.setCurrentIndex(max(0, self.race.findData(current)))
        self.race.blockSignals(False)

    def current_filter(self) -> CardFilter:
        def bounds(key: str) -> tuple[int, int] | None:
            low, high = (box.value() for box in self.ranges[key])
            if (low, high) == RANGES[key][:2]:
                return None
            return (min(low, high), max(low, high))

        return CardFilter(
            text=self.search.text(), kind=self.kind.currentData() or "",
            attribute=self.attribute.currentData() or "", race=self.race.currentData() or "",
            level=bounds("level"), atk=bounds("atk"), defense=bounds("defense"),
            legend=self.legend.currentData(), scripted_only=self.scripted_only.isChecked())

    def _filters_changed(self) -> None:
        self.proxy.set_filter(self.current_filter())
        self._update_count()

    def clear_filters(self) -> None:
        widgets = [self.kind, self.attribute, self.race, self.legend, self.scripted_only]
        widgets += [box for pair in self.ranges.values() for box in pair]
        for widget in widgets:
            widget.blockSignals(True)
        for combo in (self.kind, self.attribute, self.race, self.legend):
            combo.setCurrentIndex(0)
        self.scripted_only.setChecked(False)
        for key, (low, high) in self.ranges.items():
            low.setValue(RANGES[key][0])
            high.setValue(RANGES[key][1])
        for widget in widgets:
            widget.blockSignals(False)
        self._filters_changed()

    # -- the rest ------------------------------------------------------------------------
    def _update_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count.setText(f"{total:,} cards" if shown == total
                           else f"{shown:,} of {total:,} cards")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """Down in the search box goes to the results."""
        if (watched is self.search and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Down):
            self._search_enter()
            return True
        return super().eventFilter(watched, event)

    def _search_enter(self) -> None:
        """Enter in the search box jumps to the first result."""
        if self.proxy.rowCount():
            self.table.setFocus()
            self.table.setCurrentIndex(self.proxy.index(0, NAME))

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        code = current.data(CODE_ROLE)
        if code is not None:
            self.selected.emit(code)

    def _hovered(self, index: QModelIndex) -> None:
        code = index.data(CODE_ROLE)
        if code is not None:
            self.selected.emit(code)

    def shown_codes(self) -> list[int]:
        """The passcodes shown, top to bottom (tests and the benchmark read this)."""
        return [self.proxy.index(r, NAME).data(CODE_ROLE) for r in range(self.proxy.rowCount())]


__all__ = ["CardBrowser", "CardTable", "CellDelegate", "NameDelegate", "draw_placeholder"]
