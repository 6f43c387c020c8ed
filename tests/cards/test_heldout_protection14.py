"""Held-out style conformance scenarios HX-837..HX-856 (HX-857..HX-876 are in
test_heldout_protection14b.py), written like SC-01..SC-30 of RULES.md section 19, on
destruction and protection where it meets other rules: monsters that cannot be destroyed
by battle or by card effects (continuously, for "this turn", or by the opponent's effects
only) under destroy-all effects (Mirror Force, Torrential Tribute, Dark Hole, Dragonic
Pressure, Blue-Fang Burst Dragon): what is destroyed and what counts as destroyed for the
steps that read it; Maximum Mode monsters protected as one monster (R-MAX-5, R-MAX-9,
R-MAX-10); battles with protected monsters (the damage is still dealt, R-CALC); Field and
Equip Spells whose protection ends when they leave (R-FIELD, R-EQUIP-4); face-down
monsters whose continuous protection does not apply (R-EFF-5, R-DMG-3); Traps answering a
destruction that did not happen (R-TRAP-5). Expectations come from RULES.md (and its
section 20 card facts) alone. Throwaway cards (codes 968800001.., names "HX ...") are
defined below, each with a comment.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Per,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_PROTECT

from ..engine.util import do, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    BRIGHT,
    DESP,
    DESP_L,
    DESP_R,
    DM,
    DRAGOPHONE,
    FIELD_A,
    FIELD_GUARD,
    HOLE,
    HORN,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    SRM,
    TORRENT,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import asked, hid, mon, moves, refused, settle, sz

TRAP = CardType.TRAP
SPELL = CardType.SPELL
PROTECTION = "Sevens Road Protection"
RUIN = "Widespread Ruin (Rush)"
PRESSURE = "Dragonic Pressure"
FADRAWL = "Innocent Fadrawl"
MINE_UP = Sel(who="you", face="up")


def code(n: int) -> int:
    return 968_800_000 + n


def guard(value: str, phrase: str, target: Sel = THIS) -> Effect:
    """A [CONTINUOUS EFFECT]: `target` cannot be destroyed (MOD_PROTECT `value`)."""
    return Effect(kind="continuous", mods=(Cont(target, MOD_PROTECT, value, phrase),))


def trap_card(n: int, name: str, trigger: Trig, *ops: Any) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


# Level 4, 2000/1000. [CONTINUOUS EFFECT] cannot be destroyed by your opponent's Trap effects.
IRON = hx_monster(code(1), "HX Iron Sentry", guard(
    "opp-trap", "cannot be destroyed by your opponent's Trap effects"), atk=2000)
# Level 4, 1200/1000. [CONTINUOUS EFFECT] cannot be destroyed by your opponent's card effects.
LOYAL = hx_monster(code(2), "HX Loyal Guard", guard(
    "opp-effect", "cannot be destroyed by your opponent's card effects"), atk=1200)
# Level 4, 1000/1500. [CONTINUOUS EFFECT] cannot be destroyed by card effects (anyone's).
WARDED = hx_monster(code(3), "HX Warded Idol", guard(
    "effect", "cannot be destroyed by card effects"), dfn=1500)
# Level 4, 800/1500. [CONTINUOUS EFFECT] cannot be destroyed by battle.
KEEPER = hx_monster(code(4), "HX Stone Keeper", guard(
    "battle", "cannot be destroyed by battle"), atk=800, dfn=1500)
# Level 4 LIGHT Dragon, 1500/1000. [CONTINUOUS EFFECT] cannot be destroyed by your
# opponent's Spell effects.
SPELLPROOF = hx_monster(code(5), "HX Spellproof Dragon", guard(
    "opp-spell", "cannot be destroyed by your opponent's Spell effects"), atk=1500,
    race="Dragon", attr=Attribute.LIGHT)
# Level 4, 1000/1000. [CONTINUOUS EFFECT] other face-up monsters you control cannot be
# destroyed by battle.
CAPTAIN = hx_monster(code(6), "HX Shield Captain", guard(
    "battle", "cannot be destroyed by battle", Sel(who="you", face="up", not_self=True)))
# Trap. When an opponent's monster declares an attack: destroy 1 monster your opponent
# controls.
SNAP = trap_card(7, "HX Single Snap", OnAttack(), Destroy(Sel(who="opp")))
# Normal Spell. Destroy 1 monster your opponent controls; then you gain 500 LP for each
# monster destroyed this way.
BLAST = hx_card(code(8), "HX Single Blast", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="opp")), GainLP(Per(500, memo="destroyed")))))
# Field Spell. Face-up monsters you control cannot be destroyed by your opponent's card
# effects.
BULWARK = hx_field(code(9), "HX Bulwark Field", Cont(
    MINE_UP, MOD_PROTECT, "opp-effect", "cannot be destroyed by your opponent's card effects"))
# Field Spell. Face-up monsters you control cannot be destroyed by battle.
BATTLE_GROUND = hx_field(code(10), "HX Battle Ground", Cont(
    MINE_UP, MOD_PROTECT, "battle", "cannot be destroyed by battle"))
# Trap. When an opponent's monster declares an attack: destroy the card in your
# opponent's Field Zone.
FIELD_BREAKER = trap_card(11, "HX Field Breaker", OnAttack(),
                          Destroy(Sel(who="opp", where=("fzone",))))
# Equip Spell (a face-up monster you control). The equipped monster cannot be destroyed
# by your opponent's card effects.
AEGIS = hx_equip(code(12), "HX Aegis Mail", Cont(
    EQUIPPED, MOD_PROTECT, "opp-effect", "cannot be destroyed by your opponent's card effects"))
# Trap. When an opponent's monster declares an attack: destroy 1 card in your opponent's
# Spell & Trap Zones, then destroy the attacking monster.
STRIP = trap_card(13, "HX Strip Snare", OnAttack(), Destroy(Sel(who="opp", where=("szone",))),
                  Destroy(Sel(who="opp", memo="attacker")))
# Trap. When an opponent's monster declares an attack: destroy the attacking monster,
# then destroy 1 card in your opponent's Spell & Trap Zones.
REVERSE = trap_card(14, "HX Reverse Snare", OnAttack(), Destroy(Sel(who="opp", memo="attacker")),
                    Destroy(Sel(who="opp", where=("szone",))))
# Trap. When a monster you control is destroyed by your opponent's attack: gain 1000 LP.
MOURN = trap_card(15, "HX Battle Mourn", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                                     causes=("battle",)), GainLP(Fixed(1000)))
# Trap. When a monster you control is destroyed by your opponent's card effect: Special
# Summon 1 Level 4 or lower monster from your hand.
LOSS_CALL = trap_card(16, "HX Loss Call", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                                      causes=("destroy",)),
                      SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4)))
# Level 4, 1400/1000. [REQUIREMENT] none. [EFFECT] 1 face-up monster you control cannot be
# destroyed by your opponent's card effects this turn.
RITE = hx_monster(code(17), "HX Rite Keeper", Effect(ops=(Grant(
    MINE_UP, kind=MOD_PROTECT, value="opp-effect", duration=THIS_TURN,
    phrase="cannot be destroyed by your opponent's card effects"),)), atk=1400)

HX_CARDS = [IRON, LOYAL, WARDED, KEEPER, SPELLPROOF, CAPTAIN, SNAP, BLAST, BULWARK,
            BATTLE_GROUND, FIELD_BREAKER, AEGIS, STRIP, REVERSE, MOURN, LOSS_CALL, RITE]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


def idle(duel: Duel, kind: str, p: int) -> None:
    """No window is open: player `p` chooses a `kind` ("main"/"battle") action."""
    assert asked(duel) == kind and duel.current_player == p, duel.request


# ============================================================ destroy-all effects
def test_hx_837_mirror_force_spares_the_trap_proof_attacker_and_its_battle_goes_on() -> None:
    """HX-837 (R-EFF-5, R-BATTLE-5, R-REPLAY-1, R-REPLAY-5, R-CALC-1, §20.3 Mirror Force:
    destroy all of the opponent's Attack Position monsters): HX Iron Sentry (2000; cannot be
    destroyed by the opponent's Trap effects).
    Setup: P1 turn 3 (Battle Phase) controls the Sentry and V4-1800 in Attack, V4-1600 in
    face-up Defense. P2 controls V4-1400, Mirror Force (Rush) Set earlier.
    Actions: the Sentry attacks V4-1400; P2 activates Mirror Force.
    Expected: only V4-1800 is destroyed (V4-1600 is in Defense, the Sentry protected). The
    attacker is still there and P2's monsters did not change: no replay, the battle goes
    on: 2000 vs 1400, V4-1400 is destroyed and P2 takes 600 (7400)."""
    duel = build(phase="battle", p0=Side(monsters=[(IRON.name, ATK), ("V4-1800", ATK),
                                                   ("V4-1600", DEF)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(MIRROR, SET)]))
    attack(duel, IRON.name, "V4-1400")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, MIRROR, 1)}
    trap(duel, MIRROR, 1)
    assert asked(duel) != "replay"
    settle(duel)
    assert names(duel, 0, "mzone") == [IRON.name, "", "V4-1600"]
    assert names(duel, 0, "gy") == ["V4-1800"]
    assert duel.lp == [8000, 7400]
    assert sorted(names(duel, 1, "gy")) == sorted([MIRROR, "V4-1400"])


def test_hx_838_torrential_spares_the_summoners_guard_not_the_trap_owners_own() -> None:
    """HX-838 (R-EFF-5, R-TRAP-4, R-TRAP-5, R-TRAP-7, §20.3 Torrential Tribute: destroy
    every monster on the field): HX Loyal Guard (1200; cannot be destroyed by the
    opponent's card effects). Both players control one.
    Setup: P1 turn 3 controls a Loyal Guard and V4-1800; hand: V4-1600. P2 controls a
    Loyal Guard and V4-1400, Torrential Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Torrential Tribute.
    Expected: P2 is asked first. Torrential is P2's effect: P1's Loyal Guard stays, P2's
    own Loyal Guard is destroyed (its protection covers only the opponent's effects), and
    so are V4-1800, V4-1600 and V4-1400."""
    duel = build(p0=Side(monsters=[(LOYAL.name, ATK), ("V4-1800", ATK)], hand=["V4-1600"]),
                 p1=Side(monsters=[(LOYAL.name, ATK), ("V4-1400", ATK)],
                         spells=[(TORRENT, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1600', 0)} z2")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    trap(duel, TORRENT, 1)
    settle(duel)
    idle(duel, "main", 0)
    assert names(duel, 0, "mzone") == [LOYAL.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V4-1600"])
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([LOYAL.name, "V4-1400", TORRENT])


def test_hx_839_sevens_road_protection_lasts_this_turn_and_covers_only_face_up() -> None:
    """HX-839 (R-REQ-3, R-TRAP-4, R-EFF-6, R-END-1, §20.3 Sevens Road Protection, §20.5
    Dark Hole: destroy every monster on the field).
    Setup: P1 turn 3; hand: V4-1800, two Dark Hole (Rush). P2 controls face-up Sevens Road
    Magician, V4-1600 and a face-down Dark Magician (Rush); GY: another Sevens Road
    Magician; Sevens Road Protection Set earlier.
    Actions: P1 Normal Summons V4-1800; P2 activates Protection and changes V4-1800 to
    Defense; P1 activates Dark Hole. Turn 5: P1 activates the second Dark Hole.
    Expected: the face-down Dark Magician is no face-up DARK Spellcaster: it is destroyed
    with V4-1600 and V4-1800; the face-up Magician stays. On turn 5 "this turn" is over:
    the second Dark Hole destroys it."""
    duel = build(p0=Side(hand=["V4-1800", HOLE, HOLE]),
                 p1=Side(monsters=[(SRM, ATK), ("V4-1600", ATK), (DM, SET)], gy=[SRM],
                         spells=[(PROTECTION, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800', 0)} z0")
    window_for(duel, 1)
    trap(duel, PROTECTION, 1)
    answer(duel, yes=True)
    settle(duel)
    assert duel.pos[at(duel, "V4-1800", 0)] == DEF
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 1, "mzone") == [SRM, "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([SRM, "V4-1600", DM, PROTECTION])
    assert names(duel, 0, "gy") == ["V4-1800", HOLE]
    to_turn(duel, 5)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "gy").count(SRM) == 2


def test_hx_840_blue_fang_gains_only_for_the_monsters_really_destroyed() -> None:
    """HX-840 (R-REQ-3, R-EFF-5, R-CALC-1, §20.1 Blue-Fang Burst Dragon: destroy every
    face-up monster of the opponent with 1500 or less ATK; then it gains 300 ATK per
    monster destroyed this way): HX Loyal Guard (1200; cannot be destroyed by the
    opponent's card effects).
    Setup: P1 turn 3 controls Blue-Fang (since turn 1). P2 controls the Loyal Guard,
    V4-1400 and V2-500.
    Actions: Blue-Fang's effect; then it attacks the Loyal Guard.
    Expected: V4-1400 and V2-500 are destroyed, the Guard stays: 2 destroyed, Blue-Fang
    has 3100 (not 3400). Battle is no card effect: the Guard is destroyed, P2 takes 1900."""
    duel = build(p0=Side(monsters=[(BLUE_FANG, ATK)]),
                 p1=Side(monsters=[(LOYAL.name, ATK), ("V4-1400", ATK), ("V2-500", ATK)]))
    do(duel, f"activate {mon(duel, BLUE_FANG, 0)}")
    answer(duel)
    settle(duel)
    assert names(duel, 1, "mzone") == [LOYAL.name, "", ""]
    assert duel.atk(at(duel, BLUE_FANG, 0)) == 3100
    attack(duel, BLUE_FANG, LOYAL.name)
    settle(duel)
    assert duel.lp == [8000, 6100]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1400", "V2-500", LOYAL.name])


def test_hx_841_dragonic_pressure_destroying_nothing_summons_nothing_and_wakes_no_trap() -> None:
    """HX-841 (R-REQ-1, R-REQ-2, R-REQ-3, R-TRAP-5, §20.2 Dragonic Pressure: send 3
    Dragons from the hand; destroy every monster; if at least one was destroyed, you may
    Special Summon a Level 4 or lower Dragon from your GY in Defense; §20.3 RB Dragophone):
    HX Spellproof Dragon (cannot be destroyed by the opponent's Spell effects).
    Setup: P1 turn 3 controls no monster; hand: Dragonic Pressure, Innocent Fadrawl,
    Blue-Fang Burst Dragon, Blue-Eyes White Dragon. P2 controls only the Spellproof
    Dragon, RB Dragophone Set earlier.
    Actions: P1 activates Dragonic Pressure (the Requirement can be met completely).
    Expected: the three Dragons go to the GY; nothing is destroyed, so no summon is
    offered and Fadrawl stays in the GY; no Dragon was destroyed, so P2 is not offered
    Dragophone: P1 is back in the Main Phase."""
    duel = build(p0=Side(hand=[PRESSURE, FADRAWL, BLUE_FANG, BEWD]),
                 p1=Side(monsters=[(SPELLPROOF.name, ATK)], spells=[(DRAGOPHONE, SET)]))
    play(duel, PRESSURE, zone="s0")
    assert asked(duel) != "yesno"
    idle(duel, "main", 0)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([FADRAWL, BLUE_FANG, BEWD, PRESSURE])
    assert names(duel, 1, "mzone") == [SPELLPROOF.name, "", ""]
    assert names(duel, 1, "szone")[0] == DRAGOPHONE and names(duel, 1, "gy") == []


# ============================================================ Maximum Mode monsters
def test_hx_842_one_choice_of_the_overlord_spares_it_from_a_trap_not_a_spell() -> None:
    """HX-842 (R-MAX-5, R-MAX-8, R-MAX-9, R-REQ-1, R-REQ-3, R-BATTLE-5, §20.1 Supreme
    Machine Magnum Overlord: in Maximum Mode it cannot be destroyed by the opponent's Trap
    effects): HX Single Snap (Trap: on attack, destroy 1 monster your opponent controls);
    HX Single Blast (Normal Spell: destroy 1 monster your opponent controls; then gain
    500 LP for each monster destroyed this way).
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls V4-1800, Single Snap
    Set earlier; hand: Single Blast.
    Actions: Maximum Summon; the Overlord attacks V4-1800; P2 activates Single Snap. Turn
    4: P2 activates Single Blast.
    Expected: the Trap may be activated (its Requirement is met); the Overlord is the only
    choice, as one monster, and is not destroyed: the battle goes on: P2 takes 1700
    (6300). Single Blast destroys it: all three pieces go to the GY, counted once: P2
    gains 500 (6800)."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(SNAP.name, SET)],
                         hand=[BLAST.name]))
    maximum(duel)
    settle(duel)
    center = mon(duel, OVL, 0)
    attack(duel, OVL, "V4-1800")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SNAP.name, 1)}
    trap(duel, SNAP.name, 1)
    if asked(duel) == "pick":
        assert picks(duel) == {center}
        answer(duel, picks=(center,))
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert duel.lp == [8000, 6300]
    assert sorted(names(duel, 1, "gy")) == sorted([SNAP.name, "V4-1800"])
    to_turn(duel, 4)
    do(duel, f"activate {hid(duel, BLAST.name, 1)} s0")
    if asked(duel) == "pick":
        assert picks(duel) == {mon(duel, OVL, 0)}
        answer(duel, picks=(mon(duel, OVL, 0),))
    settle(duel)
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert duel.lp == [8000, 6800]


def test_hx_843_despairacion_in_maximum_mode_outlives_torrential_and_dark_hole() -> None:
    """HX-843 (R-MAX-2, R-MAX-5, R-MAX-9, R-TRAP-4, R-TRAP-5, §20.1 Despairacion [L]:
    cannot be destroyed by the opponent's Trap effects, and in Maximum Mode not by the
    opponent's Spell effects either; §20.3 Torrential Tribute; §20.5 Dark Hole).
    Setup: P1 turn 3 controls V4-1600; hand: the three Despairacion pieces. P2 controls
    V4-1800, Torrential Tribute (Rush) Set earlier; hand: Dark Hole (Rush).
    Actions: P1 Maximum Summons; P2 activates Torrential Tribute. Turn 4: P2 activates
    Dark Hole.
    Expected: V4-1600 goes to the GY by the procedure. The Special Summon opens a window:
    P2 may use Torrential: only V4-1800 is destroyed. On turn 4 Dark Hole destroys
    nothing: Despairacion stays in Maximum Mode, with all three pieces."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[DESP_L, DESP, DESP_R]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(TORRENT, SET)], hand=[HOLE]))
    maximum(duel, DESP)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TORRENT, 1)}
    trap(duel, TORRENT, 1)
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R]
    assert names(duel, 0, "gy") == ["V4-1600"]
    assert sorted(names(duel, 1, "gy")) == sorted([TORRENT, "V4-1800"])
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R]
    assert names(duel, 1, "gy")[-1] == HOLE and names(duel, 0, "gy") == ["V4-1600"]


def test_hx_844_despairacion_left_alone_shrugs_off_traps_but_not_spells() -> None:
    """HX-844 (R-MAX-10, R-MAX-11, R-EFF-5, R-CALC-1, §20.1 Despairacion [L], §20.3
    Mirror Force, §20.5 Dark Hole).
    Setup: P1 turn 3 (Battle Phase) controls Despairacion [L] (2300) alone, an ordinary
    monster (not in Maximum Mode). P2 controls V4-1800, Mirror Force (Rush) Set earlier;
    hand: Dark Hole (Rush).
    Actions: [L] attacks V4-1800; P2 activates Mirror Force. Turn 4: P2 activates Dark
    Hole.
    Expected: [L]'s Trap protection needs no Maximum Mode: it stays, the battle goes on:
    P2 takes 500 (7500). Its Spell protection needs Maximum Mode: Dark Hole destroys it."""
    duel = build(phase="battle", p0=Side(monsters=[(DESP_L, ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(MIRROR, SET)], hand=[HOLE]))
    attack(duel, DESP_L, "V4-1800")
    window_for(duel, 1)
    trap(duel, MIRROR, 1)
    settle(duel)
    assert names(duel, 0, "mzone") == [DESP_L, "", ""] and duel.lp == [8000, 7500]
    assert sorted(names(duel, 1, "gy")) == sorted([MIRROR, "V4-1800"])
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "gy") == [DESP_L]


def test_hx_845_the_maximum_summon_sends_even_indestructible_monsters_to_the_gy() -> None:
    """HX-845 (R-MAX-2, R-MAX-3, R-EFF-5, R-ZONE-5): HX Warded Idol (cannot be destroyed
    by card effects) and HX Stone Keeper (cannot be destroyed by battle).
    Setup: P1 turn 3 controls a face-up Warded Idol, a face-down Stone Keeper and
    V4-1600; hand: the three Overlord pieces.
    Actions: P1 Maximum Summons.
    Expected: the procedure sends every monster P1 controls to the GY by rule: that is no
    destruction, so neither protection stops it. Nothing is moved as "destroyed"; the
    three pieces fill the zones in Maximum Mode."""
    duel = build(p0=Side(monsters=[(WARDED.name, ATK), (KEEPER.name, SET), ("V4-1600", ATK)],
                         hand=[OVL_L, OVL, OVL_R]))
    events = maximum(duel)
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]
    assert sorted(names(duel, 0, "gy")) == sorted([WARDED.name, KEEPER.name, "V4-1600"])
    assert len(moves(events, "mzone", "gy")) == 3
    assert not moves(events, "mzone", "gy", reason="destroy")


# ============================================================ battles with protected monsters
def test_hx_846_a_captain_shields_the_others_until_it_falls_itself() -> None:
    """HX-846 (R-EFF-5, R-CALC-1, R-DMG-4, R-BATTLE-2): HX Shield Captain (1000; other
    face-up monsters you control cannot be destroyed by battle).
    Setup: P2 turn 4 (Battle Phase). P1 controls the Captain and V4-1400. P2 controls
    V4-1600, V4-1800 and V5-2300.
    Actions: V4-1600 attacks V4-1400; V4-1800 attacks the Captain; V5-2300 attacks
    V4-1400.
    Expected: V4-1400 is protected but P1 still takes 200; the Captain is not protected by
    its own effect: destroyed, P1 takes 800; with the Captain gone V4-1400 is destroyed:
    P1 takes 900 (6100 in all)."""
    duel = build(turn=4, tp=1, phase="battle",
                 p0=Side(monsters=[(CAPTAIN.name, ATK), ("V4-1400", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK), ("V5-2300", ATK)]))
    attack(duel, "V4-1600", "V4-1400")
    settle(duel)
    assert duel.lp == [7800, 8000] and names(duel, 0, "mzone") == [CAPTAIN.name, "V4-1400", ""]
    attack(duel, "V4-1800", CAPTAIN.name)
    settle(duel)
    assert duel.lp == [7000, 8000] and names(duel, 0, "gy") == [CAPTAIN.name]
    attack(duel, "V5-2300", "V4-1400")
    settle(duel)
    assert duel.lp == [6100, 8000] and names(duel, 0, "mzone") == ["", "", ""]
    assert names(duel, 1, "mzone") == ["V4-1600", "V4-1800", "V5-2300"]


def test_hx_847_an_equal_battle_destroys_only_the_unshielded_side() -> None:
    """HX-847 (R-CALC-2, R-EFF-5, R-DMG-5, R-TRAP-5, R-BATTLE-2): HX Shield Captain
    (HX-846); HX Battle Mourn (Trap: when a monster you control is destroyed by your
    opponent's attack, gain 1000 LP).
    Setup: P1 turn 3 (Battle Phase) controls V4-1600 and the Captain. P2 controls V4-1600
    and V4-1800, Battle Mourn Set earlier.
    Actions: P1's V4-1600 attacks P2's V4-1600.
    Expected: equal ATK would destroy both; P1's is protected: only P2's is destroyed,
    nobody takes damage. The battle-result window holds that destruction: P2 may use
    Battle Mourn (9000). P1's V4-1600 has used its attack: a second one is refused."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), (CAPTAIN.name, ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                         spells=[(MOURN.name, SET)]))
    mine = mon(duel, "V4-1600", 0)
    attack(duel, "V4-1600", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, MOURN.name, 1)}
    trap(duel, MOURN.name, 1)
    settle(duel)
    assert duel.lp == [8000, 9000]
    assert names(duel, 0, "mzone") == ["V4-1600", CAPTAIN.name, ""]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", MOURN.name])
    idle(duel, "battle", 0)
    refused(duel, Action("attack", mine, target=mon(duel, "V4-1800", 1)))


# ============================================================ Field Spells that protect
def test_hx_848_a_replaced_bulwark_field_protects_no_longer_and_is_not_destroyed() -> None:
    """HX-848 (R-FIELD-1, R-FIELD-2, R-TRAP-5, R-SPELL-1, §20.5 Dark Hole): HX Bulwark
    Field (Field Spell: your face-up monsters cannot be destroyed by your opponent's card
    effects); FX-FIELD-GUARD (Trap: when a card in your Field Zone is destroyed by a card
    effect, draw 1).
    Setup: P1 turn 3 controls V4-1800 and the Bulwark Field, FX-FIELD-GUARD Set earlier;
    hand: FX-FIELD-A. P2's hand: Dark Hole (Rush).
    (a) P1 ends the turn; turn 4: P2's Dark Hole: V4-1800 stays.
    (b) P1 activates FX-FIELD-A: the Bulwark goes to the GY by rule, not destroyed:
    FX-FIELD-GUARD is not offered. Turn 4: P2's Dark Hole destroys V4-1800."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], field_spell=(BULWARK.name, ATK),
                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_A]),
                 p1=Side(hand=[HOLE]))
    kept = duel.clone()
    to_turn(kept, 4)
    play(kept, HOLE, zone="s0")
    settle(kept)
    assert names(kept, 0, "mzone") == ["V4-1800", "", ""] and names(kept, 1, "gy") == [HOLE]
    do(duel, f"activate {hid(duel, FIELD_A, 0)} f")
    idle(duel, "main", 0)
    assert names(duel, 0, "gy") == [BULWARK.name] and names(duel, 0, "szone")[0] == FIELD_GUARD
    assert names(duel, 0, "hand") == []
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([BULWARK.name, "V4-1800"])


def test_hx_849_a_battle_ground_destroyed_in_the_attack_window_leaves_the_attacker_bare() -> None:
    """HX-849 (R-FIELD-1, R-TRAP-4, R-TRAP-6, R-SPELL-1, R-DMG-4, R-CALC-1): HX Battle
    Ground (Field Spell: your face-up monsters cannot be destroyed by battle); HX Field
    Breaker (Trap: on an opponent's attack, destroy the card in your opponent's Field
    Zone); FX-FIELD-GUARD (HX-848).
    Setup: P1 turn 3 (Battle Phase) controls V4-1600 and the Battle Ground,
    FX-FIELD-GUARD Set earlier; hand: FX-FIELD-A. P2 controls V4-1800, Field Breaker Set
    earlier.
    Actions: V4-1600 attacks V4-1800; P2 activates Field Breaker; P1 uses FX-FIELD-GUARD.
    Expected: the Field Spell is destroyed by a card effect: in the new window P2 is asked
    first (nothing), then P1 may use FX-FIELD-GUARD (draws 1). A Spell cannot be activated
    in the Battle Phase: FX-FIELD-A is refused. 1600 vs 1800: V4-1600 is destroyed now,
    P1 takes 200."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)],
                                         field_spell=(BATTLE_GROUND.name, ATK),
                                         spells=[(FIELD_GUARD, SET)], hand=[FIELD_A]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(FIELD_BREAKER.name, SET)]))
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, FIELD_BREAKER.name, 1)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 0)}
    refused(duel, f"activate {hid(duel, FIELD_A, 0)} f")
    trap(duel, FIELD_GUARD, 0)
    settle(duel)
    assert duel.lp == [7800, 8000]
    assert sorted(names(duel, 0, "gy")) == sorted([BATTLE_GROUND.name, FIELD_GUARD, "V4-1600"])
    assert sorted(names(duel, 0, "hand")) == sorted([FIELD_A, "V1-100"])
    assert names(duel, 1, "mzone") == ["V4-1800", "", ""]


