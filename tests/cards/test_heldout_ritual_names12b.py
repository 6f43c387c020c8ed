"""Held-out style conformance scenarios HX-537..HX-556 (continued from
test_heldout_ritual_names12.py) on names, Types and Legend treatment where they meet
Ritual and Maximum Summons, Trap windows and the zones: a card treated as a Maximum
piece's name in the hand (R-CARD-1 with R-MAX-2 and R-FUS-4), a Trap that asks for a
name that expired with the turn or for a Legend card in the hand, the Legend limit with
Legend Ritual cards, Ritual Spells with full rows of zones, the window after a Trap
that returned the Ritual Monster, Types given by Type Change Beam or an Equip Spell to
Ritual materials (a Maximum Mode monster too), Ritual Monsters in the GY taken by other
effects, and a Trap's Ritual Summon that takes a defending Maximum Mode monster.
Expectations come from RULES.md alone.

Small throwaway cards (codes 968700025.., names starting with "HX ") are defined
below; each comment states what such a card does. The cards and helpers of the first
file (codes 968700001..968700024) are imported from it.
"""

from __future__ import annotations

import datetime

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.effects.conditions import Count, OnAttack, OnSummon
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed, NegateAttack, Reveal
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_RACE

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BRIGHT,
    BURGER,
    CED,
    ENCOUNTER,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    POLY,
    REBORN,
    RECIPE,
    TCB,
    TORRENT,
    VISION,
    answer,
    attack,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import no_spell, refused, settle
from .test_heldout_ritual_names12 import (
    AMBUSH,
    BLUE_RITE,
    KNIGHT,
    KNIGHT_RITE,
    OPEN_RITE,
    PALM_RITE,
    SOVEREIGN,
    UNDERSTUDY,
    WYRM,
    WYRM_RITE,
    _rite,
    _ritual,
    hand,
    mine,
    ritual_on_field,
)
from .test_heldout_ritual_names12 import POOL as FIRST_POOL

HOLE = "Dark Hole (Rush)"
RECALL = "FX-RECALL"
RED_BOOT = "Red-Boot Boost Dragon"
PRESSURE = "Dragonic Pressure"
FADRAWL = "Innocent Fadrawl"
SPELL = CardType.SPELL
MAXIMUM_MONSTER = CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM
EQUIP_SPELL = CardType.SPELL | CardType.EQUIP

# Maximum Monster [L] piece, Level 4 DARK Machine 800/0, no effect: its name becomes
# "Supreme Machine Magnum Overlord [L]" while it is in the hand.
DECOY = CardData(968_700_025, "HX Overlord Decoy [L]", MAXIMUM_MONSTER,
                 attribute=Attribute.DARK, race="Machine", level=4, atk=800, defense=0,
                 max_role="L", behaviour=CardScript(name_in_hand=OVL_L))
# Fusion Monster, Level 8 DARK Machine 2700/2000: "Supreme Machine Magnum Overlord [L]"
# + "V4-1600".
PIECE_FUSION = CardData(968_700_026, "HX Piece Fusion", CardType.MONSTER | CardType.FUSION,
                        attribute=Attribute.DARK, race="Machine", level=8, atk=2700,
                        defense=2000, materials=(OVL_L, "V4-1600"))
# Trap: when an opponent's monster declares an attack, if you control a face-up monster
# named "Blue-Eyes White Dragon": negate the attack.
BLUE_GUARD = CardData(968_700_027, "HX Blue Guard", CardType.TRAP, behaviour=CardScript(Effect(
    kind="trap", trigger=OnAttack(), conds=(Count(Sel(face="up", name=BEWD)),),
    ops=(NegateAttack(),))))
# A Legend Ritual Monster, Level 8 LIGHT Spellcaster 2800/2200, no effect.
LEGEND_LORD = CardData(968_700_028, "HX Legend Rite Lord", CardType.MONSTER | CardType.RITUAL,
                       attribute=Attribute.LIGHT, race="Spellcaster", level=8, atk=2800,
                       defense=2200, legend=True)
# A Legend Ritual Spell: Ritual Summon "HX Legend Rite Lord" with face-up monsters you
# control whose Levels total 8 or more.
LEGEND_RITE = CardData(968_700_029, "HX Legend Rite", SPELL | CardType.RITUAL, legend=True,
                       behaviour=CardScript(Effect(kind="spell", ops=(
                           RitualSummon((LEGEND_LORD.name,), 8, Sel(face="up")),))))
# Normal Spell: Requirement: reveal 1 Legend monster in your hand. Effect: your opponent
# takes 500 damage.
LEGEND_SHOW = CardData(968_700_030, "HX Legend Show", SPELL, behaviour=CardScript(Effect(
    kind="spell", costs=(Reveal(Sel(where=("hand",), kind="monster", legend=True)),),
    ops=(Damage(Fixed(500)),))))
