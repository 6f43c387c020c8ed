"""Rule audit: Fusion and Ritual Summons and card names meeting the rest of the rules
(RULES.md sections 14-16 with R-ZONE-5, R-MAIN-4, R-TRAP-5, R-EFF, R-MAX-13). Each test
names its rule ids; real cards, section 19 fixtures and throwaway T- cards."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel, Event
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import Count, OnSummon, SummonedThisTurn, Trig
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed, GainLP, Grant, Per, Reveal
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import scenario
from rushdesk.engine.stats import MOD_LEVEL

from ..engine.util import do, find, names
from .helpers import refused
from .util import POOL, Side

BEWD, BEUD = "Blue-Eyes White Dragon (Rush)", "Blue-Eyes Ultimate Dragon (Rush)"
BRIGHT, VISION = "Blue-Eyes Bright Dragon", "Blue-Eyes Vision Dragon"
OVL = "Supreme Machine Magnum Overlord"
OVL_PIECES = [f"{OVL} [L]", OVL, f"{OVL} [R]"]
POLY, FUSION, F2 = "Polymerization (Rush)", "Fusion", "FX-FUSION-2"
REBORN, HOLE, RECALL = "Monster Reborn (Rush)", "Dark Hole (Rush)", "FX-RECALL"
RECIPE, BURGER = "Hamburger Fast Recipe", "Hungry Burger (Rush)"
CED, TORRENT = "Compulsory Evacuation Device (Rush)", "Torrential Tribute (Rush)"
TRAP_HOLE, REX, HORN = "Trap Hole (Rush)", "Jointech Rex", "Jointech Rush Horn"
DESP_R = "Doomblaze Fiend Overlord Despairacion [R]"


@dataclass(frozen=True)
class OnMaterialSummon(Trig):
    """Test trigger: one window holds the opponent's material sends and their summon."""

    def bind(self, duel, ctx, events):  # type: ignore[no-untyped-def]
        sent = [e for e in events if e.kind == "move" and e.reason == "material"
                and e.by != ctx.player]
        summoned = tuple(e.card for e in events if e.kind == "spsummon" and e.by != ctx.player)
        return (("summoned", summoned),) if sent and summoned else None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move", "spsummon"})

    def text(self) -> str:
        return "when your opponent summons a monster using materials"


FUS = CardType.MONSTER | CardType.FUSION
_code = iter(range(954_100_001, 954_100_100))


def _fusion(name: str, materials: tuple[str, ...], level: int = 6, race: str = "Warrior",
            effect: Effect | None = None, **facts) -> CardData:  # type: ignore[no-untyped-def]
    kind = FUS | CardType.EFFECT if effect else FUS
    script = CardScript(effect) if effect else facts.pop("behaviour", None)
    return CardData(next(_code), name, kind, attribute=Attribute.EARTH, race=race, level=level,
                    atk=2500, defense=2000, materials=materials, behaviour=script, **facts)


def _spell(name: str, *ops, **effect) -> CardData:  # type: ignore[no-untyped-def]
    return CardData(next(_code), name, CardType.SPELL,
                    behaviour=CardScript(Effect(kind="spell", ops=ops, **effect)))


def _trap(name: str, trigger: Trig, *ops) -> CardData:  # type: ignore[no-untyped-def]
    return CardData(next(_code), name, CardType.TRAP,
                    behaviour=CardScript(Effect(kind="trap", trigger=trigger, ops=ops)))


