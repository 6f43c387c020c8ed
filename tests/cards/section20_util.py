"""Names and helpers of the section 20 card audit (test_audit_section20_*.py): each real
card of RULES.md section 20 against its paraphrased effect and the general rules (R-REQ,
R-EFF, R-TRAP, R-CARD, Legend status, R-MAX one monster), acting only through
`legal_actions`/`apply`/`Action.parse` and asserting exact outcomes.
"""

from __future__ import annotations

from rushdesk.engine import Duel

from ..engine.util import do, find
from .util import Side, build

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
BRIGHT, VISION = "Blue-Eyes Bright Dragon", "Blue-Eyes Vision Dragon"
CYBER, SRM, REX = "Cyber Dragon (Rush)", "Sevens Road Magician", "Jointech Rex"
FANG, BOOT = "Blue-Fang Burst Dragon", "Red-Boot Boost Dragon"
OVL = "Supreme Machine Magnum Overlord"
OVL_L, OVL_R = f"{OVL} [L]", f"{OVL} [R]"
OVL_PIECES = [OVL_L, OVL, OVL_R]
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_L, DESP_R = f"{DESP} [L]", f"{DESP} [R]"
DESP_PIECES = [DESP_L, DESP, DESP_R]
REBORN, POLY, FUSION = "Monster Reborn (Rush)", "Polymerization (Rush)", "Fusion"
PRESSURE, BEAM, HORN = "Dragonic Pressure", "Type Change Beam", "Jointech Rush Horn"
MIRROR, SAKURETSU = "Mirror Force (Rush)", "Sakuretsu Armor (Rush)"
RUIN, TORRENT = "Widespread Ruin (Rush)", "Torrential Tribute (Rush)"
SRP, PHONE, ENCOUNTER = "Sevens Road Protection", "RB Dragophone", "Dragon Encounter"
DM, SKULL, HOLE = "Dark Magician (Rush)", "Summoned Skull (Rush)", "Dark Hole (Rush)"
TRAP_HOLE, CED = "Trap Hole (Rush)", "Compulsory Evacuation Device (Rush)"
FADRAWL, F2 = "Innocent Fadrawl", "FX-FUSION-2"


# ------------------------------------------------------------------------ helpers
def picks(duel: Duel) -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == "pick"}


def drain(duel: Duel) -> None:
    """Let every open trap window pass."""
    while duel.request is not None and duel.request.kind == "window":
        do(duel, "pass")


def hid(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def fid(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "mzone")


def maximum(duel: Duel, center: str = OVL) -> int:
    """The turn player Maximum Summons `center`; returns the center's object id."""
    p = duel.tp
    do(duel, f"maximum {hid(duel, center, p)}")
    drain(duel)
    assert duel.maxm[p] and duel.request.kind == "main"
    return fid(duel, center, p)


def opponent_in_maximum_mode(p1: Side, p0: Side | None = None, center: str = OVL) -> Duel:
    """Player 0 Maximum Summons `center` on turn 3 and ends: player 1's turn-4 Main Phase."""
    p0 = p0 or Side()
    pieces = [f"{center} [L]", center, f"{center} [R]"]
    duel = build(p0=Side(hand=[*pieces, *p0.hand], spells=p0.spells, gy=p0.gy), p1=p1)
    maximum(duel, center)
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main" and duel.turn == 4
    return duel


def end_turn(duel: Duel) -> None:
    do(duel, "end")
    drain(duel)
    assert duel.request.kind == "main"
