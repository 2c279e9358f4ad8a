"""The Hexwright scenario file (``format: "hexwright.scenario"``): load,
validate, save.

A scenario file is UTF-8 JSON (schema ``schemas/scenario-1.json``)::

    {"format": "hexwright.scenario", "format_version": 1, "format_minor": 0,
     "generator": "hexwright 0.1.0", "ruleset": "coh", "title": "...",
     "date": "...", "designer": "...", "notes": "...",
     "map": {"file": "coh_two_boards.json"},   # or {"embedded": {map doc}}
                                               # or {"boards": [{"file", "col", "row", "rotated"}]}
     "sides": [{"id": "german", "name": "Germans", "colour": "#5b6770"}],
     "rounds": 5, "initiative": "german", "caps": {"german": 7},
     "caps_by_round": {"german": {"3": 8}}, "starting_vp": {"soviet": 1},
     "options": {}, "units": [{"id": "g1", "unit": "german_mg34", "side": "german",
                               "hex": "0508", "facing": 0, "hidden": false, "hits": []}],
     "zones": [{"name": "...", "side": "german", "hexes": ["0101"]}],
     "reinforcements": [{"round": 2, "side": "soviet", "entry_hexes": [...], "units": [...]}],
     "decks": [{"id": "battle", "cards": [{"card": "01", "copies": 4}],
                "draw_at_start": {"german": 2}, "draw_per_round": {"german": 1}}],
     "starting_cards": {"german": ["W01"]},
     "victory": {"vp_per_kill": 1, "unit_vp": {"s9": 3},
                 "control": [{"hex": "0906", "vp": 1, "when": "round", "owner": "soviet"}],
                 "objectives": "..."},
     "special_rules": "..."}

Map paths are relative to the scenario file.  Loading checks the header,
refuses a newer major version, validates against the schema, upgrades step
by step, resolves the map (loading referenced and board files), then checks
every cross-reference (`core.formats.scenario_checks`); all problems are
raised together in one `core.errors.FormatError` naming the file, the JSON
path and what was expected.  `load_scenario` also accepts a
``hexwright.map`` file: a scenario with that map and no units.  Saving is
atomic with a stable layout: load -> save -> load gives an equal model and
byte-identical files.
"""
from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any, Callable

from core.catalogues import default_sides
from core.errors import FormatError, HexwrightError, at
from core.formats import header, mapfile
from core.formats.atomic import atomic_write_files, atomic_write_text, tidy_before_reading
from core.formats.gc_pause import paused_gc
from core.formats.jsonio import read_json_file
from core.formats.labels import label_reader
from core.formats.scenario_checks import check_document, name_units
from core.formats.schema import is_under, lenient, load_schema, validate_against, without_bad_parts
from core.i18n import _
from core.hexgrid import Hex
from core.model.boards import BoardError, PlacedBoard, compose_boards
from core.model.deck import Deck
from core.model.hexmap import HexMap
from core.model.scenario import (BoardPlacement, ControlHex, MapSource, Reinforcement, Scenario, SetupZone, Side,
                                 Victory)
from core.model.unit import UnitPlacement

FORMAT = "hexwright.scenario"
FORMAT_VERSION = 1
FORMAT_MINOR = 0
GENERATOR = mapfile.GENERATOR

MAX_MAP_SIZE = 999   # columns/rows of the largest map (schemas/map-1.json); boards composed must fit

Upgrade = Callable[[dict], dict]
# Step-by-step upgrades, as in `core.formats.mapfile` (empty: 1.0 is the first).
MINOR_UPGRADES: dict[tuple[int, int], Upgrade] = {}
MAJOR_UPGRADES: dict[int, Upgrade] = {}


# --- model -> document ------------------------------------------------------
def _unit_to_dict(u: UnitPlacement, hm: HexMap) -> dict:
    d: dict[str, Any] = {"id": u.id}
    if u.catalogue_id is not None:
        d["unit"] = u.catalogue_id
    if u.stats:
        d["stats"] = dict(sorted(u.stats.items()))
    if u.kind is not None:
        d["kind"] = u.kind
    if u.name:
        d["name"] = u.name
    d["side"] = u.side
    if u.hex is not None:
        d["hex"] = hm.label(u.hex)
    if u.facing is not None:
        d["facing"] = u.facing
    if u.hidden:
        d["hidden"] = True
    if u.hits:
        d["hits"] = list(u.hits)
    return d


