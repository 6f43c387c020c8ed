"""Held-out style conformance scenarios HX-657..HX-676 (HX-637..HX-656 are in
test_heldout_fusion13.py), written like SC-01..SC-30 of RULES.md section 19, on Fusion
Summons (R-FUS) where they meet other rules: a Fusion Monster that cannot be Normal
Summoned or Set and goes back to the Extra Deck when returned (R-FUS-6); Extra Deck
sizes and copies (R-SETUP); the window after a Fusion Summon, with the Spell, the
materials sent to the GY and the summon in it (R-REQ-2, R-TRAP-3..6); Contact Fusion
(R-FUS-7) against a Spell Fusion; effects that count the materials in the GY, a
Maximum monster's pieces included (R-MAX-8, R-MAX-12); once per turn for copies of a
Fusion Monster (R-EFF-3); what may not leave the Extra Deck or the GY (R-FUS-1,
R-FUS-9); timing (R-SPELL-1); conditions judged before costs (R-REQ-1); names given by
a Fusion Monster's continuous effect; one card per listed material (R-FUS-4).
Expectations come from RULES.md (and its section 20 card facts) alone. Throwaway cards
(codes 968745001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel, Event
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import (
    Count,
    LPLower,
    Memo,
    OnAttack,
    OnSummon,
    Trig,
    controller_then,
)
from rushdesk.engine.effects.ops import (
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Modify,
    PayLP,
    Per,
    SendCost,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import WITH_MAXIMUM
from rushdesk.engine.fusion import FusionSummon
from rushdesk.engine.observe import observe
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_NAME

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    CED,
    DESP_R,
    ENCOUNTER,
    HOLE,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    TORRENT,
    TRAP_HOLE,
    attack,
    builder,
    hx_card,
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
from .test_heldout_fusion13 import cast, idx, resolve

if TYPE_CHECKING:
    from rushdesk.engine.effects.core import Context

FUSION = "Fusion"
F2 = "FX-FUSION-2"  # Level 6 EARTH Warrior 2400/2000: "V4-1600" + "V4-1400"
RECALL = "FX-RECALL"  # Normal Spell: return 1 face-up monster you control to the hand
SPELL = CardType.SPELL
TRAP = CardType.TRAP
PIECES = [OVL_L, OVL, OVL_R]
OVL_R_FIRST_PRINT = 160202003  # a second "Supreme Machine Magnum Overlord [R]"
UP = Sel(face="up")
HAND_OR_FIELD = Sel(where=("hand", "mzone"), kind="monster")


def code(n: int) -> int:
    return 968_745_000 + n


def fusion_monster(n: int, name: str, materials: tuple[str, ...], *effects: Effect,
                   level: int = 6, atk: int = 2400, dfn: int = 2000,
                   contact: bool = False) -> CardData:
    kind = CardType.MONSTER | CardType.FUSION | (CardType.EFFECT if effects else 0)
    return CardData(code(n), name, kind, race="Warrior", level=level, atk=atk, defense=dfn,
                    materials=materials, behaviour=CardScript(*effects, contact_fusion=contact))


def spell(n: int, name: str, *ops: Any, costs: tuple[Any, ...] = (),
          conds: tuple[Any, ...] = ()) -> CardData:
    return hx_card(code(n), name, SPELL, Effect(kind="spell", ops=ops, costs=costs, conds=conds))


@dataclass(frozen=True)
class OnSentFromOpponentsField(Trig):
    """When a monster your opponent controlled is sent from the field to the GY (for any
    reason); a Maximum Mode monster is one monster (its center's event)."""

    def bind(self, duel: Duel, ctx: Context, events: tuple[Event, ...]) -> Memo | None:
        sent = tuple(ev.card for ev in events
                     if ev.kind == "move" and ev.src == "mzone" and ev.dst == "gy"
                     and ev.value != WITH_MAXIMUM and controller_then(duel, ev) != ctx.player)
        return (("sent", sent),) if sent else None

    def event_kinds(self) -> frozenset[str] | None:
        return frozenset({"move"})

    def text(self) -> str:
        return "when a monster your opponent controls is sent from the field to the GY"


# Trap. Requirement: a monster your opponent controls is sent from the field to the GY.
# Effect: you gain 1000 LP.
BELL = hx_card(code(1), "HX Mourning Bell", TRAP, Effect(
    kind="trap", trigger=OnSentFromOpponentsField(), ops=(GainLP(Fixed(1000)),)))
# Trap. Requirement: your opponent Special Summons a monster, while your opponent has 2
# or more monsters in their GY. Effect: destroy the summoned monster.
GRAVE_TOLL = hx_card(code(2), "HX Grave Toll", TRAP, Effect(
    kind="trap", trigger=OnSummon(kinds=("spsummon",)),
    conds=(Count(Sel(where=("gy",), who="opp", kind="monster"), low=2),),
    ops=(Destroy(Sel(who="opp", memo="summoned")),)))
# Fusion Monster, 2600/1800: "V4-1600" + "V4-1400"; it can be Contact Fused (R-FUS-7).
CONTACT_PAIR = fusion_monster(3, "HX Contact Pair", ("V4-1600", "V4-1400"), atk=2600,
                              dfn=1800, contact=True)
# Fusion Monster, Level 8 2800/2000: "Supreme Machine Magnum Overlord" + "V4-1600".
# Requirement: none. Effect: it gains 300 ATK for each monster in your GY this turn.
GRAVE_KNIGHT = fusion_monster(4, "HX Grave Knight", (OVL, "V4-1600"), Effect(
    ops=(Modify(THIS, amount=Per(300, Sel(where=("gy",), kind="monster"))),)),
    level=8, atk=2800)
# Fusion Monster, 2400/2000: "V4-1600" + "V4-1400". Requirement: none. Effect: your
# opponent takes 300 damage.
PINGER = fusion_monster(5, "HX Pinger Fusion", ("V4-1600", "V4-1400"),
                        Effect(ops=(Damage(Fixed(300)),)))
# Fusion Monster, Level 8 3000/2500: "FX-FUSION-2" + "V4-1800"; it can be Contact Fused.
CONTACT_LORD = fusion_monster(6, "HX Contact Lord", (F2, "V4-1800"), level=8, atk=3000,
                              dfn=2500, contact=True)
# Normal Spell: Special Summon 1 monster from your hand or Extra Deck.
EXTRA_CALL = spell(7, "HX Extra Call", SpecialSummon(Sel(where=("hand", "extra"),
                                                         kind="monster")))
# Normal Spell. Requirement: send 1 Fusion Monster from your Extra Deck to the GY.
# Effect: you gain 1000 LP.
OFFERING = spell(8, "HX Extra Offering", GainLP(Fixed(1000)),
                 costs=(SendCost(Sel(where=("extra",), kind="fusion monster")),))
# Equip Spell: equip to 1 face-up monster your opponent controls; it loses 600 ATK.
CURSE = hx_card(code(9), "HX Curse Equip", SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(who="opp", face="up"),
    mods=(Cont(EQUIPPED, MOD_ATK, -600, "loses 600 ATK"),)))
