"""Card scripts for booster01: see `carddb/sets/` for the cards' facts."""

from __future__ import annotations

from rushdesk.engine.effects.conditions import Count, Granted, OnAttack, SummonedThisTurn
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster01 import (
    ForbidAttacks,
    GiveLP,
    OnDestroyedByOpponent,
    OnNormalsDestroyed,
    OnSpellDestroyed,
    OtherInHand,
    Races,
    RedirectAttack,
    SpecialSummonUpTo,
    TogglePosition,
)
from rushdesk.engine.effects.ext_booster03b import ChangeThisPosition
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    AddToHand,
    ChangePosition,
    Damage,
    Destroy,
    Draw,
    Fixed,
    Grant,
    LevelOf,
    LookAt,
    MillCost,
    Modify,
    PayLP,
    Per,
    SendCost,
    SpecialSummon,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.stats import MOD_ATK, MOD_DEF, MOD_PIERCE, MOD_PROTECT, MOD_SET_ATK

PITCHER = "Sportsdragon Pitcher"
SLUGGER = "Sportsdragon Slugger"

HAND_CARD = Sel(where=("hand",))
NO_OTHER_MONSTER = Count(Sel(not_self=True), 0, 0)
OPP_FACE_UP = Sel(who="opp", face="up")
OPP_SPELL_TRAP = Sel(who="opp", where=("szone", "fzone"))
SPELLCASTERS_IN_GY = Sel(where=("gy",), kind="monster", race="Spellcaster")
NORMALS_IN_GY = Sel(where=("gy",), kind="normal monster")
MOUNTAIN_TYPES = Races(who="any", face="up", races=("Dragon", "Winged Beast", "Thunder"))


def _sportsdragon(partner: str) -> CardScript:
    """Pitcher and Slugger: bring the other back in Defense; small monsters stay home."""
    return CardScript(Effect(
        conds=(NO_OTHER_MONSTER,),
        ops=(SpecialSummon(Sel(where=("gy",), kind="monster", name=partner), position="def"),
             ForbidAttacks(6)),
    ))


