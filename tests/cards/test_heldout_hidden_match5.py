"""Held-out style conformance scenarios HX-211..HX-225: hidden information and the match
layer, where rules meet. Expectations come from RULES.md (R-ZONE-4 the GY is public and
the hand is hidden; R-MAIN-3, R-MAX-2, R-FIELD-2, R-DMG-3, R-POS-4, R-REQ-1, R-TRAP-*;
R-SETUP-4/5/6/9/10, R-WIN-3/5) and ARCHITECTURE.md section 3 (observe, events_for and
determinize: a world keeps observe(p) and re-deals only what p cannot know).

Small throwaway cards (codes 966_700_001.., names starting with "HX5 ") are defined
below; each states what it does.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, DeckError, ProblemCode
from rushdesk.engine.effects.ops import AddToHand, Damage, Fixed, SendCost
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.match import Match, MatchError
from rushdesk.engine.record import DuelOptions
from rushdesk.engine.scenario import Side, scenario

from ..engine.util import do, find
from .heldout_util import (
    BEUD,
    BEWD,
    DM,
    EFFECT_MONSTER,
    FIELD_A,
    FIELD_B,
    FLIPDOWN,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    SKULL,
    TRAP_HOLE,
    attack,
    maximum,
    play,
    to_turn,
)
from .heldout_util import POOL as BASE_POOL

SPELL = CardType.SPELL

# HX5 Trade: Normal Spell. Requirement: send 1 card from your hand to the GY.
# Effect: the opponent takes 500 damage.
TRADE = CardData(966_700_001, "HX5 Trade", SPELL, behaviour=CardScript(Effect(
    kind="spell", costs=(SendCost(Sel(where=("hand",))),), ops=(Damage(Fixed(500)),))))
# HX5 Tutor: Level 4 Effect Monster 1000/1000. Effect: add 1 Level 7 or higher monster
# from your Deck to your hand (no reveal).
TUTOR = CardData(966_700_002, "HX5 Tutor", EFFECT_MONSTER, attribute=Attribute.EARTH,
                 race="Warrior", level=4, atk=1000, defense=1000, behaviour=CardScript(Effect(
                     ops=(AddToHand(Sel(where=("deck",), kind="monster", level_min=7)),))))
POOL = BASE_POOL.merged([TRADE, TUTOR])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def cd(name: str) -> int:
    return sorted(c.code for c in POOL.by_name(name))[0]


def pv(duel: Duel, viewer: int, q: int) -> dict[str, Any]:
    """Player `q`'s side as `viewer` observes it."""
    return dict(duel.observe(viewer).data["players"][q])


def seen(duel: Duel, p: int, events: list[Event], kind: str = "move") -> list[tuple]:  # type: ignore[type-arg]
    """(card, old, code, src, dst) of the events of `kind`, as player `p` gets them."""
    return [(e.card, e.old, e.code, e.src, e.dst) for e in duel.events_for(p, events)
            if e.kind == kind]


def worlds_agree(duel: Duel, seeds: int = 4) -> None:
    """ARCHITECTURE.md 3: every world of p observes as the real duel does, for p = 0, 1."""
    for p in (0, 1):
        view = duel.observe(p)
        for s in range(seeds):
            assert duel.determinize(p, random.Random(s)).observe(p) == view, (p, s)


def cast(duel: Duel, name: str, zone: str = "s0", *chosen: int) -> list[Event]:
    """The turn player activates `name` from the hand, picks `chosen` in order (else the
    first offer), lets every window pass; all the events, in order."""
    events = list(do(duel, f"activate {find(duel, name, duel.tp, 'hand')} {zone}"))
    todo = list(chosen)
    while duel.request is not None and duel.request.kind != "main":
        if duel.request.kind == "pick":
            offer = [a.card for a in duel.legal_actions() if a.kind == "pick"]
            events += do(duel, f"pick {todo.pop(0) if todo else offer[0]}")
        elif duel.request.kind == "window":
            events += do(duel, "pass")
        else:
            events += duel.apply(duel.legal_actions()[0])
    return events


def hand_ids(duel: Duel, p: int) -> set[int]:
    return {duel.oid[i] for i in duel.hand[p]}


