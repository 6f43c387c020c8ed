"""Held-out style conformance scenarios HX-637..HX-656 (HX-657..HX-676 are in
test_heldout_fusion13b.py), written like SC-01..SC-30 of RULES.md section 19, on Fusion
Summons (R-FUS) where they meet other rules: materials from the hand and the field
together with a full row (R-ZONE-5); a Maximum Mode monster, or a Maximum piece in the
hand, as material (R-MAX-5/6/8/11/13); names, Attributes and Levels that a face-up Field
Spell or Equip Spell changes, so a material does or does not qualify (R-CARD-1,
R-FIELD-1, R-EQUIP-4); a Fusion Spell's Requirement judged with its costs (R-REQ);
a Field Spell that forbids the summon; a material's continuous effect and a Trap on the
summon; the Fusion Monster's position; a Trap's Fusion Summon in an attack (R-REPLAY);
turn 1 (R-TURN-3); "the turn it was Fusion Summoned" (R-EFF-3/4). Expectations come from
RULES.md (and its section 20 card facts) alone. Throwaway cards (codes 968740001..,
names "HX ...") are defined below, each with a comment."""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel, Event
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, OnSummon, SummonedThisTurn
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Fixed,
    MillCost,
    PayLP,
    SendCost,
    ToDeckCost,
)
from rushdesk.engine.effects.script import EQUIPPED, Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import FusionSummon
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_ATTR, MOD_LEVEL, MOD_NAME

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    FIELD_A,
    FLIPDOWN,
    HOLE,
    MACHINE_EQUIP,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    attack,
    builder,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import asked, hand, idle, mon, no_spell, refused, settle

FUSION = "Fusion"
F2 = "FX-FUSION-2"  # Level 6 EARTH Warrior 2400/2000: "V4-1600" + "V4-1400"
SPELL, TRAP = CardType.SPELL, CardType.TRAP
DARK = Attribute.DARK
PIECES = [OVL_L, OVL, OVL_R]
UP = Sel(face="up")
HAND_OR_FIELD = Sel(where=("hand", "mzone"), kind="monster")


def code(n: int) -> int:  # the throwaway cards of this file: 968740001..
    return 968_740_000 + n


def fusion_monster(n: int, name: str, materials: tuple[str, ...], *effects: Effect,
                   level: int = 6, atk: int = 2400, dfn: int = 2000, race: str = "Warrior",
                   attr: Attribute = Attribute.EARTH) -> CardData:
    kind = CardType.MONSTER | CardType.FUSION | (CardType.EFFECT if effects else 0)
    return CardData(code(n), name, kind, attribute=attr, race=race, level=level, atk=atk,
                    defense=dfn, materials=materials, behaviour=CardScript(*effects))


def spell(n: int, name: str, *ops: Any, costs: tuple[Any, ...] = (),
          conds: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops, costs=costs, conds=conds))


# Fusion Monster, Level 8 DARK Machine 3000/2000: "Supreme Machine Magnum Overlord" + "V4-1600".
OVL_KNIGHT = fusion_monster(1, "HX Overlord Knight", (OVL, "V4-1600"), level=8, atk=3000,
                            race="Machine", attr=DARK)
# Fusion Monster, Level 6 2200/1500: "Supreme Machine Magnum Overlord [L]" + "V4-1400".
LEFT_GUARD = fusion_monster(2, "HX Left Guard", (OVL_L, "V4-1400"), atk=2200, dfn=1500)
# Normal Spell: Fusion Summon, using Level 8 or lower monsters from your hand or field.
LOW_FUSION = spell(3, "HX Low Fusion", FusionSummon(Sel(where=("hand", "mzone"), kind="monster",
                                                         level_max=8)))
# Field Spell: your opponent's face-up monsters lose 2 Levels.
SINK = hx_field(code(4), "HX Sink Field",
                Cont(Sel(who="opp", face="up"), MOD_LEVEL, -2, "lose 2 Levels"))
# Fusion Monster, Level 7 2500/0: "Supreme Machine Magnum Overlord [L]" + "... [R]".
PIECE_PAIR = fusion_monster(5, "HX Piece Pair", (OVL_L, OVL_R), level=7, atk=2500, dfn=0)
# Normal Spell: Fusion Summon, using face-up DARK monsters you control.
DARK_FUSION = spell(6, "HX Dark Fusion", FusionSummon(Sel(face="up", attribute=DARK)))
# Field Spell: face-up monsters you control become DARK.
SHADOW = hx_field(code(7), "HX Shadow Field", Cont(Sel(face="up"), MOD_ATTR, DARK, "become DARK"))
# Equip Spell (any face-up monster): the equipped monster's name becomes "V4-1400".
ALIAS_EQUIP = hx_equip(code(8), "HX Alias Equip",
                       Cont(EQUIPPED, MOD_NAME, "V4-1400", 'is named "V4-1400"'))
# Normal Spell: Fusion Summon, using Level 4 or lower monsters from your hand or field.
SMALL_FUSION = spell(9, "HX Small Fusion", FusionSummon(Sel(where=("hand", "mzone"),
                                                             kind="monster", level_max=4)))
# Field Spell: face-up monsters you control gain 2 Levels.
GROWTH = hx_field(code(10), "HX Growth Field", Cont(UP, MOD_LEVEL, 2, "gain 2 Levels"))
# Normal Spell. Requirement: send 1 face-up monster you control to the GY. Effect: Fusion
# Summon, using monsters from your hand.
HAND_FUSION = spell(11, "HX Hand Fusion", FusionSummon(Sel(where=("hand",), kind="monster")),
                    costs=(SendCost(UP),))
# Normal Spell. Requirement: send 1 card from your hand to the GY. Effect: Fusion Summon,
# using monsters from your hand.
DISCARD_FUSION = spell(12, "HX Discard Fusion",
                       FusionSummon(Sel(where=("hand",), kind="monster")),
                       costs=(SendCost(Sel(where=("hand",))),))
