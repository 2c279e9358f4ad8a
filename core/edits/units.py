"""Scenario edits of units: place, remove, move, turn, hide, set a field.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`).
A unit's own victory-point entry (``victory.unit_vp``) leaves and comes back
with it, at its place in the table.
"""
from __future__ import annotations

import copy
from typing import Any

from core.edits.base import (
    Edit,
    EditError,
    check_hex,
    check_side,
    locate,
    scenario_edit,
    undo_of,
)
from core.edits.restore import insert_item, pop_item, put_field
from core.hexgrid import Hex
from core.i18n import _
from core import i18n
from core.model.scenario import Scenario
from core.model.unit import UnitPlacement

UNIT_FIELDS = ("side", "catalogue_id", "stats", "kind", "name", "hits")


def _where(ri: int | None) -> tuple[str, int | None]:
    return ("units", None) if ri is None else ("reinforcement_units", ri)


def drop_unit_vp(sc: Scenario, unit_ids) -> list[Edit]:
    """Remove the ``victory.unit_vp`` entries of ``unit_ids`` (units being
    removed); returns the inverses (empty when they had none)."""
    ids = set(unit_ids)
    if not ids & set(sc.victory.unit_vp):
        return []
    kept = {k: v for k, v in sc.victory.unit_vp.items() if k not in ids}
    return [put_field(sc, "victory", None, "unit_vp", kept)]


def check_reinforcement_side(sc: Scenario, unit_id: str, side: str, index: int) -> None:
    """Raise `EditError` when a unit of ``side`` cannot be in reinforcement
    ``index`` (its units are of the reinforcement's side)."""
    r = sc.reinforcements[index]
    if side != r.side:
        raise EditError(_("unit {unit_id!r} of side {side!r} cannot join reinforcement {value} of side "
                          "{side2!r}").format(unit_id=unit_id, side=side, value=index + 1, side2=r.side))


@scenario_edit("units", "reinforcements")
def place_unit(sc: Scenario, unit: UnitPlacement, index: int | None = None,
               reinforcement: int | None = None) -> Edit:
    """Add ``unit`` to the setup units (or to reinforcement number
    ``reinforcement``) at ``index`` (default: the end).  Raises `EditError`
    for an id already used, an unknown side or a hex off the map."""
    if sc.unit(unit.id) is not None:
        raise EditError(_("unit id {id!r} is already used").format(id=unit.id))
    check_side(sc, unit.side, f"unit {unit.id!r}")
    check_hex(sc, unit.hex, f"unit {unit.id!r}")
    if reinforcement is None:
        if unit.hex is None:
            raise EditError(_("unit {id!r}: a unit set up on the map needs a hex").format(id=unit.id))
        target = sc.units
    else:
        if not 0 <= reinforcement < len(sc.reinforcements):
            raise EditError(_("no reinforcement number {reinforcement}").format(reinforcement=reinforcement))
        check_reinforcement_side(sc, unit.id, unit.side, reinforcement)
        target = sc.reinforcements[reinforcement].units
    where, key = _where(reinforcement)
    return insert_item(sc, where, len(target) if index is None else index, unit, key)


@scenario_edit("units", "reinforcements", "victory")
def remove_unit(sc: Scenario, unit_id: str) -> Edit:
    """Remove the unit ``unit_id`` (setup or reinforcement); its victory VP
    entry, if any, goes with it and comes back on undo."""
    _, i, ri = locate(sc, unit_id)
    where, key = _where(ri)
    return undo_of(pop_item(sc, where, i, key), *drop_unit_vp(sc, [unit_id]))


@scenario_edit("units", "reinforcements")
def move_unit(sc: Scenario, unit_id: str, hex: Hex | None) -> Edit:
    """Put the unit on ``hex`` (None only for reinforcement units)."""
    _, _, ri = locate(sc, unit_id)
    check_hex(sc, hex, f"unit {unit_id!r}")
    if hex is None and ri is None:
        raise EditError(i18n._("unit {unit_id!r}: a unit set up on the map needs a hex").format(unit_id=unit_id))
    return put_field(sc, "unit", unit_id, "hex", hex)


@scenario_edit("units")
def set_facing(sc: Scenario, unit_id: str, facing: int | None) -> Edit:
    """Set the unit's facing (0-5, or None for none)."""
    if facing is not None and facing not in range(6):
        raise EditError(_("unit {unit_id!r}: facing must be 0-5, got {facing!r}").format(
                            unit_id=unit_id, facing=facing))
    locate(sc, unit_id)
    return put_field(sc, "unit", unit_id, "facing", facing)


@scenario_edit("units")
def set_hidden(sc: Scenario, unit_id: str, hidden: bool) -> Edit:
    """Set whether the unit starts hidden (seed 000 §10.0)."""
    locate(sc, unit_id)
    return put_field(sc, "unit", unit_id, "hidden", bool(hidden))


@scenario_edit("units", "reinforcements")
def set_unit_field(sc: Scenario, unit_id: str, field: str, value: Any) -> Edit:
    """Set one of ``side``, ``catalogue_id``, ``stats`` (a dict), ``kind``,
    ``name``, ``hits`` (a list) of the unit (values are copied)."""
    if field not in UNIT_FIELDS:
        raise EditError(i18n._("unit {unit_id!r}: cannot set {field!r} (one of {unit_fields})").format(
                            unit_id=unit_id, field=field,
                            unit_fields=', '.join(UNIT_FIELDS)))
    _, _, ri = locate(sc, unit_id)
    if field == "side":
        check_side(sc, value, f"unit {unit_id!r}")
        if ri is not None:
            check_reinforcement_side(sc, unit_id, value, ri)
    return put_field(sc, "unit", unit_id, field, copy.deepcopy(value))
