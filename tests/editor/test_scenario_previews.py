"""The LOS probe, the visibility fan, the movement preview and the fire arc
report exactly what the rules core reports."""
import pytest

from core.los import LosEngine
from core.rules.coh.firegroup import in_arc
from core.rules.coh.move import reachable_hexes
from core.rules.coh.units import position_from_case
from core.rules.base import get_ruleset
from core.rules.tng.units import Position as TngPosition
from tests.editor.scenario_helpers import BORODINO, PARTISANS, press, scenario_window


@pytest.mark.parametrize("a,b", [("1806", "2009"), ("1708", "1303"), ("0913", "1806"), ("1004", "1010")])
def test_los_probe_reports_what_core_los_reports(qtbot, tmp_path, a, b):
    w = scenario_window(qtbot, tmp_path)
    m = w.document.hexmap
    tool = press(w, "los", a)
    tool.hover(m.parse(b))
    expected = LosEngine(m).check(m.parse(a), m.parse(b))
    pv = w.scenario_ui.previews
    assert pv.preview.los == (m.parse(a), m.parse(b), expected)
    msg = w.scenario_ui.last_message
    assert msg.startswith(f"LOS {a} -> {b}: {'clear' if expected.clear else 'blocked'}")
    if expected.reason:  # the status bar has a short summary; the full reason is its tooltip
        assert expected.reason in w.statusBar().toolTip()
    assert len(msg) < 110 and "_" not in msg  # short, catalogue labels rather than ids
    # the scene's hover signal drives the probe too
    w.scene.hexHovered.emit(m.parse(a))  # same hex: ignored
    assert pv.preview.los[2] == expected


def test_los_probe_shows_a_blocked_line_with_its_blockers(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path)
    m = w.document.hexmap
    eng = LosEngine(m)
    # find a blocked pair on the sample map (the hill and woods block)
    a = m.parse("1806")
    b = next(h for h in m.hexes() if h != a and not eng.check(a, h).clear and eng.check(a, h).blocking_hexes)
    press(w, "los", "1806").hover(b)
    res = w.scenario_ui.previews.preview.los[2]
    assert not res.clear and res.blocking_hexes == eng.check(a, b).blocking_hexes
    press(w, "los", "1806", button="right")
    assert w.scenario_ui.previews.preview.los is None


def test_visibility_fan_equals_core_fan(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path)
    m = w.document.hexmap
    press(w, "fan", "1708")
    w.scenario_ui.previews.wait()  # the fan runs on the worker thread
    origin, vis = w.scenario_ui.previews.preview.fan
    assert origin == m.parse("1708") and vis == LosEngine(m).fan(m.parse("1708"))
    assert any(vis.values()) and not all(vis.values())


def test_visibility_fan_follows_edits_and_coalesces_requests(qtbot, tmp_path):
    from core import edits
    w = scenario_window(qtbot, tmp_path)
    m = w.document.hexmap
    pv = w.scenario_ui.previews
    press(w, "fan", "1708")
    pv.wait()
    a = m.parse("1708")
    wall = [h for h in m.hexes() if 1 <= max(abs(h[0] - a[0]), abs(h[1] - a[1]), abs(h[0] + h[1] - a[0] - a[1])) <= 2]
    w.document.apply("Paint", lambda mm: edits.set_terrain(mm, wall, "stone_building"))
    w.scenario_ui.preview_refresh.flush()
    pv.wait()
    origin, vis = pv.preview.fan
    assert origin == a and vis == LosEngine(m).fan(a)   # the worker's engine followed the edit
    assert sum(vis.values()) < 40                       # walled in: only the ring and a few beyond
    # three requests while the first is running: the fan shown is the last origin's
    for label in ("0913", "1004", "1806"):
        pv.fan_from(m.parse(label))
    pv.wait()
    assert pv.preview.fan[0] == m.parse("1806") and pv.preview.fan[1] == LosEngine(m).fan(m.parse("1806"))
    pv.fan_from(m.parse("1004"))
    pv.fan_clear()
    pv.wait()
    assert pv.preview.fan is None                      # a fan cleared while running is dropped


def _case_position(sc):
    return position_from_case({"units": sc.rules_unit_dicts()}, sc.hexmap)


@pytest.mark.parametrize("unit_id", ["s_maxim", "s_rifles_1"])
def test_movement_preview_costs_equal_core_reachable(qtbot, tmp_path, unit_id):
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    sc = w.document.scenario
    w.document.select_unit(unit_id)
    got = w.scenario_ui.previews.preview.costs
    pos = _case_position(sc)
    expected = reachable_hexes(pos, pos.unit(unit_id), pos.options.pool_ap)
    assert got == expected and len(got) > 5
    # a map edit under the unit's path changes the preview the same way
    from core import edits
    u = sc.unit(unit_id)
    nb = sc.hexmap.neighbours(u.hex)[0]
    w.document.apply("Paint", lambda m: edits.set_terrain(m, [nb], "heavy_woods"))
    assert w.scenario_ui.preview_refresh.pending is not None  # previews wait for the coalescing timer
    w.scenario_ui.preview_refresh.flush()
    pos = _case_position(sc)
    assert w.scenario_ui.previews.preview.costs == reachable_hexes(pos, pos.unit(unit_id), pos.options.pool_ap)


def test_movement_preview_tng_equals_ruleset_reachable_and_moves_with_the_unit(qtbot, tmp_path):
    from core.rules.tng.units import unit_from_dict
    w = scenario_window(qtbot, tmp_path, BORODINO)
    sc = w.document.scenario
    uid = sc.units[0].id
    w.document.select_unit(uid)
    pos = TngPosition(sc.hexmap, [unit_from_dict(d, sc.hexmap) for d in sc.rules_unit_dicts()])
    expected = dict(get_ruleset("tng").reachable(pos, uid))
    expected[sc.units[0].hex] = 0
    assert w.scenario_ui.previews.preview.costs == expected


def test_fire_arc_of_the_selected_unit_is_the_coh_arc(qtbot, tmp_path):
    from core.hexgrid import distance
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    sc = w.document.scenario
    w.scenario_ui.arc_action.setChecked(True)
    w.document.select_unit("s_maxim")
    u = sc.unit("s_maxim")
    arc = w.scenario_ui.previews.preview.arc
    rng = _case_position(sc).unit("s_maxim").stat("range")
    expected = {h for h in sc.hexmap.hexes() if h != u.hex and distance(h, u.hex) <= rng
                and in_arc(sc.hexmap.layout, u.hex, u.facing, h)}
    assert arc == expected and arc
    before = set(arc)
    w.scenario_ui.turn("s_maxim", 3)  # facing the other way
    w.scenario_ui.preview_refresh.flush()  # previews refresh after the edit, coalesced
    assert w.scenario_ui.previews.preview.arc and w.scenario_ui.previews.preview.arc.isdisjoint(before)


def test_fow_fire_arc_uses_the_ground_scale(qtbot, tmp_path):
    from core.hexgrid import distance
    from tests.conftest import SAMPLES
    w = scenario_window(qtbot, tmp_path, SAMPLES / "fow_table_patrol.scenario.json")
    sc = w.document.scenario
    u = next(u for u in sc.units if u.catalogue_id == "us_rifle_team")
    w.scenario_ui.arc_action.setChecked(True)
    w.document.select_unit(u.id)
    inches = get_ruleset("fow").options["inches_per_hex"]
    hexes = int(16 // inches)  # the rifle's 16" range (core/rules/fow/units.json)
    arc = w.scenario_ui.previews.preview.arc
    assert arc == {h for h in sc.hexmap.hexes() if 0 < distance(h, u.hex) <= hexes}