def _map_to_dict(sc: Scenario) -> dict:
    src = sc.map_source
    if src.kind == "file":
        return {"file": src.file}
    if src.kind == "boards":
        return {"boards": [{"file": b.file, "col": b.col, "row": b.row, "rotated": b.rotated} for b in src.boards]}
    return {"embedded": mapfile.map_to_dict(sc.hexmap)}


def _off_map(sc: Scenario) -> list[tuple[str, str]]:
    """Every hex of ``sc`` that lies off its map, as (json path, message)."""
    hm = sc.hexmap
    bad: list[tuple[str, str]] = []

    def chk(h, where: str, what: str) -> None:
        if h is not None and not hm.contains(h):
            bad.append((where, _("{what} lies off the map ({cols} x {rows}) and cannot be saved").format(
                                   what=what, cols=hm.cols, rows=hm.rows)))

    for i, u in enumerate(sc.units):
        chk(u.hex, f"$.units[{i}].hex", f"unit {u.id!r}")
    for i, z in enumerate(sc.zones):
        for h in z.hexes:
            chk(h, f"$.zones[{i}].hexes", f"a hex of zone {z.name!r}")
    for i, r in enumerate(sc.reinforcements):
        for h in r.entry_hexes:
            chk(h, f"$.reinforcements[{i}].entry_hexes", "an entry hex")
        for j, u in enumerate(r.units):
            chk(u.hex, f"$.reinforcements[{i}].units[{j}].hex", f"unit {u.id!r}")
    for i, c in enumerate(sc.victory.control):
        chk(c.hex, f"$.victory.control[{i}].hex", "a control hex")
    return bad


def scenario_to_dict(sc: Scenario) -> dict:
    """The JSON document of ``sc`` in the current format version: keys in a
    fixed order, zone hexes sorted by label, optional unit fields left out
    when at their default.  Referenced map files are not written (only their
    paths).  Raises `FormatError` (file ``<memory>``) if a hex lies off the map.
    """
    hm = sc.hexmap
    off = _off_map(sc)
    if off:
        raise FormatError("<memory>", off)
    lab = hm.label
    v = sc.victory
    return {
        "format": FORMAT, "format_version": FORMAT_VERSION, "format_minor": FORMAT_MINOR, "generator": GENERATOR,
        "ruleset": sc.ruleset, "title": sc.title, "date": sc.date, "designer": sc.designer, "notes": sc.notes,
        "map": _map_to_dict(sc),
        "sides": [{"id": s.id, "name": s.name, "colour": s.colour} for s in sc.sides],
        "rounds": sc.rounds, "initiative": sc.initiative,
        "caps": dict(sc.caps),
        "caps_by_round": {s: {str(r): c for r, c in sorted(per.items())} for s, per in sc.caps_by_round.items()},
        "starting_vp": dict(sc.starting_vp),
        "options": copy.deepcopy(sc.options),
        "units": [_unit_to_dict(u, hm) for u in sc.units],
        "zones": [{"name": z.name, "side": z.side, "hexes": sorted(lab(h) for h in z.hexes)} for z in sc.zones],
        "reinforcements": [{"round": r.round, "side": r.side, "entry_hexes": [lab(h) for h in r.entry_hexes],
                            "units": [_unit_to_dict(u, hm) for u in r.units], "note": r.note}
                           for r in sc.reinforcements],
        "decks": [{"id": d.id, "name": d.name, "sides": list(d.sides),
                   "cards": [{"card": c, "copies": n} for c, n in d.cards.items()],
                   "draw_at_start": dict(d.draw_at_start), "draw_per_round": dict(d.draw_per_round)}
                  for d in sc.decks],
        "starting_cards": {s: list(cs) for s, cs in sc.starting_cards.items()},
        "victory": {"vp_per_kill": v.vp_per_kill, "unit_vp": dict(v.unit_vp),
                    "control": [{"hex": lab(c.hex), "vp": c.vp, "when": c.when, "owner": c.owner} for c in v.control],
                    "objectives": v.objectives},
        "special_rules": sc.special_rules,
    }


