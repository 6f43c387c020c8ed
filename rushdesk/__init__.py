"""rushdesk: a desktop program for the Yu-Gi-Oh! Rush Duel card game.

The rules engine lives in `rushdesk.engine` (standard library only); the Qt user
interface in `rushdesk.ui`; `rushdesk.cli` is the `rushdesk` command.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("rushdesk")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"

__all__ = ["__version__"]
