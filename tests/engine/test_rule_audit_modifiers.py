"""Audit of stat modifiers, continuous effects, Equip and Field Spells and durations
against RULES.md (R-EFF-4/5/6, R-END-1, R-EQUIP, R-FIELD, R-DMG-3/4, R-CALC, R-REPLAY-5,
R-RIT-2/3) and the engine's views of them (observe, clone, state_hash).

The cards defined here are throwaway test cards (passcodes 959_700_001+), written in
our own words; each does one small, visible thing.
"""

from __future__ import annotations

import itertools
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack
from rushdesk.engine.effects.ops import (
    ON_FIELD,
    OPP_TURN,
    ChangePosition,
    Destroy,
    Fixed,
    Grant,
    Modify,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_LEVEL, MOD_PIERCE

from ..cards.util import POOL as CARD_POOL
from .util import do, find, names

_codes = itertools.count(959_700_001)
_CARDS: list[CardData] = []
MONSTER = CardType.MONSTER | CardType.EFFECT


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects), **facts))
    return name


def _spell(name: str, *ops: Any) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", ops=ops))


def _trap(name: str, *ops: Any) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=OnAttack(), ops=ops))


def _monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000,
             dfn: int = 1000) -> str:
    return _card(name, MONSTER, *effects, attribute=Attribute.EARTH, race="Warrior",
                 level=level, atk=atk, defense=dfn)


def _field(name: str, amount: int, who: str) -> str:
    return _card(name, CardType.SPELL | CardType.FIELD, Effect(kind="field", mods=(
        Cont(Sel(who=who, face="up"), MOD_ATK, amount, f"gain {amount} ATK"),)))


def _equip(name: str, sel: Sel, *mods: Cont) -> str:
    return _card(name, CardType.SPELL | CardType.EQUIP, Effect(kind="equip", equip=sel,
                                                               mods=mods))


UP = Sel(face="up")
OPP_UP = Sel(who="opp", face="up")
PUMP = _spell("FX-G-PUMP", Modify(UP, amount=Fixed(500)))  # +500 ATK this turn
DRAIN = _spell("FX-G-DRAIN", Modify(OPP_UP, amount=Fixed(700), sign=-1))  # -700 ATK
SOFTEN = _spell("FX-G-SOFTEN", Modify(OPP_UP, stat="def", amount=Fixed(1000), sign=-1))
HARDEN = _spell("FX-G-HARDEN", Modify(UP, stat="def", amount=Fixed(400)))  # +400 DEF
LEVEL_UP = _spell("FX-G-LEVEL-UP", Grant(UP, kind=MOD_LEVEL, value=2, phrase="gains 2 Levels"))
PIERCE = _spell("FX-G-PIERCE", Grant(UP, kind=MOD_PIERCE, phrase="inflicts piercing damage"))
LASTING = _spell("FX-G-LASTING", Modify(UP, amount=Fixed(400), duration=ON_FIELD))
FLIPDOWN = _spell("FX-G-FLIPDOWN", ChangePosition(Sel(who="any", face="up"), to="set"))
GUARD = _spell("FX-G-GUARD", ChangePosition(Sel(who="any", face="up", pos="atk")))
TARGET = Sel(memo="target")
ATTACKER = Sel(who="opp", memo="attacker")
T_BOOST = _trap("FX-G-T-BOOST", Modify(TARGET, amount=Fixed(500)))  # this turn
T_WEAKEN = _trap("FX-G-T-WEAKEN", Modify(ATTACKER, amount=Fixed(1000), sign=-1))
T_LONG = _trap("FX-G-T-LONG", Modify(TARGET, amount=Fixed(500), duration=OPP_TURN))
BANNER = _monster("FX-G-BANNER", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 300, "gain 300 ATK"),)), atk=1000)
BULWARK = _monster("FX-G-BULWARK", Effect(kind="continuous", mods=(
    Cont(THIS, MOD_DEF, 1000, "gains 1000 DEF"),)), atk=0, dfn=1000)
