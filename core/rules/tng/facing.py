"""Vertex facing: front, flank and rear hexes (tng 6.11-6.14).

A unit faces vertex ``k`` of its hex, the corner between hexside ``k`` and
hexside ``k+1`` (conformance README). Its two *front* hexes are the
neighbours across sides ``k`` and ``k+1``; the two *flank* hexes are across
sides ``k-1`` and ``k+2``.

Front and rear (S1 6.11): the four hexes that are not front are the Rear;
the two of them next to the front are also called flank hexes (9.53).

Exceptions (tng 6.11):
* infantry in a village, chateau or redoubt (terrain flagged
  ``all_round_facing``) and any unit in square (tng 9.85) face all six hexes;
* formed (not Disordered) cavalry that is *defending* counts its two flank
  hexes as front as well, only to decide where an attacker stands.
"""
from __future__ import annotations

from core.hexgrid import Hex
from core.i18n import _
from core.rules.tng import tec
from core.rules.tng.units import TngUnit, check_facing
from core.errors import RulesError

ROLES = ("attacking", "defending")


def front_sides(facing: int) -> tuple[int, int]:
    """Hexside directions of the front of a unit facing vertex ``facing`` (tng 6.11)."""
    return facing % 6, (facing + 1) % 6


def flank_sides(facing: int) -> tuple[int, int]:
    """Hexside directions of the two flank hexes (tng 6.11 defensive-facing diagram)."""
    return (facing - 1) % 6, (facing + 2) % 6


def front_directions(unit: TngUnit, hexmap, role: str = "attacking") -> list[int]:
    """Hexside directions (0-5) that are frontal for ``unit`` in ``role``.

    Raises `RulesError` naming the unit when it has no facing, a facing
    outside 0-5, or the role is not ``attacking``/``defending``.
    """
    if role not in ROLES:
        raise RulesError(_("front hexes of unit {id!r}: role {role!r} is not one of {roles}").format(
                             id=unit.id, role=role, roles=', '.join(ROLES)))
    if unit.facing is None:
        raise RulesError(_("unit {id!r} has no facing; T&G units face a vertex 0-5").format(id=unit.id), "tng 6.11")
    facing = check_facing(unit.facing, unit.id)
    if unit.in_square:
        return list(range(6))
    if unit.branch == "infantry" and (tec.all_round_facing(hexmap.terrain_at(unit.hex))
                                      or tec.fortification_all_round(hexmap.fortification_at(unit.hex))):
        return list(range(6))
    dirs = list(front_sides(facing))
    if role == "defending" and unit.branch == "cavalry" and not unit.disordered:
        dirs += list(flank_sides(facing))
    return sorted(dirs)


def front_hexes(unit: TngUnit, hexmap, role: str = "attacking") -> list[Hex]:
    """On-map front hexes of ``unit`` (see `front_directions`)."""
    lay = hexmap.layout
    out = [lay.neighbour(unit.hex, d) for d in front_directions(unit, hexmap, role)]
    return [h for h in out if hexmap.contains(h)]


def is_front_hex(unit: TngUnit, hexmap, h: Hex, role: str = "attacking") -> bool:
    """True when adjacent hex ``h`` is a front hex of ``unit``."""
    return h in front_hexes(unit, hexmap, role)


def rear_hexes(unit: TngUnit, hexmap, role: str = "attacking") -> list[Hex]:
    """The Rear hexes of ``unit`` (S1 6.11: "the two hexes to the front are
    Frontal, the four behind the Rear"): every neighbour that is not a
    front hex in ``role`` (so two for formed defending cavalry, none for a
    unit facing all round)."""
    front = set(front_directions(unit, hexmap, role))
    lay = hexmap.layout
    return [h for h in (lay.neighbour(unit.hex, d) for d in range(6) if d not in front) if hexmap.contains(h)]


def flank_hexes(unit: TngUnit, hexmap) -> list[Hex]:
    """The two flank hexes of ``unit`` (sides ``k-1`` and ``k+2``); none when facing all round."""
    if len(front_directions(unit, hexmap)) == 6:   # (a unit without a facing raises there)
        return []
    lay = hexmap.layout
    facing = check_facing(unit.facing, unit.id)
    return [h for h in (lay.neighbour(unit.hex, d) for d in flank_sides(facing)) if hexmap.contains(h)]
