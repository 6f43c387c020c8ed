"""Card database and user deck store, SQLite through sqlite-utils.

Never imports Qt; the card database is read-only at run time.
"""
