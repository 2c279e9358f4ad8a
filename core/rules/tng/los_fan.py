"""Vectorised tng LOS fan (numpy) on the shared offset tables of `core.los.fan`.

`TngFanKernel(hexmap, policy).fan(a, targets)` decides, for one firer hex
``a`` and many targets, exactly what `TngLosPolicy.decide` decides (tng
8.4, see `core.rules.tng.los_policy`); a test compares the two on random
maps. It reuses `core.los.fan.FanKernel`'s per-map grids (ground level,
woods, blocking hexsides) and CSR traversal tables, and replaces only the
decision: the tng woods rule depends on where the woods stand between the
ends (hex distances ``da``/``db``), which the shared level model cannot
express.
The one-to-many convenience ``fan(hexmap, a, targets, options)`` lives
with the policy (`core.rules.tng.los_policy.fan`), so this module imports
no policy code.
"""
from __future__ import annotations

import numpy as np

from core.hexgrid import Hex
from core.los.fan import FanKernel, _gather
from core.los.levels import OFF_MAP


def _hexdist(q: np.ndarray, r: np.ndarray) -> np.ndarray:
    return (np.abs(q) + np.abs(r) + np.abs(q + r)) // 2


class TngFanKernel(FanKernel):
    """`FanKernel` with the tng 8.4 decision (see module doc)."""

    def __init__(self, hexmap, policy):
        super().__init__(hexmap, policy)
        self.either = getattr(policy, "hexside_rule", "both") == "either"

    def _blocks(self, rel: np.ndarray, lin: np.ndarray, ea: int, eb: np.ndarray,
                tdq: np.ndarray, tdr: np.ndarray) -> np.ndarray:
        """Per intervening hex (relative coords ``rel``, linear cells ``lin``):
        does it block the line to its target (``eb``, offset ``tdq``/``tdr``)?"""
        onmap = self.level_f[lin] != OFF_MAP
        eh = self.ground_f[lin]
        woods = onmap & (self.block_f[lin] != OFF_MAP)
        higher = onmap & (eh > ea) & (eh > eb)
        da = _hexdist(rel[:, 0], rel[:, 1])
        db = _hexdist(rel[:, 0] - tdq, rel[:, 1] - tdr)
        a_above, b_above = ea > eh, eb > eh
        wb = woods & ~(a_above & b_above) & ((~a_above & ~b_above) | (a_above & (da >= db)) | (b_above & (db >= da)))
        return higher | wb

    def fan_arrays(self, a: Hex, tq: np.ndarray, tr: np.ndarray) -> np.ndarray | None:
        """Visibility from ``a`` to targets ``tq``/``tr`` (cube arrays); None
        when the shared tables do not cover them (very large maps)."""
        bound = self._tables(a, tq, tr)
        if bound is None:
            return None
        tb, cross_lin, runs_lin, _fb, _fa = bound
        aq, ar = int(a[0]), int(a[1])
        n = len(tq)
        ti = tb.index[tq - aq + tb.span_q, tr - ar + tb.span_r]
        base = (aq - self.q0) * self.nr + (ar - self.r0)
        ea = int(self.ground_f[base])
        eb = self.ground_f[(tq - self.q0) * self.nr + (tr - self.r0)]
        tdq, tdr = tq - aq, tr - ar
        idx, owner = _gather(tb.cross_off, ti)
        hit = self._blocks(tb.cross[idx].astype(np.int64), cross_lin[idx] + base, ea, eb[owner],
                           tdq[owner], tdr[owner])
        blocked = np.bincount(owner[hit], minlength=n) > 0
        idx, owner = _gather(tb.runs_off, ti)
        if len(idx):
            rows = tb.runs[idx].astype(np.int64)
            rl = runs_lin[idx] + base
            h1 = self._blocks(rows[:, 0:2], rl[:, 0], ea, eb[owner], tdq[owner], tdr[owner])
            h2 = self._blocks(rows[:, 2:4], rl[:, 1], ea, eb[owner], tdq[owner], tdr[owner])
            hit = (h1 | h2) if self.either else (h1 & h2)
            blocked |= np.bincount(owner[hit], minlength=n) > 0
        if self.any_side:
            idx, owner = _gather(tb.sides_off, ti)
            if len(idx):
                hit = self._side_hit(tb.sides[idx], aq - self.q0, ar - self.r0)
                blocked |= np.bincount(owner[hit], minlength=n) > 0
        return ~blocked | ((tq == aq) & (tr == ar))

