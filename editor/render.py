"""Render a whole map to an image with the editor's drawing code (no window).

Used by ``hexwright render`` and by anyone who needs a picture of a map
(print previews, pack thumbnails).  Needs a `QGuiApplication` to exist (fonts);
`ensure_gui_app` makes one, offscreen when there is no display.
"""
from __future__ import annotations

import math
import os
import sys

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from core.hexgrid import SQRT3
from core.model import HexMap
from core.rules.registry import traits
from editor.scene.map_painter import HEX_SIZE, MapPainter


def ensure_gui_app():
    """The running `QGuiApplication` (or QApplication), creating a
    `QGuiApplication` if there is none; sets ``QT_QPA_PLATFORM=offscreen``
    first when it is unset and there is no display."""
    from PySide6.QtGui import QGuiApplication
    app = QGuiApplication.instance()
    if app is None:
        if "QT_QPA_PLATFORM" not in os.environ and not os.environ.get("DISPLAY") \
                and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(["hexwright"])
    return app


def hex_size_for_width(px_per_hex: float) -> float:
    """Hex size (centre to corner) for hexes ``px_per_hex`` pixels across
    their flats (the distance between neighbouring hex centres)."""
    return px_per_hex / SQRT3


def render_size(hexmap: HexMap, px_per_hex: float) -> tuple[int, int]:
    """Width and height in pixels of `render_map` for this map and scale
    (the map's grid, corner to corner, rounded up)."""
    layout = hexmap.layout_for(hex_size_for_width(px_per_hex))
    w, h = layout.grid_pixel_size(hexmap.cols, hexmap.rows)
    return math.ceil(w), math.ceil(h)


def render_map(hexmap: HexMap, px_per_hex: float = 48.0, labels: bool = True,
               background: QColor | None = None) -> QImage:
    """The whole map as an ARGB32 image, hexes ``px_per_hex`` pixels across
    the flats; size `render_size`.  ``background`` fills outside the hexes
    (white by default).  Raises ``ValueError`` for a scale below 2 px."""
    if not px_per_hex >= 2:
        raise ValueError(f"scale must be at least 2 pixels per hex, got {px_per_hex}")
    w, h = render_size(hexmap, px_per_hex)
    image = QImage(w, h, QImage.Format_ARGB32_Premultiplied)
    image.fill(background if background is not None else QColor(Qt.white))
    mp = MapPainter(hexmap, HEX_SIZE, show_labels=labels)
    scale = hex_size_for_width(px_per_hex) / HEX_SIZE
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.TextAntialiasing)
        painter.scale(scale, scale)
        mp.paint(painter, QRectF(0, 0, w / scale, h / scale), scale)
    finally:
        painter.end()
    return image


def render_scenario(scenario, px_per_hex: float = 48.0, labels: bool = True,
                    background: QColor | None = None) -> QImage:
    """`render_map` of ``scenario.hexmap`` with its set-up units drawn on it
    as the editor draws them (`editor.scenario.counters.paint_counter`:
    side colour, counters inside their hex, stacks fanned out by
    `counters.stack_rects`, hidden units with a
    dashed border, tng stacks top-first-listed on top, tng 6.24); units
    without a hex (reinforcements) are not drawn."""
    from editor.scenario.counters import paint_counter, stack_rects
    image = render_map(scenario.hexmap, px_per_hex, labels, background)
    units = [u for u in scenario.units if u.hex is not None and scenario.hexmap.contains(u.hex)]
    if not units:
        return image
    layout = scenario.hexmap.layout_for(HEX_SIZE)
    colours = {s.id: s.colour for s in scenario.sides}
    stacks: dict = {}
    for u in units:
        stacks.setdefault(u.hex, []).append(u)
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        scale = hex_size_for_width(px_per_hex) / HEX_SIZE
        painter.scale(scale, scale)
        for u in (reversed(units) if traits(scenario.ruleset).stack_top_first else units):
            st = stacks[u.hex]
            r = stack_rects(layout, u.hex, len(st))[st.index(u)]
            paint_counter(painter, r.center(), u, scenario.ruleset, colours.get(u.side, "#808080"),
                          hidden_mark=u.hidden, size=r.width())
    finally:
        painter.end()
    return image
