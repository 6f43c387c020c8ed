"""One behaviour test per scripted booster-01 card (rushdesk/cards/booster01.py).

Each test plays the card in a small duel, checks the events, zones, LP and stats, and
checks that the card cannot be used when its Requirement cannot be met. The rendered
texts are checked with the card-text checker of test_card_text.py.
"""

from __future__ import annotations

import pytest

from rushdesk.cards.booster01 import SCRIPTS
from rushdesk.engine import ATK, DEF, SET
from rushdesk.engine.stats import MOD_RACE

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .test_card_text import (
    internal_problems,
    missing_parts,
    readability_problems,
    style_problems,
)
from .util import Side, build

MF = "Mirror Force (Rush)"


def picks(duel):  # type: ignore[no-untyped-def]
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_booster01_card_text_reads_as_card_text(name: str) -> None:
    script = SCRIPTS[name]
    text = script.text()
    assert readability_problems(text) == [], text
    assert internal_problems(text) == [], text
    assert style_problems(text) == [], text
    assert missing_parts(script) == [], text


# ------------------------------------------------------------ Normal Monsters
NORMALS = [  # name, Level, ATK, DEF, Type, Attribute bit
    ("Blue-Eyes White Dragon (Rush)", 8, 3000, 2500, "Dragon", 0x10),
    ("Lizard Soldier (Rush)", 3, 1100, 800, "Dragon", 0x8),
    ("Lesser Dragon (Rush)", 4, 1200, 1000, "Dragon", 0x8),
    ("Ancient Turtle Protector", 1, 0, 1400, "Reptile", 0x2),
    ("Binding Chain (Rush)", 3, 1000, 1100, "Fairy", 0x10),
    ("Tang the Noodle Ninja", 3, 800, 1000, "Pyro", 0x4),
    ("Little D (Rush)", 3, 1100, 700, "Dinosaur", 0x1),
    ("Arma Knight (Rush)", 4, 1000, 1200, "Aqua", 0x2),
    ("Petit Moth (Rush)", 1, 300, 200, "Insect", 0x1),
    ("Skull Servant (Rush)", 1, 300, 200, "Zombie", 0x20),
    ("Silver Fang (Rush)", 3, 1200, 800, "Beast", 0x1),
    ("Feral Imp (Rush)", 4, 1300, 1400, "Fiend", 0x20),
    ("Faith Bird (Rush)", 4, 1500, 1100, "Winged Beast", 0x8),
    ("LaMoon (Rush)", 5, 1200, 1700, "Spellcaster", 0x10),
    ("Machine Attacker (Rush)", 5, 1600, 1300, "Machine", 0x1),
    ("Crawling Dragon (Rush)", 5, 1600, 1400, "Dragon", 0x1),
    ("Max Raider", 7, 2400, 1400, "Warrior", 0x1),
]


@pytest.mark.parametrize(("name", "level", "atk", "dfn", "race", "attr"), NORMALS)
def test_booster01_normal_monsters_play_with_their_printed_facts(
        name: str, level: int, atk: int, dfn: int, race: str, attr: int) -> None:
    tributes = 2 if level >= 7 else 1 if level >= 5 else 0
    duel = build(p0=Side(hand=[name], monsters=[("V1-100", ATK)] * tributes))
    card = find(duel, name)
    do(duel, f"summon {card} z0")
    i = mzone(duel, 0, name)
    assert (duel.level(i), duel.atk(i), duel.defense(i), duel.race(i), duel.attribute(i)) == (
        level, atk, dfn, race, attr)
    assert len(names(duel, 0, "gy")) == tributes and duel.data[i].behaviour is None
    no_activation(duel, duel.oid[i])  # a Normal Monster has no effect


# ------------------------------------------------------------------- monsters
def test_kuribot_pays_500_to_add_a_kuribot_from_the_gy() -> None:
    duel = build(p0=Side(monsters=[("Kuribot", ATK)], gy=["Kuribot", "V1-100"]))
    kuribot = find(duel, "Kuribot", 0, "mzone")
    events = do(duel, f"activate {kuribot}")
    assert [(e.value, e.reason) for e in events if e.kind == "damage"] == [(500, "cost")]
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of("Kuribot")]
    assert duel.lp == [7500, 8000] and names(duel, 0, "hand") == ["Kuribot"]
    assert names(duel, 0, "gy") == ["V1-100"]
    # Another monster on your field: refused.
    duel = build(p0=Side(monsters=[("Kuribot", ATK), ("V1-100", SET)], gy=["Kuribot"]))
    no_activation(duel, find(duel, "Kuribot", 0, "mzone"))
    # No "Kuribot" in the GY, or LP too low to pay: refused.
    duel = build(p0=Side(monsters=[("Kuribot", ATK)], gy=["V1-100"]))
    no_activation(duel, find(duel, "Kuribot"))
    duel = build(p0=Side(monsters=[("Kuribot", ATK)], gy=["Kuribot"], lp=499))
    no_activation(duel, find(duel, "Kuribot", 0, "mzone"))


