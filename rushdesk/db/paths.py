"""Where rushdesk keeps its files: per-user data and cache folders for each platform.

`RUSHDESK_HOME` overrides both (tests and portable installs use it): data goes to
`$RUSHDESK_HOME/data`, the cache to `$RUSHDESK_HOME/cache`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP = "rushdesk"


def _home_override(kind: str) -> Path | None:
    home = os.environ.get("RUSHDESK_HOME")
    return Path(home) / kind if home else None


def data_dir() -> Path:
    """The user's data folder (decks, settings, imported cards); created if missing."""
    path = _home_override("data")
    if path is None:
        if sys.platform == "win32":
            path = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / APP
        elif sys.platform == "darwin":
            path = Path.home() / "Library" / "Application Support" / APP
        else:
            base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
            path = Path(base) / APP
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    """The user's cache folder (the built card database, rendered faces); created if missing."""
    path = _home_override("cache")
    if path is None:
        if sys.platform == "win32":
            base = os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local")
            path = Path(base) / APP / "cache"
        elif sys.platform == "darwin":
            path = Path.home() / "Library" / "Caches" / APP
        else:
            path = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / APP
    path.mkdir(parents=True, exist_ok=True)
    return path
