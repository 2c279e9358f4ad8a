"""Tools edit through the document's undo stack: brush strokes, fill,
elevation, hexsides, fortifications, eyedropper; undo/redo restore exactly."""
from core.hexgrid import Hexside, spiral
from core.model import Fortification
from editor.document import Document
from editor.tools import BrushTool, ElevationTool, EyedropperTool, FillTool, FortificationTool, HexsideTool, ToolSettings
from tests.editor.helpers import ev, small_map


def _doc():
    return Document(small_map())


def test_brush_stroke_is_one_undo_step_and_undo_redo_restore_exactly(qapp):
    doc = _doc()
    m = doc.hexmap
    before = m.copy()
    settings = ToolSettings("wheat")
    brush = BrushTool(doc, settings)
    changes = []
    doc.changed.connect(changes.append)
    brush.press(ev(m, "0101"))
    for lab in ("0102", "0103", "0106", "0206", "0306"):  # 0103 -> 0106 skips: the line fills the gap
        brush.move(ev(m, lab))
    brush.release(ev(m, "0306"))
    painted = {m.parse(x) for x in ("0101", "0102", "0103", "0104", "0105", "0106", "0206", "0306")}
    assert {h for h in m.hexes() if m.terrain_at(h) == "wheat"} == painted
    assert doc.undo_stack.count() == 1
    assert doc.is_modified
    after = m.copy()
    assert changes and all(c.hexes for c in changes)
    doc.undo_stack.undo()
    assert m == before and m.terrain == before.terrain
    assert not doc.is_modified
    doc.undo_stack.redo()
    assert m == after


def test_two_strokes_are_two_steps_and_radius_paints_spiral(qapp):
    doc = _doc()
    m = doc.hexmap
    settings = ToolSettings("marsh")
    settings.set(radius=1)
    brush = BrushTool(doc, settings)
    for lab in ("0505", "0808"):
        brush.press(ev(m, lab))
        brush.release(ev(m, lab))
    assert doc.undo_stack.count() == 2
    assert all(m.terrain_at(h) == "marsh" for h in spiral(m.parse("0505"), 1))
    doc.undo_stack.undo()
    assert all(m.terrain_at(h) == "marsh" for h in spiral(m.parse("0505"), 1))
    assert m.terrain_at(m.parse("0808")) == "open"


def test_painting_same_terrain_leaves_no_undo_step(qapp):
    doc = _doc()
    m = doc.hexmap
    brush = BrushTool(doc, ToolSettings("woods"))
    brush.press(ev(m, "0303"))
    brush.release(ev(m, "0303"))
    assert doc.undo_stack.count() == 0
    assert not doc.is_modified


def test_flood_fill_and_undo(qapp):
    doc = _doc()
    m = doc.hexmap
    FillTool(doc, ToolSettings("plowed")).press(ev(m, "0303"))
    assert {h for h in m.hexes() if m.terrain_at(h) == "plowed"} == set(spiral(m.parse("0303"), 1))
    doc.undo_stack.undo()
    assert all(m.terrain_at(h) == "woods" for h in spiral(m.parse("0303"), 1))


def test_elevation_raise_lower_set_each_hex_once_per_drag(qapp):
    doc = _doc()
    m = doc.hexmap
    settings = ToolSettings()
    tool = ElevationTool(doc, settings)
    a, b = m.parse("0202"), m.parse("0203")
    tool.press(ev(m, "0202"))
    tool.move(ev(m, "0203"))
    tool.move(ev(m, "0202"))  # back over 0202: not raised twice
    tool.release(ev(m, "0202"))
    assert (m.elevation_at(a), m.elevation_at(b)) == (1, 1)
    assert doc.undo_stack.count() == 1
    tool.press(ev(m, "0202", button="right"))  # right button lowers
    tool.release(ev(m, "0202"))
    assert m.elevation_at(a) == 0
    settings.set(elevation_mode="set", elevation_level=3)
    tool.press(ev(m, "0705"))
    tool.release(ev(m, "0705"))
    assert m.elevation_at(m.parse("0705")) == 3
    for _ in range(3):
        doc.undo_stack.undo()
    assert m.elevation_at(a) == 0 and m.elevation_at(m.parse("0705")) == 1


def test_hexside_tool_toggles_the_side_nearest_the_click(qapp):
    doc = _doc()
    m = doc.hexmap
    settings = ToolSettings()
    settings.set(feature="wall")
    tool = HexsideTool(doc, settings)
    h = m.parse("0404")
    n = m.layout.neighbour(h, 3)  # flat: side 3 is S
    tool.press(ev(m, "0404", side=3))
    tool.release(ev(m, "0404", side=3))
    assert m.features_between(h, n) == {"wall"}
    tool.press(ev(m, "0404", side=3))
    tool.release(ev(m, "0404", side=3))
    assert Hexside.between(h, n) not in m.hexsides
    doc.undo_stack.undo()
    assert m.features_between(h, n) == {"wall"}
    # a drag sets the same state along the sides it passes
    tool.press(ev(m, "0606", side=0))
    tool.move(ev(m, "0606", side=1))
    tool.move(ev(m, "0606", side=2))
    tool.release(ev(m, "0606", side=2))
    assert all("wall" in m.features_between(m.parse("0606"), m.layout.neighbour(m.parse("0606"), d)) for d in (0, 1, 2))
    assert doc.undo_stack.count() == 2  # add wall, then the drag (the undone removal was dropped)


def test_fortification_tool_faces_the_clicked_side_and_removes(qapp):
    doc = _doc()
    m = doc.hexmap
    settings = ToolSettings()
    tool = FortificationTool(doc, settings)
    tool.press(ev(m, "0505", side=4))
    assert m.fortification_at(m.parse("0505")) == Fortification("bunker", 4)
    settings.set(fortification="wire")
    tool.press(ev(m, "0505", side=1))
    assert m.fortification_at(m.parse("0505")) == Fortification("wire", None)
    tool.press(ev(m, "0505", side=1))  # same again: removed
    assert m.fortification_at(m.parse("0505")) is None
    tool.press(ev(m, "0804", button="right"))
    assert m.fortification_at(m.parse("0804")) is None
    doc.undo_stack.undo()
    assert m.fortification_at(m.parse("0804")) == Fortification("bunker", 2)


def test_eyedropper_picks_terrain_and_asks_for_brush(qapp):
    doc = _doc()
    settings = ToolSettings()
    asked = []
    settings.toolRequested.connect(asked.append)
    EyedropperTool(doc, settings).press(ev(doc.hexmap, "0303"))
    assert settings.terrain == "woods" and asked == ["brush"]


def test_road_tool_draws_and_erases_hex_roads(qapp):
    from editor.tools import RoadTool
    doc = _doc()
    m = doc.hexmap
    settings = ToolSettings()
    settings.set(hex_flag="trail")
    tool = RoadTool(doc, settings)
    tool.press(ev(m, "0505"))
    tool.move(ev(m, "0508"))  # the line fills 0506, 0507
    tool.release(ev(m, "0508"))
    trail = [m.parse(f"05{r:02d}") for r in range(5, 9)]
    assert all(m.flags_at(h) == {"trail"} for h in trail)
    assert doc.undo_stack.count() == 1
    tool.press(ev(m, "0506"))  # starting on a trail hex erases
    tool.release(ev(m, "0506"))
    assert m.flags_at(m.parse("0506")) == frozenset()
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert not any(m.flags_at(h) for h in trail)
