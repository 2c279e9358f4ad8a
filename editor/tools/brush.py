"""Terrain brush: paints the palette's terrain in a radius of 0, 1 or 2 hexes.

A drag is one stroke (one undo step); between two mouse positions the hexes
of the straight line joining them are painted too, so fast drags leave no gaps.
"""
from __future__ import annotations

from core import edits
from core.hexgrid import Hex, line, spiral
from editor.tools.base import HexEvent, MapTool


class BrushTool(MapTool):
    """Paint terrain (``settings.terrain``, radius ``settings.radius``)."""

    name = "brush"
    label = "Brush"
    tooltip = "Paint terrain (B); radius 0/1/2 in the palette"
    shortcut = "B"

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._stroke = None
        self._last: Hex | None = None

    def footprint(self, ev: HexEvent) -> list[Hex]:
        return [h for h in spiral(ev.hex, self.settings.radius) if self.document.hexmap.contains(h)]

    def _dab(self, centres: list[Hex]) -> None:
        terrain, radius = self.settings.terrain, self.settings.radius
        area = [h for c in centres for h in spiral(c, radius)]
        self.document.apply(f"Paint {terrain.replace('_', ' ')}",
                            lambda m: edits.set_terrain(m, area, terrain), self._stroke)

    def press(self, ev: HexEvent) -> None:
        self._stroke = self.document.begin_stroke()
        self._last = ev.hex
        self._dab([ev.hex])

    def move(self, ev: HexEvent) -> None:
        if self._stroke is None or ev.hex == self._last:
            return
        path = line(self._last, ev.hex)[1:]
        self._last = ev.hex
        self._dab(path)

    def release(self, ev: HexEvent | None = None) -> None:
        self._stroke = None
        self._last = None

    deactivate = release
