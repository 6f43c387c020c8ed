"""One behaviour test per scripted booster02 card (rushdesk/cards/booster02.py).

Each test sets up a small duel, plays the card, checks the events and the resulting
zones, LP and stats, and checks that the card cannot be used when its Requirement
cannot be met: the activation is missing from `legal_actions()` and `apply` refuses it.
The rendered text of every card is also put through the card-text checker.
"""

from __future__ import annotations

import pytest

from rushdesk.cards.booster02 import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Attribute

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .test_card_text import internal_problems, missing_parts, readability_problems, style_problems
from .util import Side, build

DM = "Dark Magician (Rush)"
SRM = "Sevens Road Magician"
KEEPER = "Sportsdragon Keeper"
MIRROR = "Mirror Force (Rush)"
HOLE = "Dark Hole (Rush)"


def _pick(duel, *cards: str) -> list:  # type: ignore[no-untyped-def]
    events: list = []
    for name in cards:
        events += do(duel, f"pick {find(duel, name)}")
    return events


# ------------------------------------------------------------------- the text
@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_booster02_card_text_reads_as_card_text(name: str) -> None:
    script = SCRIPTS[name]
    text = script.text()
    problems = (readability_problems(text) + internal_problems(text) + style_problems(text)
                + missing_parts(script))
    assert problems == [], text


# ------------------------------------------------------------------- monsters
def test_sevens_road_mage_shrinks_a_level_7_monster_more_with_sevens_road_magician() -> None:
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK), (SRM, ATK)],
                         deck=["V7-2500", "V1-100"], gy=[DM, "V4-1600"]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", ATK)]))
    mage = find(duel, "Sevens Road Mage")
    events = do(duel, f"activate {mage}")  # only V8-3000 is Level 7+: no question
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("V7-2500")]
    # 400, then 100 for each Spellcaster in the GY (DM and the milled V7-2500)
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 3000 - 400 - 200
    assert duel.atk(mzone(duel, 1, "V4-1600")) == 1600
    no_activation(duel, mage)  # once per turn
    do(duel, "end")
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 3000
    # Without "Sevens Road Magician" face-up: 400 only.
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK), (SRM, SET)], gy=[DM]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, 'Sevens Road Mage')}")
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 2600
    # No face-up Level 7+ monster on the opponent's field, or no card to mill: refused.
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK)]),
                 p1=Side(monsters=[("V8-3000", SET), ("V6-2000", ATK)]))
    no_activation(duel, find(duel, "Sevens Road Mage"))
    duel = build(p0=Side(monsters=[("Sevens Road Mage", ATK)], deck=[]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, "Sevens Road Mage"))


