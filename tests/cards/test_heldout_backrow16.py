"""Held-out style conformance scenarios HX-997..HX-1016 (HX-1017..HX-1036 are in
test_heldout_backrow16b.py), written like SC-01..SC-30 of RULES.md section 19, on cards
in the Spell & Trap Zones under attack (R-TRAP, R-SPELL, R-EQUIP, R-FIELD, R-ZONE,
R-REQ): Spells and Traps that destroy or return Set cards (a Jointech Rex-style "destroy
every card in your opponent's S/T Zones", "destroy 1 Set card", "return a Set card to
the hand"), a Set Trap destroyed before its window opens, a Trap whose Requirement event
happened while it was Set this turn (R-TRAP-2), Traps answering "your opponent activates
a Spell" after it resolved (SC-20), face-down cards counted by a continuous effect, and
one Trap per window (R-TRAP-3/4) when both players hold a Trap for the same event.
Expectations come from RULES.md (and its section 20 card facts) alone. Throwaway cards
(codes 968840001.., names "HX ...") are defined below, each with a comment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, SET, Action, Duel
from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Count, OnAttack, OnSpell, OnSummon, Trig, event_card
from rushdesk.engine.effects.core import ALL, Op
from rushdesk.engine.effects.ext_booster03a import SetFromGY
from rushdesk.engine.effects.ext_booster03b import OnSpellTrapDestroyed
from rushdesk.engine.effects.ops import Destroy, Fixed, GainLP, ReturnToHand, SpecialSummon
from rushdesk.engine.effects.script import EQUIPPED, THIS, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side
from rushdesk.engine.stats import MOD_ATK

from ..engine.util import do, names
from .heldout_util import (
    ARMOR,
    BEWD,
    CED,
    ENCOUNTER,
    FIELD_A,
    FIELD_B,
    FIELD_C,
    FIELD_GUARD,
    HOLE,
    MIRROR,
    REX,
    TORRENT,
    answer,
    at,
    attack,
    builder,
    hx_card,
    hx_equip,
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
    continuous,
    field_card,
    hid,
    idle,
    kind,
    mon,
    no_activation,
    refused,
    settle,
    sz,
)

SPELL, TRAP = CardType.SPELL, CardType.TRAP
OPP_SET = Sel(who="opp", where=("szone",), face="down")  # a Set card in the opponent's S/T
MY_HIDDEN = Sel(where=("szone", "fzone"), face="down")  # your face-down S/T or Field card


def _code(n: int) -> int:
    return 968_840_000 + n


def _spell(n: int, name: str, *ops: Op) -> CardData:
    return hx_card(_code(n), name, SPELL, Effect(kind="spell", ops=ops))


def _trap(n: int, name: str, trigger: Trig, *ops: Op) -> CardData:
    return hx_card(_code(n), name, TRAP, Effect(kind="trap", trigger=trigger, ops=ops))


@dataclass(frozen=True)
class SpellShattered(Trig):
    """When a Spell Card on the field (either player's) is destroyed by a card effect."""

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> Any:
        for ev in events:
            if ev.kind == "move" and ev.src in ("szone", "fzone") and ev.reason == "destroy":
                data = event_card(duel, ev)
                if data is not None and data.is_spell:
                    return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move"})

    def text(self) -> str:
        return "when a Spell Card on the field is destroyed by a card effect"


# Normal Spell: destroy every card in your opponent's Spell & Trap Zones (Rex-style).
STORM = _spell(1, "HX Backrow Storm", Destroy(Sel(who="opp", where=("szone",)), high=ALL))
# Normal Spell: destroy 1 face-down card in your opponent's Spell & Trap Zones.
BREAKER = _spell(2, "HX Set Breaker", Destroy(OPP_SET))
# Normal Spell: return 1 face-down card in your opponent's S/T Zones to the owner's hand.
BOUNCE = _spell(3, "HX Set Bounce", ReturnToHand(OPP_SET))
# Trap. After your opponent activates a Spell: you gain 1000 LP.
TITHE = _trap(4, "HX Spell Tithe", OnSpell(), GainLP(Fixed(1000)))
# Trap. When a Spell/Trap you control is destroyed by your opponent's card effect: you
# gain 1000 LP.
COVER = _trap(5, "HX Cover Guard", OnSpellTrapDestroyed(), GainLP(Fixed(1000)))
# Trap. When an opponent's monster declares an attack: destroy 1 face-down card in your
# opponent's Spell & Trap Zones.
STRIKE_SWEEP = _trap(6, "HX Strike Sweep", OnAttack(), Destroy(OPP_SET))
# Trap. When an opponent's monster declares an attack: Set 1 Trap from your GY.
RECYCLE = _trap(7, "HX Recycle Guard", OnAttack(), SetFromGY(Sel(where=("gy",), kind="trap")))
# Equip Spell: equip to 1 face-up monster you control; it gains 800 ATK.
BLADE = hx_equip(_code(8), "HX Blade Equip", Cont(EQUIPPED, MOD_ATK, 800, "gains 800 ATK"))
# Normal Spell: destroy 1 face-down card in your opponent's S/T Zones, then Special Summon
# 1 Level 4 or lower monster from your hand.
RAID = _spell(9, "HX Raid Call", Destroy(OPP_SET),
              SpecialSummon(Sel(where=("hand",), kind="monster", level_max=4)))
# Trap. When an opponent's monster declares an attack: return 1 face-down card in your
# opponent's S/T Zones to the owner's hand.
RECALL = _trap(10, "HX Backrow Recall", OnAttack(), ReturnToHand(OPP_SET))
# Trap. After your opponent activates a Spell: destroy that Spell Card (if on the field).
SNARE = _trap(11, "HX Spell Snare", OnSpell(),
              Destroy(Sel(who="opp", where=("szone", "fzone"), memo="spell")))
# Normal Spell: destroy the card in your opponent's Field Zone.
CRUSHER = _spell(12, "HX Field Crusher", Destroy(Sel(who="opp", where=("fzone",))))
# Level 4, 1000 ATK. [CONTINUOUS EFFECT] gains 500 ATK for each face-down card in your
# Spell & Trap Zones and Field Zone (at most 4 such cards: one change per count).
COUNTER = hx_monster(_code(13), "HX Backrow Counter", continuous(*(
    Cont(THIS, MOD_ATK, 500, "gains 500 ATK", condition=Count(MY_HIDDEN, low=k))
    for k in (1, 2, 3, 4))))
# Trap. When an opponent's monster declares an attack: you gain 1000 LP.
ALARM = _trap(14, "HX Alarm", OnAttack(), GainLP(Fixed(1000)))
# Trap. When your opponent Normal Summons: destroy 1 face-down card in their S/T Zones.
SUMMON_SWEEP = _trap(15, "HX Summon Sweep", OnSummon(kinds=("summon",)), Destroy(OPP_SET))
# Trap. When your opponent Normal Summons: return 1 face-down card in their S/T Zones to
# the owner's hand.
SUMMON_RECALL = _trap(16, "HX Summon Recall", OnSummon(kinds=("summon",)),
                      ReturnToHand(OPP_SET))
# Normal Spell: destroy every face-up Spell in both players' S/T Zones, except this card.
SHATTER = _spell(17, "HX Equip Shatter", Destroy(
    Sel(who="any", where=("szone",), face="up", kind="spell", not_self=True), high=ALL))
# Trap. When a Spell Card on the field is destroyed by a card effect: gain 1000 LP.
ECHO = _trap(18, "HX Shatter Echo", SpellShattered(), GainLP(Fixed(1000)))
# Trap. When a monster you control declares an attack: destroy 1 face-down card in your
# opponent's Spell & Trap Zones.
ESCORT = _trap(19, "HX Escort", OwnAttack(), Destroy(OPP_SET))

HX_CARDS = [STORM, BREAKER, BOUNCE, TITHE, COVER, STRIKE_SWEEP, RECYCLE, BLADE, RAID, RECALL,
            SNARE, CRUSHER, COUNTER, ALARM, SUMMON_SWEEP, SUMMON_RECALL, SHATTER, ECHO, ESCORT]
POOL = BASE_POOL.merged(HX_CARDS)
build = builder(POOL)


# ============================================================ destroying the backrow
def test_hx_997_a_backrow_storm_spares_the_field_zone_and_silences_ced() -> None:
    """HX-997 (R-ZONE-2, R-ZONE-3, R-EQUIP-4, R-FIELD-1, R-TRAP-5, R-REQ-2, R-CALC-1):
    HX Backrow Storm (Normal Spell: destroy every card in your opponent's S/T Zones); HX
    Blade Equip (+800 ATK). Setup: on turn 2 P2 equips the Blade to its V4-1600; P2 also
    has Mirror Force (Rush) and Compulsory Evacuation Device (Rush) Set earlier and
    FX-FIELD-A face-up (V4-1600: 2500). P1 turn 3: Blue-Eyes; hand: the Storm.
    Expected: the Blade, Mirror Force and CED are destroyed; the Field Spell is not in a
    S/T Zone and stays (V4-1600: 1700). CED met its Requirement only after the Storm
    resolved, and was gone then: nobody is asked. Blue-Eyes attacks: no Mirror Force;
    P2 takes 1300 (6700)."""
    duel = build(turn=2, tp=1, p0=Side(monsters=[(BEWD, ATK)], hand=[STORM.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name],
                         spells=[None, (MIRROR, SET), (CED, SET)], field_spell=(FIELD_A, ATK)))
    play(duel, BLADE.name, zone="s0")
    to_turn(duel, 3)
    v16 = at(duel, "V4-1600", 1)
    assert duel.atk(v16) == 2500
    play(duel, STORM.name, zone="s0")
    idle(duel)
    assert names(duel, 1, "szone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([BLADE.name, MIRROR, CED])
    assert field_card(duel, 1) == FIELD_A and duel.atk(v16) == 1700
    attack(duel, BEWD, "V4-1600")
    assert duel.lp == [8000, 6700] and "V4-1600" in names(duel, 1, "gy")


def test_hx_998_the_set_card_the_breaker_leaves_is_the_one_that_answers() -> None:
    """HX-998 (R-ZONE-3, R-TRAP-5, R-REQ-2, R-TRAP-2, §20.5 CED, §20.3 Mirror Force): HX
    Set Breaker (Normal Spell: destroy 1 face-down card in your opponent's S/T Zones).
    Setup: P1 turn 3: Blue-Eyes and V4-1800; hand: the Breaker. P2: V4-1600; CED and
    Mirror Force Set earlier; FX-FIELD-A Set in its Field Zone.
    Expected: the Breaker offers CED and Mirror Force, not the Set Field Spell. (a) It
    destroys Mirror Force: after it resolved CED is offered and returns Blue-Eyes.
    (b) It destroys CED: no window; Blue-Eyes attacks: Mirror Force is offered and
    destroys both of P1's Attack Position monsters."""
    duel = build(p0=Side(monsters=[(BEWD, ATK), ("V4-1800", ATK)], hand=[BREAKER.name]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(CED, SET), (MIRROR, SET)],
                         field_spell=(FIELD_A, SET)))
    ced, mf = sz(duel, CED, 1), sz(duel, MIRROR, 1)
    do(duel, f"activate {hid(duel, BREAKER.name)} s0")
    assert kind(duel) == "pick" and picks(duel) == {ced, mf}
    other = duel.clone()
    do(duel, f"pick {mf}")
    window_for(duel, 1)
    assert offered(duel) == {ced}
    trap(duel, CED, 1)
    answer(duel, picks=(mon(duel, BEWD, 0),))
    idle(duel)
    assert names(duel, 0, "hand") == [BEWD] and names(duel, 1, "gy") == [MIRROR, CED]
    do(other, f"pick {ced}")
    idle(other)
    assert names(other, 1, "szone") == ["", MIRROR, ""]
    attack(other, BEWD, "V4-1600")
    window_for(other, 1)
    assert offered(other) == {mf}
    trap(other, MIRROR, 1)
    settle(other)
    assert sorted(names(other, 0, "gy")) == sorted([BREAKER.name, BEWD, "V4-1800"])
    assert other.lp == [8000, 8000]


def test_hx_999_a_bounced_trap_set_again_waits_a_turn_even_for_its_owners_summon() -> None:
    """HX-999 (R-TRAP-1, R-TRAP-2, R-TRAP-4, R-TRAP-5, §20.5 CED: when any player Normal
    or Special Summons): HX Set Bounce (Normal Spell: return 1 face-down card in your
    opponent's S/T Zones to the owner's hand).
    Setup: P1 turn 3; hand: the Bounce, V4-1800, V4-1400. P2: CED Set earlier; hand:
    V4-1600. Actions: P1 returns CED, Normal Summons V4-1800; turn 4: P2 Sets CED and
    Normal Summons V4-1600; turn 5: P1 Normal Summons V4-1400.
    Expected: CED is in P2's hand: P1's summon opens nothing. On turn 4 CED was Set this
    turn: not offered for P2's own summon. On turn 5 it is offered to P2."""
    duel = build(p0=Side(hand=[BOUNCE.name, "V4-1800", "V4-1400"]),
                 p1=Side(hand=["V4-1600"], spells=[(CED, SET)]))
    play(duel, BOUNCE.name, zone="s0")
    idle(duel)
    assert names(duel, 1, "szone") == ["", "", ""] and names(duel, 1, "hand") == ["V4-1600", CED]
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    idle(duel)
    to_turn(duel, 4)
    do(duel, f"set {hid(duel, CED, 1)} s0")
    do(duel, f"summon {hid(duel, 'V4-1600', 1)} z0")
    idle(duel, 1)
    assert duel.pos[at(duel, CED, 1, "szone")] == SET
    to_turn(duel, 5)
    do(duel, f"summon {hid(duel, 'V4-1400')} z1")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}


