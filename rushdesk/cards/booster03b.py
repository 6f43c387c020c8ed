"""Card scripts for booster03b: see `carddb/sets/` for the cards' facts.

Booster 03, passcodes 160003031 and up (part B of the set).
"""

from __future__ import annotations

from rushdesk.engine.effects.conditions import (
    Count,
    OnAttack,
    OnDestroyed,
    OnSummon,
    SummonedThisTurn,
)
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ext_booster03b import (
    ChangeThisPosition,
    DamageIfAny,
    Excavate,
    ExcavatedToBottom,
    ModifyIfAny,
    NamedLevelOf,
    OnAttackTargeting,
    OnSpellTrapDestroyed,
    PerRemembered,
    Remembered,
    SameAttribute,
    SetOriginalAtk,
    XSel,
)
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    AddToHand,
    Damage,
    Destroy,
    Draw,
    Fixed,
    Grant,
    LevelOf,
    LookAt,
    Mark,
    Mill,
    MillCost,
    Modify,
    Per,
    PlayerGrant,
    SendCost,
    SpecialSummon,
    Then,
    ToDeckCost,
)
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.stats import (
    MOD_ATK,
    MOD_ATTACK_ALL,
    MOD_ATTACK_ATK_ONLY,
    MOD_ATTR,
    MOD_DEF,
    MOD_NO_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
)

WATER = attributes("WATER")
LIGHT = attributes("LIGHT")
UMI = "Umi (Rush)"
BIG_UMI = "Big Umi"

CHOSEN = Sel(memo="chosen")
FACE_UP_FISH = Sel(face="up", race="Fish")
UMI_ON_FIELD = Count(XSel(where=("fzone",), face="up", names=(UMI, BIG_UMI)))
OPP_SPELLS_TRAPS = XSel(who="opp", where=("szone", "fzone"), kinds=("spell", "trap"))
SENT_MONSTER = Remembered("milled", Sel(where=("gy",), kind="monster"),
                          "a monster was sent to the GY by this effect")
_SENT_LEVEL = NamedLevelOf(300, "milled", "the monster sent to the GY")


def _stat_field(target: Sel, amount: int) -> tuple[Cont, Cont]:
    """A Field Spell's "gain/lose `amount` ATK/DEF" for monsters matching `target`."""
    verb = "gain" if amount > 0 else "lose"
    return (Cont(target, MOD_ATK, amount, f"{verb} {abs(amount)} ATK"),
            Cont(target, MOD_DEF, amount, f"{verb} {abs(amount)} DEF"))


