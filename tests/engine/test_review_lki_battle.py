"""Review of three engine changes, written to break them:

1. last known information (`DuelState.lki`, `LastKnown`, `OnDestroyed` through
   `Sel.matched_on_field`; RULES.md R-TRAP-5, R-CARD-2, R-MAX-4/6/8, hidden information);
2. the Battle change (`ATTACKER_OUT` set by `DuelState.set_position`, `_can_battle` in
   the battle step and the Damage Step, `attack_targets(..., again=)`; R-BATTLE-5,
   R-DMG-2, R-REPLAY-2);
3. the deck rules change (`_print_names`: a Limit Regulation naming one print limits
   every print of the card; R-SETUP-4, R-SETUP-8);

plus the Maximum Mode DEF rule of the selectors (R-MAX-4) and the explanations of
refused attacks. Every test names the rule ids or the invariant it checks. A test that
fails shows a fault: its comment says what was expected and what the engine does.

Test-only cards use passcodes 975_100_xxx (duels) and 975_200_xxx (deck lists); they
are described in our own words and carry no real card text.
"""

from __future__ import annotations

import datetime
import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass, replace
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.ext_booster01 import RedirectAttack
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Fixed,
    NegateAttack,
    SpecialSummon,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import WITH_MAXIMUM
from rushdesk.engine.regulation import Regulation, RegulationHistory
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import ATTACKER_OUT, MZONE, NEGATED, LastKnown
from rushdesk.engine.stats import MOD_ATTACK_ALL, MOD_EXTRA_ATTACK, MOD_RACE

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL  # fixtures + carddb cards with their scripts
from .test_random_duels import DECK_SETS, check_state, play_checked_duel, round_trip
from .util import do, find, names

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BLUE_FANG = "Blue-Fang Burst Dragon"
DARK_HOLE = "Dark Hole (Rush)"
DRAGOPHONE = "RB Dragophone"
REBORN = "Monster Reborn (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
OVERLORD = "Supreme Machine Magnum Overlord"
PIECES = [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"]
LOW_IN_HAND = Sel(where=("hand",), kind="monster", level_max=4)


# ------------------------------------------------------------------ test cards
@dataclass(frozen=True)
class _OnPosition(Trig):
    """When a monster is changed to one of the positions `to` by the opponent of this
    Trap's player: a monster of yours (`whose` "mine") or one of the opponent's own
    monsters (`whose` "theirs")."""

    whose: str = "mine"
    to: tuple[int, ...] = (DEF, SET)

    def bind(self, duel: Any, ctx: Any, events: tuple[Any, ...]) -> Any:
        for ev in events:
            if ev.kind != "position" or ev.value not in self.to:
                continue
            mine = ev.player == ctx.player
            if (self.whose == "mine") == mine and ev.by != ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"position"})

    def text(self) -> str:
        return f"when a monster ({self.whose}) changes position"


def _trap(code: int, name: str, trigger: Trig, *ops: Any) -> CardData:
    return CardData(code, name, CardType.TRAP,
                    behaviour=CardScript(Effect(kind="trap", trigger=trigger, ops=ops)))


def _effect_monster(code: int, name: str, atk: int, *mods: Cont) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.EFFECT, attribute=Attribute.EARTH,
                    race="Warrior", level=4, atk=atk, defense=1000,
                    behaviour=CardScript(Effect(kind="continuous", mods=mods)))


# On the opponent's attack: the attacker goes to face-up Defense Position.
ATTACKER_DEF = "Z-H-ATTACKER-DEF"
# When the opponent's effect turns a monster of yours to Defense or face-down: your
# Defense Position monster (face-up or not) goes back to face-up Attack Position.
UPRIGHT = "Z-H-UPRIGHT"
# When the opponent turns a monster of theirs to Attack Position: negate the attack /
# one of your monsters becomes the attack target (the booster-01 redirect operation).
NEGATE_ON_RISE = "Z-H-NEGATE-ON-RISE"
REDIRECT_ON_RISE = "Z-H-REDIRECT-ON-RISE"
# On the opponent's attack: Special Summon a Level 4 or lower monster from the hand in
# face-up Defense Position.
CALL = "Z-H-CALL"
# When a monster you control is destroyed by the opponent: one whose DEF was 0 or less
# (a Maximum Mode monster has none, R-MAX-4) / one of Level 10 or more.
DEF_WATCH = "Z-H-DEF-WATCH"
LEVEL_WATCH = "Z-H-LEVEL-WATCH"
# A monster whose other face-up monsters (its controller's) are Dragons while it is
# face-up; one that may attack each of the opponent's monsters once; one that may
# attack twice.
DRAGON_LORD = "Z-H-DRAGON-LORD"
ALL_ATTACKER = "Z-H-ALL"
TWICE = "Z-H-TWICE"

_CARDS = [
    _trap(975_100_001, ATTACKER_DEF, OnAttack(),
          ChangePosition(Sel(who="opp", memo="attacker"), to="def")),
    _trap(975_100_002, UPRIGHT, _OnPosition("mine", (DEF, SET)),
          ChangePosition(Sel(pos="def"), to="atk")),
    _trap(975_100_003, NEGATE_ON_RISE, _OnPosition("theirs", (ATK,)), NegateAttack()),
    _trap(975_100_004, REDIRECT_ON_RISE, _OnPosition("theirs", (ATK,)), RedirectAttack(Sel())),
    _trap(975_100_005, CALL, OnAttack(), SpecialSummon(LOW_IN_HAND, position="def")),
    _trap(975_100_006, DEF_WATCH,
          OnDestroyed(Sel(where=("gy",), kind="monster", def_max=0)), Damage(Fixed(100))),
    _trap(975_100_007, LEVEL_WATCH,
          OnDestroyed(Sel(where=("gy",), kind="monster", level_min=10)), Damage(Fixed(100))),
    _effect_monster(975_100_101, DRAGON_LORD, 1000,
                    Cont(Sel(face="up", not_self=True), MOD_RACE, "Dragon", "are Dragons")),
    _effect_monster(975_100_102, ALL_ATTACKER, 2500,
                    Cont(THIS, MOD_ATTACK_ALL, 1, "can attack each opponent's monster once")),
    _effect_monster(975_100_103, TWICE, 1000, Cont(THIS, MOD_EXTRA_ATTACK, 1, "can attack twice")),
]
POOL = CARD_POOL.merged(_CARDS)


