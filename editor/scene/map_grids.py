"""Vectorised geometry of a map for painting many hexes at once (issue 15).

Drawing a tile of a zoomed-out 200 x 200 map hex by hex in Python (six
neighbour look-ups and a `QPainter` call per side) costs tens of
milliseconds.  `MapGrids` keeps dense numpy views of one `HexMap` (the
elevation of every hex, by ``col * rows + row`` as `editor.scene.raster`)
and an index of the hexside features by hex, and turns a block of offset
columns and rows into batched lines: the contour lines between levels
(`contour_lines`, the same lines `hexside_styles.draw_contour` draws one by
one), one `QPainter.drawLines` call per line width.
Call `hexes_changed` after an edit (the map painter does).
"""
from __future__ import annotations

from itertools import chain

import numpy as np
from PySide6.QtCore import QLineF

from core.hexgrid import SQRT3
from editor.scene.raster import offset_indices


class MapGrids:
    """Dense arrays of ``hexmap`` in ``layout`` (scene units) for painting."""

    def __init__(self, hexmap, layout):
        self.hexmap = hexmap
        self.layout = layout
        self._corners = np.array([layout.corner_offset(k) for k in range(6)], np.float64)
        self._elev: np.ndarray | None = None
        self._sides: dict | None = None

    # --- dense arrays ---------------------------------------------------------------
    def elevation(self) -> np.ndarray:
        """Elevation of every hex, an int32 array indexed ``col * rows + row``
        (kept until `hexes_changed`)."""
        if self._elev is None:
            m = self.hexmap
            elev = np.zeros(m.cols * m.rows, np.int32)
            if m.elevation:
                qr = np.fromiter(chain.from_iterable(m.elevation), np.int64, 2 * len(m.elevation)).reshape(-1, 2)
                idx = offset_indices(self.layout, m.cols, m.rows, qr[:, 0], qr[:, 1])
                vals = np.fromiter(m.elevation.values(), np.int64, len(m.elevation))
                elev[idx[idx >= 0]] = vals[idx >= 0]
            self._elev = elev
        return self._elev

    def side_features(self) -> dict:
        """``{hex: [(neighbour, features), ...]}`` for the map's hexside
        features, listed under the lower hex of each side (kept until
        `hexes_changed`)."""
        if self._sides is None:
            index: dict = {}
            contains = self.hexmap.contains
            for (a, b), feats in self.hexmap.hexsides.items():
                if feats and contains(a) and contains(b):
                    index.setdefault(min(a, b), []).append((max(a, b), feats))
            self._sides = index
        return self._sides

    def hexes_changed(self, hexes=None) -> None:
        """The map changed in ``hexes`` (None: anything): patch the elevation
        and the side index of those hexes (None: both rebuilt on next use)."""
        if hexes is None:
            self._sides = None
        elif self._sides is not None:
            self._patch_sides(hexes)
        if hexes is None or self._elev is None:
            self._elev = None
            return
        m = self.hexmap
        to = self.layout.to_offset
        for h in hexes:
            if m.contains(h):
                c, r = to(h)
                self._elev[c * m.rows + r] = m.elevation.get(h, 0)

    def _patch_sides(self, hexes) -> None:
        """Re-read the sides of ``hexes`` into the side index."""
        m, index = self.hexmap, self._sides
        lay = self.layout
        touched = {h for h in hexes}
        for h in list(touched):
            touched.update(lay.neighbour(h, d) for d in range(6))
        for h in touched:   # every side listed under h (the lower hex) is read again
            index.pop(h, None)
            for d in range(6):
                n = lay.neighbour(h, d)
                if h < n and m.contains(h) and m.contains(n):
                    feats = m.hexsides.get((h, n))
                    if feats:
                        index.setdefault(h, []).append((n, feats))

    # --- blocks of hexes --------------------------------------------------------------
    def block(self, c0: int, c1: int, r0: int, r1: int) -> tuple[np.ndarray, ...]:
        """The hexes of offset columns ``c0..c1`` and rows ``r0..r1`` (on the
        map): ``(q, r, index, x, y)`` arrays (cube coordinates, the
        ``col * rows + row`` index, centre in scene units)."""
        cols, rows = np.meshgrid(np.arange(c0, c1 + 1), np.arange(r0, r1 + 1), indexing="ij")
        c, r = cols.ravel(), rows.ravel()
        lay = self.layout
        shove = lay.stagger == "even"
        if lay.orientation == "flat":
            q = c
            rr = r - ((c - (c & 1)) // 2 if shove else (c + (c & 1)) // 2)
        else:
            rr = r
            q = c - ((r - (r & 1)) // 2 if shove else (r + (r & 1)) // 2)
        s = lay.size
        if lay.orientation == "flat":
            x, y = s * 1.5 * q, s * SQRT3 * (rr + q / 2.0)
        else:
            x, y = s * SQRT3 * (q + rr / 2.0), s * 1.5 * rr
        ox, oy = lay.hex_to_pixel((0, 0))
        return q, rr, c * self.hexmap.rows + r, x + ox, y + oy

    def contour_lines(self, block) -> tuple[list[QLineF], list[QLineF]]:
        """The sides of the ``block``'s hexes to neighbours on the map at
        another elevation, each side once (under its lower hex): ``(one
        level apart, two or more)`` as lines (scene units)."""
        q, r, idx, x, y = block
        m = self.hexmap
        elev = self.elevation()
        lvl = elev[idx]
        thin: list[QLineF] = []
        thick: list[QLineF] = []
        for d, (dq, dr) in enumerate(self.layout.directions):
            nq, nr = q + dq, r + dr
            nidx = offset_indices(self.layout, m.cols, m.rows, nq, nr)
            owner = ((q < nq) | ((q == nq) & (r < nr))) & (nidx >= 0)
            diff = np.zeros(len(q), np.int64)
            diff[owner] = np.abs(elev[nidx[owner]] - lvl[owner])
            sel = diff > 0
            if not sel.any():
                continue
            (ax, ay), (bx, by) = self._corners[(d - 1) % 6], self._corners[d]
            xs, ys, big = x[sel], y[sel], diff[sel] >= 2
            for x0, y0, two in zip(xs.tolist(), ys.tolist(), big.tolist()):
                (thick if two else thin).append(QLineF(x0 + ax, y0 + ay, x0 + bx, y0 + by))
        return thin, thick
