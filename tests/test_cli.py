"""The `rushdesk` command line: help, version and error reporting."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from rushdesk import __version__, cli

REPO = Path(__file__).resolve().parent.parent


def test_help_runs_and_lists_sim() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rushdesk.cli", "--help"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "sim" in result.stdout


def test_python_dash_m_rushdesk_is_the_command() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rushdesk", "tournament", "--agent", "hard"],
        cwd=REPO, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("rushdesk: error: give two or more"), result.stderr


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"rushdesk {__version__}"


def test_value_error_is_one_line_and_exit_code_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class DeckNotFound(ValueError):
        pass

    def failing_command(args: argparse.Namespace) -> int:
        raise DeckNotFound("no deck named 'nope'")

    parser = argparse.ArgumentParser(prog="rushdesk")
    parser.set_defaults(handler=failing_command)
    monkeypatch.setattr(cli, "build_parser", lambda command=None: parser)

    assert cli.main([]) == 2
    captured = capsys.readouterr()
    assert captured.err == "rushdesk: error: no deck named 'nope'\n"
    assert "Traceback" not in captured.err
