"""Pure edit functions for scenarios, each returning its own undo.

Every function changes a `core.model.Scenario` in place and returns an
`Edit` -- the inverse edit -- so undo is ``apply_edit(sc, inverse)``, which
in turn returns the redo edit.  An editor command therefore stays thin::

    redo(): self.inverse = apply_edit(sc, self.edit)
    undo(): self.edit = apply_edit(sc, self.inverse)

Edits check what they are given and raise `EditError` (a
`core.errors.HexwrightError`) naming the unit, zone, deck or hex, leaving
the scenario unchanged.  Hexes are cube `core.hexgrid.Hex` values that must
lie on ``sc.hexmap``.
"""
from __future__ import annotations

import copy
from typing import Any, Iterable

from core.hexgrid import Hex
from core.model.scenario import Scenario, SetupZone, Side
from core.model.unit import UnitPlacement
from core.scenario_edit_base import Edit, EditError, _check_hex, _check_side, _locate, _op, _zone, apply_edit


# --- units --------------------------------------------------------------------
@_op
def place_unit(sc: Scenario, unit: UnitPlacement, index: int | None = None,
               reinforcement: int | None = None) -> Edit:
    """Add ``unit`` to the setup units (or to reinforcement number
    ``reinforcement``) at ``index`` (default: the end).  Raises `EditError`
    for an id already used, an unknown side or a hex off the map."""
    if sc.unit(unit.id) is not None:
        raise EditError(f"unit id {unit.id!r} is already used")
    _check_side(sc, unit.side, f"unit {unit.id!r}")
    _check_hex(sc, unit.hex, f"unit {unit.id!r}")
    if reinforcement is None:
        if unit.hex is None:
            raise EditError(f"unit {unit.id!r}: a unit set up on the map needs a hex")
        target = sc.units
    else:
        if not 0 <= reinforcement < len(sc.reinforcements):
            raise EditError(f"no reinforcement number {reinforcement}")
        target = sc.reinforcements[reinforcement].units
    target.insert(len(target) if index is None else index, unit)
    return Edit("remove_unit", {"unit_id": unit.id})


@_op
def remove_unit(sc: Scenario, unit_id: str) -> Edit:
    """Remove the unit ``unit_id`` (setup or reinforcement); its victory VP
    entry, if any, goes with it and comes back on undo."""
    lst, i, ri = _locate(sc, unit_id)
    unit = lst.pop(i)
    vp = sc.victory.unit_vp.pop(unit_id, None)
    args: dict[str, Any] = {"unit": unit, "index": i, "reinforcement": ri}
    if vp is None:
        return Edit("place_unit", args)
    return Edit("_restore_unit", {"args": args, "vp": vp})


@_op
def _restore_unit(sc: Scenario, args: dict, vp: int) -> Edit:
    """Undo of removing a unit that had its own VP value."""
    inv = place_unit(sc, **args)
    sc.victory.unit_vp[args["unit"].id] = vp
    return inv


@_op
def move_unit(sc: Scenario, unit_id: str, hex: Hex | None) -> Edit:
    """Put the unit on ``hex`` (None only for reinforcement units)."""
    lst, i, ri = _locate(sc, unit_id)
    _check_hex(sc, hex, f"unit {unit_id!r}")
    if hex is None and ri is None:
        raise EditError(f"unit {unit_id!r}: a unit set up on the map needs a hex")
    old = lst[i].hex
    lst[i].hex = hex
    return Edit("move_unit", {"unit_id": unit_id, "hex": old})


@_op
def set_facing(sc: Scenario, unit_id: str, facing: int | None) -> Edit:
    """Set the unit's facing (0-5, or None for none)."""
    if facing is not None and facing not in range(6):
        raise EditError(f"unit {unit_id!r}: facing must be 0-5, got {facing!r}")
    lst, i, _ = _locate(sc, unit_id)
    old = lst[i].facing
    lst[i].facing = facing
    return Edit("set_facing", {"unit_id": unit_id, "facing": old})


@_op
def set_hidden(sc: Scenario, unit_id: str, hidden: bool) -> Edit:
    """Set whether the unit starts hidden (seed 000 §10.0)."""
    lst, i, _ = _locate(sc, unit_id)
    old = lst[i].hidden
    lst[i].hidden = bool(hidden)
    return Edit("set_hidden", {"unit_id": unit_id, "hidden": old})


_UNIT_FIELDS = ("side", "catalogue_id", "stats", "kind", "name", "hits")


@_op
def set_unit_field(sc: Scenario, unit_id: str, field: str, value: Any) -> Edit:
    """Set one of ``side``, ``catalogue_id``, ``stats`` (a dict), ``kind``,
    ``name``, ``hits`` (a list) of the unit (values are copied)."""
    if field not in _UNIT_FIELDS:
        raise EditError(f"unit {unit_id!r}: cannot set {field!r} (one of {', '.join(_UNIT_FIELDS)})")
    if field == "side":
        _check_side(sc, value, f"unit {unit_id!r}")
    lst, i, _ = _locate(sc, unit_id)
    old = getattr(lst[i], field)
    setattr(lst[i], field, copy.deepcopy(value))
    return Edit("set_unit_field", {"unit_id": unit_id, "field": field, "value": old})


# --- scenario properties --------------------------------------------------------
_PROPS = ("title", "date", "designer", "notes", "rounds", "initiative", "special_rules", "options", "caps",
          "caps_by_round", "starting_vp", "starting_cards", "victory.vp_per_kill", "victory.objectives")


