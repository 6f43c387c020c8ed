"""The engine's hot paths build some events as plain tuples (`tuple.__new__(Event,
(...))`) to skip the keyword call. Such a tuple must give every field of `Event`: one
field added to `Event` and not to them would leave those events short, silently."""

from __future__ import annotations

import ast
from pathlib import Path

import rushdesk.engine
from rushdesk.engine.events import Event

ENGINE = Path(rushdesk.engine.__file__).parent


def _fast_event_tuples() -> list[tuple[str, int, ast.Tuple]]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and len(node.args) == 2
                    and isinstance(node.args[0], ast.Name) and node.args[0].id == "Event"
                    and isinstance(node.args[1], ast.Tuple)):
                found.append((path.name, node.lineno, node.args[1]))
    return found


def test_every_fast_event_tuple_gives_every_field() -> None:
    found = _fast_event_tuples()
    assert len(found) >= 5  # moves, turns, attacks, battles, positions, damage
    for name, line, tup in found:
        assert len(tup.elts) == len(Event._fields), f"{name}:{line}"
