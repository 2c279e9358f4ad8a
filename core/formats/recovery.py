"""Crash recovery documents (``format: "hexwright.recovery"``), Qt-free.

The editor autosaves an edited document every N seconds into a recovery
folder (never over the user's file).  A recovery file holds the whole
scenario with its map embedded, plus where it came from::

    {"format": "hexwright.recovery", "format_version": 1, "pid": 4242,
     "saved_at": "2026-12-01T21:15:02Z", "path": "/home/u/balka.scenario.json",
     "file_kind": "scenario", "map_edited": true,
     "map_source": {"file": "coh_two_boards.json"}, "scenario": {...}}

On the next start the files whose process is gone (`pending_recoveries`)
are offered with their time and `differences` from the file on disk.
"""
from __future__ import annotations

import calendar
import copy
import dataclasses
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

from core.errors import HexwrightError
from core.formats import mapfile
from core.formats.atomic import atomic_write_text
from core.formats.jsonio import read_json_file
from core.formats.litter import pid_alive
from core.formats.scenariofile import dumps_scenario, load_scenario, scenario_from_dict, scenario_to_dict
from core.i18n import _
from core.model.scenario import BoardPlacement, MapSource, Scenario

FORMAT = "hexwright.recovery"
FORMAT_VERSION = 1
SUFFIX = ".recovery.json"
_log = logging.getLogger(__name__)


@dataclass
class Recovered:
    """One recovery file read back: ``scenario`` (map source as in the
    original), the original ``path`` ("" when never saved), ``file_kind``
    (``"map"`` or ``"scenario"``), ``map_edited``, ``saved_at`` (epoch
    seconds), the writer's ``pid`` and the recovery ``file`` itself."""

    scenario: Scenario
    path: str
    file_kind: str
    map_edited: bool
    saved_at: float
    pid: int
    file: Path


def recovery_doc(sc: Scenario, path: str, file_kind: str, map_edited: bool, saved_at: float | None = None) -> dict:
    """The recovery document of a scenario being edited (see the module
    doc).  Raises `core.errors.FormatError` when the scenario cannot be
    written (a hex off the map)."""
    src = sc.map_source
    embedded = dataclasses.replace(sc, map_source=MapSource("embedded"))
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "pid": os.getpid(),
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(saved_at)),
            "path": path or "", "file_kind": file_kind, "map_edited": bool(map_edited),
            "map_source": _source_dict(src), "scenario": scenario_to_dict(embedded)}


def _source_dict(src: MapSource) -> dict:
    if src.kind == "file":
        return {"file": src.file}
    if src.kind == "boards":
        return {"boards": [{"file": b.file, "col": b.col, "row": b.row, "rotated": b.rotated} for b in src.boards]}
    return {}


def _source_of(d: dict) -> MapSource:
    if isinstance(d.get("file"), str):
        return MapSource("file", d["file"])
    if isinstance(d.get("boards"), list):
        return MapSource("boards", boards=[BoardPlacement(b["file"], b.get("col", 0), b.get("row", 0),
                                                          b.get("rotated", False)) for b in d["boards"]])
    return MapSource("embedded")


def write_recovery(folder: str | os.PathLike, key: str, doc: dict) -> Path:
    """Write ``doc`` atomically as ``folder/KEY.recovery.json`` (the folder
    is created); returns the path.  `FormatError` when it cannot be."""
    Path(folder).mkdir(parents=True, exist_ok=True)
    path = Path(folder) / f"{key}{SUFFIX}"
    atomic_write_text(path, dumps_scenario(doc))
    return path


