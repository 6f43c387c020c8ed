"""Audit of the real cards of RULES.md section 20 against their facts, their paraphrased
effects and the general rules (Requirements, costs, once per turn, Trap timing, names,
Maximum pieces as one monster): the card facts and the monsters.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, CardType, Event

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .section20_util import (
    BEAM,
    BEUD,
    BEWD,
    BOOT,
    BRIGHT,
    CED,
    CYBER,
    DESP,
    DESP_L,
    DESP_PIECES,
    DESP_R,
    DM,
    ENCOUNTER,
    FADRAWL,
    FANG,
    FUSION,
    HOLE,
    HORN,
    MIRROR,
    OVL,
    OVL_L,
    OVL_PIECES,
    OVL_R,
    PHONE,
    POLY,
    PRESSURE,
    REBORN,
    REX,
    RUIN,
    SAKURETSU,
    SKULL,
    SRM,
    SRP,
    TORRENT,
    TRAP_HOLE,
    VISION,
    end_turn,
    fid,
    hid,
    maximum,
    opponent_in_maximum_mode,
    picks,
)
from .util import POOL, Side, build

# ================================================================ card facts (R-CARD)
FACTS = {  # name: (kind bits, Level, Attribute, Type, ATK, DEF, MAXIMUM ATK, Legend)
    BEWD: (CardType.MONSTER | CardType.NORMAL, 8, "LIGHT", "Dragon", 3000, 2500, 0, True),
    BEUD: (CardType.MONSTER | CardType.FUSION, 12, "LIGHT", "Dragon", 4500, 3800, 0, False),
    BRIGHT: (CardType.MONSTER | CardType.EFFECT, 8, "LIGHT", "Dragon", 2500, 2500, 0, False),
    VISION: (CardType.MONSTER | CardType.EFFECT, 8, "LIGHT", "Dragon", 2500, 2000, 0, False),
    CYBER: (CardType.MONSTER | CardType.EFFECT, 5, "LIGHT", "Machine", 2100, 1600, 0, False),
    SRM: (CardType.MONSTER | CardType.EFFECT, 7, "DARK", "Spellcaster", 2100, 1500, 0, False),
    REX: (CardType.MONSTER | CardType.EFFECT, 7, "EARTH", "Machine", 2500, 1500, 0, False),
    FANG: (CardType.MONSTER | CardType.EFFECT, 7, "LIGHT", "Dragon", 2500, 1500, 0, False),
    BOOT: (CardType.MONSTER | CardType.EFFECT, 7, "DARK", "Dragon", 2400, 1600, 0, False),
    OVL_L: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 4, "DARK", "Machine", 800,
            0, 0, False),
    OVL: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 10, "DARK", "Machine", 1900,
          0, 3500, False),
    OVL_R: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 3, "DARK", "Machine", 500,
            0, 0, False),
    DESP_L: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 10, "FIRE", "Fiend", 2300,
             0, 0, False),
    DESP: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 10, "FIRE", "Fiend", 2500,
           0, 4000, False),
    DESP_R: (CardType.MONSTER | CardType.EFFECT | CardType.MAXIMUM, 10, "FIRE", "Fiend", 2200,
             0, 0, False),
    DM: (CardType.MONSTER | CardType.NORMAL, 7, "DARK", "Spellcaster", 2500, 2100, 0, True),
    SKULL: (CardType.MONSTER | CardType.NORMAL, 6, "DARK", "Fiend", 2500, 1200, 0, True),
    FADRAWL: (CardType.MONSTER | CardType.EFFECT, 3, "LIGHT", "Dragon", 700, 100, 0, False),
    "Hungry Burger (Rush)": (CardType.MONSTER | CardType.RITUAL, 6, "DARK", "Warrior", 2000,
                             1900, 0, False),
}
SPELL_TRAP_LEGEND = {
    REBORN: (CardType.SPELL, True), POLY: (CardType.SPELL, True), FUSION: (CardType.SPELL, False),
    PRESSURE: (CardType.SPELL, False), BEAM: (CardType.SPELL, False),
    HORN: (CardType.SPELL | CardType.EQUIP, False), HOLE: (CardType.SPELL, True),
    "Hamburger Fast Recipe": (CardType.SPELL | CardType.RITUAL, False),
    MIRROR: (CardType.TRAP, True), SAKURETSU: (CardType.TRAP, True), RUIN: (CardType.TRAP, True),
    TORRENT: (CardType.TRAP, True), SRP: (CardType.TRAP, False), PHONE: (CardType.TRAP, False),
    ENCOUNTER: (CardType.TRAP, False), TRAP_HOLE: (CardType.TRAP, True),
    CED: (CardType.TRAP, True), "Music Princess's Recital": (CardType.TRAP, False),
}
PASSCODES = {BEWD: {160001000, 160205001, 160418001}, BEUD: {160319001}, BRIGHT: {160319003},
             VISION: {160319004}, CYBER: {160205024}, SRM: {160205003, 160301001},
             REX: {160009019}, FANG: {160010101}, BOOT: {160315001},
             OVL_L: {160205004, 160202001}, OVL: {160205005, 160202002},
             OVL_R: {160205006, 160202003}, DESP_L: {160205007}, DESP: {160205008},
             DESP_R: {160205009}, REBORN: {160417004}, POLY: {160206025}, FUSION: {160204050},
             PRESSURE: {160302011}, BEAM: {160004039}, HORN: {160011041}, MIRROR: {160418003},
             SAKURETSU: {160417005}, RUIN: {160436005}, TORRENT: {160318005}, SRP: {160428021},
             PHONE: {160315032}, ENCOUNTER: {160302013}}


def test_section20_card_facts_kinds_stats_types_and_legend_status() -> None:
    """R-CARD-1, R-SETUP-4, R-SETUP-6, R-MAX-1, R-MAX-6: every print of a section 20 card
    carries the stats, kind, Type and Legend flag of the tables, reprints share the name,
    and only the Maximum centers carry a MAXIMUM ATK."""
    for name, (kind, level, attr, race, atk, dfn, max_atk, legend) in FACTS.items():
        prints = POOL.by_name(name)
        assert prints, name
        for c in prints:
            got = (c.type, c.level, c.attribute.name, c.race, c.atk, c.defense, c.maximum_atk,
                   c.legend)
            assert got == (kind, level, attr, race, atk, dfn, max_atk, legend), (name, c.code)
    for name, (kind, legend) in SPELL_TRAP_LEGEND.items():
        for c in POOL.by_name(name):
            assert (c.type, c.legend) == (kind, legend), (name, c.code)
    for name, codes in PASSCODES.items():
        assert codes <= {c.code for c in POOL.by_name(name)}, name
    assert POOL.by_name(BEUD)[0].materials == (BEWD, BEWD, BEWD)


# ====================================================================== monsters
def test_blue_eyes_bright_dragon_needs_a_legend_normal_monster_you_control() -> None:
    """Blue-Eyes Bright Dragon (R-REQ-1, R-CARD-1): the destroy is offered only if *you*
    control a face-up Legend Normal Monster. Bright itself, now named "Blue-Eyes White
    Dragon", is an Effect Monster and does not count; the opponent's face-up Dark Magician
    does not count; a face-up Blue-Eyes White Dragon of yours in Defense Position does."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK)]),
                 p1=Side(monsters=[(DM, ATK), ("V8-3000", ATK)]))
    bright = fid(duel, BRIGHT)
    events = do(duel, f"activate {bright}")
    assert duel.request.kind == "main"  # no "you may destroy" question
    assert len(moves(events, "deck", "gy", "cost")) == 1
    assert not moves(events, "mzone", "gy")
    assert BEWD in duel.names(duel.inst(bright)) and duel.atk(duel.inst(bright)) == 3000
    assert names(duel, 1, "mzone") == [DM, "V8-3000", ""]
    # Your own face-up Legend Normal Monster, even in Defense Position: offered.
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, DEF)]),
                 p1=Side(monsters=[(DM, ATK), ("V8-3000", ATK)]))
    do(duel, f"activate {fid(duel, BRIGHT)}")
    assert duel.request.kind == "yesno" and duel.current_player == 0
    do(duel, "yes")
    assert picks(duel) == {fid(duel, DM, 1), fid(duel, "V8-3000", 1)}
    do(duel, f"pick {fid(duel, DM, 1)}")
    assert names(duel, 1, "gy") == [DM] and names(duel, 1, "mzone") == ["", "V8-3000", ""]


