"""The one graphics item that shows a whole map.

Not one item per hex (40,000 items on a 200 x 200 map): a single item whose
`paint` draws only the exposed rect from a `TileCache`, progressively: the
tiles of a new zoom level are painted a strip at a time between frames
(`TileCache.make_progressive`: a zero-delay timer) while the last level's tiles stand in,
so a zoom step never waits for them.  Tiles are painted at
quantised zoom levels (`LOD_STEPS` per doubling) so the view, which snaps its
zoom to the same levels, blits them 1:1, in device pixels (at the screen's
device pixel ratio, so a high-DPI screen gets sharp tiles).  `hexes_changed` repaints just the
changed hexes inside the cached tiles and updates their rects.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from core.model import HexMap
from editor.scene.map_painter import MapPainter
from editor.scene.tile_cache import TileCache

LOD_STEPS = 4          # zoom levels per doubling: 2 ** (k / LOD_STEPS)
MIN_LEVEL, MAX_LEVEL = -16, 10   # 1/16x .. 5.7x
FULL_REPAINT_HEXES = 400         # above this many changed hexes, drop the tiles instead
BIG_MAP_HEXES = 60_000           # maps with more hexes paint even their first view progressively


def level_scale(k: int) -> float:
    """The zoom factor of level ``k``: ``2 ** (k / LOD_STEPS)``."""
    return 2.0 ** (k / LOD_STEPS)


def level_for(scale: float) -> int:
    """The smallest level whose scale is at least ``scale`` (within 0.1%)."""
    return math.ceil(math.log2(max(scale, 1e-6)) * LOD_STEPS - 1e-3)


def device_ratio(painter: QPainter) -> float:
    """The device pixel ratio of what ``painter`` paints on (2 on a
    high-DPI screen; 1 when unknown)."""
    dev = painter.device()
    return float(dev.devicePixelRatioF()) if dev is not None else 1.0


def tile_lod(painter: QPainter) -> tuple[float, bool]:
    """What a tiled layer paints at with ``painter``: ``(lod, smooth)``, the
    device pixels per scene unit of the quantised zoom level nearest above
    the painter's scale (times the device pixel ratio), and whether the
    painter's scale differs from that level (tiles then resample)."""
    lod_now = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    scale = level_scale(max(MIN_LEVEL, min(MAX_LEVEL, level_for(lod_now))))
    return scale * device_ratio(painter), abs(scale - lod_now) > 1e-3 * scale


def _merge(rects: list[QRectF]) -> list[QRectF]:
    """One bounding rect when it wastes little area, else the rects as given."""
    if len(rects) < 2:
        return rects
    bound = QRectF(rects[0])
    area = 0.0
    for r in rects:
        bound = bound.united(r)
        area += r.width() * r.height()
    return [bound] if bound.width() * bound.height() <= 2.5 * area else rects


class MapItem(QGraphicsItem):
    """Shows `map_painter`'s map; item coordinates are scene units."""

    def __init__(self, hexmap: HexMap, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.map_painter = MapPainter(hexmap)
        self.tiles = TileCache(self.map_painter)
        self.tiles.make_progressive(self.update)
        self.tiles.eager_first = hexmap.cols * hexmap.rows <= BIG_MAP_HEXES
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        self._rect = self.map_painter.scene_rect()

    # --- model --------------------------------------------------------------
    def set_map(self, hexmap: HexMap) -> None:
        """Show another map (or the same map after a wholesale change)."""
        self.prepareGeometryChange()
        self.map_painter.set_map(hexmap)
        self._rect = self.map_painter.scene_rect()
        self.tiles.clear()
        self.tiles.eager_first = hexmap.cols * hexmap.rows <= BIG_MAP_HEXES
        self.update()

    def hexes_changed(self, hexes) -> None:
        """Repaint ``hexes`` (an iterable of `Hex`), or everything for None."""
        hexes = None if hexes is None else list(hexes)
        self.map_painter.hexes_changed(hexes)
        if hexes is None:
            self.tiles.clear()
            self.update()
            return
        hexes = list(hexes)
        if not hexes:
            return
        if len(hexes) > FULL_REPAINT_HEXES:
            self.tiles.clear()
            self.update()
            return
        rects = _merge(self.map_painter.dirty_rects(hexes))
        self.tiles.repaint_rects(rects)
        for r in rects:
            self.update(r)

    def set_show_labels(self, on: bool) -> None:
        """Turn hex labels on or off."""
        if self.map_painter.show_labels != on:
            self.map_painter.show_labels = on
            self.tiles.clear()
            self.update()

    def finish_tiles(self) -> None:
        """Paint every queued tile now (screenshots, tests)."""
        self.tiles.finish()

    # --- QGraphicsItem --------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        lod, smooth = tile_lod(painter)
        self.tiles.draw(painter, option.exposedRect.intersected(self._rect), lod, smooth)
