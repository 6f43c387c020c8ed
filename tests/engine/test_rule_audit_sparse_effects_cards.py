"""Audit of rule ids that few test files name: R-EFF-1 (RULES.md section 8) and R-CARD-3
(section 16).

R-EFF-1: a summoning condition, Fusion materials and "Maximum Summon together with ..."
are card text outside the Requirement/Effect block: never activated, no once-per-turn
limit, and they do not use up the monster's own activated effect.
R-CARD-3: imported OCG terms became Rush terms: "banish" is "place on the bottom of the
Deck", "discard" is "send from the hand to the GY", a "Tribute" outside a Tribute Summon
is "send from the field to the GY".

The AU- cards (passcodes 951_200_501+) are throwaway test cards written for this file
in our own words. Real cards are used by name only, with the facts of RULES.md section
20. What test_rule_audit_main_spells.py and tests/cards/test_rule_audit_max_fusion.py
already check (two copies using a summoning condition, rendered texts free of OCG
words) is not repeated.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any

from rushdesk.engine import ATK, DEF, SET, Action, Duel
from rushdesk.engine.cards import Attribute, CardData, CardType
from rushdesk.engine.effects.conditions import Count, Trig
from rushdesk.engine.effects.ops import Damage, Draw, Fixed, GainLP, SendCost, ToDeckCost
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.events import Event
from rushdesk.engine.scenario import Side, scenario
from rushdesk.engine.state import ZONE_LABELS

from ..cards.helpers import refused
from ..cards.util import POOL as CARD_POOL
from .util import do, find, in_main, names, window_for

_codes = itertools.count(951_200_501)
_CARDS: list[CardData] = []


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    script = {k: facts.pop(k) for k in list(facts) if k in ("self_summon", "contact_fusion")}
    _CARDS.append(CardData(next(_codes), name, kind,
                           behaviour=CardScript(*effects, **script), **facts))
    return name


def _spell(name: str, *ops: Any, costs: tuple[Any, ...] = ()) -> str:
    return _card(name, CardType.SPELL, Effect(kind="spell", costs=costs, ops=ops))


@dataclass(frozen=True)
class _Watch(Trig):
    """When a card of your opponent moves from `src` to the GY for `reason`."""

    src: str
    reason: str

    def bind(self, duel: Any, ctx: Any, events: tuple[Event, ...]) -> Any:
        for ev in events:
            if ev.kind == "move" and ev.src == self.src and ev.dst == "gy" \
                    and ev.reason == self.reason and ev.by != ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move"})

    def text(self) -> str:
        return f"when your opponent sends a card from the {self.src} to the GY ({self.reason})"


def _watch(name: str, src: str, reason: str) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=_Watch(src, reason),
                                             ops=(GainLP(Fixed(300)),)))


WARRIOR = dict(attribute=Attribute.EARTH, race="Warrior", defense=1000)
CALLER = _card("AU-Caller", CardType.MONSTER | CardType.EFFECT,
               Effect(ops=(Damage(Fixed(300)),)),
               self_summon=(Count(Sel(who="opp")),), level=4, atk=1300, **WARRIOR)
FUSED = _card("AU-Fused-Striker", CardType.MONSTER | CardType.FUSION | CardType.EFFECT,
              Effect(ops=(Damage(Fixed(400)),)), materials=("V4-1600", "V4-1400"),
              level=6, atk=2200, **WARRIOR)
CONTACT = _card("AU-Contact-Striker", CardType.MONSTER | CardType.FUSION | CardType.EFFECT,
                Effect(ops=(Damage(Fixed(200)),)), contact_fusion=True,
                materials=("V4-1600", "V4-1400"), level=6, atk=2000, **WARRIOR)
SINK = _spell("AU-Sink", Draw(1), costs=(ToDeckCost(Sel(where=("gy",), kind="monster"),
                                                    where="bottom"),))
HAND_FEED = _spell("AU-Hand-Feed", Draw(1), costs=(SendCost(Sel(where=("hand",))),))
FIELD_FEED = _spell("AU-Field-Feed", GainLP(Fixed(500)), costs=(SendCost(Sel(face="up")),))
HAND_WATCH = _watch("AU-Hand-Watch", "hand", "cost")
TRIBUTE_WATCH = _watch("AU-Tribute-Watch", "mzone", "tribute")

POOL = CARD_POOL.merged(_CARDS)
OVERLORD = "Supreme Machine Magnum Overlord"


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def activations(events: list[Event]) -> list[tuple[int, str]]:
    return [(e.card, e.reason) for e in events if e.kind == "activate"]


# ================================================================ R-EFF-1
def test_r_eff_1_one_card_uses_its_summoning_condition_twice_in_a_turn() -> None:
    """R-EFF-1: AU-Caller's summoning condition (the opponent controls a monster) is no
    activation: it is used, the card returns to the hand, and it is used again in the
    same turn. Neither use touches the monster's own activated effect."""
    alone = build(p0=Side(hand=[CALLER]))  # the opponent controls nothing: no condition
    refused(alone, f"spsummon {find(alone, CALLER)} z0 atk")
    duel = build(p0=Side(hand=[CALLER, "FX-RECALL"]), p1=Side(monsters=[("V4-1400", ATK)]))
    events = do(duel, f"spsummon {find(duel, CALLER)} z0 atk")
    assert [(e.kind, e.src, e.dst, e.reason) for e in events] == [
        ("spsummon", "hand", "mzone", "condition")]
    caller = find(duel, CALLER, 0, "mzone")
    do(duel, f"activate {caller}")
    assert duel.lp == [8000, 7700]
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")  # AU-Caller: the only target
    assert names(duel, 0, "hand") == [CALLER]
    again = find(duel, CALLER, 0, "hand")
    assert Action("spsummon", again, 1, pos=DEF) in duel.legal_actions()
    events = do(duel, f"spsummon {again} z1 def")
    assert not activations(events)
    assert names(duel, 0, "mzone") == ["", CALLER, ""] and duel.pos[duel.mz[0][1]] == DEF
    do(duel, f"activate {find(duel, CALLER, 0, 'mzone')}")  # a new monster (R-EFF-4)
    assert duel.lp == [8000, 7400]


