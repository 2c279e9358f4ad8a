"""A long brush line (a fast drag) is painted a few hexes per turn of the
event loop, still one undo step; release paints what is left at once."""
from core.hexgrid import line
from editor.document import Document
from editor.tools import BrushTool, ToolSettings
from editor.tools.brush import DAB_HEXES
from tests.editor.helpers import ev, small_map


def _painted(m):
    return {h for h in m.hexes() if m.terrain_at(h) == "wheat"}


def test_a_long_line_is_painted_over_turns_as_one_undo_step(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    before = m.copy()
    brush = BrushTool(doc, ToolSettings("wheat"))
    brush.press(ev(m, "0101"))
    brush.move(ev(m, "1001"))
    whole = set(line(m.parse("0101"), m.parse("1001")))
    assert len(whole) > DAB_HEXES + 1
    assert len(_painted(m)) == 1 + DAB_HEXES   # the pressed hex and the first part
    for _ in range(20):
        qapp.processEvents()
    assert _painted(m) == whole
    brush.release(ev(m, "1001"))
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert m == before


def test_release_paints_the_queued_rest_and_moves_keep_their_order(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    brush = BrushTool(doc, ToolSettings("wheat"))
    brush.press(ev(m, "0101"))
    brush.move(ev(m, "1001"))
    brush.move(ev(m, "1008"))
    brush.release(ev(m, "1008"))
    want = set(line(m.parse("0101"), m.parse("1001"))) | set(line(m.parse("1001"), m.parse("1008")))
    assert _painted(m) == want
    assert doc.undo_stack.count() == 1
    for _ in range(5):
        qapp.processEvents()
    assert _painted(m) == want and doc.undo_stack.count() == 1


def test_radius_parts_hold_whole_circles(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    settings = ToolSettings("wheat")
    settings.set(radius=1)
    brush = BrushTool(doc, settings)
    brush.press(ev(m, "0404"))
    brush.move(ev(m, "0507"))
    assert len(_painted(m)) == 7 + 3   # the pressed circle, then one more circle (7 hexes > DAB_HEXES)
    brush.release(ev(m, "0507"))
    assert doc.undo_stack.count() == 1
