"""Vehicle bonus moves (coh.md 4.3; E3 15.1-15.5).

Each track or wheel symbol under a vehicle's move cost is one **bonus
move**: one extra hex per move action that adds nothing to the move cost
(climbing is still paid: the uphill example, L0 -> L2 with one track bonus
= 1 + 1 + 1 = 3 AP).  After each bonus move the vehicle pivots for free.

* A wheel bonus moves only road -> adjacent road (`core.rules.coh.terrain.
  is_road_move`), and never into a road hex that already holds a vehicle
  (road congestion).
* A track bonus moves road -> road, or into open terrain: a hex that is not
  difficult for the vehicle (no move penalty, not plowed) across a hexside
  that is not difficult (no crossing cost, no wall).
* No bonus move enters or exits difficult terrain (road -> road ignores the
  terrain, E3 15.4), Heavy Smoke, or a fortification/obstacle that bars
  them (terrain.json ``blocks_bonus``: trench, wire, roadblock, mines);
  bonus moves never go backwards or pivot in place.
* A vehicle whose first (paid) step of a move action goes into any of those
  (or backwards) forfeits all its bonus moves for that action.

`plan_path` splits a path into move actions at the least AP cost;
`reachable_vehicle` is the matching Dijkstra over (hex, bonus moves left).
Hidden movement uses no bonus moves (seed 000 §10.1 ignores every other
modifier).  A mobile vehicle (both symbols, E3 16.4) uses them in any order.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass

from core.hexgrid import Hex
from core.rules.coh import terrain as T

RULE_BONUS = "coh.md 4.3 (E3 15.2)"


@dataclass(frozen=True)
class PathPlan:
    """The cheapest way to enter a path: ``cost`` (AP) and ``actions``, the
    path cut into move actions (each a list of hexes: the paid step, then
    its bonus moves); ``bonus`` the symbol used per hex (``None`` for a paid
    step, ``"track"``/``"wheel"`` for a bonus move)."""

    cost: int
    actions: tuple[tuple[Hex, ...], ...]
    bonus: tuple[str | None, ...]


def _blocked_hex(position, h: Hex) -> bool:
    """Heavy Smoke or a bonus-barring fortification in ``h``."""
    if (position.smoke or {}).get(h) == "heavy":
        return True
    fort = position.hexmap.fortification_at(h)
    return fort is not None and T.fortification_blocks_bonus(fort.kind)


def _vehicle_in(position, unit, h: Hex) -> bool:
    return any(o.hex == h and o.id != unit.id and o.is_vehicle for o in position.units)


def enters_barred(position, unit, a: Hex, b: Hex) -> bool:
    """True when the step ``a -> b`` goes into a condition that bars bonus
    moves (difficult terrain unless road to road, a difficult hexside, Heavy
    Smoke, a barring fortification): a first step like this forfeits them."""
    hm, cls = position.hexmap, unit.move_class
    if _blocked_hex(position, b):
        return True
    feats = hm.features_between(a, b)
    if T.is_road_move(hm, a, b, feats):
        return False
    return T.bonus_difficult_terrain(hm.terrain_at(b), cls) or T.bonus_difficult_side(feats, cls)


def bonus_symbols_for(position, unit, a: Hex, b: Hex) -> frozenset[str]:
    """Which symbols (``"track"``, ``"wheel"``) may pay a bonus move
    ``a -> b`` (module doc); empty when none may."""
    hm, cls = position.hexmap, unit.move_class
    if _blocked_hex(position, a) or _blocked_hex(position, b):
        return frozenset()
    dz = hm.elevation_at(b) - hm.elevation_at(a)
    feats = hm.features_between(a, b)
    if abs(dz) >= 2 or "steep_slope" in feats or "impassable" in feats:
        return frozenset()
    if T.is_road_move(hm, a, b, feats):
        return frozenset({"track"} if _vehicle_in(position, unit, b) else {"track", "wheel"})
    if (T.bonus_difficult_terrain(hm.terrain_at(a), cls) or T.bonus_difficult_terrain(hm.terrain_at(b), cls)
            or T.bonus_difficult_side(feats, cls)):
        return frozenset()
    return frozenset({"track"})


def bonus_step_cost(position, a: Hex, b: Hex) -> int:
    """AP a bonus move ``a -> b`` adds: only climbing (+1 AP per level up,
    coh.md 6; E3 15 uphill example; option ``vehicle_climb_ap_per_level``,
    0 for the mines example's reading, coh.md 4.3)."""
    dz = position.hexmap.elevation_at(b) - position.hexmap.elevation_at(a)
    return max(0, dz) * position.options.vehicle_climb_ap_per_level


def plan_path(position, unit, path: list[Hex], paid_cost, first_backwards: bool) -> PathPlan | None:
    """The cheapest split of ``path`` (hexes entered in order from
    ``unit.hex``) into move actions with bonus moves.

    ``paid_cost(i, a, b)`` is the AP of a paid step (``None``: may not
    enter); ``first_backwards`` whether the first step enters a flank hex
    (then that action's bonus moves are forfeited).  Returns ``None`` when
    a hex may not be entered at all.
    """
    track, wheel = unit.bonus_symbols
    # state (track left, wheel left) -> (cost, back-pointer list)
    states: dict[tuple[int, int], tuple[int, tuple]] = {(0, 0): (0, ())}
    prev = unit.hex
    for i, b in enumerate(path):
        paid = paid_cost(i, prev, b)
        syms = bonus_symbols_for(position, unit, prev, b) if states.keys() - {(0, 0)} else frozenset()
        climb = bonus_step_cost(position, prev, b)
        new: dict[tuple[int, int], tuple[int, tuple]] = {}

        def offer(key, cost, hist):
            if key not in new or cost < new[key][0]:
                new[key] = (cost, hist)

        for (t, w), (c, hist) in states.items():
            if paid is not None:
                forfeit = enters_barred(position, unit, prev, b) or (i == 0 and first_backwards)
                offer((0, 0) if forfeit else (track, wheel), c + paid, hist + (None,))
            if w > 0 and "wheel" in syms:
                offer((t, w - 1), c + climb, hist + ("wheel",))
            if t > 0 and "track" in syms:
                offer((t - 1, w), c + climb, hist + ("track",))
        if not new:
            return None
        states = new
        prev = b
    cost, hist = min(states.values(), key=lambda v: v[0])
    actions: list[list[Hex]] = []
    for h, kind in zip(path, hist):
        if kind is None or not actions:
            actions.append([h])
        else:
            actions[-1].append(h)
    return PathPlan(cost, tuple(tuple(a) for a in actions), tuple(hist))


def reachable_vehicle(position, unit, budget: float, graph, first_extra) -> dict[Hex, float]:
    """``{hex: cheapest AP}`` within ``budget`` for a vehicle with bonus
    moves (its own hex at 0).  ``graph`` is its paid-step move graph
    (`core.rules.coh.move.move_graph`), ``first_extra(b)`` the backwards
    AP of a first step into ``b`` (> 0 also forfeits that action's bonus
    moves)."""
    track, wheel = unit.bonus_symbols
    succ = graph._succ
    start = (unit.hex, -1, -1)  # before the first step (its backwards AP), unlike a later return
    best: dict[tuple, int] = {start: 0}
    heap = [(0, 0, start)]
    n = 0
    out: dict[Hex, float] = {}
    bonus_memo: dict[tuple[Hex, Hex], frozenset] = {}
    barred_memo: dict[tuple[Hex, Hex], bool] = {}
    while heap:
        c, _, node = heapq.heappop(heap)
        if best.get(node, None) != c:
            continue
        a, t, w = node
        t, w = max(t, 0), max(w, 0)
        if a not in out or c < out[a]:
            out[a] = c
        for b, attr in succ[a].items():
            steps = []
            extra = first_extra(b) if node == start else 0
            key = (a, b)
            if key not in barred_memo:
                barred_memo[key] = enters_barred(position, unit, a, b)
            forfeit = barred_memo[key] or extra > 0
            steps.append((c + attr["weight"] + extra, (b, 0, 0) if forfeit else (b, track, wheel)))
            if t or w:
                if key not in bonus_memo:
                    bonus_memo[key] = bonus_symbols_for(position, unit, a, b)
                syms = bonus_memo[key]
                climb = bonus_step_cost(position, a, b)
                if w > 0 and "wheel" in syms:
                    steps.append((c + climb, (b, t, w - 1)))
                if t > 0 and "track" in syms:
                    steps.append((c + climb, (b, t - 1, w)))
            for nc, nxt in steps:
                if nc <= budget and nc < best.get(nxt, budget + 1):
                    best[nxt] = nc
                    n += 1
                    heapq.heappush(heap, (nc, n, nxt))
    return out
