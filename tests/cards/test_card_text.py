"""The rendered text of every scripted card reads as card text (rushdesk/cards/seed.py).

Each card's text comes from its definition (`CardScript.text()`). These checks make
sure it is readable English: it leaks no internal names or Python values, it mentions
every cost, operation, condition and trigger of the script, and it has none of the
renderer's typical slips (doubled words, wrong "a"/"an", singular/plural mismatches,
stat words in the wrong place, bare nouns without a determiner). Card names (between
double quotes) are left out of the style checks: they are printed as they are.

The checker is tested first on hand-written sentences, so a failure on a card means
the renderer, not the checker, has to change.
"""

from __future__ import annotations

import inspect
import re

import pytest

from rushdesk.cards.seed import SCRIPTS
from rushdesk.engine import fusion
from rushdesk.engine.effects import conditions, core, ops, script, select
from rushdesk.engine.effects.script import CardScript, Effect

NAMES = sorted(SCRIPTS)

# ------------------------------------------------------------------ vocabulary
#: Class names of the DSL that are also ordinary card-text words.
ENGLISH_CLASS_NAMES = {"Choose", "Damage", "Destroy", "Draw", "Effect", "Reveal", "Then"}
DSL_CLASS_NAMES = {
    name for module in (conditions, core, ops, script, select, fusion)
    for name, obj in inspect.getmembers(module, inspect.isclass)
    if obj.__module__ == module.__name__
} - ENGLISH_CLASS_NAMES
#: Internal values that must never be shown to a player.
INTERNAL_WORDS = re.compile(
    r"\b(?:memo|mzone|szone|fzone|spsummon|opp|gy|atk|def|self)\b|\bopp-|memo-")
ATTRIBUTES = {"EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK", "DIVINE"}
TYPES = ("Aqua|Beast|Beast-Warrior|Cyberse|Cyborg|Dinosaur|Dragon|Fairy|Fiend|Fish|Galaxy|"
         "Insect|Machine|Plant|Psychic|Pyro|Reptile|Rock|Spellcaster|Thunder|Warrior|Wyrm|"
         "Zombie")
#: Words starting with a vowel letter but a consonant sound ("a unique", "a one-time").
CONSONANT_SOUND = ("uni", "use", "usu", "uti", "ure", "eu", "ewe", "one", "once")
#: Words starting with a consonant letter but a vowel sound ("an hour").
VOWEL_SOUND = ("hour", "honest", "honor", "honour", "heir")
#: Letters whose names start with a vowel sound, for abbreviations ("an LP", "a GY").
VOWEL_LETTERS = set("AEFHILMNORSX")
DETERMINERS = {"a", "an", "the", "that", "this", "these", "those", "each", "every", "another",
               "any", "no", "either", "one", "its", "your", "their", "his", "her", "which"}
MODIFIERS = {"face-up", "face-down", "or", "lower", "higher", "less", "more", "equipped",
             "attacking", "revealed", "destroyed", "summoned", "chosen", "other", "top",
             "bottom", "same", "first", "last", "next"}
IMPERATIVES = ("send", "shuffle", "pay", "reveal", "place", "return", "discard")
_COUNT_GAP = r"(?:(?!(?:or|and|to|of|the|that|this|for|each|with|times|a|an)\b)[\w'-]+ ){0,4}?"


# ---------------------------------------------------------------- the checker
def unquoted(text: str) -> str:
    """The text with quoted card names replaced by a neutral word."""
    return re.sub(r'"[^"]*"', "Name", text)


def _article_problems(text: str) -> list[str]:
    found = []
    plain = text.replace('"', "")  # 'a "Apple" card' is checked against Apple
    for m in re.finditer(r"\b([Aa]n?) ([\w][\w'-]*)", plain):
        article, word = m.group(1).lower(), m.group(2)
        if word[0].isdigit():
            continue  # "a 1000 or more ATK monster" is the card convention
        if word.isupper() and len(word) > 1 and word not in ATTRIBUTES:
            vowel = word[0] in VOWEL_LETTERS  # said letter by letter: "an LP"
        else:
            low = word.lower()
            vowel = (low[0] in "aeiou" and not low.startswith(CONSONANT_SOUND)) or \
                low.startswith(VOWEL_SOUND)
        if article == "a" and vowel or article == "an" and not vowel:
            found.append(f'"{m.group(0)}": wrong article')
    return found


