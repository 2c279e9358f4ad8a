"""A tile its drawing does not meet is never made (issue 15: a map fitting
the window met nine 512 x 512 tiles, five of them off the map; a setup
zone meets a few tiles of a big map): no image, no queue, and the frame
shows the same pixels as with every tile made."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core.model import HexMap
from editor.scene.map_item import MapItem, level_scale
from editor.scene.tile_cache import TILE, TileCache


def _frame(item, scale: float, rect: QRectF) -> QImage:
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


def _whole_tiles(m: HexMap) -> MapItem:
    """A map item whose tiles are whole `TILE` squares (no bounds)."""
    item = MapItem(m)
    item.tiles.schedule = None

    class _NoBounds:
        def __init__(self, painter):
            self.paint = painter.paint
    item.tiles.map_painter = _NoBounds(item.map_painter)
    return item


def test_tiles_off_the_map_are_not_made_and_the_frame_is_the_same(qapp):
    m = HexMap(60, 50, "coh")
    for k, h in enumerate(m.hexes()):
        if k % 7 == 0:
            m.terrain[h] = "woods"
    for level in (-16, -12, -6):   # a colour per hex by pixel, and the drawing with lines
        scale = level_scale(level)
        item = MapItem(m)
        item.tiles.schedule = None
        rect = item.boundingRect().adjusted(-3000, -2000, 4000, 3000)   # the map and room around it
        shown = _frame(item, scale, rect)
        assert shown == _frame(_whole_tiles(m), scale, rect)
        keys = set(item.tiles._tiles)
        cols, rows = TileCache.tile_range(rect, scale)
        on_map = {(scale, i, j) for i in cols for j in rows
                  if TileCache.tile_rect(scale, i, j).intersects(item.map_painter.paint_bounds(scale))}
        assert keys == on_map and len(keys) < len(cols) * len(rows)   # the tiles off the map were not made
        assert all(img.width() == TILE and img.height() == TILE for img in item.tiles._tiles.values())
        if level == -16:   # a colour per hex: the map's own hexes, none of the margin tiles above and left
            assert all(i >= 0 and j >= 0 for _, i, j in keys)


def test_a_fan_and_setup_zones_make_only_their_tiles(qapp):
    from editor.scenario.fan_tint import FanTint
    m = HexMap(80, 60, "coh")
    lay = m.layout_for(30.0)
    origin = m.layout.from_offset(40, 30)
    vis = {h: (h[0] + h[1]) % 3 != 0 for h in m.hexes() if m.layout.to_offset(h)[0] in range(34, 47)
           and m.layout.to_offset(h)[1] in range(25, 36)}
    tint = FanTint(lay, m.cols, m.rows, origin, vis, MapItem(m).map_painter.hexes_in_rect)
    for level in (-14, -6, 0):
        scale = level_scale(level)
        everything = MapItem(m).boundingRect()
        tint.images.clear()
        tint.render(everything, scale, limit=10_000)
        cols, rows = TileCache.tile_range(everything, scale)
        assert 0 < len(tint.images) < len(cols) * len(rows)
        plain = TileCache(type("Plain", (), {"paint": tint.paint})())
        for (lod, i, j), img in tint.images.items():
            whole = QImage(TILE, TILE, QImage.Format_ARGB32_Premultiplied)
            whole.fill(0)
            plain.paint_tile(whole, lod, i, j)
            assert img == whole
        for i in cols:   # the tiles left out are empty
            for j in rows:
                if (scale, i, j) not in tint.images:
                    whole = QImage(TILE, TILE, QImage.Format_ARGB32_Premultiplied)
                    whole.fill(0)
                    plain.paint_tile(whole, scale, i, j)
                    blank = QImage(TILE, TILE, QImage.Format_ARGB32_Premultiplied)
                    blank.fill(0)
                    assert whole == blank, (level, i, j)


def test_an_edit_repaints_an_edge_tile_like_a_fresh_one(qapp):
    m = HexMap(30, 20, "coh")
    item = MapItem(m)
    item.tiles.schedule = None
    scale = level_scale(-8)
    rect = item.boundingRect().adjusted(-200, -200, 200, 200)
    _frame(item, scale, rect)
    edge = m.layout.from_offset(m.cols - 1, m.rows - 1)
    m.terrain[edge] = "woods"
    item.hexes_changed([edge])
    fresh = MapItem(m)
    fresh.tiles.schedule = None
    assert _frame(item, scale, rect) == _frame(fresh, scale, rect)


def test_setup_zone_tiles_are_made_only_around_the_zones(qtbot, tmp_path, monkeypatch):
    from editor.scenario import overlays
    from tests.editor.scenario_helpers import scenario_window
    w = scenario_window(qtbot, tmp_path)
    sc = w.document.scenario
    assert sc.zones
    overlay = next(it for it in w.scene.items() if isinstance(it, overlays.ZoneOverlay) and not it.markers)
    rect = overlay.boundingRect()
    frames = []
    for bounded in (True, False):
        if not bounded:
            monkeypatch.delattr(overlays._SetupMarks, "paint_bounds")
        overlay._tiles.clear()
        overlay._tiles.schedule = None
        for level in (-8, -2):
            frames.append(_frame(overlay, level_scale(level), rect))
        frames.append(len(overlay._tiles))
    assert frames[:2] == frames[3:5]
    assert frames[2] < frames[5]
