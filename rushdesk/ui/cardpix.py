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

Pixmaps are created only on the GUI thread; worker threads only write PNG files. The
workers touch no Qt object at all: they fill plain `Future`s, which a timer on the GUI
thread polls while faces are pending. (An earlier version emitted a queued signal from
the workers through a relay QObject that they also held, so the last reference to that
QObject could be dropped on a worker thread while its events were queued on the GUI
thread. CI crashed twice in the GUI thread's event loop while workers were drawing;
that hazard is the suspected cause, and this design has none of it.)
"""

from __future__ import annotations

from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QPixmap

from rushdesk.engine import CardData
from rushdesk.render.faces import FaceCache

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png")
MEMORY_LIMIT = 1200  # pixmaps kept in memory (thumbnails are small; faces ~1 MB each)
WORKERS = 2  # drawing threads
POLL_MS = 15  # how often the GUI thread collects finished faces while some are pending

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


def _face_file(cache: FaceCache, card: CardData, width: int, japanese: bool,
               art: Path | None) -> Path:
    """The PNG of a face (`width` 0) or thumbnail, drawn to the disk cache if needed."""
    return (cache.thumbnail(card, width, japanese, art) if width
            else cache.get(card, japanese, art))


def _draw(cache: FaceCache, card: CardData, width: int, japanese: bool,
          art: Path | None) -> str:
    """`_face_file` on a worker thread (plain Python and Pillow only): its path as
    text, or "" if it could not be drawn."""
    try:
        return str(_face_file(cache, card, width, japanese, art))
    except OSError:
        return ""


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
        self._pending: dict[Key, Future[str]] = {}  # polled on the GUI thread
        self._executor = ThreadPoolExecutor(WORKERS, thread_name_prefix="rushdesk-faces")
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)
        self._closed = False

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
            path = _face_file(self.cache, card, width, self.japanese, art)
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
        if key not in self._pending and not self._closed:
            self._pending[key] = self._executor.submit(_draw, self.cache, card, width,
                                                       self.japanese, art)
            if not self._timer.isActive():
                self._timer.start()
        return None

    def wait(self) -> None:
        """Block until every requested face is drawn and announced (tests, screenshots)."""
        wait_futures(list(self._pending.values()))
        self._collect()

    def shutdown(self) -> None:
        """Drop the faces not yet started and stop drawing (the program is closing)."""
        self._closed = True
        self._timer.stop()
        self._executor.shutdown(wait=True, cancel_futures=True)
        self._pending.clear()

    # -- internals ----------------------------------------------------------------------
    def _remember(self, key: Key, pixmap: QPixmap) -> QPixmap:
        self._memory[key] = pixmap
        while len(self._memory) > MEMORY_LIMIT:
            self._memory.popitem(last=False)
        return pixmap

    def _collect(self) -> None:
        """On the GUI thread: turn the faces drawn since the last call into pixmaps."""
        for key, future in list(self._pending.items()):
            if not future.done():
                continue
            del self._pending[key]
            failed = future.cancelled() or future.exception() is not None
            path = "" if failed else future.result()
            if path and key[2] == self.japanese:
                self._remember(key, QPixmap(path))
                self.ready.emit(key[0])
        if not self._pending:
            self._timer.stop()


__all__ = ["FacePixmaps", "user_art"]