# Trap: when your opponent Special Summons a Dragon: destroy that monster.
DRAGON_WATCH = CardData(968_700_031, "HX Dragon Watch", CardType.TRAP, behaviour=CardScript(
    Effect(kind="trap", trigger=OnSummon(kinds=("spsummon",),
                                         monster=Sel(who="opp", race="Dragon")),
           ops=(Destroy(Sel(who="opp", memo="summoned")),))))
# Equip Spell: equip to a face-up monster you control; it becomes a Dragon.
SCALE = CardData(968_700_032, "HX Dragon Scale", EQUIP_SPELL, behaviour=CardScript(Effect(
    kind="equip", equip=Sel(face="up"),
    mods=(Cont(EQUIPPED, MOD_RACE, "Dragon", "becomes a Dragon"),))))
# Equip Spell: equip to a face-up Warrior you control; it gains 500 ATK.
CREST = CardData(968_700_033, "HX Warrior Crest", EQUIP_SPELL, behaviour=CardScript(Effect(
    kind="equip", equip=Sel(face="up", race="Warrior"),
    mods=(Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"),))))
# Ritual Monster, Level 4 WIND Dragon 1500/1200, no effect.
DRAKE = _ritual(968_700_034, "HX Rite Drake", 4, "Dragon", Attribute.WIND, 1500, 1200)
# Ritual Spell: Ritual Summon "HX Rite Drake" with face-up monsters you control, Level 4+.
DRAKE_RITE = _rite(968_700_035, "HX Drake Rite", DRAKE.name, 4, Sel(face="up"))

HX_CARDS = [DECOY, PIECE_FUSION, BLUE_GUARD, LEGEND_LORD, LEGEND_RITE, LEGEND_SHOW,
            DRAGON_WATCH, SCALE, CREST, DRAKE, DRAKE_RITE]
POOL = FIRST_POOL.merged(HX_CARDS)
CURRENT, LEGACY = datetime.date(2024, 6, 1), datetime.date(2022, 12, 31)
_FILL = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300", "V2-500",
         "V1-100", "V3-1200", "V4-1500", "V4-1700", "V7-2500", "V6-2400")


def build(**kwargs: object) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)  # type: ignore[arg-type]


def code(name: str) -> int:
    return sorted(c.code for c in POOL.by_name(name))[0]


def fill(n: int) -> tuple[int, ...]:
    """`n` non-Legend Main Deck cards, 3 of each name."""
    return tuple(code(_FILL[k // 3]) for k in range(n))


def problems(deck: Deck, on: datetime.date = CURRENT) -> list[str]:
    return sorted(str(p.code) for p in validate_deck(deck, POOL, on=on))


# ============================================================ names as Maximum/Fusion material
def test_hx_537_a_piece_named_as_the_left_overlord_in_the_hand_completes_the_set() -> None:
    """HX-537 (R-CARD-1, R-MAX-1, R-MAX-2, R-MAX-6): "HX Overlord Decoy [L]" is a Maximum
    [L] piece whose name becomes "Supreme Machine Magnum Overlord [L]" while in the hand.
    R-CARD-1: such a card counts as that name wherever the text says, R-MAX name checks
    included; the center is Maximum Summoned with the [L] and [R] pieces it names.
    Setup: P1 turn 3 controls V4-1600; hand: HX Overlord Decoy [L], Supreme Machine Magnum
    Overlord, Supreme Machine Magnum Overlord [R].
    Expected: the Maximum Summon is offered; V4-1600 goes to the GY; the three cards fill
    zones 1-3 as [L], center, [R]; the monster is "Supreme Machine Magnum Overlord",
    Level 10 with 3500 ATK."""
    duel = build(p0=Side(hand=[DECOY.name, OVL, OVL_R], monsters=[("V4-1600", ATK)]))
    assert duel.names(duel.inst(hand(duel, DECOY.name))) == {OVL_L}
    assert Action("maximum", hand(duel, OVL)) in duel.legal_actions()
    maximum(duel)
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [DECOY.name, OVL, OVL_R]
    whole = duel.mz[0][1]
    assert duel.names(whole) == {OVL} and duel.level(whole) == 10 and duel.atk(whole) == 3500
    assert names(duel, 0, "gy") == ["V4-1600"]


def test_hx_538_the_decoy_is_the_left_overlord_material_in_the_hand_only() -> None:
    """HX-538 (R-CARD-1, R-FUS-3, R-FUS-4, R-MAX-11): HX Overlord Decoy [L] as in HX-537.
    "HX Piece Fusion": "Supreme Machine Magnum Overlord [L]" + "V4-1600".
    (a) P1 turn 3; hand: Polymerization (Rush), the Decoy, V4-1600; Extra: HX Piece
    Fusion: both hand cards are the materials (nobody is asked) and the Fusion comes out.
    (b) The Decoy face-up on P1's field (since turn 1); hand: Polymerization, V4-1600: on
    the field it has only its own name: Polymerization is refused."""
    duel = build(p0=Side(hand=[POLY, DECOY.name, "V4-1600"], extra=[PIECE_FUSION.name]))
    do(duel, f"activate {hand(duel, POLY)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [PIECE_FUSION.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([DECOY.name, "V4-1600", POLY])
    field = build(p0=Side(hand=[POLY, "V4-1600"], monsters=[(DECOY.name, ATK)],
                          extra=[PIECE_FUSION.name]))
    assert field.names(field.inst(mine(field, DECOY.name))) == {DECOY.name}
    no_spell(field, hand(field, POLY))


def test_hx_539_a_trap_asking_for_blue_eyes_does_not_see_last_turns_bright_name() -> None:
    """HX-539 (R-CARD-1, R-EFF-6, R-END-1, R-TRAP-5, R-CALC-1): "HX Blue Guard" (Trap):
    when an opponent's monster declares an attack, if you control a face-up "Blue-Eyes
    White Dragon": negate the attack.
    (a) Turn 2: P2 controls face-up Bright Dragon and has the Guard Set earlier; P2 uses
    Bright's effect (its name becomes "Blue-Eyes White Dragon" this turn). Turn 3: P1's
    V8-3000 attacks the Bright: the name has expired, so the Guard is not offered; 3000 vs
    2500: P2 7500 and the Bright is destroyed.
    (b) P2 controls a real Blue-Eyes and V4-1400; V8-3000 attacks V4-1400: P2 may use the
    Guard; the attack is negated and nothing is destroyed."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V8-3000", ATK)]),
                 p1=Side(monsters=[(BRIGHT, ATK)], spells=[(BLUE_GUARD.name, SET)],
                         deck=["V1-100"] * 10))
    bright = mine(duel, BRIGHT)
    do(duel, f"activate {bright}")
    answer(duel)
    assert BEWD in duel.names(duel.inst(bright))
    to_turn(duel, 3)
    attack(duel, "V8-3000", BRIGHT)
    assert duel.request.kind in ("battle", "main")
    settle(duel)
    assert duel.lp == [8000, 7500] and BRIGHT in names(duel, 1, "gy")
    real = build(p0=Side(monsters=[("V8-3000", ATK)]),
                 p1=Side(monsters=[(BEWD, ATK), ("V4-1400", ATK)],
                         spells=[(BLUE_GUARD.name, SET)]))
    attack(real, "V8-3000", "V4-1400")
    window_for(real, 1)
    assert offered(real) == {find(real, BLUE_GUARD.name)}
    trap(real, BLUE_GUARD.name)
    settle(real)
    assert real.lp == [8000, 8000] and names(real, 1, "mzone") == [BEWD, "V4-1400", ""]


# ============================================================ Legend (R-CARD-4, R-SETUP-6)
def test_hx_540_legend_ritual_cards_take_the_legend_monster_and_spell_slots() -> None:
    """HX-540 (R-SETUP-6, R-SETUP-7, R-SETUP-2, R-RIT-1, R-SPELL-4): "HX Legend Rite Lord"
    (a Legend Ritual Monster) and "HX Legend Rite" (a Legend Ritual Spell).
    Expected on 2024-06-01: Main 40 non-Legend cards + the Lord in the Extra Deck: legal.
    Blue-Eyes White Dragon in the Main Deck beside it: two Legend Monsters: illegal. The
    Legend Rite beside the Lord: legal (one Monster, one Spell); the Legend Rite and
    Monster Reborn (Rush): two Legend Spells: illegal. On 2022-12-31 the Rite and the Lord
    together are two Legend cards: illegal."""
    lord = (code(LEGEND_LORD.name),)
    assert problems(Deck(fill(40), lord)) == []
    assert problems(Deck(fill(39) + (code(BEWD),), lord)) == ["legend-limit"]
    with_rite = fill(39) + (code(LEGEND_RITE.name),)
    assert problems(Deck(with_rite, lord)) == []
    assert problems(Deck(fill(38) + (code(LEGEND_RITE.name), code(REBORN)), lord)) == [
        "legend-limit"]
    assert problems(Deck(with_rite, lord), LEGACY) == ["legend-limit"]
    assert problems(Deck(fill(40), lord), LEGACY) == []


def test_hx_541_bright_dragon_named_blue_eyes_in_the_hand_is_no_legend_card() -> None:
    """HX-541 (R-CARD-1, R-CARD-4, R-REQ-1): "HX Legend Show" (Normal Spell): Requirement:
    reveal 1 Legend monster in your hand. Effect: the opponent takes 500 damage. Bright
    Dragon is treated as "Blue-Eyes White Dragon" in the hand, but has no Legend clause.
    (a) P1's hand: HX Legend Show, Bright Dragon: the Spell is refused.
    (b) With Blue-Eyes White Dragon in the hand too: it is the card revealed; P2 7500."""
    duel = build(p0=Side(hand=[LEGEND_SHOW.name, BRIGHT]))
    no_spell(duel, hand(duel, LEGEND_SHOW.name))
    duel = build(p0=Side(hand=[LEGEND_SHOW.name, BRIGHT, BEWD]))
    play(duel, LEGEND_SHOW.name, zone="s0")
    assert duel.lp == [8000, 7500]
    assert duel.known[duel.inst(hand(duel, BEWD))] == 3
    assert duel.known[duel.inst(hand(duel, BRIGHT))] == 1


# ============================================================ zones (R-ZONE)
def test_hx_542_with_every_zone_full_only_the_set_rite_with_field_materials_works() -> None:
    """HX-542 (R-ZONE-2, R-ZONE-5, R-RIT-2, R-RIT-3, R-SPELL-2): "HX Open Rite" Ritual
    Summons HX Rite Knight with monsters from the hand and/or field (Level 6+).
    Setup: P1 turn 3 controls V4-1600, V2-500, V1-100 and, in its S/T zones, a Set HX Open
    Rite, Torrential Tribute and Dark Hole; hand: HX Open Rite, V6-2000.
    Expected: the hand copy is refused (no S/T zone). The Set copy works: V6-2000 from
    the hand alone frees no zone, and with any field monster it is surplus, so only
    V4-1600 + V2-500 are offered; the Knight takes the first freed zone."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V2-500", ATK), ("V1-100", ATK)],
                         spells=[(OPEN_RITE.name, SET), (TORRENT, SET), (HOLE, SET)],
                         hand=[OPEN_RITE.name, "V6-2000"], extra=[KNIGHT.name]))
    no_spell(duel, hand(duel, OPEN_RITE.name))
    do(duel, f"activate {find(duel, OPEN_RITE.name, 0, 'szone')}")
    pair = (mine(duel, "V4-1600"), mine(duel, "V2-500"))
    assert picks(duel) == set(pair)
    answer(duel, picks=pair, pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone") == [KNIGHT.name, "", "V1-100"]
    assert sorted(names(duel, 0, "hand")) == sorted([OPEN_RITE.name, "V6-2000"])
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", "V2-500", OPEN_RITE.name])
    assert names(duel, 0, "szone") == ["", TORRENT, HOLE]


def test_hx_543_a_hand_only_rite_waits_for_a_free_monster_zone() -> None:
    """HX-543 (R-ZONE-5, R-ZONE-1, R-RIT-2, R-RIT-3): "HX Palm Rite" Ritual Summons HX Rite
    Knight with monsters from the hand only (Level 6+).
    Setup: P1 turn 3 controls V4-1600, V4-1400, V1-100; hand: HX Palm Rite, V6-2000,
    FX-RECALL; Extra: HX Rite Knight.
    Expected: refused while the row is full (hand materials free no zone). After
    FX-RECALL returns V1-100, the Rite works: V6-2000 alone (6 + 1 would be surplus), so
    nobody is asked; the Knight takes the freed zone and V1-100 stays in the hand."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V1-100", ATK)],
                         hand=[PALM_RITE.name, "V6-2000", RECALL], extra=[KNIGHT.name]))
    no_spell(duel, hand(duel, PALM_RITE.name))
    play(duel, RECALL, zone="s0", picks=(mine(duel, "V1-100"),))
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    do(duel, f"activate {hand(duel, PALM_RITE.name)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose def")
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", KNIGHT.name]
    assert names(duel, 0, "hand") == ["V1-100"] and duel.pos[duel.mz[0][2]] == DEF


# ============================================================ Trap windows (R-TRAP)
def test_hx_544_after_evacuation_takes_the_ritual_monster_torrential_must_wait() -> None:
    """HX-544 (R-TRAP-3, R-TRAP-5, R-TRAP-6, R-RIT-5, R-RIT-4): Compulsory Evacuation Device
    (Rush) and Torrential Tribute (Rush), both Set earlier by P2.
    Setup: P1 turn 3 controls V6-2000, V4-1600, V2-500; hand: Hamburger Fast Recipe x2;
    Extra: Hungry Burger.
    Actions: Recipe (V6-2000); P2 uses the Device on the Burger; the second Recipe.
    Expected: both Traps are offered after the first Ritual Summon, P2 may use one; the
    Burger goes to the Extra Deck; the Device's own window holds no summon, so Torrential
    is not offered and stays Set. After the second Ritual Summon (V4-1600 + V2-500) P2 is
    offered Torrential."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1600", ATK), ("V2-500", ATK)],
                         hand=[RECIPE, RECIPE], extra=[BURGER]),
                 p1=Side(spells=[(CED, SET), (TORRENT, SET)]))
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    answer(duel, picks=(mine(duel, "V6-2000"),), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, CED), find(duel, TORRENT)}
    trap(duel, CED)
    answer(duel, picks=(mine(duel, BURGER, 0),))
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "extra") == [BURGER] and names(duel, 1, "szone") == ["", TORRENT, ""]
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    answer(duel, picks=(mine(duel, "V4-1600"), mine(duel, "V2-500")), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {find(duel, TORRENT)}


def test_hx_545_a_dragon_material_does_not_make_the_ritual_monster_a_dragon() -> None:
    """HX-545 (R-CARD-2, R-TRAP-5, R-RIT-4, R-RIT-2): "HX Dragon Watch" (Trap): when your
    opponent Special Summons a Dragon: destroy it. Type Change Beam makes V6-2000 a Dragon
    this turn (revealing V4-1500).
    (a) P1 turn 3 controls V6-2000; hand: Beam, V4-1500, HX Knight Rite; P2 has the Watch
    Set earlier. Beam (a Spell: no window), then the Knight Rite with the Dragon V6-2000:
    HX Rite Knight is a Warrior: P2 is not asked.
    (b) The same with HX Wyrm Rite (face-up Dragons): the Dragon V6-2000 is its material;
    HX Rite Wyrm is a Dragon: P2 is offered the Watch and destroys it."""
    for rite, monster, asked in ((KNIGHT_RITE, KNIGHT, False), (WYRM_RITE, WYRM, True)):
        duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[TCB, "V4-1500", rite.name],
                             extra=[monster.name]),
                     p1=Side(spells=[(DRAGON_WATCH.name, SET)]))
        play(duel, TCB, zone="s0", picks=(mine(duel, "V6-2000"),))
        assert duel.request.kind == "main" and duel.race(duel.mz[0][0]) == "Dragon"
        do(duel, f"activate {hand(duel, rite.name)} s0")
        do(duel, "choose atk")
        assert names(duel, 0, "mzone") == [monster.name, "", ""]
        if not asked:
            assert duel.request.kind == "main" and duel.race(duel.mz[0][0]) == "Warrior"
            continue
        window_for(duel, 1)
        assert offered(duel) == {find(duel, DRAGON_WATCH.name)}
        trap(duel, DRAGON_WATCH.name)
        settle(duel)
        assert names(duel, 0, "mzone") == ["", "", ""] and WYRM.name in names(duel, 0, "gy")