def test_blue_eyes_bright_dragon_cannot_choose_a_level_10_maximum_monster_and_expires() -> None:
    """Blue-Eyes Bright Dragon (R-MAX-5, R-MAX-6, R-EFF-6): the opponent's Maximum Mode
    Overlord is one Level 10 monster, so its Level 4 [L] and Level 3 [R] pieces are never
    "a Level 8 or lower monster": nothing to destroy, no question. The new name and the
    500 ATK last until the end of the turn."""
    duel = opponent_in_maximum_mode(p1=Side(monsters=[(BRIGHT, ATK), (DM, ATK)]))
    bright = fid(duel, BRIGHT, 1)
    do(duel, f"activate {bright}")
    assert duel.request.kind == "main"
    assert duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES
    assert BEWD in duel.names(duel.inst(bright)) and duel.atk(duel.inst(bright)) == 3000
    end_turn(duel)  # turn 5
    assert BEWD not in duel.names(duel.inst(bright)) and duel.atk(duel.inst(bright)) == 2500


def test_blue_eyes_bright_and_vision_names_become_blue_eyes_white_dragon() -> None:
    """Blue-Eyes Bright Dragon and Blue-Eyes Vision Dragon (R-CARD-1, section 20.1): their
    effects say that for the rest of the turn "its name becomes 'Blue-Eyes White Dragon'".
    A name that becomes another is replaced: while the effect lasts the monster is named
    "Blue-Eyes White Dragon" only, and its own name is back at the end of the turn."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (VISION, DEF)]))
    bright, vision = fid(duel, BRIGHT), fid(duel, VISION)
    do(duel, f"activate {bright}")
    do(duel, f"activate {vision}")
    assert duel.names(duel.inst(bright)) == frozenset({BEWD})
    assert duel.names(duel.inst(vision)) == frozenset({BEWD})
    end_turn(duel)
    assert duel.names(duel.inst(bright)) == frozenset({BRIGHT})
    assert duel.names(duel.inst(vision)) == frozenset({VISION})


def test_blue_eyes_bright_dragon_a_vision_named_blue_eyes_is_no_legend_normal_monster(
) -> None:
    """Blue-Eyes Bright Dragon (R-CARD-1, R-CARD-4): Blue-Eyes Vision Dragon named "Blue-Eyes
    White Dragon" by its effect is still a non-Legend Effect Monster, so it does not make
    Bright's destroy available."""
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (VISION, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    do(duel, f"activate {fid(duel, VISION)}")
    assert BEWD in duel.names(mzone(duel, 0, VISION))
    do(duel, f"activate {fid(duel, BRIGHT)}")
    assert duel.request.kind == "main"
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]


