"""Board audit: drag and drop, double-clicks and context menus offer exactly
`legal_actions()`, and the board shows the observation truthfully, a Maximum Mode
monster above all (ARCHITECTURE.md section 7). The offers audit plays every gesture on
every card of the seat (drags onto every zone, the opponent's monsters and side, with
and without Shift; double-clicks; every menu entry; the Battle and End buttons) with
the session's `choose` replaced by a recorder, so the decision stands throughout.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects import ops
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.ui.duel.board import DuelBoard
from rushdesk.ui.duel.items import CardItem, MaximumItem
from rushdesk.ui.duel.layout import lp_rect, zone_rect
from rushdesk.ui.duel.session import LocalSession

from .agents import greedy_factory
from .driver import context_menu, drag, item_point, wait_for_turn
from .scenarios import C, L, R, board_for, field, hand_id

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")

BEUD = "Blue-Eyes Ultimate Dragon (Rush)"  # 4500 ATK: beats a Maximum Mode monster
SEEKER = CardData(958_990_001, "Audit Seeker", CardType.MONSTER | CardType.EFFECT,
                  attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000,
                  behaviour=CardScript(Effect(ops=(ops.AddToHand(
                      Sel(where=("deck",), kind="monster", level_min=7)),))))
CULL = CardData(958_990_002, "Audit Cull", CardType.SPELL, behaviour=CardScript(Effect(
    kind="spell", ops=(ops.Destroy(Sel(who="opp", where=("mzone",)), low=1, high=2),))))


def board_of(qtbot: QtBot, pool: Any, faces: Any, duel: Duel, speed: float = 0) -> DuelBoard:
    """A started board for seat 0 of `duel` (built and played on beforehand)."""
    session = LocalSession(duel, agent_factory=greedy_factory, names=("Yuga", "Rival"),
                           replayable=False)
    board = DuelBoard(session, pool, faces, speed=speed)
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    session.start()
    return board


def opponents_maximum(pool: Any, p0: Side) -> Duel:
    """P1 Maximum Summoned on its turn; now P0's Main Phase of turn 4."""
    duel = scenario(pool, tp=1, p1=Side(hand=[L, C, R]), p0=p0, filler="V1-100")
    duel.apply(next(a for a in duel.legal_actions() if a.kind == "maximum"))
    duel.apply(Action("end"))
    assert (duel.turn, duel.current_player, duel.phase) == (4, 0, "main")
    return duel


def my_maximum(qtbot: QtBot, board: DuelBoard) -> MaximumItem:
    """Maximum Summon by dragging the center from the hand; its one item."""
    drag(qtbot, board, item_point(board, hand_id(board, C)), zone_rect(0, 0, "mz", 1).center())
    assert board.session.duel.actions[-1].kind == "maximum"
    board.scene.finish_animations()  # as a player waits to see it land
    items = [i for i in board.scene.items_by_key.values() if isinstance(i, MaximumItem)]
    assert len(items) == 1, "no Maximum Mode item after the Maximum Summon"
    return items[0]


# -- the offers audit -------------------------------------------------------------------
def drop_spots(board: DuelBoard) -> list[QPointF]:
    """Every zone of mine, the opponent's three Monster Zones and their LP panel."""
    me, opp = board.session.seat, 1 - board.session.seat
    spots = [zone_rect(me, me, kind, slot).center() for kind in ("mz", "sz") for slot in range(3)]
    spots.append(zone_rect(me, me, "fz").center())
    spots += [zone_rect(opp, me, "mz", slot).center() for slot in range(3)]
    spots.append(lp_rect(opp, me).center())
    return spots


def menu_leaves(menu: Any) -> list[Any]:
    out = []
    for entry in menu.actions():
        if entry.menu() is not None:
            out += menu_leaves(entry.menu())
        elif isinstance(entry.data(), Action):
            out.append(entry)
    return out


def from_menu(qtbot: QtBot, board: DuelBoard, card: int, action: Action) -> str:
    """Right-click `card` and choose `action` from its menu; the entry's label."""
    menu = context_menu(qtbot, board, card)
    [entry] = [e for e in menu_leaves(menu) if e.data() == action]
    entry.trigger()
    menu.close()
    return str(entry.text())