# Normal Spell. Requirement: send the top card of your Deck to the GY. Effect: Fusion
# Summon, using face-up monsters you control.
DEEP_FUSION = spell(13, "HX Deep Fusion", FusionSummon(UP), costs=(MillCost(1),))
# Normal Spell. Requirement: pay 1000 LP. Effect: Fusion Summon, using monsters from your
# hand or field.
BLOOD_FUSION = spell(14, "HX Blood Fusion", FusionSummon(HAND_OR_FIELD), costs=(PayLP(n=1000),))
# Normal Spell. Requirement: shuffle 1 monster from your GY into the Deck. Effect: Fusion
# Summon, using face-up monsters you control.
RECYCLE_FUSION = spell(15, "HX Recycle Fusion", FusionSummon(UP),
                       costs=(ToDeckCost(Sel(where=("gy",), kind="monster")),))
# Normal Spell. Requirement: your opponent controls 2 or more monsters. Effect: Fusion
# Summon, using face-up monsters you control.
CROWD_FUSION = spell(16, "HX Crowd Fusion", FusionSummon(UP),
                     conds=(Count(Sel(who="opp"), low=2),))
# Field Spell: face-up Rock monsters you control are named "V4-1400".
ROCK_ALIAS = hx_field(code(17), "HX Rock Alias Field", Cont(
    Sel(face="up", race="Rock"), MOD_NAME, "V4-1400", 'are named "V4-1400"'))
# Field Spell: neither player can Special Summon monsters from the Extra Deck.
SEALED = hx_card(code(18), "HX Sealed Ground", SPELL | CardType.FIELD, Effect(
    kind="field", bans=(Ban("spsummon", "both", Sel(where=("extra",), who="any", kind="monster"),
                            "Special Summon monsters from the Extra Deck"),)))
# Normal Spell: destroy the card in your opponent's Field Zone.
CRUSHER = spell(19, "HX Field Crusher", Destroy(Sel(who="opp", where=("fzone",))))
# Level 4 1000/1000. [CONTINUOUS EFFECT] Other face-up monsters you control gain 500 ATK.
BEARER = hx_monster(code(20), "HX Banner Bearer", Effect(kind="continuous", mods=(
    Cont(Sel(face="up", not_self=True), MOD_ATK, 500, "gain 500 ATK"),)))
# Fusion Monster, Level 6 2400/2000: "HX Banner Bearer" + "V4-1800".
BANNER_KNIGHT = fusion_monster(21, "HX Banner Knight", (BEARER.name, "V4-1800"))
# Trap. Requirement: your opponent Special Summons a monster with 2500 or more ATK.
# Effect: destroy that monster.
GIANT_WATCH = hx_card(code(22), "HX Giant Watch", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",), monster=Sel(who="opp", atk_min=2500)),
    ops=(Destroy(Sel(who="opp", memo="summoned")),)))
# Normal Spell: Fusion Summon, using face-up monsters you control, in face-up Defense
# Position.
GUARD_FUSION = spell(23, "HX Guard Fusion", FusionSummon(UP, position="def"))
# Trap. Requirement: an opponent's monster declares an attack. Effect: Fusion Summon,
# using face-up monsters you control.
AMBUSH = hx_card(code(24), "HX Ambush Fusion", TRAP, Effect(
    kind="trap", trigger=OnAttack(), ops=(FusionSummon(UP),)))
# Fusion Monster, Level 6 2600/1800: "V4-1800" + "V4-1400".
STRIKER = fusion_monster(25, "HX Striker Fusion", ("V4-1800", "V4-1400"), atk=2600, dfn=1800)
# Fusion Monster, Level 6 2400/2000: "V4-1600" + "V4-1400". Requirement: it is the turn
# this card was Fusion Summoned. Effect: your opponent takes 500 damage.
HERALD = fusion_monster(26, "HX Herald Fusion", ("V4-1600", "V4-1400"), Effect(
    conds=(SummonedThisTurn("fusion"),), ops=(Damage(Fixed(500)),)))

HX_CARDS = [OVL_KNIGHT, LEFT_GUARD, LOW_FUSION, SINK, PIECE_PAIR, DARK_FUSION, SHADOW,
            ALIAS_EQUIP, SMALL_FUSION, GROWTH, HAND_FUSION, DISCARD_FUSION, DEEP_FUSION,
            BLOOD_FUSION, RECYCLE_FUSION, CROWD_FUSION, ROCK_ALIAS, SEALED, CRUSHER, BEARER,
            BANNER_KNIGHT, GIANT_WATCH, GUARD_FUSION, AMBUSH, STRIKER, HERALD]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def idx(duel: Duel, name: str, p: int = 0) -> int:  # card index of a monster on the field
    return duel.inst(mon(duel, name, p))


def resolve(duel: Duel, chosen: tuple[int, ...] = (), pos: str = "atk") -> list[Event]:
    """Answer the questions of a resolution: the planned picks where offered (else
    "finish" if legal, else the first offer), `pos` for a position; windows stay open."""
    events: list[Event] = []
    todo = list(chosen)
    while asked(duel) in ("pick", "position", "yesno"):
        if asked(duel) != "pick":
            events += do(duel, f"choose {pos}" if asked(duel) == "position" else "yes")
            continue
        legal = duel.legal_actions()
        plan = next((o for o in todo if Action("pick", o) in legal), None)
        if plan is not None:
            todo.remove(plan)
        elif Action("finish") not in legal:
            plan = min(picks(duel))
        events += do(duel, "finish" if plan is None else f"pick {plan}")
    return events


def cast(duel: Duel, name: str, zone: str = "s0", chosen: tuple[int, ...] = (),
         pos: str = "atk") -> list[Event]:
    """The turn player activates Spell `name` from the hand and answers its questions."""
    return list(do(duel, f"activate {hand(duel, name)} {zone}")) + resolve(duel, chosen, pos)


