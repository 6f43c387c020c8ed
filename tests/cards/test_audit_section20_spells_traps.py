"""Audit of the real cards of RULES.md section 20 against their facts, their paraphrased
effects and the general rules (Requirements, costs, once per turn, Trap timing, names,
Maximum pieces as one monster): the Spells and Traps.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action

from ..engine.util import do, find, names
from .helpers import at_window, code_of, moves, mzone, no_activation, refused
from .section20_util import (
    BEAM,
    BEUD,
    BEWD,
    BOOT,
    CED,
    CYBER,
    DESP,
    DESP_L,
    DM,
    ENCOUNTER,
    F2,
    FADRAWL,
    FANG,
    FUSION,
    HOLE,
    HORN,
    MIRROR,
    OVL,
    PHONE,
    POLY,
    PRESSURE,
    REBORN,
    RUIN,
    SAKURETSU,
    SKULL,
    SRM,
    SRP,
    TORRENT,
    TRAP_HOLE,
    drain,
    end_turn,
    fid,
    hid,
    opponent_in_maximum_mode,
    picks,
)
from .util import Side, build


# ======================================================================== spells
def test_monster_reborn_face_up_only_and_the_revived_monster_returns_to_its_owner() -> None:
    """Monster Reborn (Rush) and Compulsory Evacuation Device (Rush) (R-MAIN-4, R-TRAP-5,
    R-REQ-2): the revived monster is face-up Attack or Defense (no Set choice), on the
    activating player's field; the Device, after the Spell resolved, returns it to its
    *owner's* hand."""
    duel = build(p0=Side(hand=[REBORN]), p1=Side(gy=[DM], spells=[(CED, SET)]))
    do(duel, f"activate {hid(duel, REBORN)} s0")
    assert duel.request.kind == "position"
    assert set(duel.legal_actions()) == {Action.parse("choose atk"), Action.parse("choose def")}
    do(duel, "choose def")
    dm = fid(duel, DM, 0)
    assert duel.pos[duel.inst(dm)] == DEF and duel.owner[duel.inst(dm)] == 1
    at_window(duel, 1)
    do(duel, f"activate {find(duel, CED, 1, 'szone')}")
    assert names(duel, 1, "hand") == [DM] and names(duel, 0, "hand") == []
    assert names(duel, 0, "gy") == [REBORN] and names(duel, 1, "gy") == [CED]


def test_fusion_and_polymerization_cannot_use_the_opponents_monsters() -> None:
    """Fusion and Polymerization (Rush) (R-FUS-2, R-FUS-3): materials are monsters *you*
    control (Fusion: face-up; Polymerization: also your hand); the opponent's face-up
    monster never completes the set."""
    duel = build(p0=Side(hand=[FUSION], monsters=[(BEWD, ATK), (BEWD, ATK)], extra=[BEUD]),
                 p1=Side(monsters=[(BEWD, ATK)]))
    refused(duel, f"activate {hid(duel, FUSION)} s0")
    duel = build(p0=Side(hand=[POLY, "V4-1600"], extra=[F2]), p1=Side(monsters=[("V4-1400", ATK)]))
    refused(duel, f"activate {hid(duel, POLY)} s0")


def test_dragonic_pressure_offers_no_revival_when_nothing_was_destroyed() -> None:
    """Dragonic Pressure (R-REQ-1, R-REQ-2, R-MAX-9): the cost (3 Dragons, two of them
    Level 4) is paid; the only monster on the field is the opponent's Maximum Mode
    Despairacion, which the opponent's Spell cannot destroy: none destroyed, so no
    "you may Special Summon" question, although Level 4 Dragons are in the GY."""
    duel = opponent_in_maximum_mode(
        p1=Side(hand=[PRESSURE, "V4-1500", "V4-1500", "V8-3000"]), center=DESP)
    events = do(duel, f"activate {hid(duel, PRESSURE, 1)} s0")
    assert len(moves(events, "hand", "gy", "cost")) == 3
    assert not moves(events, "mzone", "gy")
    assert duel.request.kind == "main"
    assert duel.maxm[0] and duel.monsters(1) == []
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1500", "V4-1500", "V8-3000", PRESSURE])


def test_dragonic_pressure_revives_only_from_your_own_gy() -> None:
    """Dragonic Pressure (R-REQ-1): the Level 4 or lower Dragon comes from *your* GY. The
    opponent's Innocent Fadrawl destroyed by it lies in the opponent's GY and is not
    offered; the cost Dragons are Level 7-8: no question."""
    duel = build(p0=Side(hand=[PRESSURE, BEWD, "V8-3000", FANG]),
                 p1=Side(monsters=[(FADRAWL, ATK)]))
    events = do(duel, f"activate {hid(duel, PRESSURE)} s0")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of(FADRAWL)]
    assert duel.request.kind == "main" and duel.monsters(0) == [] and duel.monsters(1) == []
    assert names(duel, 1, "gy") == [FADRAWL]


