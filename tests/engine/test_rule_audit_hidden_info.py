"""Audit: hidden information where mechanics meet (R-ZONE-4, R-FUS-6, R-MAX-2/8, R-DMG-3,
R-TRAP-3 and the hidden-information clause of ARCHITECTURE.md section 3).

The contract: `observe(p)` holds only what player p may know; `events_for(p, events)`
removes the identities and object ids p may not see (a card leaving a hidden pile gets a
new id, so ids cannot be tracked); `determinize(p, rng)` re-deals everything hidden from p,
so `d.observe(p) == d.determinize(p, rng).observe(p)`. `act()` applies an action and checks
all three for both players after every step; each test then pins what each player must
(not) know, with exact values. Test cards: passcodes 958_950_001+.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rushdesk.engine import ATK, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects import ops
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.fusion import FusionSummon
from rushdesk.engine.scenario import Side, scenario

from ..cards.util import POOL as CARD_POOL
from .test_random_duels import DECK_SETS
from .util import find

EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
MAXIMUM = EFFECT_MONSTER | CardType.MAXIMUM
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    behaviour = CardScript(*effects) if effects else None
    _CARDS.append(CardData(958_950_001 + len(_CARDS), name, kind, behaviour=behaviour, **facts))
    return name


def _monster(name: str, *steps: Any) -> str:
    return _card(name, EFFECT_MONSTER, Effect(ops=steps), level=4, atk=1000, defense=1000,
                 race="Warrior", attribute=Attribute.EARTH)


def _spell(name: str, *steps: Any) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", ops=steps))


HIGH = Sel(where=("deck",), kind="monster", level_min=7)
SEARCH = _monster("H-Search", ops.AddToHand(HIGH))
SEARCH_SHOW = _monster("H-Search-Show", ops.AddToHand(HIGH),
                       ops.Reveal(Sel(where=("hand",), kind="monster", level_min=7)))
MILL = _monster("H-Mill", ops.Mill(2))
BOTH_DRAW = _monster("H-Both-Draw", ops.Draw(2, who="both"))
BOUNCE_DOWN = _spell("H-Bounce-Down", ops.ReturnToHand(
    Sel(who="opp", where=("mzone", "szone"), face="down")))
BOUNCE_ANY = _spell("H-Bounce-Any", ops.ReturnToHand(Sel(who="opp")))
SHUFFLE_DOWN = _spell("H-Shuffle-Down", ops.ToDeck(
    Sel(who="opp", where=("mzone", "szone"), face="down")))
DESTROY_DOWN = _spell("H-Destroy-Down", ops.Destroy(Sel(who="opp", where=("szone",), face="down")))
FLIP_DOWN = _spell("H-Flip-Down", ops.ChangePosition(Sel(who="any", face="up"), to="set"))
FUSE = _spell("H-Fuse", FusionSummon(Sel(face="up")))
OTHER_FUSION = _card("H-Other-Fusion", CardType.MONSTER | CardType.FUSION, race="Warrior",
                     level=7, atk=2600, defense=2000, attribute=Attribute.DARK,
                     materials=("V4-1800", "V4-1500"))
MAX_L = _card("H-Max [L]", MAXIMUM, race="Machine", level=4, atk=800, defense=0,
              attribute=Attribute.DARK, max_role="L")
MAX_R = _card("H-Max [R]", MAXIMUM, race="Machine", level=4, atk=700, defense=0,
              attribute=Attribute.DARK, max_role="R")
_MAX_L_CODE, _MAX_R_CODE = 958_950_001 + len(_CARDS) - 2, 958_950_001 + len(_CARDS) - 1
MAX_C = _card("H-Max", MAXIMUM, race="Machine", level=10, atk=2000, defense=0,
              attribute=Attribute.DARK, max_role="C", maximum_atk=3600,
              max_partners=(_MAX_L_CODE, _MAX_R_CODE))
POOL = CARD_POOL.merged(_CARDS)  # rule fixtures, the scripted real cards and these
CODE = {c.name: c.code for c in POOL.values()}
MF, SEAL, BEAM = "Mirror Force (Rush)", "Seal of the Ancients (Rush)", "Type Change Beam"


def cd(name: str) -> int:
    return CODE[name]


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


# ------------------------------------------------------------------ the checks
def hidden_ids(duel: Duel, p: int) -> set[int]:
    """Ids p may never see: both Decks, the opponent's hand and Extra Deck."""
    o = 1 - p
    return {duel.oid[i] for i in (*duel.deck[0], *duel.deck[1], *duel.hand[o], *duel.extra[o])}


