"""Held-out style conformance scenarios HX-1057..HX-1076 (HX-1037..HX-1056 are in
test_heldout_hidden16.py), written like SC-01..SC-30 of RULES.md section 19, on hidden
information (R-ZONE-4) as the engine contract states it: `observe(p)` holds only what p
may know, `determinize(p, rng)` re-deals only what is hidden from p (p's own known cards
kept, the opponent's unknown cards resampled with every count and every public card
unchanged), a world still offers p the same legal actions, `clone` is an equal and
independent copy, and two duels that differ only in what p cannot see look the same to p
(legal actions included). Also: face-down cards that become public (Polymerization,
Dark Hole, a Tribute), a Set Field Spell, a Set Spell used the turn it was Set, a
face-down monster bounced by a Trap, a Maximum Mode monster shuffled into the Deck, the
normal draw, the end of the duel. Expectations come from RULES.md alone (the rules each
test cites). Throwaway cards (codes 968855001.., names "HX ...") are defined below, each
with a comment; the "HX ..." cards of test_heldout_hidden16.py are used too.
"""

from __future__ import annotations

import json

import pytest

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import Count
from rushdesk.engine.effects.ops import Damage, Fixed, ReturnToHand
from rushdesk.engine.effects.script import Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.observe import Observation
from rushdesk.engine.scenario import Side

from ..engine.util import do, find
from .heldout_util import (
    BEUD,
    BURGER,
    CED,
    FIELD_B,
    FIELD_C,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    TRAP_HOLE,
    attack,
    builder,
    hx_card,
    maximum,
    to_turn,
    trap,
)
from .helpers import asked, hid, idle, mon, over, refused, settle, sz
from .test_heldout_hidden16 import (
    DEEP_RETURN,
    HOLE,
    MIRROR,
    RECALL,
    agree,
    cast,
    hidden_pool,
    pile,
    public,
    pv,
    seen,
    worlds,
)
from .test_heldout_hidden16 import POOL as A_POOL

SPELL = CardType.SPELL
BOUNCE = "FX-BOUNCE-ON-ATTACK"


def _spell(code: int, name: str, *ops: object, conds: tuple[object, ...] = ()) -> object:
    return hx_card(code, name, SPELL, Effect(kind="spell", conds=conds, ops=ops))  # type: ignore[arg-type]


# Normal Spell. Requirement: your opponent controls a "V4-1600". Effect: your opponent
# takes 500 damage.
NAME_CHECK = _spell(968_855_001, "HX Name Check", Damage(Fixed(500)),
                    conds=(Count(Sel(who="opp", name="V4-1600")),))
# Normal Spell. Requirement: your opponent controls a Trap Card. Effect: your opponent
# takes 500 damage.
TRAP_CHECK = _spell(968_855_002, "HX Trap Check", Damage(Fixed(500)),
                    conds=(Count(Sel(where=("szone",), who="opp", kind="trap")),))
# Normal Spell. Effect: return 1 face-up monster your opponent controls to the hand.
PUSH_BACK = _spell(968_855_003, "HX Push Back", ReturnToHand(Sel(who="opp", face="up")))

POOL = A_POOL.merged([NAME_CHECK, TRAP_CHECK, PUSH_BACK])  # type: ignore[list-item]
build = builder(POOL)
NAME, TCHECK, PUSH = "HX Name Check", "HX Trap Check", "HX Push Back"


def cd(name: str) -> int:
    """The passcode a scenario gives the card `name` (the first print of that name)."""
    return next(c.code for c in POOL.values() if c.name == name)


def no_activation(duel: Duel, name: str) -> None:
    """The turn player's Spell `name` in the hand is offered in no zone and refused."""
    card = hid(duel, name, duel.tp)
    assert card not in {a.card for a in duel.legal_actions() if a.kind == "activate"}
    for zone in ("s0", "s1", "s2"):
        refused(duel, f"activate {card} {zone}")


