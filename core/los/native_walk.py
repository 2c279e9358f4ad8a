"""A native line walk of the LOS fan: the benchmark's compiled reference.

Issue "Big maps stay fluid" asks the vectorised fan (`core.los.fan_sym`)
to stay within 20x of a native line walk on the same tables, measured in
the same run.  This module is that reference: one compiled loop per target
(numba, when installed) that walks the target's canonical row of the
`core.los.sym_tables.SymTables` (crossed hexes, hexside runs, blocking
hexside features, the blind spot) and stops at the first blocker, reading
the map through the target's symmetry cell by cell instead of gathering
windows.  The rules are those of `core.los.fan_sym.sym_fan` (the
benchmark checks the answers agree on every target); it is never used by
the editor or the CLI, only measured.

``walk_fan(kernel, tables, a, tq, tr) -> np.ndarray[bool]`` (or None when
numba is not installed: `AVAILABLE` says which).
"""
from __future__ import annotations

import numpy as np

from core.hexgrid import Hex
from core.los.sym_tables import INVERSES, SymTables

try:  # optional: the benchmark reports "not measurable" without it
    import numba
    AVAILABLE = True
except ImportError:  # pragma: no cover - numba is in the test extras
    AVAILABLE = False


def _walk(rows, g, thr, lb, la, aq, ar, kq0, kr0, nq, nr, cells, wq0, wr0, width, inv,
          level_x, block_x, side_flat, any_side, blind_spot,
          cross, cross_off, runs, runs_off, sides, sides_off, front_b, front_a, empty_row, out):
    """The per-target loop (compiled by numba; plain Python works too, slowly)."""
    size = nq * nr
    base = (aq - kq0) * nr + (ar - kr0)
    for i in range(len(rows)):
        r = rows[i]
        if r >= empty_row:
            out[i] = True
            continue
        s = g[i]
        t00, t01, t10, t11 = inv[s, 0, 0], inv[s, 0, 1], inv[s, 1, 0], inv[s, 1, 1]
        th = thr[i]
        blocked = False
        for k in range(cross_off[r], cross_off[r + 1]):
            c = cross[k]
            cq, cr = wq0 + c // width, wr0 + c % width
            mq, mr = t00 * cq + t01 * cr + aq - kq0, t10 * cq + t11 * cr + ar - kr0
            cell = mq * nr + mr if 0 <= mq < nq and 0 <= mr < nr else cells
            if level_x[cell] >= th:
                blocked = True
                break
        if not blocked:
            for k in range(runs_off[r], runs_off[r + 1]):
                lo = 0
                for j in range(2):
                    c = runs[k, j]
                    cq, cr = wq0 + c // width, wr0 + c % width
                    mq, mr = t00 * cq + t01 * cr + aq - kq0, t10 * cq + t11 * cr + ar - kr0
                    cell = mq * nr + mr if 0 <= mq < nq and 0 <= mr < nr else cells
                    lo = level_x[cell] if j == 0 else min(lo, level_x[cell])
                if lo >= th:
                    blocked = True
                    break
        if not blocked and any_side:
            a_ = t00 * nr + t10
            b_ = t01 * nr + t11
            for k in range(sides_off[r], sides_off[r + 1]):
                lx = sides[k, 0] * a_ + sides[k, 1] * b_ + base
                ly = sides[k, 2] * a_ + sides[k, 3] * b_ + base
                d = abs(ly - lx)
                kk = 0 if d == nr else (1 if d == 1 else 2)
                if side_flat[kk * size + min(lx, ly)]:
                    blocked = True
                    break
        if not blocked and blind_spot:
            for which in range(2):
                front = front_b if which == 0 else front_a
                low = lb[i] if which == 0 else la
                cand = lb[i] < la if which == 0 else la < lb[i]
                if cand and front[r, 0] == 1:
                    v = 0
                    for j in range(2):
                        c = front[r, 1 + j]
                        cq, cr = wq0 + c // width, wr0 + c % width
                        mq, mr = t00 * cq + t01 * cr + aq - kq0, t10 * cq + t11 * cr + ar - kr0
                        cell = mq * nr + mr if 0 <= mq < nq and 0 <= mr < nr else cells
                        v = block_x[cell] if j == 0 else min(v, block_x[cell])
                    if v >= low:
                        blocked = True
        out[i] = not blocked


_compiled = numba.njit(cache=False, nogil=True)(_walk) if AVAILABLE else None


def walk_fan(kernel, tb: SymTables, a: Hex, tq: np.ndarray, tr: np.ndarray) -> np.ndarray | None:
    """Visibility from ``a`` to targets ``tq``/``tr`` (cube int64 arrays,
    within ``tb.radius`` of ``a``) under ``kernel`` (a
    `core.los.fan.FanKernel`): a bool array in target order, the same
    answers as `core.los.fan_sym.sym_fan`; None without numba.  The first
    call compiles the loop (about a second)."""
    if _compiled is None:
        return None
    aq, ar = int(a[0]), int(a[1])
    rows, g = tb.rows(tq - aq, tr - ar)
    nq, nr = kernel.level.shape
    la = int(kernel.ground_f[(aq - kernel.q0) * nr + (ar - kernel.r0)])
    lb = kernel.ground_f[(tq - kernel.q0) * nr + (tr - kernel.r0)]
    thr = np.asarray(kernel.policy.threshold(la, lb), dtype=np.int64)
    out = np.empty(len(tq), dtype=np.bool_)
    _compiled(rows, g.astype(np.int64), thr, lb, la, aq, ar, kernel.q0, kernel.r0, nq, nr, kernel.cells,
              tb.q0, tb.r0, tb.W, INVERSES, kernel.level_x, kernel.block_x, kernel.side_block.ravel(),
              kernel.any_side, bool(kernel.policy.blind_spot), tb.cross, tb.cross_off, tb.runs, tb.runs_off,
              tb.sides, tb.sides_off, tb.front_b, tb.front_a, len(tb.dist), out)
    out |= (tq == aq) & (tr == ar)
    return out
