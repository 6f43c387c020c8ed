"""Held-out style conformance scenarios (HX-01 ...), written like SC-01..SC-30 of RULES.md
section 19: an initial state, the actions taken, and the expected outcome (LP, zones and
GYs, which actions are legal or refused), each citing its rule ids.

They favour places where two rules meet: who is asked first in a window, what counts as
a new monster, replays, Damage Step removal (HOOK-DS-REMOVE), Field/Equip interplay,
Maximum, Fusion/Ritual, deck-out timing, simultaneous LP 0 and the Legend limits.

Only the section 19 fixtures (all in `FIXTURE_POOL`) and the section 20 real cards are
used. HOOK-DS-REMOVE is played by `at_damage_step`, as in
tests/engine/test_rule_audit_battle_replay2.py: it runs once, at the start of the next
Damage Step, before the engine's own Damage Step.

A refused action is checked with `refused`: it is not among the legal actions, applying
it raises IllegalActionError, and `state_hash()` is unchanged.
"""

from __future__ import annotations

import datetime
import itertools
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, DIRECT, SET, Action, Duel, IllegalActionError
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.deckrules import Deck, side_swap_problems, validate_deck
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.events import Event
from rushdesk.engine.regulation import Regulation, RegulationHistory
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import at_damage_step, do, find, hook_ds_remove, names
from .helpers import refused
from .util import POOL as CARD_POOL

MP = pytest.MonkeyPatch

# ------------------------------------------------------------ section 19 fixtures
_codes = itertools.count(964_500_001)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect) -> str:
    _CARDS.append(CardData(next(_codes), name, kind, behaviour=CardScript(*effects)))
    return name


FIELD_A = "FX-FIELD-A"  # in FIXTURE_POOL
FIELD_B = "FX-FIELD-B"  # in FIXTURE_POOL
FIELD_C = "FX-FIELD-C"  # in FIXTURE_POOL
MACHINE_EQUIP = "FX-MACHINE-EQUIP"  # in FIXTURE_POOL
FLIPDOWN = "FX-FLIPDOWN"  # in FIXTURE_POOL
GUARD_POS = "FX-GUARD-POS"  # in FIXTURE_POOL
FIELD_GUARD = "FX-FIELD-GUARD"  # in FIXTURE_POOL

POOL = CARD_POOL.merged(_CARDS)

# ------------------------------------------------------------ real card names
BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
BRIGHT = "Blue-Eyes Bright Dragon"
VISION = "Blue-Eyes Vision Dragon"
DM = "Dark Magician (Rush)"
SKULL = "Summoned Skull (Rush)"
SRM = "Sevens Road Magician"
REX = "Jointech Rex"
HORN = "Jointech Rush Horn"
BLUE_FANG = "Blue-Fang Burst Dragon"
OVL = "Supreme Machine Magnum Overlord"
OVL_L, OVL_R = f"{OVL} [L]", f"{OVL} [R]"
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_L, DESP_R = f"{DESP} [L]", f"{DESP} [R]"
REBORN = "Monster Reborn (Rush)"
POLY = "Polymerization (Rush)"
HOLE = "Dark Hole (Rush)"
TCB = "Type Change Beam"
MIRROR = "Mirror Force (Rush)"
ARMOR = "Sakuretsu Armor (Rush)"
TORRENT = "Torrential Tribute (Rush)"
TRAP_HOLE = "Trap Hole (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
RECITAL = "Music Princess's Recital"
DRAGOPHONE = "RB Dragophone"
ENCOUNTER = "Dragon Encounter"
RECIPE = "Hamburger Fast Recipe"
BURGER = "Hungry Burger (Rush)"


# ------------------------------------------------------------ helpers
def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def at(duel: Duel, name: str, p: int | None = None, zone: str | None = "mzone") -> int:
    """Card index of `name` (by default on the field)."""
    return duel.inst(find(duel, name, p, zone))


def offered(duel: Duel) -> set[int]:
    """Object ids of the cards whose activation is legal now."""
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def window_for(duel: Duel, p: int) -> None:
    assert duel.request is not None
    assert duel.request.kind == "window" and duel.current_player == p, duel.request


def answer(duel: Duel, picks: tuple[int, ...] = (), yes: bool = True,
           pos: str = "atk") -> None:
    """Answer the questions of a resolution: pick `picks` (object ids) in order where
    offered, else finish; `yes`/`no` to optional parts; `pos` for a summon position."""
    todo = list(picks)
    while duel.request is not None and duel.request.kind in ("pick", "yesno", "position"):
        kind = duel.request.kind
        if kind == "yesno":
            do(duel, "yes" if yes else "no")
        elif kind == "position":
            do(duel, f"choose {pos}")
        else:
            legal = duel.legal_actions()
            pick = next((o for o in todo if Action("pick", o) in legal), None)
            if pick is not None:
                todo.remove(pick)
                do(duel, f"pick {pick}")
            elif Action("finish") in legal:
                do(duel, "finish")
            else:
                raise AssertionError(f"no planned pick among {legal}")


def attack(duel: Duel, attacker: str, target: str = "direct") -> list[Event]:
    if duel.request.kind == "main":
        do(duel, "battle")
    tp = duel.tp
    goal = "direct" if target == "direct" else str(find(duel, target, 1 - tp, "mzone"))
    return do(duel, f"attack {find(duel, attacker, tp, 'mzone')} -> {goal}")


def trap(duel: Duel, name: str, p: int | None = None) -> list[Event]:
    return do(duel, f"activate {find(duel, name, p, 'szone')}")


def play(duel: Duel, name: str, zone: str = "s0", **kw: Any) -> list[Event]:
    """The turn player activates Spell `name` from the hand, answering its questions."""
    events = do(duel, f"activate {find(duel, name, duel.tp, 'hand')} {zone}")
    answer(duel, **kw)
    return events


def maximum(duel: Duel, center: str = OVL) -> list[Event]:
    return do(duel, f"maximum {find(duel, center, duel.tp, 'hand')}")


def to_turn(duel: Duel, turn: int) -> None:
    """End turns until turn `turn` begins (a phase with nothing left to do ends by
    itself, as the engine takes a decision with one legal answer on its own)."""
    while duel.turn < turn:
        do(duel, "end")
    assert duel.turn == turn


def code(name: str, nth: int = 0) -> int:
    return sorted(c.code for c in POOL.by_name(name))[nth]


# ==================================================== section 1: general (R-GEN)
def test_hx_01_no_response_mid_spell_one_trap_then_a_fresh_window() -> None:
    """HX-01. R-GEN-2, R-REQ-2, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-ZONE-4.
    Setup: P1 turn 3; P2's GY holds Dark Magician (Rush); P1's hand: Monster Reborn
    (Rush). P2 has Compulsory Evacuation Device (Rush) and Torrential Tribute (Rush) Set
    earlier.
    Actions: P1 activates Monster Reborn and Special Summons P2's Dark Magician to P1's
    field in Attack. P2 activates Torrential Tribute.
    Expected: the Spell resolves completely before any Trap (no chains); one window holds
    the Spell and the Special Summon, so both Traps qualify but P2 may use only one.
    Dark Magician is destroyed and goes to its owner's (P2's) GY. The Trap's own window
    holds only destructions: Compulsory Evacuation Device is not offered and stays Set.
    (b) If P2 picks the Device instead, Dark Magician returns to P2's (its owner's)
    hand and Torrential Tribute stays Set."""
    duel = build(p0=Side(hand=[REBORN]), p1=Side(gy=[DM], spells=[(CED, SET), (TORRENT, SET)]))
    play(duel, REBORN, pos="atk")
    assert names(duel, 0, "mzone")[0] == DM and names(duel, 0, "gy") == [REBORN]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED), find(duel, TORRENT)}
    other = duel.clone()
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 0, "gy") == [REBORN]
    assert names(duel, 1, "gy") == [DM, TORRENT]
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[0] == CED
    # (b) P2 picks the Device instead: Dark Magician returns to its owner's hand
    trap(other, CED)  # Dark Magician is the only monster on the field: chosen at once
    answer(other)
    assert names(other, 1, "hand") == [DM] and names(other, 0, "hand") == []
    assert names(other, 1, "szone")[1] == TORRENT


