"""Flames of War on hexes, 3rd edition (seed 001, pp. 90-91; notes tng_fow.md GAME B).

``conformance_query(case, hexmap)`` answers the conformance query kinds of
../shared/conformance/README.md by dispatching on ``query.kind`` to the
module that owns it.  Modules: `scale` (inches <-> hexes), `teams` (team and
weapon data), `concealment`, `shooting`, `movement`, `los_policy`,
`queries`; data in ``terrain.json``, ``tables.json`` and ``units.json``.
"""
from __future__ import annotations

import importlib

from core.errors import HexwrightError

# query kind -> "module:function"; each function takes (case, hexmap) -> dict.
QUERY_HANDLERS = {
    "concealment": "core.rules.fow.queries:query_concealment",
    "moving_rof": "core.rules.fow.queries:query_moving_rof",
    "los": "core.rules.fow.queries:query_los",
}


def conformance_query(case: dict, hexmap) -> dict:
    """Answer one conformance case for ``fow``; `HexwrightError` for an
    unknown query kind (an ERROR, never a skip)."""
    kind = (case.get("query") or {}).get("kind")
    target = QUERY_HANDLERS.get(kind)
    if target is None:
        raise HexwrightError(f"fow: unknown query kind {kind!r}; known: {', '.join(sorted(QUERY_HANDLERS))}")
    mod_name, fn_name = target.split(":")
    return getattr(importlib.import_module(mod_name), fn_name)(case, hexmap)
