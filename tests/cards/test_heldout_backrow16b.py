"""Held-out style conformance scenarios HX-1017..HX-1036 (HX-997..HX-1016 are in
test_heldout_backrow16.py), written like SC-01..SC-30 of RULES.md section 19, on the
Spell & Trap Zones and the Field Zone under attack (R-EQUIP, R-FIELD, R-ZONE, R-SPELL,
R-TRAP, R-REQ): full S/T Zones (a Set Spell may still be activated, a Field Spell needs
no S/T Zone), Equip Spells destroyed (the monster loses the change at once) or left
behind by their monster (sent to the GY, not destroyed), Field Spells destroyed in the
middle of a turn or a battle, face-down cards counted by continuous effects, costs and
effects, and one Trap per window (R-TRAP-3/4) when both players hold a Trap for the same
event. Expectations come from RULES.md (and its section 20 card facts) alone. Throwaway
cards (codes 968845001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.actions import FIELD_ZONE
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, OnSpell, OnSummon, Trig
from rushdesk.engine.effects.core import ALL, Op
from rushdesk.engine.effects.ext_booster01 import OnSpellDestroyed
from rushdesk.engine.effects.ext_booster03b import OnSpellTrapDestroyed
from rushdesk.engine.effects.ops import (
    ChangePosition,
    Damage,
    Destroy,
    Fixed,
    GainLP,
    Modify,
    Per,
    ReturnToHand,
    SendCost,
)
from rushdesk.engine.effects.script import EQUIPPED, THIS, Ban, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK, MOD_NO_ATTACK, MOD_PIERCE, MOD_PROTECT

from ..engine.util import do, find, names
from .heldout_util import (
    BEWD,
    BLUE_FANG,
    CED,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    HOLE,
    MIRROR,
    REBORN,
    TORRENT,
    TRAP_HOLE,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
    hx_field,
    hx_monster,
    offered,
    picks,
    play,
    to_turn,
    trap,
    window_for,
)
from .heldout_util import POOL as BASE_POOL
from .helpers import (
    OwnAttack,
    asked,
    attackers,
    continuous,
    field_card,
    hid,
    idle,
    kind,
    mon,
    no_activation,
    no_spell,
    refused,
    settle,
    sz,
)

SPELL, TRAP = CardType.SPELL, CardType.TRAP
CYBER = "Cyber Dragon (Rush)"
BURN = "FX-BURN-BOTH"
BOUNCE = "FX-BOUNCE-ON-ATTACK"
OPP_UP_SPELL = Sel(who="opp", where=("szone",), face="up", kind="spell")
OPP_FIELD = Sel(who="opp", where=("fzone",))
HIDDEN = Sel(where=("mzone", "szone", "fzone"), face="down")  # face-down cards you control


def _code(n: int) -> int:
    return 968_845_000 + n


def _spell(n: int, name: str, *ops: Op, costs: tuple[Op, ...] = ()) -> CardData:
    return hx_card(_code(n), name, SPELL, Effect(kind="spell", costs=costs, ops=ops))


def _trap(n: int, name: str, trigger: Trig, *ops: Op) -> CardData:
    return hx_card(_code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


# Equip Spell: equip to 1 face-up monster you control; it gains 800 ATK.
BLADE = hx_equip(_code(1), "HX Long Blade", Cont(EQUIPPED, MOD_ATK, 800, "gains 800 ATK"))
# Trap. After your opponent activates a Spell: destroy that Spell Card (if on the field).
SNARE = _trap(2, "HX Equip Snare", OnSpell(),
              Destroy(Sel(who="opp", where=("szone", "fzone"), memo="spell")))
# Equip Spell: equip to 1 face-up monster you control; it cannot be destroyed by battle.
WARD = hx_equip(_code(3), "HX Battle Ward",
                Cont(EQUIPPED, MOD_PROTECT, "battle", "cannot be destroyed by battle"))
# Trap. When a monster you control declares an attack: destroy 1 face-up Spell Card in
# your opponent's S/T Zones.
WARD_BREAKER = _trap(4, "HX Ward Breaker", OwnAttack(), Destroy(OPP_UP_SPELL))
# Trap. When a Spell Card you control is destroyed by your opponent's card effect: you
# gain 1000 LP.
LOSS = _trap(5, "HX Spell Loss", OnSpellDestroyed(), GainLP(Fixed(1000)))
# Normal Spell: destroy 1 face-up Spell Card in your opponent's S/T Zones.
UP_BREAKER = _spell(6, "HX Face-up Breaker", Destroy(OPP_UP_SPELL))
# Equip Spell: equip to 1 face-up monster your opponent controls; it loses 800 ATK.
CURSE = hx_card(_code(7), "HX Heavy Curse", SPELL | CardType.EQUIP, Effect(
    kind="equip", equip=Sel(who="opp", face="up"),
    mods=(Cont(EQUIPPED, MOD_ATK, -800, "loses 800 ATK"),)))
# Trap. When an opponent's monster declares an attack: destroy the card in your
# opponent's Field Zone.
FIELD_SNIPE = _trap(8, "HX Field Snipe", OnAttack(), Destroy(OPP_FIELD))
# Field Spell: neither player can Special Summon monsters from the hand.
STILL = hx_card(_code(9), "HX Still Ground", SPELL | CardType.FIELD, Effect(kind="field", bans=(
    Ban("spsummon", "both", Sel(where=("hand",), who="any", kind="monster"),
        "Special Summon monsters from the hand"),)))
# Normal Spell: destroy the card in your opponent's Field Zone.
CRUSHER = _spell(10, "HX Ground Crusher", Destroy(OPP_FIELD))
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] gains 500 ATK for each face-down card in your
# Spell & Trap Zones and Field Zone (at most 4 such cards: one change per count).
GAUGE = hx_monster(_code(11), "HX Hidden Gauge", continuous(*(
    Cont(THIS, MOD_ATK, 500, "gains 500 ATK",
         condition=Count(Sel(where=("szone", "fzone"), face="down"), low=k))
    for k in (1, 2, 3, 4))))
# Normal Spell. Requirement: send 1 face-down card in your S/T Zones to the GY. Effect: 1
# face-up monster you control gains 500 ATK for each face-down card you control, this turn.
STRENGTH = _spell(12, "HX Hidden Strength", Modify(Sel(face="up"), amount=Per(500, HIDDEN)),
                  costs=(SendCost(Sel(where=("szone",), face="down")),))
# Normal Spell: destroy every card in both players' Field Zones.
SWEEP = _spell(13, "HX Field Sweep", Destroy(Sel(who="any", where=("fzone",)), high=ALL))
# Normal Spell: destroy every card in your opponent's S/T Zones; then your opponent takes
# 300 damage for each card destroyed this way.
TOLL = _spell(14, "HX Storm Toll", Destroy(Sel(who="opp", where=("szone",)), high=ALL),
              Damage(Per(300, memo="destroyed")))
# Trap. When an opponent's monster declares an attack: change the attacking monster to
# face-down Defense Position.
VEIL = _trap(15, "HX Veil Trap", OnAttack(),
             ChangePosition(Sel(who="opp", memo="attacker"), to="set"))
# Equip Spell: equip to 1 face-up monster you control; it gains 200 ATK and inflicts
# piercing battle damage.
LANCE = hx_equip(_code(16), "HX Lance Equip", Cont(EQUIPPED, MOD_ATK, 200, "gains 200 ATK"),
                 Cont(EQUIPPED, MOD_PIERCE, 1, "inflicts piercing battle damage"))
# Trap. When an opponent's monster declares an attack: destroy 1 face-up Spell Card in
# your opponent's S/T Zones.
EQUIP_SNIPE = _trap(17, "HX Equip Snipe", OnAttack(), Destroy(OPP_UP_SPELL))
# Normal Spell: return 1 face-up Spell Card in your S/T Zones, other than this card, to
# your hand.
EQUIP_RECALL = _spell(18, "HX Equip Recall", ReturnToHand(
    Sel(where=("szone",), face="up", kind="spell", not_self=True)))
# Normal Spell: destroy 1 face-down card your opponent controls (any zone).
HIDDEN_SNIPE = _spell(19, "HX Hidden Snipe", Destroy(
    Sel(who="opp", where=("mzone", "szone", "fzone"), face="down")))
# Level 4, 1000 ATK. [EFFECT] Requirement: none. It gains 400 ATK for each face-down card
# your opponent controls, until the end of this turn.
PEEKER = hx_monster(_code(20), "HX Backrow Peeker", Effect(ops=(Modify(THIS, amount=Per(
    400, Sel(who="opp", where=("mzone", "szone", "fzone"), face="down"))),)))
# Field Spell: face-up monsters your opponent controls cannot attack.
CALM = hx_field(_code(21), "HX Calm Field",
                Cont(Sel(who="opp", face="up"), MOD_NO_ATTACK, 1, "cannot attack"))
# Trap. When a player Normal Summons a monster: destroy 1 face-down card in your
# opponent's Spell & Trap Zones.
ESCORT = _trap(22, "HX Summon Escort", OnSummon(by="any", kinds=("summon",)),
               Destroy(Sel(who="opp", where=("szone",), face="down")))
# Trap. When a Spell/Trap Card you control is destroyed by your opponent's card effect:
# you gain 1000 LP.
COVER = _trap(23, "HX Cover Ward", OnSpellTrapDestroyed(), GainLP(Fixed(1000)))
# Trap. After your opponent activates a Spell: you gain 1000 LP.
LEVY = _trap(24, "HX Spell Levy", OnSpell(), GainLP(Fixed(1000)))
# Normal Spell: destroy every face-up card your opponent controls; then your opponent
# takes 300 damage for each card destroyed this way.
PURGE = _spell(25, "HX Face-up Purge", Destroy(Sel(who="opp", where=("mzone", "szone", "fzone"),
                                                   face="up"), high=ALL),
               Damage(Per(300, memo="destroyed")))

HX_CARDS = [BLADE, SNARE, WARD, WARD_BREAKER, LOSS, UP_BREAKER, CURSE, FIELD_SNIPE, STILL,
            CRUSHER, GAUGE, STRENGTH, SWEEP, TOLL, VEIL, LANCE, EQUIP_SNIPE, EQUIP_RECALL,
            HIDDEN_SNIPE, PEEKER, CALM, ESCORT, COVER, LEVY, PURGE]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


# ============================================================ zones and their counts
def test_hx_1017_full_st_zones_refuse_a_hand_spell_not_a_set_one_nor_a_field_spell() -> None:
    """HX-1017 (R-ZONE-2, R-ZONE-3, R-ZONE-5, R-SPELL-1, R-SPELL-3, R-MAIN-5, §20.5 Dark
    Hole). Setup: P1 turn 3: V4-1600; Dark Hole (Rush), Mirror Force and Torrential
    Tribute Set earlier (all 3 S/T Zones); hand: FX-BURN-BOTH, FX-FIELD-B. P2: V4-1800.
    Expected: activating or Setting FX-BURN-BOTH is refused in every S/T Zone (no free
    zone). FX-FIELD-B may be activated or Set (Field Zone). The Set Dark Hole may be
    activated (it needs no new zone): both monsters are destroyed and it goes to the GY;
    now FX-BURN-BOTH may be activated in the freed zone: 7000 each."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BURN, FIELD_B],
                         spells=[(HOLE, SET), (MIRROR, SET), (TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    burn, field = hid(duel, BURN), hid(duel, FIELD_B)
    no_spell(duel, burn)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"set {burn} {z}")
    legal = duel.legal_actions()
    assert Action("activate", field, zone=FIELD_ZONE) in legal
    assert Action("set", field, zone=FIELD_ZONE) in legal
    hole = sz(duel, HOLE)
    assert Action("activate", hole) in legal
    do(duel, f"activate {hole}")
    idle(duel)
    assert names(duel, 0, "szone") == ["", MIRROR, TORRENT]
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    play(duel, BURN, zone="s0")
    idle(duel)
    assert duel.lp == [7000, 7000] and names(duel, 0, "szone") == ["", MIRROR, TORRENT]


def test_hx_1018_an_equip_snared_after_it_resolved_takes_its_bonus_away_at_once() -> None:
    """HX-1018 (R-TRAP-5, R-REQ-2, R-EQUIP-1, R-EQUIP-4, R-CALC-1): HX Long Blade (Equip:
    +800); HX Equip Snare (Trap: after your opponent activates a Spell, destroy that
    card). Setup: P1 turn 3: V4-1600; hand: the Blade. P2: V4-1800, the Snare Set
    earlier. Actions: equip V4-1600; V4-1600 attacks V4-1800.
    Expected: the Snare is offered after the Equip resolved (2400). (a) P2 destroys the
    Blade: 1600 at once, the zone is empty; 1600 vs 1800: P1 takes 200, V4-1600 dies.
    (b) P2 passes: 2400 vs 1800: P2 takes 600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(SNARE.name, SET)]))
    v16 = at(duel, "V4-1600", 0)
    play(duel, BLADE.name, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SNARE.name, 1)} and duel.atk(v16) == 2400
    passed = duel.clone()
    trap(duel, SNARE.name, 1)
    idle(duel)
    assert duel.atk(v16) == 1600 and names(duel, 0, "szone") == ["", "", ""]
    assert names(duel, 0, "gy") == [BLADE.name]
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [7800, 8000] and names(duel, 0, "gy") == [BLADE.name, "V4-1600"]
    do(passed, "pass")
    idle(passed)
    attack(passed, "V4-1600", "V4-1800")
    assert passed.lp == [8000, 7400] and names(passed, 1, "gy") == ["V4-1800"]


def test_hx_1019_the_attackers_trap_breaks_the_ward_before_the_battle() -> None:
    """HX-1019 (R-TRAP-4, R-TRAP-5, R-EQUIP-4, R-REPLAY-5, R-DMG-4, R-CALC-1): HX Battle
    Ward (Equip: cannot be destroyed by battle); HX Ward Breaker (Trap: a monster you
    control declares an attack; destroy 1 face-up Spell in your opponent's S/T Zones).
    Setup: on turn 2 P2 equips the Ward to V4-1400. P1 turn 3: V4-1800, the Breaker Set
    earlier. V4-1800 attacks V4-1400.
    Expected: P2 has no Trap: P1 is asked. (a) The Breaker destroys the Ward: no replay;
    V4-1400 is destroyed, P2 takes 400. (b) P1 passes: P2 takes 400, V4-1400 stays."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)],
                                       spells=[(WARD_BREAKER.name, SET)]),
                 p1=Side(monsters=[("V4-1400", ATK)], hand=[WARD.name]))
    play(duel, WARD.name, zone="s0")
    to_turn(duel, 3)
    attack(duel, "V4-1800", "V4-1400")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, WARD_BREAKER.name, 0)}
    passed = duel.clone()
    trap(duel, WARD_BREAKER.name, 0)
    assert duel.lp == [8000, 7600] and duel.turn == 4
    assert sorted(names(duel, 1, "gy")) == sorted([WARD.name, "V4-1400"])
    do(passed, "pass")
    assert passed.lp == [8000, 7600] and names(passed, 1, "mzone")[0] == "V4-1400"
    assert names(passed, 1, "szone")[0] == WARD.name


