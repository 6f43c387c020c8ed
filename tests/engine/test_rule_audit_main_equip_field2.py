"""Rule audit, round 2, of RULES.md sections 4, 7 and 9 (R-ZONE, R-MAIN, R-POS, R-SPELL,
R-EQUIP, R-FIELD) and of the durations of stat changes (R-EFF-6, R-END-1, R-CARD-2),
read rule by rule and in combination.

It adds to test_rule_audit_main_spells.py and test_rule_audit_modifiers.py (it does not
repeat what they check). The FX- cards here follow the fixture table of RULES.md
section 19 (FX-MACHINE-EQUIP, FX-FIELD-A/B/C, FX-FLIPDOWN, FX-GUARD-POS); the FX-K-
cards are throwaway test cards (passcodes 963_100_001+), written in our own words, each
doing one small visible thing. Real cards are used only by name, with the facts of
RULES.md section 20.
"""

from __future__ import annotations

import itertools
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, Trig
from rushdesk.engine.effects.ops import Destroy, Fixed, GainLP, Modify
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL
from .util import do, find, names

_codes = itertools.count(963_100_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects)))
    return name


def _spell(name: str, *ops: Any) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", ops=ops))


def _equip(name: str, sel: Sel, amount: int) -> str:
    verb = "gains" if amount > 0 else "loses"
    return _card(name, CardType.SPELL | CardType.EQUIP, Effect(
        kind="equip", equip=sel, mods=(Cont(EQUIPPED, MOD_ATK, amount,
                                            f"{verb} {abs(amount)} ATK"),)))


class _ManualChange(Trig):
    """When your opponent changes the battle position of a monster by hand."""

    def bind(self, duel: Duel, ctx: Any, events: tuple[Event, ...]) -> Any:
        for ev in events:
            if ev.kind == "position" and ev.reason == "manual" and ev.player != ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"position"})

    def text(self) -> str:
        return "when your opponent changes a monster's battle position by hand"


# Section 19 fixtures
MACHINE_EQUIP = "FX-MACHINE-EQUIP"  # in FIXTURE_POOL
FIELD_A = "FX-FIELD-A"  # in FIXTURE_POOL
FIELD_B = "FX-FIELD-B"  # in FIXTURE_POOL
FIELD_C = "FX-FIELD-C"  # in FIXTURE_POOL
FLIPDOWN = "FX-FLIPDOWN"  # in FIXTURE_POOL
GUARD_POS = "FX-GUARD-POS"  # in FIXTURE_POOL
# Test-only cards
SWORD = _equip("FX-K-SWORD", Sel(face="up", race="Warrior"), 500)  # a Warrior you control
LOW_BLADE = _equip("FX-K-LOW-BLADE", Sel(face="up", atk_max=1500), 1000)  # 1500 or less ATK
CURSE = _equip("FX-K-CURSE", Sel(who="any", face="up"), -500)  # any face-up monster
PUMP = _spell("FX-K-PUMP", Modify(Sel(face="up"), amount=Fixed(500)))  # this turn
LOW_LEVEL = _equip("FX-K-LOW-LEVEL", Sel(face="up", level_max=4), 700)  # Level 4 or lower
ST_BREAK = _spell("FX-K-ST-BREAK", Destroy(Sel(where=("szone",), who="any")))  # 1 S/T card
FIELD_SNAP = _card("FX-K-FIELD-SNAP", CardType.TRAP, Effect(  # on an attack: destroy the
    kind="trap", trigger=OnAttack(), ops=(Destroy(Sel(where=("fzone",), who="opp")),)))
POS_WATCH = _card("FX-K-POS-WATCH", CardType.TRAP, Effect(
    kind="trap", trigger=_ManualChange(), ops=(GainLP(Fixed(500)),)))

POOL = CARD_POOL.merged(_CARDS)
REX = "Jointech Rex"
OVERLORD = "Supreme Machine Magnum Overlord"
HOLE = "Dark Hole (Rush)"
BEWD = "Blue-Eyes White Dragon (Rush)"


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, player: int | None = None, zone: str | None = "mzone") -> int:
    return duel.inst(find(duel, name, player, zone))


def acts(duel: Duel, kind: str, card: int | None = None) -> list[Action]:
    return [a for a in duel.legal_actions() if a.kind == kind and (card is None or a.card == card)]


def pick_offers(duel: Duel) -> set[int]:
    return {a.card for a in acts(duel, "pick")}


def play(duel: Duel, name: str, zone: str = "s0", target: str | None = None,
         target_player: int | None = None) -> list[Event]:
    """The turn player activates `name` from the hand, picking `target` if asked."""
    events = do(duel, f"activate {find(duel, name, duel.tp, 'hand')} {zone}")
    while duel.request.kind != "main":
        kind = duel.request.kind
        assert kind in ("pick", "position"), kind
        if kind == "position":
            events += do(duel, "choose atk")
        else:
            assert target is not None, "a pick was asked"
            events += do(duel, f"pick {find(duel, target, target_player, 'mzone')}")
    return events


