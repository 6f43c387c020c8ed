"""Deck model, format validation and .ydk / ydke:// / text import-export.

Never imports Qt.
"""
