"""Newcomer polish of the main window: every dock reachable from the View
menu, the tng dock only for tng scenarios (whatever a saved layout says),
a readable zoom on opening, one Save As, Quit has a shortcut."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget

from tests.editor.helpers import make_window
from tests.editor.scenario_helpers import BALKA, BORODINO, scenario_window


def _view_entries(w) -> set[str]:
    return {a.text().replace("&", "") for a in w.view_menu.actions() if not a.isSeparator()}


def test_every_dock_has_a_view_menu_entry(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    in_menu = set(w.view_menu.actions())
    for d in w.findChildren(QDockWidget):
        assert d.toggleViewAction() in in_menu, d.windowTitle()
    assert "Triumph and Glory" in _view_entries(w)
    w.extras["command_overlays"].dock.close()
    assert not w.extras["command_overlays"].dock.isVisible()
    w.extras["command_overlays"].dock.toggleViewAction().trigger()  # closed docks come back from the menu
    assert w.extras["command_overlays"].dock.isVisible()


def test_playtest_docks_are_in_the_view_menu_while_playing(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    assert w.playtest.enter()
    entries = _view_entries(w)
    assert {"Actions", "Game", "Dice and events"} <= entries
    w.playtest.leave()
    assert not ({"Actions", "Game", "Dice and events"} & _view_entries(w))


def test_tng_dock_only_for_tng_scenarios_even_with_a_saved_layout(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    assert w.extras["command_overlays"].dock.isVisible()
    assert w.extras["command_overlays"].dock.toggleViewAction().isVisible()
    w.close()  # saves a layout in which the tng dock is shown
    w2 = make_window(qtbot, tmp_path)  # same settings file: the layout is restored
    assert not w2.extras["command_overlays"].dock.isVisible()
    assert w2.files.load(str(BALKA))
    assert not w2.extras["command_overlays"].dock.isVisible()
    assert not w2.extras["command_overlays"].dock.toggleViewAction().isVisible()
    assert w2.files.load(str(BORODINO))
    assert w2.extras["command_overlays"].dock.isVisible()


def test_a_big_map_opens_at_a_readable_zoom_centred_on_the_units(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    w.resize(1000, 700)
    w.open_view()
    assert w.view.level == 0  # 100%: the map would fit only at about 50%
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    focus = w.focus_rect()
    assert abs(centre.x() - focus.center().x()) < 2 and abs(centre.y() - focus.center().y()) < 2


def test_the_users_zoom_is_kept_for_maps_opened_later(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    w.view.zoom_by(2)  # the user's choice
    assert w.session_level == 2
    assert w.files.load(str(BORODINO))
    assert w.view.level == 2


def test_a_small_map_opens_fitted(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)  # the 10 x 8 helper map
    w.resize(1400, 900)
    w.open_view()
    assert w.view.level >= 0
    rect = w.scene.map_item.sceneBoundingRect()
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert shown.contains(rect)


def test_one_save_as_and_quit_has_a_shortcut(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    file_menu = w.menu("file")
    texts = [a.text().replace("&", "") for a in file_menu.actions()]
    assert sum(t.lower().startswith("save") and " as" in t.lower() for t in texts) == 1, texts
    asked = []
    w.files.ask_scenario_path = lambda: asked.append("scenario") or ""
    w.files.ask_save_path = lambda: asked.append("map") or ""
    w.files.save_as()
    assert asked == ["scenario"]  # a scenario is saved as a scenario
    assert not w.quit_action.shortcut().isEmpty()
    assert w.quit_action.shortcut() in (QKeySequence(QKeySequence.Quit), QKeySequence("Ctrl+Q"))


def test_bot_turn_message_counts_actions_in_good_english(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    assert w.playtest.enter()
    s = w.playtest.session
    for n, word in ((1, "1 action"), (3, "3 actions")):
        s.play_bot_turn = lambda _name, progress=None, n=n: n
        w.playtest.command("bot_turn")
        msg = w.statusBar().currentMessage()
        assert msg.endswith(word), msg
    w.playtest.leave()


def test_validation_dock_is_compact_and_says_no_problems_in_the_list(qtbot, tmp_path):
    from core.model.scenario import UnitPlacement
    w = scenario_window(qtbot, tmp_path, BALKA)
    panel = w.scenario_ui.validation
    qtbot.wait(20)
    assert panel.list.count() == 1 and "No problems found" in panel.list.item(0).text()
    assert not panel.summary.isVisible()
    one_row = panel.list.sizeHint().height()
    assert w.scenario_ui.docks["validation"].height() < 3 * one_row + 40  # no large empty box
    sc = w.document.scenario
    for i in range(3):
        sc.units.append(UnitPlacement(f"bad{i}", "german", sc.hexmap.parse("0505"), "no_such_unit", facing=0))
    panel.recheck()
    assert len(panel.problems) >= 3 and panel.summary.isVisible()
    assert panel.list.sizeHint().height() > 2 * one_row  # grows with its entries


def test_sides_table_shows_names_and_the_title_shows_its_start(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    w = scenario_window(qtbot, tmp_path, SAMPLES / "borodino.scenario.json")
    panel = w.scenario_ui.settings_panel
    assert not panel.sides.verticalHeader().isVisible()  # no bare ids beside the names
    assert panel.sides.item(0, 0).text() == "French" and "french" in panel.sides.item(0, 0).toolTip()
    assert panel.title.text().startswith("Borodino") and panel.title.cursorPosition() == 0


def test_units_palette_shows_kinds_without_underscores(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    w = scenario_window(qtbot, tmp_path, SAMPLES / "borodino.scenario.json")
    lst = w.scenario_ui.palette.list
    texts = [lst.item(i).text() for i in range(lst.count())]
    assert any("[heavy cavalry]" in t for t in texts) and not any("_" in t for t in texts)
