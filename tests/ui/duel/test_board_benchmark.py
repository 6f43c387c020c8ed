"""`benchmarks/board.py` runs end to end at a tiny size and reports every figure (the
timings themselves are read from its output, never asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def test_the_board_benchmark_reports_every_figure() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    result = subprocess.run([sys.executable, str(REPO / "benchmarks" / "board.py"),
                             "--duels", "1", "--json"], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["batches"] > 10 and report["events"] > report["batches"]
    for key in ("apply_ms", "apply_frame_ms", "peer_engine_apply_ms", "peer_bare_scene_ms"):
        assert 0 <= report[key]["p50"] <= report[key]["p95"] <= report[key]["max"]
    assert "budget p95 <= 16 ms for apply_ms" in result.stdout
