"""The cards named by the rules specification (RULES.md section 20): their behaviour.

Each script is written in rushdesk's own effect DSL from what the card does, and its
text is rendered from that definition. The facts (names, kinds, stats, passcodes) live
in `carddb/`; the two are joined by card name, which every print of a card shares.
"""

from __future__ import annotations

from rushdesk.engine.cards import CardPool
from rushdesk.engine.effects.conditions import (
    AnyOf,
    Count,
    DidAny,
    InMaximumMode,
    LPLower,
    NoMainPhaseDraw,
    OnAttack,
    OnDestroyed,
    OnSpell,
    OnSummon,
    SummonedThisTurn,
)
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    ChangePosition,
    Damage,
    Destroy,
    Draw,
    Fixed,
    Grant,
    LevelOf,
    LPDifference,
    Mark,
    Mill,
    MillCost,
    Modify,
    NegateAttack,
    Optional,
    Per,
    ReturnToHand,
    Reveal,
    SendCost,
    SpecialSummon,
    Then,
    ToDeck,
    ToDeckCost,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes, display_name
from rushdesk.engine.fusion import FusionSummon, RitualSummon
from rushdesk.engine.stats import MOD_ATK, MOD_DOUBLE, MOD_NAME, MOD_PIERCE, MOD_PROTECT, MOD_RACE

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
SEVENS_ROAD_MAGICIAN = "Sevens Road Magician"

GY_MONSTERS = Sel(where=("gy",), kind="monster")
ANY_MONSTER = Sel(who="any")
OPP_FACE_UP = Sel(who="opp", face="up")
DARK_SPELLCASTERS = Sel(face="up", attribute=attributes("DARK"), race="Spellcaster")
DARK_WARRIORS_IN_GY = Sel(where=("gy",), kind="monster", attribute=attributes("DARK"),
                          race="Warrior")


def _turn_name(name: str) -> Grant:
    return Grant(THIS, kind=MOD_NAME, value=name, duration=THIS_TURN,
                 phrase=f'{{who}}\'s name becomes "{display_name(name)}"')


