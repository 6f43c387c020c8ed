"""One behaviour test per scripted booster-03 card of part A (160003001-160003030).

Each test plays the card in a small duel, checks the events and the resulting zones,
LP and stats, and checks that the activation is refused (absent from
`legal_actions()`, and `apply` raising) when the Requirement cannot be met.
"""

from __future__ import annotations

import pytest

from rushdesk.cards.booster03a import SCRIPTS
from rushdesk.db.sources import load_records
from rushdesk.engine import ATK, DEF, SET, Duel, Event
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.scenario import scenario

from ..engine.util import do, find, names
from .helpers import moves, no_activation
from .util import POOL, Side

# Stand-ins (passcodes 953_003_xxx) for cards this test needs that carddb may not hold
# yet; a real print of the same name is used when there is one.
_NORMAL = CardType.MONSTER | CardType.NORMAL
_STUBS = [
    CardData(953_003_001, "Sparks (Rush)", CardType.SPELL),
    CardData(953_003_002, "Curtain of Sparks", CardType.TRAP),
    CardData(953_003_003, "Shining City Nights", CardType.SPELL | CardType.FIELD),
    CardData(953_003_004, "T3-LIGHT-AQUA", _NORMAL, attribute=Attribute.LIGHT, race="Aqua",
             level=3, atk=1000, defense=1000),
    CardData(953_003_005, "T7-WARRIOR", _NORMAL, attribute=Attribute.EARTH, race="Warrior",
             level=7, atk=2400, defense=1000),
]
TEST_POOL = POOL.merged(c for c in _STUBS if not POOL.by_name(c.name))

SPARKS = "Sparks (Rush)"
CURTAIN = "Curtain of Sparks"
CITY = "Shining City Nights"
AQUA = "T3-LIGHT-AQUA"


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(TEST_POOL, **kwargs)








def code_of(name: str) -> int:
    return TEST_POOL.by_name(name)[0].code


def stat(duel: Duel, name: str, p: int = 0) -> tuple[int, int]:
    i = duel.inst(find(duel, name, p, "mzone"))
    return duel.atk(i), duel.defense(i)


def activate(duel: Duel, name: str) -> list[Event]:
    card = find(duel, name, 0, "mzone")
    events: list[Event] = do(duel, f"activate {card}")
    assert events[0].kind == "activate" and events[0].card == card
    return events


# ----------------------------------------------------------------------------- cards
def test_sparkhearts_girl_weakens_a_monster_then_sets_sparks_and_curtain_of_sparks() -> None:
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V5-2300", "V4-1600"],
                         gy=[SPARKS, SPARKS, CURTAIN]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    events = activate(duel, "Sparkhearts Girl")  # the only Level 4 or lower is sent
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V4-1600")]
    assert stat(duel, "V4-1800", 1)[0] == 1300
    assert duel.request.kind == "yesno"
    do(duel, "yes")
    first = find(duel, SPARKS, 0, "gy")
    assert {a.card for a in duel.legal_actions()} == {first, find(duel, SPARKS, 0, "gy", 1),
                                                       find(duel, CURTAIN, 0, "gy")}
    do(duel, f"pick {first}")
    # a second "Sparks" may not be chosen: only Curtain of Sparks, or stop here
    curtain = find(duel, CURTAIN, 0, "gy")
    assert {str(a) for a in duel.legal_actions()} == {f"pick {curtain}", "finish"}
    events = do(duel, f"pick {curtain}")
    sets = [e for e in events if e.kind == "set" and e.src == "gy" and e.dst == "szone"]
    assert sorted(e.code for e in sets) == sorted([code_of(SPARKS), code_of(CURTAIN)])
    assert names(duel, 0, "szone") == [SPARKS, CURTAIN, ""]
    assert all(duel.pos[i] == SET for i in duel.sz[0] if i >= 0)
    assert names(duel, 0, "gy") == [SPARKS, "V4-1600"]
    do(duel, "end")
    assert stat(duel, "V4-1800", 1)[0] == 1800
    # Requirement: a Level 4 or lower monster in the hand.
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V5-2300", SPARKS]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    no_activation(duel, find(duel, "Sparkhearts Girl"))
    # ... and a face-up monster of the opponent to weaken.
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V4-1600"]),
                 p1=Side(monsters=[("V4-1800", SET)]))
    no_activation(duel, find(duel, "Sparkhearts Girl"))