def test_type_change_beam_up_to_3_and_a_maximum_monster_is_one_choice() -> None:
    """Type Change Beam (R-REQ-3, R-MAX-5, R-MAX-6, R-CARD-2): the opponent's Maximum Mode
    Overlord is offered once (not its three pieces); "up to 3": finishing after 1 is
    allowed, a card picked is not offered again, and after 3 the choice ends. The whole
    Maximum monster becomes a Dragon this turn."""
    duel = opponent_in_maximum_mode(p1=Side(
        hand=[BEAM, "V4-1500"],
        monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1800", DEF)]))
    do(duel, f"activate {hid(duel, BEAM, 1)} s0")
    if duel.request.kind == "pick" and hid(duel, "V4-1500", 1) in picks(duel):  # reveal
        do(duel, f"pick {hid(duel, 'V4-1500', 1)}")
    center = fid(duel, OVL, 0)
    assert picks(duel) == {center, fid(duel, "V4-1600", 1), fid(duel, "V4-1400", 1),
                           fid(duel, "V4-1800", 1)}
    do(duel, f"pick {center}")
    assert center not in picks(duel) and Action("finish") in duel.legal_actions()
    do(duel, f"pick {fid(duel, 'V4-1600', 1)}")
    do(duel, f"pick {fid(duel, 'V4-1400', 1)}")
    assert duel.request.kind == "main"
    assert [duel.race(i) for i in duel.mz[0]] == ["Dragon"] * 3
    assert duel.race(mzone(duel, 1, "V4-1800")) == "Warrior"
    end_turn(duel)
    assert [duel.race(i) for i in duel.mz[0]] == ["Machine"] * 3


def test_jointech_rush_horn_equips_a_monster_made_a_machine_and_stays() -> None:
    """Jointech Rush Horn with Type Change Beam (R-EQUIP-1, R-EQUIP-3, R-CARD-2): the
    Machine condition is checked when equipping: refused for a Warrior, allowed once Type
    Change Beam (revealing Cyber Dragon) made it a Machine; when the Type change ends the
    Horn stays and keeps its 300 ATK."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[HORN, BEAM, CYBER]))
    refused(duel, f"activate {hid(duel, HORN)} s0")
    do(duel, f"activate {hid(duel, BEAM)} s0")
    if duel.request.kind == "pick":
        do(duel, f"pick {fid(duel, 'V4-1600')}")
    v = mzone(duel, 0, "V4-1600")
    assert duel.race(v) == "Machine"
    do(duel, f"activate {hid(duel, HORN)} s1")
    horn = duel.inst(find(duel, HORN, 0, "szone"))
    assert duel.equip[horn] == duel.oid[v] and duel.atk(v) == 1900
    end_turn(duel)
    assert duel.race(v) == "Warrior"
    assert names(duel, 0, "szone")[1] == HORN and duel.equip[horn] == duel.oid[v]
    assert duel.atk(v) == 1900


# ========================================================================= traps
def test_mirror_force_destroys_only_the_attackers_attack_position_monsters() -> None:
    """Mirror Force (Rush) (R-TRAP-5): "all of the opponent's Attack Position monsters":
    the attacker's Defense and face-down monsters stay, and so does its controller's own
    Attack Position monster; the attack ends with its attacker."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", DEF), ("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-1500", ATK)], spells=[(MIRROR, SET)]))
    do(duel, f"attack {fid(duel, 'V4-1600')} -> {fid(duel, 'V4-1500', 1)}")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, MIRROR, 1, 'szone')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of("V4-1600")]
    assert names(duel, 0, "mzone") == ["", "V4-1800", "V4-1400"]
    assert names(duel, 1, "mzone") == ["V4-1500", "", ""] and duel.lp == [8000, 8000]


def test_widespread_ruin_destroys_nothing_if_the_highest_is_guarded() -> None:
    """Widespread Ruin (Rush) (R-REQ-3): it destroys the opponent's Attack Position monster
    with the *highest* ATK; that is Despairacion [L] (2300), guarded against Traps, so
    nothing is destroyed (the 1800 monster is not the highest) and the attack goes on."""
    duel = build(phase="battle", p0=Side(monsters=[(DESP_L, ATK), ("V4-1800", ATK)]),
                 p1=Side(spells=[(RUIN, SET)]))
    do(duel, f"attack {fid(duel, 'V4-1800')} -> direct")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, RUIN, 1, 'szone')}")
    assert not moves(events, "mzone", "gy")
    assert names(duel, 0, "mzone") == [DESP_L, "V4-1800", ""] and duel.lp == [8000, 6200]


