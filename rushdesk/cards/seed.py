"""The cards named by the rules specification (RULES.md section 20): facts and behaviour.

Facts (names, kinds, stats, passcodes, aliases) were checked against the reference card
database; the behaviour is written in rushdesk's own effect DSL from what each card
does, and its text is rendered from that definition. This is an interim table until
the card database (`carddb/`) holds the facts of every set.
"""

from __future__ import annotations

from dataclasses import replace

from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType
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

M = CardType.MONSTER
NORMAL = M | CardType.NORMAL
EFFECT = M | CardType.EFFECT
FUSION = M | CardType.FUSION
RITUAL = M | CardType.RITUAL
MAXIMUM = M | CardType.EFFECT | CardType.MAXIMUM
SPELL = CardType.SPELL
EQUIP = CardType.SPELL | CardType.EQUIP
RITUAL_SPELL = CardType.SPELL | CardType.RITUAL
TRAP = CardType.TRAP
L, E, D, W, F, A = (Attribute.LIGHT, Attribute.EARTH, Attribute.DARK, Attribute.WIND,
                    Attribute.FIRE, Attribute.WATER)

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"
SEVENS_ROAD_MAGICIAN = "Sevens Road Magician"

GY_MONSTERS = Sel(where=("gy",), kind="monster")
ANY_MONSTER = Sel(who="any")
OPP_FACE_UP = Sel(who="opp", face="up")
DARK_SPELLCASTERS = Sel(face="up", attribute=attributes("DARK"), race="Spellcaster")


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


def _m(code: int, name: str, kind: CardType, attr: Attribute, race: str, level: int, atk: int,
       dfn: int, alias: int = 0, legend: bool = False, **more: object) -> CardData:
    return CardData(code, name, kind, alias=alias, attribute=attr, race=race, level=level,
                    atk=atk, defense=dfn, legend=legend, **more)  # type: ignore[arg-type]


def _s(code: int, name: str, kind: CardType, alias: int = 0, legend: bool = False) -> CardData:
    return CardData(code, name, kind, alias=alias, legend=legend)


_OVERLORD = (160202001, 160202002, 160202003)
_DESPAIR = (160205007, 160205008, 160205009)

