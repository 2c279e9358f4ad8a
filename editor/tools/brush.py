"""Terrain brush: paints the palette's terrain in a radius of 0, 1 or 2 hexes.

A drag is one stroke (one undo step, `editor.tools.stroke`); between two
mouse positions the hexes of the straight line joining them are painted too,
so fast drags leave no gaps.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from core import edits
from core.naming import terrain_name
from editor.tools.stroke import RadiusStrokeTool


class BrushTool(RadiusStrokeTool):
    """Paint terrain (``settings.terrain``, radius ``settings.radius``)."""

    name = "brush"
    label = QT_TRANSLATE_NOOP("MapTool", "Brush")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Paint terrain (B); radius 0/1/2 in the palette")
    shortcut = "B"

    def _dab(self, centres: list) -> None:
        terrain = self.settings.terrain
        area = self._area(centres)
        self.document.apply(QCoreApplication.translate("MapTool", "Paint {terrain}").format(
                                terrain=terrain_name(self.document.hexmap.ruleset, terrain)),
                            lambda m: edits.set_terrain(m, area, terrain), self._stroke)
