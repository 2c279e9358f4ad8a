"""Frame-time rules of the tile cache and the map painter (issue 15): what
a zoom step or a brush dab may leave out must not change a pixel."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core import edits
from core.model import HexMap
from editor.scene.map_item import MapItem, level_scale
from editor.scene.tile_cache import TileCache


class _Tint:
    """A translucent layer: one colour over everything."""

    def paint(self, p, rect, lod):
        p.fillRect(rect, QColor(20, 20, 40, 120))


def _frame(cache: TileCache, lod: float, size: float = 600) -> QImage:
    img = QImage(int(size * lod), int(size * lod), QImage.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.scale(lod, lod)
    cache.draw(p, QRectF(0, 0, size, size), lod)
    p.end()
    return img


def test_a_road_edit_repaints_the_neighbours_road_like_a_fresh_tile(qapp):
    m = HexMap(12, 12, "coh")
    a, b, c = m.parse("0505"), m.parse("0605"), m.parse("0606")
    m.flags[a] = frozenset({"road"})
    m.flags[c] = frozenset({"road"})
    item = MapItem(m)
    lod = level_scale(0)
    item.tiles.tile(lod, 0, 0)
    e = edits.set_flag(m, [b], "road", True)   # b joins a and c: their roads now run to b
    item.hexes_changed(e.hexes())
    assert item.tiles.tile(lod, 0, 0) == MapItem(m).tiles.tile(lod, 0, 0)
    e.apply_to_map(m)                          # undo: the lines towards b go again
    item.hexes_changed(e.hexes())
    assert item.tiles.tile(lod, 0, 0) == MapItem(m).tiles.tile(lod, 0, 0)


def test_a_level_zoomed_through_is_not_painted_to_the_end(qapp):
    cache = TileCache(_Tint())
    cache.make_progressive(lambda r: None)
    _frame(cache, 1.0)                         # the first view, painted at once
    passed = level_scale(-1)
    _frame(cache, passed)                      # queued...
    cache.work(0.0)                            # ...one block painted
    assert cache.pending and {k[0] for k in cache._pending} == {passed}
    now = level_scale(-2)
    _frame(cache, now)                         # the user zoomed on before it was done
    assert {k[0] for k in cache._pending} == {now}
    assert not any(k[0] == passed for k in cache._tiles)   # its half-painted tiles are gone too


def test_only_the_nearest_level_that_covers_stands_in(qapp):
    cache = TileCache(_Tint())
    cache.make_progressive(lambda r: None)
    single = _frame(cache, 1.0).pixelColor(10, 10)
    far = level_scale(-4)
    _frame(cache, far)
    cache.finish()                             # levels 0 and -4 both finished and covering
    shown = _frame(cache, level_scale(-1))     # level -1 queued: one of them stands in, never both
    assert cache.pending
    assert shown.pixelColor(10, 10) == single
    cache.finish()
    assert _frame(cache, level_scale(-1)).pixelColor(10, 10) == single


def test_where_no_level_covers_each_pixel_gets_one_stand_in(qapp):
    cache = TileCache(_Tint())
    cache.make_progressive(lambda r: None)
    single = _frame(cache, 1.0).pixelColor(10, 10)
    far = level_scale(-4)
    _frame(cache, far)
    cache.finish()
    del cache._tiles[(1.0, 1, 1)]              # level 0 now covers the view but for one corner
    lod = level_scale(-1)
    shown = _frame(cache, lod)                 # level -1 queued: level 0 where it has tiles, level -4 in the corner
    assert cache.pending
    assert shown.pixelColor(10, 10) == single                               # level 0 alone, not over level -4
    corner = int(560 * lod)
    assert shown.pixelColor(corner, corner) == single                       # level -4 alone