# ------------------------------------------------------------------ helpers
def build(p0: Side, p1: Side, *, turn: int = 3, tp: int = 0, phase: str = "main") -> Duel:
    """The position, with RB Dragophone at the bottom of P2's Deck (unless P2's Deck is
    given): a duel keeps last known information only with a Trap that answers moves
    (`DuelState.remembers`)."""
    if p1.deck is None:
        p1 = replace(p1, deck=["V1-100"] * 20 + ["RB Dragophone"])
    return scenario(POOL, p0=p0, p1=p1, turn=turn, tp=tp, phase=phase, filler="V1-100")


def mz(duel: Duel, name: str, p: int) -> int:
    return find(duel, name, p, "mzone")


def offered(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "activate"}


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


def of_kind(events: list[Any], *kinds: str) -> list[Any]:
    return [e for e in events if e.kind in kinds]


def window_for(duel: Duel, player: int) -> bool:
    return duel.request is not None and duel.request.kind == "window" \
        and duel.current_player == player


def pass_windows(duel: Duel) -> None:
    while window_for(duel, 0) or window_for(duel, 1):
        do(duel, "pass")


def position(duel: Duel, pos: str = "atk") -> None:
    """Answer the position question of a Special Summon, if one is asked."""
    if duel.request is not None and duel.request.kind == "position":
        do(duel, f"choose {pos}")


def pick_if_asked(duel: Duel, card: int) -> list[Any]:
    """Pick `card` if a pick is asked (a forced choice is made by the engine)."""
    if duel.request is not None and duel.request.kind == "pick":
        return do(duel, f"pick {card}")
    return []


def revived_by_p2(p0: Side, p1: Side) -> Duel:
    """Turn 2 (P2's): P2 Special Summons P1's Blue-Fang Burst Dragon from P1's GY with
    Monster Reborn (Rush) ("from either GY to your field", §20.2), so P2 controls a
    monster P1 owns. Left in P2's Main Phase after the windows."""
    p0.gy = [*p0.gy, BLUE_FANG]
    p1.hand = [*p1.hand, REBORN]
    duel = build(p0, p1, turn=2, tp=1)
    do(duel, f"activate {find(duel, REBORN)} s2")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, BLUE_FANG, 0, 'gy')}")
    position(duel)
    pass_windows(duel)
    dragon = duel.inst(mz(duel, BLUE_FANG, 1))
    assert duel.owner[dragon] == 0 and duel.ctrl[dragon] == 1
    return duel


def _random_duel(seed: int) -> tuple[Duel, random.Random]:
    pool, decks = DECK_SETS["effects"]
    return Duel.new(pool, decks, seed=seed, first=seed % 2), random.Random(seed)


def _play_until(seed: int, entries: int) -> Duel | None:
    """A seeded random effect-deck duel played until `lki` holds `entries` entries (None
    if it ends first)."""
    duel, rng = _random_duel(seed)
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))
        if len(duel.lki) >= entries and not duel.is_over:
            return duel
    return None


# ============================================================ last known information
def test_lki_r_trap_5_destroyed_revived_and_destroyed_again_two_snapshots() -> None:
    """R-TRAP-5 with RB Dragophone, R-EFF-4 (a revived monster is a new one): the same
    Dragon is destroyed, brought back in Defense Position by the first Dragophone and
    destroyed again in one turn. `lki` keeps one snapshot per departure, each as the
    monster was then (Attack, then Defense Position), and the second Dragophone answers
    the second destruction. Only monsters that left a Monster Zone are recorded."""
    duel = build(Side(hand=[DARK_HOLE, DARK_HOLE]),
                 Side(monsters=[(BLUE_FANG, ATK)], spells=[(DRAGOPHONE, SET), (DRAGOPHONE, SET)],
                      deck=["V1-100"] * 10))
    do(duel, f"activate {find(duel, DARK_HOLE, 0, 'hand', 0)} s0")
    first = find(duel, BLUE_FANG, 1, "gy")
    assert window_for(duel, 1) and len(offered(duel)) == 2
    assert list(duel.lki) == [first]
    do(duel, f"activate {find(duel, DRAGOPHONE, 1, 'szone')}")
    do(duel, "yes")  # Special Summon Blue-Fang Burst Dragon from the GY
    position(duel, "def")
    pass_windows(duel)
    assert names(duel, 1, "mzone")[0] == BLUE_FANG
    do(duel, f"activate {find(duel, DARK_HOLE, 0, 'hand')} s1")
    second = find(duel, BLUE_FANG, 1, "gy")
    assert second != first
    assert window_for(duel, 1) and offered(duel) == {find(duel, DRAGOPHONE, 1, "szone")}
    assert set(duel.lki) == {first, second}  # no Spell, no Trap recorded
    was = ((BLUE_FANG,), int(Attribute.LIGHT), "Dragon", 7, 2500, 1500, False)
    assert duel.lki[first] == LastKnown(1, ATK, *was)
    assert duel.lki[second] == LastKnown(1, DEF, *was)


