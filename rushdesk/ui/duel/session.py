"""Seat sessions: what drives a board.

A board shows one seat of one duel. It talks to a *seat session*, never to a `Duel`, so
the same board serves a duel against the AI (the duel runs here), a LAN guest (the duel
runs on the host; another module implements this interface over the network) and a
replay. The interface (`SeatSession`):

    seat: int                        the seat the board shows (0 or 1)
    names: tuple[str, str]           the players' names, by seat
    observation() -> Observation     the seat's current view (`Duel.observe(seat)`)
    decision() -> Decision | None    what the seat must decide now: the request and its
                                     legal actions (None while the other seat decides,
                                     or when the duel is over)
    choose(action | index)           answer the decision (one of its legal actions)
    can_undo() / undo()              take back my last decision (practice duels only)
    surrender()                      give up: the session finishes with a loss
    result() -> dict | None          {"winner": 0|1|None, "reason": str} once it is over
    close()                          stop any background work
    signals:
      updated(events, observation)   a batch happened: `events` as this seat may see
                                     them (`Duel.events_for`), then the new observation
      reset(observation)             the view jumped (undo, seek): redraw, no animation
      thinking_changed(bool)         the opponent is (not) thinking
      finished(result)               the duel ended (a result dict)

Sessions hand out only what `observe(seat)` and `events_for(seat, ...)` give, so a
board cannot read hidden state. `LocalSession` runs the duel in this process against an
AI agent that thinks in a worker process (`rushdesk.ai.worker`), polled by a QTimer, so
the GUI never waits on it; an agent given in-process thinks between two events on the
GUI thread.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from rushdesk.ai.analysis import Analysis
from rushdesk.engine import Action, CardData, Duel, DuelRecord, Observation
from rushdesk.engine.explain import explain_illegal


@dataclass(frozen=True)
class Decision:
    """A decision for the board's seat: the request (kind, prompt, min, max, source)
    and every legal answer."""

    request: dict[str, Any]
    actions: tuple[Action, ...]

    @property
    def kind(self) -> str:
        return str(self.request["kind"])

    @staticmethod
    def of(observation: Observation) -> Decision | None:
        """The decision an observation asks of its viewer, if any."""
        data = observation.data
        if data.get("result") is not None or data.get("current_player") != data["viewer"]:
            return None
        request = data.get("request")
        if not request:
            return None
        return Decision(dict(request), tuple(observation.legal))


class Agent(Protocol):
    def choose(self, duel: Duel) -> Action: ...


AgentFactory = Callable[[str, int], Agent]


class SeatSession(QObject):
    """The interface a board is driven through (see the module docstring)."""

    updated = Signal(object, object)  # list[Event], Observation
    reset = Signal(object)  # Observation
    thinking_changed = Signal(bool)
    finished = Signal(object)  # result dict
    analysis_changed = Signal(object)  # the AI's Analysis.to_dict() for its last move
    notice = Signal(str)  # something the player should be told (the AI's process failed)

    seat: int = 0
    names: tuple[str, str] = ("Player 1", "Player 2")

    def observation(self) -> Observation:
        raise NotImplementedError

    def decision(self) -> Decision | None:
        return Decision.of(self.observation())

    def choose(self, action: Action | int) -> None:
        raise NotImplementedError

    def can_undo(self) -> bool:
        return False

    def why_not(self, action: Action) -> str:
        """Why `action`, not among my legal actions, is refused; "" when this session
        cannot tell (the rules engine runs elsewhere)."""
        return ""

    def undo(self) -> None:
        """Take back my last decision; only where `can_undo()` (never, by default)."""
        raise ValueError("nothing to undo")

    def surrender(self) -> None:
        raise NotImplementedError

    def result(self) -> dict[str, Any] | None:
        result = self.observation().data.get("result")
        return dict(result) if result else None

    def close(self) -> None:
        """Stop background work (nothing by default)."""


# ------------------------------------------------------------------ the AI factory
def default_agent_factory() -> AgentFactory:
    """The practice AI's levels and baselines by name (`rushdesk.ai.levels`)."""
    from rushdesk.ai.levels import make_agent

    factory: AgentFactory = make_agent
    return factory