def test_hx_546_two_copies_of_a_ritual_monster_each_activate_once() -> None:
    """HX-546 (R-EFF-3, R-RIT-1, R-RIT-3): HX Rite Knight (Effect: 500 damage), two copies in
    the Extra Deck. Setup: P1 turn 3 controls V6-2000 x2; hand: HX Knight Rite x2.
    Actions: two Knight Rites, each with one V6-2000 (6 + 6 would be surplus; for the
    second the first Knight is offered too); each Knight activates; each tries again.
    Expected: both copies are offered first, one stays in the Extra Deck after the first
    Rite; P2 7000; each second activation is refused (the limit belongs to each
    monster)."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V6-2000", ATK)],
                         hand=[KNIGHT_RITE.name, KNIGHT_RITE.name],
                         extra=[KNIGHT.name, KNIGHT.name]))
    do(duel, f"activate {hand(duel, KNIGHT_RITE.name)} s0")
    copies = {find(duel, KNIGHT.name, 0, "extra", nth=k) for k in (0, 1)}
    assert picks(duel) == copies
    do(duel, f"pick {min(copies)}")
    assert picks(duel) == {duel.oid[duel.mz[0][0]], duel.oid[duel.mz[0][1]]}
    answer(duel, picks=(duel.oid[duel.mz[0][0]],), pos="atk")
    assert names(duel, 0, "extra") == [KNIGHT.name]
    # one copy left; the first Knight (Level 6) could be a material too: V6-2000 is chosen
    play(duel, KNIGHT_RITE.name, zone="s0", picks=(mine(duel, "V6-2000"),), pos="atk")
    assert names(duel, 0, "extra") == [] and names(duel, 0, "mzone") == [KNIGHT.name] * 2 + [""]
    first, second = (find(duel, KNIGHT.name, 0, "mzone", nth=k) for k in (0, 1))
    do(duel, f"activate {first}")
    refused(duel, f"activate {first}")
    assert second in offered(duel)
    do(duel, f"activate {second}")
    refused(duel, f"activate {second}")
    assert duel.lp == [8000, 7000]


# ============================================================ names and surplus
def test_hx_547_two_monsters_named_blue_eyes_are_one_too_many_for_level_8() -> None:
    """HX-547 (R-RIT-3, R-CARD-1, R-RIT-2): "HX Blue Rite" (Level 8 total, monsters named
    "Blue-Eyes White Dragon" from the hand or face-up on the field).
    Setup: P1 turn 3 controls face-up Vision Dragon (since turn 1), which uses its effect
    (named "Blue-Eyes White Dragon" this turn); hand: HX Blue Rite, Bright Dragon; Extra:
    HX Azure Sovereign.
    Expected: both are offered; after the hand Bright (8) the set is complete and Vision
    would be surplus: nobody is asked for more; Vision stays on the field."""
    duel = build(p0=Side(monsters=[(VISION, ATK)], hand=[BLUE_RITE.name, BRIGHT],
                         extra=[SOVEREIGN.name], deck=["V1-100"] * 5))
    vision = mine(duel, VISION)
    do(duel, f"activate {vision}")
    do(duel, f"activate {hand(duel, BLUE_RITE.name)} s0")
    assert picks(duel) == {vision, hand(duel, BRIGHT)}
    do(duel, f"pick {hand(duel, BRIGHT)}")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [VISION, SOVEREIGN.name, ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", BRIGHT, BLUE_RITE.name])


def test_hx_548_a_maximum_monster_made_a_dragon_is_one_dragon_material() -> None:
    """HX-548 (R-MAX-13, R-MAX-6, R-CARD-2, R-RIT-2, R-MAX-8): HX Wyrm Rite (face-up Dragons
    you control, Level 6+, for HX Rite Wyrm). Type Change Beam on the Maximum Mode
    monster makes the whole monster a Dragon this turn.
    Setup: P1 turn 3; hand: the three Overlord pieces, Beam, V4-1500 (Dragon), HX Wyrm
    Rite; Extra: HX Rite Wyrm.
    Expected: after the Maximum Summon the Rite is refused (a Machine); after Beam the
    Maximum monster is its one material: the three pieces go to the GY and HX Rite Wyrm
    is summoned in face-up Defense into zone 1."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, TCB, "V4-1500", WYRM_RITE.name],
                         extra=[WYRM.name]))
    maximum(duel)
    no_spell(duel, hand(duel, WYRM_RITE.name))
    play(duel, TCB, zone="s0", picks=(duel.oid[duel.mz[0][1]],))
    assert duel.race(duel.mz[0][1]) == "Dragon" and duel.maxm[0]
    do(duel, f"activate {hand(duel, WYRM_RITE.name)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose def")
    assert not duel.maxm[0] and names(duel, 0, "mzone") == [WYRM.name, "", ""]
    assert duel.pos[duel.mz[0][0]] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R, TCB, WYRM_RITE.name])