def test_sparkhearts_girl_sets_no_more_cards_than_free_zones_and_may_decline() -> None:
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V4-1600"],
                         gy=[SPARKS, CURTAIN],
                         spells=[("Dark Hole (Rush)", SET), ("Dark Hole (Rush)", SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    activate(duel, "Sparkhearts Girl")
    do(duel, "yes")
    do(duel, f"pick {find(duel, CURTAIN, 0, 'gy')}")  # the last free zone is used
    assert names(duel, 0, "szone") == ["Dark Hole (Rush)", "Dark Hole (Rush)", CURTAIN]
    assert names(duel, 0, "gy") == [SPARKS, "V4-1600"]
    duel = build(p0=Side(monsters=[("Sparkhearts Girl", ATK)], hand=["V4-1600"],
                         gy=[SPARKS]), p1=Side(monsters=[("V4-1800", ATK)]))
    activate(duel, "Sparkhearts Girl")
    do(duel, "no")
    assert names(duel, 0, "szone") == ["", "", ""]
    assert duel.request.kind == "main"


def test_silver_wolf_takes_200_atk_and_def_when_you_have_another_beast() -> None:
    duel = build(p0=Side(monsters=[("Silver Wolf", ATK), ("Chu-Ske the Mouse Fighter (Rush)",
                                                          DEF)], deck=["V4-1700"]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    events = activate(duel, "Silver Wolf")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("V4-1700")]
    assert stat(duel, "V4-1800", 1) == (1600, 800)
    # Requirement: another face-up Beast (a face-down one does not count), and a mill.
    chu = "Chu-Ske the Mouse Fighter (Rush)"
    for own, deck in (([("Silver Wolf", ATK)], None),
                      ([("Silver Wolf", ATK), (chu, SET)], None),
                      ([("Silver Wolf", ATK), ("V4-1600", ATK)], None),
                      ([("Silver Wolf", ATK), (chu, ATK)], [])):
        duel = build(p0=Side(monsters=own, deck=deck), p1=Side(monsters=[("V4-1800", ATK)]))
        no_activation(duel, find(duel, "Silver Wolf"))


def test_beast_summoner_sends_itself_to_summon_a_beast_even_with_full_zones() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("Beast Summoner", ATK), ("V4-1400", ATK)],
                         hand=["Savage Claw Tiger", "Baby Dragon (Rush)",
                               "Niwatori (Rush)", "V8-3000"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    events = activate(duel, "Beast Summoner")
    assert [e.code for e in moves(events, "mzone", "gy", "cost")] == [code_of("Beast Summoner")]
    tiger = find(duel, "Savage Claw Tiger", 0, "hand")
    assert {a.card for a in duel.legal_actions()} == {tiger, find(duel, "Niwatori (Rush)")}
    do(duel, f"pick {tiger}")
    events = do(duel, "choose def")
    summoned = [e for e in events if e.kind == "spsummon"]
    assert [e.code for e in summoned] == [code_of("Savage Claw Tiger")]
    assert names(duel, 0, "mzone") == ["V4-1600", "Savage Claw Tiger", "V4-1400"]
    assert duel.pos[duel.inst(summoned[0].card)] == DEF
    # Requirement: the opponent has a face-up Level 6 or higher monster ...
    for opp in ([("V4-1800", ATK)], [("V6-2000", SET)]):
        duel = build(p0=Side(monsters=[("Beast Summoner", ATK)], hand=["Savage Claw Tiger"]),
                     p1=Side(monsters=opp))
        no_activation(duel, find(duel, "Beast Summoner"))
    # ... and the effect needs a Level 7 or lower Beast/Beast-Warrior/Winged Beast in hand.
    duel = build(p0=Side(monsters=[("Beast Summoner", ATK)],
                         hand=["Baby Dragon (Rush)", "V8-3000"]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    no_activation(duel, find(duel, "Beast Summoner"))


def test_sieth_places_4_warriors_or_spellcasters_to_summon_a_level_7_warrior() -> None:
    gy = ["V4-1600", "Doriado (Rush)", "V4-1400", "Light Sorcerer", "Baby Dragon (Rush)"]
    duel = build(p0=Side(monsters=[("Sieth, the Scabbard of Noble Arms", ATK)],
                         hand=["T7-WARRIOR", "V7-2500"], gy=gy))
    events = activate(duel, "Sieth, the Scabbard of Noble Arms")
    placed = moves(events, "gy", "deck", "cost")
    assert len(placed) == 4  # exactly four candidates: chosen without asking
    assert sorted(names(duel, 0, "deck")[:4]) == sorted(gy[:4])  # on the bottom
    assert names(duel, 0, "gy") == ["Baby Dragon (Rush)"]
    events = do(duel, "choose atk")  # the only Level 7 Warrior in the hand
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of("T7-WARRIOR")]
    assert names(duel, 0, "hand") == ["V7-2500"]
    # Requirement: 4 Warriors and/or Spellcasters in the GY.
    duel = build(p0=Side(monsters=[("Sieth, the Scabbard of Noble Arms", ATK)],
                         hand=["T7-WARRIOR"], gy=gy[1:]))
    no_activation(duel, find(duel, "Sieth, the Scabbard of Noble Arms"))
    # The effect needs a Level 7 Warrior in the hand (a Level 7 Spellcaster is not one).
    duel = build(p0=Side(monsters=[("Sieth, the Scabbard of Noble Arms", ATK)],
                         hand=["V7-2500"], gy=gy))
    no_activation(duel, find(duel, "Sieth, the Scabbard of Noble Arms"))


def test_bendorbreak_sends_spells_traps_for_1000_atk_def_each() -> None:
    duel = build(p0=Side(monsters=[("Bendorbreak the Conqueror", ATK)],
                         spells=[("Dark Hole (Rush)", SET), ("Mirror Force (Rush)", SET)]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V5-WALL", DEF)]))
    activate(duel, "Bendorbreak the Conqueror")
    do(duel, f"pick {find(duel, 'Dark Hole (Rush)', 0, 'szone')}")
    assert "finish" in {a.kind for a in duel.legal_actions()}  # up to 3: 1 is enough
    events = do(duel, f"pick {find(duel, 'Mirror Force (Rush)', 0, 'szone')}")
    assert len(moves(events, "szone", "gy", "cost")) == 2
    do(duel, f"pick {find(duel, 'V5-WALL', 1, 'mzone')}")
    assert stat(duel, "V5-WALL", 1) == (0, 1000)
    assert stat(duel, "V6-2000", 1) == (2000, 1000)
    assert names(duel, 0, "szone") == ["", "", ""]
    # Requirement: as many Spells/Traps you control as face-up opponent's monsters.
    duel = build(p0=Side(monsters=[("Bendorbreak the Conqueror", ATK)],
                         spells=[("Dark Hole (Rush)", SET)]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V5-WALL", DEF), ("V4-1600", SET)]))
    assert duel.data[duel.inst(find(duel, "Bendorbreak the Conqueror"))].behaviour is not None
    no_activation(duel, find(duel, "Bendorbreak the Conqueror"))
    duel = build(p0=Side(monsters=[("Bendorbreak the Conqueror", ATK)]),
                 p1=Side(monsters=[("V4-1600", SET)]))  # 0 = 0, but nothing to send
    no_activation(duel, find(duel, "Bendorbreak the Conqueror"))


def test_savage_claw_tiger_gains_400_per_face_up_level_7_or_higher() -> None:
    duel = build(p0=Side(monsters=[("Savage Claw Tiger", ATK), ("V7-2500", DEF),
                                   ("V8-3000", SET)]))
    events = activate(duel, "Savage Claw Tiger")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert stat(duel, "Savage Claw Tiger")[0] == 2300 + 2 * 400
    do(duel, "end")
    assert stat(duel, "Savage Claw Tiger")[0] == 2300
    duel = build(p0=Side(monsters=[("Savage Claw Tiger", ATK)], deck=[]))
    no_activation(duel, find(duel, "Savage Claw Tiger"))


def test_treasure_dragon_draws_the_turn_it_was_special_summoned_with_4_dragons_in_gy() -> None:
    gy = ["Treasure Dragon", "Baby Dragon (Rush)", "V4-1500", "V8-3000", "Clear Ice Dragon"]
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=gy, deck=["V4-1700", "V1-100"]))
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    do(duel, f"pick {find(duel, 'Treasure Dragon', 0, 'gy')}")
    do(duel, "choose atk")
    events = activate(duel, "Treasure Dragon")
    assert [e.code for e in events if e.kind == "draw"] == [code_of("V4-1700")]
    assert names(duel, 0, "hand") == ["V4-1700"]
    # Requirement: Special Summoned this turn ...
    duel = build(p0=Side(hand=["Treasure Dragon"], gy=gy[1:]))
    do(duel, f"summon {find(duel, 'Treasure Dragon')} z0")
    no_activation(duel, find(duel, "Treasure Dragon"))
    # ... and 4 or more Dragons in the GY.
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=gy[:4] + ["V4-1600"]))
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    do(duel, f"pick {find(duel, 'Treasure Dragon', 0, 'gy')}")
    do(duel, "choose atk")
    no_activation(duel, find(duel, "Treasure Dragon"))


def test_dragon_merchant_sends_a_card_to_give_a_level_6_or_lower_dragon_500() -> None:
    duel = build(p0=Side(monsters=[("Dragon Merchant", ATK), ("Baby Dragon (Rush)", ATK),
                                   ("V8-3000", ATK)], hand=["V1-100"]))
    events = activate(duel, "Dragon Merchant")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    baby = find(duel, "Baby Dragon (Rush)", 0, "mzone")
    assert {a.card for a in duel.legal_actions()} == {baby, find(duel, "Dragon Merchant")}
    do(duel, f"pick {baby}")
    assert stat(duel, "Baby Dragon (Rush)")[0] == 1700
    assert stat(duel, "V8-3000")[0] == 3000
    duel = build(p0=Side(monsters=[("Dragon Merchant", ATK)]))
    no_activation(duel, find(duel, "Dragon Merchant"))


def test_clear_ice_dragon_shuffles_up_to_2_opponent_gy_monsters_into_the_deck() -> None:
    duel = build(p0=Side(monsters=[("Clear Ice Dragon", ATK)],
                         gy=["V8-3000", "Baby Dragon (Rush)"]),
                 p1=Side(gy=["V4-1600", "V4-1400", "V3-1200", "Dark Hole (Rush)"], deck=[]))
    events = activate(duel, "Clear Ice Dragon")
    assert [e.code for e in moves(events, "gy", "deck", "cost")] == [
        code_of("Baby Dragon (Rush)")]
    assert names(duel, 0, "deck")[0] == "Baby Dragon (Rush)"  # the bottom card
    do(duel, f"pick {find(duel, 'V4-1600', 1, 'gy')}")
    events = do(duel, f"pick {find(duel, 'V3-1200', 1, 'gy')}")
    assert len(moves(events, "gy", "deck", "effect")) == 2
    assert [e for e in events if e.kind == "shuffle" and e.player == 1]
    assert sorted(names(duel, 1, "deck")) == ["V3-1200", "V4-1600"]
    assert names(duel, 1, "gy") == ["V4-1400", "Dark Hole (Rush)"]
    # Requirement: a Level 5 or lower Dragon in your GY ...
    duel = build(p0=Side(monsters=[("Clear Ice Dragon", ATK)], gy=["V8-3000"]),
                 p1=Side(gy=["V4-1600"]))
    no_activation(duel, find(duel, "Clear Ice Dragon"))
    # ... and a monster in the opponent's GY.
    duel = build(p0=Side(monsters=[("Clear Ice Dragon", ATK)], gy=["V4-1500"]),
                 p1=Side(gy=["Dark Hole (Rush)"]))
    no_activation(duel, find(duel, "Clear Ice Dragon"))


def test_burning_blaze_dragon_destroys_the_opponents_face_up_field_spell() -> None:
    duel = build(p0=Side(monsters=[("Burning Blaze Dragon", ATK)], gy=["V4-1500"]),
                 p1=Side(field_spell=(CITY, ATK)))
    events = activate(duel, "Burning Blaze Dragon")
    assert [e.code for e in moves(events, "gy", "deck", "cost")] == [code_of("V4-1500")]
    assert [e.code for e in moves(events, "fzone", "gy", "destroy")] == [code_of(CITY)]
    assert duel.fz[1] < 0 and names(duel, 1, "gy") == [CITY]
    # Requirement: a face-up Field Spell on the opponent's side (a Set one is hidden).
    duel = build(p0=Side(monsters=[("Burning Blaze Dragon", ATK)], gy=["V4-1500"]),
                 p1=Side(field_spell=(CITY, SET)))
    no_activation(duel, find(duel, "Burning Blaze Dragon"))
    duel = build(p0=Side(monsters=[("Burning Blaze Dragon", ATK)], gy=["V4-1500"],
                         field_spell=(CITY, ATK)))  # your own does not count
    no_activation(duel, find(duel, "Burning Blaze Dragon"))


def test_ancient_arise_dragon_gains_600_and_may_shuffle_both_dragons_to_destroy() -> None:
    duel = build(p0=Side(monsters=[("Ancient Arise Dragon", ATK)],
                         gy=["Clear Ice Dragon", "Burning Blaze Dragon", "Clear Ice Dragon"]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-WALL", DEF)]))
    events = activate(duel, "Ancient Arise Dragon")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert stat(duel, "Ancient Arise Dragon")[0] == 3000
    do(duel, "yes")  # shuffle both
    ice = find(duel, "Clear Ice Dragon", 0, "gy")
    blaze = find(duel, "Burning Blaze Dragon", 0, "gy")
    assert {a.card for a in duel.legal_actions()} == {ice, find(duel, "Clear Ice Dragon", 0,
                                                                "gy", 1), blaze}
    events = do(duel, f"pick {ice}")  # then Burning Blaze Dragon, the only other name
    assert sorted(e.code for e in moves(events, "gy", "deck", "effect")) == sorted(
        [code_of("Clear Ice Dragon"), code_of("Burning Blaze Dragon")])
    assert names(duel, 0, "gy").count("Clear Ice Dragon") == 1
    do(duel, "yes")  # destroy: only V4-1400 has 1500 or less DEF
    assert names(duel, 1, "mzone") == ["", "V4-WALL", ""]
    assert names(duel, 1, "gy") == ["V4-1400"]
    # Without both Dragons in the GY, only the ATK gain.
    duel = build(p0=Side(monsters=[("Ancient Arise Dragon", ATK)],
                         gy=["Clear Ice Dragon", "Clear Ice Dragon"]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    activate(duel, "Ancient Arise Dragon")
    assert duel.request.kind == "main" and stat(duel, "Ancient Arise Dragon")[0] == 3000
    duel = build(p0=Side(monsters=[("Ancient Arise Dragon", ATK)], deck=[]))
    no_activation(duel, find(duel, "Ancient Arise Dragon"))


MIRAGIAS = "Illusion Strike Dragon Miragias"


def test_illusion_strike_dragon_miragias_takes_1500_atk_from_up_to_2_monsters() -> None:
    duel = build(p0=Side(monsters=[(MIRAGIAS, ATK)], hand=["V8-3000", "Baby Dragon (Rush)"]),
                 p1=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK), ("V8-3000", ATK)]))
    events = activate(duel, MIRAGIAS)  # the Level 8 Dragon is the only cost
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V8-3000")]
    picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    assert picks == {find(duel, "V6-2000", 1), find(duel, "V4-1800", 1)}  # Level 7 or lower
    do(duel, f"pick {find(duel, 'V6-2000', 1)}")
    do(duel, f"pick {find(duel, 'V4-1800', 1)}")
    assert stat(duel, "V6-2000", 1)[0] == 500 and stat(duel, "V4-1800", 1)[0] == 300
    assert stat(duel, "V8-3000", 1)[0] == 3000
    # Requirement: a Level 7 or higher Dragon in the hand, and a face-up Level 7 or lower.
    duel = build(p0=Side(monsters=[(MIRAGIAS, ATK)], hand=["Baby Dragon (Rush)", "V7-2500"]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    no_activation(duel, find(duel, MIRAGIAS))
    duel = build(p0=Side(monsters=[(MIRAGIAS, ATK)], hand=["V8-3000"]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1800", SET)]))
    no_activation(duel, find(duel, MIRAGIAS))


def test_illusion_strike_dragon_miragias_attacks_a_monster_again_after_destroying_one() -> None:
    duel = build(p0=Side(monsters=[(MIRAGIAS, ATK)], hand=["V8-3000"]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]))
    activate(duel, MIRAGIAS)
    do(duel, f"pick {find(duel, 'V4-1800', 1)}")
    do(duel, "finish")
    do(duel, "battle")
    me = find(duel, MIRAGIAS, 0, "mzone")
    do(duel, f"attack {me} -> {find(duel, 'V4-1800', 1)}")
    assert names(duel, 1, "gy") == ["V4-1800"]
    second = {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == me}
    assert second == {find(duel, "V4-1600", 1)}


def test_kesshin_sends_the_whole_hand_for_600_atk_per_card() -> None:
    duel = build(p0=Side(monsters=[("Kesshin the Dark Decimator", ATK)],
                         hand=["V1-100", "Dark Hole (Rush)", "V8-3000"]))
    events = activate(duel, "Kesshin the Dark Decimator")
    assert len(moves(events, "hand", "gy", "cost")) == 3
    assert names(duel, 0, "hand") == []
    assert stat(duel, "Kesshin the Dark Decimator")[0] == 1800
    duel = build(p0=Side(monsters=[("Kesshin the Dark Decimator", ATK)]))
    no_activation(duel, find(duel, "Kesshin the Dark Decimator"))


def test_seahorse_server_gains_500_lp_with_a_light_aqua_normal_monster() -> None:
    duel = build(p0=Side(monsters=[("Seahorse Server", ATK), (AQUA, DEF)]))
    events = activate(duel, "Seahorse Server")
    assert [(e.kind, e.player, e.value) for e in events if e.kind == "lp"] == [("lp", 0, 500)]
    assert duel.lp[0] == 8500
    for other in ((AQUA, SET), ("V3-1000", ATK)):  # face-down; WATER Aqua
        duel = build(p0=Side(monsters=[("Seahorse Server", ATK), other]))
        no_activation(duel, find(duel, "Seahorse Server"))


def test_seahorse_carrier_adds_a_light_aqua_normal_monster_the_turn_it_was_summoned() -> None:
    duel = build(p0=Side(hand=["Seahorse Carrier"], gy=["V3-1000", AQUA]))
    do(duel, f"summon {find(duel, 'Seahorse Carrier')} z0")
    events = activate(duel, "Seahorse Carrier")
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of(AQUA)]
    assert names(duel, 0, "hand") == [AQUA] and names(duel, 0, "gy") == ["V3-1000"]
    duel = build(p0=Side(monsters=[("Seahorse Carrier", ATK)], gy=[AQUA]))  # an old one
    no_activation(duel, find(duel, "Seahorse Carrier"))
    duel = build(p0=Side(hand=["Seahorse Carrier"], gy=["V3-1000"]))
    do(duel, f"summon {find(duel, 'Seahorse Carrier')} z0")
    no_activation(duel, find(duel, "Seahorse Carrier"))


def test_vishwar_lambadi_adds_shining_city_nights_from_the_gy() -> None:
    duel = build(p0=Side(monsters=[("Vishwar Lambadi", ATK)], gy=[CITY, "V1-100"]))
    events = activate(duel, "Vishwar Lambadi")
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of(CITY)]
    assert names(duel, 0, "hand") == [CITY]
    duel = build(p0=Side(monsters=[("Vishwar Lambadi", ATK)], gy=["V1-100"]))
    no_activation(duel, find(duel, "Vishwar Lambadi"))


def test_beast_gear_trike_fox_summons_a_beast_warrior_and_small_monsters_cannot_attack() -> None:
    opp = Side(monsters=[("V1-100", DEF), ("V1-100", DEF), ("V1-100", DEF)])
    duel = build(p0=Side(hand=["Beast Gear Trike Fox", "Savage Claw Tiger",
                               "Hitotsu-Me Giant (Rush)", "V7-2500"],
                         monsters=[None, ("V4-1800", ATK)]), p1=opp)
    do(duel, f"summon {find(duel, 'Beast Gear Trike Fox')} z0")
    activate(duel, "Beast Gear Trike Fox")
    tiger = find(duel, "Savage Claw Tiger", 0, "hand")
    assert {a.card for a in duel.legal_actions()} == {
        tiger, find(duel, "Hitotsu-Me Giant (Rush)")}
    do(duel, f"pick {tiger}")
    events = do(duel, "choose atk")
    assert [e.code for e in events if e.kind == "spsummon"] == [code_of("Savage Claw Tiger")]
    do(duel, "battle")
    attackers = {a.card for a in duel.legal_actions() if a.kind == "attack"}
    assert attackers == {find(duel, "Savage Claw Tiger", 0, "mzone")}
    # Requirement: Normal Summoned this turn and the opponent controls 3 monsters.
    duel = build(p0=Side(hand=["Beast Gear Trike Fox", "Savage Claw Tiger"]),
                 p1=Side(monsters=[("V1-100", DEF), ("V1-100", DEF)]))
    do(duel, f"summon {find(duel, 'Beast Gear Trike Fox')} z0")
    no_activation(duel, find(duel, "Beast Gear Trike Fox"))
    duel = build(p0=Side(monsters=[("Beast Gear Trike Fox", ATK)],
                         hand=["Savage Claw Tiger"]), p1=opp)
    no_activation(duel, find(duel, "Beast Gear Trike Fox"))


# ------------------------------------------------------------------------ coverage
def test_every_part_a_effect_monster_is_scripted_and_every_script_has_facts() -> None:
    part = [r.card for r in load_records() if 160003001 <= r.card.code <= 160003030]
    effect = {c.name for c in part if c.type & CardType.EFFECT}
    assert effect == set(SCRIPTS)
    assert {c.name for c in part if not c.type & CardType.EFFECT} >= {"Light Sorcerer",
                                                                     "Ojisan"}
    for name, script in SCRIPTS.items():
        assert script.text().startswith("[REQUIREMENT]"), name


PART_A_NORMAL_MONSTERS = (
    "Light Sorcerer", "Scoop Scooter", "Stock the Noodle Ninja", "Mushroom Man (Rush)",
    "Niwatori (Rush)", "Chu-Ske the Mouse Fighter (Rush)", "Baby Dragon (Rush)",
    "Hitotsu-Me Giant (Rush)", "Doriado (Rush)", "Water Magician (Rush)",
    "Gazelle the King of Mythical Beasts (Rush)", "Ojisan", "Echeclus the Star Knight",
)


@pytest.mark.parametrize("name", PART_A_NORMAL_MONSTERS)
def test_part_a_normal_monsters_play_as_they_are(name: str) -> None:
    card = TEST_POOL.by_name(name)[0]
    assert card.behaviour is None and card.type == CardType.MONSTER | CardType.NORMAL
    duel = build(p0=Side(monsters=[(name, ATK)]), phase="battle")
    me = find(duel, name, 0, "mzone")
    assert stat(duel, name) == (card.atk, card.defense)
    events = do(duel, f"attack {me} -> direct")
    assert duel.lp[1] == 8000 - card.atk
    assert [e.kind for e in events if e.kind == "attack"] == ["attack"]
