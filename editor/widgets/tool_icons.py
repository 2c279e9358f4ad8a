"""Tool bar icons, drawn with QPainter (no image files to ship or scale):
one small picture per map tool, crisp at any device pixel ratio.

`tool_icon(name)` returns the `QIcon` of a tool by its ``MapTool.name``
(a generic hex for tools it does not know); `tool_tip(label, tooltip,
shortcut)` is the tool bar tooltip: the tool's name and shortcut in bold,
then what it does.  Icons are painted on a 32 x 32 design grid.
"""
from __future__ import annotations

import math
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = QColor("#2b2f36")
ACCENT = QColor("#d98c1f")
GREEN = QColor("#5f8f3e")
BLUE = QColor("#3d7cc9")
SIZES = (16, 24, 32, 48, 64)


def _hex(cx: float, cy: float, r: float) -> QPolygonF:
    return QPolygonF([QPointF(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k)))
                      for k in range(6)])


def _pen(color: QColor = INK, width: float = 2.2) -> QPen:
    p = QPen(color, width)
    p.setJoinStyle(Qt.RoundJoin)
    p.setCapStyle(Qt.RoundCap)
    return p


def _brush(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QBrush(GREEN))
    p.drawPolygon(_hex(13, 19, 9))
    p.setPen(_pen(INK, 3.2))
    p.drawLine(QPointF(17, 15), QPointF(28, 4))
    p.setPen(_pen(ACCENT, 4.5))
    p.drawPoint(QPointF(17, 15))


def _fill(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QBrush(BLUE))
    p.drawPolygon(_hex(16, 18, 11))
    p.setBrush(QBrush(QColor("white")))
    p.drawRect(QRectF(9, 3, 12, 9))
    p.drawLine(QPointF(21, 8), QPointF(25, 14))


def _elevation(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QBrush(QColor("#b99a6b")))
    p.drawPolygon(QPolygonF([QPointF(3, 27), QPointF(13, 9), QPointF(18, 17), QPointF(22, 12), QPointF(29, 27)]))
    p.setPen(_pen(ACCENT, 2.6))
    p.drawLine(QPointF(26, 9), QPointF(26, 2))
    p.drawLine(QPointF(23, 5), QPointF(26, 2))
    p.drawLine(QPointF(29, 5), QPointF(26, 2))


def _hexside(p: QPainter) -> None:
    p.setPen(_pen(QColor("#8a8f96"), 1.8))
    p.setBrush(Qt.NoBrush)
    p.drawPolygon(_hex(10, 16, 8))
    p.drawPolygon(_hex(22, 16, 8))
    p.setPen(_pen(BLUE, 4.0))
    p.drawLine(QPointF(16, 9.1), QPointF(16, 22.9))


def _road(p: QPainter) -> None:
    p.setPen(_pen(QColor("#8a8f96"), 1.6))
    for cx in (7, 16, 25):
        p.drawPolygon(_hex(cx, 16, 6))
    path = QPainterPath(QPointF(2, 22))
    path.cubicTo(QPointF(10, 8), QPointF(20, 24), QPointF(30, 10))
    p.setPen(_pen(QColor("#8b5a2b"), 3.6))
    p.drawPath(path)


def _fortification(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QBrush(QColor("#9aa0a6")))
    p.drawRect(QRectF(6, 12, 20, 13))
    p.setBrush(QBrush(INK))
    p.drawRect(QRectF(10, 16, 12, 3))
    p.setPen(_pen(ACCENT, 3.0))
    p.drawLine(QPointF(16, 12), QPointF(16, 4))


def _eyedropper(p: QPainter) -> None:
    p.setPen(_pen(INK, 3.4))
    p.drawLine(QPointF(8, 24), QPointF(22, 10))
    p.setBrush(QBrush(INK))
    p.drawEllipse(QPointF(24, 8), 3.5, 3.5)
    p.setPen(_pen(GREEN, 4.0))
    p.drawPoint(QPointF(6, 26))


def _line(p: QPainter) -> None:
    for i in range(4):
        p.setPen(_pen(QColor("#8a8f96"), 1.4))
        p.setBrush(QBrush(GREEN if i % 3 == 0 else QColor("#cfd8c0")))
        p.drawPolygon(_hex(6 + i * 6.7, 25 - i * 6.3, 4.6))
    p.setPen(_pen(ACCENT, 2.4))
    p.drawLine(QPointF(6, 25), QPointF(26, 6))


def _rectangle(p: QPainter) -> None:
    p.setPen(_pen(QColor("#8a8f96"), 1.2))
    p.setBrush(QBrush(QColor("#cfd8c0")))
    for c in range(3):
        for r in range(3):
            p.drawPolygon(_hex(7 + c * 9, 7 + r * 9 + (c % 2) * 4.5, 5))
    p.setPen(_pen(ACCENT, 2.4))
    p.setBrush(Qt.NoBrush)
    p.drawRect(QRectF(2, 2, 28, 28))


def _select(p: QPainter) -> None:
    p.setPen(QPen(INK, 2.0, Qt.DashLine))
    p.setBrush(QBrush(QColor(255, 210, 31, 90)))
    p.drawRect(QRectF(3, 3, 20, 20))
    arrow = QPolygonF([QPointF(15, 13), QPointF(29, 22), QPointF(22, 23), QPointF(25, 30), QPointF(22, 31),
                       QPointF(19, 25), QPointF(15, 29)])
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QBrush(QColor("white")))
    p.drawPolygon(arrow)


