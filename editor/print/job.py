"""A print job: a map (or scenario) as true-scale pages, painted in mm.

`PrintJob` lists the pages of a print -- the map tiled over as many sheets
as it needs (`editor.print.tiling`), a legend page, and counter sheets when
asked (`editor.print.counters`) -- and paints any one of them with a
QPainter whose unit is 1 mm (`paint_page`).  The map itself is drawn by the
editor's own `editor.scene.map_painter.MapPainter` (terrain, patterns,
hexside features, roads, fortifications, hex labels), scaled so hexes are
``hex_mm`` across the flats; the legend uses the same painter's colours and
the same symbol functions.  A scenario's zones, entry hexes, victory hexes
and visible set-up units are drawn over the map
(`editor.print.scenario_layer`).  Output backends (PDF, SVG, PNG) live in
`editor.print.output`.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF

from core.hexgrid import SQRT3
from core.i18n import localize_number
from core.model import HexMap
from core.model.scenario import Scenario
from editor.print import counters as counter_pages
from editor.print.legend import paint_legend
from editor.print.scenario_layer import paint_scenario
from editor.print.text import COUNTED, draw_text, fit_size
from editor.print.tiling import MARGIN_MM, Tiling, page_name, tile
from editor.scene.map_painter import HEX_SIZE, MapPainter
from editor.translation import ensure_installed


@dataclass(frozen=True)
class PrintOptions:
    """``hex_mm``: hex size across the flats (mm); ``paper``: A4, A3 or
    letter; ``counters``: add counter sheets (scenarios with units);
    ``counter_mm``: counter side (mm, default 16 -- about a 5/8 inch CoH
    counter); ``labels``: hex labels on the map."""

    hex_mm: float = 19.0
    paper: str = "A4"
    counters: bool = False
    counter_mm: float = 16.0
    labels: bool = True


@dataclass(frozen=True)
class Page:
    """One page: ``kind`` (``map``, ``legend`` or ``counters``), ``index``
    (tile or sheet number within its kind), ``width``/``height`` in mm."""

    kind: str
    index: int
    width: float
    height: float


class PrintJob:
    """The pages of printing ``source`` (a `HexMap` or a `Scenario`) with
    ``options``.  ``title`` defaults to the scenario title or map name."""

    def __init__(self, source: HexMap | Scenario, options: PrintOptions = PrintOptions(), title: str | None = None):
        ensure_installed()   # sheets in the user's language also where no editor started (hexwright print)
        self.scenario = source if isinstance(source, Scenario) else None
        self.hexmap: HexMap = source.hexmap if isinstance(source, Scenario) else source
        self.options = options
        self.title = title if title is not None else ((self.scenario.title if self.scenario else "")
                                                      or self.hexmap.name
                                                      or QCoreApplication.translate("PrintJob", "Untitled map"))
        self.painter = MapPainter(self.hexmap, HEX_SIZE, show_labels=options.labels)
        # mm per scene unit: HEX_SIZE is centre to corner; flat-to-flat is sqrt(3) x that.
        self.mm_per_unit = options.hex_mm / (SQRT3 * HEX_SIZE)
        self.scene = self.painter.scene_rect()
        self.tiling: Tiling = tile(self.scene.width() * self.mm_per_unit, self.scene.height() * self.mm_per_unit,
                                   options.paper)
        t = self.tiling
        self.pages: list[Page] = [Page("map", i, t.paper_w, t.paper_h) for i in range(t.cols * t.rows)]
        from editor.print.legend import layout as legend_layout
        self.pages += [Page("legend", i, t.paper_w, t.paper_h) for i in range(len(legend_layout(self, t.paper_w,
                                                                                               t.paper_h)))]
        if options.counters and self.scenario is not None:
            n = counter_pages.sheet_count(self.scenario, t.paper_w, t.paper_h, options.counter_mm)
            self.pages += [Page("counters", i, t.paper_w, t.paper_h) for i in range(n)]

    def __len__(self) -> int:
        return len(self.pages)

    def paint_page(self, painter: QPainter, number: int, device_px_per_mm: float) -> None:
        """Paint page ``number`` (0-based) with ``painter`` in mm units;
        ``device_px_per_mm`` is the output's resolution (for detail levels)."""
        page = self.pages[number]
        painter.setRenderHint(QPainter.Antialiasing, True)
        painter.setRenderHint(QPainter.TextAntialiasing, True)
        if page.kind == "map":
            self._paint_tile(painter, page.index, device_px_per_mm)
        elif page.kind == "legend":
            paint_legend(painter, self, page)
        else:
            counter_pages.paint_sheet(painter, self.scenario, page.index, page.width, page.height,
                                      self.options.counter_mm, self.title)

    # --- map tiles ------------------------------------------------------------
    def _paint_tile(self, painter: QPainter, index: int, px_per_mm: float) -> None:
        t = self.tiling
        col, row = t.pages()[index]
        ox, oy = t.origin(col, row)
        x, y, aw, ah = t.map_rect()
        vis_w, vis_h = min(aw, t.map_w - ox), min(ah, t.map_h - oy)
        k = self.mm_per_unit
        painter.save()
        painter.setClipRect(QRectF(x, y, vis_w, vis_h))
        painter.translate(x - ox, y - oy)
        painter.scale(k, k)
        painter.translate(-self.scene.left(), -self.scene.top())
        visible = QRectF(self.scene.left() + ox / k, self.scene.top() + oy / k, vis_w / k, vis_h / k)
        self.painter.paint(painter, visible, k * px_per_mm)
        if self.scenario is not None:
            paint_scenario(painter, self.scenario, self.hexmap.layout_for(HEX_SIZE), visible)
        painter.restore()
        painter.setPen(QPen(QColor(90, 90, 90), 0.25))
        painter.setBrush(Qt.NoBrush)
        painter.drawRect(QRectF(x, y, vis_w, vis_h))
        self._paint_header(painter, col, row)
        self._paint_overlaps(painter, col, row, vis_w, vis_h)

    def _paint_header(self, painter: QPainter, col: int, row: int) -> None:
        t = self.tiling
        x = MARGIN_MM
        w = t.paper_w - 2 * MARGIN_MM
        n = t.cols * t.rows
        name = page_name(col, row)
        draw_text(painter, (x, MARGIN_MM - 1, 14, 8), name, 5.0, Qt.AlignLeft | Qt.AlignVCenter, bold=True)
        translate = QCoreApplication.translate
        grid = translate("PrintJob", "{rows} x {cols}").format(rows=COUNTED.rows(t.rows), cols=COUNTED.columns(t.cols))
        info = translate("PrintJob", "{title}  —  page {page}, sheet {sheet} of {sheets} ({grid})").format(
            title=self.title, page=name, sheet=row * t.cols + col + 1, sheets=n, grid=grid)
        draw_text(painter, (x + 14, MARGIN_MM - 1, w - 14, 4.5), info, fit_size(info, w - 14, 3.0, smallest=2.2),
                  Qt.AlignLeft | Qt.AlignVCenter)
        scale = translate("PrintJob", "True scale: hexes {size} mm across the flats. Print at 100% "
                                      "(no 'fit to page').").format(size=localize_number(f"{self.options.hex_mm:g}"))
        if n > 1:
            scale += "  " + translate("PrintJob", "Dashed lines: overlap; cut one sheet on its line and lay it on the "
                                           "neighbour's.")
        draw_text(painter, (x + 14, MARGIN_MM + 3.2, w - 14, 4), scale, fit_size(scale, w - 14, 2.3, smallest=1.8),
                  Qt.AlignLeft | Qt.AlignVCenter, QColor(70, 70, 70))

    def _paint_overlaps(self, painter: QPainter, col: int, row: int, vis_w: float, vis_h: float) -> None:
        """Dashed alignment lines in the middle of each overlap strip, ticks
        in the margin, and the neighbouring page's name at each edge."""
        t = self.tiling
        x, y, _aw, _ah = t.map_rect()
        half = t.overlap / 2
        dash = QPen(QColor(200, 0, 90), 0.35, Qt.DashLine)
        tick = QPen(QColor(200, 0, 90), 0.35)
        grey = QColor(200, 0, 90)
        lines_x = []
        if col + 1 < t.cols:
            lines_x.append((x + t.step_x + half, page_name(col + 1, row), "right"))
        if col > 0:
            lines_x.append((x + half, page_name(col - 1, row), "left"))
        for lx, other, side in lines_x:
            painter.setPen(dash)
            painter.drawLine(QPointF(lx, y), QPointF(lx, y + vis_h))
            painter.setPen(tick)
            painter.drawLine(QPointF(lx, y + vis_h + 0.5), QPointF(lx, y + vis_h + 3))
            self._edge_label(painter, side, other, x, y, vis_w, vis_h, grey)
        lines_y = []
        if row + 1 < t.rows:
            lines_y.append((y + t.step_y + half, page_name(col, row + 1), "bottom"))
        if row > 0:
            lines_y.append((y + half, page_name(col, row - 1), "top"))
        for ly, other, side in lines_y:
            painter.setPen(dash)
            painter.drawLine(QPointF(x, ly), QPointF(x + vis_w, ly))
            painter.setPen(tick)
            painter.drawLine(QPointF(x - 3, ly), QPointF(x - 0.5, ly))
            painter.drawLine(QPointF(x + vis_w + 0.5, ly), QPointF(x + vis_w + 3, ly))
            self._edge_label(painter, side, other, x, y, vis_w, vis_h, grey)

    def _edge_label(self, painter: QPainter, side: str, other: str, x: float, y: float, w: float, h: float,
                    color: QColor) -> None:
        text = QCoreApplication.translate("PrintJob", "overlaps {page}").format(page=other)
        if side in ("left", "right"):
            cx = x - 5.5 if side == "left" else x + w + 5.5
            painter.save()
            painter.translate(cx, y + h / 2)
            painter.rotate(-90 if side == "left" else 90)
            draw_text(painter, (-30, -2.5, 60, 5), text, 3.0, Qt.AlignCenter, color, bold=True)
            painter.restore()
        else:
            cy = y + h + 5.0 if side == "bottom" else y - 1.5
            if side == "top":
                return   # the header band is above the map; the bottom label of the page above says it
            draw_text(painter, (x, cy - 2.5, w, 5), text, 3.0, Qt.AlignCenter, color, bold=True)

    # --- helpers for the legend -------------------------------------------------
    def hex_polygon(self, cx: float, cy: float, flat_mm: float) -> QPolygonF:
        """A hex of the map's orientation centred at ``(cx, cy)`` mm, ``flat_mm`` across the flats."""
        s = flat_mm / SQRT3 / HEX_SIZE
        return QPolygonF([QPointF(cx + dx * s, cy + dy * s) for dx, dy in self.painter._corners])

    def swatch(self, painter: QPainter, cx: float, cy: float, flat_mm: float, fill: QColor,
               pattern: str | None) -> None:
        """Draw a legend hex filled like the map draws a hex of that terrain."""
        from editor.scene.terrain_patterns import draw_pattern
        painter.setPen(QPen(QColor(40, 40, 30), 0.2))
        painter.setBrush(QBrush(fill))
        painter.drawPolygon(self.hex_polygon(cx, cy, flat_mm))
        if pattern:
            painter.save()
            painter.translate(cx, cy)
            s = flat_mm / SQRT3 / HEX_SIZE
            painter.scale(s, s)
            draw_pattern(painter, pattern, HEX_SIZE, fill)
            painter.restore()
