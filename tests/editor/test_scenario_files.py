"""Opening scenarios shows their units; save/load round trips through the
window; maps stay maps until they hold a scenario; bad files are messages."""
import json

from core.formats.mapfile import load_map, save_map
from core.formats.scenariofile import load_scenario, scenario_to_dict
from tests.editor.helpers import make_window, small_map
from tests.editor.scenario_helpers import BALKA, BORODINO, press, scenario_window


def _doc_without_map(sc):
    d = scenario_to_dict(sc)
    d.pop("map")
    d.pop("generator")
    return d


def test_opening_a_sample_scenario_shows_its_units(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    sc = w.document.scenario
    expected = load_scenario(BALKA)
    assert [u.id for u in sc.units] == [u.id for u in expected.units]
    layer = w.scenario_ui.unit_layer
    assert [u.id for u in layer.visible_units()] == [u.id for u in expected.units]  # hidden ones too
    hidden = [u for u in expected.units if u.hidden]
    assert hidden
    w.scenario_ui.show_hidden_action.setChecked(False)
    assert {u.id for u in layer.visible_units()} == {u.id for u in expected.units if not u.hidden}
    # docks show the scenario
    assert w.scenario_ui.settings_panel.title.text() == expected.title
    assert w.scenario_ui.zones.list.count() == len(expected.zones)
    assert w.scenario_ui.decks.list.count() == len(expected.decks)
    assert f"{expected.decks[0].size()} cards" in w.scenario_ui.decks.total.text()
    assert w.scenario_ui.victory.control.count() == len(expected.victory.control)
    assert "Balka Hill" in w.windowTitle() or "balka" in w.windowTitle()
    # and the counters are really painted: the grab differs from the map alone
    img1 = w.view.grab().toImage()
    w.scenario_ui.unit_layer.setVisible(False)
    img2 = w.view.grab().toImage()
    assert img1 != img2


def test_save_load_round_trip_through_the_ui(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    ui, doc = w.scenario_ui, w.document
    # an edit of each kind: a unit, a setting, a zone hex, a deck, a victory hex
    ui.palette.add_custom({"side": "russian", "catalogue_id": None, "kind": "infantry", "name": "Jaegers",
                           "stats": {"sp": 4, "cohesion": 6, "ma": 4}})
    press(w, "units", "0808")
    ui.settings_panel.rounds.setValue(6)
    assert ui.zones.add_zone("Russian line", "russian")
    press(w, "zones", "0909")
    assert ui.decks.add_deck("d1")
    press(w, "control", "0303")
    assert doc.is_modified
    out = tmp_path / "sub" / "outpost.scenario.json"
    out.parent.mkdir()
    assert w.files.save_to(str(out)), w.files.errors
    assert not doc.is_modified and doc.path == str(out) and doc.file_kind == "scenario"
    saved = _doc_without_map(doc.scenario)
    # the map stays a reference, rebased to the new folder
    raw = json.loads(out.read_text())
    assert "file" in raw["map"] and raw["map"]["file"].endswith("borodino.json")
    (tmp_path / "w2").mkdir()
    w2 = make_window(qtbot, tmp_path / "w2")
    assert w2.files.load(str(out)), w2.files.errors
    assert _doc_without_map(w2.document.scenario) == saved
    assert w2.document.scenario.hexmap == doc.scenario.hexmap
    u = next(u for u in w2.document.scenario.units if u.name == "Jaegers")
    assert u.stats == {"sp": 4, "cohesion": 6, "ma": 4} and w2.document.hexmap.label(u.hex) == "0808"
    # saving again writes the same bytes
    text = out.read_text()
    assert w2.files.save_to(str(out))
    assert out.read_text() == text


def test_map_documents_stay_maps_until_they_hold_a_scenario(qtbot, tmp_path):
    path = tmp_path / "m.json"
    save_map(small_map(), path)
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(path))
    assert w.document.file_kind == "map"
    w.scenario_ui.palette.select_catalogue("german_rifles_41")
    press(w, "units", "0404")
    # Save on a map that now has units asks for a scenario path (nothing dropped)
    target = tmp_path / "m.scenario.json"
    w.files.ask_scenario_path = lambda: str(target)
    assert w.files.save()
    assert load_map(path) == w.document.hexmap  # the map file is untouched (not edited)
    sc = load_scenario(target)
    assert [u.id for u in sc.units] == [u.id for u in w.document.scenario.units]
    assert sc.map_source.kind == "file" and sc.map_source.file == "m.json"
    # a plain map save of a scenario is refused with a message
    assert not w.files.save_to(str(tmp_path / "plain.json"))
    assert "scenario" in w.files.errors[-1] and not (tmp_path / "plain.json").exists()


def test_edited_referenced_map_is_saved_with_the_scenario(qtbot, tmp_path):
    from core import edits
    mpath = tmp_path / "m.json"
    save_map(small_map(), mpath)
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(mpath))
    w.scenario_ui.palette.select_catalogue("german_rifles_41")
    press(w, "units", "0404")
    w.document.apply("Paint", lambda m: edits.set_terrain(m, [m.parse("0707")], "woods"))
    assert w.files.save_to(str(tmp_path / "s.scenario.json"))
    assert load_map(mpath).terrain_at(load_map(mpath).parse("0707")) == "woods"
    assert load_scenario(tmp_path / "s.scenario.json").hexmap == w.document.hexmap
    assert w.files.notes and "m.json" in w.files.notes[0]


def test_bad_scenario_file_is_a_message_and_the_open_scenario_stays(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BORODINO)
    before = _doc_without_map(w.document.scenario)
    data = json.loads(BORODINO.read_text())
    data["units"][0]["unit"] = "no_such_unit"
    data["map"] = {"file": str(BORODINO.parent / "borodino.json")}
    bad = tmp_path / "bad.scenario.json"
    bad.write_text(json.dumps(data))
    assert not w.files.load(str(bad))
    msg = w.files.errors[-1]
    assert "bad.scenario.json" in msg and "$.units[0].unit" in msg and "Traceback" not in msg
    assert _doc_without_map(w.document.scenario) == before
    (tmp_path / "junk.json").write_text('{"format": "something.else"}')
    assert not w.files.load(str(tmp_path / "junk.json"))
    assert "junk.json" in w.files.errors[-1]


def test_every_sample_scenario_opens_and_previews_every_unit(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    w = make_window(qtbot, tmp_path)
    ui = w.scenario_ui
    ui.arc_action.setChecked(True)
    for path in sorted(SAMPLES.glob("*.scenario.json")):
        assert w.files.load(str(path)), w.files.errors
        sc = w.document.scenario
        assert [u.id for u in ui.unit_layer.visible_units()] == [u.id for u in sc.units if u.hex is not None]
        for u in sc.units:
            ui.last_message = ""
            w.document.select_unit(u.id)
            pv = ui.previews.preview
            # either the rules core answered (the unit's own hex costs 0) or it said why not
            assert pv.costs.get(u.hex) == 0 or ui.last_message.startswith(f"Preview of {u.id}:"), (path, u.id)
