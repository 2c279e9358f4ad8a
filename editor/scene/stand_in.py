"""Stand-ins: other zoom levels' tiles drawn where a level's are missing.

Progressive painting (`editor.scene.tile_cache`) shows a new zoom level
before its tiles are painted: where a tile is missing (or only partly
painted), the finished tiles of the nearest other levels are drawn scaled
in its place.  `draw_stand_ins` does that for all the missing parts of one
frame of one layer at once, each device pixel from one level only.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QRegion, QTransform

from editor.scene.blit import draw_tile


def finished_elsewhere(cache, lod: float, rect: QRectF) -> list:
    """``(level, scene rect, image)`` of the finished tiles of ``cache``
    (a `TileCache`) at levels other than ``lod`` that meet scene ``rect``."""
    out = []
    for (other, i, j), pix in cache._tiles.items():
        if other == lod or (other, i, j) in cache._pending:
            continue
        tr = cache.tile_rect(other, i, j)
        if tr.intersects(rect):
            out.append((other, tr, pix))
    return out


def _pixels(t: QTransform, rect: QRectF) -> QRect:
    """The device pixels whose centres lie in scene ``rect`` under
    ``t``: what a non-antialiased fill of ``rect`` covers."""
    d = t.mapRect(rect)
    x0, y0 = math.ceil(d.left() - 0.5), math.ceil(d.top() - 0.5)
    return QRect(x0, y0, math.ceil(d.right() - 0.5) - x0, math.ceil(d.bottom() - 0.5) - y0)


def draw_stand_ins(cache, painter: QPainter, lod: float, missing: list, others: list) -> None:
    """Draw stand-ins for ``missing``, a list of ``(part, ready)``: scene
    rect ``part`` of a tile of ``lod`` not painted yet, less its ``ready``
    rects (its blocks painted so far, drawn from the tile itself).
    ``others`` is `finished_elsewhere` of a rect holding every part.

    Levels are taken nearest (in zoom) first; each draws its tiles
    (nearest-pixel scaled) clipped to what is still uncovered, so every
    device pixel gets at most one stand-in: a translucent layer (the fan
    tint, the zones) is never drawn twice over, and a pixel costs one
    blend, not one per level (levels stacked under each other, up to nine
    for a fan's tint while zooming, cost most of a zoom step's frame)."""
    t = painter.worldTransform()
    left = QRegion()
    for part, ready in missing:
        region = QRegion(_pixels(t, part))
        for r in ready:
            region = region.subtracted(QRegion(_pixels(t, r)))
        left = left.united(region)
    by_level: dict[float, list] = {}
    for level, tr, pix in others:
        by_level.setdefault(level, []).append((tr, pix))
    for other in sorted(by_level, key=lambda o: abs(math.log(o / lod))):
        if left.isEmpty():
            break
        tiles, cover = [], QRegion()
        for tr, pix in by_level[other]:
            dev = _pixels(t, tr)
            if left.intersects(dev):
                tiles.append((tr, pix))
                cover = cover.united(QRegion(dev))
        if not tiles:
            continue
        clip = left.intersected(cover)
        left = left.subtracted(cover)
        painter.save()
        painter.setWorldTransform(QTransform())   # the clip in device pixels
        painter.setClipRegion(clip, Qt.IntersectClip)
        painter.setWorldTransform(t)
        # nearest-pixel scaling: a stand-in shows for a few frames, and smooth scaling
        # costs ~3x as much (~1 ms per tile of each layer)
        # and no antialiasing: a tile's edge pixels are whole, as `_pixels` counts them
        painter.setRenderHint(QPainter.SmoothPixmapTransform, False)
        painter.setRenderHint(QPainter.Antialiasing, False)
        for tr, pix in tiles:
            draw_tile(painter, tr, pix, QRectF(pix.rect()))
        painter.restore()
