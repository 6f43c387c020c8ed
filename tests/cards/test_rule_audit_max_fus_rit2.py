"""Rule audit, round 3: Maximum (R-MAX), Fusion (R-FUS) and Ritual (R-RIT) read rule by
rule and met with the rest of RULES.md: battles and replays a Maximum monster takes part
in, real cards that read its Level or count monsters, costs and moves that take all three
pieces, Contact Fusion with a borrowed material, revivals, Ritual sets and zones.

Each test names its rule ids. Real cards and the section 19 fixtures; throwaway T- cards
(names and plain effects only) where no real card has the needed effect.
"""

from __future__ import annotations

from typing import Any

import pytest

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel, Event
from rushdesk.engine.effects.ops import Damage, LevelOf, SendCost, ToDeck
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.fusion import RitualSummon
from rushdesk.engine.scenario import scenario
from rushdesk.engine.stats import MOD_ATK, MOD_ATTACK_ALL

from ..engine.util import do, find, names
from .helpers import hid, play, refused, settle
from .util import POOL, Side

OVL = "Supreme Machine Magnum Overlord"
OVL_PIECES = [f"{OVL} [L]", OVL, f"{OVL} [R]"]
DESP = "Doomblaze Fiend Overlord Despairacion"
DESP_PIECES = [f"{DESP} [L]", DESP, f"{DESP} [R]"]
BEWD = "Blue-Eyes White Dragon (Rush)"
POLY, FUSION, F2 = "Polymerization (Rush)", "Fusion", "FX-FUSION-2"
REBORN, HOLE = "Monster Reborn (Rush)", "Dark Hole (Rush)"
RECIPE, BURGER = "Hamburger Fast Recipe", "Hungry Burger (Rush)"
TORRENT, TRAP_HOLE = "Torrential Tribute (Rush)", "Trap Hole (Rush)"
CED = "Compulsory Evacuation Device (Rush)"
HORN, BEAM, MOUNTAIN = "Jointech Rush Horn", "Type Change Beam", "Mountain (Rush)"
SKULL, REX = "Summoned Skull (Rush)", "Jointech Rex"

_codes = iter(range(959_300_001, 959_300_100))


def _spell(name: str, *ops: Any, **effect: Any) -> CardData:
    return CardData(next(_codes), name, CardType.SPELL,
                    behaviour=CardScript(Effect(kind="spell", ops=ops, **effect)))


AUDIT_POOL = POOL.merged([
    # "Place 1 monster on the field on the bottom of its owner's Deck" (an imported
    # "banish", R-CARD-3)
    _spell("T-TO-BOTTOM", ToDeck(Sel(who="any"), where="bottom")),
    # "Requirement: send 1 face-up monster you control to the GY. Effect: your opponent
    # takes 100 damage times the Level of the monster sent"
    _spell("T-OFFERING", Damage(LevelOf(100, "sent")), costs=(SendCost(Sel(face="up")),)),
    # A Ritual Spell for "Hungry Burger" (Level 6) taking materials from the hand or field
    _spell("T-RITE-HAND", RitualSummon((BURGER,), 6, Sel(where=("hand", "mzone"),
                                                         kind="monster"))),
    # A Fusion Monster of two "Supreme Machine Magnum Overlord"
    CardData(next(_codes), "T-TWIN-OVERLORD", CardType.MONSTER | CardType.FUSION,
             race="Machine", level=12, atk=5000, defense=0, materials=(OVL, OVL)),
    CardData(next(_codes), "T-CONTACT", CardType.MONSTER | CardType.FUSION, race="Warrior",
             level=6, atk=2600, defense=1000, materials=("V4-1600", "V4-1400"),
             behaviour=CardScript(contact_fusion=True)),
])


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(AUDIT_POOL, **kwargs)


def center(duel: Duel, p: int = 0) -> int:
    """Object id of `p`'s center piece (their Maximum Mode monster)."""
    return duel.oid[duel.mz[p][1]]


def maximum(duel: Duel, name: str = OVL, p: int = 0) -> list[Event]:
    return play(duel, f"maximum {hid(duel, name, p)}")


def opponent_in_maximum_mode(p0: Side | None = None, spells: list | None = None,  # type: ignore[type-arg]
                             name: str = OVL, gy: tuple[str, ...] = ()) -> Duel:
    """P1 Maximum Summons on turn 2 (its Traps were Set on turn 1) and ends the turn:
    the duel is at P0's Main Phase of turn 3."""
    duel = build(turn=2, tp=1, p0=p0 or Side(),
                 p1=Side(hand=OVL_PIECES if name == OVL else DESP_PIECES,
                         spells=spells or [], gy=gy))
    maximum(duel, name, 1)
    play(duel, "end")
    assert duel.tp == 0 and duel.request.kind == "main" and duel.maxm[1]
    return duel


def offered(duel: Duel, kind: str = "pick") -> set[int]:
    return {a.card for a in duel.legal_actions() if a.kind == kind}


def attacks(duel: Duel) -> set[Action]:
    return {a for a in duel.legal_actions() if a.kind == "attack"}