def test_hx_1020_an_equip_left_behind_is_sent_to_the_gy_not_destroyed() -> None:
    """HX-1020 (R-EQUIP-4, R-TRAP-5, R-REQ-2, §20.5 Dark Hole): HX Long Blade (+800); HX
    Spell Loss (Trap: a Spell Card you control is destroyed by your opponent's card
    effect; gain 1000 LP); HX Face-up Breaker (Normal Spell: destroy 1 face-up Spell in
    your opponent's S/T Zones). Setup: on turn 2 P2 equips the Blade to V4-1600 (2400);
    the Spell Loss was Set earlier. P1 turn 3.
    (a) P1's Dark Hole destroys V4-1600: the Blade is sent to the GY, not destroyed: the
    Spell Loss is not offered. (b) P1's Breaker destroys the Blade: it is offered
    (9000); V4-1600 is back to 1600."""
    def setup() -> Duel:
        duel = build(turn=2, tp=1, p0=Side(hand=[HOLE, UP_BREAKER.name]),
                     p1=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name],
                             spells=[None, (LOSS.name, SET)]))
        play(duel, BLADE.name, zone="s0")
        to_turn(duel, 3)
        assert duel.atk(at(duel, "V4-1600", 1)) == 2400
        return duel
    duel = setup()
    play(duel, HOLE, zone="s0")
    idle(duel)
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", BLADE.name])
    assert names(duel, 1, "szone") == ["", LOSS.name, ""] and duel.lp == [8000, 8000]
    duel = setup()
    play(duel, UP_BREAKER.name, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOSS.name, 1)}
    trap(duel, LOSS.name, 1)
    idle(duel)
    assert duel.lp == [8000, 9000] and duel.atk(at(duel, "V4-1600", 1)) == 1600


