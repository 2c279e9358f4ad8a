"""How a unit counter looks on the map: `counter_lines` (the stats printed
per ruleset), `paint_counter` (side colour, name, key stats, hidden and
selection marks) and where counters sit (`counter_size`, `stack_rects`).

Counters fit inside their hex: a lone counter is the hex's inscribed square
(side ``2·√3/(1+√3)`` hex sizes, for flat and pointy hexes alike) less a
small margin; a stack fans out diagonally and its counters shrink so that
the whole fan stays within that square.  Sizes are scene units; `COUNTER`
is a lone counter's side at hex size 30 (a flat hex 60 wide, 52 high).
"""
from __future__ import annotations

import functools
import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.naming import unit_type_name
from core.rules.registry import traits

SQUARE = 2 * math.sqrt(3) / (1 + math.sqrt(3))  # inscribed square side / hex size (centre-to-corner)
FIT = 0.88  # of the inscribed square: margin for the border and shadow, and room for the hex label above
LIFT = 0.16  # counters sit this far (in hex sizes) below the centre, clear of the hex label at the top
STACK_STEP = 0.12  # diagonal offset between stacked counters, in hex sizes
MAX_SPREAD = 2  # the fan of a stack spans at most this many steps
DESIGN = 40.0  # the side the counter's lettering is laid out for (scaled to the real side)


def counter_size(hex_size: float, count: int = 1) -> float:
    """Side (scene units) of each counter of a stack of ``count`` in a hex
    of ``hex_size`` (centre-to-corner): the lone counter's side less the
    stack's fan, so the whole stack stays inside the inscribed square."""
    lone = SQUARE * FIT * hex_size
    return lone - _spread(hex_size, count)


def _spread(hex_size: float, count: int) -> float:
    return min(max(count - 1, 0), MAX_SPREAD) * STACK_STEP * hex_size


@functools.lru_cache(maxsize=64)
def lift(orientation: str, count: int) -> float:
    """How far below the hex centre (in hex sizes) a stack of ``count``
    counters sits: `LIFT`, or less where the stack's lowest corners would
    leave the hex (pointy hexes narrow sooner towards the bottom; computed
    on a unit hex, 0 when a centred stack already touches the edge)."""
    side = counter_size(1.0, count)
    spread = _spread(1.0, count)
    half = side / 2 + spread / 2          # the stack's reach right of (and below) its centre
    # the hex's lower edge at horizontal distance x from the centre (unit hex, centre to corner 1)
    if orientation == "flat":
        def bottom(x: float) -> float:
            return min(math.sqrt(3) / 2, (1 - x) * math.sqrt(3))
    else:
        def bottom(x: float) -> float:
            return 1 - x / math.sqrt(3)
    room = bottom(half) - half           # the last counter's lower right corner is the one that leaves first
    return max(0.0, min(LIFT, room * 0.98))


def stack_rects(layout, h, count: int) -> list[QRectF]:
    """Scene rects of the ``count`` counters stacked in hex ``h`` (bottom
    first; each one offset down-right of the one under it), all inside the
    hex's inscribed square, `LIFT` below the centre so the hex label above
    them stays readable.  ``layout`` is a `core.hexgrid.Layout`."""
    x, y = layout.hex_to_pixel(h)
    y += lift(layout.orientation, count) * layout.size
    side = counter_size(layout.size, count)
    spread = _spread(layout.size, count)
    step = spread / (count - 1) if count > 1 else 0.0
    out = []
    for i in range(count):
        off = (i - (count - 1) / 2) * step
        out.append(QRectF(x + off - side / 2, y + off - side / 2, side, side))
    return out


COUNTER = counter_size(30.0)
STACK_OFFSET = STACK_STEP * 30.0


def unit_title(u, ruleset: str) -> str:
    """The counter's name: the unit's own name, else the catalogue name,
    else the id."""
    if u.name:
        return u.name
    if u.catalogue_id:
        t = load_units(ruleset).get(u.catalogue_id)
        if t is not None:
            return unit_type_name(t.name)
    return u.id


