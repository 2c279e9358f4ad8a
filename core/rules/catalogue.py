"""Terrain catalogues: each ruleset's terrain, hexside features and
fortifications, read from the data file ``core/rules/<ruleset>/terrain.json``.

Every entry has ``label``, ``color`` (``#rrggbb``), ``description``,
``source`` and ``assumed`` (True when no source gives its values, see
../shared/rules/README.md); rulesets add their rules values (movement cost,
DM, LOS effect...) to the same entries.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from core.rules.registry import spec


@dataclass(frozen=True)
class TerrainCatalogue:
    """A ruleset's terrain catalogue (read-only view of its data file)."""

    ruleset: str
    title: str
    default_terrain: str
    terrain: dict
    hexside_features: dict
    fortifications: dict

    def color(self, terrain: str) -> str:
        """Display colour of a hex terrain (grey for unknown names)."""
        return self.terrain.get(terrain, {}).get("color", "#ff00ff")


@lru_cache(maxsize=None)
def load_catalogue(ruleset: str) -> TerrainCatalogue:
    """The terrain catalogue of ``ruleset`` (one of
    `core.rules.registry.RULESETS`).

    Raises `HexwrightError` for an unknown ruleset.
    """
    text = resources.files(spec(ruleset).package).joinpath("terrain.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return TerrainCatalogue(ruleset, data.get("title", ruleset), data["default_terrain"], data["terrain"],
                            data.get("hexside_features", {}), data.get("fortifications", {}))
