"""The header every Hexwright file names itself with (DESIGN.md "File
formats"): ``format`` (e.g. ``"hexwright.map"``), ``format_version`` (the
major), ``format_minor`` and ``generator``.  `check_header` is the first
step of loading a map or a scenario file."""
from __future__ import annotations

from typing import Any

from core.errors import FormatError
from core.formats.schema import describe
from core.i18n import _


def check_header(data: Any, file: str, kind: str, fmt: str, version: int, generator: str) -> tuple[int, int]:
    """Check the header of a ``kind`` document (``"map"``, ``"scenario"``)
    whose format is ``fmt`` and whose current major version is ``version``
    (read by ``generator``); returns ``(major, minor)``, minor 0 when it is
    missing or not an integer (the schema then reports it).

    Raises `FormatError` naming ``file`` for a document that is not a JSON
    object, has another or no ``format``, a major version that is not an
    integer >= 1, or a newer major than this Hexwright reads (saying which
    generator wrote it).
    """
    if not isinstance(data, dict):
        raise FormatError(file, [("$", _("expected a JSON object (a Hexwright {kind}), got {describe}").format(
                                           kind=kind, describe=describe(data)))])
    found = data.get("format")
    if found != fmt:
        what = _("has no \"format\" field") if found is None else _("is a {kind} file").format(kind=describe(found))
        raise FormatError(file, [("$.format", _('this file {what}: expected "{fmt}"').format(what=what, fmt=fmt))])
    major, minor = data.get("format_version"), data.get("format_minor", 0)
    if not isinstance(major, int) or isinstance(major, bool) or major < 1:
        raise FormatError(file, [("$.format_version", _("expected the {kind} format's major version, an "
                                                        "integer >= 1, got {describe}").format(
                                                          kind=kind,
                                                          describe=describe(major)))])
    if major > version:
        gen = data.get("generator")
        by = _(" by {generator}").format(generator=gen) if isinstance(gen, str) else ""
        raise FormatError(file, [("$.format_version", _("this {kind} was written{by} in {kind} format "
                                                        "version {major}, newer than version {version} "
                                                        "that this Hexwright ({generator}) reads: open "
                                                        "it with a newer Hexwright").format(
                                                          kind=kind, by=by, major=major,
                                                          version=version,
                                                          generator=generator))])
    if not isinstance(minor, int) or isinstance(minor, bool):
        minor = 0
    return major, minor
