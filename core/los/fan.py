"""Vectorised LOS fan for `core.los.levels.LevelLosPolicy` (numpy).

`OffsetTables` packs, for every offset vector ``d`` a map can need
(``b - a`` for hexes of a ``cols`` x ``rows`` map), the exact traversal of
``Hex(0,0) -> d`` into flat arrays (CSR: per offset a slice of relative
hexes): the intervening crossed hexes, the hexside runs (two hexes each),
the hexes directly in front of each end (for the blind spot) and the
hexsides crossed or run along (for blocking hexside features).  Tables
depend only on the grid, never on terrain: they are cached per map shape
(maps up to `FULL_TABLE_LIMIT` hexes) or per radius around the start
(larger maps, up to `RADIUS_LIMIT` hexes).

`FanKernel` holds one map's per-hex arrays (LOS level, blocking level,
ground level, blocking hexsides) on a padded cube-indexed grid and decides
one hex to many hexes with a handful of numpy gathers.  It implements the
same rules as `LevelLosPolicy.decide`; a property test checks they agree.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from core.hexgrid import Hex, Hexside, Layout, neighbours
from core.los.batch import build_tables
from core.los.fan_sym import gather_rows, sym_fan
from core.los.sym_tables import SymTables, bucket_radius, load_or_build
from core.los.types import OFF_MAP

# canonical side directions in cube space: a side is (hex, k) between hex and hex + _SIDE_DIRS[k]
_SIDE_DIRS = (Hex(1, 0), Hex(0, 1), Hex(1, -1))


def _side_key(x: Hex, y: Hex) -> tuple[int, int, int]:
    for k, (dq, dr) in enumerate(_SIDE_DIRS):
        if (y[0] - x[0], y[1] - x[1]) == (dq, dr):
            return x[0], x[1], k
        if (x[0] - y[0], x[1] - y[1]) == (dq, dr):
            return y[0], y[1], k
    raise ValueError(f"{x} and {y} are not adjacent")


class OffsetTables:
    """Packed traversals (`core.los.batch.build_tables`) for a set of
    non-zero offsets, with a 2-D lookup ``index[dq + span_q, dr + span_r]``;
    offsets outside the set (and zero) map to an empty row."""

    def __init__(self, offsets: np.ndarray):
        offsets = np.asarray(offsets, dtype=np.int64).reshape(-1, 2)
        n = len(offsets)
        self.span_q = int(np.abs(offsets[:, 0]).max()) if n else 0
        self.span_r = int(np.abs(offsets[:, 1]).max()) if n else 0
        self.index = np.full((2 * self.span_q + 1, 2 * self.span_r + 1), n, dtype=np.int64)
        self.index[offsets[:, 0] + self.span_q, offsets[:, 1] + self.span_r] = np.arange(n)
        t = build_tables(offsets)
        self.cross, self.runs, self.sides = t["cross"], t["runs"], t["sides"]
        self.cross_off = np.append(t["cross_off"], t["cross_off"][-1])  # the empty row n
        self.runs_off = np.append(t["runs_off"], t["runs_off"][-1])
        self.sides_off = np.append(t["sides_off"], t["sides_off"][-1])
        self.front_b = np.vstack([t["front_b"], np.zeros((1, 5), np.int32)])
        self.front_a = np.vstack([t["front_a"], np.zeros((1, 5), np.int32)])


def map_offsets(orientation: str, stagger: str, cols: int, rows: int) -> np.ndarray:
    """Every non-zero ``b - a`` for hexes ``a``, ``b`` of such a map (a small
    superset).  Shifting a row (flat) or a column (pointy), or two columns
    (flat) / rows (pointy), is a cube translation, so every start is a
    translate of one of two representatives and the offsets are the
    representatives' offsets to an extended box."""
    lay = Layout(orientation, stagger)
    reps = [lay.from_offset(c, 0) for c in range(min(2, cols))] if orientation == "flat" \
        else [lay.from_offset(0, r) for r in range(min(2, rows))]
    box = np.array([lay.from_offset(c, r) for c in range(-cols, cols + 1) for r in range(-rows, rows + 1)],
                   dtype=np.int64)
    ds = np.unique(np.concatenate([box - np.array(a0, dtype=np.int64) for a0 in reps]), axis=0)
    return ds[(ds[:, 0] != 0) | (ds[:, 1] != 0)]


