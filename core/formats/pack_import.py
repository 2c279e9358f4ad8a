"""Reading and importing scenario packs (``.hwpack``) safely.

`read_pack` checks EVERYTHING in memory before anything is written:

1. the zip itself and every member header (`core.formats.pack_safety`:
   member count, names, links, devices, duplicates, size budget);
2. ``manifest.json``: ``format`` is ``hexwright.pack``, the major version is
   one this Hexwright reads (a newer one is refused), its schema
   (``schemas/pack-manifest-1.json``); every listed file is in the zip and
   every zip member is listed;
3. every member, read with a byte cap (never more than the manifest's size,
   the 512 MiB budget or 100 x its compressed size): its size and SHA-256
   must equal the manifest's;
4. every schema: each map (`core.formats.mapfile`), each scenario resolved
   against the pack's own maps and boards (`core.formats.scenariofile`),
   the ``units`` and ``decks`` members.

Unit catalogue differences: a scenario unit whose catalogue id is missing
from the local catalogue, or whose local entry's stats differ from the
entry the pack carries (``units/<ruleset>.json``), is rewritten as a custom
unit with the pack's stats, name and kind (one warning per unit), so the
pack opens -- and plays -- as its designer made it.

`import_pack` then writes the members into a temporary folder beside the
target and renames it into place; on any refusal nothing is written.
Opening a pack never executes anything.
"""
from __future__ import annotations

import copy
import hashlib
import io
import json
import logging
import os
import posixpath
import shutil
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

from core.catalogues import UNIT_META_KEYS, load_units
from core.errors import FormatError, HexwrightError
from core.formats import mapfile, scenariofile
from core.formats.jsonio import parse_json_bytes
from core.formats.litter import clean_litter, temp_prefix
from core.formats.pack_safety import MAX_MEMBER_BYTES, MAX_TOTAL_BYTES, check_infos, read_capped
from core.formats.safe_read import open_regular
from core.formats.schema import describe, lenient, load_schema, validate_against
from core.i18n import _
from core.model.boards import BoardError, PlacedBoard, compose_boards
from core.model.scenario import BoardPlacement, MapSource, Scenario

FORMAT = "hexwright.pack"
FORMAT_VERSION = 1
FORMAT_MINOR = 0
MANIFEST = "manifest.json"
MAX_MANIFEST_BYTES = 16 * 1024 * 1024
JSON_ROLES = ("scenario", "map", "decks", "units")
MAX_JSON_BYTES = 64 * 1024 * 1024   # scenarios, maps, decks and units together: parsed they take ~20 x this


def _size(n: int) -> str:
    return f"{n // 2**20} MiB" if n >= 2**20 else f"{n} bytes"


@dataclass
class PackContents:
    """A pack read and checked in memory: ``manifest`` (dict), ``files``
    (path -> bytes, as they will be written; scenarios possibly rewritten
    for catalogue differences), ``scenarios`` (path -> `Scenario`) and
    ``warnings`` (one line each)."""

    manifest: dict
    files: dict[str, bytes]
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


def read_pack(path: str | os.PathLike) -> PackContents:
    """Read and check the pack at ``path`` (see the module doc); nothing is
    written.  Raises `FormatError` naming the pack and the member for every
    refusal."""
    name = str(path)
    with open_regular(path, name, "a pack file") as f:    # a FIFO or device is refused, never waited on
        return _read(f, name)


def read_pack_bytes(data: bytes, name: str = "<memory>") -> PackContents:
    """`read_pack` on the bytes of a pack (``name`` names it in messages)."""
    return _read(io.BytesIO(data), name)


