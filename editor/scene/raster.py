"""Level-of-detail drawing for zoomed-out maps: one colour per hex, by pixel.

When a hex is only a few device pixels wide, drawing 40,000 polygons (and
their contours) costs seconds and shows nothing more than a colour per hex.
`hex_image` instead finds the hex under every device pixel of a rect with
numpy (the same rounding as `core.hexgrid.Layout.pixel_to_hex`) and colours
it from a table indexed by ``col * rows + row``; pixels off the map stay
transparent.  The map painter (terrain) and the visibility-fan tint use it.

Zoomed out, a new zoom level must paint fast: `paint_hex_colours` works
only on the device pixels of the map's own bounds (not the off-map part
of a tile), keeps the hex index of each pixel (`INDEX_CACHE` rects, so
the map tile and the fan tile of one rect share it, and a colour change
costs a table gather only) and gathers one 32-bit colour per pixel.
"""
from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

SQRT3 = math.sqrt(3.0)
RASTER_PX = 5.0  # hexes narrower than this many device pixels are drawn by pixel
INDEX_CACHE = 48  # hex-index arrays kept (one per painted rect and zoom; 1 MB for a 512 x 512 tile)
_INDEX: OrderedDict = OrderedDict()
_BAD = -(1 << 30)   # an off-map line or place: a sum with it stays negative


def hex_indices(layout, cols: int, rows: int, rect: QRectF, lod: float) -> np.ndarray:
    """Per device pixel of scene ``rect`` at ``lod`` device pixels per scene
    unit: the index ``col * rows + row`` of the hex there, -1 off the map;
    an int32 array (height, width).

    The hex containing a point is the one with the nearest centre (what
    `core.hexgrid.cube_round` finds).  A pixel lies between two lines of
    hexes (columns of a flat map, rows of a pointy one, 1.5 sizes apart);
    in each line the nearest centre depends only on the pixel's other
    coordinate and the line's parity.  So the work is 1-D but for one
    comparison per pixel (the squared distances to the two candidates:
    ``3 t - 2.25 < dv2[other] - dv2[own]``), not the cube rounding of
    every pixel (a fifth of the time for a map fitting a window)."""
    w, h = max(1, math.ceil(rect.width() * lod - 1e-6)), max(1, math.ceil(rect.height() * lod - 1e-6))
    xs = (rect.left() + (np.arange(w) + 0.5) / lod - layout.origin[0]) / layout.size
    ys = (rect.top() + (np.arange(h) + 0.5) / lod - layout.origin[1]) / layout.size
    flat = layout.orientation == "flat"
    prim, sec = (xs, ys) if flat else (ys, xs)   # across the lines, along them
    n_prim, n_sec = (cols, rows) if flat else (rows, cols)
    k_prim, k_sec = (rows, 1) if flat else (1, rows)   # index = line * k_prim + place in the line * k_sec
    shift = 0.5 if layout.stagger == "even" else -0.5   # centres of line parity p: SQRT3 * (k + shift * p)
    left = np.floor(prim / 1.5)
    t = prim - 1.5 * left   # 0 <= t < 1.5 from the left line's centre
    left = left.astype(np.int64)
    odd = (left & 1).astype(bool)
    near, dv2 = [], []
    for p in (0, 1):
        k = np.rint(sec / SQRT3 - shift * p)
        dv2.append((sec - SQRT3 * (k + shift * p)) ** 2)
        near.append(np.where((k >= 0) & (k < n_sec), k * k_sec, _BAD).astype(np.int32)[:, None])
    base_l = np.where((left >= 0) & (left < n_prim), left * k_prim, _BAD).astype(np.int32)[None, :]
    base_r = np.where((left + 1 >= 0) & (left + 1 < n_prim), (left + 1) * k_prim, _BAD).astype(np.int32)[None, :]
    # left when t^2 + dv2[own] < (t - 1.5)^2 + dv2[other]; g = dv2[1] - dv2[0] is that difference for an
    # even left line, its opposite for an odd one
    g = (dv2[1] - dv2[0])[:, None]
    sign = np.where(odd, -1.0, 1.0)[None, :]
    take_left = (3.0 * t - 2.25)[None, :] < g * sign
    odd = odd[None, :]
    out = np.where(take_left, base_l + np.where(odd, near[1], near[0]), base_r + np.where(odd, near[0], near[1]))
    np.maximum(out, -1, out=out)
    return out if flat else np.ascontiguousarray(out.T)


def _cube_indices(layout, cols: int, rows: int, rect: QRectF, lod: float) -> np.ndarray:
    """`hex_indices` by cube rounding every pixel (the plain way; tests
    compare the two)."""
    w, h = max(1, math.ceil(rect.width() * lod - 1e-6)), max(1, math.ceil(rect.height() * lod - 1e-6))
    xs = (rect.left() + (np.arange(w) + 0.5) / lod - layout.origin[0]) / layout.size
    ys = (rect.top() + (np.arange(h) + 0.5) / lod - layout.origin[1]) / layout.size
    x, y = xs[None, :], ys[:, None]
    if layout.orientation == "flat":
        qf, rf = 2.0 / 3.0 * x, -1.0 / 3.0 * x + SQRT3 / 3.0 * y
    else:
        qf, rf = SQRT3 / 3.0 * x - 1.0 / 3.0 * y, 2.0 / 3.0 * y
    sf = -qf - rf
    q, r, s = np.rint(qf), np.rint(rf), np.rint(sf)
    dq, dr, ds = np.abs(q - qf), np.abs(r - rf), np.abs(s - sf)
    fix_q = (dq > dr) & (dq > ds)
    fix_r = ~fix_q & (dr > ds)
    q = np.where(fix_q, -r - s, q).astype(np.int64)
    r = np.where(fix_r, -q - s, r).astype(np.int64)
    return offset_indices(layout, cols, rows, q, r)


