"""Zones of control (tng 6.31-6.35).

A combat unit exerts a ZOC into its six neighbours, except (6.31):
artillery, Disordered units, units in square and (Russian) militia. The ZOC
does not extend across an impassable hexside, into a hex no unit may enter
("the sides of impassable hexes"), nor across a bridge; it does extend
across fords and crossable streams (6.32).
"""
from __future__ import annotations

from core.hexgrid import Hex
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.units import TngUnit


def has_zoc(unit: TngUnit) -> bool:
    """True when ``unit`` exerts a ZOC (tng 6.31)."""
    return (unit.is_combat and not unit.is_artillery and not unit.disordered
            and not unit.in_square and not unit.is_militia)


def _blocks(hexmap, a: Hex, b: Hex) -> bool:
    for f in hexmap.features_between(a, b):
        if tec.feature(f).get("blocks_zoc"):
            return True
    entry = tec.terrain_entry(hexmap.terrain_at(b))
    return all(v is None for v in entry["move"].values())


def zoc_hexes(unit: TngUnit, hexmap) -> list[Hex]:
    """Hexes in ``unit``'s ZOC (on the map, tng 6.31-6.32)."""
    if not has_zoc(unit):
        return []
    return [n for n in hexmap.neighbours(unit.hex) if not _blocks(hexmap, unit.hex, n)]


def enemy_zoc_map(position, side: str) -> dict[Hex, list[TngUnit]]:
    """Hex -> enemy units (of ``side``'s enemies) whose ZOC covers it."""
    out: dict[Hex, list[TngUnit]] = {}
    for u in position.units.values():
        if u.side != side and u.is_combat:
            for h in zoc_hexes(u, position.hexmap):
                out.setdefault(h, []).append(u)
    return out


def enemy_front_zoc_hexes(position, side: str) -> set[Hex]:
    """Hexes that are both in an enemy unit's ZOC and in its front (tng 6.34):
    a unit that left an enemy ZOC this activation may not enter them."""
    out: set[Hex] = set()
    for u in position.units.values():
        if u.side != side and u.is_combat and has_zoc(u) and u.facing is not None:
            out |= set(zoc_hexes(u, position.hexmap)) & set(front_hexes(u, position.hexmap))
    return out
