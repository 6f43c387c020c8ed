"""Behaviour tests for the seed cards of RULES.md section 20: the monsters.

Each test sets up a small duel, plays the card, checks the events and the resulting
zones, LP and stats, and checks that the card cannot be used when its Requirement
cannot be met: the activation is missing from `legal_actions()` and `apply` refuses it.
"""

from __future__ import annotations

from rushdesk.cards.seed import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Action, CardType, Duel

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .util import SEED_POOL, Side, build

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
DM = "Dark Magician (Rush)"
SRM = "Sevens Road Magician"
OVERLORD = "Supreme Machine Magnum Overlord"
DESPAIR = "Doomblaze Fiend Overlord Despairacion"


# ------------------------------------------------------------------- monsters
def test_sevens_road_magician_gains_300_per_attribute_in_gy() -> None:
    # GY: EARTH, WIND, WATER (+ a Spell); the milled card adds FIRE: 4 Attributes.
    duel = build(p0=Side(monsters=[(SRM, ATK)], deck=["V4-1700", "V1-100"],
                         gy=["V4-1600", "V3-1200", "V3-1000", "V4-1400", "Dark Hole (Rush)"]),
                 p1=Side(gy=["V4-1500", DM]))  # the opponent's GY does not count
    srm = find(duel, SRM)
    events = do(duel, f"activate {srm}")
    assert events[0].kind == "activate" and events[0].card == srm
    milled = moves(events, "deck", "gy", "cost")
    assert [e.code for e in milled] == [code_of("V4-1700")]
    assert duel.atk(duel.inst(srm)) == 2100 + 4 * 300
    assert names(duel, 0, "deck") == ["V1-100"]
    refused(duel, f"activate {srm}")  # once per turn (R-EFF-3)
    do(duel, "end")  # "until the end of the turn" (R-EFF-6)
    assert duel.atk(duel.inst(srm)) == 2100
    # Requirement: mill 1. With an empty Deck it cannot be activated.
    duel = build(p0=Side(monsters=[(SRM, ATK)], deck=[], gy=["V4-1600"]))
    no_activation(duel, find(duel, SRM))