def _bare_noun_problems(text: str) -> list[str]:
    """A singular "monster"/"card" needs a determiner before its modifiers."""
    found = []
    tokens = re.findall(r"\[[A-Z-]+\]|[\w'-]+|[.,;:●]", text)
    for k, tok in enumerate(tokens):
        if tok.lower() not in ("monster", "card"):
            continue
        nxt = tokens[k + 1].lower() if k + 1 < len(tokens) else ""
        if tok.lower() == "card" and nxt in ("effect", "effects", "name", "names"):
            continue  # a compound noun: "card effects"
        j = k - 1
        while j >= 0:
            t = tokens[j]
            if t.isdigit():
                if j > 0 and tokens[j - 1] in ("Level", "Levels"):
                    j -= 2  # "Level 8"
                    continue
                break  # a count: "1", "exactly 1"
            if t.lower() in MODIFIERS or t in ("Level", "ATK", "DEF") or \
                    (t[:1].isupper() and t.lower() not in DETERMINERS and t != "Name"
                     and not t.startswith("[")):
                j -= 1
                continue
            break
        before = tokens[j] if j >= 0 else ""
        if not (before.isdigit() or before.lower() in DETERMINERS or before.endswith("'s")
                or before == "Name"):
            found.append(f'"{" ".join(tokens[max(j, 0):k + 1])}": singular "{tok}" without '
                         f"a determiner (a/an/1/the/that...)")
    return found


def _sentences(text: str) -> list[str]:
    body = re.sub(r"\[(?:REQUIREMENT|EFFECT|CONTINUOUS EFFECT|MULTI-CHOICE EFFECT)\]", ".", text)
    return [s.strip() for s in re.split(r"[.●]\s", body + " ") if s.strip()]


def style_problems(text: str) -> list[str]:
    """Everything wrong with the English of a card text (empty if it reads well)."""
    found: list[str] = []
    plain = unquoted(text)
    # doubled words: "then then", "the the", "Then, then"
    for m in re.finditer(r"\b([A-Za-z]+)(?:\s+|\s*,\s*)\1\b", plain, re.IGNORECASE):
        found.append(f'"{m.group(0)}": doubled word')
    found += _article_problems(text)
    # a count of 1 with a plural noun, a count above 1 with a singular one
    for m in re.finditer(r"(?<!Level )(?<!Levels )\b1 " + _COUNT_GAP +
                         r"(?:monsters|cards|Monsters|Cards)\b", plain):
        found.append(f'"{m.group(0)}": 1 with a plural noun')
    for m in re.finditer(r"(?<!Level )(?<!Levels )\b(?:[2-9]|\d{2,}) " + _COUNT_GAP +
                         r"(?:monster|card|Monster|Card)\b(?!s)(?!')(?! [A-Z][a-z])", plain):
        found.append(f'"{m.group(0)}": a count above 1 with a singular noun')
    for m in re.finditer(r"\bamong the " + _COUNT_GAP + r"(?:monster|card)\b(?!s)", plain):
        found.append(f'"{m.group(0)}": "among" needs a plural')
    # the unit belongs right after a plain number: "gains 300 ATK for each ..."
    for m in re.finditer(r"\b(?:gains?|loses?) (?!(?:ATK|DEF|LP)\b)([^.,;]*?)\b(ATK|DEF)\b",
                         plain, re.IGNORECASE):
        if not re.fullmatch(r"\d+ ", m.group(1)):
            found.append(f'"{m.group(0)}": "{m.group(2)}" after the amount phrase')
    for m in re.finditer(r"\b(?:inflicts?|takes?) (?!damage\b)([^.,;]*?)\bdamage\b", plain,
                         re.IGNORECASE):
        if not re.fullmatch(r"\d+ ", m.group(1)) and "battle" not in m.group(1):
            found.append(f'"{m.group(0)}": "damage" after the amount phrase')
    # card kinds in the printed order: "Maximum Monster", not "Monster Maximum"
    for m in re.finditer(r"\b(?:Monster|Spell|Trap)s? (?:Maximum|Normal|Effect|Fusion|Ritual|"
                         r"Equip|Field)s?\b", plain):
        found.append(f'"{m.group(0)}": kind words in the wrong order')
    # only monsters have a Type or an Attribute
    for m in re.finditer(rf"\b(?:{TYPES}|{'|'.join(sorted(ATTRIBUTES))}) cards?\b", plain):
        found.append(f'"{m.group(0)}": a Type or Attribute belongs to a monster, not a card')
    # a summoned monster is not yet controlled: "Summons a monster you control"
    for m in re.finditer(r"\bSummons? " + r"(?:[\w'-]+ ){0,6}?monsters? "
                         r"(?:you control|your opponent controls)\b", plain):
        found.append(f'"{m.group(0)}": a summoned monster described as already controlled')
    found += _bare_noun_problems(plain)
    # several cards chosen, then referred to as one
    for line in plain.split("\n"):
        many = re.search(r"\b[Cc]hoose (?:up to )?(?:[2-9]|\d{2,})\b", line)
        one = many and re.search(r"\bthat (?:monster|card)\b", line[many.end():])
        if one:
            found.append(f'"{many.group(0)} ... {one.group(0)}": several cards chosen, '
                         "then called \"that\" one")
    for sentence in _sentences(plain):
        first = sentence.split()[0].lower()
        if first not in IMPERATIVES and re.search(rf"\band (?:{'|'.join(IMPERATIVES)})\b",
                                                  sentence):
            found.append(f'"{sentence}": a condition and an instruction joined by "and"')
        if not (sentence[:1].isupper() or sentence[:1].isdigit() or sentence[0] in '["'):
            found.append(f'"{sentence}": a sentence starts in lower case')
    return found


