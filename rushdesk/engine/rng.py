"""The duel's own random number generator.

A tiny SplitMix64 generator whose whole state is one integer: it is copied for free
by `Duel.clone()`, serialised in `state_hash()`, and gives the same numbers on every
machine and Python version, which `random.Random` does not promise for `shuffle`.
"""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1


class DuelRng:
    """SplitMix64: `next64()` advances the state; everything else builds on it."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit unsigned value."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n). The modulo bias for n < 2**16 is under 2**-48."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates shuffle in place (`next64` written out inline: a Deck is
        shuffled at the start of every duel)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def copy(self) -> DuelRng:
        twin = DuelRng.__new__(DuelRng)
        twin.state = self.state
        return twin
