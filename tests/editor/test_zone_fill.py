"""A setup zone is filled by its outline (issue 15: a 2,000-hex zone's
hexagon path cost 4-7 ms per tile): the same pixels as the path of its
hexagons, holes and separate pieces included."""
import random

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from core.model import HexMap
from editor.scenario.overlays import zone_paths


def _fill(path, lod: float, rect: QRectF) -> QImage:
    img = QImage(int(rect.width() * lod) + 1, int(rect.height() * lod) + 1, QImage.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing, True)
    p.scale(lod, lod)
    p.translate(-rect.left(), -rect.top())
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(200, 40, 40, 60))
    p.drawPath(path)
    p.end()
    return img


def test_a_zones_outline_fills_the_pixels_of_its_hexagons(qapp):
    rnd = random.Random(4)
    for orientation in ("flat", "pointy"):
        m = HexMap(24, 20, "coh", orientation=orientation)
        lay = m.layout_for(30.0)
        ring = {h for h in m.hexes() if 2 <= m.layout.to_offset(h)[0] <= 9 and 3 <= m.layout.to_offset(h)[1] <= 11}
        ring -= {m.layout.from_offset(5, 6), m.layout.from_offset(5, 7), m.layout.from_offset(6, 7)}   # a hole
        scattered = set(rnd.sample(sorted(m.hexes()), 90))                                             # pieces
        for hexes in (ring, scattered, ring | scattered):
            path, outline = zone_paths(lay, hexes)
            rect = path.controlPointRect().adjusted(-20, -20, 20, 20)
            for lod in (1 / 16, 0.3, 1.0):
                assert _fill(outline, lod, rect) == _fill(path, lod, rect), (orientation, lod, len(hexes))
