"""Exact geometry of a line of sight: which hexes, hexsides and corners the
segment between two hex centres meets.

Everything here is relative and orientation-free.  The segment runs from the
centre of the origin hex ``Hex(0, 0)`` to the centre of ``d`` (cube
coordinates); the segment from ``a`` to ``b`` on a map is the one for
``d = b - a`` translated by ``a``.  The cube grid is translation-invariant,
and a pointy-topped grid is a flat-topped one turned by 30 degrees, so one
`Traversal` per offset vector serves every map (hence the module cache).

Two classifiers give the same answer (a property test checks it):

* `exact_traversal(d)`: integer arithmetic, no tolerance.  A hex ``c`` is
  the region ``|u - u_c| <= 1, |v - v_c| <= 1, |w - w_c| <= 1`` where
  ``u = q - r``, ``v = q + 2r``, ``w = -2q - r`` (three slabs); along the
  segment each slab is an interval of the parameter ``t`` in [0, 1], scaled
  by a common integer so every comparison is exact.
* `shapely_traversal(d, tol)`: the ground truth with shapely 2 polygons and
  hexside segments in a flat, size-1 pixel layout, with tolerance ``tol``
  (default 1e-9, in hex sizes) for "exactly along a side" and "exactly
  through a corner".

Classification of the segment ``0 -> d`` (``t`` is the parameter, 0 at the
start centre, 1 at the target centre):

* ``crossed``: hexes whose interior the segment crosses, both ends included,
  ordered by entry ``t``: ``(hex, t_in, t_out)``.
* ``runs``: hexsides the segment runs exactly along for a positive length:
  ``(p, q, t_in, t_out)`` with ``p < q`` the two hexes beside it (the named
  hexside tie case, coh.md 6).
* ``touches``: hexes the segment meets only at one corner, the segment
  passing through the vertex transversally: ``(hex, t, (x, y))`` where ``x``
  and ``y`` are the crossed hexes on the other side of the line there (the
  named vertex case).
* ``sides``: hexsides whose interior the segment crosses transversally, from
  one crossed hex to the next: ``(x, y, t)`` with ``x < y``.  Passing through
  a corner crosses no side.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from shapely.geometry import LineString, Point, Polygon

from core.hexgrid import Hex, cube_round, neighbours

SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Traversal:
    """What the segment from ``Hex(0, 0)`` to ``d`` meets (see module doc).

    ``t`` values are floats in [0, 1]; the sets are exact.
    """

    d: Hex
    crossed: tuple[tuple[Hex, float, float], ...]
    runs: tuple[tuple[Hex, Hex, float, float], ...]
    touches: tuple[tuple[Hex, float, tuple[Hex, ...]], ...]
    sides: tuple[tuple[Hex, Hex, float], ...]

    def key(self) -> tuple:
        """An order-free summary used to compare two classifiers."""
        return (frozenset(h for h, _, _ in self.crossed),
                frozenset((p, q) for p, q, _, _ in self.runs),
                frozenset(h for h, _, _ in self.touches),
                frozenset((x, y) for x, y, _ in self.sides))

    def reversed(self) -> "Traversal":
        """The traversal of ``-d`` (the same segment walked back, shifted so
        it starts at the origin): LOS symmetry costs nothing."""
        d = self.d

        def sh(h: Hex) -> Hex:
            return Hex(h[0] - d[0], h[1] - d[1])

        crossed = tuple(sorted(((sh(h), 1.0 - t1, 1.0 - t0) for h, t0, t1 in self.crossed),
                               key=lambda e: (e[1], e[2])))
        runs = tuple(sorted((_ordered(sh(p), sh(q)) + (1.0 - t1, 1.0 - t0) for p, q, t0, t1 in self.runs),
                            key=lambda e: e[2]))
        touches = tuple(sorted(((sh(h), 1.0 - t, tuple(sh(x) for x in other)) for h, t, other in self.touches),
                               key=lambda e: e[1]))
        sides = tuple(sorted((_ordered(sh(x), sh(y)) + (1.0 - t,) for x, y, t in self.sides),
                             key=lambda e: e[2]))
        return Traversal(Hex(-d[0], -d[1]), crossed, runs, touches, sides)


def _ordered(a: Hex, b: Hex) -> tuple[Hex, Hex]:
    """``(a, b)`` sorted (the ``p < q`` order of runs and sides)."""
    return (a, b) if a <= b else (b, a)


def _slab_coords(q: int, r: int) -> tuple[int, int, int]:
    return q - r, q + 2 * r, -2 * q - r


def _candidates(d: Hex) -> set[Hex]:
    """Every hex whose closed region can meet the segment: the hexes holding
    the samples ``t = i / 2n`` and their neighbours.  A point of the segment
    lies within a quarter step of a sample, so its hex is the sample's hex
    or adjacent to it (slab distance at most 1 + 1/2 + 1 < 3)."""
    n = max(abs(d[0]), abs(d[1]), abs(d[0] + d[1]))
    k = max(1, 2 * n)
    cands = {cube_round(d[0] * i / k, d[1] * i / k) for i in range(k + 1)}
    out = set(cands)
    for h in cands:
        out.update(neighbours(h))
    return out


# the traversal cache keeps the most recently used offsets only: a traversal
# of length n holds ~3n tuples (~0.5 KB per hex of distance), so 8192 of them
# stay well under 100 MB even on a 999 x 999 map (unbounded, two 200 x 200
# fans once reached 4.7 GB).
TRAVERSAL_CACHE_SIZE = 8192


@lru_cache(maxsize=TRAVERSAL_CACHE_SIZE)
def exact_traversal(d: Hex) -> Traversal:
    """Exact classification of the segment ``Hex(0,0) -> d`` (see module
    doc), in integer arithmetic.  Cached per ``d`` (the last
    `TRAVERSAL_CACHE_SIZE` offsets used)."""
    d = Hex(int(d[0]), int(d[1]))
    if d == Hex(0, 0):
        return Traversal(d, ((d, 0.0, 1.0),), (), (), ())
    if d < Hex(0, 0):
        return exact_traversal(Hex(-d[0], -d[1])).reversed()
    return _exact(d)


def _exact(d: Hex) -> Traversal:
    U, V, W = _slab_coords(d[0], d[1])
    M = math.lcm(*(abs(x) for x in (U, V, W) if x))
    steps = [(U, M // U if U else 0), (V, M // V if V else 0), (W, M // W if W else 0)]
    interior: list[tuple[int, int, Hex]] = []
    boundary: list[tuple[int, int, Hex]] = []
    points: dict[int, list[Hex]] = {}
    for c in _candidates(d):
        lo, hi, tight = 0, M, False
        for (X, m), xc in zip(steps, _slab_coords(c[0], c[1])):
            if X == 0:
                if xc > 1 or xc < -1:
                    lo, hi = 1, 0
                    break
                tight = tight or xc != 0
                continue
            a, b = (xc - 1) * m, (xc + 1) * m
            if a > b:
                a, b = b, a
            lo, hi = max(lo, a), min(hi, b)
        if lo > hi:
            continue
        if lo == hi:
            points.setdefault(lo, []).append(c)
        elif tight:
            boundary.append((lo, hi, c))
        else:
            interior.append((lo, hi, c))
    interior.sort()
    f = float(M)
    crossed = tuple((c, lo / f, hi / f) for lo, hi, c in interior)
    by_span: dict[tuple[int, int], list[Hex]] = {}
    for lo, hi, c in boundary:
        by_span.setdefault((lo, hi), []).append(c)
    runs = []
    for (lo, hi), hs in sorted(by_span.items()):
        if len(hs) != 2:  # pragma: no cover - geometry guarantees pairs
            raise AssertionError(f"hexside run {d}: {hs}")
        p, q = sorted(hs)
        runs.append((p, q, lo / f, hi / f))
    touches = []
    for T, hs in sorted(points.items()):
        other = tuple(sorted(c for lo, hi, c in interior if lo <= T <= hi))
        for h in sorted(hs):
            touches.append((h, T / f, other))
    sides = []
    touch_ts = set(points)
    for (lo1, hi1, c1), (lo2, hi2, c2) in zip(interior, interior[1:]):
        if hi1 == lo2 and hi1 not in touch_ts:
            x, y = sorted((c1, c2))
            sides.append((x, y, hi1 / f))
    return Traversal(d, crossed, tuple(runs), tuple(touches), tuple(sides))


# --- shapely ground truth ---------------------------------------------------

def _centre(h: Hex) -> tuple[float, float]:
    return 1.5 * h[0], SQRT3 * (h[1] + h[0] / 2.0)


def _corners(h: Hex) -> list[tuple[float, float]]:
    cx, cy = _centre(h)
    return [(cx + math.cos(math.radians(60 * k)), cy + math.sin(math.radians(60 * k))) for k in range(6)]


def shapely_traversal(d: Hex, tol: float = 1e-9) -> Traversal:
    """The same classification as `exact_traversal`, computed with shapely
    polygons and hexside segments (flat layout, hex size 1) and tolerance
    ``tol`` in hex sizes: a hexside whose two ends lie within ``tol`` of the
    segment is run along; a hex the segment meets (distance <= ``tol``) but
    whose polygon shrunk by ``tol`` it misses is touched (at a corner) or
    beside a run.  Slow; the reference the fast path is tested against."""

    d = Hex(int(d[0]), int(d[1]))
    if d == Hex(0, 0):
        return Traversal(d, ((d, 0.0, 1.0),), (), (), ())
    p0, p1 = _centre(Hex(0, 0)), _centre(d)
    seg = LineString([p0, p1])
    length = seg.length

    def tpar(pt) -> float:
        return seg.project(Point(pt)) / length

    interior, near = [], []
    for c in _candidates(d):
        poly = Polygon(_corners(c))
        if seg.distance(poly) > tol:
            continue
        inner = seg.intersection(poly.buffer(-tol, join_style="mitre"))
        if inner.length > tol:
            full = seg.intersection(poly)
            ts = [tpar(pt) for pt in full.coords]
            interior.append((min(ts), max(ts), c))
        else:
            near.append(c)
    interior.sort(key=lambda e: (e[0], e[1]))
    crossed = tuple((c, lo, hi) for lo, hi, c in interior)
    near_set = set(near)
    runs: list[tuple[Hex, Hex, float, float]] = []
    in_run: set[Hex] = set()
    for c in near:
        for n in neighbours(c):
            if n in near_set and c < n:
                corner = set(_corners(c))
                shared = [pt for pt in _corners(n) if any(math.dist(pt, x) < 1e-6 for x in corner)]
                if len(shared) == 2 and all(seg.distance(Point(pt)) <= tol for pt in shared):
                    ts = sorted(tpar(pt) for pt in shared)
                    runs.append((c, n, ts[0], ts[1]))
                    in_run.update((c, n))
    runs.sort(key=lambda e: e[2])
    touches = []
    for c in sorted(near_set - in_run):
        pt = min(_corners(c), key=lambda x: seg.distance(Point(x)))
        t = tpar(pt)
        other = tuple(sorted(h for lo, hi, h in interior if lo - 1e-7 <= t <= hi + 1e-7))
        touches.append((c, t, other))
    touches.sort(key=lambda e: e[1])
    sides = []
    for (lo1, hi1, c1), (lo2, hi2, c2) in zip(interior, interior[1:]):
        if abs(hi1 - lo2) < 1e-7 and not any(abs(t - hi1) < 1e-7 for _, t, _ in touches):
            x, y = sorted((c1, c2))
            sides.append((x, y, hi1))
    return Traversal(d, crossed, tuple(runs), tuple(touches), tuple(sides))
