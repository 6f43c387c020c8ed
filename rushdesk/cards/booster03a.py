"""Card scripts for booster03a: see `carddb/sets/` for the cards' facts.

The effect monsters of booster-03 numbers 1-30 (the rest are Normal Monsters, facts
only). Each script is written in the DSL from what the card does; its text is
rendered from the definition.
"""

from __future__ import annotations

from rushdesk.engine.effects.conditions import Count, SummonedThisTurn
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster03a import (
    CountsEqual,
    GrantSecondAttack,
    SetFromGY,
    SpecialSummonAfterCost,
    ToDeckDistinct,
    XSel,
)
from rushdesk.engine.effects.ops import (
    AddToHand,
    Destroy,
    Draw,
    Fixed,
    GainLP,
    MillCost,
    Modify,
    ModifyAtkDef,
    Optional,
    Per,
    PlayerGrant,
    SendCost,
    SpecialSummon,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, CardScript, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.stats import MOD_NO_ATTACK

SPARKS = "Sparks (Rush)"
CURTAIN_OF_SPARKS = "Curtain of Sparks"
CLEAR_ICE_DRAGON = "Clear Ice Dragon"
BURNING_BLAZE_DRAGON = "Burning Blaze Dragon"
SHINING_CITY_NIGHTS = "Shining City Nights"

OPP_FACE_UP = Sel(who="opp", face="up")
HAND_CARD = Sel(where=("hand",))
MY_SPELLS_TRAPS = Sel(where=("szone", "fzone"))
LOW_DRAGON_IN_GY = Sel(where=("gy",), kind="monster", race="Dragon", level_max=5)
LIGHT_AQUA_NORMAL = Sel(kind="normal monster", attribute=attributes("LIGHT"), race="Aqua")
LIGHT_AQUA_NORMAL_IN_GY = Sel(where=("gy",), kind="normal monster",
                              attribute=attributes("LIGHT"), race="Aqua")

SCRIPTS: dict[str, CardScript] = {
    "Sparkhearts Girl": CardScript(Effect(
        costs=(SendCost(Sel(where=("hand",), kind="monster", level_max=4)),),
        ops=(Modify(OPP_FACE_UP, amount=Fixed(500), sign=-1),
             Optional((SetFromGY(Sel(where=("gy",), names=(SPARKS, CURTAIN_OF_SPARKS)),
                                 low=1, high=2),)),),
    )),
    "Silver Wolf": CardScript(Effect(
        conds=(Count(Sel(face="up", race="Beast", not_self=True)),),
        costs=(MillCost(1),),
        ops=(ModifyAtkDef(OPP_FACE_UP, amount=Fixed(200), sign=-1),),
    )),
    "Beast Summoner": CardScript(Effect(
        conds=(Count(Sel(who="opp", face="up", level_min=6)),),
        costs=(SendCost(THIS),),
        ops=(SpecialSummonAfterCost(XSel(where=("hand",), kind="monster", level_max=7,
                                         races=("Beast", "Beast-Warrior", "Winged Beast")),
                                    freed=THIS),),
    )),
    "Sieth, the Scabbard of Noble Arms": CardScript(Effect(
        costs=(ToDeckCost(XSel(where=("gy",), kind="monster", races=("Warrior", "Spellcaster")),
                          low=4, high=4, where="bottom"),),
        ops=(SpecialSummon(Sel(where=("hand",), kind="monster", race="Warrior", level_min=7,
                               level_max=7)),),
    )),
    "Bendorbreak the Conqueror": CardScript(Effect(
        conds=(CountsEqual(OPP_FACE_UP, MY_SPELLS_TRAPS,
                           second_text="Spell and Trap Cards you control"),),
        costs=(SendCost(MY_SPELLS_TRAPS, low=1, high=3),),
        ops=(ModifyAtkDef(OPP_FACE_UP, amount=Per(1000, memo="sent"), sign=-1),),
    )),
    "Savage Claw Tiger": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(THIS, amount=Per(400, Sel(face="up", level_min=7))),),
    )),
    "Treasure Dragon": CardScript(Effect(
        conds=(Count(Sel(where=("gy",), kind="monster", race="Dragon"), 4),
               SummonedThisTurn("special")),
        ops=(Draw(1),),
    )),
    "Dragon Merchant": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Modify(Sel(face="up", race="Dragon", level_max=6), amount=Fixed(500)),),
    )),
    "Clear Ice Dragon": CardScript(Effect(
        costs=(ToDeckCost(LOW_DRAGON_IN_GY, where="bottom"),),
        ops=(ToDeck(Sel(where=("gy",), who="opp", kind="monster"), low=1, high=2,
                    where="shuffle"),),
    )),
    "Burning Blaze Dragon": CardScript(Effect(
        costs=(ToDeckCost(LOW_DRAGON_IN_GY, where="bottom"),),
        ops=(Destroy(XSel(where=("fzone",), who="opp", face="up", kind="field spell")),),
    )),
    "Ancient Arise Dragon": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(THIS, amount=Fixed(600)),
             Optional((ToDeckDistinct(Sel(where=("gy",), names=(CLEAR_ICE_DRAGON,
                                                                BURNING_BLAZE_DRAGON)),
                                      low=2, high=2, where="shuffle"),
                       Optional((Destroy(Sel(who="opp", face="up", def_max=1500)),)))),),
    )),
    "Illusion Strike Dragon Miragias": CardScript(Effect(
        costs=(SendCost(Sel(where=("hand",), kind="monster", race="Dragon", level_min=7)),),
        ops=(Modify(Sel(who="opp", face="up", level_max=7), low=1, high=2, amount=Fixed(1500),
                    sign=-1),
             GrantSecondAttack(THIS)),
    )),
    "Kesshin the Dark Decimator": CardScript(Effect(
        costs=(SendCost(HAND_CARD, low=1, high=ALL),),
        ops=(Modify(THIS, amount=Per(600, memo="sent")),),
    )),
    "Seahorse Server": CardScript(Effect(
        conds=(Count(LIGHT_AQUA_NORMAL & Sel(face="up")),),
        ops=(GainLP(Fixed(500)),),
    )),
    "Seahorse Carrier": CardScript(Effect(
        conds=(SummonedThisTurn("normal"),),
        ops=(AddToHand(LIGHT_AQUA_NORMAL_IN_GY),),
    )),
    "Vishwar Lambadi": CardScript(Effect(
        ops=(AddToHand(Sel(where=("gy",), name=SHINING_CITY_NIGHTS)),),
    )),
    "Beast Gear Trike Fox": CardScript(Effect(
        conds=(SummonedThisTurn("normal"), Count(Sel(who="opp"), 3, 3)),
        ops=(SpecialSummon(Sel(where=("hand",), kind="monster", race="Beast-Warrior",
                               level_max=7)),
             PlayerGrant(Sel(level_max=6), MOD_NO_ATTACK, phrase="cannot attack")),
    )),
}
