"""Regions of hexes: select, copy, cut, paste and delete them, undoably.

A selection is a set of cube `Hex` values (`rectangle`, `lasso`,
`of_terrain` pick them).  `copy_region` takes what a region holds into a
`Clip` (plain data, positions relative to an anchor hex in cube
coordinates, so a paste anywhere keeps the shape exactly: a translation of
cube coordinates is a translation of the hex grid).  `delete_region` and
`paste_region` are edits (`core.edits.base`): each returns the inverse that
puts back exactly what was there.  What a region holds, by part:

* ``terrain``, ``elevation``, ``fortifications``, ``flags`` of its hexes;
* ``hexsides``: the features of every side with both hexes in the region;
* ``units``: the set-up units standing on its hexes (reinforcements are not
  on the map and are not taken).

Deleting clears those parts back to the map's defaults and removes the
units (with their victory-point entries, `core.edits.units.remove_unit`).
Pasting writes the clip's cells that land on the map, replacing what is
there, and adds the clip's units under fresh ids (``<id>_2``, ...);
cells and units landing off the map are left out.
"""
from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Iterable

from shapely.geometry import Point, Polygon
from shapely.prepared import prep

from core.edits.base import Edit, EditError, EditSequence
from core.edits.map import (clear_fortification, set_elevation, set_flag, set_fortification, set_hexside_feature,
                            set_terrain)
from core.edits.units import place_unit, remove_unit
from core.hexgrid import Hex, Hexside
from core.i18n import _
from core.model import HEX_FLAGS, Fortification, HexMap
from core.model.scenario import Scenario

REGION_PARTS = ("terrain", "elevation", "fortifications", "flags", "hexsides", "units")


# --- selections --------------------------------------------------------------------
def rectangle(hexmap: HexMap, a: Hex, b: Hex) -> set[Hex]:
    """The hexes whose offset column and row lie between those of ``a`` and
    ``b`` (inclusive), as the map's labels box them."""
    (c1, r1), (c2, r2) = hexmap.layout.to_offset(a), hexmap.layout.to_offset(b)
    fo = hexmap.layout.from_offset
    return {fo(c, r) for c in range(max(0, min(c1, c2)), min(hexmap.cols, max(c1, c2) + 1))
            for r in range(max(0, min(r1, r2)), min(hexmap.rows, max(r1, r2) + 1))}


def lasso(hexmap: HexMap, points: Iterable[tuple[float, float]], size: float = 1.0) -> set[Hex]:
    """The hexes whose centres lie inside the closed polygon ``points``
    (pixels of a layout with hexes ``size`` centre to corner); empty for
    fewer than three points."""
    pts = list(points)
    if len(pts) < 3:
        return set()
    poly = Polygon(pts)
    if not poly.is_valid:
        poly = poly.buffer(0)
    layout = hexmap.layout_for(size)
    inside = prep(poly)
    return {h for h in hexmap.hexes() if inside.contains(Point(layout.hex_to_pixel(h)))}


def of_terrain(hexmap: HexMap, terrain: str) -> set[Hex]:
    """Every hex of ``terrain`` (the default terrain included)."""
    return {h for h in hexmap.hexes() if hexmap.terrain_at(h) == terrain}


# --- clips -------------------------------------------------------------------------
@dataclass(frozen=True)
class Clip:
    """What a region held, relative to ``anchor``: ``cells`` maps a cube
    offset ``(dq, dr)`` to ``(terrain, elevation, fortification or None,
    flags)``; ``hexsides`` lists ``((dq, dr), (dq, dr), features)``;
    ``units`` lists ``((dq, dr), UnitPlacement)``; ``parts`` are the parts
    taken (`REGION_PARTS`)."""

    ruleset: str
    cells: dict = field(default_factory=dict)
    hexsides: tuple = ()
    units: tuple = ()
    parts: frozenset = frozenset(REGION_PARTS)

    def __len__(self) -> int:
        return len(self.cells)


def _rel(h: Hex, anchor: Hex) -> tuple[int, int]:
    return (h.q - anchor.q, h.r - anchor.r)


def anchor_of(hexmap: HexMap, hexes: Iterable[Hex]) -> Hex:
    """The top-left hex of a region (smallest column, then row): where a
    copied region is pinned, and where a paste puts it."""
    return min(hexes, key=lambda h: hexmap.layout.to_offset(h))


