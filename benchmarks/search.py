"""Card search speed over a real card pool: what one keystroke in the deck editor costs.

Imports the reference EDOPro card database (3,478 rows, 3,110 distinct cards) into a
temporary rushdesk home, then times `CardDB.search` for the queries a player types
letter by letter (English prefixes and words, Japanese, passcodes, filters). The peer,
measured in the same run, is the obvious alternative: a Python scan over the same cards
held in memory, matching lower-cased substrings of name and text. Prints the median
and 95th percentile per query; `--json` ends with one JSON object. Budget
(ARCHITECTURE.md section 9): <= 16 ms per keystroke, results shown.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "data" / "cards-rush.cdb"
QUERIES = ["b", "bl", "blu", "blue", "blue-e", "blue-eyes w", "dra", "drag", "dragon",
           "destroy", "maximum", "sevens road", "ドラ", "ドラゴン", "青眼", "160301001"]


def _time(func, repeats: int) -> list[float]:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cdb", type=Path, default=REFERENCE, help="an EDOPro cards-rush.cdb")
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not args.cdb.exists():
        print(f"no card database to import at {args.cdb}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as home:
        os.environ["RUSHDESK_HOME"] = home
        from rushdesk.cards import SCRIPTS
        from rushdesk.db.cards import IMPORTED_FILE, CardDB, playable
        from rushdesk.db.edopro import import_cdb
        from rushdesk.db.paths import data_dir

        import_cdb(args.cdb, data_dir() / IMPORTED_FILE, playable)
        db = CardDB.open()
        cards = [(s.card.name.lower(), s.text.lower(), s.card.name_ja, s) for s in db.search()]
        report: dict[str, object] = {"cards": len(cards), "queries": {}, "scripts": len(SCRIPTS)}
        ours_all: list[float] = []
        peer_all: list[float] = []
        for query in QUERIES:
            ours = _time(lambda q=query: db.search(q), args.repeats)
            low = query.lower()
            peer = _time(lambda q=low: [c for c in cards if q in c[0] or q in c[1] or q in c[2]],
                         args.repeats)
            ours_all += ours
            peer_all += peer
            report["queries"][query] = {  # type: ignore[index]
                "results": len(db.search(query)), "median_ms": statistics.median(ours),
                "peer_median_ms": statistics.median(peer)}
        filtered = _time(lambda: db.search("dragon", kind="monster", level=(7, 12),
                                           atk=(2000, 9999)), args.repeats)
        ours_all += filtered
        report.update({
            "median_ms": statistics.median(ours_all),
            "p95_ms": sorted(ours_all)[int(len(ours_all) * 0.95)],
            "peer_median_ms": statistics.median(peer_all),
            "filtered_median_ms": statistics.median(filtered),
        })
        db.close()
    print(f"card search over {report['cards']} cards, {args.repeats} runs per query")
    for query, figures in report["queries"].items():  # type: ignore[attr-defined]
        print(f"  {query!r:16} {figures['results']:5} results  {figures['median_ms']:7.3f} ms"
              f"   peer scan {figures['peer_median_ms']:7.3f} ms")
    met = "met" if report["median_ms"] <= 16 else "NOT met"  # type: ignore[operator]
    print(f"  median {report['median_ms']:.3f} ms, p95 {report['p95_ms']:.3f} ms "
          f"(budget <= 16 ms per keystroke: {met}); peer median "
          f"{report['peer_median_ms']:.3f} ms; with filters {report['filtered_median_ms']:.3f} ms")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