# ============================================================ Equip Spells that protect
def test_hx_850_the_snare_strips_the_aegis_first_then_destroys_the_attacker() -> None:
    """HX-850 (R-EQUIP-1, R-EQUIP-4, R-REQ-3, R-BATTLE-5, R-TRAP-7): HX Aegis Mail (Equip
    Spell: the equipped monster cannot be destroyed by your opponent's card effects); HX
    Strip Snare (Trap: on an opponent's attack, destroy 1 card in your opponent's Spell &
    Trap Zones, then destroy the attacking monster).
    Setup: P1 turn 3 controls V4-1800; hand: the Aegis. P2 controls V4-1600, Strip Snare
    Set earlier.
    Actions: the Aegis on V4-1800; it attacks V4-1600; P2 activates Strip Snare.
    Expected: the Aegis is destroyed first, its effect ends with it; the second step then
    destroys V4-1800. The attacker left: no damage, V4-1600 stays."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[AEGIS.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(STRIP.name, SET)]))
    play(duel, AEGIS.name, zone="s0", picks=(mon(duel, "V4-1800", 0),))
    settle(duel)
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    aegis = sz(duel, AEGIS.name, 0)
    trap(duel, STRIP.name, 1)
    answer(duel, picks=(aegis,))
    settle(duel)
    assert duel.lp == [8000, 8000] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([AEGIS.name, "V4-1800"])
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]


def test_hx_851_the_reverse_snare_meets_the_aegis_still_on_and_the_battle_goes_on() -> None:
    """HX-851 (R-EQUIP-1, R-EQUIP-4, R-REQ-3, R-REPLAY-5, R-DMG-4, R-CALC-1): HX Aegis
    Mail (HX-850); HX Reverse Snare (Trap: on an opponent's attack, destroy the attacking
    monster, then destroy 1 card in your opponent's Spell & Trap Zones).
    Setup: as HX-850 with Reverse Snare instead.
    Expected: when the first step applies V4-1800 is still protected: it stays; then the
    Aegis is destroyed. The attacker is still there: 1800 vs 1600, V4-1600 is destroyed
    and P2 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=[AEGIS.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(REVERSE.name, SET)]))
    play(duel, AEGIS.name, zone="s0", picks=(mon(duel, "V4-1800", 0),))
    settle(duel)
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    aegis = sz(duel, AEGIS.name, 0)
    trap(duel, REVERSE.name, 1)
    answer(duel, picks=(aegis,))
    settle(duel)
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""] and names(duel, 0, "gy") == [AEGIS.name]
    assert duel.lp == [8000, 7800]
    assert sorted(names(duel, 1, "gy")) == sorted([REVERSE.name, "V4-1600"])


