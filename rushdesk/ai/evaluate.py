"""The evaluation of a Rush Duel position from one player's view.

`features(duel, p)` measures each side (LP, board strength, lethal threat, hand,
distance to deck-out, face-down cards) and returns the differences "p minus the
opponent", plus whose turn it is. `evaluate` is their weighted sum, a logit, and
`win_probability` its logistic. `clock` is the race against one's own Deck: a player
who will deck out first (fewer cards left after the next draw) loses a stalled duel,
so as their Deck runs low (`CLOCK_CARDS`) the LP the opponent would keep after their
board's next attack count against them; waiting behind face-down cards then stops
being safe. A threat that must get past the opponent's face-down Spells and Traps
counts for less there (`BACKROW_TRUST` per card): a board that looks lethal but never
attacks for fear of the Traps does not stop the clock. `deckout` makes each card drawn
or milled dearer as the Deck thins (`DECKOUT_CARDS`), so a player short of cards
stops paying costs from its Deck and emptying its hand (Rush draws back up to five)
for small gains. The weights are tuned by self-play with `rushdesk.ai.tune`. Only
what `p` may know is read: the opponent's hand and face-down cards count, their
identities never do, so a determinized world and the real duel evaluate alike.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rushdesk.engine import ATK, SET

if TYPE_CHECKING:
    from rushdesk.engine import Duel

FEATURES = (
    "lp",  # LP / 8000
    "atk",  # total ATK of face-up Attack Position monsters / 1000
    "best",  # highest ATK or DEF of a face-up monster / 1000
    "monsters",  # monsters on the field (a Maximum Mode monster counts once)
    "facedown",  # face-down monsters
    "backrow",  # face-down Spells and Traps
    "hand",  # cards in hand
    "deckout",  # closeness to decking out: (max(0, 20 - cards left after the next draw) / 20)^2
    "deckdead",  # 1 when the next normal draw cannot be made (R-WIN-2)
    "pressure",  # battle damage the board threatens next attack turn / opponent's LP (<= 1)
    "lethal",  # 1 when that threat is lethal
    "turn",  # +1 on p's own turn, -1 on the opponent's (tempo)
    "clock",  # the race to deck-out, lost: the LP left after the threat, when behind
)

# Hand-set starting weights; `python -m rushdesk.ai.tune --write` fits them by
# self-play and stores them in weights.json, which replaces these when present (the
# committed weights.json is that tuner's result, which kept these, with `deckout` then
# raised by hand; see `tune`).
DEFAULT_WEIGHTS: dict[str, float] = {
    "lp": 2.4, "atk": 0.35, "best": 0.25, "monsters": 0.25, "facedown": 0.15,
    "backrow": 0.2, "hand": 0.15, "deckout": -3.0, "deckdead": -3.0, "pressure": 1.0,
    "lethal": 1.2, "turn": 0.1, "clock": -6.0,
}  # fmt: skip
WEIGHTS_FILE = Path(__file__).with_name("weights.json")


def _load_weights() -> dict[str, float]:
    weights = dict(DEFAULT_WEIGHTS)
    if WEIGHTS_FILE.exists():
        stored = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        weights.update({k: float(v) for k, v in stored.items() if k in weights})
    return weights


WEIGHTS = _load_weights()

WIN = 20.0  # the logit of a won duel
UNKNOWN_DEF = 1200  # what an attacker expects of a face-down monster
CLOCK_CARDS = 24  # the Deck margin below which the race to deck-out starts to count
DECKOUT_CARDS = 20  # the Deck margin below which each card drawn or milled costs more
BACKROW_TRUST = 0.7  # how far `clock` trusts a threat, per face-down card facing it


def _board(duel: Duel, q: int) -> tuple[float, float, int, int, list[int], int]:
    """Player q's monsters: ATK in Attack Position, best stat, count, face-down count,
    the ATK of each face-up monster (next turn's attackers: the count of attacks ends
    with the turn, R-BATTLE-2) and the total they block."""
    atk_total = best = 0.0
    facedown = block = 0
    attackers: list[int] = []
    mons = duel.monsters(q)
    for i in mons:
        pos = duel.pos[i]
        if pos == SET:
            facedown += 1
            block += UNKNOWN_DEF
            continue
        a = duel.atk(i)
        attackers.append(a)
        if pos == ATK:
            atk_total += a
            block += a
            best = max(best, a)
        else:
            d = duel.defense(i)
            block += d
            best = max(best, a, d)
    return atk_total, best, len(mons), facedown, attackers, block


def _pressure(attackers: list[int], blockers: int, block: int, lp: int) -> float:
    """Damage a board of `attackers` threatens, as a share of `lp` (at most 1): their
    total, less what the opponent's monsters block."""
    if lp <= 0:
        return 1.0
    total = sum(attackers) - (block if blockers else 0)
    return min(1.0, max(0.0, total / lp))


