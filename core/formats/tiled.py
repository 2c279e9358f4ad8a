"""Tiled hexagonal maps (``.tmx``, and ``.tmj`` JSON through
`core.formats.tiled_json`): import (export: `core.formats.tiled_export`).

Tiled stores a hex map as ``<map orientation="hexagonal" width= height=
staggeraxis= staggerindex=>`` with tile layers whose cells hold tile GIDs.

Geometry mapping (checked against Tiled's HexagonalRenderer and the
fixtures in ../shared/fixtures/tiled):

* ``staggeraxis="x"``: columns are staggered, flat-topped hexes -> our
  ``orientation="flat"``; ``staggeraxis="y"``: rows are staggered,
  pointy-topped hexes -> ``"pointy"``.
* Tiled shifts the column/row of 0-based index ``i`` (down for x, right for
  y) when ``(i & 1) ^ staggerEven``: ``staggerindex="odd"`` shifts the odd
  0-based indices 1, 3, 5..., which are the EVEN 1-based columns/rows 2, 4,
  6...  Our ``stagger="even"`` shifts exactly those (see `core.hexgrid`).
  So Tiled ``odd`` == our ``"even"`` and Tiled ``even`` == our ``"odd"``
  (`TILED_TO_STAGGER`, `STAGGER_TO_TILED` for export).
* The cell at Tiled ``(x, y)`` (0-based, data index ``y * width + x``) is
  our offset ``(col=x, row=y)``, label ``CCRR`` = ``x+1``, ``y+1``.

Terrain: a GID (flip/rotation flags in the top 4 bits masked off) maps to a
terrain by the caller's ``terrain_map`` first, else by the tile's
``terrain`` property in its tileset; GID 0 (empty) gets the default
terrain; GIDs with no mapping get the default terrain and ONE warning
listing them.  Later tile layers override earlier ones where non-empty.
"""
from __future__ import annotations

import base64
import gzip
import os
import re
import struct
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

from core.errors import FormatError, HexwrightError
from core.formats.tiled_json import element_from_tmj, is_json_map, parse_json, tileset_from_tsj
from core.model import HexMap
from core.rules.catalogue import load_catalogue

GID_MASK = 0x0FFFFFFF          # the top 4 bits are Tiled's flip/rotation flags
MAX_GID = 0xFFFFFFFF           # a GID is an unsigned 32-bit number, flags included
MAX_SIZE = 999                 # columns/rows of the largest Hexwright map (schemas/map-1.json)
TILED_TO_STAGGER = {"odd": "even", "even": "odd"}
STAGGER_TO_TILED = {v: k for k, v in TILED_TO_STAGGER.items()}
AXIS_TO_ORIENTATION = {"x": "flat", "y": "pointy"}
HEXWRIGHT_OBJECT_LAYERS = ("hexes", "hexsides")   # written by core.formats.tiled_export
ORIENTATION_TO_AXIS = {v: k for k, v in AXIS_TO_ORIENTATION.items()}


