"""A scenario's set-up units as the rules modules read them (Qt-free),
shared by the rulesets' scenario services (``core.rules.<name>.services``,
called through `core.rules.registry.RulesetSpec`).

* `rules_unit_dict(sc, u)`: one placement in the conformance unit-dict
  shape (`Scenario.rules_unit_dicts` for a single unit); None when it has
  no hex or an unknown catalogue id;
* `placed_dicts(sc)`: those dicts of every placed, known unit;
* `placed_unit(sc, unit_id)`: the placement, `HexwrightError` when it is
  not on the map or its catalogue id is unknown;
* `range_area(sc, u)`: the on-map hexes within the unit's range (its
  ``range`` or ``max_range`` stat, in the ruleset's range unit, at least
  1 hex), its own hex excluded.
"""
from __future__ import annotations

from typing import Any

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.hexgrid import Hex, spiral
from core.i18n import _
from core.rules.registry import spec


def rules_unit_dict(sc, u) -> dict | None:
    """``u`` (a `core.model.unit.UnitPlacement` of scenario ``sc``) as a
    case-shaped unit dict, or None when its catalogue id is unknown or it
    has no hex."""
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


def placed_dicts(sc) -> list[dict]:
    """`rules_unit_dict` of every set-up unit that has one."""
    return [d for d in (rules_unit_dict(sc, u) for u in sc.units) if d is not None]


def placed_unit(sc, unit_id: str):
    """The placement ``unit_id`` of ``sc``; `HexwrightError` when it is not
    on the map or its catalogue id is unknown."""
    return _placed(sc, unit_id)[0]


def placed_unit_dict(sc, unit_id: str) -> dict:
    """`rules_unit_dict` of the placement ``unit_id`` (the errors of
    `placed_unit`)."""
    return _placed(sc, unit_id)[1]


def _placed(sc, unit_id: str) -> tuple[Any, dict]:
    u = sc.unit(unit_id)
    if u is None or u.hex is None:
        raise HexwrightError(_("unit {unit_id!r} is not on the map").format(unit_id=unit_id))
    d = rules_unit_dict(sc, u)
    if d is None:
        raise HexwrightError(_("unit {unit_id!r}: unknown catalogue unit {catalogue_id!r}").format(
                                 unit_id=unit_id, catalogue_id=u.catalogue_id))
    return u, d


def range_area(sc, u) -> list[Hex]:
    """The on-map hexes within ``u``'s range (own hex excluded); a missing
    or unreadable range counts as 1 hex."""
    d = rules_unit_dict(sc, u) or {"stats": {}}
    rng = d["stats"].get("range") or d["stats"].get("max_range") or 1
    try:
        rng = spec(sc.ruleset).hexes_within(rng)
    except (TypeError, ValueError):
        rng = 1
    hm = sc.hexmap
    return [h for h in spiral(u.hex, rng) if h != u.hex and hm.contains(h)]
