"""Scenario packs (``.hwpack``): export one or more scenarios as one zip.

A pack is a zip holding ``manifest.json`` (``format: "hexwright.pack"``,
schema ``schemas/pack-manifest-1.json``) and, for the scenarios given:

* ``scenarios/<name>.scenario.json`` -- each scenario, re-saved in the
  current format;
* the map and board files they reference, at the same relative paths from
  ``scenarios/`` as on disk (``maps/<name>.json`` when that would leave the
  pack), so a scenario's ``map.file`` usually stays unchanged;
* ``decks/<name>.json`` -- each scenario's decks and starting cards with the
  catalogue text of every card (role ``decks``);
* ``units/<ruleset>.json`` -- the catalogue entries of every unit the
  scenarios use, so the pack opens where the local catalogue differs
  (see `core.formats.pack_import`);
* ``previews/<name>.png`` and ``print/<name>.pdf`` when an `Artwork`
  renderer is given (the editor's, from ``hexwright export``; core never
  draws).

The manifest lists every member with its path, size, SHA-256 and role.
Before anything is written the manifest is validated against its schema and
the whole pack is read back exactly as `core.formats.pack_import` reads a
pack from someone else (names, checksums, every schema, every scenario with
its map), so an invalid pack is never produced.  The zip is written
atomically (`core.formats.atomic`).
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import posixpath
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from core.catalogues import load_cards, load_units
from core.errors import FormatError
from core.formats import mapfile, scenariofile
from core.formats.atomic import IS_A_FOLDER, atomic_write_bytes, target_problem
from core.formats.jsonio import read_json_file
from core.formats.pack_import import read_pack_bytes
from core.formats.pack_safety import MAX_RATIO
from core.formats.schema import load_schema, validate_against
from core.i18n import _
from core.model.scenario import Scenario

FORMAT = "hexwright.pack"
FORMAT_VERSION = 1
FORMAT_MINOR = 0
GENERATOR = mapfile.GENERATOR
MANIFEST = "manifest.json"
SCENARIO_DIR = "scenarios"
_PRECOMPRESSED = ("preview", "print")
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)   # fixed member dates: the same input gives the same pack


class Artwork(Protocol):
    """What a pack needs drawn (the editor provides it; core never draws)."""

    def preview_png(self, scenario: Scenario) -> bytes:
        """A PNG picture of the whole map with the scenario's public set-up
        on it (units, zones, entry and victory hexes; never hidden units)."""

    def print_pdf(self, scenario: Scenario) -> bytes:
        """The scenario's print PDF (map at true scale, legend, counters)."""


@dataclass
class Member:
    """One file of a pack: its ``path`` inside the zip, ``data`` and ``role``
    (``scenario``, ``map``, ``decks``, ``units``, ``preview`` or ``print``)."""

    path: str
    data: bytes
    role: str


def _json_bytes(doc) -> bytes:
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


class _Layout:
    """Chooses member paths: unique, inside the pack, stable for one file."""

    def __init__(self) -> None:
        self.by_source: dict[str, str] = {}
        self.taken: set[str] = {MANIFEST.casefold()}

    def unique(self, path: str) -> str:
        stem, ext = posixpath.splitext(path)
        if stem.endswith(".scenario"):
            stem, ext = stem[: -len(".scenario")], ".scenario" + ext
        cand, n = path, 2
        while cand.casefold() in self.taken:
            cand, n = f"{stem}-{n}{ext}", n + 1
        self.taken.add(cand.casefold())
        return cand

    def map_path(self, source: str, rel: str) -> str:
        """Pack path of the map file ``source`` (absolute) that a scenario in
        ``scenarios/`` names as ``rel``."""
        if source in self.by_source:
            return self.by_source[source]
        want = posixpath.normpath(posixpath.join(SCENARIO_DIR, Path(rel).as_posix()))
        if want.startswith("../") or want == ".." or want.startswith("/") or want.casefold() in self.taken:
            want = f"maps/{posixpath.basename(Path(rel).as_posix())}"
        path = self.unique(want)
        self.by_source[source] = path
        return path


def _unit_entry(ut) -> dict:
    entry = {"id": ut.id, "name": ut.name, "side": ut.side, "kind": ut.kind}
    if ut.counter is not None:
        entry["counter"] = ut.counter
    entry.update(ut.stats)
    entry["source"] = ut.source
    entry["assumed"] = ut.assumed
    if ut.assumed_reason:
        entry["assumed_reason"] = ut.assumed_reason
    return entry