# Normal Spell. Requirement: your LP are lower than your opponent's; pay 500 LP.
# Effect: Fusion Summon, using monsters from your hand or field.
DESPERATE = spell(10, "HX Desperate Fusion", FusionSummon(HAND_OR_FIELD), conds=(LPLower(),),
                  costs=(PayLP(n=500),))
# Fusion Monster, 2000/2000: "V4-1800" + "V4-0". [CONTINUOUS EFFECT] Other face-up Rock
# monsters you control are named "V4-1400".
ALIAS_LORD = fusion_monster(11, "HX Alias Lord", ("V4-1800", "V4-0"), Effect(
    kind="continuous", mods=(Cont(Sel(face="up", race="Rock", not_self=True), MOD_NAME,
                                  "V4-1400", 'are named "V4-1400"'),)), atk=2000)
# Fusion Monster, Level 10 4000/0: "Supreme Machine Magnum Overlord" + "... [R]".
RIGHT_HAND = fusion_monster(12, "HX Overlord Right Hand", (OVL, OVL_R), level=10, atk=4000,
                            dfn=0)
# Fusion Monster, Level 7 2500/2000: "V4-1600" + "V4-1400".
SEVEN = fusion_monster(13, "HX Seven Fusion", ("V4-1600", "V4-1400"), level=7, atk=2500)
# Normal Spell. Requirement: send 1 face-up monster you control to the GY. Effect: you
# gain 500 LP.
TRIBUTE_GIFT = spell(14, "HX Tribute Gift", GainLP(Fixed(500)), costs=(SendCost(UP),))
# Fusion Monster, Level 8 2800/2400: "V4-1600" + "V4-1600" + "V4-1400".
TRIPLE = fusion_monster(15, "HX Triple Fusion", ("V4-1600", "V4-1600", "V4-1400"), level=8,
                        atk=2800, dfn=2400)
# Level 4 Effect Monster used only as a Main Deck card with no effect of note.
FILLER = hx_monster(code(16), "HX Deck Filler")
# Trap. Requirement: an opponent's monster declares an attack. Effect: Fusion Summon,
# using monsters from your hand.
HAND_AMBUSH = hx_card(code(17), "HX Hand Ambush", TRAP, Effect(
    kind="trap", trigger=OnAttack(), ops=(FusionSummon(Sel(where=("hand",), kind="monster")),)))

HX_CARDS = [BELL, GRAVE_TOLL, CONTACT_PAIR, GRAVE_KNIGHT, PINGER, CONTACT_LORD, EXTRA_CALL,
            OFFERING, CURSE, DESPERATE, ALIAS_LORD, RIGHT_HAND, SEVEN, TRIBUTE_GIFT, TRIPLE,
            FILLER, HAND_AMBUSH]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def ext(duel: Duel, name: str, p: int = 0, nth: int = 0) -> int:
    return find(duel, name, p, "extra", nth)


def field(duel: Duel, p: int = 0) -> list[str]:
    return [n for n in names(duel, p, "mzone") if n]


def card_actions(duel: Duel, card: int) -> list[Action]:
    return [a for a in duel.legal_actions() if a.card == card]