def internal_problems(text: str) -> list[str]:
    """Internal names, field names and Python values that leaked into the text."""
    found = []
    plain = unquoted(text)
    for m in re.finditer(r"\b[A-Za-z_]\w*\((?!s\))", plain):
        found.append(f'"{m.group(0)}": a call or constructor')
    for name in sorted(DSL_CLASS_NAMES):
        if re.search(rf"\b{re.escape(name)}\b", plain):
            found.append(f'"{name}": a DSL class name')
    for m in INTERNAL_WORDS.finditer(plain):
        found.append(f'"{m.group(0)}": an internal word')
    for m in re.finditer(r"(?<!\[REQUIREMENT\] )\b(?:None|True|False)\b", plain):
        found.append(f'"{m.group(0)}": a Python value')
    for m in re.finditer(r"\b[a-z_]\w*\s*=", plain):
        found.append(f'"{m.group(0)}": a field name')
    if "_" in plain:
        found.append("an underscore")
    for pattern, what in ((r"[(\[{,]\s*'", "a Python repr"), (r"\(\)|\[\]|\{\}", "an empty value"),
                          (r"<\w[^>]*>|object at 0x", "an object repr"),
                          (r"[A-Za-z]\.[A-Za-z]", "a dotted name")):
        if re.search(pattern, plain):
            found.append(what)
    return found


def readability_problems(text: str) -> list[str]:
    found = []
    if not text.strip():
        return ["empty text"]
    for line in text.split("\n"):
        if line != line.strip() or not line:
            found.append(f"{line!r}: blank line or stray spaces")
        elif not (line.startswith("[REQUIREMENT] ") or line[0].isupper()):
            found.append(f"{line!r}: does not start with a capital or [REQUIREMENT]")
        elif not line.endswith((".", '."', ".)")):
            found.append(f"{line!r}: does not end with a full stop")
        if "  " in line or " ." in line or " ," in line or ".." in line:
            found.append(f"{line!r}: stray spacing or punctuation")
    return found


def _parts(effect: Effect) -> list[tuple[str, str]]:
    """(what, its text) for everything the card text has to say about `effect`."""
    parts = [("cost", op.text()) for op in effect.costs]
    parts += [("operation", op.text()) for op in effect.ops]
    parts += [("option operation", op.text()) for option in effect.options for op in option]
    parts += [("condition", cond.text()) for cond in effect.conds]
    parts += [("continuous effect", c.text()) for c in (*effect.mods, *effect.bans)]
    parts += [("step", op.text()) for op in effect.steps()]  # with the Equip target
    if effect.trigger is not None:
        parts.append(("trigger", effect.trigger.text()))
    return parts


def missing_parts(card: CardScript) -> list[str]:
    text = " ".join(card.text().lower().split())
    return [f"{what} not mentioned: {part!r}" for effect in card.effects
            for what, part in _parts(effect) if " ".join(part.lower().split()) not in text]