def attack(duel: Duel, attacker: str, target: str) -> list[Event]:
    if duel.request.kind == "main":
        do(duel, "battle")
    tp = duel.tp
    return do(duel, f"attack {find(duel, attacker, tp, 'mzone')} -> "
                    f"{find(duel, target, 1 - tp, 'mzone')}")


def to_gy(events: list[Event], name: str) -> list[Event]:
    code = POOL.by_name(name)[0].code
    return [e for e in events if e.dst == "gy" and e.code == code]


def end_turn(duel: Duel) -> None:
    do(duel, "end")
    assert duel.request.kind == "main"


def to_turn(duel: Duel, turn: int) -> None:
    """End turns (from the Main or Battle Phase, no window open) until turn `turn`.
    A Battle Phase with no attack left ends by itself, so the turn may already be over."""
    while duel.turn < turn:
        end_turn(duel)
    assert duel.turn == turn and duel.request.kind == "main"


# ============================================================ R-MAIN, R-ZONE (section 7)
def test_r_main_3_a_monster_summoned_this_turn_may_be_its_tribute() -> None:
    """R-MAIN-3: Tributes are monsters you control; nothing bars one that arrived this turn."""
    duel = build(p0=Side(hand=["V4-1600", "V5-2300"]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    events = do(duel, f"summon {find(duel, 'V5-2300')} z1")
    assert names(duel, 0, "mzone") == ["", "V5-2300", ""]
    assert duel.pos[at(duel, "V5-2300")] == ATK
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("mzone", "tribute")]


def test_r_main_3_tributes_only_from_your_own_field_not_the_hand_or_the_opponent() -> None:
    duel = build(p0=Side(hand=["V7-2500", "V4-1800"], monsters=[("V4-1600", ATK),
                                                               ("V4-1400", SET),
                                                               ("V2-500", DEF)]),
                 p1=Side(monsters=[("V4-1700", ATK)]))
    do(duel, f"summon {find(duel, 'V7-2500')} z0")  # V4-1600 in zone 0 is one Tribute
    assert duel.request.kind == "pick"
    mine = {find(duel, "V4-1400", 0, "mzone"), find(duel, "V2-500", 0, "mzone")}
    assert pick_offers(duel) == mine
    refused(duel, f"pick {find(duel, 'V4-1800', 0, 'hand')}")  # a monster in the hand
    refused(duel, f"pick {find(duel, 'V4-1700', 1, 'mzone')}")  # the opponent's monster
    do(duel, f"pick {find(duel, 'V2-500', 0, 'mzone')}")
    assert names(duel, 0, "mzone") == ["V7-2500", "V4-1400", ""]
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1600"]
    assert names(duel, 1, "mzone") == ["V4-1700", "", ""] and "V4-1800" in names(duel, 0, "hand")


def test_r_zone_5_no_summon_or_set_without_tributes_into_an_occupied_zone() -> None:
    """R-ZONE-5 with R-MAIN-2: only Tributes free a zone; a Level 4 monster takes none."""
    duel = build(p0=Side(hand=["V4-1800", "Dark Hole (Rush)"],
                         monsters=[("V4-1600", ATK), None, ("V4-1400", SET)]))
    v = find(duel, "V4-1800")
    assert {(a.kind, a.zone) for a in acts(duel, "summon", v) + acts(duel, "set", v)} == {
        ("summon", 1), ("set", 1)}
    for text in (f"summon {v} z0", f"set {v} z0", f"summon {v} z2", f"set {v} z2"):
        refused(duel, text)
    refused(duel, f"set {find(duel, HOLE)} z1")  # a Spell never goes to a Monster Zone
    do(duel, f"set {v} z1")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1800", "V4-1400"]
    assert not duel.gy[0]


def test_r_zone_1_r_zone_5_a_special_summon_needs_a_free_zone_of_your_own() -> None:
    """R-ZONE-1/5, R-MAIN-4: with three monsters, Monster Reborn (Rush) cannot place one
    (the opponent's free zones do not count), even from the opponent's GY."""
    duel = build(p0=Side(hand=["Monster Reborn (Rush)", "FX-RECALL"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]),
                 p1=Side(gy=["V6-2000"]))
    reborn = find(duel, "Monster Reborn (Rush)")
    assert not acts(duel, "activate", reborn)
    refused(duel, f"activate {reborn} s0")
    play(duel, "FX-RECALL", "s0", "V4-1400")  # frees zone 1
    play(duel, "Monster Reborn (Rush)", "s0", "V6-2000", 1)
    assert names(duel, 0, "mzone") == ["V4-1600", "V6-2000", "V4-1800"]
    assert duel.ctrl[at(duel, "V6-2000")] == 0 and names(duel, 1, "gy") == []


def test_r_zone_2_r_equip_1_an_equip_keeps_its_spell_trap_zone() -> None:
    """An equipped Equip Spell stays in its S/T zone (R-EQUIP-1), so with two Set cards
    beside it no Spell can be placed from the hand (R-ZONE-2/5); a Field Spell can
    (R-ZONE-3)."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "FX-RECALL", FIELD_A], monsters=[(REX, ATK)],
                         spells=[None, (HOLE, SET), ("FX-HOLE", SET)]))
    refused(duel, f"activate {find(duel, MACHINE_EQUIP)} f")  # not the Field Zone
    refused(duel, f"activate {find(duel, FIELD_A)} s0")  # nor a S/T zone for a Field Spell
    play(duel, MACHINE_EQUIP, "s0")
    assert names(duel, 0, "szone") == [MACHINE_EQUIP, HOLE, "FX-HOLE"]
    assert duel.pos[duel.sz[0][0]] == ATK and duel.atk(at(duel, REX)) == 3000
    recall = find(duel, "FX-RECALL")
    assert not acts(duel, "activate", recall) and not acts(duel, "set", recall)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {recall} {z}")
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.atk(at(duel, REX)) == 3100


# ============================================================ R-POS (section 7)
def test_r_pos_1_a_flip_by_hand_is_the_one_change_of_the_turn() -> None:
    duel = build(p0=Side(monsters=[("V4-1400", SET)]))
    v = find(duel, "V4-1400")
    do(duel, f"position {v} atk")
    assert duel.pos[at(duel, "V4-1400")] == ATK
    assert not acts(duel, "position")
    refused(duel, f"position {v} def")
    end_turn(duel)
    end_turn(duel)
    do(duel, f"position {v} def")  # turn 5: a new turn, a new change
    assert duel.pos[at(duel, "V4-1400")] == DEF


def test_r_pos_1_r_dmg_3_a_monster_flipped_by_an_attack_may_change_in_its_own_turn() -> None:
    """Being turned face-up by an attack (R-DMG-3) is neither an arrival nor a manual
    change: in its controller's next turn it may change position once (R-POS-1/2)."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)]), p1=Side(monsters=[("V4-WALL", SET)]))
    attack(duel, "V4-1400", "V4-WALL")  # 1400 against DEF 2000
    assert duel.lp == [7400, 8000] and duel.pos[at(duel, "V4-WALL", 1)] == DEF
    to_turn(duel, 4)  # P2's turn
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert acts(duel, "position") == [Action("position", wall, pos=ATK)]
    do(duel, f"position {wall} atk")
    assert duel.pos[at(duel, "V4-WALL", 1)] == ATK
    refused(duel, f"position {wall} def")


def test_r_pos_1_a_monster_a_trap_summoned_in_the_opponents_turn_may_change_next_turn() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V4-1400"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    do(duel, f"activate {find(duel, 'FX-WALL-ON-DIRECT')}")  # V4-1400 in face-up Defense
    assert duel.request.kind == "replay"  # R-REPLAY-1
    do(duel, "cancel")
    assert names(duel, 1, "mzone")[0] == "V4-1400" and duel.lp == [8000, 8000]
    assert duel.pos[at(duel, "V4-1400", 1)] == DEF
    to_turn(duel, 4)
    wall = find(duel, "V4-1400", 1, "mzone")
    assert Action("position", wall, pos=ATK) in duel.legal_actions()
    do(duel, f"position {wall} atk")
    assert duel.pos[at(duel, "V4-1400", 1)] == ATK


def test_r_pos_3_a_monster_set_then_flipped_by_hand_was_not_normal_summoned() -> None:
    """Jointech Rex's Requirement asks for the turn it was Normal Summoned (section 20.1).
    A Tribute Set and a later manual flip are no Normal Summon (R-POS-3, R-MAIN-2), so it
    cannot be used; Tribute Summoned instead, it can."""
    board = dict(p1=Side(spells=[(HOLE, SET)]))
    gy = ["V4-1800", "V3-1200", "V6-2000"]
    duel = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)], gy=gy),
                 **board)
    do(duel, f"set {find(duel, REX)} z0")
    assert duel.pos[at(duel, REX)] == SET
    end_turn(duel)
    end_turn(duel)
    rex = find(duel, REX, 0, "mzone")
    events = do(duel, f"position {rex} atk")
    assert not [e for e in events if e.kind in ("summon", "spsummon")]
    assert duel.pos[at(duel, REX)] == ATK
    # the cost (3 monsters in the GY) and a target (P2's Set card) are there
    assert len(duel.gy[0]) == 5 and names(duel, 1, "szone")[0] == HOLE
    refused(duel, f"activate {rex}")
    other = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)], gy=gy),
                  **board)
    do(other, f"summon {find(other, REX)} z0")
    do(other, f"activate {find(other, REX, 0, 'mzone')}")
    while other.request.kind == "pick":  # 3 of the 5 GY monsters back into the Deck
        do(other, str(acts(other, "pick")[0]))
    assert names(other, 1, "gy") == [HOLE] and len(other.gy[0]) == 2


