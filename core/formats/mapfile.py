"""The Hexwright map file (``format: "hexwright.map"``): load, validate, save.

A map file is UTF-8 JSON::

    {"format": "hexwright.map", "format_version": 1, "format_minor": 0,
     "generator": "hexwright 0.1.0", "name": "...", "ruleset": "coh",
     "orientation": "flat", "stagger": "even", "cols": 24, "rows": 19,
     "default_terrain": "open",
     "hexes": {"0304": {"terrain": "woods", "elevation": 1,
                        "fortification": {"kind": "bunker", "facing": 2},
                        "road": true, "trail": true}},
     "hexsides": [{"hexes": ["0304", "0305"], "features": ["stream"]}],
     "notes": ""}

Only hexes that differ from the default are listed; labels are ``CCRR``
(``CCCRRR`` past 99 columns or rows, see `core.hexgrid`).  The schema of
each major version is ``schemas/map-<major>.json``.

Loading (nbformat-style): check ``format``; refuse a newer major version;
validate against that major's schema; upgrade step by step through
`MAJOR_UPGRADES` and `MINOR_UPGRADES`; validate again; then check names
against the ruleset's terrain catalogue and labels against the map size.
Every problem is collected and raised together as one `FormatError`.
Saving writes the current version with a stable key order (hexes by label,
hexsides sorted), atomically; load -> save -> load -> save gives equal maps
and byte-identical files.
"""
from __future__ import annotations

import copy
import json
import os
from itertools import chain, islice
from typing import Any, Callable

import numpy as np

from core.errors import FormatError, HexwrightError
from core.formats import header
from core.formats.atomic import atomic_write_text, tidy_before_reading
from core.formats.gc_pause import paused_gc
from core.formats.jsonio import read_json_file
from core.formats.labels import label_reader, read_labels
from core.formats.map_schema import TOP_ORDER as _TOP_ORDER, schema_problems
from core.formats.schema import did_you_mean, is_under, json_path, lenient, load_schema, without_bad_parts
from core.hexgrid import Hexside, label_digits
from core.i18n import _
from core.model.board_labels import BoardRegion, HexLabels
from core.model import HEX_FLAGS, Fortification, HexMap, LabelError
from core.rules.catalogue import load_catalogue

FORMAT = "hexwright.map"
FORMAT_VERSION = 1
FORMAT_MINOR = 0
GENERATOR = "hexwright 0.1.0"

Upgrade = Callable[[dict], dict]
# Step-by-step upgrades (DESIGN.md "File formats").  MINOR_UPGRADES[(major, m)]
# turns a document of minor m into minor m + 1 of the same major;
# MAJOR_UPGRADES[major] turns the last minor of ``major`` into
# ``major + 1`` minor 0.  Each takes and returns a dict (it may modify its
# argument) and must set format_version/format_minor itself.  Empty today:
# version 1.0 is the first.
MINOR_UPGRADES: dict[tuple[int, int], Upgrade] = {}
MAJOR_UPGRADES: dict[int, Upgrade] = {}

_CHUNK = 20_000   # cells per C call on big maps: one call over 250,000 held the GIL for 75 ms (a GUI stall)


