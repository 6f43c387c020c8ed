"""What is wrong with the deck, always in sight: the legality badge ("Legal" /
"3 problems") and the list of every problem in words, from `deckrules.validate_deck`,
plus the reminder that cards rushdesk cannot play yet make duels refuse the deck."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QWidget

from rushdesk.engine.deckrules import DeckProblem

BADGE_STYLE = ("QLabel {{ background: {bg}; color: white; border-radius: 9px; "
               "padding: 3px 12px; font-weight: bold; }}")
LEGAL_TEXT = "✔ This deck follows every deck-building rule."


def badge_text(count: int) -> str:
    return "Legal" if not count else f"{count} problem{'s' if count != 1 else ''}"


def unplayable_text(names: Sequence[str]) -> str:
    shown = ", ".join(names[:6]) + (" …" if len(names) > 6 else "")
    plural = "s" if len(names) != 1 else ""
    return (f"⚠ {len(names)} card name{plural} in this deck cannot be played yet, so duels "
            f"will refuse it: {shown}.")


class LegalityBadge(QLabel):
    """Green "Legal" or red "N problems"; the tooltip lists them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("legality_badge")

    def show_problems(self, problems: Sequence[DeckProblem]) -> None:
        self.setText(badge_text(len(problems)))
        self.setStyleSheet(BADGE_STYLE.format(bg="#c62828" if problems else "#2e7d32"))
        self.setToolTip("\n".join(p.message for p in problems)
                        or "The deck follows every deck-building rule.")


class ProblemList(QListWidget):
    """Every problem, one line each, with the rule it breaks as a tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problem_list")
        self.setWordWrap(True)

    def show_problems(self, problems: Sequence[DeckProblem], unplayable: Sequence[str]) -> None:
        self.clear()
        for problem in problems:
            item = QListWidgetItem(f"✖ {problem.message}")
            item.setForeground(Qt.GlobalColor.darkRed)
            item.setToolTip(f"Rule {problem.rule}" if problem.rule else "")
            self.addItem(item)
        if unplayable:
            item = QListWidgetItem(unplayable_text(unplayable))
            item.setForeground(Qt.GlobalColor.darkYellow)
            self.addItem(item)
        if not problems and not unplayable:
            self.addItem(QListWidgetItem(LEGAL_TEXT))

    def texts(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]


__all__ = ["LegalityBadge", "ProblemList", "badge_text", "unplayable_text"]
