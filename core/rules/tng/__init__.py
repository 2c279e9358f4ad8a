"""Triumph & Glory (Borodino, system v2.2): seed 004 and rules/tng_fow.md GAME A.

``conformance_query(case, hexmap)`` answers the conformance query kinds of
../shared/conformance/README.md by dispatching on ``query.kind`` to the
module that owns it. The rules themselves live in one module per concept:
``units`` (kinds, position), ``tec`` (terrain chart data), ``facing``,
``stacking``, ``zoc``, ``movement``, ``fire``, ``los_policy``, and beyond
the conformance questions ``orders`` (activation, commanders, reserves),
``shock``, ``charge`` (charge eligibility, retreats), ``morale`` (disorder,
rally, recovery, collapse, VP) and ``ruleset`` (the `core.rules.base`
Ruleset). Data: ``terrain.json`` (terrain chart), ``tables.json`` (fire,
shock, ratio, collapse, VP tables), ``options.json`` (named options with
the Borodino preset).
"""
from __future__ import annotations

from core.rules import dispatch_query

# query kind -> "module:function"; each function takes (case, hexmap) -> dict.
QUERY_HANDLERS = {
    "stacking_legal": "core.rules.tng.queries:query_stacking_legal",
    "zoc": "core.rules.tng.queries:query_zoc",
    "front_hexes": "core.rules.tng.queries:query_front_hexes",
    "move_cost": "core.rules.tng.queries:query_move_cost",
    "reachable": "core.rules.tng.queries:query_reachable",
    "fire_drm": "core.rules.tng.queries:query_fire_drm",
    "los": "core.rules.tng.queries:query_los",
}


def conformance_query(case: dict, hexmap) -> dict:
    """Answer one conformance case for ``tng`` (see `core.rules.dispatch_query`)."""
    return dispatch_query("tng", QUERY_HANDLERS, case, hexmap)
