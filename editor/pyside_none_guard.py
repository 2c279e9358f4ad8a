"""Work around a PySide6 6.12 / CPython 3.11 reference-count bug.

Observed here (PySide6-Essentials 6.12.0, Python 3.11.7): every call of a
Qt method returning ``void`` (``QPainter.setPen``, ``QWidget.update``,
``QUndoStack.setClean``...) drops one reference to ``None`` without taking
one.  On CPython < 3.12 ``None`` is reference counted, so after a few
thousand such calls the interpreter aborts with ``Fatal Python error:
none_dealloc``.  CPython 3.12 made ``None`` immortal (PEP 683), which hides
the bug; `install` does the same by hand on older versions: it adds 2**40
references to ``None`` once (about a trillion calls of headroom).  It is a
no-op on other Python versions and implementations, and on a second call.
"""
from __future__ import annotations

import ctypes
import platform
import sys

_HEADROOM = 1 << 40
_installed = False


def install() -> bool:
    """Give ``None`` 2**40 extra references on CPython < 3.12; True if done now."""
    global _installed
    if _installed or sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    # ob_refcnt is the first field of every object in non-debug CPython builds.
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
    _installed = True
    return True