def obs_ids(duel: Duel, p: int) -> set[int]:
    ids = set()
    for view in duel.observe(p).data["players"]:
        for pile in ("hand", "gy", "extra"):
            if isinstance(view[pile], list):
                ids |= {o for o, _ in view[pile]}
        ids |= {c["id"] for c in (*view["monsters"], *view["spells"], view["field"]) if c}
    return ids


def check_views(duel: Duel, events: list[Event], before: list[set[int]]) -> None:
    for p in (0, 1):
        hidden = before[p] | hidden_ids(duel, p)
        for ev in duel.events_for(p, events):
            ids = {ev.card, ev.old} | ({ev.value} if ev.kind in ("attack", "retarget") else set())
            assert not ids & hidden, (p, ev)
        assert not obs_ids(duel, p) & hidden_ids(duel, p)
        view = duel.observe(p)
        for seed in range(3):
            assert duel.determinize(p, random.Random(seed)).observe(p) == view, (p, seed)


def act(duel: Duel, text: str) -> list[Event]:
    """Apply `text`, then check ids, observations and determinization for both players."""
    before = [hidden_ids(duel, p) for p in (0, 1)]
    events = duel.apply(Action.parse(text))
    check_views(duel, events, before)
    return events


def act_all(duel: Duel, text: str) -> list[Event]:
    """`act`, then answer any follow-up question with its first legal answer."""
    events = act(duel, text)
    while duel.request is not None and duel.request.kind != "main":
        events += act(duel, duel.legal_actions()[0].notation())
    return events


def seen(duel: Duel, p: int, events: list[Event], kind: str = "move") -> list[tuple[Any, ...]]:
    """(card, old, code, src, dst) of the events of `kind` as player p sees them."""
    return [(e.card, e.old, e.code, e.src, e.dst) for e in duel.events_for(p, events)
            if e.kind == kind]


def view(duel: Duel, p: int, q: int) -> dict[str, Any]:
    return dict(duel.observe(p).data["players"][q])


# ------------------------------------------------------------------ tests
@pytest.mark.parametrize(("card", "zone"), [("V8-3000", "monsters"), ("FX-MIRROR", "spells")])
def test_r_zone_4_a_set_card_returned_to_the_hand_stays_unknown_to_the_opponent(
        card: str, zone: str) -> None:
    side = Side(monsters=[(card, SET)]) if zone == "monsters" else Side(spells=[(card, SET)])
    duel = build(p0=Side(hand=[BOUNCE_DOWN]), p1=side)
    set_id = duel.observe(0).data["players"][1][zone][0]["id"]
    assert duel.observe(0).data["players"][1][zone][0]["code"] == 0
    assert duel.observe(1).data["players"][1][zone][0]["code"] == cd(card)  # the owner knows
    events = act(duel, f"activate {find(duel, BOUNCE_DOWN)} s0")
    new = find(duel, card, 1, "hand")
    src = "mzone" if zone == "monsters" else "szone"
    assert seen(duel, 0, events)[0] == (-1, set_id, 0, src, "hand")
    assert seen(duel, 1, events)[0] == (new, set_id, cd(card), src, "hand")
    assert view(duel, 0, 1)["hand"] == 1 and view(duel, 0, 1)["hand_known"] == []
    assert view(duel, 1, 1)["hand"] == [[new, cd(card)]]
    assert str(cd(card)) not in json.dumps(duel.observe(0).to_dict())


def test_r_zone_4_a_set_monster_shuffled_into_the_deck_gets_no_id_anyone_can_follow() -> None:
    duel = build(p0=Side(hand=[SHUFFLE_DOWN]), p1=Side(monsters=[("V8-3000", SET)]))
    set_id = find(duel, "V8-3000", 1, "mzone")
    events = act(duel, f"activate {find(duel, SHUFFLE_DOWN)} s0")
    assert seen(duel, 0, events)[0] == (-1, set_id, 0, "mzone", "deck")
    assert seen(duel, 1, events)[0] == (-1, set_id, cd("V8-3000"), "mzone", "deck")
    assert [e.kind for e in events].count("shuffle") == 1
    assert view(duel, 0, 1)["deck"] == 21 and view(duel, 0, 1)["hand_known"] == []


