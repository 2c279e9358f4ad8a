"""The editor's preview overlays painted onto a rendered image for
``hexwright render --reach/--los-from`` (hexwright/commands/render.py): the movement preview and the
visibility fan drawn by the editor's own painters (the fan's
`editor.scenario.fan_tint.FanTint`, `editor.scenario.overlays.paint_tints`
and `PreviewOver.paint`, called with a stand-in for the scene item), so the
image shows exactly what the editor shows."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from editor.render import HEX_SIZE, hex_size_for_width
from editor.scenario.fan_tint import FanTint
from editor.scenario.overlays import Preview, PreviewOver, hex_polygon, paint_fan_origin, paint_tints  # noqa: F401


class _Option:
    """The parts of a ``QStyleOptionGraphicsItem`` the overlays read."""

    def __init__(self, rect: QRectF, lod: float):
        self.exposedRect = rect
        self._lod = lod

    def levelOfDetailFromTransform(self, _t) -> float:  # noqa: N802 (Qt's name)
        return self._lod


class _Item:
    """Stands in for the overlay's scene item: ``preview``, ``layout``,
    ``occupied``, ``hexes_in``."""

    def __init__(self, preview, layout, hexmap, occupied):
        self.preview, self.layout, self._hexmap, self.occupied = preview, layout, hexmap, occupied

    def hexes_in(self, rect: QRectF) -> list:
        return list(self._hexmap.hexes())


def paint_preview(image, scenario, data, px_per_hex: float) -> None:
    """Paint ``data`` = ``(costs, fan)`` (see render.py ``_preview``) over
    ``image`` (a `render_scenario` image of ``scenario`` at ``px_per_hex``)."""
    costs, fan = data
    pv = Preview()
    pv.costs = dict(costs)
    pv.fan = fan
    hm = scenario.hexmap
    layout = hm.layout_for(HEX_SIZE)
    occupied = {u.hex for u in scenario.units if u.hex is not None}
    item = _Item(pv, layout, hm, occupied)
    scale = hex_size_for_width(px_per_hex) / HEX_SIZE
    rect = QRectF(0, 0, image.width() / scale, image.height() / scale)
    option = _Option(rect, 1e6)  # zoomed in: the per-hex drawing, not the raster tint
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        painter.scale(scale, scale)
        if fan is not None:   # the editor paints this tint from tiles; here straight onto the image
            FanTint(layout, hm.cols, hm.rows, fan[0], fan[1], item.hexes_in).paint(painter, rect, 1e6)
            paint_fan_origin(painter, option, layout, fan[0])
        painter.setPen(Qt.NoPen)
        paint_tints(painter, option, layout, pv)
        PreviewOver.paint(item, painter, option)
    finally:
        painter.end()