FIELD_MINE = _field("FX-G-FIELD-MINE", 200, "you")
FIELD_ALL = _field("FX-G-FIELD-ALL", 300, "any")
SWORD = _equip("FX-G-SWORD", Sel(face="up", race="Warrior"),
               Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"))
SHIELD = _equip("FX-G-SHIELD", Sel(face="up", race="Warrior"),
                Cont(EQUIPPED, MOD_ATK, 200, "gains 200 ATK"),
                Cont(EQUIPPED, MOD_DEF, 800, "gains 800 DEF"))
FIELD_BREAK = _spell("FX-G-FIELD-BREAK", Destroy(Sel(where=("fzone",), who="opp")))
LOW_CHARM = _equip("FX-G-LOW-CHARM", Sel(face="up", level_max=4),
                   Cont(EQUIPPED, MOD_ATK, 700, "gains 700 ATK"))

POOL = CARD_POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = "mzone") -> int:
    return duel.inst(find(duel, name, player, zone))


def play(duel: Duel, name: str, target: str | None = None, zone: str = "s0") -> None:
    """Player `tp` activates Spell `name` from the hand, picking `target` if asked."""
    do(duel, f"activate {find(duel, name, duel.tp, 'hand')} {zone}")
    while duel.request.kind != "main":
        kind = duel.request.kind
        assert kind in ("pick", "position"), kind
        if kind == "position":
            do(duel, "choose atk")
        else:
            assert target is not None, "a pick was asked"
            do(duel, f"pick {find(duel, target, None, 'mzone')}")


def attack(duel: Duel, attacker: str, target: str) -> None:
    if duel.request.kind == "main":
        do(duel, "battle")
    tp = duel.tp
    do(duel, f"attack {find(duel, attacker, tp, 'mzone')} -> {find(duel, target, 1 - tp)}")


def end_turn(duel: Duel) -> None:
    """End the turn (from the Main or Battle Phase); no window is open."""
    do(duel, "end")
    assert duel.request.kind == "main"


