"""The visibility fan's tint, made off the GUI thread (issue 15).

`FanTint` holds one fan's answer (``{hex: visible}`` from an origin) and
paints its tint for a tile cache (`editor.scene.tile_cache.TileCache`
``paint(painter, scene_rect, lod)``): translucent green where visible (not
the origin), dark where not, nothing where the fan says nothing; by pixel
from the colour table `fan_rgba` when hexes are small on screen (as the
map's own fill, `editor.scene.map_painter.MID_PX`), else a polygon per hex.
The fan's worker thread makes the `FanTint` and `render`s the tiles in
view on `QImage` (painting on an image is allowed off the GUI thread), so
the GUI thread only blits them when the fan arrives.
"""
from __future__ import annotations

from itertools import chain

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

from core.hexgrid import SQRT3, Hex
from editor.scene.map_painter import MID_PX
from editor.scene.raster import map_bounds, offset_indices, paint_hex_colours
from editor.scene.tile_cache import TILE, TileCache

FAN_SEEN, FAN_HIDDEN = (80, 220, 90, 70), (20, 20, 40, 120)   # RGBA of visible / not visible hexes


def fan_rgba(layout, cols: int, rows: int, origin: Hex, vis: dict) -> np.ndarray:
    """The fan's tint per hex as RGBA rows ``col * rows + row``
    (`editor.scene.raster`): `FAN_SEEN` where visible (not the origin),
    `FAN_HIDDEN` where not visible, transparent where the fan says
    nothing; a (cols * rows, 4) uint8 array.  Pure numpy over the fan dict."""
    rgba = np.zeros((cols * rows, 4), np.uint8)
    if not vis:
        return rgba
    qr = np.fromiter(chain.from_iterable(vis), np.int64, 2 * len(vis)).reshape(-1, 2)
    ok = np.fromiter(vis.values(), bool, len(vis))
    idx = offset_indices(layout, cols, rows, qr[:, 0], qr[:, 1])
    seen = ok & (idx >= 0)
    if origin in vis:
        seen &= ~((qr[:, 0] == origin[0]) & (qr[:, 1] == origin[1]))
    rgba[idx[seen]] = FAN_SEEN
    rgba[idx[~ok & (idx >= 0)]] = FAN_HIDDEN
    return rgba


def fan_box(layout, vis: dict) -> QRectF:
    """Scene rect holding every hex of ``vis`` (their centres' box grown by
    the hexes' half width and height; empty for none)."""
    if not vis:
        return QRectF()
    qr = np.fromiter(chain.from_iterable(vis), np.int64, 2 * len(vis)).reshape(-1, 2)
    q, r = qr[:, 0], qr[:, 1]
    s, (ox, oy) = layout.size, layout.origin
    if layout.orientation == "flat":   # the centres of `core.hexgrid.Layout.hex_to_pixel`
        xs, ys = 1.5 * s * q, SQRT3 * s * (r + q / 2.0)
    else:
        xs, ys = SQRT3 * s * (q + r / 2.0), 1.5 * s * r
    x0, x1, y0, y1 = float(xs.min()), float(xs.max()), float(ys.min()), float(ys.max())
    hw, hh = (s, SQRT3 / 2 * s) if layout.orientation == "flat" else (SQRT3 / 2 * s, s)
    return QRectF(ox + x0 - hw, oy + y0 - hh, x1 - x0 + 2 * hw, y1 - y0 + 2 * hh)


class FanTint:
    """One fan's tint on a map of ``cols`` x ``rows`` in ``layout`` (scene
    units); ``hexes_in(rect)`` lists the hexes meeting a scene rect (the
    map painter's `hexes_in_rect`).  ``images``: tiles already painted,
    ``{(lod, i, j): QImage}`` (`render`)."""

    def __init__(self, layout, cols: int, rows: int, origin: Hex, vis: dict, hexes_in):
        self.layout, self.cols, self.rows = layout, cols, rows
        self.origin, self.vis = origin, vis
        self.hexes_in = hexes_in
        self.table = fan_rgba(layout, cols, rows, origin, vis)
        self.images: dict[tuple[float, int, int], QImage] = {}
        self._poly = QPolygonF([QPointF(*layout.corner_offset(k)) for k in range(6)])
        self._box: QRectF | None = None   # `paint_bounds` at raster levels, made when first asked

    def paint(self, p: QPainter, rect: QRectF, lod: float) -> None:
        """Paint the tint of scene ``rect`` at ``lod`` device px per scene unit."""
        lay = self.layout
        if lod * lay.size < MID_PX:  # zoomed out: a tint per hex, by pixel (as the map's fill there)
            paint_hex_colours(p, lay, self.cols, self.rows, rect, lod, self.table)
            return
        p.setRenderHint(QPainter.Antialiasing, True)
        p.setPen(Qt.NoPen)
        seen, hid = QColor(*FAN_SEEN), QColor(*FAN_HIDDEN)
        vis, origin = self.vis, self.origin
        for h in self.hexes_in(rect):  # only the hexes of the tile, not all 40,000
            ok = vis.get(h)
            if ok is None or h == origin:
                continue
            p.setBrush(seen if ok else hid)
            p.drawPolygon(self._poly.translated(*lay.hex_to_pixel(h)))

    def paint_bounds(self, lod: float) -> QRectF:
        """Where `paint` at ``lod`` may draw (scene units): the hexes the fan
        tints, inside the map's (and a device pixel of antialiasing around
        when drawn by polygon); the tile cache makes no image elsewhere (a
        short fan's tint is a tile or two, not every tile in view)."""
        if self._box is None:
            self._box = map_bounds(self.layout, self.cols, self.rows).intersected(fan_box(self.layout, self.vis))
        g = 0.0 if lod * self.layout.size < MID_PX else 2 / lod
        return self._box.adjusted(-g, -g, g, g)

    def render(self, rect: QRectF, lod: float, limit: int = 24) -> None:
        """Paint the tiles at ``lod`` meeting scene ``rect`` (at most
        ``limit``) on images, into ``images`` (any thread)."""
        cols, rows = TileCache.tile_range(rect, lod)
        tiles = TileCache(self)
        for i in cols:
            for j in rows:
                if len(self.images) >= limit:
                    return
                if not tiles.meets(lod, i, j):   # off the fan: no tile
                    continue
                img = QImage(TILE, TILE, QImage.Format_ARGB32_Premultiplied)
                img.fill(0)
                tiles.paint_tile(img, lod, i, j)
                self.images[(lod, i, j)] = img
