"""Audit (second pass) of RULES.md sections 1-3, 5, 6, 16 and 17 and of the best-of-three
match layer: R-GEN, R-SETUP (deck construction, Legend limit, Limit Regulation, side
decking, setting up a duel), R-WIN, R-TURN, R-DRAW, R-CARD and the open-point defaults.

The tests look for angles the earlier files do not cover: deck lists in the style of the
held-out deck-legality scenarios (SC-35, SC-36), several rules broken by one card at once,
Limit Regulations that change over time, duels and matches played for real from
`Duel.new`/`Match` (not from a `scenario` position), and section 17's defaults.

Test-only cards use passcodes 956_xxx_xxx; they carry names, kinds and numbers only.
"""

from __future__ import annotations

import datetime
import json
from collections import Counter
from collections.abc import Sequence

import pytest

from rushdesk.engine import ATK, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import (
    Deck,
    DeckError,
    ProblemCode,
    check_deck,
    side_swap_problems,
    validate_deck,
)
from rushdesk.engine.match import Match
from rushdesk.engine.regulation import Regulation, RegulationHistory

from ..cards.util import POOL as CARD_POOL  # fixtures + carddb/ cards with their scripts
from ..cards.util import SEED_POOL  # the carddb/ cards alone
from ..cards.util import build as build_cards
from .util import Side, build, do, find, names

CURRENT = datetime.date(2024, 6, 1)
LEGACY = datetime.date(2022, 12, 31)

# Real passcodes (RULES.md section 20).
BEWD, BEWD_205, BEWD_418 = 160001000, 160205001, 160418001  # Legend Normal Monster
DARK_MAGICIAN, SUMMONED_SKULL = 160002000, 160003000  # Legend Normal Monsters
BRIGHT, VISION = 160319003, 160319004  # "counts as" / "becomes" Blue-Eyes White Dragon
BEUD = 160319001  # Fusion Monster
HUNGRY_BURGER = 160022066  # Ritual Monster
MONSTER_REBORN, DARK_HOLE = 160417004, 160205069  # Legend Spells
MIRROR_FORCE, TRAP_HOLE = 160418003, 160202019  # Legend Traps
SRM, SRM_205 = 160301001, 160205003  # Sevens Road Magician, two prints
JOINTECH_REX, CYBER_DRAGON = 160009019, 160205024


def _normal(code: int, name: str, alias: int = 0) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.NORMAL, alias=alias,
                    attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000)


FILLERS = tuple(_normal(956_000_000 + n, f"V4-AUD2-{n:02d}") for n in range(1, 26))
SIDE_FILLERS = tuple(_normal(956_000_100 + n, f"V4-AUD2-SIDE-{n:02d}") for n in range(1, 7))
LEGEND_EQUIP = CardData(956_001_001, "AUD2-LEGEND-EQUIP", CardType.SPELL | CardType.EQUIP,
                        legend=True)
LEGEND_FIELD = CardData(956_001_002, "AUD2-LEGEND-FIELD", CardType.SPELL | CardType.FIELD,
                        legend=True)
LEGEND_RITUAL_SPELL = CardData(956_001_003, "AUD2-LEGEND-RITUAL-SPELL",
                               CardType.SPELL | CardType.RITUAL, legend=True)
LEGEND_RITUAL_MONSTER = CardData(956_001_004, "AUD2-LEGEND-RITUAL",
                                 CardType.MONSTER | CardType.RITUAL, attribute=Attribute.DARK,
                                 race="Warrior", level=6, atk=2000, defense=1900, legend=True)
# One card printed twice under two English names, the prints linked by `alias` (the
# deck rules treat such prints as one card name: test_deck_validation.py checks copies).
ALIAS_BASE = _normal(956_002_001, "V4-AUD2-ALIAS")
ALIAS_REPRINT = _normal(956_002_002, "V4-AUD2-ALIAS (reprint)", alias=ALIAS_BASE.code)

DECK_POOL = CARD_POOL.merged((*FILLERS, *SIDE_FILLERS, LEGEND_EQUIP, LEGEND_FIELD,
                              LEGEND_RITUAL_SPELL, LEGEND_RITUAL_MONSTER, ALIAS_BASE,
                              ALIAS_REPRINT))


