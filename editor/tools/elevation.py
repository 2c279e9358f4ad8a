"""Elevation tool: raise, lower or set the level of the hexes under the brush.

Uses the brush radius.  In one drag each hex is raised or lowered once (going
back over a hex does not raise it again); right button does the opposite of
raise/lower.  The whole drag is one undo step.
"""
from __future__ import annotations

from core import edits
from core.hexgrid import Hex, line, spiral
from editor.tools.base import HexEvent, MapTool


class ElevationTool(MapTool):
    """Raise / lower / set elevation (``settings.elevation_mode``)."""

    name = "elevation"
    label = "Elevation"
    tooltip = "Raise, lower or set elevation (E); right button does the opposite"
    shortcut = "E"

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._stroke = None
        self._done: set[Hex] = set()
        self._last: Hex | None = None
        self._button = "left"

    def footprint(self, ev: HexEvent) -> list[Hex]:
        return [h for h in spiral(ev.hex, self.settings.radius) if self.document.hexmap.contains(h)]

    def _dab(self, centres: list[Hex]) -> None:
        area = [h for c in centres for h in spiral(c, self.settings.radius) if h not in self._done]
        if not area:
            return
        self._done.update(area)
        mode = self.settings.elevation_mode
        if mode != "set" and self._button == "right":
            mode = "lower" if mode == "raise" else "raise"
        if mode == "raise":
            fn, text = (lambda m: edits.raise_elevation(m, area)), "Raise elevation"
        elif mode == "lower":
            fn, text = (lambda m: edits.lower_elevation(m, area)), "Lower elevation"
        else:
            level = int(self.settings.elevation_level)
            fn, text = (lambda m: edits.set_elevation(m, area, level)), f"Set elevation {level}"
        self.document.apply(text, fn, self._stroke)

    def press(self, ev: HexEvent) -> None:
        self._stroke = self.document.begin_stroke()
        self._done = set()
        self._button = ev.button
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
        self._done = set()
        self._last = None

    deactivate = release
