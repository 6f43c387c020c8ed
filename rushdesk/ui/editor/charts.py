"""Deck statistics: bar charts painted with QPainter (kinds, Level curve, Attributes) and
the exact odds of the opening hand.

The numbers come from `rushdesk.deck.stats`: `deck_stats` for the counts and
`opening_odds` (hypergeometric, exact fractions) for "at least one of these cards in
the opening 4 cards, and among the 5 held after the first draw". The odds table lists
every Main Deck card name; ticking several gives the odds of drawing at least one of
any of them (a group such as "any of my Level 4 searchers").
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rushdesk.deck.stats import KINDS, deck_stats, opening_odds
from rushdesk.ui.editor.cardmodel import KIND_COLOURS
from rushdesk.ui.editor.document import DeckDocument

Bar = tuple[str, int, QColor]

ATTRIBUTE_COLOURS = {
    "DARK": QColor(112, 64, 150), "LIGHT": QColor(222, 190, 60), "EARTH": QColor(140, 100, 60),
    "WATER": QColor(50, 120, 210), "FIRE": QColor(214, 70, 40), "WIND": QColor(70, 170, 90),
}
SHORT_KINDS = {
    "Normal Monster": "Normal", "Effect Monster": "Effect", "Maximum Monster": "Max",
    "Fusion Monster": "Fusion", "Ritual Monster": "Ritual", "Normal Spell": "Spell",
    "Equip Spell": "Equip", "Field Spell": "Field", "Ritual Spell": "R.Spell", "Trap": "Trap",
}
LEVEL_COLOUR = QColor(208, 140, 40)


def percent(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


class BarChart(QWidget):
    """A small vertical bar chart with a title, labels under the bars and values above."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.bars: list[Bar] = []
        self.setMinimumHeight(130)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_bars(self, bars: Sequence[Bar]) -> None:
        self.bars = list(bars)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, 150)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.text().color()
        title_font = QFont(self.font())
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(text)
        width, height = self.width(), self.height()
        painter.drawText(QRectF(0, 0, width, 18), int(Qt.AlignmentFlag.AlignLeft), self.title)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.8))
        painter.setFont(small)
        if not self.bars or not any(value for _, value, _ in self.bars):
            painter.setPen(palette.placeholderText().color())
            painter.drawText(QRectF(0, 18, width, height - 18),
                             int(Qt.AlignmentFlag.AlignCenter), "no cards yet")
            painter.end()
            return
        top, bottom = 36.0, height - 18.0
        peak = max(value for _, value, _ in self.bars)
        slot = width / len(self.bars)
        bar_width = min(36.0, slot * 0.7)
        painter.setPen(palette.mid().color())
        painter.drawLine(0, int(bottom), width, int(bottom))
        for i, (label, value, colour) in enumerate(self.bars):
            x = i * slot + (slot - bar_width) / 2
            h = (bottom - top) * value / peak if peak else 0
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, bottom - h, bar_width, h), 2, 2)
            painter.setPen(text)
            if value:
                painter.drawText(QRectF(i * slot, bottom - h - 16, slot, 14),
                                 int(Qt.AlignmentFlag.AlignCenter), str(value))
            painter.drawText(QRectF(i * slot, bottom + 2, slot, 16),
                             int(Qt.AlignmentFlag.AlignCenter), label)
        painter.end()


