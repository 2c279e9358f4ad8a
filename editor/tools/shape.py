"""Line and rectangle tools: press on a hex, drag, release.

While the button is held the tool's `footprint` is the whole shape between
the pressed hex (the anchor) and the hex under the cursor, so the scene
outlines exactly the hexes that will change (a live preview; nothing is
edited during the drag).  On release the shape is applied as ONE undo step
through the document.

* `LineTool`: the hexes of `core.hexgrid.line` from the anchor to the
  release hex (its tie rule: a fixed epsilon nudge, see there).
* `RectangleTool`: every hex whose offset (column, row) lies between the
  anchor's and the release hex's, both inclusive (a block of whole columns
  and rows in the map's own offset coordinates, as labels count them).

What is painted follows ``settings.shape_target``: ``"terrain"`` gives the
hexes ``settings.terrain``; ``"elevation"`` sets them to level
``settings.elevation_level``.  Hexes off the map are clipped.  Pressing the
other button during a drag cancels it; so does switching tools.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from core import edits
from core.naming import terrain_name
from core.hexgrid import Hex, line
from editor.tools.base import HexEvent, MapTool


def rectangle(layout, a: Hex, b: Hex) -> list[Hex]:
    """Every hex whose 0-based offset ``(col, row)`` under ``layout`` lies in
    the inclusive box spanned by hexes ``a`` and ``b``, column by column
    (``(|dcol| + 1) * (|drow| + 1)`` hexes, maybe off the map)."""
    (ca, ra), (cb, rb) = layout.to_offset(a), layout.to_offset(b)
    return [layout.from_offset(c, r)
            for c in range(min(ca, cb), max(ca, cb) + 1)
            for r in range(min(ra, rb), max(ra, rb) + 1)]


class ShapeTool(MapTool):
    """Base of the drag-a-shape tools (see module doc); subclasses implement
    `shape(a, b)` and set ``shape_name``."""

    shape_name = "shape"
    shape_title = QT_TRANSLATE_NOOP("MapTool", "Shape")

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._anchor: Hex | None = None
        self._button = ""
        self._current: Hex | None = None

    def shape(self, a: Hex, b: Hex) -> list[Hex]:
        """The hexes of the shape from ``a`` to ``b`` (maybe off the map)."""
        raise NotImplementedError

    @property
    def dragging(self) -> bool:
        """True between a press on the map and its release."""
        return self._anchor is not None

    def hexes(self, end: Hex) -> list[Hex]:
        """The on-map hexes the shape from the anchor to ``end`` covers
        (empty when no drag is in progress)."""
        if self._anchor is None:
            return []
        m = self.document.hexmap
        return [h for h in self.shape(self._anchor, end) if m.contains(h)]

    def footprint(self, ev: HexEvent) -> list[Hex]:
        if self._anchor is not None:
            return self.hexes(ev.hex)
        return super().footprint(ev)

    def press(self, ev: HexEvent) -> None:
        if self._anchor is not None:  # the other button during a drag: cancel
            self.deactivate()
            return
        if ev.on_map:
            self._anchor, self._button, self._current = ev.hex, ev.button, ev.hex

    def move(self, ev: HexEvent) -> None:
        if self._anchor is not None:
            self._current = ev.hex

    def release(self, ev: HexEvent | None = None) -> None:
        if self._anchor is None:
            return
        end = ev.hex if ev is not None else self._current
        area = self.hexes(end)
        self.deactivate()
        if not area:
            return
        s = self.settings
        if getattr(s, "shape_target", "terrain") == "elevation":
            level = int(s.elevation_level)
            self.document.apply(QCoreApplication.translate("MapTool", "{shape}: set elevation {level}").format(
                                shape=QCoreApplication.translate("MapTool", self.shape_title), level=level),
                                lambda m: edits.set_elevation(m, area, level))
        else:
            terrain = s.terrain
            self.document.apply(QCoreApplication.translate("MapTool", "{shape} of {terrain}").format(
                                shape=QCoreApplication.translate("MapTool", self.shape_title),
                                terrain=terrain_name(self.document.hexmap.ruleset, terrain)),
                                lambda m: edits.set_terrain(m, area, terrain))

    def deactivate(self) -> None:
        self._anchor = None
        self._current = None
        self._button = ""


class LineTool(ShapeTool):
    """Paint a straight line of hexes (`core.hexgrid.line`) on release."""

    name = "line"
    label = QT_TRANSLATE_NOOP("MapTool", "Line")
    tooltip = (QT_TRANSLATE_NOOP("MapTool", "Drag a straight line of hexes (Shift+L); paints terrain or sets the "
                                            "elevation level "
               "(palette: Line/rect paints) on release; right-click during the drag cancels"))
    shortcut = "Shift+L"
    shape_name = "line"
    shape_title = QT_TRANSLATE_NOOP("MapTool", "Line")  # undo texts: "Line of open ground"

    def shape(self, a: Hex, b: Hex) -> list[Hex]:
        return line(a, b)


class RectangleTool(ShapeTool):
    """Paint the offset-coordinate rectangle between two hexes on release."""

    name = "rectangle"
    label = QT_TRANSLATE_NOOP("MapTool", "Rect")
    tooltip = (QT_TRANSLATE_NOOP("MapTool", "Drag a rectangle of whole columns and rows (Shift+R); paints terrain or "
                                            "sets the elevation level "
               "(palette: Line/rect paints) on release; right-click during the drag cancels"))
    shortcut = "Shift+R"
    shape_name = "rectangle"
    shape_title = QT_TRANSLATE_NOOP("MapTool", "Rectangle")

    def shape(self, a: Hex, b: Hex) -> list[Hex]:
        return rectangle(self.document.hexmap.layout, a, b)
