"""Scenario edits of reinforcements: add, remove, set a field.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`).
Removing a reinforcement removes its units' victory-point entries too (and
undo brings them back), so the scenario stays one the file format accepts
(issue 18.2).
"""
from __future__ import annotations

from typing import Any

from core.edits.base import (
    Edit,
    EditError,
    check_hex,
    check_side,
    scenario_edit,
    undo_of,
)
from core.edits.restore import insert_item, pop_item, put_field
from core.edits.units import drop_unit_vp
from core.hexgrid import Hex
from core.i18n import _
from core.model.scenario import Reinforcement, Scenario

REINFORCEMENT_FIELDS = ("round", "side", "entry_hexes", "note")


def _check_index(sc: Scenario, index: Any) -> None:
    if not isinstance(index, int) or not 0 <= index < len(sc.reinforcements):
        raise EditError(_("no reinforcement number {index!r}").format(index=index))


@scenario_edit("reinforcements", "units")
def add_reinforcement(sc: Scenario, reinforcement: Reinforcement, index: int | None = None) -> Edit:
    """Add a reinforcement (round within the scenario, known side, unit ids new)."""
    r = reinforcement
    if not 1 <= r.round <= sc.rounds:
        raise EditError(_("reinforcement round {round} is outside rounds 1-{rounds}").format(
                            round=r.round, rounds=sc.rounds))
    check_side(sc, r.side, "reinforcement")
    ids = [u.id for u in r.units]
    for u in r.units:
        if sc.unit(u.id) is not None or ids.count(u.id) > 1:
            raise EditError(_("unit id {id!r} is already used").format(id=u.id))
        if u.side != r.side:
            raise EditError(_("unit {id!r} of side {side!r} cannot join a reinforcement of side {side2!r}").format(
                                id=u.id, side=u.side, side2=r.side))
    for h in r.entry_hexes:
        check_hex(sc, h, "reinforcement entry hex")
    return insert_item(sc, "reinforcements", len(sc.reinforcements) if index is None else index, r)


@scenario_edit("reinforcements", "units", "victory")
def remove_reinforcement(sc: Scenario, index: int) -> Edit:
    """Remove reinforcement number ``index`` with its units and their
    ``victory.unit_vp`` entries."""
    _check_index(sc, index)
    ids = [u.id for u in sc.reinforcements[index].units]
    return undo_of(pop_item(sc, "reinforcements", index), *drop_unit_vp(sc, ids))


@scenario_edit("reinforcements")
def set_reinforcement(sc: Scenario, index: int, field: str, value: Any) -> Edit:
    """Set ``round``, ``side``, ``entry_hexes`` (list of hexes) or ``note``
    of reinforcement number ``index``."""
    _check_index(sc, index)
    if field not in REINFORCEMENT_FIELDS:
        raise EditError(_("cannot set reinforcement field {field!r} (one of {reinforcement_fields})").format(
                            field=field,
                            reinforcement_fields=', '.join(REINFORCEMENT_FIELDS)))
    if field == "round" and not (isinstance(value, int) and 1 <= value <= sc.rounds):
        raise EditError(_("reinforcement round {value!r} is outside rounds 1-{rounds}").format(
                            value=value, rounds=sc.rounds))
    if field == "side":
        check_side(sc, value, "reinforcement")
        others = [u.id for u in sc.reinforcements[index].units if u.side != value]
        if others:
            raise EditError(_("reinforcement {value}: its units {others} are not of side {value2!r}; "
                              "remove them first").format(value=index + 1, others=', '.join(others), value2=value))
    if field == "entry_hexes":
        value = [Hex(*h) for h in value]
        for h in value:
            check_hex(sc, h, "reinforcement entry hex")
    return put_field(sc, "reinforcement", index, field, value)
