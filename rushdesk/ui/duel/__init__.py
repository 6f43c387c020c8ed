"""The duel board (ARCHITECTURE.md section 7) and the pages around it.

Modules: `layout` (geometry and the z-order table), `items` (graphics items),
`scene` (renders observations, animates events, turns gestures into intents),
`gestures` (drops and menus as legal actions, no Qt), `prompts` (the prompt panel),
`log` (the duel log), `session` (the seat-session interface a board is driven
through, and the local duel against the AI), `board` (the board widget), `page`
(deck choice and the duel page), `replays` (the replay viewer and page).
"""

from .page import DuelPage

__all__ = ["DuelPage"]
