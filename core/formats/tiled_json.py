"""Tiled JSON maps (``.tmj``, and external ``.tsj`` tilesets) as the same
element tree as a ``.tmx``: one model of a Tiled map, two spellings.

`core.formats.tiled` reads a Tiled map as an `xml.etree.ElementTree`
element; this module turns a Tiled JSON document into that element
(`element_from_tmj`) and back (`tmj_from_element`), following Tiled's
JSON map format (doc.mapeditor.org, "JSON Map Format", Tiled 1.8-1.10):

* map keys ``width``, ``height``, ``tilewidth``, ``tileheight``,
  ``hexsidelength``, ``orientation``, ``staggeraxis``, ``staggerindex``,
  ``infinite`` (bool), ``properties`` (list of ``{name, type, value}``),
  ``tilesets`` (embedded, with ``tiles: [{id, properties}]``, or
  ``{firstgid, source}``), ``layers``;
* a layer's ``type`` is ``tilelayer`` (``data`` a list of GIDs, or a base64
  string with ``encoding``/``compression``), ``objectgroup`` (``objects``
  with ``x``, ``y``, ``point``, ``polyline`` and ``properties``),
  ``imagelayer`` or ``group`` (``layers`` inside).

Attribute values become strings as TMX spells them (bools ``"1"``/``"0"``
on the map, ``"true"``/``"false"`` in properties), so every check of the
TMX reader applies unchanged.  Shapes that are wrong for JSON (a layer
that is not an object, ``data`` that is neither a list nor a string)
raise `FormatError` naming the file and the JSON path.
"""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

from core.errors import FormatError
from core.i18n import _

JSON_SUFFIXES = (".tmj", ".tsj", ".json")
MAX_DEPTH = 64                     # nested group layers accepted (Tiled itself nests far less)

_MAP_ATTRS = ("version", "tiledversion", "orientation", "renderorder", "width", "height", "tilewidth",
              "tileheight", "hexsidelength", "staggeraxis", "staggerindex", "infinite", "nextlayerid",
              "nextobjectid")
_INT_ATTRS = {"width", "height", "tilewidth", "tileheight", "hexsidelength", "nextlayerid", "nextobjectid",
              "firstgid", "tilecount", "columns", "id", "imagewidth", "imageheight", "margin", "spacing"}
_TILESET_ATTRS = ("firstgid", "source", "name", "tilewidth", "tileheight", "tilecount", "columns", "margin",
                  "spacing")
_LAYER_TAGS = {"tilelayer": "layer", "objectgroup": "objectgroup", "imagelayer": "imagelayer", "group": "group"}
_TAG_TYPES = {v: k for k, v in _LAYER_TAGS.items()}


def is_json_map(path_name: str, raw: bytes) -> bool:
    """Whether a Tiled file is JSON: its suffix is ``.tmj``/``.tsj``/``.json``
    or its first non-blank byte is ``{``."""
    if path_name.lower().endswith(JSON_SUFFIXES):
        return True
    return raw.lstrip()[:1] == b"{"


def parse_json(raw: bytes, name: str) -> Any:
    """The JSON document in ``raw``; `FormatError` naming file, line and
    column for malformed JSON or text that is not UTF-8."""
    try:
        return json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise FormatError(name, _("the file is not UTF-8 text: expected a Tiled JSON map")) from None
    except json.JSONDecodeError as e:
        raise FormatError(name, [(f"line {e.lineno} column {e.colno}", _("malformed JSON: {msg}").format(
                                                                           msg=e.msg))]) from None
    except RecursionError:
        raise FormatError(name, _("the JSON nests too deeply: expected a Tiled JSON map")) from None


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _obj(value: Any, name: str, where: str) -> dict:
    if not isinstance(value, dict):
        raise FormatError(name, [(where, _("expected an object, got {type}").format(type=type(value).__name__))])
    return value


def _list(value: Any, name: str, where: str) -> list:
    if not isinstance(value, list):
        raise FormatError(name, [(where, _("expected a list, got {type}").format(type=type(value).__name__))])
    return value


def _properties(parent: ET.Element, props: Any, name: str, where: str) -> None:
    if props is None:
        return
    el = ET.SubElement(parent, "properties")
    for i, p in enumerate(_list(props, name, where)):
        p = _obj(p, name, f"{where}[{i}]")
        attrs = {"name": _text(p.get("name", ""))}
        if p.get("type") not in (None, "string"):
            attrs["type"] = _text(p["type"])
        value = p.get("value", "")
        if isinstance(value, (dict, list)):
            raise FormatError(name, [(f"{where}[{i}].value", _("expected a string, number or bool"))])
        attrs["value"] = _text(value)
        ET.SubElement(el, "property", attrs)