def test_hx_1000_a_guard_set_this_turn_sees_its_event_but_may_not_answer() -> None:
    """HX-1000 (R-TRAP-2, R-TRAP-4, R-TRAP-6, R-BATTLE-4, R-CALC-6): HX Strike Sweep
    (Trap: on an opponent's attack, destroy 1 face-down card in their S/T Zones); HX
    Cover Guard (Trap: a Spell/Trap you control is destroyed by the opponent's card
    effect; gain 1000 LP).
    Setup: P1 turn 3: V4-1600; Torrential Tribute (Rush) Set earlier. P2: no monsters,
    the Sweep Set earlier. V4-1600 attacks directly; P2's Sweep destroys Torrential.
    (a) P1 Set the Cover Guard this turn: the new window holds the destruction but the
    Guard may not be activated; P2 takes 1600. (b) The Guard was Set earlier: P1 is
    offered it (9000), then P2 takes 1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[COVER.name], spells=[(TORRENT, SET)]),
                 p1=Side(spells=[(STRIKE_SWEEP.name, SET)]))
    do(duel, f"set {hid(duel, COVER.name)} s1")
    idle(duel)
    attack(duel, "V4-1600")
    window_for(duel, 1)
    trap(duel, STRIKE_SWEEP.name, 1)
    torrent, cover = sz(duel, TORRENT), sz(duel, COVER.name)
    assert picks(duel) == {torrent, cover}
    answer(duel, picks=(torrent,))
    assert duel.turn == 4 and duel.lp == [8000, 6400]
    assert names(duel, 0, "szone") == ["", COVER.name, ""] and names(duel, 0, "gy") == [TORRENT]
    early = build(p0=Side(monsters=[("V4-1600", ATK)], spells=[(TORRENT, SET), (COVER.name, SET)]),
                  p1=Side(spells=[(STRIKE_SWEEP.name, SET)]))
    attack(early, "V4-1600")
    trap(early, STRIKE_SWEEP.name, 1)
    answer(early, picks=(sz(early, TORRENT),))
    window_for(early, 0)
    assert offered(early) == {sz(early, COVER.name)}
    trap(early, COVER.name, 0)
    assert early.lp == [9000, 6400]


def test_hx_1001_a_trap_set_from_the_gy_in_the_opponents_turn_waits_for_the_next() -> None:
    """HX-1001 (R-TRAP-2, R-TRAP-7, R-TRAP-5, R-CALC-6, §20.3 Sakuretsu Armor): HX
    Recycle Guard (Trap: on an opponent's attack, Set 1 Trap from your GY).
    Setup: P1 turn 3, Battle Phase: V4-1600 and V4-1800. P2: no monsters; GY: Sakuretsu
    Armor (Rush); the Recycle Guard Set earlier.
    Actions: V4-1600 attacks directly (P2 Sets the Armor); V4-1800 attacks directly; on
    turn 5 both attack directly again.
    Expected: the Armor was Set on turn 3: not offered for V4-1800 (P2: 6400, then 4600).
    On turn 5 it is offered and destroys V4-1600; V4-1800's attack: 2800."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)]),
                 p1=Side(gy=[ARMOR], spells=[(RECYCLE.name, SET)]))
    attack(duel, "V4-1600")
    window_for(duel, 1)
    trap(duel, RECYCLE.name, 1)
    settle(duel)
    assert names(duel, 1, "szone") == ["", ARMOR, ""] and names(duel, 1, "gy") == [RECYCLE.name]
    assert kind(duel) == "battle" and duel.lp == [8000, 6400]
    attack(duel, "V4-1800")
    assert duel.turn == 4 and duel.lp == [8000, 4600]
    to_turn(duel, 5)
    attack(duel, "V4-1600")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ARMOR, 1)}
    trap(duel, ARMOR, 1)
    settle(duel)
    assert "V4-1600" in names(duel, 0, "gy") and duel.lp == [8000, 4600]
    attack(duel, "V4-1800")
    assert duel.lp == [8000, 2800]


