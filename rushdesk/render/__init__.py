"""Card face images drawn with Pillow and cached on disk.

Never imports Qt; the ui package turns the images into pixmaps.
"""
