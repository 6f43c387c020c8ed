"""Rule audit of R-MAX, R-FUS, R-RIT and R-CARD (RULES.md sections 13-16): each test names
its rule id; real cards, the section 19 fixtures, and throwaway T- cards for missing effects."""

from __future__ import annotations

import re

import pytest

from rushdesk.cards import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel, Event
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.ops import Damage, Fixed, GainLP, ToDeck
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import scenario

from ..engine.util import do, find, names
from .helpers import refused
from .util import POOL, Side

OVL = "Supreme Machine Magnum Overlord"
OVL_PIECES = [f"{OVL} [L]", OVL, f"{OVL} [R]"]
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_PIECES = [f"{DESP} [L]", DESP, f"{DESP} [R]"]
BURGER, RECIPE = "Hungry Burger (Rush)", "Hamburger Fast Recipe"
REBORN, POLY, F2 = "Monster Reborn (Rush)", "Polymerization (Rush)", "FX-FUSION-2"
HOLE, HORN = "Dark Hole (Rush)", "Jointech Rush Horn"
BEWD, ENCOUNTER = "Blue-Eyes White Dragon (Rush)", "Dragon Encounter"

AUDIT_POOL = POOL.merged([
    CardData(953_000_001, "T-TO-DECK", CardType.SPELL, behaviour=CardScript(Effect(
        kind="spell", ops=(ToDeck(Sel(who="any")),)))),
    CardData(953_000_002, "T-MULTI-FUSION",
             CardType.MONSTER | CardType.EFFECT | CardType.FUSION, race="Warrior", level=6,
             atk=2400, defense=2000, materials=("V4-1600", "V4-1400"),
             behaviour=CardScript(Effect(kind="multi", options=(
                 (Damage(Fixed(300)),), (GainLP(Fixed(500)),))))),
    CardData(953_000_003, "T-CONTACT", CardType.MONSTER | CardType.FUSION, race="Warrior",
             level=6, atk=2600, materials=("V4-1600", "V4-1400"),
             behaviour=CardScript(contact_fusion=True)),
    CardData(953_000_004, "T-NO-ICON", CardType.MONSTER | CardType.NORMAL, race="Dragon",
             level=4, atk=1000, defense=1000),
])
VANILLAS = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500",
            "V1-100", "V6-2000", "V3-1200", "V4-1500", "V4-1700")


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def settle(duel: Duel) -> None:  # let every open trap window pass
    while duel.request.kind == "window":
        do(duel, "pass")


