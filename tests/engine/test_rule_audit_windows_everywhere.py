"""Audit: trap timing windows after every kind of action, and their events (R-TRAP-2..6,
R-REQ-2, R-DRAW-4, R-END-3, R-DMG-5, R-WIN-1/2, R-BATTLE-5, RULES.md section 18).

Test cards: passcodes 958_600_001+. `SPY` is a Trap whose trigger never answers but notes
every window it is asked about; it names no event kinds, so no window may be skipped for
it. With a SPY Set earlier on both sides, `windows()` lists the windows that opened, in
order, with their events and the players asked. `watch(...)` Traps answer one event kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, CardData, CardType
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects import ops
from rushdesk.engine.effects.conditions import Count, OnAttack, OnNormalDraw, OnSpell, Trig
from rushdesk.engine.effects.ext_booster03a import SetFromGY
from rushdesk.engine.effects.script import CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.fusion import FusionSummon, RitualSummon
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import MOD_ATK

from .util import POOL as BASE_POOL
from .util import do, find, names

LOG: list[tuple[int, tuple[Event, ...]]] = []


@dataclass(frozen=True)
class Spy(Trig):
    """Answers nothing; records (the Trap's controller, the window's events)."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> None:
        LOG.append((ctx.player, events))

    def text(self) -> str:
        return "never"


@dataclass(frozen=True)
class On(Trig):
    """An event of `kind` (with `reason` if given) of `who` ("opp", "me", "any": the
    event's player against the Trap's controller); binds the cards as "hit"."""

    kind: str
    reason: str = ""
    who: str = "opp"

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> Any:
        hit = tuple(e.card for e in events if e.kind == self.kind
                    and (not self.reason or e.reason == self.reason)
                    and (self.who == "any" or (e.player == ctx.player) == (self.who == "me")))
        return (("hit", hit),) if hit else None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({self.kind})

    def text(self) -> str:
        return f"when a {self.kind} event happens"


TRAP, SPELL = CardType.TRAP, CardType.SPELL
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
MAXIMUM = EFFECT_MONSTER | CardType.MAXIMUM
_CARDS: list[CardData] = []
GAIN = (ops.GainLP(ops.Fixed(500)),)


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    script = {k: facts.pop(k) for k in ("self_summon", "contact_fusion") if k in facts}
    behaviour = CardScript(*effects, **script) if effects or script else None
    _CARDS.append(CardData(958_600_001 + len(_CARDS), name, kind, behaviour=behaviour, **facts))
    return name


def watch(name: str, trigger: Trig, *steps: Any, costs: tuple[Any, ...] = ()) -> str:
    return _card(name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                    ops=steps or GAIN))


def monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000, **facts: Any) -> str:
    return _card(name, EFFECT_MONSTER, *effects, level=level, atk=atk, defense=1000,
                 race="Warrior", attribute=Attribute.EARTH, **facts)


SPY = watch("W-Spy", Spy())
W_SUMMON = watch("W-Summon", On("summon"))
W_SPSUMMON_ANY = watch("W-SpSummon-Any", On("spsummon", who="any"))
W_SET = watch("W-Set", On("set"))
W_TRIBUTE = watch("W-Tribute", On("move", "tribute"))
W_RULE = watch("W-Rule", On("move", "rule"))
W_COST = watch("W-Cost", On("move", "cost"))
W_MATERIAL = watch("W-Material", On("move", "material"))
W_OPP_DESTROYED = watch("W-Opp-Destroyed", On("move", "destroy"))
W_ATTACK_ANY = watch("W-Attack-Any", On("attack", who="any"))
W_POSITION = watch("W-Position", On("position", "manual"))
W_DAMAGE = watch("W-Damage", On("damage", who="any"))
W_PHASE = watch("W-Phase", On("phase", who="any"))
W_SPELL = watch("W-Spell", OnSpell())
W_DIRECT = watch("W-Direct", OnAttack(direct=True))
W_ON_MONSTER = watch("W-On-Monster", OnAttack(direct=False))
W_DRAW = watch("W-Draw", OnNormalDraw())
# Traps that act on the card that acted ("hit" is what their trigger matched)
GUARD_ATTACKER = watch("W-Guard-Attacker", On("attack"),
                       ops.ChangePosition(Sel(who="opp", memo="hit"), to="def"))
BOUNCE_ATTACKER = watch("W-Bounce-Attacker", On("attack"),
                        ops.ReturnToHand(Sel(who="opp", memo="hit")))
