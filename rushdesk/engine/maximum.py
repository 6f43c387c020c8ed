"""Maximum Summon and Maximum Mode (R-MAX).

With the [L], center and [R] pieces of one Maximum Monster in hand, the turn player
may Maximum Summon in their Main Phase: every monster they control is sent to the GY
by rule (not destroyed, not Tributed), then the three pieces are Special Summoned at
once in face-up Attack Position into zones 1-3 in the order [L], center, [R]. From
then on the three are one monster (`DuelState.maxm`): it counts once, takes its ATK
from the center's MAXIMUM ATK, has no DEF, cannot change position and leaves the
field with all three pieces together (see `stats.py` and `DuelState.move`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATK
from .procs import Proc
from .state import GY, MZONE, Request

if TYPE_CHECKING:
    from .duel import Duel


def _pieces(duel: Duel, p: int, center: int) -> tuple[int, int] | None:
    """Card indexes of the [L] and [R] pieces in hand for `center`, or None.

    The center names its pieces (R-MAX-1), so a hand card is the [L] piece when its
    name now is that piece's name, including a name it "becomes" in the hand
    (R-CARD-1); a piece the card pool does not know is matched by passcode."""
    data = duel.data[center]
    wanted: dict[str, str] = {}  # role -> the piece's name
    for code in data.max_partners:
        piece = duel.cards.get(code)
        if piece is not None and piece.max_role in ("L", "R"):
            wanted[piece.max_role] = piece.name
    found: dict[str, int] = {}
    for i in duel.hand[p]:
        if i == center:
            continue
        d = duel.data[i]
        names = duel.names(i)
        for role in ("L", "R"):
            if role in found:
                continue
            if role in wanted:
                if wanted[role] in names:
                    found[role] = i
                    break
            elif d.max_role == role and (d.base_code in data.max_partners
                                         or d.code in data.max_partners):
                found[role] = i
                break
    if "L" in found and "R" in found:
        return found["L"], found["R"]
    return None


def can_maximum_summon(duel: Duel, p: int, center: int) -> bool:
    """Are the [L] and [R] pieces of center piece `center` in `p`'s hand (R-MAX-2), and
    may all three be Special Summoned (a Maximum Summon is one, R-MAX-2 step 5)?"""
    if duel.data[center].max_role != "C":
        return False
    pieces = _pieces(duel, p, center)
    if pieces is None:
        return False
    return not any(duel.banned("spsummon", p, i) for i in (pieces[0], center, pieces[1]))


class MaximumSummon(Proc):
    __slots__ = ("center",)

    def __init__(self, center: int) -> None:
        self.center = center

    def run(self, duel: Duel) -> Request | None:
        duel.stack.pop()
        p = duel.tp
        center = duel.inst(self.center)
        pieces = _pieces(duel, p, center)
        assert pieces is not None
        for m in duel.monsters(p):
            duel.move(m, GY, reason="rule", by=p)  # R-MAX-2 step 2
        for slot, i in enumerate((pieces[0], center, pieces[1])):
            duel.move(i, MZONE, player=p, slot=slot, pos=ATK, kind="spsummon",
                      reason="maximum", by=p)
            duel.how[i] = "maximum"
        duel.maxm[p] = True
        return None
