"""RULES.md scenarios that need real card effects (SC-11, SC-12, SC-15, SC-17..SC-20,
SC-28..SC-30)."""

from __future__ import annotations

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, IllegalActionError

from ..engine.util import do, find, names
from .util import Side, build

SRM = "Sevens Road Magician"
BEWD = "Blue-Eyes White Dragon (Rush)"
OVERLORD = "Supreme Machine Magnum Overlord"


def test_sc11_trap_hole_after_a_normal_summon_not_after_a_flip() -> None:
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("V4-1600", SET)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    do(duel, f"position {find(duel, 'V4-1600')} atk")
    assert duel.current_player == 0 and duel.request.kind == "main"
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'Trap Hole (Rush)')}")
    assert names(duel, 0, "gy") == ["V4-1800"]


def test_sc12_once_per_turn_per_monster_copies_are_independent() -> None:
    duel = build(p0=Side(monsters=[(SRM, ATK), (SRM, ATK)], gy=["Dark Magician (Rush)"],
                         deck=["V4-1500", "V3-1200", "V1-100", "V1-100", "V1-100"]))
    a, b = find(duel, SRM, nth=0), find(duel, SRM, nth=1)
    do(duel, f"activate {a}")  # mills the LIGHT monster: DARK + LIGHT
    assert duel.atk(duel.inst(a)) == 2700
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {a}")
    do(duel, f"activate {b}")  # mills the WIND monster: DARK + LIGHT + WIND
    assert duel.atk(duel.inst(b)) == 3000
    do(duel, "end")
    assert duel.tp == 1
    assert duel.atk(duel.inst(a)) == 2100 and duel.atk(duel.inst(b)) == 2100


def test_sc15_real_cards_spell_set_this_turn_may_be_activated() -> None:
    duel = build(p0=Side(hand=["Dark Hole (Rush)", "Torrential Tribute (Rush)", "V4-1600"]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=["V4-1800"]))
    do(duel, f"set {find(duel, 'Torrential Tribute (Rush)')} s0")
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # Set this turn: not offered (R-TRAP-2)
    do(duel, f"set {find(duel, 'Dark Hole (Rush)')} s1")
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)', 0, 'szone')}")
    assert "V4-1600" in names(duel, 0, "gy") and names(duel, 1, "gy") == ["V4-1400"]
    do(duel, "end")
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'Torrential Tribute (Rush)')}")
    assert "V4-1800" in names(duel, 1, "gy")


def _sc17(p1_traps: list) -> object:  # type: ignore[type-arg]
    return build(p0=Side(hand=["V4-1600"], spells=[("Torrential Tribute (Rush)", SET)]),
                 p1=Side(monsters=[(SRM, ATK)], spells=p1_traps, gy=[SRM]))


def test_sc17_the_non_turn_player_decides_first() -> None:
    duel = _sc17([("Sevens Road Protection", SET)])
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert Action("activate", find(duel, "Sevens Road Protection")) in duel.legal_actions()
    do(duel, f"activate {find(duel, 'Sevens Road Protection')}")
    assert duel.request.kind == "yesno"  # change the summoned monster to Defense?
    do(duel, "yes")
    v = find(duel, "V4-1600", 0, "mzone")
    assert duel.pos[duel.inst(v)] == DEF
    magician = duel.inst(find(duel, SRM, 1, "mzone"))
    assert duel.protected(magician, by=0, source="trap")
    # P1 was not offered Torrential Tribute, and the Trap's window has no summon
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "szone")[0] == "Torrential Tribute (Rush)"


def test_sc18_the_non_turn_player_passes_and_the_turn_player_uses_a_trap() -> None:
    duel = _sc17([])
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'Torrential Tribute (Rush)')}")
    assert names(duel, 0, "gy") == ["V4-1600", "Torrential Tribute (Rush)"]
    assert names(duel, 1, "gy") == [SRM, SRM]


def _sc19():  # type: ignore[no-untyped-def]
    return build(
        p0=Side(hand=["Dragonic Pressure", "Innocent Fadrawl", "Blue-Fang Burst Dragon",
                      "Red-Boot Boost Dragon"]),
        p1=Side(monsters=[("Blue-Fang Burst Dragon", ATK)], hand=[BEWD],
                spells=[("RB Dragophone", SET), ("Dragon Encounter", SET)],
                deck=["V1-100", "V2-500", "V1-100", "V1-100", "V1-100"]),
    )


def test_sc19_requirement_and_effect_form_one_window() -> None:
    duel = _sc19()
    events = do(duel, f"activate {find(duel, 'Dragonic Pressure')} s0")
    # the cost is forced (exactly three Dragons in hand) and nothing opened a window
    assert not [e for e in events if e.kind == "activate" and e.player == 1]
    assert sorted(names(duel, 0, "gy")) == [
        "Blue-Fang Burst Dragon", "Innocent Fadrawl", "Red-Boot Boost Dragon"]
    # a monster was destroyed: Special Summon a Dragon from the GY?
    assert duel.request.kind == "yesno" and duel.current_player == 0
    do(duel, "yes")
    fadrawl = find(duel, "Innocent Fadrawl", 0, "mzone")
    assert duel.pos[duel.inst(fadrawl)] == DEF
    # one window with the destruction and the Special Summon: P2 may use either Trap
    assert duel.request.kind == "window" and duel.current_player == 1
    offered = {a.card for a in duel.legal_actions() if a.kind == "activate"}
    assert offered == {find(duel, "RB Dragophone"), find(duel, "Dragon Encounter")}
    do(duel, f"activate {find(duel, 'RB Dragophone')}")
    assert names(duel, 1, "gy") == ["Blue-Fang Burst Dragon", "V1-100", "V2-500"]
    assert duel.request.kind == "yesno"  # P2 controls no monsters: revive Blue-Fang?
    do(duel, "yes")
    if duel.request is not None and duel.request.kind == "position":
        do(duel, "choose atk")
    assert "Blue-Fang Burst Dragon" in names(duel, 1, "mzone")
    # Dragon Encounter stays Set: P2's own summon does not meet its requirement
    assert names(duel, 1, "szone")[1] == "Dragon Encounter"
    assert duel.current_player == 0 and duel.request.kind == "main"


