"""Rule audit of the Fusion and Ritual rules that few test files name: R-FUS-1, R-FUS-2,
R-FUS-3, R-FUS-7, R-FUS-8, R-RIT-1, R-RIT-2, R-RIT-4 and R-RIT-5 (RULES.md sections 14
and 15). Each test names its rule id.

Real cards, the section 19 fixtures, and throwaway T- cards (own names, plain effects)
where no real card has what a test needs.
"""

from __future__ import annotations

from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.effects.conditions import SummonedThisTurn
from rushdesk.engine.effects.ops import AddToHand, Damage, Fixed, GainLP, SpecialSummon, ToDeck
from rushdesk.engine.effects.script import Ban, CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import FusionSummon, RitualSummon
from rushdesk.engine.scenario import scenario

from ..engine.util import do, find, names
from .helpers import hid, moves, play, refused, settle
from .util import POOL, Side

POLY, FUSION, F2 = "Polymerization (Rush)", "Fusion", "FX-FUSION-2"
REBORN, HOLE, RECALL = "Monster Reborn (Rush)", "Dark Hole (Rush)", "FX-RECALL"
RECIPE, BURGER, HUNGREED = "Hamburger Fast Recipe", "Hungry Burger (Rush)", "Hungreed Burger"
CED, TORRENT = "Compulsory Evacuation Device (Rush)", "Torrential Tribute (Rush)"
TRAP_HOLE = "Trap Hole (Rush)"

FUS = CardType.MONSTER | CardType.FUSION
RIT = CardType.MONSTER | CardType.RITUAL
EXTRA_CALL, EXTRA_OR_GY = "T-Extra-Call", "T-Extra-Or-Grave-Call"
HAND_FUSION, CONTACT_BURN, MULTI = "T-Palm-Fusion", "T-Contact-Spark", "T-Twofold-Knight"
RIT_OTHER, RITE_WARRIOR = "T-Unnamed-Rite-Beast", "T-Warrior-Rite"
RIT_SS, RITE_8 = "T-Rite-Sentinel", "T-Eight-Star-Rite"
NO_EXTRA_SS, TO_BOTTOM, GY_TO_HAND = "T-Extra-Seal", "T-Sink-Below", "T-Grave-Fetch"
BURN = (Damage(Fixed(300)),)
_V = {"attribute": Attribute.EARTH, "race": "Warrior"}


def _spell(code: int, name: str, *ops: Any) -> CardData:
    return CardData(code, name, CardType.SPELL,
                    behaviour=CardScript(Effect(kind="spell", ops=ops)))