def materials(events: list[Event]) -> list[Event]:  # the cards sent as Fusion materials
    return [e for e in events if e.kind == "move" and e.reason == "material"]


# ============================================================ hand and field together
def test_hx_637_polymerization_mixes_hand_and_a_set_material_in_a_full_row() -> None:
    """HX-637 (R-FUS-2, R-FUS-3, R-FUS-5, R-ZONE-5, SC-30): FX-FUSION-2 ("V4-1600" +
    "V4-1400").
    Setup: P1 turn 3 controls face-up V4-1600 (zone 0), a face-down V4-1400 (zone 1) and
    face-up V1-100 (zone 2), all since turn 1: every Monster Zone is taken. Hand:
    "Fusion", Polymerization (Rush), V4-1400. Extra Deck: FX-FUSION-2.
    Expected: "Fusion" is refused (its V4-1400 is face-down or in the hand).
    Polymerization is legal: the V4-1400 may be the Set one or the hand one; the field
    V4-1600 frees a zone. With the hand V4-1400, FX-FUSION-2 arrives face-up in Defense
    in zone 0; the Set V4-1400 stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET), ("V1-100", ATK)],
                         hand=[FUSION, POLY, "V4-1400"], extra=[F2]))
    no_spell(duel, hand(duel, FUSION))
    down, in_hand, v16 = mon(duel, "V4-1400"), hand(duel, "V4-1400"), mon(duel, "V4-1600")
    do(duel, f"activate {hand(duel, POLY)} s0")
    if picks(duel) == {find(duel, F2, 0, "extra")}:  # the one Fusion Monster: no question
        do(duel, f"pick {find(duel, F2, 0, 'extra')}")
    assert picks(duel) == {down, in_hand, v16}
    do(duel, f"pick {in_hand}")
    resolve(duel, (v16,), pos="def")
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == [F2, "V4-1400", "V1-100"]
    assert duel.pos[duel.mz[0][0]] == DEF and duel.pos[duel.mz[0][1]] == SET
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", POLY])
    assert names(duel, 0, "hand") == [FUSION] and names(duel, 0, "extra") == []


# ============================================================ Maximum as material
def test_hx_638_an_equipped_maximum_monster_is_one_material_and_frees_the_row() -> None:
    """HX-638 (R-MAX-13, R-MAX-8, R-MAX-3, R-MAX-5, R-EQUIP-4, R-FUS-3, R-FUS-5,
    R-ZONE-5): HX Overlord Knight (Fusion, Level 8 3000: "Supreme Machine Magnum
    Overlord" + "V4-1600"). FX-MACHINE-EQUIP (+500 ATK to a face-up Machine).
    Setup: P1 turn 3; hand: the three Overlord pieces, FX-MACHINE-EQUIP, Polymerization,
    V4-1600, V4-1800; Extra Deck: the Knight. P1 Maximum Summons and equips it (4000).
    Expected: V4-1800 cannot be Normal Summoned (no zone). Polymerization is legal (one
    material named as the center, freeing the zones): the pieces, V4-1600 and the Equip
    go to the GY; the Knight has 3000; now V4-1800 may be Normal Summoned."""
    duel = build(p0=Side(hand=[*PIECES, MACHINE_EQUIP, POLY, "V4-1600", "V4-1800"],
                         extra=[OVL_KNIGHT.name]))
    maximum(duel)
    settle(duel)
    do(duel, f"activate {hand(duel, MACHINE_EQUIP)} s0")
    resolve(duel, (mon(duel, OVL),))
    settle(duel)
    assert duel.atk(idx(duel, OVL)) == 4000
    for z in (0, 1, 2):
        refused(duel, f"summon {hand(duel, 'V4-1800')} z{z}")
    events = cast(duel, POLY, "s1")
    settle(duel)
    assert len(materials(events)) == 4 and not duel.maxm[0]
    assert [n for n in names(duel, 0, "mzone") if n] == [OVL_KNIGHT.name]
    assert duel.atk(idx(duel, OVL_KNIGHT.name)) == 3000
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([*PIECES, "V4-1600", MACHINE_EQUIP, POLY])
    free = duel.free_mzones(0)[0]
    do(duel, f"summon {hand(duel, 'V4-1800')} z{free}")
    settle(duel)
    assert sorted(n for n in names(duel, 0, "mzone") if n) == sorted([OVL_KNIGHT.name, "V4-1800"])


def test_hx_639_a_left_piece_is_a_material_in_the_hand_not_inside_maximum_mode() -> None:
    """HX-639 (R-MAX-6, R-MAX-5, R-MAX-13, R-MAX-11, R-MAX-2, R-FUS-3, R-FUS-4): HX Left
    Guard (Fusion: "Supreme Machine Magnum Overlord [L]" + "V4-1400"), HX Overlord
    Knight (HX-638).
    (a) P1 turn 3; hand: the three pieces, Polymerization, V4-1400, V4-1600; Extra: both
    Fusions. After the Maximum Summon the monster is named as its center: Polymerization
    makes the Knight (with V4-1600), never the Guard; the Guard stays in the Extra Deck.
    (b) Without the Maximum Summon Polymerization makes the Guard from the [L] piece and
    V4-1400 in the hand; then the Maximum Summon is refused (no [L] in the hand)."""
    hand_cards = [*PIECES, POLY, "V4-1400", "V4-1600"]
    duel = build(p0=Side(hand=hand_cards, extra=[LEFT_GUARD.name, OVL_KNIGHT.name]))
    maximum(duel)
    settle(duel)
    do(duel, f"activate {hand(duel, POLY)} s0")
    if asked(duel) == "pick":
        assert picks(duel) == {find(duel, OVL_KNIGHT.name, 0, "extra")}
    resolve(duel, (find(duel, OVL_KNIGHT.name, 0, "extra"),))
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [OVL_KNIGHT.name]
    assert names(duel, 0, "extra") == [LEFT_GUARD.name]
    assert names(duel, 0, "hand") == ["V4-1400"]
    duel = build(p0=Side(hand=hand_cards, extra=[LEFT_GUARD.name, OVL_KNIGHT.name]))
    center = hand(duel, OVL)
    assert Action("maximum", center) in duel.legal_actions()
    cast(duel, POLY, "s0", (find(duel, LEFT_GUARD.name, 0, "extra"),))
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [LEFT_GUARD.name]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, "V4-1400", POLY])
    refused(duel, f"maximum {hand(duel, OVL)}")
    assert sorted(names(duel, 0, "hand")) == sorted([OVL, OVL_R, "V4-1600"])


def test_hx_640_a_level_limited_fusion_reads_the_maximum_level_the_opponent_lowered() -> None:
    """HX-640 (R-MAX-6, R-MAX-13, R-FIELD-1, R-FUS-3, R-FUS-4, R-MAX-8): HX Low Fusion
    (Normal Spell: Fusion Summon with Level 8 or lower monsters from your hand or
    field); HX Sink Field (Field Spell: your opponent's face-up monsters lose 2 Levels);
    HX Overlord Knight (HX-638, Level 8).
    (a) P1 turn 3; hand: the three Overlord pieces, HX Low Fusion, V4-1600; Extra: the
    Knight. After the Maximum Summon the monster is Level 10: HX Low Fusion is refused.
    (b) P2 controls HX Sink Field: the Maximum monster is Level 8: legal; all three
    pieces and V4-1600 go to the GY; the Knight is Level 6 under P2's Field Spell."""
    for sink in (False, True):
        duel = build(p0=Side(hand=[*PIECES, LOW_FUSION.name, "V4-1600"],
                             extra=[OVL_KNIGHT.name]),
                     p1=Side(field_spell=(SINK.name, ATK) if sink else None))
        maximum(duel)
        settle(duel)
        assert duel.level(idx(duel, OVL)) == (8 if sink else 10)
        if not sink:
            no_spell(duel, hand(duel, LOW_FUSION.name))
            continue
        events = cast(duel, LOW_FUSION.name)
        settle(duel)
        assert len(materials(events)) == 4 and not duel.maxm[0]
        assert [n for n in names(duel, 0, "mzone") if n] == [OVL_KNIGHT.name]
        assert duel.level(idx(duel, OVL_KNIGHT.name)) == 6
        assert sorted(names(duel, 0, "gy")) == sorted([*PIECES, "V4-1600", LOW_FUSION.name])


def test_hx_641_the_side_pieces_are_materials_only_as_separate_monsters() -> None:
    """HX-641 (R-MAX-5, R-MAX-6, R-MAX-11, R-MAX-13, R-FUS-2, R-FUS-4, R-ZONE-5): HX Piece
    Pair (Fusion: "Supreme Machine Magnum Overlord [L]" + "... [R]").
    (a) P1 turn 3 Maximum Summons from the hand; hand: "Fusion"; Extra: the Pair. The
    Maximum monster is one monster named "Supreme Machine Magnum Overlord": refused.
    (b) P1 controls the [L], center and [R] pieces face-up, each summoned on its own
    (not Maximum Mode): "Fusion" is legal with [L] and [R]; the center stays in zone 1
    and the Pair takes a freed zone."""
    duel = build(p0=Side(hand=[*PIECES, FUSION], extra=[PIECE_PAIR.name]))
    maximum(duel)
    settle(duel)
    no_spell(duel, hand(duel, FUSION))
    duel = build(p0=Side(monsters=[(OVL_L, ATK), (OVL, ATK), (OVL_R, ATK)], hand=[FUSION],
                         extra=[PIECE_PAIR.name]))
    assert not duel.maxm[0]
    cast(duel, FUSION)
    settle(duel)
    row = names(duel, 0, "mzone")
    assert row[1] == OVL and sorted(row[0:3:2]) == sorted(["", PIECE_PAIR.name])
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R, FUSION])