# ============================================================ "after a Spell" (SC-20 style)
def test_hx_1002_ced_after_an_equip_sees_it_equipped_and_the_equip_follows_its_monster(
) -> None:
    """HX-1002 (R-TRAP-5, R-REQ-2, R-EQUIP-1, R-EQUIP-4, R-EFF-4, §20.5 CED): HX Blade
    Equip (+800). Setup: P1 turn 3: V4-1600; hand: the Blade. P2: V4-1800, CED Set
    earlier. Actions: P1 equips V4-1600; P2 returns it with CED; P1 summons it again.
    Expected: the Equip resolved completely before the window: V4-1600 has 2400 and the
    Blade is in s0 when P2 is asked. CED returns V4-1600 to the hand; the Blade goes to
    P1's GY. Summoned again, V4-1600 is a new monster with 1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[BLADE.name]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(CED, SET)]))
    play(duel, BLADE.name, zone="s0")
    window_for(duel, 1)
    assert duel.atk(at(duel, "V4-1600", 0)) == 2400 and names(duel, 0, "szone")[0] == BLADE.name
    trap(duel, CED, 1)
    answer(duel, picks=(mon(duel, "V4-1600", 0),))
    idle(duel)
    assert names(duel, 0, "hand") == ["V4-1600"] and names(duel, 0, "gy") == [BLADE.name]
    assert names(duel, 0, "szone") == ["", "", ""] and names(duel, 1, "gy") == [CED]
    do(duel, f"summon {hid(duel, 'V4-1600')} z0")
    idle(duel)
    assert duel.atk(at(duel, "V4-1600", 0)) == 1600


def test_hx_1003_setting_a_spell_is_no_activation_flipping_it_later_is() -> None:
    """HX-1003 (R-SPELL-1, R-SPELL-2, R-MAIN-5, R-TRAP-5, §20.5 Dark Hole): HX Spell
    Tithe (Trap: after your opponent activates a Spell, gain 1000 LP).
    Setup: P1 turn 3: V4-1600; hand: Dark Hole (Rush). P2: V4-1800, the Tithe Set
    earlier. Actions: P1 Sets Dark Hole, then activates it the same turn.
    Expected: the Set opens no window. Activating the Set Dark Hole is legal: both
    monsters are destroyed, Dark Hole goes to the GY; then P2 is offered the Tithe."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[HOLE]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(TITHE.name, SET)]))
    do(duel, f"set {hid(duel, HOLE)} s1")
    idle(duel)
    hole = sz(duel, HOLE)
    assert Action("activate", hole) in duel.legal_actions()
    do(duel, f"activate {hole}")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TITHE.name, 1)}
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 0, "gy")) == sorted(["V4-1600", HOLE])
    trap(duel, TITHE.name, 1)
    idle(duel)
    assert duel.lp == [8000, 9000]