def hand_id(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def center_of(duel: Duel, p: int) -> int:
    return duel.mz[p][1]


def play(duel: Duel, text: str, pick: int = -1, pos: str = "atk") -> list[Event]:
    """Apply `text`, then `answer` what it asks."""
    return list(do(duel, text)) + answer(duel, pick, pos)


def answer(duel: Duel, pick: int = -1, pos: str = "atk") -> list[Event]:
    """Answer picks with `pick` while it is offered (else the first offer or `finish`), a
    position question with `pos`; then let the trap windows pass."""
    events: list[Event] = []
    while duel.request.kind == "pick":
        offered = [a.card for a in duel.legal_actions() if a.kind == "pick"]
        if pick in offered or Action("finish") not in duel.legal_actions():
            events += do(duel, f"pick {pick if pick in offered else offered[0]}")
        else:
            events += do(duel, "finish")
    if duel.request.kind == "position":
        events += do(duel, f"choose {pos}")
    settle(duel)
    return events


def maximum(duel: Duel, center: str = OVL, p: int = 0) -> list[Event]:
    return play(duel, f"maximum {hand_id(duel, center, p)}")


def opponent_in_maximum_mode(center: str = OVL, p0: Side | None = None,
                             p1_spells: list | None = None) -> Duel:  # type: ignore[type-arg]
    """P1 Maximum Summons on turn 2 and ends; P0 is at its Main Phase of turn 3."""
    duel = build(turn=2, tp=1, p0=p0 or Side(),
                 p1=Side(hand=OVL_PIECES if center == OVL else DESP_PIECES,
                         spells=p1_spells or []))
    maximum(duel, center, 1)
    play(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main" and duel.maxm[1]
    return duel


def code(name: str) -> int:
    return AUDIT_POOL.by_name(name)[0].code


def deck_with(cards: list[str]) -> tuple[int, ...]:
    """A 40-card Main Deck: `cards` plus fixture Normal Monsters, 3 copies each."""
    fill = [code(v) for v in VANILLAS for _ in range(3)]
    return tuple([code(n) for n in cards] + fill[:40 - len(cards)])


# ================================================================== R-MAX
def test_r_max_1_three_named_pieces_of_mixed_prints_make_one_maximum_monster() -> None:
    other = build(p0=Side(hand=[f"{DESP} [L]", OVL, f"{OVL} [R]"]))  # another monster's [L]
    assert not [a for a in other.legal_actions() if a.kind == "maximum"]
    duel = build(p0=Side(hand=[160202001, 160205005, 160205006]))  # first print's [L]
    offered = {a.card for a in duel.legal_actions() if a.kind == "maximum"}
    assert offered == {hand_id(duel, OVL)}  # only the center carries the procedure
    assert AUDIT_POOL[160205005].maximum_atk == 3500
    maximum(duel)
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.maxm[0]


def test_r_max_1_the_three_pieces_go_in_the_main_deck() -> None:
    pieces = [code(n) for n in OVL_PIECES]
    assert validate_deck(Deck(main=deck_with(OVL_PIECES)), AUDIT_POOL) == []
    wrong = Deck(main=deck_with([]), extra=tuple(pieces))
    misplaced = [p for p in validate_deck(wrong, AUDIT_POOL) if p.code == "wrong-deck"]
    assert sorted(p.cards[0] for p in misplaced) == sorted(pieces)
    assert {p.section for p in misplaced} == {"extra"}


def test_r_max_2_all_three_pieces_must_be_in_the_hand_in_the_main_phase() -> None:
    duel = build(p0=Side(hand=[f"{OVL} [L]", OVL], gy=[f"{OVL} [R]"]))
    refused(duel, f"maximum {hand_id(duel, OVL)}")
    duel = build(p0=Side(hand=[OVL, f"{OVL} [R]"], monsters=[(f"{OVL} [L]", ATK)]))
    refused(duel, f"maximum {hand_id(duel, OVL)}")
    duel = build(phase="battle", p0=Side(hand=OVL_PIECES))
    refused(duel, f"maximum {hand_id(duel, OVL)}")


def test_r_max_2_every_monster_goes_to_the_gy_by_rule_and_the_pieces_fill_the_zones() -> None:
    duel = build(p0=Side(hand=DESP_PIECES, spells=[(HOLE, SET)],  # three Level 10 pieces
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V4-1800", DEF)]))
    events = maximum(duel, DESP)
    to_gy = [e for e in events if e.dst == "gy"]
    assert sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600", "V4-1800"]
    assert len(to_gy) == 3 and {e.reason for e in to_gy} == {"rule"}  # not destroyed/Tributed
    assert names(duel, 0, "szone")[0] == HOLE  # Spells and Traps stay
    summons = [e for e in events if e.kind == "spsummon"]
    assert [e.value for e in summons] == [0, 1, 2] and {e.src for e in summons} == {"hand"}
    assert names(duel, 0, "mzone") == DESP_PIECES and duel.atk(center_of(duel, 0)) == 4000
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, ATK, ATK]


def test_r_max_2_opens_a_special_summon_window_and_r_max_8_all_three_return_to_hand() -> None:
    evac = "Compulsory Evacuation Device (Rush)"
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(evac, SET)]))
    do(duel, f"maximum {hand_id(duel, OVL)}")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, evac)}", duel.oid[center_of(duel, 0)])
    assert sorted(names(duel, 0, "hand")) == sorted(OVL_PIECES) and names(duel, 0, "gy") == []
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]


def test_r_max_2_two_maximum_summons_in_one_turn() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [160202001, 160202002, 160202003]))
    maximum(duel)
    first = sorted(duel.oid[i] for i in duel.mz[0])
    events = maximum(duel)
    assert sorted(e.old for e in events if e.dst == "gy") == first
    assert sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES)
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.maxm[0] and duel.hand[0] == []


