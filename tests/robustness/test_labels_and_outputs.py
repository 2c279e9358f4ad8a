"""Issue 18 item 14: hex labels in other digits or with a trailing newline
are refused everywhere (model, schema, CLI), and so is a print output
name whose extension is no print format."""
from __future__ import annotations

import json

import pytest

from core.errors import FormatError
from core.formats.mapfile import map_from_dict
from core.formats.scenariofile import scenario_from_dict
from core.hexgrid import Layout
from core.model import HexMap, LabelError
from hexwright.cli import main
from tests.robustness.helpers import SAMPLES

ODD_LABELS = ["\u0660\u0661\u0660\u0661", "\uff10\uff11\uff10\uff11", "0101\n", "0101 ", "\u09e6101"]


@pytest.mark.parametrize("label", ODD_LABELS)
def test_the_model_refuses_odd_labels(label):
    with pytest.raises(ValueError):
        Layout("flat", "even").parse_label(label)
    with pytest.raises(LabelError):
        HexMap(6, 6, "coh").parse(label)


@pytest.mark.parametrize("label", ODD_LABELS)
def test_map_and_scenario_files_refuse_odd_labels(label):
    doc = json.loads((SAMPLES / "coh_two_boards.json").read_text(encoding="utf-8"))
    doc["hexes"][label] = {"terrain": "woods"}
    with pytest.raises(FormatError) as e:
        map_from_dict(doc, "m.json")
    assert "is not a hex label" in str(e.value) or "label" in str(e.value)
    sc = json.loads((SAMPLES / "coh_partisans.scenario.json").read_text(encoding="utf-8"))
    sc["units"][0]["hex"] = label
    with pytest.raises(FormatError) as e:
        scenario_from_dict(sc, "s.scenario.json", base_dir=str(SAMPLES))
    assert "$.units[0].hex" in str(e.value), str(e.value)


@pytest.mark.parametrize("label", ODD_LABELS[:3])
def test_los_refuses_odd_labels(label, capsys):
    assert main(["los", str(SAMPLES / "coh_two_boards.json"), label]) != 0
    assert "clear" not in capsys.readouterr().out


def test_print_refuses_an_unknown_extension(tmp_path, capsys):
    out = tmp_path / "x.xyz"
    assert main(["print", str(SAMPLES / "coh_partisans.scenario.json"), "-o", str(out)]) != 0
    err = capsys.readouterr().err
    assert ".xyz is not a print format" in err and not out.exists()


def test_replay_refuses_unknown_rule_options(tmp_path, capsys):
    import shutil
    for name in ("coh_partisans.scenario.json", "coh_two_boards.json"):
        shutil.copy(SAMPLES / name, tmp_path / name)
    log = tmp_path / "g.json"
    assert main(["play", str(tmp_path / "coh_partisans.scenario.json"), "--log", str(log)]) == 0
    capsys.readouterr()
    doc = json.loads(log.read_text(encoding="utf-8"))
    doc["options"] = {"no_such_option": 1}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(bad)]) != 0
    err = capsys.readouterr().err
    assert "$.options.no_such_option" in err and "unknown rule option" in err, err
    assert main(["replay", str(log)]) == 0
