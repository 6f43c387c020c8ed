"""Facts of real Rush Duel cards used by engine tests (names and stats only, no card text).

Every value was checked against EDOPro's `cards-rush.cdb` (RULES.md source S22): name,
kind bits, Attribute, Type, Level, ATK/DEF, Legend flag (`ot & 0x400`) and `alias`.
`alias` is copied as the database has it: a reprint points at another Rush print, and the
Rush version of an OCG card points at the OCG passcode (e.g. 89631139 for Blue-Eyes).
MAXIMUM ATK is not a database column; it is the printed value (RULES.md §20.1).
"""

from __future__ import annotations

from rushdesk.engine.cards import Attribute, CardData, CardPool, CardType

M = CardType.MONSTER
NORMAL_MONSTER = M | CardType.NORMAL
EFFECT_MONSTER = M | CardType.EFFECT
FUSION_MONSTER = M | CardType.FUSION
RITUAL_MONSTER = M | CardType.RITUAL
MAXIMUM_MONSTER = M | CardType.EFFECT | CardType.MAXIMUM
NORMAL_SPELL = CardType.SPELL
NORMAL_TRAP = CardType.TRAP

BEWD_OCG_ALIAS = 89631139

BASE_OVERLORD = (160202001, 160202002, 160202003)
"""First prints of the Magnum Overlord pieces; `max_partners` holds these base codes."""


def _blue_eyes(code: int) -> CardData:
    return CardData(
        code,
        "Blue-Eyes White Dragon (Rush)",
        NORMAL_MONSTER,
        alias=BEWD_OCG_ALIAS,
        attribute=Attribute.LIGHT,
        race="Dragon",
        level=8,
        atk=3000,
        defense=2500,
        legend=True,
    )


def _sevens_road_magician(code: int, alias: int) -> CardData:
    return CardData(
        code,
        "Sevens Road Magician",
        EFFECT_MONSTER,
        alias=alias,
        attribute=Attribute.DARK,
        race="Spellcaster",
        level=7,
        atk=2100,
        defense=1500,
    )


def _magnum_overlord(codes: tuple[int, int, int], alias: bool) -> tuple[CardData, ...]:
    """The [L], center and [R] pieces of one print of Supreme Machine Magnum Overlord."""
    base = "Supreme Machine Magnum Overlord"
    pieces = ((" [L]", "L", 4, 800), ("", "C", 10, 1900), (" [R]", "R", 3, 500))
    return tuple(
        CardData(
            code,
            base + suffix,
            MAXIMUM_MONSTER,
            alias=BASE_OVERLORD[i] if alias else 0,
            attribute=Attribute.DARK,
            race="Machine",
            level=level,
            atk=atk,
            defense=0,
            max_role=role,
            maximum_atk=3500 if role == "C" else 0,
            max_partners=(BASE_OVERLORD[0], BASE_OVERLORD[2]) if role == "C" else (),
        )
        for i, (code, (suffix, role, level, atk)) in enumerate(zip(codes, pieces, strict=True))
    )