def test_r_max_3_no_normal_set_and_no_summon_by_an_effect_beside_it() -> None:
    """R-MAX-3 + R-ZONE-5: no zone is free; the Fusion Summon of Polymerization from the
    hand frees none either, since no material leaves the field."""
    duel = build(p0=Side(hand=OVL_PIECES + ["V4-1600", "V4-1400", REBORN, POLY],
                         gy=["V4-1800"], extra=[F2]))
    maximum(duel)
    v = hand_id(duel, "V4-1600")
    for z in range(3):
        refused(duel, f"set {v} z{z}")
        refused(duel, f"summon {v} z{z}")
    refused(duel, f"activate {hand_id(duel, REBORN)} s0")
    refused(duel, f"activate {hand_id(duel, POLY)} s0")


def test_r_max_3_an_opponents_trap_cannot_summon_beside_its_own_maximum_monster() -> None:
    duel = opponent_in_maximum_mode(p0=Side(hand=["V4-1800"]), p1_spells=[(ENCOUNTER, SET)])
    play(duel, f"summon {hand_id(duel, 'V4-1800')} z0")  # no Dragon Encounter window
    assert names(duel, 1, "mzone") == OVL_PIECES and names(duel, 1, "szone")[0] == ENCOUNTER


@pytest.mark.parametrize("opponent", [True, False])
def test_r_max_4_a_face_down_effect_cannot_choose_it(opponent: bool) -> None:
    # Darkness Approaches (Rush): turn 1 face-up monster on the field face-down
    duel = build(p0=Side(hand=OVL_PIECES + ["Darkness Approaches (Rush)", "V1-100", "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)] if opponent else []))
    maximum(duel)
    spell = hand_id(duel, "Darkness Approaches (Rush)")
    if not opponent:
        refused(duel, f"activate {spell} s0")  # the Maximum Mode monster is no choice
        return
    do(duel, f"activate {spell} s0")
    while duel.request.kind == "pick":  # two hand cards for the cost, then the monster
        offered = [a.card for a in duel.legal_actions() if a.kind == "pick"]
        assert duel.oid[center_of(duel, 0)] not in offered
        do(duel, f"pick {offered[-1]}")
    settle(duel)
    assert duel.pos[duel.mz[1][0]] == SET and duel.maxm[0]
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, ATK, ATK]


def test_r_max_4_an_attack_trap_cannot_put_it_in_defense() -> None:
    """FX-SHRINK-ON-ATTACK on a Maximum Mode target: it stays in Attack Position (R-MAX-4)
    and loses 500 ATK as a whole (R-MAX-6): 3000 against 1800."""
    duel = opponent_in_maximum_mode(p0=Side(monsters=[("V4-1800", ATK)]),
                                    p1_spells=[("FX-SHRINK-ON-ATTACK", SET)])
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {duel.oid[center_of(duel, 1)]}")
    play(duel, f"activate {find(duel, 'FX-SHRINK-ON-ATTACK')}")
    assert [duel.pos[i] for i in duel.mz[1]] == [ATK, ATK, ATK] and duel.maxm[1]
    assert duel.lp == [8000 - (3000 - 1800), 8000] and names(duel, 0, "gy") == ["V4-1800"]


def test_r_max_5_it_is_exactly_one_monster_for_a_trap_condition() -> None:
    recital = "Music Princess's Recital"  # needs its controller to have exactly 1 monster
    duel = opponent_in_maximum_mode(p0=Side(monsters=[("V4-1800", ATK)]),
                                    p1_spells=[(recital, SET)])
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {duel.oid[center_of(duel, 1)]}")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, recital)}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone") == OVL_PIECES


def test_r_max_6_name_level_attribute_type_from_the_center_atk_is_maximum_atk() -> None:
    duel = build(p0=Side(hand=OVL_PIECES))
    maximum(duel)
    c = center_of(duel, 0)
    assert duel.monsters(0) == [c] and duel.names(c) == frozenset({OVL})
    assert (duel.level(c), duel.race(c), duel.atk(c)) == (10, "Machine", 3500)
    assert duel.attribute(c) == int(AUDIT_POOL.by_name(OVL)[0].attribute)


def test_r_max_6_an_effect_reading_the_opponents_level_sees_level_10() -> None:
    duel = opponent_in_maximum_mode(p0=Side(hand=OVL_PIECES))  # [R]: 200 x an opponent's Lv
    maximum(duel)
    theirs = duel.oid[center_of(duel, 1)]
    do(duel, f"activate {duel.oid[duel.mz[0][2]]}")
    if duel.request.kind == "pick":
        assert {a.card for a in duel.legal_actions()} == {theirs}
        play(duel, f"pick {theirs}")
    assert duel.atk(center_of(duel, 0)) == 3500 + 200 * 10


def test_r_max_6_and_13_an_equip_raises_the_whole_monster() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [HORN]), p1=Side(monsters=[("V4-1600", DEF)]))
    maximum(duel)
    c = center_of(duel, 0)
    play(duel, f"activate {hand_id(duel, HORN)} s0", duel.oid[c])  # needs a face-up Machine
    assert duel.atk(c) == 3800
    do(duel, "battle")
    play(duel, f"attack {duel.oid[c]} -> {find(duel, 'V4-1600')}")
    assert duel.lp[1] == 8000 - (3800 - 1000)  # piercing through the Defense monster


