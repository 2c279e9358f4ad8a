"""Conflict of Heroes movement costs (AP).

One step into an adjacent hex costs the unit's move cost (``move_ap``, the
AP to enter open ground) plus (coh.md 4.1, 5.1, 6, 7):

* the entered hex's terrain penalty for the unit's class (foot, wheeled,
  tracked; ``None`` = may not enter), from terrain.json;
* hexside crossing penalties (walls, streams, small balkas...; a bridge or a
  ford cancels a stream; ``impassable`` stops everyone);
* +1 AP per level climbed; a steep hexside (two levels, or a
  ``steep_slope`` feature) +2 AP up or down for foot units and field guns,
  impassable to vehicles;
* fortifications: entry per class (wire: foot units add 1D6, the die comes
  in as a value);
* road to road (both hexes flagged ``road``, or a ``road`` feature on the
  side): terrain and hexside penalties ignored (vehicles even ignore
  impassable terrain), climbing still paid;
* hit markers that add move AP (cowering); a marker that forbids moving
  (pinned, stunned, immobilized) makes every step illegal;
* a backwards first step (into one of the unit's flank hexes) +1 AP
  (coh.md 4.1, 2nd-ed §5.2); the pivot after a move is free, so only the
  first step of a path can be backwards;
* vehicle bonus moves (coh.md 4.3): a path is split into move actions,
  each a paid step and up to one free hex per track/wheel symbol
  (`core.rules.coh.vehicle_move`).

Hidden movement (seed 000 §10.1): move cost +3 AP into covering terrain, +6
AP into open, every other modifier ignored (hexes the unit may not enter
stay closed).

Group movement (seed 000 §9.11, §9.2): units in the same or continuous
adjacent hexes each move one hex and the group pays the costliest unit's
step.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from core.errors import RulesError
from core.i18n import _
from core.rules.coh.errors import IllegalAction
from core.hexgrid import Hex, distance
from core.movement import build_move_graph, check_chain, reachable
from core.rules.coh import terrain as T
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.terrain import is_road_move  # noqa: F401 (re-exported)
from core.rules.coh.vehicle_move import plan_path, reachable_vehicle

MODES = ("normal", "hidden", "group")
RULE_MOVE = "coh.md 4.1/5.1"
RULE_HIDDEN = "seed 000 §10.1"
RULE_GROUP = "seed 000 §9.11"


@dataclass(frozen=True)
class MoveProfile:
    """What a step cost depends on for one unit: class, printed move AP,
    marker AP, whether steep sides are closed (vehicles), hidden mode."""

    move_class: str
    move_ap: int
    marker_ap: int = 0
    vehicle: bool = False
    hidden: bool = False

    @classmethod
    def of(cls, unit, hidden: bool = False) -> "MoveProfile":
        """The profile of ``unit``; `RulesError` if a hit marker forbids moving."""
        eff = unit_effects(unit)
        if eff.no_move or eff.destroyed:
            raise IllegalAction(_("unit {id} may not move: hit marker(s) {hits}").format(
                                    id=unit.id, hits=', '.join(unit.hits)), "coh.md 3.2")
        return cls(unit.move_class, unit.move_ap, eff.move_ap,
                   unit.move_class != "foot" and unit.kind != "gun", hidden)


def step_cost(hexmap, p: MoveProfile, a: Hex, b: Hex, options, wire_die: int | None = None) -> int | None:
    """AP for a unit with profile ``p`` to move from ``a`` into adjacent
    ``b`` (see module doc); ``None`` when it may not.

    ``wire_die``: the 1D6 for entering barbed wire on foot; without it the
    lowest roll (1) is used (a preview; `path_cost` insists on the die).
    """
    feats = hexmap.features_between(a, b)
    if "impassable" in feats:
        return None
    cls = p.move_class
    pen = T.move_penalty(hexmap.terrain_at(b), cls)
    crossing = T.crossing_penalty(feats - {"steep_slope"}, cls)
    fort = hexmap.fortification_at(b)
    fort_cost = 0
    if fort is not None:
        fc = T.fortification_value(fort.kind, f"enter_{cls}")
        if fc is None:
            return None
        fort_cost = (wire_die if wire_die is not None else 1) if fc == "1d6" else int(fc)
    dz = hexmap.elevation_at(b) - hexmap.elevation_at(a)
    steep = abs(dz) >= 2 or "steep_slope" in feats
    if steep and p.vehicle:
        return None
    if p.hidden:
        if pen is None or crossing is None:
            return None
        return p.move_ap + (options.hidden_move_cover_ap if T.is_covering(hexmap, b) else options.hidden_move_open_ap)
    cost = p.move_ap + p.marker_ap + fort_cost
    if is_road_move(hexmap, a, b, feats):
        pass  # road to road: terrain and hexside penalties ignored (coh.md 4.1)
    else:
        if pen is None or crossing is None:
            return None
        cost += pen + crossing
    if steep:
        cost += max(options.steep_ap, abs(dz) * options.climb_ap_per_level)
    elif dz > 0:  # vehicles: option vehicle_climb_ap_per_level (coh.md 4.3, two readings)
        cost += dz * (options.vehicle_climb_ap_per_level if p.vehicle else options.climb_ap_per_level)
    return cost


def backwards_extra(unit, a: Hex, b: Hex, layout, options) -> int:
    """+1 AP when the step ``a -> b`` enters one of ``unit``'s flank hexes
    (its facing is known and ``b`` is not one of its three front hexes)."""
    if unit.facing is None or unit.hidden:
        return 0
    d = layout.direction_to(a, b)
    return 0 if (d - unit.facing) % 6 in (0, 1, 5) else options.backwards_move_ap


def move_graph(hexmap, unit, options, hidden: bool = False):
    """The `networkx.DiGraph` of ``unit``'s step costs (see `core.movement`)."""
    p = MoveProfile.of(unit, hidden)
    return build_move_graph(hexmap, lambda a, b: step_cost(hexmap, p, a, b, options))


