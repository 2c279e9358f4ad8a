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


def _same(a: str, b: str) -> bool:
    """Whether two paths name one file (through links and ``..``)."""
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def add_recent_file(settings: QSettings, path: str) -> list[str]:
    """Put ``path`` (made absolute) first in the list, dropping every other
    entry that names the same file (through links and ``..``); at most
    `MAX_RECENT`; returns the list.  ``settings`` is the user's own."""
    path = os.path.abspath(path)
    files = [path] + [p for p in recent_files(settings) if not _same(p, path)]
    files = files[:MAX_RECENT]
    settings.setValue(KEY, files)
    return files