# ------------------------------------------------------------------ hidden information
def test_hx211_a_face_down_tribute_is_public_once_in_the_gy() -> None:
    """HX-211 (R-MAIN-3, R-ZONE-4): P1 (turn 4) controls face-down V4-1400, Set earlier,
    and Tribute Summons Summoned Skull (Rush) with it. The Set card
    goes to the public GY: P0 gets its passcode in the move event and in the GY view; the
    Skull becomes public face-up Attack; P0's worlds keep the GY."""
    duel = build(turn=4, tp=1, p1=Side(hand=[SKULL], monsters=[("V4-1400", SET)]))
    set_id = find(duel, "V4-1400", 1, "mzone")
    assert pv(duel, 0, 1)["monsters"][0]["code"] == 0
    events = do(duel, f"summon {find(duel, SKULL, 1, 'hand')} z0")
    while duel.request.kind == "pick":
        events += do(duel, f"pick {set_id}")
    gy_id = find(duel, "V4-1400", 1, "gy")
    assert seen(duel, 0, events)[0] == (gy_id, set_id, cd("V4-1400"), "mzone", "gy")
    assert pv(duel, 0, 1)["gy"] == [[gy_id, cd("V4-1400")]]
    skull = pv(duel, 0, 1)["monsters"][0]
    assert (skull["code"], skull["pos"]) == (cd(SKULL), ATK)
    assert pv(duel, 0, 1)["hand"] == 0
    worlds_agree(duel)
    world = duel.determinize(0, random.Random(3))
    assert [world.data[i].code for i in world.gy[1]] == [cd("V4-1400")]


def test_hx212_maximum_summon_sends_a_set_monster_to_the_gy_in_view() -> None:
    """HX-212 (R-MAX-2, R-ZONE-4): P0 controls a face-down V4-WALL and Maximum Summons.
    The Set monster is sent to the GY by the procedure: P1 sees its passcode there and in
    the move event (the id it had on the field as `old`); the three pieces, hidden in
    P0's hand before, are public face-up Attack afterwards; P1 sees P0's hand drop to 0."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R], monsters=[("V4-WALL", SET)]))
    set_id = find(duel, "V4-WALL", 0, "mzone")
    assert pv(duel, 1, 0)["hand"] == 3 and pv(duel, 1, 0)["hand_known"] == []
    events = maximum(duel)
    gy_id = find(duel, "V4-WALL", 0, "gy")
    assert (gy_id, set_id, cd("V4-WALL"), "mzone", "gy") in seen(duel, 1, events)
    assert pv(duel, 1, 0)["gy"] == [[gy_id, cd("V4-WALL")]]
    assert [(m["code"], m["pos"]) for m in pv(duel, 1, 0)["monsters"]] == [
        (cd(OVL_L), ATK), (cd(OVL), ATK), (cd(OVL_R), ATK)]
    assert pv(duel, 1, 0)["hand"] == 0 and pv(duel, 1, 0)["maximum"]
    worlds_agree(duel)


def test_hx213_a_hand_cost_is_public_in_the_gy_but_its_hand_id_is_not() -> None:
    """HX-213 (R-REQ-1, R-ZONE-4): P0's hand holds HX5 Trade, V8-3000 and V4-1600. P0
    activates Trade and sends V8-3000 from the hand as its cost. P1 learns V8-3000 (GY is
    public) but never its hand id; V4-1600 stays unknown to P1; P1 takes 500."""
    duel = build(p0=Side(hand=[TRADE.name, "V8-3000", "V4-1600"]))
    cost_hand_id = find(duel, "V8-3000", 0, "hand")
    events = cast(duel, TRADE.name, "s0", cost_hand_id)
    gy_ids = {c: find(duel, n, 0, "gy") for c, n in ((1, "V8-3000"), (2, TRADE.name))}
    mine = [m for m in seen(duel, 0, events) if m[4] == "gy" and m[2] == cd("V8-3000")]
    theirs = [m for m in seen(duel, 1, events) if m[4] == "gy" and m[2] == cd("V8-3000")]
    assert mine == [(gy_ids[1], cost_hand_id, cd("V8-3000"), "hand", "gy")]
    assert theirs == [(gy_ids[1], -1, cd("V8-3000"), "hand", "gy")]
    assert [c for _, c in pv(duel, 1, 0)["gy"]] == sorted(
        [cd("V8-3000"), TRADE.code], key=[cd("V8-3000"), TRADE.code].index)
    assert (pv(duel, 1, 0)["hand"], pv(duel, 1, 0)["hand_known"]) == (1, [])
    assert duel.lp[1] == 7500
    for e in duel.events_for(1, events):
        assert e.card not in hand_ids(duel, 0) and e.old not in hand_ids(duel, 0), e
        assert e.code != cd("V4-1600"), e
    worlds_agree(duel)


def test_hx214_a_battle_flipped_monster_turned_face_down_stays_known_to_the_attacker() -> None:
    """HX-214 (R-DMG-3, R-POS-4, R-ZONE-4): P0 turn 3, V4-1800 attacks P1's face-down
    V5-WALL; it is turned face-up Defense and survives (P0 takes 1200). On turn 4 P1
    turns it face-down with FX-FLIPDOWN. P0 saw it: P0 still sees its passcode, and every
    world of P0 keeps it; P1's face-down V4-WALL that was never flipped stays unknown."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=[FLIPDOWN], monsters=[("V5-WALL", SET), ("V4-WALL", SET)]))
    attack(duel, "V4-1800", "V5-WALL")
    while duel.request.kind == "window":
        do(duel, "pass")
    assert duel.lp[0] == 6800
    wall = pv(duel, 0, 1)["monsters"][0]
    assert (wall["code"], wall["pos"]) == (cd("V5-WALL"), DEF)
    to_turn(duel, 4)
    play(duel, FLIPDOWN, picks=(find(duel, "V5-WALL", 1, "mzone"),))
    mons = pv(duel, 0, 1)["monsters"]
    assert (mons[0]["pos"], mons[0]["code"]) == (SET, cd("V5-WALL"))
    assert (mons[1]["pos"], mons[1]["code"]) == (SET, 0)
    assert "atk" not in mons[0]
    worlds_agree(duel)
    slot = duel.mz[1][0]
    for s in range(6):
        assert duel.determinize(0, random.Random(s)).data[slot].code == cd("V5-WALL")