NEGATE = watch("W-Negate", On("attack"), ops.NegateAttack())
CALL_ON_DRAW = watch("W-Call-On-Draw", OnNormalDraw(),
                     ops.SpecialSummon(Sel(where=("hand",), kind="monster"), position="def"))
PAID_GAIN = watch("W-Paid-Gain", On("summon"), *GAIN,
                  costs=(ops.SendCost(Sel(where=("hand",), kind="monster")),))
BURN_ON_SUMMON = watch("W-Burn-On-Summon", On("summon"), ops.Damage(ops.Fixed(1000)))
CALL_ON_SUMMON = watch("W-Call-On-Summon", On("summon", who="me"),
                       ops.SpecialSummon(Sel(where=("hand",), kind="monster"), position="def"))
# monsters, Spells and an Extra Deck
SELF_SUMMONER = monster("W-Self-Summoner", level=5, atk=1900,
                        self_summon=(Count(Sel(who="opp")),))
MILLER = monster("W-Miller", Effect(costs=(ops.MillCost(1),), ops=(ops.Damage(ops.Fixed(300)),)))
DISCARDER = monster("W-Discarder", Effect(costs=(ops.SendCost(Sel(where=("hand",))),),
                                          ops=(ops.Destroy(Sel(who="opp")),)))
RECLAIMER = monster("W-Reclaimer", Effect(ops=(ops.AddToHand(Sel(where=("gy",), kind="trap")),)))
RESETTER = monster("W-Resetter", Effect(ops=(SetFromGY(Sel(where=("gy",), kind="trap")),)))
CONTACT = _card("W-Contact", CardType.MONSTER | CardType.FUSION, race="Warrior", level=6,
                atk=2600, materials=("V4-1600", "V4-1400"), contact_fusion=True)
RITUAL_MONSTER = _card("W-Ritual", CardType.MONSTER | CardType.RITUAL, race="Warrior", level=6,
                       atk=2600, defense=2000, attribute=Attribute.DARK)
FUSE = _card("W-Fuse", SPELL, Effect(kind="spell", ops=(FusionSummon(Sel(face="up")),)))
RITE = _card("W-Rite", SPELL, Effect(kind="spell", ops=(
    RitualSummon((RITUAL_MONSTER,), 6, Sel(face="up")),)))
PING = _card("W-Ping", SPELL, Effect(kind="spell", ops=(ops.Damage(ops.Fixed(100)),)))
PAID_PING = _card("W-Paid-Ping", SPELL, Effect(kind="spell", costs=(ops.MillCost(1),),
                                               ops=(ops.Damage(ops.Fixed(100)),)))
EQUIP = _card("W-Equip", SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(face="up"), mods=(Cont(Sel(memo="equipped"), MOD_ATK, 300, "+300"),)))
FIELD_A = _card("W-Field-A", SPELL | CardType.FIELD, Effect(kind="field", mods=(
    Cont(Sel(), MOD_ATK, 100, "+100"),)))
FIELD_B = _card("W-Field-B", SPELL | CardType.FIELD, Effect(kind="field", mods=(
    Cont(Sel(), MOD_ATK, 200, "+200"),)))
_MAX = (958_600_901, 958_600_902, 958_600_903)
_CARDS += [
    CardData(_MAX[0], "W-Max [L]", MAXIMUM, attribute=Attribute.DARK, race="Machine", level=4,
             atk=800, max_role="L"),
    CardData(_MAX[1], "W-Max", MAXIMUM, attribute=Attribute.DARK, race="Machine", level=10,
             atk=1900, max_role="C", maximum_atk=3500, max_partners=(_MAX[0], _MAX[2])),
    CardData(_MAX[2], "W-Max [R]", MAXIMUM, attribute=Attribute.DARK, race="Machine", level=3,
             atk=500, max_role="R"),
]
POOL = BASE_POOL.merged(_CARDS)


def build(p0: Side | None = None, p1: Side | None = None, **kwargs: Any) -> Any:
    """P1 (player 0) on turn 3 unless told; the SPY log starts empty."""
    LOG.clear()
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, p0=p0, p1=p1, **kwargs)


def spied(p0: Side, p1: Side, **kwargs: Any) -> Any:
    """`build` with a SPY Set earlier in each player's first Spell & Trap Zone."""
    for side in (p0, p1):
        side.spells = [(SPY, SET), *side.spells]
    return build(p0, p1, **kwargs)


