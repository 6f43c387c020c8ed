"""The fixture Spells and Trap of RULES.md section 19 written with the effect DSL.

FX-FIELD-A/B/C (Field Spells: your monsters gain 100/200/300 ATK), FX-MACHINE-EQUIP
(equip to a face-up Machine you control: +500 ATK), FX-FLIPDOWN (a face-up monster to
face-down Defense), FX-GUARD-POS (a face-up Attack Position monster to face-up Defense)
and FX-FIELD-GUARD (a Trap: when a card in your Field Zone is destroyed by a card
effect, draw 1). Like the other fixtures they are not real cards; `fixtures` puts them
in `FIXTURE_POOL`, so every scenario of the section can name them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rushdesk.engine.cards import CardData, CardType
from rushdesk.engine.effects.conditions import Trig
from rushdesk.engine.effects.ops import ChangePosition, Draw
from rushdesk.engine.effects.script import EQUIPPED, CardScript, Cont, Effect
from rushdesk.engine.effects.select import Sel
from rushdesk.engine.stats import MOD_ATK

if TYPE_CHECKING:
    from rushdesk.engine.duel import Duel
    from rushdesk.engine.events import Event

_BASE = 900_000_900  # beside the other fixtures' passcodes (`fixtures.FIXTURE_BASE`)


class FieldZoneDestroyed(Trig):
    """FX-FIELD-GUARD's Requirement: a card in your Field Zone is destroyed by a card
    effect (a Field Spell replaced by rule is not destroyed, R-FIELD-2)."""

    def bind(self, duel: Duel, ctx: Any, events: tuple[Event, ...]) -> Any:
        for ev in events:
            if ev.kind == "move" and ev.src == "fzone" and ev.reason == "destroy" \
                    and ev.player == ctx.player:
                return ()
        return None

    def event_kinds(self) -> frozenset[str]:
        return frozenset({"move"})

    def text(self) -> str:
        return "when a card in your Field Zone is destroyed by a card effect"


def _field(n: int, name: str, amount: int) -> CardData:
    return CardData(_BASE + n, name, CardType.SPELL | CardType.FIELD,
                    behaviour=CardScript(Effect(kind="field", mods=(
                        Cont(Sel(who="you", face="up"), MOD_ATK, amount,
                             f"gain {amount} ATK"),))))


def _spell(n: int, name: str, *ops: Any) -> CardData:
    return CardData(_BASE + n, name, CardType.SPELL,
                    behaviour=CardScript(Effect(kind="spell", ops=ops)))


FIXTURE_EFFECTS = [
    _field(1, "FX-FIELD-A", 100),
    _field(2, "FX-FIELD-B", 200),
    _field(3, "FX-FIELD-C", 300),
    CardData(_BASE + 4, "FX-MACHINE-EQUIP", CardType.SPELL | CardType.EQUIP,
             behaviour=CardScript(Effect(kind="equip", equip=Sel(face="up", race="Machine"),
                                         mods=(Cont(EQUIPPED, MOD_ATK, 500, "gains 500 ATK"),)))),
    _spell(5, "FX-FLIPDOWN", ChangePosition(Sel(who="any", face="up"), to="set")),
    _spell(6, "FX-GUARD-POS", ChangePosition(Sel(who="any", face="up", pos="atk"))),
    CardData(_BASE + 7, "FX-FIELD-GUARD", CardType.TRAP,
             behaviour=CardScript(Effect(kind="trap", trigger=FieldZoneDestroyed(),
                                         ops=(Draw(1),)))),
]
