"""Rulesets: data tables plus small policy modules, one package per system.

Each ruleset package (``core.rules.coh``, ``core.rules.tng``,
``core.rules.fow``) exposes ``conformance_query(case, hexmap) -> dict`` for
the conformance runner (see `core.conformance`), and its terrain catalogue
lives in ``terrain.json`` beside it (see `core.rules.catalogue`).
"""
from __future__ import annotations

import importlib

from core.rules.catalogue import KNOWN_RULESETS, load_catalogue

__all__ = ["KNOWN_RULESETS", "load_catalogue", "ruleset_module"]


def ruleset_module(name: str):
    """The policy package of ruleset ``name``; `HexwrightError` if unknown."""
    from core.errors import HexwrightError
    if name not in KNOWN_RULESETS:
        raise HexwrightError(f"unknown ruleset {name!r}: expected one of {', '.join(KNOWN_RULESETS)}")
    return importlib.import_module(f"core.rules.{name}")
