"""One problem list (issue 11): the editor's Validation dock and
``hexwright validate`` show the same problems, severities, hexes, JSON
paths and wording, rendered from structured `core.problems.Problem`s."""
from __future__ import annotations

import json

from core.formats.scenariofile import load_scenario
from core.messages import MESSAGES, text
from core.problems import render
from core.setup_checks import check_scenario
from hexwright.cli import main
from tests.conftest import SAMPLES
from tests.editor.scenario_helpers import BALKA, scenario_window

NKVD = "Hidden NKVD at 1708 is revealed at once: it shares the hex with visible Rifles '41 #1"
TRUCK = "Opel Blitz at 0203 stands in heavy woods, which wheeled units may not enter"


def planted(tmp_path):
    """Balka Hill with the hidden s_nkvd moved onto the visible s_rifles_1
    (1708) and a wheeled Opel Blitz in heavy woods (0203)."""
    doc = json.loads(BALKA.read_text("utf-8"))
    for u in doc["units"]:
        if u["id"] == "s_nkvd":
            u["hex"] = "1708"
    doc["units"].append({"id": "g_truck", "unit": "german_opel_blitz", "side": "german", "hex": "0203",
                         "facing": 1})
    doc["map"] = {"file": str(SAMPLES / doc["map"]["file"])}
    p = tmp_path / "planted.scenario.json"
    p.write_text(json.dumps(doc), "utf-8")
    return p


def test_the_unchanged_sample_has_no_problems(capsys):
    assert check_scenario(load_scenario(BALKA)) == []
    assert main(["validate", str(BALKA)]) == 0
    assert capsys.readouterr().out.strip() == f"{BALKA}: ok"


def test_validate_and_the_dock_report_the_two_planted_problems_alike(qtbot, tmp_path, capsys):
    p = planted(tmp_path)
    assert main(["validate", str(p)]) == 1            # warnings fail by default (see --help)
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{p}: $.units[15].hex: warning: {TRUCK} (coh.md 5.1)",
                     f"{p}: $.units[6].hidden: warning: {NKVD} (seed 000 \u00a710.0 rule 2)"]
    assert main(["validate", "--allow-warnings", str(p)]) == 0
    capsys.readouterr()
    w = scenario_window(qtbot, tmp_path, p)
    panel = w.scenario_ui.validation
    panel.recheck()
    sc = w.document.scenario
    got = [(q.code, q.severity, q.path, q.hexes, q.unit_id, q.rule) for q in panel.problems]
    assert got == [("setup.blocked_terrain", "warning", "$.units[15].hex", (sc.hexmap.parse("0203"),), "g_truck",
                    "coh.md 5.1"),
                   ("setup.hidden_shares_visible", "warning", "$.units[6].hidden", (sc.hexmap.parse("1708"),),
                    "s_nkvd", "seed 000 \u00a710.0 rule 2")]
    items = [panel.list.item(i) for i in range(panel.list.count())]
    assert [it.text() for it in items] == [f"\u26a0 {TRUCK}", f"\u26a0 {NKVD}"]
    assert [it.toolTip() for it in items] == [f"warning: {TRUCK}\ncoh.md 5.1 \u00b7 $.units[15].hex",
                                              f"warning: {NKVD}\nseed 000 \u00a710.0 rule 2 \u00b7 $.units[6].hidden"]
    # the CLI's problems are the dock's, rendered by the same renderer
    assert [render(q).text for q in check_scenario(load_scenario(p))] == [TRUCK, NKVD]


def test_problems_are_structured_and_rendered_from_the_catalogue(tmp_path):
    probs = check_scenario(load_scenario(planted(tmp_path)))
    nkvd = probs[1]
    assert nkvd.params == {"unit": "NKVD", "hex": "1708", "units": ["Rifles '41 #1"]}
    assert text(nkvd.code, nkvd.params) == NKVD
    assert "shares the hex" in MESSAGES["setup.hidden_shares_visible"]  # English lives in core.messages


def test_engine_refusals_are_errors_in_both(tmp_path, capsys):
    """A coh unit of an unknown kind: the play engine refuses it; an error in
    the dock's list and in validate's output."""
    doc = json.loads(BALKA.read_text("utf-8"))
    doc["units"][0]["kind"] = "zeppelin"
    doc["map"] = {"file": str(SAMPLES / doc["map"]["file"])}
    p = tmp_path / "k.scenario.json"
    p.write_text(json.dumps(doc), "utf-8")
    probs = check_scenario(load_scenario(p))
    assert [(q.severity, q.path) for q in probs] == [("error", "$.units[0].kind")]
    assert main(["validate", "--allow-warnings", str(p)]) == 1
    out = capsys.readouterr().out
    assert f"{p}: $.units[0].kind: error: " in out and render(probs[0]).text in out
