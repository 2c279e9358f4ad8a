"""Line and rectangle tools: the drag previews exactly the hexes the release
changes, nothing changes before the release, and each shape is one undo
step; a real mouse drag through the window does the same."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from editor.document import Document
from editor.tools import LineTool, RectangleTool, ToolSettings
from editor.tools.base import HexEvent
from tests.editor.helpers import ev, make_window, small_map


def _drag(tool, m, labels, button="left"):
    """Press on labels[0], move over the rest, release on the last; returns
    the footprint shown just before the release."""
    tool.press(ev(m, labels[0], button=button))
    shown = None
    for lab in labels[1:]:
        e = ev(m, lab, button=button)
        tool.move(e)
        shown = set(tool.footprint(e))
    tool.release(ev(m, labels[-1], button=button))
    return shown


def _changed(before, after):
    return {h for h in after.hexes()
            if before.terrain_at(h) != after.terrain_at(h) or before.elevation_at(h) != after.elevation_at(h)}


def test_line_paints_the_straight_hex_line_as_one_undo_step(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    before = m.copy()
    tool = LineTool(doc, ToolSettings("wheat"))
    # a straight line along one hex direction: the neighbours, step by step (not core.hexgrid.line)
    start = m.parse("0202")
    expected = [start]
    for _ in range(4):
        expected.append(m.layout.neighbour(expected[-1], 2))
    end = m.label(expected[-1])
    shown = _drag(tool, m, ["0202", "0303", end])
    assert shown == set(expected)
    assert _changed(before, m) == set(expected)
    assert all(m.terrain_at(h) == "wheat" for h in expected)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert m == before
    doc.undo_stack.redo()
    assert _changed(before, m) == set(expected)


def test_line_along_a_column_and_nothing_changes_during_the_drag(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    before = m.copy()
    tool = LineTool(doc, ToolSettings("marsh"))
    tool.press(ev(m, "0601"))
    tool.move(ev(m, "0605"))
    assert set(tool.footprint(ev(m, "0605"))) == {m.parse(f"06{r:02d}") for r in range(1, 6)}
    assert m == before and doc.undo_stack.count() == 0  # a preview only
    tool.release(ev(m, "0605"))
    assert _changed(before, m) == {m.parse(f"06{r:02d}") for r in range(1, 6)}
    assert doc.undo_stack.count() == 1


def test_rectangle_is_the_offset_box_either_way_round(qapp):
    for corners in (("0203", "0405"), ("0405", "0203"), ("0205", "0403")):
        doc = Document(small_map())
        m = doc.hexmap
        before = m.copy()
        tool = RectangleTool(doc, ToolSettings("marsh"))
        shown = _drag(tool, m, [corners[0], "0304", corners[1]])
        expected = {m.parse(f"{c:02d}{r:02d}") for c in (2, 3, 4) for r in (3, 4, 5)}
        assert shown == expected, corners
        assert _changed(before, m) == expected, corners
        assert doc.undo_stack.count() == 1
        doc.undo_stack.undo()
        assert m == before


def test_rectangle_clips_at_the_map_edge_and_sets_elevation(qapp):
    doc = Document(small_map())  # 10 x 8
    m = doc.hexmap
    before = m.copy()
    settings = ToolSettings()
    settings.set(shape_target="elevation", elevation_level=3)
    tool = RectangleTool(doc, settings)
    tool.press(ev(m, "0907"))
    off = m.layout.from_offset(11, 9)  # off the map
    tool.release(HexEvent(off, 0, False))
    expected = {m.parse(x) for x in ("0907", "0908", "1007", "1008")}
    assert _changed(before, m) == expected
    assert all(m.elevation_at(h) == 3 for h in expected)
    assert doc.undo_stack.count() == 1
    assert doc.undo_stack.undoText() == "Rectangle: set elevation 3"
    doc.undo_stack.undo()
    assert m == before


def test_other_button_cancels_and_off_map_press_does_nothing(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    before = m.copy()
    tool = LineTool(doc, ToolSettings("wheat"))
    tool.press(ev(m, "0101"))
    tool.move(ev(m, "0501"))
    tool.press(ev(m, "0501", button="right"))  # cancel
    assert tool.footprint(ev(m, "0501")) == [m.parse("0501")]
    tool.release(ev(m, "0501", button="right"))
    tool.press(HexEvent(m.layout.from_offset(-3, -3), 0, False))
    tool.release(ev(m, "0303"))
    assert m == before and doc.undo_stack.count() == 0


def test_painting_what_is_there_leaves_no_undo_step(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    tool = RectangleTool(doc, ToolSettings("open"))
    _drag(tool, m, ["0106", "0208"])
    assert doc.undo_stack.count() == 0


def _viewport_point(w, label):
    h = w.document.hexmap.parse(label)
    x, y = w.scene.layout.hex_to_pixel(h)
    return w.view.mapFromScene(QPointF(x, y))


def test_window_tools_shortcuts_and_a_real_mouse_drag(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.tool_actions["line"].shortcut() == QKeySequence("Shift+L")
    assert w.tool_actions["rectangle"].shortcut() == QKeySequence("Shift+R")
    assert w.tool_actions["line"] in w.tool_bar.actions() and w.tool_actions["rectangle"] in w.tool_bar.actions()
    w.set_tool("rectangle")
    w.tool_settings.set(terrain="wheat")
    m = w.document.hexmap
    before = m.copy()
    vp = w.view.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, _viewport_point(w, "0602"))
    QTest.mouseMove(vp, _viewport_point(w, "0703"))
    QTest.mouseMove(vp, _viewport_point(w, "0804"))
    preview = w.scene.cursor_item.path()
    assert not preview.isEmpty() and m == before
    for lab in ("0602", "0804", "0703"):  # the outline covers the box
        x, y = w.scene.layout.hex_to_pixel(m.parse(lab))
        assert preview.contains(QPointF(x, y))
    x, y = w.scene.layout.hex_to_pixel(m.parse("0905"))
    assert not preview.contains(QPointF(x, y))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, _viewport_point(w, "0804"))
    expected = {m.parse(f"{c:02d}{r:02d}") for c in (6, 7, 8) for r in (2, 3, 4)}
    assert {h for h in m.hexes() if m.terrain_at(h) == "wheat"} == expected
    assert w.document.undo_stack.count() == 1
    w.undo_action.trigger()
    assert m == before


def test_palette_chooses_what_line_and_rectangle_paint(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.tool_settings.shape_target == "terrain"
    w.palette.shape_box.setCurrentText("elevation")
    assert w.tool_settings.shape_target == "elevation"
    w.tool_settings.set(shape_target="terrain")
    assert w.palette.shape_box.currentText() == "terrain"


def test_picking_a_terrain_keeps_the_shape_tool_but_other_tools_get_the_brush(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    lst = w.palette.lists["terrain"]
    items = [lst.item(i) for i in range(lst.count())]
    wheat = next(it for it in items if it.data(Qt.UserRole) == "wheat")
    marsh = next(it for it in items if it.data(Qt.UserRole) == "marsh")
    w.set_tool("line")
    lst.itemClicked.emit(wheat)
    assert w.current_tool.name == "line" and w.tool_settings.terrain == "wheat"
    w.set_tool("fill")
    lst.itemClicked.emit(marsh)
    assert w.current_tool.name == "brush" and w.tool_settings.terrain == "marsh"


def test_rectangle_on_a_pointy_odd_map_counts_columns_and_rows_by_label(qapp):
    doc = Document(small_map("coh", "pointy", "odd"))
    m = doc.hexmap
    before = m.copy()
    _drag(RectangleTool(doc, ToolSettings("marsh")), m, ["0602", "0403"])
    assert _changed(before, m) == {m.parse(f"{c:02d}{r:02d}") for c in (4, 5, 6) for r in (2, 3)}
    assert doc.undo_stack.count() == 1
