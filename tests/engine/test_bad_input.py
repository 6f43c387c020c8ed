"""Bad input gets a clear error and changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rushdesk.cards.fixtures import FIXTURE_POOL, SAMPLE_DECKS
from rushdesk.engine import ATK, SET, Action, Duel, IllegalActionError, InvalidActionError
from rushdesk.engine.actions import KINDS
from rushdesk.engine.scenario import Side, scenario

from ..cards.util import POOL as CARD_POOL
from .util import find

DECKS = ((SAMPLE_DECKS["beatdown"], ()), (SAMPLE_DECKS["walls"], ()))


def _mid_game(seed: int = 9, steps: int = 40) -> Duel:
    rng = random.Random(seed)
    duel = Duel.new(FIXTURE_POOL, DECKS, seed=seed)
    for _ in range(steps):
        if duel.is_over:
            break
        duel.apply(rng.choice(duel.legal_actions()))
    return duel


def test_illegal_actions_raise_with_a_reason_and_change_nothing() -> None:
    duel = _mid_game()
    before = duel.state_hash()
    twin = duel.clone()
    tried = 0
    for kind in sorted(KINDS):
        for card in (-1, 0, 5, duel.next_oid - 1, 10**6):
            action = Action(kind, card=card, zone=1, target=-2 if kind == "attack" else -1)
            if action in duel.legal_actions():
                continue
            with pytest.raises(IllegalActionError) as info:
                duel.apply(action)
            assert info.value.reason and info.value.action == action
            tried += 1
    assert tried > 50
    assert duel.state_hash() == before and duel == twin


def test_an_action_after_the_end_is_refused() -> None:
    from rushdesk.ai.random_agent import play_random_duel

    duel, _ = play_random_duel(FIXTURE_POOL, DECKS, seed=2)
    with pytest.raises(IllegalActionError, match="over"):
        duel.apply(Action("end"))


def test_non_actions_are_refused() -> None:
    duel = _mid_game()
    with pytest.raises(IllegalActionError):
        duel.apply(("end",))  # type: ignore[arg-type]


@pytest.mark.parametrize("data", [
    None, [], "end", {"kind": "fly"}, {"kind": "summon", "card": "3"},
    {"kind": "summon", "card": True}, {"kind": "attack", "card": 1, "target": -1},
    {"kind": "end", "extra": 1}, {"kind": "choose", "pos": 9}, {"kind": "pick", "card": -5},
    {"card": 3}, {"kind": "pick", "card": 1.5},
])
def test_malformed_action_dicts_raise_invalid_action_error(data: object) -> None:
    with pytest.raises(InvalidActionError):
        Action.from_dict(data)


@pytest.mark.parametrize("text", [
    "", "fly", "summon", "summon x z1", "attack 3", "attack 3 - 4", "attack 3 -> nobody",
    "choose up", "pick -1", "target", "end now", "summon 3 z9",
])
def test_malformed_notation_raises_invalid_action_error(text: str) -> None:
    with pytest.raises(InvalidActionError):
        Action.parse(text)


@given(st.dictionaries(st.sampled_from(["kind", "card", "zone", "target", "pos", "x"]),
                       st.one_of(st.integers(-5, 10**10), st.text(max_size=5), st.none(),
                                 st.booleans(), st.sampled_from(sorted(KINDS)))))
def test_any_dict_either_decodes_to_a_round_tripping_action_or_is_refused(data: dict) -> None:
    try:
        action = Action.from_dict(data)
    except InvalidActionError:
        return
    assert Action.from_dict(action.to_dict()) == action
    assert Action.parse(action.notation()) == action


@given(st.text(max_size=30))
def test_any_text_either_parses_or_is_refused(text: str) -> None:
    try:
        action = Action.parse(text)
    except InvalidActionError:
        return
    assert Action.parse(action.notation()) == action


def test_unknown_cards_in_a_deck_are_refused() -> None:
    with pytest.raises(KeyError):
        Duel.new(FIXTURE_POOL, (([123] * 40, ()), DECKS[1]), seed=1)


@pytest.mark.parametrize(("set_already", "zone", "reason"), [
    (3, 3, "no Spell & Trap Zone is free (R-ZONE-5)"),
    (3, -1, "no Spell & Trap Zone is free (R-ZONE-5)"),
    (2, 3, "that Spell & Trap Zone is occupied (R-ZONE-5)"),
    (2, -1, "a Set names a free Spell & Trap Zone, s0 to s2 (R-MAIN-5)"),
])
@pytest.mark.parametrize("card", ["FX-RAZE", "FX-HOLE"])
def test_setting_a_spell_or_trap_is_refused_with_the_zone_reason(
        set_already: int, zone: int, reason: str, card: str) -> None:
    duel = scenario(FIXTURE_POOL, p0=Side(hand=[card], spells=[("FX-RECALL", SET)] * set_already))
    action = Action("set", card=find(duel, card, 0), zone=zone)
    with pytest.raises(IllegalActionError) as info:
        duel.apply(action)
    assert info.value.reason == reason
    legal_sets = [a.zone for a in duel.legal_actions() if a.kind == "set"]
    assert legal_sets == ([] if set_already == 3 else [5])


ZONE_KINDS = "a Field Spell is placed in the Field Zone, other Spells in a Spell & Trap Zone"


@pytest.mark.parametrize(("notation", "reason"), [
    ("activate FX-RAZE f", f"{ZONE_KINDS} (R-ZONE-2, R-ZONE-3)"),
    ("activate FX-FIELD-A s0", f"{ZONE_KINDS} (R-ZONE-2, R-ZONE-3)"),
    ("activate FX-RAZE s0", "that Spell & Trap Zone is occupied (R-ZONE-5)"),
    ("activate FX-RAZE", "a Spell activated from the hand names its zone: a free Spell & "
                         "Trap Zone, or the Field Zone for a Field Spell"),
    ("activate FX-HOLE s1", "a Trap must first be Set, then activated on a later turn (R-TRAP-1)"),
    ("set FX-RAZE z0", "Spells and Traps are Set in a Spell & Trap Zone, s0 to s2 (R-ZONE-2)"),
    ("set FX-FIELD-A s0", "a Field Spell is Set in the Field Zone (R-FIELD-1)"),
    ("activate FX-FIELD-B", "a face-up Field Spell is already active; it is not activated "
                            "again (R-FIELD-1)"),
])
def test_a_spell_or_trap_in_the_wrong_zone_is_refused_with_the_zone_rule(
        notation: str, reason: str) -> None:
    duel = scenario(FIXTURE_POOL, p0=Side(hand=["FX-RAZE", "FX-HOLE", "FX-FIELD-A"],
                                          spells=[("FX-RECALL", SET)], monsters=[("V4-1600", ATK)],
                                          field_spell=("FX-FIELD-B", ATK)))
    kind, name, *zone = notation.split()
    action = Action.parse(f"{kind} {find(duel, name, 0)} {' '.join(zone)}".strip())
    before = duel.state_hash()
    with pytest.raises(IllegalActionError) as info:
        duel.apply(action)
    assert info.value.reason == reason
    assert duel.state_hash() == before
    assert Action.parse(f"activate {find(duel, 'FX-RAZE', 0)} s1") in duel.legal_actions()


@pytest.mark.parametrize("notation", ["activate {c}", "set {c} s0", "summon {c} z1",
                                      "attack {c} -> direct"])
def test_a_refusal_never_tells_what_a_hidden_card_is(notation: str) -> None:
    """The reason for a refused action on a card hidden from the player is the same
    whatever the card is: the opponent's Set Spell or Trap, hand cards of any kind."""
    duel = scenario(FIXTURE_POOL, p0=Side(monsters=[("V4-1600", ATK)]),
                    p1=Side(hand=["V4-1800", "FX-RAZE", "FX-HOLE"],
                            spells=[("FX-RECALL", SET), ("FX-HOLE", SET)],
                            monsters=[("FX-PINGER", SET)]))
    hidden = [find(duel, name, 1, zone) for name, zone in (
        ("V4-1800", "hand"), ("FX-RAZE", "hand"), ("FX-HOLE", "hand"),
        ("FX-RECALL", "szone"), ("FX-HOLE", "szone"), ("FX-PINGER", "mzone"))]
    reasons = set()
    for card in hidden:
        with pytest.raises(IllegalActionError) as info:
            duel.apply(Action.parse(notation.format(c=card)))
        reasons.add(info.value.reason)
    assert len(reasons) == 1  # the same for a monster, a Spell and a Trap
    if not notation.startswith("attack"):  # (an attack is refused in the Main Phase)
        assert reasons == {"that card is hidden from you: it cannot be used"}


def test_activating_a_monster_with_no_activated_effect_says_it_has_none() -> None:
    # R-EFF-2/R-EFF-5: a Normal Monster, or one with only continuous effects
    duel = scenario(CARD_POOL, p0=Side(monsters=[
        ("V4-1600", ATK), ("Doomblaze Fiend Overlord Despairacion [R]", ATK), ("FX-PINGER", ATK)]))
    for name in ("V4-1600", "Doomblaze Fiend Overlord Despairacion [R]"):
        with pytest.raises(IllegalActionError) as info:
            duel.apply(Action("activate", find(duel, name, 0)))
        assert info.value.reason == "this monster has no effect to activate (R-EFF-2, R-EFF-5)"
    duel.apply(Action("activate", find(duel, "FX-PINGER", 0)))  # one that has
    with pytest.raises(IllegalActionError) as info:
        duel.apply(Action("activate", find(duel, "FX-PINGER", 0)))
    assert info.value.reason == "this monster's effect was already used this turn (R-EFF-3)"
