"""Zone numbers shared by every engine module (R-ZONE)."""

HAND, DECK, GY, EXTRA, MZONE, SZONE, FZONE = range(7)
ZONE_LABELS = ("hand", "deck", "gy", "extra", "mzone", "szone", "fzone")
PUBLIC_ZONES = frozenset((GY, MZONE, SZONE, FZONE))
FIELD_ZONES = frozenset((MZONE, SZONE, FZONE))
