"""Overlays drawn over the map (scene units, hex size 30).

* `ZoneOverlay` (under the counters): setup zones tinted in their side's
  colour with an outline around each zone, reinforcement entry hexes
  (hatched, ``R<round>`` tag) and victory hexes (a star with the VP).
* `Preview` holds what the checking tools show; `PreviewUnder` draws its
  tints under the counters (visibility fan: visible / not visible; fire
  arc; reachable hexes; validation highlight) and `PreviewOver` draws
  above them (the LOS line, green or red, with blocking hexes and hexsides;
  movement costs in a badge on each reachable hex, beside a counter on an
  occupied hex: `cost_badge_rect`).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from core.hexgrid import Hex
from editor.scenario.fan_tint import FanTint
from editor.scene.map_item import tile_lod
from editor.scene.raster import RASTER_PX
from editor.scene.tile_cache import TileCache


_TEMPLATES: dict = {}


def hex_polygon(layout, h: Hex, shrink: float = 1.0) -> QPolygonF:
    """The polygon of ``h`` (scaled about its centre by ``shrink``): a
    cached hexagon of the layout's shape moved to the hex's centre."""
    key = (layout.orientation, layout.size, shrink)
    tpl = _TEMPLATES.get(key)
    if tpl is None:
        tpl = _TEMPLATES[key] = QPolygonF([QPointF(dx * shrink, dy * shrink)
                                           for dx, dy in (layout.corner_offset(k) for k in range(6))])
    cx, cy = layout.hex_to_pixel(h)
    return tpl.translated(cx, cy)


def _font(px: float, bold: bool = True) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(round(px))
    f.setBold(bold)
    return f


class SceneItem(QGraphicsItem):
    """Base of the passive layers drawn over the map of ``scene`` (a
    `MapScene`) at z-value ``z``: they take no mouse buttons (tools get hex
    events from the scene) and cover the map plus ``margin`` scene units on
    every side, or ``(left, top, right, bottom)``."""

    def __init__(self, scene, z: float, margin: float | tuple[float, float, float, float] = 10):
        super().__init__()
        self._scene = scene
        self._margin = margin if isinstance(margin, tuple) else (margin,) * 4
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.NoButton)
        # paint() gets the exposed rect (not the whole map) so layers draw only what is in view
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        self._rect = QRectF()
        self.refresh()

    @property
    def layout(self):
        return self._scene.layout

    def refresh(self) -> None:
        """Re-read the map size and repaint (after any change)."""
        self.prepareGeometryChange()
        left, top, right, bottom = self._margin
        self._rect = self._scene.map_item.boundingRect().adjusted(-left, -top, right, bottom)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def hexes_in(self, rect: QRectF) -> list:
        """On-map hexes whose drawing may meet scene ``rect`` (to cull a frame)."""
        return self._scene.map_item.map_painter.hexes_in_rect(rect)


class _SetupMarks:
    """Paints a `ZoneOverlay`'s setup marks for its tiles (`TileCache`)."""

    def __init__(self, overlay: "ZoneOverlay"):
        self.overlay = overlay

    def paint(self, p: QPainter, rect: QRectF, lod: float) -> None:
        o = self.overlay
        p.setRenderHint(QPainter.Antialiasing, True)
        paint_setup_marks(p, o.document.scenario, o.layout, o.visible_zones, o.current_zone, o.current_reinforcement,
                          rect)


class ZoneOverlay(SceneItem):
    """Setup zones, entry hexes and victory hexes of ``document.scenario``.
    The zones and entry hexes are drawn from tiles (`TileCache`, progressive
    on a new zoom level) kept while they look the same (`marks_key`): a
    2,000-hex zone's path is not filled and stroked again each frame."""

    def __init__(self, document, scene, markers: bool = False):
        self.document = document
        self.current_zone: str | None = None
        self.current_reinforcement: int | None = None
        self.visible_zones = True
        self.markers = markers  # True: the victory-hex badges, drawn above the counters
        self._tiles = TileCache(_SetupMarks(self), limit=64)
        self._tiles.make_progressive(self.update)
        self._key = None
        super().__init__(scene, 5 if markers else 2)

    def marks_key(self) -> tuple:
        """What the setup marks look like: zones (name, side, hexes), side
        colours, entry hexes, the current zone and reinforcement, the layout."""
        sc = self.document.scenario
        return (id(sc), id(self.layout), self.visible_zones, self.current_zone, self.current_reinforcement,
                tuple((s.id, s.colour) for s in sc.sides),
                tuple((z.name, z.side, len(z.hexes), hash(frozenset(z.hexes))) for z in sc.zones),
                tuple((r.side, r.round, tuple(r.entry_hexes)) for r in sc.reinforcements))

    def refresh(self) -> None:
        """Re-read the map size and repaint (after any change)."""
        if hasattr(self, "_tiles"):
            self._tiles.clear()
        super().refresh()

    def paint(self, p: QPainter, option, widget=None) -> None:
        sc = self.document.scenario
        if self.markers:
            paint_victory_badges(p, sc, self.layout, option.exposedRect)
            return
        key = self.marks_key()
        if key != self._key:
            self._key = key
            self._tiles.clear()
        lod, smooth = tile_lod(p)
        self._tiles.draw(p, option.exposedRect.intersected(self._rect), lod, smooth)


_ZONE_PATHS: dict = {}  # (layout, hexes) -> (fill path, outline path); a few zones' worth
_ZONE_PATHS_LIMIT = 32


