"""The duel log: events told as sentences ("Yuga Normal Summons Sevens Road Magician in
Attack Position"), written from the events a seat may see."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from rushdesk.engine import ATK, DEF, DIRECT, Event

_POS = {ATK: "Attack Position", DEF: "Defense Position"}
_PHASES = {"draw": "Draw Phase", "main": "Main Phase", "battle": "Battle Phase",
           "end": "End Phase"}
_SUMMONS = {"fusion": "Fusion Summons", "ritual": "Ritual Summons",
            "maximum": "Maximum Summons"}
_GONE = {"destroy": "is destroyed", "battle": "is destroyed by battle",
         "tribute": "is Tributed", "cost": "is sent to the GY as a cost",
         "material": "is used as material", "resolved": "goes to the GY",
         "rule": "is sent to the GY"}


class Narrator:
    """Turns events into sentences. `names` are the players by seat; `card_name(code)`."""

    def __init__(self, names: Sequence[str], card_name: Callable[[int], str]) -> None:
        self.names = list(names)
        self.card_name = card_name
        self._max_said: set[int] = set()

    def who(self, player: int) -> str:
        return self.names[player] if player in (0, 1) else "The rules"

    def card(self, ev: Event, fallback: str = "a card") -> str:
        return self.card_name(ev.code) if ev.code else fallback

    def sentences(self, events: Sequence[Event], data: Mapping[str, Any]) -> list[str]:
        out = []
        positions = _positions(data)
        for ev in events:
            line = self.sentence(ev, positions)
            if line:
                out.append(line)
        return out

    def sentence(self, ev: Event, positions: Mapping[int, int]) -> str | None:
        k = ev.kind
        who = self.who(ev.player)
        if k == "turn":
            return f"— Turn {ev.value}: {who}'s turn —"
        if k == "phase":
            return f"{who} enters the {_PHASES[ev.reason]}" if ev.reason == "battle" else None
        if k == "draw":
            return f"{who} draws {self.card(ev)}"
        if k == "summon":
            how = "Tribute Summons" if ev.reason == "tribute" else "Normal Summons"
            return f"{who} {how} {self.card(ev)}{self._in(ev, positions)}"
        if k == "set":
            what = "a monster" if ev.dst == "mzone" else "a card"
            return f"{who} Sets {what}"
        if k == "spsummon":
            how = _SUMMONS.get(ev.reason, "Special Summons")
            if ev.reason == "maximum":
                if ev.value != 1:
                    return None  # one sentence for the three pieces: the center's
                return f"{who} Maximum Summons {self.card(ev)}"
            return f"{who} {how} {self.card(ev)}{self._in(ev, positions)}"
        if k == "activate":
            return f"{who} activates {self.card(ev)}"
        if k == "position":
            if ev.reason == "battle":
                return f"{self.card(ev, 'A face-down monster')} is flipped face-up"
            return f"{self.card(ev)} changes to {_POS.get(ev.value, 'face-down Defense Position')}"
        if k == "attack":
            if ev.value == DIRECT:
                return f"{self.card(ev)} attacks {self.who(1 - ev.player)} directly"
            return f"{self.card(ev)} attacks"
        if k == "damage":
            return f"{who} takes {ev.value} damage"
        if k == "lp":
            return f"{who} gains {ev.value} LP"
        if k == "move":
            return self._move(ev)
        if k == "result":
            return None
        return None

    def _in(self, ev: Event, positions: Mapping[int, int]) -> str:
        pos = positions.get(ev.card)
        return f" in {_POS[pos]}" if pos in _POS else ""

    def _move(self, ev: Event) -> str | None:
        name = self.card(ev)
        if ev.dst == "gy":
            if ev.src == "deck":
                return f"{name} is sent from the Deck to the GY"
            if ev.src == "hand" and ev.reason not in ("cost", "material"):
                return f"{self.who(ev.player)} discards {name}"
            return f"{name} {_GONE.get(ev.reason, 'goes to the GY')}"
        if ev.dst == "hand":
            return f"{name} is added to {self.who(ev.player)}'s hand"
        if ev.dst in ("deck", "extra"):
            return f"{name} returns to the {'Deck' if ev.dst == 'deck' else 'Extra Deck'}"
        return None

    def result(self, result: Mapping[str, Any]) -> str:
        winner = result.get("winner")
        reason = str(result.get("reason", ""))
        for seat, name in enumerate(self.names):
            reason = reason.replace(f"player {seat + 1}", name)
        if winner is None:
            return f"The duel is a draw ({reason})"
        return f"{self.who(winner)} wins the duel ({reason})"


def _positions(data: Mapping[str, Any]) -> dict[int, int]:
    out = {}
    for view in data.get("players", ()):
        for card in view["monsters"]:
            if card:
                out[card["id"]] = card["pos"]
    return out


class DuelLog(QListWidget):
    """The log beside the board: newest line at the bottom, turns stand out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duel_log")
        self.setWordWrap(True)
        self.setAlternatingRowColors(False)
        self.setStyleSheet(
            "QListWidget { background: #12151f; color: #d8dcea; border: 1px solid #2c3350;"
            " border-radius: 8px; font-size: 12px; }"
            "QListWidget::item { padding: 2px 4px; }")

    def add_lines(self, lines: Sequence[str]) -> None:
        for line in lines:
            item = QListWidgetItem(line)
            if line.startswith("—"):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.addItem(item)
        if lines:
            self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(k).text() for k in range(self.count())]


__all__ = ["DuelLog", "Narrator"]