def unit_tooltip(u, ruleset: str) -> str:
    """Hover text of a counter: the full name, then the ids the counter
    does not show (unit, catalogue entry, brigade, activation group)."""
    ids = (QCoreApplication.translate("counters", "id {id}, catalogue {catalogue}") if u.catalogue_id else
           QCoreApplication.translate("counters", "id {id}")).format(id=u.id, catalogue=u.catalogue_id)
    lines = [unit_title(u, ruleset), ids]
    stats = effective_stats(u, ruleset)
    names = {"brigade": QCoreApplication.translate("counters", "brigade {value}"),
             "activation_group": QCoreApplication.translate("counters", "activation group {value}")}
    extra = [names[k].format(value=stats[k]) for k in ("brigade", "activation_group") if stats.get(k)]
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
    small bottom line)``, as the ruleset's `CounterFace` lays them out
    (coh: soft FP (red) and hard FP (blue), range, front/flank Defense,
    move AP; tng: SP, cohesion, MA; fow: firepower, anti-tank, range, rate
    of fire)."""
    s = effective_stats(u, ruleset)
    face = traits(ruleset).counter
    return face.big_line(s), face.small_line(s)


_TEXT_COLOURS = {"soft": QColor("#ffd6cc"), "hard": QColor("#cfe3ff"), "plain": QColor("white")}


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


NAME_PX = (8.0, 7.0)  # name font sizes tried, largest first (design px; whole pixels)
MIN_SQUEEZE = 0.72  # narrowest horizontal squeeze of the name before eliding


_FILLER = {"bde", "brigade", "div", "division", "regiment", "regt", "battalion", "bn", "company", "coy", "group",
           "the", "of"}


def short_names(title: str) -> list[str]:
    """Shorter spellings of a counter name, longest first, each keeping the
    part a player tells units apart by: ``"Delzons, 1st bde"`` ->
    ``"Delzons 1st bde"``, ``"Delzons 1st"`` (filler words dropped),
    ``"Delzons 1"``; a bracketed part goes before the rest is touched
    (``"Zajaczek (16th Polish)"`` -> ``"Zajaczek 16th"``)."""
    out: list[str] = []

    def add(text: str) -> None:
        text = " ".join(text.split())
        if text and text != title and text not in out:
            out.append(text)

    plain = title.replace(",", " ").replace("(", " ").replace(")", " ")
    add(plain)
    words = plain.split()
    kept = [w for w in words if w.lower().strip(".'") not in _FILLER]
    add(" ".join(kept))
    if "(" in title:
        inside = title[title.index("(") + 1:].split(")")[0].split()
        add(" ".join(title[:title.index("(")].split() + inside[:1]))
    add(" ".join(w.rstrip("stndrdh") if w[:1].isdigit() else w for w in kept))   # 1st -> 1
    return out


def fit_name(title: str, width: float) -> tuple[float, float, str]:
    """How the counter's name fits a band ``width`` scene px wide:
    ``(font px, horizontal squeeze 0..1, text)``.  The full name when it
    fits at a `NAME_PX` size squeezed to no less than `MIN_SQUEEZE`; else
    the longest of its `short_names` that fits so; else the smallest size
    at that squeeze, elided at the end with an ellipsis (the tooltip and
    the Properties dock always give the full name)."""
    for text in [title] + short_names(title):
        for px in NAME_PX:
            w = QFontMetricsF(_font(px)).horizontalAdvance(text)
            if w <= width:
                return px, 1.0, text
            if w * MIN_SQUEEZE <= width:
                return px, width / w, text
    f = _font(NAME_PX[-1])
    shortest = (short_names(title) or [title])[-1]
    return NAME_PX[-1], MIN_SQUEEZE, QFontMetricsF(f).elidedText(shortest, Qt.ElideRight, width / MIN_SQUEEZE)


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
                  hidden_mark: bool = False, size: float = COUNTER) -> QRectF:
    """Paint ``u``'s counter, ``size`` scene units square, centred on
    ``centre``; returns its rect.  The lettering is laid out for a
    `DESIGN`-unit counter and scaled: a name band (squeezed, then elided,
    `fit_name`), the key stats large (shrunk only to fit the width) and the
    small stat line at the bottom."""
    r = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    k = size / DESIGN
    base = QColor(colour)
    if not base.isValid():
        base = QColor("#808080")
    body = QColor(base)
    if hidden_mark:
        body.setAlpha(150)
    p.save()
    p.translate(r.topLeft())
    p.scale(k, k)
    d = QRectF(0, 0, DESIGN, DESIGN)
    p.setPen(QPen(QColor(0, 0, 0, 120), 0))
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(d.translated(1.0, 1.0).adjusted(0, 0, -1.0, -1.0), 3, 3)
    border = QPen(QColor("#ffe14d") if selected else base.darker(180), 2.4 if selected else 1.0)
    if hidden_mark:
        border.setStyle(Qt.DashLine)
    p.setPen(border)
    p.setBrush(QBrush(body))
    p.drawRoundedRect(d, 3, 3)
    # name band
    band = QRectF(1, 1, DESIGN - 2, 10.5)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(255, 255, 255, 215))
    p.drawRect(band)
    p.setPen(QColor("#111111"))
    _draw_name(p, band, unit_title(u, ruleset))
    big, small = counter_lines(u, ruleset)
    f = _font(15, True)
    gap = 3.0
    while True:
        fm = QFontMetricsF(f)
        widths = [fm.horizontalAdvance(t) for t, _ in big]
        total = sum(widths) + gap * (len(big) - 1)
        if total <= DESIGN - 3 or f.pixelSize() <= 9:
            break
        f.setPixelSize(f.pixelSize() - 1)
    p.setFont(f)
    x = (DESIGN - total) / 2
    for (t, kind), w in zip(big, widths):
        p.setPen(_TEXT_COLOURS[kind])
        p.drawText(QRectF(x, 11.5, w + 1, 17), Qt.AlignCenter, t)
        x += w + gap
    p.setPen(QColor("white"))
    f = _font(9, True)
    while f.pixelSize() > 6 and QFontMetricsF(f).horizontalAdvance(small) > DESIGN - 3:
        f.setPixelSize(f.pixelSize() - 1)
    p.setFont(f)
    p.drawText(QRectF(0, DESIGN - 11.5, DESIGN, 11), Qt.AlignCenter, small)
    if hidden_mark:
        tag = QRectF(DESIGN - 16, -3, 17, 9)
        p.setPen(QPen(QColor("#222222"), 0.6))
        p.setBrush(QColor("#f2e6a0"))
        p.drawRoundedRect(tag, 2, 2)
        p.setFont(_font(6.5, True))
        p.setPen(QColor("#222222"))
        p.drawText(tag, Qt.AlignCenter, "HID")
    p.restore()
    return r
