"""Counters fit inside their hex at every zoom: a lone counter and every
counter of a stack lie within the hex polygon (so neighbouring counters
never cover each other), in the editor and in a playtest, flat and pointy."""
from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPolygonF

from core.hexgrid import Hex, Layout
from editor.scenario.counters import stack_rects
from tests.editor.scenario_helpers import BALKA, BORODINO, scenario_window


def _inside(layout, h, rect) -> bool:
    poly = QPolygonF([QPointF(x, y) for x, y in layout.corners(h)])
    return all(poly.containsPoint(pt, Qt.OddEvenFill) for pt in
               (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()))


def test_stacks_of_any_height_stay_inside_the_hex_in_both_orientations():
    for orientation in ("flat", "pointy"):
        for size in (30.0, 17.0):
            lay = Layout(orientation, "even", size)
            h = Hex(3, -1)
            for n in range(1, 7):
                rects = stack_rects(lay, h, n)
                assert len(rects) == n
                assert all(_inside(lay, h, r) for r in rects), (orientation, size, n)
                # a stack still fans out: each counter sits down-right of the one under it
                assert all(b.center().x() > a.center().x() for a, b in zip(rects, rects[1:]))


def test_counters_of_neighbouring_hexes_do_not_overlap(qtbot, tmp_path):
    for path in (BALKA, BORODINO):
        w = scenario_window(qtbot, tmp_path, path)
        layer = w.scenario_ui.unit_layer
        lay = w.scene.layout
        units = layer.visible_units()
        assert units
        rects = {}
        for u in units:
            r = layer.counter_rect(u)
            assert _inside(lay, u.hex, r), (path.name, u.id)
            rects[u.id] = (u.hex, r)
        for (ha, ra), (hb, rb) in combinations(rects.values(), 2):
            if ha != hb:
                assert not ra.intersects(rb)


def test_playtest_counters_fit_their_hex_too(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    assert w.playtest.enter(seed=3)
    layer = w.playtest.layer
    lay = w.scene.layout
    units = layer.drawn_units()
    assert units
    for u in units:
        assert _inside(lay, u["_hex"], layer.counter_rect(u)), u["id"]


def test_playtest_move_costs_never_cover_a_counter(qtbot, tmp_path):
    from editor.scenario.overlays import cost_badge_rect
    from tests.editor.test_playtest_mode import playtest
    w, pt, s = playtest(qtbot, tmp_path, BALKA, seed=3)   # past coh's pre-round artillery plans
    assert s.apply("activate g_rifles_1")
    pt.select_unit("g_rifles_1")
    m = w.document.hexmap
    costs = pt.preview.costs
    lay = w.scene.layout
    occupied = {u["_hex"] for u in pt.layer.drawn_units()}
    assert {m.parse("1014"), m.parse("1214"), m.parse("1215")} <= set(costs) & occupied  # costs on counters' hexes
    assert pt.over.occupied == occupied
    counters = [pt.layer.counter_rect(u) for u in pt.layer.drawn_units()]
    for h in costs:
        box = cost_badge_rect(lay, h, h in occupied, 6.0)
        assert not any(box.intersects(r.adjusted(1, 1, -1, -1)) for r in counters), m.label(h)
