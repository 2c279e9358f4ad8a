"""Traversal tables for big maps, stored once per symmetry class (numpy).

The hex grid is unchanged by its 12 symmetries about a hex centre (six
turns by 60 degrees, each with or without a mirror), and each maps the
segment ``0 -> d`` onto the segment ``0 -> g(d)``, keeping which hexes it
crosses, which hexsides it runs along, which corners it touches and which
element lies directly in front of either end (the parameter ``t`` is kept,
the maps being linear).  So the exact traversals of every offset within a
radius are those of a twelfth of them, the *canonical* offsets, moved by
one of 12 integer matrices.  `SymTables(radius)` packs the canonical
traversals (`core.los.batch.build_tables`) and finds, for many offsets at
once, the canonical row and the matrix that moves it back.

Memory, in hexes ``R`` of radius: about ``0.25 R^3`` crossed entries of 8
bytes (R = 300: ~55 MB with the hexside rows), against ``3 R^3`` for
tables of every offset; built in chunks so the build itself stays bounded.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

import numpy as np

from core.los import batch
from core.los.batch import _build_tables as build_canonical

# cube coordinates (q, r, s = -q - r); a turn by 60 degrees is
# (q, r, s) -> (-r, -s, -q) and a mirror swaps r and s; as matrices on the
# column (q, r):
_TURN = np.array([[0, -1], [1, 1]], dtype=np.int64)
_MIRROR = np.array([[1, 0], [-1, -1]], dtype=np.int64)


def _group() -> np.ndarray:
    mats, m = [], np.eye(2, dtype=np.int64)
    for _ in range(6):
        mats.append(m)
        mats.append(m @ _MIRROR)
        m = _TURN @ m
    return np.array(mats)


SYMMETRIES = _group()                                   # (12, 2, 2) integer matrices g
INVERSES = np.rint(np.linalg.inv(SYMMETRIES)).astype(np.int64)


def canonicalise(dq: np.ndarray, dr: np.ndarray):
    """For offsets ``(dq, dr)`` (int arrays, non-zero): the canonical offset
    ``c = g(d)`` (the image with the largest ``q``, then ``r``) and the index
    of the matrix ``g``; ``d = INVERSES[g] @ c``."""
    iq = SYMMETRIES[:, 0, 0, None] * dq + SYMMETRIES[:, 0, 1, None] * dr   # (12, n)
    ir = SYMMETRIES[:, 1, 0, None] * dq + SYMMETRIES[:, 1, 1, None] * dr
    key = iq * (1 << 24) + ir
    g = np.argmax(key, axis=0)
    cols = np.arange(len(dq))
    return iq[g, cols], ir[g, cols], g


class SymTables:
    """Canonical traversal tables for every offset within ``radius`` hexes.

    Rows are the canonical offsets ordered by hex distance (``ring[n]`` is
    the first row at distance ``n``); ``rows(dq, dr)`` finds the row and the
    symmetry of any offset.  Relative hexes are stored as cells of the
    canonical *window* (the box ``q0..q0+H-1`` x ``r0..r0+W-1`` holding every
    hex any canonical line meets; cell ``(q - q0) * W + (r - r0)``), so a fan
    gathers from a window of map values turned once per symmetry:

    * ``cross`` (int32) / ``cross_off``: crossed intervening hexes;
    * ``runs`` (k, 2) int32 / ``runs_off``: the two hexes beside a run;
    * ``sides`` (k, 4) int16 / ``sides_off``: hexsides crossed or run
      along, as two hexes in canonical coordinates;
    * ``front_b``, ``front_a`` (rows, 3) int32: present flag and the two
      window cells directly in front of the target / the start.
    ``nbytes``: the memory held.
    """

    def __init__(self, radius: int):
        self.radius = R = radius
        grid_q, grid_r = np.meshgrid(np.arange(-R, R + 1), np.arange(-R, R + 1), indexing="ij")
        q, r = grid_q.ravel(), grid_r.ravel()
        dist = np.maximum(np.maximum(np.abs(q), np.abs(r)), np.abs(q + r))
        inside = (dist <= R) & (dist > 0)
        q, r, dist = q[inside], r[inside], dist[inside]
        cq, cr, _ = canonicalise(q, r)
        canon = (cq == q) & (cr == r)
        q, r, dist = q[canon], r[canon], dist[canon]
        order = np.lexsort((r, q, dist))
        offsets = np.stack([q[order], r[order]], 1)
        self.dist = dist[order]
        n = len(offsets)
        self.ring = np.searchsorted(self.dist, np.arange(R + 2))
        self.index = np.full((2 * R + 1, 2 * R + 1), n, dtype=np.int32)
        self.index[offsets[:, 0] + R, offsets[:, 1] + R] = np.arange(n)
        t = build_canonical(offsets)  # canonical offsets have q > 0: no symmetry shortcut needed
        pts = [t["cross"], t["runs"][:, :2], t["runs"][:, 2:], t["sides"][:, :2], t["sides"][:, 2:],
               t["front_b"][:, 1:3], t["front_b"][:, 3:], t["front_a"][:, 1:3], t["front_a"][:, 3:],
               np.zeros((1, 2), np.int32)]
        allp = np.concatenate(pts)
        self.q0, self.r0 = int(allp[:, 0].min()), int(allp[:, 1].min())
        self.H = int(allp[:, 0].max()) - self.q0 + 1
        self.W = int(allp[:, 1].max()) - self.r0 + 1

        def cell(a):
            return ((a[:, 0].astype(np.int64) - self.q0) * self.W + (a[:, 1] - self.r0)).astype(np.int32)

        self.cross = cell(t["cross"])
        self.runs = np.stack([cell(t["runs"][:, :2]), cell(t["runs"][:, 2:])], 1)
        self.sides = t["sides"].astype(np.int16)
        def with_empty_row(off: np.ndarray) -> np.ndarray:
            return np.append(off, off[-1])  # the empty row n

        self.cross_off = with_empty_row(t["cross_off"])
        self.runs_off = with_empty_row(t["runs_off"])
        self.sides_off = with_empty_row(t["sides_off"])
        self.front_b, self.front_a = (np.vstack([np.stack([f[:, 0], cell(f[:, 1:3]), cell(f[:, 3:])], 1),
                                                 np.zeros((1, 3), np.int32)]).astype(np.int32)
                                      for f in (t["front_b"], t["front_a"]))
        del t, pts, allp
        self.nbytes = sum(a.nbytes for a in (self.index, self.cross, self.runs, self.sides, self.cross_off,
                                             self.runs_off, self.sides_off, self.front_a, self.front_b,
                                             self.dist, self.ring))

    def rows(self, dq: np.ndarray, dr: np.ndarray):
        """Table rows and symmetry indices for offsets ``(dq, dr)`` within the
        radius (zero offsets get the empty row): ``(rows, g)`` where the
        traversal of ``d`` is that of the row moved by ``INVERSES[g]``."""
        cq, cr, g = canonicalise(dq, dr)
        R = self.radius
        return self.index[cq + R, cr + R].astype(np.int64), g

    def window_hexes(self, g: int):
        """The relative map offsets of the window cells under symmetry ``g``
        (``INVERSES[g]`` applied to each cell's canonical hex): ``(q, r)``
        int arrays of length ``H * W``."""
        cq = np.repeat(np.arange(self.q0, self.q0 + self.H), self.W)
        cr = np.tile(np.arange(self.r0, self.r0 + self.W), self.H)
        T = INVERSES[g]
        return T[0, 0] * cq + T[0, 1] * cr, T[1, 0] * cq + T[1, 1] * cr


_ARRAYS = ("dist", "ring", "index", "cross", "cross_off", "runs", "runs_off", "sides", "sides_off",
           "front_b", "front_a")


def cache_dir() -> Path | None:
    """Where built tables are kept between runs: ``$HEXWRIGHT_CACHE_DIR``
    (empty: no disk cache), else ``$XDG_CACHE_HOME/hexwright`` or
    ``~/.cache/hexwright``."""
    env = os.environ.get("HEXWRIGHT_CACHE_DIR")
    if env is not None:
        return Path(env) if env else None
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "hexwright"


def _code_key() -> str:
    """A digest of the code the tables depend on (this module and
    `core.los.batch`): a cached file from other code is never used."""
    h = hashlib.sha256()
    for path in (__file__, batch.__file__):
        h.update(Path(path).read_bytes())
    return h.hexdigest()[:16]


def load_or_build(radius: int) -> SymTables:
    """`SymTables(radius)`, read from the disk cache (`cache_dir`) when a
    file built by this code exists, else built (R = 320: ~8 s, ~80 MB) and
    written there (atomically; a cache that cannot be written is skipped)."""
    folder = cache_dir()
    path = folder / f"los_sym_r{radius}_{_code_key()}.npz" if folder else None
    if path is not None and path.is_file():
        try:
            with np.load(path) as data:
                tb = SymTables.__new__(SymTables)
                tb.radius = radius
                for name in _ARRAYS:
                    setattr(tb, name, data[name])
                tb.q0, tb.r0, tb.H, tb.W = (int(x) for x in data["window"])
            tb.nbytes = sum(getattr(tb, name).nbytes for name in _ARRAYS)
            return tb
        except (OSError, KeyError, ValueError):
            pass
    tb = SymTables(radius)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".npz")
            with os.fdopen(fd, "wb") as fh:
                np.savez(fh, window=np.array([tb.q0, tb.r0, tb.H, tb.W]),
                         **{name: getattr(tb, name) for name in _ARRAYS})
            os.replace(tmp, path)
        except OSError:
            pass
    return tb


def bucket_radius(far: int) -> int:
    """The table radius used for targets up to ``far`` hexes away: rounded up
    to a multiple of 32, so nearby map sizes share one table."""
    return max(32, -(-far // 32) * 32)
