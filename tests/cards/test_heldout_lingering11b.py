"""Held-out style conformance scenarios HX-496..HX-516 (continued from
test_heldout_lingering11.py), written like SC-01..SC-30 of RULES.md section 19.
Expectations come from RULES.md alone. They favour continuous effects whose
conditions read the hand size, the LP, the number of monsters, the GY, the phase or
whose turn it is while those change between an attack declaration and the damage,
at a normal draw and at the turn change; four continuous effects depending on each
other in a chain; lingering changes lasting "until the end of your opponent's next
turn" and their end, also through a face-down turn; Equips and Field Spells whose
effects read lingering ATK and Level changes; battle protection with piercing and
with equal ATK; an amount fixed when an effect applies; player-wide lingering
effects against per-monster ones for Set, flipped and Fusion Summoned monsters.

Small throwaway cards (codes 968600052.., names starting with "HX ") are defined
below; each docstring states what such a card does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import (
    Cond,
    Count,
    LPLower,
    OnAttack,
    OnNormalDraw,
    OnSummon,
)
from rushdesk.engine.effects.core import ALL, Context
from rushdesk.engine.effects.ext_booster02 import GrantAttribute
from rushdesk.engine.effects.ops import (
    OPP_TURN,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Grant,
    Modify,
    PlayerGrant,
    Reveal,
    SpecialSummon,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import BATTLE_PHASE
from rushdesk.engine.stats import (
    MOD_ATK,
    MOD_ATTR,
    MOD_DEF,
    MOD_LEVEL,
    MOD_NO_ATTACK,
    MOD_PIERCE,
    MOD_PROTECT,
    MOD_RACE,
)

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    DM,
    FLIPDOWN,
    HORN,
    MACHINE_EQUIP,
    OVL,
    OVL_L,
    OVL_R,
    REX,
    TCB,
    answer,
    at,
    attack,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    maximum,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import refused, settle
from .test_heldout_lingering11 import attackers, hand, mine

CYBER = "Cyber Dragon (Rush)"
FUSION = "Fusion"
SPELL = CardType.SPELL
TRAP = CardType.TRAP
MINE = Sel(who="you", face="up")
HAND_CARD = Sel(where=("hand",))


@dataclass(frozen=True)
class OpponentsTurn(Cond):
    """It is your opponent's turn."""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.tp != ctx.player

    def text(self) -> str:
        return "it is your opponent's turn"


@dataclass(frozen=True)
class YourBattlePhase(Cond):
    """It is your Battle Phase."""

    def holds(self, duel: Duel, ctx: Context) -> bool:
        return duel.tp == ctx.player and duel.phase == BATTLE_PHASE

    def text(self) -> str:
        return "it is your Battle Phase"


def _code(n: int) -> int:
    return 968_600_049 + n


def _spell(n: int, name: str, *ops: Any, costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(_code(n), name, SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _trap(n: int, name: str, trigger: Any, *ops: Any, costs: tuple[Any, ...] = ()) -> CardData:
    return hx_card(_code(n), name, TRAP, Effect(kind="trap", trigger=trigger, costs=costs,
                                                ops=ops))


def _cont(*conts: Cont) -> Effect:
    return Effect(kind="continuous", mods=conts)


UNDERDOG = hx_monster(_code(3), "HX Underdog", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=LPLower())), atk=1200)
STING = _trap(4, "HX Sting", OnAttack(), Damage(Fixed(500)))
CROWD = hx_monster(_code(5), "HX Crowd Fear", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(Sel(who="opp"), low=2))))
REINFORCE = _trap(6, "HX Reinforce Guard", OnAttack(), SpecialSummon(
    Sel(where=("hand",), kind="monster", level_max=4), position="def"))
NIGHT_WARD = hx_monster(_code(7), "HX Night Ward", _cont(Cont(
    THIS, MOD_DEF, 1000, "gains 1000 DEF", condition=OpponentsTurn())),
    atk=500, dfn=1500, race="Rock")
LEVEL_FIELD = hx_field(_code(8), "HX Level Field", Cont(MINE, MOD_LEVEL, 2, "gain 2 Levels"))
FORGE = hx_monster(_code(9), "HX Forge Master", _cont(Cont(
    Sel(who="you", face="up", level_min=8), MOD_ATK, 1000, "gain 1000 ATK")))
WYRM_FIELD = hx_field(_code(10), "HX Wyrm Field", Cont(
    Sel(who="any", face="up", atk_min=2500), MOD_RACE, "Dragon", "become Dragons"))
BANNER = hx_monster(_code(11), "HX Scale Banner", _cont(Cont(
    Sel(who="you", face="up", race="Dragon"), MOD_DEF, 1000, "gain 1000 DEF")))