def path_cost(position, unit, path: list[Hex], hidden: bool = False, wire_dice: list[int] | None = None) -> int:
    """AP for ``unit`` to enter the hexes of ``path`` in order.

    Raises `RulesError` naming the hex for a step that is not adjacent, a hex
    the unit may not enter, or wire entered without its die.
    """
    hexmap, opts = position.hexmap, position.options
    steps = check_chain(unit.hex, path, hexmap.label)
    p = MoveProfile.of(unit, hidden)
    dice = list(wire_dice or [])
    paid: list[int] = []
    prev = unit.hex
    for i, h in enumerate(steps):
        fort = hexmap.fortification_at(h)
        die = None
        if fort is not None and not hidden and p.move_class == "foot" and \
                T.fortification_value(fort.kind, "enter_foot") == "1d6":
            if not dice:
                raise RulesError(_("unit {id} enters wire at {h}: the 1D6 must be given").format(
                                     id=unit.id, h=hexmap.label(h)), "coh.md 7")
            die = dice.pop(0)
        c = step_cost(hexmap, p, prev, h, opts, die)
        if c is None:
            raise IllegalAction(_("unit {id} may not enter {h} from {prev}").format(
                                    id=unit.id, h=hexmap.label(h), prev=hexmap.label(prev)),
                             RULE_HIDDEN if hidden else RULE_MOVE)
        if i == 0 and not hidden:
            c += backwards_extra(unit, prev, h, hexmap.layout, opts)
        paid.append(c)
        prev = h
    if hidden or unit.bonus_symbols == (0, 0):
        return sum(paid)
    back = bool(steps) and backwards_extra(unit, unit.hex, steps[0], hexmap.layout, opts) > 0
    plan = plan_path(position, unit, steps, lambda i, a, b: paid[i], back)
    return sum(paid) if plan is None else plan.cost


