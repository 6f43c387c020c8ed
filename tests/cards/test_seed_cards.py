"""One behaviour test per scripted seed card (RULES.md section 20).

Each test sets up a small duel, plays the card, checks the events and the resulting
zones, LP and stats, and checks that the card cannot be used when its Requirement
cannot be met: the activation is missing from `legal_actions()` and `apply` refuses it.
"""

from __future__ import annotations

import pytest

from rushdesk.cards.seed import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Action, CardType, Duel, Event, IllegalActionError

from ..engine.util import do, find, names
from .util import POOL, SEED_POOL, Side, build

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
DM = "Dark Magician (Rush)"
SRM = "Sevens Road Magician"
OVERLORD = "Supreme Machine Magnum Overlord"
DESPAIR = "Doomblaze Fiend Overlord Despairacion"


# ---------------------------------------------------------------------- helpers
def refused(duel: Duel, text: str) -> None:
    """`text` is not a legal action now, and applying it raises and changes nothing."""
    action = Action.parse(text)
    assert action not in duel.legal_actions()
    before = duel.state_hash()
    with pytest.raises(IllegalActionError):
        duel.apply(action)
    assert duel.state_hash() == before


def no_activation(duel: Duel, card: int) -> None:
    """No activation of `card` (in any zone) is legal now, and `activate` is refused."""
    assert not [a for a in duel.legal_actions() if a.kind == "activate" and a.card == card]
    refused(duel, f"activate {card}")


def moves(events: list[Event], src: str, dst: str, reason: str = "") -> list[Event]:
    return [e for e in events if e.kind in ("move", "draw") and e.src == src and e.dst == dst
            and (not reason or e.reason == reason)]


def code_of(name: str) -> int:
    return POOL.by_name(name)[0].code


def mzone(duel: Duel, p: int, name: str) -> int:
    """Card index of `name` on `p`'s field."""
    return duel.inst(find(duel, name, p, "mzone"))


def at_window(duel: Duel, player: int) -> None:
    assert duel.request.kind == "window" and duel.current_player == player


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


