"""`HexBadgeLayer`: keeps a hex's fortification and elevation readable when
counters cover its centre.

The map draws a fortification symbol at the hex centre and the elevation
mark (``+1``) at the bottom, both under the counters.  For every hex with a
drawn unit (``unit_layer.visible_units()``) and a fortification or a
non-zero elevation, this layer, just above the unit layer, draws a small
badge, a narrow column just left of a lone counter (over the hex's left
corner): a pale rounded plate with the fortification symbol
(`draw_fortification`, catalogue colour, bunker facing tick omitted) and
the elevation as ``+1``/``-1``.  Sizes are scene units relative to the hex
size (30 at the default scale).  Zoomed out, when the counters are plain
tiles (`unit_layer.LOD_PX`), there are no badges.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from editor.scenario.counters import counter_size
from editor.scenario.unit_layer import LOD_PX
from editor.scene.fortification_symbols import draw_fortification

ROW = 0.36  # badge row height, in hex sizes


class HexBadgeLayer(QGraphicsItem):
    """Badges for the fortified or raised hexes under the counters of
    ``unit_layer`` (a `UnitLayer`) of ``document``."""

    def __init__(self, document, unit_layer):
        super().__init__()
        self.document = document
        self.unit_layer = unit_layer
        self.setZValue(unit_layer.zValue() + 0.4)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._font = QFont("DejaVu Sans")
        self._font.setBold(True)
        self._badges: tuple | None = None   # (the unit layer's index key, badges) of the last frame
        # paint() gets the exposed rect, so a frame draws only the badges in it
        self.setFlag(QGraphicsItem.ItemUsesExtendedStyleOption, True)
        document.changed.connect(self._changed)

    def _changed(self, change) -> None:
        """Repaint after ``change``: the badges of the changed hexes that
        have counters (a brush dab elsewhere repaints nothing here), all of
        them after a scenario change or a new map."""
        if change.whole_map:
            self._badges = None
            self.refresh()
        elif change.touches_scenario() or not change.touches_map():
            self._badges = None
            self.update()
        else:
            occupied = self.unit_layer.occupied()
            for h in change.map_hexes():
                if h in occupied:
                    self._badges = None
                    self.update(self.badge_rect(h, "bunker", 1).adjusted(-2, -2, 2, 2))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.unit_layer.boundingRect()

    def refresh(self) -> None:
        """The map changed (size, fortifications, elevation)."""
        self.prepareGeometryChange()
        self.update()

    def badges(self) -> list[tuple[object, str | None, int]]:
        """``[(hex, fortification kind or None, elevation)]`` drawn now
        (kept while the units and the map stay as they are)."""
        self.unit_layer.visible_units()
        key = self.unit_layer._cache_key
        if self._badges is not None and self._badges[0] is key:
            return self._badges[1]
        m = self.document.hexmap
        out = []
        for h in dict.fromkeys(u.hex for u in self.unit_layer.visible_units()):
            f = m.fortifications.get(h)
            level = m.elevation_at(h) if m.contains(h) else 0
            if f is not None or level:
                out.append((h, f.kind if f is not None else None, level))
        self._badges = (key, out)
        return out

    def _placed(self) -> list:
        """`badges` with each badge's `badge_rect`, kept with them (a frame
        tests the rects, it does not remake a thousand of them)."""
        out = self.badges()
        if getattr(self, "_placed_for", None) is not out:
            self._placed_for = out
            self._placed_rects = [(h, kind, level, self.badge_rect(h, kind, level)) for h, kind, level in out]
        return self._placed_rects

    def badge_rect(self, h, kind: str | None = "bunker", level: int = 0) -> QRectF:
        """Scene rectangle of the badge of hex ``h``: a narrow column on the
        hex's left edge, the symbol above the elevation mark, overlapping
        the counter by a few pixels at most."""
        lay = self.unit_layer.layout
        s = lay.size
        cx, cy = lay.hex_to_pixel(h)
        rows = (kind is not None) + bool(level)
        w, hgt = 0.36 * s, rows * ROW * s + 0.04 * s
        left = cx - counter_size(s) / 2 - w - 0.02 * s  # just left of a lone counter, over the hex edge
        return QRectF(left, cy - hgt / 2, w, hgt)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.unit_layer.isVisible():  # hidden during a playtest
            return
        painter = self.unit_layer._scene.map_item.map_painter
        s = self.unit_layer.layout.size
        if option.levelOfDetailFromTransform(p.worldTransform()) * counter_size(s) < LOD_PX:
            return   # zoomed out, the counters are plain tiles: no badge beside them
        exposed = option.exposedRect
        for h, kind, level, r in self._placed():
            if not exposed.intersects(r):
                continue
            p.setPen(QPen(QColor(40, 40, 30, 180), 0.6))
            p.setBrush(QColor(255, 255, 240, 235))
            p.drawRoundedRect(r, 2.5, 2.5)
            row = ROW * s
            y = r.top() + 0.02 * s
            if kind is not None:
                draw_fortification(p, kind, QPointF(r.center().x(), y + row / 2), row * 0.95,
                                   painter.fortification_color(kind))
                y += row
            if level:
                self._font.setPixelSize(max(1, round(row * 0.72)))
                p.setFont(self._font)
                p.setPen(QColor("#5a3a10") if level > 0 else QColor("#1d4f7a"))
                p.drawText(QRectF(r.left() - 2, y, r.width() + 4, row), Qt.AlignCenter, f"{level:+d}")
