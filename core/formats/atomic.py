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
from core.formats.safe_read import path_problem


def target_problem(path: str | os.PathLike) -> str | None:
    """Why ``path`` cannot be an output file, or None: ``"is a folder"``,
    ``"is in a folder that does not exist (F)"`` or ``"is in F, which is
    not a folder"`` (to follow the path in a message).  Callers check
    before any work so a bad output name is refused up front."""
    bad_name = path_problem(path)
    if bad_name:
        return f"cannot be a file name: {bad_name}"
    target = Path(path)
    if str(path) == "" or target.is_dir():
        return "is a folder"
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.exists():
        return f"is in a folder that does not exist ({folder})"
    if not folder.is_dir():
        return f"is in {folder}, which is not a folder"
    return None


def _folder(target: Path) -> Path:
    return target.parent if str(target.parent) else Path(".")


def _stage(target: Path, data: bytes) -> str:
    """Write ``data`` to a fsync'ed temporary file beside ``target`` with the
    mode the target has (or would get); returns its name.  OSError on failure
    (the temporary file is then removed)."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=_folder(target))
    try:
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
    except BaseException:
        if fd is not None:
            os.close(fd)
        _unlink(tmp_name)
        raise
    return tmp_name


def _unlink(name: str) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder,
    fsync, `os.replace`).

    The new file keeps the permission bits of the file it replaces (or the
    process umask default for a new file).  Raises `core.errors.FormatError`
    naming the file when it is a folder, its folder is missing or not
    writable, or the write fails (disk full...); the old file is then
    untouched.
    """
    atomic_write_files([(path, data)])


def atomic_write_files(files: list[tuple[str | os.PathLike, bytes]]) -> None:
    """Write several ``(path, data)`` files as one step: every target is
    checked (`target_problem`) and every file staged in a temporary file
    before the first is renamed into place.  If staging fails nothing is
    written; if a later rename fails the files this call created are removed
    again (a file it already replaced keeps its new content).  Raises
    `core.errors.FormatError` naming the file at fault."""
    for path, _ in files:
        problem = target_problem(path)
        if problem:
            raise FormatError(str(path), f"cannot write the file: it {problem}")
    staged: list[tuple[str, Path, str, bool]] = []
    done: list[tuple[Path, bool]] = []
    current = str(files[0][0]) if files else ""
    try:
        for path, data in files:
            current = str(path)
            target = Path(path)
            staged.append((current, target, _stage(target, data), target.exists()))
        for name, target, tmp_name, existed in staged:
            current = name
            os.replace(tmp_name, target)
            done.append((target, existed))
        for folder in {_folder(t) for _, t, _, _ in staged}:
            _fsync_dir(folder)
    except OSError as e:
        for target, existed in done:
            if not existed:
                _unlink(str(target))
        raise FormatError(current, f"cannot write the file: {e.strerror or e}") from None
    finally:
        for _, target, tmp_name, _ in staged:
            if not any(t == target for t, _ in done):
                _unlink(tmp_name)


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
