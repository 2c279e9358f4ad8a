"""Flames of War on hexes, 3rd edition (seed 001, pp. 90-91; notes tng_fow.md GAME B).

``conformance_query(case, hexmap)`` answers the conformance query kinds of
../shared/conformance/README.md by dispatching on ``query.kind`` to the
module that owns it.  Modules: `scale` (inches <-> hexes), `teams` (team and
weapon data), `concealment`, `shooting`, `movement`, `los_policy`,
`queries`; data in ``terrain.json``, ``tables.json`` and ``units.json``.
"""
from __future__ import annotations

from core.rules import dispatch_query

# query kind -> "module:function"; each function takes (case, hexmap) -> dict.
QUERY_HANDLERS = {
    "concealment": "core.rules.fow.queries:query_concealment",
    "moving_rof": "core.rules.fow.queries:query_moving_rof",
    "los": "core.rules.fow.queries:query_los",
}


def conformance_query(case: dict, hexmap) -> dict:
    """Answer one conformance case for ``fow`` (see `core.rules.dispatch_query`)."""
    return dispatch_query("fow", QUERY_HANDLERS, case, hexmap)
