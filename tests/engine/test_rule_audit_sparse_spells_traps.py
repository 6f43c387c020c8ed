"""Audit of rule ids that few test files name: RULES.md sections 9 and 10 (R-SPELL-2/3/4,
R-EQUIP-2, R-FIELD-2/3, R-TRAP-1/7/8/9).

Each test names the rule it checks and asserts what the rule states exactly: zones,
positions, LP, the order and content of events, and refusals (state unchanged, with
the engine's reason where it names the right rule). What the earlier audit files
already check (test_rule_audit_main_spells.py, test_rule_audit_main_equip_field2.py,
test_rule_audit_req_traps2.py, test_rule_audit_traps_battle.py, ...) is not repeated.

The AU- cards (passcodes 951_200_001+) are throwaway test cards written for this file
in our own words, each doing one small visible thing. Real cards are used by name only,
with the facts of RULES.md section 20.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnSpell, OnSummon, Trig
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed, GainLP, Per, SendCost, SpecialSummon
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL
from .util import do, find, in_main, names, offered, window_for

_codes = itertools.count(951_200_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects)))
    return name


def _spell(name: str, *ops: Any, costs: tuple[Any, ...] = ()) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _trap(name: str, trigger: Trig | None, *ops: Any, costs: tuple[Any, ...] = ()) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, costs=costs, ops=ops))


@dataclass(frozen=True)
class _AnyEvent(Trig):
    """Met by any event at all: shows in which moments a window is opened."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> Any:
        return () if events else None

    def text(self) -> str:
        return "when anything happens"