# ==================================================== section 2: setup (R-SETUP)
def _fill(n: int) -> tuple[int, ...]:
    """`n` filler cards, 3 of each: section 19 Normal Monster fixtures, then non-Legend
    Main Deck cards of section 20 (V6-2000 is kept out for the Side Deck)."""
    vs = ["V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
          "V2-500", "V1-100", "Cyber Dragon (Rush)", BLUE_FANG, "Red-Boot Boost Dragon",
          "Innocent Fadrawl", TCB, "Dragonic Pressure", "Fusion"]
    return tuple(code(vs[k // 3]) for k in range(n))


CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)


def _problems(deck: Deck, on: datetime.date = CURRENT, **kw: Any) -> list[str]:
    return [str(p.code) for p in validate_deck(deck, POOL, on=on, **kw)]


def test_hx_02_sc35_style_legend_slots_with_name_treated_cards_extra_and_side() -> None:
    """HX-02 (SC-35 style). R-SETUP-6, R-SETUP-7, R-SETUP-4, R-CARD-1, R-CARD-4,
    R-SETUP-2.
    Setup: Main: Blue-Eyes White Dragon (the one Legend Monster), 3 Blue-Eyes Bright
    Dragon, 3 Blue-Eyes Vision Dragon (treated as "Blue-Eyes White Dragon" only in play,
    not Legends), Monster Reborn (Rush) (Legend Spell), Mirror Force (Rush) (Legend
    Trap) and Normal Monster fixtures up to 40. Extra: 3 Blue-Eyes Ultimate Dragon.
    Side: Dark Magician (Rush) and Polymerization (Rush) (Legends, but the Side Deck is
    not counted).
    Expected: (a) legal on 2024-06-01; (b) Polymerization moved into the Main Deck
    instead of a fixture: illegal, two Legend Spells; (c) deck (a) on 2022-12-31:
    illegal (three Legend cards in total)."""
    core = (code(BEWD), *[code(BRIGHT)] * 3, *[code(VISION)] * 3, code(REBORN), code(MIRROR))
    deck = Deck(core + _fill(31), (code(BEUD),) * 3, (code(DM), code(POLY)))
    assert _problems(deck) == []
    more = Deck(core + (code(POLY),) + _fill(30), deck.extra, (code(DM),))
    assert _problems(more) == ["legend-limit"]
    assert _problems(deck, LEGACY) == ["legend-limit"]


def test_hx_03_sc36_style_limited_card_counted_over_prints_main_and_side() -> None:
    """HX-03 (SC-36 style). R-SETUP-8, R-SETUP-4.
    Setup: a Limit Regulation effective 2024-04-01 with Sevens Road Magician Limited (1)
    and Jointech Rex Semi-Limited (2). Two prints of Sevens Road Magician exist.
    Expected: (a) one Sevens Road Magician (first print) in Main and one (second print)
    in Side: illegal (2 > 1 across prints and the Side Deck); (b) only the Main copy:
    legal; (c) 2 Rex in Main + 1 in Side: illegal; (d) on 2024-03-31, before the list,
    deck (a) is legal (3 copies allowed)."""
    history = RegulationHistory([Regulation(datetime.date(2024, 4, 1), {SRM: 1, REX: 2})])
    a = Deck((code(SRM, 0),) + _fill(39), side=(code(SRM, 1),))
    assert _problems(a, regulations=history) == ["limited"]
    b = Deck((code(SRM, 0),) + _fill(39))
    assert _problems(b, regulations=history) == []
    c = Deck((code(REX),) * 2 + _fill(38), side=(code(REX),))
    assert _problems(c, regulations=history) == ["limited"]
    assert _problems(a, datetime.date(2024, 3, 31), regulations=history) == []


def test_hx_04_side_decking_keeps_sizes_and_must_stay_legal() -> None:
    """HX-04. R-SETUP-9, R-SETUP-6, R-SETUP-2, R-SETUP-5.
    Setup: Main 40 holding Blue-Eyes White Dragon; Extra: FX-FUSION-2; Side: Dark
    Magician (Rush), Blue-Eyes Ultimate Dragon (Rush), V6-2000.
    Expected: (a) Dark Magician in for Blue-Eyes White Dragon: legal; (b) Dark Magician
    in for a fixture while Blue-Eyes stays: illegal (two Legend Monsters); (c) Blue-Eyes
    Ultimate Dragon in for FX-FUSION-2 (Extra for Extra): legal; (d) Blue-Eyes Ultimate
    Dragon moved into the Extra Deck for a Main Deck card: illegal (sizes change)."""
    main = (code(BEWD),) + _fill(39)
    orig = Deck(main, (code("FX-FUSION-2"),), (code(DM), code(BEUD), code("V6-2000")))
    a = Deck((code(DM),) + _fill(39), orig.extra, (code(BEWD), code(BEUD), code("V6-2000")))
    assert side_swap_problems(orig, a, POOL, on=CURRENT) == []
    b = Deck(main[:-1] + (code(DM),), orig.extra,
             (main[-1], code(BEUD), code("V6-2000")))
    assert [str(p.code) for p in side_swap_problems(orig, b, POOL, on=CURRENT)] == \
        ["legend-limit"]
    c = Deck(main, (code(BEUD),), (code(DM), code("FX-FUSION-2"), code("V6-2000")))
    assert side_swap_problems(orig, c, POOL, on=CURRENT) == []
    d = Deck(main[:-1], (code("FX-FUSION-2"), code(BEUD)),
             (code(DM), main[-1], code("V6-2000")))
    got = [str(p.code) for p in side_swap_problems(orig, d, POOL, on=CURRENT)]
    assert "side-swap-main-size" in got and "side-swap-extra-size" in got


# ==================================================== section 3: winning (R-WIN)
def test_hx_05_lp_zero_from_a_spell_ends_the_duel_before_its_window() -> None:
    """HX-05. R-WIN-1, R-TRAP-5, R-REQ-2.
    Setup: P1 turn 3, 8000 LP; P2 at 1000 LP with Compulsory Evacuation Device (Rush)
    Set earlier (it answers a Spell). P1's hand: FX-BURN-BOTH.
    Actions: P1 activates FX-BURN-BOTH.
    Expected: P1 7000, P2 0; P2 loses at once: no window (the Trap is never offered),
    the duel is over and every further action is refused."""
    duel = build(p0=Side(hand=["FX-BURN-BOTH"]), p1=Side(lp=1000, spells=[(CED, SET)]))
    play(duel, "FX-BURN-BOTH")
    assert duel.lp == [7000, 0]
    assert duel.is_over and duel.result.winner == 0
    assert duel.legal_actions() == [] and duel.current_player is None
    with pytest.raises(IllegalActionError):
        duel.apply(Action("activate", find(duel, CED)))


def test_hx_06_both_players_to_zero_at_once_is_a_draw() -> None:
    """HX-06. R-WIN-3, R-WIN-1.
    Setup: P1 turn 3 at 1000 LP, P2 at 600 LP. P1's hand: FX-BURN-BOTH.
    Actions: P1 activates FX-BURN-BOTH (each player takes 1000 at once).
    Expected: both LP 0 (never below), and the duel is a draw: no winner, even though
    P1 activated the card."""
    duel = build(p0=Side(lp=1000, hand=["FX-BURN-BOTH"]), p1=Side(lp=600))
    play(duel, "FX-BURN-BOTH")
    assert duel.lp == [0, 0]
    assert duel.is_over and duel.result.winner is None


def _despairacion(deck: list[str]) -> Duel:
    """P1 turn 3 in Maximum Mode with Despairacion, holding two Maximum Monsters for its
    cost; P2 has Mirror Force (Rush) Set and V4-1600 face-up."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R], deck=deck),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET)]))
    maximum(duel, DESP)
    assert duel.maxm[0] and duel.request.kind == "main"
    return duel


def test_hx_07_an_effect_draw_of_two_from_a_one_card_deck_loses() -> None:
    """HX-07. R-WIN-2, R-MAX-9, R-MAX-10, R-REQ-1.
    Setup: P1 turn 3 has Maximum Summoned Doomblaze Fiend Overlord Despairacion; P1's
    hand: Supreme Machine Magnum Overlord [L] and [R]; P1's Deck holds 1 card. P2 has
    Mirror Force (Rush) Set.
    Actions: P1 activates the center's effect: the two Maximum Monsters go from the hand
    to the GY, P1 destroys Mirror Force, then (Maximum Mode) must draw 2.
    Expected: the draw needs 2 cards and the Deck holds 1: P1 loses; P2 wins."""
    duel = _despairacion(["V4-1600"])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, MIRROR),))
    assert names(duel, 1, "gy") == [MIRROR]
    assert duel.is_over and duel.result.winner == 1


def test_hx_08_an_empty_deck_loses_only_at_the_next_required_draw() -> None:
    """HX-08. R-WIN-2, R-DRAW-1, R-DRAW-3, R-MAX-10.
    Setup: as HX-07 but P1's Deck holds exactly 2 cards.
    Actions: the effect draws 2 (the Deck is now empty); P1 ends the turn; P2's turn 4
    passes (P2 ends it); P1's turn 5 Draw Phase.
    Expected: no loss while the Deck is merely empty (through P2's whole turn 4); P1
    loses in the Draw Phase of turn 5, where at least 1 card must be drawn."""
    duel = _despairacion(["V4-1600", "V4-1400"])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, MIRROR),))
    assert not duel.is_over and duel.deck[0] == []
    assert sorted(names(duel, 0, "hand")) == ["V4-1400", "V4-1600"]
    do(duel, "end")
    assert duel.turn == 4 and not duel.is_over and duel.request.kind == "main"
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 1 and duel.turn == 5


# ==================================================== section 4: zones (R-ZONE)
def test_hx_09_full_rows_refuse_placing_but_the_field_zone_is_separate() -> None:
    """HX-09. R-ZONE-1, R-ZONE-2, R-ZONE-3, R-ZONE-5, R-FIELD-1, R-SPELL-1.
    Setup: P1 turn 3. P1's Monster Zones hold V4-1600, face-down V4-1400 and V2-500; its
    S/T Zones hold Mirror Force (Rush), Torrential Tribute (Rush) and Dark Hole (Rush),
    all Set earlier. P1's GY: Dark Magician (Rush). Hand: Monster Reborn (Rush),
    FX-FIELD-A, V4-1800, Summoned Skull (Rush).
    Expected: Monster Reborn can be neither activated (no S/T Zone, and no Monster Zone
    for the summon) nor Set; V4-1800 can be neither Normal Summoned nor Set. Summoned
    Skull may be Tribute Summoned into an occupied zone (its Tribute frees it).
    FX-FIELD-A may be activated: the Field Zone is not a S/T Zone; P1's monsters gain
    100. The Set Dark Hole may still be activated where it is."""
    duel = build(p0=Side(hand=[REBORN, FIELD_A, "V4-1800", SKULL], gy=[DM],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V2-500", ATK)],
                         spells=[(MIRROR, SET), (TORRENT, SET), (HOLE, SET)]))
    reborn, v18 = find(duel, REBORN, 0, "hand"), find(duel, "V4-1800", 0, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {reborn} {z}")
        refused(duel, f"set {reborn} {z}")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v18} {z}")
        refused(duel, f"set {v18} {z}")
    assert Action("summon", find(duel, SKULL), 0) in duel.legal_actions()
    assert Action("activate", find(duel, HOLE), -1) in duel.legal_actions()
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.data[duel.fz[0]].name == FIELD_A
    assert duel.atk(at(duel, "V4-1600")) == 1700 and duel.atk(at(duel, "V2-500")) == 600


def test_hx_10_tributes_feed_jointech_rex_whose_effect_cannot_reach_the_field_zone() -> None:
    """HX-10. R-MAIN-3, R-REQ-1, R-ZONE-3, R-SPELL-1.
    Setup: P1 turn 3. P1 controls face-up V4-1600 and face-down V4-1400 (since turn 1);
    P1's GY: V2-500. Hand: Jointech Rex. P2 has FX-FIELD-C face-up in its Field Zone
    and Mirror Force (Rush) Set in a S/T Zone.
    Actions: P1 Tribute Summons Jointech Rex with both monsters (a Normal Summon), then
    activates its effect: shuffle 3 monsters from the GY into the Deck (the two Tributes
    and V2-500), destroy 1 card in P2's S/T Zones.
    Expected: the Requirement can be met only because the Tributes reached the GY. The
    only card that can be destroyed is Mirror Force: the Field Spell is not in a S/T
    Zone. P1's GY ends empty, P1's Deck is 3 cards larger; FX-FIELD-C stays."""
    duel = build(p0=Side(hand=[REX], gy=["V2-500"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(field_spell=(FIELD_C, ATK), spells=[(MIRROR, SET)]))
    deck = len(duel.deck[0])
    do(duel, f"summon {find(duel, REX)} z0")
    answer(duel)
    assert sorted(names(duel, 0, "gy")) == ["V2-500", "V4-1400", "V4-1600"]
    rex = find(duel, REX, 0, "mzone")
    assert Action("activate", rex) in duel.legal_actions()
    do(duel, f"activate {rex}")
    if duel.request.kind == "pick":  # only Mirror Force may be offered
        assert {a.card for a in duel.legal_actions() if a.kind == "pick"} <= \
            {find(duel, MIRROR)}
        answer(duel, picks=(find(duel, MIRROR),))
    assert names(duel, 1, "gy") == [MIRROR]
    assert duel.data[duel.fz[1]].name == FIELD_C
    assert names(duel, 0, "gy") == [] and len(duel.deck[0]) == deck + 3


def test_hx_11_jointech_rex_special_summoned_cannot_use_its_effect() -> None:
    """HX-11. R-REQ-1, R-MAIN-4, R-EFF-2.
    Setup: P1 turn 3. P1's GY: Jointech Rex, V4-1600, V4-1400, V2-500. Hand: Monster
    Reborn (Rush). P2 has Mirror Force (Rush) Set.
    Actions: P1 Special Summons Jointech Rex with Monster Reborn, then tries its effect.
    Expected: its Requirement ("the turn you Normal Summoned it") is not met: the
    activation is refused and nothing changes."""
    duel = build(p0=Side(hand=[REBORN], gy=[REX, "V4-1600", "V4-1400", "V2-500"]),
                 p1=Side(spells=[(MIRROR, SET)]))
    play(duel, REBORN, picks=(find(duel, REX),), pos="atk")
    rex = find(duel, REX, 0, "mzone")
    refused(duel, f"activate {rex}")


# ==================================================== section 5: turns (R-TURN)
def test_hx_12_first_turn_no_battle_then_the_trap_set_on_turn_1_answers_on_turn_2() -> None:
    """HX-12. R-TURN-3, R-TRAP-2, R-TURN-4, R-TURN-2, R-GEN-3, R-BATTLE-5, R-DRAW-1.
    Setup: P1 turn 1, Main Phase. P1's hand: Sakuretsu Armor (Rush), V4-1600, V2-500. P2's
    hand: V4-1800, V4-1400, V2-500, V1-100.
    Actions: P1 Sets Sakuretsu Armor, Normal Summons V4-1600, tries the Battle Phase,
    ends the turn. Turn 2: P2 Normal Summons V4-1800 and V2-500; V4-1800 attacks
    V4-1600.
    Expected: the Battle Phase is refused on turn 1. P2 draws 1 (4 -> 5 cards). On the
    attack P1 is offered Sakuretsu Armor (Set on an earlier turn) and may only activate
    it or pass; V4-1800 is destroyed and the attack ends with no damage. In the Battle
    Phase P2 can no longer summon (no Main Phase 2): only attacks or the end, which
    leads to P1's turn 3."""
    duel = build(turn=1, p0=Side(hand=[ARMOR, "V4-1600", "V2-500"]),
                 p1=Side(hand=["V4-1800", "V4-1400", "V2-500", "V1-100"]))
    do(duel, f"set {find(duel, ARMOR)} s0")
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    refused(duel, "battle")
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1 and len(duel.hand[1]) == 5
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert duel.request.kind == "main"  # no Trap answers a summon here
    do(duel, f"summon {find(duel, 'V2-500', 1, 'hand')} z1")
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 0)
    assert {a.kind for a in duel.legal_actions()} == {"activate", "pass"}
    trap(duel, ARMOR)
    assert names(duel, 1, "gy") == ["V4-1800"] and duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    assert duel.request.kind == "battle" and duel.tp == 1
    refused(duel, f"summon {find(duel, 'V4-1400', 1, 'hand')} z2")
    assert {a.kind for a in duel.legal_actions()} == {"attack", "end"}
    do(duel, "end")
    assert duel.turn == 3 and duel.tp == 0


# ==================================================== section 6: draw (R-DRAW)
def test_hx_13_draw_watch_answers_the_opponents_draw_of_five_once_not_its_own() -> None:
    """HX-13. R-DRAW-1, R-DRAW-4, R-TRAP-3, R-TRAP-5.
    Setup: P1 turn 3 with FX-DRAW-WATCH Set earlier and 6 cards in hand; P2 has
    FX-DRAW-WATCH Set earlier and an empty hand.
    Actions: P1 ends the turn; P2's turn 4 Draw Phase; P2 ends the turn; P1's turn 5.
    Expected: P2 draws 5 (hand 0); after the whole draw one window opens in which only P1
    (the opponent of the drawer) is offered its FX-DRAW-WATCH: P1 8500. P2's own
    FX-DRAW-WATCH is not offered for its own draw. On turn 5 P1, holding 6, draws
    exactly 1 and P2's FX-DRAW-WATCH answers it: P2 8500."""
    duel = build(p0=Side(hand=["V1-100"] * 6, spells=[("FX-DRAW-WATCH", SET)]),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, "end")
    assert duel.turn == 4 and len(duel.hand[1]) == 5
    window_for(duel, 0)
    assert offered(duel) == {find(duel, "FX-DRAW-WATCH", 0)}
    trap(duel, "FX-DRAW-WATCH", 0)
    assert duel.lp == [8500, 8000]
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, "end")
    assert duel.turn == 5 and len(duel.hand[0]) == 7
    window_for(duel, 1)
    trap(duel, "FX-DRAW-WATCH", 1)
    assert duel.lp == [8500, 8500]


# ==================================================== section 7: Main Phase (R-MAIN, R-POS)
def test_hx_14_a_tribute_set_and_a_later_manual_flip_are_not_summons() -> None:
    """HX-14. R-MAIN-2, R-MAIN-3, R-POS-1, R-POS-3, R-TRAP-5, R-BATTLE-2.
    Setup: P1 turn 3; P1 controls face-down V4-1400 (since turn 1); hand: Summoned Skull
    (Rush). P2 has Trap Hole (Rush), Torrential Tribute (Rush) and Dragon Encounter Set
    earlier; P2's hand: Blue-Eyes White Dragon.
    Actions: P1 Sets Summoned Skull, Tributing V4-1400; ends the turn; P2 ends turn 4;
    on turn 5 P1 changes Summoned Skull to face-up Attack, then attacks directly.
    Expected: the Set needs the Tribute and is not a summon: no Trap is offered. The
    manual flip on turn 5 is a position change, not a summon: no Trap is offered, and a
    second change that turn is refused. The direct attack takes P2 to 5500."""
    duel = build(p0=Side(hand=[SKULL], monsters=[("V4-1400", SET)]),
                 p1=Side(hand=[BEWD], spells=[(TRAP_HOLE, SET), (TORRENT, SET),
                                              (ENCOUNTER, SET)]))
    do(duel, f"set {find(duel, SKULL)} z1")
    answer(duel)
    assert names(duel, 0, "mzone") == ["", SKULL, ""] and names(duel, 0, "gy") == ["V4-1400"]
    assert duel.pos[at(duel, SKULL)] == SET
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, "end")
    do(duel, "end")
    assert duel.turn == 5 and duel.request.kind == "main"
    skull = find(duel, SKULL, 0, "mzone")
    do(duel, f"position {skull} atk")
    assert duel.request.kind == "main" and duel.current_player == 0
    refused(duel, f"position {skull} def")
    attack(duel, SKULL)
    assert duel.lp == [8000, 5500]
    assert names(duel, 1, "szone") == [TRAP_HOLE, TORRENT, ENCOUNTER]


