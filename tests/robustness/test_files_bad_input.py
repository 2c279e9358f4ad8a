"""Map and scenario files mutated every way (dropped keys, wrong types,
out-of-range values) load or fail with one `FormatError` naming the file;
no other exception escapes.  Plus the places the fuzzing found: boards
placed far away, files too large to be Hexwright files."""
from __future__ import annotations

import json
import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import FormatError, HexwrightError
from core.formats.jsonio import read_json_file
from core.formats.mapfile import load_map
from core.formats.scenariofile import load_scenario
from tests.robustness.helpers import SAMPLES, assert_clear_failure, hexwright, load_json, mutated

SAMPLE_FILES = sorted(SAMPLES.glob("*.json"))
DOCS = {p.name: load_json(p) for p in SAMPLE_FILES}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    """A copy of sample_maps, so mutated scenarios still find their map files."""
    d = tmp_path_factory.mktemp("samples")
    for p in SAMPLE_FILES:
        shutil.copy(p, d / p.name)
    return d


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_sample_files_load_or_raise_format_error(workdir, data):
    name = data.draw(st.sampled_from(sorted(DOCS)))
    doc, edits = data.draw(mutated(DOCS[name]))
    path = workdir / f"zz_{name}"
    path.write_text(json.dumps(doc), encoding="utf-8")
    loader = data.draw(st.sampled_from([load_map, load_scenario]))
    try:
        loader(path)
    except HexwrightError as e:
        assert str(path) in str(e), (edits, str(e))


def test_boards_placed_beyond_the_largest_map_are_refused(workdir):
    doc = json.loads((workdir / "coh_partisans.scenario.json").read_text())
    board = doc["map"].get("file") or "coh_two_boards.json"
    doc["map"] = {"boards": [{"file": board, "col": 10 ** 6, "row": 0}]}
    path = workdir / "far_boards.scenario.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(FormatError) as e:
        load_scenario(path)
    msg = str(e.value)
    assert str(path) in msg and "$.map.boards" in msg and "at most 999 x 999" in msg
    # it used to compose a 1,000,024-column map and then blame every label
    assert "6-digit" not in msg


def test_oversized_and_endless_files_are_refused_unread(tmp_path, monkeypatch):
    import core.formats.jsonio as jsonio
    monkeypatch.setattr(jsonio, "MAX_BYTES", 1000)
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"notes": "x" * 2000}))
    with pytest.raises(FormatError, match="larger than"):
        read_json_file(big)


def test_validate_dev_zero_is_a_message():
    # a device is refused before a byte is read (it used to read 256 MiB first)
    proc = hexwright("validate", "/dev/zero", timeout=60)
    assert_clear_failure(proc, "/dev/zero", "character device")


@pytest.mark.parametrize("depth", [70, 900, 100_000])
def test_deeply_nested_json_is_a_format_error(tmp_path, depth):
    # 100000 levels used to raise RecursionError in json.loads; 900 levels in
    # a scenario's free-form "options" raised it later, in copying/validating.
    doc = json.loads((SAMPLES / "coh_partisans.scenario.json").read_text())
    text = json.dumps(doc)[:-1] + ', "options": ' + '{"a": ' * depth + "1" + "}" * depth + "}"
    doc_path = tmp_path / "deep.scenario.json"
    doc_path.write_text(text)
    with pytest.raises(FormatError) as e:
        load_scenario(doc_path)
    assert str(doc_path) in str(e.value) and "nested more than" in str(e.value)


def test_nesting_of_real_files_is_far_below_the_limit():
    for p in SAMPLE_FILES:
        read_json_file(p)      # no FormatError