def audit_offers(qtbot: QtBot, board: DuelBoard) -> tuple[set[Action], set[Action]]:
    """(what the board showed or emitted, what reached the session) over every gesture."""
    decision = board.decision
    assert decision is not None and decision.kind in ("main", "battle")
    session = board.session
    reached: set[Action] = set()
    shown: set[Action] = set()
    session.choose = reached.add  # type: ignore[method-assign]
    board.scene.action_chosen.connect(shown.add)
    board.scene.choice_offered.connect(lambda acts, _: shown.update(acts))

    def leaves(menu: Any) -> None:
        for entry in menu_leaves(menu):
            shown.add(entry.data())
            entry.trigger()
            board.refresh()
        menu.close()

    me = session.seat
    cards = sorted({i.card for i in board.scene.items_by_key.values()
                    if i.player == me and i.card >= 0})
    viewport = board.view.viewport()
    for card in cards:
        for spot in drop_spots(board):
            for shift in (False, True):
                start = item_point(board, card)
                drag(qtbot, board, start, spot, shift)
                keys = [k for k in board.prompt.buttons if k != "back"] \
                    if board.prompt.isVisible() else []
                for key in keys:  # a drop with several meanings: answer each
                    board.refresh()
                    drag(qtbot, board, start, spot, shift)
                    qtbot.mouseClick(board.prompt.buttons[key], Qt.MouseButton.LeftButton)
                board.refresh()
        board.menu = None
        qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton,
                          pos=board.view.mapFromScene(item_point(board, card)))
        if board.menu is not None:
            leaves(board.menu)
        board.refresh()
        board.menu = None
        if board.actions_for(card):
            leaves(context_menu(qtbot, board, card))
    for button in (board.battle_button, board.end_button):
        if button.isEnabled():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            board.refresh()
    del session.choose  # the real one again
    board.refresh()
    return shown, reached


def assert_offers_exact(qtbot: QtBot, board: DuelBoard) -> None:
    legal = set(board.session.duel.legal_actions())
    assert set(board.decision.actions) == legal
    shown, reached = audit_offers(qtbot, board)
    assert sorted(map(str, shown - legal)) == [], "offered but not legal"
    assert sorted(map(str, legal - reached)) == [], "legal but no gesture reaches it"
    assert reached == legal


# -- the picture ------------------------------------------------------------------------
def picture(board: DuelBoard) -> Counter[tuple[Any, ...]]:
    """The card items in the scene, as (player, place, ids, code, atk)."""
    board.scene.finish_animations()
    me = board.session.seat
    got: Counter[tuple[Any, ...]] = Counter()
    for item in board.scene.items():
        if not isinstance(item, CardItem):
            continue
        assert not item.leaving
        q, place = item.player, item.zone
        if isinstance(item, MaximumItem):
            box = item.sceneBoundingRect()
            assert all(box.contains(zone_rect(q, me, "mz", s).center()) for s in range(3))
            got[(q, "max", tuple(item.piece_ids), item.code, item.atk)] += 1
            continue
        if place in ("mz", "sz"):
            [slot] = [s for s in range(3) if zone_rect(q, me, place, s).contains(item.scenePos())]
            sideways = place == "mz" and item.pos_ in (DEF, SET)
            assert item.rotation() == (90 if sideways else 0)
            place = f"{place}{slot}"
        got[(q, place, item.card, item.code, item.atk if item.zone == "mz" else None)] += 1
    return got


def expected(data: dict[str, Any]) -> Counter[tuple[Any, ...]]:
    """What the observation says the board must show, read independently of layout.py."""
    want: Counter[tuple[Any, ...]] = Counter()
    for q, view in enumerate(data["players"]):
        hand = view["hand"]
        if isinstance(hand, list):
            want.update((q, "hand", oid, code, None) for oid, code in hand)
        else:
            want[(q, "hand", -1, 0, None)] += hand
        mons = view["monsters"]
        if view["maximum"]:
            assert [m is not None for m in mons] == [True] * 3
            want[(q, "max", tuple(m["id"] for m in mons), mons[1]["code"], mons[1]["atk"])] += 1
        else:
            want.update((q, f"mz{k}", m["id"], m["code"], m.get("atk"))
                        for k, m in enumerate(mons) if m)
        want.update((q, f"sz{k}", s["id"], s["code"], None)
                    for k, s in enumerate(view["spells"]) if s)
        if view["field"]:
            want[(q, "fz", view["field"]["id"], view["field"]["code"], None)] += 1
    return want


