"""Card faces as pixmaps: memory cache, the user's own images, drawing off the GUI thread."""

from __future__ import annotations

from pathlib import Path

from PIL import Image
from pytestqt.qtbot import QtBot

from rushdesk.cards.fixtures import FIXTURE_POOL
from rushdesk.ui.cardpix import FacePixmaps, user_art


def _card():  # type: ignore[no-untyped-def]
    return next(iter(FIXTURE_POOL.values()))


def test_a_face_is_drawn_once_and_then_served_from_memory(qtbot: QtBot, tmp_path: Path) -> None:
    faces = FacePixmaps(tmp_path)
    card = _card()
    assert faces.cached(card, 120) is None
    pixmap = faces.pixmap(card, 120)
    assert pixmap.width() == 120 and pixmap.height() > 120
    assert faces.cached(card, 120) is pixmap
    assert faces.pixmap(card, 0).width() > 120  # full size is its own entry


def test_request_draws_off_the_gui_thread_and_says_when_ready(qtbot: QtBot, tmp_path: Path) -> None:
    faces = FacePixmaps(tmp_path)
    card = _card()
    with qtbot.waitSignal(faces.ready, timeout=10_000) as signal:
        assert faces.request(card, 90) is None
    assert signal.args == [card.code]
    found = faces.request(card, 90)
    assert found is not None and found.width() == 90


def test_the_users_own_image_is_used_for_the_art(qtbot: QtBot, tmp_path: Path) -> None:
    card = _card()
    pics = tmp_path / "pics"
    pics.mkdir()
    assert user_art(pics, card.code) is None
    drawn = FacePixmaps(tmp_path / "cache").pixmap(card, 100).toImage()
    Image.new("RGB", (300, 300), (255, 0, 255)).save(pics / f"{card.code}.jpg")
    assert user_art(pics, card.code) == pics / f"{card.code}.jpg"
    faces = FacePixmaps(tmp_path / "cache", image_folder=pics)
    with_art = faces.pixmap(card, 100).toImage()
    assert with_art != drawn
    # somewhere in the art box the user's magenta shows through
    colours = {with_art.pixelColor(x, y).name() for x in range(20, 80, 3)
               for y in range(30, 80, 3)}
    assert any(c.startswith("#f") and c[3:5] < "40" and c[5:] > "c0" for c in colours), colours
