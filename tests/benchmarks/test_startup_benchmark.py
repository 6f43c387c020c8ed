"""The start-up benchmark runs and reports its figures (no timing assertions)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_startup_benchmark_reports_medians() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "startup.py"), "--runs", "1",
                          "--json"], capture_output=True, text=True, check=True)
    report = json.loads(run.stdout.strip().splitlines()[-1])
    for key in ("first_start_s", "median_s", "peer_median_s"):
        assert 0 < report[key] < 60
