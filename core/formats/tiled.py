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
import os
import re
import struct
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

from core.errors import FormatError, HexwrightError
from core.formats import mapfile
from core.formats.safe_read import read_file_capped
from core.formats.tiled_json import (
    element_from_tmj,
    is_json_map,
    parse_json,
    tileset_from_tsj,
)
from core.formats.tiled_objects import read_hexwright_objects
from core.i18n import _
from core.model import HexMap
from core.rules.catalogue import load_catalogue
from core.rules.registry import DEFAULT_RULESET, RULESETS

GID_MASK = 0x0FFFFFFF          # the top 4 bits are Tiled's flip/rotation flags
MAX_GID = 0xFFFFFFFF           # a GID is an unsigned 32-bit number, flags included
MAX_TMX_BYTES = 256 * 2**20    # same cap as a Hexwright JSON file (core.formats.jsonio.MAX_BYTES)
MAX_TILESET_BYTES = 16 * 2**20  # a tileset lists tiles and their properties: megabytes at most
MAX_GROUP_DEPTH = 64            # nested <group> layers (Tiled maps use a few)
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
    `core.formats.tiled_objects.read_hexwright_objects`, so export -> import
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
        ruleset = props["ruleset"] if props.get("ruleset") in RULESETS else DEFAULT_RULESET
    cat = load_catalogue(ruleset)
    for gid, terrain in (terrain_map or {}).items():
        if terrain not in cat.terrain:
            raise HexwrightError(_("terrain mapping {gid}={terrain}: {terrain!r} is not a {ruleset} "
                                   "terrain (expected one of {terrain2})").format(
                                     gid=gid, terrain=terrain, ruleset=ruleset,
                                     terrain2=', '.join(cat.terrain)))
    if root.tag != "map":
        raise FormatError(name, [("<map>", _("expected a Tiled <map> document, got <{tag}>").format(tag=root.tag))])
    orientation = root.get("orientation")
    if orientation != "hexagonal":
        raise FormatError(name, [("<map>", _("orientation is {orientation!r}: only hexagonal Tiled maps "
                                             'can be imported (expected orientation="hexagonal")').format(
                                               orientation=orientation))])
    if root.get("infinite") == "1":
        raise FormatError(name, [("<map>", _("infinite Tiled maps cannot be imported: resize the map to a fixed "
                                             "size in Tiled (Map > Map Properties > Infinite off)"))])
    axis, index = root.get("staggeraxis", "y"), root.get("staggerindex", "odd")
    if axis not in AXIS_TO_ORIENTATION or index not in TILED_TO_STAGGER:
        raise FormatError(name, [("<map>", _("staggeraxis={axis!r} staggerindex={index!r}: expected x or "
                                             "y and odd or even").format(axis=axis, index=index))])
    width, height = _int_attr(root, "width", name, "<map>"), _int_attr(root, "height", name, "<map>")
    if width > MAX_SIZE or height > MAX_SIZE:
        raise FormatError(name, [("<map>", _("a {width} x {height} map: expected at most {max_size} x "
                                             "{max_size} hexes (the largest Hexwright map)").format(
                                               width=width, height=height,
                                               max_size=MAX_SIZE))])
    warnings: list[str] = []
    gid_terrain, prop_warnings = _tileset_terrains(root, Path(path), cat, ruleset)
    warnings += prop_warnings
    gid_terrain.update(terrain_map or {})

    grid = [0] * (width * height)
    layers = 0
    extras = False
    for el in _layers(root, name):
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
        raise FormatError(name, [("<map>", _("no tile layer: expected at least one <layer> with terrain tiles"))])

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
        warnings += read_hexwright_objects(root, m, name)
    _check_importable(m, name)
    return m, warnings


def _check_importable(m: HexMap, name: str) -> None:
    """Refuse a map Hexwright would refuse to load (a fortification its
    ruleset does not know, a facing past 5, an elevation out of range...):
    the map is checked by the map file's own loader (`core.formats.mapfile`,
    one source of truth), each problem named by its hex label."""
    try:
        mapfile.map_from_dict(mapfile.map_to_dict(m), file=name)
    except FormatError as e:
        raise FormatError(name, [(_tile_place(p), f"{msg} (the map cannot be imported as it is)")
                                 for p, msg in e.problems]) from None


