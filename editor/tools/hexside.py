"""Hexside tool: click near a side to toggle the palette's hexside feature.

The side is the one nearest the cursor (`core.hexgrid.Layout.nearest_side`,
computed by the scene).  Dragging on from the click sets the same state
(on or off) on every side passed over, as one undo step.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import edits
from core.hexgrid import Hexside
from editor.tools.base import HexEvent, MapTool


class HexsideTool(MapTool):
    """Toggle ``settings.feature`` on the side nearest the cursor."""

    name = "hexside"
    label = QT_TRANSLATE_NOOP("MapTool", "Hexside")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Toggle a hexside feature on the side nearest the cursor (S); drag to draw "
                                           "along sides")
    shortcut = "S"
    shows_side = True

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._stroke = None
        self._state = True
        self._last: Hexside | None = None

    def _side(self, ev: HexEvent) -> Hexside | None:
        m = self.document.hexmap
        n = m.layout.neighbour(ev.hex, ev.side)
        if not (m.contains(ev.hex) and m.contains(n)):
            return None
        return Hexside.between(ev.hex, n)

    def footprint(self, ev: HexEvent) -> list:
        return []

    def press(self, ev: HexEvent) -> None:
        side = self._side(ev)
        if side is None:
            return
        feature = self.settings.feature
        self._stroke = self.document.begin_stroke()
        self._state = feature not in self.document.hexmap.hexsides.get(side, frozenset())
        self._last = side
        self._apply(side)

    def _apply(self, side: Hexside) -> None:
        feature, state = self.settings.feature, self._state
        text = f"{'Add' if state else 'Remove'} {feature.replace('_', ' ')}"
        self.document.apply(text, lambda m: edits.set_hexside_feature(m, side.a, side.b, feature, state),
                            self._stroke)

    def move(self, ev: HexEvent) -> None:
        if self._stroke is None:
            return
        side = self._side(ev)
        if side is not None and side != self._last:
            self._last = side
            self._apply(side)

    def release(self, ev: HexEvent | None = None) -> None:
        self._stroke = None
        self._last = None

    deactivate = release
