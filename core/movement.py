"""Generic movement: a networkx move graph whose edge weights come from a
ruleset's cost function (DESIGN.md "Rules core": "Movement is a networkx
graph whose edge weights come from the ruleset").

* `build_move_graph(hexmap, cost_fn)`: a `networkx.DiGraph` with one node per
  map hex and an edge ``a -> b`` (attribute ``weight``) for every adjacent
  pair the unit may enter; ``cost_fn(a, b)`` returns the cost (AP, MP...)
  or ``None`` for "may not enter".  Build one per unit class (and mode) and
  keep it while the map does not change.
* `reachable(graph, start, budget)`: ``{hex: cheapest cost}`` of every hex
  reachable within ``budget`` (the start at 0).
* `cheapest_path(graph, start, goal)`: ``(cost, [start, ..., goal])``.
* `path_cost(graph, start, path)`: cost of entering the hexes of ``path`` in
  order.
* `PreparedGraphs(hexmap)`: the move graphs of one map kept up to date by
  edits (``map_changed(hexes)`` re-reads the edges into and out of those
  hexes) instead of rebuilt per question; what the editor's movement
  preview asks through.

Group moves, hidden moves, zones of control and road continuity are ruleset
policy on top of this (their cost functions or `reachable`'s ``first_step``
hook).  Costs are non-negative numbers; a negative budget or an edge with a
negative weight raises `HexwrightError`.
"""
from __future__ import annotations

import heapq
from typing import Callable, Iterable

import networkx as nx

from core.errors import HexwrightError, RulesError
from core.hexgrid import Hex, distance
from core.i18n import _
from core import i18n

CostFn = Callable[[Hex, Hex], "float | None"]


def build_move_graph(hexmap, cost_fn: CostFn) -> nx.DiGraph:
    """A directed move graph of ``hexmap``.

    Nodes: every hex of the map.  Edges: ``a -> b`` for adjacent on-map hexes
    with ``weight = cost_fn(a, b)`` when that is not ``None``.  Raises
    `HexwrightError` if ``cost_fn`` returns a negative cost.
    """
    g = nx.DiGraph()
    nodes = list(hexmap.hexes())
    g.add_nodes_from(nodes)
    edges = []
    for a in nodes:
        for b in hexmap.neighbours(a):
            c = cost_fn(a, b)
            if c is None:
                continue
            if c < 0:
                raise HexwrightError(_("move cost from {a} to {b} is negative ({c})").format(
                                         a=hexmap.label(a), b=hexmap.label(b), c=c))
            edges.append((a, b, c))
    g.add_weighted_edges_from(edges)
    return g


class PreparedGraphs:
    """Move graphs of one map, one per key (unit class and mode), built on
    first use and then kept up to date by edits.

    ``graph(key, cost_fn)``: the graph of ``key`` (any hashable; the same key
    must always mean the same ``cost_fn`` rules), built with
    `build_move_graph` the first time.  ``map_changed(hexes)``: the map
    changed in ``hexes`` (terrain, elevation, fortifications, flags or the
    hexsides around them): every kept graph re-reads the edges into and out
    of those hexes, which is exact for step costs that depend only on the
    two hexes of a step and the hexside between them; None drops every
    graph (size or ruleset changed).  At most ``limit`` graphs are kept
    (the least recently used goes first).
    """

    def __init__(self, hexmap, limit: int = 8):
        self.hexmap = hexmap
        self.limit = limit
        self._graphs: dict = {}  # key -> (graph, cost_fn), in use order

    def graph(self, key, cost_fn: CostFn) -> nx.DiGraph:
        """The prepared graph of ``key`` (see the class docstring)."""
        entry = self._graphs.pop(key, None)
        if entry is None:
            entry = (build_move_graph(self.hexmap, cost_fn), cost_fn)
            while len(self._graphs) >= self.limit:
                self._graphs.pop(next(iter(self._graphs)))
        self._graphs[key] = entry
        return entry[0]

    def map_changed(self, hexes: Iterable[Hex] | None) -> None:
        """Bring every kept graph up to date with an edit of ``hexes``
        (None: forget them all).  Raises `HexwrightError` for a negative
        cost, as `build_move_graph`."""
        if hexes is None:
            self._graphs.clear()
            return
        m = self.hexmap
        hexes = [h for h in hexes if m.contains(h)]
        for g, cost_fn in self._graphs.values():
            pairs = {(h, n) for h in hexes for n in m.neighbours(h)}
            pairs |= {(n, h) for h, n in pairs}
            for a, b in pairs:
                c = cost_fn(a, b)
                if c is None:
                    if g.has_edge(a, b):
                        g.remove_edge(a, b)
                elif c < 0:
                    raise HexwrightError(_("move cost from {a} to {b} is negative ({c})").format(
                                             a=m.label(a), b=m.label(b), c=c))
                else:
                    g.add_edge(a, b, weight=c)