SCRIPTS: dict[str, CardScript] = {
    # --------------------------------------------------------------- monsters
    "Kuribot": CardScript(Effect(
        conds=(NO_OTHER_MONSTER,), costs=(PayLP(500),),
        ops=(AddToHand(Sel(where=("gy",), kind="monster", name="Kuribot")),),
    )),
    "Whispering Fairy": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(ToDeck(Sel(where=("gy",), who="opp", kind="monster"), high=2),),
    )),
    "Fire Golem": CardScript(Effect(
        costs=(PayLP(600),),
        ops=(Modify(OPP_FACE_UP, stat="def", amount=Fixed(600), sign=-1),),
    )),
    "Hilt, the Bearer of Noble Arms": CardScript(Effect(
        ops=(Modify(Sel(pos="atk", race="Warrior"), amount=Fixed(600)),),
    )),
    "Raidacross, Hero of the Dawn": CardScript(Effect(
        costs=(ToDeckCost(SPELLCASTERS_IN_GY, low=2, high=2),),
        ops=(SpecialSummonUpTo(Sel(where=("hand",), kind="monster", race="Spellcaster",
                                   level_max=5), high=2),),
    )),
    PITCHER: _sportsdragon(SLUGGER),
    SLUGGER: _sportsdragon(PITCHER),
    "Dragonic Slayer": CardScript(Effect(
        conds=(Count(Sel(face="up", race="Dragon", level_min=7, not_self=True)),),
        ops=(Destroy(OPP_SPELL_TRAP),),
    )),
    "Prima Guitarna the Shining Superstar": CardScript(Effect(
        costs=(PayLP(1000),),
        ops=(Modify(Sel(face="up"), high=ALL, amount=Per(300, Sel(who="opp"))),),
    )),
    "Spice the Elite Noodle Ninja": CardScript(Effect(
        conds=(Count(NORMALS_IN_GY),), costs=(MillCost(1),),
        ops=(Modify(Sel(face="up", race="Pyro"), high=ALL, amount=Per(100, NORMALS_IN_GY)),),
    )),
    "Defender of Dragon Sorcerers": CardScript(Effect(
        costs=(SendCost(Races(where=("hand",), kind="monster",
                              races=("Spellcaster", "Dragon"))),),
        ops=(Grant(Sel(), kind=MOD_PROTECT, value="opp-effect",
                   phrase="cannot be destroyed by your opponent's card effects"),),
    )),
    "Thunder the Thunder": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Modify(OPP_FACE_UP, amount=Fixed(300), sign=-1),),
    )),
    "Sonic Attacker": CardScript(Effect(
        ops=(GiveLP(Fixed(1000)), Modify(THIS, amount=Fixed(1000))),
    )),
    "Mask of Volos": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Grant(Sel(who="opp", face="up", level_max=6), kind=MOD_SET_ATK, value=1500,
                   phrase="the original ATK of {who} becomes 1500"),),
    )),
    "Diabolic King Beetle": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(Sel(face="up"), amount=Per(100, Sel(where=("gy",), kind="monster",
                                                        level_min=1, level_max=1))),),
    )),
    "Battle Shark Samegalon": CardScript(Effect(
        costs=(SendCost(Sel(where=("hand",), kind="monster", attribute=attributes("WATER"))),),
        ops=(ChangePosition(Sel(who="opp", pos="def", can_change_position=True), to="atk"),),
    )),
    # ----------------------------------------------------------------- spells
    "Pierce!": CardScript(Effect(kind="spell", ops=(
        Grant(Sel(face="up"), kind=MOD_PIERCE, value=1,
              phrase="inflicts piercing battle damage"),))),
    "Recovery Force": CardScript(Effect(
        kind="spell", costs=(ToDeckCost(SPELLCASTERS_IN_GY, low=3, high=3),), ops=(Draw(1),),
    )),
    "Road Magic - Tempest": CardScript(Effect(
        kind="spell",
        conds=(Count(Sel(face="up", race="Spellcaster", level_min=7)),),
        costs=(SendCost(Sel(where=("hand",), kind="monster", attribute=attributes("WIND"))),),
        ops=(TogglePosition(Sel(who="opp", can_change_position=True), high=3),),
    )),
    "Seal of the Ancients (Rush)": CardScript(Effect(
        kind="spell", costs=(PayLP(1000),),
        ops=(LookAt(Sel(who="opp", where=("mzone", "szone", "fzone"), face="down"), high=ALL),),
    )),
    "Hammer Crush": CardScript(Effect(
        kind="spell", costs=(SendCost(OtherInHand()),), ops=(Destroy(OPP_SPELL_TRAP),),
    )),
    "Sparks (Rush)": CardScript(Effect(kind="spell", ops=(Damage(Fixed(200)),))),
    "Darkness Approaches (Rush)": CardScript(Effect(
        kind="spell", costs=(SendCost(OtherInHand(), low=2, high=2),),
        ops=(ChangePosition(Sel(who="any", face="up", can_change_position=True), to="set"),),
    )),
    "One-Side Reverse": CardScript(Effect(
        kind="spell", conds=(Count(Sel(who="opp", face="down"), 2),),
        ops=(ChangePosition(Sel(who="opp", face="down"), to="atk"),),
    )),
    "Mountain (Rush)": CardScript(Effect(kind="field", mods=(
        Cont(MOUNTAIN_TYPES, MOD_ATK, 200, "gain 200 ATK"),
        Cont(MOUNTAIN_TYPES, MOD_DEF, 200, "gain 200 DEF"),
    ))),
    # ------------------------------------------------------------------ traps
    "Counter Cannonball": CardScript(Effect(
        kind="trap", trigger=OnAttack(), costs=(SendCost(HAND_CARD),),
        ops=(Damage(LevelOf(200, "attacker")),),
    )),
    "Call of the Earthbound (Rush)": CardScript(Effect(
        kind="trap", trigger=OnAttack(), ops=(RedirectAttack(Sel(exclude_memo="target")),),
    )),
    "Gust (Rush)": CardScript(Effect(
        kind="trap", trigger=OnSpellDestroyed(),
        ops=(Destroy(Sel(who="any", where=("szone", "fzone"), not_self=True)),),
    )),
    "Brutal Retribution": CardScript(Effect(
        kind="trap", trigger=OnNormalsDestroyed(2),
        ops=(SpecialSummonUpTo(Sel(where=("gy",), kind="monster"), high=2),),
    )),
    "1-Up": CardScript(Effect(
        kind="trap", trigger=OnDestroyedByOpponent(),
        ops=(SpecialSummon(Sel(where=("gy",), kind="normal monster", level_min=1,
                               level_max=1)),),
    )),
}

# Yamiruler's effect is a mark on the card for the duration; its continuous effect bans
# Tribute Summons of Level 7+ monsters while it is face-up and marked.
_DELAY = "tribute_delay"
SCRIPTS["Yamiruler the Dark Delayer"] = CardScript(
    Effect(conds=(SummonedThisTurn("normal"),), costs=(ChangeThisPosition(),),
           ops=(Grant(THIS, kind=_DELAY, duration=OPP_TURN,
                      phrase="holds back Tribute Summons of Level 7 or higher monsters"),)),
    Effect(kind="continuous", bans=(Ban(
        "summon", "both", Sel(where=("hand",), who="any", level_min=7),
        "Tribute Summon Level 7 or higher monsters",
        condition=Granted(_DELAY, "while this card is face-up and holding them back")),)),
)
