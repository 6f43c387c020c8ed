"""Audit: the cards of the four prebuilt decks (carddb/decks/*.toml) doing what their own
generated text (`SCRIPTS[name].text()`) says, alone and in the lines each deck's
description names, with exact ATK, LP and card movements, refusals and turn limits.
Test names start with the deck: bef (Blue-Eyes Ultimate Fusion), ds (Dragon Strike),
mo (Magnum Overlord Maximum), sr (Sevens Road Magic)."""

from __future__ import annotations

from rushdesk.cards import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Duel

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .util import Side, build

BEWD, BEUD = "Blue-Eyes White Dragon (Rush)", "Blue-Eyes Ultimate Dragon (Rush)"
BRIGHT, VISION = "Blue-Eyes Bright Dragon", "Blue-Eyes Vision Dragon"
POLY, FUSION, MOUNTAIN = "Polymerization (Rush)", "Fusion", "Mountain (Rush)"
DRAGORITE, BABY, FADRAWL = "Dragorite", "Baby Dragon (Rush)", "Innocent Fadrawl"
PHOENIX, MERCHANT, TWIN = "Phoenix Dragon", "Dragon Merchant", "Twin Edge Dragon"
ENCOUNTER, VENGEFUL = "Dragon Encounter", "Vengeful Dragon's Counterattack"
RETURN, PRESSURE, GUARDIAN = "Dragon's Return", "Dragonic Pressure", "Fire Guardian"
DRAGIAS, MIRAGIAS = "Multistrike Dragon Dragias", "Illusion Strike Dragon Miragias"
GRAVITY = "Gravity Press Dragon"
OVL = "Supreme Machine Magnum Overlord"
L, R = f"{OVL} [L]", f"{OVL} [R]"
PIECES = [L, OVL, R]
REX, HORN, BGW = "Jointech Rex", "Jointech Rush Horn", "Apocalypse - Beast Gear World"
SONIC, CYBER, IMP = "Sonic Attacker", "Cyber Dragon (Rush)", "Feral Imp (Rush)"
SKULL, RECITAL = "Summoned Skull (Rush)", "Music Princess's Recital"
TORTOISE, CANNON = "Giant Tortoise of Greed", "Counter Cannonball"
TRAP_HOLE, MIRROR = "Trap Hole (Rush)", "Mirror Force (Rush)"
SRM, DM, MAGE = "Sevens Road Magician", "Dark Magician (Rush)", "Sevens Road Mage"
DARK_S, LIGHT_S, ARCHER = "Dark Sorcerer", "Light Sorcerer", "Spell Archer"
DORIADO, DEALER, SPARKY = "Doriado (Rush)", "Mystic Dealer", "Sparkhearts Girl"
TORNA, TEMPEST = "Torna the Windweaver", "Road Magic - Tempest"
WSP, SRP, CURTAIN = "Wind Spirit's Protection", "Sevens Road Protection", "Curtain of Sparks"


def fid(duel: Duel, name: str, p: int = 0, zone: str = "mzone", nth: int = 0) -> int:
    return find(duel, name, p, zone, nth)


def atk(duel: Duel, name: str, p: int = 0) -> int:
    return duel.atk(mzone(duel, p, name))


def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def effect_text(name: str) -> str:
    return SCRIPTS[name].text().split("[EFFECT]")[1]


def drain(duel: Duel) -> None:
    while duel.request.kind == "window":
        do(duel, "pass")


def maximum(duel: Duel, p: int = 0) -> int:
    do(duel, f"maximum {fid(duel, OVL, p, 'hand')}")
    drain(duel)
    assert duel.maxm[p]
    return fid(duel, OVL, p)


def opponent_has_maximum(p1: Side, p0: Side | None = None) -> Duel:
    """Player 0 Maximum Summons on turn 3 and ends; player 1's turn-4 Main Phase."""
    p0 = p0 or Side()
    duel = build(p0=Side(hand=[*PIECES, *p0.hand], spells=p0.spells), p1=p1)
    maximum(duel)
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    return duel