def dumps_scenario(doc: Any, indent: int = 0, width: int = 140) -> str:
    """The text of a document: any value whose one-line form fits in
    ``width`` columns stays on one line, larger ones are spread over lines
    with two-space indentation.  Deterministic; final newline at top level."""
    one = json.dumps(doc, ensure_ascii=False, separators=(", ", ": "))
    pad = "  " * (indent + 1)
    if len(one) + 2 * indent <= width or not isinstance(doc, (dict, list)) or not doc:
        text = one
    elif isinstance(doc, dict):
        items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {dumps_scenario(v, indent + 1, width)}"
                 for k, v in doc.items()]
        text = "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    else:
        items = [f"{pad}{dumps_scenario(v, indent + 1, width)}" for v in doc]
        text = "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"
    return text + "\n" if indent == 0 else text


def save_scenario(sc: Scenario, path: str | os.PathLike) -> None:
    """Write ``sc`` to ``path`` atomically (see `core.formats.atomic`).

    Map and board files the scenario references are not written; their
    paths stay relative to the scenario file (see `rebase_map_paths` for
    "save as" into another folder).  Raises `FormatError` when the file
    cannot be written (the old file is then untouched).
    """
    with paused_gc():
        text = dumps_scenario(scenario_to_dict(sc))
    atomic_write_text(path, text)


def save_scenario_with_map(sc: Scenario, path: str | os.PathLike, map_path: str | os.PathLike | None) -> None:
    """Write ``sc`` to ``path`` and, when ``map_path`` is given, its map
    (``sc.hexmap``) to ``map_path``, as ONE transaction
    (`core.formats.atomic.atomic_write_files`): a crash at any moment
    leaves both old or both new, never a scenario beside a map it does not
    fit.  Raises `FormatError` (nothing written) when either cannot be."""
    with paused_gc():
        files = [(path, dumps_scenario(scenario_to_dict(sc)).encode("utf-8"))]
        if map_path is not None:
            files.insert(0, (map_path, mapfile.dumps_map(mapfile.map_to_dict(sc.hexmap)).encode("utf-8")))
    atomic_write_files(files)


def rebase_map_paths(sc: Scenario, old_dir: str | os.PathLike, new_dir: str | os.PathLike) -> None:
    """Rewrite the relative map/board paths of ``sc`` (relative to
    ``old_dir``) so they point at the same files from ``new_dir``."""
    def re(p: str) -> str:
        target = os.path.normpath(os.path.join(old_dir, p))
        return Path(os.path.relpath(target, new_dir)).as_posix()

    src = sc.map_source
    if src.kind == "file" and src.file:
        src.file = re(src.file)
    for b in src.boards:
        b.file = re(b.file)


# --- document -> model ------------------------------------------------------
def load_scenario(path: str | os.PathLike) -> Scenario:
    """Read the scenario file at ``path``; a ``hexwright.map`` file is read as
    a scenario with that map (referenced by its file name), the ruleset's
    default sides and no units.

    Raises one `FormatError` naming the file and listing every problem (see
    the module doc); problems inside a referenced map name that map file.
    """
    tidy_before_reading(path)
    with paused_gc():
        return scenario_from_file_data(read_json_file(path), path)


def scenario_from_file_data(data: Any, path: str | os.PathLike) -> Scenario:
    """`load_scenario` of the file at ``path`` whose parsed JSON is ``data``
    (for a caller that has read it already, e.g. `core.formats.open_file`);
    same result and errors."""
    with paused_gc():
        if isinstance(data, dict) and data.get("format") == mapfile.FORMAT:
            hm = mapfile.map_from_dict(data, file=str(path))
            return Scenario(hm, ruleset=hm.ruleset, title=hm.name, map_source=MapSource("file", Path(path).name),
                            sides=[Side(**s) for s in default_sides(hm.ruleset)])
        return scenario_from_dict(data, file=str(path), base_dir=os.path.dirname(os.path.abspath(path)))


def validate_file(path: str | os.PathLike) -> None:
    """Check the scenario file at ``path`` fully (the `hexwright validate`
    hook of this format); raises `FormatError` listing every problem."""
    load_scenario(path)