# ================================================================== determinize
def test_hx_1057_a_world_keeps_what_p_knows_and_re_deals_the_rest() -> None:
    """HX-1057 (R-ZONE-4; determinize): P1 turn 3, Main Phase. P1: hand V4-1600 and
    FX-RECALL, Extra FX-FUSION-2, face-up V4-1800, Set V4-1400 and Set Dark Hole (Rush),
    GY V2-500. P2: hand V4-1700, V8-3000 and FX-MIRROR, face-up V4-1600, Set V4-WALL and
    Set FX-HOLE, GY V1-100. Every world of P1 keeps P1's hand, Extra Deck and field, the
    LP, both GYs and P2's face-up card; keeps every count (hands, Decks); deals P2's Set
    monster zone a monster and its Set S/T zone a Spell or Trap; deals P2's hidden cards
    from exactly P2's unseen cards (hand + Deck + Set); and really deals them again."""
    duel = build(
        p0=Side(hand=["V4-1600", RECALL], extra=["FX-FUSION-2"], gy=["V2-500"],
                monsters=[("V4-1800", ATK), ("V4-1400", SET)], spells=[(HOLE, SET)],
                deck=["V3-1200", "V4-1500", "V5-2300", "V1-100", "V2-500", "V3-1000"]),
        p1=Side(hand=["V4-1700", "V8-3000", MIRROR], gy=["V1-100"],
                monsters=[("V4-WALL", SET), ("V4-1600", ATK)], spells=[("FX-HOLE", SET)],
                deck=["V5-WALL", "FX-BURN-BOTH", "V3-1000", "V1-100", "V6-2000", "V4-1400"]))
    mine = [duel.data[i].code for i in (*duel.hand[0], *duel.extra[0], *duel.mz[0][:2],
                                        duel.sz[0][0])]
    truth_hand = pile(duel, duel.hand[1])
    deals = []
    for world in worlds(duel, 0):
        assert world.observe(0) == duel.observe(0)
        assert [world.data[i].code for i in (*world.hand[0], *world.extra[0],
                                             *world.mz[0][:2], world.sz[0][0])] == mine
        assert pile(world, world.deck[0]) == pile(duel, duel.deck[0])
        assert world.lp == duel.lp == [8000, 8000]
        for q in (0, 1):
            assert [world.data[i].code for i in world.gy[q]] == [
                duel.data[i].code for i in duel.gy[q]]
        assert (len(world.hand[1]), len(world.deck[1])) == (3, 6)
        assert world.data[world.mz[1][1]].code == cd("V4-1600")
        assert world.data[world.mz[1][0]].is_monster and world.pos[world.mz[1][0]] == SET
        dealt = world.data[world.sz[1][0]]
        assert not dealt.is_monster and not dealt.is_field_spell
        assert hidden_pool(world, 1) == hidden_pool(duel, 1)
        deals.append(pile(world, world.hand[1]))
    assert any(hand != truth_hand for hand in deals), "P2's hand must be dealt again"


def test_hx_1058_an_opponents_card_seen_going_back_to_the_hand_is_kept_in_every_world() -> None:
    """HX-1058 (R-ZONE-4, R-DRAW-1, R-MAIN-2): P1 turn 3 uses HX Push Back (return 1 face-up
    monster of the opponent to the hand) on P2's V4-1500; P2 also holds V8-3000 and
    V4-1400. P1 knows V4-1500 in P2's hand of 3: every world of P1 keeps it, the other two
    are dealt again. On turn 4 P2 draws 2 (hand 5): still known. P2 Normal Summons that
    V4-1500: public on the field, and P1 now knows no card of P2's hand of 4."""
    duel = build(p0=Side(hand=[PUSH]),
                 p1=Side(hand=["V8-3000", "V4-1400"], monsters=[("V4-1500", ATK)]))
    cast(duel, PUSH)
    idle(duel, 0)
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (3, [cd("V4-1500")])
    truth, deals = pile(duel, duel.hand[1]), []
    for world in worlds(duel, 0):
        deals.append(pile(world, world.hand[1]))
        assert cd("V4-1500") in deals[-1] and len(deals[-1]) == 3
    assert any(hand != truth for hand in deals)
    to_turn(duel, 4)
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (5, [cd("V4-1500")])
    for world in worlds(duel, 0):
        assert cd("V4-1500") in pile(world, world.hand[1])
    events = do(duel, f"summon {hid(duel, 'V4-1500', 1)} z0")
    settle(duel)
    summoned = mon(duel, "V4-1500", 1)
    assert [(s[0], s[2]) for s in seen(duel, 0, events, "summon")] == [(summoned, cd("V4-1500"))]
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (4, [])
    agree(duel)


def test_hx_1059_a_world_offers_the_turn_player_the_same_actions_and_plays_them_alike() -> None:
    """HX-1059 (R-MAIN-1, R-MAIN-3, R-POS-1, R-SPELL-1, R-ZONE-4; determinize): P1 turn 3,
    Main Phase: hand V4-1800, Dark Hole (Rush), V6-2000; face-up V4-1600 and Set V4-1400
    (turn 1). P2: Set V4-WALL, Set Dark Hole (Rush), hand FX-HOLE, V4-1700, V8-3000. Every
    world of P1 offers P1 the same actions; each of them can be applied there; and where,
    after it, P1 decides again both in the world and in the real duel, P1 is offered the
    same actions in both (they depend on nothing P1 cannot see)."""
    duel = build(p0=Side(hand=["V4-1800", HOLE, "V6-2000"],
                         monsters=[("V4-1600", ATK), ("V4-1400", SET)]),
                 p1=Side(hand=["FX-HOLE", "V4-1700", "V8-3000"], monsters=[("V4-WALL", SET)],
                         spells=[(HOLE, SET)]))
    legal = set(duel.legal_actions())
    assert {a.kind for a in legal} >= {"summon", "set", "activate", "position", "battle"}
    compared = 0
    for world in worlds(duel, 0, 5):
        assert set(world.legal_actions()) == legal
        for action in sorted(legal - {a for a in legal if a.kind == "end"}):
            real, trial = duel.clone(), world.clone()
            real.apply(action)
            trial.apply(action)
            if real.current_player == trial.current_player == 0 and \
                    asked(real) == asked(trial):
                assert set(trial.legal_actions()) == set(real.legal_actions()), action
                compared += 1
    assert compared >= 5 * 10