def test_r_max_8_returned_to_the_deck_all_three_go() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + ["T-TO-DECK"], deck=["V4-0"] * 5))
    maximum(duel)
    play(duel, f"activate {hand_id(duel, 'T-TO-DECK')} s0", duel.oid[center_of(duel, 0)])
    assert sorted(n for n in names(duel, 0, "deck") if "Overlord" in n) == sorted(OVL_PIECES)
    assert len(duel.deck[0]) == 8 and names(duel, 0, "mzone") == ["", "", ""]
    assert not duel.maxm[0]


def test_r_max_8_destroyed_by_an_effect_it_counts_as_one_monster() -> None:
    duel = opponent_in_maximum_mode(p0=Side(monsters=[("Blue-Fang Burst Dragon", ATK)]))
    duel.add_mod(center_of(duel, 1), "atk", -2500, duel.turn)  # 1000 ATK now
    duel._legal = duel.stack[-1].legal(duel)
    fang = find(duel, "Blue-Fang Burst Dragon")
    events = play(duel, f"activate {fang}")  # destroys 1500 ATK or less, +300 per monster
    assert sorted(names(duel, 1, "gy")) == sorted(OVL_PIECES) and not duel.maxm[1]
    assert len([e for e in events if e.src == "mzone" and e.reason == "destroy"]) == 3
    assert duel.atk(duel.inst(fang)) == 2500 + 300  # one monster destroyed, not three


@pytest.mark.parametrize(("boost", "lp", "gone"), [(1000, [7500, 8000], 0),
                                                   (-1900, [8000, 5600], 1)])
def test_r_max_8_battle_with_maximum_atk(boost: int, lp: list[int], gone: int) -> None:
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(monsters=[("V8-3000", ATK)]))
    maximum(duel)
    duel.add_mod(duel.mz[1][0], "atk", boost, duel.turn)
    do(duel, "battle")
    play(duel, f"attack {duel.oid[center_of(duel, 0)]} -> {find(duel, 'V8-3000')}")
    assert duel.lp == lp  # 3500 against 4000, or against 1100
    loser = OVL_PIECES if gone == 0 else ["V8-3000"]
    assert sorted(names(duel, gone, "gy")) == sorted(loser) and duel.maxm[0] == bool(gone)


def test_r_max_9_the_centers_continuous_effect_guards_the_whole_monster() -> None:
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[("Sakuretsu Armor (Rush)", SET)]))
    maximum(duel)
    do(duel, "battle")
    do(duel, f"attack {duel.oid[center_of(duel, 0)]} -> direct")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, 'Sakuretsu Armor (Rush)')}")  # destroy the attacker
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.maxm[0]
    assert duel.lp[1] == 8000 - 3500