def test_r_pos_1_r_pos_4_summoned_then_turned_face_down_it_still_arrived_this_turn() -> None:
    """An effect may turn a monster summoned this turn face-down (R-POS-4), but it arrived
    this turn, so it cannot be flipped by hand until the next turn (R-POS-1)."""
    duel = build(p0=Side(hand=["V4-1800", FLIPDOWN]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    play(duel, FLIPDOWN, "s0", "V4-1800")
    v = find(duel, "V4-1800", 0, "mzone")
    assert duel.pos[at(duel, "V4-1800")] == SET
    assert not acts(duel, "position")
    refused(duel, f"position {v} atk")
    to_turn(duel, 5)
    do(duel, f"position {v} atk")
    assert duel.pos[at(duel, "V4-1800")] == ATK


def test_r_pos_4_r_pos_1_an_effect_on_the_opponents_monster_leaves_its_manual_change() -> None:
    """FX-GUARD-POS turns P2's monster to Defense in P1's turn; that is no manual change,
    so P2 may turn it back to Attack in its own turn, once (R-POS-1/2/4)."""
    duel = build(p0=Side(hand=[GUARD_POS]), p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, GUARD_POS, "s0", "V4-1800", 1)
    assert duel.pos[at(duel, "V4-1800", 1)] == DEF
    refused(duel, f"position {find(duel, 'V4-1800', 1, 'mzone')} atk")  # not P1's monster
    to_turn(duel, 4)
    v = find(duel, "V4-1800", 1, "mzone")
    do(duel, f"position {v} atk")
    assert duel.pos[at(duel, "V4-1800", 1)] == ATK
    refused(duel, f"position {v} def")


def test_r_trap_5_r_pos_3_a_manual_change_is_an_action_with_its_own_window() -> None:
    """R-TRAP-5 lists a manual position change among the actions that open a window; its
    event is a position change (R-POS-3), not a summon."""
    duel = build(p0=Side(hand=["V4-1600"], monsters=[("V4-1400", SET)]),
                 p1=Side(spells=[(POS_WATCH, SET), ("Trap Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z1")  # a summon: not this Trap's window
    assert duel.request.kind == "window"
    assert Action("activate", find(duel, POS_WATCH)) not in duel.legal_actions()
    do(duel, "pass")
    events = do(duel, f"position {find(duel, 'V4-1400')} atk")
    assert [e.kind for e in events] == ["position"]
    assert duel.request.kind == "window" and duel.current_player == 1
    assert Action("activate", find(duel, "Trap Hole (Rush)")) not in duel.legal_actions()
    do(duel, f"activate {find(duel, POS_WATCH)}")
    assert duel.lp == [8000, 8500] and names(duel, 1, "gy") == [POS_WATCH]
    assert duel.request.kind == "main" and duel.current_player == 0


# ============================================================ R-SPELL, R-EQUIP (section 9)
def test_r_spell_2_r_equip_1_an_equip_set_this_turn_is_activated_and_stays_put() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP], monsters=[(REX, ATK)]))
    equip = find(duel, MACHINE_EQUIP)
    do(duel, f"set {equip} s1")
    assert duel.pos[duel.sz[0][1]] == SET and duel.atk(at(duel, REX)) == 2500
    events = do(duel, f"activate {find(duel, MACHINE_EQUIP)}")  # a new id once Set
    assert names(duel, 0, "szone") == ["", MACHINE_EQUIP, ""]
    assert duel.pos[duel.sz[0][1]] == ATK
    assert duel.equip[duel.sz[0][1]] == find(duel, REX, 0, "mzone")
    assert duel.atk(at(duel, REX)) == 3000 and not duel.gy[0]
    assert not [e for e in events if e.dst == "gy"]


def test_r_main_5_r_equip_1_an_equip_may_be_set_without_a_target_not_activated() -> None:
    """Setting needs only a free zone (R-MAIN-5); activating needs a face-up monster that
    meets the Requirement (R-EQUIP-1), here only once the Set Machine is flipped up."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP], monsters=[(REX, SET), ("V4-1600", ATK)]))
    equip = find(duel, MACHINE_EQUIP)
    assert not acts(duel, "activate", equip)
    do(duel, f"set {equip} s2")
    equip = find(duel, MACHINE_EQUIP)
    assert names(duel, 0, "szone") == ["", "", MACHINE_EQUIP] and not acts(duel, "activate")
    refused(duel, f"activate {equip}")
    do(duel, f"position {find(duel, REX)} atk")
    do(duel, f"activate {equip}")
    assert duel.atk(at(duel, REX)) == 3000 and duel.atk(at(duel, "V4-1600")) == 1600


def test_r_equip_1_the_player_chooses_one_face_up_machine_defense_included() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP],
                         monsters=[(REX, DEF), ("Cyber Dragon (Rush)", SET),
                                   (f"{OVERLORD} [R]", ATK)]),
                 p1=Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s0")
    assert duel.request.kind == "pick"
    assert pick_offers(duel) == {find(duel, REX, 0, "mzone"),
                                 find(duel, f"{OVERLORD} [R]", 0, "mzone")}
    do(duel, f"pick {find(duel, REX, 0, 'mzone')}")
    assert duel.request.kind == "main"
    assert duel.atk(at(duel, REX)) == 3000  # face-up Defense Position is face-up
    assert duel.atk(at(duel, f"{OVERLORD} [R]")) == 500
    assert duel.atk(at(duel, "Cyber Dragon (Rush)", 1)) == 2100


def test_r_equip_3_an_equip_whose_own_gain_breaks_its_condition_stays() -> None:
    """'Equip to a monster with 1500 or less ATK; it gains 1000 ATK': after equipping the
    monster no longer matches; the condition is checked only when equipping (R-EQUIP-3)."""
    duel = build(p0=Side(hand=[LOW_BLADE, LOW_BLADE], monsters=[("V4-1400", ATK)]),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    play(duel, LOW_BLADE, "s0")
    me = at(duel, "V4-1400")
    assert duel.atk(me) == 2400 and names(duel, 0, "szone")[0] == LOW_BLADE
    second = find(duel, LOW_BLADE, 0, "hand")
    refused(duel, f"activate {second} s1")  # 2400 ATK: a new equip is not allowed
    attack(duel, "V4-1400", "V6-2000")  # 2400 against 2000
    assert duel.lp == [8000, 7600] and names(duel, 1, "gy") == ["V6-2000"]
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V4-1400", 0)) == 2400  # still equipped in the next turn


def test_r_equip_3_r_card_2_r_eff_6_a_type_change_keeps_the_equip_but_blocks_a_new_one() -> None:
    """Type Change Beam makes Jointech Rex a Dragon this turn: its FX-MACHINE-EQUIP stays
    (R-EQUIP-3, R-CARD-2), a second one finds no Machine; next turn Rex is a Machine
    again (R-EFF-6) and the second one can be equipped (R-EQUIP-2)."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, MACHINE_EQUIP, "Type Change Beam", BEWD],
                         monsters=[(REX, ATK)]))
    play(duel, MACHINE_EQUIP, "s0")
    do(duel, f"activate {find(duel, 'Type Change Beam')} s1")
    while duel.request.kind != "main":  # reveal the Dragon, choose Rex, stop there
        if duel.request.kind == "pick" and pick_offers(duel) & {find(duel, BEWD, 0, "hand")}:
            do(duel, f"pick {find(duel, BEWD, 0, 'hand')}")
        elif Action("pick", find(duel, REX, 0, "mzone")) in duel.legal_actions():
            do(duel, f"pick {find(duel, REX, 0, 'mzone')}")
        else:
            do(duel, "finish")
    rex = at(duel, REX)
    assert duel.race(rex) == "Dragon"
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP and duel.atk(rex) == 3000
    second = find(duel, MACHINE_EQUIP, 0, "hand")
    refused(duel, f"activate {second} s1")
    end_turn(duel)
    end_turn(duel)
    rex = at(duel, REX)
    assert duel.race(rex) == "Machine" and duel.atk(rex) == 3000
    play(duel, MACHINE_EQUIP, "s1")
    assert duel.atk(at(duel, REX)) == 3500