SCRIPTS: dict[str, CardScript] = {
    # --------------------------------------------------------------- monsters
    "Printing Presser": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Excavate(5, who="opp"),
             Modify(THIS, amount=PerRemembered(100, memo="excavated", kind="monster",
                                               what="monster excavated this way")),
             ExcavatedToBottom("excavated", who="opp")),
    )),
    "Extra Spice the Elite Noodle Ninja": CardScript(Effect(
        costs=(SendCost(Sel(face="up", kind="normal monster", race="Pyro")),),
        ops=(Damage(Fixed(1000)), Draw(1)),
    )),
    "Anchor Moray": CardScript(Effect(
        conds=(UMI_ON_FIELD,),
        ops=(AddToHand(Sel(where=("gy",), kind="normal monster", race="Fish", level_max=3)),),
    )),
    "Trick Pigeon": CardScript(Effect(
        costs=(SendCost(XSel(where=("hand",), kinds=("spell", "trap"))),),
        ops=(AddToHand(Sel(where=("gy",), kind="monster", race="Winged Beast", atk_min=1500)),),
    )),
    "Luminous Parrot": CardScript(Effect(
        conds=(Count(Sel(who="opp", face="up"), 2),),
        costs=(MillCost(1),),
        ops=(Grant(XSel(who="opp", face="up", not_attribute=LIGHT), kind=MOD_ATTR,
                   value=LIGHT, duration=THIS_TURN,
                   phrase="the Attribute of {who} becomes LIGHT"),),
    )),
    "Long Shield Gardna": CardScript(Effect(
        costs=(ChangeThisPosition(),),
        ops=(Mark(Sel(face="up", kind="normal monster", def_min=2000), save="chosen"),
             Modify(CHOSEN, amount=Fixed(500)),
             Grant(CHOSEN, kind=MOD_PROTECT, value="opp-trap", duration=THIS_TURN,
                   phrase="cannot be destroyed by your opponent's Trap effects")),
    )),
    "Eldign Patrol Ship": CardScript(Effect(
        costs=(ToDeckCost(Sel(where=("gy",), kind="normal monster"), where="bottom"),),
        ops=(LookAt(Sel(who="opp", where=("mzone", "szone", "fzone"), face="down")),),
    )),
    "Survival Swordfish": CardScript(Effect(
        conds=(Count(Sel(face="up", race="Fish", level_min=7, level_max=7)),),
        costs=(ToDeckCost(Sel(where=("gy",), kind="monster", race="Fish"), where="bottom"),),
        ops=(Modify(FACE_UP_FISH, low=1, high=2, amount=Fixed(500)),),
    )),
    "Darkness Crested Hawk": CardScript(Effect(
        conds=(Count(Sel(who="opp", face="up", attribute=LIGHT)),),
        costs=(MillCost(1),),
        ops=(Modify(Sel(face="up", race="Winged Beast"), amount=Fixed(1000)),),
    )),
    "Sea Dragon King Granganus": CardScript(Effect(
        conds=(SummonedThisTurn("normal"),),
        ops=(DamageIfAny(Per(300, OPP_SPELLS_TRAPS)),),
    )),
    # ----------------------------------------------------------------- Spells
    "Rightful Magic": CardScript(Effect(
        kind="spell", conds=(SameAttribute(2),),
        ops=(Modify(Sel(who="opp", face="up"), amount=Fixed(600), sign=-1),),
    )),
    "Dragon's Return": CardScript(Effect(
        kind="spell",
        costs=(ToDeckCost(Sel(where=("gy",), kind="monster", race="Dragon"), low=3, high=3,
                          where="shuffle"),),
        ops=(Draw(1),),
    )),
    "Blazing Chestnut": CardScript(Effect(
        kind="spell", conds=(Count(Sel(face="up", race="Warrior")),),
        ops=(Mill(1),
             Then((Modify(Sel(face="up", race="Warrior"), amount=_SENT_LEVEL),
                   Damage(_SENT_LEVEL, who="you")), condition=SENT_MONSTER)),
    )),
    "The Noodle Art of Spicery": CardScript(Effect(
        kind="spell",
        ops=(Mark(Sel(face="up", race="Pyro"), save="chosen"),
             Modify(CHOSEN, amount=Fixed(300)),
             Grant(CHOSEN, kind=MOD_PIERCE, value=1, duration=THIS_TURN,
                   phrase="inflicts piercing battle damage")),
    )),
    "The Noodle Art of Savory": CardScript(Effect(
        kind="spell",
        ops=(ModifyIfAny(Sel(who="opp", pos="atk"), sign=-1,
                         amount=Per(400, Sel(face="up", race="Pyro"))),),
    )),
    "Triple Threat Thunder": CardScript(Effect(
        kind="spell", conds=(Count(Sel(face="up", race="Aqua"), 3),),
        ops=(SetOriginalAtk(Sel(who="opp", face="up", level_max=8), amount=Fixed(0)),),
    )),
    "Shining City Nights": CardScript(Effect(kind="field", mods=(
        Cont(XSel(who="any", face="up", attribute=LIGHT), MOD_ATK, 200, "gain 200 ATK"),))),
    "Aqua Boost": CardScript(Effect(
        kind="spell", conds=(UMI_ON_FIELD,),
        ops=(Modify(FACE_UP_FISH, amount=Per(300, FACE_UP_FISH)),),
    )),
    "Big Umi": CardScript(Effect(
        kind="field", conds=(Count(Sel(face="up", attribute=WATER), 3),),
        mods=_stat_field(XSel(who="any", face="up", not_attribute=WATER), -300),
    )),
    "Thousand Attack Rocket": CardScript(Effect(
        kind="spell", costs=(MillCost(1),),
        ops=(Modify(Sel(face="up", kind="normal monster", atk_max=1000), amount=Fixed(1000)),),
    )),
    UMI: CardScript(Effect(kind="field", mods=(
        *_stat_field(XSel(who="any", face="up",
                          races=("Fish", "Sea Serpent", "Thunder", "Aqua")), 200),
        *_stat_field(XSel(who="any", face="up", races=("Machine", "Pyro")), -200),
    ))),
    "Forest (Rush)": CardScript(Effect(kind="field", mods=_stat_field(
        XSel(who="any", face="up", races=("Insect", "Beast", "Plant", "Beast-Warrior")), 200))),
    # ------------------------------------------------------------------ Traps
    "Bait Bite Ball": CardScript(Effect(
        kind="trap", trigger=OnAttack(),
        ops=(ModifyIfAny(Sel(who="opp", face="up"), high=ALL, sign=-1,
                         amount=Per(300, Sel(face="up", race="Fish", level_max=3))),),
    )),
    "Counter Shield": CardScript(Effect(
        kind="trap", trigger=OnAttackTargeting(target=Sel(face="up", kind="normal monster")),
        costs=(ToDeckCost(Sel(where=("gy",), kind="normal monster", def_min=1000),
                          where="shuffle"),),
        ops=(Modify(Sel(who="opp", memo="attacker"), amount=Fixed(1000), sign=-1),),
    )),
    "Counter Pigeons": CardScript(Effect(
        kind="trap", trigger=OnAttackTargeting(target=Sel(pos="atk", race="Winged Beast")),
        ops=(Modify(Sel(who="opp", memo="attacker"), sign=-1,
                    amount=NamedLevelOf(100, "attacker", "the attacking monster")),),
    )),
    "Giant Tortoise of Greed": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",)), ops=(Draw(2),))),
    "Triple Trio": CardScript(Effect(
        kind="trap", trigger=OnAttack(),
        conds=(Count(Sel(face="up", kind="normal monster", level_min=3, level_max=3), 3),),
        ops=(Modify(Sel(face="up"), high=ALL, amount=Fixed(900)),
             Modify(Sel(face="up"), high=ALL, stat="def", amount=Fixed(900))),
    )),
    "Faulty Fire": CardScript(Effect(
        kind="trap", trigger=OnSpellTrapDestroyed(),
        ops=(Destroy(Sel(who="opp", face="up", kind="effect monster", level_max=6)),),
    )),
}

__all__ = ["SCRIPTS"]

SCRIPTS["Beast Gear King Convoy Liogon"] = CardScript(Effect(
    costs=(SendCost(Sel(face="up", level_max=4, race="Beast-Warrior"), low=2, high=2),),
    ops=(Modify(THIS, amount=LevelOf(100, "sent")),
         PlayerGrant(Sel(not_self=True), MOD_NO_ATTACK, phrase="cannot attack"),
         Grant(THIS, kind=MOD_ATTACK_ATK_ONLY, duration=THIS_TURN,
               phrase="can only declare attacks on Attack Position monsters"),
         Grant(THIS, kind=MOD_ATTACK_ALL, duration=THIS_TURN,
               phrase="can attack every monster your opponent controls once each")),
))
SCRIPTS["Soul of a Reporter"] = CardScript(Effect(
    kind="trap",
    trigger=OnDestroyed(Sel(where=("gy",), kind="monster"), attack_position=True),
    ops=(SpecialSummon(Sel(where=("gy",), kind="monster",
                           names=("Printing Presser", "Scoop Scooter"))),),
))
