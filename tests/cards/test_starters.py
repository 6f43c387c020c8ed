"""One behaviour test per scripted card of Starter Decks 01 and 02 (rushdesk/cards/starters.py).

Each test plays the card in a small duel, checks the events and the resulting zones,
LP and stats, and checks that the card cannot be used when its Requirement cannot be
met: the activation is missing from `legal_actions()` and `apply` refuses it.
"""

from __future__ import annotations

from rushdesk.cards.starters import SCRIPTS
from rushdesk.engine import ATK, DEF, SET, Action, CardType

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .util import SEED_POOL, Side, build

SORCERER = "Dark Sorcerer"  # Level 4 DARK Spellcaster, 1500/0, a Normal Monster
ARCHER = "Spell Archer"  # Level 3 WIND Spellcaster, 1000/400
DRAGORITE = "Dragorite"  # Level 4 EARTH Dragon, 1500/0
FIRE_GUARDIAN = "Fire Guardian"  # Level 6 FIRE Dragon, 2100/400
WSP = "Wind Spirit's Protection"
VENGEFUL = "Vengeful Dragon's Counterattack"


# ------------------------------------------------------- Starter Deck 01: monsters
def test_torna_the_windweaver_switches_an_opponents_monsters_position() -> None:
    duel = build(p0=Side(monsters=[("Torna the Windweaver", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    torna = find(duel, "Torna the Windweaver")
    events = do(duel, f"activate {torna}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert duel.request.kind == "pick"  # either monster, face-up or face-down
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "V4-1600"), find(duel, "V4-1400")}
    events = do(duel, f"pick {find(duel, 'V4-1600')}")
    assert [e.value for e in events if e.kind == "position"] == [DEF]
    assert duel.pos[mzone(duel, 1, "V4-1600")] == DEF
    no_activation(duel, torna)  # once per turn
    # A face-down Defense Position monster becomes face-up Attack Position.
    duel = build(p0=Side(monsters=[("Torna the Windweaver", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1400", SET)]))
    events = do(duel, f"activate {find(duel, 'Torna the Windweaver')}")
    assert [e.value for e in events if e.kind == "position"] == [ATK]
    assert duel.pos[mzone(duel, 1, "V4-1400")] == ATK
    # No card in the hand: refused; no monster to change: refused.
    duel = build(p0=Side(monsters=[("Torna the Windweaver", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Torna the Windweaver"))
    duel = build(p0=Side(monsters=[("Torna the Windweaver", ATK)], hand=["V1-100"]))
    no_activation(duel, find(duel, "Torna the Windweaver"))


def test_torna_the_windweaver_cannot_choose_a_maximum_mode_monster() -> None:
    overlord = "Supreme Machine Magnum Overlord"
    duel = build(p0=Side(hand=[f"{overlord} [L]", overlord, f"{overlord} [R]"]),
                 p1=Side(monsters=[("Torna the Windweaver", ATK)], hand=["V1-100"]))
    do(duel, f"maximum {find(duel, overlord, 0, 'hand')}")
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    no_activation(duel, find(duel, "Torna the Windweaver"))  # R-MAX-4


def test_mystic_dealer_sends_a_spellcaster_from_the_hand_to_draw_1() -> None:
    duel = build(p0=Side(monsters=[("Mystic Dealer", ATK)], hand=[SORCERER, "V4-1600"],
                         deck=["V2-500", "V1-100"]))
    dealer = find(duel, "Mystic Dealer")
    events = do(duel, f"activate {dealer}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of(SORCERER)]
    assert [e.code for e in events if e.kind == "draw"] == [code_of("V2-500")]
    assert names(duel, 0, "hand") == ["V4-1600", "V2-500"]
    assert names(duel, 0, "gy") == [SORCERER] and names(duel, 0, "deck") == ["V1-100"]
    # No Spellcaster in the hand: refused.
    duel = build(p0=Side(monsters=[("Mystic Dealer", ATK)], hand=["V4-1600", "V8-3000"]))
    no_activation(duel, find(duel, "Mystic Dealer"))


def test_shining_shaman_lets_a_small_spellcaster_attack_directly() -> None:
    duel = build(p0=Side(monsters=[("Shining Shaman", ATK), (SORCERER, ATK), ("V7-2500", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    shaman = find(duel, "Shining Shaman")
    events = do(duel, f"activate {shaman}")
    assert [e.code for e in moves(events, "mzone", "gy", "cost")] == [code_of("Shining Shaman")]
    assert names(duel, 0, "mzone") == ["", SORCERER, "V7-2500"]
    do(duel, "battle")
    sorcerer, big = find(duel, SORCERER), find(duel, "V7-2500")
    legal = duel.legal_actions()
    assert Action.parse(f"attack {sorcerer} -> direct") in legal
    assert Action.parse(f"attack {big} -> direct") not in legal  # Level 7: not chosen
    events = do(duel, f"attack {sorcerer} -> direct")
    assert [e.value for e in events if e.kind == "damage"] == [1500]
    assert duel.lp == [8000, 6500]
    do(duel, "end")  # the Battle Phase and the turn end ("this turn")
    assert duel.tp == 1
    assert not duel.has(duel.inst(sorcerer), "direct")
    # Its only Level 4 or lower Spellcaster is the Shaman itself: refused.
    duel = build(p0=Side(monsters=[("Shining Shaman", ATK), ("V7-2500", ATK), (ARCHER, SET)]))
    no_activation(duel, find(duel, "Shining Shaman"))


# --------------------------------------------------------- Starter Deck 01: spells
def test_wind_spirits_protection_gives_a_spellcaster_1000_atk() -> None:
    duel = build(p0=Side(hand=[WSP, "V1-100"], monsters=[(SORCERER, ATK), ("V4-1600", ATK)]))
    events = do(duel, f"activate {find(duel, WSP)} s0")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    sorcerer = mzone(duel, 0, SORCERER)  # the only Spellcaster: chosen without asking
    assert duel.atk(sorcerer) == 2500 and duel.atk(mzone(duel, 0, "V4-1600")) == 1600
    assert names(duel, 0, "gy") == ["V1-100", WSP]
    do(duel, "end")
    assert duel.atk(mzone(duel, 0, SORCERER)) == 1500
    # The Spell cannot pay for itself: with no other card in the hand it is refused.
    duel = build(p0=Side(hand=[WSP], monsters=[(SORCERER, ATK)]))
    refused(duel, f"activate {find(duel, WSP)} s0")
    # No face-up Spellcaster: refused.
    duel = build(p0=Side(hand=[WSP, "V1-100"], monsters=[(SORCERER, SET), ("V4-1600", ATK)]))
    refused(duel, f"activate {find(duel, WSP)} s0")


def test_magical_stream_destroys_an_opponents_spell_or_trap() -> None:
    duel = build(p0=Side(hand=["Magical Stream"], monsters=[(SORCERER, ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    events = do(duel, f"activate {find(duel, 'Magical Stream')} s0")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [
        code_of("Mirror Force (Rush)")]
    assert names(duel, 1, "gy") == ["Mirror Force (Rush)"]
    assert names(duel, 0, "gy") == ["Magical Stream"]
    # The Spellcaster is face-down: refused.
    duel = build(p0=Side(hand=["Magical Stream"], monsters=[(SORCERER, SET)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    refused(duel, f"activate {find(duel, 'Magical Stream')} s0")
    # No Spell/Trap on the opponent's field: refused.
    duel = build(p0=Side(hand=["Magical Stream"], monsters=[(SORCERER, ATK)]))
    refused(duel, f"activate {find(duel, 'Magical Stream')} s0")


# ---------------------------------------------------------- Starter Deck 01: traps
def test_dark_revelation_shuffles_4_spellcasters_to_destroy_attack_position_monsters() -> None:
    spellcasters = [SORCERER, ARCHER, "V7-2500", "Straynge Cat"]
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK), ("V4-1400", DEF)]),
                 p1=Side(spells=[("Dark Revelation", SET)], gy=[*spellcasters, "V4-1700"],
                         deck=["V1-100"] * 3))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Dark Revelation')}")
    back = moves(events, "gy", "deck", "cost")
    assert sorted(e.code for e in back) == sorted(code_of(n) for n in spellcasters)
    assert any(e.kind == "shuffle" and e.player == 1 for e in events)
    # 3 + 4 cards; the Battle Phase then ends (no attacker left) and player 1 draws 5.
    assert len(duel.deck[1]) + len(duel.hand[1]) == 7 and duel.tp == 1
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1800"))
    assert names(duel, 0, "mzone") == ["", "", "V4-1400"]
    assert sorted(names(duel, 1, "gy")) == ["Dark Revelation", "V4-1700"]
    assert duel.lp == [8000, 8000]  # the attacker is gone: no damage
    # Only 3 Spellcasters in the GY: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[("Dark Revelation", SET)], gy=[*spellcasters[:3], "V4-1700"]))
    do(duel, f"attack {find(duel, 'V4-1600')} -> direct")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6400]
    no_activation(duel, find(duel, "Dark Revelation"))


def test_curtain_of_sparks_makes_the_attacker_lose_500_atk() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                 p1=Side(spells=[("Curtain of Sparks", SET)], monsters=[("V4-1600", ATK)],
                         gy=[ARCHER]))
    attacker = find(duel, "V4-1800")
    do(duel, f"attack {attacker} -> {find(duel, 'V4-1600')}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, 'Curtain of Sparks')}")
    # 1300 against 1600: the attacker is destroyed and its controller takes 300.
    assert [e.code for e in moves(events, "mzone", "gy", "battle")] == [code_of("V4-1800")]
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 300)]
    assert duel.lp == [7700, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "gy") == [ARCHER, "Curtain of Sparks"]
    # The ATK loss itself, seen before the battle, and its end at the end of the turn.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK)]),
                 p1=Side(spells=[("Curtain of Sparks", SET)], gy=[ARCHER]))
    attacker = find(duel, "V4-1800")
    do(duel, f"attack {attacker} -> direct")
    do(duel, f"activate {find(duel, 'Curtain of Sparks')}")
    assert duel.lp == [8000, 6700] and duel.atk(duel.inst(attacker)) == 1300
    do(duel, "end")
    do(duel, "end")
    assert duel.atk(duel.inst(attacker)) == 1800
    # No Spellcaster in the GY: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[("Curtain of Sparks", SET)], gy=["V4-1600"]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.request.kind == "battle" and duel.lp == [8000, 6200]
    no_activation(duel, find(duel, "Curtain of Sparks"))


# ------------------------------------------------------- Starter Deck 02: monsters
def test_gravity_press_dragon_makes_an_opponents_monster_lose_700_atk_def() -> None:
    duel = build(p0=Side(monsters=[("Gravity Press Dragon", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    gpd = find(duel, "Gravity Press Dragon")
    events = do(duel, f"activate {gpd}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    target = mzone(duel, 1, "V4-1600")  # the only face-up one: chosen without asking
    assert (duel.atk(target), duel.defense(target)) == (900, 300)
    hidden = mzone(duel, 1, "V4-1400")
    assert (duel.atk(hidden), duel.defense(hidden)) == (1400, 1200)
    do(duel, "end")
    assert (duel.atk(target), duel.defense(target)) == (1600, 1000)
    # Only a face-down monster on the opponent's field: refused; empty hand: refused.
    duel = build(p0=Side(monsters=[("Gravity Press Dragon", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1400", SET)]))
    no_activation(duel, find(duel, "Gravity Press Dragon"))
    duel = build(p0=Side(monsters=[("Gravity Press Dragon", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    no_activation(duel, find(duel, "Gravity Press Dragon"))


def test_twin_edge_dragon_attacks_twice_this_turn() -> None:
    duel = build(p0=Side(monsters=[("Twin Edge Dragon", ATK)], hand=["V1-100"]),
                 p1=Side(monsters=[("V2-500", ATK)]))
    ted = find(duel, "Twin Edge Dragon")
    events = do(duel, f"activate {ted}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    do(duel, "battle")
    events = do(duel, f"attack {ted} -> {find(duel, 'V2-500')}")
    assert [e.code for e in moves(events, "mzone", "gy", "battle")] == [code_of("V2-500")]
    events = do(duel, f"attack {ted} -> direct")  # the second attack
    assert duel.lp == [8000, 8000 - 500 - 1000]
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]  # no third one
    # Without the effect it attacks once; with an empty hand it is refused.
    duel = build(phase="battle", p0=Side(monsters=[("Twin Edge Dragon", ATK)]))
    do(duel, f"attack {find(duel, 'Twin Edge Dragon')} -> direct")
    assert not [a for a in duel.legal_actions() if a.kind == "attack"]
    duel = build(p0=Side(monsters=[("Twin Edge Dragon", ATK)]))
    no_activation(duel, find(duel, "Twin Edge Dragon"))


def test_phoenix_dragon_adds_a_level_5_or_higher_dragon_from_the_gy() -> None:
    duel = build(p0=Side(monsters=[("Phoenix Dragon", ATK)], hand=["V1-100"],
                         gy=["V8-3000", "V4-1500", FIRE_GUARDIAN, "V7-2500"]))
    events = do(duel, f"activate {find(duel, 'Phoenix Dragon')}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        find(duel, "V8-3000"), find(duel, FIRE_GUARDIAN)}
    events = do(duel, f"pick {find(duel, FIRE_GUARDIAN)}")
    assert [e.code for e in moves(events, "gy", "hand")] == [code_of(FIRE_GUARDIAN)]
    assert names(duel, 0, "hand") == [FIRE_GUARDIAN]
    assert names(duel, 0, "gy") == ["V8-3000", "V4-1500", "V7-2500", "V1-100"]
    # Only a Level 4 Dragon and a Level 7 Spellcaster in the GY: refused.
    duel = build(p0=Side(monsters=[("Phoenix Dragon", ATK)], hand=["V1-100"],
                         gy=["V4-1500", "V7-2500"]))
    no_activation(duel, find(duel, "Phoenix Dragon"))


# --------------------------------------------------------- Starter Deck 02: spells
def test_dragons_inferno_destroys_an_opponents_spell_or_trap() -> None:
    inferno = "Dragon's Inferno"
    duel = build(p0=Side(hand=[inferno], monsters=[(DRAGORITE, ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET), ("Dragon Encounter", SET)]))
    do(duel, f"activate {find(duel, inferno)} s0")
    assert duel.request.kind == "pick"
    events = do(duel, f"pick {find(duel, 'Dragon Encounter')}")
    assert [e.code for e in moves(events, "szone", "gy", "destroy")] == [
        code_of("Dragon Encounter")]
    assert names(duel, 1, "szone") == ["Mirror Force (Rush)", "", ""]
    assert names(duel, 0, "gy") == [inferno]
    # No face-up Dragon (a face-down one, a face-up Spellcaster): refused.
    duel = build(p0=Side(hand=[inferno], monsters=[(DRAGORITE, SET), (SORCERER, ATK)]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    refused(duel, f"activate {find(duel, inferno)} s0")


# ---------------------------------------------------------- Starter Deck 02: traps
def test_vengeful_dragons_counterattack_destroys_a_monster_after_a_dragon_falls() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(spells=[(VENGEFUL, SET)], monsters=[(DRAGORITE, ATK)],
                         hand=["V1-100"]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, DRAGORITE)}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, VENGEFUL)}")
    assert [e.code for e in moves(events, "hand", "gy", "cost")] == [code_of("V1-100")]
    assert duel.request.kind == "pick"  # 1 monster the opponent controls
    events = do(duel, f"pick {find(duel, 'V4-1600')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1600")]
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""]
    assert names(duel, 1, "gy") == [DRAGORITE, "V1-100", VENGEFUL]
    # A non-Dragon destroyed by the attack: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(VENGEFUL, SET)], monsters=[("V4-1600", ATK)],
                         hand=["V1-100"]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1600')}")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, VENGEFUL))
    # No card in the hand to send: not offered.
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(VENGEFUL, SET)], monsters=[(DRAGORITE, ATK)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, DRAGORITE)}")
    assert duel.request.kind == "battle"
    no_activation(duel, find(duel, VENGEFUL))
    # Your own Dragon destroyed while attacking, in your turn: not an opponent's attack.
    duel = build(turn=4, tp=1, phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(spells=[(VENGEFUL, SET)], monsters=[(DRAGORITE, ATK), ("V1-100", ATK)],
                         hand=["V1-100"]))
    do(duel, f"attack {find(duel, DRAGORITE)} -> {find(duel, 'V4-1800')}")
    assert duel.request.kind == "battle" and names(duel, 1, "gy") == [DRAGORITE]
    no_activation(duel, find(duel, VENGEFUL))


# ------------------------------------------------------------------------- table
NORMAL_MONSTERS = (
    "Ansler the Magical Swordsman", "Hydro Magician", SORCERER, "Magical Beast Wolfang",
    ARCHER, "Straynge Cat", FIRE_GUARDIAN, "Dragon Knight of Darkness", DRAGORITE,
    "Dragon's Sage", "Dragon Bat", "Draco the Tiny",
)


def test_every_starter_card_is_scripted_or_vanilla_and_has_facts() -> None:
    starters = [c for c in SEED_POOL.values() if c.code // 1000 in (160301, 160302)]
    assert len(starters) == 28  # every passcode 160301xxx and 160302xxx
    vanilla = {c.name for c in starters if c.type & CardType.NORMAL}
    assert vanilla == set(NORMAL_MONSTERS)
    assert all(c.behaviour is None for c in starters if c.name in vanilla)
    scripted = set(SCRIPTS)
    for card in starters:
        vanilla = card.is_monster and not card.type & CardType.EFFECT
        assert (card.behaviour is not None) != vanilla, card.name
    assert scripted <= {c.name for c in starters}
    assert len(scripted) == 13


def test_multistrike_dragon_dragias_attacks_again_after_destroying_a_monster() -> None:
    duel = build(p0=Side(monsters=[("Multistrike Dragon Dragias", ATK)],
                         deck=["V1-100", "V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    dragias = find(duel, "Multistrike Dragon Dragias")
    do(duel, f"activate {dragias}")  # mill 1
    assert names(duel, 0, "gy") == ["V1-100"]
    do(duel, "battle")
    do(duel, f"attack {dragias} -> {find(duel, 'V4-1600')}")
    assert duel.lp[1] == 8000 - 900
    # it destroyed a monster by battle: a second attack this Battle Phase
    assert Action("attack", dragias, target=find(duel, "V4-1400")) in duel.legal_actions()
    do(duel, f"attack {dragias} -> {find(duel, 'V4-1400')}")
    assert duel.lp[1] == 8000 - 900 - 1100 and duel.tp == 1  # no third attack


def test_multistrike_dragon_dragias_no_second_attack_without_a_kill() -> None:
    duel = build(p0=Side(monsters=[("Multistrike Dragon Dragias", ATK), ("V1-100", ATK)],
                         deck=["V1-100"]),
                 p1=Side(monsters=[("V5-WALL", DEF)]))
    dragias = find(duel, "Multistrike Dragon Dragias")
    do(duel, f"activate {dragias}")
    do(duel, "battle")
    do(duel, f"attack {dragias} -> {find(duel, 'V5-WALL')}")  # 2500 < 3000 DEF: no kill
    assert not [a for a in duel.legal_actions() if a.kind == "attack" and a.card == dragias]
    empty = build(p0=Side(monsters=[("Multistrike Dragon Dragias", ATK)], deck=[]))
    no_activation(empty, find(empty, "Multistrike Dragon Dragias"))  # nothing to mill