# ============================================================ changed properties
def test_hx_642_a_field_spell_makes_dark_materials_and_a_dark_fusion_monster() -> None:
    """HX-642 (R-FIELD-1, R-CARD-2, R-FUS-3, R-FUS-4, R-FUS-5): HX Dark Fusion (Normal
    Spell: Fusion Summon with face-up DARK monsters you control); HX Shadow Field (Field
    Spell: face-up monsters you control become DARK).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400 (EARTH); hand: both cards;
    Extra: FX-FUSION-2.
    Expected: HX Dark Fusion is refused. After HX Shadow Field both are DARK: legal;
    FX-FUSION-2 (printed EARTH) is summoned and is DARK too while the Field Spell stays."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[DARK_FUSION.name, SHADOW.name], extra=[F2]))
    no_spell(duel, hand(duel, DARK_FUSION.name))
    cast(duel, SHADOW.name, "f")
    settle(duel)
    assert duel.attribute(idx(duel, "V4-1600")) == DARK
    cast(duel, DARK_FUSION.name)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert duel.attribute(idx(duel, F2)) == DARK
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", DARK_FUSION.name])


def test_hx_643_a_renamed_material_turned_face_down_loses_equip_and_name() -> None:
    """HX-643 (R-CARD-1, R-EQUIP-1, R-EQUIP-4, R-POS-4, R-FUS-2, R-FUS-3, R-FUS-4): HX
    Alias Equip (Equip Spell: the equipped monster's name becomes "V4-1400").
    FX-FLIPDOWN (1 face-up monster on the field to face-down Defense).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-WALL; hand: the Equip, FX-FLIPDOWN,
    "Fusion", Polymerization; Extra: FX-FUSION-2.
    Expected: both Fusion Spells are refused. Equipped, V4-WALL is "V4-1400": "Fusion" is
    offered, and (a) summons FX-FUSION-2 (the Equip follows its monster to the GY).
    (b) Instead FX-FLIPDOWN turns V4-WALL face-down: the Equip goes to the GY and its
    name is "V4-WALL" again: "Fusion" (face-down) and Polymerization (name) are refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", ATK)],
                         hand=[ALIAS_EQUIP.name, FLIPDOWN, FUSION, POLY], extra=[F2]))
    no_spell(duel, hand(duel, FUSION))
    no_spell(duel, hand(duel, POLY))
    cast(duel, ALIAS_EQUIP.name, "s0", (mon(duel, "V4-WALL"),))
    settle(duel)
    assert duel.names(idx(duel, "V4-WALL")) == {"V4-1400"}
    assert hand(duel, FUSION) in offered(duel)
    fused = duel.clone()
    cast(fused, FUSION, "s1")
    settle(fused)
    assert [n for n in names(fused, 0, "mzone") if n] == [F2]
    assert sorted(names(fused, 0, "gy")) == sorted(["V4-1600", "V4-WALL", ALIAS_EQUIP.name, FUSION])
    cast(duel, FLIPDOWN, "s1", (mon(duel, "V4-WALL"),))
    settle(duel)
    assert duel.pos[idx(duel, "V4-WALL")] == SET
    assert sorted(names(duel, 0, "gy")) == sorted([ALIAS_EQUIP.name, FLIPDOWN])
    assert duel.names(idx(duel, "V4-WALL")) == {"V4-WALL"}
    no_spell(duel, hand(duel, FUSION))
    no_spell(duel, hand(duel, POLY))


