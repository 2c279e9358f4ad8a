"""Names a designer or player sees for rules objects (Qt-free): unit
names for unit ids, terrain names for terrain ids, compass words for
facings.

* `unit_names(scenario)`: every unit id -> the name its counter shows: the
  scenario's own name, else the catalogue name, else the id; a name
  several units share gets ``#1``, ``#2``... in scenario order (setup
  units, then reinforcements);
* `terrain_name(ruleset, terrain)`: the terrain catalogue's label in lower
  case (``"heavy woods"``), else the id;
* `compass`, `side_word`, `vertex_word`: a hexside facing (coh seed 000 /
  coh.md 4.1) or vertex facing (tng 6.11) as an eight-point compass word;
  `facing_words(scenario)` the right one for its ruleset (registry traits).
"""
from __future__ import annotations

import math

from core.catalogues import load_units
from core.errors import HexwrightError
from core.rules.catalogue import load_catalogue
from core.rules.registry import traits

_COMPASS = ("E", "NE", "N", "NW", "W", "SW", "S", "SE")


def compass(dx: float, dy: float) -> str:
    """Eight-point compass word of the screen vector ``(dx, dy)`` (pixels,
    y down): ``(0, -1)`` is ``"N"``."""
    ang = math.degrees(math.atan2(-dy, dx)) % 360.0
    return _COMPASS[int((ang + 22.5) // 45) % 8]


def side_word(layout, d: int) -> str:
    """Compass word of hexside direction ``d`` of ``layout`` (a
    `core.hexgrid.Layout`): the direction from the centre to the side's
    midpoint."""
    (ax, ay), (bx, by) = layout.corner_offset(d - 1), layout.corner_offset(d)
    return compass((ax + bx) / 2, (ay + by) / 2)


def vertex_word(layout, k: int) -> str:
    """Compass word of vertex ``k`` of ``layout`` (tng 6.11 facings)."""
    return compass(*layout.corner_offset(k))


def facing_words(scenario):
    """``facing number -> compass word`` for the units of ``scenario``: by
    hexside (`side_word`) or by vertex (`vertex_word`) as its ruleset's
    traits say; None when units of the ruleset have no facing."""
    kind = traits(scenario.ruleset).facing
    layout = scenario.hexmap.layout_for(1.0)
    if kind == "hexside":
        return lambda d: side_word(layout, d)
    if kind == "vertex":
        return lambda k: vertex_word(layout, k)
    return None


def unit_names(scenario) -> dict[str, str]:
    """``{unit id: shown name}`` for every unit of ``scenario`` (setup and
    reinforcements); shared names numbered ``#1``, ``#2``... in order."""
    cat = load_units(scenario.ruleset)
    base: dict[str, str] = {}
    for u in scenario.all_units():
        t = cat.get(u.catalogue_id) if u.catalogue_id else None
        base[u.id] = u.name or (t.name if t is not None else "") or u.id
    count: dict[str, int] = {}
    for n in base.values():
        count[n] = count.get(n, 0) + 1
    seen: dict[str, int] = {}
    out = {}
    for uid, n in base.items():
        if count[n] > 1:
            seen[n] = seen.get(n, 0) + 1
            out[uid] = f"{n} #{seen[n]}"
        else:
            out[uid] = n
    return out


def terrain_name(ruleset: str, terrain: str) -> str:
    """The shown name of terrain id ``terrain`` of ``ruleset``: its
    catalogue ``label`` in lower case, else the id with ``_`` as spaces."""
    try:
        entry = load_catalogue(ruleset).terrain.get(terrain) or {}
    except HexwrightError:  # an unknown ruleset still gets a readable name
        entry = {}
    label = entry.get("label") if isinstance(entry, dict) else None
    return label.lower() if isinstance(label, str) and label else terrain.replace("_", " ")
