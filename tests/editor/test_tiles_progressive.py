"""Tiles of a new zoom level are painted between frames (issue 15): the old
level stands in, the queued tiles are painted block by block, and the
finished tiles equal tiles painted in one go."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from core.model import HexMap
from editor.scene.map_item import MapItem, level_scale
from editor.scene.tile_cache import BLOCK, TILE


def _frame(item: MapItem, scale: float, rect: QRectF) -> QImage:
    """Paint ``rect`` of the item at ``scale`` as a view would (one frame)."""
    from PySide6.QtWidgets import QStyleOptionGraphicsItem
    img = QImage(int(rect.width() * scale) + 1, int(rect.height() * scale) + 1, QImage.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.scale(scale, scale)
    p.translate(-rect.left(), -rect.top())
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = rect
    item.paint(p, opt)
    p.end()
    return img


def test_a_new_zoom_level_is_queued_with_the_old_level_standing_in(qapp):
    m = HexMap(30, 30, "coh")
    m.terrain[m.parse("0505")] = "woods"
    item = MapItem(m)
    rect = QRectF(0, 0, 900, 700)
    _frame(item, level_scale(0), rect)          # first view: painted at once, nothing queued
    assert item.tiles.pending == 0 and len(item.tiles) > 0
    lod = level_scale(-2)
    shown = _frame(item, lod, rect)             # zoom out a step: level 0 stands in, level -2 is queued
    queued = item.tiles.pending
    assert queued > 0
    assert shown.pixelColor(shown.width() // 3, shown.height() // 3).alpha() == 255   # not a hole
    rects = item.tiles.work(0.0)                # one strip per call at least
    assert len(rects) == 1 and abs(rects[0].height() - BLOCK / lod) < 1e-6 and abs(rects[0].width() - BLOCK / lod) < 1e-6
    item.finish_tiles()
    assert item.tiles.pending == 0
    fresh = MapItem(m)
    for (tl, i, j) in [k for k in item.tiles._tiles if k[0] == lod]:
        assert item.tiles.tile(tl, i, j) == fresh.tiles.tile(tl, i, j)
    assert TILE % BLOCK == 0


def test_without_a_scheduler_tiles_are_painted_at_once(qapp):
    m = HexMap(12, 12, "coh")
    item = MapItem(m)
    item.tiles.schedule = None
    rect = QRectF(0, 0, 500, 400)
    _frame(item, level_scale(0), rect)
    _frame(item, level_scale(-3), rect)
    assert item.tiles.pending == 0


class _Tint:
    """A translucent layer: one colour over everything."""

    def paint(self, p, rect, lod):
        from PySide6.QtGui import QColor
        p.fillRect(rect, QColor(20, 20, 40, 120))


def test_a_translucent_layer_is_never_drawn_twice_while_its_blocks_come_in(qapp):
    from editor.scene.tile_cache import TileCache
    cache = TileCache(_Tint())
    cache.make_progressive(lambda r: None)
    rect = QRectF(0, 0, 600, 600)

    def frame(lod):
        img = QImage(int(600 * lod), int(600 * lod), QImage.Format_ARGB32_Premultiplied)
        img.fill(0)
        p = QPainter(img)
        p.scale(lod, lod)
        cache.draw(p, rect, lod)
        p.end()
        return img

    whole = frame(1.0)                       # painted at once: the first view
    lod = level_scale(-1)
    frame(lod)                               # queued, level 0 stands in
    cache.work(0.0)                          # one block of the new level
    shown = frame(lod)
    inside, outside = shown.pixelColor(5, 5), shown.pixelColor(300, 300)   # in the painted block; stand-in
    assert inside == outside == whole.pixelColor(5, 5)
