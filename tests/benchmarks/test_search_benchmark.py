"""The card search benchmark runs and reports its figures (no timing assertions)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "data" / "cards-rush.cdb"


@pytest.mark.skipif(not REFERENCE.exists(), reason="the reference cards-rush.cdb it imports "
                    "is not beside the checkout (../shared/data)")
def test_search_benchmark_reports_medians() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "search.py"), "--repeats",
                          "2", "--json"], capture_output=True, text=True, check=True)
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["cards"] == 3478
    for key in ("median_ms", "p95_ms", "peer_median_ms", "filtered_median_ms"):
        assert report[key] > 0
    assert report["queries"]["blue"]["results"] > 0


def test_search_benchmark_without_a_database_says_so(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "search.py"), "--cdb",
                          str(tmp_path / "none.cdb")], capture_output=True, text=True)
    assert run.returncode == 2 and "no card database" in run.stderr
