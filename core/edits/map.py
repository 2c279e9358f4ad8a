"""Map edits: pure functions on a `HexMap` that return their own inverse.

Every edit function changes the map in place and returns a `MapEdit`: the
ordered cells (`Cell`: one entry of one sparse dict, before and after) that
put the map back when applied, so undo is ``inverse.apply(sc)`` (or
``inverse.apply_to_map(hexmap)``), which returns the redo edit
(`core.edits.base` protocol).  Only real changes are recorded: an edit that
changes nothing returns an empty (falsy) `MapEdit`.  An entry that was
absent from a sparse dict is removed again.  ``a + b`` applies ``a`` then
``b``.

Hexes off the map are skipped silently (a radius-2 brush near the edge
covers off-map hexes).  Names of terrain, features and fortifications are not
checked against the ruleset's catalogue here: the editor only offers
catalogue names, and file loading validates them.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from core.edits.base import MAP_PARTS, Touch
from core.hexgrid import Hex, Hexside
from core.model import HEX_FLAGS, Fortification, HexMap

# The sparse dicts of HexMap an edit may touch (each one part of `core.edits.PARTS`).
FIELDS = MAP_PARTS


class Cell(NamedTuple):
    """One entry of one of the map's sparse dicts: ``field`` (one of
    `FIELDS`), ``key`` (a `Hex`, or a `Hexside` for ``hexsides``), and the raw
    dict value ``before`` and ``after`` applying (None = entry absent)."""

    field: str
    key: Any
    before: Any
    after: Any


@dataclass(frozen=True)
class MapEdit:
    """A map edit as data: its cells, in the order they are applied."""

    changes: tuple[Cell, ...] = ()

    def __add__(self, other: MapEdit) -> MapEdit:
        return MapEdit(self.changes + other.changes)

    def __bool__(self) -> bool:
        return bool(self.changes)

    def __len__(self) -> int:
        return len(self.changes)

    def inverse(self) -> MapEdit:
        """The edit undoing this one (cells reversed, before/after swapped)."""
        return MapEdit(tuple(Cell(c.field, c.key, c.after, c.before) for c in reversed(self.changes)))

    def apply_to_map(self, hexmap: HexMap) -> MapEdit:
        """Set each cell to its ``after`` value, in order; returns the inverse."""
        for c in self.changes:
            _put(hexmap, c.field, c.key, c.after)
        return self.inverse()

    def apply(self, sc) -> MapEdit:
        """`core.edits.base.Edit.apply` on the scenario's map."""
        return self.apply_to_map(sc.hexmap)

    def touch(self, sc=None) -> Touch:
        """The hexes drawn differently and the map fields changed."""
        return Touch(self.hexes(), frozenset(c.field for c in self.changes))

    def hexes(self) -> frozenset[Hex]:
        """Every hex whose drawing the edit changes (both hexes of a hexside)."""
        out: set[Hex] = set()
        for c in self.changes:
            if c.field == "hexsides":
                out.add(c.key.a)
                out.add(c.key.b)
            else:
                out.add(c.key)
        return frozenset(out)


def _put(hexmap: HexMap, field: str, key: Any, value: Any) -> None:
    d = getattr(hexmap, field)
    if value is None:
        d.pop(key, None)
    else:
        d[key] = value


def _set(hexmap: HexMap, field: str, key: Any, value: Any, out: list[Cell]) -> None:
    """Set one raw entry (None removes it), recording the change if any."""
    before = getattr(hexmap, field).get(key)
    if before == value:
        return
    _put(hexmap, field, key, value)
    out.append(Cell(field, key, before, value))


def _undo(out: list[Cell]) -> MapEdit:
    """The inverse of the changes ``out`` just made."""
    return MapEdit(tuple(out)).inverse()


def _on_map(hexmap: HexMap, hexes: Iterable[Hex]) -> list[Hex]:
    seen: set[Hex] = set()
    out = []
    for h in hexes:
        h = Hex(*h)
        if h not in seen and hexmap.contains(h):
            seen.add(h)
            out.append(h)
    return out


# --- terrain ------------------------------------------------------------------
def set_terrain(hexmap: HexMap, hexes: Iterable[Hex], terrain: str) -> MapEdit:
    """Give every on-map hex of ``hexes`` the terrain ``terrain`` (a name of
    the ruleset's catalogue).  The map's ``default_terrain`` is stored as an
    absent entry (the dict stays sparse)."""
    out: list[Cell] = []
    value = None if terrain == hexmap.default_terrain else terrain
    for h in _on_map(hexmap, hexes):
        _set(hexmap, "terrain", h, value, out)
    return _undo(out)


# --- elevation ----------------------------------------------------------------
def set_elevation(hexmap: HexMap, hexes: Iterable[Hex], level: int) -> MapEdit:
    """Set the elevation of every on-map hex of ``hexes`` to ``level``
    (integer levels, 0 = ground, stored as an absent entry)."""
    level = int(level)
    out: list[Cell] = []
    for h in _on_map(hexmap, hexes):
        _set(hexmap, "elevation", h, level or None, out)
    return _undo(out)