AUDIT_POOL = POOL.merged([
    # "Special Summon 1 monster from your Extra Deck" (not a Fusion Summon)
    _spell(951_300_101, EXTRA_CALL, SpecialSummon(Sel(where=("extra",), kind="monster"))),
    # "Special Summon 1 monster from your GY or Extra Deck"
    _spell(951_300_102, EXTRA_OR_GY,
           SpecialSummon(Sel(where=("gy", "extra"), kind="monster"))),
    # "Fusion Summon, using monsters from your hand only"
    _spell(951_300_103, HAND_FUSION, FusionSummon(Sel(where=("hand",), kind="monster"))),
    # Contact Fusion; "if this card was Fusion Summoned this turn: 300 damage"
    CardData(951_300_104, CONTACT_BURN, FUS | CardType.EFFECT, level=6, atk=2300,
             defense=1500, materials=("V4-1600", "V4-1400"), **_V,
             behaviour=CardScript(Effect(conds=(SummonedThisTurn("fusion"),), ops=BURN),
                                  contact_fusion=True)),
    # Multi-Choice: 300 damage, or gain 500 LP
    CardData(951_300_105, MULTI, FUS | CardType.EFFECT, level=6, atk=2200, defense=1800,
             materials=("V4-1600", "V4-1400"), **_V, behaviour=CardScript(Effect(
                 kind="multi", options=(BURN, (GainLP(Fixed(500)),))))),
    # A Level 6 Ritual Monster that Hamburger Fast Recipe does not name
    CardData(951_300_106, RIT_OTHER, RIT, level=6, atk=2100, defense=1000, **_V),
    # A Ritual Spell for "Hungry Burger" with face-up Warriors totalling Level 6
    _spell(951_300_107, RITE_WARRIOR,
           RitualSummon((BURGER,), 6, Sel(face="up", race="Warrior"))),
    # A Level 8 Ritual Monster: "if this card was Special Summoned this turn: 400 damage"
    CardData(951_300_108, RIT_SS, RIT | CardType.EFFECT, level=8, atk=2700, defense=2000,
             **_V, behaviour=CardScript(Effect(conds=(SummonedThisTurn("special"),),
                                               ops=(Damage(Fixed(400)),)))),
    _spell(951_300_109, RITE_8, RitualSummon((RIT_SS,), 8, Sel(face="up"))),
    # "Your opponent cannot Special Summon monsters from the Extra Deck" (continuous)
    CardData(951_300_110, NO_EXTRA_SS, CardType.MONSTER | CardType.EFFECT, level=4, atk=1000,
             defense=1000, **_V, behaviour=CardScript(Effect(kind="continuous", bans=(Ban(
                 "spsummon", "opp", Sel(where=("extra",), who="any", kind="monster"),
                 "Special Summon monsters from the Extra Deck"),)))),
    # "Place 1 monster on the field on the bottom of its owner's Deck"
    _spell(951_300_111, TO_BOTTOM, ToDeck(Sel(who="any"), where="bottom")),
    # "Add 1 monster from your GY to your hand"
    _spell(951_300_112, GY_TO_HAND, AddToHand(Sel(where=("gy",), kind="monster"))),
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def offered(duel: Duel, kind: str = "pick") -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == kind}


def code(name: str) -> int:
    return AUDIT_POOL.by_name(name)[0].code


def summoned(hand: list[str], monsters: list[str], extra: list[str],
             spell: str = FUSION, **p0: Any) -> Duel:
    """A duel where P0 has just used `spell` (its windows passed)."""
    duel = build(p0=Side(hand=[spell, *hand], monsters=[(m, ATK) for m in monsters],
                         extra=extra, **p0))
    play(duel, f"activate {hid(duel, spell)} s0")
    return duel


# ================================================================== R-FUS-1
def test_r_fus_1_a_plain_extra_deck_special_summon_cannot_take_a_fusion_monster() -> None:
    """R-FUS-1: a Fusion Monster leaves the Extra Deck only by a Fusion Summon. "Special
    Summon 1 monster from your Extra Deck" is not one: with only FX-FUSION-2 there, it
    has nothing it may summon (R-REQ-1)."""
    duel = build(p0=Side(hand=[EXTRA_CALL], extra=[F2]))
    refused(duel, f"activate {hid(duel, EXTRA_CALL)} s0")
    assert names(duel, 0, "extra") == [F2] and names(duel, 0, "mzone") == ["", "", ""]


def test_r_fus_1_from_the_gy_or_extra_deck_only_the_gy_monster_may_come() -> None:
    """R-FUS-1: "Special Summon 1 monster from your GY or Extra Deck" may take V4-1800
    from the GY, never FX-FUSION-2 from the Extra Deck."""
    duel = build(p0=Side(hand=[EXTRA_OR_GY], gy=["V4-1800"], extra=[F2]))
    grave = find(duel, "V4-1800", 0, "gy")
    do(duel, f"activate {hid(duel, EXTRA_OR_GY)} s0")
    if duel.request.kind == "pick":  # with one possible choice nobody need be asked
        assert offered(duel) == {grave}
        do(duel, f"pick {grave}")
    play(duel, "choose atk")
    assert names(duel, 0, "extra") == [F2]
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""]


