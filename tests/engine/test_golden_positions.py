"""Golden positions: exact legal-action lists and perft counts (python-chess "perft" style).

Each position in `golden/positions.json` is a scenario; the file stores the legal
actions at its root and the number of action sequences of each depth (`perft`). A
change to move generation that alters any of them fails here. After a deliberate
rules change, regenerate with ``python -m tests.engine.test_golden_positions`` and
review the diff of the JSON by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rushdesk.engine import Duel

from .util import Side, build

GOLDEN = Path(__file__).parent / "golden" / "positions.json"
POS = {"atk": 1, "def": 2, "set": 3}


def _side(spec: dict) -> Side:
    def field(entries: list) -> list:
        return [None if e is None else (e[0], POS[e[1]], *e[2:]) for e in entries]

    return Side(hand=spec.get("hand", ()), deck=spec.get("deck"), gy=spec.get("gy", ()),
                monsters=field(spec.get("monsters", [])), spells=field(spec.get("spells", [])),
                lp=spec.get("lp", 8000))


def position(spec: dict) -> Duel:
    return build(turn=spec.get("turn", 3), tp=spec.get("tp", 0), phase=spec.get("phase", "main"),
                 p0=_side(spec.get("p0", {})), p1=_side(spec.get("p1", {})))


def perft(duel: Duel, depth: int) -> int:
    if depth == 0 or duel.is_over:
        return 1
    total = 0
    for action in duel.legal_actions():
        child = duel.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def _load() -> list[dict]:
    return json.loads(GOLDEN.read_text())


@pytest.mark.parametrize("entry", _load(), ids=lambda e: e["name"])
def test_golden_position(entry: dict) -> None:
    duel = position(entry["position"])
    assert [a.notation() for a in duel.legal_actions()] == entry["legal"]
    assert [perft(duel, d) for d in range(1, len(entry["perft"]) + 1)] == entry["perft"]


def regenerate() -> None:
    """Rewrite the expected lists and counts from the engine (review the diff!)."""
    entries = _load()
    for entry in entries:
        duel = position(entry["position"])
        entry["legal"] = [a.notation() for a in duel.legal_actions()]
        entry["perft"] = [perft(duel, d) for d in range(1, entry.get("depth", 3) + 1)]
    GOLDEN.write_text(json.dumps(entries, indent=1) + "\n")


if __name__ == "__main__":
    regenerate()
