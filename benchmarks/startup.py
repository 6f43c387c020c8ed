"""Start-up time: from launching `rushdesk` to its main window being shown.

Each run is a fresh process (offscreen Qt, a fresh temporary profile for the first run
so the first-start work is included, then the same profile again): it records the
time from interpreter start to the window's first show event. The peer, measured in
the same run, is a bare PySide6 program that shows an empty QMainWindow: what any Qt
program of this kind pays. Prints medians; `--json` ends with one JSON object.
Budget (ARCHITECTURE.md section 9): <= 1.0 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

PROBE = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
START = float(sys.argv[1])

class Shown(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Show and isinstance(obj, QMainWindow):
            print(f"{time.time() - START:.4f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication([sys.argv[0]])
watcher = Shown()
app.installEventFilter(watcher)
if sys.argv[2] == "rushdesk":
    from rushdesk.ui.app import run_gui
    sys.exit(run_gui([]))
window = QMainWindow()
window.show()
sys.exit(app.exec())
"""


def _once(kind: str, home: str) -> float:
    import time

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RUSHDESK_HOME": home}
    start = time.time()
    run = subprocess.run([sys.executable, "-c", PROBE, repr(start), kind], env=env,
                         capture_output=True, text=True, check=True)
    return float(run.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as first_home, tempfile.TemporaryDirectory() as home:
        first = _once("rushdesk", first_home)  # first start: installs the prebuilt decks
        ours = [_once("rushdesk", home) for _ in range(args.runs)]
        peer = [_once("bare", home) for _ in range(args.runs)]
    report = {"first_start_s": first, "median_s": statistics.median(ours),
              "peer_median_s": statistics.median(peer), "runs": args.runs}
    met = "met" if report["median_s"] <= 1.0 else "NOT met"
    print(f"start to main window: median {report['median_s']:.3f} s over {args.runs} runs "
          f"(budget <= 1.0 s: {met}); first start {first:.3f} s; "
          f"bare PySide6 window {report['peer_median_s']:.3f} s")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
