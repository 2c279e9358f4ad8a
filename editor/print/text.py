"""Text in millimetre coordinates for print pages.

Print pages are painted with one painter unit = 1 mm.  `QFont.setPixelSize`
takes whole numbers, so text is drawn under a 1/`SUB` scale with a font of
``size_mm * SUB`` pixels: sizes are exact to 0.01 mm.

`COUNTED` (a `Counted`) gives the counted phrases of the printed sheets in
the user's language ("3 units", Russian "3 отряда" / "5 отрядов").
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

SUB = 100.0


class Counted(QObject):
    """The printed sheets' counted phrases, with Qt's plural forms
    (``self.tr(text, "", n)``: a `QObject` so lupdate sees them as numerus).
    Each method takes the count and returns the phrase with it."""

    def hidden_units(self, n: int) -> str:
        """``"3 units set up hidden by the player"``."""
        return self.tr("%n unit(s) set up hidden by the player", "", n)

    def hexes(self, n: int) -> str:
        """``"12 hexes"``."""
        return self.tr("%n hex(es)", "", n)

    def rounds(self, n: int) -> str:
        """``"6 rounds"``."""
        return self.tr("%n round(s)", "", n)

    def rows(self, n: int) -> str:
        """``"2 rows"`` (of map sheets)."""
        return self.tr("%n row(s)", "", n)

    def columns(self, n: int) -> str:
        """``"3 columns"`` (of map sheets)."""
        return self.tr("%n column(s)", "", n)

    def counter_faces(self, n: int) -> str:
        """``"24 counter faces"``."""
        return self.tr("%n counter face(s)", "", n)

    def markers(self, n: int) -> str:
        """``"10 markers"``."""
        return self.tr("%n marker(s)", "", n)


COUNTED = Counted()


def font(size_mm: float, bold: bool = False) -> QFont:
    """A sans-serif font ``size_mm`` tall (pixel size, to be used under 1/SUB)."""
    f = QFont("DejaVu Sans")
    f.setStyleHint(QFont.SansSerif)
    f.setPixelSize(max(1, round(size_mm * SUB)))
    f.setBold(bold)
    return f


def text_width(text: str, size_mm: float, bold: bool = False) -> float:
    """Width in mm of ``text`` at ``size_mm``."""
    return QFontMetricsF(font(size_mm, bold)).horizontalAdvance(text) / SUB


def fit_size(text: str, width_mm: float, size_mm: float, bold: bool = False, smallest: float = 1.2) -> float:
    """The largest size <= ``size_mm`` (not under ``smallest``) at which
    ``text`` fits in ``width_mm``."""
    w = text_width(text, size_mm, bold)
    if w <= width_mm or w == 0:
        return size_mm
    return max(smallest, size_mm * width_mm / w)


def fit_wrapped(text: str, width_mm: float, height_mm: float, size_mm: float, smallest: float = 1.8) -> float:
    """The largest size <= ``size_mm`` (not under ``smallest``) at which
    ``text`` word-wrapped to ``width_mm`` fits in ``height_mm``."""
    size = size_mm
    while size > smallest:
        r = QFontMetricsF(font(size)).boundingRect(QRectF(0, 0, width_mm * SUB, 1e7), int(Qt.TextWordWrap), text)
        if r.height() / SUB <= height_mm:
            return size
        size = max(smallest, size * 0.92)
    return smallest


def wrapped_height(text: str, width_mm: float, size_mm: float, bold: bool = False) -> float:
    """Height in mm of ``text`` word-wrapped to ``width_mm`` at ``size_mm``."""
    r = QFontMetricsF(font(size_mm, bold)).boundingRect(QRectF(0, 0, width_mm * SUB, 1e7), int(Qt.TextWordWrap),
                                                        text)
    return r.height() / SUB


def draw_text(painter: QPainter, rect: tuple[float, float, float, float], text: str, size_mm: float,
              align=Qt.AlignLeft | Qt.AlignVCenter, color: QColor | None = None, bold: bool = False,
              wrap: bool = False) -> None:
    """Draw ``text`` in ``rect`` = ``(x, y, w, h)`` mm at ``size_mm``."""
    x, y, w, h = rect
    painter.save()
    painter.scale(1 / SUB, 1 / SUB)
    painter.setFont(font(size_mm, bold))
    painter.setPen(color if color is not None else QColor(20, 20, 20))
    flags = align | (Qt.TextWordWrap if wrap else 0)
    if wrap:    # never spill over what lies below
        painter.setClipRect(QRectF(x * SUB, y * SUB, w * SUB, h * SUB), Qt.IntersectClip)
    painter.drawText(QRectF(x * SUB, y * SUB, w * SUB, h * SUB), flags, text)
    painter.restore()
