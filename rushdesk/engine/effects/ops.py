"""Effect operations: what a card does once its Requirement is met.

Each operation is a frozen dataclass with `step` (do it, possibly asking), `can`
(is there anything to do) and `text` (its phrase on the card). Operations on chosen
cards derive from `Choose`. Amounts (`Fixed`, `Per`, ...) and durations are values too.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..actions import ATK, DEF, NO, SET, YES, Action, make
from ..state import NEGATED, Request
from ..stats import MOD_ATK, MOD_DEF, MOD_SET_ATK
from ..zones import DECK, EXTRA, FIELD_ZONES, GY, HAND, MZONE
from .core import POSITION_WORDS, Choose, Context, Op, Resolve, summon_position
from .select import Sel

if TYPE_CHECKING:
    from ..duel import Duel
    from .conditions import Cond

THIS_TURN = "turn"  # until the end of this turn
OPP_TURN = "opp-turn"  # until the end of the opponent's next turn
ON_FIELD = "field"  # while it stays on the field
_DURATION_TEXT = {THIS_TURN: " until the end of this turn",
                  OPP_TURN: " until the end of your opponent's next turn", ON_FIELD: ""}


def until(duel: Duel, duration: str, player: int) -> int:
    """The `Mod.until` value for a duration of an effect `player` used. "Until the end
    of your opponent's next turn" used in the opponent's own turn lasts through their
    following turn, not the current one."""
    if duration == OPP_TURN:
        return duel.turn + (1 if duel.tp == player else 2)
    return duel.turn if duration == THIS_TURN else 0


def _who(who: str) -> str:
    return {"you": "you", "opp": "your opponent", "both": "each player"}[who]


def _players(who: str, player: int) -> tuple[int, ...]:
    return {"you": (player,), "opp": (1 - player,)}.get(who, (player, 1 - player))


# ---------------------------------------------------------------------- amounts
@dataclass(frozen=True)
class Fixed:
    n: int

    def value(self, duel: Duel, res: Context) -> int:
        return self.n

    def text(self) -> str:
        return str(self.n)

    def phrase(self, unit: str) -> str:
        return f"{self.n} {unit}"


@dataclass(frozen=True)
class Per:
    """`n` for each card matching `sel` (or saved under `memo`)."""

    n: int
    sel: Sel | None = None
    memo: str = ""
    distinct_attributes: bool = False

    def value(self, duel: Duel, res: Context) -> int:
        if self.memo:
            return self.n * len(res.recall(self.memo))
        assert self.sel is not None
        cards = self.sel.cards(duel, res)
        if self.distinct_attributes:
            return self.n * len({duel.attribute(i) for i in cards})
        return self.n * len(cards)

    def text(self) -> str:
        return self.phrase("").replace("  ", " ")

    def phrase(self, unit: str) -> str:
        head = f"{self.n} {unit}".strip()
        if self.memo:
            return f"{head} for each card {_memo_text(self.memo)}"
        assert self.sel is not None
        if self.distinct_attributes:
            return f"{head} for each different Attribute among the {self.sel.text('all')[4:]}"
        return f"{head} for each {self.sel.text('')}"


@dataclass(frozen=True)
class LevelOf:
    """`n` times the Level of the card saved under `memo`."""

    n: int
    memo: str

    def value(self, duel: Duel, res: Context) -> int:
        levels = [duel.level(duel.inst(o)) for o in res.recall(self.memo) if duel.inst(o) >= 0]
        return self.n * sum(levels)

    def text(self) -> str:
        if self.memo == "sent":
            return f"{self.n} times the total Level of the monsters sent to the GY for it"
        return f"{self.n} times the Level of that monster"

    def phrase(self, unit: str) -> str:
        return f"{unit} equal to {self.text()}"


@dataclass(frozen=True)
class LPDifference:
    def value(self, duel: Duel, res: Context) -> int:
        return abs(duel.lp[0] - duel.lp[1])

    def text(self) -> str:
        return "the difference between both players' LP"

    def phrase(self, unit: str) -> str:
        return f"{unit} equal to {self.text()}"


@dataclass(frozen=True)
class AtkOf:
    """The ATK of the card saved under `memo`."""

    memo: str

    def value(self, duel: Duel, res: Context) -> int:
        cards = [duel.inst(o) for o in res.recall(self.memo)]
        return sum(duel.atk(i) for i in cards if i >= 0)

    def text(self) -> str:
        return "that monster's ATK"

    def phrase(self, unit: str) -> str:
        return f"{unit} equal to {self.text()}"


Amount = Fixed | Per | LevelOf | LPDifference | AtkOf


def _memo_text(key: str) -> str:
    return {"destroyed": "destroyed this way", "chosen": "chosen this way"}.get(
        key, f"{key} this way")


# ------------------------------------------------------------ card operations
@dataclass(frozen=True)
class Destroy(Choose):
    """Destroy the chosen cards; protected ones stay (R-MAX-8: a Maximum monster is one)."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        # destroyed at the same time: which ones, and as what, is settled before any
        # of them leaves (a monster's continuous effect still applies to the others)
        doomed = [i for i in chosen if duel.zone[i] in FIELD_ZONES
                  and not duel.protected(i, by=res.player, source=res.kind)]
        known = duel.remember(doomed)
        # Spells/Traps first: an Equip going with its monster is destroyed, not sent by rule
        doomed.sort(key=lambda i: duel.zone[i] == MZONE)
        gone = []
        for i in doomed:
            if duel.zone[i] in FIELD_ZONES:  # an Equip may have gone with its monster
                gone.append(duel.move(i, GY, reason="destroy", by=res.player,
                                      was=known.get(i)).card)
        res.remember("destroyed", tuple(gone))

    def text(self) -> str:
        return f"destroy {self.sel.text(self.count_text())}"


