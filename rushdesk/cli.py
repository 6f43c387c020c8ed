"""The `rushdesk` command: the GUI by default, headless sub-commands for the rest.

Qt is imported only when the GUI is opened, so `rushdesk --help` and `rushdesk sim`
run on machines without a display and start quickly.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from rushdesk import __version__

Handler = Callable[[argparse.Namespace], int]


def _add_sim_command(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], *, chosen: bool
) -> None:
    parser = subparsers.add_parser(
        "sim",
        help="play random-vs-random duels headless and report the results",
        description="Play random-vs-random duels without a window and report the results.",
    )
    if chosen:
        # The options belong to rushdesk.ai.sim; import it only when `sim` runs.
        from rushdesk.ai.sim import add_sim_arguments, run_sim_command

        add_sim_arguments(parser)
        parser.set_defaults(handler=run_sim_command)


def _add_tournament_command(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], *, chosen: bool
) -> None:
    parser = subparsers.add_parser(
        "tournament",
        help="round robins between AI agents on decks, with win rates and Elo",
        description="Play round robins between AI levels and baselines and report the results.",
    )
    if chosen:
        from rushdesk.ai.tournament import add_tournament_arguments, run_tournament_command

        add_tournament_arguments(parser)
        parser.set_defaults(handler=run_tournament_command)


def _add_cards_command(
    subparsers: argparse._SubParsersAction[argparse.ArgumentParser], *, chosen: bool
) -> None:
    parser = subparsers.add_parser(
        "cards",
        help="the card database: build, import an EDOPro .cdb, coverage, search",
        description="Build the card database, import your own EDOPro card database, "
        "report how much of the card pool is scripted, or search it.",
    )
    if chosen:
        from rushdesk.db.commands import add_cards_arguments, run_cards_command

        add_cards_arguments(parser)
        parser.set_defaults(handler=run_cards_command)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The `rushdesk` parser; only the chosen sub-`command` gets its options.

    Building a sub-command's options imports its module, so the GUI and `--help`
    never pay for (or break on) a sub-command they do not run.
    """
    parser = argparse.ArgumentParser(
        prog="rushdesk",
        description="A desktop program for the Yu-Gi-Oh! Rush Duel card game. "
        "Without a sub-command, opens the main window.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--selftest", action="store_true",
                        help="check this installation offscreen (every screen, a deck, an "
                        "AI duel) in a throw-away profile; exit 0 when it works")
    subparsers = parser.add_subparsers(title="sub-commands", metavar="COMMAND")
    _add_sim_command(subparsers, chosen=command == "sim")
    _add_cards_command(subparsers, chosen=command == "cards")
    _add_tournament_command(subparsers, chosen=command == "tournament")
    return parser


def _run_gui(args: argparse.Namespace) -> int:
    from rushdesk.ui.app import run_gui  # Qt loads only here

    return run_gui([])


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `rushdesk` command with `argv` (default: `sys.argv[1:]`); return its exit code."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(argv[0] if argv else None)
    args = parser.parse_args(argv)
    if getattr(args, "selftest", False):
        from rushdesk.ui.selftest import run_selftest

        return run_selftest()
    handler: Handler = getattr(args, "handler", _run_gui)
    try:
        return handler(args)
    except ValueError as exc:
        # Bad input that a command reports as ValueError (a missing deck, a bad option
        # value): one line, no traceback, exit code 2 as for argparse's own usage errors.
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