@dataclass(frozen=True)
class _OppCardDestroyed(Trig):
    """When a card your opponent controls is destroyed by a card effect."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> Any:
        for ev in events:
            if ev.kind == "move" and ev.reason == "destroy" and ev.player != ctx.player \
                    and ev.src in ("mzone", "szone", "fzone"):
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move"})

    def text(self) -> str:
        return "when a card your opponent controls is destroyed by a card effect"


SPARK = _spell("AU-Spark", Damage(Fixed(100)))
OWN_FIELD_BREAK = _spell("AU-Own-Field-Break", Destroy(Sel(where=("fzone",))))
ANY_PLUS = _card("AU-Any-Plus", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(who="any", face="up"),
    mods=(Cont(EQUIPPED, MOD_ATK, 400, "gains 400 ATK"),)))
ANY_MINUS = _card("AU-Any-Minus", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(who="any", face="up"),
    mods=(Cont(EQUIPPED, MOD_ATK, -500, "loses 500 ATK"),)))
SPELL_TOLL = _trap("AU-Spell-Toll", OnSpell(), Damage(Per(100, Sel(where=("gy",), who="opp"))))
DESTROY_WATCH = _trap("AU-Destroy-Watch", _OppCardDestroyed(), GainLP(Fixed(500)))
CATCH_ALL = _trap("AU-Catch-All", _AnyEvent(), GainLP(Fixed(100)))
NO_TRIGGER = _trap("AU-No-Trigger", None, GainLP(Fixed(700)))
GY_TOLL = _trap("AU-Gy-Toll", OnSummon(), Damage(Per(100, Sel(where=("gy",)))))
OPP_GY_TOLL = _trap("AU-Opp-Gy-Toll", OnSummon(kinds=("spsummon",)),
                    Damage(Per(100, Sel(where=("gy",), who="opp"))))
CALL = _trap("AU-Call", OnSummon(), SpecialSummon(Sel(where=("hand",), kind="monster"),
                                                   position="atk"))
# Requirement with a cost: send a face-up monster you control to the GY (R-TRAP-9)
FIELD_COST = (SendCost(Sel(face="up")),)
SUMMON_COST = _trap("AU-Summon-Cost", OnSummon(), Damage(Fixed(500)), costs=FIELD_COST)
ATTACK_COST = _trap("AU-Attack-Cost", OnAttack(), GainLP(Fixed(500)), costs=FIELD_COST)
ATTACK_HAND_COST = _trap("AU-Attack-Hand-Cost", OnAttack(), GainLP(Fixed(500)),
                         costs=(SendCost(Sel(where=("hand",))),))

POOL = CARD_POOL.merged(_CARDS)
MACHINE_EQUIP = "FX-MACHINE-EQUIP"  # RULES.md section 19 fixtures
FIELD_A, FIELD_B, FIELD_C = "FX-FIELD-A", "FX-FIELD-B", "FX-FIELD-C"
REX = "Jointech Rex"
HORN = "Jointech Rush Horn"
RECIPE = "Hamburger Fast Recipe"
BURGER = "Hungry Burger (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
TORRENT = "Torrential Tribute (Rush)"
BEWD = "Blue-Eyes White Dragon (Rush)"


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = "mzone") -> int:
    return duel.inst(find(duel, name, player, zone))


def acts(duel: Duel, card: int) -> list[Action]:
    return [a for a in duel.legal_actions() if a.card == card]


def trail(events: list[Event]) -> list[tuple[str, str, str, str]]:
    """(kind, src, dst, reason) of the events that move or activate cards."""
    return [(e.kind, e.src, e.dst, e.reason) for e in events
            if e.kind in ("move", "activate", "spsummon", "summon", "set", "draw")]


# ================================================================ R-SPELL-2
def test_r_spell_2_spells_set_this_turn_are_activated_this_turn_with_no_count_limit() -> None:
    """R-SPELL-2: three Spells Set this turn are each activated this turn, then a fourth
    is Set and activated and a fifth activated from the hand: five in one turn."""
    duel = build(p0=Side(hand=[SPARK] * 5))
    for z in range(3):
        do(duel, f"set {find(duel, SPARK, 0, 'hand')} s{z}")
    assert [duel.pos[i] for i in duel.sz[0]] == [SET, SET, SET]
    set_ids = [duel.oid[i] for i in duel.sz[0]]
    assert all(Action("activate", o) in duel.legal_actions() for o in set_ids)
    for o in set_ids:
        events = do(duel, f"activate {o}")
        assert trail(events) == [("activate", "szone", "szone", "spell"),
                                 ("move", "szone", "gy", "resolved")]
    assert duel.lp == [8000, 7700] and names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"set {find(duel, SPARK, 0, 'hand')} s1")
    do(duel, f"activate {find(duel, SPARK, 0, 'szone')}")
    do(duel, f"activate {find(duel, SPARK, 0, 'hand')} s2")
    assert duel.lp == [8000, 7500]
    assert names(duel, 0, "gy") == [SPARK] * 5 and names(duel, 0, "hand") == []


def test_r_spell_2_a_spell_set_this_turn_is_offered_the_trap_set_beside_it_is_not() -> None:
    """R-SPELL-2 against R-TRAP-2: Set in the same turn, the Spell may be activated at
    once; the Trap is neither offered nor accepted, and stays Set."""
    duel = build(p0=Side(hand=[SPARK, CATCH_ALL]))
    do(duel, f"set {find(duel, SPARK)} s0")
    do(duel, f"set {find(duel, CATCH_ALL)} s2")
    spark, trap = find(duel, SPARK), find(duel, CATCH_ALL)
    assert Action("activate", spark) in duel.legal_actions()
    assert not [a for a in duel.legal_actions() if a.card == trap]
    reason = refused(duel, f"activate {trap}")
    assert "R-TRAP-2" in reason
    do(duel, f"activate {spark}")
    assert duel.lp == [8000, 7900]
    assert names(duel, 0, "szone") == ["", "", CATCH_ALL] and duel.pos[duel.sz[0][2]] == SET


# ================================================================ R-SPELL-3
def test_r_spell_3_the_normal_spell_waits_face_up_in_its_zone_until_it_has_resolved() -> None:
    """R-SPELL-3: during its Effect (a choice is pending) the Spell is face-up in its S/T
    zone, not yet in the GY; once the Effect is done it goes to the GY, last."""
    duel = build(p0=Side(hand=["FX-RECALL"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    do(duel, f"activate {find(duel, 'FX-RECALL')} s1")
    assert duel.request.kind == "pick" and duel.current_player == 0
    assert names(duel, 0, "szone") == ["", "FX-RECALL", ""]
    assert duel.pos[duel.sz[0][1]] == ATK and names(duel, 0, "gy") == []
    events = do(duel, f"pick {find(duel, 'V4-1400', 0, 'mzone')}")
    assert trail(events) == [("move", "mzone", "hand", "effect"),
                             ("move", "szone", "gy", "resolved")]
    assert names(duel, 0, "gy") == ["FX-RECALL"] and names(duel, 0, "szone") == ["", "", ""]
    assert names(duel, 0, "hand") == ["V4-1400"] and in_main(duel, 0)


def test_r_spell_3_the_spell_is_in_the_gy_before_the_window_that_follows_it() -> None:
    """R-SPELL-3 with R-TRAP-5: the window after the Spell opens once the Spell has gone
    to the GY. P2's Trap deals 100 per card in P1's GY: AU-Spark is one of them."""
    duel = build(p0=Side(hand=[SPARK]), p1=Side(spells=[(SPELL_TOLL, SET)]))
    do(duel, f"activate {find(duel, SPARK)} s0")
    assert window_for(duel, 1) and offered(duel) == {find(duel, SPELL_TOLL)}
    assert names(duel, 0, "gy") == [SPARK] and names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"activate {find(duel, SPELL_TOLL)}")
    assert duel.lp == [7900, 7900]
    assert names(duel, 1, "gy") == [SPELL_TOLL] and in_main(duel, 0)


# ================================================================ R-SPELL-4
def test_r_spell_4_from_the_hand_the_ritual_spell_goes_to_the_gy_after_the_summon() -> None:
    """R-SPELL-4 / R-RIT-4: activated from the hand, the Ritual Spell stays in its zone
    while the position is chosen; then the material goes, the Ritual Monster arrives and
    the Spell goes to the GY, in that order."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]))
    do(duel, f"activate {find(duel, RECIPE)} s2")
    assert duel.request.kind == "position"
    assert names(duel, 0, "szone") == ["", "", RECIPE] and names(duel, 0, "gy") == []
    events = do(duel, "choose def")
    assert trail(events) == [("move", "mzone", "gy", "material"),
                             ("spsummon", "extra", "mzone", "ritual"),
                             ("move", "szone", "gy", "resolved")]
    assert names(duel, 0, "mzone")[0] == BURGER and duel.pos[duel.mz[0][0]] == DEF
    assert names(duel, 0, "gy") == ["V6-2000", RECIPE] and names(duel, 0, "szone") == ["", "", ""]