def test_hx_1021_a_cursed_target_bounced_takes_the_curse_off_and_comes_back_whole() -> None:
    """HX-1021 (R-EQUIP-1, R-EQUIP-4, R-ZONE-4, R-REPLAY-1, R-REPLAY-2, R-EFF-4,
    R-CALC-1): HX Heavy Curse (Equip: to 1 face-up monster your opponent controls; it
    loses 800 ATK); FX-BOUNCE-ON-ATTACK.
    Setup: P1 turn 3: V4-1400; hand: the Curse. P2: V4-1800 and V4-1600, the Bounce Set
    earlier. P1 curses V4-1800 (1000); V4-1400 attacks it; P2 returns it to the hand.
    Expected: the Curse goes to P1's GY; replay: P1 chooses V4-1600 (the only target):
    1400 vs 1600: P1 takes 200. Turn 4: P2 summons V4-1800 again: 1800."""
    duel = build(p0=Side(monsters=[("V4-1400", ATK)], hand=[CURSE.name]),
                 p1=Side(monsters=[("V4-1800", ATK), ("V4-1600", ATK)],
                         spells=[(BOUNCE, SET)]))
    play(duel, CURSE.name, zone="s0", picks=(mon(duel, "V4-1800", 1),))
    assert duel.atk(at(duel, "V4-1800", 1)) == 1000
    attack(duel, "V4-1400", "V4-1800")
    window_for(duel, 1)
    trap(duel, BOUNCE, 1)
    answer(duel)
    assert kind(duel) == "replay"
    assert names(duel, 0, "gy") == [CURSE.name] and names(duel, 0, "szone") == ["", "", ""]
    v16 = mon(duel, "V4-1600", 1)
    assert {a.target for a in duel.legal_actions() if a.kind == "target"} == {v16}
    do(duel, f"target {v16}")
    settle(duel)
    assert duel.lp == [7800, 8000] and duel.turn == 4
    do(duel, f"summon {hid(duel, 'V4-1800', 1)} z0")
    assert duel.atk(at(duel, "V4-1800", 1)) == 1800