HOARD6 = hx_monster(_code(12), "HX Deep Hoard", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK", condition=Count(HAND_CARD, low=6))))
SNIPE = _trap(13, "HX Dawn Snipe", OnNormalDraw(),
              Destroy(Sel(who="opp", face="up", atk_min=2000)))
OWN_RALLY = _trap(14, "HX Own Rally", OnSummon(by="any", kinds=("summon",)),
                  Modify(MINE, high=ALL, amount=Fixed(500), duration=OPP_TURN))
GRIP = _trap(15, "HX Grip Guard", OnAttack(), Grant(
    Sel(who="you", memo="target"), kind=MOD_PROTECT, value="battle",
    phrase="cannot be destroyed by battle"))
SHIELD = _spell(16, "HX Shield Rite", Grant(MINE, kind=MOD_PROTECT, value="battle",
                                            phrase="cannot be destroyed by battle"))
KEEPER = hx_monster(_code(17), "HX Crypt Keeper", _cont(Cont(
    THIS, MOD_ATK, 1000, "gains 1000 ATK",
    condition=Count(Sel(where=("gy",), kind="monster"), low=3))))
BANNER_FIELD = hx_field(_code(18), "HX Battle Banner", Cont(
    MINE, MOD_ATK, 700, "gain 700 ATK", condition=YourBattlePhase()))
GIANT_ALARM = _trap(19, "HX Giant Alarm",
                    OnSummon(kinds=("summon",), monster=Sel(who="opp", atk_min=2000)),
                    Destroy(Sel(who="opp", memo="summoned")))
WEAKEN = _spell(20, "HX Long Weakness", Modify(Sel(who="opp", face="up"), amount=Fixed(1000),
                                               sign=-1, duration=OPP_TURN))
CREST = hx_equip(_code(21), "HX Valor Crest",
                 Cont(EQUIPPED, MOD_ATK, 300, "gains 300 ATK"),
                 Cont(EQUIPPED, MOD_PIERCE, 1, "inflicts piercing battle damage",
                      condition=Count(EQUIPPED & Sel(atk_min=2000))))
SURGE = _spell(22, "HX Surge", Modify(MINE, amount=Fixed(500)))
GIANT_GROUND = hx_field(_code(23), "HX Giant Ground", Cont(
    Sel(who="you", face="up", level_min=7), MOD_PIERCE, 1, "inflict piercing battle damage"))
LEVEL_UP = _spell(24, "HX Level Up", Grant(MINE, kind=MOD_LEVEL, value=2,
                                           phrase="gains 2 Levels"))
GATEKEEPER = hx_monster(_code(25), "HX Gatekeeper", _cont(Cont(
    Sel(who="opp", face="up", atk_min=2000), MOD_NO_ATTACK, 1, "cannot attack")))
WAR_CRY = _spell(26, "HX War Cry", PlayerGrant(Sel(), MOD_ATK, 500, who="you",
                                               phrase="gain 500 ATK"))
MEND = _spell(27, "HX Mend", GainLP(Fixed(3000)))
COLOR_BEAM = _spell(28, "HX Color Beam", GrantAttribute(
    MINE, kind=MOD_ATTR, like="revealed", phrase="takes the revealed monster's Attribute"),
    costs=(Reveal(Sel(where=("hand",), kind="monster"), save="revealed"),))
LIGHT_SNARE = _trap(29, "HX Light Snare",
                    OnAttack(attacker=Sel(who="opp", attribute=int(Attribute.LIGHT))),
                    Modify(Sel(who="opp", memo="attacker"), amount=Fixed(1000), sign=-1))
BULWARK = _trap(30, "HX Bulwark Call", OnAttack(), PlayerGrant(
    Sel(), MOD_PROTECT, "battle", who="you", phrase="cannot be destroyed by battle"))
STONE_CALL = _trap(31, "HX Stone Call", OnAttack(), PlayerGrant(
    Sel(), MOD_DEF, 1000, who="you", phrase="gain 1000 DEF"))

HX_CARDS = [UNDERDOG, STING, CROWD, REINFORCE, NIGHT_WARD, LEVEL_FIELD, FORGE,
            WYRM_FIELD, BANNER, HOARD6, SNIPE, OWN_RALLY, GRIP, SHIELD, KEEPER, BANNER_FIELD,
            GIANT_ALARM, WEAKEN, CREST, SURGE, GIANT_GROUND, LEVEL_UP, GATEKEEPER, WAR_CRY,
            MEND, COLOR_BEAM, LIGHT_SNARE, BULWARK, STONE_CALL]
POOL = BASE_POOL.merged(HX_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


# ============================================================ conditions change mid-battle
def test_hx_496_a_burn_trap_turns_on_the_attackers_low_lp_boost() -> None:
    """HX-496 (R-EFF-5, R-DMG-4, R-TRAP-5, R-CALC-1): "HX Underdog" (Level 4, 1200):
    [CONTINUOUS EFFECT] while your LP are lower than your opponent's, this card gains
    1000 ATK. "HX Sting" (Trap): Requirement: an opponent's monster declares an attack.
    Effect: your opponent takes 500 damage.
    Setup: P1 turn 3 controls HX Underdog and V1-100 (since turn 1). P2 controls V4-1800
    and has HX Sting Set earlier. Both at 8000.
    Actions: Underdog (1200) attacks V4-1800; P2 activates HX Sting.
    Expected: P1 7500 < 8000: Underdog has 2200 at calculation: V4-1800 is destroyed
    and P2 takes 400 (7600). P1 is still lower: Underdog keeps 2200."""
    duel = build(p0=Side(monsters=[(UNDERDOG.name, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)], spells=[(STING.name, SET)]))
    assert duel.atk(at(duel, UNDERDOG.name)) == 1200
    attack(duel, UNDERDOG.name, "V4-1800")
    window_for(duel, 1)
    trap(duel, STING.name)
    settle(duel)
    assert duel.lp == [7500, 7600]
    assert names(duel, 1, "gy") == [STING.name, "V4-1800"]
    assert duel.atk(at(duel, UNDERDOG.name)) == 2200


def test_hx_497_a_defenders_summon_makes_a_replay_and_raises_the_attacker() -> None:
    """HX-497 (R-REPLAY-1, R-REPLAY-2, R-EFF-5, R-DMG-4, R-CALC-1): "HX Crowd Fear"
    (Level 4, 1000): [CONTINUOUS EFFECT] while your opponent controls 2 or more
    monsters, this card gains 1000 ATK. "HX Reinforce Guard" (Trap): Requirement: an
    opponent's monster declares an attack. Effect: Special Summon 1 Level 4 or lower
    monster from your hand in face-up Defense Position.
    Setup: P1 turn 3 controls HX Crowd Fear and V1-100 (since turn 1). P2 controls only
    V4-1400; hand: V4-WALL; HX Reinforce Guard Set earlier.
    Actions: Crowd Fear (1000) attacks V4-1400; P2 Special Summons V4-WALL; replay: P1
    chooses V4-1400 again.
    Expected: P2 controls 2 monsters: Crowd Fear has 2000 at calculation; 2000 vs 1400:
    V4-1400 is destroyed and P2 takes 600 (7400). Afterwards P2 has 1 monster: 1000."""
    duel = build(p0=Side(monsters=[(CROWD.name, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1400", ATK, 2)], spells=[(REINFORCE.name, SET)],
                         hand=["V4-WALL"]))
    v14 = find(duel, "V4-1400", 1, "mzone")
    attack(duel, CROWD.name, "V4-1400")
    window_for(duel, 1)
    trap(duel, REINFORCE.name)
    answer(duel)
    settle(duel)
    assert duel.request.kind == "replay" and duel.current_player == 0
    assert duel.atk(at(duel, CROWD.name)) == 2000
    do(duel, f"target {v14}")
    settle(duel)
    assert duel.lp == [8000, 7400]
    assert "V4-1400" in names(duel, 1, "gy") and "V4-WALL" in names(duel, 1, "mzone")
    assert duel.atk(at(duel, CROWD.name)) == 1000


# ============================================================ turn change and phases
def test_hx_498_a_boost_during_the_opponents_turn_starts_and_ends_with_it() -> None:
    """HX-498 (R-EFF-5, R-END-1, R-TURN-1, R-CALC-4): "HX Night Ward" (Level 4 Rock,
    500/1500): [CONTINUOUS EFFECT] during your opponent's turn, this card gains 1000
    DEF.
    Setup: P1 turn 3 controls HX Night Ward in face-up Defense (since turn 1); hand:
    V1-100. P2 controls V4-1800 (since turn 2).
    Actions: P1 ends; turn 4: V4-1800 attacks the Ward.
    Expected: DEF 1500 in P1's turn 3; 2500 in P2's turn 4: 1800 < 2500: P2 takes 700
    (7300) and nothing is destroyed. In P1's turn 5 DEF 1500 again."""
    duel = build(p0=Side(monsters=[(NIGHT_WARD.name, DEF)], hand=["V1-100"]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    ward = find(duel, NIGHT_WARD.name, 0, "mzone")
    assert duel.defense(duel.inst(ward)) == 1500
    to_turn(duel, 4)
    assert duel.defense(duel.inst(ward)) == 2500
    attack(duel, "V4-1800", NIGHT_WARD.name)
    assert duel.lp == [8000, 7300]
    assert names(duel, 0, "mzone")[0] == NIGHT_WARD.name
    to_turn(duel, 5)
    assert duel.defense(duel.inst(ward)) == 1500


def test_hx_499_four_continuous_effects_feed_each_other_in_a_chain() -> None:
    """HX-499 (R-EFF-5, R-FIELD-1, R-CARD-2, R-CALC-4): "HX Level Field" (Field Spell):
    face-up monsters its controller controls gain 2 Levels. "HX Forge Master" (Level 4,
    1000): [CONTINUOUS EFFECT] face-up Level 8 or higher monsters you control gain 1000
    ATK. "HX Wyrm Field" (Field Spell): all face-up monsters on the field with 2500 or
    more ATK become Dragons. "HX Scale Banner" (Level 4, 1000/1000): [CONTINUOUS
    EFFECT] face-up Dragons you control gain 1000 DEF.
    Setup: P1 turn 3 controls V6-2000 in face-up Defense, HX Forge Master and HX Scale
    Banner (since turn 1) and face-up HX Level Field; hand: V1-100. P2 controls V4-1800
    (since turn 2) and face-up HX Wyrm Field.
    Expected: V6-2000 is Level 8, so 3000 ATK, so a Dragon, so DEF 1000 + 1000 = 2000.
    Forge Master and Scale Banner are Level 6 with 1000 ATK (no Dragons). On turn 4
    V4-1800 attacks V6-2000: 1800 < 2000: P2 takes 200 (7800); V6-2000 stays."""
    duel = build(p0=Side(monsters=[("V6-2000", DEF), (FORGE.name, ATK), (BANNER.name, ATK)],
                         hand=["V1-100"], field_spell=(LEVEL_FIELD.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK, 2)], field_spell=(WYRM_FIELD.name, ATK)))
    v6 = at(duel, "V6-2000")
    assert duel.level(v6) == 8 and duel.atk(v6) == 3000
    assert duel.race(v6) == "Dragon"
    for other in (FORGE.name, BANNER.name):
        i = at(duel, other)
        assert duel.level(i) == 6 and duel.atk(i) == 1000 and duel.race(i) == "Warrior"
    assert duel.defense(v6) == 2000
    to_turn(duel, 4)
    attack(duel, "V4-1800", "V6-2000")
    assert duel.lp == [8000, 7800] and names(duel, 0, "mzone")[0] == "V6-2000"


def test_hx_500_the_normal_draw_fills_a_hand_size_boost_a_draw_trap_reads() -> None:
    """HX-500 (R-DRAW-1, R-DRAW-4, R-EFF-5, R-TRAP-5): "HX Deep Hoard" (Level 4, 1000):
    [CONTINUOUS EFFECT] while you have 6 or more cards in your hand, this card gains
    1000 ATK. "HX Dawn Snipe" (Trap): Requirement: your opponent draws for their
    normal draw. Effect: destroy 1 face-up monster your opponent controls with 2000 or
    more ATK.
    Setup: P1 turn 3 has HX Dawn Snipe Set earlier; hand: V1-100. P2 controls HX Deep
    Hoard (since turn 2) and holds (a) 5 cards, (b) 4 cards.
    Actions: P1 ends the turn; P2 draws.
    Expected: (a) P2 draws 1: 6 cards, the Hoard has 2000: P1 is offered the Snipe and
    destroys it. (b) P2 draws up to 5: the Hoard has 1000: no window; P2's Main Phase."""
    def setup(cards: int) -> Duel:
        return build(p0=Side(hand=["V1-100"], spells=[(SNIPE.name, SET)]),
                     p1=Side(monsters=[(HOARD6.name, ATK, 2)], hand=["V1-100"] * cards))
    duel = setup(5)
    do(duel, "end")
    assert duel.turn == 4 and len(duel.hand[1]) == 6
    window_for(duel, 0)
    assert duel.atk(at(duel, HOARD6.name, 1)) == 2000
    trap(duel, SNIPE.name)
    settle(duel)
    assert names(duel, 1, "gy") == [HOARD6.name]
    short = setup(4)
    do(short, "end")
    assert short.turn == 4 and len(short.hand[1]) == 5
    assert short.request.kind == "main" and short.current_player == 1
    assert short.atk(at(short, HOARD6.name, 1)) == 1000
    assert names(short, 0, "szone")[0] == SNIPE.name


def test_hx_501_the_turn_players_own_trap_lasts_through_the_opponents_turn() -> None:
    """HX-501 (R-TRAP-4, R-TRAP-5, R-EFF-6, R-END-1, R-CALC-1): "HX Own Rally" (Trap):
    Requirement: a player Normal Summons a monster. Effect: face-up monsters you control
    gain 500 ATK until the end of your opponent's next turn.
    Setup: P1 turn 3 controls V4-1600 (since turn 1); hand: V4-1400, V1-100; HX Own Rally
    Set earlier. P2 controls V4-1800 (since turn 2) and no Trap.
    Actions: P1 Normal Summons V4-1400; P2 has nothing; P1 activates the Trap; end;
    turn 4: V4-1800 attacks V4-1400.
    Expected: 2100 and 1900 in turn 3 and still in P2's turn 4: 1800 < 1900: V4-1800 is
    destroyed, P2 takes 100 (7900). In P1's turn 5 they are 1600 and 1400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=["V4-1400", "V1-100"],
                         spells=[(OWN_RALLY.name, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    do(duel, f"summon {hand(duel, 'V4-1400')} z1")
    window_for(duel, 0)
    trap(duel, OWN_RALLY.name)
    settle(duel)
    assert duel.atk(at(duel, "V4-1600")) == 2100 and duel.atk(at(duel, "V4-1400")) == 1900
    to_turn(duel, 4)
    assert duel.atk(at(duel, "V4-1600", 0)) == 2100 and duel.atk(at(duel, "V4-1400", 0)) == 1900
    attack(duel, "V4-1800", "V4-1400")
    assert duel.lp == [8000, 7900] and names(duel, 1, "gy") == ["V4-1800"]
    to_turn(duel, 5)
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600 and duel.atk(at(duel, "V4-1400", 0)) == 1400


# ============================================================ protection meets damage
def test_hx_502_a_shielded_defender_still_takes_piercing_damage() -> None:
    """HX-502 (R-CALC-5, R-DMG-4, R-EQUIP-1, R-TRAP-5, R-EFF-6): "HX Grip Guard" (Trap):
    Requirement: an opponent's monster declares an attack. Effect: the attack target
    cannot be destroyed by battle this turn. Jointech Rush Horn: +300 ATK and piercing.
    Setup: P1 turn 3 controls Jointech Rex and V1-100 (since turn 1); hand: Jointech
    Rush Horn. P2 controls V4-WALL in face-up Defense (DEF 2000) and has HX Grip Guard
    Set earlier.
    Actions: equip the Horn to Rex (2800); Rex attacks V4-WALL; P2 activates the Trap.
    Expected: the damage is counted as usual (2800 > 2000, piercing): P2 takes 800
    (7200); only the destruction is prevented: V4-WALL stays."""
    duel = build(p0=Side(monsters=[(REX, ATK), ("V1-100", ATK)], hand=[HORN]),
                 p1=Side(monsters=[("V4-WALL", DEF, 2)], spells=[(GRIP.name, SET)]))
    play(duel, HORN, zone="s0", picks=(mine(duel, REX),))
    assert duel.atk(at(duel, REX)) == 2800
    attack(duel, REX, "V4-WALL")
    window_for(duel, 1)
    trap(duel, GRIP.name)
    settle(duel)
    assert duel.lp == [8000, 7200] and names(duel, 1, "mzone")[0] == "V4-WALL"


def test_hx_503_a_shield_this_turn_decides_an_equal_atk_battle_only_this_turn() -> None:
    """HX-503 (R-CALC-2, R-EFF-6, R-END-1): "HX Shield Rite" (Normal Spell):
    Requirement: none. Effect: 1 face-up monster you control cannot be destroyed by
    battle this turn.
    Setup: P1 turn 3 controls Dark Magician (Rush) (2500) and V1-100 (since turn 1);
    hand: HX Shield Rite. P2 controls two Blue-Fang Burst Dragon (2500, since turn 2).
    Actions: Shield Rite on Dark Magician; it attacks the first Blue-Fang; end; on turn 5
    it attacks the second.
    Expected: turn 3: equal ATK, only Blue-Fang is destroyed, no damage. Turn 5: the
    shield is over: both are destroyed, no damage."""
    duel = build(p0=Side(monsters=[(DM, ATK), ("V1-100", ATK)], hand=[SHIELD.name]),
                 p1=Side(monsters=[(BLUE_FANG, ATK, 2), (BLUE_FANG, ATK, 2)]))
    play(duel, SHIELD.name, zone="s0", picks=(mine(duel, DM),))
    attack(duel, DM, BLUE_FANG)
    assert duel.lp == [8000, 8000]
    assert names(duel, 1, "gy") == [BLUE_FANG] and DM in names(duel, 0, "mzone")
    to_turn(duel, 5)
    attack(duel, DM, BLUE_FANG)
    assert duel.lp == [8000, 8000]
    assert DM in names(duel, 0, "gy") and names(duel, 1, "gy") == [BLUE_FANG, BLUE_FANG]


def test_hx_504_a_monster_destroyed_in_battle_feeds_a_gy_count_for_the_next() -> None:
    """HX-504 (R-DMG-4, R-EFF-5, R-CALC-1): "HX Crypt Keeper" (Level 4, 1000):
    [CONTINUOUS EFFECT] while there are 3 or more monsters in your GY, this card gains
    1000 ATK.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V4-1800 (since turn 1). P2
    controls HX Crypt Keeper and V4-1600; GY: 2 V1-100.
    Actions: Blue-Eyes attacks V4-1600; V4-1800 attacks the Keeper.
    Expected: V4-1600 reaches the GY at the end of the Damage Step: P2 6600, the Keeper
    has 2000. 1800 < 2000: V4-1800 is destroyed and P1 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)]),
                 p1=Side(monsters=[(KEEPER.name, ATK, 2), ("V4-1600", ATK, 2)],
                         gy=["V1-100", "V1-100"]))
    assert duel.atk(at(duel, KEEPER.name, 1)) == 1000
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 6600]
    assert duel.atk(at(duel, KEEPER.name, 1)) == 2000
    attack(duel, "V4-1800", KEEPER.name)
    assert duel.lp == [7800, 6600] and "V4-1800" in names(duel, 0, "gy")


