"""A reinforcement must not take the other side's unit silently (issue 16):
a Soviet NKVD added to a German reinforcement is a validation warning,
in the dock's problem list and in `hexwright validate` alike."""
import json

from core.formats.scenariofile import load_scenario
from core.setup_checks.design import design_checks
from core.model.unit import UnitPlacement
from hexwright.cli import main
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def test_the_sample_has_no_side_mismatch():
    assert not [p for p in design_checks(load_scenario(BALKA)) if p.code == "setup.unit_other_side"]


def test_a_soviet_unit_in_a_german_reinforcement_is_named():
    sc = load_scenario(BALKA)
    german = next(i for i, r in enumerate(sc.reinforcements) if r.side == "german")
    sc.reinforcements[german].units.append(UnitPlacement("r_nkvd", "german", None, "soviet_nkvd"))
    found = [p for p in design_checks(sc) if p.code == "setup.unit_other_side"]
    assert len(found) == 1
    assert found[0].message == "NKVD #2 is set up for Germans, but it is a unit of Soviets"
    assert found[0].path == f"$.reinforcements[{german}].units[{len(sc.reinforcements[german].units) - 1}].side"


def test_validate_reports_it(tmp_path, capsys):
    doc = json.loads(BALKA.read_text(encoding="utf-8"))
    doc["map"] = {"file": str(SAMPLES / doc["map"]["file"])}
    r = next(r for r in doc["reinforcements"] if r["side"] == "german")
    r["units"].append({"id": "r_nkvd", "side": "german", "unit": "soviet_nkvd"})
    p = tmp_path / "mixed.scenario.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    rc = main(["validate", str(p)])
    out = capsys.readouterr().out
    assert "is set up for Germans, but it is a unit of Soviets" in out
    assert rc != 0
