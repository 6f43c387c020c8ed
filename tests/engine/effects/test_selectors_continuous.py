"""One small duel per primitive of the effect DSL: Selectors, continuous effects and bans."""

from __future__ import annotations

from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardType
from rushdesk.engine.effects.conditions import (
    LPLower,
)
from rushdesk.engine.effects.core import Ctx
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel, attributes
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK

from ..util import do, find, names
from .dsl import (
    ALIAS,
    DESTROYER,
    REVIVER,
    activate,
    at,
    attack,
    build,
    can_activate,
    card,
    monster,
    picks,
)

# ================================================================== selectors
LEGEND = card("T-Legend", CardType.MONSTER | CardType.NORMAL, attribute=Attribute.LIGHT,
              race="Dragon", level=8, atk=3000, defense=2500, legend=True)


@pytest.fixture(scope="module")
def board() -> Duel:
    return build(
        Side(monsters=[("V4-1600", ATK), ("V4-WALL", DEF), ("V7-2500", SET)],
             hand=["V8-3000", ALIAS], gy=["V4-1500", "V3-1200", LEGEND, "FX-RECALL"]),
        Side(monsters=[("V4-1800", ATK), ("V3-1000", DEF)], spells=[("FX-HOLE", SET)]))


def _sel(duel: Duel, sel: Sel, memo: tuple[tuple[str, Any], ...] = ()) -> list[str]:
    ctx = Ctx(find(duel, "V4-1600", 0, "mzone"), 0, memo)
    return sorted(duel.data[i].name for i in sel.cards(duel, ctx))


MINE = ["V4-1600", "V4-WALL", "V7-2500"]


@pytest.mark.parametrize(("sel", "expected"), [
    (Sel(), MINE),
    (Sel(who="opp"), ["V3-1000", "V4-1800"]),
    (Sel(who="any"), sorted([*MINE, "V3-1000", "V4-1800"])),
    (Sel(where=("szone",), who="opp"), ["FX-HOLE"]),
    (Sel(where=("hand",)), [ALIAS, "V8-3000"]),
    (Sel(face="up"), ["V4-1600", "V4-WALL"]),
    (Sel(face="down"), ["V7-2500"]),
    (Sel(pos="atk"), ["V4-1600"]),
    (Sel(pos="def"), ["V4-WALL", "V7-2500"]),  # face-down counts as Defense
    (Sel(where=("gy",), kind="monster"), sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), kind="spell"), ["FX-RECALL"]),
    (Sel(where=("gy",), kind="normal monster"), sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), attribute=attributes("LIGHT", "WIND")),
     sorted([LEGEND, "V3-1200", "V4-1500"])),
    (Sel(where=("gy",), attribute=attributes("WIND")), ["V3-1200"]),
    (Sel(where=("gy",), race="Dragon"), sorted([LEGEND, "V4-1500"])),
    (Sel(level_min=4, level_max=4), ["V4-1600", "V4-WALL"]),
    (Sel(level_min=5), []),  # a face-down monster shows no stats
    (Sel(atk_min=1000), ["V4-1600"]),
    (Sel(atk_max=0), ["V4-WALL"]),
    (Sel(def_min=2000), ["V4-WALL"]),
    (Sel(def_max=1000), ["V4-1600"]),
    (Sel(name="V4-WALL"), ["V4-WALL"]),
    (Sel(where=("hand",), name="V4-1600"), [ALIAS]),  # treated as that name (R-CARD-1)
    (Sel(names=("V4-WALL", "V7-2500")), ["V4-WALL", "V7-2500"]),
    (Sel(not_name="V4-WALL"), ["V4-1600", "V7-2500"]),
    (Sel(who="any", highest_atk=True), ["V4-1800"]),
    (Sel(where=("gy",), legend=True), [LEGEND]),
    (Sel(where=("gy",), kind="monster", legend=False), ["V3-1200", "V4-1500"]),
    (Sel(not_self=True), ["V4-WALL", "V7-2500"]),
    (THIS, ["V4-1600"]),
    (Sel(face="up") & Sel(race="Rock"), ["V4-WALL"]),
    (Sel(who="opp") & Sel(level_max=3), ["V3-1000"]),  # defaults do not override
    (Sel(who="opp", face="up") & Sel(who="any", pos="atk"), ["V4-1600", "V4-1800"]),
])
def test_selector_filters(board: Duel, sel: Sel, expected: list[str]) -> None:
    assert _sel(board, sel) == expected