@pytest.mark.parametrize("in_maximum", [True, False])
def test_r_max_9_and_10_despairacion_left_guards_from_spells_only_in_maximum_mode(
        in_maximum: bool) -> None:
    if in_maximum:
        duel = opponent_in_maximum_mode(DESP, p0=Side(hand=[HOLE]))
    else:
        duel = build(p0=Side(hand=[HOLE]), p1=Side(monsters=[(f"{DESP} [L]", ATK)]))
    play(duel, f"activate {hand_id(duel, HOLE)} s0")
    assert names(duel, 1, "mzone") == (DESP_PIECES if in_maximum else ["", "", ""])
    assert names(duel, 1, "gy") == ([] if in_maximum else [f"{DESP} [L]"])


@pytest.mark.parametrize("in_maximum", [True, False])
def test_r_max_10_if_in_maximum_mode_clause_draws_only_in_maximum_mode(in_maximum: bool) -> None:
    fodder = [f"{OVL} [L]", f"{OVL} [R]"]  # two Maximum Monsters for the cost
    p1 = Side(spells=[(HOLE, SET)])
    if in_maximum:
        duel = build(p0=Side(hand=DESP_PIECES + fodder, deck=["V4-0"] * 6), p1=p1)
        maximum(duel, DESP)
    else:
        duel = build(p0=Side(hand=fodder, deck=["V4-0"] * 6, monsters=[(DESP, ATK)]), p1=p1)
    play(duel, f"activate {duel.oid[center_of(duel, 0)] if in_maximum else find(duel, DESP)}",
         find(duel, HOLE, 1))
    assert names(duel, 1, "gy") == [HOLE]
    assert names(duel, 0, "hand") == (["V4-0", "V4-0"] if in_maximum else [])