# ============================================================ only by a Fusion Summon
def test_hx_657_a_fusion_monster_is_never_normal_summoned_and_returns_to_the_extra() -> None:
    """HX-657 (R-FUS-1, R-FUS-6, R-MAIN-2, R-MAIN-3, R-MAIN-4, R-ZONE-5): FX-RECALL
    (return 1 face-up monster you control to the hand); HX Extra Call (Normal Spell:
    Special Summon 1 monster from your hand or Extra Deck).
    Setup: P1 turn 3 controls face-up V4-1600, V4-1400, V4-1800 (Tributes are there);
    hand: "Fusion", FX-RECALL, HX Extra Call, V2-500; Extra: FX-FUSION-2 (Level 6).
    Expected: FX-FUSION-2 in the Extra Deck has no action: a Normal (Tribute) Summon or
    a Set is refused in every zone. "Fusion" summons it into a freed zone. FX-RECALL
    returns it: it goes to the Extra Deck, not the hand, and still cannot be Normal
    Summoned. HX Extra Call cannot take it either (only a Fusion Summon can): it may
    choose V2-500 only."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[FUSION, RECALL, EXTRA_CALL.name, "V2-500"], extra=[F2]))
    fusion = ext(duel, F2)
    assert card_actions(duel, fusion) == []
    for z in (0, 1, 2):
        refused(duel, f"summon {fusion} z{z}")
        refused(duel, f"set {fusion} z{z}")
    cast(duel, FUSION)
    settle(duel)
    assert sorted(field(duel)) == sorted([F2, "V4-1800"])
    cast(duel, RECALL, "s0", (mon(duel, F2),))
    settle(duel)
    assert names(duel, 0, "extra") == [F2]
    assert sorted(names(duel, 0, "hand")) == sorted([EXTRA_CALL.name, "V2-500"])
    assert field(duel) == ["V4-1800"]
    fusion = ext(duel, F2)
    assert card_actions(duel, fusion) == []
    refused(duel, f"summon {fusion} z0")
    do(duel, f"activate {hand(duel, EXTRA_CALL.name)} s0")
    if asked(duel) == "pick":
        assert picks(duel) == {hand(duel, "V2-500")}
    resolve(duel)
    settle(duel)
    assert sorted(field(duel)) == sorted(["V2-500", "V4-1800"]) and names(duel, 0, "extra") == [F2]


def test_hx_658_extra_deck_size_contents_and_copies_across_extra_and_side() -> None:
    """HX-658 (R-SETUP-2, R-SETUP-4, R-SETUP-5): deck checks, Main Deck of 40 legal
    cards (section 19 fixtures, "Fusion", HX Deck Filler).
    (a) Extra Deck of 15: FX-FUSION-2 x3 and four HX Fusion Monsters x3: legal.
    (b) A 16th Fusion Monster: the Extra Deck is too large.
    (c) HX Seven Fusion in the Main Deck instead of a Filler: it is in the wrong deck.
    (d) (a) plus FX-FUSION-2 in the Side Deck: four copies across Extra and Side.
    (e) V4-1600 (a Normal Monster) in the Extra Deck: wrong deck; a Ritual Monster
    (Hungry Burger) there is fine."""
    def cid(name: str) -> int:
        return POOL.by_name(name)[0].code
    vanillas = ["V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
                "V2-500", "V1-100", "V6-2000", FUSION, FILLER.name, "FX-BURN-BOTH"]
    main = [cid(n) for n in vanillas for _ in range(3)] + [cid("FX-PINGER")]
    assert len(main) == 40
    extra = [cid(n) for n in (F2, PINGER.name, SEVEN.name, TRIPLE.name, RIGHT_HAND.name)
             for _ in range(3)]
    assert validate_deck(Deck(main=tuple(main), extra=tuple(extra)), POOL) == []

    def codes(deck: Deck) -> set[str]:
        return {str(p.code) for p in validate_deck(deck, POOL)}
    assert codes(Deck(main=tuple(main), extra=(*extra, cid(ALIAS_LORD.name)))) == {
        "extra-too-large"}
    wrong = validate_deck(Deck(main=(*main[:-1], cid(SEVEN.name)), extra=()), POOL)
    assert [(str(p.code), p.section, p.cards) for p in wrong] == [
        ("wrong-deck", "main", (cid(SEVEN.name),))]
    copies = validate_deck(Deck(main=tuple(main), extra=tuple(extra), side=(cid(F2),)), POOL)
    assert [str(p.code) for p in copies] == ["too-many-copies"]
    assert cid(F2) in copies[0].cards
    ritual = (*extra[:-1], cid("Hungry Burger (Rush)"))
    assert validate_deck(Deck(main=tuple(main), extra=ritual), POOL) == []
    normal = (*extra[:-1], cid("V4-1600"))
    assert {str(p.code) for p in validate_deck(Deck(main=tuple(main), extra=normal), POOL)} \
        >= {"wrong-deck"}


# ============================================================ the window after it
def test_hx_659_evacuation_answers_the_spell_and_summon_and_the_extra_deck_regrows() -> None:
    """HX-659 (R-REQ-2, R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6, R-FUS-6, R-ZONE-4, §20.5
    Compulsory Evacuation Device: on a summon, or after the opponent activates a Spell:
    return 1 monster on the field to its owner's hand; §20.3 Dragon Encounter).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", V2-500;
    Extra: FX-FUSION-2 and HX Pinger Fusion (same materials). P2 has both Traps Set
    earlier; hand: Blue-Eyes White Dragon.
    Expected: P2 sees 2 cards in P1's Extra Deck, then 1. The window holds the Spell and
    the summon: P2 may use one Trap only; Evacuation returns FX-FUSION-2: it goes to P1's
    Extra Deck (2 cards again), P1's hand is only V2-500. The Trap's own window holds no
    summon: Dragon Encounter is not offered; P1 goes on."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[FUSION, "V2-500"],
                         extra=[F2, PINGER.name]),
                 p1=Side(spells=[(CED, SET), (ENCOUNTER, SET)], hand=[BEWD]))
    assert observe(duel, 1).data["players"][0]["extra"] == 2
    cast(duel, FUSION, "s0", (ext(duel, F2),))
    assert field(duel) == [F2]
    assert observe(duel, 1).data["players"][0]["extra"] == 1
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED, 1, "szone"), find(duel, ENCOUNTER, 1, "szone")}
    trap(duel, CED, 1)  # the only monster on the field: no question
    resolve(duel)
    idle(duel)
    assert field(duel) == [] and sorted(names(duel, 0, "extra")) == sorted([F2, PINGER.name])
    assert observe(duel, 1).data["players"][0]["extra"] == 2
    assert names(duel, 0, "hand") == ["V2-500"]
    assert names(duel, 1, "szone")[1] == ENCOUNTER and names(duel, 1, "hand") == [BEWD]