def _read(fileobj, name: str) -> PackContents:
    try:
        zf = zipfile.ZipFile(fileobj)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as e:
        raise FormatError(name, _("not a readable pack (a .hwpack is a zip file): {e}").format(e=e)) from None
    with zf:
        try:
            infos = zf.infolist()
        except Exception as e:  # pragma: no cover - zipfile parses eagerly
            logging.getLogger(__name__).exception("zip directory of %s", name)
            raise FormatError(name, _("corrupt zip directory: {e}").format(e=e)) from None
        files = check_infos(name, infos)
        by_name = {i.filename: i for i in files}
        if MANIFEST not in by_name:
            raise FormatError(name, [("$", _("refused: no manifest.json at the top of the zip (not a Hexwright pack); "
                                             "nothing was written"))])
        manifest = _read_manifest(name, read_capped(name, zf, by_name[MANIFEST], MAX_MANIFEST_BYTES))
        listed = {e["path"]: e for e in manifest["files"]}
        if len(listed) != len(manifest["files"]):
            dup = next(p for p in listed if sum(e["path"] == p for e in manifest["files"]) > 1)
            raise FormatError(name, [(f"member {dup!r}", _("refused: listed twice in manifest.json"))])
        for p in listed:
            if p not in by_name:
                raise FormatError(name, [(f"member {p!r}", _("refused: manifest.json lists it but the zip does not "
                                                             "hold it; nothing was written"))])
        for p in by_name:
            if p != MANIFEST and p not in listed:
                raise FormatError(name, [(f"member {p!r}", _("refused: the zip holds it but manifest.json does not "
                                                             "list it; nothing was written"))])
        for s in manifest["scenarios"]:
            if listed.get(s, {}).get("role") != "scenario":
                raise FormatError(name, [(f"member {s!r}", _("refused: manifest.json names it as a scenario but does "
                                                             "not list it as a file of role \"scenario\""))])
        budget = MAX_TOTAL_BYTES
        blobs: dict[str, bytes] = {}
        for p, entry in listed.items():
            data = read_capped(name, zf, by_name[p], min(entry["size"], budget, MAX_MEMBER_BYTES))
            budget -= len(data)
            if entry["size"] > MAX_MEMBER_BYTES:
                raise FormatError(name, [(f"member {p!r}", _("refused: {size} bytes, more than the "
                                                             "{size2} a Hexwright file may have; nothing "
                                                             "was written").format(
                                                               size=entry['size'],
                                                               size2=_size(MAX_MEMBER_BYTES)))])
            if len(data) != entry["size"]:
                raise FormatError(name, [(f"member {p!r}", _("refused: {n_data} bytes but manifest.json "
                                                             "says {size}; nothing was written").format(
                                                               n_data=len(data),
                                                               size=entry['size']))])
            if hashlib.sha256(data).hexdigest() != entry["sha256"]:
                raise FormatError(name, [(f"member {p!r}", _("refused: wrong checksum (its SHA-256 differs from "
                                                             "manifest.json: damaged or altered); nothing was "
                                                             "written"))])
            blobs[p] = data
    contents = PackContents(manifest, dict(blobs))
    _check_members(name, contents, {p: e["role"] for p, e in listed.items()})
    return contents


def _read_manifest(name: str, raw: bytes) -> dict:
    where = f"{name}!{MANIFEST}"
    doc = parse_json_bytes(raw, where)
    if not isinstance(doc, dict):
        raise FormatError(where, [("$", _("expected a JSON object, got {describe}").format(describe=describe(doc)))])
    if doc.get("format") != FORMAT:
        raise FormatError(where, [("$.format", _('refused: expected "{format}", got {describe}').format(
                                                   format=FORMAT,
                                                   describe=describe(doc.get('format'))))])
    major = doc.get("format_version")
    if isinstance(major, int) and not isinstance(major, bool) and major > FORMAT_VERSION:
        gen = doc.get("generator")
        by = _(" by {generator}").format(generator=gen) if isinstance(gen, str) else ""
        raise FormatError(where, [("$.format_version", _("refused: this pack was written{by} in pack "
                                                         "format version {major}, newer than version "
                                                         "{format_version} that this Hexwright reads: "
                                                         "open it with a newer Hexwright").format(
                                                           by=by, major=major,
                                                           format_version=FORMAT_VERSION))])
    if not isinstance(major, int) or isinstance(major, bool) or major < 1:
        raise FormatError(where, [("$.format_version", _("refused: unknown pack format version "
                                                         "{describe}: expected an integer from 1 to "
                                                         "{format_version}").format(
                                                           describe=describe(major),
                                                           format_version=FORMAT_VERSION))])
    schema = load_schema("pack-manifest", major)
    minor = doc.get("format_minor")
    if isinstance(minor, int) and minor > FORMAT_MINOR:
        schema = lenient(schema)        # a newer minor may add fields: they are ignored
    problems = validate_against(doc, schema)
    if problems:
        raise FormatError(where, [(p, f"refused: {m}") for p, m in problems])
    return doc


