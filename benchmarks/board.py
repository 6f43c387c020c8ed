"""Board speed: the time to apply one event batch to the duel board's scene.

    python benchmarks/board.py [--duels N] [--seed S] [--json]

What is measured (ARCHITECTURE.md section 9, budget: 16 ms, one frame at 60 fps):

* **The batches.** N recorded duels (the Greedy1 baseline against itself; duel k: seed S + k,
  the `machines` deck against `dragon-strike` and back, so Maximum and Fusion Summons
  happen) are replayed decision by decision. Each decision's events, as seat 0 may see
  them (`events_for`), with the observation after it, is one batch: exactly what a
  seat session hands the board.
* **apply.** `BoardScene.show(observation, events)` at animation speed 1: following
  cards through the batch, placing, creating and removing items, building the
  animations. This is the work done in the GUI thread when a batch arrives.
* **apply + frame.** The same, then the finished animations and one frame of the
  1280x800 view rendered into an image: the batch fully on screen.
* **Peers measured in the same run, on the same batches:** the engine's own
  `Duel.apply` of the action that produced the batch, and a bare scene update: the same
  number of plain rectangle items moved in a bare QGraphicsScene with no board logic.

Faces are drawn once before timing (the board caches them; a duel shows the same cards
again and again). Percentiles are over all batches. Budgets are printed as "met" /
"NOT met", never asserted: the machines are shared and noisy.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

BUDGET_MS = 16.0


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def record_batches(duels: int, seed: int) -> tuple[Any, list[tuple[Any, Any, float]]]:
    """Play the duels; return the pool and (events for seat 0, observation, engine ms)."""
    from rushdesk.ai.baselines import Greedy1Agent
    from rushdesk.ai.sim import sample_pool_and_decks
    from rushdesk.engine import Duel

    pool, decks = sample_pool_and_decks()
    batches = []
    for k in range(duels):
        pair = ("machines", "dragon-strike") if k % 2 == 0 else ("dragon-strike", "machines")
        duel = Duel.new(pool, (decks[pair[0]], decks[pair[1]]), seed=seed + k, first=k % 2)
        agents = (Greedy1Agent(seed + k), Greedy1Agent(seed + k + 1))
        batches.append((duel.events_for(0, duel.last_events), duel.observe(0), 0.0))
        while not duel.is_over and len(duel.actions) < 600:
            action = agents[duel.current_player or 0].choose(duel)
            start = time.perf_counter()
            events = duel.apply(action)
            engine_ms = (time.perf_counter() - start) * 1000
            batches.append((duel.events_for(0, events), duel.observe(0), engine_ms))
    return pool, batches


def measure(duels: int, seed: int) -> dict[str, Any]:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from rushdesk.ui.cardpix import FacePixmaps
    from rushdesk.ui.duel.scene import FACE_WIDTH, BoardScene, BoardView

    app = QApplication.instance() or QApplication([])
    pool, batches = record_batches(duels, seed)
    folder = Path(tempfile.mkdtemp(prefix="rushdesk-board-bench-"))
    faces = FacePixmaps(folder)

    def face(card: Any) -> Any:
        return faces.pixmap(card, FACE_WIDTH)

    codes = {code for events, obs, _ in batches for ev in events for code in (ev.code,) if code}
    for code in codes:  # warm the face cache: a duel shows the same cards again and again
        face(pool[code])

    scene = BoardScene(pool, 0, ("Yuga", "Rival"), face, speed=1.0)
    view = BoardView(scene)
    view.resize(1280, 800)
    image = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    bare = QGraphicsScene(0, 0, 720, 880)
    rects = [bare.addRect(QRectF(0, 0, 84, 122)) for _ in range(40)]

    apply_ms, frame_ms, engine_ms, bare_ms = [], [], [], []
    gc.disable()
    try:
        for events, observation, engine in batches:
            start = time.perf_counter()
            scene.show(observation, events)
            mid = time.perf_counter()
            scene.finish_animations()
            painter = QPainter(image)
            view.render(painter)
            painter.end()
            end = time.perf_counter()
            apply_ms.append((mid - start) * 1000)
            frame_ms.append((end - start) * 1000)
            engine_ms.append(engine)
            moved = len(scene.items_by_key)
            start = time.perf_counter()
            for n, rect in enumerate(rects[:moved]):
                rect.setPos((n * 37 + len(events)) % 700, (n * 53) % 800)
            bare.update()
            app.processEvents()
            bare_ms.append((time.perf_counter() - start) * 1000)
    finally:
        gc.enable()
    faces.wait()

    def figures(values: list[float]) -> dict[str, float]:
        return {"p50": round(statistics.median(values), 3),
                "p95": round(_percentile(values, 95), 3),
                "max": round(max(values), 3)}

    return {
        "duels": duels, "batches": len(batches),
        "events": sum(len(e) for e, _, _ in batches),
        "apply_ms": figures(apply_ms), "apply_frame_ms": figures(frame_ms),
        "peer_engine_apply_ms": figures(engine_ms[1:] or [0.0]),
        "peer_bare_scene_ms": figures(bare_ms),
        "budget_ms": BUDGET_MS,
        "python": platform.python_version(),
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duels", type=int, default=6, help="recorded duels (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first duel")
    parser.add_argument("--json", action="store_true", help="end with one JSON line")
    args = parser.parse_args(argv)
    report = measure(max(1, args.duels), args.seed)
    print(f"{report['batches']} event batches ({report['events']} events) from "
          f"{report['duels']} recorded duels")
    for key, label in (("apply_ms", "board: apply a batch"),
                       ("apply_frame_ms", "board: apply + render a frame"),
                       ("peer_engine_apply_ms", "peer: engine Duel.apply"),
                       ("peer_bare_scene_ms", "peer: bare scene update")):
        f = report[key]
        print(f"  {label:32s} p50 {f['p50']:7.3f} ms  p95 {f['p95']:7.3f} ms  "
              f"max {f['max']:7.3f} ms")
    for key in ("apply_ms", "apply_frame_ms"):
        verdict = "met" if report[key]["p95"] <= BUDGET_MS else "NOT met"
        print(f"  budget p95 <= {BUDGET_MS:.0f} ms for {key}: {verdict}")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