def test_hx_505_a_battle_phase_boost_is_not_there_for_a_main_phase_summon_trap() -> None:
    """HX-505 (R-EFF-5, R-FIELD-1, R-TRAP-5, R-DMG-4, R-CALC-1): "HX Battle Banner"
    (Field Spell): during your Battle Phase, face-up monsters you control gain 700 ATK.
    "HX Giant Alarm" (Trap): Requirement: your opponent Normal Summons a monster with
    2000 or more ATK. Effect: destroy it.
    Setup: P1 turn 3 has HX Battle Banner face-up; hand: V4-1600. P2 controls V4-1800
    (since turn 2) and has HX Giant Alarm Set earlier; hand: V4-1800, V1-100.
    Actions: P1 Normal Summons V4-1600; V4-1600 attacks V4-1800. Turn 4: P2 Normal
    Summons its second V4-1800, which attacks V4-1600.
    Expected: 1600 in the Main Phase: the Alarm is not offered. 2300 in the Battle
    Phase: P2 takes 500 (7500). In P2's turn (P2's Battle Phase) V4-1600 has 1600:
    P1 takes 200 (7800) and V4-1600 is destroyed."""
    duel = build(p0=Side(hand=["V4-1600"], field_spell=(BANNER_FIELD.name, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK, 2)], spells=[(GIANT_ALARM.name, SET)],
                         hand=["V4-1800", "V1-100"]))
    do(duel, f"summon {hand(duel, 'V4-1600')} z0")
    assert duel.request.kind == "main" and duel.current_player == 0
    assert duel.atk(at(duel, "V4-1600")) == 1600
    do(duel, "battle")
    assert duel.atk(at(duel, "V4-1600")) == 2300
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7500]
    to_turn(duel, 4)
    do(duel, f"summon {find(duel, 'V4-1800', 1, 'hand')} z0")
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 7500] and "V4-1600" in names(duel, 0, "gy")


