"""How much of the card pool rushdesk plays: known, scripted and tested cards per set.

A card is *known* when the card database has it (from `carddb/` or the user's import),
*scripted* when `rushdesk.cards` has its behaviour, and *tested* when a card test under
`tests/cards/` names it (a string literal equal to the card's name). The tests exist in
a source checkout only; elsewhere `tested` is None.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import CardDB
from .sources import carddb_dir


@dataclass
class SetCoverage:
    known: int = 0
    scripted: int = 0
    tested: int | None = 0

    def to_dict(self) -> dict[str, Any]:
        return {"known": self.known, "scripted": self.scripted, "tested": self.tested}


@dataclass
class Coverage:
    sets: dict[str, SetCoverage] = field(default_factory=dict)
    known: int = 0  # distinct cards (by name)
    scripted: int = 0
    tested: int | None = 0

    def to_dict(self) -> dict[str, Any]:
        return {"known": self.known, "scripted": self.scripted, "tested": self.tested,
                "sets": {k: v.to_dict() for k, v in sorted(self.sets.items())}}


def tested_names(tests_dir: Path | None = None) -> set[str] | None:
    """Names mentioned as string literals in the card tests; None without a checkout."""
    tests_dir = tests_dir or carddb_dir().parent / "tests" / "cards"
    if not tests_dir.is_dir():
        return None
    names: set[str] = set()
    for path in sorted(tests_dir.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _module_strings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                names.add(node.value)
            elif isinstance(node, ast.JoinedStr):
                text = _join(node, constants)
                if text is not None:
                    names.add(text)
    return names


def _module_strings(tree: ast.Module) -> dict[str, str]:
    """Module-level NAME = "string" assignments (card names kept in constants)."""
    found = {}
    for stmt in tree.body:
        if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)
                and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)):
            found[stmt.targets[0].id] = stmt.value.value
    return found


def _join(node: ast.JoinedStr, constants: dict[str, str]) -> str | None:
    """An f-string made of literals and module string constants, e.g. f"{NAME} [L]"."""
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            parts.append(value.value)
        elif (isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.Name)
              and value.value.id in constants and value.format_spec is None):
            parts.append(constants[value.value.id])
        else:
            return None
    return "".join(parts)


def coverage(db: CardDB, tests_dir: Path | None = None) -> Coverage:
    """Counts per set (by print) and overall (by distinct card name)."""
    tested = tested_names(tests_dir)
    report = Coverage(tested=None if tested is None else 0)
    sets: dict[str, SetCoverage] = defaultdict(
        lambda: SetCoverage(tested=None if tested is None else 0))
    overall: dict[str, tuple[bool, bool]] = {}
    for spec in db.search():
        name = spec.card.name
        is_tested = tested is not None and spec.scripted and name in tested
        entry = sets[spec.set]
        entry.known += 1
        entry.scripted += spec.scripted
        if entry.tested is not None:
            entry.tested += is_tested
        seen = overall.get(name, (False, False))
        overall[name] = (seen[0] or spec.scripted, seen[1] or is_tested)
    report.sets = dict(sets)
    report.known = len(overall)
    report.scripted = sum(s for s, _ in overall.values())
    if tested is not None:
        report.tested = sum(t for _, t in overall.values())
    return report


def format_report(report: Coverage) -> str:
    def pct(part: int | None, whole: int) -> str:
        return "-" if part is None else f"{part}/{whole} ({100 * part / max(whole, 1):.0f}%)"

    lines = [f"{'set':<14} {'scripted':>16} {'tested':>16}"]
    for key, s in sorted(report.sets.items()):
        lines.append(f"{key:<14} {pct(s.scripted, s.known):>16} {pct(s.tested, s.known):>16}")
    lines.append(f"{'all cards':<14} {pct(report.scripted, report.known):>16} "
                 f"{pct(report.tested, report.known):>16}")
    if report.tested is None:
        lines.append("(tested: the card tests are not here; run from a source checkout)")
    return "\n".join(lines)
