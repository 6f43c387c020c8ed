"""Card scripts for booster02: see `carddb/sets/` for the cards' facts.

Each script is written in rushdesk's effect DSL from what the card does; its text is
rendered from the definition. Primitives first needed here live in
`rushdesk.engine.effects.ext_booster02`.
"""

from __future__ import annotations

from rushdesk.engine.effects.conditions import (
    Count,
    LPLower,
    OnAttack,
    OnSummon,
    SummonedThisTurn,
    TributedAtLeast,
)
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster02 import (
    MOD_ATTACK_ATK_ONLY,
    Among,
    DestroyPer,
    DidDestroy,
    DistinctTypes,
    DrawPer,
    GrantAttribute,
    HighestAtk,
    LPAtMost,
    ModifyBoth,
    NoOtherMonsters,
    OnTrapDestroyed,
    PerSameType,
    PlaceFromHand,
    SummonedThisTurnAny,
    Together,
)
from rushdesk.engine.effects.ops import (
    AddToHand,
    AtkOf,
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    LevelOf,
    Mark,
    Mill,
    MillCost,
    Modify,
    PayLP,
    Per,
    ReturnToHand,
    Reveal,
    SendCost,
    SendToGY,
    SpecialSummon,
    Then,
    ToDeck,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR, MOD_DIRECT, MOD_PIERCE

DM = "Dark Magician (Rush)"
SEVENS_ROAD_MAGICIAN = "Sevens Road Magician"
KEEPER = "Sportsdragon Keeper"

HAND_CARD = Sel(where=("hand",))
HAND_MONSTER = Sel(where=("hand",), kind="monster")
OPP_MONSTER = Sel(who="opp")
OPP_FACE_UP = Sel(who="opp", face="up")
OPP_SPELL_TRAP = Sel(who="opp", where=("szone", "fzone"))
GY_PSYCHIC = Sel(where=("gy",), kind="monster", race="Psychic")
GY_NORMAL = Sel(where=("gy",), kind="normal monster")
HIGH_SPELLCASTER = Sel(face="up", race="Spellcaster", level_min=7)
DM_FACE_UP = Count(Sel(face="up", name=DM))


def _field_mods() -> tuple[Cont, ...]:
    """Apocalypse - Beast Gear World: +300 to three Types, -300 to three others."""
    up = tuple(Cont(Sel(who="any", face="up", race=race), MOD_ATK, 300, "gain 300 ATK")
               for race in ("Beast-Warrior", "Fiend", "Machine"))
    down = tuple(Cont(Sel(who="any", face="up", race=race), MOD_ATK, -300, "lose 300 ATK")
                 for race in ("Dragon", "Spellcaster", "Fairy"))
    return up + down


SCRIPTS: dict[str, CardScript] = {
    # --------------------------------------------------------------- monsters
    "Sevens Road Mage": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(Sel(who="opp", face="up", level_min=7), amount=Fixed(400), sign=-1,
                    save="chosen"),
             Then((Modify(Sel(who="opp", memo="chosen"), sign=-1, amount=Per(
                 100, Sel(where=("gy",), kind="monster", race="Spellcaster"))),),
                  condition=Count(Sel(face="up", name=SEVENS_ROAD_MAGICIAN)))),
    )),
    "Lightning Voltcondor": CardScript(Effect(
        costs=(SendCost(HAND_MONSTER),),
        ops=(ModifyBoth(OPP_FACE_UP, high=ALL, amount=LevelOf(300, "sent"), sign=-1,
                        same_attribute_as="sent"),),
    )),
    "Full Meteor Impact": CardScript(Effect(
        conds=(SummonedThisTurn("normal"), Count(HIGH_SPELLCASTER)),
        costs=(SendCost(THIS),),
        ops=(Destroy(Sel(who="opp", face="up", level_min=6), high=ALL),),
    )),
    "Sportsdragon Defender": CardScript(Effect(
        conds=(Count(Sel(pos="atk", name=KEEPER)),),
        costs=(SendCost(HAND_CARD),),
        ops=(ChangePosition(Sel(pos="atk", name=KEEPER)),
             ChangePosition(Sel(who="opp", pos="atk", can_change_position=True))),
    )),
    "Sportsdragon Striker": CardScript(Effect(
        conds=(Count(Sel(face="up", name=KEEPER)),),
        costs=(SendCost(HAND_CARD),),
        ops=(Modify(Sel(face="up"), amount=Fixed(400), save="chosen"),
             Grant(Sel(memo="chosen"), kind=MOD_PIERCE, value=1,
                   phrase="inflicts piercing battle damage")),
    )),
    "Shock Dragon": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(Sel(who="opp", face="up", highest_atk=True), high=ALL, sign=-1,
                    amount=HighestAtk(Sel(face="up"))),
             Grant(THIS, kind=MOD_ATTACK_ATK_ONLY, value=1,
                   phrase="can only attack monsters in Attack Position")),
    )),
    "Piercing Dragon Bunker Strike": CardScript(Effect(
        conds=(SummonedThisTurn("normal"),),
        costs=(MillCost(1),),
        ops=(DrawPer(OPP_MONSTER, spare=1), PlaceFromHand()),
    )),
    "Romanpick": CardScript(Effect(
        conds=(LPLower(),),
        costs=(PayLP(500),),
        ops=(Mill(3), Then((AddToHand(GY_PSYCHIC),), condition=Among("milled", GY_PSYCHIC))),
    )),
    "Romic n' Roller": CardScript(Effect(
        conds=(LPAtMost(2000),),
        ops=(ModifyBoth(OPP_FACE_UP, high=ALL, amount=Fixed(500), sign=-1),),
    )),
    "Esperade the Smashing Superstar": CardScript(Effect(
        conds=(LPAtMost(1000),),
        ops=(Destroy(OPP_MONSTER, high=2),),
    )),
    "Nandes the Fire Awakener": CardScript(Effect(
        ops=(ChangePosition(Sel(face="up", pos="def", race="Warrior"), to="atk"),),
    )),
    "Dian Keto the Boogie Master": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(GainLP(Fixed(1000)),),
    )),
    "Beast Gear Emperor Catapult Kong": CardScript(Effect(
        costs=(SendCost(Sel(face="up", race="Beast-Warrior", not_self=True), high=2),),
        ops=(DestroyPer(Sel(who="opp", pos="def"), per="sent"),),
    )),
    "Super King Rex": CardScript(Effect(
        conds=(SummonedThisTurnAny(),),
        costs=(MillCost(1),),
        ops=(SpecialSummon(Sel(where=("gy",), kind="normal monster", race="Dinosaur",
                               level_max=6)),),
    )),
    "Wicked Shadow Dark Lurker": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Destroy(OPP_SPELL_TRAP), Then((Damage(Fixed(1000)),), condition=DidDestroy()),
             Then((ReturnToHand(THIS),))),
    )),
    "Hydro Cannon Big Bluefin": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Grant(Sel(face="up", race="Fish", atk_max=1000), high=2, kind=MOD_DIRECT,
                   value=1, phrase="can attack directly"),),
    )),
    "Archfiend's Summoning Flute": CardScript(Effect(
        conds=(Count(Sel(not_self=True), 0, 0), Count(GY_NORMAL, 3)),
        ops=(SendToGY(THIS), SpecialSummon(GY_NORMAL, position="def")),
    )),
    "Shaman Octopus": CardScript(Effect(
        costs=(PayLP(800),),
        ops=(Mark(GY_NORMAL, save="chosen"), Modify(THIS, amount=LevelOf(100, "chosen")),
             ToDeck(Sel(where=("gy",), memo="chosen"), where="shuffle")),
    )),
    "Innocent Lancer": CardScript(Effect(
        costs=(SendCost(HAND_CARD),),
        ops=(Grant(THIS, kind=MOD_PIERCE, value=1, phrase="inflicts piercing battle damage"),),
    )),
    # ----------------------------------------------------------------- spells
    "Road Magic - Tectonic Shift": CardScript(Effect(
        kind="spell",
        conds=(Count(HIGH_SPELLCASTER),),
        costs=(SendCost(Sel(where=("hand",), kind="monster", attribute=attributes("EARTH"))),),
        ops=(Modify(OPP_FACE_UP, sign=-1,
                    amount=HighestAtk(Sel(where=("gy",), kind="monster"))),),
    )),
    "Lullabind": CardScript(Effect(
        kind="spell",
        conds=(Count(Sel(face="up", race="Psychic"), 2),),
        ops=(ChangePosition(Sel(who="opp", face="up", can_change_position=True), to="set"),),
    )),
    "Party Party Party": CardScript(Effect(
        kind="spell",
        ops=(ChangePosition(Sel(pos="atk", race="Aqua", can_change_position=True), high=ALL,
                            to="def", save="changed"),
             GainLP(Per(400, memo="changed"))),
    )),
    "Apocalypse - Beast Gear World": CardScript(Effect(kind="field",
                                                               mods=_field_mods())),
    "Thousand Knives (Rush)": CardScript(Effect(
        kind="spell", conds=(DM_FACE_UP,), ops=(Destroy(OPP_MONSTER),))),
    "Dark Magic Attack (Rush)": CardScript(Effect(
        kind="spell", conds=(DM_FACE_UP,), ops=(Destroy(OPP_SPELL_TRAP, high=ALL),))),
    "Blades of Divine Wind": CardScript(Effect(
        kind="spell",
        ops=(Together((Destroy(Sel(face="up", kind="normal monster"), low=2, high=2),
                       Destroy(Sel(who="opp", face="up", level_max=8)))),),
    )),
    "Attribute Shift Bomb": CardScript(Effect(
        kind="spell",
        costs=(Reveal(HAND_MONSTER, save="revealed"),),
        ops=(GrantAttribute(OPP_FACE_UP, high=3, kind=MOD_ATTR, like="revealed",
                            phrase="become the same Attribute as the revealed monster"),),
    )),
    "Blue Medicine (Rush)": CardScript(Effect(kind="spell", ops=(GainLP(Fixed(400)),))),
    # ------------------------------------------------------------------ traps
    "Party Time - Disco Ball": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",), monster=Sel(who="opp", level_min=5)),
        ops=(SpecialSummon(Sel(where=("gy",), kind="monster", race="Aqua")),),
    )),
    "Rage and Conspiracy": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",)),
        conds=(DistinctTypes(Sel(face="up", kind="normal monster")),),
        ops=(Destroy(Sel(who="opp", face="up", level_max=6)),),
    )),
    "Siesta Hold": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",), monster=Sel(who="opp", level_max=4)),
        conds=(NoOtherMonsters("summoned"),),
        ops=(ChangePosition(Sel(who="opp", memo="summoned"), to="set"),),
    )),
    "Phantom Bind": CardScript(Effect(
        kind="trap", trigger=OnAttack(),
        ops=(Modify(Sel(who="opp", memo="attacker"), sign=-1, amount=PerSameType(
            100, "attacker", Sel(where=("gy",), who="opp", kind="monster"))),),
    )),
    "Double Block": CardScript(Effect(
        kind="trap", trigger=OnAttack(),
        costs=(SendCost(Sel(where=("hand",), kind="normal monster", level_min=2, level_max=2),
                        low=2, high=2),),
        ops=(ChangePosition(Sel(who="opp", face="up", can_change_position=True), high=2,
                            to="set"),),
    )),
    "Driving Snow (Rush)": CardScript(Effect(
        kind="trap", trigger=OnTrapDestroyed(),
        ops=(Destroy(Sel(who="any", where=("szone", "fzone"), not_self=True)),),
    )),
}

SCRIPTS["Royal Rebel's Heavy Metal"] = CardScript(Effect(
    conds=(SummonedThisTurn("normal"), TributedAtLeast(5)),
    ops=(Mark(Sel(who="opp", face="up", level_max=8, lowest_level=True), save="chosen"),
         Modify(THIS, amount=AtkOf("chosen")),
         Destroy(Sel(who="opp", memo="chosen"))),
))
