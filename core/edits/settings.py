"""Scenario edits of settings and sides: properties, CAPs, add/remove/rename sides.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`)
that puts back the old value with its dict order (undo-all saves the
original bytes, issue 18.3).
"""
from __future__ import annotations

import copy
from typing import Any

from core.edits.base import Edit, EditError, check_side, scenario_edit, undo_of
from core.edits.restore import insert_item, pop_item, put_field
from core.i18n import _, ngettext
from core.model.scenario import Scenario, Side

PROPERTIES = ("title", "date", "designer", "notes", "rounds", "initiative", "special_rules", "options", "caps",
              "caps_by_round", "starting_vp", "starting_cards", "victory.vp_per_kill", "victory.objectives")


@scenario_edit("settings", "victory")
def set_property(sc: Scenario, name: str, value: Any) -> Edit:
    """Set a scenario property: one of ``title``, ``date``, ``designer``,
    ``notes``, ``rounds`` (>= 1), ``initiative`` (side id or None),
    ``special_rules``, ``options``, ``caps``, ``caps_by_round``,
    ``starting_vp``, ``starting_cards``, ``victory.vp_per_kill``,
    ``victory.objectives`` (values are copied).

    The scenario stays one the file format accepts: lowering ``rounds``
    below a reinforcement's round is refused (naming it), and per-round
    CAPs after the new last round go with the edit (undo brings them back);
    a ``caps_by_round`` table naming a round after the last is refused."""
    if name not in PROPERTIES:
        raise EditError(_("cannot set scenario property {name!r} (one of {properties})").format(
                            name=name, properties=', '.join(PROPERTIES)))
    if name == "rounds" and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
        raise EditError(_("rounds must be an integer >= 1, got {value!r}").format(value=value))
    if name == "initiative":
        check_side(sc, value, "initiative", allow_none=True)
    if name == "caps_by_round":
        late = sorted({r for per in (value or {}).values() for r in per if int(r) > sc.rounds})
        if late:
            raise EditError(_("CAPs by round: round {late} is after the last round ({rounds})").format(
                                late=late[0], rounds=sc.rounds))
    if name.startswith("victory."):
        return put_field(sc, "victory", None, name.split(".", 1)[1], value)
    if name == "rounds":
        return _set_rounds(sc, value)
    return put_field(sc, "scenario", None, name, value)


def _set_rounds(sc: Scenario, rounds: int) -> Edit:
    """`set_property` of ``rounds`` (see there)."""
    for i, r in enumerate(sc.reinforcements):
        if r.round > rounds:
            n_units = ngettext("{n} unit", "{n} units", len(r.units)).format(n=len(r.units))
            raise EditError(_("rounds {rounds}: reinforcement {number} ({side}, {units}) "
                              "arrives in round {round}; move it to round {rounds} or earlier, or remove "
                              "it, first").format(
                                rounds=rounds, number=i + 1, side=r.side, units=n_units, round=r.round))
    steps = [put_field(sc, "scenario", None, "rounds", rounds)]
    if any(int(rnd) > rounds for per in sc.caps_by_round.values() for rnd in per):
        kept = {s: {rnd: c for rnd, c in per.items() if int(rnd) <= rounds} for s, per in sc.caps_by_round.items()}
        steps.append(put_field(sc, "scenario", None, "caps_by_round", {s: per for s, per in kept.items() if per}))
    return undo_of(*steps)


@scenario_edit("settings", "sides")
def set_caps(sc: Scenario, side: str, caps: int | None, round: int | None = None) -> Edit:
    """Set ``side``'s CAPs per round, or for one ``round`` only; None removes
    the value (a round then falls back to the side's CAPs)."""
    check_side(sc, side, "CAPs")
    if round is not None and not (isinstance(round, int) and 1 <= round <= sc.rounds):
        raise EditError(_("CAPs of {side}: round {round!r} is outside rounds 1-{rounds}").format(
                            side=side, round=round, rounds=sc.rounds))
    if round is None:
        table = dict(sc.caps)
        if caps is None:
            table.pop(side, None)
        else:
            table[side] = caps
        return put_field(sc, "scenario", None, "caps", table)
    outer = copy.deepcopy(sc.caps_by_round)
    per = outer.setdefault(side, {})
    if caps is None:
        per.pop(round, None)
    else:
        per[round] = caps
    if not per:
        outer.pop(side)
    return put_field(sc, "scenario", None, "caps_by_round", outer)


@scenario_edit("sides", "settings")
def add_side(sc: Scenario, side: Side, index: int | None = None) -> Edit:
    """Add a side (id must be new)."""
    if side.id in sc.side_ids():
        raise EditError(_("side id {id!r} is already used").format(id=side.id))
    return insert_item(sc, "sides", len(sc.sides) if index is None else index, side)


@scenario_edit("sides", "settings")
def remove_side(sc: Scenario, side_id: str) -> Edit:
    """Remove a side that no unit, zone, reinforcement or setting uses."""
    check_side(sc, side_id, "remove side")
    users = [u.id for u in sc.all_units() if u.side == side_id]
    if users or any(z.side == side_id for z in sc.zones) or any(r.side == side_id for r in sc.reinforcements) \
            or sc.initiative == side_id:
        raise EditError(_("side {side_id!r} is still used (units {users}, zones, reinforcements or "
                          "initiative): remove those first").format(
                              side_id=side_id, users=', '.join(users) or _("none")))
    return pop_item(sc, "sides", sc.side_ids().index(side_id))


@scenario_edit("sides", "units")
def set_side(sc: Scenario, side_id: str, name: str | None = None, colour: str | None = None) -> Edit:
    """Set a side's display name and/or colour (None leaves it)."""
    side = sc.side(side_id)
    if side is None:
        raise EditError(_("unknown side {side_id!r}").format(side_id=side_id))
    steps = [put_field(sc, "side", side_id, attr, value)
             for attr, value in (("name", name), ("colour", colour)) if value is not None]
    return undo_of(*steps) if steps else put_field(sc, "side", side_id, "name", side.name)
