"""The analysis overlay: the AI's top moves and win chance, from its worker process,
naming only cards the player can see."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from rushdesk.ai.worker import AIWorker
from rushdesk.engine import Action, Duel
from rushdesk.engine.state import HAND
from rushdesk.ui.duel.analysis import analysis_html, candidate_text
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.session import LocalSession


def test_the_overlay_shows_the_ais_thoughts_from_its_worker_process(
        qtbot: QtBot, pool_decks: Any, faces: Any) -> None:
    pool, decks = pool_decks
    duel = Duel.new(pool, (decks["dragons"], decks["machines"]), seed=21, first=1)
    worker = AIWorker()
    session = LocalSession(duel, seed=21, level="normal", worker=worker)
    board = DuelBoard(session, pool, faces, speed=0)
    qtbot.addWidget(board)
    board.show()
    assert board.analysis_button.isVisible() and not board.analysis.isVisible()
    qtbot.keyClick(board.view, "a")  # the hotkey switches it on
    assert session.analyse and board.analysis.isVisible()
    seen: list[dict[str, Any]] = []
    session.analysis_changed.connect(seen.append)
    try:
        session.start()
        qtbot.waitUntil(lambda: bool(seen), timeout=60_000)
    finally:
        session.close()
        worker.shutdown()
    text = board.analysis.text()
    assert "The AI thinks it wins" in text and "It considered" in text
    assert 0.0 <= seen[0]["win_probability"] <= 1.0 and seen[0]["candidates"]
    # the AI's hidden hand is never named (unless the same card is also in plain view)
    true = session.duel
    shown = board.observation.data if board.observation else {}
    public = {code for view in shown.get("players", [])
              for c in (*view["monsters"], *view["spells"]) if c for code in [c.get("code")]}
    hidden = {true.data[i].name for i in range(len(true.data))
              if true.zone[i] == HAND and true.owner[i] == 1 and true.data[i].code not in public}
    assert not any(name in text for name in hidden)
    board.show_analysis(False)
    assert not session.analyse and not board.analysis.isVisible()


def test_candidates_read_as_sentences_and_hidden_cards_stay_unnamed() -> None:
    names = {5: "Sevens Road Magician"}

    def name(card: int) -> str:
        return names.get(card, "a face-down card")

    assert candidate_text(Action("summon", 5, 1), name) == \
        "Normal Summon: Sevens Road Magician"
    assert candidate_text(Action("summon", 9, 1), name) == "Normal Summon: a card from its hand"
    assert candidate_text(Action("attack", 5, -1, -2), name).startswith("Sevens Road Magician:")
    data = {"win_probability": 0.625, "candidates": [
        {"action": Action("summon", 9, 1).to_dict(), "score": 0.7, "visits": 12}]}
    text = analysis_html(data, name)
    assert "62%" in text or "63%" in text
    assert "a card from its hand (70%, tried 12×)" in text