# --- model -> document ------------------------------------------------------
def map_to_dict(hexmap: HexMap) -> dict:
    """The JSON document of ``hexmap`` in the current format version.

    Keys in a fixed order, hexes sorted by label, hexsides sorted by their
    label pair, features sorted; default terrain, elevation 0 and empty
    flags/feature sets are left out.  Raises `FormatError` (file
    ``<memory>``) if a hexside touches a hex off the map, since such a side
    cannot be written as labels.
    """
    hm = hexmap
    hexes: dict[str, dict] = {}
    every: set = set()
    for part in (hm.terrain, hm.elevation, hm.fortifications, hm.flags):
        keys = iter(part)
        while chunk := list(islice(keys, _CHUNK)):   # short C calls (a set of 250,000 hexes: 40 ms of GIL)
            every.update(chunk)
    cells = list(every)
    if cells:   # in label order (CCRR sorts as column then row): a numpy argsort, not a 250,000-item sort
        qr = np.concatenate([np.fromiter(chain.from_iterable(cells[i:i + _CHUNK]), np.int64)   # short C calls:
                             for i in range(0, len(cells), _CHUNK)]).reshape(-1, 2)   # the GIL switches between
        col, row = _offsets(hm, qr[:, 0], qr[:, 1])
        cells = [cells[i] for i in np.lexsort((row, col)).tolist()]
    problems = []
    for h in cells:
        entry: dict[str, Any] = {}
        t = hm.terrain.get(h)
        if t is not None and t != hm.default_terrain:
            entry["terrain"] = t
        e = hm.elevation.get(h, 0)
        if e:
            entry["elevation"] = int(e)
        f = hm.fortifications.get(h)
        if f is not None:
            entry["fortification"] = {"kind": f.kind} if f.facing is None else {"kind": f.kind, "facing": int(f.facing)}
        flags = hm.flags.get(h, frozenset())
        for flag in HEX_FLAGS:
            if flag in flags:
                entry[flag] = True
        if not entry:
            continue
        if not hm.contains(h):
            problems.append(("$.hexes", _("hex at cube {h} lies off the map and cannot be saved").format(h=tuple(h))))
            continue
        hexes[hm.label(h)] = entry
    sides = []
    for side, feats in hm.hexsides.items():
        if not feats:
            continue
        if not (hm.contains(side.a) and hm.contains(side.b)):
            problems.append(("$.hexsides", _("hexside between cube {a} and {b} touches a hex off the map "
                                             "and cannot be saved").format(a=tuple(side.a), b=tuple(side.b))))
            continue
        pair = sorted((hm.label(side.a), hm.label(side.b)))
        sides.append({"hexes": pair, "features": sorted(feats)})
    if problems:
        raise FormatError("<memory>", problems)
    sides.sort(key=lambda s: s["hexes"])
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION, "format_minor": FORMAT_MINOR, "generator": GENERATOR,
        "name": hm.name, "ruleset": hm.ruleset, "orientation": hm.orientation, "stagger": hm.stagger,
        "cols": hm.cols, "rows": hm.rows, "default_terrain": hm.default_terrain,
        **({"hex_mm": hm.hex_mm} if hm.hex_mm is not None else {}),
        **_labels_to_dict(hm.labels),
        "hexes": hexes, "hexsides": sides, "notes": hm.notes,
    }