def test_r_max_10_despairacion_right_bans_sets_only_in_maximum_mode() -> None:
    duel = build(turn=4, tp=1, p0=Side(monsters=[(f"{DESP} [R]", ATK)]),
                 p1=Side(hand=["V4-1600"]))
    assert Action("set", hand_id(duel, "V4-1600", 1), 0) in duel.legal_actions()
    duel = build(p0=Side(hand=DESP_PIECES), p1=Side(hand=["V4-1600"]))
    maximum(duel, DESP)
    play(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    v = hand_id(duel, "V4-1600", 1)
    assert Action("summon", v, 0) in duel.legal_actions()
    refused(duel, f"set {v} z0")


def test_r_max_11_a_piece_normal_summoned_uses_its_printed_level_and_stats() -> None:
    duel = build(p0=Side(hand=[OVL, f"{DESP} [L]"], monsters=[("V4-1600", ATK)]))
    pieces = (hand_id(duel, OVL), hand_id(duel, f"{DESP} [L]"))
    assert not [a for a in duel.legal_actions() if a.card in pieces
                and a.kind in ("summon", "set")]  # Level 10: two Tributes, only one here
    duel = build(p0=Side(hand=[OVL], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    play(duel, f"summon {hand_id(duel, OVL)} z0", find(duel, "V4-1600"))
    c = duel.inst(find(duel, OVL, 0, "mzone"))
    assert not duel.maxm[0] and sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    assert (duel.atk(c), duel.defense(c), duel.level(c)) == (1900, 0, 10)


def test_r_max_11_three_pieces_summoned_separately_stay_three_monsters() -> None:
    duel = build(p0=Side(hand=[REBORN], gy=[OVL], lp=1000,
                         monsters=[(f"{OVL} [L]", ATK), None, (f"{OVL} [R]", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    play(duel, f"activate {hand_id(duel, REBORN)} s0", find(duel, OVL, 0, "gy"))
    assert names(duel, 0, "mzone") == OVL_PIECES and not duel.maxm[0]
    assert len(duel.monsters(0)) == 3
    assert [duel.atk(i) for i in duel.mz[0]] == [800, 1900, 500]
    assert not [a for a in duel.legal_actions() if a.kind == "activate"]  # no Maximum effects
    do(duel, "battle")
    attackers = {a.card for a in duel.legal_actions() if a.kind == "attack"}
    assert attackers == {duel.oid[i] for i in duel.mz[0]}  # three attackers, not one


def test_r_max_12_a_piece_back_from_the_gy_is_an_ordinary_monster() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [HOLE, REBORN, "V4-1600"]))
    maximum(duel)
    play(duel, f"activate {hand_id(duel, HOLE)} s0")
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(OVL_PIECES)
    play(duel, f"activate {hand_id(duel, REBORN)} s0", find(duel, OVL, 0, "gy"))
    c = duel.inst(find(duel, OVL, 0, "mzone"))
    assert not duel.maxm[0] and duel.atk(c) == 1900 and len(duel.monsters(0)) == 1
    play(duel, f"summon {hand_id(duel, 'V4-1600')} z{duel.free_mzones(0)[0]}")
    assert len(duel.monsters(0)) == 2  # a monster may stand beside it


def test_r_max_13_ritual_material_is_one_monster_with_the_centers_level() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [RECIPE], extra=[BURGER]))
    maximum(duel)
    center = duel.oid[center_of(duel, 0)]
    do(duel, f"activate {hand_id(duel, RECIPE)} s0")
    while duel.request.kind == "pick":  # the Ritual Monster, then the material
        offered = {a.card for a in duel.legal_actions()}
        assert offered in ({find(duel, BURGER)}, {center})  # never a side piece
        do(duel, f"pick {offered.pop()}")
    play(duel, "choose atk")
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(OVL_PIECES)
    assert names(duel, 0, "mzone").count(BURGER) == 1 and not duel.maxm[0]


def test_r_max_13_an_equip_leaves_with_the_maximum_monster() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [HORN, "FX-RECALL"]))
    maximum(duel)
    play(duel, f"activate {hand_id(duel, HORN)} s0", duel.oid[center_of(duel, 0)])
    play(duel, f"activate {hand_id(duel, 'FX-RECALL')} s1", duel.oid[center_of(duel, 0)])
    assert sorted(names(duel, 0, "hand")) == sorted(OVL_PIECES)
    assert sorted(names(duel, 0, "gy")) == ["FX-RECALL", HORN]


# ================================================================== R-FUS
def test_r_fus_1_a_fusion_monster_leaves_the_extra_deck_only_by_a_fusion_summon() -> None:
    duel = build(p0=Side(hand=[REBORN], gy=["V4-1800"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    fusion = find(duel, F2)
    assert not [a for a in duel.legal_actions() if a.card == fusion]
    do(duel, f"activate {hand_id(duel, REBORN)} s0")
    assert fusion not in {a.card for a in duel.legal_actions()}
    answer(duel, find(duel, "V4-1800", 0, "gy"))
    assert names(duel, 0, "extra") == [F2] and "V4-1800" in names(duel, 0, "mzone")


def test_r_fus_2_fusion_uses_only_face_up_monsters_you_control() -> None:
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK)], extra=[F2]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {hand_id(duel, 'Fusion')} s0")


def test_r_fus_2_materials_go_to_the_gy_then_the_fusion_monster_comes_from_the_extra_deck(
) -> None:
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", DEF), ("V4-1400", ATK)],
                         extra=[F2]))
    events = play(duel, f"activate {hand_id(duel, 'Fusion')} s0")
    order = [(e.kind, e.src, e.dst, e.reason) for e in events if e.kind in ("move", "spsummon")
             and e.dst in ("gy", "mzone") and e.src != "szone"]
    assert order == [("move", "mzone", "gy", "material")] * 2 + [
        ("spsummon", "extra", "mzone", "fusion")]
    assert sorted(names(duel, 0, "gy")) == ["Fusion", "V4-1400", "V4-1600"]