BURN = (Damage(Fixed(300)),)
AUDIT_POOL = POOL.merged([
    _fusion("T-F3", ("V4-1600", "V4-1800")),
    _fusion("T-BEWD-PAIR", (BEWD, BEWD), level=10, race="Dragon"),
    _fusion("T-MAX-FUSION", (OVL, "V4-1600"), level=8),
    _fusion("T-PIECE-FUSION", (f"{OVL} [L]", "V4-1600"), level=8),
    _fusion("T-LV7-FUSION", ("V4-1600", "V4-1400"), level=7),
    _fusion("T-FUSED-BURN", ("V4-1600", "V4-1400"), effect=Effect(
        conds=(SummonedThisTurn("fusion"),), ops=BURN)),
    _fusion("T-FUSION-BURN", ("V4-1600", "V4-1400"), effect=Effect(ops=BURN)),
    _fusion("T-CONTACT", ("V4-1600", "V4-1400"), behaviour=CardScript(contact_fusion=True)),
    _fusion("T-CONTACT-F", (F2, "V4-1800"), behaviour=CardScript(contact_fusion=True)),
    _fusion("T-LEGEND-FUSION", ("V4-1600", "V4-1400"), legend=True),
    _spell("T-LEVEL-UP", Grant(Sel(face="up"), kind=MOD_LEVEL, value=2)),
    _spell("T-LEVEL-DOWN", Grant(Sel(face="up"), kind=MOD_LEVEL, value=-1)),
    _spell("T-RITE-HAND", RitualSummon((BURGER,), 6, Sel(where=("hand", "mzone"),
                                                         kind="monster"))),
    _spell("T-SELF-DESTROY", Destroy(Sel(face="up"))),
    _spell("T-SHOW-BEWD", Damage(Fixed(100)), costs=(Reveal(Sel(where=("hand",), name=BEWD)),)),
    _spell("T-COUNT-BEWD", Damage(Per(100, Sel(where=("mzone", "gy"), name=BEWD)))),
    _spell("T-IF-NAMED", Damage(Fixed(500)), conds=(Count(Sel(face="up", names=(F2, OVL))),)),
    _trap("T-BIG-WATCH", OnSummon(kinds=("spsummon",), monster=Sel(who="opp", level_min=7)),
          Destroy(Sel(who="opp", memo="summoned"))),
    _trap("T-RITUAL-WATCH", OnSummon(kinds=("spsummon",),
                                     monster=Sel(who="opp", kind="ritual monster")),
          Destroy(Sel(who="opp", memo="summoned"))),
    _trap("T-MATERIAL-WATCH", OnMaterialSummon(), GainLP(Fixed(100))),
])


def build(**kwargs) -> Duel:  # type: ignore[no-untyped-def]
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def hid(duel: Duel, name: str, p: int = 0) -> int:
    return find(duel, name, p, "hand")


def zid(duel: Duel, p: int, slot: int) -> int:
    return duel.oid[duel.mz[p][slot]]


def go(duel: Duel, text: str, *picks: int, pos: str = "atk") -> list[Event]:
    """Apply `text`, pick exactly `picks` in order, answer a position question with `pos`."""
    events = list(do(duel, text))
    for p in picks:
        events += do(duel, f"pick {p}")
    if duel.request.kind == "position":
        events += do(duel, f"choose {pos}")
    return events


def settle(duel: Duel) -> None:
    while duel.request.kind == "window":
        do(duel, "pass")


def offered(duel: Duel, kind: str = "pick") -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == kind}


def maximum(duel: Duel) -> list[Event]:
    events = go(duel, f"maximum {hid(duel, OVL)}")
    settle(duel)
    return events


def code(name: str) -> int:
    return AUDIT_POOL.by_name(name)[0].code


# ============================================ materials: where from, copies, names
def test_r_fus_3_polymerization_takes_a_face_down_monster_and_a_hand_card() -> None:
    duel = build(p0=Side(hand=[POLY, "V4-1600"], monsters=[("V4-1400", SET)], extra=[F2]))
    events = go(duel, f"activate {hid(duel, POLY)} s0", pos="def")
    sent = sorted((e.src, e.code) for e in events if e.reason == "material")
    assert sent == sorted([("hand", code("V4-1600")), ("mzone", code("V4-1400"))])
    assert names(duel, 0, "mzone").count(F2) == 1 and names(duel, 0, "extra") == []
    assert duel.pos[duel.inst(find(duel, F2, 0, "mzone"))] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, "V4-1400", "V4-1600"])


def test_r_fus_3_polymerization_never_takes_the_opponents_monster() -> None:
    duel = build(p0=Side(hand=[POLY, "V4-1600"], extra=[F2]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {hid(duel, POLY)} s0")


def test_r_fus_4_three_copies_of_one_name_fill_three_slots_from_hand_and_field() -> None:
    duel = build(p0=Side(hand=[POLY, BEWD], monsters=[(BEWD, ATK)] * 3, extra=[BEUD]))
    field = [zid(duel, 0, k) for k in range(3)]
    do(duel, f"activate {hid(duel, POLY)} s0")
    assert offered(duel) == {hid(duel, BEWD), *field}
    go(duel, f"pick {hid(duel, BEWD)}", field[0], field[1])
    assert sorted(names(duel, 0, "mzone")) == sorted([BEUD, "", BEWD])
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, BEWD, BEWD, BEWD])