def test_hx215_a_declined_trap_window_does_not_say_which_set_card_is_the_trap() -> None:
    """HX-215 (R-TRAP-2, R-TRAP-4, R-TRAP-5, R-ZONE-4): P1 has Trap Hole (Rush) and Dark
    Hole (Rush) Set earlier. P0 Normal Summons V4-1800: P1 gets the window. P0's view of it
    has no legal actions and no details; both Set cards stay code 0 for P0 before and
    after P1 passes, and no event P0 receives names either of them."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(spells=[(HOLE, SET), (TRAP_HOLE, SET)]))
    events = do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    obs = duel.observe(0).data
    assert obs["legal"] == [] and obs["request"] == {"kind": "window", "player": 1}
    assert [c["code"] for c in pv(duel, 0, 1)["spells"][:2]] == [0, 0]
    worlds_agree(duel)
    events += do(duel, "pass")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert [c["code"] for c in pv(duel, 0, 1)["spells"][:2]] == [0, 0]
    hidden = {cd(HOLE), cd(TRAP_HOLE)}
    assert not {e.code for e in duel.events_for(0, events)} & hidden
    worlds_agree(duel)


def test_hx225_an_activated_trap_is_public_and_the_other_set_card_is_not() -> None:
    """HX-225 (R-TRAP-4, R-TRAP-7, R-ZONE-4): as HX-215, but P1 activates Trap Hole (Rush):
    V4-1800 is destroyed. P0 gets the Trap's passcode in the activate event and sees it
    in P1's GY; Dark Hole (Rush) stays Set with code 0 for P0; P0's worlds keep the
    Trap in the GY and never put Trap Hole (Rush) back in the Set zone."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(spells=[(HOLE, SET), (TRAP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
    trap_id = find(duel, TRAP_HOLE, 1, "szone")
    events = do(duel, f"activate {trap_id}")
    while duel.request.kind != "main":
        events += duel.apply(duel.legal_actions()[0])
    assert [(e.card, e.code) for e in duel.events_for(0, events) if e.kind == "activate"] \
        == [(trap_id, cd(TRAP_HOLE))]
    assert sorted(c for _, c in pv(duel, 0, 1)["gy"]) == [cd(TRAP_HOLE)]
    assert [c for _, c in pv(duel, 0, 0)["gy"]] == [cd("V4-1800")]
    spells = pv(duel, 0, 1)["spells"]
    assert (spells[0]["code"], spells[0]["pos"], spells[1]) == (0, SET, None)
    worlds_agree(duel)
    for s in range(4):
        world = duel.determinize(0, random.Random(s))
        assert [world.data[i].code for i in world.gy[1]] == [cd(TRAP_HOLE)]
        assert world.data[world.sz[1][0]].code != cd(TRAP_HOLE)


