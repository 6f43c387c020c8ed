"""Fixtures of the LAN tests: a host and a guest on loopback, on ephemeral ports."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rushdesk.net.guest import Guest
from rushdesk.net.host import Host

from .helpers import POOL, FakeClock, RandomPlayer


class Pair:
    """A host listening on loopback and a factory of guests joining it."""

    def __init__(self, qtbot: Any, **host_args: Any) -> None:
        self.qtbot = qtbot
        self.host_player = RandomPlayer(1)
        self.host = Host(POOL, name="Ann", join_code="123456",
                         listener=self.host_player, **host_args)
        self.host_player.client = self.host.local
        self.host.listen(0)
        self.guests: list[Guest] = []

    def guest(self, *, code: str = "123456", auto: bool = True, seed: int = 2,
              **args: Any) -> tuple[Guest, RandomPlayer]:
        player = RandomPlayer(seed, auto)
        guest = Guest(POOL, name="Bob", listener=player, **args)
        player.client = guest.client
        guest.retry_scale = 0.05
        self.guests.append(guest)
        guest.join("127.0.0.1", self.host.port, code)
        return guest, player

    def seated(self, **args: Any) -> tuple[Guest, RandomPlayer]:
        guest, player = self.guest(**args)
        self.qtbot.waitUntil(lambda: guest.welcomed, timeout=5000)
        return guest, player

    def close(self) -> None:
        for guest in self.guests:
            guest.leave()
        self.host.close()


@pytest.fixture
def pair(qtbot: Any) -> Iterator[Pair]:
    p = Pair(qtbot)
    yield p
    p.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
