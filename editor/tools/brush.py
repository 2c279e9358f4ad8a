"""Terrain brush: paints the palette's terrain in a radius of 0, 1 or 2 hexes.

A drag is one stroke (one undo step, `editor.tools.stroke`); between two
mouse positions the hexes of the straight line joining them are painted too,
so fast drags leave no gaps.  A long line (a fast drag, on a big map up to
tens of hexes in one mouse move) is painted `DAB_HEXES` hexes per turn of
the event loop, the rest on the following turns (issue 15: a 20-hex dab
with its repaint and previews held one frame 10-20 ms); every part joins
the same stroke, so the undo step is the same, and `release` paints what
is still queued at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP, QTimer

from core import edits
from core.hexgrid import Hex, line
from core.naming import terrain_name
from editor.tools.base import HexEvent
from editor.tools.stroke import RadiusStrokeTool

DAB_HEXES = 6   # hexes painted (radius included) per turn of the event loop


class BrushTool(RadiusStrokeTool):
    """Paint terrain (``settings.terrain``, radius ``settings.radius``)."""

    name = "brush"
    label = QT_TRANSLATE_NOOP("MapTool", "Brush")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Paint terrain (B); radius 0/1/2 in the palette")
    shortcut = "B"

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._queued: list[Hex] = []   # line hexes still to paint in this stroke, in order
        self._timer: QTimer | None = None

    def move(self, ev: HexEvent) -> None:
        if self._stroke is None or ev.hex == self._last:
            return
        path = line(self._last, ev.hex)[1:]
        self._last = ev.hex
        self._queued.extend(path)
        self._next_part()

    def release(self, ev: HexEvent | None = None) -> None:
        if self._stroke is not None and self._queued:
            queued, self._queued = self._queued, []
            self._dab(queued)
        if self._timer is not None:
            self._timer.stop()
        super().release(ev)

    def _next_part(self) -> None:
        """Paint the next `DAB_HEXES` hexes' worth of the queued line now
        and the rest on a later turn of the event loop."""
        if self._stroke is None or not self._queued:
            self._queued.clear()
            return
        per_centre = 1 + 3 * self.settings.radius * (self.settings.radius + 1)
        n = max(1, DAB_HEXES // per_centre)
        part, self._queued = self._queued[:n], self._queued[n:]
        self._dab(part)
        if self._queued:
            if self._timer is None:
                self._timer = QTimer()
                self._timer.setSingleShot(True)
                self._timer.setInterval(0)
                self._timer.timeout.connect(self._next_part)
            self._timer.start()

    def _dab(self, centres: list) -> None:
        terrain = self.settings.terrain
        area = self._area(centres)
        self.document.apply(QCoreApplication.translate("MapTool", "Paint {terrain}").format(
                                terrain=terrain_name(self.document.hexmap.ruleset, terrain)),
                            lambda m: edits.set_terrain(m, area, terrain), self._stroke)
