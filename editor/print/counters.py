"""Counter sheets: every unit of a scenario at counter size with its stats,
then the markers it needs.

One counter per unit placement (setup units, then reinforcements), grouped
by side, each a square ``counter_mm`` on a side in the side's colour with
the name its counter prints (never a hidden unit's designer nickname, and
no "hidden" tag: `core.model.briefing.counter_name`), its catalogue counter
number or kind, and its main stats (`stat_lines`); a unit with a reduced
side gets its back face beside it (`core.model.briefing.counter_faces`).
After the units come the play markers the scenario needs
(`core.model.briefing.markers_needed`), each copy one square.  Counters
sit on a grid with 2 mm gutters for cutting; a key explains the stat
abbreviations used.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from core.i18n import _, localize_number
from core.model.briefing import PrintFace, counter_faces, markers_needed
from core.model.scenario import Scenario
from core.rules.registry import traits
from editor.print.text import COUNTED, draw_text, fit_size, fit_wrapped, text_width
from editor.print.tiling import MARGIN_MM

GUTTER_MM = 2.0
TWO_LINES = 0.65  # a two-line name prints at most this fraction of the one-line size
HEADER_MM = 14.0


def _items(sc: Scenario) -> list:
    """Everything printed, in order: unit faces (`PrintFace`), then one
    ``(group, marker name)`` per marker copy."""
    items: list = list(counter_faces(sc))
    for group, name, copies in markers_needed(sc):
        items += [(group, name)] * copies
    return items


def _per_sheet(width: float, height: float, counter_mm: float) -> tuple[int, int]:
    cols = max(1, int((width - 2 * MARGIN_MM + GUTTER_MM) // (counter_mm + GUTTER_MM)))
    rows = max(1, int((height - 2 * MARGIN_MM - HEADER_MM - 8 + GUTTER_MM) // (counter_mm + GUTTER_MM)))
    return cols, rows


def sheet_count(sc: Scenario, width: float, height: float, counter_mm: float) -> int:
    """Number of sheets the counters of ``sc`` need on ``width`` x ``height``
    mm paper (0 when the scenario has no units)."""
    if not sc.units and not any(r.units for r in sc.reinforcements):
        return 0
    n = len(_items(sc))
    if not n:
        return 0
    cols, rows = _per_sheet(width, height, counter_mm)
    return -(-n // (cols * rows))


def _fmt(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, bool):
        return QCoreApplication.translate("counters", "yes") if v else QCoreApplication.translate("counters", "no")
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def stat_lines(ruleset: str, stats: dict) -> list[str]:
    """The stat lines printed on a counter: the ruleset's `STAT_LINES` that
    the unit has, else its first four numeric stats as ``key value``."""
    out = []
    for abbr, keys in traits(ruleset).counter.print_stats:
        if any(k in stats for k in keys):
            out.append(f"{abbr} " + "/".join(_fmt(stats[k]) for k in keys if k in stats))
    if not out:
        nums = [(k, v) for k, v in stats.items() if isinstance(v, (int, float)) and not isinstance(v, bool)]
        out = [f"{k.replace('_', ' ')} {_fmt(v)}" for k, v in nums[:4]]
    return out


def name_layout(name: str, width: float, size: float) -> tuple[float, str]:
    """``(size mm, text)`` for a counter's name in ``width`` mm, at most
    ``size``: one line when it fits at `TWO_LINES` of ``size`` or more, else
    two lines (each at most `TWO_LINES` of ``size``, so both fit the name
    band) split between words where they print largest, when that is larger
    than one line would be; else one line shrunk to fit."""
    one = fit_size(name, width, size, bold=True, smallest=0.1)
    words = name.split()
    if one >= TWO_LINES * size or len(words) < 2:
        return one, name
    best = None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        longer = max(a, b, key=lambda t: text_width(t, size, True))
        two = fit_size(longer, width, TWO_LINES * size, bold=True, smallest=0.1)
        if best is None or two > best[0]:
            best = (two, f"{a}\n{b}")
    return (best[0], best[1]) if best[0] > one else (one, name)


def paint_sheet(painter: QPainter, sc: Scenario, index: int, width: float, height: float, counter_mm: float,
                title: str) -> None:
    """Paint counter sheet ``index`` of ``sc`` in mm units."""
    items = _items(sc)
    cols, rows = _per_sheet(width, height, counter_mm)
    per = cols * rows
    total = -(-len(items) // per)
    chunk = items[index * per:(index + 1) * per]
    translate = QCoreApplication.translate
    head = translate("counters", "{title}  —  counters, sheet {sheet} of {sheets}").format(title=title, sheet=index + 1,
                                                                                    sheets=total)
    tw = width - 2 * MARGIN_MM
    draw_text(painter, (MARGIN_MM, MARGIN_MM, tw, 7), head, fit_size(head, tw, 5.0, bold=True, smallest=2.5),
              Qt.AlignLeft | Qt.AlignVCenter, bold=True)
    faces = sum(isinstance(i, PrintFace) for i in items)
    key = (translate("counters", "{faces} and {markers} at {size} mm; cut along the gutters; a back face sits "
                                 "right of its front.").format(faces=COUNTED.counter_faces(faces),
                                           markers=COUNTED.markers(len(items) - faces),
                                           size=localize_number(f"{counter_mm:g}"))
           + " " + _(traits(sc.ruleset).counter.legend))   # the ruleset's key, from core's catalogue
    key_h = HEADER_MM - 8   # two lines under the heading: a long (Russian) key wraps, never runs off the sheet
    draw_text(painter, (MARGIN_MM, MARGIN_MM + 7, tw, key_h), key, fit_wrapped(key, tw, key_h, 2.6, smallest=1.6),
              Qt.AlignLeft | Qt.AlignTop, QColor(70, 70, 70), wrap=True)
    s = counter_mm
    y0 = MARGIN_MM + HEADER_MM
    for i, item in enumerate(chunk):
        c, r = i % cols, i // cols
        x, y = MARGIN_MM + c * (s + GUTTER_MM), y0 + r * (s + GUTTER_MM)
        if isinstance(item, PrintFace):
            _paint_face(painter, sc, item, x, y, s)
        else:
            _paint_marker(painter, item, x, y, s)


def _paint_face(painter: QPainter, sc: Scenario, face: PrintFace, x: float, y: float, s: float) -> None:
    side = sc.side(face.unit.side)
    bg = QColor(side.colour if side else "#808080")
    if face.back:
        bg = bg.darker(135)
    fg = QColor(255, 255, 255) if bg.lightnessF() < 0.55 else QColor(15, 15, 15)
    painter.setPen(QPen(QColor(30, 30, 30), 0.25))
    painter.setBrush(QBrush(bg))
    painter.drawRoundedRect(QRectF(x, y, s, s), s * 0.06, s * 0.06)
    pad = s * 0.05
    size, shown = name_layout(face.name, s - 2 * pad, s * 0.13)  # two lines before tiny text
    draw_text(painter, (x + pad, y + pad * 0.3, s - 2 * pad, s * 0.2), shown, size, Qt.AlignCenter, fg, bold=True)
    mid = face.counter
    draw_text(painter, (x + pad, y + s * 0.21, s - 2 * pad, s * 0.14), mid, fit_size(mid, s - 2 * pad, s * 0.1),
              Qt.AlignCenter, fg)
    ly = y + s * 0.38
    lines = stat_lines(sc.ruleset, face.stats)[:4]
    line_h = (s * 0.6 - pad) / max(len(lines), 1)
    for line in lines:
        ls = fit_size(line, s - 2 * pad, min(s * 0.12, line_h * 0.9), bold=True)
        draw_text(painter, (x + pad, ly, s - 2 * pad, line_h), line, ls, Qt.AlignCenter, fg, bold=True)
        ly += line_h


def _paint_marker(painter: QPainter, item: tuple[str, str], x: float, y: float, s: float) -> None:
    group, name = item
    painter.setPen(QPen(QColor(30, 30, 30), 0.25))
    painter.setBrush(QBrush(QColor(250, 246, 230)))
    painter.drawRoundedRect(QRectF(x, y, s, s), s * 0.06, s * 0.06)
    pad = s * 0.06
    size, shown = name_layout(name, s - 2 * pad, s * 0.16)
    draw_text(painter, (x + pad, y + s * 0.18, s - 2 * pad, s * 0.42), shown, size, Qt.AlignCenter,
              QColor(15, 15, 15), bold=True)
    draw_text(painter, (x + pad, y + s * 0.64, s - 2 * pad, s * 0.28), group, fit_size(group, s - 2 * pad, s * 0.09),
              Qt.AlignCenter, QColor(90, 90, 90), wrap=True)