@dataclass(frozen=True)
class Mark(Choose):
    """Choose cards and remember them (`save`) for the steps that follow."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        pass  # `Choose.step` already saved the choice under `save`

    def text(self) -> str:
        return f"choose {self.sel.text(self.count_text())}"


@dataclass(frozen=True)
class SendToGY(Choose):
    def cost_move(self) -> int | None:
        return GY

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        sent = [duel.move(i, GY, reason="cost" if self.is_cost else "effect",
                          by=res.player).card for i in chosen]
        res.remember("sent", tuple(sent))

    def text(self) -> str:
        return f"send {self.sel.text(self.count_text(), 'from')} to the GY"


@dataclass(frozen=True)
class SendCost(SendToGY):
    """A cost: send cards (from the hand or the field) to the GY."""

    is_cost = True

    def can(self, duel: Duel, res: Context) -> bool:
        return len(self.candidates(duel, res)) >= self.low


@dataclass(frozen=True)
class ReturnToHand(Choose):
    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        for i in chosen:
            duel.move(i, HAND, reason="effect", by=res.player)

    def text(self) -> str:
        return f"return {self.sel.text(self.count_text())} to the owner's hand"


@dataclass(frozen=True)
class AddToHand(Choose):
    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        for i in chosen:
            duel.move(i, HAND, reason="effect", by=res.player)

    def text(self) -> str:
        return f"add {self.sel.text(self.count_text(), 'from')} to your hand"


@dataclass(frozen=True)
class ToDeck(Choose):
    """Return cards to the Deck: "bottom", "top" or "shuffle"."""

    where: str = "shuffle"

    def cost_move(self) -> int | None:
        return DECK

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        owners = set()
        for i in chosen:
            owners.add(duel.owner[i])
            duel.move(i, DECK, reason="cost" if self.is_cost else "effect", by=res.player,
                      bottom=self.where == "bottom")
        if self.where == "shuffle":
            for p in sorted(owners):
                duel.shuffle_deck(p)
        res.remember("returned", tuple(duel.oid[i] for i in chosen))

    def text(self) -> str:
        how = {"shuffle": "shuffle {} into the Deck",
               "bottom": "place {} on the bottom of the Deck",
               "top": "place {} on top of the Deck"}[self.where]
        return how.format(self.sel.text(self.count_text(), "from"))


@dataclass(frozen=True)
class ToDeckCost(ToDeck):
    is_cost = True

    def can(self, duel: Duel, res: Context) -> bool:
        return len(self.candidates(duel, res)) >= self.low


@dataclass(frozen=True)
class SpecialSummon(Choose):
    """Special Summon the chosen monsters to `to`'s field, in `position` ("choose",
    "atk" or "def"), face-up (R-MAIN-4). With `freed`, the Requirement check counts
    the Monster Zones the cost empties: the cards matching `freed` now on the summoning
    player's field (R-ZONE-5: the same action frees the zone; R-REQ-2)."""

    position: str = "choose"
    to: str = "you"
    freed: Sel | None = None

    def frees_zone(self) -> bool:
        return True

    def can(self, duel: Duel, res: Context) -> bool:
        if self.freed is None:
            return super().can(duel, res)
        target = res.player if self.to == "you" else 1 - res.player
        leaving = [i for i in self.freed.cards(duel, res)
                   if duel.zone[i] == MZONE and duel.ctrl[i] == target]
        if duel.maxm[target] and not leaving:
            return False  # R-MAX-3
        if not duel.maxm[target] and not leaving and -1 not in duel.mz[target]:
            return False
        return len(self._summonable(duel, res, target)) >= max(self.low, 1)

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        target = res.player if self.to == "you" else 1 - res.player
        if not duel.free_mzones(target) or duel.maxm[target]:
            return []  # R-MAX-3, R-ZONE-5
        return self._summonable(duel, res, target)

    def _summonable(self, duel: Duel, res: Context, target: int) -> list[int]:
        """The matching cards that may be Special Summoned to `target`'s field."""
        return [i for i in self.sel.cards(duel, res) if _may_special_summon(duel, i)
                and not duel.banned("spsummon", target, i)]

    def most(self, duel: Duel, res: Resolve) -> int:
        target = res.player if self.to == "you" else 1 - res.player
        return min(self.high, len(duel.free_mzones(target)))

    def finish(self, duel: Duel, res: Resolve) -> Request | None:
        if self.position == "choose" and res.picked and res.choice == 0:
            return Request("position", res.player, "Choose a battle position", 1, 1, res.src)
        return super().finish(duel, res)

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        if res.sub:
            return [make("choose", pos=ATK), make("choose", pos=DEF)]
        return super().legal(duel, res)

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        if action.kind == "choose":
            res.choice = action.pos
        else:
            super().answer(duel, res, action)

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        target = res.player if self.to == "you" else 1 - res.player
        pos = summon_position(self.position, res.choice)
        summoned = []
        for i in chosen:
            free = duel.free_mzones(target)
            if not free:
                break
            ev = duel.move(i, MZONE, player=target, slot=free[0], pos=pos, kind="spsummon",
                           reason="effect", by=res.player)
            duel.how[i] = "special"
            summoned.append(ev.card)
        res.remember("summoned", tuple(summoned))

    def text(self) -> str:
        how = POSITION_WORDS.get(self.position, "face-up Attack or Defense Position")
        to = "your field" if self.to == "you" else "your opponent's field"
        return f"Special Summon {self.sel.text(self.count_text(), 'from')} to {to} in {how}"