def test_r_spell_4_the_ritual_spell_is_in_the_gy_when_the_summon_window_opens() -> None:
    """R-SPELL-4 with R-TRAP-5: in the window of the Ritual Summon P2 destroys the Ritual
    Monster with Torrential Tribute (Rush); the Spell was already in the GY before it."""
    duel = build(p0=Side(spells=[(RECIPE, SET)], monsters=[("V6-2000", ATK)], extra=[BURGER]),
                 p1=Side(spells=[(TORRENT, SET)]))
    do(duel, f"activate {find(duel, RECIPE)}")
    do(duel, "choose atk")
    assert window_for(duel, 1)
    assert names(duel, 0, "gy") == ["V6-2000", RECIPE] and names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"activate {find(duel, TORRENT)}")
    assert names(duel, 0, "gy") == ["V6-2000", RECIPE, BURGER]
    assert names(duel, 1, "gy") == [TORRENT] and in_main(duel, 0)


def test_r_spell_4_a_ritual_spell_that_cannot_resolve_is_refused_and_stays_in_hand() -> None:
    """R-SPELL-4 / R-REQ-1: with Levels totalling only 4 (6 needed) the Ritual Spell is
    not activated: it neither lands in a zone nor goes to the GY."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V4-1600", ATK)], extra=[BURGER]))
    recipe = find(duel, RECIPE)
    assert not [a for a in acts(duel, recipe) if a.kind == "activate"]
    assert "R-REQ-1" in refused(duel, f"activate {recipe} s0")
    assert names(duel, 0, "hand") == [RECIPE] and names(duel, 0, "gy") == []


# ================================================================ R-EQUIP-2
def test_r_equip_2_three_equips_on_one_monster_fill_the_row_and_a_fourth_is_refused() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP, HORN, ANY_PLUS, MACHINE_EQUIP],
                         monsters=[(REX, ATK)]))
    rex = find(duel, REX)
    do(duel, f"activate {find(duel, MACHINE_EQUIP, 0, 'hand')} s0")
    do(duel, f"activate {find(duel, HORN)} s1")
    do(duel, f"activate {find(duel, ANY_PLUS)} s2")  # the only face-up monster
    assert duel.request.kind == "main"
    assert [duel.equip[i] for i in duel.sz[0]] == [rex, rex, rex]
    assert duel.atk(at(duel, REX)) == 2500 + 500 + 300 + 400
    last = find(duel, MACHINE_EQUIP, 0, "hand")
    assert not acts(duel, last)
    assert "R-ZONE-5" in refused(duel, f"activate {last} s0")


def test_r_equip_2_two_equips_add_up_for_a_piercing_attack() -> None:
    """R-EQUIP-2 with SC-29's Jointech Rush Horn (+300, piercing) and FX-MACHINE-EQUIP
    (+500): 3300 ATK against DEF 1000 deals 2300 piercing damage (R-CALC-5)."""
    duel = build(p0=Side(hand=[HORN, MACHINE_EQUIP], monsters=[(REX, ATK)]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    do(duel, f"activate {find(duel, HORN)} s0")
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s1")
    assert duel.atk(at(duel, REX)) == 3300
    do(duel, "battle")
    do(duel, f"attack {find(duel, REX)} -> {find(duel, 'V4-1600')}")
    assert duel.lp == [8000, 5700]
    assert names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 0, "szone") == [HORN, MACHINE_EQUIP, ""]


def test_r_equip_2_both_players_equips_on_one_monster_apply_and_leave_with_it() -> None:
    """R-EQUIP-2: P1 equips AU-Any-Minus to P2's Cyber Dragon (Rush), and in turn 4 P2
    equips FX-MACHINE-EQUIP to it too. Both apply; when it returns to the hand each Equip
    goes to its own owner's GY (R-EQUIP-4)."""
    duel = build(p0=Side(hand=[ANY_MINUS]),
                 p1=Side(hand=[MACHINE_EQUIP, "FX-RECALL"],
                         monsters=[("Cyber Dragon (Rush)", ATK)]))
    do(duel, f"activate {find(duel, ANY_MINUS)} s0")
    cyber = find(duel, "Cyber Dragon (Rush)")
    assert duel.atk(at(duel, "Cyber Dragon (Rush)")) == 1600
    do(duel, "end")
    assert duel.turn == 4 and in_main(duel, 1)
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s1")
    assert duel.atk(at(duel, "Cyber Dragon (Rush)")) == 2100 - 500 + 500
    assert duel.equip[duel.sz[0][0]] == cyber and duel.equip[duel.sz[1][1]] == cyber
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    assert "Cyber Dragon (Rush)" in names(duel, 1, "hand")
    assert names(duel, 0, "gy") == [ANY_MINUS]
    assert sorted(names(duel, 1, "gy")) == sorted([MACHINE_EQUIP, "FX-RECALL"])
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "szone") == ["", "", ""]


