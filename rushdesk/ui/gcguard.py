"""Python's cyclic garbage collector, run on the GUI thread only.

The interpreter collects cycles in whichever thread happens to allocate when a
generation's threshold is crossed. In rushdesk that can be a worker thread: one drawing
card faces, the EDOPro import, or the management threads of the AI's process pool. If
the garbage it finds holds the Python side of a Qt object (a widget or a scene item
that ended up in a reference cycle), the Qt object is destroyed on that thread while
the GUI thread may be painting or delivering events to it. That is undefined behaviour
in Qt, and PySide does not guard against it: it shows up as a rare segfault far from
its cause.

So the GUI process switches automatic collection off and collects from a timer on the
GUI thread instead, four times a second (see `collect_if_due` for what is collected).
Code without a Qt event loop (the engine, the command line, the AI worker processes)
is not affected: `install` is called only where the QApplication is made.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250


class GuiThreadCollector(QObject):
    """Collects garbage cycles on the thread it lives in (the GUI thread), from a timer."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.collections = 0
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_if_due)

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        """Switch automatic collection off; collect from the timer instead."""
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Give collection back to the interpreter (collecting what is due first)."""
        self._timer.stop()
        self.collect_if_due()
        gc.enable()

    def collect_if_due(self) -> int:
        """Collect on this thread what is due; return the generation collected, or -1.

        The youngest generation is collected at every tick where anything was
        allocated: the interpreter would have collected it during a burst of
        allocations that the tick only sees the end of (the count is allocations less
        deallocations). It is cheap: it holds only what was made since the last tick.
        An older generation is collected when its count has passed its threshold, as
        the interpreter does it.
        """
        counts = gc.get_count()
        if counts[0] <= 0:
            return -1
        generation = 0
        for g in (1, 2):
            if self.thresholds[g] <= 0 or counts[g] <= self.thresholds[g]:
                break
            generation = g
        gc.collect(generation)
        self.collections += 1
        return generation


_installed: GuiThreadCollector | None = None


def install(app: QCoreApplication) -> GuiThreadCollector:
    """Collect garbage on `app`'s thread from now on (once per process; started again if
    it was stopped)."""
    global _installed
    if _installed is None:
        _installed = GuiThreadCollector(app)
    if not _installed.active:
        _installed.start()
    return _installed


__all__ = ["INTERVAL_MS", "GuiThreadCollector", "install"]