def test_hx_1022_a_field_spell_sniped_after_the_declaration_changes_the_battle() -> None:
    """HX-1022 (R-FIELD-1, R-DMG-4, R-REPLAY-5, R-TRAP-6, R-TRAP-4, R-CALC-1): HX Field
    Snipe (Trap: on an opponent's attack, destroy the card in their Field Zone);
    FX-FIELD-GUARD. Setup: P1 turn 3, Battle Phase: V4-1600 with FX-FIELD-C (1900),
    FX-FIELD-GUARD Set earlier. P2: V4-1800, the Snipe Set earlier.
    Expected: V4-1600 attacks V4-1800; P2 destroys FX-FIELD-C: 1600 at once. The new
    window: P1 is offered FX-FIELD-GUARD and draws 1. No replay: 1600 vs 1800: P1 takes
    200 and V4-1600 is destroyed."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK)], spells=[(FIELD_GUARD, SET)],
                                         field_spell=(FIELD_C, ATK)),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(FIELD_SNIPE.name, SET)]))
    v16 = at(duel, "V4-1600", 0)
    assert duel.atk(v16) == 1900
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, FIELD_SNIPE.name, 1)
    assert duel.atk(v16) == 1600 and field_card(duel, 0) == ""
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 0)}
    trap(duel, FIELD_GUARD, 0)
    settle(duel)
    assert duel.lp == [7800, 8000] and len(names(duel, 0, "hand")) == 1
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_C, FIELD_GUARD, "V4-1600"])


def test_hx_1023_crushing_a_field_ban_opens_the_special_summon_at_once() -> None:
    """HX-1023 (R-FIELD-1, R-MAIN-4, R-TRAP-2, R-TRAP-5, §20.1 Cyber Dragon (Rush)): HX
    Still Ground (Field Spell: neither player can Special Summon from the hand); HX Ground
    Crusher (Normal Spell: destroy the card in your opponent's Field Zone).
    Setup: P1 turn 3, no monsters; hand: Cyber Dragon, the Crusher. P2: V4-1600, the
    Still Ground, FX-FIELD-GUARD Set earlier.
    Expected: Cyber Dragon's own Special Summon is refused. The Crusher destroys the
    Field Spell: P2 is offered FX-FIELD-GUARD (draws 1). Now Cyber Dragon may be Special
    Summoned; it attacks V4-1600: P2 takes 500."""
    duel = build(p0=Side(hand=[CYBER, CRUSHER.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], field_spell=(STILL.name, ATK),
                         spells=[(FIELD_GUARD, SET)]))
    cyber = hid(duel, CYBER)
    assert not [a for a in duel.legal_actions() if a.kind == "spsummon"]
    refused(duel, f"spsummon {cyber} z0 atk")
    play(duel, CRUSHER.name, zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 1)}
    trap(duel, FIELD_GUARD, 1)
    idle(duel)
    assert field_card(duel, 1) == "" and len(names(duel, 1, "hand")) == 1
    assert Action("spsummon", cyber, zone=0, pos=ATK) in duel.legal_actions()
    do(duel, f"spsummon {cyber} z0 atk")
    idle(duel)
    attack(duel, CYBER, "V4-1600")
    assert duel.lp == [8000, 7500]


def test_hx_1024_a_gauge_counts_sets_flips_and_a_field_spell_replaced_by_rule() -> None:
    """HX-1024 (R-EFF-5, R-MAIN-5, R-FIELD-1, R-FIELD-2, R-SPELL-2, R-CALC-6): HX Hidden
    Gauge (1000 ATK; +500 for each face-down card in your S/T Zones and Field Zone).
    Setup: P1 turn 3: the Gauge; Torrential Set earlier; FX-FIELD-A face-up (1600); hand:
    FX-FIELD-B, FX-FIELD-C, FX-BURN-BOTH. P2: no monsters.
    Actions and expected: Set FX-BURN-BOTH: 2100. Set FX-FIELD-B over FX-FIELD-A (it
    goes to the GY by rule): 2500. Activate FX-FIELD-C from the hand over the Set
    FX-FIELD-B (to the GY too): 2300. Activate the Set FX-BURN-BOTH (7000 each): 1800.
    A direct attack: P2 5200."""
    duel = build(p0=Side(monsters=[(GAUGE.name, ATK)], hand=[FIELD_B, FIELD_C, BURN],
                         spells=[(TORRENT, SET)], field_spell=(FIELD_A, ATK)))
    gauge = at(duel, GAUGE.name, 0)
    assert duel.atk(gauge) == 1600
    do(duel, f"set {hid(duel, BURN)} s1")
    assert duel.atk(gauge) == 2100
    do(duel, f"set {hid(duel, FIELD_B)} f")
    assert names(duel, 0, "gy") == [FIELD_A] and duel.atk(gauge) == 2500
    play(duel, FIELD_C, zone="f")
    idle(duel)
    assert names(duel, 0, "gy") == [FIELD_A, FIELD_B] and duel.atk(gauge) == 2300
    do(duel, f"activate {sz(duel, BURN)}")
    idle(duel)
    assert duel.lp == [7000, 7000] and duel.atk(gauge) == 1800
    attack(duel, GAUGE.name)
    assert duel.lp == [7000, 5200]


def test_hx_1025_a_flipped_spell_counts_after_its_cost_and_never_pays_with_itself() -> None:
    """HX-1025 (R-REQ-1, R-REQ-2, R-REQ-3, R-SPELL-1, R-SPELL-2): HX Hidden Strength
    (Normal Spell. Requirement: send 1 face-down card in your S/T Zones to the GY.
    Effect: 1 face-up monster you control gains 500 ATK for each face-down card you
    control, this turn).
    (a) P1 turn 3: V4-1600, face-down V4-1400; the Strength, Torrential and Mirror Force
    Set earlier. Activating the Set Strength: the cost offers Torrential or Mirror Force
    (the Strength is face-up); P1 pays Torrential; then Mirror Force and V4-1400 are face
    down: 2600. (b) The Set Strength is P1's only Set card: refused. (c) From the hand
    with only Torrential Set: legal; after the cost nothing is face-down: 1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", SET)],
                         spells=[(STRENGTH.name, SET), (TORRENT, SET), (MIRROR, SET)]))
    do(duel, f"activate {sz(duel, STRENGTH.name)}")
    assert kind(duel) == "pick" and picks(duel) == {sz(duel, TORRENT), sz(duel, MIRROR)}
    answer(duel, picks=(sz(duel, TORRENT),))
    idle(duel)
    assert duel.atk(at(duel, "V4-1600", 0)) == 2600
    assert sorted(names(duel, 0, "gy")) == sorted([TORRENT, STRENGTH.name])
    lone = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[(STRENGTH.name, SET)]))
    no_activation(lone, sz(lone, STRENGTH.name))
    hand = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[STRENGTH.name],
                         spells=[(TORRENT, SET)]))
    play(hand, STRENGTH.name, zone="s1")
    idle(hand)
    assert names(hand, 0, "gy") == [TORRENT, STRENGTH.name]
    assert hand.atk(at(hand, "V4-1600", 0)) == 1600


