"""The analysis overlay: what the practice AI thought of its last decision.

When the player switches it on (the board's Analysis button, key A), the AI's worker
returns, with each move, its top candidate moves and its estimated chance of winning
(`rushdesk.ai.analysis.Analysis`). The panel shows them in words. Cards are named only
as far as the player's own observation knows them: a candidate that plays a card from
the AI's hand says "a card from its hand", so the overlay reveals the AI's intentions,
never its hidden cards.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QLabel, QWidget

from rushdesk.engine import Action

from .gestures import describe

CARD_KINDS = ("summon", "set", "spsummon", "maximum", "activate", "position", "attack")


def candidate_text(action: Action, name: Callable[[int], str]) -> str:
    """One candidate move in words, e.g. "Normal Summon: Sevens Road Magician"."""
    verb = describe(action, name)
    if action.kind in CARD_KINDS and action.kind != "attack":
        card = name(action.card)
        if card == "a face-down card":
            card = "a card from its hand"
        return f"{verb}: {card}"
    if action.kind == "attack":
        return f"{name(action.card)}: {verb[0].lower()}{verb[1:]}"
    return verb


def analysis_html(data: dict[str, Any], name: Callable[[int], str], top: int = 3) -> str:
    """The panel's text for one `Analysis.to_dict()`."""
    chance = float(data.get("win_probability", 0.5))
    lines = [f"<b>The AI thinks it wins {chance:.0%} of the time.</b>"]
    candidates = data.get("candidates", [])[:top]
    if candidates:
        lines.append("It considered:")
        for k, cand in enumerate(candidates, 1):
            action = Action.from_dict(cand["action"])
            visits = f", tried {cand['visits']}×" if cand.get("visits") else ""
            lines.append(f"{k}. {html.escape(candidate_text(action, name))} "
                         f"({float(cand['score']):.0%}{visits})")
    return "<br>".join(lines)


class AnalysisPanel(QLabel):
    """The overlay's text; hidden until switched on."""

    def __init__(self, name: Callable[[int], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.setObjectName("analysis")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel#analysis { color: #d8e2ff; background: rgba(60,80,140,90);"
                           " border-radius: 8px; padding: 6px 8px; }")
        self.setText("<i>The AI's thoughts appear here after its next move.</i>")
        self.hide()

    def show_analysis(self, data: dict[str, Any] | None) -> None:
        if data:
            self.setText(analysis_html(data, self.name))


__all__ = ["AnalysisPanel", "analysis_html", "candidate_text"]
