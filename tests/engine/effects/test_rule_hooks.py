"""Engine hooks card scripts rely on: continuous effects that filter by stats, player-wide
lingering effects, hand costs of Spells, summon bans, battle destruction triggers and
Special Summons limited by free zones."""

from __future__ import annotations

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.engine import ATK, SET, Action, CardData, CardType
from rushdesk.engine.effects.conditions import OnDestroyed
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import Draw, PlayerGrant, SendCost, SpecialSummon
from rushdesk.engine.effects.script import Ban, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.stats import MOD_ATK, MOD_NO_ATTACK

from ..util import do, find

SPELL, TRAP = CardType.SPELL, CardType.TRAP
TESTS = [
    CardData(954_000_001, "T-DRAGON-FIELD", CardType.SPELL | CardType.FIELD,
             behaviour=CardScript(Effect(kind="field", mods=(
                 Cont(Sel(who="any", face="up", race="Dragon"), MOD_ATK, 300, "gain 300 ATK"),)))),
    CardData(954_000_002, "T-GROUNDED", SPELL, behaviour=CardScript(Effect(kind="spell", ops=(
        PlayerGrant(Sel(level_max=6), MOD_NO_ATTACK, phrase="cannot attack"),)))),
    CardData(954_000_003, "T-DISCARD-DRAW", SPELL, behaviour=CardScript(Effect(
        kind="spell", costs=(SendCost(Sel(where=("hand",))),), ops=(Draw(1),)))),
    CardData(954_000_004, "T-NO-SUMMON", CardType.MONSTER | CardType.EFFECT, race="Warrior",
             attribute=1, level=4, atk=100, behaviour=CardScript(Effect(kind="continuous", bans=(
                 Ban("summon", "opp", Sel(where=("hand",), who="any", level_max=4),
                     "Normal Summon Level 4 or lower monsters"),)))),
    CardData(954_000_005, "T-LOSS-DRAW", TRAP, behaviour=CardScript(Effect(
        kind="trap", trigger=OnDestroyed(Sel(where=("gy",), kind="monster"), ("battle",)),
        ops=(Draw(1),)))),
    CardData(954_000_006, "T-SWARM", SPELL, behaviour=CardScript(Effect(kind="spell", ops=(
        SpecialSummon(Sel(where=("hand",), kind="monster"), low=1, high=ALL,
                      position="atk"),)))),
]
POOL = FIXTURE_POOL.merged(TESTS)


def build(**kwargs):  # type: ignore[no-untyped-def]
    return scenario(POOL, filler="V1-100", **kwargs)


def test_a_continuous_effect_may_select_by_type_without_recursing() -> None:
    duel = build(p0=Side(field_spell=("T-DRAGON-FIELD", ATK), monsters=[("V4-1500", ATK)]),
                 p1=Side(monsters=[("V8-3000", ATK), ("V4-1600", ATK)]))
    assert duel.atk(duel.inst(find(duel, "V4-1500"))) == 1800  # a Dragon
    assert duel.atk(duel.inst(find(duel, "V8-3000"))) == 3300  # "who any": both sides
    assert duel.atk(duel.inst(find(duel, "V4-1600"))) == 1600  # a Warrior


def test_a_player_wide_effect_covers_monsters_that_arrive_later() -> None:
    duel = build(p0=Side(hand=["T-GROUNDED", "V4-1800"], monsters=[("V8-3000", ATK)]))
    do(duel, f"activate {find(duel, 'T-GROUNDED')} s0")
    do(duel, f"summon {find(duel, 'V4-1800')} z1")
    do(duel, "battle")
    attackers = {a.card for a in duel.legal_actions() if a.kind == "attack"}
    assert attackers == {find(duel, "V8-3000")}  # the Level 4 summoned later cannot attack
    do(duel, "end")
    do(duel, "end")  # the next turn of player 0: it has expired
    do(duel, "battle")
    assert find(duel, "V4-1800") in {a.card for a in duel.legal_actions() if a.kind == "attack"}


def test_a_spell_in_the_hand_is_not_its_own_hand_cost() -> None:
    alone = build(p0=Side(hand=["T-DISCARD-DRAW"]))
    assert not [a for a in alone.legal_actions() if a.kind == "activate"]
    paired = build(p0=Side(hand=["T-DISCARD-DRAW", "V1-100"]))
    events = do(paired, f"activate {find(paired, 'T-DISCARD-DRAW')} s0")
    assert any(e.reason == "cost" and e.dst == "gy" for e in events)