def test_hx_660_encounter_answers_the_fusion_then_the_fuser_answers_with_torrential() -> None:
    """HX-660 (R-TRAP-3, R-TRAP-4, R-TRAP-6, R-FUS-3, R-FUS-5, §20.3 Dragon Encounter,
    Torrential Tribute).
    Setup: P1 turn 3 controls face-up V4-1600, has Torrential Tribute (Rush) Set earlier;
    hand: Polymerization, V4-1400; Extra: FX-FUSION-2. P2 has Dragon Encounter Set
    earlier; hand: Blue-Eyes White Dragon.
    Expected: after the Fusion Summon P2 is asked first and Special Summons Blue-Eyes;
    that closes the window (P1 may not add Torrential to it). The Encounter's window
    holds P2's Special Summon: P2 has nothing, then P1 may activate Torrential: every
    monster is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[(TORRENT, SET)],
                         hand=[POLY, "V4-1400"], extra=[F2]),
                 p1=Side(spells=[(ENCOUNTER, SET)], hand=[BEWD]))
    cast(duel, POLY, "s1")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER, 1, "szone")}
    trap(duel, ENCOUNTER, 1)
    resolve(duel)
    assert field(duel, 1) == [BEWD] and field(duel) == [F2]
    window_for(duel, 0)
    assert offered(duel) == {find(duel, TORRENT, 0, "szone")}
    trap(duel, TORRENT, 0)
    resolve(duel)
    settle(duel)
    idle(duel)
    assert field(duel) == [] and field(duel, 1) == []
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1400", POLY, F2, TORRENT])
    assert sorted(names(duel, 1, "gy")) == sorted([ENCOUNTER, BEWD])


def test_hx_661_materials_sent_from_the_field_open_the_bell_not_hand_materials() -> None:
    """HX-661 (R-REQ-2, R-TRAP-3, R-TRAP-5, R-TRAP-6, R-FUS-2, R-FUS-3): HX Mourning Bell
    (Trap: a monster your opponent controls is sent from the field to the GY: you gain
    1000 LP). §20.3 Dragon Encounter.
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion",
    Polymerization, V4-1600, V4-1400; Extra: FX-FUSION-2 x2. P2 has the Bell and Dragon
    Encounter Set earlier; hand: Blue-Eyes White Dragon.
    Expected: (a) "Fusion": its window holds the materials sent from the field and the
    summon: both Traps are offered, one may be used: the Bell (9000). Its own window
    holds no summon: the Encounter is not offered. (b) Polymerization with both hand
    materials: no monster left the field: only the Encounter is offered."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, POLY, "V4-1600", "V4-1400"], extra=[F2, F2]),
                 p1=Side(spells=[(BELL.name, SET), (ENCOUNTER, SET)], hand=[BEWD]))
    cast(duel, FUSION)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, BELL.name, 1, "szone"), find(duel, ENCOUNTER, 1, "szone")}
    trap(duel, BELL.name, 1)
    resolve(duel)
    idle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 1, "szone")[1] == ENCOUNTER
    cast(duel, POLY)
    assert field(duel) == [F2, F2]
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER, 1, "szone")}
    do(duel, "pass")
    idle(duel)


def test_hx_662_a_contact_fusion_leaves_no_materials_in_the_gy_for_the_toll() -> None:
    """HX-662 (R-FUS-7, R-FUS-2, R-REQ-1, R-REQ-2, R-TRAP-5): HX Grave Toll (Trap: your
    opponent Special Summons a monster while they have 2 or more monsters in their GY:
    destroy it); HX Contact Pair (Fusion, Contact Fusion: "V4-1600" + "V4-1400").
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400, empty GY. P2 has the Toll Set
    earlier.
    (a) Extra: the Contact Pair: it is Contact Fused (a Fusion Summon); its materials go
    to the Deck: P1's GY holds no monster: P2 is not asked.
    (b) Extra: FX-FUSION-2; hand: "Fusion": the materials are in the GY when the window
    opens: the Toll is offered and destroys FX-FUSION-2."""
    p1 = Side(spells=[(GRAVE_TOLL.name, SET)])
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=["V2-500"],
                         extra=[CONTACT_PAIR.name]), p1=p1)
    deck = len(duel.deck[0])
    do(duel, f"spsummon {ext(duel, CONTACT_PAIR.name)} z0 atk")
    resolve(duel)
    idle(duel)
    assert field(duel) == [CONTACT_PAIR.name] and names(duel, 0, "gy") == []
    assert len(duel.deck[0]) == deck + 2
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[FUSION],
                         extra=[F2]), p1=p1)
    cast(duel, FUSION)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, GRAVE_TOLL.name, 1, "szone")}
    trap(duel, GRAVE_TOLL.name, 1)
    resolve(duel)
    settle(duel)
    assert field(duel) == [] and F2 in names(duel, 0, "gy")


