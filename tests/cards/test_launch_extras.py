"""Behaviour tests for the launch-format cards that needed new engine support:
Yamiruler the Dark Delayer, Royal Rebel's Heavy Metal, Beast Gear King Convoy Liogon
and Soul of a Reporter."""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action

from ..engine.util import do, find, names
from .helpers import no_activation
from .util import Side, build

YAMIRULER = "Yamiruler the Dark Delayer"
HEAVY_METAL = "Royal Rebel's Heavy Metal"
LIOGON = "Beast Gear King Convoy Liogon"
REPORTER = "Soul of a Reporter"


def test_yamiruler_the_dark_delayer_stops_level_7_tribute_summons_until_the_next_turn() -> None:
    duel = build(p0=Side(hand=[YAMIRULER, "V7-2500"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V1-100", ATK)]),
                 p1=Side(hand=["V7-2500"], monsters=[("V4-1800", ATK), ("V4-0", ATK)]))
    do(duel, f"summon {find(duel, YAMIRULER, 0, 'hand')} z0")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V4-1400')}")  # V1-100 stays for a later Tribute
    yami = find(duel, YAMIRULER, 0, "mzone")
    do(duel, f"activate {yami}")  # cost: Attack Position becomes face-up Defense
    assert duel.pos[duel.inst(yami)] == DEF
    mine = find(duel, "V7-2500", 0, "hand")
    assert not [a for a in duel.legal_actions() if a.card == mine and a.kind == "summon"]
    do(duel, "end")
    theirs = find(duel, "V7-2500", 1, "hand")
    assert not [a for a in duel.legal_actions() if a.card == theirs and a.kind == "summon"]
    assert [a for a in duel.legal_actions() if a.card == theirs and a.kind == "set"]
    do(duel, "end")  # the opponent's next turn is over: the ban has ended
    assert [a for a in duel.legal_actions() if a.card == mine and a.kind == "summon"]


def test_yamiruler_the_dark_delayer_only_the_turn_it_was_normal_summoned() -> None:
    duel = build(p0=Side(monsters=[(YAMIRULER, ATK)]))
    no_activation(duel, find(duel, YAMIRULER))


def test_royal_rebels_heavy_metal_takes_the_lowest_levels_atk_and_destroys_it() -> None:
    duel = build(p0=Side(hand=[HEAVY_METAL], monsters=[("V5-2300", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V3-1200", ATK), ("V6-2000", ATK), ("V2-500", SET)]))
    do(duel, f"summon {find(duel, HEAVY_METAL, 0, 'hand')} z0")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V5-2300')}")  # a Level 5 Tribute
    metal = find(duel, HEAVY_METAL, 0, "mzone")
    do(duel, f"activate {metal}")  # the face-up Level 3 is the lowest: chosen by itself
    assert duel.atk(duel.inst(metal)) == 2500 + 1200
    assert names(duel, 1, "gy") == ["V3-1200"]


def test_royal_rebels_heavy_metal_needs_a_level_5_tribute() -> None:
    duel = build(p0=Side(hand=[HEAVY_METAL], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V3-1200", ATK)]))
    do(duel, f"summon {find(duel, HEAVY_METAL, 0, 'hand')} z0")
    no_activation(duel, find(duel, HEAVY_METAL, 0, "mzone"))


def test_beast_gear_king_convoy_liogon_attacks_every_attack_position_monster_once() -> None:
    duel = _liogon_duel()
    liogon = find(duel, LIOGON)
    do(duel, f"activate {liogon}")  # two Level 4 Beast-Warriors: +800 ATK
    assert duel.atk(duel.inst(liogon)) == 2300 + 800
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")  # arrives after the effect
    do(duel, "battle")
    assert {a.card for a in duel.legal_actions() if a.kind == "attack"} == {liogon}
    targets = {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == liogon}
    assert targets == {find(duel, "V4-1400"), find(duel, "V4-0")}  # not the Defense wall
    do(duel, f"attack {liogon} -> {find(duel, 'V4-1400')}")
    do(duel, f"attack {liogon} -> {find(duel, 'V4-0')}")
    assert duel.lp[1] == 8000 - (3100 - 1400) - 3100
    assert duel.tp == 1  # no one else could attack, and every target was attacked


def _liogon_duel():  # type: ignore[no-untyped-def]
    from rushdesk.engine import Attribute, CardData, CardType
    from rushdesk.engine.scenario import scenario

    from .util import POOL

    beast_warrior = CardData(955_000_001, "T-BEAST-WARRIOR", CardType.MONSTER | CardType.NORMAL,
                             attribute=Attribute.EARTH, race="Beast-Warrior", level=4, atk=1000)
    return scenario(POOL.merged([beast_warrior]), filler="V1-100",
                    p0=Side(monsters=[(LIOGON, ATK), ("T-BEAST-WARRIOR", ATK),
                                      ("T-BEAST-WARRIOR", ATK)], hand=["V4-1800"]),
                    p1=Side(monsters=[("V4-1400", ATK), ("V4-0", ATK), ("V4-WALL", DEF)]))


def test_beast_gear_king_convoy_liogon_needs_two_beast_warriors() -> None:
    duel = build(p0=Side(monsters=[(LIOGON, ATK), ("V4-1600", ATK)]))
    no_activation(duel, find(duel, LIOGON))


def test_soul_of_a_reporter_answers_an_attack_position_monster_destroyed() -> None:
    duel = build(phase="battle", turn=4, tp=1, p1=Side(monsters=[("V8-3000", ATK)]),
                 p0=Side(monsters=[("V4-1600", ATK)], gy=["Printing Presser"],
                         spells=[(REPORTER, SET)]))
    do(duel, f"attack {find(duel, 'V8-3000')} -> {find(duel, 'V4-1600')}")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, REPORTER)}")
    if duel.request.kind == "position":
        do(duel, "choose def")
    assert "Printing Presser" in names(duel, 0, "mzone")


def test_soul_of_a_reporter_ignores_a_defense_position_monster() -> None:
    duel = build(phase="battle", turn=4, tp=1, p1=Side(monsters=[("V8-3000", ATK)]),
                 p0=Side(monsters=[("V4-1600", DEF)], gy=["Scoop Scooter"],
                         spells=[(REPORTER, SET)]))
    do(duel, f"attack {find(duel, 'V8-3000')} -> {find(duel, 'V4-1600')}")
    assert names(duel, 0, "gy")[-1] == "V4-1600"  # destroyed from Defense Position
    assert not (duel.request.kind == "window" and duel.current_player == 0)
    assert Action("activate", find(duel, REPORTER)) not in duel.legal_actions()
