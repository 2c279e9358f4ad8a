"""The map scene: shows a `Document` and turns mouse events into hexes.

`MapScene` holds one `MapItem` (the map) and one outline item (the active
tool's footprint under the cursor).  Mouse events become `HexEvent`s (hex
under the cursor, nearest hexside) for the active `MapTool`; tools never see
pixels.  ``hexHovered(object)`` carries the hovered `Hex` (None off the map)
for the status bar.  Panning and zooming belong to the view, not here.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSceneMouseEvent

from editor.commands import DocumentChange
from editor.document import Document
from editor.scene.map_item import MapItem
from editor.tools.base import HexEvent, MapTool

_BUTTONS = {Qt.LeftButton: "left", Qt.RightButton: "right"}


class MapScene(QGraphicsScene):
    """Scene of one document; set the tool with `set_tool`."""

    hexHovered = Signal(object)

    def __init__(self, document: Document, parent=None):
        super().__init__(parent)
        self.document = document
        self.tool: MapTool | None = None
        self.map_item = MapItem(document.hexmap)
        self.addItem(self.map_item)
        self.cursor_item = QGraphicsPathItem()
        pen = QPen(QColor(20, 20, 20, 220), 2.0)
        pen.setCosmetic(True)
        self.cursor_item.setPen(pen)
        self.cursor_item.setBrush(QBrush(QColor(255, 255, 255, 70)))
        self.cursor_item.setZValue(10)
        self.addItem(self.cursor_item)
        self.setBackgroundBrush(QColor("#4a4f57"))
        self._pressed = False
        self._last_key = None
        self._last_event: HexEvent | None = None
        self._update_rect()
        document.changed.connect(self._on_changed)

    @property
    def layout(self):
        """The `core.hexgrid.Layout` of the map in scene units."""
        return self.map_item.map_painter.layout

    def _update_rect(self) -> None:
        r = self.map_item.boundingRect()
        m = 4 * self.map_item.map_painter.size
        self.setSceneRect(r.adjusted(-m, -m, m, m))

    def _on_changed(self, change: DocumentChange) -> None:
        if change.whole_map:
            self.map_item.set_map(self.document.hexmap)
            self._update_rect()
            self.cursor_item.setPath(QPainterPath())
        elif change.touches_map():
            self.map_item.hexes_changed(change.hexes)

    def set_tool(self, tool: MapTool | None) -> None:
        """Make ``tool`` the active tool (the old one is deactivated)."""
        if self.tool is not None and self.tool is not tool:
            self.tool.deactivate()
        self.tool = tool
        self._pressed = False
        if self._last_event is not None:
            self._show_footprint(self._last_event)

    # --- mouse -> HexEvent ----------------------------------------------------
    def hex_event(self, pos: QPointF, button: str = "", modifiers=Qt.NoModifier) -> HexEvent:
        """The `HexEvent` for scene position ``pos``."""
        lay = self.layout
        h = lay.pixel_to_hex(pos.x(), pos.y())
        return HexEvent(h, lay.nearest_side(h, pos.x(), pos.y()), self.document.hexmap.contains(h), button,
                        bool(modifiers & Qt.ShiftModifier), bool(modifiers & Qt.ControlModifier))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        button = _BUTTONS.get(event.button())
        if button is None or self.tool is None:
            return super().mousePressEvent(event)
        ev = self.hex_event(event.scenePos(), button, event.modifiers())
        self._pressed = True
        self._last_key = (ev.hex, ev.side)
        self.tool.press(ev)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        ev = self.hex_event(event.scenePos(), self._current_button(event), event.modifiers())
        key = (ev.hex, ev.side)
        if key != self._last_key:
            self._last_key = key
            self._last_event = ev
            if self._pressed and self.tool is not None:
                self.tool.move(ev)
            self._show_footprint(ev)
            self.hexHovered.emit(ev.hex if ev.on_map else None)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._pressed and self.tool is not None:
            ev = self.hex_event(event.scenePos(), _BUTTONS.get(event.button(), ""), event.modifiers())
            self.tool.release(ev)
            self._show_footprint(ev)  # a drag's preview (line, rectangle) ends with it
        self._pressed = False
        event.accept()

    @staticmethod
    def _current_button(event: QGraphicsSceneMouseEvent) -> str:
        b = event.buttons()
        return "left" if b & Qt.LeftButton else "right" if b & Qt.RightButton else ""

    def _show_footprint(self, ev: HexEvent) -> None:
        path = QPainterPath()
        lay = self.layout
        if self.tool is not None and self.tool.shows_side and ev.on_map:
            (ax, ay), (bx, by) = lay.side_endpoints(ev.hex, ev.side)
            c = lay.hex_to_pixel(ev.hex)
            path.addPolygon(QPolygonF([QPointF(ax, ay), QPointF(bx, by), QPointF(*c)]))
            path.closeSubpath()
        elif self.tool is not None:
            for h in self.tool.footprint(ev):
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in lay.corners(h)]))
                path.closeSubpath()
        self.cursor_item.setPath(path.simplified())  # one outline around the footprint

    def leave(self) -> None:
        """The cursor left the view: hide the footprint."""
        self._last_key = None
        self._last_event = None
        self.cursor_item.setPath(QPainterPath())
        self.hexHovered.emit(None)