def test_lightning_voltcondor_shrinks_monsters_of_the_sent_monsters_attribute() -> None:
    duel = build(p0=Side(monsters=[("Lightning Voltcondor", ATK)], hand=["V4-1500", HOLE]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", ATK), ("V4-1500", SET)]))
    events = do(duel, f"activate {find(duel, 'Lightning Voltcondor')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V4-1500")]
    v8 = mzone(duel, 1, "V8-3000")  # LIGHT, like the Level 4 V4-1500: 4 x 300
    assert (duel.atk(v8), duel.defense(v8)) == (1800, 1300)
    v4 = mzone(duel, 1, "V4-1600")  # EARTH: unchanged
    assert (duel.atk(v4), duel.defense(v4)) == (1600, 1000)
    assert names(duel, 0, "hand") == [HOLE]
    # No monster in the hand: refused.
    duel = build(p0=Side(monsters=[("Lightning Voltcondor", ATK)], hand=[HOLE]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, "Lightning Voltcondor"))
    # No face-up opponent's monster shares an Attribute with a monster in the hand: refused.
    duel = build(p0=Side(monsters=[("Lightning Voltcondor", ATK)], hand=["V4-1500"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V8-3000", SET)]))
    no_activation(duel, find(duel, "Lightning Voltcondor"))


def test_full_meteor_impact_sends_itself_to_destroy_level_6_or_higher_monsters() -> None:
    duel = build(p0=Side(hand=["Full Meteor Impact"],
                         monsters=[(DM, ATK), ("V1-100", ATK), ("V2-500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V6-2000", DEF), ("V4-1600", ATK)],
                         spells=[]))
    do(duel, f"summon {find(duel, 'Full Meteor Impact')} z1")
    do(duel, f"pick {find(duel, 'V2-500')}")  # the second Tribute
    impact = find(duel, "Full Meteor Impact", 0, "mzone")
    events = do(duel, f"activate {impact}")
    assert [e.code for e in moves(events, "mzone", "gy", "cost")] == [
        code_of("Full Meteor Impact")]
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V8-3000", "V6-2000"))
    assert names(duel, 1, "mzone") == ["", "", "V4-1600"]
    assert names(duel, 0, "mzone") == [DM, "", ""]
    # Not Normal Summoned this turn: refused.
    duel = build(p0=Side(monsters=[("Full Meteor Impact", ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, "Full Meteor Impact"))
    # Summoned this turn, but no face-up Level 7+ Spellcaster: refused.
    duel = build(p0=Side(hand=["Full Meteor Impact"], monsters=[(DM, SET), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    do(duel, f"summon {find(duel, 'Full Meteor Impact')} z1")
    no_activation(duel, find(duel, "Full Meteor Impact", 0, "mzone"))


def test_sportsdragon_defender_turns_keeper_and_an_opponent_monster_to_defense() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Defender", ATK), (KEEPER, ATK)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF)]))
    events = do(duel, f"activate {find(duel, 'Sportsdragon Defender')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert sorted(e.code for e in events if e.kind == "position") == sorted(
        code_of(n) for n in (KEEPER, "V4-1600"))
    assert duel.pos[mzone(duel, 0, KEEPER)] == DEF
    assert duel.pos[mzone(duel, 1, "V4-1600")] == DEF
    # "Sportsdragon Keeper" in Defense Position, or no card in the hand: refused.
    duel = build(p0=Side(monsters=[("Sportsdragon Defender", ATK), (KEEPER, DEF)],
                         hand=["V1-100"]), p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Sportsdragon Defender"))
    duel = build(p0=Side(monsters=[("Sportsdragon Defender", ATK), (KEEPER, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Sportsdragon Defender"))


def test_sportsdragon_striker_gives_400_atk_and_piercing() -> None:
    duel = build(p0=Side(monsters=[("Sportsdragon Striker", ATK), (KEEPER, DEF)],
                         hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1400", DEF)]))
    striker = find(duel, "Sportsdragon Striker")
    do(duel, f"activate {striker}")
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions()} == {striker, find(duel, KEEPER)}
    do(duel, f"pick {striker}")
    assert duel.atk(duel.inst(striker)) == 1700
    do(duel, "battle")
    events = do(duel, f"attack {striker} -> {find(duel, 'V4-1400')}")
    assert [e.value for e in events if e.kind == "damage"] == [500]  # 1700 - 1200, piercing
    assert duel.lp == [8000, 7500] and names(duel, 1, "gy") == ["V4-1400"]
    # "Sportsdragon Keeper" face-down: refused.
    duel = build(p0=Side(monsters=[("Sportsdragon Striker", ATK), (KEEPER, SET)],
                         hand=["V1-100"]))
    no_activation(duel, find(duel, "Sportsdragon Striker"))


def test_shock_dragon_shrinks_the_opponents_strongest_by_your_strongest_atk() -> None:
    duel = build(p0=Side(monsters=[("Shock Dragon", ATK), ("V7-2500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V8-3000", DEF), ("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, 'Shock Dragon')}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert [duel.atk(i) for i in duel.monsters(1)] == [500, 500, 1600]
    do(duel, "end")
    assert [duel.atk(i) for i in duel.monsters(1)] == [3000, 3000, 1600]
    # No face-up monster on the opponent's field: refused.
    duel = build(p0=Side(monsters=[("Shock Dragon", ATK)]),
                 p1=Side(monsters=[("V8-3000", SET)]))
    no_activation(duel, find(duel, "Shock Dragon"))


def test_shock_dragon_can_only_attack_attack_position_monsters_after_its_effect() -> None:
    duel = build(p0=Side(monsters=[("Shock Dragon", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF)]))
    shock = find(duel, "Shock Dragon")
    do(duel, f"activate {shock}")
    do(duel, "battle")
    targets = {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == shock}
    assert targets == {find(duel, "V4-1600")}


def test_piercing_dragon_bunker_strike_draws_per_opponent_monster_then_returns_as_many(
) -> None:
    duel = build(p0=Side(hand=["Piercing Dragon Bunker Strike", HOLE],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)],
                         deck=["V4-1600", "V4-1400", "V4-1800", "V3-1200", "V1-100"]),
                 p1=Side(monsters=[("V4-1500", ATK), ("V3-1000", SET)]))
    do(duel, f"summon {find(duel, 'Piercing Dragon Bunker Strike')} z0")  # 2 Tributes
    bunker = find(duel, "Piercing Dragon Bunker Strike", 0, "mzone")
    events = do(duel, f"activate {bunker}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("V4-1600")]
    assert len([e for e in events if e.kind == "draw"]) == 2  # 2 opponent's monsters
    assert names(duel, 0, "hand") == [HOLE, "V4-1400", "V4-1800"]
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, HOLE)}")
    do(duel, f"pick {find(duel, 'V4-1800', 0, 'hand')}")
    assert duel.request.kind == "option"  # top or bottom
    events = do(duel, "option 1")  # the bottom
    assert len(moves(events, "hand", "deck")) == 2
    assert names(duel, 0, "hand") == ["V4-1400"]
    # the Deck, bottom card first: the first card picked ends highest
    assert names(duel, 0, "deck") == ["V4-1800", HOLE, "V1-100", "V3-1200"]
    # Not Normal Summoned this turn: refused.
    duel = build(p0=Side(monsters=[("Piercing Dragon Bunker Strike", ATK)]),
                 p1=Side(monsters=[("V4-1500", ATK)]))
    no_activation(duel, find(duel, "Piercing Dragon Bunker Strike"))
    # Summoned this turn, but the opponent controls no monster: refused.
    duel = build(p0=Side(hand=["Piercing Dragon Bunker Strike"],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)]))
    do(duel, f"summon {find(duel, 'Piercing Dragon Bunker Strike')} z0")
    no_activation(duel, find(duel, "Piercing Dragon Bunker Strike", 0, "mzone"))


def test_piercing_dragon_bunker_strike_can_place_on_top() -> None:
    duel = build(p0=Side(hand=["Piercing Dragon Bunker Strike", HOLE],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)],
                         deck=["V4-1600", "V4-1400", "V3-1200"]),
                 p1=Side(monsters=[("V4-1500", ATK)]))
    do(duel, f"summon {find(duel, 'Piercing Dragon Bunker Strike')} z0")
    do(duel, f"activate {find(duel, 'Piercing Dragon Bunker Strike', 0, 'mzone')}")
    do(duel, f"pick {find(duel, HOLE)}")
    do(duel, "option 0")  # the top
    assert names(duel, 0, "hand") == ["V4-1400"]
    assert names(duel, 0, "deck") == ["V3-1200", HOLE]
    # A Deck of just 1 card (the cost) leaves nothing to draw: refused.
    duel = build(p0=Side(hand=["Piercing Dragon Bunker Strike"],
                         monsters=[("V1-100", ATK), ("V2-500", ATK)], deck=["V4-1600"]),
                 p1=Side(monsters=[("V4-1500", ATK)]))
    do(duel, f"summon {find(duel, 'Piercing Dragon Bunker Strike')} z0")
    no_activation(duel, find(duel, "Piercing Dragon Bunker Strike", 0, "mzone"))


def test_romanpick_pays_500_mills_3_and_adds_a_psychic_if_one_was_milled() -> None:
    duel = build(p0=Side(monsters=[("Romanpick", ATK)], lp=3000, gy=["Watangel"],
                         deck=["V1-100", "Wattkiss", "V2-500", "V4-1600"]))
    events = do(duel, f"activate {find(duel, 'Romanpick')}")
    assert [(e.value, e.reason) for e in events if e.kind == "damage"] == [(500, "cost")]
    assert sorted(e.code for e in moves(events, "deck", "gy", "effect")) == sorted(
        code_of(n) for n in ("V1-100", "Wattkiss", "V2-500"))
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions()} == {find(duel, "Watangel"),
                                                      find(duel, "Wattkiss")}
    events = do(duel, f"pick {find(duel, 'Watangel')}")
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of("Watangel")]
    assert duel.lp[0] == 2500 and names(duel, 0, "hand") == ["Watangel"]
    assert names(duel, 0, "deck") == ["V4-1600"]
    # No Psychic among the milled cards: nothing is added.
    duel = build(p0=Side(monsters=[("Romanpick", ATK)], lp=3000, gy=["Watangel"],
                         deck=["V1-100"] * 3))
    do(duel, f"activate {find(duel, 'Romanpick')}")
    assert names(duel, 0, "hand") == [] and duel.request.kind == "main"
    # LP not lower than the opponent's: refused.
    duel = build(p0=Side(monsters=[("Romanpick", ATK)]))
    no_activation(duel, find(duel, "Romanpick"))


def test_romic_n_roller_shrinks_every_face_up_opponent_monster_at_2000_lp() -> None:
    duel = build(p0=Side(monsters=[("Romic n' Roller", ATK)], lp=2000),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF), ("V4-1800", SET)]))
    do(duel, f"activate {find(duel, 'Romic n' + chr(39) + ' Roller')}")
    v16, v14 = mzone(duel, 1, "V4-1600"), mzone(duel, 1, "V4-1400")
    assert (duel.atk(v16), duel.defense(v16)) == (1100, 500)
    assert (duel.atk(v14), duel.defense(v14)) == (900, 700)
    v18 = mzone(duel, 1, "V4-1800")
    assert (duel.atk(v18), duel.defense(v18)) == (1800, 1000)  # face-down: unchanged
    duel = build(p0=Side(monsters=[("Romic n' Roller", ATK)], lp=2100),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Romic n' Roller"))


def test_esperade_destroys_up_to_2_opponent_monsters_at_1000_lp() -> None:
    duel = build(p0=Side(monsters=[("Esperade the Smashing Superstar", ATK)], lp=1000),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF), ("V4-1800", SET)]))
    do(duel, f"activate {find(duel, 'Esperade the Smashing Superstar')}")
    events = _pick(duel, "V4-1600", "V4-1800")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1800"))
    assert names(duel, 1, "mzone") == ["", "V4-1400", ""]
    duel = build(p0=Side(monsters=[("Esperade the Smashing Superstar", ATK)], lp=1001),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Esperade the Smashing Superstar"))


def test_nandes_changes_a_defense_position_warrior_to_attack_position() -> None:
    duel = build(p0=Side(monsters=[("Nandes the Fire Awakener", ATK), ("V4-1600", DEF),
                                   ("V4-1500", DEF)]))
    nandes = find(duel, "Nandes the Fire Awakener")
    events = do(duel, f"activate {nandes}")  # only V4-1600 is a Defense Position Warrior
    assert [(e.code, e.value) for e in events if e.kind == "position"] == [
        (code_of("V4-1600"), ATK)]
    assert duel.pos[mzone(duel, 0, "V4-1500")] == DEF
    # Only a Dragon and a face-down Warrior in Defense Position: refused.
    duel = build(p0=Side(monsters=[("Nandes the Fire Awakener", ATK), ("V4-1500", DEF),
                                   ("V4-1600", SET)]))
    no_activation(duel, find(duel, "Nandes the Fire Awakener"))


def test_dian_keto_the_boogie_master_sends_a_card_to_gain_1000_lp() -> None:
    duel = build(p0=Side(monsters=[("Dian Keto the Boogie Master", ATK)], hand=[HOLE]))
    events = do(duel, f"activate {find(duel, 'Dian Keto the Boogie Master')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of(HOLE)]
    assert [e.value for e in events if e.kind == "lp"] == [1000] and duel.lp[0] == 9000
    duel = build(p0=Side(monsters=[("Dian Keto the Boogie Master", ATK)]))
    no_activation(duel, find(duel, "Dian Keto the Boogie Master"))


def test_catapult_kong_destroys_a_defense_monster_per_beast_warrior_sent() -> None:
    kong = "Beast Gear Emperor Catapult Kong"
    duel = build(p0=Side(monsters=[(kong, ATK), ("Beast Gear Gyro Jackal", ATK),
                                   ("Beast Gear Buggy Dog", DEF)]),
                 p1=Side(monsters=[("V4-1600", DEF), ("V4-1400", SET), ("V4-1800", ATK)]))
    do(duel, f"activate {find(duel, kong)}")
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "Beast Gear Gyro Jackal"), find(duel, "Beast Gear Buggy Dog")}
    events = _pick(duel, "Beast Gear Gyro Jackal", "Beast Gear Buggy Dog")
    assert len(moves(events, "mzone", "gy", "cost")) == 2
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1400"))
    assert names(duel, 1, "mzone") == ["", "", "V4-1800"]
    # Sending 1 destroys 1.
    duel = build(p0=Side(monsters=[(kong, ATK), ("Beast Gear Moto Wolf", ATK)]),
                 p1=Side(monsters=[("V4-1600", DEF), ("V4-1400", DEF)]))
    do(duel, f"activate {find(duel, kong)}")
    events = _pick(duel, "V4-1400")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1400")]
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]
    # No Defense Position opponent's monster, or no other Beast-Warrior: refused.
    duel = build(p0=Side(monsters=[(kong, ATK), ("Beast Gear Gyro Jackal", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, kong))
    duel = build(p0=Side(monsters=[(kong, ATK), ("Beast Gear Gyro Jackal", SET)]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    no_activation(duel, find(duel, kong))


def test_super_king_rex_revives_a_small_dinosaur_normal_monster_the_turn_it_arrives() -> None:
    duel = build(p0=Side(hand=["Super King Rex"], monsters=[("V1-100", ATK), ("V2-500", ATK)],
                         gy=["Megazowler (Rush)", "Mammoth Graveyard (Rush)", "V8-3000"]))
    do(duel, f"summon {find(duel, 'Super King Rex')} z0")
    rex = find(duel, "Super King Rex", 0, "mzone")
    events = do(duel, f"activate {rex}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "Megazowler (Rush)"), find(duel, "Mammoth Graveyard (Rush)")}
    do(duel, f"pick {find(duel, 'Megazowler (Rush)')}")
    events = do(duel, "choose def")
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of("Megazowler (Rush)")]
    assert duel.pos[mzone(duel, 0, "Megazowler (Rush)")] == DEF
    # Special Summoned this turn also counts.
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"],
                         gy=["Super King Rex", "Mammoth Graveyard (Rush)"]))
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    do(duel, f"pick {find(duel, 'Super King Rex')}")
    do(duel, "choose atk")
    rex = find(duel, "Super King Rex", 0, "mzone")
    do(duel, f"activate {rex}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == ["Super King Rex", "Mammoth Graveyard (Rush)", ""]
    # On the field since an earlier turn: refused.
    duel = build(p0=Side(monsters=[("Super King Rex", ATK)], gy=["Mammoth Graveyard (Rush)"]))
    no_activation(duel, find(duel, "Super King Rex"))


def test_wicked_shadow_dark_lurker_destroys_a_spell_trap_burns_1000_and_returns() -> None:
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)]),
                 p1=Side(spells=[(MIRROR, SET)]))
    events = do(duel, f"activate {find(duel, 'Wicked Shadow Dark Lurker')}")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(MIRROR)]
    assert [e.value for e in events if e.kind == "damage" and e.player == 1] == [1000]
    assert [e.code for e in moves(events, "mzone", "hand")] == [
        code_of("Wicked Shadow Dark Lurker")]
    assert duel.lp == [8000, 7000] and names(duel, 0, "hand") == ["Wicked Shadow Dark Lurker"]
    # No Spell/Trap on the opponent's field: refused.
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Wicked Shadow Dark Lurker"))


def test_hydro_cannon_big_bluefin_lets_2_small_fish_attack_directly() -> None:
    duel = build(p0=Side(monsters=[("Hydro Cannon Big Bluefin", ATK), ("Jet Barracuda", ATK),
                                   ("Heat Dartfish", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'Hydro Cannon Big Bluefin')}")
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "Jet Barracuda"), find(duel, "Heat Dartfish")}  # not the 2200 Bluefin
    _pick(duel, "Jet Barracuda", "Heat Dartfish")
    do(duel, "battle")
    direct = {a.card for a in duel.legal_actions() if a.kind == "attack" and a.target == -2}
    assert direct == {find(duel, "Jet Barracuda"), find(duel, "Heat Dartfish")}
    events = do(duel, f"attack {find(duel, 'Jet Barracuda')} -> direct")
    assert [e.value for e in events if e.kind == "damage"] == [800]
    # No Fish with 1000 or less ATK: refused.
    duel = build(p0=Side(monsters=[("Hydro Cannon Big Bluefin", ATK)], hand=["V1-100"]))
    no_activation(duel, find(duel, "Hydro Cannon Big Bluefin"))


def test_archfiends_summoning_flute_swaps_itself_for_a_normal_monster_in_defense() -> None:
    flute = "Archfiend's Summoning Flute"
    duel = build(p0=Side(monsters=[(flute, ATK)], gy=["V4-1600", "V1-100", DM]))
    events = do(duel, f"activate {find(duel, flute)}")
    assert [e.code for e in moves(events, "mzone", "gy", "effect")] == [code_of(flute)]
    assert duel.request.kind == "pick"
    events = do(duel, f"pick {find(duel, DM)}")
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of(DM)]
    assert duel.pos[mzone(duel, 0, DM)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V1-100", flute])
    # Another monster on the field, or only 2 Normal Monsters in the GY: refused.
    duel = build(p0=Side(monsters=[(flute, ATK), ("V1-100", SET)], gy=["V4-1600"] * 3))
    no_activation(duel, find(duel, flute))
    duel = build(p0=Side(monsters=[(flute, ATK)], gy=["V4-1600", DM, "FX-PINGER"]))
    no_activation(duel, find(duel, flute))


def test_shaman_octopus_gains_100_per_level_of_a_normal_monster_it_shuffles_away() -> None:
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["V7-2500", "V1-100"],
                         deck=["V2-500"]))
    octopus = find(duel, "Shaman Octopus")
    events = do(duel, f"activate {octopus}")
    assert [(e.value, e.reason) for e in events if e.kind == "damage"] == [(800, "cost")]
    events = do(duel, f"pick {find(duel, 'V7-2500')}")
    assert duel.atk(duel.inst(octopus)) == 1000 + 700
    assert [e.code for e in moves(events, "gy", "deck")] == [code_of("V7-2500")]
    assert any(e.kind == "shuffle" for e in events)
    assert names(duel, 0, "gy") == ["V1-100"] and len(duel.deck[0]) == 2
    assert duel.lp[0] == 7200
    # No Normal Monster in the GY, or only 799 LP: refused.
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["FX-PINGER"]))
    no_activation(duel, find(duel, "Shaman Octopus"))
    duel = build(p0=Side(monsters=[("Shaman Octopus", ATK)], gy=["V1-100"], lp=799))
    no_activation(duel, find(duel, "Shaman Octopus"))