def test_lki_r_max_4_r_max_6_r_max_8_a_maximum_monster_is_one_snapshot_without_def(
) -> None:
    """R-MAX-6/8: a Maximum Mode monster destroyed by the opponent's Spell is remembered
    once, as the whole monster (center's name, Level 10, MAXIMUM ATK 3500), under the
    center's event; the [L] and [R] pieces' events (WITH_MAXIMUM) have no entry.
    R-MAX-4: it had no DEF, so a "DEF 0 or less" destroy Trap does not answer it,
    while a "Level 10 or more" one does."""
    duel = build(Side(monsters=[(p, ATK) for p in PIECES],
                      spells=[(DEF_WATCH, SET), (LEVEL_WATCH, SET)]),
                 Side(hand=[DARK_HOLE]), turn=4, tp=1)
    duel.maxm[0] = True  # the three pieces are one Maximum Mode monster
    duel._legal = duel.stack[-1].legal(duel)
    events = do(duel, f"activate {find(duel, DARK_HOLE)} s0")
    moves = [e for e in of_kind(events, "move") if e.src == "mzone"]
    assert len(moves) == 3 and [e.value == WITH_MAXIMUM for e in moves] == [False, True, True]
    center = moves[0].card
    assert list(duel.lki) == [center]
    assert duel.lki[center] == LastKnown(0, ATK, (OVERLORD,), int(Attribute.DARK), "Machine",
                                         10, 3500, 0, True)
    assert window_for(duel, 0) and offered(duel) == {find(duel, LEVEL_WATCH)}


# R-TRAP-5 / R-CARD-2 read with the commit's own definition of last known information
# ("as it was on the field"): Dark Hole destroys both monsters at once, and while both
# were on the field V4-1600 was a Dragon (Z-H-DRAGON-LORD's continuous effect). Expected:
# RB Dragophone answers whatever the zone order.
def test_lki_r_trap_5_monsters_destroyed_together_are_remembered_together() -> None:
    for order in (("V4-1600", DRAGON_LORD), (DRAGON_LORD, "V4-1600")):
        duel = build(Side(hand=[DARK_HOLE]),
                     Side(monsters=[(name, ATK) for name in order],
                          spells=[(DRAGOPHONE, SET)], deck=["V1-100"] * 10))
        assert duel.race(duel.inst(find(duel, "V4-1600"))) == "Dragon"
        do(duel, f"activate {find(duel, DARK_HOLE)} s0")
        remembered = {k.names[0]: k.race for k in duel.lki.values()}
        assert remembered == {"V4-1600": "Dragon", DRAGON_LORD: "Warrior"}, order
        assert window_for(duel, 1) and offered(duel) == {find(duel, DRAGOPHONE)}, order


def test_lki_r_trap_5_a_face_down_dragon_destroyed_is_judged_in_the_gy() -> None:
    """R-TRAP-5: a face-down monster showed nothing on the field (its snapshot holds its
    controller and position only); once destroyed it is public in the GY, where it is
    a Dragon, so RB Dragophone answers. A face-down non-Dragon does not."""
    for name, answered in ((BLUE_FANG, True), ("V4-1600", False)):
        duel = build(Side(hand=[DARK_HOLE]),
                     Side(monsters=[(name, SET)], spells=[(DRAGOPHONE, SET)],
                          deck=["V1-100"] * 10))
        do(duel, f"activate {find(duel, DARK_HOLE)} s0")
        [known] = duel.lki.values()
        assert known == LastKnown(1, SET, (), 0, "", 0, 0, 0, False)
        assert (find(duel, DRAGOPHONE) in offered(duel)) == answered, name


def test_lki_r_equip_4_the_snapshot_is_taken_before_the_equip_spell_leaves() -> None:
    """R-EQUIP-4 with last known information: Jointech Rex, equipped with Jointech Rush
    Horn (+300 ATK), is destroyed by Dark Hole; it is remembered with 2800 ATK (the
    Equip still applied while it was on the field); the Equip Spell, sent to the GY by
    rule, has no entry (only monsters leaving a Monster Zone have one)."""
    duel = build(Side(monsters=[("Jointech Rex", ATK)], hand=["Jointech Rush Horn", DARK_HOLE]),
                 Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'Jointech Rush Horn')} s0")
    pick_if_asked(duel, mz(duel, "Jointech Rex", 0))
    assert duel.atk(duel.inst(mz(duel, "Jointech Rex", 0))) == 2800
    events = do(duel, f"activate {find(duel, DARK_HOLE)} s1")
    rule = [e.card for e in of_kind(events, "move") if e.reason == "rule"]
    assert len(rule) == 1 and rule[0] not in duel.lki
    rex = find(duel, "Jointech Rex", 0, "gy")
    assert duel.lki[rex] == LastKnown(0, ATK, ("Jointech Rex",), int(Attribute.EARTH),
                                      "Machine", 7, 2800, 1500, False)
    assert len(duel.lki) == 2


def _ids(view: Any) -> set[int]:
    """Every card id an observation shows: "id" fields and [id, passcode] pairs."""
    found: set[int] = set()
    if isinstance(view, dict):
        if isinstance(view.get("id"), int):
            found.add(view["id"])
        for value in view.values():
            found |= _ids(value)
    elif isinstance(view, list):
        if len(view) == 2 and all(isinstance(v, int) for v in view):
            found.add(view[0])
        for value in view:
            found |= _ids(value)
    return found


