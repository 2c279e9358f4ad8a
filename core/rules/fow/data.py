"""Read-only access to the fow data files beside this module.

``tables()`` is ``tables.json`` (to-hit, saves, moving ROF, movement, bogging,
distances in inches, options), ``teams()`` is ``units.json`` (the team
catalogue).  Both are parsed once and cached; callers must not mutate them.
A file that does not parse raises `core.errors.FormatError` naming it.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from core.errors import FormatError
from core.i18n import _


def _load(name: str) -> dict:
    path = resources.files("core.rules.fow").joinpath(name)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise FormatError(f"core/rules/fow/{name}", _("cannot read the fow data file: {e}").format(e=e)) from None


@lru_cache(maxsize=None)
def tables() -> dict:
    """The rules tables of ``tables.json`` (see its ``source``/``assumed`` flags)."""
    return _load("tables.json")


@lru_cache(maxsize=None)
def teams() -> dict:
    """The team catalogue of ``units.json``."""
    return _load("units.json")
