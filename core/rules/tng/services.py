"""Triumph & Glory scenario services for `core.rules.registry`: the
movement and fire arc of a set-up unit."""
from __future__ import annotations

from core.hexgrid import Hex
from core.rules.coh.firegroup import in_arc
from core.rules.scenario_units import placed_dicts, placed_unit, range_area
from core.rules.tng import movement
from core.rules.tng.facing import front_directions
from core.rules.tng.ruleset import make_ruleset
from core.rules.tng.units import Position, unit_from_dict


def position(sc) -> Position:
    """The `Position` of scenario ``sc``'s placed units."""
    return Position(sc.hexmap, [unit_from_dict(d, sc.hexmap) for d in placed_dicts(sc)])


def movement_costs(sc, unit_id: str, graphs=None, budget: int | None = None) -> dict[Hex, float]:
    """``{hex: MP}`` the unit can end in (`core.rules.tng.movement.reachable`,
    tng 7; ``budget`` MP instead of its movement allowance when given); its
    own hex at 0.  ``graphs`` (prepared move graphs,
    `core.movement.PreparedGraphs`) is accepted for the one service
    signature and not used here."""
    u = placed_unit(sc, unit_id)
    pos = position(sc)
    got = dict(movement.reachable(pos, pos.unit(unit_id), "normal", budget, make_ruleset().rules_options))
    got[u.hex] = 0
    return got


def fire_arc(sc, unit_id: str) -> set[Hex]:
    """Hexes within range in the unit's front (tng 6.11: the 60-degree
    wedge of its front vertex = where the 120-degree arcs through both front
    hexsides meet; all round when every side is a front)."""
    u = placed_unit(sc, unit_id)
    if u.facing is None:
        return set()
    hm = sc.hexmap
    dirs = front_directions(position(sc).unit(unit_id), hm)
    area = range_area(sc, u)
    if len(dirs) >= 6:
        return set(area)
    return {h for h in area if all(in_arc(hm.layout, u.hex, d, h) for d in dirs)}
