"""The legend page of a print: what the map uses, drawn as the map draws it.

Every swatch is a tiny `HexMap` (one hex of a terrain, two hexes with a
hexside feature between them, three hexes of road, one hex with a
fortification or an elevation level) painted by the editor's own
`MapPainter`, so the legend can never disagree with the map.  The page also
carries the title and facts of the scenario, its briefing (set-up units,
zones, reinforcements, victory hexes, objectives: `briefing_paragraphs`),
a 50 mm scale bar to check the
printer kept true scale, and, for a map over several sheets, how the sheets
fit together.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from core.hexgrid import SQRT3, Hexside
from core.i18n import localize_number
from core.naming import catalogue_name
from core.model import Fortification, HexMap
from core.model.briefing import briefing
from editor.print.text import COUNTED, draw_text, fit_size, wrapped_height
from editor.print.tiling import MARGIN_MM, page_name
from editor.scene.map_painter import HEX_SIZE, MapPainter

if TYPE_CHECKING:
    from editor.print.job import Page, PrintJob

SWATCH_MM = 11.0   # legend hexes, across the flats


translate = QCoreApplication.translate   # translate("legend", text): the legend's words in the user's language

ROW_MM = 10.5      # one row per item: swatch and label (descriptions stay in the editor's tooltips)


def _mini(job: "PrintJob", cols: int, rows: int = 1, terrain: str | None = None) -> HexMap:
    m = job.hexmap
    return HexMap(cols, rows, m.ruleset, m.orientation, m.stagger, terrain or m.default_terrain)


def _paint_mini(painter: QPainter, hm: HexMap, x: float, y: float) -> float:
    """Paint ``hm`` with its top-left at ``(x, y)`` mm, hexes SWATCH_MM across; returns its width in mm."""
    mp = MapPainter(hm, HEX_SIZE, show_labels=False)
    rect = mp.scene_rect()
    k = SWATCH_MM / (SQRT3 * HEX_SIZE)
    k = min(k, (ROW_MM - 1.0) / rect.height(), 2.4 * SWATCH_MM / rect.width())
    painter.save()
    painter.translate(x, y)
    painter.scale(k, k)
    painter.translate(-rect.left(), -rect.top())
    mp.paint(painter, rect, k * 12.0)
    painter.restore()
    return rect.width() * k


def legend_items(job: "PrintJob") -> list[tuple[str, str, HexMap]]:
    """``(heading, text, swatch map)`` for every terrain, elevation level,
    hexside feature, road kind and fortification the map uses, in catalogue order."""
    m = job.hexmap
    cat = job.painter.catalogue
    items = []
    used = set(m.terrain.values()) | {m.default_terrain}
    for name, entry in cat.terrain.items():
        if name in used:
            items.append(("Terrain", _label_and_text(entry, name), _mini(job, 1, terrain=name)))
    for level in sorted({v for v in m.elevation.values() if v}):
        hm = _mini(job, 1)
        hm.elevation[hm.layout.from_offset(0, 0)] = level
        shade = (translate("legend", "Shaded brown; contour lines mark each change of level.") if level > 0
                 else translate("legend", "Shaded blue; contour lines mark each change of level."))
        items.append(("Elevation", (translate("legend", "Level {level}").format(level=f"{level:+d}"), shade), hm))
    feats = set().union(*m.hexsides.values()) if m.hexsides else set()
    flags = set().union(*m.flags.values()) if m.flags else set()
    for name, entry in cat.hexside_features.items():
        if name in feats and name not in flags & {"road", "trail"}:   # shown once, under Roads and trails
            hm = _mini(job, 2)
            a, b = hm.layout.from_offset(0, 0), hm.layout.from_offset(1, 0)
            hm.hexsides[Hexside.between(a, b)] = frozenset({name})
            items.append(("Hexside", _label_and_text(entry, name, "hexside"), hm))
    for kind in ("road", "trail"):
        if kind in flags:
            hm = _mini(job, 3)
            for c in range(3):
                hm.flags[hm.layout.from_offset(c, 0)] = frozenset({kind})
            label = catalogue_name("hexside", (cat.hexside_features.get(kind) or {}).get("label") or kind.capitalize())
            text = (translate("legend", "A road running through the hexes it links.") if kind == "road"
                    else translate("legend", "A trail running through the hexes it links."))
            items.append(("Road", (label, text), hm))
    forts = {f.kind for f in m.fortifications.values()}
    for name, entry in cat.fortifications.items():
        if name in forts:
            hm = _mini(job, 1)
            hm.fortifications[hm.layout.from_offset(0, 0)] = Fortification(name, 0 if name == "bunker" else None)
            items.append(("Fortification", _label_and_text(entry, name, "fortification"), hm))
    return items


def headings() -> dict[str, str]:
    """The legend's headings by item kind, in the user's language."""
    return {"Terrain": translate("legend", "Terrain"),
            "Elevation": translate("legend", "Elevation"),
            "Hexside": translate("legend", "Hexside features"),
            "Road": translate("legend", "Roads and trails"),
            "Fortification": translate("legend", "Fortifications"),
            "Scenario": translate("legend", "Scenario")}


PARA_MM = 3.0      # scenario paragraphs


def briefing_paragraphs(job: "PrintJob") -> list[str]:
    """The scenario's briefing (`core.model.briefing`) as legend paragraphs:
    each side's set-up units with their hexes (hidden units only counted),
    setup zones, reinforcements with entry hexes, victory hexes and the
    objectives; empty for a plain map."""
    sc = job.scenario
    if sc is None:
        return []
    b = briefing(sc)
    out = []
    for sid, name in b.sides:
        units = [f"{u.name} {u.hex}" for u in b.setup if u.side == sid]
        hidden = b.hidden.get(sid, 0)
        if hidden:
            units.append(COUNTED.hidden_units(hidden))
        if units:
            out.append(translate("legend", "{side} set-up: {units}.").format(side=name, units=", ".join(units)))
    for zname, side, hexes in b.zones:
        out.append(translate("legend", "Setup zone {zone} ({side}): {hexes}, tinted on the map.").format(
            zone=zname, side=b.side_name(side) or translate("legend", "any side"), hexes=COUNTED.hexes(len(hexes))))
    for e in b.entries:
        text = translate("legend", "Round {round}: {side} reinforcements ({units}) enter at {hexes} "
                                   "(hatched, tagged R{round}).")
        out.append(text.format(round=e.round, side=b.side_name(e.side),
                               units=", ".join(e.units) or translate("legend", "no units"),
                               hexes=", ".join(e.hexes) or translate("legend", "no entry hex")))
    for o in b.objectives:
        if o.when == "end":
            text = (translate("legend", "Victory hex {hex}: {vp} VP at the end, held by {side} at the start "
                                        "(gold badge).") if o.owner
                    else translate("legend", "Victory hex {hex}: {vp} VP at the end (gold badge)."))
        else:
            text = (translate("legend", "Victory hex {hex}: {vp} VP every round, held by {side} at the start "
                                        "(gold badge).") if o.owner
                    else translate("legend", "Victory hex {hex}: {vp} VP every round (gold badge)."))
        out.append(text.format(hex=o.hex, vp=o.vp, side=b.side_name(o.owner) if o.owner else ""))
    if b.objectives_text:
        out.append(translate("legend", "Objectives: {text}").format(text=b.objectives_text))
    return out
TOP_MM = 40.0      # title, facts and scale bar on the first legend page
HEAD_MM = 6.5


def _label_and_text(entry: dict, name: str, role: str = "terrain") -> tuple[str, str]:
    label = entry.get("label") or name.replace("_", " ").capitalize()
    return catalogue_name(role, label), entry.get("description", "")


def layout(job: "PrintJob", width: float, height: float) -> list[list[tuple]]:
    """Legend sheets: for each, a list of ``("head", x, y, text)`` and
    ``("item", x, y, heading, text, swatch)`` placements in mm.  Two
    columns per sheet; a sheet that fills up continues on the next one.
    The assembly diagram (several map sheets) reserves room on the last."""
    w = width - 2 * MARGIN_MM
    col_w = (w - 6) / 2
    pages: list[list[tuple]] = [[]]
    top = MARGIN_MM + TOP_MM
    bottom = height - MARGIN_MM
    col, y = 0, top
    heading = None
    started: set[str] = set()      # a heading continued in a new column says so
    titles = headings()
    entries = [(head, ("item", head, text, hm), ROW_MM) for head, text, hm in legend_items(job)]
    entries += [("Scenario", ("para", text, h), h)
                for text in briefing_paragraphs(job) for h in [wrapped_height(text, col_w, PARA_MM) + 1.2]]
    for head, payload, h in entries:
        if y + h + (HEAD_MM if head != heading else 0) > bottom:     # this column is full: the next one
            col += 1
            if col == 2:
                pages.append([])
                col = 0
            y = top if len(pages) == 1 else MARGIN_MM + 10
            heading = None
        x = MARGIN_MM + col * (col_w + 6)
        if head != heading:
            title = titles[head]
            if head in started:
                title = translate("legend", "{heading} (continued)").format(heading=title)
            pages[-1].append(("head", x, y, title))
            started.add(head)
            y += HEAD_MM
            heading = head
        pages[-1].append((payload[0], x, y, *payload[1:]))
        y += h
    if len(job.tiling.pages()) > 1:
        cell = _assembly_cell(job, col_w)
        room = bottom - y - 8
        if _assembly_height(job, cell) > room:    # shrink the diagram (not under MIN_CELL_MM) before moving on
            cell = min(cell, room / max(_assembly_height(job, 1.0), 1e-9))
        if cell < MIN_CELL_MM:
            cell = _assembly_cell(job, col_w)
            col += 1
            if col == 2:
                pages.append([])
                col = 0
            y = top if len(pages) == 1 else MARGIN_MM + 10
        pages[-1].append(("assembly", MARGIN_MM + col * (col_w + 6), y + 8, cell))
    return pages


def paint_legend(painter: QPainter, job: "PrintJob", page: "Page") -> None:
    """Paint legend sheet ``page.index`` (see the module doc) in mm units."""
    x0, y = MARGIN_MM, MARGIN_MM
    w = page.width - 2 * MARGIN_MM
    sheets = layout(job, page.width, page.height)
    if page.index == 0:
        _paint_top(painter, job, x0, y, w)
    else:
        head = translate("legend", "{title}  —  legend (continued)").format(title=job.title)
        draw_text(painter, (x0, y, w, 8), head, 5.0, Qt.AlignLeft | Qt.AlignVCenter, bold=True)
    col_w = (w - 6) / 2
    for item in sheets[page.index]:
        if item[0] == "head":
            _, x, yy, text = item
            draw_text(painter, (x, yy, col_w, HEAD_MM), text, fit_size(text, col_w, 4.0, bold=True, smallest=2.8),
                      Qt.AlignLeft | Qt.AlignVCenter, bold=True)
        elif item[0] == "item":
            _, x, yy, _head, (label, _desc), hm = item  # the label only: descriptions carry designer notes
            _paint_mini(painter, hm, x, yy)
            tx = x + 2.6 * SWATCH_MM
            tw = col_w - 2.6 * SWATCH_MM
            draw_text(painter, (tx, yy, tw, ROW_MM - 1.0), label, fit_size(label, tw, 3.2, bold=True, smallest=2.2),
                      Qt.AlignLeft | Qt.AlignVCenter, bold=True)
        elif item[0] == "para":
            _, x, yy, text, h = item
            draw_text(painter, (x, yy, col_w, h), text, PARA_MM, Qt.AlignLeft | Qt.AlignTop, wrap=True)
        else:
            _paint_assembly(painter, job, item[1], item[2], col_w, item[3])


def _paint_top(painter: QPainter, job: "PrintJob", x0: float, y: float, w: float) -> None:
    draw_text(painter, (x0, y, w, 9), job.title, 7.0, Qt.AlignLeft | Qt.AlignVCenter, bold=True)
    y += 10
    m = job.hexmap
    shape = (translate("legend", "Map {name}: {cols} x {rows} flat-topped hexes, ruleset {ruleset}")
             if m.orientation == "flat"
             else translate("legend", "Map {name}: {cols} x {rows} pointy-topped hexes, ruleset {ruleset}"))
    facts = [shape.format(name=m.name or translate("legend", "(unnamed)"), cols=m.cols, rows=m.rows, ruleset=m.ruleset)]
    sc = job.scenario
    if sc is not None:
        designer = translate("legend", "designer {name}").format(name=sc.designer) if sc.designer else ""
        bits = [b for b in (sc.date, designer, COUNTED.rounds(sc.rounds)) if b]
        facts.append(" · ".join(bits))
    facts.append(translate("legend", "Hexes are {flats} mm across the flats (side to opposite side), {corners} mm "
                                     "corner to corner.").format(
        flats=localize_number(f"{job.options.hex_mm:g}"),
        corners=localize_number(f"{job.options.hex_mm * 2 / SQRT3:.1f}")))
    for line in facts:
        draw_text(painter, (x0, y, w, 5), line, fit_size(line, w, 3.2, smallest=2.4), Qt.AlignLeft | Qt.AlignVCenter)
        y += 5
    y += 2
    painter.setPen(QPen(QColor(20, 20, 20), 0.3))
    painter.setBrush(QBrush(QColor(20, 20, 20)))
    for i in range(0, 5, 2):
        painter.drawRect(QRectF(x0 + 10 * i, y, 10, 2))
    painter.setBrush(Qt.NoBrush)
    painter.drawRect(QRectF(x0, y, 50, 2))
    scale = translate("legend", "50 mm: measure this bar to check the printer kept true scale")
    draw_text(painter, (x0 + 53, y - 1.5, w - 53, 5), scale, fit_size(scale, w - 53, 3.0, smallest=2.2),
              Qt.AlignLeft | Qt.AlignVCenter)


MIN_CELL_MM = 9.0   # the smallest sheet drawn in the assembly diagram


def _assembly_cell(job: "PrintJob", w: float) -> float:
    """The width in mm of one sheet in the assembly diagram, at most 18 mm."""
    return min(18.0, w / job.tiling.cols)


def _assembly_height(job: "PrintJob", cell: float) -> float:
    """Height in mm of the assembly diagram with sheets ``cell`` mm wide."""
    t = job.tiling
    return cell * t.rows * (t.paper_h / t.paper_w)


def _paint_assembly(painter: QPainter, job: "PrintJob", x: float, y: float, w: float, cw: float) -> None:
    """A small diagram of the sheets in place, with their names."""
    t = job.tiling
    head = translate("legend", "Assembly: {rows} x {cols} sheets, overlapping {overlap} mm").format(
        rows=t.rows, cols=t.cols, overlap=localize_number(f"{t.overlap:g}"))
    draw_text(painter, (x, y - 6, w, 5), head, fit_size(head, w, 3.5, bold=True, smallest=2.4),
              Qt.AlignLeft | Qt.AlignVCenter, bold=True)
    ch = cw * t.paper_h / t.paper_w
    painter.setPen(QPen(QColor(60, 60, 60), 0.3))
    for col, row in t.pages():
        r = QRectF(x + col * cw * 0.92, y + row * ch * 0.92, cw, ch)
        painter.setBrush(QBrush(QColor(245, 245, 235, 200)))
        painter.drawRect(r)
        draw_text(painter, (r.x(), r.y(), r.width(), r.height()), page_name(col, row), min(3.5, cw / 4),
                  Qt.AlignCenter, bold=True)
    painter.setBrush(Qt.NoBrush)
