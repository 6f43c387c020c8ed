"""Equip and Field Spells, Fusion details, Ritual Summons, name treatment (R-EQUIP, R-FIELD,
R-FUS, R-RIT, R-CARD)."""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType
from rushdesk.engine.effects.script import THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .util import POOL, Side, build

BEWD = "Blue-Eyes White Dragon (Rush)"
BEUD = "Blue-Eyes Ultimate Dragon (Rush)"


def _equipped() -> object:
    duel = build(p0=Side(hand=["Jointech Rush Horn", "Jointech Rush Horn", "FX-RECALL"],
                         monsters=[("Jointech Rex", ATK)]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    do(duel, f"activate {find(duel, 'Jointech Rush Horn', nth=0)} s0")
    return duel


def test_r_equip_2_two_equips_on_one_monster() -> None:
    duel = _equipped()
    do(duel, f"activate {find(duel, 'Jointech Rush Horn', 0, 'hand')} s1")
    assert duel.atk(duel.inst(find(duel, "Jointech Rex"))) == 3100


def test_r_equip_4_the_equip_goes_when_the_monster_leaves() -> None:
    duel = _equipped()
    do(duel, f"activate {find(duel, 'FX-RECALL')} s1")
    assert "Jointech Rex" in names(duel, 0, "hand")
    assert sorted(names(duel, 0, "gy")) == ["FX-RECALL", "Jointech Rush Horn"]


def test_r_equip_4_the_equip_goes_when_the_monster_is_turned_face_down() -> None:
    duel = _equipped()
    rex = duel.inst(find(duel, "Jointech Rex"))
    duel.set_position(rex, SET, reason="effect", by=1)
    assert names(duel, 0, "gy") == ["Jointech Rush Horn"]
    assert duel.equip == [-1] * len(duel.equip)


def test_r_equip_1_no_face_up_target_no_activation() -> None:
    duel = build(p0=Side(hand=["Jointech Rush Horn"], monsters=[("Jointech Rex", SET)]))
    assert not [a for a in duel.legal_actions() if a.kind == "activate"]


def test_r_field_1_a_field_spell_applies_while_face_up() -> None:
    field = CardData(952_000_001, "FX-FIELD-A", CardType.SPELL | CardType.FIELD,
                     behaviour=CardScript(Effect(kind="field", mods=(
                         Cont(Sel(), MOD_ATK, 100, "gain 100 ATK"),))))
    pool = POOL.merged([field])
    duel = scenario(pool, filler="V1-100", p0=Side(hand=["FX-FIELD-A"],
                                                   monsters=[("V4-1600", ATK)]),
                    p1=Side(monsters=[("V4-1400", ATK)]))
    v = duel.inst(find(duel, "V4-1600"))
    do(duel, f"set {find(duel, 'FX-FIELD-A')} f")
    assert duel.atk(v) == 1600  # Set: no effect yet
    do(duel, f"activate {find(duel, 'FX-FIELD-A')}")  # R-FIELD-3: same turn
    assert duel.atk(v) == 1700
    assert duel.atk(duel.inst(find(duel, "V4-1400"))) == 1400  # only its controller's


def test_r_card_1_name_in_hand_counts_as_a_fusion_material() -> None:
    duel = build(p0=Side(hand=["Polymerization (Rush)", "Blue-Eyes Bright Dragon"],
                         monsters=[(BEWD, ATK), ("Blue-Eyes Vision Dragon", ATK, 1)],
                         deck=["V1-100"] * 6, extra=[BEUD]),
                 turn=3)
    vision = find(duel, "Blue-Eyes Vision Dragon")
    do(duel, f"activate {vision}")  # its name becomes BEWD and it counts as 2 materials
    bright = find(duel, "Blue-Eyes Bright Dragon", 0, "hand")
    do(duel, f"activate {find(duel, 'Polymerization (Rush)')} s0")
    while duel.request.kind == "pick":
        options = [a.card for a in duel.legal_actions() if a.kind == "pick"]
        do(duel, f"pick {bright if bright in options else options[0]}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone").count(BEUD) == 1


def test_r_fus_6_a_fusion_monster_returns_to_the_extra_deck() -> None:
    duel = build(p0=Side(hand=["FX-RECALL"], monsters=[("FX-FUSION-2", ATK)]))
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    assert names(duel, 0, "extra") == ["FX-FUSION-2"] and "FX-FUSION-2" not in names(duel, 0,
                                                                                      "hand")


def test_r_fus_9_a_fusion_monster_never_properly_summoned_stays_in_the_gy() -> None:
    duel = build(p0=Side(hand=["Monster Reborn (Rush)"], gy=["FX-FUSION-2"]))
    assert not [a for a in duel.legal_actions() if a.kind == "activate"]


def test_r_fus_9_a_properly_summoned_fusion_monster_can_come_back() -> None:
    duel = build(p0=Side(hand=["Fusion", "Dark Hole (Rush)", "Monster Reborn (Rush)"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)], extra=["FX-FUSION-2"]))
    do(duel, f"activate {find(duel, 'Fusion')} s0")
    do(duel, "choose atk")
    do(duel, f"activate {find(duel, 'Dark Hole (Rush)')} s0")
    assert "FX-FUSION-2" in names(duel, 0, "gy")
    do(duel, f"activate {find(duel, 'Monster Reborn (Rush)')} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'FX-FUSION-2', 0, 'gy')}")
    do(duel, "choose def")
    assert "FX-FUSION-2" in names(duel, 0, "mzone")


def test_r_fus_7_contact_fusion_returns_materials_to_the_deck() -> None:
    contact = CardData(952_000_002, "FX-CONTACT", CardType.MONSTER | CardType.FUSION,
                       race="Warrior", level=6, atk=2600, materials=("V4-1600", "V4-1400"),
                       behaviour=CardScript(contact_fusion=True))
    pool = POOL.merged([contact])
    duel = scenario(
        pool, filler="V1-100", p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET),
                                                 ("V4-1400", ATK)], extra=["FX-CONTACT"]))
    card = find(duel, "FX-CONTACT")
    offered = {a.zone for a in duel.legal_actions() if a.kind == "spsummon" and a.card == card}
    assert offered == {0, 2}  # the face-down V4-1400 cannot be a material
    deck_before = len(duel.deck[0])
    events = do(duel, f"spsummon {card} z0 atk")
    assert names(duel, 0, "mzone") == ["FX-CONTACT", "V4-1400", ""]
    assert len(duel.deck[0]) == deck_before + 2
    assert any(e.kind == "shuffle" for e in events)
    assert any(e.kind == "spsummon" and e.reason == "fusion" for e in events)


