"""LAN decision round trip on loopback, beside a bare QTcpSocket echo peer.

    python benchmarks/lan.py [--duels N] [--echoes N] [--json]

What is measured (ARCHITECTURE.md section 9: p99 <= 5 ms):

* **Decision round trip.** This process runs the host (`rushdesk.net.host.Host`); a
  headless guest runs in a second process (`python -m rushdesk.net.headless guest`)
  and answers every decision at once with a random option index. For each decision
  of the guest's seat, the clock starts when the host has written the
  DECISION_REQUEST to the socket and stops when the guest's answer has been decoded,
  checked and applied to the duel (`Duel.apply` returned). It includes both JSON
  codecs, the guest's view bookkeeping, two loopback hops and two event-loop wakeups,
  and excludes the STATE frames sent after the answer is applied.
* **The peer: a bare echo.** A second process runs a QTcpServer that echoes bytes;
  this process sends a frame of the median DECISION_REQUEST size and waits until the
  whole frame is back. Same machine, same run, same Qt event loop, no JSON, no engine:
  the floor that the protocol's own work sits on.

Figures are printed with the budget and "met" / "NOT met"; nothing is asserted
(shared, noisy machines). With `--json` the last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
BUDGET_P99_MS = 5.0

_ECHO_SERVER = """
import sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QHostAddress, QTcpServer
app = QCoreApplication(sys.argv)
server = QTcpServer()
server.listen(QHostAddress("127.0.0.1"), 0)
socks = []
def accept():
    s = server.nextPendingConnection()
    s.setSocketOption(s.SocketOption.LowDelayOption, 1)
    socks.append(s)
    s.readyRead.connect(lambda: (s.write(s.readAll()), s.flush()))
    s.disconnected.connect(app.quit)
server.newConnection.connect(accept)
print(server.serverPort(), flush=True)
app.exec()
"""


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)

    def pct(p: float) -> float:
        return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]

    return {"p50_ms": pct(50) * 1e3, "p95_ms": pct(95) * 1e3, "p99_ms": pct(99) * 1e3,
            "mean_ms": statistics.fmean(ordered) * 1e3}


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}


def measure_decisions(duels: int) -> tuple[list[float], list[int]]:
    from PySide6.QtCore import QCoreApplication, QTimer

    from rushdesk.net import protocol as P
    from rushdesk.net.headless import RandomSeatPlayer, fixture_setup
    from rushdesk.net.host import Host
    from rushdesk.net.room import GUEST_SEAT

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    pool, deck = fixture_setup("beatdown")
    player = RandomSeatPlayer(1)
    host = Host(pool, name="Bench", join_code="1", listener=player)
    player.client = host.local
    room = host.room
    samples: list[float] = []
    sizes: list[int] = []
    started: dict[int, float] = {}
    request = room._request

    def timed_request(pending: Any) -> None:
        request(pending)
        if pending.seat == GUEST_SEAT:
            started[pending.id] = time.perf_counter()
            sizes.append(len(P.encode_payload({**pending.msg, "seq": 1}, 1 << 20)))

    def applied(seat: int, decision_id: int) -> None:
        if seat == GUEST_SEAT and decision_id in started:
            samples.append(time.perf_counter() - started.pop(decision_id))

    room._request = timed_request  # type: ignore[method-assign]
    room.on_applied = applied
    done = [0]

    def on_end(*_: Any) -> None:
        done[0] += 1
        if done[0] >= duels:
            QTimer.singleShot(100, app.quit)
        else:
            host.local.ready()

    player.on_end = on_end
    port = host.listen(0)
    host.local.submit_deck(deck)
    host.local.ready()
    guest = subprocess.Popen(
        [sys.executable, "-m", "rushdesk.net.headless", "guest", "--port", str(port),
         "--code", "1", "--deck", "walls", "--duels", str(duels), "--timeout", "300"],
        env=_env(), cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    QTimer.singleShot(120_000, lambda: app.exit(3))
    app.exec()
    host.close()
    try:
        guest.wait(timeout=10)
    except subprocess.TimeoutExpired:
        guest.kill()
    return samples, sizes


def measure_echo(size: int, count: int) -> list[float]:
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    server = subprocess.Popen([sys.executable, "-c", _ECHO_SERVER], env=_env(),
                              stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    port = int(server.stdout.readline())
    sock = QTcpSocket()
    sock.connectToHost("127.0.0.1", port)
    sock.waitForConnected(5000)
    sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
    frame = len(b"x" * size).to_bytes(4, "big") + b"x" * size
    samples: list[float] = []
    got = [0]
    loop = QEventLoop()

    def read() -> None:
        got[0] += len(sock.readAll().data())
        if got[0] >= len(frame):
            loop.quit()

    sock.readyRead.connect(read)
    for _ in range(count):
        got[0] = 0
        t0 = time.perf_counter()
        sock.write(frame)
        sock.flush()
        loop.exec()
        samples.append(time.perf_counter() - t0)
    sock.disconnectFromHost()
    app.processEvents()
    server.wait(timeout=10)
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duels", type=int, default=20)
    parser.add_argument("--echoes", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    samples, sizes = measure_decisions(args.duels)
    if not samples:
        print("no decision was measured", file=sys.stderr)
        return 1
    frame = int(statistics.median(sizes))
    echo = measure_echo(frame, args.echoes)
    ours, peer = percentiles(samples), percentiles(echo)
    met = "met" if ours["p99_ms"] <= BUDGET_P99_MS else "NOT met"
    print(f"decision round trip on loopback, {len(samples)} decisions in {args.duels} duels "
          f"(median request frame {frame} bytes):")
    print(f"  p50 {ours['p50_ms']:.3f} ms  p95 {ours['p95_ms']:.3f} ms  "
          f"p99 {ours['p99_ms']:.3f} ms  (budget p99 <= {BUDGET_P99_MS} ms: {met})")
    print(f"peer: bare QTcpSocket echo of a {frame}-byte frame, {len(echo)} round trips:")
    print(f"  p50 {peer['p50_ms']:.3f} ms  p95 {peer['p95_ms']:.3f} ms  "
          f"p99 {peer['p99_ms']:.3f} ms")
    ratio = ours["p50_ms"] / peer["p50_ms"] if peer["p50_ms"] else 0.0
    print(f"  ours / peer at p50: {ratio:.1f}x")
    if args.json:
        print(json.dumps({"decisions": len(samples), "duels": args.duels, "frame_bytes": frame,
                          **{f"decision_{k}": round(v, 4) for k, v in ours.items()},
                          **{f"echo_{k}": round(v, 4) for k, v in peer.items()},
                          "echoes": len(echo), "ratio_p50": round(ratio, 2),
                          "budget_p99_ms": BUDGET_P99_MS, "budget_met": met == "met"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