def test_innocent_lancer_gains_piercing_this_turn() -> None:
    duel = build(p0=Side(monsters=[("Innocent Lancer", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1400", DEF)]))
    lancer = find(duel, "Innocent Lancer")
    events = do(duel, f"activate {lancer}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    do(duel, "battle")
    events = do(duel, f"attack {lancer} -> {find(duel, 'V4-1400')}")
    assert [e.value for e in events if e.kind == "damage"] == [500]  # 1700 - 1200
    duel = build(p0=Side(monsters=[("Innocent Lancer", ATK)]))
    no_activation(duel, find(duel, "Innocent Lancer"))


# --------------------------------------------------------------------- spells
def test_road_magic_tectonic_shift_shrinks_by_the_strongest_atk_in_your_gy() -> None:
    shift = "Road Magic - Tectonic Shift"
    duel = build(p0=Side(hand=[shift, "V4-1600"], monsters=[(DM, ATK)], gy=["V6-2000"]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    events = do(duel, f"activate {find(duel, shift)} s0")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V4-1600")]
    assert duel.atk(mzone(duel, 1, "V8-3000")) == 3000 - 2000
    assert sorted(names(duel, 0, "gy")) == sorted(["V6-2000", "V4-1600", shift])
    # No EARTH monster in the hand, or no face-up Level 7+ Spellcaster: refused.
    duel = build(p0=Side(hand=[shift, "V4-1500"], monsters=[(DM, ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    refused(duel, f"activate {find(duel, shift)} s0")
    duel = build(p0=Side(hand=[shift, "V4-1600"], monsters=[("V6-2400", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    refused(duel, f"activate {find(duel, shift)} s0")


def test_lullabind_sets_an_opponent_monster_with_2_psychics() -> None:
    duel = build(p0=Side(hand=["Lullabind"], monsters=[("Wattkiss", ATK), ("Watangel", DEF)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, 'Lullabind')} s0")
    assert [(e.player, e.value) for e in events if e.kind == "position"] == [(1, SET)]
    assert duel.pos[mzone(duel, 1, "V4-1600")] == SET
    duel = build(p0=Side(hand=["Lullabind"], monsters=[("Wattkiss", ATK), ("Watangel", SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, 'Lullabind')} s0")


def test_party_party_party_gains_400_per_aqua_changed_to_defense() -> None:
    duel = build(p0=Side(hand=["Party Party Party"],
                         monsters=[("Bubbly Elf", ATK), ("LaMoon the Party Princess", ATK),
                                   ("Kanan the Sword Diva", DEF)]))
    events = do(duel, f"activate {find(duel, 'Party Party Party')} s0")
    assert sorted(e.code for e in events if e.kind == "position") == sorted(
        code_of(n) for n in ("Bubbly Elf", "LaMoon the Party Princess"))
    assert [e.value for e in events if e.kind == "lp"] == [800] and duel.lp[0] == 8800
    assert all(duel.pos[i] == DEF for i in duel.monsters(0))
    duel = build(p0=Side(hand=["Party Party Party"], monsters=[("Bubbly Elf", DEF)]))
    refused(duel, f"activate {find(duel, 'Party Party Party')} s0")


def test_apocalypse_beast_gear_world_boosts_and_weakens_types() -> None:
    world = "Apocalypse - Beast Gear World"
    duel = build(p0=Side(hand=[world], monsters=[("Beast Gear Gyro Jackal", ATK),
                                                 ("V4-1500", ATK), ("V6-2400", ATK)]),
                 p1=Side(monsters=[("V7-2500", ATK), ("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, world)} f")
    assert [(e.kind, e.dst) for e in events][:1] == [("activate", "fzone")]
    assert [duel.atk(i) for i in duel.monsters(0)] == [1400, 1200, 2700]
    assert [duel.atk(i) for i in duel.monsters(1)] == [2200, 1600]
    # A Spell cannot be activated in the Battle Phase (R-SPELL-1).
    duel = build(phase="battle", p0=Side(hand=[world]))
    refused(duel, f"activate {find(duel, world)} f")


def test_thousand_knives_destroys_a_monster_with_dark_magician() -> None:
    duel = build(p0=Side(hand=["Thousand Knives (Rush)"], monsters=[(DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V8-3000", SET)]))
    do(duel, f"activate {find(duel, 'Thousand Knives (Rush)')} s0")
    events = _pick(duel, "V8-3000")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V8-3000")]
    duel = build(p0=Side(hand=["Thousand Knives (Rush)"], monsters=[(DM, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, 'Thousand Knives (Rush)')} s0")


def test_dark_magic_attack_destroys_every_opponent_spell_trap_with_dark_magician() -> None:
    duel = build(p0=Side(hand=["Dark Magic Attack (Rush)"], monsters=[(DM, ATK)],
                         spells=[(MIRROR, SET)]),
                 p1=Side(spells=[(MIRROR, SET), (HOLE, SET)]))
    events = do(duel, f"activate {find(duel, 'Dark Magic Attack (Rush)')} s1")
    assert sorted(e.code for e in moves(events, "szone", "gy", "destroy")) == sorted(
        code_of(n) for n in (MIRROR, HOLE))
    assert names(duel, 0, "szone")[0] == MIRROR  # your own stays
    duel = build(p0=Side(hand=["Dark Magic Attack (Rush)"], monsters=[("V7-2500", ATK)]),
                 p1=Side(spells=[(MIRROR, SET)]))
    refused(duel, f"activate {find(duel, 'Dark Magic Attack (Rush)')} s0")


def test_blades_of_divine_wind_trades_2_normal_monsters_for_an_opponent_monster() -> None:
    duel = build(p0=Side(hand=["Blades of Divine Wind"],
                         monsters=[("V4-1600", ATK), ("V1-100", DEF), ("FX-PINGER", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V5-WALL", DEF)]))
    events = do(duel, f"activate {find(duel, 'Blades of Divine Wind')} s0")
    events += _pick(duel, "V8-3000")  # your 2 Normal Monsters were forced
    destroyed = moves(events, "mzone", "gy", "destroy")
    assert sorted(e.code for e in destroyed) == sorted(
        code_of(n) for n in ("V4-1600", "V1-100", "V8-3000"))
    assert names(duel, 0, "mzone") == ["", "", "FX-PINGER"]
    # Only 1 face-up Normal Monster of yours, or no opponent's target: refused.
    duel = build(p0=Side(hand=["Blades of Divine Wind"],
                         monsters=[("V4-1600", ATK), ("V1-100", SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    refused(duel, f"activate {find(duel, 'Blades of Divine Wind')} s0")
    duel = build(p0=Side(hand=["Blades of Divine Wind"],
                         monsters=[("V4-1600", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V8-3000", SET)]))
    refused(duel, f"activate {find(duel, 'Blades of Divine Wind')} s0")


def test_attribute_shift_bomb_gives_up_to_3_opponent_monsters_the_revealed_attribute(
) -> None:
    duel = build(p0=Side(hand=["Attribute Shift Bomb", "V7-2500"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1500", DEF), ("V4-1800", SET)]))
    events = do(duel, f"activate {find(duel, 'Attribute Shift Bomb')} s0")
    assert [e.code for e in events if e.kind == "reveal"] == [code_of("V7-2500")]
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "V4-1600"), find(duel, "V4-1500")}
    _pick(duel, "V4-1600", "V4-1500")  # every candidate picked: no "finish" needed
    assert duel.attribute(mzone(duel, 1, "V4-1600")) == Attribute.DARK
    assert duel.attribute(mzone(duel, 1, "V4-1500")) == Attribute.DARK
    assert duel.attribute(mzone(duel, 1, "V4-1800")) == Attribute.EARTH
    assert names(duel, 0, "hand") == ["V7-2500"]
    do(duel, "end")
    assert duel.attribute(mzone(duel, 1, "V4-1600")) == Attribute.EARTH
    duel = build(p0=Side(hand=["Attribute Shift Bomb", HOLE]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, 'Attribute Shift Bomb')} s0")


def test_blue_medicine_gains_400_lp() -> None:
    duel = build(p0=Side(hand=["Blue Medicine (Rush)"]))
    events = do(duel, f"activate {find(duel, 'Blue Medicine (Rush)')} s0")
    assert [e.value for e in events if e.kind == "lp"] == [400] and duel.lp[0] == 8400
    assert names(duel, 0, "gy") == ["Blue Medicine (Rush)"]
    duel = build(phase="battle", p0=Side(hand=["Blue Medicine (Rush)"]))
    refused(duel, f"activate {find(duel, 'Blue Medicine (Rush)')} s0")  # R-SPELL-1


# ---------------------------------------------------------------------- traps
def test_party_time_disco_ball_revives_an_aqua_after_a_level_5_normal_summon() -> None:
    duel = build(p0=Side(hand=["V5-2300", "V4-1600"], monsters=[("V1-100", ATK)]),
                 p1=Side(spells=[("Party Time - Disco Ball", SET)], gy=["Bubbly Elf", DM]))
    disco = find(duel, "Party Time - Disco Ball")
    do(duel, f"summon {find(duel, 'V4-1600')} z1")  # Level 4: no window for it
    refused(duel, f"activate {disco}")
    do(duel, f"summon {find(duel, 'V5-2300')} z0")  # Tributes V1-100
    at_window(duel, 1)
    do(duel, f"activate {disco}")
    events = do(duel, "choose def")
    assert [(e.code, e.player) for e in events if e.kind == "spsummon"] == [
        (code_of("Bubbly Elf"), 1)]
    assert names(duel, 1, "mzone") == ["Bubbly Elf", "", ""]
    assert names(duel, 1, "gy") == [DM, "Party Time - Disco Ball"]
    # No Aqua in the GY: not offered.
    duel = build(p0=Side(hand=["V5-2300"], monsters=[("V1-100", ATK)]),
                 p1=Side(spells=[("Party Time - Disco Ball", SET)], gy=[DM]))
    do(duel, f"summon {find(duel, 'V5-2300')} z0")
    refused(duel, f"activate {find(duel, 'Party Time - Disco Ball')}")


def test_rage_and_conspiracy_destroys_after_a_summon_with_2_normal_types() -> None:
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V3-1200", DEF)],
                         spells=[("Rage and Conspiracy", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Rage and Conspiracy')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1800")]
    assert names(duel, 0, "mzone") == ["", "", ""]
    # Two Warriors are one Type: not offered.
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("Vishwar Randi (Rush)", DEF)],
                         spells=[("Rage and Conspiracy", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    refused(duel, f"activate {find(duel, 'Rage and Conspiracy')}")


def test_siesta_hold_sets_a_lone_small_normal_summoned_monster() -> None:
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(spells=[("Siesta Hold", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Siesta Hold')}")
    assert [(e.code, e.value) for e in events if e.kind == "position"] == [
        (code_of("V4-1600"), SET)]
    assert duel.pos[mzone(duel, 0, "V4-1600")] == SET
    # The opponent controls another monster: not offered.
    duel = build(p0=Side(hand=["V4-1600"], monsters=[("V1-100", SET)]),
                 p1=Side(spells=[("Siesta Hold", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    refused(duel, f"activate {find(duel, 'Siesta Hold')}")


def test_phantom_bind_shrinks_the_attacker_per_same_type_monster_in_its_owners_gy() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)],
                                         gy=["V4-1400", "V1-100", "V4-1500"]),
                 p1=Side(spells=[("Phantom Bind", SET)], gy=["V6-2000"]))
    bind = find(duel, "Phantom Bind")
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {bind}")
    assert [e.value for e in events if e.kind == "damage"] == [1400]  # 2 Warriors: -200
    assert duel.lp == [8000, 6600]
    # No attack: it cannot be activated.
    duel = build(p0=Side(monsters=[("V4-1600", ATK)]), p1=Side(spells=[("Phantom Bind", SET)]))
    refused(duel, f"activate {find(duel, 'Phantom Bind')}")


def test_double_block_sends_2_level_2_normals_to_set_2_opponent_monsters() -> None:
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK), ("V4-1400", DEF)]),
                 p1=Side(spells=[("Double Block", SET)],
                         hand=["V2-500", "Harpie Girl (Rush)", "V1-100"]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Double Block')}")
    assert len(moves(events, "hand", "gy", "cost")) == 2
    do(duel, f"pick {find(duel, 'V4-1600')}")
    events = do(duel, f"pick {find(duel, 'V4-1400')}")
    assert sorted(e.code for e in events if e.kind == "position") == sorted(
        code_of(n) for n in ("V4-1600", "V4-1400"))
    assert [duel.pos[i] for i in duel.monsters(0)] == [SET, ATK, SET]
    assert duel.lp == [8000, 8000]  # the attacker is face-down: no damage
    assert names(duel, 1, "hand") == ["V1-100"]
    # Only 1 Level 2 Normal Monster in the hand: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[("Double Block", SET)], hand=["V2-500", "V1-100"]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    refused(duel, f"activate {find(duel, 'Double Block')}")


def test_driving_snow_answers_a_destroyed_trap_by_destroying_a_spell_trap() -> None:
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)], spells=[(HOLE, SET)]),
                 p1=Side(spells=[("Driving Snow (Rush)", SET), (MIRROR, SET)]))
    do(duel, f"activate {find(duel, 'Wicked Shadow Dark Lurker')}")
    do(duel, f"pick {find(duel, MIRROR)}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Driving Snow (Rush)')}")  # only Dark Hole left
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [code_of(HOLE)]
    assert names(duel, 0, "gy")[-1] == HOLE
    assert sorted(names(duel, 1, "gy")) == sorted([MIRROR, "Driving Snow (Rush)"])
    # A destroyed Spell does not trigger it.
    duel = build(p0=Side(monsters=[("Wicked Shadow Dark Lurker", ATK)], spells=[(HOLE, SET)]),
                 p1=Side(spells=[("Driving Snow (Rush)", SET), (HOLE, SET)]))
    do(duel, f"activate {find(duel, 'Wicked Shadow Dark Lurker')}")
    do(duel, f"pick {find(duel, HOLE, 1)}")
    refused(duel, f"activate {find(duel, 'Driving Snow (Rush)')}")