def test_hx_1060_the_non_turn_players_world_offers_its_trap_and_plays_it_alike() -> None:
    """HX-1060 (R-TRAP-2, R-TRAP-4, R-TRAP-5, R-SPELL-1, R-ZONE-4; determinize): P1 turn 3
    Normal Summons V4-1800 (P1 also holds V4-1600); P2 has Trap Hole (Rush) and Dark Hole
    (Rush) Set earlier. P2 is asked first: Trap Hole may be activated, Dark Hole (a Spell
    in the opponent's turn) is refused. Every world of P2 offers P2 the same choices, and
    activating Trap Hole there destroys the public V4-1800 as in the real duel, where P1
    then sees Trap Hole in P2's GY but still not the other Set card."""
    duel = build(p0=Side(hand=["V4-1800", "V4-1600"]),
                 p1=Side(hand=["V4-1400"], spells=[(TRAP_HOLE, SET), (HOLE, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    assert asked(duel) == "window" and duel.current_player == 1
    hole = sz(duel, TRAP_HOLE, 1)
    assert hole in {a.card for a in duel.legal_actions()}
    refused(duel, f"activate {sz(duel, HOLE, 1)}")
    legal = set(duel.legal_actions())
    for world in worlds(duel, 1, 5):
        assert set(world.legal_actions()) == legal
        world.apply(next(a for a in legal if a.card == hole))
        settle(world)
        assert "V4-1800" in [world.data[i].name for i in world.gy[0]]
        assert [world.data[i].name for i in world.gy[1]] == [TRAP_HOLE]
    trap(duel, TRAP_HOLE, 1)
    settle(duel)
    idle(duel, 0)
    assert [c for _, c in pv(duel, 0, 0)["gy"]] == [cd("V4-1800")]
    assert [c for _, c in pv(duel, 0, 1)["gy"]] == [cd(TRAP_HOLE)]
    assert pv(duel, 0, 1)["spells"][1]["code"] == 0
    agree(duel)


def test_hx_1061_a_replay_offers_the_same_choices_in_every_world() -> None:
    """HX-1061 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-DMG-3, R-CALC-4, R-ZONE-4): P1 turn 3,
    Battle Phase: V4-1800 attacks P2's face-up V4-1600; P2 also controls a face-down
    V4-1400 and activates FX-BOUNCE-ON-ATTACK: V4-1600 returns to the hand (known to P1).
    Replay: P1 may choose the face-down monster or cancel, not a direct attack. Every world
    of P1 offers those choices and each applies there. P1 chooses the face-down monster:
    no new declaration; it is flipped (DEF 1200) and destroyed; no damage."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)], spells=[(BOUNCE, SET)]))
    down = mon(duel, "V4-1400", 1)
    attack(duel, "V4-1800", "V4-1600")
    trap(duel, BOUNCE, 1)
    assert asked(duel) == "replay" and duel.current_player == 0
    legal = set(duel.legal_actions())
    assert {a.notation() for a in legal} == {f"target {down}", "cancel"}
    assert pv(duel, 0, 1)["hand_known"] == [cd("V4-1600")]
    for world in worlds(duel, 0, 5):
        assert set(world.legal_actions()) == legal
        for action in legal:
            world.clone().apply(action)
    events = do(duel, f"target {down}")
    settle(duel)
    events += duel.last_events
    assert "attack" not in [e.kind for e in events] and "retarget" in [e.kind for e in events]
    assert duel.lp == [8000, 8000]
    assert sorted(c for _, c in pv(duel, 0, 1)["gy"]) == sorted([cd("V4-1400"), cd(BOUNCE)])
    agree(duel)


def test_hx_1062_a_clone_is_equal_and_independent() -> None:
    """HX-1062 (R-TRAP-4, R-ZONE-4; clone): in the HX-1060 window (P2 to decide on Trap
    Hole), after P1 had bounced P2's V4-1500 with HX Push Back (known to P1), a clone has
    the same state hash, legal actions and observations for both players (P1 still knows
    V4-1500). P2 passing in the clone leaves the real duel untouched; P2 then activates
    Trap Hole in the real duel: V4-1800 is destroyed there and is still on the clone's
    field."""
    duel = build(p0=Side(hand=[PUSH, "V4-1800"]),
                 p1=Side(monsters=[("V4-1500", ATK)], spells=[(TRAP_HOLE, SET)]))
    cast(duel, PUSH)
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    assert asked(duel) == "window" and duel.current_player == 1
    copy, before = duel.clone(), duel.state_hash()
    assert copy.state_hash() == before and copy.legal_actions() == duel.legal_actions()
    assert [copy.observe(p) for p in (0, 1)] == [duel.observe(p) for p in (0, 1)]
    assert pv(copy, 0, 1)["hand_known"] == [cd("V4-1500")]
    do(copy, "pass")
    idle(copy, 0)
    assert duel.state_hash() == before and asked(duel) == "window"
    trap(duel, TRAP_HOLE, 1)
    settle(duel)
    assert [duel.data[i].name for i in duel.gy[0]] == [PUSH, "V4-1800"]
    assert copy.data[copy.mz[0][0]].name == "V4-1800" and copy.pos[copy.mz[0][0]] == ATK
    assert copy.state_hash() != duel.state_hash()


# ================================================================== observations
def test_hx_1063_the_two_views_differ_only_where_information_is_hidden() -> None:
    """HX-1063 (R-ZONE-4): P1 turn 3. P1: hand V4-1600 and Dark Hole (Rush), Extra
    FX-FUSION-2, face-up V4-1800, Set V4-1400, Set FX-MIRROR, GY V2-500. P2: hand V8-3000,
    Extra Hungry Burger (Rush), face-up V6-2000 in Defense, Set V4-WALL, Set FX-HOLE, Set
    FX-FIELD-B, GY V1-100. Without hands, Extra Decks and Set cards' passcodes, the two
    observations are equal. Each player sees their own hand and Extra Deck and the other's
    counts only; Set cards' passcodes only for their owner; face-up cards alike; only P1
    (deciding) gets legal actions. No hidden passcode is in the other's view, and a view
    survives JSON."""
    duel = build(
        p0=Side(hand=["V4-1600", HOLE], extra=["FX-FUSION-2"], gy=["V2-500"],
                monsters=[("V4-1800", ATK), ("V4-1400", SET)], spells=[(MIRROR, SET)]),
        p1=Side(hand=["V8-3000"], extra=[BURGER], gy=["V1-100"], field_spell=(FIELD_B, SET),
                monsters=[("V6-2000", DEF), ("V4-WALL", SET)], spells=[("FX-HOLE", SET)]))
    assert public(duel, 0) == public(duel, 1)
    zero, one = duel.observe(0).data, duel.observe(1).data
    assert sorted(c for _, c in zero["players"][0]["hand"]) == sorted([cd("V4-1600"), cd(HOLE)])
    assert (one["players"][0]["hand"], one["players"][0]["hand_known"]) == (2, [])
    assert (zero["players"][1]["hand"], zero["players"][1]["hand_known"]) == (1, [])
    assert [c for _, c in one["players"][1]["hand"]] == [cd("V8-3000")]
    assert (one["players"][0]["extra"], zero["players"][1]["extra"]) == (1, 1)
    assert [c for _, c in zero["players"][0]["extra"]] == [cd("FX-FUSION-2")]
    owner = {(0, "monsters", 1): "V4-1400", (0, "spells", 0): MIRROR,
             (1, "monsters", 1): "V4-WALL", (1, "spells", 0): "FX-HOLE"}
    for (q, row, k), name in owner.items():
        assert duel.observe(q).data["players"][q][row][k]["code"] == cd(name)
        assert duel.observe(1 - q).data["players"][q][row][k]["code"] == 0
    assert (zero["players"][1]["field"]["code"], one["players"][1]["field"]["code"]) == (
        0, cd(FIELD_B))
    assert zero["players"][1]["monsters"][0] == one["players"][1]["monsters"][0]
    assert zero["legal"] and one["legal"] == [] and one["request"] == {"kind": "main",
                                                                         "player": 0}
    text0, text1 = json.dumps(duel.observe(0).to_dict()), json.dumps(duel.observe(1).to_dict())
    for name in ("V8-3000", BURGER, "V4-WALL", "FX-HOLE", FIELD_B):
        assert str(cd(name)) not in text0, name
    for name in ("V4-1600", HOLE, "FX-FUSION-2", "V4-1400", MIRROR):
        assert str(cd(name)) not in text1, name
    assert Observation.from_dict(json.loads(text0)) == duel.observe(0)


def test_hx_1064_duels_that_differ_only_in_hidden_cards_look_the_same() -> None:
    """HX-1064 (R-ZONE-4, R-MAIN-2): two duels, P1 turn 3, P1 holding V4-1800: in (A) P2
    has V4-1600 Set and V4-1400 in the hand, in (B) the other way round. They are
    different duels (P2's views differ) but P1's views are equal; after P1 Normal Summons
    V4-1800 in both, P1 gets the same events and the same views again."""
    a = build(p0=Side(hand=["V4-1800"]), p1=Side(hand=["V4-1400"], monsters=[("V4-1600", SET)]))
    b = build(p0=Side(hand=["V4-1800"]), p1=Side(hand=["V4-1600"], monsters=[("V4-1400", SET)]))
    assert a.observe(1) != b.observe(1)
    assert a.observe(0) == b.observe(0)
    events = [do(d, f"summon {hid(d, 'V4-1800')} z0") for d in (a, b)]
    idle(a, 0)
    idle(b, 0)
    assert a.events_for(0, events[0]) == b.events_for(0, events[1])
    assert a.observe(0) == b.observe(0)


def test_hx_1065_a_requirement_cannot_read_the_name_of_a_face_down_card() -> None:
    """HX-1065 (R-REQ-1, R-ZONE-4): HX Name Check (Requirement: your opponent controls a
    "V4-1600"; the opponent takes 500). Duel (B): P2 controls only a face-down V4-1400 and
    holds V4-1600: the Requirement is not met. Duel (A): P2 controls a face-down V4-1600
    and holds V4-1400. P1 cannot tell (A) from (B), so P1's views, legal actions included,
    must be equal: in (A) too, Name Check is not offered and is refused; LP stay 8000."""
    a = build(p0=Side(hand=[NAME]), p1=Side(hand=["V4-1400"], monsters=[("V4-1600", SET)]))
    b = build(p0=Side(hand=[NAME]), p1=Side(hand=["V4-1600"], monsters=[("V4-1400", SET)]))
    no_activation(b, NAME)
    assert a.observe(0) == b.observe(0)
    no_activation(a, NAME)
    assert a.lp == [8000, 8000]


def test_hx_1066_a_requirement_cannot_tell_a_set_trap_from_a_set_spell() -> None:
    """HX-1066 (R-REQ-1, R-MAIN-5, R-ZONE-4): HX Trap Check (Requirement: your opponent
    controls a Trap Card; the opponent takes 500). Duel (B): P2 has Dark Hole (Rush) Set and
    FX-MIRROR in the hand: not met. Duel (A): FX-MIRROR Set, Dark Hole in the hand. To P1
    both are one face-down card in the same zone: equal views, so Trap Check is refused in
    (A) as in (B)."""
    a = build(p0=Side(hand=[TCHECK]), p1=Side(hand=[HOLE], spells=[(MIRROR, SET)]))
    b = build(p0=Side(hand=[TCHECK]), p1=Side(hand=[MIRROR], spells=[(HOLE, SET)]))
    no_activation(b, TCHECK)
    assert a.observe(0) == b.observe(0)
    no_activation(a, TCHECK)


# ================================================================== cards becoming public
def test_hx_1067_a_face_down_fusion_material_becomes_public_in_the_gy() -> None:
    """HX-1067 (R-FUS-3, R-FUS-5, R-ZONE-4): P1 turn 3 holds Polymerization (Rush) and
    V4-1400, controls V4-1600 Set on turn 1 (code unknown to P2); Extra Deck: FX-FUSION-2.
    Polymerization may use face-down and hand materials: V4-1400 (from the hand) and
    V4-1600 (face-down) go to the GY, where P2 sees both; FX-FUSION-2 is Special Summoned
    in face-up Defense, as P1 chooses: public; P2 sees an empty Extra Deck and hand."""
    duel = build(p0=Side(hand=[POLY, "V4-1400"], monsters=[("V4-1600", SET)],
                         extra=["FX-FUSION-2"]))
    down = mon(duel, "V4-1600")
    assert pv(duel, 1, 0)["monsters"][0]["code"] == 0
    events = cast(duel, POLY, pos="def")
    idle(duel, 0)
    moved = seen(duel, 1, events)
    assert (find(duel, "V4-1600", 0, "gy"), down, cd("V4-1600"), "mzone", "gy") in moved
    assert (find(duel, "V4-1400", 0, "gy"), -1, cd("V4-1400"), "hand", "gy") in moved
    fusion = mon(duel, "FX-FUSION-2")
    assert seen(duel, 1, events, "spsummon") == [(fusion, -1, cd("FX-FUSION-2"), "extra",
                                                  "mzone")]
    view = pv(duel, 1, 0)
    assert (view["monsters"][0]["code"], view["monsters"][0]["pos"]) == (cd("FX-FUSION-2"), DEF)
    assert (view["extra"], view["hand"]) == (0, 0)
    assert sorted(c for _, c in view["gy"]) == sorted([cd("V4-1600"), cd("V4-1400"), cd(POLY)])
    agree(duel)


# Kept as a strict xfail on purpose: the rules say what should happen, the engine does not
# do it yet (README: known gaps of determinize), and strict makes the fix show up here.
@pytest.mark.xfail(strict=True, reason="known gap: determinize does not infer Levels from "
                   "the Tributes seen; it deals a monster of any Level into a zone Set with 1")
def test_hx_1068_a_monster_set_with_one_tribute_is_known_to_be_level_5_or_6() -> None:
    """HX-1068 (R-MAIN-3, R-MAIN-2, R-ZONE-4): P2 turn 4 holds V6-2000, V8-3000 and V4-1700
    and controls face-up V4-1600 (since turn 2). P2 Sets V6-2000, Tributing V4-1600: P1
    sees V4-1600 go to the GY and one face-down monster, code 0. Setting V8-3000 is then
    refused (2 Tributes, 1 monster). A Set needs the Tributes of its Level (R-MAIN-3), and
    P1 saw exactly one: every world of P1 deals that zone a Level 5 or 6 monster."""
    duel = build(turn=4, tp=1, p1=Side(hand=["V6-2000", "V8-3000", "V4-1700"],
                                      monsters=[("V4-1600", ATK, 2)],
                                      deck=["V1-100", "V5-WALL", "V2-500", "V7-2500", "V6-2400",
                                            "V3-1200", "V8-3000", "V4-1400"]))
    events = do(duel, f"set {hid(duel, 'V6-2000', 1)} z1")
    while asked(duel) == "pick":
        events += do(duel, f"pick {mon(duel, 'V4-1600', 1)}")
    settle(duel)
    assert [(s[2], s[4]) for s in seen(duel, 0, events) if s[3] == "mzone"] == [
        (cd("V4-1600"), "gy")]
    view = [m for m in pv(duel, 0, 1)["monsters"] if m is not None]
    assert [(m["code"], m["pos"]) for m in view] == [(0, SET)]
    refused(duel, f"set {hid(duel, 'V8-3000', 1)} z0")
    agree(duel)
    slot = next(i for i in duel.mz[1] if i >= 0)
    for world in worlds(duel, 0, 10):
        assert world.data[slot].level in (5, 6), world.data[slot].name


def test_hx_1069_dark_hole_makes_both_face_down_monsters_public() -> None:
    """HX-1069 (R-ZONE-4, R-SPELL-3; Dark Hole (Rush), section 20): P1 turn 3 controls
    V4-1800 Set on turn 1 (unknown to P2); P2 controls face-down V4-WALL and face-up
    V4-1600. P1 activates Dark Hole (Rush): all three are destroyed. Each player got the
    other's face-down card's passcode; the GYs are the same in both views (P1: V4-1800 and
    Dark Hole; P2: V4-WALL and V4-1600), and no world changes them."""
    duel = build(p0=Side(hand=[HOLE], monsters=[("V4-1800", SET)]),
                 p1=Side(monsters=[("V4-WALL", SET), ("V4-1600", ATK)]))
    events = cast(duel, HOLE)
    idle(duel, 0)
    assert cd("V4-1800") in [s[2] for s in seen(duel, 1, events)]
    assert cd("V4-WALL") in [s[2] for s in seen(duel, 0, events)]
    for p in (0, 1):
        assert sorted(c for _, c in pv(duel, p, 0)["gy"]) == sorted([cd("V4-1800"), cd(HOLE)])
        assert sorted(c for _, c in pv(duel, p, 1)["gy"]) == sorted([cd("V4-WALL"),
                                                                    cd("V4-1600")])
        assert pv(duel, p, 1)["monsters"] == [None, None, None]
    assert public(duel, 0) == public(duel, 1)
    for p in (0, 1):
        for world in worlds(duel, p, 4):
            assert [pile(world, world.gy[q]) for q in (0, 1)] == [
                pile(duel, duel.gy[q]) for q in (0, 1)]


def test_hx_1070_the_normal_draw_is_hidden_but_the_trap_it_triggers_is_public() -> None:
    """HX-1070 (R-DRAW-1, R-DRAW-4, R-TRAP-2, R-TRAP-5, R-ZONE-4): P1 has FX-DRAW-WATCH Set
    earlier. P1 ends turn 3; P2 (holding 2) draws 3 for turn 4. P1 gets three draw events
    with no id and no passcode and then the window: P1 activates FX-DRAW-WATCH and gains
    500 (8500). P1 sees P2's hand of 5 with nothing known and the Trap in its own GY;
    P1's worlds deal P2's hand again from P2's unseen cards; P2's keep it."""
    duel = build(p0=Side(spells=[("FX-DRAW-WATCH", SET)]),
                 p1=Side(hand=["V4-1400", "V8-3000"],
                         deck=["V7-2500", "V4-1700", "V3-1200", "V1-100", "V2-500", "V6-2000"]))
    events = do(duel, "end")
    assert duel.turn == 4 and asked(duel) == "window" and duel.current_player == 0
    draws = [e for e in duel.events_for(0, events) if e.kind == "draw"]
    assert [(e.player, e.card, e.code) for e in draws] == [(1, -1, 0)] * 3
    trap(duel, "FX-DRAW-WATCH", 0)
    settle(duel)
    idle(duel, 1)
    assert duel.lp == [8500, 8000]
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (5, [])
    assert [c for _, c in pv(duel, 1, 0)["gy"]] == [cd("FX-DRAW-WATCH")]
    truth = pile(duel, duel.hand[1])
    assert any(pile(w, w.hand[1]) != truth for w in worlds(duel, 0))
    for world in worlds(duel, 1, 4):
        assert pile(world, world.hand[1]) == truth
    agree(duel)


def test_hx_1071_a_set_field_spell_is_hidden_and_changes_nothing_until_activated() -> None:
    """HX-1071 (R-FIELD-1, R-FIELD-3, R-ZONE-3, R-ZONE-4): P2 has FX-FIELD-B (+200 ATK to
    its controller's monsters while face-up) Set in its Field Zone, controls face-up
    V4-1600, holds FX-FIELD-C and V4-1400. In P1's turn 3, P1 sees a face-down Field card
    and V4-1600 with 1600 ATK; P1's worlds put only one of P2's Field Spells there, never
    V4-1400. On turn 4 P2 activates it: P1 sees FX-FIELD-B, and V4-1600 has 1800 ATK."""
    duel = build(p1=Side(hand=[FIELD_C, "V4-1400"], field_spell=(FIELD_B, SET),
                         monsters=[("V4-1600", ATK)]))
    field = pv(duel, 0, 1)["field"]
    assert (field["code"], field["pos"]) == (0, SET)
    assert pv(duel, 0, 1)["monsters"][0]["atk"] == 1600
    for world in worlds(duel, 0):
        assert world.data[world.fz[1]].name in (FIELD_B, FIELD_C)
    agree(duel)
    to_turn(duel, 4)
    do(duel, f"activate {find(duel, FIELD_B, 1, 'fzone')}")
    settle(duel)
    idle(duel, 1)
    assert pv(duel, 0, 1)["field"]["code"] == cd(FIELD_B)
    assert pv(duel, 0, 1)["monsters"][0]["atk"] == 1800


def test_hx_1072_a_spell_set_and_used_the_same_turn_is_public_the_trap_beside_it_not() -> None:
    """HX-1072 (R-SPELL-1, R-SPELL-2, R-SPELL-3, R-TRAP-2, R-ZONE-4): P2 turn 4 Sets
    FX-BURN-BOTH and FX-MIRROR (P1 sees two cards with no passcode), then activates the
    Set FX-BURN-BOTH the same turn: P1 gets its passcode, both players take 1000 (7000
    each) and it is in P2's GY. FX-MIRROR stays unknown to P1, and activating it this turn
    is refused."""
    duel = build(turn=4, tp=1, p1=Side(hand=["FX-BURN-BOTH", MIRROR]))
    do(duel, f"set {hid(duel, 'FX-BURN-BOTH', 1)} s0")
    do(duel, f"set {hid(duel, MIRROR, 1)} s1")
    assert [c["code"] for c in pv(duel, 0, 1)["spells"][:2]] == [0, 0]
    burn = sz(duel, "FX-BURN-BOTH", 1)
    events = do(duel, f"activate {burn}")
    settle(duel)
    idle(duel, 1)
    assert seen(duel, 0, events, "activate") == [(burn, burn, cd("FX-BURN-BOTH"), "szone",
                                                  "szone")]
    assert duel.lp == [7000, 7000]
    assert [c for _, c in pv(duel, 0, 1)["gy"]] == [cd("FX-BURN-BOTH")]
    spells = pv(duel, 0, 1)["spells"]
    assert (spells[0], spells[1]["code"]) == (None, 0)
    refused(duel, f"activate {sz(duel, MIRROR, 1)}")
    agree(duel)


def test_hx_1073_a_face_down_monster_bounced_by_a_trap_stays_unknown_to_its_user() -> None:
    """HX-1073 (R-TRAP-4, R-TRAP-5, R-TRAP-7, R-ZONE-4; Compulsory Evacuation Device
    (Rush), section 20): P1 turn 3 controls V4-1400 Set on turn 1 and Normal Summons
    V4-1800. P2 activates Compulsory Evacuation Device (Set earlier) and returns the
    face-down V4-1400 to P1's hand: P2 gets no passcode for it and knows no card in P1's
    hand; P2's worlds deal it again. V4-1800 stays face-up Attack; the Trap is in P2's
    GY."""
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("V4-1400", SET)]),
                 p1=Side(spells=[(CED, SET)]))
    down = mon(duel, "V4-1400")
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    assert asked(duel) == "window" and duel.current_player == 1
    events = trap(duel, CED, 1)
    events += do(duel, f"pick {down}")
    settle(duel)
    idle(duel, 0)
    assert (-1, down, 0, "mzone", "hand") in seen(duel, 1, events)
    assert (pv(duel, 1, 0)["hand"], pv(duel, 1, 0)["hand_known"]) == (1, [])
    assert pv(duel, 0, 0)["hand"] == [[hid(duel, "V4-1400"), cd("V4-1400")]]
    view = pv(duel, 1, 0)["monsters"]
    assert (view[0], view[1]["code"], view[1]["pos"]) == (None, cd("V4-1800"), ATK)
    assert [c for _, c in pv(duel, 0, 1)["gy"]] == [cd(CED)]
    assert any(pile(w, w.hand[0]) != [cd("V4-1400")] for w in worlds(duel, 1))
    agree(duel)


def test_hx_1074_a_maximum_monster_shuffled_into_the_deck_is_tracked_by_nobody() -> None:
    """HX-1074 (R-MAX-2, R-MAX-5, R-MAX-8, R-ZONE-4): P1 Maximum Summons Supreme Machine
    Magnum Overlord on turn 3 (three pieces public, hand 0). On turn 4 P2 uses HX Deep
    Return (shuffle 1 face-up monster of the opponent into the Deck): the Maximum Mode
    monster is one monster, so all three pieces go to P1's Deck (3 cards more) and P1's
    field is empty. The Deck is shuffled: nobody knows where they are, so neither player's
    worlds keep the center at one place (all three stay in P1's Deck)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]), p1=Side(hand=[DEEP_RETURN.name]))
    maximum(duel)
    settle(duel)
    pieces = pile(duel, duel.mz[0])
    center = duel.data[duel.mz[0][1]].code
    assert pv(duel, 1, 0)["maximum"] and pv(duel, 1, 0)["hand"] == 0
    to_turn(duel, 4)
    deck = len(duel.deck[0])
    events = cast(duel, DEEP_RETURN.name)
    idle(duel, 1)
    assert pv(duel, 1, 0)["monsters"] == [None, None, None] and not pv(duel, 1, 0)["maximum"]
    assert pv(duel, 1, 0)["deck"] == deck + 3
    assert sorted(s[2] for s in seen(duel, 1, events) if s[4] == "deck") == pieces
    assert "shuffle" in [e.kind for e in events]
    assert pv(duel, 0, 0)["deck_known"] == []
    for p in (0, 1):
        places = {[w.data[i].code for i in w.deck[0]].index(center) for w in worlds(duel, p)}
        assert len(places) > 1, p
        for world in worlds(duel, p, 3):
            assert all(c in pile(world, world.deck[0]) for c in pieces)
    agree(duel)


def test_hx_1075_hidden_cards_stay_hidden_when_the_duel_ends() -> None:
    """HX-1075 (R-CALC-6, R-WIN-1, R-DMG-6, R-ZONE-4): P1 turn 3, Battle Phase, V4-1800
    face-up; P2 has 1000 LP and no monsters, holds V8-3000 and has Dark Hole (Rush) Set
    (a Spell: no window). V4-1800 attacks directly: P2 goes to 0 and P1 wins at once.
    Both views hold the result and no legal action; P1 still sees P2's hand as a count
    and the Set card with no passcode; the views differ in nothing else."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(lp=1000, hand=["V8-3000"], spells=[(HOLE, SET)]))
    attack(duel, "V4-1800")
    over(duel, 0)
    assert duel.lp == [8000, 0]
    for p in (0, 1):
        data = duel.observe(p).data
        assert duel.result is not None
        assert data["result"] == duel.result.to_dict() and data["legal"] == []
    assert (pv(duel, 0, 1)["hand"], pv(duel, 0, 1)["hand_known"]) == (1, [])
    assert pv(duel, 0, 1)["spells"][0]["code"] == 0
    assert str(cd("V8-3000")) not in json.dumps(duel.observe(0).to_dict())
    assert public(duel, 0) == public(duel, 1)


def test_hx_1076_the_owner_picks_from_an_extra_deck_only_the_owner_sees() -> None:
    """HX-1076 (R-FUS-1, R-FUS-2, R-FUS-4, R-ZONE-4; "Fusion", section 20): P1 turn 3
    holds "Fusion", controls face-up V4-1600 and V4-1400; Extra Deck: two FX-FUSION-2 and
    Blue-Eyes Ultimate Dragon (Rush). P1 is asked which Fusion Monster: the two
    FX-FUSION-2 (ids P1 sees in its Extra Deck), not Blue-Eyes Ultimate Dragon. P2 sees
    only that P1 picks (no legal action, an Extra Deck of 3, none known); P1's worlds
    offer the same picks. P1 picks one: FX-FUSION-2 is public on the field; P2 sees an
    Extra Deck of 2 with nothing known and both materials in the GY."""
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["FX-FUSION-2", "FX-FUSION-2", BEUD]))
    do(duel, f"activate {hid(duel, 'Fusion')} s0")
    assert asked(duel) == "pick"
    offer = {a.card for a in duel.legal_actions() if a.kind == "pick"}
    own = {o: c for o, c in pv(duel, 0, 0)["extra"]}
    assert offer == {o for o, c in own.items() if c == cd("FX-FUSION-2")} and len(offer) == 2
    refused(duel, f"pick {find(duel, BEUD, 0, 'extra')}")
    theirs = duel.observe(1).data
    assert theirs["request"] == {"kind": "pick", "player": 0} and theirs["legal"] == []
    assert (theirs["players"][0]["extra"], theirs["players"][0]["extra_known"]) == (3, [])
    for world in worlds(duel, 0, 4):
        assert {a.card for a in world.legal_actions() if a.kind == "pick"} == offer
    do(duel, f"pick {min(offer)}")
    while asked(duel) in ("pick", "position", "window"):
        do(duel, duel.legal_actions()[0].notation())
    idle(duel, 0)
    view = pv(duel, 1, 0)
    assert [m["code"] for m in view["monsters"] if m is not None] == [cd("FX-FUSION-2")]
    assert (view["extra"], view["extra_known"]) == (2, [])
    assert sorted(c for _, c in view["gy"]) == sorted([cd("V4-1600"), cd("V4-1400"),
                                                       cd("Fusion")])
    agree(duel)