def test_hx_549_a_ritual_monster_in_defense_outlives_mirror_force_and_changes_later() -> None:
    """HX-549 (R-RIT-4, R-POS-1, R-TRAP-5, R-BATTLE-5): Mirror Force (Rush): when an
    opponent's monster declares an attack: destroy all of the opponent's Attack Position
    monsters.
    Setup: P1 turn 3 controls V6-2000 and V4-1800; hand: Hamburger Fast Recipe; Extra:
    Hungry Burger. P2 controls no monsters and has Mirror Force Set earlier.
    Actions: Recipe (face-up Defense); a manual change of the Burger; V4-1800 attacks
    directly; P2 uses Mirror Force; turn 5: a manual change of the Burger.
    Expected: V6-2000 is the only set; the change on turn 3 is refused (it arrived this
    turn); Mirror Force destroys V4-1800 only and the attack ends (P2 8000); on turn 5 the
    Burger may change to Attack."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK), ("V4-1800", ATK)], hand=[RECIPE],
                         extra=[BURGER]),
                 p1=Side(spells=[(MIRROR, SET)]))
    do(duel, f"activate {hand(duel, RECIPE)} s0")
    do(duel, "choose def")
    burger = mine(duel, BURGER)
    refused(duel, f"position {burger} atk")
    attack(duel, "V4-1800")
    window_for(duel, 1)
    trap(duel, MIRROR)
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone") == [BURGER, "", ""]
    assert "V4-1800" in names(duel, 0, "gy") and duel.pos[duel.inst(burger)] == DEF
    to_turn(duel, 5)
    do(duel, f"position {burger} atk")
    assert duel.pos[duel.inst(burger)] == ATK


# ============================================================ Types from Equip Spells
def test_hx_550_a_dragon_by_equip_is_a_dragon_material_and_takes_the_equip_along() -> None:
    """HX-550 (R-CARD-2, R-RIT-2, R-EQUIP-1, R-EQUIP-4): "HX Dragon Scale" (Equip Spell):
    equip to a face-up monster you control; it becomes a Dragon.
    Setup: P1 turn 3 controls V6-2000 (Warrior); hand: the Scale, HX Wyrm Rite; Extra: HX
    Rite Wyrm.
    Expected: the Rite is refused; with the Scale on V6-2000 it is a Dragon: the Rite
    sends it (the Scale goes to the GY with it) and summons HX Rite Wyrm."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)], hand=[SCALE.name, WYRM_RITE.name],
                         extra=[WYRM.name]))
    no_spell(duel, hand(duel, WYRM_RITE.name))
    play(duel, SCALE.name, zone="s0", picks=(mine(duel, "V6-2000"),))
    assert duel.race(duel.mz[0][0]) == "Dragon"
    play(duel, WYRM_RITE.name, zone="s1", pos="atk")
    assert names(duel, 0, "mzone") == [WYRM.name, "", ""]
    assert names(duel, 0, "szone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V6-2000", SCALE.name, WYRM_RITE.name])


