"""The Select tool: pick a region of hexes for copy, cut, paste and delete.

A click selects one hex; a drag selects the rectangle of labels between the
press and the release hex; a drag with Ctrl held is a lasso: the hexes
whose centres lie inside the path the cursor drew (the hexes it passed
through, closed back to the start: `core.edits.region.lasso`).  Shift adds
to the selection instead of replacing it.  Select every hex of one terrain
from Edit > Select Same Terrain.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.edits.region import lasso, rectangle
from core.hexgrid import Hex, line
from editor.tools.base import HexEvent, MapTool


FOOTPRINT_LIMIT = 4000   # hexes outlined while dragging


class SelectTool(MapTool):
    """See the module doc; ``selection`` is the window's `HexSelection`
    (set by the window before use)."""

    name = "select"
    label = QT_TRANSLATE_NOOP("MapTool", "Select")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Select hexes: drag a rectangle, Ctrl+drag a lasso, Shift adds; then "
                                           "Ctrl+C/X/V, Del")
    shortcut = "S"

    def __init__(self, document, settings, selection=None):
        super().__init__(document, settings)
        self.selection = selection
        self._start: Hex | None = None
        self._path: list[Hex] = []
        self._lasso = False
        self._add = False

    def press(self, ev: HexEvent) -> None:
        if ev.button != "left" or self.selection is None:
            return
        self._start, self._path, self._lasso, self._add = ev.hex, [ev.hex], ev.ctrl, ev.shift

    def move(self, ev: HexEvent) -> None:
        if self._start is None:
            return
        if self._path and ev.hex != self._path[-1]:
            self._path += line(self._path[-1], ev.hex)[1:]

    def _region(self, end: Hex) -> set[Hex]:
        m = self.document.hexmap
        if self._lasso and len(self._path) >= 3:
            size = 1.0
            layout = m.layout_for(size)
            inside = lasso(m, [layout.hex_to_pixel(h) for h in self._path], size)
            return inside | {h for h in self._path if m.contains(h)}
        return rectangle(m, self._start, end)

    def release(self, ev: HexEvent | None = None) -> None:
        if self._start is None or self.selection is None:
            return
        end = ev.hex if ev is not None else self._path[-1]
        region = self._region(end)
        if self._add:
            self.selection.add(region)
        else:
            self.selection.set(region)
        self._start, self._path = None, []

    def footprint(self, ev: HexEvent) -> list[Hex]:
        if self._start is not None:
            region = self._region(ev.hex)
            # a huge drag outlines its two corners only (outlining 100,000 hexes per mouse move would stall)
            return sorted(region) if len(region) <= FOOTPRINT_LIMIT else [self._start, ev.hex]
        return [ev.hex] if ev.on_map else []

    def deactivate(self) -> None:
        self._start, self._path = None, []