def features(duel: Duel, p: int) -> list[float]:
    """The feature vector of `duel` for player `p` (see `FEATURES`)."""
    boards = (_board(duel, p), _board(duel, 1 - p))
    # cards left after the next normal draw (R-DRAW-1); below 0 that draw loses
    margins = [len(duel.deck[q]) - max(1, 5 - len(duel.hand[q])) for q in (p, 1 - p)]
    backrows = [sum(1 for i in duel.sz[q] if i >= 0 and duel.pos[i] == SET) for q in (p, 1 - p)]
    per: list[tuple[float, ...]] = []
    for k, q in enumerate((p, 1 - p)):
        atk_total, best, mons, facedown, attackers, _ = boards[k]
        other = boards[1 - k]
        lp_other = duel.lp[1 - q]
        pressure = _pressure(attackers, other[2], other[5], lp_other)
        backrow = backrows[k]
        hand = len(duel.hand[q])
        margin = margins[k]
        clock = 0.0
        if margin < margins[1 - k]:  # q decks out first
            urgency = max(0, CLOCK_CARDS - margin) / CLOCK_CARDS
            # a threat behind the opponent's set cards may never land: trust it less
            trust = BACKROW_TRUST ** backrows[1 - k]
            clock = urgency * lp_other * (1.0 - pressure * trust) / 8000
        per.append((
            duel.lp[q] / 8000, atk_total / 1000, best / 1000, mons, facedown, backrow, hand,
            (max(0, DECKOUT_CARDS - margin) / DECKOUT_CARDS) ** 2,
            1.0 if margin < 0 else 0.0, pressure, 1.0 if pressure >= 1.0 else 0.0, clock,
        ))  # fmt: skip
    out = [a - b for a, b in zip(per[0], per[1], strict=True)]
    out.insert(FEATURES.index("turn"), 1.0 if duel.tp == p else -1.0)
    return out


_W = [WEIGHTS[name] for name in FEATURES]


def set_weights(weights: dict[str, float]) -> None:
    """Use `weights` from now on (the tuner tries candidate weights this way)."""
    WEIGHTS.update(weights)
    _W[:] = [WEIGHTS[name] for name in FEATURES]


def evaluate(duel: Duel, p: int, weights: Sequence[float] | None = None) -> float:
    """A logit: positive when `p` is ahead; +-`WIN` once the duel is decided.
    `weights` (in `FEATURES` order) replaces the current weights for this call."""
    result = duel.result
    if result is not None:
        if result.winner is None:
            return 0.0
        return WIN if result.winner == p else -WIN
    return sum(w * f for w, f in zip(weights or _W, features(duel, p), strict=True))


def logistic(x: float) -> float:
    """A logit as a probability (clamped, so no logit overflows)."""
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


def win_probability(duel: Duel, p: int) -> float:
    """The estimated chance that `p` wins from here."""
    return logistic(evaluate(duel, p))


__all__ = ["FEATURES", "WEIGHTS", "evaluate", "features", "logistic", "set_weights",
           "win_probability"]
