"""Export a `HexMap` as a Tiled hexagonal map (``.tmx``, or Tiled JSON
``.tmj`` when the output path ends so: the same map through
`core.formats.tiled_json`), and read back the Hexwright extras from such a
file.

What is written (Tiled 1.10 TMX, readable by `core.formats.tiled.import_tiled`):

* ``<map orientation="hexagonal">`` of ``cols`` x ``rows`` tiles;
  ``staggeraxis`` ``x`` for flat-topped hexes, ``y`` for pointy ones;
  ``staggerindex`` from `core.formats.tiled.STAGGER_TO_TILED` -- Tiled
  ``odd`` is our ``"even"`` (both shift the 2nd, 4th... column/row).
  Tiles are 30 x 26 px (flat) or 26 x 30 px (pointy), hex side 15 px.
* One embedded tileset generated from the ruleset's terrain catalogue:
  one tile per terrain, in catalogue order, each with a ``terrain`` string
  property (the importer maps tiles by it), and a tileset image
  ``<OUT>.tiles.png`` written beside the map (each tile a hex of the
  terrain's catalogue colour) so Tiled shows the map.
* Tile layer ``terrain``: every hex's terrain as CSV.
* Object layer ``hexes``: one point object per hex with elevation, a
  fortification or road/trail flags, named by its label, with custom
  properties ``label``, ``elevation`` (int), ``fortification``,
  ``facing`` (int), ``road``/``trail`` (bool).
* Object layer ``hexsides``: one polyline object along each hexside with
  features, with properties ``hexes`` (``"0304 0305"``) and ``features``
  (comma-separated, sorted).
* Map properties ``name``, ``ruleset``, ``default_terrain``, ``notes``.

`apply_hexwright_objects` reads those object layers back onto a map that
`import_tiled` produced (`core.formats.tiled_objects`, which the importer
uses too), so export -> import is lossless for Hexwright's
own files (Tiled itself keeps unknown properties untouched).
"""
from __future__ import annotations

import json
import math
import os
import struct
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

from core.errors import FormatError
from core.formats.atomic import IS_A_FOLDER, atomic_write_files, target_problem
from core.formats.tiled import ORIENTATION_TO_AXIS, STAGGER_TO_TILED, _parse_xml
from core.formats.tiled_json import JSON_SUFFIXES, tmj_from_element
from core.formats.tiled_objects import read_hexwright_objects
from core.i18n import _
from core.model import HEX_FLAGS, HexMap
from core.rules.catalogue import load_catalogue

SIDE = 15          # hexsidelength in px
LONG = 2 * SIDE    # corner to corner
SHORT = 26         # flat to flat, round(sqrt(3) * 15)


def _tile_size(orientation: str) -> tuple[int, int]:
    return (LONG, SHORT) if orientation == "flat" else (SHORT, LONG)


def tile_center(hexmap: HexMap, col: int, row: int) -> tuple[float, float]:
    """Pixel centre of Tiled cell ``(col, row)`` as Tiled's hexagonal
    renderer places it (``tileToScreen`` + half a tile)."""
    tw, th = _tile_size(hexmap.orientation)
    stagger_even = STAGGER_TO_TILED[hexmap.stagger] == "even"
    if hexmap.orientation == "flat":       # staggeraxis x
        column_w = (tw - SIDE) / 2 + SIDE
        row_h = th / 2
        x = col * column_w
        y = row * th + (row_h if (col & 1) ^ stagger_even else 0)
    else:                                  # staggeraxis y
        column_w = tw / 2
        row_h = (th - SIDE) / 2 + SIDE
        x = col * tw + (column_w if (row & 1) ^ stagger_even else 0)
        y = row * row_h
    return x + tw / 2, y + th / 2


