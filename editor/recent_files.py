"""Recently opened files, remembered in QSettings (``recentFiles``)."""
from __future__ import annotations

import os

from PySide6.QtCore import QSettings

KEY = "recentFiles"
MAX_RECENT = 8


def recent_files(settings: QSettings) -> list[str]:
    """The remembered files that still exist, newest first."""
    value = settings.value(KEY, [])
    if isinstance(value, str):
        value = [value]
    return [p for p in (value or []) if isinstance(p, str) and os.path.exists(p)]


def add_recent_file(settings: QSettings, path: str) -> list[str]:
    """Put ``path`` first in the list (at most `MAX_RECENT`); returns the list."""
    path = os.path.abspath(path)
    files = [path] + [p for p in recent_files(settings) if os.path.abspath(p) != path]
    files = files[:MAX_RECENT]
    settings.setValue(KEY, files)
    return files
