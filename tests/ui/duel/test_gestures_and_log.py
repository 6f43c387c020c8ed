"""Gestures as legal actions and the log's sentences, without a window; hovering a
card shows it in the zoom panel."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, DEF, DIRECT, Action, Event
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.gestures import describe, drag_targets, menu_groups, resolve_drop
from rushdesk.ui.duel.log import Narrator

from .driver import item_point
from .scenarios import board_for, hand_id

MAIN = [Action.parse(a) for a in (
    "summon 7 z0", "set 7 z0", "summon 7 z1", "set 7 z1", "set 8 s0", "activate 8 s0",
    "set 8 s1", "activate 8 s1", "maximum 9", "spsummon 10 z2 atk", "spsummon 10 z2 def",
    "position 11 def", "battle", "end")]  # fmt: skip


def test_drop_targets_come_only_from_legal_actions() -> None:
    assert set(drag_targets(MAIN, 7)) == {("mz", 0), ("mz", 1)}
    assert set(drag_targets(MAIN, 8)) == {("sz", 0), ("sz", 1)}
    assert set(drag_targets(MAIN, 9)) == {("mz", 0), ("mz", 1), ("mz", 2)}  # all three
    assert drag_targets(MAIN, 11) == {}  # a position change is not a drop
    attacks = [Action("attack", card=3, target=DIRECT), Action("attack", card=3, target=5)]
    assert set(drag_targets(attacks, 3)) == {("direct",), ("target", 5)}


def test_a_plain_drop_plays_face_up_and_shift_sets() -> None:
    zone0 = drag_targets(MAIN, 7)[("mz", 0)]
    assert resolve_drop(zone0, False) == [Action.parse("summon 7 z0")]
    assert resolve_drop(zone0, True) == [Action.parse("set 7 z0")]
    spell = drag_targets(MAIN, 8)[("sz", 1)]
    assert resolve_drop(spell, False) == [Action.parse("activate 8 s1")]
    assert resolve_drop(spell, True) == [Action.parse("set 8 s1")]
    special = drag_targets(MAIN, 10)[("mz", 2)]
    assert resolve_drop(special, False) == [Action.parse("spsummon 10 z2 atk")]
    assert resolve_drop(special, True) == [Action.parse("spsummon 10 z2 def")]


def test_menus_group_zones_and_name_actions() -> None:
    groups = menu_groups([a for a in MAIN if a.card == 7])
    assert [(first.notation(), len(all_)) for first, all_ in groups] == [
        ("summon 7 z1", 2), ("set 7 z1", 2)]  # the middle zone first
    name = {5: "Sevens Road Magician"}.get
    assert describe(Action("attack", card=3, target=5), name) == "Attack Sevens Road Magician"
    assert describe(Action.parse("summon 7 z1"), name, tribute=True) == "Tribute Summon"
    assert describe(Action.parse("position 11 def"), name) == "Change to Defense Position"
    assert describe(Action("target", target=DIRECT), name) == "Attack directly instead"


def test_the_log_reads_like_sentences() -> None:
    names = {160201001: "Sevens Road Magician", 160202002: "Supreme Machine Magnum Overlord"}
    narrator = Narrator(("Yuga", "Rival"), lambda code: names.get(code, "a card"))
    data = {"players": [{"monsters": [{"id": 40, "pos": ATK}, None, None]},
                        {"monsters": [{"id": 41, "pos": DEF}, None, None]}]}
    events = [
        Event("turn", 0, value=3),
        Event("summon", 0, 40, 160201001, "hand", "mzone", 0, "normal", 0),
        Event("set", 1, 41, 0, "hand", "mzone", 0, "normal", 1),
        Event("spsummon", 0, 52, 160202002, "hand", "mzone", 1, "maximum", 0),
        Event("attack", 0, 40, 160201001, value=DIRECT, by=0),
        Event("damage", 1, value=2100, reason="battle", by=0),
        Event("move", 1, 60, 160201001, "mzone", "gy", -1, "battle", 0, old=41),
    ]
    assert narrator.sentences(events, data) == [
        "— Turn 3: Yuga's turn —",
        "Yuga Normal Summons Sevens Road Magician in Attack Position",
        "Rival Sets a monster",
        "Yuga Maximum Summons Supreme Machine Magnum Overlord",
        "Sevens Road Magician attacks Rival directly",
        "Rival takes 2100 damage",
        "Sevens Road Magician is destroyed by battle",
    ]
    assert narrator.result({"winner": 0, "reason": "player 2 LP reached 0"}) == (
        "Yuga wins the duel (Rival LP reached 0)")


def test_hovering_a_card_shows_it_in_the_zoom_panel(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["Sevens Road Magician"]),
                      p1=Side(monsters=[("V4-WALL", 3)]))
    card = hand_id(board, board.cards_by_name("Sevens Road Magician"))
    qtbot.mouseMove(board.view.viewport(), QPoint(2, 2))
    qtbot.mouseMove(board.view.viewport(), board.view.mapFromScene(item_point(board, card)))
    qtbot.waitUntil(lambda: "Sevens Road Magician" in board.zoom_text.text())
    assert "[REQUIREMENT]" in board.zoom_text.text()
    hidden = board.session.observation().data["players"][1]["monsters"][0]["id"]
    qtbot.mouseMove(board.view.viewport(), board.view.mapFromScene(item_point(board, hidden)))
    assert "Sevens Road Magician" in board.zoom_text.text()  # a face-down card tells nothing
