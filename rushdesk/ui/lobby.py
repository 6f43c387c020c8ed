"""The LAN lobby: open a room or join one, choose a deck, get ready, chat.

`LobbyWidget` hosts (`open_room`: name, port, a six-digit join code shown to read out
to the friend, then "waiting for a guest") or joins (`join`: a host from the list that
discovery fills, versions shown and incompatible hosts greyed out, or a typed address
and port, which always works). It is the `SeatListener` of its seat until the duel
starts; then `duel_started(client)` hands the `SeatClient` on: the main window
wraps it in a `LanSession` (the board's `SeatSession` interface, below) with the lobby
as the listener of chat, errors and pauses:

    lobby.duel_started.connect(lambda client: show_board(
        DuelBoard(LanSession(client, names, lobby=lobby), pool, faces)))

Every protocol error code has a plain message (`ERROR_TEXT`).
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rushdesk.db.lanlog import LanLog
from rushdesk.engine import Action, CardData, Event, Observation
from rushdesk.engine.deckrules import Deck
from rushdesk.engine.explain import explain_illegal
from rushdesk.net import protocol as P
from rushdesk.net.discovery import DiscoveryBrowser, DiscoveryResponder, announce_info
from rushdesk.net.guest import Guest
from rushdesk.net.host import Host
from rushdesk.net.room import Room
from rushdesk.net.seat import Audit, SeatClient, SeatListener
from rushdesk.ui.duel.session import SeatSession

ERROR_TEXT = {
    "version_mismatch": "The host runs another version of rushdesk: {message}",
    "bad_code": "Wrong join code. Ask the host to read it out again.",
    "room_full": "This room already has a guest.",
    "bad_token": "This duel cannot be resumed from here (the resume key is not valid).",
    "frame_too_large": "The other side sent a message that is far too large; "
                       "the connection was closed.",
    "bad_message": "The other side sent something rushdesk does not understand: {message}",
    "not_allowed": "That is not allowed right now: {message}",
    "rate_limited": "Too many attempts. Wait a minute, then try again.",
    "stale_decision": "That answer came too late: the duel has moved on.",
    "deck_invalid": "Choose a legal deck before getting ready.",
    "chat_too_long": "Chat messages are limited to 500 characters.",
    "unknown_card": "The host uses a card your card database does not know.",
    "timeout": "The other side took too long to answer.",
    "internal": "Something went wrong on the host: {message}",
    "connection_refused": "Nobody answered at that address and port. Is the room open?",
}
RESUME_SETTING = "lan_resume"
MANUAL_HINT = ("Host not listed? Firewalls and some routers block discovery: type the "
               "host's address and port (shown on the host's screen) instead.")


class LanSession(SeatSession, SeatListener):
    """The board's `SeatSession` over a LAN `SeatClient` (the guest's, or the host's own
    seat): views and events from the host, answers as option indexes.

    It becomes the client's listener; lobby news (chat, errors, pauses) still reach
    `lobby` if given. The board is told of a decision only once the host's
    DECISION_REQUEST has arrived, and not again until the next one: in between, the
    observation shows nobody deciding.
    """

    def __init__(self, client: SeatClient, names: tuple[str, str] = ("Host", "Guest"),
                 lobby: SeatListener | None = None, parent: Any = None,
                 room: Room | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.room = room  # the host's own room (host seat only): its rules can say why
        self.seat = client.seat or 0
        self.names = names
        self.lobby = lobby or SeatListener()
        self._held: list[Event] | None = None  # events shown once the request arrives
        self._answered = False
        client.listener = self

    # -- SeatSession ------------------------------------------------------------------
    def observation(self) -> Observation:
        data = dict(self.client.view or {"viewer": self.seat, "players": []})
        pending = self.client.pending
        if pending is not None and not self._answered:
            data["legal"] = [_action(o) for o in pending["options"]]
        else:
            data["legal"] = []
            if data.get("current_player") == self.seat:
                data["current_player"] = None  # asked, not yet (or no longer) answerable
        if self.client.result is not None:
            data["result"] = self.result()
            data["current_player"] = None
        return Observation(data)

    def choose(self, action: Action | int) -> None:
        decision = self.decision()
        if decision is None:
            raise ValueError("it is not this seat's decision")
        index = action if isinstance(action, int) else decision.actions.index(action)
        self._answered = True
        self.client.answer(index)

    def surrender(self) -> None:
        self.client.resign()

    def why_not(self, action: Action) -> str:
        """The engine's reason, on the host's own seat while it decides; a guest has no
        engine at hand, so it says nothing."""
        duel = self.room.duel if self.room is not None else None
        if duel is None or self.decision() is None or duel.current_player != self.seat:
            return ""
        return explain_illegal(duel, action)

    def result(self) -> dict[str, Any] | None:
        end = self.client.result
        if end is not None:
            return {"winner": None if end["winner"] < 0 else end["winner"],
                    "reason": end["reason"]}
        result = (self.client.view or {}).get("result")
        return dict(result) if result else None

    # -- SeatListener -----------------------------------------------------------------
    def on_duel_start(self, seat: int, view: dict[str, Any]) -> None:
        self.seat = seat
        self.reset.emit(self.observation())

    def on_view(self, view: dict[str, Any], events: list[dict[str, Any]]) -> None:
        batch = [Event.from_dict(e) for e in events]
        if view.get("current_player") == self.seat and self.client.pending is None:
            self._held = (self._held or []) + batch  # the request follows this state
            return
        self.updated.emit(batch, self.observation())

    def on_snapshot(self, view: dict[str, Any]) -> None:
        self.reset.emit(self.observation())

    def on_decision(self, request: dict[str, Any]) -> None:
        self._answered = False
        self.thinking_changed.emit(False)
        held, self._held = self._held or [], None
        self.updated.emit(held, self.observation())

    def on_waiting(self, seat: int) -> None:
        self.thinking_changed.emit(seat != self.seat)

    def on_invalid(self, decision_id: int, reason: str) -> None:
        self._answered = False  # the same request comes again

    def on_duel_end(self, result: dict[str, Any], audit: Audit) -> None:
        self.updated.emit([], self.observation())
        self.finished.emit(self.result())
        self.lobby.on_duel_end(result, audit)

    def on_chat(self, sender: str, text: str) -> None:
        self.lobby.on_chat(sender, text)

    def on_error(self, code: str, message: str) -> None:
        self.lobby.on_error(code, message)

    def on_paused(self, reason: str, grace_left: float | None) -> None:
        self.lobby.on_paused(reason, grace_left)

    def on_resumed(self) -> None:
        self.lobby.on_resumed()

    def on_room(self, room: dict[str, Any]) -> None:
        self.lobby.on_room(room)


def _action(option: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in option.items() if k != "text"}


def error_text(code: str, message: str = "") -> str:
    """The player-facing text of an error code."""
    template = ERROR_TEXT.get(code, "Error ({code}): {message}")
    return template.format(code=code, message=message)


class LobbyWidget(QWidget, SeatListener):
    """Host or join a LAN duel (see the module docstring)."""

    duel_started = Signal(object)  # the SeatClient of our seat

    def __init__(self, pool: Mapping[int, CardData], decks: Mapping[str, Deck], *,
                 discovery_port: int = P.DISCOVERY_PORT, name: str = "Player",
                 user_db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pool, self.decks = pool, dict(decks)
        self.user_db = user_db  # a UserDB: duel log for the host, resume key for the guest
        self.store = LanLog.of(user_db) if user_db is not None else None
        self.discovery_port = discovery_port
        self.carddb_sha256 = P.carddb_digest(pool)
        self.host: Host | None = None
        self.guest: Guest | None = None
        self.responder: DiscoveryResponder | None = None
        self.client: SeatClient | None = None
        self.join_code = ""
        self.seat_names: tuple[str, str] = ("Host", "Guest")  # from the latest ROOM

        self.tabs = QTabWidget()
        self.tabs.addTab(self._host_tab(name), "Host a duel")
        self.tabs.addTab(self._join_tab(name), "Join a duel")

        self.deck_box = QComboBox()
        self.deck_box.addItems(sorted(self.decks))
        self.ready_box = QCheckBox("Ready")
        self.ready_box.setEnabled(False)
        self.ready_box.toggled.connect(self._ready_toggled)
        self.deck_box.currentTextChanged.connect(lambda _: self._submit_deck())
        self.room_label = QLabel("Not connected.")
        self.room_label.setObjectName("room")
        self.error_label = QLabel("")
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020")
        self.chat_view = QPlainTextEdit()
        self.chat_view.setReadOnly(True)
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(P.LIMITS.chat_chars)
        self.chat_edit.setPlaceholderText("Say something")
        self.chat_edit.returnPressed.connect(self.send_chat)

        deck_row = QHBoxLayout()
        deck_row.addWidget(QLabel("Deck:"))
        deck_row.addWidget(self.deck_box, 1)
        deck_row.addWidget(self.ready_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addLayout(deck_row)
        layout.addWidget(self.room_label)
        layout.addWidget(self.error_label)
        layout.addWidget(self.chat_view, 1)
        layout.addWidget(self.chat_edit)

    # -------------------------------------------------------------- the tabs
    def _host_tab(self, name: str) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        self.host_name = QLineEdit(name)
        self.host_name.setMaxLength(P.LIMITS.name_chars)
        self.host_port = QSpinBox()
        self.host_port.setRange(0, 65535)
        self.host_port.setValue(P.DEFAULT_TCP_PORT)
        self.open_button = QPushButton("Open room")
        self.open_button.clicked.connect(self.open_room)
        self.code_label = QLabel("")
        self.code_label.setObjectName("join_code")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.host_status = QLabel("")
        form.addRow("Your name", self.host_name)
        form.addRow("Port", self.host_port)
        form.addRow(self.open_button)
        form.addRow("Join code", self.code_label)
        form.addRow(self.host_status)
        self.grace_box = QWidget()
        grace_row = QHBoxLayout(self.grace_box)
        grace_row.setContentsMargins(0, 0, 0, 0)
        for text, slot in (("Keep waiting", self._keep_waiting), ("Adjourn", self._adjourn),
                           ("Claim the win", self._claim_win)):
            button = QPushButton(text)
            button.clicked.connect(slot)
            grace_row.addWidget(button)
        self.grace_box.hide()
        form.addRow(self.grace_box)
        self.unfinished_list = QListWidget()
        self.resume_room_button = QPushButton("Resume the selected duel")
        self.resume_room_button.clicked.connect(self.resume_room)
        form.addRow(QLabel("Unfinished duels (after a crash or an adjournment):"))
        form.addRow(self.unfinished_list)
        form.addRow(self.resume_room_button)
        self.refresh_unfinished()
        return tab

    def refresh_unfinished(self) -> None:
        self.unfinished_list.clear()
        for duel in self.store.unfinished() if self.store is not None else []:
            item = QListWidgetItem(f"{P.clean_text(duel.host_name)} vs "
                                   f"{P.clean_text(duel.guest_name)} — "
                                   f"{len(duel.actions)} moves, {duel.updated[:16]}")
            item.setData(Qt.ItemDataRole.UserRole, duel.duel_id)
            self.unfinished_list.addItem(item)
        self.resume_room_button.setEnabled(self.unfinished_list.count() > 0)

    def resume_room(self) -> None:
        """Reopen an unfinished duel from the duel log; the guest rejoins with its key."""
        item = self.unfinished_list.currentItem() or self.unfinished_list.item(0)
        if item is None:
            return
        self.open_room(resume=item.data(Qt.ItemDataRole.UserRole))

    def _join_tab(self, name: str) -> QWidget:
        tab = QWidget()
        layout = QVBoxLayout(tab)
        self.host_list = QListWidget()
        self.host_list.itemDoubleClicked.connect(lambda _: self.join())
        self.guest_name = QLineEdit(name)
        self.guest_name.setMaxLength(P.LIMITS.name_chars)
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("six digits from the host")
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText("e.g. 192.168.1.20")
        self.port_edit = QSpinBox()
        self.port_edit.setRange(1, 65535)
        self.port_edit.setValue(P.DEFAULT_TCP_PORT)
        self.join_button = QPushButton("Join")
        self.join_button.clicked.connect(self.join)
        self.resume_button = QPushButton("Resume my last duel")
        self.resume_button.clicked.connect(self.resume_last)
        self.resume_button.setEnabled(bool(self._resume_key()))
        self.hint_label = QLabel(MANUAL_HINT)
        self.hint_label.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Your name", self.guest_name)
        form.addRow("Join code", self.code_edit)
        form.addRow("Address", self.address_edit)
        form.addRow("Port", self.port_edit)
        layout.addWidget(QLabel("Rooms on this network:"))
        layout.addWidget(self.host_list, 1)
        layout.addLayout(form)
        layout.addWidget(self.join_button)
        layout.addWidget(self.resume_button)
        layout.addWidget(self.hint_label)
        self.browser = DiscoveryBrowser(self.carddb_sha256, port=self.discovery_port,
                                        parent=self)
        self.browser.found.connect(self.add_host)
        return tab

    def start_discovery(self, extra_targets: list[tuple[str, int]] | None = None) -> None:
        self.browser.extra_targets = extra_targets or []
        self.browser.start()

    def add_host(self, info: dict[str, Any]) -> None:
        """List one discovered host; incompatible ones are shown greyed, not joinable."""
        key = f"{info['address']}:{info['tcp_port']}"
        for row in range(self.host_list.count()):
            if self.host_list.item(row).data(Qt.ItemDataRole.UserRole)["key"] == key:
                self.host_list.takeItem(row)
                break
        text = (f"{P.clean_text(info['name'])} — {key} — {info['app']} "
                f"{info['proto']}, {info['engine']} ({info['room']})")
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, {**info, "key": key})
        if info["incompatible"]:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled
                          & ~Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(f"Cannot join: {info['incompatible']}")
            item.setText(text + f" — cannot join: {info['incompatible']}")
        self.host_list.addItem(item)

    # ------------------------------------------------------------- hosting
    def open_room(self, resume: str = "") -> None:
        """Open a room (or, with `resume`, reopen that stored duel) and listen."""
        self.close_connection()
        self.join_code = f"{secrets.randbelow(10**6):06d}"
        self.host = Host(self.pool, name=self.host_name.text() or "Host",
                         join_code=self.join_code, listener=self, store=self.store,
                         parent=self)
        self.client = self.host.local
        try:
            if resume:
                self.host.resume(resume)
            port = self.host.listen(self.host_port.value())
        except (OSError, KeyError, ValueError) as exc:
            self.show_error("internal", str(exc))
            self.host = None
            self.client = None
            return
        self.host.notice.connect(self._host_notice)
        self.host.grace_expired.connect(self.grace_box.show)
        self.responder = DiscoveryResponder(lambda: announce_info(self.host, True),
                                            port=self.discovery_port, parent=self)
        discoverable = self.responder.start()
        self.code_label.setText(self.join_code)
        status = f"Waiting for a guest on port {port}…"
        if not discoverable:
            status += " (discovery is unavailable: the guest must type the address)"
        self.host_status.setText(status)
        if resume:
            self.host_status.setText(f"Duel restored; waiting for the guest on port {port}…")
        else:
            self.ready_box.setEnabled(True)
            self._submit_deck()

    def _keep_waiting(self) -> None:
        if self.host is not None:
            self.host.keep_waiting()
        self.grace_box.hide()

    def _adjourn(self) -> None:
        if self.host is not None:
            self.host.adjourn()
            self.host_status.setText("Duel adjourned: it is saved and can be resumed later.")
        self.grace_box.hide()
        self.refresh_unfinished()

    def _claim_win(self) -> None:
        if self.host is not None:
            self.host.claim_win()
        self.grace_box.hide()

    def _host_notice(self, kind: str, info: dict[str, Any]) -> None:
        texts = {"left": "{name} left the room.", "lost": "Connection to {name} lost.",
                 "paused": "Duel paused: waiting for the guest to reconnect.",
                 "resumed": "The guest is back; the duel goes on.",
                 "grace_expired": "The guest has been away a long time: keep waiting, "
                                  "adjourn the duel, or claim the win?"}
        if kind in texts:
            self.host_status.setText(texts[kind].format(name=info.get("name", "the guest")))
        if kind == "resumed":
            self.grace_box.hide()

    # ------------------------------------------------------------- joining
    def join(self) -> None:
        """Join the selected discovered host, or the typed address and port."""
        address, port = self.address_edit.text().strip(), self.port_edit.value()
        item = self.host_list.currentItem()
        if not address and item is not None and item.flags() & Qt.ItemFlag.ItemIsEnabled:
            info = item.data(Qt.ItemDataRole.UserRole)
            address, port = info["address"], info["tcp_port"]
        if not address:
            self.show_error("", "Choose a room from the list or type an address.")
            return
        self.close_connection()
        self._make_guest()
        assert self.guest is not None
        self.guest.join(address, port, self.code_edit.text().strip())
        self.room_label.setText(f"Connecting to {address}:{port}…")

    def _make_guest(self) -> None:
        self.guest = Guest(self.pool, name=self.guest_name.text() or "Guest", listener=self,
                           parent=self)
        self.client = self.guest.client
        self.guest.joined.connect(self._joined)
        self.guest.failed.connect(self.show_error)
        self.guest.lost.connect(lambda detail: self.room_label.setText(
            f"Connection lost ({detail}); reconnecting…"))
        self.guest.host_left.connect(lambda reason: self.room_label.setText(
            f"The host closed the room ({reason})."))

    def resume_last(self) -> None:
        """Rejoin the duel whose resume key was stored when we last joined."""
        key = self._resume_key()
        if not key:
            return
        self.close_connection()
        self._make_guest()
        assert self.guest is not None
        self.guest.resume(key["address"], key["port"], key["session"], key["token"])
        self.room_label.setText(f"Resuming at {key['address']}:{key['port']}…")

    def _resume_key(self) -> dict[str, Any]:
        if self.user_db is None:
            return {}
        key = self.user_db.get_setting(RESUME_SETTING, {})
        return key if isinstance(key, dict) and key.get("token") else {}

    def _store_resume_key(self) -> None:
        if self.user_db is None or self.guest is None:
            return
        g = self.guest
        key = {"address": g.address, "port": g.port, **g.resume_info} if g.token else {}
        self.user_db.set_setting(RESUME_SETTING, key)
        self.resume_button.setEnabled(bool(key))

    def _joined(self) -> None:
        self._store_resume_key()  # the token rotates at every (re)join
        self.error_label.setText("")
        self.ready_box.setEnabled(True)
        self._submit_deck()

    def close_connection(self) -> None:
        if self.guest is not None:
            self.guest.leave()
            self.guest = None
        if self.host is not None:
            self.host.close()
            self.host = None
        if self.responder is not None:
            self.responder.stop()
            self.responder = None
        self.client = None
        self.ready_box.setChecked(False)
        self.ready_box.setEnabled(False)

    # ------------------------------------------------------- deck and ready
    def _submit_deck(self) -> None:
        deck = self.decks.get(self.deck_box.currentText())
        if self.client is not None and deck is not None:
            self.ready_box.setChecked(False)
            self.client.submit_deck(deck)

    def _ready_toggled(self, ready: bool) -> None:
        if self.client is not None:
            self.client.ready(ready)

    def send_chat(self) -> None:
        text = self.chat_edit.text()
        if self.client is not None and text.strip():
            self.client.say(text)
            self.chat_edit.clear()

    def show_error(self, code: str, message: str) -> None:
        self.error_label.setText(error_text(code, message) if code else message)

    # ---------------------------------------------------------- SeatListener
    def set_decks(self, decks: Mapping[str, Deck]) -> None:
        """Offer these decks (the deck list changed in the editor), keeping the choice."""
        chosen = self.deck_box.currentText()
        self.decks = dict(decks)
        self.deck_box.blockSignals(True)
        self.deck_box.clear()
        self.deck_box.addItems(sorted(self.decks))
        if chosen in self.decks:
            self.deck_box.setCurrentText(chosen)
        self.deck_box.blockSignals(False)

    def on_room(self, room: dict[str, Any]) -> None:
        seats = room.get("seats", [])
        names = [P.clean_text(s.get("name") or f"Player {i + 1}") for i, s in
                 enumerate(seats[:2])]
        if len(names) == 2:
            self.seat_names = (names[0], names[1])
        parts = []
        for s in seats:
            if not s.get("name"):
                parts.append("(empty seat)")
                continue
            state = "ready" if s.get("ready") else ("deck chosen" if s.get("deck")
                                                    else "choosing a deck")
            away = "" if s.get("connected", True) else ", away"
            parts.append(f"{P.clean_text(s['name'])}: {state}{away}")
        self.room_label.setText(" · ".join(parts) or "Waiting…")
        if self.host is not None and len(seats) > 1 and seats[1].get("name"):
            self.host_status.setText(f"{P.clean_text(seats[1]['name'])} joined.")

    def on_deck_result(self, msg: dict[str, Any]) -> None:
        if msg["ok"]:
            self.error_label.setText("")
        else:
            lines = [str(e.get("message", e.get("code"))) for e in msg.get("errors", [])]
            self.error_label.setText("The host refused this deck: " + " ".join(lines))
            self.ready_box.setChecked(False)

    def on_chat(self, sender: str, text: str) -> None:
        self.chat_view.appendPlainText(f"{sender}: {text}")

    def on_error(self, code: str, message: str) -> None:
        self.show_error(code, message)
        if code in ("deck_invalid",):
            self.ready_box.setChecked(False)

    def on_paused(self, reason: str, grace_left: float | None) -> None:
        self.room_label.setText(f"Duel paused: {P.clean_text(reason)}.")

    def on_resumed(self) -> None:
        self.room_label.setText("The duel goes on.")

    def on_duel_start(self, seat: int, view: dict[str, Any]) -> None:
        self.room_label.setText("The duel has started.")
        self.duel_started.emit(self.client)

    def on_duel_end(self, result: dict[str, Any], audit: Audit) -> None:
        winner = result["winner"]
        me = self.client.seat if self.client is not None else None
        outcome = "Draw" if winner < 0 else ("You won" if winner == me else "You lost")
        text = f"{outcome} ({result['reason']})."
        if self.guest is not None:
            text += " " + audit.summary()
            self._store_resume_key()  # nothing left to resume
        self.room_label.setText(text)
        self.ready_box.setChecked(False)
