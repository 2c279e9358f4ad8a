"""Read the Hexwright object layers of a Tiled map (``hexes`` and
``hexsides``, written by `core.formats.tiled_export.export_tiled`) onto a
`HexMap`: `read_hexwright_objects(root, hexmap, name) -> warnings`.

Both the importer (`core.formats.tiled.import_tiled`, which has the
document's root element already) and the exporter's
`core.formats.tiled_export.apply_hexwright_objects` (a path or an element)
use it, so it sits below both and imports neither.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET

from core.hexgrid import Hexside
from core.model import HEX_FLAGS, Fortification, HexMap
from core.rules.catalogue import load_catalogue


def read_hexwright_objects(root: ET.Element, hexmap: HexMap, name: str) -> list[str]:
    """Apply the ``hexes`` and ``hexsides`` object layers under ``root``
    (a Tiled ``<map>`` element) to ``hexmap``: elevation, fortifications,
    road and trail flags, hexside features.  Returns warnings (prefixed by
    ``name``, the file named in messages) for objects that name hexes off
    the map or unknown features; those are skipped."""
    cat = load_catalogue(hexmap.ruleset)
    warnings: list[str] = []
    for group in root.iter("objectgroup"):
        kind = group.get("name")
        if kind not in ("hexes", "hexsides"):
            continue
        for obj in group.findall("object"):
            props = {p.get("name"): p.get("value", p.text or "") for p in obj.findall("properties/property")}
            try:
                if kind == "hexes":
                    h = hexmap.parse(props.get("label", ""))
                    if props.get("elevation"):
                        hexmap.elevation[h] = int(props["elevation"])
                    if props.get("fortification"):
                        facing = props.get("facing")
                        hexmap.fortifications[h] = Fortification(props["fortification"],
                                                                 int(facing) if facing not in (None, "") else None)
                    flags = frozenset(f for f in HEX_FLAGS if props.get(f) == "true")
                    if flags:
                        hexmap.flags[h] = flags
                else:
                    a, b = (hexmap.parse(x) for x in props.get("hexes", "").split())
                    feats = frozenset(f for f in props.get("features", "").split(",") if f)
                    unknown = sorted(f for f in feats if f not in cat.hexside_features)
                    if unknown:
                        warnings.append(f"{name}: hexside {props['hexes']}: unknown features {', '.join(unknown)} "
                                        "skipped")
                    hexmap.hexsides[Hexside.between(a, b)] = feats - set(unknown)
            except (ValueError, KeyError) as e:
                warnings.append(f"{name}: {kind} object {obj.get('name', '?')!r} skipped: {e}")
    return warnings
