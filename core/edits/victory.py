"""Scenario edits of victory conditions: control hexes and per-unit VP.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`)
that keeps list and table order.
"""
from __future__ import annotations

from core.edits.base import (
    Edit,
    EditError,
    check_hex,
    check_side,
    locate,
    scenario_edit,
)
from core.edits.restore import put_field
from core.hexgrid import Hex
from core.i18n import _
from core.model.scenario import ControlHex, Scenario


@scenario_edit("victory")
def set_control_hex(sc: Scenario, hex: Hex, control: ControlHex | None, index: int | None = None) -> Edit:
    """Make ``hex`` a victory hex described by ``control`` (replacing any
    there, or added at ``index``), or stop it being one (``control=None``)."""
    check_hex(sc, hex, "control hex")
    lst = list(sc.victory.control)
    pos = next((i for i, c in enumerate(lst) if c.hex == hex), None)
    if control is not None:
        if control.hex != hex:
            raise EditError(_("control hex: the ControlHex names another hex"))
        check_side(sc, control.owner, "control hex owner", allow_none=True)
        if pos is None:
            lst.insert(len(lst) if index is None else index, control)
        else:
            lst[pos] = control
    elif pos is not None:
        lst.pop(pos)
    return put_field(sc, "victory", None, "control", lst)


@scenario_edit("victory", "units")
def set_unit_vp(sc: Scenario, unit_id: str, vp: int | None) -> Edit:
    """Give the named unit its own VP value for being destroyed (None = the
    usual VP per kill)."""
    locate(sc, unit_id)
    table = dict(sc.victory.unit_vp)
    if vp is None:
        table.pop(unit_id, None)
    else:
        table[unit_id] = vp
    return put_field(sc, "victory", None, "unit_vp", table)