@_op
def set_property(sc: Scenario, name: str, value: Any) -> Edit:
    """Set a scenario property: one of ``title``, ``date``, ``designer``,
    ``notes``, ``rounds`` (>= 1), ``initiative`` (side id or None),
    ``special_rules``, ``options``, ``caps``, ``caps_by_round``,
    ``starting_vp``, ``starting_cards``, ``victory.vp_per_kill``,
    ``victory.objectives`` (values are copied)."""
    if name not in _PROPS:
        raise EditError(f"cannot set scenario property {name!r} (one of {', '.join(_PROPS)})")
    if name == "rounds" and (not isinstance(value, int) or value < 1):
        raise EditError(f"rounds must be an integer >= 1, got {value!r}")
    if name == "initiative":
        _check_side(sc, value, "initiative", allow_none=True)
    obj, attr = (sc.victory, name.split(".")[1]) if name.startswith("victory.") else (sc, name)
    old = getattr(obj, attr)
    setattr(obj, attr, copy.deepcopy(value))
    return Edit("set_property", {"name": name, "value": old})


@_op
def set_caps(sc: Scenario, side: str, caps: int | None, round: int | None = None) -> Edit:
    """Set ``side``'s CAPs per round, or for one ``round`` only; None removes
    the value (a round then falls back to the side's CAPs)."""
    _check_side(sc, side, "CAPs")
    table = sc.caps if round is None else sc.caps_by_round.setdefault(side, {})
    key = side if round is None else round
    old = table.get(key)
    if caps is None:
        table.pop(key, None)
    else:
        table[key] = caps
    if round is not None and not table:
        sc.caps_by_round.pop(side, None)
    return Edit("set_caps", {"side": side, "caps": old, "round": round})


@_op
def add_side(sc: Scenario, side: Side, index: int | None = None) -> Edit:
    """Add a side (id must be new)."""
    if side.id in sc.side_ids():
        raise EditError(f"side id {side.id!r} is already used")
    sc.sides.insert(len(sc.sides) if index is None else index, side)
    return Edit("remove_side", {"side_id": side.id})


@_op
def remove_side(sc: Scenario, side_id: str) -> Edit:
    """Remove a side that no unit, zone, reinforcement or setting uses."""
    _check_side(sc, side_id, "remove side")
    users = [u.id for u in sc.all_units() if u.side == side_id]
    if users or any(z.side == side_id for z in sc.zones) or any(r.side == side_id for r in sc.reinforcements) \
            or sc.initiative == side_id:
        raise EditError(f"side {side_id!r} is still used (units {', '.join(users) or 'none'}, zones, "
                        "reinforcements or initiative): remove those first")
    i = sc.side_ids().index(side_id)
    return Edit("add_side", {"side": sc.sides.pop(i), "index": i})


@_op
def set_side(sc: Scenario, side_id: str, name: str | None = None, colour: str | None = None) -> Edit:
    """Set a side's display name and/or colour."""
    s = sc.side(side_id)
    if s is None:
        raise EditError(f"unknown side {side_id!r}")
    inv = Edit("set_side", {"side_id": side_id, "name": s.name if name is not None else None,
                            "colour": s.colour if colour is not None else None})
    if name is not None:
        s.name = name
    if colour is not None:
        s.colour = colour
    return inv


# --- zones ---------------------------------------------------------------------
@_op
def add_zone(sc: Scenario, zone: SetupZone, index: int | None = None) -> Edit:
    """Add a setup zone (name must be new, hexes on the map)."""
    if sc.zone(zone.name) is not None:
        raise EditError(f"a setup zone called {zone.name!r} already exists")
    _check_side(sc, zone.side, f"zone {zone.name!r}", allow_none=True)
    for h in zone.hexes:
        _check_hex(sc, h, f"zone {zone.name!r}")
    sc.zones.insert(len(sc.zones) if index is None else index, zone)
    return Edit("remove_zone", {"name": zone.name})


@_op
def remove_zone(sc: Scenario, name: str) -> Edit:
    """Remove the setup zone ``name``."""
    z = _zone(sc, name)
    i = sc.zones.index(z)
    sc.zones.pop(i)
    return Edit("add_zone", {"zone": z, "index": i})


@_op
def add_zone_hexes(sc: Scenario, name: str, hexes: Iterable[Hex]) -> Edit:
    """Add hexes to zone ``name``; the undo removes only those not there before."""
    z = _zone(sc, name)
    new = [h for h in dict.fromkeys(hexes) if h not in z.hexes]
    for h in new:
        _check_hex(sc, h, f"zone {name!r}")
    z.hexes.update(new)
    return Edit("remove_zone_hexes", {"name": name, "hexes": new})


@_op
def remove_zone_hexes(sc: Scenario, name: str, hexes: Iterable[Hex]) -> Edit:
    """Remove hexes from zone ``name``; the undo restores only those removed."""
    z = _zone(sc, name)
    gone = [h for h in dict.fromkeys(hexes) if h in z.hexes]
    z.hexes.difference_update(gone)
    return Edit("add_zone_hexes", {"name": name, "hexes": gone})


# Deck, reinforcement and victory edits live in a sibling module; importing
# it registers them with `apply_edit` and re-exports them from here.
from core.scenario_edits_cards import (add_deck, add_reinforcement, remove_deck, remove_reinforcement,  # noqa: E402
                                       set_control_hex, set_deck_card, set_deck_draw, set_reinforcement,
                                       set_unit_vp)

__all__ = ["Edit", "EditError", "apply_edit", "place_unit", "remove_unit", "move_unit", "set_facing", "set_hidden",
           "set_unit_field", "set_property", "set_caps", "add_side", "remove_side", "set_side", "add_zone",
           "remove_zone", "add_zone_hexes", "remove_zone_hexes", "add_deck", "remove_deck", "set_deck_card",
           "set_deck_draw", "add_reinforcement", "remove_reinforcement", "set_reinforcement", "set_control_hex",
           "set_unit_vp"]
