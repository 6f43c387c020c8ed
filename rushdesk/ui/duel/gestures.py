"""Gestures as actions: what a dragged card may be dropped on, what a drop means, and
the words menus and prompts use for each action. No Qt here.

Everything is computed from the seat's `legal_actions()`, so a gesture can only ever
produce one of them. A drop target is a small tuple:

    ("mz", slot)     one of my Monster Zones      ("sz", slot)  one of my Spell/Trap Zones
    ("fz",)          my Field Zone                ("target", id) an opposing monster
    ("direct",)      the opponent's side (a direct attack)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from rushdesk.engine import ATK, DEF, DIRECT, FIELD_ZONE, SET, Action

DropKey = tuple[object, ...]

# Kinds a player starts by pointing at a card (the rest are answers to prompts).
CARD_KINDS = ("summon", "set", "spsummon", "maximum", "activate", "position", "attack")
# Preferred zones when a menu has to name one: the middle first.
_MONSTER_ORDER = (1, 0, 2)
_SPELL_ORDER = (4, 3, 5, FIELD_ZONE)


def drop_key(action: Action) -> DropKey | None:
    """Where a card is dropped to make `action`, or None if it is not a drop."""
    kind = action.kind
    if kind in ("summon", "set", "spsummon", "activate") and action.zone >= 0:
        if action.zone < 3:
            return ("mz", action.zone)
        if action.zone == FIELD_ZONE:
            return ("fz",)
        return ("sz", action.zone - 3)
    if kind == "attack":
        return ("direct",) if action.target == DIRECT else ("target", action.target)
    return None


def drag_targets(actions: Iterable[Action], card: int) -> dict[DropKey, list[Action]]:
    """Every place card `card` may be dropped, with the actions a drop there means.

    A Maximum Summon may be dropped on any Monster Zone: the monster takes all three.
    """
    targets: dict[DropKey, list[Action]] = {}
    for action in actions:
        if action.card != card:
            continue
        if action.kind == "maximum":
            for slot in range(3):
                targets.setdefault(("mz", slot), []).append(action)
            continue
        key = drop_key(action)
        if key is not None:
            targets.setdefault(key, []).append(action)
    return targets


def attempted_action(card: int, source: str, key: DropKey, set_modifier: bool, *,
                     monster: bool, spell: bool) -> Action | None:
    """The action a drop that matched no legal action was meant as, so the engine can
    say why it is refused; None where the drop means nothing (a field card on a zone).

    `source` is the dragged card's zone ("hand", "mz", ...); `monster`/`spell` its kind.
    """
    where = key[0]
    if source == "hand":
        if where == "mz":
            kind = "set" if set_modifier or not monster else "summon"
            return Action(kind, card, zone=int(key[1]))
        if where in ("sz", "fz"):
            zone = FIELD_ZONE if where == "fz" else 3 + int(key[1])
            kind = "activate" if spell and not set_modifier else "set"
            return Action(kind, card, zone=zone)
        return None
    if source == "mz" and where in ("target", "direct"):
        target = DIRECT if where == "direct" else int(key[1])
        return Action("attack", card, target=target)
    return None


def resolve_drop(candidates: Sequence[Action], set_modifier: bool) -> list[Action]:
    """The actions a drop means: one to play at once, several to offer as a small choice.

    A plain drop plays the card face-up (summon, activate, Maximum Summon, Special
    Summon in Attack Position); with the set modifier (Shift) it is Set face-down or
    Special Summoned in Defense Position.
    """
    if set_modifier:
        tiers: tuple[Callable[[Action], bool], ...] = (
            lambda a: a.kind == "set",
            lambda a: a.kind == "spsummon" and a.pos != ATK,
        )
    else:
        tiers = (
            lambda a: a.kind in ("summon", "activate", "attack"),
            lambda a: a.kind == "maximum",
            lambda a: a.kind == "spsummon" and a.pos == ATK,
        )
    for tier in tiers:
        chosen = [a for a in candidates if tier(a)]
        if chosen:
            return chosen
    return list(candidates)


def card_actions(actions: Iterable[Action], card: int) -> list[Action]:
    """The actions that start from card `card` (what its menu offers), in legal order."""
    return [a for a in actions if a.card == card and a.kind in CARD_KINDS]


def menu_groups(actions: Sequence[Action]) -> list[tuple[Action, list[Action]]]:
    """Group a card's actions for a menu: one entry per kind and position, its preferred
    zone first, with every zone as the alternatives."""
    groups: dict[tuple[int, str, int, int], list[Action]] = {}
    for action in actions:  # one entry per card, kind, position and attack target
        key = (action.card, action.kind, action.pos, action.target)
        groups.setdefault(key, []).append(action)
    out = []
    for members in groups.values():
        order = _MONSTER_ORDER if members[0].zone < 3 else _SPELL_ORDER
        members.sort(key=lambda a: order.index(a.zone) if a.zone in order else 9)
        out.append((members[0], members))
    return out


def zone_label(zone: int) -> str:
    if zone < 0:
        return ""
    if zone < 3:
        return f"Monster Zone {zone + 1}"
    if zone == FIELD_ZONE:
        return "Field Zone"
    return f"Spell/Trap Zone {zone - 2}"


POSITION_WORDS = {ATK: "Attack Position", DEF: "Defense Position", SET: "face-down Defense"}


def describe(action: Action, name: Callable[[int], str], *, tribute: bool = False) -> str:
    """A short English label for a menu or a prompt button.

    `name(id)` gives a card's name from its object id; `tribute` says a summon needs
    Tributes.
    """
    k = action.kind
    if k == "summon":
        return "Tribute Summon" if tribute else "Normal Summon"
    if k == "set":
        if 0 <= action.zone < 3:
            return "Tribute Set" if tribute else "Set face-down"
        return "Set"
    if k == "spsummon":
        return f"Special Summon in {POSITION_WORDS.get(action.pos, '?')}"
    if k == "maximum":
        return "Maximum Summon"
    if k == "activate":
        return "Activate"
    if k == "position":
        if action.pos == ATK:
            return "Change to Attack Position"
        if action.pos == DEF:
            return "Change to Defense Position"
        return "Change to face-down Defense Position"
    if k == "attack":
        return "Attack directly" if action.target == DIRECT else f"Attack {name(action.target)}"
    if k == "target":
        return ("Attack directly instead" if action.target == DIRECT
                else f"Attack {name(action.target)} instead")
    if k == "pick":
        return name(action.card)
    if k == "choose":
        return POSITION_WORDS.get(action.pos, "?")
    if k == "option":
        return f"Option {action.zone + 1}"
    return {"finish": "Done", "pass": "Pass", "cancel": "Cancel the attack", "yes": "Yes",
            "no": "No", "battle": "Battle Phase", "end": "End Turn"}.get(k, action.notation())


__all__ = [
    "CARD_KINDS", "POSITION_WORDS", "DropKey", "card_actions", "describe", "drag_targets",
    "drop_key", "menu_groups", "resolve_drop", "zone_label",
]  # fmt: skip
