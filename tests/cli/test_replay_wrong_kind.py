"""`hexwright replay` given another kind of Hexwright file says in one line
what the file is and which command takes it, instead of listing the
replay schema's complaints about it."""
import json

from hexwright.cli import main
from tests.conftest import SAMPLES

SCENARIO = SAMPLES / "coh_balka_hill.scenario.json"
MAP = SAMPLES / "coh_two_boards.json"


def _replay_err(path, capsys):
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    return captured.err.strip()


def test_a_scenario_is_named_with_the_play_command(capsys):
    err = _replay_err(SCENARIO, capsys)
    assert f"{SCENARIO} is a hexwright.scenario file, not a replay log: to play it use `hexwright play {SCENARIO}`" \
        in err
    assert len(err.splitlines()) == 1
    assert "$.format" not in err and "scenario_hash" not in err


def test_a_map_and_pack_parts_are_named(tmp_path, capsys):
    err = _replay_err(MAP, capsys)
    assert f"{MAP} is a hexwright.map file, not a replay log" in err and len(err.splitlines()) == 1
    for fmt in ("hexwright.pack", "hexwright.pack-decks", "hexwright.pack-units"):
        p = tmp_path / f"{fmt}.json"
        p.write_text(json.dumps({"format": fmt}), "utf-8")
        err = _replay_err(p, capsys)
        assert f"{p} is a {fmt} file, not a replay log" in err and "hexwright play" in err
        assert len(err.splitlines()) == 1


def test_a_conformance_case_is_named(tmp_path, capsys):
    p = tmp_path / "case.json"
    p.write_text(json.dumps({"ruleset": "coh", "map": {}, "query": {"kind": "los"}, "expect": {}}), "utf-8")
    err = _replay_err(p, capsys)
    assert f"{p} is a conformance case, not a replay log: to run it use `hexwright conformance {p}`" in err


def test_an_unknown_format_still_gets_the_schema_errors(tmp_path, capsys):
    p = tmp_path / "odd.json"
    p.write_text(json.dumps({"format": "hexwright.somethingelse"}), "utf-8")
    err = _replay_err(p, capsys)
    assert "$.format: expected 'hexwright.replay', got 'hexwright.somethingelse'" in err
    assert "not a replay log" not in err
