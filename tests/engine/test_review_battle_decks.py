"""Review tests: attacks that end when the attacker leaves Attack Position (R-BATTLE-5,
R-DMG-2), replays (R-REPLAY-2), the reasons given for refused attacks, and Limit
Regulations over prints linked by name or alias (R-SETUP-4, R-SETUP-8)."""

from __future__ import annotations

import datetime
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, CardData, CardType, Duel
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck, validate_deck
from rushdesk.engine.regulation import Regulation, RegulationHistory
from rushdesk.engine.scenario import Side
from rushdesk.engine.state import ATTACKER_OUT

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL  # fixtures + carddb cards with their scripts
from .review_util import (
    ALL_ATTACKER,
    ATTACKER_DEF,
    CALL,
    NEGATE_ON_RISE,
    OVERLORD,
    PIECES,
    REDIRECT_ON_RISE,
    TWICE,
    UPRIGHT,
    build,
    pass_windows,
    pick_if_asked,
)
from .util import attacks, do, find, mz, names, of_kind, offered, window_for


# ================================================== the attack ends (R-BATTLE-5, R-DMG-2)
def test_r_battle_5_double_block_turns_the_attacker_face_down_the_attack_is_used() -> None:
    """R-BATTLE-5 with the real Trap Double Block (on an attack, its cost paid, up to 2
    face-up opponent's monsters go face-down): the attacker is chosen, so the attack
    ends (reason "attacker") with no battle and no damage, and it is used. In the
    window after Double Block no attack-declaration Trap is offered (R-TRAP-5: no
    declaration in it). The next attacker's declaration opens a window where both
    remaining attack Traps are offered again (R-TRAP-5), one of them may be used
    (R-TRAP-3)."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)]),
                 Side(monsters=[("V4-1400", ATK)], hand=["V2-500", "V2-500"],
                      spells=[("Double Block", SET), ("Sakuretsu Armor (Rush)", SET),
                              ("Music Princess's Recital", SET)]), phase="battle")
    first, second = mz(duel, "V4-1800", 0), mz(duel, "V4-1600", 0)
    target = mz(duel, "V4-1400", 1)
    do(duel, f"attack {first} -> {target}")
    assert len(offered(duel)) == 3
    events = do(duel, f"activate {find(duel, 'Double Block')}")
    assert duel.attack is not None and duel.attack[2] == 0  # nothing changed yet
    events += do(duel, f"pick {first}")
    events += do(duel, "finish")
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    i = duel.inst(first)
    assert duel.pos[i] == SET and duel.attacks[i] == 1 and duel.attack is None
    assert duel.request.kind == "battle"  # no window offered the attack Traps
    assert attacks(duel) == {Action("attack", second, target=target)}
    do(duel, f"attack {second} -> {target}")
    assert window_for(duel, 1) and offered(duel) == {
        find(duel, "Sakuretsu Armor (Rush)"), find(duel, "Music Princess's Recital")}
    do(duel, f"activate {find(duel, 'Sakuretsu Armor (Rush)')}")
    assert names(duel, 0, "gy") == ["V4-1600"] and duel.lp == [8000, 8000]


def test_r_battle_5_r_replay_3_a_face_down_attacker_flipped_back_keeps_its_attack_used(
) -> None:
    """R-BATTLE-5: Double Block turns the attacker face-down; the turn player's own Trap
    turns it face-up Attack again in the next window (R-TRAP-6). The attack is over,
    it was used, and the monster may not declare another; the refusal names R-BATTLE-2
    (explain.py)."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)], spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK)], hand=["V2-500", "V2-500"],
                      spells=[("Double Block", SET)]), phase="battle")
    me, target = mz(duel, "V4-1800", 0), mz(duel, "V4-1400", 1)
    do(duel, f"attack {me} -> {target}")
    events = do(duel, f"activate {find(duel, 'Double Block')}")
    events += do(duel, f"pick {me}")
    events += do(duel, "finish")  # V2-500 stays face-up and keeps the turn going
    assert window_for(duel, 0) and offered(duel) == {find(duel, UPRIGHT)}
    assert duel.attack == (me, target, ATTACKER_OUT)
    events += do(duel, f"activate {find(duel, UPRIGHT)}")
    i = duel.inst(me)
    assert duel.pos[i] == ATK and duel.attacks[i] == 1
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    assert duel.turn == 3 and duel.request.kind == "battle"
    assert all(a.card != me for a in attacks(duel))
    reason = refused(duel, f"attack {me} -> {target}")
    assert "already attacked" in reason and "R-BATTLE-2" in reason