def test_r_dmg_3_a_monster_flipped_by_an_attack_then_bounced_is_known_in_the_hand() -> None:
    """The attack flips the Set monster face-up (R-DMG-3): public from then on. The Set
    Trap stays unknown until activated (R-TRAP-3); then its identity is public."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET)], spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    wall, trap = find(duel, "V4-WALL", 1), find(duel, "FX-BOUNCE-ON-ATTACK", 1)
    events = act(duel, f"attack {find(duel, 'V4-1800')} -> {wall}")
    assert duel.current_player == 1
    events = act(duel, "pass")
    assert seen(duel, 0, events, "position") == [(wall, wall, cd("V4-WALL"), "", "")]
    assert view(duel, 0, 1)["spells"][0]["code"] == 0
    act(duel, f"attack {find(duel, 'V4-1600')} -> {wall}")
    events = act(duel, f"activate {trap}")
    assert seen(duel, 0, events, "activate") == [(trap, trap, cd("FX-BOUNCE-ON-ATTACK"),
                                                  "szone", "szone")]
    assert seen(duel, 0, events)[0] == (-1, wall, cd("V4-WALL"), "mzone", "hand")
    assert view(duel, 0, 1)["hand_known"] == [cd("V4-WALL")]
    assert [c for _, c in view(duel, 0, 1)["gy"]] == [cd("FX-BOUNCE-ON-ATTACK")]
    for seed in range(4):  # P0's worlds keep the card P0 saw go back
        world = duel.determinize(0, random.Random(seed))
        assert [world.data[i].code for i in world.hand[1]] == [cd("V4-WALL")]


def test_r_zone_4_a_face_up_monster_turned_face_down_then_bounced_stays_known() -> None:
    duel = build(p0=Side(hand=[FLIP_DOWN, BOUNCE_ANY]), p1=Side(monsters=[("V4-1500", ATK)]))
    act(duel, f"activate {find(duel, FLIP_DOWN)} s0")
    mon = view(duel, 0, 1)["monsters"][0]
    assert (mon["pos"], mon["code"]) == (SET, cd("V4-1500"))  # P0 watched it turn down
    events = act(duel, f"activate {find(duel, BOUNCE_ANY)} s0")
    assert seen(duel, 0, events)[0][2:] == (cd("V4-1500"), "mzone", "hand")
    assert view(duel, 0, 1)["hand_known"] == [cd("V4-1500")]


def test_r_zone_4_milled_cards_are_public_and_the_new_deck_top_stays_hidden() -> None:
    duel = build(p0=Side(monsters=[(MILL, ATK)],
                         deck=["V7-2500", "V8-3000", "V4-1600", "V1-100", "V1-100"]))
    events = act(duel, f"activate {find(duel, MILL)}")
    gy = [[find(duel, "V7-2500", 0, "gy"), cd("V7-2500")],
          [find(duel, "V8-3000", 0, "gy"), cd("V8-3000")]]
    for p in (0, 1):
        assert [(c, o, k) for c, o, k, _, _ in seen(duel, p, events)] == [
            (gy[0][0], -1, gy[0][1]), (gy[1][0], -1, gy[1][1])]
        assert view(duel, p, 0)["gy"] == gy and view(duel, p, 0)["deck"] == 3
        assert str(cd("V4-1600")) not in json.dumps(duel.observe(p).to_dict())
        world = duel.determinize(p, random.Random(p))
        assert [world.data[i].code for i in world.gy[0]] == [cd("V7-2500"), cd("V8-3000")]


def test_search_moves_a_card_unseen_by_the_opponent_and_no_deck_id_survives() -> None:
    """Contract: the added card is hidden from the opponent (no reveal in this effect);
    the Deck ids the searcher saw in the pick list never reappear on a later move."""
    duel = build(p0=Side(monsters=[(SEARCH, ATK), (MILL, ATK)],
                         deck=["V7-2500", "V1-100", "V8-3000", "V1-100", "V1-100"]))
    act(duel, f"activate {find(duel, SEARCH)}")
    offered = sorted(a.card for a in duel.legal_actions())
    assert offered == sorted([find(duel, "V7-2500", 0, "deck"), find(duel, "V8-3000", 0, "deck")])
    events = act(duel, f"pick {find(duel, 'V8-3000', 0, 'deck')}")
    added = find(duel, "V8-3000", 0, "hand")
    assert seen(duel, 0, events) == [(added, -1, cd("V8-3000"), "deck", "hand")]
    assert seen(duel, 1, events) == [(-1, -1, 0, "deck", "hand")]
    assert (view(duel, 1, 0)["hand"], view(duel, 1, 0)["hand_known"]) == (1, [])
    events = act(duel, f"activate {find(duel, MILL)}")
    for p in (0, 1):  # the V7-2500 still in the Deck kept its id; the mill shows none
        assert [old for _, old, _, _, _ in seen(duel, p, events)] == [-1, -1]
        assert not {e.card for e in duel.events_for(p, events)} & set(offered)


def test_a_card_searched_and_revealed_is_known_to_the_opponent_in_the_hand() -> None:
    duel = build(p0=Side(monsters=[(SEARCH_SHOW, ATK)],
                         deck=["V1-100", "V8-3000", "V7-2500", "V1-100"]))
    act(duel, f"activate {find(duel, SEARCH_SHOW)}")
    events = act(duel, f"pick {find(duel, 'V8-3000', 0, 'deck')}")
    assert [e.code for e in duel.events_for(1, events) if e.kind == "reveal"] == [cd("V8-3000")]
    assert view(duel, 1, 0)["hand_known"] == [cd("V8-3000")]
    for seed in range(4):
        world = duel.determinize(1, random.Random(seed))
        assert [world.data[i].code for i in world.hand[0]] == [cd("V8-3000")]


def test_the_searching_player_can_see_which_cards_the_search_offers() -> None:
    """Contract (observe holds what p may know): while P0 looks through the Deck for a
    Level 7+ monster, P0's view names the passcode of every card offered to pick."""
    duel = build(p0=Side(monsters=[(SEARCH, ATK)],
                         deck=["V1-100", "V7-2500", "V1-100", "V8-3000", "V1-100"]))
    act(duel, f"activate {find(duel, SEARCH)}")
    obs = duel.observe(0)
    pairs = {o: c for v in obs.data["players"] for pile in ("hand", "gy", "extra")
             if isinstance(v[pile], list) for o, c in v[pile]}
    for v in obs.data["players"]:
        pairs.update({c["id"]: c["code"] for c in (*v["monsters"], *v["spells"]) if c})
    pairs.update({o: c for o, c in obs.data["players"][0]["deck_known"]})  # looked at
    assert obs.data["players"][1].get("deck_known") is None  # only one's own
    offered = [a.card for a in obs.legal if a.kind == "pick"]
    assert len(offered) == 2
    assert sorted(pairs.get(o, 0) for o in offered) == [cd("V7-2500"), cd("V8-3000")]