def _check_start(graph: nx.DiGraph, start: Hex) -> None:
    if start not in graph:
        raise HexwrightError(_("start hex {start} is not on the move graph (off the map?)").format(start=tuple(start)))


def reachable(graph: nx.DiGraph, start: Hex, budget: float,
              first_step: Callable[[Hex], float] | None = None) -> dict[Hex, float]:
    """Every hex reachable from ``start`` spending at most ``budget``.

    Returns ``{hex: cheapest total cost}``, ``start`` included at 0.
    ``first_step(b)``, when given, is an extra cost added to the first step
    from ``start`` into ``b`` (e.g. a backwards move against the unit's
    facing); later steps are plain edge weights.  Dijkstra over the graph's
    adjacency dicts with a budget cut-off, so only the reachable region is
    visited.  Raises `HexwrightError` for a negative budget or a start not in
    the graph.
    """
    if budget is None or budget < 0:
        raise HexwrightError(i18n._("movement budget must be a non-negative number, got {budget!r}").format(
                                 budget=budget))
    _check_start(graph, start)
    succ = graph._succ  # plain dict-of-dicts: the fast path (read only)
    best: dict[Hex, float] = {start: 0}
    heap: list[tuple[float, int, Hex]] = []
    n = 0
    for b, attr in succ[start].items():
        c = attr["weight"] + (first_step(b) if first_step else 0)
        if c <= budget and c < best.get(b, float("inf")):
            best[b] = c
            n += 1
            heap.append((c, n, b))
    heapq.heapify(heap)
    done = {start}
    push, pop = heapq.heappush, heapq.heappop
    while heap:
        c, _, u = pop(heap)
        if u in done:
            continue
        done.add(u)
        for v, attr in succ[u].items():
            nc = c + attr["weight"]
            if nc <= budget and nc < best.get(v, float("inf")):
                best[v] = nc
                n += 1
                push(heap, (nc, n, v))
    return best


def cheapest_path(graph: nx.DiGraph, start: Hex, goal: Hex,
                  first_step: Callable[[Hex], float] | None = None) -> tuple[float, list[Hex]] | None:
    """The cheapest way from ``start`` to ``goal``: ``(cost, [start, ...,
    goal])``, or ``None`` when ``goal`` cannot be reached.  ``first_step`` as
    in `reachable`.  Raises `HexwrightError` if either hex is not in the
    graph."""
    _check_start(graph, start)
    if goal not in graph:
        raise HexwrightError(i18n._("goal hex {goal} is not on the move graph (off the map?)").format(goal=tuple(goal)))
    succ = graph._succ
    best: dict[Hex, float] = {start: 0}
    prev: dict[Hex, Hex] = {}
    heap: list[tuple[float, int, Hex]] = [(0, 0, start)]
    n = 0
    done: set[Hex] = set()
    while heap:
        c, _, u = heapq.heappop(heap)
        if u in done:
            continue
        if u == goal:
            path = [u]
            while path[-1] != start:
                path.append(prev[path[-1]])
            return c, path[::-1]
        done.add(u)
        for v, attr in succ[u].items():
            nc = c + attr["weight"] + (first_step(v) if (first_step and u == start) else 0)
            if nc < best.get(v, float("inf")):
                best[v] = nc
                prev[v] = u
                n += 1
                heapq.heappush(heap, (nc, n, v))
    return None


def check_chain(start: Hex, path: Iterable[Hex], label: Callable[[Hex], str] = lambda h: str(tuple(h))) -> list[Hex]:
    """``path`` as a list after checking it is a chain of adjacent hexes
    starting next to ``start``.  Raises `RulesError` naming the first hex
    that is not adjacent to the one before it."""
    out = list(path)
    prev = start
    for i, h in enumerate(out):
        if distance(prev, h) != 1:
            raise RulesError(_("path step {value} ({h}) is not adjacent to {prev}: a path must be a "
                               "chain of adjacent hexes").format(value=i + 1, h=label(h), prev=label(prev)))
        prev = h
    return out


def path_cost(graph: nx.DiGraph, start: Hex, path: Iterable[Hex],
              first_step: Callable[[Hex], float] | None = None,
              label: Callable[[Hex], str] = lambda h: str(tuple(h))) -> float:
    """Total cost of entering the hexes of ``path`` in order from ``start``.

    Raises `RulesError` naming the hex when a step is not adjacent to the one
    before it, or when the unit may not enter it (no edge in the graph).
    """
    _check_start(graph, start)
    steps = check_chain(start, path, label)
    total = 0.0
    prev = start
    for i, h in enumerate(steps):
        attr = graph._succ[prev].get(h)
        if attr is None:
            raise RulesError(_("the unit may not enter {h} from {prev}").format(h=label(h), prev=label(prev)))
        total += attr["weight"] + (first_step(h) if (first_step and i == 0) else 0)
        prev = h
    return total