def test_hx_1004_a_raid_picks_which_trap_survives_and_then_who_is_asked() -> None:
    """HX-1004 (R-REQ-2, R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6, §20.3 Dragon Encounter,
    Torrential Tribute, §20.5 CED): HX Raid Call (Normal Spell: destroy 1 face-down card
    in your opponent's S/T Zones, then Special Summon 1 Level 4 or lower monster from your
    hand). Setup: P1 turn 3; hand: the Raid, V4-1800; Torrential Set earlier. P2: CED
    and Dragon Encounter Set earlier; hand: Blue-Eyes.
    (a) The Raid destroys CED and summons V4-1800: one window; P2 is offered Encounter
    only and summons Blue-Eyes; that new window holds P2's summon: P1 is offered
    Torrential: every monster is destroyed.
    (b) The Raid destroys Encounter: P2 is offered CED and returns V4-1800; P1 may not
    use a Trap in that window, and CED's window holds no summon: Torrential stays."""
    def setup() -> Duel:
        return build(p0=Side(hand=[RAID.name, "V4-1800"], spells=[None, (TORRENT, SET)]),
                     p1=Side(hand=[BEWD], spells=[(CED, SET), (ENCOUNTER, SET)]))
    duel = setup()
    play(duel, RAID.name, zone="s0", picks=(sz(duel, CED, 1),), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ENCOUNTER, 1)}
    trap(duel, ENCOUNTER, 1)
    answer(duel, pos="atk")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    settle(duel)
    idle(duel)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]
    assert sorted(names(duel, 1, "gy")) == sorted([CED, ENCOUNTER, BEWD])
    duel = setup()
    play(duel, RAID.name, zone="s0", picks=(sz(duel, ENCOUNTER, 1),), pos="atk")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}
    trap(duel, CED, 1)
    answer(duel)
    idle(duel)
    assert names(duel, 0, "hand") == ["V4-1800"] and names(duel, 0, "szone")[1] == TORRENT


