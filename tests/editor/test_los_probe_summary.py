"""The LOS probe's status-bar summary (core.los.blockers.summary): short,
grouped, named by catalogue labels; the full reason stays available."""
from core.los import LosEngine
from core.rules.catalogue import load_catalogue
from core.los.blockers import summary as los_summary
from tests.editor.scenario_helpers import BALKA, press, scenario_window


def test_blocked_summary_groups_hexes_by_catalogue_label(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    m = w.document.hexmap
    a, b = m.parse("0915"), m.parse("1806")
    res = LosEngine(m).check(a, b)
    assert not res.clear
    text = los_summary(m, a, b, res)
    assert text.startswith("LOS 0915 -> 1806: blocked by ")
    cat = load_catalogue("coh")
    for h in res.blocking_hexes:
        t = m.terrain_at(h)
        if cat.terrain[t].get("blocks_los"):
            assert cat.terrain[t]["label"] in text
    assert "_" not in text and len(text) < 110
    assert text.count("Woods") <= 1  # one group per kind, not one clause per hex
    press(w, "los", "0915").hover(b)
    assert w.scenario_ui.last_message == text
    assert res.reason in w.statusBar().toolTip()


def test_clear_summary_and_core_reason_is_grouped(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    m = w.document.hexmap
    a, b = m.parse("0915"), m.parse("1806")
    res = LosEngine(m).check(a, b)
    # the core reason names each kind once, by label, with all its hexes
    assert res.reason.count("is as high as or higher than the high ground") == len(
        {(m.terrain_at(h), m.elevation_at(h)) for h in res.blocking_hexes})
    c = m.parse("1311")
    clear = LosEngine(m).check(a, c)
    if clear.clear:
        assert los_summary(m, a, c, clear) == "LOS 0915 -> 1311: clear"
