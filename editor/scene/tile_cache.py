"""A cache of tiles: square images of a drawing at a zoom level.

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
frame never waits for the tiles of a new zoom level or new ground.  When
a tile is missing, the tiles of other levels that cover its place are
drawn scaled in its stead (if any), the tile is queued and ``schedule()``
is called; the owner then calls `work` from its event loop, which paints
the queued tiles in `BLOCK`-pixel squares within a time budget and returns
the scene rects to repaint.  Only the level in view is queued (a level
zoomed through is dropped, `drop_other_levels`), and only the nearest
finished levels stand in (`_stand_in`).  While the cache holds no finished tile (the
first view, after `clear`) tiles are painted at once, unless
``eager_first`` is off (the map view of a big map: its first view too
comes in block by block, the window never waits for it).
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from editor.scene.blit import blit_part as _blit
from editor.scene.stand_in import draw_stand_ins, finished_elsewhere
from editor.scene.tile_painter import _PAINTER, busy, finish_all, want_work  # noqa: F401  (their home before)

TILE = 512
MAX_TILES = 160
BLOCK = 128   # a queued tile is painted BLOCK x BLOCK device pixels per step of `work`
_PER_ROW = TILE // BLOCK


class TileCache:
    """Tiles of one drawing, keyed by (lod, column, row).  ``map_painter``
    is what paints them: an object with ``paint(painter, scene_rect, lod)``
    (a `MapPainter` for the map); ``limit`` tiles at most."""

    def __init__(self, map_painter, limit: int = MAX_TILES):
        self.map_painter = map_painter
        self.limit = limit
        self._tiles: OrderedDict[tuple[float, int, int], QImage | QPixmap] = OrderedDict()
        self._pending: OrderedDict[tuple[float, int, int], int] = OrderedDict()  # queued tile -> blocks painted
        self.schedule: Callable[[], None] | None = None   # set: progressive (see the module doc)
        self._shown = False   # a tile was finished since the last `clear`
        self._last_lod: float | None = None   # the level last asked for (the one in view)
        self.eager_first = True   # False: the first view after `clear` is progressive too (a big map)
        self._bounds: dict = {}   # lod -> the drawing's paint_bounds (None: it has none), kept till `clear`
        self._own: set = set()   # keys of the tiles made by `_new_tile` (spared when dropped)

    def clear(self) -> None:
        """Forget every tile (map replaced, labels toggled...); the images
        it made are kept for reuse (`_SPARE`: a fresh megabyte costs page
        faults to clear)."""
        for key in self._own:
            img = self._tiles.get(key)
            if img is not None:
                _spare(img)
        self._tiles.clear()
        self._pending.clear()
        self._own.clear()
        self._bounds.clear()
        self._shown = False

    def make_progressive(self, update: Callable[[QRectF], object]) -> None:
        """Paint new levels progressively (see the module doc): queued tiles
        are painted by the shared `_Painter` (a zero-delay timer; every
        progressive cache shares one time budget per turn of the event
        loop) and shown with ``update(rect)`` (an item's `update`)."""
        self._update = update
        self.schedule = lambda: _PAINTER.want(self)

    def finish(self) -> None:
        """Paint every queued tile now (screenshots, tests, benchmarks):
        each in one go (the rest of a tile begun by blocks), not block by
        block (a block costs about as much as a tile for a zone's path)."""
        while self._pending:
            lod, i, j = key = next(reversed(self._pending))
            self.tile(lod, i, j)
            self._pending.pop(key, None)
            self._shown = True
            if self.schedule is not None:
                self._update(self.tile_rect(lod, i, j))

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

    def tile(self, lod: float, i: int, j: int) -> QImage | QPixmap:
        """The tile ``(i, j)`` at ``lod`` (a `QImage`; a `QPixmap` when one
        was `adopt`ed), painted now if not cached."""
        key = (lod, i, j)
        self._last_lod = lod
        pix = self._tiles.get(key)
        if pix is not None:
            self._tiles.move_to_end(key)
            done = self._pending.pop(key, None)
            if done is not None:   # queued: finish it now
                row, col = divmod(done, _PER_ROW)
                self._paint_dev(pix, lod, i, j, QRect(col * BLOCK, row * BLOCK, TILE - col * BLOCK, BLOCK), True)
                self._paint_dev(pix, lod, i, j, QRect(0, (row + 1) * BLOCK, TILE, TILE - (row + 1) * BLOCK), True)
            return pix
        self._pending.pop(key, None)   # queued, no block painted yet: painted whole now
        pix = self._new_tile(key)
        self._paint_into(pix, lod, i, j, self.tile_rect(lod, i, j), clear=False)
        self._shown = True
        return pix

    def meets(self, lod: float, i: int, j: int) -> bool:
        """Whether the drawing may paint in tile ``(i, j)`` at ``lod``: its
        ``paint_bounds(lod)`` (a scene rect or a list of them), when it has
        one, meets the tile.  A tile it does not meet is never made, queued
        or drawn (a map fitting a window meets four of the nine tiles in
        view; a setup zone a few).  A tile it meets is a whole `TILE`
        square: the raster engine antialiases a little differently on an
        image of another size."""
        if lod not in self._bounds:
            bounds = getattr(self.map_painter, "paint_bounds", None)
            self._bounds[lod] = bounds(lod) if bounds is not None else None
        b = self._bounds[lod]
        if b is None:
            return True
        tr = self.tile_rect(lod, i, j)
        return any(not r.intersected(tr).isEmpty() for r in ([b] if isinstance(b, QRectF) else b))

    def paint_tile(self, device, lod: float, i: int, j: int) -> None:
        """Paint tile ``(i, j)`` at ``lod`` on ``device`` (a `TILE`-square
        transparent `QImage`, on any thread, or `QPixmap`)."""
        self._paint_into(device, lod, i, j, self.tile_rect(lod, i, j), clear=False)

    def adopt(self, lod: float, i: int, j: int, image) -> None:
        """Keep ``image`` (a `QImage` or `QPixmap` painted by `paint_tile`,
        e.g. on a worker thread) as tile ``(i, j)`` at ``lod``."""
        key = (lod, i, j)
        self._pending.pop(key, None)
        self._tiles[key] = image
        self._tiles.move_to_end(key)
        self._own.discard(key)
        self._shown = True
        while len(self._tiles) > self.limit:
            old, _ = self._tiles.popitem(last=False)
            self._pending.pop(old, None)
            self._own.discard(old)

    def _new_tile(self, key: tuple[float, int, int]) -> QImage:
        """A transparent tile kept as ``key`` (the least recently used
        dropped past ``limit``): a spare image when there is one (a fresh
        megabyte costs ~0.6 ms of page faults to clear, `_SPARE`)."""
        pix = _SPARE.pop() if _SPARE else QImage(TILE, TILE, QImage.Format_ARGB32_Premultiplied)
        pix.fill(0)
        self._tiles[key] = pix
        self._own.add(key)
        while len(self._tiles) > self.limit:
            old, img = self._tiles.popitem(last=False)
            self._pending.pop(old, None)
            if old in self._own:
                self._own.discard(old)
                _spare(img)
        return pix

    def _paint_into(self, pix, lod: float, i: int, j: int, rect: QRectF, clear: bool) -> None:
        origin = self.tile_rect(lod, i, j).topLeft()
        # The rect in this tile's device pixels, grown to whole pixels.
        dev = QRectF((rect.left() - origin.x()) * lod, (rect.top() - origin.y()) * lod,
                     rect.width() * lod, rect.height() * lod).toAlignedRect().intersected(pix.rect())
        self._paint_dev(pix, lod, i, j, dev, clear)

    def _paint_dev(self, pix, lod: float, i: int, j: int, dev: QRect, clear: bool) -> None:
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
        """Repaint scene ``rects`` in the cached tiles of the level in use
        (the last asked for) that they meet, and forget the tiles of other
        levels they meet (painted again when their level is shown: a brush
        dab does not repaint a dozen zoom levels); returns the number of
        tile regions repainted."""
        count = 0
        stale = []
        for (lod, i, j), pix in self._tiles.items():
            tr = self.tile_rect(lod, i, j)
            for r in rects:
                if r.intersects(tr):
                    if lod != self._last_lod:
                        stale.append((lod, i, j))
                        break
                    self._paint_into(pix, lod, i, j, r.intersected(tr), clear=True)
                    count += 1
        for key in stale:
            del self._tiles[key]
            self._pending.pop(key, None)
            self._own.discard(key)
        return count

    def draw(self, painter: QPainter, exposed: QRectF, lod: float, smooth: bool = False) -> None:
        """Blit the tiles at ``lod`` that meet scene rect ``exposed`` with
        ``painter`` (in scene units), painting the missing ones (or, when
        progressive, standing in for them: see the module doc); ``smooth``:
        the painter's scale is not exactly ``lod`` (resample smoothly)."""
        try:
            self._draw(painter, exposed, lod, smooth)
        finally:
            _PAINTER.drawn_at = time.perf_counter()

    def _draw(self, painter: QPainter, exposed: QRectF, lod: float, smooth: bool) -> None:
        if exposed.isEmpty():
            return
        if lod != self._last_lod and self._pending:
            self.drop_other_levels(lod)
        self._last_lod = lod
        if smooth:
            painter.setRenderHint(QPainter.SmoothPixmapTransform, True)
        # progressive once something is shown (the first view is painted at once)
        progressive = self.schedule is not None and (self._shown or not self.eager_first)
        cols, rows = self.tile_range(exposed, lod)
        missing: list = []   # (part, ready) of the tiles not painted yet: stand-ins drawn for them at the end
        for i in cols:
            for j in rows:
                tr = self.tile_rect(lod, i, j)
                part = tr.intersected(exposed)
                if part.isEmpty() or not self.meets(lod, i, j):   # nothing drawn there
                    continue
                key = (lod, i, j)
                if progressive and (key in self._pending or key not in self._tiles):
                    pix = self._tiles.get(key)   # made when its first block is painted (`work`)
                    done = self._pending.setdefault(key, 0)
                    self._pending.move_to_end(key)   # the latest asked for is painted first
                    if pix is not None:
                        self._tiles.move_to_end(key)
                    self.schedule()
                    row, col = divmod(done, _PER_ROW)   # the blocks painted so far; the stand-in elsewhere
                    ready = [r for r in (QRectF(tr.left(), tr.top(), tr.width(), row * BLOCK / lod),
                                         QRectF(tr.left(), tr.top() + row * BLOCK / lod, col * BLOCK / lod,
                                                BLOCK / lod)) if not r.isEmpty()]
                    missing.append((part, ready))
                    if pix is not None:
                        for r in ready:
                            _blit(painter, pix, tr, part.intersected(r), lod)
                    continue
                _blit(painter, self.tile(lod, i, j), tr, part, lod)
        if missing:   # (they meet neither the painted tiles nor the ready blocks: the order does not matter)
            draw_stand_ins(self, painter, lod, missing, finished_elsewhere(self, lod, exposed))

    def work(self, budget_s: float = 0.008) -> list[QRectF]:
        """Paint queued tiles, a `BLOCK` square at a time (row by row), for
        about ``budget_s`` seconds (at least one block); returns the scene
        rects painted (to repaint on screen).  Always by blocks: a whole
        tile of a zoomed-out level costs 10-25 ms of CPU when its pixels'
        hex indices are new (`editor.scene.raster`), more than a frame may
        give; a block costs a sixteenth of that."""
        out: list[QRectF] = []
        t0 = time.perf_counter()
        while self._pending and (not out or time.perf_counter() - t0 < budget_s):
            key, done = next(reversed(self._pending.items()))
            lod, i, j = key
            pix = self._tiles.get(key)
            if pix is None:
                pix = self._new_tile(key)
            row, col = divmod(done, _PER_ROW)
            tr = self.tile_rect(lod, i, j)
            self._paint_dev(pix, lod, i, j, QRect(col * BLOCK, row * BLOCK, BLOCK, BLOCK), clear=True)
            out.append(QRectF(tr.left() + col * BLOCK / lod, tr.top() + row * BLOCK / lod, BLOCK / lod,
                              BLOCK / lod))
            if done + 1 >= _PER_ROW * _PER_ROW:
                del self._pending[key]
                self._shown = True
            else:
                self._pending[key] = done + 1
        return out

    def drop_other_levels(self, lod: float) -> None:
        """Forget the queued tiles of levels other than ``lod`` (the one in
        view): a level the user zoomed through is not painted to the end
        (its half-painted tiles are dropped too; finished ones stay)."""
        stale = [key for key in self._pending if key[0] != lod]
        for key in stale:
            del self._pending[key]
            img = self._tiles.pop(key, None)
            if img is not None and key in self._own:
                _spare(img)
            self._own.discard(key)

_SPARE: list[QImage] = []   # tiles dropped (unfinished, evicted, cleared), reused by `_new_tile` (own images only)
SPARE_LIMIT = 24


def _spare(img) -> None:
    """Keep a dropped half-painted tile (made by `_new_tile`) for reuse."""
    if isinstance(img, QImage) and len(_SPARE) < SPARE_LIMIT:
        _SPARE.append(img)