def _png(width: int, height: int, rows: list[bytes]) -> bytes:
    """A minimal RGBA PNG (pure Python)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def tileset_png(orientation: str, colours: list[str]) -> bytes:
    """The tileset image: one hex per colour (``#rrggbb``), side by side."""
    tw, th = _tile_size(orientation)
    r = SIDE
    rows = []
    for py in range(th):
        row = bytearray()
        for i, colour in enumerate(colours):
            rgb = bytes.fromhex(colour.lstrip("#")[:6]) if len(colour.lstrip("#")) >= 6 else b"\xff\x00\xff"
            for px in range(tw):
                dx, dy = abs(px + 0.5 - tw / 2), abs(py + 0.5 - th / 2)
                if orientation == "pointy":
                    dx, dy = dy, dx
                inside = dy <= math.sqrt(3) / 2 * r + 0.01 and math.sqrt(3) * dx + dy <= math.sqrt(3) * r + 0.01
                row += (rgb + b"\xff") if inside else b"\x00\x00\x00\x00"
        rows.append(bytes(row))
    return _png(tw * len(colours), th, rows)


def _props(parent: ET.Element, items: list[tuple[str, str, object]]) -> None:
    props = ET.SubElement(parent, "properties")
    for name, kind, value in items:
        attrs = {"name": name}
        if kind != "string":
            attrs["type"] = kind
        attrs["value"] = ("true" if value else "false") if kind == "bool" else str(value)
        ET.SubElement(props, "property", attrs)


def tileset_path(path: str | os.PathLike) -> Path:
    """The tileset image written beside the Tiled map ``path``: ``OUT.tiles.png``."""
    out = Path(path)
    return out.with_name(out.stem + ".tiles.png")


def check_output(path: str | os.PathLike) -> None:
    """`FormatError` naming ``path`` when it cannot be the Tiled map to
    write: a folder, a name in a missing folder, or a name whose tileset
    image (`tileset_path`) would be a folder."""
    problem = target_problem(path)
    if problem:
        raise FormatError(str(path), _("the Tiled map {problem}").format(problem=problem)
                          + (_("; give a .tmx file name") if problem == IS_A_FOLDER() else ""))
    if target_problem(tileset_path(path)):
        raise FormatError(str(path), _("its tileset image {tileset_path} would replace a folder; give "
                                       "another .tmx file name").format(tileset_path=tileset_path(path)))


def export_tiled(hexmap: HexMap, path: str | os.PathLike) -> list[Path]:
    """Write ``hexmap`` as a Tiled map at ``path`` and its tileset image
    beside it (see the module doc); returns both paths.

    ``path`` is checked before anything is built (`check_output`); both
    files are then staged and renamed into place together
    (`core.formats.atomic.atomic_write_files`), so a failure leaves no stray
    file.  Raises `FormatError` naming ``path`` when it is a folder or its
    folder is missing, or the file that cannot be written."""
    check_output(path)
    out = Path(path)
    m = hexmap
    cat = load_catalogue(m.ruleset)
    names = list(cat.terrain)
    gid = {t: i + 1 for i, t in enumerate(names)}
    tw, th = _tile_size(m.orientation)
    image = tileset_path(out)
    root = ET.Element("map", {
        "version": "1.10", "tiledversion": "1.10.2", "orientation": "hexagonal", "renderorder": "right-down",
        "width": str(m.cols), "height": str(m.rows), "tilewidth": str(tw), "tileheight": str(th),
        "hexsidelength": str(SIDE), "staggeraxis": ORIENTATION_TO_AXIS[m.orientation],
        "staggerindex": STAGGER_TO_TILED[m.stagger], "infinite": "0", "nextlayerid": "4", "nextobjectid": "1"})
    _props(root, [("name", "string", m.name), ("ruleset", "string", m.ruleset),
                  ("default_terrain", "string", m.default_terrain), ("notes", "string", m.notes)])
    ts = ET.SubElement(root, "tileset", {"firstgid": "1", "name": f"{m.ruleset} terrain", "tilewidth": str(tw),
                                         "tileheight": str(th), "tilecount": str(len(names)),
                                         "columns": str(len(names))})
    ET.SubElement(ts, "image", {"source": image.name, "width": str(tw * len(names)), "height": str(th)})
    for i, t in enumerate(names):
        tile = ET.SubElement(ts, "tile", {"id": str(i)})
        _props(tile, [("terrain", "string", t)])
    layer = ET.SubElement(root, "layer", {"id": "1", "name": "terrain", "width": str(m.cols),
                                          "height": str(m.rows)})
    data = ET.SubElement(layer, "data", {"encoding": "csv"})
    lines = []
    fo = m.layout.from_offset
    for r in range(m.rows):
        lines.append(",".join(str(gid.get(m.terrain.get(fo(c, r), m.default_terrain), 0)) for c in range(m.cols)))
    data.text = "\n" + ",\n".join(lines) + "\n"
    next_id = 1
    hexes = ET.SubElement(root, "objectgroup", {"id": "2", "name": "hexes"})
    cells = sorted(set(m.elevation) | set(m.fortifications) | set(m.flags), key=lambda h: m.layout.to_offset(h))
    for h in cells:
        if not m.contains(h):
            continue
        props: list[tuple[str, str, object]] = [("label", "string", m.label(h))]
        if m.elevation.get(h):
            props.append(("elevation", "int", int(m.elevation[h])))
        f = m.fortifications.get(h)
        if f is not None:
            props.append(("fortification", "string", f.kind))
            if f.facing is not None:
                props.append(("facing", "int", int(f.facing)))
        for flag in HEX_FLAGS:
            if flag in m.flags.get(h, ()):
                props.append((flag, "bool", True))
        if len(props) == 1:
            continue
        x, y = tile_center(m, *m.layout.to_offset(h))
        obj = ET.SubElement(hexes, "object", {"id": str(next_id), "name": m.label(h), "x": f"{x:g}", "y": f"{y:g}"})
        next_id += 1
        _props(obj, props)
        ET.SubElement(obj, "point")
    sides = ET.SubElement(root, "objectgroup", {"id": "3", "name": "hexsides"})
    entries = []
    for side, feats in m.hexsides.items():
        if feats and m.contains(side.a) and m.contains(side.b):
            entries.append((sorted((m.label(side.a), m.label(side.b))), side, sorted(feats)))
    for labels, side, feat_names in sorted(entries, key=lambda e: e[0]):
        ax, ay = tile_center(m, *m.layout.to_offset(side.a))
        bx, by = tile_center(m, *m.layout.to_offset(side.b))
        mx, my = (ax + bx) / 2, (ay + by) / 2
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        half = length / (2 * math.sqrt(3))
        obj = ET.SubElement(sides, "object", {"id": str(next_id), "name": "-".join(labels), "x": f"{mx:.2f}",
                                              "y": f"{my:.2f}"})
        next_id += 1
        _props(obj, [("hexes", "string", " ".join(labels)), ("features", "string", ",".join(feat_names))])
        ET.SubElement(obj, "polyline", {"points": f"{-nx * half:.2f},{-ny * half:.2f} {nx * half:.2f},{ny * half:.2f}"})
    root.set("nextobjectid", str(next_id))
    png = tileset_png(m.orientation, [cat.terrain[t].get("color", "#ff00ff") for t in names])
    if out.suffix.lower() in JSON_SUFFIXES:
        body = (json.dumps(tmj_from_element(root), indent=1, ensure_ascii=False) + "\n").encode("utf-8")
    else:
        ET.indent(root, space=" ")
        text = ET.tostring(root, encoding="unicode", xml_declaration=False)
        body = ('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n").encode("utf-8")
    atomic_write_files([(image, png), (out, body)])
    return [out, image]


def apply_hexwright_objects(path: str | os.PathLike | ET.Element, hexmap: HexMap, name: str | None = None) -> list[str]:
    """Read the ``hexes`` and ``hexsides`` object layers that `export_tiled`
    writes from the Tiled map at ``path`` onto ``hexmap`` (as returned by
    `import_tiled` for the same file): elevation, fortifications, road and
    trail flags, hexside features.  Returns warnings for objects that name
    hexes off the map or unknown features (they are skipped).  Raises
    `FormatError` for an unreadable file.  ``path`` may be the map's root
    element already read (then ``name`` names it in messages)."""
    if isinstance(path, ET.Element):
        root, name = path, name or "<memory>"
    else:
        name = str(path)
        root = _parse_xml(Path(path), name)
    return read_hexwright_objects(root, hexmap, name)