# Maps up to this many hexes get tables for every offset of their shape
# (60x60: ~0.8 M entries); larger maps get tables for a hexagon of offsets
# around the start, up to RADIUS_LIMIT hexes (farther targets are decided
# per pair by the caller).
FULL_TABLE_LIMIT = 10_000
RADIUS_LIMIT = 64


# Maps over FULL_TABLE_LIMIT hexes use canonical tables (`SymTables`, one
# per symmetry class) for every distance, on maps up to SYM_RADIUS_LIMIT
# hexes across (a 200 x 200 map is 299 across: radius 320, ~80 MB); wider
# maps get None and the caller decides pair by pair or says why it cannot.
SYM_RADIUS_LIMIT = 352


@lru_cache(maxsize=1)
def sym_tables(radius: int) -> SymTables:
    """The cached `SymTables` of ``radius`` (one at a time: a bigger radius
    replaces a smaller one), from the disk cache when there."""
    return load_or_build(radius)


@lru_cache(maxsize=1)
def radius_tables(radius: int) -> OffsetTables:
    """`OffsetTables` for every non-zero offset within ``radius`` hexes."""
    ds = [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
          if 0 < max(abs(q), abs(r), abs(q + r)) <= radius]
    return OffsetTables(np.array(ds, dtype=np.int64))


@lru_cache(maxsize=4)
def offset_tables(orientation: str, stagger: str, cols: int, rows: int) -> OffsetTables:
    """Cached `OffsetTables` for every offset of a map of that shape."""
    return OffsetTables(map_offsets(orientation, stagger, cols, rows))


_gather = gather_rows  # CSR slices -> (element indices, owner); kept for core.rules.tng.los_fan


