"""How a unit counter looks on the map: `counter_lines` (the stats printed
per ruleset) and `paint_counter` (side colour, name, key stats, hidden and
selection marks).  Sizes are scene units at hex size 30 (a flat hex is 60
wide, 52 high); `COUNTER` is the counter's side length.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError

COUNTER = 46.0
STACK_OFFSET = 5.0


def _n(v) -> str:
    if v is None or v is False:
        return "-"
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v)


def unit_title(u, ruleset: str) -> str:
    """The counter's name: the unit's own name, else the catalogue name,
    else the id."""
    if u.name:
        return u.name
    if u.catalogue_id:
        t = load_units(ruleset).get(u.catalogue_id)
        if t is not None:
            return t.name
    return u.id


def effective_stats(u, ruleset: str) -> dict:
    """Catalogue stats overlaid with the unit's own (empty for an unknown id)."""
    try:
        return unit_stats(u.catalogue_id, u.stats, ruleset)
    except HexwrightError:
        return dict(u.stats)


def counter_lines(u, ruleset: str) -> tuple[list[tuple[str, str]], str]:
    """The key stats: ``([(text, colour_name), ...] for the big middle line,
    small bottom line)``.  coh: soft FP (red) and hard FP (blue), range,
    front/flank Defense, move AP; tng: SP, cohesion, MA; fow: firepower,
    anti-tank, range, rate of fire."""
    s = effective_stats(u, ruleset)
    if ruleset == "coh":
        big = [(_n(s.get("fp_soft")), "soft"), (_n(s.get("fp_hard")), "hard"), (f"r{_n(s.get('range'))}", "plain")]
        small = f"{_n(s.get('dr_front'))}/{_n(s.get('dr_flank'))} {_n(s.get('move_ap'))}AP"
        return big, small
    if ruleset == "tng":
        big = [(f"{_n(s.get('sp', s.get('strength')))}", "plain"), (f"c{_n(s.get('cohesion'))}", "plain")]
        rng = s.get("max_range") or 0
        small = f"MA {_n(s.get('ma'))}" + (f"  R{_n(rng)}" if rng else "")
        return big, small
    big = [(f"{_n(s.get('firepower'))}", "soft"), (f"{_n(s.get('anti_tank'))}", "hard")]
    small = f"R{_n(s.get('range'))}  ROF {_n(s.get('rof'))}"
    return big, small


_TEXT_COLOURS = {"soft": QColor("#ffd6cc"), "hard": QColor("#cfe3ff"), "plain": QColor("white")}


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def paint_counter(p: QPainter, centre: QPointF, u, ruleset: str, colour: str, selected: bool = False,
                  hidden_mark: bool = False) -> QRectF:
    """Paint ``u``'s counter centred on ``centre`` (scene units); returns its rect."""
    r = QRectF(centre.x() - COUNTER / 2, centre.y() - COUNTER / 2, COUNTER, COUNTER)
    base = QColor(colour)
    if not base.isValid():
        base = QColor("#808080")
    body = QColor(base)
    if hidden_mark:
        body.setAlpha(150)
    p.setPen(QPen(QColor(0, 0, 0, 120), 0))
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(r.translated(1.5, 1.5), 3, 3)
    border = QPen(QColor("#ffe14d") if selected else base.darker(180), 2.4 if selected else 1.0)
    if hidden_mark:
        border.setStyle(Qt.DashLine)
    p.setPen(border)
    p.setBrush(QBrush(body))
    p.drawRoundedRect(r, 3, 3)
    # name band
    band = QRectF(r.left() + 1, r.top() + 1, r.width() - 2, 12)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 215))
    p.drawRect(band)
    p.setPen(QColor("#111111"))
    f = _font(8.5)
    title = unit_title(u, ruleset)
    if QFontMetricsF(f).horizontalAdvance(title) > band.width() - 2:
        f.setStretch(QFont.Condensed)
        f.setPixelSize(8)
    p.setFont(f)
    title = QFontMetricsF(f).elidedText(title, Qt.ElideRight, band.width() - 2)
    p.drawText(band, Qt.AlignCenter, title)
    big, small = counter_lines(u, ruleset)
    f = _font(14, True)
    p.setFont(f)
    fm = QFontMetricsF(f)
    gap = 4.0
    widths = [fm.horizontalAdvance(t) for t, _ in big]
    x = r.center().x() - (sum(widths) + gap * (len(big) - 1)) / 2
    y = r.top() + 14
    for (t, kind), w in zip(big, widths):
        p.setPen(_TEXT_COLOURS[kind])
        p.drawText(QRectF(x, y, w + 1, 17), Qt.AlignCenter, t)
        x += w + gap
    p.setPen(QColor("white"))
    f = _font(9.5, True)
    while f.pixelSize() > 7 and QFontMetricsF(f).horizontalAdvance(small) > r.width() - 3:
        f.setPixelSize(f.pixelSize() - 1)
    p.setFont(f)
    p.drawText(QRectF(r.left(), r.bottom() - 14, r.width(), 13), Qt.AlignCenter, small)
    if hidden_mark:
        tag = QRectF(r.right() - 13, r.top() - 6, 17, 10)
        p.setPen(QPen(QColor("#222222"), 0.6))
        p.setBrush(QColor("#f2e6a0"))
        p.drawRoundedRect(tag, 2, 2)
        p.setFont(_font(7.0, True))
        p.setPen(QColor("#222222"))
        p.drawText(tag, Qt.AlignCenter, "HID")
    return r
