"""Stacking limits (tng 6.21), stacking order (tng 6.24) and set-up checks.

`stack_problems(units, options)` lists every limit a group of units in one
hex breaks (empty = legal). Commanders and markers never count (6.21).
Rules, in the order they are checked:

* never more than 3 combat units in a hex;
* infantry (jaegers count as infantry) and cavalry never stack together;
* at most 2 infantry or 2 cavalry, 3 only when all of them belong to one
  brigade (a missing brigade is never "the same");
* artillery-only hex: at most 2 guns, of one activation group, with at most
  6 fire SP together (8 with the Borodino option, special rule 10);
* at most 1 gun with any non-artillery unit;
* a gun with 2 infantry or 2 cavalry only when both are of one brigade;
* Russian militia stacks with nothing (Borodino special 13).
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.rules.tng import options as tng_options
from core.rules.tng import tec
from core.rules.tng.orders import validate_activation
from core.rules.tng.units import TngUnit


def _same(values) -> bool:
    values = list(values)
    return bool(values) and all(v is not None for v in values) and len(set(values)) == 1


def stack_problems(units: list[TngUnit], options: dict | None = None) -> list[str]:
    """Reasons the combat units ``units`` (one hex, one side) may not stack; ``[]`` if legal.

    ``options`` are resolved ruleset options (`core.rules.tng.options.resolve`).
    """
    opts = options or tng_options.resolve()
    combat = [u for u in units if u.is_combat]
    out: list[str] = []
    if len({u.side for u in combat}) > 1:
        out.append("units of both sides in one hex (tng 6.22)")
    if len(combat) > 1 and any(u.is_militia for u in combat):
        out.append("militia may not stack with any unit (Borodino special 13)")
    if len(combat) > 3:
        out.append(f"{len(combat)} units: never more than 3 in a hex (tng 6.21)")
    inf = [u for u in combat if u.branch == "infantry"]
    cav = [u for u in combat if u.branch == "cavalry"]
    art = [u for u in combat if u.branch == "artillery"]
    if inf and cav:
        out.append("infantry and cavalry never stack together (tng 6.21)")
    for name, group in (("infantry", inf), ("cavalry", cav)):
        if len(group) == 3 and not _same(u.brigade for u in group):
            out.append(f"3 {name} units stack only when all are of one brigade (tng 6.21)")
        if len(group) > 3:
            out.append(f"{len(group)} {name} units (tng 6.21)")
    if art and not (inf or cav):
        max_units = int(opts["artillery_stack_units"])
        max_sp = int(opts["artillery_stack_sp"])
        if len(art) > max_units:
            out.append(f"{len(art)} artillery units: at most {max_units} in a hex (tng 6.21)")
        if len(art) > 1 and not _same(u.activation_group for u in art):
            out.append("stacked artillery must be of one activation group (tng 6.21)")
        sp = sum(u.sp for u in art)
        if len(art) > 1 and sp > max_sp:
            out.append(f"stacked artillery has {sp} SP: at most {max_sp} (tng 6.21"
                       + (", Borodino special 10)" if max_sp != 6 else ")"))
    elif art:
        if len(art) > 1:
            out.append("at most one artillery unit may stack with non-artillery units (tng 6.21)")
        other = inf or cav
        if len(other) >= 2 and not _same(u.brigade for u in other):
            out.append("artillery stacks with two infantry or cavalry units "
                       "only when both are of one brigade (tng 6.21)")
    return out


def stacking_legal(units: list[TngUnit], options: dict | None = None) -> bool:
    """True when ``units`` may share a hex (tng 6.21)."""
    return not stack_problems(units, options)


def validate_setup(position, options: dict | None = None, markers: list | None = None) -> list[tuple[str, str]]:
    """Set-up problems as ``(hex label, message)`` pairs, by hex label.

    Checks every hex's stack (tng 6.21), units in terrain their movement
    column may not enter (tng 7.23), facings (tng 6.11) and, when the
    activation ``markers`` are given, units whose activation group has no
    marker (tng 5.4).
    """
    hexmap = position.hexmap
    out: list[tuple[str, str]] = []
    seen = set()
    for u in position.units.values():
        label = hexmap.label(u.hex)
        if u.is_combat and u.facing is None:
            out.append((label, _("unit {id!r} has no facing (tng 6.11)").format(id=u.id)))
        if u.hex not in seen:
            seen.add(u.hex)
            for msg in stack_problems(position.at(u.hex), options):
                out.append((label, _("stack {combat_at}: {msg}").format(
                                       combat_at=', '.join(x.id for x in position.combat_at(u.hex)),
                                       msg=msg)))
        if tec.terrain_cost(hexmap.terrain_at(u.hex), u.move_class) is None:
            out.append((label, _("unit {id!r} ({kind}) stands in {terrain_at}, which it may not enter "
                                 "(tng 7.23)").format(id=u.id, kind=u.kind, terrain_at=hexmap.terrain_at(u.hex))))
    if markers is not None:
        for u in position.units.values():
            for msg in validate_activation([u], markers):
                out.append((hexmap.label(u.hex), msg))
    return sorted(out)


def add_to_stack(stack: list[TngUnit], unit: TngUnit) -> list[TngUnit]:
    """The stack after ``unit`` moves in and stops: it goes to the bottom (tng 6.24)."""
    return [u for u in stack if u.id != unit.id] + [unit]


def reorder_stack(stack: list[TngUnit], order: list[str], in_enemy_zoc: bool, phase_edge: bool) -> list[TngUnit]:
    """The stack in the new ``order`` (unit ids, top first).

    Allowed only at the start or end of the units' activation (``phase_edge``)
    and never in an enemy ZOC (tng 6.24); `RulesError` otherwise or if
    ``order`` is not a permutation of the stack.
    """
    if sorted(order) != sorted(u.id for u in stack):
        raise RulesError(_("new stack order {order} does not list exactly the units of the stack").format(order=order))
    if not phase_edge:
        raise RulesError(_("stacking order changes only at the start or end of the activation"), "tng 6.24")
    if in_enemy_zoc:
        raise RulesError(_("a stack in an enemy ZOC may not change its order"), "tng 6.24")
    by_id = {u.id: u for u in stack}
    return [by_id[i] for i in order]
