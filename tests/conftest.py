"""Shared test set-up.

Qt runs headless: the offscreen platform must be chosen before any QApplication
exists, so it is set here, at import time, before pytest-qt creates one.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real rushdesk files: data and cache go to a temp folder.
os.environ.setdefault("RUSHDESK_HOME", tempfile.mkdtemp(prefix="rushdesk-tests-"))