# ============================================ Maximum Summon (R-MAX-2, R-MAX-3, R-MAX-9)
def test_r_max_2_a_borrowed_monster_cleared_by_the_summon_goes_to_its_owners_gy() -> None:
    """R-MAX-2 step 2: every monster the player controls goes to the GY by rule, the
    opponent's monster borrowed with Monster Reborn to its owner's GY."""
    duel = build(p0=Side(hand=[REBORN, *OVL_PIECES], monsters=[("V4-1600", SET)]),
                 p1=Side(gy=["V4-1400"]))
    play(duel, f"activate {hid(duel, REBORN)} s0", find(duel, "V4-1400", 1, "gy"))
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    events = maximum(duel)
    to_gy = sorted((e.player, e.src, e.reason) for e in events if e.dst == "gy")
    assert to_gy == [(0, "mzone", "rule"), (1, "mzone", "rule")]
    assert names(duel, 1, "gy") == ["V4-1400"]
    assert sorted(names(duel, 0, "gy")) == [REBORN, "V4-1600"]
    assert names(duel, 0, "mzone") == OVL_PIECES and duel.maxm[0]


@pytest.mark.parametrize("whose", ["own", "opponent's"])
def test_r_max_9_r_trap_4_torrential_tribute_and_the_overlords_guard(whose: str) -> None:
    """The center's Maximum Mode guard is against the *opponent's* Trap effects only
    (R-MAX-9): the summoner's own Torrential Tribute, used after the opponent passes
    (R-TRAP-4), destroys all three pieces (R-MAX-8); the opponent's leaves it alone."""
    mine, theirs = ([(TORRENT, SET)], []) if whose == "own" else ([], [(TORRENT, SET)])
    duel = build(p0=Side(hand=OVL_PIECES, spells=mine),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=theirs))
    do(duel, f"maximum {hid(duel, OVL)}")
    user = 0 if whose == "own" else 1
    assert duel.request.kind == "window" and duel.current_player == user
    events = play(duel, f"activate {find(duel, TORRENT, user, 'szone')}")
    destroyed = [e for e in events if e.src == "mzone" and e.reason == "destroy"]
    assert names(duel, 1, "gy") == (["V4-1600"] if whose == "own" else ["V4-1600", TORRENT])
    if whose == "own":
        assert sorted(names(duel, 0, "gy")) == sorted([*OVL_PIECES, TORRENT])
        assert len(destroyed) == 4 and not duel.maxm[0]
        assert names(duel, 0, "mzone") == ["", "", ""]
    else:
        assert len(destroyed) == 1 and duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES


def test_r_max_3_r_max_8_own_dragonic_pressure_clears_it_then_summons_in_one_effect() -> None:
    """Dragonic Pressure in Maximum Mode: its own Spell destroys the Overlord (all three
    pieces, R-MAX-8) and the opponent's monster, so in the same resolution the freed
    zones take the Level 3 Dragon from the GY in Defense (R-MAX-3 no longer applies)."""
    dragons = ["Innocent Fadrawl", "Blue-Fang Burst Dragon", "Red-Boot Boost Dragon"]
    duel = build(p0=Side(hand=[*OVL_PIECES, "Dragonic Pressure", *dragons]),
                 p1=Side(monsters=[("V4-1600", ATK)]))
    maximum(duel)
    do(duel, f"activate {hid(duel, 'Dragonic Pressure')} s0")  # the 3 Dragons: forced
    assert duel.request.kind == "yesno"
    play(duel, "yes")
    assert names(duel, 0, "mzone") == ["Innocent Fadrawl", "", ""] and not duel.maxm[0]
    assert duel.pos[duel.mz[0][0]] == DEF
    assert sorted(n for n in names(duel, 0, "gy") if "Overlord" in n) == sorted(OVL_PIECES)
    assert names(duel, 1, "gy") == ["V4-1600"]


def test_r_max_4_r_pos_1_no_manual_change_on_a_later_turn_r_max_9_effects_again() -> None:
    """R-POS-1 already forbids a change the turn it arrived; R-MAX-4 forbids it on every
    later turn too. Its pieces' effects are once per turn (R-MAX-9): usable again."""
    duel = build(p0=Side(hand=OVL_PIECES, deck=["V1-100"] * 10),
                 p1=Side(monsters=[("V6-2000", ATK)]))
    maximum(duel)
    right = duel.oid[duel.mz[0][2]]
    play(duel, f"activate {right}")
    assert duel.atk(duel.mz[0][1]) == 3500 + 1200
    play(duel, "end")
    play(duel, "end")
    assert duel.turn == 5 and duel.tp == 0 and duel.request.kind == "main" and duel.maxm[0]
    assert duel.atk(duel.mz[0][1]) == 3500  # "until the end of the turn" expired
    assert not offered(duel, "position")
    for piece in [duel.oid[i] for i in duel.mz[0]]:
        refused(duel, f"position {piece} def")
    assert Action("activate", right) in duel.legal_actions()
    play(duel, f"activate {right}")
    assert duel.atk(duel.mz[0][1]) == 3500 + 1200