def test_r_rit_3_hamburger_fast_recipe_needs_no_surplus() -> None:
    duel = build(p0=Side(hand=["Hamburger Fast Recipe"],
                         monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)],
                         extra=["Hungry Burger (Rush)"]))
    do(duel, f"activate {find(duel, 'Hamburger Fast Recipe')} s0")
    assert duel.request.kind == "pick"
    picks = {a.card for a in duel.legal_actions()}
    assert picks == {find(duel, "V4-1600"), find(duel, "V2-500")}  # V1-100 would be surplus
    do(duel, f"pick {find(duel, 'V4-1600')}")
    assert duel.request.kind == "position"  # V2-500 was then the only possible material
    do(duel, "choose def")
    assert names(duel, 0, "mzone").count("Hungry Burger (Rush)") == 1
    assert sorted(names(duel, 0, "gy")) == ["Hamburger Fast Recipe", "V2-500", "V4-1600"]
    assert Action("activate", find(duel, "Hungry Burger (Rush)")) not in duel.legal_actions()


def test_r_eff_5_a_continuous_effect_stops_when_face_down() -> None:
    aura = CardData(952_000_003, "FX-AURA", CardType.MONSTER | CardType.EFFECT, race="Warrior",
                    level=4, atk=1000, behaviour=CardScript(Effect(kind="continuous", mods=(
                        Cont(THIS, MOD_ATK, 500, "gains 500 ATK"),))))
    pool = POOL.merged([aura])
    duel = scenario(pool, filler="V1-100", p0=Side(monsters=[("FX-AURA", ATK)]))
    i = duel.inst(find(duel, "FX-AURA"))
    assert duel.atk(i) == 1500
    duel.set_position(i, SET, reason="effect", by=1)
    duel.set_position(i, DEF, reason="effect", by=1)
    assert duel.atk(i) == 1500


def test_r_rit_2_the_recipe_summons_either_named_ritual_monster() -> None:
    duel = build(p0=Side(hand=["Hamburger Fast Recipe"],
                         monsters=[("V6-2000", ATK)],
                         extra=["Hungry Burger (Rush)", "Hungreed Burger"]))
    do(duel, f"activate {find(duel, 'Hamburger Fast Recipe')} s0")
    assert {a.card for a in duel.legal_actions()} == {
        find(duel, "Hungry Burger (Rush)"), find(duel, "Hungreed Burger")}
    do(duel, f"pick {find(duel, 'Hungreed Burger')}")  # the Level 6 material is forced
    do(duel, "choose atk")
    assert names(duel, 0, "mzone")[0] == "Hungreed Burger"
    assert names(duel, 0, "extra") == ["Hungry Burger (Rush)"]