def test_r_equip_2_each_further_equip_checks_its_own_condition() -> None:
    """R-EQUIP-2 with R-EQUIP-1/3: after Type Change Beam made the equipped Rex a Dragon,
    the first Machine Equip stays, a second Machine Equip is refused (no face-up
    Machine), and an Equip for any face-up monster still goes on Rex beside it."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "Type Change Beam", BEWD, MACHINE_EQUIP,
                               ANY_PLUS], monsters=[(REX, ATK)]))
    do(duel, f"activate {find(duel, MACHINE_EQUIP, 0, 'hand')} s0")
    do(duel, f"activate {find(duel, 'Type Change Beam')} s1")
    while duel.request.kind != "main":
        picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        if find(duel, BEWD, 0, "hand") in picks:
            do(duel, f"pick {find(duel, BEWD, 0, 'hand')}")
        elif find(duel, REX) in picks:
            do(duel, f"pick {find(duel, REX)}")
        else:
            do(duel, "finish")
    assert duel.race(at(duel, REX)) == "Dragon" and duel.atk(at(duel, REX)) == 3000
    second = find(duel, MACHINE_EQUIP, 0, "hand")
    assert "R-REQ-1" in refused(duel, f"activate {second} s1")
    do(duel, f"activate {find(duel, ANY_PLUS)} s1")
    assert duel.atk(at(duel, REX)) == 3400
    assert names(duel, 0, "szone") == [MACHINE_EQUIP, ANY_PLUS, ""]


# ================================================================ R-FIELD-2
def test_r_field_2_the_old_field_spell_leaves_by_rule_before_the_new_one_lands() -> None:
    """R-FIELD-2: one event sends the old Field Spell to the GY by rule, then the new one
    is activated in the Field Zone. The window holds a Spell activation (P2's AU-Spell-
    Toll is offered) but no destruction (P2's AU-Destroy-Watch is not)."""
    duel = build(p0=Side(hand=[FIELD_B], field_spell=(FIELD_A, ATK)),
                 p1=Side(spells=[(SPELL_TOLL, SET), (DESTROY_WATCH, SET)]))
    events = do(duel, f"activate {find(duel, FIELD_B)} f")
    assert trail(events) == [("move", "fzone", "gy", "rule"),
                             ("activate", "hand", "fzone", "spell")]
    assert events[0].prev == ATK and events[0].player == 0
    assert window_for(duel, 1) and offered(duel) == {find(duel, SPELL_TOLL)}
    do(duel, f"activate {find(duel, SPELL_TOLL)}")
    assert duel.lp == [7900, 8000]  # FX-FIELD-A is the one card in P1's GY
    assert names(duel, 1, "szone") == ["", DESTROY_WATCH, ""]


def test_r_field_2_a_set_replacement_raises_nothing_a_destruction_does() -> None:
    """R-FIELD-2 control: Setting FX-FIELD-C over the face-up FX-FIELD-B sends it to the GY
    by rule and opens no window for P2's AU-Destroy-Watch; P1 then destroying its own
    Set FX-FIELD-C by a card effect does."""
    duel = build(p0=Side(hand=[FIELD_C, OWN_FIELD_BREAK], field_spell=(FIELD_B, ATK),
                         monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[(DESTROY_WATCH, SET)]))
    events = do(duel, f"set {find(duel, FIELD_C)} f")
    assert trail(events) == [("move", "fzone", "gy", "rule"), ("set", "hand", "fzone", "")]
    assert in_main(duel, 0) and duel.atk(at(duel, "V4-1600")) == 1600
    events = do(duel, f"activate {find(duel, OWN_FIELD_BREAK)} s0")
    assert ("move", "fzone", "gy", "destroy") in trail(events)
    assert window_for(duel, 1) and offered(duel) == {find(duel, DESTROY_WATCH)}
    assert names(duel, 0, "gy") == [FIELD_B, FIELD_C, OWN_FIELD_BREAK]


# ================================================================ R-FIELD-3
def test_r_field_3_set_this_turn_then_activated_in_place_and_it_stays() -> None:
    """R-FIELD-3: a Field Spell Set this turn is activated in the Field Zone (no move, no
    replacement), stays face-up after resolving (unlike a Normal Spell, R-SPELL-3) and
    keeps applying in the next turn; it cannot be activated a second time."""
    duel = build(p0=Side(hand=[FIELD_B], monsters=[("V4-1600", ATK)]))
    do(duel, f"set {find(duel, FIELD_B)} f")
    field = find(duel, FIELD_B)
    assert Action("activate", field) in duel.legal_actions()
    events = do(duel, f"activate {field}")
    assert trail(events) == [("activate", "fzone", "fzone", "spell")]
    assert duel.fz[0] == at(duel, FIELD_B, 0, "fzone") and duel.pos[duel.fz[0]] == ATK
    assert names(duel, 0, "gy") == [] and duel.atk(at(duel, "V4-1600")) == 1800
    refused(duel, f"activate {field}")
    do(duel, "end")
    assert duel.turn == 4 and duel.atk(at(duel, "V4-1600")) == 1800
    assert duel.data[duel.fz[0]].name == FIELD_B


def test_r_field_3_only_in_the_own_main_phase_not_in_a_window_of_the_same_turn() -> None:
    """R-FIELD-3 / R-SPELL-1: Set this turn, the Field Spell is not activated in P1's own
    trap window (only Traps are); back in the Main Phase it is."""
    duel = build(p0=Side(hand=[FIELD_A, "V4-1800"], spells=[(CATCH_ALL, SET)]))
    do(duel, f"set {find(duel, FIELD_A)} f")
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert window_for(duel, 0)
    field = find(duel, FIELD_A)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, CATCH_ALL)),
                                         Action("pass")}
    assert "R-SPELL-1" in refused(duel, f"activate {field}")
    do(duel, "pass")
    assert in_main(duel, 0)
    do(duel, f"activate {field}")
    assert duel.atk(at(duel, "V4-1800")) == 1900 and duel.pos[duel.fz[0]] == ATK