# ------------------------------------------------------------------ local duel
class LocalSession(SeatSession):
    """A duel in this process: the board's seat against an AI agent (see the module doc).

    `pace_ms` is the least time between two AI answers, so a player can follow them
    (0 in tests). Decisions with one legal answer never reach the board: the engine
    takes them itself, and the session double-checks.
    """

    POLL_MS = 15
    HANG_S = 10.0  # a worker decision still running after this is given up (budgets: 2 s)

    def __init__(self, duel: Duel, *, seat: int = 0, names: Sequence[str] = ("You", "AI"),
                 agent: Agent | None = None, level: str = "normal",
                 agent_factory: AgentFactory | None = None, seed: int = 0,
                 pace_ms: int = 0, practice: bool = True, replayable: bool = True,
                 worker: Any = None, pool_loader: Any = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duel = duel
        self.seat = seat
        self.names = (str(names[0]), str(names[1]))
        self.level, self.seed = level, seed
        # With a worker (`rushdesk.ai.worker.AIWorker`) the AI thinks in another process
        # from the duel's record, so even a long search never holds the GUI's
        # interpreter; otherwise `agent` thinks on the GUI thread, on a clone of the duel,
        # once the board has shown the last move. No Python thread: no thread but the
        # GUI thread may free Qt objects (see `rushdesk.ui.gcguard`; two crashed test
        # runs were suspected of this, not proven).
        self.worker = worker if (worker is not None and replayable and agent is None) \
            else None
        self.pool_loader = pool_loader
        self.analyse = False  # ask the AI for its analysis with each move (the overlay)
        # the in-process agent, only when the worker process does not think instead
        self.agent: Agent | None = agent
        if agent is None and self.worker is None:
            self.agent = (agent_factory or default_agent_factory())(level, seed)
        self.pace_ms = pace_ms
        self.practice = practice
        self.replayable = replayable  # False for a duel built by `scenario`: no record
        self.deciders: list[int] = []  # who chose each action of duel.actions
        self._surrendered: dict[str, Any] | None = None
        self._future: Future[Action] | None = None
        self._generation = 0
        self._last_shown = 0.0
        self._think_started = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.thinking = False

    @classmethod
    def new(cls, cards: Mapping[int, CardData], decks: Sequence[Any], *, seed: int,
            first: int = 0, **kwargs: Any) -> LocalSession:
        return cls(Duel.new(cards, decks, seed=seed, first=first), seed=seed, **kwargs)

    def start(self) -> None:
        """Show the opening position, then let the AI move if it must."""
        self._emit(self.duel.last_events)
        self._next()

    # -- the interface ----------------------------------------------------------------
    def observation(self) -> Observation:
        obs = self.duel.observe(self.seat)
        if self._surrendered is not None:
            data = dict(obs.data)
            data["result"] = self._surrendered
            data["current_player"] = None
            return Observation(data)
        return obs

    def choose(self, action: Action | int) -> None:
        decision = self.decision()
        if decision is None:
            raise ValueError("it is not this seat's decision")
        if isinstance(action, int):
            action = decision.actions[action]
        self._apply(action, self.seat)

    def why_not(self, action: Action) -> str:
        if self.decision() is None:
            return "it is not your decision now"
        return explain_illegal(self.duel, action)

    def can_undo(self) -> bool:
        return (self.practice and self.replayable and self.seat in self.deciders
                and self.result() is None)  # after the end the saved replay is final

    def undo(self) -> None:
        """Take back my last decision: replay the record up to just before it."""
        if not self.can_undo():
            raise ValueError("nothing to undo")
        self._cancel_thinking()
        cut = len(self.deciders) - 1 - self.deciders[::-1].index(self.seat)
        record = self.duel.record()
        record = DuelRecord(record.seed, record.first, record.decks, record.options,
                            record.actions[:cut])
        self.duel = Duel.replay(record, self.duel.cards)
        del self.deciders[cut:]
        self.reset.emit(self.observation())

    def surrender(self) -> None:
        if self.result() is not None:
            return
        self._cancel_thinking()
        self._surrendered = {"winner": 1 - self.seat, "reason": f"{self.names[self.seat]} "
                             "surrendered"}
        self.updated.emit([], self.observation())
        self.finished.emit(dict(self._surrendered))

    def close(self) -> None:
        self._cancel_thinking()

    def record(self) -> DuelRecord:
        return self.duel.record()

    # -- the loop ---------------------------------------------------------------------
    def _apply(self, action: Action, by: int) -> None:
        events = self.duel.apply(action)
        self.deciders.append(by)
        self._emit(events)
        self._next()

    def _emit(self, events: Sequence[Any]) -> None:
        self._last_shown = time.monotonic()
        self.updated.emit(self.duel.events_for(self.seat, events), self.observation())
        if self.duel.is_over:
            result = self.result()
            assert result is not None
            self.finished.emit(result)

    def _next(self) -> None:
        """Hand the move to whoever decides; answer single-answer decisions at once."""
        duel = self.duel
        if duel.is_over or self._surrendered is not None:
            return
        legal = duel.legal_actions()
        if len(legal) == 1:  # the engine takes these itself; never show one anyway
            self._apply(legal[0], duel.current_player or 0)
            return
        if duel.current_player != self.seat:
            self._think()

    def _think(self) -> None:
        self._generation += 1
        self._set_thinking(True)
        if self.worker is not None:
            extra = {"pool_loader": self.pool_loader} if self.pool_loader else {}
            self._future = self.worker.submit(
                self.duel.record(), 1 - self.seat, self.level,
                seed=self.seed + len(self.duel.actions), analyse=self.analyse, **extra)
        else:
            assert self.agent is not None
            self._future = Future()
            QTimer.singleShot(0, lambda g=self._generation: self._think_here(g))
        self._future_generation = self._generation
        self._think_started = time.monotonic()
        self._timer.start()

    def _think_here(self, generation: int) -> None:
        """The in-process agent's move, after the event loop has shown the last one."""
        future = self._future
        if generation != self._generation or future is None or future.done():
            return
        assert self.agent is not None
        try:
            future.set_result(self.agent.choose(self.duel.clone()))
        except Exception as exc:  # reported by _poll like a crashed worker
            future.set_exception(exc)

    def _poll(self) -> None:
        future = self._future
        if future is None:
            return
        if not future.done():
            if self.worker is not None and \
                    time.monotonic() - self._think_started > self.HANG_S:
                self._timer.stop()
                self._future = None
                self._restart_worker("stopped answering")
                self._play_for_ai(None)
            return
        wait = self.pace_ms / 1000 - (time.monotonic() - self._last_shown)
        if wait > 0:
            return
        self._timer.stop()
        self._future = None
        if self._future_generation != self._generation:
            return
        try:
            answer = future.result()
            action = (Action.from_dict(answer.action) if hasattr(answer, "action")
                      else answer)
        except Exception:  # a crashed worker or agent must not stall the duel
            if self.worker is not None:
                self._restart_worker("ended unexpectedly")
            action, answer = None, None
        report = getattr(answer, "analysis", None)
        if report:
            with contextlib.suppress(KeyError, TypeError, ValueError, AttributeError):
                Analysis.from_dict(report)  # a malformed analysis is dropped, as a move is
                self.analysis_changed.emit(report)
        self._play_for_ai(action)

    def _play_for_ai(self, action: Action | None) -> None:
        """Apply the AI's `action`; a missing or wrong one becomes the first legal move."""
        if action not in self.duel.legal_actions():
            action = self.duel.legal_actions()[0]
        self._set_thinking(False)
        self._apply(action, 1 - self.seat)

    def _restart_worker(self, what: str) -> None:
        """The worker process failed: start a new one and tell the player that a legal
        move is played for the AI this time, so that the duel goes on."""
        assert self.worker is not None
        self.worker.restart()
        self.notice.emit(f"The AI's process {what}; it was restarted, and a legal move "
                         "was played for it this time.")

    def _cancel_thinking(self) -> None:
        self._generation += 1
        self._timer.stop()
        if self._future is not None:
            self._future.cancel()
            self._future = None
        self._set_thinking(False)

    def _set_thinking(self, on: bool) -> None:
        if on != self.thinking:
            self.thinking = on
            self.thinking_changed.emit(on)


__all__ = [
    "Agent", "AgentFactory", "Decision", "LocalSession", "SeatSession",
    "default_agent_factory",
]  # fmt: skip
