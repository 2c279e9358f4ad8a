"""The scenario drawn over a printed map sheet or a pack preview: setup
zones, reinforcement entry hexes, victory badges and the set-up units
everyone may see, with the editor's own drawing code
(`editor.scenario.overlays.paint_setup_marks`, `paint_victory_badges`,
`editor.scenario.counters.paint_counter`) so print and screen agree.

Hidden units are never drawn (seed 000 §10.0: their owner sets them up
secretly); the legend says how many each side hides
(`core.model.briefing`).  Counters are drawn a little smaller than in the
editor and low in their hex so the hex label above them stays readable.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from editor.scenario.counters import paint_counter, stack_rects
from editor.scenario.overlays import paint_setup_marks, paint_victory_badges

PRINT_COUNTER_SCALE = 0.82     # of the editor's counter, so the label above stays clear


def paint_scenario(painter: QPainter, sc, layout, visible: QRectF | None = None) -> None:
    """Paint ``sc``'s zones, entries, visible set-up units and victory
    badges with ``painter`` in the scene units of ``layout`` (a
    `core.hexgrid.Layout`); units outside ``visible`` (scene rect) are
    skipped."""
    paint_setup_marks(painter, sc, layout)
    units = [u for u in sc.units if not u.hidden and u.hex is not None and sc.hexmap.contains(u.hex)]
    stacks: dict = {}
    for u in units:
        stacks.setdefault(u.hex, []).append(u)
    colours = {s.id: s.colour for s in sc.sides}
    lift = layout.size * 0.12
    for u in units:
        st = stacks[u.hex]
        r = stack_rects(layout, u.hex, len(st))[st.index(u)]
        if visible is not None and not visible.intersects(r):
            continue
        paint_counter(painter, QPointF(r.center().x(), r.center().y() + lift), u, sc.ruleset,
                      colours.get(u.side, "#808080"), size=r.width() * PRINT_COUNTER_SCALE)
    paint_victory_badges(painter, sc, layout)

