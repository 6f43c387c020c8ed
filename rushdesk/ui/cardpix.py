"""Card faces as Qt pixmaps, for the deck editor's thumbnails, the zoom view and the board.

The faces themselves are drawn by `rushdesk.render.faces` (Pillow) and cached on disk
there; this module adds what Qt needs on top:

- a memory cache of `QPixmap`s keyed by (card, width, language, art), bounded so a long
  browsing session does not grow without limit;
- the user's own images: when the settings name a folder in the EDOPro `pics/` layout
  (`<passcode>.jpg` or `.png`), the image found there is used as the card's art;
- drawing off the GUI thread: `request()` renders missing faces in a thread pool and
  emits `ready(code)` when one can be shown, so scrolling through 3,000 cards never
  blocks on Pillow. `pixmap()` is the synchronous path for code that needs the image
  now (screenshots, the zoom panel).

Pixmaps are created only on the GUI thread; worker threads only write PNG files.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot
from PySide6.QtGui import QPixmap

from rushdesk.engine import CardData
from rushdesk.render.faces import FaceCache

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")
MEMORY_LIMIT = 1200  # pixmaps kept in memory (thumbnails are small; faces ~1 MB each)

Key = tuple[int, int, bool, str]


def user_art(folder: Path | None, code: int) -> Path | None:
    """The user's own image for `code` in `folder` (EDOPro `pics/` naming), if any."""
    if folder is None:
        return None
    for suffix in IMAGE_SUFFIXES:
        path = folder / f"{code}{suffix}"
        if path.is_file():
            return path
    return None


class _Render(QRunnable):
    """Draws one face (or thumbnail) to the disk cache in a worker thread."""

    def __init__(self, owner: _Relay, cache: FaceCache, card: CardData, width: int,
                 japanese: bool, art: Path | None, key: Key) -> None:
        super().__init__()
        self.relay, self.cache, self.card = owner, cache, card
        self.width, self.japanese, self.art, self.key = width, japanese, art, key

    def run(self) -> None:
        try:
            path = (self.cache.thumbnail(self.card, self.width, self.japanese, self.art)
                    if self.width else self.cache.get(self.card, self.japanese, self.art))
        except OSError:
            path = None
        self.relay.done.emit(self.key, str(path) if path else "")


class _Relay(QObject):
    """Carries a worker's result back to the GUI thread (queued signal)."""

    done = Signal(object, str)


class FacePixmaps(QObject):
    """Card faces as pixmaps at any width (0 = full size), cached in memory and on disk."""

    ready = Signal(int)  # a card code whose requested face can now be shown

    def __init__(self, cache_folder: Path, *, japanese: bool = False,
                 image_folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cache = FaceCache(cache_folder)
        self.japanese = japanese
        self.image_folder = image_folder
        self._memory: OrderedDict[Key, QPixmap] = OrderedDict()
        self._pending: set[Key] = set()
        self._relay = _Relay()
        self._relay.done.connect(self._finished)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)

    # -- settings -----------------------------------------------------------------------
    def configure(self, *, japanese: bool | None = None,
                  image_folder: Path | None | bool = False) -> None:
        """Change the language or the user's image folder (`False` keeps the folder)."""
        if japanese is not None:
            self.japanese = japanese
        if image_folder is not False:
            self.image_folder = image_folder if isinstance(image_folder, Path) else None
        self._memory.clear()

    # -- lookups ------------------------------------------------------------------------
    def _key(self, card: CardData, width: int) -> tuple[Key, Path | None]:
        art = user_art(self.image_folder, card.code)
        return (card.code, width, self.japanese, str(art or "")), art

    def cached(self, card: CardData, width: int = 0) -> QPixmap | None:
        """The pixmap if it is already in memory, else None (never draws)."""
        key, _ = self._key(card, width)
        pixmap = self._memory.get(key)
        if pixmap is not None:
            self._memory.move_to_end(key)
        return pixmap

    def pixmap(self, card: CardData, width: int = 0) -> QPixmap:
        """The face of `card` scaled to `width` pixels (0: full size), drawn now if needed."""
        key, art = self._key(card, width)
        pixmap = self._memory.get(key)
        if pixmap is None:
            path = (self.cache.thumbnail(card, width, self.japanese, art) if width
                    else self.cache.get(card, self.japanese, art))
            pixmap = self._remember(key, QPixmap(str(path)))
        else:
            self._memory.move_to_end(key)
        return pixmap

    def request(self, card: CardData, width: int = 0) -> QPixmap | None:
        """The pixmap if in memory; otherwise start drawing it off the GUI thread and
        return None (`ready(card.code)` follows)."""
        found = self.cached(card, width)
        if found is not None:
            return found
        key, art = self._key(card, width)
        if key not in self._pending:
            self._pending.add(key)
            self.pool.start(_Render(self._relay, self.cache, card, width, self.japanese,
                                    art, key))
        return None

    def wait(self) -> None:
        """Block until every requested face is drawn (tests and screenshots)."""
        self.pool.waitForDone()

    # -- internals ----------------------------------------------------------------------
    def _remember(self, key: Key, pixmap: QPixmap) -> QPixmap:
        self._memory[key] = pixmap
        while len(self._memory) > MEMORY_LIMIT:
            self._memory.popitem(last=False)
        return pixmap

    @Slot(object, str)
    def _finished(self, key: Key, path: str) -> None:
        self._pending.discard(key)
        if path and key[2] == self.japanese:
            self._remember(key, QPixmap(path))
            self.ready.emit(key[0])


__all__ = ["FacePixmaps", "user_art"]