FACTS: list[CardData] = [
    _m(160001000, BEWD, NORMAL, L, "Dragon", 8, 3000, 2500, 89631139, True),
    _m(160205001, BEWD, NORMAL, L, "Dragon", 8, 3000, 2500, 89631139, True),
    _m(160418001, BEWD, NORMAL, L, "Dragon", 8, 3000, 2500, 89631139, True),
    _m(160319001, BEUD, FUSION, L, "Dragon", 12, 4500, 3800, 23995346,
       materials=(BEWD, BEWD, BEWD)),
    _m(160319003, "Blue-Eyes Bright Dragon", EFFECT, L, "Dragon", 8, 2500, 2500),
    _m(160319004, "Blue-Eyes Vision Dragon", EFFECT, L, "Dragon", 8, 2500, 2000),
    _m(160205024, "Cyber Dragon (Rush)", EFFECT, L, "Machine", 5, 2100, 1600, 70095154),
    _m(160301001, SEVENS_ROAD_MAGICIAN, EFFECT, D, "Spellcaster", 7, 2100, 1500),
    _m(160205003, SEVENS_ROAD_MAGICIAN, EFFECT, D, "Spellcaster", 7, 2100, 1500, 160301001),
    _m(160009019, "Jointech Rex", EFFECT, E, "Machine", 7, 2500, 1500),
    _m(160010101, "Blue-Fang Burst Dragon", EFFECT, L, "Dragon", 7, 2500, 1500),
    _m(160315001, "Red-Boot Boost Dragon", EFFECT, D, "Dragon", 7, 2400, 1600),
    _m(160202001, "Supreme Machine Magnum Overlord [L]", MAXIMUM, D, "Machine", 4, 800, 0,
       max_role="L"),
    _m(160202002, "Supreme Machine Magnum Overlord", MAXIMUM, D, "Machine", 10, 1900, 0,
       max_role="C", maximum_atk=3500, max_partners=(_OVERLORD[0], _OVERLORD[2])),
    _m(160202003, "Supreme Machine Magnum Overlord [R]", MAXIMUM, D, "Machine", 3, 500, 0,
       max_role="R"),
    _m(160205004, "Supreme Machine Magnum Overlord [L]", MAXIMUM, D, "Machine", 4, 800, 0,
       160202001, max_role="L"),
    _m(160205005, "Supreme Machine Magnum Overlord", MAXIMUM, D, "Machine", 10, 1900, 0,
       160202002, max_role="C", maximum_atk=3500, max_partners=(_OVERLORD[0], _OVERLORD[2])),
    _m(160205006, "Supreme Machine Magnum Overlord [R]", MAXIMUM, D, "Machine", 3, 500, 0,
       160202003, max_role="R"),
    _m(160205007, "Doomblaze Fiend Overlord Despairacion [L]", MAXIMUM, F, "Fiend", 10, 2300,
       0, max_role="L"),
    _m(160205008, "Doomblaze Fiend Overlord Despairacion", MAXIMUM, F, "Fiend", 10, 2500, 0,
       max_role="C", maximum_atk=4000, max_partners=(_DESPAIR[0], _DESPAIR[2])),
    _m(160205009, "Doomblaze Fiend Overlord Despairacion [R]", MAXIMUM, F, "Fiend", 10, 2200,
       0, max_role="R"),
    _m(160002000, "Dark Magician (Rush)", NORMAL, D, "Spellcaster", 7, 2500, 2100, 46986414,
       True),
    _m(160003000, "Summoned Skull (Rush)", NORMAL, D, "Fiend", 6, 2500, 1200, 70781052, True),
    _m(160017037, "Innocent Fadrawl", EFFECT, L, "Dragon", 3, 700, 100),
    _m(160022066, "Hungry Burger (Rush)", RITUAL, D, "Warrior", 6, 2000, 1900, 30243636),
    _m(160022033, "Hungreed Burger", RITUAL, D, "Warrior", 6, 2000, 1900),
    _s(160417004, "Monster Reborn (Rush)", SPELL, 83764718, True),
    _s(160206025, "Polymerization (Rush)", SPELL, 24094653, True),
    _s(160204050, "Fusion", SPELL),
    _s(160205069, "Dark Hole (Rush)", SPELL, 53129443, True),
    _s(160302011, "Dragonic Pressure", SPELL),
    _s(160004039, "Type Change Beam", SPELL),
    _s(160011041, "Jointech Rush Horn", EQUIP),
    _s(160022048, "Hamburger Fast Recipe", RITUAL_SPELL),
    _s(160418003, "Mirror Force (Rush)", TRAP, 44095762, True),
    _s(160417005, "Sakuretsu Armor (Rush)", TRAP, 56120475, True),
    _s(160436005, "Widespread Ruin (Rush)", TRAP, 77754944, True),
    _s(160318005, "Torrential Tribute (Rush)", TRAP, 53582587, True),
    _s(160202019, "Trap Hole (Rush)", TRAP, 4206964, True),
    _s(160210032, "Compulsory Evacuation Device (Rush)", TRAP, 94192409, True),
    _s(160005061, "Music Princess's Recital", TRAP),
    _s(160428021, "Sevens Road Protection", TRAP),
    _s(160315032, "RB Dragophone", TRAP),
    _s(160302013, "Dragon Encounter", TRAP),
]

#: Cards without effects: nothing to script (Normal Monsters and vanilla Extra Deck ones).
VANILLA = frozenset(c.name for c in FACTS if not c.type & CardType.EFFECT and c.is_monster)

SEED_POOL = CardPool(
    replace(card, behaviour=SCRIPTS[card.name]) if card.name in SCRIPTS else card
    for card in FACTS
)


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