def test_hx_1005_a_trap_returned_in_the_battle_phase_cannot_be_set_until_the_main() -> None:
    """HX-1005 (R-TRAP-1, R-MAIN-5, R-BATTLE-1, R-TRAP-2, R-CALC-6): HX Backrow Recall
    (Trap: on an opponent's attack, return 1 face-down card in their S/T Zones to the
    owner's hand). Setup: P1 turn 3, Battle Phase: V4-1600, V4-1800; Torrential Set
    earlier; hand: V4-1400. P2: no monsters, the Recall Set earlier; hand: V2-500.
    Expected: V4-1600's direct attack: Torrential returns to P1's hand; P2 takes 1600.
    Setting it in the Battle Phase is refused. V4-1800: 4600. Turn 4: P2's summon opens
    nothing. Turn 5: P1 Sets it and Normal Summons V4-1400: not offered (Set this turn)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1600", ATK), ("V4-1800", ATK)],
                                         hand=["V4-1400"], spells=[(TORRENT, SET)]),
                 p1=Side(hand=["V2-500"], spells=[(RECALL.name, SET)]))
    attack(duel, "V4-1600")
    window_for(duel, 1)
    trap(duel, RECALL.name, 1)
    assert kind(duel) == "battle" and duel.lp == [8000, 6400]
    assert names(duel, 0, "hand") == ["V4-1400", TORRENT]
    torrent = hid(duel, TORRENT)
    for z in ("s0", "s1", "s2"):
        refused(duel, f"set {torrent} {z}")
    attack(duel, "V4-1800")
    assert duel.turn == 4 and duel.lp == [8000, 4600]
    do(duel, f"summon {hid(duel, 'V2-500', 1)} z0")
    idle(duel, 1)
    to_turn(duel, 5)
    do(duel, f"set {hid(duel, TORRENT)} s0")
    do(duel, f"summon {hid(duel, 'V4-1400')} z2")
    idle(duel)
    assert duel.pos[at(duel, TORRENT, 0, "szone")] == SET


# ============================================================ Field Spells in the crossfire
def test_hx_1006_a_field_spell_snared_on_activation_then_a_new_one_needs_no_replacement(
) -> None:
    """HX-1006 (R-TRAP-5, R-TRAP-6, R-TRAP-4, R-FIELD-1, R-FIELD-2, R-REQ-2): HX Spell
    Snare (Trap: after your opponent activates a Spell, destroy that card); FX-FIELD-GUARD.
    Setup: P1 turn 3: V4-1600; hand: FX-FIELD-B, FX-FIELD-C; FX-FIELD-GUARD Set earlier.
    P2: the Snare Set earlier.
    Expected: FX-FIELD-B resolves (1800); P2 destroys it (1600 at once). The new window
    holds a Field Zone card destroyed by a card effect: P2 has nothing, P1 is offered
    FX-FIELD-GUARD and draws. FX-FIELD-C then goes to an empty Field Zone: nothing else
    goes to the GY; 1900."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_B, FIELD_C],
                         spells=[(FIELD_GUARD, SET)]),
                 p1=Side(spells=[(SNARE.name, SET)]))
    v16 = at(duel, "V4-1600", 0)
    play(duel, FIELD_B, zone="f")
    window_for(duel, 1)
    assert duel.atk(v16) == 1800
    trap(duel, SNARE.name, 1)
    assert duel.atk(v16) == 1600 and field_card(duel, 0) == ""
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 0)}
    trap(duel, FIELD_GUARD, 0)
    idle(duel)
    assert len(names(duel, 0, "hand")) == 2
    play(duel, FIELD_C, zone="f")
    idle(duel)
    assert duel.atk(v16) == 1900 and sorted(names(duel, 0, "gy")) == sorted([FIELD_B, FIELD_GUARD])