# ============================================================ lingering changes and face-down
def test_hx_506_a_long_loss_ends_when_its_owner_turns_the_monster_face_down() -> None:
    """HX-506 (R-EFF-4, R-POS-1, R-POS-2, R-POS-4, R-EFF-6, R-CALC-1): "HX Long
    Weakness" (Normal Spell): Requirement: none. Effect: 1 face-up monster your opponent
    controls loses 1000 ATK until the end of your opponent's next turn. FX-FLIPDOWN.
    Setup: P1 turn 3 controls V4-1600 (since turn 1); hand: HX Long Weakness, V1-100. P2
    controls V4-1800 (since turn 2); hand: FX-FLIPDOWN, V1-100.
    Actions: Long Weakness on V4-1800; end. Turn 4: P2's FX-FLIPDOWN turns its own
    V4-1800 face-down; P2 changes it to face-up Attack by hand; it attacks V4-1600.
    Expected: 800 on turns 3 and 4. Face-down and up again it is a new monster: 1800.
    1800 vs 1600: V4-1600 is destroyed and P1 takes 200 (7800)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[WEAKEN.name, "V1-100"]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)], hand=[FLIPDOWN, "V1-100"]))
    v18 = find(duel, "V4-1800", 1, "mzone")
    play(duel, WEAKEN.name, zone="s0", picks=(v18,))
    assert duel.atk(duel.inst(v18)) == 800
    to_turn(duel, 4)
    assert duel.atk(duel.inst(v18)) == 800
    play(duel, FLIPDOWN, zone="s0", picks=(v18,))
    assert duel.pos[duel.inst(v18)] == SET
    do(duel, f"position {v18} atk")
    assert duel.atk(duel.inst(v18)) == 1800
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy")[-1] == "V4-1600"


def test_hx_507_an_equip_attached_through_a_type_of_this_turn_outlives_it() -> None:
    """HX-507 (R-EQUIP-1, R-EQUIP-3, R-CARD-2, R-EFF-6, R-END-1, R-CALC-1): Type Change
    Beam (this turn) and FX-MACHINE-EQUIP (equip to a face-up Machine you control; +500
    ATK).
    Setup: P1 turn 3 controls V4-1600 (a Warrior, since turn 1); hand: Type Change Beam,
    Cyber Dragon (Rush) (a Machine), FX-MACHINE-EQUIP. P2 controls V4-1800 (since turn
    2).
    Actions: the Beam reveals Cyber Dragon and makes V4-1600 a Machine; equip
    FX-MACHINE-EQUIP to it; end; turn 4: V4-1800 attacks V4-1600.
    Expected: 2100. On turn 4 V4-1600 is a Warrior again, but the Equip stays and
    applies: 2100 vs 1800: P2 takes 300 (7700) and V4-1800 is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[TCB, CYBER, MACHINE_EQUIP]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    v16 = mine(duel, "V4-1600")
    play(duel, TCB, zone="s0", picks=(hand(duel, CYBER), v16))
    assert duel.race(duel.inst(v16)) == "Machine"
    play(duel, MACHINE_EQUIP, zone="s0", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 2100
    to_turn(duel, 4)
    assert duel.race(duel.inst(v16)) == "Warrior"
    assert names(duel, 0, "szone")[0] == MACHINE_EQUIP and duel.atk(duel.inst(v16)) == 2100
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-1800"]


# ============================================================ Equips and Fields read changes
def test_hx_508_an_equips_atk_condition_met_by_a_gain_of_this_turn() -> None:
    """HX-508 (R-EQUIP-1, R-EFF-6, R-END-1, R-CALC-5): "HX Valor Crest" (Equip Spell):
    equip to 1 face-up monster you control; it gains 300 ATK; while it has 2000 or
    more ATK, it inflicts piercing battle damage. "HX Surge" (Normal Spell): 1 face-up
    monster you control gains 500 ATK this turn.
    Setup: P1 turn 3 controls V4-1600 and V1-100 (since turn 1); hand: HX Valor Crest,
    HX Surge. P2 controls two V2-500 in face-up Defense (DEF 500).
    Actions: equip the Crest to V4-1600 (1900); Surge on it (2400); it attacks a V2-500;
    end; on turn 5 it attacks the other V2-500.
    Expected: turn 3: piercing: P2 takes 1900 (6100). Turn 5: 1900, no piercing: the
    V2-500 is destroyed and P2 stays at 6100."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V1-100", ATK)],
                         hand=[CREST.name, SURGE.name]),
                 p1=Side(monsters=[("V2-500", DEF, 2), ("V2-500", DEF, 2)]))
    v16 = mine(duel, "V4-1600")
    play(duel, CREST.name, zone="s0", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 1900
    play(duel, SURGE.name, zone="s1", picks=(v16,))
    assert duel.atk(duel.inst(v16)) == 2400
    attack(duel, "V4-1600", "V2-500")
    assert duel.lp == [8000, 6100]
    to_turn(duel, 5)
    assert duel.atk(duel.inst(v16)) == 1900
    attack(duel, "V4-1600", "V2-500")
    assert duel.lp == [8000, 6100] and names(duel, 1, "gy") == ["V2-500", "V2-500"]


def test_hx_509_a_level_gained_this_turn_lets_a_field_spell_grant_piercing() -> None:
    """HX-509 (R-FIELD-1, R-CARD-2, R-EFF-6, R-END-1, R-CALC-5): "HX Giant Ground" (Field
    Spell): face-up Level 7 or higher monsters its controller controls inflict piercing
    battle damage. HX Level Up (Normal Spell): 1 face-up monster you control gains 2
    Levels this turn.
    Setup: P1 turn 3 controls V5-2300 and V1-100 (since turn 1) and face-up HX Giant
    Ground; hand: HX Level Up. P2 controls two V4-WALL in face-up Defense (DEF 2000).
    Actions: Level Up on V5-2300; it attacks a V4-WALL; end; on turn 5 it attacks the
    other.
    Expected: Level 7: P2 takes 300 (7700). Turn 5: Level 5, no piercing: the V4-WALL
    is destroyed, P2 stays at 7700."""
    duel = build(p0=Side(monsters=[("V5-2300", ATK), ("V1-100", ATK)], hand=[LEVEL_UP.name],
                         field_spell=(GIANT_GROUND.name, ATK)),
                 p1=Side(monsters=[("V4-WALL", DEF, 2), ("V4-WALL", DEF, 2)]))
    v5 = mine(duel, "V5-2300")
    play(duel, LEVEL_UP.name, zone="s0", picks=(v5,))
    assert duel.level(duel.inst(v5)) == 7
    attack(duel, "V5-2300", "V4-WALL")
    assert duel.lp == [8000, 7700]
    to_turn(duel, 5)
    assert duel.level(duel.inst(v5)) == 5
    attack(duel, "V5-2300", "V4-WALL")
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy") == ["V4-WALL", "V4-WALL"]


def test_hx_510_a_gain_of_this_turn_brings_a_monster_under_a_cannot_attack_effect() -> None:
    """HX-510 (R-EFF-5, R-BATTLE-2, R-EFF-6, R-END-1, R-CALC-1): "HX Gatekeeper" (Level
    4, 1000): [CONTINUOUS EFFECT] face-up monsters your opponent controls with 2000 or
    more ATK cannot attack. HX Surge: 1 face-up monster you control gains 500 ATK this
    turn.
    Setup: P1 turn 3 controls V4-1800 and V1-100 (since turn 1); hand: HX Surge. P2
    controls HX Gatekeeper (since turn 2).
    Actions: Surge on V4-1800 (2300); Battle Phase; end; turn 5: V4-1800 attacks the
    Gatekeeper.
    Expected: in turn 3 only V1-100 may attack; V4-1800's attack is refused. In turn 5
    it has 1800 and may attack: P2 takes 800 (7200), the Gatekeeper is destroyed."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)], hand=[SURGE.name]),
                 p1=Side(monsters=[(GATEKEEPER.name, ATK, 2)]))
    v18 = mine(duel, "V4-1800")
    play(duel, SURGE.name, zone="s0", picks=(v18,))
    assert duel.atk(duel.inst(v18)) == 2300
    do(duel, "battle")
    assert attackers(duel) == {mine(duel, "V1-100")}
    refused(duel, f"attack {v18} -> {find(duel, GATEKEEPER.name, 1, 'mzone')}")
    to_turn(duel, 5)
    attack(duel, "V4-1800", GATEKEEPER.name)
    assert duel.lp == [8000, 7200] and names(duel, 1, "gy") == [GATEKEEPER.name]