SCRIPTS: dict[str, CardScript] = {
    "Sevens Road Magician": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Modify(THIS, amount=Per(300, GY_MONSTERS, distinct_attributes=True)),),
    )),
    "Jointech Rex": CardScript(Effect(
        conds=(SummonedThisTurn("normal"),),
        costs=(ToDeckCost(GY_MONSTERS, low=3, high=3, where="shuffle"),),
        ops=(Destroy(Sel(who="opp", where=("szone",))),),
    )),
    "Blue-Fang Burst Dragon": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(Destroy(Sel(who="opp", face="up", atk_max=1500), low=0, high=ALL),
             Modify(THIS, amount=Per(300, memo="destroyed"))),
    )),
    "Red-Boot Boost Dragon": CardScript(Effect(
        ops=(Mark(Sel(where=("gy",), kind="monster", race="Dragon"), low=1, high=7,
                  save="chosen"),
             Damage(Per(100, memo="chosen")),
             Modify(THIS, amount=Per(100, memo="chosen")),
             ToDeck(Sel(where=("gy",), memo="chosen"), high=ALL, where="shuffle")),
    )),
    "Supreme Machine Magnum Overlord [L]": CardScript(Effect(
        maximum=True, conds=(LPLower(),),
        costs=(SendCost(Sel(where=("hand",))),),
        ops=(Modify(THIS, amount=LPDifference()),),
    )),
    "Supreme Machine Magnum Overlord": CardScript(Effect(
        kind="continuous", maximum=True,
        mods=(Cont(THIS, MOD_PROTECT, "opp-trap",
                   "cannot be destroyed by your opponent's Trap effects"),),
    ), notes=("Maximum Summon this card together with its [L] and [R].",)),
    "Supreme Machine Magnum Overlord [R]": CardScript(Effect(
        maximum=True, costs=(MillCost(1),),
        ops=(Mark(OPP_FACE_UP, save="chosen"), Modify(THIS, amount=LevelOf(200, "chosen"))),
    )),
    "Doomblaze Fiend Overlord Despairacion [L]": CardScript(
        Effect(kind="continuous", mods=(Cont(THIS, MOD_PROTECT, "opp-trap",
               "cannot be destroyed by your opponent's Trap effects"),)),
        Effect(kind="continuous", maximum=True, mods=(Cont(THIS, MOD_PROTECT, "opp-spell",
               "cannot be destroyed by your opponent's Spell effects"),)),
    ),
    "Doomblaze Fiend Overlord Despairacion": CardScript(Effect(
        costs=(SendCost(Sel(where=("hand",), kind="monster maximum"), low=2, high=2),),
        ops=(Destroy(Sel(who="opp", where=("mzone", "szone", "fzone"))),
             Then((Draw(2),), condition=InMaximumMode())),
    ), notes=("Maximum Summon this card together with its [L] and [R].",)),
    "Doomblaze Fiend Overlord Despairacion [R]": CardScript(
        Effect(kind="continuous", bans=(Ban("spsummon", "both", Sel(
            where=("hand", "gy"), who="any", level_min=7, level_max=7),
            "Special Summon Level 7 monsters from the hand or GY"),)),
        Effect(kind="continuous", maximum=True, bans=(Ban("set", "opp", Sel(
            where=("hand",), who="any", kind="monster"), "Set monsters from the hand"),)),
    ),
    "Blue-Eyes Bright Dragon": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(_turn_name(BEWD), Modify(THIS, amount=Fixed(500)),
             Optional((Destroy(Sel(who="opp", face="up", level_max=8)),),
                      condition=Count(Sel(face="up", kind="normal monster", legend=True)))),
    ), name_in_hand=BEWD),
    "Blue-Eyes Vision Dragon": CardScript(Effect(
        costs=(MillCost(1),),
        ops=(_turn_name(BEWD), Grant(THIS, kind=MOD_DOUBLE, value=BEUD, duration=THIS_TURN,
                                     phrase=f'can be treated as 2 materials for a Fusion '
                                            f'Summon of "{display_name(BEUD)}"')),
    ), self_summon=(Count(Sel(face="up", race="Dragon", level_min=8)),),
        self_summon_position="def"),
    "Cyber Dragon (Rush)": CardScript(
        self_summon=(Count(Sel(), 0, 0), Count(Sel(who="opp"), 1))),
    "Innocent Fadrawl": CardScript(Effect(
        conds=(SummonedThisTurn("normal"), NoMainPhaseDraw()),
        ops=(Draw(1, who="both"),),
    )),
    "Hungreed Burger": CardScript(Effect(
        conds=(Count(DARK_WARRIORS_IN_GY),), costs=(MillCost(1),),
        ops=(Modify(THIS, amount=Per(200, DARK_WARRIORS_IN_GY)),
             Optional((Destroy(Sel(who="opp", where=("szone", "fzone"))),),
                      condition=Count(Sel(face="up", name="Hungry Burger (Rush)")))),
    )),
    # ----------------------------------------------------------------- Spells
    "Monster Reborn (Rush)": CardScript(Effect(kind="spell", ops=(
        SpecialSummon(Sel(where=("gy",), who="any", kind="monster")),))),
    "Polymerization (Rush)": CardScript(Effect(kind="spell", ops=(
        FusionSummon(Sel(where=("hand", "mzone"), kind="monster")),))),
    "Fusion": CardScript(Effect(kind="spell", ops=(
        FusionSummon(Sel(where=("mzone",), face="up")),))),
    "Dark Hole (Rush)": CardScript(Effect(kind="spell", ops=(
        Destroy(ANY_MONSTER, low=0, high=ALL),))),
    "Dragonic Pressure": CardScript(Effect(
        kind="spell",
        costs=(SendCost(Sel(where=("hand",), kind="monster", race="Dragon"), low=3, high=3),),
        ops=(Destroy(ANY_MONSTER, low=0, high=ALL),
             Optional((SpecialSummon(Sel(where=("gy",), kind="monster", race="Dragon",
                                         level_max=4), position="def"),),
                      condition=DidAny("destroyed"))),
    )),
    "Type Change Beam": CardScript(Effect(
        kind="spell",
        costs=(Reveal(Sel(where=("hand",), kind="monster"), save="revealed"),),
        ops=(Grant(Sel(who="any", face="up"), low=1, high=3, kind=MOD_RACE,
                   value="memo-race:revealed", duration=THIS_TURN,
                   phrase="become the same Type as the revealed monster"),),
    )),
    "Jointech Rush Horn": CardScript(Effect(
        kind="equip", equip=Sel(face="up", race="Machine"),
        mods=(Cont(EQUIPPED, MOD_ATK, 300, "gains 300 ATK"),
              Cont(EQUIPPED, MOD_PIERCE, 1, "inflicts piercing battle damage")),
    )),
    "Hamburger Fast Recipe": CardScript(Effect(kind="spell", ops=(
        RitualSummon(("Hungry Burger (Rush)", "Hungreed Burger"), 6, Sel(face="up")),))),
    # ------------------------------------------------------------------ Traps
    "Mirror Force (Rush)": CardScript(Effect(kind="trap", trigger=OnAttack(), ops=(
        Destroy(Sel(who="opp", pos="atk"), low=0, high=ALL),))),
    "Sakuretsu Armor (Rush)": CardScript(Effect(kind="trap", trigger=OnAttack(), ops=(
        Destroy(Sel(who="opp", memo="attacker")),))),
    "Widespread Ruin (Rush)": CardScript(Effect(kind="trap", trigger=OnAttack(), ops=(
        Destroy(Sel(who="opp", pos="atk", highest_atk=True)),))),
    "Torrential Tribute (Rush)": CardScript(Effect(kind="trap", trigger=OnSummon(by="any"),
                                                   ops=(Destroy(ANY_MONSTER, low=0, high=ALL),))),
    "Trap Hole (Rush)": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",), monster=Sel(who="opp", atk_min=1000)),
        ops=(Destroy(Sel(who="opp", memo="summoned")),))),
    "Compulsory Evacuation Device (Rush)": CardScript(Effect(
        kind="trap", trigger=AnyOf((OnSummon(by="any"), OnSpell())),
        ops=(ReturnToHand(ANY_MONSTER),))),
    "Music Princess's Recital": CardScript(Effect(
        kind="trap", trigger=OnAttack(attacker=Sel(who="opp", level_max=8)),
        conds=(Count(Sel(), 1, 1),), ops=(NegateAttack(),))),
    "Sevens Road Protection": CardScript(Effect(
        kind="trap", trigger=OnSummon(kinds=("summon",)), conds=(Count(DARK_SPELLCASTERS),),
        ops=(Grant(DARK_SPELLCASTERS, high=ALL, kind=MOD_PROTECT, value="opp-effect",
                   duration=THIS_TURN, phrase="cannot be destroyed by your opponent's card "
                                              "effects"),
             Optional((ChangePosition(Sel(who="opp", memo="summoned"), to="def"),),
                      condition=Count(Sel(where=("gy",), name=SEVENS_ROAD_MAGICIAN)))),
    )),
    "RB Dragophone": CardScript(Effect(
        kind="trap", trigger=OnDestroyed(Sel(where=("gy",), kind="monster", race="Dragon")),
        ops=(Mill(2),
             Optional((SpecialSummon(Sel(where=("gy",), kind="monster", names=(
                 "Blue-Fang Burst Dragon", "Red-Boot Boost Dragon"))),),
                 condition=Count(Sel(), 0, 0))),
    )),
    "Dragon Encounter": CardScript(Effect(
        kind="trap", trigger=OnSummon(), ops=(
            SpecialSummon(Sel(where=("hand",), kind="monster", race="Dragon")),))),
}