# ================================================================ Blue-Eyes Ultimate Fusion
def test_bef_vision_joins_bright_and_the_pair_fuses_into_ultimate_dragon() -> None:
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[VISION, FUSION], extra=[BEUD],
                         deck=[DRAGORITE, BABY, "V1-100"]))
    vision = fid(duel, VISION, 0, "hand")
    assert {a.pos for a in duel.legal_actions() if a.kind == "spsummon"
            and a.card == vision} == {DEF}  # a Level 8 Dragon beside it; Defense only
    do(duel, f"spsummon {vision} z1 def")
    bright, vision, fusion = fid(duel, BRIGHT), fid(duel, VISION), fid(duel, FUSION, 0, "hand")
    refused(duel, f"activate {fusion} s0")  # neither is "Blue-Eyes White Dragon" yet
    events = do(duel, f"activate {bright}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of(DRAGORITE)]
    assert duel.request.kind == "main"  # no Legend Normal Monster: nothing to destroy
    assert duel.atk(duel.inst(bright)) == 3000 and BEWD in duel.names(duel.inst(bright))
    refused(duel, f"activate {fusion} s0")  # one "Blue-Eyes White Dragon" of three
    do(duel, f"activate {vision}")
    no_activation(duel, bright)  # each once per turn
    no_activation(duel, vision)
    do(duel, f"activate {fusion} s0")  # Bright + Vision (as two) is the only set
    events = do(duel, "choose atk")
    assert sorted(e.code for e in events if e.reason == "material") == sorted(
        [code_of(BRIGHT), code_of(VISION)])
    assert sorted(names(duel, 0, "mzone")) == ["", "", BEUD] and atk(duel, BEUD) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted([DRAGORITE, BABY, BRIGHT, VISION, FUSION])
    assert names(duel, 0, "extra") == []


def test_bef_polymerization_takes_vision_as_two_and_bright_from_the_hand() -> None:
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)], hand=[VISION, BRIGHT, POLY], extra=[BEUD]))
    do(duel, f"spsummon {fid(duel, VISION, 0, 'hand')} z1 def")
    do(duel, f"activate {fid(duel, VISION)}")
    do(duel, f"activate {fid(duel, POLY, 0, 'hand')} s0")
    events = do(duel, "choose def")  # the field Bright (no effect used) is not a BEWD
    assert sorted((e.src, e.code) for e in events if e.reason == "material") == [
        ("hand", code_of(BRIGHT)), ("mzone", code_of(VISION))]
    assert sorted(names(duel, 0, "mzone")) == sorted(["", BEUD, BRIGHT])
    assert duel.pos[mzone(duel, 0, BEUD)] == DEF and atk(duel, BRIGHT) == 2500


def test_bef_phoenix_returns_a_fallen_bright_for_a_fusion_straight_from_the_hand() -> None:
    duel = build(p0=Side(monsters=[(PHOENIX, ATK)], hand=[POLY, BRIGHT, BRIGHT, "V1-100"],
                         gy=[BRIGHT, DRAGORITE], extra=[BEUD], field_spell=(MOUNTAIN, ATK)))
    poly = fid(duel, POLY, 0, "hand")
    refused(duel, f"activate {poly} s0")  # two "Blue-Eyes White Dragon" in the hand
    phoenix = fid(duel, PHOENIX)
    do(duel, f"activate {phoenix}")
    do(duel, f"pick {fid(duel, 'V1-100', 0, 'hand')}")  # the cost
    if duel.request.kind == "pick":  # the only Level 5+ Dragon in the GY
        assert picks(duel) == {fid(duel, BRIGHT, 0, "gy")}
        do(duel, f"pick {fid(duel, BRIGHT, 0, 'gy')}")
    assert sorted(names(duel, 0, "hand")) == sorted([POLY, BRIGHT, BRIGHT, BRIGHT])
    assert sorted(names(duel, 0, "gy")) == [DRAGORITE, "V1-100"]
    no_activation(duel, phoenix)
    do(duel, f"activate {poly} s0")
    events = do(duel, "choose atk")
    assert [e.src for e in events if e.reason == "material"] == ["hand"] * 3
    assert atk(duel, BEUD) == 4500 + 200  # Mountain
    assert sorted(names(duel, 0, "mzone")) == ["", BEUD, PHOENIX]