def test_jointech_rex_shuffles_3_gy_monsters_to_destroy_a_spell_trap() -> None:
    duel = build(p0=Side(hand=["Jointech Rex"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100", "Dark Hole (Rush)"], deck=["V2-500"] * 5),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'Jointech Rex')} z0")  # two Tributes: V4-1600, V4-1400
    rex = find(duel, "Jointech Rex", 0, "mzone")
    assert Action("activate", rex) in duel.legal_actions()
    events = do(duel, f"activate {rex}")
    back = moves(events, "gy", "deck", "cost")
    assert sorted(e.code for e in back) == sorted(code_of(n) for n in
                                                  ("V1-100", "V4-1600", "V4-1400"))
    assert any(e.kind == "shuffle" and e.player == 0 for e in events)
    assert names(duel, 0, "gy") == ["Dark Hole (Rush)"]
    assert len(duel.deck[0]) == 8
    destroyed = moves(events, "szone", "gy", "destroy")
    assert [e.code for e in destroyed] == [code_of("Mirror Force (Rush)")]
    assert names(duel, 1, "gy") == ["Mirror Force (Rush)"]
    # Not the turn it was Normal Summoned (it arrived on turn 1): refused.
    duel = build(p0=Side(monsters=[("Jointech Rex", ATK)], gy=["V1-100"] * 3),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    no_activation(duel, find(duel, "Jointech Rex"))
    # Summoned this turn but only 2 monsters in the GY: refused.
    duel = build(p0=Side(hand=["Jointech Rex"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'Jointech Rex')} z0")
    no_activation(duel, find(duel, "Jointech Rex", 0, "mzone"))


def test_blue_fang_burst_dragon_destroys_weak_face_up_monsters_and_gains_300_each() -> None:
    duel = build(p0=Side(monsters=[("Blue-Fang Burst Dragon", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1500", DEF), ("V2-500", SET)]))
    bfbd = find(duel, "Blue-Fang Burst Dragon")
    events = do(duel, f"activate {bfbd}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    destroyed = moves(events, "mzone", "gy", "destroy")
    assert sorted(e.code for e in destroyed) == sorted(code_of(n) for n in ("V4-1400", "V4-1500"))
    assert names(duel, 1, "mzone") == ["", "", "V2-500"]  # face-down: not chosen
    assert duel.atk(duel.inst(bfbd)) == 2500 + 2 * 300
    # Requirement: mill 1; with an empty Deck it cannot be activated.
    duel = build(p0=Side(monsters=[("Blue-Fang Burst Dragon", ATK)], deck=[]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    no_activation(duel, find(duel, "Blue-Fang Burst Dragon"))


def test_red_boot_boost_dragon_burns_100_per_dragon_shuffled_from_gy() -> None:
    duel = build(p0=Side(monsters=[("Red-Boot Boost Dragon", ATK)],
                         gy=["V4-1500", "V4-1600", "V8-3000"]))
    rbbd = find(duel, "Red-Boot Boost Dragon")
    do(duel, f"activate {rbbd}")
    assert duel.request.kind == "pick"  # "up to 7": the player chooses
    picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert picks == {find(duel, "V4-1500"), find(duel, "V8-3000")}  # Dragons only
    do(duel, f"pick {find(duel, 'V4-1500')}")
    events = do(duel, f"pick {find(duel, 'V8-3000')}")
    assert [e.value for e in events if e.kind == "damage"] == [200]
    assert duel.lp == [8000, 7800]
    assert duel.atk(duel.inst(rbbd)) == 2400 + 200
    back = moves(events, "gy", "deck")
    assert sorted(e.code for e in back) == sorted(code_of(n) for n in ("V4-1500", "V8-3000"))
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert len(duel.deck[0]) == 22
    # No Dragon in the GY: nothing to choose, refused.
    duel = build(p0=Side(monsters=[("Red-Boot Boost Dragon", ATK)], gy=["V4-1600"]))
    no_activation(duel, find(duel, "Red-Boot Boost Dragon"))


def _maximum(duel: Duel, center: str) -> int:
    """Maximum Summon `center` for the turn player; returns the center's id."""
    do(duel, f"maximum {find(duel, center, duel.tp, 'hand')}")
    assert duel.maxm[duel.tp]
    return find(duel, center, duel.tp, "mzone")


def test_supreme_machine_magnum_overlord_l_gains_the_lp_difference() -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", "V1-100"],
                         monsters=[("V4-1600", SET)], lp=3000))
    events = do(duel, f"maximum {find(duel, OVERLORD, 0, 'hand')}")
    assert [e.code for e in moves(events, "mzone", "gy", "rule")] == [code_of("V4-1600")]
    assert [(e.code, e.value, e.reason) for e in events if e.kind == "spsummon"] == [
        (code_of(f"{OVERLORD} [L]"), 0, "maximum"), (code_of(OVERLORD), 1, "maximum"),
        (code_of(f"{OVERLORD} [R]"), 2, "maximum")]
    center = find(duel, OVERLORD, 0, "mzone")
    assert duel.maxm[0] and duel.atk(duel.inst(center)) == 3500
    left = find(duel, f"{OVERLORD} [L]", 0, "mzone")
    events = do(duel, f"activate {left}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert duel.atk(duel.inst(center)) == 3500 + 5000
    assert names(duel, 0, "hand") == []
    # LP not lower than the opponent's: refused, even in Maximum Mode.
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", "V1-100"]))
    _maximum(duel, OVERLORD)
    no_activation(duel, find(duel, f"{OVERLORD} [L]", 0, "mzone"))
    # Not in Maximum Mode: refused.
    duel = build(p0=Side(monsters=[(f"{OVERLORD} [L]", ATK)], hand=["V1-100"], lp=3000))
    no_activation(duel, find(duel, f"{OVERLORD} [L]"))


def test_supreme_machine_magnum_overlord_is_not_destroyed_by_opponent_traps_in_maximum_mode(
) -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    center = _maximum(duel, OVERLORD)
    no_activation(duel, center)  # a continuous effect is never activated (R-EFF-5)
    do(duel, "battle")
    do(duel, f"attack {center} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Mirror Force (Rush)')}")
    assert not moves(events, "mzone", "gy")
    assert duel.maxm[0] and names(duel, 0, "mzone") == [f"{OVERLORD} [L]", OVERLORD,
                                                        f"{OVERLORD} [R]"]
    assert duel.lp == [8000, 4500]
    # Outside Maximum Mode the protection does not apply.
    duel = build(phase="battle", p0=Side(monsters=[(OVERLORD, ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"attack {find(duel, OVERLORD)} -> direct")
    do(duel, f"activate {find(duel, 'Mirror Force (Rush)')}")
    assert names(duel, 0, "gy") == [OVERLORD] and duel.lp == [8000, 8000]


def test_supreme_machine_magnum_overlord_r_gains_200_times_an_opponent_level() -> None:
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V4-1600", DEF), ("V8-3000", SET)]))
    center = _maximum(duel, OVERLORD)
    right = find(duel, f"{OVERLORD} [R]", 0, "mzone")
    events = do(duel, f"activate {right}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert duel.request.kind == "pick"
    picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert picks == {find(duel, "V6-2000"), find(duel, "V4-1600")}  # face-up only
    do(duel, f"pick {find(duel, 'V6-2000')}")
    assert len(duel.gy[0]) == 1 and len(duel.deck[0]) == 19
    assert duel.atk(duel.inst(center)) == 3500 + 6 * 200
    # Not in Maximum Mode: refused.
    duel = build(p0=Side(monsters=[(f"{OVERLORD} [R]", ATK)]), p1=Side(monsters=[("V6-2000", ATK)]))
    no_activation(duel, find(duel, f"{OVERLORD} [R]"))
    # In Maximum Mode with an empty Deck: refused.
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"], deck=[]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    _maximum(duel, OVERLORD)
    no_activation(duel, find(duel, f"{OVERLORD} [R]", 0, "mzone"))


def test_doomblaze_fiend_overlord_despairacion_l_resists_traps_and_spells_in_maximum_mode(
) -> None:
    # Outside Maximum Mode: the opponent's Trap cannot destroy it ...
    duel = build(p0=Side(monsters=[(f"{DESPAIR} [L]", ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    left = find(duel, f"{DESPAIR} [L]")
    no_activation(duel, left)  # a continuous effect is never activated (R-EFF-5)
    do(duel, "battle")
    do(duel, f"attack {left} -> direct")
    events = do(duel, f"activate {find(duel, 'Mirror Force (Rush)')}")
    assert not moves(events, "mzone", "gy") and duel.lp == [8000, 5700]
    # ... but the opponent's Spell can.
    duel = build(turn=4, tp=1, p0=Side(monsters=[(f"{DESPAIR} [L]", ATK)]),
                 p1=Side(hand=["Dark Hole (Rush)"]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert names(duel, 0, "gy") == [f"{DESPAIR} [L]"]
    # In Maximum Mode the opponent's Spell cannot destroy it either.
    duel = build(p0=Side(hand=[f"{DESPAIR} [L]", DESPAIR, f"{DESPAIR} [R]"]),
                 p1=Side(hand=["Dark Hole (Rush)"], monsters=[("V4-1600", ATK)]))
    _maximum(duel, DESPAIR)
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    events = do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1600")]
    assert duel.maxm[0] and names(duel, 0, "mzone")[1] == DESPAIR


def test_doomblaze_fiend_overlord_despairacion_destroys_a_card_and_draws_2_in_maximum_mode(
) -> None:
    extra_pieces = [f"{OVERLORD} [L]", f"{OVERLORD} [R]"]
    duel = build(p0=Side(hand=[f"{DESPAIR} [L]", DESPAIR, f"{DESPAIR} [R]", *extra_pieces],
                         deck=["V1-100", "V2-500", "V3-1000"]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[("Mirror Force (Rush)", SET)]))
    center = _maximum(duel, DESPAIR)
    events = do(duel, f"activate {center}")
    assert sorted(e.code for e in moves(events, "hand", "gy", "cost")) == sorted(
        code_of(n) for n in extra_pieces)
    assert duel.request.kind == "pick"  # 1 card the opponent controls
    events = do(duel, f"pick {find(duel, 'Mirror Force (Rush)')}")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [
        code_of("Mirror Force (Rush)")]
    assert len([e for e in events if e.kind == "draw"]) == 2
    assert names(duel, 0, "hand") == ["V1-100", "V2-500"]
    assert names(duel, 1, "mzone")[0] == "V4-1600"
    # Outside Maximum Mode: it destroys, but does not draw.
    duel = build(p0=Side(monsters=[(DESPAIR, ATK)], hand=extra_pieces),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, DESPAIR)}")
    assert names(duel, 1, "gy") == ["V4-1600"]
    assert not [e for e in events if e.kind == "draw"] and names(duel, 0, "hand") == []
    # Only 1 Maximum Monster in the hand: refused.
    duel = build(p0=Side(monsters=[(DESPAIR, ATK)], hand=[f"{OVERLORD} [L]", "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, DESPAIR))


def test_doomblaze_fiend_overlord_despairacion_r_bans_level_7_special_summons_and_sets() -> None:
    duel = build(p0=Side(monsters=[(f"{DESPAIR} [R]", ATK)],
                         hand=["Monster Reborn (Rush)", "Monster Reborn (Rush)"]),
                 p1=Side(gy=[DM, "V4-1600"]))
    no_activation(duel, find(duel, f"{DESPAIR} [R]"))  # continuous (R-EFF-5)
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    assert duel.request.kind == "position"  # V4-1600 was the only choice: no pick
    events = do(duel, "choose atk")
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of("V4-1600")]
    assert names(duel, 0, "mzone") == [f"{DESPAIR} [R]", "V4-1600", ""]
    assert names(duel, 1, "gy") == [DM]
    # Only a Level 7 monster is left in the GYs: Monster Reborn cannot be activated.
    no_activation(duel, find(duel, "Monster Reborn (Rush)", 0, "hand"))
    # In Maximum Mode the opponent cannot Set monsters from the hand either; the ban on
    # Level 7 Special Summons binds the opponent too ("neither player").
    duel = build(p0=Side(hand=[f"{DESPAIR} [L]", DESPAIR, f"{DESPAIR} [R]"]),
                 p1=Side(hand=["V4-1600", "Monster Reborn (Rush)"], gy=[SRM]))
    _maximum(duel, DESPAIR)
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    v = find(duel, "V4-1600", 1, "hand")
    assert Action.parse(f"summon {v} z0") in duel.legal_actions()
    refused(duel, f"set {v} z0")
    no_activation(duel, find(duel, "Monster Reborn (Rush)", 1, "hand"))
    # Outside Maximum Mode the opponent may Set.
    duel = build(turn=4, tp=1, p0=Side(monsters=[(f"{DESPAIR} [R]", ATK)]),
                 p1=Side(hand=["V4-1600"]))
    assert Action.parse(f"set {find(duel, 'V4-1600', 1, 'hand')} z0") in duel.legal_actions()


def test_blue_eyes_bright_dragon_becomes_bewd_gains_500_and_may_destroy() -> None:
    duel = build(p0=Side(monsters=[("Blue-Eyes Bright Dragon", ATK), (DM, ATK)],
                         hand=["Blue-Eyes Bright Dragon"]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", SET)]))
    in_hand = duel.inst(find(duel, "Blue-Eyes Bright Dragon", 0, "hand"))
    assert BEWD in duel.names(in_hand)  # treated as BEWD in the hand (R-CARD-1)
    bebd = find(duel, "Blue-Eyes Bright Dragon", 0, "mzone")
    assert BEWD not in duel.names(duel.inst(bebd))
    events = do(duel, f"activate {bebd}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert duel.request.kind == "yesno"  # "you can destroy": DM is a Legend Normal Monster
    events = do(duel, "yes")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V8-3000")]
    assert BEWD in duel.names(duel.inst(bebd))
    assert duel.atk(duel.inst(bebd)) == 3000
    assert names(duel, 1, "mzone")[1] == "V4-1600"
    # Without a face-up Legend Normal Monster there is no question; no destruction.
    duel = build(p0=Side(monsters=[("Blue-Eyes Bright Dragon", ATK), (DM, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    bebd = find(duel, "Blue-Eyes Bright Dragon")
    do(duel, f"activate {bebd}")
    assert duel.request.kind == "main" and names(duel, 1, "mzone")[0] == "V8-3000"
    assert duel.atk(duel.inst(bebd)) == 3000
    # Empty Deck: refused.
    duel = build(p0=Side(monsters=[("Blue-Eyes Bright Dragon", ATK)], deck=[]))
    no_activation(duel, find(duel, "Blue-Eyes Bright Dragon"))


def test_blue_eyes_vision_dragon_self_summons_and_counts_as_2_bewd_materials() -> None:
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=["Blue-Eyes Vision Dragon", "Fusion"],
                         extra=[BEUD]))
    vision = find(duel, "Blue-Eyes Vision Dragon")
    spsummons = [a for a in duel.legal_actions() if a.kind == "spsummon" and a.card == vision]
    assert spsummons and {a.pos for a in spsummons} == {DEF}  # face-up Defense only
    events = do(duel, f"spsummon {vision} z1 def")
    assert [(e.kind, e.reason) for e in events if e.kind == "spsummon"] == [
        ("spsummon", "condition")]
    vision = find(duel, "Blue-Eyes Vision Dragon", 0, "mzone")
    assert duel.pos[duel.inst(vision)] == DEF
    fusion = find(duel, "Fusion")
    refused(duel, f"activate {fusion} s0")  # only 2 "BEWD" yet
    events = do(duel, f"activate {vision}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert BEWD in duel.names(duel.inst(vision))
    do(duel, f"activate {fusion} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    events = do(duel, "choose atk")
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of(BEUD)]
    assert sorted(e.code for e in events if e.reason == "material") == sorted(
        code_of(n) for n in (BEWD, "Blue-Eyes Vision Dragon"))
    assert names(duel, 0, "mzone") == [BEUD, "", ""]
    assert duel.atk(mzone(duel, 0, BEUD)) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted(
        [BEWD, "Blue-Eyes Vision Dragon", "Fusion", "V1-100"])  # V1-100: the milled card
    # Without a face-up Level 8+ Dragon: no Special Summon from the hand.
    duel = build(p0=Side(monsters=[("V4-1500", ATK), (BEWD, SET)],
                         hand=["Blue-Eyes Vision Dragon"]))
    refused(duel, f"spsummon {find(duel, 'Blue-Eyes Vision Dragon')} z2 def")
    # Its effect needs a card to mill.
    duel = build(p0=Side(monsters=[("Blue-Eyes Vision Dragon", DEF)], deck=[]))
    no_activation(duel, find(duel, "Blue-Eyes Vision Dragon"))


def test_cyber_dragon_special_summons_itself_when_only_the_opponent_has_monsters() -> None:
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]), p1=Side(monsters=[("V4-1600", ATK)]))
    cyber = find(duel, "Cyber Dragon (Rush)")
    spsummons = {(a.zone, a.pos) for a in duel.legal_actions() if a.kind == "spsummon"}
    assert spsummons == {(z, p) for z in range(3) for p in (ATK, DEF)}
    events = do(duel, f"spsummon {cyber} z0 atk")
    summoned = [e for e in events if e.kind == "spsummon"]
    assert len(summoned) == 1 and summoned[0].src == "hand" and summoned[0].reason == "condition"
    assert names(duel, 0, "mzone") == ["Cyber Dragon (Rush)", "", ""]
    assert duel.atk(mzone(duel, 0, "Cyber Dragon (Rush)")) == 2100
    # You control a monster too: refused.
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"], monsters=[("V1-100", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z1 atk")
    # The opponent controls no monster: refused.
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]))
    refused(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")


def test_innocent_fadrawl_makes_both_players_draw_1_the_turn_it_was_normal_summoned() -> None:
    duel = build(p0=Side(hand=["Innocent Fadrawl", "Innocent Fadrawl"], deck=["V1-100"] * 3),
                 p1=Side(deck=["V2-500"] * 3))
    do(duel, f"summon {find(duel, 'Innocent Fadrawl', 0, 'hand')} z0")
    fadrawl = find(duel, "Innocent Fadrawl", 0, "mzone")
    events = do(duel, f"activate {fadrawl}")
    draws = [e for e in events if e.kind == "draw"]
    assert sorted(e.player for e in draws) == [0, 1]
    assert names(duel, 0, "hand") == ["Innocent Fadrawl", "V1-100"]
    assert names(duel, 1, "hand") == ["V2-500"]
    # A second copy summoned this turn: you already drew in the Main Phase: refused.
    do(duel, f"summon {find(duel, 'Innocent Fadrawl', 0, 'hand')} z1")
    no_activation(duel, find(duel, "Innocent Fadrawl", 0, "mzone", nth=1))
    # Not Normal Summoned this turn: refused.
    duel = build(p0=Side(monsters=[("Innocent Fadrawl", ATK)]))
    no_activation(duel, find(duel, "Innocent Fadrawl"))


# ---------------------------------------------------------------------- table
def test_every_seed_card_is_scripted_or_vanilla() -> None:
    from rushdesk.cards import SCRIPTS as ALL_SCRIPTS

    assert len(SCRIPTS) == 33
    for card in SEED_POOL.values():
        vanilla = card.is_monster and not card.type & CardType.EFFECT
        assert (card.name in ALL_SCRIPTS) != vanilla, card.name
        if card.name in ALL_SCRIPTS:
            assert card.behaviour is ALL_SCRIPTS[card.name]
    assert set(SCRIPTS) <= {c.name for c in SEED_POOL.values()}
