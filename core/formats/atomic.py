"""Atomic file writes: a crash or a full disk never leaves a half-written file.

The data goes to a temporary file in the same folder as the target (so the
final rename stays on one file system), is flushed and fsync'ed, and then
replaces the target with `os.replace`, which is atomic on POSIX and Windows.
If anything fails the temporary file is removed and the old target (if any)
is left exactly as it was.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from core.errors import FormatError


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder,
    fsync, `os.replace`).

    The new file keeps the permission bits of the file it replaces (or the
    process umask default for a new file).  Raises `core.errors.FormatError`
    naming the file when the folder is missing or not writable, or the write
    fails (disk full...); the old file is then untouched.
    """
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    fd = None
    tmp_name = None
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as f:
            fd = None  # owned by the file object now
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        try:
            mode = os.stat(target).st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
        tmp_name = None
        _fsync_dir(folder)
    except OSError as e:
        raise FormatError(str(path), f"cannot write the file: {e.strerror or e}") from None
    finally:
        if fd is not None:
            os.close(fd)
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` atomically as UTF-8 with ``\\n`` line ends.

    Same guarantees and errors as `atomic_write_bytes`.
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def _fsync_dir(folder: Path) -> None:
    """Flush the folder entry of the rename where the platform allows it."""
    if os.name != "posix":
        return
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
