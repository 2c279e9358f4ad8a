"""The vectorised fan on canonical tables (`core.los.sym_tables`), for maps
too big for tables of every offset.

For one start ``a`` the targets are split by the symmetry ``g`` that turns
their offset into a canonical one.  For each ``g`` the map's LOS levels are
gathered once into the canonical window turned by ``g`` (cells off the
padded map read `OFF_MAP`), so every crossed hex of every canonical line is
one gather from that window.  Rows are ordered by distance, so the rows a
sector needs are a few contiguous spans (one per distance ring, from its
first to its last needed row); the crossed hexes of those spans are read in
one pass and reduced to the highest LOS level per line
(``np.maximum.reduceat``), which is compared with the line's threshold.
Hexside runs, blocking hexside features and the blind spot are read per
target row.  The rules are exactly those of `FanKernel.fan_arrays` (a test
compares the two on the same maps).
"""
from __future__ import annotations

import numpy as np

from core.hexgrid import Hex
from core.los.sym_tables import INVERSES, SymTables
from core.los.types import OFF_MAP


def concat_ranges(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """``np.concatenate([np.arange(l, h) for l, h in zip(lo, hi)])`` without
    the Python loop (int64)."""
    counts = hi - lo
    total = int(counts.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    first = np.cumsum(counts) - counts
    return np.arange(total, dtype=np.int64) + np.repeat(lo - first, counts)


def gather_rows(off: np.ndarray, rows: np.ndarray):
    """Element indices of the CSR slices ``rows`` of ``off`` and the
    position in ``rows`` each element belongs to."""
    counts = off[rows + 1] - off[rows]
    return concat_ranges(off[rows], off[rows + 1]), np.repeat(np.arange(len(rows)), counts)


def _window(kernel, tb: SymTables, g: int, aq: int, ar: int) -> np.ndarray:
    """Linear map cells (sentinel ``kernel.cells`` off the padded map) of the
    canonical window turned by symmetry ``g`` around ``(aq, ar)``."""
    cache = tb.__dict__.setdefault("_windows", {})
    if g not in cache:
        cache[g] = tb.window_hexes(g)
    wq, wr = cache[g]
    nq, nr = kernel.level.shape
    mq, mr = wq + (aq - kernel.q0), wr + (ar - kernel.r0)
    ok = (mq >= 0) & (mq < nq) & (mr >= 0) & (mr < nr)
    return np.where(ok, mq * nr + mr, kernel.cells)


def sym_fan(kernel, tb: SymTables, a: Hex, tq: np.ndarray, tr: np.ndarray) -> np.ndarray:
    """Visibility from ``a`` to targets ``tq``/``tr`` (cube arrays, all within
    ``tb.radius`` of ``a``) under ``kernel``'s level model (see the module
    docstring): a bool array in target order."""
    aq, ar = int(a[0]), int(a[1])
    n = len(tq)
    rows, g = tb.rows(tq - aq, tr - ar)
    nr = kernel.nr
    base = (aq - kernel.q0) * nr + (ar - kernel.r0)
    la = int(kernel.ground_f[base])
    lb = kernel.ground_f[(tq - kernel.q0) * nr + (tr - kernel.r0)]
    thr = np.asarray(kernel.policy.threshold(la, lb), dtype=np.int64)
    level_x, block_x = kernel.level_x, kernel.block_x
    empty_row = len(tb.dist)
    blocked = np.zeros(n, dtype=bool)
    valid = rows < empty_row
    mark = np.zeros(empty_row + 1, dtype=bool)
    for s in np.flatnonzero(np.bincount(g, minlength=len(INVERSES))):
        sel = np.flatnonzero((g == s) & valid)
        if not len(sel):
            continue
        wl = _window(kernel, tb, int(s), aq, ar)
        lev_w = level_x[wl]
        trows, th = rows[sel], thr[sel]
        mark[:] = False
        mark[trows] = True
        need = np.flatnonzero(mark)  # the rows this sector needs, sorted (a mask: cheaper than np.unique)
        d = tb.dist[need]
        first = np.ones(len(need), dtype=bool)
        first[1:] = d[1:] != d[:-1]
        last = np.ones(len(need), dtype=bool)
        last[:-1] = first[1:]
        prow = concat_ranges(need[first], need[last] + 1)
        off = tb.cross_off
        rlen = off[prow + 1] - off[prow]
        # the crossed hexes of each ring's span are contiguous in the table: copy the slices
        lo_e, hi_e = off[need[first]].tolist(), off[need[last] + 1].tolist()
        vals = lev_w[np.concatenate([tb.cross[x:y] for x, y in zip(lo_e, hi_e)])]
        rowmax = np.full(len(prow), OFF_MAP, dtype=np.int64)
        nz = rlen > 0
        if len(vals):
            starts = np.cumsum(rlen) - rlen
            rowmax[nz] = np.maximum.reduceat(vals, starts[nz])
        bl = rowmax[np.searchsorted(prow, trows)] >= th
        idx, owner = gather_rows(tb.runs_off, trows)
        if len(idx):
            rr = tb.runs[idx]
            lo = np.minimum(lev_w[rr[:, 0]], lev_w[rr[:, 1]])
            bl |= np.bincount(owner[lo >= th[owner]], minlength=len(sel)) > 0
        if kernel.any_side:
            idx, owner = gather_rows(tb.sides_off, trows)
            if len(idx):
                T = INVERSES[int(s)]
                A, B = int(T[0, 0] * nr + T[1, 0]), int(T[0, 1] * nr + T[1, 1])
                sd = tb.sides[idx].astype(np.int64)
                hit = kernel._side_hit_lin(sd[:, 0] * A + sd[:, 1] * B + base, sd[:, 2] * A + sd[:, 3] * B + base)
                bl |= np.bincount(owner[hit], minlength=len(sel)) > 0
        if kernel.policy.blind_spot:
            blk_w = block_x[wl]
            lbs = lb[sel]
            for front, low, cand in ((tb.front_b[trows], lbs, lbs < la), (tb.front_a[trows], la, la < lbs)):
                v = np.minimum(blk_w[front[:, 1]], blk_w[front[:, 2]])
                bl |= cand & (front[:, 0] == 1) & (v >= low)
        blocked[sel] = bl
    return ~blocked | ((tq == aq) & (tr == ar))