# ============================================================ both players hold a Trap
def test_hx_1026_both_field_guards_match_the_sweep_only_one_is_used() -> None:
    """HX-1026 (R-TRAP-3, R-TRAP-4, R-TRAP-6, R-FIELD-1, R-SPELL-3): HX Field Sweep
    (Normal Spell: destroy every card in both Field Zones); FX-FIELD-GUARD (a card in your
    Field Zone is destroyed by a card effect: draw 1), one Set earlier by each player.
    Setup: P1 turn 3: FX-FIELD-A; hand: the Sweep. P2: FX-FIELD-B.
    Expected: both Field Spells are destroyed; both Guards match; P2 is asked first.
    (a) P2 draws with its Guard: P1 is not asked, there or after. (b) P2 passes: P1
    draws with its own."""
    def setup() -> Duel:
        duel = build(p0=Side(hand=[SWEEP.name], spells=[(FIELD_GUARD, SET)],
                             field_spell=(FIELD_A, ATK)),
                     p1=Side(spells=[(FIELD_GUARD, SET)], field_spell=(FIELD_B, ATK)))
        play(duel, SWEEP.name, zone="s1")
        window_for(duel, 1)
        assert offered(duel) == {sz(duel, FIELD_GUARD, 1)}
        assert field_card(duel, 0) == "" and field_card(duel, 1) == ""
        return duel
    duel = setup()
    trap(duel, FIELD_GUARD, 1)
    idle(duel)
    assert len(names(duel, 1, "hand")) == 1 and names(duel, 0, "hand") == []
    assert names(duel, 0, "szone")[0] == FIELD_GUARD
    duel = setup()
    do(duel, "pass")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 0)}
    trap(duel, FIELD_GUARD, 0)
    idle(duel)
    assert len(names(duel, 0, "hand")) == 1 and names(duel, 1, "hand") == []


