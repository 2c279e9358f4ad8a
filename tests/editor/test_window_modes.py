"""The main window's action registry (every menu entry has an id, nothing is
looked up by its visible text), its modes (playtest shows its docks, layers
and tool bar and hides the editing ones; editing comes back as it was), the
extras registry, and the guard against ruleset-name branches in editor/."""
from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QAction

from core.rules.registry import specs
from editor.extras import EXTRAS
from tests.editor.scenario_helpers import BALKA, BORODINO, scenario_window

EDITOR = Path(__file__).resolve().parents[2] / "editor"
RULESET_BRANCH = re.compile(r"ruleset ==|ruleset !=|VERTEX_FACING_RULESETS|['\"](coh|tng|fow)['\"]")


def _menu_actions(menu):
    for a in menu.actions():
        if a.isSeparator():
            continue
        yield a
        if a.menu() is not None:
            yield from _menu_actions(a.menu())


def test_editor_holds_no_ruleset_name_branch():
    hits = [f"{p.relative_to(EDITOR.parent)}:{i}: {line.strip()}"
            for p in sorted(EDITOR.rglob("*.py"))
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if RULESET_BRANCH.search(line)]
    assert hits == []


def test_editor_finds_no_menu_or_action_by_its_text():
    pattern = re.compile(r"menuBar\(\)\.actions\(\)|\.text\(\)\.replace\(\"&\"|\"(File|Edit|View|Quit)\" in ")
    hits = [f"{p.name}:{i}" for p in sorted(EDITOR.rglob("*.py"))
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert hits == []


def test_every_extra_a_ruleset_asks_for_is_registered():
    asked = {name for s in specs() for name in s.traits.editor_extras}
    assert asked == set(EXTRAS)


def test_every_menu_action_has_an_id(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    reg = w.action_registry
    assert reg.menu_ids()[:6] == ["file", "edit", "view", "tools", "scenario", "playtest"]
    for mid in reg.menu_ids():
        for a in _menu_actions(reg.menu(mid)):
            if a.menu() is not None:
                continue  # a submenu: its entries are checked
            aid = reg.id_of(a)
            assert aid is not None, f"{mid} menu: {a.text()!r} has no id"
            assert a.objectName() == aid and reg.action(aid) is a
            assert w.findChild(QAction, aid) is a or aid.startswith("view.dock.")
    for aid in ("file.open", "file.save", "file.quit", "file.print", "edit.undo", "view.labels",
                "tools.brush", "tools.units", "scenario.validate", "playtest.start", "view.dock.units"):
        assert reg.action(aid) is not None


def test_actions_work_by_id(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    reg = w.action_registry
    reg.action("tools.units").trigger()
    assert w.current_tool.name == "units"
    reg.action("view.labels").setChecked(False)
    assert not w.scene.map_item.map_painter.show_labels
    assert reg.action("playtest.start").isEnabled()


def test_playtest_mode_shows_its_docks_and_hides_the_editing_ones(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    editing = w.modes.mode("editing")
    shown_before = {k for k, d in editing.docks.items() if d.isVisible()}
    layers_before = [it for it in editing.layers if it.isVisible()]
    assert {"paletteDock", "scenarioValidationDock"} <= shown_before
    assert w.scenario_ui.unit_layer in layers_before
    brush = w.current_tool
    assert w.playtest.enter(seed=3)
    assert w.modes.current.name == "playtest"
    assert not any(d.isVisible() for d in editing.docks.values())
    assert not any(it.isVisible() for it in editing.layers)
    assert not any(d.toggleViewAction().isVisible() for d in editing.docks.values())  # not offered in View
    playing = w.modes.mode("playtest")
    assert [d.windowTitle() for d in playing.docks.values()] == ["Actions", "Game", "Dice and events"]
    assert all(d.isVisible() for d in playing.docks.values())
    assert all(it.isVisible() for it in playing.layers) and w.playtest.bar.isVisible()
    assert not w.tool_bar.isVisible() and w.current_tool is w.playtest.tool
    for mid in ("file", "edit", "tools", "scenario"):  # editing is off, shortcuts too
        menu = w.action_registry.menu(mid)
        assert not menu.menuAction().isEnabled() and not any(a.isEnabled() for a in menu.actions())
    assert w.action_registry.action("playtest.leave").isEnabled()
    assert w.playtest.leave()
    assert w.modes.current.name == "editing"
    assert {k for k, d in editing.docks.items() if d.isVisible()} == shown_before
    assert [it for it in editing.layers if it.isVisible()] == layers_before
    assert w.current_tool is brush and w.tool_bar.isVisible()
    assert not playing.docks and not playing.layers and not playing.tool_bars  # the game's pieces are gone
    assert w.action_registry.action("file.save").isEnabled() and w.action_registry.menu("file").isEnabled()


def test_the_tng_extra_comes_back_after_a_playtest_as_it_was(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    tng = w.extras["command_overlays"]
    assert tng.active and tng.dock.isVisible() and tng.over.isVisible()
    assert not w.extras["shot_preview"].active and not w.extras["shot_preview"].action.isVisible()
    assert w.playtest.enter(seed=1)
    assert not tng.dock.isVisible() and not tng.over.isVisible()
    w.playtest.leave()
    assert tng.dock.isVisible() and tng.over.isVisible() and tng.dock.toggleViewAction().isVisible()


def test_closing_during_a_playtest_saves_the_editing_layout(qtbot, tmp_path):
    from tests.editor.helpers import make_window
    w = scenario_window(qtbot, tmp_path, BALKA)
    assert w.playtest.enter(seed=1)
    w.close()
    w2 = make_window(qtbot, tmp_path)  # same settings file: the saved layout is restored
    editing = w2.modes.mode("editing")
    assert editing.docks["paletteDock"].isVisible() and w2.tool_bar.isVisible()