def vehicle_plan(position, unit, path: list[Hex]):
    """The `core.rules.coh.vehicle_move.PathPlan` of ``unit`` entering
    ``path`` (its cost and its split into move actions with bonus moves,
    coh.md 4.3).  `IllegalAction` naming the hex it may not enter."""
    hexmap, opts = position.hexmap, position.options
    steps = check_chain(unit.hex, path, hexmap.label)
    p = MoveProfile.of(unit)

    def paid(i, a, b):
        c = step_cost(hexmap, p, a, b, opts, 6)
        if c is None:
            raise IllegalAction(_("unit {id} may not enter {b} from {a}").format(
                                    id=unit.id, b=hexmap.label(b), a=hexmap.label(a)), RULE_MOVE)
        return c + (backwards_extra(unit, a, b, hexmap.layout, opts) if i == 0 else 0)

    back = bool(steps) and backwards_extra(unit, unit.hex, steps[0], hexmap.layout, opts) > 0
    return plan_path(position, unit, steps, paid, back)


def reachable_hexes(position, unit, budget: float, hidden: bool = False, graph=None) -> dict[Hex, float]:
    """``{hex: cheapest AP}`` for every hex ``unit`` can reach within
    ``budget`` (its own hex at 0).  ``graph`` may be a prepared
    `move_graph` of the same unit class and mode.  `RulesError` for a
    negative budget."""
    if budget is None or budget < 0:
        raise RulesError(_("unit {id}: movement budget must be a non-negative number of AP, got "
                           "{budget!r}").format(id=unit.id, budget=budget))
    g = graph if graph is not None else move_graph(position.hexmap, unit, position.options, hidden)
    layout, opts = position.hexmap.layout, position.options
    first = None if hidden else (lambda b: backwards_extra(unit, unit.hex, b, layout, opts))
    if not hidden and unit.bonus_symbols != (0, 0):
        return reachable_vehicle(position, unit, budget, g, first)
    return reachable(g, unit.hex, budget, first)


def contiguous(hexes: list[Hex]) -> bool:
    """True when the hexes are the same or continuously adjacent (each
    linked to the others through a chain of same-or-adjacent hexes;
    seed 000 §9.2)."""
    if not hexes:
        return True
    todo, seen = [hexes[0]], {0}
    while todo:
        h = todo.pop()
        for i, o in enumerate(hexes):
            if i not in seen and distance(h, o) <= 1:
                seen.add(i)
                todo.append(o)
    return len(seen) == len(hexes)


def group_move_cost(position, units: list, to: Mapping[str, Hex], hidden: bool | None = None) -> int:
    """AP for ``units`` to group move one hex each to ``to[unit.id]``
    (seed 000 §9.11): they must be in the same or continuous adjacent hexes,
    each destination adjacent to its unit, and the group pays the costliest
    step.  ``hidden``: True/False forces hidden/normal movement; None moves
    hidden units hidden and the others normally.  `RulesError` naming the
    unit otherwise."""
    if not units:
        raise RulesError(_("a group move needs at least one unit"), RULE_GROUP)
    if not contiguous([u.hex for u in units]):
        raise IllegalAction(_("group move: units {units} are not in the same or continuous adjacent hexes").format(
                                units=", ".join(u.id for u in units)), "seed 000 §9.11, §9.2")
    cost = 0
    for u in units:
        if u.id not in to:
            raise RulesError(_("group move: no destination for unit {id}").format(id=u.id), RULE_GROUP)
        dest = to[u.id]
        if dest == u.hex:
            continue
        if distance(u.hex, dest) != 1:
            raise IllegalAction(_("group move: {dest} is not adjacent to unit {id} at {hex}").format(
                                    dest=position.label(dest), id=u.id,
                                    hex=position.label(u.hex)), RULE_GROUP)
        cost = max(cost, path_cost(position, u, [dest], hidden=u.hidden if hidden is None else hidden))
    return cost