def test_hx_1027_a_storm_toll_counts_the_curse_on_my_monster_and_frees_it() -> None:
    """HX-1027 (R-ZONE-2, R-EQUIP-1, R-EQUIP-4, R-REQ-2, R-TRAP-5, R-CALC-1): HX Storm
    Toll (Normal Spell: destroy every card in your opponent's S/T Zones; then they take
    300 damage for each card destroyed); HX Heavy Curse (-800, HX-1021); HX Long Blade
    (+800); HX Spell Levy (Trap: after your opponent activates a Spell, gain 1000 LP).
    Setup: on turn 2 P2 curses P1's V4-1800 (1000); Mirror Force and the Levy Set
    earlier; P2: V4-1600. P1 turn 3 equips the Blade (P2 passes: 1800), then the Toll.
    Expected: the Curse (P2's card, on P1's monster), Mirror Force and the Levy are
    destroyed: P2 takes 900 (7100); no Trap is left to answer. The Blade stays: 2600.
    V4-1800 attacks V4-1600: 6100."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)],
                                       hand=[BLADE.name, TOLL.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=[CURSE.name],
                         spells=[None, (MIRROR, SET), (LEVY.name, SET)]))
    play(duel, CURSE.name, zone="s0")
    to_turn(duel, 3)
    v18 = at(duel, "V4-1800", 0)
    assert duel.atk(v18) == 1000
    play(duel, BLADE.name, zone="s0")
    window_for(duel, 1)
    do(duel, "pass")
    assert duel.atk(v18) == 1800
    play(duel, TOLL.name, zone="s1")
    idle(duel)
    assert duel.lp == [8000, 7100] and duel.atk(v18) == 2600
    assert names(duel, 0, "szone")[0] == BLADE.name and names(duel, 1, "szone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([CURSE.name, MIRROR, LEVY.name])
    attack(duel, "V4-1800", "V4-1600")
    assert duel.lp == [8000, 6100]


def test_hx_1028_an_attacker_veiled_face_down_sheds_its_equip_and_its_attack() -> None:
    """HX-1028 (R-EQUIP-4, R-POS-4, R-BATTLE-5, R-POS-1, R-POS-2, R-CALC-1): HX Veil Trap
    (Trap: on an opponent's attack, change the attacking monster to face-down Defense);
    HX Long Blade (+800). Setup: P1 turn 3: V4-1600; hand: the Blade. P2: V4-1800, the
    Veil Set earlier. P1 equips V4-1600 (2400), which attacks V4-1800.
    Expected: V4-1600 is turned face-down: the Blade goes to the GY and the attack ends
    with no damage. On turn 5 P1 turns it face-up by hand: 1600; it attacks V4-1800:
    P1 takes 200."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(VEIL.name, SET)]))
    play(duel, BLADE.name, zone="s0")
    v16 = at(duel, "V4-1600", 0)
    assert duel.atk(v16) == 2400
    attack(duel, "V4-1600", "V4-1800")
    window_for(duel, 1)
    trap(duel, VEIL.name, 1)
    assert duel.turn == 4 and duel.lp == [8000, 8000]
    assert duel.pos[v16] == SET and names(duel, 0, "gy") == [BLADE.name]
    assert names(duel, 1, "mzone")[0] == "V4-1800"
    to_turn(duel, 5)
    do(duel, f"position {mon(duel, 'V4-1600', 0)} atk")
    assert duel.atk(v16) == 1600
    attack(duel, "V4-1600", "V4-1800")
    assert duel.lp == [7800, 8000]


def test_hx_1029_two_equips_one_sniped_leaves_exactly_the_others_change() -> None:
    """HX-1029 (R-EQUIP-2, R-EQUIP-4, R-DMG-4, R-CALC-4, R-CALC-5): HX Long Blade (+800);
    HX Lance Equip (+200, piercing); HX Equip Snipe (Trap: on an opponent's attack,
    destroy 1 face-up Spell in their S/T Zones). Setup: P1 turn 3: V4-1600 with both
    Equips (2600). P2: V4-WALL in face-up Defense (DEF 2000), the Snipe Set earlier.
    V4-1600 attacks V4-WALL.
    Expected: (a) P2 destroys the Blade: 1800 with piercing against 2000: P1 takes 200.
    (b) P2 destroys the Lance: 2400, no piercing: V4-WALL is destroyed, no damage.
    (c) P2 passes: piercing: P2 takes 600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name, LANCE.name]),
                 p1=Side(monsters=[("V4-WALL", DEF)], spells=[(EQUIP_SNIPE.name, SET)]))
    play(duel, BLADE.name, zone="s0")
    play(duel, LANCE.name, zone="s1")
    assert duel.atk(at(duel, "V4-1600", 0)) == 2600
    attack(duel, "V4-1600", "V4-WALL")
    window_for(duel, 1)
    lance, passed = duel.clone(), duel.clone()
    trap(duel, EQUIP_SNIPE.name, 1)
    assert picks(duel) == {sz(duel, BLADE.name), sz(duel, LANCE.name)}
    answer(duel, picks=(sz(duel, BLADE.name),))
    assert duel.lp == [7800, 8000] and names(duel, 1, "mzone")[0] == "V4-WALL"
    trap(lance, EQUIP_SNIPE.name, 1)
    answer(lance, picks=(sz(lance, LANCE.name),))
    assert lance.lp == [8000, 8000] and names(lance, 1, "gy") == [EQUIP_SNIPE.name, "V4-WALL"]
    do(passed, "pass")
    assert passed.lp == [8000, 7400]


def test_hx_1030_an_equip_returned_to_the_hand_may_equip_another_monster() -> None:
    """HX-1030 (R-EQUIP-1, R-EQUIP-4, R-SPELL-2, R-SPELL-3, R-CALC-1): HX Long Blade
    (+800); HX Equip Recall (Normal Spell: return 1 face-up Spell in your S/T Zones,
    other than itself, to your hand). Setup: P1 turn 3: V4-1600, V4-1400; hand: the
    Blade, the Recall. P2: V4-1800.
    Expected: the Blade on V4-1600 (2400); the Recall returns it: 1600, the Zones are
    empty; the Blade again, on V4-1400 (2200). V4-1400 attacks V4-1800 (P2: 7600), then
    V4-1600 attacks directly (6000)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         hand=[BLADE.name, EQUIP_RECALL.name]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    v16, v14 = at(duel, "V4-1600", 0), at(duel, "V4-1400", 0)
    play(duel, BLADE.name, zone="s0", picks=(mon(duel, "V4-1600", 0),))
    assert duel.atk(v16) == 2400
    play(duel, EQUIP_RECALL.name, zone="s1")
    idle(duel)
    assert names(duel, 0, "hand") == [BLADE.name] and names(duel, 0, "szone") == ["", "", ""]
    assert duel.atk(v16) == 1600 and names(duel, 0, "gy") == [EQUIP_RECALL.name]
    play(duel, BLADE.name, zone="s2", picks=(mon(duel, "V4-1400", 0),))
    assert duel.atk(v14) == 2200 and duel.atk(v16) == 1600
    attack(duel, "V4-1400", "V4-1800")
    assert duel.lp == [8000, 7600]
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6000]


