"""Audit, second pass: RULES.md section 8 (R-REQ, R-EFF) and section 10 (R-TRAP), read
rule by rule and in combination with the windows of section 18.

What the earlier audit files already cover (one window per action, the cached window
path, the cost/choice rules of a single activation, SC-11..SC-20 as written) is not
repeated here. These tests combine: which player's event a Trap's Requirement names
(the controller of a destroyed monster, a Spell of the opponent or one's own), windows
that recurse through several Traps, Traps Set this turn inside such a recursion, the
normal draw against other draws, Field Spells destroyed against replaced, a loss in the
middle of an effect, and what may and may not be done while a window is open.

Test cards (passcodes 961_200_001+) are throwaway DSL cards merged into the card-test
pool (fixtures + scripted real cards). FX-FIELD-* and FX-GUARD-POS follow the fixture
table of RULES.md section 19; no card text is copied from any database.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnSummon, Trig
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL
from .util import do, find, in_main, names, offered, window_for

_codes = itertools.count(961_200_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects)))
    return name


@dataclass(frozen=True)
class _OnOpponentGain(Trig):
    """When your opponent gains LP."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Any, ...]) -> Any:
        return () if any(e.kind == "lp" and e.player != ctx.player for e in events) else None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"lp"})

    def text(self) -> str:
        return "when your opponent gains LP"


FIELD_A = "FX-FIELD-A"  # in FIXTURE_POOL
FIELD_B = "FX-FIELD-B"  # in FIXTURE_POOL
FIELD_GUARD = "FX-FIELD-GUARD"  # in FIXTURE_POOL
GUARD_POS = "FX-GUARD-POS"  # in FIXTURE_POOL
# a Spell destroying the opponent's Field Spell; a Trap doing so on their Normal Summon
FIELD_BREAK = _card("Z-Field-Break", CardType.SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(where=("fzone",), who="opp")),)))
FIELD_RAZE = _card("Z-Field-Raze", CardType.TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("summon",)),
    ops=(Destroy(Sel(where=("fzone",), who="opp")),)))
PING = _card("Z-Ping", CardType.SPELL, Effect(kind="spell", ops=(Damage(Fixed(100)),)))
LP_WATCH = _card("Z-LP-Watch", CardType.TRAP, Effect(
    kind="trap", trigger=_OnOpponentGain(), ops=(Damage(Fixed(300)),)))

POOL = CARD_POOL.merged(_CARDS)
BEWD = "Blue-Eyes White Dragon (Rush)"
BLUE_FANG = "Blue-Fang Burst Dragon"
RED_BOOT = "Red-Boot Boost Dragon"
REBORN = "Monster Reborn (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
DE = "Dragon Encounter"
RB = "RB Dragophone"
TORRENT = "Torrential Tribute (Rush)"
SRP = "Sevens Road Protection"
SRM = "Sevens Road Magician"
DESPAIR_L = "Doomblaze Fiend Overlord Despairacion [L]"


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def lone_position(duel: Duel, pos: str = "atk") -> None:
    """Answer a position question of a Special Summon, if one is asked."""
    if duel.request is not None and duel.request.kind == "position":
        do(duel, f"choose {pos}")


def p2_revives_p1s_dragon(p0: Side, p1: Side) -> Duel:
    """P2's turn 2: P2 Special Summons P1's Blue-Fang Burst Dragon from P1's GY with
    Monster Reborn (Rush) (§20.2: "from either GY to your field"), then P1's turn 3
    begins. P2 controls the Dragon; P1 owns it."""
    p0.gy = [*p0.gy, BLUE_FANG]
    p1.hand = [*p1.hand, REBORN]
    duel = build(turn=2, tp=1, p0=p0, p1=p1)
    do(duel, f"activate {find(duel, REBORN)} s2")
    lone_position(duel)
    while window_for(duel, 1) or window_for(duel, 0):
        do(duel, "pass")  # (a Trap of the scenario that answers the revival)
    assert names(duel, 1, "mzone")[0] == BLUE_FANG
    assert duel.owner[duel.inst(find(duel, BLUE_FANG, 1, "mzone"))] == 0
    do(duel, "end")
    assert duel.turn == 3 and in_main(duel, 0)
    return duel


# ============================================== whose event: controller, not owner
def test_r_trap_5_rb_dragophone_answers_for_the_dragon_its_controller_lost() -> None:
    """R-TRAP-5 / R-REQ-1 with §20.3 RB Dragophone: "a Dragon you control" is the player
    who controlled it when it was destroyed, here not its owner."""
    duel = p2_revives_p1s_dragon(Side(hand=["Dark Hole (Rush)"]),
                                 Side(spells=[(RB, SET)], deck=["V1-100"] * 10))
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert names(duel, 0, "gy") == [BLUE_FANG, "Dark Hole (Rush)"]  # the owner's GY
    assert window_for(duel, 1) and offered(duel) == {find(duel, RB)}


