"""Resize a map after creation: add or remove columns and rows on any side,
undoably, with everything on it (terrain, elevation, fortifications, flags,
hexsides, units, zones, entry hexes, victory hexes, board labels) kept in
place.

Adding ``left`` columns moves every hex ``left`` columns right.  For
flat-topped hexes the staggered (half-hex) columns are every other one, so
an odd shift would break the grid: the map's ``stagger`` flips (even <->
odd) so that each old column keeps its half-hex position -- the grid and
every hex's neighbours stay as they were (the same holds for pointy hexes,
their rows and ``top``).  Negative numbers remove columns or rows; what
lies on removed hexes goes (units with their victory-point entries, zone
hexes, entry hexes and victory hexes there).

`resize_map` is an edit (`core.edits.base`): it changes ``sc`` in place
(the `HexMap` object stays the same, so views holding it keep working) and
returns `MapShape`, the inverse that puts the whole previous state back.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, replace

from core.edits.base import PARTS, EditError, Touch
from core.hexgrid import Hex, Hexside
from core.i18n import _
from core.model.board_labels import HexLabels
from core.model.scenario import Scenario

MAX_SIDE = 999      # the largest map a file holds (schemas/map-1.json)
SHAPE_PART = "shape"  # a touched part meaning: the map's size, stagger or labels changed (redraw it all)
_MAP_FIELDS = ("terrain", "elevation", "fortifications", "flags", "hexsides")


@dataclass(frozen=True)
class MapShape:
    """A whole map shape and everything placed on it, as data: applying it
    restores it and returns the shape it replaced."""

    cols: int
    rows: int
    stagger: str
    labels: HexLabels
    fields: dict
    units: list
    zones: list
    reinforcements: list
    control: list
    unit_vp: dict

    def apply(self, sc: Scenario) -> "MapShape":
        before = snapshot(sc)
        _put_shape(sc, self)
        return before

    def touch(self, sc: Scenario) -> Touch:
        return Touch(frozenset(sc.hexmap.hexes()), frozenset(PARTS) | {SHAPE_PART})

    def __bool__(self) -> bool:
        return True


def snapshot(sc: Scenario) -> MapShape:
    """The current shape of ``sc``'s map and everything on it (copies)."""
    m = sc.hexmap
    return MapShape(m.cols, m.rows, m.stagger, m.labels, {f: dict(getattr(m, f)) for f in _MAP_FIELDS},
                    copy.deepcopy(sc.units), copy.deepcopy(sc.zones), copy.deepcopy(sc.reinforcements),
                    copy.deepcopy(sc.victory.control), dict(sc.victory.unit_vp))


def _put_shape(sc: Scenario, shape: MapShape) -> None:
    m = sc.hexmap
    m.cols, m.rows, m.stagger, m.labels = shape.cols, shape.rows, shape.stagger, shape.labels
    m.__post_init__()                     # the layout and label digits follow the new shape
    for f in _MAP_FIELDS:
        setattr(m, f, dict(shape.fields[f]))
    sc.units = copy.deepcopy(shape.units)
    sc.zones = copy.deepcopy(shape.zones)
    sc.reinforcements = copy.deepcopy(shape.reinforcements)
    sc.victory.control = copy.deepcopy(shape.control)
    sc.victory.unit_vp = dict(shape.unit_vp)


def resize_map(sc: Scenario, left: int = 0, right: int = 0, top: int = 0, bottom: int = 0) -> MapShape:
    """Add (positive) or remove (negative) columns on the ``left`` and
    ``right`` and rows at the ``top`` and ``bottom`` of ``sc``'s map (module
    doc); returns the inverse.  Raises `EditError` before changing anything
    when the map would have fewer than 1 or more than `MAX_SIDE` columns or
    rows, or when nothing changes."""
    m = sc.hexmap
    cols, rows = m.cols + left + right, m.rows + top + bottom
    if not (1 <= cols <= MAX_SIDE and 1 <= rows <= MAX_SIDE):
        raise EditError(_("a map of {cols} x {rows} hexes: expected 1 to {max_side} columns and rows").format(
                            cols=cols, rows=rows, max_side=MAX_SIDE))
    if not (left or right or top or bottom):
        raise EditError(_("nothing to resize: give columns or rows to add or remove"))
    shift = left if m.orientation == "flat" else top
    stagger = m.stagger if shift % 2 == 0 else ("odd" if m.stagger == "even" else "even")
    old_layout = m.layout
    before = snapshot(sc)
    new = replace(before, cols=cols, rows=rows, stagger=stagger)
    probe = type(m)(cols, rows, m.ruleset, m.orientation, stagger)

    def move(h: Hex) -> Hex | None:
        c, r = old_layout.to_offset(h)
        c, r = c + left, r + top
        return probe.layout.from_offset(c, r) if 0 <= c < cols and 0 <= r < rows else None

    fields: dict = {}
    for f in _MAP_FIELDS:
        out: dict = {}
        for key, value in before.fields[f].items():
            if f == "hexsides":
                a, b = move(key.a), move(key.b)
                if a is not None and b is not None:
                    out[Hexside.between(a, b)] = value
            elif (h := move(key)) is not None:
                out[h] = value
        fields[f] = out
    units = []
    gone = set()
    for u in before.units:
        h = move(u.hex) if u.hex is not None else None
        if u.hex is not None and h is None:
            gone.add(u.id)
            continue
        units.append(replace(u, hex=h))
    zones = [replace(z, hexes={h for h in map(move, z.hexes) if h is not None}) for z in before.zones]
    reinforcements = [replace(r, entry_hexes=[h for h in map(move, r.entry_hexes) if h is not None],
                              units=[replace(u, hex=move(u.hex) if u.hex is not None else None) for u in r.units])
                      for r in before.reinforcements]
    control = [replace(c, hex=move(c.hex)) for c in before.control if move(c.hex) is not None]
    unit_vp = {k: v for k, v in before.unit_vp.items() if k not in gone}
    labels = m.labels
    if getattr(labels, "boards", ()):
        labels = replace(labels, boards=tuple(
            replace(b, col=b.col + left, row=b.row + top) for b in labels.boards
            if b.col + left + b.cols > 0 and b.row + top + b.rows > 0 and b.col + left < cols and b.row + top < rows))
    _put_shape(sc, replace(new, fields=fields, units=units, zones=zones, reinforcements=reinforcements,
                           control=control, unit_vp=unit_vp, labels=labels))
    return before