def test_hx_1007_a_replaced_field_spell_is_not_destroyed_a_crushed_one_is() -> None:
    """HX-1007 (R-FIELD-2, R-FIELD-1, R-TRAP-2, R-TRAP-4, R-TRAP-5): HX Field Crusher
    (Normal Spell: destroy the card in your opponent's Field Zone); FX-FIELD-GUARD.
    Setup: P1 turn 3: V4-1600, FX-FIELD-A face-up (1700), FX-FIELD-GUARD Set earlier;
    hand: FX-FIELD-C. P2's hand: the Crusher.
    Expected: FX-FIELD-C replaces FX-FIELD-A by rule: no destruction, the Guard is not
    offered; 1900. Turn 4: P2's Crusher destroys FX-FIELD-C: P1 (the NTP) is offered the
    Guard and draws; V4-1600 is back to 1600."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK)], hand=[FIELD_C], spells=[(FIELD_GUARD, SET)],
                         field_spell=(FIELD_A, ATK)),
                 p1=Side(hand=[CRUSHER.name]))
    v16 = at(duel, "V4-1600", 0)
    assert duel.atk(v16) == 1700
    play(duel, FIELD_C, zone="f")
    idle(duel)
    assert names(duel, 0, "gy") == [FIELD_A] and duel.atk(v16) == 1900
    to_turn(duel, 4)
    play(duel, CRUSHER.name, zone="s0")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, FIELD_GUARD, 0)}
    trap(duel, FIELD_GUARD, 0)
    idle(duel, 1)
    assert duel.atk(v16) == 1600 and len(names(duel, 0, "hand")) == 1
    assert sorted(names(duel, 0, "gy")) == sorted([FIELD_A, FIELD_C, FIELD_GUARD])


def test_hx_1008_a_set_field_spell_survives_the_storm_and_still_counts_face_down() -> None:
    """HX-1008 (R-ZONE-3, R-FIELD-1, R-EFF-5, R-TRAP-5, R-CALC-1): HX Backrow Counter
    (1000 ATK; +500 for each face-down card in your S/T Zones and Field Zone); HX Backrow
    Storm (HX-997); HX Spell Tithe (HX-1003).
    Setup: P1 turn 3: Blue-Eyes; hand: the Storm. P2: the Counter; the Tithe and Mirror
    Force Set earlier; FX-FIELD-B Set in its Field Zone (no +200 while Set): 2500.
    Expected: the Storm destroys the Tithe and Mirror Force only (nobody is asked); the
    Set FX-FIELD-B stays and still counts: 1500. Blue-Eyes attacks it: 6500."""
    duel = build(p0=Side(monsters=[(BEWD, ATK)], hand=[STORM.name]),
                 p1=Side(monsters=[(COUNTER.name, ATK)], spells=[(TITHE.name, SET), (MIRROR, SET)],
                         field_spell=(FIELD_B, SET)))
    counter = at(duel, COUNTER.name, 1)
    assert duel.atk(counter) == 2500
    play(duel, STORM.name, zone="s0")
    idle(duel)
    assert duel.atk(counter) == 1500 and names(duel, 1, "szone") == ["", "", ""]
    assert field_card(duel, 1) == FIELD_B and duel.pos[duel.fz[1]] == SET
    attack(duel, BEWD, COUNTER.name)
    assert duel.lp == [8000, 6500] and COUNTER.name in names(duel, 1, "gy")


def test_hx_1009_a_trap_resolved_mid_attack_no_longer_counts_at_the_damage() -> None:
    """HX-1009 (R-TRAP-7, R-EFF-5, R-DMG-4, R-REPLAY-5, R-SPELL-1, R-CALC-1): HX Backrow
    Counter (HX-1008); HX Alarm (Trap: on an opponent's attack, gain 1000 LP).
    Setup: P1 turn 3, Battle Phase: V4-1800. P2: the Counter; the Alarm and Dark Hole
    (Rush) Set earlier (2000). V4-1800 attacks the Counter.
    Expected: only the Alarm is offered (no Spell in the opponent's turn). (a) P2 uses
    it (9000); it goes to the GY: the Counter has 1500 at calculation: it is destroyed,
    P2 takes 300 (8700). (b) P2 passes: 1800 vs 2000: P1 takes 200, V4-1800 dies."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[(COUNTER.name, ATK)], spells=[(ALARM.name, SET), (HOLE, SET)]))
    counter = at(duel, COUNTER.name, 1)
    assert duel.atk(counter) == 2000
    attack(duel, "V4-1800", COUNTER.name)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, ALARM.name, 1)}
    passed = duel.clone()
    trap(duel, ALARM.name, 1)
    settle(duel)
    assert duel.lp == [8000, 8700] and sorted(names(duel, 1, "gy")) == sorted([ALARM.name,
                                                                              COUNTER.name])
    assert names(duel, 0, "mzone")[0] == "V4-1800"
    do(passed, "pass")
    assert passed.lp == [7800, 8000] and names(passed, 0, "gy") == ["V4-1800"]
    assert passed.atk(counter) == 2000


def test_hx_1010_jointech_rex_destroys_in_the_st_zones_never_the_field_zone() -> None:
    """HX-1010 (§20.1 Jointech Rex, R-MAIN-3, R-REQ-1, R-ZONE-3, R-EFF-3, R-TRAP-5,
    R-CALC-1): Rex: in the turn you Normal Summoned it, shuffle 3 monsters from your GY
    into the Deck; destroy 1 card in the opponent's S/T Zones.
    Setup: P1 turn 3: V4-1600, V4-1400; GY: V1-100; hand: Rex. P2: V4-1800, Mirror Force
    Set earlier, FX-FIELD-A face-up (1900).
    Actions: Tribute Summon Rex (both Tributes); activate it; try again; attack V4-1800.
    Expected: the GY holds 3 monsters: they go to the Deck; Mirror Force is destroyed,
    FX-FIELD-A stays. A second activation is refused. No Trap: P2 takes 600 (7400)."""
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)], gy=["V1-100"], hand=[REX]),
                 p1=Side(monsters=[("V4-1800", ATK)], spells=[(MIRROR, SET)],
                         field_spell=(FIELD_A, ATK)))
    do(duel, f"summon {hid(duel, REX)} z0")
    answer(duel)
    idle(duel)
    assert sorted(names(duel, 0, "gy")) == sorted(["V1-100", "V4-1600", "V4-1400"])
    deck = len(names(duel, 0, "deck"))
    rex = mon(duel, REX, 0)
    do(duel, f"activate {rex}")
    answer(duel)
    idle(duel)
    assert names(duel, 0, "gy") == [] and len(names(duel, 0, "deck")) == deck + 3
    assert names(duel, 1, "gy") == [MIRROR] and field_card(duel, 1) == FIELD_A
    refused(duel, f"activate {rex}")
    attack(duel, REX, "V4-1800")
    assert duel.lp == [8000, 7400]


