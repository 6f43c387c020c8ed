"""`rushdesk --selftest` from a checkout: a real process, offscreen, a throw-away profile.
(CI also runs it from the PyInstaller bundle in an empty environment.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_the_self_test_passes_from_a_checkout_and_leaves_no_files(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("RUSHDESK_HOME", None)
    run = subprocess.run([sys.executable, "-m", "rushdesk.cli", "--selftest"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    for step in ("Qt application and font", "user database and prebuilt decks",
                 "card database and a card face", "every main screen",
                 "build and save a deck", "AI-vs-AI duel"):
        assert any(line.startswith(f"ok   {step}") for line in lines), run.stdout
    assert "self-test passed" in lines[-1] and "duel on the board" in lines[-1]
    # the player's own profile was never touched: a throw-away one was used
    assert not (tmp_path / "data" / "rushdesk").exists()


def test_the_self_test_reports_a_failing_step_and_exits_non_zero(tmp_path: Path) -> None:
    env = {**os.environ, "RUSHDESK_CARDDB": str(tmp_path / "no-such-carddb")}
    run = subprocess.run([sys.executable, "-m", "rushdesk.cli", "--selftest"], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=240)
    assert run.returncode == 1
    assert "FAIL " in run.stdout and "self-test FAILED" in run.stdout