def test_hx_644_a_field_spell_level_excludes_the_field_copy_not_the_hand_one() -> None:
    """HX-644 (R-FIELD-1, R-FUS-3, R-FUS-4, R-ZONE-4): HX Small Fusion (Normal Spell:
    Fusion Summon with Level 4 or lower monsters from your hand or field); HX Growth
    Field (Field Spell: face-up monsters you control gain 2 Levels).
    (a) P1 turn 3 controls face-up V4-1600 (Level 6 now) and HX Growth Field; hand: HX
    Small Fusion, V4-1400; Extra: FX-FUSION-2. No Level 4 "V4-1600": refused.
    (b) The hand also holds V4-1600 (Level 4: the Field Spell changes field monsters):
    legal; both hand cards are the materials, the field V4-1600 stays; FX-FUSION-2 is
    Level 8 on the field."""
    for extra_copy in (False, True):
        duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(GROWTH.name, ATK),
                             hand=[SMALL_FUSION.name, "V4-1400"] + ["V4-1600"] * extra_copy,
                             extra=[F2]))
        assert duel.level(idx(duel, "V4-1600")) == 6
        if not extra_copy:
            no_spell(duel, hand(duel, SMALL_FUSION.name))
            continue
        cast(duel, SMALL_FUSION.name)
        settle(duel)
        row = names(duel, 0, "mzone")  # the field V4-1600 stays in zone 0
        assert row[0] == "V4-1600" and sorted(row) == sorted(["V4-1600", F2, ""])
        assert duel.level(idx(duel, F2)) == 8
        assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", SMALL_FUSION.name])
        assert names(duel, 0, "hand") == []


# ============================================================ Requirements and costs
def test_hx_645_a_cost_from_the_field_frees_the_zone_a_hand_fusion_needs() -> None:
    """HX-645 (R-REQ-1, R-REQ-2, R-ZONE-5, R-FUS-3, R-FUS-5): HX Hand Fusion (Normal
    Spell. Requirement: send 1 face-up monster you control to the GY. Effect: Fusion
    Summon with monsters from your hand); HX Discard Fusion (cost: 1 card from the hand).
    Setup: P1 turn 3 controls face-up V1-100, V1-100, V4-1800 (every zone); hand: both
    Spells, V4-1600, V4-1400, V2-500; Extra: FX-FUSION-2.
    Expected: HX Discard Fusion is refused: its cost frees no Monster Zone. HX Hand
    Fusion is legal: its cost is part of the same action and empties a zone; any of the
    three may pay. P1 sends V4-1800: FX-FUSION-2 arrives in zone 2."""
    duel = build(p0=Side(monsters=[("V1-100", ATK), ("V1-100", ATK), ("V4-1800", ATK)],
                         hand=[HAND_FUSION.name, DISCARD_FUSION.name, "V4-1600", "V4-1400",
                               "V2-500"], extra=[F2]))
    no_spell(duel, hand(duel, DISCARD_FUSION.name))
    do(duel, f"activate {hand(duel, HAND_FUSION.name)} s0")
    assert picks(duel) == {mon(duel, "V1-100"), mon(duel, "V1-100", nth=1), mon(duel, "V4-1800")}
    do(duel, f"pick {mon(duel, 'V4-1800')}")
    resolve(duel)
    settle(duel)
    assert names(duel, 0, "mzone") == ["V1-100", "V1-100", F2]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V4-1600", "V4-1400",
                                                   HAND_FUSION.name])
    assert sorted(names(duel, 0, "hand")) == sorted([DISCARD_FUSION.name, "V2-500"])