def _card_entry(ruleset: str, number: str) -> dict:
    ct = load_cards(ruleset).get(number)
    if ct is None:
        return {"card": number}
    return {"card": number, "name": ct.name, "colour": ct.colour, "type": ct.type, "cost": ct.cost,
            "cost_kind": ct.cost_kind, "text": ct.text}


def _decks_doc(sc: Scenario, scenario_path: str) -> dict:
    decks = []
    for d in sc.decks:
        cards = [{**_card_entry(sc.ruleset, c), "copies": n} for c, n in d.cards.items()]
        decks.append({"id": d.id, "name": d.name, "sides": list(d.sides), "cards": cards,
                      "draw_at_start": dict(d.draw_at_start), "draw_per_round": dict(d.draw_per_round)})
    starting = {s: [_card_entry(sc.ruleset, c) for c in cs] for s, cs in sc.starting_cards.items()}
    return {"format": "hexwright.pack-decks", "scenario": scenario_path, "decks": decks, "starting_cards": starting}


def _scenario_members(path: str, layout: _Layout, artwork: Artwork | None,
                      units_used: dict[str, dict[str, dict]]) -> tuple[list[Member], Scenario]:
    """The members one scenario file contributes (its maps and boards at most once)."""
    src = Path(path)
    sc = scenariofile.load_scenario(src)
    base = src.resolve().parent
    raw = read_json_file(src)
    is_map = isinstance(raw, dict) and raw.get("format") == mapfile.FORMAT
    name = (src.name[: -len(".json")] if src.name.endswith(".json") else src.stem)
    if name.endswith(".scenario"):
        name = name[: -len(".scenario")]
    members: list[Member] = []
    ms = sc.map_source
    if ms.kind == "file" and ms.file:
        source = str(src.resolve()) if is_map else str((base / ms.file).resolve())
        known = source in layout.by_source
        mpath = layout.map_path(source, ms.file)
        if not known:
            # For a map file source, sc.hexmap IS that file's map, loaded and validated.
            members.append(Member(mpath, mapfile.dumps_map(mapfile.map_to_dict(sc.hexmap)).encode("utf-8"), "map"))
        ms.file = posixpath.relpath(mpath, SCENARIO_DIR)
    for b in ms.boards:
        source = str((base / b.file).resolve())
        known = source in layout.by_source
        bpath = layout.map_path(source, b.file)
        if not known:
            members.append(Member(bpath, mapfile.dumps_map(mapfile.map_to_dict(mapfile.load_map(source)))
                                  .encode("utf-8"), "map"))
        b.file = posixpath.relpath(bpath, SCENARIO_DIR)
    spath = layout.unique(f"{SCENARIO_DIR}/{name}.scenario.json")
    text = scenariofile.dumps_scenario(scenariofile.scenario_to_dict(sc))
    members.insert(0, Member(spath, text.encode("utf-8"), "scenario"))
    stem = posixpath.basename(spath)[: -len(".scenario.json")]
    if sc.decks or sc.starting_cards:
        members.append(Member(layout.unique(f"decks/{stem}.json"), _json_bytes(_decks_doc(sc, spath)), "decks"))
    cat = load_units(sc.ruleset)
    for u in sc.all_units():
        if u.catalogue_id is not None and cat.get(u.catalogue_id) is not None:
            units_used.setdefault(sc.ruleset, {})[u.catalogue_id] = _unit_entry(cat.get(u.catalogue_id))
    if artwork is not None:
        members.append(Member(layout.unique(f"previews/{stem}.png"), artwork.preview_png(sc), "preview"))
        members.append(Member(layout.unique(f"print/{stem}.pdf"), artwork.print_pdf(sc), "print"))
    return members, sc


def unique_paths(paths: list) -> list[str]:
    """``paths`` in order with repeats of one file left out (the same file
    given twice, under any spelling or through a link, goes in a pack once)."""
    seen, out = set(), []
    for p in paths:
        key = os.path.normcase(os.path.realpath(p))
        if key not in seen:
            seen.add(key)
            out.append(str(p))
    return out


