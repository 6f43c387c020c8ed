"""Headless LAN host and guest that play random moves: `python -m rushdesk.net.headless`.

    python -m rushdesk.net.headless host --port 0 --code 123456 --deck beatdown
    python -m rushdesk.net.headless guest --port 47651 --code 123456 --deck walls

The host prints ``PORT <n>`` once listening; both print one JSON line when the duel
ends (the guest's includes its audit) and exit 0. Used by the two-process test, the
soak and the benchmark; the players answer with random option indexes, as a guest with
only its view would.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from rushdesk.engine.deckrules import Deck

from .seat import SeatClient, SeatListener


class RandomSeatPlayer(SeatListener):
    """Answers each decision with a random option index."""

    def __init__(self, seed: int, delay_ms: int = 0) -> None:
        self.rng = random.Random(seed)
        self.delay_ms = delay_ms
        self.on_start: Any = None
        self.client: SeatClient | None = None
        self.result: dict[str, Any] | None = None
        self.audit: Any = None
        self.errors: list[tuple[str, str]] = []
        self.on_end: Any = None

    def on_decision(self, request: dict[str, Any]) -> None:
        if self.client is None:
            return
        choice = self.rng.randrange(len(request["options"]))
        if self.delay_ms:
            QTimer.singleShot(self.delay_ms, lambda: self._answer(request, choice))
        else:
            self.client.answer(choice)

    def _answer(self, request: dict[str, Any], choice: int) -> None:
        pending = self.client.pending if self.client is not None else None
        if pending is not None and pending["id"] == request["id"]:
            self.client.answer(choice)  # type: ignore[union-attr]

    def on_duel_start(self, seat: int, view: dict[str, Any]) -> None:
        if self.on_start is not None:
            self.on_start()

    def on_duel_end(self, result: dict[str, Any], audit: Any) -> None:
        self.result, self.audit = result, audit
        if self.on_end is not None:
            self.on_end()

    def on_error(self, code: str, message: str) -> None:
        self.errors.append((code, message))


def fixture_setup(deck: str) -> tuple[Any, Deck]:
    from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS

    return FIXTURE_POOL, Deck(main=tuple(SAMPLE_DECKS[deck]))


def run_host(args: argparse.Namespace) -> int:
    from .host import Host

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    pool, deck = fixture_setup(args.deck)
    store = None
    if args.store:
        from sqlite_utils import Database

        from rushdesk.db.lanlog import LanLog

        store = LanLog(Database(args.store))
    player = RandomSeatPlayer(args.seed, args.delay)
    host = Host(pool, name="HeadlessHost", join_code=args.code, store=store,
                listener=player)
    player.on_start = lambda: print(f"DUEL {host.room.duel_id}", flush=True)
    player.client = host.local
    if args.resume:
        host.resume(args.resume)
    port = host.listen(args.port)
    print(f"PORT {port}", flush=True)

    def finish() -> None:
        assert player.result is not None
        print(json.dumps({"role": "host", "winner": player.result["winner"],
                          "reason": player.result["reason"],
                          "final_hash": player.result["final_hash"]}), flush=True)
        QTimer.singleShot(300, app.quit)

    player.on_end = finish
    if not args.resume:
        host.local.submit_deck(deck)
        host.local.ready()
    QTimer.singleShot(int(args.timeout * 1000), lambda: app.exit(3))
    code = app.exec()
    host.close()
    return int(code)


def run_guest(args: argparse.Namespace) -> int:
    from .guest import Guest

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    pool, deck = fixture_setup(args.deck)
    player = RandomSeatPlayer(args.seed, args.delay)
    guest = Guest(pool, name="HeadlessGuest", listener=player)
    player.client = guest.client
    failures: list[tuple[str, str]] = []

    def failed(code: str, message: str) -> None:
        failures.append((code, message))
        app.exit(2)

    def joined() -> None:
        guest.client.submit_deck(deck)
        guest.client.ready()

    guest.failed.connect(failed)
    guest.joined.connect(joined)

    played = [0]

    def finish() -> None:
        audit, result = player.audit, player.result
        assert result is not None
        print(json.dumps({"role": "guest", "winner": result["winner"],
                          "final_hash": result["final_hash"],
                          "audit_ok": audit.ok, "audit": audit.summary()}), flush=True)
        played[0] += 1
        if played[0] < args.duels:
            guest.client.ready()  # the same deck again: the host starts the next duel
            return
        guest.leave()
        QTimer.singleShot(200, app.quit)

    player.on_end = finish
    guest.join(args.address, args.port, args.code)
    QTimer.singleShot(int(args.timeout * 1000), lambda: app.exit(3))
    code = app.exec()
    if failures:
        print(json.dumps({"role": "guest", "error": failures[0]}), flush=True)
    return int(code)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rushdesk.net.headless")
    parser.add_argument("role", choices=("host", "guest"))
    parser.add_argument("--address", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--code", default="")
    parser.add_argument("--deck", default="beatdown")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--store", default="", help="host: SQLite file for the duel log")
    parser.add_argument("--resume", default="", help="host: resume this stored duel id")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--duels", type=int, default=1, help="guest: duels to play")
    parser.add_argument("--delay", type=int, default=0, help="ms to think before answering")
    args = parser.parse_args(argv)
    return run_host(args) if args.role == "host" else run_guest(args)


if __name__ == "__main__":
    sys.exit(main())
