"""Draws a `HexMap` with a QPainter: the one drawing code of the editor's map
view and of ``hexwright render``.

`MapPainter.paint(painter, rect, lod)` draws every hex whose drawing meets
``rect`` (scene units) in layers: terrain colour shaded by elevation and its
pattern, the hex grid, contour lines, hexside features, roads through hexes,
fortifications, then labels.  Because layers are drawn for all those hexes,
a caller may clip to any rect and repaint just that rect (the tile cache
does, for the hexes an edit changed).  ``lod`` is device pixels per scene
unit: small hexes skip patterns, symbols and labels.  Levels of detail by
the hex size on screen (centre to corner, device pixels): under
`RASTER_PX` a colour per hex by pixel (`editor.scene.raster`); under
`MID_PX` the same fill with a one-pixel grid, the contours, hexside
features, roads and fortifications drawn over it (contours in batches,
`editor.scene.map_grids`); above,
every hex's polygon and pattern.  Contour lines are batched at every level.

Colours come from the ruleset's terrain catalogue
(`core.rules.catalogue.load_catalogue`), patterns from the entries'
``pattern`` key.  Elevation: each level up blends the colour 13% toward earth
brown, each level down 13% toward slate blue (at most 4 levels' worth), and
a contour line is drawn on every side between different levels.
"""
from __future__ import annotations

import math
from itertools import chain

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from core.hexgrid import SQRT3, Hex
from core.model import HexMap
from core.rules.catalogue import load_catalogue
from editor.scene.fortification_symbols import FACING_KINDS, draw_fortification
from editor.scene.map_grids import MapGrids
from editor.scene.raster import RASTER_PX, map_bounds, offset_indices, paint_hex_colours
from editor.scene.hexside_styles import FEATURE_ORDER, SIDE_MARGIN, contour_pen, draw_hex_road, draw_side_feature
from editor.scene.terrain_patterns import draw_pattern

HEX_SIZE = 30.0  # scene units from a hex centre to a corner in the editor
MID_PX = 10.0    # hexes smaller than this (device pixels, centre to corner) are filled by pixel, lines in batches
_UP = QColor("#7a5a30")
_DOWN = QColor("#34486a")
_MISSING = QColor("#ff00ff")


