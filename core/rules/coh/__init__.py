"""Conflict of Heroes: Awakening the Bear, 2nd edition (seed 000).

``conformance_query(case, hexmap)`` answers the conformance query kinds of
../shared/conformance/README.md by dispatching on ``query.kind`` to the
module that owns it.
"""
from __future__ import annotations

from core.rules import dispatch_query

# query kind -> "module:function"; each function takes (case, hexmap) -> dict.
QUERY_HANDLERS = {
    "los": "core.rules.coh.queries_los:query_los",
    "move_cost": "core.rules.coh.queries:query_move_cost",
    "reachable": "core.rules.coh.queries:query_reachable",
    "attack": "core.rules.coh.queries:query_attack",
    "activation_pool": "core.rules.coh.queries:query_activation_pool",
    "reveal": "core.rules.coh.queries:query_reveal",
    "detect_sniper": "core.rules.coh.queries:query_detect_sniper",
}


def conformance_query(case: dict, hexmap) -> dict:
    """Answer one conformance case for ``coh`` (see `core.rules.dispatch_query`)."""
    return dispatch_query("coh", QUERY_HANDLERS, case, hexmap)
