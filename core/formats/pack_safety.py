"""Safety checks for reading a scenario pack (a zip) that may be hostile.

Opening a pack never executes anything and never trusts the zip's own
headers: every member is checked by name and type before it is read, and
read with a byte cap so that a member that inflates past what it may
(its declared size, the pack's total budget, or 100 x its compressed size)
is stopped as soon as it does.

Refused (each a `core.errors.FormatError` naming the pack and the member):

* more than `MAX_MEMBERS` (10,000) members;
* a name that is absolute (``/x``, ``C:x``, ``\\\\server``), holds a ``..``
  or ``.`` part, an empty part (``a//b``), a backslash, a colon or a
  control character, or is longer than 240 characters;
* a Windows device name as a part (``CON``, ``aux.json``, ``COM1``...) or
  a part ending in a dot or a space (Windows drops them: two names would
  become one);
* a member larger than `MAX_MEMBER_BYTES` (the file loader's limit);
* two members with the same name, also after Unicode case folding (they
  would overwrite each other on case-insensitive file systems);
* links (the Unix mode in ``external_attr`` is a symlink), device files,
  FIFOs and sockets; encrypted members; compression other than stored or
  deflate;
* a total uncompressed size over `MAX_TOTAL_BYTES` (512 MiB) -- by the
  headers first, then by the bytes actually read;
* a member whose compression ratio (uncompressed / compressed bytes
  actually read) exceeds `MAX_RATIO` (100).  Members that inflate to less
  than `RATIO_FLOOR` (64 KiB) are exempt: a tiny file of repeated
  characters compresses well past 100 x and is harmless.
"""
from __future__ import annotations

import logging
import stat
import unicodedata
import zipfile

from core.errors import FormatError
from core.formats.jsonio import MAX_BYTES
from core.i18n import _

MAX_MEMBERS = 10_000
MAX_TOTAL_BYTES = 512 * 1024 * 1024
MAX_MEMBER_BYTES = MAX_BYTES      # one limit with the file loader: a member imported is a file every command reads
WINDOWS_DEVICES = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                             *(f"lpt{i}" for i in range(10)), "conin$", "conout$"})
MAX_RATIO = 100
RATIO_FLOOR = 64 * 1024
MAX_NAME = 240
_CHUNK = 1 << 16


def check_name(pack: str, name: str) -> None:
    """Refuse an unsafe member ``name`` (see the module doc) with a
    `FormatError` naming ``pack`` and the member."""
    def bad(why: str) -> FormatError:
        return FormatError(pack, [(f"member {name!r}", _("refused: {why}; nothing was written").format(why=why))])

    if not name:
        raise bad(_("the member has an empty name"))
    if len(name) > MAX_NAME:
        raise bad(_("the name is longer than {max_name} characters").format(max_name=MAX_NAME))
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise bad(_("the name holds a control character"))
    if name.startswith(("/", "\\")) or (len(name) >= 2 and name[1] == ":"):
        raise bad(_("absolute path (a pack may only hold paths relative to its own folder)"))
    if "\\" in name:
        raise bad(_("backslash in the path (pack paths use '/')"))
    if ":" in name:
        raise bad(_("colon in the path (a drive letter or an alternate data stream)"))
    parts = name.rstrip("/").split("/")
    if ".." in parts:
        raise bad(_("the path holds '..' (it would write outside the target folder)"))
    if "." in parts or "" in parts:
        raise bad(_("the path holds an empty or '.' part"))
    for part in parts:
        if part.split(".")[0].rstrip(" ").casefold() in WINDOWS_DEVICES:
            raise bad(_("{part!r} is a Windows device name (CON, PRN, AUX, NUL, COM1-9, LPT1-9): it "
                        "cannot be a file on Windows").format(part=part))
        if part.endswith((".", " ")):
            raise bad(_("{part!r} ends in a dot or a space, which Windows drops from file names").format(part=part))