def windows() -> list[tuple[Event, ...]]:
    """The windows the SPYs were asked about, in order (one entry per window)."""
    found: list[tuple[Event, ...]] = []
    for _, events in LOG:
        if not any(events is w for w in found):
            found.append(events)
    return found


def asked(window: tuple[Event, ...]) -> list[int]:
    """The players asked in `window`, in the order they were first asked."""
    order: list[int] = []
    for p, events in LOG:
        if events is window and p not in order:
            order.append(p)
    return order


def sig(events: Any) -> list[str]:
    return [f"{e.kind}:{e.reason}" for e in events]


def offered(duel: Any) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def window_for(duel: Any, player: int) -> bool:
    return duel.request is not None and duel.request[:2] == ("window", player)


def run(duel: Any, *steps: Any) -> list[Event]:
    """Apply `steps` (text, or a function of the duel giving the text); no window may
    open before the last one (R-REQ-2: one window after the complete action)."""
    events: list[Event] = []
    for k, step in enumerate(steps):
        if k:
            assert windows() == [], "a window opened in the middle of the action"
            assert duel.request.kind not in ("window", "main", "battle")
        events += do(duel, step(duel) if callable(step) else step)
    return events


# ------------------------------------------------------- one window per action
MAIN_CASES = {
    "normal summon": (Side(hand=["V4-1600"]), Side(), lambda d: run(
        d, f"summon {find(d, 'V4-1600')} z0"), ["summon:normal"]),
    "tribute summon": (
        Side(hand=["V6-2000"], monsters=[("V4-1600", ATK), ("V4-1400", SET)]), Side(),
        lambda d: run(d, f"summon {find(d, 'V6-2000')} z2", lambda d: f"pick {find(d, 'V4-1400')}"),
        ["move:tribute", "summon:tribute"]),
    "tribute set": (Side(hand=["V5-2300"], monsters=[("V4-1600", ATK)]), Side(), lambda d: run(
        d, f"set {find(d, 'V5-2300')} z0"), ["move:tribute", "set:tribute"]),
    "monster set": (Side(hand=["V4-1600"]), Side(), lambda d: run(
        d, f"set {find(d, 'V4-1600')} z1"), ["set:normal"]),
    "own condition": (Side(hand=[SELF_SUMMONER]), Side(monsters=[("V4-1400", ATK)]),
                      lambda d: run(d, f"spsummon {find(d, SELF_SUMMONER)} z0 def"),
                      ["spsummon:condition"]),
    "maximum summon": (
        Side(hand=["W-Max [L]", "W-Max", "W-Max [R]"],
             monsters=[("V4-1600", ATK), ("V4-1400", SET)]), Side(),
        lambda d: run(d, f"maximum {find(d, 'W-Max')}"),
        ["move:rule"] * 2 + ["spsummon:maximum"] * 3),
    "fusion spell": (
        Side(hand=[FUSE], monsters=[("V4-1600", ATK), ("V4-1400", ATK)], extra=["FX-FUSION-2"]),
        Side(), lambda d: run(d, f"activate {find(d, FUSE)} s1", "choose atk"),
        ["activate:spell", "move:material", "move:material", "spsummon:fusion", "move:resolved"]),
    "ritual spell": (
        Side(hand=[RITE], monsters=[("V4-1600", ATK), ("V2-500", ATK)], extra=[RITUAL_MONSTER]),
        Side(), lambda d: run(d, f"activate {find(d, RITE)} s1",
                              lambda d: f"pick {find(d, 'V4-1600')}", "choose def"),
        ["activate:spell", "move:material", "move:material", "spsummon:ritual", "move:resolved"]),
    "contact fusion": (
        Side(monsters=[("V4-1600", ATK), ("V4-1400", DEF)], extra=[CONTACT]), Side(),
        lambda d: run(d, f"spsummon {find(d, CONTACT)} z2 atk"),
        ["move:material", "move:material", "shuffle:", "spsummon:fusion"]),
    "effect with a cost": (Side(monsters=[(MILLER, ATK)]), Side(), lambda d: run(
        d, f"activate {find(d, MILLER)}"), ["activate:effect", "move:cost", "damage:effect"]),
    "effect with picks": (
        Side(hand=["V4-1800", "V4-1400"], monsters=[(DISCARDER, ATK)]),
        Side(monsters=[("V4-1600", ATK), ("V4-0", ATK)]),
        lambda d: run(d, f"activate {find(d, DISCARDER)}", lambda d: f"pick {find(d, 'V4-1800')}",
                      lambda d: f"pick {find(d, 'V4-0')}"),
        ["activate:effect", "move:cost", "move:destroy"]),
    "spell from the hand": (Side(hand=[PING]), Side(), lambda d: run(
        d, f"activate {find(d, PING)} s2"), ["activate:spell", "damage:effect", "move:resolved"]),
    "spell with a cost": (Side(hand=[PAID_PING]), Side(), lambda d: run(
        d, f"activate {find(d, PAID_PING)} s1"),
        ["activate:spell", "move:cost", "damage:effect", "move:resolved"]),
    "set spell": (Side(spells=[(PING, SET, 2)]), Side(), lambda d: run(
        d, f"activate {find(d, PING)}"), ["activate:spell", "damage:effect", "move:resolved"]),
    "equip spell": (Side(hand=[EQUIP], monsters=[("V4-1600", ATK)]), Side(), lambda d: run(
        d, f"activate {find(d, EQUIP)} s1"), ["activate:spell"]),
    "field spell replacing one": (
        Side(hand=[FIELD_B], field_spell=(FIELD_A, ATK)), Side(),
        lambda d: run(d, f"activate {find(d, FIELD_B)} f"), ["move:rule", "activate:spell"]),
    "set field spell": (Side(field_spell=(FIELD_A, SET)), Side(), lambda d: run(
        d, f"activate {find(d, FIELD_A)}"), ["activate:spell"]),
    "tribute of an equipped monster": (
        Side(hand=["V6-2000", EQUIP], monsters=[("V4-1600", ATK)]), Side(),
        lambda d: (do(d, f"activate {find(d, EQUIP)} s1"), LOG.clear(),
                   run(d, f"summon {find(d, 'V6-2000')} z0"))[-1],
        ["move:tribute", "move:rule", "summon:tribute"]),  # R-EQUIP-4
    "manual position change": (Side(monsters=[("V4-1600", ATK)]), Side(), lambda d: run(
        d, f"position {find(d, 'V4-1600')} def"), ["position:manual"]),
    "manual flip": (Side(monsters=[("V4-1600", SET)]), Side(), lambda d: run(
        d, f"position {find(d, 'V4-1600')} atk"), ["position:manual"]),
}