# ============================================================ player-wide against per-monster
def test_hx_511_a_face_down_turn_ends_the_own_gain_not_the_player_wide_one() -> None:
    """HX-511 (R-EFF-4, R-EFF-6, R-POS-1, R-POS-2, R-POS-4, R-CALC-1): HX Surge (1 face-up
    monster you control gains 500 ATK this turn); "HX War Cry" (Normal Spell): for the
    rest of this turn, monsters you control gain 500 ATK, those that arrive later
    included. FX-FLIPDOWN.
    Setup: P1 turn 3 controls V4-1600 (since turn 1); hand: HX Surge, HX War Cry,
    FX-FLIPDOWN. P2 controls V4-1800 (since turn 2).
    Actions: Surge on V4-1600; War Cry; FX-FLIPDOWN on V4-1600; P1 changes it to face-up
    Attack by hand; it attacks V4-1800.
    Expected: 2600; then, as a new monster, 2100: the Surge stayed with the old one,
    War Cry still covers it. 2100 vs 1800: P2 takes 300 (7700)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[SURGE.name, WAR_CRY.name,
                                                          FLIPDOWN]),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    v16 = mine(duel, "V4-1600")
    play(duel, SURGE.name, zone="s0", picks=(v16,))
    play(duel, WAR_CRY.name, zone="s0")
    assert duel.atk(duel.inst(v16)) == 2600
    play(duel, FLIPDOWN, zone="s0", picks=(v16,))
    assert duel.pos[duel.inst(v16)] == SET
    do(duel, f"position {v16} atk")
    assert duel.atk(duel.inst(v16)) == 2100
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [8000, 7700]


def test_hx_512_an_lp_difference_gain_is_fixed_when_it_applies() -> None:
    """HX-512 (R-MAX-9, R-MAX-6, R-REQ-3, R-EFF-6, R-END-1, R-CALC-1; as SC-12, an amount
    counted when the effect applies keeps its value): Supreme Machine Magnum Overlord
    [L] (Maximum Mode only; Requirement: your LP are lower than the opponent's; send 1
    card from your hand to the GY. Effect: it gains ATK equal to the LP difference until
    the end of the turn). "HX Mend" (Normal Spell): you gain 3000 LP.
    Setup: P1 turn 3 at 6000 LP; hand: the three Overlord pieces, V1-100, HX Mend. P2
    at 8000 controls V4-1800 (since turn 2).
    Actions: Maximum Summon; activate [L], sending V1-100; HX Mend; the Maximum monster
    attacks V4-1800.
    Expected: 3500 + 2000 = 5500; after Mend P1 has 9000 LP and it keeps 5500: P2 takes
    3700 (4300). On turn 4 it has 3500."""
    duel = build(p0=Side(hand=[OVL_L, OVL, OVL_R, "V1-100", MEND.name], lp=6000),
                 p1=Side(monsters=[("V4-1800", ATK, 2)]))
    maximum(duel)
    settle(duel)
    do(duel, f"activate {mine(duel, OVL_L)}")
    answer(duel, picks=(hand(duel, "V1-100"),))
    settle(duel)
    assert duel.atk(duel.mz[0][1]) == 5500
    play(duel, MEND.name, zone="s0")
    assert duel.lp == [9000, 8000] and duel.atk(duel.mz[0][1]) == 5500
    attack(duel, OVL, "V4-1800")
    assert duel.lp == [9000, 4300]
    to_turn(duel, 4)
    assert duel.atk(duel.mz[0][1]) == 3500


def test_hx_513_an_attribute_given_this_turn_meets_an_attack_trap_only_this_turn() -> None:
    """HX-513 (R-CARD-2, R-TRAP-5, R-DMG-4, R-EFF-6, R-END-1): "HX Color Beam" (Normal
    Spell): Requirement: reveal 1 monster in your hand. Effect: 1 face-up monster you
    control takes the revealed monster's Attribute this turn. "HX Light Snare" (Trap):
    Requirement: an opponent's LIGHT monster declares an attack. Effect: the attacking
    monster loses 1000 ATK this turn.
    (a) P1 turn 3 controls V4-1800 (EARTH) and V1-100; hand: HX Color Beam, Blue-Eyes
    White Dragon (LIGHT). P2 controls V4-1600 and has HX Light Snare Set earlier. The
    Beam makes V4-1800 LIGHT; it attacks V4-1600: P2 is offered the Snare: 800 vs
    1600: V4-1800 is destroyed and P1 takes 800 (7200).
    (b) The same Beam, then P1 ends; on turn 5 V4-1800 is EARTH: it attacks V4-1600 and
    no window opens for P2: P2 takes 200 (7800)."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1800", ATK), ("V1-100", ATK)],
                             hand=[COLOR_BEAM.name, BEWD]),
                     p1=Side(monsters=[("V4-1600", ATK, 2)], spells=[(LIGHT_SNARE.name, SET)]))
    duel = setup()
    v18 = mine(duel, "V4-1800")
    play(duel, COLOR_BEAM.name, zone="s0", picks=(hand(duel, BEWD), v18))
    assert duel.attribute(duel.inst(v18)) == int(Attribute.LIGHT)
    attack(duel, "V4-1800", "V4-1600")
    window_for(duel, 1)
    trap(duel, LIGHT_SNARE.name)
    settle(duel)
    assert duel.lp == [7200, 8000] and "V4-1800" in names(duel, 0, "gy")
    later = setup()
    v18 = mine(later, "V4-1800")
    play(later, COLOR_BEAM.name, zone="s0", picks=(hand(later, BEWD), v18))
    to_turn(later, 5)
    assert later.attribute(later.inst(v18)) == int(Attribute.EARTH)
    attack(later, "V4-1800", "V4-1600")
    assert later.lp == [8000, 7800] and names(later, 1, "szone")[0] == LIGHT_SNARE.name