def test_determinize_keeps_the_cards_a_searcher_is_looking_at() -> None:
    """Contract (determinize re-deals only what is hidden from p): during P0's search for
    a Level 7+ monster, every pick P0's world offers must still add a Level 7+ monster."""
    duel = build(p0=Side(monsters=[(SEARCH, ATK)],
                         deck=["V1-100", "V7-2500", "V1-100", "V8-3000"] + ["V1-100"] * 6))
    act(duel, f"activate {find(duel, SEARCH)}")
    added = []
    for seed in range(8):
        world = duel.determinize(0, random.Random(seed))
        for action in world.legal_actions():
            events = world.clone().apply(action)
            added += [e.code for e in events if e.dst == "hand"]
    assert len(added) == 16
    assert set(added) <= {cd("V7-2500"), cd("V8-3000")}, sorted(set(added))


def test_cards_looked_at_with_seal_of_the_ancients_stay_known_to_the_looker() -> None:
    """LookAt: P0 learns P1's Set cards (P1's view is unchanged); P0's worlds keep them,
    and the Set monster bounced afterwards is known in P1's hand."""
    duel = build(p0=Side(hand=[SEAL, BOUNCE_DOWN]),
                 p1=Side(monsters=[("V8-3000", SET)], spells=[(MF, SET)]))
    them = duel.observe(1)
    events = act(duel, f"activate {find(duel, SEAL)} s0")
    looked = [e for e in events if e.kind == "reveal"]
    assert sorted(e.for_player(0).code for e in looked) == sorted([cd("V8-3000"), cd(MF)])
    assert [(e.for_player(0).card, e.for_player(0).old) for e in looked] == [(-1, -1)] * 2
    assert [c["code"] for c in (view(duel, 0, 1)["monsters"][0], view(duel, 0, 1)["spells"][0])
            ] == [cd("V8-3000"), cd(MF)]
    assert view(duel, 1, 1)["monsters"] == them.data["players"][1]["monsters"]
    slots = [duel.mz[1][0], duel.sz[1][0]]
    for seed in range(4):
        world = duel.determinize(0, random.Random(seed))
        assert [world.data[i].code for i in slots] == [cd("V8-3000"), cd(MF)]
    act(duel, f"activate {find(duel, BOUNCE_DOWN)} s0")
    act(duel, f"pick {find(duel, 'V8-3000', 1)}")
    assert view(duel, 0, 1)["hand_known"] == [cd("V8-3000")]