@pytest.mark.parametrize("case", list(MAIN_CASES))
def test_r_trap_5_r_req_2_one_window_after_each_main_phase_action(case: str) -> None:
    """R-TRAP-5 / R-REQ-2 / R-MAIN-1: after the complete action (never between its
    Requirement, its picks and its Effect) exactly one window opens, holding every event
    of the action (costs, Tributes, rule sends, materials); R-TRAP-4: the non-turn
    player is asked first, then the turn player."""
    p0, p1, act, expected = MAIN_CASES[case]
    duel = spied(Side(**vars(p0)), Side(**vars(p1)))
    events = act(duel)
    assert len(windows()) == 1
    window = windows()[0]
    assert sig(window) == expected
    assert list(window) == events  # all of the action's events, nothing else
    assert asked(window) == [1, 0]
    assert duel.request.kind == "main" and duel.current_player == 0


# ------------------------------------------------------- battle, draw, phases
@pytest.mark.parametrize(("target", "result", "lp"), [
    ("V4-1600", ["position:battle", "battle:", "move:battle"], [8000, 8000]),
    ("direct", ["battle:", "damage:battle"], [8000, 6200])])
def test_r_battle_4_r_dmg_5_a_declaration_window_then_one_battle_result_window(
        target: str, result: list[str], lp: list[int]) -> None:
    """R-BATTLE-4 steps 2 and 5, R-DMG-3/5, R-CALC-6: the declaration window holds only
    the attack; after the Damage Step one window holds the flip, the battle and the
    destruction or damage. Non-turn player first both times (R-TRAP-4)."""
    direct = target == "direct"
    duel = spied(Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 Side(monsters=[] if direct else [(target, SET)]), phase="battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {'direct' if direct else find(duel, target)}")
    assert [sig(w) for w in windows()] == [["attack:"], result]
    assert [asked(w) for w in windows()] == [[1, 0], [1, 0]]
    assert duel.lp == lp and duel.request.kind == "battle"


