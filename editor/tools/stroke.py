"""Stroke tools: tools whose drag is one stroke (one undo step).

`press` starts the stroke (`Document.begin_stroke`) and dabs the pressed
hex; `move` dabs every hex of the straight line from the last hex to the new
one (`core.hexgrid.line`), so fast drags leave no gaps; `release` (and
`deactivate`) end it.  Subclasses implement `_dab(hexes)` and may override
`_start(ev)` / `_finish()` to set up and clear per-stroke state.
`RadiusStrokeTool` works on every hex within ``settings.radius`` (0, 1, 2)
of the dabbed hexes.
"""
from __future__ import annotations

from core.hexgrid import Hex, line, spiral
from editor.tools.base import HexEvent, MapTool


class StrokeTool(MapTool):
    """A drag is one stroke of `_dab` calls (see module doc)."""

    def __init__(self, document, settings):
        super().__init__(document, settings)
        self._stroke = None
        self._last: Hex | None = None

    def _dab(self, hexes: list[Hex]) -> None:
        """Apply the tool to ``hexes`` (the pressed hex, then each line step)
        as part of stroke ``self._stroke``."""
        raise NotImplementedError

    def _start(self, ev: HexEvent) -> None:
        """Per-stroke set-up at the press ``ev`` (before the first dab)."""

    def _finish(self) -> None:
        """Per-stroke clean-up when the stroke ends."""

    def press(self, ev: HexEvent) -> None:
        self._stroke = self.document.begin_stroke()
        self._start(ev)
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
        self._finish()

    def deactivate(self) -> None:
        self.release()


class RadiusStrokeTool(StrokeTool):
    """A stroke tool acting on every hex within ``settings.radius``."""

    def footprint(self, ev: HexEvent) -> list[Hex]:
        return [h for h in spiral(ev.hex, self.settings.radius) if self.document.hexmap.contains(h)]

    def _area(self, centres: list[Hex]) -> list[Hex]:
        """Every hex within the radius of each of ``centres`` (maybe off the
        map, repeated where the circles overlap)."""
        return [h for c in centres for h in spiral(c, self.settings.radius)]
