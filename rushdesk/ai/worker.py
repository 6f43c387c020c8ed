"""Run an AI decision in a worker process, without Qt, so the board never stalls.

    worker = AIWorker()
    future = worker.submit(duel.record(), seat=1, level="hard", analyse=True)
    ...                                   # the board polls future.done() from a QTimer
    result = future.result()              # DecisionResult
    duel.apply(Action.from_dict(result.action))

A `DecisionTask` is plain data (a `DuelRecord`, a seat, a level name, a seed) and
pickles cheaply; the worker replays the record with the card pool, loaded once per
process, and asks the level for its move (and its analysis, if wanted).
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from rushdesk.engine import CardData, Duel, DuelRecord

PoolLoader = Callable[[], Mapping[int, CardData]]


def default_pool() -> Mapping[int, CardData]:
    """The sample card pool (fixtures, carddb cards): what prebuilt and sample decks use."""
    from rushdesk.ai.sim import sample_pool_and_decks

    return sample_pool_and_decks()[0]


def carddb_pool() -> Mapping[int, CardData]:
    """The playable cards of the card database (what the board's duels use)."""
    from rushdesk.db.cards import CardDB

    cards = CardDB.open()
    try:
        return cards.pool()
    finally:
        cards.close()


@functools.cache
def _cached_pool(loader: PoolLoader) -> Mapping[int, CardData]:
    return loader()


@dataclass(frozen=True)
class DecisionResult:
    """The chosen action (`Action.to_dict()`), the analysis dict or None, and the time
    the decision took in the worker."""

    action: dict[str, Any]
    analysis: dict[str, Any] | None
    seconds: float


@dataclass(frozen=True)
class DecisionTask:
    """One decision to make: replay `record`, then let `level` choose for `seat`.
    `pool_loader` must be a module-level function (it is pickled by name)."""

    record: DuelRecord
    seat: int
    level: str
    seed: int = 0
    analyse: bool = False
    pool_loader: PoolLoader = default_pool

    def __call__(self) -> DecisionResult:
        from rushdesk.ai.analysis import Searcher
        from rushdesk.ai.levels import make_agent

        start = time.perf_counter()
        duel = Duel.replay(self.record, _cached_pool(self.pool_loader))
        if duel.current_player != self.seat:
            raise ValueError(f"seat {self.seat} is not deciding now "
                             f"(current player: {duel.current_player})")
        agent = make_agent(self.level, self.seed)
        if self.analyse and hasattr(agent, "analyse"):
            if getattr(agent, "noise", 0) and not isinstance(agent, Searcher):
                # a level that plays a random move now and then (Beginner, Easy,
                # Normal) plays as it would unwatched; a second agent with the same
                # seed reports its judgement
                action = agent.choose(duel)
                report = make_agent(self.level, self.seed).analyse(duel).to_dict()
            else:
                analysis = agent.analyse(duel)
                action, report = analysis.best, analysis.to_dict()
        else:
            action, report = agent.choose(duel), None
        return DecisionResult(action.to_dict(), report, time.perf_counter() - start)


def exit_with_parent(parent: int, every: float = 0.5) -> None:
    """In a worker process: end it as soon as process `parent` is no longer its parent
    (the program ended, crashed or was killed without shutting the worker down)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(every)
        os._exit(0)

    threading.Thread(target=watch, name="rushdesk-parent-watch", daemon=True).start()


def run_task(task: DecisionTask) -> DecisionResult:
    """Carry out `task` (the function the process pool runs)."""
    return task()


class AIWorker:
    """A single worker process making AI decisions one at a time. If the process dies
    or hangs, `restart` replaces it (`submit` does so by itself after a death)."""

    def __init__(self, max_workers: int = 1) -> None:
        self.max_workers = max_workers
        self.restarts = 0
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        # "fork" starts the worker at once (a spawned one re-imports everything first,
        # which made the board's first AI move take over a second). A forked worker runs
        # only this module's Python code, never Qt. It watches its parent and ends when
        # the parent is gone, so a crashed or killed program leaves no process behind.
        return ProcessPoolExecutor(max_workers=self.max_workers,
                                   mp_context=multiprocessing.get_context("fork"),
                                   initializer=exit_with_parent, initargs=(os.getpid(),))

    def restart(self) -> None:
        """End the worker process (even in the middle of a decision) and start anew."""
        old = self._pool
        processes = list(getattr(old, "_processes", {}).values())  # no public handle
        old.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.kill()
        self._pool = self._new_pool()
        self.restarts += 1

    def submit(self, record: DuelRecord, seat: int, level: str, seed: int = 0,
               analyse: bool = False, pool_loader: PoolLoader = default_pool,
               ) -> Future[DecisionResult]:
        """Start a decision; poll the returned future's `done()` and read `result()`."""
        task = DecisionTask(record, seat, level, seed, analyse, pool_loader)
        try:
            return self._pool.submit(run_task, task)
        except BrokenProcessPool:  # the process died since the last decision
            self.restart()
            return self._pool.submit(run_task, task)

    def shutdown(self, wait: bool = True) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.shutdown()
