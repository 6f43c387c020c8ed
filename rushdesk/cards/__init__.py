"""Card behaviour: one module per set, each a table of declarative card scripts.

`SCRIPTS` maps a card name to its script; facts live in `carddb/` and are joined to
scripts by name (every print of a card shares its name) in `rushdesk.db`.
"""

from rushdesk.engine.effects.script import CardScript

from .seed import SCRIPTS as _SEED

SCRIPTS: dict[str, CardScript] = {**_SEED}

__all__ = ["SCRIPTS"]