def test_selector_memo_and_exclude_memo(board: Duel) -> None:
    memo = (("chosen", (find(board, "V4-WALL"),)),)
    assert _sel(board, Sel(memo="chosen"), memo) == ["V4-WALL"]
    assert _sel(board, Sel(exclude_memo="chosen"), memo) == ["V4-1600", "V7-2500"]
    assert _sel(board, Sel(memo="chosen")) == []  # nothing saved


def test_a_maximum_mode_monster_is_one_monster_and_cannot_change_position() -> None:
    duel = build(Side(hand=["T-Max [L]", "T-Max", "T-Max [R]"]))
    do(duel, f"maximum {find(duel, 'T-Max')}")
    ctx = Ctx(find(duel, "T-Max"), 0)
    assert [duel.data[i].name for i in Sel().cards(duel, ctx)] == ["T-Max"]  # R-MAX-5
    assert Sel(can_change_position=True).cards(duel, ctx) == []  # R-MAX-4


@pytest.mark.parametrize(("sel", "count", "text"), [
    (Sel(face="up", race="Dragon", level_max=4), "1",
     "1 face-up Level 4 or lower Dragon monster you control"),
    (Sel(where=("gy",), kind="monster"), "2", "2 monsters in your GY"),
    (Sel(who="opp", where=("szone",)), "1", "1 card in your opponent's Spell & Trap Zones"),
    (Sel(who="any"), "all", "all monsters on the field"),
    (Sel(who="opp", pos="atk"), "all", "all Attack Position monsters your opponent controls"),
    (THIS, "1", "this card"),
    (Sel(face="up", attribute=attributes("DARK"), race="Spellcaster"), "a",
     "a face-up DARK Spellcaster monster you control"),
    (Sel(where=("hand",), kind="spell"), "1", "1 Spell Card in your hand"),
    (Sel(where=("gy",), kind="monster", names=("A", "B")), "1",
     '1 monster named "A" or "B" in your GY'),
    (Sel(where=("gy",), who="any", kind="monster"), "1", "1 monster in either player's GY"),
    (Sel(where=("hand",), kind="maximum monster"), "2", "2 Maximum Monsters in your hand"),
    (Sel(where=("hand",), kind="monster maximum"), "2", "2 Maximum Monsters in your hand"),
    (Sel(face="up", kind="normal monster", legend=True), "a",
     "a face-up Legend Normal Monster you control"),
])
def test_selector_text(sel: Sel, count: str, text: str) -> None:
    assert sel.text(count) == text


# ======================================================= continuous effects
BANNER = monster("T-Banner", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 300, "gain 300 ATK"),)))
UNDERDOG = monster("T-Underdog", Effect(kind="continuous", mods=(
    Cont(THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=LPLower()),)))


def test_cont_applies_while_face_up_on_the_field() -> None:
    duel = build(Side(monsters=[(BANNER, ATK), ("V4-1600", ATK)]),
                 Side(monsters=[("V4-1400", ATK)]))
    assert duel.atk(at(duel, "V4-1600")) == 1900 and duel.atk(at(duel, BANNER)) == 1000
    assert duel.atk(at(duel, "V4-1400")) == 1400  # only "you control"
    duel = build(Side(monsters=[(BANNER, SET), ("V4-1600", ATK)]))
    assert duel.atk(at(duel, "V4-1600")) == 1600  # face-down: no effect (R-EFF-5)


