"""One behaviour test per scripted card of booster03b (rushdesk/cards/booster03b.py).

Each test sets up a small duel, plays the card, checks the events and the resulting
zones, LP and stats, and checks that the card cannot be used when its Requirement
cannot be met. A few throwaway Normal Monsters (passcodes 953_003_xxx) supply the
Types these cards look for; they are merged into the test pool.
"""

from __future__ import annotations

from typing import Any

import pytest

from rushdesk.cards.booster03b import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.scenario import scenario

from ..engine.util import do, find, names
from .helpers import at_window, moves, no_activation
from .test_card_text import (
    internal_problems,
    missing_parts,
    readability_problems,
    style_problems,
)
from .util import POOL, Side

NORMAL = CardType.MONSTER | CardType.NORMAL
FISH3 = "B3-FISH-3"  # Level 3 WATER Fish Normal Monster, 800/1000
FISH7 = "B3-FISH-7"  # Level 7 WATER Fish Normal Monster, 2000/1000
BIRD = "B3-BIRD"  # Level 4 WIND Winged Beast Normal Monster, 1600/1000
LOW_BIRD = "B3-LOW-BIRD"  # Level 3 WIND Winged Beast Normal Monster, 1000/1000
WALL = "B3-WALL"  # Level 4 EARTH Warrior Normal Monster, 1000/2000
BUG = "B3-BUG"  # Level 2 EARTH Insect Normal Monster, 700/500

PRESSER = "Printing Presser"
EXTRA_SPICE = "Extra Spice the Elite Noodle Ninja"
MORAY = "Anchor Moray"
PIGEON = "Trick Pigeon"
PARROT = "Luminous Parrot"
GARDNA = "Long Shield Gardna"
PATROL = "Eldign Patrol Ship"
SWORDFISH = "Survival Swordfish"
HAWK = "Darkness Crested Hawk"
GRANGANUS = "Sea Dragon King Granganus"
RIGHTFUL = "Rightful Magic"
RETURN = "Dragon's Return"
CHESTNUT = "Blazing Chestnut"
SPICERY = "The Noodle Art of Spicery"
SAVORY = "The Noodle Art of Savory"
THUNDER = "Triple Threat Thunder"
CITY = "Shining City Nights"
AQUA_BOOST = "Aqua Boost"
BIG_UMI = "Big Umi"
ROCKET = "Thousand Attack Rocket"
UMI = "Umi (Rush)"
FOREST = "Forest (Rush)"
BAIT = "Bait Bite Ball"
SHIELD = "Counter Shield"
PIGEONS = "Counter Pigeons"
TORTOISE = "Giant Tortoise of Greed"
TRIO = "Triple Trio"
FAULTY = "Faulty Fire"
MIRROR = "Mirror Force (Rush)"
REX = "Jointech Rex"


def _normal(n: int, name: str, race: str, attr: Attribute, level: int, atk: int,
            dfn: int) -> CardData:
    return CardData(953_003_000 + n, name, NORMAL, attribute=attr, race=race, level=level,
                    atk=atk, defense=dfn)


