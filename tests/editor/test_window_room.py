"""The map gets most of the window: at the default 1200 x 800 the map view
is at least 55% of the width (one right-hand dock column, the Scenario
panels tabbed with Palette and Units), and at 1366 x 768 every palette
list shows more than two rows."""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from editor.main_window import MainWindow
from tests.editor.scenario_helpers import BALKA


def _window(qtbot, tmp_path, w, h):
    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat))
    qtbot.addWidget(win)
    win.files.ask_save_changes = lambda: __import__("PySide6.QtWidgets", fromlist=["QMessageBox"]).QMessageBox.Discard
    win.resize(w, h)
    win.show()
    assert win.files.load(str(BALKA))
    qtbot.waitExposed(win)
    return win


def test_map_has_most_of_the_default_window(qtbot, tmp_path):
    win = _window(qtbot, tmp_path, 1200, 800)
    assert win.view.width() >= 0.55 * 1200
    docks = win.scenario_ui.docks
    assert win.dockWidgetArea(docks["scenario"]) == Qt.RightDockWidgetArea
    assert docks["scenario"] in win.tabifiedDockWidgets(docks["units"])


def test_palette_lists_show_more_than_two_rows_at_1366x768(qtbot, tmp_path):
    win = _window(qtbot, tmp_path, 1366, 768)
    win.palette_dock.raise_()
    qtbot.wait(10)
    for key, lst in win.palette.lists.items():
        assert lst.count() >= 3, key
        row = lst.sizeHintForRow(0)
        assert lst.viewport().height() > 2.5 * row, key
