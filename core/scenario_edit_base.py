"""The machinery of `core.scenario_edits`: the `Edit` record, `EditError`,
the registry behind `apply_edit` and the checks every edit shares.

Edit modules decorate their functions with `_op` so `apply_edit` can run
them by name; import the edits themselves from `core.scenario_edits`.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.model.deck import Deck
from core.model.scenario import Scenario, SetupZone
from core.model.unit import UnitPlacement


class EditError(HexwrightError):
    """An edit that cannot be made (unknown unit, hex off the map...)."""


class Edit(NamedTuple):
    """An edit as data: the name of an edit function of `core.scenario_edits`
    and its keyword arguments (after ``sc``)."""

    op: str
    args: dict


_OPS: dict[str, Callable[..., Edit]] = {}


def _op(fn: Callable[..., Edit]) -> Callable[..., Edit]:
    _OPS[fn.__name__] = fn
    return fn


def apply_edit(sc: Scenario, edit: Edit) -> Edit:
    """Apply ``edit`` to ``sc``; returns the inverse edit.  Raises `EditError`
    for an unknown op or an edit that cannot be made."""
    fn = _OPS.get(edit.op)
    if fn is None:
        import core.scenario_edits  # noqa: F401  (registers every edit)
        fn = _OPS.get(edit.op)
    if fn is None:
        raise EditError(f"unknown scenario edit {edit.op!r}")
    return fn(sc, **edit.args)


# --- helpers ------------------------------------------------------------------
def _check_hex(sc: Scenario, h: Hex | None, what: str) -> None:
    if h is not None and not sc.hexmap.contains(h):
        raise EditError(f"{what}: hex at cube {tuple(h)} is off the map")


def _check_side(sc: Scenario, side: str | None, what: str, allow_none: bool = False) -> None:
    if side is None and allow_none:
        return
    if side not in sc.side_ids():
        raise EditError(f"{what}: unknown side {side!r} (sides: {', '.join(sc.side_ids())})")


def _locate(sc: Scenario, unit_id: str) -> tuple[list[UnitPlacement], int, int | None]:
    """(list holding the unit, index in it, reinforcement index or None)."""
    for i, u in enumerate(sc.units):
        if u.id == unit_id:
            return sc.units, i, None
    for ri, r in enumerate(sc.reinforcements):
        for i, u in enumerate(r.units):
            if u.id == unit_id:
                return r.units, i, ri
    raise EditError(f"no unit {unit_id!r} in the scenario")


def _zone(sc: Scenario, name: str) -> SetupZone:
    z = sc.zone(name)
    if z is None:
        raise EditError(f"no setup zone called {name!r}")
    return z


def _deck(sc: Scenario, deck_id: str) -> Deck:
    d = sc.deck(deck_id)
    if d is None:
        raise EditError(f"no deck {deck_id!r}")
    return d