def _p2_summons_v4_1800(p1_trap: str) -> Duel:
    duel = build(turn=4, tp=1,
                 p0=Side(monsters=[("V4-1600", ATK)], spells=[(p1_trap, SET, 3)]),
                 p1=Side(hand=["V4-1800"], spells=[(TORRENT, SET, 2)]))
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    return duel


def test_hx_15_in_the_second_players_turn_the_first_player_is_asked_first() -> None:
    """HX-15. R-TRAP-4, R-TRAP-3, R-TRAP-2, R-TRAP-5.
    Setup: P2's turn 4. P1 controls V4-1600 and has Trap Hole (Rush) Set on turn 3; P2
    has Torrential Tribute (Rush) Set on turn 2. P2's hand: V4-1800.
    Actions: P2 Normal Summons V4-1800.
    Expected: P1, now the non-turn player, is asked first and is offered Trap Hole.
    (a) P1 activates it: V4-1800 is destroyed and P2 is not offered Torrential Tribute
    (one Trap per window; the Trap's window holds no summon). (b) P1 passes: P2 may
    activate its own Torrential Tribute, destroying V4-1800 and V4-1600."""
    duel = _p2_summons_v4_1800(TRAP_HOLE)
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TRAP_HOLE)}
    other = duel.clone()
    trap(duel, TRAP_HOLE)
    assert names(duel, 1, "gy") == ["V4-1800"]
    assert duel.request.kind == "main" and duel.current_player == 1
    assert names(duel, 1, "szone")[0] == TORRENT
    do(other, "pass")
    window_for(other, 1)
    trap(other, TORRENT)
    assert names(other, 0, "gy") == ["V4-1600"]
    assert names(other, 1, "gy") == ["V4-1800", TORRENT]
    assert names(other, 0, "szone")[0] == TRAP_HOLE