def test_hx_551_a_warrior_equip_stays_on_a_ritual_monster_beamed_into_a_dragon() -> None:
    """HX-551 (R-EQUIP-3, R-CARD-2, R-RIT-2, R-RIT-5, R-EQUIP-4): "HX Warrior Crest" (Equip
    Spell): equip to a face-up Warrior you control; +500 ATK.
    Setup: P1 turn 3 controls V6-2000; hand: HX Knight Rite, the Crest, Type Change Beam,
    V4-1500 (Dragon), HX Wyrm Rite; Extra: HX Rite Knight, HX Rite Wyrm.
    Actions: Knight Rite; the Crest on the Knight; Beam on the Knight; Wyrm Rite.
    Expected: 2700; a Dragon this turn, the Knight keeps the Crest and 2700; it is then the
    Wyrm Rite's Dragon material: it goes to the GY (not the Extra Deck), the Crest too."""
    duel = build(p0=Side(monsters=[("V6-2000", ATK)],
                         hand=[KNIGHT_RITE.name, CREST.name, TCB, "V4-1500", WYRM_RITE.name],
                         extra=[KNIGHT.name, WYRM.name]))
    knight = ritual_on_field(duel, KNIGHT_RITE.name)
    play(duel, CREST.name, zone="s0", picks=(knight,))
    assert duel.atk(duel.inst(knight)) == 2700
    play(duel, TCB, zone="s1", picks=(knight,))
    assert duel.race(duel.inst(knight)) == "Dragon"
    assert names(duel, 0, "szone")[0] == CREST.name and duel.atk(duel.inst(knight)) == 2700
    play(duel, WYRM_RITE.name, zone="s1", pos="atk")
    assert names(duel, 0, "mzone") == [WYRM.name, "", ""] and names(duel, 0, "extra") == []
    assert {KNIGHT.name, CREST.name} <= set(names(duel, 0, "gy"))
    assert names(duel, 0, "szone") == ["", "", ""]