# ============================================================ the summon window
def test_hx_1011_the_sweep_decides_which_of_the_turn_players_traps_may_answer() -> None:
    """HX-1011 (R-TRAP-3, R-TRAP-4, R-TRAP-5, R-TRAP-6, §20.3 Torrential Tribute): HX
    Summon Sweep (Trap: your opponent Normal Summons; destroy 1 face-down card in their
    S/T Zones); HX Cover Guard (HX-1000).
    Setup: P1 turn 3; Torrential and the Cover Guard Set earlier; hand: V4-1800. P2:
    V4-1600, the Sweep Set earlier. P1 Normal Summons V4-1800; P2 is asked first.
    (a) The Sweep destroys the Guard: the new window holds no summon: Torrential is not
    offered. (b) It destroys Torrential: P1 is offered the Guard (9000).
    (c) P2 passes: P1 is offered Torrential only, which destroys both monsters."""
    duel = build(p0=Side(hand=["V4-1800"], spells=[(TORRENT, SET), (COVER.name, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], spells=[(SUMMON_SWEEP.name, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, SUMMON_SWEEP.name, 1)}
    second, third = duel.clone(), duel.clone()
    trap(duel, SUMMON_SWEEP.name, 1)
    assert picks(duel) == {sz(duel, TORRENT), sz(duel, COVER.name)}
    answer(duel, picks=(sz(duel, COVER.name),))
    idle(duel)
    assert names(duel, 0, "szone") == [TORRENT, "", ""] and names(duel, 0, "mzone")[0] == "V4-1800"
    trap(second, SUMMON_SWEEP.name, 1)
    answer(second, picks=(sz(second, TORRENT),))
    window_for(second, 0)
    assert offered(second) == {sz(second, COVER.name)}
    trap(second, COVER.name, 0)
    idle(second)
    assert second.lp == [9000, 8000]
    do(third, "pass")
    window_for(third, 0)
    assert offered(third) == {sz(third, TORRENT)}
    trap(third, TORRENT, 0)
    idle(third)
    assert names(third, 0, "mzone") == ["", "", ""] and names(third, 1, "mzone") == ["", "", ""]


def test_hx_1012_torrential_bounced_in_its_owners_turn_and_set_again_waits() -> None:
    """HX-1012 (R-TRAP-2, R-TRAP-3, R-TRAP-4, R-MAIN-5, §20.3 Torrential Tribute): HX
    Summon Recall (Trap: your opponent Normal Summons; return 1 face-down card in their
    S/T Zones to the owner's hand).
    Setup: P1 turn 3; Torrential Set earlier; hand: V4-1800, V4-1400. P2: V4-1600, the
    Recall Set earlier; hand: V2-500.
    Actions: P1 summons V4-1800 (P2 returns Torrential); P1 Sets Torrential again and
    summons V4-1400; turn 4: P2 Normal Summons V2-500.
    Expected: Torrential, Set this turn, is not offered for V4-1400. On turn 4 P1 (the
    NTP) is offered it: every monster is destroyed."""
    duel = build(p0=Side(hand=["V4-1800", "V4-1400"], spells=[(TORRENT, SET)]),
                 p1=Side(monsters=[("V4-1600", ATK)], hand=["V2-500"],
                         spells=[(SUMMON_RECALL.name, SET)]))
    do(duel, f"summon {hid(duel, 'V4-1800')} z0")
    window_for(duel, 1)
    trap(duel, SUMMON_RECALL.name, 1)
    idle(duel)
    assert names(duel, 0, "hand") == ["V4-1400", TORRENT]
    assert names(duel, 0, "szone") == ["", "", ""]
    do(duel, f"set {hid(duel, TORRENT)} s1")
    do(duel, f"summon {hid(duel, 'V4-1400')} z1")
    idle(duel)
    to_turn(duel, 4)
    do(duel, f"summon {hid(duel, 'V2-500', 1)} z1")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, TORRENT, 0)}
    trap(duel, TORRENT, 0)
    idle(duel, 1)
    assert names(duel, 0, "mzone") == ["", "", ""] and names(duel, 1, "mzone") == ["", "", ""]


# ============================================================ both players hold a Trap
def test_hx_1013_two_shatter_echoes_one_window_the_ntp_first() -> None:
    """HX-1013 (R-TRAP-3, R-TRAP-4, R-TRAP-6, R-EQUIP-4, R-SPELL-3): HX Blade Equip
    (+800); HX Equip Shatter (Normal Spell: destroy every face-up Spell in both players'
    S/T Zones except itself); HX Shatter Echo (Trap: a Spell Card on the field is
    destroyed by a card effect; gain 1000 LP), one Set earlier by each player.
    Setup: on turn 2 P2 equips a Blade to its V4-1400; P1 turn 3 equips a Blade to its
    V4-1600, then activates the Shatter.
    Expected: both Blades are destroyed (1600 and 1400). Both Echoes match: P2 is asked
    first. (a) P2 uses its Echo: P1 is not asked, there or in the next window.
    (b) P2 passes: P1 may use its own."""
    def setup() -> Duel:
        duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1600", ATK)],
                                           hand=[BLADE.name, SHATTER.name],
                                           spells=[None, (ECHO.name, SET)]),
                     p1=Side(monsters=[("V4-1400", ATK)], hand=[BLADE.name],
                             spells=[None, (ECHO.name, SET)]))
        play(duel, BLADE.name, zone="s0")
        to_turn(duel, 3)
        play(duel, BLADE.name, zone="s0")
        play(duel, SHATTER.name, zone="s2")
        window_for(duel, 1)
        assert offered(duel) == {sz(duel, ECHO.name, 1)}
        assert duel.atk(at(duel, "V4-1600", 0)) == 1600
        assert duel.atk(at(duel, "V4-1400", 1)) == 1400
        return duel
    duel = setup()
    trap(duel, ECHO.name, 1)
    idle(duel)
    assert duel.lp == [8000, 9000] and names(duel, 0, "szone")[1] == ECHO.name
    duel = setup()
    do(duel, "pass")
    window_for(duel, 0)
    assert offered(duel) == {sz(duel, ECHO.name, 0)}
    trap(duel, ECHO.name, 0)
    idle(duel)
    assert duel.lp == [9000, 8000]


