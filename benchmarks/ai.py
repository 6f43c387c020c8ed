"""AI decision times per level, against peers measured in the same run.

Collects decision points from duels between noisy scripted players on the prebuilt
decks (every decision with two or more legal actions, sampled evenly), then times each
level's `choose` on every one of them, with its time budget, on this one core. The
peers are the baselines Random and Greedy1 (one evaluation per legal action) timed on
the same positions, so a slow machine shows up in them too. Prints p50/p95/p99/max per
agent; `--json` ends with one JSON object. Budget (ARCHITECTURE.md section 9): Hard
p95 <= 110 ms and p99 <= 150 ms.

    python benchmarks/ai.py --positions 200
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import time
from typing import Any

from rushdesk.ai.levels import LEVELS, make_agent
from rushdesk.ai.policy import noisy_scripted_action
from rushdesk.ai.sim import load_deck, sample_pool_and_decks
from rushdesk.ai.tournament import PREBUILT
from rushdesk.engine import Duel

PEERS = ("random", "greedy1")
TARGETS = {"hard": (110.0, 150.0)}  # p95, p99 in ms


def decision_points(count: int, seed: int) -> list[Duel]:
    """`count` decisions (two or more legal actions) from scripted duels, evenly spread."""
    pool, decks = sample_pool_and_decks()
    pairs = list(itertools.product(PREBUILT, repeat=2))
    found: list[Duel] = []
    k = 0
    while len(found) < count * 4:
        d0, d1 = pairs[k % len(pairs)]
        rng = random.Random(seed + k)
        duel = Duel.new(pool, (load_deck(d0, decks), load_deck(d1, decks)), seed=seed + k,
                        first=k % 2)
        while duel.result is None:
            legal = duel.legal_actions()
            if len(legal) >= 2:
                found.append(duel.clone())
            duel.apply(noisy_scripted_action(duel, duel.current_player, legal, rng, 0.2))
        k += 1
    step = len(found) / count
    return [found[int(i * step)] for i in range(count)]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def time_agent(name: str, positions: list[Duel]) -> dict[str, float]:
    times = []
    for n, duel in enumerate(positions):
        agent = make_agent(name, seed=n)
        start = time.perf_counter()
        action = agent.choose(duel)
        times.append((time.perf_counter() - start) * 1000)
        if action not in duel.legal_actions():
            raise RuntimeError(f"{name} chose an illegal action {action}")
    return {"p50": statistics.median(times), "p95": percentile(times, 95),
            "p99": percentile(times, 99), "max": max(times), "mean": statistics.fmean(times)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=90_000)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS),
                        help="levels to time (default: all)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    positions = decision_points(args.positions, args.seed)
    print(f"{len(positions)} decision points from scripted duels on {', '.join(PREBUILT)}")
    report: dict[str, Any] = {"positions": len(positions), "agents": {}}
    print(f"  {'agent':<10} {'p50':>8} {'p95':>8} {'p99':>8} {'max':>8}  (ms)")
    for name in [*PEERS, *args.levels]:
        stats = time_agent(name, positions)
        report["agents"][name] = {k: round(v, 2) for k, v in stats.items()}
        cols = " ".join(f"{stats[k]:8.1f}" for k in ("p50", "p95", "p99", "max"))
        line = f"  {name:<10} {cols}"
        if name in TARGETS:
            p95, p99 = TARGETS[name]
            ok = stats["p95"] <= p95 and stats["p99"] <= p99
            line += f"  budget p95 <= {p95:.0f}, p99 <= {p99:.0f}: {'met' if ok else 'MISSED'}"
            report["agents"][name]["budget_met"] = ok
        if name not in PEERS:
            ratio = stats["p50"] / max(report["agents"]["greedy1"]["p50"], 1e-6)
            line += f"  (p50 {ratio:.0f}x Greedy1's)"
        print(line, flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