def test_a_normal_summon_ban_leaves_sets_and_tribute_summons_alone() -> None:
    duel = build(p1=Side(monsters=[("T-NO-SUMMON", ATK)]),
                 p0=Side(hand=["V4-1600", "V5-2300"], monsters=[("V1-100", ATK)]))
    v4, v5 = find(duel, "V4-1600"), find(duel, "V5-2300")
    assert Action("summon", v4, 1) not in duel.legal_actions()
    assert Action("set", v4, 1) in duel.legal_actions()
    assert Action("summon", v5, 0) in duel.legal_actions()  # Level 5: not banned


def test_destroyed_while_attacking_is_not_destroyed_by_the_opponents_attack() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1400", ATK)],
                                         spells=[("T-LOSS-DRAW", SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[("T-LOSS-DRAW", SET)]))
    do(duel, f"attack {find(duel, 'V4-1400')} -> {find(duel, 'V4-1800')}")
    assert duel.tp == 1  # no window: player 0's own attacker fell, nobody drew
    assert len(duel.hand[0]) == 0


def test_special_summons_never_offer_more_cards_than_free_zones() -> None:
    duel = build(p0=Side(hand=["T-SWARM", "V1-100", "V2-500", "V3-1000"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]))
    do(duel, f"activate {find(duel, 'T-SWARM')} s0")
    if duel.request.kind == "pick":
        do(duel, f"pick {duel.legal_actions()[0].card}")
    assert all(i >= 0 for i in duel.mz[0]) and len(duel.hand[0]) == 2


def test_atk_of_amount_and_lowest_level_selection() -> None:
    from rushdesk.engine.effects.ops import AtkOf

    duel = build(p1=Side(monsters=[("V3-1200", ATK), ("V3-1000", ATK), ("V6-2000", ATK)]))
    from rushdesk.engine.effects.core import Ctx

    ctx = Ctx(-1, 0, (("chosen", (find(duel, "V6-2000"),)),))
    assert AtkOf("chosen").value(duel, ctx) == 2000
    assert AtkOf("chosen").phrase("ATK") == "ATK equal to that monster's ATK"
    lowest = Sel(who="opp", lowest_level=True).cards(duel, ctx)
    assert sorted(duel.data[i].name for i in lowest) == ["V3-1000", "V3-1200"]
    assert "with the lowest Level" in Sel(who="opp", lowest_level=True).text()


def test_tributed_at_least_records_the_highest_tribute() -> None:
    from rushdesk.engine.effects.conditions import TributedAtLeast

    duel = build(p0=Side(hand=["V7-2500", "V6-2000"],
                         monsters=[("V5-2300", ATK), ("V4-1600", ATK), ("V1-100", ATK)]))
    do(duel, f"summon {find(duel, 'V6-2000')} z2")  # Tributes the V1-100 in z2
    do(duel, f"summon {find(duel, 'V7-2500')} z0")  # V5-2300 in z0 and one more
    if duel.request.kind == "pick":
        do(duel, f"pick {find(duel, 'V4-1600')}")
    seven = find(duel, "V7-2500", 0, "mzone")
    six = find(duel, "V6-2000", 0, "mzone")
    from rushdesk.engine.effects.core import Ctx

    assert TributedAtLeast(5).holds(duel, Ctx(seven, 0))
    assert not TributedAtLeast(5).holds(duel, Ctx(six, 0))  # a Level 1 Tribute
    assert "Tributing a Level 5 or higher" in TributedAtLeast(5).text()


def test_granted_condition_follows_a_lingering_mark() -> None:
    from rushdesk.engine.effects.conditions import Granted
    from rushdesk.engine.effects.core import Ctx

    duel = build(p0=Side(monsters=[("V4-1600", ATK)]))
    me = find(duel, "V4-1600")
    mark = Granted("mark", "while marked")
    assert not mark.holds(duel, Ctx(me, 0))
    duel.add_mod(duel.inst(me), "mark", 1, duel.turn)
    assert mark.holds(duel, Ctx(me, 0)) and mark.text() == "while marked"
    do(duel, "end")
    assert not mark.holds(duel, Ctx(me, 0))  # expired at the end of the turn


def test_on_destroyed_can_require_attack_position() -> None:
    from rushdesk.engine.effects.core import Ctx

    trig = OnDestroyed(Sel(where=("gy",), kind="monster"), attack_position=True)
    duel = build(turn=4, tp=1, p1=Side(hand=["FX-RAZE"]),
                 p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)]))
    events = do(duel, f"activate {find(duel, 'FX-RAZE')} s0")
    memo = trig.bind(duel, Ctx(-1, 0), tuple(events))
    assert memo is not None and len(memo[0][1]) == 1  # only the Attack Position one
    assert trig.text().startswith("when an Attack Position monster")