@pytest.mark.parametrize("where", ["hand", "field"])
def test_r_card_1_r_fus_4_bright_dragon_is_bewd_in_the_hand_only(where: str) -> None:
    in_hand = where == "hand"
    duel = build(p0=Side(hand=[POLY] + [BRIGHT] * in_hand, extra=[BEUD],
                         monsters=[(BEWD, ATK), (BEWD, ATK)] + [(BRIGHT, ATK)] * (not in_hand)))
    if not in_hand:  # on the field, without its effect, it is only itself
        refused(duel, f"activate {hid(duel, POLY)} s0")
        return
    go(duel, f"activate {hid(duel, POLY)} s0")
    assert names(duel, 0, "mzone").count(BEUD) == 1
    assert sorted(names(duel, 0, "gy")) == sorted([POLY, BEWD, BEWD, BRIGHT])


def test_r_card_1_r_eff_6_bright_dragons_name_lasts_only_this_turn() -> None:
    duel = build(p0=Side(hand=[FUSION], extra=[BEUD],
                         monsters=[(BRIGHT, ATK), (BEWD, ATK), (BEWD, ATK)]))
    do(duel, f"activate {zid(duel, 0, 0)}")
    if duel.request.kind == "yesno":
        do(duel, "no")
    fusion = hid(duel, FUSION)
    assert Action.parse(f"activate {fusion} s0") in duel.legal_actions()
    do(duel, "end")
    assert duel.tp == 1 and duel.request.kind == "main"
    do(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main"
    refused(duel, f"activate {hid(duel, FUSION)} s0")


def test_r_card_1_r_eff_4_vision_dragon_loses_its_name_when_it_leaves_the_field() -> None:
    duel = build(p0=Side(hand=[POLY, RECALL], extra=[BEUD],
                         monsters=[(VISION, ATK), (BEWD, ATK), (BEWD, ATK)]))
    vision = zid(duel, 0, 0)
    do(duel, f"activate {vision}")
    assert Action.parse(f"activate {hid(duel, POLY)} s0") in duel.legal_actions()
    go(duel, f"activate {hid(duel, RECALL)} s1", vision)
    assert VISION in names(duel, 0, "hand")
    refused(duel, f"activate {hid(duel, POLY)} s0")  # in the hand it is not BEWD


@pytest.mark.parametrize("spell", [FUSION, POLY])
def test_r_fus_4_vision_dragon_may_count_as_two_and_spare_the_other_bewd(spell: str) -> None:
    """R-FUS-4: an effect MAY let one card count as two materials. With Vision (after its
    effect), a BEWD beside it and another BEWD on the field (Fusion) or in the hand
    (Polymerization), the player may use Vision + the first BEWD and keep the other."""
    spare = [(BEWD, ATK)] if spell == FUSION else []
    duel = build(p0=Side(hand=[spell] + [BEWD] * (spell == POLY), extra=[BEUD],
                         monsters=[(BEWD, ATK), (VISION, ATK), *spare]))
    do(duel, f"activate {zid(duel, 0, 1)}")
    vision, first = zid(duel, 0, 1), zid(duel, 0, 0)
    do(duel, f"activate {hid(duel, spell)} s0")
    assert duel.request.kind == "pick" and vision in offered(duel)
    go(duel, f"pick {vision}", first)
    assert names(duel, 0, "mzone").count(BEUD) == 1
    assert BEWD in names(duel, 0, "mzone" if spell == FUSION else "hand")
    assert sorted(n for n in names(duel, 0, "gy") if n != "V1-100") == sorted(
        [spell, BEWD, VISION])


def test_r_fus_4_vision_dragon_counts_as_two_only_for_ultimate_dragon() -> None:
    duel = build(p0=Side(hand=[FUSION], monsters=[(VISION, ATK), (BEWD, ATK)],
                         extra=[BEUD, "T-BEWD-PAIR"]))
    do(duel, f"activate {zid(duel, 0, 0)}")
    do(duel, f"activate {hid(duel, FUSION)} s0")
    assert offered(duel) == {find(duel, BEUD), find(duel, "T-BEWD-PAIR")}
    go(duel, f"pick {find(duel, 'T-BEWD-PAIR')}")  # Vision as one BEWD, with the other
    assert names(duel, 0, "mzone").count("T-BEWD-PAIR") == 1 and names(duel, 0, "extra") == [
        BEUD]
    duel = build(p0=Side(hand=[FUSION], monsters=[(VISION, ATK), ("V4-1600", ATK)],
                         extra=["T-BEWD-PAIR"]))
    do(duel, f"activate {zid(duel, 0, 0)}")
    refused(duel, f"activate {hid(duel, FUSION)} s0")  # two slots of another Fusion: no


def test_r_fus_1_only_fusion_monsters_with_a_complete_set_are_offered() -> None:
    duel = build(p0=Side(hand=[FUSION], extra=[F2, "T-F3", BEUD, "T-BEWD-PAIR"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)]))
    do(duel, f"activate {hid(duel, FUSION)} s0")
    assert offered(duel) == {find(duel, F2), find(duel, "T-F3")}
    do(duel, f"pick {find(duel, 'T-F3')}")
    assert duel.request.kind == "position"  # its two materials are the only ones
    do(duel, "choose atk")
    assert sorted(names(duel, 0, "mzone")) == sorted(["T-F3", "V4-1400", ""])
    assert sorted(names(duel, 0, "extra")) == sorted([F2, BEUD, "T-BEWD-PAIR"])