def _may_special_summon(duel: Duel, i: int) -> bool:
    """Fusion and Ritual Monsters leave the Extra Deck only by their own kind of summon
    (R-FUS-1, R-RIT-1), never by a plain Special Summon, and the GY only if properly
    summoned first (R-FUS-9, R-RIT-5)."""
    data = duel.data[i]
    if not data.is_monster:
        return False
    if not data.is_extra_deck:
        return True
    zone = duel.zone[i]
    return zone != EXTRA and (zone != GY or duel.proper[i])


class _PositionChoice(Choose):
    """A choice of monsters whose position changes: a Maximum Mode monster, which never
    changes position, is never offered (R-MAX-4), so with nothing else the effect
    cannot be used."""

    def candidates(self, duel: Duel, res: Context) -> list[int]:
        return [i for i in self.sel.cards(duel, res) if not duel.in_maximum_mode(i)]


@dataclass(frozen=True)
class ChangePosition(_PositionChoice):
    """Change the chosen monsters to `to`: "def" (face-up Defense), "atk" or "set"."""

    to: str = "def"

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        pos = {"def": DEF, "atk": ATK, "set": SET}[self.to]
        for i in chosen:
            if duel.zone[i] == MZONE and not duel.in_maximum_mode(i) and duel.pos[i] != pos:
                duel.set_position(i, pos, reason="effect", by=res.player)

    def text(self) -> str:
        to = {"def": "face-up Defense Position", "atk": "face-up Attack Position",
              "set": "face-down Defense Position"}[self.to]
        return f"change {self.sel.text(self.count_text())} to {to}"