def assert_truthful(board: DuelBoard) -> None:
    """Card items, LP and phase are those of the seat's observation, nothing stale;
    both players' Deck and Extra Deck sizes are shown (R-SETUP-11), the opponent's too."""
    data = board.session.observation().data
    assert picture(board) == expected(data)
    me = board.session.seat
    for q, view in enumerate(data["players"]):
        lp = board.scene.lp[q]
        assert (lp.lp, lp.shown, lp.active) == (view["lp"], view["lp"], data["turn_player"] == q)
        piles = [board.scene.piles[(q, k)].count for k in ("gy", "deck", "extra")]
        extra = view["extra"] if isinstance(view["extra"], int) else len(view["extra"])
        assert piles == [len(view["gy"]), view["deck"], extra]
    phase = board.scene.phase
    assert (phase.turn, phase.phase, phase.mine) == (data["turn"], data["phase"],
                                                     data["turn_player"] == me)


def assert_prompt_exact(board: DuelBoard) -> None:
    """The prompt panel shows one button per legal answer, and nothing else."""
    assert board.decision is not None and board.prompt.isVisible()
    assert set(board.prompt.buttons) == {a.notation() for a in board.decision.actions}


# -- offers: Main Phase -----------------------------------------------------------------
def test_main_phase_gestures_offer_exactly_the_legal_actions(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """Summons, a Tribute Summon, Sets, Spells and a Field Spell from the hand, position
    changes both ways, with Set cards on both sides."""
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["V4-1800", "V7-2500", "FX-RAZE", "FX-RECALL", "Mountain (Rush)"],
        monsters=[("V4-1600", ATK), ("V4-1400", DEF), None],
        spells=[("FX-HOLE", SET), ("FX-BURN-BOTH", SET)]),
        p1=Side(monsters=[("V4-1800", ATK), ("V4-WALL", SET)],
                spells=[("FX-NEGATE-ON-ATTACK", SET)]))
    assert Counter(a.kind for a in board.decision.actions) == {
        "summon": 4, "set": 7, "activate": 4, "position": 2, "battle": 1, "end": 1}
    burn = field(board, 0, "spells")[1]["id"]
    assert Action("activate", card=burn) in board.decision.actions  # a Set Spell
    assert_offers_exact(qtbot, board)
    assert_truthful(board)


def test_a_maximum_summon_position_offers_the_legal_actions(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """The center may be Tribute Summoned (a drop) or Maximum Summoned (its menu)."""
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=[L, C, R, "V5-2300"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    center = hand_id(board, C)
    assert Action("maximum", card=center) in board.decision.actions
    assert Action("summon", card=center, zone=0) in board.decision.actions
    assert_offers_exact(qtbot, board)


def test_a_maximum_mode_monster_offers_its_pieces_effects(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=[L, C, R, "V5-2300", "V4-1400"], lp=5000),
        p1=Side(monsters=[("V4-1800", ATK), ("V8-3000", DEF)]))
    item = my_maximum(qtbot, board)
    assert Counter(a.kind for a in board.decision.actions) == {
        "activate": 2, "summon": 3, "set": 3, "battle": 1, "end": 1}  # V5-2300 Tributes it
    assert sorted(a.card for a in board.decision.actions if a.kind == "activate") == [
        item.piece_ids[0], item.piece_ids[2]]  # the [L] and [R] effects
    assert_offers_exact(qtbot, board)
    assert_truthful(board)


def test_a_maximum_mode_monster_glows_when_a_piece_can_act(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """The "playable" glow says a card has legal actions: the [R] piece's effect is one
    of the Maximum Mode monster's (R-MAX-9), so the one item must glow."""
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=[L, C, R]),
                      p1=Side(monsters=[("V4-1800", ATK)]))
    item = my_maximum(qtbot, board)
    right = item.piece_ids[2]
    assert [a for a in board.decision.actions if a.kind == "activate"] == [
        Action("activate", card=right)]
    assert board.actions_for(item.card) == [Action("activate", card=right)]
    assert item.glow == "playable"