def _tile_place(json_path: str) -> str:
    """``$.hexes["0304"].fortification.kind`` -> ``hex 0304 fortification.kind``."""
    m = re.match(r'^\$\.hexes\["(\d+)"\]\.?(.*)$', json_path)
    if m:
        return f"hex {m.group(1)}" + (f" {m.group(2)}" if m.group(2) else "")
    return json_path


def parse_terrain_args(items: list[str] | None) -> dict[int, str]:
    """``["2=woods", "5=open"]`` -> ``{2: "woods", 5: "open"}``; raises
    `HexwrightError` for an item that is not ``GID=NAME``."""
    out: dict[int, str] = {}
    for item in items or []:
        gid, sep, terrain = item.partition("=")
        if not sep or not gid.strip().isdigit() or not terrain.strip():
            raise HexwrightError(_("--terrain {item!r}: expected GID=NAME, e.g. 2=woods").format(item=item))
        n = int(gid)
        if not 1 <= n <= GID_MASK:
            raise HexwrightError(_("--terrain {item!r}: tile number {n} is impossible: expected a GID "
                                   "from 1 to {gid_mask} (0 is an empty cell)").format(
                                     item=item, n=n, gid_mask=GID_MASK))
        out[n] = terrain.strip()
    return out


# --- reading helpers ---------------------------------------------------------
def _parse_xml(path: Path, name: str) -> ET.Element:
    raw = read_file_capped(path, MAX_TMX_BYTES, name, "a Tiled map (.tmx or .tmj)")
    if is_json_map(path.name, raw):
        doc = parse_json(raw, name)
        fmt = doc.get("format") if isinstance(doc, dict) else None
        if isinstance(fmt, str) and fmt.startswith("hexwright."):
            raise FormatError(name, _("this is a Hexwright file ({fmt}), not a Tiled map (.tmx XML or "
                                      ".tmj JSON): open it directly, or export it with `hexwright "
                                      "export-tiled`").format(fmt=fmt))
        return element_from_tmj(doc, name)
    return parse_xml_bytes(raw, name)


def parse_xml_bytes(raw: bytes, name: str) -> ET.Element:
    """The root element of the XML document ``raw``; `FormatError` naming
    ``name`` for malformed XML (line and column) or an XML declaration
    naming a text encoding Python does not know (``encoding="x-foo"``)."""
    try:
        return ET.fromstring(raw)
    except ET.ParseError as e:
        line, col = e.position
        raise FormatError(name, [(f"line {line} column {col + 1}", _("malformed XML: {strip_position}").format(
                                                                       strip_position=_strip_position(e.msg)))]) \
            from None
    except (LookupError, ValueError) as e:
        raise FormatError(name, [("line 1", _("the XML declaration names a text encoding that cannot be "
                                              "read ({e}): expected UTF-8 (re-save the map in Tiled)").format(
                                                e=e))]) from None


def _strip_position(msg: str) -> str:
    """expat's message without its own ``: line L, column C`` suffix."""
    return re.sub(r":\s*line \d+, column \d+$", "", str(msg))


def _layers(parent: ET.Element, name: str = "<memory>"):
    """Layers of the map in drawing order, descending into <group> layers
    (but not into tilesets, whose tiles may hold collision object groups).
    Iterative; groups nested more than `MAX_GROUP_DEPTH` deep are refused
    with a `FormatError` naming ``name`` (Tiled itself nests a few deep)."""
    stack = [(iter(parent), 0)]
    while stack:
        children, depth = stack[-1]
        el = next(children, None)
        if el is None:
            stack.pop()
            continue
        if el.tag == "group":
            if depth + 1 > MAX_GROUP_DEPTH:
                raise FormatError(name, [(f"group {el.get('name', '?')!r}", _("groups nested more than "
                                                                              "{max_group_depth} deep: "
                                                                              "expected a few levels of "
                                                                              "group layers").format(
                                                                                max_group_depth=MAX_GROUP_DEPTH))])
            stack.append((iter(el), depth + 1))
        elif el.tag in ("layer", "objectgroup", "imagelayer"):
            yield el


