"""`TemplateLayer`: the bombardment and smoke templates of a live playtest
drawn over the map's hexes (tng_fow.md B.4, B.2).

It reads the templates from the play engine (the hook ``map_templates(state)``
through `core.play.costs.engine_hook`: dicts with ``kind`` ``bombard`` or
``smoke``, ``hexes`` and ``aim`` labels, ``ranged``) of the shown state of
``window.playtest.session``, so it draws nothing outside a playtest or for
an engine without templates.  Smoke: a grey veil over each hex; a
bombardment: a red tint and outline (dashed while it is still ranging in),
a cross on the aimed hex; a small tag names the template.  It repaints with
the playtest's unit layer, which covers the same map (scene units, hex
size 30).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from core.errors import HexwrightError
from core.play.costs import engine_hook
from editor.scenario.overlays import SceneItem

STYLE = {"smoke": (QColor(240, 240, 240, 170), QColor("#4a4a4a")),
         "bombard": (QColor(214, 40, 40, 70), QColor("#b71c1c"))}


def _font(px: float) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    return f


class TemplateLayer(SceneItem):
    """The templates of the playtest shown in ``window`` (module doc)."""

    def __init__(self, window):
        self.window = window
        super().__init__(window.scene, 4.6, margin=10)

    def templates(self) -> list[dict]:
        """The templates of the shown playtest state ([] when none)."""
        mode = getattr(self.window, "playtest", None)
        session = getattr(mode, "session", None)
        if session is None:
            return []
        st = session.shown_state()
        hook = engine_hook(st, "map_templates")
        return list(hook(st)) if hook else []

    def paint(self, p: QPainter, option, widget=None) -> None:
        try:
            tps = self.templates()
        except HexwrightError:
            return
        if not tps:
            return
        hm = self.window.document.hexmap
        lay = self.layout
        p.setRenderHint(QPainter.Antialiasing)
        for tp in tps:
            fill, edge = STYLE.get(tp.get("kind"), STYLE["bombard"])
            pen = QPen(edge, 1.6, Qt.DashLine if tp.get("ranged") is None else Qt.SolidLine)
            p.setPen(pen)
            p.setBrush(fill)
            for lab in tp.get("hexes", []):
                h = hm.parse(lab)
                p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in lay.corners(h)]))
            aim = hm.parse(tp["aim"])
            x, y = lay.hex_to_pixel(aim)
            if tp.get("kind") == "bombard":
                p.setPen(QPen(edge, 2.2))
                p.drawLine(QPointF(x - 7, y - 7), QPointF(x + 7, y + 7))
                p.drawLine(QPointF(x - 7, y + 7), QPointF(x + 7, y - 7))
            text = (QCoreApplication.translate("TemplateLayer", "smoke") if tp.get("kind") == "smoke"
                    else QCoreApplication.translate("TemplateLayer", "bombardment"))
            p.setFont(_font(8))
            r = QRectF(x - 36, y - 26, 72, 11)
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(255, 255, 255, 215))
            p.drawRoundedRect(r, 3, 3)
            p.setPen(edge)
            p.drawText(r, Qt.AlignCenter, text)