# --------------------------------------------------------------------- spells
def test_monster_reborn_special_summons_from_either_gy() -> None:
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=["V4-1600"]), p1=Side(gy=[DM]))
    reborn = find(duel, "Monster Reborn (Rush)")
    do(duel, f"activate {reborn} s0")
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions()} == {find(duel, "V4-1600"), find(duel, DM)}
    do(duel, f"pick {find(duel, DM)}")
    events = do(duel, "choose atk")
    summoned = [e for e in events if e.kind == "spsummon"]
    assert len(summoned) == 1 and summoned[0].src == "gy" and summoned[0].player == 0
    dm = mzone(duel, 0, DM)
    assert duel.ctrl[dm] == 0 and duel.owner[dm] == 1 and duel.pos[dm] == ATK
    assert names(duel, 0, "gy") == ["V4-1600", "Monster Reborn (Rush)"]
    assert names(duel, 1, "gy") == []
    # No monster in either GY (a Fusion Monster never properly summoned does not count,
    # R-FUS-9): refused.
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=["Dark Hole (Rush)", BEUD]))
    refused(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")


def test_polymerization_fuses_from_hand_and_field() -> None:
    duel = build(p0=Side(hand=["Polymerization (Rush)", BEWD, "Blue-Eyes Bright Dragon"],
                         monsters=[(BEWD, SET)], extra=[BEUD]))
    do(duel, f"activate {find(duel, 'Polymerization (Rush)')} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    events = do(duel, "choose def")
    materials = [e for e in events if e.reason == "material"]
    assert sorted(e.src for e in materials) == ["hand", "hand", "mzone"]
    assert [(e.src, e.code) for e in events if e.kind == "spsummon"] == [("extra", code_of(BEUD))]
    beud = mzone(duel, 0, BEUD)
    assert duel.pos[beud] == DEF and duel.proper[beud]
    assert sorted(names(duel, 0, "gy")) == sorted(
        [BEWD, BEWD, "Blue-Eyes Bright Dragon", "Polymerization (Rush)"])
    # Only 2 "Blue-Eyes White Dragon": refused.
    duel = build(p0=Side(hand=["Polymerization (Rush)", BEWD], monsters=[(BEWD, ATK)],
                         extra=[BEUD]))
    refused(duel, f"activate {find(duel, 'Polymerization (Rush)')} s0")


def test_fusion_uses_face_up_monsters_you_control_only() -> None:
    duel = build(p0=Side(hand=["Fusion"], monsters=[(BEWD, ATK), (BEWD, ATK), (BEWD, DEF)],
                         extra=[BEUD]))
    do(duel, f"activate {find(duel, 'Fusion')} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    events = do(duel, "choose atk")
    assert sorted(e.src for e in events if e.reason == "material") == ["mzone"] * 3
    assert names(duel, 0, "mzone") == [BEUD, "", ""]
    assert duel.atk(mzone(duel, 0, BEUD)) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, BEWD, BEWD, "Fusion"])
    # A face-down one and one in the hand cannot be materials: refused.
    duel = build(p0=Side(hand=["Fusion", BEWD], monsters=[(BEWD, ATK), (BEWD, ATK), (BEWD, SET)],
                         extra=[BEUD]))
    refused(duel, f"activate {find(duel, 'Fusion')} s0")


def test_dark_hole_destroys_every_monster() -> None:
    duel = build(p0=Side(hand=["Dark Hole (Rush)"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", SET)]))
    events = do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert len(moves(events, "mzone", "gy", "destroy")) == 3
    assert not duel.monsters(0) and not duel.monsters(1)
    assert names(duel, 0, "gy") == ["V4-1600", "Dark Hole (Rush)"]
    assert sorted(names(duel, 1, "gy")) == ["V4-1400", "V4-1800"]
    # No monster on the field: refused.
    duel = build(p0=Side(hand=["Dark Hole (Rush)"]))
    refused(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")


def test_dragonic_pressure_sends_3_dragons_destroys_all_and_revives_a_small_dragon() -> None:
    duel = build(p0=Side(hand=["Dragonic Pressure", "V4-1500", "V8-3000", BEWD, "V4-1600"],
                         monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    events = do(duel, f"activate {find(duel, 'Dragonic Pressure')} s0")
    assert sorted(e.code for e in moves(events, "hand", "gy", "cost")) == sorted(
        code_of(n) for n in ("V4-1500", "V8-3000", BEWD))
    assert len(moves(events, "mzone", "gy", "destroy")) == 2
    assert duel.request.kind == "yesno"
    events = do(duel, "yes")
    summoned = [e for e in events if e.kind == "spsummon"]
    assert [e.code for e in summoned] == [code_of("V4-1500")]  # the only Level 4- Dragon
    assert duel.pos[mzone(duel, 0, "V4-1500")] == DEF
    assert names(duel, 0, "hand") == ["V4-1600"]
    assert names(duel, 1, "gy") == ["V4-1400"]
    # Only 2 Dragons in the hand: refused.
    duel = build(p0=Side(hand=["Dragonic Pressure", "V4-1500", "V8-3000", "V4-1600"]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {find(duel, 'Dragonic Pressure')} s0")


def test_type_change_beam_gives_up_to_3_monsters_the_revealed_type_this_turn() -> None:
    duel = build(p0=Side(hand=["Type Change Beam", "V4-1500"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", SET)]))
    events = do(duel, f"activate {find(duel, 'Type Change Beam')} s0")
    reveals = [e for e in events if e.kind == "reveal"]
    assert [e.code for e in reveals] == [code_of("V4-1500")]
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "V4-1600"), find(duel, "V4-1400")}  # face-up only
    do(duel, f"pick {find(duel, 'V4-1600')}")
    do(duel, f"pick {find(duel, 'V4-1400')}")
    assert duel.race(mzone(duel, 0, "V4-1600")) == "Dragon"
    assert duel.race(mzone(duel, 1, "V4-1400")) == "Dragon"
    assert duel.race(mzone(duel, 1, "V4-1800")) == "Warrior"
    assert names(duel, 0, "hand") == ["V4-1500"]  # revealed, not sent
    do(duel, "end")  # "this turn" (R-CARD-2)
    assert duel.race(mzone(duel, 0, "V4-1600")) == "Warrior"
    # No monster in the hand to reveal: refused.
    duel = build(p0=Side(hand=["Type Change Beam", "Dark Hole (Rush)"],
                         monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, 'Type Change Beam')} s0")


def test_jointech_rush_horn_equips_a_machine_for_300_atk_and_piercing() -> None:
    duel = build(p0=Side(hand=["Jointech Rush Horn", "Type Change Beam", "V4-1500"],
                         monsters=[("Jointech Rex", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    horn = find(duel, "Jointech Rush Horn")
    events = do(duel, f"activate {horn} s0")  # only Rex is a Machine: no question
    assert [(e.kind, e.dst) for e in events][:1] == [("activate", "szone")]
    rex = mzone(duel, 0, "Jointech Rex")
    horn_i = duel.inst(find(duel, "Jointech Rush Horn", 0, "szone"))
    assert duel.equip[horn_i] == duel.oid[rex]
    assert duel.atk(rex) == 2800
    # The Equip stays after a Type change (R-EQUIP-3, SC-29).
    do(duel, f"activate {find(duel, 'Type Change Beam')} s1")
    do(duel, f"pick {duel.oid[rex]}")
    do(duel, "finish")
    assert duel.race(rex) == "Dragon" and duel.equip[horn_i] == duel.oid[rex]
    assert duel.atk(rex) == 2800
    do(duel, "battle")
    events = do(duel, f"attack {duel.oid[rex]} -> {find(duel, 'V4-WALL')}")
    assert [e.value for e in events if e.kind == "damage"] == [800]  # piercing
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["V4-WALL"]
    # No face-up Machine you control: refused.
    duel = build(p0=Side(hand=["Jointech Rush Horn"],
                         monsters=[("Jointech Rex", SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    refused(duel, f"activate {find(duel, 'Jointech Rush Horn')} s0")


def test_hungreed_burger_gains_200_per_dark_warrior_and_may_destroy_a_spell_trap() -> None:
    duel = build(p0=Side(monsters=[("Hungreed Burger", ATK), ("Hungry Burger (Rush)", ATK)],
                         gy=["Hungry Burger (Rush)"], deck=["V1-100", "V1-100"]),
                 p1=Side(spells=[("FX-RAZE", SET)]))
    burger = find(duel, "Hungreed Burger")
    do(duel, f"activate {burger}")  # mills V1-100 (EARTH): one DARK Warrior in the GY
    assert duel.atk(duel.inst(burger)) == 2000 + 200
    assert duel.request.kind == "yesno"  # "Hungry Burger" is face-up: destroy a Spell/Trap?
    do(duel, "yes")
    assert names(duel, 1, "gy") == ["FX-RAZE"]
    no_activation(duel, burger)  # once per turn
    bare = build(p0=Side(monsters=[("Hungreed Burger", ATK)], deck=["V1-100"]))
    no_activation(bare, find(bare, "Hungreed Burger"))  # no DARK Warrior in the GY


def test_hamburger_fast_recipe_ritual_summons_with_levels_6_and_no_surplus() -> None:
    duel = build(p0=Side(hand=["Hamburger Fast Recipe"],
                         monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)],
                         extra=["Hungry Burger (Rush)"]))
    do(duel, f"activate {find(duel, 'Hamburger Fast Recipe')} s0")
    assert duel.request.kind == "pick"
    picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert picks == {find(duel, "V4-1600"), find(duel, "V2-500")}  # V1-100 would be surplus
    do(duel, f"pick {find(duel, 'V4-1600')}")
    events = do(duel, "choose atk")
    assert sorted(e.code for e in events if e.reason == "material") == sorted(
        code_of(n) for n in ("V4-1600", "V2-500"))
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [("extra", "ritual")]
    assert names(duel, 0, "mzone") == ["Hungry Burger (Rush)", "", "V1-100"]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", "Hamburger Fast Recipe"])
    # Face-up Levels total less than 6: refused.
    duel = build(p0=Side(hand=["Hamburger Fast Recipe"],
                         monsters=[("V4-1600", ATK), ("V2-500", SET)],
                         extra=["Hungry Burger (Rush)"]))
    refused(duel, f"activate {find(duel, 'Hamburger Fast Recipe')} s0")


# ---------------------------------------------------------------------- traps
def test_mirror_force_destroys_the_attackers_attack_position_monsters() -> None:
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK), ("V4-1400", DEF)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Mirror Force (Rush)')}")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1800"))
    assert names(duel, 0, "mzone") == ["", "", "V4-1400"]
    assert names(duel, 1, "gy") == ["Mirror Force (Rush)"] and duel.lp == [8000, 8000]
    # No attack declaration (a summon): the Trap is not offered.
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Mirror Force (Rush)"))


def test_sakuretsu_armor_destroys_the_attacking_monster() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)]),
                 p1=Side(spells=[("Sakuretsu Armor (Rush)", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Sakuretsu Armor (Rush)')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1800")]
    assert names(duel, 0, "mzone") == ["V4-1600", "", ""]
    assert names(duel, 1, "mzone")[0] == "V4-1400" and duel.lp == [8000, 8000]
    # Set this turn: it cannot be activated (R-TRAP-2).
    duel = build(turn=4, tp=1, phase="battle",
                 p1=Side(monsters=[("V4-1600", ATK, 2), ("V4-1400", ATK, 2)]),
                 p0=Side(spells=[("Sakuretsu Armor (Rush)", SET, 4)]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    assert duel.request.kind == "battle" and duel.lp == [6400, 8000]
    no_activation(duel, find(duel, "Sakuretsu Armor (Rush)"))


def test_widespread_ruin_destroys_the_highest_atk_attack_position_monster() -> None:
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK), (DM, DEF)]),
                 p1=Side(spells=[("Widespread Ruin (Rush)", SET)]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Widespread Ruin (Rush)')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1800")]
    assert names(duel, 0, "mzone") == ["V4-1600", "", DM]
    assert duel.lp == [8000, 6400]  # the attack goes on
    # Your own monster attacking: not an opponent's attack, not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                                         spells=[("Widespread Ruin (Rush)", SET)]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6400]
    no_activation(duel, find(duel, "Widespread Ruin (Rush)"))


def test_torrential_tribute_destroys_every_monster_on_a_summon() -> None:
    duel = build(p0=Side(hand=["V4-1600", "V4-1800"], monsters=[("V4-1400", ATK)]),
                 p1=Side(spells=[("Torrential Tribute (Rush)", SET)], monsters=[(DM, DEF)]))
    # A Set is not a summon: no window.
    do(duel, f"set {find(duel, 'V4-1800')} z2")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Torrential Tribute (Rush)"))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Torrential Tribute (Rush)')}")
    assert len(moves(events, "mzone", "gy", "destroy")) == 4
    assert not duel.monsters(0) and not duel.monsters(1)
    assert sorted(names(duel, 1, "gy")) == sorted([DM, "Torrential Tribute (Rush)"])


def test_trap_hole_destroys_a_normal_summoned_1000_atk_monster() -> None:
    duel = build(p0=Side(hand=["V2-500", "V4-1600"]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    # 500 ATK: not offered.
    do(duel, f"summon {find(duel, 'V2-500')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Trap Hole (Rush)"))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Trap Hole (Rush)')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1600")]
    assert names(duel, 0, "mzone") == ["V2-500", "", ""]
    assert names(duel, 1, "gy") == ["Trap Hole (Rush)"]
    # A Special Summon is not a Normal Summon: not offered.
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Trap Hole (Rush)"))


def test_compulsory_evacuation_device_returns_a_monster_after_a_summon_or_a_spell() -> None:
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(spells=[("Compulsory Evacuation Device (Rush)", SET)],
                         monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Compulsory Evacuation Device (Rush)')}")
    assert duel.request.kind == "pick"  # 1 monster on the field: either player's
    events = do(duel, f"pick {find(duel, 'V4-1600', 0, 'mzone')}")
    assert [(e.src, e.dst, e.code) for e in moves(events, "mzone", "hand")] == [
        ("mzone", "hand", code_of("V4-1600"))]
    assert names(duel, 0, "hand") == ["V4-1600"] and duel.monsters(0) == []
    # A monster effect is not a Spell, and a Set is not a summon: not offered.
    duel = build(p0=Side(monsters=[(SRM, ATK)], hand=["V1-100"]),
                 p1=Side(spells=[("Compulsory Evacuation Device (Rush)", SET)]))
    do(duel, f"activate {find(duel, SRM)}")
    assert duel.request.kind == "main"
    do(duel, f"set {find(duel, 'V1-100', 0, 'hand')} z1")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Compulsory Evacuation Device (Rush)"))
    # After the opponent's Spell resolved: a Set Spell flipped face-up ...
    for from_hand in (False, True):
        duel = build(p0=Side(hand=["Type Change Beam", "V4-1500"], monsters=[("V4-1600", ATK)]),
                     p1=Side(spells=[("Compulsory Evacuation Device (Rush)", SET)],
                             monsters=[("V4-1400", ATK)]))
        beam = find(duel, "Type Change Beam")
        if from_hand:  # ... or one activated from the hand (R-SPELL-1)
            do(duel, f"activate {beam} s0")
        else:
            do(duel, f"set {beam} s0")
            do(duel, f"activate {find(duel, 'Type Change Beam', 0, 'szone')}")
        do(duel, f"pick {find(duel, 'V4-1600')}")
        do(duel, "finish")
        at_window(duel, 1)
        do(duel, f"activate {find(duel, 'Compulsory Evacuation Device (Rush)')}")
        do(duel, f"pick {find(duel, 'V4-1400')}")
        assert names(duel, 1, "hand") == ["V4-1400"]
        assert names(duel, 1, "gy") == ["Compulsory Evacuation Device (Rush)"]


def test_music_princesss_recital_negates_an_attack_while_you_control_exactly_1_monster() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(spells=[("Music Princess's Recital", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1400')}")
    at_window(duel, 1)
    recital = find(duel, "Music Princess's Recital")
    events = do(duel, f"activate {recital}")
    ends = [e for e in events if e.kind == "attack_end"]
    assert len(ends) == 1 and ends[0].reason == "negated"
    assert not [e for e in events if e.kind in ("battle", "damage")]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert names(duel, 1, "gy") == ["Music Princess's Recital"]
    # Two monsters on your field: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(spells=[("Music Princess's Recital", SET)],
                         monsters=[("V4-1400", ATK), ("V1-100", ATK)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V1-100', 1, 'mzone')}")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6300]
    no_activation(duel, find(duel, "Music Princess's Recital"))
    # A Level 10 attacker: not offered.
    duel = build(phase="battle", p0=Side(monsters=[(f"{DESPAIR} [L]", ATK), ("V4-1600", ATK)]),
                 p1=Side(spells=[("Music Princess's Recital", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"attack {find(duel, f'{DESPAIR} [L]')} -> {find(duel, 'V4-1400')}")
    assert duel.request.kind == "battle" and duel.lp == [8000, 7100]
    no_activation(duel, find(duel, "Music Princess's Recital"))


def test_sevens_road_protection_shields_dark_spellcasters_and_changes_the_summoned_to_def(
) -> None:
    duel = build(p0=Side(hand=["V4-1800", "Dark Hole (Rush)"]),
                 p1=Side(spells=[("Sevens Road Protection", SET)], monsters=[(DM, ATK)],
                         gy=[SRM]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Sevens Road Protection')}")
    assert duel.request.kind == "yesno" and duel.current_player == 1
    events = do(duel, "yes")
    changed = [e for e in events if e.kind == "position"]
    assert len(changed) == 1 and changed[0].value == DEF
    assert duel.pos[mzone(duel, 0, "V4-1800")] == DEF
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert names(duel, 1, "mzone")[0] == DM  # cannot be destroyed by the opponent's effects
    assert names(duel, 0, "gy") == ["V4-1800", "Dark Hole (Rush)"]
    # No face-up DARK Spellcaster: not offered.
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(spells=[("Sevens Road Protection", SET)], monsters=[(DM, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Sevens Road Protection"))


def test_rb_dragophone_mills_2_and_revives_a_fang_or_boot_dragon() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(spells=[("RB Dragophone", SET)], monsters=[("V4-1500", ATK)],
                         gy=["Blue-Fang Burst Dragon"], deck=["V1-100", "V2-500", "V3-1000"]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1500')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'RB Dragophone')}")
    assert [e.code for e in moves(events, "deck", "gy")] == [code_of("V1-100"),
                                                             code_of("V2-500")]
    assert duel.request.kind == "yesno"
    do(duel, "yes")
    if duel.request.kind == "position":
        do(duel, "choose atk")
    assert names(duel, 1, "mzone")[0] == "Blue-Fang Burst Dragon"
    assert names(duel, 1, "deck") == ["V3-1000"]
    assert duel.lp == [8000, 7700]
    # A non-Dragon destroyed: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[("RB Dragophone", SET)], monsters=[("V4-1600", ATK)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1600')}")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, "RB Dragophone"))
    # Destroyed by the opponent's card effect: offered; Red-Boot may be revived too.
    duel = build(p0=Side(hand=["Dark Hole (Rush)"]),
                 p1=Side(spells=[("RB Dragophone", SET)], monsters=[("V8-3000", ATK)],
                         gy=["Red-Boot Boost Dragon", "Blue-Fang Burst Dragon"]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'RB Dragophone')}")
    do(duel, "yes")
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "Red-Boot Boost Dragon"), find(duel, "Blue-Fang Burst Dragon")}
    do(duel, f"pick {find(duel, 'Red-Boot Boost Dragon')}")
    do(duel, "choose def")
    assert names(duel, 1, "mzone")[0] == "Red-Boot Boost Dragon"
    # Destroyed by its controller's own card effect: not offered.
    duel = build(turn=4, tp=1, p1=Side(hand=["Dark Hole (Rush)"], monsters=[("V8-3000", ATK)],
                                       spells=[("RB Dragophone", SET)], gy=[
                                           "Blue-Fang Burst Dragon"]),
                 p0=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s1")
    assert duel.request.kind == "main" and "V8-3000" in names(duel, 1, "gy")
    no_activation(duel, find(duel, "RB Dragophone"))


def test_dragon_encounter_special_summons_a_dragon_from_the_hand() -> None:
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(spells=[("Dragon Encounter", SET)], hand=["V4-1400", "V4-1500"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Dragon Encounter')}")
    assert duel.request.kind == "position"
    events = do(duel, "choose def")
    summoned = [e for e in events if e.kind == "spsummon"]
    assert [(e.src, e.code, e.player) for e in summoned] == [("hand", code_of("V4-1500"), 1)]
    assert duel.pos[mzone(duel, 1, "V4-1500")] == DEF
    assert names(duel, 1, "hand") == ["V4-1400"]
    # No Dragon in the hand: not offered.
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(spells=[("Dragon Encounter", SET)], hand=["V4-1400"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Dragon Encounter"))


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