def _deck(spec: dict[str, int], pool: CardPool) -> tuple[int, ...]:
    by_name: dict[str, int] = {}
    for card in pool.values():
        by_name.setdefault(card.name, card.code)
    return tuple(by_name[name] for name, n in spec.items() for _ in range(n))


def sample_decks(pool: CardPool) -> dict[str, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Two 40-card decks of the scripted cards (filled with fixture Normal Monsters from
    `pool`), for random-duel checks and the engine benchmark."""
    dragons = _deck({
        BEWD: 1, "Blue-Eyes Bright Dragon": 3, "Blue-Eyes Vision Dragon": 3,
        "Blue-Fang Burst Dragon": 3, "Red-Boot Boost Dragon": 3, "Innocent Fadrawl": 3,
        "Dragonic Pressure": 3, "Dragon Encounter": 3, "RB Dragophone": 3,
        "Monster Reborn (Rush)": 1, "Mirror Force (Rush)": 1, "Type Change Beam": 2,
        "Fusion": 2, "V4-1500": 3, "V4-1800": 3, "V3-1200": 3,
    }, pool)
    machines = _deck({
        "Supreme Machine Magnum Overlord [L]": 2, "Supreme Machine Magnum Overlord": 2,
        "Supreme Machine Magnum Overlord [R]": 2,
        "Doomblaze Fiend Overlord Despairacion [L]": 1,
        "Doomblaze Fiend Overlord Despairacion": 1,
        "Doomblaze Fiend Overlord Despairacion [R]": 1,
        "Jointech Rex": 3, "Jointech Rush Horn": 3, "Cyber Dragon (Rush)": 3,
        SEVENS_ROAD_MAGICIAN: 3, "Sevens Road Protection": 2, "Dark Magician (Rush)": 1,
        "Dark Hole (Rush)": 1, "Torrential Tribute (Rush)": 1, "Music Princess's Recital": 2,
        "Hamburger Fast Recipe": 2, "Fusion": 1, "V4-1600": 3, "V4-1400": 3, "V5-2300": 3,
    }, pool)
    extras = {
        "dragons": _deck({BEUD: 2}, pool),
        "machines": _deck({"Hungry Burger (Rush)": 2, "Hungreed Burger": 1, "FX-FUSION-2": 1},
                          pool),
    }
    return {"dragons": (dragons, extras["dragons"]), "machines": (machines, extras["machines"])}