B3_POOL = POOL.merged([
    _normal(1, FISH3, "Fish", Attribute.WATER, 3, 800, 1000),
    _normal(2, FISH7, "Fish", Attribute.WATER, 7, 2000, 1000),
    _normal(3, BIRD, "Winged Beast", Attribute.WIND, 4, 1600, 1000),
    _normal(4, LOW_BIRD, "Winged Beast", Attribute.WIND, 3, 1000, 1000),
    _normal(5, WALL, "Warrior", Attribute.EARTH, 4, 1000, 2000),
    _normal(6, BUG, "Insect", Attribute.EARTH, 2, 700, 500),
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(B3_POOL, **kwargs)


def code_of(name: str) -> int:
    return B3_POOL.by_name(name)[0].code


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = None) -> int:
    """The card index of a card (see `find`)."""
    return duel.inst(find(duel, name, player, zone))


def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def opponent_attacks(duel: Duel, attacker: str, target: str) -> bool:
    """Player 1 (the turn player, in the Battle Phase) attacks player 0's `target`;
    True if player 0 is then offered a Trap window."""
    do(duel, f"attack {find(duel, attacker, 1, 'mzone')} -> {find(duel, target, 0, 'mzone')}")
    return duel.request is not None and duel.request.kind == "window" and \
        duel.current_player == 0


# ----------------------------------------------------------------- card text
@pytest.mark.parametrize("name", sorted(SCRIPTS))
def test_booster03b_card_text_reads_as_card_text(name: str) -> None:
    script = SCRIPTS[name]
    text = script.text()
    assert readability_problems(text) == [], text
    assert internal_problems(text) == [], text
    assert style_problems(text) == [], text
    assert missing_parts(script) == [], text


# ------------------------------------------------------------------- monsters
def test_printing_presser_gains_100_per_excavated_monster_and_bottoms_them() -> None:
    top5 = ["V4-1600", RIGHTFUL, "V4-1400", BAIT, "V8-3000"]
    duel = build(p0=Side(monsters=[(PRESSER, ATK)], deck=["V1-100", "V2-500"]),
                 p1=Side(deck=[*top5, "V2-500", "V3-1000"]))
    presser = find(duel, PRESSER)
    events = do(duel, f"activate {presser}")
    assert [e.code for e in moves(events, "deck", "gy", "cost")] == [code_of("V1-100")]
    shown = [e for e in events if e.kind == "reveal" and e.reason == "excavate"]
    assert [e.code for e in shown] == [code_of(n) for n in top5] and all(
        e.player == 1 and e.cvis == 3 for e in shown)
    assert duel.atk(duel.inst(presser)) == 2300 + 3 * 100  # 3 monsters among the 5
    # the five go to the bottom in the excavated order; the Deck's list is bottom first
    assert names(duel, 1, "deck") == [*reversed(top5), "V3-1000", "V2-500"]
    do(duel, "end")
    assert duel.atk(duel.inst(presser)) == 2300
    # The opponent's Deck holds fewer than 5 cards: refused.
    duel = build(p0=Side(monsters=[(PRESSER, ATK)]), p1=Side(deck=["V4-1600"] * 4))
    no_activation(duel, find(duel, PRESSER))
    # No card to send from its own Deck: refused.
    duel = build(p0=Side(monsters=[(PRESSER, ATK)], deck=[]))
    no_activation(duel, find(duel, PRESSER))


def test_extra_spice_sends_a_pyro_normal_monster_burns_1000_and_draws() -> None:
    duel = build(p0=Side(monsters=[(EXTRA_SPICE, ATK), ("V4-1700", ATK)],
                         deck=["V2-500", "V1-100"]))
    events = do(duel, f"activate {find(duel, EXTRA_SPICE)}")
    assert [e.code for e in moves(events, "mzone", "gy", "cost")] == [code_of("V4-1700")]
    assert [e.value for e in events if e.kind == "damage"] == [1000]
    assert duel.lp == [8000, 7000]
    assert names(duel, 0, "hand") == ["V2-500"]
    # Only an Effect Pyro (itself) and a Warrior Normal Monster: refused.
    duel = build(p0=Side(monsters=[(EXTRA_SPICE, ATK), ("V4-1600", ATK)]))
    no_activation(duel, find(duel, EXTRA_SPICE))


def test_anchor_moray_adds_a_level_3_fish_normal_monster_with_umi() -> None:
    for field in (UMI, BIG_UMI):
        duel = build(p0=Side(monsters=[(MORAY, ATK)], field_spell=(field, ATK),
                             gy=[FISH7, FISH3, "V3-1000"]))
        events = do(duel, f"activate {find(duel, MORAY)}")
        assert [e.code for e in moves(events, "gy", "hand")] == [code_of(FISH3)]
        assert names(duel, 0, "hand") == [FISH3]
    # No "Umi" in its own Field Zone (the opponent's does not count): refused.
    duel = build(p0=Side(monsters=[(MORAY, ATK)], gy=[FISH3]),
                 p1=Side(field_spell=(UMI, ATK)))
    no_activation(duel, find(duel, MORAY))
    # A Set "Umi" is not face-up: refused.
    duel = build(p0=Side(monsters=[(MORAY, ATK)], field_spell=(UMI, SET), gy=[FISH3]))
    no_activation(duel, find(duel, MORAY))


def test_trick_pigeon_sends_a_spell_trap_to_add_a_strong_winged_beast() -> None:
    duel = build(p0=Side(monsters=[(PIGEON, ATK)], hand=["V4-1600", BAIT],
                         gy=[LOW_BIRD, BIRD]))
    events = do(duel, f"activate {find(duel, PIGEON)}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of(BAIT)]
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of(BIRD)]
    assert names(duel, 0, "hand") == ["V4-1600", BIRD]
    assert names(duel, 0, "gy") == [LOW_BIRD, BAIT]
    # Only monsters in the hand: refused.
    duel = build(p0=Side(monsters=[(PIGEON, ATK)], hand=["V4-1600"], gy=[BIRD]))
    no_activation(duel, find(duel, PIGEON))
    # No Winged Beast with 1500 or more ATK in the GY: refused.
    duel = build(p0=Side(monsters=[(PIGEON, ATK)], hand=[RIGHTFUL], gy=[LOW_BIRD]))
    no_activation(duel, find(duel, PIGEON))


def test_luminous_parrot_makes_an_opponent_monster_light_this_turn() -> None:
    duel = build(p0=Side(monsters=[(PARROT, ATK), (HAWK, ATK)], deck=["V1-100"] * 3),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    hawk = find(duel, HAWK)
    no_activation(duel, hawk)  # the opponent has no LIGHT monster yet
    events = do(duel, f"activate {find(duel, PARROT)}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V4-1400")}
    do(duel, f"pick {find(duel, 'V4-1600')}")
    target = at(duel, "V4-1600")
    assert duel.attribute(target) == Attribute.LIGHT
    assert duel.attribute(at(duel, "V4-1400")) == Attribute.EARTH
    do(duel, f"activate {hawk}")  # now the opponent has a LIGHT monster
    do(duel, f"pick {hawk}")  # both are Winged Beasts
    assert duel.atk(at(duel, HAWK)) == 3100
    do(duel, "end")
    assert duel.attribute(target) == Attribute.EARTH
    # An opponent's monster that is already LIGHT cannot be chosen.
    duel = build(p0=Side(monsters=[(PARROT, ATK)]),
                 p1=Side(monsters=[("V4-1500", ATK), ("V8-3000", ATK)]))
    no_activation(duel, find(duel, PARROT))
    # Only 1 face-up monster on the opponent's field (the other is face-down): refused.
    duel = build(p0=Side(monsters=[(PARROT, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    no_activation(duel, find(duel, PARROT))


def test_long_shield_gardna_flips_itself_to_power_up_and_shield_a_normal_monster() -> None:
    duel = build(p0=Side(monsters=[(GARDNA, ATK), (WALL, ATK)]),
                 p1=Side(spells=[(MIRROR, SET)]))
    gardna = find(duel, GARDNA)
    events = do(duel, f"activate {gardna}")
    flip = [e for e in events if e.kind == "position"]
    assert [(e.card, e.value, e.reason) for e in flip] == [(gardna, DEF, "cost")]
    wall = find(duel, WALL)
    assert duel.atk(duel.inst(wall)) == 1500
    no_activation(duel, gardna)  # once per turn
    do(duel, "battle")
    do(duel, f"attack {wall} -> direct")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, MIRROR)}")  # the opponent's Trap cannot destroy it
    assert names(duel, 0, "mzone") == [GARDNA, WALL, ""]
    assert duel.lp == [8000, 6500]
    # From Defense Position it goes to Attack Position.
    duel = build(p0=Side(monsters=[(GARDNA, DEF), (WALL, ATK)]))
    do(duel, f"activate {find(duel, GARDNA)}")
    assert duel.pos[at(duel, GARDNA)] == ATK
    # No face-up Normal Monster with 2000 or more DEF: refused.
    duel = build(p0=Side(monsters=[(GARDNA, ATK), ("V4-1600", ATK), (WALL, SET)]))
    no_activation(duel, find(duel, GARDNA))


def test_eldign_patrol_ship_bottoms_a_normal_monster_to_look_at_a_face_down_card() -> None:
    duel = build(p0=Side(monsters=[(PATROL, ATK)], gy=[RIGHTFUL, "V4-1600"]),
                 p1=Side(monsters=[("V4-1400", SET)], spells=[(BAIT, SET)]))
    events = do(duel, f"activate {find(duel, PATROL)}")
    assert [e.code for e in moves(events, "gy", "deck", "cost")] == [code_of("V4-1600")]
    assert names(duel, 0, "deck")[0] == "V4-1600"  # the bottom card
    bait = find(duel, BAIT)
    assert duel.request.kind == "pick" and picks(duel) == {bait, find(duel, "V4-1400")}
    events = do(duel, f"pick {bait}")
    [look] = [e for e in events if e.kind == "reveal"]
    assert look.reason == "look" and look.code == code_of(BAIT) and look.cvis == 1
    assert duel.known[duel.inst(bait)] & 1 and duel.pos[duel.inst(bait)] == SET
    # No face-down card on the opponent's field: refused.
    duel = build(p0=Side(monsters=[(PATROL, ATK)], gy=["V4-1600"]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    no_activation(duel, find(duel, PATROL))
    # No Normal Monster in the GY: refused.
    duel = build(p0=Side(monsters=[(PATROL, ATK)], gy=[MORAY]),
                 p1=Side(spells=[(BAIT, SET)]))
    no_activation(duel, find(duel, PATROL))


def test_survival_swordfish_powers_up_to_2_fish_beside_a_level_7_fish() -> None:
    duel = build(p0=Side(monsters=[(SWORDFISH, ATK), (FISH7, ATK), (MORAY, ATK)],
                         gy=["V4-1600", FISH3]))
    events = do(duel, f"activate {find(duel, SWORDFISH)}")
    assert [e.code for e in moves(events, "gy", "deck", "cost")] == [code_of(FISH3)]
    assert duel.request.kind == "pick" and duel.request.max == 2
    do(duel, f"pick {find(duel, SWORDFISH)}")
    do(duel, f"pick {find(duel, FISH7)}")
    assert [duel.atk(at(duel, n)) for n in (SWORDFISH, FISH7, MORAY)] == [2300, 2500, 900]
    # No face-up Level 7 Fish: refused.
    duel = build(p0=Side(monsters=[(SWORDFISH, ATK), (FISH7, SET)], gy=[FISH3]))
    no_activation(duel, find(duel, SWORDFISH))
    # No Fish in the GY: refused.
    duel = build(p0=Side(monsters=[(SWORDFISH, ATK), (FISH7, ATK)], gy=["V4-1600"]))
    no_activation(duel, find(duel, SWORDFISH))


def test_darkness_crested_hawk_gives_a_winged_beast_1000_against_a_light_monster() -> None:
    duel = build(p0=Side(monsters=[(HAWK, ATK), (BIRD, ATK)]),
                 p1=Side(monsters=[("V4-1500", ATK)]))
    events = do(duel, f"activate {find(duel, HAWK)}")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert picks(duel) == {find(duel, HAWK), find(duel, BIRD)}
    do(duel, f"pick {find(duel, BIRD)}")
    assert duel.atk(at(duel, BIRD)) == 2600 and duel.atk(at(duel, HAWK)) == 2100
    # The opponent's LIGHT monster is face-down: refused.
    duel = build(p0=Side(monsters=[(HAWK, ATK)]), p1=Side(monsters=[("V4-1500", SET)]))
    no_activation(duel, find(duel, HAWK))


def test_sea_dragon_king_granganus_burns_300_per_opponent_spell_trap() -> None:
    duel = build(p0=Side(hand=[GRANGANUS], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[(MIRROR, SET), (CITY, SET)], field_spell=(UMI, ATK)))
    do(duel, f"summon {find(duel, GRANGANUS)} z0")
    while duel.request.kind == "pick":
        do(duel, f"pick {sorted(picks(duel))[0]}")
    granganus = find(duel, GRANGANUS, 0, "mzone")
    events = do(duel, f"activate {granganus}")
    assert [e.value for e in events if e.kind == "damage"] == [900]
    assert duel.lp == [8000, 7100]
    # Not the turn it was Normal Summoned: refused.
    duel = build(p0=Side(monsters=[(GRANGANUS, ATK)]), p1=Side(spells=[(MIRROR, SET)]))
    no_activation(duel, find(duel, GRANGANUS))
    # Summoned this turn, but the opponent has no Spell or Trap: refused.
    duel = build(p0=Side(hand=[GRANGANUS], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    do(duel, f"summon {find(duel, GRANGANUS)} z0")
    while duel.request.kind == "pick":
        do(duel, f"pick {sorted(picks(duel))[0]}")
    no_activation(duel, find(duel, GRANGANUS, 0, "mzone"))


# --------------------------------------------------------------------- Spells
def test_rightful_magic_weakens_an_opponent_monster_with_two_same_attribute_monsters() -> None:
    duel = build(p0=Side(hand=[RIGHTFUL], monsters=[("V4-1600", ATK), ("V4-1400", DEF)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, RIGHTFUL)} s0")
    assert duel.atk(at(duel, "V8-3000")) == 2400
    assert names(duel, 0, "gy") == [RIGHTFUL]
    # An EARTH and a LIGHT monster: no two share an Attribute, refused.
    duel = build(p0=Side(hand=[RIGHTFUL], monsters=[("V4-1600", ATK), ("V4-1500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, RIGHTFUL))


def test_dragons_return_shuffles_3_dragons_to_draw_1() -> None:
    duel = build(p0=Side(hand=[RETURN], gy=["V4-1500", "V8-3000", "V4-1600", "V4-1500"],
                         deck=["V2-500"] * 4))
    events = do(duel, f"activate {find(duel, RETURN)} s0")
    back = moves(events, "gy", "deck", "cost")
    assert sorted(e.code for e in back) == sorted(
        code_of(n) for n in ("V4-1500", "V8-3000", "V4-1500"))
    assert any(e.kind == "shuffle" and e.player == 0 for e in events)
    assert len(names(duel, 0, "hand")) == 1 and len(duel.deck[0]) == 6
    assert names(duel, 0, "gy") == ["V4-1600", RETURN]
    # Only 2 Dragons in the GY: refused.
    duel = build(p0=Side(hand=[RETURN], gy=["V4-1500", "V8-3000", "V4-1600"]))
    no_activation(duel, find(duel, RETURN))


def test_blazing_chestnut_mills_and_trades_level_x_300_atk_for_as_much_damage() -> None:
    duel = build(p0=Side(hand=[CHESTNUT], monsters=[("V4-1600", ATK)],
                         deck=["V4-1400", "V1-100"]))
    events = do(duel, f"activate {find(duel, CHESTNUT)} s0")
    assert [e.code for e in moves(events, "deck", "gy", "effect")] == [code_of("V4-1400")]
    assert duel.atk(at(duel, "V4-1600")) == 1600 + 4 * 300
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 1200)]
    assert duel.lp == [6800, 8000]
    # A Spell sent: nothing more happens.
    duel = build(p0=Side(hand=[CHESTNUT], monsters=[("V4-1600", ATK)], deck=[RIGHTFUL]))
    events = do(duel, f"activate {find(duel, CHESTNUT)} s0")
    assert names(duel, 0, "gy") == [RIGHTFUL, CHESTNUT]
    assert duel.atk(at(duel, "V4-1600")) == 1600 and duel.lp == [8000, 8000]
    # No face-up Warrior: refused.
    duel = build(p0=Side(hand=[CHESTNUT], monsters=[("V3-1200", ATK), ("V4-1600", SET)]))
    no_activation(duel, find(duel, CHESTNUT))


def test_the_noodle_art_of_spicery_gives_a_pyro_300_atk_and_piercing() -> None:
    duel = build(p0=Side(hand=[SPICERY], monsters=[("V4-1700", ATK)]),
                 p1=Side(monsters=[("V3-1000", DEF)]))
    do(duel, f"activate {find(duel, SPICERY)} s0")
    pyro = find(duel, "V4-1700")
    assert duel.atk(duel.inst(pyro)) == 2000
    do(duel, "battle")
    events = do(duel, f"attack {pyro} -> {find(duel, 'V3-1000')}")
    assert [e.value for e in events if e.kind == "damage"] == [400]  # 2000 - 1600 DEF
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V3-1000"]
    # The Pyro is face-down: refused.
    duel = build(p0=Side(hand=[SPICERY], monsters=[("V4-1700", SET)]))
    no_activation(duel, find(duel, SPICERY))


def test_the_noodle_art_of_savory_takes_400_per_pyro_from_an_attack_position_monster() -> None:
    duel = build(p0=Side(hand=[SAVORY], monsters=[("V4-1700", ATK), (EXTRA_SPICE, ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1500", DEF)]))
    do(duel, f"activate {find(duel, SAVORY)} s0")
    assert duel.atk(at(duel, "V8-3000")) == 3000 - 2 * 400
    assert duel.atk(at(duel, "V4-1500")) == 1500
    # No face-up Pyro: the loss would be 0, refused.
    duel = build(p0=Side(hand=[SAVORY], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, SAVORY))
    # No Attack Position monster on the opponent's field: refused.
    duel = build(p0=Side(hand=[SAVORY], monsters=[("V4-1700", ATK)]),
                 p1=Side(monsters=[("V8-3000", DEF)]))
    no_activation(duel, find(duel, SAVORY))


def test_triple_threat_thunder_sets_an_original_atk_to_0_with_3_aqua() -> None:
    duel = build(p0=Side(hand=[THUNDER, RIGHTFUL],
                         monsters=[("V3-1000", ATK), ("V3-1000", ATK), ("V3-1000", DEF)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, THUNDER)} s0")
    big = at(duel, "V8-3000")
    assert duel.atk(big) == 0
    duel.add_mod(big, "atk", 500, duel.turn)  # changes still apply on the new original ATK
    assert duel.atk(big) == 500
    do(duel, "end")
    assert duel.atk(big) == 3000
    # Only 2 face-up Aqua monsters: refused.
    duel = build(p0=Side(hand=[THUNDER],
                         monsters=[("V3-1000", ATK), ("V3-1000", ATK), ("V3-1000", SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    no_activation(duel, find(duel, THUNDER))


def test_shining_city_nights_gives_face_up_light_monsters_200() -> None:
    duel = build(p0=Side(hand=[CITY], monsters=[("V4-1500", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1500", SET)]))
    city = find(duel, CITY)
    do(duel, f"activate {city} f")
    assert duel.fz[0] == at(duel, CITY)
    assert [duel.atk(at(duel, n, 0)) for n in ("V4-1500", "V4-1600")] == [1700, 1600]
    assert duel.atk(at(duel, "V8-3000")) == 3200
    assert duel.atk(at(duel, "V4-1500", 1)) == 1500  # face-down
    no_activation(duel, city)  # already face-up: nothing more to activate
    # Requirement "None" still means the owner's Main Phase: not in the Battle Phase.
    duel = build(phase="battle", p0=Side(hand=[CITY], monsters=[("V4-1500", ATK)]))
    no_activation(duel, find(duel, CITY))


def test_aqua_boost_gives_a_fish_300_per_face_up_fish_with_umi() -> None:
    duel = build(p0=Side(hand=[AQUA_BOOST], monsters=[(MORAY, ATK), (FISH3, ATK)],
                         field_spell=(UMI, ATK)))
    do(duel, f"activate {find(duel, AQUA_BOOST)} s0")
    assert picks(duel) == {find(duel, MORAY), find(duel, FISH3)}
    do(duel, f"pick {find(duel, FISH3)}")
    assert duel.atk(at(duel, FISH3)) == 800 + 200 + 2 * 300  # Umi, then 2 Fish
    assert duel.atk(at(duel, MORAY)) == 900 + 200
    # No "Umi" or "Big Umi": refused.
    duel = build(p0=Side(hand=[AQUA_BOOST], monsters=[(MORAY, ATK)]))
    no_activation(duel, find(duel, AQUA_BOOST))


def test_big_umi_needs_3_water_monsters_and_weakens_the_others() -> None:
    duel = build(p0=Side(hand=[BIG_UMI],
                         monsters=[("V3-1000", ATK), ("V3-1000", ATK), (MORAY, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1500", DEF)]))
    do(duel, f"activate {find(duel, BIG_UMI)} f")
    weak = at(duel, "V4-1600")
    assert (duel.atk(weak), duel.defense(weak)) == (1300, 700)
    light = at(duel, "V4-1500")
    assert (duel.atk(light), duel.defense(light)) == (1200, 1200)
    assert duel.atk(at(duel, MORAY)) == 900  # WATER: unchanged
    # Only the activation needs 3 WATER monsters: the effect stays when one leaves.
    duel.move(at(duel, MORAY), 2, reason="effect", by=1)  # to the GY
    assert duel.atk(weak) == 1300
    # 2 WATER monsters: refused, from the hand and when Set.
    duel = build(p0=Side(hand=[BIG_UMI],
                         monsters=[("V3-1000", ATK), ("V3-1000", ATK), ("V4-1600", ATK)]))
    no_activation(duel, find(duel, BIG_UMI))
    do(duel, f"set {find(duel, BIG_UMI)} f")
    no_activation(duel, find(duel, BIG_UMI))


def test_thousand_attack_rocket_gives_a_weak_normal_monster_1000() -> None:
    duel = build(p0=Side(hand=[ROCKET], monsters=[("V3-1000", ATK), ("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, ROCKET)} s0")
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert duel.atk(at(duel, "V3-1000")) == 2000 and duel.atk(at(duel, "V4-1600")) == 1600
    # No Normal Monster with 1000 or less ATK: refused.
    duel = build(p0=Side(hand=[ROCKET], monsters=[("V4-1600", ATK), (PIGEON, ATK)]))
    no_activation(duel, find(duel, ROCKET))
    # No card in the Deck to send: refused.
    duel = build(p0=Side(hand=[ROCKET], monsters=[("V3-1000", ATK)], deck=[]))
    no_activation(duel, find(duel, ROCKET))


def test_umi_powers_sea_types_and_weakens_machines_and_pyros() -> None:
    duel = build(p0=Side(hand=[UMI], monsters=[(FISH3, ATK), ("V3-1000", ATK), (GRANGANUS, ATK)]),
                 p1=Side(monsters=[(PRESSER, ATK), ("V4-1700", ATK), ("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, UMI)} f")
    stats = {n: (duel.atk(at(duel, n)), duel.defense(at(duel, n))) for n in
             (FISH3, "V3-1000", GRANGANUS, PRESSER, "V4-1700", "V4-1600")}
    assert stats == {FISH3: (1000, 1200), "V3-1000": (1200, 1800), GRANGANUS: (2700, 2000),
                     PRESSER: (2100, 1400), "V4-1700": (1500, 400), "V4-1600": (1600, 1000)}
    no_activation(duel, find(duel, UMI))  # Requirement None; once face-up, done


def test_forest_powers_insects_beasts_plants_and_beast_warriors() -> None:
    duel = build(p0=Side(monsters=[(BUG, ATK), ("V3-1200", ATK)], field_spell=(FOREST, SET)),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    forest = find(duel, FOREST)
    assert duel.atk(at(duel, BUG)) == 700  # Set: no effect yet
    do(duel, f"activate {forest}")
    assert (duel.atk(at(duel, BUG)), duel.defense(at(duel, BUG))) == (900, 700)
    assert (duel.atk(at(duel, "V3-1200")), duel.defense(at(duel, "V3-1200"))) == (1400, 1000)
    assert duel.atk(at(duel, "V4-1600")) == 1600
    no_activation(duel, forest)


# ---------------------------------------------------------------------- Traps
def test_bait_bite_ball_weakens_the_opponents_monsters_300_per_small_fish() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(MORAY, ATK), (FISH3, ATK), (FISH7, ATK)],
                         spells=[(BAIT, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", ATK), ("V4-1400", SET)]))
    assert opponent_attacks(duel, "V8-3000", MORAY)
    events = do(duel, f"activate {find(duel, BAIT)}")
    # the attack goes on with 2400 ATK against 900: 1500 damage
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 1500)]
    assert duel.request.kind == "battle"  # "V4-1600" may still attack
    assert duel.atk(at(duel, "V8-3000")) == 2400 and duel.atk(at(duel, "V4-1600")) == 1000
    assert duel.atk(at(duel, "V4-1400")) == 1400  # face-down: not affected
    # No face-up Level 3 or lower Fish (Level 6 and 7 ones only): refused.
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(SWORDFISH, ATK), (FISH7, ATK)], spells=[(BAIT, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    assert not opponent_attacks(duel, "V8-3000", SWORDFISH)  # no window: nothing to activate
    no_activation(duel, find(duel, BAIT))


def test_counter_shield_shuffles_a_normal_monster_to_cut_the_attacker_by_1000() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(WALL, ATK)], gy=["V2-500", "V4-1600"],
                         spells=[(SHIELD, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]))
    assert opponent_attacks(duel, "V8-3000", WALL)
    events = do(duel, f"activate {find(duel, SHIELD)}")
    assert [e.code for e in moves(events, "gy", "deck", "cost")] == [code_of("V4-1600")]
    assert any(e.kind == "shuffle" and e.player == 0 for e in events)
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 1000)]
    assert duel.atk(at(duel, "V8-3000")) == 2000
    # The attack target is an Effect Monster: refused.
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(MORAY, ATK)], gy=["V4-1600"], spells=[(SHIELD, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    assert not opponent_attacks(duel, "V8-3000", MORAY)  # no window: nothing to activate
    no_activation(duel, find(duel, SHIELD))
    # No Normal Monster with 1000 or more DEF in the GY: refused.
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(WALL, ATK)], gy=["V2-500"], spells=[(SHIELD, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    assert not opponent_attacks(duel, "V8-3000", WALL)  # no window: nothing to activate
    no_activation(duel, find(duel, SHIELD))


def test_counter_pigeons_cut_the_attacker_by_its_level_x_100() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(BIRD, ATK)], spells=[(PIGEONS, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]))
    assert opponent_attacks(duel, "V8-3000", BIRD)
    events = do(duel, f"activate {find(duel, PIGEONS)}")
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 600)]
    assert duel.atk(at(duel, "V8-3000")) == 3000 - 8 * 100
    # The Winged Beast is in Defense Position: refused.
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(BIRD, DEF)], spells=[(PIGEONS, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    assert not opponent_attacks(duel, "V8-3000", BIRD)  # no window: nothing to activate
    no_activation(duel, find(duel, PIGEONS))


def test_giant_tortoise_of_greed_draws_2_on_an_opponent_normal_summon() -> None:
    duel = build(turn=4, tp=1, p0=Side(spells=[(TORTOISE, SET)], deck=["V2-500"] * 3),
                 p1=Side(hand=["V4-1600"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    at_window(duel, 0)
    events = do(duel, f"activate {find(duel, TORTOISE)}")
    assert len(moves(events, "deck", "hand")) == 2
    assert names(duel, 0, "hand") == ["V2-500", "V2-500"]
    assert names(duel, 0, "gy") == [TORTOISE]
    # Its own player's Normal Summon does not trigger it.
    duel = build(p0=Side(hand=["V4-1600"], spells=[(TORTOISE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    no_activation(duel, find(duel, TORTOISE))


def test_triple_trio_gives_900_atk_def_with_3_level_3_normal_monsters() -> None:
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[("V3-1200", ATK), ("V3-1000", DEF), (FISH3, ATK)],
                         spells=[(TRIO, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V1-100", ATK)]))
    assert opponent_attacks(duel, "V8-3000", FISH3)
    events = do(duel, f"activate {find(duel, TRIO)}")
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 1300)]
    stats = [(duel.atk(at(duel, n)), duel.defense(at(duel, n)))
             for n in ("V3-1200", "V3-1000", FISH3)]
    assert stats[:2] == [(2100, 1700), (1900, 2500)]  # the third lost the battle
    assert duel.atk(at(duel, "V8-3000")) == 3000
    # Only 2 Level 3 Normal Monsters: refused.
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[("V3-1200", ATK), (FISH3, ATK), ("V4-1600", ATK)],
                         spells=[(TRIO, SET)]),
                 p1=Side(monsters=[("V8-3000", ATK)]))
    assert not opponent_attacks(duel, "V8-3000", FISH3)  # no window: nothing to activate
    no_activation(duel, find(duel, TRIO))


def _rex_destroys_bait(duel: Duel) -> None:
    """Player 1 Tribute Summons "Jointech Rex" and destroys player 0's Set "Bait Bite Ball"."""
    do(duel, f"summon {find(duel, REX)} z0")  # Tributes: zone 0's monster and one more
    do(duel, f"pick {find(duel, 'V4-1400')}")
    do(duel, f"activate {find(duel, REX, 1, 'mzone')}")
    bait = find(duel, BAIT)
    while bait not in picks(duel):  # the cost: 3 monsters from the GY
        do(duel, f"pick {sorted(picks(duel))[0]}")
    do(duel, f"pick {bait}")


def test_faulty_fire_destroys_a_level_6_or_lower_effect_monster_after_a_spell_trap_loss(
) -> None:
    def duel_with(opponent_monster: str) -> Duel:
        return build(turn=4, tp=1,
                     p0=Side(spells=[(FAULTY, SET), (BAIT, SET)]),
                     p1=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK),
                                                   (opponent_monster, ATK)],
                             gy=["V1-100"] * 3))

    duel = duel_with(PATROL)
    _rex_destroys_bait(duel)
    at_window(duel, 0)
    assert names(duel, 0, "gy") == [BAIT]
    events = do(duel, f"activate {find(duel, FAULTY)}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of(PATROL)]
    assert REX in names(duel, 1, "mzone")  # Level 7: not a candidate
    assert names(duel, 0, "gy") == [BAIT, FAULTY]
    # No face-up Level 6 or lower Effect Monster on the opponent's field (a Normal
    # Monster and the Level 7 "Jointech Rex"): refused.
    duel = duel_with("V6-2000")
    _rex_destroys_bait(duel)
    assert duel.request.kind != "window"
    no_activation(duel, find(duel, FAULTY))