@dataclass(frozen=True)
class SwitchPosition(_PositionChoice):
    """Change the battle position of the chosen monsters: Attack Position to face-up
    Defense Position, Defense Position (face-up or face-down) to face-up Attack Position.
    Maximum Mode monsters never change position (R-MAX-4)."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        for i in chosen:
            if duel.zone[i] == MZONE and not duel.in_maximum_mode(i):
                duel.set_position(i, DEF if duel.pos[i] == ATK else ATK, reason="effect",
                                  by=res.player)

    def text(self) -> str:
        return (f"change the battle position of {self.sel.text(self.count_text())} "
                "(Attack Position becomes face-up Defense Position, and Defense Position "
                "becomes face-up Attack Position)")


@dataclass(frozen=True)
class Modify(Choose):
    """Change a stat of the chosen monsters: `stat` "atk"/"def" by `amount` (negative
    to lose), or "set_atk" to a value, for `duration`."""

    stat: str = "atk"
    amount: Amount = Fixed(0)
    sign: int = 1
    duration: str = THIS_TURN

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        value = self.sign * self.amount.value(duel, res)
        kinds = {"atk": (MOD_ATK,), "def": (MOD_DEF,), "set_atk": (MOD_SET_ATK,),
                 "both": (MOD_ATK, MOD_DEF)}[self.stat]
        for i in chosen:
            if duel.zone[i] == MZONE and duel.pos[i] != SET:
                for kind in kinds:
                    duel.add_mod(i, kind, value, until(duel, self.duration, res.player))

    def text(self) -> str:
        who = self.sel.text(self.count_text())
        several = self.high > 1 or not who.startswith(("1 ", "this", "that", "the "))
        verb = ("gain" if several else "gains") if self.sign > 0 else (
            "lose" if several else "loses")
        stat = {"def": "DEF", "both": "ATK/DEF"}.get(self.stat, "ATK")
        until = _DURATION_TEXT[self.duration]
        if self.stat == "set_atk":
            return f"the ATK of {who} becomes {self.amount.text()}{until}"
        return f"{who} {verb} {self.amount.phrase(stat)}{until}"


@dataclass(frozen=True)
class ModifyAtkDef(Modify):
    """The chosen face-up monsters gain (`sign` 1) or lose (-1) `amount` ATK and DEF."""

    stat: str = "both"


@dataclass(frozen=True)
class Grant(Choose):
    """Give the chosen monsters a lingering property (`Mod` kind and value)."""

    kind: str = ""
    value: Any = 1
    duration: str = THIS_TURN
    phrase: str = ""  # how the card says it: "can inflict piercing battle damage"

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        value = self.value
        if isinstance(value, str) and value.startswith("memo-race:"):
            source = [duel.inst(o) for o in res.recall(value.split(":", 1)[1])]
            value = duel.race(source[0]) if source and source[0] >= 0 else None
            if value is None:
                return
        for i in chosen:
            if duel.zone[i] == MZONE:
                duel.add_mod(i, self.kind, value, until(duel, self.duration, res.player))

    def text(self) -> str:
        who = self.sel.text(self.count_text())
        if "{who}" in self.phrase:
            return self.phrase.format(who=who) + _DURATION_TEXT[self.duration]
        return f"{who} {self.phrase}{_DURATION_TEXT[self.duration]}"


# --------------------------------------------------------------- player effects
@dataclass(frozen=True)
class Concerns:
    """Which monsters a player-wide lingering effect covers: those of `player` matching
    `sel` at the moment a rule asks (monsters summoned later included)."""

    sel: Sel
    player: int
    src: int = -1  # the card that applied it ("other than this card")

    def concerns(self, duel: Duel, i: int) -> bool:
        from .core import Ctx

        return self.sel.matches(duel, Ctx(self.src, self.player), i)


@dataclass(frozen=True)
class PlayerGrant(Op):
    """A lingering effect on every monster of `who` matching `monsters`, now and later this
    turn: "your Level 6 or lower monsters cannot attack this turn"."""

    monsters: Sel = Sel()
    kind: str = ""
    value: Any = 1
    who: str = "you"
    duration: str = THIS_TURN
    phrase: str = ""

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        from ..state import Mod

        for p in _players(self.who, res.player):
            filter_ = Concerns(replace(self.monsters, who="you"), p, res.src)
            duel.mods.append(Mod(-1 - p, self.kind, (filter_, self.value),
                                 until(duel, self.duration, res.player)))
            duel.pmods_on = True
        return None

    def text(self) -> str:
        owner = {"you": "your", "opp": "your opponent's", "both": "all"}[self.who]
        noun = self.monsters.text("*", place=False)
        return f"{owner} {noun} {self.phrase}{_DURATION_TEXT[self.duration]}"


@dataclass(frozen=True)
class Mill(Op):
    """Send the top `n` cards of `who`'s Deck to the GY (a cost when `is_cost`)."""

    n: int = 1
    who: str = "you"

    def can(self, duel: Duel, res: Context) -> bool:
        return all(len(duel.deck[p]) >= self.n for p in _players(self.who, res.player))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        milled = []
        for p in _players(self.who, res.player):
            for _ in range(min(self.n, len(duel.deck[p]))):
                milled.append(duel.move(duel.deck[p][-1], GY, reason="cost" if self.is_cost
                                        else "effect", by=res.player).card)
        res.remember("milled", tuple(milled))
        return None

    def text(self) -> str:
        cards = "card" if self.n == 1 else f"{self.n} cards"
        whose = {"you": "your", "opp": "your opponent's"}.get(self.who, "each player's")
        top = "the top card" if self.n == 1 else f"the top {cards}"
        return f"send {top} of {whose} Deck to the GY"