def test_r_eff_1_a_contact_fusion_is_no_activation_and_may_be_repeated() -> None:
    """R-EFF-1 with R-FUS-7: AU-Contact-Striker's own summoning procedure (return its face-up
    materials to the Deck) activates nothing. Its effect is then used; back in the Extra
    Deck it is Contact Fused again the same turn from two new materials. A face-down
    material does not count (the procedure's own condition still holds it back)."""
    duel = build(p0=Side(hand=["V4-1600", "FX-RECALL"], extra=[CONTACT],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK), ("V4-1400", SET)]))
    contact = find(duel, CONTACT)
    events = do(duel, f"spsummon {contact} z0 atk")
    assert not activations(events)
    assert [(e.kind, e.src, e.dst, e.reason) for e in events if e.kind != "shuffle"] == [
        ("move", "mzone", "deck", "material"), ("move", "mzone", "deck", "material"),
        ("spsummon", "extra", "mzone", "fusion")]
    do(duel, f"activate {find(duel, CONTACT, 0, 'mzone')}")
    assert duel.lp == [8000, 7800]
    do(duel, f"activate {find(duel, 'FX-RECALL')} s0")  # the only face-up monster
    assert names(duel, 0, "extra") == [CONTACT] and names(duel, 0, "mzone") == ["", "", "V4-1400"]
    do(duel, f"summon {find(duel, 'V4-1600', 0, 'hand')} z0")
    again = find(duel, CONTACT)
    assert not [a for a in duel.legal_actions() if a.card == again]
    refused(duel, f"spsummon {again} z1 atk")  # V4-1400 is face-down
    do(duel, f"position {find(duel, 'V4-1400', 0, 'mzone')} atk")
    do(duel, f"spsummon {again} z1 def")
    assert names(duel, 0, "mzone") == ["", CONTACT, ""] and duel.pos[duel.mz[0][1]] == DEF
    do(duel, f"activate {find(duel, CONTACT, 0, 'mzone')}")  # a new monster (R-EFF-4)
    assert duel.lp == [8000, 7600]


