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


def unit_tooltip(u, ruleset: str) -> str:
    """Hover text of a counter: the full name, then the ids the counter
    does not show (unit, catalogue entry, brigade, activation group)."""
    lines = [unit_title(u, ruleset), f"id {u.id}" + (f", catalogue {u.catalogue_id}" if u.catalogue_id else "")]
    stats = effective_stats(u, ruleset)
    extra = [f"{k.replace('_', ' ')} {stats[k]}" for k in ("brigade", "activation_group") if stats.get(k)]
    if extra:
        lines.append(", ".join(extra))
    return "\n".join(lines)


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


NAME_PX = (8.5, 7.5)  # name font sizes tried, largest first (scene px)
MIN_SQUEEZE = 0.72  # narrowest horizontal squeeze of the name before eliding


def fit_name(title: str, width: float) -> tuple[float, float, str]:
    """How the counter's name fits a band ``width`` scene px wide:
    ``(font px, horizontal squeeze 0..1, text)``.  The full name when it
    fits at a `NAME_PX` size squeezed to no less than `MIN_SQUEEZE`; else
    the smallest size at that squeeze, elided at the end with an ellipsis.
    """
    for px in NAME_PX:
        w = QFontMetricsF(_font(px)).horizontalAdvance(title)
        if w <= width:
            return px, 1.0, title
        if w * MIN_SQUEEZE <= width:
            return px, width / w, title
    f = _font(NAME_PX[-1])
    return NAME_PX[-1], MIN_SQUEEZE, QFontMetricsF(f).elidedText(title, Qt.ElideRight, width / MIN_SQUEEZE)


def _draw_name(p: QPainter, band: QRectF, title: str) -> None:
    px, squeeze, text = fit_name(title, band.width() - 2)
    p.setFont(_font(px))
    p.save()
    p.translate(band.center().x(), band.top())
    p.scale(squeeze, 1.0)
    w = band.width() / squeeze
    p.drawText(QRectF(-w / 2, 0, w, band.height()), Qt.AlignCenter, text)
    p.restore()


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
    _draw_name(p, band, unit_title(u, ruleset))
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
