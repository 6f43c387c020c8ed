"""Held-out style conformance scenarios HX-857..HX-876 (HX-837..HX-856: file 14), like
SC-01..SC-30 of RULES.md section 19; expectations come from RULES.md (and its section 20
card facts) alone. Destruction and protection where two rules meet: protection granted in
the attack window before the Damage Step, with or without a replay (R-REPLAY, R-DMG);
protection granted in the battle-result window; battles with protected monsters, whose
damage is still dealt, down to LP 0 (R-CALC, R-WIN-1); destroy-all effects that count
what they destroyed, with Maximum Mode monsters counted once (R-MAX-8) or not destroyed
at all (R-MAX-9, R-MAX-10); Field Spells that protect by Type or on both sides (R-FIELD,
R-CARD-2) and Equip Spells whose condition is read only when equipped (R-EQUIP-3) or
that leave with a face-down turn (R-EQUIP-4); a bounce is no destruction; Trap priority
in the windows these make (R-TRAP-4, R-TRAP-6). Throwaway cards: codes
968805001..968805011, names "HX ..."; each has a comment, and the docstring of each test
using one says what it does. Some cards of file 14 are used again.
"""

from __future__ import annotations

from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.actions import DIRECT
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import OnAttack, OnDestroyed, Trig
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import (
    THIS_TURN,
    ChangePosition,
    Destroy,
    GainLP,
    Grant,
    Per,
    PlayerGrant,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_PROTECT

from ..engine.util import do, names
from .heldout_util import (
    ARMOR,
    BEWD,
    BLUE_FANG,
    CED,
    DESP,
    DESP_L,
    DESP_R,
    DRAGOPHONE,
    ENCOUNTER,
    FIELD_C,
    FLIPDOWN,
    HOLE,
    HORN,
    MIRROR,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    SRM,
    TCB,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
    hx_field,
    maximum,
    offered,
    p2_maximum,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .helpers import asked, hid, mon, refused, settle, sz
from .test_heldout_protection14 import (
    BULWARK,
    IRON,
    KEEPER,
    LOYAL,
    MOURN,
    WARDED,
    idle,
)
from .test_heldout_protection14 import POOL as POOL14

TRAP = CardType.TRAP
SPELL = CardType.SPELL
PROTECTION = "Sevens Road Protection"
PRESSURE = "Dragonic Pressure"
FADRAWL = "Innocent Fadrawl"
RED_BOOT = "Red-Boot Boost Dragon"
NO_BATTLE = "cannot be destroyed by battle"
HAND_LOW = Sel(where=("hand",), kind="monster", level_max=4)


def code(n: int) -> int:
    return 968_805_000 + n


def trap_card(n: int, name: str, trigger: Trig, *ops: Any) -> CardData:
    return hx_card(code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


def shield(sel: Sel, value: str = "battle", phrase: str = NO_BATTLE) -> Grant:
    """`sel` cannot be destroyed (MOD_PROTECT `value`) this turn."""
    return Grant(sel, kind=MOD_PROTECT, value=value, duration=THIS_TURN, phrase=phrase)


# Trap. When an opponent's monster declares an attack: the attack target cannot be
# destroyed by battle this turn.
SHIELD_CALL = trap_card(1, "HX Shield Call", OnAttack(), shield(Sel(memo="target")))
# Trap. When an opponent's monster declares an attack: Special Summon 1 Level 4 or lower
# monster from your hand in face-up Attack Position; it cannot be destroyed by battle
# this turn.
GUARD_SUMMON = trap_card(2, "HX Guard Summon", OnAttack(),
                         SpecialSummon(HAND_LOW, position="atk"), shield(Sel(memo="summoned")))
# Normal Spell. Destroy all monsters your opponent controls; then you gain 500 LP for
# each monster destroyed this way.
PURGE = hx_card(code(3), "HX Purge Tally", SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="opp"), low=0, high=ALL), GainLP(Per(500, memo="destroyed")))))
# Trap. When an opponent's monster declares an attack: destroy all Attack Position
# monsters your opponent controls; then you gain 300 LP for each monster destroyed
# this way.
MIRROR_TALLY = trap_card(4, "HX Mirror Tally", OnAttack(),
                         Destroy(Sel(who="opp", pos="atk"), low=0, high=ALL),
                         GainLP(Per(300, memo="destroyed")))
# Field Spell. Face-up Dragon monsters you control cannot be destroyed by your
# opponent's Spell effects.
HAVEN = hx_field(code(5), "HX Dragon Haven", Cont(
    Sel(who="you", face="up", race="Dragon"), MOD_PROTECT, "opp-spell",
    "cannot be destroyed by your opponent's Spell effects"))
# Equip Spell (a face-up monster you control). The equipped monster cannot be destroyed
# by battle.
WARD = hx_equip(code(6), "HX Ward Mail", Cont(EQUIPPED, MOD_PROTECT, "battle", NO_BATTLE))
# Trap. When an opponent's monster declares an attack: Special Summon 1 Level 4 or lower
# monster from your hand in face-up Defense Position; it cannot be destroyed by card
# effects this turn.
SANCTUARY = trap_card(7, "HX Sanctuary Call", OnAttack(),
                      SpecialSummon(HAND_LOW, position="def"),
                      shield(Sel(memo="summoned"), "effect", "cannot be destroyed by card effects"))