def test_hx_663_the_three_pieces_sent_as_material_are_three_gy_monsters() -> None:
    """HX-663 (R-MAX-13, R-MAX-8, R-MAX-12, R-FUS-3, R-EFF-2, R-CALC-1): HX Grave Knight
    (Fusion, 2800: "Supreme Machine Magnum Overlord" + "V4-1600"; Effect: it gains 300
    ATK for each monster in your GY this turn).
    Setup: P1 turn 3; hand: the three Overlord pieces, Polymerization, V4-1600; Extra:
    the Knight. P2 controls V4-1800. P1 Maximum Summons, then Polymerization.
    Expected: the Maximum monster was one material, but in the GY its pieces are three
    separate cards: with V4-1600, four monsters: the Knight gains 1200 (4000). It
    attacks V4-1800: P2 takes 2200 (5800)."""
    duel = build(p0=Side(hand=[*PIECES, POLY, "V4-1600"], extra=[GRAVE_KNIGHT.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    maximum(duel)
    settle(duel)
    cast(duel, POLY)
    settle(duel)
    assert field(duel) == [GRAVE_KNIGHT.name] and not duel.maxm[0]
    do(duel, f"activate {mon(duel, GRAVE_KNIGHT.name)}")
    resolve(duel)
    settle(duel)
    assert duel.atk(idx(duel, GRAVE_KNIGHT.name)) == 4000
    attack(duel, GRAVE_KNIGHT.name, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 5800]


# ============================================================ once per turn, copies
def test_hx_664_two_copies_of_a_fusion_monster_each_use_their_effect_once() -> None:
    """HX-664 (R-EFF-3, R-SPELL-2, R-FUS-2, R-FUS-3): HX Pinger Fusion (Fusion: "V4-1600"
    + "V4-1400"; Effect: your opponent takes 300 damage).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion",
    Polymerization, V4-1600, V4-1400; Extra: two HX Pinger Fusion.
    Expected: "Fusion" summons the first: its effect once (7700), a second time refused.
    Polymerization the same turn summons the second from the hand materials: its own
    once (7400); then neither may activate again."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, POLY, "V4-1600", "V4-1400"],
                         extra=[PINGER.name, PINGER.name]))
    cast(duel, FUSION)
    settle(duel)
    first = mon(duel, PINGER.name)
    do(duel, f"activate {first}")
    settle(duel)
    assert duel.lp == [8000, 7700]
    refused(duel, f"activate {first}")
    cast(duel, POLY)
    settle(duel)
    assert field(duel) == [PINGER.name, PINGER.name]
    second = next(o for o in (mon(duel, PINGER.name, nth=k) for k in (0, 1)) if o != first)
    assert offered(duel) & {first, second} == {second}
    do(duel, f"activate {second}")
    settle(duel)
    assert duel.lp == [8000, 7400]
    refused(duel, f"activate {second}")
    refused(duel, f"activate {first}")


# ============================================================ Contact Fusion
def test_hx_665_a_fusion_material_of_a_contact_fusion_goes_back_to_the_extra_deck() -> None:
    """HX-665 (R-FUS-7, R-FUS-6, R-FUS-1, R-FUS-3, R-ZONE-5): HX Contact Lord (Fusion,
    Contact Fusion: "FX-FUSION-2" + "V4-1800").
    Setup: P1 turn 3 controls face-up V4-1600, V4-1400, V4-1800; hand: "Fusion",
    Polymerization, V4-1600, V4-1400; Extra: FX-FUSION-2 and the Lord.
    Actions: "Fusion" (FX-FUSION-2); Contact Fusion of the Lord; Polymerization.
    Expected: the Contact Fusion returns FX-FUSION-2 "to the Deck": it goes to the Extra
    Deck; V4-1800 goes to the Main Deck (+1). Polymerization then Fusion Summons
    FX-FUSION-2 again from the hand materials: the Lord and FX-FUSION-2 on the field."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[FUSION, POLY, "V4-1600", "V4-1400"],
                         extra=[F2, CONTACT_LORD.name]))
    cast(duel, FUSION)
    settle(duel)
    assert sorted(field(duel)) == sorted([F2, "V4-1800"])
    deck = len(duel.deck[0])
    zone = duel.free_mzones(0)[0]
    do(duel, f"spsummon {ext(duel, CONTACT_LORD.name)} z{zone} atk")
    resolve(duel)
    settle(duel)
    assert field(duel) == [CONTACT_LORD.name] and names(duel, 0, "extra") == [F2]
    assert len(duel.deck[0]) == deck + 1 and "V4-1800" in names(duel, 0, "deck")
    cast(duel, POLY)
    settle(duel)
    assert sorted(field(duel)) == sorted([CONTACT_LORD.name, F2])
    assert names(duel, 0, "extra") == []


def test_hx_666_contact_fusion_needs_face_up_materials_and_is_a_special_summon() -> None:
    """HX-666 (R-FUS-7, R-MAIN-4, R-POS-1, R-POS-2, R-POS-3, R-TRAP-5, §20.3 Dragon
    Encounter, §20.5 Trap Hole): HX Contact Pair (HX-662). A Contact Fusion is a
    monster's own summoning procedure: only in the Main Phase; in the Battle Phase,
    with both materials face-up, it is refused.
    Setup: P1 turn 3 controls face-up V4-1600 and a face-down V4-1400 (both since turn
    1); Extra: the Pair. P2 has Trap Hole (Rush) and Dragon Encounter Set earlier; hand:
    Blue-Eyes White Dragon.
    Expected: with a face-down material the Pair cannot be Contact Fused. P1 turns
    V4-1400 face-up by hand: no summon, no window. Now the Contact Fusion is legal; it
    is a Special Summon: only Dragon Encounter (not Trap Hole) is offered."""
    up = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                                       extra=[CONTACT_PAIR.name]))
    refused(up, f"spsummon {ext(up, CONTACT_PAIR.name)} z0 atk")
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)], hand=["V2-500"],
                         extra=[CONTACT_PAIR.name]),
                 p1=Side(spells=[(TRAP_HOLE, SET), (ENCOUNTER, SET)], hand=[BEWD]))
    pair = ext(duel, CONTACT_PAIR.name)
    assert card_actions(duel, pair) == []
    for z in (0, 1, 2):
        refused(duel, f"spsummon {pair} z{z} atk")
    do(duel, f"position {mon(duel, 'V4-1400')} atk")
    idle(duel)
    assert [a for a in card_actions(duel, pair) if a.kind == "spsummon"]
    do(duel, f"spsummon {pair} z0 atk")
    resolve(duel)
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER, 1, "szone")}
    trap(duel, ENCOUNTER, 1)
    resolve(duel)
    settle(duel)
    assert field(duel) == [CONTACT_PAIR.name] and field(duel, 1) == [BEWD]
    assert names(duel, 1, "szone")[0] == TRAP_HOLE