def test_bef_dragon_encounter_drops_a_blue_eyes_for_vision_to_join_next_turn() -> None:
    duel = build(turn=4, tp=1, p0=Side(spells=[(ENCOUNTER, SET)], hand=[BEWD, VISION, "V1-100"]),
                 p1=Side(hand=["V4-1600"]))
    do(duel, f"summon {fid(duel, 'V4-1600', 1, 'hand')} z0")
    at_window(duel, 0)
    do(duel, f"activate {fid(duel, ENCOUNTER, 0, 'szone')}")
    assert picks(duel) == {fid(duel, BEWD, 0, "hand"), fid(duel, VISION, 0, "hand")}
    do(duel, f"pick {fid(duel, BEWD, 0, 'hand')}")
    do(duel, "choose atk")
    assert atk(duel, BEWD) == 3000 and names(duel, 0, "gy") == [ENCOUNTER]
    drain(duel)
    do(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main"
    events = do(duel, f"spsummon {fid(duel, VISION, 0, 'hand')} z1 def")
    assert [e.reason for e in events if e.kind == "spsummon"] == ["condition"]
    assert duel.pos[mzone(duel, 0, VISION)] == DEF
    # Beside a Level 7 Dragon only: refused.
    duel = build(p0=Side(monsters=[(DRAGIAS, ATK)], hand=[VISION]))
    refused(duel, f"spsummon {fid(duel, VISION, 0, 'hand')} z1 def")


def test_bef_bright_destroys_only_a_level_8_or_lower_beside_a_legend_normal() -> None:
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, ATK)]),
                 p1=Side(monsters=[(BEUD, ATK), (SRM, ATK), (DM, SET)]))
    do(duel, f"activate {fid(duel, BRIGHT)}")
    assert duel.request.kind == "yesno"
    events = do(duel, "yes")  # BEUD is Level 12, Dark Magician is face-down
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of(SRM)]
    assert names(duel, 1, "mzone") == [BEUD, "", DM]
    # Vision named "Blue-Eyes White Dragon" and a Fusion Monster are not Legend Normals.
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (VISION, ATK), (BEUD, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {fid(duel, VISION)}")
    do(duel, f"activate {fid(duel, BRIGHT)}")
    assert duel.request.kind == "main" and names(duel, 1, "mzone") == ["V4-1600", "", ""]
    # The Maximum monster is Level 10 (R-MAX-6), whatever its side pieces print.
    duel = opponent_has_maximum(Side(monsters=[(BRIGHT, ATK), (BEWD, ATK)]))
    do(duel, f"activate {fid(duel, BRIGHT, 1)}")
    if duel.request.kind == "yesno":
        do(duel, "yes")
    assert names(duel, 0, "mzone") == PIECES and atk(duel, BRIGHT, 1) == 3000


def test_bef_fadrawl_counts_only_your_own_main_phase_draws() -> None:
    duel = build(p0=Side(hand=[FADRAWL], deck=[DRAGORITE, "V1-100"]),
                 p1=Side(spells=[(TORTOISE, SET)], deck=["V2-500", "V3-1000", "V4-1600"]))
    do(duel, f"summon {fid(duel, FADRAWL, 0, 'hand')} z0")
    at_window(duel, 1)
    do(duel, f"activate {fid(duel, TORTOISE, 1, 'szone')}")  # the opponent draws 2
    assert names(duel, 1, "hand") == ["V2-500", "V3-1000"]
    do(duel, f"activate {fid(duel, FADRAWL)}")
    assert names(duel, 0, "hand") == [DRAGORITE]
    assert names(duel, 1, "hand") == ["V2-500", "V3-1000", "V4-1600"]
    # Dragon's Return drew you a card in this Main Phase: Fadrawl is refused.
    duel = build(p0=Side(hand=[FADRAWL, RETURN], gy=[DRAGORITE, BABY, GUARDIAN],
                         deck=["V2-500"] * 3))
    events = do(duel, f"activate {fid(duel, RETURN, 0, 'hand')} s0")
    assert sorted(e.code for e in moves(events, "gy", "deck", "cost")) == sorted(
        code_of(n) for n in (DRAGORITE, BABY, GUARDIAN))
    assert names(duel, 0, "hand") == [FADRAWL, "V2-500"] and len(duel.deck[0]) == 5
    do(duel, f"summon {fid(duel, FADRAWL, 0, 'hand')} z0")
    no_activation(duel, fid(duel, FADRAWL))


# ============================================================================ Dragon Strike
def test_ds_dragonic_pressure_wipes_a_maximum_board_and_phoenix_brings_a_big_one_back() -> None:
    duel = opponent_has_maximum(Side(
        hand=[PRESSURE, DRAGIAS, GUARDIAN, MIRAGIAS, PHOENIX, "V2-500"],
        monsters=[(DRAGORITE, ATK)], field_spell=(MOUNTAIN, ATK)))
    do(duel, f"activate {fid(duel, PRESSURE, 1, 'hand')} s0")
    assert picks(duel) == {fid(duel, n, 1, "hand") for n in (DRAGIAS, GUARDIAN, MIRAGIAS,
                                                            PHOENIX)}
    for name in (DRAGIAS, GUARDIAN, MIRAGIAS):
        events = do(duel, f"pick {fid(duel, name, 1, 'hand')}")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in (DRAGORITE, *PIECES))  # the Overlord resists only Traps
    assert sorted(names(duel, 0, "gy")) == sorted(PIECES) and not duel.maxm[0]
    assert duel.request.kind == "yesno"
    events = do(duel, "yes")  # Dragorite: the only Level 4 or lower Dragon in the GY
    assert [(e.code, e.src) for e in events if e.kind == "spsummon"] == [
        (code_of(DRAGORITE), "gy")]
    dragorite = mzone(duel, 1, DRAGORITE)
    assert duel.pos[dragorite] == DEF
    assert (duel.atk(dragorite), duel.defense(dragorite)) == (1700, 200)  # Mountain
    do(duel, f"summon {fid(duel, PHOENIX, 1, 'hand')} z1")
    do(duel, f"activate {fid(duel, PHOENIX, 1)}")
    do(duel, f"pick {fid(duel, 'V2-500', 1, 'hand')}")
    assert picks(duel) == {fid(duel, n, 1, "gy") for n in (DRAGIAS, GUARDIAN, MIRAGIAS)}
    do(duel, f"pick {fid(duel, DRAGIAS, 1, 'gy')}")
    assert DRAGIAS in names(duel, 1, "hand")
    assert sorted(names(duel, 1, "gy")) == sorted([GUARDIAN, MIRAGIAS, PRESSURE, "V2-500"])


