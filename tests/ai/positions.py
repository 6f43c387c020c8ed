"""Saved positions for the AI tests: duel records that stop at chosen kinds of decision.

`positions.json` holds records (seed, decks, actions) of duels between the prebuilt
decks, each stopping at a decision of one kind: a Main Phase with many moves, a Battle
Phase, a Maximum Summon on offer, a Fusion pick, a Trap window, a Tribute pick, a
replay. Regenerate it with ``python -m tests.ai.positions`` (random play with fixed
seeds finds them).
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from pathlib import Path

from rushdesk.ai.sim import sample_pool_and_decks
from rushdesk.engine import Duel, DuelRecord

FILE = Path(__file__).with_name("positions.json")
DECKS = ("blue-eyes-fusion", "dragon-strike", "magnum-overlord", "sevens-road")


def _has(kind: str) -> Callable[[Duel], bool]:
    return lambda d: any(a.kind == kind for a in d.legal_actions())


def _prompt(word: str) -> Callable[[Duel], bool]:
    return lambda d: d.request is not None and word in d.request.prompt


WANTED: dict[str, Callable[[Duel], bool]] = {
    "main": lambda d: d.request.kind == "main" and d.turn > 2 and len(d.legal_actions()) >= 12,
    "battle": lambda d: d.request.kind == "battle" and len(d.legal_actions()) >= 3,
    "maximum": _has("maximum"),
    "fusion-monster": _prompt("Fusion Monster"),
    "fusion-material": _prompt("Fusion Material"),
    "trap-window": lambda d: d.request.kind == "window",
    "tribute": _prompt("Tribute"),
    "replay": lambda d: d.request.kind == "replay",
    "pick-effect": lambda d: d.request.kind == "pick" and "Choose" in d.request.prompt
    and not any(w in d.request.prompt for w in ("Fusion", "Tribute", "Ritual")),
    "position": lambda d: d.request.kind == "position",
}


@functools.cache
def pool_and_decks() -> tuple[object, dict[str, tuple[tuple[int, ...], tuple[int, ...]]]]:
    return sample_pool_and_decks()


def find_positions(per_kind: int = 2, games: int = 400) -> dict[str, dict[str, object]]:
    """Records of the first `per_kind` positions of each wanted kind in random duels."""
    pool, decks = pool_and_decks()
    found: dict[str, dict[str, object]] = {}
    for seed in range(games):
        a, b = DECKS[seed % 4], DECKS[(seed // 4) % 4]
        duel = Duel.new(pool, (decks[a], decks[b]), seed=seed, first=seed % 2)  # type: ignore[arg-type]
        rng = random.Random(seed)
        while not duel.is_over:
            for kind, test in WANTED.items():
                names = [n for n in found if n.rsplit("-", 1)[0] == kind]
                if len(names) < per_kind and test(duel):
                    found[f"{kind}-{len(names) + 1}"] = duel.record().to_dict()
            duel.apply(rng.choice(duel.legal_actions()))
        if len(found) == per_kind * len(WANTED):
            break
    return found


def load_positions() -> dict[str, Duel]:
    """The saved positions, replayed."""
    pool, _ = pool_and_decks()
    records = json.loads(FILE.read_text(encoding="utf-8"))
    return {name: Duel.replay(DuelRecord.from_dict(rec), pool)  # type: ignore[arg-type]
            for name, rec in records.items()}


if __name__ == "__main__":
    positions = find_positions()
    FILE.write_text(json.dumps(positions, indent=1) + "\n", encoding="utf-8")
    print(f"{len(positions)} positions: {', '.join(sorted(positions))}")