def test_whispering_fairy_shuffles_up_to_2_opponent_gy_monsters_into_the_deck() -> None:
    duel = build(p0=Side(monsters=[("Whispering Fairy", ATK)], hand=["V1-100"]),
                 p1=Side(gy=["V4-1600", "V4-1400", "V4-1800", "Dark Hole (Rush)"], deck=[]))
    events = do(duel, f"activate {find(duel, 'Whispering Fairy')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert duel.request.kind == "pick" and duel.request.max == 2
    assert picks(duel) == {find(duel, n, 1, "gy") for n in ("V4-1600", "V4-1400", "V4-1800")}
    do(duel, f"pick {find(duel, 'V4-1600', 1, 'gy')}")
    events = do(duel, f"pick {find(duel, 'V4-1800', 1, 'gy')}")
    assert sorted(e.code for e in moves(events, "gy", "deck")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1800"))
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)
    assert names(duel, 1, "gy") == ["V4-1400", "Dark Hole (Rush)"] and len(duel.deck[1]) == 2
    # No card in the hand, or no monster in the opponent's GY: refused.
    duel = build(p0=Side(monsters=[("Whispering Fairy", ATK)]), p1=Side(gy=["V4-1600"]))
    no_activation(duel, find(duel, "Whispering Fairy"))
    duel = build(p0=Side(monsters=[("Whispering Fairy", ATK)], hand=["V1-100"]),
                 p1=Side(gy=["Dark Hole (Rush)"]))
    no_activation(duel, find(duel, "Whispering Fairy"))


def test_fire_golem_pays_600_to_cut_600_def() -> None:
    duel = build(p0=Side(monsters=[("Fire Golem", ATK)]),
                 p1=Side(monsters=[("V4-WALL", DEF), ("V4-1600", SET)]))
    events = do(duel, f"activate {find(duel, 'Fire Golem')}")  # face-up only: no question
    assert [(e.value, e.reason) for e in events if e.kind == "damage"] == [(600, "cost")]
    wall = mzone(duel, 1, "V4-WALL")
    assert duel.defense(wall) == 1400 and duel.lp == [7400, 8000]
    assert duel.defense(mzone(duel, 1, "V4-1600")) == 1000
    do(duel, "end")
    assert duel.defense(wall) == 2000
    # LP 599 cannot pay 600; no face-up opponent's monster: refused.
    duel = build(p0=Side(monsters=[("Fire Golem", ATK)], lp=599),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    no_activation(duel, find(duel, "Fire Golem"))
    duel = build(p0=Side(monsters=[("Fire Golem", ATK)]), p1=Side(monsters=[("V4-WALL", SET)]))
    no_activation(duel, find(duel, "Fire Golem"))


def test_hilt_gives_an_attack_position_warrior_600_atk() -> None:
    hilt = "Hilt, the Bearer of Noble Arms"
    duel = build(p0=Side(monsters=[(hilt, ATK), ("V4-1600", ATK), ("V4-1400", DEF)]))
    do(duel, f"activate {find(duel, hilt)}")  # Hilt is a Spellcaster; V4-1400 defends
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 2200
    assert duel.atk(mzone(duel, 0, "V4-1400")) == 1400
    # No Attack Position Warrior: refused.
    duel = build(p0=Side(monsters=[(hilt, ATK), ("V4-1600", DEF), ("V3-1200", ATK)]))
    no_activation(duel, find(duel, hilt))


def test_raidacross_shuffles_2_spellcasters_to_summon_up_to_2_from_the_hand() -> None:
    raid = "Raidacross, Hero of the Dawn"
    duel = build(p0=Side(monsters=[(raid, ATK)], gy=["V7-2500", "LaMoon (Rush)", "V1-100"],
                         hand=["LaMoon (Rush)", "Whispering Fairy", "V7-2500"]))
    events = do(duel, f"activate {find(duel, raid)}")
    assert sorted(e.code for e in moves(events, "gy", "deck", "cost")) == sorted(
        code_of(n) for n in ("V7-2500", "LaMoon (Rush)"))
    assert picks(duel) == {find(duel, "LaMoon (Rush)", 0, "hand"),
                           find(duel, "Whispering Fairy", 0, "hand")}  # Level 5 or lower
    do(duel, f"pick {find(duel, 'LaMoon (Rush)', 0, 'hand')}")
    do(duel, f"pick {find(duel, 'Whispering Fairy', 0, 'hand')}")
    events = do(duel, "choose def")
    assert sorted(e.code for e in events if e.kind == "spsummon") == sorted(
        code_of(n) for n in ("LaMoon (Rush)", "Whispering Fairy"))
    assert names(duel, 0, "mzone") == [raid, "LaMoon (Rush)", "Whispering Fairy"]
    assert duel.pos[mzone(duel, 0, "LaMoon (Rush)")] == DEF
    assert names(duel, 0, "hand") == ["V7-2500"] and names(duel, 0, "gy") == ["V1-100"]
    # One free zone: only one pick is offered.
    duel = build(p0=Side(monsters=[(raid, ATK), ("V1-100", ATK)], gy=["V7-2500"] * 2,
                         hand=["LaMoon (Rush)", "Whispering Fairy"]))
    do(duel, f"activate {find(duel, raid)}")
    assert duel.request.kind == "pick" and duel.request.max == 1
    do(duel, f"pick {find(duel, 'Whispering Fairy', 0, 'hand')}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone")[2] == "Whispering Fairy"
    # Only 1 Spellcaster in the GY: refused.
    duel = build(p0=Side(monsters=[(raid, ATK)], gy=["V7-2500", "V1-100"],
                         hand=["LaMoon (Rush)"]))
    no_activation(duel, find(duel, raid))


def test_sportsdragon_pitcher_revives_slugger_and_level_6_or_lower_cannot_attack() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Pitcher", ATK)], hand=["Max Raider"],
                         gy=["Sportsdragon Slugger"]))
    pitcher = find(duel, "Sportsdragon Pitcher")
    events = do(duel, f"activate {pitcher}")
    assert [(e.code, e.src) for e in events if e.kind == "spsummon"] == [
        (code_of("Sportsdragon Slugger"), "gy")]
    assert duel.pos[mzone(duel, 0, "Sportsdragon Slugger")] == DEF
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]
    # A Level 7 monster Tribute Summoned afterwards may attack.
    duel = build(p0=Side(monsters=[("Sportsdragon Pitcher", ATK)], hand=["Max Raider"],
                         gy=["Sportsdragon Slugger"]))
    do(duel, f"activate {find(duel, 'Sportsdragon Pitcher')}")
    do(duel, f"summon {find(duel, 'Max Raider')} z0")
    do(duel, "battle")
    assert [a.card for a in duel.legal_actions() if a.kind == "attack"] == [
        find(duel, "Max Raider", 0, "mzone")]
    # Another monster on the field, or no Slugger in the GY: refused.
    duel = build(p0=Side(monsters=[("Sportsdragon Pitcher", ATK), ("V1-100", SET)],
                         gy=["Sportsdragon Slugger"]))
    no_activation(duel, find(duel, "Sportsdragon Pitcher"))
    duel = build(p0=Side(monsters=[("Sportsdragon Pitcher", ATK)], gy=["Sportsdragon Pitcher"]))
    no_activation(duel, find(duel, "Sportsdragon Pitcher", 0, "mzone"))