# ============================================================ the Extra Deck and the GY
def test_hx_667_a_hand_fusion_trap_turns_a_direct_attack_into_a_replay() -> None:
    """HX-667 (R-FUS-3, R-FUS-5, R-ZONE-5, R-REPLAY-1, R-REPLAY-2, R-TRAP-5, R-CALC-4,
    R-CALC-1): HX Hand Ambush (Trap: an opponent's monster declares an attack: Fusion
    Summon with monsters from your hand).
    (a) P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon; P2 controls no
    monster; hand: V4-1600, V4-1400; the Trap Set earlier; Extra: FX-FUSION-2. Blue-Eyes
    attacks directly; P2 summons FX-FUSION-2 in Defense: the direct attack is no longer
    possible: a replay offers FX-FUSION-2 or cancelling; 3000 against DEF 2000: it is
    destroyed, no damage.
    (b) P2 controls V1-100 in all three zones instead: hand materials free no zone: the
    Trap is not offered; Blue-Eyes destroys the V1-100 it attacks: P2 takes 2900."""
    p0 = Side(monsters=[(BEWD, ATK)])
    trap_side: dict[str, Any] = dict(hand=["V4-1600", "V4-1400"],
                                     spells=[(HAND_AMBUSH.name, SET)], extra=[F2])
    duel = build(phase="battle", p0=p0, p1=Side(**trap_side))
    attack(duel, BEWD)
    window_for(duel, 1)
    trap(duel, HAND_AMBUSH.name, 1)
    resolve(duel, pos="def")
    settle(duel)
    assert asked(duel) == "replay" and duel.current_player == 0
    fusion = mon(duel, F2, 1)
    assert duel.pos[duel.inst(fusion)] == DEF
    assert set(duel.legal_actions()) == {Action("target", target=fusion), Action("cancel")}
    do(duel, f"target {fusion}")
    settle(duel)
    assert duel.lp == [8000, 8000] and field(duel, 1) == []
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", "V4-1400", HAND_AMBUSH.name, F2])
    duel = build(phase="battle", p0=p0, p1=Side(
        monsters=[("V1-100", ATK)] * 3, **trap_side))
    attack(duel, BEWD, "V1-100")
    settle(duel)
    assert duel.lp == [8000, 5100] and names(duel, 1, "szone")[0] == HAND_AMBUSH.name
    assert names(duel, 1, "extra") == [F2]


def test_hx_668_a_fusion_monster_sent_from_the_extra_deck_cannot_be_revived() -> None:
    """HX-668 (R-FUS-9, R-FUS-1, R-REQ-1, R-SPELL-3): HX Extra Offering (Normal Spell.
    Requirement: send 1 Fusion Monster from your Extra Deck to the GY. Effect: you gain
    1000 LP).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: the Offering, "Fusion",
    Dark Hole (Rush), Monster Reborn (Rush); Extra: two FX-FUSION-2.
    Actions: the Offering (9000 LP); "Fusion"; Dark Hole; Monster Reborn.
    Expected: P1's GY holds two FX-FUSION-2. Monster Reborn may choose the one that was
    properly Fusion Summoned, V4-1600 or V4-1400, never the one sent from the Extra
    Deck (R-FUS-9 default)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[OFFERING.name, FUSION, HOLE, REBORN], extra=[F2, F2]))
    cast(duel, OFFERING.name)
    settle(duel)
    assert duel.lp == [9000, 8000] and names(duel, 0, "gy") == [F2, OFFERING.name]
    cast(duel, FUSION)
    settle(duel)
    cast(duel, HOLE)
    settle(duel)
    sent, fused = find(duel, F2, 0, "gy", 0), find(duel, F2, 0, "gy", 1)
    do(duel, f"activate {hand(duel, REBORN)} s0")
    assert asked(duel) == "pick"
    assert picks(duel) == {fused, find(duel, "V4-1600", 0, "gy"), find(duel, "V4-1400", 0, "gy")}
    assert sent not in picks(duel)
    resolve(duel, (fused,))
    settle(duel)
    assert field(duel) == [F2] and names(duel, 0, "gy").count(F2) == 1


def test_hx_669_the_opponents_equip_on_a_material_goes_to_its_owners_gy() -> None:
    """HX-669 (R-EQUIP-1, R-EQUIP-4, R-ZONE-4, R-FUS-2, R-FUS-5, R-CALC-1): HX Curse Equip
    (Equip Spell: equip to 1 face-up monster your opponent controls; it loses 600 ATK).
    Setup: P1 controls face-up V4-1600 and V4-1400; hand: "Fusion"; Extra: FX-FUSION-2.
    P2 controls V4-1800 and on turn 2 equips the Curse to P1's V4-1600 (1000).
    Actions: P1 turn 3: "Fusion"; FX-FUSION-2 attacks V4-1800.
    Expected: the Curse leaves with its monster, to P2's GY; FX-FUSION-2 is a new
    monster with 2400: P2 takes 600 (7400)."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                                       hand=[FUSION], extra=[F2]),
                 p1=Side(monsters=[("V4-1800", ATK)], hand=[CURSE.name, "V2-500"]))
    do(duel, f"activate {hand(duel, CURSE.name)} s0")
    resolve(duel, (mon(duel, "V4-1600", 0),))
    settle(duel)
    assert duel.atk(idx(duel, "V4-1600")) == 1000
    to_turn(duel, 3)
    cast(duel, FUSION)
    settle(duel)
    assert names(duel, 1, "gy") == [CURSE.name] and names(duel, 1, "szone") == ["", "", ""]
    assert duel.atk(idx(duel, F2)) == 2400
    attack(duel, F2, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7400]