def test_cont_stops_when_the_card_leaves_the_field() -> None:
    duel = build(Side(monsters=[(BANNER, ATK), ("V4-1600", ATK)]),
                 Side(monsters=[(DESTROYER, ATK)]), turn=4, tp=1)
    do(duel, f"activate {find(duel, DESTROYER)}")
    do(duel, f"pick {find(duel, BANNER)}")
    assert duel.atk(at(duel, "V4-1600")) == 1600


@pytest.mark.parametrize(("lp", "atk"), [(8000, 1000), (7000, 2000)])
def test_cont_with_a_condition(lp: int, atk: int) -> None:
    duel = build(Side(monsters=[(UNDERDOG, ATK)], lp=lp))
    assert duel.atk(at(duel, UNDERDOG)) == atk


WARDEN = monster("T-Warden", Effect(kind="continuous", bans=(
    Ban("spsummon", "both", Sel(where=("hand", "gy"), who="any", level_min=7),
        "Special Summon Level 7 or higher monsters from the hand or GY"),
    Ban("set", "opp", Sel(where=("hand",), who="any", kind="monster"),
        "Set monsters from the hand"),
)))


def test_ban_special_summon() -> None:
    duel = build(Side(monsters=[(REVIVER, ATK)], gy=["V7-2500"]),
                 Side(monsters=[(WARDEN, ATK)]))
    assert not can_activate(duel, REVIVER)
    duel = build(Side(monsters=[(REVIVER, ATK), (WARDEN, ATK)], gy=["V7-2500", "V4-1600"]))
    activate(duel, REVIVER)  # only the Level 4: forced
    do(duel, "choose atk")
    assert names(duel, 0, "gy") == ["V7-2500"] and "V4-1600" in names(duel, 0, "mzone")


def test_ban_set_applies_to_the_opponent_only() -> None:
    duel = build(Side(hand=["V4-1600"]), Side(monsters=[(WARDEN, ATK)]))
    kinds = {a.kind for a in duel.legal_actions() if a.card == find(duel, "V4-1600")}
    assert kinds == {"summon"}
    duel = build(Side(hand=["V4-1600"], monsters=[(WARDEN, ATK)]))
    kinds = {a.kind for a in duel.legal_actions() if a.card == find(duel, "V4-1600")}
    assert kinds == {"summon", "set"}


HORN = card("T-Horn", CardType.SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(face="up", race="Warrior"),
    mods=(Cont(EQUIPPED, MOD_ATK, 300, "gains 300 ATK"),)))


def test_equip_to_attaches_the_spell_to_a_chosen_monster() -> None:
    duel = build(Side(hand=[HORN], monsters=[("V4-1600", ATK), ("V4-1400", ATK),
                                             ("V3-1200", ATK)]),
                 Side(monsters=[("V4-1800", ATK)]))
    activate(duel, HORN)
    assert duel.request.kind == "pick"
    assert picks(duel) == {find(duel, "V4-1600"), find(duel, "V4-1400")}  # Warriors only
    do(duel, f"pick {find(duel, 'V4-1400')}")
    horn = at(duel, HORN, 0, "szone")
    assert duel.equip[horn] == find(duel, "V4-1400")  # stays in its zone (R-EQUIP-1)
    assert duel.atk(at(duel, "V4-1400")) == 1700 and duel.atk(at(duel, "V4-1600")) == 1600
    attack(duel, "V4-1400", "V4-1800")  # 1700 against 1800
    assert names(duel, 0, "gy") == ["V4-1400", HORN]  # R-EQUIP-4


def test_equip_needs_a_monster_that_matches() -> None:
    duel = build(Side(hand=[HORN], monsters=[("V3-1200", ATK), ("V4-1600", SET)]))
    assert not can_activate(duel, HORN)