def test_hx_1031_a_set_field_spell_is_a_face_down_card_in_the_field_zone() -> None:
    """HX-1031 (R-ZONE-3, R-FIELD-1, R-TRAP-5, R-TRAP-4): HX Hidden Snipe (Normal Spell:
    destroy 1 face-down card your opponent controls); FX-FIELD-GUARD.
    Setup: P1 turn 3; hand: the Snipe. P2: face-down V4-1400, FX-FIELD-GUARD Set earlier,
    FX-FIELD-B Set in its Field Zone.
    Expected: the Snipe offers all three face-down cards; P1 destroys FX-FIELD-B: a card
    in P2's Field Zone destroyed by a card effect: P2 is offered the Guard (draws 1)."""
    duel = build(p0=Side(hand=[HIDDEN_SNIPE.name]),
                 p1=Side(monsters=[("V4-1400", SET)], spells=[(FIELD_GUARD, SET)],
                         field_spell=(FIELD_B, SET)))
    do(duel, f"activate {hid(duel, HIDDEN_SNIPE.name)} s0")
    field = find(duel, FIELD_B, 1, "fzone")
    assert picks(duel) == {mon(duel, "V4-1400", 1), sz(duel, FIELD_GUARD, 1), field}
    answer(duel, picks=(field,))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 1)}
    trap(duel, FIELD_GUARD, 1)
    idle(duel)
    assert names(duel, 1, "gy") == [FIELD_B, FIELD_GUARD] and len(names(duel, 1, "hand")) == 1


def test_hx_1032_a_spell_set_and_flipped_this_turn_works_the_trap_beside_it_waits() -> None:
    """HX-1032 (R-SPELL-2, R-TRAP-2, R-TRAP-3, R-TRAP-4, §20.2 Monster Reborn, §20.3
    Torrential Tribute, Dragon Encounter, §20.5 CED). Setup: P1 turn 3; hand: Monster
    Reborn (Rush), Torrential; GY: Blue-Eyes. P2: CED and Dragon Encounter Set earlier;
    hand: V4-1600, Blue-Fang Burst Dragon.
    Actions: P1 Sets both, then activates the Set Reborn (Blue-Eyes in Attack); P2
    passes; turn 4: P2 Normal Summons V4-1600.
    Expected: both of P2's Traps are offered; when P2 passes, P1's Torrential (Set this
    turn) is not. On turn 4 P1 (the NTP) is asked first: Torrential destroys both
    monsters; P2 may not use CED in that window."""
    duel = build(p0=Side(hand=[REBORN, TORRENT], gy=[BEWD]),
                 p1=Side(hand=["V4-1600", BLUE_FANG], spells=[(CED, SET), (ENCOUNTER, SET)]))
    do(duel, f"set {hid(duel, REBORN)} s0")
    do(duel, f"set {hid(duel, TORRENT)} s1")
    idle(duel)
    do(duel, f"activate {sz(duel, REBORN)}")
    answer(duel, pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1), sz(duel, ENCOUNTER, 1)}
    do(duel, "pass")
    idle(duel)
    assert names(duel, 0, "mzone")[0] == BEWD and names(duel, 0, "szone") == ["", TORRENT, ""]
    to_turn(duel, 4)
    do(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    idle(duel, 1)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "szone") == [CED, ENCOUNTER, ""]


def test_hx_1033_a_count_applied_by_an_effect_stays_when_the_cards_go() -> None:
    """HX-1033 (R-REQ-3, R-EFF-2, R-EFF-3, R-EFF-5, R-EFF-6, R-END-1): HX Backrow Peeker
    (1000 ATK. Effect: it gains 400 ATK for each face-down card your opponent controls,
    until the end of this turn); HX Storm Toll (HX-1027).
    Setup: P1 turn 3: the Peeker; hand: the Toll. P2: face-down V4-1400; Mirror Force and
    HX Spell Levy Set earlier. Actions: the Peeker's effect; again; the Toll.
    Expected: 3 face-down cards: 2200. A second activation is refused. The Toll destroys
    2 cards (P2: 7400); the gain was applied and stays 2200 (not a continuous count). It
    attacks V4-1400 (face-down, DEF 1200): destroyed, no damage. On turn 4: 1000."""
    duel = build(p0=Side(monsters=[(PEEKER.name, ATK)], hand=[TOLL.name]),
                 p1=Side(monsters=[("V4-1400", SET)], spells=[(MIRROR, SET), (LEVY.name, SET)]))
    peeker = at(duel, PEEKER.name, 0)
    do(duel, f"activate {mon(duel, PEEKER.name, 0)}")
    idle(duel)
    assert duel.atk(peeker) == 2200
    refused(duel, f"activate {mon(duel, PEEKER.name, 0)}")
    play(duel, TOLL.name, zone="s0")
    idle(duel)
    assert duel.lp == [8000, 7400] and duel.atk(peeker) == 2200
    attack(duel, PEEKER.name, "V4-1400")
    assert duel.turn == 4 and duel.lp == [8000, 7400] and "V4-1400" in names(duel, 1, "gy")
    assert duel.atk(peeker) == 1000