def fill(count: int, fillers: Sequence[CardData] = FILLERS) -> tuple[int, ...]:
    """`count` legal filler passcodes: 3 copies of each filler name in turn."""
    assert count <= 3 * len(fillers)
    return tuple(fillers[i // 3].code for i in range(count))


def main_with(*codes: int, size: int = 40) -> tuple[int, ...]:
    return (*codes, *fill(size - len(codes)))


def found(deck: Deck, on: datetime.date = CURRENT,
          regulations: RegulationHistory | None = None) -> list[tuple[str, str]]:
    """(code, rule) of every problem, in the validator's order."""
    problems = validate_deck(deck, DECK_POOL, on=on, regulations=regulations)
    return [(str(p.code), p.rule) for p in problems]


# ====================================================================== card data (R-GEN, R-CARD)
def test_r_gen_1_r_gen_4_the_card_data_holds_only_rush_cards_of_rush_kinds() -> None:
    """R-GEN-1: only Rush Duel cards (EDOPro Rush passcodes 160xxxxxx, no OCG passcode);
    R-GEN-4: only the kinds of the current pool (Normal/Effect/Fusion/Ritual/Maximum
    Monsters, Normal/Equip/Field/Ritual Spells, Normal Traps)."""
    m, s = CardType.MONSTER, CardType.SPELL
    kinds = {m | CardType.NORMAL, m | CardType.EFFECT, m | CardType.FUSION,
             m | CardType.RITUAL, m | CardType.EFFECT | CardType.FUSION,
             m | CardType.EFFECT | CardType.RITUAL, m | CardType.EFFECT | CardType.MAXIMUM,
             s, s | CardType.EQUIP, s | CardType.FIELD, s | CardType.RITUAL, CardType.TRAP}
    assert len(SEED_POOL) > 200
    for card in SEED_POOL.values():
        assert card.code // 1_000_000 == 160, card
        assert card.type in kinds, card
        assert card.alias == 0 or card.alias in SEED_POOL or card.alias < 100_000_000, card


def test_r_gen_5_monsters_have_a_level_1_to_12_one_of_six_attributes_and_a_type() -> None:
    """R-GEN-5: six Attributes, Levels 1-12, and a Type taken from the card data."""
    attributes = {Attribute.DARK, Attribute.LIGHT, Attribute.EARTH, Attribute.WATER,
                  Attribute.FIRE, Attribute.WIND}
    monsters = [c for c in SEED_POOL.values() if c.is_monster]
    for card in monsters:
        assert 1 <= card.level <= 12 and card.attribute in attributes and card.race, card
    assert {"Dragon", "Machine", "Spellcaster", "Warrior"} <= {c.race for c in monsters}


SECTION_20_LEGENDS = {
    "Blue-Eyes White Dragon (Rush)": True, "Dark Magician (Rush)": True,
    "Summoned Skull (Rush)": True, "Monster Reborn (Rush)": True,
    "Polymerization (Rush)": True, "Dark Hole (Rush)": True, "Mirror Force (Rush)": True,
    "Sakuretsu Armor (Rush)": True, "Widespread Ruin (Rush)": True,
    "Torrential Tribute (Rush)": True, "Trap Hole (Rush)": True,
    "Compulsory Evacuation Device (Rush)": True,
    "Blue-Eyes Ultimate Dragon (Rush)": False, "Blue-Eyes Bright Dragon": False,
    "Blue-Eyes Vision Dragon": False, "Cyber Dragon (Rush)": False,
    "Sevens Road Magician": False, "Jointech Rex": False, "Fusion": False,
    "Supreme Machine Magnum Overlord": False, "Supreme Machine Magnum Overlord [L]": False,
    "Doomblaze Fiend Overlord Despairacion [R]": False, "Sevens Road Protection": False,
    "Dragon Encounter": False, "RB Dragophone": False, "Hungry Burger (Rush)": False,
    "Hamburger Fast Recipe": False, "Innocent Fadrawl": False, "Jointech Rush Horn": False,
}


def test_r_setup_6_r_card_4_every_print_of_a_section_20_card_has_its_legend_flag() -> None:
    """R-SETUP-6 counts cards with the LEGEND icon (the S22 Legend bit); R-CARD-4: no others.
    Every print of every section 20 card carries the Legend flag RULES.md gives it, so a
    deck check on these names counts exactly the Legend cards."""
    for name, legend in SECTION_20_LEGENDS.items():
        prints = SEED_POOL.by_name(name)
        assert prints, name
        assert {c.legend for c in prints} == {legend}, name


def test_r_setup_6_7_each_legend_card_fits_once_and_never_twice() -> None:
    """R-SETUP-6 ("no Legend card can appear twice") and R-SETUP-7, for every Legend card
    of the card data: one copy in the Main Deck is legal today and in the legacy format,
    a second copy (any print) is one Legend problem, a copy in the Side Deck is none."""
    legends = sorted({c.name: c.code for c in SEED_POOL.values() if c.legend}.values())
    assert len(legends) >= 12
    for code in legends:
        assert found(Deck(main_with(code))) == []
        assert found(Deck(main_with(code)), on=LEGACY) == []
        assert found(Deck(main_with(code), side=(code,))) == []
        other = max(c.code for c in SEED_POOL.by_name(SEED_POOL[code].name))
        assert found(Deck(main_with(code, other))) == [("legend-limit", "R-SETUP-6")]
        assert found(Deck(main_with(code, other)), on=LEGACY) == [
            ("legend-limit", "R-SETUP-7")]


def test_r_setup_2_5_every_card_of_the_card_data_goes_where_its_kind_belongs() -> None:
    """R-SETUP-2 and R-SETUP-5 for the whole card pool: Fusion and Ritual Monsters are
    legal in the Extra Deck and refused in the Main Deck; every other card the reverse;
    any card is legal in the Side Deck (R-SETUP-3)."""
    for card in SEED_POOL.values():
        in_main = found(Deck(main_with(card.code)))
        in_extra = found(Deck(fill(40), (card.code,)))
        in_side = found(Deck(fill(40), side=(card.code,)))
        is_extra = card.is_monster and bool(card.type & (CardType.FUSION | CardType.RITUAL))
        assert in_main == ([("wrong-deck", "R-SETUP-5")] if is_extra else []), card.name
        assert in_extra == ([] if is_extra else [("wrong-deck", "R-SETUP-2")]), card.name
        assert in_side == [], card.name


def test_r_setup_4_every_name_printed_more_than_once_shares_one_count() -> None:
    """R-SETUP-4: "Count by card name, not by print or passcode". For every name with
    several prints in the card data, 2 + 2 copies of two prints make 4 of one name."""
    by_name: dict[str, list[int]] = {}
    for card in SEED_POOL.values():
        by_name.setdefault(card.name, []).append(card.code)
    multi = {n: sorted(c) for n, c in by_name.items() if len(c) > 1}
    assert len(multi) >= 5
    for name, codes in multi.items():
        if SEED_POOL[codes[0]].legend:
            continue  # two copies of a Legend break R-SETUP-6 first; tested above
        a, b = codes[0], codes[-1]
        extra = SEED_POOL[a].is_extra_deck
        deck = Deck(fill(40), (a, a, b), (b,)) if extra else Deck(main_with(a, a, b), side=(b,))
        assert found(deck) == [("too-many-copies", "R-SETUP-4")], name
        three = Deck(fill(40), (a, a), (b,)) if extra else Deck(main_with(a, a), side=(b,))
        assert found(three) == [], name


# ====================================================================== R-SETUP-6 / 7
def test_sc35_style_r_setup_6_one_legend_per_type_over_main_and_extra_side_free() -> None:
    """R-SETUP-6, R-SETUP-9: one Legend Monster (a Ritual Monster in the Extra Deck), one
    Legend Spell (an Equip Spell) and one Legend Trap in Main + Extra is legal, however
    many Legend cards the Side Deck holds. Moving one more Legend Monster into the Main
    Deck breaks the Monster slot only: one problem naming both Legend Monsters."""
    side = (BEWD, DARK_MAGICIAN, DARK_HOLE, TRAP_HOLE, MONSTER_REBORN)
    legal = Deck(main_with(LEGEND_EQUIP.code, MIRROR_FORCE), (LEGEND_RITUAL_MONSTER.code,), side)
    assert found(legal) == []
    two_monsters = Deck(main_with(LEGEND_EQUIP.code, MIRROR_FORCE, SUMMONED_SKULL),
                        (LEGEND_RITUAL_MONSTER.code,), side)
    [problem] = validate_deck(two_monsters, DECK_POOL, on=CURRENT)
    assert (problem.code, problem.rule, problem.section) == (ProblemCode.LEGEND_LIMIT,
                                                             "R-SETUP-6", "")
    assert set(problem.cards) == {LEGEND_RITUAL_MONSTER.code, SUMMONED_SKULL}
    assert "2 Legend Monsters" in problem.message


@pytest.mark.parametrize(("first", "second"), [
    (LEGEND_EQUIP.code, LEGEND_FIELD.code),
    (LEGEND_RITUAL_SPELL.code, MONSTER_REBORN),
    (LEGEND_FIELD.code, DARK_HOLE),
])
def test_r_setup_6_every_kind_of_spell_shares_the_one_legend_spell_slot(first: int,
                                                                        second: int) -> None:
    """R-SETUP-6: "one Legend Spell": Equip, Field, Ritual and Normal Spells are all Spells."""
    deck = Deck(main_with(first, second, BEWD, MIRROR_FORCE))
    [problem] = validate_deck(deck, DECK_POOL, on=CURRENT)
    assert (problem.code, problem.rule) == (ProblemCode.LEGEND_LIMIT, "R-SETUP-6")
    assert set(problem.cards) == {first, second}
    assert "2 Legend Spells" in problem.message
    assert found(Deck(main_with(first, BEWD, MIRROR_FORCE), side=(second,))) == []


@pytest.mark.parametrize(("on", "rule"), [(CURRENT, "R-SETUP-6"), (LEGACY, "R-SETUP-7")])
def test_r_setup_4_r_setup_6_7_four_prints_of_a_legend_break_both_limits_at_once(
        on: datetime.date, rule: str) -> None:
    """R-SETUP-4 (at most 3 of a name, reprints share the count) and R-SETUP-6/7 (no Legend
    card twice) are separate rules: four Blue-Eyes White Dragon prints break both, and
    both are reported at once, each with its own rule id."""
    deck = Deck(main_with(BEWD, BEWD, BEWD_205, BEWD_418))
    problems = validate_deck(deck, DECK_POOL, on=on)
    assert [(str(p.code), p.rule) for p in problems] == [("too-many-copies", "R-SETUP-4"),
                                                         ("legend-limit", rule)]
    assert problems[0].cards == (BEWD, BEWD_205, BEWD_418)
    assert "the deck holds 4 (4 in the Main Deck)" in problems[0].message
    assert "4 Legend" in problems[1].message


def test_r_setup_7_legacy_counts_a_legend_ritual_monster_in_the_extra_deck() -> None:
    """R-SETUP-7: before 2023 one Legend card in total over Main + Extra: the Extra Deck's
    Legend Ritual Monster alone is legal, with a Legend Trap in the Main Deck it is not;
    the same deck is legal from 2023-01-01 (R-SETUP-6)."""
    alone = Deck(fill(40), (LEGEND_RITUAL_MONSTER.code,), (MIRROR_FORCE,))
    assert found(alone, on=LEGACY) == []
    with_trap = Deck(main_with(MIRROR_FORCE), (LEGEND_RITUAL_MONSTER.code,))
    assert found(with_trap, on=LEGACY) == [("legend-limit", "R-SETUP-7")]
    assert found(with_trap, on=datetime.date(2023, 1, 1)) == []


# ====================================================================== R-SETUP-8
def test_r_setup_8_a_limited_legend_counts_its_side_copy_for_the_list_not_for_the_legend(
) -> None:
    """R-SETUP-8 counts Main, Extra and Side; R-SETUP-9 keeps the Side Deck out of the
    Legend limit. A Limited Legend Monster with one copy in the Main Deck and one in the
    Side Deck breaks the list only."""
    history = RegulationHistory([Regulation(datetime.date(2024, 1, 1),
                                            {"Blue-Eyes White Dragon (Rush)": 1})])
    assert found(Deck(main_with(BEWD)), regulations=history) == []
    deck = Deck(main_with(BEWD), side=(BEWD_205,))
    [problem] = validate_deck(deck, DECK_POOL, on=CURRENT, regulations=history)
    assert (problem.code, problem.rule) == (ProblemCode.LIMITED, "R-SETUP-8")
    assert problem.cards == (BEWD, BEWD_205)
    assert "Limited" in problem.message and "1 in the Side Deck" in problem.message


def test_r_setup_8_a_later_list_replaces_the_earlier_one_instead_of_adding_to_it() -> None:
    """R-SETUP-8: the list in force on the format date applies (SC-04 (f)). A card
    Forbidden in January and no longer listed in April may be played at 3 from April on;
    a card listed only in April is free before it."""
    january = Regulation(datetime.date(2024, 1, 1), {"Jointech Rex": 0})
    april = Regulation(datetime.date(2024, 4, 1), {"Cyber Dragon (Rush)": 1})
    history = RegulationHistory([january, april])
    rex = Deck(main_with(JOINTECH_REX, JOINTECH_REX, JOINTECH_REX))
    cyber = Deck(main_with(CYBER_DRAGON, CYBER_DRAGON))
    assert found(rex, on=datetime.date(2024, 3, 31), regulations=history) == [
        ("forbidden", "R-SETUP-8")]
    assert found(rex, on=datetime.date(2024, 4, 1), regulations=history) == []
    assert found(cyber, on=datetime.date(2024, 3, 31), regulations=history) == []
    assert found(cyber, on=datetime.date(2024, 4, 1), regulations=history) == [
        ("limited", "R-SETUP-8")]
    assert found(rex, on=datetime.date(2023, 12, 31), regulations=history) == []


def test_r_setup_8_semi_limited_and_limited_and_forbidden_each_reported_at_once() -> None:
    """R-SETUP-8: Forbidden 0, Limited 1, Semi-Limited 2. One deck over all three gets
    three problems (plus the plain 3-copy limit for an unlisted name, R-SETUP-4)."""
    history = RegulationHistory([Regulation(CURRENT, {
        "Cyber Dragon (Rush)": 0, "Jointech Rex": 1, "Sevens Road Magician": 2})])
    main = main_with(JOINTECH_REX, JOINTECH_REX, SRM, SRM_205, SRM,
                     FILLERS[0].code)  # a 4th copy of the first filler name
    deck = Deck(main, (), (CYBER_DRAGON,))
    problems = validate_deck(deck, DECK_POOL, on=CURRENT, regulations=history)
    summary = {(str(p.code), p.rule, p.cards) for p in problems}
    assert summary == {
        ("forbidden", "R-SETUP-8", (CYBER_DRAGON,)),
        ("limited", "R-SETUP-8", (JOINTECH_REX,)),
        ("limited", "R-SETUP-8", (SRM_205, SRM)),
        ("too-many-copies", "R-SETUP-4", (FILLERS[0].code,)),
    }
    assert len(problems) == 4
    messages = " ".join(p.message for p in problems)
    assert "Cyber Dragon (Rush) is Forbidden" in messages
    assert "Jointech Rex is Limited" in messages
    assert "Sevens Road Magician is Semi-Limited" in messages


def test_r_setup_8_r_setup_4_a_reprint_of_a_forbidden_card_is_forbidden_too() -> None:
    """R-SETUP-8 with R-SETUP-4: prints linked by alias are one card (they share one
    copy count even under different English names), so a list forbidding it under one
    print's name forbids a deck that holds only the other print, both ways round."""
    def listing(name: str) -> RegulationHistory:
        return RegulationHistory([Regulation(datetime.date(2024, 1, 1), {name: 0})])

    # control: each print is refused under its own name, and the prints share one count
    assert found(Deck(main_with(ALIAS_BASE.code)), regulations=listing(ALIAS_BASE.name)) == [
        ("forbidden", "R-SETUP-8")]
    assert found(Deck(main_with(ALIAS_REPRINT.code)),
                 regulations=listing(ALIAS_REPRINT.name)) == [("forbidden", "R-SETUP-8")]
    assert found(Deck(main_with(ALIAS_BASE.code, ALIAS_BASE.code, ALIAS_REPRINT.code,
                                ALIAS_REPRINT.code))) == [("too-many-copies", "R-SETUP-4")]
    # the card listed under one print's name, the deck holding only the other print
    reprint_only = found(Deck(main_with(ALIAS_REPRINT.code)),
                         regulations=listing(ALIAS_BASE.name))
    base_only = found(Deck(main_with(ALIAS_BASE.code)), regulations=listing(ALIAS_REPRINT.name))
    assert (reprint_only, base_only) == ([("forbidden", "R-SETUP-8")],
                                         [("forbidden", "R-SETUP-8")])


# ====================================================================== R-CARD-1 / R-SETUP-4
def test_r_card_1_r_setup_4_cards_treated_as_blue_eyes_keep_their_own_names_in_the_deck(
) -> None:
    """R-CARD-1 ("never for deck building") and R-SETUP-4: 3 Blue-Eyes Bright Dragon,
    3 Blue-Eyes Vision Dragon, 1 Blue-Eyes White Dragon and 3 Blue-Eyes Ultimate Dragon
    are legal (7 cards "treated as" Blue-Eyes do not make 7 copies, nor 7 Legends).
    A second Blue-Eyes White Dragon print breaks the Legend limit only."""
    main = main_with(BRIGHT, BRIGHT, BRIGHT, VISION, VISION, VISION, BEWD)
    assert found(Deck(main, (BEUD, BEUD, BEUD))) == []
    [problem] = validate_deck(Deck((*main[:-1], BEWD_418), (BEUD,) * 3), DECK_POOL,
                              on=CURRENT)
    assert (problem.code, problem.rule) == (ProblemCode.LEGEND_LIMIT, "R-SETUP-6")
    assert problem.cards == (BEWD, BEWD_418)


# ====================================================================== structured errors
RULE_OF_CODE = {
    "unknown-card": {"R-GEN-1"}, "main-too-small": {"R-SETUP-1"},
    "main-too-large": {"R-SETUP-1"}, "extra-too-large": {"R-SETUP-2"},
    "side-too-large": {"R-SETUP-3"}, "wrong-deck": {"R-SETUP-2", "R-SETUP-5"},
    "too-many-copies": {"R-SETUP-4"}, "forbidden": {"R-SETUP-8"}, "limited": {"R-SETUP-8"},
    "legend-limit": {"R-SETUP-6", "R-SETUP-7"}, "side-swap-cards": {"R-SETUP-9"},
    "side-swap-main-size": {"R-SETUP-9"}, "side-swap-extra-size": {"R-SETUP-9"},
}


def test_r_setup_every_problem_at_once_as_json_ready_records_with_the_right_rule() -> None:
    """Every error of an invalid deck is reported at once, each as a structured record
    whose rule id is the RULES.md rule the code stands for. The deck breaks R-GEN-1,
    R-SETUP-1, 2, 3, 4, 5, 6 and 8 together (three Legend Monsters, one of them in the
    Extra Deck; four Blue-Eyes Ultimate Dragon over Main and Extra). A side-decked
    version of a legal deck that drops a card also breaks R-SETUP-9."""
    history = RegulationHistory([Regulation(CURRENT, {"Jointech Rex": 0})])
    deck = Deck(
        (*fill(35), BEWD, DARK_MAGICIAN, BEUD, 123456789),  # 39 cards
        (SRM, BEUD, BEUD, BEUD, HUNGRY_BURGER, LEGEND_RITUAL_MONSTER.code),
        (JOINTECH_REX, *fill(15, SIDE_FILLERS)),  # 16 cards
    )
    problems = validate_deck(deck, DECK_POOL, on=CURRENT, regulations=history)
    codes = [str(p.code) for p in problems]
    assert codes == ["unknown-card", "main-too-small", "side-too-large", "wrong-deck",
                     "wrong-deck", "too-many-copies", "forbidden", "legend-limit"]
    assert codes.count("wrong-deck") == 2  # the Fusion in Main, the Effect in Extra
    for problem in problems:
        assert problem.rule in RULE_OF_CODE[str(problem.code)]
        data = json.loads(json.dumps(problem.to_dict()))
        assert data == {"code": str(problem.code), "message": problem.message,
                        "section": problem.section, "cards": list(problem.cards),
                        "rule": problem.rule}
    with pytest.raises(DeckError) as caught:
        check_deck(deck, DECK_POOL, on=CURRENT, regulations=history)
    assert caught.value.problems == problems
    legal = Deck(fill(40), (), fill(3, SIDE_FILLERS))
    swap = side_swap_problems(legal, Deck(fill(39), (), fill(3, SIDE_FILLERS)), DECK_POOL,
                              on=CURRENT)
    assert [(str(p.code), p.rule) for p in swap] == [("side-swap-cards", "R-SETUP-9"),
                                                     ("side-swap-main-size", "R-SETUP-9"),
                                                     ("main-too-small", "R-SETUP-1")]


# ====================================================================== R-SETUP-9
def test_r_setup_9_a_main_extra_exchange_keeps_sizes_but_not_placement() -> None:
    """R-SETUP-9 ("Main plus Extra MUST again satisfy" the rules) with R-SETUP-5: trading a
    Main Deck card with an Extra Deck card keeps both sizes and the card list, so no swap
    problem, but the Fusion Monster in the Main Deck and the Normal Monster in the Extra
    Deck are each refused."""
    original = Deck(fill(40), (BEUD,), fill(2, SIDE_FILLERS))
    traded = Deck((*fill(39), BEUD), (fill(40)[-1],), original.side)
    problems = side_swap_problems(original, traded, DECK_POOL, on=CURRENT)
    assert [(str(p.code), p.rule, p.section) for p in problems] == [
        ("wrong-deck", "R-SETUP-5", "main"), ("wrong-deck", "R-SETUP-2", "extra")]


# ====================================================================== R-SETUP-10
VANILLAS = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
            "V2-500", "V1-100", "V6-2000", "V3-1200", "V4-1500", "V4-1700", "V7-2500")


def _code(name: str) -> int:
    return CARD_POOL.by_name(name)[0].code


MAIN_40 = tuple(_code(v) for v in VANILLAS for _ in range(3))[:40]


def test_r_setup_10_extra_decks_wait_face_down_and_are_never_drawn() -> None:
    """R-SETUP-10: 8000 LP, the Main Deck shuffled into the Deck Zone, the Extra Deck
    face-down in the Extra Deck Zone, 4 cards each; then the first player's normal draw
    (R-DRAW-1). No Extra Deck card is ever drawn, and the opponent sees only its size
    (R-ZONE-4)."""
    extra = (BEUD,) * 3 + (HUNGRY_BURGER,) * 3 + (_code("FX-FUSION-2"),) * 3
    duel = Duel.new(CARD_POOL, ((MAIN_40, extra), (MAIN_40, extra)), seed=11, first=1)
    assert duel.lp == [8000, 8000] and duel.turn == 1 and duel.tp == 1
    assert [len(duel.hand[p]) for p in (0, 1)] == [4, 5]
    assert [len(duel.deck[p]) for p in (0, 1)] == [36, 35]
    assert [len(duel.extra[p]) for p in (0, 1)] == [9, 9]
    for p in (0, 1):
        assert not any(duel.data[i].is_extra_deck for i in duel.hand[p] + duel.deck[p])
    mine, theirs = duel.observe(0).data["players"][0], duel.observe(1).data["players"][0]
    assert Counter(c for _, c in mine["extra"]) == Counter(extra)
    assert theirs["extra"] == 9 and theirs["extra_known"] == []
    for _ in range(6):  # six more turns of draws: still only Main Deck cards
        do(duel, "end")
    assert all(not duel.data[i].is_extra_deck for p in (0, 1) for i in duel.hand[p])
    assert [len(duel.extra[p]) for p in (0, 1)] == [9, 9]


def test_r_setup_10_each_main_deck_is_shuffled_on_its_own_and_by_the_seed() -> None:
    """R-SETUP-10: "Each player shuffles their Main Deck". Two identical lists are not
    left in list order nor in the same order as each other, and the order depends on the
    seed (the same seed gives the same duel)."""
    orders = []
    for seed in (1, 2, 3):
        duel = Duel.new(CARD_POOL, ((MAIN_40, ()), (MAIN_40, ())), seed=seed)
        whole = [[duel.data[i].code for i in duel.hand[p] + duel.deck[p]] for p in (0, 1)]
        assert whole[0] != whole[1]
        assert sorted(whole[0]) == sorted(whole[1]) == sorted(MAIN_40)
        orders.append(whole[0])
    assert len({tuple(o) for o in orders}) == 3
    again = Duel.new(CARD_POOL, ((MAIN_40, ()), (MAIN_40, ())), seed=2)
    assert [again.data[i].code for i in again.hand[0] + again.deck[0]] == orders[1]


# ====================================================================== R-TURN-3, R-DRAW-1/2
def test_r_turn_3_r_draw_1_first_turn_everything_but_battle_is_allowed() -> None:
    """R-TURN-3: on the duel's first turn the first player draws, then may summon, use a
    monster effect, activate a Spell and Set a Trap; only the Battle Phase is missing.
    The Trap Set on turn 1 answers the opponent's summon on turn 2 (R-TRAP-2)."""
    duel = build(turn=1, p0=Side(hand=["FX-PINGER", "FX-BURN-BOTH", "FX-HOLE", "V4-0"]),
                 p1=Side(hand=["V4-1800"]))
    assert duel.turn == 1 and duel.first == 0
    do(duel, f"summon {find(duel, 'FX-PINGER')} z0")
    do(duel, f"activate {find(duel, 'FX-PINGER')}")
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    do(duel, f"set {find(duel, 'FX-HOLE')} s1")
    assert duel.lp == [7000, 6700]
    assert Action("battle") not in duel.legal_actions()
    assert {a.kind for a in duel.legal_actions()} >= {"end"}
    do(duel, "end")
    assert duel.turn == 2 and duel.tp == 1
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    do(duel, f"activate {find(duel, 'FX-HOLE')}")
    assert names(duel, 1, "gy") == ["V4-1800"]


def test_r_draw_1_r_draw_2_hands_grow_by_one_a_turn_when_nothing_is_played() -> None:
    """R-DRAW-1 and R-DRAW-2 in a duel started with `Duel.new`: 4 cards each, then every
    Draw Phase adds exactly 1 card once the hand holds 5 or more, and nothing is ever
    discarded."""
    duel = Duel.new(CARD_POOL, ((MAIN_40, ()), (MAIN_40, ())), seed=4, first=0)
    seen = [(len(duel.hand[0]), len(duel.hand[1]))]
    for _ in range(6):
        do(duel, "end")
        seen.append((len(duel.hand[0]), len(duel.hand[1])))
    assert seen == [(5, 4), (5, 5), (6, 5), (6, 6), (7, 6), (7, 7), (8, 7)]
    assert duel.turn == 7 and len(duel.deck[0]) == 32 and len(duel.deck[1]) == 33


@pytest.mark.parametrize(("held", "deck", "lost"), [(0, 4, True), (0, 5, False), (3, 1, True),
                                                     (3, 2, False), (8, 0, True),
                                                     (8, 1, False)])
def test_r_draw_1_r_win_2_the_draw_needs_every_card_or_the_player_loses(
        held: int, deck: int, lost: bool) -> None:
    """R-DRAW-1 with R-WIN-2: the draw needs 5 - hand cards (at least 1); a Deck one card
    short loses at once, a Deck with exactly enough is emptied without a loss."""
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * held, deck=["V1-100"] * deck))
    do(duel, "end")
    assert duel.is_over is lost
    if lost:
        assert duel.result.winner == 1 and "could not draw" in duel.result.reason
        assert len(duel.hand[0]) == held  # nothing was drawn
    else:
        assert len(duel.deck[0]) == 0 and len(duel.hand[0]) == max(5, held + 1)
        assert duel.request.kind == "main" and duel.current_player == 0


