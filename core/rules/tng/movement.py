"""Movement (tng 6.33-6.34, 7.1-7.4): step costs, path costs and reachable hexes.

Costs are MP. Entering hex ``b`` from ``a`` costs (tng 7.21-7.38):

* the terrain cost of ``b`` for the unit's movement column (``tec``), or the
  road rate when ``b`` is entered across a hexside the road crosses and no
  enemy is adjacent to ``b`` (7.22, 7.37); a trail so joined costs half the
  other terrain, rounded up (movement example);
* elevation: up one level +0; a rise of more than one level is a steep rise
  (cavalry +2, 7.3 example; the rest from the Lonato chart, assumed); roads
  do not remove it (7.22);
* hexside features: a stream +1 unless a ford or bridge is there (or a road
  crosses it, 7.24, unless the Borodino option says only fords are fords);
  an impassable side only with a bridge or road (7.23); steep-slope sides;
* +1 for a Disordered unit entering an enemy ZOC (6.33);
* +1 to leave an enemy ZOC the unit started in (6.34);
* +1 to pass through a hex holding a friendly unit (7.38).

A unit stops on entering an enemy ZOC (6.33); after leaving one it may not
enter an enemy's frontal ZOC hex that activation (6.34); it never enters an
enemy-occupied hex (6.22). Minimum move: one enterable hex, not into an
enemy ZOC, whatever it costs (7.35). A unit in square moves one hex at
most, not from or into an enemy ZOC, into terrain costing 2 MP or less,
with no minimum move (9.85).

Modes: ``normal`` (MA), ``out_of_command`` (No Orders: half MA rounded up,
7.12), ``extended`` (MA x2 while 3+ hexes from every enemy, no passing
through friends, only artillery may end stacked, no Disordered units,
7.13). Artillery marked ``fired`` has half MA (rounded up, assumed as 7.12)
and may not move adjacent to an enemy (7.36).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from core.errors import RulesError
import heapq

from core.hexgrid import Hex, Hexside, distance, neighbours
from core.i18n import _
from core.rules.tng import tec
from core.rules.tng import options as tng_options
from core.rules.tng.stacking import stack_problems
from core.rules.tng.units import Position, TngUnit
from core.rules.tng.zoc import enemy_front_zoc_hexes, enemy_zoc_map

MODES = ("normal", "out_of_command", "extended")
# other names for the same modes (the rulebook's words)
MODE_ALIASES = {"no_orders": "out_of_command", "restricted": "out_of_command", "under_orders": "normal"}


def normal_mode(mode: str) -> str:
    """``mode`` with the rulebook aliases (``no_orders``, ``restricted``, ``under_orders``) resolved."""
    return MODE_ALIASES.get(mode, mode)


def allowance(unit: TngUnit, mode: str = "normal") -> int:
    """MP ``unit`` may spend in ``mode`` (tng 7.11-7.13, 7.36).

    `RulesError` for an unknown mode.
    """
    mode = normal_mode(mode)
    if mode not in MODES:
        raise RulesError(_("unit {id!r}: movement mode {mode!r} is not a Triumph & Glory mode ({modes})").format(
                             id=unit.id, mode=mode, modes=', '.join(MODES)), "tng 7.1")
    ma = unit.ma
    if mode == "extended":
        return 2 * ma
    if mode == "out_of_command" or (unit.is_artillery and "fired" in unit.status):
        return math.ceil(ma / 2)
    return ma


def connected(hexmap, a: Hex, b: Hex, kind: str, side_marked: bool | None = None) -> bool:
    """True when a road/trail (``kind``) joins ``a`` and ``b`` (tng 7.22).

    Continuity is the hexside feature ``kind`` on their shared side. A map
    that marks no road/trail hexsides at all (``side_marked`` False; computed
    when None) falls back to both hexes carrying the ``kind`` flag.
    """
    if kind in hexmap.features_between(a, b):
        return True
    if side_marked is None:
        side_marked = any(kind in f for f in hexmap.hexsides.values())
    if side_marked:
        return False
    return kind in hexmap.flags_at(a) and kind in hexmap.flags_at(b)


@dataclass
class Context:
    """What a move depends on besides the two hexes: the unit, its start,
    the enemy ZOC map and option values."""

    position: Position
    unit: TngUnit
    mode: str = "normal"
    options: dict = field(default_factory=tng_options.resolve)

    def __post_init__(self):
        self.mode = normal_mode(self.mode)
        self.hexmap = self.position.hexmap
        self.start = self.unit.hex
        self.zoc = {} if self.unit.branch == "commander" else enemy_zoc_map(self.position, self.unit.side)
        self.enemies = self.position.enemies_of(self.unit)
        self.enemy_hexes = {u.hex for u in self.enemies}
        self.near_enemy = {n for e in self.enemy_hexes for n in neighbours(e)}
        self.started_in_zoc = self.start in self.zoc
        self.front_zoc = enemy_front_zoc_hexes(self.position, self.unit.side) if self.started_in_zoc else set()
        sides = self.hexmap.hexsides.values()
        self.side_marked = {k: any(k in f for f in sides) for k in ("road", "trail")}
        self.column = self.unit.move_class

    def enemy_adjacent(self, h: Hex) -> bool:
        return h in self.near_enemy

    def enemy_distance(self, h: Hex) -> int:
        return min((distance(h, e) for e in self.enemy_hexes), default=10 ** 6)


@dataclass
class Step:
    """The cost of entering one hex: ``cost`` MP (None = may not enter),
    ``why`` (the reason when it may not), ``disorder`` (entering disorders)."""

    cost: float | None
    why: str = ""
    disorder: bool = False
    parts: list = field(default_factory=list)


_NONE: frozenset = frozenset()


def _joined(ctx: Context, feats: frozenset, a: Hex, b: Hex, kind: str) -> bool:
    if kind in feats:
        return True
    if ctx.side_marked[kind]:
        return False
    flags = ctx.hexmap.flags
    return bool(flags) and kind in flags.get(a, _NONE) and kind in flags.get(b, _NONE)


def step(ctx: Context, a: Hex, b: Hex) -> Step:
    """Cost for ``ctx.unit`` to enter adjacent ``b`` from ``a`` (see module doc)."""
    m, u = ctx.hexmap, ctx.unit
    col = ctx.column
    if not m.contains(b):
        return Step(None, "off the map")
    if b in ctx.enemy_hexes:
        return Step(None, f"{m.label(b)} holds an enemy unit (tng 6.22, 7.32)")
    feats = m.hexsides.get(Hexside.between(a, b), _NONE) if m.hexsides else _NONE
    if "impassable" in feats and not ({"bridge", "road"} & feats):
        return Step(None, f"the hexside into {m.label(b)} is impassable (tng 7.23)")
    terrain = m.terrain_at(b)
    base = tec.terrain_cost(terrain, col)
    parts, disorder = [], tec.disorders_on_entry(terrain, col)
    cost = base
    near = b in ctx.near_enemy
    if not near and _joined(ctx, feats, a, b, "road"):
        cost, disorder = tec.road_cost(col), False
        parts.append(("road", cost))
    elif base is not None and not near and _joined(ctx, feats, a, b, "trail"):
        # along the trail the woods do not disorder (seed 004 7.3 example: the
        # cavalry pays 2 on the path, then 3 "to enter a woods hex and loses order")
        cost, disorder = math.ceil(base / 2), False
        parts.append(("trail", cost))
    elif base is not None:
        parts.append((terrain, base))
    if cost is None:
        return Step(None, f"{u.kind} may not enter {terrain} ({m.label(b)}) (tng 7.21)")
    dz = m.elevation_at(b) - m.elevation_at(a)
    kind = "up_one_level" if dz == 1 else "steep_rise" if dz >= 2 else "steep_drop" if dz <= -2 else None
    if kind:
        extra = tec.elevation_cost(kind, col)
        if extra is None:
            return Step(None, f"{u.kind} may not make a {kind.replace('_', ' ')} into {m.label(b)} (tng 7.3 / chart)")
        cost += extra
        disorder = disorder or tec.elevation_disorders(kind, col)
        if extra:
            parts.append((kind, extra))
    for f in sorted(feats) if feats else ():
        entry = tec.feature(f)
        if f == "stream":
            road_ford = ctx.options["road_crossing_stream_is_ford"] and "road" in feats
            if {"ford", "bridge"} & feats or road_ford:
                continue
        if f == "steep_slope":
            table = entry["move_up"] if dz >= 0 else entry["move_down"]
            extra = table.get(col)
            if extra is None:
                return Step(None, f"{u.kind} may not cross the steep slope into {m.label(b)} (chart)")
            disorder = disorder or col in entry.get("disorder_on_entry", ())
        else:
            extra = (entry.get("move") or {}).get(col, 0)
            if extra is None:
                continue  # impassable crossed by a bridge or road: handled above
        if extra:
            cost += extra
            parts.append((f, extra))
    if b in ctx.zoc and u.disordered:
        cost += 1
        parts.append(("disordered into enemy ZOC (6.33)", 1))
    if a == ctx.start and ctx.started_in_zoc:
        cost += 1
        parts.append(("leave enemy ZOC (6.34)", 1))
    if a != ctx.start and ctx.position.friends_in(a, u):
        cost += 1
        parts.append(("through friendly unit (7.38)", 1))
    return Step(cost, "", disorder, parts)


def _enter_checks(ctx: Context, b: Hex, last: bool) -> str:
    """Why ``ctx.unit`` may not enter (or, if ``last``, stop in) ``b``; '' if it may."""
    m, u = ctx.hexmap, ctx.unit
    if ctx.started_in_zoc and b in ctx.front_zoc:
        return f"{m.label(b)} is an enemy frontal ZOC hex, forbidden after leaving an enemy ZOC (tng 6.34)"
    if u.is_artillery and "fired" in u.status and ctx.enemy_adjacent(b):
        return f"artillery that fired may not move adjacent to an enemy ({m.label(b)}, tng 7.36)"
    friends = ctx.position.friends_in(b, u)
    if ctx.mode == "extended":
        if ctx.enemy_distance(b) < ctx.options["extended_min_enemy_distance"]:
            return (f"{m.label(b)} is closer than {ctx.options['extended_min_enemy_distance']} hexes to an enemy: "
                    "no extended movement (tng 7.13)")
        if friends and not last:
            return f"extended movement may not pass through friendly units ({m.label(b)}, tng 7.13)"
        if friends and last and not (u.is_artillery and all(f.is_artillery for f in friends)):
            return f"only artillery may end extended movement stacked ({m.label(b)}, tng 7.13)"
    if last and friends:
        probs = stack_problems(friends + [u], ctx.options)
        if probs:
            return f"may not stop in {m.label(b)}: {probs[0]}"
    return ""


def _mode_checks(ctx: Context) -> str:
    u = ctx.unit
    if u.branch == "commander" and ctx.mode != "normal":
        return f"commander {u.id!r} moves only normally (tng 5.62)"
    if ctx.mode == "extended":
        if u.disordered:
            return f"Disordered unit {u.id!r} may not use extended movement (tng 7.13)"
        if u.side in ctx.options["no_extended_sides"]:
            return f"side {u.side!r} may never use extended movement (Borodino special 8)"
        if ctx.enemy_distance(ctx.start) < ctx.options["extended_min_enemy_distance"]:
            return (f"unit {u.id!r} starts closer than {ctx.options['extended_min_enemy_distance']} hexes "
                    "to an enemy (tng 7.13)")
    return ""


SQUARE_MAX_COST = 2  # S1 9.85: a square moves into terrain costing 2 MP or less


def _square_checks(ctx: Context, path: list, total: float) -> str:
    """9.85: a square moves one hex at most, never from or into an enemy ZOC,
    into terrain costing 2 MP or less, with no Minimum Move."""
    if len(path) > 1:
        return "a unit in square moves one hex at most (tng 9.85)"
    if ctx.started_in_zoc or path[0] in ctx.zoc:
        return "a unit in square may not move from or into an enemy ZOC (tng 9.85)"
    if total > SQUARE_MAX_COST:
        return f"a unit in square may not enter terrain costing more than {SQUARE_MAX_COST} MP (tng 9.85)"
    return ""


def path_cost(position, unit: TngUnit, path: list[Hex], mode: str = "normal", options: dict | None = None) -> dict:
    """Cost of moving ``unit`` along ``path`` (the hexes it enters, in order).

    Returns ``{"legal": bool, "cost": MP, "budget": MP, "why": str,
    "disordered": bool, "minimum_move": bool, "steps": [...]}``; ``cost``
    is the MP spent up to the first illegal step.
    """
    mode = normal_mode(mode)
    ctx = Context(position, unit, mode, options or tng_options.resolve())
    budget = allowance(unit, mode)
    steps: list[dict[str, Any]] = []
    out: dict[str, Any] = {"legal": True, "cost": 0, "budget": budget, "why": "", "disordered": unit.disordered,
                           "minimum_move": False, "steps": steps}
    why = _mode_checks(ctx)
    if not path:
        why = why or "an empty path"
    total: float = 0
    prev = unit.hex
    for i, b in enumerate(path if not why else []):
        if ctx.hexmap.contains(b) and distance(prev, b) != 1:
            why = f"{ctx.hexmap.label(b)} is not adjacent to {ctx.hexmap.label(prev)} (tng 7.31)"
            break
        if prev in ctx.zoc and prev != ctx.start:
            why = f"the unit must stop on entering the enemy ZOC at {ctx.hexmap.label(prev)} (tng 6.33)"
            break
        s = step(ctx, prev, b)
        if s.cost is None:
            why = s.why
            break
        why = _enter_checks(ctx, b, i == len(path) - 1)
        if why:
            break
        total += s.cost
        out["disordered"] = out["disordered"] or s.disorder
        steps.append({"hex": ctx.hexmap.label(b), "cost": _num(s.cost), "parts": s.parts})
        prev = b
    if not why and unit.in_square:
        why = _square_checks(ctx, path, total)
    if not why and total > budget:
        if len(path) == 1 and path[0] not in ctx.zoc and mode != "extended" and not unit.in_square:
            out["minimum_move"] = True  # tng 7.35
        else:
            why = f"the path costs {_num(total)} MP, more than the {budget} MP allowed in {mode} movement (tng 7.34)"
    out["cost"] = _num(total)
    if why:
        out["legal"], out["why"] = False, why
    return out


def reachable(position, unit: TngUnit, mode: str = "normal", budget: float | None = None,
              options: dict | None = None) -> dict[Hex, float]:
    """Hexes ``unit`` can end its move in, with the MP it pays to get there
    (its own hex excluded): a Dijkstra search over `step` costs that expands
    lazily from the unit's hex, never out of an enemy-ZOC hex other than the
    start (6.33) nor out of a hex the unit may not pass (7.13, 7.36, 6.34);
    minimum moves are added (7.35)."""
    mode = normal_mode(mode)
    ctx = Context(position, unit, mode, options or tng_options.resolve())
    if _mode_checks(ctx):
        return {}
    if budget is None:
        budget = allowance(unit, mode)
    m = ctx.hexmap
    can_pass: dict[Hex, bool] = {}
    can_stop: dict[Hex, bool] = {}

    def passable(h: Hex) -> bool:
        if h not in can_pass:
            can_pass[h] = not _enter_checks(ctx, h, last=False)
        return can_pass[h]

    def stoppable(h: Hex) -> bool:
        if h not in can_stop:
            can_stop[h] = not _enter_checks(ctx, h, last=True)
        return can_stop[h]

    start = ctx.start
    dist: dict[Hex, float] = {start: 0}
    heap: list[tuple[float, Hex]] = [(0, start)]
    while heap:
        c, a = heapq.heappop(heap)
        if c > dist[a] or (a != start and (a in ctx.zoc or not passable(a))):
            continue
        for b in m.neighbours(a):
            if b == start or not (passable(b) or stoppable(b)):
                continue
            s = step(ctx, a, b)
            if s.cost is None:
                continue
            nc = c + s.cost
            if nc <= budget and nc < dist.get(b, float("inf")):
                dist[b] = nc
                heapq.heappush(heap, (nc, b))
    out = {h: _num(c) for h, c in dist.items() if h != start and stoppable(h)}
    if unit.in_square:
        return {h: c for h, c in out.items()
                if distance(h, start) == 1 and not _square_checks(ctx, [h], c)}
    if mode != "extended":
        for b in m.neighbours(start):
            if b not in out and b not in ctx.zoc:
                s = step(ctx, start, b)
                if s.cost is not None and stoppable(b):
                    out[b] = _num(s.cost)
    return out


def reinforcement_costs(position, units: list[TngUnit], entry: Hex) -> list[float]:
    """MP each unit of a column pays to enter at ``entry`` (tng 7.41): the
    first pays the entry hex's cost, each later unit its own cost plus what
    the unit before it paid. Returns one figure per unit, in column order."""
    out: list[float] = []
    prev: float = 0
    terrain = position.hexmap.terrain_at(entry)
    for u in units:
        c = tec.terrain_cost(terrain, u.move_class)
        if c is None:
            raise RulesError(_("reinforcement {id!r} may not enter {terrain} at {entry}").format(
                                 id=u.id, terrain=terrain,
                                 entry=position.hexmap.label(entry)), "tng 7.41")
        prev = prev + c
        out.append(_num(prev))
    return out


def _num(x):
    return int(x) if float(x).is_integer() else x