def test_hx_16_a_monster_returned_and_summoned_again_is_new_for_effects_and_positions() -> None:
    """HX-16. R-EFF-3, R-EFF-4, R-POS-1, R-POS-4.
    Setup: P1 turn 3; face-up FX-PINGER and V4-1600 on P1's field since turn 1; hand:
    FX-RECALL, FX-GUARD-POS.
    Actions: activate FX-PINGER; FX-RECALL returns it to the hand; Normal Summon it; try
    to change its position by hand; activate it; FX-GUARD-POS changes it to Defense;
    try its effect again; change V4-1600 to Defense by hand.
    Expected: P2 7400. The re-summoned FX-PINGER arrived this turn, so its manual change
    is refused, but its effect may be used once more (a new monster); an effect may
    still change its position (R-POS-4), which does not reset the once-per-turn limit.
    V4-1600, on the field since turn 1, may change once."""
    duel = build(p0=Side(hand=["FX-RECALL", GUARD_POS],
                         monsters=[("FX-PINGER", ATK), ("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'FX-PINGER')}")
    play(duel, "FX-RECALL", picks=(find(duel, "FX-PINGER", 0, "mzone"),))
    assert "FX-PINGER" in names(duel, 0, "hand")
    do(duel, f"summon {find(duel, 'FX-PINGER', 0, 'hand')} z2")
    pinger = find(duel, "FX-PINGER", 0, "mzone")
    refused(duel, f"position {pinger} def")
    do(duel, f"activate {pinger}")
    assert duel.lp == [8000, 7400]
    play(duel, GUARD_POS, picks=(pinger,))
    assert duel.pos[duel.inst(pinger)] == DEF
    refused(duel, f"activate {pinger}")
    do(duel, f"position {find(duel, 'V4-1600', 0, 'mzone')} def")
    assert duel.pos[at(duel, "V4-1600")] == DEF


# ==================================================== section 8: Requirement/Effect (R-REQ, R-EFF)
def test_hx_17_bright_dragon_destroys_a_dragon_and_dragophone_answers_the_whole_effect() -> None:
    """HX-17. R-REQ-1, R-REQ-2, R-TRAP-5, R-CARD-1, R-EFF-6, R-CALC-1.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon and Blue-Eyes Bright
    Dragon (since turn 1); P1's Deck top: V4-1600. P2 controls face-up Blue-Fang Burst
    Dragon and has RB Dragophone Set earlier; P2's Deck top: V1-100, V2-500.
    Actions: P1 activates Bright Dragon (mill 1; it becomes "Blue-Eyes White Dragon"
    with 3000 ATK; P1 controls a face-up Legend Normal Monster, so P1 destroys Blue-Fang
    Burst Dragon). P2 activates RB Dragophone and Special Summons Blue-Fang Burst Dragon
    in Attack. Bright Dragon attacks it.
    Expected: no window between the mill and the destruction; one window afterwards
    offers RB Dragophone; P2 mills V1-100 and V2-500 and revives Blue-Fang. 3000 vs
    2500: P2 7500. On P2's turn 4, Bright Dragon is back to its own name and 2500."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BRIGHT, ATK)], hand=["V1-100"],
                         deck=["V4-1600"] + ["V1-100"] * 5),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    bright = find(duel, BRIGHT, 0, "mzone")
    events = do(duel, f"activate {bright}")
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "mzone"),))
    assert not [e for e in events if e.kind == "activate" and e.player == 1]
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert BEWD in duel.names(duel.inst(bright)) and duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "gy") == [BLUE_FANG]
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])
    do(duel, "battle")
    do(duel, f"attack {bright} -> {find(duel, BLUE_FANG, 1, 'mzone')}")
    assert duel.lp == [8000, 7500] and BLUE_FANG in names(duel, 1, "gy")
    do(duel, "end")
    assert duel.turn == 4
    b = duel.inst(bright)
    assert duel.atk(b) == 2500 and BEWD not in duel.names(b)


def test_hx_18_bright_dragon_named_blue_eyes_is_not_a_legend_normal_monster() -> None:
    """HX-18. R-CARD-1, R-CARD-4, R-REQ-1, R-EFF-2.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes Bright Dragon and a face-down
    Blue-Eyes White Dragon (both since turn 1). P2 controls face-up V4-1600.
    Actions: P1 activates Bright Dragon.
    Expected: it becomes "Blue-Eyes White Dragon" with 3000 ATK, but the destruction
    clause needs a face-up Legend Normal Monster: Bright Dragon is an Effect Monster
    without the LEGEND icon, and the Set Blue-Eyes is face-down. P2 is never asked about
    a destruction and V4-1600 stays."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    bright = find(duel, BRIGHT, 0, "mzone")
    do(duel, f"activate {bright}")
    assert duel.request.kind == "main", duel.request
    assert duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "mzone")[0] == "V4-1600" and names(duel, 1, "gy") == []


def _overlord_duel(extra_hand: tuple[str, ...] = ()) -> Duel:
    duel = build(p0=Side(lp=5000, hand=[OVL_L, OVL, OVL_R, *extra_hand],
                         deck=["V1-100"] * 10),
                 p1=Side(monsters=[(BEWD, ATK)]))
    maximum(duel)
    assert duel.maxm[0] and duel.request.kind == "main"
    return duel


def test_hx_19_each_maximum_piece_once_and_a_returned_maximum_monster_is_new() -> None:
    """HX-19. R-MAX-9, R-MAX-10, R-EFF-3, R-EFF-4, R-MAX-8, R-MAX-2, R-MAX-6, R-EFF-6.
    Setup: P1 turn 3, 5000 LP; P2 8000 LP with face-up Blue-Eyes White Dragon (Level 8).
    P1's hand: the three Supreme Machine Magnum Overlord pieces, FX-RECALL, V2-500.
    Actions: Maximum Summon; activate [R] (mill 1; +200 x 8); try [R] again; activate
    [L] (LP lower; send V2-500 from the hand; + the LP difference); FX-RECALL returns
    the Maximum monster to the hand; Maximum Summon again; activate [R] again; attack
    Blue-Eyes White Dragon.
    Expected: 3500 -> 5100; the second [R] is refused; 5100 + 3000 = 8100. All three
    pieces return to the hand together and the ATK gains are gone. The new Maximum
    monster may use [R] again: 5100. Battle: P2 takes 2100 (5900)."""
    duel = _overlord_duel(("FX-RECALL", "V2-500"))
    c = duel.mz[0][1]
    right, left = find(duel, OVL_R, 0, "mzone"), find(duel, OVL_L, 0, "mzone")
    do(duel, f"activate {right}")
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert duel.atk(c) == 5100
    refused(duel, f"activate {right}")
    do(duel, f"activate {left}")
    answer(duel, picks=(find(duel, "V2-500", 0, "hand"),))
    assert duel.atk(c) == 8100 and "V2-500" in names(duel, 0, "gy")
    play(duel, "FX-RECALL", picks=(duel.oid[c],))
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    maximum(duel)
    c = duel.mz[0][1]
    assert duel.atk(c) == 3500
    do(duel, f"activate {find(duel, OVL_R, 0, 'mzone')}")
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert duel.atk(c) == 5100
    do(duel, "battle")
    do(duel, f"attack {duel.oid[c]} -> {find(duel, BEWD, 1, 'mzone')}")
    assert duel.lp == [5000, 5900] and names(duel, 1, "gy") == [BEWD]


# ==================================================== section 9: Spells (R-SPELL, R-EQUIP, R-FIELD)
def test_hx_20_equip_and_field_spells_with_a_type_change_and_a_replacement() -> None:
    """HX-20. R-EQUIP-1, R-EQUIP-3, R-CARD-2, R-FIELD-1, R-FIELD-2, R-TRAP-5, R-EFF-6,
    R-CALC-1.
    Setup: P1 turn 3. P1 controls face-up Jointech Rex (since turn 1) and face-up
    FX-FIELD-B, and has FX-FIELD-GUARD Set earlier. Hand: FX-MACHINE-EQUIP, Type Change
    Beam, Blue-Eyes White Dragon, FX-FIELD-A. P2 controls face-up V4-1800 and face-up
    FX-FIELD-C.
    Actions: equip FX-MACHINE-EQUIP to Rex; Type Change Beam (reveal Blue-Eyes) makes
    Rex a Dragon; activate FX-FIELD-A (FX-FIELD-B is replaced); Rex attacks V4-1800.
    Expected: Rex 2500 + 200 + 500 = 3200; as a Dragon it keeps the Equip (3200). The
    replaced FX-FIELD-B goes to the GY by rule, not destroyed: FX-FIELD-GUARD is not
    offered; Rex 3100. V4-1800 has 2100 (P2's own Field Spell). P2 takes 1000 (7000).
    On P2's turn 4 Rex is a Machine again and still has 3100."""
    duel = build(p0=Side(monsters=[(REX, ATK)], field_spell=(FIELD_B, ATK),
                         spells=[(FIELD_GUARD, SET)],
                         hand=[MACHINE_EQUIP, TCB, BEWD, FIELD_A]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(FIELD_C, ATK)))
    rex = at(duel, REX)
    play(duel, MACHINE_EQUIP, zone="s1", picks=(duel.oid[rex],))
    assert duel.atk(rex) == 3200
    play(duel, TCB, zone="s2", picks=(find(duel, BEWD, 0, "hand"), duel.oid[rex]))
    assert duel.race(rex) == "Dragon" and duel.atk(rex) == 3200
    assert names(duel, 0, "szone")[1] == MACHINE_EQUIP
    do(duel, f"activate {find(duel, FIELD_A)} f")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "gy") == [TCB, FIELD_B]
    assert duel.atk(rex) == 3100 and duel.atk(at(duel, "V4-1800")) == 2100
    attack(duel, REX, "V4-1800")
    assert duel.lp == [8000, 7000] and names(duel, 1, "gy") == ["V4-1800"]
    to_turn(duel, 4)
    assert duel.race(rex) == "Machine" and duel.atk(rex) == 3100


def test_hx_21_despairacion_destroys_the_field_spell_and_field_guard_answers() -> None:
    """HX-21. R-FIELD-1, R-TRAP-5, R-TRAP-4, R-REQ-2, R-MAX-9, R-MAX-10, R-ZONE-3.
    Setup: P1 turn 3 has Maximum Summoned Doomblaze Fiend Overlord Despairacion; hand:
    Supreme Machine Magnum Overlord [L] and [R]. P2 controls face-up V4-1600 and face-up
    FX-FIELD-A, and has FX-FIELD-GUARD Set earlier.
    Actions: P1 activates the center's effect, sending the two Maximum Monsters and
    destroying FX-FIELD-A (a card P2 controls); in Maximum Mode P1 draws 2.
    Expected: the whole effect resolves, then P2 is offered FX-FIELD-GUARD (its Field
    Zone card was destroyed by a card effect) and draws 1. V4-1600 is back to 1600."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R], deck=["V1-100"] * 5),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(FIELD_A, ATK),
                         spells=[(FIELD_GUARD, SET)]))
    maximum(duel, DESP)
    assert duel.atk(at(duel, "V4-1600")) == 1700
    hand1 = len(duel.hand[1])
    do(duel, f"activate {find(duel, DESP, 0, 'mzone')}")
    answer(duel, picks=(find(duel, FIELD_A),))
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])
    assert len(duel.hand[0]) == 2 and duel.fz[1] < 0
    window_for(duel, 1)
    trap(duel, FIELD_GUARD)
    assert names(duel, 1, "gy") == [FIELD_A, FIELD_GUARD] and len(duel.hand[1]) == hand1 + 1
    assert duel.atk(at(duel, "V4-1600")) == 1600


def test_hx_22_an_equipped_maximum_monster_bounced_after_the_equip_spell() -> None:
    """HX-22. R-EQUIP-1, R-EQUIP-4, R-MAX-8, R-MAX-13, R-TRAP-5, R-MAX-2.
    Setup: P1 turn 3; hand: the three Supreme Machine Magnum Overlord pieces and
    FX-MACHINE-EQUIP. P2 has Compulsory Evacuation Device (Rush) Set earlier.
    Actions: Maximum Summon (P2 passes in its window); equip FX-MACHINE-EQUIP to the
    Maximum monster (a Machine); after that Spell, P2 activates Compulsory Evacuation
    Device and returns the monster.
    Expected: the Device is offered after the Maximum Summon (a Special Summon) and
    after the Spell. ATK 4000 once equipped. All three pieces return to P1's hand; the
    Equip Spell goes to the GY; P1's field is empty and no longer in Maximum Mode."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, MACHINE_EQUIP]),
                 p1=Side(spells=[(CED, SET)]))
    maximum(duel)
    window_for(duel, 1)
    do(duel, "pass")
    c = duel.mz[0][1]
    play(duel, MACHINE_EQUIP, zone="s0", picks=(duel.oid[c],))
    assert duel.atk(c) == 4000
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(duel.oid[c],))
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "gy") == [MACHINE_EQUIP]
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]
    assert names(duel, 1, "gy") == [CED]