def test_r_equip_3_r_eff_6_a_warrior_made_a_machine_this_turn_keeps_its_equip_after() -> None:
    """The other way round: Type Change Beam makes a Warrior a Machine this turn, so
    FX-MACHINE-EQUIP may be equipped; when the Type change ends (R-EFF-6, R-END-1) the
    Equip stays and still applies (R-EQUIP-3)."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "Type Change Beam", "Cyber Dragon (Rush)"],
                         monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {find(duel, MACHINE_EQUIP)} s0")  # no Machine yet
    do(duel, f"activate {find(duel, 'Type Change Beam')} s0")
    while duel.request.kind != "main":  # reveal Cyber Dragon (a Machine), choose V4-1600
        if duel.request.kind == "pick" and find(duel, "Cyber Dragon (Rush)") in pick_offers(duel):
            do(duel, f"pick {find(duel, 'Cyber Dragon (Rush)')}")
        elif find(duel, "V4-1600", 0, "mzone") in pick_offers(duel):
            do(duel, f"pick {find(duel, 'V4-1600', 0, 'mzone')}")
        else:
            do(duel, "finish")
    assert duel.race(at(duel, "V4-1600")) == "Machine"
    assert duel.race(at(duel, "V4-1400", 1)) == "Warrior"
    play(duel, MACHINE_EQUIP, "s1")  # the only face-up Machine: no question
    assert duel.atk(at(duel, "V4-1600")) == 2100
    to_turn(duel, 4)
    me = at(duel, "V4-1600")
    assert duel.race(me) == "Warrior" and duel.atk(me) == 2100
    assert names(duel, 0, "szone")[1] == MACHINE_EQUIP
    assert duel.equip[duel.sz[0][1]] == duel.oid[me]


def test_r_equip_4_r_dmg_4_a_monster_destroyed_by_battle_sends_its_equip_to_the_gy() -> None:
    duel = build(p0=Side(hand=[SWORD], monsters=[("V4-1600", ATK)]),
                 p1=Side(monsters=[("V6-2400", ATK)]))
    play(duel, SWORD, "s2")
    assert duel.atk(at(duel, "V4-1600")) == 2100
    events = attack(duel, "V4-1600", "V6-2400")  # 2100 against 2400
    assert duel.lp == [7700, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", SWORD])
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "mzone")[0] == "V6-2400"
    [sent] = to_gy(events, SWORD)
    assert sent.src == "szone" and sent.reason != "destroy"  # sent, not destroyed


def test_r_equip_4_equips_of_monsters_destroyed_by_an_effect_are_sent_not_destroyed() -> None:
    """Dark Hole (Rush) destroys both equipped monsters; their Equip Spells are sent to the
    GY by rule (R-EQUIP-4), and only the monsters count as destroyed."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, SWORD, HOLE],
                         monsters=[(REX, ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    play(duel, MACHINE_EQUIP, "s0")
    play(duel, SWORD, "s1")
    events = play(duel, HOLE, "s2")
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "gy") == ["V4-1800"]
    assert sorted(names(duel, 0, "gy")) == sorted([REX, "V4-1600", MACHINE_EQUIP, SWORD, HOLE])
    destroyed = sorted(duel.cards[e.code].name for e in events if e.reason == "destroy")
    assert destroyed == sorted([REX, "V4-1600", "V4-1800"])
    for name in (MACHINE_EQUIP, SWORD):
        [sent] = to_gy(events, name)
        assert sent.src == "szone" and sent.reason != "destroy"


def test_r_equip_4_r_fus_2_a_fusion_material_takes_its_equip_to_the_gy() -> None:
    duel = build(p0=Side(hand=[SWORD, "Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["FX-FUSION-2"]))
    play(duel, SWORD, "s0", "V4-1600")
    do(duel, f"activate {find(duel, 'Fusion')} s1")
    while duel.request.kind != "main":
        if duel.request.kind == "position":
            do(duel, "choose atk")
        else:
            do(duel, str(acts(duel, "pick")[0]))
    assert names(duel, 0, "mzone").count("FX-FUSION-2") == 1
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", SWORD, "Fusion"])
    assert names(duel, 0, "szone") == ["", "", ""]
    assert duel.atk(at(duel, "FX-FUSION-2")) == 2400  # the Equip did not move over


def test_r_equip_1_r_equip_4_an_equip_on_an_opponents_monster() -> None:
    """An Equip Spell whose Requirement allows any face-up monster may go on the
    opponent's: it stays in its owner's S/T zone and goes to its owner's GY when that
    monster is destroyed by battle."""
    duel = build(p0=Side(hand=[CURSE], monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, CURSE)} s0")
    assert pick_offers(duel) == {find(duel, "V4-1800", 0, "mzone"),
                                 find(duel, "V4-1600", 1, "mzone")}
    do(duel, f"pick {find(duel, 'V4-1600', 1, 'mzone')}")
    assert duel.atk(at(duel, "V4-1600", 1)) == 1100 and duel.atk(at(duel, "V4-1800")) == 1800
    assert names(duel, 0, "szone") == [CURSE, "", ""]
    attack(duel, "V4-1800", "V4-1600")  # 1800 against 1100
    assert duel.lp == [8000, 7300]
    assert names(duel, 1, "gy") == ["V4-1600"] and names(duel, 0, "gy") == [CURSE]
    assert names(duel, 0, "szone") == ["", "", ""]


def test_r_equip_2_r_equip_4_one_of_two_equips_destroyed_the_other_stays() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "Jointech Rush Horn", ST_BREAK],
                         monsters=[(REX, ATK)]))
    play(duel, MACHINE_EQUIP, "s0")
    play(duel, "Jointech Rush Horn", "s1")
    assert duel.atk(at(duel, REX)) == 3300
    do(duel, f"activate {find(duel, ST_BREAK)} s2")
    assert duel.request.kind == "pick"
    do(duel, f"pick {find(duel, MACHINE_EQUIP, 0, 'szone')}")
    assert names(duel, 0, "szone") == ["", "Jointech Rush Horn", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([MACHINE_EQUIP, ST_BREAK])
    assert duel.atk(at(duel, REX)) == 2800 and names(duel, 0, "mzone")[0] == REX


def test_r_equip_4_r_trap_5_the_equip_activation_is_answered_by_a_bounce() -> None:
    """Compulsory Evacuation Device (Rush) answers the Equip Spell's activation once it
    has resolved (R-TRAP-5, R-REQ-2): Rex goes back to the hand and the Equip Spell, no
    longer equipped, goes to the GY (R-EQUIP-4)."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP], monsters=[(REX, ATK)]),
                 p1=Side(spells=[("Compulsory Evacuation Device (Rush)", SET)]))
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s0")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP and duel.atk(at(duel, REX)) == 3000
    do(duel, f"activate {find(duel, 'Compulsory Evacuation Device (Rush)')}")
    assert names(duel, 0, "hand") == [REX] and names(duel, 0, "gy") == [MACHINE_EQUIP]
    assert names(duel, 0, "szone") == ["", "", ""]
    assert names(duel, 1, "gy") == ["Compulsory Evacuation Device (Rush)"]


def test_r_equip_4_an_opponents_monster_turned_face_down_drops_my_equip() -> None:
    duel = build(p0=Side(hand=[CURSE, FLIPDOWN], monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, CURSE)} s0")
    do(duel, f"pick {find(duel, 'V4-1600', 1, 'mzone')}")
    play(duel, FLIPDOWN, "s1", "V4-1600", 1)
    assert duel.pos[at(duel, "V4-1600", 1)] == SET
    assert sorted(names(duel, 0, "gy")) == sorted([CURSE, FLIPDOWN])
    assert names(duel, 1, "gy") == []


def test_r_equip_2_r_equip_4_only_the_equips_of_the_monster_that_left_go() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP, MACHINE_EQUIP, "FX-RECALL"],
                         monsters=[(REX, ATK), ("Cyber Dragon (Rush)", ATK)]))
    play(duel, MACHINE_EQUIP, "s0", REX)
    play(duel, MACHINE_EQUIP, "s2", "Cyber Dragon (Rush)")
    assert duel.atk(at(duel, REX)) == 3000 and duel.atk(at(duel, "Cyber Dragon (Rush)")) == 2600
    play(duel, "FX-RECALL", "s1", "Cyber Dragon (Rush)")
    assert names(duel, 0, "szone") == [MACHINE_EQUIP, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([MACHINE_EQUIP, "FX-RECALL"])
    assert duel.atk(at(duel, REX)) == 3000
    assert duel.equip[duel.sz[0][0]] == find(duel, REX, 0, "mzone")


def test_r_equip_4_r_pos_2_a_manual_flip_keeps_nothing_a_face_down_turn_dropped() -> None:
    """R-EQUIP-4 then R-EQUIP-1: after the monster was turned face-down (its Equip gone)
    and flipped up by hand, a new Equip may go on it and only that one applies."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, MACHINE_EQUIP, FLIPDOWN], monsters=[(REX, ATK)]))
    play(duel, MACHINE_EQUIP, "s0")
    play(duel, FLIPDOWN, "s1", REX)
    assert names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"position {find(duel, REX, 0, 'mzone')} atk")
    play(duel, MACHINE_EQUIP, "s2")
    assert duel.atk(at(duel, REX)) == 3000
    assert sorted(names(duel, 0, "gy")) == sorted([MACHINE_EQUIP, FLIPDOWN])


def test_r_max_13_r_equip_1_an_equip_condition_reads_the_whole_maximum_monster() -> None:
    """R-MAX-13 default: an Equip attaches to the Maximum Mode monster as a whole and its
    condition is checked against the center (Level 10), not the Level 4 [L] piece."""
    low = LOW_LEVEL
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", low,
                               MACHINE_EQUIP]))
    do(duel, f"maximum {find(duel, OVERLORD)}")
    refused(duel, f"activate {find(duel, low)} s0")
    do(duel, f"activate {find(duel, MACHINE_EQUIP)} s0")  # one monster: nothing to choose
    assert duel.request.kind == "main"
    for piece in (f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"):
        assert duel.atk(at(duel, piece)) == 4000


# ============================================================ R-FIELD (section 9)
def test_r_field_2_setting_over_a_face_up_field_spell_ends_its_effect_at_once() -> None:
    """R-FIELD-2: the face-up one goes to the GY by rule; the Set one does nothing until
    activated, which may be the same turn (R-FIELD-3)."""
    duel = build(p0=Side(hand=[FIELD_B], monsters=[("V4-1600", ATK)],
                         field_spell=(FIELD_A, ATK)))
    assert duel.atk(at(duel, "V4-1600")) == 1700
    events = do(duel, f"set {find(duel, FIELD_B)} f")
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("fzone", "rule")]
    assert not [e for e in events if e.reason == "destroy"]
    assert names(duel, 0, "gy") == [FIELD_A] and duel.pos[duel.fz[0]] == SET
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, f"activate {find(duel, FIELD_B)}")
    assert duel.atk(at(duel, "V4-1600")) == 1800 and names(duel, 0, "gy") == [FIELD_A]


