"""Audit: the effect monsters of the pool from "Nandes the Fire Awakener" on, each against
its own text and RULES.md section 8 (R-REQ, R-EFF): offered exactly when its Requirement
is met, doing exactly what the text says, once per turn, and refused just past the edge.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET

from ..engine.util import do, find, names
from .helpers import moves, mzone, no_activation, refused
from .util import Side, build

HM = "Royal Rebel's Heavy Metal"
ELF = "Bubbly Elf"  # LIGHT Aqua Normal Monster


def act(duel, name: str, *picks: int, p: int = 0):  # type: ignore[no-untyped-def]
    """Activate `name` on `p`'s field, then answer the picks (object ids) in order."""
    card = find(duel, name, p, "mzone")
    events = do(duel, f"activate {card}")
    for pick in picks:
        events += do(duel, f"pick {pick}")
    return events


def once(duel, name: str, p: int = 0) -> None:  # type: ignore[no-untyped-def]
    refused(duel, f"activate {find(duel, name, p, 'mzone')}")


def none(duel, name: str, p: int = 0) -> None:  # type: ignore[no-untyped-def]
    no_activation(duel, find(duel, name, p, "mzone"))


def damage(events) -> list[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return [(e.player, e.value) for e in events if e.kind == "damage"]


def test_nandes_turns_a_defending_warrior_to_attack_but_not_a_rock() -> None:
    duel = build(p0=Side(monsters=[("Nandes the Fire Awakener", ATK), ("V4-1600", DEF),
                                   ("V4-WALL", DEF)]))
    wall = duel.inst(find(duel, "V4-WALL"))
    act(duel, "Nandes the Fire Awakener")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.pos[duel.inst(find(duel, "V4-1600"))] == ATK and duel.pos[wall] == DEF
    once(duel, "Nandes the Fire Awakener")
    duel = build(p0=Side(monsters=[("Nandes the Fire Awakener", ATK), ("V4-1600", SET),
                                   ("V4-WALL", DEF)]))
    none(duel, "Nandes the Fire Awakener")


def test_phoenix_dragon_returns_only_a_level_5_or_higher_dragon() -> None:
    duel = build(p0=Side(monsters=[("Phoenix Dragon", ATK)], hand=["V1-100"],
                         gy=["V4-1500", "V8-3000"]))
    events = act(duel, "Phoenix Dragon")
    if duel.request.kind == "pick":
        events += do(duel, f"pick {find(duel, 'V8-3000')}")
    assert len(moves(events, "hand", "gy", "cost")) == 1
    assert names(duel, 0, "hand") == ["V8-3000"]
    assert names(duel, 0, "gy") == ["V4-1500", "V1-100"]
    once(duel, "Phoenix Dragon")
    duel = build(p0=Side(monsters=[("Phoenix Dragon", ATK)], hand=["V1-100"],
                         gy=["V4-1500", "V7-2500"]))
    none(duel, "Phoenix Dragon")
    duel = build(p0=Side(monsters=[("Phoenix Dragon", ATK)], gy=["V8-3000"]))
    none(duel, "Phoenix Dragon")


def test_piercing_dragon_bunker_strike_needs_the_normal_summon_turn() -> None:
    duel = build(p0=Side(monsters=[("Piercing Dragon Bunker Strike", ATK, 3)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    none(duel, "Piercing Dragon Bunker Strike")


def test_prima_guitarna_pays_1000_and_counts_face_down_opponents_too() -> None:
    duel = build(p0=Side(monsters=[("Prima Guitarna the Shining Superstar", ATK),
                                   ("V4-1600", ATK), ("V4-1400", SET)], lp=1001),
                 p1=Side(monsters=[("V4-1800", ATK), ("V1-100", SET)]))
    act(duel, "Prima Guitarna the Shining Superstar")
    assert duel.lp == [1, 8000]
    assert duel.atk(mzone(duel, 0, "Prima Guitarna the Shining Superstar")) == 2200 + 600
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600 + 600
    assert duel.atk(mzone(duel, 1, "V4-1800")) == 1800
    once(duel, "Prima Guitarna the Shining Superstar")
    do(duel, "end")
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600
    duel = build(p0=Side(monsters=[("Prima Guitarna the Shining Superstar", ATK)], lp=999),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    none(duel, "Prima Guitarna the Shining Superstar")


def test_printing_presser_needs_a_card_in_the_deck() -> None:
    duel = build(p0=Side(monsters=[("Printing Presser", ATK)], deck=[]))
    none(duel, "Printing Presser")


def test_raidacross_needs_two_spellcasters_in_the_gy() -> None:
    duel = build(p0=Side(monsters=[("Raidacross, Hero of the Dawn", ATK)],
                         hand=["Shining Shaman", "Whispering Fairy"],
                         gy=["V7-2500", "V4-1600", "V7-2500"]))
    act(duel, "Raidacross, Hero of the Dawn")
    for _ in range(8):
        if duel.request.kind == "main":
            break
        acts = duel.legal_actions()
        pos = [a for a in acts if a.kind == "spsummon" and a.pos == ATK]
        picks = [a for a in acts if a.kind == "pick"]
        duel.apply((pos or picks or [a for a in acts if a.kind != "finish"] or acts)[0])
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert sorted(n for n in names(duel, 0, "mzone") if n) == [
        "Raidacross, Hero of the Dawn", "Shining Shaman", "Whispering Fairy"]
    once(duel, "Raidacross, Hero of the Dawn")
    duel = build(p0=Side(monsters=[("Raidacross, Hero of the Dawn", ATK)],
                         hand=["Shining Shaman"], gy=["V7-2500", "V4-1600"]))
    none(duel, "Raidacross, Hero of the Dawn")


def test_romanpick_needs_lp_strictly_lower_than_the_opponents() -> None:
    duel = build(p0=Side(monsters=[("Romanpick", ATK)], lp=5000,
                         deck=["V1-100", "V4-1600", "V4-1400", "V2-500"]),
                 p1=Side(lp=5001))
    act(duel, "Romanpick")
    assert duel.lp == [4500, 5001]
    assert names(duel, 0, "gy") == ["V1-100", "V4-1600", "V4-1400"]
    assert names(duel, 0, "hand") == []  # no Psychic among them
    once(duel, "Romanpick")
    duel = build(p0=Side(monsters=[("Romanpick", ATK)], lp=5000), p1=Side(lp=5000))
    none(duel, "Romanpick")


def test_romic_n_roller_at_2000_lp_weakens_face_up_opponents_only() -> None:
    duel = build(p0=Side(monsters=[("Romic n' Roller", ATK)], lp=2000),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-WALL", DEF), ("V4-1400", SET)]))
    act(duel, "Romic n' Roller")
    atk = mzone(duel, 1, "V4-1600")
    assert (duel.atk(atk), duel.defense(atk)) == (1100, 500)
    wall = mzone(duel, 1, "V4-WALL")
    assert (duel.atk(wall), duel.defense(wall)) == (0, 1500)
    once(duel, "Romic n' Roller")
    duel = build(p0=Side(monsters=[("Romic n' Roller", ATK)], lp=2001),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    none(duel, "Romic n' Roller")


def test_royal_rebels_heavy_metal_after_tributing_a_level_5() -> None:
    duel = build(p0=Side(hand=[HM], monsters=[("V5-2300", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V3-1200", ATK), ("V1-100", SET)]))
    do(duel, f"summon {find(duel, HM)} z1")
    events = act(duel, HM)
    if duel.request.kind == "pick":
        events += do(duel, f"pick {find(duel, 'V3-1200')}")
    assert duel.atk(mzone(duel, 0, HM)) == 2500 + 1200
    assert names(duel, 1, "gy") == ["V3-1200"]
    once(duel, HM)
    duel = build(p0=Side(hand=[HM], monsters=[("V4-1600", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"summon {find(duel, HM)} z1")
    none(duel, HM)


def test_savage_claw_tiger_counts_face_up_level_7_or_higher_only() -> None:
    duel = build(p0=Side(monsters=[("Savage Claw Tiger", ATK), ("V7-2500", DEF),
                                   ("V8-3000", SET)], deck=["V1-100"]))
    act(duel, "Savage Claw Tiger")
    assert duel.atk(mzone(duel, 0, "Savage Claw Tiger")) == 2300 + 800
    assert names(duel, 0, "gy") == ["V1-100"]
    once(duel, "Savage Claw Tiger")
    duel = build(p0=Side(monsters=[("Savage Claw Tiger", ATK)], deck=[]))
    none(duel, "Savage Claw Tiger")


def test_granganus_burns_300_per_opponent_spell_trap_and_field_spell() -> None:
    duel = build(p0=Side(hand=["Sea Dragon King Granganus"],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET), ("Dark Hole (Rush)", SET)],
                         field_spell=("Umi (Rush)", ATK)))
    do(duel, f"summon {find(duel, 'Sea Dragon King Granganus')} z0")
    events = act(duel, "Sea Dragon King Granganus")
    assert damage(events) == [(1, 900)] and duel.lp == [8000, 7100]
    once(duel, "Sea Dragon King Granganus")
    duel = build(p0=Side(monsters=[("Sea Dragon King Granganus", ATK, 3)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    none(duel, "Sea Dragon King Granganus")


def test_seahorse_carrier_adds_a_light_aqua_normal_on_its_summon_turn() -> None:
    duel = build(p0=Side(hand=["Seahorse Carrier"], gy=["V3-1000", ELF]))
    do(duel, f"summon {find(duel, 'Seahorse Carrier')} z0")
    act(duel, "Seahorse Carrier")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, ELF)}")
    assert names(duel, 0, "hand") == [ELF] and names(duel, 0, "gy") == ["V3-1000"]
    once(duel, "Seahorse Carrier")
    duel = build(p0=Side(hand=["Seahorse Carrier"], gy=["V3-1000"]))
    do(duel, f"summon {find(duel, 'Seahorse Carrier')} z0")
    none(duel, "Seahorse Carrier")


def test_seahorse_server_needs_a_face_up_light_aqua_normal() -> None:
    duel = build(p0=Side(monsters=[("Seahorse Server", ATK), (ELF, DEF)], lp=3000))
    act(duel, "Seahorse Server")
    assert duel.lp == [3500, 8000]
    once(duel, "Seahorse Server")
    duel = build(p0=Side(monsters=[("Seahorse Server", ATK), (ELF, SET), ("V3-1000", ATK)]))
    none(duel, "Seahorse Server")


def test_sevens_road_mage_weakens_a_level_7_and_its_own_magician() -> None:
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK), ("Sevens Road Magician", ATK)],
                         deck=["V7-2500"], gy=["V7-2500", "V4-1600"]),
                 p1=Side(monsters=[("V7-2500", ATK), ("V6-2400", ATK)]))
    act(duel, "Sevens Road Mage")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V7-2500', 1, 'mzone')}")
    # "that monster" is the opponent's: -400, then -100 per Spellcaster in the GY (2).
    assert duel.atk(mzone(duel, 1, "V7-2500")) == 2500 - 400 - 200
    assert duel.atk(mzone(duel, 1, "V6-2400")) == 2400
    assert duel.atk(mzone(duel, 0, "Sevens Road Magician")) == 2100
    once(duel, "Sevens Road Mage")
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK)]),
                 p1=Side(monsters=[("V6-2400", ATK), ("V7-2500", SET)]))
    none(duel, "Sevens Road Mage")


def test_shaman_octopus_gains_100_per_level_and_shuffles_the_normal_back() -> None:
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["V6-2000", "Thunder the Thunder"],
                         deck=["V1-100"], lp=799))
    none(duel, "Shaman Octopus")  # 800 LP cannot be paid from 799
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["V6-2000", "Thunder the Thunder"],
                         deck=["V1-100"], lp=801))
    act(duel, "Shaman Octopus")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V6-2000')}")
    assert duel.lp == [1, 8000]
    assert duel.atk(mzone(duel, 0, "Shaman Octopus")) == 1000 + 600
    assert names(duel, 0, "gy") == ["Thunder the Thunder"]
    assert sorted(names(duel, 0, "deck")) == ["V1-100", "V6-2000"]
    once(duel, "Shaman Octopus")
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["Thunder the Thunder"]))
    none(duel, "Shaman Octopus")