def test_ds_miragias_on_mountain_shrinks_two_casters_and_attacks_twice() -> None:
    duel = build(p0=Side(monsters=[(MIRAGIAS, ATK)], hand=[DRAGIAS], field_spell=(MOUNTAIN, ATK)),
                 p1=Side(monsters=[(SRM, ATK), (DM, ATK), (BEWD, ATK)]))
    me = fid(duel, MIRAGIAS)
    do(duel, f"activate {me}")  # Dragias: the Level 7+ Dragon sent from the hand
    assert picks(duel) == {fid(duel, SRM, 1), fid(duel, DM, 1)}  # BEWD is Level 8
    do(duel, f"pick {fid(duel, SRM, 1)}")
    do(duel, f"pick {fid(duel, DM, 1)}")
    assert (atk(duel, SRM, 1), atk(duel, DM, 1), atk(duel, BEWD, 1)) == (600, 1000, 3200)
    assert atk(duel, MIRAGIAS) == 2700 and names(duel, 0, "gy") == [DRAGIAS]
    do(duel, "battle")
    do(duel, f"attack {me} -> {fid(duel, SRM, 1)}")
    assert duel.lp == [8000, 5900]
    assert {a.target for a in duel.legal_actions() if a.kind == "attack"} == {
        fid(duel, DM, 1), fid(duel, BEWD, 1)}  # a second attack, on a monster
    do(duel, f"attack {me} -> {fid(duel, DM, 1)}")
    assert duel.lp == [8000, 4200] and sorted(names(duel, 1, "gy")) == [DM, SRM]
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]