@dataclass(frozen=True)
class MillCost(Mill):
    is_cost = True


@dataclass(frozen=True)
class Draw(Op):
    n: int = 1
    who: str = "you"

    def can(self, duel: Duel, res: Context) -> bool:
        """A draw the Deck cannot supply is not offered (EDOPro refuses it too)."""
        return all(len(duel.deck[p]) >= self.n for p in _players(self.who, res.player))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        for p in _players(self.who, res.player):
            duel.draw(p, self.n, by=res.player)
        return None

    def text(self) -> str:
        cards = "1 card" if self.n == 1 else f"{self.n} cards"
        return f"{_who(self.who)} draw{'s' if self.who != 'you' else ''} {cards}"


@dataclass(frozen=True)
class Damage(Op):
    """Inflict damage to `who` (both at once for "both", R-WIN-3)."""

    amount: Amount = Fixed(0)
    who: str = "opp"

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        value = self.amount.value(duel, res)
        for p in _players(self.who, res.player):
            duel.damage(p, value, reason="effect", by=res.player)
        return None

    def text(self) -> str:
        target = {"opp": "your opponent takes", "you": "you take", "both": "each player takes"}
        return f"{target[self.who]} {self.amount.phrase('damage')}"


@dataclass(frozen=True)
class GainLP(Op):
    amount: Amount = Fixed(0)

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        duel.gain_lp(res.player, self.amount.value(duel, res), by=res.player)
        return None

    def text(self) -> str:
        return f"you gain {self.amount.phrase('LP')}"


@dataclass(frozen=True)
class PayLP(Op):
    """Pay `n` LP as a cost. Paying all of them is allowed, as in EDOPro; LP 0 then loses
    at once, before the effect applies (R-WIN-1 checks LP after every payment)."""

    n: int = 0
    is_cost = True

    def can(self, duel: Duel, res: Context) -> bool:
        return duel.lp[res.player] >= self.n

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        duel.damage(res.player, self.n, reason="cost", by=res.player)
        return None

    def text(self) -> str:
        return f"pay {self.n} LP"


@dataclass(frozen=True)
class NegateAttack(Op):
    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if duel.attack is not None:
            duel.attack = (duel.attack[0], duel.attack[1], NEGATED)
        return None

    def text(self) -> str:
        return "negate the attack"


@dataclass(frozen=True)
class Reveal(Choose):
    """Reveal cards from the hand (a cost); they are saved for later steps."""

    is_cost = True

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        from ..events import Event

        for i in chosen:
            duel.known[i] = 3
            duel.emit(Event("reveal", duel.ctrl[i], -1, duel.data[i].code, "hand", "hand",
                            by=res.player, ovis=0, vis=0))

    def text(self) -> str:
        return f"reveal {self.sel.text(self.count_text())}"


@dataclass(frozen=True)
class LookAt(Choose):
    """Look at cards hidden from you (the opponent's hand, a Deck's top cards)."""

    def apply(self, duel: Duel, res: Resolve, chosen: tuple[int, ...]) -> None:
        from ..events import Event

        bit = 1 << res.player
        for i in chosen:
            duel.known[i] |= bit
            duel.emit(Event("reveal", duel.ctrl[i], -1, duel.data[i].code, "", "",
                            reason="look", by=res.player, ovis=0, vis=0, cvis=bit))

    def text(self) -> str:
        return f"look at {self.sel.text(self.count_text())}"


