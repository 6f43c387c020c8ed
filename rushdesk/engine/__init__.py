"""The Rush Duel rules engine: pure Python, standard library only.

Start with `Duel.new`; every change goes through `Duel.apply` with one of
`Duel.legal_actions()`. See ARCHITECTURE.md section 3 for the contract.
"""

from .actions import (
    ATK,
    DEF,
    DIRECT,
    FIELD_ZONE,
    SET,
    Action,
    IllegalActionError,
    InvalidActionError,
)
from .cards import Attribute, CardData, CardPool, CardType
from .duel import Duel
from .events import Event
from .observe import Observation
from .outcome import Result
from .record import DuelOptions, DuelRecord
from .state import Request

__all__ = [
    "ATK", "DEF", "DIRECT", "FIELD_ZONE", "SET", "Action", "Attribute", "CardData",
    "CardPool", "CardType", "Duel", "DuelOptions", "DuelRecord", "Event",
    "IllegalActionError", "InvalidActionError", "Observation", "Request", "Result",
]  # fmt: skip