def test_r_eff_1_fusion_materials_are_no_effect_the_fusion_monster_may_activate() -> None:
    """R-EFF-1: the Fusion Summon of AU-Fused-Striker (materials "V4-1600" + "V4-1400")
    activates the Spell only; the Fusion Monster's own effect is unused and may be
    activated once that turn (R-EFF-3), and no more."""
    duel = build(p0=Side(hand=["Fusion"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[FUSED]))
    spell = find(duel, "Fusion")
    events = do(duel, f"activate {spell} s0")
    while duel.request.kind != "main":
        kind = duel.request.kind
        events += do(duel, "choose atk" if kind == "position" else str(duel.legal_actions()[0]))
    assert len(activations(events)) == 1 and activations(events)[0][1] == "spell"
    assert names(duel, 0, "mzone").count(FUSED) == 1
    assert sorted(names(duel, 0, "gy")) == ["Fusion", "V4-1400", "V4-1600"]
    fused = find(duel, FUSED, 0, "mzone")
    assert Action("activate", fused) in duel.legal_actions()
    do(duel, f"activate {fused}")
    assert duel.lp == [8000, 7600]
    assert "R-EFF-3" in refused(duel, f"activate {fused}")


def test_r_eff_1_a_maximum_summon_uses_no_effect_and_may_be_made_again() -> None:
    """R-EFF-1 / R-MAX-2 (no limit per turn): "Maximum Summon this card together with its
    [L] and [R]" is summon text. After it the [R] piece's effect (mill 1: gain 200 x the
    Level of an opponent's face-up monster) may be activated once: 3500 + 200 x 4 =
    4300 ATK. Returned to the hand (all three, R-MAX-8) the pieces are Maximum Summoned
    again that turn, and the new monster's [R] effect is usable again."""
    duel = build(p0=Side(hand=[f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]", "FX-RECALL"]),
                 p1=Side(monsters=[("V4-1800", ATK)]))
    deck = len(duel.deck[0])
    for round_ in (1, 2):
        events = do(duel, f"maximum {find(duel, OVERLORD, 0, 'hand')}")
        assert not activations(events)
        assert [e.reason for e in events if e.kind == "spsummon"] == ["maximum"] * 3
        right = find(duel, f"{OVERLORD} [R]", 0, "mzone")
        assert [a.card for a in duel.legal_actions() if a.kind == "activate"
                and a.zone < 0] == [right]
        do(duel, f"activate {right}")
        assert len(duel.deck[0]) == deck - round_
        assert duel.atk(duel.inst(find(duel, OVERLORD, 0, "mzone"))) == 4300
        assert "R-EFF-3" in refused(duel, f"activate {right}")
        if round_ == 1:
            do(duel, f"activate {find(duel, 'FX-RECALL')} s0")
            assert sorted(names(duel, 0, "hand")) == sorted(
                [f"{OVERLORD} [L]", OVERLORD, f"{OVERLORD} [R]"])
    assert names(duel, 0, "gy") == ["V1-100", "FX-RECALL", "V1-100"]


# ================================================================ R-CARD-3
def test_r_card_3_banish_is_placing_on_the_bottom_of_the_deck() -> None:
    """R-CARD-3: AU-Sink's cost places a GY monster on the bottom of the Deck (no banished
    zone, no shuffle); the Deck's order is otherwise kept and the draw takes the top."""
    duel = build(p0=Side(hand=[SINK], gy=["V6-2000"], deck=["V4-1800", "V2-500", "V3-1200"]))
    text = POOL.by_name(SINK)[0].behaviour.text()
    assert "on the bottom of the Deck" in text and "banish" not in text.lower()
    events = do(duel, f"activate {find(duel, SINK)} s0")
    assert [(e.kind, e.src, e.dst, e.reason) for e in events if e.kind in ("move", "draw")] == [
        ("move", "gy", "deck", "cost"), ("draw", "deck", "hand", "effect"),
        ("move", "szone", "gy", "resolved")]
    assert not [e for e in events if e.kind == "shuffle"]
    assert {e.dst for e in events if e.dst} <= set(ZONE_LABELS)
    assert names(duel, 0, "hand") == ["V4-1800"]
    assert names(duel, 0, "deck") == ["V6-2000", "V3-1200", "V2-500"]  # bottom first
    assert names(duel, 0, "gy") == [SINK]


def test_r_card_3_discard_is_sending_from_the_hand_to_the_gy() -> None:
    """R-CARD-3: AU-Hand-Feed's cost sends a card from the hand to the GY, where it is
    public; P2's Trap waiting for exactly that (from the hand, as a cost) is offered."""
    duel = build(p0=Side(hand=[HAND_FEED, "V4-1800"], deck=["V2-500"] * 5),
                 p1=Side(spells=[(HAND_WATCH, SET)]))
    text = POOL.by_name(HAND_FEED)[0].behaviour.text()
    assert "from your hand to the GY" in text and "discard" not in text.lower()
    events = do(duel, f"activate {find(duel, HAND_FEED)} s0")
    [sent] = [e for e in events if e.kind == "move" and e.src == "hand"]
    assert (sent.dst, sent.reason, sent.player, sent.by) == ("gy", "cost", 0, 0)
    assert sent.for_player(1).code == POOL.by_name("V4-1800")[0].code
    assert names(duel, 0, "gy") == ["V4-1800", HAND_FEED] and names(duel, 0, "hand") == ["V2-500"]
    assert window_for(duel, 1)
    assert {a.card for a in duel.legal_actions() if a.kind == "activate"} == {
        find(duel, HAND_WATCH)}


def test_r_card_3_sending_from_the_field_is_no_tribute_a_tribute_summon_is() -> None:
    """R-CARD-3 / R-MAIN-6: AU-Field-Feed's cost sends a face-up monster from the field to
    the GY; that is no Tribute, so P2's AU-Tribute-Watch is not offered. A Tribute Summon
    right after does Tribute, and it is offered."""
    duel = build(p0=Side(hand=[FIELD_FEED, "V5-2300"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[(TRIBUTE_WATCH, SET)]))
    do(duel, f"activate {find(duel, FIELD_FEED)} s2")
    assert duel.request.kind == "pick"  # two face-up monsters: the cost is chosen
    events = do(duel, f"pick {find(duel, 'V4-1600')}")
    [sent] = [e for e in events if e.kind == "move" and e.src == "mzone"]
    assert (sent.dst, sent.reason) == ("gy", "cost")
    assert not [e for e in events if e.reason == "tribute"]
    assert duel.lp == [8500, 8000] and in_main(duel, 0)
    events = do(duel, f"summon {find(duel, 'V5-2300')} z1")  # V4-1400 in zone 1
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("mzone", "tribute")]
    assert window_for(duel, 1)
    assert names(duel, 0, "gy") == ["V4-1600", FIELD_FEED, "V4-1400"]