def test_hx_646_a_mill_cost_needs_a_deck_card_and_an_lp_cost_the_lp() -> None:
    """HX-646 (R-REQ-1, R-REQ-2, R-WIN-1, R-WIN-2, R-DRAW-1, R-FUS-2): HX Deep Fusion
    (Requirement: send the top card of your Deck to the GY; Fusion Summon with face-up
    monsters you control);
    HX Blood Fusion (Requirement: pay 1000 LP; Fusion Summon from hand or field).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: both Spells; Extra:
    FX-FUSION-2.
    (a) Empty Deck and 800 LP: both are refused. (b) Deck: V1-100 only: HX Deep Fusion
    mills it and summons FX-FUSION-2; an empty Deck is no loss, but on turn 5 P1 (1 card
    in hand) must draw 4: P2 wins. (c) HX Blood Fusion: 7000 LP and FX-FUSION-2. (d) With
    1000 LP the cost can be paid; LP 0 ends the duel at once, before the Effect."""
    p0: dict[str, Any] = dict(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
              hand=[DEEP_FUSION.name, BLOOD_FUSION.name], extra=[F2])
    duel = build(p0=Side(deck=[], lp=800, **p0))
    no_spell(duel, hand(duel, DEEP_FUSION.name))
    no_spell(duel, hand(duel, BLOOD_FUSION.name))
    duel = build(p0=Side(deck=["V1-100"], **p0))
    cast(duel, DEEP_FUSION.name)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2] and names(duel, 0, "deck") == []
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", "V4-1600", "V4-1400",
                                                   DEEP_FUSION.name])
    assert not duel.is_over
    do(duel, "end")
    assert duel.turn == 4 and not duel.is_over
    do(duel, "end")
    assert duel.is_over and duel.result is not None and duel.result.winner == 1
    duel = build(p0=Side(**p0))
    cast(duel, BLOOD_FUSION.name)
    settle(duel)
    assert duel.lp == [7000, 8000] and [n for n in names(duel, 0, "mzone") if n] == [F2]
    duel = build(p0=Side(lp=1000, **p0))
    do(duel, f"activate {hand(duel, BLOOD_FUSION.name)} s0")
    assert duel.is_over and duel.result is not None and duel.result.winner == 1
    assert duel.lp == [0, 8000] and names(duel, 0, "extra") == [F2]
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]


def test_hx_647_a_fusion_monster_shuffled_back_as_a_cost_is_summoned_by_the_effect() -> None:
    """HX-647 (R-FUS-6, R-FUS-1, R-REQ-1, R-REQ-2, R-REQ-3): HX Recycle Fusion (Normal
    Spell. Requirement: shuffle 1 monster from your GY into the Deck. Effect: Fusion
    Summon with face-up monsters you control).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: HX Recycle Fusion; the
    Extra Deck is empty.
    (a) GY: V1-100 only: the cost leaves the Extra Deck empty: refused.
    (b) GY: FX-FUSION-2: the cost sends it to the Extra Deck instead of the Deck, and the
    Effect, applied after the cost, Fusion Summons it: legal. The Main Deck keeps its 20
    cards; FX-FUSION-2 is on the field."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[RECYCLE_FUSION.name], gy=["V1-100"]))
    no_spell(duel, hand(duel, RECYCLE_FUSION.name))
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[RECYCLE_FUSION.name], gy=[F2]))
    assert names(duel, 0, "extra") == [] and len(duel.deck[0]) == 20
    assert hand(duel, RECYCLE_FUSION.name) in offered(duel)
    cast(duel, RECYCLE_FUSION.name)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert len(duel.deck[0]) == 20 and F2 not in names(duel, 0, "deck")
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", RECYCLE_FUSION.name])


def test_hx_648_an_opponents_maximum_monster_is_one_for_a_fusion_requirement() -> None:
    """HX-648 (R-REQ-1, R-MAX-5, R-FUS-2): HX Crowd Fusion (Normal Spell. Requirement:
    your opponent controls 2 or more monsters. Effect: Fusion Summon with face-up
    monsters you control).
    Setup: P1 controls face-up V4-1600 and V4-1400; hand: HX Crowd Fusion; Extra:
    FX-FUSION-2.
    (a) P2 Maximum Summoned the Overlord on turn 2; P1 turn 3: one monster: refused.
    (b) P2 controls V4-1800 and V1-100: legal; FX-FUSION-2 is summoned."""
    p0 = Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[CROWD_FUSION.name],
              extra=[F2])
    duel = build(turn=2, tp=1, p0=p0, p1=Side(hand=PIECES))
    maximum(duel)
    settle(duel)
    to_turn(duel, 3)
    idle(duel)
    assert duel.maxm[1] and names(duel, 1, "mzone") == PIECES
    no_spell(duel, hand(duel, CROWD_FUSION.name))
    duel = build(p0=p0, p1=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]))
    cast(duel, CROWD_FUSION.name)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]


def test_hx_649_a_field_spell_renames_the_face_up_rock_not_one_in_hand_or_set() -> None:
    """HX-649 (R-CARD-1, R-FIELD-1, R-FUS-3, R-FUS-4, R-MAIN-2): HX Rock Alias Field
    (Field Spell: face-up Rock monsters you control are named "V4-1400").
    Setup: P1 turn 3 controls face-up V4-1600 and HX Rock Alias Field; hand:
    Polymerization, V4-WALL (a Rock); Extra: FX-FUSION-2.
    Expected: in the hand V4-WALL keeps its name: Polymerization is refused. (a) Set
    face-down, it is not a face-up Rock: still refused. (b) Normal Summoned face-up it is
    "V4-1400": Polymerization summons FX-FUSION-2 with V4-1600 and V4-WALL."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], field_spell=(ROCK_ALIAS.name, ATK),
                         hand=[POLY, "V4-WALL"], extra=[F2]))
    no_spell(duel, hand(duel, POLY))
    set_down = duel.clone()
    do(set_down, f"set {hand(set_down, 'V4-WALL')} z1")
    settle(set_down)
    assert set_down.names(idx(set_down, "V4-WALL")) == {"V4-WALL"}
    no_spell(set_down, hand(set_down, POLY))
    do(duel, f"summon {hand(duel, 'V4-WALL')} z1")
    settle(duel)
    assert duel.names(idx(duel, "V4-WALL")) == {"V4-1400"}
    cast(duel, POLY)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-WALL", POLY])


