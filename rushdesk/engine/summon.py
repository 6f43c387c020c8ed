"""Normal Summons, Sets and Tribute Summons (R-MAIN-2, R-MAIN-3, R-ZONE-5).

Normal Summons and Sets are unlimited per turn, limited only by free Monster Zones
and Tributes: Level 5-6 needs 1, Level 7+ needs 2, from monsters the player controls
(face-up or face-down). An action names the zone; if that zone is occupied, its
monster is one of the Tributes, so the summon frees the zone it uses. Further
Tributes are single picks; when the Tributes are forced the engine takes them itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK, SET, Action
from .events import Event
from .procs import Proc
from .state import GY, MZONE, Request

if TYPE_CHECKING:
    from .duel import Duel


ALL_ZONES = (0, 1, 2)


class NormalSummon(Proc):
    """Summon or Set `card` (an object id in the hand) into Monster Zone `zone`."""

    __slots__ = ("card", "zone", "face_down", "need", "picked")

    def __init__(self, card: int, zone: int, face_down: bool, need: int) -> None:
        self.card = card
        self.zone = zone
        self.face_down = face_down
        self.need = need
        self.picked: tuple[int, ...] = ()

    def _candidates(self, duel: Duel) -> list[int]:
        p = duel.tp
        return [duel.oid[m] for m in duel.monsters(p) if duel.oid[m] not in self.picked]

    def run(self, duel: Duel) -> Request | None:
        p = duel.tp
        occupant = duel.mz[p][self.zone]
        if occupant >= 0 and duel.oid[occupant] not in self.picked:
            self.picked += (duel.oid[occupant],)
        remaining = self.need - len(self.picked)
        if remaining > 0:
            cands = self._candidates(duel)
            if len(cands) > remaining:
                return Request("pick", p, "Choose a monster to Tribute", remaining, remaining,
                               self.card)
            self.picked += tuple(cands)
        duel.stack.pop()
        place_summoned(duel, duel.inst(self.card), self.zone, self.face_down, self.need,
                       self.picked)
        return None

    def legal(self, duel: Duel) -> list[Action]:
        return [Action("pick", o) for o in self._candidates(duel)]

    def answer(self, duel: Duel, action: Action) -> None:
        self.picked += (action.card,)


def place_summoned(duel: Duel, i: int, zone: int, face_down: bool, need: int,
                   tributes: tuple[int, ...]) -> None:
    """Tribute `tributes` (object ids), then put card `i` into Monster Zone `zone`."""
    p = duel.tp
    top_level = 0  # the highest Level Tributed: "Normal Summoned by Tributing a Level 5+"
    if tributes:
        top_level = max(duel.level(duel.inst(o)) for o in tributes)
        for o in tributes:
            duel.move(duel.inst(o), GY, reason="tribute", by=p)
    kind = "set" if face_down else "summon"
    duel.put(i, MZONE, p, zone, SET if face_down else ATK, kind,  # from the hand
             "tribute" if need else "normal", p)
    duel.how[i] = "set" if face_down else "normal"
    duel.tlevel[i] = top_level


def is_summon_event(ev: Event) -> bool:
    """A Normal Summon (not a Set) or a Special Summon."""
    return ev.kind in ("summon", "spsummon")
