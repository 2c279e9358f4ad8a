"""Leftovers of saves and imports that were killed: found and removed.

An atomic save (`core.formats.atomic`) stages ``.NAME.PID.RANDOM.tmp``
beside its target and a pack import (`core.formats.pack_import`) unpacks
into ``.DIR.PID.RANDOM.importing``; a kill between staging and the rename
leaves them behind.  `clean_litter` removes such entries of one folder when
their owner is gone: the process id in the name is not a live process, or
(for names without a process id, written by older versions, and for a
process id that may have been reused) the entry is older than `SAFE_AGE`.
A temporary file a pending save journal still names is never removed
(`core.formats.atomic.tidy_folder` finishes the journal first).
"""
from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

SAFE_AGE = 3600.0     # seconds: no save or import takes an hour; older leftovers are removed whoever made them
_LITTER = re.compile(r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)\.)?[A-Za-z0-9_]{6,}\.(?P<kind>tmp|importing)$")


def temp_prefix(name: str) -> str:
    """The prefix of a temporary entry for ``name`` made by this process:
    ``.NAME.PID.`` (the random part and the suffix follow)."""
    return f".{name}.{os.getpid()}."


def pid_alive(pid: int) -> bool:
    """Whether a process with id ``pid`` runs (POSIX ``kill(pid, 0)``;
    on other systems every pid counts as alive, so age decides)."""
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:      # alive, owned by someone else
        return True
    except OSError:
        return True
    return True


def is_litter(entry: Path, now: float | None = None, keep: frozenset[str] = frozenset()) -> bool:
    """Whether ``entry`` is a leftover to remove (see the module doc);
    paths in ``keep`` (absolute, as strings) never are."""
    m = _LITTER.match(entry.name)
    if not m or str(entry.absolute()) in keep:
        return False
    kind = m.group("kind")
    try:
        st = entry.lstat()
    except OSError:
        return False
    if kind == "tmp" and not entry.is_file() or kind == "importing" and not entry.is_dir() or entry.is_symlink():
        return False
    age = (time.time() if now is None else now) - st.st_mtime
    pid = m.group("pid")
    if pid is not None and not pid_alive(int(pid)):
        return True
    return age > SAFE_AGE


def clean_litter(folder: str | os.PathLike, keep: frozenset[str] = frozenset(), now: float | None = None) -> list[str]:
    """Remove the leftovers of killed saves and imports in ``folder`` (not
    below it); returns the names removed.  Errors (a read-only folder, an
    entry removed meanwhile) are ignored: cleaning never stops a save."""
    removed: list[str] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not entry.name.startswith(".") or not is_litter(entry, now, keep):
            continue
        try:
            if entry.is_dir():
                shutil.rmtree(entry)
            else:
                entry.unlink()
            removed.append(entry.name)
        except OSError:
            continue
    return removed