def test_hx_514_a_player_wide_shield_covers_a_monster_summoned_later_in_the_turn() -> None:
    """HX-514 (R-EFF-6, R-TRAP-6, R-REPLAY-1, R-REPLAY-2, R-CALC-4, R-CALC-1): "HX
    Bulwark Call" (Trap): Requirement: an opponent's monster declares an attack.
    Effect: this turn, monsters you control cannot be destroyed by battle, those that
    arrive later this turn included. "HX Reinforce Guard" (Trap): Requirement: an
    opponent's monster declares an attack. Effect: Special Summon 1 Level 4 or lower
    monster from your hand in face-up Defense Position.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon, Dark Magician (Rush) and V1-100
    (since turn 1). P2 controls V4-1600, has both Traps Set earlier; hand: V4-WALL.
    Actions: Blue-Eyes attacks V4-1600; P2 activates Bulwark Call (1400: 6600). Dark
    Magician attacks V4-1600; P2 activates Reinforce Guard (V4-WALL, DEF 2000); replay:
    P1 chooses V4-WALL.
    Expected: V4-1600 stays; 2500 > 2000 but V4-WALL, arrived after Bulwark Call, is
    covered: it stays; no damage (P2 6600)."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), (DM, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK, 2)], hand=["V4-WALL"],
                         spells=[(BULWARK.name, SET), (REINFORCE.name, SET)]))
    attack(duel, BEWD, "V4-1600")
    window_for(duel, 1)
    trap(duel, BULWARK.name)
    settle(duel)
    assert duel.lp == [8000, 6600] and names(duel, 1, "mzone")[0] == "V4-1600"
    attack(duel, DM, "V4-1600")
    window_for(duel, 1)
    trap(duel, REINFORCE.name)
    answer(duel)
    settle(duel)
    assert duel.request.kind == "replay"
    wall = find(duel, "V4-WALL", 1, "mzone")
    do(duel, f"target {wall}")
    settle(duel)
    assert duel.lp == [8000, 6600]
    assert "V4-WALL" in names(duel, 1, "mzone") and "V4-1600" in names(duel, 1, "mzone")


def test_hx_515_a_player_wide_def_gain_reaches_a_face_down_target_when_flipped() -> None:
    """HX-515 (R-DMG-3, R-DMG-4, R-CALC-4, R-EFF-6, R-TRAP-5): "HX Stone Call" (Trap):
    Requirement: an opponent's monster declares an attack. Effect: this turn, monsters
    you control gain 1000 DEF, those that arrive or are turned face-up later included.
    Setup: P1 turn 3 controls Blue-Eyes White Dragon and V1-100 (since turn 1). P2
    controls a face-down V4-WALL (DEF 2000) and has HX Stone Call Set earlier.
    Actions: Blue-Eyes attacks V4-WALL; P2 activates the Trap.
    Expected: V4-WALL is turned face-up in Defense with DEF 3000: 3000 vs 3000: nothing
    is destroyed and nobody takes damage."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V1-100", ATK)]),
                 p1=Side(monsters=[("V4-WALL", SET, 2)], spells=[(STONE_CALL.name, SET)]))
    attack(duel, BEWD, "V4-WALL")
    window_for(duel, 1)
    trap(duel, STONE_CALL.name)
    settle(duel)
    wall = at(duel, "V4-WALL", 1)
    assert duel.pos[wall] == DEF and duel.defense(wall) == 3000
    assert duel.lp == [8000, 8000] and BEWD in names(duel, 0, "mzone")


