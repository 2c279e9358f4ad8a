"""Small symbols for fortifications, drawn at a hex centre.

`draw_fortification` draws ``kind`` centred on ``center`` for hexes of
``size`` (scene units), in the catalogue ``color``; ``facing_point`` (the
midpoint of the faced hexside) adds a facing tick for bunkers.  Symbols fit
in a circle of radius ``0.5 * size``.  Kinds: bunker (box with a facing
tick), trench (square zig-zag), hasty_defense (arc of sandbags), wire (row of
crosses), mines / minefield (red dots in a triangle), roadblock (hatched
bar), fleche (chevron), redoubt (walled square with ditch ticks), foxholes
(small pits); anything else a ringed
initial letter.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

# Kinds that carry a facing (a hexside direction).
FACING_KINDS = frozenset({"bunker"})


def _plate(painter: QPainter, center: QPointF, r: float) -> None:
    """A pale disc behind the symbol so it reads on any terrain."""
    painter.setPen(Qt.NoPen)
    painter.setBrush(QBrush(QColor(255, 255, 240, 170)))
    painter.drawEllipse(center, r, r)


def draw_fortification(painter: QPainter, kind: str, center: QPointF, size: float, color: QColor,
                       facing_point: QPointF | None = None) -> None:
    """Draw the symbol of fortification ``kind`` (see the module doc)."""
    s = size
    cx, cy = center.x(), center.y()
    _plate(painter, center, s * 0.42)
    painter.setBrush(Qt.NoBrush)
    if kind == "bunker":
        if facing_point is not None:
            painter.setPen(QPen(color, s * 0.09, Qt.SolidLine, Qt.RoundCap))
            fx, fy = facing_point.x() - cx, facing_point.y() - cy
            d = math.hypot(fx, fy) or 1.0
            painter.drawLine(QLineF(center, QPointF(cx + fx / d * s * 0.62, cy + fy / d * s * 0.62)))
        painter.setPen(QPen(color.darker(160), s * 0.04))
        painter.setBrush(QBrush(color))
        painter.drawRect(QRectF(cx - s * 0.22, cy - s * 0.22, s * 0.44, s * 0.44))
        painter.setBrush(QBrush(QColor("#f0f0e0")))
        painter.setPen(Qt.NoPen)
        painter.drawRect(QRectF(cx - s * 0.13, cy - s * 0.04, s * 0.26, s * 0.08))
    elif kind == "trench":
        path = QPainterPath(QPointF(cx - s * 0.36, cy + s * 0.06))
        x = cx - s * 0.36
        step = s * 0.12
        up = True
        for _ in range(6):
            y = cy - s * 0.08 if up else cy + s * 0.06
            path.lineTo(x, y)
            x += step
            path.lineTo(x, y)
            up = not up
        painter.setPen(QPen(color, s * 0.08, Qt.SolidLine, Qt.SquareCap, Qt.MiterJoin))
        painter.drawPath(path)
    elif kind == "foxholes":
        painter.setPen(QPen(color, s * 0.06))
        for dx in (-0.22, 0.0, 0.22):
            painter.drawArc(QRectF(cx + (dx - 0.08) * s, cy - 0.08 * s, 0.16 * s, 0.16 * s), 180 * 16, 180 * 16)
    elif kind == "hasty_defense":
        painter.setPen(QPen(color.darker(140), s * 0.03))
        painter.setBrush(QBrush(color))
        for i in range(5):
            a = math.radians(200 + i * 35)
            bx, by = cx + math.cos(a) * s * 0.24, cy + s * 0.14 + math.sin(a) * s * 0.24
            painter.drawEllipse(QPointF(bx, by), s * 0.08, s * 0.06)
    elif kind == "wire":
        painter.setPen(QPen(color, s * 0.05, Qt.SolidLine, Qt.RoundCap))
        painter.drawLine(QLineF(cx - s * 0.36, cy, cx + s * 0.36, cy))
        for dx in (-0.24, 0.0, 0.24):
            x = cx + dx * s
            painter.drawLine(QLineF(x - s * 0.09, cy - s * 0.09, x + s * 0.09, cy + s * 0.09))
            painter.drawLine(QLineF(x - s * 0.09, cy + s * 0.09, x + s * 0.09, cy - s * 0.09))
    elif kind in ("mines", "minefield"):
        painter.setPen(QPen(color.darker(150), s * 0.03))
        painter.setBrush(QBrush(color))
        for dx, dy in ((0.0, -0.17), (-0.17, 0.12), (0.17, 0.12)):
            painter.drawEllipse(QPointF(cx + dx * s, cy + dy * s), s * 0.1, s * 0.1)
    elif kind == "roadblock":
        rect = QRectF(cx - s * 0.32, cy - s * 0.1, s * 0.64, s * 0.2)
        painter.setPen(QPen(color.darker(150), s * 0.03))
        painter.setBrush(QBrush(color.lighter(150)))
        painter.drawRect(rect)
        painter.setPen(QPen(color, s * 0.05))
        for i in range(4):
            x = rect.left() + s * 0.06 + i * s * 0.16
            painter.drawLine(QLineF(x, rect.bottom(), x + s * 0.1, rect.top()))
    elif kind == "redoubt":
        painter.setPen(QPen(color.darker(130), s * 0.08, Qt.SolidLine, Qt.SquareCap, Qt.MiterJoin))
        painter.drawRect(QRectF(cx - s * 0.25, cy - s * 0.25, s * 0.5, s * 0.5))
        painter.setPen(QPen(color.darker(130), s * 0.04))
        for k in range(4):  # ditch ticks outside each wall
            a = math.radians(90 * k)
            ox, oy = math.cos(a), math.sin(a)
            for t in (-0.14, 0.0, 0.14):
                bx, by = cx + ox * s * 0.3 - oy * s * t, cy + oy * s * 0.3 + ox * s * t
                painter.drawLine(QLineF(bx, by, bx + ox * s * 0.08, by + oy * s * 0.08))
    elif kind == "fleche":
        painter.setPen(QPen(color.darker(120), s * 0.1, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        painter.drawPolyline(QPolygonF([QPointF(cx - s * 0.3, cy + s * 0.15), QPointF(cx, cy - s * 0.2),
                                        QPointF(cx + s * 0.3, cy + s * 0.15)]))
    else:
        painter.setPen(QPen(color, s * 0.05))
        painter.drawEllipse(center, s * 0.3, s * 0.3)
        font = QFont()
        font.setPixelSize(max(1, int(s * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(QRectF(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6), Qt.AlignCenter, kind[:1].upper())