# ============================================================ Ritual Monsters in the GY
def test_hx_552_red_boot_counts_a_ritual_dragon_that_then_goes_to_the_extra_deck() -> None:
    """HX-552 (R-RIT-5, R-REQ-3, R-EFF-6): Red-Boot Boost Dragon: pick up to 7 Dragons in
    your GY; the opponent takes 100 per pick and it gains 100 ATK per pick this turn; then
    shuffle them into the Deck.
    Setup: P1 turn 3 controls face-up Red-Boot (since turn 1); GY: HX Rite Wyrm (a Ritual
    Dragon), Blue-Eyes White Dragon.
    Expected: both picked: P2 7800, Red-Boot 2600; Blue-Eyes goes into the Deck and the
    Wyrm to the Extra Deck; the GY is empty."""
    duel = build(p0=Side(monsters=[(RED_BOOT, ATK)], gy=[WYRM.name, BEWD]))
    boot = mine(duel, RED_BOOT)
    do(duel, f"activate {boot}")
    answer(duel, picks=(find(duel, WYRM.name, 0, "gy"), find(duel, BEWD, 0, "gy")))
    assert duel.lp == [8000, 7800] and duel.atk(duel.inst(boot)) == 2600
    assert names(duel, 0, "extra") == [WYRM.name] and names(duel, 0, "gy") == []
    assert BEWD in names(duel, 0, "deck") and WYRM.name not in names(duel, 0, "deck")