class StatsPanel(QWidget):
    """The charts, a one-line summary and the opening-hand odds of the current deck."""

    def __init__(self, document: DeckDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.summary = QLabel()
        self.summary.setObjectName("stats_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.kinds = BarChart("Cards by kind (Main + Extra)")
        self.levels = BarChart("Level curve")
        self.attributes = BarChart("Attributes")
        row = QHBoxLayout()
        row.addWidget(self.levels)
        row.addWidget(self.attributes)
        layout.addWidget(self.kinds)
        layout.addLayout(row)

        odds_title = QLabel("<b>Opening-hand odds</b> (exact): at least one copy in "
                            "your first 4 cards, and by your first draw (5 cards). Tick "
                            "cards to combine them.")
        odds_title.setWordWrap(True)
        layout.addWidget(odds_title)
        self.odds = QTableWidget(0, 4)
        self.odds.setObjectName("odds_table")
        self.odds.setHorizontalHeaderLabels(["Card", "×", "4 cards", "5 cards"])
        for column, tip in ((1, "Copies in the Main Deck"),
                            (2, "At least one in the opening hand (4 cards)"),
                            (3, "At least one by your first draw (5 cards)")):
            header_item = self.odds.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(tip)
        self.odds.verticalHeader().hide()
        self.odds.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.odds.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.odds.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column, width in ((1, 26), (2, 56), (3, 56)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            self.odds.setColumnWidth(column, width)
        self.odds.verticalHeader().setDefaultSectionSize(22)
        self.odds.itemChanged.connect(self._checks_changed)
        layout.addWidget(self.odds, 1)
        self.group = QLabel()
        self.group.setObjectName("odds_group")
        self.group.setWordWrap(True)
        layout.addWidget(self.group)
        self._groups: list[frozenset[int]] = []
        document.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        deck, cards = self.document.deck(), self.document.catalog.cards
        stats = deck_stats(deck, cards)
        merged = {k: stats.main_kinds[k] + stats.extra_kinds[k] for k in KINDS}
        self.kinds.set_bars([(SHORT_KINDS[k], n, KIND_COLOURS[k]) for k, n in merged.items()
                             if n])
        if stats.levels:
            low, high = min(stats.levels), max(stats.levels)
            self.levels.set_bars([(str(lv), stats.levels.get(lv, 0), LEVEL_COLOUR)
                                  for lv in range(min(low, 1), max(high, 8) + 1)
                                  if lv or stats.levels.get(0)])
        else:
            self.levels.set_bars([])
        self.attributes.set_bars([(a.title(), n, ATTRIBUTE_COLOURS.get(a, QColor("gray")))
                                  for a, n in stats.attributes.items()])
        parts = [f"<b>{stats.main_size}</b> in the Main Deck: {stats.main_monsters} monsters, "
                 f"{stats.main_spells} Spells, {stats.main_traps} Traps"]
        if stats.average_level is not None:
            parts.append(f"average Level {float(stats.average_level):.1f}")
        parts.append(f"Extra {stats.extra_size}, Side {stats.side_size}")
        if stats.legends:
            parts.append(f"{stats.legends} Legend card{'s' if stats.legends != 1 else ''}")
        self.summary.setText(" · ".join(parts))
        self._fill_odds()

    def _fill_odds(self) -> None:
        deck, cards = self.document.deck(), self.document.catalog.cards
        checked = {name for name in self.checked_names()}
        by_name: dict[str, set[int]] = {}
        for code in deck.main:
            name = cards[code].name if code in cards else f"card {code}"
            by_name.setdefault(name, set()).add(code)
        names = sorted(by_name, key=lambda n: (-sum(deck.main.count(c) for c in by_name[n]),
                                               n.casefold()))
        self.odds.blockSignals(True)
        self.odds.setRowCount(len(names))
        self._groups = []
        for row, name in enumerate(names):
            codes = frozenset(by_name[name])
            self._groups.append(codes)
            odds = opening_odds(deck, cards, codes)
            item = QTableWidgetItem(name)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in checked
                               else Qt.CheckState.Unchecked)
            self.odds.setItem(row, 0, item)
            for column, value in ((1, str(odds.copies)), (2, percent(odds.in_opening_hand)),
                                  (3, percent(odds.by_first_draw))):
                cell = QTableWidgetItem(value)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.odds.setItem(row, column, cell)
        self.odds.blockSignals(False)
        self._checks_changed()

    def checked_names(self) -> list[str]:
        names = []
        for row in range(self.odds.rowCount()):
            item = self.odds.item(row, 0)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                names.append(item.text())
        return names

    def check(self, names: Sequence[str]) -> None:
        """Tick the rows of these card names (and untick the others)."""
        self.odds.blockSignals(True)
        for row in range(self.odds.rowCount()):
            item = self.odds.item(row, 0)
            if item is not None:
                item.setCheckState(Qt.CheckState.Checked if item.text() in names
                                   else Qt.CheckState.Unchecked)
        self.odds.blockSignals(False)
        self._checks_changed()

    def _checks_changed(self, *_args: object) -> None:
        names = self.checked_names()
        rows = [row for row in range(self.odds.rowCount())
                if (item := self.odds.item(row, 0)) is not None and item.text() in names]
        if not rows:
            self.group.setText("Tick one or more cards above to see the odds of drawing "
                               "at least one of them.")
            return
        codes = frozenset().union(*(self._groups[r] for r in rows))
        odds = opening_odds(self.document.deck(), self.document.catalog.cards, codes)
        what = names[0] if len(names) == 1 else f"any of {len(names)} ticked cards"
        self.group.setText(
            f"<b>{what}</b> ({odds.copies} in {len(self.document.deck().main)} cards): "
            f"<b>{percent(odds.in_opening_hand)}</b> in the opening hand, "
            f"<b>{percent(odds.by_first_draw)}</b> by your first draw.")


__all__ = ["BarChart", "StatsPanel", "percent"]