def _bounce_face_down(hidden: str) -> tuple[Duel, list[Any]]:
    """P1 Normal Summons, then uses Compulsory Evacuation Device on P2's face-down
    monster `hidden` (known to P2 only), which returns to P2's hand."""
    duel = build(Side(hand=["V4-1800"], spells=[(CED, SET)]), Side(monsters=[(hidden, SET)]))
    events = do(duel, f"summon {find(duel, 'V4-1800')} z0")
    events += do(duel, f"activate {find(duel, CED)}")
    events += do(duel, f"pick {find(duel, hidden)}")
    assert names(duel, 1, "hand") == [hidden] and duel.request.kind == "main"
    return duel, events


def test_lki_hidden_information_a_face_down_monster_bounced_leaves_no_identity() -> None:
    """Hidden information (ARCHITECTURE contract, R-ZONE-4): a Set monster returned to
    the hand is remembered by controller and position only. P1 cannot tell V4-1600 from
    V4-1400 there: P1's observation, P1's events and the `lki` values are the same in
    both worlds, observations carry no `lki`, and a determinized world keeps it."""
    one, e1 = _bounce_face_down("V4-1600")
    two, e2 = _bounce_face_down("V4-1400")
    [(key1, known1)] = one.lki.items()
    [(key2, known2)] = two.lki.items()
    assert key1 == key2 and known1 == known2 == LastKnown(1, SET, (), 0, "", 0, 0, 0, False)
    assert "V4-1" not in repr(one.lki) and "V4-1" not in repr(two.lki)
    assert one.observe(0) == two.observe(0)
    assert one.events_for(0, e1) == two.events_for(0, e2)
    view = one.observe(0).to_dict()
    assert "lki" not in json.dumps(view) and view["players"][1]["hand"] == 1
    assert key1 not in _ids(view)  # the card's new id in the hand is P2's to know
    for duel in (one, two):
        world = duel.determinize(0, random.Random(7))
        assert world.lki == duel.lki and world.observe(0) == duel.observe(0)


def test_lki_clone_state_hash_and_the_next_turn() -> None:
    """Invariants: `clone()` equals the duel and has its `state_hash`; its `lki` is its
    own (changing one leaves the other alone); `lki` is part of the state (a duel
    without the entry differs and hashes differently); the entries serve the turn the
    monster left in and are gone when the next turn begins (R-END-1)."""
    duel = build(Side(hand=[DARK_HOLE]), Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    do(duel, f"activate {find(duel, DARK_HOLE)} s0")
    assert len(duel.lki) == 2
    twin = duel.clone()
    assert twin == duel and twin.state_hash() == duel.state_hash()
    assert twin.lki is not duel.lki
    key = next(iter(twin.lki))
    del twin.lki[key]
    assert twin != duel and twin.state_hash() != duel.state_hash() and key in duel.lki
    do(duel, "end")
    assert duel.turn == 4 and duel.lki == {} and len(twin.lki) == 1


_HASH_SCRIPT = r"""
import json, random
from tests.engine.test_random_duels import DECK_SETS
from rushdesk.engine import Duel
pool, decks = DECK_SETS["effects"]
out = []
for seed in (3, 11, 29):
    rng = random.Random(seed)
    duel = Duel.new(pool, decks, seed=seed, first=seed % 2)
    mid = None
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))
        if mid is None and len(duel.lki) >= 2:
            mid = [duel.state_hash(), repr(sorted(duel.lki.items()))]
    out.append([mid, duel.state_hash(), len(duel.actions)])
print(json.dumps(out))
"""


def test_lki_state_hash_is_the_same_under_every_pythonhashseed() -> None:
    """Determinism: `state_hash()` is "stable across processes and PYTHONHASHSEED"; the
    same seeded random effect duels, run in two processes with different hash seeds,
    meet the same states with `lki` entries, and end the same."""
    runs = []
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": ROOT}
        done = subprocess.run([sys.executable, "-c", _HASH_SCRIPT], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120, check=True)
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]
    assert all(mid is not None for mid, _, _ in runs[0])  # each met two lki entries


def test_lki_a_record_replays_to_the_same_state_mid_turn() -> None:
    """Records: a duel replayed from its record (seed, decks, actions) reaches the same
    state, `lki` entries and `state_hash` included, in the middle of a turn."""
    for seed in (5, 17, 40):
        duel = _play_until(seed, 2)
        assert duel is not None
        again = Duel.replay(duel.record(), DECK_SETS["effects"][0])
        assert again.lki == duel.lki and again == duel
        assert again.state_hash() == duel.state_hash()


# R-TRAP-5 with "1-Up" (booster 01: a monster you control destroyed by your opponent's
# attack or card effect): the booster-01 destroy Requirements read the controller of
# the destroyed monster from its last known information, not the owner whose GY the
# card went to. Expected: P2, who controlled the Dragon P1's Dark
# Hole destroyed, is offered 1-Up.
def test_r_trap_5_one_up_answers_for_the_monster_its_controller_lost() -> None:
    control = build(Side(hand=[DARK_HOLE]), Side(monsters=[("V4-1600", ATK)], gy=["V1-100"],
                                                 spells=[("1-Up", SET)]))
    do(control, f"activate {find(control, DARK_HOLE)} s0")  # its own monster: offered
    assert window_for(control, 1) and offered(control) == {find(control, "1-Up")}
    duel = revived_by_p2(Side(hand=[DARK_HOLE]),
                         Side(spells=[("1-Up", SET, 1)], gy=["V1-100"], deck=["V1-100"] * 10))
    do(duel, "end")
    assert duel.turn == 3 and duel.request.kind == "main"
    do(duel, f"activate {find(duel, DARK_HOLE)} s0")
    assert names(duel, 0, "gy")[0] == BLUE_FANG and duel.lki  # to its owner's GY
    assert window_for(duel, 1) and find(duel, "1-Up") in offered(duel)


