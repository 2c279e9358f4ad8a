"""``hexwright reach`` (issue 12 done-when: an SdKfz 251 APC facing south
from 0501 on a 10 x 30 open map reaches 0522 with 7 AP) and ``hexwright
render --reach/--los-from`` (the editor's preview overlays on the image)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.formats.scenariofile import save_scenario
from core.model import HexMap, Scenario, Side, UnitPlacement
from hexwright.cli import main

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


@pytest.fixture
def open_map(tmp_path):
    hm = HexMap(10, 30, "coh")
    sc = Scenario(hm, "coh", "open", sides=[Side("german"), Side("soviet")], rounds=1,
                  units=[UnitPlacement("apc", "german", hm.parse("0501"), "german_sdkfz_251_apc", facing=3)])
    path = tmp_path / "open.scenario.json"
    save_scenario(sc, str(path))
    return path


def test_reach_apc_0522_with_seven_ap(open_map, capsys):
    assert main(["reach", str(open_map), "apc", "--budget", "7"]) == 0
    out = capsys.readouterr().out
    assert "0522  7" in out.splitlines() and "0523" not in out
    assert main(["reach", str(open_map), "apc", "--budget", "1", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["hexes"]["0504"] == 1 and "0505" not in doc["hexes"]


def test_reach_unknown_unit_is_a_message(open_map, capsys):
    assert main(["reach", str(open_map), "nope"]) != 0
    assert "no unit 'nope'" in capsys.readouterr().err


def test_render_draws_the_reach_and_los_overlays(tmp_path, capsys):
    from PySide6.QtGui import QImage
    plain, over = tmp_path / "plain.png", tmp_path / "over.png"
    assert main(["render", str(BALKA), "-o", str(plain), "--scale", "30"]) == 0
    assert main(["render", str(BALKA), "-o", str(over), "--scale", "30", "--reach", "g_hmg", "--los-from",
                 "0316"]) == 0
    a, b = QImage(str(plain)), QImage(str(over))
    assert a.size() == b.size()
    diff = sum(1 for x in range(0, a.width(), 4) for y in range(0, a.height(), 4) if a.pixel(x, y) != b.pixel(x, y))
    assert diff > 1000
    assert main(["render", str(BALKA), "-o", str(over), "--reach", "nobody"]) != 0
    assert "no unit 'nobody'" in capsys.readouterr().err