# ================================================================ R-TRAP-1
def test_r_trap_1_set_face_down_into_a_free_zone_hidden_from_the_opponent() -> None:
    """R-TRAP-1: from the hand a Trap may only be Set, in a free S/T zone (not a Monster
    Zone, not the Field Zone); the Set card is face-down and its identity is hidden
    from the opponent."""
    duel = build(p0=Side(hand=[CATCH_ALL], spells=[(SPARK, SET), None, (SPARK, SET)]))
    trap = find(duel, CATCH_ALL)
    assert acts(duel, trap) == [Action("set", trap, 4)]
    assert "R-ZONE-5" in refused(duel, f"set {trap} s0")  # occupied
    assert "R-ZONE-2" in refused(duel, f"set {trap} z0")  # a Monster Zone
    assert "R-ZONE-2" in refused(duel, f"set {trap} f")  # the Field Zone
    assert "R-TRAP-1" in refused(duel, f"activate {trap} s1")
    [ev] = do(duel, f"set {trap} s1")
    assert (ev.kind, ev.player, ev.src, ev.dst, ev.value) == ("set", 0, "hand", "szone", 1)
    assert ev.for_player(1).code == 0 and ev.for_player(0).code == duel.data[duel.sz[0][1]].code
    assert duel.pos[duel.sz[0][1]] == SET and duel.known[duel.sz[0][1]] == 1  # P1 only
    assert in_main(duel, 0)