def _counter(p: QPainter, colour: QColor) -> None:
    p.setPen(_pen(INK, 1.8))
    p.setBrush(QBrush(colour))
    p.drawRoundedRect(QRectF(5, 5, 22, 22), 3, 3)
    p.setPen(_pen(QColor("white"), 2.2))
    p.drawLine(QPointF(10, 13), QPointF(22, 13))
    p.drawLine(QPointF(10, 19), QPointF(18, 19))


def _units(p: QPainter) -> None:
    _counter(p, QColor("#5b6b7d"))


def _zones(p: QPainter) -> None:
    p.setPen(QPen(INK, 1.8, Qt.DashLine))
    p.setBrush(QBrush(QColor(61, 124, 201, 110)))
    for cx, cy in ((10, 11), (22, 11), (16, 21)):
        p.drawPolygon(_hex(cx, cy, 7))


def _entry(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QBrush(QColor("#d9e3f0"), Qt.BDiagPattern))
    p.drawPolygon(_hex(19, 16, 10))
    p.setPen(_pen(ACCENT, 3.2))
    p.drawLine(QPointF(2, 16), QPointF(15, 16))
    p.drawLine(QPointF(10, 11), QPointF(15, 16))
    p.drawLine(QPointF(10, 21), QPointF(15, 16))


def _control(p: QPainter) -> None:
    p.setPen(_pen(QColor("#8a6d12"), 2.6))
    p.setBrush(QBrush(QColor("#f2c230")))
    star = QPolygonF([QPointF(16 + (12 if k % 2 == 0 else 5) * math.cos(math.radians(-90 + 36 * k)),
                              17 + (12 if k % 2 == 0 else 5) * math.sin(math.radians(-90 + 36 * k)))
                      for k in range(10)])
    p.drawPolygon(star)


def _los(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QBrush(QColor("white")))
    p.drawEllipse(QPointF(7, 24), 4, 4)
    p.setBrush(QBrush(GREEN))
    p.drawPolygon(_hex(16, 15, 4.5))
    p.setPen(_pen(QColor("#c0392b"), 2.2))
    p.drawLine(QPointF(9, 21), QPointF(27, 5))


def _fan(p: QPainter) -> None:
    p.setPen(Qt.NoPen)
    p.setBrush(QBrush(QColor(61, 124, 201, 120)))
    p.drawPie(QRectF(-10, 6, 40, 40), 20 * 16, 70 * 16)
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QBrush(QColor("white")))
    p.drawEllipse(QPointF(10, 26), 3.5, 3.5)


def _shot(p: QPainter) -> None:
    p.setPen(_pen(QColor("#c0392b"), 2.2))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(QPointF(16, 16), 11, 11)
    p.drawEllipse(QPointF(16, 16), 5, 5)
    for a, b in (((16, 1), (16, 8)), ((16, 24), (16, 31)), ((1, 16), (8, 16)), ((24, 16), (31, 16))):
        p.drawLine(QPointF(*a), QPointF(*b))


def _play(p: QPainter) -> None:
    p.setPen(_pen(INK, 1.6))
    p.setBrush(QBrush(QColor("#f4f4f4")))
    p.drawRoundedRect(QRectF(4, 8, 16, 16), 3, 3)
    p.setBrush(QBrush(INK))
    for x, y in ((8, 12), (16, 20), (12, 16)):
        p.drawEllipse(QPointF(x, y), 1.6, 1.6)
    p.setBrush(QBrush(GREEN))
    p.drawPolygon(QPolygonF([QPointF(21, 6), QPointF(31, 13), QPointF(21, 20)]))


def _generic(p: QPainter) -> None:
    p.setPen(_pen())
    p.setBrush(QBrush(QColor("#cfd8c0")))
    p.drawPolygon(_hex(16, 16, 12))


PAINTERS: dict[str, Callable[[QPainter], None]] = {
    "brush": _brush, "fill": _fill, "elevation": _elevation, "hexside": _hexside, "road": _road,
    "fortification": _fortification, "eyedropper": _eyedropper, "line": _line, "rectangle": _rectangle,
    "select": _select, "units": _units, "zones": _zones, "entry": _entry, "control": _control, "los": _los,
    "fan": _fan, "fow_shot": _shot, "playtest": _play,
}


def tool_icon(name: str) -> QIcon:
    """The icon of tool ``name`` at every size in `SIZES` (see module doc)."""
    paint = PAINTERS.get(name, _generic)
    icon = QIcon()
    for size in SIZES:
        pm = QPixmap(size, size)
        pm.fill(Qt.transparent)
        p = QPainter(pm)
        try:
            p.setRenderHint(QPainter.Antialiasing)
            p.scale(size / 32, size / 32)
            paint(p)
        finally:
            p.end()
        icon.addPixmap(pm)
    return icon


def tool_tip(label: str, tooltip: str, shortcut: str) -> str:
    """Rich-text tooltip: ``<b>Label (S)</b>`` then the description."""
    head = f"<b>{label}</b>" + (f" &nbsp;<b>({shortcut})</b>" if shortcut else "")
    return head + (f"<br>{tooltip}" if tooltip and tooltip != label else "")
