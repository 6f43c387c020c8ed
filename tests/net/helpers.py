"""Shared set-up of the LAN tests: fixture decks, rooms wired to in-process seats,
and players that answer with random option indexes."""

from __future__ import annotations

import random
from typing import Any

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.engine.deckrules import Deck
from rushdesk.net.room import Room
from rushdesk.net.seat import LocalLink, SeatListener

POOL = FIXTURE_POOL
DECK_A = Deck(main=tuple(SAMPLE_DECKS["beatdown"]))
DECK_B = Deck(main=tuple(SAMPLE_DECKS["walls"]))


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class RandomPlayer(SeatListener):
    """Answers every decision with a random option index (a guest has only views)."""

    def __init__(self, seed: int, auto: bool = True) -> None:
        self.rng = random.Random(seed)
        self.auto = auto
        self.link: LocalLink | None = None
        self.client: Any = None
        self.ended: dict[str, Any] | None = None
        self.audit: Any = None
        self.errors: list[tuple[str, str]] = []

    def on_decision(self, request: dict[str, Any]) -> None:
        if self.auto and self.client is not None:
            self.client.answer(self.rng.randrange(len(request["options"])))

    def on_duel_end(self, result: dict[str, Any], audit: Any) -> None:
        self.ended, self.audit = result, audit

    def on_error(self, code: str, message: str) -> None:
        self.errors.append((code, message))


class Table:
    """A room with both seats linked in-process; `pump()` runs until quiet."""

    def __init__(self, seed: int = 0, auto: bool = True, store: Any = None,
                 clock: Any = None, tap: Any = None, pool: Any = POOL,
                 **room_args: Any) -> None:
        self.clock = clock or FakeClock()
        self.kicked: list[tuple[int, str]] = []
        self.links: list[LocalLink] = []
        self.room = Room(pool, self._send, self._kick, store=store, clock=self.clock,
                         join_code="123456", **room_args)
        self.players = [RandomPlayer(seed * 2 + s, auto) for s in (0, 1)]
        for s, player in enumerate(self.players):
            link = LocalLink(self.room, s, player, tap=tap if s == 1 else None)
            player.link, player.client = link, link.client
            self.links.append(link)

    def _send(self, seat: int, msg: dict[str, Any]) -> None:
        self.links[seat].deliver(msg)

    def _kick(self, seat: int, reason: str) -> None:
        self.kicked.append((seat, reason))
        self.room.seat_dropped(seat, "lost")

    def seat_guest(self, name: str = "Guest") -> None:
        hello = {"magic": "rushdesk-lan", "proto": "1.0", "app": "rushdesk",
                 "engine": "rushdesk-engine-1", "carddb_sha256": self.room.carddb_sha256,
                 "name": name, "join_code": "123456"}
        assert self.room.admit(hello, "127.0.0.1") == ("", "")
        welcome = self.room.seat_guest(hello)
        self.room.seats[1].connected = True
        self.links[1].deliver(welcome)
        self.room.seat_connected(1)
        self.pump()

    def pump(self) -> None:
        while any(link.busy for link in self.links):
            for link in self.links:
                link.pump()

    def client(self, seat: int) -> Any:
        return self.links[seat].client

    def start(self, decks: tuple[Deck, Deck] = (DECK_A, DECK_B)) -> None:
        self.seat_guest()
        for seat, deck in enumerate(decks):
            self.client(seat).submit_deck(deck)
            self.client(seat).ready()
        self.pump()