# Trap. When a monster you control is destroyed by your opponent's attack: your monsters
# cannot be destroyed by battle this turn.
LAST_GUARD = trap_card(8, "HX Last Guard", OnDestroyed(Sel(where=("gy",), kind="monster"),
                                                       causes=("battle",)),
                       PlayerGrant(Sel(), kind=MOD_PROTECT, value="battle", who="you",
                                   duration=THIS_TURN, phrase=NO_BATTLE))
# Field Spell. Face-up monsters on the field (both players') cannot be destroyed by
# battle.
TRUCE = hx_field(code(9), "HX Truce Field", Cont(Sel(who="any", face="up"), MOD_PROTECT,
                                                 "battle", NO_BATTLE))
# Equip Spell: equip to 1 face-up Dragon you control. The equipped monster cannot be
# destroyed by your opponent's card effects.
SCALE = hx_card(code(10), "HX Dragon Scale", SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(face="up", race="Dragon"), mods=(Cont(
        EQUIPPED, MOD_PROTECT, "opp-effect",
        "cannot be destroyed by your opponent's card effects"),)))
# Trap. When an opponent's monster declares an attack: change the attack target to
# face-up Defense Position; it cannot be destroyed by battle this turn.
TURTLE = trap_card(11, "HX Turtle Call", OnAttack(), ChangePosition(Sel(memo="target"), to="def"),
                   shield(Sel(memo="target")))

HX_CARDS = [SHIELD_CALL, GUARD_SUMMON, PURGE, MIRROR_TALLY, HAVEN, WARD, SANCTUARY,
            LAST_GUARD, TRUCE, SCALE, TURTLE]
POOL = POOL14.merged(HX_CARDS)
build = builder(POOL)


def targets(duel: Duel) -> set[int]:
    """The targets a replay lets the turn player choose."""
    return {a.target for a in duel.legal_actions() if a.kind == "target"}


# ============================================================ protection in the attack window
def test_hx_857_a_shield_from_the_attack_window_lasts_the_turn_not_the_next() -> None:
    """HX-857 (R-TRAP-3, R-TRAP-5, R-TRAP-6, R-REPLAY-5, R-CALC-1, R-EFF-6, R-END-1): HX
    Shield Call (Trap: on an opponent's attack, the attack target cannot be destroyed by
    battle this turn); Mirror Force (Rush).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V4-1800. P2
    controls V4-1600; Shield Call and Mirror Force Set earlier.
    Actions: Blue-Eyes attacks V4-1600: P2 activates Shield Call; V4-1800 attacks it (P2
    passes); turn 5: Blue-Eyes attacks it (P2 passes).
    Expected: both Traps are offered, one may be used; the window after Shield Call holds
    no attack declaration: Mirror Force is not offered. No replay; P2 takes 1400 and
    V4-1600 stays. The second declaration offers Mirror Force again; P2 takes 200, it
    stays. On turn 5 the shield is over: it is destroyed, P2 takes 1400 (5000)."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)],
                         spells=[(SHIELD_CALL.name, SET), (MIRROR, SET)]))
    mirror = sz(duel, MIRROR, 1)
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SHIELD_CALL.name, 1), mirror}
    trap(duel, SHIELD_CALL.name, 1)
    assert asked(duel) != "replay"
    assert not (asked(duel) == "window" and mirror in offered(duel))
    settle(duel)
    assert duel.lp == [8000, 6600] and names(duel, 1, "mzone") == ["V4-1600", "", ""]
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {mirror}
    settle(duel)
    assert duel.lp == [8000, 6400] and names(duel, 1, "mzone") == ["V4-1600", "", ""]
    to_turn(duel, 5)
    attack(duel, BEWD, "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 5000] and names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "szone")[1] == MIRROR


def test_hx_858_a_shielded_newcomer_makes_a_replay_and_still_takes_damage() -> None:
    """HX-858 (R-REPLAY-1, R-REPLAY-2, R-REPLAY-4, R-TRAP-5, R-CALC-1): HX Guard Summon
    (Trap: on an opponent's attack, Special Summon 1 Level 4 or lower monster from your
    hand in Attack Position; it cannot be destroyed by battle this turn); Mirror Force.
    Setup: P1 turn 3 (Battle Phase) controls V4-1800 and V1-100. P2 controls V4-1600;
    hand: V4-1400; Guard Summon and Mirror Force Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 activates Guard Summon; P1 chooses V4-1400.
    Expected: P2's monsters changed: a replay offers V4-1600, V4-1400 or cancelling. The
    choice is no declaration: Mirror Force is not offered. 1800 vs 1400: V4-1400 is not
    destroyed, but P2 takes 400 (7600)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-1400"],
                         spells=[(GUARD_SUMMON.name, SET), (MIRROR, SET)]))
    mirror = sz(duel, MIRROR, 1)
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, GUARD_SUMMON.name, 1)
    answer(duel)
    assert not (asked(duel) == "window" and mirror in offered(duel))
    settle(duel)
    assert asked(duel) == "replay" and duel.current_player == 0
    v14 = mon(duel, "V4-1400", 1)
    assert targets(duel) == {mon(duel, "V4-1600", 1), v14}
    assert Action("cancel") in duel.legal_actions()
    do(duel, f"target {v14}")
    assert not (asked(duel) == "window" and mirror in offered(duel))
    settle(duel)
    assert duel.lp == [8000, 7600]
    assert names(duel, 1, "mzone") == ["V4-1600", "V4-1400", ""]
    assert names(duel, 1, "szone")[1] == MIRROR and names(duel, 0, "gy") == []