def test_ds_gravity_press_and_merchant_on_mountain_trade_fire_guardian_for_the_overlord(
) -> None:
    duel = opponent_has_maximum(Side(
        monsters=[(GRAVITY, ATK), (MERCHANT, ATK), (GUARDIAN, ATK)],
        hand=["V2-500", "V3-1000"], field_spell=(MOUNTAIN, ATK)))
    do(duel, f"activate {fid(duel, GRAVITY, 1)}")
    do(duel, f"pick {fid(duel, 'V2-500', 1, 'hand')}")  # the Overlord: the only target
    center = mzone(duel, 0, OVL)
    assert (duel.atk(center), duel.defense(center)) == (2800, 0)
    do(duel, f"activate {fid(duel, MERCHANT, 1)}")
    do(duel, f"pick {fid(duel, 'V3-1000', 1, 'hand')}")
    assert picks(duel) == {fid(duel, n, 1) for n in (GRAVITY, MERCHANT, GUARDIAN)}  # Lv 6-
    do(duel, f"pick {fid(duel, GUARDIAN, 1)}")
    assert atk(duel, GUARDIAN, 1) == 2100 + 200 + 500
    do(duel, "battle")
    do(duel, f"attack {fid(duel, GUARDIAN, 1)} -> {fid(duel, OVL, 0)}")
    drain(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(PIECES) and GUARDIAN in names(duel, 1, "gy")
    assert duel.lp == [8000, 8000] and not duel.maxm[0]


def test_ds_vengeful_counterattack_after_a_set_dragon_falls_but_not_on_the_overlord() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(spells=[(VENGEFUL, SET)], hand=["V1-100"], monsters=[(DRAGORITE, SET)]),
                 p1=Side(monsters=[(IMP, ATK), (SKULL, ATK)]))
    do(duel, f"attack {fid(duel, SKULL, 1)} -> {fid(duel, DRAGORITE)}")
    at_window(duel, 0)
    events = do(duel, f"activate {fid(duel, VENGEFUL, 0, 'szone')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert picks(duel) == {fid(duel, IMP, 1), fid(duel, SKULL, 1)}
    do(duel, f"pick {fid(duel, SKULL, 1)}")
    assert names(duel, 1, "mzone") == [IMP, "", ""] and names(duel, 1, "gy") == [SKULL]
    # The Overlord in Maximum Mode cannot be destroyed by the opponent's Trap.
    duel = build(turn=4, tp=1, p0=Side(spells=[(VENGEFUL, SET)], hand=["V1-100"],
                                       monsters=[(DRAGORITE, ATK)]), p1=Side(hand=PIECES))
    maximum(duel, 1)
    do(duel, "battle")
    do(duel, f"attack {fid(duel, OVL, 1)} -> {fid(duel, DRAGORITE)}")
    assert duel.lp == [6000, 8000]
    if duel.request.kind == "window":
        do(duel, f"activate {fid(duel, VENGEFUL, 0, 'szone')}")
    assert names(duel, 1, "mzone") == PIECES and duel.maxm[1]


def test_ds_twin_edge_pumped_on_mountain_keeps_its_second_attack_after_recital() -> None:
    duel = build(p0=Side(monsters=[(TWIN, ATK), (MERCHANT, ATK)], hand=["V1-100", "V2-500"],
                         field_spell=(MOUNTAIN, ATK)),
                 p1=Side(spells=[(RECITAL, SET), (RECITAL, SET)], monsters=[(IMP, ATK)]))
    twin, merchant = fid(duel, TWIN), fid(duel, MERCHANT)
    do(duel, f"activate {twin}")
    do(duel, f"pick {fid(duel, 'V1-100', 0, 'hand')}")
    do(duel, f"activate {merchant}")  # the last hand card pays
    assert picks(duel) == {twin, merchant}
    do(duel, f"pick {twin}")
    assert atk(duel, TWIN) == 1000 + 200 + 500
    do(duel, "battle")
    do(duel, f"attack {twin} -> {fid(duel, IMP, 1)}")
    at_window(duel, 1)
    events = do(duel, f"activate {fid(duel, RECITAL, 1, 'szone')}")
    assert [e.reason for e in events if e.kind == "attack_end"] == ["negated"]
    do(duel, f"attack {twin} -> {fid(duel, IMP, 1)}")  # the second of its two attacks
    do(duel, "pass")  # the other Recital is not used
    assert duel.lp == [8000, 7600] and IMP in names(duel, 1, "gy")
    assert {a.card for a in duel.legal_actions() if a.kind == "attack"} == {merchant}


# ================================================================== Magnum Overlord Maximum
def test_mo_sonic_attacker_feeds_the_l_piece_and_the_r_piece_reads_ultimate_dragon() -> None:
    duel = build(p0=Side(monsters=[(SONIC, ATK)], hand=[*PIECES, "V2-500", BGW],
                         deck=[IMP, "V1-100"]), p1=Side(monsters=[(BEUD, ATK)]))
    sonic = fid(duel, SONIC)
    do(duel, f"activate {sonic}")
    assert duel.lp == [8000, 9000] and duel.atk(duel.inst(sonic)) == 2300
    no_activation(duel, sonic)
    events = do(duel, f"maximum {fid(duel, OVL, 0, 'hand')}")
    assert [e.code for e in moves(events, "mzone", "gy", "rule")] == [code_of(SONIC)]
    do(duel, f"activate {fid(duel, BGW, 0, 'hand')} f")
    assert (atk(duel, OVL), atk(duel, BEUD, 1)) == (3800, 4200)  # Machine up, Dragon down
    left, right = fid(duel, L), fid(duel, R)
    events = do(duel, f"activate {left}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V2-500")]
    assert atk(duel, OVL) == 3800 + 1000  # the LP difference Sonic Attacker made
    events = do(duel, f"activate {right}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of(IMP)]
    assert atk(duel, OVL) == 4800 + 200 * 12
    no_activation(duel, left)
    no_activation(duel, right)
    do(duel, "battle")
    do(duel, f"attack {fid(duel, OVL)} -> {fid(duel, BEUD, 1)}")
    assert duel.lp == [8000, 9000 - (7200 - 4200)] and names(duel, 1, "gy") == [BEUD]
    assert duel.tp == 1 and atk(duel, OVL) == 3800  # no attacker left: the turn ended


def test_mo_giant_tortoise_draws_the_missing_piece_on_a_normal_summon_only() -> None:
    duel = build(turn=4, tp=1,
                 p0=Side(hand=[L, OVL], spells=[(TORTOISE, SET)], monsters=[("V4-1600", ATK)],
                         deck=[R, "V2-500", "V3-1000", "V1-100"]),
                 p1=Side(hand=[CYBER, "V4-1800", "V4-1400"]))
    do(duel, f"spsummon {fid(duel, CYBER, 1, 'hand')} z0 atk")  # a Special Summon
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, f"set {fid(duel, 'V4-1800', 1, 'hand')} z1")  # a Set is no summon
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, f"summon {fid(duel, 'V4-1400', 1, 'hand')} z2")
    at_window(duel, 0)
    events = do(duel, f"activate {fid(duel, TORTOISE, 0, 'szone')}")
    assert [e.code for e in events if e.kind == "draw"] == [code_of(R), code_of("V2-500")]
    do(duel, "end")
    assert duel.tp == 0 and names(duel, 0, "hand") == [L, OVL, R, "V2-500", "V3-1000"]
    events = do(duel, f"maximum {fid(duel, OVL, 0, 'hand')}")
    assert [e.code for e in moves(events, "mzone", "gy", "rule")] == [code_of("V4-1600")]
    assert duel.maxm[0] and names(duel, 0, "mzone") == PIECES