def test_widespread_ruin_with_a_tie_its_controller_chooses_one() -> None:
    """Widespread Ruin (Rush) (R-REQ-3): two Attack Position monsters share the highest ATK:
    the Trap's controller chooses which one (exactly one; no finishing with none), and
    only that one is destroyed; the lower one is never offered."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[(RUIN, SET)]))
    first, second = find(duel, "V4-1600", 0, "mzone", 0), find(duel, "V4-1600", 0, "mzone", 1)
    do(duel, f"attack {fid(duel, 'V4-1400')} -> direct")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, RUIN, 1, 'szone')}")
    assert duel.request.kind == "pick" and duel.current_player == 1
    assert set(duel.legal_actions()) == {Action("pick", first), Action("pick", second)}
    events = do(duel, f"pick {second}")
    assert [e.old for e in moves(events, "mzone", "gy", "destroy")] == [second]
    assert names(duel, 0, "mzone") == ["V4-1600", "", "V4-1400"] and duel.lp == [8000, 6600]


def test_torrential_tribute_answers_a_fusion_summon() -> None:
    """Torrential Tribute (Rush) (R-FUS-5, R-TRAP-5): a Fusion Summon is a Special Summon;
    in its window the opponent destroys every monster, its own Defense monster too."""
    duel = build(p0=Side(hand=[POLY, "V4-1400"], monsters=[("V4-1600", ATK)], extra=[F2]),
                 p1=Side(monsters=[(DM, DEF)], spells=[(TORRENT, SET)]))
    do(duel, f"activate {hid(duel, POLY)} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {sorted(picks(duel))[0]}")
    do(duel, "choose atk")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, TORRENT, 1, 'szone')}")
    assert sorted(e.code for e in moves(events, "mzone", "gy", "destroy")) == sorted(
        code_of(n) for n in (F2, DM))
    assert duel.monsters(0) == [] and duel.monsters(1) == []


def test_trap_hole_answers_a_tribute_summon() -> None:
    """Trap Hole (Rush) (R-MAIN-3, R-TRAP-5): a Tribute Summon is a Normal Summon; the
    2500 ATK Summoned Skull is destroyed, and its Tribute stays in the GY."""
    duel = build(p0=Side(hand=[SKULL], monsters=[("V4-1600", ATK)]),
                 p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"summon {hid(duel, SKULL)} z0")
    at_window(duel, 1)
    events = do(duel, f"activate {find(duel, TRAP_HOLE, 1, 'szone')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of(SKULL)]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", SKULL])


def test_sevens_road_protection_reads_the_magician_in_your_own_gy_only() -> None:
    """Sevens Road Protection (R-REQ-1): the position change needs "Sevens Road Magician"
    in *your* GY; one in the opponent's GY gives no question. The protection still
    applies, to its controller's *face-up* DARK Spellcasters only: the opponent's Dark Hole
    leaves Dark Magician and destroys the opponent's own DARK Spellcaster and the
    protector's face-down one."""
    duel = build(p0=Side(hand=["V4-1800", HOLE], gy=[SRM], monsters=[("V7-2500", ATK)]),
                 p1=Side(spells=[(SRP, SET)], monsters=[(DM, ATK), ("V7-2500", SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, SRP, 1, 'szone')}")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert duel.pos[mzone(duel, 0, "V4-1800")] == ATK
    do(duel, f"activate {hid(duel, HOLE)} s0")
    assert names(duel, 1, "mzone") == [DM, "", ""]  # only its controller's are guarded,
    assert names(duel, 1, "gy") == [SRP, "V7-2500"]  # and only the face-up ones
    assert sorted(names(duel, 0, "gy")) == sorted([SRM, "V7-2500", "V4-1800", HOLE])


def test_sevens_road_protection_not_against_battle_and_only_this_turn() -> None:
    """Sevens Road Protection (R-EFF-6, R-CALC-1): the guard is against the opponent's card
    effects: a protected DARK Spellcaster is still destroyed by battle; and it lasts only
    this turn: on the next turn the opponent's Mirror Force destroys Dark Magician."""
    duel = build(p0=Side(hand=["V4-1800"], monsters=[(BEWD, ATK)], spells=[(MIRROR, SET)]),
                 p1=Side(spells=[(SRP, SET)], monsters=[(DM, ATK), ("V7-2500", ATK)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, SRP, 1, 'szone')}")
    do(duel, "battle")
    do(duel, f"attack {fid(duel, BEWD)} -> {fid(duel, 'V7-2500', 1)}")
    drain(duel)
    assert names(duel, 1, "gy") == [SRP, "V7-2500"] and duel.lp == [8000, 7500]
    do(duel, "end")
    drain(duel)
    assert duel.tp == 1 and duel.turn == 4
    do(duel, "battle")
    do(duel, f"attack {fid(duel, DM, 1)} -> {fid(duel, 'V4-1800')}")
    at_window(duel, 0)
    events = do(duel, f"activate {find(duel, MIRROR, 0, 'szone')}")
    assert [e.code for e in moves(events, "mzone", "gy", "destroy")] == [code_of(DM)]
    assert duel.monsters(1) == []


def test_sevens_road_protection_needs_its_controllers_own_dark_spellcaster() -> None:
    """Sevens Road Protection (R-REQ-1, R-TRAP-5): "you must control a face-up DARK
    Spellcaster". The summoning opponent's face-up Dark Magician does not count: with only
    a Warrior of its own, the Trap's controller is not offered it."""
    duel = build(p0=Side(hand=["V4-1800"], monsters=[(DM, ATK)]),
                 p1=Side(spells=[(SRP, SET)], monsters=[("V4-1600", ATK)], gy=[SRM]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z1")
    assert duel.request.kind == "main" and duel.current_player == 0
    no_activation(duel, find(duel, SRP, 1, "szone"))
    assert names(duel, 1, "szone") == [SRP, "", ""]

def test_rb_dragophone_may_revive_a_dragon_it_just_milled() -> None:
    """RB Dragophone (R-REQ-2): "mill 2; then, if you control no monsters, you may Special
    Summon": the GY is read after the mill, so a Blue-Fang Burst Dragon milled by it is
    offered."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(spells=[(PHONE, SET)], monsters=[("V4-1500", ATK)],
                         deck=[FANG, "V1-100", "V2-500"]))
    do(duel, f"attack {fid(duel, 'V4-1800')} -> {fid(duel, 'V4-1500', 1)}")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, PHONE, 1, 'szone')}")
    assert duel.request.kind == "yesno"
    do(duel, "yes")
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, FANG, 1, 'gy')}")
    do(duel, "choose def")
    assert names(duel, 1, "mzone") == [FANG, "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1500", "V1-100", PHONE])


def test_rb_dragophone_answers_the_opponents_trap_in_the_turn_players_own_battle() -> None:
    """RB Dragophone (R-TRAP-4, R-TRAP-6): the turn player's attacking Dragon is destroyed by
    the opponent's Sakuretsu Armor (a card effect of the opponent). In the new window the
    non-turn player has nothing, so the turn player activates RB Dragophone: mill 2, then
    (no monster left) Special Summon Red-Boot Boost Dragon from the GY."""
    duel = build(phase="battle",
                 p0=Side(monsters=[("V8-3000", ATK)], spells=[(PHONE, SET)], gy=[BOOT],
                         deck=["V1-100", "V2-500", "V3-1000"]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(SAKURETSU, SET)]))
    do(duel, f"attack {fid(duel, 'V8-3000')} -> {fid(duel, 'V4-1600', 1)}")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, SAKURETSU, 1, 'szone')}")
    at_window(duel, 0)
    events = do(duel, f"activate {find(duel, PHONE, 0, 'szone')}")
    assert [e.code for e in moves(events, "deck", "gy")] == [code_of("V1-100"), code_of("V2-500")]
    do(duel, "yes")
    do(duel, "choose atk")
    assert names(duel, 0, "mzone") == [BOOT, "", ""]
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone") == ["V4-1600", "", ""]


def test_rb_dragophone_revives_only_from_your_own_gy() -> None:
    """RB Dragophone (R-REQ-1): the Blue-Fang Burst Dragon must be in *your* GY: one in the
    opponent's GY is not offered, so after the mill no question is asked."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                                         gy=[FANG]),
                 p1=Side(spells=[(PHONE, SET)], monsters=[("V4-1500", ATK)],
                         deck=["V1-100", "V2-500", "V3-1000"]))
    do(duel, f"attack {fid(duel, 'V4-1800')} -> {fid(duel, 'V4-1500', 1)}")
    at_window(duel, 1)
    do(duel, f"activate {find(duel, PHONE, 1, 'szone')}")
    assert duel.request.kind == "battle" and duel.monsters(1) == []
    assert names(duel, 0, "gy") == [FANG]


def test_dragon_encounter_needs_a_free_monster_zone() -> None:
    """Dragon Encounter (R-ZONE-5, R-TRAP-5): with its controller's three Monster Zones full
    the Dragon in the hand cannot be Special Summoned, so the Trap is not offered."""
    duel = build(p0=Side(hand=["V4-1600"]),
                 p1=Side(monsters=[("V1-100", ATK), ("V1-100", ATK), ("V1-100", SET)],
                         spells=[(ENCOUNTER, SET)], hand=["V4-1500"]))
    do(duel, f"summon {hid(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main" and duel.current_player == 0
    no_activation(duel, find(duel, ENCOUNTER, 1, "szone"))
