"""`rushdesk --selftest`: prove an installation works, from a checkout or the bundle.

It runs offscreen in a throw-away user profile (never the player's own decks), opens
every main screen, builds and saves a deck, plays a short AI-vs-AI duel on the real
board, and exits 0; any failure prints the step, the reason and a traceback and exits
1. Each step prints one line with its time, so a slow or broken bundle shows where.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class SelfTest:
    """The objects the steps share, created as the steps go."""

    out: Any = sys.stdout
    app: Any = None
    user: Any = None
    context: Any = None
    window: Any = None
    notes: list[str] = field(default_factory=list)

    # -- steps ----------------------------------------------------------------------
    def qt_application(self) -> None:
        from rushdesk.ui.app import make_application

        self.app = make_application([])
        family = self.app.font().family()
        if "IPA" not in family:
            raise RuntimeError(f"the shipped Japanese font was not loaded (font: {family})")
        self.notes.append(f"font {family}")

    def user_database(self) -> None:
        from rushdesk.db.userdb import UserDB
        from rushdesk.ui.context import AppContext

        self.user = UserDB.open()
        decks = self.user.list_decks()
        if len(decks) < 4:
            raise RuntimeError(f"expected the prebuilt decks, found {len(decks)} decks")
        self.context = AppContext(self.user)

    def card_database(self) -> None:
        cards = self.context.cards
        spec = cards.get(160301001)
        if spec is None or not spec.scripted:
            raise RuntimeError("the card database lacks Sevens Road Magician")
        pixmap = self.context.faces.pixmap(spec.card, 200)
        if pixmap.isNull() or pixmap.width() != 200:
            raise RuntimeError("a card face could not be drawn")
        self.notes.append(f"{len(cards)} cards")

    def every_screen(self) -> None:
        from rushdesk.ui.app import PAGES, MainWindow
        from rushdesk.ui.settings import SettingsDialog

        self.window = MainWindow(decks=[d.name for d in self.user.list_decks()],
                                 context=self.context)
        self.window.show()
        for key in PAGES:
            page = self.window.open_page(key)
            self.app.processEvents()
            if page is None or self.window.stack.currentWidget() is not page:
                raise RuntimeError(f"the {key} screen did not open")
        dialog = SettingsDialog(self.context.settings, self.window)
        dialog.show()
        self.app.processEvents()
        dialog.reject()
        self.window.open_page("home")

    def build_a_deck(self) -> None:
        """Build a legal deck card by card in the deck editor, save it, read it back."""
        from rushdesk.ui.editor.page import DeckEditorPage

        page = self.window.open_page("editor")
        if not isinstance(page, DeckEditorPage):
            raise RuntimeError("the deck editor did not open")
        if not page.new_deck():
            raise RuntimeError("the deck editor refused a new deck")
        source = self.user.list_decks()[0].deck
        for code in (*source.main, *source.extra):
            if not page.document.add(code):
                raise RuntimeError(f"the editor refused card {code}")
        self.app.processEvents()
        problems = page.problem_messages()
        if problems:
            raise RuntimeError(f"the built deck is not legal: {problems[0]}")
        if not page.save_named("Self-test deck"):
            raise RuntimeError("the deck editor could not save the deck")
        saved = {d.name: d for d in self.user.list_decks()}.get("Self-test deck")
        if saved is None or sorted(saved.deck.main) != sorted(source.main):
            raise RuntimeError("the saved deck did not read back the same")
        self.window.open_page("home")

    def ai_duel_on_the_board(self) -> None:
        """Two AI agents duel through the real board: the board's seat answers each of
        its decisions with `board.choose`, as a player's gestures do."""
        from PySide6.QtCore import QDeadlineTimer

        from rushdesk.engine import Duel
        from rushdesk.engine.deckrules import Deck
        from rushdesk.ui.duel.board import DuelBoard
        from rushdesk.ui.duel.session import LocalSession, default_agent_factory

        pool = self.context.cards.pool()
        decks = [Deck(main=d.deck.main, extra=d.deck.extra)
                 for d in self.user.list_decks()[:2]]
        factory = default_agent_factory()
        session = LocalSession(Duel.new(pool, decks, seed=11, first=0), seed=11,
                               names=("Self-test", "AI"), level="beginner",
                               agent_factory=factory)
        board = DuelBoard(session, pool, self.context.faces, speed=0.0)
        board.resize(1280, 800)
        board.show()
        me = factory("beginner", 12)
        deadline = QDeadlineTimer(120_000)
        session.start()
        decisions = 0
        while session.result() is None:
            if deadline.hasExpired():
                raise RuntimeError(f"the duel did not end within 120 s ({decisions} "
                                   "decisions by the board's seat)")
            self.app.processEvents()
            if board.decision is not None:
                action = me.choose(session.duel.clone())
                if not board.choose(action):
                    raise RuntimeError(f"the board refused a legal action {action}")
                decisions += 1
        board.shutdown()
        board.close()
        result = session.result()
        self.notes.append(f"duel on the board: {decisions} decisions, "
                          f"{result['reason'] if result else '?'}")

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
        if self.context is not None:
            self.context.close()
        if self.user is not None:
            self.user.close(backup_if_changed=False)

    def steps(self) -> list[tuple[str, Callable[[], None]]]:
        return [
            ("Qt application and font", self.qt_application),
            ("user database and prebuilt decks", self.user_database),
            ("card database and a card face", self.card_database),
            ("every main screen", self.every_screen),
            ("build and save a deck", self.build_a_deck),
            ("AI-vs-AI duel", self.ai_duel_on_the_board),
        ]


def run_selftest(out: Any = None) -> int:
    """Run every step; return 0 when all pass, 1 at the first failure."""
    out = out or sys.stdout
    os.environ["QT_QPA_PLATFORM"] = os.environ.get("RUSHDESK_SELFTEST_PLATFORM", "offscreen")
    profile = tempfile.mkdtemp(prefix="rushdesk-selftest-")
    saved_home = os.environ.get("RUSHDESK_HOME")
    os.environ["RUSHDESK_HOME"] = profile
    test = SelfTest(out=out)
    started = time.perf_counter()
    code = 0
    try:
        for name, step in test.steps():
            t0 = time.perf_counter()
            try:
                step()
            except Exception as exc:  # report any failure of any step, then stop
                print(f"FAIL {name}: {exc}", file=out)
                traceback.print_exc(file=out)
                code = 1
                break
            print(f"ok   {name} ({(time.perf_counter() - t0) * 1000:.0f} ms)", file=out)
    finally:
        test.close()
        if saved_home is None:
            os.environ.pop("RUSHDESK_HOME", None)
        else:
            os.environ["RUSHDESK_HOME"] = saved_home
        shutil.rmtree(profile, ignore_errors=True)
    total = time.perf_counter() - started
    detail = f" ({', '.join(test.notes)})" if test.notes else ""
    print(f"self-test {'passed' if code == 0 else 'FAILED'} in {total:.1f} s{detail}", file=out)
    return code


__all__ = ["run_selftest"]
