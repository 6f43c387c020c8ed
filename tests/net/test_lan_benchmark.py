"""`benchmarks/lan.py` runs end to end at a tiny size and prints every figure (timings
are read from its output, never asserted)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_lan_benchmark_reports_round_trips_and_the_echo_peer() -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, str(REPO / "benchmarks" / "lan.py"), "--duels", "1",
                          "--echoes", "50", "--json"], cwd=REPO, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["decisions"] > 0 and figures["echoes"] == 50
    for key in ("decision_p50_ms", "decision_p99_ms", "echo_p50_ms", "echo_p99_ms"):
        assert math.isfinite(figures[key]) and figures[key] > 0
    assert "budget p99 <= 5.0 ms" in out.stdout