def test_a_hand_card_revealed_for_type_change_beam_is_known_to_the_opponent() -> None:
    duel = build(p0=Side(hand=[BEAM, "V4-1500"], monsters=[("V4-1600", ATK)]))
    events = act(duel, f"activate {find(duel, BEAM)} s0")  # one face-up monster: no pick
    assert duel.request.kind == "main" and duel.race(duel.mz[0][0]) == "Dragon"
    shown = [e.for_player(1) for e in events if e.kind == "reveal"]
    assert [(e.card, e.code) for e in shown] == [(-1, cd("V4-1500"))]
    assert (view(duel, 1, 0)["hand"], view(duel, 1, 0)["hand_known"]) == (1, [cd("V4-1500")])
    for seed in range(4):
        world = duel.determinize(1, random.Random(seed))
        assert [world.data[i].code for i in world.hand[0]] == [cd("V4-1500")]


def test_r_zone_4_a_destroyed_set_card_is_revealed_in_the_gy() -> None:
    duel = build(p0=Side(hand=[DESTROY_DOWN]), p1=Side(spells=[("FX-MIRROR", SET)]))
    set_id = find(duel, "FX-MIRROR", 1)
    assert view(duel, 0, 1)["spells"][0]["code"] == 0
    events = act(duel, f"activate {find(duel, DESTROY_DOWN)} s0")
    gy_id = find(duel, "FX-MIRROR", 1, "gy")
    assert seen(duel, 0, events)[0] == (gy_id, set_id, cd("FX-MIRROR"), "szone", "gy")
    assert view(duel, 0, 1)["gy"] == [[gy_id, cd("FX-MIRROR")]]


