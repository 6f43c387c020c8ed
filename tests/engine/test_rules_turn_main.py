"""Turn structure, draws, Normal Summons, Tributes and positions (SC-05..SC-10)."""

from __future__ import annotations

import pytest

from rushdesk.cards.fixtures import code
from rushdesk.engine import ATK, DEF, SET, Action, Duel, IllegalActionError

from .util import POOL, Side, build, do, find, names


def _new_duel(first: int = 0) -> Duel:
    deck = [code("V4-1600")] * 20 + [code("V4-1400")] * 20
    return Duel.new(POOL, ((deck, ()), (deck, ())), seed=5, first=first)


def test_sc05_opening_hands_and_the_first_players_draw() -> None:
    duel = _new_duel()
    draws = [e for e in duel.last_events if e.kind == "draw"]
    assert [e.player for e in draws[:8]] == [0] * 4 + [1] * 4  # 4 each (R-SETUP-10)
    assert duel.lp == [8000, 8000]
    assert duel.turn == 1 and duel.tp == 0
    assert len(duel.hand[0]) == 5 and len(duel.deck[0]) == 35  # P1 drew 1 on turn 1
    assert len(duel.hand[1]) == 4
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1
    assert len(duel.hand[1]) == 5 and len(duel.deck[1]) == 35


@pytest.mark.parametrize(("held", "drawn"), [(2, 3), (0, 5), (5, 1), (7, 1)])
def test_sc06_draw_to_five_no_hand_limit(held: int, drawn: int) -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-1600"] * held))
    deck_before = len(duel.deck[0])
    do(duel, "end")  # P2 ends turn 2; P1's Draw Phase of turn 3
    assert duel.tp == 0 and duel.turn == 3
    assert len(duel.hand[0]) == held + drawn
    assert len(duel.deck[0]) == deck_before - drawn
    if held == 7:
        do(duel, "end")  # nothing is discarded (R-DRAW-2, R-END-2)
        assert len(duel.hand[0]) == 8


def test_sc07_no_battle_phase_on_the_first_turn() -> None:
    duel = _new_duel()
    v = find(duel, "V4-1600", 0, "hand")
    do(duel, f"summon {v} z0")
    assert Action("battle") not in duel.legal_actions()
    with pytest.raises(IllegalActionError, match="R-TURN-3"):
        duel.apply(Action("battle"))
    do(duel, "end")
    summon = next(a for a in duel.legal_actions() if a.kind == "summon")
    duel.apply(summon)
    do(duel, "battle")
    target = find(duel, "V4-1600", 0, "mzone")
    attacker = duel.oid[duel.mz[1][summon.zone]]
    assert Action("attack", attacker, target=target) in duel.legal_actions()


def test_sc08_unlimited_normal_summons_limited_by_zones() -> None:
    duel = build(p0=Side(hand=["V4-1600", "V4-1400", "V4-1800", "FX-PINGER"]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    do(duel, f"set {find(duel, 'V4-1400', 0, 'hand')} z1")
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z2")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", "V4-1800"]
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, SET, ATK]
    pinger = find(duel, "FX-PINGER", 0, "hand")
    for kind in ("summon", "set"):
        for z in range(3):
            with pytest.raises(IllegalActionError, match="R-ZONE-5"):
                duel.apply(Action(kind, pinger, z))


def _sc09() -> Duel:
    return build(p0=Side(hand=["Summoned Skull (Rush)", "Blue-Eyes White Dragon (Rush)"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]))


def test_sc09a_tribute_one_for_level_six() -> None:
    duel = _sc09()
    skull = find(duel, "Summoned Skull (Rush)", 0, "hand")
    do(duel, f"summon {skull} z0")  # the monster in z0 is the Tribute
    assert names(duel, 0, "mzone") == ["Summoned Skull (Rush)", "V4-1400", ""]
    assert names(duel, 0, "gy") == ["V4-1600"]
    tribute = [e for e in duel.last_events if e.reason == "tribute" and e.dst == "gy"]
    assert len(tribute) == 1