def test_hx216_every_action_a_world_offers_in_the_opponents_window_is_legal() -> None:
    """HX-216 (R-TRAP-1, R-TRAP-4, R-SPELL-1; ARCHITECTURE.md 3 legal_actions and
    determinize): in the HX-215 window, P0's worlds re-deal P1's two Set cards. In every
    world each legal action of the deciding player must apply without error, and an
    activated card must be a Trap (a Spell is never activated in the opponent's turn)."""
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(spells=[(HOLE, SET), (TRAP_HOLE, SET)]))
    do(duel, f"summon {find(duel, 'V4-1800', 0, 'hand')} z0")
    assert duel.request.kind == "window" and duel.current_player == 1
    for s in range(8):
        world = duel.determinize(0, random.Random(s))
        assert world.observe(0) == duel.observe(0)
        for action in world.legal_actions():
            trial = world.clone()
            events = trial.apply(action)
            for e in events:
                if e.kind == "activate":
                    assert POOL[e.code].is_trap, (s, action, e)


def test_hx217_a_set_field_spell_replaced_goes_to_the_gy_face_up_for_both() -> None:
    """HX-217 (R-FIELD-2, R-ZONE-4): P1 has FX-FIELD-A Set in its Field Zone. On P1's turn
    4 it activates FX-FIELD-B from the hand: the Set card goes to the GY by rule. P0, who
    never saw it, now gets its passcode; no destruction event; FIELD-B is face-up."""
    duel = build(turn=4, tp=1, p1=Side(hand=[FIELD_B], field_spell=(FIELD_A, SET)))
    set_id = find(duel, FIELD_A, 1, "fzone")
    assert pv(duel, 0, 1)["field"]["code"] == 0
    events = cast(duel, FIELD_B, "f")
    gy_id = find(duel, FIELD_A, 1, "gy")
    moved = [m for m in seen(duel, 0, events) if m[4] == "gy"]
    assert moved == [(gy_id, set_id, cd(FIELD_A), "fzone", "gy")]
    assert [e.reason for e in events if e.kind == "move" and e.dst == "gy"] != ["destroy"]
    assert pv(duel, 0, 1)["gy"] == [[gy_id, cd(FIELD_A)]]
    assert pv(duel, 0, 1)["field"]["code"] == cd(FIELD_B)
    worlds_agree(duel)


def test_hx218_a_search_is_hidden_until_the_card_is_sent_as_a_cost() -> None:
    """HX-218 (R-REQ-1, R-ZONE-4): P0's Tutor adds V8-3000 from the Deck (no reveal): P1
    sees P0's hand grow by 1, with nothing known. P0 then activates HX5 Trade sending that
    V8-3000 as the cost: P1 learns it only then, in the GY, and P0's hand has 0 known
    cards for P1. P1's worlds always keep V8-3000 in P0's GY and 0 cards in P0's hand."""
    duel = build(p0=Side(hand=[TRADE.name], monsters=[(TUTOR.name, ATK)],
                         deck=["V1-100", "V8-3000", "V1-100", "V1-100"]))
    do(duel, f"activate {find(duel, TUTOR.name, 0, 'mzone')}")
    while duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V8-3000', 0, 'deck')}")
    while duel.request.kind == "window":
        do(duel, "pass")
    assert (pv(duel, 1, 0)["hand"], pv(duel, 1, 0)["hand_known"]) == (2, [])
    assert pv(duel, 1, 0)["deck"] == 3
    worlds_agree(duel)
    events = cast(duel, TRADE.name, "s0", find(duel, "V8-3000", 0, "hand"))
    assert [e.code for e in duel.events_for(1, events) if e.kind == "move"
            and e.src == "hand" and e.dst == "gy"] == [cd("V8-3000")]
    assert (pv(duel, 1, 0)["hand"], pv(duel, 1, 0)["hand_known"]) == (0, [])
    worlds_agree(duel)
    for s in range(4):
        world = duel.determinize(1, random.Random(s))
        assert cd("V8-3000") in [world.data[i].code for i in world.gy[0]]
        assert world.hand[0] == []


