"""Q1 soak: 50 random duels over loopback with random disconnects and reconnects.

Each duel runs a real host and guest on loopback; the guest aborts its socket at
random moments (mid-decision) and reconnects with its rotating token. Afterwards every
invariant must hold: the duel ended, the guest's audit passed, the stored log and the
DUEL_END log both replay to the host's final state hash, the views never needed a
fix-up, and no socket or file descriptor leaked.
"""

from __future__ import annotations

import gc
import os
import random
from typing import Any

from PySide6.QtCore import QTimer
from sqlite_utils import Database

from rushdesk.db.lanlog import LanLog
from rushdesk.engine import Action, Duel
from rushdesk.engine.record import DuelRecord
from rushdesk.net.guest import Guest
from rushdesk.net.headless import RandomSeatPlayer
from rushdesk.net.host import Host
from rushdesk.net.room import Room, derive_seed

from .helpers import DECK_A, DECK_B, POOL

DUELS = int(os.environ.get("RUSHDESK_SOAK_DUELS", "50"))


class DroppingPlayer(RandomSeatPlayer):
    """A random guest whose cable is pulled now and then while it must decide."""

    def __init__(self, seed: int, guest_ref: list[Guest]) -> None:
        super().__init__(seed)
        self.guest_ref = guest_ref
        self.drops = 0

    def on_decision(self, request: dict[str, Any]) -> None:
        if self.drops < 3 and self.rng.random() < 0.02:
            self.drops += 1
            QTimer.singleShot(0, self.guest_ref[0].drop)
            return
        super().on_decision(request)


def _fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def _one_duel(qtbot: Any, seed: int) -> dict[str, Any]:
    store = LanLog(Database(memory=True))
    host_player = RandomSeatPlayer(seed)
    host = Host(POOL, name="Host", join_code="9", store=store, listener=host_player)
    host_player.client = host.local
    host.listen(0)
    guest_ref: list[Guest] = []
    guest_player = DroppingPlayer(seed + 10_000, guest_ref)
    guest = Guest(POOL, name="Guest", listener=guest_player)
    guest.retry_scale = 0.01
    guest_ref.append(guest)
    guest_player.client = guest.client
    failures: list[Any] = []
    guest.failed.connect(lambda code, msg: failures.append((code, msg)))
    guest.joined.connect(lambda: None)
    decks = (DECK_A, DECK_B) if seed % 2 else (DECK_B, DECK_A)
    guest.join("127.0.0.1", host.port, "9")
    qtbot.waitUntil(lambda: guest.welcomed, timeout=5000)
    host.local.submit_deck(decks[0])
    host.local.ready()
    guest.client.submit_deck(decks[1])
    guest.client.ready()
    qtbot.waitUntil(lambda: guest_player.result is not None or bool(failures), timeout=60_000)
    assert not failures, failures
    end = guest_player.result
    room = host.room
    # invariants
    assert guest_player.audit.ok, guest_player.audit.notes
    assert room.result is not None and end["final_hash"] == room.result["final_hash"]
    assert host_player.result["final_hash"] == end["final_hash"]
    record = DuelRecord.from_dict(end["duel_log"])
    assert Duel.replay(record, POOL).state_hash() == end["final_hash"]
    stored = store.get(room.duel_id)
    assert stored is not None and stored.status == "finished"
    seed_, first = derive_seed(bytes.fromhex(stored.host_secret),
                               bytes.fromhex(stored.guest_secret))
    replay = Duel.new(POOL, stored.decks, seed=seed_, first=first)
    for notation in stored.actions:
        replay.apply(Action.parse(notation))
    assert replay.state_hash() == end["final_hash"] == stored.state_hash
    assert guest.client.resyncs == 0 and host.local.resyncs == 0
    assert not host_player.errors and not guest_player.errors
    drops = guest_player.drops
    guest.leave()
    qtbot.waitUntil(lambda: host.guest is None, timeout=3000)
    host.close()
    guest.deleteLater()
    host.deleteLater()
    return {"drops": drops, "actions": len(record.actions)}


def _live_duel_objects() -> list[Any]:
    return [o for o in gc.get_objects() if isinstance(o, (Duel, Room, Host, Guest))]


def _rss_mb(qtbot: Any) -> float:
    """Resident memory after deferred deletes and a full collection, in MB."""
    qtbot.wait(50)  # let deleteLater run
    gc.collect()
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def test_q1_soak_duels_with_random_disconnects(qtbot: Any) -> None:
    rng = random.Random(1)
    fds_before = _fds()
    gc.collect()
    live_before = _live_duel_objects()
    warm = max(1, DUELS // 5)  # the first duels fill caches; memory is flat after them
    stats = [_one_duel(qtbot, rng.randrange(10**6)) for _ in range(warm)]
    rss_warm = _rss_mb(qtbot)
    stats += [_one_duel(qtbot, rng.randrange(10**6)) for _ in range(DUELS - warm)]
    rss_end = _rss_mb(qtbot)
    assert sum(s["drops"] for s in stats) >= DUELS // 5  # the reconnect path was exercised
    assert _fds() <= fds_before + 4
    # Memory flat: 40 more duels may add at most a quarter of a megabyte each (plus
    # 4 MB of allocator slack); keeping each duel's engine, log and views would not fit.
    print(f"RSS after {warm} duels: {rss_warm:.1f} MB; after {DUELS}: {rss_end:.1f} MB")
    assert rss_end - rss_warm < 0.25 * (DUELS - warm) + 4
    # and precisely: no duel, room, host or guest outlives its duel (other tests in the
    # same process may keep theirs: only the growth counts)
    grown = len(_live_duel_objects()) - len(live_before)
    assert grown <= 4, grown
