"""Where the editor's file dialogs start, and the name a new file is saved
under.

Dialogs start in the folder the user last used (the newest recent file's),
else the default folder of Preferences (QSettings ``paths/default_folder``),
else the user's documents folder (`QStandardPaths.DocumentsLocation`) --
never the current directory or the project's ``sample_maps/``.  A document
never saved is offered a name made from its title (``Balka Hill`` ->
``Balka Hill.scenario.json``), with characters no file system takes
replaced.
"""
from __future__ import annotations

import os
import re

from PySide6.QtCore import QSettings, QStandardPaths

from editor.recent_files import recent_files

DEFAULT_FOLDER_KEY = "paths/default_folder"
_BAD = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def documents_dir() -> str:
    """The user's documents folder (the home folder when Qt knows none)."""
    return QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation) or os.path.expanduser("~")


def start_dir(settings: QSettings) -> str:
    """The folder a file dialog opens in (see the module doc)."""
    files = recent_files(settings)
    if files:
        return os.path.dirname(files[0])
    chosen = settings.value(DEFAULT_FOLDER_KEY, "")
    if isinstance(chosen, str) and chosen and os.path.isdir(chosen):
        return chosen
    return documents_dir()


def save_name(title: str, suffix: str = ".json") -> str:
    """A file name for a document titled ``title`` (``Untitled`` when
    empty): file-system-hostile characters become ``-``, trailing dots and
    spaces go, at most 120 characters before ``suffix``."""
    stem = _BAD.sub("-", title or "").strip(" .-")[:120].rstrip(" .") or "Untitled"
    return stem + suffix
