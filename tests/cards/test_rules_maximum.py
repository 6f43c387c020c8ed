"""Maximum Mode rules beyond SC-28 (R-MAX-4, 5, 7, 8, 9, 11, 12, 13)."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, DEF, DIRECT, Action, IllegalActionError

from ..engine.util import do, find, names
from .util import Side, build

OVERLORD = "Supreme Machine Magnum Overlord"
PIECES = [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]


def _in_maximum_mode(**p1):  # type: ignore[no-untyped-def]
    duel = build(p0=Side(hand=PIECES + p1.pop("hand0", []), deck=["V1-100"] * 10),
                 p1=Side(**p1))
    do(duel, f"maximum {find(duel, OVERLORD, 0, 'hand')}")
    while duel.current_player == 1:
        do(duel, "pass")
    return duel


def test_r_max_5_one_target_one_attack() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[(PIECES[0], ATK), (PIECES[1], ATK), (PIECES[2], ATK)]))
    duel.maxm[1] = True  # the opponent's pieces are one Maximum Mode monster
    duel._legal = duel.stack[-1].legal(duel)
    center = find(duel, OVERLORD, 1)
    attacks = [a for a in duel.legal_actions() if a.kind == "attack"]
    assert attacks == [Action("attack", find(duel, "V4-1800"), target=center)]
    do(duel, f"attack {find(duel, 'V4-1800')} -> {center}")
    assert duel.lp[0] == 8000 - (3500 - 1800)


def test_r_max_4_and_5_attacks_once_never_changes_position() -> None:
    duel = _in_maximum_mode()
    assert not [a for a in duel.legal_actions() if a.kind == "position"]
    do(duel, "battle") if Action("battle") in duel.legal_actions() else None
    assert duel.turn == 3 and duel.tp == 0
    attacks = [a for a in duel.legal_actions() if a.kind == "attack"]
    assert attacks == [Action("attack", duel.oid[duel.mz[0][1]], target=DIRECT)]
    do(duel, f"attack {duel.oid[duel.mz[0][1]]} -> direct")
    assert duel.lp[1] == 8000 - 3500
    assert duel.tp == 1  # nothing else could attack: the turn passed


def test_r_max_7_one_tribute_for_a_level_six_all_three_leave() -> None:
    duel = _in_maximum_mode(hand0=["Summoned Skull (Rush)"])
    skull = find(duel, "Summoned Skull (Rush)", 0, "hand")
    assert Action("summon", skull, 1) in duel.legal_actions()
    do(duel, f"summon {skull} z1")
    assert sorted(names(duel, 0, "gy")) == sorted(PIECES)
    assert names(duel, 0, "mzone") == ["", "Summoned Skull (Rush)", ""]
    assert not duel.maxm[0]


def test_r_max_7_cannot_be_two_tributes() -> None:
    duel = _in_maximum_mode(hand0=["Dark Magician (Rush)"])
    dm = find(duel, "Dark Magician (Rush)", 0, "hand")
    assert not [a for a in duel.legal_actions() if a.card == dm and a.kind == "summon"]


def test_r_max_8_all_three_return_to_the_hand_together() -> None:
    duel = _in_maximum_mode(hand0=["FX-RECALL"])
    events = do(duel, f"activate {find(duel, 'FX-RECALL')} s0")  # one monster: no question
    assert sorted(n for n in names(duel, 0, "hand") if "Overlord" in n) == sorted(PIECES)
    assert len([e for e in events if e.dst == "hand" and e.src == "mzone"]) == 3
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]


def test_r_max_8_destroyed_by_battle_all_three_to_the_gy() -> None:
    duel = build(phase="battle", turn=4, tp=1, p1=Side(monsters=[("V8-3000", ATK)]),
                 p0=Side(monsters=[(p, ATK) for p in PIECES]))
    duel.maxm[0] = True
    duel.add_mod(duel.mz[0][1], "atk", -1000, 4)  # 2500 now
    duel._legal = duel.stack[-1].legal(duel)
    events = do(duel, f"attack {find(duel, 'V8-3000')} -> {duel.oid[duel.mz[0][1]]}")
    assert sorted(names(duel, 0, "gy")) == sorted(PIECES)
    assert len([e for e in events if e.reason == "battle" and e.dst == "gy"]) == 3
    assert duel.lp[0] == 7500 and not duel.maxm[0]


def test_r_max_9_each_piece_once_per_turn() -> None:
    duel = _in_maximum_mode(hand0=["V1-100", "V1-100"], monsters=[("V6-2000", ATK)])
    left, right = duel.oid[duel.mz[0][0]], duel.oid[duel.mz[0][2]]
    duel.lp[0] = 5000  # lower than the opponent's: [L] may be used
    duel._legal = duel.stack[-1].legal(duel)
    do(duel, f"activate {right}")  # mill 1; +200 x Level 6 of the opponent's monster
    center = duel.mz[0][1]
    assert duel.atk(center) == 3500 + 1200
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {right}")
    do(duel, f"activate {left}")
    if duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    assert duel.atk(center) == 3500 + 1200 + 3000


def test_r_max_11_pieces_as_ordinary_monsters() -> None:
    duel = build(p0=Side(hand=[PIECES[0]], deck=["V1-100"] * 5, lp=1000))
    left = find(duel, PIECES[0], 0, "hand")
    do(duel, f"summon {left} z0")  # Level 4: no Tribute
    left = find(duel, PIECES[0], 0, "mzone")
    assert duel.atk(duel.inst(left)) == 800 and not duel.maxm[0]
    assert Action("activate", left) not in duel.legal_actions()  # Maximum Mode only


def test_r_max_3_no_other_monster_beside_it() -> None:
    duel = _in_maximum_mode(hand0=["V4-1600", "Cyber Dragon (Rush)"], monsters=[("V4-1400", ATK)])
    v = find(duel, "V4-1600", 0, "hand")
    cyber = find(duel, "Cyber Dragon (Rush)", 0, "hand")
    assert not [a for a in duel.legal_actions() if a.card == v]
    assert not [a for a in duel.legal_actions() if a.card == cyber and a.kind == "spsummon"]
    # a Tribute Summon that first removes it is the only way (R-MAX-7)
    assert Action("summon", cyber, 0) in duel.legal_actions()


def test_r_max_13_as_fusion_material_all_three_go() -> None:
    from rushdesk.engine import CardData, CardType
    from rushdesk.engine.scenario import scenario

    from .util import POOL

    fusion = CardData(951_000_001, "FX-OVERLORD-FUSION", CardType.MONSTER | CardType.FUSION,
                      race="Machine", level=10, atk=4000, materials=(OVERLORD, "V4-1600"))
    pool = POOL.merged([fusion])
    duel = scenario(pool, filler="V1-100",
                    p0=Side(hand=PIECES + ["Polymerization (Rush)", "V4-1600"],
                            extra=["FX-OVERLORD-FUSION"]))
    do(duel, f"maximum {find(duel, OVERLORD, 0, 'hand')}")
    do(duel, f"activate {find(duel, 'Polymerization (Rush)')} s0")
    if duel.request.kind == "position":
        do(duel, "choose atk")
    assert names(duel, 0, "mzone").count("FX-OVERLORD-FUSION") == 1
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(PIECES)
    assert duel.pos[duel.inst(find(duel, "FX-OVERLORD-FUSION"))] in (ATK, DEF)


def test_r_max_5_and_6_both_players_see_one_maximum_monster() -> None:
    # The observations say which side is in Maximum Mode (the board draws it as one
    # card, also for a LAN guest), and every piece reads as the whole monster: the
    # MAXIMUM ATK, the center's Level; the [L] and [R] pieces have no stats of their own.
    duel = _in_maximum_mode()
    for viewer in (0, 1):
        players = duel.observe(viewer).to_dict()["players"]
        assert [v["maximum"] for v in players] == [True, False]
        assert [m["atk"] for m in players[0]["monsters"]] == [3500, 3500, 3500]
    assert {duel.level(i) for i in duel.mz[0]} == {10}
