"""The main window: title and modified mark, file errors, save/open, real
mouse strokes through the view, and a screenshot that is not blank."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox
from PySide6.QtTest import QTest

from core.formats.mapfile import load_map, save_map
from tests.editor.helpers import make_window, small_map


def _viewport_point(w, label):
    h = w.document.hexmap.parse(label)
    x, y = w.scene.layout.hex_to_pixel(h)
    return w.view.mapFromScene(QPointF(x, y))


def test_title_shows_file_name_and_modified_mark(qtbot, tmp_path):
    path = tmp_path / "hill.json"
    w = make_window(qtbot, tmp_path)
    assert w.windowTitle().startswith("Untitled[*]")
    assert not w.isWindowModified()
    w.files.save_to(str(path))
    assert w.windowTitle().startswith("hill.json[*]")
    w.set_tool("brush")
    w.tool_settings.set(terrain="water")
    w.current_tool.press(w.scene.hex_event(QPointF(*w.scene.layout.hex_to_pixel(w.document.hexmap.parse("0505")))))
    w.current_tool.release(w.scene.hex_event(QPointF(0, 0)))
    assert w.isWindowModified()
    w.document.undo_stack.undo()
    assert not w.isWindowModified()


def test_load_error_leaves_open_map_unchanged(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    before = w.document.hexmap.copy()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "hexwright.map", "format_version": 1, "cols": "many"', encoding="utf-8")
    assert not w.files.load(str(bad))
    assert len(w.files.errors) == 1 and "bad.json" in w.files.errors[0]
    assert "Traceback" not in w.files.errors[0]
    assert w.document.hexmap == before
    assert w.document.path == "" and not w.document.is_modified


def test_save_and_open_round_trip_and_recent_files(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    path = tmp_path / "m.json"
    assert w.files.save_to(str(path))
    assert load_map(path) == w.document.hexmap
    other = small_map("tng")
    other_path = tmp_path / "other.json"
    save_map(other, other_path)
    assert w.files.open(str(other_path))
    assert w.document.hexmap == other and w.document.hexmap.ruleset == "tng"
    assert w.windowTitle().startswith("other.json")
    assert w.recent_menu.actions()[0].toolTip() == str(other_path)
    # the palette follows the ruleset
    names = [w.palette.lists["terrain"].item(i).data(Qt.UserRole) for i in range(w.palette.lists["terrain"].count())]
    assert "chateau" in names


def test_unsaved_changes_prompt_can_cancel_new_map(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.tool_settings.set(terrain="water")
    w.tools["fill"].press(w.scene.hex_event(QPointF(*w.scene.layout.hex_to_pixel(w.document.hexmap.parse("0908")))))
    edited = w.document.hexmap.copy()
    asked = []
    w.files.ask_save_changes = lambda: asked.append(1) or QMessageBox.Cancel
    assert not w.files.new_map(small_map("fow"))
    assert asked and w.document.hexmap == edited
    w.files.ask_save_changes = lambda: QMessageBox.Discard
    assert w.files.new_map(small_map("fow"))
    assert w.document.hexmap.ruleset == "fow" and not w.document.is_modified


def test_mouse_drag_through_the_view_is_one_undo_step(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.set_tool("brush")
    w.tool_settings.set(terrain="wheat", radius=0)
    vp = w.view.viewport()
    labels = ["0202", "0203", "0204", "0205"]
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, _viewport_point(w, labels[0]))
    for lab in labels[1:]:
        QTest.mouseMove(vp, _viewport_point(w, lab))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, _viewport_point(w, labels[-1]))
    m = w.document.hexmap
    assert [m.terrain_at(m.parse(x)) for x in labels] == ["wheat"] * 4
    assert w.document.undo_stack.count() == 1
    w.undo_action.trigger()
    assert all(m.terrain_at(m.parse(x)) != "wheat" for x in labels)
    w.redo_action.trigger()
    assert all(m.terrain_at(m.parse(x)) == "wheat" for x in labels)


def test_status_bar_describes_hovered_hex(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    m = w.document.hexmap
    w.scene.hexHovered.emit(m.parse("0804"))
    text = w.readout.text()
    assert "0804" in text and "bunker facing SE" in text and "elevation 1" in text
    w.scene.hexHovered.emit(m.parse("0506"))
    assert "S stream" in w.readout.text()


def test_window_screenshot_is_not_blank(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.view.fit_map()
    qtbot.wait(20)
    out = tmp_path / "window.png"
    assert w.grab().save(str(out))
    img = QImage(str(out))
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 20
    # the map area shows the woods colour of the catalogue
    p = _viewport_point(w, "0303")
    vp_img = w.view.viewport().grab().toImage()
    c = vp_img.pixelColor(p)
    assert abs(c.green() - 0x8a) < 40 and c.green() > c.red()
