"""Ask the rules core about a scenario's units (Qt-free).

The editor's previews and checks never compute rules themselves: they turn
the scenario's setup units into the ruleset's unit values and call the
ruleset.  Everything here returns plain values:

* `rules_unit_dict(sc, unit)`: one unit in the conformance unit-dict shape
  (`Scenario.rules_unit_dicts` for a single unit; None if its catalogue id
  is unknown);
* `movement_costs(sc, unit_id) -> {Hex: cost}`: every hex the unit can reach
  this activation with its cost (AP for coh within the 7 AP pool,
  `core.rules.coh.move.reachable_hexes`, hidden units by hidden movement;
  MP for tng, `TngRuleset.reachable`; hexes moved for fow,
  `FowRuleset.reachable`).  The unit's own hex is included at 0.
* `fire_arc(sc, unit_id) -> set[Hex]`: the hexes in the unit's fire arc and
  range (coh.md 2.2 via `core.rules.coh.firegroup.in_arc`; tng front hexes,
  tng 6.11; fow: all round within range, inches turned into hexes by
  `core.rules.fow.scale.Scale.hexes_within`).
* `blocked_setup_hex(sc, unit) -> str | None`: why the unit may not stand in
  its setup hex (terrain its class may not enter), else None.

Errors of the rules core (`HexwrightError`: unknown kind, bad stats...)
propagate; callers show them as messages.
"""
from __future__ import annotations

from typing import Any

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.hexgrid import Hex, spiral
from core.model.scenario import Scenario
from core.model.unit import UnitPlacement


def rules_unit_dict(sc: Scenario, u: UnitPlacement) -> dict | None:
    """``u`` as a case-shaped unit dict (see `Scenario.rules_unit_dicts`),
    or None when its catalogue id is unknown or it has no hex."""
    if u.hex is None:
        return None
    entry = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
    if u.catalogue_id and entry is None:
        return None
    d: dict[str, Any] = {"id": u.id, "side": u.side, "kind": u.kind or (entry.kind if entry else "squad"),
                         "hex": sc.hexmap.label(u.hex), "hidden": u.hidden, "hits": list(u.hits)}
    if u.facing is not None:
        d["facing"] = u.facing
    d["stats"] = {k: v for k, v in unit_stats(u.catalogue_id, u.stats, sc.ruleset).items() if v is not None}
    if u.name:
        d["name"] = u.name
    return d


def _dicts(sc: Scenario) -> list[dict]:
    return [d for d in (rules_unit_dict(sc, u) for u in sc.units) if d is not None]


def coh_position(sc: Scenario):
    """The `core.rules.coh.units.Position` of the setup units (options from
    ``sc.options`` where they are CoH options)."""
    from core.rules.coh.options import CohOptions
    from core.rules.coh.units import Position, units_from_dicts
    known = set(CohOptions.__dataclass_fields__)
    opts = CohOptions.from_dict({k: v for k, v in sc.options.items() if k in known})
    return Position(sc.hexmap, units_from_dicts(_dicts(sc), sc.hexmap), opts)


def tng_position(sc: Scenario):
    """The `core.rules.tng.units.Position` of the setup units."""
    from core.rules.tng.units import Position, unit_from_dict
    return Position(sc.hexmap, [unit_from_dict(d, sc.hexmap) for d in _dicts(sc)])


def _unit(sc: Scenario, unit_id: str) -> UnitPlacement:
    u = sc.unit(unit_id)
    if u is None or u.hex is None:
        raise HexwrightError(f"unit {unit_id!r} is not on the map")
    if rules_unit_dict(sc, u) is None:
        raise HexwrightError(f"unit {unit_id!r}: unknown catalogue unit {u.catalogue_id!r}")
    return u


def movement_costs(sc: Scenario, unit_id: str) -> dict[Hex, float]:
    """``{hex: cost}`` the unit can reach (see the module doc); its own hex at 0."""
    from core.rules.base import get_ruleset
    u = _unit(sc, unit_id)
    if sc.ruleset == "coh":
        from core.rules.coh.move import reachable_hexes
        pos = coh_position(sc)
        cu = pos.unit(unit_id)
        return dict(reachable_hexes(pos, cu, pos.options.pool_ap, hidden=cu.hidden))
    if sc.ruleset == "tng":
        got = dict(get_ruleset("tng").reachable(tng_position(sc), unit_id))
    else:
        got = dict(get_ruleset(sc.ruleset).reachable(sc.hexmap, rules_unit_dict(sc, u)))
    got[u.hex] = 0
    return got


def fire_arc(sc: Scenario, unit_id: str) -> set[Hex]:
    """Hexes in the unit's fire arc within its range (its own hex excluded)."""
    u = _unit(sc, unit_id)
    d = rules_unit_dict(sc, u)
    hm = sc.hexmap
    rng = d["stats"].get("range") or d["stats"].get("max_range") or 1
    try:
        if sc.ruleset == "fow":  # ranges are in inches (seed 001): hexes at the ruleset's ground scale
            from core.rules.base import get_ruleset
            rng = get_ruleset("fow").scale.hexes_within(float(rng))
        rng = max(1, int(rng))
    except (TypeError, ValueError):
        rng = 1
    area = [h for h in spiral(u.hex, rng) if h != u.hex and hm.contains(h)]
    if sc.ruleset == "coh":
        from core.rules.coh.firegroup import in_arc
        return {h for h in area if in_arc(hm.layout, u.hex, u.facing, h)}
    if sc.ruleset == "tng":
        from core.rules.tng.facing import front_directions
        tu = tng_position(sc).unit(unit_id)
        if u.facing is None:
            return set()
        dirs = front_directions(tu, hm)
        if len(dirs) >= 6:
            return set(area)
        # front vertex k: the 60-degree wedge between the rays through front
        # sides k and k+1 = the intersection of the 120-degree arcs of both
        from core.rules.coh.firegroup import in_arc
        return {h for h in area if all(in_arc(hm.layout, u.hex, dd, h) for dd in dirs)}
    return set(area)


def blocked_setup_hex(sc: Scenario, u: UnitPlacement) -> str | None:
    """Why ``u`` may not stand in its hex (its movement class may not enter
    that terrain), or None.  coh: terrain.json move penalty None (coh.md 5.1);
    tng: the TEC column (tng 7.23, checked by `validate_setup`); fow: going
    ``impassable`` (seed 001)."""
    hm = sc.hexmap
    if u.hex is None or not hm.contains(u.hex):
        return None
    terrain = hm.terrain_at(u.hex)
    if sc.ruleset == "coh":
        from core.rules.coh import terrain as T
        from core.rules.coh.units import unit_from_dict
        d = rules_unit_dict(sc, u)
        if d is None:
            return None
        d = dict(d, hits=[])
        cls = unit_from_dict(d, hm).move_class
        if T.move_penalty(terrain, cls) is None:
            return f"unit {u.id!r} ({cls}) stands in {terrain}, which {cls} units may not enter (coh.md 5.1)"
        return None
    if sc.ruleset == "fow":
        from core.rules.fow.movement import step_going
        others = [n for n in hm.neighbours(u.hex)]
        if others and all(step_going(hm, n, u.hex) == "impassable" for n in others):
            return f"unit {u.id!r} stands in {terrain}, which is impassable going (seed 001)"
    return None
