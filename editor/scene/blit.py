"""Blitting cached tiles onto a painter (issue 15: big maps stay fluid).

A tile (`editor.scene.tile_cache`) is an image of the drawing at a zoom
level, made to be drawn 1:1: one tile pixel on one device pixel.  The
painter of a `QGraphicsView` frame carries the view's scale, so a tile
drawn through it goes down Qt's scaling path even when the net scale is
one, at ~2.7 ns per pixel (0.7 ms for a 512 x 512 tile, measured in
the editor's zoom frames) against ~0.4 ns when drawn at integer device
coordinates with no scale.  `blit_part` draws the 1:1 case in device
pixels (the same pixels: the source rect and its device position are
whole pixels); everything else (`draw_tile`) goes through the painter.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform

_ALIGNED = 1e-3   # device pixels: a tile position closer than this to a whole pixel is on it


def blit_part(painter: QPainter, tile: QImage | QPixmap, tr: QRectF, part: QRectF, lod: float) -> None:
    """Draw the ``part`` (scene rect) of a tile covering scene rect ``tr``
    at ``lod`` device pixels per scene unit: whole tile pixels, so a 1:1
    blit never resamples; in device pixels when the painter's transform
    is a scale of ``lod`` and a translation that puts the tile on whole
    pixels (the usual frame), else through the painter."""
    if part.isEmpty():
        return
    src = QRectF(QRectF((part.left() - tr.left()) * lod, (part.top() - tr.top()) * lod,
                        part.width() * lod, part.height() * lod).toAlignedRect().intersected(tile.rect()))
    if src.isEmpty():
        return
    target = QRectF(tr.left() + src.left() / lod, tr.top() + src.top() / lod,
                    src.width() / lod, src.height() / lod)
    t = painter.worldTransform()
    # (the matrix entries, not QTransform.type(): that call crashes this PySide build)
    scale_only = t.m12() == 0 and t.m21() == 0 and t.m13() == 0 and t.m23() == 0
    if scale_only and abs(t.m11() - lod) <= 1e-9 * lod and abs(t.m22() - lod) <= 1e-9 * lod:
        x, y = t.m11() * target.left() + t.dx(), t.m22() * target.top() + t.dy()
        ix, iy = round(x), round(y)
        if abs(x - ix) < _ALIGNED and abs(y - iy) < _ALIGNED:
            painter.setWorldTransform(QTransform())
            try:
                if isinstance(tile, QImage):
                    painter.drawImage(QPoint(ix, iy), tile, src.toRect())
                else:
                    painter.drawPixmap(QPoint(ix, iy), tile, src.toRect())
            finally:
                painter.setWorldTransform(t)
            return
    draw_tile(painter, target, tile, src)


def draw_tile(painter: QPainter, target: QRectF, tile: QImage | QPixmap, src: QRectF) -> None:
    """Draw the ``src`` pixels of a tile, a `QPixmap` or a `QImage` (made
    on a worker thread), into scene rect ``target`` through the painter."""
    if isinstance(tile, QImage):
        painter.drawImage(target, tile, src)
    else:
        painter.drawPixmap(target, tile, src)