def copy_region(sc: Scenario, hexes: Iterable[Hex], parts: Iterable[str] = REGION_PARTS) -> Clip:
    """The `Clip` of ``hexes`` of ``sc`` (hexes off the map are ignored);
    `EditError` for an empty region or an unknown part."""
    m = sc.hexmap
    region = {Hex(*h) for h in hexes if m.contains(Hex(*h))}
    parts = frozenset(parts)
    if not region:
        raise EditError(_("nothing selected: select hexes first"))
    if parts - set(REGION_PARTS):
        raise EditError(_("unknown parts {value}: expected some of {region_parts}").format(
                            value=sorted(parts - set(REGION_PARTS)),
                            region_parts=', '.join(REGION_PARTS)))
    anchor = anchor_of(m, region)
    cells = {_rel(h, anchor): (m.terrain_at(h), m.elevation_at(h), m.fortification_at(h), m.flags_at(h))
             for h in region}
    sides = []
    if "hexsides" in parts:
        for side, feats in m.hexsides.items():
            if feats and side.a in region and side.b in region:
                sides.append((_rel(side.a, anchor), _rel(side.b, anchor), frozenset(feats)))
    units = []
    if "units" in parts:
        units = [(_rel(u.hex, anchor), copy.deepcopy(u)) for u in sc.units if u.hex in region]
    return Clip(m.ruleset, cells, tuple(sorted(sides, key=str)), tuple(units), parts)


def delete_region(sc: Scenario, hexes: Iterable[Hex], parts: Iterable[str] = REGION_PARTS) -> Edit:
    """Clear ``hexes`` (module doc) and return the inverse edit."""
    m = sc.hexmap
    region = [Hex(*h) for h in hexes if m.contains(Hex(*h))]
    parts, inside = frozenset(parts), set(region)
    done: list[Edit] = []
    try:
        if "units" in parts:
            for u in [u for u in sc.units if u.hex in inside]:
                done.append(remove_unit(sc, u.id))
        if "terrain" in parts:
            done.append(set_terrain(m, region, m.default_terrain))
        if "elevation" in parts:
            done.append(set_elevation(m, region, 0))
        if "fortifications" in parts:
            done += [clear_fortification(m, h) for h in region if m.fortification_at(h) is not None]
        if "flags" in parts:
            done += [set_flag(m, region, f, False) for f in HEX_FLAGS]
        if "hexsides" in parts:
            for side, feats in list(m.hexsides.items()):
                if side.a in inside and side.b in inside:
                    done += [set_hexside_feature(m, side.a, side.b, f, False) for f in sorted(feats)]
    except Exception:
        for inv in reversed(done):
            inv.apply(sc)
        raise
    return EditSequence(tuple(reversed(done)))


def _fresh_id(sc: Scenario, base: str, taken: set[str]) -> str:
    n = 2
    while f"{base}_{n}" in taken or sc.unit(f"{base}_{n}") is not None:
        n += 1
    return f"{base}_{n}"


def paste_region(sc: Scenario, clip: Clip, anchor: Hex) -> Edit:
    """Write ``clip`` with its anchor on ``anchor`` (module doc); returns
    the inverse edit.  `EditError` when the clip is of another ruleset or
    nothing of it lands on the map."""
    m = sc.hexmap
    if clip.ruleset != m.ruleset:
        raise EditError(_("the copied hexes are {ruleset} terrain; this map is {ruleset2}").format(
                            ruleset=clip.ruleset, ruleset2=m.ruleset))

    def at(d: tuple[int, int]) -> Hex:
        return Hex(anchor.q + d[0], anchor.r + d[1])

    landing = {at(d): cell for d, cell in clip.cells.items() if m.contains(at(d))}
    if not landing:
        raise EditError(_("the paste would land entirely off the map"))
    done: list[Edit] = []
    try:
        p = clip.parts
        if "units" in p:
            taken: set[str] = set()
            for d, u in clip.units:
                h = at(d)
                if not m.contains(h):
                    continue
                uid = u.id if sc.unit(u.id) is None and u.id not in taken else _fresh_id(sc, u.id, taken)
                taken.add(uid)
                done.append(place_unit(sc, dataclasses.replace(copy.deepcopy(u), id=uid, hex=h)))
        by_terrain: dict[str, list[Hex]] = {}
        by_level: dict[int, list[Hex]] = {}
        for h, (terrain, level, fort, flags) in landing.items():
            by_terrain.setdefault(terrain, []).append(h)
            by_level.setdefault(level, []).append(h)
            if "fortifications" in p:
                done.append(set_fortification(m, h, Fortification(fort.kind, fort.facing) if fort else None))
            if "flags" in p:
                done += [set_flag(m, [h], f, f in flags) for f in HEX_FLAGS]
        if "terrain" in p:
            done += [set_terrain(m, hs, t) for t, hs in by_terrain.items()]
        if "elevation" in p:
            done += [set_elevation(m, hs, lv) for lv, hs in by_level.items()]
        if "hexsides" in p:
            for h in landing:                      # the clip's sides replace the sides inside the landing
                for n in m.neighbours(h):
                    if n in landing:
                        for f in sorted(m.hexsides.get(Hexside.between(h, n), ())):
                            done.append(set_hexside_feature(m, h, n, f, False))
            for da, db, feats in clip.hexsides:
                a, b = at(da), at(db)
                if a in landing and b in landing:
                    done += [set_hexside_feature(m, a, b, f, True) for f in sorted(feats)]
    except Exception:
        for inv in reversed(done):
            inv.apply(sc)
        raise
    return EditSequence(tuple(reversed(done)))

