"""A cache of tiles: square pixmaps of a drawing at a zoom level.

The drawing (the map's `MapPainter`, or any layer with a
``paint(painter, scene_rect, lod)`` method: the visibility-fan tint, the
setup zones) is cut into `TILE` x `TILE` device-pixel tiles per level of
detail (``lod`` = device pixels per scene unit).  A tile is painted once
and reused while the user pans; after an edit, `repaint_rects` repaints
only the changed rects inside the tiles already cached (clipped to whole
device pixels), so a brush dab costs the few hexes it touched, not a
tile.  At most ``limit`` tiles are kept (least recently used dropped).
`draw` blits the tiles meeting an exposed rect (what an item's ``paint``
does).
"""
from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

TILE = 512
MAX_TILES = 160


class TileCache:
    """Tiles of one drawing, keyed by (lod, column, row).  ``map_painter``
    is what paints them: an object with ``paint(painter, scene_rect, lod)``
    (a `MapPainter` for the map); ``limit`` tiles at most."""

    def __init__(self, map_painter, limit: int = MAX_TILES):
        self.map_painter = map_painter
        self.limit = limit
        self._tiles: OrderedDict[tuple[float, int, int], QPixmap] = OrderedDict()

    def clear(self) -> None:
        """Forget every tile (map replaced, labels toggled...)."""
        self._tiles.clear()

    def __len__(self) -> int:
        return len(self._tiles)

    @staticmethod
    def tile_rect(lod: float, i: int, j: int) -> QRectF:
        """Scene rect covered by tile ``(i, j)`` at ``lod``."""
        span = TILE / lod
        return QRectF(i * span, j * span, span, span)

    @staticmethod
    def tile_range(rect: QRectF, lod: float) -> tuple[range, range]:
        """Tile columns and rows meeting scene ``rect`` at ``lod``."""
        span = TILE / lod
        return (range(math.floor(rect.left() / span), math.floor(rect.right() / span) + 1),
                range(math.floor(rect.top() / span), math.floor(rect.bottom() / span) + 1))

    def tile(self, lod: float, i: int, j: int) -> QPixmap:
        """The tile ``(i, j)`` at ``lod``, painted now if not cached."""
        key = (lod, i, j)
        pix = self._tiles.get(key)
        if pix is not None:
            self._tiles.move_to_end(key)
            return pix
        pix = QPixmap(TILE, TILE)
        pix.fill(Qt.transparent)
        self._paint_into(pix, lod, i, j, self.tile_rect(lod, i, j), clear=False)
        self._tiles[key] = pix
        while len(self._tiles) > self.limit:
            self._tiles.popitem(last=False)
        return pix

    def _paint_into(self, pix: QPixmap, lod: float, i: int, j: int, rect: QRectF, clear: bool) -> None:
        origin = self.tile_rect(lod, i, j).topLeft()
        # The rect in this tile's device pixels, grown to whole pixels.
        dev = QRectF((rect.left() - origin.x()) * lod, (rect.top() - origin.y()) * lod,
                     rect.width() * lod, rect.height() * lod).toAlignedRect().intersected(pix.rect())
        if dev.isEmpty():
            return
        p = QPainter(pix)
        try:
            if clear:
                p.setCompositionMode(QPainter.CompositionMode_Source)
                p.fillRect(dev, Qt.transparent)
                p.setCompositionMode(QPainter.CompositionMode_SourceOver)
            p.setClipRect(dev)
            p.setRenderHint(QPainter.TextAntialiasing)
            p.scale(lod, lod)
            p.translate(-origin.x(), -origin.y())
            scene_rect = QRectF(origin.x() + dev.left() / lod, origin.y() + dev.top() / lod,
                                dev.width() / lod, dev.height() / lod)
            self.map_painter.paint(p, scene_rect, lod)
        finally:
            p.end()

    def repaint_rects(self, rects: list[QRectF]) -> int:
        """Repaint scene ``rects`` in every cached tile they meet; returns the
        number of tile regions repainted."""
        count = 0
        for (lod, i, j), pix in self._tiles.items():
            tr = self.tile_rect(lod, i, j)
            for r in rects:
                if r.intersects(tr):
                    self._paint_into(pix, lod, i, j, r.intersected(tr), clear=True)
                    count += 1
        return count

    def draw(self, painter: QPainter, exposed: QRectF, lod: float, smooth: bool = False) -> None:
        """Blit the tiles at ``lod`` that meet scene rect ``exposed`` with
        ``painter`` (in scene units), painting the missing ones; ``smooth``:
        the painter's scale is not exactly ``lod`` (resample smoothly)."""
        if exposed.isEmpty():
            return
        if smooth:
            painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        cols, rows = self.tile_range(exposed, lod)
        for i in cols:
            for j in rows:
                tr = self.tile_rect(lod, i, j)
                part = tr.intersected(exposed)
                if part.isEmpty():
                    continue
                pix = self.tile(lod, i, j)
                # whole tile pixels, so a 1:1 blit never resamples
                src = QRectF(QRectF((part.left() - tr.left()) * lod, (part.top() - tr.top()) * lod,
                                    part.width() * lod, part.height() * lod).toAlignedRect()
                             .intersected(pix.rect()))
                target = QRectF(tr.left() + src.left() / lod, tr.top() + src.top() / lod,
                                src.width() / lod, src.height() / lod)
                painter.drawPixmap(target, pix, src)
