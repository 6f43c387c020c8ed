"""The prebuilt decks of carddb/decks/: legal, playable, and sound in checked random duels.

Every unordered pair of different prebuilt decks plays `DUELS` seeded random duels
(seed k, first player k % 2) checked after every action like
tests/engine/test_random_duels.py: cards conserved, zone limits, LP accounting,
`clone()` equality, codec round trips and hidden information. Every duel must end, and
replaying its record must reach the same state. Set `RUSHDESK_PREBUILT_DUELS` to play
fewer or more duels per pair.
"""

from __future__ import annotations

import datetime
import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rushdesk.db.decks import PrebuiltDeck, load_prebuilt
from rushdesk.db.sources import SourceError, load_pool, needs_script
from rushdesk.engine import Duel
from rushdesk.engine.deckrules import validate_deck

from ..engine.test_random_duels import play_checked_duel

REPO = Path(__file__).resolve().parents[2]
DUELS = int(os.environ.get("RUSHDESK_PREBUILT_DUELS", "200"))
POOL = load_pool()
PREBUILT = {deck.slug: deck for deck in load_prebuilt()}
PAIRS = list(itertools.combinations(sorted(PREBUILT), 2))


def test_at_least_four_prebuilt_decks_with_names_and_descriptions() -> None:
    assert len(PREBUILT) >= 4
    assert len({deck.name for deck in PREBUILT.values()}) == len(PREBUILT)
    for deck in PREBUILT.values():
        assert deck.name and deck.deck.name == deck.name
        assert deck.description.count(". ") >= 1, f"{deck.slug}: describe how it plays"


@pytest.mark.parametrize("slug", sorted(PREBUILT))
def test_prebuilt_deck_is_legal_today_and_playable(slug: str) -> None:
    deck = PREBUILT[slug].deck
    problems = validate_deck(deck, POOL, on=datetime.date.today())
    assert [p.message for p in problems] == []
    assert len(deck.main) == 40
    for code in {*deck.main, *deck.extra, *deck.side}:
        card = POOL[code]
        assert not needs_script(card) or card.behaviour is not None, f"{card.name} has no script"
        assert card.alias not in POOL, f"{card.name}: use the first printing {card.alias}"


@pytest.mark.parametrize("slug", sorted(PREBUILT))
def test_prebuilt_deck_is_a_deck_not_a_pile(slug: str) -> None:
    """A sensible mix: 20-26 monsters, the rest Spells and Traps, few Level 7+ monsters
    besides Maximum pieces, and every Fusion in the Extra Deck reachable."""
    deck = PREBUILT[slug].deck
    main = [POOL[c] for c in deck.main]
    monsters = [c for c in main if c.is_monster]
    assert 20 <= len(monsters) <= 26
    assert sum(c.is_spell for c in main) >= 6 and sum(c.is_trap for c in main) >= 6
    assert sum(c.level >= 7 and not c.max_role for c in monsters) <= 9
    if deck.extra:
        assert any(c.name in ("Polymerization (Rush)", "Fusion") for c in main)


def _write(root: Path, text: str) -> None:
    (root / "decks").mkdir(exist_ok=True)
    (root / "decks" / "bad.toml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('name = "x"\nmain = [', "not valid TOML"),
        ('main = [{ code = 160301001, count = 3 }]', "needs a name"),
        ('name = "x"\nmain = [{ code = 160301001 }]', "missing count"),
        ('name = "x"\nmain = [{ code = "Dark Sorcerer", count = 3 }]', "code must be"),
        ('name = "x"\nmain = [{ code = 160301001, count = 0 }]', "must be positive"),
        ('name = "x"\nmain = 3', "expected a table"),
        ('name = "x"\ncolour = "red"', "unknown fields"),
    ],
)
def test_a_malformed_deck_file_raises_source_error(tmp_path: Path, text: str,
                                                   message: str) -> None:
    _write(tmp_path, text)
    with pytest.raises(SourceError, match=message) as info:
        load_prebuilt(tmp_path)
    assert "bad.toml" in str(info.value)


def test_sections_may_be_tables_or_arrays_of_tables(tmp_path: Path) -> None:
    _write(tmp_path, 'name = "x"\ndescription = " y "\n[main]\n160301001 = 3\n160301005 = 2\n'
                     '[[extra]]\ncode = 160319001\ncount = 1\n')
    [deck] = load_prebuilt(tmp_path)
    assert deck == PrebuiltDeck("bad", "x", "y", deck.deck)
    assert deck.deck.main == (160301001,) * 3 + (160301005,) * 2
    assert deck.deck.extra == (160319001,) and deck.deck.side == ()


def play_checked_pair(decks: tuple[PrebuiltDeck, PrebuiltDeck], seed: int) -> Duel:
    """One random duel checked after every action (see test_random_duels)."""
    return play_checked_duel(POOL, tuple((d.deck.main, d.deck.extra) for d in decks), seed)


@pytest.mark.parametrize(("first", "second"), PAIRS)
def test_prebuilt_pair_random_duels_keep_every_invariant(first: str, second: str) -> None:
    decks = (PREBUILT[first], PREBUILT[second])
    wins = [0, 0]
    for seed in range(DUELS):
        duel = play_checked_pair(decks, seed)
        assert Duel.replay(duel.record(), POOL).state_hash() == duel.state_hash()
        if duel.result.winner is not None:
            wins[duel.result.winner] += 1
    print(f"{first} vs {second}: {wins[0]}-{wins[1]} in {DUELS} duels")
    # Both decks can win even when played at random: neither is a pile of dead cards.
    assert min(wins) >= DUELS // 20, wins


def _sim(*args: str) -> subprocess.CompletedProcess[str]:
    # A wide terminal, so that argparse never wraps a slug at its hyphens.
    env = {**os.environ, "COLUMNS": "400"}
    return subprocess.run([sys.executable, "-m", "rushdesk.cli", "sim", *args], cwd=REPO,
                          env=env, capture_output=True, text=True, timeout=120)


def test_sim_plays_prebuilt_decks_by_slug_and_lists_them() -> None:
    first, second = PAIRS[0]
    result = _sim("--deck", first, "--deck", second, "--games", "3", "--json")
    assert result.returncode == 0, result.stderr
    stats = json.loads(result.stdout.strip().splitlines()[-1])
    assert stats["games"] == 3 and sum(stats["wins"]) + stats["draws"] == 3
    help_text = _sim("--help").stdout
    for name in (*PREBUILT, "beatdown", "walls", "dragons", "machines"):
        assert name in help_text
