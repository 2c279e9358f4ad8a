"""Reading JSON documents with errors a user can act on.

`read_json_file` turns every way a file can fail before its content is even
looked at (missing, a folder, unreadable, not UTF-8, empty, malformed or
truncated JSON, repeated keys, NaN/Infinity) into one `core.errors.FormatError`
naming the file and the line and column.  Every Hexwright JSON format (map,
scenario, pack manifest) reads its files through here.
"""
from __future__ import annotations

import json
import math
import os
import re
from typing import Any

import numpy as np

from core.errors import FormatError
from core.formats.safe_read import read_file_capped
from core.formats.schema import json_path
from core.i18n import _

MAX_BYTES = 256 * 2**20   # larger files are refused unread (e.g. /dev/zero, a disk image picked by mistake)
MAX_DEPTH = 64            # nesting of objects/lists; Hexwright formats use under 10, Python recursion ends near 1000
MAX_NUMBER = 2 ** 53      # |number| above this is refused: past it floats lose whole numbers, and no Hexwright
                          # value (a size in bytes, a seed, a stat) comes near it; code using int64 (numpy) is safe
_SUSPECT = re.compile(rb"\\[uU][dD][89a-fA-F]|[0-9]{16}")   # a surrogate escape, or a 16+ digit run


def read_json_file(path: str | os.PathLike) -> Any:
    """Read and parse the JSON file at ``path``; returns the parsed value.

    Raises `FormatError` (file = ``path`` as given) for: a missing path, a
    folder, a FIFO or device (`core.formats.safe_read`: never a hang), a
    name with a NUL or a part over 255 bytes, a file that cannot be
    read, bytes that are not UTF-8 (a leading BOM is accepted), an empty file, a file over `MAX_BYTES`, malformed or
    truncated JSON (with line and column), NaN/Infinity, objects/lists
    nested deeper than `MAX_DEPTH`, or a key repeated within one object.
    """
    name = str(path)
    raw = read_file_capped(path, MAX_BYTES, name, "a Hexwright JSON file")
    return parse_json_bytes(raw, name)


_SURROGATE = re.compile(rb"\\[uU][dD][89a-fA-F]")   # a surrogate escape (a literal prefix: a fast search)
_DIGIT_RUNS = bytes(48 if 48 <= i <= 57 else 32 for i in range(256))   # digits -> "0", the rest -> " "
_OPEN, _CLOSE, _COLON, _QUOTE, _BACKSLASH = (np.uint8(ord(c)) for c in "{}:\"\\")


def _structure(raw: bytes) -> tuple[int, int]:
    """``(depth, pairs)`` of the well-formed JSON ``raw`` (UTF-8): how deep
    objects/lists nest and how many key/value pairs its objects hold, as
    written (a repeated key counts each time).  Measured on the bytes with
    numpy, on the positions of quotes, brackets and colons only (every
    structural character is ASCII, never part of a multi-byte one): walking
    the parsed tree took 0.1 s on a 200 x 200 map, a regex or a per-byte
    cumulative sum held the interpreter lock for 0.2 s on a 500 x 500 one."""
    codes = np.frombuffer(raw, dtype=np.uint8)
    quotes = np.flatnonzero(codes == _QUOTE)
    if quotes.size and b"\\" in raw:   # a quote after an odd run of backslashes is escaped: not a string's end
        run = np.zeros(quotes.size, np.int64)
        alive = np.ones(quotes.size, bool)
        k = 1
        while alive.any():
            before = quotes - k
            alive &= before >= 0
            alive[alive] = codes[before[alive]] == _BACKSLASH
            run += alive
            k += 1
        quotes = quotes[(run & 1) == 0]
    folded = codes | np.uint8(0x20)   # "[" -> "{", "]" -> "}": one comparison each
    marks = np.flatnonzero((folded == _OPEN) | (folded == _CLOSE) | (codes == _COLON))
    marks = marks[(np.searchsorted(quotes, marks) & 1) == 0]   # outside strings: an even number of quotes before
    kinds = folded[marks]
    steps = (kinds == _OPEN).astype(np.int32) - (kinds == _CLOSE)
    depth = int(np.cumsum(steps).max()) if steps.size else 0
    return depth, int(np.count_nonzero(kinds == _COLON))


