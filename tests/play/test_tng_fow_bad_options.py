"""A tng or fow scenario naming a rule option the engine does not know, or
a reinforcement on a turn past the end, is refused with one clear message
naming the file and the JSON path (never a traceback)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.errors import HexwrightError
from core.formats.scenariofile import load_scenario
from core.model.scenario import Reinforcement
from core.play.fow.setup import validation_problems as fow_problems
from core.play.game import load_game
from core.play.tng.setup import validation_problems as tng_problems
from hexwright.cli import main

SAMPLES = Path(__file__).resolve().parents[2] / "sample_maps"
TNG = SAMPLES / "tng_borodino_outpost.scenario.json"
FOW = SAMPLES / "fow_platoon_action.scenario.json"
MAPS = {TNG: "borodino.json", FOW: "fow_table.json"}


def _write(tmp_path, sample, mutate) -> Path:
    doc = json.loads(sample.read_text())
    if isinstance(doc["map"], dict) and "file" in doc["map"]:
        doc["map"] = {"file": str(SAMPLES / MAPS[sample])}
    mutate(doc)
    p = tmp_path / "bad.scenario.json"
    p.write_text(json.dumps(doc))
    return p


def _option(doc):
    doc["options"]["fog_of_war"] = True


@pytest.mark.parametrize("sample, words", [(TNG, "unknown Triumph & Glory option 'fog_of_war'"),
                                           (FOW, "unknown Flames of War option 'fog_of_war'")])
def test_unknown_option_names_file_and_path(tmp_path, capsys, sample, words):
    p = _write(tmp_path, sample, _option)
    with pytest.raises(HexwrightError) as e:
        load_game(str(p))
    assert ("$.options.fog_of_war", ) == (e.value.problems[0][0], )
    assert str(p) in str(e.value) and words in str(e.value)
    assert main(["play", str(p)]) != 0
    err = capsys.readouterr().err
    assert "$.options.fog_of_war" in err and "Traceback" not in err


def test_tng_known_options_still_play(tmp_path):
    p = _write(tmp_path, TNG, lambda d: d["options"].update(orders_range=3))
    assert load_game(str(p)).new_initial_state() is not None


def _late(doc):
    doc["reinforcements"] = [{"round": doc["rounds"] + 3, "side": doc["sides"][0]["id"], "units": [],
                              "entry_hexes": []}]


@pytest.mark.parametrize("sample", [TNG, FOW])
def test_reinforcement_past_the_end_names_file_and_path(tmp_path, capsys, sample):
    p = _write(tmp_path, sample, _late)
    assert main(["play", str(p)]) != 0
    err = capsys.readouterr().err
    assert str(p) in err and "$.reinforcements[0].round" in err and "Traceback" not in err


@pytest.mark.parametrize("sample, problems", [(TNG, tng_problems), (FOW, lambda sc: fow_problems(sc))])
def test_engine_checks_an_edited_scenario_too(sample, problems):
    sc = load_scenario(str(sample))
    side = sc.side_ids()[1]
    sc.reinforcements.append(Reinforcement(round=sc.rounds + 1, side=side))
    sc.reinforcements.append(Reinforcement(round=1, side="prussian"))
    got = dict(problems(sc))
    assert f"the scenario has turns 1-{sc.rounds}" in got["$.reinforcements[0].round"]
    assert "'prussian', not a side" in got["$.reinforcements[1].side"]
