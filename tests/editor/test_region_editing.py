"""Editing regions in the editor: the Select tool (rectangle, lasso, Shift
adds), copy/cut/paste/delete as one undo step each, and Map Properties with
a resize on any side, all undone back to the file's bytes."""
import json

from core.formats.scenariofile import scenario_to_dict
from editor.selection import HexSelection, RegionActions
from editor.tools.select import SelectTool
from editor.widgets.map_properties_dialog import MapPropertiesDialog
from tests.conftest import SAMPLES
from tests.editor.helpers import ev, make_window

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def _open(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(BALKA)), w.files.errors
    sel = HexSelection(w.document, w.scene)
    return w, sel, RegionActions(w.document, sel), SelectTool(w.document, w.tool_settings, sel)


def _text(w):
    return json.dumps(scenario_to_dict(w.document.scenario))


def _drag(tool, m, labels, **mods):
    evs = [ev(m, x) for x in labels]
    first = evs[0].__class__(**{**evs[0].__dict__, **mods})
    tool.press(first)
    for e in evs[1:]:
        tool.move(e)
    tool.release(evs[-1])


def test_select_tool_rectangle_lasso_and_shift_adds(qtbot, tmp_path):
    w, sel, _, tool = _open(qtbot, tmp_path)
    m = w.document.hexmap
    _drag(tool, m, ["0202", "0303", "0404"])
    assert {m.label(h) for h in sel.hexes} == {f"{c:02d}{r:02d}" for c in (2, 3, 4) for r in (2, 3, 4)}
    _drag(tool, m, ["1010"], shift=True)
    assert m.parse("1010") in sel.hexes and len(sel.hexes) == 10
    _drag(tool, m, ["1205", "1605", "1609", "1209", "1205"], ctrl=True)
    assert m.parse("1407") in sel.hexes and m.parse("0202") not in sel.hexes
    assert not sel.item.path().isEmpty()


def test_copy_paste_cut_delete_are_single_undo_steps(qtbot, tmp_path):
    w, sel, act, _ = _open(qtbot, tmp_path)
    m, doc = w.document.hexmap, w.document
    original = _text(w)
    sel.set([m.parse(x) for x in ("1707", "1708", "1807", "1808")])
    assert act.copy()
    act.set_hovered(m.parse("0305"))
    start = doc.undo_stack.index()
    assert act.paste()
    assert doc.undo_stack.index() == start + 1
    src, dst = m.parse("1707"), m.parse("0305")
    for x in ("1707", "1708", "1807", "1808"):
        h = m.parse(x)
        d = type(h)(h.q + dst.q - src.q, h.r + dst.r - src.r)
        assert (m.terrain_at(d), m.elevation_at(d), m.fortification_at(d)) == \
            (m.terrain_at(h), m.elevation_at(h), m.fortification_at(h))
        assert d in sel.hexes                       # the paste is selected
    trench_units = [u for u in doc.scenario.units if u.hex == type(src)(m.parse("1708").q + dst.q - src.q,
                                                                        m.parse("1708").r + dst.r - src.r)]
    assert trench_units                             # the unit in the trench came along
    assert act.cut()
    assert doc.undo_stack.index() == start + 2
    assert not any(u.hex in sel.hexes for u in doc.scenario.units)
    act.delete()                                    # already empty: no further undo step
    assert doc.undo_stack.index() == start + 2
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert _text(w) == original


def test_nothing_selected_says_so(qtbot, tmp_path):
    w, sel, act, _ = _open(qtbot, tmp_path)
    said = []
    act.message.connect(said.append)
    assert not act.copy() and not act.delete()
    assert said and "Nothing selected" in said[0]


def test_select_same_terrain(qtbot, tmp_path):
    w, sel, act, _ = _open(qtbot, tmp_path)
    m = w.document.hexmap
    woods = next(h for h in m.hexes() if m.terrain_at(h) == "woods")
    assert act.select_terrain(woods)
    assert sel.hexes and all(m.terrain_at(h) == "woods" for h in sel.hexes)


def test_map_properties_resize_and_labels_undo(qtbot, tmp_path):
    w, sel, _, _ = _open(qtbot, tmp_path)
    doc = w.document
    original = _text(w)
    dlg = MapPropertiesDialog(doc)
    qtbot.addWidget(dlg)
    dlg.margins["left"].setValue(1)
    dlg.margins["bottom"].setValue(2)
    dlg.label_style.setCurrentIndex(dlg.label_style.findData("board"))
    dlg.name.setText("Balka Hill, widened")
    assert "New size: 25 x 21" in dlg.new_size.text()
    assert dlg.apply_to(doc) == 3
    m = doc.hexmap
    assert (m.cols, m.rows, m.name, m.labels.style) == (25, 21, "Balka Hill, widened", "board")
    assert w.scene.sceneRect().width() > 0 and w.scene.map_item.map_painter.hexmap is m
    for _ in range(3):
        doc.undo_stack.undo()
    assert _text(w) == original


def test_the_window_wires_select_edit_menu_and_recent_paths(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(BALKA)), w.files.errors
    assert "select" in w.tools and w.tools["select"].selection is w.selection
    m = w.document.hexmap
    unit = next(u for u in w.document.scenario.units if not u.hidden)
    w.document.select_unit(unit.id)
    w._delete()                                   # nothing selected on the map: Del deletes the selected unit
    assert w.document.scenario.unit(unit.id) is None
    w.document.undo_stack.undo()
    w.selection.set([m.parse("0203"), m.parse("0204")])
    before = w.document.undo_stack.index()
    w._delete()                                   # hexes selected: Del clears them
    assert w.document.undo_stack.index() == before + 1
    assert m.terrain_at(m.parse("0203")) == m.default_terrain
    texts = [a.text() for a in w.recent_menu.actions()]
    assert texts and all(t.startswith("/") for t in texts)


def test_go_to_hex_takes_ccrr_and_board_labels(qtbot, tmp_path):
    from core.model.board_labels import HexLabels, grid_of_boards
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(BALKA)), w.files.errors
    m = w.document.hexmap
    assert w.go_to_hex("1708") and w.selection.hexes == {m.parse("1708")}
    m.labels = HexLabels("board", grid_of_boards(m.cols, m.rows))
    assert w.go_to_hex("1-I06") and w.selection.hexes == {m.parse("0611")}
    assert not w.go_to_hex("9-Z99")
    assert "no board 9" in w.statusBar().currentMessage()