# ============================================================ face-down monsters
def test_hx_852_a_set_keeper_flipped_for_battle_survives_piercing_still_hits() -> None:
    """HX-852 (R-DMG-3, R-EFF-5, R-CALC-5, R-EQUIP-1, R-DMG-5, §20.2 Jointech Rush Horn):
    HX Stone Keeper (DEF 1500; cannot be destroyed by battle); HX Battle Mourn (HX-847).
    Setup: P1 turn 3 controls Jointech Rex (2500); hand: Rush Horn. P2 controls a
    face-down Stone Keeper, Battle Mourn Set earlier.
    Actions: Rush Horn on Rex (2800, piercing); Rex attacks the Keeper.
    Expected: the Keeper is turned face-up in Defense before calculation and its
    continuous effect applies from then: not destroyed. Piercing damage is still dealt:
    P2 takes 1300 (6700). The Keeper stays face-up Defense; nothing was destroyed, so
    Battle Mourn is not offered."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[(KEEPER.name, SET)], spells=[(MOURN.name, SET)]))
    play(duel, HORN, zone="s0", picks=(mon(duel, REX, 0),))
    settle(duel)
    attack(duel, REX, KEEPER.name)
    assert not (asked(duel) == "window" and duel.current_player == 1)
    settle(duel)
    assert duel.lp == [8000, 6700]
    keeper = at(duel, KEEPER.name, 1)
    assert duel.pos[keeper] == DEF and names(duel, 1, "mzone") == [KEEPER.name, "", ""]
    assert names(duel, 1, "szone")[0] == MOURN.name and names(duel, 1, "gy") == []


def test_hx_853_dark_hole_takes_the_face_down_idol_and_the_loss_call_answers() -> None:
    """HX-853 (R-EFF-5, R-TRAP-4, R-TRAP-5, R-MAIN-4, §20.5 Dark Hole): HX Warded Idol
    (cannot be destroyed by card effects); HX Loss Call (Trap: when a monster you control
    is destroyed by your opponent's card effect, Special Summon 1 Level 4 or lower monster
    from your hand).
    Setup: P1 turn 3 controls a face-up Warded Idol; hand: Dark Hole (Rush). P2 controls
    a face-up Warded Idol and a face-down one, Loss Call Set earlier; hand: V4-1400.
    Actions: P1 activates Dark Hole; P2 activates Loss Call.
    Expected: a face-down monster's continuous effect does not apply: only P2's face-down
    Idol is destroyed (both face-up Idols stay, P1's own included). That destruction is
    in the window: P2 Special Summons V4-1400."""
    duel = build(p0=Side(monsters=[(WARDED.name, ATK)], hand=[HOLE]),
                 p1=Side(monsters=[(WARDED.name, ATK), (WARDED.name, SET)],
                         spells=[(LOSS_CALL.name, SET)], hand=["V4-1400"]))
    play(duel, HOLE, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOSS_CALL.name, 1)}
    trap(duel, LOSS_CALL.name, 1)
    answer(duel, pos="atk")
    settle(duel)
    assert names(duel, 0, "mzone") == [WARDED.name, "", ""] and names(duel, 0, "gy") == [HOLE]
    assert sorted(n for n in names(duel, 1, "mzone") if n) == sorted([WARDED.name, "V4-1400"])
    assert duel.pos[at(duel, WARDED.name, 1)] == ATK
    assert sorted(names(duel, 1, "gy")) == sorted([WARDED.name, LOSS_CALL.name])


# ============================================================ chosen when applied
def test_hx_854_widespread_ruin_finds_the_protected_highest_and_destroys_nothing() -> None:
    """HX-854 (R-REQ-3, R-EFF-5, R-BATTLE-5, R-CALC-1, §20.3 Widespread Ruin: destroy the
    opponent's Attack Position monster with the highest ATK): HX Iron Sentry (2000;
    cannot be destroyed by the opponent's Trap effects).
    Setup: P1 turn 3 (Battle Phase) controls the Sentry and V4-1800. P2 controls V4-1600,
    Widespread Ruin Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 activates Widespread Ruin.
    Expected: the monster with the highest ATK is the Sentry, which is not destroyed; the
    effect does not move on to V4-1800. The battle goes on: P2 takes 200 (7800)."""
    duel = build(phase="battle", p0=Side(monsters=[(IRON.name, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(RUIN, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, RUIN, 1)
    settle(duel)
    assert names(duel, 0, "mzone") == [IRON.name, "V4-1800", ""] and names(duel, 0, "gy") == []
    assert duel.lp == [8000, 7800]
    assert sorted(names(duel, 1, "gy")) == sorted([RUIN, "V4-1600"])


def test_hx_855_a_shield_given_this_turn_meets_mirror_force_but_not_the_next_turn() -> None:
    """HX-855 (R-EFF-2, R-EFF-3, R-EFF-6, R-END-1, R-BATTLE-5, §20.3 Mirror Force, §20.5
    Dark Hole): HX Rite Keeper (1400; effect: 1 face-up monster you control cannot be
    destroyed by your opponent's card effects this turn).
    Setup: P1 turn 3 controls the Rite Keeper and V4-1800 (since turn 1). P2 controls
    V4-1600, Mirror Force (Rush) Set earlier; hand: Dark Hole (Rush).
    Actions: the Keeper's effect on V4-1800; a second activation; V4-1800 attacks
    V4-1600; P2 activates Mirror Force. Turn 4: P2's Dark Hole.
    Expected: the second activation is refused. Mirror Force destroys the Keeper only;
    V4-1800 battles: P2 takes 200 (7800). On turn 4 the shield is over: Dark Hole
    destroys V4-1800."""
    duel = build(p0=Side(monsters=[(RITE.name, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR, SET)], hand=[HOLE]))
    keeper, v18 = mon(duel, RITE.name, 0), mon(duel, "V4-1800", 0)
    do(duel, f"activate {keeper}")
    answer(duel, picks=(v18,))
    settle(duel)
    refused(duel, f"activate {keeper}")
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, MIRROR, 1)
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "V4-1800", ""] and names(duel, 0, "gy") == [RITE.name]
    assert duel.lp == [8000, 7800]
    to_turn(duel, 4)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([RITE.name, "V4-1800"])


def test_hx_856_dragophone_answers_a_monster_effect_not_a_spell_that_missed() -> None:
    """HX-856 (R-TRAP-5, R-REQ-3, R-EFF-5, §20.1 Blue-Eyes Bright Dragon, §20.3 RB
    Dragophone: a Dragon you control is destroyed by the opponent's attack or card
    effect: mill 2; then, if you control no monsters, you may Special Summon Blue-Fang
    Burst Dragon from your GY): HX Spellproof Dragon (cannot be destroyed by the
    opponent's Spell effects).
    Setup: P2 controls the Spellproof Dragon and V4-1600, Dragophone Set earlier; GY:
    Blue-Fang. P1 turn 3.
    (a) P1's Dark Hole (Rush): V4-1600 is destroyed, the Dragon stays; no Dragon was
    destroyed: Dragophone is not offered.
    (b) P1 controls Blue-Eyes Bright Dragon and Blue-Eyes White Dragon (a face-up Legend
    Normal Monster); its effect (a monster effect, no Spell) destroys the Spellproof
    Dragon: P2 may use Dragophone: mills 2; P2 still controls V4-1600: no summon."""
    p1 = Side(monsters=[(SPELLPROOF.name, ATK), ("V4-1600", ATK)],
              spells=[(DRAGOPHONE, SET)], gy=[BLUE_FANG])
    duel = build(p0=Side(hand=[HOLE]), p1=p1)
    play(duel, HOLE, zone="s0")
    idle(duel, "main", 0)
    assert names(duel, 1, "mzone") == [SPELLPROOF.name, "", ""]
    assert names(duel, 1, "szone")[0] == DRAGOPHONE
    duel = build(p0=Side(monsters=[(BRIGHT, ATK), (BEWD, ATK)]), p1=p1)
    do(duel, f"activate {mon(duel, BRIGHT, 0)}")
    answer(duel, picks=(mon(duel, SPELLPROOF.name, 1),), yes=True)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, DRAGOPHONE, 1)}
    trap(duel, DRAGOPHONE, 1)
    answer(duel)
    settle(duel)
    assert names(duel, 1, "mzone") == ["", "V4-1600", ""]
    assert len(names(duel, 1, "gy")) == 5  # Blue-Fang, the Dragon, 2 milled, Dragophone
    assert duel.atk(at(duel, BRIGHT, 0)) == 3000
