"""Audit: every Trap of the pool against its own text in the windows of RULES.md
sections 10 and 18 (R-TRAP-1..9): offered exactly when its Requirement is met, to the
right player first, doing exactly what the text says, then going to the GY and opening
a new window on its own events (R-TRAP-6, R-TRAP-7).

Each test covers an edge the per-set tests leave open: a boundary value, the other
branch of an "or", the turn player's own Trap, a Trap Set this turn.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation
from .util import Side, build

DM = "Dark Magician (Rush)"
SRM = "Sevens Road Magician"
HOLE = "Dark Hole (Rush)"
LURKER = "Wicked Shadow Dark Lurker"
VENGEFUL = "Vengeful Dragon's Counterattack"
RECITAL = "Music Princess's Recital"


def attack(duel, attacker: str, target: str | None = None, p: int = 0):  # type: ignore[no-untyped-def]
    tgt = "direct" if target is None else find(duel, target, 1 - p, "mzone")
    return do(duel, f"attack {find(duel, attacker, p, 'mzone')} -> {tgt}")


def battle(p1: Side, p0: Side):  # type: ignore[no-untyped-def]
    return build(phase="battle", p0=p0, p1=p1)


# ------------------------------------------------------------- attack declarations
def test_counter_cannonball_burns_200_per_level_and_is_not_usable_the_turn_it_was_set(
) -> None:
    duel = battle(Side(spells=[("Counter Cannonball", SET)], hand=["V2-500"],
                       monsters=[("V4-WALL", DEF)]),
                  Side(monsters=[("V4-1600", ATK)]))
    attack(duel, "V4-1600", "V4-WALL")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Counter Cannonball')}")
    assert [(e.player, e.value) for e in events if e.kind == "damage"][:1] == [(0, 800)]
    assert names(duel, 1, "gy") == ["V2-500", "Counter Cannonball"]
    assert duel.lp[0] == 8000 - 800 - 400  # 800 burn, then 1600 vs 2000 DEF
    duel = battle(Side(spells=[("Counter Cannonball", SET, 3)], hand=["V2-500"]),
                  Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)]))
    attack(duel, "V4-1600")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6400]
    no_activation(duel, find(duel, "Counter Cannonball"))


def test_call_of_the_earthbound_lets_its_controller_choose_among_other_monsters() -> None:
    call = "Call of the Earthbound (Rush)"
    duel = battle(Side(spells=[(call, SET)],
                       monsters=[("V2-500", ATK), ("V4-WALL", DEF), ("V5-WALL", DEF)]),
                  Side(monsters=[("V4-1600", ATK)]))
    attack(duel, "V4-1600", "V2-500")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, call)}")
    assert duel.request.kind == "pick" and duel.current_player == 1
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "V4-WALL"), find(duel, "V5-WALL")}
    events = do(duel, f"pick {find(duel, 'V5-WALL')}")
    assert [e.value for e in events if e.kind == "retarget"] == [find(duel, "V5-WALL")]
    assert duel.lp == [8000 - 1400, 8000] and names(duel, 1, "gy") == [call]


def test_phantom_bind_counts_only_the_attackers_type_in_the_opponents_gy() -> None:
    duel = battle(Side(spells=[("Phantom Bind", SET)], gy=["V4-1800", "V4-1800"]),
                  Side(monsters=[("V4-1600", ATK)],
                       gy=["V4-1400", "V1-100", "V3-1200", "V8-3000"]))
    attack(duel, "V4-1600")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Phantom Bind')}")
    assert duel.lp == [8000, 8000 - 1400]  # 2 Warriors in player 0's GY: -200
    assert names(duel, 1, "gy")[-1] == "Phantom Bind"
    do(duel, "end")
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1600


def test_double_block_needs_two_level_2_normal_monsters_as_cost() -> None:
    duel = battle(Side(spells=[("Double Block", SET)],
                       hand=["V2-500", "Whispering Fairy", "V1-100"]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    attack(duel, "V4-1600")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6400]
    no_activation(duel, find(duel, "Double Block"))


def test_bait_bite_ball_counts_face_up_level_3_or_lower_fish_only() -> None:
    duel = battle(Side(spells=[("Bait Bite Ball", SET)],
                       monsters=[("Jet Barracuda", DEF), ("Heat Dartfish", ATK),
                                 ("Ojisan", ATK)]),
                  Side(monsters=[("V8-3000", ATK), ("V4-1600", ATK), ("V4-1400", SET)]))
    attack(duel, "V8-3000", "Ojisan")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Bait Bite Ball')}")
    assert duel.atk(mzone(duel, 0, "V4-1600")) == 1000  # 2 Fish: -600
    assert names(duel, 1, "gy") == ["Bait Bite Ball", "Ojisan"]
    assert duel.lp == [8000, 8000 - 800]  # 2400 vs 1600


def test_counter_shield_is_not_offered_for_a_face_down_target() -> None:
    duel = battle(Side(spells=[("Counter Shield", SET)], monsters=[("V4-WALL", SET)],
                       gy=["V4-1600"]),
                  Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]))
    attack(duel, "V8-3000", "V4-WALL")
    assert duel.request.kind == "battle"
    assert names(duel, 1, "gy") == ["V4-1600", "V4-WALL"]
    no_activation(duel, find(duel, "Counter Shield"))


def test_counter_pigeons_cuts_100_per_attacker_level_but_not_for_a_defending_bird() -> None:
    duel = battle(Side(spells=[("Counter Pigeons", SET)], monsters=[("Faith Bird (Rush)", ATK)]),
                  Side(monsters=[("V7-2500", ATK), ("V1-100", ATK)]))
    attack(duel, "V7-2500", "Faith Bird (Rush)")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Counter Pigeons')}")
    assert duel.atk(mzone(duel, 0, "V7-2500")) == 1800
    assert duel.lp == [8000, 8000 - 300]
    duel = battle(Side(spells=[("Counter Pigeons", SET)], monsters=[("Faith Bird (Rush)", DEF)]),
                  Side(monsters=[("V7-2500", ATK), ("V1-100", ATK)]))
    attack(duel, "V7-2500", "Faith Bird (Rush)")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, "Counter Pigeons"))


def test_triple_trio_needs_3_face_up_level_3_normals() -> None:
    duel = battle(Side(spells=[("Triple Trio", SET)],
                       monsters=[("V3-1200", ATK), ("V3-1000", DEF), ("Jet Barracuda", SET)]),
                  Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]))
    attack(duel, "V8-3000", "V3-1200")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6200]
    no_activation(duel, find(duel, "Triple Trio"))


def test_music_princesss_recital_is_offered_against_a_level_8_attacker() -> None:
    duel = battle(Side(spells=[(RECITAL, SET)], monsters=[("V4-1400", ATK)]),
                  Side(monsters=[("V8-3000", ATK)]))
    attack(duel, "V8-3000", "V4-1400")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, RECITAL)}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"


def test_sakuretsu_armor_opens_a_window_where_the_turn_player_uses_1_up() -> None:
    duel = battle(Side(spells=[("Sakuretsu Armor (Rush)", SET)]),
                  Side(monsters=[("V1-100", ATK), ("V4-1600", ATK)], spells=[("1-Up", SET)]))
    attack(duel, "V1-100")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Sakuretsu Armor (Rush)')}")
    assert names(duel, 1, "gy") == ["Sakuretsu Armor (Rush)"]
    at_window(duel, 0)  # player 1 has no Trap left: the turn player may answer
    do(duel, f"activate {find(duel, '1-Up')}")
    assert duel.request.kind == "position"
    do(duel, "choose def")
    assert names(duel, 0, "mzone") == ["V1-100", "V4-1600", ""]
    assert duel.pos[mzone(duel, 0, "V1-100")] == DEF and duel.request.kind == "battle"
    assert names(duel, 0, "gy") == ["1-Up"]


def test_mirror_force_set_this_turn_is_not_offered() -> None:
    duel = battle(Side(spells=[("Mirror Force (Rush)", SET, 3)]),
                  Side(monsters=[("V4-1600", ATK)]))
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6400]
    no_activation(duel, find(duel, "Mirror Force (Rush)"))


def test_widespread_ruin_can_destroy_the_attacker_itself() -> None:
    duel = battle(Side(spells=[("Widespread Ruin (Rush)", SET)]),
                  Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]))
    attack(duel, "V4-1800")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Widespread Ruin (Rush)')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1800")]
    assert duel.lp == [8000, 8000]


def test_dark_revelation_needs_4_spellcasters_in_the_gy() -> None:
    gy = [DM, "V7-2500", "Whispering Fairy", "V4-1600"]
    duel = battle(Side(spells=[("Dark Revelation", SET)], gy=gy),
                  Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)]))
    attack(duel, "V4-1600")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, "Dark Revelation"))
    duel = battle(Side(spells=[("Dark Revelation", SET)], gy=[*gy[:3], "Fire Golem"]),
                  Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF)]))
    attack(duel, "V4-1600")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Dark Revelation')}")
    assert len(moves(events, "gy", "deck", "cost")) == 4
    assert names(duel, 0, "mzone") == ["", "V4-1400", ""]
    assert names(duel, 1, "gy") == ["Dark Revelation"] and duel.lp == [8000, 8000]


def test_curtain_of_sparks_needs_a_spellcaster_in_its_controllers_gy() -> None:
    duel = battle(Side(spells=[("Curtain of Sparks", SET)], gy=["V4-1600"]),
                  Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)], gy=[DM]))
    attack(duel, "V4-1800")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6200]
    no_activation(duel, find(duel, "Curtain of Sparks"))
    duel = battle(Side(spells=[("Curtain of Sparks", SET)], gy=[DM]),
                  Side(monsters=[("V4-1800", ATK)]))
    attack(duel, "V4-1800")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Curtain of Sparks')}")
    assert duel.lp == [8000, 6700]


# ---------------------------------------------------------------------- summons
def test_siesta_hold_is_not_offered_when_the_opponent_has_another_monster() -> None:
    duel = build(p0=Side(hand=["V4-1600"], monsters=[("V1-100", SET)]),
                 p1=Side(spells=[("Siesta Hold", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Siesta Hold"))
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(spells=[("Siesta Hold", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Siesta Hold')}")
    assert duel.pos[mzone(duel, 0, "V4-1600")] == SET
    assert names(duel, 1, "gy") == ["Siesta Hold"]


def test_rage_and_conspiracy_ignores_face_down_normals() -> None:
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V3-1200", SET)],
                         spells=[("Rage and Conspiracy", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Rage and Conspiracy"))


def test_giant_tortoise_draws_exactly_2_on_a_normal_summon_only() -> None:
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(spells=[("Giant Tortoise of Greed", SET)],
                         deck=["V2-500", "V3-1000", "V4-1400"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Giant Tortoise of Greed')}")
    assert names(duel, 1, "hand") == ["V2-500", "V3-1000"]
    assert names(duel, 1, "deck") == ["V4-1400"]
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]),
                 p1=Side(spells=[("Giant Tortoise of Greed", SET)], monsters=[("V4-1400", ATK)]))
    do(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Giant Tortoise of Greed"))


def test_party_time_disco_ball_is_offered_for_a_level_5_exactly() -> None:
    duel = build(p0=Side(hand=["V5-2300"], monsters=[("V1-100", ATK)]),
                 p1=Side(spells=[("Party Time - Disco Ball", SET)], gy=["V3-1000"]))
    do(duel, f"summon {find(duel, 'V5-2300')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Party Time - Disco Ball')}")
    if duel.request.kind == "position":
        do(duel, "choose atk")
    assert names(duel, 1, "mzone")[0] == "V3-1000"


def test_trap_hole_is_offered_for_exactly_1000_atk() -> None:
    duel = build(p0=Side(hand=["V3-1000"]), p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'V3-1000')} z0")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Trap Hole (Rush)')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V3-1000")]


def test_compulsory_evacuation_device_the_turn_player_answers_its_own_summon() -> None:
    ced = "Compulsory Evacuation Device (Rush)"
    duel = build(p0=Side(hand=["V4-1600"], spells=[(ced, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 0)  # player 1 has no Trap: the turn player may use its own
    do(duel, f"activate {find(duel, ced)}")
    do(duel, f"pick {find(duel, 'V4-1400')}")
    assert names(duel, 1, "hand") == ["V4-1400"] and names(duel, 0, "gy") == [ced]


def test_torrential_tribute_on_a_special_summon() -> None:
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]),
                 p1=Side(spells=[("Torrential Tribute (Rush)", SET)],
                         monsters=[("V4-1400", ATK)]))
    do(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Torrential Tribute (Rush)')}")
    assert len(moves(events, "mzone", "gy", "destroy")) == 2
    assert not duel.monsters(0) and not duel.monsters(1)


def test_sevens_road_protection_without_the_magician_in_the_gy_asks_nothing() -> None:
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(spells=[("Sevens Road Protection", SET)], monsters=[(DM, ATK)],
                         gy=["V7-2500"]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Sevens Road Protection')}")
    assert duel.request.kind == "main"
    assert duel.pos[mzone(duel, 0, "V4-1800")] == ATK
    assert names(duel, 1, "gy") == ["V7-2500", "Sevens Road Protection"]


def test_dragon_encounter_on_a_special_summon_but_not_on_its_controllers_own() -> None:
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]),
                 p1=Side(spells=[("Dragon Encounter", SET)], monsters=[("V4-1400", ATK)],
                         hand=["V8-3000", "V4-1600"]))
    do(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Dragon Encounter')}")
    if duel.request.kind == "position":
        do(duel, "choose def")
    assert "V8-3000" in names(duel, 1, "mzone") and names(duel, 1, "hand") == ["V4-1600"]
    duel = build(p0=Side(hand=["V4-1600", "V8-3000"], spells=[("Dragon Encounter", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Dragon Encounter"))


# ------------------------------------------------------------------ destructions
def test_gust_is_not_offered_when_its_controller_destroys_its_own_spell() -> None:
    duel = build(turn=4, tp=1,
                 p1=Side(hand=["Hammer Crush", "V1-100"], spells=[("Gust (Rush)", SET)]),
                 p0=Side(spells=[(HOLE, SET)]))
    do(duel, f"activate {find(duel, 'Hammer Crush')} s1")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Gust (Rush)"))


def test_driving_snow_destroys_a_field_spell_or_a_set_card() -> None:
    duel = build(p0=Side(monsters=[(LURKER, ATK)], spells=[(HOLE, SET)]),
                 p1=Side(spells=[("Driving Snow (Rush)", SET), ("Mirror Force (Rush)", SET)]))
    do(duel, f"activate {find(duel, LURKER)}")
    do(duel, f"pick {find(duel, 'Mirror Force (Rush)')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Driving Snow (Rush)')}")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(HOLE)]
    assert duel.lp == [8000, 7000]


def test_brutal_retribution_not_offered_for_face_down_normals() -> None:
    duel = build(p0=Side(hand=[HOLE]),
                 p1=Side(spells=[("Brutal Retribution", SET)],
                         monsters=[("V4-1600", SET), ("V4-1400", SET)], gy=["V6-2000"]))
    do(duel, f"activate {find(duel, HOLE)} s0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, "Brutal Retribution"))


def test_1_up_revives_the_level_1_normal_destroyed_by_battle() -> None:
    duel = battle(Side(spells=[("1-Up", SET)], monsters=[("V1-100", ATK)]),
                  Side(monsters=[("V4-1600", ATK)]))
    attack(duel, "V4-1600", "V1-100")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, '1-Up')}")
    assert duel.request.kind == "position"
    do(duel, "choose def")
    assert names(duel, 1, "mzone") == ["V1-100", "", ""]
    assert duel.pos[mzone(duel, 1, "V1-100")] == DEF
    assert names(duel, 1, "gy") == ["1-Up"] and duel.lp == [8000, 6500]


def test_soul_of_a_reporter_needs_an_attack_position_monster() -> None:
    duel = battle(Side(spells=[("Soul of a Reporter", SET)], monsters=[("V4-1400", DEF)],
                       gy=["Scoop Scooter"]),
                  Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]))
    attack(duel, "V4-1800", "V4-1400")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, "Soul of a Reporter"))
    duel = battle(Side(spells=[("Soul of a Reporter", SET)], monsters=[("V4-1400", ATK)],
                       gy=["Scoop Scooter"]),
                  Side(monsters=[("V4-1800", ATK)]))
    attack(duel, "V4-1800", "V4-1400")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, 'Soul of a Reporter')}")
    if duel.request.kind == "position":
        do(duel, "choose def")
    assert "Scoop Scooter" in names(duel, 1, "mzone")
    assert names(duel, 1, "gy") == ["V4-1400", "Soul of a Reporter"]


def test_faulty_fire_after_a_set_spell_is_destroyed() -> None:
    duel = build(p0=Side(monsters=[(LURKER, ATK), ("Kuribot", ATK)]),
                 p1=Side(spells=[("Faulty Fire", SET), (HOLE, SET)]))
    do(duel, f"activate {find(duel, LURKER)}")
    do(duel, f"pick {find(duel, HOLE)}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Faulty Fire')}")  # Lurker is Level 7
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("Kuribot")]
    assert names(duel, 1, "gy") == [HOLE, "Faulty Fire"]


def test_vengeful_dragon_not_offered_for_a_dragon_destroyed_by_a_card_effect() -> None:
    duel = build(p0=Side(hand=[HOLE]),
                 p1=Side(spells=[(VENGEFUL, SET)],
                         monsters=[("V4-1500", ATK)], hand=["V1-100"]))
    do(duel, f"activate {find(duel, HOLE)} s0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, VENGEFUL))
    duel = battle(Side(spells=[(VENGEFUL, SET)],
                       monsters=[("V4-1500", ATK)], hand=["V1-100"]),
                  Side(monsters=[("V4-1800", ATK), ("V4-1400", DEF), ("V1-100", ATK)]))
    attack(duel, "V4-1800", "V4-1500")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, VENGEFUL)}")
    if duel.request.kind == "pick":
        events = do(duel, f"pick {find(duel, 'V4-1400')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1400")]
    assert names(duel, 1, "hand") == [] and names(duel, 1, "gy") == [
        "V4-1500", "V1-100", VENGEFUL]


def test_rb_dragophone_offers_no_revival_while_you_control_a_monster() -> None:
    duel = battle(Side(spells=[("RB Dragophone", SET)],
                       monsters=[("V4-1500", ATK), ("V4-WALL", DEF)],
                       gy=["Blue-Fang Burst Dragon"], deck=["V1-100", "V2-500", "V3-1000"]),
                  Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]))
    attack(duel, "V4-1800", "V4-1500")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'RB Dragophone')}")
    assert len(moves(events, "deck", "gy")) == 2
    assert duel.request.kind == "battle"
    assert names(duel, 1, "mzone") == ["", "V4-WALL", ""]