def test_hx_516_a_fusion_monster_gets_the_player_wide_gain_not_its_materials_own() -> None:
    """HX-516 (R-EFF-4, R-FUS-2, R-FUS-5, R-EFF-6, R-END-1): HX Surge (1 face-up monster
    you control gains 500 ATK this turn); HX War Cry (monsters you control gain 500 ATK
    this turn, later arrivals included). FX-FUSION-2 (2400): "V4-1600" + "V4-1400".
    Setup: P1 turn 3 controls V4-1600 and V4-1400 (since turn 1); hand: HX Surge, HX War
    Cry, "Fusion", V1-100; Extra: FX-FUSION-2.
    Actions: Surge on V4-1600; War Cry; "Fusion".
    Expected: FX-FUSION-2 has 2400 + 500 = 2900 (the Surge on a material does not carry
    over); on turn 4 it has 2400."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[SURGE.name, WAR_CRY.name, FUSION, "V1-100"],
                         extra=["FX-FUSION-2"]))
    play(duel, SURGE.name, zone="s0", picks=(mine(duel, "V4-1600"),))
    play(duel, WAR_CRY.name, zone="s0")
    assert duel.atk(at(duel, "V4-1600")) == 2600 and duel.atk(at(duel, "V4-1400")) == 1900
    do(duel, f"activate {hand(duel, FUSION)} s0")
    answer(duel, picks=(find(duel, "FX-FUSION-2", 0, "extra"),), pos="atk")
    settle(duel)
    fusion = at(duel, "FX-FUSION-2")
    assert duel.atk(fusion) == 2900
    to_turn(duel, 4)
    assert duel.atk(fusion) == 2400