def check_header(data: Any, file: str) -> tuple[int, int]:
    """Check ``format`` and the version fields; returns ``(major, minor)``.

    Raises `FormatError` for a document that is not a JSON object, not a scenario
    file, or written in a newer major version than this Hexwright reads
    (`core.formats.header.check_header`).
    """
    return header.check_header(data, file, "scenario", FORMAT, FORMAT_VERSION, GENERATOR)


def upgrade(data: Any, file: str = "<memory>") -> dict:
    """Validate ``data`` against its version's schema and upgrade it step by
    step; returns the current-version dict (``data`` itself when it is
    current already: do not modify it; a copy when upgraded).  A newer minor version is read
    leniently (unknown fields ignored).  Raises `FormatError`."""
    major, minor = check_header(data, file)
    try:
        schema = load_schema("scenario", major)
    except HexwrightError as e:
        raise FormatError(file, [("$.format_version", str(e))]) from None
    if major == FORMAT_VERSION and minor > FORMAT_MINOR:
        schema = lenient(schema)
    problems = validate_against(data, schema)
    if problems:
        raise FormatError(file, problems)
    doc = data  # already current: no copy (a 1,000-unit scenario's deep copy cost 0.15 s per open)
    while (doc["format_version"], doc["format_minor"]) < (FORMAT_VERSION, FORMAT_MINOR):
        if doc is data:
            doc = copy.deepcopy(data)  # an upgrade step may rewrite the document: never the caller's
        key = (doc["format_version"], doc["format_minor"])
        step = MINOR_UPGRADES.get(key) or (MAJOR_UPGRADES.get(key[0]) if key[0] < FORMAT_VERSION else None)
        if step is None:
            raise FormatError(file, [("$.format_version", _("no upgrade from scenario format {key}.{key2}").format(
                                                              key=key[0], key2=key[1]))])
        doc = step(doc)
        problems = validate_against(doc, load_schema("scenario", FORMAT_VERSION))
        if problems:
            raise FormatError(file, problems)
    return doc


def _resolve_map(doc: dict, file: str, base_dir: str | None) -> tuple[HexMap | None, MapSource, list]:
    """The scenario's map, its source and the problems found reading it."""
    m = doc["map"]
    base = base_dir or os.getcwd()
    problems: list[tuple[str, str]] = []

    def nested(e: FormatError, where: str, other: str | None) -> None:
        for p, msg in e.problems:
            problems.append((where, _("in map file {file}: {problem}").format(file=other, problem=at(p, msg)))
                            if other else
                            (where + p[1:], msg))

    if "embedded" in m:
        try:
            return mapfile.map_from_dict(m["embedded"], file), MapSource("embedded"), []
        except FormatError as e:
            nested(e, "$.map.embedded", None)
            return None, MapSource("embedded"), problems
    if "file" in m:
        try:
            return mapfile.load_map(os.path.join(base, m["file"])), MapSource("file", m["file"]), []
        except FormatError as e:
            nested(e, "$.map.file", m["file"])
            return None, MapSource("file", m["file"]), problems
    placements = [BoardPlacement(b["file"], b.get("col", 0), b.get("row", 0), b.get("rotated", False))
                  for b in m["boards"]]
    source = MapSource("boards", boards=placements)
    placed = []
    for i, b in enumerate(placements):
        try:
            placed.append(PlacedBoard(mapfile.load_map(os.path.join(base, b.file)), b.col, b.row, b.rotated))
        except FormatError as e:
            nested(e, f"$.map.boards[{i}].file", b.file)
    if problems:
        return None, source, problems
    cols, rows = max(b.col + b.board.cols for b in placed), max(b.row + b.board.rows for b in placed)
    if cols > MAX_MAP_SIZE or rows > MAX_MAP_SIZE:
        return None, source, [("$.map.boards", f"the boards as placed make a {cols} x {rows} map: expected at most "
                                               f"{MAX_MAP_SIZE} x {MAX_MAP_SIZE} hexes "
                                               f"(check the boards' col and row)")]
    try:
        return compose_boards(placed), source, []
    except BoardError as e:
        return None, source, [("$.map.boards", str(e))]


