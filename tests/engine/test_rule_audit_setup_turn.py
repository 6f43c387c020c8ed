"""Audit of RULES.md sections 1-6 and 12 (R-GEN, R-SETUP, R-WIN, R-ZONE, R-TURN, R-DRAW,
R-END): one or more tests per rule id, plus edge cases of the turn, draw and loss rules.

Test-only cards (codes 951_000_001+) are built here from the effect DSL; they carry
names and numbers only.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import Any

import pytest

from rushdesk.cards.fixtures import SAMPLE_DECKS, code
from rushdesk.engine import (
    ATK,
    DEF,
    SET,
    Action,
    CardData,
    CardType,
    Duel,
    Event,
    IllegalActionError,
)
from rushdesk.engine.cards import ATTRIBUTE_NAMES, Attribute
from rushdesk.engine.deckrules import Deck, ProblemCode, validate_deck
from rushdesk.engine.effects.conditions import OnSpell
from rushdesk.engine.effects.core import Op, Resolve
from rushdesk.engine.effects.ops import Damage, Destroy, Draw, Fixed, GainLP, Mill
from rushdesk.engine.effects.script import CardScript, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.match import Match
from rushdesk.engine.scenario import scenario
from rushdesk.engine.state import PHASE_EVENTS, ZONE_LABELS

from .util import FILLER, POOL, Side, do, find, names

TODAY = datetime.date(2024, 6, 1)
EFFECT_MONSTER = CardType.MONSTER | CardType.EFFECT


@dataclass(frozen=True)
class _BurnAndDraw(Op):
    """In one step: the opponent takes 1000 damage and this player draws 1."""

    def step(self, duel: Duel, res: Resolve) -> None:
        duel.damage(1 - res.player, 1000, reason="effect", by=res.player)
        duel.draw(res.player, 1, by=res.player)

    def text(self) -> str:
        return "your opponent takes 1000 damage and you draw 1 card"


def _monster(n: int, name: str, *ops: Op, race: str = "Warrior") -> CardData:
    return CardData(951_000_000 + n, name, EFFECT_MONSTER, attribute=Attribute.EARTH,
                    race=race, level=4, atk=1000, defense=1000,
                    behaviour=CardScript(Effect(ops=ops)) if ops else None)


AUD_CARDS = [
    _monster(1, "AUD-HEAL-DRAW2", GainLP(Fixed(100)), Draw(2)),
    _monster(2, "AUD-HEAL-BOTH-DRAW", GainLP(Fixed(100)), Draw(1, who="both")),
    _monster(3, "AUD-BURN-HEAL", Damage(Fixed(1000)), GainLP(Fixed(500))),
    _monster(4, "AUD-MILL3", Mill(3)),
    _monster(5, "AUD-BURN-AND-DRAW", _BurnAndDraw()),
    _monster(6, "AUD-CELESTIAL", race="Celestial Warrior"),
    _monster(7, "AUD-ZETA", race="Zeta Test Type"),
    CardData(951_000_101, "AUD-ZETA-HUNT", CardType.SPELL, behaviour=CardScript(
        Effect(kind="spell", ops=(Destroy(Sel(who="opp", race="Zeta Test Type")),)))),
    CardData(951_000_102, "AUD-FIELD", CardType.SPELL | CardType.FIELD,
             behaviour=CardScript(Effect(kind="field"))),
    CardData(951_000_201, "AUD-SPELL-WATCH", CardType.TRAP, behaviour=CardScript(
        Effect(kind="trap", trigger=OnSpell(), ops=(GainLP(Fixed(500)),)))),
]
AUD_POOL = POOL.merged(AUD_CARDS)


def build(**kwargs: Any) -> Duel:
    kwargs.setdefault("filler", FILLER)
    return scenario(AUD_POOL, **kwargs)


def phases(events: list[Event]) -> list[str]:
    return [e.reason for e in events if e.kind == "phase"]


def legal_for(duel: Duel, oid: int) -> list[Action]:
    return [a for a in duel.legal_actions() if a.card == oid]


# ------------------------------------------------------------------ R-GEN
def test_r_gen_1_ocg_or_unknown_cards_are_refused() -> None:
    main = list(SAMPLE_DECKS["beatdown"])
    assert validate_deck(Deck(main=tuple(main)), POOL, on=TODAY) == []
    main[0] = 89631139  # the OCG Blue-Eyes White Dragon: not a Rush card
    problems = validate_deck(Deck(main=tuple(main)), POOL, on=TODAY)
    assert [(p.code, p.rule, p.section, p.cards) for p in problems] == [
        (ProblemCode.UNKNOWN_CARD, "R-GEN-1", "main", (89631139,))]
    with pytest.raises(KeyError):
        Duel.new(POOL, ((main, ()), (SAMPLE_DECKS["walls"], ())), seed=1)


def test_r_gen_2_a_spell_resolves_before_anyone_may_answer_it() -> None:
    duel = build(p0=Side(hand=["FX-BURN-BOTH"]), p1=Side(spells=[("AUD-SPELL-WATCH", SET)]))
    events = do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    # the whole Spell resolved in this one step: no decision between activation and effect
    assert [e.kind for e in events if e.kind in ("activate", "damage")] == [
        "activate", "damage", "damage"]
    assert duel.lp == [7000, 7000] and names(duel, 0, "gy") == ["FX-BURN-BOTH"]
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, f"activate {find(duel, 'AUD-SPELL-WATCH')}")
    assert duel.lp == [7000, 7500]


def test_r_gen_2_a_trap_cannot_be_answered_by_another_trap() -> None:
    duel = build(p0=Side(hand=["V4-1800"], spells=[("FX-TORRENT", SET)]),
                 p1=Side(spells=[("FX-HOLE", SET)]))
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.current_player == 1 and duel.request.kind == "window"
    do(duel, f"activate {find(duel, 'FX-HOLE')}")
    # no chain: the Hole resolved at once and P1 is back in its Main Phase
    assert names(duel, 0, "gy") == ["V4-1800"] and names(duel, 1, "gy") == ["FX-HOLE"]
    assert duel.request.kind == "main" and duel.current_player == 0
    assert names(duel, 0, "szone")[0] == "FX-TORRENT"


def test_r_gen_2_no_trap_in_the_middle_of_a_tribute_summon() -> None:
    duel = build(p0=Side(hand=["Summoned Skull (Rush)"],
                         monsters=[("V4-1600", ATK), ("V4-1400", ATK)]),
                 p1=Side(spells=[("FX-TORRENT", SET)]))
    do(duel, f"summon {find(duel, 'Summoned Skull (Rush)')} z2")
    assert duel.request.kind == "pick" and duel.current_player == 0  # still P1's action
    assert names(duel, 0, "gy") == []
    do(duel, f"pick {find(duel, 'V4-1400')}")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert names(duel, 0, "mzone") == ["V4-1600", "", "Summoned Skull (Rush)"]
    assert names(duel, 0, "gy") == ["V4-1400"]


def test_r_gen_3_no_standby_phase_no_main_phase_2_no_extra_zones() -> None:
    assert {ph for _, ph in PHASE_EVENTS} == {"draw", "main", "battle", "end"}
    assert set(ZONE_LABELS) == {"hand", "deck", "gy", "extra", "mzone", "szone", "fzone"}
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)], hand=["V1-100"] * 9))
    seen = do(duel, "end")
    seen += do(duel, "battle")
    seen += do(duel, "end")
    turn3 = [e.reason for e in seen if e.kind == "phase" and e.player == 0]
    assert turn3 == ["draw", "main", "battle", "end"]
    assert duel.turn == 4 and duel.phase == "main"
    assert len(duel.hand[0]) == 10  # no hand-size limit: 9 + 1, nothing discarded
    assert [len(duel.mz[p]) for p in (0, 1)] == [3, 3]


def test_r_gen_4_card_kinds_of_the_current_pool() -> None:
    m, s = CardType.MONSTER, CardType.SPELL
    kinds = {
        m | CardType.NORMAL: "Normal Monster", m | CardType.EFFECT: "Effect Monster",
        m | CardType.FUSION: "Fusion Monster", m | CardType.RITUAL: "Ritual Monster",
        m | CardType.EFFECT | CardType.MAXIMUM: "Maximum Monster",
        s: "Normal Spell", s | CardType.EQUIP: "Equip Spell", s | CardType.FIELD: "Field Spell",
        s | CardType.RITUAL: "Ritual Spell", CardType.TRAP: "Trap",
    }
    for n, (bits, label) in enumerate(kinds.items()):
        card = CardData(951_000_500 + n, f"AUD-KIND-{n}", bits, level=4)
        assert card.kind_name == label
        assert card.is_extra_deck == (label in ("Fusion Monster", "Ritual Monster"))
    missing = {"QUICKPLAY", "CONTINUOUS", "COUNTER", "TOKEN", "SYNCHRO", "XYZ", "LINK",
               "PENDULUM"}
    assert not missing & set(CardType.__members__)


def test_r_gen_5_attributes_and_types_come_from_card_data() -> None:
    assert set(ATTRIBUTE_NAMES) == {"DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND"}
    from rushdesk.db.edopro import RACE_NAMES

    listed = {"Fiend", "Zombie", "Sea Serpent", "Thunder", "Rock", "Machine", "Dinosaur",
              "Beast", "Wyrm", "Insect", "Psychic", "Fish", "Beast-Warrior", "Plant",
              "Warrior", "Winged Beast", "Dragon", "Fairy", "Reptile", "Pyro", "Spellcaster",
              "Aqua", "Cyberse", "Galaxy", "Cyborg", "Magical Knight", "High Dragon",
              "Omega Psychic", "Celestial Warrior"}
    assert listed <= set(RACE_NAMES.values())
    # a Type the engine has never heard of works like any other
    duel = build(p0=Side(hand=["AUD-ZETA-HUNT"]),
                 p1=Side(monsters=[("AUD-CELESTIAL", ATK), ("AUD-ZETA", ATK)]))
    do(duel, f"activate {find(duel, 'AUD-ZETA-HUNT')} s0")
    assert names(duel, 1, "gy") == ["AUD-ZETA"]
    assert names(duel, 1, "mzone") == ["AUD-CELESTIAL", "", ""]
    assert duel.data[duel.mz[1][0]].race == "Celestial Warrior"


# ------------------------------------------------------------------ R-SETUP
def test_r_setup_11_both_decks_sizes_are_shown() -> None:
    duel = build(p0=Side(deck=["V1-100"] * 7, extra=["FX-FUSION-2"]),
                 p1=Side(deck=["V1-100"] * 5))
    seen_by_p1 = duel.observe(1).data["players"][0]
    assert seen_by_p1["deck"] == 7 and seen_by_p1["extra"] == 1
    assert duel.observe(0).data["players"][1]["deck"] == 5
    side = (code("V4-0"), code("V2-500"))
    decks = (Deck(main=SAMPLE_DECKS["beatdown"], side=side), Deck(main=SAMPLE_DECKS["walls"]))
    match = Match(POOL, decks, seed=3, on=TODAY)
    assert match.to_dict()["decks"] == [{"main": 40, "extra": 0, "side": 2},
                                        {"main": 40, "extra": 0, "side": 0}]


LEGEND_FUSION = CardData(951_000_301, "AUD-LEGEND-FUSION", CardType.MONSTER | CardType.FUSION,
                         level=8, legend=True)
LEGEND_SPELL = CardData(951_000_302, "AUD-LEGEND-SPELL", CardType.SPELL, legend=True)
SETUP_POOL = POOL.merged([LEGEND_FUSION, LEGEND_SPELL])
BEWD_CODE = 160001000


def _problems(on: datetime.date = TODAY, **sections: tuple[int, ...]) -> list[tuple[str, str]]:
    main = sections.pop("main", SAMPLE_DECKS["beatdown"])
    found = validate_deck(Deck(main=tuple(main), **sections), SETUP_POOL, on=on)
    return [(str(p.code), p.rule) for p in found]


def test_r_setup_edges_legend_slots_extra_deck_and_side_deck() -> None:
    with_bewd = SAMPLE_DECKS["beatdown"][:39] + (BEWD_CODE,)
    # a Legend Fusion in the Extra Deck takes the one Legend Monster slot (R-SETUP-6)
    assert _problems(main=with_bewd, extra=(LEGEND_FUSION.code,)) == [
        ("legend-limit", "R-SETUP-6")]
    # the Side Deck is not counted for the Legend limit (R-SETUP-9), copies are (R-SETUP-4)
    assert _problems(side=(LEGEND_FUSION.code, BEWD_CODE, LEGEND_SPELL.code)) == []
    spell_deck = SAMPLE_DECKS["beatdown"][:39] + (LEGEND_SPELL.code,)
    assert _problems(main=spell_deck, side=(LEGEND_SPELL.code,) * 3) == [
        ("too-many-copies", "R-SETUP-4")]
    # legacy rule up to 2022-12-31, one Legend per kind from 2023-01-01 (R-SETUP-7)
    two_kinds = {"main": spell_deck, "extra": (LEGEND_FUSION.code,)}
    assert _problems(on=datetime.date(2022, 12, 31), **two_kinds) == [
        ("legend-limit", "R-SETUP-7")]
    assert _problems(on=datetime.date(2023, 1, 1), **two_kinds) == []
    # only Fusion and Ritual Monsters in the Extra Deck: not a Maximum piece (R-SETUP-2)
    assert _problems(extra=(160205004,)) == [("wrong-deck", "R-SETUP-2")]
    assert _problems(side=(code("FX-FUSION-2"), 160205004)) == []  # Side: any kind


# ------------------------------------------------------------------ R-WIN
def test_r_win_2_an_effect_draw_the_deck_cannot_supply_loses() -> None:
    duel = build(p0=Side(monsters=[("AUD-HEAL-DRAW2", ATK)], deck=["V4-1600"]))
    me = find(duel, "AUD-HEAL-DRAW2")
    assert Action("activate", me) in duel.legal_actions()
    do(duel, f"activate {me}")
    assert duel.is_over and duel.result.winner == 1
    assert "draw" in duel.result.reason and duel.legal_actions() == []


def test_r_win_2_emptying_the_deck_by_drawing_is_not_yet_a_loss() -> None:
    duel = build(turn=2, tp=1, p0=Side(deck=["V1-100"] * 5))
    do(duel, "end")  # P1 draws its last 5 cards
    assert not duel.is_over and len(duel.deck[0]) == 0 and len(duel.hand[0]) == 5
    do(duel, "end")
    assert not duel.is_over and duel.tp == 1
    do(duel, "end")  # P1 must draw 1 from an empty Deck
    assert duel.is_over and duel.result.winner == 1 and duel.turn == 5


def test_r_win_2_milling_the_deck_empty_is_not_a_loss() -> None:
    duel = build(p0=Side(monsters=[("AUD-MILL3", ATK)], deck=["V1-100"] * 3))
    do(duel, f"activate {find(duel, 'AUD-MILL3')}")
    assert len(duel.deck[0]) == 0 and not duel.is_over
    assert duel.request.kind == "main" and duel.current_player == 0


def test_r_win_2_deck_out_ends_the_duel_before_any_draw_window() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V1-100"], deck=["V1-100"] * 3),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, "end")  # P1 holds 1 and must draw 4 from 3
    assert duel.is_over and duel.result.winner == 1
    assert duel.lp == [8000, 8000] and duel.legal_actions() == []
    with pytest.raises(IllegalActionError):
        do(duel, "end")


def test_r_win_3_both_players_unable_to_draw_is_a_drawn_duel() -> None:
    duel = build(p0=Side(monsters=[("AUD-HEAL-BOTH-DRAW", ATK)], deck=[]), p1=Side(deck=[]))
    do(duel, f"activate {find(duel, 'AUD-HEAL-BOTH-DRAW')}")
    assert duel.is_over and duel.result.winner is None


def test_r_win_2_only_the_player_who_cannot_draw_loses() -> None:
    duel = build(p0=Side(monsters=[("AUD-HEAL-BOTH-DRAW", ATK)]), p1=Side(deck=[]))
    do(duel, f"activate {find(duel, 'AUD-HEAL-BOTH-DRAW')}")
    assert duel.is_over and duel.result.winner == 0


def test_r_win_3_lp_zero_and_deck_out_at_the_same_moment_is_a_draw() -> None:
    duel = build(p0=Side(monsters=[("AUD-BURN-AND-DRAW", ATK)], deck=[]), p1=Side(lp=1000))
    do(duel, f"activate {find(duel, 'AUD-BURN-AND-DRAW')}")
    assert duel.is_over and duel.result.winner is None and duel.lp[1] == 0


def test_r_win_1_lp_zero_by_an_effect_stops_the_rest_of_it() -> None:
    duel = build(p0=Side(monsters=[("AUD-BURN-HEAL", ATK)]), p1=Side(lp=1000))
    do(duel, f"activate {find(duel, 'AUD-BURN-HEAL')}")
    assert duel.is_over and duel.result.winner == 0
    assert duel.lp == [8000, 0]  # the LP gain after the damage never happened


def test_r_win_1_own_card_can_make_you_lose() -> None:
    duel = build(p0=Side(hand=["FX-BURN-BOTH"], lp=1000), p1=Side(lp=5000))
    do(duel, f"activate {find(duel, 'FX-BURN-BOTH')} s0")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 4000]


def test_r_win_1_battle_damage_to_the_attacker_ends_the_duel() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1400", ATK)], lp=600),
                 p1=Side(monsters=[("V4-WALL", DEF)]))
    do(duel, f"attack {find(duel, 'V4-1400')} -> {find(duel, 'V4-WALL')}")
    assert duel.is_over and duel.result.winner == 1 and duel.lp == [0, 8000]


def test_r_win_1_nothing_after_lethal_battle_damage() -> None:
    duel = build(phase="battle", p0=Side(monsters=[("V4-1800", ATK)]),
                 p1=Side(monsters=[("V4-1600", ATK)], lp=150))
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> {find(duel, 'V4-1600')}")
    assert duel.is_over and duel.result.winner == 0 and duel.lp == [8000, 0]
    after = events[[e.kind for e in events].index("damage") + 1:]
    assert [e.kind for e in after] == ["result"]


# ------------------------------------------------------------------ R-ZONE
def test_r_zone_1_three_monster_zones() -> None:
    duel = build(p0=Side(hand=["V4-1600", "V4-1400"],
                         monsters=[("V4-1800", ATK), None, ("V4-0", SET)]))
    v = find(duel, "V4-1600")
    assert {a.zone for a in legal_for(duel, v) if a.kind in ("summon", "set")} == {1}
    with pytest.raises(IllegalActionError):
        duel.apply(Action("summon", v, 3))  # a Spell & Trap Zone is no Monster Zone
    do(duel, f"set {v} z1")
    assert names(duel, 0, "mzone") == ["V4-1800", "V4-1600", "V4-0"]
    assert not [a for a in legal_for(duel, find(duel, "V4-1400")) if a.kind != "pick"]


def test_r_zone_2_three_spell_and_trap_zones() -> None:
    duel = build(p0=Side(hand=["FX-HOLE", "FX-TORRENT", "FX-MIRROR", "FX-RAZE", "AUD-FIELD"],
                         monsters=[("V4-1800", ATK)]))
    hole = find(duel, "FX-HOLE")
    assert {a.zone for a in legal_for(duel, hole)} == {3, 4, 5}
    for name, zone in (("FX-HOLE", "s0"), ("FX-TORRENT", "s1"), ("FX-MIRROR", "s2")):
        do(duel, f"set {find(duel, name)} {zone}")
    assert names(duel, 0, "szone") == ["FX-HOLE", "FX-TORRENT", "FX-MIRROR"]
    raze = find(duel, "FX-RAZE")
    assert legal_for(duel, raze) == []  # no free zone to Set or activate it in
    with pytest.raises(IllegalActionError):
        do(duel, f"activate {raze} s0")
    field = find(duel, "AUD-FIELD")
    assert {(a.kind, a.zone) for a in legal_for(duel, field)} == {("set", 6), ("activate", 6)}


def test_r_zone_3_a_field_spell_only_uses_the_field_zone() -> None:
    duel = build(p0=Side(hand=["AUD-FIELD", "FX-HOLE"]))
    field = find(duel, "AUD-FIELD")
    for bad in (f"set {field} s0", f"activate {field} s1"):
        with pytest.raises(IllegalActionError):
            do(duel, bad)
    with pytest.raises(IllegalActionError):
        do(duel, f"set {find(duel, 'FX-HOLE')} f")  # and nothing else uses the Field Zone
    do(duel, f"activate {field} f")
    assert duel.data[duel.fz[0]].name == "AUD-FIELD" and duel.pos[duel.fz[0]] == ATK
    assert names(duel, 0, "szone") == ["", "", ""]


def test_r_zone_4_who_sees_the_gy_deck_extra_deck_and_hand() -> None:
    duel = build(turn=2, tp=1,
                 p0=Side(hand=["V4-0"] * 4, gy=["V4-1400"], extra=["FX-FUSION-2"],
                         deck=["V4-1800", "V4-1600", "V1-100"]))
    events = do(duel, "end")  # P1 draws the top card of its Deck
    [drawn] = [e for e in events if e.kind == "draw"]
    assert drawn.code == code("V4-1800") and names(duel, 0, "deck") == ["V1-100", "V4-1600"]
    assert duel.events_for(1, [drawn])[0].code == 0  # the opponent does not see it
    mine, theirs = duel.observe(0).data["players"][0], duel.observe(1).data["players"][0]
    assert [c for _, c in mine["gy"]] == [c for _, c in theirs["gy"]] == [code("V4-1400")]
    assert theirs["hand"] == 5 and theirs["hand_known"] == []
    assert sorted(c for _, c in mine["hand"]) == sorted([code("V4-0")] * 4 + [code("V4-1800")])
    assert [c for _, c in mine["extra"]] == [code("FX-FUSION-2")]
    assert theirs["extra"] == 1 and theirs["extra_known"] == []
    assert mine["deck"] == theirs["deck"] == 2  # face-down even to its owner


# ------------------------------------------------------------------ R-TURN
def test_r_turn_1_four_phases_in_order() -> None:
    duel = build(turn=2, tp=1, p0=Side(monsters=[("V4-1800", ATK)]))
    events = do(duel, "end") + do(duel, "battle") + do(duel, "end")
    turn3 = [e for e in events if e.kind == "phase" and e.player == 0]
    assert [e.reason for e in turn3] == ["draw", "main", "battle", "end"]
    at = {e.reason: events.index(e) for e in turn3}
    drawn = [i for i, e in enumerate(events) if e.kind == "draw" and e.player == 0]
    assert drawn and at["draw"] < min(drawn) and max(drawn) < at["main"]  # drawn in the DP


def test_r_turn_1_the_first_turn_of_the_duel() -> None:
    deck = [code("V4-1600")] * 40
    duel = Duel.new(POOL, ((deck, ()), (deck, ())), seed=2, first=1)
    assert duel.tp == 1 and duel.turn == 1
    assert phases(duel.last_events) == ["draw", "main"]
    assert Action("battle") not in duel.legal_actions()
    assert len(duel.hand[1]) == 5 and len(duel.hand[0]) == 4
    events = do(duel, "end")
    assert phases(events) == ["end", "draw", "main"] and duel.tp == 0
    assert len(duel.hand[0]) == 5 and Action("battle") in duel.legal_actions()


def test_r_turn_2_main_phase_straight_to_end_phase() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK)]))
    assert {Action("battle"), Action("end")} <= set(duel.legal_actions())
    events = do(duel, "end")
    assert phases(events) == ["end", "draw", "main"] and duel.tp == 1


def test_r_turn_2_battle_phase_leads_only_to_the_end_phase() -> None:
    duel = build(p0=Side(monsters=[("V4-1800", ATK)], hand=["V4-1600"]))
    do(duel, "battle")
    assert {a.kind for a in duel.legal_actions()} == {"attack", "end"}
    # the attack used, "end" is the only way on (the engine takes a forced answer itself)
    events = do(duel, f"attack {find(duel, 'V4-1800')} -> direct")
    assert [(e.player, e.reason) for e in events if e.kind == "phase"] == [
        (0, "end"), (1, "draw"), (1, "main")]
    assert duel.tp == 1 and duel.turn == 4 and duel.lp == [8000, 6200]
    assert names(duel, 0, "hand") == ["V4-1600"]  # no way back to summon it


def test_r_turn_4_the_non_turn_player_only_answers_with_traps() -> None:
    duel = build(p0=Side(hand=["V4-1800"]),
                 p1=Side(hand=["V4-1600", "FX-RAZE"], monsters=[("FX-PINGER", ATK)],
                         spells=[("FX-HOLE", SET), ("FX-RAZE", SET)]))
    assert duel.current_player == 0
    assert all(duel.ctrl[duel.inst(a.card)] == 0 for a in duel.legal_actions() if a.card >= 0)
    for text in (f"activate {find(duel, 'FX-PINGER')}",
                 f"summon {find(duel, 'V4-1600')} z1",
                 f"activate {find(duel, 'FX-RAZE', 1, 'szone')}"):
        with pytest.raises(IllegalActionError):
            do(duel, text)
    do(duel, f"summon {find(duel, 'V4-1800')} z0")
    assert duel.current_player == 1
    assert set(duel.legal_actions()) == {Action("activate", find(duel, "FX-HOLE")),
                                         Action("pass")}
    do(duel, "pass")
    do(duel, "battle")
    assert duel.current_player == 0 and duel.request.kind == "battle"


# ------------------------------------------------------------------ R-DRAW
@pytest.mark.parametrize(("held", "drawn"), [(1, 4), (3, 2), (4, 1), (6, 1), (9, 1)])
def test_r_draw_1_draw_to_five_or_one(held: int, drawn: int) -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * held))
    events = do(duel, "end")
    assert len([e for e in events if e.kind == "draw" and e.player == 0]) == drawn
    assert all(e.reason == "normal" for e in events if e.kind == "draw")
    assert len(duel.hand[0]) == held + drawn


def test_r_draw_3_the_normal_draw_is_mandatory() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 2, deck=["V1-100"] * 6))
    do(duel, "end")  # no decision is offered in the Draw Phase: the draw just happens
    assert duel.request.kind == "main" and duel.current_player == 0
    assert len(duel.hand[0]) == 5 and len(duel.deck[0]) == 3


def test_r_draw_3_the_draw_cannot_be_reduced_to_what_is_left() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 2, deck=["V1-100"] * 2))
    do(duel, "end")  # 3 needed, 2 left
    assert duel.is_over and duel.result.winner == 1 and "draw" in duel.result.reason


def test_r_draw_4_the_window_opens_after_the_whole_draw() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 2),
                 p1=Side(hand=["FX-DRAW-WATCH"]))
    do(duel, f"set {find(duel, 'FX-DRAW-WATCH')} s0")  # P2 Sets it on its own turn 2
    events = do(duel, "end")
    assert duel.request.kind == "window" and duel.current_player == 1
    assert duel.phase == "draw" and len(duel.hand[0]) == 5
    assert [e.kind for e in events][-3:] == ["draw"] * 3
    do(duel, f"activate {find(duel, 'FX-DRAW-WATCH')}")
    assert duel.lp == [8000, 8500]
    assert duel.phase == "main" and duel.request.kind == "main" and duel.current_player == 0


def test_r_draw_4_a_one_card_draw_opens_the_window_too() -> None:
    duel = build(turn=2, tp=1, p0=Side(hand=["V4-0"] * 6),
                 p1=Side(spells=[("FX-DRAW-WATCH", SET)]))
    do(duel, "end")
    assert duel.request.kind == "window" and duel.current_player == 1
    do(duel, "pass")
    assert duel.request.kind == "main" and duel.lp == [8000, 8000]


# ------------------------------------------------------------------ R-END
def test_r_end_3_no_window_in_the_end_phase() -> None:
    duel = build(p0=Side(spells=[("FX-HOLE", SET), ("FX-TORRENT", SET)]),
                 p1=Side(spells=[("FX-MIRROR", SET), ("FX-NEGATE-ON-ATTACK", SET)]))
    events = do(duel, "end")
    kinds = [(e.kind, e.reason) for e in events]
    end = kinds.index(("phase", "end"))
    assert kinds[end + 1][0] == "turn"  # nothing happens between End Phase and next turn
    assert duel.turn == 4 and duel.request.kind == "main" and duel.current_player == 1
