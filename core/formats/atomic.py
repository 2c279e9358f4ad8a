"""Atomic file writes: a crash or a full disk never leaves a half-written file.

The data goes to a temporary file in the same folder as the target (so the
final rename stays on one file system), is flushed and fsync'ed, and then
replaces the target with `os.replace`, which is atomic on POSIX and Windows.
If anything fails the temporary file is removed and the old target (if any)
is left exactly as it was.  Several files are written as one transaction
with a journal (`atomic_write_files`); saving through a symbolic link
writes the link's target.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path

from core.errors import FormatError
from core.formats.litter import SAFE_AGE, clean_litter, pid_alive, temp_prefix
from core.formats.safe_read import path_problem
from core import i18n


def IS_A_FOLDER() -> str:
    """`target_problem`'s answer for a folder, in the current language."""
    return i18n._("is a folder")


def target_problem(path: str | os.PathLike) -> str | None:
    """Why ``path`` cannot be an output file, or None: ``"is a folder"``,
    ``"is in a folder that does not exist (F)"`` or ``"is in F, which is
    not a folder"`` (to follow the path in a message; in the current
    language, ``IS_A_FOLDER()`` the folder case).  Callers check
    before any work so a bad output name is refused up front."""
    bad_name = path_problem(path)
    if bad_name:
        return i18n._("cannot be a file name: {problem}").format(problem=bad_name)
    target = Path(path)
    if str(path) == "" or target.is_dir():
        return IS_A_FOLDER()
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.exists():
        return i18n._("is in a folder that does not exist ({folder})").format(folder=folder)
    if not folder.is_dir():
        return i18n._("is in {folder}, which is not a folder").format(folder=folder)
    return None


def _folder(target: Path) -> Path:
    return target.parent if str(target.parent) else Path(".")


def _stage(target: Path, data: bytes) -> str:
    """Write ``data`` to a fsync'ed temporary file beside ``target`` with the
    mode the target has (or would get); returns its name.  OSError on failure
    (the temporary file is then removed)."""
    fd: int | None
    fd, tmp_name = tempfile.mkstemp(prefix=temp_prefix(target.name), suffix=".tmp", dir=_folder(target))
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
    """Write several ``(path, data)`` files as one transaction: after a
    crash at any moment either every file has its old content or every one
    its new content.

    Every target is checked (`target_problem`) and staged in a fsync'ed
    temporary file; with two or more files a journal naming each
    ``temporary -> target`` rename is then written (atomically, beside
    every target) before the first rename, and removed after the last.  A
    kill before the journal leaves the old files (the temporaries are
    litter, `core.formats.litter`); a kill after it is finished by
    `finish_pending_saves`, which every load and save runs first.  A path
    through a symbolic link writes the link's target (the link stays).
    If staging fails nothing is written; if a rename fails (an error, not a
    kill) and the journal cannot be finished either, the files this call
    created are removed again (a file it already replaced keeps its new
    content).  Raises `core.errors.FormatError` naming the file at fault.
    """
    for path, _ in files:
        problem = target_problem(path)
        if problem:
            raise FormatError(str(path), i18n._("cannot write the file: it {problem}").format(problem=problem))
    resolved = [(str(path), Path(os.path.realpath(path)), data) for path, data in files]
    for folder in dict.fromkeys(_folder(t) for _, t, _ in resolved):
        tidy_folder(folder)
    staged: list[tuple[str, Path, str]] = []
    journals: list[Path] = []
    renamed: list[Path] = []
    existed: dict[Path, bool] = {}
    current = resolved[0][0] if resolved else ""
    try:
        for name, target, data in resolved:
            current = name
            staged.append((name, target, _stage(target, data)))
        existed = {t: t.exists() for _, t, _ in staged}
        if len(staged) > 1:
            journals = _write_journals([(tmp, str(t)) for _, t, tmp in staged])
        for name, target, tmp_name in staged:
            current = name
            os.replace(tmp_name, target)
            renamed.append(target)
        for folder in dict.fromkeys(_folder(t) for _, t, _ in staged):
            _fsync_dir(folder)
        for j in journals:
            _unlink(str(j))
    except OSError as e:
        if journals:          # the journal is written: finish the renames rather than leave a mixed pair
            try:
                _finish_journal(journals[0])
                return
            except OSError:   # an error, not a kill: undo what can be undone (files this call created)
                for target in renamed:
                    if not existed.get(target, True):
                        _unlink(str(target))
                for j in journals:
                    _unlink(str(j))
        for _, _, tmp_name in staged:
            _unlink(tmp_name)
        raise FormatError(current, i18n._("cannot write the file: {strerror}").format(
                                       strerror=e.strerror or e)) from None
    except BaseException:
        if not journals:
            for _, _, tmp_name in staged:
                _unlink(tmp_name)
        raise