def _out_then_back(third: str) -> tuple[Duel, int, int, list[Any]]:
    """The opponent's Trap turns the attacker to Defense (ATTACKER_OUT), the turn
    player's Trap turns it back to Attack, and the opponent answers that with `third`.
    A second monster of the turn player keeps the Battle Phase (and the turn) open."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V2-500", ATK)], spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK), ("V4-WALL", ATK)],
                      spells=[(ATTACKER_DEF, SET), (third, SET)]), phase="battle")
    me, target = mz(duel, "V4-1800", 0), mz(duel, "V4-1400", 1)
    events = do(duel, f"attack {me} -> {target}")
    events += do(duel, f"activate {find(duel, ATTACKER_DEF)}")
    assert duel.attack == (me, target, ATTACKER_OUT)
    events += do(duel, f"activate {find(duel, UPRIGHT)}")
    assert window_for(duel, 1) and offered(duel) == {find(duel, third)}
    events += do(duel, f"activate {find(duel, third)}")
    events += pick_if_asked(duel, mz(duel, "V4-WALL", 1))
    return duel, me, target, events


def test_r_battle_5_a_negation_after_the_attacker_left_attack_position_ends_it_too() -> None:
    """R-BATTLE-5 ("the attack is negated"; "the attacker ... changes to Defense
    Position"): a negation that overwrites ATTACKER_OUT with NEGATED still ends the
    attack with no Damage Step, though the attacker is in Attack Position again; the
    attack is used (R-BATTLE-2)."""
    duel, me, _, events = _out_then_back(NEGATE_ON_RISE)
    assert of_kind(events, "attack_end") and not of_kind(events, "battle", "damage")
    assert duel.lp == [8000, 8000] and duel.pos[duel.inst(me)] == ATK
    assert duel.turn == 3 and duel.attacks[duel.inst(me)] == 1
    assert duel.request.kind == "battle" and all(a.card != me for a in attacks(duel))


def test_r_battle_5_redirecting_an_attack_whose_attacker_left_attack_position() -> None:
    """R-BATTLE-5 with the booster-01 redirect operation (`RedirectAttack`, which reads
    and rewrites `duel.attack`): choosing a new target keeps the attack's end state, so
    the attack still ends (reason "attacker") with no battle against the new target."""
    duel, me, _, events = _out_then_back(REDIRECT_ON_RISE)
    wall = mz(duel, "V4-WALL", 1)
    assert [e.value for e in of_kind(events, "retarget")] == [wall]
    assert [e.reason for e in of_kind(events, "attack_end")] == ["attacker"]
    assert not of_kind(events, "battle", "damage") and duel.lp == [8000, 8000]
    assert names(duel, 1, "mzone")[:2] == ["V4-1400", "V4-WALL"]


def test_r_battle_5_redirect_without_a_position_change_goes_on_to_the_new_target() -> None:
    """Control for the above (R-BATTLE-4): Call of the Earthbound (Rush) moves an
    ordinary attack to the chosen monster, with no replay (R-REPLAY-5: the group did
    not change) and a battle against it (R-CALC-4: 1800 against DEF 2000)."""
    duel = build(Side(monsters=[("V4-1800", ATK)]),
                 Side(monsters=[("V4-1400", ATK), ("V4-WALL", DEF)],
                      spells=[("Call of the Earthbound (Rush)", SET)]), phase="battle")
    me, wall = mz(duel, "V4-1800", 0), mz(duel, "V4-WALL", 1)
    do(duel, f"attack {me} -> {mz(duel, 'V4-1400', 1)}")
    events = do(duel, f"activate {find(duel, 'Call of the Earthbound (Rush)')}")
    events += pick_if_asked(duel, wall)
    assert [e.value for e in of_kind(events, "retarget")] == [wall]
    assert of_kind(events, "battle") and duel.lp == [7800, 8000]


def test_lki_r_calc_2_r_dmg_4_both_battlers_destroyed_in_a_trade_are_remembered() -> None:
    """R-CALC-2 (equal ATK: both destroyed) with last known information: both battlers
    leave; each is remembered under its own controller and in Attack Position, and the
    battle-result window follows (R-DMG-5). (V2-500 keeps the turn going.)"""
    duel = build(Side(monsters=[("V4-1600", ATK), ("V2-500", ATK)]),
                 Side(monsters=[("V4-1600", ATK)]), phase="battle")
    events = do(duel, f"attack {mz(duel, 'V4-1600', 0)} -> {mz(duel, 'V4-1600', 1)}")
    gone = [e.card for e in of_kind(events, "move") if e.src == "mzone"]
    assert len(gone) == 2 and set(duel.lki) == set(gone)
    assert sorted((k.ctrl, k.pos, k.atk) for k in duel.lki.values()) == [
        (0, ATK, 1600), (1, ATK, 1600)]
    assert duel.turn == 3 and duel.request.kind == "battle"


# ============================================================ replays (R-REPLAY-2)
def test_r_replay_2_attack_all_may_choose_its_current_target_but_not_an_earlier_one(
) -> None:
    """R-REPLAY-2 with a monster that may attack each of the opponent's monsters once:
    its first attack hit the wall (which survives, R-CALC-4); its second, on V2-500, is
    replayed by a Special Summon. It may choose V2-500 again or the new monster, but not
    the wall it already attacked."""
    duel = build(Side(monsters=[(ALL_ATTACKER, ATK)]),
                 Side(monsters=[("V5-WALL", DEF), ("V2-500", DEF)], hand=["V4-1400"],
                      spells=[(CALL, SET)]), phase="battle")
    me, wall, small = mz(duel, ALL_ATTACKER, 0), mz(duel, "V5-WALL", 1), mz(duel, "V2-500", 1)
    do(duel, f"attack {me} -> {wall}")
    pass_windows(duel)
    assert duel.lp == [7500, 8000] and duel.request.kind == "battle"
    assert attacks(duel) == {Action("attack", me, target=small)}
    do(duel, f"attack {me} -> {small}")
    do(duel, f"activate {find(duel, CALL)}")
    new = mz(duel, "V4-1400", 1)
    assert duel.request.kind == "replay"
    assert set(duel.legal_actions()) == {Action("target", target=small),
                                         Action("target", target=new), Action("cancel")}
    do(duel, f"target {small}")
    assert names(duel, 1, "gy") == [CALL, "V2-500"]


# =============================================================== explanations
# explain.py for refused attacks. Expected: a monster that may attack twice (one
# attack left, a legal one offered) whose attack on its own monster is refused gets a
# reason about the target.
def test_explain_r_battle_2_a_second_attack_refused_for_its_target_not_its_count() -> None:
    duel = build(Side(monsters=[(TWICE, ATK), ("V4-1800", ATK)]),
                 Side(monsters=[("V4-1400", DEF), ("V2-500", ATK)]), phase="battle")
    me = mz(duel, TWICE, 0)
    do(duel, f"attack {me} -> {mz(duel, 'V2-500', 1)}")
    assert duel.lp == [8000, 7500]
    assert Action("attack", me, target=mz(duel, "V4-1400", 1)) in attacks(duel)
    reason = refused(duel, f"attack {me} -> {mz(duel, 'V4-1800', 0)}")
    assert "already attacked" not in reason, reason


def test_explain_r_battle_2_r_battle_3_reasons_for_refusals_after_an_attack_ended() -> None:
    """explain.py: a Defense Position monster and a direct attack while the opponent
    has a monster get R-BATTLE-2 and R-BATTLE-3; a monster whose attack ended when the
    opponent's Trap turned it to Defense gets R-BATTLE-2 ("only face-up Attack
    Position"), and once back in Attack Position R-BATTLE-2 ("already attacked")."""
    duel = build(Side(monsters=[("V4-1800", ATK), ("V4-1600", DEF), ("V2-500", ATK)],
                      spells=[(UPRIGHT, SET)]),
                 Side(monsters=[("V4-1400", ATK)], spells=[(ATTACKER_DEF, SET)]),
                 phase="battle")
    me, guard = mz(duel, "V4-1800", 0), mz(duel, "V4-1600", 0)
    target = mz(duel, "V4-1400", 1)
    assert "R-BATTLE-2" in refused(duel, f"attack {guard} -> {target}")
    assert "R-BATTLE-3" in refused(duel, f"attack {me} -> direct")
    do(duel, f"attack {me} -> {target}")
    do(duel, f"activate {find(duel, ATTACKER_DEF)}")
    assert window_for(duel, 0)
    assert "'window' decision" in refused(duel, f"attack {me} -> {target}")
    do(duel, "pass")
    assert duel.request.kind == "battle" and duel.pos[duel.inst(me)] == DEF
    reason = refused(duel, f"attack {me} -> {target}")
    assert "Attack Position" in reason and "R-BATTLE-2" in reason


# ========================================================== deck rules (R-SETUP-8)
def _normal(code: int, name: str, alias: int = 0) -> CardData:
    return CardData(code, name, CardType.MONSTER | CardType.NORMAL, alias=alias,
                    attribute=Attribute.EARTH, race="Warrior", level=4, atk=1000, defense=1000)


_FILLERS = [_normal(975_200_100 + n, f"Z-H-FILL-{n:02d}") for n in range(14)]
# One card printed three times: two prints share the name "Z-H-ALPHA" (as the Sevens
# Road Magician prints do), and a third under a new name is linked to the first by alias.
ALPHA = _normal(975_200_001, "Z-H-ALPHA")
ALPHA_AGAIN = _normal(975_200_002, "Z-H-ALPHA")
ALPHA_RENAMED = _normal(975_200_003, "Z-H-ALPHA RENAMED", alias=ALPHA.code)
DECK_POOL = CARD_POOL.merged([*_FILLERS, ALPHA, ALPHA_AGAIN, ALPHA_RENAMED])
ON = datetime.date(2024, 6, 1)


def _problems(*codes: int, listing: dict[str, int] | None = None) -> list[tuple[str, str]]:
    main = (*codes, *[_FILLERS[i // 3].code for i in range(40 - len(codes))])
    history = None if listing is None else RegulationHistory(
        [Regulation(datetime.date(2024, 1, 1), listing)])
    return [(str(p.code), p.rule)
            for p in validate_deck(Deck(main), DECK_POOL, on=ON, regulations=history)]


def test_r_setup_8_r_setup_4_a_listed_print_limits_its_alias_linked_prints() -> None:
    """R-SETUP-8 with R-SETUP-4 (the change under review): the list names the renamed
    print; the deck holds the first print only, which it limits; the real Blue-Eyes
    White Dragon prints (alias to a passcode outside the pool) all fall under one
    listing; a list naming another card limits nothing here."""
    assert _problems(ALPHA.code, listing={ALPHA_RENAMED.name: 0}) == [
        ("forbidden", "R-SETUP-8")]
    assert _problems(ALPHA_RENAMED.code, listing={ALPHA.name: 0}) == [
        ("forbidden", "R-SETUP-8")]
    assert _problems(ALPHA.code, listing={"Z-H-FILL-13": 0}) == []
    bewd = [c.code for c in CARD_POOL.values() if c.name == "Blue-Eyes White Dragon (Rush)"]
    assert len(bewd) == 3
    for code in bewd:
        assert _problems(code, listing={"Blue-Eyes White Dragon (Rush)": 0}) == [
            ("forbidden", "R-SETUP-8")]
    overlord = [c.code for c in CARD_POOL.values() if c.name == PIECES[0]]
    assert _problems(*overlord, listing={OVERLORD: 0}) == []  # the center is another card


# R-SETUP-8 with R-SETUP-4. Expected: "Z-H-ALPHA" (passcode ...002) is the same card as
# "Z-H-ALPHA" (...001) by name, and ...001 is the same card as "Z-H-ALPHA RENAMED" by
# alias; a list forbidding "Z-H-ALPHA RENAMED" forbids it.
def test_r_setup_8_a_list_reaches_a_print_linked_through_a_shared_name() -> None:
    assert _problems(ALPHA_AGAIN.code, listing={ALPHA_RENAMED.name: 0}) == [
        ("forbidden", "R-SETUP-8")]


# R-SETUP-4 ("Count by card name, not by print or passcode: reprints with different ids
# share one count"). Expected: 2 x "Z-H-ALPHA" (...002) + 2 x "Z-H-ALPHA RENAMED" are
# four copies of one card, linked through the ...001 print, which the deck does not
# hold: too many copies.
def test_r_setup_4_copies_linked_through_a_print_outside_the_deck_share_one_count() -> None:
    assert _problems(ALPHA_AGAIN.code, ALPHA_AGAIN.code, ALPHA_RENAMED.code,
                     ALPHA_RENAMED.code) == [("too-many-copies", "R-SETUP-4")]