def test_r_fus_5_zones_freed_by_materials_and_a_special_summon_window() -> None:
    duel = build(p0=Side(hand=["Fusion"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1800", ATK), ("V4-1400", ATK)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    do(duel, f"activate {hand_id(duel, 'Fusion')} s0")
    refused(duel, "choose set")  # face-up Attack or Defense only
    do(duel, "choose def")
    f = duel.inst(find(duel, F2, 0, "mzone"))
    assert duel.pos[f] == DEF and sorted(names(duel, 0, "mzone")) == sorted([F2, "V4-1800", ""])
    assert duel.request.kind == "window" and duel.current_player == 1
    assert Action("activate", find(duel, ENCOUNTER)) in duel.legal_actions()


@pytest.mark.parametrize("beside", ["V4-1800", "V4-1600"])
def test_r_fus_5_with_full_zones_only_a_material_on_the_field_frees_a_zone(beside: str) -> None:
    """R-FUS-5 + R-ZONE-5: only materials leaving the field free a zone: with none there, the
    Spell is refused; with V4-1600 there, every material choice allowed ends in the summon."""
    duel = build(p0=Side(hand=[POLY, "V4-1600", "V4-1400"], extra=[F2],
                         monsters=[(beside, ATK), ("V2-500", ATK), ("V1-100", ATK)]))
    if beside == "V4-1800":
        refused(duel, f"activate {hand_id(duel, POLY)} s0")
        return
    play(duel, f"activate {hand_id(duel, POLY)} s0", hand_id(duel, "V4-1600"))  # the hand copy
    assert names(duel, 0, "mzone").count(F2) == 1 and names(duel, 0, "extra") == []


def test_r_fus_6_a_fusion_monster_sent_to_the_deck_goes_to_the_extra_deck() -> None:
    duel = build(p0=Side(hand=["T-TO-DECK"], monsters=[(F2, ATK)], deck=["V4-0"] * 5))
    play(duel, f"activate {hand_id(duel, 'T-TO-DECK')} s0", find(duel, F2))
    assert names(duel, 0, "extra") == [F2] and len(duel.deck[0]) == 5


def test_r_fus_7_contact_fusion_is_a_fusion_summon_that_returns_materials_to_the_deck() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF)], extra=["T-CONTACT"],
                         deck=["V4-0"] * 5), p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    events = do(duel, f"spsummon {find(duel, 'T-CONTACT')} z0 def")
    summon = [e for e in events if e.kind == "spsummon"]
    assert [(e.src, e.reason) for e in summon] == [("extra", "fusion")]
    assert len(duel.deck[0]) == 7 and names(duel, 0, "gy") == []
    assert names(duel, 0, "mzone") == ["T-CONTACT", "", ""]
    assert duel.proper[duel.inst(find(duel, "T-CONTACT", 0, "mzone"))]
    assert duel.request.kind == "window" and duel.current_player == 1


def test_r_fus_8_multi_choice_one_option_per_activation_once_per_turn() -> None:
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["T-MULTI-FUSION"]))
    play(duel, f"activate {hand_id(duel, 'Fusion')} s0")
    multi = find(duel, "T-MULTI-FUSION", 0, "mzone")
    do(duel, f"activate {multi}")
    assert duel.request.kind == "option"
    assert {a.zone for a in duel.legal_actions()} == {0, 1}
    play(duel, "option 1")
    assert duel.lp == [8500, 8000]  # only the chosen option
    refused(duel, f"activate {multi}")


# ================================================================== R-RIT
def test_r_rit_1_ritual_monsters_live_in_the_extra_deck() -> None:
    problems = validate_deck(Deck(main=deck_with([BURGER])), AUDIT_POOL)
    assert [(p.code, p.section) for p in problems] == [("wrong-deck", "main")]
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]))
    assert not [a for a in duel.legal_actions() if a.card == find(duel, BURGER)]
    play(duel, f"activate {hand_id(duel, RECIPE)} s0", find(duel, BURGER))
    assert names(duel, 0, "extra") == [] and names(duel, 0, "mzone")[0] == BURGER


@pytest.mark.parametrize(("mine", "ok"), [
    (["V7-2500"], True),  # 7 >= 6 with one monster
    (["V4-1600", "V2-500"], True),  # exactly 6
    (["V4-1600"], False),  # 4 < 6
    (["V4-1600", "V1-100"], False),  # 5 < 6
])
def test_r_rit_2_levels_must_reach_the_total(mine: list[str], ok: bool) -> None:
    duel = build(p0=Side(hand=[RECIPE], monsters=[(m, ATK) for m in mine], extra=[BURGER]))
    recipe = hand_id(duel, RECIPE)
    if not ok:
        refused(duel, f"activate {recipe} s0")
        return
    play(duel, f"activate {recipe} s0", duel.oid[duel.mz[0][0]])
    assert sorted(names(duel, 0, "gy")) == sorted(mine + [RECIPE])
    assert names(duel, 0, "mzone").count(BURGER) == 1