def test_hx_23_an_equip_set_this_turn_needs_a_face_up_machine_you_control() -> None:
    """HX-23. R-SPELL-2, R-EQUIP-1, R-POS-2, R-REQ-1.
    Setup: P1 turn 3. P1 controls face-down Jointech Rex and face-up V4-1600 (since
    turn 1); P2 controls face-up Cyber Dragon (Rush) (a Machine). Hand: FX-MACHINE-EQUIP.
    Actions: P1 Sets FX-MACHINE-EQUIP and tries to activate it; changes Rex to face-up
    Attack; activates the Set Equip Spell.
    Expected: the first activation is refused (no face-up Machine P1 controls; the
    opponent's Machine does not count); after the flip it is legal the same turn, goes
    to Rex only, and Rex has 3000."""
    duel = build(p0=Side(hand=[MACHINE_EQUIP, "V1-100"],
                         monsters=[(REX, SET), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("Cyber Dragon (Rush)", ATK)]))
    do(duel, f"set {find(duel, MACHINE_EQUIP)} s0")
    eq = find(duel, MACHINE_EQUIP, 0, "szone")
    refused(duel, f"activate {eq}")
    do(duel, f"position {find(duel, REX, 0, 'mzone')} atk")
    do(duel, f"activate {eq}")
    if duel.request.kind == "pick":
        assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == \
            {find(duel, REX, 0, "mzone")}
        answer(duel, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 3000 and duel.atk(at(duel, "Cyber Dragon (Rush)")) == 2100


# ==================================================== section 10: Traps (R-TRAP)
def test_hx_24_after_a_trap_the_new_window_asks_the_non_turn_player_first_again() -> None:
    """HX-24. R-TRAP-6, R-TRAP-4, R-TRAP-3, R-TRAP-5.
    Setup: P1 turn 3; P1's hand: V4-1600, V1-100; P1 has Compulsory Evacuation Device
    (Rush) Set earlier. P2's hand: Blue-Eyes White Dragon; P2 has Dragon Encounter and
    Torrential Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600. P2 activates Dragon Encounter and Special Summons
    Blue-Eyes White Dragon. In the new window P2 passes; P1 activates Compulsory
    Evacuation Device and returns Blue-Eyes White Dragon.
    Expected: in the summon window P2 is offered both of its Traps and P1 nothing yet.
    The Trap's Special Summon opens a new window where P2 (still the non-turn player)
    is asked first and is offered its own Torrential Tribute; only after P2 passes is
    P1 offered the Device. Blue-Eyes White Dragon returns to P2's hand; Torrential
    Tribute stays Set."""
    duel = build(p0=Side(hand=["V4-1600", "V1-100"], spells=[(CED, SET)]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET), (TORRENT, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER), find(duel, TORRENT)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="atk")
    assert names(duel, 1, "mzone")[0] == BEWD
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    do(duel, "pass")
    window_for(duel, 0)
    trap(duel, CED)
    answer(duel, picks=(find(duel, BEWD, 1, "mzone"),))
    assert names(duel, 1, "hand") == [BEWD]
    assert names(duel, 0, "mzone")[0] == "V4-1600"
    assert names(duel, 1, "szone")[1] == TORRENT
    assert duel.request.kind == "main" and duel.current_player == 0


def test_hx_25_summon_events_are_not_carried_into_later_windows() -> None:
    """HX-25. R-TRAP-5, R-MAIN-3, R-TRAP-4.
    Setup: P1 turn 3; P1 controls V4-1400 (since turn 1); hand: V4-1800, V2-500,
    Summoned Skull (Rush). P2 has Trap Hole (Rush) Set earlier.
    Actions: Normal Summon V4-1800 (P2 passes); Normal Summon V2-500; Tribute Summon
    Summoned Skull, Tributing V2-500.
    Expected: Trap Hole is offered after V4-1800's summon; after V2-500's summon it is
    not (500 ATK, and the earlier summon is not carried forward); after the Tribute
    Summon (a Normal Summon) it is offered and destroys Summoned Skull only."""
    duel = build(p0=Side(hand=["V4-1800", "V2-500", SKULL], monsters=[("V4-1400", ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z1")
    window_for(duel, 1)
    do(duel, "pass")
    do(duel, f"summon {find(duel, 'V2-500', 0, 'hand')} z2")
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, f"summon {find(duel, SKULL, 0, 'hand')} z2")
    answer(duel)
    window_for(duel, 1)
    trap(duel, TRAP_HOLE)
    assert names(duel, 0, "gy") == ["V2-500", SKULL]
    assert names(duel, 0, "mzone") == ["V4-1400", "V4-1800", ""]


def test_hx_26_one_trap_per_attack_window_and_a_new_declaration_opens_a_new_one() -> None:
    """HX-26. R-TRAP-3, R-TRAP-5, R-BATTLE-4, R-BATTLE-5.
    Setup: P1 turn 3, Battle Phase. P1 controls face-up Blue-Eyes White Dragon and Dark
    Magician (Rush). P2 controls face-up V4-1600 and has Mirror Force (Rush) and
    Sakuretsu Armor (Rush) Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 activates Sakuretsu Armor. Dark Magician
    attacks V4-1600; P2 activates Mirror Force.
    Expected: on the first declaration both Traps qualify but only one may be used;
    Blue-Eyes is destroyed and the attack ends (no damage); Mirror Force is not offered
    in the Trap's own window. The second declaration opens a new window where Mirror
    Force destroys Dark Magician. LP stay 8000; V4-1600 stays."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET), (ARMOR, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, MIRROR), find(duel, ARMOR)}
    trap(duel, ARMOR)
    assert names(duel, 0, "gy") == [BEWD]
    assert duel.request.kind == "battle"
    attack(duel, DM, "V4-1600")
    window_for(duel, 1)
    trap(duel, MIRROR)
    assert names(duel, 0, "gy") == [BEWD, DM] and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-1600"


def test_hx_27_a_negated_attack_is_used_and_the_recital_needs_exactly_one_monster() -> None:
    """HX-27. R-BATTLE-5, R-TRAP-5, R-BATTLE-2, R-CALC-1.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon (Level 8) and
    V4-1800. P2 controls face-up V4-1400 and has Music Princess's Recital Set earlier.
    Actions: Blue-Eyes attacks V4-1400 and P2 negates it; V4-1800 attacks V4-1400.
    Expected: the negated attack has no Damage Step and Blue-Eyes cannot attack again;
    V4-1800's attack deals 400 (P2 7600). With a second monster on P2's field (fresh
    copy of the setup plus V4-WALL), the Recital is not offered at all: Blue-Eyes
    destroys V4-1400 and P2 takes 1600 (6400)."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(RECITAL, SET)]))
    attack(duel, BEWD, "V4-1400")
    window_for(duel, 1)
    trap(duel, RECITAL)
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1400"
    assert duel.request.kind == "battle"
    bewd = find(duel, BEWD, 0, "mzone")
    assert not [a for a in duel.legal_actions() if a.kind == "attack" and a.card == bewd]
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7600]
    two = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                p1=Side(monsters=[("V4-1400", ATK), ("V4-WALL", ATK)],
                        spells=[(RECITAL, SET)]))
    attack(two, BEWD, "V4-1400")
    assert two.lp == [8000, 6400]


# ======================================== section 11: Battle (R-BATTLE, R-REPLAY, R-DMG, R-CALC)
def test_hx_28_hook_ds_remove_no_damage_no_replay_then_a_direct_attack(monkeypatch: MP) -> None:
    """HX-28. R-DMG-1, R-DMG-2, R-REPLAY-7, R-BATTLE-5, R-BATTLE-3, R-CALC-6.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon and Dark Magician
    (Rush). P2 controls only V4-1600 (face-up Attack). HOOK-DS-REMOVE is armed.
    Actions: Blue-Eyes attacks V4-1600; at the start of the Damage Step V4-1600 returns
    to P2's hand. Then Dark Magician attacks.
    Expected: no damage calculation (LP 8000 / 8000), no replay is offered, and
    Blue-Eyes' attack is used. P2 now controls no monsters, so Dark Magician may attack
    directly: P2 5500."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), (DM, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    at_damage_step(monkeypatch, hook_ds_remove)
    attack(duel, BEWD, "V4-1600")
    assert duel.request.kind == "battle"
    assert duel.lp == [8000, 8000] and names(duel, 1, "hand") == ["V4-1600"]
    bewd, dm = find(duel, BEWD, 0, "mzone"), find(duel, DM, 0, "mzone")
    acts = {a for a in duel.legal_actions() if a.kind == "attack"}
    assert acts == {Action("attack", dm, target=DIRECT)}
    refused(duel, Action("attack", bewd, target=DIRECT))
    attack(duel, DM)
    assert duel.lp == [8000, 5500]


def _p2_in_maximum_mode(p0: Side, p1_spells: tuple[Any, ...] = (),
                        p1_hand: tuple[str, ...] = ()) -> Duel:
    """P2 Maximum Summons Magnum Overlord on turn 2; returns P1's turn 3 Main Phase."""
    duel = build(turn=2, tp=1, p0=p0, p1=Side(
        hand=[OVL_L, OVL, OVL_R, *p1_hand], spells=list(p1_spells)))
    maximum(duel)
    assert duel.maxm[1] and duel.request.kind == "main"
    to_turn(duel, 3)
    return duel


def test_hx_29_hook_ds_remove_on_a_maximum_target_takes_all_three(monkeypatch: MP) -> None:
    """HX-29. R-DMG-2, R-MAX-5, R-MAX-8, R-REPLAY-6, R-REPLAY-7.
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2. P1's turn 3:
    face-up Blue-Eyes White Dragon and V4-1800. HOOK-DS-REMOVE is armed.
    Actions: Blue-Eyes attacks the Maximum monster (its only target: one monster); at
    the start of the Damage Step the target returns to P2's hand.
    Expected: all three pieces go to P2's hand together; no damage, no replay; Blue-Eyes'
    attack is used; P2 controls no monsters, so V4-1800 may attack directly (P2 6200)."""
    duel = _p2_in_maximum_mode(Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]))
    do(duel, "battle")
    target = duel.oid[duel.mz[1][1]]
    bewd = find(duel, BEWD, 0, "mzone")
    assert {a.target for a in duel.legal_actions() if a.kind == "attack" and a.card == bewd} \
        == {target}
    at_damage_step(monkeypatch, hook_ds_remove)
    do(duel, f"attack {bewd} -> {target}")
    assert sorted(names(duel, 1, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 1, "mzone") == ["", "", ""] and not duel.maxm[1]
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    refused(duel, Action("attack", bewd, target=DIRECT))
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 6200]


