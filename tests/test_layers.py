"""The layer rules of ARCHITECTURE.md section 2, checked two ways.

`lint-imports` reads the contracts in pyproject.toml and sees every import in the
source. The fresh-interpreter tests see what really gets loaded, including imports
made by third-party code, which import-linter does not follow.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# Printed by the child interpreter: the loaded modules that belong to a forbidden family.
_DETECT = """
import json, re, sys
_pattern = re.compile(r"({families})(\\.|$)")
print(json.dumps(sorted(m for m in sys.modules if _pattern.match(m))))
"""
HEAVY = ("PySide6", "shiboken6", "sqlite3", "_sqlite3", "sqlite_utils", "PIL")

# Imports a package and every module in it, since a package's __init__ need not do so.
_IMPORT_ALL = """
import importlib, pkgutil
_package = importlib.import_module({package!r})
for _info in pkgutil.walk_packages(_package.__path__, _package.__name__ + "."):
    importlib.import_module(_info.name)
"""


def loaded_modules(code: str, families: tuple[str, ...] = HEAVY) -> list[str]:
    """Run `code` in a fresh interpreter; return the loaded modules of `families`."""
    pattern = "|".join(name.replace(".", r"\\.") for name in families)
    result = subprocess.run(
        [sys.executable, "-c", code + _DETECT.format(families=pattern)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


@pytest.mark.parametrize("package", ["rushdesk.engine", "rushdesk.cards"])
def test_pure_packages_load_no_qt_sqlite_or_pillow(package: str) -> None:
    assert loaded_modules(_IMPORT_ALL.format(package=package)) == []


def test_detector_sees_a_forbidden_module() -> None:
    # Proves the check above can fail: the same detector, after a real sqlite3 import.
    assert "sqlite3" in loaded_modules("import sqlite3\n")


def test_net_loads_no_qtwidgets() -> None:
    # Backs the ruff banned-api rule, which sees only direct imports.
    code = _IMPORT_ALL.format(package="rushdesk.net")
    assert loaded_modules(code, families=("PySide6.QtWidgets",)) == []


def test_cli_and_its_parser_load_no_qt() -> None:
    # `rushdesk --help` and `rushdesk sim` build the parser, which imports rushdesk.ai.sim.
    code = "import rushdesk.cli\nrushdesk.cli.build_parser('sim')\n"
    assert loaded_modules(code, families=("PySide6", "shiboken6")) == []


def test_import_contracts_are_kept() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from importlinter.cli import lint_imports_command; "
            "sys.exit(lint_imports_command())",
            "--no-cache",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