def test_sc09a_tribute_into_a_free_zone_asks_which() -> None:
    duel = _sc09()
    skull = find(duel, "Summoned Skull (Rush)", 0, "hand")
    do(duel, f"summon {skull} z2")
    assert duel.request.kind == "pick" and duel.request.min == duel.request.max == 1
    do(duel, f"pick {find(duel, 'V4-1600', 0, 'mzone')}")
    assert names(duel, 0, "mzone") == ["", "V4-1400", "Summoned Skull (Rush)"]


def test_sc09b_level_eight_needs_two_tributes() -> None:
    duel = build(p0=Side(hand=["Blue-Eyes White Dragon (Rush)"], monsters=[("V4-1600", ATK)]))
    bewd = find(duel, "Blue-Eyes White Dragon (Rush)", 0, "hand")
    assert not [a for a in duel.legal_actions() if a.card == bewd]
    with pytest.raises(IllegalActionError, match="needs 2 Tribute"):
        do(duel, f"summon {bewd} z0")


def test_sc09c_two_tributes_including_a_face_down_monster() -> None:
    duel = _sc09()
    bewd = find(duel, "Blue-Eyes White Dragon (Rush)", 0, "hand")
    do(duel, f"summon {bewd} z1")  # both monsters are forced: no question
    assert sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    assert names(duel, 0, "mzone") == ["", "Blue-Eyes White Dragon (Rush)", ""]
    assert duel.pos[duel.mz[0][1]] == ATK


def test_sc09d_setting_a_level_six_needs_one_tribute() -> None:
    duel = _sc09()
    skull = find(duel, "Summoned Skull (Rush)", 0, "hand")
    do(duel, f"set {skull} z2")
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, 'V4-1400', 0, 'mzone')}")
    assert duel.pos[duel.mz[0][2]] == SET
    assert names(duel, 0, "gy") == ["V4-1400"]


def test_sc10_manual_battle_position_changes() -> None:
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    a = find(duel, "V4-1600", 0, "mzone")
    b = find(duel, "V4-1400", 0, "mzone")
    do(duel, f"position {a} def")
    assert duel.pos[duel.inst(a)] == DEF
    with pytest.raises(IllegalActionError, match="already changed"):
        do(duel, f"position {a} atk")
    events = do(duel, f"position {b} atk")
    assert duel.pos[duel.inst(b)] == ATK
    assert not [e for e in events if e.kind in ("summon", "spsummon")]  # R-POS-3
    c = find(duel, "V4-1800", 0, "hand")
    do(duel, f"summon {c} z2")
    c = find(duel, "V4-1800", 0, "mzone")
    with pytest.raises(IllegalActionError, match="arrived"):
        do(duel, f"position {c} def")
    assert not [a for a in duel.legal_actions() if a.kind == "position" and a.pos == SET]
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.kind == "position"]


def test_r_pos_1_face_down_to_face_up_attack_only() -> None:
    duel = build(p0=Side(monsters=[("V4-1400", SET)]))
    b = find(duel, "V4-1400", 0, "mzone")
    assert [a for a in duel.legal_actions() if a.kind == "position"] == [
        Action("position", b, pos=ATK)]
    with pytest.raises(IllegalActionError):
        do(duel, f"position {b} def")


def test_r_turn_2_no_way_back_to_the_main_phase() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1800"]))
    do(duel, "battle")
    assert {a.kind for a in duel.legal_actions()} <= {"attack", "end"}
    do(duel, "end")
    assert duel.tp == 1 and duel.turn == 4


def test_r_turn_4_only_the_turn_player_acts() -> None:
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(hand=["V4-1800"]))
    assert duel.current_player == 0
    opp = find(duel, "V4-1800", 1, "hand")
    with pytest.raises(IllegalActionError):
        do(duel, f"summon {opp} z0")
