"""Practice duel audit: the AI's worker process going wrong (killed, exiting, hung,
answering an illegal or malformed move), a slow AI decision met by Ctrl+Z, Surrender,
Leave, Rematch or closing the page, Ctrl+Z everywhere, the saved replay, the analysis
overlay, the five levels and the event loop while the AI thinks.

The standard: nothing the player does, and nothing that goes wrong in the worker,
crashes or hangs the GUI or loses the duel; every AI move is legal.

The worker is the real `AIWorker` process. To make it slow, hang, exit or answer
wrongly, `DecisionTask.__call__` is replaced before the worker forks (it inherits the
replacement) by `_rigged_call`, which reads its orders from a file the test writes:
`{"sleep": s}`, `{"hang": true}`, `{"exit": true}`, `{"action": ..., "analysis": ...}`,
and `"once": true` to obey only one decision.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from rushdesk.ai.worker import AIWorker, DecisionResult, DecisionTask
from rushdesk.db.userdb import UserDB
from rushdesk.engine import Action, Duel, DuelRecord
from rushdesk.ui.context import AppContext
from rushdesk.ui.duel import page as page_module
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.page import DuelPage
from rushdesk.ui.duel.replays import replay_problem
from rushdesk.ui.duel.session import LocalSession

from .driver import play_out, policy

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

REAL_CALL = DecisionTask.__call__
RIG: dict[str, Path | None] = {"path": None}  # set before the worker forks


def _rigged_call(task: DecisionTask) -> DecisionResult:
    """`DecisionTask.__call__` in the worker process, obeying the rig file."""
    path = RIG["path"]
    orders: dict[str, Any] = {}
    if path is not None and path.exists():
        orders = json.loads(path.read_text())
        if orders.get("once"):
            path.unlink()
    if orders.get("exit"):
        os._exit(3)
    if orders.get("hang"):
        time.sleep(3600)
    time.sleep(float(orders.get("sleep", 0)))
    if "action" in orders:
        return DecisionResult(orders["action"], orders.get("analysis"), 0.0)
    return REAL_CALL(task)


class TrackedWorker(AIWorker):
    """The real worker, remembering each question (record, seat), its future and the
    worker processes it ever had."""

    made: list[TrackedWorker] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.asked: list[tuple[DuelRecord, int, Any]] = []
        self.pids: set[int] = set()
        TrackedWorker.made.append(self)

    def submit(self, record: DuelRecord, seat: int, level: str, seed: int = 0,
               analyse: bool = False, **kwargs: Any) -> Any:
        future = super().submit(record, seat, level, seed, analyse, **kwargs)
        self.asked.append((record, seat, future))
        self.pids |= set(self.live_pids())
        return future

    def live_pids(self) -> list[int]:
        return [p.pid for p in (self._pool._processes or {}).values() if p.is_alive()]


class Lab:
    """What a test starts, stopped at its end: sessions, pages, worker processes."""

    def __init__(self, rig: Path) -> None:
        self.rig = rig
        self.sessions: list[LocalSession] = []
        self.pages: list[DuelPage] = []

    def order(self, **orders: Any) -> None:
        self.rig.write_text(json.dumps(orders))

    def worker(self) -> TrackedWorker:
        return TrackedWorker()

    def teardown(self) -> None:
        for session in self.sessions:
            session.close()
        for page in self.pages:
            page.shutdown()
        self.sessions, self.pages = [], []
        for worker in TrackedWorker.made:
            for pid in worker.pids:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            worker.shutdown(wait=False)
        TrackedWorker.made.clear()


@pytest.fixture
def lab(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Lab]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(DecisionTask, "__call__", _rigged_call)
    monkeypatch.setitem(RIG, "path", tmp_path / "rig.json")
    monkeypatch.setattr(page_module, "AIWorker", TrackedWorker)
    made = Lab(tmp_path / "rig.json")
    yield made
    made.teardown()


@pytest.fixture
def ctx(qapp, lab: Lab, tmp_path: Path,  # type: ignore[no-untyped-def]
        face_folder: Path) -> Iterator[AppContext]:
    user = UserDB.open(tmp_path / "user.db")
    context = AppContext(user, face_folder=face_folder)
    context.settings.set("animation_speed", 0.0)
    context.settings.set("player_name", "Yuga")
    yield context
    lab.teardown()  # the pages save on shutdown: before the database closes
    context.close()
    user.close(backup_if_changed=False)


# -- helpers ---------------------------------------------------------------------------
def board_duel(qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any, seed: int, first: int,
               level: str = "normal") -> tuple[LocalSession, DuelBoard, TrackedWorker]:
    """A started practice duel on a board: my Beatdown against the AI's Walls."""
    pool, decks = pool_decks
    worker = lab.worker()
    duel = Duel.new(pool, (decks["beatdown"], decks["walls"]), seed=seed, first=first)
    session = LocalSession(duel, seed=seed, level=level, worker=worker,
                           names=("Yuga", "Rival"))
    lab.sessions.append(session)
    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    session.start()
    return session, board, worker