def import_tiled(path: str | os.PathLike, ruleset: str | None = None,
                 terrain_map: dict[int, str] | None = None) -> tuple[HexMap, list[str]]:
    """Read a Tiled hexagonal ``.tmx`` map into a `HexMap` of ``ruleset``.

    ``ruleset`` None means the map's ``ruleset`` property (written by
    `core.formats.tiled_export.export_tiled`), else ``"coh"``.
    ``terrain_map`` maps tile GIDs (without flag bits) to terrain names of
    the ruleset and wins over tile ``terrain`` properties.  Returns the map
    and a list of warnings (unmapped GIDs, ignored layers...).

    A map that Hexwright exported keeps everything: its ``default_terrain``
    and ``notes`` map properties are used when present, and its ``hexes``
    and ``hexsides`` object layers (elevation, fortifications, road/trail
    flags, hexside features) are read back with
    `core.formats.tiled_export.apply_hexwright_objects`, so export -> import
    gives an equal map.

    Raises `FormatError` naming the file (and layer) for: an unreadable
    file, malformed XML, a map that is not hexagonal, an infinite map, an
    unknown encoding or compression, corrupt or wrong-length layer data.
    Raises `HexwrightError` for an unknown ruleset or a ``terrain_map``
    naming a terrain the ruleset does not have.
    """
    name = str(path)
    root = _parse_xml(Path(path), name)
    props = _map_props(root)
    if ruleset is None:
        ruleset = props.get("ruleset") if props.get("ruleset") in ("coh", "tng", "fow") else "coh"
    cat = load_catalogue(ruleset)
    for gid, terrain in (terrain_map or {}).items():
        if terrain not in cat.terrain:
            raise HexwrightError(f"terrain mapping {gid}={terrain}: {terrain!r} is not a {ruleset} terrain "
                                 f"(expected one of {', '.join(cat.terrain)})")
    if root.tag != "map":
        raise FormatError(name, [("<map>", f"expected a Tiled <map> document, got <{root.tag}>")])
    orientation = root.get("orientation")
    if orientation != "hexagonal":
        raise FormatError(name, [("<map>", f"orientation is {orientation!r}: only hexagonal Tiled maps can be "
                                           "imported (expected orientation=\"hexagonal\")")])
    if root.get("infinite") == "1":
        raise FormatError(name, [("<map>", "infinite Tiled maps cannot be imported: resize the map to a fixed "
                                           "size in Tiled (Map > Map Properties > Infinite off)")])
    axis, index = root.get("staggeraxis", "y"), root.get("staggerindex", "odd")
    if axis not in AXIS_TO_ORIENTATION or index not in TILED_TO_STAGGER:
        raise FormatError(name, [("<map>", f"staggeraxis={axis!r} staggerindex={index!r}: expected x or y and "
                                           "odd or even")])
    width, height = _int_attr(root, "width", name, "<map>"), _int_attr(root, "height", name, "<map>")
    if width > MAX_SIZE or height > MAX_SIZE:
        raise FormatError(name, [("<map>", f"a {width} x {height} map: expected at most {MAX_SIZE} x {MAX_SIZE} hexes "
                                           "(the largest Hexwright map)")])
    warnings: list[str] = []
    gid_terrain, prop_warnings = _tileset_terrains(root, Path(path), cat, ruleset)
    warnings += prop_warnings
    gid_terrain.update(terrain_map or {})

    grid = [0] * (width * height)
    layers = 0
    extras = False
    for el in _layers(root):
        if el.tag == "layer":
            layers += 1
            cells = _layer_gids(el, width, height, name)
            for i, g in enumerate(cells):
                if g:
                    grid[i] = g
        elif el.tag == "objectgroup" and el.get("name") in HEXWRIGHT_OBJECT_LAYERS:
            extras = True
        elif el.tag in ("objectgroup", "imagelayer"):
            warnings.append(f"{el.tag} {el.get('name', '')!r} ignored: only tile layers carry terrain")
    if not layers:
        raise FormatError(name, [("<map>", "no tile layer: expected at least one <layer> with terrain tiles")])

    default = props["default_terrain"] if props.get("default_terrain") in cat.terrain else cat.default_terrain
    notes = props["notes"] if "notes" in props else f"Imported from Tiled map {Path(path).name}."
    m = HexMap(width, height, ruleset, AXIS_TO_ORIENTATION[axis], TILED_TO_STAGGER[index], default,
               name=_map_name(root, Path(path)), notes=notes)
    unmapped: dict[int, int] = {}
    for i, g in enumerate(grid):
        if not g:
            continue
        t = gid_terrain.get(g)
        if t is None:
            unmapped[g] = unmapped.get(g, 0) + 1
            continue
        if t != m.default_terrain:
            m.terrain[m.layout.from_offset(i % width, i // width)] = t
    if unmapped:
        gids = ", ".join(str(g) for g in sorted(unmapped))
        warnings.append(f"{name}: {len(unmapped)} tile GID{'s' if len(unmapped) > 1 else ''} with no terrain "
                        f"({gids}) on {sum(unmapped.values())} hexes: those hexes got the default terrain "
                        f"{m.default_terrain!r}; map them with --terrain GID=NAME or a 'terrain' tile property")
    if extras:
        from core.formats.tiled_export import apply_hexwright_objects   # it imports this module
        warnings += apply_hexwright_objects(path, m)
    return m, warnings


def parse_terrain_args(items: list[str] | None) -> dict[int, str]:
    """``["2=woods", "5=open"]`` -> ``{2: "woods", 5: "open"}``; raises
    `HexwrightError` for an item that is not ``GID=NAME``."""
    out: dict[int, str] = {}
    for item in items or []:
        gid, sep, terrain = item.partition("=")
        if not sep or not gid.strip().isdigit() or not terrain.strip():
            raise HexwrightError(f"--terrain {item!r}: expected GID=NAME, e.g. 2=woods")
        out[int(gid)] = terrain.strip()
    return out


# --- reading helpers ---------------------------------------------------------
def _parse_xml(path: Path, name: str) -> ET.Element:
    from core.formats.jsonio import MAX_BYTES
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise FormatError(name, "no such file") from None
    except IsADirectoryError:
        raise FormatError(name, "this is a folder, not a file") from None
    except OSError as e:
        raise FormatError(name, f"cannot read the file: {e.strerror or e}") from None
    if len(raw) > MAX_BYTES:
        raise FormatError(name, f"the file is larger than {MAX_BYTES // 2**20} MiB: expected a Tiled .tmx map")
    if is_json_map(path.name, raw):
        return element_from_tmj(parse_json(raw, name), name)
    try:
        return ET.fromstring(raw)
    except ET.ParseError as e:
        line, col = e.position
        raise FormatError(name, [(f"line {line} column {col + 1}", f"malformed XML: {_strip_position(e.msg)}")]) \
            from None


def _strip_position(msg: str) -> str:
    """expat's message without its own ``: line L, column C`` suffix."""
    return re.sub(r":\s*line \d+, column \d+$", "", str(msg))


def _layers(parent: ET.Element):
    """Layers of the map in drawing order, descending into <group> layers
    (but not into tilesets, whose tiles may hold collision object groups)."""
    for el in parent:
        if el.tag == "group":
            yield from _layers(el)
        elif el.tag in ("layer", "objectgroup", "imagelayer"):
            yield el


def _int_attr(el: ET.Element, attr: str, name: str, where: str, default: str | None = None, minimum: int = 1) -> int:
    """Attribute ``attr`` of ``el`` as a whole number >= ``minimum``;
    `FormatError` naming ``where`` otherwise."""
    value = el.get(attr, default)
    what = "a positive whole number" if minimum == 1 else f"a whole number >= {minimum}"
    try:
        n = int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise FormatError(name, [(where, f"{attr}={value!r}: expected {what}")]) from None
    if n < minimum:
        raise FormatError(name, [(where, f"{attr}={n}: expected {what}")])
    return n


def _map_props(root: ET.Element) -> dict[str, str]:
    """The map's own custom properties, name -> value (text for multi-line strings)."""
    return {p.get("name", ""): p.get("value", p.text or "") for p in root.findall("properties/property")}


def _map_name(root: ET.Element, path: Path) -> str:
    for prop in root.findall("properties/property"):
        if prop.get("name") == "name" and prop.get("value"):
            return prop.get("value", "")
    return path.stem


def _tileset_terrains(root: ET.Element, path: Path, cat, ruleset: str) -> tuple[dict[int, str], list[str]]:
    """GID -> terrain from ``terrain`` tile properties of every tileset
    (embedded or external ``.tsx`` beside the map), plus warnings."""
    out: dict[int, str] = {}
    warnings: list[str] = []
    for i, ts in enumerate(root.findall("tileset")):
        first = _int_attr(ts, "firstgid", str(path), f"tileset {ts.get('name', i + 1)!r}", default="1")
        source = ts.get("source")
        if source:
            try:
                if not (path.parent / source).is_file():
                    raise OSError(f"{source} is not a file")
                raw = (path.parent / source).read_bytes()
                ts = (tileset_from_tsj(parse_json(raw, source), source) if is_json_map(source, raw)
                      else ET.fromstring(raw))
            except (OSError, ET.ParseError, FormatError) as e:
                warnings.append(f"external tileset {source!r} could not be read ({e}): its tile properties are "
                                "not used")
                continue
        for tile in ts.findall("tile"):
            for prop in tile.findall("properties/property"):
                if prop.get("name") != "terrain":
                    continue
                value = prop.get("value") or (prop.text or "").strip()
                gid = first + _int_attr(tile, "id", str(path), f"tileset {source or ts.get('name', i + 1)!r} <tile>",
                                        default="0", minimum=0)
                if value in cat.terrain:
                    out[gid] = value
                else:
                    warnings.append(f"tile GID {gid} has terrain property {value!r}, not a {ruleset} terrain: "
                                    "ignored")
    return out, warnings


def _layer_gids(layer: ET.Element, width: int, height: int, name: str) -> list[int]:
    """The GIDs of a tile layer (flags masked off), row by row."""
    where = f"layer {layer.get('name', '?')!r}"
    data = layer.find("data")
    if data is None:
        raise FormatError(name, [(where, "no <data> element")])
    if data.find("chunk") is not None:
        raise FormatError(name, [(where, "chunked (infinite) layer data cannot be imported")])
    encoding, compression = data.get("encoding"), data.get("compression")
    text = (data.text or "").strip()
    if encoding == "csv":
        if compression:
            raise FormatError(name, [(where, f"compression={compression!r} with CSV: expected none")])
        try:
            gids = [int(t) for t in text.replace("\n", "").split(",") if t.strip()]
        except ValueError:
            raise FormatError(name, [(where, "CSV data holds something that is not a whole number")]) from None
    elif encoding == "base64":
        try:
            raw = base64.b64decode(text, validate=False)
        except (ValueError, TypeError):
            raise FormatError(name, [(where, "the base64 data is corrupt")]) from None
        try:
            if compression == "zlib":
                raw = zlib.decompress(raw)
            elif compression == "gzip":
                raw = gzip.decompress(raw)
            elif compression:
                raise FormatError(name, [(where, f"unknown compression {compression!r}: expected zlib, gzip or none "
                                                 "(re-save the map in Tiled with one of these)")])
        except (zlib.error, OSError, EOFError):
            raise FormatError(name, [(where, f"the {compression} data is corrupt")]) from None
        if len(raw) % 4:
            raise FormatError(name, [(where, f"{len(raw)} bytes of tile data: expected 4 bytes per tile")])
        gids = list(struct.unpack(f"<{len(raw) // 4}I", raw))
    elif encoding is None:
        gids = [_int_attr(t, "gid", name, f"{where} <tile> {j + 1}", default="0", minimum=0)
                for j, t in enumerate(data.findall("tile"))]
    else:
        raise FormatError(name, [(where, f"unknown encoding {encoding!r}: expected csv, base64 or XML tiles")])
    if len(gids) != width * height:
        raise FormatError(name, [(where, f"{len(gids)} tiles: expected {width} x {height} = {width * height}")])
    bad = next((g for g in gids if not 0 <= g <= MAX_GID), None)
    if bad is not None:
        raise FormatError(name, [(where, f"tile GID {bad}: expected a whole number from 0 to {MAX_GID}")])
    return [g & GID_MASK for g in gids]
