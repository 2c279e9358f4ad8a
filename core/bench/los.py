"""Line-of-sight benchmarks (DESIGN.md, Performance).

Figures:
* ``los_prepare_60x60_s``: the first fan on a 60x60 map from cold, which
  builds the offset tables (once per map shape and process).
* ``los_engine_rebuild_60x60_ms``: a new engine for the same map shape and
  its first fan (what an edit costs before the next hover fan).
* ``los_fan_60x60_ms``: median time of one hex to every hex of a 60x60 CoH
  map with woods, buildings and two hill levels (target < 10 ms), over a
  fixed sample of start hexes, tables warm.
* ``los_check_60x60_ms``: median single ``check`` (exact traversal + policy
  with reason; traversal cache cold for most pairs).
* ``los_allpairs_40x30_s``: all pairs of a 40x30 map from cold (tables
  included; target < 3 s).
* ``los_allpairs_naive_40x30_s``: the simple reference, a plain pairwise
  shapely test of the same map in the same run (hex polygons, their shrunk
  copies and an STRtree built once; per pair: build the LineString, query
  the tree, classify crossings, runs along hexsides and corner touches,
  apply the same CoH rules).
  Timed on a fixed random sample of pairs and extrapolated to all pairs; the
  note says so and how many sampled answers agree with the engine.
* ``los_allpairs_speedup``: naive / engine (target >= 30).
"""
from __future__ import annotations

import random
import statistics
import time

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.strtree import STRtree

from core.bench import Figure, target_note
from core.hexgrid import distance
from core.los import LosEngine
from core.los import fan as los_fan
from core.los.geometry import exact_traversal
from core.model import HexMap
from core.rules.coh.los_policy import policy


