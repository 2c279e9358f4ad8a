"""Pure edit functions on a `HexMap` that return their own undo data.

Every edit function changes the map in place and returns an `Edit`: the
ordered tuple of `Change` records it made (only real changes; an edit that
changes nothing returns an empty `Edit`).  `revert(hexmap, edit)` puts every
touched entry back exactly as it was (an entry that was absent from the
sparse dicts is removed again), and `reapply(hexmap, edit)` redoes it, so an
undo stack can replay edits without recomputing them.  `Edit`s concatenate
with ``+`` (a brush stroke is the sum of its dabs) and still revert exactly.

Hexes off the map are skipped silently (a radius-2 brush near the edge
covers off-map hexes).  Names of terrain, features and fortifications are not
checked against the ruleset's catalogue here: the editor only offers
catalogue names, and file loading validates them.

No Qt here (DESIGN.md: core never imports PySide6).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any, Iterable, NamedTuple

from core.hexgrid import Hex, Hexside
from core.model import HEX_FLAGS, Fortification, HexMap

# The sparse dicts of HexMap an edit may touch.
FIELDS = ("terrain", "elevation", "fortifications", "flags", "hexsides")


class Change(NamedTuple):
    """One entry of one of the map's sparse dicts: ``field`` (one of
    `FIELDS`), ``key`` (a `Hex`, or a `Hexside` for ``hexsides``), and the raw
    dict value ``before`` and ``after`` the edit (None = entry absent)."""

    field: str
    key: Any
    before: Any
    after: Any


@dataclass(frozen=True)
class Edit:
    """The undo data of one edit: its changes, in the order they were made."""

    changes: tuple[Change, ...] = ()

    def __add__(self, other: "Edit") -> "Edit":
        return Edit(self.changes + other.changes)

    def __bool__(self) -> bool:
        return bool(self.changes)

    def __len__(self) -> int:
        return len(self.changes)

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


def _set(hexmap: HexMap, field: str, key: Any, value: Any, out: list[Change]) -> None:
    """Set one raw entry (None removes it), recording the change if any."""
    before = getattr(hexmap, field).get(key)
    if before == value:
        return
    _put(hexmap, field, key, value)
    out.append(Change(field, key, before, value))


def revert(hexmap: HexMap, edit: Edit) -> frozenset[Hex]:
    """Undo ``edit`` on ``hexmap`` (changes replayed backwards, each entry
    restored to its raw ``before`` value); returns the hexes touched."""
    for c in reversed(edit.changes):
        _put(hexmap, c.field, c.key, c.before)
    return edit.hexes()


def reapply(hexmap: HexMap, edit: Edit) -> frozenset[Hex]:
    """Redo ``edit`` on ``hexmap`` (each entry set to its ``after`` value, in
    order); returns the hexes touched."""
    for c in edit.changes:
        _put(hexmap, c.field, c.key, c.after)
    return edit.hexes()


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
def set_terrain(hexmap: HexMap, hexes: Iterable[Hex], terrain: str) -> Edit:
    """Give every on-map hex of ``hexes`` the terrain ``terrain`` (a name of
    the ruleset's catalogue).  The map's ``default_terrain`` is stored as an
    absent entry (the dict stays sparse)."""
    out: list[Change] = []
    value = None if terrain == hexmap.default_terrain else terrain
    for h in _on_map(hexmap, hexes):
        _set(hexmap, "terrain", h, value, out)
    return Edit(tuple(out))


# --- elevation ----------------------------------------------------------------
def set_elevation(hexmap: HexMap, hexes: Iterable[Hex], level: int) -> Edit:
    """Set the elevation of every on-map hex of ``hexes`` to ``level``
    (integer levels, 0 = ground, stored as an absent entry)."""
    level = int(level)
    out: list[Change] = []
    for h in _on_map(hexmap, hexes):
        _set(hexmap, "elevation", h, level or None, out)
    return Edit(tuple(out))


def shift_elevation(hexmap: HexMap, hexes: Iterable[Hex], delta: int,
                    lowest: int | None = None, highest: int | None = None) -> Edit:
    """Raise (``delta`` > 0) or lower (``delta`` < 0) every on-map hex of
    ``hexes`` by ``delta`` levels, clamped to ``[lowest, highest]`` when given."""
    out: list[Change] = []
    for h in _on_map(hexmap, hexes):
        level = hexmap.elevation_at(h) + int(delta)
        if lowest is not None:
            level = max(lowest, level)
        if highest is not None:
            level = min(highest, level)
        _set(hexmap, "elevation", h, level or None, out)
    return Edit(tuple(out))


def raise_elevation(hexmap: HexMap, hexes: Iterable[Hex], highest: int | None = None) -> Edit:
    """Raise every on-map hex of ``hexes`` by one level (see `shift_elevation`)."""
    return shift_elevation(hexmap, hexes, +1, highest=highest)


def lower_elevation(hexmap: HexMap, hexes: Iterable[Hex], lowest: int | None = None) -> Edit:
    """Lower every on-map hex of ``hexes`` by one level (see `shift_elevation`)."""
    return shift_elevation(hexmap, hexes, -1, lowest=lowest)


# --- hexsides -----------------------------------------------------------------
def set_hexside_feature(hexmap: HexMap, a: Hex, b: Hex, feature: str, present: bool) -> Edit:
    """Add (``present``) or remove ``feature`` on the hexside between adjacent
    hexes ``a`` and ``b``.  Raises ``ValueError`` when they are not adjacent;
    a side with a hex off the map is skipped (empty edit)."""
    side = Hexside.between(Hex(*a), Hex(*b))
    if not (hexmap.contains(side.a) and hexmap.contains(side.b)):
        return Edit()
    current = hexmap.hexsides.get(side, frozenset())
    new = current | {feature} if present else current - {feature}
    out: list[Change] = []
    _set(hexmap, "hexsides", side, frozenset(new) or None, out)
    return Edit(tuple(out))


def toggle_hexside_feature(hexmap: HexMap, a: Hex, b: Hex, feature: str) -> Edit:
    """Toggle ``feature`` on the hexside between adjacent hexes ``a`` and ``b``
    (see `set_hexside_feature`)."""
    present = feature in hexmap.features_between(Hex(*a), Hex(*b))
    return set_hexside_feature(hexmap, a, b, feature, not present)


# --- fortifications and flags ------------------------------------------------
def set_fortification(hexmap: HexMap, h: Hex, fortification: Fortification | None) -> Edit:
    """Put ``fortification`` in hex ``h`` (replacing any), or clear it with
    None.  Raises ``ValueError`` for a facing outside 0-5."""
    if fortification is not None and fortification.facing is not None and not 0 <= fortification.facing <= 5:
        raise ValueError(f"fortification facing must be a hexside direction 0-5, got {fortification.facing}")
    out: list[Change] = []
    for h in _on_map(hexmap, [h]):
        _set(hexmap, "fortifications", h, fortification, out)
    return Edit(tuple(out))


def clear_fortification(hexmap: HexMap, h: Hex) -> Edit:
    """Remove the fortification of hex ``h`` (empty edit when there is none)."""
    return set_fortification(hexmap, h, None)


def set_flag(hexmap: HexMap, hexes: Iterable[Hex], flag: str, present: bool) -> Edit:
    """Set or clear hex flag ``flag`` (``road`` or ``trail``) on every on-map
    hex of ``hexes``.  Raises ``ValueError`` for another flag."""
    if flag not in HEX_FLAGS:
        raise ValueError(f"unknown hex flag {flag!r}: expected one of {', '.join(HEX_FLAGS)}")
    out: list[Change] = []
    for h in _on_map(hexmap, hexes):
        current = hexmap.flags.get(h, frozenset())
        new = current | {flag} if present else current - {flag}
        _set(hexmap, "flags", h, frozenset(new) or None, out)
    return Edit(tuple(out))


# --- regions ------------------------------------------------------------------
def flood_region(hexmap: HexMap, start: Hex, by: str = "terrain") -> set[Hex]:
    """The connected region of on-map hexes around ``start`` sharing its
    terrain (``by="terrain"``) or its elevation (``by="elevation"``), reached
    through hexsides; ``start`` included.  Empty when ``start`` is off the
    map.  Raises ``ValueError`` for another ``by``."""
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


def flood_fill_terrain(hexmap: HexMap, start: Hex, terrain: str) -> Edit:
    """Give the terrain region of ``start`` (see `flood_region`) the terrain
    ``terrain``."""
    return set_terrain(hexmap, flood_region(hexmap, start, "terrain"), terrain)
