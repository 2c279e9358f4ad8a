"""The checking tools' overlays (scene units, hex size 30).

`Preview` holds what the checking tools show; `PreviewUnder` draws its
tints under the counters (visibility fan: visible / not visible, from
tiles; fire arc; reachable hexes; validation highlight) and `PreviewOver`
draws above them (the LOS line, green or red, with blocking hexes and
hexsides; movement costs in a badge on each reachable hex, beside a
counter on an occupied hex: `cost_badge_rect`).  `paint_tints` and
`paint_fan_origin` are shared with ``hexwright render``
(`editor.render_overlays`).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from core.hexgrid import Hex
from editor.scenario.fan_tint import FanTint
from editor.scenario.scene_items import SceneItem, _font, hex_polygon
from editor.scene.map_item import tile_lod
from editor.scene.raster import RASTER_PX
from editor.scene.tile_cache import TileCache


class Preview:
    """What the checking tools show (plain data; set fields, then call
    ``changed()`` on the owner).  ``los``: ``(a, b, LosResult)`` or None;
    ``fan``: ``(origin, {hex: visible})`` or None (``fan_tint``: its
    `editor.scenario.fan_tint.FanTint`, optional); ``costs``: ``{hex: cost}``
    of the movement preview; ``arc``: set of hexes; ``highlight``: hexes a
    validation entry names."""

    def __init__(self):
        self.reset()

    def reset(self) -> None:
        """Show nothing."""
        self.los = None
        self.los_origin: Hex | None = None
        self.fan = None
        self.fan_tint = None  # the fan's `FanTint` (tint table, tiles) when its worker made one
        self.costs: dict = {}
        self.cost_unit: str = ""
        self.arc: set = set()
        self.highlight: tuple = ()


class PreviewUnder(SceneItem):
    """Tints of a `Preview` (under the counters).  The visibility fan's
    tint is drawn from tiles (`editor.scene.tile_cache.TileCache`) kept
    while ``preview.fan`` is the same object: a frame after a brush dab
    blits them instead of drawing a polygon per hex in view."""

    def __init__(self, preview: Preview, scene):
        self.preview = preview
        self._fan_tiles = TileCache(None, limit=64)
        self._fan_tiles.make_progressive(self.update)   # a new zoom level: the last one stands in
        self._fan_key = None
        super().__init__(scene, 3)

    def fan_tint(self) -> FanTint:
        """The `FanTint` of the preview's fan: the one the fan's worker made
        (``preview.fan_tint``) when it belongs to this fan, else made now."""
        origin, vis = self.preview.fan
        given = getattr(self.preview, "fan_tint", None)
        if given is not None and given.vis is vis:
            return given
        mp = self._scene.map_item.map_painter
        return FanTint(self.layout, mp.hexmap.cols, mp.hexmap.rows, origin, vis, mp.hexes_in_rect)

    def refresh(self) -> None:
        """Re-read the map size and repaint (after any change)."""
        if hasattr(self, "_fan_tiles"):
            self._fan_tiles.clear()
        super().refresh()

    def paint(self, p: QPainter, option, widget=None) -> None:
        pv = self.preview
        lay = self.layout
        p.setPen(Qt.NoPen)
        if pv.fan is not None:
            key = (id(pv.fan), pv.fan[1] is not None and id(pv.fan[1]), id(lay))
            if key != self._fan_key:   # a new fan: its tint, and the tiles its worker painted
                self._fan_key = key
                self._fan_tiles.clear()
                tint = self._fan_tiles.map_painter = self.fan_tint()
                for (lod, i, j), img in tint.images.items():
                    self._fan_tiles.adopt(lod, i, j, img)
            lod, smooth = tile_lod(p)
            self._fan_tiles.draw(p, option.exposedRect.intersected(self._rect), lod, smooth)
            paint_fan_origin(p, option, lay, pv.fan[0])
        elif self._fan_key is not None:
            self._fan_key = None
            self._fan_tiles.clear()
        paint_tints(p, option, lay, pv)


def paint_fan_origin(p: QPainter, option, lay, origin: Hex) -> None:
    """The fan's origin outlined (yellow), when hexes are big enough on screen."""
    if option.levelOfDetailFromTransform(p.worldTransform()) * lay.size >= RASTER_PX:
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(QColor("#ffe14d"), 3))
        p.drawPolygon(hex_polygon(lay, origin, 0.9))
        p.setPen(Qt.NoPen)