# R-TRAP-5 with 1-Up, the other way round. Expected: P1 owns the Dragon but P2 controls
# it when P2's own Dark Hole destroys it; P1 lost no monster it controlled, so P1's 1-Up
# is not offered (RB Dragophone, which reads `lki`, is not: see
# test_rule_audit_req_traps2.py).
def test_r_trap_5_one_up_not_for_the_owner_of_a_monster_the_opponent_controlled() -> None:
    duel = revived_by_p2(Side(gy=["V1-100"], spells=[("1-Up", SET, 1)]),
                         Side(hand=[DARK_HOLE], deck=["V1-100"] * 10))
    do(duel, f"activate {find(duel, DARK_HOLE)} s1")
    assert names(duel, 0, "gy")[-1] == BLUE_FANG
    assert next(iter(duel.lki.values())).ctrl == 1
    assert not window_for(duel, 0), offered(duel)


# ================================================== the attack ends (R-BATTLE-5, R-DMG-2)
def test_r_battle_5_double_block_turns_the_attacker_face_down_the_attack_is_used() -> None:
    """R-BATTLE-5 with the real Trap Double Block (on an attack, its cost paid, up to 2
    face-up opponent's monsters go face-down): the attacker is chosen, so the attack
    ends (reason "attacker") with no battle and no damage, and it is used. In the
    window after Double Block no attack-declaration Trap is offered (R-TRAP-5: no
    declaration in it). The next attacker's declaration opens a window where both
    remaining attack Traps are offered again (R-TRAP-5), one of them may be used
    (R-TRAP-3)."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 Side(monsters=[("V4-1400", ATK)], hand=["V2-500", "V2-500"],
                      spells=[("Double Block", SET), ("Sakuretsu Armor (Rush)", SET),
                              ("Music Princess's Recital", SET)]), phase="battle")
    first, second = mz(duel, "V4-1800", 0), mz(duel, "V4-1600", 0)
    target = mz(duel, "V4-1400", 1)
    do(duel, f"attack {first} -> {target}")
    assert len(offered(duel)) == 3
    events = do(duel, f"activate {find(duel, 'Double Block')}")
    assert duel.attack is not None and duel.attack[2] == 0  # nothing changed yet
    events += do(duel, f"pick {first}")
    events += do(duel, "finish")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    i = duel.inst(first)
    assert duel.pos[i] == SET and duel.attacks[i] == 1 and duel.attack is None
    assert duel.request.kind == "battle"  # no window offered the attack Traps
    assert attacks(duel) == {Action("attack", second, target=target)}
    do(duel, f"attack {second} -> {target}")
    assert window_for(duel, 1) and offered(duel) == {
        find(duel, "Sakuretsu Armor (Rush)"), find(duel, "Music Princess's Recital")}
    do(duel, f"activate {find(duel, 'Sakuretsu Armor (Rush)')}")
    assert names(duel, 0, "gy") == ["V4-1600"] and duel.lp == [8000, 8000]


def test_r_battle_5_r_replay_3_a_face_down_attacker_flipped_back_keeps_its_attack_used(
) -> None:
    """R-BATTLE-5: Double Block turns the attacker face-down; the turn player's own Trap
    turns it face-up Attack again in the next window (R-TRAP-6). The attack is over,
    it was used, and the monster may not declare another; the refusal names R-BATTLE-2
    (explain.py)."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)], spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK)], hand=["V2-500", "V2-500"],
                      spells=[("Double Block", SET)]), phase="battle")
    me, target = mz(duel, "V4-1800", 0), mz(duel, "V4-1400", 1)
    do(duel, f"attack {me} -> {target}")
    events = do(duel, f"activate {find(duel, 'Double Block')}")
    events += do(duel, f"pick {me}")
    events += do(duel, "finish")  # V2-500 stays face-up and keeps the turn going
    assert window_for(duel, 0) and offered(duel) == {find(duel, UPRIGHT)}
    assert duel.attack == (me, target, ATTACKER_OUT)
    events += do(duel, f"activate {find(duel, UPRIGHT)}")
    i = duel.inst(me)
    assert duel.pos[i] == ATK and duel.attacks[i] == 1
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    assert duel.turn == 3 and duel.request.kind == "battle"
    assert all(a.card != me for a in attacks(duel))
    reason = refused(duel, f"attack {me} -> {target}")
    assert "already attacked" in reason and "R-BATTLE-2" in reason


