"""Conflict of Heroes scenario services for `core.rules.registry`: the
movement and fire arc of a set-up unit."""
from __future__ import annotations

from core.hexgrid import Hex
from core.rules.coh.firegroup import in_arc
from core.rules.coh.move import MoveProfile, reachable_hexes, step_cost
from core.rules.coh.options import CohOptions
from core.rules.coh.units import Position, units_from_dicts
from core.rules.scenario_units import (
    placed_dicts,
    placed_unit,
    placed_unit_dict,
    range_area,
)


def options(sc) -> CohOptions:
    """The CoH options of scenario ``sc`` (``sc.options`` where they are CoH options)."""
    known = set(CohOptions.__dataclass_fields__)
    return CohOptions.from_dict({k: v for k, v in sc.options.items() if k in known})


def position(sc) -> Position:
    """The `Position` of scenario ``sc``'s placed units (options from
    ``sc.options`` where they are CoH options)."""
    return Position(sc.hexmap, units_from_dicts(placed_dicts(sc), sc.hexmap), options(sc))


def movement_costs(sc, unit_id: str, graphs=None, budget: int | None = None) -> dict[Hex, float]:
    """``{hex: AP}`` the unit reaches within ``budget`` AP (default one
    activation's AP pool; `reachable_hexes`, vehicles with their bonus
    moves; a hidden unit by hidden movement, seed 000 §10.0);
    its own hex at 0.  ``graphs``: a `core.movement.PreparedGraphs` of
    ``sc.hexmap`` kept up to date by the caller's edits (the editor's), so
    the move graph of the unit's class is not rebuilt per call (and only
    the moving unit is read: the plain reach reads no other unit)."""
    d = placed_unit_dict(sc, unit_id)
    graph = None
    if graphs is not None and graphs.hexmap is sc.hexmap:
        cu = units_from_dicts([d], sc.hexmap)[0]
        pos = Position(sc.hexmap, (cu,), options(sc))
        if not cu.hidden and cu.bonus_symbols != (0, 0):
            pos = position(sc)  # a vehicle's bonus moves look at the other units (enters_barred)
        p = MoveProfile.of(cu, cu.hidden)
        graph = graphs.graph(("coh", p, pos.options),
                             lambda a, b: step_cost(sc.hexmap, p, a, b, pos.options))
    else:
        pos = position(sc)
        cu = pos.unit(unit_id)
    ap = pos.options.pool_ap if budget is None else budget
    return dict(reachable_hexes(pos, cu, ap, hidden=cu.hidden, graph=graph))


def fire_arc(sc, unit_id: str) -> set[Hex]:
    """Hexes within range in the unit's front arc (coh.md 2.2, `in_arc`)."""
    u = placed_unit(sc, unit_id)
    return {h for h in range_area(sc, u) if in_arc(sc.hexmap.layout, u.hex, u.facing, h)}
