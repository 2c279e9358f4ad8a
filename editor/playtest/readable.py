"""Readable playtest text (Qt-free): unit names for ids, compass words for
facings.

The engine's action strings (``"move s_maxim+s_rifles_1 1807"``,
``"pivot s_maxim 0"``) are the replay format and stay as they are; the
Actions list, the unit chooser and the log show them through `Readable`:

* every unit id (a whole word, alone or in a ``+`` group) becomes the
  unit's name as its counter shows it: the scenario's own name, else the
  catalogue name, else the id; a name several units share gets ``#1``,
  ``#2``... in scenario order (setup units, then reinforcements), so a
  line still tells them apart; a ``+`` group is joined with `` + ``;
* a facing becomes a compass word: a hexside facing (coh ``pivot``, seed
  000 / coh.md 4.1) as N, NE, SE, S, SW, NW on a flat map and NE, E, SE,
  SW, W, NW on a pointy one; a vertex facing (tng ``face`` and ``tmove
  ... f<k>``, tng 6.11) by the direction of that vertex.
"""
from __future__ import annotations

import math
import re

from core.catalogues import load_units

_COMPASS = ("E", "NE", "N", "NW", "W", "SW", "S", "SE")
_GROUP = re.compile(r"(?<![\w'])[A-Za-z0-9_]+(?:\+[A-Za-z0-9_]+)*(?![\w'])")
_SIDE_FACING = re.compile(r"\b(pivot (?:\S+) )([0-5])\b")
_VERTEX_FACING = re.compile(r"\b((?:face \S+ )|(?:tmove \S+ \S+ f))([0-5])\b")


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


class Readable:
    """Display text for one scenario (``scenario``: a `core.model.Scenario`)."""

    def __init__(self, scenario):
        self.names = unit_names(scenario)
        self.layout = scenario.hexmap.layout_for(1.0)

    def unit(self, uid: str) -> str:
        """The shown name of unit ``uid`` (the id itself when unknown)."""
        return self.names.get(uid, uid)

    def text(self, line: str) -> str:
        """``line`` (an action string or a log line) with facings as
        compass words and unit ids as names; anything else unchanged."""
        line = _SIDE_FACING.sub(lambda m: m.group(1) + "to " + side_word(self.layout, int(m.group(2))), line)
        line = _VERTEX_FACING.sub(lambda m: (m.group(1)[:-1] + "facing " if m.group(1).endswith("f") else
                                             m.group(1) + "to ") + vertex_word(self.layout, int(m.group(2))), line)

        def group(m) -> str:
            parts = m.group(0).split("+")
            if all(p in self.names for p in parts):
                return " + ".join(self.names[p] for p in parts)
            return m.group(0)
        return _GROUP.sub(group, line)