def _out_then_back(third: str) -> tuple[Duel, int, int, list[Any]]:
    """The opponent's Trap turns the attacker to Defense (ATTACKER_OUT), the turn
    player's Trap turns it back to Attack, and the opponent answers that with `third`.
    A second monster of the turn player keeps the Battle Phase (and the turn) open."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)], spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK), ("V4-WALL", ATK)],
                      spells=[(ATTACKER_DEF, SET), (third, SET)]), phase="battle")
    me, target = mz(duel, "V4-1800", 0), mz(duel, "V4-1400", 1)
    events = do(duel, f"attack {me} -> {target}")
    events += do(duel, f"activate {find(duel, ATTACKER_DEF)}")
    assert duel.attack == (me, target, ATTACKER_OUT)
    events += do(duel, f"activate {find(duel, UPRIGHT)}")
    assert window_for(duel, 1) and offered(duel) == {find(duel, third)}
    events += do(duel, f"activate {find(duel, third)}")
    events += pick_if_asked(duel, mz(duel, "V4-WALL", 1))
    return duel, me, target, events


def test_r_battle_5_a_negation_after_the_attacker_left_attack_position_ends_it_too() -> None:
    """R-BATTLE-5 ("the attack is negated"; "the attacker ... changes to Defense
    Position"): a negation that overwrites ATTACKER_OUT with NEGATED still ends the
    attack with no Damage Step, though the attacker is in Attack Position again; the
    attack is used (R-BATTLE-2)."""
    duel, me, _, events = _out_then_back(NEGATE_ON_RISE)
    assert of_kind(events, "attack_end") and not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and duel.pos[duel.inst(me)] == ATK
    assert duel.turn == 3 and duel.attacks[duel.inst(me)] == 1
    assert duel.request.kind == "battle" and all(a.card != me for a in attacks(duel))


def test_r_battle_5_redirecting_an_attack_whose_attacker_left_attack_position() -> None:
    """R-BATTLE-5 with the booster-01 redirect operation (`RedirectAttack`, which reads
    and rewrites `duel.attack`): choosing a new target keeps the attack's end state, so
    the attack still ends (reason "attacker") with no battle against the new target."""
    duel, me, _, events = _out_then_back(REDIRECT_ON_RISE)
    wall = mz(duel, "V4-WALL", 1)
    assert [e.value for e in of_kind(events, "retarget")] == [wall]
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[:2] == ["V4-1400", "V4-WALL"]


def test_r_battle_5_redirect_without_a_position_change_goes_on_to_the_new_target() -> None:
    """Control for the above (R-BATTLE-4): Call of the Earthbound (Rush) moves an
    ordinary attack to the chosen monster, with no replay (R-REPLAY-5: the group did
    not change) and a battle against it (R-CALC-4: 1800 against DEF 2000)."""
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1400", ATK), ("V4-WALL", DEF)],
                      spells=[("Call of the Earthbound (Rush)", SET)]), phase="battle")
    me, wall = mz(duel, "V4-1800", 0), mz(duel, "V4-WALL", 1)
    do(duel, f"attack {me} -> {mz(duel, 'V4-1400', 1)}")
    events = do(duel, f"activate {find(duel, 'Call of the Earthbound (Rush)')}")
    events += pick_if_asked(duel, wall)
    assert [e.value for e in of_kind(events, "retarget")] == [wall]
    assert of_kind(events, "battle") and duel.lp == [7800, 8000]


def test_lki_r_calc_2_r_dmg_4_both_battlers_destroyed_in_a_trade_are_remembered() -> None:
    """R-CALC-2 (equal ATK: both destroyed) with last known information: both battlers
    leave; each is remembered under its own controller and in Attack Position, and the
    battle-result window follows (R-DMG-5). (V2-500 keeps the turn going.)"""
    duel = build(Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)]),
                 Side(monsters=[("V4-1600", ATK)]), phase="battle")
    events = do(duel, f"attack {mz(duel, 'V4-1600', 0)} -> {mz(duel, 'V4-1600', 1)}")
    gone = [e.card for e in of_kind(events, "move") if e.src == "mzone"]
    assert len(gone) == 2 and set(duel.lki) == set(gone)
    assert sorted((k.ctrl, k.pos, k.atk) for k in duel.lki.values()) == [
        (0, ATK, 1600), (1, ATK, 1600)]
    assert duel.turn == 3 and duel.request.kind == "battle"


# ============================================================ replays (R-REPLAY-2)
def test_r_replay_2_attack_all_may_choose_its_current_target_but_not_an_earlier_one(
) -> None:
    """R-REPLAY-2 with a monster that may attack each of the opponent's monsters once:
    its first attack hit the wall (which survives, R-CALC-4); its second, on V2-500, is
    replayed by a Special Summon. It may choose V2-500 again or the new monster, but not
    the wall it already attacked."""
    duel = build(Side(monsters=[(ALL_ATTACKER, ATK)]),
                 Side(monsters=[("V5-WALL", DEF), ("V2-500", DEF)], hand=["V4-1400"],
                      spells=[(CALL, SET)]), phase="battle")
    me, wall, small = mz(duel, ALL_ATTACKER, 0), mz(duel, "V5-WALL", 1), mz(duel, "V2-500", 1)
    do(duel, f"attack {me} -> {wall}")
    pass_windows(duel)
    assert duel.lp == [7500, 8000] and duel.request.kind == "battle"
    assert attacks(duel) == {Action("attack", me, target=small)}
    do(duel, f"attack {me} -> {small}")
    do(duel, f"activate {find(duel, CALL)}")
    new = mz(duel, "V4-1400", 1)
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=small),
                                         Action("target", target=new), Action("cancel")}
    do(duel, f"target {small}")
    assert names(duel, 1, "gy") == [CALL, "V2-500"]


# =============================================================== explanations
# explain.py for refused attacks. Expected: a monster that may attack twice (one
# attack left, a legal one offered) whose attack on its own monster is refused gets a
# reason about the target.
def test_explain_r_battle_2_a_second_attack_refused_for_its_target_not_its_count() -> None:
    duel = build(Side(monsters=[(TWICE, ATK), ("V4-1800", ATK)]),
                 Side(monsters=[("V4-1400", DEF), ("V2-500", ATK)]), phase="battle")
    me = mz(duel, TWICE, 0)
    do(duel, f"attack {me} -> {mz(duel, 'V2-500', 1)}")
    assert duel.lp == [8000, 7500]
    assert Action("attack", me, target=mz(duel, "V4-1400", 1)) in attacks(duel)
    reason = refused(duel, f"attack {me} -> {mz(duel, 'V4-1800', 0)}")
    assert "already attacked" not in reason, reason


def test_explain_r_battle_2_r_battle_3_reasons_for_refusals_after_an_attack_ended() -> None:
    """explain.py: a Defense Position monster and a direct attack while the opponent
    has a monster get R-BATTLE-2 and R-BATTLE-3; a monster whose attack ended when the
    opponent's Trap turned it to Defense gets R-BATTLE-2 ("only face-up Attack
    Position"), and once back in Attack Position R-BATTLE-2 ("already attacked")."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V4-1600", DEF), ("V2-500", ATK)],
                      spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK)], spells=[(ATTACKER_DEF, SET)]),
                 phase="battle")
    me, guard = mz(duel, "V4-1800", 0), mz(duel, "V4-1600", 0)
    target = mz(duel, "V4-1400", 1)
    assert "R-BATTLE-2" in refused(duel, f"attack {guard} -> {target}")
    assert "R-BATTLE-3" in refused(duel, f"attack {me} -> direct")
    do(duel, f"attack {me} -> {target}")
    do(duel, f"activate {find(duel, ATTACKER_DEF)}")
    assert window_for(duel, 0)
    assert "'window' decision" in refused(duel, f"attack {me} -> {target}")
    do(duel, "pass")
    assert duel.request.kind == "battle" and duel.pos[duel.inst(me)] == DEF
    reason = refused(duel, f"attack {me} -> {target}")
    assert "Attack Position" in reason and "R-BATTLE-2" in reason