def test_r_field_2_setting_over_a_set_field_spell_replaces_it_too() -> None:
    duel = build(p0=Side(hand=[FIELD_C], monsters=[("V4-1600", ATK)],
                         field_spell=(FIELD_A, SET)))
    events = do(duel, f"set {find(duel, FIELD_C)} f")
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("fzone", "rule")]
    assert names(duel, 0, "gy") == [FIELD_A]
    assert duel.data[duel.fz[0]].name == FIELD_C and duel.pos[duel.fz[0]] == SET
    assert duel.atk(at(duel, "V4-1600")) == 1600


def test_r_field_2_a_second_copy_replaces_the_first_and_never_stacks() -> None:
    duel = build(p0=Side(hand=[FIELD_A], monsters=[("V4-1600", ATK)],
                         field_spell=(FIELD_A, ATK)))
    do(duel, f"activate {find(duel, FIELD_A, 0, 'hand')} f")
    assert names(duel, 0, "gy") == [FIELD_A] and duel.data[duel.fz[0]].name == FIELD_A
    assert duel.atk(at(duel, "V4-1600")) == 1700


def test_r_field_1_r_calc_2_each_players_field_spell_for_its_own_monsters() -> None:
    """FX-FIELD-A (P1, +100) and FX-FIELD-C (P2, +300): 1600+100 against 1400+300 is a
    tie, so both are destroyed (R-CALC-2); neither Field Spell touches the other side."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK)),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1800", SET)],
                         field_spell=(FIELD_C, ATK)))
    assert duel.atk(at(duel, "V4-1600")) == 1700 and duel.atk(at(duel, "V4-1400", 1)) == 1700
    attack(duel, "V4-1600", "V4-1400")
    assert duel.lp == [8000, 8000]
    assert names(duel, 0, "gy") == ["V4-1600"] and names(duel, 1, "gy") == ["V4-1400"]
    to_turn(duel, 4)  # P2's turn: its Set monster flipped up gets +300, not +100
    v = find(duel, "V4-1800", 1, "mzone")
    do(duel, f"position {v} atk")
    assert duel.atk(at(duel, "V4-1800", 1)) == 2100


def test_r_field_1_r_spell_1_a_set_field_spell_only_in_its_owners_main_phase() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_B, SET)),
                 p1=Side(hand=["V4-1800"]))
    field = find(duel, FIELD_B)
    assert Action("activate", field) in duel.legal_actions()
    do(duel, "battle")
    refused(duel, f"activate {field}")
    do(duel, "end")
    assert duel.tp == 1
    refused(duel, f"activate {field}")
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.request.kind == "main"  # no window for P1's Spell
    end_turn(duel)
    do(duel, f"activate {field}")
    assert duel.atk(at(duel, "V4-1600")) == 1800


def test_r_field_1_r_equip_a_field_spell_and_an_equip_add_up_and_outlast_the_turn() -> None:
    duel = build(p0=Side(hand=[MACHINE_EQUIP, FIELD_C, PUMP], monsters=[(REX, ATK)],
                         field_spell=(FIELD_A, ATK)))
    play(duel, MACHINE_EQUIP, "s0")
    play(duel, PUMP, "s1", REX)
    assert duel.atk(at(duel, REX)) == 2500 + 100 + 500 + 500
    do(duel, f"activate {find(duel, FIELD_C)} f")  # replaces FX-FIELD-A
    assert duel.atk(at(duel, REX)) == 2500 + 300 + 500 + 500
    end_turn(duel)
    assert duel.atk(at(duel, REX)) == 2500 + 300 + 500  # only "this turn" ended


def test_r_field_1_r_dmg_4_a_field_spell_destroyed_in_the_attack_window_stops_at_once() -> None:
    """P2 destroys P1's FX-FIELD-A when P1 attacks: its +100 stops at once (R-FIELD-1), so
    the calculation uses 1600, not 1700 (R-DMG-4); an ATK change is no replay."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK)),
                 p1=Side(monsters=[("V4-1700", ATK)], spells=[(FIELD_SNAP, SET)]))
    assert duel.atk(at(duel, "V4-1600")) == 1700  # a tie, before the Trap
    attack(duel, "V4-1600", "V4-1700")
    assert duel.request.kind == "window" and duel.current_player == 1
    events = do(duel, f"activate {find(duel, FIELD_SNAP)}")
    assert [(e.src, e.reason) for e in to_gy(events, FIELD_A)] == [("fzone", "destroy")]
    assert duel.lp == [7900, 8000]
    assert names(duel, 0, "gy") == [FIELD_A, "V4-1600"] and names(duel, 1, "mzone")[0] == "V4-1700"


# ============================================================ durations
def test_r_eff_6_r_end_1_a_this_turn_gain_survives_position_changes_not_the_end_phase() -> None:
    duel = build(p0=Side(hand=[PUMP, GUARD_POS], monsters=[("V4-1600", ATK)]))
    play(duel, PUMP, "s0", "V4-1600")
    play(duel, GUARD_POS, "s1", "V4-1600")
    me = at(duel, "V4-1600")
    assert duel.pos[me] == DEF and duel.atk(me) == 2100
    do(duel, f"position {duel.oid[me]} atk")
    assert duel.atk(me) == 2100
    end_turn(duel)
    assert duel.atk(me) == 1600
