"""Review tests of last known information (`DuelState.lki`): in play, in clones, hashes
and records, hidden from the other player, and over seeded random duels."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.events import WITH_MAXIMUM
from rushdesk.engine.scenario import Side
from rushdesk.engine.state import ATTACKER_OUT, MZONE, NEGATED, LastKnown

from .review_util import (
    ATTACKER_DEF,
    BLUE_FANG,
    CED,
    DARK_HOLE,
    DEF_WATCH,
    DRAGON_LORD,
    DRAGOPHONE,
    LEVEL_WATCH,
    NEGATE_ON_RISE,
    OVERLORD,
    PIECES,
    POOL,
    REDIRECT_ON_RISE,
    ROOT,
    UPRIGHT,
    _play_until,
    build,
    pass_windows,
    pick_if_asked,
    position,
    revived_by_p2,
)
from .test_random_duels import DECK_SETS, check_state, play_checked_duel, round_trip
from .util import do, find, mz, names, of_kind, offered, window_for


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
    assert bare(duel.lki[first]) == LastKnown(1, ATK, *was)
    assert bare(duel.lki[second]) == LastKnown(1, DEF, *was)


def bare(known: LastKnown) -> LastKnown:
    """`known` without the card's index (which names the card, not what it was)."""
    return known._replace(card=-1)


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
    assert bare(duel.lki[center]) == LastKnown(0, ATK, (OVERLORD,), int(Attribute.DARK), "Machine",
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
        assert bare(known) == LastKnown(1, SET, (), 0, "", 0, 0, 0, False)
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
    assert bare(duel.lki[rex]) == LastKnown(0, ATK, ("Jointech Rex",), int(Attribute.EARTH),
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
    assert key1 == key2 and known1 == known2
    assert bare(known1) == LastKnown(1, SET, (), 0, "", 0, 0, 0, False)
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


# ============================================================ random duels
def _check_lki(duel: Duel, floor: int, events: list[Any]) -> None:
    """Last-known-information invariants after one action."""
    for key, known in duel.lki.items():
        assert floor <= key < duel.next_oid, (key, floor)  # left during this turn
        i = duel.inst(key)
        assert i < 0 or duel.zone[i] != MZONE  # it left the field (or moved since)
        assert known.ctrl in (0, 1)
        if known.pos == SET:
            assert bare(known) == LastKnown(known.ctrl, SET, (), 0, "", 0, 0, 0, False)
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