def test_hx_650_the_opponents_field_spell_forbids_the_summon_until_destroyed() -> None:
    """HX-650 (R-FIELD-1, R-FIELD-2, R-FUS-1, R-FUS-2): HX Sealed Ground (Field Spell:
    neither player can Special Summon monsters from the Extra Deck); HX Field Crusher
    (Normal Spell: destroy the card in your opponent's Field Zone); FX-FIELD-A (+100 ATK
    to its controller's monsters).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", FX-FIELD-A,
    the Crusher; Extra: FX-FUSION-2. P2 controls face-up HX Sealed Ground.
    Expected: "Fusion" is refused. FX-FIELD-A goes to P1's own Field Zone and does not
    replace P2's card: still refused. After the Crusher destroys Sealed Ground: legal;
    FX-FUSION-2 has 2500."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, FIELD_A, CRUSHER.name], extra=[F2]),
                 p1=Side(field_spell=(SEALED.name, ATK)))
    no_spell(duel, hand(duel, FUSION))
    cast(duel, FIELD_A, "f")
    settle(duel)
    assert duel.data[duel.fz[1]].name == SEALED.name
    no_spell(duel, hand(duel, FUSION))
    cast(duel, CRUSHER.name)
    settle(duel)
    assert names(duel, 1, "gy") == [SEALED.name]
    cast(duel, FUSION)
    settle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert duel.atk(idx(duel, F2)) == 2500


def test_hx_651_a_hand_fusion_in_maximum_mode_pays_with_the_whole_maximum_monster() -> None:
    """HX-651 (R-MAX-3, R-MAX-8, R-MAX-5, R-ZONE-5, R-REQ-2, R-FUS-3): HX Hand Fusion and
    HX Discard Fusion (HX-645).
    Setup: P1 turn 3; hand: the three Overlord pieces, both Spells, V4-1600, V4-1400;
    Extra: FX-FUSION-2. P1 Maximum Summons.
    Expected: HX Discard Fusion is refused (nothing frees a zone beside a Maximum Mode
    monster). HX Hand Fusion is legal: its cost sends the Maximum monster, all three
    pieces; FX-FUSION-2 is summoned from the hand materials; Maximum Mode is over."""
    duel = build(p0=Side(hand=[*PIECES, HAND_FUSION.name, DISCARD_FUSION.name, "V4-1600",
                               "V4-1400"], extra=[F2]))
    maximum(duel)
    settle(duel)
    no_spell(duel, hand(duel, DISCARD_FUSION.name))
    events = cast(duel, HAND_FUSION.name, "s0", (mon(duel, OVL),))
    settle(duel)
    sent = [e for e in events if e.src == "mzone" and e.dst == "gy"]
    assert len(sent) == 3 and {e.reason for e in sent} == {"cost"}
    assert not duel.maxm[0] and [n for n in names(duel, 0, "mzone") if n] == [F2]
    assert sorted(names(duel, 0, "gy")) == sorted([*PIECES, "V4-1600", "V4-1400",
                                                   HAND_FUSION.name])


# ============================================================ after the summon
def test_hx_652_a_material_bearers_boost_leaves_with_it_and_the_watch_sees_it() -> None:
    """HX-652 (R-EFF-5, R-REQ-2, R-TRAP-2, R-TRAP-5, R-FUS-5): HX Banner Bearer
    ([CONTINUOUS EFFECT] other face-up monsters you control gain 500 ATK); HX Banner
    Knight (Fusion, 2400: "HX Banner Bearer" + "V4-1800"); HX Giant Watch (Trap: your
    opponent Special Summons a monster with 2500 or more ATK: destroy it).
    (a) P1 turn 3 controls the Bearer and V4-1800 (2300); hand: "Fusion"; Extra: the
    Knight; P2 has the Watch Set earlier. The Bearer is a material: the Knight has 2400:
    P2 is not asked. (b) P1 controls the Bearer, V4-1600, V4-1400; Extra: FX-FUSION-2.
    The Bearer stays: 2900: P2 is offered the Watch and destroys it."""
    p1 = Side(spells=[(GIANT_WATCH.name, SET)])
    duel = build(p0=Side(monsters=[(BEARER.name, ATK), ("V4-1800", ATK)], hand=[FUSION],
                         extra=[BANNER_KNIGHT.name]), p1=p1)
    assert duel.atk(idx(duel, "V4-1800")) == 2300
    cast(duel, FUSION)
    idle(duel)
    assert duel.atk(idx(duel, BANNER_KNIGHT.name)) == 2400
    assert names(duel, 1, "szone")[0] == GIANT_WATCH.name
    duel = build(p0=Side(monsters=[(BEARER.name, ATK), ("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION], extra=[F2]), p1=p1)
    cast(duel, FUSION)
    assert duel.atk(idx(duel, F2)) == 2900
    window_for(duel, 1)
    assert offered(duel) == {find(duel, GIANT_WATCH.name, 1, "szone")}
    trap(duel, GIANT_WATCH.name, 1)
    resolve(duel)
    settle(duel)
    idle(duel)
    assert [n for n in names(duel, 0, "mzone") if n] == [BEARER.name]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", FUSION, F2])


def test_hx_653_the_fusion_monster_is_face_up_in_the_chosen_or_required_position() -> None:
    """HX-653 (R-FUS-5, R-MAIN-4, R-POS-1, R-CALC-4): HX Guard Fusion (Normal Spell:
    Fusion Summon with face-up monsters you control, in face-up Defense Position).
    (a) P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion"; Extra:
    FX-FUSION-2. P2 controls V4-1800. The position question offers face-up Attack or
    Defense only; P1 takes Defense; no manual change this turn. Turn 4: V4-1800 attacks
    it: P2 takes 200. Turn 5: P1 may change it to Attack Position.
    (b) HX Guard Fusion instead: the card says Defense (R-MAIN-4 "unless the card says
    otherwise"): no question; FX-FUSION-2 is in face-up Defense."""
    p1 = Side(monsters=[("V4-1800", ATK)])
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[FUSION],
                         extra=[F2]), p1=p1)
    do(duel, f"activate {hand(duel, FUSION)} s0")
    while asked(duel) == "pick":
        do(duel, f"pick {min(picks(duel))}")
    assert asked(duel) == "position"
    assert set(duel.legal_actions()) == {Action("choose", pos=ATK), Action("choose", pos=DEF)}
    do(duel, "choose def")
    settle(duel)
    idle(duel)
    assert duel.pos[idx(duel, F2)] == DEF
    refused(duel, f"position {mon(duel, F2)} atk")
    to_turn(duel, 4)
    attack(duel, "V4-1800", F2)
    settle(duel)
    assert duel.lp == [8000, 7800] and F2 not in names(duel, 0, "gy")
    to_turn(duel, 5)
    do(duel, f"position {mon(duel, F2)} atk")
    assert duel.pos[idx(duel, F2)] == ATK
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[GUARD_FUSION.name], extra=[F2]), p1=p1)
    do(duel, f"activate {hand(duel, GUARD_FUSION.name)} s0")
    assert asked(duel) != "position"
    settle(duel)
    idle(duel)
    assert duel.pos[idx(duel, F2)] == DEF