def _int_attr(el: ET.Element, attr: str, name: str, where: str, default: str | None = None, minimum: int = 1) -> int:
    """Attribute ``attr`` of ``el`` as a whole number >= ``minimum``;
    `FormatError` naming ``where`` otherwise."""
    value = el.get(attr, default)
    what = _("a positive whole number") if minimum == 1 else _("a whole number >= {minimum}").format(minimum=minimum)
    try:
        n = int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise FormatError(name, [(where, _("{attr}={value!r}: expected {what}").format(
                                             attr=attr, value=value, what=what))]) from None
    if n < minimum:
        raise FormatError(name, [(where, _("{attr}={n}: expected {what}").format(attr=attr, n=n, what=what))])
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
                raw = read_file_capped(path.parent / source, MAX_TILESET_BYTES, source, "a Tiled tileset")
                ts = (tileset_from_tsj(parse_json(raw, source), source) if is_json_map(source, raw)
                      else parse_xml_bytes(raw, source))
            except FormatError as e:
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
        raise FormatError(name, [(where, _("no <data> element"))])
    if data.find("chunk") is not None:
        raise FormatError(name, [(where, _("chunked (infinite) layer data cannot be imported"))])
    encoding, compression = data.get("encoding"), data.get("compression")
    text = (data.text or "").strip()
    if encoding == "csv":
        if compression:
            raise FormatError(name, [(where, _("compression={compression!r} with CSV: expected none").format(
                                                 compression=compression))])
        if text.count(",") + 1 > width * height + 1:     # Tiled may end the list with a comma
            raise FormatError(name, [(where, _("{value} CSV values or more: expected {width} x {height} "
                                               "= {value2}").format(
                                                 value=text.count(',') + 1, width=width,
                                                 height=height, value2=width * height))])
        try:
            gids = [int(t) for t in text.replace("\n", "").split(",") if t.strip()]
        except ValueError:
            raise FormatError(name, [(where, _("CSV data holds something that is not a whole number"))]) from None
    elif encoding == "base64":
        try:
            raw = base64.b64decode(text, validate=False)
        except (ValueError, TypeError):
            raise FormatError(name, [(where, _("the base64 data is corrupt"))]) from None
        if compression in ("zlib", "gzip"):
            raw = _inflate(raw, compression, 4 * width * height, name, where)
        elif compression:
            raise FormatError(name, [(where, _("unknown compression {compression!r}: expected zlib, gzip "
                                               "or none (re-save the map in Tiled with one of these)").format(
                                                 compression=compression))])
        if len(raw) % 4:
            raise FormatError(name, [(where, _("{n_raw} bytes of tile data: expected 4 bytes per tile").format(
                                                 n_raw=len(raw)))])
        gids = list(struct.unpack(f"<{len(raw) // 4}I", raw))
    elif encoding is None:
        gids = [_int_attr(t, "gid", name, f"{where} <tile> {j + 1}", default="0", minimum=0)
                for j, t in enumerate(data.findall("tile"))]
    else:
        raise FormatError(name, [(where, _("unknown encoding {encoding!r}: expected csv, base64 or XML "
                                           "tiles").format(encoding=encoding))])
    if len(gids) != width * height:
        raise FormatError(name, [(where, _("{n_gids} tiles: expected {width} x {height} = {value}").format(
                                             n_gids=len(gids), width=width, height=height,
                                             value=width * height))])
    bad = next((g for g in gids if not 0 <= g <= MAX_GID), None)
    if bad is not None:
        raise FormatError(name, [(where, _("tile GID {bad}: expected a whole number from 0 to {max_gid}").format(
                                             bad=bad, max_gid=MAX_GID))])
    return [g & GID_MASK for g in gids]


def _inflate(raw: bytes, compression: str, cap: int, name: str, where: str) -> bytes:
    """``raw`` decompressed (``zlib`` or ``gzip``), producing at most
    ``cap`` + 1 bytes: data that inflates past ``cap`` (4 bytes per tile
    of the declared width x height) is refused at once, so a small file
    never takes much memory.  `FormatError` for corrupt or oversized data."""
    d = zlib.decompressobj(zlib.MAX_WBITS | (16 if compression == "gzip" else 0))
    try:
        out = d.decompress(raw, cap + 1)
    except zlib.error:
        raise FormatError(name, [(where, _("the {compression} data is corrupt").format(
                                             compression=compression))]) from None
    if len(out) > cap:
        raise FormatError(name, [(where, _("the {compression} data inflates past {cap} bytes: expected 4 "
                                           "bytes per tile of the declared map size ({value} tiles)").format(
                                             compression=compression, cap=cap,
                                             value=cap // 4))])
    if not d.eof:
        raise FormatError(name, [(where, _("the {compression} data is corrupt (it ends early)").format(
                                             compression=compression))])
    return out