# ========================================================== deck rules (R-SETUP-8)
def _normal(code: int, name: str, alias: int = 0) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.NORMAL, alias=alias,
                    attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000)


_FILLERS = [_normal(975_200_100 + n, f"Z-H-FILL-{n:02d}") for n in range(14)]
# One card printed three times: two prints share the name "Z-H-ALPHA" (as the Sevens
# Road Magician prints do), and a third under a new name is linked to the first by alias.
ALPHA = _normal(975_200_001, "Z-H-ALPHA")
ALPHA_AGAIN = _normal(975_200_002, "Z-H-ALPHA")
ALPHA_RENAMED = _normal(975_200_003, "Z-H-ALPHA RENAMED", alias=ALPHA.code)
DECK_POOL = CARD_POOL.merged([*_FILLERS, ALPHA, ALPHA_AGAIN, ALPHA_RENAMED])
ON = datetime.date(2024, 6, 1)


def _problems(*codes: int, listing: dict[str, int] | None = None) -> list[tuple[str, str]]:
    main = (*codes, *[_FILLERS[i // 3].code for i in range(40 - len(codes))])
    history = None if listing is None else RegulationHistory(
        [Regulation(datetime.date(2024, 1, 1), listing)])
    return [(str(p.code), p.rule)
            for p in validate_deck(Deck(main), DECK_POOL, on=ON, regulations=history)]


def test_r_setup_8_r_setup_4_a_listed_print_limits_its_alias_linked_prints() -> None:
    """R-SETUP-8 with R-SETUP-4 (the change under review): the list names the renamed
    print; the deck holds the first print only, which it limits; the real Blue-Eyes
    White Dragon prints (alias to a passcode outside the pool) all fall under one
    listing; a list naming another card limits nothing here."""
    assert _problems(ALPHA.code, listing={ALPHA_RENAMED.name: 0}) == [
        ("forbidden", "R-SETUP-8")]
    assert _problems(ALPHA_RENAMED.code, listing={ALPHA.name: 0}) == [
        ("forbidden", "R-SETUP-8")]
    assert _problems(ALPHA.code, listing={"Z-H-FILL-13": 0}) == []
    bewd = [c.code for c in CARD_POOL.values() if c.name == "Blue-Eyes White Dragon (Rush)"]
    assert len(bewd) == 3
    for code in bewd:
        assert _problems(code, listing={"Blue-Eyes White Dragon (Rush)": 0}) == [
            ("forbidden", "R-SETUP-8")]
    overlord = [c.code for c in CARD_POOL.values() if c.name == PIECES[0]]
    assert _problems(*overlord, listing={OVERLORD: 0}) == []  # the center is another card


# R-SETUP-8 with R-SETUP-4. Expected: "Z-H-ALPHA" (passcode ...002) is the same card as
# "Z-H-ALPHA" (...001) by name, and ...001 is the same card as "Z-H-ALPHA RENAMED" by
# alias; a list forbidding "Z-H-ALPHA RENAMED" forbids it.
def test_r_setup_8_a_list_reaches_a_print_linked_through_a_shared_name() -> None:
    assert _problems(ALPHA_AGAIN.code, listing={ALPHA_RENAMED.name: 0}) == [
        ("forbidden", "R-SETUP-8")]


# R-SETUP-4 ("Count by card name, not by print or passcode: reprints with different ids
# share one count"). Expected: 2 x "Z-H-ALPHA" (...002) + 2 x "Z-H-ALPHA RENAMED" are
# four copies of one card, linked through the ...001 print, which the deck does not
# hold: too many copies.
def test_r_setup_4_copies_linked_through_a_print_outside_the_deck_share_one_count() -> None:
    assert _problems(ALPHA_AGAIN.code, ALPHA_AGAIN.code, ALPHA_RENAMED.code,
                     ALPHA_RENAMED.code) == [("too-many-copies", "R-SETUP-4")]


# ============================================================ random duels
def _check_lki(duel: Duel, floor: int, events: list[Any]) -> None:
    """Last-known-information invariants after one action."""
    for key, known in duel.lki.items():
        assert floor <= key < duel.next_oid, (key, floor)  # left during this turn
        i = duel.inst(key)
        assert i < 0 or duel.zone[i] != MZONE  # it left the field (or moved since)
        assert known.ctrl in (0, 1)
        if known.pos == SET:
            assert known == LastKnown(known.ctrl, SET, (), 0, "", 0, 0, 0, False)
        else:
            assert known.pos in (ATK, DEF) and known.names and known.race
            assert 1 <= known.level <= 12 and known.atk >= 0
        if known.maximum:
            assert known.pos == ATK and known.defense == 0
    turns = [n for n, e in enumerate(events) if e.kind == "turn"]
    for ev in events[turns[-1] + 1 if turns else 0:]:
        if ev.src == "mzone" and ev.dst != "mzone" and ev.value != WITH_MAXIMUM \
                and ev.kind != "position":
            assert ev.card in duel.lki, ev
            assert (duel.lki[ev.card].pos == SET) == (ev.prev == SET), ev


class _AttackWatch:
    """R-BATTLE-5 / R-DMG-2 over the event stream: once the attacker of the current
    attack was changed to Defense or face-down, that attack has no battle."""

    def __init__(self) -> None:
        self.attacker, self.out, self.outs = -1, False, 0

    def see(self, events: list[Any]) -> None:
        for ev in events:
            if ev.kind == "attack":
                self.attacker, self.out = ev.card, False
            elif ev.kind == "position" and ev.card == self.attacker and ev.value != ATK:
                self.outs += not self.out
                self.out = True
            elif ev.kind == "battle":
                assert not (self.out and ev.card == self.attacker), ev
                self.attacker = -1
            elif ev.kind == "attack_end":
                assert not self.out or ev.reason in ("attacker", "negated"), ev
                self.attacker = -1


def _random_duels(pool: Any, decks: Any, seeds: range) -> int:
    """Seeded random duels checked after every action; returns how many attacks saw
    their attacker change to Defense or face-down."""
    winners, outs = set(), 0
    for seed in seeds:
        duel = Duel.new(pool, decks, seed=seed, first=seed % 2)
        rng = random.Random(seed)
        lp, floor, turn, watch = [8000, 8000], 0, duel.turn, _AttackWatch()
        events = duel.last_events
        for step in range(10_000):
            for ev in events:
                if ev.kind == "damage":
                    lp[ev.player] -= ev.value
                elif ev.kind == "lp":
                    lp[ev.player] += ev.value
            check_state(duel, lp)
            _check_lki(duel, floor, events)
            watch.see(events)
            if duel.attack is not None:
                assert duel.attack[2] in (0, NEGATED, ATTACKER_OUT)
            if step % 25 == 0:
                twin = duel.clone()
                assert twin == duel and twin.state_hash() == duel.state_hash()
            if duel.is_over:
                break
            before = duel.next_oid
            events = duel.apply(rng.choice(duel.legal_actions()))
            if duel.turn != turn:
                floor, turn = before, duel.turn
        assert duel.is_over, f"duel {seed} did not end"
        winners.add(duel.result.winner)
        outs += watch.outs
        if seed % 10 == 0:
            assert Duel.replay(duel.record(), pool).state_hash() == duel.state_hash()
    assert winners & {0, 1}
    return outs


def test_random_effect_duels_end_and_keep_the_lki_and_battle_invariants() -> None:
    """Invariants over 160 seeded random duels with the effect decks
    (`rushdesk.cards.seed.sample_decks`): each ends; after every action the card places
    hold (test_random_duels `check_state`), `lki` holds only this turn's departures,
    face-down ones without identity, and every monster that left a Monster Zone since
    the turn began; `duel.attack` carries 0, NEGATED or ATTACKER_OUT; no battle follows
    an attacker's change to Defense or face-down (R-BATTLE-5); every 25th action
    `clone()` equals the duel; every 10th duel replays from its record to the same
    `state_hash`."""
    pool, decks = DECK_SETS["effects"]
    _random_duels(pool, decks, range(1000, 1160))


def _with_position_traps(deck: tuple[tuple[int, ...], tuple[int, ...]],
                         fillers: tuple[str, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """`deck` with its 9 filler Normal Monsters replaced by attack Traps that move the
    attacker (the test cards above and Double Block with its Level 2 cost)."""
    swaps = iter([ATTACKER_DEF, ATTACKER_DEF, UPRIGHT, UPRIGHT, NEGATE_ON_RISE,
                  REDIRECT_ON_RISE, "Double Block", "V2-500", "V2-500"])
    code = {c.name: c.code for c in POOL.values()}
    main = [code[next(swaps)] if POOL[c].name in fillers else c for c in deck[0]]
    assert next(swaps, None) is None
    return tuple(main), deck[1]


def test_random_duels_with_attacker_moving_traps_keep_the_battle_invariants() -> None:
    """The same invariants over 90 seeded random duels whose decks hold Traps that turn
    the attacker to Defense or face-down, turn it back, negate or redirect the attack
    (R-BATTLE-5, R-DMG-2, R-TRAP-6); some attacks do meet such a Trap."""
    decks = DECK_SETS["effects"][1]
    battle_decks = (_with_position_traps(decks[0], ("V4-1500", "V4-1800", "V3-1200")),
                    _with_position_traps(decks[1], ("V4-1600", "V4-1400", "V5-2300")))
    assert _random_duels(POOL, battle_decks, range(3000, 3090)) > 0


@pytest.mark.parametrize("seed", [7001, 7002, 7003, 7004, 7005, 7006, 7007, 7008])
def test_random_effect_duels_hide_what_they_must(seed: int) -> None:
    """The full checker of test_random_duels.py (hidden information of every event,
    codecs, clone equality, LP bookkeeping) on further seeded effect-deck duels, now
    that moves record `lki` and attacks can end on ATTACKER_OUT."""
    pool, decks = DECK_SETS["effects"]
    duel = play_checked_duel(pool, decks, seed)
    assert duel.is_over
    round_trip(duel, duel.last_events)