def test_r_trap_6_r_replay_4_trap_window_then_no_window_for_choosing_again() -> None:
    """R-TRAP-6: the Trap's events open their own window; R-REPLAY-4: choosing a new
    target after the replay opens none; R-DMG-5: then the battle-result window."""
    duel = spied(Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                      spells=[("FX-BOUNCE-ON-ATTACK", SET)]), phase="battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1600')}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    assert duel.request.kind == "replay" and len(windows()) == 2
    assert [e.kind for e in windows()[1]] == ["activate", "move", "move"]
    do(duel, f"target {find(duel, 'V4-1400')}")
    assert [sig(w) for w in windows()][2:] == [["battle:", "damage:battle", "move:battle"]]
    assert len(windows()) == 3 and duel.lp == [8000, 7600]


@pytest.mark.parametrize(("hand", "drawn"), [(2, 3), (6, 1)])
def test_r_draw_4_r_end_3_the_next_turn_has_one_window_and_only_for_the_draw(
        hand: int, drawn: int) -> None:
    """R-DRAW-4: the normal draw opens a window of the draw events alone (no phase or
    turn events), before the Main Phase; R-END-3: the End Phase opens none. The new
    turn's non-turn player (P1) is asked first."""
    duel = spied(Side(), Side(hand=["V4-1400"] * hand))
    do(duel, "end")
    assert duel.tp == 1 and duel.turn == 4 and duel.request.kind == "main"
    assert [sig(w) for w in windows()] == [["draw:normal"] * drawn]
    assert asked(windows()[0]) == [0, 1]


def test_r_trap_5_no_window_for_setting_spells_and_traps_or_changing_phases() -> None:
    """R-TRAP-5 lists no Set of a Spell or Trap and no phase change; R-END-3: no window in
    the End Phase. The only window up to the next Main Phase is the next turn's draw."""
    duel = spied(Side(hand=[W_SUMMON, PING], monsters=[("V4-1800", ATK)]), Side())
    do(duel, f"set {find(duel, W_SUMMON)} s1")
    do(duel, f"set {find(duel, PING)} s2")
    do(duel, "battle")
    assert duel.turn == 3 and duel.request.kind == "battle" and windows() == []
    do(duel, "end")  # the Battle Phase, with no attack, then the End Phase
    assert duel.turn == 4 and [sig(w) for w in windows()] == [["draw:normal"] * 5]


# ------------------------------------------- which Traps a window offers (cached path)
OFFER_CASES = {
    "monster set is not a summon": (
        Side(hand=["V4-1600"]), lambda d: do(d, f"set {find(d, 'V4-1600')} z0"),
        W_SET, W_SUMMON),
    "tributes are not destroyed": (
        Side(hand=["V6-2000"], monsters=[("V4-1600", ATK)]),
        lambda d: do(d, f"summon {find(d, 'V6-2000')} z0"), W_TRIBUTE, W_OPP_DESTROYED),
    "maximum sends by rule, no tribute": (
        Side(hand=["W-Max [L]", "W-Max", "W-Max [R]"], monsters=[("V4-1600", SET)]),
        lambda d: do(d, f"maximum {find(d, 'W-Max')}"), W_RULE, W_TRIBUTE),
    "contact fusion materials, no spell": (
        Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], extra=[CONTACT]),
        lambda d: do(d, f"spsummon {find(d, CONTACT)} z0 def"), W_MATERIAL, W_SPELL),
    "effect cost, no spell": (
        Side(monsters=[(MILLER, ATK)]), lambda d: do(d, f"activate {find(d, MILLER)}"),
        W_COST, W_SPELL),
    "equip spell": (
        Side(hand=[EQUIP], monsters=[("V4-1600", ATK)]),
        lambda d: do(d, f"activate {find(d, EQUIP)} s0"), W_SPELL, W_SET),
    "field replacement is not destruction": (
        Side(hand=[FIELD_B], field_spell=(FIELD_A, ATK)),
        lambda d: do(d, f"activate {find(d, FIELD_B)} f"), W_SPELL, W_OPP_DESTROYED),
    "manual position change is not a summon": (
        Side(monsters=[("V4-1600", ATK)]), lambda d: do(d, f"position {find(d, 'V4-1600')} def"),
        W_POSITION, W_SUMMON),
    "direct attack": (
        Side(monsters=[("V4-1600", ATK)]),
        lambda d: (do(d, "battle"), do(d, f"attack {find(d, 'V4-1600')} -> direct")),
        W_DIRECT, W_ON_MONSTER),
    "battle damage, no second declaration": (
        Side(monsters=[("V4-1600", ATK)]),
        lambda d: (do(d, "battle"), do(d, f"attack {find(d, 'V4-1600')} -> direct"),
                   do(d, "pass")), W_DAMAGE, W_DIRECT),
}