def test_r_trap_1_no_set_with_a_full_row_nor_in_the_opponents_window() -> None:
    """R-TRAP-1: a full S/T row leaves a Trap in the hand nothing to do; in P1's turn
    P2, asked in a window, may only activate or pass: its Trap in the hand can be
    neither Set nor activated, though its trigger (a summon) happened."""
    duel = build(p0=Side(hand=[CATCH_ALL, "V4-1800"],
                         spells=[(SPARK, SET), (SPARK, SET), (SPARK, SET)]),
                 p1=Side(hand=[TORRENT], spells=[(CATCH_ALL, SET)]))
    mine = find(duel, CATCH_ALL, 0, "hand")
    assert not acts(duel, mine)
    for z in ("s0", "s1", "s2"):
        assert "R-ZONE-5" in refused(duel, f"set {mine} {z}")
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert window_for(duel, 1)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, CATCH_ALL, 1, "szone")),
                                         Action("pass")}
    torrent = find(duel, TORRENT)
    refused(duel, f"set {torrent} s1")
    refused(duel, f"activate {torrent}")
    do(duel, "pass")
    assert in_main(duel, 0) and names(duel, 1, "hand") == [TORRENT]
    assert names(duel, 0, "mzone")[0] == "V4-1800"


# ================================================================ R-TRAP-7
def test_r_trap_7_the_trap_is_face_up_in_its_zone_until_it_has_resolved() -> None:
    """R-TRAP-7: while Compulsory Evacuation Device (Rush) asks which monster to return,
    it is face-up in P2's S/T zone and not in the GY; then it goes to P2's GY, last."""
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[None, (CED, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z1")
    do(duel, f"activate {find(duel, CED)}")
    assert duel.request.kind == "pick" and duel.current_player == 1
    assert names(duel, 1, "szone") == ["", CED, ""] and duel.pos[duel.sz[1][1]] == ATK
    assert names(duel, 1, "gy") == []
    events = do(duel, f"pick {find(duel, 'V4-1800', 0, 'mzone')}")
    assert trail(events) == [("move", "mzone", "hand", "effect"),
                             ("move", "szone", "gy", "resolved")]
    assert events[-1].player == 1 and events[-1].by == 1
    assert names(duel, 1, "gy") == [CED] and names(duel, 1, "szone") == ["", "", ""]
    assert names(duel, 0, "gy") == [] and in_main(duel, 0)


def test_r_trap_7_a_trap_counting_its_own_gy_does_not_count_itself() -> None:
    """R-TRAP-7: the Trap goes to the GY after it resolves, so AU-Gy-Toll (100 per card in
    its controller's GY) sees the 2 cards there, not 3."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(gy=["V1-100", "V2-500"], spells=[(GY_TOLL, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    events = do(duel, f"activate {find(duel, GY_TOLL)}")
    assert [(e.kind, e.player, e.value) for e in events if e.kind == "damage"] == [
        ("damage", 0, 200)]
    assert duel.lp == [7800, 8000]
    assert names(duel, 1, "gy") == ["V1-100", "V2-500", GY_TOLL]


def test_r_trap_7_the_trap_is_in_the_gy_when_the_next_window_opens() -> None:
    """R-TRAP-7 with R-TRAP-6: P2's AU-Call Special Summons from the hand; in the new
    window P1's AU-Opp-Gy-Toll deals 100 per card in P2's GY, and AU-Call is there."""
    duel = build(p0=Side(hand=["V4-1800"], spells=[(OPP_GY_TOLL, SET)]),
                 p1=Side(hand=["V4-1400"], spells=[(CALL, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert window_for(duel, 1)
    do(duel, f"activate {find(duel, CALL)}")
    assert names(duel, 1, "mzone")[0] == "V4-1400"
    assert window_for(duel, 0) and offered(duel) == {find(duel, OPP_GY_TOLL)}
    assert names(duel, 1, "gy") == [CALL]
    do(duel, f"activate {find(duel, OPP_GY_TOLL)}")
    assert duel.lp == [8000, 7900] and names(duel, 0, "gy") == [OPP_GY_TOLL]


# ================================================================ R-TRAP-8
def test_r_trap_8_a_trap_with_no_trigger_event_is_never_offered() -> None:
    """R-TRAP-8: the engine assumes every Trap names its trigger events; a Trap that
    names none is offered in no window (summon, Spell, attack, battle) and at no free
    moment, in either player's turn."""
    duel = build(p0=Side(hand=["V4-1800", SPARK]),
                 p1=Side(spells=[(NO_TRIGGER, SET)], hand=["V4-1400"]))
    trap = find(duel, NO_TRIGGER)
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    do(duel, f"activate {find(duel, SPARK)} s0")
    assert in_main(duel, 0)
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.lp == [8000, 6100]
    assert duel.turn == 4 and in_main(duel, 1)  # no attacker left: P1's turn ended
    assert not acts(duel, trap)
    refused(duel, f"activate {trap}")
    assert names(duel, 1, "szone")[0] == NO_TRIGGER and duel.lp[1] == 6100


def test_r_trap_8_phase_changes_are_no_windows_even_for_a_trap_answering_anything() -> None:
    """R-TRAP-8 / R-TRAP-5: P2's AU-Catch-All would answer any event, yet entering the
    Battle Phase and ending the turn open no window; P1's attack declaration does."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(spells=[(CATCH_ALL, SET)]))
    do(duel, "battle")
    assert duel.request.kind == "battle" and duel.current_player == 0
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert window_for(duel, 1) and offered(duel) == {find(duel, CATCH_ALL)}
    do(duel, "pass")
    while window_for(duel, 1):  # the battle's own window after the damage
        do(duel, "pass")
    assert duel.lp == [8000, 6200] and duel.request.kind == "battle"
    do(duel, "end")
    assert duel.turn == 4  # nothing was asked in turn 3's End Phase
    assert names(duel, 1, "szone")[0] == CATCH_ALL


def test_r_trap_8_r_card_3_every_scripted_trap_of_the_pool_names_a_trigger() -> None:
    """R-TRAP-8 (and R-CARD-3, "open timings became specific timings"): every Trap of the
    card pool with a script declares the events its Requirement waits for."""
    traps = [c for c in CARD_POOL.values() if c.is_trap and c.behaviour is not None]
    assert len(traps) >= 10
    no_trigger = [c.name for c in traps if not c.behaviour.trap_kinds]
    assert no_trigger == []
    scripted = [c for c in traps if isinstance(c.behaviour, CardScript)]
    assert all(any(e.kind == "trap" and e.trigger is not None for e in c.behaviour.effects)
               for c in scripted)


# ================================================================ R-TRAP-9
def test_r_trap_9_the_cost_is_part_of_the_trap_between_activation_and_effect() -> None:
    """R-TRAP-9: AU-Summon-Cost sends P2's face-up monster as its cost: the events run
    activation, cost, effect, Trap to the GY, all in one action that changed the field."""
    duel = build(p0=Side(hand=["V4-1800"]), p1=Side(monsters=[("V4-1400", ATK)],
                                                    spells=[(SUMMON_COST, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    events = do(duel, f"activate {find(duel, SUMMON_COST)}")
    assert [(e.kind, e.src, e.dst, e.reason) for e in events
            if e.kind in ("activate", "move", "damage")] == [
        ("activate", "szone", "szone", "trap"), ("move", "mzone", "gy", "cost"),
        ("damage", "", "", "effect"), ("move", "szone", "gy", "resolved")]
    assert duel.lp == [7500, 8000]
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "gy") == ["V4-1400", SUMMON_COST]


def test_r_trap_9_a_cost_that_cannot_be_paid_keeps_the_trap_set() -> None:
    """R-TRAP-9 / R-REQ-1: with only a face-down monster P2 cannot pay "send a face-up
    monster you control": the Trap is not offered and stays Set."""
    duel = build(p0=Side(hand=["V4-1800"]), p1=Side(monsters=[("V4-1400", SET)],
                                                    spells=[(SUMMON_COST, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert in_main(duel, 0) and duel.lp == [8000, 8000]
    assert names(duel, 1, "szone")[0] == SUMMON_COST and names(duel, 1, "mzone")[0] == "V4-1400"


def test_r_trap_9_the_attack_target_sent_as_the_cost_gives_a_replay() -> None:
    """R-TRAP-9 / R-REPLAY-1/2: P2 pays AU-Attack-Cost with the attack target, its only
    monster: P1 may now attack directly or cancel; the direct attack deals 3000."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(ATTACK_COST, SET)]))
    do(duel, f"attack {find(duel, BEWD)} -> {find(duel, 'V4-1400')}")
    do(duel, f"activate {find(duel, ATTACK_COST)}")
    assert duel.lp == [8000, 8500] and names(duel, 1, "gy") == ["V4-1400", ATTACK_COST]
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=DIRECT), Action("cancel")}
    do(duel, "target direct")
    assert duel.lp == [8000, 5500]


def test_r_trap_9_a_cost_from_the_hand_leaves_the_field_and_gives_no_replay() -> None:
    """R-TRAP-9 control: AU-Attack-Hand-Cost's cost comes from the hand, the NTP's
    monsters are unchanged, so there is no replay: the battle goes on at once."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=["V2-500"], monsters=[("V4-1400", ATK)],
                         spells=[(ATTACK_HAND_COST, SET)]))
    do(duel, f"attack {find(duel, BEWD)} -> {find(duel, 'V4-1400')}")
    events = do(duel, f"activate {find(duel, ATTACK_HAND_COST)}")
    assert ("move", "hand", "gy", "cost") in trail(events)
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [8000, 8500 - 1600]
    assert names(duel, 1, "gy") == ["V2-500", ATTACK_HAND_COST, "V4-1400"]
