"""High-DPI: at device pixel ratio 2 the map tiles are painted at twice the
zoom and blitted 1:1 onto the device pixels (not drawn at ratio 1 and
stretched, which blurs)."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core.model import HexMap
from editor.scene.map_item import MapItem


def _draw(item: MapItem, ratio: float) -> QImage:
    img = QImage(int(300 * ratio), int(200 * ratio), QImage.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(0)
    p = QPainter(img)
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = QRectF(0, 0, 300, 200)
    item.paint(p, opt)
    p.end()
    return img


def test_tiles_follow_the_device_pixel_ratio(qapp):
    m = HexMap(8, 6, "coh")
    m.terrain[m.parse("0203")] = "woods"
    item = MapItem(m)
    _draw(item, 1.0)
    assert {k[0] for k in item.tiles._tiles} == {1.0}
    item.tiles.clear()
    sharp = _draw(item, 2.0)
    assert {k[0] for k in item.tiles._tiles} == {2.0}   # tiles at the device's pixels
    # the same picture as painting the map at zoom 2 directly, pixel for pixel
    ref = QImage(600, 400, QImage.Format_ARGB32_Premultiplied)
    ref.fill(0)
    p = QPainter(ref)
    p.setRenderHint(QPainter.TextAntialiasing)
    p.scale(2, 2)
    item.map_painter.paint(p, QRectF(0, 0, 300, 200), 2.0)
    p.end()
    same = sum(sharp.pixel(x, y) == ref.pixel(x, y) for x in range(0, 600, 7) for y in range(0, 400, 7))
    assert same >= 0.97 * (86 * 58)
