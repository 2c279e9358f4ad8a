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

Progressive painting (``schedule`` set, as the editor's map view does): a
frame never waits for the tiles of a new zoom level.  When a tile is
missing but tiles of another level cover its place, those are drawn
scaled in its stead, the tile is queued and ``schedule()`` is called; the
owner then calls `work` from its event loop, which paints the queued
tiles in `STRIP`-row strips within a time budget and returns the scene
rects to repaint.  A tile with no stand-in (first view, a pan to new
ground) is still painted at once.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

TILE = 512
MAX_TILES = 160
STRIP = 64   # device rows of a queued tile painted per step of `work`


class TileCache:
    """Tiles of one drawing, keyed by (lod, column, row).  ``map_painter``
    is what paints them: an object with ``paint(painter, scene_rect, lod)``
    (a `MapPainter` for the map); ``limit`` tiles at most."""

    def __init__(self, map_painter, limit: int = MAX_TILES):
        self.map_painter = map_painter
        self.limit = limit
        self._tiles: OrderedDict[tuple[float, int, int], QPixmap] = OrderedDict()
        self._pending: OrderedDict[tuple[float, int, int], int] = OrderedDict()  # queued tile -> rows painted
        self.schedule: Callable[[], None] | None = None   # set: progressive (see the module doc)

    def clear(self) -> None:
        """Forget every tile (map replaced, labels toggled...)."""
        self._tiles.clear()
        self._pending.clear()

    @property
    def pending(self) -> int:
        """How many tiles are queued (progressive painting)."""
        return len(self._pending)

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
            done = self._pending.pop(key, None)
            if done is not None:   # queued: finish it now
                self._paint_dev(pix, lod, i, j, QRect(0, done, TILE, TILE - done), clear=True)
            return pix
        pix = self._new_tile(key)
        self._paint_into(pix, lod, i, j, self.tile_rect(lod, i, j), clear=False)
        return pix

    def _new_tile(self, key: tuple[float, int, int]) -> QPixmap:
        pix = QPixmap(TILE, TILE)
        pix.fill(Qt.transparent)
        self._tiles[key] = pix
        while len(self._tiles) > self.limit:
            old, _ = self._tiles.popitem(last=False)
            self._pending.pop(old, None)
        return pix

    def _paint_into(self, pix: QPixmap, lod: float, i: int, j: int, rect: QRectF, clear: bool) -> None:
        origin = self.tile_rect(lod, i, j).topLeft()
        # The rect in this tile's device pixels, grown to whole pixels.
        dev = QRectF((rect.left() - origin.x()) * lod, (rect.top() - origin.y()) * lod,
                     rect.width() * lod, rect.height() * lod).toAlignedRect().intersected(pix.rect())
        self._paint_dev(pix, lod, i, j, dev, clear)

    def _paint_dev(self, pix: QPixmap, lod: float, i: int, j: int, dev: QRect, clear: bool) -> None:
        """Paint the device-pixel rect ``dev`` of tile ``(i, j)``."""
        if dev.isEmpty():
            return
        origin = self.tile_rect(lod, i, j).topLeft()
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
        ``painter`` (in scene units), painting the missing ones (or, when
        progressive, standing in for them: see the module doc); ``smooth``:
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
                key = (lod, i, j)
                if self.schedule is not None and (key in self._pending or key not in self._tiles) \
                        and self._stand_in(painter, lod, part):
                    pix = self._tiles.get(key) or self._new_tile(key)
                    done = self._pending.setdefault(key, 0)
                    self._pending.move_to_end(key)   # the latest asked for is painted first
                    self._tiles.move_to_end(key)
                    self.schedule()
                    if done:   # the strips painted so far, over the stand-in
                        _blit(painter, pix, tr, part.intersected(QRectF(tr.left(), tr.top(), tr.width(),
                                                                        done / lod)), lod)
                    continue
                _blit(painter, self.tile(lod, i, j), tr, part, lod)

    def _stand_in(self, painter: QPainter, lod: float, part: QRectF) -> bool:
        """Draw the finished tiles of other levels meeting scene rect
        ``part`` (scaled, clipped to it); True when any was drawn."""
        found = []
        for (other, i, j), pix in self._tiles.items():
            if other == lod or (other, i, j) in self._pending:
                continue
            tr = self.tile_rect(other, i, j)
            if tr.intersects(part):
                found.append((-abs(math.log(other / lod)), tr, pix))
        if not found:
            return False
        painter.save()
        painter.setClipRect(part, Qt.IntersectClip)
        painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        for _, tr, pix in sorted(found, key=lambda f: f[0]):   # the nearest level last, on top
            painter.drawPixmap(tr, pix, QRectF(pix.rect()))
        painter.restore()
        return True

    def work(self, budget_s: float = 0.008) -> list[QRectF]:
        """Paint queued tiles, a `STRIP` of rows at a time, for about
        ``budget_s`` seconds (at least one strip); returns the scene rects
        painted (to repaint on screen)."""
        out: list[QRectF] = []
        t0 = time.perf_counter()
        while self._pending and (not out or time.perf_counter() - t0 < budget_s):
            key, done = next(reversed(self._pending.items()))
            lod, i, j = key
            pix = self._tiles[key]
            self._paint_dev(pix, lod, i, j, QRect(0, done, TILE, STRIP), clear=True)
            tr = self.tile_rect(lod, i, j)
            out.append(QRectF(tr.left(), tr.top() + done / lod, tr.width(), STRIP / lod))
            if done + STRIP >= TILE:
                del self._pending[key]
            else:
                self._pending[key] = done + STRIP
        return out


def _blit(painter: QPainter, pix: QPixmap, tr: QRectF, part: QRectF, lod: float) -> None:
    """Draw the ``part`` (scene) of a tile covering scene rect ``tr``."""
    if part.isEmpty():
        return
    # whole tile pixels, so a 1:1 blit never resamples
    src = QRectF(QRectF((part.left() - tr.left()) * lod, (part.top() - tr.top()) * lod,
                        part.width() * lod, part.height() * lod).toAlignedRect().intersected(pix.rect()))
    target = QRectF(tr.left() + src.left() / lod, tr.top() + src.top() / lod,
                    src.width() / lod, src.height() / lod)
    painter.drawPixmap(target, pix, src)
