"""`BalanceHeatmap`: a map layer showing a balance report's per-hex
heatmap: each hex tinted red by the units that died there (the darkest
hex has the most deaths), its count written in it, and the objective hexes
ringed in the colour of the side that held them most often at the end.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from editor.scenario.overlays import SceneItem, hex_polygon


class BalanceHeatmap(SceneItem):
    """See module doc; ``set_report(report or None)`` changes what it shows."""

    def __init__(self, scene, document):
        self.document = document
        self.report: dict | None = None
        super().__init__(scene, 4.5)
        self.setVisible(False)

    def set_report(self, report: dict | None) -> None:
        """Show ``report``'s heatmaps (None: nothing)."""
        self.report = report
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        rep = self.report
        if not rep:
            return
        hm, lay = self.document.hexmap, self.layout
        deaths = rep["heatmaps"]["deaths"]
        top = max(deaths.values(), default=0)
        f = QFont("DejaVu Sans")
        f.setPixelSize(max(8, round(lay.size * 0.45)))
        f.setBold(True)
        p.setFont(f)
        for lab, n in deaths.items():
            try:
                h = hm.parse(lab)
            except Exception:  # a report of another map: skip what is off this one
                continue
            poly = hex_polygon(lay, h, 0.92)
            p.setPen(Qt.NoPen)
            p.setBrush(QBrush(QColor(200, 20, 20, int(40 + 170 * n / top))))
            p.drawPolygon(poly)
            p.setPen(QPen(QColor("white")))
            p.drawText(poly.boundingRect(), Qt.AlignCenter, str(n))
        colours = {s.id: s.colour for s in self.document.scenario.sides}
        for lab, rows in rep["heatmaps"]["objectives"].items():
            try:
                h = hm.parse(lab)
            except Exception:
                continue
            last = rows[-1] if rows else {}
            owner = max(last, key=last.get) if last else None
            pen = QPen(QColor(colours.get(owner, "#444444")), max(2.0, lay.size * 0.12))
            p.setPen(pen)
            p.setBrush(Qt.NoBrush)
            p.drawPolygon(hex_polygon(lay, h, 0.8))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return super().boundingRect()