BLUE_EYES_WHITE_DRAGON = _blue_eyes(160001000)
BLUE_EYES_WHITE_DRAGON_205 = _blue_eyes(160205001)
BLUE_EYES_WHITE_DRAGON_418 = _blue_eyes(160418001)
DARK_MAGICIAN = CardData(
    160002000,
    "Dark Magician (Rush)",
    NORMAL_MONSTER,
    alias=46986414,
    attribute=Attribute.DARK,
    race="Spellcaster",
    level=7,
    atk=2500,
    defense=2100,
    legend=True,
)
SUMMONED_SKULL = CardData(
    160003000,
    "Summoned Skull (Rush)",
    NORMAL_MONSTER,
    alias=70781052,
    attribute=Attribute.DARK,
    race="Fiend",
    level=6,
    atk=2500,
    defense=1200,
    legend=True,
)
SEVENS_ROAD_MAGICIAN = _sevens_road_magician(160301001, 0)
SEVENS_ROAD_MAGICIAN_205 = _sevens_road_magician(160205003, 160301001)
CYBER_DRAGON = CardData(
    160205024,
    "Cyber Dragon (Rush)",
    EFFECT_MONSTER,
    alias=70095154,
    attribute=Attribute.LIGHT,
    race="Machine",
    level=5,
    atk=2100,
    defense=1600,
)
JOINTECH_REX = CardData(
    160009019,
    "Jointech Rex",
    EFFECT_MONSTER,
    attribute=Attribute.EARTH,
    race="Machine",
    level=7,
    atk=2500,
    defense=1500,
)
BLUE_EYES_ULTIMATE_DRAGON = CardData(
    160319001,
    "Blue-Eyes Ultimate Dragon (Rush)",
    FUSION_MONSTER,
    alias=23995346,
    attribute=Attribute.LIGHT,
    race="Dragon",
    level=12,
    atk=4500,
    defense=3800,
    materials=(BLUE_EYES_WHITE_DRAGON.name,) * 3,
)
HUNGRY_BURGER = CardData(
    160022066,
    "Hungry Burger (Rush)",
    RITUAL_MONSTER,
    alias=30243636,
    attribute=Attribute.DARK,
    race="Warrior",
    level=6,
    atk=2000,
    defense=1900,
)
OVERLORD_L, OVERLORD, OVERLORD_R = _magnum_overlord((160205004, 160205005, 160205006), True)
OVERLORD_L_202, OVERLORD_202, OVERLORD_R_202 = _magnum_overlord(BASE_OVERLORD, False)

MONSTER_REBORN = CardData(
    160417004, "Monster Reborn (Rush)", NORMAL_SPELL, alias=83764718, legend=True
)
DARK_HOLE = CardData(160205069, "Dark Hole (Rush)", NORMAL_SPELL, alias=53129443, legend=True)
POLYMERIZATION = CardData(
    160206025, "Polymerization (Rush)", NORMAL_SPELL, alias=24094653, legend=True
)
FUSION = CardData(160204050, "Fusion", NORMAL_SPELL)

MIRROR_FORCE = CardData(160418003, "Mirror Force (Rush)", NORMAL_TRAP, alias=44095762, legend=True)
TRAP_HOLE = CardData(160202019, "Trap Hole (Rush)", NORMAL_TRAP, alias=4206964, legend=True)
TORRENTIAL_TRIBUTE = CardData(
    160318005, "Torrential Tribute (Rush)", NORMAL_TRAP, alias=53582587, legend=True
)
DRAGON_ENCOUNTER = CardData(160302013, "Dragon Encounter", NORMAL_TRAP)

ALL_REAL_CARDS: tuple[CardData, ...] = (
    BLUE_EYES_WHITE_DRAGON,
    BLUE_EYES_WHITE_DRAGON_205,
    BLUE_EYES_WHITE_DRAGON_418,
    DARK_MAGICIAN,
    SUMMONED_SKULL,
    SEVENS_ROAD_MAGICIAN,
    SEVENS_ROAD_MAGICIAN_205,
    CYBER_DRAGON,
    JOINTECH_REX,
    BLUE_EYES_ULTIMATE_DRAGON,
    HUNGRY_BURGER,
    OVERLORD_L,
    OVERLORD,
    OVERLORD_R,
    OVERLORD_L_202,
    OVERLORD_202,
    OVERLORD_R_202,
    MONSTER_REBORN,
    DARK_HOLE,
    POLYMERIZATION,
    FUSION,
    MIRROR_FORCE,
    TRAP_HOLE,
    TORRENTIAL_TRIBUTE,
    DRAGON_ENCOUNTER,
)

REAL_POOL = CardPool(ALL_REAL_CARDS)
"""Every card above, keyed by passcode."""