def test_shining_shaman_lets_a_low_level_spellcaster_attack_directly() -> None:
    duel = build(p0=Side(monsters=[("Shining Shaman", ATK), ("Whispering Fairy", ATK),
                                   ("V7-2500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    act(duel, "Shining Shaman")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'Whispering Fairy')}")
    assert names(duel, 0, "gy") == ["Shining Shaman"]
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'Whispering Fairy', 0, 'mzone')} -> direct")
    assert duel.lp[1] == 8000 - 800
    refused(duel, f"attack {find(duel, 'V7-2500', 0, 'mzone')} -> direct")
    duel = build(p0=Side(monsters=[("Shining Shaman", ATK), ("V7-2500", ATK)]))
    none(duel, "Shining Shaman")


def test_sieth_needs_four_warriors_or_spellcasters_in_the_gy() -> None:
    gy = ["V7-2500", "V4-1600", "V4-1400", "V3-1200", "V7-2500"]
    duel = build(p0=Side(monsters=[("Sieth, the Scabbard of Noble Arms", ATK)],
                         hand=["Max Raider"], gy=gy[:3] + gy[4:]))
    act(duel, "Sieth, the Scabbard of Noble Arms")
    for _ in range(8):
        if duel.request.kind == "main":
            break
        acts = duel.legal_actions()
        pos = [a for a in acts if a.kind == "spsummon" and a.pos == ATK]
        duel.apply((pos or acts)[0])
    assert "Max Raider" in names(duel, 0, "mzone")
    assert names(duel, 0, "gy") == [] and sorted(names(duel, 0, "deck")[:4]) == [
        "V4-1400", "V4-1600", "V7-2500", "V7-2500"]  # the bottom
    once(duel, "Sieth, the Scabbard of Noble Arms")
    duel = build(p0=Side(monsters=[("Sieth, the Scabbard of Noble Arms", ATK)],
                         hand=["Max Raider"], gy=gy[:4]))  # a Beast does not count
    none(duel, "Sieth, the Scabbard of Noble Arms")


def test_silver_wolf_needs_another_face_up_beast() -> None:
    duel = build(p0=Side(monsters=[("Silver Wolf", ATK), ("V3-1200", DEF)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, "Silver Wolf")
    v = mzone(duel, 1, "V4-1600")
    assert (duel.atk(v), duel.defense(v)) == (1400, 800)
    once(duel, "Silver Wolf")
    duel = build(p0=Side(monsters=[("Silver Wolf", ATK), ("V3-1200", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    none(duel, "Silver Wolf")


def test_sonic_attacker_gives_the_opponent_1000_lp_and_gains_1000() -> None:
    duel = build(p0=Side(monsters=[("Sonic Attacker", ATK)]))
    act(duel, "Sonic Attacker")
    assert duel.lp == [8000, 9000] and duel.atk(mzone(duel, 0, "Sonic Attacker")) == 2300
    once(duel, "Sonic Attacker")


def test_sparkhearts_girl_needs_a_level_4_or_lower_monster_in_hand() -> None:
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V4-1600"]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    act(duel, "Sparkhearts Girl")
    if duel.request.kind != "main":
        do(duel, "finish")
    assert duel.atk(mzone(duel, 1, "V4-1800")) == 1300
    assert names(duel, 0, "gy") == ["V4-1600"]
    once(duel, "Sparkhearts Girl")
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)],
                         hand=["V5-2300", "Dark Hole (Rush)"]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    none(duel, "Sparkhearts Girl")


def test_spice_counts_normals_in_the_gy_after_the_mill_for_pyros_only() -> None:
    duel = build(p0=Side(monsters=[("Spice the Elite Noodle Ninja", ATK), ("V4-1700", ATK),
                                   ("V4-1600", ATK)], gy=["V1-100"], deck=["V2-500"]))
    act(duel, "Spice the Elite Noodle Ninja")
    assert duel.atk(mzone(duel, 0, "Spice the Elite Noodle Ninja")) == 2200 + 200
    assert duel.atk(mzone(duel, 0, "V4-1700")) == 1700 + 200
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600
    once(duel, "Spice the Elite Noodle Ninja")
    duel = build(p0=Side(monsters=[("Spice the Elite Noodle Ninja", ATK)],
                         gy=["Thunder the Thunder"]))
    none(duel, "Spice the Elite Noodle Ninja")


def test_sportsdragon_defender_needs_an_attack_position_keeper() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Defender", ATK), ("Sportsdragon Keeper", ATK)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, "Sportsdragon Defender")
    assert duel.pos[mzone(duel, 0, "Sportsdragon Keeper")] == DEF
    assert duel.pos[mzone(duel, 1, "V4-1600")] == DEF
    assert names(duel, 0, "gy") == ["V1-100"]
    once(duel, "Sportsdragon Defender")
    duel = build(p0=Side(monsters=[("Sportsdragon Defender", ATK), ("Sportsdragon Keeper", DEF)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    none(duel, "Sportsdragon Defender")


def test_sportsdragon_pitcher_and_slugger_need_to_be_alone() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Pitcher", ATK)],
                         gy=["Sportsdragon Slugger"]))
    act(duel, "Sportsdragon Pitcher")
    assert duel.pos[mzone(duel, 0, "Sportsdragon Slugger")] == DEF
    once(duel, "Sportsdragon Pitcher")
    duel = build(p0=Side(monsters=[("Sportsdragon Slugger", ATK), ("V1-100", SET)],
                         gy=["Sportsdragon Pitcher"]))
    none(duel, "Sportsdragon Slugger")
    duel = build(p0=Side(monsters=[("Sportsdragon Slugger", ATK)], gy=["Sportsdragon Pitcher"]))
    act(duel, "Sportsdragon Slugger")
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]  # Level 3: cannot


def test_sportsdragon_striker_gives_400_and_piercing() -> None:
    duel = build(phase="main", p0=Side(monsters=[("Sportsdragon Striker", ATK),
                                                 ("Sportsdragon Keeper", DEF)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    act(duel, "Sportsdragon Striker")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'Sportsdragon Striker', 0, 'mzone')}")
    assert duel.atk(mzone(duel, 0, "Sportsdragon Striker")) == 1700
    once(duel, "Sportsdragon Striker")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'Sportsdragon Striker', 0, 'mzone')} -> "
             f"{find(duel, 'V4-1600', 1, 'mzone')}")
    assert duel.lp[1] == 8000 - 700  # piercing: 1700 vs 1000 DEF
    duel = build(p0=Side(monsters=[("Sportsdragon Striker", ATK), ("Sportsdragon Keeper", SET)],
                         hand=["V1-100"]))
    none(duel, "Sportsdragon Striker")


def test_super_king_rex_revives_a_level_6_dinosaur_normal_the_turn_it_was_summoned() -> None:
    duel = build(p0=Side(hand=["Super King Rex"], monsters=[("V1-100", ATK), ("V2-500", ATK)],
                         gy=["Megazowler (Rush)", "V6-2000"]))
    do(duel, f"summon {find(duel, 'Super King Rex')} z0")
    act(duel, "Super King Rex")
    for _ in range(4):
        if duel.request.kind == "main":
            break
        acts = duel.legal_actions()
        duel.apply(([a for a in acts if a.kind == "spsummon" and a.pos == ATK] or acts)[0])
    assert "Megazowler (Rush)" in names(duel, 0, "mzone")
    once(duel, "Super King Rex")
    duel = build(p0=Side(monsters=[("Super King Rex", ATK)], gy=["Megazowler (Rush)"]))
    none(duel, "Super King Rex")


def test_thunder_the_thunder_and_torna_need_a_hand_card() -> None:
    duel = build(p0=Side(monsters=[("Thunder the Thunder", ATK), ("Torna the Windweaver", ATK)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", SET)]))
    act(duel, "Torna the Windweaver")
    assert duel.pos[mzone(duel, 1, "V4-1600")] == ATK  # a Set monster flips to Attack
    once(duel, "Torna the Windweaver")
    none(duel, "Thunder the Thunder")  # hand is now empty
    duel = build(p0=Side(monsters=[("Thunder the Thunder", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    act(duel, "Thunder the Thunder")
    assert duel.atk(mzone(duel, 1, "V4-1600")) == 1300
    once(duel, "Thunder the Thunder")


def test_treasure_dragon_is_not_offered_when_not_special_summoned_this_turn() -> None:
    duel = build(p0=Side(monsters=[("Treasure Dragon", ATK, 3)],
                         gy=["V4-1500", "V4-1500", "V8-3000", "V4-1500"]))
    none(duel, "Treasure Dragon")


def test_twin_edge_dragon_attacks_twice() -> None:
    duel = build(p0=Side(monsters=[("Twin Edge Dragon", ATK)], hand=["V1-100"]))
    act(duel, "Twin Edge Dragon")
    once(duel, "Twin Edge Dragon")
    do(duel, "battle")
    twin = find(duel, "Twin Edge Dragon", 0, "mzone")
    do(duel, f"attack {twin} -> direct")
    do(duel, f"attack {twin} -> direct")
    assert duel.lp[1] == 6000
    refused(duel, f"attack {twin} -> direct")


def test_vishwar_lambadi_and_whispering_fairy() -> None:
    duel = build(p0=Side(monsters=[("Vishwar Lambadi", ATK)], gy=["Shining City Nights"]))
    act(duel, "Vishwar Lambadi")
    assert names(duel, 0, "hand") == ["Shining City Nights"]
    once(duel, "Vishwar Lambadi")
    duel = build(p0=Side(monsters=[("Vishwar Lambadi", ATK)]))
    none(duel, "Vishwar Lambadi")
    duel = build(p0=Side(monsters=[("Whispering Fairy", ATK)]),
                 p1=Side(gy=["V4-1600"]))
    none(duel, "Whispering Fairy")  # no card in hand


def test_wicked_shadow_dark_lurker_destroys_burns_and_returns() -> None:
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    events = act(duel, "Wicked Shadow Dark Lurker")
    assert damage(events) == [(1, 1000)]
    assert names(duel, 1, "gy") == ["Mirror Force (Rush)"]
    assert names(duel, 0, "hand") == ["Wicked Shadow Dark Lurker"]
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)]))
    none(duel, "Wicked Shadow Dark Lurker")


def test_yamiruler_holds_back_level_7_tribute_summons() -> None:
    duel = build(p0=Side(hand=["Yamiruler the Dark Delayer"],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)]),
                 p1=Side(hand=["V7-2500"], monsters=[("V4-1600", ATK)]))
    do(duel, f"summon {find(duel, 'Yamiruler the Dark Delayer')} z0")
    act(duel, "Yamiruler the Dark Delayer")
    assert duel.pos[mzone(duel, 0, "Yamiruler the Dark Delayer")] == DEF
    once(duel, "Yamiruler the Dark Delayer")
    do(duel, "end")
    while duel.request.kind != "main":
        do(duel, str(duel.legal_actions()[0]))
    refused(duel, f"summon {find(duel, 'V7-2500', 1, 'hand')} z1")
    duel = build(p0=Side(monsters=[("Yamiruler the Dark Delayer", ATK, 3)]))
    none(duel, "Yamiruler the Dark Delayer")
