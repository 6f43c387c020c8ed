"""The AI never reads hidden information.

Agents get a duel that offers only the honest facade (observe, determinize, legal
actions, the request), and their choices are identical for duels that differ only in
what is hidden from them: the opponent's hand and Set cards and both Decks.
"""

from __future__ import annotations

import random

import pytest

from rushdesk.ai.levels import AGENT_NAMES, make_agent
from rushdesk.engine import SET, Duel

from .helpers import SLOW_AGENTS, FacadeOnly, Side, build
from .positions import load_positions

POSITIONS = load_positions()
CHEAP = [n for n in AGENT_NAMES if n not in SLOW_AGENTS]
# A few positions are enough for the slow agents (their own Main Phase, where the
# playouts run, and the Maximum, Fusion and Trap ones).
SLOW_POSITIONS = ["main-1", "main-2", "maximum-1", "trap-window-1", "fusion-monster-1"]


def _cases() -> list[tuple[str, str]]:
    cases = [(agent, pos) for agent in CHEAP for pos in sorted(POSITIONS)]
    return cases + [(agent, pos) for agent in SLOW_AGENTS for pos in SLOW_POSITIONS]


def _hidden_codes(duel: Duel, p: int) -> list[int]:
    o = 1 - p
    hidden = [*duel.hand[o], *duel.deck[o], *duel.deck[p]]
    hidden += [i for i in (*duel.mz[o], *duel.sz[o]) if i >= 0 and duel.pos[i] == SET]
    return [duel.data[i].code for i in hidden]


@pytest.mark.parametrize(("agent", "position"), _cases())
def test_choices_are_identical_when_only_hidden_cards_differ(agent: str, position: str) -> None:
    duel = POSITIONS[position]
    p = duel.current_player
    twin = duel.determinize(p, random.Random(12345))
    assert twin.observe(p) == duel.observe(p)
    assert _hidden_codes(twin, p) != _hidden_codes(duel, p), "the twin must differ in hiding"
    first = make_agent(agent, seed=3, timed=False).choose(FacadeOnly(duel))
    second = make_agent(agent, seed=3, timed=False).choose(FacadeOnly(twin))
    assert first == second
    assert first in duel.legal_actions()


@pytest.mark.parametrize("agent", AGENT_NAMES)
def test_an_agent_reads_only_its_own_view(agent: str) -> None:
    duel = POSITIONS["main-1"] if agent not in SLOW_AGENTS else POSITIONS["trap-window-1"]
    facade = FacadeOnly(duel)
    me = duel.current_player
    action = make_agent(agent, seed=1, timed=False).choose(facade)  # AttributeError if not
    assert action in duel.legal_actions()
    assert all(read.endswith(str(me)) for read in facade.reads), facade.reads


def _with_opponent(hand: str, backrow: str, in_deck: tuple[str, str]) -> Duel:
    return build(
        p0=Side(hand=["V4-1800", "V4-1400", "V5-2300"], monsters=[("V4-1600", 1)]),
        p1=Side(hand=[hand, "V3-1200"], monsters=[("V4-1500", 1)], spells=[(backrow, SET)],
                deck=["V1-100"] * 8 + list(in_deck) + ["V1-100"] * 8),
    )


@pytest.mark.parametrize("agent", AGENT_NAMES)
def test_the_opponents_hand_and_set_card_do_not_change_the_choice(agent: str) -> None:
    # The same cards in both duels, dealt differently between the hidden places.
    strong = _with_opponent("V8-3000", "FX-MIRROR", ("V2-500", "FX-DRAW-WATCH"))
    weak = _with_opponent("V2-500", "FX-DRAW-WATCH", ("V8-3000", "FX-MIRROR"))
    assert strong.observe(0) == weak.observe(0)
    choices = [make_agent(agent, seed=5, timed=False).choose(FacadeOnly(d))
               for d in (strong, weak)]
    assert choices[0] == choices[1]


def test_a_leaky_agent_would_be_caught() -> None:
    # The facade-only duel really refuses the raw state: the test above can fail.
    facade = FacadeOnly(POSITIONS["main-1"])
    with pytest.raises(AttributeError):
        facade.hand  # type: ignore[attr-defined]  # noqa: B018
