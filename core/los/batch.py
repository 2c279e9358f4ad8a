"""Exact traversals for many offsets at once (numpy), packed for the fan.

The same integer slab arithmetic as `core.los.geometry.exact_traversal`
(see there), run for every offset of one distance ``n`` as one batch of
arrays: candidates are the hexes of the samples ``t = i / n`` and their
neighbours, de-duplicated per offset (a point of the segment lies within
half a sample step, at most one hex spacing, of a sample, so within 1.08
spacings of the sample's centre; a hex meeting it has its centre within
1.66 spacings of that centre, which only the sample's hex and its six
neighbours do: the next ring is 1.73 away); each candidate's closed ``t``
interval, scaled by ``M = lcm(|U|, |V|, |W|)``, is exact in int64 (values
stay below 1e12 for maps up to several hundred hexes across).

`build_tables(offsets)` returns CSR-packed arrays (one slice per offset,
offsets in the given order):

* ``cross`` (k, 2) / ``cross_off``: relative intervening crossed hexes;
* ``runs`` (k, 4) / ``runs_off``: the two hexes beside each hexside run;
* ``sides`` (k, 4) / ``sides_off``: the two hexes of each hexside the line
  crosses transversally (end hexes' sides included) or runs along;
* ``front_b``, ``front_a`` (n, 5): ``(present, p_q, p_r, q_q, q_r)``, the
  element directly in front of the target / the start (a crossed hex twice,
  or the two hexes beside a run).
A property test checks them against `exact_traversal`.
"""
from __future__ import annotations

import numpy as np

_NEIGH = np.array([(0, 0), (1, 0), (0, 1), (1, -1), (-1, 0), (0, -1), (-1, 1)], dtype=np.int64)
_KQ = 1 << 20


def _cube_round(qf: np.ndarray, rf: np.ndarray):
    sf = -qf - rf
    q, r, s = np.rint(qf), np.rint(rf), np.rint(sf)
    dq, dr, ds = np.abs(q - qf), np.abs(r - rf), np.abs(s - sf)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    q = np.where(fix_q, -r - s, q)
    r = np.where(fix_r, -q - s, r)
    return q.astype(np.int64), r.astype(np.int64)


def _put(out: dict, name: str, rows: np.ndarray, vals: np.ndarray) -> None:
    """Append one chunk's rows and values as int32 (bounds the build's memory)."""
    out[name].append((rows.astype(np.int32), vals.astype(np.int32)))


