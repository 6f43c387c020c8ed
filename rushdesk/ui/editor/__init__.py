"""The deck editor (issue 6): browse and filter every card, build Main, Extra and Side
Decks by drag and drop or keyboard, see every rule problem as you build, read the deck's
statistics and opening-hand odds, and import or export EDOPro decks.

Modules: `cardmodel` (the card table model and its filter proxy), `browser` (search,
filters, table), `document` (the deck being edited, its rules and undo), `deckview` (the
three sections), `problems` (the legality badge and problem list), `charts` (statistics
and odds), `zoom` (the large card view), `transfer` (deck formats in and out),
`cdbimport` (the EDOPro card import) and `page` (the page that joins them).
"""

from rushdesk.ui.editor.page import DeckEditorPage

__all__ = ["DeckEditorPage"]
