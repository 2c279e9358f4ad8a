"""A shared map is never rewritten silently (issue 11 part 7): saving a
scenario whose edited map file another scenario in the folder also uses
asks first -- save the map for all, keep the change in this scenario, or
cancel -- and the window's status bar says what was written."""
from __future__ import annotations

import json
import shutil

import pytest

from core.formats.map_users import scenarios_using_map
from editor.scenario.shared_map import CANCEL, KEEP_IN_SCENARIO, SAVE_FOR_ALL
from tests.conftest import SAMPLES
from tests.editor.scenario_helpers import scenario_window


@pytest.fixture
def folder(tmp_path):
    d = tmp_path / "maps"
    d.mkdir()
    for name in ("coh_two_boards.json", "coh_balka_hill.scenario.json", "coh_partisans.scenario.json"):
        shutil.copy(SAMPLES / name, d / name)
    return d


def _edited(qtbot, tmp_path, folder, answer):
    w = scenario_window(qtbot, tmp_path, folder / "coh_balka_hill.scenario.json")
    asked = []
    w.files.shared_map.ask = lambda target, others: asked.append((target, others)) or answer
    hm = w.document.scenario.hexmap
    hm.terrain[hm.parse("0101")] = "water"
    w.document.map_edited = True
    return w, asked


def test_map_users_are_found_by_resolved_path(folder):
    users = scenarios_using_map(str(folder / "coh_two_boards.json"), [str(folder)],
                                exclude=[str(folder / "coh_balka_hill.scenario.json")])
    assert users == [str(folder / "coh_partisans.scenario.json")]
    assert scenarios_using_map(str(folder / "other.json"), [str(folder)]) == []


def test_keep_the_change_in_the_scenario(qtbot, tmp_path, folder):
    before = (folder / "coh_two_boards.json").read_bytes()
    w, asked = _edited(qtbot, tmp_path, folder, KEEP_IN_SCENARIO)
    assert w.files.save()
    assert [others for _t, others in asked] == [[str(folder / "coh_partisans.scenario.json")]]
    assert (folder / "coh_two_boards.json").read_bytes() == before      # the shared file is untouched
    doc = json.loads((folder / "coh_balka_hill.scenario.json").read_text("utf-8"))
    assert "embedded" in doc["map"]
    assert doc["map"]["embedded"]["hexes"]["0101"]["terrain"] == "water"
    assert "kept in this scenario" in w.statusBar().currentMessage()


def test_save_the_map_for_all(qtbot, tmp_path, folder):
    w, asked = _edited(qtbot, tmp_path, folder, SAVE_FOR_ALL)
    assert w.files.save() and asked
    assert json.loads((folder / "coh_two_boards.json").read_text("utf-8"))["hexes"]["0101"]["terrain"] == "water"
    assert "1 other scenario now uses the edited map" in w.statusBar().currentMessage()  # English plural


def test_cancel_writes_nothing(qtbot, tmp_path, folder):
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    w, asked = _edited(qtbot, tmp_path, folder, CANCEL)
    assert not w.files.save() and asked
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert "Not saved" in w.statusBar().currentMessage()


def test_a_map_no_one_else_uses_is_saved_without_asking(qtbot, tmp_path, folder):
    (folder / "coh_partisans.scenario.json").unlink()
    w, asked = _edited(qtbot, tmp_path, folder, CANCEL)
    assert w.files.save() and not asked
    assert json.loads((folder / "coh_two_boards.json").read_text("utf-8"))["hexes"]["0101"]["terrain"] == "water"
    assert "saved to its own file" in w.statusBar().currentMessage()