def test_sportsdragon_slugger_revives_pitcher_in_defense_position() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Slugger", ATK)], gy=["Sportsdragon Pitcher"]),
                 p1=Side(monsters=[("V1-100", ATK)]))
    do(duel, f"activate {find(duel, 'Sportsdragon Slugger')}")
    assert names(duel, 0, "mzone") == ["Sportsdragon Slugger", "Sportsdragon Pitcher", ""]
    assert duel.pos[mzone(duel, 0, "Sportsdragon Pitcher")] == DEF
    do(duel, "battle")
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]  # Level 3
    duel = build(p0=Side(monsters=[("Sportsdragon Slugger", ATK)]))
    no_activation(duel, find(duel, "Sportsdragon Slugger"))


def test_dragonic_slayer_destroys_a_spell_trap_with_another_big_dragon() -> None:
    duel = build(p0=Side(monsters=[("Dragonic Slayer", ATK), ("V8-3000", ATK)]),
                 p1=Side(spells=[(MF, SET)], field_spell=("Mountain (Rush)", ATK)))
    do(duel, f"activate {find(duel, 'Dragonic Slayer')}")
    assert picks(duel) == {find(duel, MF), find(duel, "Mountain (Rush)")}
    events = do(duel, f"pick {find(duel, MF)}")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(MF)]
    assert names(duel, 1, "gy") == [MF]
    # Only itself is a Level 7+ Dragon (the other is Level 4): refused.
    duel = build(p0=Side(monsters=[("Dragonic Slayer", ATK), ("V4-1500", ATK)]),
                 p1=Side(spells=[(MF, SET)]))
    no_activation(duel, find(duel, "Dragonic Slayer"))