def paint_tints(p: QPainter, option, lay, pv: Preview) -> None:
    """A `Preview`'s tints other than the fan (painted from tiles by
    `PreviewUnder`): the arc, the movement preview and its edge, LOS
    blockers and validation highlights, in scene units of ``lay``."""
    if pv.arc:
        path = QPainterPath()
        for h in pv.arc:
            path.addPolygon(hex_polygon(lay, h))
            path.closeSubpath()
        p.setBrush(QBrush(QColor(255, 110, 0, 150), Qt.FDiagPattern))
        p.drawPath(path)
        p.setBrush(QColor(255, 110, 0, 45))
        p.drawPath(path)
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(QColor(230, 90, 0), 2.5))
        p.drawPath(path.simplified())
        p.setPen(Qt.NoPen)
    if pv.costs:
        p.setBrush(QColor(60, 150, 255, 55))
        exposed = option.exposedRect.adjusted(-lay.size, -lay.size, lay.size, lay.size)
        area = QPainterPath()
        for h in pv.costs:
            if exposed.contains(QPointF(*lay.hex_to_pixel(h))):
                p.drawPolygon(hex_polygon(lay, h))
                area.addPolygon(hex_polygon(lay, h))
                area.closeSubpath()
        edge = QPen(QColor("#0b3d91"), 2.0)   # the edge of what the unit can reach
        edge.setCosmetic(True)
        p.setPen(edge)
        p.setBrush(Qt.NoBrush)
        p.drawPath(area.simplified())
        p.setPen(Qt.NoPen)
    if pv.los is not None:
        p.setBrush(QColor(230, 40, 40, 90))
        for h in pv.los[2].blocking_hexes:
            p.drawPolygon(hex_polygon(lay, h, 0.92))
    if pv.highlight:
        p.setBrush(QColor(255, 40, 200, 60))
        p.setPen(QPen(QColor(255, 40, 200), 3))
        for h in pv.highlight:
            p.drawPolygon(hex_polygon(lay, h, 0.94))


def cost_badge_rect(layout, h: Hex, occupied: bool, text_width: float = 0.0) -> QRectF:
    """Scene rect of the movement-cost badge of hex ``h``: at the hex
    centre when no counter is there; on an occupied hex, in the strip
    between the counter (the inscribed square, `counters.counter_size`)
    and the hex's right corner (flat) or right side (pointy), clear of the
    counter's name and stats, the hex label (bottom) and the
    fortification/elevation badge (left).  ``text_width`` (scene units)
    widens the badge for long numbers."""
    from editor.scenario.counters import counter_size
    s = layout.size
    cx, cy = layout.hex_to_pixel(h)
    if not occupied:
        w = max(0.73 * s, text_width + 6)
        return QRectF(cx - w / 2, cy - 0.23 * s, w, 0.46 * s)
    edge = counter_size(s) / 2
    outer = s if layout.orientation == "flat" else s * 0.866
    w = max(0.3 * s, text_width + 3)
    mid = (edge + outer) / 2
    return QRectF(cx + mid - w / 2, cy - 0.21 * s, w, 0.42 * s)


COST_TEXT_PX = 18   # hexes smaller than this on screen (centre to corner) show the reach tint only


class PreviewOver(SceneItem):
    """LOS line and movement-cost badges of a `Preview` (over the counters)."""

    def __init__(self, preview: Preview, scene):
        self.preview = preview
        self.occupied: set = set()  # hexes with counters (badges go beside them)
        super().__init__(scene, 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        pv = self.preview
        lay = self.layout
        if pv.costs and option.levelOfDetailFromTransform(p.worldTransform()) * lay.size >= COST_TEXT_PX:
            # plain numbers, no boxes: the tint and its edge show the reach, the number the cost;
            # a hex with a counter shows its cost in the strip beside the counter
            exposed = option.exposedRect.adjusted(-lay.size, -lay.size, lay.size, lay.size)
            p.setBrush(Qt.NoBrush)
            for h, c in pv.costs.items():
                if not exposed.contains(QPointF(*lay.hex_to_pixel(h))):
                    continue
                txt = f"{c:g}"
                occupied = h in self.occupied
                f = _font(0.3 * lay.size if occupied else 0.36 * lay.size)
                p.setFont(f)
                box = cost_badge_rect(lay, h, occupied, QFontMetricsF(f).horizontalAdvance(txt))
                p.setPen(QColor(255, 255, 255, 200))
                p.drawText(box.translated(0.8, 0.8), Qt.AlignCenter, txt)
                p.setPen(QColor("#0b3d91"))
                p.drawText(box, Qt.AlignCenter, txt)
        if pv.los_origin is not None and pv.los is None:
            p.setPen(QPen(QColor("#ffe14d"), 3))
            p.setBrush(Qt.NoBrush)
            p.drawPolygon(hex_polygon(lay, pv.los_origin, 0.9))
        if pv.los is not None:
            a, b, res = pv.los
            colour = QColor(40, 200, 60) if res.clear else QColor(230, 40, 40)
            for h in res.blocking_hexes:
                p.setPen(QPen(QColor(230, 40, 40), 3))
                p.setBrush(Qt.NoBrush)
                p.drawPolygon(hex_polygon(lay, h, 0.92))
            for side in res.blocking_hexsides:
                h1, h2 = side.a, side.b
                d = lay.direction_to(h1, h2)
                (ax, ay), (bx, by) = lay.side_endpoints(h1, d)
                p.setPen(QPen(QColor(230, 40, 40), 6, Qt.SolidLine, Qt.RoundCap))
                p.drawLine(QPointF(ax, ay), QPointF(bx, by))
            pa, pb = QPointF(*lay.hex_to_pixel(a)), QPointF(*lay.hex_to_pixel(b))
            p.setPen(QPen(QColor(0, 0, 0, 160), 5, Qt.SolidLine, Qt.RoundCap))
            p.drawLine(pa, pb)
            p.setPen(QPen(colour, 3, Qt.SolidLine, Qt.RoundCap))
            p.drawLine(pa, pb)
            p.setBrush(Qt.NoBrush)
            for pt in (pa, pb):  # rings, so the counters under the ends stay readable
                p.setPen(QPen(QColor("#111111"), 4))
                p.drawEllipse(pt, 6, 6)
                p.setPen(QPen(colour, 2))
                p.drawEllipse(pt, 6, 6)
