"""Elevation tool: raise, lower or set the level of the hexes under the brush.

Uses the brush radius.  In one drag each hex is raised or lowered once (going
back over a hex does not raise it again); right button does the opposite of
raise/lower.  The whole drag is one undo step.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core import edits
from core.hexgrid import Hex
from editor.tools.base import HexEvent
from editor.tools.stroke import RadiusStrokeTool


class ElevationTool(RadiusStrokeTool):
    """Raise / lower / set elevation (``settings.elevation_mode``)."""

    name = "elevation"
    label = QT_TRANSLATE_NOOP("MapTool", "Elevation")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Raise, lower or set elevation (E); right button does the opposite")
    shortcut = "E"

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._done: set[Hex] = set()
        self._button = "left"

    def _start(self, ev: HexEvent) -> None:
        self._done = set()
        self._button = ev.button

    def _finish(self) -> None:
        self._done = set()

    def _dab(self, centres: list[Hex]) -> None:
        area = [h for h in self._area(centres) if h not in self._done]
        if not area:
            return
        self._done.update(area)
        mode = self.settings.elevation_mode
        if mode != "set" and self._button == "right":
            mode = "lower" if mode == "raise" else "raise"
        if mode == "raise":
            fn, text = (lambda m: edits.raise_elevation(m, area)), QCoreApplication.translate("MapTool",
                                                                                            "Raise elevation")
        elif mode == "lower":
            fn, text = (lambda m: edits.lower_elevation(m, area)), QCoreApplication.translate("MapTool",
                                                                                            "Lower elevation")
        else:
            level = int(self.settings.elevation_level)
            fn, text = (lambda m: edits.set_elevation(m, area, level)), QCoreApplication.translate(
                "MapTool", "Set elevation {level}").format(level=level)
        self.document.apply(text, fn, self._stroke)