def test_hx_1014_the_attackers_escort_clears_a_set_card_mirror_force_cannot_follow(
) -> None:
    """HX-1014 (R-TRAP-4, R-TRAP-5, R-TRAP-6, R-EFF-5, R-DMG-4, R-CALC-1): HX Escort
    (Trap: a monster you control declares an attack; destroy 1 face-down card in your
    opponent's S/T Zones); HX Backrow Counter (HX-1008); HX Spell Tithe (HX-1003).
    Setup: P1 turn 3, Battle Phase: V4-1800, the Escort Set earlier. P2: the Counter;
    Mirror Force and the Tithe Set earlier (2000). V4-1800 attacks the Counter.
    Expected: P2 is asked first (Mirror Force). (a) P2 uses it: V4-1800 is destroyed; P1
    is not asked; the Escort stays Set. (b) P2 passes; P1's Escort destroys the Tithe.
    The new window holds no attack declaration: Mirror Force is not offered. The
    Counter has 1500: it is destroyed, P2 takes 300 (7700)."""
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)], spells=[(ESCORT.name, SET)]),
                 p1=Side(monsters=[(COUNTER.name, ATK)], spells=[(MIRROR, SET), (TITHE.name, SET)]))
    counter = at(duel, COUNTER.name, 1)
    assert duel.atk(counter) == 2000
    attack(duel, "V4-1800", COUNTER.name)
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, MIRROR, 1)}
    passed = duel.clone()
    trap(duel, MIRROR, 1)
    settle(duel)
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 0, "szone")[0] == ESCORT.name
    assert duel.lp == [8000, 8000] and duel.atk(counter) == 1500
    do(passed, "pass")
    window_for(passed, 0)
    assert offered(passed) == {sz(passed, ESCORT.name, 0)}
    trap(passed, ESCORT.name, 0)
    assert picks(passed) == {sz(passed, MIRROR, 1), sz(passed, TITHE.name, 1)}
    answer(passed, picks=(sz(passed, TITHE.name, 1),))
    assert passed.turn == 4 and passed.lp == [8000, 7700]
    assert names(passed, 1, "szone")[0] == MIRROR and COUNTER.name in names(passed, 1, "gy")


def test_hx_1015_two_traps_for_one_spell_only_one_and_the_other_waits_for_the_next(
) -> None:
    """HX-1015 (R-TRAP-3, R-TRAP-5, R-TRAP-6, R-REQ-2, §20.5 CED): HX Spell Tithe
    (HX-1003); HX Set Breaker (HX-998). Setup: P1 turn 3: V4-1800; hand: FX-BURN-BOTH,
    the Breaker. P2: the Tithe, CED and Mirror Force Set earlier.
    Expected: after FX-BURN-BOTH (7000 each) both the Tithe and CED are offered; P2 uses
    the Tithe (8000); the new window holds no Spell activation: CED is not offered. The
    Breaker destroys Mirror Force; after it, CED is offered and returns V4-1800."""
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=["FX-BURN-BOTH", BREAKER.name]),
                 p1=Side(spells=[(TITHE.name, SET), (CED, SET), (MIRROR, SET)]))
    play(duel, "FX-BURN-BOTH", zone="s0")
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, TITHE.name, 1), sz(duel, CED, 1)}
    trap(duel, TITHE.name, 1)
    idle(duel)
    assert duel.lp == [7000, 8000]
    play(duel, BREAKER.name, zone="s0", picks=(sz(duel, MIRROR, 1),))
    window_for(duel, 1)
    assert offered(duel) == {sz(duel, CED, 1)}
    trap(duel, CED, 1)
    answer(duel)
    idle(duel)
    assert names(duel, 0, "hand") == ["V4-1800"]
    assert sorted(names(duel, 1, "gy")) == sorted([TITHE.name, MIRROR, CED])


def test_hx_1016_a_set_equip_needs_a_face_up_monster_when_it_is_activated() -> None:
    """HX-1016 (R-EQUIP-1, R-SPELL-1, R-POS-1, R-POS-2, R-TRAP-5): HX Blade Equip (+800);
    HX Spell Tithe (HX-1003). Setup: P1 turn 3: face-down V4-1600 and the Blade, both
    Set earlier. P2: the Tithe Set earlier.
    Expected: the Set Blade cannot be activated (no face-up monster): refused. P1 turns
    V4-1600 face-up by hand; now the Blade may be activated and equips it (2400); after
    it resolved P2 is offered the Tithe (9000)."""
    duel = build(p0=Side(monsters=[("V4-1600", SET)], spells=[(BLADE.name, SET)]),
                 p1=Side(spells=[(TITHE.name, SET)]))
    blade = sz(duel, BLADE.name, 0)
    no_activation(duel, blade)
    do(duel, f"position {mon(duel, 'V4-1600', 0)} atk")
    idle(duel)
    assert Action("activate", blade) in duel.legal_actions()
    do(duel, f"activate {blade}")
    answer(duel)
    window_for(duel, 1)
    v16 = at(duel, "V4-1600", 0)
    assert duel.atk(v16) == 2400 and duel.equip[at(duel, BLADE.name, 0, "szone")] == duel.oid[v16]
    trap(duel, TITHE.name, 1)
    idle(duel)
    assert duel.lp == [8000, 9000]
