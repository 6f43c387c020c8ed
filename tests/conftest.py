"""Shared test set-up.

Qt runs headless: the offscreen platform must be chosen before any QApplication
exists, so it is set here, at import time, before pytest-qt creates one.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real rushdesk files: data and cache go to a temp folder.
os.environ.setdefault("RUSHDESK_HOME", tempfile.mkdtemp(prefix="rushdesk-tests-"))
# Under pytest-xdist every worker inherits the controller's folder: each gets its own
# sub-folder, so two workers never build or lock the same database file.
if worker := os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["RUSHDESK_HOME"] = os.path.join(os.environ["RUSHDESK_HOME"], worker)
    os.makedirs(os.environ["RUSHDESK_HOME"], exist_ok=True)

from hypothesis import HealthCheck, settings  # noqa: E402 (after the environment above)

# Property tests check behaviour, never speed: the machines that run them are shared and
# noisy (a stall of a second once failed the suite with "input generation is slow").
# So no per-example deadline and no timing health check; the other checks stay on.
settings.register_profile("rushdesk", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("rushdesk")
