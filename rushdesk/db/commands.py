"""`rushdesk cards ...`: build the card database, import an EDOPro database, report
coverage, search."""

from __future__ import annotations

import argparse
import json
import sys

from .cards import CardDB, build, default_path
from .coverage import coverage, format_report
from .paths import data_dir


def add_cards_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    sub.add_parser("build", help="rebuild the card database from carddb/ and your imports")
    imp = sub.add_parser("import", help="import your own EDOPro cards-rush.cdb")
    imp.add_argument("path", help="the .cdb file")
    cov = sub.add_parser("coverage", help="how many known cards are scripted and tested")
    cov.add_argument("--json", action="store_true", help="end with one JSON line")
    find = sub.add_parser("search", help="find cards by name, text or passcode")
    find.add_argument("text", nargs="?", default="")
    find.add_argument("--kind", help='"monster", "fusion", "trap", "equip spell", ...')
    find.add_argument("--limit", type=int, default=20)


def run_cards_command(args: argparse.Namespace) -> int:
    action = args.cards_command
    if action == "build":
        rows = build(default_path())
        print(f"built {default_path()} with {rows} cards")
        return 0
    if action == "import":
        return _import(args.path)
    db = CardDB.open()
    if action == "coverage":
        report = coverage(db)
        print(format_report(report))
        if args.json:
            print(json.dumps(report.to_dict()))
        return 0
    for spec in db.search(args.text, kind=args.kind, limit=args.limit):
        mark = "" if spec.scripted else "  [unscripted]"
        print(f"{spec.card.code}  {spec.card.name}  ({spec.card.kind_name}){mark}")
    return 0


def _import(path: str) -> int:
    from .cards import IMPORTED_FILE, playable
    from .edopro import import_cdb

    def progress(done: int, total: int) -> None:
        print(f"\rimporting {done}/{total} cards", end="", file=sys.stderr, flush=True)

    target = data_dir() / IMPORTED_FILE
    report = import_cdb(path, target, playable, progress)
    print(file=sys.stderr)
    print(f"imported {report.total} rows ({report.distinct} distinct cards) into {target}")
    print(f"  playable: {report.scripted}, unscripted (browse only): {report.unscripted}")
    rows = build(default_path())
    print(f"rebuilt the card database: {rows} cards")
    return 0
