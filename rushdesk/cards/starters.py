"""Card scripts for starters: see `carddb/sets/` for the cards' facts.

Starter Deck 01 (Spellcasters, passcodes 160301xxx) and Starter Deck 02 (Dragons,
160302xxx). Sevens Road Magician, Dragonic Pressure and Dragon Encounter are scripted
in `seed.py`.
"""

from __future__ import annotations

from rushdesk.engine.effects.conditions import Count, OnAttack
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_starters import (
    OnDestroyedByAttack,
)
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    AddToHand,
    Destroy,
    Draw,
    Fixed,
    Grant,
    MillCost,
    Modify,
    ModifyAtkDef,
    SendCost,
    SwitchPosition,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.stats import MOD_DIRECT, MOD_EXTRA_ATTACK, MOD_EXTRA_ATTACK_AFTER_KILL

HAND_CARD = Sel(where=("hand",))
# A Spell is still in the hand when its Requirement is checked: it cannot pay for itself.
OTHER_HAND_CARD = Sel(where=("hand",), exclude_memo="self")
OPP_SPELL_TRAP = Sel(who="opp", where=("szone", "fzone"))
SPELLCASTERS_IN_GY = Sel(where=("gy",), kind="monster", race="Spellcaster")

SCRIPTS: dict[str, CardScript] = {
    # ------------------------------------------------- Starter Deck 01: monsters
    "Torna the Windweaver": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(SwitchPosition(Sel(who="opp", can_change_position=True)),),
    )),
    "Mystic Dealer": CardScript(Effect(
        costs=(SendCost(Sel(where=("hand",), kind="monster", race="Spellcaster")),),
        ops=(Draw(1),),
    )),
    "Shining Shaman": CardScript(Effect(
        costs=(SendCost(THIS),),
        # Not the Shaman itself: it is sent to the GY as the cost.
        ops=(Grant(Sel(face="up", race="Spellcaster", level_max=4, exclude_memo="self"),
                   kind=MOD_DIRECT, value=1, duration=THIS_TURN, phrase="can attack directly"),),
    )),
    # --------------------------------------------------- Starter Deck 01: spells
    "Wind Spirit's Protection": CardScript(Effect(
        kind="spell",
        costs=(SendCost(OTHER_HAND_CARD),),
        ops=(Modify(Sel(face="up", race="Spellcaster"), amount=Fixed(1000)),),
    )),
    "Magical Stream": CardScript(Effect(
        kind="spell",
        conds=(Count(Sel(face="up", race="Spellcaster")),),
        ops=(Destroy(OPP_SPELL_TRAP),),
    )),
    # ---------------------------------------------------- Starter Deck 01: traps
    "Dark Revelation": CardScript(Effect(
        kind="trap", trigger=OnAttack(),
        costs=(ToDeckCost(SPELLCASTERS_IN_GY, low=4, high=4, where="shuffle"),),
        ops=(Destroy(Sel(who="opp", pos="atk"), low=0, high=ALL),),
    )),
    "Curtain of Sparks": CardScript(Effect(
        kind="trap", trigger=OnAttack(), conds=(Count(SPELLCASTERS_IN_GY),),
        ops=(Modify(Sel(who="opp", memo="attacker"), amount=Fixed(500), sign=-1),),
    )),
    # ------------------------------------------------- Starter Deck 02: monsters
    "Gravity Press Dragon": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(ModifyAtkDef(Sel(who="opp", face="up"), amount=Fixed(700), sign=-1),),
    )),
    "Twin Edge Dragon": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Grant(THIS, kind=MOD_EXTRA_ATTACK, value=1, duration=THIS_TURN,
                   phrase="can attack twice"),),
    )),
    "Phoenix Dragon": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(AddToHand(Sel(where=("gy",), kind="monster", race="Dragon", level_min=5)),),
    )),
    # --------------------------------------------------- Starter Deck 02: spells
    "Dragon's Inferno": CardScript(Effect(
        kind="spell",
        conds=(Count(Sel(face="up", race="Dragon")),),
        ops=(Destroy(OPP_SPELL_TRAP),),
    )),
    # ---------------------------------------------------- Starter Deck 02: traps
    "Vengeful Dragon's Counterattack": CardScript(Effect(
        kind="trap",
        trigger=OnDestroyedByAttack(Sel(where=("gy",), kind="monster", race="Dragon")),
        costs=(SendCost(HAND_CARD),),
        ops=(Destroy(Sel(who="opp")),),
    )),
}

SCRIPTS["Multistrike Dragon Dragias"] = CardScript(Effect(
    costs=(MillCost(1),),
    ops=(Grant(THIS, kind=MOD_EXTRA_ATTACK_AFTER_KILL, value="any", duration=THIS_TURN,
               phrase="can make a second attack this Battle Phase if it destroyed a monster "
                      "by battle"),),
))
