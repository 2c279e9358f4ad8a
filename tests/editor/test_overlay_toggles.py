"""Overlays are toggled from one place (a View menu section and a tool
bar) and each is remembered across windows (issue 16)."""

from editor.overlay_toggles import OVERLAY_IDS
from tests.editor.helpers import make_window


def test_overlays_share_one_menu_section_and_a_tool_bar(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    acts = w.overlays.actions
    assert set(acts) == set(OVERLAY_IDS)
    menu = w.view_menu.actions()
    start = menu.index(w.overlays.section)
    assert menu[start + 1:start + 1 + len(acts)] == list(acts.values())
    assert all(a in w.overlay_bar.actions() for a in acts.values())


def test_each_overlay_is_remembered(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.overlays.actions["view.labels"].setChecked(False)
    w.overlays.actions["view.fire_arc"].setChecked(True)
    w.settings.sync()
    w2 = make_window(qtbot, tmp_path)      # same settings file
    assert not w2.overlays.actions["view.labels"].isChecked()
    assert w2.overlays.actions["view.fire_arc"].isChecked()
    assert not w2.scene.map_item.map_painter.show_labels
