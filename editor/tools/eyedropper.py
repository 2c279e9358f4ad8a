"""Eyedropper: picks the terrain (and elevation level) of the clicked hex
into the palette, then asks for the brush."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from editor.tools.base import HexEvent, MapTool


class EyedropperTool(MapTool):
    """Copy the clicked hex's terrain and level into `ToolSettings`."""

    name = "eyedropper"
    label = QT_TRANSLATE_NOOP("MapTool", "Pick")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Pick terrain and elevation from a hex (I)")
    shortcut = "I"

    def press(self, ev: HexEvent) -> None:
        if not ev.on_map:
            return
        m = self.document.hexmap
        self.settings.set(terrain=m.terrain_at(ev.hex), elevation_level=m.elevation_at(ev.hex))
        self.settings.toolRequested.emit("brush")
