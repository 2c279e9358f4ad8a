"""Rulesets: data tables plus small policy modules, one package per system.

Which rulesets exist and where each one's parts live (catalogues, LOS
policy, rules, play engine, scenario services, traits) is declared once in
`core.rules.registry` (``spec(name)``).  Each ruleset package
(``core.rules.<name>``) exposes ``conformance_query(case, hexmap) -> dict``
for the conformance runner (see `core.conformance`), and its terrain
catalogue lives in ``terrain.json`` beside it (see `core.rules.catalogue`).
"""
from __future__ import annotations

import importlib

from core.errors import HexwrightError
from core.i18n import _

__all__ = ["dispatch_query"]


def dispatch_query(ruleset: str, handlers: dict[str, str], case: dict, hexmap) -> dict:
    """Answer a conformance case by its ``query.kind``.

    ``handlers`` maps each query kind to ``"module:function"``; the function
    takes ``(case, hexmap)`` and returns the answer dict.  An unknown kind
    raises `HexwrightError` (the runner reports an ERROR, never a skip).
    """
    kind = (case.get("query") or {}).get("kind")
    target = handlers.get(kind) if isinstance(kind, str) else None
    if target is None:
        raise HexwrightError(_("{ruleset}: unknown query kind {kind!r}; known: {handlers}").format(
                                 ruleset=ruleset, kind=kind,
                                 handlers=', '.join(sorted(handlers))))
    mod_name, fn_name = target.split(":")
    return getattr(importlib.import_module(mod_name), fn_name)(case, hexmap)
