"""Scenario edits of setup zones: add, remove, add and remove hexes.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`).
"""
from __future__ import annotations

from collections.abc import Iterable

from core.edits.base import (
    Edit,
    EditError,
    check_hex,
    check_side,
    find_zone,
    scenario_edit,
)
from core.edits.restore import insert_item, pop_item, put_field
from core.hexgrid import Hex
from core.i18n import _
from core.model.scenario import Scenario, SetupZone


@scenario_edit("zones")
def add_zone(sc: Scenario, zone: SetupZone, index: int | None = None) -> Edit:
    """Add a setup zone (name must be new, hexes on the map)."""
    if sc.zone(zone.name) is not None:
        raise EditError(_("a setup zone called {name!r} already exists").format(name=zone.name))
    check_side(sc, zone.side, f"zone {zone.name!r}", allow_none=True)
    for h in zone.hexes:
        check_hex(sc, h, f"zone {zone.name!r}")
    return insert_item(sc, "zones", len(sc.zones) if index is None else index, zone)


@scenario_edit("zones")
def remove_zone(sc: Scenario, name: str) -> Edit:
    """Remove the setup zone ``name``."""
    return pop_item(sc, "zones", sc.zones.index(find_zone(sc, name)))


@scenario_edit("zones")
def add_zone_hexes(sc: Scenario, name: str, hexes: Iterable[Hex]) -> Edit:
    """Add hexes (on the map) to zone ``name``."""
    z = find_zone(sc, name)
    new = [Hex(*h) for h in dict.fromkeys(hexes) if h not in z.hexes]
    for h in new:
        check_hex(sc, h, f"zone {name!r}")
    return put_field(sc, "zone", name, "hexes", z.hexes | set(new))


@scenario_edit("zones")
def remove_zone_hexes(sc: Scenario, name: str, hexes: Iterable[Hex]) -> Edit:
    """Remove hexes from zone ``name`` (hexes not in it are ignored)."""
    z = find_zone(sc, name)
    return put_field(sc, "zone", name, "hexes", z.hexes - set(hexes))