def test_hx219_a_drawn_card_is_the_drawers_only() -> None:
    """HX-219 (R-DRAW-1, R-ZONE-4): P1 (turn 4) holds 3 cards; its Draw Phase draws 2
    (to 5). P0 gets draw events with neither id nor passcode; P1 gets both; P0's view of
    P1's hand is the count 5 and no known card; P0's worlds keep P0's own hand exactly."""
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(hand=["V1-100", "V1-100", "V1-100"],
                         deck=["V8-3000", "V7-2500", "V4-1400", "V4-1800"]))
    out = do(duel, "end")
    assert duel.turn == 4 and duel.tp == 1
    draws = [e for e in out if e.kind == "draw" and e.player == 1]
    if not draws:
        pytest.fail("no draw events reported for P1's Draw Phase")
    mine = [(e.code, e.card) for e in duel.events_for(1, draws)]
    assert sorted(c for c, _ in mine) == sorted([cd("V8-3000"), cd("V7-2500")])
    assert {i for _, i in mine} <= hand_ids(duel, 1)
    assert [(e.card, e.code) for e in duel.events_for(0, draws)] == [(-1, 0)] * len(draws)
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (5, [])
    worlds_agree(duel)
    for s in range(4):
        world = duel.determinize(0, random.Random(s))
        assert [world.data[i].code for i in world.hand[0]] == [cd("V4-1600")]


# ------------------------------------------------------------------ the match layer
ON = datetime.date(2024, 6, 1)


def _main(swap_out: str | None = None, swap_in: str | None = None) -> tuple[int, ...]:
    """The fixture "beatdown" Main Deck (40 cards), one `swap_out` replaced by `swap_in`."""
    from rushdesk.cards.fixtures import SAMPLE_DECKS

    main = list(SAMPLE_DECKS["beatdown"])
    if swap_out is not None and swap_in is not None:
        main.remove(cd(swap_out))
        main.append(cd(swap_in))
    return tuple(main)


def _walls() -> Deck:
    from rushdesk.cards.fixtures import SAMPLE_DECKS

    return Deck(main=tuple(SAMPLE_DECKS["walls"]), name="walls")


def _finish_a_duel(match: Match, seed: int) -> None:
    duel = match.start_duel()
    rng = random.Random(seed)
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))
    match.finish_duel()


def _decided_match(deck0: Deck, want_winner: int | None = None) -> Match:
    """A match (seed searched) whose first duel, played at random, has a winner
    (`want_winner` if given)."""
    for seed in range(60):
        match = Match(POOL, (deck0, _walls()), seed=seed, first=0, on=ON)
        _finish_a_duel(match, seed)
        winner = match.duels[0].result.winner
        if winner is not None and want_winner in (None, winner):
            return match
    raise AssertionError("no seed gave a decided first duel")


def test_hx220_a_legend_from_the_side_must_replace_the_legend_of_its_kind() -> None:
    """HX-220 (R-SETUP-9, R-SETUP-6): P0 registers a Main Deck with Blue-Eyes White
    Dragon (a Legend Monster) and a Side Deck holding Dark Magician (Rush) (also a Legend
    Monster): legal, the Side Deck is not under the Legend limit. After duel 1, siding
    Dark Magician in for a V4-1800 is refused (two Legend Monsters in the Main Deck) and
    the deck is kept; siding it in for Blue-Eyes White Dragon is legal and is played."""
    registered = Deck(main=_main("V4-1600", BEWD), side=(cd(DM),), name="legend")
    match = _decided_match(registered)
    bad = Deck(main=tuple(c for c in registered.main if c != cd("V4-1800"))
               + (cd("V4-1800"), cd("V4-1800"), cd(DM)), side=(cd("V4-1800"),))
    assert len(bad.main) == 40
    with pytest.raises(DeckError) as caught:
        match.side(0, bad)
    assert ProblemCode.SIDE_SWAP_CARDS not in {p.code for p in caught.value.problems}
    assert any("R-SETUP-6" in (p.rule or "") for p in caught.value.problems), \
        caught.value.problems
    assert match.deck(0) == registered
    good_main = list(registered.main)
    good_main.remove(cd(BEWD))
    good = Deck(main=(*good_main, cd(DM)), side=(cd(BEWD),), name="legend")
    match.side(0, good)
    assert match.deck(0) == good
    match.choose_first(match.chooser, True)
    duel = match.start_duel()
    assert sorted(duel.record().decks[0][0]) == sorted(good.main)


