"""`benchmarks/engine.py` runs end to end at a tiny size and reports every figure.

Only the shape of the report is checked, never the timings: machines are shared and
noisy, and the budgets of ARCHITECTURE.md section 9 are read from the benchmark's output.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "benchmarks" / "engine.py"

FIGURES = (
    "duels_per_s", "actions_per_s", "clone_us", "deepcopy_us", "clone_speedup",
    "peer_plies_per_s", "peer_ratio",
)  # fmt: skip
COUNTS = ("duels", "actions", "peer_games", "peer_plies", "clone_number", "deepcopy_number")


def run_benchmark(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_tiny_run_reports_every_figure_as_json() -> None:
    result = run_benchmark("--duels", "5", "--json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    report = json.loads(lines[-1])
    for key in FIGURES + COUNTS:
        value = report[key]
        assert isinstance(value, int | float) and not isinstance(value, bool), key
        assert math.isfinite(value) and value > 0, (key, value)
    assert report["duels"] == 5
    assert report["clone_speedup"] == report["deepcopy_us"] / report["clone_us"]
    assert report["peer_ratio"] == report["actions_per_s"] / report["peer_plies_per_s"]
    assert report["python"] and report["platform"]
    assert report["peer"].startswith("python-chess ")
    assert set(report["targets"]) == {"duels_per_s", "clone_us", "clone_speedup", "peer_ratio"}
    # The human-readable figures come first, with the budgets beside them.
    text = "\n".join(lines[:-1])
    assert "duels/s" in text and "clone()" in text and "peer plies/s" in text
    assert text.count("met") >= 4


def test_bad_arguments_exit_non_zero() -> None:
    result = run_benchmark("--duels", "0")
    assert result.returncode != 0
    assert "--duels" in result.stderr
