"""Terrain patterns drawn over a hex's colour: trees, buildings, furrows...

A catalogue terrain entry may name a ``pattern``; `draw_pattern` draws it
centred on the painter's origin (the caller translates to the hex centre)
for hexes of ``size`` (centre to corner, scene units).  Shapes stay inside a
circle of radius ``0.72 * size`` so they never cross the hex outline in
either orientation.  Paths are built once per (pattern, size) and cached.
Unknown pattern names draw nothing.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

PATTERNS = ("trees", "dense_trees", "building", "furrows", "stalks", "orchard", "brush",
            "marsh", "gully", "earthwork", "rubble")


def _circles(points, r: float, s: float) -> QPainterPath:
    p = QPainterPath()
    for x, y in points:
        p.addEllipse(QPointF(x * s, y * s), r * s, r * s)
    return p


def _lines_in_circle(angle_deg: float, spacing: float, radius: float, s: float) -> QPainterPath:
    """Parallel lines at ``angle_deg`` clipped to a circle (fractions of s)."""
    p = QPainterPath()
    a = math.radians(angle_deg)
    ux, uy = math.cos(a), math.sin(a)      # along the line
    nx, ny = -uy, ux                       # across the lines
    k = -radius
    while k <= radius + 1e-9:
        half = math.sqrt(max(radius * radius - k * k, 0.0))
        if half > 0.08:
            cx, cy = nx * k, ny * k
            p.moveTo((cx - ux * half) * s, (cy - uy * half) * s)
            p.lineTo((cx + ux * half) * s, (cy + uy * half) * s)
        k += spacing
    return p


def _strokes(segments, s: float) -> QPainterPath:
    p = QPainterPath()
    for pts in segments:
        p.moveTo(pts[0][0] * s, pts[0][1] * s)
        for x, y in pts[1:]:
            p.lineTo(x * s, y * s)
    return p


_GRID = [(-0.28, -0.27), (0.28, -0.27), (-0.52, 0.05), (0.0, 0.05), (0.52, 0.05), (-0.28, 0.37), (0.28, 0.37)]


@lru_cache(maxsize=256)
def pattern_paths(pattern: str, size: float) -> tuple[tuple[QPainterPath, str], ...]:
    """The paths of ``pattern`` for hexes of ``size``, each with a style:
    ``"fill"`` (filled with the mark colour, outlined darker) or ``"line"``."""
    s = size
    if pattern == "trees":
        return ((_circles([(-0.3, -0.22), (0.24, -0.34), (0.36, 0.16), (-0.12, 0.3), (0.02, -0.02)], 0.19, s), "fill"),)
    if pattern == "dense_trees":
        pts = [(-0.38, -0.2), (-0.08, -0.4), (0.26, -0.34), (0.44, 0.0), (0.22, 0.34), (-0.14, 0.4),
               (-0.42, 0.18), (0.03, 0.0)]
        return ((_circles(pts, 0.2, s), "fill"),)
    if pattern == "building":
        p = QPainterPath()
        p.addRect(QRectF(-0.42 * s, -0.3 * s, 0.5 * s, 0.42 * s))
        p.addRect(QRectF(0.0, 0.0, 0.4 * s, 0.34 * s))
        return ((p.simplified(), "fill"),)
    if pattern == "furrows":
        return ((_lines_in_circle(-20.0, 0.18, 0.68, s), "line"),)
    if pattern == "stalks":
        segs = []
        for x, y in _GRID:
            segs.append([(x, y + 0.14), (x, y - 0.12)])
            segs.append([(x - 0.07, y - 0.06), (x, y - 0.12), (x + 0.07, y - 0.06)])
        return ((_strokes(segs, s), "line"),)
    if pattern == "orchard":
        return ((_circles(_GRID, 0.1, s), "fill"),)
    if pattern == "brush":
        segs = [[(x - 0.1, y + 0.06), (x - 0.03, y - 0.08), (x, y + 0.04), (x + 0.04, y - 0.1), (x + 0.11, y + 0.06)]
                for x, y in _GRID[::2] + [(0.0, -0.5 + 0.15)]]
        return ((_strokes(segs, s), "line"),)
    if pattern == "marsh":
        segs = []
        for x, y in _GRID:
            segs.append([(x - 0.14, y + 0.08), (x + 0.14, y + 0.08)])
            segs.append([(x, y + 0.08), (x, y - 0.08)])
            segs.append([(x - 0.06, y + 0.08), (x - 0.1, y - 0.04)])
            segs.append([(x + 0.06, y + 0.08), (x + 0.1, y - 0.04)])
        return ((_strokes(segs, s), "line"),)
    if pattern == "gully":
        pts = [(-0.62, 0.05), (-0.42, -0.08), (-0.25, 0.1), (-0.05, -0.06), (0.12, 0.12), (0.3, -0.05),
               (0.48, 0.1), (0.62, -0.02)]
        return ((_strokes([pts], s), "line"), (_lines_in_circle(90.0, 0.22, 0.55, s), "faint"))
    if pattern == "earthwork":
        p = QPainterPath()
        p.arcMoveTo(QRectF(-0.5 * s, -0.3 * s, s, 0.8 * s), 20)
        p.arcTo(QRectF(-0.5 * s, -0.3 * s, s, 0.8 * s), 20, 140)
        return ((p, "line"),)
    if pattern == "rubble":
        p = QPainterPath()
        for i, (x, y) in enumerate(_GRID):
            w = 0.1 + 0.04 * (i % 3)
            p.addRect(QRectF((x - w / 2) * s, (y - w / 2) * s, w * s, w * 0.8 * s))
        return ((p, "fill"),)
    return ()


def draw_pattern(painter: QPainter, pattern: str, size: float, base: QColor) -> None:
    """Draw ``pattern`` at the painter's origin over a hex of colour ``base``."""
    paths = pattern_paths(pattern, float(size))
    if not paths:
        return
    mark = base.darker(135)
    edge = base.darker(185)
    width = max(size * 0.045, 0.5)
    for path, style in paths:
        if style == "fill":
            painter.setPen(QPen(edge, width * 0.8))
            painter.setBrush(QBrush(mark))
        elif style == "faint":
            c = QColor(edge)
            c.setAlpha(90)
            painter.setPen(QPen(c, width * 0.7, Qt.SolidLine, Qt.RoundCap))
            painter.setBrush(Qt.NoBrush)
        else:
            painter.setPen(QPen(edge, width, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
            painter.setBrush(Qt.NoBrush)
        painter.drawPath(path)
