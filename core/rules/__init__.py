"""Rulesets: data tables plus small policy modules, one package per system.

Each ruleset package (``core.rules.coh``, ``core.rules.tng``,
``core.rules.fow``) exposes ``conformance_query(case, hexmap) -> dict`` for
the conformance runner (see `core.conformance`), and its terrain catalogue
lives in ``terrain.json`` beside it (see `core.rules.catalogue`).
"""
from __future__ import annotations

import importlib

from core.rules.catalogue import KNOWN_RULESETS, load_catalogue

__all__ = ["KNOWN_RULESETS", "load_catalogue", "ruleset_module", "dispatch_query", "supports_hidden_setup"]


def ruleset_module(name: str):
    """The policy package of ruleset ``name``; `HexwrightError` if unknown."""
    from core.errors import HexwrightError
    if name not in KNOWN_RULESETS:
        raise HexwrightError(f"unknown ruleset {name!r}: expected one of {', '.join(KNOWN_RULESETS)}")
    return importlib.import_module(f"core.rules.{name}")


def supports_hidden_setup(name: str) -> bool:
    """Whether scenarios of ruleset ``name`` may set units up hidden (the
    package's ``SUPPORTS_HIDDEN_SETUP`` flag; False when it has none):
    coh (seed 000 §10.0) and fow (core.play.fow reveals a hidden team when it
    moves, shoots or assaults, or an enemy comes within 8") do, tng does not.
    `HexwrightError` for an unknown ruleset."""
    return bool(getattr(ruleset_module(name), "SUPPORTS_HIDDEN_SETUP", False))


def dispatch_query(ruleset: str, handlers: dict[str, str], case: dict, hexmap) -> dict:
    """Answer a conformance case by its ``query.kind``.

    ``handlers`` maps each query kind to ``"module:function"``; the function
    takes ``(case, hexmap)`` and returns the answer dict.  An unknown kind
    raises `HexwrightError` (the runner reports an ERROR, never a skip).
    """
    from core.errors import HexwrightError
    kind = (case.get("query") or {}).get("kind")
    target = handlers.get(kind)
    if target is None:
        raise HexwrightError(f"{ruleset}: unknown query kind {kind!r}; known: {', '.join(sorted(handlers))}")
    mod_name, fn_name = target.split(":")
    return getattr(importlib.import_module(mod_name), fn_name)(case, hexmap)