def test_hx_859_damage_past_a_battle_proof_monster_still_ends_the_duel() -> None:
    """HX-859 (R-CALC-1, R-DMG-6, R-WIN-1, R-EFF-5): HX Stone Keeper (800; cannot be
    destroyed by battle); HX Battle Mourn (file 14).
    Setup: P1 turn 3 (Battle Phase) controls V4-1800. P2 (500 LP) controls the Keeper in
    Attack, Battle Mourn Set earlier.
    Actions: V4-1800 attacks the Keeper.
    Expected: the Keeper is not destroyed, but the 1000 damage is dealt: P2's LP reach 0
    and P1 wins at once; no battle-result window is opened."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(lp=500, monsters=[(KEEPER.name, ATK)], spells=[(MOURN.name, SET)]))
    attack(duel, "V4-1800", KEEPER.name)
    assert duel.is_over and duel.result is not None and duel.result.winner == 0
    assert duel.lp == [8000, 0] and duel.legal_actions() == []
    assert names(duel, 1, "mzone") == [KEEPER.name, "", ""]
    assert names(duel, 1, "szone")[0] == MOURN.name


# ============================================================ counting what was destroyed
def test_hx_860_a_purge_counts_despairacion_as_none_or_two_separate_pieces() -> None:
    """HX-860 (R-MAX-8, R-MAX-9, R-MAX-10, R-MAX-11, R-REQ-3, §20.1 Despairacion [L]):
    HX Purge Tally (Normal Spell: destroy all monsters your opponent controls; then gain
    500 LP for each monster destroyed this way).
    (a) P1 Maximum Summons Despairacion on turn 3; turn 4: P2 activates Purge Tally: in
    Maximum Mode it cannot be destroyed by the opponent's Spell effects: nothing is
    destroyed, P2 gains nothing.
    (b) P2 turn 4: P1 controls Despairacion [L] and [R] as two ordinary monsters: both are
    destroyed: P2 gains 1000 (9000)."""
    duel = build(p0=Side(hand=[DESP_L, DESP, DESP_R]), p1=Side(hand=[PURGE.name]))
    maximum(duel, DESP)
    settle(duel)
    to_turn(duel, 4)
    play(duel, PURGE.name, zone="s0")
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [DESP_L, DESP, DESP_R]
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == [PURGE.name]
    two = build(turn=4, tp=1, p0=Side(monsters=[(DESP_L, ATK), (DESP_R, ATK)]),
                p1=Side(hand=[PURGE.name]))
    play(two, PURGE.name, zone="s0")
    settle(two)
    assert names(two, 0, "mzone") == ["", "", ""]
    assert sorted(names(two, 0, "gy")) == sorted([DESP_L, DESP_R])
    assert two.lp == [8000, 9000]


def test_hx_861_a_mirror_tally_counts_two_and_the_sentry_attacks_after() -> None:
    """HX-861 (R-REQ-3, R-EFF-5, R-BATTLE-5, R-BATTLE-2, R-CALC-1): HX Mirror Tally (Trap:
    on an opponent's attack, destroy all your opponent's Attack Position monsters; then
    gain 300 LP for each destroyed); HX Iron Sentry (2000; cannot be destroyed by the
    opponent's Trap effects).
    Setup: P1 turn 3 (Battle Phase) controls the Sentry, V4-1800 and V2-500, all in
    Attack. P2 controls V4-1600, Mirror Tally Set earlier.
    Actions: V4-1800 attacks V4-1600; P2 activates Mirror Tally; the Sentry attacks
    V4-1600.
    Expected: V4-1800 and V2-500 are destroyed, the Sentry stays: P2 gains 600 (8600). The
    attacker left: no damage. The Sentry may still attack: P2 takes 400 (8200)."""
    duel = build(phase="battle", p0=Side(monsters=[(IRON.name, ATK), ("V4-1800", ATK),
                                                   ("V2-500", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(MIRROR_TALLY.name, SET)]))
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, MIRROR_TALLY.name, 1)
    settle(duel)
    assert duel.lp == [8000, 8600] and names(duel, 0, "mzone") == [IRON.name, "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1800", "V2-500"])
    idle(duel, "battle", 0)
    attack(duel, IRON.name, "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 8200]
    assert sorted(names(duel, 1, "gy")) == sorted([MIRROR_TALLY.name, "V4-1600"])


# ============================================================ Field Spells that protect
def test_hx_862_the_bulwark_covers_a_summon_later_but_not_a_face_down_monster() -> None:
    """HX-862 (R-FIELD-1, R-EFF-5, R-POS-4, R-TRAP-5, §20.5 Trap Hole, §20.5 Dark Hole):
    HX Bulwark Field (file 14: your face-up monsters cannot be destroyed by your
    opponent's card effects); FX-FLIPDOWN.
    Setup: P1 turn 3 has the Bulwark Field face-up; hand: V4-1800. P2 has Trap Hole (Rush)
    Set earlier; hand: FX-FLIPDOWN, Dark Hole (Rush).
    Actions: P1 Normal Summons V4-1800; P2 activates Trap Hole. Turn 4: P2 turns V4-1800
    face-down with FX-FLIPDOWN and activates Dark Hole.
    Expected: the Trap may be activated but destroys nothing: the Field Spell covers the
    new monster. Face-down, V4-1800 is no face-up monster: Dark Hole destroys it."""
    duel = build(p0=Side(hand=["V4-1800"], field_spell=(BULWARK.name, ATK)),
                 p1=Side(spells=[(TRAP_HOLE, SET)], hand=[FLIPDOWN, HOLE]))
    do(duel, f"summon {hid(duel, 'V4-1800', 0)} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TRAP_HOLE, 1)}
    trap(duel, TRAP_HOLE, 1)
    settle(duel)
    idle(duel, "main", 0)
    assert names(duel, 0, "mzone") == ["V4-1800", "", ""] and names(duel, 1, "gy") == [TRAP_HOLE]
    to_turn(duel, 4)
    play(duel, FLIPDOWN, zone="s0", picks=(mon(duel, "V4-1800", 0),))
    settle(duel)
    assert duel.pos[at(duel, "V4-1800", 0)] == SET
    play(duel, HOLE, zone="s1")
    settle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 0, "gy") == ["V4-1800"]
    assert duel.data[duel.fz[0]].name == BULWARK.name


def test_hx_863_type_change_beam_takes_blue_eyes_out_of_the_dragon_haven() -> None:
    """HX-863 (R-FIELD-1, R-CARD-2, R-REQ-3, R-EFF-5, §20.2 Type Change Beam, §20.5 Dark
    Hole): HX Dragon Haven (Field Spell: your face-up Dragons cannot be destroyed by your
    opponent's Spell effects).
    Setup: P1 turn 3. P2 controls Blue-Eyes White Dragon, V4-1600 and the Haven.
    (a) P1's hand: Dark Hole (Rush): V4-1600 is destroyed, Blue-Eyes stays.
    (b) P1's hand: Type Change Beam, V4-1400, Dark Hole: the Beam (revealing V4-1400)
    makes Blue-Eyes a Warrior this turn; the Haven no longer covers it: Dark Hole destroys
    both."""
    p1 = Side(monsters=[(BEWD, ATK), ("V4-1600", ATK)], field_spell=(HAVEN.name, ATK))
    duel = build(p0=Side(hand=[HOLE]), p1=p1)
    play(duel, HOLE, zone="s0")
    settle(duel)
    assert names(duel, 1, "mzone") == [BEWD, "", ""] and names(duel, 1, "gy") == ["V4-1600"]
    duel = build(p0=Side(hand=[TCB, "V4-1400", HOLE]), p1=p1)
    play(duel, TCB, zone="s0", picks=(hid(duel, "V4-1400", 0), mon(duel, BEWD, 1)))
    settle(duel)
    assert duel.race(at(duel, BEWD, 1)) == "Warrior"
    play(duel, HOLE, zone="s1")
    settle(duel)
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([BEWD, "V4-1600"])
    assert duel.data[duel.fz[1]].name == HAVEN.name


def test_hx_864_the_truce_field_spares_both_sides_and_a_new_field_replaces_only_mine() -> None:
    """HX-864 (R-FIELD-1, R-FIELD-2, R-ZONE-3, R-CALC-1): HX Truce Field (Field Spell:
    face-up monsters on the field cannot be destroyed by battle); FX-FIELD-C (+300 ATK to
    its controller's monsters).
    Setup: P1 turn 3 controls V4-1600 and V4-1400; hand: FX-FIELD-C. P2 controls V4-1800
    and the Truce Field.
    Actions: P1 activates FX-FIELD-C; V4-1600 (1900) attacks V4-1800; V4-1400 (1700)
    attacks V4-1800.
    Expected: FX-FIELD-C goes to P1's own Field Zone; P2's Truce Field stays. Nothing is
    destroyed either time, both damages are dealt: P2 takes 100, P1 takes 100."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], hand=[FIELD_C]),
                 p1=Side(monsters=[("V4-1800", ATK)], field_spell=(TRUCE.name, ATK)))
    do(duel, f"activate {hid(duel, FIELD_C, 0)} f")
    settle(duel)
    assert duel.data[duel.fz[0]].name == FIELD_C and duel.data[duel.fz[1]].name == TRUCE.name
    assert duel.atk(at(duel, "V4-1600", 0)) == 1900
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 7900]
    attack(duel, "V4-1400", "V4-1800")
    settle(duel)
    assert duel.lp == [7900, 7900]
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    assert names(duel, 1, "mzone") == ["V4-1800", "", ""]
    assert names(duel, 0, "gy") == [] and names(duel, 1, "gy") == []


# ============================================================ Equip Spells that protect
def test_hx_865_a_ward_mail_shed_by_a_face_down_turn_leaves_its_monster_to_battle() -> None:
    """HX-865 (R-EQUIP-1, R-EQUIP-4, R-POS-4, R-DMG-3, R-CALC-1, R-BATTLE-2): HX Ward Mail
    (Equip Spell: the equipped monster cannot be destroyed by battle); FX-FLIPDOWN.
    Setup: P1 turn 3 controls V4-1600 and V1-100; hand: the Ward Mail. P2 controls
    V4-1800; hand: FX-FLIPDOWN.
    Actions: the Mail on V4-1600; it attacks V4-1800; a second attack. Turn 4: P2's
    FX-FLIPDOWN on V4-1600; V4-1800 attacks it.
    Expected: V4-1600 stays, P1 takes 200 (7800); its second attack is refused. Face-down,
    it loses the Mail (to P1's GY); turned face-up (DEF 1000) it is destroyed, no damage."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)], hand=[WARD.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], hand=[FLIPDOWN]))
    v16 = mon(duel, "V4-1600", 0)
    play(duel, WARD.name, zone="s0", picks=(v16,))
    settle(duel)
    attack(duel, "V4-1600", "V4-1800")
    settle(duel)
    assert duel.lp == [7800, 8000] and names(duel, 0, "mzone")[0] == "V4-1600"
    idle(duel, "battle", 0)
    refused(duel, Action("attack", v16, target=mon(duel, "V4-1800", 1)))
    to_turn(duel, 4)
    play(duel, FLIPDOWN, zone="s0", picks=(v16,))
    settle(duel)
    assert duel.pos[at(duel, "V4-1600", 0)] == SET
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 0, "gy") == [WARD.name]
    attack(duel, "V4-1800", "V4-1600")
    settle(duel)
    assert duel.lp == [7800, 8000]
    assert names(duel, 0, "mzone") == ["", "V1-100", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([WARD.name, "V4-1600"])


def test_hx_866_a_dragon_scale_stays_on_a_blue_eyes_turned_warrior() -> None:
    """HX-866 (R-EQUIP-1, R-EQUIP-3, R-CARD-2, R-FIELD-1, §20.2 Type Change Beam, §20.5
    Dark Hole): HX Dragon Scale (Equip Spell: equip to 1 face-up Dragon you control; it
    cannot be destroyed by your opponent's card effects). Compare HX-863.
    Setup: on turn 2 P2 equips the Scale to its Blue-Eyes White Dragon; it also controls
    V4-1600. P1 turn 3; hand: Type Change Beam, V4-1400, Dark Hole (Rush).
    Actions: the Beam (revealing V4-1400) on Blue-Eyes; Dark Hole.
    Expected: Blue-Eyes is a Warrior this turn, but an Equip's condition is read only when
    equipped: the Scale stays and still protects it. Only V4-1600 is destroyed."""
    duel = build(turn=2, tp=1, p0=Side(hand=[TCB, "V4-1400", HOLE]),
                 p1=Side(monsters=[(BEWD, ATK), ("V4-1600", ATK)], hand=[SCALE.name]))
    play(duel, SCALE.name, zone="s0", picks=(mon(duel, BEWD, 1),))
    settle(duel)
    to_turn(duel, 3)
    play(duel, TCB, zone="s0", picks=(hid(duel, "V4-1400", 0), mon(duel, BEWD, 1)))
    settle(duel)
    assert duel.race(at(duel, BEWD, 1)) == "Warrior"
    assert names(duel, 1, "szone")[0] == SCALE.name
    play(duel, HOLE, zone="s1")
    settle(duel)
    assert names(duel, 1, "mzone") == [BEWD, "", ""] and names(duel, 1, "gy") == ["V4-1600"]
    assert names(duel, 1, "szone")[0] == SCALE.name


# ============================================================ protected from what
def test_hx_867_a_loyal_guard_shrugs_off_the_armor_but_loses_the_battle() -> None:
    """HX-867 (R-EFF-5, R-BATTLE-5, R-CALC-1, R-TRAP-7, §20.3 Sakuretsu Armor: destroy the
    attacking monster): HX Loyal Guard (1200; cannot be destroyed by the opponent's card
    effects).
    Setup: P1 turn 3 (Battle Phase) controls the Loyal Guard. P2 controls V4-1400,
    Sakuretsu Armor (Rush) Set earlier.
    Actions: the Guard attacks V4-1400; P2 activates the Armor.
    Expected: the Armor destroys nothing; the attacker is still there: the battle goes on.
    Battle is no card effect: 1200 vs 1400, the Guard is destroyed, P1 takes 200."""
    duel = build(phase="battle", p0=Side(monsters=[(LOYAL.name, ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[(ARMOR, SET)]))
    attack(duel, LOYAL.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, ARMOR, 1)
    settle(duel)
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [LOYAL.name]
    assert names(duel, 1, "mzone") == ["V4-1400", "", ""] and names(duel, 1, "gy") == [ARMOR]


def test_hx_868_sevens_road_protection_does_not_stop_a_battle() -> None:
    """HX-868 (R-CALC-1, R-CALC-6, R-BATTLE-3, R-TRAP-4, §20.3 Sevens Road Protection:
    your face-up DARK Spellcasters cannot be destroyed by the opponent's card effects this
    turn).
    Setup: P1 turn 3 controls Blue-Eyes White Dragon; hand: V4-1800. P2 controls Sevens
    Road Magician, Protection Set earlier; P2's GY is empty.
    Actions: P1 Normal Summons V4-1800; P2 activates Protection; Blue-Eyes attacks the
    Magician; V4-1800 attacks.
    Expected: no position change is offered (no Magician in P2's GY). Battle is not a card
    effect: the Magician is destroyed, P2 takes 900. P2 then controls no monsters: V4-1800
    attacks directly: P2 takes 1800 (5300)."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=["V4-1800"]),
                 p1=Side(monsters=[(SRM, ATK)], spells=[(PROTECTION, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800', 0)} z1")
    window_for(duel, 1)
    trap(duel, PROTECTION, 1)
    assert asked(duel) != "yesno"
    settle(duel)
    assert duel.pos[at(duel, "V4-1800", 0)] == ATK
    attack(duel, BEWD, SRM)
    settle(duel)
    assert duel.lp == [8000, 7100] and names(duel, 1, "gy") == [PROTECTION, SRM]
    v18 = mon(duel, "V4-1800", 0)
    assert Action("attack", v18, target=DIRECT) in duel.legal_actions()
    attack(duel, "V4-1800")
    settle(duel)
    assert duel.lp == [8000, 5300]


def test_hx_869_pieces_alone_overlord_falls_to_torrential_despairacion_left_does_not() -> None:
    """HX-869 (R-MAX-10, R-MAX-11, R-EFF-5, R-TRAP-5, §20.1 Overlord (center): protected
    from the opponent's Traps in Maximum Mode only; Despairacion [L]: protected from the
    opponent's Traps with no such condition; §20.3 Torrential Tribute).
    Setup: P1 turn 3 controls the Overlord center piece and Despairacion [L] as two
    ordinary monsters; hand: V4-1600. P2 has Torrential Tribute (Rush) Set earlier.
    Actions: P1 Normal Summons V4-1600; P2 activates Torrential Tribute.
    Expected: the Overlord (not in Maximum Mode) and V4-1600 are destroyed; [L] stays."""
    duel = build(p0=Side(monsters=[(OVL, ATK), (DESP_L, ATK)], hand=["V4-1600"]),
                 p1=Side(spells=[(TORRENT, SET)]))
    assert not duel.maxm[0]
    do(duel, f"summon {hid(duel, 'V4-1600', 0)} z2")
    window_for(duel, 1)
    trap(duel, TORRENT, 1)
    settle(duel)
    assert names(duel, 0, "mzone") == ["", DESP_L, ""]
    assert sorted(names(duel, 0, "gy")) == sorted([OVL, "V4-1600"])


def test_hx_870_despairacions_effect_destroys_the_trap_proof_overlord_as_one() -> None:
    """HX-870 (R-MAX-5, R-MAX-8, R-MAX-9, R-REQ-1, R-EFF-2, R-BATTLE-3, §20.1 Despairacion
    (center): send 2 Maximum Monsters from your hand; destroy 1 card the opponent
    controls; then, in Maximum Mode, draw 2; Overlord (center): protected from the
    opponent's Traps only).
    Setup: P2 Maximum Summoned the Overlord on turn 2. P1 turn 3; hand: the three
    Despairacion pieces, Overlord [L] and [R].
    Actions: P1 Maximum Summons Despairacion and activates the center's effect; then
    Despairacion attacks.
    Expected: the cost takes the two Overlord pieces; the Overlord is one card to choose
    and a monster effect is no Trap: all three pieces go to P2's GY. P1 draws 2 (3 cards
    in hand). P2 controls no monster: the direct attack deals 4000."""
    duel = p2_maximum(OVL, Side(hand=[DESP_L, DESP, DESP_R, OVL_L, OVL_R]))
    maximum(duel, DESP)
    settle(duel)
    theirs = mon(duel, OVL, 1)
    do(duel, f"activate {mon(duel, DESP, 0)}")
    if asked(duel) == "pick" and theirs in picks(duel):
        assert picks(duel) == {theirs}
    answer(duel, picks=(theirs,))
    settle(duel)
    assert not duel.maxm[1] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([OVL_L, OVL, OVL_R])
    assert sorted(names(duel, 0, "gy")) == sorted([OVL_L, OVL_R])
    assert len(names(duel, 0, "hand")) == 3
    attack(duel, DESP)
    settle(duel)
    assert duel.lp == [8000, 4000]


# ============================================================ windows around protection
def test_hx_871_the_turn_players_torrential_after_a_sanctuary_ends_the_attack() -> None:
    """HX-871 (R-TRAP-4, R-TRAP-6, R-BATTLE-5, R-REPLAY-1, §20.3 Torrential Tribute): HX
    Sanctuary Call (Trap: on an opponent's attack, Special Summon 1 Level 4 or lower
    monster from your hand in Defense; it cannot be destroyed by card effects this turn).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon, Torrential Tribute
    (Rush) Set earlier. P2 controls V4-1600; hand: V4-WALL; Sanctuary Call Set earlier.
    Actions: Blue-Eyes attacks V4-1600; P2 activates Sanctuary Call (V4-WALL); P1
    activates Torrential Tribute.
    Expected: the new window holds P2's Special Summon: P2 has nothing, then P1 may use
    Torrential. Blue-Eyes and V4-1600 are destroyed, V4-WALL stays. The attacker left:
    the attack ends with no replay and no damage."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK)], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V4-WALL"],
                         spells=[(SANCTUARY.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, SANCTUARY.name, 1)
    answer(duel)
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    assert asked(duel) != "replay"
    settle(duel)
    assert asked(duel) != "replay" and duel.lp == [8000, 8000]
    assert names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([BEWD, TORRENT])
    assert names(duel, 1, "mzone") == ["", "V4-WALL", ""]
    assert duel.pos[at(duel, "V4-WALL", 1)] == DEF
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", SANCTUARY.name])


def test_hx_872_a_last_guard_from_the_battle_result_window_shields_the_next() -> None:
    """HX-872 (R-DMG-5, R-TRAP-5, R-CALC-1, R-EFF-6): HX Last Guard (Trap: when a monster
    you control is destroyed by your opponent's attack, your monsters cannot be destroyed
    by battle this turn).
    Setup: P1 turn 3 (Battle Phase) controls Blue-Eyes White Dragon and V4-1800. P2
    controls V4-1400 and V4-1600, Last Guard Set earlier.
    Actions: Blue-Eyes attacks V4-1400; P2 activates Last Guard; V4-1800 attacks V4-1600.
    Expected: V4-1400 is destroyed, P2 takes 1600; the battle-result window offers Last
    Guard. V4-1600 then survives, but P2 takes 200 (6200)."""
    duel = build(phase="battle", p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK), ("V4-1600", ATK)],
                         spells=[(LAST_GUARD.name, SET)]))
    attack(duel, BEWD, "V4-1400")
    assert duel.lp == [8000, 6400]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LAST_GUARD.name, 1)}
    trap(duel, LAST_GUARD.name, 1)
    settle(duel)
    attack(duel, "V4-1800", "V4-1600")
    settle(duel)
    assert duel.lp == [8000, 6200] and names(duel, 1, "mzone") == ["", "V4-1600", ""]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1400", LAST_GUARD.name])


def test_hx_873_keepers_tie_destroys_nothing_the_plain_tie_wakes_the_mourn() -> None:
    """HX-873 (R-CALC-2, R-EFF-5, R-DMG-5, R-TRAP-5, R-BATTLE-2): HX Stone Keeper (800;
    cannot be destroyed by battle); HX Battle Mourn (file 14: a monster you control is
    destroyed by your opponent's attack: gain 1000 LP).
    Setup: P1 turn 3 (Battle Phase) and P2 each control a Keeper and V4-1600 in Attack;
    P2 has Battle Mourn Set earlier.
    Actions: P1's Keeper attacks P2's Keeper; P1's V4-1600 attacks P2's V4-1600.
    Expected: the first tie destroys neither (both protected), no damage, P2 is not asked;
    the Keeper's second attack is refused. The second tie destroys both V4-1600: P2 may
    use Battle Mourn (9000)."""
    side = Side(monsters=[(KEEPER.name, ATK), ("V4-1600", ATK)])
    duel = build(phase="battle", p0=side,
                 p1=Side(monsters=[(KEEPER.name, ATK), ("V4-1600", ATK)],
                         spells=[(MOURN.name, SET)]))
    mine = mon(duel, KEEPER.name, 0)
    attack(duel, KEEPER.name, KEEPER.name)
    idle(duel, "battle", 0)
    assert duel.lp == [8000, 8000] and names(duel, 1, "gy") == []
    assert names(duel, 0, "mzone")[0] == KEEPER.name and names(duel, 1, "mzone")[0] == KEEPER.name
    refused(duel, Action("attack", mine, target=mon(duel, "V4-1600", 1)))
    attack(duel, "V4-1600", "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, MOURN.name, 1)}
    trap(duel, MOURN.name, 1)
    settle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 0, "gy") == ["V4-1600"]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", MOURN.name])


def test_hx_874_a_bounce_is_no_destruction_for_the_protected_overlord() -> None:
    """HX-874 (R-MAX-2, R-MAX-5, R-MAX-8, R-TRAP-5, §20.5 Compulsory Evacuation Device:
    return 1 monster on the field to its owner's hand; §20.1 Overlord center).
    Setup: P1 turn 3; hand: the three Overlord pieces. P2 controls V4-1800, Compulsory
    Evacuation Device (Rush) Set earlier.
    Actions: P1 Maximum Summons; P2 activates the Device on the Overlord; P1 Maximum
    Summons again.
    Expected: the choice is the Overlord (one monster) or V4-1800. Its protection is only
    against destruction: all three pieces return to P1's hand. A second Maximum Summon
    the same turn is legal."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(CED, SET)]))
    maximum(duel)
    window_for(duel, 1)
    trap(duel, CED, 1)
    center = mon(duel, OVL, 0)
    assert picks(duel) == {center, mon(duel, "V4-1800", 1)}
    answer(duel, picks=(center,))
    settle(duel)
    assert not duel.maxm[0] and names(duel, 0, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "hand")) == sorted([OVL_L, OVL, OVL_R])
    assert names(duel, 0, "gy") == []
    maximum(duel)
    settle(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == [OVL_L, OVL, OVL_R]


def test_hx_875_a_turtle_call_is_no_replay_and_piercing_damage_still_lands() -> None:
    """HX-875 (R-REPLAY-5, R-CALC-5, R-DMG-4, R-TRAP-5, §20.2 Jointech Rush Horn): HX
    Turtle Call (Trap: on an opponent's attack, change the attack target to face-up
    Defense; it cannot be destroyed by battle this turn).
    Setup: P1 turn 3 controls Jointech Rex; hand: Rush Horn. P2 controls V4-1600 (DEF
    1000), Turtle Call Set earlier.
    Actions: Rush Horn on Rex (2800, piercing); Rex attacks V4-1600; P2 activates Turtle
    Call.
    Expected: a position change is no replay: the battle goes on against DEF 1000.
    V4-1600 is not destroyed, but the piercing damage is dealt: P2 takes 1800 (6200)."""
    duel = build(p0=Side(monsters=[(REX, ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(TURTLE.name, SET)]))
    play(duel, HORN, zone="s0", picks=(mon(duel, REX, 0),))
    settle(duel)
    attack(duel, REX, "V4-1600")
    window_for(duel, 1)
    trap(duel, TURTLE.name, 1)
    assert asked(duel) != "replay"
    settle(duel)
    assert duel.lp == [8000, 6200]
    assert names(duel, 1, "mzone") == ["V4-1600", "", ""]
    assert duel.pos[at(duel, "V4-1600", 1)] == DEF


def test_hx_876_dragonic_pressure_counts_one_and_the_encounter_answers_its_summon() -> None:
    """HX-876 (R-REQ-2, R-REQ-3, R-EFF-5, R-TRAP-3, R-TRAP-5, §20.2 Dragonic Pressure,
    §20.3 RB Dragophone and Dragon Encounter): HX Warded Idol (file 14: cannot be
    destroyed by card effects).
    Setup: P1 turn 3 controls the Warded Idol; hand: Dragonic Pressure, Innocent Fadrawl,
    Blue-Fang Burst Dragon, Red-Boot Boost Dragon. P2 controls V4-1600; hand: Blue-Eyes
    White Dragon; RB Dragophone and Dragon Encounter Set earlier.
    Actions: Dragonic Pressure; P1 Special Summons Fadrawl; P2 activates Dragon Encounter.
    Expected: only V4-1600 is destroyed (the Idol stays), so the summon may follow:
    Fadrawl in Defense beside the Idol. The window holds a Warrior destroyed and P1's
    Special Summon: only Dragon Encounter is offered; P2 summons Blue-Eyes."""
    duel = build(p0=Side(monsters=[(WARDED.name, ATK)],
                         hand=[PRESSURE, FADRAWL, BLUE_FANG, RED_BOOT]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=[BEWD],
                         spells=[(DRAGOPHONE, SET), (ENCOUNTER, SET)]))
    do(duel, f"activate {hid(duel, PRESSURE, 0)} s0")
    assert asked(duel) == "yesno"
    answer(duel, yes=True, pos="def")
    assert names(duel, 0, "mzone")[0] == WARDED.name
    assert duel.pos[at(duel, FADRAWL, 0)] == DEF
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER, 1)
    answer(duel, pos="atk")
    settle(duel)
    assert [n for n in names(duel, 1, "mzone") if n] == [BEWD]
    assert names(duel, 1, "gy")[0] == "V4-1600" and names(duel, 1, "szone")[0] == DRAGOPHONE
    assert sorted(names(duel, 0, "gy")) == sorted([BLUE_FANG, RED_BOOT, PRESSURE])