def test_r_trap_5_rb_dragophone_not_for_its_owner_when_the_opponent_controlled_it() -> None:
    """R-TRAP-5 / R-TRAP-4 with §20.3 RB Dragophone: the owner of a Dragon that the
    opponent controlled did not lose "a Dragon you control"."""
    duel = p2_revives_p1s_dragon(
        Side(hand=["V4-1600"], spells=[(RB, SET)]),
        Side(spells=[(TORRENT, SET)], deck=["V1-100"] * 10))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1)
    do(duel, f"activate {find(duel, TORRENT)}")
    assert sorted(names(duel, 0, "gy")) == [BLUE_FANG, "V4-1600"]
    assert in_main(duel, 0), duel.request
    assert names(duel, 0, "szone")[0] == RB


def test_r_trap_5_r_card_2_a_monster_made_a_dragon_this_turn_is_a_destroyed_dragon() -> None:
    """R-TRAP-5 / R-CARD-2: the destroyed monster is judged as it was on the field."""
    duel = build(p0=Side(hand=["Type Change Beam", BLUE_FANG, "Dark Hole (Rush)"]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(RB, SET)]))
    do(duel, f"activate {find(duel, 'Type Change Beam')} s0")  # reveals the only monster
    assert duel.race(duel.inst(find(duel, "V4-1600"))) == "Dragon"
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert names(duel, 1, "gy") == ["V4-1600"]
    assert window_for(duel, 1) and offered(duel) == {find(duel, RB)}


def test_r_eff_2_the_controller_of_a_monster_it_does_not_own_activates_its_effect() -> None:
    """R-EFF-2 ("only its controller may activate it") and R-EFF-4: P1 Special Summons
    P2's FX-PINGER from P2's GY; it is a new monster under P1's control, so P1 may
    activate it once (R-EFF-3) and P2 takes the damage."""
    duel = build(p0=Side(hand=[REBORN]), p1=Side(gy=["FX-PINGER"]))
    do(duel, f"activate {find(duel, REBORN)} s0")
    lone_position(duel)
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    assert duel.owner[duel.inst(pinger)] == 1
    assert Action("activate", pinger) in duel.legal_actions()
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {pinger}")