def test_the_maximum_atk_shown_follows_an_atk_gain(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(
        hand=[L, C, R, "V4-1400"], lp=5000),
        p1=Side(monsters=[("V4-1800", ATK), ("V8-3000", DEF)]))
    item = my_maximum(qtbot, board)
    assert_truthful(board)
    assert item.atk == 3500
    menu = context_menu(qtbot, board, item.card)
    assert sorted(e.text() for e in menu_leaves(menu)) == [
        "Activate Supreme Machine Magnum Overlord [L]",
        "Activate Supreme Machine Magnum Overlord [R]"]
    menu.close()  # the [L]: gains the LP difference
    from_menu(qtbot, board, item.card, Action("activate", card=item.piece_ids[0]))
    assert_truthful(board)
    assert item.atk == 3500 + 3000
    qtbot.mouseDClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                      pos=board.view.mapFromScene(item_point(board, item.card)))
    assert board.decision.kind == "pick"  # the [R]: an opposing face-up monster
    assert_prompt_exact(board)
    opp = [m["id"] for m in field(board, 1)[:2]]
    glowing = sorted(i.card for i in board.scene.items_by_key.values() if i.glow == "pick")
    assert glowing == sorted(opp)
    qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=board.view.mapFromScene(item_point(board, opp[1])))  # Level 8
    assert board.decision.kind == "main"
    assert_truthful(board)
    assert item.atk == 6500 + 200 * 8


# -- offers: Battle Phase ---------------------------------------------------------------
def test_battle_phase_attacks_are_exactly_the_legal_ones(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, phase="battle",
                      p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V4-1400", DEF)]),
                      p1=Side(monsters=[("V4-1600", ATK), ("V4-WALL", SET)]))
    assert Counter(a.kind for a in board.decision.actions) == {"attack": 4, "end": 1}
    assert_offers_exact(qtbot, board)
    attacker, target = field(board, 0)[0]["id"], field(board, 1)[0]["id"]
    drag(qtbot, board, item_point(board, attacker), item_point(board, target))
    wait_for_turn(qtbot, board)
    assert board.session.duel.actions[-1] == Action("attack", card=attacker, target=target)
    assert board.session.observation().data["players"][1]["lp"] == 8000 - 200
    assert_truthful(board)


def test_direct_attacks_are_exactly_the_legal_ones_to_the_end(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, phase="battle", p1=Side(lp=3000),
                      p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]))
    assert Counter(a.kind for a in board.decision.actions) == {"attack": 2, "end": 1}
    assert_offers_exact(qtbot, board)
    first, second = field(board, 0)[0]["id"], field(board, 0)[1]["id"]
    drag(qtbot, board, item_point(board, first), QPointF(300, 60))  # anywhere over there
    wait_for_turn(qtbot, board)
    assert board.scene.lp[1].lp == 3000 - 1800
    assert_truthful(board)
    drag(qtbot, board, item_point(board, second), lp_rect(1, 0).center())
    wait_for_turn(qtbot, board)
    assert board.session.result() == {"winner": 0, "reason": "player 2 LP reached 0"}
    assert_truthful(board)
    assert board.scene.lp[1].shown == 0 and board.scene._banner.title == "VICTORY"
    assert board.decision is None and not board.battle_button.isEnabled()
    assert not board.end_button.isEnabled()


def test_a_maximum_mode_monster_attacks_as_one(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(hand=[L, C, R]),
                      p1=Side(monsters=[("V4-1800", ATK), ("V4-WALL", SET)]))
    item = my_maximum(qtbot, board)
    qtbot.mouseClick(board.battle_button, Qt.MouseButton.LeftButton)
    assert sorted(a.notation() for a in board.decision.actions) == sorted(
        [f"attack {item.card} -> {m['id']}" for m in field(board, 1)[:2]] + ["end"])
    assert_offers_exact(qtbot, board)
    wall, done = field(board, 1)[1]["id"], len(board.session.duel.actions)
    drag(qtbot, board, QPointF(zone_rect(0, 0, "mz", 2).center()), item_point(board, wall))
    # pressed on its [R] part: the whole monster attacks (the AI has not moved yet)
    assert board.session.duel.actions[done:] == [Action("attack", card=item.card, target=wall)]
    assert_truthful(board)
    assert field(board, 1)[1] is None  # the wall (DEF 2000) destroyed