def test_hx_670_fusion_spells_only_in_your_own_main_phase() -> None:
    """HX-670 (R-SPELL-1, R-SPELL-2, R-TURN-4, R-BATTLE-1, R-TRAP-5, §20.5 Trap Hole).
    Setup: P1 turn 3, Battle Phase; P1 controls face-up V4-1600 and V4-1400, has
    Polymerization and Trap Hole (Rush) Set earlier; hand: "Fusion"; Extra: FX-FUSION-2.
    P2's hand holds V4-1800.
    Expected: in the Battle Phase neither Fusion Spell may be activated. Turn 4: P2
    Normal Summons V4-1800: P1 is offered Trap Hole or passing; the Set Polymerization
    is refused. P1 passes. Turn 5: the Set Polymerization is activated in P1's Main
    Phase and summons FX-FUSION-2."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[FUSION],
                         spells=[(POLY, SET), (TRAP_HOLE, SET)], extra=[F2]),
                 p1=Side(hand=["V4-1800"]))
    no_spell(duel, hand(duel, FUSION))
    refused(duel, f"activate {find(duel, POLY, 0, 'szone')}")
    to_turn(duel, 4)
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    window_for(duel, 0)
    poly = find(duel, POLY, 0, "szone")
    assert set(duel.legal_actions()) == {Action("activate", find(duel, TRAP_HOLE, 0, "szone")),
                                         Action("pass")}
    refused(duel, f"activate {poly}")
    do(duel, "pass")
    to_turn(duel, 5)
    do(duel, f"activate {find(duel, POLY, 0, 'szone')}")
    resolve(duel)
    settle(duel)
    assert F2 in field(duel) and POLY in names(duel, 0, "gy")


def test_hx_671_a_condition_is_judged_before_the_lp_cost_would_meet_it() -> None:
    """HX-671 (R-REQ-1, R-REQ-2, R-FUS-3): HX Desperate Fusion (Normal Spell. Requirement:
    your LP are lower than your opponent's; pay 500 LP. Effect: Fusion Summon with
    monsters from your hand or field).
    Setup: P1 turn 3 controls face-up V4-1600; hand: the Spell, V4-1400; Extra:
    FX-FUSION-2.
    (a) Both players at 8000: the condition does not hold (paying would make it true
    only afterwards): refused. (b) P1 at 7000: legal: 6500 LP and FX-FUSION-2."""
    p0: dict[str, Any] = dict(monsters=[("V4-1600", ATK)], hand=[DESPERATE.name, "V4-1400"],
                              extra=[F2])
    duel = build(p0=Side(**p0))
    no_spell(duel, hand(duel, DESPERATE.name))
    duel = build(p0=Side(lp=7000, **p0))
    cast(duel, DESPERATE.name)
    settle(duel)
    assert duel.lp == [6500, 8000] and field(duel) == [F2]


def test_hx_672_a_fusion_monsters_continuous_name_makes_the_next_material() -> None:
    """HX-672 (R-EFF-5, R-CARD-1, R-FUS-2, R-FUS-4, R-MAIN-2): HX Alias Lord (Fusion:
    "V4-1800" + "V4-0"; [CONTINUOUS EFFECT] other face-up Rock monsters you control are
    named "V4-1400").
    Setup: P1 turn 3 controls face-up V4-1800, V4-0, V4-1600; hand: "Fusion" x2, V4-WALL
    (a Rock); Extra: the Lord, FX-FUSION-2.
    Actions: "Fusion" (only the Lord can be made); Normal Summon V4-WALL; "Fusion".
    Expected: with the Lord face-up V4-WALL is named "V4-1400" (V4-1600, a Warrior, keeps
    its name): the second "Fusion" summons FX-FUSION-2 with V4-1600 and V4-WALL; the
    Lord stays."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V4-0", ATK), ("V4-1600", ATK)],
                         hand=[FUSION, FUSION, "V4-WALL"], extra=[ALIAS_LORD.name, F2]))
    do(duel, f"activate {hand(duel, FUSION)} s0")
    if asked(duel) == "pick":
        assert ext(duel, F2) not in picks(duel)
    resolve(duel, (ext(duel, ALIAS_LORD.name),))
    settle(duel)
    assert sorted(field(duel)) == sorted([ALIAS_LORD.name, "V4-1600"])
    zone = duel.free_mzones(0)[0]
    do(duel, f"summon {hand(duel, 'V4-WALL')} z{zone}")
    settle(duel)
    assert duel.names(idx(duel, "V4-WALL")) == {"V4-1400"}
    assert duel.names(idx(duel, "V4-1600")) == {"V4-1600"}
    cast(duel, FUSION)
    settle(duel)
    assert sorted(field(duel)) == sorted([ALIAS_LORD.name, F2])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V4-0", "V4-1600", "V4-WALL",
                                                   FUSION, FUSION])


