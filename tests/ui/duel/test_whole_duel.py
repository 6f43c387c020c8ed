"""Whole duels against the AI, played through the real board offscreen: every move of
the board's seat is a gesture (drags, double-clicks, context menus, prompt buttons),
the AI thinks in its worker thread, and the duel is played to a win and to a loss.

The seeds were chosen so that these duels hold a Maximum Summon, a Fusion Summon,
Tribute Summons, Set monsters, spells and traps activated, attacks on monsters and
direct attacks, and picks, positions and yes/no prompts (the test asserts each).
"""

from __future__ import annotations

from collections import Counter

import pytest
from pytestqt.qtbot import QtBot

from rushdesk.engine import Duel
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.items import CardItem, MaximumItem
from rushdesk.ui.duel.layout import in_maximum_mode, targets
from rushdesk.ui.duel.session import LocalSession

from .agents import greedy_factory
from .driver import play_out

# A context menu that pops up offscreen says the platform cannot raise it or grab the
# keyboard: harmless without a display.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def open_board(qtbot: QtBot, session: LocalSession, pool, faces) -> DuelBoard:  # type: ignore[no-untyped-def]
    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    return board


def check_scene_matches(board: DuelBoard, seen: Counter[str]) -> None:
    """The scene shows exactly the observation: one item per card (one per Maximum)."""
    obs = board.session.observation()
    wanted = {t.key: t for t in targets(obs.data, board.cards)}
    items = {item.key: item for item in board.scene.items() if isinstance(item, CardItem)}
    assert set(items) == set(wanted)
    if board.prompt.isVisible():  # a prompt is never shown for one answer
        assert len([k for k in board.prompt.buttons if k != "back"]) >= 2
    for q, view in enumerate(obs.data["players"]):
        if in_maximum_mode(view, board.cards):
            seen["maximum"] += 1
            on_field = [i for i in items.values() if i.player == q and i.zone == "mz"]
            assert len(on_field) == 1 and isinstance(on_field[0], MaximumItem)


def play_duel(qtbot: QtBot, pool_decks, faces, mine: str, theirs: str, seed: int,  # type: ignore[no-untyped-def]
              first: int) -> tuple[LocalSession, DuelBoard, Counter[str], Counter[str]]:
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks[mine], decks[theirs]), seed=seed, first=first)
    session = LocalSession(duel, seed=seed, agent_factory=greedy_factory,
                           names=("Yuga", "Rival"))
    board = open_board(qtbot, session, pool, faces)
    seen: Counter[str] = Counter()
    session.updated.connect(lambda *_: check_scene_matches(board, seen))
    board.prompt.action_chosen.connect(lambda _: check_scene_matches(board, seen))
    session.start()
    gestures = Counter(g.rsplit("-shift", 1)[0] for g in play_out(qtbot, board, seed))
    session.close()
    return session, board, gestures, seen


def test_a_whole_duel_won_with_maximum_fusion_and_traps(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    session, board, gestures, seen = play_duel(qtbot, pool_decks, faces, "machines",
                                               "walls", 22, 0)
    assert session.result()["winner"] == 0
    for gesture in ("drag-summon", "drag-set", "drag-activate", "drag-attack",
                    "button-battle", "double-click-activate", "prompt-window-activate",
                    "prompt-position-choose"):
        assert gestures[gesture], f"{gesture} never happened: {dict(gestures)}"
    assert gestures["drag-maximum"] + gestures["menu-maximum"] == 1
    reasons = Counter((ev.kind, ev.reason) for ev in _events_of(session))
    assert reasons[("summon", "tribute")] and reasons[("spsummon", "fusion")]
    assert seen["maximum"]  # the Maximum monster was on the board as one item
    assert board.end_bar.isVisible()
    assert board.scene._banner is not None and board.scene._banner.title == "VICTORY"
    assert "Yuga wins the duel" in board.log.lines()[-1]


def test_a_whole_duel_lost_answering_yes_no(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    session, board, gestures, _ = play_duel(qtbot, pool_decks, faces, "machines",
                                            "sevens-road", 75, 1)
    assert session.result()["winner"] == 1
    assert gestures["prompt-yesno-yes"] and gestures["prompt-pick-pick"]
    assert board.scene._banner is not None and board.scene._banner.title == "DEFEAT"
    assert any("Normal Summons" in line and "Position" in line for line in board.log.lines())


def _events_of(session: LocalSession):  # type: ignore[no-untyped-def]
    """Every event of the duel, replayed from its record."""
    duel = Duel.new(session.duel.cards, session.duel.decks, seed=session.duel.seed,
                    first=session.duel.first)
    out = list(duel.last_events)
    for action, who in zip(session.duel.actions, session.deciders, strict=True):
        out += [ev for ev in duel.apply(action) if who == 0 or ev.by == 0 or ev.player == 0]
    return out