def test_hx_553_dragonic_pressure_destroys_and_revives_the_ritual_drake_in_one_window() -> None:
    """HX-553 (R-RIT-5, R-REQ-2, R-TRAP-5, R-RIT-4): "HX Drake Rite" Ritual Summons "HX Rite
    Drake" (Level 4 Dragon). Dragonic Pressure: Requirement: send 3 Dragons from your hand
    to the GY; Effect: destroy every monster; then you may Special Summon a Level 4 or
    lower Dragon from your GY in face-up Defense. Dragon Encounter as in HX-526.
    Setup: P1 turn 3 controls V4-1600; hand: HX Drake Rite, Dragonic Pressure, V4-1500,
    Innocent Fadrawl, Blue-Eyes White Dragon; Extra: HX Rite Drake. P2 controls V4-1400
    (since turn 2), has Dragon Encounter Set earlier and Blue-Eyes in the hand.
    Actions: Drake Rite (P2 passes); Dragonic Pressure; the Drake chosen from the GY.
    Expected: the Drake (properly Ritual Summoned) is destroyed and comes back in face-up
    Defense in the same resolution; then one window: P2 may use Encounter."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)],
                         hand=[DRAKE_RITE.name, PRESSURE, "V4-1500", FADRAWL, BEWD],
                         extra=[DRAKE.name]),
                 p1=Side(monsters=[("V4-1400", ATK, 2)], spells=[(ENCOUNTER, SET)],
                         hand=[BEWD]))
    do(duel, f"activate {hand(duel, DRAKE_RITE.name)} s0")
    do(duel, "choose atk")
    window_for(duel, 1)
    do(duel, "pass")
    assert names(duel, 0, "mzone") == [DRAKE.name, "", ""]
    do(duel, f"activate {hand(duel, PRESSURE)} s0")
    assert names(duel, 1, "gy") == ["V4-1400"] and DRAKE.name in names(duel, 0, "gy")
    answer(duel, picks=(find(duel, DRAKE.name, 0, "gy"),))
    assert names(duel, 0, "mzone") == [DRAKE.name, "", ""]
    assert duel.pos[duel.mz[0][0]] == DEF
    window_for(duel, 1)
    assert offered(duel) == {find(duel, ENCOUNTER)}


def test_hx_554_a_full_row_decides_which_blue_eyes_is_the_ritual_material() -> None:
    """HX-554 (R-ZONE-5, R-CARD-1, R-RIT-3, R-RIT-2): "HX Blue Rite" as in HX-547.
    Setup: P1 turn 3 controls face-up Blue-Eyes White Dragon, V4-1600, V1-100; hand: HX
    Blue Rite, Bright Dragon; Extra: HX Azure Sovereign.
    Expected: the Bright in the hand (named Blue-Eyes) frees no zone and with the field
    Blue-Eyes it is surplus: the field Blue-Eyes is the only material (nobody is asked);
    the Sovereign takes its zone; the Bright stays in the hand."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1600", ATK), ("V1-100", ATK)],
                         hand=[BLUE_RITE.name, BRIGHT], extra=[SOVEREIGN.name]))
    do(duel, f"activate {hand(duel, BLUE_RITE.name)} s0")
    assert duel.request.kind == "position"
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [SOVEREIGN.name, "V4-1600", "V1-100"]
    assert names(duel, 0, "hand") == [BRIGHT]
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, BLUE_RITE.name])