# --------------------------------------------------------- the checker itself
@pytest.mark.parametrize("sentence", [
    "[REQUIREMENT] None. [EFFECT] Destroy 1 face-up Level 8 or lower monster your opponent "
    "controls.",
    "[REQUIREMENT] When an opponent's monster declares an attack. [EFFECT] Destroy the "
    "attacking monster.",
    "[REQUIREMENT] Send the top card of your Deck to the GY. [EFFECT] This card gains 300 ATK "
    "for each different Attribute among the monsters in your GY until the end of this turn.",
    "[REQUIREMENT] None. [EFFECT] Your opponent takes 100 damage for each card chosen this way.",
    "[REQUIREMENT] None. [EFFECT] This card gains ATK equal to the difference between both "
    "players' LP.",
    "[REQUIREMENT] When your opponent Normal Summons a 1000 or more ATK monster. [EFFECT] "
    "Destroy that monster.",
    "[REQUIREMENT] Send 2 Maximum Monsters from your hand to the GY. [EFFECT] Destroy an EARTH "
    "monster, a LIGHT monster, an Effect Monster and a Level 8 monster. Then, you draw 2 cards.",
    "[REQUIREMENT] You control exactly 1 monster. [EFFECT] Draw 1 card. You can Special Summon "
    'an "Apple" monster or a "Blue-Eyes" monster from your hand.',
    "Maximum Summon this card together with its [L] and [R].",
    "[REQUIREMENT] Pay 500 LP. [EFFECT] Neither player can Special Summon Level 7 monsters "
    "from the hand or GY.",
    "[REQUIREMENT] None. [EFFECT] This card cannot be destroyed by your opponent's attack or "
    "card effect. Up to 3 face-up monsters on the field become the same Type as the revealed "
    "monster. Choose 1 Level 1 monster. Send 2 Level 1 monsters to the GY.",
    "[REQUIREMENT] None. [MULTI-CHOICE EFFECT] ● Destroy 1 card your opponent controls. "
    "● You gain 300 LP.",
])
def test_the_checker_accepts_correct_card_text(sentence: str) -> None:
    assert style_problems(sentence) == [] and internal_problems(sentence) == []
    assert readability_problems(sentence) == []


@pytest.mark.parametrize(("sentence", "problem"), [
    ("Destroy 1 monster, then then, you draw 1 card.", "doubled"),
    ("Destroy the the monster.", "doubled"),
    ("When an Level 8 or lower monster declares an attack.", "article"),
    ("Destroy a EARTH monster.", "article"),
    ('Special Summon a "Apple" monster.', "article"),
    ("Pay a LP cost.", "article"),
    ("If you control exactly 1 monsters, draw 1 card.", "plural"),
    ("Send 3 monster to the GY.", "singular"),
    ("This card gains 300 for each card destroyed this way ATK.", "after the amount"),
    ("Inflict 100 for each card chosen this way damage to your opponent.", "after the amount"),
    ("This card gains the difference between both players' LP ATK.", "after the amount"),
    ("Send 2 Monster Maximums in your hand to the GY.", "wrong order"),
    ("When a Dragon card you control is destroyed.", "belongs to a monster"),
    ("When your opponent Normal Summons a monster your opponent controls.", "controlled"),
    ("Fusion Summon, using monster in your hand as material.", "determiner"),
    ("Ritual Summon by sending face-up monster you control to the GY.", "determiner"),
    ("This card is in Maximum Mode and send 1 card from your hand to the GY.", '"and"'),
    ("It gains 300 for each different Attribute among the monster in your GY.", "among"),
    ("Choose up to 7 monsters in your GY, then shuffle that monster into the Deck.",
     "several cards chosen"),
])
def test_the_checker_flags_bad_card_text(sentence: str, problem: str) -> None:
    assert any(problem in p for p in style_problems(sentence))


@pytest.mark.parametrize("leak", [
    "Destroy Sel(who='opp').", "This card gains Modify ATK.", "Destroy 1 card (memo).",
    "Destroy 1 card low=1.", "Destroy the card in opp_szone.", "Destroy self.",
    "Destroy ('a', 'b').", "Send None to the GY.", "Send the card to the gy.",
    "Choose 1 Attribute.DARK monster.", "[REQUIREMENT] OnAttack. [EFFECT] Destroy it.",
])
def test_the_checker_flags_internal_names(leak: str) -> None:
    assert internal_problems(leak)


# -------------------------------------------------------------------- the cards
@pytest.mark.parametrize("name", NAMES)
def test_card_text_is_readable(name: str) -> None:
    text = SCRIPTS[name].text()
    assert readability_problems(text) == [], text


@pytest.mark.parametrize("name", NAMES)
def test_card_text_has_no_internal_names(name: str) -> None:
    text = SCRIPTS[name].text()
    assert internal_problems(text) == [], text


@pytest.mark.parametrize("name", NAMES)
def test_card_text_mentions_every_cost_operation_condition_and_trigger(name: str) -> None:
    script = SCRIPTS[name]
    assert missing_parts(script) == [], script.text()


@pytest.mark.parametrize("name", NAMES)
def test_card_text_is_good_english(name: str) -> None:
    text = SCRIPTS[name].text()
    assert style_problems(text) == [], text