def test_mo_recital_negates_an_attack_on_the_lone_maximum_monster() -> None:
    p0 = Side(spells=[(RECITAL, SET)])
    duel = opponent_has_maximum(Side(hand=[BEWD], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                                p0)
    do(duel, f"summon {fid(duel, BEWD, 1, 'hand')} z0")  # both Tributes: no choice
    drain(duel)
    do(duel, "battle")
    do(duel, f"attack {fid(duel, BEWD, 1)} -> {fid(duel, OVL)}")
    at_window(duel, 0)  # Level 8 attacker; the Maximum monster is exactly 1 monster
    events = do(duel, f"activate {fid(duel, RECITAL, 0, 'szone')}")
    assert [e.reason for e in events if e.kind == "attack_end"] == ["negated"]
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone") == PIECES
    assert names(duel, 0, "gy") == [RECITAL]
    # A Level 12 attacker: not offered; the Maximum monster falls (4500 against 3500).
    duel = opponent_has_maximum(Side(monsters=[(BEUD, ATK)]), p0)
    do(duel, "battle")
    events = do(duel, f"attack {fid(duel, BEUD, 1)} -> {fid(duel, OVL)}")
    assert [e.kind for e in events].count("battle") == 1  # no window: straight to battle
    assert duel.lp == [7000, 8000] and sorted(names(duel, 0, "gy")) == sorted(PIECES)
    assert names(duel, 0, "szone") == [RECITAL, "", ""]


def test_mo_rex_and_rush_horn_break_a_set_trap_and_a_set_wall() -> None:
    duel = build(p0=Side(hand=[REX, HORN, BGW], monsters=[(IMP, ATK), (SONIC, SET)],
                         gy=["Machine Attacker (Rush)"]),
                 p1=Side(monsters=[("V5-WALL", SET)], spells=[(MIRROR, SET)]))
    do(duel, f"summon {fid(duel, REX, 0, 'hand')} z0")  # Tributes: Feral Imp, Sonic
    rex = fid(duel, REX)
    events = do(duel, f"activate {rex}")
    assert len(moves(events, "gy", "deck", "cost")) == 3 and names(duel, 0, "gy") == []
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(MIRROR)]
    no_activation(duel, rex)
    do(duel, f"activate {fid(duel, HORN, 0, 'hand')} s0")
    do(duel, f"activate {fid(duel, BGW, 0, 'hand')} f")
    assert atk(duel, REX) == 2500 + 300 + 300
    do(duel, "battle")
    do(duel, f"attack {rex} -> {fid(duel, 'V5-WALL', 1)}")
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == [MIRROR, "V5-WALL"]
    # Rush Horn needs a face-up Machine: a Fiend and a face-down Machine are not one.
    duel = build(p0=Side(hand=[HORN], monsters=[(IMP, ATK), (CYBER, SET)]))
    refused(duel, f"activate {fid(duel, HORN, 0, 'hand')} s0")


def test_mo_counter_cannonball_burns_by_the_attackers_level() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(spells=[(CANNON, SET)], hand=["V1-100"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[(BEUD, ATK)]))
    do(duel, f"attack {fid(duel, BEUD, 1)} -> {fid(duel, 'V4-1600')}")
    do(duel, f"activate {fid(duel, CANNON, 0, 'szone')}")
    assert duel.lp == [8000 - 2900, 8000 - 200 * 12]
    duel = build(turn=4, tp=1, p0=Side(spells=[(CANNON, SET)], hand=["V1-100"]),
                 p1=Side(hand=PIECES))
    maximum(duel, 1)
    do(duel, "battle")
    do(duel, f"attack {fid(duel, OVL, 1)} -> direct")
    do(duel, f"activate {fid(duel, CANNON, 0, 'szone')}")
    assert duel.lp == [8000 - 3500, 8000 - 200 * 10]  # the center's Level (R-MAX-6)


