"""Triumph & Glory overlays (scene units, hex size 30), drawn only for tng
scenarios; the data comes from `editor.tng.analysis`.

* `TngUnder` (under the counters): commanders' Orders Range (tinted in the
  side's colour with an outline), the ZOC of one side (hatched), the
  selected gun's Effective (solid) and Maximum (pale) range bands with the
  hexes it cannot see crossed out, and the selected unit's movement reach.
* `TngOver` (over the counters): on every counter its place in the stack
  (``1`` = top, tng 6.24) and a tag with its brigade / activation group;
  movement costs (MP) on reachable hexes, red where an enemy ZOC stops it.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from editor.scenario.overlays import SceneItem, hex_polygon


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


class TngView:
    """What the tng overlays show now (set by `editor.tng.install.TngUi`)."""

    def __init__(self):
        self.zoc_side: str | None = None
        self.zoc: set = set()
        self.ranges: list = []  # (commander id, side, hex, hexes)
        self.show_ranges = True
        self.bands: dict | None = None
        self.moves: dict = {}
        self.stops: set = set()
        self.stack: dict = {}
        self.tags: dict = {}


class TngUnder(SceneItem):
    """Tints under the counters (module doc)."""

    def __init__(self, view: TngView, document, scene):
        self.view = view
        self.document = document
        super().__init__(scene, 2.5)

    def _region(self, hexes, shrink=1.0) -> QPainterPath:
        path = QPainterPath()
        for h in hexes:
            path.addPolygon(hex_polygon(self.layout, h, shrink))
        return path.simplified()

    def paint(self, p: QPainter, option, widget=None) -> None:
        v, lay = self.view, self.layout
        colours = {s.id: QColor(s.colour) for s in self.document.scenario.sides}
        if v.show_ranges:
            for _cid, side, _h, hexes in v.ranges:
                col = QColor(colours.get(side, QColor("#808080")))
                fill = QColor(col)
                fill.setAlpha(50)
                pen = QPen(QColor("#c98a00"), 3.2, Qt.DashLine)  # gold dashes: unlike the ZOC hatching
                pen.setDashPattern([3, 2])
                p.setPen(pen)
                p.setBrush(fill)
                p.drawPath(self._region(hexes))
        if v.zoc_side is not None and v.zoc:
            col = QColor(colours.get(v.zoc_side, QColor("#808080")))
            brush = QBrush(col.darker(110), Qt.BDiagPattern)
            p.setPen(QPen(col.darker(130), 1.2))
            for h in v.zoc:
                p.setBrush(QColor(col.red(), col.green(), col.blue(), 55))
                p.drawPolygon(hex_polygon(lay, h, 0.92))
                p.setBrush(brush)
                p.drawPolygon(hex_polygon(lay, h, 0.92))
        if v.bands:
            for key, colour in (("effective", QColor(255, 120, 0, 110)), ("maximum", QColor(255, 200, 0, 70))):
                p.setPen(Qt.NoPen)
                p.setBrush(colour)
                for h in v.bands[key]:
                    p.drawPolygon(hex_polygon(lay, h, 0.96))
            p.setPen(QPen(QColor(90, 90, 90, 200), 2.0))
            for h in v.bands["unseen"]:
                cx, cy = lay.hex_to_pixel(h)
                p.drawLine(QPointF(cx - 9, cy - 9), QPointF(cx + 9, cy + 9))
                p.drawLine(QPointF(cx - 9, cy + 9), QPointF(cx + 9, cy - 9))
        if v.moves:
            p.setPen(Qt.NoPen)
            for h in v.moves:
                p.setBrush(QColor(200, 40, 40, 70) if h in v.stops else QColor(40, 120, 220, 70))
                p.drawPolygon(hex_polygon(lay, h, 0.9))


class TngOver(SceneItem):
    """Stack numbers, brigade/group tags and movement costs (module doc)."""

    def __init__(self, view: TngView, document, unit_layer, scene):
        self.view = view
        self.document = document
        self.unit_layer = unit_layer
        super().__init__(scene, 5.5)

    def paint(self, p: QPainter, option, widget=None) -> None:
        v, lay = self.view, self.layout
        for u in self.unit_layer.visible_units():
            r = self.unit_layer.counter_rect(u)
            c = r.center()
            place = v.stack.get(u.id)
            if place is not None and place[1] > 1:
                # "place/size" down the right edge: one tab per unit, clear of the others
                tab = QRectF(r.right() - 9, r.top() - 3 + (place[0] - 1) * 10, 15, 9)
                p.setPen(QPen(QColor("#111111"), 0.8))
                p.setBrush(QColor("#fff3b0"))
                p.drawRoundedRect(tab, 3, 3)
                p.setFont(_font(7))
                p.setPen(QColor("#111111"))
                p.drawText(tab, Qt.AlignCenter, f"{place[0]}/{place[1]}")
            tag = v.tags.get(u.id)
            if tag:
                f = _font(6.5, False)
                fm = QFontMetricsF(f)
                w = min(fm.horizontalAdvance(tag) + 4, r.width())  # within the hex, under its counter
                box = QRectF(c.x() - w / 2, r.bottom() + 0.5, w, 8.5)
                p.setPen(Qt.NoPen)
                p.setBrush(QColor(255, 255, 255, 200))
                p.drawRect(box)
                p.setFont(f)
                p.setPen(QColor("#222222"))
                p.drawText(box, Qt.AlignCenter, fm.elidedText(tag, Qt.ElideRight, w - 2))
        if v.moves:
            p.setFont(_font(10))
            occupied = {u.hex for u in self.unit_layer.visible_units()}
            for h, cost in v.moves.items():
                cx, cy = lay.hex_to_pixel(h)
                # beside a counter (left edge) so its stats stay readable
                box = QRectF(cx - 31, cy - 6, 14, 11) if h in occupied else QRectF(cx - 9, cy + 12, 18, 11)
                p.setPen(Qt.NoPen)
                p.setBrush(QColor("#b71c1c") if h in v.stops else QColor("#0d47a1"))
                p.drawRoundedRect(box, 3, 3)
                p.setPen(QColor("white"))
                p.drawText(box, Qt.AlignCenter, f"{cost:g}")
