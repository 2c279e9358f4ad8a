"""The editor's log: a rotating file in the user's data location.

`install_logging` attaches one `logging.handlers.RotatingFileHandler`
(``hexwright.log``, 1 MB, 5 old files kept) to the root logger, so every
error a module catches and logs with ``logging.getLogger(__name__).exception``
-- core, editor and command modules alike -- is written with its
traceback, and an exception nobody catches is logged before Qt's default
handling.  Help > Open log folder (`editor.recovery.install_recovery`)
shows the folder.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import sys

from PySide6.QtCore import QStandardPaths

LOG_NAME = "hexwright.log"
MAX_BYTES = 1_000_000
BACKUPS = 5
_FORMAT = "%(asctime)s %(levelname)s %(name)s [pid %(process)d]: %(message)s"


def data_folder() -> str:
    """The user's data location for Hexwright (`QStandardPaths.AppDataLocation`;
    the home folder's ``.hexwright`` when Qt knows none)."""
    return QStandardPaths.writableLocation(QStandardPaths.AppDataLocation) or \
        os.path.join(os.path.expanduser("~"), ".hexwright")


def log_folder() -> str:
    """The folder of the log files (created when missing)."""
    folder = os.path.join(data_folder(), "logs")
    os.makedirs(folder, exist_ok=True)
    return folder


def install_logging(folder: str | None = None) -> logging.Handler | None:
    """Log to ``folder/hexwright.log`` (default `log_folder`), rotating;
    idempotent (one handler per folder).  Returns the handler, or None when
    the folder cannot be written (then logging goes to stderr only)."""
    root = logging.getLogger()
    try:
        folder = folder or log_folder()
        path = os.path.join(folder, LOG_NAME)
        for h in root.handlers:
            if isinstance(h, logging.handlers.RotatingFileHandler) and h.baseFilename == os.path.abspath(path):
                return h
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                       encoding="utf-8")
    except OSError as e:
        print(f"hexwright editor: cannot write the log in {folder}: {e.strerror or e}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    _hook_uncaught()
    return handler


def _hook_uncaught() -> None:
    """Log exceptions nobody caught (then hand them to the previous hook)."""
    previous = sys.excepthook
    if getattr(previous, "_hexwright_logs", False):
        return

    def hook(kind, value, tb):
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger("hexwright.uncaught").critical("uncaught exception", exc_info=(kind, value, tb))
        previous(kind, value, tb)
    hook._hexwright_logs = True   # type: ignore[attr-defined]
    sys.excepthook = hook