def _json(name: str, path: str, data: bytes):
    return parse_json_bytes(data, f"{name}!{path}")


def _check_members(name: str, c: PackContents, roles: dict[str, str]) -> None:
    """Validate every JSON member (maps, units, decks, then scenarios)."""
    json_bytes = sum(len(c.files[p]) for p, role in roles.items() if role in JSON_ROLES)
    if json_bytes > MAX_JSON_BYTES:
        raise FormatError(name, [("$", _("refused: the pack's JSON members hold {json_bytes} bytes, more "
                                         "than the {size} a pack may make Hexwright read (they take "
                                         "about 20 times as much memory); nothing was written").format(
                                           json_bytes=json_bytes,
                                           size=_size(MAX_JSON_BYTES)))])
    defs = load_schema("pack-manifest", FORMAT_VERSION)["$defs"]
    maps: dict[str, dict] = {}
    pack_units: dict[str, dict[str, dict]] = {}
    for p, role in roles.items():
        if role not in JSON_ROLES or role == "scenario":
            continue
        doc = _json(name, p, c.files[p])
        if role == "map":
            mapfile.map_from_dict(doc, file=f"{name}!{p}")
            maps[p] = doc
            continue
        problems = validate_against(doc, {"$defs": defs, "$ref": f"#/$defs/{role}_member"})
        if problems:
            raise FormatError(f"{name}!{p}", problems)
        if role == "units":
            pack_units.setdefault(doc["ruleset"], {}).update({u["id"]: u for u in doc["units"]})
    for p in c.manifest["scenarios"]:
        doc = _json(name, p, c.files[p])
        doc, warnings = _apply_pack_units(doc, pack_units, p)
        if warnings:
            c.files[p] = scenariofile.dumps_scenario(doc).encode("utf-8")
            c.warnings += warnings
        c.scenarios[p] = _scenario(name, p, doc, maps)


def _map_doc(name: str, scenario: str, rel: str, maps: dict[str, dict], where: str) -> dict:
    target = posixpath.normpath(posixpath.join(posixpath.dirname(scenario), rel))
    if target not in maps:
        raise FormatError(f"{name}!{scenario}", [(where, _("map file {rel!r} is not in the pack "
                                                           '(expected a member {target!r} of role "map")').format(
                                                             rel=rel, target=target))])
    return maps[target]


def _scenario(name: str, p: str, doc: dict, maps: dict[str, dict]) -> Scenario:
    """Validate a scenario document against the pack's own maps (no disk)."""
    file = f"{name}!{p}"
    sc_doc = scenariofile.upgrade(doc, file)
    m = sc_doc["map"]
    probe = copy.copy(sc_doc)
    if "file" in m:
        probe["map"] = {"embedded": _map_doc(name, p, m["file"], maps, "$.map.file")}
    elif "boards" in m:
        placed = []
        for i, b in enumerate(m["boards"]):
            hm = mapfile.map_from_dict(_map_doc(name, p, b["file"], maps, f"$.map.boards[{i}].file"), file)
            placed.append(PlacedBoard(hm, b.get("col", 0), b.get("row", 0), b.get("rotated", False)))
        try:
            probe["map"] = {"embedded": mapfile.map_to_dict(compose_boards(placed))}
        except BoardError as e:
            raise FormatError(file, [("$.map.boards", str(e))]) from None
    sc = scenariofile.scenario_from_dict(probe, file=file)
    sc.map_source = _source_of(m)
    return sc


def _source_of(m: dict) -> MapSource:
    """The `MapSource` a scenario document's ``map`` names."""
    if "embedded" in m:
        return MapSource("embedded")
    if "file" in m:
        return MapSource("file", m["file"])
    return MapSource("boards", boards=[BoardPlacement(b["file"], b.get("col", 0), b.get("row", 0),
                                                      b.get("rotated", False)) for b in m["boards"]])