def test_r_win_2_the_non_turn_players_empty_deck_is_no_loss_until_its_own_draw() -> None:
    """R-WIN-2: "Merely having an empty Deck is not a loss." The opponent plays a whole turn
    (summon, battle, damage) against a player with no Deck; that player loses only in
    their own Draw Phase."""
    duel = build(p0=Side(hand=["V4-1800"]), p1=Side(hand=["V4-0"] * 6, deck=[]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    do(duel, "battle")
    do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.lp == [8000, 6200]
    assert duel.is_over and duel.result.winner == 0 and duel.turn == 4
    assert "could not draw" in duel.result.reason
    assert len(duel.hand[1]) == 6


def test_r_draw_1_r_win_2_the_first_players_turn_one_draw_can_deck_out() -> None:
    """R-DRAW-1 ("This applies on every turn, including the first player's first turn")
    with R-WIN-2: with 4-card Decks the first player draws its whole Deck as the opening
    hand and loses at its turn-1 draw. (Such Decks are illegal, R-SETUP-1; only the draw
    rule is checked here.)"""
    four = MAIN_40[:4]
    duel = Duel.new(CARD_POOL, ((four, ()), (four, ())), seed=1, first=1)
    assert duel.is_over and duel.result.winner == 0
    assert duel.turn == 1 and len(duel.hand[1]) == 4 and duel.lp == [8000, 8000]


# ====================================================================== R-WIN-1 / 3
def test_r_win_1_effect_damage_past_zero_stops_at_zero_and_ends_the_duel() -> None:
    """R-WIN-1: "LP never go below 0; excess damage is discarded", and the loss is at once:
    the damage event records the 100 LP really lost and is followed only by the result."""
    duel = build(p0=Side(monsters=[("FX-PINGER", ATK)], hand=["V4-1800"]), p1=Side(lp=100))
    events = do(duel, f"activate {find(duel, 'FX-PINGER')}")
    [damage] = [e for e in events if e.kind == "damage"]
    assert (damage.player, damage.value) == (1, 100)
    assert duel.lp == [8000, 0] and duel.is_over and duel.result.winner == 0
    assert "LP reached 0" in duel.result.reason
    assert events[-1].kind == "result" and duel.legal_actions() == []


def test_r_win_3_both_at_zero_from_one_spell_is_a_draw_whoever_activated_it() -> None:
    """R-WIN-3: FX-BURN-BOTH brings both players to 0 by one event: a drawn duel
    (winner None), with the activating player's LP lower than the opponent's."""
    duel = build(p0=Side(hand=["FX-BURN-BOTH"], lp=600, monsters=[("V4-1800", ATK)]),
                 p1=Side(lp=1000, monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    assert duel.lp == [0, 0] and duel.is_over and duel.result.winner is None
    assert duel.current_player is None and duel.legal_actions() == []


def test_r_setup_7_the_format_date_defaults_to_the_current_legend_rule() -> None:
    """R-SETUP-7: "rushdesk SHOULD let the user pick the format date. The default is the
    current rule." One Legend of each type is legal without a date (today), illegal on a
    legacy date; a match made without a date uses the current rule too."""
    deck = Deck(main_with(BEWD, MONSTER_REBORN, MIRROR_FORCE))
    assert validate_deck(deck, DECK_POOL) == []
    assert found(deck, on=LEGACY) == [("legend-limit", "R-SETUP-7")]
    match = Match(DECK_POOL, (deck, deck), seed=1)
    assert match.on >= datetime.date(2023, 1, 1)


# ====================================================================== §17 item 4
def test_section_17_4_r_fus_9_a_properly_summoned_fusion_monster_may_come_back_twice() -> None:
    """Section 17 item 4 (R-FUS-9 default: like EDOPro, a proper summon is needed first):
    FX-FUSION-2 properly Fusion Summoned may be Special Summoned from the GY again after
    each time it is destroyed; the proper summon is not used up by the first revival."""
    duel = build_cards(p0=Side(
        hand=["Fusion", "Dark Hole (Rush)", "Monster Reborn (Rush)", "Dark Hole (Rush)",
              "Monster Reborn (Rush)"],
        monsters=[("V4-1600", ATK), ("V4-1400", ATK)], extra=["FX-FUSION-2"]))

    def resolve_all() -> None:
        while duel.current_player == 0 and duel.request.kind != "main":
            fusion = [a for a in duel.legal_actions()
                      if a.card == find(duel, "FX-FUSION-2") and a.kind == "pick"]
            duel.apply(fusion[0] if fusion else duel.legal_actions()[0])

    do(duel, f"activate {find(duel, 'Fusion', 0, 'hand')} s0")
    resolve_all()
    assert names(duel, 0, "mzone").count("FX-FUSION-2") == 1
    for round_ in (1, 2):
        do(duel, f"activate {find(duel, 'Dark Hole (Rush)', 0, 'hand')} s0")
        resolve_all()
        assert "FX-FUSION-2" in names(duel, 0, "gy")
        reborn = find(duel, "Monster Reborn (Rush)", 0, "hand")
        assert Action("activate", reborn, 3) in duel.legal_actions(), round_
        do(duel, f"activate {reborn} s0")
        resolve_all()
        assert names(duel, 0, "mzone").count("FX-FUSION-2") == 1, round_


# ====================================================================== the match
def _deck(extra: tuple[int, ...] = (), side: tuple[int, ...] = ()) -> Deck:
    return Deck(MAIN_40, extra, side)


def _end_until_over(duel: Duel) -> None:
    """Both players only end their turns: the first player runs out of cards first."""
    while not duel.is_over:
        legal = duel.legal_actions()
        duel.apply(Action("end") if Action("end") in legal else legal[0])


def test_r_win_2_r_win_5_r_setup_10_a_match_of_deck_outs_follows_the_choices() -> None:
    """R-WIN-5 with R-WIN-2 and R-SETUP-10: when both players only end their turns, the
    player who went first decks out first (drawing on turn 1, R-TURN-3) and loses. The
    loser of each duel chooses who goes first; choosing to go second wins the next duel.
    Duel 1: player 0 first, loses. Player 0 goes second in duel 2 and wins. Player 1,
    the loser, goes second in duel 3 and wins: 2-1 for player 1."""
    match = Match(CARD_POOL, (_deck(), _deck()), seed=5, first=0, on=CURRENT)
    results = []
    while not match.is_over:
        if match.chooser is not None:
            match.choose_first(match.chooser, goes_first=False)
        duel = match.start_duel()
        _end_until_over(duel)
        assert duel.turn == 73 and "could not draw" in duel.result.reason
        finished = match.finish_duel()
        results.append((finished.first, finished.result.winner))
    assert results == [(0, 1), (1, 0), (0, 1)]
    assert match.wins == (1, 2) and match.winner == 1 and match.draws == 0


def test_r_setup_10_r_turn_3_the_loser_goes_first_in_duel_two_and_has_no_battle() -> None:
    """R-SETUP-10: the loser of duel 1 (player 0 here) chooses to go first in duel 2; that
    duel then starts like any other: player 0 draws on turn 1 to 5 cards, player 1 holds
    4, and player 0 has no Battle Phase on turn 1 (R-TURN-3)."""
    match = Match(CARD_POOL, (_deck(), _deck()), seed=6, first=0, on=CURRENT)
    _end_until_over(match.start_duel())
    match.finish_duel()
    assert match.chooser == 0
    match.choose_first(0, goes_first=True)
    duel = match.start_duel()
    assert (duel.first, duel.turn, duel.tp) == (0, 1, 0)
    assert [len(duel.hand[p]) for p in (0, 1)] == [5, 4] and duel.lp == [8000, 8000]
    assert Action("battle") not in duel.legal_actions()
    do(duel, "end")
    assert Action("battle") in duel.legal_actions()


def test_r_setup_9_r_setup_3_the_side_decked_extra_deck_is_played_and_the_side_is_not(
) -> None:
    """R-SETUP-9: an Extra Deck card swapped one for one with a Side Deck card is in the
    next duel's Extra Deck; R-SETUP-3: the Side Deck is never part of a duel."""
    fusion2 = _code("FX-FUSION-2")
    side = (HUNGRY_BURGER, _code("V8-3000"), _code("V6-2400"))
    registered = _deck((fusion2, BEUD), side)
    match = Match(CARD_POOL, (registered, _deck()), seed=7, first=1, on=CURRENT)
    first = match.start_duel()
    assert sorted(first.data[i].code for i in first.extra[0]) == sorted((fusion2, BEUD))
    _end_until_over(first)
    match.finish_duel()
    sided = Deck(MAIN_40, (HUNGRY_BURGER, BEUD), (fusion2, *side[1:]))
    match.side(0, sided)
    match.choose_first(match.chooser, goes_first=True)
    duel = match.start_duel()
    assert sorted(duel.data[i].code for i in duel.extra[0]) == sorted((HUNGRY_BURGER, BEUD))
    in_duel = Counter(duel.data[i].code for i in range(len(duel.data)) if duel.owner[i] == 0)
    assert in_duel == Counter(MAIN_40) + Counter((HUNGRY_BURGER, BEUD))
    assert not {fusion2, _code("V8-3000")} & set(in_duel)
