"""Bad tng set-ups through ``hexwright validate`` (the ruleset hook) and
`core.play.tng.validation_problems`: clear messages naming the place."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bad_file(tmp_path) -> Path:
    doc = json.loads((ROOT / "sample_maps" / "borodino.scenario.json").read_text(encoding="utf-8"))
    doc["map"] = {"file": str(ROOT / "sample_maps" / "borodino.json")}
    ids = [u["id"] for u in doc["units"]]
    for uid in ("fr_compans_2", "fr_dessaix_1", "fr_friant_1"):  # four infantry in 1116
        doc["units"][ids.index(uid)]["hex"] = "1116"
    doc["units"][ids.index("kutuzov")]["stats"] = {"army": None}
    doc["units"][ids.index("ru_opol_1")]["stats"]["activation_group"] = "ru_nobody"
    p = tmp_path / "bad.scenario.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    return p


def test_validate_lists_stack_commander_and_marker_problems(tmp_path, capsys):
    from hexwright.cli import main
    p = _bad_file(tmp_path)
    assert main(["validate", str(p)]) == 1
    out = capsys.readouterr().out
    assert "never more than 3 in a hex" in out and "hex 1116" in out
    assert "$.units[" in out and ".stats.army" in out and "commander 'kutuzov'" in out and "has no army" in out
    assert "activation group 'ru_nobody' has no activation marker" in out and ".stats.activation_group" in out


def test_play_refuses_the_same_file(tmp_path, capsys):
    from hexwright.cli import main
    p = _bad_file(tmp_path)
    assert main(["play", str(p), "--bots", "random,random"]) == 2
    err = capsys.readouterr().err
    assert "bad.scenario.json" in err and "never more than 3" in err and "Traceback" not in err


def test_the_samples_have_no_problems():
    from core.formats.scenariofile import load_scenario
    from core.play.tng import scenario_problems, validation_problems
    sc = load_scenario(ROOT / "sample_maps" / "borodino.scenario.json")
    assert scenario_problems(sc) == []
    outpost = load_scenario(ROOT / "sample_maps" / "tng_borodino_outpost.scenario.json")
    assert validation_problems(outpost) == [] and scenario_problems(outpost) == []


def test_a_unit_without_activation_group_is_fine_to_edit_but_not_to_play():
    from core.formats.scenariofile import load_scenario
    from core.play.tng import scenario_problems, validation_problems
    outpost = load_scenario(ROOT / "sample_maps" / "tng_borodino_outpost.scenario.json")
    for u in outpost.units:
        u.stats.pop("activation_group", None)
    outpost.options.pop("activation_markers", None)
    assert validation_problems(outpost) == []  # no activation groups at all: not required while editing
    problems = scenario_problems(outpost)
    assert any("no activation group" in m and "f1" in m for _, m in problems)  # but play needs them


def test_units_in_impassable_terrain_are_named():
    from core.formats.scenariofile import load_scenario
    from core.play.tng import validation_problems
    sc = load_scenario(ROOT / "sample_maps" / "borodino.scenario.json")
    gun = next(u for u in sc.units if u.id == "fr_I_art")
    gun.hex = sc.hexmap.parse("1109")  # swamp: artillery may not enter (chart)
    probs = validation_problems(sc)
    assert any(path.endswith(".hex") and "fr_I_art" in msg and "swamp" in msg for path, msg in probs), probs


def test_the_sample_round_trips(tmp_path):
    from core.formats.scenariofile import load_scenario, save_scenario, scenario_to_dict
    sc = load_scenario(ROOT / "sample_maps" / "borodino.scenario.json")
    out = tmp_path / "b.scenario.json"
    import shutil
    shutil.copy(ROOT / "sample_maps" / "borodino.json", tmp_path / "borodino.json")
    save_scenario(sc, out)
    assert scenario_to_dict(load_scenario(out)) == scenario_to_dict(sc)
    assert sc.rounds == 4 and len([u for u in sc.units if u.side == "french"]) > 30


def _outpost_file(tmp_path, **options) -> Path:
    doc = json.loads((ROOT / "sample_maps" / "tng_borodino_outpost.scenario.json").read_text(encoding="utf-8"))
    doc["map"] = {"file": str(ROOT / "sample_maps" / doc["map"]["file"])}
    doc["options"].update(options)
    p = tmp_path / "outpost.scenario.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    return p


@pytest.mark.parametrize("vp, where, words", [
    (["french", 3], "$.options.vp_per_collapsed_group", "expected an object {side: VP per collapsed enemy group}"),
    ({"french": "many"}, "$.options.vp_per_collapsed_group.french", "expected a whole number of VP, 0 or more"),
    ({"french": 2.5}, "$.options.vp_per_collapsed_group.french", "expected a whole number of VP"),
    ({"prussian": 2}, "$.options.vp_per_collapsed_group.prussian", "is not a side of the scenario"),
])
def test_bad_vp_per_collapsed_group_is_a_validation_problem_and_refuses_play(tmp_path, capsys, vp, where, words):
    from hexwright.cli import main
    p = _outpost_file(tmp_path, vp_per_collapsed_group=vp)
    assert main(["validate", str(p)]) == 1
    out = capsys.readouterr().out
    assert f"{where}: " in out and words in out
    assert main(["play", str(p), "--bots", "random,random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"hexwright play: {p}: {where}: ") and words in err and "Traceback" not in err


def test_good_vp_per_collapsed_group_is_used():
    from core.formats.scenariofile import load_scenario
    from core.play.game import Game
    sc = load_scenario(ROOT / "sample_maps" / "tng_borodino_outpost.scenario.json")
    sc.options["vp_per_collapsed_group"] = {"french": 7, "russian": 0}
    assert Game(sc).data.collapse_vp == {"french": 7, "russian": 0}


def _bad_replay(tmp_path, capsys, edit) -> Path:
    from hexwright.cli import main
    scen = _outpost_file(tmp_path)
    log = tmp_path / "game.json"
    assert main(["play", str(scen), "--bots", "random,random", "--log", str(log)]) == 0
    capsys.readouterr()
    doc = json.loads(log.read_text(encoding="utf-8"))
    edit(doc["options"])
    log.write_text(json.dumps(doc), encoding="utf-8")
    return log


def test_replay_marker_of_an_unknown_side_is_named_at_its_path(tmp_path, capsys):
    from hexwright.cli import main
    log = _bad_replay(tmp_path, capsys, lambda o: o["activation_markers"][1].update(side="prussian"))
    assert main(["replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"hexwright replay: {log}: $.options.activation_markers[1].side: ")
    assert "side 'prussian' is not a side of the scenario (french, russian)" in err
    assert "KeyError" not in err and "Traceback" not in err


def test_replay_with_bad_vp_table_is_named_at_its_path(tmp_path, capsys):
    from hexwright.cli import main
    log = _bad_replay(tmp_path, capsys, lambda o: o.update(vp_per_collapsed_group={"french": "x"}))
    assert main(["replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"hexwright replay: {log}: $.options.vp_per_collapsed_group.french: expected a whole")
