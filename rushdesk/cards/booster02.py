"""Card scripts for booster02: see `carddb/sets/` for the cards' facts."""

from __future__ import annotations

from rushdesk.engine.effects.script import CardScript

SCRIPTS: dict[str, CardScript] = {}
