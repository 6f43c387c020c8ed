"""Garbage holding Qt objects is collected on the GUI thread, never on a worker thread
that happens to allocate (`rushdesk.ui.gcguard`)."""

from __future__ import annotations

import gc
import threading
from typing import Any

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from rushdesk.ui.gcguard import INTERVAL_MS, install


class _Cycle:
    """A reference cycle holding a Qt object, as a forgotten widget or item would."""

    def __init__(self, finalized_on: list[str]) -> None:
        self.me = self
        self.qobject = QObject()
        self.finalized_on = finalized_on

    def __del__(self) -> None:
        self.finalized_on.append(threading.current_thread().name)


def _drop_a_cycle_then_allocate_on_a_worker() -> list[str]:
    finalized_on: list[str] = []
    _Cycle(finalized_on)  # unreachable at once; only the cycle collector can free it

    def allocate() -> None:
        junk: list[Any] = []
        for k in range(200_000):  # far past the first generation's threshold
            junk.append([k])
            if len(junk) > 1000:
                junk.clear()

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    return finalized_on


def test_without_the_guard_a_worker_thread_collects_gui_garbage(qapp: Any,
                                                                qtbot: QtBot) -> None:
    """What the guard prevents: the interpreter collects on the worker thread."""
    install(qapp).stop()  # automatic collection on, as in a process without the guard
    gc.collect()
    finalized_on = _drop_a_cycle_then_allocate_on_a_worker()
    assert finalized_on == ["worker"]


def test_with_the_guard_the_gui_thread_collects_it(qapp: Any, qtbot: QtBot) -> None:
    collector = install(qapp)  # the one collector of the process, as the program has it
    assert collector.active and not gc.isenabled()
    try:
        gc.collect()
        before = collector.collections
        finalized_on = _drop_a_cycle_then_allocate_on_a_worker()
        assert finalized_on == []  # the worker allocated, but did not collect
        qtbot.waitUntil(lambda: finalized_on != [], timeout=20 * INTERVAL_MS)
        assert finalized_on == [threading.main_thread().name]
        assert collector.collections > before
    finally:
        collector.stop()
    assert gc.isenabled()
