"""Movement-preview benchmarks (DESIGN.md, Performance: "Movement preview on
a 60 x 60 map: under 5 ms").

Figures:
* ``reach_60x60_ms``: median time of the reachable set (hex -> AP) of a foot
  unit with 7 AP on a 60x60 Conflict of Heroes map (woods, buildings,
  roads, hills), from a fixed sample of start hexes, on a move graph
  prepared once per unit class (what the editor keeps while the map does not
  change).  Target < 5 ms.
* ``reach_reference_60x60_ms``: the plain reference in the same run: a
  networkx graph of the same step costs built once (not per repeat), then
  ``networkx.single_source_dijkstra_path_length`` with ``cutoff=7``.  The
  note gives the speed-up and whether every sampled answer agrees.
* ``reach_200x200_ms``: the movement preview as the editor asks it
  (`RulesetSpec.movement_costs` with the editor's `PreparedGraphs`) on a
  200 x 200 scenario with 1,000 units, median over units; target < 5 ms.
  Reference: the same call without prepared graphs (a move graph built
  per call, what the editor did), same run; answers must agree.
* ``move_graph_60x60_ms``: building the prepared graph once (CoH step costs
  for every hex pair of the map).
"""
from __future__ import annotations

import random
from functools import partial

import networkx as nx

from core.bench import Figure, median_ms, target_note
from core.bench.scenario_io import big_scenario
from core.model.hexmap import HexMap
from core.movement import PreparedGraphs
from core.rules.coh.move import MoveProfile, move_graph, reachable_hexes, step_cost
from core.rules.coh.units import CohUnit, Position
from core.rules.registry import spec


def bench_position(cols: int = 60, rows: int = 60, seed: int = 11):
    """A 60x60 CoH `Position` with woods, buildings, a road and hills, and
    one foot unit (move 1 AP) to move; deterministic for ``seed``."""
    rnd = random.Random(seed)
    m = HexMap(cols, rows, ruleset="coh")
    for h in m.hexes():
        x = rnd.random()
        if x < 0.15:
            m.terrain[h] = "woods"
        elif x < 0.18:
            m.terrain[h] = "stone_building"
        elif x < 0.22:
            m.terrain[h] = "light_woods"
        if rnd.random() < 0.1:
            m.elevation[h] = rnd.choice([1, 2])
    for c in range(cols):
        m.flags[m.layout.from_offset(c, rows // 2)] = frozenset({"road"})
    unit = CohUnit("s1", "soviet", "squad", m.layout.from_offset(cols // 2, rows // 2),
                   stats={"move_ap": 1, "fp_soft": 3, "range": 5, "dr_front": 12, "dr_flank": 11})
    return Position(m, (unit,))


def run(quick: bool = False) -> list[Figure]:
    """Measure the figures above (``quick``: fewer repetitions)."""
    pos = bench_position()
    m, unit, opts = pos.hexmap, pos.units[0], pos.options
    repeat = 5 if quick else 25
    graph_ms = median_ms(lambda: move_graph(m, unit, opts), repeat=3 if quick else 5, warmup=1)
    g = move_graph(m, unit, opts)
    rnd = random.Random(3)
    starts = rnd.sample(list(m.hexes()), 5 if quick else 20)
    units = [unit.with_(hex=h) for h in starts]

    def ours():
        for u in units:
            reachable_hexes(pos, u, 7, graph=g)

    p = MoveProfile.of(unit)

    def fresh_graph():
        ref = nx.DiGraph()
        for a in m.hexes():
            for b in m.neighbours(a):
                c = step_cost(m, p, a, b, opts)
                if c is not None:
                    ref.add_edge(a, b, weight=c)
        return ref

    ref = fresh_graph()  # built once: the reference pays only for its search

    def reference():
        return [nx.single_source_dijkstra_path_length(ref, u.hex, cutoff=7, weight="weight") for u in units]

    ours_ms = median_ms(ours, repeat=repeat) / len(units)
    ref_ms = median_ms(reference, repeat=3 if quick else 5, warmup=1) / len(units)
    agree = all(reachable_hexes(pos, u, 7, graph=g) == r for u, r in zip(units, reference()))
    return [
        Figure("reach_60x60_ms", ours_ms, f"{target_note(ours_ms, '<', 5, 'ms')}; median per start hex over "
                                          f"{len(units)} starts, prepared graph"),
        Figure("reach_reference_60x60_ms", ref_ms,
               f"networkx graph built once + single_source_dijkstra_path_length(cutoff=7); "
               f"speed-up x{ref_ms / ours_ms:.0f}; answers agree: {agree}"),
        Figure("move_graph_60x60_ms", graph_ms, "building the prepared CoH move graph once"),
    ] + [_editor_reach(quick)]


def _editor_reach(quick: bool) -> Figure:
    """``reach_200x200_ms`` (module doc)."""
    size = 120 if quick else 200  # quick (smoke test): 120 x 120 under the same name
    sc = big_scenario(size, 1000)
    rs = spec(sc.ruleset)
    graphs = PreparedGraphs(sc.hexmap)
    ids = [u.id for u in sc.units[:10 if quick else 40]]
    for uid in ids:
        rs.movement_costs(sc, uid, graphs)  # first call per unit class builds its graph (once per map)
    times = [median_ms(partial(rs.movement_costs, sc, uid, graphs), repeat=3, warmup=0) for uid in ids]
    ms = round(sorted(times)[len(times) // 2], 3)
    ref_ids = ids[:2 if quick else 4]
    ref_ms = median_ms(lambda: [rs.movement_costs(sc, uid) for uid in ref_ids], repeat=1, warmup=0) / len(ref_ids)
    agree = all(rs.movement_costs(sc, uid) == rs.movement_costs(sc, uid, graphs) for uid in ref_ids)
    return Figure("reach_200x200_ms", ms,
                  f"{target_note(ms, '<', 5, 'ms')}; {size}x{size}; median over {len(ids)} units (1,000 on the map), "
                  f"prepared graphs "
                  f"kept by edits; reference: graph rebuilt per call {ref_ms:,.0f} ms (x{ref_ms / ms:,.0f}); "
                  f"answers agree: {agree}")
