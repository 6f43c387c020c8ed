"""Card behaviour: one module per set, each a table of declarative card scripts.

`SCRIPTS` maps a card name to its script; facts live in `carddb/` and are joined to
scripts by name (every print of a card shares its name) in `rushdesk.db`.
"""

from rushdesk.engine.effects.script import CardScript

from . import booster01, booster02, booster03a, booster03b, seed, starters

_MODULES = (seed, booster01, booster02, booster03a, booster03b, starters)


def _merge() -> dict[str, CardScript]:
    merged: dict[str, CardScript] = {}
    for module in _MODULES:
        for name, script in module.SCRIPTS.items():
            if name in merged:
                raise ValueError(f"{name!r} is scripted twice ({module.__name__})")
            merged[name] = script
    return merged


SCRIPTS: dict[str, CardScript] = _merge()

__all__ = ["SCRIPTS"]