def _offsets(hm: HexMap, q: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Cube coordinates -> 0-based ``(col, row)`` arrays, as `core.hexgrid.Layout.to_offset`."""
    shove = hm.stagger == "even"
    if hm.orientation == "flat":
        return q, r + ((q - (q & 1)) // 2 if shove else (q + (q & 1)) // 2)
    return q + ((r - (r & 1)) // 2 if shove else (r + (r & 1)) // 2), r


def _labels_to_dict(labels: HexLabels) -> dict:
    """``{"labels": ...}`` for a map that shows board labels, else ``{}``
    (CCRR maps keep the files they always had)."""
    if labels == HexLabels():
        return {}
    boards = [{"number": b.number, "col": b.col, "row": b.row, "cols": b.cols, "rows": b.rows,
               **({"rotated": True} if b.rotated else {})} for b in labels.boards]
    return {"labels": {"style": labels.style, "boards": boards}}


def _labels_from_dict(doc: dict) -> HexLabels:
    """The schema-valid ``labels`` entry of a map document (module
    `core.model.board_labels`)."""
    entry = doc.get("labels") or {}
    boards = tuple(BoardRegion(b["number"], b["col"], b["row"], b.get("cols", 12), b.get("rows", 19),
                               b.get("rotated", False)) for b in entry.get("boards", ()))
    return HexLabels(entry.get("style", "ccrr"), boards)


def dumps_map(doc: dict) -> str:
    """The text of a map document: two-space indent, one line per hex and per
    hexside, keys in the document's order, UTF-8 characters kept, final newline."""
    def one(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))

    keys = [k for k in _TOP_ORDER if k in doc] + [k for k in doc if k not in _TOP_ORDER]
    lines = []
    for k in keys:
        v = doc[k]
        if k == "hexes" and v:
            entries = [f"    {one(lab)}: {one(e)}" for lab, e in v.items()]
            body = ",\n".join(",\n".join(entries[i:i + _CHUNK]) for i in range(0, len(entries), _CHUNK))
            text = "{\n" + body + "\n  }"
        elif k == "hexsides" and v:
            text = "[\n" + ",\n".join(f"    {one(s)}" for s in v) + "\n  ]"
        else:
            text = one(v)
        lines.append(f"  {one(k)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def save_map(hexmap: HexMap, path: str | os.PathLike) -> None:
    """Write ``hexmap`` to ``path`` in the current format, atomically (see
    `core.formats.atomic`).  Raises `FormatError` when the file cannot be
    written (the old file is then untouched) or the map cannot be saved."""
    with paused_gc():
        text = dumps_map(map_to_dict(hexmap))
    atomic_write_text(path, text)


# --- document -> model ------------------------------------------------------
def load_map(path: str | os.PathLike) -> HexMap:
    """Read the map file at ``path``.

    Raises one `FormatError` listing every problem (file name, JSON path or
    line/column, what was expected): unreadable file, not UTF-8, malformed
    or truncated JSON, wrong ``format``, a newer major version, schema
    errors, names unknown to the map's ruleset, labels off the map.
    """
    tidy_before_reading(path)
    with paused_gc():
        return map_from_dict(read_json_file(path), file=str(path))


def map_from_dict(data: Any, file: str = "<memory>") -> HexMap:
    """Build a `HexMap` from a parsed map document (any supported version).

    Raises `FormatError` naming ``file`` with every problem found (see
    `load_map`); the input dict is not modified.
    """
    doc = upgrade(data, file)
    return _build(doc, file)


def check_header(data: Any, file: str) -> tuple[int, int]:
    """Check ``format`` and the version fields; returns ``(major, minor)``.

    Raises `FormatError` for a document that is not a JSON object, not a map
    file, or written in a newer major version than this Hexwright reads
    (`core.formats.header.check_header`).
    """
    return header.check_header(data, file, "map", FORMAT, FORMAT_VERSION, GENERATOR)


def upgrade(data: Any, file: str = "<memory>") -> dict:
    """Validate ``data`` against its own version's schema and upgrade it step
    by step to the current version; returns a new, schema-valid dict.

    A newer minor version of the current major is read leniently: fields
    this version does not know are ignored (and not written back on save).
    Raises `FormatError` listing every schema problem.
    """
    major, minor = check_header(data, file)
    try:
        schema = load_schema("map", major)
    except HexwrightError as e:
        raise FormatError(file, [("$.format_version", str(e))]) from None
    newer_minor = major == FORMAT_VERSION and minor > FORMAT_MINOR
    if newer_minor:
        schema = lenient(schema)
    problems = schema_problems(data, schema)
    if problems:
        raise FormatError(file, problems + _checks_of_the_rest(data, schema, problems, file, major))
    doc = data
    changed = False
    while doc["format_version"] < FORMAT_VERSION or (doc["format_version"] == FORMAT_VERSION
                                                     and doc["format_minor"] < FORMAT_MINOR):
        key = (doc["format_version"], doc["format_minor"])
        step = MINOR_UPGRADES.get(key)
        if step is None and key[0] < FORMAT_VERSION:
            step = MAJOR_UPGRADES.get(key[0])
        if step is None:
            raise FormatError(file, [("$.format_version", _("no upgrade from map format {key}.{key2} to "
                                                            "the current version").format(key=key[0], key2=key[1]))])
        doc = step(doc if changed else copy.deepcopy(doc))
        changed = True
    if changed:
        problems = schema_problems(doc, load_schema("map", FORMAT_VERSION))
        if problems:
            raise FormatError(file, [(p, f"after upgrading to format {FORMAT_VERSION}.{FORMAT_MINOR}: {m}")
                                     for p, m in problems])
    return doc


def _checks_of_the_rest(data: dict, schema: dict, problems: list[tuple[str, str]], file: str,
                        major: int) -> list[tuple[str, str]]:
    """Problems the catalogue and map-size checks (`_build`) find in the
    well-typed parts of a document that has schema ``problems``
    (`core.formats.schema.without_bad_parts`), so one run lists them all;
    ``[]`` when the document is of an older major or too broken to check."""
    if major != FORMAT_VERSION:
        return []
    doc, removed = without_bad_parts(data, schema, problems)
    if doc is None:
        return []
    try:
        _build(doc, file)
    except FormatError as e:
        return [(p, m) for p, m in e.problems if not is_under(p, removed)]
    return []


def _build(doc: dict, file: str) -> HexMap:
    """A schema-valid current-version document -> `HexMap`, checking names
    against the ruleset's catalogue and labels against the map."""
    cat = load_catalogue(doc["ruleset"])
    hm = HexMap(doc["cols"], doc["rows"], doc["ruleset"], doc["orientation"], doc["stagger"],
                doc["default_terrain"], doc.get("name", ""), notes=doc.get("notes", ""),
                labels=_labels_from_dict(doc), hex_mm=doc.get("hex_mm"))
    problems: list[tuple[str, str]] = []
    rs = doc["ruleset"]
    digits = label_digits(hm.cols, hm.rows)

    def known(kind: str, table: dict, name: str, where: list) -> bool:
        if name in table:
            return True
        problems.append((json_path(where), _("unknown {kind} {name!r} for ruleset {rs}{did_you_mean}: "
                                             "expected one of {table}").format(
                                               kind=kind, name=name, rs=rs,
                                               did_you_mean=did_you_mean(name, table),
                                               table=', '.join(table))))
        return False

    known("terrain", cat.terrain, hm.default_terrain, ["default_terrain"])

    def parse(label: str, where: list):
        if len(label) != 2 * digits:
            problems.append((json_path(where), _("expected a {value}-digit label on a map of {cols} x "
                                                 "{rows} hexes, got {label!r}").format(
                                                   value=2 * digits, cols=hm.cols,
                                                   rows=hm.rows, label=label)))
            return None
        try:
            return hm.parse(label)
        except LabelError as e:
            problems.append((json_path(where), str(e)))
            return None

    read = label_reader(hm)   # well-formed on-map labels fast; `parse` says what is wrong with the others
    terrains, forts, features = cat.terrain, cat.fortifications, cat.hexside_features
    terrain, fortifications, elevation, hex_flags = hm.terrain, hm.fortifications, hm.elevation, hm.flags
    cells = doc.get("hexes", {})
    for (label, entry), h in zip(cells.items(), read_labels(hm, list(cells))):
        if h is None:
            h = parse(label, ["hexes", label])
        t = entry.get("terrain")
        if t is not None and (t in terrains or known("terrain", terrains, t, ["hexes", label, "terrain"])) \
                and h is not None and t != hm.default_terrain:
            terrain[h] = t
        fort = entry.get("fortification")
        if fort is not None and (fort["kind"] in forts or known("fortification", forts, fort["kind"],
                                                                ["hexes", label, "fortification", "kind"])) \
                and h is not None:
            fortifications[h] = Fortification(fort["kind"], fort.get("facing"))
        if h is None:
            continue
        e = entry.get("elevation")
        if e:
            elevation[h] = e
        if len(entry) > (t is not None) + (fort is not None) + (e is not None):   # other fields: flags
            flags = frozenset(f for f in HEX_FLAGS if entry.get(f))
            if flags:
                hex_flags[h] = flags
    first_seen: dict[Hexside, int] = {}
    for i, side in enumerate(doc.get("hexsides", [])):
        feats = side["features"]
        ok = all(f in features for f in feats) or \
            all([known("hexside feature", features, f, ["hexsides", i, "features", j]) for j, f in enumerate(feats)])
        pair = side["hexes"]
        a = read(pair[0]) or parse(pair[0], ["hexsides", i, "hexes", 0])
        b = read(pair[1]) or parse(pair[1], ["hexsides", i, "hexes", 1])
        base = ["hexsides", i]
        if a is None or b is None:
            continue
        try:
            key = Hexside.between(a, b)
        except ValueError:
            problems.append((json_path(base + ["hexes"]), _("hexes {hexes} and {hexes2} are not "
                                                            "adjacent: expected two hexes sharing a side").format(
                                                              hexes=side['hexes'][0],
                                                              hexes2=side['hexes'][1])))
            continue
        if key in first_seen:
            problems.append((json_path(base), _("the hexside {hexes}-{hexes2} is already listed at "
                                                "{json_path}: expected each side once").format(
                                                  hexes=side['hexes'][0],
                                                  hexes2=side['hexes'][1],
                                                  json_path=json_path(['hexsides', first_seen[key]]))))
            continue
        first_seen[key] = i
        if ok:
            hm.hexsides[key] = frozenset(feats)
    if problems:
        raise FormatError(file, problems)
    return hm


def validate_file(path: str | os.PathLike) -> None:
    """Check the map file at ``path`` fully (the `hexwright validate` hook of
    this format); raises `FormatError` listing every problem."""
    load_map(path)