def _checks_of_the_rest(data: Any, file: str, base_dir: str | None) -> list[tuple[str, str]]:
    """The map and cross-reference problems of the well-typed parts of a
    current-version document that has schema problems
    (`core.formats.schema.without_bad_parts`), so `hexwright validate`
    lists every problem at once; ``[]`` when there is nothing more to check."""
    try:
        major, minor = check_header(data, file)
    except FormatError:
        return []
    if major != FORMAT_VERSION:
        return []
    schema = load_schema("scenario", major)
    if minor > FORMAT_MINOR:
        schema = lenient(schema)
    doc, removed = without_bad_parts(data, schema, validate_against(data, schema))
    if doc is None:
        return []
    try:
        hm, _source, problems = _resolve_map(doc, file, base_dir)
        problems += check_document(doc, hm)
    except (HexwrightError, KeyError, TypeError, ValueError):
        return []          # checks that still trip on the damaged document: the schema problems stand alone
    return [(p, m) for p, m in problems if not is_under(p, removed)]


def _unit(d: dict, hm: HexMap, read: Callable[[object], Hex | None]) -> UnitPlacement:
    return UnitPlacement(d["id"], d["side"], (read(d["hex"]) or hm.parse(d["hex"])) if "hex" in d else None,
                         d.get("unit"),
                         dict(d.get("stats", {})), d.get("kind"), d.get("name", ""), d.get("facing"),
                         d.get("hidden", False), list(d.get("hits", [])))


def scenario_from_dict(data: Any, file: str = "<memory>", base_dir: str | None = None) -> Scenario:
    """Build a `Scenario` from a parsed scenario document (any supported
    version); map and board paths are read relative to ``base_dir`` (the
    current folder when None).  Raises `FormatError` naming ``file`` with
    every problem found.  ``data`` is not modified."""
    try:
        doc = upgrade(data, file)
    except FormatError as e:
        raise FormatError(file, name_units(e.problems + _checks_of_the_rest(data, file, base_dir), data)) from None
    hm, source, problems = _resolve_map(doc, file, base_dir)
    problems += check_document(doc, hm)
    if problems or hm is None:
        raise FormatError(file, name_units(problems, doc))
    read = label_reader(hm)   # every label was checked: `hm.parse` only for a label the fast reader declines

    def p(label: str) -> Hex:
        return read(label) or hm.parse(label)
    v = doc.get("victory", {})
    decks = []
    for d in doc.get("decks", []):
        cards: dict[str, int] = {}
        for entry in d["cards"]:
            cards.setdefault(entry["card"], entry["copies"])
        decks.append(Deck(d["id"], d.get("name", ""), cards, list(d.get("sides", [])),
                          dict(d.get("draw_at_start", {})), dict(d.get("draw_per_round", {}))))
    return Scenario(
        hexmap=hm, ruleset=doc["ruleset"], title=doc.get("title", ""), map_source=source,
        date=doc.get("date", ""), designer=doc.get("designer", ""), notes=doc.get("notes", ""),
        sides=[Side(s["id"], s.get("name", ""), s.get("colour", "#808080")) for s in doc["sides"]],
        rounds=doc["rounds"], initiative=doc.get("initiative"), caps=dict(doc.get("caps", {})),
        caps_by_round={s: {int(r): c for r, c in per.items()} for s, per in doc.get("caps_by_round", {}).items()},
        starting_vp=dict(doc.get("starting_vp", {})), options=copy.deepcopy(doc.get("options", {})),
        units=[_unit(u, hm, read) for u in doc.get("units", [])],
        zones=[SetupZone(z["name"], z.get("side"), {p(lab) for lab in z["hexes"]}) for z in doc.get("zones", [])],
        reinforcements=[Reinforcement(r["round"], r["side"], [_unit(u, hm, read) for u in r["units"]],
                                      [p(lab) for lab in r.get("entry_hexes", [])], r.get("note", ""))
                        for r in doc.get("reinforcements", [])],
        decks=decks,
        starting_cards={s: list(cs) for s, cs in doc.get("starting_cards", {}).items()},
        victory=Victory(v.get("vp_per_kill", 1), dict(v.get("unit_vp", {})),
                        [ControlHex(p(c["hex"]), c["vp"], c.get("when", "round"), c.get("owner"))
                         for c in v.get("control", [])], v.get("objectives", "")),
        special_rules=doc.get("special_rules", ""),
    )
