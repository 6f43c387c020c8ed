"""Set-up for every GUI test: garbage is collected on the GUI thread, as in the program
(`rushdesk.ui.gcguard`), and the interpreter collects again once the test is over."""

from collections.abc import Iterator

import pytest

from rushdesk.ui.gcguard import install


@pytest.fixture(autouse=True)
def gc_on_the_gui_thread(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    collector = install(qapp)
    yield
    collector.stop()
