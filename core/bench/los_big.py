"""Line-of-sight benchmarks on big maps (issue "Big maps stay fluid").

Figures (each beside its reference, measured in the same run):
* ``los_prepare_200x200_s``: the first fan of a new engine on a 200 x 200
  map: the canonical tables (read from the disk cache, or built when
  absent; the note says which) plus the per-map arrays.
* ``los_fan_200x200_ms``: median whole-map fan (40,000 targets) on the
  200 x 200 CoH bench map (hills on two levels, woods, buildings) over a
  fixed sample of start hexes.  Target < 50 ms.  Reference: the pure-Python
  per-pair decision (`LosPolicy.decide` on `exact_traversal`, what the
  tests compare against), timed on a random sample of targets and
  extrapolated to a whole fan; sampled answers must agree.  And the native
  line walk on the same tables (`core.los.native_walk`, numba, compiled
  before timing) over the same starts, every answer compared: the figure
  must stay within 20x of it (reported as not measurable without numba).
* ``los_fan_200x200_peak_mb``: peak memory (tracemalloc, numpy included)
  of loading the tables, building the engine and one fan.  Target < 300.
* ``los_fan_60x60_after_edit_ms``: paint one hex, tell the engine
  (`LosEngine.map_changed`), fan again: median.  Target < 5 ms.
  Reference: a new engine and its first fan (what an edit cost before).
"""
from __future__ import annotations

import random
import statistics
import time
import tracemalloc

from core.bench import Figure, target_note
from core.bench.los import bench_map
from core.los import LosEngine
from core.los import fan as los_fan
from core.los import native_walk as native_fan
from core.los.sym_tables import bucket_radius, cache_dir


def _fan_figures(quick: bool) -> list[Figure]:
    size = 120 if quick else 200  # quick (smoke test): a 120 x 120 map under the same names
    m = bench_map(size, size)
    hexes = list(m.hexes())
    tag = f"{size}x{size}{' (quick)' if quick else ''}"
    los_fan.sym_tables.cache_clear()
    folder = cache_dir()
    eng = LosEngine(m)
    radius = bucket_radius(eng._kernel().diameter)
    cached = bool(folder and list(folder.glob(f"los_sym_r{radius}_*.npz")))
    los_fan.sym_tables.cache_clear()
    t0 = time.perf_counter()
    eng = LosEngine(m)
    eng.fan(hexes[len(hexes) // 2])
    prep = time.perf_counter() - t0
    figures = [Figure("los_prepare_200x200_s", round(prep, 3),
                      f"{tag}; first fan of a new engine: radius-{radius} tables "
                      f"{'read from the disk cache' if cached else 'built (none cached yet)'} + map arrays + fan")]
    rnd = random.Random(5)
    starts = rnd.sample(hexes, 6 if quick else 20)
    times, cpu = [], []
    for a in starts:
        c0 = time.thread_time()
        t0 = time.perf_counter()
        eng.fan(a)
        times.append((time.perf_counter() - t0) * 1000.0)
        cpu.append((time.thread_time() - c0) * 1000.0)
    fan_ms = round(statistics.median(times), 2)
    a = starts[0]
    vis = eng.fan(a)
    sample = rnd.sample(hexes, 40 if quick else 150)
    t0 = time.perf_counter()
    ref = [a == b or eng.policy.decide(m, eng.path(a, b)).clear for b in sample]
    ref_ms = (time.perf_counter() - t0) * 1000.0 / len(sample) * len(hexes)
    agree = sum(r == vis[b] for r, b in zip(ref, sample))
    native = _native_note(eng, starts, fan_ms)
    figures.append(Figure("los_fan_200x200_ms", fan_ms,
                          f"{target_note(fan_ms, '<', 50, 'ms')}; {tag}; median over {len(starts)} starts, "
                          f"{len(hexes):,} targets each (CPU {statistics.median(cpu):.1f} ms); "
                          f"reference: pure-Python per-pair decide {ref_ms:,.0f} ms per fan (extrapolated "
                          f"from {len(sample)} targets, x{ref_ms / fan_ms:,.0f}; agrees on {agree}/{len(sample)}); "
                          f"{native}"))
    los_fan.sym_tables.cache_clear()
    tracemalloc.start()
    eng = LosEngine(m)
    eng.fan(starts[1])
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    tables_mb = los_fan.sym_tables(radius).nbytes / 1e6
    peak_mb = round(peak / 1e6, 1)
    figures.append(Figure("los_fan_200x200_peak_mb", peak_mb,
                          f"{target_note(peak_mb, '<', 300, 'MB')}; {tag}; tables {tables_mb:.0f} MB of it; "
                          f"reference: one row per "
                          f"offset instead of per symmetry class would hold ~{12 * tables_mb:,.0f} MB"))
    return figures


def _native_note(eng: LosEngine, starts: list, fan_ms: float) -> str:
    """The native line walk (`core.los.native_walk`) over the same starts:
    its median time, the fan's ratio to it (target <= 20) and whether every
    answer agrees with the engine's fan."""
    if not native_fan.AVAILABLE:
        return "native line walk: numba not installed, ratio not measurable"
    k = eng._kernel()
    tb = los_fan.sym_tables(bucket_radius(max(1, k.diameter)))
    if k.full or k.diameter > tb.radius:
        return "native line walk: map not on canonical tables, ratio not measurable"
    native_fan.walk_fan(k, tb, starts[0], k.hq, k.hr)  # compile first (not timed)
    times, agree = [], 0
    for a in starts:
        t0 = time.perf_counter()
        out = native_fan.walk_fan(k, tb, a, k.hq, k.hr)
        assert out is not None  # AVAILABLE
        times.append((time.perf_counter() - t0) * 1000.0)
        vis = eng.fan(a)
        agree += all(bool(out[i]) == vis[h] for i, h in enumerate(k.hexes))
    nat = statistics.median(times)
    ratio = fan_ms / nat
    verdict = "OK" if ratio <= 20 else "OVER"
    return (f"native line walk (numba, same tables) {nat:.1f} ms: fan x{ratio:.1f} of native, "
            f"target <= 20x ({verdict}); answers agree on {agree}/{len(starts)} whole fans")


def _after_edit(quick: bool) -> Figure:
    m = bench_map(60, 60)
    hexes = list(m.hexes())
    eng = LosEngine(m)
    a = hexes[1830]
    eng.fan(a)
    rnd = random.Random(9)
    painted = rnd.sample(hexes, 12 if quick else 40)
    times, ref = [], []
    for h in painted:
        old = m.terrain.get(h)
        m.terrain[h] = "woods" if old != "woods" else "open"
        t0 = time.perf_counter()
        eng.map_changed({h})
        eng.fan(a)
        times.append((time.perf_counter() - t0) * 1000.0)
        t0 = time.perf_counter()
        LosEngine(m).fan(a)
        ref.append((time.perf_counter() - t0) * 1000.0)
    ms = round(statistics.median(times), 3)
    ref_ms = statistics.median(ref)
    return Figure("los_fan_60x60_after_edit_ms", ms,
                  f"{target_note(ms, '<', 5, 'ms')}; paint a hex, map_changed, fan (median of {len(times)}); "
                  f"reference: new engine + first fan {ref_ms:.1f} ms")


def run(quick: bool = False) -> list[Figure]:
    """Run the big-map LOS benchmarks (``quick``: fewer samples)."""
    return _fan_figures(quick) + [_after_edit(quick)]


if __name__ == "__main__":  # pragma: no cover
    for f in run():
        print(f"{f.name:32s} {f.value:>10} {f.note}")