def test_prima_guitarna_pays_1000_for_300_atk_per_opponent_monster() -> None:
    prima = "Prima Guitarna the Shining Superstar"
    duel = build(p0=Side(monsters=[(prima, ATK), ("V4-1600", DEF), ("V2-500", SET)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", SET), ("V1-100", DEF)]))
    events = do(duel, f"activate {find(duel, prima)}")
    assert [(e.value, e.reason) for e in events if e.kind == "damage"] == [(1000, "cost")]
    assert duel.atk(mzone(duel, 0, prima)) == 2200 + 900
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600 + 900
    assert duel.atk(mzone(duel, 0, "V2-500")) == 500  # face-down: not changed
    duel = build(p0=Side(monsters=[(prima, ATK)], lp=999), p1=Side(monsters=[("V1-100", ATK)]))
    no_activation(duel, find(duel, prima))


def test_spice_gives_pyros_100_atk_per_normal_monster_in_the_gy() -> None:
    spice = "Spice the Elite Noodle Ninja"
    duel = build(p0=Side(monsters=[(spice, ATK), ("V4-1700", ATK), ("V4-1600", ATK)],
                         gy=["V1-100", "Kuribot"], deck=["V4-1400", "V1-100"]))
    events = do(duel, f"activate {find(duel, spice)}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("V4-1400")]
    assert duel.atk(mzone(duel, 0, spice)) == 2200 + 200  # V1-100 and the milled V4-1400
    assert duel.atk(mzone(duel, 0, "V4-1700")) == 1700 + 200
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600  # not a Pyro
    # No Normal Monster in the GY: refused.
    duel = build(p0=Side(monsters=[(spice, ATK)], gy=["Kuribot"]))
    no_activation(duel, find(duel, spice))


def test_defender_of_dragon_sorcerers_protects_a_monster_from_opponent_effects() -> None:
    duel = build(phase="main",
                 p0=Side(monsters=[("Defender of Dragon Sorcerers", ATK), ("V4-1600", ATK)],
                         hand=["V4-1500", "V4-1800"]),
                 p1=Side(spells=[(MF, SET)]))
    do(duel, f"activate {find(duel, 'Defender of Dragon Sorcerers')}")
    assert duel.request.kind == "pick"  # the cost: V4-1500 is the only Dragon: forced
    assert moves(duel.last_events, "hand", "gy", "cost")[0].code == code_of("V4-1500")
    do(duel, f"pick {find(duel, 'V4-1600')}")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, MF)}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [
        code_of("Defender of Dragon Sorcerers")]
    assert names(duel, 0, "mzone") == ["", "V4-1600", ""] and duel.lp == [8000, 6400]
    # No Spellcaster or Dragon monster in the hand: refused.
    duel = build(p0=Side(monsters=[("Defender of Dragon Sorcerers", ATK)],
                         hand=["V4-1800", "Dark Hole (Rush)"]))
    no_activation(duel, find(duel, "Defender of Dragon Sorcerers"))


def test_thunder_the_thunder_sends_a_card_to_cut_300_atk() -> None:
    duel = build(p0=Side(monsters=[("Thunder the Thunder", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, 'Thunder the Thunder')}")
    assert len(moves(events, "hand", "gy", "cost")) == 1
    assert duel.atk(mzone(duel, 1, "V4-1600")) == 1300
    duel = build(p0=Side(monsters=[("Thunder the Thunder", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Thunder the Thunder"))


def test_sonic_attacker_gives_the_opponent_1000_lp_and_gains_1000_atk() -> None:
    duel = build(p0=Side(monsters=[("Sonic Attacker", ATK)]))
    sonic = find(duel, "Sonic Attacker")
    events = do(duel, f"activate {sonic}")
    assert [(e.player, e.value) for e in events if e.kind == "lp"] == [(1, 1000)]
    assert duel.lp == [8000, 9000] and duel.atk(duel.inst(sonic)) == 2300
    no_activation(duel, sonic)  # once per turn
    duel = build(p0=Side(monsters=[("Sonic Attacker", SET)]))
    no_activation(duel, find(duel, "Sonic Attacker"))  # face-down


def test_mask_of_volos_makes_a_level_6_or_lower_monster_1500_original_atk() -> None:
    duel = build(p0=Side(monsters=[("Mask of Volos", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V6-2400", ATK), ("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, 'Mask of Volos')}")  # V8-3000 is Level 8: forced
    v6 = mzone(duel, 1, "V6-2400")
    assert duel.atk(v6) == 1500 and duel.atk(mzone(duel, 1, "V8-3000")) == 3000
    do(duel, "end")
    assert duel.atk(v6) == 2400
    duel = build(p0=Side(monsters=[("Mask of Volos", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", SET)]))
    no_activation(duel, find(duel, "Mask of Volos"))


def test_diabolic_king_beetle_gives_100_atk_per_level_1_monster_in_the_gy() -> None:
    duel = build(p0=Side(monsters=[("Diabolic King Beetle", ATK), ("V4-1600", ATK)],
                         gy=["V1-100", "Kuribot", "V2-500"], deck=["Petit Moth (Rush)"]))
    events = do(duel, f"activate {find(duel, 'Diabolic King Beetle')}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("Petit Moth (Rush)")]
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600 + 300  # 3 Level 1 monsters
    duel = build(p0=Side(monsters=[("Diabolic King Beetle", ATK)], deck=[]))
    no_activation(duel, find(duel, "Diabolic King Beetle"))


def test_battle_shark_samegalon_turns_a_defense_monster_to_attack_position() -> None:
    shark = "Battle Shark Samegalon"
    duel = build(p0=Side(monsters=[(shark, ATK)], hand=["V3-1000", "V1-100"]),
                 p1=Side(monsters=[("V4-1600", DEF), ("V4-1400", SET), ("V4-1800", ATK)]))
    events = do(duel, f"activate {find(duel, shark)}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V3-1000")]
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V4-1400")}
    events = do(duel, f"pick {find(duel, 'V4-1400')}")
    assert [(e.kind, e.value) for e in events if e.kind == "position"] == [("position", ATK)]
    assert duel.pos[mzone(duel, 1, "V4-1400")] == ATK
    assert duel.pos[mzone(duel, 1, "V4-1600")] == DEF
    duel = build(p0=Side(monsters=[(shark, ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    no_activation(duel, find(duel, shark))


# --------------------------------------------------------------------- spells
def test_pierce_gives_a_monster_piercing_damage_this_turn() -> None:
    duel = build(p0=Side(hand=["Pierce!"], monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V2-500", DEF)]))
    do(duel, f"activate {find(duel, 'Pierce!')} s0")
    do(duel, "battle")
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V2-500')}")
    assert [e.value for e in events if e.kind == "damage"] == [1300]
    assert names(duel, 0, "gy") == ["Pierce!"] and names(duel, 1, "gy") == ["V2-500"]
    # No face-up monster you control: refused.
    duel = build(p0=Side(hand=["Pierce!"], monsters=[("V4-1800", SET)]))
    refused(duel, f"activate {find(duel, 'Pierce!')} s0")


def test_recovery_force_shuffles_3_spellcasters_to_draw_1() -> None:
    duel = build(p0=Side(hand=["Recovery Force"], deck=["V1-100"],
                         gy=["V7-2500", "V7-2500", "LaMoon (Rush)", "V4-1600"]))
    events = do(duel, f"activate {find(duel, 'Recovery Force')} s0")
    assert len(moves(events, "gy", "deck", "cost")) == 3
    assert len([e for e in events if e.kind == "draw"]) == 1
    assert len(names(duel, 0, "hand")) == 1 and len(duel.deck[0]) == 3
    assert sorted(names(duel, 0, "gy")) == ["Recovery Force", "V4-1600"]
    duel = build(p0=Side(hand=["Recovery Force"], gy=["V7-2500", "LaMoon (Rush)", "V4-1600"]))
    refused(duel, f"activate {find(duel, 'Recovery Force')} s0")


def test_road_magic_tempest_changes_the_positions_of_up_to_3_monsters() -> None:
    tempest = "Road Magic - Tempest"
    duel = build(p0=Side(hand=[tempest, "V3-1200"], monsters=[("V7-2500", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF), ("V4-1800", SET)]))
    events = do(duel, f"activate {find(duel, tempest)} s0")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V3-1200")]
    for name in ("V4-1600", "V4-1400"):
        do(duel, f"pick {find(duel, name)}")
    events = do(duel, f"pick {find(duel, 'V4-1800')}")
    assert len([e for e in events if e.kind == "position"]) == 3
    assert [duel.pos[mzone(duel, 1, n)] for n in ("V4-1600", "V4-1400", "V4-1800")] == [
        DEF, ATK, ATK]
    # The Level 7 Spellcaster is face-down: refused; no WIND monster in the hand: refused.
    duel = build(p0=Side(hand=[tempest, "V3-1200"], monsters=[("V7-2500", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, tempest)} s0")
    duel = build(p0=Side(hand=[tempest, "V4-1600"], monsters=[("V7-2500", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, tempest)} s0")


def test_seal_of_the_ancients_pays_1000_to_look_at_face_down_cards() -> None:
    seal = "Seal of the Ancients (Rush)"
    duel = build(p0=Side(hand=[seal]),
                 p1=Side(monsters=[("V4-1600", SET), ("V4-1400", ATK)], spells=[(MF, SET)]))
    events = do(duel, f"activate {find(duel, seal)} s0")
    assert duel.lp == [7000, 8000]
    looked = [e for e in events if e.kind == "reveal"]
    assert sorted(e.code for e in looked) == sorted(code_of(n) for n in ("V4-1600", MF))
    for name in ("V4-1600", MF):
        i = duel.inst(find(duel, name, 1))
        assert duel.known[i] & 1 and duel.pos[i] == SET  # seen, still face-down
    # No face-down card, or not enough LP: refused.
    duel = build(p0=Side(hand=[seal]), p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {find(duel, seal)} s0")
    duel = build(p0=Side(hand=[seal], lp=999), p1=Side(monsters=[("V4-1600", SET)]))
    refused(duel, f"activate {find(duel, seal)} s0")


def test_hammer_crush_sends_a_card_to_destroy_a_spell_trap() -> None:
    duel = build(p0=Side(hand=["Hammer Crush", "V1-100"]), p1=Side(spells=[(MF, SET)]))
    events = do(duel, f"activate {find(duel, 'Hammer Crush')} s0")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(MF)]
    assert names(duel, 1, "gy") == [MF]
    duel = build(p0=Side(hand=["Hammer Crush"]), p1=Side(spells=[(MF, SET)]))
    refused(duel, f"activate {find(duel, 'Hammer Crush')} s0")  # no other card to send
    duel = build(p0=Side(hand=["Hammer Crush", "V1-100"]))
    refused(duel, f"activate {find(duel, 'Hammer Crush')} s0")  # nothing to destroy


def test_sparks_inflicts_200_damage() -> None:
    duel = build(p0=Side(hand=["Sparks (Rush)"]))
    events = do(duel, f"activate {find(duel, 'Sparks (Rush)')} s0")
    assert [(e.player, e.value, e.reason) for e in events if e.kind == "damage"] == [
        (1, 200, "effect")]
    assert duel.lp == [8000, 7800]
    # Spells only in your own Main Phase (R-SPELL-1).
    duel = build(phase="battle", p0=Side(hand=["Sparks (Rush)"]))
    refused(duel, f"activate {find(duel, 'Sparks (Rush)')} s0")


def test_darkness_approaches_sends_2_cards_to_set_a_face_up_monster() -> None:
    da = "Darkness Approaches (Rush)"
    duel = build(p0=Side(hand=[da, "V1-100", "V2-500"], monsters=[("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1800", SET)]))
    events = do(duel, f"activate {find(duel, da)} s0")
    assert len(moves(events, "hand", "gy", "cost")) == 2
    assert picks(duel) == {find(duel, "V4-1400"), find(duel, "V4-1600")}  # either side
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.pos[mzone(duel, 1, "V4-1600")] == SET
    duel = build(p0=Side(hand=[da, "V1-100"]), p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, da)} s0")


def test_one_side_reverse_flips_a_face_down_monster_to_attack_position() -> None:
    duel = build(p0=Side(hand=["One-Side Reverse"]),
                 p1=Side(monsters=[("V4-1600", SET), ("V4-1400", SET), ("V4-1800", ATK)]))
    do(duel, f"activate {find(duel, 'One-Side Reverse')} s0")
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V4-1400")}
    events = do(duel, f"pick {find(duel, 'V4-1400')}")
    assert [e.code for e in events if e.kind == "position"] == [code_of("V4-1400")]
    assert duel.pos[mzone(duel, 1, "V4-1400")] == ATK
    duel = build(p0=Side(hand=["One-Side Reverse"]),
                 p1=Side(monsters=[("V4-1600", SET), ("V4-1400", DEF)]))
    refused(duel, f"activate {find(duel, 'One-Side Reverse')} s0")


def test_mountain_gives_dragons_winged_beasts_and_thunders_200_atk_and_def() -> None:
    duel = build(p0=Side(hand=["Mountain (Rush)"],
                         monsters=[("V4-1500", ATK), ("V4-1600", ATK), ("Lesser Dragon (Rush)",
                                                                       SET)]),
                 p1=Side(monsters=[("Faith Bird (Rush)", ATK), ("Thunder the Thunder", DEF)]))
    do(duel, f"set {find(duel, 'Mountain (Rush)')} f")
    dragon = mzone(duel, 0, "V4-1500")
    assert duel.atk(dragon) == 1500  # Set: no effect yet
    do(duel, f"activate {find(duel, 'Mountain (Rush)')}")
    assert (duel.atk(dragon), duel.defense(dragon)) == (1700, 1700)
    bird = mzone(duel, 1, "Faith Bird (Rush)")
    assert (duel.atk(bird), duel.defense(bird)) == (1700, 1300)  # both players' monsters
    thunder = mzone(duel, 1, "Thunder the Thunder")
    assert (duel.atk(thunder), duel.defense(thunder)) == (1500, 500)
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600  # a Warrior
    assert duel.atk(mzone(duel, 0, "Lesser Dragon (Rush)")) == 1200  # face-down
    warrior = mzone(duel, 0, "V4-1600")
    duel.add_mod(warrior, MOD_RACE, "Dragon", duel.turn)  # a Type change counts (R-CARD-2)
    assert duel.atk(warrior) == 1800
    # It can be activated only in your own Main Phase (R-SPELL-1).
    duel = build(phase="battle", p0=Side(hand=["Mountain (Rush)"]))
    refused(duel, f"activate {find(duel, 'Mountain (Rush)')} f")


# ---------------------------------------------------------------------- traps
def test_counter_cannonball_burns_200_times_the_attackers_level() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V6-2400", ATK)]),
                 p1=Side(spells=[("Counter Cannonball", SET)], hand=["V1-100"]))
    do(duel, f"attack {find(duel, 'V6-2400')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Counter Cannonball')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 1200), (1, 2400)]
    assert duel.lp == [6800, 5600]
    # No card in the hand to send: not offered (no window; the attack goes on).
    duel = build(phase="battle", p0=Side(monsters=[("V6-2400", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[("Counter Cannonball", SET)]))
    do(duel, f"attack {find(duel, 'V6-2400')} -> direct")
    assert duel.request.kind == "battle" and duel.lp == [8000, 5600]
    no_activation(duel, find(duel, "Counter Cannonball"))


def test_call_of_the_earthbound_chooses_the_attack_target() -> None:
    call = "Call of the Earthbound (Rush)"
    duel = build(phase="battle", p0=Side(monsters=[("V6-2400", ATK)]),
                 p1=Side(spells=[(call, SET)], monsters=[("V2-500", ATK), ("V4-WALL", DEF)]))
    wall = find(duel, "V4-WALL")
    do(duel, f"attack {find(duel, 'V6-2400')} -> {find(duel, 'V2-500')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, call)}")  # V4-WALL is the only other: forced
    assert [e.value for e in events if e.kind == "retarget"] == [wall]
    assert [e.value for e in events if e.kind == "battle"] == [wall]  # no replay
    assert [e.code for e in moves(events, "mzone", "gy", "battle")] == [code_of("V4-WALL")]
    assert names(duel, 1, "mzone") == ["V2-500", "", ""]
    assert duel.lp == [8000, 8000] and not [e for e in events if e.kind == "damage"]
    # Only the attack target can be chosen: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V6-2400", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(call, SET)], monsters=[("V2-500", ATK)]))
    do(duel, f"attack {find(duel, 'V6-2400')} -> {find(duel, 'V2-500')}")
    assert duel.request.kind == "battle" and names(duel, 1, "gy") == ["V2-500"]
    no_activation(duel, find(duel, call))


def test_gust_destroys_a_spell_trap_after_your_spell_is_destroyed() -> None:
    duel = build(p0=Side(hand=["Hammer Crush", "V1-100"], spells=[(MF, SET)]),
                 p1=Side(spells=[("Gust (Rush)", SET), ("Dark Hole (Rush)", SET)]))
    do(duel, f"activate {find(duel, 'Hammer Crush')} s1")
    do(duel, f"pick {find(duel, 'Dark Hole (Rush)')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Gust (Rush)')}")  # only MF: forced
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(MF)]
    assert sorted(names(duel, 1, "gy")) == ["Dark Hole (Rush)", "Gust (Rush)"]
    # A destroyed Trap is not a Spell: not offered.
    duel = build(p0=Side(hand=["Hammer Crush", "V1-100"], spells=[(MF, SET)]),
                 p1=Side(spells=[("Gust (Rush)", SET), ("Counter Cannonball", SET)]))
    do(duel, f"activate {find(duel, 'Hammer Crush')} s1")
    do(duel, f"pick {find(duel, 'Counter Cannonball')}")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Gust (Rush)"))


def test_brutal_retribution_revives_up_to_2_after_2_normal_monsters_are_destroyed() -> None:
    duel = build(p0=Side(hand=["Dark Hole (Rush)"]),
                 p1=Side(spells=[("Brutal Retribution", SET)],
                         monsters=[("V4-1600", ATK), ("V4-1400", DEF)], gy=["V6-2000"]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Brutal Retribution')}")
    assert duel.request.kind == "pick" and duel.request.max == 2
    do(duel, f"pick {find(duel, 'V6-2000')}")
    do(duel, f"pick {find(duel, 'V4-1600')}")
    events = do(duel, "choose def")
    assert sorted(e.code for e in events if e.kind == "spsummon") == sorted(
        code_of(n) for n in ("V6-2000", "V4-1600"))
    assert sorted(names(duel, 1, "gy")) == ["Brutal Retribution", "V4-1400"]
    # Only one of the destroyed monsters is a Normal Monster: not offered.
    duel = build(p0=Side(hand=["Dark Hole (Rush)"]),
                 p1=Side(spells=[("Brutal Retribution", SET)],
                         monsters=[("V4-1600", ATK), ("Kuribot", ATK)]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Brutal Retribution"))


def test_1_up_revives_a_level_1_normal_monster_after_an_opponent_destroys_yours() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V6-2400", ATK)]),
                 p1=Side(spells=[("1-Up", SET)], monsters=[("V4-1600", ATK)],
                         gy=["V1-100", "Kuribot"]))
    do(duel, f"attack {find(duel, 'V6-2400')} -> {find(duel, 'V4-1600')}")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, '1-Up')}")  # V1-100 is the only Level 1 Normal
    events = do(duel, "choose def")
    assert [(e.code, e.src) for e in events if e.kind == "spsummon"] == [
        (code_of("V1-100"), "gy")]
    assert names(duel, 1, "mzone") == ["V1-100", "", ""]
    # Your own monster destroyed while attacking is not destroyed by the opponent's
    # attack: not offered.
    duel = build(turn=4, tp=1, phase="battle", p0=Side(monsters=[("V6-2400", ATK)]),
                 p1=Side(spells=[("1-Up", SET)], monsters=[("V4-1600", ATK, 2), ("V2-500", ATK, 2)],
                         gy=["V1-100"]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> {find(duel, 'V6-2400')}")
    assert duel.request.kind == "battle" and names(duel, 1, "gy") == ["V1-100", "V4-1600"]
    no_activation(duel, find(duel, "1-Up"))
    # No Level 1 Normal Monster in the GY: not offered.
    duel = build(p0=Side(hand=["Dark Hole (Rush)"]),
                 p1=Side(spells=[("1-Up", SET)], monsters=[("V4-1600", ATK)], gy=["Kuribot"]))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "1-Up"))


def test_the_booster01_scripts_are_registered() -> None:
    from rushdesk.cards import SCRIPTS as ALL

    assert all(ALL[name] is script for name, script in SCRIPTS.items())
