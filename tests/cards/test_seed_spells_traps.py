"""Behaviour tests for the seed cards of RULES.md section 20: the Spells and Traps.

Each test sets up a small duel, plays the card, checks the events and the resulting
zones, LP and stats, and checks that the card cannot be used when its Requirement
cannot be met.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .util import Side, build

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
DM = "Dark Magician (Rush)"
SRM = "Sevens Road Magician"
OVERLORD = "Supreme Machine Magnum Overlord"
DESPAIR = "Doomblaze Fiend Overlord Despairacion"


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