def test_blue_eyes_bright_dragon_is_blue_eyes_only_in_the_hand() -> None:
    """Blue-Eyes Bright Dragon (R-CARD-1, R-FUS-4): it counts as "Blue-Eyes White Dragon"
    in the hand only. Revived from the GY to the field, it is plain Bright until its own
    effect renames it, so "Fusion" cannot use it as the third material before that."""
    duel = build(p0=Side(hand=[REBORN, FUSION], monsters=[(BEWD, ATK), (BEWD, ATK)],
                         gy=[BRIGHT], deck=["V1-100"] * 5, extra=[BEUD]))
    gy_bright = find(duel, BRIGHT, 0, "gy")
    assert BEWD not in duel.names(duel.inst(gy_bright))
    do(duel, f"activate {hid(duel, REBORN)} s0")  # the only monster in either GY
    do(duel, "choose atk")
    bright = fid(duel, BRIGHT)
    assert BEWD not in duel.names(duel.inst(bright))
    refused(duel, f"activate {hid(duel, FUSION)} s1")
    do(duel, f"activate {bright}")  # now it is "Blue-Eyes White Dragon" this turn
    assert Action.parse(f"activate {hid(duel, FUSION)} s1") in duel.legal_actions()


def test_blue_eyes_vision_dragon_needs_your_own_level_8_dragon() -> None:
    """Blue-Eyes Vision Dragon (R-MAIN-4, summoning condition): "while you control a face-up
    Level 8 or higher Dragon". The opponent's Blue-Eyes White Dragon does not count, nor
    does your Level 7 Dragon; then a face-up Defense Position Blue-Eyes White Dragon does."""
    duel = build(p0=Side(hand=[VISION], monsters=[(FANG, ATK)]), p1=Side(monsters=[(BEWD, ATK)]))
    vision = hid(duel, VISION)
    assert not [a for a in duel.legal_actions() if a.kind == "spsummon"]
    refused(duel, f"spsummon {vision} z1 def")
    duel = build(p0=Side(hand=[VISION], monsters=[(BEWD, DEF)]))
    vision = hid(duel, VISION)
    assert {(a.zone, a.pos) for a in duel.legal_actions() if a.kind == "spsummon"} == {
        (1, DEF), (2, DEF)}
    refused(duel, f"spsummon {vision} z1 atk")  # face-up Defense Position only


