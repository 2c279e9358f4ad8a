"""The Triumph & Glory terrain effects chart, read from ``terrain.json``.

The chart is data (tng_fow.md A.5): movement cost per movement column
(``infantry``, ``cavalry``, ``light_cavalry``, ``artillery``,
``horse_artillery``, ``commander``), disorder on entry, fire and shock
modifiers, all-round facing, and the hexside features (stream, bridge,
ford, impassable, steep slope, road/trail continuity). Values the Borodino
chart would give but no source prints are flagged ``assumed`` there. A cost
of ``null`` means prohibited.

This module only reads the data; the rules that combine it live in
`core.rules.tng.movement` and `core.rules.tng.fire`.
"""
from __future__ import annotations

import json
from importlib import resources

from core.errors import RulesError
from core.i18n import _
from core.rules.catalogue import load_catalogue

PROHIBITED = None


def _data() -> dict:
    return json.loads(resources.files("core.rules.tng").joinpath("terrain.json").read_text(encoding="utf-8"))


_CACHE: dict = {}


def chart() -> dict:
    """The parsed ``terrain.json`` (cached; do not mutate)."""
    if not _CACHE:
        _CACHE.update(_data())
    return _CACHE


def terrain_entry(name: str) -> dict:
    """The chart entry of hex terrain ``name``; `RulesError` naming it if unknown."""
    t = chart()["terrain"]
    if name not in t:
        raise RulesError(_("terrain {name!r} is not in the Triumph & Glory chart (known: {t})").format(
                             name=name, t=', '.join(sorted(t))), "tng 7.21")
    return t[name]


def terrain_cost(name: str, column: str) -> float | None:
    """MP for ``column`` to enter terrain ``name``; None when prohibited (tng 7.21)."""
    return terrain_entry(name)["move"].get(column)


def disorders_on_entry(name: str, column: str) -> bool:
    """True when a unit of ``column`` entering ``name`` becomes Disordered ("D" on the chart)."""
    return column in terrain_entry(name).get("disorder_on_entry", ())


def all_round_facing(name: str) -> bool:
    """True for terrain where infantry faces all six hexes (tng 6.11: village, chateau, redoubt)."""
    return bool(terrain_entry(name).get("all_round_facing"))


def fortification_all_round(fort) -> bool:
    """True when fortification ``fort`` (a `Fortification` or None) gives
    infantry all-round facing (tng 6.11: redoubts)."""
    if fort is None:
        return False
    entry = chart().get("fortifications", {}).get(fort.kind)
    if entry is None:
        raise RulesError(_("fortification {kind!r} is not a Triumph & Glory fortification (known: "
                           "{fortifications})").format(
                             kind=fort.kind,
                             fortifications=', '.join(sorted(chart().get('fortifications', {})))))
    return bool(entry.get("all_round_facing"))


def blocks_los(name: str) -> bool:
    """True for woods-like terrain that blocks artillery LOS under tng 8.4."""
    return bool(terrain_entry(name).get("blocks_los"))


def fire_drm(name: str) -> int:
    """Fire DRM for a target in terrain ``name`` (chart; mostly assumed)."""
    return int(terrain_entry(name).get("fire_drm", 0))


def shock_drm(name: str) -> int:
    """Shock DRM for a defender in terrain ``name`` (chart; clear +1 is conditional, tng 9.53)."""
    return int(terrain_entry(name).get("shock_drm", 0))


def road_cost(column: str) -> float:
    """MP along a connected road (tng 7.22)."""
    return chart()["movement"]["road"]["move"][column]


def elevation_cost(kind: str, column: str) -> float | None:
    """Extra MP for ``kind`` (``up_one_level``, ``steep_rise``, ``steep_drop``); None = prohibited."""
    return chart()["movement"]["elevation"][kind]["move"].get(column)


def elevation_disorders(kind: str, column: str) -> bool:
    """True when the elevation change ``kind`` disorders a unit of ``column``."""
    return column in chart()["movement"]["elevation"][kind].get("disorder_on_entry", ())


def feature(name: str) -> dict:
    """The chart entry of hexside feature ``name``."""
    f = chart()["hexside_features"]
    if name not in f:
        raise RulesError(_("hexside feature {name!r} is not in the Triumph & Glory chart").format(
                             name=name), "tng 7.23")
    return f[name]


def check_map_terrain(hexmap) -> None:
    """`RulesError` naming the first hex whose terrain the chart does not know."""
    known = chart()["terrain"]
    if hexmap.default_terrain not in known:
        raise RulesError(_("map default terrain {default_terrain!r} is not a Triumph & Glory terrain").format(
                             default_terrain=hexmap.default_terrain))
    for h, t in hexmap.terrain.items():
        if t not in known:
            raise RulesError(_("hex {h}: terrain {t!r} is not a Triumph & Glory terrain (known: {known})").format(
                                 h=hexmap.label(h), t=t, known=', '.join(sorted(known))))


def catalogue():
    """The shared `TerrainCatalogue` view of the same file."""
    return load_catalogue("tng")