def test_hx_1034_an_equip_destroyed_with_its_monster_is_destroyed_by_the_effect() -> None:
    """HX-1034 (R-EQUIP-4, R-REQ-2, R-TRAP-5, R-ZONE-2): HX Face-up Purge (Normal Spell:
    destroy every face-up card your opponent controls; then they take 300 damage for
    each card destroyed this way); HX Long Blade (+800); HX Spell Loss (HX-1020).
    Setup: on turn 2 P2 equips the Blade to V4-1600; P2 also controls V4-1800 and has the
    Spell Loss Set earlier. P1 turn 3 activates the Purge.
    Expected: the Purge destroys V4-1600, V4-1800 and the face-up Blade, all three (the
    Blade is one of the cards it destroys, not left behind): P2 takes 900 (7100). A
    Spell Card P2 controlled was destroyed by P1's effect: P2 is offered the Spell Loss
    (the face-down Trap was not destroyed): 8100."""
    duel = build(turn=2, tp=1, p0=Side(hand=[PURGE.name]),
                 p1=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)], hand=[BLADE.name],
                         spells=[None, (LOSS.name, SET)]))
    play(duel, BLADE.name, zone="s0", picks=(mon(duel, "V4-1600", 1),))
    to_turn(duel, 3)
    play(duel, PURGE.name, zone="s0")
    assert names(duel, 1, "mzone") == ["", "", ""]
    assert names(duel, 1, "szone") == ["", LOSS.name, ""]
    assert sorted(names(duel, 1, "gy")) == sorted(["V4-1600", "V4-1800", BLADE.name])
    assert duel.lp == [8000, 7100]
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, LOSS.name, 1)}
    trap(duel, LOSS.name, 1)
    idle(duel)
    assert duel.lp == [8000, 8100]


def test_hx_1035_a_calm_field_crushed_lets_the_monsters_attack_again() -> None:
    """HX-1035 (R-FIELD-1, R-BATTLE-2, R-SPELL-3, R-CALC-6): HX Calm Field (Field Spell:
    face-up monsters your opponent controls cannot attack); HX Ground Crusher (HX-1023).
    Setup: P1 turn 3: V4-1600; hand: the Crusher. P2: no monsters, the Calm Field.
    Expected: (a) in the Battle Phase V4-1600 may not attack: P2 stays at 8000. (b) After
    the Crusher destroys the Field Spell, V4-1600 attacks directly: 6400."""
    def setup() -> Duel:
        return build(p0=Side(monsters=[("V4-1600", ATK)], hand=[CRUSHER.name]),
                     p1=Side(field_spell=(CALM.name, ATK)))
    duel = setup()
    do(duel, "battle")
    if duel.turn == 3:
        assert asked(duel) == "battle" and attackers(duel) == set()
    assert duel.lp == [8000, 8000]
    duel = setup()
    play(duel, CRUSHER.name, zone="s0")
    idle(duel)
    assert field_card(duel, 1) == "" and names(duel, 1, "gy") == [CALM.name]
    attack(duel, "V4-1600")
    assert duel.lp == [8000, 6400]


def test_hx_1036_the_turn_players_escort_answers_second_and_opens_a_new_window() -> None:
    """HX-1036 (R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6, §20.5 Trap Hole): HX Summon
    Escort (Trap: when a player Normal Summons; destroy 1 face-down card in your
    opponent's S/T Zones); HX Cover Ward (Trap: a Spell/Trap you control is destroyed by
    the opponent's card effect; gain 1000 LP).
    Setup: P1 turn 3; hand: V4-1800; the Escort Set earlier. P2: Trap Hole (Rush) and the
    Cover Ward Set earlier. P1 Normal Summons V4-1800.
    Expected: P2 is asked first (Trap Hole). (a) P2 passes; P1's Escort destroys Trap
    Hole; in the new window P2 is asked first again: the Cover Ward (9000); the summon
    is not in that window. (b) P2 uses Trap Hole: P1 may not use the Escort, and the
    next window holds no summon: it stays Set."""
    def setup() -> Duel:
        duel = build(p0=Side(hand=["V4-1800"], spells=[(ESCORT.name, SET)]),
                     p1=Side(spells=[(TRAP_HOLE, SET), (COVER.name, SET)]))
        do(duel, f"summon {hid(duel, 'V4-1800')} z0")
        window_for(duel, 1)
        assert offered(duel) == {sz(duel, TRAP_HOLE, 1)}
        return duel
    duel = setup()
    do(duel, "pass")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, ESCORT.name, 0)}
    trap(duel, ESCORT.name, 0)
    assert picks(duel) == {sz(duel, TRAP_HOLE, 1), sz(duel, COVER.name, 1)}
    answer(duel, picks=(sz(duel, TRAP_HOLE, 1),))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, COVER.name, 1)}
    trap(duel, COVER.name, 1)
    idle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 0, "mzone")[0] == "V4-1800"
    duel = setup()
    trap(duel, TRAP_HOLE, 1)
    idle(duel)
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 0, "szone")[0] == ESCORT.name
