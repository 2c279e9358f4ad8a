"""The unit layer's stacks follow the scenario without rescans, a frame
draws only the counters it exposes, and zoomed out counters are tiles."""
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core import edits
from editor.scenario import unit_layer as unit_layer_mod
from editor.scenario.counters import stack_rects
from editor.scene.tile_cache import busy, finish_all
from tests.editor.scenario_helpers import scenario_window


def _paint(layer, rect: QRectF, scale: float = 1.0) -> None:
    img = QImage(400, 400, QImage.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.scale(scale, scale)
    p.translate(-rect.left(), -rect.top())
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = rect
    layer.paint(p, opt)
    p.end()


def test_stacks_follow_moves_and_match_stack_rects(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path)
    sc, layer = w.document.scenario, w.scenario_ui.unit_layer
    placed = [u for u in sc.units if u.hex is not None]
    a, b = placed[0], placed[1]
    assert w.document.apply_scenario("Move", lambda s: edits.move_unit(s, a.id, b.hex))
    a = sc.unit(a.id)
    want = [u for u in sc.units if u.hex == b.hex and (layer.show_hidden or not u.hidden)]
    assert [u.id for u in layer.stack(b.hex)] == [u.id for u in want]
    rects = stack_rects(layer.layout, b.hex, len(want))
    assert [layer.counter_rect(u) for u in want] == rects
    layer.set_show_hidden(False)
    assert all(not u.hidden for u in layer.visible_units())


def test_a_frame_paints_only_exposed_counters_and_tiles_when_zoomed_out(qtbot, tmp_path, monkeypatch):
    w = scenario_window(qtbot, tmp_path)
    layer = w.scenario_ui.unit_layer
    units = layer.visible_units()
    calls = []
    monkeypatch.setattr(unit_layer_mod, "paint_counter", lambda p, c, u, *a, **k: calls.append(u.id))
    layer._pixmaps.clear()   # the window's first frame made pixmaps of the counters in view
    layer.MAKE_BUDGET_S = 10.0   # every counter made in this frame (on a loaded machine too)
    r = layer.counter_rect(units[0])
    _paint(layer, r)
    near = {u.id for u in units if layer.counter_rect(u).intersects(r.adjusted(*(4 * [0]))) or
            layer.counter_rect(u).intersects(r.adjusted(-layer.layout.size, -layer.layout.size,
                                                        layer.layout.size, layer.layout.size))}
    assert units[0].id in calls and set(calls) <= near and len(calls) < len(units)
    calls.clear()
    _paint(layer, layer.boundingRect(), scale=0.05)  # whole map, counters a pixel or two wide
    assert calls == []


def _image(layer, rect: QRectF) -> QImage:
    img = QImage(400, 400, QImage.Format_ARGB32_Premultiplied)
    img.fill(0xFFFFFFFF)
    p = QPainter(img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    p.translate(-rect.left(), -rect.top())
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = rect
    layer.paint(p, opt)
    p.end()
    return img


def test_counters_are_blitted_from_pixmaps_that_look_like_the_painted_counter(qtbot, tmp_path, monkeypatch):
    """A second frame paints no counter (pixmaps made by the first), and the
    pixmap looks like the counter painted straight on the device."""
    w = scenario_window(qtbot, tmp_path)
    layer = w.scenario_ui.unit_layer
    u = layer.visible_units()[0]
    r = layer.counter_rect(u).adjusted(-20, -20, 20, 20)
    r = QRectF(round(r.left()), round(r.top()), r.width(), r.height())
    layer._pixmaps.clear()
    layer.MAKE_BUDGET_S = 10.0
    cached = _image(layer, r)
    calls = []
    monkeypatch.setattr(unit_layer_mod, "paint_counter", lambda p, c, u, *a, **k: calls.append(u.id))
    again = _image(layer, r)
    assert calls == [] and again == cached
    monkeypatch.undo()
    real = unit_layer_mod.paint_counter
    monkeypatch.setattr(unit_layer_mod, "paint_counter", lambda p, c, u, *a, **k: (calls.append(u.id),
                                                                                   real(p, c, u, *a, **k))[1])
    p_img = QImage(400, 400, QImage.Format_ARGB32_Premultiplied)
    p_img.fill(0xFFFFFFFF)
    p = QPainter(p_img)
    p.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
    p.translate(-r.left(), -r.top())
    p.scale(1.0005, 1.0005)   # between zoom levels: counters are painted, not blitted
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = r
    layer.paint(p, opt)
    p.end()
    diff = [abs(QColor(cached.pixel(x, y)).lightness() - QColor(p_img.pixel(x, y)).lightness())
            for x in range(0, 200, 2) for y in range(0, 200, 2)]
    assert u.id in calls                                  # painted straight on the device this time
    assert sum(diff) / len(diff) < 6                      # the same counter (a hair's sub-pixel shift aside)


def test_a_frame_makes_few_new_counter_pixmaps_and_the_next_frames_the_rest(qtbot, tmp_path, monkeypatch):
    """Zooming to a new level, a frame does not wait for every counter's
    new pixmap: past the budget a counter stands in (its pixmap of another
    level, else a plain tile) and a repaint is queued for the rest."""
    w = scenario_window(qtbot, tmp_path)
    layer = w.scenario_ui.unit_layer
    rect = layer.boundingRect()
    finish_all()   # what the window's own first frames queued (a loaded machine's frame makes few) is done
    layer._pixmaps.clear()
    layer.MAKE_BUDGET_S = 10.0
    _image(layer, rect)
    made = len(layer._pixmaps)
    assert made > 1
    layer.MAKE_BUDGET_S = 0.0   # no time left in this frame: nothing new is made
    calls = []
    monkeypatch.setattr(unit_layer_mod, "paint_counter", lambda p, c, u, *a, **k: calls.append(u.id))
    img = QImage(400, 400, QImage.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    p.scale(0.8409, 0.8409)   # the next zoom level out (2 ** -0.25)
    p.translate(-rect.left(), -rect.top())
    opt = QStyleOptionGraphicsItem()
    opt.exposedRect = rect
    layer.paint(p, opt)
    p.end()
    queued = len(layer._queue._pending)
    assert calls == [] and len(layer._pixmaps) == made and queued == made   # stood in, queued for later
    assert busy()
    finish_all()                               # made between frames (here: at once), each counter repainted
    assert not busy() and len(calls) == queued and len(layer._pixmaps) == 2 * made


def test_the_counter_index_finds_what_a_scan_of_every_unit_finds_in_drawing_order(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path)
    layer = w.scenario_ui.unit_layer
    units = layer.visible_units()
    s = layer.layout.size
    first = layer.counter_rect(units[0]).center()
    rects = [layer.boundingRect(), QRectF(first.x() - s, first.y() - s, 2 * s, 2 * s),
             QRectF(first.x() - 13 * s, first.y() - 3 * s, 17 * s, 9 * s), QRectF(-500, -500, 10, 10)]
    for rect in rects:
        scan = [(u.id, layer.counter_rect(u)) for u in units if rect.intersects(layer.counter_rect(u))]
        assert [(u.id, r) for u, r in layer._meeting(rect)] == scan


def test_a_zoom_steps_frame_makes_no_pixmap_another_level_stands_in_for(qtbot, tmp_path, monkeypatch):
    """The frame of a new zoom level makes no counter pixmap where a kept
    pixmap of another level can stand in (however much budget is left):
    the next frame at that level (or the painter between frames) makes them."""
    w = scenario_window(qtbot, tmp_path)
    layer = w.scenario_ui.unit_layer
    rect = layer.boundingRect()
    finish_all()
    layer._pixmaps.clear()
    layer.MAKE_BUDGET_S = 10.0
    _paint(layer, rect)
    made = len(layer._pixmaps)
    assert made > 1
    calls = []
    monkeypatch.setattr(unit_layer_mod, "paint_counter", lambda p, c, u, *a, **k: calls.append(u.id))
    _paint(layer, rect, 0.8409)   # the zoom step: stand-ins only
    assert calls == [] and len(layer._pixmaps) == made and len(layer._queue._pending) == made
    _paint(layer, rect, 0.8409)   # the next frame at that level makes them (budget allowing)
    assert len(calls) == made and len(layer._pixmaps) == 2 * made
