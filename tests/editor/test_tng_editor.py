"""The Triumph & Glory editor UI (editor/tng): overlays and the dock,
hooked into the main window, shown only for tng scenarios; rendered
offscreen with the Borodino sample open."""
from __future__ import annotations

import os

from core.hexgrid import distance
from tests.conftest import SAMPLES
from tests.editor.scenario_helpers import count_colour, render_around, scenario_window

BORODINO = SAMPLES / "borodino.scenario.json"
SHOTS = os.environ.get("HEXWRIGHT_TNG_SHOTS")  # a folder: keep the renders to look at


def _render(w, centre_label: str, size=(900, 560), name: str | None = None):
    return render_around(w, centre_label, size, os.path.join(SHOTS, name) if SHOTS and name else None)


def _count(img, colour, tol: int = 14) -> int:
    return count_colour(img, colour, tol)


def test_dock_and_overlays_only_for_tng(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui = w.extras["command_overlays"]
    assert ui.active and ui.under.isVisible() and not ui.dock.isHidden()
    assert ui.view.ranges and {r[0] for r in ui.view.ranges} == {"napoleon", "kutuzov"}
    assert ui.view.stack["ru_paskevich_1"] == (1, 2) and ui.view.stack["ru_raevsky_art"] == (2, 2)
    assert ui.view.tags["fr_compans_1"] == "Compans \u00b7 I"  # readable; the ids are in the tooltip
    assert w.files.load(str(SAMPLES / "coh_balka_hill.scenario.json"))
    assert not ui.active and not ui.under.isVisible() and ui.dock.isHidden()


def test_gun_bands_zoc_and_movement_preview(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui, doc = w.extras["command_overlays"], w.document
    m = doc.hexmap
    doc.select_unit("fr_morand_art")  # Effective 3, Maximum 5 (the Morand example), facing east
    b = ui.view.bands
    gun = m.parse("1211")
    assert b and b["effective"] and b["maximum"]
    assert all(distance(h, gun) <= 3 for h in b["effective"]) and all(3 < distance(h, gun) <= 5 for h in b["maximum"])
    assert m.parse("1011") not in b["effective"] | b["maximum"]  # behind the gun: not in its front sector
    ui.panel.zoc_side.setCurrentIndex(ui.panel.zoc_side.findData("russian"))
    assert m.parse("1610") in ui.view.zoc or ui.view.zoc  # Russian units exert a ZOC
    assert not ui.view.moves  # the tng movement preview starts off
    ui.panel.move_mode.setCurrentIndex(ui.panel.move_mode.findData("normal"))
    doc.select_unit("fr_compans_1")
    normal = dict(ui.view.moves)
    ui.panel.move_mode.setCurrentIndex(ui.panel.move_mode.findData("out_of_command"))
    half = dict(ui.view.moves)
    assert normal and half and set(half) < set(normal)
    assert max(half.values()) <= 2 < max(normal.values()) or max(half.values()) <= 2
    assert not w.scenario_ui.previews.show_moves  # the generic preview gives way to the tng one
    ui.panel.move_mode.setCurrentIndex(0)
    assert w.scenario_ui.previews.show_moves and not ui.view.moves


def test_stops_in_enemy_zoc(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui, doc = w.extras["command_overlays"], w.document
    ui.panel.move_mode.setCurrentIndex(ui.panel.move_mode.findData("normal"))
    doc.select_unit("fr_morand_1")  # 1311: the Russian VII Corps and jaegers are within reach
    moves, stops = ui.view.moves, ui.view.stops
    from core.overlays.tng_command import zoc
    enemy_zoc = zoc(doc.scenario, "russian")
    assert stops and stops == set(moves) & enemy_zoc
    P = doc.hexmap.parse
    assert P("1514") in stops  # next to the Vorontsov grenadiers in the flèche at 1515
    # a stop hex is never passed through: nothing beyond it is reached through it alone
    assert all(moves[h] <= 4 for h in moves)


def test_stack_order_up_and_down_with_undo(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui, doc = w.extras["command_overlays"], w.document
    doc.select_unit("ru_raevsky_art")
    assert ui.view.stack["ru_raevsky_art"] == (2, 2)
    assert ui.move_in_stack(-1)
    assert ui.view.stack["ru_raevsky_art"] == (1, 2) and ui.view.stack["ru_paskevich_1"] == (2, 2)
    assert not ui.panel.up.isEnabled() and ui.panel.down.isEnabled()
    doc.undo_stack.undo()
    ui.refresh()
    assert ui.view.stack["ru_raevsky_art"] == (2, 2)


def test_facing_turns_by_vertex_with_the_keys(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    doc = w.document
    doc.select_unit("fr_compans_1")
    before = doc.scenario.unit("fr_compans_1").facing
    w.scenario_ui.turn_selected(1)
    assert doc.scenario.unit("fr_compans_1").facing == (before + 1) % 6
    for _ in range(5):
        w.scenario_ui.turn_selected(1)
    assert doc.scenario.unit("fr_compans_1").facing == before


def test_validation_list_names_bad_stacks_and_groups(qtbot, tmp_path):
    from core import edits as E
    w = scenario_window(qtbot, tmp_path, BORODINO)
    doc = w.document
    P = doc.hexmap.parse
    doc.apply_scenario("move", lambda s: E.move_unit(s, "fr_compans_2", P("1116")))
    doc.apply_scenario("move", lambda s: E.move_unit(s, "fr_dessaix_1", P("1116")))
    doc.apply_scenario("group", lambda s: E.set_unit_field(s, "fr_friant_1", "stats",
                                                           {"activation_group": "fr_lost"}))
    w.scenario_ui.validation.recheck()
    msgs = [p.message for p in w.scenario_ui.validation.problems]
    assert any("hex 1116" in m and "3 infantry units stack only when all are of one brigade" in m for m in msgs), msgs
    assert any("'fr_lost' has no activation marker" in m for m in msgs), msgs
    bad = next(p for p in w.scenario_ui.validation.problems if "fr_lost" in p.message)
    assert bad.unit_id == "fr_friant_1" and bad.hexes == (P("1017"),)


def test_render_shows_counters_pointers_ranges_and_bands(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui, doc = w.extras["command_overlays"], w.document
    m = doc.hexmap
    ui.panel.zoc_side.setCurrentIndex(ui.panel.zoc_side.findData("russian"))
    doc.select_unit("fr_morand_art")
    _render(w, "1512", name="tng_borodino_centre.png")
    occupied = {u.hex for u in doc.scenario.units}
    free = sorted((h for h in ui.view.bands["effective"] if h not in occupied and h not in ui.view.zoc
                   and h not in ui.view.moves), key=m.label)
    assert free
    h = m.label(free[0])
    on = _render(w, h, (120, 120)).pixelColor(60, 48)
    ui.panel.guns.setChecked(False)
    off = _render(w, h, (120, 120)).pixelColor(60, 48)
    assert on != off and on.red() >= off.red() and on.blue() < off.blue()  # the orange Effective-range tint
    ui.panel.ranges.setChecked(True)
    ui.panel.zoc_side.setCurrentIndex(0)
    ui.panel.move_mode.setCurrentIndex(ui.panel.move_mode.findData("normal"))
    doc.select_unit("fr_compans_1")
    _render(w, "1216", (700, 460), name="tng_borodino_moves.png")
    doc.select_unit("ru_raevsky_art")
    ui.panel.guns.setChecked(True)
    _render(w, "2010", (700, 460), name="tng_borodino_raevsky.png")
