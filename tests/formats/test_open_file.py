"""One function opens any Hexwright file for the editor and the command
line (`core.formats.open_file.open_file`)."""
from __future__ import annotations

import json

import pytest

from core.errors import FormatError
from core.formats.open_file import open_file
from core.formats.scenariofile import load_scenario
from tests.conftest import SAMPLES


def test_a_map_opens_as_a_scenario_without_units():
    got = open_file(str(SAMPLES / "coh_two_boards.json"))
    assert got.kind == "map" and got.scenario.units == [] and got.scenario.map_source.file == "coh_two_boards.json"
    assert [s.id for s in got.scenario.sides] == ["german", "soviet"]


def test_a_scenario_opens_as_load_scenario_reads_it():
    path = SAMPLES / "coh_balka_hill.scenario.json"
    got = open_file(str(path))
    assert got.kind == "scenario" and got.scenario == load_scenario(path)


@pytest.mark.parametrize("doc, words", [
    ({"format": "hexwright.pack"}, "a pack manifest"),
    ({"format": "hexwright.replay"}, "hexwright replay FILE"),
    ({"format": "hexwright.deck"}, 'got format "hexwright.deck"'),
    ({"cols": 3}, 'got an object without "format"'),
    ([1, 2], "got a"),
])
def test_other_files_are_refused_with_a_sentence(tmp_path, doc, words):
    p = tmp_path / "x.json"
    p.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(FormatError) as e:
        open_file(str(p))
    assert str(e.value).startswith(f"{p}: $.format: ") and words in str(e.value)
