"""The setup overlay drawn over the map (scene units, hex size 30).

* `ZoneOverlay` (under the counters): setup zones tinted in their side's
  colour with an outline around each zone, reinforcement entry hexes
  (hatched, ``R<round>`` tag) and victory hexes (a star with the VP);
  `paint_setup_marks` and `paint_victory_badges` are shared with the print.

The checking tools' overlays (`Preview`, `PreviewUnder`, `PreviewOver`,
`paint_tints`, `paint_fan_origin`, `cost_badge_rect`) live in
`editor.scenario.preview_items`, the layers' base (`SceneItem`,
`hex_polygon`) in `editor.scenario.scene_items`; both are importable from
here as before.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from core.hexgrid import Hex
from editor.scenario.preview_items import (  # noqa: F401  (their home before the split)
    COST_TEXT_PX, Preview, PreviewOver, PreviewUnder, cost_badge_rect, paint_fan_origin, paint_tints)
from editor.scenario.scene_items import SceneItem, _font, hex_polygon  # noqa: F401  (SceneItem: the layers' base)
from editor.scene.map_item import tile_lod
from editor.scene.tile_cache import TileCache


class _SetupMarks:
    """Paints a `ZoneOverlay`'s setup marks for its tiles (`TileCache`)."""

    def __init__(self, overlay: "ZoneOverlay"):
        self.overlay = overlay

    def paint_bounds(self, lod: float) -> list[QRectF]:
        """Where the marks may show (scene rects): around each zone drawn
        (its outline, grown by the widest pen and a device pixel) and each
        reinforcement's entry hexes, inside the overlay's own rect (the tile
        cache makes no image for the rest: most of a big map has no mark)."""
        o = self.overlay
        sc = o.document.scenario
        out = []
        if o.visible_zones:
            g = 3.0 + 2.0 / lod
            out += [zone_paths(o.layout, z.hexes)[1].controlPointRect().adjusted(-g, -g, g, g)
                    for z in sc.zones if z.hexes]
        s = 2 * o.layout.size   # as `_near`
        for r in sc.reinforcements:
            entry = QRectF()
            for h in r.entry_hexes:
                cx, cy = o.layout.hex_to_pixel(h)
                entry = entry.united(QRectF(cx - s, cy - s, 2 * s, 2 * s))
            out.append(entry)
        own = o.boundingRect()
        return [r.intersected(own) for r in out]

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
            _path, outline = zone_paths(lay, z.hexes)
            if rect is not None and not outline.controlPointRect().adjusted(-3, -3, 3, 3).intersects(rect):
                continue
            # filled by its outline: the same pixels as the hexagons' path (its union, odd-even: holes stay
            # open), but a few hundred edges instead of 12,000 (a 2,000-hex zone cost 4-7 ms per tile block)
            p.setPen(Qt.NoPen)
            p.setBrush(fill)
            p.drawPath(outline)
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
