"""Audit: every Spell of the pool against its own text and RULES.md sections 8 and 9
(R-REQ costs, R-SPELL, R-EQUIP, R-FIELD): offered exactly when its Requirement is met,
doing exactly what the text says, then going to the GY unless it is an Equip or Field
Spell.

Each test covers an edge the per-set tests leave open: the exact boundary of a
Requirement, the other player's cards, face-down cards, the Field Zone branch of
"Spell & Trap Zones or Field Zone", or the cost monster counting for the effect.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET

from ..engine.util import do, find, names
from .helpers import code_of, moves, mzone, no_activation
from .util import Side, build

DM = "Dark Magician (Rush)"
UMI = "Umi (Rush)"
BIG_UMI = "Big Umi"
MF = "Mirror Force (Rush)"
FISH3 = "Heat Dartfish"
BARRACUDA = "Jet Barracuda"


def act(duel, name: str, where: str = "s0", p: int = 0):  # type: ignore[no-untyped-def]
    return do(duel, f"activate {find(duel, name, p, 'hand')} {where}".rstrip())


def pick(duel, name: str, p: int | None = None):  # type: ignore[no-untyped-def]
    return do(duel, f"pick {find(duel, name, p, 'mzone')}")


def picks(duel) -> set[int]:  # type: ignore[no-untyped-def]
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def spell(duel, name: str) -> int:  # type: ignore[no-untyped-def]
    return find(duel, name, 0, "hand")


# ------------------------------------------------------------------ plain spells
def test_blue_medicine_gains_exactly_400_and_goes_to_the_gy() -> None:
    duel = build(p0=Side(hand=["Blue Medicine (Rush)"], lp=7000))
    events = act(duel, "Blue Medicine (Rush)")
    assert [(e.player, e.value) for e in events if e.kind == "lp"] == [(0, 400)]
    assert duel.lp == [7400, 8000] and names(duel, 0, "gy") == ["Blue Medicine (Rush)"]
    assert names(duel, 0, "szone") == ["", "", ""]


def test_blue_medicine_set_this_turn_can_be_flipped_the_same_turn() -> None:
    duel = build(p0=Side(hand=["Blue Medicine (Rush)"]))
    card = find(duel, "Blue Medicine (Rush)")
    do(duel, f"set {card} s1")
    do(duel, f"activate {find(duel, 'Blue Medicine (Rush)', 0, 'szone')}")
    assert duel.lp == [8400, 8000] and names(duel, 0, "gy") == ["Blue Medicine (Rush)"]


def test_sparks_goes_to_the_gy_and_only_burns_the_opponent() -> None:
    duel = build(p0=Side(hand=["Sparks (Rush)"], lp=500), p1=Side(lp=250))
    act(duel, "Sparks (Rush)")
    assert duel.lp == [500, 50] and not duel.is_over
    assert names(duel, 0, "gy") == ["Sparks (Rush)"] and names(duel, 0, "szone") == [""] * 3


def test_dark_hole_also_destroys_face_down_monsters_of_both_players() -> None:
    duel = build(p0=Side(hand=["Dark Hole (Rush)"], monsters=[("V4-1600", SET)]),
                 p1=Side(monsters=[("V4-1400", DEF), ("V8-3000", SET)]))
    events = act(duel, "Dark Hole (Rush)")
    assert len(moves(events, "mzone", "gy", "destroy")) == 3
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert names(duel, 0, "gy") == ["V4-1600", "Dark Hole (Rush)"]


# ----------------------------------------------------- destroy a Spell/Trap or Field
def _field_target(hand: list[str], monsters: list) -> object:  # type: ignore[type-arg]
    return build(p0=Side(hand=hand, monsters=monsters),
                 p1=Side(field_spell=(UMI, ATK), monsters=[(FISH3, ATK)]))


def test_dragons_inferno_can_destroy_the_opponents_field_spell() -> None:
    duel = _field_target(["Dragon's Inferno"], [("V4-1500", ATK)])
    fish = mzone(duel, 1, FISH3)
    assert duel.atk(fish) == 1200
    events = act(duel, "Dragon's Inferno")
    assert [e.code for e in moves(events, "fzone", "gy", "destroy")] == [code_of(UMI)]
    assert duel.fz[1] < 0 and duel.atk(fish) == 1000
    assert names(duel, 0, "gy") == ["Dragon's Inferno"]


def test_dragons_inferno_needs_a_face_up_dragon_of_your_own() -> None:
    duel = build(p0=Side(hand=["Dragon's Inferno"], monsters=[("V4-1500", SET)]),
                 p1=Side(spells=[(MF, SET)], monsters=[("V8-3000", ATK)]))
    no_activation(duel, spell(duel, "Dragon's Inferno"))


def test_magical_stream_destroys_a_field_spell_and_needs_a_face_up_spellcaster() -> None:
    duel = _field_target(["Magical Stream"], [("V7-2500", ATK)])
    events = act(duel, "Magical Stream")
    assert [e.code for e in moves(events, "fzone", "gy", "destroy")] == [code_of(UMI)]
    assert names(duel, 1, "gy") == [UMI] and names(duel, 0, "gy") == ["Magical Stream"]
    duel = build(p0=Side(hand=["Magical Stream"], monsters=[("V7-2500", SET), ("V4-1600", ATK)]),
                 p1=Side(spells=[(MF, SET)], monsters=[("V7-2500", ATK)]))
    no_activation(duel, spell(duel, "Magical Stream"))


def test_hammer_crush_can_destroy_a_set_field_spell() -> None:
    duel = build(p0=Side(hand=["Hammer Crush", "V1-100"]), p1=Side(field_spell=(UMI, SET)))
    events = act(duel, "Hammer Crush")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert [e.code for e in moves(events, "fzone", "gy", "destroy")] == [code_of(UMI)]
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", "Hammer Crush"])


def test_dark_magic_attack_also_destroys_the_opponents_field_spell() -> None:
    duel = build(p0=Side(hand=["Dark Magic Attack (Rush)"], monsters=[(DM, ATK)]),
                 p1=Side(field_spell=(UMI, ATK), spells=[(MF, SET)]))
    events = act(duel, "Dark Magic Attack (Rush)")
    gone = [e.code for e in events if e.kind == "move" and e.reason == "destroy"]
    assert sorted(gone) == sorted([code_of(UMI), code_of(MF)])
    assert duel.fz[1] < 0 and names(duel, 1, "szone") == ["", "", ""]
    duel = build(p0=Side(hand=["Dark Magic Attack (Rush)"], monsters=[(DM, SET)]),
                 p1=Side(spells=[(MF, SET)]))
    no_activation(duel, spell(duel, "Dark Magic Attack (Rush)"))


def test_thousand_knives_needs_a_face_up_dark_magician_not_a_namesake_type() -> None:
    duel = build(p0=Side(hand=["Thousand Knives (Rush)"], monsters=[("V7-2500", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, spell(duel, "Thousand Knives (Rush)"))
    duel = build(p0=Side(hand=["Thousand Knives (Rush)"], monsters=[(DM, ATK)]))
    no_activation(duel, spell(duel, "Thousand Knives (Rush)"))  # no monster to destroy


# --------------------------------------------------------------------- costs (R-REQ)
def test_wind_spirits_protection_sends_1_card_for_1000_on_your_face_up_spellcaster() -> None:
    wsp = "Wind Spirit's Protection"
    duel = build(p0=Side(hand=[wsp, "V1-100"], monsters=[("V7-2500", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V7-2500", ATK)]))
    events = act(duel, wsp)
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    if duel.request.kind == "pick":
        assert picks(duel) == {find(duel, "V7-2500", 0)}
        pick(duel, "V7-2500", 0)
    assert duel.atk(mzone(duel, 0, "V7-2500")) == 3500
    assert duel.atk(mzone(duel, 1, "V7-2500")) == 2500
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", wsp])
    duel = build(p0=Side(hand=[wsp], monsters=[("V7-2500", ATK)]))
    no_activation(duel, spell(duel, wsp))  # no other card to send
    duel = build(p0=Side(hand=[wsp, "V1-100"], monsters=[("V7-2500", SET)]))
    no_activation(duel, spell(duel, wsp))


def test_darkness_approaches_cannot_choose_a_face_down_monster() -> None:
    da = "Darkness Approaches (Rush)"
    duel = build(p0=Side(hand=[da, "V1-100", "V2-500"], monsters=[("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1600", SET)]))
    no_activation(duel, spell(duel, da))


def test_dragons_return_counts_only_dragons_and_recovery_force_only_spellcasters() -> None:
    duel = build(p0=Side(hand=["Dragon's Return"], gy=["V4-1500", "V8-3000", "V7-2500"]))
    no_activation(duel, spell(duel, "Dragon's Return"))
    duel = build(p0=Side(hand=["Recovery Force"], gy=["V7-2500", DM, "V8-3000"]))
    no_activation(duel, spell(duel, "Recovery Force"))
    duel = build(p0=Side(hand=["Recovery Force"], gy=["V7-2500", DM, "Fire Golem"],
                         deck=["V2-500"]))
    events = act(duel, "Recovery Force")
    assert len(moves(events, "gy", "deck", "cost")) == 3
    assert names(duel, 0, "hand") != [] and names(duel, 0, "gy") == ["Recovery Force"]


def test_dragonic_pressure_needs_3_dragons_in_the_hand() -> None:
    dp = "Dragonic Pressure"
    duel = build(p0=Side(hand=[dp, "V4-1500", "V8-3000", "V7-2500"], gy=["V4-1500"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, spell(duel, dp))


def test_seal_of_the_ancients_with_exactly_1000_lp_is_refused_but_1001_pays() -> None:
    seal = "Seal of the Ancients (Rush)"
    duel = build(p0=Side(hand=[seal], lp=1001), p1=Side(monsters=[("V4-1600", SET)]))
    act(duel, seal)
    assert duel.lp == [1, 8000] and names(duel, 0, "gy") == [seal]


def test_road_magic_tectonic_shift_counts_its_own_cost_monster_in_the_gy() -> None:
    shift = "Road Magic - Tectonic Shift"
    duel = build(p0=Side(hand=[shift, "V4-1800"], monsters=[("V7-2500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    act(duel, shift)
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 3000 - 1800
    # A Level 6 Spellcaster is one Level short: refused.
    duel = build(p0=Side(hand=[shift, "V4-1800"], monsters=[("Torna the Windweaver", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, spell(duel, shift))


def test_road_magic_tempest_needs_a_wind_monster_not_a_wind_spell_caster_on_field() -> None:
    tempest = "Road Magic - Tempest"
    duel = build(p0=Side(hand=[tempest, "V4-1600"],
                         monsters=[("V7-2500", ATK), ("V3-1200", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, spell(duel, tempest))


def test_thousand_attack_rocket_ignores_effect_monsters_and_face_down_normals() -> None:
    rocket = "Thousand Attack Rocket"
    duel = build(p0=Side(hand=[rocket], monsters=[("Kuribot", ATK), ("V3-1000", SET),
                                                  ("Lizard Soldier (Rush)", ATK)]))
    no_activation(duel, spell(duel, rocket))  # 300 Effect, face-down, 1100 ATK Normal


# ------------------------------------------------------------------- conditions
def test_rightful_magic_ignores_face_down_and_opponent_monsters() -> None:
    rm = "Rightful Magic"
    duel = build(p0=Side(hand=[rm], monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)]))
    no_activation(duel, spell(duel, rm))


def test_rightful_magic_cannot_shrink_a_face_down_monster() -> None:
    rm = "Rightful Magic"
    duel = build(p0=Side(hand=[rm], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V8-3000", SET)]))
    no_activation(duel, spell(duel, rm))


def test_lullabind_does_not_count_the_opponents_psychics() -> None:
    duel = build(p0=Side(hand=["Lullabind"], monsters=[("Wattkiss", ATK)]),
                 p1=Side(monsters=[("Watangel", ATK), ("V4-1600", ATK)]))
    no_activation(duel, spell(duel, "Lullabind"))


def test_one_side_reverse_does_not_count_your_own_face_down_monsters() -> None:
    duel = build(p0=Side(hand=["One-Side Reverse"], monsters=[("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1600", SET), ("V4-1800", ATK)]))
    no_activation(duel, spell(duel, "One-Side Reverse"))


def test_triple_threat_thunder_cannot_choose_a_level_9_or_higher_monster() -> None:
    ttt = "Triple Threat Thunder"
    duel = build(p0=Side(hand=[ttt],
                         monsters=[("V3-1000", ATK), ("Bubbly Elf", DEF), ("Arma Knight (Rush)",
                                                                            ATK)]),
                 p1=Side(monsters=[("Blue-Eyes Ultimate Dragon (Rush)", ATK), ("V8-3000", SET)]))
    no_activation(duel, spell(duel, ttt))


def test_blazing_chestnut_with_a_spell_on_top_gives_nothing_and_costs_nothing() -> None:
    bc = "Blazing Chestnut"
    duel = build(p0=Side(hand=[bc], monsters=[("V4-1600", ATK)],
                         deck=["Sparks (Rush)", "V8-3000"]))
    events = act(duel, bc)
    assert [e.code for e in moves(events, "deck", "gy")] == [code_of("Sparks (Rush)")]
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600 and duel.lp == [8000, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted(["Sparks (Rush)", bc])
    duel = build(p0=Side(hand=[bc], monsters=[("V4-1600", SET), ("V7-2500", ATK)]))
    no_activation(duel, spell(duel, bc))


def test_blazing_chestnut_level_8_top_card_gives_2400_and_burns_2400() -> None:
    bc = "Blazing Chestnut"
    duel = build(p0=Side(hand=[bc], monsters=[("V4-1600", ATK)], deck=["V8-3000", "V1-100"]))
    act(duel, bc)
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600 + 2400 and duel.lp == [5600, 8000]


def test_blades_of_divine_wind_needs_two_face_up_normals_and_a_level_8_or_lower_target(
) -> None:
    bdw = "Blades of Divine Wind"
    duel = build(p0=Side(hand=[bdw], monsters=[("V4-1600", ATK), ("V1-100", SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    no_activation(duel, spell(duel, bdw))
    duel = build(p0=Side(hand=[bdw], monsters=[("V4-1600", ATK), ("Kuribot", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    no_activation(duel, spell(duel, bdw))
    duel = build(p0=Side(hand=[bdw], monsters=[("V4-1600", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("Blue-Eyes Ultimate Dragon (Rush)", ATK)]))
    no_activation(duel, spell(duel, bdw))


def test_the_noodle_art_of_savory_counts_only_your_face_up_pyros() -> None:
    nas = "The Noodle Art of Savory"
    duel = build(p0=Side(hand=[nas], monsters=[("V4-1700", ATK), ("Tang the Noodle Ninja", DEF),
                                               ("Stock the Noodle Ninja", SET)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1700", ATK), ("V5-WALL", DEF)]))
    act(duel, nas)
    assert picks(duel) == {find(duel, "V8-3000"), find(duel, "V4-1700", 1)}
    pick(duel, "V8-3000")
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 3000 - 800
    assert names(duel, 0, "gy") == [nas]


def test_the_noodle_art_of_spicery_needs_your_own_face_up_pyro() -> None:
    nas = "The Noodle Art of Spicery"
    duel = build(p0=Side(hand=[nas], monsters=[("V4-1700", SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1700", ATK)]))
    no_activation(duel, spell(duel, nas))


def test_attribute_shift_bomb_changes_only_opponent_monsters_to_the_revealed_attribute(
) -> None:
    asb = "Attribute Shift Bomb"
    duel = build(p0=Side(hand=[asb, "V3-1000"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1500", DEF), ("V4-1800", SET)]))
    act(duel, asb)
    while duel.request.kind == "pick" and duel.current_player == 0:
        assert find(duel, "V4-1600", 0) not in picks(duel)
        assert find(duel, "V4-1800", 1) not in picks(duel)
        left = [c for c in picks(duel) if c in {find(duel, "V4-1400"), find(duel, "V4-1500")}]
        if not left:
            break
        do(duel, f"pick {left[0]}")
    water = duel.attribute(mzone(duel, 1, "V4-1400"))
    assert water == duel.attribute(duel.inst(find(duel, "V3-1000", 0, "hand")))
    assert duel.attribute(mzone(duel, 1, "V4-1500")) == water
    assert duel.attribute(mzone(duel, 0, "V4-1600")) != water
    assert names(duel, 0, "hand") == ["V3-1000"] and names(duel, 0, "gy") == [asb]
    duel = build(p0=Side(hand=[asb, "Sparks (Rush)"]), p1=Side(monsters=[("V4-1400", ATK)]))
    no_activation(duel, spell(duel, asb))


# ------------------------------------------------------------------- Field Spells
def test_aqua_boost_needs_a_face_up_umi_in_your_own_field_zone() -> None:
    ab = "Aqua Boost"
    duel = build(p0=Side(hand=[ab], monsters=[(FISH3, ATK)], field_spell=(UMI, SET)))
    no_activation(duel, spell(duel, ab))
    duel = build(p0=Side(hand=[ab], monsters=[(FISH3, ATK)]),
                 p1=Side(field_spell=(UMI, ATK)))
    no_activation(duel, spell(duel, ab))


def test_aqua_boost_with_big_umi_counts_face_up_fish_only() -> None:
    ab = "Aqua Boost"
    duel = build(p0=Side(hand=[ab], monsters=[(FISH3, ATK), (BARRACUDA, DEF), ("Ojisan", SET)],
                         field_spell=(BIG_UMI, ATK)))
    act(duel, ab)
    if duel.request.kind == "pick":
        assert picks(duel) == {find(duel, FISH3), find(duel, BARRACUDA)}
        pick(duel, FISH3)
    assert duel.atk(mzone(duel, 0, FISH3)) == 1000 + 600
    assert duel.atk(mzone(duel, 0, BARRACUDA)) == 800
    assert names(duel, 0, "gy") == [ab]


def test_umi_changes_def_too_and_stays_in_the_field_zone() -> None:
    duel = build(p0=Side(hand=[UMI], monsters=[("Machine Attacker (Rush)", ATK)]),
                 p1=Side(monsters=[("V3-1000", ATK), ("V4-1700", DEF)]))
    act(duel, UMI, "f")
    assert duel.fz[0] == duel.inst(find(duel, UMI)) and names(duel, 0, "gy") == []
    ma = mzone(duel, 0, "Machine Attacker (Rush)")
    assert (duel.atk(ma), duel.defense(ma)) == (1400, 1100)
    aqua = mzone(duel, 1, "V3-1000")
    assert (duel.atk(aqua), duel.defense(aqua)) == (1200, 1800)
    pyro = mzone(duel, 1, "V4-1700")
    assert (duel.atk(pyro), duel.defense(pyro)) == (1500, 400)


def test_forest_plant_and_insect_gain_atk_and_def_dragons_do_not() -> None:
    duel = build(p0=Side(hand=["Forest (Rush)"], monsters=[("Mushroom Man (Rush)", ATK),
                                                          ("V4-1500", ATK)]),
                 p1=Side(monsters=[("Petit Moth (Rush)", DEF), ("Beast Gear Moto Wolf", SET)]))
    act(duel, "Forest (Rush)", "f")
    mm = mzone(duel, 0, "Mushroom Man (Rush)")
    assert (duel.atk(mm), duel.defense(mm)) == (1000, 800)
    moth = mzone(duel, 1, "Petit Moth (Rush)")
    assert (duel.atk(moth), duel.defense(moth)) == (500, 400)
    assert duel.atk(mzone(duel, 0, "V4-1500")) == 1500
    assert duel.atk(mzone(duel, 1, "Beast Gear Moto Wolf")) == 1400  # face-down


def test_shining_city_nights_changes_atk_only_not_def() -> None:
    city = "Shining City Nights"
    duel = build(p0=Side(hand=[city]), p1=Side(monsters=[("V4-1500", ATK), ("V6-2400", ATK)]))
    act(duel, city, "f")
    light = mzone(duel, 1, "V4-1500")
    assert (duel.atk(light), duel.defense(light)) == (1700, 1500)
    assert duel.atk(mzone(duel, 1, "V6-2400")) == 2400


def test_apocalypse_weakens_fairies_and_boosts_machines_on_both_sides() -> None:
    world = "Apocalypse - Beast Gear World"
    duel = build(p0=Side(hand=[world], monsters=[("Binding Chain (Rush)", ATK)]),
                 p1=Side(monsters=[("Machine Attacker (Rush)", ATK), ("V4-1600", ATK)]))
    act(duel, world, "f")
    assert duel.atk(mzone(duel, 0, "Binding Chain (Rush)")) == 700
    assert duel.atk(mzone(duel, 1, "Machine Attacker (Rush)")) == 1900
    assert duel.atk(mzone(duel, 1, "V4-1600")) == 1600
    assert names(duel, 0, "gy") == []


def test_big_umi_with_exactly_3_face_up_water_monsters_hits_both_sides() -> None:
    duel = build(p0=Side(hand=[BIG_UMI], monsters=[(FISH3, ATK), (BARRACUDA, DEF),
                                                   ("V3-1000", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, BIG_UMI, "f")
    own = mzone(duel, 0, FISH3)
    assert duel.atk(own) == 1000
    opp = mzone(duel, 1, "V4-1600")
    assert (duel.atk(opp), duel.defense(opp)) == (1300, 700)


def test_a_new_field_spell_replaces_the_old_one_by_rule() -> None:
    duel = build(p0=Side(hand=["Forest (Rush)"], field_spell=(UMI, ATK),
                         monsters=[("V3-1000", ATK)]))
    events = act(duel, "Forest (Rush)", "f")
    assert not [e for e in events if e.kind == "move" and e.reason == "destroy"]
    assert names(duel, 0, "gy") == [UMI]
    assert duel.fz[0] == duel.inst(find(duel, "Forest (Rush)"))
    assert duel.atk(mzone(duel, 0, "V3-1000")) == 1000


# ------------------------------------------------------------------- Equip Spells
def test_jointech_rush_horn_cannot_equip_an_opponent_machine() -> None:
    horn = "Jointech Rush Horn"
    duel = build(p0=Side(hand=[horn], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("Machine Attacker (Rush)", ATK)]))
    no_activation(duel, spell(duel, horn))


def test_jointech_rush_horn_stays_on_the_field_and_adds_exactly_300() -> None:
    horn = "Jointech Rush Horn"
    duel = build(p0=Side(hand=[horn], monsters=[("Machine Attacker (Rush)", ATK),
                                                ("Scoop Scooter", SET)]))
    act(duel, horn, "s2")
    if duel.request.kind == "pick":
        assert picks(duel) == {find(duel, "Machine Attacker (Rush)")}
        pick(duel, "Machine Attacker (Rush)")
    assert names(duel, 0, "szone") == ["", "", horn] and names(duel, 0, "gy") == []
    assert duel.atk(mzone(duel, 0, "Machine Attacker (Rush)")) == 1900


# --------------------------------------------------------------------- summons
def test_monster_reborn_goes_to_the_gy_after_summoning() -> None:
    mr = "Monster Reborn (Rush)"
    duel = build(p0=Side(hand=[mr]), p1=Side(gy=["V8-3000"]))
    act(duel, mr)
    while duel.request.kind != "main":
        acts = duel.legal_actions()
        do(duel, str(acts[0]))
    assert "V8-3000" in names(duel, 0, "mzone")
    assert names(duel, 0, "gy") == [mr] and names(duel, 1, "gy") == []


def test_fusion_cannot_use_a_face_down_or_hand_material() -> None:
    duel = build(p0=Side(hand=["Fusion", "V4-1400"], monsters=[("V4-1600", ATK),
                                                               ("V4-1400", SET)],
                         extra=["FX-FUSION-2"]))
    no_activation(duel, spell(duel, "Fusion"))


def test_polymerization_may_use_a_face_down_material_you_control() -> None:
    poly = "Polymerization (Rush)"
    duel = build(p0=Side(hand=[poly, "V4-1600"], monsters=[("V4-1400", SET)],
                         extra=["FX-FUSION-2"]))
    act(duel, poly)
    while duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    if duel.request.kind == "position":
        do(duel, "choose atk")
    assert names(duel, 0, "mzone").count("FX-FUSION-2") == 1
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", poly])


def test_hamburger_fast_recipe_is_refused_with_face_up_levels_5() -> None:
    hfr = "Hamburger Fast Recipe"
    duel = build(p0=Side(hand=[hfr, "V2-500"], monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                         extra=["Hungreed Burger"]))
    no_activation(duel, spell(duel, hfr))


def test_mountain_goes_to_the_field_zone_and_boosts_a_thunder() -> None:
    duel = build(p0=Side(hand=["Mountain (Rush)"]),
                 p1=Side(monsters=[("Thunder the Thunder", ATK)]))
    act(duel, "Mountain (Rush)", "f")
    assert duel.fz[0] == duel.inst(find(duel, "Mountain (Rush)")) and names(duel, 0, "gy") == []
    th = mzone(duel, 1, "Thunder the Thunder")
    assert (duel.atk(th), duel.defense(th)) == (1500, 500)


def test_party_party_party_leaves_non_aqua_and_opponent_aqua_alone() -> None:
    ppp = "Party Party Party"
    duel = build(p0=Side(hand=[ppp], monsters=[("Bubbly Elf", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V3-1000", ATK)]))
    act(duel, ppp)
    assert duel.lp == [8400, 8000]
    assert duel.pos[mzone(duel, 0, "Bubbly Elf")] == DEF
    assert duel.pos[mzone(duel, 0, "V4-1600")] == ATK
    assert duel.pos[mzone(duel, 1, "V3-1000")] == ATK
    assert names(duel, 0, "gy") == [ppp]


def test_pierce_cannot_choose_an_opponent_monster() -> None:
    duel = build(p0=Side(hand=["Pierce!"]), p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, spell(duel, "Pierce!"))


def test_type_change_beam_needs_a_face_up_monster_on_the_field() -> None:
    tcb = "Type Change Beam"
    duel = build(p0=Side(hand=[tcb, "V4-1500"], monsters=[("V4-1600", SET)]),
                 p1=Side(monsters=[("V4-1400", SET)]))
    no_activation(duel, spell(duel, tcb))


def test_thousand_knives_destroys_exactly_one_face_down_opponent_monster() -> None:
    tk = "Thousand Knives (Rush)"
    duel = build(p0=Side(hand=[tk], monsters=[(DM, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", SET)]))
    act(duel, tk)
    if duel.request.kind == "pick":
        assert picks(duel) == {find(duel, "V4-1400")}
        pick(duel, "V4-1400")
    assert duel.monsters(1) == [] and len(duel.monsters(0)) == 2
    assert names(duel, 0, "gy") == [tk] and names(duel, 1, "gy") == ["V4-1400"]


def test_road_magic_tempest_sends_the_wind_cost_and_flips_a_set_monster() -> None:
    tempest = "Road Magic - Tempest"
    duel = build(p0=Side(hand=[tempest, "Spell Archer"], monsters=[(DM, ATK)]),
                 p1=Side(monsters=[("V4-1800", SET)]))
    events = act(duel, tempest)
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("Spell Archer")]
    if duel.request.kind == "pick":
        pick(duel, "V4-1800")
    assert duel.pos[mzone(duel, 1, "V4-1800")] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted(["Spell Archer", tempest])


def test_lullabind_and_one_side_reverse_go_to_the_gy() -> None:
    duel = build(p0=Side(hand=["Lullabind"], monsters=[("Wattkiss", ATK), ("Romanpick", ATK)]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    act(duel, "Lullabind")
    if duel.request.kind == "pick":
        pick(duel, "V4-1600")
    assert duel.pos[mzone(duel, 1, "V4-1600")] == SET and names(duel, 0, "gy") == ["Lullabind"]
    duel = build(p0=Side(hand=["One-Side Reverse"]),
                 p1=Side(monsters=[("V4-1600", SET), ("V4-1400", SET)]))
    act(duel, "One-Side Reverse")
    pick(duel, "V4-1600")
    assert duel.pos[mzone(duel, 1, "V4-1600")] == ATK
    assert duel.pos[mzone(duel, 1, "V4-1400")] == SET
    assert names(duel, 0, "gy") == ["One-Side Reverse"]


def test_triple_threat_thunder_and_spicery_resolve_to_the_gy() -> None:
    ttt = "Triple Threat Thunder"
    duel = build(p0=Side(hand=[ttt], monsters=[("Bubbly Elf", DEF), ("V3-1000", ATK),
                                               ("Arma Knight (Rush)", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("Blue-Eyes Ultimate Dragon (Rush)", ATK)]))
    act(duel, ttt)
    if duel.request.kind == "pick":
        assert picks(duel) == {find(duel, "V8-3000")}
        pick(duel, "V8-3000")
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 0 and names(duel, 0, "gy") == [ttt]
    nas = "The Noodle Art of Spicery"
    duel = build(p0=Side(hand=[nas], monsters=[("Tang the Noodle Ninja", DEF)]))
    act(duel, nas)
    if duel.request.kind == "pick":
        pick(duel, "Tang the Noodle Ninja")
    assert duel.atk(mzone(duel, 0, "Tang the Noodle Ninja")) == 1100
    assert names(duel, 0, "gy") == [nas]