def check_info(pack: str, info: zipfile.ZipInfo) -> bool:
    """Check one member's header: name, type, encryption, compression.

    Returns True for a directory entry (to be skipped), False for a regular
    file.  Raises `FormatError` naming the member for a link, a device file,
    a FIFO or socket, an encrypted member or an unknown compression method.
    """
    name = info.filename
    check_name(pack, name)
    mode = (info.external_attr >> 16) & 0xFFFF
    kind = stat.S_IFMT(mode)

    def bad(why: str) -> FormatError:
        return FormatError(pack, [(f"member {name!r}", _("refused: {why}; nothing was written").format(why=why))])

    if kind == stat.S_IFLNK:
        raise bad(_("it is a symbolic link (a pack may only hold plain files)"))
    if kind in (stat.S_IFCHR, stat.S_IFBLK):
        raise bad(_("it is a device file (a pack may only hold plain files)"))
    if kind in (stat.S_IFIFO, stat.S_IFSOCK):
        raise bad(_("it is a FIFO or socket (a pack may only hold plain files)"))
    if info.flag_bits & 0x1:
        raise bad(_("it is encrypted"))
    is_dir = name.endswith("/") or kind == stat.S_IFDIR
    if is_dir:
        return True
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise bad(_("compression method {compress_type} (expected stored or deflate)").format(
                      compress_type=info.compress_type))
    return False


def check_infos(pack: str, infos: list[zipfile.ZipInfo]) -> list[zipfile.ZipInfo]:
    """Check the member list as a whole and each header; returns the file
    members (directory entries dropped).

    Raises `FormatError` for too many members, a duplicate name (exact or
    after case folding), any `check_info` refusal, or declared sizes that
    already add up past `MAX_TOTAL_BYTES`.
    """
    if len(infos) > MAX_MEMBERS:
        raise FormatError(pack, [("$", _("refused: {n_infos} members, more than the {max_members} a pack "
                                         "may hold; nothing was written").format(
                                           n_infos=len(infos), max_members=MAX_MEMBERS))])
    seen: dict[str, str] = {}
    files = []
    total = 0
    for info in infos:
        is_dir = check_info(pack, info)
        key = unicodedata.normalize("NFC", info.filename.rstrip("/")).casefold()
        if key in seen:
            other = seen[key]
            why = _("appears twice") if other == info.filename else _(
                "has the same name as member {other!r} on a case-insensitive file system").format(other=other)
            raise FormatError(pack, [(f"member {info.filename!r}", _("refused: duplicate name: the "
                                                                     "member {why}; nothing was written").format(
                                                                       why=why))])
        seen[key] = info.filename
        if is_dir:
            continue
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise FormatError(pack, [(f"member {info.filename!r}", _("refused: the members add up to "
                                                                     "more than {value} MiB "
                                                                     "uncompressed; nothing was written").format(
                                                                       value=MAX_TOTAL_BYTES // (1024 * 1024)))])
        files.append(info)
    return files


def read_capped(pack: str, zf: zipfile.ZipFile, info: zipfile.ZipInfo, cap: int) -> bytes:
    """The bytes of member ``info``, read in chunks and stopped as soon as
    they pass ``cap`` bytes or inflate more than `MAX_RATIO` times the
    member's compressed size (past `RATIO_FLOOR`).  Header sizes are not
    trusted: the count is of bytes actually produced.

    Raises `FormatError` naming the member for a member over the cap, a
    compression bomb, or corrupt data (bad CRC, truncated stream).
    """
    name = info.filename
    limit_ratio = MAX_RATIO * max(info.compress_size, 1)
    out = bytearray()
    try:
        with zf.open(info) as f:
            while True:
                chunk = f.read(_CHUNK)
                if not chunk:
                    break
                out += chunk
                n = len(out)
                if n > cap:
                    raise FormatError(pack, [(f"member {name!r}", _("refused: it inflates past {cap} "
                                                                    "bytes (more than the manifest or "
                                                                    "the pack's size limit allows); "
                                                                    "nothing was written").format(cap=cap))])
                if n > RATIO_FLOOR and n > limit_ratio:
                    raise FormatError(pack, [(f"member {name!r}", _("refused: compression ratio over "
                                                                    "{max_ratio} ({n} bytes from "
                                                                    "{compress_size} compressed bytes "
                                                                    "and counting): a compression bomb; "
                                                                    "nothing was written").format(
                                                                      max_ratio=MAX_RATIO,
                                                                      n=n,
                                                                      compress_size=info.compress_size))])
    except FormatError:
        raise
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError, ValueError, RuntimeError) as e:
        raise FormatError(pack, [(f"member {name!r}", _("refused: the member's data is corrupt ({e}); "
                                                        "nothing was written").format(e=e))]) from None
    except Exception as e:  # zlib.error and friends
        logging.getLogger(__name__).exception("pack %s member %s", pack, name)
        raise FormatError(pack, [(f"member {name!r}", _("refused: the member's data cannot be read "
                                                        "({e}); nothing was written").format(e=e))]) from None
    return bytes(out)
