"""Bad fow scenario data reaches the user as one clear message naming the
file and the JSON path (never a traceback): inches-per-hex zero or
negative, a weapon whose moving ROF is above its halted ROF, a team type
the ruleset does not know; plus the dice interpreter's own guards."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.errors import FormatError, RulesError
from core.play.fow.dice import interpret
from core.play.game import load_game
from hexwright.cli import main

SAMPLE = Path(__file__).resolve().parents[2] / "sample_maps" / "fow_platoon_action.scenario.json"


def _write(tmp_path, mutate) -> Path:
    doc = json.loads(SAMPLE.read_text())
    doc["map"] = {"file": str(SAMPLE.parent / "fow_table.json")}
    mutate(doc)
    p = tmp_path / "bad.scenario.json"
    p.write_text(json.dumps(doc))
    return p


def _opts(v):
    def m(doc):
        doc["options"]["inches_per_hex"] = v
    return m


def _rof(doc):
    doc["units"][4]["stats"] = {"rof": 2, "rof_moving": 4}


def _kind(doc):
    doc["units"][2] = {"id": "a3", "side": "us", "hex": "0511", "kind": "tank", "stats": {"rof": 1, "range": 16}}


@pytest.mark.parametrize("mutate, path, words", [
    (_opts(0), "$.options.inches_per_hex", "greater than zero"),
    (_opts(-2), "$.options.inches_per_hex", "greater than zero"),
    (_opts("two"), "$.options.inches_per_hex", "positive number"),
    (_rof, "$.units[4].stats.rof_moving", "moving ROF 4 is above its halted ROF 2"),
    (_kind, "$.units[2].kind", "unknown team type 'tank'"),
])
def test_bad_scenario_data_names_the_json_path(tmp_path, mutate, path, words):
    p = _write(tmp_path, mutate)
    with pytest.raises(FormatError) as e:
        load_game(str(p))
    assert e.value.problems[0][0] == path
    assert words in str(e.value) and str(p) in str(e.value)


def test_the_cli_prints_the_path_without_a_traceback(tmp_path, capsys):
    p = _write(tmp_path, _rof)
    assert main(["play", str(p), "--seed", "1"]) != 0
    err = capsys.readouterr().err
    assert "$.units[4].stats.rof_moving" in err and "Traceback" not in err


def test_a_custom_team_without_a_type_is_refused(tmp_path):
    def m(doc):
        doc["units"][0] = {"id": "a1", "side": "us", "hex": "0406", "stats": {"rof": 1}}
    with pytest.raises(FormatError) as e:
        load_game(str(_write(tmp_path, m)))
    assert e.value.problems[0][0] == "$.units[0].kind"


def test_an_unknown_status_flag_names_the_unit(tmp_path):
    def m(doc):
        doc["units"][8]["stats"] = {"status": ["asleep"]}
    with pytest.raises(FormatError) as e:
        load_game(str(_write(tmp_path, m)))
    assert e.value.problems[0][0] == "$.units[8].stats.status" and "asleep" in str(e.value)


def test_dice_interpreter_waits_for_dice_and_refuses_bad_faces():
    spec = {"kind": "shoot", "rof": 2, "to_hit": 7, "save": 3, "armour": None, "firepower": 6, "dice": [6, 2]}
    assert interpret(spec) is None                 # a six at 7+ needs a re-roll
    spec["dice"] += [4]                            # re-roll 4+: a hit; then the save die
    assert interpret(spec) is None
    spec["dice"] += [2]
    assert interpret(spec) == {"hits": 1, "effect": "destroyed", "results": ["destroyed"]}
    spec["dice"][-1] = 3
    assert interpret(spec)["effect"] == "none"
    with pytest.raises(RulesError):
        interpret(dict(spec, dice=[7]))
    with pytest.raises(RulesError):
        interpret({"kind": "smoke", "dice": []})


def test_bulletproof_cover_needs_a_firepower_test():
    spec = {"kind": "shoot", "rof": 1, "to_hit": 3, "save": 3, "armour": None, "firepower": 5, "bulletproof": True,
            "dice": [3, 1]}
    assert interpret(spec) is None
    assert interpret(dict(spec, dice=[3, 1, 4]))["effect"] == "none"        # FP 5+ failed: survives
    assert interpret(dict(spec, dice=[3, 1, 5]))["effect"] == "destroyed"


def test_every_problem_is_reported_at_once_and_by_hexwright_validate(tmp_path, capsys):
    def m(doc):
        doc["options"]["inches_per_hex"] = 0
        doc["units"][4]["stats"] = {"rof": 2, "rof_moving": 4}
        for u in doc["units"][1:4]:
            u["hex"] = "0406"                      # four US teams in one hex
    p = _write(tmp_path, m)
    with pytest.raises(FormatError) as e:
        load_game(str(p))
    paths = [path for path, _ in e.value.problems]
    assert paths == ["$.options.inches_per_hex", "$.units[4].stats.rof_moving", "$.units[3].hex"]
    assert "4 us teams in 0406: at most 3 per hex" in str(e.value)
    assert main(["validate", str(p)]) == 1
    out = capsys.readouterr()
    text = out.out + out.err
    assert "$.units[4].stats.rof_moving" in text and "$.options.inches_per_hex" in text


def test_validation_problems_of_the_samples_are_empty_and_name_impassable_hexes():
    from core.formats.scenariofile import load_scenario
    from core.play.fow import validation_problems
    sc = load_scenario(SAMPLE)
    assert validation_problems(sc) == []
    sc.hexmap.terrain[sc.unit("a1").hex] = "water"
    assert validation_problems(sc) == [("$.units[0].hex", "team 'a1' stands in impassable going at 0406")]