def test_r_zone_4_r_fus_6_the_extra_deck_is_the_owners_and_a_returned_fusion_is_known() -> None:
    duel = build(p0=Side(hand=[FUSE, "FX-RECALL"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=["FX-FUSION-2", OTHER_FUSION]))
    fusion, other = find(duel, "FX-FUSION-2", 0), find(duel, OTHER_FUSION, 0)
    assert (view(duel, 1, 0)["extra"], view(duel, 1, 0)["extra_known"]) == (2, [])
    assert sorted(view(duel, 0, 0)["extra"]) == sorted(
        [[fusion, cd("FX-FUSION-2")], [other, cd(OTHER_FUSION)]])
    events = act_all(duel, f"activate {find(duel, FUSE)} s0")  # one Fusion fits: no pick
    on_field = find(duel, "FX-FUSION-2", 0, "mzone")
    assert seen(duel, 1, events, "spsummon") == [(on_field, -1, cd("FX-FUSION-2"),
                                                  "extra", "mzone")]
    events = act_all(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    back = [s for s in seen(duel, 1, events) if s[4] == "extra"]
    assert back == [(-1, on_field, cd("FX-FUSION-2"), "mzone", "extra")]
    assert (view(duel, 1, 0)["extra"], view(duel, 1, 0)["extra_known"]) == (
        2, [cd("FX-FUSION-2")])
    for seed in range(4):
        world = duel.determinize(1, random.Random(seed))
        assert sorted(world.data[i].code for i in world.extra[0]) == sorted(
            [cd("FX-FUSION-2"), cd(OTHER_FUSION)])


def test_r_max_2_r_max_8_maximum_pieces_hidden_in_the_hand_known_once_returned() -> None:
    duel = build(p0=Side(hand=[MAX_L, MAX_C, MAX_R, "FX-RECALL"]))
    pieces = sorted([cd(MAX_L), cd(MAX_C), cd(MAX_R)])
    assert (view(duel, 1, 0)["hand"], view(duel, 1, 0)["hand_known"]) == (4, [])
    for name in (MAX_L, MAX_C, MAX_R):
        assert str(cd(name)) not in json.dumps(duel.observe(1).to_dict())
    events = act(duel, f"maximum {find(duel, MAX_C, 0)}")
    assert sorted(c for _, old, c, _, _ in seen(duel, 1, events, "spsummon")
                  if old == -1) == pieces
    events = act_all(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    back = [s for s in seen(duel, 1, events) if s[4] == "hand"]
    assert sorted(c for _, _, c, _, _ in back) == pieces and {s[0] for s in back} == {-1}
    assert (view(duel, 1, 0)["hand"], view(duel, 1, 0)["hand_known"]) == (3, pieces)
    for seed in range(4):
        world = duel.determinize(1, random.Random(seed))
        assert sorted(world.data[i].code for i in world.hand[0]) == pieces


def test_hand_counts_and_known_cards_after_both_players_draw() -> None:
    duel = build(p0=Side(hand=[BOUNCE_ANY], monsters=[(BOTH_DRAW, ATK)]),
                 p1=Side(hand=["V4-1600"], monsters=[("V4-1500", ATK)]))
    act(duel, f"activate {find(duel, BOUNCE_ANY)} s0")
    events = act(duel, f"activate {find(duel, BOTH_DRAW)}")
    for p in (0, 1):
        draws = seen(duel, p, events, "draw")
        mine = [d for d, e in zip(draws, duel.events_for(p, events)[1:], strict=True)
                if e.player == p]
        theirs = [d for d in draws if d not in mine]
        assert len(mine) == 2 and all(c >= 0 and o == -1 and k == cd("V1-100")
                                      for c, o, k, _, _ in mine)
        assert theirs == [(-1, -1, 0, "deck", "hand")] * 2
    assert (view(duel, 0, 1)["hand"], view(duel, 0, 1)["hand_known"]) == (4, [cd("V4-1500")])
    assert (view(duel, 1, 0)["hand"], view(duel, 1, 0)["hand_known"]) == (2, [])


def test_a_determinized_world_holds_no_true_code_of_a_hidden_card_in_its_events() -> None:
    """Contract: determinize(p) re-deals everything hidden from p. The world's own events
    (`last_events`: the opening draws) must not name the real cards of the opponent's
    hand, which the world dealt differently."""
    pool, decks = DECK_SETS["fixtures"]
    duel = Duel.new(pool, decks, seed=5, first=0)
    p = duel.current_player
    assert p == 0
    for seed in range(6):
        world = duel.determinize(p, random.Random(seed))
        for ev in world.last_events:
            if ev.kind == "draw" and ev.player == 1 and ev.code:
                assert ev.code == world.data[world.inst(ev.card)].code, (seed, ev)


def test_a_determinized_world_cannot_replay_into_the_real_hidden_cards() -> None:
    """Contract: a world p may search must not lead back to the hidden truth. Replaying the
    world's `record()` must not rebuild the opponent's real hand where the world dealt
    another one (an unreplayable record is fine)."""
    pool, decks = DECK_SETS["fixtures"]
    duel = Duel.new(pool, decks, seed=5, first=0)
    rng = random.Random(3)
    for _ in range(6):  # into the duel a little
        duel.apply(rng.choice(duel.legal_actions()))
    p = duel.current_player
    truth = sorted(duel.data[i].code for i in duel.hand[1 - p])
    rebuilt = 0
    for seed in range(6):
        world = duel.determinize(p, random.Random(seed))
        if sorted(world.data[i].code for i in world.hand[1 - p]) == truth:
            continue
        try:
            replayed = Duel.replay(world.record(), pool)
        except Exception:  # a world without a usable record leaks nothing
            continue
        rebuilt += sorted(replayed.data[i].code for i in replayed.hand[1 - p]) == truth
    assert rebuilt == 0


def test_replay_and_peeking_at_views_do_not_depend_on_hidden_things() -> None:
    """Contract (record / replay): observing, filtering events and determinizing never
    change the duel; a replay gives every player the same views and events, step by step."""
    pool, decks = DECK_SETS["effects"]
    probed = Duel.new(pool, decks, seed=11, first=1)
    plain = Duel.new(pool, decks, seed=11, first=1)
    rng = random.Random(11)
    while not probed.is_over:
        action = rng.choice(probed.legal_actions())
        before = probed.state_hash()
        for p in (0, 1):
            probed.observe(p)
            probed.determinize(p, random.Random(p))
        assert probed.state_hash() == before
        got, want = probed.apply(action), plain.apply(action)
        for p in (0, 1):
            assert probed.events_for(p, got) == plain.events_for(p, want)
            assert probed.observe(p) == plain.observe(p)
    replayed = Duel.replay(probed.record(), pool.merged([]))  # an equal, new pool
    assert replayed.state_hash() == probed.state_hash()
    assert [replayed.observe(p) for p in (0, 1)] == [probed.observe(p) for p in (0, 1)]