@pytest.mark.parametrize(("hand", "pos", "theirs"), [
    (["V2-500"], ATK, []), ([], SET, []), ([], ATK, [("V2-500", ATK)])])
def test_r_rit_2_materials_come_only_from_where_the_spell_says(
        hand: list[str], pos: int, theirs: list[tuple[str, int]]) -> None:
    # the Level 2 is in the hand, face-down, or the opponent's: 4 alone is not enough
    mine = [("V4-1600", ATK)] + ([] if hand or theirs else [("V2-500", pos)])
    duel = build(p0=Side(hand=[RECIPE, *hand], monsters=mine, extra=[BURGER]),
                 p1=Side(monsters=theirs))
    refused(duel, f"activate {hand_id(duel, RECIPE)} s0")


def test_r_rit_4_face_up_attack_or_defense_and_a_special_summon_window() -> None:
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    events = do(duel, f"activate {hand_id(duel, RECIPE)} s0")
    while duel.request.kind == "pick":
        events += do(duel, f"pick {duel.legal_actions()[0].card}")
    refused(duel, "choose set")
    events += do(duel, "choose def")
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [("extra", "ritual")]
    assert duel.pos[duel.inst(find(duel, BURGER, 0, "mzone"))] == DEF
    assert duel.request.kind == "window" and duel.current_player == 1


def _ritual_summoned(hand: list[str]) -> Duel:
    duel = build(p0=Side(hand=[RECIPE, *hand], monsters=[("V6-2000", ATK)], extra=[BURGER],
                         deck=["V4-0"] * 5))
    play(duel, f"activate {hand_id(duel, RECIPE)} s0", find(duel, BURGER))
    return duel


@pytest.mark.parametrize("spell", ["FX-RECALL", "T-TO-DECK"])
def test_r_rit_5_a_ritual_monster_returned_goes_to_the_extra_deck(spell: str) -> None:
    duel = _ritual_summoned([spell])
    play(duel, f"activate {hand_id(duel, spell)} s1", find(duel, BURGER, 0, "mzone"))
    assert names(duel, 0, "extra") == [BURGER]
    assert BURGER not in names(duel, 0, "hand") + names(duel, 0, "deck")


def test_r_rit_5_a_properly_summoned_ritual_monster_can_be_revived() -> None:
    duel = _ritual_summoned([HOLE, REBORN])
    play(duel, f"activate {hand_id(duel, HOLE)} s1")
    assert BURGER in names(duel, 0, "gy")
    play(duel, f"activate {hand_id(duel, REBORN)} s1", find(duel, BURGER, 0, "gy"))
    assert names(duel, 0, "mzone").count(BURGER) == 1


def test_r_rit_5_a_ritual_monster_never_ritual_summoned_stays_in_the_gy() -> None:
    duel = build(p0=Side(hand=[REBORN], gy=[BURGER]))  # default of section 17 point 4
    refused(duel, f"activate {hand_id(duel, REBORN)} s0")


# ================================================================== R-CARD
def test_r_card_3_scripted_card_texts_use_the_rush_terms() -> None:
    offending = {}
    for name, script in SCRIPTS.items():
        found = re.findall(r"\bdiscard\w*|\bbanish\w*|\bTribute (?:\d|an? |this |that )",
                           script.text(), re.I)  # a Tribute outside a Tribute Summon
        if found:
            offending[name] = found
    assert offending == {}


def test_r_card_4_a_card_without_the_legend_icon_is_not_counted_for_the_legend_limit() -> None:
    # T-NO-ICON stands in for a card "treated as a Legend Card" only in the hand/GY
    legend = code("Dark Magician (Rush)")
    main = deck_with(["Dark Magician (Rush)"] + ["T-NO-ICON"] * 3)
    assert AUDIT_POOL[legend].legend and not AUDIT_POOL[code("T-NO-ICON")].legend
    assert validate_deck(Deck(main=main), AUDIT_POOL) == []
