"""Counters at 100%: full names squeezed before they are elided, a tooltip
with the full name and ids, fortification/elevation badges beside covered
hexes, readable T&G brigade/group tags."""
from editor.scenario.counters import COUNTER, DESIGN, fit_name
from core.overlays.tng_command import readable_id
from tests.editor.scenario_helpers import BALKA, BORODINO, scenario_window


def test_names_are_squeezed_before_they_are_elided(qtbot):
    band = DESIGN - 4  # the name band, in the design units the lettering is laid out in
    for name in ("Balka ambush", "82mm Mortar", "M4 Sherman"):
        px, squeeze, text = fit_name(name, band)
        assert text == name and squeeze < 1.0 and px >= 7
    px, squeeze, text = fit_name("MG team in the large balka", band)
    assert text.endswith("\u2026") and squeeze >= 0.72


def test_counter_tooltip_names_the_unit_under_the_mouse(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    ui = w.scenario_ui
    u = next(u for u in w.document.scenario.units if u.hex is not None and u.name == "Balka ambush")
    text = ui.counter_tooltip(ui.unit_layer.counter_centre(u))
    assert text.startswith("Balka ambush") and u.id in text
    far = w.scene.map_item.sceneBoundingRect().bottomRight()
    assert ui.counter_tooltip(far) == ""


def test_fortified_hexes_under_counters_get_a_badge(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    m = w.document.hexmap
    badges = {h: (kind, level) for h, kind, level in w.scenario_ui.hex_badges.badges()}
    bunker = m.parse("1806")
    assert m.fortifications[bunker].kind == "bunker"
    assert badges[bunker][0] == "bunker" and badges[bunker][1] == m.elevation_at(bunker)
    # only occupied hexes: the map itself shows the others
    occupied = {u.hex for u in w.document.scenario.units if u.hex is not None}
    assert set(badges) <= occupied
    r = w.scenario_ui.hex_badges.badge_rect(bunker, "bunker", 1)
    x, _y = w.scene.layout.hex_to_pixel(bunker)
    assert r.right() <= x - COUNTER / 2 + 0.5  # left of a lone counter, not over its stats


def test_tng_tags_are_readable(qtbot, tmp_path):
    assert [readable_id(x) for x in ("fr_guard", "ru_viii", "fr_cav_I", "vor", None)] == \
        ["Guard", "VIII", "Cav I", "Vor", ""]
    w = scenario_window(qtbot, tmp_path, BORODINO)
    tags = w.extras["command_overlays"].view.tags
    assert tags and not any("_" in t for t in tags.values())


def test_tng_dock_names_the_selected_unit_and_keeps_ids_in_its_tooltip(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    w = scenario_window(qtbot, tmp_path, SAMPLES / "borodino.scenario.json")
    w.document.select_unit("fr_compans_1")
    info = w.extras["command_overlays"].panel.info
    assert "fr_compans_1" not in info.text() and "Compans" in info.text()
    assert "fr_compans_1" in info.toolTip() and "fr_I" in info.toolTip()
