"""How hexside features and contour lines look.

`draw_side_feature` draws one feature of one hexside: ``p0``/``p1`` are the
side's end points, ``ca``/``cb`` the centres of the two hexes sharing it (all
`QPointF` in scene units), ``size`` the hex size (centre to corner) and
``color`` the catalogue colour.  Everything stays within ``0.25 * size`` of
the side, except crossings (roads, trails, bridges, fords) which reach at
most halfway to each centre; `SIDE_MARGIN` is what a caller adds around a
hex's bounding box when it invalidates it.

Styles: small balka = brown jagged line; large balka = wider jagged band;
stream = blue wavy line; wall = thick grey line; hedge = green line with
bumps; impassable = thick black line; steep slope = hatch ticks on the side;
road/trail = a tan (trail: dashed) line crossing the side; bridge = a plank
across the side; ford = light-blue stripes across the side.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

SIDE_MARGIN = 0.3  # fraction of the hex size

# Drawing order: broad background features first, crossings last.
FEATURE_ORDER = ("large_balka", "small_balka", "stream", "steep_slope", "hedge", "wall", "impassable",
                 "ford", "road", "trail", "bridge")


def _unit(p0: QPointF, p1: QPointF) -> tuple[float, float, float, float, float]:
    dx, dy = p1.x() - p0.x(), p1.y() - p0.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    return ux, uy, -uy, ux, length


def _zigzag(p0: QPointF, p1: QPointF, amplitude: float, teeth: int) -> QPainterPath:
    ux, uy, nx, ny, length = _unit(p0, p1)
    path = QPainterPath(p0)
    n = teeth * 2
    for i in range(1, n):
        t = length * i / n
        a = amplitude if i % 2 else -amplitude
        path.lineTo(p0.x() + ux * t + nx * a, p0.y() + uy * t + ny * a)
    path.lineTo(p1)
    return path


def _wave(p0: QPointF, p1: QPointF, amplitude: float, steps: int = 16) -> QPainterPath:
    ux, uy, nx, ny, length = _unit(p0, p1)
    path = QPainterPath(p0)
    for i in range(1, steps + 1):
        t = length * i / steps
        a = amplitude * math.sin(2 * math.pi * i / steps * 1.5)
        path.lineTo(p0.x() + ux * t + nx * a, p0.y() + uy * t + ny * a)
    return path


def _toward(p: QPointF, q: QPointF, f: float) -> QPointF:
    return QPointF(p.x() + (q.x() - p.x()) * f, p.y() + (q.y() - p.y()) * f)


def contour_pen(size: float, levels: int) -> QPen:
    """The pen of a contour line between hexes ``levels`` apart (one dark
    brown line; a thicker one for two levels or more); ``size`` is the hex
    size in scene units."""
    return QPen(QColor("#6b4a24"), size * (0.08 if levels < 2 else 0.13), Qt.SolidLine, Qt.RoundCap)


def draw_contour(painter: QPainter, p0: QPointF, p1: QPointF, size: float, levels: int) -> None:
    """Contour line on a side between hexes ``levels`` apart in elevation
    (`contour_pen`)."""
    painter.setPen(contour_pen(size, levels))
    painter.drawLine(QLineF(p0, p1))


def draw_side_feature(painter: QPainter, feature: str, p0: QPointF, p1: QPointF, ca: QPointF, cb: QPointF,
                      size: float, color: QColor) -> None:
    """Draw ``feature`` on the side ``p0``-``p1`` between hex centres ``ca``
    and ``cb`` (see the module doc for styles).  Unknown features get a
    dashed line of their colour."""
    s = size
    painter.setBrush(Qt.NoBrush)
    mid = _toward(p0, p1, 0.5)
    if feature in ("small_balka", "large_balka"):
        wide = feature == "large_balka"
        if wide:
            band = QColor(color)
            band.setAlpha(150)
            painter.setPen(QPen(band, s * 0.26, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(QLineF(p0, p1))
        painter.setPen(QPen(color.darker(130 if wide else 100), s * 0.09, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(_zigzag(p0, p1, s * (0.1 if wide else 0.08), 5))
    elif feature == "stream":
        painter.setPen(QPen(color, s * 0.13, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPath(_wave(p0, p1, s * 0.05))
    elif feature == "wall":
        painter.setPen(QPen(color, s * 0.17, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(p0, p1))
        painter.setPen(QPen(color.lighter(160), s * 0.04, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(p0, p1))
    elif feature == "hedge":
        painter.setPen(QPen(color, s * 0.1, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(QLineF(p0, p1))
        painter.setPen(Qt.NoPen)
        painter.setBrush(QBrush(color))
        for i in range(1, 6):
            painter.drawEllipse(_toward(p0, p1, i / 6), s * 0.095, s * 0.095)
    elif feature == "impassable":
        painter.setPen(QPen(color, s * 0.2, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(p0, p1))
    elif feature == "steep_slope":
        ux, uy, nx, ny, length = _unit(p0, p1)
        painter.setPen(QPen(color, s * 0.07, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(p0, p1))
        # hatch ticks on both sides of the line, like a map's cliff symbol
        for i in range(1, 8):
            c = _toward(p0, p1, i / 8)
            painter.drawLine(QLineF(c.x() - nx * s * 0.13, c.y() - ny * s * 0.13,
                                    c.x() + nx * s * 0.13, c.y() + ny * s * 0.13))
    elif feature in ("road", "trail"):
        a, b = _toward(mid, ca, 0.55), _toward(mid, cb, 0.55)
        if feature == "road":
            painter.setPen(QPen(color.darker(150), s * 0.2, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(QLineF(a, b))
            painter.setPen(QPen(color, s * 0.14, Qt.SolidLine, Qt.RoundCap))
        else:
            painter.setPen(QPen(color.darker(130), s * 0.08, Qt.DashLine, Qt.FlatCap))
        painter.drawLine(QLineF(a, b))
    elif feature == "bridge":
        a, b = _toward(mid, ca, 0.45), _toward(mid, cb, 0.45)
        painter.setPen(QPen(color.darker(160), s * 0.26, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(a, b))
        painter.setPen(QPen(color.lighter(130), s * 0.17, Qt.SolidLine, Qt.FlatCap))
        painter.drawLine(QLineF(a, b))
    elif feature == "ford":
        ux, uy, nx, ny, length = _unit(p0, p1)
        painter.setPen(QPen(color, s * 0.06, Qt.SolidLine, Qt.RoundCap))
        for f in (0.3, 0.42, 0.54, 0.66):
            c = _toward(p0, p1, f)
            painter.drawLine(QLineF(c.x() - nx * s * 0.2, c.y() - ny * s * 0.2,
                                    c.x() + nx * s * 0.2, c.y() + ny * s * 0.2))
    else:
        painter.setPen(QPen(color, s * 0.08, Qt.DashLine))
        painter.drawLine(QLineF(p0, p1))


def draw_hex_road(painter: QPainter, center: QPointF, exits: list[QPointF], size: float, color: QColor,
                  trail: bool) -> None:
    """A road (or dashed trail) through a hex: from ``center`` to each exit
    point (side midpoints towards road neighbours); a dot when no exit."""
    s = size
    if trail:
        pens = [QPen(color.darker(130), s * 0.08, Qt.DashLine, Qt.RoundCap, Qt.RoundJoin)]
    else:
        pens = [QPen(color.darker(150), s * 0.2, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin),
                QPen(color, s * 0.14, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin)]
    painter.setBrush(Qt.NoBrush)
    for pen in pens:
        painter.setPen(pen)
        if exits:
            for e in exits:
                painter.drawLine(QLineF(center, e))
        else:
            painter.drawPoint(center)


def hex_polygon(corners: list[tuple[float, float]]) -> QPolygonF:
    """A `QPolygonF` of corner tuples."""
    return QPolygonF([QPointF(x, y) for x, y in corners])