def test_hx_30_equal_atk_both_in_the_gy_then_dragophone_revives() -> None:
    """HX-30. R-CALC-2, R-DMG-4, R-DMG-5, R-TRAP-5, R-TRAP-7.
    Setup: P1 turn 3, Battle Phase: face-up Dark Magician (Rush) (2500). P2 controls
    face-up Blue-Fang Burst Dragon (2500) and has RB Dragophone Set earlier; P2's Deck
    top: V1-100, V2-500.
    Actions: Dark Magician attacks Blue-Fang Burst Dragon; in the battle-result window P2
    activates RB Dragophone and revives Blue-Fang Burst Dragon in Defense.
    Expected: both monsters are destroyed and are in the GYs when the window opens; no
    damage. P2 mills 2 and, controlling no monsters, Special Summons Blue-Fang; RB
    Dragophone ends in the GY."""
    duel = build(phase="battle", p0=Side(monsters=[(DM, ATK)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    attack(duel, DM, BLUE_FANG)
    window_for(duel, 1)
    assert names(duel, 0, "gy") == [DM] and names(duel, 1, "gy") == [BLUE_FANG]
    assert duel.lp == [8000, 8000]
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="def")
    assert names(duel, 1, "mzone")[0] == BLUE_FANG and duel.pos[at(duel, BLUE_FANG)] == DEF
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])


def test_hx_31_replay_after_a_swap_may_choose_the_same_target_with_no_new_window() -> None:
    """HX-31. R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-9, R-TRAP-3, R-CALC-1.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon. P2 controls face-up
    V4-1600 (A) and V4-1400 (B); hand: V4-1800; FX-SWAP-ON-ATTACK and Mirror Force
    (Rush) Set earlier.
    Actions: Blue-Eyes attacks A. P2 activates FX-SWAP-ON-ATTACK: B goes to the GY as
    its cost and V4-1800 is Special Summoned in Attack. P1 chooses A again.
    Expected: P2 still controls 2 monsters, but the group changed, so a replay is
    offered with A and V4-1800 (not B, no direct attack) or cancel. Choosing A again is
    not a declaration: Mirror Force is never offered. 3000 vs 1600: P2 6600."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=["V4-1800"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[("FX-SWAP-ON-ATTACK", SET), (MIRROR, SET)]))
    a = find(duel, "V4-1600", 1, "mzone")
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, "FX-SWAP-ON-ATTACK")
    answer(duel, pos="atk")  # the cost (B) and the summoned card are forced
    assert names(duel, 1, "gy") == ["V4-1400", "FX-SWAP-ON-ATTACK"]
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert set(duel.legal_actions()) == {Action("target", target=a), Action("cancel"),
                                         Action("target", target=find(duel, "V4-1800", 1))}
    events = do(duel, f"target {a}")
    assert not [e for e in events if e.kind == "attack"]
    assert duel.lp == [8000, 6600] and names(duel, 1, "gy")[-1] == "V4-1600"
    assert names(duel, 1, "szone")[1] == MIRROR


def test_hx_32_a_direct_attack_meets_a_wall_and_the_equip_pierces_it() -> None:
    """HX-32. R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-CALC-5, R-EQUIP-1, R-DMG-3.
    Setup: P1 turn 3: Jointech Rex (since turn 1) equipped with Jointech Rush Horn (2800,
    piercing). P2 controls no monsters; hand: V4-WALL; FX-WALL-ON-DIRECT Set earlier.
    Actions: Rex attacks directly; P2's Trap Special Summons V4-WALL in Defense; P1
    chooses V4-WALL.
    Expected: the direct attack is no longer possible: a replay offers only V4-WALL or
    cancel. 2800 vs DEF 2000: V4-WALL is destroyed and P2 takes 800 piercing (7200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX)
    window_for(duel, 1)
    trap(duel, "FX-WALL-ON-DIRECT")
    answer(duel)
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert duel.pos[duel.inst(wall)] == DEF
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == ["FX-WALL-ON-DIRECT", "V4-WALL"]


def test_hx_33_a_face_down_target_shrunk_into_defense_is_no_replay() -> None:
    """HX-33. R-REPLAY-5, R-DMG-3, R-CALC-4, R-TRAP-5.
    Setup: P1 turn 3, Battle Phase: face-up V4-1800. P2 controls face-down V4-WALL and
    has FX-SHRINK-ON-ATTACK Set earlier.
    Actions: V4-1800 attacks V4-WALL; P2 activates FX-SHRINK-ON-ATTACK.
    Expected: the wall turns face-up Defense (a position change, not a new monster): no
    replay. 1800 vs DEF 2000: P1 takes 200 (7800); V4-WALL stays face-up Defense."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET)], spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    attack(duel, "V4-1800", "V4-WALL")
    window_for(duel, 1)
    events = trap(duel, "FX-SHRINK-ON-ATTACK")
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [7800, 8000]
    assert names(duel, 1, "mzone")[0] == "V4-WALL" and duel.pos[at(duel, "V4-WALL")] == DEF


def test_hx_34_lethal_battle_damage_ends_the_duel_before_the_result_window() -> None:
    """HX-34. R-DMG-6, R-WIN-1, R-DMG-5.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Eyes White Dragon. P2 at 500 LP controls
    face-up Blue-Fang Burst Dragon and has RB Dragophone Set earlier.
    Actions: Blue-Eyes attacks Blue-Fang Burst Dragon.
    Expected: P2 takes 500 and reaches 0: P2 loses at once; no battle-result window (RB
    Dragophone is never offered); the duel is over."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(lp=500, monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)]))
    attack(duel, BEWD, BLUE_FANG)
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert names(duel, 1, "szone")[0] == DRAGOPHONE