def test_hx_654_a_trap_fusion_in_the_attack_window_causes_a_replay() -> None:
    """HX-654 (R-FUS-5, R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-3, R-CALC-4): HX Ambush
    Fusion (Trap: an opponent's monster declares an attack: Fusion Summon with face-up
    monsters you control). Mirror Force (Rush) (on attack: destroy the opponent's Attack
    Position monsters).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon. P2 controls face-up
    V4-1600, V4-1400, V1-100, both Traps Set earlier; Extra: FX-FUSION-2. Blue-Eyes
    attacks V4-1600; the Ambush summons FX-FUSION-2 in Defense; P1 chooses it again.
    Expected: both Traps are offered, one may be used. The materials left and a monster
    arrived: a replay offering FX-FUSION-2, V1-100 or cancelling. Choosing again is no
    declaration: Mirror Force stays Set. 3000 against DEF 2000: destroyed, no damage."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V1-100", ATK)],
                         spells=[(AMBUSH.name, SET), (MIRROR, SET)], extra=[F2]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, AMBUSH.name, 1, "szone"), find(duel, MIRROR, 1, "szone")}
    trap(duel, AMBUSH.name, 1)
    resolve(duel, pos="def")
    settle(duel)
    assert asked(duel) == "replay" and duel.current_player == 0
    fusion, small = mon(duel, F2, 1), mon(duel, "V1-100", 1)
    assert duel.pos[duel.inst(fusion)] == DEF
    assert set(duel.legal_actions()) == {Action("target", target=fusion),
                                         Action("target", target=small), Action("cancel")}
    do(duel, f"target {fusion}")
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 1, "szone")[1] == MIRROR
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", "V4-1400", AMBUSH.name, F2])
    assert [n for n in names(duel, 1, "mzone") if n] == ["V1-100"]


def test_hx_655_a_turn_one_fusion_monster_waits_while_a_turn_two_one_attacks() -> None:
    """HX-655 (R-TURN-3, R-BATTLE-1, R-BATTLE-2, R-FUS-5, R-CALC-1): HX Striker Fusion
    (Fusion, 2600: "V4-1800" + "V4-1400").
    Setup: turn 1, P1 controls face-up V4-1600 and V4-1400; hand: "Fusion", V2-500;
    Extra: FX-FUSION-2. P2: V4-1800; hand: Polymerization, V4-1400; Extra: the Striker.
    Expected: P1 may Fusion Summon on turn 1 (Attack Position), but there is no Battle
    Phase. Turn 2: P2 makes the Striker from V4-1800 and the hand V4-1400 and attacks at
    once: 2600 against 2400: FX-FUSION-2 is destroyed and P1 takes 200."""
    duel = build(turn=1, p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                                 hand=[FUSION, "V2-500"], extra=[F2]),
                 p1=Side(monsters=[("V4-1800", ATK)], hand=[POLY, "V4-1400"],
                         extra=[STRIKER.name]))
    cast(duel, FUSION)
    settle(duel)
    assert duel.pos[idx(duel, F2)] == ATK
    assert Action("battle") not in duel.legal_actions()
    refused(duel, "battle")
    to_turn(duel, 2)
    idle(duel, 1)
    cast(duel, POLY)
    settle(duel)
    assert [n for n in names(duel, 1, "mzone") if n] == [STRIKER.name]
    attack(duel, STRIKER.name, F2)
    settle(duel)
    assert duel.lp == [7800, 8000] and F2 in names(duel, 0, "gy")


def test_hx_656_the_turn_it_was_fusion_summoned_once_not_again_when_revived() -> None:
    """HX-656 (R-EFF-3, R-EFF-4, R-FUS-9, R-FUS-5, R-REQ-1): HX Herald Fusion (Fusion:
    "V4-1600" + "V4-1400". Requirement: it is the turn this card was Fusion Summoned.
    Effect: your opponent takes 500 damage).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", Dark Hole
    (Rush), Monster Reborn (Rush); Extra: the Herald.
    Expected: after the Fusion Summon the Herald's effect is legal (P2: 7500), once.
    Dark Hole destroys it; properly summoned, Monster Reborn may revive it: a new
    monster, but not Fusion Summoned this turn: its effect is refused."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, HOLE, REBORN], extra=[HERALD.name]))
    cast(duel, FUSION)
    settle(duel)
    herald = mon(duel, HERALD.name)
    assert herald in offered(duel)
    do(duel, f"activate {herald}")
    settle(duel)
    assert duel.lp == [8000, 7500]
    refused(duel, f"activate {herald}")
    cast(duel, HOLE)
    settle(duel)
    cast(duel, REBORN, "s0", (find(duel, HERALD.name, 0, "gy"),))
    settle(duel)
    herald = mon(duel, HERALD.name)
    assert herald not in offered(duel)
    refused(duel, f"activate {herald}")
    assert duel.lp == [8000, 7500]
