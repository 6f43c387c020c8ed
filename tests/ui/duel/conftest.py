"""Fixtures for the board tests: the sample card pool and decks, and card faces cached
once per test session (rendering them is the slow part)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rushdesk.ai.sim import sample_pool_and_decks
from rushdesk.ui.cardpix import FacePixmaps


@pytest.fixture(scope="session")
def pool_decks():  # type: ignore[no-untyped-def]
    return sample_pool_and_decks()


@pytest.fixture(scope="session")
def face_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("faces")


@pytest.fixture
def faces(qapp, face_folder: Path) -> Iterator[FacePixmaps]:  # type: ignore[no-untyped-def]
    pixmaps = FacePixmaps(face_folder)
    yield pixmaps
    pixmaps.wait()