# ==================================================== section 12: End Phase (R-END)
def test_hx_35_a_trap_atk_loss_ends_with_the_turn_but_the_position_stays() -> None:
    """HX-35. R-END-1, R-EFF-6, R-POS-1, R-POS-4, R-CALC-4, R-END-2.
    Setup: P1 turn 3, Battle Phase: face-up V4-1800. P2 controls face-up Dark Magician
    (Rush) in Attack (since turn 2) and has FX-SHRINK-ON-ATTACK Set earlier; P2 holds 6
    cards.
    Actions: V4-1800 attacks Dark Magician; P2's Trap puts it in Defense with -500 ATK.
    P1's turn ends; P2's turn 4.
    Expected: 1800 vs DEF 2100: P1 takes 300. On turn 3 Dark Magician has 2000 ATK; on
    turn 4 it is back to 2500 but still in Defense, and P2 may change it to Attack by
    hand (the effect change did not use its manual change). P2 holds 7 cards (nothing
    discarded)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V1-100"] * 6, monsters=[(DM, ATK, 2)],
                         spells=[("FX-SHRINK-ON-ATTACK", SET)]))
    attack(duel, "V4-1800", DM)
    window_for(duel, 1)
    trap(duel, "FX-SHRINK-ON-ATTACK")
    assert duel.lp == [7700, 8000]
    dm = at(duel, DM)
    to_turn(duel, 4)
    assert duel.atk(dm) == 2500 and duel.pos[dm] == DEF and len(duel.hand[1]) == 7
    do(duel, f"position {duel.oid[dm]} atk")
    assert duel.pos[dm] == ATK


# ==================================================== section 13: Maximum (R-MAX)
def test_hx_36_despairacion_right_bans_level_7_from_hand_and_gy_and_sets_in_max_mode() -> None:
    """HX-36. R-MAX-9, R-MAX-10, R-MAX-2, R-TRAP-5, R-MAIN-2, R-REQ-3.
    Setup: P1 turn 3; hand: the three Doomblaze Fiend Overlord Despairacion pieces. P2
    has Dragon Encounter Set earlier; P2's hand: Blue-Fang Burst Dragon (Level 7),
    Blue-Eyes White Dragon (Level 8), V4-1600, Monster Reborn (Rush); P2's GY: Dark
    Magician (Rush) (Level 7), V4-1400.
    Actions: P1 Maximum Summons; P2 activates Dragon Encounter. P1 ends the turn. In
    turn 4 P2 tries to Set V4-1600, Normal Summons it, and activates Monster Reborn.
    Expected: after the Maximum Summon (a Special Summon) Dragon Encounter is offered,
    but only Blue-Eyes may be chosen (no Level 7 Special Summon from the hand). In turn
    4 P2 cannot Set monsters (Maximum Mode), may Normal Summon V4-1600, and Monster
    Reborn may revive V4-1400 but not Dark Magician."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R, "V1-100"]),
                 p1=Side(hand=[BLUE_FANG, BEWD, "V4-1600", REBORN], gy=[DM, "V4-1400"],
                         spells=[(ENCOUNTER, SET)]))
    maximum(duel, DESP)
    window_for(duel, 1)
    trap(duel, ENCOUNTER)
    if duel.request.kind == "pick":
        picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        assert picks == {find(duel, BEWD, 1, "hand")}
    answer(duel, picks=(find(duel, BEWD, 1, "hand"),), pos="atk")
    assert BEWD in names(duel, 1, "mzone") and BLUE_FANG in names(duel, 1, "hand")
    to_turn(duel, 4)
    v = find(duel, "V4-1600", 1, "hand")
    refused(duel, f"set {v} z1")
    do(duel, f"summon {v} z1")
    do(duel, f"activate {find(duel, REBORN, 1, 'hand')} s1")
    if duel.request.kind == "pick":
        picks = {a.card for a in duel.legal_actions() if a.kind == "pick"}
        assert find(duel, DM, 1, "gy") not in picks
    answer(duel, picks=(find(duel, "V4-1400", 1, "gy"),), pos="atk")
    assert "V4-1400" in names(duel, 1, "mzone")
    assert names(duel, 1, "gy") == [DM, ENCOUNTER, REBORN]


def test_hx_37_over_a_maximum_monster_only_a_level_5_or_6_tribute_is_possible() -> None:
    """HX-37. R-MAX-7, R-MAX-3, R-MAIN-3, R-ZONE-5, R-MAX-8.
    Setup: P1 turn 3 has Maximum Summoned Supreme Machine Magnum Overlord; hand:
    Blue-Eyes White Dragon (Level 8), Summoned Skull (Rush) (Level 6), V4-1600.
    Actions: try to Normal Summon V4-1600 and to Tribute Summon Blue-Eyes; Set Summoned
    Skull by Tributing the Maximum monster; Normal Summon V4-1600.
    Expected: V4-1600 and Blue-Eyes are refused in every zone (no free zone; the Maximum
    monster is only one Tribute). The Tribute Set of Summoned Skull is legal: all three
    pieces go to the GY and Skull takes one zone face-down. Then V4-1600 may be Normal
    Summoned into a freed zone."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, BEWD, SKULL, "V4-1600"]))
    maximum(duel)
    v, b = find(duel, "V4-1600", 0, "hand"), find(duel, BEWD, 0, "hand")
    for z in ("z0", "z1", "z2"):
        refused(duel, f"summon {v} {z}")
        refused(duel, f"summon {b} {z}")
        refused(duel, f"set {b} {z}")
    do(duel, f"set {find(duel, SKULL, 0, 'hand')} z1")
    answer(duel)
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "mzone") == ["", SKULL, ""] and not duel.maxm[0]
    assert duel.pos[at(duel, SKULL)] == SET
    do(duel, f"summon {v} z0")
    assert names(duel, 0, "mzone") == ["V4-1600", SKULL, ""]


def test_hx_38_maximum_summon_clears_an_equipped_field_keeps_the_field_spell() -> None:
    """HX-38. R-MAX-2, R-EQUIP-4, R-FIELD-1, R-MAX-6, R-MAX-9, R-TRAP-4, R-CALC-6.
    Setup: P1 turn 3. P1 controls face-down V4-1400 and face-up Jointech Rex equipped with
    Jointech Rush Horn, and face-up FX-FIELD-A. Hand: the three Supreme Machine Magnum
    Overlord pieces. P2 controls face-up V4-1800 and has Torrential Tribute (Rush) Set
    earlier.
    Actions: P1 Maximum Summons; P2 activates Torrential Tribute; the Maximum monster
    attacks directly.
    Expected: V4-1400 and Rex go to the GY by rule, and Rush Horn with them (its monster
    left); the Field Spell stays: 3500 + 100 = 3600. Torrential Tribute destroys V4-1800
    but not the Maximum monster (the center's protection from the opponent's Traps).
    Direct attack: P2 4400."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, HORN],
                         monsters=[("V4-1400", SET), (REX, ATK)], field_spell=(FIELD_A, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(TORRENT, SET)]))
    play(duel, HORN, picks=(find(duel, REX, 0, "mzone"),))
    assert duel.atk(at(duel, REX)) == 2900
    maximum(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1400", REX, HORN])
    c = duel.mz[0][1]
    assert duel.atk(c) == 3600
    window_for(duel, 1)
    trap(duel, TORRENT)
    assert names(duel, 1, "gy") == ["V4-1800", TORRENT]
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    do(duel, "battle")
    do(duel, f"attack {duel.oid[c]} -> direct")
    assert duel.lp == [8000, 4400]


# ==================================================== section 14: Fusion (R-FUS)
def test_hx_39_fusion_needs_vision_dragons_effect_to_count_blue_eyes_twice() -> None:
    """HX-39. R-FUS-2, R-FUS-4, R-CARD-1, R-FUS-5, R-TRAP-5, R-REQ-1.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon, Blue-Eyes Bright
    Dragon and Blue-Eyes Vision Dragon (since turn 1). Hand: "Fusion", V1-100. Extra:
    Blue-Eyes Ultimate Dragon (Rush). P2 has Dragon Encounter Set earlier and Blue-Eyes
    White Dragon in hand.
    Actions: try "Fusion"; activate Vision Dragon's effect (mill 1); activate "Fusion".
    Expected: first refused: on the field only one monster is named "Blue-Eyes White
    Dragon" (Bright Dragon's name treatment is for the hand only). After Vision Dragon's
    effect it is "Blue-Eyes White Dragon" and counts as two materials: Blue-Eyes and
    Vision Dragon go to the GY, Bright Dragon stays, Ultimate Dragon is Fusion Summoned
    (4500). The Special Summon offers P2 Dragon Encounter."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (BRIGHT, ATK), (VISION, ATK)],
                         hand=["Fusion", "V1-100"], extra=[BEUD]),
                 p1=Side(hand=[BEWD], spells=[(ENCOUNTER, SET)]))
    fusion = find(duel, "Fusion", 0, "hand")
    for z in ("s0", "s1", "s2"):
        refused(duel, f"activate {fusion} {z}")
    do(duel, f"activate {find(duel, VISION, 0, 'mzone')}")
    assert duel.request.kind == "main"
    play(duel, "Fusion", picks=(find(duel, BEWD, 0, "mzone"), find(duel, VISION, 0, "mzone")),
         pos="atk")
    assert names(duel, 0, "mzone").count(BEUD) == 1 and BRIGHT in names(duel, 0, "mzone")
    assert duel.atk(at(duel, BEUD)) == 4500
    gy = names(duel, 0, "gy")
    assert BEWD in gy and VISION in gy and "Fusion" in gy and BRIGHT not in gy
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}


def test_hx_40_polymerization_fills_a_full_row_and_the_fusion_monster_can_return() -> None:
    """HX-40. R-FUS-3, R-FUS-5, R-ZONE-5, R-TRAP-5, R-FUS-9, R-FUS-1.
    Setup: P1 turn 3. P1's Monster Zones hold face-down V4-1600, V2-500 and V1-100.
    Hand: Polymerization (Rush), V4-1400, Monster Reborn (Rush). Extra: FX-FUSION-2. P2
    has Trap Hole (Rush) and Torrential Tribute (Rush) Set earlier.
    Actions: Polymerization with the face-down V4-1600 and V4-1400 from the hand;
    FX-FUSION-2 in face-up Defense; P2 activates Torrential Tribute; P1 activates Monster
    Reborn on FX-FUSION-2.
    Expected: legal although every zone was full (a material frees one). Only
    Torrential Tribute is offered (a Special Summon, not a Normal Summon). All P1's
    monsters are destroyed; FX-FUSION-2 goes to the GY (not the Extra Deck) and, having
    been properly Fusion Summoned, can be revived."""
    duel = build(p0=Side(hand=[POLY, "V4-1400", REBORN], extra=["FX-FUSION-2"],
                         monsters=[("V4-1600", SET), ("V2-500", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORRENT, SET)]))
    play(duel, POLY, picks=(find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1400", 0, "hand")),
         pos="def")
    fus = at(duel, "FX-FUSION-2")
    assert duel.pos[fus] == DEF
    assert sorted(names(duel, 0, "mzone")) == sorted(["FX-FUSION-2", "V2-500", "V1-100"])
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    assert "FX-FUSION-2" in names(duel, 0, "gy") and names(duel, 0, "extra") == []
    assert names(duel, 0, "mzone") == ["", "", ""]
    play(duel, REBORN, picks=(find(duel, "FX-FUSION-2", 0, "gy"),), pos="atk")
    assert "FX-FUSION-2" in names(duel, 0, "mzone")


def test_hx_41_bright_dragon_in_the_hand_is_blue_eyes_for_polymerization_only() -> None:
    """HX-41. R-CARD-1, R-FUS-3, R-FUS-4, R-FUS-2.
    Setup: P1 turn 3. P1 controls face-up Blue-Eyes White Dragon; hand: Blue-Eyes Bright
    Dragon, "Fusion", Polymerization (Rush); GY: Blue-Eyes Bright Dragon. Extra: Blue-Eyes
    Ultimate Dragon (Rush).
    Expected: "Fusion" is refused (one face-up material). Polymerization is refused too:
    Blue-Eyes on the field and Bright Dragon in the hand make only two "Blue-Eyes White
    Dragon"; the Bright Dragon in the GY is not one. With a second Bright Dragon in the
    hand (fresh copy) Polymerization is legal and summons Ultimate Dragon."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[BRIGHT, "Fusion", POLY], gy=[BRIGHT],
                         extra=[BEUD]))
    for name in ("Fusion", POLY):
        for z in ("s0", "s1", "s2"):
            refused(duel, f"activate {find(duel, name, 0, 'hand')} {z}")
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[BRIGHT, BRIGHT, POLY], extra=[BEUD]))
    play(duel, POLY, pos="atk")
    assert BEUD in names(duel, 0, "mzone") and duel.atk(at(duel, BEUD)) == 4500
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, BRIGHT, BRIGHT, POLY])