# =================================== battles and replays (R-MAX-5, R-REPLAY, R-CALC)
def test_r_max_5_r_replay_2_a_maximum_attacker_chooses_again_after_a_bounce() -> None:
    """The Maximum monster attacks V4-1600; the target is returned to the hand: a replay
    (R-REPLAY-1), where the attacker may take V4-1400 or cancel (no direct attack while
    a monster remains, R-REPLAY-2). 3500 against 1400; its one attack is then used."""
    duel = build(p0=Side(hand=OVL_PIECES),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         spells=[("FX-BOUNCE-ON-ATTACK", SET)]))
    maximum(duel)
    do(duel, "battle")
    me = center(duel)
    assert attacks(duel) == {Action("attack", me, target=find(duel, n, 1, "mzone"))
                             for n in ("V4-1600", "V4-1400")}
    do(duel, f"attack {me} -> {find(duel, 'V4-1600', 1, 'mzone')}")
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    assert duel.request.kind == "replay"
    low = find(duel, "V4-1400", 1, "mzone")
    assert set(duel.legal_actions()) == {Action("target", target=low), Action("cancel")}
    events = do(duel, f"target {low}")
    assert not [e for e in events if e.kind == "attack"]  # not a new declaration
    assert duel.lp == [8000, 8000 - 2100] and names(duel, 1, "gy")[-1] == "V4-1400"
    assert duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES
    assert duel.tp == 1  # no attack left: the turn went on to P2


def test_r_max_5_r_replay_1_a_wall_against_its_direct_attack() -> None:
    """The Maximum monster attacks directly; FX-WALL-ON-DIRECT puts V4-WALL in Defense:
    a replay (R-REPLAY-1). On the wall: 3500 > 2000, destroyed, no damage (no piercing,
    R-CALC-4)."""
    duel = build(p0=Side(hand=OVL_PIECES),
                 p1=Side(hand=["V4-WALL"], spells=[("FX-WALL-ON-DIRECT", SET)]))
    maximum(duel)
    do(duel, "battle")
    do(duel, f"attack {center(duel)} -> direct")
    do(duel, f"activate {find(duel, 'FX-WALL-ON-DIRECT')}")
    assert duel.request.kind == "replay"
    wall = find(duel, "V4-WALL", 1, "mzone")
    assert set(duel.legal_actions()) == {Action("target", target=wall), Action("cancel")}
    do(duel, f"target {wall}")
    assert duel.lp == [8000, 8000]
    assert names(duel, 1, "gy") == ["FX-WALL-ON-DIRECT", "V4-WALL"]


def test_r_max_5_an_attacker_that_may_attack_every_monster_attacks_it_once() -> None:
    """"Attack every monster your opponent controls once each" against a Maximum Mode
    monster: one monster, one attack on it (R-MAX-5); the three pieces go together."""
    duel = opponent_in_maximum_mode(p0=Side(monsters=[("V8-3000", ATK)]))
    dragon = duel.inst(find(duel, "V8-3000", 0, "mzone"))
    duel.add_mod(dragon, MOD_ATK, 1000, duel.turn)
    duel.add_mod(dragon, MOD_ATTACK_ALL, 1, duel.turn)
    do(duel, "battle")
    assert attacks(duel) == {Action("attack", duel.oid[dragon], target=center(duel, 1))}
    play(duel, f"attack {duel.oid[dragon]} -> {center(duel, 1)}")
    assert duel.lp == [8000, 7500]
    assert sorted(names(duel, 1, "gy")) == sorted(OVL_PIECES) and not duel.maxm[1]
    assert duel.tp == 1  # no second attack (and no direct attack): the turn went on


def test_r_max_6_counter_cannonball_reads_the_attackers_level_10() -> None:
    """Counter Cannonball: 200 damage times the attacker's Level. The Maximum monster is
    Level 10 (the center's, R-MAX-6), not a piece's 4 or 3: 2000 damage."""
    duel = build(p0=Side(hand=OVL_PIECES),
                 p1=Side(hand=["V2-500"], spells=[("Counter Cannonball", SET)]))
    maximum(duel)
    do(duel, "battle")
    do(duel, f"attack {center(duel)} -> direct")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, 'Counter Cannonball')}")
    assert duel.lp == [8000 - 2000, 8000 - 3500]
    assert sorted(names(duel, 1, "gy")) == ["Counter Cannonball", "V2-500"]


def test_r_max_5_call_of_the_earthbound_finds_no_other_monster_of_its_controller() -> None:
    """Call of the Earthbound makes another monster of its controller the target. The
    side pieces of its Maximum monster are not other monsters (R-MAX-5): not offered."""
    duel = opponent_in_maximum_mode(p0=Side(monsters=[("V8-3000", ATK)]),
                                    spells=[("Call of the Earthbound (Rush)", SET)])
    do(duel, "battle")
    events = do(duel, f"attack {find(duel, 'V8-3000')} -> {center(duel, 1)}")
    assert not [e for e in events if e.kind == "retarget"]
    assert duel.lp == [7500, 8000] and names(duel, 0, "gy") == ["V8-3000"]
    assert names(duel, 1, "szone")[0] == "Call of the Earthbound (Rush)"


# ================================ effects that count or read monsters (R-MAX-5, R-MAX-6)
def test_r_max_5_prima_guitarna_counts_the_opponents_maximum_monster_once() -> None:
    """Prima Guitarna: your face-up monsters gain 300 ATK per monster the opponent
    controls. The Maximum monster counts as 1 (R-MAX-5): +300, not +900."""
    prima = "Prima Guitarna the Shining Superstar"
    duel = opponent_in_maximum_mode(p0=Side(monsters=[(prima, ATK), ("V4-1600", ATK)]))
    play(duel, f"activate {find(duel, prima, 0, 'mzone')}")
    assert duel.lp == [7000, 8000]  # its cost: 1000 LP
    assert duel.atk(duel.inst(find(duel, prima, 0, "mzone"))) == 2200 + 300
    assert duel.atk(duel.inst(find(duel, "V4-1600", 0, "mzone"))) == 1600 + 300


