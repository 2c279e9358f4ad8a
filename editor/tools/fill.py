"""Flood fill: gives the palette's terrain to the connected region of hexes
sharing the clicked hex's terrain (`core.edits.flood_region`)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from core import edits
from core.naming import terrain_name
from editor.tools.base import HexEvent, MapTool


class FillTool(MapTool):
    """Fill a same-terrain region with ``settings.terrain``."""

    name = "fill"
    label = QT_TRANSLATE_NOOP("MapTool", "Fill")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Flood-fill a region of the same terrain (F)")
    shortcut = "F"

    def press(self, ev: HexEvent) -> None:
        if ev.on_map:
            terrain = self.settings.terrain
            self.document.apply(QCoreApplication.translate("MapTool", "Fill {terrain}").format(
                terrain=terrain_name(self.document.hexmap.ruleset, terrain)),
                lambda m: edits.flood_fill_terrain(m, ev.hex, terrain))
