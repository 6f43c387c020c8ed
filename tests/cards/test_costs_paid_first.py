"""Costs are paid before the effect chooses (R-REQ-1, R-REQ-3, R-EQUIP-1): which
payments an Equip Spell's Requirement leaves open, a Trap that cannot pay its own cost,
and a cost that refills the Deck an effect then draws from.

Throwaway cards (codes 968730001.., names "HX ...") are defined below, each with a
comment saying what it does.
"""

from __future__ import annotations

from rushdesk.engine import ATK, SET
from rushdesk.engine.cards import CardType
from rushdesk.engine.effects.conditions import OnAttack
from rushdesk.engine.effects.ops import Fixed, Modify, SendCost
from rushdesk.engine.effects.script import EQUIPPED, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, find, names
from .heldout_util import BEWD, EQUIP_SPELL, attack, hx_card, window_for
from .heldout_util import POOL as BASE_POOL
from .helpers import no_spell, refused

MINE = Sel(who="you")
FACE_DOWN = Sel(who="you", where=("mzone", "szone"), face="down")

# Equip Spell. Requirement: send 1 monster you control to the GY, and equip this card to
# 1 face-up monster you control. The equipped monster gains 700 ATK.
TOLL_MANTLE = hx_card(968_730_001, "HX Toll Mantle", EQUIP_SPELL, Effect(
    kind="equip", equip=Sel(face="up"), costs=(SendCost(MINE),),
    mods=(Cont(EQUIPPED, MOD_ATK, 700, "gains 700 ATK"),)))
# Trap. When an opponent's monster declares an attack; send 1 face-down card you
# control to the GY. Effect: the attack target gains 1000 ATK this turn.
VEILED_GUARD = hx_card(968_730_002, "HX Veiled Guard", CardType.TRAP, Effect(
    kind="trap", trigger=OnAttack(), costs=(SendCost(FACE_DOWN),),
    ops=(Modify(Sel(memo="target"), amount=Fixed(1000)),)))

POOL = BASE_POOL.merged([TOLL_MANTLE, VEILED_GUARD])


def test_an_equip_cost_is_never_paid_with_the_only_monster_it_could_take() -> None:
    """R-EQUIP-1, R-REQ-1: the equipped monster is part of the Requirement. With a
    face-up V4-1600 and Set V4-1800 and V4-1400, the cost may take only a Set one; with
    one Set monster that one is taken without asking; with two face-up monsters,
    either may pay."""
    duel = scenario(POOL, filler="V1-100", p0=Side(
        monsters=[("V4-1600", ATK), ("V4-1800", SET), ("V4-1400", SET)],
        hand=[TOLL_MANTLE.name]))
    up, down = find(duel, "V4-1600", 0, "mzone"), find(duel, "V4-1800", 0, "mzone")
    do(duel, f"activate {find(duel, TOLL_MANTLE.name, 0, 'hand')} s0")
    assert duel.request.kind == "pick"
    assert {a.card for a in duel.legal_actions() if a.kind == "pick"} == {
        down, find(duel, "V4-1400", 0, "mzone")}
    refused(duel, f"pick {up}")
    do(duel, f"pick {down}")
    assert names(duel, 0, "gy") == ["V4-1800"]
    assert names(duel, 0, "szone") == [TOLL_MANTLE.name, "", ""]
    assert duel.equip[duel.inst(find(duel, TOLL_MANTLE.name, 0, "szone"))] == up
    assert duel.atk(duel.inst(up)) == 2300

    one = scenario(POOL, filler="V1-100", p0=Side(
        monsters=[("V4-1600", ATK), ("V4-1800", SET)], hand=[TOLL_MANTLE.name]))
    do(one, f"activate {find(one, TOLL_MANTLE.name, 0, 'hand')} s0")
    assert names(one, 0, "gy") == ["V4-1800"]
    assert names(one, 0, "mzone") == ["V4-1600", "", ""]

    both = scenario(POOL, filler="V1-100", p0=Side(
        monsters=[("V4-1600", ATK), ("V4-1800", ATK)], hand=[TOLL_MANTLE.name]))
    do(both, f"activate {find(both, TOLL_MANTLE.name, 0, 'hand')} s0")
    assert {a.card for a in both.legal_actions() if a.kind == "pick"} == {
        find(both, "V4-1600", 0, "mzone"), find(both, "V4-1800", 0, "mzone")}


def test_an_equip_whose_every_payment_takes_its_monster_is_not_offered() -> None:
    """R-EQUIP-1: the only face-up monster is also the only card that could pay."""
    duel = scenario(POOL, filler="V1-100", p0=Side(
        monsters=[("V4-1600", ATK)], hand=[TOLL_MANTLE.name]))
    no_spell(duel, find(duel, TOLL_MANTLE.name, 0, "hand"))


def test_a_set_trap_cannot_pay_its_own_cost() -> None:
    """R-REQ-1: the Trap being activated is face-up, so it is not "a face-down card you
    control" for its own cost. Alone it is not offered; beside a Set monster it is, and
    that monster pays."""
    alone = scenario(POOL, turn=3, tp=0, phase="battle", filler="V1-100",
                     p0=Side(monsters=[(BEWD, ATK)]),
                     p1=Side(monsters=[("V4-1600", ATK)], spells=[(VEILED_GUARD.name, SET)]))
    attack(alone, BEWD, "V4-1600")
    assert not any(a.kind == "activate" for a in alone.legal_actions())

    duel = scenario(POOL, turn=3, tp=0, phase="battle", filler="V1-100",
                    p0=Side(monsters=[(BEWD, ATK)]),
                    p1=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)],
                            spells=[(VEILED_GUARD.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    do(duel, f"activate {find(duel, VEILED_GUARD.name, 1, 'szone')}")
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1400", VEILED_GUARD.name])
    assert duel.atk(duel.inst(find(duel, "V4-1600", 1, "mzone"))) == 2600


def test_a_cost_that_shuffles_cards_into_an_empty_deck_lets_the_effect_draw() -> None:
    """R-REQ-1, R-REQ-3: Recovery Force shuffles 3 Spellcasters from the GY into the
    Deck, then draws 1. With an empty Deck the Requirement can be met and the draw then
    has a Deck to draw from."""
    casters = ["Dark Sorcerer", "Light Sorcerer", "Mystic Dealer"]
    duel = scenario(POOL, filler="V1-100", p0=Side(
        hand=["Recovery Force"], gy=casters, deck=[]))
    assert duel.deck[0] == []
    do(duel, f"activate {find(duel, 'Recovery Force', 0, 'hand')} s0")
    while duel.request.kind == "pick":
        do(duel, f"pick {next(a.card for a in duel.legal_actions() if a.kind == 'pick')}")
    assert len(duel.deck[0]) == 2 and duel.result is None
    assert sorted(names(duel, 0, "hand")) in [sorted([c]) for c in casters]