def test_r_zone_5_r_fus_5_with_full_zones_only_a_fusion_using_a_field_material_is_offered(
) -> None:
    duel = build(p0=Side(hand=[POLY, "V4-1600", "V4-1400"], extra=[F2, "T-F3"],
                         monsters=[("V4-1800", ATK), ("V2-500", ATK), ("V1-100", ATK)]))
    do(duel, f"activate {hid(duel, POLY)} s0")  # F2 (hand cards only) has nowhere to go
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == ["T-F3", "V2-500", "V1-100"]
    assert names(duel, 0, "extra") == [F2] and names(duel, 0, "hand") == ["V4-1400"]


def test_r_fus_2_a_monster_you_control_but_do_not_own_is_a_material_for_its_owners_gy(
) -> None:
    duel = build(p0=Side(hand=[REBORN, FUSION], monsters=[("V4-1600", ATK)], extra=[F2]),
                 p1=Side(gy=["V4-1400"]))
    go(duel, f"activate {hid(duel, REBORN)} s0")  # P1's V4-1400, the only choice
    settle(duel)
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    go(duel, f"activate {hid(duel, FUSION)} s1")
    assert names(duel, 0, "mzone").count(F2) == 1
    assert names(duel, 1, "gy") == ["V4-1400"]  # section 19 SC-20: cards end with owners
    assert sorted(names(duel, 0, "gy")) == sorted([REBORN, FUSION, "V4-1600"])


# ============================================ Maximum Mode monsters as materials
def test_r_max_13_r_fus_5_a_maximum_mode_monster_is_one_fusion_material() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [POLY, "V4-1600", "V4-1600"],
                         extra=["T-MAX-FUSION"]))
    maximum(duel)
    center = zid(duel, 0, 1)
    hand = {find(duel, "V4-1600", 0, "hand", nth=k) for k in (0, 1)}
    do(duel, f"activate {hid(duel, POLY)} s0")
    assert offered(duel) == {center, *hand}  # never a side piece
    events = go(duel, f"pick {center}", min(hand))
    assert len([e for e in events if e.reason == "material"]) == 4  # 3 pieces + 1
    assert not duel.maxm[0] and names(duel, 0, "mzone").count("T-MAX-FUSION") == 1
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(OVL_PIECES)
    assert names(duel, 0, "hand") == ["V4-1600"]


def test_r_max_6_r_max_11_in_maximum_mode_the_left_piece_has_only_the_centers_name() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [POLY, "V4-1600"], extra=["T-PIECE-FUSION"]))
    maximum(duel)
    refused(duel, f"activate {hid(duel, POLY)} s0")
    duel = build(p0=Side(hand=[POLY, "V4-1600"], monsters=[(f"{OVL} [L]", ATK)],
                         extra=["T-PIECE-FUSION"]))
    go(duel, f"activate {hid(duel, POLY)} s0")  # on its own it is its printed self
    assert names(duel, 0, "mzone").count("T-PIECE-FUSION") == 1