def _blend(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


class MapPainter:
    """Paints one `HexMap` at hex size ``size`` (scene units, centre to corner).

    ``show_labels`` turns the ``CCRR`` labels (and elevation marks) on/off.
    Call `set_map` after replacing the map object; edits to the same map
    need no call (the painter reads the map each time it paints), except
    that the colour table of the zoomed-out drawing (`hex_rgba`, hexes
    under `editor.scene.raster.RASTER_PX` device pixels) is kept: tell it
    with `hexes_changed` (`MapItem` does).
    """

    def __init__(self, hexmap: HexMap, size: float = HEX_SIZE, show_labels: bool = True):
        self.size = float(size)
        self.show_labels = show_labels
        self.set_map(hexmap)

    def set_map(self, hexmap: HexMap) -> None:
        """Paint ``hexmap`` from now on (layout, catalogue and caches reset)."""
        self.hexmap = hexmap
        self.layout = hexmap.layout_for(self.size)
        self.catalogue = load_catalogue(hexmap.ruleset)
        s = self.size
        self._corners = [self.layout.corner_offset(k) for k in range(6)]
        self._poly = QPolygonF([QPointF(x, y) for x, y in self._corners])
        self._side_mid = [((self._corners[(d - 1) % 6][0] + self._corners[d][0]) / 2,
                           (self._corners[(d - 1) % 6][1] + self._corners[d][1]) / 2) for d in range(6)]
        self._fill_cache: dict[tuple[str, int], QColor] = {}
        self._rgba = None
        self.grids = MapGrids(hexmap, self.layout)
        self._feature_colors: dict[str, QColor] = {}
        self._half_w = max(abs(x) for x, _ in self._corners)
        self._half_h = max(abs(y) for _, y in self._corners)
        self._margin = SIDE_MARGIN * s
        self._font = QFont()
        self._font.setPixelSize(max(1, round(s * 0.3)))

    # --- geometry -----------------------------------------------------------
    def scene_rect(self) -> QRectF:
        """The rect the whole map paints in (grid plus a margin for side features)."""
        w, h = self.layout.grid_pixel_size(self.hexmap.cols, self.hexmap.rows)
        m = self._margin
        return QRectF(-m, -m, w + 2 * m, h + 2 * m)

    def paint_bounds(self, lod: float) -> QRectF:
        """Where `paint` at ``lod`` may draw (scene units): the map's hexes
        when zoomed out (`RASTER_PX`: colours only), else `scene_rect`
        (the tile cache makes no image for the rest)."""
        if self.size * lod < RASTER_PX:
            return map_bounds(self.layout, self.hexmap.cols, self.hexmap.rows)
        return self.scene_rect()

    def center(self, h: Hex) -> QPointF:
        """Centre of ``h`` in scene units."""
        x, y = self.layout.hex_to_pixel(h)
        return QPointF(x, y)

    def hex_bounds(self, h: Hex) -> QRectF:
        """Everything the drawing of ``h`` may touch (its box plus side margin)."""
        x, y = self.layout.hex_to_pixel(h)
        w, hh = self._half_w + self._margin, self._half_h + self._margin
        return QRectF(x - w, y - hh, 2 * w, 2 * hh)

    def dirty_rects(self, hexes) -> list[QRectF]:
        """Rects to repaint after ``hexes`` changed: theirs, plus, in each
        road neighbour, the strip of its road line towards the hex (a road
        runs from a hex's centre to the midpoint of the side shared with a
        road neighbour, `_paint_roads`; a dot at the centre when it has
        none), grown by the road's half width, the round cap and a few
        device pixels: not the neighbour's whole box (a dab beside a road
        repainted up to 11 times its own area)."""
        flags = self.hexmap.flags
        out = []
        grow = 0.1 * self.size + 8.0
        for h in hexes:
            out.append(self.hex_bounds(h))
            if flags:
                for n in self.hexmap.neighbours(h):
                    if n in flags:
                        mx, my = self._side_mid[self.layout.direction_to(n, h)]
                        c = self.center(n)
                        out.append(QRectF(c, QPointF(c.x() + mx, c.y() + my)).normalized()
                                   .adjusted(-grow, -grow, grow, grow))
        return out

    def hexes_in_rect(self, rect: QRectF) -> list[Hex]:
        """On-map hexes whose drawing may meet ``rect`` (a conservative set,
        from the offset rows and columns the rect spans)."""
        c0, c1, r0, r1 = self.offset_range(rect)
        fo = self.layout.from_offset
        return [fo(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]

    def offset_range(self, rect: QRectF) -> tuple[int, int, int, int]:
        """``(c0, c1, r0, r1)``: the on-map offset columns and rows of
        `hexes_in_rect` (empty when ``c0 > c1`` or ``r0 > r1``)."""
        s = self.size
        ox, oy = self.layout.origin
        m = self._margin
        if self.layout.orientation == "flat":
            cw, rh = 1.5 * s, SQRT3 * s
            x0, x1 = rect.left() - s - m, rect.right() + s + m
            y0, y1 = rect.top() - SQRT3 * s - m, rect.bottom() + SQRT3 / 2 * s + m
        else:
            cw, rh = SQRT3 * s, 1.5 * s
            x0, x1 = rect.left() - SQRT3 * s - m, rect.right() + SQRT3 / 2 * s + m
            y0, y1 = rect.top() - s - m, rect.bottom() + s + m
        c0 = max(0, math.floor((x0 - ox) / cw))
        c1 = min(self.hexmap.cols - 1, math.ceil((x1 - ox) / cw))
        r0 = max(0, math.floor((y0 - oy) / rh))
        r1 = min(self.hexmap.rows - 1, math.ceil((y1 - oy) / rh))
        return c0, c1, r0, r1

    # --- colours ------------------------------------------------------------
    def fill_color(self, terrain: str, level: int) -> QColor:
        """Colour of a hex of ``terrain`` at elevation ``level``."""
        key = (terrain, level)
        c = self._fill_cache.get(key)
        if c is None:
            entry = self.catalogue.terrain.get(terrain)
            base = QColor(entry["color"]) if entry else _MISSING
            t = min(abs(level), 4) * 0.13
            c = base if level == 0 else _blend(base, _UP if level > 0 else _DOWN, t)
            self._fill_cache[key] = c
        return c

    def _rgba_of(self, h) -> tuple[int, int, int, int]:
        m = self.hexmap
        return self._rgba_key((m.terrain.get(h, m.default_terrain), m.elevation.get(h, 0)))

    def _rgba_key(self, key: tuple[str, int]) -> tuple[int, int, int, int]:
        c = self.fill_color(*key)
        return c.red(), c.green(), c.blue(), 255

    def hex_rgba(self) -> np.ndarray:
        """Fill colour of every hex as RGBA rows ``col * rows + row`` (the
        zoomed-out drawing), kept until `hexes_changed`.  Built with numpy
        (one colour per distinct terrain and level, the sparse dicts read
        by C-level iteration): 250,000 hexes of a 500 x 500 map in tens of ms."""
        if self._rgba is None:
            m = self.hexmap
            n = m.cols * m.rows
            names = [m.default_terrain, *set(m.terrain.values())]
            code = {t: i for i, t in enumerate(dict.fromkeys(names))}
            terrain = np.zeros(n, np.int64)   # the default terrain (code 0) at level 0 everywhere...
            level = np.zeros(n, np.int64)
            for table, out, value in ((m.terrain, terrain, code.__getitem__), (m.elevation, level, int)):
                if table:   # ...then the hexes that differ (sparse dicts), read by C-level iteration
                    qr = np.fromiter(chain.from_iterable(table), np.int64, 2 * len(table)).reshape(-1, 2)
                    idx = offset_indices(self.layout, m.cols, m.rows, qr[:, 0], qr[:, 1])
                    vals = np.fromiter(map(value, table.values()), np.int64, len(table))
                    out[idx[idx >= 0]] = vals[idx >= 0]
            keys, which = np.unique(terrain * 4096 + level + 2048, return_inverse=True)
            by_code = list(code)
            palette = np.array([self._rgba_key((by_code[k // 4096], int(k % 4096) - 2048)) for k in keys.tolist()],
                               np.uint8).reshape(-1, 4)
            rgba = palette[which.reshape(-1)]
            self._rgba = rgba
        return self._rgba

    def hexes_changed(self, hexes=None) -> None:
        """The map changed in ``hexes`` (None: anything): refresh their row of
        the colour table and the dense grids."""
        self.grids.hexes_changed(hexes)
        if hexes is None or self._rgba is None:
            self._rgba = None
            return
        m = self.hexmap
        to = self.layout.to_offset
        for h in hexes:
            if m.contains(h):
                c, r = to(h)
                self._rgba[c * m.rows + r] = self._rgba_of(h)

    def feature_color(self, feature: str) -> QColor:
        """Catalogue colour of a hexside feature (magenta when unknown)."""
        c = self._feature_colors.get(feature)
        if c is None:
            entry = self.catalogue.hexside_features.get(feature) or {}
            c = self._feature_colors[feature] = QColor(entry.get("color", "#ff00ff"))
        return c

    def fortification_color(self, kind: str) -> QColor:
        """Catalogue colour of a fortification kind."""
        entry = self.catalogue.fortifications.get(kind) or {}
        return QColor(entry.get("color", "#404040"))

    # --- painting -----------------------------------------------------------
    def paint(self, painter: QPainter, rect: QRectF, lod: float = 1.0) -> None:
        """Draw every layer of the hexes meeting ``rect`` (see the module doc)."""
        px = self.size * lod  # on-screen hex size in device pixels
        if px < RASTER_PX:  # zoomed out: a colour per hex, by pixel (editor.scene.raster)
            paint_hex_colours(painter, self.layout, self.hexmap.cols, self.hexmap.rows, rect, lod, self.hex_rgba())
            return
        c0, c1, r0, r1 = self.offset_range(rect)
        if c0 > c1 or r0 > r1:
            return
        fo = self.layout.from_offset
        hexes = [fo(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]
        block = self.grids.block(c0, c1, r0, r1)
        centers = [self.center(h) for h in hexes]
        if px < MID_PX:   # fill and grid by pixel (the grid as the outlines' two translucent strokes)
            paint_hex_colours(painter, self.layout, self.hexmap.cols, self.hexmap.rows, rect, lod, self.hex_rgba(),
                              (40, 40, 30, 0.3) if px >= 6 else None)
            painter.setRenderHint(QPainter.Antialiasing, True)
        else:
            painter.setRenderHint(QPainter.Antialiasing, True)
            self._paint_terrain(painter, *self._inside(hexes, centers, block, rect, lod), px)
        self._paint_sides(painter, hexes, centers, block)
        self._paint_roads(painter, hexes, centers)
        if px >= 7:
            self._paint_fortifications(painter, hexes, centers)
        if self.show_labels and px >= 18:
            self._paint_labels(painter, *self._inside(hexes, centers, block, rect, lod), lod)

    def _inside(self, hexes, centers, block, rect: QRectF, lod: float) -> tuple[list, list]:
        """The ``hexes`` (and their ``centers``) whose own box, grown by the
        grid pen and a device pixel of antialiasing, meets ``rect``: what
        the fill, pattern and label of a hex can touch (``hexes`` is the
        conservative set of `offset_range`, which a small rect, a tile's
        block, exceeds three or four times over)."""
        _q, _r, _idx, x, y = block
        pad = 0.05 * self.size + 2.0 / lod
        hw, hh = self._half_w + pad, self._half_h + pad
        keep = np.nonzero((x + hw >= rect.left()) & (x - hw <= rect.right())
                          & (y + hh >= rect.top()) & (y - hh <= rect.bottom()))[0].tolist()
        return [hexes[k] for k in keep], [centers[k] for k in keep]

    def _paint_terrain(self, painter: QPainter, hexes, centers, px: float) -> None:
        m = self.hexmap
        terrain, elevation, default = m.terrain, m.elevation, m.default_terrain
        grid = QPen(QColor(40, 40, 30, 90), max(self.size * 0.025, 0.6 * self.size / px)) if px >= 6 else Qt.NoPen
        painter.setPen(grid)
        patterns = px >= 10
        poly = self._poly
        for h, c in zip(hexes, centers):
            t = terrain.get(h, default)
            color = self.fill_color(t, elevation.get(h, 0))
            painter.setBrush(QBrush(color))
            painter.setPen(grid)
            painter.drawPolygon(poly.translated(c))
            if patterns:
                pattern = self.catalogue.terrain.get(t, {}).get("pattern")
                if pattern:
                    painter.translate(c)
                    draw_pattern(painter, pattern, self.size, color)
                    painter.translate(-c)

    def _side_points(self, c: QPointF, d: int) -> tuple[QPointF, QPointF]:
        (ax, ay), (bx, by) = self._corners[(d - 1) % 6], self._corners[d]
        return QPointF(c.x() + ax, c.y() + ay), QPointF(c.x() + bx, c.y() + by)

    def _paint_sides(self, painter: QPainter, hexes, centers, block) -> None:
        """Contour lines (batched, `MapGrids.contour_lines`), then the
        hexside features of the sides under ``hexes`` (each side once)."""
        thin, thick = self.grids.contour_lines(block)
        for lines, levels in ((thin, 1), (thick, 2)):
            if lines:
                painter.setPen(contour_pen(self.size, levels))
                painter.drawLines(lines)
        index = self.grids.side_features()
        if not index:
            return
        rank = {f: i for i, f in enumerate(FEATURE_ORDER)}
        direction = self.layout.direction_to
        for h, c in zip(hexes, centers):
            for n, feats in index.get(h, ()):
                p0, p1 = self._side_points(c, direction(h, n))
                cn = self.center(n)
                for f in sorted(feats, key=lambda f: rank.get(f, 99)):
                    draw_side_feature(painter, f, p0, p1, c, cn, self.size, self.feature_color(f))

    def _paint_roads(self, painter: QPainter, hexes, centers) -> None:
        m = self.hexmap
        if not m.flags:
            return
        for h, c in zip(hexes, centers):
            flags = m.flags.get(h)
            if not flags:
                continue
            for kind in ("road", "trail"):
                if kind not in flags:
                    continue
                exits = []
                for d in range(6):
                    n = self.layout.neighbour(h, d)
                    if kind in m.flags.get(n, ()) or kind in m.hexsides.get(_side_key(h, n), ()):
                        mx, my = self._side_mid[d]
                        exits.append(QPointF(c.x() + mx, c.y() + my))
                draw_hex_road(painter, c, exits, self.size, self.feature_color(kind), kind == "trail")

    def _paint_fortifications(self, painter: QPainter, hexes, centers) -> None:
        forts = self.hexmap.fortifications
        if not forts:
            return
        for h, c in zip(hexes, centers):
            f = forts.get(h)
            if f is None:
                continue
            facing = None
            colour = self.fortification_color(f.kind)
            # an inner ring in the fortification's colour stays visible around a counter in the hex
            ring = QPen(colour, 0.09 * self.size)
            ring.setJoinStyle(Qt.MiterJoin)
            painter.setPen(ring)
            painter.setBrush(Qt.NoBrush)
            painter.drawPolygon(QPolygonF([QPointF(c.x() + 0.86 * x, c.y() + 0.86 * y) for x, y in self._corners]))
            if f.facing is not None and f.kind in FACING_KINDS:
                mx, my = self._side_mid[f.facing % 6]
                facing = QPointF(c.x() + mx, c.y() + my)
                # the facing side itself, thick: a bunker's front reads at any zoom and under a counter
                a, b = self._corners[(f.facing - 1) % 6], self._corners[f.facing % 6]
                painter.setPen(QPen(colour.darker(150), 0.2 * self.size, Qt.SolidLine, Qt.FlatCap))
                painter.drawLine(QPointF(c.x() + 0.9 * a[0], c.y() + 0.9 * a[1]),
                                 QPointF(c.x() + 0.9 * b[0], c.y() + 0.9 * b[1]))
            draw_fortification(painter, f.kind, c, self.size, colour, facing)

    def _paint_labels(self, painter: QPainter, hexes, centers, lod: float) -> None:
        s = self.size
        # 0.3 of the hex size, grown to stay >= 7.5 device pixels on small hexes
        # (never past 0.38, where labels would crowd the hex)
        font_px = min(0.38 * s, max(0.3 * s, 7.5 / lod))
        if self._font.pixelSize() != max(1, round(font_px)):
            self._font.setPixelSize(max(1, round(font_px)))
        painter.setFont(self._font)
        m = self.hexmap
        flat = self.layout.orientation == "flat"
        dark, light = QColor(25, 25, 20, 200), QColor(255, 255, 245, 220)
        for h, c in zip(hexes, centers):
            level = m.elevation.get(h, 0)
            fill = self.fill_color(m.terrain.get(h, m.default_terrain), level)
            painter.setPen(light if fill.lightnessF() < 0.42 else dark)
            text = m.display_label(h)
            # pointy hexes: a short label sits up in the hex's top so a counter below leaves it clear
            top = -0.84 * s if flat else (-0.8 * s if len(text) <= 4 else -0.7 * s)
            painter.drawText(QRectF(c.x() - 0.7 * s, c.y() + top, 1.4 * s, 0.42 * s),
                             Qt.AlignHCenter | Qt.AlignTop, text)
            if level:
                painter.drawText(QRectF(c.x() - 0.7 * s, c.y() + 0.42 * s, 1.4 * s, 0.42 * s),
                                 Qt.AlignHCenter | Qt.AlignTop, f"{level:+d}")


def _side_key(a: Hex, b: Hex) -> tuple[Hex, Hex]:
    return (a, b) if a < b else (b, a)