@pytest.mark.parametrize("case", list(OFFER_CASES))
def test_r_trap_5_a_trap_is_offered_only_for_an_event_of_its_kind(case: str) -> None:
    """R-TRAP-5: a Trap may be used only if some event of *that* window meets its
    Requirement; with each Trap's event kinds known (the per-duel caches in use), the
    one whose kind is in the window is offered to the non-turn player, the other not."""
    p0, act, match, other = OFFER_CASES[case]
    duel = build(p0, Side(spells=[(other, SET), (match, SET)]))
    act(duel)  # (for "battle damage", W_DIRECT's declaration window was passed)
    assert window_for(duel, 1)
    assert offered(duel) == {find(duel, match)}
    events = do(duel, f"activate {find(duel, match)}")
    assert [(e.player, e.value) for e in events if e.kind == "lp"] == [(1, 500)]
    assert names(duel, 1, "gy") == [match] and names(duel, 1, "szone")[0] == other


def test_r_draw_4_the_draw_window_offers_draw_traps_not_phase_traps() -> None:
    """R-DRAW-4 / R-TRAP-5: the window after the normal draw holds the draw, not the
    phase changes around it; the Trap Set on the previous turn may answer (R-TRAP-2)."""
    duel = build(Side(hand=[W_DRAW], spells=[(W_PHASE, SET)]), Side())
    do(duel, f"set {find(duel, W_DRAW)} s1")  # Set on turn 3: usable from turn 4 on
    do(duel, "end")
    assert duel.turn == 4 and window_for(duel, 0) and duel.phase == "draw"
    assert offered(duel) == {find(duel, W_DRAW)}
    do(duel, f"activate {find(duel, W_DRAW)}")
    assert duel.lp == [8500, 8000] and duel.request.kind == "main" and duel.tp == 1



def test_r_trap_2_traps_set_this_turn_answer_no_window_of_this_turn() -> None:
    """R-TRAP-2 in every window kind of a turn (Special Summon, declaration, battle
    result): Traps the turn player Set this turn are never offered; the next turn the
    attack Trap is (with the caches filled on this turn)."""
    duel = build(Side(hand=[W_SPSUMMON_ANY, W_ATTACK_ANY, W_DAMAGE, SELF_SUMMONER]),
                 Side(monsters=[("V4-0", ATK)], hand=["V4-1800"]))
    for k, trap in enumerate((W_SPSUMMON_ANY, W_ATTACK_ANY, W_DAMAGE)):
        do(duel, f"set {find(duel, trap)} s{k}")
    do(duel, f"spsummon {find(duel, SELF_SUMMONER)} z0 atk")
    do(duel, "battle")
    do(duel, f"attack {find(duel, SELF_SUMMONER)} -> {find(duel, 'V4-0')}")
    assert duel.lp == [8000, 6100] and duel.turn == 4 and duel.request.kind == "main"
    assert not [a for a in duel.actions if a.kind in ("activate", "pass")]
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800', 1)} -> {find(duel, SELF_SUMMONER)}")
    assert window_for(duel, 0) and offered(duel) == {find(duel, W_ATTACK_ANY)}

# ------------------------------------------------- caches and Traps that arrive later
def test_cache_a_trap_drawn_and_set_later_answers_a_window_kind_seen_before() -> None:
    """Per-duel caches (`trapkinds`, `answerers`), R-TRAP-2/5: a Trap still in the Deck
    when a summon window was first seen is offered once drawn and Set on an earlier turn."""
    duel = build(Side(hand=["V4-1600", "V4-1400"]), Side(deck=[W_SUMMON] + ["V1-100"] * 9))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"  # nothing could answer yet
    do(duel, "end")
    assert W_SUMMON in names(duel, 1, "hand")
    do(duel, f"set {find(duel, W_SUMMON)} s1")
    do(duel, "end")
    assert duel.turn == 5
    do(duel, f"summon {find(duel, 'V4-1400')} z1")
    assert window_for(duel, 1) and offered(duel) == {find(duel, W_SUMMON)}


def test_cache_r_trap_2_a_trap_returned_to_the_hand_by_an_effect_then_set() -> None:
    """A Trap that reaches the hand from the GY by an effect and is Set is not offered
    that turn (R-TRAP-2), and is offered on the opponent's next summon (R-TRAP-5)."""
    duel = build(Side(monsters=[(RECLAIMER, ATK)], gy=[W_SUMMON], hand=["V4-1600"]),
                 Side(hand=["V4-1800"]))
    do(duel, f"activate {find(duel, RECLAIMER)}")
    do(duel, f"set {find(duel, W_SUMMON)} s0")
    do(duel, "end")
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert window_for(duel, 0) and offered(duel) == {find(duel, W_SUMMON)}
    do(duel, f"activate {find(duel, W_SUMMON)}")
    assert duel.lp == [8500, 8000]