def classify(D: np.ndarray, n: int):
    """The candidates of the offsets ``D`` (K, 2), all at distance ``n``, and
    their exact ``t`` intervals: ``(cq, cr, lo, hi, M, interior, boundary,
    point)``, arrays (K, C) except ``M`` (K, 1); ``t = lo / M``.  A candidate
    is interior (crossed), boundary (beside a hexside run), point (touched
    at a corner) or none of them (duplicates and misses)."""
    K = len(D)
    S = n + 1
    i = np.arange(S, dtype=np.float64) / n
    cq, cr = _cube_round(D[:, :1] * i, D[:, 1:] * i)
    cq = (cq[:, :, None] + _NEIGH[:, 0]).reshape(K, -1)
    cr = (cr[:, :, None] + _NEIGH[:, 1]).reshape(K, -1)
    key = (cq + _KQ // 2) * _KQ + (cr + _KQ // 2)
    key.sort(axis=1)
    uniq = np.ones_like(key, dtype=bool)
    uniq[:, 1:] = key[:, 1:] != key[:, :-1]
    cq, cr = key // _KQ - _KQ // 2, key % _KQ - _KQ // 2
    dq, dr = D[:, :1], D[:, 1:]
    fams = ((dq - dr, cq - cr), (dq + 2 * dr, cq + 2 * cr), (-2 * dq - dr, -2 * cq - cr))
    M = np.ones((K, 1), dtype=np.int64)
    for X, _ in fams:
        M = np.lcm(M, np.where(X == 0, 1, np.abs(X)))
    lo = np.zeros_like(cq)
    hi = np.broadcast_to(M, cq.shape).copy()
    tight = np.zeros(cq.shape, dtype=bool)
    empty = ~uniq
    for X, xc in fams:
        zero = X == 0
        m = M // np.where(zero, 1, X)
        a, b = (xc - 1) * m, (xc + 1) * m
        lo = np.maximum(lo, np.where(zero, 0, np.minimum(a, b)))
        hi = np.minimum(hi, np.where(zero, M, np.maximum(a, b)))
        empty |= zero & (np.abs(xc) > 1)
        tight |= zero & (np.abs(xc) == 1)
    valid = ~empty & (lo <= hi)
    interior = valid & (lo < hi) & ~tight
    boundary = valid & (lo < hi) & tight
    point = valid & (lo == hi)
    return cq, cr, lo, hi, M, interior, boundary, point


def _batch(D: np.ndarray, n: int, rows: np.ndarray, out: dict) -> None:
    """Classify the offsets ``D`` (all at distance ``n``), appending to ``out``."""
    cq, cr, lo, hi, M, interior, boundary, point = classify(D, n)
    dq, dr = D[:, :1], D[:, 1:]
    end = ((cq == 0) & (cr == 0)) | ((cq == dq) & (cr == dr))
    R = np.broadcast_to(rows[:, None], cq.shape)
    mid = interior & ~end
    _put(out, "cross", R[mid], np.stack([cq[mid], cr[mid]], 1))
    # runs: boundary hexes pair up by identical (row, lo, hi)
    br, blo, bhi, bq, bR = R[boundary], lo[boundary], hi[boundary], cq[boundary], cr[boundary]
    o = np.lexsort((bR, bq, blo, br))
    br, blo, bhi, bq, bR = br[o], blo[o], bhi[o], bq[o], bR[o]
    runs = np.stack([bq[0::2], bR[0::2], bq[1::2], bR[1::2]], 1)
    run_rows, run_lo, run_hi = br[0::2], blo[0::2], bhi[0::2]
    assert np.array_equal(run_lo, blo[1::2]) and np.array_equal(run_rows, br[1::2])
    _put(out, "runs", run_rows, runs)
    # front elements: max t_out (towards b) and min t_in (towards a)
    mq, mr = cq[mid], cr[mid]
    el_rows = np.concatenate([R[mid], run_rows])
    el = np.concatenate([np.stack([mq, mr, mq, mr], 1), runs])
    el_hi = np.concatenate([hi[mid], run_hi])
    el_lo = np.concatenate([lo[mid], run_lo])
    for name, sort_key in (("front_b", el_hi), ("front_a", -el_lo)):
        o = np.lexsort((sort_key, el_rows))
        last = np.ones(len(o), dtype=bool)
        last[:-1] = el_rows[o][1:] != el_rows[o][:-1]
        pick = o[last]
        _put(out, name, el_rows[pick], el[pick])
    # transversal side crossings: consecutive interior hexes, not at a corner
    ir, ilo, ihi, iq, iR = R[interior], lo[interior], hi[interior], cq[interior], cr[interior]
    o = np.lexsort((ilo, ir))
    ir, ilo, ihi, iq, iR = ir[o], ilo[o], ihi[o], iq[o], iR[o]
    nxt = (ir[1:] == ir[:-1]) & (ihi[:-1] == ilo[1:])
    pts = R[point].astype(np.int64) * (1 << 40) + lo[point]
    at = ir[:-1].astype(np.int64) * (1 << 40) + ihi[:-1]
    nxt &= ~np.isin(at, pts)
    sides = np.stack([iq[:-1][nxt], iR[:-1][nxt], iq[1:][nxt], iR[1:][nxt]], 1)
    _put(out, "sides", np.concatenate([ir[:-1][nxt], run_rows]), np.concatenate([sides, runs]))


def build_tables(offsets: np.ndarray) -> dict:
    """CSR tables (module doc) for ``offsets``, an int array (N, 2) of
    non-zero cube offsets ``(dq, dr)``.

    Only one of ``d`` and ``-d`` is classified: the segment to ``-d`` is the
    one to ``d`` walked back and shifted by ``-d`` (LOS symmetry), so its
    hexes are those of ``d`` minus ``d`` and its two front elements swap.
    """
    offsets = np.asarray(offsets, dtype=np.int64).reshape(-1, 2)
    pos = (offsets[:, 0] > 0) | ((offsets[:, 0] == 0) & (offsets[:, 1] > 0))
    canon = np.where(pos[:, None], offsets, -offsets)
    uniq, inv = np.unique(canon, axis=0, return_inverse=True)
    inv = inv.reshape(-1)
    src = _build_tables(uniq)
    flip = ~pos
    shift = np.where(flip[:, None], offsets, 0)  # hexes of d = hexes of -d shifted by d
    tables: dict = {}
    for name, width in (("cross", 2), ("runs", 4), ("sides", 4)):
        off = src[name + "_off"]
        starts, counts = off[inv], off[inv + 1] - off[inv]
        total = int(counts.sum())
        owner = np.repeat(np.arange(len(offsets)), counts)
        first = np.cumsum(counts) - counts
        idx = np.arange(total) - np.repeat(first, counts) + np.repeat(starts, counts)
        vals = src[name][idx].astype(np.int64) + np.tile(shift, width // 2)[owner]
        tables[name] = vals.astype(np.int32).reshape(-1, width)
        tables[name + "_off"] = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
    fb, fa = src["front_b"][inv].astype(np.int64), src["front_a"][inv].astype(np.int64)
    for name, same, other in (("front_b", fb, fa), ("front_a", fa, fb)):
        arr = np.where(flip[:, None], other, same)
        arr[:, 1:] += np.tile(shift, 2) * arr[:, :1]
        tables[name] = arr.astype(np.int32)
    return tables


def _build_tables(offsets: np.ndarray) -> dict:
    """`build_tables` without the symmetry shortcut."""
    N = len(offsets)
    dist = np.max(np.abs(np.stack([offsets[:, 0], offsets[:, 1], offsets.sum(1)], 1)), axis=1)
    if N and dist.min() == 0:
        raise ValueError("build_tables: the zero offset has no traversal")
    out: dict = {k: [] for k in ("cross", "runs", "sides", "front_b", "front_a")}
    for n in np.unique(dist):
        rows = np.nonzero(dist == n)[0]
        step = int(min(2048, max(8, (1 << 19) // (7 * (int(n) + 1)))))  # bounds the candidate arrays
        for chunk in range(0, len(rows), step):
            r = rows[chunk:chunk + step]
            _batch(offsets[r], int(n), r, out)
    tables: dict = {}
    for name, width in (("cross", 2), ("runs", 4), ("sides", 4)):
        rows = np.concatenate([r for r, _ in out[name]]) if out[name] else np.zeros(0, np.int64)
        vals = np.concatenate([v for _, v in out[name]]) if out[name] else np.zeros((0, width), np.int64)
        out[name] = None
        if len(rows) > 1 and bool(np.any(rows[1:] < rows[:-1])):
            vals = vals[np.argsort(rows, kind="stable")]
        tables[name] = vals.astype(np.int32, copy=False).reshape(-1, width)
        tables[name + "_off"] = np.concatenate([[0], np.cumsum(np.bincount(rows, minlength=N))]).astype(np.int64)
    for name in ("front_b", "front_a"):
        arr = np.zeros((N, 5), dtype=np.int32)
        for r, v in out[name]:
            arr[r, 0] = 1
            arr[r, 1:] = v
        tables[name] = arr
    return tables
