"""Card faces as pixmaps: memory cache, the user's own images, drawing off the GUI thread."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
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


def _cards(count: int):  # type: ignore[no-untyped-def]
    return list(FIXTURE_POOL.values())[:count]


def test_many_requests_are_all_announced_once_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    faces = FacePixmaps(tmp_path)
    cards = _cards(12)
    announced: list[int] = []
    faces.ready.connect(announced.append)
    assert all(faces.request(card, 64) is None for card in cards)
    assert all(faces.request(card, 64) is None for card in cards)  # asked twice, drawn once
    faces.wait()
    assert sorted(announced) == sorted(card.code for card in cards)
    assert all(faces.cached(card, 64) is not None for card in cards)
    assert not faces._timer.isActive()  # nothing pending: the GUI thread stops polling


def test_a_face_that_cannot_be_drawn_is_not_announced_and_not_waited_for(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    faces = FacePixmaps(tmp_path)
    card = _card()

    def broken(*args: object) -> Path:
        raise ValueError("a broken font file")

    monkeypatch.setattr(faces.cache, "thumbnail", broken)
    announced: list[int] = []
    faces.ready.connect(announced.append)
    assert faces.request(card, 70) is None
    faces.wait()
    assert announced == [] and faces.cached(card, 70) is None
    assert not faces._pending and not faces._timer.isActive()


def test_faces_dropped_while_drawing_leave_the_event_loop_running(qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
    """The board or the editor may go away with faces still being drawn: nothing that
    the workers finish afterwards may reach a deleted Qt object."""
    for round_ in range(3):
        faces = FacePixmaps(tmp_path / str(round_))
        for width in range(40, 52):
            faces.request(_card(), width)
        del faces
        gc.collect()
        qtbot.wait(50)
    survivor = FacePixmaps(tmp_path / "last")
    with qtbot.waitSignal(survivor.ready, timeout=10_000):
        survivor.request(_card(), 33)


def test_after_shutdown_nothing_new_is_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    faces = FacePixmaps(tmp_path)
    for width in range(30, 50):
        faces.request(_card(), width)
    faces.shutdown()  # queued faces are dropped; the running ones finish
    assert faces.request(_card(), 99) is None and not faces._pending
    assert faces.pixmap(_card(), 99).width() == 99  # the synchronous path still draws
