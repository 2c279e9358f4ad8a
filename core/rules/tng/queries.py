"""Conformance queries for ``tng`` (../shared/conformance/README.md).

Each ``query_<kind>(case, hexmap) -> dict`` builds the position from the
case, asks the rules module that owns the question and returns the answer
keys the README names (plus a ``why`` where a move or fire is illegal).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.i18n import _
from core.rules.tng import options as tng_options
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.fire import fire_drm
from core.rules.tng.los_policy import line_of_sight
from core.rules.tng.movement import path_cost, reachable
from core.rules.tng.stacking import stack_problems
from core.rules.tng.units import Position
from core.rules.tng.zoc import zoc_hexes


def _setup(case: dict, hexmap):
    tec.check_map_terrain(hexmap)
    return Position.from_case(case, hexmap), tng_options.from_case(case), case.get("query") or {}


def _labels(hexmap, hexes) -> list[str]:
    return sorted(hexmap.label(h) for h in hexes)


def _hex(hexmap, label, what: str):
    try:
        return hexmap.parse(label)
    except (ValueError, TypeError) as e:
        raise RulesError(_("query.{what}: {e}").format(what=what, e=e)) from None


def query_stacking_legal(case: dict, hexmap) -> dict:
    """``stacking_legal``: may the units in ``query.hex`` stack there (tng 6.21)?"""
    pos, opts, q = _setup(case, hexmap)
    h = _hex(hexmap, q.get("hex"), "hex")
    problems = stack_problems(pos.at(h), opts)
    return {"legal": not problems, "problems": problems}


def query_zoc(case: dict, hexmap) -> dict:
    """``zoc``: the hexes in ``query.unit``'s zone of control (tng 6.31-6.32)."""
    pos, _, q = _setup(case, hexmap)
    return {"hexes": _labels(hexmap, zoc_hexes(pos.unit(q.get("unit")), hexmap))}


def query_front_hexes(case: dict, hexmap) -> dict:
    """``front_hexes``: ``query.unit``'s front hexes in ``query.role`` (tng 6.11)."""
    pos, _, q = _setup(case, hexmap)
    return {"hexes": _labels(hexmap, front_hexes(pos.unit(q.get("unit")), hexmap, q.get("role", "attacking")))}


def query_move_cost(case: dict, hexmap) -> dict:
    """``move_cost``: MP for one unit to enter ``query.path`` in ``query.mode``
    (tng 6.33-6.34, 7.1-7.3); ``legal`` false with ``why`` when it may not."""
    pos, opts, q = _setup(case, hexmap)
    units = q.get("units") or []
    if len(units) != 1:
        raise RulesError(_("tng move_cost moves one unit at a time (tng 7.31); got units {units}").format(units=units))
    unit = pos.unit(units[0])
    if "path" in q:
        path = [_hex(hexmap, x, "path") for x in q["path"]]
    elif isinstance(q.get("to"), dict) and unit.id in q["to"]:
        path = [_hex(hexmap, q["to"][unit.id], "to")]
    else:
        raise RulesError(_("move_cost: the query needs a 'path' (or 'to' for the unit)"))
    prev = unit.hex
    for i, h in enumerate(path):
        if distance(prev, h) != 1:
            raise RulesError(_("move_cost: path[{i}] ({h}) is not adjacent to {prev}: a path must be a "
                               "chain of adjacent hexes from the unit's hex").format(
                                 i=i, h=hexmap.label(h), prev=hexmap.label(prev)))
        prev = h
    res = path_cost(pos, unit, path, q.get("mode", "normal"), opts)
    out = {"legal": res["legal"], "cost": res["cost"] if res["legal"] else None, "budget": res["budget"],
           "minimum_move": res["minimum_move"], "disordered": res["disordered"]}
    if not res["legal"]:
        out["why"] = res["why"]
    return out


def query_reachable(case: dict, hexmap) -> dict:
    """``reachable``: the hexes ``query.unit`` can end in (own hex excluded)."""
    pos, opts, q = _setup(case, hexmap)
    costs = reachable(pos, pos.unit(q.get("unit")), q.get("mode", "normal"), q.get("budget"), opts)
    return {"hexes": _labels(hexmap, costs), "costs": {hexmap.label(h): c for h, c in costs.items()}}


def query_fire_drm(case: dict, hexmap) -> dict:
    """``fire_drm``: ``drm`` and ``sp`` for ``query.firers`` at ``query.target``
    (a unit id or a hex label), or ``legal: false`` (tng 8.x)."""
    pos, opts, q = _setup(case, hexmap)
    firers = [pos.unit(f) for f in q.get("firers") or []]
    t = q.get("target")
    target = pos.units[t] if t in pos.units else _hex(hexmap, t, "target")
    return fire_drm(pos, firers, target, bool(q.get("barrage")), opts)


def query_los(case: dict, hexmap) -> dict:
    """``los``: is artillery LOS from ``query.from`` to ``query.to`` clear (tng 8.4)?"""
    tec.check_map_terrain(hexmap)
    q = case.get("query") or {}
    a, b = _hex(hexmap, q.get("from"), "from"), _hex(hexmap, q.get("to"), "to")
    res = line_of_sight(hexmap, a, b, tng_options.from_case(case))
    return {"clear": res.clear, "reason": res.reason}
