"""Window extras: New map dialog, Tiled import, zoom/pan, hover readout,
labels toggle, the entry point."""
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtTest import QTest

from core.model import HexMap
from editor.widgets.new_map_dialog import NewMapDialog
from tests.conftest import FIXTURES, SAMPLES
from tests.editor.helpers import make_window


def test_new_map_dialog_builds_the_map_asked_for(qapp):
    dlg = NewMapDialog(None, "coh")
    dlg.cols.setValue(30)
    dlg.rows.setValue(12)
    dlg.orientation.setCurrentIndex(dlg.orientation.findData("pointy"))
    dlg.stagger.setCurrentIndex(dlg.stagger.findData("odd"))
    dlg.ruleset.setCurrentIndex(dlg.ruleset.findData("tng"))
    m = dlg.hexmap()
    assert (m.cols, m.rows, m.orientation, m.stagger, m.ruleset, m.default_terrain) == (30, 12, "pointy", "odd", "tng", "clear")


def test_import_tiled_makes_an_unsaved_map_and_errors_keep_the_map(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    before = w.document.hexmap.copy()
    bad = tmp_path / "broken.tmx"
    bad.write_text("<map", encoding="utf-8")
    assert not w.files.import_tiled(str(bad), "coh")
    assert w.files.errors and "broken.tmx" in w.files.errors[0]
    assert w.document.hexmap == before
    w.files.errors.clear()
    assert w.files.import_tiled(str(FIXTURES / "tiled" / "hexagonal-mini.tmx"), "coh")
    m = w.document.hexmap
    assert (m.cols, m.rows, m.orientation) == (20, 20, "pointy")
    assert w.document.is_modified and w.document.path == ""
    assert w.files.errors  # GIDs without a terrain mapping are reported as warnings


def test_wheel_zoom_keeps_the_point_under_the_cursor(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, HexMap(40, 30, "coh"))
    w.view.set_level(0, False)
    vp_pos = QPoint(300, 250)
    before = w.view.mapToScene(vp_pos)
    QTest.mouseMove(w.view.viewport(), vp_pos)
    from PySide6.QtGui import QWheelEvent
    e = QWheelEvent(QPointF(vp_pos), QPointF(w.view.viewport().mapToGlobal(vp_pos)), QPoint(0, 0), QPoint(0, 120),
                    Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(w.view.viewport(), e)
    assert w.view.level == 1
    after = w.view.mapToScene(vp_pos)
    assert abs(after.x() - before.x()) < 3 and abs(after.y() - before.y()) < 3


def test_middle_drag_pans_and_does_not_paint(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.view.set_level(3, False)
    vp = w.view.viewport()
    start = w.view.mapToScene(QPoint(200, 200))
    QTest.mousePress(vp, Qt.MiddleButton, Qt.NoModifier, QPoint(200, 200))
    QTest.mouseMove(vp, QPoint(150, 170))
    QTest.mouseRelease(vp, Qt.MiddleButton, Qt.NoModifier, QPoint(150, 170))
    moved = w.view.mapToScene(QPoint(200, 200))
    assert abs((moved.x() - start.x()) - 50 / w.view.scale_factor()) < 2
    assert w.document.undo_stack.count() == 0


def test_hover_shows_hex_in_status_bar_and_footprint(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    m = w.document.hexmap
    x, y = w.scene.layout.hex_to_pixel(m.parse("0303"))
    # A plain move event, as the window system delivers it: QTest.mouseMove
    # without a pressed button is not delivered offscreen by every Qt 6 release.
    pos = QPointF(w.view.mapFromScene(QPointF(x, y)))
    move = QMouseEvent(QEvent.MouseMove, pos, QPointF(w.view.viewport().mapToGlobal(pos)),
                       Qt.NoButton, Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(w.view.viewport(), move)
    assert w.readout.text().startswith("0303")
    assert "Woods" in w.readout.text()
    assert not w.scene.cursor_item.path().isEmpty()


def test_labels_toggle_changes_the_picture(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.view.set_level(4, False)
    w.view.centerOn(QPointF(*w.scene.layout.hex_to_pixel(w.document.hexmap.parse("0202"))))
    with_labels = w.view.viewport().grab().toImage()
    w.labels_action.setChecked(False)
    without = w.view.viewport().grab().toImage()
    assert with_labels != without
    w.labels_action.setChecked(True)
    assert w.view.viewport().grab().toImage() == with_labels


def test_entry_point_opens_the_file_given(qapp, tmp_path, monkeypatch):
    import editor.main_window as mw
    from editor import app as app_mod
    monkeypatch.setattr(mw, "default_settings", lambda: QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    seen = {}

    def close_soon(tries=[0]):
        # The timer may fire while the file is still loading (events are
        # processed during start-up): wait until the window shows the file.
        wins = [t for t in QApplication.topLevelWidgets() if isinstance(t, mw.MainWindow) and t.isVisible()]
        loaded = [w for w in wins if w.document.path.endswith("coh_two_boards.json")]
        tries[0] += 1
        if not loaded and tries[0] < 400:
            QTimer.singleShot(25, close_soon)
            return
        for top in wins:
            seen["title"] = top.windowTitle()
            seen["cols"] = top.document.hexmap.cols
            top.close()
    QTimer.singleShot(50, close_soon)
    assert app_mod.main(["hexwright-editor", str(SAMPLES / "coh_two_boards.json")]) == 0
    assert seen["title"].startswith("coh_two_boards.json") and seen["cols"] == 24


def test_switching_tools_mid_stroke_ends_the_stroke(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    m = w.document.hexmap
    w.tool_settings.set(terrain="wheat")
    for name in ("brush", "fill", "elevation", "hexside", "road", "fortification", "eyedropper", "brush"):
        w.set_tool(name)
        assert w.current_tool is w.tools[name] and w.tool_actions[name].isChecked()
    w.current_tool.press(w.scene.hex_event(QPointF(*w.scene.layout.hex_to_pixel(m.parse("0505")))))
    w.set_tool("elevation")
    w.set_tool("brush")
    w.current_tool.move(w.scene.hex_event(QPointF(*w.scene.layout.hex_to_pixel(m.parse("0507")))))
    assert m.terrain_at(m.parse("0505")) == "wheat"
    assert m.terrain_at(m.parse("0506")) != "wheat"  # the old stroke did not continue


def test_palette_lists_catalogue_with_tooltips_and_assumed_mark(qtbot, tmp_path):
    from core.rules.catalogue import load_catalogue
    w = make_window(qtbot, tmp_path)
    cat = load_catalogue("coh")
    lst = w.palette.lists["terrain"]
    assert [lst.item(i).data(Qt.UserRole) for i in range(lst.count())] == list(cat.terrain)
    wheat = next(lst.item(i) for i in range(lst.count()) if lst.item(i).data(Qt.UserRole) == "wheat")
    assert cat.terrain["wheat"]["assumed"] and wheat.text().endswith("*") and "Assumed" in wheat.toolTip()
    assert cat.terrain["wheat"]["description"] in wheat.toolTip()
    feats = w.palette.lists["feature"]
    assert feats.count() == len(cat.hexside_features)
    # choosing a feature selects it and switches to the hexside tool
    item = next(feats.item(i) for i in range(feats.count()) if feats.item(i).data(Qt.UserRole) == "wall")
    feats.itemClicked.emit(item)
    assert w.tool_settings.feature == "wall" and w.current_tool.name == "hexside"


def test_close_remembers_geometry(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.resize(900, 640)
    assert w.close()
    assert w.settings.value("window/geometry") is not None


def test_space_drag_pans_instead_of_painting(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, HexMap(40, 30, "coh"))
    w.view.set_level(2, False)
    vp = w.view.viewport()
    w.view.setFocus()
    start = w.view.mapToScene(QPoint(300, 300))
    QTest.keyPress(w.view, Qt.Key_Space)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, QPoint(300, 300))
    QTest.mouseMove(vp, QPoint(260, 280))
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, QPoint(260, 280))
    QTest.keyRelease(w.view, Qt.Key_Space)
    moved = w.view.mapToScene(QPoint(300, 300))
    assert abs((moved.x() - start.x()) - 40 / w.view.scale_factor()) < 2
    assert w.document.undo_stack.count() == 0