def read_recovery(path: str | os.PathLike) -> Recovered:
    """Read one recovery file; `HexwrightError` / `FormatError` naming it
    when it is not one or its scenario does not load."""
    doc = read_json_file(path)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise HexwrightError(_("{path}: not a Hexwright recovery file").format(path=path))
    try:
        sc = scenario_from_dict(doc["scenario"], file=str(path))
        sc.map_source = _source_of(doc.get("map_source") or {})
        saved = calendar.timegm(time.strptime(doc["saved_at"], "%Y-%m-%dT%H:%M:%SZ"))
        return Recovered(sc, str(doc.get("path") or ""), str(doc.get("file_kind", "scenario")),
                         bool(doc.get("map_edited")), saved, int(doc.get("pid", 0)), Path(path))
    except (KeyError, TypeError, ValueError) as e:
        raise HexwrightError(_("{path}: damaged recovery file ({type}: {e})").format(
                                 path=path, type=type(e).__name__, e=e)) from None


def pending_recoveries(folder: str | os.PathLike) -> list[Recovered]:
    """Recovery files in ``folder`` left by editors that are no longer
    running, newest first.  A damaged one is logged and skipped."""
    out: list[Recovered] = []
    try:
        files = sorted(Path(folder).glob(f"*{SUFFIX}"))
    except OSError:
        return out
    for f in files:
        try:
            r = read_recovery(f)
        except HexwrightError:
            _log.exception("recovery file %s cannot be read", f)
            continue
        if r.pid != os.getpid() and pid_alive(r.pid):
            continue                    # another editor is running and owns it
        out.append(r)
    return sorted(out, key=lambda r: -r.saved_at)


def original_of(r: Recovered) -> Scenario | None:
    """The document as it is on disk now (None: never saved, or unreadable)."""
    if not r.path:
        return None
    try:
        return load_scenario(r.path)
    except HexwrightError:
        _log.exception("original of recovered %s cannot be read", r.path)
        return None


def differences(original: Scenario | None, recovered: Scenario, limit: int = 6) -> list[str]:
    """What the recovered work changes against ``original`` (the file on
    disk), one short line each, at most ``limit``: hexes of the map that
    differ, units added/removed/moved, other parts of the scenario that
    changed.  ``["never saved: ..."]`` when there is no original."""
    if original is None:
        return [f"never saved: a {recovered.hexmap.cols} x {recovered.hexmap.rows} map with "
                f"{len(recovered.units)} unit(s)"]
    out: list[str] = []
    a, b = mapfile.map_to_dict(original.hexmap), mapfile.map_to_dict(recovered.hexmap)
    hexes = set(a["hexes"]) | set(b["hexes"])
    changed = sorted(h for h in hexes if a["hexes"].get(h) != b["hexes"].get(h))
    if changed:
        out.append(f"{len(changed)} hex(es) of the map differ ({', '.join(changed[:4])}"
                   f"{'...' if len(changed) > 4 else ''})")
    if a["hexsides"] != b["hexsides"]:
        out.append("hexside features differ")
    for k in ("cols", "rows", "name", "default_terrain", "notes"):
        if a[k] != b[k]:
            out.append(f"map {k}: {a[k]!r} -> {b[k]!r}"[:80])
    ua, ub = {u.id: u for u in original.units}, {u.id: u for u in recovered.units}
    added, removed = sorted(set(ub) - set(ua)), sorted(set(ua) - set(ub))
    moved = sorted(i for i in set(ua) & set(ub) if ua[i] != ub[i])
    for what, ids in (("added", added), ("removed", removed), ("changed", moved)):
        if ids:
            out.append(f"{len(ids)} unit(s) {what} ({', '.join(ids[:4])}{'...' if len(ids) > 4 else ''})")
    da = _scenario_parts(original)
    db = _scenario_parts(recovered)
    parts = [k for k in db if da.get(k) != db.get(k)]
    if parts:
        out.append("also changed: " + ", ".join(parts))
    return (out or ["no differences from the file on disk"])[:limit]


def _scenario_parts(sc: Scenario) -> dict:
    d = scenario_to_dict(dataclasses.replace(sc, map_source=MapSource("embedded")))
    return {k: copy.deepcopy(v) for k, v in d.items() if k not in ("map", "units", "generator")}