class FanKernel:
    """Vectorised `LevelLosPolicy` decisions on one map.

    ``fan(a, targets) -> np.ndarray[bool]``: whether ``a`` sees each target.
    """

    PAD = 2
    # id(tables) -> (tables, cross, runs, front_b, front_a as linear cells of this map)
    _bound: dict[int, tuple[OffsetTables, np.ndarray, np.ndarray, np.ndarray, np.ndarray]]

    def _tables(self, a: Hex, tq: np.ndarray, tr: np.ndarray):
        """Tables and their linear views for this fan, or None (too far)."""
        if self.full:
            tb = offset_tables(self.hexmap.orientation, self.hexmap.stagger, self.hexmap.cols, self.hexmap.rows)
        else:
            dq, dr = tq - a[0], tr - a[1]
            far = int(np.max(np.maximum(np.maximum(np.abs(dq), np.abs(dr)), np.abs(dq + dr)))) if len(tq) else 1
            if far > RADIUS_LIMIT:
                return None
            tb = radius_tables(-(-max(far, 1) // 8) * 8)
        bound = self._bound.get(id(tb))
        if bound is None or bound[0] is not tb:
            nr = self.nr
            fb, fa = tb.front_b.astype(np.int64), tb.front_a.astype(np.int64)
            bound = (tb, tb.cross[:, 0].astype(np.int64) * nr + tb.cross[:, 1],
                     np.stack([tb.runs[:, 0].astype(np.int64) * nr + tb.runs[:, 1],
                               tb.runs[:, 2].astype(np.int64) * nr + tb.runs[:, 3]], 1),
                     np.stack([fb[:, 0], fb[:, 1] * nr + fb[:, 2], fb[:, 3] * nr + fb[:, 4]], 1),
                     np.stack([fa[:, 0], fa[:, 1] * nr + fa[:, 2], fa[:, 3] * nr + fa[:, 4]], 1))
            self._bound = {id(tb): bound}
        return bound

    def __init__(self, hexmap, policy):
        self.hexmap, self.policy = hexmap, policy
        hexes = list(hexmap.hexes())
        qs = [h[0] for h in hexes]
        rs = [h[1] for h in hexes]
        self.q0, self.r0 = min(qs) - self.PAD, min(rs) - self.PAD
        nq, nr = max(qs) - self.q0 + 1 + self.PAD, max(rs) - self.r0 + 1 + self.PAD
        self.nr = nr
        # flat (linear) cells: a hex (q, r) is cell (q - q0) * nr + (r - r0); one more
        # OFF_MAP cell at index ``cells`` for canonical windows reaching past the grid
        self.cells = nq * nr
        self.level_x = np.full(self.cells + 1, OFF_MAP, dtype=np.int64)   # LOS level
        self.block_x = np.full(self.cells + 1, OFF_MAP, dtype=np.int64)   # LOS level where terrain blocks
        self.level_f, self.block_f = self.level_x[:-1], self.block_x[:-1]
        self.level, self.block = self.level_f.reshape(nq, nr), self.block_f.reshape(nq, nr)
        self.ground = np.zeros((nq, nr), dtype=np.int64)
        self.ground_f = self.ground.ravel()
        self.side_block = np.zeros((3, nq, nr), dtype=bool)
        self._set_hexes(hexes)
        for side, feats in hexmap.hexsides.items():
            if feats:
                self._set_side(side.a, side.b)
        self.any_side = bool(self.side_block.any())
        self.full = len(hexes) <= FULL_TABLE_LIMIT
        self._bound = {}
        self.hexes = hexes
        self.hq = np.array(qs, dtype=np.int64)
        self.hr = np.array(rs, dtype=np.int64)
        self.diameter = int(max(np.ptp(self.hq), np.ptp(self.hr), np.ptp(self.hq + self.hr))) if hexes else 0

    def _set_hexes(self, hexes) -> None:
        """Read the LOS level, blocking level and ground of ``hexes`` (on the map)."""
        hexmap, policy = self.hexmap, self.policy
        for h in hexes:
            i, j = h[0] - self.q0, h[1] - self.r0
            lv = policy.los_level(hexmap, h)
            self.level[i, j] = lv
            self.ground[i, j] = hexmap.elevation_at(h)
            self.block[i, j] = lv if policy.hex_blocks(hexmap, h) else OFF_MAP

    def _set_side(self, x: Hex, y: Hex) -> None:
        """Read whether the features of the hexside between ``x`` and ``y`` block."""
        from_side = self.hexmap.hexsides.get(Hexside.between(x, y))
        q, r, k = _side_key(x, y)
        nq, nr = self.level.shape
        if 0 <= q - self.q0 < nq and 0 <= r - self.r0 < nr:
            self.side_block[k, q - self.q0, r - self.r0] = bool(
                from_side and self.policy.hexside_blocks(self.hexmap, Hexside.between(x, y), from_side))

    def refresh(self, hexes) -> None:
        """The map changed in ``hexes`` (their terrain, elevation or the
        hexsides around them): re-read those cells and sides only (a brush
        dab costs microseconds, not a rebuild).  Hexes off the map are
        ignored; the map's size must not have changed."""
        m = self.hexmap
        on = [h for h in hexes if m.contains(h)]
        self._set_hexes(on)
        for h in on:
            for n in neighbours(h):
                self._set_side(h, n)
        self.any_side = bool(self.side_block.any())

    def fan(self, a: Hex, targets) -> np.ndarray | None:
        """Visibility from ``a`` to each of ``targets`` (a list of hexes on
        the map), as a bool array in the same order; None when the kernel
        does not cover them (large maps, targets beyond `RADIUS_LIMIT`)."""
        tq = np.fromiter((h[0] for h in targets), dtype=np.int64, count=len(targets))
        tr = np.fromiter((h[1] for h in targets), dtype=np.int64, count=len(targets))
        return self.fan_arrays(a, tq, tr)

    def fan_arrays(self, a: Hex, tq: np.ndarray, tr: np.ndarray) -> np.ndarray | None:
        """`fan` for targets given as cube coordinate arrays ``tq``, ``tr``."""
        if not self.full:
            return self._fan_sym(a, tq, tr)
        bound = self._tables(a, tq, tr)
        if bound is None:
            return None
        tb, cross_lin, runs_lin, front_b_lin, front_a_lin = bound
        aq, ar = int(a[0]), int(a[1])
        n = len(tq)
        ti = tb.index[tq - aq + tb.span_q, tr - ar + tb.span_r]
        base = (aq - self.q0) * self.nr + (ar - self.r0)
        la = int(self.ground_f[base])
        lb = self.ground_f[(tq - self.q0) * self.nr + (tr - self.r0)]
        thr = np.asarray(self.policy.threshold(la, lb), dtype=np.int64)
        level = self.level_f
        idx, owner = _gather(tb.cross_off, ti)
        hit = level[cross_lin[idx] + base] >= thr[owner]
        blocked = np.bincount(owner[hit], minlength=n) > 0
        idx, owner = _gather(tb.runs_off, ti)
        if len(idx):
            rl = runs_lin[idx] + base
            hit = np.minimum(level[rl[:, 0]], level[rl[:, 1]]) >= thr[owner]
            blocked |= np.bincount(owner[hit], minlength=n) > 0
        if self.any_side:
            oq, or_ = aq - self.q0, ar - self.r0
            idx, owner = _gather(tb.sides_off, ti)
            if len(idx):
                hit = self._side_hit(tb.sides[idx], oq, or_)
                blocked |= np.bincount(owner[hit], minlength=n) > 0
        if self.policy.blind_spot:
            blk = self.block_f
            for front, low, cand in ((front_b_lin[ti], lb, lb < la), (front_a_lin[ti], la, la < lb)):
                v = np.minimum(blk[front[:, 1] + base], blk[front[:, 2] + base])
                blocked |= cand & (front[:, 0] == 1) & (v >= low)
        return ~blocked | ((tq == aq) & (tr == ar))

    def covers_map(self) -> bool:
        """True when `fan_arrays` answers every target of the map (False:
        a map wider than `SYM_RADIUS_LIMIT` hexes)."""
        return self.full or self.diameter <= SYM_RADIUS_LIMIT

    def _fan_sym(self, a: Hex, tq: np.ndarray, tr: np.ndarray):
        """`fan_arrays` on canonical tables (`core.los.fan_sym`): the same
        decisions; None when the map is wider than `SYM_RADIUS_LIMIT`."""
        if self.diameter > SYM_RADIUS_LIMIT:
            return None
        return sym_fan(self, sym_tables(bucket_radius(max(1, self.diameter))), a, tq, tr)

    def _side_hit_lin(self, lx: np.ndarray, ly: np.ndarray) -> np.ndarray:
        """Blocking-feature flags of the hexsides between linear cells ``lx``
        and ``ly`` (adjacent): the side is (lower cell, direction k)."""
        d = np.abs(ly - lx)
        k = np.where(d == self.nr, 0, np.where(d == 1, 1, 2))
        return self.side_block.ravel()[k * self.level_f.size + np.minimum(lx, ly)]

    def _side_hit(self, s: np.ndarray, oq: int, or_: int) -> np.ndarray:
        """Blocking-feature flags of sides given as hex pairs (k, 4)."""
        dq, dr = s[:, 2] - s[:, 0], s[:, 3] - s[:, 1]
        flip = ~(((dq == 1) & (dr == 0)) | ((dq == 0) & (dr == 1)) | ((dq == 1) & (dr == -1)))
        bq = np.where(flip, s[:, 2], s[:, 0])
        br = np.where(flip, s[:, 3], s[:, 1])
        dq, dr = np.abs(dq), np.abs(dr)
        k = np.where(dr == 0, 0, np.where(dq == 0, 1, 2))
        return self.side_block[k, bq + oq, br + or_]
