"""Host and guest as two real processes over loopback, playing a duel to the end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _spawn(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen([sys.executable, "-m", "rushdesk.net.headless", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=REPO)


def test_two_processes_play_a_duel_to_the_end(tmp_path: Path) -> None:
    host = _spawn("host", "--port", "0", "--code", "424242", "--deck", "beatdown",
                  "--seed", "1", "--store", str(tmp_path / "lan.db"), "--timeout", "60")
    guest = None
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("PORT "), line + (host.stderr.read() if host.stderr else "")
        port = line.split()[1]
        guest = _spawn("guest", "--port", port, "--code", "424242", "--deck", "walls",
                       "--seed", "2", "--timeout", "60")
        guest_out, guest_err = guest.communicate(timeout=90)
        host_rest, host_err = host.communicate(timeout=30)
    finally:
        for proc in (host, guest):
            if proc is not None and proc.poll() is None:
                proc.kill()
    assert guest.returncode == 0, guest_err
    assert host.returncode == 0, host_err
    guest_result = json.loads(guest_out.strip().splitlines()[-1])
    host_result = json.loads(host_rest.strip().splitlines()[-1])
    assert guest_result["audit_ok"], guest_result["audit"]
    assert guest_result["final_hash"] == host_result["final_hash"]
    assert guest_result["winner"] == host_result["winner"]


def test_r7_the_host_process_is_killed_mid_duel_and_restarted(tmp_path: Path) -> None:
    """The host dies without a word; a new host process on the same port replays the
    duel log from its database; the guest, retrying with its stored token, resumes
    and finishes the duel, and its audit passes."""
    store = str(tmp_path / "lan.db")
    from sqlite_utils import Database

    from rushdesk.db.lanlog import LanLog

    # Each side thinks 50 ms a decision, so the duel is far from over when the host
    # is killed just after its log holds a few decisions (a fixed sleep raced the
    # duel's end on an idle machine).
    host = _spawn("host", "--port", "0", "--code", "7", "--store", store, "--delay", "50",
                  "--timeout", "60")
    procs = [host]
    try:
        assert host.stdout is not None
        port = host.stdout.readline().split()[1]
        guest = _spawn("guest", "--port", port, "--code", "7", "--deck", "walls",
                       "--delay", "50", "--timeout", "90")
        procs.append(guest)
        duel_line = host.stdout.readline()
        assert duel_line.startswith("DUEL "), duel_line
        duel_id = duel_line.split()[1]
        log = LanLog(Database(store))  # the host's log, read as it writes it
        give_up = time.monotonic() + 30
        while True:  # until some decisions are made and logged
            stored = log.get(duel_id)
            if stored is not None and len(stored.actions) >= 3:
                break
            assert time.monotonic() < give_up, "the host logged no decisions"
            time.sleep(0.02)
        host.kill()  # SIGKILL: no BYE, no clean close
        host.wait(timeout=10)
        stored = log.get(duel_id)
        assert stored is not None and stored.status == "running" and stored.actions
        again = _spawn("host", "--port", port, "--store", store, "--resume", duel_id,
                       "--timeout", "60")
        procs.append(again)
        guest_out, guest_err = guest.communicate(timeout=90)
        host_out, host_err = again.communicate(timeout=30)
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    assert guest.returncode == 0, guest_err
    assert again.returncode == 0, host_err
    guest_result = json.loads(guest_out.strip().splitlines()[-1])
    host_result = json.loads(host_out.strip().splitlines()[-1])
    assert guest_result["audit_ok"], guest_result["audit"]
    assert guest_result["final_hash"] == host_result["final_hash"]