# ===================================================== opponent's event or own event
def test_r_trap_4_r_trap_5_own_summon_and_own_attack_meet_no_opponent_only_trap() -> None:
    """R-TRAP-4/5 with §20.3/§20.5: Trap Hole (Rush) answers the *opponent's* Normal
    Summon and Sakuretsu Armor (Rush) the *opponent's* attack. The turn player's own
    copies are never offered for its own summon or attack; the non-turn player's Trap
    Hole is offered for the summon, and after it passes nobody else is asked."""
    duel = build(p0=Side(hand=["V4-1800"], spells=[("Trap Hole (Rush)", SET),
                                                   ("Sakuretsu Armor (Rush)", SET)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert window_for(duel, 1) and offered(duel) == {find(duel, "Trap Hole (Rush)", 1)}
    do(duel, "pass")
    assert in_main(duel, 0)  # P1's own Trap Hole was not offered
    refused(duel, f"activate {find(duel, 'Trap Hole (Rush)', 1)}")  # its window is over
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.lp == [8000, 6200]  # no window stopped the attack
    assert names(duel, 0, "szone") == ["Trap Hole (Rush)", "Sakuretsu Armor (Rush)", ""]


def test_r_trap_5_after_the_opponents_spell_not_ones_own_then_any_summon() -> None:
    """R-TRAP-5 / SC-20 with §20.5 Compulsory Evacuation Device (Rush) ("when any player
    Normal/Special Summons, or after the opponent activates a Spell"): after P1's Spell
    that summons nothing, only P2's copy is offered, and P1's own copy is not asked
    once P2 passes. After P1's Monster Reborn (a summon by P1) P1's copy is offered too,
    once P2 passes (R-TRAP-4), and returns the revived monster to the hand."""
    duel = build(p0=Side(hand=[GUARD_POS, REBORN], gy=["V4-1400"], spells=[(CED, SET)],
                         monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, GUARD_POS)} s1")
    assert duel.pos[duel.inst(find(duel, "V4-1600"))] == DEF
    assert window_for(duel, 1) and offered(duel) == {find(duel, CED, 1)}
    do(duel, "pass")
    assert in_main(duel, 0)
    do(duel, f"activate {find(duel, REBORN)} s1")
    lone_position(duel)
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    assert window_for(duel, 1)
    do(duel, "pass")
    assert window_for(duel, 0) and offered(duel) == {find(duel, CED, 0)}
    do(duel, f"activate {find(duel, CED, 0)}")
    do(duel, f"pick {find(duel, 'V4-1400', 0, 'mzone')}")
    assert names(duel, 0, "hand") == ["V4-1400"]
    assert names(duel, 0, "gy") == [GUARD_POS, REBORN, CED]
    assert names(duel, 1, "szone")[0] == CED and in_main(duel, 0)


def test_r_trap_5_sevens_road_protection_a_tribute_summon_but_not_a_special_summon() -> None:
    """R-TRAP-5 with §20.3 Sevens Road Protection ("the opponent Normal Summons") and
    R-MAIN-3: a Tribute Summon is a Normal Summon and meets it; a Special Summon by the
    monster's own condition (Cyber Dragon (Rush), R-MAIN-4) does not."""
    p1 = Side(monsters=[(SRM, ATK)], spells=[(SRP, SET)])
    duel = build(p0=Side(hand=["V5-2300"], monsters=[("V4-1600", ATK)]), p1=p1)
    do(duel, f"summon {find(duel, 'V5-2300')} z0")
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert window_for(duel, 1) and offered(duel) == {find(duel, SRP)}
    duel = build(p0=Side(hand=["Cyber Dragon (Rush)"]), p1=Side(**vars(p1)))
    do(duel, f"spsummon {find(duel, 'Cyber Dragon (Rush)')} z0 atk")
    assert names(duel, 0, "mzone")[0] == "Cyber Dragon (Rush)"
    assert in_main(duel, 0) and names(duel, 1, "szone")[0] == SRP
    # R-REQ-1 / R-EFF-5: a face-down Magician is no "face-up DARK Spellcaster"
    duel = build(p0=Side(hand=["V4-1600"]), p1=Side(monsters=[(SRM, SET)], spells=[(SRP, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert in_main(duel, 0)


def test_r_trap_6_r_eff_6_protection_from_a_trap_holds_against_a_later_trap() -> None:
    """SC-17 continued: Sevens Road Protection (R-TRAP-4: P2 first) makes P2's face-up
    DARK Spellcasters safe from P1's card effects this turn (R-EFF-6). At P1's next
    summon P1's Torrential Tribute (Rush), Set earlier, is offered (nothing carried
    over, R-TRAP-5) and destroys every other monster; the Trap still goes to the GY."""
    duel = build(p0=Side(hand=["V4-1600", "V4-1800"], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[(SRM, ATK), ("V4-1400", ATK)], spells=[(SRP, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1)
    do(duel, f"activate {find(duel, SRP)}")
    assert in_main(duel, 0)  # Torrential was not offered in the summon's window
    do(duel, f"summon {find(duel, 'V4-1800')} z1")
    assert window_for(duel, 0) and offered(duel) == {find(duel, TORRENT)}
    do(duel, f"activate {find(duel, TORRENT)}")
    assert names(duel, 1, "mzone") == [SRM, "", ""] and not duel.monsters(0)
    assert names(duel, 1, "gy") == [SRP, "V4-1400"]
    assert names(duel, 0, "gy") == ["V4-1600", "V4-1800", TORRENT]


# ================================================================ recursion
def test_r_trap_4_r_trap_6_three_windows_of_dragon_encounters() -> None:
    """R-TRAP-3/4/6 with §20.3 Dragon Encounter ("the opponent Normal or Special
    Summons"): P1's summon -> P2 uses one of two copies (one per window) -> that window
    holds P2's own summon: P2 is not asked, P1 is -> P1's Special Summon opens a third
    window where P2's second copy is offered, and it is the non-turn player's."""
    duel = build(p0=Side(hand=["V4-1600", "V4-1500"], spells=[(DE, SET)]),
                 p1=Side(hand=[BEWD, "V8-3000"], spells=[(DE, SET), (DE, SET)]))
    first, second = find(duel, DE, 1, nth=0), find(duel, DE, 1, nth=1)
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1) and offered(duel) == {first, second}
    do(duel, f"activate {first}")
    do(duel, f"pick {find(duel, BEWD)}")
    do(duel, "choose def")
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    assert window_for(duel, 0) and offered(duel) == {find(duel, DE, 0)}
    do(duel, f"activate {find(duel, DE, 0)}")
    do(duel, "choose atk")  # V4-1500, the only Dragon in P1's hand
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1500", ""]
    assert window_for(duel, 1) and offered(duel) == {second}
    do(duel, f"activate {second}")
    do(duel, "choose atk")  # V8-3000
    assert names(duel, 1, "mzone") == [BEWD, "V8-3000", ""]
    assert in_main(duel, 0)  # the fourth window holds P2's own summon: nobody answers
    assert names(duel, 0, "gy") == [DE] and names(duel, 1, "gy") == [DE, DE]


def test_r_trap_2_r_trap_6_a_trap_set_this_turn_stays_out_of_the_recursive_window() -> None:
    """R-TRAP-2 inside R-TRAP-6: P2's Dragon Encounter answers P1's summon; in the new
    window P1 may answer P2's summon with the Torrential Tribute (Rush) Set earlier, but
    not with the copy P1 Set this turn (refused, state unchanged)."""
    duel = build(p0=Side(hand=[TORRENT, "V4-1600"], spells=[(TORRENT, SET)]),
                 p1=Side(hand=[BEWD], spells=[(DE, SET)]))
    old = find(duel, TORRENT, 0, "szone")
    do(duel, f"set {find(duel, TORRENT, 0, 'hand')} s1")
    new = find(duel, TORRENT, 0, "szone", nth=1)
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1) and offered(duel) == {find(duel, DE)}
    do(duel, f"activate {find(duel, DE)}")
    do(duel, "choose atk")
    assert window_for(duel, 0) and offered(duel) == {old}
    refused(duel, f"activate {new}")
    do(duel, f"activate {old}")
    assert not duel.monsters(0) and not duel.monsters(1)
    assert names(duel, 0, "szone") == ["", TORRENT, ""]
    assert in_main(duel, 0)  # Torrential's window holds no summon


def test_r_trap_3_r_trap_5_sc19_when_dragon_encounter_is_chosen_dragophone_stays_set() -> None:
    """SC-19 with the other choice (R-TRAP-3/5): Dragonic Pressure's one window holds
    the destruction and the summon; P2 picks Dragon Encounter. The next window holds
    only P2's own Special Summon: RB Dragophone, whose trigger was in the earlier window,
    is not offered (events are not carried forward) and stays Set."""
    duel = build(p0=Side(hand=["Dragonic Pressure", "Innocent Fadrawl", BLUE_FANG, RED_BOOT]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(RB, SET), (DE, SET)],
                         hand=[BEWD]))
    do(duel, f"activate {find(duel, 'Dragonic Pressure')} s0")
    do(duel, "yes")  # Special Summon Innocent Fadrawl in Defense
    assert window_for(duel, 1) and offered(duel) == {find(duel, RB), find(duel, DE)}
    do(duel, f"activate {find(duel, DE)}")
    do(duel, "choose atk")
    assert names(duel, 1, "mzone") == [BEWD, "", ""]
    assert in_main(duel, 0)
    assert names(duel, 1, "szone") == [RB, "", ""] and names(duel, 1, "gy") == [BLUE_FANG, DE]


# ======================================================== what a window allows
def test_r_trap_4_r_eff_2_r_spell_1_an_open_window_allows_traps_and_pass_only() -> None:
    """Refused, each with the state unchanged: a Set Trap at a free moment (R-TRAP-8);
    "pass" outside a window; in the non-turn player's stage of a window the turn
    player's Trap (R-TRAP-4), monster effect (R-EFF-2), Spell (R-SPELL-1) and summon
    (R-MAIN-1); in the turn player's stage its Trap Set this turn (R-TRAP-2) and its
    monster effect. The turn player's Trap Set earlier is the only activation there."""
    duel = build(p0=Side(hand=[TORRENT, "V4-1600", "V4-1400"],
                         monsters=[("FX-PINGER", ATK)],
                         spells=[(TORRENT, SET), ("Dark Hole (Rush)", SET)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    old = find(duel, TORRENT, 0, "szone")
    pinger, hole = find(duel, "FX-PINGER"), find(duel, "Dark Hole (Rush)")
    refused(duel, f"activate {old}")
    refused(duel, "pass")
    refused(duel, f"activate {find(duel, 'Trap Hole (Rush)')}")  # the opponent's card
    do(duel, f"set {find(duel, TORRENT, 0, 'hand')} s2")
    new = find(duel, TORRENT, 0, "szone", nth=1)
    do(duel, f"summon {find(duel, 'V4-1600')} z1")
    assert window_for(duel, 1)
    for text in (f"activate {old}", f"activate {pinger}", f"activate {hole}",
                 f"summon {find(duel, 'V4-1400')} z2", "end"):
        refused(duel, text)
    do(duel, "pass")
    assert window_for(duel, 0)
    assert set(duel.legal_actions()) == {Action("activate", old), Action("pass")}
    for text in (f"activate {new}", f"activate {pinger}", f"activate {hole}", "battle"):
        refused(duel, text)
    do(duel, "pass")
    assert in_main(duel, 0) and Action("activate", pinger) in duel.legal_actions()


def test_r_eff_2_r_draw_4_no_monster_effect_or_spell_in_a_draw_phase_window() -> None:
    """R-DRAW-4 / R-TRAP-6 / R-EFF-2: at P2's normal draw P1's FX-DRAW-WATCH gains 500;
    in the window of that Trap P2 (the turn player) is asked, but only about its Trap:
    its face-up FX-PINGER and Set Spell wait for the Main Phase."""
    duel = build(turn=2, tp=1, p0=Side(spells=[("FX-DRAW-WATCH", SET)]),
                 p1=Side(monsters=[("FX-PINGER", ATK)],
                         spells=[(LP_WATCH, SET), ("Dark Hole (Rush)", SET)]))
    do(duel, "end")  # P1's turn 3
    do(duel, "end")  # P2's turn 4: the normal draw
    assert duel.turn == 4 and duel.phase == "draw" and window_for(duel, 0)
    do(duel, f"activate {find(duel, 'FX-DRAW-WATCH')}")
    assert duel.lp == [8500, 8000] and duel.phase == "draw" and window_for(duel, 1)
    pinger = find(duel, "FX-PINGER")
    assert set(duel.legal_actions()) == {Action("activate", find(duel, LP_WATCH)),
                                         Action("pass")}
    refused(duel, f"activate {pinger}")
    refused(duel, f"activate {find(duel, 'Dark Hole (Rush)')}")
    do(duel, f"activate {find(duel, LP_WATCH)}")
    assert duel.lp == [8200, 8000] and duel.phase == "main" and in_main(duel, 1)
    do(duel, f"activate {pinger}")
    assert duel.lp == [7900, 8000]


# ============================================================ the normal draw
def test_r_draw_4_r_trap_3_two_draw_watches_one_activation_at_a_draw_of_five() -> None:
    """R-DRAW-4 / R-TRAP-3 / R-TRAP-6 with FX-DRAW-WATCH: P1's normal draw of 5 cards
    (hand 0, R-DRAW-1) empties its Deck of exactly 5 (no loss, R-WIN-2) and opens one
    window. P2 may use one of its two FX-DRAW-WATCH; the window of that Trap holds no
    draw, so the other stays Set: P2 gains 500 once."""
    duel = build(turn=2, tp=1, p0=Side(deck=["V1-100"] * 5),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET), ("FX-DRAW-WATCH", SET)]))
    do(duel, "end")
    assert duel.turn == 3 and not duel.is_over and len(duel.hand[0]) == 5
    assert not duel.deck[0] and window_for(duel, 1)
    watches = {find(duel, "FX-DRAW-WATCH", 1, nth=k) for k in (0, 1)}
    assert offered(duel) == watches
    do(duel, f"activate {min(watches)}")
    assert duel.lp == [8000, 8500] and in_main(duel, 0)
    assert names(duel, 1, "szone") == ["", "FX-DRAW-WATCH", ""]
    assert names(duel, 1, "gy") == ["FX-DRAW-WATCH"]


def test_r_draw_4_draw_watch_not_at_a_draw_by_a_card_effect() -> None:
    """R-DRAW-4 with FX-DRAW-WATCH ("when your opponent draws for their normal draw"):
    Innocent Fadrawl (§20.5) makes both players draw 1 in P1's Main Phase; that window
    holds P1's draw, but it is not a normal draw: P2 is not asked."""
    duel = build(p0=Side(hand=["Innocent Fadrawl"]), p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, f"summon {find(duel, 'Innocent Fadrawl')} z0")
    events = do(duel, f"activate {find(duel, 'Innocent Fadrawl')}")
    assert [(e.player, e.reason) for e in events if e.kind == "draw"] == [
        (0, "effect"), (1, "effect")]
    assert in_main(duel, 0) and duel.lp == [8000, 8000]
    assert names(duel, 1, "szone")[0] == "FX-DRAW-WATCH"


# ======================================================== Field Zone guard
def test_fx_field_guard_r_trap_6_the_turn_player_answers_the_opponents_trap() -> None:
    """FX-FIELD-GUARD with R-TRAP-6: P2's Trap destroys P1's *Set* Field Spell (a card in
    P1's Field Zone, destroyed by a card effect); the window of that Trap is asked of P2
    first, then P1, whose guard draws 1."""
    duel = build(p0=Side(hand=["V4-1600"], field_spell=(FIELD_A, SET),
                         spells=[(FIELD_GUARD, SET)], deck=["V4-1800"] + ["V1-100"] * 5),
                 p1=Side(spells=[(FIELD_RAZE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1) and offered(duel) == {find(duel, FIELD_RAZE)}
    do(duel, f"activate {find(duel, FIELD_RAZE)}")
    assert names(duel, 0, "gy") == [FIELD_A] and duel.fz[0] < 0
    assert window_for(duel, 0) and offered(duel) == {find(duel, FIELD_GUARD)}
    do(duel, f"activate {find(duel, FIELD_GUARD)}")
    assert names(duel, 0, "hand") == ["V4-1800"] and in_main(duel, 0)
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_GUARD]


def test_fx_field_guard_replaced_by_rule_no_destroyed_by_the_opponent_yes() -> None:
    """R-FIELD-2 with FX-FIELD-GUARD and R-TRAP-4/5: P1 activating a new Field Spell
    sends its old one to the GY by rule (no window for either guard); P1's Spell that
    destroys P2's Field Spell offers P2's guard, and the guard's own window (a draw)
    offers P1's guard nothing."""
    duel = build(p0=Side(hand=[FIELD_B, FIELD_BREAK], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)], monsters=[("V4-1600", ATK)]),
                 p1=Side(field_spell=(FIELD_A, ATK), spells=[(FIELD_GUARD, SET)],
                         deck=["V4-1800"] + ["V1-100"] * 5))
    do(duel, f"activate {find(duel, FIELD_B, 0, 'hand')} f")
    assert names(duel, 0, "gy") == [FIELD_A] and in_main(duel, 0)
    assert duel.atk(duel.inst(find(duel, "V4-1600"))) == 1800
    do(duel, f"activate {find(duel, FIELD_BREAK)} s1")
    assert names(duel, 1, "gy") == [FIELD_A]
    assert window_for(duel, 1) and offered(duel) == {find(duel, FIELD_GUARD, 1)}
    do(duel, f"activate {find(duel, FIELD_GUARD, 1)}")
    assert names(duel, 1, "hand") == ["V4-1800"] and in_main(duel, 0)
    assert names(duel, 0, "szone")[0] == FIELD_GUARD
    assert duel.data[duel.fz[0]].name == FIELD_B


# ===================================================== SC-20 and Spells in windows
def test_sc20_r_equip_4_evacuation_after_an_equip_spell_takes_the_equip_too() -> None:
    """SC-20 / R-TRAP-5 with an Equip Spell: the window after Jointech Rush Horn is
    attached holds the Spell's activation; P2's Compulsory Evacuation Device returns
    Jointech Rex to the hand, and the Equip Spell goes to the GY (R-EQUIP-4)."""
    duel = build(p0=Side(hand=["Jointech Rush Horn"], monsters=[("Jointech Rex", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, 'Jointech Rush Horn')} s0")
    assert duel.atk(duel.inst(find(duel, "Jointech Rex"))) == 2800
    assert window_for(duel, 1) and offered(duel) == {find(duel, CED)}
    do(duel, f"activate {find(duel, CED)}")
    assert names(duel, 0, "hand") == ["Jointech Rex"]
    assert names(duel, 0, "gy") == ["Jointech Rush Horn"]
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "gy") == [CED]


def test_r_eff_3_r_eff_4_a_monster_bounced_by_a_trap_and_summoned_again_is_new() -> None:
    """R-EFF-3/4 with SC-20: FX-PINGER's effect is used; P1's Spell lets P2's Compulsory
    Evacuation Device return FX-PINGER to the hand; Normal Summoned again it is a new
    monster and may activate once more, and then no more."""
    duel = build(p0=Side(hand=[PING], monsters=[("FX-PINGER", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    pinger = find(duel, "FX-PINGER")
    do(duel, f"activate {pinger}")
    refused(duel, f"activate {pinger}")
    do(duel, f"activate {find(duel, PING)} s0")
    assert window_for(duel, 1)
    do(duel, f"activate {find(duel, CED)}")
    assert names(duel, 0, "hand") == ["FX-PINGER"] and duel.lp == [8000, 7600]
    do(duel, f"summon {find(duel, 'FX-PINGER', 0, 'hand')} z1")
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7300]
    refused(duel, f"activate {pinger}")


# ============================================================ losses, face-down
def test_r_win_1_r_req_2_a_loss_midway_stops_the_rest_of_the_effect() -> None:
    """R-WIN-1 ("nothing further is processed") inside one Requirement + Effect unit
    (R-REQ-2): Red-Boot Boost Dragon (§20.1) deals 100 per chosen Dragon, then gains ATK,
    then shuffles the chosen cards into the Deck. With P2 at 100 LP the first chosen
    Dragon ends the duel: P1 wins, the Dragon is not shuffled into the Deck and P2's
    Trap is never used."""
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], gy=[BLUE_FANG, "V4-1500"]),
                 p1=Side(lp=100, spells=[(LP_WATCH, SET)]))
    deck = len(duel.deck[0])
    do(duel, f"activate {find(duel, RED_BOOT)}")
    do(duel, f"pick {find(duel, BLUE_FANG)}")
    do(duel, "finish")
    assert duel.is_over and duel.result.winner == 0 and duel.lp == [8000, 0]
    assert names(duel, 0, "gy") == [BLUE_FANG, "V4-1500"] and len(duel.deck[0]) == deck
    assert names(duel, 1, "szone")[0] == LP_WATCH
    assert duel.legal_actions() == []


def test_r_eff_5_a_face_down_monster_has_no_continuous_protection_from_a_trap() -> None:
    """R-EFF-5 / R-TRAP-5: Despairacion [L] (§20.1) cannot be destroyed by the opponent's
    Trap effects while face-up; a face-down copy has no continuous effect, so P2's
    Torrential Tribute (Rush) destroys it (and P1's summoned monster) and the face-up
    copy stays."""
    duel = build(p0=Side(hand=["V4-1600"], monsters=[(DESPAIR_L, ATK), (DESPAIR_L, SET)]),
                 p1=Side(spells=[(TORRENT, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z2")
    do(duel, f"activate {find(duel, TORRENT)}")
    assert names(duel, 0, "mzone") == [DESPAIR_L, "", ""]
    assert duel.pos[duel.mz[0][0]] == ATK
    assert sorted(names(duel, 0, "gy")) == sorted([DESPAIR_L, "V4-1600"])
    assert names(duel, 1, "gy") == [TORRENT] and in_main(duel, 0)


def test_r_req_1_r_eff_4_revived_the_same_turn_it_was_not_normal_summoned() -> None:
    """R-REQ-1 / R-EFF-4 with §20.1 Jointech Rex ("in the turn you Normal Summoned it"):
    Tribute Summoned this turn it may activate; destroyed and Special Summoned back the
    same turn it is a new monster that was not Normal Summoned, so it may not."""
    duel = build(p0=Side(hand=["Jointech Rex", "Dark Hole (Rush)", REBORN],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100", "V2-500", "V4-1800"]),
                 p1=Side(spells=[("Mirror Force (Rush)", SET)]))
    do(duel, f"summon {find(duel, 'Jointech Rex')} z0")
    rex = find(duel, "Jointech Rex", 0, "mzone")
    assert Action("activate", rex) in duel.legal_actions()
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    do(duel, f"activate {find(duel, REBORN)} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'Jointech Rex', 0, 'gy')}")
    lone_position(duel)
    rex = find(duel, "Jointech Rex", 0, "mzone")
    assert names(duel, 0, "mzone")[0] == "Jointech Rex"
    assert len([c for c in names(duel, 0, "gy") if c.startswith("V")]) == 5  # cost payable
    refused(duel, f"activate {rex}")
    assert names(duel, 1, "szone")[0] == "Mirror Force (Rush)"


def test_r_req_2_r_trap_6_a_monster_effect_destroys_a_dragon_and_dragophone_revives() -> None:
    """Control case for the ownership tests above (R-REQ-2 / R-TRAP-5/6, §20.1, §20.3):
    Blue-Fang Burst Dragon's cost and effect form one window in which P2, whose own
    Innocent Fadrawl (a Dragon) was destroyed, is offered RB Dragophone: mill 2, then,
    with no monster left, revive Red-Boot Boost Dragon. That summon opens a window in
    which P1's Dragon Encounter is offered."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)], hand=["V4-1500"], spells=[(DE, SET)],
                         deck=["V1-100"] * 10),
                 p1=Side(monsters=[("Innocent Fadrawl", ATK), ("V4-1400", DEF)], gy=[RED_BOOT],
                         spells=[(RB, SET)], deck=["V2-500"] * 10))
    events = do(duel, f"activate {find(duel, BLUE_FANG)}")
    assert [(e.kind, e.reason) for e in events if e.kind == "move"] == [
        ("move", "cost"), ("move", "destroy"), ("move", "destroy")]
    assert duel.atk(duel.inst(find(duel, BLUE_FANG))) == 3100  # 300 per monster destroyed
    assert window_for(duel, 1) and offered(duel) == {find(duel, RB)}
    do(duel, f"activate {find(duel, RB)}")
    do(duel, "yes")
    do(duel, "choose def")
    assert names(duel, 1, "mzone") == [RED_BOOT, "", ""]
    assert names(duel, 1, "gy") == ["Innocent Fadrawl", "V4-1400", "V2-500", "V2-500", RB]
    assert window_for(duel, 0) and offered(duel) == {find(duel, DE)}


def test_r_trap_5_r_dmg_5_dragophone_after_a_battle_and_not_for_an_own_attacker() -> None:
    """R-DMG-5 / R-TRAP-5 with §20.3 RB Dragophone ("destroyed by the opponent's attack"):
    P2's Blue-Fang destroyed by P1's attack offers it in the battle-result window; with a
    monster still on P2's field it only mills 2. In P2's turn, P2's other Blue-Fang
    destroyed while attacking is not destroyed by the opponent's attack: P2's second RB
    Dragophone is not offered."""
    duel = build(phase="battle", p0=Side(monsters=[("V8-3000", ATK)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK), (BLUE_FANG, ATK)],
                         spells=[(RB, SET), (RB, SET)], deck=["V2-500"] * 10))
    do(duel, f"attack {find(duel, 'V8-3000')} -> {find(duel, BLUE_FANG, 1, nth=0)}")
    assert duel.lp == [8000, 7500] and window_for(duel, 1)
    assert offered(duel) == {find(duel, RB, 1, nth=0), find(duel, RB, 1, nth=1)}
    do(duel, f"activate {find(duel, RB, 1, nth=0)}")
    assert names(duel, 1, "gy") == [BLUE_FANG, "V2-500", "V2-500", RB]
    assert names(duel, 1, "mzone") == ["", BLUE_FANG, ""]
    while duel.tp == 0:  # the Battle Phase has no other attacker: end the turn
        do(duel, "end")
    assert in_main(duel, 1)
    do(duel, "battle")
    do(duel, f"attack {find(duel, BLUE_FANG, 1, 'mzone')} -> {find(duel, 'V8-3000')}")
    assert duel.lp == [8000, 7000] and names(duel, 1, "mzone") == ["", "", ""]
    assert not window_for(duel, 1) and not window_for(duel, 0)
    assert names(duel, 1, "szone")[1] == RB


def test_sc20_r_fus_6_evacuation_after_a_fusion_spell_returns_to_the_extra_deck() -> None:
    """SC-20 / R-REQ-2 / R-TRAP-5 with R-FUS-5/6: the window after "Fusion" holds the
    Spell, the materials sent and the Special Summon; P2's Compulsory Evacuation Device
    (§20.5) returns FX-FUSION-2, which goes to the Extra Deck, not the hand."""
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["FX-FUSION-2"]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, 'Fusion')} s0")
    assert duel.request.kind == "position"  # no window before the summon completes
    events = do(duel, "choose def")
    assert [(e.kind, e.reason) for e in events] == [
        ("move", "material"), ("move", "material"), ("spsummon", "fusion"),
        ("move", "resolved")]
    assert names(duel, 0, "mzone") == ["FX-FUSION-2", "", ""]
    assert window_for(duel, 1) and offered(duel) == {find(duel, CED)}
    do(duel, f"activate {find(duel, CED)}")
    assert names(duel, 0, "extra") == ["FX-FUSION-2"] and names(duel, 0, "hand") == []
    assert sorted(names(duel, 0, "gy")) == ["Fusion", "V4-1400", "V4-1600"]
    assert not duel.monsters(0) and in_main(duel, 0)


@dataclass(frozen=True)
class _OnAnyAttack(Trig):
    """When a monster (either player's) declares an attack."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Any, ...]) -> Any:
        return () if any(e.kind == "attack" for e in events) else None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"attack"})

    def text(self) -> str:
        return "when a monster declares an attack"


ANY_ATTACK = "Z-Any-Attack"
POOL = POOL.merged([CardData(961_200_900, ANY_ATTACK, CardType.TRAP, behaviour=CardScript(
    Effect(kind="trap", trigger=_OnAnyAttack(), ops=(Damage(Fixed(200)),))))])


def test_r_eff_2_r_spell_1_r_battle_1_no_effect_or_spell_in_a_battle_phase_window() -> None:
    """R-EFF-2 / R-SPELL-1 / R-BATTLE-1 / R-TRAP-4: in the window of its own attack the
    turn player is asked (after the opponent passes) only about its Trap; its face-up
    FX-PINGER and its Set Spell are refused there, state unchanged."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1800", ATK), ("FX-PINGER", ATK)],
                         spells=[(ANY_ATTACK, SET), ("Dark Hole (Rush)", SET)]),
                 p1=Side(spells=[(ANY_ATTACK, SET)]))
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert window_for(duel, 1)
    do(duel, "pass")
    assert window_for(duel, 0)
    assert set(duel.legal_actions()) == {Action("activate", find(duel, ANY_ATTACK, 0)),
                                         Action("pass")}
    refused(duel, f"activate {find(duel, 'FX-PINGER')}")
    refused(duel, f"activate {find(duel, 'Dark Hole (Rush)')}")
    do(duel, f"activate {find(duel, ANY_ATTACK, 0)}")
    assert duel.lp == [8000, 6000] and duel.request.kind == "battle"


def test_r_eff_3_a_monster_moved_to_defense_by_a_trap_is_the_same_monster() -> None:
    """SC-17's Sevens Road Protection changes P1's just-summoned FX-PINGER to face-up
    Defense (R-POS-4). It is still face-up on the field and the same monster (R-EFF-2/3):
    its unused effect may be activated once, then no more this turn."""
    duel = build(p0=Side(hand=["FX-PINGER"]),
                 p1=Side(monsters=[(SRM, ATK)], spells=[(SRP, SET)], gy=[SRM]))
    do(duel, f"summon {find(duel, 'FX-PINGER')} z0")
    do(duel, f"activate {find(duel, SRP)}")
    do(duel, "yes")
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    assert duel.pos[duel.inst(pinger)] == DEF and in_main(duel, 0)
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {pinger}")


def test_r_eff_2_r_pos_3_flipped_face_up_by_hand_its_effect_may_be_used_at_once() -> None:
    """R-EFF-2 / R-POS-3 / SC-11: a face-down FX-PINGER (on the field since turn 1) has
    no activation; flipped to face-up Attack by hand it is face-up on the field and may
    activate at once. The flip's window holds no summon: Trap Hole (Rush) is not
    offered, and neither is it for the effect's damage."""
    duel = build(p0=Side(monsters=[("FX-PINGER", SET)]),
                 p1=Side(spells=[("Trap Hole (Rush)", SET)]))
    pinger = find(duel, "FX-PINGER")
    refused(duel, f"activate {pinger}")
    events = do(duel, f"position {pinger} atk")
    assert [(e.kind, e.reason) for e in events] == [("position", "manual")]
    assert in_main(duel, 0) and Action("activate", pinger) in duel.legal_actions()
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7700] and in_main(duel, 0)
    assert names(duel, 1, "szone")[0] == "Trap Hole (Rush)"