def open_page(qtbot: QtBot, lab: Lab, ctx: AppContext) -> DuelPage:
    page = DuelPage(ctx)
    lab.pages.append(page)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    return page


def play_until(qtbot: QtBot, board: DuelBoard, stop: Callable[[], bool], seed: int = 0,
               timeout: int = 30_000) -> None:
    """Play the board's seat with the driver's policy until `stop()` or the end."""
    rng = random.Random(seed)
    deadline = time.monotonic() + timeout / 1000
    while not stop() and board.session.result() is None:
        left = int((deadline - time.monotonic()) * 1000)
        assert left > 0, "the duel stopped moving"
        qtbot.waitUntil(lambda: stop() or board.decision is not None
                        or board.session.result() is not None, timeout=left)
        if stop() or board.session.result() is not None:
            return
        decision = board.decision
        assert decision is not None
        assert board.choose(policy(decision.actions, decision.kind, rng))


def ai_moves(session: LocalSession) -> int:
    return session.deciders.count(1 - session.seat)


def ctrl_z(qtbot: QtBot, board: DuelBoard) -> None:
    qtbot.keyClick(board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def before_my_last(session: LocalSession) -> Duel:
    """The duel as it stood at my last decision: what Ctrl+Z must bring back."""
    cut = len(session.deciders) - 1 - session.deciders[::-1].index(session.seat)
    record = session.duel.record()
    return Duel.replay(DuelRecord(record.seed, record.first, record.decks, record.options,
                                  record.actions[:cut]), session.duel.cards)


def answers_are_legal(worker: TrackedWorker, pool: Any) -> list[Action]:
    """Every answer the worker gave, each checked against the position it was asked."""
    out = []
    for record, seat, future in worker.asked:
        if not future.done() or future.cancelled():
            continue
        action = Action.from_dict(future.result().action)
        position = Duel.replay(record, pool)
        assert position.current_player == seat
        assert action in position.legal_actions(), f"illegal AI move {action}"
        out.append(action)
    return out


# -- the worker going wrong ------------------------------------------------------------
def test_a_worker_killed_mid_decision_the_duel_goes_on_with_legal_moves(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    """Killed while it thinks (kill -9, as the OOM killer would): the session must notice,
    restart the worker or fall back, and the duel must go on with legal AI moves."""
    lab.order(sleep=2.0, once=True)
    session, board, worker = board_duel(qtbot, lab, pool_decks, faces, seed=3, first=1)
    qtbot.waitUntil(lambda: session.thinking and bool(worker.live_pids()), timeout=10_000)
    qtbot.wait(300)  # the worker is inside the decision now
    for pid in worker.live_pids():
        os.kill(pid, signal.SIGKILL)
    play_until(qtbot, board, lambda: ai_moves(session) >= 4, seed=3, timeout=15_000)
    assert ai_moves(session) >= 4 or session.result() is not None
    replayed = Duel.replay(session.record(), pool_decks[0])
    assert replayed.state_hash() == session.duel.state_hash()


def test_a_worker_that_exits_mid_decision_is_told_to_the_player(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    """The worker process ends itself during a decision: the player is told in words
    (the log or the thinking line), not left to guess why the AI played as it did."""
    lab.order(exit=True, once=True)
    session, board, _ = board_duel(qtbot, lab, pool_decks, faces, seed=4, first=1)
    qtbot.waitUntil(lambda: ai_moves(session) >= 1, timeout=20_000)
    shown = [*board.log.lines(), board.thinking.text()]
    told = [line for line in shown if re.search(r"\bAI\b|worker", line)
            and re.search(r"stop|crash|restart|fail|error|problem|ended|quit", line, re.I)]
    assert told, f"nothing tells the player the AI's process ended: {shown[-6:]}"


def test_a_hung_worker_does_not_stall_the_duel(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    """A decision that never returns (a search caught in a loop): well past the slowest
    level's budget (Expert, 2 s), the AI must still move, legally, and stop thinking."""
    lab.order(hang=True, once=True)
    session, board, _ = board_duel(qtbot, lab, pool_decks, faces, seed=5, first=1)
    qtbot.waitUntil(lambda: session.thinking, timeout=10_000)
    started = time.monotonic()
    qtbot.waitUntil(lambda: ai_moves(session) >= 1, timeout=12_000)
    assert time.monotonic() - started < 12
    assert Duel.replay(session.record(), pool_decks[0]).state_hash() == \
        session.duel.state_hash()


@pytest.mark.parametrize("answer", [
    {"action": {"kind": "attack", "card": 9999, "target": -2}},  # legal nowhere here
    {"action": {"kind": "summon", "card": "seven"}},  # malformed field
    {"action": ["summon", 3]},  # not an action object at all
    {"action": {"kind": "end"}, "analysis": {"win_probability": "high",
                                             "candidates": [{"score": None}]}},
], ids=["illegal", "malformed-field", "not-an-object", "malformed-analysis"])
def test_a_wrong_answer_from_the_worker_is_refused_and_the_duel_goes_on(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any, answer: dict[str, Any]) -> None:
    lab.order(once=True, **answer)
    session, board, _ = board_duel(qtbot, lab, pool_decks, faces, seed=6, first=1)
    board.show_analysis(True)  # the overlay reads the analysis that comes with a move
    qtbot.waitUntil(lambda: ai_moves(session) >= 1, timeout=20_000)
    first = session.duel.actions[session.deciders.index(1)]
    assert first.to_dict() != answer["action"] or first.kind == "end"
    play_until(qtbot, board, lambda: ai_moves(session) >= 4, seed=6)
    assert Duel.replay(session.record(), pool_decks[0]).state_hash() == \
        session.duel.state_hash()
    assert "The AI thinks it wins" in board.analysis.text()  # later moves' analyses


# -- a slow decision met by the player ---------------------------------------------------
def test_ctrl_z_while_the_ai_thinks_lands_no_stale_answer(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    session, board, worker = board_duel(qtbot, lab, pool_decks, faces, seed=7, first=0)
    lab.order(sleep=1.5)
    play_until(qtbot, board, lambda: session.thinking, seed=7)
    wanted = before_my_last(session)
    my_move = session.duel.actions[len(session.deciders) - 1 - session.deciders[::-1].index(0)]
    ctrl_z(qtbot, board)
    assert not session.thinking and board.thinking.text() == ""
    assert session.duel.state_hash() == wanted.state_hash()
    assert board.decision is not None and set(board.decision.actions) == set(
        wanted.legal_actions())
    count = len(session.duel.actions)
    qtbot.wait(2500)  # the abandoned decision ends in the worker meanwhile
    assert len(session.duel.actions) == count and not session.thinking
    lab.order()
    assert board.choose(my_move)
    qtbot.waitUntil(lambda: board.decision is not None or session.result() is not None,
                    timeout=20_000)
    answered = answers_are_legal(worker, pool_decks[0])
    applied = [a for a, by in zip(session.duel.actions, session.deciders, strict=True)
               if by == 1]
    assert applied and set(applied) <= set(answered)


def test_surrender_during_a_slow_decision_then_rematch_gets_no_old_answer(
        qtbot: QtBot, lab: Lab, ctx: AppContext) -> None:
    page = open_page(qtbot, lab, ctx)
    lab.order(sleep=2.0, once=True)
    board = page.start("Sevens Road Magic", "Prebuilt: Dragon Strike", "hard", first=1,
                       seed=11)
    assert board is not None
    old = page.session
    assert old is not None
    qtbot.waitUntil(lambda: old.thinking, timeout=10_000)
    moves = len(old.duel.actions)
    qtbot.mouseClick(board.surrender_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(board.finished, timeout=5000):
        qtbot.mouseClick(board.surrender_button, Qt.MouseButton.LeftButton)
    assert not old.thinking and old.result() == {"winner": 1, "reason": "Yuga surrendered"}
    [saved] = ctx.user.list_replays()
    assert saved.winner == 1 and saved.seat == 0
    qtbot.mouseClick(board.rematch_button, Qt.MouseButton.LeftButton)
    new = page.session
    assert new is not None and new is not old and page.board is not board
    assert (new.level, new.names) == ("hard", old.names)
    assert new.duel.record().decks == old.duel.record().decks
    qtbot.wait(3000)  # the old decision ends in the worker meanwhile
    assert len(old.duel.actions) == moves
    worker = page._worker
    assert isinstance(worker, TrackedWorker)
    assert page.board is not None
    play_until(qtbot, page.board, lambda: ai_moves(new) >= 3, seed=11)
    answered = answers_are_legal(worker, ctx.cards.pool())
    applied = [a for a, by in zip(new.duel.actions, new.deciders, strict=True) if by == 1]
    assert applied == answered[1:1 + len(applied)]  # the first answer was the old duel's


def test_leave_after_surrender_mid_decision_then_close_the_window_mid_decision(
        qtbot: QtBot, lab: Lab, ctx: AppContext) -> None:
    """Leave (offered once the duel is over) while the abandoned decision still runs,
    then a new duel, then the window closed while its AI thinks: no wait, no leftover."""
    from rushdesk.ui.app import MainWindow

    window = MainWindow(context=ctx)
    qtbot.addWidget(window)
    page = window.open_page("duel")
    assert isinstance(page, DuelPage)
    lab.pages.append(page)
    board = page.start("Sevens Road Magic", "Prebuilt: Dragon Strike", "normal", first=0,
                       seed=12)
    assert board is not None and page.session is not None
    session = page.session
    lab.order(sleep=2.0)
    play_until(qtbot, board, lambda: session.thinking, seed=12)
    moves = len(session.duel.actions)
    session.surrender()
    assert board.leave_button.isVisibleTo(board)
    qtbot.mouseClick(board.leave_button, Qt.MouseButton.LeftButton)
    assert page.board is None and page.stack.currentWidget() is page.setup
    [saved] = ctx.user.list_replays()
    assert saved.winner == 1 and "surrendered" in saved.reason
    assert DuelRecord.from_dict(ctx.user.get_replay(saved.id).record) == session.record()
    page.setup.first.setCurrentIndex(2)  # the AI goes first
    qtbot.mouseClick(page.setup.start_button, Qt.MouseButton.LeftButton)
    second = page.session
    assert second is not None and second is not session and second.thinking
    qtbot.wait(2500)  # the abandoned decision ends meanwhile: it lands nowhere
    assert len(session.duel.actions) == moves
    worker = page._worker
    assert isinstance(worker, TrackedWorker)
    qtbot.waitUntil(lambda: second.thinking and len(worker.asked) >= 3, timeout=20_000)
    pids = worker.live_pids()
    assert pids
    started = time.monotonic()
    window.close()  # mid-decision
    assert time.monotonic() - started < 1.0
    assert not second.thinking and len(ctx.user.list_replays()) == 2
    deadline = time.monotonic() + 15
    while any(_alive(p) for p in pids):
        assert time.monotonic() < deadline, "the worker outlived the closed window"
        time.sleep(0.1)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


# -- Ctrl+Z ----------------------------------------------------------------------------
def test_ctrl_z_at_the_very_start_does_nothing(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    for first in (0, 1):
        session, board, _ = board_duel(qtbot, lab, pool_decks, faces, seed=8, first=first)
        resets: list[Any] = []
        session.reset.connect(resets.append)
        qtbot.waitUntil(lambda s=session, b=board: b.decision is not None and not s.thinking,
                        timeout=20_000)
        before = (session.duel.state_hash(), list(session.deciders))
        assert not board.undo_button.isEnabled()
        ctrl_z(qtbot, board)
        assert (session.duel.state_hash(), list(session.deciders)) == before
        assert resets == [] and board.decision is not None
        assert session.deciders.count(0) == 0 and session.deciders.count(1) == (
            len(session.duel.actions))


def test_ctrl_z_after_the_ais_turn_and_all_the_way_back_to_the_start(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    session, board, worker = board_duel(qtbot, lab, pool_decks, faces, seed=9, first=0)
    play_until(qtbot, board, lambda: session.duel.turn >= 3 and board.decision is not None
               and not session.thinking, seed=9)
    assert ai_moves(session) >= 2
    wanted = before_my_last(session)
    ctrl_z(qtbot, board)
    assert session.duel.state_hash() == wanted.state_hash()
    assert board.observation == session.observation() and not session.thinking
    mine = session.deciders.count(0)
    presses = 1
    while board.undo_button.isEnabled():
        ctrl_z(qtbot, board)
        presses += 1
        assert presses <= mine + 1
    assert presses == mine + 1 and session.deciders == []
    pool, decks = pool_decks
    fresh = Duel.new(pool, (decks["beatdown"], decks["walls"]), seed=9, first=0)
    assert session.duel.state_hash() == fresh.state_hash()
    assert board.decision is not None and set(board.decision.actions) == set(
        fresh.legal_actions())
    ctrl_z(qtbot, board)  # nothing left to take back
    assert session.duel.state_hash() == fresh.state_hash()
    play_until(qtbot, board, lambda: ai_moves(session) >= 2, seed=10)
    answers_are_legal(worker, pool)


def test_ctrl_z_after_the_end_keeps_the_saved_replay_true_to_the_duel(
        qtbot: QtBot, lab: Lab, ctx: AppContext) -> None:
    """After the end, Ctrl+Z either does nothing or takes back; if it takes back and the
    duel is played to an end again, the duel as it finally ended is saved."""
    page = open_page(qtbot, lab, ctx)
    board = page.start("Magnum Overlord Maximum", "Prebuilt: Sevens Road Magic", "easy",
                       first=0, seed=5)
    assert board is not None and page.session is not None
    session = page.session
    play_out(qtbot, board, seed=5)
    assert len(ctx.user.list_replays()) == 1
    ended = session.duel.state_hash()
    taken_back = session.duel.actions[len(session.deciders) - 1
                                      - session.deciders[::-1].index(0)]
    ctrl_z(qtbot, board)
    if session.duel.state_hash() == ended:  # refused: still over, still offered
        assert board.end_bar.isVisible() and session.result() is not None
        return
    assert board.decision is not None
    other = [a for a in board.decision.actions if a != taken_back]
    assert board.choose(other[0])  # this time the player plays another move
    play_out(qtbot, board, seed=6)
    result = session.result()
    assert result is not None
    final = session.record().to_dict()
    saved = [ctx.user.get_replay(e.id) for e in ctx.user.list_replays()]
    assert any(s.record == final and s.winner == result["winner"] for s in saved), \
        "the duel as it finally ended was not saved"


def test_the_saved_replay_of_a_duel_with_take_backs_replays_to_its_result(
        qtbot: QtBot, lab: Lab, ctx: AppContext) -> None:
    page = open_page(qtbot, lab, ctx)
    board = page.start("Sevens Road Magic", "Prebuilt: Dragon Strike", "beginner", first=1,
                       seed=14)
    assert board is not None and page.session is not None
    session = page.session
    for stop_turn in (2, 4):
        play_until(qtbot, board, lambda t=stop_turn: session.duel.turn >= t
                   and board.decision is not None and not session.thinking, seed=stop_turn)
        if session.result() is None:
            ctrl_z(qtbot, board)
            ctrl_z(qtbot, board)
    play_out(qtbot, board, seed=14)
    result = session.result()
    assert result is not None and result["winner"] is not None
    [entry] = ctx.user.list_replays()
    record = DuelRecord.from_dict(ctx.user.get_replay(entry.id).record)
    again = Duel.replay(record, ctx.cards.pool())
    assert again.state_hash() == session.duel.state_hash()
    assert again.result is not None and again.result.winner == result["winner"] == entry.winner
    assert entry.reason == result["reason"] and entry.turns == session.duel.turn
    assert replay_problem(ctx.user.get_replay(entry.id).record, entry.winner,
                          ctx.cards.pool(scripted_only=False)) == ""


# -- the analysis overlay --------------------------------------------------------------
def test_the_overlay_switched_on_while_the_ai_thinks_and_after_the_end(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    lab.order(sleep=1.0, once=True)
    session, board, _ = board_duel(qtbot, lab, pool_decks, faces, seed=15, first=1)
    seen: list[dict[str, Any]] = []
    session.analysis_changed.connect(seen.append)
    qtbot.waitUntil(lambda: session.thinking, timeout=10_000)
    qtbot.keyClick(board.view, Qt.Key.Key_A)
    assert session.analyse and board.analysis.isVisible() and board.analysis_button.isChecked()
    play_until(qtbot, board, lambda: len(seen) >= 2, seed=15)
    assert "The AI thinks it wins" in board.analysis.text()
    assert all(0.0 <= data["win_probability"] <= 1.0 for data in seen)
    session.surrender()
    assert board.end_bar.isVisible()
    text = board.analysis.text()
    qtbot.keyClick(board.view, Qt.Key.Key_A)
    assert not session.analyse and not board.analysis.isVisible()
    qtbot.keyClick(board.view, Qt.Key.Key_A)
    assert board.analysis.isVisible() and board.analysis.text() == text
    qtbot.wait(300)
    assert not session.thinking and session.result() == {
        "winner": 1, "reason": "Yuga surrendered"}


def test_the_overlay_does_not_change_the_ais_moves(lab: Lab, pool_decks: Any) -> None:
    """Asking for the analysis must show what the level thinks, not make it another
    player: for each position and seed the level answers the same with the overlay on
    (Beginner, Easy and Normal play a random move now and then)."""
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["machines"], decks["walls"]), seed=2, first=1)
    positions = []
    while not duel.is_over and len(positions) < 30:
        positions.append(duel.record())
        duel.apply(duel.legal_actions()[len(duel.actions) % len(duel.legal_actions())])
    worker = lab.worker()
    differ = {}
    for level in ("beginner", "easy", "normal"):
        pairs = [(worker.submit(r, Duel.replay(r, pool).current_player, level, seed=k),
                  worker.submit(r, Duel.replay(r, pool).current_player, level, seed=k,
                                analyse=True)) for k, r in enumerate(positions)]
        differ[level] = sum(off.result(timeout=60).action != on.result(timeout=60).action
                            for off, on in pairs)
    assert differ == {"beginner": 0, "easy": 0, "normal": 0}


# -- the levels and the event loop -----------------------------------------------------
@pytest.mark.parametrize("level", ["beginner", "easy", "normal", "hard", "expert"])
def test_each_level_finishes_a_duel_headless_with_only_legal_moves(
        qtbot: QtBot, lab: Lab, pool_decks: Any, level: str) -> None:
    pool, decks = pool_decks
    worker = lab.worker()
    duel = Duel.new(pool, (decks["dragons"], decks["machines"]), seed=30, first=1)
    session = LocalSession(duel, seed=30, level=level, worker=worker)
    lab.sessions.append(session)
    session.start()
    rng = random.Random(30)
    deadline = time.monotonic() + 60
    while session.result() is None:
        assert time.monotonic() < deadline, f"{level}: the duel did not end"
        qtbot.waitUntil(lambda: session.decision() is not None
                        or session.result() is not None, timeout=30_000)
        decision = session.decision()
        if decision is not None:
            session.choose(policy(decision.actions, decision.kind, rng))
    answered = answers_are_legal(worker, pool)
    applied = [a for a, by in zip(session.duel.actions, session.deciders, strict=True)
               if by == 1]
    assert applied == answered and len(applied) >= 5  # no fallback ever stood in
    again = Duel.replay(session.record(), pool)
    assert again.result is not None and again.result.winner == session.result()["winner"]


def test_the_event_loop_turns_while_the_ai_thinks_and_expert_keeps_its_budget(
        qtbot: QtBot, lab: Lab, pool_decks: Any, faces: Any) -> None:
    """A 10 ms QTimer keeps firing during a 1.5 s decision (no gap over 250 ms), and
    Expert's real decisions stay within its 2 s budget (plus 1 s for the replay)."""
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    lab.order(sleep=1.5, once=True)
    session, board, worker = board_duel(qtbot, lab, pool_decks, faces, seed=16, first=1,
                                        level="expert")
    spans: list[tuple[float, float]] = []
    session.thinking_changed.connect(
        lambda on: spans.append((time.monotonic(), 0.0)) if on
        else spans.__setitem__(-1, (spans[-1][0], time.monotonic())))
    timer.start()
    spans.append((time.monotonic(), 0.0))  # the first decision began in start()
    try:
        qtbot.waitUntil(lambda: ai_moves(session) >= 1, timeout=20_000)
        play_until(qtbot, board, lambda: ai_moves(session) >= 8, seed=16, timeout=60_000)
    finally:
        timer.stop()
    start, end = spans[0]
    assert end - start >= 1.4
    inside = [t for t in ticks if start <= t <= end]
    gaps = [b - a for a, b in zip([start, *inside], [*inside, end], strict=True)]
    assert len(inside) >= 30 and max(gaps) < 0.25, (len(inside), max(gaps))
    seconds = [f.result().seconds for _, _, f in worker.asked[1:] if f.done()]
    assert seconds and max(seconds) < 3.0, seconds
    answers_are_legal(worker, pool_decks[0])