def bench_map(cols: int, rows: int, seed: int = 7):
    """A CoH map with hills (levels 1 and 2), woods patches and buildings,
    deterministic for ``seed``."""
    rnd = random.Random(seed)
    m = HexMap(cols=cols, rows=rows, ruleset="coh")
    hexes = list(m.hexes())
    for _ in range(max(1, cols * rows // 400)):
        c = rnd.choice(hexes)
        r1 = rnd.randint(2, 5)
        for h in hexes:
            d = distance(h, c)
            if d <= r1:
                m.elevation[h] = 2 if d <= r1 // 2 else max(m.elevation.get(h, 0), 1)
    for _ in range(max(1, cols * rows // 150)):
        c = rnd.choice(hexes)
        for h in hexes:
            if distance(h, c) <= rnd.randint(0, 2) and rnd.random() < 0.8:
                m.terrain[h] = rnd.choice(("woods", "light_woods", "heavy_woods"))
    for h in rnd.sample(hexes, cols * rows // 40):
        m.terrain[h] = rnd.choice(("wood_building", "stone_building"))
    return m


class NaiveLos:
    """The plain shapely reference (see module doc), built honestly: hex
    polygons, their shrunk copies and an STRtree over them are made once per
    map; each pair queries the tree with its line."""

    def __init__(self, hexmap, tol: float = 1e-9):
        self.m, self.tol, self.pol = hexmap, tol, policy()
        self.lay = hexmap.layout
        self.hexes = list(hexmap.hexes())
        self.polys = [Polygon(self.lay.corners(h)) for h in self.hexes]
        self.inner = [p.buffer(-tol, join_style="mitre") for p in self.polys]
        self.centroids = [p.centroid for p in self.polys]
        for p in self.polys + self.inner:
            shapely.prepare(p)
        self.tree = STRtree(self.polys)
        self.inner_arr = np.array(self.inner, dtype=object)
        self.centroid_arr = np.array(self.centroids, dtype=object)

    def clear(self, a, b) -> bool:
        """CoH LOS between ``a`` and ``b`` by plain shapely tests."""
        m, tol, pol = self.m, self.tol, self.pol
        line = LineString([self.lay.hex_to_pixel(a), self.lay.hex_to_pixel(b)])
        la, lb = m.elevation_at(a), m.elevation_at(b)
        thr = int(pol.threshold(la, lb))
        near, crossed = [], []
        cand = self.tree.query(line.buffer(tol), predicate="intersects")
        inside = shapely.length(shapely.intersection(line, self.inner_arr[cand])) > tol  # vectorised per pair
        where = shapely.line_locate_point(line, self.centroid_arr[cand])
        for i, crossing, t in zip(cand.tolist(), inside.tolist(), where.tolist()):
            h = self.hexes[i]
            if h == a or h == b:
                continue
            if crossing:
                crossed.append((t, h))
            else:
                near.append(h)
        if any(pol.los_level(m, h) >= thr for _, h in crossed):
            return False
        runs = []
        near_set = set(near)
        for h in near:
            for n in m.neighbours(h):
                if n in near_set and h < n:
                    p, q = self.lay.side_endpoints(h, self.lay.direction_to(h, n))
                    if line.distance(Point(p)) <= tol and line.distance(Point(q)) <= tol:
                        runs.append((line.project(Point(p)), h, n))
                        if pol.los_level(m, h) >= thr and pol.los_level(m, n) >= thr:
                            return False
        if la != lb:
            low = a if la < lb else b
            elems = [(d, (h,)) for d, h in crossed] + [(d, (h, n)) for d, h, n in runs]
            if elems:
                far = low == b
                front = (max(elems) if far else min(elems))[1]
                if all(pol.hex_blocks(m, h) and pol.los_level(m, h) >= min(la, lb) for h in front):
                    return False
        return True


def run(quick: bool = False) -> list[Figure]:
    """Run the LOS benchmarks (``quick``: smaller samples)."""
    figures = []

    m60 = bench_map(60, 60)
    los_fan.offset_tables.cache_clear()
    hexes60 = list(m60.hexes())
    t0 = time.perf_counter()
    LosEngine(m60).fan(hexes60[0])
    prep = time.perf_counter() - t0
    figures.append(Figure("los_prepare_60x60_s", round(prep, 3),
                          "first fan from cold: offset tables (once per map shape and process) + one fan"))
    t0 = time.perf_counter()
    eng = LosEngine(m60)
    eng.fan(hexes60[1])
    figures.append(Figure("los_engine_rebuild_60x60_ms", round((time.perf_counter() - t0) * 1000.0, 2),
                          "new engine after a map edit + its first fan (tables warm)"))
    rnd = random.Random(1)
    starts = rnd.sample(hexes60, 12 if quick else 40)
    eng.fan(starts[0])
    times = []
    for a in starts:
        t0 = time.perf_counter()
        eng.fan(a)
        times.append((time.perf_counter() - t0) * 1000.0)
    fan_ms = round(statistics.median(times), 3)
    figures.append(Figure("los_fan_60x60_ms", fan_ms, f"{target_note(fan_ms, '<', 10, 'ms')}; median over "
                                                      f"{len(starts)} start hexes, 3600 targets each"))
    exact_traversal.cache_clear()
    pairs = [(rnd.choice(hexes60), rnd.choice(hexes60)) for _ in range(50 if quick else 200)]
    times = []
    for a, b in pairs:
        t0 = time.perf_counter()
        eng.check(a, b)
        times.append((time.perf_counter() - t0) * 1000.0)
    figures.append(Figure("los_check_60x60_ms", round(statistics.median(times), 3),
                          "one probe with reason, exact traversal mostly uncached"))

    m40 = bench_map(40, 30, seed=11)
    los_fan.offset_tables.cache_clear()
    t0 = time.perf_counter()
    matrix = LosEngine(m40).all_pairs()
    fast_s = time.perf_counter() - t0
    shown_s = round(fast_s, 3)
    figures.append(Figure("los_allpairs_40x30_s", shown_s, f"{target_note(shown_s, '<', 3, 's')}; cold, tables "
                                                           "included"))

    naive = NaiveLos(m40)
    hexes40 = naive.hexes
    n = len(hexes40)
    total_pairs = n * (n - 1) // 2
    sample = []
    for _ in range(600 if quick else 2500):
        i, j = rnd.sample(range(n), 2)
        sample.append((hexes40[i], hexes40[j]))
    t0 = time.perf_counter()
    answers = [naive.clear(a, b) for a, b in sample]
    naive_s = (time.perf_counter() - t0) / len(sample) * total_pairs
    agree = sum(ans == matrix.visible(a, b) for ans, (a, b) in zip(answers, sample))
    figures.append(Figure("los_allpairs_naive_40x30_s", round(naive_s, 1),
                          f"extrapolated from {len(sample)} random pairs to {total_pairs}; "
                          f"agrees with the engine on {agree}/{len(sample)}"))
    speedup = round(naive_s / fast_s, 1)
    figures.append(Figure("los_allpairs_speedup", speedup, f"{target_note(speedup, '>=', 30)}; STRtree shapely "
                                                           "reference (built once) / engine"))
    return figures


if __name__ == "__main__":  # pragma: no cover
    for f in run():
        print(f"{f.name:32s} {f.value:>10} {f.note}")