def test_mo_trap_hole_and_tortoise_share_one_window_and_ignore_special_summons() -> None:
    duel = build(p0=Side(hand=[SRM], monsters=[(DARK_S, ATK), (ARCHER, SET)]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORTOISE, SET)], deck=["V2-500"] * 3))
    do(duel, f"summon {fid(duel, SRM, 0, 'hand')} z0")
    at_window(duel, 1)
    do(duel, f"activate {fid(duel, TRAP_HOLE, 1, 'szone')}")
    assert duel.request.kind == "main"  # R-TRAP-3: no second Trap for that summon
    assert names(duel, 0, "gy") == [DARK_S, ARCHER, SRM] and names(duel, 1, "hand") == []
    duel = build(p0=Side(hand=[VISION], monsters=[(BEWD, ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORTOISE, SET)]))
    do(duel, f"spsummon {fid(duel, VISION, 0, 'hand')} z1 def")
    assert duel.request.kind == "main" and duel.current_player == 0


def test_mo_rex_and_the_decks_spells_say_which_zones_they_reach() -> None:
    """Rex destroys a card in the opponent's Spell & Trap Zones; Hammer Crush, Dragon's
    Inferno and Magical Stream a Spell/Trap anywhere on their field, Field Zone included
    (R-ZONE-3: a Field Spell is never in a Spell & Trap Zone). Their texts say so, and
    the same words offer the same cards: a Set Trap, and for the Spells a Field Spell."""
    p1 = Side(spells=[(MIRROR, SET)], field_spell=(MOUNTAIN, ATK))
    duel = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100"]), p1=p1)
    do(duel, f"summon {fid(duel, REX, 0, 'hand')} z0")
    do(duel, f"activate {fid(duel, REX)}")
    rex = {duel.data[duel.inst(c)].name for c in picks(duel)} or set(names(duel, 1, "gy"))
    assert rex == {MIRROR} and "Field Zone" not in effect_text(REX)
    chosen = {}
    for spell in ("Hammer Crush", "Dragon's Inferno", "Magical Stream"):
        assert effect_text(spell).endswith("Spell & Trap Zones or Field Zone.")
        duel = build(p0=Side(hand=[spell, "V1-100"], monsters=[(DRAGORITE, ATK), (DARK_S, ATK)]),
                     p1=p1)
        do(duel, f"activate {fid(duel, spell, 0, 'hand')} s0")  # Hammer Crush: V1-100 paid
        chosen[spell] = {duel.data[duel.inst(c)].name for c in picks(duel)}
    assert chosen == {name: {MIRROR, MOUNTAIN} for name in chosen}, chosen


# ======================================================================== Sevens Road Magic
def test_sr_six_attributes_make_the_magician_3900_and_wind_spirit_adds_1000() -> None:
    duel = build(p0=Side(monsters=[(SRM, ATK), (DEALER, ATK)], hand=[SPARKY, WSP, "V2-500"],
                         gy=[DARK_S, LIGHT_S, ARCHER, DORIADO, DM, WSP],
                         deck=[LIGHT_S, DEALER, "V1-100"]))
    srm, dealer = fid(duel, SRM), fid(duel, DEALER)
    events = do(duel, f"activate {dealer}")  # Sparkhearts Girl: the only Spellcaster
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of(SPARKY)]
    assert [e.code for e in events if e.kind == "draw"] == [code_of(LIGHT_S)]
    events = do(duel, f"activate {srm}")  # mills Mystic Dealer: WATER, the sixth
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of(DEALER)]
    assert duel.atk(duel.inst(srm)) == 2100 + 6 * 300
    no_activation(duel, srm)
    do(duel, f"activate {fid(duel, WSP, 0, 'hand')} s0")
    do(duel, f"pick {fid(duel, 'V2-500', 0, 'hand')}")
    assert picks(duel) == {srm, dealer}
    do(duel, f"pick {srm}")
    assert duel.atk(duel.inst(srm)) == 4900 and names(duel, 0, "hand") == [LIGHT_S]
    do(duel, "end")
    assert duel.atk(duel.inst(srm)) == 2100


