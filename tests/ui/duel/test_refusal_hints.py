"""A card dropped where it may not go says why: the board asks the session, which asks
the rules engine (`explain_illegal`), and shows the reason in the hint line until the
next update. The drop itself still changes nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, DIRECT, SET, Action
from rushdesk.engine.scenario import Side
from rushdesk.ui.duel.board import HINT_TEXT
from rushdesk.ui.duel.gestures import attempted_action

from .driver import drag, drop_point, item_point, wait_for_turn
from .scenarios import board_for, field, hand_id


def test_attempted_action_names_what_a_drop_meant() -> None:
    kw = {"monster": True, "spell": False}
    assert attempted_action(7, "hand", ("mz", 2), False, **kw) == Action("summon", 7, zone=2)
    assert attempted_action(7, "hand", ("mz", 0), True, **kw) == Action("set", 7, zone=0)
    spell = {"monster": False, "spell": True}
    assert attempted_action(8, "hand", ("sz", 1), False, **spell) == Action("activate", 8,
                                                                            zone=4)
    assert attempted_action(8, "hand", ("sz", 1), True, **spell) == Action("set", 8, zone=4)
    assert attempted_action(8, "hand", ("fz",), False, **spell) == Action("activate", 8,
                                                                          zone=6)
    assert attempted_action(8, "hand", ("mz", 1), False, **spell) == Action("set", 8, zone=1)
    trap = {"monster": False, "spell": False}
    assert attempted_action(9, "hand", ("sz", 0), False, **trap) == Action("set", 9, zone=3)
    assert attempted_action(5, "mz", ("direct",), False, **kw) == Action("attack", 5,
                                                                        target=DIRECT)
    assert attempted_action(5, "mz", ("target", 12), False, **kw) == Action("attack", 5,
                                                                           target=12)
    assert attempted_action(5, "mz", ("sz", 0), False, **kw) is None
    assert attempted_action(7, "hand", ("direct",), False, **kw) is None


def test_a_spell_dropped_on_a_full_row_says_no_zone_is_free(qtbot: QtBot, pool_decks,  # type: ignore[no-untyped-def]
                                                            faces) -> None:
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["Dark Hole (Rush)"], spells=[("FX-HOLE", SET)] * 3),
        p1=Side(monsters=[("V4-1600", ATK)]))
    assert board.hint.text() == HINT_TEXT
    card = hand_id(board, board.cards_by_name("Dark Hole (Rush)"))
    before = board.session.observation()
    drag(qtbot, board, item_point(board, card), drop_point(board, ("sz", 1)))
    assert board.hint.text() == "Not allowed: no Spell & Trap Zone is free (R-ZONE-5)"
    assert board.session.observation() == before and not board.prompt.isVisible()


def test_a_spell_dropped_on_an_occupied_zone_says_so_then_plays_elsewhere(  # type: ignore[no-untyped-def]
        qtbot: QtBot, pool_decks, faces) -> None:
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["Dark Hole (Rush)"],
                                                  spells=[("FX-HOLE", SET)]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    card = hand_id(board, board.cards_by_name("Dark Hole (Rush)"))
    drag(qtbot, board, item_point(board, card), drop_point(board, ("sz", 0)))
    assert board.hint.text() == "Not allowed: that Spell & Trap Zone is occupied (R-ZONE-5)"
    drag(qtbot, board, item_point(board, card), drop_point(board, ("sz", 1)))
    assert board.session.duel.actions[-1] == Action("activate", card, zone=4)
    wait_for_turn(qtbot, board)
    assert board.hint.text() == HINT_TEXT  # the next update clears the reason
    assert field(board, 1) == [None, None, None]


def test_a_monster_without_tributes_says_how_many_it_needs(qtbot: QtBot, pool_decks,  # type: ignore[no-untyped-def]
                                                           faces) -> None:
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=["V5-2300"]))
    card = hand_id(board, board.cards_by_name("V5-2300"))
    drag(qtbot, board, item_point(board, card), drop_point(board, ("mz", 1)))
    assert board.hint.text() == ("Not allowed: needs 1 Tribute(s) and you control 0 "
                                 "monster(s) (R-MAIN-3)")
    drag(qtbot, board, item_point(board, card), drop_point(board, ("mz", 1)), shift=True)
    assert "R-MAIN-3" in board.hint.text()  # a Set needs them too


def test_a_direct_attack_past_a_monster_says_why(qtbot: QtBot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, phase="battle",
                      p0=Side(monsters=[("V4-1800", ATK)]),
                      p1=Side(monsters=[("V4-1600", ATK)]))
    mine = field(board, 0)[0]["id"]
    before = board.session.observation()
    drag(qtbot, board, item_point(board, mine), drop_point(board, ("direct",)))
    assert board.hint.text() == ("Not allowed: a direct attack needs the opponent to "
                                 "control no monsters (R-BATTLE-3)")
    assert board.session.observation() == before


def _double_click(qtbot: QtBot, board, card: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=board.view.mapFromScene(item_point(board, card)))


def test_a_double_click_on_a_card_that_can_do_nothing_says_why(qtbot: QtBot, pool_decks,  # type: ignore[no-untyped-def]
                                                               faces) -> None:
    pool, _ = pool_decks
    # both monsters arrived this turn (3): no position change, so no other action
    board = board_for(qtbot, pool, faces, p0=Side(
        monsters=[("V4-1600", ATK, 3), ("FX-PINGER", ATK, 3)], spells=[("FX-HOLE", SET)]),
        p1=Side(monsters=[("V4-1800", ATK)]))
    vanilla, pinger = (m["id"] for m in field(board, 0)[:2])
    trap = field(board, 0, "spells")[0]["id"]
    _double_click(qtbot, board, vanilla)
    assert board.hint.text() == ("Not allowed: this monster has no effect to activate "
                                 "(R-EFF-2, R-EFF-5)")
    _double_click(qtbot, board, trap)
    assert "(R-TRAP-2, R-TRAP-5)" in board.hint.text()
    _double_click(qtbot, board, pinger)  # its one action: it is used at once
    wait_for_turn(qtbot, board)
    assert board.session.observation().data["players"][1]["lp"] == 8000 - 300
    assert board.hint.text() == HINT_TEXT
    _double_click(qtbot, board, pinger)
    assert board.hint.text() == ("Not allowed: this monster's effect was already used "
                                 "this turn (R-EFF-3)")
    opponent = field(board, 1)[0]["id"]
    _double_click(qtbot, board, opponent)  # not mine: nothing to say
    assert "R-EFF-3" in board.hint.text()
