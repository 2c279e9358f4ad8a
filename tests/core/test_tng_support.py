"""Builders shared by the tng tests (no tests here): a clear map and units from short specs."""
from core.conformance import build_map
from core.rules.tng.units import Position


def make(units, cols=8, rows=10, hexes=None, hexsides=None, orientation="flat"):
    """(hexmap, Position) for a clear map and unit dicts (conformance format)."""
    m = build_map({"orientation": orientation, "stagger": "even", "cols": cols, "rows": rows,
                   "default_terrain": "clear", "hexes": hexes or {}, "hexsides": hexsides or []}, "tng")
    case = {"units": units}
    return m, Position.from_case(case, m)


def unit(uid, kind, hexlabel, side="french", facing=0, **kw):
    stats = {"ma": 4, "sp": 4, "cohesion": 6}
    if kind in ("artillery", "horse_artillery"):
        stats.update({"sp": 3, "effective_range": 3, "max_range": 5})
    stats.update(kw.pop("stats", {}))
    d = {"id": uid, "side": side, "kind": kind, "hex": hexlabel, "facing": facing, "stats": stats}
    d.update(kw)
    return d