def test_hx_555_copies_count_printed_names_of_ritual_monsters() -> None:
    """HX-555 (R-SETUP-4, R-CARD-1, R-SETUP-2, R-SETUP-5): HX Burger Understudy (a Ritual
    Monster whose name becomes "Hungry Burger" in the hand).
    Expected: Extra Deck 3 Hungry Burger + 3 Understudy: legal (the treated name never
    counts for deck building); a fourth Hungry Burger: too many copies; the Understudy in
    the Main Deck: wrong deck."""
    burgers = (code(BURGER),) * 3 + (code(UNDERSTUDY.name),) * 3
    assert problems(Deck(fill(40), burgers)) == []
    assert problems(Deck(fill(40), burgers + (code(BURGER),))) == ["too-many-copies"]
    assert problems(Deck(fill(39) + (code(UNDERSTUDY.name),))) == ["wrong-deck"]


def test_hx_556_a_trap_ritual_summon_takes_the_defending_maximum_monster() -> None:
    """HX-556 (R-MAX-13, R-MAX-8, R-MAX-3, R-ZONE-5, R-RIT-2, R-REPLAY-1): HX Rite Ambush
    (Trap: when an opponent's monster declares an attack, Ritual Summon HX Rite Knight with
    face-up monsters you control, Level 6+).
    Setup: P2 Maximum Summoned Supreme Machine Magnum Overlord on turn 2 and has the
    Ambush Set earlier; P2's Extra: HX Rite Knight. P1 turn 3 controls Blue-Eyes White
    Dragon.
    Actions: Blue-Eyes attacks the Maximum monster; P2 activates the Ambush (Defense).
    Expected: the Maximum Mode monster is the only material and frees the zones: all
    three pieces go to the GY; the Knight is summoned; a replay: only the Knight may be
    chosen; it is destroyed (3000 vs DEF 1500), no damage."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)]),
                 p1=Side(hand=[OVL_L, OVL, OVL_R], spells=[(AMBUSH.name, SET)],
                         extra=[KNIGHT.name]))
    maximum(duel, OVL)
    to_turn(duel, 3)
    assert duel.maxm[1]
    attack(duel, BEWD, OVL)
    window_for(duel, 1)
    trap(duel, AMBUSH.name)
    assert duel.request.kind == "position"
    do(duel, "choose def")
    assert not duel.maxm[1] and names(duel, 1, "mzone") == [KNIGHT.name, "", ""]
    assert duel.request.kind == "replay"
    knight = mine(duel, KNIGHT.name, 1)
    assert {a.target for a in duel.legal_actions() if a.kind == "target"} == {knight}
    do(duel, f"target {knight}")
    settle(duel)
    assert duel.lp == [8000, 8000]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R, AMBUSH.name, KNIGHT.name])