def test_hx221_side_swaps_keep_fusions_in_the_extra_deck() -> None:
    """HX-221 (R-SETUP-9, R-SETUP-2, R-SETUP-5): P0 registers Extra = FX-FUSION-2 and
    Side = Blue-Eyes Ultimate Dragon (Rush) (a Fusion Monster). Between duels: swapping
    the Fusion in the Side for the one in the Extra Deck is legal (sizes kept); siding it
    into the Main Deck for a V4-1600 is refused; siding a V4-1600 from the Main Deck
    into the Extra Deck for the Fusion is refused. A refused swap keeps the deck."""
    registered = Deck(main=_main(), extra=(cd("FX-FUSION-2"),), side=(cd(BEUD),), name="f")
    match = _decided_match(registered)
    main = list(registered.main)
    main.remove(cd("V4-1600"))
    into_main = Deck(main=(*main, cd(BEUD)), extra=registered.extra, side=(cd("V4-1600"),))
    with pytest.raises(DeckError):
        match.side(0, into_main)
    assert match.deck(0) == registered
    into_extra = Deck(main=(*main, cd(BEUD)), extra=(cd("V4-1600"),),
                      side=(cd("FX-FUSION-2"),))
    with pytest.raises(DeckError):
        match.side(0, into_extra)
    assert match.deck(0) == registered
    ok = Deck(main=registered.main, extra=(cd(BEUD),), side=(cd("FX-FUSION-2"),), name="f")
    match.side(0, ok)
    assert match.deck(0) == ok
    match.choose_first(match.chooser, False)
    assert match.start_duel().record().decks[0][1] == (cd(BEUD),)


@pytest.mark.parametrize("goes_first", [True, False])
def test_hx222_the_losers_choice_starts_a_fresh_duel(goes_first: bool) -> None:
    """HX-222 (R-SETUP-10, R-WIN-5, R-DRAW-1, R-TURN-3): after duel 1 the loser chooses;
    the winner may not. Duel 2 begins with the chosen first player, 8000 LP each, the
    first player in their turn-1 Main Phase with 5 cards and the other with 4, and no
    Battle Phase offered; the score is 1-0 and the match is not over."""
    match = _decided_match(Deck(main=_main(), name="b"))
    winner = match.duels[0].result.winner
    loser = 1 - winner
    assert match.chooser == loser and not match.is_over
    with pytest.raises(MatchError):
        match.choose_first(winner, True)
    match.choose_first(loser, goes_first)
    first = loser if goes_first else winner
    duel = match.start_duel()
    assert duel.first == first and duel.tp == first and duel.turn == 1
    assert tuple(duel.lp) == (8000, 8000)
    assert (len(duel.hand[first]), len(duel.hand[1 - first])) == (5, 4)
    assert "battle" not in {a.kind for a in duel.legal_actions()}
    assert match.wins[winner] == 1 and match.wins[loser] == 0


def test_hx223_no_side_decking_while_a_duel_runs() -> None:
    """HX-223 (R-SETUP-9): side decking happens only between duels. During duel 2 a
    legal one-for-one swap is refused and the running duel's deck is not changed; once
    duel 2 is over (and the match goes on) the same swap is accepted."""
    registered = Deck(main=_main(), side=(cd("V4-1400"),), name="b")
    match = _decided_match(registered)
    main = list(registered.main)
    main.remove(cd("V4-1600"))
    swap = Deck(main=(*main, cd("V4-1400")), side=(cd("V4-1600"),), name="b")
    match.choose_first(match.chooser, True)
    duel = match.start_duel()
    with pytest.raises(MatchError):
        match.side(0, swap)
    assert match.deck(0) == registered
    assert sorted(duel.record().decks[0][0]) == sorted(registered.main)
    rng = random.Random(5)
    while not duel.is_over:
        duel.apply(rng.choice(duel.legal_actions()))
    match.finish_duel()
    if not match.is_over:
        match.side(0, swap)
        assert match.deck(0) == swap


def test_hx224_a_drawn_duel_gives_no_win_to_either_player() -> None:
    """HX-224 (R-WIN-3, R-WIN-5): a duel that ends in a draw (both players at 0 LP from
    FX-BURN-BOTH at 1000 LP) has no winner: after it the score is 0-0, one draw, and the
    match is not over."""
    for seed in range(80):
        match = Match(POOL, (Deck(main=_main(), name="b"), _walls()), seed=seed, first=0,
                      on=ON, options=DuelOptions(start_lp=1000))
        _finish_a_duel(match, seed)
        if match.duels[0].result.winner is None:
            break
    else:
        raise AssertionError("no drawn first duel found")
    assert match.wins == (0, 0) and match.draws == 1
    assert not match.is_over and match.winner is None
