"""Shared test set-up.

Qt runs headless: the offscreen platform must be chosen before any QApplication
exists, so it is set here, at import time, before pytest-qt creates one.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
