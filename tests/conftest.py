"""Shared test set-up.

Qt runs headless: the offscreen platform must be chosen before any QApplication
exists, so it is set here, at import time, before pytest-qt creates one.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real rushdesk files: data and cache go to a temp folder.
os.environ.setdefault("RUSHDESK_HOME", tempfile.mkdtemp(prefix="rushdesk-tests-"))

from hypothesis import HealthCheck, settings  # noqa: E402 (after the environment above)

# Property tests check behaviour, never speed: the machines that run them are shared and
# noisy (a stall of a second once failed the suite with "input generation is slow").
# So no per-example deadline and no timing health check; the other checks stay on.
settings.register_profile("rushdesk", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("rushdesk")