# --- the save journal -----------------------------------------------------------
JOURNAL_FORMAT = "hexwright.save-journal"
JOURNAL_SUFFIX = ".hwjournal"


def _write_journals(renames: list[tuple[str, str]]) -> list[Path]:
    """Write the journal of ``renames`` (temporary -> target, absolute)
    into the folder of every target; returns the journal paths."""
    folders = list(dict.fromkeys(Path(t).parent for _, t in renames))
    name = f"{temp_prefix(Path(renames[-1][1]).name)}{os.urandom(4).hex()}{JOURNAL_SUFFIX}"
    paths = [f / name for f in folders]
    body = json.dumps({"format": JOURNAL_FORMAT, "pid": os.getpid(), "renames": renames,
                       "journals": [str(p) for p in paths]}).encode("utf-8")
    for p in paths:      # written in place: a journal cut short is unreadable JSON, and then no rename had begun
        with open(p, "xb") as f:
            f.write(body)
            f.flush()
            os.fsync(f.fileno())
        _fsync_dir(p.parent)
    return paths


def _safe_rename(tmp: str, target: str) -> bool:
    """A journal entry may only rename ``.NAME.*.tmp`` onto NAME in the
    same folder (a damaged or hostile journal cannot move other files)."""
    t, s = Path(target), Path(tmp)
    return s.parent == t.parent and s.name.startswith(f".{t.name}.") and s.name.endswith(".tmp")


def _finish_journal(journal: Path) -> None:
    """Do the renames ``journal`` lists that are not done yet (a temporary
    that is gone was renamed already), then remove every copy of the
    journal.  A journal that cannot be read is removed (it was never
    complete: journals are written atomically).  OSError when a rename fails."""
    try:
        doc = json.loads(journal.read_bytes())
        renames = [(str(a), str(b)) for a, b in doc["renames"]]
        copies = [Path(str(p)) for p in doc.get("journals", [])]
        if doc.get("format") != JOURNAL_FORMAT:
            raise ValueError("not a journal")
    except (OSError, ValueError, KeyError, TypeError):
        _unlink(str(journal))
        return
    for tmp, target in renames:
        if _safe_rename(tmp, target) and os.path.exists(tmp):
            os.replace(tmp, target)
    for folder in dict.fromkeys(Path(t).parent for _, t in renames):
        _fsync_dir(folder)
    for p in set(copies) | {journal}:
        if p.name.endswith(JOURNAL_SUFFIX):
            _unlink(str(p))


def pending_journals(folder: str | os.PathLike) -> list[Path]:
    """Journals in ``folder`` of saves that were interrupted: their process
    is gone, or they are older than `core.formats.litter.SAFE_AGE`."""
    out: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return out
    for e in entries:
        if not (e.name.startswith(".") and e.name.endswith(JOURNAL_SUFFIX)):
            continue
        m = re.match(r"^\..+\.(\d+)\.[0-9a-f]{8}\.hwjournal$", e.name)
        try:
            old = time.time() - e.stat().st_mtime > SAFE_AGE
        except OSError:
            continue
        if old or not m or not pid_alive(int(m.group(1))) or int(m.group(1)) == os.getpid():
            out.append(e)
    return out


def finish_pending_saves(folder: str | os.PathLike) -> int:
    """Finish every interrupted save of ``folder`` (see
    `atomic_write_files`): all its files then hold the new content.
    Returns how many journals were finished; errors are ignored (a
    read-only folder: the files are then loaded as they are)."""
    done = 0
    for j in pending_journals(folder):
        try:
            _finish_journal(j)
            done += 1
        except OSError:
            continue
    return done


def tidy_folder(folder: str | os.PathLike) -> None:
    """Before reading or writing files of ``folder``: finish interrupted
    saves, then remove litter of killed saves and imports
    (`core.formats.litter.clean_litter`).  Never raises."""
    try:
        finish_pending_saves(folder)
        clean_litter(folder)
    except (OSError, ValueError):
        pass


def tidy_before_reading(path: str | os.PathLike) -> None:
    """`tidy_folder` on the folder of the file ``path`` about to be read,
    so an interrupted save of it is finished first; nothing for a path
    that cannot name a file (the reader then says why)."""
    if path_problem(path) is None:
        tidy_folder(_folder(Path(os.path.realpath(path))))


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