def test_hx_673_the_right_piece_inside_maximum_mode_is_no_separate_material() -> None:
    """HX-673 (R-MAX-5, R-MAX-13, R-MAX-8, R-FUS-3, R-FUS-4): HX Overlord Right Hand
    (Fusion: "Supreme Machine Magnum Overlord" + "Supreme Machine Magnum Overlord [R]").
    (a) P1 turn 3; hand: the three pieces, Polymerization; Extra: the Right Hand. After
    the Maximum Summon its [R] piece is part of one monster: refused.
    (b) The hand also holds a second [R] (another print): legal: the Maximum monster (all
    three pieces) and the hand [R] are the materials (4 cards to the GY)."""
    duel = build(p0=Side(hand=[*PIECES, POLY], extra=[RIGHT_HAND.name]))
    maximum(duel)
    settle(duel)
    no_spell(duel, hand(duel, POLY))
    duel = build(p0=Side(hand=[*PIECES, POLY, OVL_R_FIRST_PRINT], extra=[RIGHT_HAND.name]))
    maximum(duel)
    settle(duel)
    assert names(duel, 0, "hand") == [POLY, OVL_R]
    events = cast(duel, POLY)
    settle(duel)
    assert len([e for e in events if e.reason == "material"]) == 4
    assert field(duel) == [RIGHT_HAND.name] and not duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([*PIECES, OVL_R, POLY])


def test_hx_674_a_fusion_monster_summoned_in_defense_cannot_attack_that_turn() -> None:
    """HX-674 (R-FUS-5, R-POS-1, R-BATTLE-2, R-CALC-1).
    Setup: P1 turn 3 controls face-up V4-1600, V4-1400, V4-1800; hand: "Fusion"; Extra:
    FX-FUSION-2. P2 controls V1-100.
    Actions: "Fusion", FX-FUSION-2 in face-up Defense; Battle Phase.
    Expected: it may not be changed to Attack Position (it arrived this turn) and may
    not attack; only V4-1800 may: it destroys V1-100 (P2: 6300)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", ATK)],
                         hand=[FUSION], extra=[F2]),
                 p1=Side(monsters=[("V1-100", ATK)]))
    cast(duel, FUSION, pos="def")
    settle(duel)
    fusion = mon(duel, F2)
    assert duel.pos[duel.inst(fusion)] == DEF
    refused(duel, f"position {fusion} atk")
    do(duel, "battle")
    assert {a.card for a in duel.legal_actions() if a.kind == "attack"} == {mon(duel, "V4-1800")}
    refused(duel, f"attack {fusion} -> {mon(duel, 'V1-100', 1)}")
    attack(duel, "V4-1800", "V1-100")
    settle(duel)
    assert duel.lp == [8000, 6300]


def test_hx_675_despairacions_ban_stops_the_revival_not_the_fusion_summon() -> None:
    """HX-675 (R-FUS-1, R-FUS-9, R-MAX-11, R-REQ-2, §20.1 Despairacion [R]: neither
    player can Special Summon Level 7 monsters from the hand or GY): HX Seven Fusion
    (Fusion, Level 7: "V4-1600" + "V4-1400"); HX Tribute Gift (Normal Spell.
    Requirement: send 1 face-up monster you control to the GY. Effect: gain 500 LP).
    Setup: P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", the Gift,
    Monster Reborn (Rush); Extra: the Seven. P2 controls face-up Despairacion [R] on its
    own (not Maximum Mode).
    Expected: the Seven comes from the Extra Deck: "Fusion" is legal. The Gift sends it
    to the GY (8500). Monster Reborn may choose V4-1600 or V4-1400, not the Level 7
    Seven although it was properly Fusion Summoned."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[FUSION, TRIBUTE_GIFT.name, REBORN], extra=[SEVEN.name]),
                 p1=Side(monsters=[(DESP_R, ATK)]))
    cast(duel, FUSION)
    settle(duel)
    assert field(duel) == [SEVEN.name]
    cast(duel, TRIBUTE_GIFT.name, "s0", (mon(duel, SEVEN.name),))
    settle(duel)
    assert duel.lp == [8500, 8000] and SEVEN.name in names(duel, 0, "gy")
    do(duel, f"activate {hand(duel, REBORN)} s0")
    assert asked(duel) == "pick"
    assert picks(duel) == {find(duel, "V4-1600", 0, "gy"), find(duel, "V4-1400", 0, "gy")}


def test_hx_676_one_card_fills_one_of_two_slots_of_the_same_name() -> None:
    """HX-676 (R-FUS-4, R-FUS-2, R-FUS-3): HX Triple Fusion (Fusion: "V4-1600" +
    "V4-1600" + "V4-1400").
    (a) P1 turn 3 controls face-up V4-1600 and V4-1400; hand: "Fusion", Polymerization;
    Extra: the Triple: one V4-1600 cannot be two materials: both are refused.
    (b) The hand also holds V4-1600: "Fusion" is still refused (it is in the hand);
    Polymerization takes the field V4-1600, the hand V4-1600 and V4-1400."""
    for copy in (False, True):
        duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                             hand=[FUSION, POLY] + ["V4-1600"] * copy, extra=[TRIPLE.name]))
        no_spell(duel, hand(duel, FUSION))
        if not copy:
            no_spell(duel, hand(duel, POLY))
            continue
        cast(duel, POLY)
        settle(duel)
        assert field(duel) == [TRIPLE.name]
        assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V4-1600", "V4-1400", POLY])