# ==================================================== section 15: Ritual (R-RIT)
def test_hx_42_ritual_materials_face_up_with_no_surplus_and_back_to_the_extra_deck() -> None:
    """HX-42. R-RIT-2, R-RIT-3, R-RIT-4, R-RIT-5, R-SPELL-4, R-TRAP-5.
    Setup: P1 turn 3. P1 controls face-up V4-1600, V2-500 and V1-100 (since turn 1);
    hand: Hamburger Fast Recipe; Extra: Hungry Burger (Rush). P2 has Compulsory
    Evacuation Device (Rush) Set earlier.
    Actions: Ritual Summon Hungry Burger with V4-1600 and V2-500 (Level 6), in Defense;
    P2 activates Compulsory Evacuation Device on it.
    Expected: V1-100 cannot be added once 6 is reached (a surplus), and V4-1600 with
    V1-100 (5) is not enough; the chosen two go to the GY with the Ritual Spell; Hungry
    Burger is face-up Defense. Returned to the hand, it goes to the Extra Deck."""
    duel = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                         monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"activate {find(duel, RECIPE)} s0")
    v16, v2, v1 = (find(duel, n, 0, "mzone") for n in ("V4-1600", "V2-500", "V1-100"))
    # V1-100 belongs to no valid set: {4, 2, 1} has a surplus, {4, 1} and {2, 1} fall short
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {v16, v2}
    do(duel, f"pick {v16}")  # V2-500 is then the only way to complete: taken by the engine
    answer(duel, pos="def")
    assert names(duel, 0, "mzone").count(BURGER) == 1 and duel.pos[at(duel, BURGER)] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", RECIPE])
    window_for(duel, 1)
    trap(duel, CED)
    answer(duel, picks=(find(duel, BURGER, 0, "mzone"),))
    assert names(duel, 0, "extra") == [BURGER] and BURGER not in names(duel, 0, "hand")


# ==================================================== more windows, new monsters, Maximum pieces
def test_hx_43_three_windows_in_a_row_each_asking_the_non_turn_player_first() -> None:
    """HX-43. R-TRAP-4, R-TRAP-5, R-TRAP-6, R-REQ-2, R-TRAP-7.
    Setup: P1 turn 3; hand: V4-1600, Blue-Eyes White Dragon, V1-100; Torrential Tribute
    (Rush) and Dragon Encounter Set earlier. P2 controls face-up Blue-Fang Burst Dragon
    and has RB Dragophone Set earlier; P2's Deck top: V1-100, V2-500.
    Actions: P1 Normal Summons V4-1600. P2 has nothing to answer; P1 activates Torrential
    Tribute. P2 activates RB Dragophone and revives Blue-Fang Burst Dragon. P1 activates
    Dragon Encounter and Special Summons Blue-Eyes White Dragon.
    Expected: window 1 (summon): P2 is not asked, P1 may use Torrential Tribute. Window
    2 (Torrential Tribute's destructions): P2 is asked first and uses RB Dragophone.
    Window 3 (P2's Special Summon): P2 is asked first (nothing), then P1 is offered
    Dragon Encounter. Final field: P1 Blue-Eyes, P2 Blue-Fang; all three Traps in GYs."""
    duel = build(p0=Side(hand=["V4-1600", BEWD, "V1-100"],
                         spells=[(TORRENT, SET), (ENCOUNTER, SET)]),
                 p1=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100", "V2-500"] + ["V1-100"] * 5))
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT)}
    trap(duel, TORRENT)
    window_for(duel, 1)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 1, "gy"),), pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {find(duel, ENCOUNTER)}
    trap(duel, ENCOUNTER)
    answer(duel, picks=(find(duel, BEWD, 0, "hand"),), pos="atk")
    assert BEWD in names(duel, 0, "mzone") and BLUE_FANG in names(duel, 1, "mzone")
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", TORRENT, ENCOUNTER])
    assert sorted(names(duel, 1, "gy")) == sorted([DRAGOPHONE, "V1-100", "V2-500"])
    assert duel.request.kind == "main" and duel.current_player == 0


def test_hx_44_an_attacker_destroyed_and_revived_in_the_battle_phase_is_a_new_attacker() -> None:
    """HX-44. R-BATTLE-5, R-TRAP-6, R-TRAP-4, R-EFF-4, R-BATTLE-2, R-REPLAY-3.
    Setup: P1 turn 3, Battle Phase: face-up Blue-Fang Burst Dragon; P1 has RB Dragophone
    Set earlier. P2 controls face-up V4-1600 and has Sakuretsu Armor (Rush) Set earlier.
    Actions: Blue-Fang attacks V4-1600; P2 destroys it with Sakuretsu Armor. In the next
    window P1 activates RB Dragophone and revives Blue-Fang Burst Dragon in Attack.
    Expected: the attack ends without damage. The Dragon was destroyed by the
    opponent's card effect, so P1 (turn player, asked after P2) may use RB Dragophone.
    The revived Blue-Fang is a new monster: it may declare an attack this turn (2500 vs
    1600: P2 7100)."""
    duel = build(phase="battle",
                 p0=Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET)],
                         deck=["V1-100"] * 6),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, BLUE_FANG, "V4-1600")
    window_for(duel, 1)
    trap(duel, ARMOR)
    assert duel.lp == [8000, 8000]
    window_for(duel, 0)
    trap(duel, DRAGOPHONE)
    answer(duel, picks=(find(duel, BLUE_FANG, 0, "gy"),), pos="atk")
    assert names(duel, 0, "mzone")[0] == BLUE_FANG
    assert duel.request.kind == "battle"
    attack(duel, BLUE_FANG, "V4-1600")
    assert duel.lp == [8000, 7100] and names(duel, 1, "gy") == [ARMOR, "V4-1600"]


def test_hx_45_a_pieces_own_protection_works_alone_a_maximum_only_one_does_not() -> None:
    """HX-45. R-MAX-10, R-MAX-11, R-EFF-5, R-TRAP-4, R-TRAP-5.
    Setup: P1 turn 3. P1 controls, as ordinary monsters (not in Maximum Mode), face-up
    Doomblaze Fiend Overlord Despairacion [L] and face-up Supreme Machine Magnum
    Overlord (center). Hand: V4-1600, V1-100, Dark Hole (Rush). P2 has Torrential
    Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Torrential Tribute. P1 activates
    Dark Hole.
    Expected: Despairacion [L]'s protection from the opponent's Traps is not limited to
    Maximum Mode: it survives. The Overlord center's protection is Maximum Mode only: it
    is destroyed, with V4-1600. Dark Hole is P1's own Spell: Despairacion [L] (not in
    Maximum Mode) is destroyed."""
    duel = build(p0=Side(hand=["V4-1600", "V1-100", HOLE], monsters=[(DESP_L, ATK), (OVL, ATK)]),
                 p1=Side(spells=[(TORRENT, SET)]))
    assert not duel.maxm[0]
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z2")
    window_for(duel, 1)
    trap(duel, TORRENT)
    assert names(duel, 0, "mzone") == [DESP_L, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, "V4-1600"])
    play(duel, HOLE)
    assert names(duel, 0, "mzone") == ["", "", ""] and DESP_L in names(duel, 0, "gy")
