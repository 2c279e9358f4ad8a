"""Placing units, turning them and undoing both, through the window's tools,
wheel, keys and properties panel; refused edits become messages."""
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from core.model.unit import UnitPlacement
from tests.editor.scenario_helpers import press
from tests.editor.helpers import make_window


def _wheel(w, label, dy):
    """A real wheel event over the centre of hex ``label``."""
    x, y = w.scene.layout.hex_to_pixel(w.document.hexmap.parse(label))
    w.view.centerOn(x, y)
    QApplication.processEvents()
    vp = w.view.mapFromScene(QPointF(x, y))
    ev = QWheelEvent(QPointF(vp), QPointF(w.view.viewport().mapToGlobal(vp)), QPoint(0, 0), QPoint(0, dy),
                     Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(w.view.viewport(), ev)


def test_place_unit_turn_it_and_undo_both(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    assert ui.palette.select_catalogue("german_rifles_41")
    press(w, "units", "0505")
    sc = doc.scenario
    assert len(sc.units) == 1
    u = sc.units[0]
    assert (u.catalogue_id, u.side, sc.hexmap.label(u.hex), u.facing) == ("german_rifles_41", "german", "0505", 0)
    assert doc.selected_unit == u.id and ui.unit_layer.stack(u.hex) == [u]
    # two wheel notches over the unit turn it two hexsides: ONE undo step
    level = w.view.level
    _wheel(w, "0505", -120)
    _wheel(w, "0505", -120)
    assert u.facing == 2 and w.view.level == level  # the wheel turned, it did not zoom
    assert doc.undo_stack.count() == 2
    # "[" turns it back one side; consecutive turns of one unit merge into one step
    ui.turn_selected(-1)
    assert u.facing == 1
    doc.undo_stack.undo()  # all the turning
    assert u.facing == 0 and len(sc.units) == 1
    doc.undo_stack.undo()  # the placing
    assert sc.units == [] and doc.selected_unit is None
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert len(sc.units) == 1 and sc.units[0].facing == 1


def test_wheel_zooms_away_from_units_and_properties_edit_through_the_stack(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    ui.palette.select_catalogue("soviet_rifles_41")
    press(w, "units", "0303")
    level = w.view.level
    _wheel(w, "0808", 120)  # no unit there: zoom as before
    assert w.view.level == level + 1
    u = doc.scenario.units[0]
    ui.properties.facing.setValue(5)
    ui.properties.hidden.setChecked(True)
    assert u.facing == 5 and u.hidden
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert u.facing == 0 and not u.hidden


def test_click_selects_drag_moves_right_click_removes_shift_stacks(qtbot, tmp_path):
    from editor.tools.base import HexEvent
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    m = doc.hexmap
    ui.palette.select_catalogue("german_mg34")
    press(w, "units", "0202")
    press(w, "units", "0202", shift=True)  # a second unit on the same hex
    sc = doc.scenario
    assert [m.label(u.hex) for u in sc.units] == ["0202", "0202"]
    first, second = sc.units
    doc.select_unit(None)
    press(w, "units", "0202")
    assert doc.selected_unit == second.id  # top of the stack
    press(w, "units", "0202")
    assert doc.selected_unit == first.id  # clicking again cycles down the stack
    tool = w.tools["units"]
    tool.press(HexEvent(m.parse("0202"), 0, True))
    tool.release(HexEvent(m.parse("0604"), 0, True))
    assert m.label(sc.unit(doc.selected_unit).hex) == "0604"
    press(w, "units", "0604", button="right")
    assert [u.id for u in sc.units] == [second.id]
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert [m.label(u.hex) for u in sc.units] == ["0202", "0202"]


def test_refused_edits_become_messages_and_leave_no_undo_step(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    from core import edits as E
    doc.apply_scenario("Place", lambda sc: E.place_unit(sc, UnitPlacement("x1", "german", doc.hexmap.parse("0101"))))
    n = doc.undo_stack.count()
    ok = doc.apply_scenario("Place", lambda sc: E.place_unit(sc, UnitPlacement("x1", "german",
                                                                               doc.hexmap.parse("0102"))))
    assert not ok and doc.undo_stack.count() == n
    assert "already used" in ui.last_message and "Traceback" not in ui.last_message
    ui.palette.list.setCurrentRow(-1)
    ui.palette.list.clearSelection()
    press(w, "zones", "0303")  # no zone yet
    assert "zone" in ui.last_message.lower()


def test_custom_unit_and_hidden_units_only_in_the_designers_view(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    ui.palette.add_custom({"side": "soviet", "catalogue_id": None, "kind": "squad", "name": "Militia",
                           "stats": {"fp_soft": 1, "fp_hard": 0, "range": 3, "dr_front": 9, "dr_flank": 8,
                                     "move_ap": 1}})
    press(w, "units", "0606")
    u = doc.scenario.units[0]
    assert u.catalogue_id is None and u.name == "Militia" and u.stats["dr_front"] == 9
    ui.properties.hidden.setChecked(True)
    assert ui.unit_layer.visible_units() == [u]
    ui.show_hidden_action.setChecked(False)
    assert ui.unit_layer.visible_units() == [] and doc.selected_unit is None
    ui.show_hidden_action.setChecked(True)
    assert ui.unit_layer.visible_units() == [u]


def test_drag_from_the_palette_drops_a_unit_on_the_hex(qtbot, tmp_path):
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from editor.scenario.palette import UNIT_MIME
    w = make_window(qtbot, tmp_path)
    ui = w.scenario_ui
    assert ui.palette.select_catalogue("soviet_mmg_maxim")
    md = ui.palette.list.mimeData([ui.palette.list.currentItem()])
    assert md.hasFormat(UNIT_MIME)
    x, y = w.scene.layout.hex_to_pixel(w.document.hexmap.parse("0404"))
    w.view.centerOn(x, y)
    QApplication.processEvents()
    pos = QPointF(w.view.mapFromScene(QPointF(x, y)))
    enter = QDragEnterEvent(pos.toPoint(), Qt.CopyAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(w.view.viewport(), enter)
    assert enter.isAccepted()
    drop = QDropEvent(pos, Qt.CopyAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(w.view.viewport(), drop)
    sc = w.document.scenario
    assert [(u.catalogue_id, u.side, sc.hexmap.label(u.hex)) for u in sc.units] == [("soviet_mmg_maxim", "soviet",
                                                                                      "0404")]
    w.document.undo_stack.undo()
    assert sc.units == []
    # something else dropped is not a unit
    other = QMimeData()
    other.setText("hello")
    QApplication.sendEvent(w.view.viewport(), QDropEvent(pos, Qt.CopyAction, other, Qt.LeftButton, Qt.NoModifier))
    assert sc.units == []