def test_sr_protection_keeps_the_casters_through_the_opponents_dragonic_pressure() -> None:
    duel = build(p0=Side(hand=[DRAGORITE, PRESSURE, DRAGIAS, GUARDIAN, BEWD], gy=[TWIN]),
                 p1=Side(monsters=[(SRM, ATK), (DM, DEF), (LIGHT_S, ATK)], spells=[(SRP, SET)],
                         gy=[SRM]))
    do(duel, f"summon {fid(duel, DRAGORITE, 0, 'hand')} z0")
    at_window(duel, 1)
    do(duel, f"activate {fid(duel, SRP, 1, 'szone')}")
    assert duel.request.kind == "yesno" and duel.current_player == 1
    do(duel, "yes")  # Sevens Road Magician is in the GY
    assert duel.pos[mzone(duel, 0, DRAGORITE)] == DEF
    events = do(duel, f"activate {fid(duel, PRESSURE, 0, 'hand')} s0")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        [code_of(DRAGORITE), code_of(LIGHT_S)])
    assert names(duel, 1, "mzone") == [SRM, DM, ""]
    do(duel, "yes")
    assert picks(duel) == {fid(duel, DRAGORITE, 0, "gy"), fid(duel, TWIN, 0, "gy")}
    do(duel, f"pick {fid(duel, TWIN, 0, 'gy')}")
    assert names(duel, 0, "mzone").count(TWIN) == 1 and duel.pos[mzone(duel, 0, TWIN)] == DEF


def test_sr_tempest_paid_with_torna_opens_the_way_for_the_magician() -> None:
    duel = build(p0=Side(monsters=[(SRM, ATK)], hand=[TEMPEST, TORNA], gy=[DARK_S],
                         deck=[DORIADO, "V1-100"]),
                 p1=Side(monsters=[(BEWD, ATK), (DRAGORITE, ATK)]))
    events = do(duel, f"activate {fid(duel, TEMPEST, 0, 'hand')} s0")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of(TORNA)]
    for name in (BEWD, DRAGORITE):
        do(duel, f"pick {fid(duel, name, 1)}")
    if duel.request.kind == "pick":
        do(duel, "finish")
    assert [duel.pos[mzone(duel, 1, n)] for n in (BEWD, DRAGORITE)] == [DEF, DEF]
    do(duel, f"activate {fid(duel, SRM)}")  # DARK, WIND (Torna) and EARTH (milled)
    assert atk(duel, SRM) == 2100 + 3 * 300
    do(duel, "battle")
    do(duel, f"attack {fid(duel, SRM)} -> {fid(duel, BEWD, 1)}")  # 3000 against DEF 2500
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [BEWD]
    # Torna (Level 6) is no Level 7 or higher Spellcaster.
    duel = build(p0=Side(monsters=[(TORNA, ATK)], hand=[TEMPEST, ARCHER]),
                 p1=Side(monsters=[(BEWD, ATK)]))
    refused(duel, f"activate {fid(duel, TEMPEST, 0, 'hand')} s0")


def test_sr_sparkhearts_sets_curtain_of_sparks_for_the_opponents_attack() -> None:
    duel = build(p0=Side(monsters=[(SPARKY, ATK), (SRM, ATK)], hand=[ARCHER], gy=[CURTAIN]),
                 p1=Side(monsters=[(DRAGIAS, ATK)]))
    do(duel, f"activate {fid(duel, SPARKY)}")  # sends Spell Archer, a Spellcaster
    assert atk(duel, DRAGIAS, 1) == 2000
    do(duel, "yes")
    if duel.request.kind == "pick":
        do(duel, f"pick {fid(duel, CURTAIN, 0, 'gy')}")
    assert names(duel, 0, "szone") == [CURTAIN, "", ""] and names(duel, 0, "gy") == [ARCHER]
    do(duel, "end")
    assert duel.tp == 1 and atk(duel, DRAGIAS, 1) == 2500
    do(duel, "battle")
    do(duel, f"attack {fid(duel, DRAGIAS, 1)} -> {fid(duel, SRM)}")
    at_window(duel, 0)
    do(duel, f"activate {fid(duel, CURTAIN, 0, 'szone')}")  # 2000 against 2100
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == [DRAGIAS]
    assert names(duel, 0, "mzone")[1] == SRM


def test_sr_mage_shrinks_the_maximum_monster_more_beside_the_magician() -> None:
    duel = opponent_has_maximum(Side(monsters=[(MAGE, ATK), (SRM, ATK)], gy=[DARK_S, DEALER],
                                     hand=["V1-100"] * 5, deck=["V2-500", LIGHT_S, "V1-100"]))
    events = do(duel, f"activate {fid(duel, MAGE, 1)}")  # the drawn V2-500 left the top
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of(LIGHT_S)]
    assert atk(duel, OVL) == 3500 - 400 - 100 * 3  # Level 10: it can be chosen
    no_activation(duel, fid(duel, MAGE, 1))