def test_r_fus_1_a_fusion_monster_is_never_normal_summoned_set_or_self_summoned() -> None:
    """R-FUS-1: no Normal Summon, Set or Special Summon by procedure takes a Fusion
    Monster (without a Contact Fusion clause) out of the Extra Deck."""
    duel = build(p0=Side(extra=[F2], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    fusion = find(duel, F2)
    assert not [a for a in duel.legal_actions() if a.card == fusion]
    for kind in ("summon", "set"):
        assert "in your hand" in refused(duel, f"{kind} {fusion} z2")
    refused(duel, f"spsummon {fusion} z2 atk")
    assert names(duel, 0, "extra") == [F2]


# ================================================================== R-FUS-2
@pytest.mark.parametrize("where", ["gy", "deck", "hand", "face-down"])
def test_r_fus_2_fusion_refuses_a_material_that_is_not_face_up_on_your_field(
        where: str) -> None:
    """R-FUS-2: "Fusion" takes only face-up monsters you control: V4-1400 in the GY, in
    the Deck, in the hand, or face-down beside a face-up V4-1600 does not do."""
    mine = [("V4-1600", ATK)] + ([("V4-1400", SET)] if where == "face-down" else [])
    duel = build(p0=Side(hand=[FUSION] + ["V4-1400"] * (where == "hand"), monsters=mine,
                         gy=["V4-1400"] if where == "gy" else [],
                         deck=["V4-1400"] * 3 if where == "deck" else None, extra=[F2]))
    assert "R-REQ-1" in refused(duel, f"activate {hid(duel, FUSION)} s0")
    assert names(duel, 0, "extra") == [F2]


def test_r_fus_2_only_the_face_up_copies_go_the_others_stay_where_they_are() -> None:
    """R-FUS-2: with face-up V4-1600 and V4-1400, a face-down V4-1400 and a V4-1400 in the
    hand, "Fusion" has one possible set: the two face-up monsters go to the GY (nobody
    is asked), then FX-FUSION-2 comes from the Extra Deck."""
    duel = build(p0=Side(hand=[FUSION, "V4-1400"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", DEF), ("V4-1400", SET)]))
    events = do(duel, f"activate {hid(duel, FUSION)} s0")
    assert duel.request.kind == "position"  # no material question
    events += do(duel, "choose atk")
    settle(duel)
    sent = moves(events, "mzone", "gy", "material")
    assert sorted(e.code for e in sent) == sorted([code("V4-1600"), code("V4-1400")])
    assert not moves(events, "hand", "gy")
    assert sorted(names(duel, 0, "mzone")) == sorted(["", F2, "V4-1400"])
    assert duel.pos[duel.inst(find(duel, "V4-1400", 0, "mzone"))] == SET
    assert names(duel, 0, "hand") == ["V4-1400"]


def test_r_fus_2_a_monster_turned_face_down_is_no_longer_a_material() -> None:
    """R-FUS-2: FX-FLIPDOWN turns the face-up V4-1400 face-down: "Fusion" is then
    refused, where it was legal a moment before."""
    duel = build(p0=Side(hand=[FUSION, "FX-FLIPDOWN"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    fusion = hid(duel, FUSION)
    assert Action("activate", fusion, 3) in duel.legal_actions()
    play(duel, f"activate {hid(duel, 'FX-FLIPDOWN')} s1", find(duel, "V4-1400", 0, "mzone"))
    assert duel.pos[duel.inst(find(duel, "V4-1400", 0, "mzone"))] == SET
    refused(duel, f"activate {fusion} s0")


# ================================================================== R-FUS-3
def test_r_fus_3_polymerization_may_take_both_materials_from_the_hand() -> None:
    """R-FUS-3: Polymerization (Rush) takes hand and/or field monsters: with both in the
    hand, both leave the hand; the face-up V4-1600 on the field stays."""
    duel = build(p0=Side(hand=[POLY, "V4-1600", "V4-1400"], monsters=[("V4-1600", ATK)],
                         extra=[F2]))
    do(duel, f"activate {hid(duel, POLY)} s0")
    assert offered(duel) == {hid(duel, "V4-1600"), hid(duel, "V4-1400"),
                             find(duel, "V4-1600", 0, "mzone")}
    events = play(duel, f"pick {hid(duel, 'V4-1600')}")
    assert len(moves(events, "hand", "gy", "material")) == 2
    assert names(duel, 0, "mzone") == ["V4-1600", F2, ""] and names(duel, 0, "hand") == []


def test_r_fus_3_polymerization_takes_nothing_from_the_gy() -> None:
    """R-FUS-3: Polymerization names the hand and the field; V4-1400 in the GY is not a
    material, so with V4-1600 alone it has no Fusion to make."""
    duel = build(p0=Side(hand=[POLY, "V4-1600"], gy=["V4-1400"], extra=[F2]))
    refused(duel, f"activate {hid(duel, POLY)} s0")


@pytest.mark.parametrize("in_hand", [1, 2])
def test_r_fus_3_a_hand_only_fusion_spell_ignores_the_field(in_hand: int) -> None:
    """R-FUS-3 (apply the printed text): a Fusion Spell using monsters from the hand only
    cannot use face-up V4-1600 and V4-1400 on the field; with both in the hand it uses
    those two and the field stays."""
    hand = ["V4-1400", "V4-1600"][:in_hand]
    duel = build(p0=Side(hand=[HAND_FUSION, *hand], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    spell = hid(duel, HAND_FUSION)
    if in_hand == 1:
        refused(duel, f"activate {spell} s0")
        return
    events = play(duel, f"activate {spell} s0")
    assert len(moves(events, "hand", "gy", "material")) == 2
    assert not moves(events, "mzone", "gy")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", F2]


# ================================================================== R-FUS-7
def test_r_fus_7_a_contact_fusion_counts_as_fusion_summoned_for_its_effect() -> None:
    """R-FUS-7: in Rush a Contact Fusion is a Fusion Summon, so "if this card was Fusion
    Summoned this turn" holds: 300 damage."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[CONTACT_BURN]))
    play(duel, f"spsummon {find(duel, CONTACT_BURN)} z0 atk")
    me = find(duel, CONTACT_BURN, 0, "mzone")
    assert Action("activate", me) in duel.legal_actions()
    play(duel, f"activate {me}")
    assert duel.lp == [8000, 7700]


@pytest.mark.parametrize("where", ["opponent", "gy"])
def test_r_fus_7_contact_fusion_needs_both_materials_on_your_own_field(where: str) -> None:
    """R-FUS-7: the listed materials must be face-up monsters you control: V4-1400 on
    the opponent's field or in the GY does not do."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], extra=[CONTACT_BURN],
                         gy=["V4-1400"] if where == "gy" else []),
                 p1=Side(monsters=[("V4-1400", ATK)] if where == "opponent" else []))
    contact = find(duel, CONTACT_BURN)
    assert offered(duel, "spsummon") == set()
    refused(duel, f"spsummon {contact} z1 atk")
    assert names(duel, 0, "extra") == [CONTACT_BURN]


def test_r_fus_7_contact_fusion_returns_only_the_listed_materials() -> None:
    """R-FUS-7: with two V4-1600 and one V4-1400, the player picks which V4-1600 returns;
    exactly the two materials go to the Deck, the other V4-1600 stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[CONTACT_BURN], deck=["V4-0"] * 5))
    twins = {find(duel, "V4-1600", 0, "mzone", nth=k) for k in (0, 1)}
    do(duel, f"spsummon {find(duel, CONTACT_BURN)} z2 def")
    assert duel.request.kind == "pick" and offered(duel) == twins
    events = play(duel, f"pick {min(twins)}")
    assert len(moves(events, "mzone", "deck", "material")) == 2
    assert names(duel, 0, "mzone") == ["", "V4-1600", CONTACT_BURN]
    assert len(duel.deck[0]) == 7 and names(duel, 0, "gy") == []
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [("extra", "fusion")]


# ================================================================== R-FUS-8
def test_r_fus_8_one_option_per_activation_once_per_turn_again_next_turn() -> None:
    """R-FUS-8: the Multi-Choice Effect applies only the option picked (300 damage, no LP
    gained); the monster cannot use it again this turn; on the player's next turn it can,
    and picks the other option."""
    duel = summoned([], ["V4-1600", "V4-1400"], [MULTI])
    me = find(duel, MULTI, 0, "mzone")
    do(duel, f"activate {me}")
    assert duel.request.kind == "option"
    assert {a.zone for a in duel.legal_actions()} == {0, 1}
    refused(duel, "option 2")
    play(duel, "option 0")
    assert duel.lp == [8000, 7700]
    assert "R-EFF-3" in refused(duel, f"activate {me}")
    play(duel, "end")
    play(duel, "end")
    assert duel.turn == 5 and duel.tp == 0
    play(duel, f"activate {me}")
    play(duel, "option 1")
    assert duel.lp == [8500, 7700]


def test_r_fus_8_each_multi_choice_fusion_monster_has_its_own_activation() -> None:
    """R-FUS-8 (with R-EFF-3): the once-per-turn limit belongs to each monster: two
    copies each pick one option once (300 damage and 500 LP), then neither again."""
    duel = build(p0=Side(monsters=[(MULTI, ATK), (MULTI, ATK)]))
    first, second = (find(duel, MULTI, 0, "mzone", nth=k) for k in (0, 1))
    play(duel, f"activate {first}")
    play(duel, "option 0")
    assert Action("activate", second) in duel.legal_actions()
    play(duel, f"activate {second}")
    play(duel, "option 1")
    assert duel.lp == [8500, 7700]
    for me in (first, second):
        assert "R-EFF-3" in refused(duel, f"activate {me}")


# ================================================================== R-RIT-1
def test_r_rit_1_a_ritual_monster_is_not_normal_summoned_and_one_copy_leaves() -> None:
    """R-RIT-1: a Ritual Monster waits in the Extra Deck: no Normal Summon or Set from
    there; the Ritual Spell summons one copy from it and the other stays."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER, BURGER]))
    burger = find(duel, BURGER, 0, "extra")
    for kind in ("summon", "set"):
        assert "in your hand" in refused(duel, f"{kind} {burger} z1")
    refused(duel, f"spsummon {burger} z1 atk")
    events = play(duel, f"activate {hid(duel, RECIPE)} s0")
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [("extra", "ritual")]
    assert names(duel, 0, "extra") == [BURGER] and names(duel, 0, "mzone")[0] == BURGER


def test_r_rit_1_the_ritual_spell_summons_only_from_your_own_extra_deck() -> None:
    """R-RIT-1: the Ritual Monster comes from the Extra Deck of the Spell's user; Hungry
    Burger in the opponent's Extra Deck cannot be summoned with P0's Recipe."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)]),
                 p1=Side(extra=[BURGER]))
    refused(duel, f"activate {hid(duel, RECIPE)} s0")
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]),
                 p1=Side(extra=[BURGER]))
    own = find(duel, BURGER, 0, "extra")
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    if duel.request.kind == "pick":  # only the own copy may be offered
        assert offered(duel) == {own}
        do(duel, f"pick {own}")
    play(duel, "choose atk")
    assert names(duel, 0, "mzone")[0] == BURGER and names(duel, 1, "extra") == [BURGER]


# ================================================================== R-RIT-2
def test_r_rit_2_the_spell_offers_only_the_ritual_monsters_it_names() -> None:
    """R-RIT-2: Hamburger Fast Recipe names "Hungry Burger" and "Hungreed Burger"; a
    Level 6 Ritual Monster it does not name is never offered."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)],
                         extra=[RIT_OTHER, BURGER, HUNGREED]))
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    assert offered(duel) == {find(duel, BURGER), find(duel, HUNGREED)}
    refused(duel, f"pick {find(duel, RIT_OTHER)}")
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[RIT_OTHER]))
    refused(duel, f"activate {hid(duel, RECIPE)} s0")


@pytest.mark.parametrize(("mine", "ok"), [
    (["V4-1600", "V2-500"], True),  # two Warriors, 4 + 2
    (["V4-WALL", "V2-500"], False),  # the Level 4 is a Rock: 2 < 6 in Warriors
    (["V6-2400"], False),  # a Level 6 Fiend
])
def test_r_rit_2_a_type_named_by_the_spell_limits_the_materials(mine: list[str],
                                                               ok: bool) -> None:
    """R-RIT-2: a Ritual Spell may require a Type: with "face-up Warriors totalling Level
    6", only Warriors count towards the total."""
    duel = build(p0=Side(hand=[RITE_WARRIOR], monsters=[(m, ATK) for m in mine],
                         extra=[BURGER]))
    spell = hid(duel, RITE_WARRIOR)
    if not ok:
        refused(duel, f"activate {spell} s0")
        return
    play(duel, f"activate {spell} s0")
    assert sorted(names(duel, 0, "gy")) == sorted([*mine, RITE_WARRIOR])
    assert names(duel, 0, "mzone").count(BURGER) == 1


def test_r_rit_2_materials_go_to_the_gy_then_the_ritual_summon_then_the_spell() -> None:
    """R-RIT-2 (with R-SPELL-4): the materials are sent to the GY first, then the Ritual
    Monster is summoned from the Extra Deck; the Ritual Spell goes to the GY after."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V4-1600", ATK), ("V2-500", DEF)],
                         extra=[BURGER]))
    events = play(duel, f"activate {hid(duel, RECIPE)} s0", pos="def")
    order = [(e.kind, e.src, e.dst, e.reason) for e in events
             if e.kind in ("move", "spsummon") and e.dst in ("gy", "mzone")]
    assert order == [("move", "mzone", "gy", "material")] * 2 + [
        ("spsummon", "extra", "mzone", "ritual"), ("move", "szone", "gy", "resolved")]


def test_r_rit_2_a_level_8_total_with_its_own_spell() -> None:
    """R-RIT-2: the total N is the Spell's own: for N = 8, Levels 4 + 4 do, 6 + 1 do not."""
    duel = build(p0=Side(hand=[RITE_8], monsters=[("V6-2000", ATK), ("V1-100", ATK)],
                         extra=[RIT_SS]))
    refused(duel, f"activate {hid(duel, RITE_8)} s0")
    duel = build(p0=Side(hand=[RITE_8], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[RIT_SS]))
    play(duel, f"activate {hid(duel, RITE_8)} s0")
    assert names(duel, 0, "mzone").count(RIT_SS) == 1


# ================================================================== R-RIT-4
def test_r_rit_4_face_up_attack_position_when_chosen() -> None:
    """R-RIT-4: the position question offers face-up Attack and face-up Defense only;
    Attack puts it face-up in Attack Position, known to both players."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]))
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    assert duel.request.kind == "position"
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    do(duel, "choose atk")
    burger = duel.inst(find(duel, BURGER, 0, "mzone"))
    assert duel.pos[burger] == ATK and duel.known[burger] == 3


def test_r_rit_4_a_ritual_summoned_monster_was_special_summoned_this_turn() -> None:
    """R-RIT-4: a Ritual Summon is a Special Summon, so "if this card was Special
    Summoned this turn" holds for the Ritual Monster: 400 damage."""
    duel = build(p0=Side(hand=[RITE_8], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[RIT_SS]))
    play(duel, f"activate {hid(duel, RITE_8)} s0")
    me = find(duel, RIT_SS, 0, "mzone")
    assert Action("activate", me) in duel.legal_actions()
    play(duel, f"activate {me}")
    assert duel.lp == [8000, 7600]


@pytest.mark.parametrize("spell", [RITE_8, FUSION])
def test_r_rit_4_a_ban_on_special_summons_from_the_extra_deck_stops_the_ritual_spell(
        spell: str) -> None:
    """R-RIT-4 (and R-FUS-5): a Ritual or Fusion Summon is a Special Summon from the Extra
    Deck, so while the opponent's monster says "your opponent cannot Special Summon
    monsters from the Extra Deck", the Spell has nothing it may summon (R-REQ-1)."""
    duel = build(p0=Side(hand=[spell], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[RIT_SS, F2]), p1=Side(monsters=[(NO_EXTRA_SS, ATK)]))
    assert "R-REQ-1" in refused(duel, f"activate {hid(duel, spell)} s0")
    assert names(duel, 0, "extra") == [RIT_SS, F2]
    duel = build(p0=Side(hand=[spell], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[RIT_SS, F2]))
    assert Action("activate", hid(duel, spell), zone=3) in duel.legal_actions()


def test_r_rit_4_its_window_offers_special_summon_traps_not_normal_summon_ones() -> None:
    """R-RIT-4: the window after the Ritual Summon holds a Special Summon: Torrential
    Tribute (any summon) may be used, Trap Hole (Normal Summons) not."""
    duel = build(p0=Side(hand=[RECIPE], monsters=[("V6-2000", ATK)], extra=[BURGER]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (TORRENT, SET)]))
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    do(duel, "choose def")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert offered(duel, "activate") == {find(duel, TORRENT)}
    play(duel, f"activate {find(duel, TORRENT)}")
    assert BURGER in names(duel, 0, "gy") and names(duel, 1, "szone")[0] == TRAP_HOLE


# ================================================================== R-RIT-5
@pytest.mark.parametrize("how", ["opponent's trap to the hand", "bottom of the deck"])
def test_r_rit_5_returned_from_the_field_it_goes_to_the_extra_deck(how: str) -> None:
    """R-RIT-5: returned to the hand (the opponent's Compulsory Evacuation Device) or
    placed on the bottom of the Deck, Hungry Burger goes to the Extra Deck instead."""
    trap = how.startswith("opponent")
    duel = build(p0=Side(hand=[RECIPE] if trap else [RECIPE, TO_BOTTOM],
                         monsters=[("V6-2000", ATK)], extra=[BURGER], deck=["V4-0"] * 4),
                 p1=Side(spells=[(CED, SET)] if trap else []))
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    do(duel, "choose atk")
    burger = find(duel, BURGER, 0, "mzone")
    if trap:
        assert duel.request.kind == "window" and duel.current_player == 1
        play(duel, f"activate {find(duel, CED)}", burger)
    else:
        settle(duel)
        play(duel, f"activate {hid(duel, TO_BOTTOM)} s1", burger)
    assert names(duel, 0, "extra") == [BURGER]
    assert BURGER not in names(duel, 0, "hand") + names(duel, 0, "deck")
    assert names(duel, 0, "deck") == ["V4-0"] * 4


def test_r_rit_5_added_from_the_gy_to_the_hand_it_goes_to_the_extra_deck() -> None:
    """R-RIT-5: "add 1 monster from your GY to your hand" on a destroyed Hungry Burger:
    returned to the hand, it goes to the Extra Deck."""
    duel = summoned([HOLE, GY_TO_HAND], ["V6-2000"], [BURGER], spell=RECIPE)
    play(duel, f"activate {hid(duel, HOLE)} s0")
    assert names(duel, 0, "gy").count(BURGER) == 1
    play(duel, f"activate {hid(duel, GY_TO_HAND)} s0", find(duel, BURGER, 0, "gy"))
    assert names(duel, 0, "extra") == [BURGER] and BURGER not in names(duel, 0, "hand")


def test_r_rit_5_the_opponent_may_revive_it_and_it_returns_to_its_owner() -> None:
    """R-RIT-5: a Ritual Monster in the GY can be Special Summoned by other effects, the
    opponent's Monster Reborn too (face-up Defense here); returned from there, it goes
    to its owner's Extra Deck."""
    duel = build(turn=2, tp=1, p0=Side(hand=[REBORN, RECALL]),
                 p1=Side(hand=[RECIPE, HOLE], monsters=[("V6-2000", ATK)], extra=[BURGER]))
    play(duel, f"activate {hid(duel, RECIPE, 1)} s0")
    play(duel, f"activate {hid(duel, HOLE, 1)} s0")
    play(duel, "end")
    assert duel.tp == 0 and names(duel, 1, "gy").count(BURGER) == 1
    play(duel, f"activate {hid(duel, REBORN)} s0", find(duel, BURGER, 1, "gy"), pos="def")
    mine = duel.inst(find(duel, BURGER, 0, "mzone"))
    assert duel.ctrl[mine] == 0 and duel.pos[mine] == DEF
    play(duel, f"activate {hid(duel, RECALL)} s1", duel.oid[mine])
    assert names(duel, 1, "extra") == [BURGER] and names(duel, 0, "extra") == []
    assert BURGER not in names(duel, 0, "hand")