def test_r_max_3_r_zone_5_beside_maximum_mode_hand_materials_leave_no_zone() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + [POLY, "V4-1600", "V4-1400"], extra=[F2]))
    maximum(duel)
    refused(duel, f"activate {hid(duel, POLY)} s0")


def test_r_max_2_r_fus_9_a_fusion_monster_cleared_by_a_maximum_summon_can_be_revived() -> None:
    duel = build(p0=Side(hand=[FUSION, HOLE, REBORN] + OVL_PIECES, extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    settle(duel)
    events = maximum(duel)
    assert [(e.src, e.dst, e.reason) for e in events if e.code == code(F2)] == [
        ("mzone", "gy", "rule")]
    assert names(duel, 0, "extra") == []
    go(duel, f"activate {hid(duel, HOLE)} s0")
    settle(duel)
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, F2, 0, "gy"))
    assert names(duel, 0, "mzone").count(F2) == 1


def test_r_max_13_r_rit_3_with_hand_materials_only_the_maximum_monster_frees_a_zone() -> None:
    duel = build(p0=Side(hand=OVL_PIECES + ["T-RITE-HAND", "V6-2000"], extra=[BURGER]))
    maximum(duel)
    do(duel, f"activate {hid(duel, 'T-RITE-HAND')} s0")
    assert duel.request.kind == "position"  # {10}: the Level 6 alone has no zone, 10+6 surplus
    do(duel, "choose atk")
    assert names(duel, 0, "mzone").count(BURGER) == 1 and not duel.maxm[0]
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(OVL_PIECES)
    assert names(duel, 0, "hand") == ["V6-2000"]


# ============================================ Ritual materials
@pytest.mark.parametrize(("field", "spell", "sent"), [
    (["V4-1600", "V2-500"], "", ["V2-500", "V4-1600"]),
    (["V4-1600", "V2-500"], "T-LEVEL-UP", ["V4-1600"]),  # now Level 6: the 2 is surplus
    (["V6-2000", "V1-100"], "", ["V6-2000"]),
    (["V6-2000", "V1-100"], "T-LEVEL-DOWN", ["V1-100", "V6-2000"]),  # 5 + 1
])
def test_r_rit_3_no_surplus_is_judged_on_current_levels(field: list[str], spell: str,
                                                        sent: list[str]) -> None:
    duel = build(p0=Side(hand=[RECIPE] + [spell] * bool(spell), extra=[BURGER],
                         monsters=[(m, ATK) for m in field]))
    if spell:
        go(duel, f"activate {hid(duel, spell)} s1", zid(duel, 0, 0))
        settle(duel)
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    seen: set[str] = set()
    while duel.request.kind == "pick":  # only cards of the one valid set are offered
        seen |= {duel.data[duel.inst(o)].name for o in offered(duel)}
        do(duel, f"pick {min(offered(duel))}")
    assert seen == (set(sent) if len(sent) > 1 else set())  # a lone material is forced
    go(duel, "choose atk")
    assert names(duel, 0, "mzone").count(BURGER) == 1
    assert sorted(n for n in names(duel, 0, "gy") if n.startswith("V")) == sorted(sent)


def test_r_rit_2_r_equip_4_an_equipped_material_takes_its_equip_along() -> None:
    duel = build(p0=Side(hand=[HORN, RECIPE], monsters=[(REX, ATK)], extra=[BURGER]))
    go(duel, f"activate {hid(duel, HORN)} s0")
    go(duel, f"activate {hid(duel, RECIPE)} s1")
    burger = duel.inst(find(duel, BURGER, 0, "mzone"))
    assert sorted(names(duel, 0, "gy")) == sorted([HORN, RECIPE, REX])
    assert duel.atk(burger) == 2000 and names(duel, 0, "szone") == ["", "", ""]


def test_r_rit_2_r_fus_9_a_fusion_monster_as_ritual_material_can_come_back() -> None:
    duel = build(p0=Side(hand=[FUSION, RECIPE, REBORN], extra=[F2, BURGER],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    settle(duel)
    go(duel, f"activate {hid(duel, RECIPE)} s0")  # the Level 6 Fusion Monster is the set
    assert F2 in names(duel, 0, "gy") and names(duel, 0, "extra") == []
    settle(duel)
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, F2, 0, "gy"))
    assert sorted(names(duel, 0, "mzone")) == sorted([BURGER, F2, ""])


