"""Road tool: paints the hex flags ``road`` or ``trail`` (``settings.hex_flag``).

A road is drawn through the centres of flagged hexes, joining flagged
neighbours.  The first hex of a drag decides whether the drag adds or
removes the flag (click a road hex to erase); the right button always
removes.  One drag is one undo step.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import edits
from core.hexgrid import Hex
from editor.tools.base import HexEvent
from editor.tools.stroke import StrokeTool


class RoadTool(StrokeTool):
    """Draw or erase hex roads/trails along the drag."""

    name = "road"
    label = QT_TRANSLATE_NOOP("MapTool", "Road")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Draw roads or trails through hex centres (R); start on a road hex or "
                                           "right-drag to erase")
    shortcut = "R"

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._state = True

    def _start(self, ev: HexEvent) -> None:
        self._state = ev.button != "right" and self.settings.hex_flag not in self.document.hexmap.flags_at(ev.hex)

    def _dab(self, hexes: list[Hex]) -> None:
        flag, state = self.settings.hex_flag, self._state
        self.document.apply(f"{'Draw' if state else 'Erase'} {flag}", lambda m: edits.set_flag(m, hexes, flag, state),
                            self._stroke)

    def press(self, ev: HexEvent) -> None:
        if ev.on_map:
            super().press(ev)