def shift_elevation(hexmap: HexMap, hexes: Iterable[Hex], delta: int,
                    lowest: int | None = None, highest: int | None = None) -> MapEdit:
    """Raise (``delta`` > 0) or lower (``delta`` < 0) every on-map hex of
    ``hexes`` by ``delta`` levels, clamped to ``[lowest, highest]`` when given."""
    out: list[Cell] = []
    for h in _on_map(hexmap, hexes):
        level = hexmap.elevation_at(h) + int(delta)
        if lowest is not None:
            level = max(lowest, level)
        if highest is not None:
            level = min(highest, level)
        _set(hexmap, "elevation", h, level or None, out)
    return _undo(out)


def raise_elevation(hexmap: HexMap, hexes: Iterable[Hex], highest: int | None = None) -> MapEdit:
    """Raise every on-map hex of ``hexes`` by one level (see `shift_elevation`)."""
    return shift_elevation(hexmap, hexes, +1, highest=highest)


def lower_elevation(hexmap: HexMap, hexes: Iterable[Hex], lowest: int | None = None) -> MapEdit:
    """Lower every on-map hex of ``hexes`` by one level (see `shift_elevation`)."""
    return shift_elevation(hexmap, hexes, -1, lowest=lowest)


# --- hexsides -----------------------------------------------------------------
def set_hexside_feature(hexmap: HexMap, a: Hex, b: Hex, feature: str, present: bool) -> MapEdit:
    """Add (``present``) or remove ``feature`` on the hexside between adjacent
    hexes ``a`` and ``b``.  Raises ``ValueError`` when they are not adjacent;
    a side with a hex off the map is skipped (empty edit)."""
    side = Hexside.between(Hex(*a), Hex(*b))
    if not (hexmap.contains(side.a) and hexmap.contains(side.b)):
        return MapEdit()
    current = hexmap.hexsides.get(side, frozenset())
    new = current | {feature} if present else current - {feature}
    out: list[Cell] = []
    _set(hexmap, "hexsides", side, frozenset(new) or None, out)
    return _undo(out)


def toggle_hexside_feature(hexmap: HexMap, a: Hex, b: Hex, feature: str) -> MapEdit:
    """Toggle ``feature`` on the hexside between adjacent hexes ``a`` and ``b``
    (see `set_hexside_feature`)."""
    present = feature in hexmap.features_between(Hex(*a), Hex(*b))
    return set_hexside_feature(hexmap, a, b, feature, not present)


# --- fortifications and flags ------------------------------------------------
def set_fortification(hexmap: HexMap, h: Hex, fortification: Fortification | None) -> MapEdit:
    """Put ``fortification`` in hex ``h`` (replacing any), or clear it with
    None.  Raises ``ValueError`` for a facing outside 0-5."""
    if fortification is not None and fortification.facing is not None and not 0 <= fortification.facing <= 5:
        raise ValueError(f"fortification facing must be a hexside direction 0-5, got {fortification.facing}")
    out: list[Cell] = []
    for on_map in _on_map(hexmap, [h]):
        _set(hexmap, "fortifications", on_map, fortification, out)
    return _undo(out)


def clear_fortification(hexmap: HexMap, h: Hex) -> MapEdit:
    """Remove the fortification of hex ``h`` (empty edit when there is none)."""
    return set_fortification(hexmap, h, None)


def set_flag(hexmap: HexMap, hexes: Iterable[Hex], flag: str, present: bool) -> MapEdit:
    """Set or clear hex flag ``flag`` (``road`` or ``trail``) on every on-map
    hex of ``hexes``.  Raises ``ValueError`` for another flag."""
    if flag not in HEX_FLAGS:
        raise ValueError(f"unknown hex flag {flag!r}: expected one of {', '.join(HEX_FLAGS)}")
    out: list[Cell] = []
    for h in _on_map(hexmap, hexes):
        current = hexmap.flags.get(h, frozenset())
        new = current | {flag} if present else current - {flag}
        _set(hexmap, "flags", h, frozenset(new) or None, out)
    return _undo(out)


# --- regions ------------------------------------------------------------------
def flood_region(hexmap: HexMap, start: Hex, by: str = "terrain") -> set[Hex]:
    """The connected region of on-map hexes around ``start`` sharing its
    terrain (``by="terrain"``) or its elevation (``by="elevation"``), reached
    through hexsides; ``start`` included.  Empty when ``start`` is off the
    map.  Raises ``ValueError`` for another ``by``."""
    key: Callable[[Hex], Any]
    if by == "terrain":
        key = hexmap.terrain_at
    elif by == "elevation":
        key = hexmap.elevation_at
    else:
        raise ValueError(f"flood_region by must be 'terrain' or 'elevation', got {by!r}")
    start = Hex(*start)
    if not hexmap.contains(start):
        return set()
    target = key(start)
    region = {start}
    queue = deque([start])
    while queue:
        h = queue.popleft()
        for n in hexmap.neighbours(h):
            if n not in region and key(n) == target:
                region.add(n)
                queue.append(n)
    return region


def flood_fill_terrain(hexmap: HexMap, start: Hex, terrain: str) -> MapEdit:
    """Give the terrain region of ``start`` (see `flood_region`) the terrain
    ``terrain``."""
    return set_terrain(hexmap, flood_region(hexmap, start, "terrain"), terrain)
