"""Trap windows, activations and the end of the duel (SC-11, SC-13..SC-16, R-TRAP, R-WIN)."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, SET, Action, IllegalActionError

from .util import Side, build, do, find, names


def test_sc11_a_manual_flip_is_not_a_summon() -> None:
    # FX-HOLE stands in for Trap Hole (Rush): "opponent Normal Summons a 1000+ ATK monster".
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("V4-1600", SET)]),
                 p1=Side(spells=[("FX-HOLE", SET)]))
    events = do(duel, f"position {find(duel, 'V4-1600')} atk")
    assert not [e for e in events if e.kind in ("summon", "spsummon")]
    assert duel.request.kind == "main" and duel.current_player == 0  # P2 was not asked
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'FX-HOLE')}")
    assert names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 1, "gy") == ["FX-HOLE"]  # R-TRAP-7


def test_sc13_a_re_summoned_monster_is_a_new_monster() -> None:
    duel = build(p0=Side(hand=["FX-RECALL"], monsters=[("FX-PINGER", ATK)]))
    pinger = find(duel, "FX-PINGER")
    do(duel, f"activate {pinger}")
    assert duel.lp[1] == 7700
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {pinger}")  # once per turn (R-EFF-3)
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")  # only one target: no question
    assert "FX-PINGER" in names(duel, 0, "hand")
    do(duel, f"summon {find(duel, 'FX-PINGER', 0, 'hand')} z0")
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    do(duel, f"activate {pinger}")
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {pinger}")
    assert duel.lp[1] == 7400
    assert names(duel, 0, "gy") == ["FX-RECALL"]  # a Normal Spell goes to the GY (R-SPELL-3)


def test_sc14_monster_effects_only_face_up_in_the_owners_main_phase() -> None:
    duel = build(p0=Side(monsters=[("FX-PINGER", ATK), ("FX-PINGER", SET)]))
    up, down = find(duel, "FX-PINGER", nth=0), find(duel, "FX-PINGER", nth=1)
    if duel.pos[duel.inst(up)] == SET:
        up, down = down, up
    assert Action("activate", up) in duel.legal_actions()
    assert Action("activate", down) not in duel.legal_actions()
    do(duel, "battle")
    assert duel.request.kind == "battle"
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {up}")
    do(duel, "end")
    assert duel.tp == 1
    assert not [a for a in duel.legal_actions() if a.card in (up, down)]


def test_sc15_spells_set_this_turn_may_be_activated_traps_may_not() -> None:
    # FX-TORRENT stands in for Torrential Tribute, FX-RAZE for Dark Hole.
    duel = build(p0=Side(hand=["FX-RAZE", "FX-TORRENT", "V4-1600"]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-1800"]))
    do(duel, f"set {find(duel, 'FX-TORRENT')} s0")
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # P1's own Trap was Set this turn (R-TRAP-2)
    raze = find(duel, "FX-RAZE")
    do(duel, f"set {raze} s1")
    raze = find(duel, "FX-RAZE", 0, "szone")
    do(duel, f"activate {raze}")  # R-SPELL-2
    assert names(duel, 0, "gy") == ["V4-1600", "FX-RAZE"] or \
        sorted(names(duel, 0, "gy")) == ["FX-RAZE", "V4-1600"]
    assert names(duel, 1, "gy") == ["V4-1400"]
    do(duel, "battle") if Action("battle") in duel.legal_actions() else None
    if duel.tp == 0:
        do(duel, "end")
    assert duel.tp == 1
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-TORRENT')}")
    assert "V4-1800" in names(duel, 1, "gy")


def test_sc16_spells_only_in_your_own_main_phase() -> None:
    duel = build(p0=Side(spells=[("FX-RAZE", SET)], monsters=[("V4-1600", ATK)]),
                 p1=Side(hand=["V4-1800"], monsters=[("V4-1400", ATK)]))
    raze = find(duel, "FX-RAZE")
    assert Action("activate", raze) in duel.legal_actions()
    do(duel, "battle")
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {raze}")
    do(duel, "end")
    assert duel.tp == 1
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z1")
    assert duel.current_player == 1  # no window offered the Spell to P1
    assert Action("activate", raze) not in duel.legal_actions()


def test_r_trap_4_the_non_turn_player_decides_first_and_one_trap_per_window() -> None:
    duel = build(p0=Side(hand=["V4-1600"], spells=[("FX-TORRENT", SET)]),
                 p1=Side(spells=[("FX-TORRENT", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'FX-TORRENT', 1)}")
    # P1 was not asked in that window; the Trap's own window has no summon in it
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "szone")[0] == "FX-TORRENT"


def test_r_trap_4_the_turn_player_may_use_a_trap_after_the_opponent_passes() -> None:
    duel = build(p0=Side(hand=["V4-1600"], spells=[("FX-TORRENT", SET)]),
                 p1=Side(spells=[("FX-TORRENT", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    do(duel, "pass")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-TORRENT', 0)}")
    assert not duel.monsters(0) and not duel.monsters(1)


def test_r_trap_6_a_traps_results_open_a_new_window() -> None:
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1800", ATK)], spells=[("FX-TORRENT", SET)]),
                 p1=Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    do(duel, f"activate {find(duel, 'FX-WALL-ON-DIRECT')}")
    # the Special Summon opened a window: P2 has nothing, P1 may use its Trap
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-TORRENT')}")
    assert not duel.monsters(0) and not duel.monsters(1)
    assert duel.lp == [8000, 8000]  # the attacker left: the attack ended (R-BATTLE-5)


def test_r_draw_4_the_normal_draw_opens_a_window() -> None:
    duel = build(turn=2, tp=1, p0=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, "end")  # P1's turn 3 draw: P2 (the non-turn player) has no trap for it
    assert duel.tp == 0 and duel.request.kind == "main"
    do(duel, "end")  # P2's turn 4 normal draw: P1 may gain 500
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-DRAW-WATCH')}")
    assert duel.lp == [8500, 8000]


def test_r_win_2_deck_out_only_when_a_draw_fails() -> None:
    duel = build(p0=Side(deck=[], hand=["V4-1600"]), p1=Side(deck=["V1-100"] * 10))
    assert not duel.is_over  # an empty Deck alone is not a loss
    do(duel, "end")
    assert not duel.is_over and duel.tp == 1
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 1 and "draw" in duel.result.reason


def test_r_win_2_drawing_to_five_from_four_cards_loses() -> None:
    duel = build(turn=2, tp=1, p0=Side(deck=["V1-100"] * 4))
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 1


def test_r_win_3_both_at_zero_at_once_is_a_draw() -> None:
    duel = build(p0=Side(hand=["FX-BURN-BOTH"], lp=1000), p1=Side(lp=700))
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    assert duel.is_over and duel.result.winner is None
    assert duel.lp == [0, 0]


def test_r_field_2_field_spell_replacement_is_not_destruction() -> None:
    from rushdesk.cards.fixtures import FIXTURE_BASE  # noqa: F401  (pool sanity)
    from rushdesk.engine import CardData, CardType
    from rushdesk.engine.scenario import scenario

    from .util import POOL

    fields = [CardData(910_000_001 + k, f"FX-FIELD-{n}", CardType.SPELL | CardType.FIELD)
              for k, n in enumerate("ABC")]
    pool = POOL.merged(fields)
    duel = scenario(pool, filler="V1-100",
                    p0=Side(hand=["FX-FIELD-B"], field_spell=("FX-FIELD-A", ATK)))
    events = do(duel, f"set {find(duel, 'FX-FIELD-B')} f")
    sent = [e for e in events if e.dst == "gy"]
    assert len(sent) == 1 and sent[0].reason == "rule"
    assert names(duel, 0, "gy") == ["FX-FIELD-A"]
    assert duel.data[duel.fz[0]].name == "FX-FIELD-B" and duel.pos[duel.fz[0]] == SET