# ============================================================ durations (R-EFF-6, R-END-1)
def test_r_eff_6_r_end_1_this_turn_gain_lasts_through_battle_and_ends_at_the_end_phase() -> None:
    duel = build(p0=Side(hand=[PUMP], monsters=[("V4-1600", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1400", ATK)]))
    play(duel, PUMP, "V4-1600")
    me = at(duel, "V4-1600")
    assert duel.atk(me) == 2100
    attack(duel, "V4-1600", "V4-1800")  # 2100 against 1800
    assert duel.lp[1] == 7700 and names(duel, 1, "gy") == ["V4-1800"]
    assert duel.request.kind == "battle" and duel.atk(me) == 2100  # not before the End Phase
    end_turn(duel)
    assert (duel.turn, duel.atk(me)) == (4, 1600)


def test_r_end_1_a_trap_gain_in_the_opponents_turn_ends_with_that_turn() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1700", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(T_BOOST, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, T_BOOST)}")  # V4-1600 gains 500: 2100
    assert duel.request.kind != "replay"  # an ATK change is no replay (R-REPLAY-5)
    assert duel.lp == [7700, 8000] and names(duel, 0, "gy") == ["V4-1800"]
    mine = at(duel, "V4-1600", 1)
    assert duel.atk(mine) == 2100
    attack(duel, "V4-1700", "V4-1600")  # still 2100 in the same Battle Phase
    assert duel.lp == [7300, 8000]
    end_turn(duel)
    assert (duel.turn, duel.tp, duel.atk(mine)) == (4, 1, 1600)


def test_r_end_1_a_modifier_for_as_long_as_it_stays_survives_end_phases() -> None:
    """R-EFF-5/R-CARD-2: it lasts as long as the text says; R-EFF-4: not past a return."""
    duel = build(p0=Side(hand=[LASTING, PUMP, "FX-RECALL"], monsters=[("V4-1600", ATK)]))
    play(duel, LASTING, "V4-1600")
    play(duel, PUMP, "V4-1600", "s1")
    assert duel.atk(at(duel, "V4-1600")) == 2500
    end_turn(duel)
    assert duel.atk(at(duel, "V4-1600")) == 2000  # only "this turn" ended
    end_turn(duel)
    assert duel.turn == 5 and duel.atk(at(duel, "V4-1600")) == 2000
    play(duel, "FX-RECALL", "V4-1600")
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    assert duel.atk(at(duel, "V4-1600")) == 1600


def test_r_card_2_a_trap_lasting_to_the_opponents_next_turn_ends_in_an_opponents_turn() -> None:
    """A Trap of P1 used in P0's turn 3, "until the end of your opponent's next turn":
    the opponent's next turn after the current one is P0's turn 5 (as the OCG rules the
    phrase when used in the opponent's turn), never P1's own turn 4."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[("V5-WALL", DEF)], spells=[(T_LONG, SET)]))
    attack(duel, "V4-1800", "V5-WALL")
    do(duel, f"activate {find(duel, T_LONG)}")
    mine = at(duel, "V5-WALL", 1)
    present = {}
    for turn in (3, 4, 5, 6):
        assert duel.turn == turn
        present[turn] = duel.atk(mine) == 500
        end_turn(duel)
    assert present == {3: True, 4: True, 5: True, 6: False}


# ============================================================ stacking and the floor of 0
def test_r_calc_1_stacked_changes_add_up_and_battle_uses_the_total() -> None:
    duel = build(p0=Side(hand=[PUMP, PUMP, SWORD, FIELD_MINE], monsters=[("V4-1400", ATK)]),
                 p1=Side(monsters=[("V6-2400", ATK)], hand=[]))
    play(duel, SWORD, "V4-1400", "s0")  # +500
    play(duel, PUMP, "V4-1400", "s1")  # +500
    play(duel, PUMP, "V4-1400", "s2")  # +500
    do(duel, f"activate {find(duel, FIELD_MINE)} f")  # +200
    me = at(duel, "V4-1400")
    assert duel.atk(me) == 1400 + 500 + 500 + 500 + 200
    attack(duel, "V4-1400", "V6-2400")  # 3100 against 2400
    assert duel.lp[1] == 7300 and names(duel, 1, "gy") == ["V6-2400"]
    assert duel.turn == 4  # no attacker left: the turn ended (R-END-1)
    assert duel.atk(me) == 1400 + 500 + 200  # the Equip and the Field Spell stay


def test_r_calc_1_a_monster_brought_below_zero_battles_with_zero_atk() -> None:
    duel = build(p0=Side(hand=[DRAIN], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V2-500", ATK)]))
    play(duel, DRAIN, "V2-500")
    weak = at(duel, "V2-500", 1)
    assert duel.atk(weak) == 0
    view = duel.observe(1).data["players"][1]["monsters"][0]
    assert view["atk"] == 0
    attack(duel, "V4-1600", "V2-500")
    assert duel.lp[1] == 8000 - 1600 and names(duel, 1, "gy") == ["V2-500"]


# ==================================================== a new monster (R-EFF-4, R-EQUIP-4)
def test_r_eff_4_a_monster_returned_and_summoned_again_loses_its_modifiers() -> None:
    duel = build(p0=Side(hand=[PUMP, HARDEN, LEVEL_UP, PIERCE, "FX-RECALL"],
                         monsters=[("V4-1600", ATK)]))
    for k, spell in enumerate((PUMP, HARDEN, LEVEL_UP)):
        play(duel, spell, "V4-1600", f"s{k}")
    play(duel, PIERCE, "V4-1600", "s0")
    me = at(duel, "V4-1600")
    assert (duel.atk(me), duel.defense(me), duel.level(me)) == (2100, 1400, 6)
    assert duel.has(me, MOD_PIERCE)
    play(duel, "FX-RECALL", "V4-1600", "s1")
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    me = at(duel, "V4-1600")
    assert (duel.atk(me), duel.defense(me), duel.level(me)) == (1600, 1000, 4)
    assert not duel.has(me, MOD_PIERCE)


def test_r_eff_4_turned_face_down_and_face_up_again_its_modifiers_are_gone() -> None:
    duel = build(p0=Side(hand=[PUMP, LEVEL_UP, FLIPDOWN], monsters=[("V4-1600", ATK)]))
    play(duel, PUMP, "V4-1600", "s0")
    play(duel, LEVEL_UP, "V4-1600", "s1")
    play(duel, FLIPDOWN, "V4-1600", "s2")
    me = at(duel, "V4-1600")
    assert duel.pos[me] == SET
    do(duel, f"position {duel.oid[me]} atk")  # its first manual change this turn
    assert (duel.atk(me), duel.level(me)) == (1600, 4)


def test_r_eff_4_r_dmg_3_a_def_loss_does_not_survive_a_face_down_turn() -> None:
    duel = build(p0=Side(hand=[SOFTEN, FLIPDOWN], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    play(duel, SOFTEN, "V4-WALL")
    assert duel.defense(at(duel, "V4-WALL", 1)) == 1000
    play(duel, FLIPDOWN, "V4-WALL", "s1")
    attack(duel, "V4-1600", "V4-WALL")  # flipped face-up: a new monster, DEF 2000
    assert names(duel, 1, "gy") == [] and duel.lp == [7600, 8000]
    wall = at(duel, "V4-WALL", 1)
    assert duel.pos[wall] == DEF and duel.defense(wall) == 2000


def test_r_equip_4_an_equip_goes_to_the_gy_when_its_monster_is_turned_face_down() -> None:
    duel = build(p0=Side(hand=[SWORD, SHIELD, FLIPDOWN], monsters=[("V4-1600", ATK)]))
    play(duel, SWORD, "V4-1600", "s0")
    play(duel, SHIELD, "V4-1600", "s1")
    me = at(duel, "V4-1600")
    assert (duel.atk(me), duel.defense(me)) == (2300, 1800)  # R-EQUIP-2
    play(duel, FLIPDOWN, "V4-1600", "s2")
    assert sorted(names(duel, 0, "gy")) == sorted([SWORD, SHIELD, FLIPDOWN])
    assert names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"position {duel.oid[me]} atk")
    assert (duel.atk(me), duel.defense(me)) == (1600, 1000)


# ============================================================ continuous effects (R-EFF-5)
def test_r_eff_5_applies_to_later_summons_and_stops_at_once_when_turned_face_down() -> None:
    duel = build(p0=Side(hand=["V4-1400", FLIPDOWN, GUARD],
                         monsters=[(BANNER, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    assert duel.atk(at(duel, "V4-1600")) == 1900
    do(duel, f"summon {find(duel, 'V4-1400', 0, 'hand')} z2")
    assert duel.atk(at(duel, "V4-1400")) == 1700  # summoned after it: applies too
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800  # "you control" only
    play(duel, GUARD, BANNER, "s0")
    assert duel.pos[at(duel, BANNER)] == DEF and duel.atk(at(duel, "V4-1600")) == 1900
    play(duel, FLIPDOWN, BANNER, "s1")
    assert duel.atk(at(duel, "V4-1600")) == 1600 and duel.atk(at(duel, "V4-1400")) == 1400
    obs = duel.observe(1).data["players"][0]["monsters"]
    assert [m.get("atk") for m in obs] == [None, 1600, 1400]


def test_r_eff_5_r_dmg_3_a_face_down_target_has_its_continuous_effect_at_calculation() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[(BULWARK, SET)]))
    bulwark = at(duel, BULWARK, 1)
    attack(duel, "V4-1800", BULWARK)  # DEF 1000 + 1000 once face-up
    assert duel.pos[bulwark] == DEF and duel.defense(bulwark) == 2000
    assert duel.lp == [7800, 8000] and names(duel, 1, "gy") == []


def test_r_dmg_3_a_source_turned_face_up_by_battle_starts_to_apply_then() -> None:
    duel = build(p0=Side(monsters=[("V2-500", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[(BANNER, SET), ("V4-1600", ATK)]))
    assert duel.atk(at(duel, "V4-1600", 1)) == 1600
    attack(duel, "V2-500", BANNER)  # 500 against DEF 1000
    assert duel.lp == [7500, 8000] and duel.pos[at(duel, BANNER, 1)] == DEF
    assert duel.atk(at(duel, "V4-1600", 1)) == 1900


def test_r_eff_5_stops_when_the_source_leaves_the_field() -> None:
    duel = build(p0=Side(hand=["FX-RECALL"], monsters=[(BANNER, ATK), ("V4-1600", ATK)]))
    play(duel, "FX-RECALL", BANNER)
    assert names(duel, 0, "hand") == [BANNER]
    assert duel.atk(at(duel, "V4-1600")) == 1600


# ============================================================ Field Spells (R-FIELD-1)
def test_r_field_1_for_its_controller_only_and_to_monsters_summoned_later() -> None:
    duel = build(p0=Side(hand=[FIELD_MINE, "V4-1400"], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    do(duel, f"activate {find(duel, FIELD_MINE)} f")
    do(duel, f"summon {find(duel, 'V4-1400', 0, 'hand')} z1")
    assert duel.atk(at(duel, "V4-1600")) == 1800 and duel.atk(at(duel, "V4-1400")) == 1600
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800
    end_turn(duel)  # P1's turn: still only P0's monsters
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800 and duel.atk(at(duel, "V4-1600")) == 1800


def test_r_field_1_two_field_spells_for_both_players_stack_on_every_monster() -> None:
    duel = build(p0=Side(hand=[FIELD_ALL, FIELD_BREAK], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_MINE, ATK)))
    do(duel, f"activate {find(duel, FIELD_ALL)} f")
    assert duel.atk(at(duel, "V4-1600")) == 1900  # P0's own "both players" Field Spell
    assert duel.atk(at(duel, "V4-1800", 1)) == 2300  # P1's own +200 and P0's +300
    play(duel, FIELD_BREAK, None, "s0")
    assert names(duel, 1, "gy") == [FIELD_MINE]
    assert duel.atk(at(duel, "V4-1800", 1)) == 2100  # its +200 stopped at once
    attack(duel, "V4-1600", "V4-1800")  # 1900 against 2100
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [FIELD_BREAK, "V4-1600"]


def test_r_field_3_a_set_field_spell_applies_only_once_activated() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_MINE, SET)))
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"activate {find(duel, FIELD_MINE)}")
    assert duel.atk(at(duel, "V4-1600")) == 1800


# ============================================================ Equip Spells (R-EQUIP)
def test_r_equip_1_an_equip_stays_through_a_position_change_and_its_def_is_used() -> None:
    duel = build(p0=Side(hand=[SHIELD, GUARD], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1700", ATK)]))
    play(duel, SHIELD, "V4-1600", "s0")
    play(duel, GUARD, "V4-1600", "s1")
    me = at(duel, "V4-1600")
    assert duel.pos[me] == DEF and names(duel, 0, "szone")[0] == SHIELD
    assert (duel.atk(me), duel.defense(me)) == (1800, 1800)
    end_turn(duel)
    attack(duel, "V4-1700", "V4-1600")  # P1's turn 4: 1700 against DEF 1800
    assert duel.lp == [8000, 7900] and names(duel, 0, "gy") == [GUARD]


def test_r_equip_3_the_condition_is_checked_only_when_equipping() -> None:
    duel = build(p0=Side(hand=[LOW_CHARM, LEVEL_UP], monsters=[("V4-1600", ATK)]))
    play(duel, LOW_CHARM, "V4-1600", "s0")  # Level 4 or lower: it may equip
    play(duel, LEVEL_UP, "V4-1600", "s1")
    me = at(duel, "V4-1600")
    assert duel.level(me) == 6  # the condition no longer holds
    assert names(duel, 0, "szone")[0] == LOW_CHARM and duel.atk(me) == 2300


# ======================================================= battle with current values
def test_r_dmg_4_a_trap_lowering_the_attackers_atk_counts_at_calculation() -> None:
    """R-DMG-4 with R-REPLAY-5: an ATK change in the attack window is no replay."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(T_WEAKEN, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    do(duel, f"activate {find(duel, T_WEAKEN)}")
    assert duel.request.kind == "battle"  # the battle ran: no replay was asked
    assert duel.lp == [7200, 8000] and names(duel, 0, "gy") == ["V4-1800"]


def test_r_calc_3_an_attacker_lowered_below_zero_fights_with_zero() -> None:
    duel = build(p0=Side(monsters=[("V2-500", ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-0", ATK)], spells=[(T_WEAKEN, SET)]))
    attack(duel, "V2-500", "V4-0")
    do(duel, f"activate {find(duel, T_WEAKEN)}")  # 500 - 1000: ATK 0, not -500
    assert duel.atk(at(duel, "V2-500", 0)) == 0
    assert duel.lp == [8000, 8000] and names(duel, 0, "gy") == []
    assert names(duel, 1, "gy") == [T_WEAKEN]


def test_r_calc_4_a_def_change_made_in_attack_position_counts_in_defense() -> None:
    duel = build(p0=Side(hand=[SOFTEN, GUARD], monsters=[("V4-1600", ATK), ("V4-0", ATK)]),
                 p1=Side(monsters=[("V4-WALL", ATK)]))
    play(duel, SOFTEN, "V4-WALL", "s0")
    wall = at(duel, "V4-WALL", 1)
    assert duel.pos[wall] == ATK and duel.defense(wall) == 1000
    for p in (0, 1):  # what each player sees
        view = duel.observe(p).data["players"][1]["monsters"][0]
        assert (view["atk"], view["def"]) == (0, 1000)
    play(duel, GUARD, "V4-WALL", "s1")
    attack(duel, "V4-1600", "V4-WALL")  # 1600 against DEF 1000
    assert names(duel, 1, "gy") == ["V4-WALL"] and duel.lp == [8000, 8000]


# ============================================================ Levels (R-RIT-2, R-RIT-3)
def test_r_rit_3_a_changed_level_counts_toward_the_ritual_total() -> None:
    duel = build(p0=Side(hand=[LEVEL_UP, "Hamburger Fast Recipe"],
                         monsters=[("V4-1600", ATK), ("V2-500", ATK)],
                         extra=["Hungry Burger (Rush)"]))
    play(duel, LEVEL_UP, "V4-1600", "s0")
    assert duel.level(at(duel, "V4-1600")) == 6
    do(duel, f"activate {find(duel, 'Hamburger Fast Recipe')} s1")
    # Level 6 alone reaches 6: adding the Level 2 would be surplus, so it is the only set
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == ["Hungry Burger (Rush)", "V2-500", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([LEVEL_UP, "Hamburger Fast Recipe", "V4-1600"])


# ============================================================ views and copies
def test_r_eff_6_observe_clone_and_state_hash_follow_the_modifiers() -> None:
    duel = build(p0=Side(hand=[PUMP], monsters=[("V4-1600", ATK)], field_spell=(FIELD_MINE, ATK)),
                 p1=Side(monsters=[("V4-1800", SET)]))
    play(duel, PUMP, "V4-1600")
    for p in (0, 1):
        mine = duel.observe(p).data["players"][0]["monsters"][0]
        assert (mine["atk"], mine["def"]) == (2300, 1000)
        assert "atk" not in duel.observe(p).data["players"][1]["monsters"][0]
    copy = duel.clone()
    assert copy == duel and copy.state_hash() == duel.state_hash()
    before = duel.state_hash()
    end_turn(copy)
    assert copy.atk(at(copy, "V4-1600")) == 1800
    assert duel.atk(at(duel, "V4-1600")) == 2300 and duel.state_hash() == before
    assert copy.state_hash() != before
