"""Flood fill: gives the palette's terrain to the connected region of hexes
sharing the clicked hex's terrain (`core.edits.flood_region`)."""
from __future__ import annotations

from core import edits
from editor.tools.base import HexEvent, MapTool


class FillTool(MapTool):
    """Fill a same-terrain region with ``settings.terrain``."""

    name = "fill"
    label = "Fill"
    tooltip = "Flood-fill a region of the same terrain (F)"
    shortcut = "F"

    def press(self, ev: HexEvent) -> None:
        if ev.on_map:
            terrain = self.settings.terrain
            self.document.apply(f"Fill {terrain}", lambda m: edits.flood_fill_terrain(m, ev.hex, terrain))
