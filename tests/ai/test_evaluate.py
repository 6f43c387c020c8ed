"""The evaluation: antisymmetric, monotone in LP and board, blind to hidden cards."""

from __future__ import annotations

import random

from rushdesk.ai.evaluate import FEATURES, WEIGHTS, WIN, evaluate, features, win_probability
from rushdesk.engine import ATK, SET

from .helpers import Side, build
from .positions import load_positions


def test_both_players_views_add_up() -> None:
    for duel in load_positions().values():
        assert abs(evaluate(duel, 0) + evaluate(duel, 1)) < 1e-9
        assert abs(win_probability(duel, 0) + win_probability(duel, 1) - 1) < 1e-9


def test_more_lp_and_a_stronger_board_are_better() -> None:
    base = build(p0=Side(monsters=[("V4-1600", ATK)]), p1=Side(monsters=[("V4-1600", ATK)]))
    hurt = build(p0=Side(monsters=[("V4-1600", ATK)]), p1=Side(monsters=[("V4-1600", ATK)],
                                                                 lp=3000))
    big = build(p0=Side(monsters=[("V8-3000", ATK)]), p1=Side(monsters=[("V4-1600", ATK)]))
    assert evaluate(hurt, 0) > evaluate(base, 0)
    assert evaluate(big, 0) > evaluate(base, 0)


def test_a_lethal_board_is_seen_both_ways() -> None:
    duel = build(p0=Side(monsters=[("V8-3000", ATK), ("V7-2500", ATK)]), p1=Side(lp=4000))
    f = dict(zip(FEATURES, features(duel, 0), strict=True))
    assert f["lethal"] == 1.0 and f["pressure"] == 1.0
    g = dict(zip(FEATURES, features(duel, 1), strict=True))
    assert g["lethal"] == -1.0


def test_a_decided_duel_is_worth_the_win() -> None:
    duel = build(p0=Side(monsters=[("V8-3000", ATK)]), p1=Side(lp=1000), phase="battle")
    duel.apply(duel.legal_actions()[0])  # the direct attack wins
    assert duel.is_over and evaluate(duel, 0) == WIN and evaluate(duel, 1) == -WIN


def test_hidden_cards_do_not_change_the_evaluation() -> None:
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=["V8-3000", "V1-100"], monsters=[("V5-WALL", SET)],
                         spells=[("FX-MIRROR", SET)]))
    for seed in range(5):
        world = duel.determinize(0, random.Random(seed))
        assert evaluate(world, 0) == evaluate(duel, 0)


def test_every_feature_has_a_weight() -> None:
    assert set(WEIGHTS) == set(FEATURES)


def test_the_committed_tuned_weights_name_every_feature_and_are_loaded() -> None:
    # A misspelt feature in weights.json would be dropped silently by the loader.
    import json

    from rushdesk.ai.evaluate import WEIGHTS_FILE, _load_weights

    stored = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert set(stored) == set(FEATURES)
    assert _load_weights() == {k: float(v) for k, v in stored.items()}


def test_the_regression_tuner_learns_which_feature_wins() -> None:
    from rushdesk.ai.tune import fit, log_loss

    rng = random.Random(0)
    samples = []
    for _ in range(400):
        f = [rng.uniform(-1, 1) for _ in FEATURES]
        samples.append((f, 1.0 if f[0] + 0.1 * rng.uniform(-1, 1) > 0 else 0.0))
    w = fit(samples, rounds=200)
    assert w[0] > 1.0 and all(abs(x) < w[0] / 3 for x in w[1:])
    assert log_loss(w, samples) < log_loss([0.0] * len(FEATURES), samples)


def test_the_race_to_deck_out_counts_long_before_the_last_cards() -> None:
    """Ahead on LP but short of cards: a player with 20 cards left against 35 must
    already value damage more than one with the Decks even, or it walls up behind its
    LP lead and decks out (what Hard did against Random with blue-eyes-fusion)."""

    def swing(mine: int, theirs: int) -> float:
        def at(lp: int) -> float:
            duel = build(p0=Side(monsters=[("V4-1600", ATK)], deck=["V1-100"] * mine),
                         p1=Side(monsters=[("V4-1600", SET)], deck=["V1-100"] * theirs, lp=lp))
            return evaluate(duel, 0)
        return at(3000) - at(6000)

    even, short = swing(35, 35), swing(20, 35)
    assert short > even * 1.2
    duel = build(p0=Side(deck=["V1-100"] * 20), p1=Side(deck=["V1-100"] * 35))
    assert dict(zip(FEATURES, features(duel, 0), strict=True))["clock"] > 0


def test_each_card_of_a_thinning_deck_is_worth_more_than_the_last() -> None:
    """Milling or drawing a card costs from 20 cards left, and more as the Deck thins
    (the opponent's Deck is thinner still, so the race to deck-out is not in play)."""

    def value(cards: int) -> float:
        duel = build(p0=Side(hand=["V4-1600"] * 5, deck=["V1-100"] * cards),
                     p1=Side(hand=["V4-1600"] * 5, deck=["V1-100"] * 3))
        return evaluate(duel, 0)

    early, late = value(16) - value(15), value(6) - value(5)
    assert early > 0
    assert late > early * 2


def test_a_threat_behind_set_cards_does_not_stop_the_clock() -> None:
    """A board that looks lethal but never attacks for fear of the opponent's Traps
    must not hide a lost race to deck-out (what Hard did against Random with
    blue-eyes-fusion: ahead on LP, it milled its Deck behind a 'lethal' board)."""

    def clock(backrow: int) -> float:
        duel = build(p0=Side(monsters=[("V8-3000", ATK), ("V7-2500", ATK)],
                             deck=["V1-100"] * 8),
                     p1=Side(lp=4000, deck=["V1-100"] * 30,
                             spells=[("FX-MIRROR", SET)] * backrow))
        return dict(zip(FEATURES, features(duel, 0), strict=True))["clock"]

    assert clock(0) == 0.0  # an open field: the threat lands next turn
    assert 0.0 < clock(1) < clock(3)