def test_attacking_the_opponents_maximum_monster_on_its_l_part(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    duel = opponents_maximum(pool, Side(monsters=[(BEUD, ATK), ("V4-1800", ATK)]))
    board = board_of(qtbot, pool, faces, duel)
    assert_truthful(board)
    [theirs] = [i for i in board.scene.items_by_key.values() if i.player == 1]
    assert isinstance(theirs, MaximumItem) and theirs.atk == 3500
    qtbot.mouseClick(board.battle_button, Qt.MouseButton.LeftButton)
    assert_offers_exact(qtbot, board)
    dragon = field(board, 0)[0]["id"]
    left_part = zone_rect(1, 0, "mz", 0).center()  # their [L], on my right
    assert theirs.piece_ids[0] != theirs.card and board.scene.card_at(left_part) is theirs
    drag(qtbot, board, item_point(board, dragon), left_part)
    wait_for_turn(qtbot, board)
    assert board.session.duel.actions[-1] == Action("attack", card=dragon, target=theirs.card)
    data = board.session.observation().data
    assert data["players"][1]["lp"] == 8000 - 1000 and data["players"][1]["maximum"] is False
    assert_truthful(board)
    assert theirs.scene() is None and not [i for i in board.scene.items() if isinstance(
        i, CardItem) and i.player == 1 and i.zone == "mz"]


# -- the picture: a Maximum Mode monster arriving and leaving -----------------------------
def test_a_maximum_summon_leaves_one_item_over_three_zones(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """With animations, over a field whose monsters the summon sends to the GY."""
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(
        hand=[L, C, R], monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V4-1800", DEF)]))
    center = hand_id(board, C)
    assert from_menu(qtbot, board, center, Action("maximum", card=center)) == "Maximum Summon"
    board.scene.finish_animations()
    [item] = [i for i in board.scene.items_by_key.values() if isinstance(i, MaximumItem)]
    assert_truthful(board)
    assert [i for i in board.scene.items() if isinstance(i, CardItem) and i.player == 0] == [item]
    assert item.atk == 3500 and [p["code"] for p in item.pieces] == [L, C, R]
    assert board.scene.piles[(0, "gy")].count == 3


def test_a_maximum_monster_destroyed_in_battle_leaves_no_item(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(hand=[L, C, R]),
                      p1=Side(monsters=[(BEUD, ATK)]))
    item = my_maximum(qtbot, board)
    qtbot.keyClick(board, Qt.Key.Key_B)
    target, done = field(board, 1)[0]["id"], len(board.session.duel.actions)
    drag(qtbot, board, item_point(board, item.card), item_point(board, target))
    assert board.session.duel.actions[done:] == [  # the AI has not moved yet
        Action("attack", card=item.card, target=target)]
    assert board.session.observation().data["players"][0]["lp"] == 8000 - 1000
    assert_truthful(board)
    assert item.scene() is None and board.scene.piles[(0, "gy")].count == 3
    assert not [i for i in board.scene.items() if isinstance(i, CardItem)
                and (i.card in item.piece_ids or isinstance(i, MaximumItem))]


def test_a_maximum_monster_returned_to_the_hand_is_three_cards(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0, p0=Side(hand=[L, C, R, "FX-RECALL"]))
    item = my_maximum(qtbot, board)
    recall = hand_id(board, board.cards_by_name("FX-RECALL"))
    drag(qtbot, board, item_point(board, recall), zone_rect(0, 0, "sz", 0).center())
    wait_for_turn(qtbot, board)
    hand = board.session.observation().data["players"][0]["hand"]
    assert sorted(code for _, code in hand) == sorted([L, C, R])
    assert_truthful(board)
    assert item.scene() is None
    assert Action("maximum", card=hand_id(board, C)) in board.decision.actions


# -- illegal drops, hidden cards, LP and phase ------------------------------------------
def test_drops_onto_illegal_targets_change_nothing(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=[L, C, R, "V4-1800", "FX-RAZE", "V7-2500"]),
        p1=Side(monsters=[("V4-1600", ATK)]))
    item = my_maximum(qtbot, board)
    session = board.session
    before, done = session.observation(), len(session.duel.actions)
    spots = {"mz": zone_rect(0, 0, "mz", 0).center(), "sz": zone_rect(0, 0, "sz", 1).center(),
             "fz": zone_rect(0, 0, "fz").center(), "opp": zone_rect(1, 0, "mz", 2).center(),
             "them": lp_rect(1, 0).center()}
    moves = [(hand_id(board, 900000003), ("mz", "sz", "fz", "opp", "them")),  # no zone
             (hand_id(board, 900000203), ("mz", "fz", "opp")),
             (hand_id(board, 900000013), ("mz", "sz", "opp")),  # cannot Tribute 2
             (item.card, ("sz", "opp", "them"))]  # no attack in the Main Phase
    for card, where in moves:
        home = board.scene._item_of(card).scenePos()
        for name in where:
            drag(qtbot, board, item_point(board, card), spots[name])
            assert (session.observation(), len(session.duel.actions)) == (before, done), name
            assert board.scene._item_of(card).scenePos() == home
            assert not board.prompt.isVisible() and board.decision is not None
            assert all(z.state == "" for z in board.scene.zones.values())
    assert_truthful(board)


def test_face_down_opposing_cards_never_show_their_faces(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, phase="battle",
                      p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                      p1=Side(monsters=[("V4-WALL", SET)], spells=[("FX-HOLE", SET)],
                              hand=["V8-3000"]))
    hidden = [field(board, 1)[0]["id"], field(board, 1, "spells")[0]["id"]]
    assert [(board.scene._item_of(c).code, board.scene._item_of(c).face_up)
            for c in hidden] == [(0, False)] * 2
    assert [i.code for i in board.scene.items_by_key.values() if i.player == 1
            and i.zone == "hand"] == [0]  # their hand: backs only
    attacker = field(board, 0)[0]["id"]
    board.zoom_text.setText("nothing")
    board.scene.hovered(board.scene._item_of(hidden[0]))
    assert board.zoom_text.text() == "nothing"
    attack = Action("attack", card=attacker, target=hidden[0])
    assert from_menu(qtbot, board, attacker, attack) == "Attack a face-down card"
    assert board.session.duel.actions[-1] == attack
    wait_for_turn(qtbot, board)  # flipped face-up by the attack: now it is known
    assert board.session.observation().data["players"][0]["lp"] == 8000 - 200
    assert board.scene._item_of(hidden[0]).code == 900000005
    assert board.scene._item_of(hidden[1]).code == 0
    assert_truthful(board)


def test_the_lp_and_phase_indicators_follow_each_action(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, speed=1.0,
                      p0=Side(hand=["V4-1800", "FX-BURN-BOTH"],
                              monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                      p1=Side(hand=["V4-1400"], monsters=[("V4-1400", ATK)]))
    checked: list[int] = []
    board.session.updated.connect(lambda *_: (assert_truthful(board), checked.append(1)))
    assert_truthful(board)
    burn = hand_id(board, board.cards_by_name("FX-BURN-BOTH"))
    drag(qtbot, board, item_point(board, burn), zone_rect(0, 0, "sz", 0).center())
    assert [board.scene.lp[q].lp for q in (0, 1)] == [7000, 7000]
    qtbot.keyClick(board, Qt.Key.Key_B)
    assert board.scene.phase.phase == "battle"
    drag(qtbot, board, item_point(board, field(board, 0)[0]["id"]),
         item_point(board, field(board, 1)[0]["id"]))
    wait_for_turn(qtbot, board)
    assert [board.scene.lp[q].lp for q in (0, 1)] == [7000, 7000 - 200]
    qtbot.mouseClick(board.end_button, Qt.MouseButton.LeftButton)
    wait_for_turn(qtbot, board)  # the opponent's whole turn, then mine
    data = board.session.observation().data
    assert (data["turn"], data["turn_player"]) == (5, 0)
    assert (board.scene.phase.turn, board.scene.phase.mine) == (5, True)
    assert len(checked) >= 5
    assert_truthful(board)


# -- prompts ----------------------------------------------------------------------------
def test_fusion_prompts_offer_exactly_the_requests_answers(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    pool, _ = pool_decks
    board = board_for(qtbot, pool, faces, p0=Side(
        hand=["Fusion"], extra=["FX-FUSION-2"],
        monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1400", ATK)]))
    fusion = hand_id(board, board.cards_by_name("Fusion"))
    drag(qtbot, board, item_point(board, fusion), zone_rect(0, 0, "sz", 0).center())
    details = []  # each of the two Material picks is a request for 1 card
    while board.decision.kind == "pick":
        assert_prompt_exact(board)
        req = board.decision.request
        details.append((req["min"], req["max"], board.prompt.detail.text()))
        picks = {a.card for a in board.decision.actions if a.kind == "pick"}
        glowing = {i.card for i in board.scene.items_by_key.values() if i.glow == "pick"}
        assert glowing == picks & {i.card for i in board.scene.items_by_key.values()}
        for button, action in ((board.prompt.buttons[a.notation()], a)
                               for a in board.decision.actions):
            assert button.text() == board.name_of(action.card) and not button.icon().isNull()
        qtbot.mouseClick(board.prompt.buttons[board.decision.actions[0].notation()],
                         Qt.MouseButton.LeftButton)
    assert details == [(1, 1, "Choose 1 · 0 chosen")] * 2 and board.decision.kind == "position"
    assert_prompt_exact(board)
    assert {b.text() for b in board.prompt.buttons.values()} == {"Attack Position",
                                                                  "Defense Position"}
    qtbot.mouseClick(board.prompt.buttons["choose atk"], Qt.MouseButton.LeftButton)
    assert board.decision.kind == "main"
    assert_truthful(board)


def test_the_pick_count_shown_counts_the_cards_chosen(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """A pick of 1 to 2 cards is one request (min and max over the whole pick): after
    one card the panel says 1 chosen and offers the rest and "Done"."""
    pool, _ = pool_decks
    pool = pool.merged([CULL])
    board = board_for(qtbot, pool, faces, p0=Side(hand=[CULL.code]), p1=Side(
        monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    cull = hand_id(board, CULL.code)
    drag(qtbot, board, item_point(board, cull), zone_rect(0, 0, "sz", 1).center())
    theirs = [m["id"] for m in field(board, 1)]
    assert board.decision.kind == "pick" and sorted(
        a.card for a in board.decision.actions) == sorted(theirs)
    assert_prompt_exact(board)
    assert board.prompt.detail.text() == "Choose 1 to 2 · 0 chosen"
    qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,  # on the board
                     pos=board.view.mapFromScene(item_point(board, theirs[0])))
    req = board.decision.request
    assert (board.decision.kind, req["min"], req["max"]) == ("pick", 1, 2)
    assert sorted(a.notation() for a in board.decision.actions) == sorted(
        [f"pick {theirs[1]}", f"pick {theirs[2]}", "finish"])
    assert_prompt_exact(board)
    assert board.prompt.buttons["finish"].text() == "Done"
    assert board.prompt.detail.text() == "Choose 1 to 2 · 1 chosen"


def test_a_deck_search_pick_shows_the_offered_cards_faces(qtbot, pool_decks, faces) -> None:  # type: ignore[no-untyped-def]
    """The searcher sees the Deck cards offered ("deck_known"): the prompt must name them
    and show their faces, as it does for cards in the hand or the GY."""
    pool, _ = pool_decks
    pool = pool.merged([SEEKER])
    board = board_for(qtbot, pool, faces, p0=Side(
        monsters=[(SEEKER.code, ATK)], deck=["V1-100", "V7-2500", "V1-100", "V8-3000"]))
    seeker = field(board, 0)[0]["id"]
    from_menu(qtbot, board, seeker, Action("activate", card=seeker))
    assert board.decision.kind == "pick"
    assert_prompt_exact(board)
    known = dict(map(tuple, board.session.observation().data["players"][0]["deck_known"]))
    offered = [a.card for a in board.decision.actions]
    assert sorted(known[c] for c in offered) == [900000013, 900000014]
    assert {board.prompt.buttons[f"pick {c}"].text() for c in offered} == {"V7-2500", "V8-3000"}
    assert not any(board.prompt.buttons[f"pick {c}"].icon().isNull() for c in offered)
    pick = next(c for c in offered if known[c] == 900000014)
    qtbot.mouseClick(board.prompt.buttons[f"pick {pick}"], Qt.MouseButton.LeftButton)
    assert [c for _, c in board.session.observation().data["players"][0]["hand"]] == [900000014]
    assert_truthful(board)
