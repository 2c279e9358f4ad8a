"""Small icons for the palette: a hex of a terrain (with its pattern), a
hexside feature on a side, a fortification symbol; drawn with the same code
as the map."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap, QPolygonF

from core.hexgrid import Layout
from editor.scene.fortification_symbols import draw_fortification
from editor.scene.hexside_styles import draw_side_feature
from editor.scene.terrain_patterns import draw_pattern

ICON = 28


def _canvas() -> tuple[QPixmap, QPainter]:
    pix = QPixmap(ICON, ICON)
    pix.fill(Qt.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.Antialiasing)
    return pix, p


def _hex(size: float) -> QPolygonF:
    lay = Layout("flat", "even", size)
    return QPolygonF([QPointF(*lay.corner_offset(k)) for k in range(6)])


def terrain_icon(color: str, pattern: str | None) -> QIcon:
    """A flat hex of ``color`` with ``pattern``."""
    pix, p = _canvas()
    size = ICON / 2 - 1
    p.translate(ICON / 2, ICON / 2)
    base = QColor(color)
    p.setPen(QPen(QColor(40, 40, 30, 140), 1))
    p.setBrush(QBrush(base))
    p.drawPolygon(_hex(size))
    if pattern:
        draw_pattern(p, pattern, size, base)
    p.end()
    return QIcon(pix)


def feature_icon(feature: str, color: str) -> QIcon:
    """``feature`` drawn on a vertical side between two pale half hexes."""
    pix, p = _canvas()
    p.fillRect(0, 0, ICON, ICON, QColor("#d8e4a8"))
    s = ICON * 0.8
    draw_side_feature(p, feature, QPointF(ICON / 2, 2), QPointF(ICON / 2, ICON - 2), QPointF(0, ICON / 2),
                      QPointF(ICON, ICON / 2), s, QColor(color))
    p.end()
    return QIcon(pix)


def fortification_icon(kind: str, color: str) -> QIcon:
    """The symbol of ``kind`` (a bunker facing up)."""
    pix, p = _canvas()
    s = ICON * 0.9
    c = QPointF(ICON / 2, ICON / 2 + 2)
    draw_fortification(p, kind, c, s, QColor(color), QPointF(ICON / 2, 0))
    p.end()
    return QIcon(pix)