def test_r_max_5_luminous_parrot_needs_two_face_up_opponent_monsters() -> None:
    """Luminous Parrot needs the opponent to control 2 or more face-up monsters. A
    Maximum monster is 1 monster (R-MAX-5): refused; beside a second one it is fine."""
    parrot = "Luminous Parrot"
    duel = opponent_in_maximum_mode(p0=Side(monsters=[(parrot, ATK)]))
    refused(duel, f"activate {find(duel, parrot, 0, 'mzone')}")
    duel = build(p0=Side(monsters=[(parrot, ATK)]),
                 p1=Side(monsters=[(f"{OVL} [L]", ATK), (f"{OVL} [R]", ATK)]))
    assert Action("activate", find(duel, parrot, 0, "mzone")) in duel.legal_actions()


def test_r_max_5_bunker_strike_draws_one_card_for_the_maximum_monster() -> None:
    """Piercing Dragon Bunker Strike: draw 1 card per monster the opponent controls,
    then put as many cards from the hand back on the Deck. One Maximum monster: 1."""
    bunker = "Piercing Dragon Bunker Strike"
    duel = opponent_in_maximum_mode(p0=Side(
        hand=[bunker], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
        deck=["V4-0"] * 4 + ["V4-1800", "V4-1700"]))
    assert names(duel, 0, "hand") == [bunker, "V4-0", "V4-0", "V4-0", "V4-0"]
    play(duel, f"summon {hid(duel, bunker)} z2")  # two Tributes: both monsters
    assert names(duel, 0, "deck")[-2:] == ["V4-1700", "V4-1800"]  # top card last
    events = do(duel, f"activate {find(duel, bunker, 0, 'mzone')}")
    drawn = [e for e in events if e.kind == "draw"]
    assert len(drawn) == 1 and names(duel, 0, "hand")[-1] == "V4-1700"  # 1800 was milled
    assert duel.request.kind == "pick"  # one card back, as many as were drawn
    do(duel, f"pick {hid(duel, 'V4-1700')}")
    play(duel, "option 0")  # on top
    assert names(duel, 0, "deck")[-1] == "V4-1700" and len(duel.hand[0]) == 4


@pytest.mark.parametrize("board", ["maximum", "left piece alone"])
def test_r_max_6_r_max_11_miragias_chooses_by_the_level_of_the_whole_monster(
        board: str) -> None:
    """Illusion Strike Dragon Miragias: 1 or 2 opponent's face-up Level 7 or lower
    monsters lose 1500 ATK. In Maximum Mode the [L] piece is Level 10 with the rest
    (R-MAX-6): nothing to choose; on its own it is a Level 4 monster (R-MAX-11)."""
    miragias = "Illusion Strike Dragon Miragias"
    mine = Side(hand=[BEWD], monsters=[(miragias, ATK)])
    if board == "maximum":
        duel = opponent_in_maximum_mode(p0=mine)
        refused(duel, f"activate {find(duel, miragias, 0, 'mzone')}")
        return
    duel = build(p0=mine, p1=Side(monsters=[(f"{OVL} [L]", ATK)]))
    left = find(duel, f"{OVL} [L]", 1, "mzone")
    play(duel, f"activate {find(duel, miragias, 0, 'mzone')}", left)
    assert duel.atk(duel.inst(left)) == 0  # 800 - 1500


# ===================================== leaving the field, Tributes (R-MAX-7, 8, 12)
def test_r_max_8_placed_on_the_bottom_of_the_deck_all_three_go_under_the_rest() -> None:
    """An imported "banish" places cards on the bottom of the Deck (R-CARD-3): all three
    pieces go to the bottom (R-MAX-8); the Deck is not shuffled, its top stays."""
    duel = build(p0=Side(hand=[*OVL_PIECES, "T-TO-BOTTOM"],
                         deck=["V4-1800", "V4-1700", "V4-1500"]))
    maximum(duel)
    top = names(duel, 0, "deck")[-1]
    events = play(duel, f"activate {hid(duel, 'T-TO-BOTTOM')} s0", center(duel))
    deck = names(duel, 0, "deck")
    assert sorted(deck[:3]) == sorted(OVL_PIECES) and deck[-1] == top
    assert not [e for e in events if e.kind == "shuffle"]
    assert len([e for e in events if e.src == "mzone" and e.dst == "deck"]) == 3
    assert names(duel, 0, "mzone") == ["", "", ""] and not duel.maxm[0]


def test_r_max_8_r_max_6_sent_as_a_cost_all_three_go_and_it_was_level_10() -> None:
    """A cost "send 1 face-up monster you control to the GY" takes the Maximum monster:
    all three pieces, for the same reason (R-MAX-8). The effect reads the Level of the
    monster sent: 10 (R-MAX-6), so 1000 damage."""
    duel = build(p0=Side(hand=[*OVL_PIECES, "T-OFFERING"]))
    maximum(duel)
    events = play(duel, f"activate {hid(duel, 'T-OFFERING')} s0")
    sent = [e for e in events if e.src == "mzone" and e.dst == "gy"]
    assert len(sent) == 3 and {e.reason for e in sent} == {"cost"}
    assert sorted(names(duel, 0, "gy")) == sorted([*OVL_PIECES, "T-OFFERING"])
    assert duel.lp == [8000, 7000] and not duel.maxm[0]