# ============================================ leaving the field: GY, Extra Deck
def test_r_fus_6_a_fusion_monster_shuffled_from_the_gy_goes_to_the_extra_deck() -> None:
    duel = build(p0=Side(monsters=[("Red-Boot Boost Dragon", ATK)], gy=[BEUD, BEWD]))
    go(duel, f"activate {zid(duel, 0, 0)}", find(duel, BEUD, 0, "gy"), find(duel, BEWD))
    assert duel.lp[1] == 7800
    assert names(duel, 0, "extra") == [BEUD] and names(duel, 0, "gy") == []
    assert BEWD in names(duel, 0, "deck") and BEUD not in names(duel, 0, "deck")


def test_r_rit_5_r_fus_6_a_cost_shuffling_gy_monsters_sends_them_to_the_extra_deck() -> None:
    duel = build(p0=Side(hand=[REX], monsters=[("V1-100", ATK), ("V2-500", ATK)],
                         gy=[BURGER, F2, "V4-1600"]), p1=Side(spells=[(TRAP_HOLE, SET)]))
    go(duel, f"summon {hid(duel, REX)} z0")
    settle(duel)
    gy = [find(duel, n, 0, "gy") for n in (BURGER, F2, "V4-1600")]
    go(duel, f"activate {zid(duel, 0, 0)}", *gy)
    assert sorted(names(duel, 0, "extra")) == sorted([BURGER, F2])
    assert names(duel, 0, "deck").count("V4-1600") == 1 and names(duel, 1, "gy") == [TRAP_HOLE]


@pytest.mark.parametrize(("trap", "gy", "extra"), [(TORRENT, [F2], []), (CED, [], [F2])])
def test_r_trap_5_r_fus_6_after_a_fusion_summon_summon_traps_read_the_fusion_monster(
        trap: str, gy: list[str], extra: list[str]) -> None:
    duel = build(p0=Side(hand=[FUSION], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[F2]), p1=Side(spells=[(TRAP_HOLE, SET), (trap, SET)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert offered(duel, "activate") == {find(duel, trap)}  # Trap Hole: Normal Summons only
    do(duel, f"activate {find(duel, trap)}")
    settle(duel)
    assert [n for n in names(duel, 0, "gy") if n == F2] == gy
    assert names(duel, 0, "extra") == extra and F2 not in names(duel, 0, "hand")


@pytest.mark.parametrize(("fusion", "monsters", "trap_offered"), [
    (F2, ["V4-1600", "V4-1400"], False), (BEUD, [BEWD] * 3, True)])
def test_r_trap_5_a_summon_trap_reads_the_level_of_the_fusion_monster(
        fusion: str, monsters: list[str], trap_offered: bool) -> None:
    duel = build(p0=Side(hand=[FUSION], monsters=[(m, ATK) for m in monsters], extra=[fusion]),
                 p1=Side(spells=[("T-BIG-WATCH", SET)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    assert (duel.request.kind == "window") == trap_offered
    if trap_offered:
        do(duel, f"activate {find(duel, 'T-BIG-WATCH')}")
        assert BEUD in names(duel, 0, "gy") and names(duel, 0, "mzone") == ["", "", ""]


def test_r_rit_4_r_rit_5_a_ritual_monster_destroyed_by_a_trap_can_be_revived() -> None:
    duel = build(p0=Side(hand=[RECIPE, REBORN], monsters=[("V6-2000", ATK)], extra=[BURGER]),
                 p1=Side(spells=[("T-RITUAL-WATCH", SET)]))
    go(duel, f"activate {hid(duel, RECIPE)} s0", pos="def")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'T-RITUAL-WATCH')}")
    settle(duel)
    assert BURGER in names(duel, 0, "gy") and names(duel, 0, "extra") == []
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, BURGER, 0, "gy"))
    assert names(duel, 0, "mzone").count(BURGER) == 1


@pytest.mark.parametrize("how", ["fusion", "ritual", "contact"])
def test_r_req_2_r_trap_5_one_window_holds_the_material_moves_and_the_summon(how: str) -> None:
    spell = {"fusion": [FUSION], "ritual": [RECIPE], "contact": []}[how]
    mine = [("V6-2000", ATK)] if how == "ritual" else [("V4-1600", ATK), ("V4-1400", ATK)]
    extra = [F2, BURGER] if spell else ["T-CONTACT"]
    duel = build(p0=Side(hand=spell, monsters=mine, extra=extra),
                 p1=Side(spells=[("T-MATERIAL-WATCH", SET)]))
    if spell:
        go(duel, f"activate {hid(duel, spell[0])} s0")
    else:
        do(duel, f"spsummon {find(duel, 'T-CONTACT')} z0 atk")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'T-MATERIAL-WATCH')}")
    assert duel.lp == [8000, 8100]