def other_kind(raw: bytes) -> str | None:
    """What a file that failed to parse as JSON is instead, from its first
    bytes, worded as advice: a zip (a ``.hwpack`` scenario pack), XML (a
    Tiled ``.tmx`` map), a PNG or PDF; None when it looks like none of them."""
    head = raw[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _("this is a zip archive (a scenario pack, .hwpack?), not a Hexwright JSON file: open a pack with "
                 "File > Open Pack in the editor, or `hexwright import PACK.hwpack -o FOLDER`")
    if head.startswith(b"<"):
        return _("this is an XML file (a Tiled .tmx map?), not a Hexwright JSON file: read a Tiled map with "
                 "File > Import Tiled in the editor, or `hexwright import-tiled MAP.tmx -o MAP.json`")
    if head.startswith(b"\x89PNG"):
        return _("this is a PNG image, not a Hexwright JSON file")
    if head.startswith(b"%PDF"):
        return _("this is a PDF document, not a Hexwright JSON file")
    return None


def parse_json_bytes(raw: bytes, name: str = "<memory>") -> Any:
    """Parse UTF-8 JSON ``raw``; same errors as `read_json_file` (named
    ``name``).  A file that is another known kind (`other_kind`: a pack,
    a Tiled map...) is refused with a message saying what it is and how to
    open it, not as malformed JSON or not UTF-8."""
    try:
        return _parse_json_bytes(raw, name)
    except FormatError:
        kind = other_kind(raw)
        if kind:
            raise FormatError(name, kind) from None
        raise


def _parse_json_bytes(raw: bytes, name: str) -> Any:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise FormatError(name, [(f"line {line}", _("not UTF-8 text: byte 0x{raw:02x} at byte offset "
                                                    "{start} cannot be decoded (save the file as UTF-8)").format(
                                                      raw=raw[e.start], start=e.start))]) from None
    if not text.strip():
        raise FormatError(name, _("the file is empty: expected a JSON object"))
    sizes: list[int] = []

    def object_hook(obj: dict) -> dict:   # a Python call per object: the decode never holds the GIL long
        sizes.append(len(obj))
        return obj

    try:
        data = _loads(text, object_hook=object_hook)
    except json.JSONDecodeError as e:
        where = _("line {line} column {column}").format(line=e.lineno, column=e.colno)
        if e.pos >= len(text.rstrip()):
            msg = _("the JSON ends early ({msg}): the file looks truncated or incomplete").format(msg=e.msg)
        else:
            msg = _("malformed JSON: {msg}").format(msg=e.msg)
        raise FormatError(name, [(where, msg)]) from None
    except ValueError as e:
        raise FormatError(name, _("malformed JSON: {e}").format(e=e)) from None
    except RecursionError:
        too_deep, pairs = True, 0
    else:
        depth, pairs = _structure(raw)
        too_deep = depth > MAX_DEPTH
    if too_deep:
        raise FormatError(name, _("objects and lists are nested more than {max_depth} deep: expected a "
                                  "Hexwright file (the file is damaged or is something else)").format(
                                    max_depth=MAX_DEPTH))
    if pairs != sum(sizes):   # fewer keys kept than written: some key is repeated within an object
        duplicates = _repeated_keys(text)
        if duplicates:
            raise FormatError(name, [("$", f"key {json.dumps(k)} appears twice in one object (each key once)")
                                     for k in duplicates])
    if (b"\\" in raw and _SURROGATE.search(raw)) or b"0" * 16 in raw.translate(_DIGIT_RUNS):
        problems = value_problems(data)
        if problems:
            raise FormatError(name, problems)
    return data


def _bad_constant(c: str) -> Any:
    raise ValueError(f"{c} is not allowed in JSON")


def _checked_float(t: str) -> float:
    x = float(t)
    if not math.isfinite(x) or abs(x) > MAX_NUMBER:
        raise ValueError(f"the number {t[:40]} is out of range (expected at most {MAX_NUMBER} in size)")
    return x


def _loads(text: str, **hooks: Any) -> Any:
    return json.loads(text, parse_constant=_bad_constant, parse_float=_checked_float, **hooks)


def _repeated_keys(text: str) -> list[str]:
    """The keys ``text`` repeats within one object, in order of their first
    repetition (a second, slower decode: only for a document that has some)."""
    duplicates: list[str] = []

    def pairs_hook(pairs):
        obj = {}
        for k, v in pairs:
            if k in obj:
                duplicates.append(k)
            obj[k] = v
        return obj

    _loads(text, object_pairs_hook=pairs_hook)
    return list(dict.fromkeys(duplicates))


def value_problems(data: Any, limit: int = 20) -> list[tuple[str, str]]:
    """Scalars of a parsed document that no Hexwright code can handle, as
    ``(json path, message)`` (at most ``limit``): a string or key holding a
    lone UTF-16 surrogate (``"\\ud800"``: not Unicode text, it cannot be
    written as UTF-8) and an integer larger than `MAX_NUMBER` in size (e.g.
    2**63, which overflows int64 arithmetic).  Iterative (deep documents
    are refused earlier by depth)."""
    out: list[tuple[str, str]] = []
    stack: list[tuple[Any, tuple]] = [(data, ())]
    while stack and len(out) < limit:
        v, where = stack.pop()
        if isinstance(v, dict):
            for k, c in v.items():
                if not _is_unicode(k):
                    out.append((json_path(where), _("the key {show} holds a lone UTF-16 surrogate: "
                                                    "expected valid Unicode text").format(show=_show(k))))
                stack.append((c, where + (k,)))
        elif isinstance(v, list):
            stack.extend((c, where + (i,)) for i, c in enumerate(v))
        elif isinstance(v, str) and not _is_unicode(v):
            out.append((json_path(where), _("the text {show} holds a lone UTF-16 surrogate (a "
                                            "\\ud800-\\udfff escape without its pair): expected valid "
                                            "Unicode text").format(show=_show(v))))
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_NUMBER:
            out.append((json_path(where), _("the number {v} is out of range: expected at most "
                                            "{max_number} in size").format(v=str(v)[:40], max_number=MAX_NUMBER)))
    return sorted(out)


def _is_unicode(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _show(s: str) -> str:
    """``s`` for a message, surrogates escaped (printing them would fail)."""
    text = json.dumps(s)
    return text if len(text) <= 40 else text[:37] + '..."'