def test_blue_eyes_vision_dragon_summoning_condition_has_no_once_per_turn_limit() -> None:
    """Blue-Eyes Vision Dragon (R-EFF-1, R-MAIN-4): its summoning condition is not an
    activated effect: two copies may each Special Summon themselves in the same turn, and
    each is a Special Summon (reason "condition")."""
    duel = build(p0=Side(hand=[VISION, VISION], monsters=[(BEWD, ATK)]))
    events = do(duel, f"spsummon {find(duel, VISION, 0, 'hand', 0)} z1 def")
    assert [(e.kind, e.reason) for e in events] == [("spsummon", "condition")]
    events = do(duel, f"spsummon {hid(duel, VISION)} z2 def")
    assert [(e.kind, e.reason) for e in events] == [("spsummon", "condition")]
    assert names(duel, 0, "mzone") == [BEWD, VISION, VISION]
    assert [duel.pos[i] for i in duel.mz[0]] == [ATK, DEF, DEF]


def test_blue_eyes_vision_dragon_name_and_two_materials_last_only_this_turn() -> None:
    """Blue-Eyes Vision Dragon (R-EFF-6, R-EFF-3, R-FUS-4): the name "Blue-Eyes White
    Dragon" and "two materials" end with the turn. Two turns later Vision and one
    Blue-Eyes White Dragon are not three materials until its effect is used again that
    turn (a new turn: the effect may be activated again)."""
    duel = build(p0=Side(monsters=[(VISION, DEF), (BEWD, ATK)], hand=[FUSION], extra=[BEUD],
                         deck=["V1-100"] * 10))
    vision = fid(duel, VISION)
    do(duel, f"activate {vision}")
    assert BEWD in duel.names(duel.inst(vision))
    end_turn(duel)  # turn 4 (player 1)
    end_turn(duel)  # turn 5 (player 0)
    assert duel.turn == 5 and duel.tp == 0
    assert BEWD not in duel.names(duel.inst(vision))
    refused(duel, f"activate {hid(duel, FUSION)} s0")
    do(duel, f"activate {vision}")
    do(duel, f"activate {hid(duel, FUSION)} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {sorted(picks(duel))[0]}")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [BEUD, "", ""]


def test_cyber_dragon_counts_a_face_down_opponent_monster() -> None:
    """Cyber Dragon (Rush) (R-MAIN-4): "if only the opponent controls monsters": a face-down
    monster is a monster the opponent controls; the summon is face-up, either position."""
    duel = build(p0=Side(hand=[CYBER]), p1=Side(monsters=[("V4-1600", SET)]))
    cyber = hid(duel, CYBER)
    assert {a.pos for a in duel.legal_actions() if a.kind == "spsummon"} == {ATK, DEF}
    events = do(duel, f"spsummon {cyber} z2 def")
    assert [e.reason for e in events if e.kind == "spsummon"] == ["condition"]
    assert duel.pos[mzone(duel, 0, CYBER)] == DEF
    no_activation(duel, fid(duel, CYBER))  # no [REQUIREMENT]/[EFFECT] to activate (R-EFF-1)