def test_r_max_8_r_max_3_1_up_after_dark_hole_summons_into_the_freed_zones() -> None:
    """The opponent's Dark Hole destroys the Overlord (it resists only Traps): all three
    pieces to the GY (R-MAX-8), one monster destroyed for 1-Up, whose Special Summon of
    a Level 1 Normal Monster from the GY now has a zone (R-MAX-3 ended)."""
    duel = opponent_in_maximum_mode(p0=Side(hand=[HOLE]), spells=[("1-Up", SET)],
                                    gy=("V1-100",))
    do(duel, f"activate {hid(duel, HOLE)} s0")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, '1-Up')}", pos="def")
    assert names(duel, 1, "mzone").count("V1-100") == 1 and not duel.maxm[1]
    assert sorted(names(duel, 1, "gy")) == sorted([*OVL_PIECES, "1-Up"])


def test_r_max_12_the_three_pieces_in_the_gy_are_three_monsters_for_jointech_rex() -> None:
    """Once they left the field the pieces are separate cards (R-MAX-12): Jointech Rex's
    cost, shuffle 3 monsters from your GY into the Deck, may take exactly the three."""
    duel = build(p0=Side(hand=[*OVL_PIECES, REX, "V4-1600", "V4-1400"]),
                 p1=Side(hand=[HOLE], spells=[("Sakuretsu Armor (Rush)", SET)]))
    maximum(duel)
    play(duel, "end")
    play(duel, f"activate {hid(duel, HOLE, 1)} s1")  # P2's turn 4: all three destroyed
    play(duel, "end")
    assert duel.turn == 5 and sorted(names(duel, 0, "gy")) == sorted(OVL_PIECES)
    play(duel, f"summon {hid(duel, 'V4-1600')} z0")
    play(duel, f"summon {hid(duel, 'V4-1400')} z1")
    play(duel, f"summon {hid(duel, REX)} z2")  # both V4s: the only Tributes
    pieces = {find(duel, n, 0, "gy") for n in OVL_PIECES}
    do(duel, f"activate {find(duel, REX, 0, 'mzone')}")
    assert offered(duel) == pieces | {find(duel, n, 0, "gy") for n in ("V4-1600", "V4-1400")}
    first, *rest = sorted(pieces)
    play(duel, f"pick {first}", *rest)
    assert sorted(names(duel, 0, "gy")) == ["V4-1400", "V4-1600"]
    assert sorted(n for n in names(duel, 0, "deck") if "Overlord" in n) == sorted(OVL_PIECES)
    assert names(duel, 1, "szone") == ["", "", ""]  # Rex destroyed the Set Trap


def test_r_max_7_r_trap_5_the_tribute_summon_over_it_is_a_normal_summon_for_trap_hole(
) -> None:
    """Tributing the Maximum monster for Summoned Skull is a Normal (Tribute) Summon
    (R-MAX-7): Trap Hole, which ignores the Maximum Summon (a Special Summon), answers
    it. All three pieces went to the GY as one Tribute."""
    duel = build(p0=Side(hand=[*OVL_PIECES, SKULL]), p1=Side(spells=[(TRAP_HOLE, SET)]))
    do(duel, f"maximum {hid(duel, OVL)}")
    assert duel.request.kind == "main"  # no window: Trap Hole is for Normal Summons
    events = do(duel, f"summon {hid(duel, SKULL)} z2")
    assert sorted(e.reason for e in events if e.src == "mzone") == ["tribute"] * 3
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, TRAP_HOLE)}")
    assert sorted(names(duel, 0, "gy")) == sorted([*OVL_PIECES, SKULL])
    assert names(duel, 0, "mzone") == ["", "", ""]


# ================================== Types, Equips, DEF (R-MAX-4, R-MAX-6, R-MAX-13)
def test_r_max_13_r_max_6_an_equip_checks_the_centers_type_after_type_change_beam() -> None:
    """Jointech Rush Horn needs a face-up Machine: the Despairacion Maximum monster is a
    Fiend (the center's Type, R-MAX-6), so it cannot be equipped (R-MAX-13 default).
    Type Change Beam, revealing Jointech Rex, makes the whole monster a Machine: now
    the Horn equips (+300, piercing: 4300 against DEF 1000 deals 3300)."""
    duel = build(p0=Side(hand=[*DESP_PIECES, HORN, BEAM, REX]),
                 p1=Side(monsters=[("V4-1600", DEF)]))
    maximum(duel, DESP)
    refused(duel, f"activate {hid(duel, HORN)} s0")
    do(duel, f"activate {hid(duel, BEAM)} s0")
    while duel.request.kind == "pick":  # reveal Rex, then the monsters: only ours
        if hid(duel, REX) in offered(duel):
            do(duel, f"pick {hid(duel, REX)}")
        elif center(duel) in offered(duel):
            assert not {duel.oid[duel.mz[0][k]] for k in (0, 2)} & offered(duel)
            do(duel, f"pick {center(duel)}")
        else:
            do(duel, "finish")
    settle(duel)
    assert {duel.race(i) for i in duel.mz[0]} == {"Machine"}
    assert duel.race(duel.mz[1][0]) == "Warrior"
    play(duel, f"activate {hid(duel, HORN)} s1", center(duel))
    assert duel.atk(duel.mz[0][1]) == 4300
    do(duel, "battle")
    play(duel, f"attack {center(duel)} -> {find(duel, 'V4-1600', 1, 'mzone')}")
    assert duel.lp == [8000, 8000 - 3300] and names(duel, 1, "gy") == ["V4-1600"]


