"""The base of the editor's passive scene layers (scene units, hex size 30).

`SceneItem` is a layer over the map that takes no mouse buttons and paints
only the exposed rect; `hex_polygon` is a hex's polygon from a cached
template (every layer draws hexes with it); `_font` the layers' bold font.
The zone overlay (`editor.scenario.overlays`), the preview items
(`editor.scenario.preview_items`), the unit layer and the rulesets' extra
layers build on them.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from core.hexgrid import Hex


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