def zone_paths(lay, hexes) -> tuple[QPainterPath, QPainterPath]:
    """The fill path (one hexagon per hex) and the simplified outline of a
    set of hexes in the scene units of ``lay``, cached (the outline of a
    2,000-hex zone takes tens of milliseconds to simplify, so frames reuse
    it until the zone or the layout changes)."""
    key = (lay.orientation, lay.stagger, lay.size, tuple(lay.origin), frozenset(hexes))
    got = _ZONE_PATHS.get(key)
    if got is None:
        path = QPainterPath()
        for h in key[-1]:
            path.addPolygon(hex_polygon(lay, h))
            path.closeSubpath()
        got = (path, path.simplified())
        if len(_ZONE_PATHS) >= _ZONE_PATHS_LIMIT:
            _ZONE_PATHS.pop(next(iter(_ZONE_PATHS)))
        _ZONE_PATHS[key] = got
    return got


def prepare_zone_paths(sc, size: float) -> None:
    """Make (and cache) the paths of every setup zone of scenario ``sc`` for
    the editor's layout (hexes of ``size`` scene units): `zone_paths`, on
    the worker thread that opens the file (a `QPainterPath` is plain data,
    fine off the GUI thread), so the first frame does not simplify them."""
    lay = sc.hexmap.layout_for(size)
    for z in sc.zones:
        zone_paths(lay, z.hexes)


def paint_setup_marks(p: QPainter, sc, lay, zones: bool = True, current_zone: str | None = None,
                      current_reinforcement: int | None = None, rect: QRectF | None = None) -> None:
    """Paint the setup zones of scenario ``sc`` (tinted in their side's
    colour, outlined; ``current_zone`` highlighted) and its reinforcement
    entry hexes (hatched, ``R<round>`` tag) with ``p`` in the scene units of
    layout ``lay``.  The editor's `ZoneOverlay` and the print's scenario
    layer (`editor.print.scenario_layer`) both draw with it.  ``rect``
    (scene units): only what meets it is drawn (None: everything)."""
    colours = {s.id: QColor(s.colour) for s in sc.sides}
    if zones:
        for z in sc.zones:
            col = QColor(colours.get(z.side, QColor("#d0d0d0")))
            fill = QColor(col)
            fill.setAlpha(95 if z.name == current_zone else 60)
            path, outline = zone_paths(lay, z.hexes)
            if rect is not None and not outline.controlPointRect().adjusted(-3, -3, 3, 3).intersects(rect):
                continue
            p.setPen(Qt.NoPen)
            p.setBrush(fill)
            p.drawPath(path)
            edge = QPen(col.darker(130) if z.name != current_zone else QColor("#ffe14d"),
                        3.0 if z.name == current_zone else 2.0)
            edge.setStyle(Qt.SolidLine if z.name == current_zone else Qt.DashLine)
            p.setPen(edge)
            p.setBrush(Qt.NoBrush)
            p.drawPath(outline)
    for i, r in enumerate(sc.reinforcements):
        col = QColor(colours.get(r.side, QColor("#d0d0d0")))
        cur = i == current_reinforcement
        brush = QBrush(col, Qt.BDiagPattern)
        p.setPen(QPen(QColor("#ffe14d") if cur else col.darker(140), 2.5 if cur else 1.5))
        for h in r.entry_hexes:
            if rect is not None and not _near(lay, h, rect):
                continue
            poly = hex_polygon(lay, h, 0.86)
            p.setBrush(brush)
            p.drawPolygon(poly)
            cx, cy = lay.hex_to_pixel(h)
            tag = QRectF(cx - 12, cy + 12, 24, 11)
            p.setBrush(QColor(255, 255, 255, 220))
            p.drawRoundedRect(tag, 2, 2)
            p.setFont(_font(8))
            p.setPen(QColor("#111111"))
            p.drawText(tag, Qt.AlignCenter, f"R{r.round}")
            p.setPen(QPen(QColor("#ffe14d") if cur else col.darker(140), 2.5 if cur else 1.5))


def _near(lay, h: Hex, rect: QRectF) -> bool:
    """True when the hex ``h`` (and what is drawn on it, up to a hex size
    around) may meet ``rect``."""
    cx, cy = lay.hex_to_pixel(h)
    s = 2 * lay.size
    return rect.intersects(QRectF(cx - s, cy - s, 2 * s, 2 * s))


def paint_victory_badges(p: QPainter, sc, lay, rect: QRectF | None = None) -> None:
    """A gold-rimmed badge in each victory hex's upper right with the VP
    (owner's colour inside; a dashed rim when scored only at the end), in
    the scene units of layout ``lay``; shared by the editor and the print.
    ``rect`` (scene units): only the badges meeting it (None: all)."""
    colours = {s.id: QColor(s.colour) for s in sc.sides}
    for c in sc.victory.control:
        if rect is not None and not _near(lay, c.hex, rect):
            continue
        cx, cy = lay.hex_to_pixel(c.hex)
        centre = QPointF(cx + 22, cy - 20)
        fill = QColor(colours.get(c.owner)) if c.owner in colours else QColor("#f4f4f4")
        rim = QPen(QColor("#d4a017"), 3.0)
        if c.when == "end":
            rim.setStyle(Qt.DashLine)
        p.setPen(QPen(QColor("#111111"), 5.0))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(centre, 7.5, 7.5)
        p.setPen(rim)
        p.setBrush(fill)
        p.drawEllipse(centre, 7.5, 7.5)
        p.setFont(_font(10))
        p.setPen(QColor("white") if fill.lightness() < 140 else QColor("#111111"))
        p.drawText(QRectF(centre.x() - 9, centre.y() - 8, 18, 16), Qt.AlignCenter, str(c.vp))


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