def test_r_max_4_r_max_6_mountain_raises_its_atk_once_never_a_def() -> None:
    """Mountain (Rush): face-up Dragons gain 200 ATK and DEF. Once Type Change Beam makes
    the Maximum monster a Dragon it gains 200 ATK as one monster (R-MAX-6) and still has
    no DEF (R-MAX-4)."""
    duel = build(p0=Side(hand=[*OVL_PIECES, BEAM, BEWD], field_spell=(MOUNTAIN, ATK)))
    maximum(duel)
    c = duel.mz[0][1]
    assert (duel.atk(c), duel.defense(c)) == (3500, 0)  # a Machine: no bonus
    play(duel, f"activate {hid(duel, BEAM)} s0", hid(duel, BEWD), center(duel))
    assert duel.race(c) == "Dragon"
    assert (duel.atk(c), duel.defense(c)) == (3700, 0)
    assert {duel.atk(i) for i in duel.mz[0]} == {3700}


def test_r_max_4_a_monster_with_no_def_does_not_have_1500_or_less_def() -> None:
    """R-MAX-4, R-CALC-7: a Maximum Mode monster has no DEF, so a selector asking for a
    DEF at most 1500 (Ancient Arise Dragon's last step) does not find it, although
    `defense()` reads 0 for it: the Overlord stays."""
    arise = "Ancient Arise Dragon"
    duel = opponent_in_maximum_mode(p0=Side(
        monsters=[(arise, ATK)], gy=["Clear Ice Dragon", "Burning Blaze Dragon"]))
    do(duel, f"activate {find(duel, arise, 0, 'mzone')}")
    while duel.request.kind in ("yesno", "pick"):  # take every option offered
        do(duel, "yes" if duel.request.kind == "yesno" else
           f"pick {sorted(offered(duel))[0]}")
    settle(duel)
    assert names(duel, 1, "mzone") == OVL_PIECES and duel.maxm[1]
    assert names(duel, 1, "gy") == []


# ============================================================== Fusion (R-FUS)
def test_r_fus_7_contact_fusion_returns_a_borrowed_material_to_its_owners_deck() -> None:
    """Contact Fusion returns the listed face-up materials you control to the *owner's*
    Deck (R-FUS-7): V4-1400, revived from the opponent's GY, goes to the opponent's
    Deck, V4-1600 to ours; both Decks are shuffled; it is a Fusion Summon."""
    duel = build(p0=Side(hand=[REBORN], monsters=[("V4-1600", ATK)], extra=["T-CONTACT"],
                         deck=["V4-0"] * 8),
                 p1=Side(gy=["V4-1400"], deck=["V4-0"] * 8))
    play(duel, f"activate {hid(duel, REBORN)} s0", find(duel, "V4-1400", 1, "gy"))
    assert names(duel, 0, "mzone") == ["V4-1600", "V4-1400", ""]
    decks = [len(duel.deck[0]), len(duel.deck[1])]
    contact = find(duel, "T-CONTACT")
    assert {a.zone for a in duel.legal_actions() if a.card == contact} == {0, 1, 2}
    events = do(duel, f"spsummon {contact} z1 def")
    assert [len(duel.deck[0]), len(duel.deck[1])] == [decks[0] + 1, decks[1] + 1]
    assert names(duel, 0, "deck").count("V4-1600") == 1
    assert names(duel, 1, "deck").count("V4-1400") == 1
    assert sorted(e.player for e in events if e.kind == "shuffle") == [0, 1]
    assert [(e.src, e.reason) for e in events if e.kind == "spsummon"] == [("extra", "fusion")]
    assert names(duel, 0, "mzone") == ["", "T-CONTACT", ""]
    assert duel.pos[duel.mz[0][1]] == DEF and names(duel, 1, "gy") == []


