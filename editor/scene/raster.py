"""Level-of-detail drawing for zoomed-out maps: one colour per hex, by pixel.

When a hex is only a few device pixels wide, drawing 40,000 polygons (and
their contours) costs seconds and shows nothing more than a colour per hex.
`hex_image` instead finds the hex under every device pixel of a rect with
numpy (the same rounding as `core.hexgrid.Layout.pixel_to_hex`) and colours
it from a table indexed by ``col * rows + row``; pixels off the map stay
transparent.  The map painter (terrain) and the visibility-fan tint use it.
"""
from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

SQRT3 = math.sqrt(3.0)
RASTER_PX = 5.0  # hexes narrower than this many device pixels are drawn by pixel


def hex_indices(layout, cols: int, rows: int, rect: QRectF, lod: float) -> np.ndarray:
    """Per device pixel of scene ``rect`` at ``lod`` device pixels per scene
    unit: the index ``col * rows + row`` of the hex there, -1 off the map;
    an int array (height, width)."""
    w, h = max(1, math.ceil(rect.width() * lod)), max(1, math.ceil(rect.height() * lod))
    xs = ((rect.left() + (np.arange(w) + 0.5) / lod - layout.origin[0]) / layout.size).astype(np.float32)
    ys = ((rect.top() + (np.arange(h) + 0.5) / lod - layout.origin[1]) / layout.size).astype(np.float32)
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
    q = np.where(fix_q, -r - s, q).astype(np.int32)
    r = np.where(fix_r, -q - s, r).astype(np.int32)
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


def paint_hex_colours(painter: QPainter, layout, cols: int, rows: int, rect: QRectF, lod: float,
                      rgba: np.ndarray) -> None:
    """Fill scene ``rect`` with one colour per hex: ``rgba`` (cols * rows, 4)
    uint8 (straight alpha), indexed as `hex_indices`."""
    idx = hex_indices(layout, cols, rows, rect, lod)
    table = np.vstack([rgba, np.zeros((1, 4), np.uint8)])
    pix = np.ascontiguousarray(table[idx])  # off the map (-1) reads the transparent last row
    h, w = idx.shape
    img = QImage(pix.data, w, h, 4 * w, QImage.Format_RGBA8888)
    painter.drawImage(QRectF(rect.left(), rect.top(), w / lod, h / lod), img)
