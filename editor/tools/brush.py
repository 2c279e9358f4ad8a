"""Terrain brush: paints the palette's terrain in a radius of 0, 1 or 2 hexes.

A drag is one stroke (one undo step, `editor.tools.stroke`); between two
mouse positions the hexes of the straight line joining them are painted too,
so fast drags leave no gaps.
"""
from __future__ import annotations

from core import edits
from editor.tools.stroke import RadiusStrokeTool


class BrushTool(RadiusStrokeTool):
    """Paint terrain (``settings.terrain``, radius ``settings.radius``)."""

    name = "brush"
    label = "Brush"
    tooltip = "Paint terrain (B); radius 0/1/2 in the palette"
    shortcut = "B"

    def _dab(self, centres: list) -> None:
        terrain = self.settings.terrain
        area = self._area(centres)
        self.document.apply(f"Paint {terrain.replace('_', ' ')}",
                            lambda m: edits.set_terrain(m, area, terrain), self._stroke)