def test_r_fus_9_a_fusion_monster_revived_and_destroyed_again_can_be_revived_again() -> None:
    """R-FUS-9 (EDOPro default): it must first be properly Fusion Summoned, once. Being
    revived and destroyed again does not undo that: a second Monster Reborn works."""
    duel = build(p0=Side(hand=[FUSION, HOLE, REBORN, HOLE, REBORN], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    play(duel, f"activate {hid(duel, FUSION)} s0")
    for _ in range(2):
        play(duel, f"activate {hid(duel, HOLE)} s0")
        assert F2 in names(duel, 0, "gy") and names(duel, 0, "mzone") == ["", "", ""]
        play(duel, f"activate {hid(duel, REBORN)} s0", find(duel, F2, 0, "gy"))
        assert names(duel, 0, "mzone") == [F2, "", ""]
    assert names(duel, 0, "extra") == []


def test_r_fus_6_r_fus_1_back_in_the_extra_deck_it_can_be_fusion_summoned_again() -> None:
    """Compulsory Evacuation Device returns the Fusion Monster after its Fusion Summon:
    it goes to the Extra Deck, not the hand (R-FUS-6), and a second "Fusion" the same
    turn summons it again (R-FUS-1) as a new, properly summoned monster."""
    duel = build(p0=Side(hand=[FUSION, FUSION, "V4-1600", "V4-1400"], extra=[F2],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[(CED, SET)]))
    play(duel, f"activate {hid(duel, FUSION)} s0")  # its window: P2 passes (settle)
    do(duel, f"summon {hid(duel, 'V4-1600')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, CED)}", find(duel, F2, 0, "mzone"))
    assert names(duel, 0, "extra") == [F2] and F2 not in names(duel, 0, "hand")
    play(duel, f"summon {hid(duel, 'V4-1400')} z2")
    play(duel, f"activate {hid(duel, FUSION)} s0")
    assert names(duel, 0, "mzone").count(F2) == 1 and names(duel, 0, "extra") == []
    assert duel.proper[duel.inst(find(duel, F2, 0, "mzone"))]
    assert sorted(names(duel, 0, "gy")) == sorted([FUSION, FUSION, "V4-1600", "V4-1600",
                                                   "V4-1400", "V4-1400"])


# ============================================================== Ritual (R-RIT)
def test_r_rit_1_the_ritual_spell_summons_only_from_the_extra_deck() -> None:
    """R-RIT-1: the Ritual Monster is Ritual Summoned from the Extra Deck. With Hungry
    Burger only in the GY (the materials ready) the Recipe has nothing to summon."""
    duel = build(p0=Side(hand=[RECIPE], gy=[BURGER], monsters=[("V6-2000", ATK)]))
    refused(duel, f"activate {hid(duel, RECIPE)} s0")
    assert names(duel, 0, "gy") == [BURGER]


def test_r_rit_3_four_plus_four_is_no_surplus_for_six() -> None:
    """RULES.md's own example (R-RIT-3, N = 6): {4, 4} is valid although it passes 6;
    the Level 1 would be surplus beside them and alone with a 4 does not reach 6."""
    duel = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                         monsters=[("V4-1600", ATK), ("V1-100", ATK), ("V4-1400", ATK)]))
    fours = {find(duel, n, 0, "mzone") for n in ("V4-1600", "V4-1400")}
    do(duel, f"activate {hid(duel, RECIPE)} s0")  # Hungry Burger: the only choice
    assert offered(duel) == fours  # never the Level 1
    do(duel, f"pick {min(fours)}")
    assert duel.request.kind == "position"  # the other Level 4 was the only way on
    do(duel, "choose atk")
    settle(duel)
    assert names(duel, 0, "mzone") == [BURGER, "V1-100", ""]
    assert sorted(names(duel, 0, "gy")) == sorted([RECIPE, "V4-1400", "V4-1600"])


def test_r_max_11_r_rit_3_pieces_summoned_apart_are_rituals_of_their_printed_levels(
) -> None:
    """Outside Maximum Mode the [L] (Level 4) and [R] (Level 3) pieces are ordinary
    monsters (R-MAX-11): 4 + 3 = 7 reaches 6 with neither surplus (R-RIT-3)."""
    duel = build(p0=Side(hand=[RECIPE], extra=[BURGER],
                         monsters=[(f"{OVL} [L]", ATK), None, (f"{OVL} [R]", ATK)]))
    assert not duel.maxm[0]
    pieces = {find(duel, n, 0, "mzone") for n in (f"{OVL} [L]", f"{OVL} [R]")}
    do(duel, f"activate {hid(duel, RECIPE)} s0")
    assert offered(duel) == pieces  # neither alone reaches 6
    do(duel, f"pick {min(pieces)}")
    assert duel.request.kind == "position"
    do(duel, "choose def")
    settle(duel)
    assert names(duel, 0, "mzone") == [BURGER, "", ""] and duel.pos[duel.mz[0][0]] == DEF
    assert sorted(names(duel, 0, "gy")) == sorted([RECIPE, f"{OVL} [L]", f"{OVL} [R]"])


@pytest.mark.parametrize("field", [["V1-100", "V1-100", "V1-100"],
                                   ["V1-100", "V1-100", "V4-1600"]])
def test_r_rit_3_r_zone_5_with_full_zones_a_set_must_free_a_zone_without_surplus(
        field: list[str]) -> None:
    """A Ritual Spell taking hand or field materials, all three zones full. The Level 6
    in the hand alone frees no zone (R-ZONE-5); with a Level 1 from the field the 1 is
    surplus (R-RIT-3): refused. With a Level 4 on the field, {4, 2} frees a zone."""
    hand = ["V6-2000"] if field.count("V1-100") == 3 else ["V2-500"]
    duel = build(p0=Side(hand=["T-RITE-HAND", *hand], extra=[BURGER],
                         monsters=[(m, ATK) for m in field]))
    rite = hid(duel, "T-RITE-HAND")
    if hand == ["V6-2000"]:
        refused(duel, f"activate {rite} s0")
        return
    do(duel, f"activate {rite} s0")
    four, two = find(duel, "V4-1600", 0, "mzone"), hid(duel, "V2-500")
    ones = {find(duel, "V1-100", 0, "mzone", nth=k) for k in (0, 1)}
    assert offered(duel) == {four, two} | ones  # {4, 2} and {4, 1, 1} are both valid
    do(duel, f"pick {two}")  # then only the 4 can follow: 2 + 1 + 1 does not reach 6
    assert duel.request.kind == "position"
    play(duel, "choose atk")
    assert names(duel, 0, "mzone") == ["V1-100", "V1-100", BURGER]
    assert sorted(names(duel, 0, "gy")) == sorted(["T-RITE-HAND", "V2-500", "V4-1600"])