def test_jointech_rex_uses_only_your_gy_and_only_spell_trap_zones() -> None:
    """Jointech Rex (R-REQ-1, R-ZONE-3): the 3 monsters must come from *your* GY (the
    opponent's full GY does not help), and its target is a card in the opponent's Spell &
    Trap Zones: a Field Spell alone is no target, so it cannot be activated (an effect with
    nothing to do is not offered: the engine's convention, as in EDOPro; RULES.md is
    silent on it)."""
    duel = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(gy=["V1-100", "V2-500", "V3-1000"], spells=[(MIRROR, SET)]))
    do(duel, f"summon {hid(duel, REX)} z0")
    assert len(duel.gy[0]) == 2
    no_activation(duel, fid(duel, REX))
    duel = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=["V1-100"]),
                 p1=Side(field_spell=("Mountain (Rush)", ATK)))
    do(duel, f"summon {hid(duel, REX)} z0")
    assert len(duel.gy[0]) == 3
    no_activation(duel, fid(duel, REX))


def test_jointech_rex_shuffles_a_fusion_monster_back_to_the_extra_deck() -> None:
    """Jointech Rex (R-REQ-1, R-FUS-6): a Fusion Monster among the 3 monsters shuffled from
    the GY as the cost goes to the Extra Deck, not the Main Deck."""
    duel = build(p0=Side(hand=[REX], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         gy=[BEUD], deck=["V1-100"] * 4),
                 p1=Side(spells=[(MIRROR, SET)]))
    do(duel, f"summon {hid(duel, REX)} z0")
    events = do(duel, f"activate {fid(duel, REX)}")
    assert names(duel, 0, "extra") == [BEUD]
    assert names(duel, 0, "gy") == [] and len(duel.deck[0]) == 6
    assert sorted(e.code for e in moves(events, "gy", "deck", "cost")) == sorted(
        code_of(n) for n in ("V4-1600", "V4-1400"))
    assert names(duel, 1, "gy") == [MIRROR]


def test_blue_fang_burst_dragon_never_hits_a_side_piece_of_a_maximum_monster() -> None:
    """Blue-Fang Burst Dragon (R-MAX-5, R-MAX-6): the opponent's Maximum Mode Overlord is one
    monster with 3500 ATK; its [L] (800) and [R] (500) pieces are never a "1500 or less"
    monster. With nothing to destroy the effect is not offered (the engine's convention
    for an effect with nothing to do; RULES.md is silent on it)."""
    duel = opponent_in_maximum_mode(p1=Side(monsters=[(FANG, ATK)]))
    no_activation(duel, fid(duel, FANG, 1))
    assert duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES


def test_blue_fang_burst_dragon_destroys_only_the_opponents_monsters() -> None:
    """Blue-Fang Burst Dragon (R-REQ-1): "every face-up monster of the opponent with 1500 or
    less ATK": your own 1400 ATK monster stays; the bonus counts the 2 destroyed."""
    duel = build(p0=Side(monsters=[(FANG, ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1500", ATK), ("V2-500", DEF), ("V4-1600", ATK)]))
    fang = fid(duel, FANG)
    events = do(duel, f"activate {fang}")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in ("V4-1500", "V2-500"))
    assert names(duel, 0, "mzone") == [FANG, "V4-1400", ""]
    assert names(duel, 1, "mzone") == ["", "", "V4-1600"]
    assert duel.atk(duel.inst(fang)) == 2500 + 2 * 300


def test_blue_fang_burst_dragon_counts_only_monsters_really_destroyed() -> None:
    """Blue-Fang Burst Dragon with Sevens Road Protection (R-REQ-2, R-EFF-6): the 300 ATK is
    "per monster destroyed this way". The opponent's Dark Sorcerer (DARK Spellcaster, 1500
    ATK) is guarded against card effects this turn and stays; only V4-1400 is destroyed,
    so Blue-Fang gains 300, not 600."""
    duel = build(p0=Side(monsters=[(FANG, ATK)], hand=["V4-1800"]),
                 p1=Side(spells=[(SRP, SET)],
                         monsters=[("Dark Sorcerer", ATK), ("V4-1400", ATK)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, SRP, 1, 'szone')}")
    assert duel.request.kind == "main" and duel.current_player == 0
    fang = fid(duel, FANG)
    events = do(duel, f"activate {fang}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1400")]
    assert names(duel, 1, "mzone") == ["Dark Sorcerer", "", ""]
    assert duel.atk(duel.inst(fang)) == 2500 + 300


def test_red_boot_boost_dragon_up_to_7_of_your_own_dragons() -> None:
    """Red-Boot Boost Dragon (R-REQ-3, "up to 7"): only Dragons in *your* GY are offered, a
    card picked is not offered again, after 7 picks the choice ends; the opponent takes
    700, it gains 700 ATK this turn, and the 7 are shuffled into the Deck (a Fusion Monster
    among them into the Extra Deck, R-FUS-6)."""
    dragons = ["V4-1500", "V4-1500", "V4-1500", "V8-3000", "V8-3000", BEWD, BEUD, FADRAWL]
    duel = build(p0=Side(monsters=[(BOOT, ATK)], gy=[*dragons, "V4-1600"], deck=["V1-100"] * 5),
                 p1=Side(gy=["V4-1500", "V8-3000"]))
    boot = fid(duel, BOOT)
    mine = {find(duel, n, 0, "gy", k) for n in set(dragons) for k in range(dragons.count(n))}
    do(duel, f"activate {boot}")
    assert picks(duel) == mine and len(mine) == 8
    keep = find(duel, "V4-1500", 0, "gy", 2)
    order = [find(duel, BEUD, 0, "gy")] + sorted(mine - {keep, find(duel, BEUD, 0, "gy")})
    events: list[Event] = []
    for k, card in enumerate(order):
        assert card in picks(duel)
        events = do(duel, f"pick {card}")
        if k < 6:
            assert card not in picks(duel) and Action("finish") in duel.legal_actions()
    assert duel.request.kind == "main"  # the 7th pick ended the choice
    assert [e.value for e in events if e.kind == "damage"] == [700]
    assert duel.lp == [8000, 7300] and duel.atk(duel.inst(boot)) == 2400 + 700
    assert sorted(names(duel, 0, "gy")) == ["V4-1500", "V4-1600"]
    assert names(duel, 0, "extra") == [BEUD] and len(duel.deck[0]) == 5 + 6
    assert sorted(names(duel, 1, "gy")) == ["V4-1500", "V8-3000"]
    end_turn(duel)
    assert duel.atk(duel.inst(boot)) == 2400


def test_overlord_l_needs_a_hand_card_to_send_even_with_lower_lp() -> None:
    """Supreme Machine Magnum Overlord [L] (R-REQ-1): the Requirement includes sending 1 card
    from the hand; with lower LP but an empty hand it cannot be activated."""
    duel = build(p0=Side(hand=OVL_PIECES, lp=3000))
    maximum(duel)
    assert names(duel, 0, "hand") == []
    no_activation(duel, fid(duel, OVL_L))


def test_overlord_l_once_per_turn_but_again_after_leaving_and_returning() -> None:
    """Supreme Machine Magnum Overlord [L] (R-MAX-9, R-EFF-3, R-EFF-4, R-MAX-8): once per
    turn; the opponent's Compulsory Evacuation Device after a Spell returns all three
    pieces to the hand; Maximum Summoned again it is a new monster and [L] may be used
    again that turn (the LP difference, 5000, each time)."""
    duel = build(p0=Side(hand=[*OVL_PIECES, "V1-100", BEAM, "V4-1600", "V2-500"], lp=3000),
                 p1=Side(spells=[(CED, SET)]))
    do(duel, f"maximum {hid(duel, OVL)}")
    at_window(duel, 1)
    do(duel, "pass")
    left = fid(duel, OVL_L)
    do(duel, f"activate {left}")
    do(duel, f"pick {hid(duel, 'V1-100')}")
    assert duel.atk(mzone(duel, 0, OVL)) == 3500 + 5000
    refused(duel, f"activate {left}")
    do(duel, f"activate {hid(duel, BEAM)} s0")
    if duel.request.kind == "pick":  # the monster to reveal
        do(duel, f"pick {hid(duel, 'V4-1600')}")
    at_window(duel, 1)  # after the opponent's Spell
    events = do(duel, f"activate {find(duel, CED, 1, 'szone')}")
    assert sorted(e.code for e in moves(events, "mzone", "hand")) == sorted(
        code_of(n) for n in OVL_PIECES)
    assert not duel.maxm[0] and duel.request.kind == "main"
    maximum(duel)
    left = fid(duel, OVL_L)
    assert Action("activate", left) in duel.legal_actions()
    do(duel, f"activate {left}")
    if duel.request.kind == "pick":
        do(duel, f"pick {hid(duel, 'V2-500')}")
    assert duel.atk(mzone(duel, 0, OVL)) == 3500 + 5000


def test_overlord_r_needs_a_face_up_opponent_monster() -> None:
    """Supreme Machine Magnum Overlord [R] (R-REQ-1, R-EFF-2): the Level it reads is that of
    a face-up monster of the opponent: against face-down monsters only it is not offered
    (nothing to read; the engine's convention, RULES.md is silent on it)."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(monsters=[(DM, SET), ("V6-2000", SET)]))
    maximum(duel)
    no_activation(duel, fid(duel, OVL_R))


def test_overlord_maximum_is_not_destroyed_by_the_opponents_sakuretsu_armor() -> None:
    """Supreme Machine Magnum Overlord (R-MAX-9, R-MAX-5): in Maximum Mode it cannot be
    destroyed by the opponent's Trap effects. Sakuretsu Armor on its attack leaves it, and
    the direct attack deals its 3500 MAXIMUM ATK."""
    duel = build(p0=Side(hand=OVL_PIECES), p1=Side(spells=[(SAKURETSU, SET)]))
    center = maximum(duel)
    do(duel, "battle")
    do(duel, f"attack {center} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, SAKURETSU, 1, 'szone')}")
    assert not moves(events, "mzone", "gy")
    assert duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES
    assert duel.lp == [8000, 4500] and names(duel, 1, "gy") == [SAKURETSU]


def test_despairacion_destroys_the_opponents_maximum_monster_and_draws_2() -> None:
    """Doomblaze Fiend Overlord Despairacion (R-REQ-1, R-MAX-5, R-MAX-8, R-MAX-10): the cost
    is 2 Maximum Monsters from the hand; "1 card the opponent controls" is the whole
    Maximum Mode Overlord (its guard is against Traps only): all three pieces go to the
    GY; in Maximum Mode it then draws 2."""
    duel = opponent_in_maximum_mode(p1=Side(hand=[*DESP_PIECES, OVL_L, OVL_R],
                                            deck=["V1-100", "V2-500", "V3-1000"],
                                            spells=[(HOLE, SET)]),
                                    p0=Side(spells=[(MIRROR, SET)]))
    center = maximum(duel, DESP)
    events = do(duel, f"activate {center}")
    assert sorted(e.code for e in moves(events, "hand", "gy", "cost")) == sorted(
        code_of(n) for n in (OVL_L, OVL_R))
    # the opponent's cards only: the whole Overlord once, and the Set Mirror Force
    assert picks(duel) == {fid(duel, OVL, 0), find(duel, MIRROR, 0, "szone")}
    events = do(duel, f"pick {fid(duel, OVL, 0)}")
    assert sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES) and not duel.maxm[0]
    assert [e.code for e in events if e.kind == "draw"] == [code_of("V2-500"),
                                                             code_of("V3-1000")]
    assert names(duel, 1, "hand") == ["V1-100", "V2-500", "V3-1000"]  # V1-100: turn 4 draw
    assert duel.maxm[1] and names(duel, 1, "mzone") == DESP_PIECES


def test_despairacion_draw_2_in_maximum_mode_with_1_card_left_loses_the_duel() -> None:
    """Doomblaze Fiend Overlord Despairacion (R-REQ-1, R-WIN-2, R-MAX-10): the Requirement
    (2 Maximum Monsters from the hand) can be met, so the effect may be activated; in
    Maximum Mode its draw of 2 is mandatory and with 1 card in the Deck its controller
    loses at once."""
    duel = build(p0=Side(hand=[*DESP_PIECES, OVL_L, OVL_R], deck=["V1-100"]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    center = maximum(duel, DESP)
    assert Action("activate", center) in duel.legal_actions()
    do(duel, f"activate {center}")
    assert duel.is_over and duel.result.winner == 1 and duel.legal_actions() == []
    assert names(duel, 1, "gy") == ["V4-1600"]


def test_despairacion_r_face_down_bans_nothing() -> None:
    """Doomblaze Fiend Overlord Despairacion [R] (R-EFF-5): a continuous effect applies only
    while the monster is face-up; Set, it does not stop Monster Reborn on a Level 7."""
    duel = build(p0=Side(hand=[REBORN], monsters=[(DESP_R, SET)], gy=[DM]))
    do(duel, f"activate {hid(duel, REBORN)} s0")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [DESP_R, DM, ""]


def test_despairacion_l_is_destroyed_by_its_controllers_own_trap() -> None:
    """Doomblaze Fiend Overlord Despairacion [L] (R-EFF-5, R-TRAP-4): its guard is against
    the *opponent's* Trap effects; its controller's own Torrential Tribute (used after the
    opponent passes on the Normal Summon) destroys it with every other monster."""
    duel = build(p0=Side(monsters=[(DESP_L, ATK)], spells=[(TORRENT, SET)], hand=["V4-1600"]),
                 p1=Side(monsters=[("V4-1400", ATK)]))
    do(duel, f"summon {hid(duel, 'V4-1600')} z1")
    at_window(duel, 0)
    events = do(duel, f"activate {find(duel, TORRENT, 0, 'szone')}")
    assert len(moves(events, "mzone", "gy", "destroy")) == 3
    assert sorted(names(duel, 0, "gy")) == sorted([DESP_L, "V4-1600", TORRENT])
    assert names(duel, 1, "gy") == ["V4-1400"]


def test_sakuretsu_armor_cannot_destroy_an_attacking_despairacion_l() -> None:
    """Sakuretsu Armor (Rush) against Doomblaze Fiend Overlord Despairacion [L] alone
    (R-EFF-5, R-MAX-11): the [L] piece's guard against the opponent's Traps applies
    outside Maximum Mode too; the attack goes on and deals 2300."""
    duel = build(phase="battle", p0=Side(monsters=[(DESP_L, ATK)]),
                 p1=Side(spells=[(SAKURETSU, SET)]))
    do(duel, f"attack {fid(duel, DESP_L)} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, SAKURETSU, 1, 'szone')}")
    assert not moves(events, "mzone", "gy")
    assert names(duel, 0, "mzone") == [DESP_L, "", ""] and duel.lp == [8000, 5700]


def test_despairacion_r_stops_rb_dragophone_reviving_a_level_7_dragon() -> None:
    """Doomblaze Fiend Overlord Despairacion [R] with RB Dragophone (R-EFF-5): neither
    player may Special Summon a Level 7 monster from the GY, so after the mill no revival
    of Blue-Fang Burst Dragon or Red-Boot Boost Dragon is offered."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), (DESP_R, ATK)]),
                 p1=Side(spells=[(PHONE, SET)], monsters=[("V4-1500", ATK)], gy=[FANG, BOOT],
                         deck=["V1-100", "V2-500", "V3-1000"]))
    do(duel, f"attack {fid(duel, 'V4-1800')} -> {fid(duel, 'V4-1500', 1)}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, PHONE, 1, 'szone')}")
    assert [e.code for e in moves(events, "deck", "gy")] == [code_of("V1-100"), code_of("V2-500")]
    assert duel.request.kind == "battle"  # no "you may Special Summon" question
    assert duel.monsters(1) == [] and names(duel, 1, "deck") == ["V3-1000"]


def test_despairacion_r_stops_dragon_encounter_for_a_level_7_dragon_in_hand() -> None:
    """Doomblaze Fiend Overlord Despairacion [R] with Dragon Encounter (R-EFF-5, R-TRAP-5):
    a Level 7 Dragon in the hand cannot be Special Summoned, so the Trap is not offered;
    a Level 3 Dragon can, and is summoned."""
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(monsters=[(DESP_R, ATK)], spells=[(ENCOUNTER, SET)], hand=[FANG]))
    do(duel, f"summon {hid(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main"
    no_activation(duel, find(duel, ENCOUNTER, 1, "szone"))
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(monsters=[(DESP_R, ATK)], spells=[(ENCOUNTER, SET)],
                         hand=[FANG, FADRAWL]))
    do(duel, f"summon {hid(duel, 'V4-1600')} z0")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, ENCOUNTER, 1, 'szone')}")
    if duel.request.kind == "pick":
        assert picks(duel) == {hid(duel, FADRAWL, 1)}
        do(duel, f"pick {hid(duel, FADRAWL, 1)}")
    do(duel, "choose def")
    assert names(duel, 1, "mzone") == [DESP_R, FADRAWL, ""] and names(duel, 1, "hand") == [FANG]
