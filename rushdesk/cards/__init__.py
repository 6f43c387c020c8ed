"""Card behaviour: one module per set, declarative effect definitions.

Imports only rushdesk.engine; joined to card facts by passcode id.
"""