def test_cache_r_trap_2_a_trap_set_by_an_effect_waits_for_the_next_turn() -> None:
    """R-TRAP-2: a Trap Set from the GY by a card effect this turn is not offered for a
    Special Summon this turn (not even its controller's own), but is on the next turn."""
    duel = build(Side(monsters=[(RESETTER, ATK)], gy=[W_SPSUMMON_ANY], hand=[SELF_SUMMONER]),
                 Side(monsters=[("V4-1400", ATK)], hand=[SELF_SUMMONER]))
    do(duel, f"activate {find(duel, RESETTER)}")
    assert names(duel, 0, "szone") == [W_SPSUMMON_ANY, "", ""]
    do(duel, f"spsummon {find(duel, SELF_SUMMONER, 0)} z1 atk")
    assert duel.request.kind == "main" and duel.current_player == 0
    do(duel, "end")
    do(duel, f"spsummon {find(duel, SELF_SUMMONER, 1, 'hand')} z1 def")
    assert window_for(duel, 0) and offered(duel) == {find(duel, W_SPSUMMON_ANY)}


# ----------------------------------------------------- after a Trap: a new window
def test_r_trap_6_r_trap_9_a_traps_cost_opens_the_next_window_to_the_other_player() -> None:
    """R-TRAP-6 / R-TRAP-9 / R-REQ-2: the Trap's Requirement (a card sent as a cost) and
    Effect form the next window; the turn player may answer the cost there. That window
    holds no Spell activation (the Trap's is not one) and not the summon any more."""
    duel = build(Side(hand=["V4-1600"], spells=[(W_COST, SET), (W_SPELL, SET)]),
                 Side(hand=["V4-1400"], spells=[(PAID_GAIN, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1)
    events = do(duel, f"activate {find(duel, PAID_GAIN)}")
    assert sig(events[:4]) == ["activate:trap", "move:cost", "lp:effect", "move:resolved"]
    assert window_for(duel, 0) and offered(duel) == {find(duel, W_COST)}
    do(duel, f"activate {find(duel, W_COST)}")
    assert duel.lp == [8500, 8500] and duel.request.kind == "main"
    assert names(duel, 1, "gy") == ["V4-1400", PAID_GAIN]


def test_r_trap_4_r_trap_6_the_non_turn_player_answers_the_turn_players_trap() -> None:
    """R-TRAP-4: the non-turn player passes, the turn player uses its own Trap; R-TRAP-6:
    that Trap's Special Summon opens a new window, asked of the non-turn player first,
    and the summon of the earlier window is not carried forward (R-TRAP-5)."""
    duel = build(Side(hand=["V4-1600", "V4-1400"], spells=[(CALL_ON_SUMMON, SET)]),
                 Side(spells=[(W_SUMMON, SET), (W_SPSUMMON_ANY, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    assert window_for(duel, 1) and offered(duel) == {find(duel, W_SUMMON)}
    do(duel, "pass")
    assert window_for(duel, 0) and offered(duel) == {find(duel, CALL_ON_SUMMON)}
    do(duel, f"activate {find(duel, CALL_ON_SUMMON)}")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    assert window_for(duel, 1) and offered(duel) == {find(duel, W_SPSUMMON_ANY)}

def test_r_trap_6_r_draw_4_a_trap_in_the_draw_window_opens_a_window_before_main() -> None:
    """R-DRAW-4 / R-TRAP-6: the non-turn player's Trap in the draw window Special Summons;
    its window is still in the Draw Phase, the turn player may answer it, and the Main
    Phase begins only afterwards."""
    duel = build(Side(hand=["V4-1400"], spells=[(CALL_ON_DRAW, SET)]),
                 Side(spells=[(W_SPSUMMON_ANY, SET)]))
    do(duel, "end")
    assert window_for(duel, 0) and duel.phase == "draw"
    do(duel, f"activate {find(duel, CALL_ON_DRAW)}")
    assert names(duel, 0, "mzone")[0] == "V4-1400"
    assert window_for(duel, 1) and duel.phase == "draw"
    assert offered(duel) == {find(duel, W_SPSUMMON_ANY)}
    events = do(duel, f"activate {find(duel, W_SPSUMMON_ANY)}")
    assert duel.lp == [8000, 8500] and duel.phase == "main" and duel.request.kind == "main"
    assert [e.reason for e in events if e.kind == "phase"] == ["main"]


# ------------------------------------- a Trap that removes the card that acted
@pytest.mark.parametrize(("trap", "target", "where"), [
    (GUARD_ATTACKER, "V4-1600", "mzone"), (BOUNCE_ATTACKER, "direct", "hand"),
    (NEGATE, "V4-1600", "mzone")])
def test_r_battle_5_an_attack_stopped_in_its_window_has_no_damage_step(
        trap: str, target: str, where: str) -> None:
    """R-BATTLE-5 with R-TRAP-6: the attacker changed to Defense, returned to the hand, or
    its attack negated: no Damage Step and no battle-result window; the attack is used."""
    p1 = Side(monsters=[] if target == "direct" else [("V4-1600", ATK)], spells=[(trap, SET)])
    duel = spied(Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]), p1, phase="battle")
    tgt = "direct" if target == "direct" else find(duel, target)
    do(duel, f"attack {find(duel, 'V4-1800')} -> {tgt}")
    do(duel, f"activate {find(duel, trap)}")
    assert [sig(w)[0] for w in windows()] == ["attack:", "activate:trap"]
    assert duel.lp == [8000, 8000] and duel.request.kind == "battle"
    assert "V4-1800" in names(duel, 0, where) and names(duel, 1, "gy") == [trap]
    if where == "mzone":
        assert not [a for a in duel.legal_actions() if a.card == find(duel, "V4-1800")]


# ------------------------------------------- the loss is checked before the window
def test_section_18_r_win_1_lp_zero_by_an_effect_ends_the_duel_before_its_window() -> None:
    """Section 18 / R-WIN-1: a loss condition met by an action ends the duel before its
    window: the opponent's damage Trap is never asked."""
    duel = spied(Side(monsters=[(MILLER, ATK)]), Side(lp=300, spells=[(W_DAMAGE, SET)]))
    do(duel, f"activate {find(duel, MILLER)}")
    assert duel.is_over and duel.result.winner == 0 and duel.lp == [8000, 0]
    assert windows() == []


def test_section_18_r_win_1_lp_zero_by_a_trap_ends_the_duel_before_the_next_window() -> None:
    """R-TRAP-6 with R-WIN-1: a Trap's damage to 0 LP ends the duel; no window follows."""
    duel = spied(Side(lp=1000, hand=["V4-1600"], spells=[(W_DAMAGE, SET)]),
                 Side(spells=[(BURN_ON_SUMMON, SET)]))
    do(duel, f"summon {find(duel, 'V4-1600')} z0")
    do(duel, f"activate {find(duel, BURN_ON_SUMMON)}")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]
    assert [sig(w) for w in windows()] == [["summon:normal"]]


def test_section_18_r_win_2_a_failed_normal_draw_opens_no_window() -> None:
    """R-WIN-2 / R-DRAW-3: a normal draw the Deck cannot supply loses before any window."""
    duel = spied(Side(), Side(deck=["V1-100"] * 4))
    do(duel, "end")
    assert duel.is_over and duel.result.winner == 0 and windows() == []


# ------------------------------------------------------------- hidden identities
def test_r_zone_4_events_for_hides_a_set_trap_until_it_is_activated() -> None:
    """`events_for(p, ...)`: the opponent never sees a Set Trap's passcode until its
    activation (R-TRAP-1/2 flow); from the activation on, it is public."""
    duel = build(Side(hand=[W_SUMMON]), Side(hand=["V4-1800"]))
    trap_code = POOL_CODE[W_SUMMON]
    seen: list[Event] = list(do(duel, f"set {find(duel, W_SUMMON)} s2"))
    own = next(e for e in duel.events_for(0, seen) if e.kind == "set")
    assert own.code == trap_code
    seen += do(duel, "end")
    seen += do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    assert window_for(duel, 0)
    assert trap_code not in {e.code for e in duel.events_for(1, seen)}
    theirs = next(e for e in duel.events_for(1, seen) if e.kind == "set")
    assert theirs.code == 0 and theirs.card == find(duel, W_SUMMON)
    events = duel.events_for(1, do(duel, f"activate {find(duel, W_SUMMON)}"))
    assert [(e.kind, e.code) for e in events if e.code == trap_code] == [
        ("activate", trap_code), ("move", trap_code)]


POOL_CODE = {c.name: c.code for c in _CARDS}