def check_output(out: str | os.PathLike) -> None:
    """`FormatError` naming ``out`` when it cannot be the pack file: a
    folder, or a name whose folder does not exist."""
    problem = target_problem(out)
    if problem:
        raise FormatError(str(out), _("the pack {problem}").format(problem=problem)
                          + (_("; give a .hwpack file name") if problem == IS_A_FOLDER() else ""))


def build_members(scenario_paths: list[str], artwork: Artwork | None = None) -> tuple[list[Member], list[Scenario]]:
    """Every member (manifest aside) of a pack of ``scenario_paths`` (each
    file once, `unique_paths`), and the loaded scenarios.  Raises `FormatError` for any scenario, map or board
    file that does not load (each is fully validated)."""
    if not scenario_paths:
        raise FormatError("<pack>", _("no scenario given: a pack holds at least one scenario"))
    layout = _Layout()
    members: list[Member] = []
    scenarios = []
    units_used: dict[str, dict[str, dict]] = {}
    for p in unique_paths(scenario_paths):
        ms, sc = _scenario_members(str(p), layout, artwork, units_used)
        members += ms
        scenarios.append(sc)
    for ruleset, entries in sorted(units_used.items()):
        doc = {"format": "hexwright.pack-units", "ruleset": ruleset, "units": [entries[k] for k in sorted(entries)]}
        members.append(Member(layout.unique(f"units/{ruleset}.json"), _json_bytes(doc), "units"))
    return members, scenarios


def make_manifest(members: list[Member], title: str, designer: str, notes: str = "") -> dict:
    """The manifest document of ``members``: every path, size, SHA-256, role,
    and the scenario paths in order.  Raises `FormatError` (file
    ``manifest.json``) when it does not satisfy its schema."""
    doc = {"format": FORMAT, "format_version": FORMAT_VERSION, "format_minor": FORMAT_MINOR, "generator": GENERATOR,
           "title": title, "designer": designer}
    if notes:
        doc["notes"] = notes
    doc["scenarios"] = [m.path for m in members if m.role == "scenario"]
    doc["files"] = [{"path": m.path, "size": len(m.data), "sha256": hashlib.sha256(m.data).hexdigest(),
                     "role": m.role} for m in members]
    problems = validate_against(doc, load_schema("pack-manifest", FORMAT_VERSION))
    if problems:
        raise FormatError(MANIFEST, problems)
    return doc


def zip_bytes(manifest: dict, members: list[Member]) -> bytes:
    """The zip of ``manifest`` and ``members``: regular-file modes, fixed
    dates; PNG and PDF members (already compressed) stored; the others
    deflated unless that would compress them more than half of `MAX_RATIO`
    times (then stored, so the pack passes the importer's bomb check)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compresslevel=6) as zf:
        for path, data, role in [(MANIFEST, _json_bytes(manifest), "manifest")] + \
                [(m.path, m.data, m.role) for m in members]:
            info = zipfile.ZipInfo(path, date_time=_ZIP_DATE)
            info.external_attr = (0o100644 << 16)
            if role in _PRECOMPRESSED:
                info.compress_type = zipfile.ZIP_STORED
            else:
                packed = len(zlib.compress(data, 6)) if data else 1
                ratio_ok = len(data) <= packed * (MAX_RATIO // 2)
                info.compress_type = zipfile.ZIP_DEFLATED if ratio_ok else zipfile.ZIP_STORED
            zf.writestr(info, data)
    return buf.getvalue()


def export_pack(scenario_paths: list[str], out: str | os.PathLike, title: str | None = None,
                designer: str | None = None, artwork: Artwork | None = None, notes: str = "") -> dict:
    """Write a pack of ``scenario_paths`` to ``out`` atomically; returns the manifest.

    ``title``/``designer`` default to the first scenario's.  A file given
    more than once is packed once (`unique_paths`).  ``out`` is checked
    first (`check_output`: not a folder, its folder exists).  The finished
    zip is read back with `core.formats.pack_import.read_pack` (every check
    an importer makes) before it is written, so an invalid pack is never
    produced.  Raises `FormatError` naming the bad file and place.
    """
    check_output(out)
    members, scenarios = build_members(scenario_paths, artwork)
    first = scenarios[0]
    manifest = make_manifest(members, title if title is not None else first.title,
                             designer if designer is not None else first.designer, notes)
    data = zip_bytes(manifest, members)
    read_pack_bytes(data, str(out))
    atomic_write_bytes(out, data)
    return manifest