def offset_indices(layout, cols: int, rows: int, q: np.ndarray, r: np.ndarray) -> np.ndarray:
    """Cube coordinates (integer arrays of one shape) -> ``col * rows + row``
    (as `core.hexgrid.Layout.to_offset`), -1 where off the map."""
    shove = layout.stagger == "even"
    if layout.orientation == "flat":
        col = q
        row = r + ((q - (q & 1)) // 2 if shove else (q + (q & 1)) // 2)
    else:
        row = r
        col = q + ((r - (r & 1)) // 2 if shove else (r + (r & 1)) // 2)
    on = (col >= 0) & (col < cols) & (row >= 0) & (row < rows)
    return np.where(on, col * rows + row, -1)


def map_bounds(layout, cols: int, rows: int) -> QRectF:
    """Scene rect holding every hex of a ``cols`` x ``rows`` map (the
    extreme hex centres, the hexes' half width and height around: a flat
    hex is a size wide and sqrt(3)/2 sizes high each way)."""
    fo = layout.from_offset
    pts = [layout.hex_to_pixel(fo(c, r)) for c in {0, min(1, cols - 1), max(cols - 2, 0), cols - 1}
           for r in {0, min(1, rows - 1), max(rows - 2, 0), rows - 1}]
    s = layout.size
    hw, hh = (s, SQRT3 / 2 * s) if layout.orientation == "flat" else (SQRT3 / 2 * s, s)
    x0, x1 = min(x for x, _ in pts) - hw, max(x for x, _ in pts) + hw
    y0, y1 = min(y for _, y in pts) - hh, max(y for _, y in pts) + hh
    return QRectF(x0, y0, x1 - x0, y1 - y0)


def cached_indices(layout, cols: int, rows: int, rect: QRectF, lod: float) -> np.ndarray:
    """`hex_indices`, kept for the last `INDEX_CACHE` (layout, map size,
    rect, lod) asked (do not modify the array)."""
    key = (layout.orientation, layout.stagger, layout.size, layout.origin, cols, rows,
           rect.left(), rect.top(), rect.width(), rect.height(), lod)
    idx = _INDEX.get(key)
    if idx is None:
        idx = _INDEX[key] = hex_indices(layout, cols, rows, rect, lod).astype(np.int32)
        while len(_INDEX) > INDEX_CACHE:
            _INDEX.popitem(last=False)
    else:
        _INDEX.move_to_end(key)
    return idx


def paint_hex_colours(painter: QPainter, layout, cols: int, rows: int, rect: QRectF, lod: float,
                      rgba: np.ndarray, grid: tuple[int, int, int, float] | None = None) -> None:
    """Fill scene ``rect`` with one colour per hex: ``rgba`` (cols * rows, 4)
    uint8 (straight alpha), indexed as `hex_indices`.  Only the device
    pixels of ``rect`` inside the map's bounds are computed (the painter's
    transform says where the device pixels are); the rest is left as is
    (transparent in a fresh tile).  ``grid`` ``(r, g, b, opacity 0..1)``:
    the on-map pixels next to another hex (right or below) are blended
    toward that colour, a one-pixel hex grid."""
    part = rect.intersected(map_bounds(layout, cols, rows))
    if part.isEmpty():
        return
    t = painter.worldTransform()
    inv, ok = t.inverted()
    if ok and not t.isRotating():   # whole device pixels, so the image lands 1:1
        dev = t.mapRect(part).toAlignedRect().intersected(t.mapRect(rect).toAlignedRect())
        part = inv.mapRect(QRectF(dev))
    idx = cached_indices(layout, cols, rows, part, lod)
    table = np.zeros(len(rgba) + 1, np.uint32)   # off the map (-1) reads the transparent last entry
    table[:-1] = np.ascontiguousarray(rgba, np.uint8).view(np.uint32).reshape(-1)
    pix = table[idx]
    if grid is not None:
        edge = np.zeros(idx.shape, bool)
        edge[:, :-1] |= idx[:, :-1] != idx[:, 1:]
        edge[:-1, :] |= idx[:-1, :] != idx[1:, :]
        edge &= idx >= 0
        if edge.any():
            chans = pix.view(np.uint8).reshape(idx.shape + (4,))
            k = float(grid[3])
            sel = chans[edge]
            sel[:, :3] = (sel[:, :3] * (1 - k) + np.array(grid[:3], np.float64) * k).astype(np.uint8)
            chans[edge] = sel
    h, w = idx.shape
    img = QImage(pix.data, w, h, 4 * w, QImage.Format_RGBA8888)
    painter.drawImage(QRectF(part.left(), part.top(), w / lod, h / lod), img)