def test_sc20_after_a_spell_means_after_it_resolved() -> None:
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=[BEWD]),
                 p1=Side(spells=[("Compulsory Evacuation Device (Rush)", SET)]))
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone")[0] == BEWD  # resolved before any Trap
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'Compulsory Evacuation Device (Rush)')}")
    assert BEWD in names(duel, 0, "hand")
    assert names(duel, 0, "gy") == ["Monster Reborn (Rush)"]
    assert names(duel, 1, "gy") == ["Compulsory Evacuation Device (Rush)"]


def test_sc28_maximum_summon_basics() -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", "V4-1800"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(spells=[("Dragon Encounter", SET)], hand=[BEWD]))
    center = find(duel, OVERLORD, 0, "hand")
    events = do(duel, f"maximum {center}")
    sent = [e for e in events if e.dst == "gy"]
    assert {e.reason for e in sent} == {"rule"} and len(sent) == 2  # not destroyed/Tributed
    assert names(duel, 0, "mzone") == [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]
    assert all(duel.pos[i] == ATK for i in duel.mz[0]) and duel.maxm[0]
    c = duel.mz[0][1]
    assert duel.monsters(0) == [c]
    assert (duel.level(c), duel.race(c), duel.atk(c), duel.defense(c)) == (10, "Machine", 3500, 0)
    assert duel.request.kind == "window" and duel.current_player == 1  # a Special Summon
    do(duel, f"activate {find(duel, 'Dragon Encounter')}")
    if duel.request.kind == "position":
        do(duel, "choose atk")
    assert names(duel, 1, "mzone")[0] == BEWD
    v = find(duel, "V4-1800", 0, "hand")
    for z in range(3):
        with pytest.raises(IllegalActionError):
            duel.apply(Action("summon", v, z))
    with pytest.raises(IllegalActionError):
        duel.apply(Action("position", duel.oid[c], pos=DEF))


def test_sc29_the_equip_stays_after_a_type_change_and_pierces() -> None:
    duel = build(p0=Side(hand=["Jointech Rush Horn", "Type Change Beam", BEWD],
                         monsters=[("Jointech Rex", ATK)]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    rex = duel.inst(find(duel, "Jointech Rex"))
    do(duel, f"activate {find(duel, 'Jointech Rush Horn')} s0")
    assert duel.atk(rex) == 2800
    do(duel, f"activate {find(duel, 'Type Change Beam')} s1")
    while duel.request.kind == "pick":
        if Action("pick", duel.oid[rex]) in duel.legal_actions():
            do(duel, f"pick {duel.oid[rex]}")
        else:
            do(duel, "finish")
    assert duel.race(rex) == "Dragon"
    assert names(duel, 0, "szone")[0] == "Jointech Rush Horn"
    assert duel.atk(rex) == 2800
    do(duel, "battle")
    do(duel, f"attack {duel.oid[rex]} -> {find(duel, 'V4-1600')}")
    assert names(duel, 1, "gy") == ["V4-1600"] and duel.lp[1] == 6200


@pytest.mark.parametrize("spell", ["Fusion", "Polymerization (Rush)"])
def test_sc30a_face_down_material_refused_by_both_fusion_and_polymerization(spell: str) -> None:
    duel = build(p0=Side(hand=[spell], monsters=[("V4-1600", ATK), ("V4-1400", SET)],
                         extra=["FX-FUSION-2"]))
    legal = Action("activate", find(duel, spell), 3) in duel.legal_actions()
    # Fusion: only face-up monsters; Polymerization allows face-down ones (R-FUS-3)
    assert legal == (spell != "Fusion")


def test_sc30b_a_material_in_the_hand_needs_polymerization() -> None:
    duel = build(p0=Side(hand=["Fusion", "Polymerization (Rush)", "V4-1400"],
                         monsters=[("V4-1600", ATK)], extra=["FX-FUSION-2"]))
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {find(duel, 'Fusion')} s0")
    do(duel, f"activate {find(duel, 'Polymerization (Rush)')} s0")
    assert duel.request.kind == "position"  # every choice was forced
    do(duel, "choose def")
    assert names(duel, 0, "mzone")[0] == "FX-FUSION-2" or "FX-FUSION-2" in names(duel, 0, "mzone")
    fusion = duel.inst(find(duel, "FX-FUSION-2", 0, "mzone"))
    assert duel.pos[fusion] == DEF
    assert sorted(names(duel, 0, "gy")) == ["Polymerization (Rush)", "V4-1400", "V4-1600"]


def test_sc30c_both_materials_face_up_fusion_is_legal() -> None:
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["FX-FUSION-2"]))
    do(duel, f"activate {find(duel, 'Fusion')} s0")
    do(duel, "choose atk")
    fusion = duel.inst(find(duel, "FX-FUSION-2", 0, "mzone"))
    assert duel.pos[fusion] == ATK and duel.proper[fusion]
    assert sorted(names(duel, 0, "gy")) == ["Fusion", "V4-1400", "V4-1600"]