def test_r_fus_9_r_fus_6_an_opponents_revived_fusion_monster_returns_to_its_owner() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=[REBORN, RECALL]),
                 p1=Side(hand=[FUSION, "T-SELF-DESTROY"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    go(duel, f"activate {hid(duel, FUSION, 1)} s0")
    go(duel, f"activate {hid(duel, 'T-SELF-DESTROY', 1)} s1")
    assert F2 in names(duel, 1, "gy")
    do(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main"
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, F2, 1, "gy"))
    assert names(duel, 0, "mzone").count(F2) == 1
    go(duel, f"activate {hid(duel, RECALL)} s1")
    assert names(duel, 1, "extra") == [F2] and names(duel, 0, "extra") == []


def test_r_fus_1_a_ban_on_level_7_from_hand_or_gy_leaves_the_extra_deck_alone() -> None:
    duel = build(p0=Side(hand=[FUSION, "T-SELF-DESTROY", REBORN], extra=["T-LV7-FUSION"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[(DESP_R, ATK)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    assert names(duel, 0, "mzone").count("T-LV7-FUSION") == 1
    go(duel, f"activate {hid(duel, 'T-SELF-DESTROY')} s0")
    do(duel, f"activate {hid(duel, REBORN)} s0")  # the Level 7 in the GY is banned
    assert offered(duel) == {find(duel, n, 0, "gy") for n in ("V4-1600", "V4-1400")}


# ============================================ a Fusion Monster's own effect
def test_r_fus_1_r_eff_4_a_revived_fusion_monster_was_not_fusion_summoned() -> None:
    duel = build(p0=Side(hand=[FUSION, HOLE, REBORN], extra=["T-FUSED-BURN"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    assert offered(duel, "activate") >= {find(duel, "T-FUSED-BURN", 0, "mzone")}
    go(duel, f"activate {hid(duel, HOLE)} s0")
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, "T-FUSED-BURN", 0, "gy"))
    refused(duel, f"activate {find(duel, 'T-FUSED-BURN', 0, 'mzone')}")


def test_r_eff_3_r_eff_4_a_revived_fusion_monster_may_use_its_effect_again() -> None:
    duel = build(p0=Side(hand=[FUSION, HOLE, REBORN], extra=["T-FUSION-BURN"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    go(duel, f"activate {hid(duel, FUSION)} s0")
    burn = find(duel, "T-FUSION-BURN", 0, "mzone")
    do(duel, f"activate {burn}")
    assert duel.lp[1] == 7700
    refused(duel, f"activate {burn}")
    go(duel, f"activate {hid(duel, HOLE)} s0")
    go(duel, f"activate {hid(duel, REBORN)} s0", find(duel, "T-FUSION-BURN", 0, "gy"))
    do(duel, f"activate {find(duel, 'T-FUSION-BURN', 0, 'mzone')}")
    assert duel.lp[1] == 7400


# ============================================ Contact Fusion
def test_r_fus_7_contact_fusion_zones_are_free_ones_or_a_materials() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK), ("V4-1400", DEF)],
                         extra=["T-CONTACT"]))
    contact = find(duel, "T-CONTACT")
    assert {a.zone for a in duel.legal_actions() if a.card == contact} == {1, 2}
    refused(duel, f"spsummon {contact} z0 atk")
    do(duel, f"spsummon {contact} z2 def")
    assert names(duel, 0, "mzone") == ["V4-1800", "", "T-CONTACT"]
    assert duel.pos[duel.mz[0][2]] == DEF


def test_r_fus_7_r_fus_6_a_fusion_monster_returned_by_contact_fusion_goes_to_the_extra_deck(
) -> None:
    duel = build(p0=Side(monsters=[(F2, ATK), ("V4-1800", ATK)], extra=["T-CONTACT-F"]))
    do(duel, f"spsummon {find(duel, 'T-CONTACT-F')} z0 atk")
    assert names(duel, 0, "mzone") == ["T-CONTACT-F", "", ""]
    assert names(duel, 0, "extra") == [F2] and F2 not in names(duel, 0, "deck")
    assert names(duel, 0, "deck").count("V4-1800") == 1


@pytest.mark.parametrize("case", ["battle phase", "material in hand", "face-down"])
def test_r_fus_7_r_main_4_contact_fusion_only_from_the_field_in_the_main_phase(
        case: str) -> None:
    mine = [("V4-1600", ATK), ("V4-1400", SET if case == "face-down" else ATK)]
    hand = ["V4-1400"] if case == "material in hand" else []
    duel = build(phase="battle" if case == "battle phase" else "main",
                 p0=Side(hand=hand, monsters=mine[:1] if hand else mine, extra=["T-CONTACT"]))
    assert offered(duel, "spsummon") == set()


# ============================================ name-based effects and Legend limit
@pytest.mark.parametrize(("card", "ok"), [(BEWD, True), (BRIGHT, True), (VISION, False)])
def test_r_card_1_a_cost_naming_bewd_accepts_a_card_treated_as_it_in_the_hand(
        card: str, ok: bool) -> None:
    duel = build(p0=Side(hand=["T-SHOW-BEWD", card]))
    if not ok:
        refused(duel, f"activate {hid(duel, 'T-SHOW-BEWD')} s0")
        return
    go(duel, f"activate {hid(duel, 'T-SHOW-BEWD')} s0")
    assert duel.lp[1] == 7900


def test_r_card_1_names_count_where_the_text_says_and_not_in_the_gy() -> None:
    duel = build(p0=Side(hand=["T-COUNT-BEWD", "T-COUNT-BEWD"], monsters=[(BRIGHT, ATK)],
                         gy=[BEWD, BRIGHT, BRIGHT]))
    go(duel, f"activate {hid(duel, 'T-COUNT-BEWD')} s0")
    assert duel.lp[1] == 7900  # only the real BEWD
    do(duel, f"activate {zid(duel, 0, 0)}")  # this turn the field Bright is BEWD
    go(duel, f"activate {hid(duel, 'T-COUNT-BEWD')} s0")
    assert duel.lp[1] == 7700


@pytest.mark.parametrize(("board", "ok"), [
    ("fusion", True), ("maximum", True), ("left piece", False), ("face-down fusion", False)])
def test_r_max_6_r_card_1_name_checks_see_fusion_and_maximum_names(board: str,
                                                                   ok: bool) -> None:
    field = {"fusion": [(F2, ATK)], "left piece": [(f"{OVL} [L]", ATK)],
             "face-down fusion": [(F2, SET)], "maximum": []}[board]
    hand = OVL_PIECES if board == "maximum" else []
    duel = build(p0=Side(hand=["T-IF-NAMED", *hand], monsters=field))
    if hand:
        maximum(duel)
    spell = hid(duel, "T-IF-NAMED")
    assert (Action.parse(f"activate {spell} s0") in duel.legal_actions()) == ok


def test_r_setup_6_r_card_1_legend_fusion_uses_the_monster_slot_names_count_as_printed(
) -> None:
    vanillas = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
                "V2-500", "V1-100", "V6-2000", "V3-1200", "V4-1500", "V4-1700", "V7-2500")
    fill = [code(v) for v in vanillas for _ in range(3)]
    main = tuple([code(BEWD)] + [code(BRIGHT)] * 3 + fill[:36])
    extra = (code("T-LEGEND-FUSION"),)
    assert validate_deck(Deck(main=main), AUDIT_POOL) == []  # 3 Bright + 1 BEWD: legal
    problems = validate_deck(Deck(main=main, extra=extra), AUDIT_POOL)
    assert [p.code for p in problems] == ["legend-limit"]
    assert validate_deck(Deck(main=tuple(fill[:40]), extra=extra), AUDIT_POOL) == []