def tileset_from_tsj(doc: Any, name: str, where: str = "$") -> ET.Element:
    """A Tiled JSON tileset object (embedded or an external ``.tsj``) as a
    ``<tileset>`` element with its ``<tile>`` properties and image."""
    ts = _obj(doc, name, where)
    el = ET.Element("tileset", {k: _text(ts[k]) for k in _TILESET_ATTRS if k in ts})
    if "image" in ts:
        ET.SubElement(el, "image", {"source": _text(ts["image"]), "width": _text(ts.get("imagewidth", 0)),
                                    "height": _text(ts.get("imageheight", 0))})
    _properties(el, ts.get("properties"), name, f"{where}.properties")
    for i, tile in enumerate(_list(ts.get("tiles", []), name, f"{where}.tiles")):
        tile = _obj(tile, name, f"{where}.tiles[{i}]")
        t = ET.SubElement(el, "tile", {"id": _text(tile.get("id", 0))})
        _properties(t, tile.get("properties"), name, f"{where}.tiles[{i}].properties")
    return el


def _layer(parent: ET.Element, layer: Any, name: str, where: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise FormatError(name, [(where, _("group layers nested more than {max_depth} deep").format(
                                             max_depth=MAX_DEPTH))])
    layer = _obj(layer, name, where)
    kind = layer.get("type")
    tag = _LAYER_TAGS.get(kind) if isinstance(kind, str) else None
    if tag is None:
        raise FormatError(name, [(f"{where}.type", _("{kind!r}: expected tilelayer, objectgroup, "
                                                     "imagelayer or group").format(kind=kind))])
    attrs = {k: _text(layer[k]) for k in ("id", "name", "width", "height") if k in layer}
    el = ET.SubElement(parent, tag, attrs)
    _properties(el, layer.get("properties"), name, f"{where}.properties")
    if tag == "layer":
        data = ET.SubElement(el, "data")
        if "chunks" in layer:
            ET.SubElement(data, "chunk")
            return
        raw = layer.get("data")
        if isinstance(raw, list):
            data.set("encoding", "csv")
            if not all(isinstance(g, int) and not isinstance(g, bool) for g in raw):
                raise FormatError(name, [(f"{where}.data", _("expected a list of whole-number tile GIDs"))])
            data.text = ",".join(str(g) for g in raw)
        elif isinstance(raw, str):
            data.set("encoding", _text(layer.get("encoding", "base64")))
            if layer.get("compression"):
                data.set("compression", _text(layer["compression"]))
            data.text = raw
        else:
            raise FormatError(name, [(f"{where}.data", _("expected a list of tile GIDs or a base64 string"))])
    elif tag == "objectgroup":
        for i, obj in enumerate(_list(layer.get("objects", []), name, f"{where}.objects")):
            obj = _obj(obj, name, f"{where}.objects[{i}]")
            o = ET.SubElement(el, "object", {k: _text(obj[k]) for k in ("id", "name", "x", "y") if k in obj})
            _properties(o, obj.get("properties"), name, f"{where}.objects[{i}].properties")
            if obj.get("point"):
                ET.SubElement(o, "point")
            if "polyline" in obj:
                pts = _list(obj["polyline"], name, f"{where}.objects[{i}].polyline")
                ET.SubElement(o, "polyline", {"points": " ".join(
                    f"{_text(_obj(p, name, f'{where}.objects[{i}].polyline').get('x', 0))},"
                    f"{_text(p.get('y', 0))}" for p in pts)})
    elif tag == "group":
        for i, sub in enumerate(_list(layer.get("layers", []), name, f"{where}.layers")):
            _layer(el, sub, name, f"{where}.layers[{i}]", depth + 1)


def element_from_tmj(doc: Any, name: str) -> ET.Element:
    """A Tiled JSON map document as the ``<map>`` element a ``.tmx`` of
    the same map parses to (see the module doc).  `FormatError` naming
    ``name`` and the JSON path for a document of the wrong shape."""
    m = _obj(doc, name, "$")
    if m.get("type", "map") != "map":
        raise FormatError(name, [("$.type", _('{type!r}: expected a Tiled map ("map")').format(type=m.get('type')))])
    attrs = {}
    for k in _MAP_ATTRS:
        if k in m:
            attrs[k] = ("1" if m[k] else "0") if k == "infinite" and isinstance(m[k], bool) else _text(m[k])
    root = ET.Element("map", attrs)
    _properties(root, m.get("properties"), name, "$.properties")
    for i, ts in enumerate(_list(m.get("tilesets", []), name, "$.tilesets")):
        root.append(tileset_from_tsj(ts, name, f"$.tilesets[{i}]"))
    for i, layer in enumerate(_list(m.get("layers", []), name, "$.layers")):
        _layer(root, layer, name, f"$.layers[{i}]", 0)
    return root


# --- element -> JSON (export) ------------------------------------------------
def _value(attr: str, text: str) -> Any:
    if attr in _INT_ATTRS:
        try:
            return int(text)
        except ValueError:
            return text
    return text


def _typed(prop: ET.Element) -> dict:
    kind = prop.get("type", "string")
    raw = prop.get("value", prop.text or "")
    value: Any = raw
    if kind == "int":
        value = int(raw)
    elif kind == "float":
        value = float(raw)
    elif kind == "bool":
        value = raw == "true"
    return {"name": prop.get("name", ""), "type": kind, "value": value}


def _json_props(el: ET.Element) -> list[dict]:
    return [_typed(p) for p in el.findall("properties/property")]


def _json_layer(el: ET.Element) -> dict:
    out: dict[str, Any] = {"type": _TAG_TYPES[el.tag]}
    for k in ("id", "name", "width", "height"):
        if el.get(k) is not None:
            out[k] = _value(k, el.get(k, ""))
    out.update({"opacity": 1, "visible": True, "x": 0, "y": 0})
    props = _json_props(el)
    if props:
        out["properties"] = props
    if el.tag == "layer":
        data = el.find("data")
        text = (data.text or "") if data is not None else ""
        out["data"] = [int(t) for t in text.replace("\n", "").split(",") if t.strip()]
    elif el.tag == "objectgroup":
        out["draworder"] = "topdown"
        objects = []
        for o in el.findall("object"):
            obj: dict[str, Any] = {"id": int(o.get("id", "0")), "name": o.get("name", ""), "type": "",
                                   "x": float(o.get("x", "0")), "y": float(o.get("y", "0")),
                                   "width": 0, "height": 0, "rotation": 0, "visible": True}
            if o.find("point") is not None:
                obj["point"] = True
            line = o.find("polyline")
            if line is not None:
                obj["polyline"] = [{"x": float(x), "y": float(y)} for x, y in
                                   (p.split(",") for p in line.get("points", "").split())]
            props = _json_props(o)
            if props:
                obj["properties"] = props
            objects.append(obj)
        out["objects"] = objects
    elif el.tag == "group":
        out["layers"] = [_json_layer(sub) for sub in el if sub.tag in _TAG_TYPES]
    return out


def tmj_from_element(root: ET.Element) -> dict:
    """The ``<map>`` element Hexwright's Tiled export builds, as a Tiled
    JSON map document (ints and bools typed as Tiled writes them)."""
    doc: dict[str, Any] = {"type": "map"}
    for k in _MAP_ATTRS:
        if root.get(k) is not None:
            doc[k] = root.get(k) == "1" if k == "infinite" else _value(k, root.get(k, ""))
    doc["compressionlevel"] = -1
    props = _json_props(root)
    if props:
        doc["properties"] = props
    tilesets = []
    for ts in root.findall("tileset"):
        t: dict[str, Any] = {k: _value(k, ts.get(k, "")) for k in _TILESET_ATTRS if ts.get(k) is not None}
        image = ts.find("image")
        if image is not None:
            t.update({"image": image.get("source", ""), "imagewidth": int(image.get("width", "0")),
                      "imageheight": int(image.get("height", "0"))})
        t.setdefault("margin", 0)
        t.setdefault("spacing", 0)
        tiles = [{"id": int(tile.get("id", "0")), "properties": _json_props(tile)} for tile in ts.findall("tile")]
        if tiles:
            t["tiles"] = tiles
        tilesets.append(t)
    doc["tilesets"] = tilesets
    doc["layers"] = [_json_layer(el) for el in root if el.tag in _TAG_TYPES]
    return doc