# ------------------------------------------------------------------ structure
@dataclass(frozen=True)
class CoinToss(Op):
    """Toss a coin (the duel's own seeded generator): `heads` or `tails` steps follow."""

    heads: tuple[Op, ...] = ()
    tails: tuple[Op, ...] = ()

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        from ..events import Event

        heads = duel.rng.below(2) == 0
        duel.emit(Event("reveal", res.player, value=1 if heads else 0, reason="coin",
                        by=res.player))
        res.splice(self.heads if heads else self.tails)
        return None

    def text(self) -> str:
        parts = ["toss a coin"]
        if self.heads:
            parts.append(f"if heads, {_join(self.heads)}")
        if self.tails:
            parts.append(f"if tails, {_join(self.tails)}")
        return "; ".join(parts)


@dataclass(frozen=True)
class DieRoll(Op):
    """Roll a six-sided die; `outcomes` pairs a range of results with steps."""

    outcomes: tuple[tuple[int, int, tuple[Op, ...]], ...] = ()

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        from ..events import Event

        roll = duel.rng.below(6) + 1
        duel.emit(Event("reveal", res.player, value=roll, reason="die", by=res.player))
        for low, high, steps in self.outcomes:
            if low <= roll <= high:
                res.splice(steps)
                break
        return None

    def text(self) -> str:
        cases = "; ".join(
            f"if the result is {lo}{'' if lo == hi else f' to {hi}'}, {_join(steps)}"
            for lo, hi, steps in self.outcomes)
        return f"roll a six-sided die; {cases}"



@dataclass(frozen=True)
class Optional(Op):
    """"You can ...": ask yes or no, then run `steps` on yes (only if they can run)."""

    steps: tuple[Op, ...] = ()
    condition: Cond | None = None

    def _possible(self, duel: Duel, res: Context) -> bool:
        if self.condition is not None and not self.condition.holds(duel, res):
            return False
        return all(s.can(duel, res) for s in self.steps[:1])

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if res.choice == 0 and self._possible(duel, res):
            return Request("yesno", res.player, "Apply the rest of the effect?", 1, 1, res.src)
        if res.choice == 1:
            res.splice(self.steps)
        return None

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        return [YES, NO]

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        res.choice = 1 if action.kind == "yes" else 2

    def text(self) -> str:
        cond = f"if {self.condition.text()}, " if self.condition is not None else ""
        return f"then, {cond}you can {_join(self.steps)}"


@dataclass(frozen=True)
class Then(Op):
    """"Then, if <condition>, ...": mandatory follow-up steps."""

    steps: tuple[Op, ...] = ()
    condition: Cond | None = None

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if self.condition is None or self.condition.holds(duel, res):
            res.splice(self.steps)
        return None

    def text(self) -> str:
        cond = f"if {self.condition.text()}, " if self.condition is not None else ""
        return f"then, {cond}{_join(self.steps)}"


@dataclass(frozen=True)
class ChooseOption(Op):
    """A Multi-Choice Effect: pick one option, run its steps (R-FUS-8, R-EFF-3)."""

    options: tuple[tuple[Op, ...], ...] = field(default_factory=tuple)

    def possible(self, duel: Duel, res: Context) -> list[int]:
        return [k for k, steps in enumerate(self.options)
                if all(s.can(duel, res) for s in steps)]

    def can(self, duel: Duel, res: Context) -> bool:
        return bool(self.possible(duel, res))

    def step(self, duel: Duel, res: Resolve) -> Request | None:
        if res.choice == 0:
            if not self.possible(duel, res):
                return None  # the cost left no option that can resolve: nothing happens
            return Request("option", res.player, "Choose an effect", 1, 1, res.src)
        res.splice(self.options[res.choice - 1])
        return None

    def legal(self, duel: Duel, res: Resolve) -> list[Action]:
        return [make("option", zone=k) for k in self.possible(duel, res)]

    def answer(self, duel: Duel, res: Resolve, action: Action) -> None:
        res.choice = action.zone + 1

    def text(self) -> str:
        return " ".join(f"● {_join(steps)}." for steps in self.options)


def _join(steps: tuple[Op, ...]) -> str:
    """Steps as English: ", then" between steps, a new sentence before "Then, if ..."."""
    out = ""
    for k, step in enumerate(steps):
        text = step.text()
        if k == 0:
            out = text
        elif text.startswith("then,"):
            out += ". " + text[:1].upper() + text[1:]
        else:
            out += ", then " + text
    return out


def join_text(steps: tuple[Op, ...]) -> str:
    """Steps as one English sentence body."""
    return _join(steps)
