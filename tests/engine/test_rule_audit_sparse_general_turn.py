"""Audit of rule ids that few test files name, sections 1-7 and 12 of RULES.md (R-GEN,
R-SETUP, R-WIN, R-ZONE, R-TURN, R-DRAW, R-MAIN, R-POS, R-END). Each test names the rule
it checks and looks for what the earlier audits left out.

The "SPA-..." cards are test-only cards (passcodes 951_100_001+): names and numbers of
our own, each with one small visible effect.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.cards.fixtures import code
from rushdesk.engine import (
    ATK,
    DEF,
    DIRECT,
    SET,
    Action,
    CardData,
    CardType,
    Duel,
    DuelOptions,
    DuelRecord,
    IllegalActionError,
    InvalidActionError,
)
from rushdesk.engine.cards import Attribute
from rushdesk.engine.deckrules import Deck, DeckError, ProblemCode, validate_deck
from rushdesk.engine.effects.conditions import Count, OnSpell, Trig
from rushdesk.engine.effects.core import ALL
from rushdesk.engine.effects.ops import Damage, Destroy, Fixed, GainLP, SendCost, ToDeck
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.effects.win import WinDuel
from rushdesk.engine.match import Match, MatchError
from rushdesk.engine.scenario import Side, scenario

from ..cards.helpers import refused
from .util import POOL as BASE_POOL
from .util import do, find, names

TODAY = datetime.date(2024, 6, 1)
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT
OCG_BEWD = 89631139  # the OCG Blue-Eyes White Dragon: not a Rush Duel card


# ------------------------------------------------------------------ test cards
@dataclass(frozen=True)
class _On(Trig):
    """An event of `kind` (and `reason`, if given) done by the opponent ("opp") or by
    this Trap's controller ("me"); an event done by the rules counts as its player's."""

    kind: str
    reason: str = ""
    who: str = "opp"

    def bind(self, duel: Any, ctx: Any, events: Any) -> Any:
        for e in events:
            mine = (e.by if e.by >= 0 else e.player) == ctx.player  # a normal draw: by -1
            if e.kind == self.kind and (not self.reason or e.reason == self.reason) \
                    and mine == (self.who == "me"):
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({self.kind})

    def text(self) -> str:
        return f"when a {self.kind} event happens"


_CARDS: list[CardData] = []
GAIN = (GainLP(Fixed(500)),)


def _card(name: str, kind: CardType, *effects: Effect, **facts: Any) -> str:
    script = {k: facts.pop(k) for k in ("self_summon", "contact_fusion") if k in facts}
    behaviour = CardScript(*effects, **script) if effects or script else None
    _CARDS.append(CardData(951_100_001 + len(_CARDS), name, kind, behaviour=behaviour, **facts))
    return name


def _trap(name: str, trigger: Trig) -> str:
    return _card(name, CardType.TRAP, Effect(kind="trap", trigger=trigger, ops=GAIN))


def _monster(name: str, *effects: Effect, level: int = 4, atk: int = 1000,
             race: str = "Warrior", **facts: Any) -> str:
    kind = EFFECT_MONSTER if effects or facts else CardType.MONSTER | CardType.NORMAL
    return _card(name, kind, *effects, level=level, atk=atk, defense=1000, race=race,
                 attribute=Attribute.EARTH, **facts)


SPELL_WATCH = _trap("SPA-SPELL-WATCH", OnSpell())
MY_SUMMON = _trap("SPA-MY-SUMMON-GAIN", _On("summon", who="me"))
TRIBUTE_WATCH = _trap("SPA-TRIBUTE-WATCH", _On("move", "tribute"))
ACT_WATCH = _trap("SPA-ACT-WATCH", _On("activate"))
MY_DRAW = _trap("SPA-MY-DRAW-GAIN", _On("draw", "normal", who="me"))
PHASE_WATCH = _trap("SPA-PHASE-WATCH", _On("phase"))
WINNER = _monster("SPA-WINNER", Effect(conds=(Count(Sel(where=("gy",)), low=5),),
                                       ops=(WinDuel(), *GAIN)))
SELF = _monster("SPA-SELF", level=5, atk=2100, self_summon=(Count(Sel(who="opp")),))
CONTACT = _card("SPA-CONTACT", CardType.MONSTER | CardType.FUSION, race="Warrior", level=6,
                atk=2400, materials=("V4-1600", "V4-1400"), contact_fusion=True)
BEAST_WARRIOR = _monster("SPA-BEAST-WARRIOR", race="Beast-Warrior")
LEVEL_12 = _monster("SPA-LEVEL-12", level=12, atk=3000)
HUNT = _card("SPA-WARRIOR-HUNT", CardType.SPELL, Effect(kind="spell", ops=(
    Destroy(Sel(who="opp", race="Warrior"), low=0, high=ALL),)))
TUCK = _card("SPA-TUCK", CardType.SPELL, Effect(kind="spell", ops=(
    ToDeck(Sel(who="opp"), where="bottom"),)))
OFFER = _card("SPA-OFFER", CardType.SPELL, Effect(kind="spell", costs=(
    SendCost(Sel(where=("mzone",))),), ops=(Damage(Fixed(500)),)))

POOL = BASE_POOL.merged(_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", "V1-100")
    return scenario(POOL, **kwargs)


def offered(duel: Duel) -> set[Action]:
    return set(duel.legal_actions())


def phases(events: list[Any]) -> list[tuple[int, str]]:
    return [(e.player, e.reason) for e in events if e.kind == "phase"]


# ================================================================== R-GEN
def test_r_gen_1_a_match_refuses_an_ocg_card_and_a_replay_cannot_use_one() -> None:
    main = tuple(code(n) for n in ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL",
                                   "V5-WALL", "V5-2300", "V2-500", "V1-100", "V6-2000",
                                   "V3-1200", "V4-1500", "V7-2500", "V8-3000") for _ in range(3))
    legal = Deck(main=main[:40])
    assert validate_deck(legal, POOL, on=TODAY) == []
    with pytest.raises(DeckError) as caught:
        Match(POOL, (legal, Deck(main=main[:40], side=(OCG_BEWD,))), seed=1, on=TODAY)
    assert [(p.code, p.rule, p.section, p.cards) for p in caught.value.problems] == [
        (ProblemCode.UNKNOWN_CARD, "R-GEN-1", "side", (OCG_BEWD,))]
    assert "player 1" in "".join(caught.value.__notes__)
    record = DuelRecord(1, 0, ((main[:39] + (OCG_BEWD,), ()), (main[:40], ())),
                        DuelOptions(), ())
    with pytest.raises(ValueError, match=str(OCG_BEWD)):
        Duel.replay(record, POOL)


def test_r_gen_2_nobody_answers_a_spell_while_it_is_still_choosing() -> None:
    duel = build(p0=Side(hand=["FX-RECALL"], monsters=[("V4-1600", ATK), ("V4-1800", ATK)]),
                 p1=Side(spells=[(SPELL_WATCH, SET)]))
    first = do(duel, f"activate {find(duel, 'FX-RECALL')} s0")
    assert duel.request.kind == "pick" and duel.current_player == 0
    refused(duel, f"activate {find(duel, SPELL_WATCH)}")  # no response to an activation
    assert duel.lp == [8000, 8000] and names(duel, 0, "szone")[0] == "FX-RECALL"
    rest = do(duel, f"pick {find(duel, 'V4-1800')}")
    assert [(e.kind, e.src, e.dst) for e in first + rest if e.kind in ("activate", "move")] == [
        ("activate", "hand", "szone"), ("move", "mzone", "hand"), ("move", "szone", "gy")]
    assert duel.request.kind == "window" and duel.current_player == 1  # only now
    do(duel, f"activate {find(duel, SPELL_WATCH)}")
    assert duel.lp == [8000, 8500] and names(duel, 0, "hand") == ["V4-1800"]


def test_r_gen_2_in_a_window_the_turn_player_may_only_use_a_trap() -> None:
    duel = build(p0=Side(hand=["V4-1800"], monsters=[("FX-PINGER", ATK)],
                         spells=[("FX-BURN-BOTH", SET), (MY_SUMMON, SET)]),
                 p1=Side(spells=[("FX-HOLE", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z1")
    assert offered(duel) == {Action("activate", find(duel, "FX-HOLE")), Action("pass")}
    do(duel, "pass")
    assert duel.request.kind == "window" and duel.current_player == 0
    assert offered(duel) == {Action("activate", find(duel, MY_SUMMON)), Action("pass")}
    refused(duel, f"activate {find(duel, 'FX-PINGER')}")  # no spell speeds, no responses
    refused(duel, f"activate {find(duel, 'FX-BURN-BOTH')}")
    do(duel, f"activate {find(duel, MY_SUMMON)}")
    assert duel.lp == [8500, 8000] and duel.request.kind == "main"
    do(duel, f"activate {find(duel, 'FX-PINGER')}")  # back in the Main Phase: allowed
    assert duel.lp == [8500, 7700]


def test_r_gen_3_no_zones_beyond_three_monster_three_spell_and_one_field() -> None:
    for text in ("summon 5 z3", "set 5 s3", "activate 5 p0", "summon 5 emz"):
        with pytest.raises(InvalidActionError):
            Action.parse(text)
    for zone in (7, 8, 9):
        with pytest.raises(InvalidActionError):
            Action.from_dict({"kind": "summon", "card": 5, "zone": zone})
    duel = build(p0=Side(hand=["V4-1800"]))
    before = duel.state_hash()
    with pytest.raises(IllegalActionError):
        duel.apply(Action("summon", find(duel, "V4-1800"), 7))
    assert duel.state_hash() == before
    view = duel.observe(0).data["players"][1]
    assert set(view) == {"lp", "deck", "gy", "monsters", "spells", "field", "maximum",
                         "hand", "hand_known", "extra", "extra_known"}
    assert len(view["monsters"]) == 3 and len(view["spells"]) == 3


def test_r_gen_3_banish_is_placing_on_the_bottom_of_the_deck() -> None:
    duel = build(p0=Side(hand=[TUCK]),
                 p1=Side(monsters=[("V4-1800", ATK)], deck=["V4-0", "V2-500"]))
    events = do(duel, f"activate {find(duel, TUCK)} s0")
    assert names(duel, 1, "deck") == ["V4-1800", "V2-500", "V4-0"]  # bottom first
    assert [(e.src, e.dst) for e in events if e.kind == "move" and e.player == 1] == [
        ("mzone", "deck")]
    assert not duel.monsters(1) and names(duel, 1, "gy") == [] and names(duel, 1, "hand") == []


def test_r_gen_4_normal_spells_and_traps_leave_equip_and_field_spells_stay() -> None:
    duel = build(p0=Side(hand=["FX-FIELD-A", "FX-MACHINE-EQUIP", "FX-BURN-BOTH", "V4-1800"],
                         monsters=[("Cyber Dragon (Rush)", ATK)]),
                 p1=Side(spells=[("FX-HOLE", SET)]))
    do(duel, f"activate {find(duel, 'FX-FIELD-A')} f")
    do(duel, f"activate {find(duel, 'FX-MACHINE-EQUIP')} s0")
    events = do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s1")
    assert [(e.src, e.reason) for e in events if e.dst == "gy"] == [("szone", "resolved")]
    assert duel.lp == [7000, 7000]
    do(duel, f"summon {find(duel, 'V4-1800')} z1")
    events = do(duel, f"activate {find(duel, 'FX-HOLE')}")  # a Normal Trap, then the GY
    assert names(duel, 1, "gy") == ["FX-HOLE"] and names(duel, 1, "szone") == ["", "", ""]
    assert names(duel, 0, "gy") == ["FX-BURN-BOTH", "V4-1800"]
    assert names(duel, 0, "szone") == ["FX-MACHINE-EQUIP", "", ""]  # Equip stays
    assert duel.data[duel.fz[0]].name == "FX-FIELD-A" and duel.pos[duel.fz[0]] == ATK
    assert duel.atk(duel.mz[0][0]) == 2100 + 500 + 100


def test_r_gen_5_types_are_matched_exactly_as_the_card_data_spells_them() -> None:
    duel = build(p0=Side(hand=[HUNT]),
                 p1=Side(monsters=[("V4-1600", ATK), (BEAST_WARRIOR, ATK), ("V3-1200", ATK)]))
    do(duel, f"activate {find(duel, HUNT)} s0")
    assert names(duel, 1, "gy") == ["V4-1600"]  # "Beast-Warrior" and "Beast" stay
    assert names(duel, 1, "mzone") == ["", BEAST_WARRIOR, "V3-1200"]


def test_r_gen_5_level_twelve_and_level_one_monsters() -> None:
    duel = build(p0=Side(hand=[LEVEL_12, "V1-100"], monsters=[("V4-1600", ATK)]))
    lv12 = find(duel, LEVEL_12)
    with pytest.raises(IllegalActionError, match=r"needs 2 Tribute\(s\).*R-MAIN-3"):
        do(duel, f"summon {lv12} z0")
    do(duel, f"summon {find(duel, 'V1-100', 0, 'hand')} z1")  # Level 1: no Tribute
    assert duel.request.kind == "main" and not duel.gy[0]
    do(duel, f"summon {lv12} z0")  # both monsters are the two Tributes
    assert names(duel, 0, "mzone") == [LEVEL_12, "", ""]
    assert sorted(names(duel, 0, "gy")) == ["V1-100", "V4-1600"]


# ================================================================== R-SETUP
def _main(n: int) -> tuple[int, ...]:
    """`n` Main Deck passcodes, 3 copies of each name in turn (Normal Monsters first)."""
    names_ = ("V4-1600", "V4-1400", "V4-1800", "V4-0", "V4-WALL", "V5-WALL", "V5-2300",
              "V2-500", "V1-100", "V6-2000", "V3-1200", "V4-1500", "V7-2500", "V8-3000",
              "V6-2400", "V3-1000", "V4-1700", "FX-PINGER", "FX-RECALL", "FX-BURN-BOTH",
              "FX-RAZE")
    return tuple(code(names_[k // 3]) for k in range(n))


def _found(deck: Deck) -> list[tuple[str, str, str]]:
    return [(str(p.code), p.rule, p.section) for p in validate_deck(deck, POOL, on=TODAY)]


def test_r_setup_1_only_the_main_deck_counts_toward_forty_to_sixty() -> None:
    side = (code("FX-FUSION-2"), code("FX-HOLE"), code("FX-RECALL"))
    assert _found(Deck(_main(39), (code("FX-FUSION-2"),), side)) == [
        ("main-too-small", "R-SETUP-1", "main")]
    assert _found(Deck(_main(40))) == [] and _found(Deck(_main(51))) == []
    with pytest.raises(DeckError) as caught:
        Match(POOL, (Deck(_main(61)), Deck(_main(40))), seed=2, on=TODAY)
    assert [(p.code, p.rule) for p in caught.value.problems] == [
        (ProblemCode.MAIN_TOO_LARGE, "R-SETUP-1")]
    assert "player 0" in "".join(caught.value.__notes__)


def test_r_setup_3_a_side_deck_of_fifteen_of_any_kind_stays_out_of_the_duel() -> None:
    side = tuple(code(n) for n in ("FX-FUSION-2", "FX-HOLE", "FX-RECALL", "FX-FIELD-A",
                                   "FX-MACHINE-EQUIP")) * 3
    assert len(side) == 15 and _found(Deck(_main(40), side=side)) == []
    assert _found(Deck(_main(40), side=side + (code("V8-3000"),))) == [
        ("side-too-large", "R-SETUP-3", "side")]
    match = Match(POOL, (Deck(_main(40), side=side), Deck(_main(40))), seed=3, on=TODAY)
    duel = match.start_duel()
    held = [duel.data[i].code for i in range(len(duel.data)) if duel.owner[i] == 0]
    assert len(held) == 40 and not set(side) & set(held)


def test_r_setup_11_both_players_see_the_same_deck_and_extra_deck_sizes() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-1400", ATK)],
                         extra=[CONTACT, "FX-FUSION-2"], deck=["V1-100"] * 6),
                 p1=Side(hand=["V4-0"] * 5, deck=["V1-100"] * 9))
    sizes = [[(v["deck"], v["extra"] if isinstance(v["extra"], int) else len(v["extra"]))
              for v in duel.observe(p).data["players"]] for p in (0, 1)]
    assert sizes == [[(6, 2), (9, 0)]] * 2
    do(duel, f"spsummon {find(duel, CONTACT)} z0 atk")  # R-FUS-7: materials to the Deck
    do(duel, "end")  # P2 draws 1
    for p in (0, 1):
        view = duel.observe(p).data["players"]
        assert view[0]["deck"] == 8 and view[1]["deck"] == 8
    assert duel.observe(1).data["players"][0]["extra"] == 1
    assert len(duel.observe(0).data["players"][0]["extra"]) == 1


# ================================================================== R-WIN
def test_r_win_3_one_spell_takes_both_to_zero_excess_discarded_and_a_draw() -> None:
    duel = build(p0=Side(hand=["FX-BURN-BOTH"], lp=300), p1=Side(lp=1000))
    events = do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    assert [(e.player, e.value) for e in events if e.kind == "damage"] == [(0, 300), (1, 1000)]
    assert duel.lp == [0, 0] and duel.is_over and duel.result.winner is None
    assert events[-1].kind == "result" and events[-1].player == -1
    assert "both players lost" in duel.result.reason


def test_r_win_4_a_cards_own_win_condition_ends_the_duel_as_written() -> None:
    duel = build(p0=Side(monsters=[(WINNER, ATK)], gy=["V1-100"] * 4),
                 p1=Side(spells=[(ACT_WATCH, SET)]))
    winner = find(duel, WINNER)
    with pytest.raises(IllegalActionError, match="R-REQ-1"):
        do(duel, f"activate {winner}")  # its condition: 5 cards in the GY
    duel = build(p0=Side(monsters=[(WINNER, ATK)], gy=["V1-100"] * 5),
                 p1=Side(spells=[(ACT_WATCH, SET)]))
    events = do(duel, f"activate {find(duel, WINNER)}")
    assert duel.is_over and duel.result.winner == 0
    assert duel.result.reason == "player 1 won by the effect of SPA-WINNER (R-WIN-4)"
    assert events[-1].reason == duel.result.reason
    assert duel.lp == [8000, 8000]  # nothing after the win: no LP gain, no window
    assert [e.kind for e in events] == ["activate", "result"]
    assert duel.legal_actions() == [] and duel.current_player is None
    with pytest.raises(IllegalActionError, match="the duel is over"):
        do(duel, f"activate {find(duel, ACT_WATCH)}")


def test_r_win_5_a_two_nil_match_is_over_after_two_duels() -> None:
    deck = Deck(_main(40))
    match = Match(POOL, (deck, deck), seed=4, first=0, on=TODAY)
    for number in (1, 2):
        duel = match.start_duel()
        while not duel.is_over:  # both only end their turns: the first player decks out
            do(duel, "end")
        finished = match.finish_duel()
        assert (finished.number, finished.first, finished.result.winner) == (number, 0, 1)
        if number == 1:
            assert match.chooser == 0 and not match.is_over
            match.choose_first(0, goes_first=True)
    assert match.is_over and match.wins == (0, 2) and match.winner == 1
    assert match.chooser is None and len(match.duels) == 2
    with pytest.raises(MatchError, match="over"):
        match.start_duel()
    with pytest.raises(MatchError, match="over"):
        match.side(0, deck)


# ================================================================== R-ZONE
def test_r_zone_1_the_free_monster_zone_is_the_only_place_for_a_monster() -> None:
    duel = build(p0=Side(hand=[SELF, SELF, "V4-1800"],
                         monsters=[("V4-1600", ATK), None, ("V4-1400", SET)]),
                 p1=Side(monsters=[("V4-0", ATK)]))
    first, second = find(duel, SELF, 0, "hand", 0), find(duel, SELF, 0, "hand", 1)
    assert {(a.zone, a.pos) for a in duel.legal_actions()
            if a.kind == "spsummon" and a.card == first} == {(1, ATK), (1, DEF)}
    refused(duel, f"spsummon {first} z0 atk")  # occupied, and no Tribute for it
    do(duel, f"spsummon {first} z1 def")
    assert names(duel, 0, "mzone") == ["V4-1600", SELF, "V4-1400"]
    for text in (f"spsummon {second} z1 atk", f"summon {find(duel, 'V4-1800')} z1",
                 f"set {find(duel, 'V4-1800')} z2"):
        refused(duel, text)
    assert not [a for a in duel.legal_actions() if a.kind == "spsummon"]


def test_r_zone_2_a_set_spell_activates_in_its_own_zone_then_frees_it() -> None:
    duel = build(p0=Side(hand=["FX-RECALL", "FX-HOLE"], monsters=[("V4-1600", ATK)],
                         spells=[("FX-TORRENT", SET), ("FX-BURN-BOTH", SET),
                                 ("FX-MIRROR", SET)]))
    recall, hole = find(duel, "FX-RECALL"), find(duel, "FX-HOLE")
    assert not [a for a in duel.legal_actions() if a.card in (recall, hole)]
    refused(duel, f"activate {recall} s1")
    refused(duel, f"set {hole} s1")
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')}")  # in place: needs no free zone
    assert names(duel, 0, "szone") == ["FX-TORRENT", "", "FX-MIRROR"]
    assert {a.zone for a in duel.legal_actions() if a.card == hole} == {4}
    do(duel, f"set {hole} s1")
    assert names(duel, 0, "szone") == ["FX-TORRENT", "FX-HOLE", "FX-MIRROR"]


# ================================================================== R-TURN
def test_r_turn_1_each_turn_begins_with_its_turn_event_then_the_draw_phase() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 3, monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V4-0"] * 5))
    events = do(duel, "end")
    shape = [(e.kind, e.player, e.value if e.kind == "turn" else e.reason)
             for e in events if e.kind in ("turn", "phase", "draw")]
    assert shape == [("phase", 1, "end"), ("turn", 0, 3), ("phase", 0, "draw"),
                     ("draw", 0, "normal"), ("draw", 0, "normal"), ("phase", 0, "main")]
    events = do(duel, "battle") + do(duel, "end")
    assert phases(events) == [(0, "battle"), (0, "end"), (1, "draw"), (1, "main")]
    assert [e.value for e in events if e.kind == "turn"] == [4]
    assert duel.turn == 4 and duel.tp == 1 and len(duel.hand[1]) == 6


def test_r_turn_2_in_the_battle_phase_main_phase_actions_are_refused() -> None:
    duel = build(p0=Side(hand=["V4-1800", "FX-HOLE"],
                         monsters=[("V4-1600", ATK), ("V4-1400", DEF)]))
    do(duel, "battle")
    assert duel.phase == "battle" and duel.turn == 3
    for text in (f"summon {find(duel, 'V4-1800')} z2", f"set {find(duel, 'FX-HOLE')} s0",
                 f"position {find(duel, 'V4-1400')} atk", "battle"):
        reason = refused(duel, text)
        assert "'battle' decision" in reason and "possible kinds: attack, end" in reason
    assert offered(duel) == {Action("attack", find(duel, "V4-1600"), target=DIRECT),
                             Action("end")}


def test_r_turn_4_in_the_battle_phase_the_opponent_only_answers_with_a_trap() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V4-1400"], monsters=[("FX-PINGER", ATK), ("V4-1600", ATK)],
                         spells=[("FX-BOUNCE-ON-ATTACK", SET), ("FX-RAZE", SET)]))
    refused(duel, f"attack {find(duel, 'FX-PINGER')} -> {find(duel, 'V4-1800')}")
    do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1600')}")
    assert duel.current_player == 1
    assert offered(duel) == {Action("activate", find(duel, "FX-BOUNCE-ON-ATTACK")),
                             Action("pass")}
    for text in (f"activate {find(duel, 'FX-PINGER')}", f"activate {find(duel, 'FX-RAZE')}",
                 f"summon {find(duel, 'V4-1400')} z2"):
        refused(duel, text)
    do(duel, f"activate {find(duel, 'FX-BOUNCE-ON-ATTACK')}")
    assert duel.request.kind == "replay" and duel.current_player == 0  # the TP chooses
    do(duel, f"target {find(duel, 'FX-PINGER')}")
    assert duel.lp == [8000, 7700] and names(duel, 1, "gy")[-1] == "FX-PINGER"


# ================================================================== R-DRAW
def test_r_draw_2_hands_keep_growing_for_both_players() -> None:
    duel = build(p0=Side(hand=["V4-0"] * 9), p1=Side(hand=["V4-0"] * 11))
    do(duel, "end")  # P2 (11 cards) draws 1
    assert [len(duel.hand[p]) for p in (0, 1)] == [9, 12]
    do(duel, "end")
    do(duel, "end")
    assert [len(duel.hand[p]) for p in (0, 1)] == [10, 13]
    assert not duel.gy[0] and not duel.gy[1]


def test_r_draw_3_a_big_hand_does_not_excuse_the_draw_from_an_empty_deck() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 9, deck=[]))
    events = do(duel, "end")
    assert duel.is_over and duel.result.winner == 1 and "could not draw" in duel.result.reason
    assert len(duel.hand[0]) == 9 and not [e for e in events if e.kind == "draw"]
    exact = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 2, deck=["V1-100"] * 3))
    do(exact, "end")
    assert not exact.is_over and len(exact.hand[0]) == 5 and not exact.deck[0]


def test_r_draw_4_the_main_phase_begins_only_after_the_draw_windows_trap() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 3, spells=[(MY_DRAW, SET)]),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    events = do(duel, "end")
    assert duel.request.kind == "window" and duel.current_player == 1 and duel.phase == "draw"
    assert [e.kind for e in events][-2:] == ["draw", "draw"]
    do(duel, "pass")  # the turn player's own Trap on its own normal draw comes second
    assert duel.request.kind == "window" and duel.current_player == 0
    events = do(duel, f"activate {find(duel, MY_DRAW)}")
    kinds = [(e.kind, e.reason) for e in events]
    assert kinds.index(("lp", "effect")) < kinds.index(("phase", "main"))
    assert duel.lp == [8500, 8000] and duel.request.kind == "main"


# ================================================================== R-MAIN
def test_r_main_1_a_summon_by_its_own_condition_has_its_window_before_the_next_action(
) -> None:
    duel = build(p0=Side(hand=[SELF, "FX-BURN-BOTH"]),
                 p1=Side(monsters=[("V4-1400", ATK)], spells=[("FX-TORRENT", SET)]))
    do(duel, f"spsummon {find(duel, SELF)} z0 atk")
    assert duel.request.kind == "window" and duel.current_player == 1
    refused(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    do(duel, "pass")
    assert duel.request.kind == "main"
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    assert duel.lp == [7000, 7000] and names(duel, 0, "mzone")[0] == SELF


def test_r_main_2_six_sets_in_one_turn_and_never_a_face_up_defense_summon() -> None:
    duel = build(p0=Side(hand=["V4-0"] * 3 + ["V2-500"] * 3 + ["FX-RAZE"]))
    v = find(duel, "V4-0")
    with pytest.raises(InvalidActionError):
        Action.from_dict({"kind": "summon", "card": v, "zone": 0, "pos": DEF})
    before = duel.state_hash()
    with pytest.raises(IllegalActionError):
        duel.apply(Action("summon", v, 0, pos=DEF))
    assert duel.state_hash() == before
    for z in range(3):
        do(duel, f"set {find(duel, 'V4-0', 0, 'hand')} z{z}")
    do(duel, f"activate {find(duel, 'FX-RAZE')} s0")
    for z in range(3):
        do(duel, f"set {find(duel, 'V2-500', 0, 'hand')} z{z}")
    assert names(duel, 0, "mzone") == ["V2-500"] * 3
    assert [duel.pos[i] for i in duel.mz[0]] == [SET] * 3 and len(duel.gy[0]) == 4


def test_r_main_5_four_spells_and_traps_set_in_one_turn_hidden_from_the_opponent() -> None:
    duel = build(p0=Side(hand=["FX-BURN-BOTH", "FX-HOLE", "FX-TORRENT", "FX-MIRROR"]))
    for z, name in enumerate(("FX-BURN-BOTH", "FX-HOLE", "FX-TORRENT")):
        do(duel, f"set {find(duel, name)} s{z}")
    assert duel.request.kind == "main"
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')}")  # Set this turn, used this turn
    do(duel, f"set {find(duel, 'FX-MIRROR')} s0")
    assert names(duel, 0, "szone") == ["FX-MIRROR", "FX-HOLE", "FX-TORRENT"]
    seen = duel.observe(1).data["players"][0]["spells"]
    assert [(c["code"], c["pos"]) for c in seen] == [(0, SET)] * 3


def test_r_main_6_a_monster_sent_from_the_field_as_a_cost_is_not_a_tribute() -> None:
    duel = build(p0=Side(hand=[OFFER, "V5-2300"], monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[(TRIBUTE_WATCH, SET)]))
    events = do(duel, f"activate {find(duel, OFFER)} s0")
    assert duel.request.kind == "pick" and duel.current_player == 0
    events += do(duel, f"pick {find(duel, 'V4-1600')}")
    sent = [(e.src, e.reason) for e in events if e.dst == "gy"]
    assert sent == [("mzone", "cost"), ("szone", "resolved")] and duel.lp == [8000, 7500]
    assert duel.request.kind == "main"  # the Tribute-watching Trap was not offered
    do(duel, f"summon {find(duel, 'V5-2300')} z1")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert Action("activate", find(duel, TRIBUTE_WATCH)) in duel.legal_actions()


# ================================================================== R-POS
def test_r_pos_2_refusal_reasons_and_a_flip_shows_the_card_to_both() -> None:
    duel = build(p0=Side(monsters=[("V4-1600", ATK), ("V4-WALL", SET), ("V4-1400", DEF)]))
    up, down, guard = (find(duel, n) for n in ("V4-1600", "V4-WALL", "V4-1400"))
    for text in (f"position {up} set", f"position {down} def", f"position {guard} set"):
        assert refused(duel, text) == "not an allowed position change (R-POS-2)"
    events = do(duel, f"position {down} atk")
    [flip] = [e for e in events if e.kind == "position"]
    assert (flip.card, flip.value, flip.reason) == (down, ATK, "manual")
    assert duel.events_for(1, [flip])[0].code == code("V4-WALL")
    assert duel.observe(1).data["players"][0]["monsters"][1]["code"] == code("V4-WALL")
    assert refused(duel, f"position {down} def") == \
        "this monster already changed position this turn (R-POS-1)"


# ================================================================== R-END
def test_r_end_2_the_end_phase_sends_nothing_from_either_hand() -> None:
    duel = build(phase="battle", p0=Side(hand=["V4-0"] * 8, monsters=[("V4-1800", ATK)]),
                 p1=Side(hand=["V4-0"] * 7))
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert duel.turn == 4 and duel.lp == [8000, 6200]
    assert not [e for e in events if e.kind == "move" and e.src == "hand"]
    assert [len(duel.hand[p]) for p in (0, 1)] == [8, 8]


def test_r_end_3_no_window_between_the_end_phase_and_the_next_draw() -> None:
    duel = build(p0=Side(spells=[("FX-DRAW-WATCH", SET)]), p1=Side(spells=[(PHASE_WATCH, SET)]))
    events = do(duel, "end")  # P2's Trap would answer P1's End Phase if it had a window
    assert duel.turn == 4 and duel.phase == "draw" and duel.current_player == 0
    assert offered(duel) == {Action("activate", find(duel, "FX-DRAW-WATCH")), Action("pass")}
    assert phases(events) == [(0, "end"), (1, "draw")]
    assert {e.kind for e in events} == {"phase", "turn", "draw"}
    do(duel, "pass")
    assert duel.request.kind == "main" and duel.current_player == 1
    do(duel, "end")  # P2's own End Phase: no window for P1's Trap either
    assert duel.turn == 5 and duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 1, "szone")[0] == PHASE_WATCH and duel.lp == [8000, 8000]
