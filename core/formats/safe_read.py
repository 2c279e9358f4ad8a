"""Reading an input file without hanging, crashing or reading without end.

Every file a user names (a map, a scenario, a pack, a Tiled map or
tileset, and any file a scenario names) is read through `read_file_capped`:

* a name holding a NUL character, or a part longer than the file system
  allows (255 bytes), is refused with one line saying so;
* the file is opened non-blocking and checked with ``fstat`` before any
  read, so a named pipe (FIFO), ``/dev/stdin``, a terminal or a device is
  refused at once ("not a regular file") instead of waiting forever;
* at most ``max_bytes`` are read: a larger file is refused unread.

All refusals are `core.errors.FormatError` naming the file as given.
"""
from __future__ import annotations

import errno
import os
import stat

from core.errors import FormatError
from core.i18n import _

NAME_MAX = 255      # bytes in one path part on Linux, macOS and Windows (NTFS counts UTF-16 units)


def path_problem(path: str | os.PathLike) -> str | None:
    """Why ``path`` cannot name a file at all, or None: a NUL character,
    or a part longer than `NAME_MAX` bytes (worded to follow the path)."""
    text = os.fsdecode(path) if not isinstance(path, str) else path
    if "\x00" in text:
        return "the file name holds a NUL character (\\0): expected a file name"
    for part in text.replace("\\", "/").split("/"):
        if len(os.fsencode(part)) > NAME_MAX:
            return (f"a part of the file name is {len(os.fsencode(part))} bytes long: file systems allow at most "
                    f"{NAME_MAX} bytes per name")
    return None


_KINDS = ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a character device (a terminal or /dev/stdin?)"),
          (stat.S_ISBLK, "a block device (a disk)"), (stat.S_ISSOCK, "a socket"))


def _kind(mode: int) -> str:
    for test, what in _KINDS:
        if test(mode):
            return what
    return "not a regular file"


def open_regular(path: str | os.PathLike, name: str | None = None, what: str = "a file"):
    """Open ``path`` for binary reading, refusing anything but a regular
    file before a single byte is read; returns the open file object
    (caller closes it).  ``what`` names the expected file in messages
    (``"a pack file"``).  Raises `FormatError` naming ``name`` (default:
    the path as given) for a bad name, a missing file, a folder, no read
    permission, a FIFO, a device or any other OS error."""
    name = str(path) if name is None else name
    problem = path_problem(path)
    if problem:
        raise FormatError(name, problem)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FormatError(name, _("no such file")) from None
    except IsADirectoryError:
        raise FormatError(name, _("this is a folder, not {what}").format(what=what)) from None
    except PermissionError:
        raise FormatError(name, _("cannot read the file: permission denied")) from None
    except OSError as e:
        reason = {errno.ENOTDIR: "a part of the path is a file, not a folder",
                  errno.ELOOP: "the path has a loop of symbolic links",
                  errno.ENAMETOOLONG: "the file name is too long"}.get(e.errno or 0, e.strerror or str(e))
        raise FormatError(name, _("cannot read the file: {reason}").format(reason=reason)) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise FormatError(name, _("this is a folder, not {what}").format(what=what))
        if not stat.S_ISREG(mode):
            raise FormatError(name, _("this is {kind}, not {what} on disk: name a saved file").format(
                                        kind=_kind(mode), what=what))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_file_capped(path: str | os.PathLike, max_bytes: int, name: str | None = None, what: str = "a file") -> bytes:
    """The bytes of the regular file ``path`` (`open_regular`), at most
    ``max_bytes``.  Raises `FormatError` for everything `open_regular`
    refuses, a read error, or a file larger than ``max_bytes`` (refused
    after reading only ``max_bytes + 1`` bytes; the message gives the
    limit in MiB)."""
    name = str(path) if name is None else name
    with open_regular(path, name, what) as fh:
        try:
            raw = fh.read(max_bytes + 1)
        except OSError as e:
            raise FormatError(name, _("cannot read the file: {strerror}").format(strerror=e.strerror or e)) from None
    if len(raw) > max_bytes:
        raise FormatError(name, _("the file is larger than {size}: expected {what}").format(
                                    size=_size(max_bytes), what=what))
    return raw


def _size(n: int) -> str:
    return f"{n // 2**20} MiB" if n >= 2**20 else f"{n} bytes"
