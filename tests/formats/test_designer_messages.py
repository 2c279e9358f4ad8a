"""Validation messages a designer can act on: hex labels in words, the unit
named by its id, "did you mean" for near-miss names, and every problem of a
file in one run even when one of them is a type error."""
import json

from core.formats.schema import did_you_mean
from hexwright.cli import main
from tests.conftest import SAMPLES


def _scenario(tmp_path, edit) -> str:
    doc = json.loads((SAMPLES / "coh_balka_hill.scenario.json").read_text("utf-8"))
    edit(doc)
    (tmp_path / "coh_two_boards.json").write_text((SAMPLES / "coh_two_boards.json").read_text("utf-8"), "utf-8")
    path = tmp_path / "s.scenario.json"
    path.write_text(json.dumps(doc), "utf-8")
    return str(path)


def _validate(path, capsys) -> str:
    assert main(["validate", path]) == 1
    return capsys.readouterr().out


def test_a_mistyped_label_is_explained_not_a_regex(tmp_path, capsys):
    def edit(d):
        d["units"][1]["hex"] = "17O8"
    out = _validate(_scenario(tmp_path, edit), capsys)
    assert "17O8 is not a hex label (CCRR: column then row, digits, e.g. 0304)" in out
    assert "^(" not in out and "matching" not in out


def test_a_mistyped_map_key_is_explained(tmp_path, capsys):
    doc = json.loads((SAMPLES / "coh_two_boards.json").read_text("utf-8"))
    doc["hexes"]["O304"] = {"terrain": "woods"}
    path = tmp_path / "m.json"
    path.write_text(json.dumps(doc), "utf-8")
    out = _validate(str(path), capsys)
    assert 'O304 is not a hex label (CCRR: column then row, digits, e.g. 0304)' in out


def test_problems_in_a_unit_name_the_unit(tmp_path, capsys):
    def edit(d):
        d["units"][1]["side"] = "soviets"
        d["units"][2]["hex"] = "2520"
    out = _validate(_scenario(tmp_path, edit), capsys)
    line = next(x for x in out.splitlines() if "$.units[1].side" in x)
    assert "unit s_rifles_1: unknown side 'soviets'" in line
    line = next(x for x in out.splitlines() if "$.units[2].hex" in x)
    assert "unit s_rifles_2:" in line and "off the map" in line


def test_unknown_catalogue_unit_and_terrain_get_a_suggestion(tmp_path, capsys):
    def edit(d):
        d["units"][1]["unit"] = "soviet_rifle_41"
    out = _validate(_scenario(tmp_path, edit), capsys)
    assert "unknown unit 'soviet_rifle_41' (did you mean 'soviet_rifles_41'?)" in out
    doc = json.loads((SAMPLES / "coh_two_boards.json").read_text("utf-8"))
    doc["hexes"]["0203"] = {"terrain": "heavy_wood"}
    path = tmp_path / "m.json"
    path.write_text(json.dumps(doc), "utf-8")
    assert "unknown terrain 'heavy_wood' for ruleset coh (did you mean 'heavy_woods'?)" in _validate(str(path), capsys)
    assert did_you_mean("zzzz", ["open", "woods"]) == ""


def test_a_type_error_does_not_hide_the_other_map_problems(tmp_path, capsys):
    doc = json.loads((SAMPLES / "coh_two_boards.json").read_text("utf-8"))
    doc["hexes"]["0304"] = {"elevation": "one"}
    doc["hexes"]["0203"] = {"terrain": "heavy_wood"}
    doc["hexes"]["9999"] = {"elevation": 1}
    path = tmp_path / "m.json"
    path.write_text(json.dumps(doc), "utf-8")
    out = _validate(str(path), capsys)
    assert '$.hexes["0304"].elevation: expected an integer' in out
    assert "unknown terrain 'heavy_wood'" in out
    assert '$.hexes["9999"]: hex 9999 is off the map' in out
    assert len(out.splitlines()) == 3


def test_a_type_error_does_not_hide_the_other_scenario_problems(tmp_path, capsys):
    def edit(d):
        d["units"][1]["hex"] = "17O8"          # schema (pattern) problem
        d["units"][1]["facing"] = "north"      # schema (type) problem
        d["units"][2]["side"] = "soviets"      # cross-reference problem
        d["units"][3]["hex"] = "2520"          # off the map
    out = _validate(_scenario(tmp_path, edit), capsys)
    lines = out.splitlines()
    assert any("$.units[1].hex" in x and "17O8 is not a hex label" in x for x in lines)
    assert any("$.units[1].facing" in x for x in lines)
    assert any("$.units[2].side" in x and "unknown side 'soviets'" in x for x in lines)
    assert any("$.units[3].hex" in x and "off the map" in x for x in lines)
    # the removed hex must not come back as "a unit on the map at setup needs a hex"
    assert not any("needs a \"hex\"" in x for x in lines), out