def _apply_pack_units(doc, pack_units: dict[str, dict[str, dict]], path: str) -> tuple[dict, list[str]]:
    """Rewrite units whose catalogue entry is missing locally or differs
    from the pack's as custom units with the pack's stats."""
    if not isinstance(doc, dict) or not isinstance(doc.get("ruleset"), str):
        return doc, []
    ruleset = doc["ruleset"]
    entries = pack_units.get(ruleset, {})
    try:
        local = load_units(ruleset)
    except HexwrightError:
        return doc, []
    warnings: list[str] = []
    out = copy.deepcopy(doc)
    lists = [out.get("units", [])] + [r.get("units", []) for r in out.get("reinforcements", [])
                                      if isinstance(r, dict)]
    for units in lists:
        for u in units if isinstance(units, list) else []:
            if not isinstance(u, dict) or not isinstance(u.get("unit"), str):
                continue
            cid = u["unit"]
            entry = entries.get(cid)
            if entry is None:
                continue
            pack_stats = {k: v for k, v in entry.items() if k not in UNIT_META_KEYS}
            have = local.get(cid)
            if have is not None and dict(have.stats) == pack_stats and have.kind == entry["kind"]:
                continue
            why = "is not in this Hexwright's catalogue" if have is None else "differs in this Hexwright's catalogue"
            stats = u.get("stats")
            custom = stats if isinstance(stats, dict) else {}
            del u["unit"]
            u["stats"] = dict(sorted({**pack_stats, **custom}.items()))
            u.setdefault("kind", entry["kind"])
            u.setdefault("name", entry["name"])
            warnings.append(f"{path}: unit {u.get('id')!r}: catalogue unit {cid!r} {why}: imported as a custom unit "
                            "with the pack's stats")
    return out, warnings


def import_pack(path: str | os.PathLike, out_dir: str | os.PathLike) -> PackContents:
    """Check the pack at ``path`` fully (`read_pack`), then write its files
    under ``out_dir`` (which must not exist or be an empty folder): first
    into a temporary folder beside it, then renamed into place.

    Returns the checked `PackContents`.  Raises `FormatError` for every
    refusal (nothing is written then) or when ``out_dir`` is not usable.
    """
    contents = read_pack(path)
    target = Path(out_dir)
    if target.exists() and not target.is_dir():
        raise FormatError(str(out_dir), _("refused: this is an existing file, not a folder: the pack is unpacked into "
                                          "a new folder (choose a folder name that does not exist yet); nothing was "
                                          "written"))
    if target.exists() and any(target.iterdir()):
        raise FormatError(str(out_dir), _("refused: the output folder already exists and is not empty (choose a new "
                                          "folder); nothing was written"))
    parent = target.parent if str(target.parent) else Path(".")
    if parent.exists() and not parent.is_dir():
        raise FormatError(str(out_dir), _("cannot write the pack: {parent} is a file, not a folder").format(
                                            parent=parent))
    if not parent.is_dir():
        raise FormatError(str(out_dir), _("cannot write the pack: folder {parent} does not exist").format(
                                            parent=parent))
    tmp = None
    try:
        clean_litter(parent)              # folders of imports that were killed
        tmp = Path(tempfile.mkdtemp(prefix=temp_prefix(target.name), suffix=".importing", dir=parent))
        files = {MANIFEST: (json.dumps(contents.manifest, ensure_ascii=False, indent=1) + "\n").encode("utf-8")}
        files.update(contents.files)
        for rel, data in files.items():
            dest = tmp.joinpath(*rel.split("/"))
            if tmp.resolve() not in dest.resolve().parents:   # belt and braces: names were checked already
                raise FormatError(str(path), [(f"member {rel!r}",
                                               _("refused: it would be written outside the folder"))])
            dest.parent.mkdir(parents=True, exist_ok=True)
            with open(dest, "xb") as f:
                f.write(data)
        umask = os.umask(0)
        os.umask(umask)
        for folder in [tmp, *(p for p in tmp.rglob("*") if p.is_dir())]:
            os.chmod(folder, 0o777 & ~umask)     # mkdtemp makes 0700: the folder gets the normal mode
        if target.exists():
            target.rmdir()
        os.replace(tmp, target)
        tmp = None
    except OSError as e:
        raise FormatError(str(out_dir), _("cannot write the pack's files: {strerror}; nothing was kept").format(
                                            strerror=e.strerror or e)) from None
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return contents