# ============================================ more Maximum combinations (R-MAX-2, 5, 8)
def test_r_max_2_only_in_the_turn_players_main_phase_also_on_the_first_turn() -> None:
    """R-MAX-2 (1) with R-TURN-3: the first player may Maximum Summon on turn 1 (only
    the Battle Phase is missing); the non-turn player, holding the three pieces in a
    trap window of the opponent's turn, may not."""
    duel = build(turn=1, p0=Side(hand=OVL_PIECES))
    assert Action("battle") not in duel.legal_actions()
    maximum(duel)
    assert duel.maxm[0] and names(duel, 0, "mzone") == OVL_PIECES
    duel = build(turn=4, tp=1, p0=Side(hand=OVL_PIECES, spells=[(TRAP_HOLE, SET)]),
                 p1=Side(hand=["V4-1600"]))
    do(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    assert duel.request.kind == "window" and duel.current_player == 0
    assert {a.kind for a in duel.legal_actions()} == {"activate", "pass"}
    refused(duel, f"maximum {hid(duel, OVL)}")


def test_r_max_5_one_card_when_two_maximum_monsters_face_each_other() -> None:
    """Despairacion (center): send 2 Maximum Monsters from the hand, destroy 1 card the
    opponent controls, then draw 2 in Maximum Mode. The opponent's Overlord is one card
    (R-MAX-5): one choice beside their Set card; all three pieces go (R-MAX-8); the
    Overlord's guard is against Traps only."""
    duel = opponent_in_maximum_mode(
        p0=Side(hand=[*DESP_PIECES, f"{OVL} [L]", f"{OVL} [R]"], deck=["V4-0"] * 8),
        spells=[(TRAP_HOLE, SET)])
    maximum(duel, DESP)
    assert names(duel, 0, "hand") == [f"{OVL} [L]", f"{OVL} [R]", "V4-0"]  # V4-0: drawn
    left, right = (duel.oid[duel.mz[1][k]] for k in (0, 2))
    do(duel, f"activate {center(duel)}")  # the two Maximum cards in hand: forced
    assert offered(duel) == {center(duel, 1), find(duel, TRAP_HOLE, 1, "szone")}
    refused(duel, f"pick {left}")
    refused(duel, f"pick {right}")
    play(duel, f"pick {center(duel, 1)}")
    assert sorted(names(duel, 1, "gy")) == sorted(OVL_PIECES) and not duel.maxm[1]
    assert names(duel, 1, "szone")[0] == TRAP_HOLE
    assert names(duel, 0, "hand") == ["V4-0"] * 3  # 2 drawn by the effect
    assert sorted(names(duel, 0, "gy")) == sorted([f"{OVL} [L]", f"{OVL} [R]"])


@pytest.mark.parametrize("attacker", ["maximum", "left piece alone"])
def test_r_max_6_music_princess_s_recital_sees_a_level_10_attacker(attacker: str) -> None:
    """Music Princess's Recital answers an attack by a Level 8 or lower monster. The
    Maximum monster is Level 10 (R-MAX-6): no window; the [L] piece on its own is a
    Level 4 monster (R-MAX-11) and its attack is negated."""
    recital = "Music Princess's Recital"
    p1 = Side(monsters=[("V4-1600", ATK)], spells=[(recital, SET)])
    if attacker == "maximum":
        duel = build(p0=Side(hand=OVL_PIECES), p1=p1)
        maximum(duel)
        me = center(duel)
    else:
        duel = build(p0=Side(monsters=[(f"{OVL} [L]", ATK)]), p1=p1)
        duel.add_mod(duel.mz[0][0], MOD_ATK, 1000, duel.turn)  # 1800: it would win
        me = find(duel, f"{OVL} [L]", 0, "mzone")
    do(duel, "battle")
    do(duel, f"attack {me} -> {find(duel, 'V4-1600', 1, 'mzone')}")
    if attacker == "maximum":
        assert duel.lp == [8000, 8000 - 1900] and names(duel, 1, "gy") == ["V4-1600"]
        assert names(duel, 1, "szone")[0] == recital
        return
    assert duel.request.kind == "window" and duel.current_player == 1
    play(duel, f"activate {find(duel, recital)}")
    assert duel.lp == [8000, 8000] and names(duel, 1, "mzone")[0] == "V4-1600"


@pytest.mark.parametrize("second_center", [True, False])
def test_r_max_5_r_fus_4_a_maximum_monster_fills_one_material_slot_not_two(
        second_center: bool) -> None:
    """A Fusion Monster listing "Supreme Machine Magnum Overlord" twice. The Maximum
    monster is one monster and one card (R-MAX-5, R-MAX-13 default): it fills one slot
    (R-FUS-4); a second Overlord center from the hand fills the other. Without it,
    Polymerization has no Fusion to make."""
    hand = [*OVL_PIECES, POLY] + ([OVL] if second_center else [])
    duel = build(p0=Side(hand=hand, extra=["T-TWIN-OVERLORD"]))
    maximum(duel)
    poly = hid(duel, POLY)
    if not second_center:
        refused(duel, f"activate {poly} s0")
        return
    events = play(duel, f"activate {poly} s0")
    assert len([e for e in events if e.reason == "material"]) == 4  # 3 pieces + 1 card
    assert names(duel, 0, "mzone").count("T-TWIN-OVERLORD") == 1 and not duel.maxm[0]
    assert sorted(names(duel, 0, "gy")) == sorted([*OVL_PIECES, OVL, POLY])
