"""Exact traversals of many offsets at once, for reasons in bulk.

`traversals(offsets)` returns the same `core.los.geometry.Traversal`
objects as `exact_traversal` (equal field by field, a test checks it) from
the batched integer classification of `core.los.batch.classify`; only the
assembly into tuples is per offset.  `LosEngine.check_many` uses it to give
the policy's verdict with its reason for thousands of targets in seconds
and bounded memory (chunks of `CHUNK` offsets), without filling the
process-wide traversal cache.
"""
from __future__ import annotations

from collections import defaultdict

import numpy as np

from core.hexgrid import Hex
from core.los.batch import classify
from core.los.geometry import Traversal, exact_traversal

CHUNK = 256


def _assemble(d: Hex, cq, cr, lo, hi, M: int, interior, boundary, point) -> Traversal:
    f = float(M)
    ins = sorted(zip(lo[interior].tolist(), hi[interior].tolist(),
                     (Hex(q, r) for q, r in zip(cq[interior].tolist(), cr[interior].tolist()))))
    crossed = tuple((c, a / f, b / f) for a, b, c in ins)
    by_span: dict = defaultdict(list)
    for a, b, q, r in zip(lo[boundary].tolist(), hi[boundary].tolist(), cq[boundary].tolist(),
                          cr[boundary].tolist()):
        by_span[(a, b)].append(Hex(q, r))
    runs = []
    for (a, b), hs in sorted(by_span.items()):
        p, q = sorted(hs)
        runs.append((p, q, a / f, b / f))
    points: dict = defaultdict(list)
    for T, q, r in zip(lo[point].tolist(), cq[point].tolist(), cr[point].tolist()):
        points[T].append(Hex(q, r))
    touches = []
    for T, hs in sorted(points.items()):
        other = tuple(sorted(c for a, b, c in ins if a <= T <= b))
        for h in sorted(hs):
            touches.append((h, T / f, other))
    sides = []
    for (lo1, hi1, c1), (lo2, _hi2, c2) in zip(ins, ins[1:]):
        if hi1 == lo2 and hi1 not in points:
            x, y = sorted((c1, c2))
            sides.append((x, y, hi1 / f))
    return Traversal(d, crossed, tuple(runs), tuple(touches), tuple(sides))


def traversals(offsets) -> list[Traversal]:
    """`exact_traversal` of each offset of ``offsets`` (a sequence of
    ``(dq, dr)``, zero allowed), in order, computed in batches."""
    offs = np.asarray(offsets, dtype=np.int64).reshape(-1, 2)
    out: list = [None] * len(offs)
    # like exact_traversal: an offset below zero is the reverse of its negation
    neg = (offs[:, 0] < 0) | ((offs[:, 0] == 0) & (offs[:, 1] < 0))
    offs = np.where(neg[:, None], -offs, offs)
    dist = np.max(np.abs(np.stack([offs[:, 0], offs[:, 1], offs.sum(1)], 1)), axis=1) if len(offs) else offs
    for i in np.nonzero(dist == 0)[0].tolist():
        out[i] = exact_traversal(Hex(0, 0))
    for n in np.unique(dist[dist > 0]) if len(offs) else ():
        rows = np.nonzero(dist == n)[0]
        for k in range(0, len(rows), CHUNK):
            part = rows[k:k + CHUNK]
            cq, cr, lo, hi, M, interior, boundary, point = classify(offs[part], int(n))
            for j, i in enumerate(part.tolist()):
                out[i] = _assemble(Hex(int(offs[i, 0]), int(offs[i, 1])), cq[j], cr[j], lo[j], hi[j],
                                   int(M[j, 0]), interior[j], boundary[j], point[j])
    for i in np.nonzero(neg)[0].tolist():
        out[i] = out[i].reversed()
    return out
