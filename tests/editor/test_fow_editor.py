"""The fow editor UI: status badges on counters and the Shot preview tool
(hooked into the main window; shown only for fow scenarios), rendered
offscreen."""
from __future__ import annotations

from PySide6.QtGui import QColor

from core import edits as E
from editor.fow.shot_tool import LEGAL, ILLEGAL
from editor.fow.status import BADGES, badges, unit_flags
from editor.tools.base import HexEvent
from tests.conftest import SAMPLES
from tests.editor.scenario_helpers import count_colour, render_around, scenario_window

PLATOON = SAMPLES / "fow_platoon_action.scenario.json"


def _render(w, centre_label: str, size=(700, 340)):
    return render_around(w, centre_label, size)


def _count(img, colour, tol: int = 12) -> int:
    return count_colour(img, colour, tol)


def test_tool_is_offered_for_fow_scenarios_only(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PLATOON)
    assert "fow_shot" in w.tools and w.tool_actions["fow_shot"].isVisible()
    w.set_tool("fow_shot")
    assert w.files.load(str(SAMPLES / "coh_balka_hill.scenario.json")), w.files.errors
    assert not w.tool_actions["fow_shot"].isVisible()
    assert w.current_tool is not w.tools["fow_shot"]
    assert not w.extras["shot_preview"].badges.isVisible()


def test_unit_flags_from_status_and_foxholes():
    from core.formats.scenariofile import load_scenario
    sc = load_scenario(PLATOON)
    assert unit_flags(sc, sc.unit("g1")) == ["dug_in", "gone_to_ground"]      # status + foxholes
    sc.unit("a1").stats["status"] = ["moved", "bailed_out"]
    assert unit_flags(sc, sc.unit("a1")) == ["moved", "bailed_out"]
    assert [b[0] for b in badges(["moved", "dug_in", "gone_to_ground"])] == ["M", "D", "G"]
    assert set(BADGES) >= {"moved", "fired", "dug_in", "gone_to_ground"}


def test_badges_are_painted_on_the_counters(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PLATOON)
    dug = QColor(BADGES["dug_in"][1])
    moved = QColor(BADGES["moved"][1])
    img = _render(w, "1807", (200, 200))
    assert _count(img, dug) > 5                      # g1 is dug in
    assert _count(img, moved) == 0
    w.document.scenario.unit("g1").stats["status"] = ["moved"]
    w.extras["shot_preview"].badges.refresh()
    img = _render(w, "1807", (200, 200))
    assert _count(img, moved) > 5


def test_shot_preview_click_shooter_hover_target(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PLATOON)
    P = w.document.hexmap.parse
    w.document.apply_scenario("Move a1", lambda sc: E.move_unit(sc, "a1", P("0707")))
    w.set_tool("fow_shot")
    tool = w.tools["fow_shot"]
    tool.press(HexEvent(P("0707"), 0, True))
    assert tool.shooter == "a1"
    w.scene.hexHovered.emit(P("1008"))               # as the scene does on mouse move
    r = tool.report
    assert r is not None and r.legal and r.shot.to_hit == 5 and r.shot.dice == 1
    lines = w.extras["shot_preview"].overlay.panel_lines()
    assert lines[3] == "To hit: 5+ = trained target 3+ +1 concealed +1 gone to ground"
    assert "hit on 5+ with 1 die" in w.scenario_ui.last_message
    img = _render(w, "0908")
    assert _count(img, LEGAL, 20) > 30               # the green line and panel edge
    tool.hover(P("1908"))                            # the PaK: out of range
    assert not tool.report.legal and tool.report.lines[1].startswith("No shot: out of range")
    assert _count(_render(w, "1308", (900, 400)), ILLEGAL, 20) > 30
    tool.hover(P("0101"))                            # no enemy there: nothing reported
    assert tool.report is None and w.extras["shot_preview"].overlay.panel_lines() == []
    tool.press(HexEvent(P("0101"), 0, True, "right"))
    assert tool.shooter is None and w.extras["shot_preview"].overlay.shooter_hex is None


def test_clicking_a_stack_cycles_the_shooter(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PLATOON)
    P = w.document.hexmap.parse
    w.document.apply_scenario("Stack", lambda sc: E.move_unit(sc, "a2", P("0406")))
    tool = w.tools["fow_shot"]
    w.set_tool("fow_shot")
    tool.press(HexEvent(P("0406"), 0, True))
    first = tool.shooter
    tool.press(HexEvent(P("0406"), 0, True))
    assert {first, tool.shooter} == {"a1", "a2"}
    w.set_tool("units")
    assert tool.shooter is None
